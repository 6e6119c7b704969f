"""The gocount window, started from the command line.

    gocount [FILE.sgf] [--game N] [--suggest-dead] [--screenshot PNG] [--restore-all]
    gocount --self-test

With no file it opens the bundled example game, counted, so there is
something real to look at at once. ``--screenshot`` saves a picture of the
window once it is drawn (after the suggestion, with ``--suggest-dead``) and
quits: the Xvfb smoke test and the README's picture use it.
At start the window offers to restore the counts a crashed or killed
gocount left unsaved; ``--restore-all`` restores them without asking.
``--self-test`` checks the installation headless (:mod:`.selftest`).
On macOS a file opened from the Finder arrives after start as an event,
and the window opens it.

Before Qt is loaded, :mod:`.syslibs` checks that the system has what Qt
takes from it, so a bare system gets the one line to fix it instead of an
abort.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from . import __version__, syslibs
from .resources import resource_path


_TRACE_ORIGIN = os.environ.get("GOCOUNT_TRACE_START")


def trace(phase: str) -> None:
    """With GOCOUNT_TRACE_START set to the wall-clock time (``time.time()``)
    the process was started at, print to stderr when start-up reached
    ``phase``: ``benchmarks/bench_start.py --trace`` splits the start into
    its phases with these."""
    if _TRACE_ORIGIN:
        print(f"start-trace {phase} {time.time() - float(_TRACE_ORIGIN):.4f}", file=sys.stderr, flush=True)


trace("python")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="gocount", description="Count finished Go games under every major rule set.")
    parser.add_argument("file", nargs="?", help="an SGF file to open (default: the bundled example game)")
    parser.add_argument("--game", type=int, default=1, help="which game of a collection to open (default: the first)")
    parser.add_argument("--suggest-dead", action="store_true", help="suggest the dead stones once the game is open")
    parser.add_argument("--screenshot", metavar="PNG", help="save a picture of the window once drawn, then quit")
    parser.add_argument("--quit-after-paint", action="store_true", help="print 'painted' once the board is drawn, then quit (for start-up timing)")
    parser.add_argument("--restore-all", action="store_true", help="restore every count left unsaved by a crash without asking")
    parser.add_argument("--self-test", action="store_true", help="check this installation headless, print what was found, exit 0 if all is well")
    parser.add_argument("--version", action="version", version=f"gocount {__version__}")
    return parser


def open_window(args: argparse.Namespace):
    """The main window with the game ``args`` name open (the bundled example
    when none is named); None when a named game cannot be opened for a
    screenshot run."""
    from .ui.window import MainWindow

    window = MainWindow()
    trace("built")
    path = Path(args.file) if args.file else resource_path("example.sgf")
    if args.file or path.exists():  # a named file is opened even when it cannot be looked at: the dialog says why
        game = args.game - 1 if args.file else 0
        if not window.open_path(path, ask=False, game=game) and args.screenshot:
            return None
    return window


def quit_after_first_paint(widget, app) -> None:
    """Print "painted" after ``widget``'s first paint and end the event loop:
    ``--quit-after-paint``, the end mark of the start-up benchmark."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint:
                trace("paint")
                watched.removeEventFilter(self)
                QTimer.singleShot(0, self.done)
            return False

        def done(self) -> None:
            trace("painted")
            print("painted", flush=True)
            app.exit(0)

    widget.installEventFilter(FirstPaint(widget))  # the widget owns it, so it lives as long


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    trouble = syslibs.problem() or (None if args.self_test else syslibs.no_display())
    if trouble:
        print(trouble, file=sys.stderr)
        return 1
    if args.self_test:
        from .selftest import run

        return run()
    from PySide6.QtCore import QTimer

    trace("qt")
    from .ui.errors import install_excepthook
    from .ui.window import Application, application

    trace("modules")
    app = application()
    window = open_window(args)
    trace("window")
    if window is None:
        return 1
    hook = install_excepthook(lambda: window)
    if isinstance(app, Application):
        app.file_requested.connect(window.open_path)  # macOS: an SGF opened from the Finder
    window.show()
    trace("shown")
    if args.quit_after_paint:
        quit_after_first_paint(window.board, app)
    if args.screenshot or args.quit_after_paint:
        window.autosaver.discard()  # a picture run keeps no count and restores none
    else:
        QTimer.singleShot(0, lambda: window.offer_restore(ask=not args.restore_all))
    if args.suggest_dead:
        window.model.suggest_dead()
    if args.screenshot:
        target = args.screenshot

        def grab_when_ready() -> None:
            if window.model.suggesting:
                QTimer.singleShot(50, grab_when_ready)
                return
            window.grab().save(target)
            app.exit(0)  # not quit(): that asks the window to close, and it would ask about the changes

        QTimer.singleShot(400, grab_when_ready)
    try:
        return app.exec()
    finally:
        sys.excepthook = hook.previous


if __name__ == "__main__":
    sys.exit(main())
