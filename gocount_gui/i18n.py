"""The language of the window and of gocount-score's text.

Every user-visible string goes through Qt's translation system
(``QCoreApplication.translate`` or ``self.tr``). The sources are
``resources/translations/gocount_<code>.ts``; the compiled
``gocount_<code>.qm`` beside them is built by :func:`build_qm` (bootstrap,
the bundle build and the test session call it; a checkout without them
builds them at the first start when ``pyside6-lrelease`` is at hand).

The language is the one chosen in View > Language (QSettings
``view/language``), else the system's (``GOCOUNT_LANG``, then the Qt
system locale's UI languages). English is the source text: no translator.
Qt's own ``qtbase_<code>.qm`` is installed too, for the standard dialogs.
Numbers are written the C locale's way ("6.5") in every language.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from .resources import resource_dir
from .scoring.text import Text

LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "ja": "日本語",
    "ko": "한국어",
    "zh_CN": "简体中文",
    "zh_TW": "繁體中文",
}
"""Every language gocount knows, by code, each named in its own language."""

TRANSLATED = ("de", "ja", "ko", "zh_CN", "zh_TW")
"""The languages with a .ts file."""

COMPLETE = ("de", "ja", "ko", "zh_CN", "zh_TW")
"""The languages whose translation is finished: a test checks that their .ts
file holds no unfinished or obsolete message."""

SETTING = "view/language"
"""The QSettings key of View > Language: a code, or "" for the system's."""

_installed: list = []  # the translators in use, kept alive and removable
_language = ["en"]  # the code last installed


def translations_dir() -> Path:
    return resource_dir() / "translations"


def ts_path(code: str) -> Path:
    return translations_dir() / f"gocount_{code}.ts"


def qm_path(code: str) -> Path:
    return translations_dir() / f"gocount_{code}.qm"


def match(name: str | None) -> str:
    """The code of gocount's language for a locale name such as "de_DE.UTF-8",
    "zh-Hant-TW", "zh_TW" or "ja"; "en" for an unknown or empty one."""
    if not name:
        return "en"
    base = name.split(".")[0].split("@")[0].replace("-", "_")
    if base in LANGUAGES:
        return base
    parts = base.split("_")
    if parts[0] == "zh":
        traditional = any(part in ("Hant", "TW", "HK", "MO") for part in parts[1:])
        return "zh_TW" if traditional else "zh_CN"
    return parts[0] if parts[0] in LANGUAGES else "en"


def system_language() -> str:
    """The system's language: ``GOCOUNT_LANG`` when set, else the first of
    Qt's system UI languages gocount knows; "en" otherwise."""
    forced = os.environ.get("GOCOUNT_LANG")
    if forced:
        return match(forced)
    from PySide6.QtCore import QLocale

    for name in QLocale.system().uiLanguages():
        code = match(name)
        if code != "en" or name.lower().startswith("en"):
            return code
    return "en"


def env_language() -> str:
    """The language of the environment for the command line: LC_ALL, then
    LC_MESSAGES, then LANG (the first one set), as gettext reads them."""
    for variable in ("GOCOUNT_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable)
        if value:
            return "en" if value in ("C", "POSIX") or value.startswith("C.") else match(value)
    return "en"


def chosen_language(settings=None) -> str:
    """View > Language's choice, else the system's language."""
    if settings is None:
        from PySide6.QtCore import QSettings

        settings = QSettings()
    try:
        code = settings.value(SETTING, "")
    except (TypeError, ValueError, RuntimeError):  # a value Qt cannot hand to Python
        code = ""
    # Anything but one of the languages' codes (a list, a number, a damaged text) is the
    # system's language, as if nothing had been chosen.
    return code if isinstance(code, str) and code in LANGUAGES else system_language()


def lrelease() -> str | None:
    """PySide6's lrelease, or None."""
    import shutil

    beside = Path(sys.executable).parent / "pyside6-lrelease"
    if beside.exists():
        return str(beside)
    try:
        import PySide6

        inside = Path(PySide6.__file__).parent / "lrelease"
        if inside.exists():
            return str(inside)
    except ImportError:
        pass
    return shutil.which("pyside6-lrelease")


def build_qm(codes=TRANSLATED, quiet: bool = True) -> list[Path]:
    """Compile the .ts files of ``codes`` whose .qm is missing or older;
    the .qm files written. With ``quiet`` (at start-up) a missing lrelease
    or a failed build leaves the window in English; without it, they raise
    RuntimeError (the bundle build must not ship without them)."""
    tool = lrelease()
    built = []
    for code in codes:
        source, target = ts_path(code), qm_path(code)
        if not source.exists() or (target.exists() and target.stat().st_mtime >= source.stat().st_mtime):
            continue
        if tool is None:
            if quiet:
                break
            raise RuntimeError("pyside6-lrelease was not found (it comes with PySide6)")
        try:
            subprocess.run([tool, "-silent", str(source), "-qm", str(target)], check=True, capture_output=quiet, timeout=60)
        except (OSError, subprocess.SubprocessError) as err:
            if quiet:
                continue
            raise RuntimeError(f"{source.name}: {err}") from err
        built.append(target)
    return built


def install(code: str, app=None) -> bool:
    """Put ``code``'s translations in place of the ones installed (none for
    English): gocount's own and Qt's qtbase, and for Chinese, Japanese and
    Korean the bundled font subset (:mod:`.fonts`). True when gocount's
    were found."""
    from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

    if app is None:
        app = QCoreApplication.instance()
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    _language[0] = code if code in LANGUAGES else "en"
    # Numbers in one format in every language: "6.5", as the score sheet,
    # the CLI and SGF write them (spin boxes follow the default locale).
    QLocale.setDefault(QLocale.c())
    if app is not None:
        from .fonts import use_language_font

        use_language_font(code, app)
    if code not in LANGUAGES or code == "en" or app is None:
        return code == "en"
    if not qm_path(code).exists():
        build_qm([code])
    found = False
    ours = QTranslator(app)
    if ours.load(str(qm_path(code))):
        QCoreApplication.installTranslator(ours)
        _installed.append(ours)
        found = True
    qt = QTranslator(app)
    qt_dirs = [str(translations_dir()), QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)]
    if any(qt.load(f"qtbase_{code}", folder) for folder in qt_dirs):
        QCoreApplication.installTranslator(qt)
        _installed.append(qt)
    return found


