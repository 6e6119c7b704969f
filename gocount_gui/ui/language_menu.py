"""View > Language: System or one of gocount's languages, remembered in
QSettings. The choice is installed at once, and every open window follows
it (:mod:`.retranslate`): no restart."""

from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup

from .. import i18n
from ..i18n import translate


def add_language_menu(window, view_menu) -> None:
    """Add the Language submenu to ``view_menu``; the actions are kept on
    ``window.language_actions`` by code ("" for the system's language)."""
    menu = view_menu.addMenu("")
    menu.setObjectName("language menu")
    window.language_menu = menu
    menu.aboutToShow.connect(lambda: give_names_their_fonts(window))
    group = QActionGroup(window)
    window.language_actions = {}
    from .settings import read_text

    current = read_text(window.settings, i18n.SETTING)
    for code, name in [("", "")] + list(i18n.LANGUAGES.items()):
        action = QAction(name, window, checkable=True)
        action.setChecked(code == current or (code == "" and current not in i18n.LANGUAGES))
        action.triggered.connect(lambda _checked=False, c=code: choose_language(window, c))
        group.addAction(action)
        menu.addAction(action)
        window.language_actions[code] = action
    name_language_menu(window)


def name_language_menu(window) -> None:
    """The words of the menu: its title and "System" (each language keeps
    its own name)."""
    window.language_menu.setTitle(translate("Window", "&Language"))
    window.language_actions[""].setText(translate("Window", "System"))


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


def choose_language(window, code: str) -> str:
    """Remember ``code`` ("" for the system's) and install it; the language
    now in use. Every open window names its words again at once."""
    window.settings.setValue(i18n.SETTING, code)
    after = i18n.chosen_language(window.settings)
    if after != i18n.installed_language():
        i18n.install(after)
    return after
