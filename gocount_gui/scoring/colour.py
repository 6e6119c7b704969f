"""The two colours and the points of a board.

A *point* is ``(row, col)`` with row 0 at the bottom, as in sgfmill and GTP.
Inside the engine a point is also an *index* ``row * size + col``; the
conversion lives here and nowhere else.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import lru_cache
from typing import Generic, TypeVar

from .text import Text, translate

Point = tuple[int, int]

MIN_SIZE = 2
MAX_SIZE = 25

# Board contents as small ints, the fast representation used by the engine.
EMPTY = 0
BLACK = 1
WHITE = 2


class Colour(enum.IntEnum):
    """A player's colour; the int value is the board code of its stones."""

    BLACK = 1
    WHITE = 2

    @property
    def opponent(self) -> "Colour":
        """The other colour.

        >>> Colour.BLACK.opponent
        <Colour.WHITE: 2>
        """
        return Colour(3 - self.value)

    @property
    def letter(self) -> str:
        """``"B"`` or ``"W"``, as in SGF and in results."""
        return "B" if self is Colour.BLACK else "W"

    @property
    def title(self) -> Text:
        """``"Black"`` or ``"White"`` (a :class:`~.text.Text`)."""
        return _TITLES[self]

    @classmethod
    def from_letter(cls, letter: str) -> "Colour":
        """``"b"``/``"B"``/``"black"`` and the white equivalents.

        Raises ValueError for anything else.
        """
        text = letter.strip().lower()
        if text in ("b", "black"):
            return cls.BLACK
        if text in ("w", "white"):
            return cls.WHITE
        raise ValueError(f"not a colour: {letter!r}")


_TITLES = {Colour.BLACK: translate("Colour", "Black"), Colour.WHITE: translate("Colour", "White")}

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class PerColour(Generic[T]):
    """One value for Black and one for White, as every count of SCORING.md has.

    >>> PerColour(3, 5)[Colour.WHITE]
    5
    """

    black: T
    white: T

    def __getitem__(self, colour: Colour) -> T:
        return self.black if colour is Colour.BLACK else self.white

    def replace(self, colour: Colour, value: T) -> "PerColour[T]":
        """A copy with ``colour``'s value changed."""
        if colour is Colour.BLACK:
            return PerColour(value, self.white)
        return PerColour(self.black, value)


def check_size(size: int) -> None:
    """Raise ValueError unless ``size`` is a supported board side (2..25)."""
    if not isinstance(size, int) or not MIN_SIZE <= size <= MAX_SIZE:
        raise ValueError(f"board size must be {MIN_SIZE}..{MAX_SIZE}, not {size!r}")


@lru_cache(maxsize=None)
def neighbour_table(size: int) -> tuple[tuple[int, ...], ...]:
    """For each index of a ``size`` board, the indexes of its orthogonal neighbours."""
    table = []
    for row in range(size):
        for col in range(size):
            near = []
            if row > 0:
                near.append((row - 1) * size + col)
            if row < size - 1:
                near.append((row + 1) * size + col)
            if col > 0:
                near.append(row * size + col - 1)
            if col < size - 1:
                near.append(row * size + col + 1)
            table.append(tuple(near))
    return tuple(table)


_COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def point_name(point: Point) -> str:
    """The point in board coordinates as players read them (no letter I).

    >>> point_name((3, 3))
    'D4'
    """
    row, col = point
    return f"{_COLUMNS[col]}{row + 1}"


def parse_point_name(text: str, size: int) -> Point:
    """Inverse of :func:`point_name`; raises ValueError for a bad name.

    >>> parse_point_name("d4", 19)
    (3, 3)
    """
    name = text.strip().upper()
    if len(name) < 2 or name[0] not in _COLUMNS[:size] or not name[1:].isdigit():
        raise ValueError(f"not a point on a {size}x{size} board: {text!r}")
    row = int(name[1:]) - 1
    if not 0 <= row < size:
        raise ValueError(f"not a point on a {size}x{size} board: {text!r}")
    return (row, _COLUMNS.index(name[0]))


def sgf_coordinates(point: Point, size: int) -> str:
    """The SGF two-letter form of a point (``"aa"`` is the top left).

    >>> sgf_coordinates((18, 0), 19)
    'aa'
    """
    row, col = point
    return "abcdefghijklmnopqrstuvwxy"[col] + "abcdefghijklmnopqrstuvwxy"[size - 1 - row]
