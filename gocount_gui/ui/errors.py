"""Errors a player understands: a short sentence on top, the technical
details folded away underneath.

:func:`install_excepthook` routes any exception that escapes a slot (PySide6
hands those to :data:`sys.excepthook`) to such a dialog, so a traceback on a
console is never the only trace; the count on the board is kept.
"""

from __future__ import annotations

import sys
import traceback
from types import TracebackType
from typing import Callable

from PySide6.QtWidgets import QWidget

from ..i18n import translate

Shower = Callable[[QWidget | None, str, str, str], None]


def show_error(parent: QWidget | None, title: str, text: str, details: str = "") -> None:
    """A modal warning with ``text`` and, behind "Show Details...", ``details``."""
    from PySide6.QtWidgets import QMessageBox  # made when first needed, not at start-up

    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    if details:
        box.setDetailedText(details)
    box.exec()


def unexpected_text(error: BaseException) -> str:
    """What a player reads after a fault in the program itself."""
    return translate(
        "Errors",
        "Something went wrong inside gocount, and the last action may not have finished.\n\n"
        "{error}\n\n"
        "Your count is still on the board; save it (File > Save As) before going on. "
        "The details below help whoever fixes the program.",
    ).format(error=f"{type(error).__name__}: {error}")


class ExceptHook:
    """A :data:`sys.excepthook` that shows the error in a dialog (and still
    prints it to stderr for a console, if there is one). ``show`` is the
    dialog function, replaceable in tests."""

    def __init__(self, parent: Callable[[], QWidget | None], show: Shower = show_error) -> None:
        self.parent = parent
        self.show = show
        self.previous = sys.excepthook
        self._showing = False

    def __call__(self, kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        details = "".join(traceback.format_exception(kind, error, tb))
        sys.stderr.write(details)
        if issubclass(kind, KeyboardInterrupt) or self._showing:
            return
        self._showing = True  # an error while the dialog is up is not shown twice
        try:
            parent = self.parent()
            try:
                parent is not None and parent.isVisible()
            except RuntimeError:  # the window is already gone (shutting down)
                parent = None
            self.show(parent, translate("Errors", "gocount: unexpected error"), unexpected_text(error), details)
        finally:
            self._showing = False


def install_excepthook(parent: Callable[[], QWidget | None], show: Shower = show_error) -> ExceptHook:
    """Route uncaught exceptions to a dialog over ``parent()``; returns the
    hook (its ``previous`` is the hook it replaced)."""
    hook = ExceptHook(parent, show)
    sys.excepthook = hook
    return hook
