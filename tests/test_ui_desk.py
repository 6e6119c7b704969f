"""The tournament desk driven as a tournament director would: File > Check
a Folder, rows arriving from worker processes, Cancel, the filters, a
double-click that opens a game, and the exports."""

import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from gocount_gui.ui.desk import DeskWindow

EXAMPLE = Path(__file__).parent.parent / "resources" / "example.sgf"

# Scattered stones on an open 9x9 board: nothing is settled, so gocount's
# suggestion keeps every stone alive and is unsure of them all.
OPEN_GAME = b"(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[W+R]PB[Cho]PW[Park]AB[cb][ed][he][cg]AW[gb][ce][ff][gh])"


def round_folder(tmp_path: Path) -> Path:
    """A round: the example game (agreed), the same game recorded as W+3.5
    (a disagreement), an unsettled open game, and a damaged file."""
    folder = tmp_path / "round 3"
    folder.mkdir()
    shutil.copy(EXAMPLE, folder / "board1.sgf")
    (folder / "board2.sgf").write_bytes(EXAMPLE.read_bytes().replace(b"RE[B+1.50]", b"RE[W+3.5]"))
    (folder / "board3.sgf").write_bytes(OPEN_GAME)
    (folder / "board4.sgf").write_bytes(b"(;GM[1]SZ[99]PB[torn page])")
    return folder


@pytest.fixture
def desk(qtbot, settings, errors):
    opened = []

    def open_window():
        from gocount_gui.ui.window import MainWindow

        window = MainWindow(settings, show_error=lambda parent, title, text, details: errors.append((title, text, details)),
                            autosave_folder=settings.fileName() + ".autosave")
        opened.append(window)
        window.show()
        return window

    made = DeskWindow(settings, open_window, lambda parent, title, text, details: errors.append((title, text, details)), jobs=2)
    qtbot.addWidget(made)
    made.show()
    qtbot.waitExposed(made)
    yield made
    for window in opened:
        window.model.undo_stack.setClean()
        window.close()
        window.deleteLater()


def shown_column(desk, title):
    from gocount_gui.desk import COLUMNS

    column = [t for t, _ in COLUMNS].index(title)
    return [desk.shown.index(r, column).data() for r in range(desk.shown.rowCount())]


