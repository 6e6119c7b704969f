"""Dead stones: a suggestion for the final position, and the window's toggles.

:func:`suggest_dead` reads the board as players do at the end of a game:
the obvious by static analysis, every fight that is not obvious by a
bounded local search (:mod:`gocount_gui.scoring.reader`):

1. Chains that Benson's test finds unconditionally alive
   (:func:`gocount_gui.scoring.life.pass_alive`) are never dead.
2. Dead stones found so far are lifted. The empty points and lifted stones
   form *regions*; a region bordered by living stones of one colour only is
   an *eye region* of that colour. Chains of a colour are joined into
   *groups* when they border the same eye region or share a liberty.
3. Each eye region is worth eyes: one point is one eye unless it is a false
   eye (enemy stones on its diagonals), the last liberty of a chain around
   it, or beside a chain whose one other liberty the enemy can take without
   being in atari (the chain is then in atari and the eye is filled to save
   it); two or three points are one eye; four to six points are one eye in
   the killing shapes (square four, pyramid four, bent four in the corner,
   bulky five, crossed five, rabbity six) and two otherwise; seven or more
   points are two eyes; a space walled by a chain in atari is one eye at
   most (taking that chain opens it), and so is one walled by a chain of
   two liberties that the enemy can put in atari from outside (the owner
   fills the space to save it; :mod:`~gocount_gui.scoring.eyespace`): a
   group short of two eyes for that alone is read, never killed by a
   static rule; when the enemy stones in a space are
   in atari, taking them can split it, and a part of two empty points or
   more cut off by the capture is an eye of its own. A group worth two eyes
   is *safe*; the others are *candidates*.
4. **Reading.** Each candidate's *fight* is what it reaches without crossing
   a safe chain: the empty points, lifted stones and the candidate stones
   of both colours there, and the safe chains around it whose every
   liberty lies inside (those can be captured in the fight). The other
   safe chains are walls that cannot be captured. When the fight has at
   most 14 empty points and 80 points in all, the reader searches it, the
   largest candidates first: *dead* when the group is captured even when it
   plays first, *alive* (or *seki*) when it stands even when the enemy plays
   first, *unsettled* or *unknown* (budget) otherwise, which leaves the
   verdict to step 5 and marks it unsure. A group read alive, not in seki,
   becomes a wall for the groups read after it, so the stones inside a
   living group are read against a wall. The reader gives the kos to the
   attacker; when two groups of opposite colours in one fight are both
   read dead that way, one of them lives by a ko, and each is read again
   under the Japanese rules' confirmation rule (either side takes a ko, the
   other retakes only after a pass): a group that then stands whoever plays
   first lives.
5. Groups read dead in a fight enclosed by the enemy (it touches no wall of
   its own colour) are lifted first. Failing that, the static rules judge
   the candidates that reading did not settle (a group read alive is never
   killed and counts as a living wall). A candidate's *room* is everything it
   reaches without crossing a living enemy stone; it *holds its room* when
   seven or more of the room's empty points touch no enemy stone and more
   of them touch it than touch the enemy, and the reader did not leave its
   fight unfinished (holding a room is the static guess that the group can
   make two eyes there, which reading could not confirm). A candidate that does not hold
   its room dies when its room holds no living friend and (a) every enemy
   group walling the room lives; else (b) it could not make two eyes even
   if every enemy candidate were dead; else (c) no living enemy walls it
   and an enemy candidate walling it has more eyes than it and the friends
   in its room together; else (d) it loses the capturing race against every
   enemy candidate walling it; else (e) its room is smaller than the rooms
   of the enemy candidates walling it. Before (e) kills stones inside a
   group whose reading ran out and that has no eye space of its own (fewer
   than two points of its room away from enemy stones: it lives only by
   capturing the stones inside, a race), that group is read again with a
   larger budget (:data:`DEEPER` times :data:`READ_BUDGET`); if it is
   captured even when it plays first, it dies instead and the stones inside
   it live. Rooms with more empty points
   than two fifths of the board are open ground: only rule (a) kills there.
   Failing those, groups read dead whose fight touches a wall of their own
   colour are lifted: they are only as dead as the enemy around them is
   alive, so they wait for everything else.
6. The dead are lifted and the analysis starts again until nothing changes.
7. Two dead groups of opposite colours cannot touch (capturing either
   frees the other): the less sure of the two is given back its life,
   flagged unsure. And a group is dead only in the enemy's area: one whose
   surroundings (the empty points and dead stones it reaches) touch no
   living enemy stone lives again, flagged unsure.

The whole suggestion honours a :class:`~gocount_gui.scoring.reader.Deadline`
(a time bound, one second of processor time when the caller gives none,
and a cancel flag):
groups left unread when it runs out are judged by the static rules and
flagged unsure. Every stone gets a confidence in its suggested status
(0..1) and a reason a player can read; the stones are grouped by verdict,
and a verdict is flagged unsure when its kind's record on games nobody
here had seen is poor, or a wrong call would cost much
(:mod:`~gocount_gui.scoring.verdicts`).

The toggles: :func:`related_stones` is what a click marks (the chains of one
colour joined through the same region, as Sabaki's related chains),
:func:`chain_stones` what a modifier click marks, and :func:`kill_guard`
refuses to mark a group with two eyes or five points of territory.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable

from .board import Position, chain_table
from .colour import Colour, Point, neighbour_table, point_name
from .eyespace import shape_value, split_value, wall_short_of_liberties
from .life import pass_alive_indexes
from .reader import ALIVE, ATTACKER_KOS, DEAD, JAPANESE_KOS, UNSETTLED, Deadline, read_group
from .text import Text, translate
from .verdicts import UNSURE, SuggestedGroup, Suggestion, group_verdicts, reason_kind, shown_confidences

__all__ = ["UNSURE", "Suggestion", "SuggestedGroup", "suggest_dead", "related_stones", "chain_stones", "kill_guard"]

DOUBT = 0.5
"""The most confidence a verdict gets when the reading could not settle it."""

FIRM = 0.75
"""A static verdict at least this sure stands when the reading merely ran
out of its budget (on the dev corpus such verdicts were right on 99% of the
stones); weaker ones are flagged unsure."""

RACE = 0.65
"""The static capturing-race rule's confidence: above :data:`UNSURE`, as
its verdicts were right on every stone of both halves of the dev corpus
(264 stones, 2026-11-25), below :data:`FIRM`, so that one whose reading
ran out of its budget is flagged."""

_MAX_ROUNDS = 40

_AREA_EMPTIES = 14
"""The most empty points the reader plays on when it reads a group."""

_AREA_POINTS = 80
"""The most points (stones and empty) in an area the reader reads."""

READ_BUDGET = 800
"""The positions a reading of one group may search."""

DEEPER = 4
"""A second reading of a group, when its first reading ran out and the
static rules are about to kill the enemy stones inside its fight on the
strength of its life, may search this many times :data:`READ_BUDGET`
positions."""

DEFAULT_SECONDS = 1.0
"""The time bound of a suggestion when the caller gives none: past it the
groups left unread are judged by the static rules alone."""


def suggest_dead(position: Position, rules_key: str | None = None, deadline: Deadline | None = None) -> Suggestion:
    """Suggest the dead stones of a finished game's final position.

    ``rules_key`` names the preset the game is scored under; the analysis is
    the same under every rule set (seki is alive everywhere), so it is only
    accepted for the callers' convenience.

    >>> from gocount_gui.scoring.diagram import parse_diagram
    >>> pos = parse_diagram('''
    ...     . # . # o . .
    ...     # # # # o . .
    ...     . # o # o . o
    ...     # # # # o . .
    ...     o o o o o . .
    ...     . . . . . . .
    ...     . o . . o . .
    ... ''')
    >>> s = suggest_dead(pos)
    >>> sorted(point_name(p) for p in s.dead)
    ['C5']
    >>> s.reasons[(4, 2)]
    'dead: captured even if it plays first (read 0 positions)'
    """
    del rules_key  # the same under every rule set
    board = _Board(position)
    sure = {board.chain_of[i] for i in pass_alive_indexes(board.size, board.cells)}
    dead: set[int] = set()
    verdicts: dict[int, tuple[str, float]] = {}
    together: dict[int, frozenset[int]] = {}  # a dead chain -> the chains killed with it
    open_limit = board.size * board.size * 2 // 5
    reader = _Reader(board, deadline if deadline is not None else Deadline(DEFAULT_SECONDS))
    for _ in range(_MAX_ROUNDS):
        state = _evaluate(board, dead, sure)
        readings = reader.read(state, dead, sure)
        # Enclosed groups first: a group that could still join a safe friend
        # is only as dead as the enemy stones around it are alive.
        kills = {g: verdict for g, (status, verdict, enclosed) in readings.items() if status == DEAD and enclosed}
        if not kills:
            alive = {g for g, (status, _, _) in readings.items() if status == ALIVE}
            # a fight the reader could not finish does not show that the
            # group can make its two eyes where it stands
            unfinished = {g for g, chains in state.groups.items() if any(reader.doubts.get(c, ("", False))[1] for c in chains)}
            kills = _choose_kills(board, state, dead, sure, open_limit, alive, unfinished, reader.read_deeper)
        if not kills:
            kills = {g: verdict for g, (status, verdict, _) in readings.items() if status == DEAD}
        if not kills:
            break
        for group, verdict in kills.items():
            killed = frozenset(state.groups[group])
            for cid in killed:
                dead.add(cid)
                verdicts[cid] = verdict
                together[cid] = killed
    state = _evaluate(board, dead, sure)
    readings = reader.read(state, dead, sure)
    for group, chains in state.groups.items():
        for cid in chains:
            verdicts[cid] = _living_verdict(cid, group, state, sure, readings.get(group))
    for cid, (note, settles) in reader.doubts.items():
        reason, value = verdicts[cid]
        # A fight the reader could not finish leaves a firm verdict of the
        # static rules standing; one it found open (or never read) does not.
        verdicts[cid] = (Text.frame("{reason}; {note}", reason=reason, note=note), value if settles and value >= FIRM else min(value, DOUBT))
    _settle_neighbours(board, dead, verdicts, together)
    _revive_unwalled(board, dead, verdicts, together)
    return _suggestion(board, dead, verdicts)


def _revive_unwalled(board: _Board, dead: set[int], verdicts: dict, together: dict) -> None:
    """A group is dead only inside the enemy's area: one whose surroundings
    (the empty points and dead stones it reaches) touch no living enemy
    stone lies in its own colour's area once the dead are lifted, and is
    given back its life, flagged unsure."""
    for cid in sorted(dead):
        if cid not in dead:
            continue
        chains = together[cid] & dead
        walled = bool(_reach(board, chains, dead, cross_friends=False)[1])
        if not walled:
            for chain in chains:
                dead.discard(chain)
                verdicts[chain] = (translate("Dead", "alive: no living enemy stone borders the area around it"), DOUBT)


def _settle_neighbours(board: _Board, dead: set[int], verdicts: dict, together: dict) -> None:
    """Two dead groups of opposite colours cannot touch: capturing either
    gives the other its liberties. Of two such groups the one whose death
    is the less sure is given back its life, flagged unsure. On a tie the
    smaller one lives: a few stones beside a large dead group are most
    often the stones that won the race against it, not stones it killed;
    when nothing tells them apart, both live."""
    cells, chain_of, nbrs = board.cells, board.chain_of, board.nbrs
    for cid in sorted(dead, key=lambda c: verdicts[c][1]):
        if cid not in dead:
            continue
        rivals = {
            chain_of[near]
            for stone in board.stones[cid]
            for near in nbrs[stone]
            if cells[near] and cells[near] != board.colour[cid] and chain_of[near] in dead
        }
        if not rivals:
            continue
        mine = together[cid] & dead
        theirs = set().union(*(together[r] for r in rivals)) & dead
        size = lambda chains: sum(len(board.stones[c]) for c in chains)  # noqa: E731
        worth = lambda chains: (min(verdicts[c][1] for c in chains), size(chains))  # noqa: E731
        if worth(mine) == worth(theirs):
            revived = mine | theirs  # nothing tells them apart: both stand, unsure
        else:
            revived = mine if worth(mine) < worth(theirs) else theirs
        for chain in revived:
            dead.discard(chain)
            verdicts[chain] = (translate("Dead", "alive: the enemy stones next to it were judged dead as well"), DOUBT)


def chain_stones(position: Position, point: Point) -> frozenset[Point]:
    """The stones a modifier click marks: the one chain through ``point``
    (empty if the point is empty).

    >>> from gocount_gui.scoring.diagram import parse_diagram
    >>> sorted(chain_stones(parse_diagram('''
    ...     # . #
    ...     # . .
    ...     . . .
    ... '''), (2, 0)))
    [(1, 0), (2, 0)]
    """
    return position.chain(point)


def related_stones(position: Position, point: Point, dead: Iterable[Point] = frozenset()) -> frozenset[Point]:
    """The stones a click on ``point`` marks dead (or alive) together: the
    chains of its colour reached from it without crossing a living enemy
    stone, as Sabaki's related chains and GoGui's regions. Enemy stones in
    ``dead`` are crossed like empty points. Empty if the point is empty.

    >>> from gocount_gui.scoring.diagram import parse_diagram
    >>> pos = parse_diagram('''
    ...     # # # # #
    ...     # o . o #
    ...     # . . . #
    ...     # # # # #
    ...     . . . . .
    ... ''')
    >>> sorted(related_stones(pos, (3, 1)))
    [(3, 1), (3, 3)]
    """
    colour = position.get(point)
    if colour is None:
        return frozenset()
    size = position.size
    cells = position.cells
    nbrs = neighbour_table(size)
    passable = {r * size + c for r, c in dead}
    enemy = colour.opponent.value
    start = point[0] * size + point[1]
    seen = {start}
    stack = [start]
    while stack:
        here = stack.pop()
        for near in nbrs[here]:
            if near in seen or (cells[near] == enemy and near not in passable):
                continue
            seen.add(near)
            stack.append(near)
    return frozenset(divmod(i, size) for i in seen if cells[i] == colour.value)


def kill_guard(position: Position, stones: Iterable[Point], dead: Iterable[Point] = frozenset(), *, force: bool = False) -> str | None:
    """Why marking ``stones`` dead should be refused, or None to allow it.

    With the ``dead`` stones lifted, the group the stones belong to (its
    chains joined through its own eye regions) is refused when it owns two
    or more real eyes or five or more points of territory, the empty
    regions bordered by its colour alone. ``force`` allows anything.

    >>> from gocount_gui.scoring.diagram import parse_diagram
    >>> pos = parse_diagram('''
    ...     . # . # o
    ...     # # # # o
    ...     o o o o o
    ...     . . . . .
    ...     . . . . .
    ... ''')
    >>> kill_guard(pos, [(4, 1)])
    'the black group at B5 has 2 eyes (A5, C5): mark it dead only if you are sure'
    >>> kill_guard(pos, [(4, 1)], force=True) is None
    True
    """
    stones = [p for p in stones if position.get(p) is not None]
    if force or not stones:
        return None
    board = _Board(position)
    size = board.size
    lifted = {board.chain_of[r * size + c] for r, c in dead if position.get((r, c)) is not None}
    colour = board.colour[board.chain_of[stones[0][0] * size + stones[0][1]]]
    state = _evaluate(board, lifted - {board.chain_of[r * size + c] for r, c in stones}, set())
    groups = {state.uf.find(board.chain_of[r * size + c]) for r, c in stones}
    eyes: list[int] = []
    territory = 0
    for region in state.eye_regions:
        if region.mask != colour or not region.border:
            continue
        if state.uf.find(next(iter(region.border))) not in groups:
            continue
        territory += sum(1 for p in region.points if not board.cells[p] or board.chain_of[p] in lifted)
        if len(region.points) > 1 or not _false_eye(board, region.points[0], colour, lifted):
            eyes.append(min(region.points))
    if colour == 1:
        name = translate("Dead", "the black group at {point}").format(point=point_name(min(stones)))
    else:
        name = translate("Dead", "the white group at {point}").format(point=point_name(min(stones)))
    if len(eyes) >= 2:
        where = ", ".join(point_name(divmod(i, size)) for i in sorted(eyes)[:4])
        return translate("Dead", "{group} has {eyes} eyes ({where}): mark it dead only if you are sure").format(
            group=name, eyes=len(eyes), where=where)
    if territory >= 5:
        return translate("Dead", "{group} surrounds {points} points of territory: mark it dead only if you are sure").format(
            group=name, points=territory)
    return None


# ---- the board, regions and groups ---------------------------------------------


class _Board:
    """Chains of a position with their colours and liberties, by index."""

    def __init__(self, position: Position) -> None:
        size = position.size
        self.size = size
        self.cells = cells = position.cells
        self.nbrs = nbrs = neighbour_table(size)
        self.diagonals = _diagonal_table(size)
        self.chain_of, self.stones, self.libs = chain_table(size, cells, nbrs)
        self.colour = [cells[stones[0]] for stones in self.stones]

    def living(self, index: int, dead: set[int]) -> bool:
        """True if a stone that is not lifted stands on ``index``."""
        return bool(self.cells[index]) and self.chain_of[index] not in dead


@lru_cache(maxsize=None)
def _diagonal_table(size: int) -> tuple[tuple[int, ...], ...]:
    """For each index, the indexes of its diagonal neighbours."""
    table = []
    for row in range(size):
        for col in range(size):
            table.append(tuple(
                r * size + c
                for r, c in ((row - 1, col - 1), (row - 1, col + 1), (row + 1, col - 1), (row + 1, col + 1))
                if 0 <= r < size and 0 <= c < size
            ))
    return tuple(table)


class _Region:
    """Connected empty points and lifted stones, with the living chains
    around them and the mask of their colours (1 black, 2 white, 3 both)."""

    __slots__ = ("points", "border", "mask")

    def __init__(self, points: list[int], border: set[int], mask: int) -> None:
        self.points = points
        self.border = border
        self.mask = mask


class _UnionFind:
    def __init__(self, count: int) -> None:
        self.parent = list(range(count))

    def find(self, item: int) -> int:
        parent = self.parent
        while parent[item] != item:
            parent[item] = parent[parent[item]]
            item = parent[item]
        return item

    def union(self, a: int, b: int) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[rb] = ra


@dataclass
class _State:
    """The board read once with a set of dead chains lifted.

    groups maps a group's id (its union-find root) to its living chains;
    eyes is each group's eye value; candidates are the groups worth less
    than two eyes that Benson's test did not prove alive; of them, the
    groups for the reader alone would be worth two eyes but for a wall
    chain the enemy can put in atari from outside: only a reading kills
    them, never a static rule.
    """

    uf: _UnionFind
    eye_regions: list[_Region]
    groups: dict[int, list[int]]
    eyes: dict[int, int]
    candidates: set[int]
    for_the_reader: set[int]


def _regions(board: _Board, dead: set[int]) -> list[_Region]:
    """The regions of empty points and lifted stones."""
    cells, chain_of, nbrs = board.cells, board.chain_of, board.nbrs
    seen = [False] * len(cells)
    regions = []
    for start in range(len(cells)):
        if seen[start] or board.living(start, dead):
            continue
        seen[start] = True
        points = [start]
        border: set[int] = set()
        mask = 0
        for here in points:  # the list grows while it is walked
            for near in nbrs[here]:
                if seen[near]:
                    continue
                value = cells[near]
                if value and chain_of[near] not in dead:
                    border.add(chain_of[near])
                    mask |= value
                else:
                    seen[near] = True
                    points.append(near)
        regions.append(_Region(points, border, mask))
    return regions


def _evaluate(board: _Board, dead: set[int], sure: set[int]) -> _State:
    """Groups, their eye values and the candidates, with ``dead`` lifted."""
    count = len(board.stones)
    uf = _UnionFind(count)
    eye_regions = [r for r in _regions(board, dead) if r.mask in (1, 2)]
    for region in eye_regions:
        first, *others = region.border
        for other in others:
            uf.union(first, other)
    chain_of, colour = board.chain_of, board.colour
    for cid in range(count):
        if cid in dead:
            continue
        for lib in board.libs[cid]:
            for near in board.nbrs[lib]:
                other = chain_of[near]
                if other > cid and other not in dead and colour[other] == colour[cid]:
                    uf.union(cid, other)
    groups: dict[int, list[int]] = {}
    for cid in range(count):
        if cid not in dead:
            groups.setdefault(uf.find(cid), []).append(cid)
    eyes = dict.fromkeys(groups, 0)
    plain = dict.fromkeys(groups, 0)  # the eyes before the walls short of liberties
    for region in eye_regions:
        owner = uf.find(next(iter(region.border)))
        value = _eye_value(board, region, dead)
        plain[owner] += value
        if value == 2 and _wall_in_atari_from_outside(board, region, dead):
            value = 1
        eyes[owner] += value
    candidates = {g for g, chains in groups.items() if eyes[g] < 2 and not any(c in sure for c in chains)}
    return _State(uf, eye_regions, groups, eyes, candidates, {g for g in candidates if plain[g] >= 2})


def _eye_value(board: _Board, region: _Region, dead: set[int]) -> int:
    """How many eyes an eye region is worth to its owner: 0, 1 or 2."""
    count = len(region.points)
    if count == 1:
        point = region.points[0]
        return 0 if _false_eye(board, point, region.mask, dead) or _eye_in_atari(board, point, dead) or _eye_short_of_liberties(board, point, dead) else 1
    if count >= 7:
        value = 2
    else:
        space = _space_after_capture(board, region, dead)
        value = split_value(board.cells, board.nbrs, space) if len(region.points) - len(space) == 1 else shape_value(space, board.nbrs)
    if value == 2 and any(len(_open_liberties(board, cid, dead)) == 1 for cid in region.border):
        return 1  # a chain around it is in atari: its capture opens the space
    return value


def _wall_in_atari_from_outside(board: _Board, region: _Region, dead: set[int]) -> bool:
    """True if the enemy can put a chain walling an eye space in atari from
    outside (:func:`~gocount_gui.scoring.eyespace.wall_short_of_liberties`):
    filling the space saves it, so the space is one eye at most."""
    return wall_short_of_liberties(
        board.cells, board.nbrs, region.points,
        [(board.colour[cid], _open_liberties(board, cid, dead)) for cid in region.border],
        lambda p: _open_liberties(board, board.chain_of[p], dead) if board.living(p, dead) else None,
    )


def _space_after_capture(board: _Board, region: _Region, dead: set[int]) -> list[int]:
    """The eye space left once the owner captures the lifted stones in a
    small region: the owner must first fill the empty points next to them,
    so only the stones' points and the empty points away from them remain."""
    cells, nbrs = board.cells, board.nbrs
    stones = {p for p in region.points if cells[p]}
    if not stones:
        return region.points
    space = [p for p in region.points if p in stones or not any(n in stones for n in nbrs[p])]
    return space


