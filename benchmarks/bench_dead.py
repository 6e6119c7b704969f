#!/usr/bin/env python3
"""How well and how fast does suggest_dead find the players' dead stones?

The hard truth is the games of <repo>/../shared/corpus/INDEX.tsv whose last
node carries the players' own TB/TW (column tb_tw == final): the stones on
the opponent's marked points are the dead set the players agreed on. Each
game's final position gets gocount_gui.scoring.dead.suggest_dead, and then:

* right        the suggested dead set equals the players' AND the margin
               it gives under the game's rules (RU, else Japanese; KM, else
               the rule set's komi) equals RE;
* winner-only  not right, but the same winner as RE;
* wrong        the rest.

Counts are shown for area and territory rules, out of all the TB/TW games
and out of those whose own markup reproduces RE. Time is the wall time of
suggest_dead alone per 19x19 position (median and 90th percentile).
With --gnugo, GNU Go's `final_status_list dead` is measured the same way in
the same run (about a second per game); with --soft, the other counted games
(RE only) say how often the suggested dead set reproduces RE.

    python3 benchmarks/bench_dead.py               # table on stdout
    python3 benchmarks/bench_dead.py --failures    # and one line per failure
    python3 benchmarks/bench_dead.py --gnugo --soft
    python3 benchmarks/bench_dead.py --json out.json

Without the corpus folder it says so and exits 0.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from common import CORPUS, index_rows  # noqa: E402  (puts the repo on sys.path)

from gocount_gui.record import SgfError, parse_result, read_file  # noqa: E402
from gocount_gui.scoring import Counting, count_all, preset  # noqa: E402
from gocount_gui.scoring.colour import point_name  # noqa: E402
from gocount_gui.scoring.dead import suggest_dead  # noqa: E402
from gocount_gui.scoring.referee import RefereeError, gnugo_available, gnugo_dead  # noqa: E402

VERDICTS = ("right", "winner-only", "wrong")


@dataclass
class Game:
    """One counted game: its record, the rules it is scored under and RE."""

    path: str
    record: object
    rules_key: str
    recorded: float
    markup_reproduces: bool = False


@dataclass
class Outcome:
    """One engine on one game."""

    verdict: str
    seconds: float
    extra: frozenset = field(default_factory=frozenset)
    missed: frozenset = field(default_factory=frozenset)
    margin: float | None = None
    why: str = ""


def margin(game: Game, dead: frozenset) -> float:
    """Black's margin with ``dead`` lifted, under the game's rules and komi."""
    record = game.record
    rules = preset(game.rules_key)
    komi = record.komi if record.komi is not None else rules.default_komi
    tray = dataclasses.replace(record.tray, komi=komi)
    return count_all(record.position, tray, dead).counts[game.rules_key].result.margin


def load_games(tb_tw: bool, limit: int | None) -> tuple[list[Game], list[str]]:
    """The counted games with (or without) final TB/TW, and the files skipped."""
    games: list[Game] = []
    skipped: list[str] = []
    for row in index_rows(lambda row: (row["tb_tw"] == "final") == tb_tw)[:limit]:
        try:
            record = read_file(CORPUS / row["path"])[0]
        except SgfError as err:
            skipped.append(f"{row['path']}: {err}")
            continue
        recorded = parse_result(record.result_text)
        if recorded is None:
            skipped.append(f"{row['path']}: RE[{record.result_text}] states no margin")
            continue
        game = Game(row["path"], record, record.rules_key or "japanese", recorded)
        if tb_tw:
            game.markup_reproduces = margin(game, record.marked_dead) == recorded
        games.append(game)
    return games, skipped


def judge(game: Game, dead: frozenset, seconds: float) -> Outcome:
    """Compare a dead set with the players' markup and RE."""
    got = margin(game, dead)
    truth = game.record.marked_dead
    if dead == truth and got == game.recorded:
        verdict = "right"
    elif got != 0 and (got > 0) == (game.recorded > 0):
        verdict = "winner-only"
    else:
        verdict = "wrong"
    return Outcome(verdict, seconds, dead - truth, truth - dead, got)


def run_ours(game: Game) -> Outcome:
    start = time.perf_counter()
    suggestion = suggest_dead(game.record.position, game.rules_key)
    seconds = time.perf_counter() - start
    outcome = judge(game, suggestion.dead, seconds)
    outcome.why = explain(game, outcome, suggestion.reasons)
    return outcome


def run_gnugo(game: Game) -> Outcome:
    start = time.perf_counter()
    try:
        dead = gnugo_dead(CORPUS / game.path, size=game.record.size, timeout=60)
    except RefereeError as err:
        return Outcome("wrong", time.perf_counter() - start, why=str(err))
    return judge(game, dead or frozenset(), time.perf_counter() - start)


