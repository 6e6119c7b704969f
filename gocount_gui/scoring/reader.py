"""Reading a local fight: can a group be captured, and does it matter who moves first?

:func:`read_group` answers for one group the questions a player asks at the
end of a game: can the attacker capture it when its owner moves first (then
it is dead), and can the attacker capture it when the attacker moves first
(if not, it lives, in seki or with eyes)? The board outside the fight is
fixed: both sides play only on the empty points of the fight's *area*
(the group, the points it reaches and the stones it meets short of the safe
stones around it) or pass.

The search is a depth-first proof-number search (Nagai's df-pn, as in
life-and-death solvers): each position carries a proof number (how many
positions still to settle before the target is shown captured) and a
disproof number (before it is shown to stand), and the search always
extends the position where a proof or a disproof is cheapest, so that a
first move that fails costs only what it takes to see it fail. A position
not searched yet starts with numbers that know a little Go, as life-and-death
solvers give them: the target's liberties, and the eyes among them, make a
capture dearer, and each eye short of two makes life dearer. With:

* a table of those numbers on the area's cells, the side to move, the ko
  ban and the stones captured outside the area, shared by both questions;
  a position met again on the current line counts as standing (the
  attacker made no progress);
* cheap move ordering: a capture of the target first, then the target's
  liberties (fewest liberties after the move first for the attacker, most
  for the defender), captures of chains in atari, then the rest; passing
  last; among moves with the same numbers the first in this order is tried
  (a pass starts at one and one, so the defender tries it early: it shows
  what the attacker threatens); what each move captures, and the
  target's liberties after it, are read off the position's chains and
  liberties, found once per position, rather than played out;
* an attacker's win when it captures the target, unless the defender then
  takes back more than it lost: one of the attacker's chains with more
  stones is in atari, or has at most one liberty besides the points just
  emptied and a short reading (:data:`RECAPTURE_BUDGET` positions, the
  defender first; more when few empty points are left, where the reading
  can go to the end: :data:`SMALL_SPACE`) captures it. The capture must
  leave the killer alive, as in a seki where the approach costs the
  approacher its own group, short of liberties;
* a defender's win as soon as the target joins a safe stone of its colour,
  or its chains are unconditionally alive inside the area (Benson's test
  on the area: closed regions every one of whose empty points the chain
  touches), or the attacker has no move that helps: the attacker never
  passes (the defender would pass back), the defender may;
* a ko rule that favours the attacker, as players count at the end of a
  game: the attacker may take a ko, the defender may not (the attacker has
  the threats, as in the Japanese rule for bent four in the corner); or,
  asked for, the Japanese rules' confirmation rule: either side may take a
  ko and the other may retake it only after passing (the attacker then
  passes only to lift such a ban);
* a node budget, which pays for the readings of recaptures too, and a
  :class:`Deadline`: when either runs out the answer is "unknown", never a
  guess.
"""

from __future__ import annotations

import operator
import time
from dataclasses import dataclass
from typing import Callable, Sequence

from .colour import EMPTY

DEAD = "dead"
ALIVE = "alive"
UNSETTLED = "unsettled"
UNKNOWN = "unknown"

ATTACKER_KOS = "attacker"
"""Only the attacker may take a ko (it has the threats, as for bent four in
the corner at the end of a game)."""

JAPANESE_KOS = "japanese"
"""Either side may take a ko; the other may retake it only after passing
once (the Japanese rules' confirmation of life and death, 1989)."""

RECAPTURE_BUDGET = 40
"""The positions a reading of the defender's recapture may search; when it
runs out, the capture stands."""

SMALL_SPACE = 6
"""A reading of a recapture when the area has at most this many empty
points left may search :data:`SMALL_RECAPTURE_BUDGET` positions: so few
points are read to the end cheaply, and there the defender's recapture
(the approach that costs the approacher its own group, as in a seki) is
found; in larger spaces the capture nearly always stands (on half a of
the dev corpus, no reading in eight empty points or more that needed more
than the plain budget found a recapture)."""

SMALL_RECAPTURE_BUDGET = 200
"""The positions a reading of a recapture may search in a small space
(:data:`SMALL_SPACE`)."""

BIG_CAPTURE = 7
"""A defender's move that captures this many stones saves it: the space
left is two eyes (as the static eye values count seven points)."""


