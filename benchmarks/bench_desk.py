#!/usr/bin/env python3
"""How much faster does the tournament desk check a folder on two cores?

The games are the dev corpus's TB/TW games (the rows of both indexes with
``tb_tw == final``, about 520; see bench_dead.py), counted as the desk and
``gocount-score FOLDER --csv`` count them (:func:`gocount_gui.desk.count_paths`:
read, replay, count under the record's rules with the players' dead
stones), once with ``--jobs 1`` (in this process) and once with ``--jobs 2``
(two worker processes, their start-up included), alternately for
``--rounds`` rounds in one run. The report gives each round's times, the
median of each, and the ratio jobs 2 / jobs 1 (the goal is 0.6 at most on
two cores), with the load average before and after: the machine may be
shared, and a core busy with someone else's work is not ours to use. The
ratio of the fastest rounds is given too, since other work only ever
slows a round down.

    python3 benchmarks/bench_desk.py               # 3 rounds
    python3 benchmarks/bench_desk.py --rounds 5 --json out.json

Without the corpus folder it says so and exits 0.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time

from common import CORPUS, checked, parser, ready, run_facts  # noqa: E402  (puts the repo on sys.path)

from bench_dead import index_rows  # noqa: E402

from gocount_gui.desk import count_paths  # noqa: E402


def count_all_games(paths: list, jobs: int) -> tuple[float, list]:
    """Seconds to count every game of ``paths`` with ``jobs`` processes, and the rows."""
    started = time.perf_counter()
    rows = [row for found in count_paths(paths, CORPUS, jobs) for row in found]
    return time.perf_counter() - started, rows


def load() -> str:
    """The load averages over 1, 5 and 15 minutes."""
    try:
        return " ".join(f"{value:.2f}" for value in os.getloadavg())
    except OSError:
        return "unknown"


def main(argv: list[str] | None = None) -> int:
    made = parser(__doc__, 3, "each round counts every game with 1 and then 2 processes", "games")
    args = checked(made, argv)
    if not ready():
        return 0
    paths = [CORPUS / row["path"] for row in index_rows()][: args.limit]
    print(f"corpus: {CORPUS}")
    print(f"{len(paths)} TB/TW games; cores usable: {len(os.sched_getaffinity(0)) if hasattr(os, 'sched_getaffinity') else os.cpu_count()}")
    before = load()
    print(f"load average before: {before}")
    times: dict[int, list[float]] = {1: [], 2: []}
    reference = None
    for number in range(1, args.rounds + 1):
        for jobs in (1, 2):
            seconds, rows = count_all_games(paths, jobs)
            if reference is None:
                reference = rows
            elif rows != reference:
                print("the rows differ between runs (a suggestion cut short by its deadline?)")
            times[jobs].append(seconds)
        print(f"round {number}: jobs 1 {times[1][-1]:.2f} s, jobs 2 {times[2][-1]:.2f} s, ratio {times[2][-1] / times[1][-1]:.2f}")
    after = load()
    one, two = statistics.median(times[1]), statistics.median(times[2])
    least_one, least_two = min(times[1]), min(times[2])
    agree = sum(1 for row in reference if row.agree)
    damaged = sum(1 for row in reference if row.error)
    print(f"load average after: {after}")
    print(f"median: jobs 1 {one:.2f} s ({one / len(paths) * 1000:.1f} ms a game), jobs 2 {two:.2f} s; ratio {two / one:.2f} (goal <= 0.60)")
    print(f"fastest: jobs 1 {least_one:.2f} s, jobs 2 {least_two:.2f} s; ratio {least_two / least_one:.2f} "
          "(other work on the machine only ever slows a round down)")
    print(f"rows: {len(reference)}, agreeing with RE {agree}, damaged {damaged}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(
                {
                    **run_facts(),
                    "games": len(paths),
                    "seconds": {str(jobs): values for jobs, values in times.items()},
                    "median": {"1": one, "2": two},
                    "ratio": two / one,
                    "fastest_ratio": least_two / least_one,
                    "load_before": before,
                    "load_after": after,
                },
                handle,
                indent=2,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
