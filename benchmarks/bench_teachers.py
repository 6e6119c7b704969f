#!/usr/bin/env python3
"""Where is suggest_dead wrong on games with no labels? Where its teachers agree.

A game's *teachers* agree when two answers that come from elsewhere give
the same dead set and that set, counted by gocount under the game's rules,
gives RE:

* ``kgs-6d-2015/`` (1,454 KGS games, RE only): GNU Go 3.8 and KataGo, from
  the answers stored beside the games (``kgs-6d-2015/peers/*.jsonl``);
* the dev games with the players' TB/TW (``bench_dead.py``'s set, about
  520): the players' dead set and GNU Go's, from ``bench_dead.py --gnugo``'s
  cache (run that first; games it has no answer for are left out and
  counted). KataGo has no stored answers for these.

Where the teachers agree and gocount's set differs, gocount is most likely
wrong: those games are listed, per half of the fixed split of
``bench_dead.py`` (the first byte of the SHA-1 of the game's path in the
corpus, even for half "a", odd for "b"), with the points the result moves
and what gocount said of the first wrong stone.

It also measures the unsure flag on those games: the share of the wrong
stones flagged in games whose result moves by :data:`COSTLY` points or more,
and the share of right games (gocount's set is the teachers') that carry a
flag anyway; and, with --calibrate, how often each kind of verdict
(:func:`gocount_gui.scoring.verdicts.reason_kind`) is wrong, per half.

    python3 benchmarks/bench_teachers.py                  # both sets, tables
    python3 benchmarks/bench_teachers.py --set 2015 --list b
    python3 benchmarks/bench_teachers.py --calibrate --jobs 2
    python3 benchmarks/bench_teachers.py --json out.json

Without the corpus folder it says so and exits 0.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from common import CORPUS  # noqa: E402  (puts the repo on sys.path)

from bench_dead import DEFAULT_CACHE, Game, load_games, margin, read_game  # noqa: E402
from gocount_gui.scoring.colour import point_name  # noqa: E402
from gocount_gui.scoring.dead import suggest_dead  # noqa: E402
from gocount_gui.scoring.referee import gnugo_version  # noqa: E402

SET_2015 = "kgs-6d-2015"
COSTLY = 10
"""A game whose result moves by this many points or more is costly."""


def load_2015(limit: int | None) -> tuple[list[Game], dict[str, frozenset | None], list[str]]:
    """The 2015 games, the teachers' set per path (None where GNU Go and
    KataGo differ or either gave no answer), and the files skipped."""
    answers: dict[str, dict[str, frozenset | None]] = {}
    for peer in ("gnugo", "katago"):
        with open(CORPUS / SET_2015 / "peers" / f"{SET_2015}.{peer}.jsonl", encoding="utf-8") as handle:
            for line in handle:
                entry = json.loads(line)
                dead = frozenset(tuple(p) for p in entry["dead"]) if entry.get("ok") else None
                answers.setdefault(f"{SET_2015}/{entry['path']}", {})[peer] = dead
    games: list[Game] = []
    skipped: list[str] = []
    with open(CORPUS / SET_2015 / "INDEX.tsv", newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    for row in rows[:limit]:
        game, why = read_game(f"{SET_2015}/{row['path']}")
        if game is None:
            skipped.append(why)
        else:
            games.append(game)
    teachers = {}
    for game in games:
        peers = answers.get(game.path, {})
        gnugo, katago = peers.get("gnugo"), peers.get("katago")
        teachers[game.path] = gnugo if gnugo is not None and gnugo == katago else None
    return games, teachers, skipped


def load_dev(limit: int | None, cache_path: Path) -> tuple[list[Game], dict[str, frozenset | None], list[str]]:
    """The TB/TW dev games and the teachers' set per path: the players'
    when GNU Go's cached answer is the same set, else None."""
    games, skipped = load_games(limit)
    cache = json.loads(cache_path.read_text()) if cache_path.is_file() else {}
    version = gnugo_version() or ""
    teachers: dict[str, frozenset | None] = {}
    unasked = 0
    for game in games:
        entry = cache.get(f"{version}:{game.sha1}")
        if entry is None or entry["dead"] is None:
            unasked += 1
            teachers[game.path] = None
            continue
        gnugo = frozenset(tuple(p) for p in entry["dead"])
        teachers[game.path] = gnugo if gnugo == game.record.marked_dead else None
    if unasked:
        skipped.append(f"{unasked} dev games have no GNU Go answer in {cache_path} (run bench_dead.py --gnugo)")
    return games, teachers, skipped


def examine(game: Game, teachers: frozenset | None) -> dict:
    """gocount on one game, judged against the teachers' set."""
    start = time.perf_counter()
    suggestion = suggest_dead(game.record.position, game.rules_key)
    seconds = time.perf_counter() - start
    ours = suggestion.dead
    result = {
        "path": game.path,
        "half": game.half,
        "ms": round(1000 * seconds, 2),
        "agree": False,
        "flagged": bool(suggestion.unsure()),
        "groups": [],
    }
    if teachers is None:
        return result
    theirs_margin = margin(game, teachers)
    if theirs_margin != game.recorded:
        return result
    wrong = ours ^ teachers
    unsure = suggestion.unsure()
    result.update(
        agree=True,
        right=not wrong,
        moved=abs(margin(game, ours) - theirs_margin),
        wrong=len(wrong),
        wrong_flagged=len(wrong & unsure),
        extra=sorted(point_name(p) for p in ours - teachers),
        missed=sorted(point_name(p) for p in teachers - ours),
        first=(point_name(min(wrong)), suggestion.reasons[min(wrong)]) if wrong else None,
        groups=[
            {"kind": g.kind, "doubt": g.doubt, "stones": len(g.points), "stake": g.stake, "confidence": g.confidence,
             "dead": g.dead, "wrong": bool(g.points & wrong), "wrong_stones": len(g.points & wrong)}
            for g in suggestion.groups
        ],
    )
    return result


