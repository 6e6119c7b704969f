"""Where handicap stones go: the standard star points.

The placements are the fixed ones of GTP's ``fixed_handicap`` (and of every
club board): 2 to 4 stones on the corner star points, 5 adds the centre,
6 the side points of the middle row, 7 adds the centre again, 8 the middle
row and column, 9 all nine.
"""

from __future__ import annotations

from .colour import Point, check_size
from .text import translate


def max_handicap(size: int) -> int:
    """The most fixed handicap stones a board of ``size`` has places for.

    >>> max_handicap(19), max_handicap(13), max_handicap(8), max_handicap(7), max_handicap(6)
    (9, 9, 4, 4, 0)
    """
    check_size(size)
    if size < 7:
        return 0
    if size % 2 == 0 or size == 7:
        return 4
    return 9


def handicap_points(size: int, stones: int) -> tuple[Point, ...]:
    """The star points for ``stones`` handicap stones on a board of ``size``.

    0 and 1 stones need no placement (a one-stone handicap is Black playing
    first). Raises ValueError when the board has no standard places for them.

    >>> from gocount_gui.scoring.colour import point_name
    >>> [point_name(p) for p in handicap_points(19, 3)]
    ['D4', 'Q16', 'Q4']
    >>> [point_name(p) for p in handicap_points(9, 5)]
    ['C3', 'G7', 'G3', 'C7', 'E5']
    """
    if stones in (0, 1):
        return ()
    top = max_handicap(size)
    if not 2 <= stones <= top:
        if top:
            raise ValueError(translate("Handicap", "a {size}x{size} board has standard places for 2 to {top} handicap stones, not {stones}")
                             .format(size=size, top=top, stones=stones))
        raise ValueError(translate("Handicap", "a {size}x{size} board has no standard handicap places").format(size=size))
    edge = 2 if size < 13 else 3
    low, high, mid = edge, size - 1 - edge, size // 2
    # The order of GTP: lower left and upper right, then lower right (three
    # stones leave White's upper left corner empty), upper left, the centre
    # for odd counts, then the sides.
    corners = [(low, low), (high, high), (low, high), (high, low)]
    sides = [(mid, low), (mid, high), (low, mid), (high, mid)]
    if stones <= 4:
        chosen = corners[:stones]
    elif stones == 5:
        chosen = corners + [(mid, mid)]
    elif stones == 6:
        chosen = corners + sides[:2]
    elif stones == 7:
        chosen = corners + sides[:2] + [(mid, mid)]
    elif stones == 8:
        chosen = corners + sides
    else:
        chosen = corners + sides + [(mid, mid)]
    return tuple(chosen)
