"""The score panel, driven through its widgets with pytest-qt."""

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from gocount_gui.model import CountState
from gocount_gui.scoring.colour import Colour, PerColour
from gocount_gui.scoring.diagram import parse_diagram
from gocount_gui.scoring.ledger import Tray
from gocount_gui.scoring.rules import PRESETS, TITLES
from gocount_gui.ui.panel import ScorePanel, number_text

EXAMPLE = Path(__file__).parent.parent / "resources" / "example.sgf"

# 5x5: Black on the left, White on the right, every point settled.
SMALL = """
    . # o . .
    # # o . .
    . # o o o
    # # # o .
    . . # o .
"""


@pytest.fixture
def model(example_model):
    return example_model


@pytest.fixture
def panel(shown, model):
    return shown(ScorePanel(model), 420, 800)


def choose_in_combo(qtbot, combo, title):
    """Pick ``title`` as a user does: focus the combo and type its name."""
    combo.setFocus()
    index = combo.findText(title)
    assert index >= 0
    # Home then Down until the title is current: every step is a real key press.
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(index):
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentText() == title


def test_every_preset_is_listed_with_its_result_and_the_chosen_first(panel, model):
    score = model.snapshot.score
    assert panel.row_keys()[0] == model.state.rules_key == "chinese"
    assert sorted(panel.row_keys()) == sorted(PRESETS)
    for key, count in score.counts.items():
        cells = panel.row_texts(key)
        assert cells[0] == TITLES[key]
        assert cells[1] == number_text(count.black)
        assert cells[4] == number_text(count.term("K").white) == "7.5"
        assert cells[5] == count.result.text
    assert panel.row_texts("chinese") == ["Chinese", "184", "175", "0", "7.5", "B+1.5"]
    assert panel.row_texts("tromp-taylor")[5] == "W+18.5"
    assert panel.headline_text() == "B+1.5 under Chinese rules"
    first = panel.tree.topLevelItem(0)
    assert first.font(0).bold() and not panel.tree.topLevelItem(1).font(0).bold()
    assert panel.rules_combo.currentText() == "Chinese"
    assert panel.komi_spin.value() == 7.5


def test_numbers_are_written_as_players_write_them():
    assert [number_text(v) for v in (3, 3.0, 6.5, -2, -0.0, 0.5, None)] == ["3", "3", "6.5", "-2", "0", "0.5", "\u2013"]


def test_choosing_a_rule_set_moves_it_to_the_top_as_one_undo_step(qtbot, panel, model):
    depth = model.undo_stack.count()
    choose_in_combo(qtbot, panel.rules_combo, "Japanese")
    assert model.state.rules_key == "japanese"
    assert model.undo_stack.count() == depth + 1
    assert panel.row_keys()[0] == "japanese"
    assert panel.headline_text() == f"{model.snapshot.score.counts['japanese'].result.text} under Japanese rules"
    assert panel.tree.topLevelItem(0).font(0).bold()
    model.undo_stack.undo()
    assert model.state.rules_key == "chinese"
    assert panel.rules_combo.currentText() == "Chinese"
    assert panel.row_keys()[0] == "chinese"
    # syncing the combo from the undo pushed nothing
    assert model.undo_stack.count() == depth + 1 and model.undo_stack.index() == depth


def test_komi_typed_in_shifts_territory_results_by_the_delta_and_updates_the_advice(qtbot, panel, model):
    before = {k: c.result.margin for k, c in model.snapshot.score.counts.items()}
    advice = panel.komi_advice.text()
    depth = model.undo_stack.count()
    spin = panel.komi_spin
    spin.setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), "6.5")
    qtbot.keyClick(spin, Qt.Key.Key_Enter)
    assert model.state.tray.komi == 6.5
    assert model.undo_stack.count() == depth + 1  # one step for the whole number, not one per key
    after = model.snapshot.score.counts
    for key in ("japanese", "korean", "aga", "chinese"):
        assert after[key].result.margin == before[key] + 1
        assert panel.row_texts(key)[4] == "6.5"
        assert panel.row_texts(key)[5] == after[key].result.text
    assert panel.row_texts("japanese")[5] == "B+2.5"
    assert panel.headline_text() == "B+2.5 under Chinese rules"
    assert panel.komi_advice.text() != advice and "komi 6.5" in panel.komi_advice.text()
    # the arrow steps by one half
    qtbot.keyClick(spin, Qt.Key.Key_Up)
    assert model.state.tray.komi == 7.0
    assert panel.komi_advice.text() == model.snapshot.score.komi.summary
    assert panel.komi_advice.toolTip() == model.snapshot.score.komi.text
    assert "komi 7 allows a jigo" in panel.komi_advice.text()


