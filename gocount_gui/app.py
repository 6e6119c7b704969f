"""The gocount window.

For now a count viewer: it opens an SGF and shows every rule set's result,
the identities and the lid audit as ``gocount-score`` prints them. The board,
the tray and the score panel (issue 5) replace the text view.

Environment: ``GOCOUNT_SCREENSHOT=path.png`` saves a picture of the window
once it is shown and quits (used by the Xvfb smoke test).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QFontDatabase, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QMainWindow, QMessageBox, QPlainTextEdit

from . import __version__
from .cli import as_table, build_parser, count_record
from .record import SgfError, read_file
from .scoring.ledger import PositionError


class CountWindow(QMainWindow):
    """A main window that shows the count of one SGF file."""

    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("gocount")
        self.view = QPlainTextEdit(readOnly=True)
        self.view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.view.setPlaceholderText("Open an SGF file (Ctrl+O) to count it under every rule set.")
        self.setCentralWidget(self.view)
        menu = self.menuBar().addMenu("&File")
        open_action = QAction("&Open\u2026", self, shortcut=QKeySequence.StandardKey.Open)
        open_action.triggered.connect(self.choose_file)
        quit_action = QAction("&Quit", self, shortcut=QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        menu.addAction(open_action)
        menu.addAction(quit_action)
        self.resize(900, 640)

    def choose_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, "Open a game", "", "SGF files (*.sgf);;All files (*)")
        if name:
            self.open_file(name)

    def open_file(self, path: str | Path) -> bool:
        """Count the file and show it; a bad file gets a dialog and changes nothing."""
        try:
            records = read_file(path)
            options = build_parser().parse_args([str(path)])
            reports = []
            for record in records:
                score, key, dead, notes = count_record(record, options)
                reports.append(as_table(record, score, key, dead, notes))
        except (SgfError, PositionError) as err:
            QMessageBox.warning(self, "gocount", f"This game cannot be counted.\n\n{err}")
            return False
        self.view.setPlainText("\n\n".join(reports))
        self.setWindowTitle(f"gocount \u2014 {Path(path).name}")
        return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="gocount", description="Count finished Go games.")
    parser.add_argument("file", nargs="?", help="an SGF file to open")
    parser.add_argument("--version", action="version", version=f"gocount {__version__}")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = CountWindow()
    if args.file:
        window.open_file(args.file)
    window.show()
    shot = os.environ.get("GOCOUNT_SCREENSHOT")
    if shot:
        def grab() -> None:
            window.grab().save(shot)
            app.quit()

        QTimer.singleShot(300, grab)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
