"""The game-state model: one QObject, every change an undo step, one
``scored`` signal per change, dead-stone suggestion off the GUI thread, and
saving through the record writer."""

from pathlib import Path

import pytest

from gocount_gui.model import GameModel, CountState, new_state, take_snapshot
from gocount_gui.record import SgfError, read_file
from gocount_gui.scoring import Colour, Tray, parse_diagram
from gocount_gui.scoring.colour import PerColour, parse_point_name, point_name
from gocount_gui.scoring.handicap import handicap_points, max_handicap

B, W = Colour.BLACK, Colour.WHITE
EXAMPLE = Path(__file__).parent.parent / "resources" / "example.sgf"

# White's three lone stones in the top left are dead inside Black's area;
# Black's group in the top right and White's in the bottom right have two
# eyes and live; the open middle is dame.
CORNERS = """
    . o . # . # .
    o . o # # # #
    # # # # . . .
    . . . . . . .
    . . . . o o o
    # # # # o . o
    . . . # o o .
"""


@pytest.fixture
def model(qtbot):
    model = GameModel()
    shown = []
    model.scored.connect(shown.append)
    model.shown = shown
    return model


def at(name, size=7):
    return parse_point_name(name, size)


def test_opening_a_counted_game_shows_its_result_and_is_clean(model):
    record = model.open_file(EXAMPLE)
    snap = model.snapshot
    assert model.shown == [snap]
    assert snap.state.rules_key == "chinese"
    assert snap.chosen.result.text == "B+1.5" == record.result.strict
    assert snap.state.dead == record.marked_dead and snap.state.tray.komi == 7.5
    assert not model.dirty and model.undo_stack.count() == 0


def test_a_drag_is_one_undo_step_and_each_change_scores_once(model):
    model.reset(new_state(9))
    model.shown.clear()
    stroke = [at(n, 9) for n in ("C3", "D3", "E3", "F3", "G3")]
    for point in stroke:
        model.place([point], B, stroke=7)
    assert len(model.shown) == 5  # every point of the drag repaints
    assert model.undo_stack.count() == 1 and model.dirty
    assert model.snapshot.state.position.count(B) == 5
    model.undo_stack.undo()
    assert model.state.position.count(B) == 0 and not model.dirty
    model.undo_stack.redo()
    assert model.state.position.count(B) == 5
    model.place([at("C3", 9)], W)
    model.place([at("D3", 9)], W)
    assert model.undo_stack.count() == 3  # separate clicks stay separate steps


def test_placing_on_a_dead_stone_clears_its_mark_and_the_suggestion(model):
    model.reset(CountState(parse_diagram(CORNERS), dead=frozenset({at("B7")}), confidence={at("B7"): 0.3}))
    assert model.snapshot.unsure == {at("B7")}
    model.place([at("B7")], None)
    assert model.state.dead == frozenset() and model.snapshot.unsure == frozenset()


def test_marking_dead_takes_the_related_stones_and_changes_the_count(model):
    model.reset(CountState(parse_diagram(CORNERS), Tray(komi=0.5)))
    before = model.snapshot.score.ledger
    assert model.toggle_dead(at("A6")) is None
    white_left = {at(n) for n in ("B7", "A6", "C6")}
    assert model.state.dead == white_left
    after = model.snapshot.score.ledger
    assert after.dead.white == 3 and after.territory.black > before.territory.black
    assert model.undo_stack.undoText() == "Mark A6 dead"
    model.toggle_dead(at("B7"))  # a click on a dead stone revives its group
    assert model.state.dead == frozenset()
    model.undo_stack.undo()
    assert model.state.dead == white_left


def test_a_modifier_click_marks_one_chain_only(model):
    model.reset(CountState(parse_diagram(CORNERS)))
    model.toggle_dead(at("A6"), chain_only=True)
    assert model.state.dead == {at("A6")}


def test_a_living_group_is_refused_with_its_reason_unless_forced(model):
    model.reset(CountState(parse_diagram(CORNERS)))
    notices = []
    model.notice.connect(notices.append)
    reason = model.toggle_dead(at("D7"))
    assert reason and "eyes" in reason and notices == [reason]
    assert model.state.dead == frozenset() and model.undo_stack.count() == 0
    assert model.toggle_dead(at("D7"), force=True) is None
    assert at("D7") in model.state.dead