def test_a_row_expands_to_its_terms_and_formula_and_stays_expanded(qtbot, panel, model):
    item = panel.row_item("japanese")
    assert item.childCount() == len(model.snapshot.score.counts["japanese"].terms) + 1
    panel.tree.expandItem(item)
    texts = [[item.child(i).text(c) for c in range(3)] for i in range(item.childCount())]
    assert ["T  territory", "39", "32"] in texts
    words, formula = texts[-1][0].split("\n")
    assert words.startswith("Territory counting:")  # plain words first, the symbols beneath
    assert formula.startswith("Result = (T_B - P_B) - (T_W - P_W) - K")
    prisoners = [t for t in texts if t[0].startswith("P ")][0]
    assert prisoners[1:] == ["14", "12"]
    # a change from elsewhere keeps the row open
    model.set_komi(0.5)
    again = panel.row_item("japanese")
    assert again.isExpanded()
    assert not panel.row_item("korean").isExpanded()
    panel.tree.collapseItem(again)
    model.set_komi(1.5)
    assert not panel.row_item("japanese").isExpanded()


def test_identities_check_when_the_lids_add_up_and_cross_when_a_lid_is_short(qtbot, panel, model):
    rows = panel.identity_rows()
    assert len(rows) == len(model.snapshot.score.identities)
    assert rows[0].startswith("\u2713 1. Moves (lid audit): Every move put one stone down")
    assert rows[0].split("\n")[1] == "M_B - L = M_W"  # the symbols under the words
    assert "145 + 12 + 1 - 0 - 0 = 158 = S_W + P_W + R_W = 143 + 14 + 1 = 158" in rows[0]
    assert all(row.startswith("\u2713") for row in rows)
    assert model.set_captures(Colour.BLACK, 13)  # one black stone too many in White's lid
    audit = model.snapshot.score.lid_audit
    assert audit.holds is False
    rows = panel.identity_rows()
    assert rows[0].startswith("\u2717 1.")
    assert "159 \u2260 S_W" in rows[0]
    assert audit.why in rows[0]
    assert audit.why.startswith("Black's lid is 1 stone short, or White's lid holds 1 too many")
    assert rows[1].startswith("\u2717 2.")
    model.undo_stack.undo()
    assert panel.identity_rows()[0].startswith("\u2713")


def test_an_identity_that_does_not_apply_says_which_premise_fails(qtbot, panel, model):
    model.set_last_pass(Colour.BLACK)
    rows = {row.split(" ")[1]: row for row in panel.identity_rows()}
    aga = rows["3."]
    assert aga.startswith("\u2013 3.")
    assert "Does not apply: Black passed last" in aga


def test_an_uncountable_state_shows_the_problem_instead_of_counts(qtbot, panel, model):
    position = parse_diagram(SMALL)
    model.reset(CountState(position, Tray(captures=PerColour(-1, 0), komi=0.5)))
    assert model.snapshot.score is None
    assert model.snapshot.problem in panel.problem_label.text()
    assert panel.problem_label.isVisible()
    assert "captures cannot be negative" in panel.problem_label.text()
    assert panel.headline_text().startswith("Cannot count")
    assert panel.tree.topLevelItemCount() == 0
    assert panel.identity_rows() == []
    # and it recovers when the count becomes possible again
    model.reset(CountState(position, Tray(komi=0.5), rules_key="chinese"))
    assert not panel.problem_label.isVisible()
    assert sorted(panel.row_keys()) == sorted(PRESETS)
    assert panel.headline_text() == f"{model.snapshot.chosen.result.text} under Chinese rules"


def test_a_model_update_never_pushes_a_command(qtbot, panel, model):
    model.set_rules("aga")
    model.set_komi(0.5)
    assert model.undo_stack.count() == 2
    assert panel.rules_combo.currentText() == "AGA" and panel.komi_spin.value() == 0.5
    model.undo_stack.undo()
    model.undo_stack.undo()
    assert model.undo_stack.count() == 2 and model.undo_stack.index() == 0
    assert panel.komi_spin.value() == 7.5 and panel.rules_combo.currentText() == "Chinese"


def test_the_tree_fits_a_narrow_panel_without_scrolling_sideways(qtbot, panel):
    header = panel.tree.header()
    used = sum(header.sectionSize(c) for c in range(panel.tree.columnCount()))
    assert used <= panel.tree.viewport().width()
    assert panel.tree.horizontalScrollBar().maximum() == 0
    for column in range(1, panel.tree.columnCount()):
        assert header.sectionSize(column) >= panel.tree.fontMetrics().horizontalAdvance("W+18.5" if column == 5 else "18") - 4


