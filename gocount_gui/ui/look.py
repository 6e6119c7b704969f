"""What the side widgets share: the colours of a check and a cross, and
small setters that leave a widget alone when nothing changes (each set
would re-polish or repaint it, and a click has one frame to spend)."""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import QLabel

from ..i18n import shown, translate

GREEN = "#1e7b34"
RED = "#c0392b"
GREY = "#7a7a7a"
AMBER = "#b06000"
"""Something to check: a suggestion the player has not reviewed yet."""
MARK_COLOURS = {True: GREEN, False: RED, None: GREY}
"""An identity's colour by ``Identity.holds``: holds, fails, does not apply."""


def readable(colour: str, widget) -> str:
    """``colour`` (a "#rrggbb" of this module) as it should be drawn as text
    on ``widget``: itself on a light palette; on a dark one, lightened to
    at least 62% lightness with its hue kept, so a green check or a red
    cross reads on a dark window as well as on a white one.

    >>> from PySide6.QtGui import QColor, QPalette
    >>> class Dark:
    ...     def palette(self):
    ...         palette = QPalette()
    ...         palette.setColor(QPalette.ColorRole.Window, QColor("#202124"))
    ...         palette.setColor(QPalette.ColorRole.WindowText, QColor("#e8e8e8"))
    ...         return palette
    >>> QColor(readable(GREEN, Dark())).lightnessF() >= 0.6
    True
    """
    from PySide6.QtGui import QColor, QPalette

    palette = widget.palette()
    window = palette.color(QPalette.ColorRole.Window)
    text = palette.color(QPalette.ColorRole.WindowText)
    if window.lightness() >= text.lightness():
        return colour
    hue, saturation, lightness, _alpha = QColor(colour).getHslF()
    return QColor.fromHslF(max(hue, 0.0), saturation, max(lightness, 0.62)).name()


def first_upper(text: str) -> str:
    """``text`` with its first letter in capitals."""
    return text[:1].upper() + text[1:]


def restyle(widget, sheet: str) -> None:
    """Set a style sheet only when it changes."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def set_value(spin, value) -> None:
    """Show ``value`` in a spin box without a signal, and without touching
    a box that shows it already."""
    if spin.value() != value:
        with QSignalBlocker(spin):
            spin.setValue(value)


def audit_text(audit, lead: str = "") -> str:
    """The lid audit in words with its mark: "\u2713 Lid audit: The lids
    add up.", a cross naming the short lid and the number, or a dash when
    the record does not give what the audit needs ("Not recorded: ..."),
    in the language in use. The sentence ends as the language ends one
    (a CJK full stop, not an ASCII dot)."""
    why = first_upper(shown(audit.why)).rstrip(".\u3002")
    return f"{audit.mark} " + translate("Look", "{lead}{why}.").format(lead=lead, why=why)


def show_audit(label: QLabel, audit, lead: str = "") -> None:
    """The lid audit in words: green with a check when the lids add up,
    bold red with a cross only for a contradiction (a lid short), grey
    with a dash when information is missing (no pass recorded)."""
    label.setText(audit_text(audit, lead))
    # The label's own palette carries its style sheet's colour: ask its parent's.
    ground = label.parentWidget() or label
    if audit.holds is None:
        restyle(label, f"color: {readable(GREY, ground)};")
    elif audit.holds:
        restyle(label, f"color: {readable(GREEN, ground)};")
    else:
        restyle(label, f"color: {readable(RED, ground)}; font-weight: bold;")
