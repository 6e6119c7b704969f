"""Benson's unconditional life: chains that no sequence of moves can capture.

A chain is *pass-alive* (Benson 1976) when it cannot be captured even if its
owner passes every turn. Benson's test works on the *enclosed regions* of a
colour c: the connected sets of points that hold no c stone (empty points
and enemy stones). A region is *vital* to a c chain when every empty point
of the region is a liberty of that chain. Start with every c chain and every
region bordered only by c; repeatedly drop the chains with fewer than two
vital regions, and the regions that touch a dropped chain. What is left is
unconditionally alive, whatever the opponent does and whatever ko rule holds.

Pass-alive chains are never suggested dead by :mod:`.dead`.
"""

from __future__ import annotations

from .board import Position, chain_table
from .colour import BLACK, EMPTY, WHITE, Point, neighbour_table


def pass_alive(position: Position) -> frozenset[Point]:
    """The stones of both colours that are unconditionally alive (Benson).

    >>> from gocount_gui.scoring.diagram import parse_diagram
    >>> pos = parse_diagram('''
    ...     . # . # o .
    ...     # # # # o .
    ...     o o o o o .
    ...     . . . . . .
    ...     . . . . . .
    ...     . . . . . .
    ... ''')
    >>> sorted(pass_alive(pos)) == sorted(pos.stones(1))
    True
    """
    size = position.size
    return frozenset(divmod(i, size) for i in pass_alive_indexes(position.size, position.cells))


def pass_alive_indexes(size: int, cells: tuple[int, ...] | list[int]) -> set[int]:
    """:func:`pass_alive` on raw cells, as indexes ``row * size + col``."""
    alive: set[int] = set()
    for colour in (BLACK, WHITE):
        alive.update(_benson(size, cells, colour))
    return alive


def _benson(size: int, cells, colour: int) -> list[int]:
    """The stones of ``colour`` that Benson's algorithm keeps."""
    nbrs = neighbour_table(size)
    chain_of, chains, chain_libs = chain_table(size, cells, nbrs, colour)
    if not chains:
        return []
    # Regions: connected sets of points holding no stone of ``colour``.
    region_of = [-1] * (size * size)
    region_chains: list[set[int]] = []
    vital_to: list[set[int]] = []  # the chains each region is vital to
    for start, code in enumerate(cells):
        if code == colour or region_of[start] >= 0:
            continue
        rid = len(region_chains)
        region_of[start] = rid
        points = [start]
        bordering: set[int] = set()
        for here in points:
            for near in nbrs[here]:
                if cells[near] == colour:
                    bordering.add(chain_of[near])
                elif region_of[near] < 0:
                    region_of[near] = rid
                    points.append(near)
        empties = [p for p in points if cells[p] == EMPTY]
        region_chains.append(bordering)
        vital_to.append({c for c in bordering if all(p in chain_libs[c] for p in empties)})

    live_chains = set(range(len(chains)))
    live_regions = set(range(len(region_chains)))
    while True:
        vital_count = [0] * len(chains)
        for rid in live_regions:
            for cid in vital_to[rid]:
                vital_count[cid] += 1
        dropped = {cid for cid in live_chains if vital_count[cid] < 2}
        if not dropped:
            break
        live_chains -= dropped
        live_regions = {rid for rid in live_regions if not region_chains[rid] & dropped}
    return [stone for cid in live_chains for stone in chains[cid]]
