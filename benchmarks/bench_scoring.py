#!/usr/bin/env python3
"""How fast is our full count next to sgfmill's area_score, on real games?

Loads every 19x19 game listed in <repo>/../shared/corpus/INDEX.tsv, replays
it once with gocount_gui.record.read_file (not timed) and keeps game 0's
final position, tray and TB/TW dead stones. The same final positions are
set up as sgfmill boards, with the marked-dead stones left off (sgfmill's
area_score counts every stone as alive).

Three things are timed, interleaved round by round so machine noise hits
all of them alike:

* sgfmill   Board.area_score()                          (the reference)
* regions   gocount_gui.scoring.regions.find_regions(position, dead)
* count     gocount_gui.scoring.count.count_all(position, tray, dead)

Each round times one loop over the positions with dead stones and one over
the rest (time.perf_counter_ns around each loop); a round's time per
position is the loop totals over the number of positions, and the figure
reported is the median over the rounds. The garbage collector is off while
a loop runs, as timeit does (--gc keeps it on).

    python3 benchmarks/bench_scoring.py                 # table on stdout
    python3 benchmarks/bench_scoring.py --limit 50 --rounds 3
    python3 benchmarks/bench_scoring.py --json out.json
    python3 benchmarks/bench_scoring.py --rounds 15 --markdown docs/benchmarks/scoring.md
    python3 benchmarks/bench_scoring.py --profile       # cProfile of count_all
"""

from __future__ import annotations

import cProfile
import gc
import io
import json
import os
import pstats
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from common import CORPUS, checked, index_rows, load_timed, parser, ready, report_setup, run_facts  # noqa: E402  (puts the repo on sys.path)

from gocount_gui.record import SgfError, read_file  # noqa: E402
from gocount_gui.scoring.board import Position  # noqa: E402
from gocount_gui.scoring.colour import Colour  # noqa: E402
from gocount_gui.scoring.count import count_all  # noqa: E402
from gocount_gui.scoring.ledger import Tray  # noqa: E402
from gocount_gui.scoring.regions import find_regions  # noqa: E402

BOARD_SIZE = 19


@dataclass
class Case:
    """One final position, prepared for both engines."""

    path: str
    position: Position
    tray: Tray
    dead: frozenset
    board: object  # sgfmill.boards.Board with the dead stones left off


def load_cases(limit: int | None, every: int = 1) -> tuple[list[Case], list[str]]:
    """The 19x19 games of INDEX.tsv as cases (every ``every``-th of them),
    and the reasons files were skipped."""
    from sgfmill import boards

    cases: list[Case] = []
    skipped: list[str] = []
    for row in index_rows(lambda row: row["board_size"].strip() == str(BOARD_SIZE))[::every]:
        if limit is not None and len(cases) >= limit:
            break
        rel = row["path"]
        try:
            records = read_file(CORPUS / rel)
        except SgfError as err:
            skipped.append(f"{rel}: {err}")
            continue
        record = records[0]
        if record.size != BOARD_SIZE:
            skipped.append(f"{rel}: game 0 is {record.size}x{record.size}")
            continue
        position, dead = record.position, frozenset(record.marked_dead)
        board = boards.Board(BOARD_SIZE)
        legal = board.apply_setup(
            position.stones(Colour.BLACK) - dead,
            position.stones(Colour.WHITE) - dead,
            (),
        )
        if not legal:
            skipped.append(f"{rel}: sgfmill found chains without liberties in the final position")
            continue
        cases.append(Case(rel, position, record.tray, dead, board))
    return cases, skipped


def check_agreement(cases: list[Case]) -> list[str]:
    """Untimed sanity check (and warm-up): our A_B - A_W must equal sgfmill's
    area_score, since both count one-colour empty regions and no seki eye
    differs between them. Returns the paths that disagree."""
    bad = []
    for case in cases:
        area = count_all(case.position, case.tray, case.dead).ledger.area
        find_regions(case.position, case.dead)
        if area.black - area.white != case.board.area_score():
            bad.append(case.path)
    return bad


# ---- the timed loops -----------------------------------------------------------


def loop_sgfmill(cases: list[Case]) -> int:
    boards = [case.board for case in cases]
    start = time.perf_counter_ns()
    for board in boards:
        board.area_score()
    return time.perf_counter_ns() - start


def loop_regions(cases: list[Case]) -> int:
    args = [(case.position, case.dead) for case in cases]
    start = time.perf_counter_ns()
    for position, dead in args:
        find_regions(position, dead)
    return time.perf_counter_ns() - start


