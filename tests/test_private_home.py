"""The tests never touch the user's own folders: each test has a home and
XDG folders of its own, and a program a test starts inherits them."""

from __future__ import annotations

import os
import pwd
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths


def _real_home() -> Path:
    return Path(pwd.getpwuid(os.getuid()).pw_dir)


def test_a_test_has_a_home_and_xdg_folders_of_its_own(private_home):
    real = _real_home()
    assert Path.home() == private_home != real
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR"):
        assert Path(os.environ[name]).is_relative_to(private_home), name
    assert Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)).is_relative_to(private_home)
    # the settings a window makes without a test's own ini file (a test may
    # have set Qt's settings folder to one of its own: never the real one)
    settings = Path(QSettings().fileName())
    assert not settings.is_relative_to(real)
    (Path.home() / "left-by-the-first-test").write_text("")


def test_the_next_test_has_another_home(private_home):
    assert set(p.name for p in private_home.iterdir()) == {".config", ".local", ".cache", "run"}


def test_a_program_started_by_a_test_inherits_the_tests_home(private_home):
    said = subprocess.run([sys.executable, "-c", "import os; print(os.environ['HOME'], os.environ['XDG_CONFIG_HOME'])"],
                          capture_output=True, text=True, timeout=60)
    home, config = said.stdout.split()
    assert Path(home) == private_home and Path(config).is_relative_to(private_home)
