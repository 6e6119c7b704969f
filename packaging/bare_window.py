"""The yardstick for ``benchmarks/bench_start.py``: the least a PySide6
program can do (a QMainWindow with one label), bundled exactly as gocount is.

With ``--quit-after-paint`` it prints ``painted`` once the window has been
drawn and exits, as gocount does.
"""

import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


class FirstPaint(QObject):
    """Says "painted" after the first paint of the watched widget and quits."""

    def eventFilter(self, watched, event):  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self.done)
        return False

    def done(self):
        print("painted", flush=True)
        QApplication.instance().exit(0)


def main() -> int:
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    label = QLabel("bare PySide6 window")
    window.setCentralWidget(label)
    window.resize(1240, 800)
    watcher = FirstPaint()
    if "--quit-after-paint" in sys.argv:
        label.installEventFilter(watcher)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
