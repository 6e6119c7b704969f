"""Autosave: every unsaved count is on disk a moment after it changes, comes
back exactly, is gone once saved or discarded, and one window never takes
another's file. The restore after a real SIGKILL is in test_recovery.py."""

from __future__ import annotations

import errno
import json
import os
import threading
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from gocount_gui.model import GameModel, new_state
from gocount_gui.model import autosave
from gocount_gui.model.autosave import Autosave, AutosaveError, AutosaveFolder, Autosaver, dumps, load, loads
from gocount_gui.model.state import CountState
from gocount_gui.scoring import Colour, PerColour
from gocount_gui.scoring.board import Position
from gocount_gui.scoring.ledger import Tray
from gocount_gui.scoring.rules import PRESETS
from gocount_gui.ui import window as window_module
from gocount_gui.ui.board import Mode
from gocount_gui.ui.window import MainWindow

ROOT = Path(__file__).parent.parent
EXAMPLE = ROOT / "resources" / "example.sgf"
KGS_GAME = ROOT / "tests" / "data" / "kgs-2019-04-13-68-aga.sgf"


def round_trip(saved: Autosave) -> Autosave:
    return loads(dumps(saved))


# ---- the file format ------------------------------------------------------------


def test_real_counts_come_back_equal(example_model):
    model = example_model
    states = [model.state]
    model.suggest_dead()
    model.cancel_suggestion()
    from gocount_gui.scoring.dead import suggest_dead

    states.append(model.state.with_suggestion(suggest_dead(model.state.position, model.state.rules_key)))
    empty = next(p for p in model.state.position.points() if model.state.position.get(p) is None)
    model.cycle_owner(empty)
    model.set_captures(Colour.WHITE, 17)
    model.set_last_pass(Colour.BLACK)
    model.set_komi(-3.25)
    model.set_rules("tromp-taylor")
    states.append(model.state)
    states.append(new_state(9, handicap=4, rules_key="aga").with_tray(passes=PerColour(2, 1), last_pass=Colour.WHITE))
    states.append(new_state(2))
    for state in states:
        saved = Autosave(state, EXAMPLE, 3, (1234567890123456789, 2048), 1.5e9)
        assert round_trip(saved) == saved


@st.composite
def count_states(draw) -> CountState:
    size = draw(st.integers(2, 25))
    cells = draw(st.text(alphabet="0012", min_size=size * size, max_size=size * size))
    position = Position(size, tuple(int(c) for c in cells))
    stones = [p for p in position.points() if position.get(p) is not None]
    empty = [p for p in position.points() if position.get(p) is None]
    dead = frozenset(draw(st.lists(st.sampled_from(stones), max_size=10))) if stones else frozenset()
    overrides = {}
    if empty:
        for point in draw(st.lists(st.sampled_from(empty), max_size=4)):
            overrides[point] = draw(st.sampled_from((Colour.BLACK, Colour.WHITE, None)))
    counts = st.integers(0, 400)
    pairs = st.builds(PerColour, counts, counts)
    tray = Tray(
        captures=draw(pairs),
        passes=draw(pairs),
        last_pass=draw(st.sampled_from((None, Colour.BLACK, Colour.WHITE))),
        handicap=draw(st.integers(0, 9)),
        komi=draw(st.floats(-200, 200, allow_nan=False)),
        played_before_first_pass=draw(st.none() | pairs),
        played=draw(st.none() | pairs),
    )
    confidence = {p: draw(st.floats(0, 1)) for p in dead}
    reasons = {p: draw(st.text(max_size=20)) for p in dead}
    return CountState(
        position,
        tray,
        dead=dead,
        overrides=overrides,
        rules_key=draw(st.sampled_from(sorted(PRESETS))),
        last_move=draw(st.none() | st.sampled_from(list(position.points()))),
        confidence=confidence,
        reasons=reasons,
    )


