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
slows a round down, and the processor time each way (this process, and
with two jobs the workers and the fork server they come from, read from
/proc): half of jobs 2's over jobs 1's is what two idle cores would give.

    python3 benchmarks/bench_desk.py               # 3 rounds
    python3 benchmarks/bench_desk.py --rounds 5 --json out.json

Without the corpus folder it says so and exits 0.
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import sys
import time
from pathlib import Path

from common import CORPUS, checked, parser, ready, run_facts  # noqa: E402  (puts the repo on sys.path)

from bench_dead import index_rows  # noqa: E402

from gocount_gui.desk import count_paths  # noqa: E402


def count_all_games(paths: list, jobs: int) -> tuple[float, float, list]:
    """Seconds to count every game of ``paths`` with ``jobs`` processes,
    the processor seconds spent doing it (this process, the workers and
    the server they are forked from), and the rows."""
    cpu = processor_seconds()
    started = time.perf_counter()
    rows = [row for found in count_paths(paths, CORPUS, jobs) for row in found]
    seconds = time.perf_counter() - started
    if jobs > 1:
        time.sleep(0.3)  # the fork server reaps its workers, adding their time to its children's
    return seconds, processor_seconds() - cpu, rows


def processor_seconds() -> float:
    """Processor seconds of this process and of multiprocessing's fork
    server with the workers it has reaped (from /proc on Linux; the
    workers are the server's children, not ours)."""
    mine = resource.getrusage(resource.RUSAGE_SELF)
    total = mine.ru_utime + mine.ru_stime
    from multiprocessing import forkserver

    pid = getattr(forkserver._forkserver, "_forkserver_pid", None)
    if pid:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += sum(int(v) for v in fields[11:15]) / os.sysconf("SC_CLK_TCK")  # utime stime cutime cstime
        except (OSError, ValueError, IndexError):
            pass
    return total


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
    work: dict[int, list[float]] = {1: [], 2: []}
    reference = None
    for number in range(1, args.rounds + 1):
        for jobs in (1, 2):
            seconds, cpu, rows = count_all_games(paths, jobs)
            if reference is None:
                reference = rows
            elif rows != reference:
                print("the rows differ between runs (a suggestion cut short by its deadline?)")
            times[jobs].append(seconds)
            work[jobs].append(cpu)
        print(f"round {number}: jobs 1 {times[1][-1]:.2f} s ({work[1][-1]:.2f} s of processor), "
              f"jobs 2 {times[2][-1]:.2f} s ({work[2][-1]:.2f} s of processor), ratio {times[2][-1] / times[1][-1]:.2f}")
    after = load()
    one, two = statistics.median(times[1]), statistics.median(times[2])
    least_one, least_two = min(times[1]), min(times[2])
    agree = sum(1 for row in reference if row.agree)
    damaged = sum(1 for row in reference if row.error)
    print(f"load average after: {after}")
    print(f"median: jobs 1 {one:.2f} s ({one / len(paths) * 1000:.1f} ms a game), jobs 2 {two:.2f} s; ratio {two / one:.2f} (goal <= 0.60)")
    print(f"fastest: jobs 1 {least_one:.2f} s, jobs 2 {least_two:.2f} s; ratio {least_two / least_one:.2f} "
          "(other work on the machine only ever slows a round down)")
    cpu_one, cpu_two = statistics.median(work[1]), statistics.median(work[2])
    print(f"processor time (median): jobs 1 {cpu_one:.2f} s, jobs 2 {cpu_two:.2f} s in all processes; "
          f"shared evenly by two idle cores, jobs 2 would take {cpu_two / 2 / cpu_one:.2f} of jobs 1")
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
                    "processor_seconds": {str(jobs): values for jobs, values in work.items()},
                    "load_before": before,
                    "load_after": after,
                },
                handle,
                indent=2,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
