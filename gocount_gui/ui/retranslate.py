"""A language chosen while gocount runs: every open window names its words
again, without a restart.

Qt sends ``QEvent.LanguageChange`` to each widget when a translator is
installed or removed. View > Language removes gocount's and qtbase's
translators and installs the new ones, so a window gets several of these
events in a row; :func:`follow_language` answers them with one call of the
window's ``retranslate()``, once the event loop is free again.

A window opts in from its ``changeEvent``::

    def changeEvent(self, event):
        super().changeEvent(event)
        follow_language(self, event)

and its ``retranslate()`` sets every text it set at construction (the
translate() calls live in one naming method called from both places, so
each text is written once) and redraws what it computed from the count.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer

PENDING = "gocount_retranslate_pending"
"""The dynamic property that marks a window whose renaming is queued."""


def follow_language(window: QObject, event: QEvent) -> bool:
    """On a LanguageChange ``event``, queue ``window.retranslate()`` unless
    it is queued already; True when the event was a language change."""
    if event.type() != QEvent.Type.LanguageChange:
        return False
    if not window.property(PENDING):
        window.setProperty(PENDING, True)

        def run() -> None:
            window.setProperty(PENDING, False)
            window.retranslate()

        QTimer.singleShot(0, window, run)
    return True


def open_again(old, make):
    """Put away ``old``, a window made in the language before; if it was
    open, ``make()`` opens its like, placed where it was. The new window,
    or None when ``old`` was closed (it is made again when asked for)."""
    reopen, geometry = old.isVisible(), old.geometry()
    old.close()
    old.setParent(None)  # out of its parent's children now, not at the next event loop
    old.deleteLater()
    if not reopen:
        return None
    new = make()
    new.setGeometry(geometry)
    return new
