"""The environment for a gocount started as a subprocess by the tests."""

from __future__ import annotations

import os
from pathlib import Path


def quiet_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """The environment for a gocount subprocess: its own HOME, so no
    settings or autosaves of the developer's are read or written."""
    env = {key: value for key, value in os.environ.items() if not key.startswith(("XDG_", "QT_"))}
    env.update(HOME=str(tmp_path / "home"), XDG_CONFIG_HOME=str(tmp_path / "home/.config"),
               XDG_DATA_HOME=str(tmp_path / "home/.local/share"))
    env.update(extra)
    return env
