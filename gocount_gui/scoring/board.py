"""The position on the board: stones, chains, liberties, captures, legality.

A :class:`Position` is a frozen value; :meth:`Position.play` returns a new
one, as Sabaki's ``makeMove`` does. Ko rules need the history of a game and
live in :mod:`gocount_gui.scoring.game`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Iterator

from .colour import EMPTY, Colour, Point, check_size, neighbour_table, point_name
from .text import translate


class IllegalMoveError(ValueError):
    """A move the rules forbid: an occupied point, suicide, ko, or off the board."""


@dataclass(frozen=True, slots=True)
class MoveOutcome:
    """What a move did: the new position, the stones it captured, and the
    point simple ko now forbids (or None)."""

    position: "Position"
    captured: frozenset[Point]
    ko_point: Point | None


@dataclass(frozen=True, slots=True)
class Position:
    """Stones on a square board of side ``size`` (2..25).

    ``cells`` holds one code per index ``row * size + col``: 0 empty,
    1 black, 2 white. Build positions with :meth:`empty`,
    :meth:`from_points` or :func:`gocount_gui.scoring.diagram.parse_diagram`.
    """

    size: int
    cells: tuple[int, ...]

    def __post_init__(self) -> None:
        check_size(self.size)
        if len(self.cells) != self.size * self.size:
            raise ValueError(f"{len(self.cells)} cells for a {self.size}x{self.size} board")

    @classmethod
    def empty(cls, size: int) -> "Position":
        """An empty board of side ``size``."""
        check_size(size)
        return cls(size, (EMPTY,) * (size * size))

    @classmethod
    def from_points(cls, size: int, black: Iterable[Point] = (), white: Iterable[Point] = ()) -> "Position":
        """A position with the given black and white stones.

        Raises ValueError for a point off the board or listed for both colours.
        """
        check_size(size)
        cells = [EMPTY] * (size * size)
        for colour, points in ((Colour.BLACK, black), (Colour.WHITE, white)):
            for point in points:
                index = _index(size, point)
                if cells[index] != EMPTY:
                    raise ValueError(f"{point_name(point)} is given twice")
                cells[index] = colour.value
        return cls(size, tuple(cells))

    # ---- reading ---------------------------------------------------------

    def get(self, point: Point) -> Colour | None:
        """The colour of the stone on ``point``, or None if it is empty."""
        code = self.cells[_index(self.size, point)]
        return Colour(code) if code else None

    def points(self) -> Iterator[Point]:
        """Every point of the board, row by row from the bottom."""
        size = self.size
        for index in range(size * size):
            yield divmod(index, size)

    def stones(self, colour: Colour) -> frozenset[Point]:
        """The points holding ``colour``'s stones."""
        size = self.size
        return frozenset(divmod(i, size) for i, code in enumerate(self.cells) if code == colour)

    def count(self, colour: Colour) -> int:
        """How many stones of ``colour`` stand on the board."""
        return self.cells.count(colour.value)

    def chain(self, point: Point) -> frozenset[Point]:
        """The solidly connected stones through ``point`` (empty if it is empty)."""
        index = _index(self.size, point)
        if not self.cells[index]:
            return frozenset()
        size = self.size
        return frozenset(divmod(i, size) for i in chain_at(self.cells, self.size, index)[0])

    def liberties(self, point: Point) -> frozenset[Point]:
        """The liberties of the chain through ``point``."""
        index = _index(self.size, point)
        if not self.cells[index]:
            return frozenset()
        size = self.size
        return frozenset(divmod(i, size) for i in chain_at(self.cells, self.size, index)[1])

    # ---- changing ---------------------------------------------------------

    def with_stones(self, colour: Colour | None, points: Iterable[Point]) -> "Position":
        """A copy with ``points`` set to ``colour`` (None empties them);
        no captures, as SGF setup properties do."""
        cells = list(self.cells)
        code = colour.value if colour else EMPTY
        for point in points:
            cells[_index(self.size, point)] = code
        return Position(self.size, tuple(cells))

    def without(self, points: Iterable[Point]) -> "Position":
        """A copy with the stones on ``points`` lifted (dead stones removed)."""
        return self.with_stones(None, points)

    def play(self, point: Point, colour: Colour, *, suicide: bool = False) -> MoveOutcome:
        """Play a stone of ``colour`` on ``point`` and return the outcome.

        Performs captures. Raises IllegalMoveError if the point is off the
        board or occupied, or if the move is suicide and ``suicide`` is
        false; with ``suicide`` true a suicide removes the played chain.
        Doesn't enforce any ko rule: the caller compares ``ko_point``.

        >>> from gocount_gui.scoring.diagram import parse_diagram, render_diagram
        >>> pos = parse_diagram('''
        ...     . # .
        ...     # o #
        ...     . . .
        ... ''')
        >>> outcome = pos.play((0, 1), Colour.BLACK)
        >>> sorted(outcome.captured), outcome.ko_point
        ([(1, 1)], None)
        """
        size = self.size
        row, col = point
        if not (0 <= row < size and 0 <= col < size):
            raise IllegalMoveError(translate("Board", "{point} is off the {size}x{size} board").format(point=point, size=size))
        index = row * size + col
        cells = list(self.cells)
        if cells[index]:
            raise IllegalMoveError(translate("Board", "{point} is occupied").format(point=point_name(point)))
        cells[index] = colour.value
        nbrs = neighbour_table(size)
        enemy = 3 - colour.value
        captured: list[int] = []
        for near in nbrs[index]:
            if cells[near] == enemy and near not in captured:
                stones, libs = chain_at(cells, size, near)
                if not libs:
                    for stone in stones:
                        cells[stone] = EMPTY
                    captured.extend(stones)
        own, libs = chain_at(cells, size, index)
        if not libs:
            if not suicide:
                raise IllegalMoveError(translate("Board", "{colour} at {point} is suicide").format(
                    colour=colour.title, point=point_name(point)))
            for stone in own:
                cells[stone] = EMPTY
            captured_points = frozenset(divmod(i, size) for i in own)
            return MoveOutcome(Position(size, tuple(cells)), captured_points, None)
        ko = None
        if len(captured) == 1 and len(own) == 1 and len(libs) == 1:
            ko = divmod(captured[0], size)
        return MoveOutcome(Position(size, tuple(cells)), frozenset(divmod(i, size) for i in captured), ko)

    def __repr__(self) -> str:
        from .diagram import render_diagram

        return f"parse_diagram('''\n{render_diagram(self)}''')"


