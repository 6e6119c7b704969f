"""The pseudo-translation the language tests share: every message becomes
«message», so a word that did not go through Qt's translation stands out."""

from __future__ import annotations

import contextlib

from gocount_gui import i18n


@contextlib.contextmanager
def installed(translator):
    """``translator`` in use as gocount installs its own translation, then gone."""
    from PySide6.QtCore import QCoreApplication

    QCoreApplication.installTranslator(translator)
    i18n._installed.append(translator)
    try:
        yield translator
    finally:
        i18n._installed.remove(translator)
        QCoreApplication.removeTranslator(translator)


def pseudo_translator():
    """A translator of every message into «message»; its ``asked`` holds
    each (context, source) it was asked."""
    from PySide6.QtCore import QTranslator

    class Pseudo(QTranslator):
        def __init__(self) -> None:
            super().__init__()
            self.asked: set[tuple[str, str]] = set()

        def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ARG002 - Qt's signature
            self.asked.add((context, source))
            return "\u00ab" + source + "\u00bb"

        def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
            return False

    return Pseudo()