def _examine(item: tuple[Game, frozenset | None]) -> dict:
    return examine(*item)


def report(name: str, results: list[dict], listing: str | None) -> list[str]:
    """The table of one set, per half, and the games listed."""
    lines = [f"{name}: {len(results)} games"]
    for half in ("a", "b"):
        mine = [r for r in results if r["half"] == half]
        agreed = [r for r in mine if r["agree"]]
        wrong = [r for r in agreed if not r["right"]]
        costly = [r for r in wrong if r["moved"] >= COSTLY]
        costly_stones = sum(r["wrong"] for r in costly)
        costly_flagged = sum(r["wrong_flagged"] for r in costly)
        right = [r for r in agreed if r["right"]]
        share = f"{100 * costly_flagged / costly_stones:.0f}%" if costly_stones else "-"
        lines.append(
            f"  half {half}: {len(mine)} games, teachers agree on {len(agreed)}; gocount differs on {len(wrong)} "
            f"({len(costly)} moving the result {COSTLY}+ points); flag on {costly_flagged} of {costly_stones} wrong stones "
            f"in those ({share}); right games flagged {sum(r['flagged'] for r in right)} of {len(right)} "
            f"({100 * sum(r['flagged'] for r in right) / max(1, len(right)):.1f}%)"
        )
        if listing in (half, "all"):
            for r in sorted(wrong, key=lambda r: -r["moved"]):
                where = "" if r["first"] is None else f"; {r['first'][0]}: {r['first'][1]}"
                mark = "?" if r["wrong_flagged"] else " "
                lines.append(
                    f"    {mark} {r['path']}: moves {r['moved']:g}, killed {len(r['extra'])} kept {len(r['missed'])}{where}"
                )
    times = sorted(r["ms"] for r in results)
    if times:
        lines.append(f"  time per position: median {times[len(times) // 2]:.1f} ms, max {times[-1]:.1f} ms")
    return lines


def calibration(results: list[dict]) -> list[str]:
    """How often each kind of verdict is wrong, per half, on the games whose teachers agree."""
    table: dict[str, dict[str, list[int]]] = {}
    for r in results:
        if not r["agree"]:
            continue
        for g in r["groups"]:
            cell = table.setdefault(g["kind"], {"a": [0, 0, 0, 0], "b": [0, 0, 0, 0]})[r["half"]]
            cell[0] += 1
            cell[1] += g["wrong"]
            big = g["stake"] >= COSTLY
            cell[2] += big
            cell[3] += big and g["wrong"]
    lines = [f"  {'kind':<24}{'a: groups':>10}{'wrong':>7}{'rate':>7}{'a: stake 10+':>14}{'wrong':>7}"
             f"{'b: groups':>11}{'wrong':>7}{'rate':>7}{'b: stake 10+':>14}{'wrong':>7}"]
    for kind in sorted(table, key=lambda k: -table[k]["a"][0]):
        row = f"  {kind:<24}"
        for half in ("a", "b"):
            n, bad, big, big_bad = table[kind][half]
            rate = f"{100 * bad / n:.1f}%" if n else "-"
            row += f"{n:>10}{bad:>7}{rate:>7}{big:>14}{big_bad:>7} "
        lines.append(row)
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", choices=("2015", "dev", "all"), default="all", help="which games (default both sets)")
    parser.add_argument("--list", choices=("a", "b", "all"), help="list the games where gocount differs, of that half")
    parser.add_argument("--calibrate", action="store_true", help="how often each kind of verdict is wrong, per half")
    parser.add_argument("--cache", type=Path, default=DEFAULT_CACHE, help=f"bench_dead.py's GNU Go answers (default {DEFAULT_CACHE})")
    parser.add_argument("--limit", type=int, help="only the first N games of each set")
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--json", metavar="FILE", help="write every game's outcome as JSON")
    args = parser.parse_args(argv)

    if not (CORPUS / SET_2015 / "INDEX.tsv").is_file():
        print(f"bench_teachers: {CORPUS / SET_2015} is absent; nothing to measure.")
        return 0
    sets = []
    if args.set in ("dev", "all"):
        sets.append(("dev TB/TW games (teachers: the players and GNU Go)", load_dev(args.limit, args.cache)))
    if args.set in ("2015", "all"):
        sets.append(("kgs-6d-2015 (teachers: GNU Go and KataGo)", load_2015(args.limit)))
    everything: dict[str, list[dict]] = {}
    for name, (games, teachers, skipped) in sets:
        items = [(g, teachers[g.path]) for g in games]
        if args.jobs > 1:
            with ProcessPoolExecutor(args.jobs) as pool:
                results = list(pool.map(_examine, items, chunksize=8))
        else:
            results = [examine(g, t) for g, t in items]
        everything[name] = results
        print("\n".join(report(name, results, args.list)))
        if args.calibrate:
            print("\n".join(calibration(results)))
        for line in skipped:
            print(f"  skipped: {line}")
    if args.json:
        Path(args.json).write_text(json.dumps(everything, indent=1, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
