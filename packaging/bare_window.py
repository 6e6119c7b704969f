"""The yardstick for ``benchmarks/bench_start.py``: the least a PySide6
program can do (a QMainWindow with one label), bundled exactly as gocount is.

With ``--quit-after-paint`` it prints ``painted`` once the window has been
drawn and exits, as gocount does.
"""

import os
import sys
import time


def trace(phase):
    """The same start-up marks as gocount's (GOCOUNT_TRACE_START)."""
    if os.environ.get("GOCOUNT_TRACE_START"):
        print(f"start-trace {phase} {time.time() - float(os.environ['GOCOUNT_TRACE_START']):.4f}", file=sys.stderr, flush=True)


trace("python")
from PySide6.QtCore import QEvent, QObject, QTimer  # noqa: E402
trace("qt")
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow  # noqa: E402
trace("modules")


class FirstPaint(QObject):
    """Says "painted" after the first paint of the watched widget and quits."""

    def eventFilter(self, watched, event):  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            trace("paint")
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self.done)
        return False

    def done(self):
        trace("painted")
        print("painted", flush=True)
        QApplication.instance().exit(0)


def main() -> int:
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    label = QLabel("bare PySide6 window")
    window.setCentralWidget(label)
    window.resize(1240, 800)
    trace("built")
    watcher = FirstPaint()
    if "--quit-after-paint" in sys.argv:
        label.installEventFilter(watcher)
    window.show()
    trace("shown")
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