class Deadline:
    """A time bound and a cancel flag for a whole suggestion.

    ``seconds`` None means no time bound; ``cancelled`` is asked now and
    then and stops the reading when it answers True. The time is the
    processor time of the thread that reads, from its first question on:
    a machine busy with other work waits longer for the same suggestion
    instead of getting a shallower one (Cancel stops it at any time).
    """

    def __init__(self, seconds: float | None = None, cancelled: Callable[[], bool] | None = None) -> None:
        self.seconds = seconds
        self.end: float | None = None
        self.cancelled = cancelled
        self.hit = False

    def expired(self) -> bool:
        """True once the time is up or the caller cancelled (and from then on)."""
        if not self.hit:
            now = time.thread_time()
            if self.end is None and self.seconds is not None:
                self.end = now + self.seconds
            if self.end is not None and now >= self.end:
                self.hit = True
            elif self.cancelled is not None and self.cancelled():
                self.hit = True
        return self.hit


_ANCHOR = -1
"""The liberty a chain joined to a safe stone is given: it is never captured."""


class _Stop(Exception):
    """The node budget or the deadline ran out."""


@dataclass(frozen=True)
class Reading:
    """What the search found for one group.

    status: DEAD (captured even when its owner moves first), ALIVE (stands
        even when the attacker moves first), UNSETTLED (whoever moves first
        wins) or UNKNOWN (the budget ran out).
    seki: ALIVE without an eye of its own that Benson's test sees: it
        stood because neither side could make progress.
    nodes: the positions searched.
    """

    status: str
    seki: bool = False
    nodes: int = 0


