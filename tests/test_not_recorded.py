"""Missing information is not a contradiction: a record without passes
shows who passed last as unknown, the identities that need the passes say
"not recorded" and no cross appears; a lid that is really short still gets
its cross and the sentence naming it, in the one place the window shows
the lid audit."""

import json

import pytest
from PySide6.QtCore import Qt

from gocount_gui.cli import main
from gocount_gui.model import GameModel
from gocount_gui.record import read_games
from gocount_gui.scoring import Colour, count_all
from gocount_gui.ui.panel import ScorePanel
from gocount_gui.ui.tray import TrayWidget

# 5x5, Black plays the last stone and nobody passes: Black has one move
# more than White, as in every record that stops before White's closing pass.
NO_PASSES = b"""(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]RE[B+4.5]
;B[cc];W[dc];B[cb];W[db];B[cd];W[dd];B[ca];W[da];B[ce];W[de];B[bb])"""

# The same game with its passes: White passes last.
WITH_PASSES = NO_PASSES[:-1] + b";W[];B[];W[])"


def identities(data, **tray_changes):
    record = read_games(data)[0]
    tray = record.tray if not tray_changes else record.tray.__class__(**{**record.tray.__dict__, **tray_changes})
    return {i.number: i for i in count_all(record.position, tray, record.marked_dead).identities}


def test_a_record_without_passes_shows_no_cross():
    found = identities(NO_PASSES)
    assert all(i.holds is not False for i in found.values()), [i.number for i in found.values() if i.holds is False]
    audit = found["1"]
    assert audit.holds is None and audit.mark == "\u2013"
    assert audit.why.startswith("not recorded: no pass was recorded, so who passed last is unknown")
    assert "short" not in audit.why
    for number in ("2", "3", "4", "6"):
        assert found[number].holds is None and found[number].why.startswith("not recorded")


def test_the_same_game_with_its_passes_checks_every_identity():
    found = identities(WITH_PASSES)
    assert all(i.holds is True for i in found.values())


def test_a_real_contradiction_still_gets_its_cross_and_names_the_short_lid():
    record = read_games(NO_PASSES)[0]
    tray = record.tray.__class__(**{**record.tray.__dict__, "captures": record.tray.captures.__class__(0, 3)})
    audit = count_all(record.position, tray).lid_audit
    assert audit.holds is False and audit.mark == "\u2717"
    # three white prisoners in Black's lid where the record captured none:
    # (Black played one stone more): the lids are 2 stones apart
    assert audit.why.startswith("White's lid is 2 stones short, or Black's lid holds 2 too many")


def test_the_json_says_who_passed_last_is_unknown(tmp_path, capsys):
    path = tmp_path / "nopass.sgf"
    path.write_bytes(NO_PASSES)
    assert main(["--json", str(path)]) == 0
    game = json.loads(capsys.readouterr().out)
    assert game["last_pass"] is None
    assert all(i["holds"] is not False for i in game["identities"])
    assert game["identities"][0]["why"].startswith("not recorded")


@pytest.fixture
def opened(qtbot, shown, tmp_path):
    def open_record(data):
        path = tmp_path / "game.sgf"
        path.write_bytes(data)
        model = GameModel()
        model.open_file(path)
        tray = shown(TrayWidget(model), 420, 500)
        panel = shown(ScorePanel(model), 420, 800)
        return model, tray, panel

    return open_record


def test_the_window_shows_the_lid_audit_once_in_grey_when_passes_are_missing(qtbot, opened):
    model, tray, panel = opened(NO_PASSES)
    assert tray.last_pass_buttons[None].isChecked()
    assert tray.last_pass_buttons[None].text().replace("&", "") == "unknown"
    text = tray.audit_label.text()
    assert text.startswith("\u2013 Lid audit: Not recorded: no pass was recorded")
    assert "c0392b" not in tray.audit_label.styleSheet() and "7a7a7a" in tray.audit_label.styleSheet()
    assert not hasattr(panel, "audit_label")
    rows = panel.identity_rows()
    assert not any(row.startswith("\u2717") for row in rows)
    assert "Not recorded: no pass was recorded" in rows[0] and "Does not apply" not in rows[0]
    # the user enters the passes: the audit checks and turns green
    model.set_passes(Colour.WHITE, 2)
    model.set_passes(Colour.BLACK, 1)
    qtbot.mouseClick(tray.last_pass_buttons[Colour.WHITE], Qt.MouseButton.LeftButton)
    assert tray.audit_label.text() == "\u2713 Lid audit: The lids add up."
    assert "1e7b34" in tray.audit_label.styleSheet()


def test_the_window_crosses_a_short_lid_in_red_naming_it(qtbot, opened):
    model, tray, panel = opened(WITH_PASSES)
    assert tray.audit_label.text() == "\u2713 Lid audit: The lids add up."
    qtbot.mouseClick(tray.captures_plus[Colour.WHITE], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(tray.captures_plus[Colour.WHITE], Qt.MouseButton.LeftButton)
    text = tray.audit_label.text()
    assert text.startswith("\u2717 Lid audit: White's lid is 2 stones short")
    assert "c0392b" in tray.audit_label.styleSheet()
    assert panel.identity_rows()[0].startswith("\u2717 1.")