def loop_count(cases: list[Case]) -> int:
    args = [(case.position, case.tray, case.dead) for case in cases]
    start = time.perf_counter_ns()
    for position, tray, dead in args:
        count_all(position, tray, dead)
    return time.perf_counter_ns() - start


LOOPS = {"sgfmill": loop_sgfmill, "regions": loop_regions, "count": loop_count}


def run_rounds(groups: dict[str, list[Case]], rounds: int, keep_gc: bool) -> dict[str, dict[str, list[int]]]:
    """raw[engine][group] = the loop's nanoseconds, one per round.

    Each round runs every engine on every group; the order of the engines
    turns by one each round so none is always first after a collection."""
    engines = list(LOOPS)
    raw = {engine: {group: [] for group in groups} for engine in engines}
    for number in range(rounds):
        shift = number % len(engines)
        for engine in engines[shift:] + engines[:shift]:
            for group, cases in groups.items():
                if not cases:
                    raw[engine][group].append(0)
                    continue
                gc.collect()
                if not keep_gc:
                    gc.disable()
                try:
                    raw[engine][group].append(LOOPS[engine](cases))
                finally:
                    gc.enable()
    return raw


def per_position_us(raw: dict[str, dict[str, list[int]]], groups: dict[str, list[Case]]) -> dict[str, dict[str, float | None]]:
    """Median over rounds of the round's time per position, in microseconds,
    for each engine and for "dead", "alive" and "all"."""
    out: dict[str, dict[str, float | None]] = {}
    rounds = len(next(iter(next(iter(raw.values())).values())))
    for engine, by_group in raw.items():
        out[engine] = {}
        for group, cases in groups.items():
            out[engine][group] = statistics.median(t / len(cases) for t in by_group[group]) / 1000 if cases else None
        total_n = sum(len(cases) for cases in groups.values())
        totals = [sum(by_group[group][r] for group in groups) for r in range(rounds)]
        out[engine]["all"] = statistics.median(t / total_n for t in totals) / 1000
    return out


def ratio(a: float | None, b: float | None) -> float | None:
    return a / b if a is not None and b else None


# ---- output ----------------------------------------------------------------------


def fmt(value: float | None, spec: str) -> str:
    return "-" if value is None else format(value, spec)


def print_table(us: dict[str, dict[str, float | None]], counts: dict[str, int], rounds: int) -> None:
    columns = ("all", "dead", "alive")
    heads = {
        "all": f"all ({counts['all']})",
        "dead": f"with dead ({counts['dead']})",
        "alive": f"no dead ({counts['alive']})",
    }
    width = 34
    print(f"\nmicroseconds per 19x19 position, median of {rounds} rounds")
    print(f"{'':<{width}}" + "".join(f"{heads[c]:>18}" for c in columns))
    rows = [
        ("sgfmill Board.area_score", "sgfmill"),
        ("gocount find_regions", "regions"),
        ("gocount count_all", "count"),
    ]
    for label, engine in rows:
        print(f"{label:<{width}}" + "".join(f"{fmt(us[engine][c], '.1f'):>18}" for c in columns))
    print(f"{'ratio count_all / sgfmill':<{width}}" + "".join(
        f"{fmt(ratio(us['count'][c], us['sgfmill'][c]), '.2f'):>18}" for c in columns))
    print(f"{'ratio find_regions / sgfmill':<{width}}" + "".join(
        f"{fmt(ratio(us['regions'][c], us['sgfmill'][c]), '.2f'):>18}" for c in columns))
    print(f"{'share of count_all in find_regions':<{width}}" + "".join(
        f"{fmt(ratio(us['regions'][c], us['count'][c]), '.0%'):>18}" for c in columns))


