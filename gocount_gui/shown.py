"""Texts of the scoring package in the language in use.

:mod:`gocount_gui.scoring` writes what it says as
:class:`~gocount_gui.scoring.text.Text` values (English strings that keep
their translation context, template and arguments); :func:`shown` gives one
in the installed language. The window, the score sheet and gocount-score
call it wherever such a text is shown.
"""

from __future__ import annotations

from .i18n import translate
from .scoring.text import Text


def shown(value: object) -> str:
    """``value`` in the language in use: a Text translated (its arguments
    too), a plain string as it is, anything else as ``str()`` writes it."""
    if isinstance(value, Text):
        return value.render(translate)
    return value if isinstance(value, str) else str(value)
