"""The window's table of counts (View > Table of Counts) and the count by
numbers (File > New Count by Numbers), driven through their widgets."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from gocount_gui.record import read_games
from gocount_gui.scoring.proofs import proofs

REPO = Path(__file__).resolve().parent.parent
EXAMPLE = REPO / "resources" / "example.sgf"

# An honest club count: M_B = 117 + 8 + 1 = 126 = 110 + 15 + 1 = M_W.
HONEST = {"S_B": 117, "S_W": 110, "T_B": 68, "T_W": 55, "X_B": 6, "X_W": 11, "D_B": 2, "D_W": 4, "R_B": 1, "R_W": 1}


@pytest.fixture
def numbers_window(qtbot, tmp_path, errors):
    from gocount_gui.ui.numbers_window import NumbersWindow

    window = NumbersWindow(QSettings(str(tmp_path / "n.ini"), QSettings.Format.IniFormat),
                           show_error=lambda parent, title, text, details: errors.append((title, text, details)))
    window.show()
    qtbot.waitExposed(window)
    yield window
    # Not qtbot.addWidget: its close comes before this line, and typed
    # numbers would then wait for an answer to "Save it first?".
    window.mark_clean()
    window.close()
    window.deleteLater()


def type_into(qtbot, spin, value) -> None:
    """Select the spin box's text and type ``value``, as a player does."""
    spin.setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), str(value))
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Tab)


def fill(qtbot, window, values: dict) -> None:
    for name, value in values.items():
        type_into(qtbot, window.spins[name], value)


# ---- View > Table of Counts ---------------------------------------------------------


def test_the_table_of_counts_shows_the_open_games_numbers_and_follows_changes(window, qtbot):
    assert window.open_path(EXAMPLE, ask=False)
    window.table_action.trigger()
    dialog = window.table_dialog
    qtbot.waitExposed(dialog)
    ledger = window.model.snapshot.score.ledger
    text = dialog.view.toPlainText()
    assert "territory: empty points only this colour surrounds" in text
    assert f"{ledger.stones.black}\t{ledger.stones.white}" in text.replace("\n", "\t")
    for proof in proofs(ledger):
        assert proof.title in text and proof.verdict in text
    # The komi changes on the model: the K row and the proofs follow.
    window.model.set_komi(0.5)
    assert "komi\tK\tKM\t0.5" in dialog.view.toPlainText().replace("\n", "\t")
    # Black passed last: the equivalence stops there, in words.
    window.model.set_last_pass(window.model.state.tray.last_pass.opponent)
    assert "Black passed last (L = 1)" in dialog.view.toPlainText()
    # One dialog per window.
    window.table_action.trigger()
    assert window.table_dialog is dialog


def _pages(path: Path) -> int:
    return len(re.findall(rb"/Type\s*/Page[^s]", path.read_bytes()))


def test_the_table_of_counts_exports_as_a_pdf_with_the_score_sheet_when_asked(window, qtbot, tmp_path):
    window.open_path(EXAMPLE, ask=False)
    dialog = window.show_table()
    alone = dialog.export(str(tmp_path / "table.pdf"))
    assert alone.read_bytes().startswith(b"%PDF-")
    assert _pages(alone) >= 2  # the table and seven proofs do not fit one page
    dialog.with_sheet.setChecked(True)
    with_sheet = dialog.export(str(tmp_path / "sheet-and-table.pdf"))
    assert _pages(with_sheet) == _pages(alone) + 1


# ---- File > New Count by Numbers ------------------------------------------------------


def test_the_file_menu_opens_a_count_by_numbers_window(window, qtbot):
    window.numbers_action.trigger()
    opened = window.numbers_windows[-1]
    qtbot.addWidget(opened)
    qtbot.waitExposed(opened)
    assert opened.windowTitle() == "Count by Numbers[*]" and not opened.isWindowModified()
    assert opened.spins["size"].value() == 19


