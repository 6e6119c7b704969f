"""The real program, killed: start gocount in a subprocess (offscreen), let
it make a count (the dead-stone suggestion marks stones), SIGKILL it, start
it again and get the count back exactly.

Every process gets its own HOME and XDG folders under tmp_path, so nothing
touches the real user folders. Waiting is polling with a generous limit,
never a timed assertion.
"""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gocount_gui.model import GameModel
from gocount_gui.model.autosave import AutosaveFolder, load
from gocount_gui.scoring.dead import suggest_dead
from subprocess_env import quiet_env

ROOT = Path(__file__).parent.parent
GAME = ROOT / "tests" / "data" / "kgs-2019-04-13-68-aga.sgf"
LIMIT = 90.0  # seconds; a loaded 2-core machine starts Qt slowly

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="SIGKILL and XDG folders: Linux only")


@pytest.fixture
def home(tmp_path):
    """The environment of a user whose folders are all under tmp_path,
    offscreen, with the runtime folder Qt expects (mode 0700)."""
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    env = quiet_env(tmp_path, QT_QPA_PLATFORM="offscreen", XDG_CACHE_HOME=str(tmp_path / "home/.cache"), XDG_RUNTIME_DIR=str(runtime))
    for name in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        Path(env[name]).mkdir(parents=True, exist_ok=True)
    return env


def start(env: dict, tmp_path: Path, *args: str) -> subprocess.Popen:
    log = open(tmp_path / f"gocount-{time.monotonic_ns()}.log", "wb")
    return subprocess.Popen([sys.executable, "-m", "gocount_gui", *args], env=env, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)


def wait_for(condition, process: subprocess.Popen, what: str):
    deadline = time.monotonic() + LIMIT
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        if process.poll() is not None:
            pytest.fail(f"gocount exited with status {process.returncode} before {what}")
        time.sleep(0.1)
    pytest.fail(f"no {what} within {LIMIT:.0f} s")


def kill(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.send_signal(signal.SIGKILL)
    process.wait(timeout=30)


def test_a_count_killed_with_sigkill_is_restored_exactly(home, tmp_path, qtbot):
    folder = Path(home["XDG_DATA_HOME"]) / "gocount" / "gocount" / "autosave"
    # What the first process should have on its board: the game, its dead
    # stones suggested.
    model = GameModel()
    model.open_file(GAME)
    expected = model.state.with_suggestion(suggest_dead(model.state.position, model.state.rules_key))

    first = start(home, tmp_path, str(GAME), "--suggest-dead")
    try:
        [kept] = wait_for(lambda: list(folder.glob("*.json")), first, "autosave file")
        assert kept.name.startswith(f"{first.pid}-")
        # A running gocount's autosave is never offered to another one.
        assert AutosaveFolder(folder).orphans() == []
        saved = load(kept)
    finally:
        kill(first)
    assert saved.state == expected
    assert saved.source == GAME and saved.game_index == 0
    assert saved.state.dead and saved.state.rules_key == "aga"

    # The killed process's lock is left behind; Qt sees that its owner is gone.
    second = start(home, tmp_path, "--restore-all")
    try:
        def restored():
            files = list(folder.glob("*.json"))
            return files if files and kept not in files else None

        [again] = wait_for(restored, second, "restored count's own autosave")
        assert again.name.startswith(f"{second.pid}-")
        back = load(again)
        assert not kept.with_name(kept.name + ".lock").exists()
    finally:
        kill(second)
    assert back.state == saved.state  # position, dead marks, overrides, tray, komi, rule set
    assert back.state.position == expected.position and back.state.dead == expected.dead
    assert back.state.tray == expected.tray and back.state.rules_key == expected.rules_key
    assert back.source == GAME and back.source_stamp == saved.source_stamp
