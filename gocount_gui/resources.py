"""Where the bundled files are: ``resources/`` beside the package in a
checkout, or inside a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def resource_dir() -> Path:
    """The folder holding example.sgf and the pictures."""
    bundle = getattr(sys, "_MEIPASS", None)
    candidates = [Path(bundle) / "resources"] if bundle else []
    candidates.append(Path(__file__).resolve().parent.parent / "resources")
    for folder in candidates:
        if folder.is_dir():
            return folder
    return candidates[-1]


def resource_path(name: str) -> Path:
    """A bundled file by name (it may not exist in a broken install)."""
    return resource_dir() / name