class _Fight:
    """A mutable board for one fight."""

    def __init__(self, cells: Sequence[int], nbrs, area: Sequence[int], safe: set[int], target: int, attacker: int, budget: int, deadline: Deadline | None, ko_rule: str = ATTACKER_KOS, recaptures: bool = True) -> None:
        self.cells = list(cells)
        # the readings of recaptures, one per attacker chain (by a stone),
        # their tables kept from one capture to the next; None in such a reading
        self.recaptures: dict[int, _Fight] | None = {} if recaptures else None
        self.ko_rule = ko_rule
        self.nbrs = nbrs
        self.area = sorted(area)
        self.in_area = set(self.area)
        self.snapshot = operator.itemgetter(*self.area, self.area[0])  # a tuple even for one point
        self.safe = safe
        self.target = target
        self.attacker = attacker
        self.defender = 3 - attacker
        self.budget = budget
        self.nodes = 0
        self.deadline = deadline
        self.numbers: dict[tuple, tuple[int, int]] = {}  # proof and disproof numbers
        self.kids: dict[tuple, list[tuple]] = {}
        self.outside = 0  # stones captured outside the area (they stay empty)

    # ---- the board ----------------------------------------------------------

    def chain(self, start: int) -> tuple[list[int], set[int]]:
        """The chain through ``start`` inside the fight and its liberties. A
        chain that touches a safe stone of its colour is part of that stone's
        chain, which cannot be captured: its liberties hold :data:`_ANCHOR`."""
        return self._flood(start, {start: 0}, 0)

    def _flood(self, start: int, chain_of: dict[int, int], cid: int) -> tuple[list[int], set[int]]:
        """The stones and liberties of the chain through ``start``, each
        stone entered in ``chain_of`` as ``cid`` (``start`` already is)."""
        cells, nbrs, safe = self.cells, self.nbrs, self.safe
        code = cells[start]
        stones = [start]
        libs: set[int] = set()
        for here in stones:  # the list grows while it is walked
            for near in nbrs[here]:
                value = cells[near]
                if value == code:
                    if near in safe:
                        libs.add(_ANCHOR)
                    elif near not in chain_of:
                        chain_of[near] = cid
                        stones.append(near)
                elif value == EMPTY:
                    libs.add(near)
        return stones, libs

    def has_liberty(self, start: int) -> bool:
        """True if the chain through ``start`` has a liberty (or an anchor);
        stops at the first one it finds."""
        cells, nbrs, safe = self.cells, self.nbrs, self.safe
        code = cells[start]
        stack = [start]
        seen = {start}
        while stack:
            here = stack.pop()
            for near in nbrs[here]:
                value = cells[near]
                if value == EMPTY:
                    return True
                if value == code and near not in seen:
                    if near in safe:
                        return True
                    seen.add(near)
                    stack.append(near)
        return False

    def play(self, point: int, colour: int) -> list[int] | None:
        """Put a stone down and lift the enemy chains it leaves without
        liberties; the captured points, or None (and no change) for suicide."""
        cells = self.cells
        cells[point] = colour
        captured: list[int] = []
        enemy = 3 - colour
        for near in self.nbrs[point]:
            if cells[near] == enemy and near not in captured and not self.has_liberty(near):
                captured.extend(self.chain(near)[0])
        self.put(point, colour, captured)
        if not captured and not self.has_liberty(point):
            cells[point] = EMPTY
            return None
        return captured

    def undo(self, point: int, colour: int, captured: list[int]) -> None:
        self.cells[point] = EMPTY
        for stone in captured:
            self.cells[stone] = 3 - colour
            if stone not in self.in_area:
                self.outside -= 1

    def chains(self) -> tuple[dict[int, int], list[set[int]], list[list[int]]]:
        """Every chain with a stone in the area, found once per position:
        the chain of each stone, each chain's liberties and its stones."""
        cells = self.cells
        chain_of: dict[int, int] = {}
        chain_libs: list[set[int]] = []
        chain_stones: list[list[int]] = []
        for point in self.area:
            if cells[point] and point not in chain_of:
                cid = chain_of[point] = len(chain_libs)
                stones, libs = self._flood(point, chain_of, cid)
                chain_libs.append(libs)
                chain_stones.append(stones)
        return chain_of, chain_libs, chain_stones

    def captures(self, point: int, colour: int, table) -> list[int] | None:
        """What a stone of ``colour`` on the empty ``point`` would capture,
        read from the position's chain ``table`` without playing it: the
        stones, or None if the move is suicide."""
        cells, nbrs = self.cells, self.nbrs
        chain_of, chain_libs, chain_stones = table
        enemy = 3 - colour
        captured: list[int] = []
        taken: set[int] = set()
        breathes = False
        unknown = False
        for near in nbrs[point]:
            value = cells[near]
            if value == EMPTY:
                breathes = True
                continue
            cid = chain_of.get(near)
            if cid is None:
                if near in self.safe:
                    breathes = breathes or value == colour
                else:
                    unknown = True  # a chain that does not reach the area: play it out
            elif value == enemy:
                if cid not in taken and chain_libs[cid] == {point}:
                    taken.add(cid)
                    captured.extend(chain_stones[cid])
            elif len(chain_libs[cid]) > 1:
                breathes = True
        if unknown:
            result = self.play(point, colour)
            if result is not None:
                self.undo(point, colour, result)
            return result
        return captured if captured or breathes else None

    def put(self, point: int, colour: int, captured: list[int]) -> None:
        """Play a move whose captures are known (:meth:`captures`)."""
        cells = self.cells
        cells[point] = colour
        for stone in captured:
            cells[stone] = EMPTY
            if stone not in self.in_area:
                self.outside += 1

    # ---- what decides it -------------------------------------------------------

    def defender_safe(self, table=None) -> bool:
        """True if the target joined a safe stone or is unconditionally alive
        inside the area (Benson's test with the area's closed regions)."""
        chain_of, chain_libs, _ = table or self.chains()
        libs = chain_libs[chain_of[self.target]]
        if _ANCHOR in libs:
            return True
        return self._may_have_two_eyes(libs) and self._benson_alive(chain_of, chain_libs)

    def _may_have_two_eyes(self, libs: set[int]) -> bool:
        """False when Benson's test cannot find the target alive: each of
        its two vital regions would hold a liberty of the target none of
        whose empty neighbours is anything but another liberty, inside the
        area. A quick test that spares most positions the whole one."""
        cells, nbrs, in_area, defender = self.cells, self.nbrs, self.in_area, self.defender
        found = 0
        for point in libs:
            if point not in in_area:
                continue
            for near in nbrs[point]:
                value = cells[near]
                if value != defender and (near not in in_area or (value == EMPTY and near not in libs)):
                    break
            else:
                found += 1
                if found == 2:
                    return True
        return False

    def _benson_alive(self, chain_of: dict[int, int], chain_libs: list[set[int]]) -> bool:
        cells, nbrs, in_area, defender = self.cells, self.nbrs, self.in_area, self.defender
        regions: list[tuple[set[int], list[int]]] = []  # bordering chains, empty points
        seen: set[int] = set()
        for start in self.area:
            if cells[start] == defender or start in seen:
                continue
            seen.add(start)
            points = [start]
            border: set[int] = set()
            closed = True
            for here in points:
                for near in nbrs[here]:
                    if cells[near] == defender:
                        if near in chain_of:
                            border.add(chain_of[near])
                        # a safe friend outside the area borders it too: never dropped
                    elif near not in in_area:
                        closed = False
                    elif near not in seen:
                        seen.add(near)
                        points.append(near)
            if closed:
                regions.append((border, [p for p in points if cells[p] == EMPTY]))
        vital = [
            {c for c in border if all(p in chain_libs[c] for p in empties)} if empties else set()
            for border, empties in regions
        ]
        live = {chain_of[p] for p in chain_of if cells[p] == defender}
        alive_regions = set(range(len(regions)))
        while True:
            count = dict.fromkeys(live, 0)
            for rid in alive_regions:
                for cid in vital[rid]:
                    if cid in count:
                        count[cid] += 1
            dropped = {cid for cid, n in count.items() if n < 2}
            if not dropped:
                break
            live -= dropped
            alive_regions = {rid for rid in alive_regions if not regions[rid][0] & dropped}
        return chain_of.get(self.target) in live

    def spend(self) -> None:
        self.nodes += 1
        if self.nodes > self.budget or (self.nodes % 64 == 0 and self.deadline is not None and self.deadline.expired()):
            raise _Stop

    # ---- moves ---------------------------------------------------------------

    def moves(self, colour: int, table) -> list[int]:
        """The empty points of the area in the order worth trying first."""
        cells, nbrs = self.cells, self.nbrs
        chain_of, chain_libs, _ = table
        target_libs = chain_libs[chain_of[self.target]]
        enemy = 3 - colour
        counts = [len(libs) for libs in chain_libs]
        near_target = 4 if len(target_libs) <= 2 else 2
        scored = []
        attacking = colour == self.attacker
        for point in self.area:
            if cells[point] != EMPTY:
                continue
            # the attacker plays next to the defender's stones or saves its own
            useful = not attacking
            score = near_target if point in target_libs else 0.0
            for near in nbrs[point]:
                value = cells[near]
                if value == enemy:
                    useful = True
                    cid = chain_of.get(near)
                    libs = 9 if cid is None else counts[cid]
                    if libs == 1:
                        score += 8  # a capture
                    elif libs == 2:
                        score += 1
                elif value == EMPTY:
                    score += 0.1
                elif not useful:
                    cid = chain_of.get(near)
                    useful = cid is not None and counts[cid] <= 2
            if useful:
                scored.append((-score, point))
        scored.sort()
        return [p for _, p in scored]

    # ---- proof-number search -------------------------------------------------

    def key(self, attacker_to_move: bool, ban: tuple[int, bool] | None) -> tuple:
        return (self.snapshot(self.cells), attacker_to_move, ban, self.outside)

    def children(self, attacker_to_move: bool, ban: tuple[int, bool] | None, chains) -> list[tuple]:
        """The moves from the position on the board, in the order worth
        trying first: (point or None for a pass, the ban after it, the
        position's key, PROVED/DISPROVED if the move decides it at once, else
        the numbers the position starts with: :meth:`estimate`)."""
        colour = self.attacker if attacker_to_move else self.defender
        banned = ban[0] if ban is not None and ban[1] == attacker_to_move else None
        cells, nbrs = self.cells, self.nbrs
        target_libs = chains[1][chains[0][self.target]]
        found = []
        for point in self.moves(colour, chains):
            captured = self.captures(point, colour, chains)
            if captured is None:
                continue
            self.put(point, colour, captured)
            is_ko = (
                len(captured) == 1
                and all(cells[n] != colour for n in nbrs[point])
                and sum(1 for n in nbrs[point] if cells[n] == EMPTY) == 1
            )
            if (point == banned and len(captured) == 1) or (is_ko and not attacker_to_move and self.ko_rule == ATTACKER_KOS):
                self.undo(point, colour, captured)
                continue
            if is_ko:
                after = (captured[0], not attacker_to_move)
            else:
                after = None if self.ko_rule == ATTACKER_KOS else ban
            if cells[self.target] != self.defender:
                settled = _DISPROVED if self.recaptured(captured) else _PROVED
            elif not attacker_to_move and len(captured) >= BIG_CAPTURE:
                settled = _DISPROVED  # the space it leaves is two eyes
            else:
                settled = None
            if settled is None:
                # the attacker's stone takes one liberty; the defender's changes
                # them only next to the target or by a capture
                if attacker_to_move:
                    libs = target_libs - {point}
                else:
                    libs = self.target_liberties(point, captured, chains)
                settled = self.estimate(libs)
            found.append((point, after, self.key(not attacker_to_move, after), settled, captured))
            self.undo(point, colour, captured)
        lifted = None if banned is not None else ban
        if not attacker_to_move or (banned is not None and self.ko_rule != ATTACKER_KOS):
            found.append((None, lifted, self.key(not attacker_to_move, lifted), _UNKNOWN_NUMBERS, None))
        return found

    def target_liberties(self, point: int, captured: list[int], table) -> set[int]:
        """The target's liberties once the defender has played on ``point``
        (on the board now) capturing ``captured``, worked out from the
        position's chain ``table`` before the move."""
        chain_of, chain_libs, chain_stones = table
        cells, nbrs, defender = self.cells, self.nbrs, self.defender
        members = [chain_of[self.target]]
        libs = chain_libs[members[0]]
        if point in libs:
            libs = set(libs)
            for near in nbrs[point]:
                value = cells[near]
                if value == EMPTY:
                    libs.add(near)
                elif value == defender:
                    cid = chain_of.get(near)
                    if cid is None:
                        if near not in self.safe:
                            return self.chain(self.target)[1]  # a chain the table does not know
                        libs.add(_ANCHOR)
                    elif cid not in members:
                        members.append(cid)
                        libs |= chain_libs[cid]
            libs.discard(point)
        elif captured:
            libs = set(libs)
        if captured:
            emptied = set(captured)
            for cid in members:
                for stone in chain_stones[cid]:
                    for near in nbrs[stone]:
                        if near in emptied:
                            libs.add(near)
        return libs

    def estimate(self, libs: set[int]) -> tuple[int, int]:
        """The proof and disproof numbers a position not searched yet starts
        with (df-pn with knowledge, as life-and-death solvers initialise
        them): each liberty of the target, and each eye among them, is one
        more move the attacker needs; each eye short of two makes life
        dearer by two. An eye here is a liberty all of whose neighbours
        are the defender's stones. ``libs`` are the target's liberties."""
        if _ANCHOR in libs:
            return _UNKNOWN_NUMBERS
        cells, nbrs, defender = self.cells, self.nbrs, self.defender
        eyes = 0
        for point in libs:
            for near in nbrs[point]:
                if cells[near] != defender:
                    break
            else:
                eyes += 1
        return len(libs) + eyes, 1 + 2 * max(0, 2 - eyes)

    def recaptured(self, captured: list[int]) -> bool:
        """True if, right after the attacker took the ``captured`` stones,
        the defender takes back more: one of the attacker's chains in the
        area with more stones, not joined to a safe stone, is in atari, or
        has at most one liberty besides the points just emptied and the
        defender, moving first, captures it within :data:`RECAPTURE_BUDGET`
        positions, or :data:`SMALL_RECAPTURE_BUDGET` when the area has at
        most :data:`SMALL_SPACE` empty points left (when the reading runs
        out, the capture stands)."""
        cells, attacker = self.cells, self.attacker
        emptied = set(captured)
        seen: set[int] = set()
        small = None  # few empty points left in the area: the reading can afford to finish
        for point in self.area:
            if cells[point] != attacker or point in seen:
                continue
            stones, libs = self.chain(point)
            seen.update(stones)
            if len(stones) <= len(captured) or _ANCHOR in libs or len(libs - emptied) > 1:
                continue
            if len(libs) == 1:
                return True
            if self.recaptures is None:
                continue
            reading = self.recaptures.get(point)
            if reading is None:
                reading = self.recaptures[point] = _Fight(
                    cells, self.nbrs, self.area, self.safe, point, self.defender, RECAPTURE_BUDGET, self.deadline, self.ko_rule, recaptures=False)
            reading.cells[:] = cells
            reading.outside, reading.nodes = self.outside, 0
            if small is None:
                small = sum(1 for p in self.area if cells[p] == EMPTY) <= SMALL_SPACE
            reading.budget = SMALL_RECAPTURE_BUDGET if small else RECAPTURE_BUDGET
            try:
                if reading.prove(True):
                    return True
            except _Stop:
                pass
            finally:
                self.nodes += reading.nodes  # the fight's budget pays for it
        return False

    def prove(self, attacker_to_move: bool) -> bool:
        """Depth-first proof-number search (Nagai's df-pn) from the position
        on the board: True if the attacker captures the target, False if
        it stands; raises :class:`_Stop` when the budget runs out."""
        key = self.key(attacker_to_move, None)
        self._mid(attacker_to_move, None, key, _INFINITY, _INFINITY, set())
        return self.numbers[key][0] == 0

    def _mid(self, attacker_to_move: bool, ban, key: tuple, limit_pn: int, limit_dn: int, path: set) -> None:
        numbers = self.numbers
        known = numbers.get(key)
        if known is not None and (known[0] == 0 or known[1] == 0):
            return
        kids = self.kids.get(key)
        if kids is None:
            if self.cells[self.target] != self.defender:
                numbers[key] = _PROVED
                return
            chains = self.chains()
            if attacker_to_move and self.defender_safe(chains):
                numbers[key] = _DISPROVED
                return
            kids = self.kids[key] = self.children(attacker_to_move, ban, chains)
        self.spend()
        path.add(key)
        colour = self.attacker if attacker_to_move else self.defender
        # an OR node (attacker to move) takes the least proof number, one
        # capturing line being enough; an AND node the least disproof number
        least, summed = (0, 1) if attacker_to_move else (1, 0)
        while True:
            best = chosen = None
            low = second = _INFINITY
            total = 0
            for index, (_, _, child, first, _) in enumerate(kids):
                value = first if 0 in first else _DISPROVED if child in path else numbers.get(child, first)
                mine = value[least]
                if mine < low:
                    second, low, best, chosen = low, mine, index, value
                elif mine < second:
                    second = mine
                total += value[summed]
            total = min(_INFINITY, total)
            if attacker_to_move:
                pn, dn = low, total
            else:
                pn, dn = total, low
            if pn >= limit_pn or dn >= limit_dn or best is None:
                break
            if attacker_to_move:
                child_pn = min(limit_pn, second + 1)
                child_dn = limit_dn - dn + chosen[1]
            else:
                child_dn = min(limit_dn, second + 1)
                child_pn = limit_pn - pn + chosen[0]
            point, after, child, _, captured = kids[best]
            if point is None:
                self._mid(not attacker_to_move, after, child, child_pn, child_dn, path)
            else:
                self.put(point, colour, captured)
                self._mid(not attacker_to_move, after, child, child_pn, child_dn, path)
                self.undo(point, colour, captured)
        path.discard(key)
        numbers[key] = (pn, dn)