def _false_eye(board: _Board, point: int, colour: int, dead: set[int]) -> bool:
    """True if living enemy stones hold enough diagonals of a one-point eye
    to make it false: two in the middle of the board, one on the edge."""
    enemy = 3 - colour
    diagonals = board.diagonals[point]
    held = sum(1 for d in diagonals if board.cells[d] == enemy and board.chain_of[d] not in dead)
    return held >= (2 if len(diagonals) == 4 else 1)


def _eye_in_atari(board: _Board, point: int, dead: set[int]) -> bool:
    """True if a one-point eye is the last liberty of a chain around it: the
    enemy captures that chain by playing in the eye (a ko at best)."""
    chains = {board.chain_of[n] for n in board.nbrs[point] if board.living(n, dead)}
    return any(_open_liberties(board, cid, dead) == {point} for cid in chains)


def _eye_short_of_liberties(board: _Board, point: int, dead: set[int]) -> bool:
    """True if a chain around a one-point eye has one liberty besides the
    eye, and an enemy stone there would not be in atari itself: the enemy
    plays it, the chain is in atari, and the eye is filled to save it."""
    cells, chain_of, nbrs = board.cells, board.chain_of, board.nbrs
    chains = {chain_of[n] for n in nbrs[point] if board.living(n, dead)}
    for cid in chains:
        libs = _open_liberties(board, cid, dead)
        if len(libs) != 2:
            continue
        (other,) = libs - {point}
        if cells[other]:
            continue  # a lifted stone's point: taking it back is no threat
        room = {n for n in nbrs[other] if not cells[n]}
        for near in nbrs[other]:
            if board.living(near, dead) and cells[near] != board.colour[cid]:
                room |= _open_liberties(board, chain_of[near], dead)
        room.discard(other)
        if len(room) >= 2:
            return True
    return False