def test_a_long_term_label_wraps_in_a_narrow_panel_and_unwraps_when_wide(panel, model, qtbot):
    tree = panel.tree
    chinese = tree.topLevelItem(0)
    compensation = next(chinese.child(k) for k in range(chinese.childCount()) if chinese.child(k).text(0).startswith("C(H)"))
    line = tree.fontMetrics().height()

    def height() -> int:
        return tree.visualItemRect(compensation).height()

    for index in range(1, 4):  # enough open rows for the scroll bar to stay
        tree.topLevelItem(index).setExpanded(True)
    panel.resize(340, 800)  # narrowed while the row is hidden ...
    qtbot.wait(20)
    assert tree.verticalScrollBar().isVisible()
    chinese.setExpanded(True)  # ... and measured when it is shown, with no resize to do it
    qtbot.waitUntil(lambda: height() >= 3 * line)  # "C(H)  handicap compensation to White (...)" over several lines
    narrow = tree.visualItemRect(compensation)
    # The whole label fits: the wrapped text's own height at the column's width.
    width = tree.header().sectionSize(0) - 2 * tree.indentation()
    needed = tree.fontMetrics().boundingRect(0, 0, width, 10_000, Qt.TextFlag.TextWordWrap, compensation.text(0)).height()
    assert narrow.height() >= needed

    panel.resize(1400, 800)
    qtbot.waitUntil(lambda: height() < 2 * line)
    # A one-line row keeps the height of its neighbours.
    komi = next(chinese.child(k) for k in range(chinese.childCount()) if chinese.child(k).text(0).startswith("K "))
    assert height() == tree.visualItemRect(komi).height()


def test_every_row_is_tall_enough_for_its_text_after_the_count_changes(panel, model, qtbot):
    """Heights are measured again when a text changes, not only on a
    resize: after a komi edit every expanded row still shows all its text."""
    tree = panel.tree
    panel.resize(330, 800)
    for index in range(tree.topLevelItemCount()):
        tree.topLevelItem(index).setExpanded(True)
    model.set_komi(0.5)
    qtbot.waitUntil(lambda: panel.row_texts("chinese")[5] == "B+8.5")
    metrics = tree.fontMetrics()
    checked = 0
    for index in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(index)
        for k in range(top.childCount()):
            row = top.child(k)
            rect = tree.visualItemRect(row)
            if not rect.isValid():
                continue  # scrolled out of view
            width = (tree.viewport().width() if row.isFirstColumnSpanned() else tree.header().sectionSize(0)) - 2 * tree.indentation()
            needed = metrics.boundingRect(0, 0, width, 10_000, Qt.TextFlag.TextWordWrap, row.text(0)).height()
            assert rect.height() >= needed, row.text(0)
            checked += 1
    assert checked >= 10


def test_a_click_on_a_doubted_group_settles_it_and_its_question_mark_goes(qtbot, window):
    """The suggestion doubted two stones; the player clicks one group (its
    "?" goes, the line counts one), then the other (no "?" left)."""
    from gocount_gui.ui.board import Mode
    from gocount_gui.ui.panel import dead_stones_text

    window.model.reset(CountState(parse_diagram("""
        . o . # . # .
        o . o # # # #
        # # # # . . .
        . . . . . . .
        . . . . o o o
        # # # # o . o
        . . . # o o .
    """)).replace(confidence={(5, 0): 0.3, (0, 4): 0.2, (4, 4): 0.99}, reasons={(5, 0): "doubt", (0, 4): "doubt"}))
    snapshot = window.model.snapshot
    assert snapshot.unsure == {(5, 0), (0, 4)}
    assert dead_stones_text(snapshot)[0] == "Dead stones suggested: check the 2 stones marked with ?"
    window.mode_actions[Mode.DEAD].trigger()
    window.board.resize(500, 500)
    qtbot.wait(10)
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=window.board.centre_of((5, 0)).toPoint())
    snapshot = window.model.snapshot
    assert (5, 0) in snapshot.state.dead and snapshot.unsure == {(0, 4)}
    assert dead_stones_text(snapshot)[0] == "Dead stones suggested: check the stone marked with ?"
    # a group that lives: a Shift+click marks it all the same
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, window.board.centre_of((0, 4)).toPoint())
    assert (0, 4) in window.model.state.dead and window.model.snapshot.unsure == frozenset()
    window.model.undo_stack.undo()
    assert window.model.snapshot.unsure == {(0, 4)}  # undo brings the doubt back with the mark
