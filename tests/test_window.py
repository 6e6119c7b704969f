"""The window as a player meets it: offscreen with pytest-qt, and once for
real under Xvfb."""

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gocount_gui.app import CountWindow

EXAMPLE = Path(__file__).parent.parent / "resources" / "example.sgf"


def test_opening_a_game_shows_every_rule_sets_result(qtbot):
    window = CountWindow()
    qtbot.addWidget(window)
    assert window.open_file(EXAMPLE)
    text = window.view.toPlainText()
    assert "*Chinese" in text and "B+1.5" in text
    assert "Moves (lid audit)" in text
    assert window.windowTitle() == "gocount \u2014 example.sgf"


def test_a_damaged_file_gets_a_dialog_and_keeps_the_last_count(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    window = CountWindow()
    qtbot.addWidget(window)
    window.open_file(EXAMPLE)
    before = window.view.toPlainText()
    bad = tmp_path / "broken.sgf"
    bad.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00 binary junk" * 40)
    assert not window.open_file(bad)
    assert len(shown) == 1 and "broken.sgf" in shown[0]
    assert window.view.toPlainText() == before


def _free_display() -> int:
    for number in range(90, 140):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            return number
    raise RuntimeError("no free X display number")


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb is not installed (scripts/test.sh installs it as root)")
def test_the_real_window_opens_under_xvfb(tmp_path):
    display = f":{_free_display()}"
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
                break
            time.sleep(0.05)
        shot = tmp_path / "window.png"
        env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", GOCOUNT_SCREENSHOT=str(shot))
        done = subprocess.run([sys.executable, "-m", "gocount_gui", str(EXAMPLE)], env=env,
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        assert shot.stat().st_size > 10_000  # a real picture, not an empty image
    finally:
        server.terminate()
        server.wait(timeout=10)
