"""The CJK font carried for the translated window.

On a machine without a Chinese, Japanese or Korean font, Qt draws the
translated menus as boxes. The build (``packaging/subset_cjk_font.py``,
run by ``packaging/build.sh`` and ``scripts/bootstrap.sh``) subsets Noto
Sans CJK to the characters of each language's translation into
``resources/fonts/gocount-cjk-<code>.otf``: Japanese from the JP face,
Korean from KR, Simplified Chinese from SC, Traditional from TC, so each
language gets its own glyph forms. The subsets are renamed (family
"gocount CJK SC" and so on), so they never stand in for a full Noto Sans
CJK the system may have.

When one of those languages is installed, :func:`use_language_font` adds
its subset to Qt's fonts and puts its family after the application
font's own: Latin text keeps the system's font, CJK characters come from
the subset, and a character outside it (a player's name) falls through to
the system's fonts as before. With fontconfig (Linux) a font added to the
application is also a fallback of every other font, such as the score
sheet's DejaVu Sans. Without the subset (a build machine without Noto Sans
CJK) nothing changes. Qt is imported only inside the functions.
"""

from __future__ import annotations

from pathlib import Path

from .resources import resource_dir

FACES: dict[str, str] = {"ja": "JP", "ko": "KR", "zh_CN": "SC", "zh_TW": "TC"}
"""The Noto Sans CJK face each language's subset is cut from."""

_loaded: dict[str, str] = {}  # language code -> family of its subset, once added to Qt
_ids: dict[str, int] = {}  # language code -> Qt's id of its subset
_last_subset: list = [None]  # the family of the subset a language used last
_plain_font = None  # the application font before a subset's family was added to it


def fonts_dir() -> Path:
    return resource_dir() / "fonts"


def subset_path(code: str) -> Path:
    """The subset for ``code`` (it exists only where the build made it)."""
    return fonts_dir() / f"gocount-cjk-{code}.otf"


def subset_family(code: str) -> str:
    """The family name the subset for ``code`` carries: "gocount CJK SC"."""
    return f"gocount CJK {FACES[code]}"


def load_subset(code: str) -> str | None:
    """Add ``code``'s subset to Qt's fonts (once); its family, or None when
    ``code`` has none or the file is missing or unreadable."""
    if code in _loaded:
        return _loaded[code]
    path = subset_path(code) if code in FACES else None
    if path is None or not path.is_file():
        return None
    from PySide6.QtGui import QFontDatabase

    font_id = QFontDatabase.addApplicationFont(str(path))
    families = QFontDatabase.applicationFontFamilies(font_id)
    if not families:
        return None
    _loaded[code], _ids[code] = families[0], font_id
    return families[0]


def _forget_fallbacks(code: str) -> str | None:
    """Make Qt choose again which font draws each character. Qt keeps the
    fonts it found for a family's missing characters, and would go on
    drawing a Japanese window's kanji with the Traditional Chinese subset
    it was shown before. Taking a subset out of Qt's fonts and adding it
    again empties those caches (the only way Qt offers). The subset's
    family, as :func:`load_subset` gives it."""
    from PySide6.QtGui import QFontDatabase

    if code in _ids and QFontDatabase.removeApplicationFont(_ids.pop(code)):
        del _loaded[code]
    return load_subset(code)


def use_language_font(code: str, app=None) -> str | None:
    """Make ``code``'s subset the first fallback of the application font;
    for a language without one (English, German) put the application font
    back as it was. The family used, or None."""
    from PySide6.QtGui import QFont, QFontInfo, QGuiApplication

    global _plain_font
    if app is None:
        app = QGuiApplication.instance()
    if not isinstance(app, QGuiApplication):  # none, or a QCoreApplication: no fonts
        return None
    family = load_subset(code)
    if family is not None and _last_subset[0] not in (None, family):
        family = _forget_fallbacks(code)
    if _plain_font is None:
        if family is None:
            return None
        _plain_font = QFont(app.font())
    font = QFont(_plain_font)
    if family is not None:
        # The family Qt really draws with first: a generic name such as
        # "Sans Serif" would send Qt to the next family, the subset,
        # before its own choice for it, and the Latin text would change.
        font.setFamilies([QFontInfo(font).family(), family])
    app.setFont(font)
    if family is None:
        _plain_font = None
    else:
        _last_subset[0] = family
    return family


def in_use() -> str | None:
    """The subset family the application font falls back to now, or None."""
    if _plain_font is None:
        return None
    from PySide6.QtGui import QGuiApplication

    families = QGuiApplication.font().families()
    return families[-1] if len(families) > 1 and families[-1] in _loaded.values() else None


def loaded_families() -> dict[str, str]:
    """The subsets added to Qt so far, by language code."""
    return dict(_loaded)