# ---- reading -----------------------------------------------------------------------


class _Reader:
    """Reads the candidate groups whose fight is small enough, once per
    fight (the area's cells and the target), within one deadline."""

    def __init__(self, board: _Board, deadline: Deadline) -> None:
        self.board = board
        self.deadline = deadline
        self.cache: dict[tuple, object] = {}
        self.doubts: dict[int, tuple[str, bool]] = {}  # chain -> why its reading settled nothing, and whether a firm static verdict may stand
        self.fights: dict[int, tuple[list[int], set[int], int]] = {}  # group -> its last fight: area, walls, target
        self.cells: list[int] = []  # the board the last fights were read on

    def read(self, state: _State, dead: set[int], sure: set[int]) -> dict[int, tuple[str, tuple[str, float], bool]]:
        """For each candidate group read to an answer: its status, the
        verdict (reason, confidence) to give it, and whether its area is
        enclosed (touches no stone of its own colour that cannot be captured)."""
        board = self.board
        cells = [0 if v and board.chain_of[i] in dead else v for i, v in enumerate(board.cells)]
        safe = set(sure)
        for group, chains in state.groups.items():
            if group not in state.candidates:
                safe.update(chains)
        found: dict[int, tuple[str, tuple[str, float], bool]] = {}
        fights: dict[int, tuple[list[int], set[int], int]] = {}
        # The largest groups first: one that lives walls in the stones inside it.
        order = sorted(state.candidates, key=lambda g: -sum(len(board.stones[c]) for c in state.groups[g]))
        for group in order:
            chains = state.groups[group]
            if self.deadline.expired():
                self._doubt(chains, translate("Dead", "not read: the time bound ran out"))
                continue
            fight = self._area(cells, chains, safe, sure, dead)
            if fight is None:
                continue
            area, anchored = fight
            target = max(chains, key=lambda c: len(board.stones[c]))
            fights[group] = (area, anchored, target)
            reading = self._read(cells, area, anchored, target, ATTACKER_KOS)
            enclosed = self._enclosed(target, anchored)
            for cid in chains:
                self.doubts.pop(cid, None)
            if reading.status == DEAD:
                found[group] = (DEAD, _read_dead(reading.nodes), enclosed)
            elif reading.status == ALIVE:
                if reading.seki:
                    shared = sum(
                        1 for p in area if not cells[p]
                        and {cells[n] for n in board.nbrs[p]} >= {1, 2}
                    )
                    verdict = (translate("Dead", "seki: %n shared liberties neither side can fill", None, 0).plural(
                        shared, one="seki: %n shared liberty neither side can fill"), 0.8)
                else:
                    verdict = (translate("Dead", "alive: cannot be captured even if the enemy plays first"), 0.85)
                found[group] = (ALIVE, verdict, enclosed)
                if not reading.seki:  # a group in seki is no wall: its liberties are shared
                    safe.update(chains)
            elif reading.status == UNSETTLED:
                self._doubt(chains, translate("Dead", "unsettled: whoever plays first decides it"))
            else:
                self._doubt(chains, translate("Dead", "the reading ran out of its budget (%n positions)", None, 0).plural(reading.nodes), settles=True)
        self._settle_kos(cells, state, found, fights)
        self.fights, self.cells = fights, cells
        return found

    def _enclosed(self, target: int, anchored: set[int]) -> bool:
        """True if a fight touches no wall of the target's colour."""
        colour = self.board.colour[target]
        return not any(self.board.colour[cid] == colour for cid in anchored)

    def read_deeper(self, groups: dict[int, list[int]]) -> dict[int, tuple[str, float]]:
        """Read the fights of ``groups`` (each with its chains; read this
        round, the reading ran out) again with :data:`DEEPER` times the
        budget, the group with the fewest stones first (the cheapest to
        capture), until one is found captured even if it plays first, in a
        fight enclosed by the enemy: its verdict."""
        board = self.board
        found: dict[int, tuple[str, float]] = {}
        order = sorted((g for g in groups if g in self.fights), key=lambda g: (len(board.stones[self.fights[g][2]]), g))
        for group in order:
            if found or self.deadline.expired():
                break
            area, anchored, target = self.fights[group]
            if not self._enclosed(target, anchored):
                continue  # it can still join a friend: no sure death
            reading = self._read(self.cells, area, anchored, target, ATTACKER_KOS, DEEPER * READ_BUDGET)
            if reading.status == DEAD:
                found[group] = _read_dead(reading.nodes)
                for cid in groups[group]:
                    self.doubts.pop(cid, None)  # this reading settled it
        return found

    def _read(self, cells: list[int], area: list[int], anchored: set[int], target: int, ko_rule: str, budget: int = READ_BUDGET):
        board = self.board
        anchor = board.stones[target][0]
        key = (anchor, tuple(area), bytes(cells[p] for p in area), frozenset(anchored), ko_rule, budget)
        if key not in self.cache:
            stones = {s for cid in anchored for s in board.stones[cid]}
            self.cache[key] = read_group(cells, board.nbrs, area, stones, anchor, budget, deadline=self.deadline, ko_rule=ko_rule)
        return self.cache[key]

    def _settle_kos(self, cells: list[int], state: _State, found: dict, fights: dict) -> None:
        """Two groups of opposite colours in one fight both read dead were
        each read with the kos in the other's hands: one of them lives by a
        ko. Each is read again under the Japanese rules' confirmation rule
        (either side may take a ko, the other retakes only after a pass):
        a group that then stands whoever plays first takes the ko and
        settles it, and lives; one that still dies stays dead; one whose
        fate hangs on who plays first stays dead but is flagged unsure."""
        board = self.board
        dead_groups = [g for g, (status, _, _) in found.items() if status == DEAD]
        for group in dead_groups:
            area, anchored, target = fights[group]
            inside = set(area)
            colour = board.colour[target]
            rivals = [
                g for g in dead_groups
                if board.colour[state.groups[g][0]] != colour
                and any(s in inside for c in state.groups[g] for s in board.stones[c])
            ]
            if not rivals:
                continue
            reading = self._read(cells, area, anchored, target, JAPANESE_KOS)
            if reading.status == ALIVE:
                found[group] = (ALIVE, (translate("Dead", "alive: it takes the ko first and settles it"), 0.7), False)
            elif reading.status == UNSETTLED:
                self._doubt(state.groups[group], translate("Dead", "unless it wins a ko"))

    def _doubt(self, chains: list[int], note: str, settles: bool = False) -> None:
        for cid in chains:
            self.doubts[cid] = (note, settles)

    def _area(self, cells: list[int], chains: list[int], safe: set[int], sure: set[int], dead: set[int]) -> tuple[list[int], set[int]] | None:
        """The fight of a group: the points it reaches without crossing a
        safe chain, with the safe chains around them that have every
        liberty there (they can be captured in the fight), and the safe
        chains that cannot (Benson-alive, or a liberty outside). None when
        the fight is too large to read."""
        board = self.board
        nbrs, chain_of = board.nbrs, board.chain_of
        seen = {s for cid in chains for s in board.stones[cid]}
        stack = list(seen)
        empties = 0
        walls: set[int] = set()
        while stack:
            here = stack.pop()
            for near in nbrs[here]:
                if near in seen:
                    continue
                if cells[near] and chain_of[near] in safe:
                    walls.add(chain_of[near])
                    continue
                seen.add(near)
                if not cells[near]:
                    empties += 1
                    if empties > _AREA_EMPTIES:
                        return None
                stack.append(near)
        anchored = set()
        for cid in walls:
            if cid in sure or not _open_liberties(board, cid, dead) <= seen:
                anchored.add(cid)
            else:  # a wall with every liberty in the fight can be captured there
                seen.update(board.stones[cid])
        if len(seen) > _AREA_POINTS:
            return None
        return sorted(seen), anchored


