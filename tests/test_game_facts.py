"""The game at the top of the window, Game > Game Info, and where the
keys go after opening: driven through the real window offscreen."""

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from gocount_gui.model.autosave import Autosave, from_json, to_json
from gocount_gui.record import read_file
from gocount_gui.record.info import GameInfo
from gocount_gui.record.write import count_to_write, write_count
from gocount_gui.ui.info_dialog import GameInfoDialog
from gocount_gui.ui.look import GREEN, RED
from gocount_gui.ui.sheet import sheet_game

ROOT = Path(__file__).parent.parent
EXAMPLE = ROOT / "resources" / "example.sgf"

AGREES = "\u2713 The record says B+1.5; gocount agrees under Chinese rules"


def with_result(tmp_path, result: str) -> Path:
    """A copy of the example whose RE says ``result``."""
    target = tmp_path / "other-result.sgf"
    target.write_bytes(EXAMPLE.read_bytes().replace(b"RE[B+1.50]", f"RE[{result}]".encode()))
    return target


def fill(window, monkeypatch, **typed):
    """Game > Game Info, type ``typed`` into its fields, OK."""

    def exec_(dialog):
        for field, text in typed.items():
            dialog.edits[field].setText(text)
        return GameInfoDialog.DialogCode.Accepted

    monkeypatch.setattr(GameInfoDialog, "exec", exec_)
    window.info_action.trigger()


def test_the_header_shows_the_players_the_game_and_that_the_count_agrees(window):
    assert window.open_path(EXAMPLE)
    header = window.header
    assert header.isVisible()
    assert header.players.text() == "\u25cf neraimc 8d  vs  \u25cb Golois2 9d"
    assert header.facts.text() == "2019-04-11 \u00b7 Chinese rules \u00b7 komi 7.5 \u00b7 no handicap"
    assert header.verdict.text() == AGREES
    assert GREEN in header.verdict.styleSheet()


def test_the_header_says_when_the_record_gives_another_result(window, tmp_path):
    assert window.open_path(with_result(tmp_path, "W+3.5"))
    verdict = window.header.verdict
    assert verdict.text() == "\u2717 The record says W+3.5; gocount counts B+1.5 under Chinese rules"
    assert RED in verdict.styleSheet()


def test_a_resignation_has_no_count_to_compare(window, tmp_path):
    assert window.open_path(with_result(tmp_path, "B+Resign"))
    assert window.header.verdict.text() == "The record says B+Resign: no count to compare"


def test_the_verdict_follows_the_count_and_stays_under_the_records_rules(window):
    window.open_path(EXAMPLE)
    model, verdict = window.model, window.header.verdict
    model.set_komi(0.5)
    assert window.header.facts.text().endswith("komi 0.5 \u00b7 no handicap")
    assert verdict.text() == "\u2717 The record says B+1.5; gocount counts B+8.5 under Chinese rules"
    model.undo_stack.undo()
    assert verdict.text() == AGREES
    model.set_rules("japanese")  # the rule set on top changes, the record's does not
    assert verdict.text() == AGREES and "Chinese rules" in window.header.facts.text()


def test_a_count_over_the_board_has_no_recorded_result(window, monkeypatch):
    monkeypatch.setattr(window, "maybe_keep_changes", lambda: True)
    window.model.new_count(9)
    assert window.header.players.text() == "\u25cf Black  vs  \u25cb White"
    assert window.header.verdict.text() == "Counted over the board: no recorded result"


def test_game_info_edits_the_facts_as_one_undo_step(window, monkeypatch):
    window.open_path(EXAMPLE)
    fill(window, monkeypatch, black="Cho Chikun", black_rank="9p", event="Kisei", round="7")
    assert window.header.players.text() == "\u25cf Cho Chikun 9p  vs  \u25cb Golois2 9d"
    assert window.header.facts.text().startswith("2019-04-11 \u00b7 Kisei, round 7 \u00b7 Chinese rules")
    assert window.undo_action.text() == "&Undo Edit game info" and window.isWindowModified()
    assert sheet_game(window.model.snapshot, window.model.record).info.black == "Cho Chikun"
    window.undo_action.trigger()
    assert window.header.players.text() == "\u25cf neraimc 8d  vs  \u25cb Golois2 9d"
    assert not window.isWindowModified()


def test_game_info_round_trips_through_the_saved_file(window, monkeypatch, tmp_path):
    window.open_path(EXAMPLE)
    fill(window, monkeypatch, white="Iyama Yūta", white_rank="9p", date="2024-05-06", place="", name="Final]game")
    target = tmp_path / "saved.sgf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert window.save_as()
    info = read_file(target)[0].info
    assert info == GameInfo("neraimc", "8d", "Iyama Yūta", "9p", "2024-05-06", None, None, None, "Final]game")
    shown = window.header.text()
    assert window.open_path(target)
    assert window.header.text() == shown
    assert window.model.state.info == info


def test_game_info_of_a_count_over_the_board_is_saved(window, monkeypatch, tmp_path):
    monkeypatch.setattr(window, "maybe_keep_changes", lambda: True)
    window.model.new_count(9)
    fill(window, monkeypatch, black="Ann", black_rank="3k", white="Bo", white_rank="1d", event="Club night")
    target = tmp_path / "club.sgf"
    window.model.save(target)
    assert read_file(target)[0].info == GameInfo("Ann", "3k", "Bo", "1d", event="Club night")
    window.open_path(target)
    assert window.header.players.text() == "\u25cf Ann 3k  vs  \u25cb Bo 1d"


def test_the_dialog_shows_the_facts_and_the_recorded_result(qtbot):
    dialog = GameInfoDialog(GameInfo(black="Lee", date="2016-03-13"), "W+R")
    qtbot.addWidget(dialog)
    assert dialog.edits["black"].text() == "Lee" and dialog.edits["white"].text() == ""
    assert dialog.result.text() == "W+R"
    dialog.edits["white"].setText("  AlphaGo ")
    dialog.edits["black"].setText("")
    assert dialog.value() == GameInfo(white="AlphaGo", date="2016-03-13")


def test_unchanged_facts_keep_their_bytes_and_a_cleared_one_goes(example_model):
    data = EXAMPLE.read_bytes()
    state = example_model.state
    count = count_to_write(example_model.snapshot.score, state.rules_key, info=state.info)
    assert b"PC[The KGS Go Server at http://www.gokgs.com/]" in write_count(data, count)
    cleared = count_to_write(example_model.snapshot.score, state.rules_key, info=GameInfo(black="neraimc"))
    written = write_count(data, cleared)
    assert b"PC[" not in written and b"PW[" not in written and b"PB[neraimc]" in written


@pytest.mark.parametrize("info", [GameInfo(), GameInfo(black="Ann", round="3", name="x")])
def test_an_autosave_keeps_the_facts(example_model, info):
    state = example_model.state.replace(info=info)
    assert from_json(to_json(Autosave(state, None, 0, None, 0.0))).state.info == info


def test_the_board_has_the_keys_after_opening(window, qtbot):
    window.panel.komi_spin.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(lambda: window.panel.komi_spin.hasFocus())
    assert window.open_path(EXAMPLE)
    qtbot.waitUntil(lambda: window.board.hasFocus())
    assert window.focusWidget() is window.board
