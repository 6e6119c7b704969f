"""A restored count never overwrites a file that changed (issue 34, item 1).

A count is autosaved for ``round1.sgf``; gocount is killed; another program
replaces or edits the file; gocount restores the count. The file's size,
time and hash when the count was made travel in the autosave, so the
change is seen: on restore and on save the player is asked (Overwrite,
Save As, Reload), and a count of another board size is never written over
the file. Questions are answered through ``ask_choice``, as in
test_autosave.py; one test presses the real dialog's buttons.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from gocount_gui.model import GameModel
from gocount_gui.model.autosave import AutosaveFolder, Autosaver, dumps, load, loads
from gocount_gui.model.source import content_hash
from gocount_gui.record import SgfError, read_file
from gocount_gui.record.write import count_to_write, write_count
from gocount_gui.scoring import Colour
from gocount_gui.ui import window as window_module
from test_autosave import folder, make_window  # noqa: F401 - the autosave folder and its windows

ROUND_9 = b"(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese];B[ee];W[dd];B[ed];W[de])"
MOVE_ADDED = ROUND_9[:-1] + b";B[cc])"
GAME_19 = b"(;GM[1]FF[4]SZ[19]KM[6.5]RE[B+R]AB[dd][pp][dp][pd]" + b"".join(b"[%c%c]" % (97 + i, 97 + j) for i in range(6, 12) for j in range(6, 16)) + b";W[qq])"


@pytest.fixture
def round1(tmp_path) -> Path:
    path = tmp_path / "round1.sgf"
    path.write_bytes(ROUND_9)
    return path


def killed_count(folder: Path, path: Path, komi: float = 8.5) -> GameModel:
    """A count of ``path`` with changes, autosaved by a gocount that was
    then killed: the autosave stays and nobody holds its lock."""
    model = GameModel()
    model.open_file(path)
    saver = Autosaver(model, folder)
    model.set_komi(komi)
    model.set_captures(Colour.WHITE, 3)
    saver.flush()
    saver._lock.unlock()
    saver._enabled = False
    return model


def replace_file(path: Path, data: bytes) -> None:
    """Another program writes ``data`` into ``path``, a second later."""
    before = path.stat().st_mtime_ns
    path.write_bytes(data)
    os.utime(path, ns=(before + 1_000_000_000, before + 1_000_000_000))


def questions(monkeypatch, *answers):
    """Answer the window's questions in order; returns what was asked, as
    (text, the keys of the choices offered)."""
    asked = []
    queue = list(answers)

    def ask(parent, title, text, choices, default=None):
        asked.append((text, [key for key, _label, _role in choices]))
        return queue.pop(0)

    monkeypatch.setattr(window_module, "ask_choice", ask)
    return asked


def test_a_9x9_count_is_never_written_over_the_19x19_game_that_replaced_its_file(make_window, folder, round1, monkeypatch, errors):
    killed_count(folder, round1)
    replace_file(round1, GAME_19)
    window = make_window()
    asked = questions(monkeypatch, "restore", "cancel")
    assert window.offer_restore() == 1
    text, offered = asked[1]
    assert "round1.sgf has been changed by another program since gocount read it" in text
    assert "now holds a 19\u00d719 game; this 9\u00d79 count is never written over it" in text
    assert offered == ["save as", "reload", "cancel"]  # no Overwrite
    assert window.model.state.size == 9 and window.model.dirty

    asked = questions(monkeypatch, "cancel")
    assert not window.save()
    assert asked[0][1] == ["save as", "reload", "cancel"]
    assert round1.read_bytes() == GAME_19 and not errors
    with pytest.raises(SgfError, match="never written over a game of another size"):
        window.model.save(round1)
    assert round1.read_bytes() == GAME_19


def test_a_same_size_file_with_a_move_added_is_not_overwritten_silently(make_window, folder, round1, monkeypatch):
    killed_count(folder, round1)
    replace_file(round1, MOVE_ADDED)
    window = make_window()
    asked = questions(monkeypatch, "restore", "cancel", "cancel")
    window.offer_restore()
    assert asked[1][1] == ["replace", "save as", "reload", "cancel"]
    assert not window.save()  # the second question, answered Cancel
    assert len(asked) == 3 and round1.read_bytes() == MOVE_ADDED

    questions(monkeypatch, "replace")
    assert window.save() and not window.model.dirty
    [game] = read_file(round1)
    assert game.komi == 8.5 and game.moves == 5  # the count, written into the file as it is now


def test_overwrite_chosen_on_restore_lets_save_write_without_asking_again(make_window, folder, round1, monkeypatch):
    killed_count(folder, round1)
    replace_file(round1, MOVE_ADDED)
    window = make_window()
    questions(monkeypatch, "restore", "replace")  # a third question would fail: the queue is empty
    window.offer_restore()
    assert window.save()
    assert read_file(round1)[0].komi == 8.5


def test_reload_on_restore_opens_the_file_as_it_is_now(make_window, folder, round1, monkeypatch):
    killed_count(folder, round1)
    replace_file(round1, GAME_19)
    window = make_window()
    questions(monkeypatch, "restore", "reload")
    assert window.offer_restore() == 0
    assert window.model.state.size == 19 and not window.model.dirty and window.model.source == round1
    assert AutosaveFolder(folder).orphans() == []  # the player chose the file over the count
    assert round1.read_bytes() == GAME_19


def test_reload_on_save_opens_the_file_as_it_is_now(window, round1, monkeypatch):
    assert window.open_path(round1, ask=False)
    window.model.set_komi(9.5)
    replace_file(round1, GAME_19)
    questions(monkeypatch, "reload")
    window.save()
    assert window.model.state.size == 19 and not window.model.dirty
    assert round1.read_bytes() == GAME_19


def test_save_as_on_restore_saves_the_count_elsewhere_at_once(make_window, folder, round1, monkeypatch, tmp_path):
    killed_count(folder, round1)
    replace_file(round1, GAME_19)
    window = make_window()
    other = tmp_path / "mine.sgf"
    questions(monkeypatch, "restore", "save as")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(other), ""))
    window.offer_restore()
    assert round1.read_bytes() == GAME_19
    assert read_file(other)[0].komi == 8.5 and window.model.source == other and not window.model.dirty


def test_a_file_only_touched_since_is_restored_without_a_question(make_window, folder, round1, monkeypatch):
    killed_count(folder, round1)
    replace_file(round1, ROUND_9)  # the same bytes, a new time
    window = make_window()
    asked = questions(monkeypatch, "restore")
    window.offer_restore()
    assert len(asked) == 1
    monkeypatch.setattr(window_module, "ask_choice", lambda *a, **k: pytest.fail("asked"))
    assert window.save() and read_file(round1)[0].komi == 8.5


def test_restore_all_asks_nothing_and_save_still_asks(make_window, folder, round1, monkeypatch):
    killed_count(folder, round1)
    replace_file(round1, MOVE_ADDED)
    window = make_window()
    questions(monkeypatch)
    assert window.offer_restore(ask=False) == 1
    asked = questions(monkeypatch, "cancel")
    assert not window.save() and len(asked) == 1 and round1.read_bytes() == MOVE_ADDED


def test_an_autosave_of_an_older_gocount_without_a_hash_still_asks(make_window, folder, round1, monkeypatch):
    model = killed_count(folder, round1)
    [kept] = folder.glob("*.json")
    saved = load(kept)
    assert saved.source_hash == content_hash(ROUND_9) == model.source_hash
    old = dumps(saved).replace(b',"source_hash":"' + saved.source_hash.encode() + b'"', b"")
    assert loads(old).source_hash is None
    kept.write_bytes(old)
    replace_file(round1, MOVE_ADDED)
    window = make_window()
    asked = questions(monkeypatch, "restore", "cancel", "cancel")
    window.offer_restore()
    assert not window.save() and len(asked) == 3 and round1.read_bytes() == MOVE_ADDED


def test_the_question_is_a_real_dialog_without_overwrite_for_another_size(make_window, folder, round1, qtbot):
    killed_count(folder, round1)
    replace_file(round1, GAME_19)
    window = make_window()
    seen = []

    def press(label):
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, lambda: press(label))
            return
        seen.append(sorted(b.text().replace("&", "") for b in box.buttons()))
        next(b for b in box.buttons() if b.text().replace("&", "") == label).click()
        if label == "Restore":
            QTimer.singleShot(0, lambda: press("Cancel"))

    QTimer.singleShot(0, lambda: press("Restore"))
    assert window.offer_restore() == 1
    assert seen[1] == ["Cancel", "Reload", "Save As\u2026"]
    assert window.model.state.size == 9 and round1.read_bytes() == GAME_19


def test_the_writer_refuses_a_count_of_another_size(round1):
    model = GameModel()
    model.new_count(19)
    count = count_to_write(model.snapshot.score, "japanese")
    with pytest.raises(SgfError, match="9x9 and the count 19x19"):
        write_count(ROUND_9, count)


def test_after_a_real_kill_the_restored_count_still_knows_the_file_as_it_was(tmp_path, qtbot):
    """The issue's reproduction: gocount killed with SIGKILL while a count of
    round1.sgf is unsaved, the file replaced by a game of another size, and
    gocount started again with --restore-all. The restored count's autosave
    still carries the hash of the file it was made from, so Save asks; and
    nothing was written into the file."""
    import sys

    if not sys.platform.startswith("linux"):
        pytest.skip("SIGKILL and XDG folders: Linux only")
    from test_recovery import GAME, kill, start, wait_for
    from subprocess_env import quiet_env

    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    env = quiet_env(tmp_path, QT_QPA_PLATFORM="offscreen", XDG_CACHE_HOME=str(tmp_path / "home/.cache"), XDG_RUNTIME_DIR=str(runtime))
    for name in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        Path(env[name]).mkdir(parents=True, exist_ok=True)
    folder = Path(env["XDG_DATA_HOME"]) / "gocount" / "gocount" / "autosave"
    round1 = tmp_path / "round1.sgf"
    original = GAME.read_bytes()
    round1.write_bytes(original)

    first = start(env, tmp_path, str(round1), "--suggest-dead")
    try:
        [kept] = wait_for(lambda: list(folder.glob("*.json")), first, "autosave file")
    finally:
        kill(first)
    replace_file(round1, ROUND_9)

    second = start(env, tmp_path, "--restore-all")
    try:
        [again] = wait_for(lambda: [f for f in folder.glob("*.json") if f != kept], second, "restored count's own autosave")
        back = load(again)
    finally:
        kill(second)
    assert back.source == round1 and back.state.size == 19
    assert back.source_hash == content_hash(original) != content_hash(ROUND_9)
    assert round1.read_bytes() == ROUND_9
