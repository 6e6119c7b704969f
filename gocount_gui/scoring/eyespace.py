"""Eye spaces: how many eyes a space of empty points is worth.

The shapes (:func:`shape_value`): up to three points are one eye, and so
are the killing shapes of four to six points (square four, pyramid four,
bent four in the corner, bulky five, crossed five, rabbity six); the other
spaces of four to six points are two eyes. :func:`split_value` counts a
space that a capture splits, and :func:`wall_short_of_liberties` finds a
space whose wall the enemy can put in atari from outside, which costs the
space an eye whatever its size.

Points are board indexes; ``nbrs`` is the board's neighbour table.
"""

from __future__ import annotations

from typing import Callable, Iterable


def split_value(cells, nbrs, space: list[int]) -> int:
    """The eyes of a space once the stones in it, in atari, are captured.
    Filling their last liberty can cut empty points off from them: a part
    of two empty points or more is then an eye of its own (a stone in atari
    beside a point, and two more points beyond it, make two eyes, not a
    space of four). A part of one point does not count apart: the enemy
    throws in next to it and is taken there, which fills it. The other
    parts count as one space."""
    parts = connected_parts(space, nbrs)
    apart = [part for part in parts if len(part) >= 2 and not any(cells[q] for q in part)]
    if not apart:
        return shape_value(space, nbrs)
    rest = [p for part in parts if part not in apart for p in part]
    value = shape_value(rest, nbrs) if rest else 0
    return min(2, value + sum(shape_value(part, nbrs) for part in apart))


def connected_parts(points: Iterable[int], nbrs) -> list[list[int]]:
    """The connected parts of a set of points.

    >>> from gocount_gui.scoring.colour import neighbour_table
    >>> sorted(len(part) for part in connected_parts([0, 1, 5], neighbour_table(3)))
    [1, 2]
    """
    left = set(points)
    parts = []
    while left:
        start = left.pop()
        part = [start]
        for here in part:  # the list grows while it is walked
            for near in nbrs[here]:
                if near in left:
                    left.remove(near)
                    part.append(near)
        parts.append(part)
    return parts


def shape_value(points: list[int], nbrs) -> int:
    """Eyes in an eye space of up to six points when the enemy plays first:
    1 for up to three points and for the killing shapes, else 2.

    >>> from gocount_gui.scoring.colour import neighbour_table
    >>> nbrs = neighbour_table(5)
    >>> shape_value([6, 7, 11, 12], nbrs), shape_value([6, 7, 8, 9], nbrs)  # square four, straight four
    (1, 2)
    """
    count = len(points)
    if count <= 3:
        return 1
    members = set(points)
    degrees = [sum(1 for near in nbrs[p] if near in members) for p in points]
    links = sum(degrees) // 2
    widest = max(degrees)
    if count == 4:
        killing = links == 4 or widest == 3 or bent_in_corner(members, nbrs)  # square, pyramid, bent four
    elif count == 5:
        killing = links == 5 or widest == 4  # bulky five, crossed five
    elif count == 6:
        killing = links == 6 and widest == 4  # rabbity six
    else:
        killing = False
    return 1 if killing else 2


def bent_in_corner(members: set[int], nbrs) -> bool:
    """True if a four-point path bends at a corner of the board: the bent
    four in the corner, dead under the Japanese rules and by agreement."""
    for point in members:
        if len(nbrs[point]) == 2 and all(near in members for near in nbrs[point]):
            return all(sum(1 for near in nbrs[p] if near in members) <= 2 for p in members)
    return False


def wall_short_of_liberties(
    cells,
    nbrs,
    space: Iterable[int],
    walls: Iterable[tuple[int, set[int]]],
    liberties_at: Callable[[int], set[int] | None],
) -> bool:
    """True if the enemy can put a chain walling ``space`` in atari from
    outside: the chain has two liberties, one in the space and one outside,
    and an enemy stone on the outside one would have two liberties or more
    (it is not captured at once). The owner must then fill the space to
    save the chain, or lose it and the space with it: the space is worth
    one eye at most, whatever its size.

    ``walls`` are the walling chains as (colour, liberties); liberties
    count the points of lifted enemy stones. ``liberties_at`` gives the
    liberties of the living chain on a point, None where none stands.
    """
    inside = set(space)
    for colour, libs in walls:
        if len(libs) != 2:
            continue
        outside = [p for p in libs if p not in inside]
        if len(outside) != 1 or cells[outside[0]]:
            continue  # both inside or both outside, or a lifted stone's point (no threat)
        (point,) = outside
        room = {n for n in nbrs[point] if not cells[n]}
        for near in nbrs[point]:
            theirs = liberties_at(near) if cells[near] and cells[near] != colour else None
            if theirs is not None:
                room |= theirs
        room.discard(point)
        if len(room) >= 2:
            return True
    return False
