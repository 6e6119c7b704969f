"""The goal of issue 34 as one property: for any record and any sequence of
restore, edit, external change and save, no file is written that the
player did not choose, and a count saved and reopened is identical.

One real window does the saving (its Save, its question about a changed
file, its Save As); the player's answer to each question is drawn from the
choices the window offers, and Save As gets a new file of its own. A crash
is an autosave written, read back and restored into the window's model.
Another program changes the file by adding a move, by replacing it with a
game of another board size, or by touching it without changing a byte.
"""

from __future__ import annotations

import itertools
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog

from gocount_gui.model import state_from_record
from gocount_gui.model.autosave import Autosave, dumps, loads
from gocount_gui.record import read_games
from gocount_gui.scoring import Colour
from gocount_gui.ui import window as window_module
from gocount_gui.ui.window import MainWindow

LETTERS = "abcdefghi"
_names = itertools.count()


def record(moves: list[tuple[int, int]], size: int = 9) -> bytes:
    """An SGF game of alternate moves (a move onto a taken point is left out)."""
    taken, nodes = set(), []
    for number, (col, row) in enumerate(moves):
        if (col, row) in taken or col >= size or row >= size:
            continue
        taken.add((col, row))
        nodes.append(b";%s[%s%s]" % (b"BW"[number % 2:number % 2 + 1], LETTERS[col].encode(), LETTERS[row].encode()))
    return b"(;GM[1]FF[4]SZ[%d]KM[6.5]RU[Japanese]" % size + b"".join(nodes) + b")"


points = st.tuples(st.integers(0, 8), st.integers(0, 8))
steps = st.lists(
    st.one_of(
        st.tuples(st.just("komi"), st.sampled_from([0.5, 5.5, 7.5, -3.0])),
        st.tuples(st.just("captures"), st.integers(0, 30)),
        st.tuples(st.just("handicap"), st.integers(0, 99)),
        st.tuples(st.just("stone"), points),
        st.tuples(st.just("dead"), points),
        st.tuples(st.just("external"), st.sampled_from(["move", "other size", "touch"])),
        st.just(("crash",)),
        st.tuples(st.just("save"), st.sampled_from(["replace", "save as", "reload", "cancel"])),
    ),
    min_size=1,
    max_size=12,
)


@pytest.fixture(scope="module")
def shared(qapp, tmp_path_factory):
    folder = tmp_path_factory.mktemp("nothing-lost")
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, show_error=lambda *args: None, autosave_folder=folder / "autosave")
    yield window, folder
    window.model.undo_stack.setClean()
    window.close()


def bump(path: Path, data: bytes) -> None:
    """Another program writes ``data`` into ``path``, a second later than before."""
    before = path.stat().st_mtime_ns
    path.write_bytes(data)
    os.utime(path, ns=(before + 1_000_000_000, before + 1_000_000_000))


def same_count(saved_path: Path, state) -> None:
    """The file reopens as exactly the count that was saved into it."""
    again = state_from_record(read_games(saved_path.read_bytes())[0])
    assert again.position == state.position
    assert again.dead == state.dead
    assert dict(again.overrides) == dict(state.overrides)
    assert again.tray == state.tray
    assert again.rules_key == state.rules_key
    assert again.info == state.info


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(st.lists(points, max_size=12), steps)
# the cases: a count restored after the file was replaced by another
# size, or got a move, then saved; and two saves of a position edited between
@example([(4, 4)], [("komi", 7.5), ("external", "other size"), ("crash",), ("save", "replace")])
@example([(4, 4)], [("captures", 3), ("external", "move"), ("crash",), ("save", "cancel"), ("save", "replace")])
@example([], [("stone", (0, 0)), ("save", "replace"), ("stone", (0, 0)), ("save", "replace")])
def test_no_unchosen_write_and_a_saved_count_reopens_identical(shared, monkeypatch, moves, plan):
    window, folder = shared
    model = window.model
    path = folder / f"game-{next(_names)}.sgf"
    path.write_bytes(record(moves))
    model.undo_stack.setClean()
    model.open_file(path)
    on_disk = path.read_bytes()  # what the file must hold unless the player chose to write it
    changed_behind = False  # another program changed the file since the count's base
    answer = ["cancel"]
    offered: list[list[str]] = []

    def ask(parent, title, text, choices, default=None):
        keys = [key for key, _label, _role in choices]
        offered.append(keys)
        return answer[0] if answer[0] in keys else "cancel"

    monkeypatch.setattr(window_module, "ask_choice", ask)
    elsewhere = folder / f"chosen-{next(_names)}.sgf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(elsewhere), ""))

    for step in plan:
        kind = step[0]
        if kind == "komi":
            model.set_komi(step[1])
        elif kind == "captures":
            model.set_captures(Colour.WHITE, step[1])
        elif kind == "handicap":
            model.set_handicap(step[1])
        elif kind == "stone" and model.state.size > max(step[1]):
            model.place([step[1]], Colour.BLACK if model.state.position.get(step[1]) is None else None)
        elif kind == "dead" and model.state.size > max(step[1]) and model.state.position.get(step[1]) is not None:
            model.toggle_dead(step[1], force=True)
        elif kind == "external":
            if step[1] == "move":
                data = on_disk[:-1] + b";B[ii])" if b"B[ii]" not in on_disk else on_disk[:-1] + b";W[hh])"
            elif step[1] == "other size":
                data = record(moves, size=13) if model.state.size != 13 else record(moves)
            else:
                data = on_disk
            changed_behind = changed_behind or data != on_disk
            bump(path, data)
            on_disk = data
        elif kind == "crash" and model.dirty and model.source is not None:
            kept = loads(dumps(Autosave(model.state, model.source.absolute(), model.game_index, model.source_stamp, 1.0, model.source_hash)))
            model.undo_stack.setClean()
            model.restore(kept)  # the question on restore answered "ask me when I save"
        elif kind == "save" and model.snapshot.score is not None and model.source is not None:
            answer[0] = step[1]
            asked_before = len(offered)
            state, source = model.state, model.source
            saved = window.save()
            asked = len(offered) > asked_before
            if not asked:
                assert not changed_behind, "a changed file was written without a question"
            if asked and step[1] != "replace" or asked and "replace" not in offered[-1]:
                assert path.read_bytes() == on_disk, "the file was written though the player did not choose it"
            if saved and model.source == elsewhere:
                same_count(elsewhere, state)
                elsewhere = folder / f"chosen-{next(_names)}.sgf"
            elif saved and source == path and path.read_bytes() != on_disk:
                same_count(path, state)
                on_disk, changed_behind = path.read_bytes(), False
            if model.source != path:  # saved elsewhere: that file is the count's now
                break
            if step[1] == "reload" and asked and not model.dirty:
                on_disk, changed_behind = path.read_bytes(), False
        assert path.read_bytes() == on_disk, "the file holds bytes nobody chose"
    model.undo_stack.setClean()