def _read_dead(nodes: int) -> tuple[str, float]:
    """The verdict of a group the reader found captured even if it plays first."""
    return translate("Dead", "dead: captured even if it plays first (read %n positions)", None, 0).plural(
        nodes, one="dead: captured even if it plays first (read %n position)"), 0.9


def _open_liberties(board: _Board, cid: int, dead: set[int]) -> set[int]:
    """A chain's liberties, counting the points of lifted enemy stones next
    to it: those stones are captured whenever the chain needs the room."""
    cells, chain_of, nbrs = board.cells, board.chain_of, board.nbrs
    lifted = {near for s in board.stones[cid] for near in nbrs[s] if cells[near] and chain_of[near] in dead}
    return board.libs[cid] | lifted


# ---- who dies ------------------------------------------------------------------


@dataclass
class _Room:
    """What a candidate group reaches without crossing a living enemy stone:
    its size, its empty points, the enemy groups walling it and the other
    groups of its own colour inside it; of its empty points, how many touch
    the group (own_edge), touch an enemy stone (wall_edge) or do not (inner)."""

    size: int
    empties: int
    walls: set[int]
    friends: set[int]
    own_edge: int = 0
    wall_edge: int = 0
    inner: int = 0


def _reach(board: _Board, chains, dead: set[int], cross_friends: bool) -> tuple[set[int], set[int], set[int]]:
    """What the ``chains`` (of one colour) reach through empty points and
    lifted stones, and through their living friends when ``cross_friends``:
    the points reached, and the living enemy and friendly chains met."""
    cells, chain_of, nbrs = board.cells, board.chain_of, board.nbrs
    colour = board.colour[next(iter(chains))]
    seen = {s for cid in chains for s in board.stones[cid]}
    stack = list(seen)
    enemies: set[int] = set()
    friends: set[int] = set()
    while stack:
        here = stack.pop()
        for near in nbrs[here]:
            if near in seen:
                continue
            value = cells[near]
            if value and chain_of[near] not in dead:
                if value != colour:
                    enemies.add(chain_of[near])
                    continue
                friends.add(chain_of[near])
                if not cross_friends:
                    continue
            seen.add(near)
            stack.append(near)
    return seen, enemies, friends


