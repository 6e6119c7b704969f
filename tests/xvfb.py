"""A private Xvfb server for tests that open real windows."""

from __future__ import annotations

import contextlib
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

needs_xvfb = pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb is not installed (scripts/test.sh installs it as root)")


def _free_display() -> int:
    for number in range(90, 140):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            return number
    raise RuntimeError("no free X display number")


@contextlib.contextmanager
def xvfb_display(size: str = "1280x860x24") -> Iterator[str]:
    """Start Xvfb on a free display, yield its name (":93"), stop it after."""
    display = f":{_free_display()}"
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", size, "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(200):
            if Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
                break
            time.sleep(0.05)
        yield display
    finally:
        server.terminate()
        server.wait(timeout=10)
