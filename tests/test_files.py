"""Saving when the disk says no: a read-only folder, a full disk, a file
deleted or changed by another program since it was opened. Each gets a
dialog in plain words; the count stays on the board, modified, and in its
autosave.

The read-only folder and the full disk are real small tmpfs mounts where
the system allows mounting (root in a container); elsewhere the writer's
system calls are made to fail with the same error numbers.
"""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from gocount_gui.model import GameModel
from gocount_gui.model.autosave import load
from gocount_gui.record import SgfError, read_file
from gocount_gui.record import write as record_write
from gocount_gui.record.write import atomic_write, plain_os_error
from gocount_gui.scoring import Colour
from gocount_gui.ui import window as window_module
from gocount_gui.ui.window import MainWindow

ROOT = Path(__file__).parent.parent
GAME = ROOT / "tests" / "data" / "kgs-2019-04-13-68-aga.sgf"


@contextmanager
def tmpfs(folder: Path, options: str):
    """A small tmpfs mounted on ``folder`` for the test; skips when the
    system does not let us mount."""
    folder.mkdir(parents=True, exist_ok=True)
    if not sys.platform.startswith("linux") or os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root on Linux")
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)], capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True)


def fill_up(path: Path) -> None:
    """Write ``path`` until the disk is full, to the last byte."""
    handle = os.open(path, os.O_WRONLY | os.O_CREAT)
    try:
        for size in (4096, 1):
            try:
                while True:
                    os.write(handle, b"\0" * size)
            except OSError as err:
                assert err.errno == errno.ENOSPC
    finally:
        os.close(handle)


def remount_read_only(folder: Path) -> None:
    subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True, capture_output=True)


def changed_count(window: MainWindow, path: Path) -> None:
    assert window.open_path(path, ask=False)
    window.model.set_captures(Colour.BLACK, 33)
    window.model.set_komi(7.5)  # the writer writes a corrected komi into KM
    window.autosaver.flush()


def still_kept(window: MainWindow) -> None:
    """The count is on the board, modified, and in its autosave."""
    assert window.model.dirty and window.isWindowModified()
    assert window.model.state.tray.captures.black == 33
    window.autosaver.flush()
    assert load(window.autosaver.path).state == window.model.state


def answer(monkeypatch, reply):
    asked = []

    def ask(parent, title, text, choices, default=None):
        asked.append(text)
        return reply

    monkeypatch.setattr(window_module, "ask_choice", ask)
    return asked


# ---- a read-only folder and a full disk ----------------------------------------------------


def test_saving_into_a_read_only_folder_says_so_and_keeps_the_count(window, errors, tmp_path):
    folder = tmp_path / "readonly"
    with tmpfs(folder, "size=256k,mode=0755"):
        target = folder / "game.sgf"
        target.write_bytes(GAME.read_bytes())
        remount_read_only(folder)
        changed_count(window, target)
        assert not window.save()
        [(title, text, details)] = errors
        assert "game.sgf could not be saved" in text and f"The folder {folder} is read-only" in text
        assert "kept in the autosave" in text
        assert target.read_bytes() == GAME.read_bytes()
        still_kept(window)


def test_saving_on_a_full_disk_says_so_and_keeps_the_old_file(window, errors, tmp_path):
    folder = tmp_path / "small"
    with tmpfs(folder, "size=64k"):
        target = folder / "game.sgf"
        target.write_bytes(GAME.read_bytes())
        changed_count(window, target)
        fill_up(folder / "filler")
        assert not window.save()
        [(title, text, details)] = errors
        assert "The disk is full" in text
        assert target.read_bytes() == GAME.read_bytes()
        assert sorted(p.name for p in folder.iterdir()) == ["filler", "game.sgf"]  # no temporary file left
        still_kept(window)