def _room(board: _Board, state: _State, group: int, dead: set[int]) -> _Room:
    cells, chain_of, nbrs = board.cells, board.chain_of, board.nbrs
    chains = state.groups[group]
    colour = board.colour[chains[0]]
    seen, enemies, friendly = _reach(board, chains, dead, cross_friends=True)
    walls = {state.uf.find(c) for c in enemies}
    friends = {state.uf.find(c) for c in friendly} - {group}
    empty = [p for p in seen if not cells[p] or chain_of[p] in dead]
    own_edge = wall_edge = inner = 0
    for point in empty:
        near = [n for n in nbrs[point] if cells[n] and chain_of[n] not in dead]
        if any(cells[n] != colour for n in near):
            wall_edge += 1
        else:
            inner += 1
        if any(state.uf.find(chain_of[n]) == group for n in near):
            own_edge += 1
    return _Room(len(seen), len(empty), walls, friends, own_edge, wall_edge, inner)


def _choose_kills(board: _Board, state: _State, dead: set[int], sure: set[int], open_limit: int, alive: set[int], unfinished: set[int] = frozenset(), deeper=None) -> dict[int, tuple[str, float]]:
    """The candidate groups to lift this round, each with its reason and
    confidence; the first of rules (a) to (e) that kills anything wins.
    Candidates that hold their room count as living walls, unless the
    reader could not finish their fight: holding a room is the static guess
    that the group can make two eyes there, which reading did not confirm.
    Before rule (e) kills stones inside a larger group whose reading ran
    out, ``deeper`` (groups -> the verdicts of those read dead) reads that
    group again with a larger budget: when it is dead, it is lifted
    instead (the stones inside it won the race)."""
    candidates = state.candidates - alive - state.for_the_reader
    rooms = {g: _room(board, state, g, dead) for g in candidates}
    weak = {g for g in candidates if not _holds_room(rooms[g]) or g in unfinished}
    enclosed = {g for g in weak if rooms[g].friends <= weak}

    walled = {g for g in enclosed if rooms[g].walls and not rooms[g].walls & weak}
    if walled:
        return {g: (translate("Dead", "no two eyes, walled in by living stones"), _room_confidence(rooms[g], open_limit)) for g in walled}

    closed = {g for g in enclosed if rooms[g].empties <= open_limit}
    hopeless = _hopeless(board, state, closed, dead, sure, weak)
    hopeless = {g for g in hopeless if rooms[g].walls - weak}
    if hopeless:
        return {g: (translate("Dead", "cannot make two eyes even if the enemy around it dies"), 0.75) for g in hopeless}

    encircled = {
        g for g in closed
        if rooms[g].walls and rooms[g].walls <= weak and _outnumbered(state, g, rooms[g])
    }
    if encircled:
        return {g: (translate("Dead", "encircled by enemy groups that join once it is captured"), 0.65) for g in encircled}

    losing = {
        g for g in closed
        if rooms[g].walls - weak and _loses_races(board, state, g, rooms[g].walls & weak)
    }
    if losing:
        return {g: (translate("Dead", "loses the capturing race against the enemy around it"), RACE) for g in losing}

    inner = {
        g for g in closed
        if all(w not in weak or rooms[w].size > rooms[g].size for w in rooms[g].walls)
    }
    if inner and deeper is not None:
        # a group with no eye space of its own (fewer than two points of its
        # room away from enemy stones) lives only by capturing the stones
        # inside it: a race, which its reading did not finish
        doubted = {w for g in inner for w in rooms[g].walls if w in unfinished and w in rooms and rooms[w].inner < 2}
        found = deeper({w: state.groups[w] for w in doubted}) if doubted else {}
        if found:
            return found
    return {g: (translate("Dead", "lies inside the eye space of a larger enemy group"), 0.6) for g in inner}


