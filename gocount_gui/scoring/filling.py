"""Points that must be filled: the last liberties of chains once the dame
are filled.

Used by :mod:`.regions`, which splits these points off the territories (see
:func:`points_to_fill`). Works on board indexes and cell codes, knowing the
regions only as lists of points and flags, so it needs nothing from
:mod:`.regions`.
"""

from __future__ import annotations


def label_chains(cells: list[int], nbrs) -> tuple[list[int], list[list[int]]]:
    """The chain id of each index (-1 where no stone stands) and the stones
    of each chain. Ids follow the chains' lowest stones, so a chain with a
    lower id has its lowest stone earlier in index order.
    """
    chain_of = [-1] * len(cells)
    chains: list[list[int]] = []
    for start, code in enumerate(cells):
        if not code or chain_of[start] >= 0:
            continue
        cid = len(chains)
        chain_of[start] = cid
        stones = [start]
        for here in stones:  # the list grows while it is walked
            for near in nbrs[here]:
                if cells[near] == code and chain_of[near] < 0:
                    chain_of[near] = cid
                    stones.append(near)
        chains.append(stones)
    return chain_of, chains


def points_to_fill(cells: list[int], nbrs, chains, dame_regions: list[list[int]], region_of: list[int],
                   open_to_fill: list[bool]) -> list[int]:
    """The points of territory their owner must fill before the game ends,
    in the order they are filled. ``chains`` holds the chain id of each
    index, the stones and the liberties of each chain (ids in the order of
    their lowest stones, as :func:`label_chains` gives them);
    ``dame_regions`` the points of each dame region; ``open_to_fill`` for
    each region id, whether its points may be filled (a territory whose
    owner was not set by hand).

    The question is asked of the chains, not of the eyes: fill every dame
    point (the shared liberties of a seki stay empty, nobody can fill them)
    and look at what each chain has left. A chain whose only liberty left is
    a point ``p`` of its own territory is in atari: its owner must fill
    ``p`` (a cutting point, a false eye) or lose the chain. The chain is
    then joined with the stone on ``p`` and asked again, so a row of false
    eyes is filled one after the other. When several chains are in atari,
    the one whose lowest stone comes first in index order fills first.

    One exception keeps living shapes alive: chains of one colour that
    border one dame region are joined, because while the dame are filled
    the owner connects through them, which costs nothing (this is what
    tells a false eye from a real one whose diagonal is still open, and a
    chain that reaches a friend along a corridor of dame from one that must
    fill). A chain whose filling would leave it only dame liberties gets no
    exception: the players left it alive, so it lives by the dame it shares
    (a seki in all but name), and its eye is not territory either.

    The chains are found once. A stone put on ``p`` touches only chains
    of ``p``'s owner (``p`` lies in a territory, which touches no other
    colour and no dame), so filling it joins the groups that had ``p`` as a
    liberty, takes ``p`` from their liberties and gives them ``p``'s empty
    neighbours; every other group keeps its stones and liberties, and only
    the joined group can newly have one liberty left.

    Measured on the players' own counts (the TB/TW games of the corpus,
    ``gocount-score --dead marked``): see README, "Points that must be
    filled".
    """
    chain_of, chain_stones, chain_libs = chains
    dame = set().union(*dame_regions)

    def eligible(index: int) -> bool:
        return open_to_fill[region_of[index]]

    # A group with one liberty left has a chain whose liberties, the dame
    # apart, are that one point; without such a group nothing is filled.
    kept = [around - dame for around in chain_libs]
    if not any(
        len(left) == 1 and eligible(next(iter(left))) and _alone_with(cid, left, cells, nbrs, chains, kept, dame)
        for cid, left in enumerate(kept)
    ):
        return []

    # Groups: chains joined through dame, by union-find over chain ids (a
    # filled stone gets the next id). The root is a group's lowest chain id
    # and keeps the group's liberties that are not dame.
    count = len(chain_stones)
    parent = list(range(count))

    def find(unit: int) -> int:
        while parent[unit] != unit:
            parent[unit] = parent[parent[unit]]
            unit = parent[unit]
        return unit

    if dame:
        bordered: dict[int, int] = {}  # (dame region, colour) -> the first chain of that colour on it
        for cid, around in enumerate(chain_libs):
            touched = around & dame
            if not touched:
                continue
            colour = cells[chain_stones[cid][0]]
            for rid in {region_of[lib] for lib in touched}:
                first = bordered.setdefault(rid * 3 + colour, cid)
                if first == cid:
                    continue
                first, other = find(first), find(cid)
                if other != first:
                    if other < first:
                        first, other = other, first
                    parent[other] = first
    libs: dict[int, set[int]] = {}
    for cid, left in enumerate(kept):
        if parent[cid] == cid:
            libs[cid] = left
        else:
            libs[find(cid)] |= left  # the root, a lower id, came first
    lowest: dict[int, int] = {}  # a filled group's lowest stone; a chain's is its first

    def first_stone(root: int) -> int:
        return lowest[root] if root >= count else chain_stones[root][0]

    def in_atari(root: int) -> bool:
        left = libs[root]
        return len(left) == 1 and eligible(next(iter(left)))

    waiting = {root for root in libs if in_atari(root)}
    found: list[int] = []
    unit_of: dict[int, int] = {}  # a filled point's id
    while waiting:
        root = min(waiting, key=first_stone)
        (point,) = libs[root]
        found.append(point)
        unit = len(parent)
        parent.append(unit)
        unit_of[point] = unit
        joined_libs = {near for near in nbrs[point] if not cells[near] and near not in unit_of and near not in dame}
        joined_lowest = point
        for near in nbrs[point]:
            near_unit = chain_of[near] if cells[near] else unit_of.get(near)
            if near_unit is None:
                continue
            near_root = find(near_unit)
            if near_root == unit:
                continue
            parent[near_root] = unit
            joined_libs |= libs.pop(near_root)
            joined_lowest = min(joined_lowest, first_stone(near_root))
            waiting.discard(near_root)
        joined_libs.discard(point)
        libs[unit] = joined_libs
        lowest[unit] = joined_lowest
        if in_atari(unit):
            waiting.add(unit)
    return found


def _alone_with(start: int, left: set[int], cells: list[int], nbrs, chains, kept: list[set[int]], dame: set[int]) -> bool:
    """True if no chain joined through dame with chain ``start`` (its group)
    has a liberty outside ``left`` and the dame: then the group, like
    ``start``, has only ``left`` left. Walks the dame regions the group
    borders and stops at the first chain of its colour with another
    liberty (``kept`` holds each chain's liberties that are not dame).
    """
    chain_of, chain_stones, chain_libs = chains
    colour = cells[chain_stones[start][0]]
    group = {start}
    walk = list(chain_libs[start] & dame)
    seen = set(walk)
    for here in walk:  # the list grows while it is walked: nearest points first
        for near in nbrs[here]:
            value = cells[near]
            if not value:
                if near not in seen:  # an empty neighbour of a dame point is in its region
                    seen.add(near)
                    walk.append(near)
            elif value == colour:
                cid = chain_of[near]
                if cid in group:
                    continue
                if not kept[cid] <= left:
                    return False
                group.add(cid)
                more = chain_libs[cid] & dame
                more -= seen
                seen |= more
                walk.extend(more)
    return True
