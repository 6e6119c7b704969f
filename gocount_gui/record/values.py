"""The numbers gocount takes from outside, each checked once where it enters.

A komi, a handicap, a count of stones, a board size or a number of seconds
comes from a record's property, gocount's saved count, an autosave file or
the settings. Every one of them goes through one reader here, which takes
the value as it was found (a JSON number, the text of a property or a
setting) and gives back a value in range, or raises :class:`OutOfRange`
saying, in words, what it was and what it should be. Text is looked at
only up to :data:`LONGEST_TEXT` characters, and no float is made from
text that could overflow, so no reader can be made slow or raise anything
else.
"""

from __future__ import annotations

import math

from ..i18n import QT_TRANSLATE_NOOP
from .properties import MAX_HANDICAP, shown

MAX_KOMI = 1000.0
"""The largest komi either way: real ones are under 10; 1000 leaves room for
every teaching game and handicap-by-komi, and keeps every sum exact."""

MAX_COUNT = 100_000
"""The most stones a count of captures, passes or stones played can hold:
a game on the largest board is a few thousand moves."""

MIN_BOARD, MAX_BOARD = 2, 25

LONGEST_TEXT = 30
"""A number written in more characters than this is not read at all."""


class OutOfRange(ValueError):
    """A value from outside that is not what it should be, in words."""


def _number(value: object, what: str) -> float | int:
    """``value`` as an int or a float: a JSON number as it is, a text read
    when it is a plain decimal number of at most :data:`LONGEST_TEXT`
    characters. Raises OutOfRange for anything else (a bool, a list, NaN)."""
    if isinstance(value, bool) or value is None:
        raise OutOfRange(QT_TRANSLATE_NOOP("Record", "{what} is not a number: {value}").format(what=what, value=_quoted(repr(value) if not isinstance(value, int) else value)))
    if isinstance(value, (int, float)):
        number = value
    elif isinstance(value, str):
        text = value.strip()
        if len(text) > LONGEST_TEXT or not text or not all(c in "+-.0123456789eE" for c in text):
            raise OutOfRange(QT_TRANSLATE_NOOP("Record", "{what} is not a number: {value}").format(what=what, value=_quoted(repr(value) if not isinstance(value, int) else value)))
        try:
            number = int(text)
        except ValueError:
            try:
                number = float(text)
            except ValueError:
                raise OutOfRange(QT_TRANSLATE_NOOP("Record", "{what} is not a number: {value}").format(what=what, value=_quoted(repr(value) if not isinstance(value, int) else value))) from None
    else:
        raise OutOfRange(QT_TRANSLATE_NOOP("Record", "{what} is not a number: {value}").format(what=what, value=_quoted(repr(value) if not isinstance(value, int) else value)))
    if isinstance(number, float) and not math.isfinite(number):
        raise OutOfRange(QT_TRANSLATE_NOOP("Record", "{what} is not a number: {value}").format(what=what, value=_quoted(repr(value) if not isinstance(value, int) else value)))
    return number


def _whole(value: object, what: str, lowest: int, highest: int) -> int:
    number = _number(value, what)
    if isinstance(number, float) and not number.is_integer():
        raise OutOfRange(QT_TRANSLATE_NOOP("Record", "{what} is not a whole number: {value}").format(what=what, value=_quoted(value)))
    if not lowest <= number <= highest:
        raise OutOfRange(
            QT_TRANSLATE_NOOP("Record", "{what} is {value}, not a whole number from {lowest} to {highest}").format(
                what=what, value=_quoted(value), lowest=lowest, highest=highest
            )
        )
    return int(number)


def _quoted(value: object) -> str:
    """``value`` as a message quotes it: one short line, whatever its size
    (Python refuses to write an int of more than 4,300 digits)."""
    if isinstance(value, int) and value.bit_length() > 10_000:
        return QT_TRANSLATE_NOOP("Record", "a number of over 3,000 digits")
    return shown(value if isinstance(value, str) else str(value))


def read_komi(value: object, what: str = "komi") -> float:
    """A komi from -:data:`MAX_KOMI` to :data:`MAX_KOMI`.

    >>> read_komi("6.5"), read_komi(7), read_komi(-0.5)
    (6.5, 7.0, -0.5)
    >>> read_komi(float("nan"))
    Traceback (most recent call last):
    ...
    gocount_gui.record.values.OutOfRange: komi is not a number: nan
    """
    number = _number(value, what)
    if abs(number) > MAX_KOMI:
        raise OutOfRange(
            QT_TRANSLATE_NOOP("Record", "{what} is {value}, not a komi from -{largest} to {largest}").format(
                what=what, value=_quoted(value), largest=f"{MAX_KOMI:g}"
            )
        )
    return float(number)


def read_handicap(value: object, points: int | None = None, what: str = "handicap") -> int:
    """A handicap: a whole number from 0 to :data:`~.properties.MAX_HANDICAP`
    that fits on a board of ``points`` points (None: any board; the tray
    takes up to 99 whatever the size, so a count's own handicap is read so).

    >>> read_handicap(4, 361), read_handicap("9", 81)
    (4, 9)
    >>> read_handicap(999999, 81)
    Traceback (most recent call last):
    ...
    gocount_gui.record.values.OutOfRange: handicap is 999999, not a whole number from 0 to 81
    """
    return _whole(value, what, 0, MAX_HANDICAP if points is None else min(MAX_HANDICAP, points))


def read_count(value: object, what: str, highest: int = MAX_COUNT) -> int:
    """A count of stones (captures, passes, stones played): a whole number
    from 0 to ``highest``.

    >>> read_count(12, "captures"), read_count("0", "passes")
    (12, 0)
    >>> read_count(10**400, "captures")
    Traceback (most recent call last):
    ...
    gocount_gui.record.values.OutOfRange: captures is 1000000000000000000000000000000000000000... (401 characters), not a whole number from 0 to 100000
    """
    return _whole(value, what, 0, highest)


def read_whole(value: object, what: str, lowest: int, highest: int) -> int:
    """A whole number from ``lowest`` to ``highest``.

    >>> read_whole("3", "sections", 0, 10)
    3
    """
    return _whole(value, what, lowest, highest)


def read_board_size(value: object, what: str = "board size") -> int:
    """A board size gocount counts: 2 to 25.

    >>> read_board_size("19"), read_board_size(9)
    (19, 9)
    """
    return _whole(value, what, MIN_BOARD, MAX_BOARD)


def read_seconds(value: object, lowest: float, highest: float, what: str = "seconds") -> float:
    """A time in seconds from ``lowest`` to ``highest``.

    >>> read_seconds("30", 1, 3600)
    30.0
    >>> read_seconds("inf", 1, 3600)
    Traceback (most recent call last):
    ...
    gocount_gui.record.values.OutOfRange: seconds is not a number: 'inf'
    """
    number = _number(value, what)
    if not lowest <= number <= highest:
        raise OutOfRange(
            QT_TRANSLATE_NOOP("Record", "{what} is {value}, not a number from {lowest} to {highest}").format(
                what=what, value=_quoted(value), lowest=f"{lowest:g}", highest=f"{highest:g}"
            )
        )
    return float(number)