def _holds_room(room: _Room) -> bool:
    """True if the group, not the wall, surrounds its room: more of the
    room's empty points touch the group than touch the wall, and seven or
    more touch no enemy stone (an eye space it can close off for two eyes)."""
    return room.inner >= 7 and room.own_edge > room.wall_edge


def _loses_races(board: _Board, state: _State, group: int, rivals: set[int]) -> bool:
    """True if ``group`` loses to every candidate ``rivals`` walling it: the
    rival has more eyes, or as many eyes and more liberties."""
    if not rivals:
        return False
    eyes, libs = state.eyes[group], _liberties(board, state.groups[group])
    for rival in rivals:
        theirs = state.eyes[rival]
        if theirs < eyes or (theirs == eyes and _liberties(board, state.groups[rival]) <= libs):
            return False
    return True


def _outnumbered(state: _State, group: int, room: _Room) -> bool:
    """True if an enemy group walling ``group`` (none of them alive) has
    more eyes than the group and the friends in its room together: one eye
    beats no eye in a capturing race, and capturing the group joins the
    enemy groups around it."""
    eyes = sum(state.eyes[g] for g in (group, *room.friends))
    return max(state.eyes[g] for g in room.walls) > eyes


def _liberties(board: _Board, chains: list[int]) -> int:
    """How many liberties the chains have together."""
    return len(set().union(*(board.libs[c] for c in chains)))