def test_results_appear_as_the_players_type(numbers_window, qtbot):
    fill(qtbot, numbers_window, HONEST)
    results = numbers_window.result_texts()
    # Japanese: (68 - 8) - (55 - 15) - 6.5; Chinese: (117 + 68) - (110 + 55) - 6.5.
    assert results["japanese"] == "B+13.5" and results["chinese"] == "B+13.5"
    assert results["stone scoring"] == "B+0.5" and results["tromp-taylor"] == "needs the position"
    assert numbers_window.headline.text() == "Japanese: B+13.5"
    assert "The lids add up" in numbers_window.audit_label.text()
    type_into(qtbot, numbers_window.spins["X_W"], 12)
    # One white prisoner more than White's moves allow: Black's lid holds one too many.
    assert "White's lid is 1 stone short, or Black's lid holds 1 too many" in numbers_window.audit_label.text()
    assert numbers_window.result_texts()["japanese"] == "B+14.5"


def test_a_value_that_cannot_be_is_named_in_red(numbers_window, qtbot):
    fill(qtbot, numbers_window, HONEST)
    type_into(qtbot, numbers_window.spins["T_B"], 200)
    assert numbers_window.error_label.text().startswith("\u2717 T_B: the areas 317 + 165 = 482")
    assert "larger than the board (361 points)" in numbers_window.error_label.text()
    assert "solid" in numbers_window.spins["T_B"].styleSheet()
    assert numbers_window.result_texts() == {} and numbers_window.score is None
    type_into(qtbot, numbers_window.spins["T_B"], 68)
    assert numbers_window.error_label.text() == "" and numbers_window.spins["T_B"].styleSheet() == ""


def test_the_fields_a_rule_set_does_not_need_are_marked(numbers_window, qtbot):
    notes = numbers_window.notes
    assert notes["S"].text() == "not needed" and notes["X"].text() == ""
    assert notes["S"].toolTip() == "Not needed under Japanese: not in the count (T_B - P_B) - (T_W - P_W) - K"
    combo = numbers_window.rules_combo
    combo.setCurrentIndex(combo.findData("chinese"))
    assert notes["S"].text() == "" and notes["X"].text() == "not needed" and notes["H"].text() == ""
    assert numbers_window.headline.text().startswith("Chinese:")


def test_without_the_stones_on_the_board_area_counts_say_so_and_the_audit_does_not_judge(numbers_window, qtbot):
    """Japanese rules mark the stones on the board "not needed": a club
    counting by territory leaves them at 0. The lid audit then does not
    call a lid short, and the area rule sets name what they lack instead of
    a result counted from no stones."""
    fill(qtbot, numbers_window, {key: value for key, value in HONEST.items() if not key.startswith("S_")})
    assert numbers_window.headline.text() == "Japanese: B+13.5"
    assert numbers_window.audit_label.text() == "– Lid audit: Not checked: the stones on the board are not typed."
    assert "short" not in numbers_window.identities.toPlainText()
    assert "\u2717" not in numbers_window.identities.toPlainText()  # nothing judged on stones not typed
    results = numbers_window.result_texts()
    assert results["chinese"] == "needs the stones" and results["tromp-taylor"] == "needs the position"
    assert results["japanese"] == "B+13.5"
    combo = numbers_window.rules_combo
    combo.setCurrentIndex(combo.findData("chinese"))
    assert numbers_window.headline.text() == "Chinese: not counted (the stones on the board are not typed)"
    fill(qtbot, numbers_window, {"S_B": 117, "S_W": 110})
    assert numbers_window.headline.text() == "Chinese: B+13.5"
    assert "The lids add up" in numbers_window.audit_label.text()


def test_stones_played_count_only_when_known(numbers_window, qtbot):
    fill(qtbot, numbers_window, HONEST)
    assert not numbers_window.spins["n_B"].isEnabled()
    qtbot.mouseClick(numbers_window.played_box, Qt.MouseButton.LeftButton)
    assert numbers_window.spins["n_B"].isEnabled()
    fill(qtbot, numbers_window, {"N_B": 125, "N_W": 125, "n_B": 125, "n_W": 123})
    # Area rules III: A_B - A_W - (n_B - n_W) - K = 20 - 2 - 6.5
    assert numbers_window.result_texts()["area iii"] == "B+11.5"