def explain(game: Game, outcome: Outcome, reasons) -> str:
    """One line on what went wrong: which stones, and what our analysis said."""
    parts = []
    if not game.markup_reproduces:
        parts.append("the players' own markup does not reproduce RE")
    for label, stones in (("killed", outcome.extra), ("kept", outcome.missed)):
        if stones:
            first = min(stones)
            parts.append(f"{label} {len(stones)} at {point_name(first)}... ({reasons.get(first, '?')})")
    if not parts and outcome.verdict != "right":
        parts.append(f"same dead set, margin {outcome.margin:+g} vs RE {game.recorded:+g}")
    return "; ".join(parts)


def counting_of(game: Game) -> str:
    return "area" if preset(game.rules_key).counting is Counting.AREA else "territory"


def table(games: list[Game], outcomes: list[Outcome], title: str) -> list[str]:
    """Rows: area, territory, all; over all games and over those whose markup reproduces RE."""
    lines = [f"{title}", f"  {'rules':<11}{'subset':<22}{'games':>6}" + "".join(f"{v:>13}" for v in VERDICTS)]
    for label, keep in (("area", "area"), ("territory", "territory"), ("all", None)):
        for subset, only_ok in (("all TB/TW games", False), ("markup reproduces RE", True)):
            chosen = [
                o for g, o in zip(games, outcomes)
                if (keep is None or counting_of(g) == keep) and (g.markup_reproduces or not only_ok)
            ]
            counts = [sum(1 for o in chosen if o.verdict == v) for v in VERDICTS]
            lines.append(f"  {label:<11}{subset:<22}{len(chosen):>6}" + "".join(f"{c:>13}" for c in counts))
    times = sorted(o.seconds for g, o in zip(games, outcomes) if g.record.size == 19)
    if times:
        p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
        lines.append(
            f"  time per 19x19 position: median {1000 * statistics.median(times):.1f} ms, "
            f"90th percentile {1000 * p90:.1f} ms, max {1000 * times[-1]:.1f} ms ({len(times)} positions)"
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gnugo", action="store_true", help="also measure GNU Go's final_status_list dead (slow)")
    parser.add_argument("--soft", action="store_true", help="also the counted games without TB/TW (RE only)")
    parser.add_argument("--failures", action="store_true", help="one line per game that is not right")
    parser.add_argument("--limit", type=int, help="only the first N games of each set")
    parser.add_argument("--json", metavar="FILE", help="write every game's outcome as JSON")
    args = parser.parse_args(argv)

    if not (CORPUS / "INDEX.tsv").is_file():
        print(f"bench_dead: {CORPUS} is absent; nothing to measure.")
        return 0

    games, skipped = load_games(True, args.limit)
    ours = [run_ours(g) for g in games]
    print("\n".join(table(games, ours, "gocount suggest_dead against the players' TB/TW")))
    results = {"ours": ours}
    if args.gnugo:
        if gnugo_available():
            theirs = [run_gnugo(g) for g in games]
            results["gnugo"] = theirs
            print()
            print("\n".join(table(games, theirs, "GNU Go final_status_list dead, same games")))
        else:
            print("\nGNU Go is not installed (no gnugo on the PATH or in /usr/games): skipped.")
    if args.failures:
        print("\nfailures (not right):")
        for game, outcome in zip(games, ours):
            if outcome.verdict != "right":
                print(f"  {outcome.verdict:<12}{game.path}: {outcome.why}")
    if args.soft:
        soft, soft_skipped = load_games(False, args.limit)
        skipped += soft_skipped
        soft_out = [run_ours(g) for g in soft]
        same = sum(1 for o, g in zip(soft_out, soft) if o.margin == g.recorded)
        winner = sum(1 for o in soft_out if o.verdict != "wrong")
        print(f"\nother counted games (RE only): margin equals RE on {same} of {len(soft)}, same winner on {winner}")
    for line in skipped:
        print(f"skipped: {line}")
    if args.json:
        data = {
            engine: [
                {
                    "path": g.path,
                    "counting": counting_of(g),
                    "markup_reproduces_re": g.markup_reproduces,
                    "verdict": o.verdict,
                    "ms": round(1000 * o.seconds, 3),
                    "extra": sorted(point_name(p) for p in o.extra),
                    "missed": sorted(point_name(p) for p in o.missed),
                    "why": o.why,
                }
                for g, o in zip(games, outcomes)
            ]
            for engine, outcomes in results.items()
        }
        Path(args.json).write_text(json.dumps(data, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