@pytest.mark.parametrize(
    "call, code, words",
    [
        ("mkstemp", errno.EROFS, "is read-only"),
        ("mkstemp", errno.EACCES, "is read-only for you"),
        ("fsync", errno.ENOSPC, "The disk is full"),
        ("replace", errno.EIO, "The disk reported an error"),
    ],
)
def test_a_failing_system_call_gets_plain_words(window, errors, tmp_path, monkeypatch, call, code, words):
    target = tmp_path / "game.sgf"
    target.write_bytes(GAME.read_bytes())
    changed_count(window, target)

    def fail(*args, **kwargs):
        raise OSError(code, os.strerror(code))

    owner = tempfile if call == "mkstemp" else os
    monkeypatch.setattr(owner, call, fail)
    try:
        assert not window.save()
    finally:
        monkeypatch.undo()
    [(title, text, details)] = errors
    assert words in text and str(target) in details
    assert target.read_bytes() == GAME.read_bytes() and [p.name for p in tmp_path.glob(".game.sgf.*")] == []
    still_kept(window)


def test_the_writer_names_the_file_and_leaves_it_whole(tmp_path, monkeypatch):
    target = tmp_path / "x.sgf"
    target.write_bytes(b"(;old)")
    monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(OSError(errno.ENOSPC, "No space left on device")))
    with pytest.raises(SgfError, match=r"x\.sgf: the disk is full"):
        atomic_write(target, b"(;new)")
    assert target.read_bytes() == b"(;old)" and [p.name for p in tmp_path.iterdir()] == ["x.sgf"]


def test_plain_words_for_the_usual_errors(tmp_path):
    words = {code: plain_os_error(OSError(code, os.strerror(code)), tmp_path) for code in (errno.EROFS, errno.ENOSPC, errno.ENOENT, errno.EPERM)}
    assert words[errno.EROFS].startswith(f"the folder {tmp_path} is read-only")
    assert words[errno.ENOSPC].startswith("the disk is full")
    assert "does not exist" in words[errno.ENOENT] and "no permission" in words[errno.EPERM]
    assert plain_os_error(OSError(errno.EBADF, "Bad file descriptor"), tmp_path) == f"cannot write in {tmp_path}: Bad file descriptor"


# ---- the file changed or deleted since it was opened ---------------------------------------


def test_a_file_changed_by_another_program_is_not_overwritten_without_asking(window, errors, tmp_path, monkeypatch):
    target = tmp_path / "game.sgf"
    target.write_bytes(GAME.read_bytes())
    changed_count(window, target)
    theirs = GAME.read_bytes().replace(b"PB[", b"C[edited elsewhere]PB[", 1)
    target.write_bytes(theirs)
    asked = answer(monkeypatch, "cancel")
    assert not window.save()
    assert "game.sgf has been changed by another program" in asked[0]
    assert target.read_bytes() == theirs and not errors
    still_kept(window)

    answer(monkeypatch, "replace")
    assert window.save() and not window.model.dirty
    assert read_file(target)[0].komi == 7.5 and b"edited elsewhere" not in target.read_bytes()


def test_save_as_is_offered_for_a_changed_file(window, tmp_path, monkeypatch):
    target = tmp_path / "game.sgf"
    target.write_bytes(GAME.read_bytes())
    changed_count(window, target)
    target.write_bytes(b"(;GM[1]SZ[9])")
    other = tmp_path / "mine.sgf"
    answer(monkeypatch, "save as")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(other), ""))
    assert window.save()
    assert target.read_bytes() == b"(;GM[1]SZ[9])"
    assert read_file(other)[0].komi == 7.5 and window.model.source == other


