"""Issue 34 in the window's desk: Export CSV replaces only a regular file
(a worker process that dies: test_ui_desk.py)."""

import os
import shutil
from pathlib import Path

import pytest

from gocount_gui.ui.desk import DeskWindow

EXAMPLE = Path(__file__).parent.parent / "resources" / "example.sgf"


@pytest.fixture
def desk(qtbot, settings, errors):
    made = DeskWindow(settings, lambda: None, lambda parent, title, text, details: errors.append((title, text, details)), jobs=2)
    qtbot.addWidget(made)
    made.show()
    qtbot.waitExposed(made)
    return made


def test_export_csv_onto_a_pipe_gets_a_dialog_and_the_pipe_stays(qtbot, desk, errors, tmp_path):
    folder = tmp_path / "round"
    folder.mkdir()
    shutil.copy(EXAMPLE, folder / "board1.sgf")
    with qtbot.waitSignal(desk.counted, timeout=60_000):
        desk.check(folder)
    fifo = tmp_path / "table.csv"
    os.mkfifo(fifo)
    assert not desk.export_csv(fifo)
    [(title, text, _details)] = errors
    assert "not written" in title and "is not a regular file" in text
    assert fifo.is_fifo()

