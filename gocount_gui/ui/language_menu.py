"""View > Language: System or one of gocount's languages, remembered in
QSettings. The choice is installed at once, and the menus, the tray and
the panel are rebuilt at the next start, so the window says so."""

from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMessageBox

from .. import i18n
from ..i18n import translate


def add_language_menu(window, view_menu) -> None:
    """Add the Language submenu to ``view_menu``; the actions are kept on
    ``window.language_actions`` by code ("" for the system's language)."""
    menu = view_menu.addMenu(translate("Window", "&Language"))
    menu.setObjectName("language menu")
    menu.aboutToShow.connect(lambda: give_names_their_fonts(window))
    group = QActionGroup(window)
    window.language_actions = {}
    current = str(window.settings.value(i18n.SETTING, "") or "")
    choices = [("", translate("Window", "System"))] + list(i18n.LANGUAGES.items())
    for code, name in choices:
        action = QAction(name, window, checkable=True)
        action.setChecked(code == current or (code == "" and current not in i18n.LANGUAGES))
        action.triggered.connect(lambda _checked=False, c=code: choose_language(window, c))
        group.addAction(action)
        menu.addAction(action)
        window.language_actions[code] = action


def give_names_their_fonts(window) -> None:
    """In a window whose language carries no CJK font (English, German),
    draw each CJK language's name (日本語, 简体中文...) with its own
    language's font subset, where there is one, so the names show on a
    machine without CJK fonts. A CJK window's own subset holds all the
    names already. Done when the menu is first shown, not at start.

    The subset is the action's only family: the names have no Latin
    letter, and Qt keeps one fallback list per first family and size (the
    first one made), so a second family would have each name drawn from
    whichever subset came first."""
    from ..fonts import FACES, in_use, load_subset

    if in_use() is not None:
        return
    for code in FACES:
        action = window.language_actions.get(code)
        family = load_subset(code)
        if action is None or family is None or action.font().families() == [family]:
            continue
        font = action.font()
        font.setFamilies([family])
        action.setFont(font)


def choose_language(window, code: str, ask: bool = True) -> str:
    """Remember ``code`` ("" for the system's); the language now in use.
    Dialogs opened from now on speak it; the window's own words change at
    the next start, which a message says."""
    before = i18n.chosen_language(window.settings)
    window.settings.setValue(i18n.SETTING, code)
    after = i18n.chosen_language(window.settings)
    if after != before:
        i18n.install(after)
        if ask:
            QMessageBox.information(
                window,
                "gocount",
                translate("Window", "The language applies at the next start of gocount."),
            )
    return after
