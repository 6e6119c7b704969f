"""The tray (the two lids, passes, last pass, handicap), driven with pytest-qt."""

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from gocount_gui.model import CountState
from gocount_gui.scoring.colour import Colour, PerColour
from gocount_gui.scoring.diagram import parse_diagram
from gocount_gui.scoring.ledger import Tray
from gocount_gui.ui.panel import ScorePanel
from gocount_gui.ui.tray import TrayWidget

EXAMPLE = Path(__file__).parent.parent / "resources" / "example.sgf"

# A lone white stone inside Black's area, at (3, 1): row 0 is the bottom row.
INVADED = """
    . . # o .
    . o # o .
    . . # o .
    # # # o o
    . . # o .
"""
INVADER = (3, 1)


@pytest.fixture
def model(example_model):
    return example_model


@pytest.fixture
def tray(shown, model):
    return shown(TrayWidget(model), 420, 320)


def test_a_record_fills_the_lids(tray, model):
    # example.sgf: 12 black and 9 white stones captured, one pass each, White last
    assert tray.captures_spin[Colour.BLACK].value() == 12
    assert tray.captures_spin[Colour.WHITE].value() == 9
    assert tray.passes_spin[Colour.BLACK].value() == 1
    assert tray.passes_spin[Colour.WHITE].value() == 1
    assert tray.dead_label[Colour.WHITE].text() == "5"
    assert tray.dead_label[Colour.BLACK].text() == "0"
    assert tray.lid_total[Colour.BLACK].text() == "15"  # 9 + 5 white prisoners + 1 white pass stone
    assert tray.lid_total[Colour.WHITE].text() == "13"
    assert tray.last_pass_buttons[Colour.WHITE].isChecked()
    assert tray.handicap_spin.value() == 0
    assert tray.pass_stones_label[Colour.BLACK].text() == tray.pass_stones_label[Colour.WHITE].text() == "1"
    assert "The lids add up" in tray.audit_label.text()
    # the lids sit where a player expects: White's stones in Black's lid
    assert tray.lid_box[Colour.BLACK].title() == "Prisoners in Black's lid (White stones)"
    assert tray.lid_box[Colour.BLACK].isAncestorOf(tray.captures_spin[Colour.WHITE])
    # White's lid shows the pass stones of Black's passes, which are asked
    # for by player below the lids: "Black passed [1] time(s)"
    assert tray.lid_box[Colour.WHITE].isAncestorOf(tray.pass_stones_label[Colour.BLACK])
    assert not any(box.isAncestorOf(tray.passes_spin[Colour.BLACK]) for box in tray.lid_box.values())
    labels = [label for label in tray.findChildren(QLabel) if label.text() in ("Black passed", "White passed", "time(s)")]
    line = sorted((label.geometry().x(), label.text()) for label in labels)
    line += [(tray.passes_spin[c].parentWidget().geometry().x(), c.name) for c in (Colour.BLACK, Colour.WHITE)]
    assert [text for _x, text in sorted(line)] == ["Black passed", "BLACK", "time(s)", "White passed", "WHITE", "time(s)"]
    assert tray.pass_stones_title[Colour.WHITE].buddy() is tray.passes_spin[Colour.BLACK]
    assert model.undo_stack.count() == 0  # showing the record pushed nothing


def test_plus_on_captured_breaks_the_audit_and_the_panel_follows(qtbot, tray, model):
    panel = ScorePanel(model)
    qtbot.addWidget(panel)
    qtbot.mouseClick(tray.captures_plus[Colour.WHITE], Qt.MouseButton.LeftButton)
    assert model.state.tray.captures.white == 10
    assert tray.captures_spin[Colour.WHITE].value() == 10
    assert tray.lid_total[Colour.BLACK].text() == "16"
    audit = model.snapshot.score.lid_audit
    assert audit.holds is False
    assert audit.why.startswith("White's lid is 1 stone short, or Black's lid holds 1 too many")
    assert audit.why in tray.audit_label.text()
    assert "c0392b" in tray.audit_label.styleSheet()
    assert panel.identity_rows()[0].startswith("\u2717")
    assert not hasattr(panel, "audit_label")  # one place: the tray, beside the lids
    assert panel.row_texts("japanese")[5] == model.snapshot.score.counts["japanese"].result.text == "B+2.5"
    assert model.undo_stack.count() == 1
    model.undo_stack.undo()
    assert tray.captures_spin[Colour.WHITE].value() == 9
    assert tray.lid_total[Colour.BLACK].text() == "15"
    assert model.snapshot.score.lid_audit.holds is True
    assert "The lids add up" in tray.audit_label.text()


