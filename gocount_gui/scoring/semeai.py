"""A small local search for capturing races and seki.

:func:`can_capture` reads a fight on a handful of points: can the attacker
remove one of the target chains from the board when both sides may play
only on the given points (or pass)? The search is plain depth-first minimax
with a simple ko rule, a depth limit and a node budget; when the budget is
spent it answers None (unknown) so the caller can fall back on its static
rules.
"""

from __future__ import annotations

import math
from typing import Sequence

from .board import chain_at
from .colour import EMPTY


class _OutOfBudget(Exception):
    """The search spent its node budget."""


class _Fight:
    """A mutable copy of the board with the moves of one local fight."""

    def __init__(self, cells: Sequence[int], nbrs: Sequence[Sequence[int]], points: Sequence[int], budget: int) -> None:
        self.cells = list(cells)
        self.size = math.isqrt(len(self.cells))
        self.nbrs = nbrs
        self.points = list(points)
        self.budget = budget

    def chain(self, start: int) -> tuple[set[int], set[int]]:
        """The stones of the chain through ``start`` and its liberties."""
        stones, libs = chain_at(self.cells, self.size, start)
        return set(stones), libs

    def play(self, point: int, colour: int) -> list[int] | None:
        """Put a stone of ``colour`` on ``point`` and lift the enemy chains
        left without liberties; the captured points, or None (and no change)
        when the move is suicide."""
        cells = self.cells
        cells[point] = colour
        captured: list[int] = []
        for near in self.nbrs[point]:
            if cells[near] == 3 - colour and near not in captured:
                stones, libs = self.chain(near)
                if not libs:
                    captured.extend(stones)
        for stone in captured:
            cells[stone] = EMPTY
        if not captured and not self.chain(point)[1]:
            cells[point] = EMPTY
            return None
        return captured

    def undo(self, point: int, colour: int, captured: list[int]) -> None:
        """Take back :meth:`play`."""
        self.cells[point] = EMPTY
        for stone in captured:
            self.cells[stone] = 3 - colour

    def spend(self) -> None:
        """Count one node; raise :class:`_OutOfBudget` past the budget."""
        self.budget -= 1
        if self.budget < 0:
            raise _OutOfBudget


def can_capture(
    cells: Sequence[int],
    nbrs: Sequence[Sequence[int]],
    points: Sequence[int],
    targets: Sequence[int],
    attacker: int,
    attacker_first: bool,
    depth: int = 10,
    budget: int = 4000,
) -> bool | None:
    """Can ``attacker`` (1 black, 2 white) capture a chain through one of
    ``targets`` when both sides play only on ``points``?

    ``cells`` is the board (0 empty, 1 black, 2 white) with dead stones
    already lifted, ``nbrs`` its neighbour table. True or False, or None if
    the node budget ran out first.

    >>> from gocount_gui.scoring.colour import neighbour_table
    >>> cells = [0, 1, 2, 0,
    ...          1, 1, 2, 0,
    ...          2, 2, 2, 0,
    ...          0, 0, 0, 0]
    >>> can_capture(cells, neighbour_table(4), [0], [1], attacker=2, attacker_first=True)
    True
    >>> can_capture(cells, neighbour_table(4), [0], [1], attacker=2, attacker_first=False)
    True
    """
    fight = _Fight(cells, nbrs, points, budget)
    try:
        return _attacker_wins(fight, list(targets), attacker, attacker_first, depth, None, False)
    except _OutOfBudget:
        return None


def _attacker_wins(fight: _Fight, targets: list[int], attacker: int, attacker_to_move: bool, depth: int, ko: int | None, passed: bool) -> bool:
    """Minimax: True if the attacker captures a target whatever the
    defender does. ``ko`` is the point the side to move may not retake;
    ``passed`` says the previous move was a pass."""
    if any(fight.cells[t] != 3 - attacker for t in targets):
        return True
    if depth == 0:
        return False
    fight.spend()
    colour = attacker if attacker_to_move else 3 - attacker
    for point in fight.points:
        if fight.cells[point] != EMPTY or point == ko:
            continue
        captured = fight.play(point, colour)
        if captured is None:
            continue
        next_ko = captured[0] if len(captured) == 1 and len(fight.chain(point)[0]) == 1 else None
        wins = _attacker_wins(fight, targets, attacker, not attacker_to_move, depth - 1, next_ko, False)
        fight.undo(point, colour, captured)
        if wins == attacker_to_move:
            return wins
    if passed:
        return False  # two passes in a row: the targets stand
    return _attacker_wins(fight, targets, attacker, not attacker_to_move, depth - 1, None, True)