def test_a_count_by_numbers_saves_as_sgf_and_opens_again(numbers_window, qtbot, tmp_path, errors):
    fill(qtbot, numbers_window, HONEST)
    numbers_window.info_edits["black"].setText("Kim Minho")
    path = tmp_path / "club.sgf"
    assert numbers_window.save_to(path)
    data = path.read_bytes()
    assert b"RE[B+13.5]" in data and b"RU[Japanese]" in data and b"PB[Kim Minho]" in data
    assert b"GOCOUNT[gocount=1 by=numbers rules=japanese size=19 komi=6.5" in data
    record = read_games(data)[0]
    assert record.result_text == "B+13.5" and record.komi == 6.5
    # Opened in the main window (no position), the reader says what the file is.
    assert any("it is a count by numbers, made with no position" in str(w) for w in record.warnings)
    from gocount_gui.ui.numbers_window import NumbersWindow

    again = NumbersWindow(numbers_window.settings, numbers_window.show_error)
    qtbot.addWidget(again)
    assert again.open_path(path)
    assert {name: again.spins[name].value() for name in HONEST} == HONEST
    assert again.info_edits["black"].text() == "Kim Minho"
    assert again.result_texts() == numbers_window.result_texts()
    assert again.windowTitle().startswith("club.sgf") and not again.dirty
    assert not again.open_path(EXAMPLE)
    assert "not opened" in errors[-1][1] and "no count by numbers" in errors[-1][1]


def test_a_count_by_numbers_prints_as_a_score_sheet_without_a_board(numbers_window, qtbot, tmp_path):
    fill(qtbot, numbers_window, HONEST)
    numbers_window.info_edits["white"].setText("Ana Souza")
    html = numbers_window.sheet_html()
    assert "Ana Souza (White)" in html and "Lid audit" in html and "The table of counts" in html
    written = numbers_window.export_sheet(str(tmp_path / "sheet.pdf"))
    assert written.read_bytes().startswith(b"%PDF-")


def test_the_proofs_tab_shows_the_typed_numbers(numbers_window, qtbot):
    fill(qtbot, numbers_window, HONEST)
    text = numbers_window.proofs_view.toPlainText()
    assert "Area and territory agree (the equivalence theorem)" in text
    assert "185 - 165 - 0 = 20" in text  # A_B - A_W - H' with the typed numbers
    combo = numbers_window.last_combo
    combo.setCurrentIndex(combo.findData("B"))
    assert "Black passed last (L = 1)" in numbers_window.proofs_view.toPlainText()