def _index(size: int, point: Point) -> int:
    row, col = point
    if not (0 <= row < size and 0 <= col < size):
        raise ValueError(f"{point} is off the {size}x{size} board")
    return row * size + col


def chain_at(cells, size: int, start: int) -> tuple[list[int], set[int]]:
    """The chain of indexes through ``start`` and its liberty indexes, on
    any sequence of cell codes (a Position's tuple or a mutable list)."""
    nbrs = neighbour_table(size)
    code = cells[start]
    stones = [start]
    seen = {start}
    libs: set[int] = set()
    for here in stones:
        for near in nbrs[here]:
            value = cells[near]
            if value == code:
                if near not in seen:
                    seen.add(near)
                    stones.append(near)
            elif value == EMPTY:
                libs.add(near)
    return stones, libs


def chain_table(size: int, cells, nbrs, colour: int | None = None) -> tuple[list[int], list[list[int]], list[set[int]]]:
    """The chains of ``cells`` (only those of ``colour`` if given): the chain
    id of each index (-1 for none), and the stones and the liberties of
    each chain, all as indexes.

    >>> from .diagram import parse_diagram
    >>> position = parse_diagram('''
    ...     # # .
    ...     o . .
    ...     . . .
    ... ''')
    >>> chain_of, stones, libs = chain_table(3, position.cells, neighbour_table(3))
    >>> len(stones), sorted(libs[chain_of[7]])
    (2, [4, 8])
    """
    chain_of = [-1] * (size * size)
    chains: list[list[int]] = []
    libs: list[set[int]] = []
    for start, code in enumerate(cells):
        if not code or chain_of[start] >= 0 or (colour is not None and code != colour):
            continue
        cid = len(chains)
        chain_of[start] = cid
        stones = [start]
        liberties: set[int] = set()
        for here in stones:
            for near in nbrs[here]:
                value = cells[near]
                if value == code:
                    if chain_of[near] < 0:
                        chain_of[near] = cid
                        stones.append(near)
                elif value == EMPTY:
                    liberties.add(near)
        chains.append(stones)
        libs.append(liberties)
    return chain_of, chains, libs