def test_a_region_cycles_through_black_white_neutral_and_back(model):
    model.reset(CountState(parse_diagram(CORNERS)))
    point = at("D4")  # the open middle row: dame
    territory = lambda: model.snapshot.score.ledger.territory  # noqa: E731
    before, neutral = territory(), model.snapshot.score.ledger.neutral
    size = len(model.snapshot.score.regions.region_at(point))
    assert size == 14 and model.snapshot.score.regions.region_at(point).kind.value == "dame"
    assert model.cycle_owner(point)
    assert territory() == PerColour(before.black + size, before.white)
    assert model.cycle_owner(point)
    assert territory() == PerColour(before.black, before.white + size)
    assert model.cycle_owner(point)
    assert territory() == before and model.snapshot.score.ledger.neutral == neutral
    assert model.cycle_owner(point)
    assert model.state.overrides == {}
    assert model.undo_stack.count() == 4
    assert not model.cycle_owner(at("D7"))  # a living stone has no region


def test_tray_changes_reach_the_lid_audit(model):
    model.open_file(EXAMPLE)
    assert model.snapshot.score.lid_audit.holds
    model.set_captures(W, model.state.tray.captures.white + 2)
    audit = model.snapshot.score.lid_audit
    assert audit.holds is False and "2 stones" in audit.why
    model.undo_stack.undo()
    assert model.snapshot.score.lid_audit.holds
    assert not model.set_captures(B, model.state.tray.captures.black)  # no change, no step
    model.set_passes(B, -3)
    assert model.state.tray.passes.black == 0


def test_komi_handicap_rules_and_last_pass_are_undoable(model):
    model.open_file(EXAMPLE)
    margin = model.snapshot.chosen.result.margin
    model.set_komi(6.5)
    assert model.snapshot.chosen.result.margin == margin + 1
    model.set_rules("japanese")
    assert model.snapshot.chosen.method == "territory"
    last = model.state.tray.last_pass
    model.set_last_pass(last.opponent)
    model.set_handicap(2)
    assert model.state.tray.handicap == 2 and model.state.tray.last_pass is last.opponent
    assert model.undo_stack.count() == 4
    for _ in range(4):
        model.undo_stack.undo()
    assert model.state == take_snapshot(model.state).state and model.state.rules_key == "chinese"
    assert model.state.tray.komi == 7.5
    with pytest.raises(KeyError):
        model.set_rules("no such rules")


def test_an_uncountable_state_says_why_instead_of_failing(model):
    model.reset(CountState(parse_diagram(CORNERS), Tray(handicap=-1)))
    assert model.snapshot.score is None and "handicap" in model.snapshot.problem


def test_the_suggestion_runs_off_the_gui_thread_and_is_one_step(model, qtbot):
    model.reset(CountState(parse_diagram(CORNERS)))
    busy = []
    model.busy.connect(busy.append)
    model.suggest_dead()
    assert model.suggesting and busy == [True]  # returned at once; the work runs elsewhere
    qtbot.waitUntil(lambda: busy == [True, False], timeout=10_000)
    assert model.state.dead == {at(n) for n in ("B7", "A6", "C6")}
    assert model.undo_stack.count() == 1 and model.state.confidence


def test_a_cancelled_or_outdated_suggestion_is_dropped(model, qtbot):
    model.reset(CountState(parse_diagram(CORNERS)))
    model.suggest_dead()
    model.cancel_suggestion()
    assert not model.suggesting
    qtbot.wait(300)
    assert model.state.dead == frozenset()
    notices = []
    model.notice.connect(notices.append)
    with qtbot.waitSignal(model.busy, timeout=10_000, check_params_cb=lambda busy: not busy):
        model.suggest_dead()
        model.place([at("D4")], B)  # the stones change while it runs
    assert model.state.dead == frozenset() and "changed" in notices[-1]