def _room_confidence(room: _Room, open_limit: int) -> float:
    """Surrounded groups are surely dead in a small room, less so in open ground."""
    return 0.95 if room.empties <= open_limit else 0.6


def _hopeless(board: _Board, state: _State, closed: set[int], dead: set[int], sure: set[int], weak: set[int]) -> set[int]:
    """The groups of ``closed`` that stay candidates when every enemy
    group of ``weak`` (the candidates that do not hold their room) is
    lifted as well."""
    found: set[int] = set()
    for colour in (1, 2):
        mine = {g for g in closed if board.colour[state.groups[g][0]] == colour}
        if not mine:
            continue
        enemy = {c for g in weak for c in state.groups[g] if board.colour[c] != colour}
        if not enemy:
            continue
        optimistic = _evaluate(board, dead | enemy, sure)
        still = {c for g in optimistic.candidates for c in optimistic.groups[g]}
        found.update(g for g in mine if state.groups[g][0] in still)
    return found


def _living_verdict(cid: int, group: int, state: _State, sure: set[int], reading) -> tuple[str, float]:
    """Why a chain left on the board lives, and how sure that is."""
    if cid in sure:
        return translate("Dead", "unconditionally alive (Benson)"), 1.0
    if reading is not None and reading[0] == ALIVE:
        return reading[1]
    if group not in state.candidates or group in state.for_the_reader:
        return translate("Dead", "two eyes or more"), 0.9
    return translate("Dead", "not settled: fewer than two eyes, but not surrounded"), 0.4


