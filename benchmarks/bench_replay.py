#!/usr/bin/env python3
"""How fast is our record replay next to sgfmill's own, on real games?

Loads every 19x19 game listed in <repo>/../shared/corpus/INDEX.tsv and
parses it once with sgfmill (sgf.Sgf_game.from_bytes, not timed). Games for
which sgfmill's replay raises (setup after the root, a move on a stone) are
left out and counted. Three things are timed, game by game:

* sgfmill    sgf_moves.get_setup_and_moves(game), then Board.play for
             each move (the reference)
* ours       gocount_gui.record.sgf.replay_game(game): the final
             position and every count of the record (the full ledger input)
* replayer   Replayer alone, with the moves already extracted as
             (Colour, point) pairs, reading .position at the end

Each round times every game once with each engine (the order of the
engines turns by one each round); a game's figure is its best time over
the rounds, and the table shows the median over games, the total over all
games and the ratios to sgfmill. The garbage collector is off while a game
is timed, as timeit does (--gc keeps it on).

    python3 benchmarks/bench_replay.py                  # table on stdout
    python3 benchmarks/bench_replay.py --limit 50 --rounds 3
    python3 benchmarks/bench_replay.py --json out.json
"""

from __future__ import annotations

import gc
import json
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from common import CORPUS, checked, index_rows, load_timed, parser, ready, report_setup, run_facts  # noqa: E402  (puts the repo on sys.path)

from gocount_gui.record import sgf as record_sgf  # noqa: E402
from gocount_gui.record.replay import Replayer  # noqa: E402
from gocount_gui.scoring.board import IllegalMoveError, Position  # noqa: E402
from gocount_gui.scoring.colour import Colour  # noqa: E402

BOARD_SIZE = 19
COLOURS = {"b": Colour.BLACK, "w": Colour.WHITE}


@dataclass
class Case:
    """One parsed game, with its moves extracted for the Replayer-only loop."""

    path: str
    game: object  # sgfmill.sgf.Sgf_game
    start: Position
    moves: list[tuple[Colour, tuple[int, int] | None]]


def load_cases(limit: int | None) -> tuple[list[Case], list[str]]:
    """The 19x19 games of INDEX.tsv that sgfmill replays without error, and
    the reasons the others were left out."""
    from sgfmill import sgf

    cases: list[Case] = []
    skipped: list[str] = []
    for row in index_rows(lambda row: row["board_size"].strip() == str(BOARD_SIZE)):
        if limit is not None and len(cases) >= limit:
            break
        rel = row["path"]
        try:
            game = sgf.Sgf_game.from_bytes((CORPUS / rel).read_bytes())
            replay_sgfmill(game)  # sgfmill must replay it too
        except ValueError as err:
            skipped.append(f"{rel}: sgfmill: {err}")
            continue
        if game.get_size() != BOARD_SIZE:
            skipped.append(f"{rel}: game 0 is {game.get_size()}x{game.get_size()}")
            continue
        start, moves = extract(game)
        cases.append(Case(rel, game, start, moves))
    return cases, skipped


def extract(game) -> tuple[Position, list[tuple[Colour, tuple[int, int] | None]]]:
    """The start position and the moves of a game, through sgfmill."""
    from sgfmill import sgf_moves

    board, plays = sgf_moves.get_setup_and_moves(game)
    black = [point for colour, point in board.list_occupied_points() if colour == "b"]
    white = [point for colour, point in board.list_occupied_points() if colour == "w"]
    start = Position.from_points(board.side, black, white)
    return start, [(COLOURS[colour], point) for colour, point in plays]


# ---- the three replays -----------------------------------------------------------


def replay_sgfmill(game):
    """The reference: sgfmill's setup and moves, played on its Board."""
    from sgfmill import sgf_moves

    board, plays = sgf_moves.get_setup_and_moves(game)
    for colour, point in plays:
        if point is not None:
            board.play(point[0], point[1], colour)
    return board


def replay_moves(start: Position, moves: list[tuple[Colour, tuple[int, int] | None]]) -> Position:
    """Replay extracted moves with a Replayer as the record reader does: an
    illegal move is played anyway, a move on a stone is skipped."""
    replayer = Replayer(start)
    for colour, point in moves:
        if point is None:
            replayer.pass_(colour)
            continue
        try:
            replayer.play(colour, point)
        except IllegalMoveError:
            replayer.play_recorded(colour, point)
    return replayer.position