def test_closing_while_the_suggestion_runs_stops_it_quietly(qtbot, capfd):
    """Quitting during Suggest Dead Stones: Cancel stops the reading (the
    cancel flag is asked while it reads) and the worker's report to a model
    that is gone raises nothing."""
    import shiboken6
    from PySide6.QtCore import QThreadPool

    from gocount_gui.model.game_model import GameModel
    from gocount_gui.scoring import reader

    asked = []
    original = reader.Deadline.expired

    def expired(self):
        asked.append(self.cancelled() if self.cancelled else None)
        return original(self)

    position = parse_diagram(CORNERS)
    doomed = GameModel()
    doomed.reset(CountState(position))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(reader.Deadline, "expired", expired)
        doomed.suggest_dead()
        doomed.cancel_suggestion()  # what the window's close does
        shiboken6.delete(doomed._relay)
        shiboken6.delete(doomed)
        assert QThreadPool.globalInstance().waitForDone(30_000)
    assert True in asked  # the reading saw the cancel
    assert "RuntimeError" not in capfd.readouterr().err


def test_a_new_count_has_the_handicap_on_the_star_points(model):
    model.new_count(19, handicap=4, rules_key="aga")
    position = model.state.position
    assert position.stones(B) == frozenset(handicap_points(19, 4))
    assert {point_name(p) for p in position.stones(B)} == {"D4", "Q16", "Q4", "D16"}
    assert model.state.tray.handicap == 4 and model.state.tray.komi == 0.5
    assert max_handicap(13) == 9 and len(handicap_points(13, 9)) == 9
    with pytest.raises(ValueError):
        model.new_count(9, handicap=6) if max_handicap(9) < 6 else model.new_count(6, handicap=2)


def test_a_new_count_saves_as_a_record_that_reads_back(model, tmp_path):
    model.reset(CountState(parse_diagram(CORNERS), Tray(komi=0.5), rules_key="chinese"))
    model.toggle_dead(at("A6"))
    target = model.save(tmp_path / "count.sgf")
    assert not model.dirty and model.source == target
    [record] = read_file(target)
    assert record.position == model.state.position
    assert record.marked_dead == model.state.dead
    assert record.result.margin == model.snapshot.chosen.result.margin
    assert record.rules.key == "chinese" and record.komi == 0.5


def test_saving_into_the_source_keeps_the_record_and_adds_the_edits(model, tmp_path):
    source = tmp_path / "game.sgf"
    source.write_bytes(EXAMPLE.read_bytes())
    model.open_file(source)
    empty = next(p for p in model.state.position.points() if model.state.position.get(p) is None
                 and model.snapshot.score.regions.region_at(p).kind.value == "territory")
    model.place([empty], model.snapshot.score.regions.region_at(empty).owner)
    model.save(source)
    [record] = read_file(source)
    assert record.position == model.state.position  # the edit is a setup node at the end
    assert record.players == PerColour("neraimc", "Golois2") and record.moves > 200
    text = source.read_text()
    assert "PC[The KGS Go Server" in text and "-- gocount count --" in text


def test_a_failed_save_loses_nothing(model, tmp_path):
    model.open_file(EXAMPLE)
    model.set_komi(0.5)
    with pytest.raises(SgfError):
        model.save(tmp_path / "no such folder" / "game.sgf")
    assert model.dirty and model.source == EXAMPLE
    existing = tmp_path / "there.sgf"
    existing.write_text("(;GM[1]SZ[9])")
    with pytest.raises(SgfError):
        model.save(existing, overwrite=False)
    assert existing.read_text() == "(;GM[1]SZ[9])"


def test_a_damaged_file_changes_nothing(model, tmp_path):
    model.open_file(EXAMPLE)
    before = model.state
    bad = tmp_path / "bad.sgf"
    bad.write_bytes(b"\x00\x01 not a game")
    with pytest.raises(SgfError):
        model.open_file(bad)
    assert model.state == before and model.source == EXAMPLE


def test_a_decided_stone_is_no_longer_unsure():
    from gocount_gui.model.state import take_snapshot

    state = CountState(parse_diagram("""
        # o .
        # o .
        # o .
    """)).replace(confidence={(0, 0): 0.2, (1, 1): 0.3, (2, 1): 0.97})
    assert take_snapshot(state).unsure == {(0, 0), (1, 1)}
    decided = state.decided([(1, 1), (2, 1)])
    assert take_snapshot(decided).unsure == {(0, 0)}
    assert decided.confidence[(2, 1)] == 0.97  # sure already: kept as it was
    assert state.decided([(2, 2)]) is state