def test_closing_with_numbers_not_saved_asks_first(numbers_window, qtbot, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QMessageBox

    assert not numbers_window.dirty
    fill(qtbot, numbers_window, {"S_B": 12})
    assert numbers_window.dirty and numbers_window.isWindowModified()
    asked = []
    monkeypatch.setattr("gocount_gui.ui.unsaved.ask_to_save", lambda *a, **k: asked.append(a[1]) or QMessageBox.StandardButton.Cancel)
    assert not numbers_window.close()
    assert numbers_window.isVisible() and "not saved" in asked[0]
    assert numbers_window.save_to(tmp_path / "kept.sgf")
    assert not numbers_window.dirty and not numbers_window.isWindowModified()
    assert numbers_window.close() and len(asked) == 1


# ---- a language chosen while the window is open ------------------------------------


def numbers_texts(window) -> dict:
    """Every word the count by numbers shows: its form, menu, tabs, and the
    results, lid audit, identities and proofs counted from the numbers."""
    combos = (window.rules_combo, window.last_combo)
    results = [window.results.topLevelItem(i) for i in range(window.results.topLevelItemCount())]
    return {
        "title": window.windowTitle(),
        "boxes": [box.title() for box in (window.game_box, window.counts_box, window.info_box)],
        "labels": {key: label.text() for key, label in window.field_labels.items()},
        "rows": {symbol: (label.text(), label.toolTip()) for symbol, label in window.row_labels.items()},
        "spins": {name: (spin.toolTip(), spin.accessibleName()) for name, spin in window.spins.items()},
        "tips": [w.toolTip() for w in (*combos, window.komi_spin, window.played_box)],
        "played": window.played_box.text(),
        "choices": [combo.itemText(i) for combo in combos for i in range(combo.count())],
        "header": [window.results.headerItem().text(column) for column in range(4)],
        "tabs": [window.tabs.tabText(i) for i in range(window.tabs.count())],
        "menu": [window.file_menu.title()] + [action.text() for action in window.file_menu.actions()],
        "headline": window.headline.text(),
        "audit": window.audit_label.text(),
        "komi": window.komi_label.text(),
        "results": [(item.text(0), item.text(3), item.toolTip(3)) for item in results],
        "notes": {symbol: (note.text(), note.toolTip()) for symbol, note in window.notes.items()},
        "identities": window.identities.toPlainText(),
        "proofs": window.proofs_view.toPlainText(),
    }


def numbers_state(window) -> tuple:
    """Everything the player typed or chose, and where the count stands."""
    return (
        {name: (spin.value(), spin.isEnabled()) for name, spin in window.spins.items()},
        window.komi_spin.value(), window.rules_key, window.rules_combo.currentIndex(), window.last_combo.currentData(),
        window.played_box.isChecked(), window.info(), window.fields(), window.path, window.dirty, window.isWindowModified(),
    )


def test_a_count_by_numbers_follows_a_language_chosen_while_it_is_open(numbers_window, qtbot, tmp_path, switch_language):
    window = numbers_window
    fill(qtbot, window, HONEST)
    type_into(qtbot, window.komi_spin, "7.5")
    window.rules_combo.setCurrentIndex(window.rules_combo.findData("chinese"))
    window.last_combo.setCurrentIndex(window.last_combo.findData("B"))
    qtbot.mouseClick(window.played_box, Qt.MouseButton.LeftButton)
    fill(qtbot, window, {"N_B": 125, "N_W": 125, "n_B": 125, "n_W": 123})
    qtbot.keyClicks(window.info_edits["black"], "Kim Minho")
    assert window.save_to(tmp_path / "club.sgf")
    qtbot.keyClicks(window.info_edits["event"], "Club night")  # typed after the save: not saved
    english, state = numbers_texts(window), numbers_state(window)
    assert english["title"] == "club.sgf[*] \u2014 Count by Numbers" and window.dirty and window.isWindowModified()
    assert english["headline"] == "Chinese: B+12.5" and "White's lid is 1 stone short" in english["audit"]

    switch_language("de")
    qtbot.waitUntil(lambda: window.windowTitle() == "club.sgf[*] \u2014 Zählung nach Zahlen")
    german = numbers_texts(window)
    for key, value in german.items():
        assert value != english[key], key
    assert german["boxes"][0] == "Die Partie" and german["rows"]["S"][0] == "Steine auf dem Brett (S)"
    assert german["tips"][2] == "Komi K, das Weiß erhält" and "Niemand" in german["choices"]
    assert german["header"][0] == "Regelwerk" and german["tabs"][0] == "&Ergebnisse"
    assert german["menu"][0] == "&Datei" and german["menu"][2] == "Speichern &unter\u2026"
    assert german["headline"] == "B+12.5 (Chinesisch)"
    assert german["audit"].startswith("\u2717 Deckelprobe: Im Deckel von Weiß fehlt 1 Stein")  # Black passed last
    assert numbers_state(window) == state  # every value, the file, and the numbers not saved

    switch_language("en")
    qtbot.waitUntil(lambda: window.windowTitle() == "club.sgf[*] \u2014 Count by Numbers")
    assert numbers_texts(window) == english
    assert numbers_state(window) == state


# ---- the form read as a player reads it -----------------------------------------------


def form_field(window, row_words: str, player: str):
    """The field of the counts box in the row whose label begins with
    ``row_words``, under the column headed ``player`` ("Black" or
    "White"): found by what the player reads, not by the field's name."""
    grid = window.counts_box.layout()
    column = next(c for c in (1, 2) if grid.itemAtPosition(0, c).widget().text() == f"<b>{player}</b>")
    for row in range(1, grid.rowCount()):
        item = grid.itemAtPosition(row, 0)
        if item is not None and getattr(item.widget(), "text", lambda: "")().startswith(row_words):
            return grid.itemAtPosition(row, column).widget()
    raise AssertionError(f"no row {row_words!r}")


def test_the_counts_are_asked_by_player_as_the_lids_are(numbers_window, qtbot):
    """"Black captured 11, White captured 14": typed in the Black and White
    columns of "Captured by the player", they are the stones in Black's
    and White's lids, and Black's column of passes is Black's passes."""
    fill(qtbot, numbers_window, {"S_B": 40, "S_W": 38, "T_B": 2, "T_W": 1})
    type_into(qtbot, form_field(numbers_window, "Captured by the player", "Black"), 11)
    type_into(qtbot, form_field(numbers_window, "Captured by the player", "White"), 14)
    type_into(qtbot, form_field(numbers_window, "Dead stones the player took off", "Black"), 3)
    type_into(qtbot, form_field(numbers_window, "Times the player passed", "Black"), 2)
    typed = numbers_window.numbers
    assert (typed.captures.white, typed.captures.black) == (11, 14)  # White's stones lie in Black's lid
    assert (typed.dead.white, typed.dead.black) == (3, 0)
    assert (typed.passes.black, typed.passes.white) == (2, 0)
    tip = form_field(numbers_window, "Captured by the player", "Black").toolTip()
    assert tip.startswith("Captured by Black") and "Black's lid" in tip


def _players_numbers(record) -> dict:
    """What the players of ``record`` would count and tell, by player:
    the stones each captured in play (replayed here with sgfmill, not
    read from gocount's tray), the dead stones each took off (the other
    colour's marked stones), how often each passed and who passed last."""
    from sgfmill import sgf, sgf_moves

    from gocount_gui.scoring.colour import Colour

    game = sgf.Sgf_game.from_bytes(Path(record.path).read_bytes())
    board, moves = sgf_moves.get_setup_and_moves(game)
    captured = {"b": 0, "w": 0}
    passed = {"b": 0, "w": 0}
    last = None
    for colour, move in moves:
        if move is None:
            passed[colour] += 1
            last = colour
            continue
        other = "w" if colour == "b" else "b"
        before = sum(row.count(other) for row in board.board)
        try:
            board.play(move[0], move[1], colour)
        except ValueError:  # a stone on a stone: the record's own reading skips it as well
            continue
        captured[colour] += before - sum(row.count(other) for row in board.board)
    dead = {letter: sum(1 for p in record.marked_dead if record.position.get(p) is colour)
            for letter, colour in (("b", Colour.WHITE), ("w", Colour.BLACK))}
    return {"captured": captured, "passed": passed, "last": last, "dead": dead}


def test_the_dev_corpus_tb_tw_games_typed_in_by_player_give_the_recorded_result(tb_tw_paths, numbers_window, qtbot):
    """Every game of the dev corpus with the players' TB/TW, its numbers
    typed in as the form asks for them (each player's stones, territory
    and seki eyes, what each captured and took off, how often each
    passed): the form's result is the board's count of the record, and
    the recorded RE wherever the board's count gives RE (515 of 520: five
    records' RE differs from their own marks, see test_desk)."""
    import argparse

    from PySide6.QtCore import QSignalBlocker

    from gocount_gui.cli import count_record
    from gocount_gui.record import read_file

    options = argparse.Namespace(rules=None, komi=None, captures=None, passes=None, last_pass=None, dead="marked")
    window = numbers_window
    fields = {
        ("Stones on the board", "B"): lambda n, ledger: ledger.stones.black,
        ("Stones on the board", "W"): lambda n, ledger: ledger.stones.white,
        ("Territory", "B"): lambda n, ledger: ledger.territory.black,
        ("Territory", "W"): lambda n, ledger: ledger.territory.white,
        ("Seki eyes", "B"): lambda n, ledger: ledger.seki_eyes.black,
        ("Seki eyes", "W"): lambda n, ledger: ledger.seki_eyes.white,
        ("Captured by the player", "B"): lambda n, ledger: n["captured"]["b"],
        ("Captured by the player", "W"): lambda n, ledger: n["captured"]["w"],
        ("Dead stones the player took off", "B"): lambda n, ledger: n["dead"]["b"],
        ("Dead stones the player took off", "W"): lambda n, ledger: n["dead"]["w"],
        ("Times the player passed", "B"): lambda n, ledger: n["passed"]["b"],
        ("Times the player passed", "W"): lambda n, ledger: n["passed"]["w"],
    }
    spins = {key: form_field(window, key[0], "Black" if key[1] == "B" else "White") for key in fields}
    last_pass = {None: "-", "b": "B", "w": "W"}
    compared, recorded, differ = 0, 0, {}
    for path in tb_tw_paths:
        [record] = read_file(path)
        board = count_record(record, options).score
        told = _players_numbers(record)
        key = record.rules.key or "japanese"
        ledger = board.ledger
        blockers = [QSignalBlocker(w) for w in (*spins.values(), window.spins["size"], window.spins["H"], window.komi_spin, window.last_combo, window.rules_combo)]
        window.rules_combo.setCurrentIndex(window.rules_combo.findData(key))
        window.spins["size"].setValue(record.size)
        window.spins["H"].setValue(ledger.handicap)
        window.komi_spin.setValue(ledger.komi)
        window.last_combo.setCurrentIndex(window.last_combo.findData(last_pass[told["last"]]))
        for field_key, value in fields.items():
            spins[field_key].setValue(value(told, ledger))
        del blockers
        window.recount()
        assert window.score is not None, (path.name, window.error_label.text())
        if key in window.score.left_out:
            continue  # Tromp-Taylor with dead stones taken off: it needs the position
        typed = window.score.counts[key].result
        if typed != board.counts[key].result:
            differ[path.name] = (typed.text, board.counts[key].result.text)
        compared += 1
        if record.result is not None and board.counts[key].result.margin == record.result.margin:
            assert typed.margin == record.result.margin, path.name
            recorded += 1
    assert differ == {}
    assert compared >= 500 and recorded >= 515


def test_the_table_of_counts_names_its_sources_and_leaves_the_board_in_sight(window, qtbot):
    window.setGeometry(0, 0, 1366, 740)
    assert window.open_path(EXAMPLE, ask=False)
    window.table_action.trigger()
    dialog = window.table_dialog
    qtbot.waitExposed(dialog)
    text = dialog.view.toPlainText()
    assert "seed" not in text.lower() and "Sc - Sj" not in text
    for source in ("\u201cThe Equivalence Theorem\u201d", "Ikeda Toshio", "\u201cMathematics of Scoring\u201d", "Robert Jasiek"):
        assert source in text, source
    from PySide6.QtCore import QRect

    from gocount_gui.ui.proofs_view import beside_the_board

    placed = beside_the_board(window.frameGeometry(), window.screen().availableGeometry())
    assert dialog.geometry().topLeft() == placed.topLeft()  # (the test screen is small: its size may be the dialog's least)
    dialog.close()
    # At 1366x768 (a taskbar leaves 740), the window's board ends near x = 640: the table opens to its right.
    laptop = QRect(0, 0, 1366, 740)
    assert beside_the_board(laptop, laptop) == QRect(752, 60, 614, 640)
