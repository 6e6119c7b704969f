#!/usr/bin/env python3
"""Does needs_sealing stay quiet on finished games, and speak on open ones?

Finished games: every game of ``kgs-6d-2017q1/`` (the players' own dead
stones from their TB/TW, as ``gocount-score --dead marked``), counted
twice: with the regions the players' markup settles (what gocount-score
does) and with the dead stones alone. For each, the games where
needs_sealing is empty and where the game is called unfinished, in the two
halves of bench_dead.py (the first byte of the SHA-1 of the path, even = a,
odd = b).

OGS fixtures: each ``fixtures-ogs-goban-autoscore/*.json`` board with the
stones its ``correct_ownership`` gives to the other colour lifted; the
points marked ``s`` there (when a fixture has them) and the points found.

    python3 benchmarks/bench_sealing.py            # the tables
    python3 benchmarks/bench_sealing.py --list     # and the games that raise it

Without the corpus folder it says so and exits 0.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from collections import Counter

from common import CORPUS, corpus_records, half_of  # noqa: E402  (puts the repo on sys.path)

from gocount_gui.scoring import find_regions  # noqa: E402
from gocount_gui.scoring.board import Position  # noqa: E402
from gocount_gui.scoring.colour import point_name  # noqa: E402

KGS = "kgs-6d-2017q1"
OGS = "fixtures-ogs-goban-autoscore"



def finished_games(listing: bool) -> None:
    with (CORPUS / KGS / "INDEX.tsv").open(encoding="utf-8") as handle:
        paths = [f"{KGS}/{row['path']}" for row in csv.DictReader(handle, delimiter="\t")]
    tally: Counter = Counter()
    for path, record in corpus_records(paths):
        half = half_of(path)
        for way, overrides in (("with the markup", record.marked_owners()), ("dead stones only", None)):
            found = find_regions(record.position, record.marked_dead, overrides).open_borders
            tally[way, half, "games"] += 1
            tally[way, half, "quiet"] += not found.needs_sealing
            tally[way, half, "unfinished"] += found.unfinished
            if listing and found.needs_sealing:
                names = " ".join(point_name(p) for p in found.points())
                print(f"sealing {half} {way}: {path}: {names} (open {found.open_points})")
    print(f"{'finished KGS games':<20}{'half':>6}{'games':>7}{'needs_sealing empty':>22}{'unfinished':>12}")
    for way in ("with the markup", "dead stones only"):
        for half in ("a", "b"):
            games = tally[way, half, "games"]
            quiet = tally[way, half, "quiet"]
            print(f"{way:<20}{half:>6}{games:>7}{quiet:>14} ({100 * quiet / games:.1f}%){tally[way, half, 'unfinished']:>12}")


def ogs_fixtures() -> None:
    print()
    print(f"{'OGS fixture':<22}{'marked s':>9}{'found':>7}{'both':>6}")
    for path in sorted((CORPUS / OGS).glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        rows = [row.lower() for row in data["board"]]
        size = len(rows)
        wanted = data.get("sealed_ownership") or data["correct_ownership"]
        grid = "\n".join(" ".join({"b": "#", "w": "o"}.get(c, ".") for c in row) for row in rows)
        from gocount_gui.scoring import parse_diagram

        position: Position = parse_diagram(grid)
        dead = []
        marked = set()
        for y, row in enumerate(rows):
            for x, stone in enumerate(row):
                point = (size - 1 - y, x)
                owner = data["correct_ownership"][y][x]
                if stone in "bw" and owner in "BW" and owner.lower() != stone:
                    dead.append(point)
                if wanted[y][x] == "s":
                    marked.add(point)
        found = set(find_regions(position, dead).open_borders.needs_sealing)
        print(f"{path.stem:<22}{len(marked):>9}{len(found):>7}{len(marked & found):>6}  {' '.join(point_name(p) for p in sorted(found))}")


def main(argv: list[str] | None = None) -> int:
    made = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    made.add_argument("--list", action="store_true", help="one line per finished game that raises needs_sealing")
    args = made.parse_args(argv)
    if not (CORPUS / KGS / "INDEX.tsv").exists():
        print(f"no corpus at {CORPUS}; nothing to measure")
        return 0
    finished_games(args.list)
    ogs_fixtures()
    return 0


if __name__ == "__main__":
    sys.exit(main())
