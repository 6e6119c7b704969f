#!/usr/bin/env python3
"""Does needs_sealing stay quiet on finished games?

Finished games: every game of ``kgs-6d-2017q1/`` (the players' own dead
stones from their TB/TW, as ``gocount-score --dead marked``), counted
twice: with the regions the players' markup settles (what gocount-score
does) and with the dead stones alone. For each, the games where
needs_sealing is empty and where the game is called unfinished, in the two
halves of bench_dead.py (the first byte of the SHA-1 of the path, even = a,
odd = b).

(The OGS autoscore fixtures are checked by tests/test_sealing.py: their
points marked ``s`` are flagged, and fixtures without any raise nothing.)

    python3 benchmarks/bench_sealing.py            # the tables
    python3 benchmarks/bench_sealing.py --list     # and the games that raise it

Without the corpus folder it says so and exits 0.
"""

from __future__ import annotations

import argparse
import csv
import sys
from collections import Counter

from common import CORPUS, corpus_records, half_of  # noqa: E402  (puts the repo on sys.path)

from gocount_gui.scoring import find_regions  # noqa: E402
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


def main(argv: list[str] | None = None) -> int:
    made = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    made.add_argument("--list", action="store_true", help="one line per finished game that raises needs_sealing")
    args = made.parse_args(argv)
    if not (CORPUS / KGS / "INDEX.tsv").exists():
        print(f"no corpus at {CORPUS}; nothing to measure")
        return 0
    finished_games(args.list)
    return 0


if __name__ == "__main__":
    sys.exit(main())
