#!/usr/bin/env python3
"""Do the regions and the count give the same answers as before a change?

A speed-up of the scoring must not change one answer. This script counts
every game of every SGF file under <repo>/../shared/corpus (all board
sizes) in several variants of its final position, and keeps a digest of
each answer:

* the position as it stands, nothing dead;
* the players' dead stones (MA/TB/TW) with their territory owners as overrides;
* a few whole chains marked dead at random;
* a few single stones lifted at random (cutting points, false eyes);
* a rectangle of the board cleared (open borders, unfinished areas);
* the position with region owners set by hand on random points.

The random choices are seeded by the file's path, so two runs see the same
positions. For each variant it digests the regions (every list the
:class:`~gocount_gui.scoring.regions.Regions` value holds, in order), the
open borders, the ledger, every preset's count with its terms, the
identities and the komi advice.

    python3 benchmarks/check_answers.py --write /tmp/before.json   # before the change
    python3 benchmarks/check_answers.py --compare /tmp/before.json # after: lists any difference

Exits 1 when ``--compare`` finds a difference.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time

from common import CORPUS  # noqa: E402  (puts the repo on sys.path)

from gocount_gui.record import SgfError, read_file  # noqa: E402
from gocount_gui.scoring.board import Position, chain_table  # noqa: E402
from gocount_gui.scoring.colour import Colour, neighbour_table  # noqa: E402
from gocount_gui.scoring.count import count_all  # noqa: E402
from gocount_gui.scoring.ledger import PositionError  # noqa: E402
from gocount_gui.scoring.regions import find_regions  # noqa: E402


def digest(value: object) -> str:
    return hashlib.sha1(repr(value).encode("utf-8")).hexdigest()[:16]


def regions_facts(regions) -> dict[str, str]:
    """A digest of each part of a Regions value and of its open borders."""
    owners = [None if owner is None else owner.letter for owner in regions.owners]
    borders = regions.open_borders
    return {
        "region_of": digest(regions.region_of),
        "members": digest([list(points) for points in regions.members]),
        "kinds": digest([kind.value for kind in regions.kinds]),
        "owners": digest(owners),
        "overridden": digest(regions.overridden),
        "counts": digest((regions.stones, regions.territory, regions.seki_eyes, regions.neutral, regions.must_fill)),
        "seki_stones": digest(sorted(regions.seki_stones)),
        "cells": digest(regions.cells),
        "scored": digest([sorted(getattr(regions.scored_points(flag), side)) for flag in (True, False) for side in ("black", "white")]),
        "must_fill_points": digest([sorted(getattr(regions.must_fill_points(), side)) for side in ("black", "white")]),
        "sealing": digest((sorted((p, c.letter) for p, c in borders.needs_sealing.items()), borders.open_points)),
    }


def score_facts(score) -> dict[str, str]:
    """A digest of each part of a Score (the regions apart)."""
    counts = {name: (c.method, c.formula, [tuple(t) for t in c.terms], c.result.text) for name, c in score.counts.items()}
    return {
        "ledger": digest(score.ledger),
        "scores": digest(counts),
        "identities": digest([tuple(i) for i in score.identities]),
        "komi": digest(score.komi),
    }


def variants(record, rng: random.Random):
    """(name, position, dead, overrides) for each variant of a record's final position."""
    position = record.position
    size = position.size
    yield "as is", position, frozenset(), None
    if record.marked_dead or record.has_territory_marks:
        yield "marked", position, frozenset(record.marked_dead), record.marked_owners() or None
    chain_of, chains, _ = chain_table(size, position.cells, neighbour_table(size))
    if chains:
        picked = rng.sample(range(len(chains)), min(3, len(chains)))
        dead = frozenset(divmod(i, size) for cid in picked for i in chains[cid])
        yield "dead chains", position, dead, None
    stones = [i for i, code in enumerate(position.cells) if code]
    if stones:
        lifted = rng.sample(stones, max(1, len(stones) // 12))
        yield "holes", position.without(divmod(i, size) for i in lifted), frozenset(), None
    width = rng.randint(size // 3, size // 2 + 1)
    low, left = rng.randrange(size - width + 1), rng.randrange(size - width + 1)
    box = [(row, col) for row in range(low, low + width) for col in range(left, left + width)]
    yield "cleared", position.without(box), frozenset(), None
    overrides = {}
    for _ in range(4):
        point = (rng.randrange(size), rng.randrange(size))
        overrides[point] = rng.choice((Colour.BLACK, Colour.WHITE, None))
    yield "overrides", position, frozenset(), overrides


def answers(limit: int | None) -> dict[str, dict[str, str]]:
    """key ("path#game: variant") -> the digests of its answers."""
    out: dict[str, dict[str, str]] = {}
    paths = sorted(CORPUS.rglob("*.sgf"))[:limit]
    for path in paths:
        rel = str(path.relative_to(CORPUS))
        try:
            records = read_file(path)
        except SgfError as err:
            out[rel] = {"unreadable": digest(str(err))}
            continue
        for index, record in enumerate(records):
            rng = random.Random(f"{rel}#{index}")
            for name, position, dead, overrides in variants(record, rng):
                key = f"{rel}#{index}: {name}"
                try:
                    facts = regions_facts(find_regions(position, dead, overrides))
                    facts.update(score_facts(count_all(position, record.tray, dead, overrides)))
                except (PositionError, ValueError) as err:
                    facts = {"error": digest(str(err))}
                out[key] = facts
    return out


def main(argv: list[str] | None = None) -> int:
    made = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    what = made.add_mutually_exclusive_group(required=True)
    what.add_argument("--write", metavar="PATH", help="write the digests to PATH (JSON)")
    what.add_argument("--compare", metavar="PATH", help="compare with the digests written to PATH")
    made.add_argument("--limit", type=int, default=None, help="only the first N files (a quick run)")
    args = made.parse_args(argv)
    if not CORPUS.is_dir():
        print(f"no corpus at {CORPUS}; nothing to check")
        return 0
    started = time.perf_counter()
    found = answers(args.limit)
    print(f"{len(found)} answers in {time.perf_counter() - started:.0f} s")
    if args.write:
        with open(args.write, "w", encoding="utf-8") as handle:
            json.dump(found, handle, indent=0, sort_keys=True)
        print(f"wrote {args.write}")
        return 0
    with open(args.compare, encoding="utf-8") as handle:
        before = json.load(handle)
    differ = [key for key in sorted(set(before) | set(found)) if before.get(key) != found.get(key)]
    for key in differ[:40]:
        old, new = before.get(key, {}), found.get(key, {})
        parts = sorted(part for part in set(old) | set(new) if old.get(part) != new.get(part))
        print(f"differs: {key}: {', '.join(parts)}")
    print(f"{len(found) - len(differ)} of {len(found)} answers identical to {args.compare}"
          + (f"; {len(differ)} differ" if differ else ""))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
