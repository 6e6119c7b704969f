"""Every menu item and button of every window, triggered as a player's click
triggers it (``QAction.trigger`` sends ``triggered(checked)`` as a menu
does, ``QAbstractButton.click`` sends ``clicked(checked)``), with a game
open: no slot may raise.

A test that called each slot with the arguments the code meant missed
File > Check a Folder… taking its action's ``checked`` flag for the
folder. Modal dialogs opened on the way (file choosers, questions,
print dialogs) are closed at once by a timer, as a player pressing
Escape would.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QWidget

from gocount_gui import i18n, vision
from photo_images import GAME_9, write_photo
from test_photo_view import reading_of

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "resources" / "example.sgf"


@pytest.fixture
def escape_every_dialog():
    """A timer that rejects whatever modal window is up, as Escape does."""

    def escape() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None:
            return
        if isinstance(modal, QDialog):
            modal.reject()
        else:
            modal.close()

    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(escape)
    timer.start()
    yield
    timer.stop()


def closing_last(action: QAction) -> bool:
    """Quit and Close go after the others: the window must stay up for them."""
    return action.text().replace("&", "").lower() in ("quit", "close", "exit")


def actions_of(window: QWidget) -> list[QAction]:
    """The window's actions a player can reach: enabled ones with a text,
    from its menus, toolbars and its own; the language menu left out (it
    is walked on its own, the others would be read in another language)."""
    languages = set(getattr(window, "language_actions", {}).values())
    found = [a for a in window.findChildren(QAction) if a.isEnabled() and a.text() and not a.isSeparator() and a not in languages and a.menu() is None]
    return sorted(found, key=closing_last)


def buttons_of(window: QWidget) -> list[QAbstractButton]:
    return [b for b in window.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()]


def trigger_all(qtbot, window: QWidget, with_buttons: bool) -> list[str]:
    """Trigger every action of ``window`` (and click its buttons); the
    names of the ones that raised, with what they raised."""
    failed = []
    things = actions_of(window) + (buttons_of(window) if with_buttons else [])
    for thing in sorted(things, key=lambda t: isinstance(t, QAction) and closing_last(t)):
        name = f"{type(window).__name__}: {thing.text()!r}"
        # Removed by an action before (a help page closed and deleted, a
        # recent-files menu made again): nothing left to click.
        try:
            thing.objectName()
        except RuntimeError:
            continue
        with qtbot.captureExceptions() as raised:
            if isinstance(thing, QAction):
                if not thing.isEnabled():
                    continue
                thing.trigger()
            else:
                if not (thing.isVisible() and thing.isEnabled()):
                    continue
                thing.click()
            qtbot.wait(5)
        failed += [f"{name} raised {value!r}" for _kind, value, _tb in raised]
    return failed


@pytest.fixture
def photo(tmp_path, monkeypatch):
    """A photo on disk, read by a stand-in for the reader (a known reading)."""
    path = tmp_path / "IMG_0001.jpg"
    write_photo(path, GAME_9, tilt=0.05, noise=3)
    monkeypatch.setattr(vision, "read_photo", lambda photo, size=None, corners=None, progress=None, cancel=None: reading_of())
    return path


def test_every_action_of_every_window_runs_without_an_error(window, qtbot, escape_every_dialog, photo, tmp_path):
    assert window.open_path(EXAMPLE)
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "a.sgf").write_bytes(EXAMPLE.read_bytes())
    # The windows the main window's actions open, each walked in turn.
    opened = {
        "desk": lambda: window.desk_action.trigger() or window.desk,
        "numbers": lambda: window.numbers_action.trigger() or window.numbers_windows[-1],
        "table": lambda: window.table_action.trigger() or window.table_dialog,
        "how to": lambda: window.help.how_to(),
        "keys": lambda: window.help.shortcuts(),
        "photo": lambda: window.photos.open_path(photo),
    }
    failed = []
    others = {}
    for key, make in opened.items():
        with qtbot.captureExceptions() as raised:
            others[key] = make()
            qtbot.wait(5)
        failed += [f"opening {key} raised {value!r}" for _kind, value, _tb in raised]
    desk = others["desk"]
    desk.check(folder)
    qtbot.waitUntil(lambda: not desk.busy, timeout=60_000)
    if others["photo"] is not None:
        qtbot.waitUntil(lambda: not others["photo"].reader.running, timeout=60_000)
    for key, other in others.items():
        if other is not None:
            failed += trigger_all(qtbot, other, with_buttons=True)
    failed += trigger_all(qtbot, window, with_buttons=False)
    # Every language, with all these windows open, then back to English.
    try:
        for code, action in window.language_actions.items():
            with qtbot.captureExceptions() as raised:
                action.trigger()
                qtbot.wait(5)
            failed += [f"language {code!r} raised {value!r}" for _kind, value, _tb in raised]
    finally:
        i18n.install("en")
        close_all_but(window, qtbot)
    assert not failed, "\n".join(failed)


def close_all_but(window: QWidget, qtbot) -> None:
    """Close what the walk left open (menus, the windows it opened, unsaved
    counts by numbers), so that the next test finds the application idle."""
    while QApplication.activePopupWidget() is not None:
        QApplication.activePopupWidget().close()
    for numbers in getattr(window, "numbers_windows", []):
        numbers.mark_clean()
    desk = getattr(window, "desk", None)
    if desk is not None:
        desk.cancel()
    for widget in QApplication.topLevelWidgets():
        if widget is not window and widget.isVisible():
            widget.close()
    window.model.undo_stack.setClean()
    qtbot.wait(20)


def test_check_a_folder_from_the_menu_opens_the_desk_and_asks_for_a_folder(window, qtbot, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QFileDialog

    asked = []
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: asked.append(a) or "")
    with qtbot.captureExceptions() as raised:
        window.desk_action.trigger()
    assert not raised
    assert window.desk.isVisible() and len(asked) == 1
    window.desk.close()