# A file name never holds a NUL (the system refuses it), and an autosave whose source does is refused.
@given(count_states(), st.none() | st.text(st.characters(blacklist_characters="\0"), min_size=1, max_size=30).map(Path), st.integers(0, 50))
def test_any_count_comes_back_equal(state, source, game_index):
    saved = Autosave(state, source, game_index, None, 0.0)
    assert round_trip(saved) == saved


def test_a_file_name_that_is_not_utf8_comes_back_equal():
    # Linux file names are bytes; one that is not UTF-8 decodes with lone surrogates
    source = Path(os.fsdecode(b"/games/club-\xff\xfe.sgf"))
    saved = Autosave(new_state(9), source, 0, None, 0.0)
    assert round_trip(saved).source == source


@pytest.mark.parametrize(
    "data, words",
    [
        (b"\xff\xfe", "not JSON"),
        (b"[1, 2]", "no JSON object"),
        (b'{"format": 2}', "format 2"),
        (b'{"format": 1}', "has no 'size'"),
    ],
)
def test_a_damaged_autosave_is_refused_with_a_reason(data, words):
    with pytest.raises(AutosaveError, match=words):
        loads(data)


@pytest.mark.parametrize(
    "change, words",
    [
        (lambda d: d.update(position=d["position"][:-1]), "cells"),
        (lambda d: d.update(position="3" * len(d["position"])), "0, 1 and 2"),
        (lambda d: d.update(rules="go"), "unknown rule set"),
        (lambda d: d.update(dead=[[99, 0]]), "not a point"),
        (lambda d: d["tray"].update(komi="six"), "komi"),
        (lambda d: d["tray"].update(captures=[-1, 0]), "captures is -1"),
        (lambda d: d["tray"].update(captures=[1.5, 0]), "not a count"),
        # issue 34, item 6: values no count can hold
        (lambda d: d["tray"].update(komi=float("nan")), "komi is not a number"),
        (lambda d: d["tray"].update(komi=float("inf")), "komi is not a number"),
        (lambda d: d["tray"].update(komi=1e300), "not a komi from -1000 to 1000"),
        (lambda d: d["tray"].update(handicap=2_000_000_000), "handicap is 2000000000, not a whole number from 0 to 99"),
        (lambda d: d["tray"].update(captures=[10**30, 0]), "captures is 10{30}, not a whole number"),
        (lambda d: d["tray"].update(passes=[0, 10**400]), "passes is 1000"),
        (lambda d: d.update(dead=[[4, 4]]), r"a dead stone is marked on an empty point: \[4, 4\]"),
        (lambda d: d.update(size=10**6), "board size is 1000000"),
        (lambda d: d.update(source_stamp=[1e400, 0]), "stamp"),
        (lambda d: d.update(source_hash="../etc"), "hash"),
        (lambda d: d["tray"].update(last_pass="X"), "not a colour"),
        (lambda d: d.update(overrides=[[0]]), "damaged"),
    ],
)
def test_a_tampered_autosave_is_refused_with_a_reason(change, words):
    data = autosave.to_json(Autosave(new_state(9, handicap=2)))
    change(data)
    with pytest.raises(AutosaveError, match=words):
        autosave.from_json(json.loads(json.dumps(data)))


# ---- writing and removing -------------------------------------------------------------


@pytest.fixture
def folder(tmp_path):
    return tmp_path / "autosave"


@pytest.fixture
def kept(qtbot, folder):
    """A model on the example game with its Autosaver; the autosaver is
    closed at teardown."""
    model = GameModel()
    model.open_file(EXAMPLE)
    saver = Autosaver(model, folder)
    yield model, saver
    saver.discard()


def json_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


def test_a_change_is_autosaved_off_the_gui_thread_and_saving_removes_it(kept, qtbot, tmp_path):
    model, saver = kept
    model.set_captures(Colour.BLACK, 40)
    qtbot.waitUntil(lambda: saver.path.exists(), timeout=10_000)
    saved = load(saver.path)
    assert saved.state == model.state and saved.source == EXAMPLE.absolute()
    assert saved.source_stamp == model.source_stamp
    model.save(tmp_path / "saved.sgf")
    qtbot.waitUntil(lambda: not saver.path.exists(), timeout=10_000)