def installed_language() -> str:
    """The code of the language installed last ("en" before any)."""
    return _language[0]


def installed() -> bool:
    """True while a translation is in use."""
    return bool(_installed)


def cli_code(requested: str | None) -> str:
    """gocount-score's language: ``--lang CODE`` (``requested``), else the
    environment's; "en" for one gocount does not know."""
    return match(requested) if requested else env_language()


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the installed language (``context`` as lupdate files it);
    ``text`` itself while none is installed, without loading Qt. Call it
    with literal strings so pyside6-lupdate finds them.

    lupdate reads ``translate(context, text, None, n)`` as a plural message
    only when ``n`` is a literal number: a name in that place is taken for
    Qt 4's encoding argument. Counted messages go through a
    :class:`Context`'s ``tr`` instead."""
    if not _installed:
        return text
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(context, text, disambiguation, n)


class Context:
    """A context of gocount's messages, for counted (plural) messages:
    pyside6-lupdate files ``Name.tr("%n stones", "", count)`` under the
    context ``Name`` as a plural message, whatever ``count`` is. So the
    object is kept in a variable of the context's own name::

        Desk = Context("Desk")
        Desk.tr("%n games checked", "", count, one="%n game checked")

    ``one`` is the English for a count of 1 (English has no translator to
    hold its plural forms); ``text`` is the English for every other count.
    """

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"Context({self.name!r})"

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1, *, one: str | None = None) -> str:
        """``text`` in the installed language now; with ``n``, the plural
        form for that count, ``%n`` replaced by it."""
        if n < 0:
            return translate(self.name, text, disambiguation)
        return shown(self.QT_TR_NOOP(text, disambiguation, n, one=one))

    def QT_TR_NOOP(self, text: str, disambiguation: str | None = None, n: int = -1, *, one: str | None = None) -> "Message":  # noqa: N802 - the name lupdate looks for
        """``text`` as a :class:`Message`: English until it is shown, then
        in the language installed (with ``n``, its plural form)."""
        return Text(self.name, text, (), n if n >= 0 else None, one)


Message = Text
"""A text built where no translator is at hand (``record/``, the desk's
workers, the engine's client, ``scoring/``): the English string, which also
keeps its context, template and arguments so that :func:`shown` gives it
in the language installed. One class serves all of gocount: see
:mod:`gocount_gui.scoring.text`."""


def shown(text):
    """``text`` as the player reads it: a :class:`Message` in the language
    installed (its arguments too), anything else as it is."""
    if isinstance(text, Text):
        return text.render(translate if _installed else None)
    return text


def error_text(err) -> str:
    """An error whose ``str`` is "where: reason" (an SgfError: the file,
    node and property first), its reason in the language installed."""
    english, reason = str(err), str(getattr(err, "reason", ""))
    if reason and english.endswith(reason):
        return english[: len(english) - len(reason)] + shown(err.reason)
    return english


def QT_TRANSLATE_NOOP(context: str, text: str) -> Message:  # noqa: N802 - the name lupdate looks for
    """Mark ``text`` for lupdate; it stays English (a :class:`Message`)
    until it is shown, with :func:`shown` or :func:`translate` (a
    module-level text is made before the translator is installed; a text
    made in a module without Qt is shown by the window)."""
    return Text(context, text)