def test_the_lids_stay_put_while_they_are_filled_in(qtbot, window):
    """At 1366x768 with the side panel scrolled down to the lids, each "+"
    that makes the audit longer leaves the next "+" where it was, and the
    whole audit stays in sight."""
    window.resize(1366, 700)
    assert window.open_path(Path(__file__).parent.parent / "resources" / "example.sgf", ask=False)
    qtbot.wait(50)  # the new game's headline is brought into view first
    bar = window.side.verticalScrollBar()
    bar.setValue(bar.maximum())
    qtbot.wait(20)
    tray = window.tray
    plus = tray.captures_plus[Colour.WHITE]
    where = plus.mapTo(window, plus.rect().topLeft())
    for _ in range(4):
        qtbot.mouseClick(plus, Qt.MouseButton.LeftButton)
        qtbot.wait(20)
        assert plus.mapTo(window, plus.rect().topLeft()) == where
    assert "holds 4 too many" in tray.audit_label.text()
    audit = tray.audit_label
    bottom = audit.mapTo(window.side.viewport(), audit.rect().bottomLeft()).y()
    assert bottom <= window.side.viewport().height()
    window.model.undo_stack.setClean()


def test_minus_and_typing_in_a_lid(qtbot, tray, model):
    qtbot.mouseClick(tray.passes_minus[Colour.BLACK], Qt.MouseButton.LeftButton)
    assert model.state.tray.passes.black == 0
    assert tray.pass_stones_label[Colour.BLACK].text() == "0"
    assert tray.lid_total[Colour.WHITE].text() == "12"
    spin = tray.captures_spin[Colour.BLACK]
    spin.setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), "20")
    qtbot.keyClick(spin, Qt.Key.Key_Enter)
    assert model.state.tray.captures.black == 20
    assert model.undo_stack.count() == 2  # one step for the typed number
    qtbot.keyClick(spin, Qt.Key.Key_Down)
    assert model.state.tray.captures.black == 19
    qtbot.mouseClick(tray.passes_plus[Colour.WHITE], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(tray.passes_plus[Colour.WHITE], Qt.MouseButton.LeftButton)
    assert model.state.tray.passes.white == 3
    assert tray.pass_stones_label[Colour.WHITE].text() == "3"


def test_dead_marks_on_the_board_change_the_dead_count(qtbot, tray, model):
    model.reset(CountState(parse_diagram(INVADED), Tray(komi=0.5)))
    assert tray.dead_label[Colour.WHITE].text() == "0"
    assert tray.lid_total[Colour.BLACK].text() == "0"
    assert model.toggle_dead(INVADER) is None
    assert INVADER in model.state.dead
    assert tray.dead_label[Colour.WHITE].text() == "1"
    assert tray.dead_label[Colour.BLACK].text() == "0"
    assert tray.lid_total[Colour.BLACK].text() == "1"
    model.undo_stack.undo()
    assert tray.dead_label[Colour.WHITE].text() == "0"


def test_who_passed_last_and_the_handicap(qtbot, tray, model):
    qtbot.mouseClick(tray.last_pass_buttons[Colour.BLACK], Qt.MouseButton.LeftButton)
    assert model.state.tray.last_pass is Colour.BLACK
    assert model.undo_stack.count() == 1
    # L = 1 now: the audit says a pass is wrong
    assert model.snapshot.score.lid_audit.holds is False
    assert "\u2717" in tray.audit_label.text()
    qtbot.mouseClick(tray.last_pass_buttons[None], Qt.MouseButton.LeftButton)
    assert model.state.tray.last_pass is None
    model.undo_stack.undo()
    assert tray.last_pass_buttons[Colour.BLACK].isChecked()
    model.undo_stack.undo()
    assert tray.last_pass_buttons[Colour.WHITE].isChecked()
    assert model.undo_stack.index() == 0 and model.undo_stack.count() == 2
    spin = tray.handicap_spin
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_Up)
    qtbot.keyClick(spin, Qt.Key.Key_Up)
    assert model.state.tray.handicap == 2
    assert model.snapshot.score.ledger.extra_handicap == 1


def test_an_uncountable_tray_shows_the_problem(qtbot, tray, model):
    model.reset(CountState(parse_diagram(INVADED), Tray(captures=PerColour(0, -2))))
    assert model.snapshot.score is None
    assert "cannot be negative" in tray.audit_label.text()
    assert tray.dead_label[Colour.WHITE].text() == "\u2013"


def test_the_lids_are_reachable_with_the_keyboard(qtbot, tray):
    tray.activateWindow()
    qtbot.waitUntil(lambda: tray.isActiveWindow())
    chain = [
        tray.captures_spin[Colour.WHITE], tray.captures_spin[Colour.BLACK],
        tray.passes_spin[Colour.BLACK], tray.passes_spin[Colour.WHITE],
        tray.last_pass_buttons[None], tray.handicap_spin,
    ]
    chain[0].setFocus()
    qtbot.waitUntil(chain[0].hasFocus)
    for expected in chain[1:]:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert expected.hasFocus(), (expected, QApplication.focusWidget(), getattr(QApplication.focusWidget(), "text", lambda: "")())
    # the arrow keys count in a focused lid field
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Up)
    assert tray.model.state.tray.handicap == 1
