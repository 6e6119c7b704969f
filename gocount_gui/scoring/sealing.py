"""Open borders: territory whose owner still depends on moves not yet played.

After the dead stones are lifted, a region bordered by both colours counts
as dame. On a finished board such a region is a thin line of neutral
points between two walls. When a game stopped before every border was
closed, a large area that one colour clearly surrounds leaks through a gap
to the other colour's stones: counted as it stands it is nobody's, while
one move would make it its owner's. Such points *need sealing* (the word
OGS uses for them): the result depends on moves not yet played, so it is
not a count.

The test is made on the region alone, from how far each point lies from
each colour's stones (walking over the region's empty points). A point is
*behind* a colour's line when it is at least two steps nearer to that
colour's stones than to the other's. A region with at least
:data:`BEHIND` points behind one colour's line and at most a quarter as
many behind the other's is that colour's territory with an open border; its points that
touch the other colour's stones are the gap, and need sealing. A region
with many points behind both lines is an open area nobody has settled.
Regions whose owner was set by hand (or by the players' TB/TW markup) are
left as set: marking them is the other way to close them.

Measured on finished KGS games and OGS fixtures: see README, "Open borders".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

from .colour import BLACK, WHITE, Colour, PerColour, Point, neighbour_table, point_name
from .regions import RegionKind, Regions
from .text import Text, translate

BEHIND = 4
"""Points behind one colour's line that make a mixed region an open territory."""

UNSETTLED = 20
"""Points of open regions (territories with a gap, and areas behind both
lines) from which a game does not look finished."""


@dataclass(frozen=True)
class OpenBorders:
    """What is still open on the board.

    ``needs_sealing`` maps each gap point to the colour whose territory
    leaks through it; ``open_points`` counts the points of every open
    region (territories with a gap and areas nobody has settled).
    """

    needs_sealing: dict[Point, Colour] = field(default_factory=dict)
    open_points: int = 0

    def points(self) -> list[Point]:
        """The gap points, in board order (from the top left, row by row)."""
        return sorted(self.needs_sealing, key=lambda p: (-p[0], p[1]))

    def of(self, colour: Colour) -> frozenset[Point]:
        return frozenset(p for p, c in self.needs_sealing.items() if c is colour)

    @property
    def per_colour(self) -> PerColour[frozenset[Point]]:
        return PerColour(self.of(Colour.BLACK), self.of(Colour.WHITE))

    @property
    def unfinished(self) -> bool:
        """True when so much is open that the count is no result."""
        return self.open_points >= UNSETTLED

    def sentence(self) -> Text:
        """The gap points in plain words, or "" when every border is closed.

        >>> OpenBorders({(9, 8): Colour.BLACK}).sentence()
        'The border at J10 is not closed; fill it or mark it before counting.'
        >>> OpenBorders({(9, 8): Colour.BLACK, (9, 9): Colour.BLACK, (2, 0): Colour.WHITE}).sentence()
        'The borders at J10, K10 and A3 are not closed; fill them or mark them before counting.'
        """
        names: list[object] = [point_name(p) for p in self.points()]
        if not names:
            return Text("", "")
        if len(names) == 1:
            return translate("Borders", "The border at {point} is not closed; fill it or mark it before counting.").format(
                point=names[0])
        if len(names) > MANY:
            more = len(names) - MANY + 1
            names = names[: MANY - 1] + [translate("Borders", "%n more points", None, 0).plural(more, one="%n more point")]
        listed = translate("Borders", "{points} and {last}").format(points=Text.join(names[:-1]), last=names[-1])
        return translate("Borders", "The borders at {points} are not closed; fill them or mark them before counting.").format(
            points=listed)

    def unfinished_sentence(self) -> Text:
        """"This game does not look finished" with why, or ""."""
        if not self.unfinished:
            return Text("", "")
        return translate(
            "Borders",
            "This game does not look finished: {points} points are still open, "
            "so the result is the board as it stands, not a count.",
        ).format(points=self.open_points)


def open_borders(regions: Regions, cells: Iterable[int]) -> OpenBorders:
    """The open borders of ``regions`` on the board ``cells`` (the codes of
    :mod:`.colour` in index order, dead stones already lifted).

    >>> from gocount_gui.scoring.diagram import parse_diagram
    >>> from gocount_gui.scoring.regions import find_regions
    >>> board = parse_diagram('''
    ...     . . . . # o .
    ...     . . . . # o .
    ...     . . . . . o .
    ...     . . . . # o .
    ...     # # # # # o .
    ...     o o o o o o .
    ...     . . . . . . .
    ... ''')
    >>> found = open_borders(find_regions(board), board.cells)
    >>> [(point, colour.letter) for point, colour in found.needs_sealing.items()]
    [((4, 4), 'B')]
    """
    cells = list(cells)
    size = regions.size
    nbrs = neighbour_table(size)
    sealing: dict[Point, Colour] = {}
    open_points = 0
    for members, kind, overridden in zip(regions.members, regions.kinds, regions.overridden):
        if kind is not RegionKind.DAME or overridden or len(members) < BEHIND:
            continue
        near_black = _steps(members, cells, nbrs, BLACK)
        near_white = _steps(members, cells, nbrs, WHITE)
        behind_black = sum(1 for p in members if near_white[p] - near_black[p] >= 2)
        behind_white = sum(1 for p in members if near_black[p] - near_white[p] >= 2)
        owner = None
        if behind_black >= BEHIND and behind_white * 4 <= behind_black:
            owner, other = Colour.BLACK, WHITE
        elif behind_white >= BEHIND and behind_black * 4 <= behind_white:
            owner, other = Colour.WHITE, BLACK
        elif behind_black >= BEHIND and behind_white >= BEHIND:
            open_points += len(members)
            continue
        if owner is None:
            continue
        open_points += len(members)
        for p in members:
            if any(cells[near] == other for near in nbrs[p]):
                sealing[divmod(p, size)] = owner
    return OpenBorders(sealing, open_points)


MANY = 8
"""The most gap points a sentence names one by one."""

_FAR = 10**6


def _steps(members: list[int], cells: list[int], nbrs, colour: int) -> dict[int, int]:
    """For each point of a region, the number of steps over the region's
    empty points to the nearest stone of ``colour`` (1 when it touches one)."""
    steps = dict.fromkeys(members, _FAR)
    frontier = [p for p in members if any(cells[near] == colour for near in nbrs[p])]
    for p in frontier:
        steps[p] = 1
    distance = 1
    while frontier:
        distance += 1
        following = []
        for p in frontier:
            for near in nbrs[p]:
                if steps.get(near) == _FAR:
                    steps[near] = distance
                    following.append(near)
        frontier = following
    return steps
