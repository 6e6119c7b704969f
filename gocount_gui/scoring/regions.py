"""Regions of empty points once dead stones are lifted: territory, dame, seki.

Seki is found the way players see it on a finished board where the dame are
often not filled: a *shared liberty* is an empty point bordered by both
colours that neither colour can fill without putting its own chain into
atari (and without capturing). Chains touching a shared liberty are *in
seki*; the one-colour regions they border are *seki eyes* (E_c), which score
under area counting and are nobody's under territory counting (Japanese 1989,
art. 8). A *false eye* (a one-point eye whose bordering chains must be joined
by filling it once the dame are filled) is no eye: like a seki eye it is its
owner's area but not territory, because the owner's own stone will stand on
it. Every other one-colour region is territory (T_c); every other region
bordered by both colours is dame (N).

*Points that must be filled* generalise the false eye (see
:mod:`.filling`): once the dame are filled, a chain whose only liberty
left is a point of its own territory is in atari, and its owner must play
there before the game can end (a cutting point, a false eye at the edge or
in the middle). Such a point is its owner's area but not territory, like a
false eye: a one-point region is a ``FALSE_EYE``; a point of a larger
territory is split off as a one-point ``MUST_FILL`` region, and the rest
of the territory keeps its kind. Regions whose owner was set by hand are
left as the caller set them.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from functools import cached_property
from typing import Iterable, Mapping

from .board import Position
from .colour import BLACK, EMPTY, WHITE, Colour, PerColour, Point, neighbour_table
from .filling import label_chains, points_to_fill


class RegionKind(enum.Enum):
    """What an empty region counts as."""

    TERRITORY = "territory"  # T_c
    DAME = "dame"  # part of N
    SEKI = "seki"  # shared liberties of groups in seki: part of N
    SEKI_EYE = "seki eye"  # E_c
    FALSE_EYE = "false eye"  # E_c: the owner fills it, so area but not territory
    MUST_FILL = "must fill"  # E_c: a point of a territory its owner must fill



@dataclass(frozen=True, eq=False)
class Region:
    """One connected set of empty points, with what it counts as.

    ``owner`` is the colour it scores for (None for dame and shared
    liberties); ``overridden`` is true when the caller chose the owner.
    """

    size: int
    indexes: tuple[int, ...]
    kind: RegionKind
    owner: Colour | None
    overridden: bool = False

    @cached_property
    def points(self) -> frozenset[Point]:
        size = self.size
        return frozenset(divmod(i, size) for i in self.indexes)

    def __len__(self) -> int:
        return len(self.indexes)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Region):
            return NotImplemented
        return (self.size, sorted(self.indexes), self.kind, self.owner, self.overridden) == (
            other.size,
            sorted(other.indexes),
            other.kind,
            other.owner,
            other.overridden,
        )

    def __hash__(self) -> int:
        return hash((self.size, frozenset(self.indexes), self.kind, self.owner))

    def __repr__(self) -> str:
        owner = self.owner.letter if self.owner else None
        return f"Region({self.kind.value}, owner={owner}, {len(self.indexes)} points)"


@dataclass(frozen=True, eq=False)
class Regions:
    """Every empty region of a position after dead stones are lifted, and the
    counts SCORING.md takes from them: S_c, T_c, E_c and N.

    The :class:`Region` values are built on first use; the counts are ready.
    """

    size: int
    region_of: tuple[int, ...] = field(repr=False)
    members: tuple[list[int], ...] = field(repr=False)
    kinds: tuple[RegionKind, ...] = field(repr=False)
    owners: tuple[Colour | None, ...] = field(repr=False)
    overridden: tuple[bool, ...] = field(repr=False)
    stones: PerColour[int]
    territory: PerColour[int]
    seki_eyes: PerColour[int]
    neutral: int
    seki_stones: frozenset[int] = field(repr=False)
    must_fill: PerColour[int] = PerColour(0, 0)  # false eyes and must-fill points, part of seki_eyes
    cells: tuple[int, ...] = field(default=(), repr=False)  # the board the regions were found on

    @cached_property
    def open_borders(self):
        """The territories whose border is still open, and the open areas
        (see :mod:`.sealing`)."""
        from .sealing import open_borders

        return open_borders(self, self.cells)

    @cached_property
    def regions(self) -> tuple[Region, ...]:
        """Every region, in the order of its lowest index."""
        return tuple(
            Region(self.size, tuple(points), kind, owner, over)
            for points, kind, owner, over in zip(self.members, self.kinds, self.owners, self.overridden)
        )

    def region_at(self, point: Point) -> Region | None:
        """The region containing ``point``, or None if a living stone stands there."""
        row, col = point
        rid = self.region_of[row * self.size + col]
        return self.regions[rid] if rid >= 0 else None

    def in_seki(self, point: Point) -> bool:
        """True if a stone on ``point`` belongs to a chain in seki."""
        row, col = point
        return row * self.size + col in self.seki_stones

    def scored_points(self, seki_eyes_score: bool) -> PerColour[frozenset[Point]]:
        """The points each colour scores as territory: every point of a
        territory region with an owner, and of its seki eyes and false eyes
        when the rules score them (``RuleSet.seki_eyes_score``). Read from
        the raw lists, without building Region values.

        >>> from gocount_gui.scoring.diagram import parse_diagram
        >>> sorted(find_regions(parse_diagram('''
        ...     . # o .
        ...     # # o o
        ...     . # o .
        ...     . # o .
        ... ''')).scored_points(True).black)
        [(0, 0), (1, 0), (3, 0)]
        """
        kinds = {RegionKind.TERRITORY}
        if seki_eyes_score:
            kinds |= {RegionKind.SEKI_EYE, RegionKind.FALSE_EYE, RegionKind.MUST_FILL}
        owned: dict[Colour, list[int]] = {Colour.BLACK: [], Colour.WHITE: []}
        for members, kind, owner in zip(self.members, self.kinds, self.owners):
            if kind in kinds and owner is not None:
                owned[owner].extend(members)
        size = self.size
        return PerColour(*(frozenset(divmod(i, size) for i in owned[c]) for c in (Colour.BLACK, Colour.WHITE)))

    def must_fill_points(self) -> PerColour[frozenset[Point]]:
        """The points each colour must fill before the game can end: its
        false eyes and the must-fill points split off its territories."""
        owned: dict[Colour, list[int]] = {Colour.BLACK: [], Colour.WHITE: []}
        for members, kind, owner in zip(self.members, self.kinds, self.owners):
            if (kind is RegionKind.FALSE_EYE or kind is RegionKind.MUST_FILL) and owner is not None:
                owned[owner].extend(members)
        size = self.size
        return PerColour(*(frozenset(divmod(i, size) for i in owned[c]) for c in (Colour.BLACK, Colour.WHITE)))

    def of_kind(self, kind: RegionKind, owner: Colour | None = None) -> list[Region]:
        """The regions of a kind (and owner, when given)."""
        return [r for r in self.regions if r.kind is kind and (owner is None or r.owner is owner)]


def find_regions(
    position: Position,
    dead: Iterable[Point] = (),
    overrides: Mapping[Point, Colour | None] | None = None,
) -> Regions:
    """Lift the ``dead`` stones and classify every empty region.

    ``overrides`` maps any point of a region to the owner the caller wants
    (a colour, or None for neutral); overridden regions count as territory
    of that colour or as dame, whatever the analysis said. A point of an
    override that is not empty after removal is ignored.

    >>> from gocount_gui.scoring.diagram import parse_diagram
    >>> regions = find_regions(parse_diagram('''
    ...     . # o .
    ...     . # o .
    ...     # # o o
    ...     . # o .
    ... '''))
    >>> regions.territory, regions.neutral
    (PerColour(black=3, white=3), 0)
    """
    size = position.size
    cells = list(position.cells)
    for row, col in dead:
        cells[row * size + col] = EMPTY
    return _classify(size, cells, overrides)


def reach_area(position: Position) -> PerColour[int]:
    """Tromp-Taylor area of the board as it stands: a colour's stones plus
    the empty points that reach only that colour. No stone is lifted."""
    size = position.size
    cells = position.cells
    nbrs = neighbour_table(size)
    seen = [False] * (size * size)
    area = [0, cells.count(BLACK), cells.count(WHITE)]
    for start, code in enumerate(cells):
        if code or seen[start]:
            continue
        seen[start] = True
        stack = [start]
        count = 0
        mask = 0
        while stack:
            here = stack.pop()
            count += 1
            for near in nbrs[here]:
                value = cells[near]
                if value:
                    mask |= value
                elif not seen[near]:
                    seen[near] = True
                    stack.append(near)
        if mask == BLACK or mask == WHITE:
            area[mask] += count
    return PerColour(area[BLACK], area[WHITE])


# ---- the analysis ------------------------------------------------------------


_OWNER_OF_MASK = (None, Colour.BLACK, Colour.WHITE)


def _classify(size: int, cells: list[int], overrides: Mapping[Point, Colour | None] | None) -> Regions:
    n = size * size
    nbrs = neighbour_table(size)
    chain_of, chain_stones = label_chains(cells, nbrs)
    chain_libs: list[set[int]] = [set() for _ in chain_stones]  # filled while the regions are walked
    region_of = [-1] * n
    members: list[list[int]] = []
    masks: list[int] = []
    for start, code in enumerate(cells):
        if code or region_of[start] >= 0:
            continue
        rid = len(members)
        region_of[start] = rid
        points = [start]
        mask = 0
        for here in points:  # the list grows while it is walked
            for near in nbrs[here]:
                value = cells[near]
                if value:
                    mask |= value
                    chain_libs[chain_of[near]].add(here)
                elif region_of[near] < 0:
                    region_of[near] = rid
                    points.append(near)
        members.append(points)
        masks.append(mask)

    kinds: list[RegionKind] = []
    owners: list[Colour | None] = []
    seki_stones: set[int] = set()
    for rid, mask in enumerate(masks):
        if mask == BLACK or mask == WHITE:
            kinds.append(RegionKind.TERRITORY)
            owners.append(_OWNER_OF_MASK[mask])
            continue
        owners.append(None)
        shared = [p for p in members[rid] if not _fillable(p, cells, nbrs, chain_of, chain_libs)] if mask else []
        if shared:
            kinds.append(RegionKind.SEKI)
            for p in shared:
                for near in nbrs[p]:
                    if cells[near]:
                        seki_stones.update(chain_stones[chain_of[near]])
        else:
            kinds.append(RegionKind.DAME)

    if seki_stones:
        for rid, kind in enumerate(kinds):
            if kind is RegionKind.TERRITORY and any(
                near in seki_stones for p in members[rid] for near in nbrs[p]
            ):
                kinds[rid] = RegionKind.SEKI_EYE

    overridden = [False] * len(members)
    if overrides:
        for (row, col), owner in overrides.items():
            if not (0 <= row < size and 0 <= col < size):
                raise ValueError(f"override at {(row, col)} is off the {size}x{size} board")
            rid = region_of[row * size + col]
            if rid < 0:
                continue
            kinds[rid] = RegionKind.TERRITORY if owner else RegionKind.DAME
            owners[rid] = owner
            overridden[rid] = True

    chains = (chain_of, chain_stones, chain_libs)
    dame = [points for points, kind in zip(members, kinds) if kind is RegionKind.DAME]
    open_to_fill = [kind is RegionKind.TERRITORY and not over for kind, over in zip(kinds, overridden)]
    for index in points_to_fill(cells, nbrs, chains, dame, region_of, open_to_fill):
        rid = region_of[index]
        if len(members[rid]) == 1:
            kinds[rid] = RegionKind.FALSE_EYE
            continue
        members[rid].remove(index)
        region_of[index] = len(members)
        members.append([index])
        kinds.append(RegionKind.MUST_FILL)
        owners.append(owners[rid])
        overridden.append(False)

    territory = [0, 0, 0]
    eyes = [0, 0, 0]
    fills = [0, 0, 0]
    neutral = 0
    for rid, points in enumerate(members):
        kind = kinds[rid]
        if kind is RegionKind.FALSE_EYE or kind is RegionKind.MUST_FILL:
            fills[owners[rid]] += len(points)
        if kind is RegionKind.TERRITORY:
            territory[owners[rid]] += len(points)
        elif kind is RegionKind.DAME or kind is RegionKind.SEKI:
            neutral += len(points)
        else:
            eyes[owners[rid]] += len(points)
    return Regions(
        size=size,
        region_of=tuple(region_of),
        members=tuple(members),
        kinds=tuple(kinds),
        owners=tuple(owners),
        overridden=tuple(overridden),
        stones=PerColour(cells.count(BLACK), cells.count(WHITE)),
        territory=PerColour(territory[BLACK], territory[WHITE]),
        seki_eyes=PerColour(eyes[BLACK], eyes[WHITE]),
        neutral=neutral,
        seki_stones=frozenset(seki_stones),
        must_fill=PerColour(fills[BLACK], fills[WHITE]),
        cells=tuple(cells),
    )


def _fillable(point: int, cells: list[int], nbrs, chain_of: list[int], chain_libs: list[set[int]]) -> bool:
    """True if some colour can play on ``point`` without self-atari: it
    captures, or its chain keeps two or more liberties."""
    around = nbrs[point]
    empty_near = 0
    for near in around:
        if not cells[near]:
            empty_near += 1
    if empty_near >= 2:
        return True
    libs_black: set[int] | None = None
    libs_white: set[int] | None = None
    for near in around:
        value = cells[near]
        if not value:
            continue
        libs = chain_libs[chain_of[near]]
        count = len(libs)
        if count == 1:
            return True  # the other colour captures here (or this colour is in atari anyway)
        if count >= 3:
            return True  # joining keeps at least two liberties
        if value == BLACK:
            libs_black = libs if libs_black is None else libs_black | libs
        else:
            libs_white = libs if libs_white is None else libs_white | libs
    for libs in (libs_black, libs_white):
        if libs is not None:
            joined = libs.union(near for near in around if not cells[near])
            joined.discard(point)
            if len(joined) >= 2:
                return True
    return False
