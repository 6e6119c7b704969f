#!/usr/bin/env python3
"""Do the Fox records whose KM cannot be right count as often to RE as the
Fox records with a komi?

Every Fox record of the dev corpus (``fox-ai-games-yenw/`` rows of
``INDEX.tsv``) is counted as ``gocount-score --dead auto`` counts it: the
record's rules (RU, else Japanese), its komi (KM, or the server's komi when
gocount assumes one) and gocount's own dead stones. The games are grouped
by how the komi was read (recorded, assumed from the server, or left at a
KM that cannot give RE) and split in the two halves of bench_dead.py (the
first byte of the SHA-1 of the path, even = a, odd = b).

    python3 benchmarks/bench_fox_komi.py            # the table
    python3 benchmarks/bench_fox_komi.py --misses   # and one line per miss

Without the corpus folder it says so and exits 0.
"""

from __future__ import annotations

import argparse
import csv
import sys
from collections import Counter

from common import CORPUS, corpus_records, half_of  # noqa: E402  (puts the repo on sys.path)

from gocount_gui.scoring import count_all  # noqa: E402
from gocount_gui.scoring.dead import suggest_dead  # noqa: E402

FOLDER = "fox-ai-games-yenw/"



def main(argv: list[str] | None = None) -> int:
    made = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    made.add_argument("--misses", action="store_true", help="one line per game whose count differs from RE")
    args = made.parse_args(argv)
    index = CORPUS / "INDEX.tsv"
    if not index.exists():
        print(f"no corpus at {CORPUS}; nothing to measure")
        return 0
    with index.open(encoding="utf-8") as handle:
        paths = [row["path"] for row in csv.DictReader(handle, delimiter="\t") if row["path"].startswith(FOLDER)]
    tally: Counter = Counter()
    for path, record in corpus_records(paths):
        if record.result is None or record.result.margin is None:
            continue
        if record.komi_assumed:
            group = "komi assumed"
        elif record.komi_reason:
            group = "KM cannot give RE"
        else:
            group = "komi recorded"
        key = record.rules.key
        dead = suggest_dead(record.position, key).dead
        margin = count_all(record.position, record.tray, dead).counts[key].result.margin
        hit = margin == record.result.margin
        half = half_of(path)
        tally[group, half, "games"] += 1
        tally[group, half, "hits"] += hit
        if args.misses and not hit:
            print(f"miss {half} {group}: {path} RE {record.result.text} counted {margin:+g} (komi {record.tray.komi:g}, {key})")
    print(f"{'komi':<20}{'half':>6}{'games':>7}{'margin = RE':>13}")
    for group in ("komi recorded", "komi assumed", "KM cannot give RE"):
        for half in ("a", "b"):
            games = tally[group, half, "games"]
            if games:
                hits = tally[group, half, "hits"]
                print(f"{group:<20}{half:>6}{games:>7}{hits:>7} ({100 * hits / games:.0f}%)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