_INFINITY = 10 ** 9
_PROVED = (0, _INFINITY)
_DISPROVED = (_INFINITY, 0)
_UNKNOWN_NUMBERS = (1, 1)


def read_group(
    cells: Sequence[int],
    nbrs,
    area: Sequence[int],
    safe: set[int],
    target: int,
    budget: int = 800,
    deadline: Deadline | None = None,
    ko_rule: str = ATTACKER_KOS,
) -> Reading:
    """Read the fight for the chain through ``target`` on the ``area``.

    ``cells`` is the board (0 empty, 1 black, 2 white) with the stones
    already judged dead lifted; ``safe`` are stones that cannot be captured
    (the walls around the fight). Both sides play only on the area's empty
    points, which change as stones are captured.

    >>> from gocount_gui.scoring.diagram import parse_diagram
    >>> from gocount_gui.scoring.colour import neighbour_table
    >>> pos = parse_diagram('''
    ...     . o . o #
    ...     o o o o #
    ...     # # # # #
    ...     . . . . .
    ...     . . . . .
    ... ''')
    >>> white = [i for i, v in enumerate(pos.cells) if v == 2]
    >>> black = {i for i, v in enumerate(pos.cells) if v == 1}
    >>> read_group(pos.cells, neighbour_table(5), white + [20, 22], black, white[0]).status
    'alive'
    >>> one_eye = pos.with_stones(None, []).cells[:22] + (2,) + pos.cells[23:]
    >>> read_group(one_eye, neighbour_table(5), white + [20, 22], black, white[0]).status
    'dead'
    """
    fight = _Fight(cells, nbrs, area, safe, target, 3 - cells[target], budget, deadline, ko_rule)
    if not fight.chain(target)[1]:
        return Reading(DEAD)  # no liberty at all (a position set up by hand): captured
    results = []
    for attacker_first in (False, True):  # one table serves both: the key holds the side to move
        try:
            results.append(fight.prove(attacker_first))
        except _Stop:
            results.append(None)
        if results[0] is True:
            return Reading(DEAD, nodes=fight.nodes)
        if results[0] is None:
            return Reading(UNKNOWN, nodes=fight.nodes)
    if results[1] is False:
        return Reading(ALIVE, seki=not fight.defender_safe(), nodes=fight.nodes)
    if results[1] is True:
        return Reading(UNSETTLED, nodes=fight.nodes)
    return Reading(UNKNOWN, nodes=fight.nodes)