def markdown_table(us: dict[str, dict[str, float | None]], counts: dict[str, int], rounds: int) -> str:
    """The table of a run as Markdown, with the ratios in a comment that
    benchmarks/check_ratios.py reads."""
    import sgfmill

    facts = run_facts()
    columns = ("all", "dead", "alive")
    ratios = {
        "count_all": ratio(us["count"]["all"], us["sgfmill"]["all"]),
        "find_regions": ratio(us["regions"]["all"], us["sgfmill"]["all"]),
    }
    lines = [
        "<!-- written by benchmarks/bench_scoring.py --markdown; run it again rather than editing -->",
        f"<!-- ratios: {json.dumps({k: round(v, 3) for k, v in ratios.items()})} -->",
        "",
        f"Measured {facts['date'][:10]} ({facts['platform']}, Python {facts['python']}, sgfmill {sgfmill.__version__}, "
        f"{os.cpu_count()} cores), microseconds per 19x19 position, median of {rounds} rounds:",
        "",
        f"| | all ({counts['all']}) | with TB/TW dead stones ({counts['dead']}) | no dead stones ({counts['alive']}) |",
        "|---|---|---|---|",
    ]
    for label, engine in (
        ("sgfmill `Board.area_score`", "sgfmill"),
        ("gocount `find_regions` (regions, seki, points to fill)", "regions"),
        ("gocount `count_all` (everything above)", "count"),
    ):
        lines.append(f"| {label} | " + " | ".join(fmt(us[engine][c], ".0f") for c in columns) + " |")
    lines.append("| **ratio count_all / sgfmill** | " + " | ".join(
        f"**{fmt(ratio(us['count'][c], us['sgfmill'][c]), '.2f')}**" for c in columns) + " |")
    lines.append("| ratio find_regions / sgfmill | " + " | ".join(
        fmt(ratio(us["regions"][c], us["sgfmill"][c]), ".2f") for c in columns) + " |")
    return "\n".join(lines) + "\n"


def profile(cases: list[Case], rounds: int = 3, top: int = 25) -> None:
    args = [(case.position, case.tray, case.dead) for case in cases]
    profiler = cProfile.Profile()
    profiler.enable()
    for _ in range(rounds):
        for position, tray, dead in args:
            count_all(position, tray, dead)
    profiler.disable()
    for key, title in (("cumulative", "cumulative time"), ("tottime", "total (own) time")):
        stream = io.StringIO()
        stats = pstats.Stats(profiler, stream=stream)
        stats.strip_dirs().sort_stats(key).print_stats(top)
        print(f"\n==== count_all x {len(cases)} positions x {rounds} rounds: top {top} by {title} ====")
        print(stream.getvalue().strip())


def main(argv: list[str] | None = None) -> int:
    options = parser(__doc__, 7, "the median is reported", "positions")
    options.add_argument("--profile", action="store_true", help="cProfile 3 rounds of count_all instead of timing")
    options.add_argument("--markdown", metavar="PATH", help="also write the table to PATH as Markdown")
    options.add_argument("--every", type=int, default=1, metavar="N",
                         help="only every N-th game of the index (a quick run spread over the corpus)")
    args = checked(options, argv)
    if not ready():
        return 0
    if args.every < 1:
        options.error("--every must be at least 1")
    cases, skipped = load_timed(lambda limit: load_cases(limit, args.every), args.limit,
                                f"positions of {BOARD_SIZE}x{BOARD_SIZE}", "skipped")
    if not cases:
        return 0

    bad = check_agreement(cases)
    print(f"sanity check: our A_B - A_W equals sgfmill area_score on {len(cases) - len(bad)}/{len(cases)} positions")
    for path in bad:
        print(f"  differs: {path}")

    if args.profile:
        profile(cases)
        return 0

    groups = {
        "dead": [case for case in cases if case.dead],
        "alive": [case for case in cases if not case.dead],
    }
    counts = {"all": len(cases), "dead": len(groups["dead"]), "alive": len(groups["alive"])}
    raw = run_rounds(groups, args.rounds, args.gc)
    us = per_position_us(raw, groups)

    report_setup(args.gc)
    print_table(us, counts, args.rounds)

    if args.json:
        report = {
            **run_facts(),
            "board_size": BOARD_SIZE,
            "positions": counts,
            "rounds": args.rounds,
            "gc_during_timing": args.gc,
            "limit": args.limit,
            "skipped": skipped,
            "area_disagreements": bad,
            "us_per_position_median": us,
            "ratio_count_over_sgfmill": {c: ratio(us["count"][c], us["sgfmill"][c]) for c in counts},
            "ratio_regions_over_sgfmill": {c: ratio(us["regions"][c], us["sgfmill"][c]) for c in counts},
            "raw_ns_per_round": raw,
        }
        Path(args.json).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        print(f"\nwrote {args.json}")
    if args.markdown:
        Path(args.markdown).parent.mkdir(parents=True, exist_ok=True)
        Path(args.markdown).write_text(markdown_table(us, counts, args.rounds), encoding="utf-8")
        print(f"\nwrote {args.markdown}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