def test_the_desk_counts_a_folder_filters_and_opens_a_row_with_its_count(qtbot, desk, tmp_path, errors):
    folder = round_folder(tmp_path)
    with qtbot.waitSignal(desk.counted, timeout=60_000):
        assert desk.check(folder)
    assert shown_column(desk, "File") == ["board1.sgf", "board2.sgf", "board3.sgf", "board4.sgf"]
    assert shown_column(desk, "Agree") == ["yes", "NO", "not finished", "damaged"]
    assert "board size SZ[99] is not supported" in shown_column(desk, "Warnings")[3]
    assert "1 agree, 1 disagree, 1 not finished, 1 unsure, 1 damaged" in desk.summary_label.text()
    assert desk.progress.isHidden() and desk.csv_button.isEnabled()

    qtbot.mouseClick(desk.disagreements_box, Qt.MouseButton.LeftButton)
    assert shown_column(desk, "File") == ["board2.sgf"]
    assert shown_column(desk, "Difference") == ["5"]
    qtbot.mouseClick(desk.disagreements_box, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(desk.unsure_box, Qt.MouseButton.LeftButton)
    assert shown_column(desk, "File") == ["board3.sgf"]
    assert int(shown_column(desk, "Unsure")[0]) == 8
    qtbot.mouseClick(desk.unsure_box, Qt.MouseButton.LeftButton)
    assert desk.shown.rowCount() == 4

    # Sorted by the size of the disagreement, largest first.
    desk.view.sortByColumn(9, Qt.SortOrder.DescendingOrder)
    assert shown_column(desk, "File")[0] == "board2.sgf"

    view = desk.view
    cell = view.visualRect(desk.shown.index(0, 0)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    [window] = desk.opened
    row = desk.shown.shown_rows()[0]
    assert window.model.source == folder / "board2.sgf"
    assert window.model.state.dead == frozenset(row.dead) and len(row.dead) == 5
    assert window.model.snapshot.chosen.result.text == "B+1.5"
    assert not window.model.dirty and not window.model.suggesting
    assert errors == []


def test_records_without_ru_are_counted_under_the_rule_set_chosen_in_the_desk(qtbot, desk, settings, tmp_path):
    """Two Fox games with no RU came out a point off under the Japanese
    rules assumed: the desk's own choice counts them, and is remembered."""
    folder = tmp_path / "fox"
    folder.mkdir()
    (folder / "no-ru.sgf").write_bytes(EXAMPLE.read_bytes().replace(b"RU[Chinese]", b""))
    with qtbot.waitSignal(desk.counted, timeout=60_000):
        desk.check(folder)
    [row] = desk.table.rows
    assert row.rules_key == "japanese"
    combo = desk.rules_combo
    assert desk.rules_label.buddy() is combo and desk.rules_label.text() == "&Rules when RU is missing:"
    with qtbot.waitSignal(desk.counted, timeout=60_000):
        combo.setCurrentIndex(combo.findData("chinese"))
    [row] = desk.table.rows
    assert row.rules_key == "chinese" and row.agreement == "yes"
    assert "no RU: counted under Chinese rules, the desk's choice" in row.notes
    assert settings.value("desk/default_rules") == "chinese"


def test_the_open_games_count_is_the_desks_suggestion_not_a_new_one(qtbot, desk, tmp_path):
    folder = round_folder(tmp_path)
    with qtbot.waitSignal(desk.counted, timeout=60_000):
        desk.check(folder)
    row = next(r for r in desk.table.rows if r.file == "board3.sgf")
    window = desk.open_row(row)
    assert not window.model.suggesting
    assert window.model.snapshot.unsure == frozenset(row.unsure) and len(row.unsure) == 8
    assert window.panel.dead_stones_text() == "Dead stones suggested: check the 8 stones marked with ?"


def test_cancel_half_way_keeps_the_rows_counted_and_a_new_check_counts_all(qtbot, desk, tmp_path):
    folder = tmp_path / "league"
    folder.mkdir()
    for number in range(16):
        shutil.copy(EXAMPLE, folder / f"game{number:02}.sgf")
    desk.jobs = 1  # one file at a time, two handed out ahead
    desk.table.rowsInserted.connect(lambda *_: desk.cancel() if len(desk.table.rows) == 1 else None)
    with qtbot.waitSignal(desk.table.rowsInserted, timeout=60_000):
        desk.check(folder)
    assert len(desk.table.rows) == 1
    assert not desk.busy and desk.progress.isHidden() and desk.cancel_button.isHidden()
    assert desk.statusBar().currentMessage() == "Cancelled: 1 of 16 files counted"
    assert desk.csv_button.isEnabled()

    desk.table.rowsInserted.disconnect()
    with qtbot.waitSignal(desk.counted, timeout=60_000):
        desk.check(folder)
    assert len(desk.table.rows) == 16


def test_export_csv_and_pdf_write_the_rows_shown_in_the_tables_order(qtbot, desk, tmp_path):
    folder = round_folder(tmp_path)
    with qtbot.waitSignal(desk.counted, timeout=60_000):
        desk.check(folder)
    desk.view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    out = tmp_path / "table.csv"
    assert desk.export_csv(out)
    data = out.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    lines = data.decode("utf-8-sig").splitlines()
    assert [line.split(",")[0] for line in lines] == ["File", "board4.sgf", "board3.sgf", "board2.sgf", "board1.sgf"]

    pdf = tmp_path / "sheets.pdf"
    assert desk.export_pdf(pdf)
    assert not desk.csv_button.isEnabled()  # one export at a time
    qtbot.waitUntil(lambda: pdf.exists(), timeout=60_000)
    assert len(re.findall(rb"/Type\s*/Page(?!s)", pdf.read_bytes())) == 3  # the damaged file has no sheet
    assert "Wrote 3 score sheets to sheets.pdf" in desk.statusBar().currentMessage()


def test_the_desk_remembers_its_folder(qtbot, desk, settings, tmp_path):
    folder = round_folder(tmp_path)
    with qtbot.waitSignal(desk.counted, timeout=60_000):
        desk.check(folder)
    again = DeskWindow(settings, jobs=1)
    qtbot.addWidget(again)
    assert again.folder_label.text() == f"Last folder: {folder}"
    assert settings.value("desk/folder") == str(folder)


def test_a_folder_that_is_not_there_gets_a_dialog(desk, tmp_path, errors):
    assert not desk.check(tmp_path / "nowhere")
    assert errors and "is not a folder" in errors[0][1]


def test_file_check_a_folder_opens_the_desk_from_the_main_window(qtbot, window, tmp_path):
    folder = round_folder(tmp_path)
    assert "Chec&k a Folder\u2026" in [a.text() for a in window.menuBar().actions()[0].menu().actions()]
    desk = window.check_folder(folder)
    with qtbot.waitSignal(desk.counted, timeout=60_000):
        pass
    assert desk.isVisible() and len(desk.table.rows) == 4


def test_a_worker_that_dies_costs_no_file_its_row(qtbot, desk, tmp_path):
    import os
    import signal

    folder = tmp_path / "league"
    folder.mkdir()
    for number in range(12):
        shutil.copy(EXAMPLE, folder / f"game{number:02}.sgf")
    desk.jobs = 1
    with qtbot.waitSignal(desk.counted, timeout=60_000):
        desk.check(folder)
        # The worker has just been handed its first files and has not
        # finished one (the event loop has not run): it dies now.
        for process in list(desk._pool._processes.values()):
            os.kill(process.pid, signal.SIGKILL)
    rows = desk.table.rows
    assert len(rows) == 12
    # the files it had are counted again by a new pool
    assert [r.file for r in rows if r.error] == []
    assert sum(1 for r in rows if r.agree) == 12



# ---- a language chosen while the desk is open -------------------------------------


def desk_texts(desk) -> dict:
    """What the desk shows in words: its widgets, the headers and cells the
    view draws, the summary and the progress bar's text."""
    from gocount_gui.desk import COLUMNS

    return {
        "title": desk.windowTitle(),
        "folder": desk.folder_label.text(),
        "buttons": [(b.text(), b.toolTip()) for b in (desk.choose_button, desk.csv_button, desk.pdf_button, desk.cancel_button)],
        "boxes": [(b.text(), b.toolTip()) for b in (desk.disagreements_box, desk.unsure_box)],
        "table name": desk.view.accessibleName(),
        "headers": [desk.shown.headerData(c, Qt.Orientation.Horizontal) for c in range(len(COLUMNS))],
        "agree": shown_column(desk, "Agree"),
        "dead stones": shown_column(desk, "Dead stones"),
        "warnings": shown_column(desk, "Warnings"),
        "summary": desk.summary_label.text(),
        "progress": desk.progress.format(),
    }


def test_the_desk_follows_a_language_chosen_while_it_is_open(qtbot, desk, settings, tmp_path, switch_language):
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QKeySequence

    folder = round_folder(tmp_path)
    with qtbot.waitSignal(desk.counted, timeout=60_000):
        desk.check(folder)
    qtbot.mouseClick(desk.unsure_box, Qt.MouseButton.LeftButton)
    desk.view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    rows, shown_rows = list(desk.table.rows), desk.shown.shown_rows()
    assert len(rows) == 4 and [r.file for r in shown_rows] == ["board3.sgf"]
    last = DeskWindow(settings, jobs=1)  # "Last folder: ..."
    idle = DeskWindow(QSettings(str(tmp_path / "none.ini"), QSettings.Format.IniFormat), jobs=1)  # "No folder checked yet"
    for window in (last, idle):
        qtbot.addWidget(window)
    english = desk_texts(desk), last.folder_label.text(), idle.folder_label.text()
    assert english[1:] == (f"Last folder: {folder}", "No folder checked yet")
    told = []
    desk.table.headerDataChanged.connect(lambda *args: told.append(("headers", *args)))
    desk.table.dataChanged.connect(lambda first, end, *_: told.append(("cells", first.row(), first.column(), end.row(), end.column())))

    switch_language("de")
    qtbot.waitUntil(lambda: desk.windowTitle() == "Ordner prüfen \u2014 gocount")
    german = desk_texts(desk)
    for key, value in german.items():
        assert value != english[0][key] or key == "folder", key  # the folder checked is a path in every language
    assert german["folder"] == str(folder)
    assert german["table name"] == "Partien des Ordners"
    assert german["boxes"][1][0] == "Nur &unsichere"
    assert german["buttons"][3][0] == "Abbrechen" and german["progress"] == "%v von %m Dateien"
    assert german["headers"][8] == "Stimmt"
    assert german["summary"].startswith("4 Partien: 1 übereinstimmend, 1 abweichend, 1 nicht beendet, 1 unsicher, 1 beschädigt")
    # The view was told to draw its headers and every cell again.
    assert ("headers", Qt.Orientation.Horizontal, 0, 12) in told and ("cells", 0, 0, 3, 12) in told
    assert last.folder_label.text() == f"Letzter Ordner: {folder}"
    assert idle.folder_label.text() == "Noch kein Ordner geprüft"
    # Nothing counted or chosen is lost, and Esc still cancels.
    assert desk.table.rows == rows and desk.shown.shown_rows() == shown_rows
    assert desk.unsure_box.isChecked() and not desk.disagreements_box.isChecked()
    assert desk.cancel_button.shortcut() == QKeySequence("Esc")
    assert desk.csv_button.isEnabled() and not desk.busy

    switch_language("en")
    qtbot.waitUntil(lambda: desk.windowTitle() == "Check a folder \u2014 gocount")
    assert (desk_texts(desk), last.folder_label.text(), idle.folder_label.text()) == english
    assert desk.table.rows == rows and desk.shown.shown_rows() == shown_rows
    assert desk.cancel_button.shortcut() == QKeySequence("Esc")


def test_a_check_under_way_goes_on_in_the_language_chosen(qtbot, desk, tmp_path, switch_language):
    folder = tmp_path / "league"
    folder.mkdir()
    for number in range(12):
        shutil.copy(EXAMPLE, folder / f"game{number:02}.sgf")
    desk.jobs = 1
    with qtbot.waitSignal(desk.table.rowsInserted, timeout=60_000):
        desk.check(folder)
    assert desk.statusBar().currentMessage() == "Counting 12 files on 1 processes\u2026"
    switch_language("de")
    qtbot.waitUntil(lambda: desk.windowTitle() == "Ordner prüfen \u2014 gocount")
    assert desk.busy and desk.cancel_button.isVisible()
    assert desk.statusBar().currentMessage() == "12 Dateien werden mit 1 Prozessen gezählt\u2026"
    assert desk.progress.format() == "%v von %m Dateien"
    qtbot.waitUntil(lambda: not desk.busy, timeout=60_000)
    assert len(desk.table.rows) == 12 and all(r.agree for r in desk.table.rows)
    assert desk.summary_label.text() == "12 Partien: 12 übereinstimmend, 0 abweichend, 0 nicht beendet, 0 unsicher, 0 beschädigt"
    assert shown_column(desk, "Agree") == ["ja"] * 12


def test_a_text_column_sorts_in_the_words_it_shows(switch_language):
    """Sorted by its Rules column, the desk orders the words the player
    reads: in English Chinese before Japanese, in Korean 일본 룰 before
    중국 룰; the Warnings column likewise."""
    from gocount_gui.desk import COLUMNS, DeskRow
    from gocount_gui.record import read_bytes
    from gocount_gui.ui.desk import sort_key

    rules = [title for title, _ in COLUMNS].index("Rules")
    warnings = [title for title, _ in COLUMNS].index("Warnings")
    chinese, japanese = DeskRow("a.sgf", "a.sgf", rules_key="chinese"), DeskRow("b.sgf", "b.sgf", rules_key="japanese")
    assert sort_key(chinese, rules) < sort_key(japanese, rules)
    try:
        read_bytes(b"not a game")
    except Exception as err:  # noqa: BLE001 - the record's own error, a Text
        problem = err.reason
    broken = DeskRow("c.sgf", "c.sgf", error=problem)
    english = sort_key(broken, warnings)
    switch_language("ko")
    assert sort_key(japanese, rules) < sort_key(chinese, rules)
    assert sort_key(broken, warnings) != english