def _suggestion(board: _Board, dead: set[int], verdicts: dict[int, tuple[str, float]]) -> Suggestion:
    """The suggestion's value: the dead stones, and every group's verdict
    with the confidence it is shown with (:func:`shown_confidences`)."""
    size = board.size
    found = group_verdicts(board.cells, board.nbrs, board.chain_of, board.stones, dead, verdicts)
    group_of = {cid: number for number, (chains, _, _) in enumerate(found) for cid in chains}
    kinds = [reason_kind(verdicts[chains[0]][0]) for chains, _, _ in found]
    shown = shown_confidences([
        (kind, verdicts[chains[0]][1], stake, {group_of[c] for c in met})
        for kind, (chains, stake, met) in zip(kinds, found)
    ])
    confidence: dict[Point, float] = {}
    reasons: dict[Point, str] = {}
    groups = []
    for (chains, stake, _), kind, (value, doubt) in zip(found, kinds, shown):
        reason = verdicts[chains[0]][0]
        points = frozenset(divmod(i, size) for cid in chains for i in board.stones[cid])
        colour = Colour.BLACK if board.colour[chains[0]] == 1 else Colour.WHITE
        groups.append(SuggestedGroup(points, colour, chains[0] in dead, reason, value, kind, stake, doubt))
        for point in points:
            confidence[point] = value
            reasons[point] = reason
    groups.sort(key=lambda g: (-len(g.points), min(g.points)))
    points = frozenset(divmod(i, size) for cid in dead for i in board.stones[cid])
    return Suggestion(points, confidence, reasons, tuple(groups))
