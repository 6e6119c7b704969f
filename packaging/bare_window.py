"""The yardstick for ``benchmarks/bench_start.py``: the least a PySide6
program can do (a QMainWindow with one label), bundled exactly as gocount is.

With ``--quit-after-paint`` it prints ``painted`` once the window has been
drawn and exits, as gocount does. With ``--touch-classes LIST.json`` (a
``{"QtCore": [names], ...}`` listing, as ``benchmarks/bench_qt_classes.py``
makes) it first makes the Python classes of those Qt classes, so the
benchmark can time a bare window that pays PySide6's cost for the classes
gocount uses, and nothing of gocount's own.
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


def touch_classes(listing_path):
    """Make the Python class of every Qt class named in the listing."""
    import importlib
    import json

    with open(listing_path, encoding="utf-8") as listing:
        names = json.load(listing)
    for module, listed in names.items():
        loaded = importlib.import_module("PySide6." + module)
        for name in listed:
            getattr(loaded, name)


if "--touch-classes" in sys.argv:
    touch_classes(sys.argv[sys.argv.index("--touch-classes") + 1])
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