def final_positions_agree(cases: list[Case], run_ours: Callable[[Case], object]) -> list[str]:
    """Untimed check (and warm-up): every engine ends on sgfmill's final
    position. Returns the paths that differ."""
    bad = []
    for case in cases:
        board = replay_sgfmill(case.game)
        black = [point for colour, point in board.list_occupied_points() if colour == "b"]
        white = [point for colour, point in board.list_occupied_points() if colour == "w"]
        expected = Position.from_points(BOARD_SIZE, black, white)
        result = run_ours(case)
        position = getattr(result, "position", result)
        if position != expected or replay_moves(case.start, case.moves) != expected:
            bad.append(case.path)
    return bad


# ---- timing ------------------------------------------------------------------------


def time_once(run: Callable[[Case], object], case: Case, keep_gc: bool) -> int:
    """Nanoseconds for one replay of one game."""
    if not keep_gc:
        gc.disable()
    try:
        start = time.perf_counter_ns()
        run(case)
        return time.perf_counter_ns() - start
    finally:
        gc.enable()


def run_rounds(engines: dict[str, Callable[[Case], object]], cases: list[Case], rounds: int, keep_gc: bool) -> dict[str, list[int]]:
    """best[engine][i]: the best nanoseconds over the rounds for game i."""
    names = list(engines)
    best = {name: [0] * len(cases) for name in names}
    for number in range(rounds):
        gc.collect()
        shift = number % len(names)
        order = names[shift:] + names[:shift]
        for i, case in enumerate(cases):
            for name in order:
                ns = time_once(engines[name], case, keep_gc)
                if number == 0 or ns < best[name][i]:
                    best[name][i] = ns
    return best


def summarise(best: dict[str, list[int]], moves: int) -> dict[str, dict[str, float]]:
    """Median µs per game, total ms and µs per move, for each engine."""
    return {
        name: {
            "median_us_per_game": statistics.median(times) / 1000,
            "total_ms": sum(times) / 1e6,
            "us_per_move": sum(times) / moves / 1000,
        }
        for name, times in best.items()
    }


# ---- output ------------------------------------------------------------------------


def print_table(summary: dict[str, dict[str, float]], labels: dict[str, str], games: int, moves: int, rounds: int) -> None:
    reference = summary["sgfmill"]
    print(f"\n{games} games of {BOARD_SIZE}x{BOARD_SIZE}, {moves} moves; best of {rounds} rounds per game")
    width = 44
    print(f"{'':<{width}}{'median µs/game':>16}{'total ms':>12}{'µs/move':>10}{'sgfmill/this':>14}")
    for name, numbers in summary.items():
        speedup = reference["total_ms"] / numbers["total_ms"]
        print(f"{labels[name]:<{width}}{numbers['median_us_per_game']:>16.1f}{numbers['total_ms']:>12.2f}"
              f"{numbers['us_per_move']:>10.2f}{speedup:>14.2f}")
    ratio = reference["median_us_per_game"] / summary["ours"]["median_us_per_game"]
    print(f"\nratio sgfmill / ours, median per game: {ratio:.2f} (goal >= 2.0)")


def main(argv: list[str] | None = None) -> int:
    options = parser(__doc__, 5, "each game keeps its best", "games")
    args = checked(options, argv)
    if not ready():
        return 0
    cases, skipped = load_timed(load_cases, args.limit, f"games of {BOARD_SIZE}x{BOARD_SIZE}", "left out")
    if not cases:
        return 0

    ours_label = "record.sgf.replay_game(game)"

    def run_ours(case: Case) -> object:
        return record_sgf.replay_game(case.game)

    bad = final_positions_agree(cases, run_ours)
    print(f"sanity check: our final position equals sgfmill's on {len(cases) - len(bad)}/{len(cases)} games")
    for path in bad:
        print(f"  differs: {path}")

    engines = {
        "sgfmill": lambda case: replay_sgfmill(case.game),
        "ours": run_ours,
        "replayer": lambda case: replay_moves(case.start, case.moves),
    }
    labels = {
        "sgfmill": "sgfmill get_setup_and_moves + Board.play",
        "ours": "ours (see above)",
        "replayer": "Replayer alone (moves pre-extracted)",
    }
    moves = sum(len(case.moves) for case in cases)
    best = run_rounds(engines, cases, args.rounds, args.gc)
    summary = summarise(best, moves)
    report_setup(args.gc)
    print_table(summary, labels, len(cases), moves, args.rounds)

    if args.json:
        report = {
            **run_facts(),
            "board_size": BOARD_SIZE,
            "games": len(cases),
            "moves": moves,
            "rounds": args.rounds,
            "gc_during_timing": args.gc,
            "limit": args.limit,
            "ours": ours_label,
            "left_out": skipped,
            "final_position_disagreements": bad,
            "summary": summary,
            "best_ns_per_game": {name: dict(zip((c.path for c in cases), times)) for name, times in best.items()},
        }
        Path(args.json).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
        print(f"\nwrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