def test_the_latest_of_quick_changes_is_what_is_kept(kept, qtbot):
    model, saver = kept
    for n in range(1, 30):
        model.set_captures(Colour.WHITE, n)
    saver.flush()
    assert load(saver.path).state == model.state


def test_undoing_back_to_the_opened_count_removes_the_autosave(kept, qtbot):
    model, saver = kept
    model.set_komi(0.5)
    saver.flush()
    assert saver.path.exists()
    model.undo_stack.undo()
    qtbot.waitUntil(lambda: not saver.path.exists(), timeout=10_000)


def test_two_windows_never_share_an_autosave(kept, folder, qtbot):
    model, saver = kept
    other_model = GameModel()
    other_model.open_file(KGS_GAME)
    other = Autosaver(other_model, folder)
    try:
        model.set_komi(1.5)
        other_model.set_komi(2.5)
        saver.flush()
        other.flush()
        assert saver.path != other.path and set(json_files(folder)) == {saver.path, other.path}
        assert load(saver.path).state == model.state and load(other.path).state == other_model.state
        # Both are held by this running process, so neither is offered.
        assert AutosaveFolder(folder).orphans() == []
    finally:
        other.discard()


def test_only_an_autosave_whose_owner_is_gone_is_offered(kept, folder, qtbot):
    model, saver = kept
    model.set_komi(3.5)
    saver.flush()
    assert AutosaveFolder(folder).orphans() == []
    saver._lock.unlock()  # what the system does for a killed process: the lock goes, the file stays
    [orphan] = AutosaveFolder(folder).orphans()
    assert orphan.path == saver.path and orphan.saved.state == model.state
    assert AutosaveFolder(folder).orphans() == []  # locked by the first look until released
    orphan.release()
    assert len(AutosaveFolder(folder).orphans()) == 1


def test_a_failed_autosave_is_reported_and_the_count_stays(kept, qtbot, monkeypatch):
    model, saver = kept

    def full(path, data):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(autosave, "write_file", full)
    with qtbot.waitSignal(saver.failed, timeout=10_000) as blocker:
        model.set_komi(4.5)
    assert "disk is full" in blocker.args[0]
    assert model.dirty and model.state.tray.komi == 4.5


def test_autosave_writes_are_atomic(tmp_path):
    target = tmp_path / "a" / "count.json"
    autosave.write_file(target, b"one")
    autosave.write_file(target, b"two")
    assert target.read_bytes() == b"two" and [p.name for p in target.parent.iterdir()] == ["count.json"]


# ---- the window: closing and restoring ---------------------------------------------------


@pytest.fixture
def make_window(qtbot, tmp_path, folder, errors):
    windows = []

    def make() -> MainWindow:
        settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings, show_error=lambda *args: errors.append(args[1:]), autosave_folder=folder)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    for window in windows + [w for window in windows for w in window.restored_windows]:
        window.model.undo_stack.setClean()
        window.close()
        window.deleteLater()


def leave_behind(folder: Path, qtbot, path=KGS_GAME, komi=8.5) -> GameModel:
    """A count with changes whose window was killed: the autosave stays and
    nobody holds its lock."""
    model = GameModel()
    model.open_file(path)
    saver = Autosaver(model, folder)
    model.set_komi(komi)
    model.toggle_dead(next(p for p in model.state.position.points() if model.state.position.get(p) is not None), force=True)
    saver.flush()
    saver._lock.unlock()
    saver._enabled = False
    return model


def answer(monkeypatch, *answers):
    asked = []
    queue = list(answers)

    def ask(parent, title, text, choices, default=None):
        asked.append(text)
        return queue.pop(0)

    monkeypatch.setattr(window_module, "ask_choice", ask)
    return asked


