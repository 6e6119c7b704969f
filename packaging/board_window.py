"""A second yardstick for ``benchmarks/bench_start.py``: gocount's board and
nothing else of its window.

A QMainWindow whose one widget is gocount's own board, showing the game
named on the command line read, replayed and counted by gocount's own
model, exactly as the program does it; no score panel, tray, menus, toolbar
or status bar. It is bundled by the same spec (``-- --board``). Timed beside
gocount and the bare window, it shows what the least window that still
draws a counted game costs, which is the floor any way of showing the board
first and the rest after could reach.

    board-window GAME.sgf [--quit-after-paint]

It marks the same start-up phases as gocount (``GOCOUNT_TRACE_START``) and,
with ``--quit-after-paint``, prints ``painted`` after the board's first
paint and exits.
"""

import sys
from pathlib import Path

from gocount_gui import syslibs
from gocount_gui.app import quit_after_first_paint, trace  # marks "python", as in gocount


def main() -> int:
    # The same steps as gocount's start (gocount_gui.app.main) up to the
    # window, which here is the board alone.
    trouble = syslibs.problem()
    if trouble:
        print(trouble, file=sys.stderr)
        return 1
    import PySide6.QtCore  # noqa: F401

    trace("qt")
    from PySide6.QtWidgets import QApplication, QMainWindow

    from gocount_gui.model import GameModel
    from gocount_gui.record import read_bytes, read_games
    from gocount_gui.ui.board import BoardWidget

    trace("modules")
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    model = GameModel(window)
    board = BoardWidget(model)
    window.setCentralWidget(board)
    window.resize(1240, 800)
    trace("built")
    path = Path(sys.argv[1])
    data = read_bytes(path)
    model.open_file(path, 0, read_games(data, str(path)), data)
    trace("window")
    window.show()
    trace("shown")
    if "--quit-after-paint" in sys.argv:
        quit_after_first_paint(board, app)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