def test_a_deleted_file_is_named_and_the_count_can_still_be_saved_elsewhere(window, tmp_path, monkeypatch):
    target = tmp_path / "game.sgf"
    target.write_bytes(GAME.read_bytes())
    changed_count(window, target)
    moves = read_file(target)[0].moves
    target.unlink()
    asked = answer(monkeypatch, "cancel")
    assert not window.save()
    assert "game.sgf has been deleted, moved or renamed" in asked[0]
    still_kept(window)
    other = tmp_path / "rescued.sgf"
    answer(monkeypatch, "save as")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(other), ""))
    assert window.save()
    rescued = read_file(other)[0]
    assert rescued.moves == moves and rescued.komi == 7.5  # the whole record, kept in memory


def test_a_file_touched_but_not_changed_is_saved_without_a_question(window, tmp_path, monkeypatch):
    target = tmp_path / "game.sgf"
    target.write_bytes(GAME.read_bytes())
    changed_count(window, target)
    os.utime(target, ns=(1, 1))
    answer(monkeypatch, None)
    monkeypatch.setattr(window_module, "ask_choice", lambda *a, **k: pytest.fail("asked"))
    assert window.save() and not window.model.dirty


def test_a_second_save_does_not_ask_about_the_first(window, tmp_path, monkeypatch):
    target = tmp_path / "game.sgf"
    target.write_bytes(GAME.read_bytes())
    changed_count(window, target)
    monkeypatch.setattr(window_module, "ask_choice", lambda *a, **k: pytest.fail("asked"))
    assert window.save()
    window.model.set_captures(Colour.WHITE, 5)
    assert window.save()
    assert window.model.disk_change() is None


def test_the_model_tells_changed_from_deleted(tmp_path):
    target = tmp_path / "game.sgf"
    target.write_bytes(GAME.read_bytes())
    model = GameModel()
    model.open_file(target)
    assert model.disk_change() is None
    target.write_bytes(GAME.read_bytes() + b"\n")
    assert model.disk_change() == "changed"
    target.unlink()
    assert model.disk_change() == "deleted"


def test_the_writer_is_the_one_the_model_uses():
    # The save path goes through record.write.atomic_write, which these tests break on purpose.
    assert GameModel.save.__globals__["atomic_write"] is record_write.atomic_write


# ---- links, long names and what a killed save leaves behind -------------------


def test_saving_through_a_link_writes_the_file_it_points_to(tmp_path):
    real = tmp_path / "games" / "game.sgf"
    real.parent.mkdir()
    real.write_bytes(b"(;old)")
    link = tmp_path / "link.sgf"
    link.symlink_to(real)
    atomic_write(link, b"(;new)")
    assert link.is_symlink() and real.read_bytes() == b"(;new)"


def test_a_file_name_at_the_systems_limit_can_be_saved(tmp_path):
    target = tmp_path / ("g" * 251 + ".sgf")  # 255 bytes, the most a name may have
    atomic_write(target, b"(;new)")
    assert target.read_bytes() == b"(;new)"
    assert [p.name for p in tmp_path.iterdir()] == [target.name]


def test_a_save_removes_what_a_killed_save_left_and_nothing_else(tmp_path):
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead_pid = int(gone.stdout)
    left = tmp_path / f"{record_write.TEMPORARY_PREFIX}{dead_pid}-abcd1234.tmp"
    left.write_bytes(b"half a game")
    running = tmp_path / f"{record_write.TEMPORARY_PREFIX}{os.getpid()}-in-use.tmp"
    running.write_bytes(b"another window's save")
    mine = tmp_path / ".notes.tmp"
    mine.write_bytes(b"not gocount's")
    atomic_write(tmp_path / "game.sgf", b"(;new)")
    assert not left.exists() and running.exists() and mine.exists()


def test_a_file_name_over_the_systems_limit_gets_a_clear_error(tmp_path):
    target = tmp_path / ("g" * 252 + ".sgf")  # 256 bytes: no system takes it
    with pytest.raises(SgfError) as caught:
        atomic_write(target, b"(;new)")
    assert "too long" in caught.value.reason.lower() or "name" in caught.value.reason.lower()
    assert list(tmp_path.iterdir()) == []  # nothing left behind