def test_a_count_left_by_a_crash_is_restored_modified_with_its_file(make_window, folder, qtbot, monkeypatch):
    before = leave_behind(folder, qtbot)
    window = make_window()
    window.open_path(EXAMPLE, ask=False)
    window.mode_actions[Mode.EDIT].trigger()
    asked = answer(monkeypatch, "restore")
    assert window.offer_restore() == 1
    assert window.board.mode is Mode.DEAD and window.mode_actions[Mode.DEAD].isChecked()
    assert "kgs-2019-04-13-68-aga.sgf (game 1): 19\u00d719, AGA rules" in asked[0]
    assert f"{len(before.state.dead)} dead stones" in asked[0]
    assert window.model.state == before.state and window.model.source == KGS_GAME.absolute()
    assert window.model.dirty and window.isWindowModified()
    [mine] = json_files(folder)
    assert mine == window.autosaver.path and load(mine).state == before.state


def test_discard_deletes_and_later_keeps_a_crashed_count(make_window, folder, qtbot, monkeypatch):
    leave_behind(folder, qtbot, komi=1.0)
    window = make_window()
    answer(monkeypatch, "later")
    assert window.offer_restore() == 0 and not window.model.dirty
    assert len(json_files(folder)) == 1
    answer(monkeypatch, "discard")
    assert window.offer_restore() == 0
    assert json_files(folder) == []


def test_several_crashed_counts_open_in_windows_of_their_own(make_window, folder, qtbot, monkeypatch):
    first = leave_behind(folder, qtbot, komi=1.0)
    second = leave_behind(folder, qtbot, path=EXAMPLE, komi=2.0)
    window = make_window()
    answer(monkeypatch, "restore", "restore")
    assert window.offer_restore() == 2
    [other] = window.restored_windows
    by_komi = {m.state.tray.komi: m.state for m in (window.model, other.model)}
    assert by_komi == {1.0: first.state, 2.0: second.state}
    assert other.isVisible() and other.model.dirty


def test_restore_all_asks_nothing(make_window, folder, qtbot, monkeypatch):
    before = leave_behind(folder, qtbot)
    window = make_window()
    answer(monkeypatch)  # any question would fail: the queue is empty
    assert window.offer_restore(ask=False) == 1 and window.model.state == before.state


def test_a_count_whose_file_is_gone_comes_back_as_a_new_record(make_window, folder, qtbot, monkeypatch, tmp_path):
    copy = tmp_path / "club.sgf"
    copy.write_bytes(KGS_GAME.read_bytes())
    before = leave_behind(folder, qtbot, path=copy)
    copy.unlink()
    window = make_window()
    answer(monkeypatch, "restore")
    window.mode_actions[Mode.EDIT].trigger()
    window.offer_restore()
    assert window.model.state == before.state and window.model.source is None and window.model.dirty
    assert window.board.mode is Mode.DEAD  # still a game record to count
    assert "club.sgf cannot be read any more" in window.statusBar().currentMessage()


def test_closing_and_discarding_removes_the_windows_autosave(make_window, folder, qtbot, monkeypatch):
    window = make_window()
    window.open_path(EXAMPLE, ask=False)
    window.model.set_komi(9.5)
    window.autosaver.flush()
    assert json_files(folder) == [window.autosaver.path]
    monkeypatch.setattr("gocount_gui.ui.unsaved.ask_to_save", lambda *a, **k: QMessageBox.StandardButton.Discard)
    assert window.close()
    assert json_files(folder) == []


def test_an_unreadable_autosave_is_offered_for_deletion(make_window, folder, qtbot, monkeypatch):
    folder.mkdir(parents=True)
    (folder / "1-broken.json").write_bytes(b"{not json")
    window = make_window()
    asked = answer(monkeypatch, "discard")
    assert window.offer_restore() == 0
    assert "cannot be read" in asked[0] and json_files(folder) == []


def test_the_restore_question_is_a_real_dialog_with_three_answers(make_window, folder, qtbot):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    leave_behind(folder, qtbot)
    window = make_window()
    seen = []

    def press_later():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, press_later)
            return
        seen.extend(b.text().replace("&", "") for b in box.buttons())
        seen.append(box.text())
        next(b for b in box.buttons() if b.text().replace("&", "") == "Later").click()

    QTimer.singleShot(0, press_later)
    assert window.offer_restore() == 0
    assert seen[:3] == ["Restore", "Discard", "Later"] or sorted(seen[:3]) == ["Discard", "Later", "Restore"]
    assert "gocount was closed without saving a count" in seen[3]
    assert len(json_files(folder)) == 1 and not window.model.dirty


# ---- what else may lie in the autosave folder ------------------------------------


def test_pipes_links_and_folders_named_like_autosaves_are_passed_over(folder):
    folder.mkdir(parents=True, exist_ok=True)
    os.mkfifo(folder / "pipe.json")
    (folder / "zero.json").symlink_to("/dev/zero")
    (folder / "folder.json").mkdir()
    # A pipe would block a plain read for ever, /dev/zero would fill the
    # memory: the look runs in a thread, so that a regression fails, not hangs.
    results = []

    def look():
        results.append(AutosaveFolder(folder).orphans())
        for name in ("pipe.json", "zero.json", "folder.json"):
            try:
                load(folder / name)
            except AutosaveError as err:
                results.append(str(err))

    worker = threading.Thread(target=look, daemon=True)
    worker.start()
    worker.join(20)
    assert not worker.is_alive(), "reading the autosave folder hangs"
    assert results[0] == [] and all("not a regular file" in text for text in results[1:]) and len(results) == 4


def test_an_autosave_whose_source_is_no_file_name_is_refused():
    data = json.loads(dumps(Autosave(new_state(9), Path("game.sgf"))))
    data["source"] = "game\u0000.sgf"
    with pytest.raises(AutosaveError, match="source"):
        loads(json.dumps(data).encode())


# ---- fuzzing the loader ---------------------------------------------------------------

_VALID = dumps(Autosave(new_state(9, handicap=2).with_tray(passes=PerColour(1, 2), last_pass=Colour.BLACK), Path("game.sgf"), 1, (1, 2), 3.0))


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=400) | st.builds(lambda cut, junk: _VALID[:cut] + junk + _VALID[cut:], st.integers(0, len(_VALID)), st.binary(max_size=8)))
def test_the_autosave_loader_refuses_damage_with_its_own_error(data):
    """Random bytes and valid autosaves with bytes spliced in: the loader
    gives back an autosave or an AutosaveError, never another exception."""
    try:
        saved = loads(data)
    except AutosaveError:
        return
    assert isinstance(saved, Autosave)


@settings(max_examples=300, deadline=None)
@given(st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=12,
), st.sampled_from(sorted(json.loads(_VALID))))
def test_any_json_in_any_field_is_refused_with_its_own_error(value, field):
    data = json.loads(_VALID)
    data[field] = value
    try:
        loads(json.dumps(data).encode())
    except AutosaveError:
        pass


@settings(max_examples=300, deadline=None)
@given(st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=12),
    st.lists(st.integers() | st.floats(), max_size=3),
), st.sampled_from(sorted(json.loads(_VALID)["tray"])))
def test_any_value_in_any_tray_field_restores_a_count_or_is_refused(value, field):
    """Issue 34: a tray value that loads is one a count can be counted and
    saved with (no NaN komi, no handicap or count that overflows)."""
    data = json.loads(_VALID)
    data["tray"][field] = value
    try:
        saved = autosave.from_json(data)
    except AutosaveError:
        return
    from gocount_gui.model.state import take_snapshot
    from gocount_gui.record.write import count_to_write, new_record

    state = saved.state
    score = take_snapshot(state).score
    assert score is not None
    new_record(state.position, count_to_write(score, state.rules_key, dead=state.dead, overrides=state.overrides))
