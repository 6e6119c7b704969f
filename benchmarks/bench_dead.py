#!/usr/bin/env python3
"""How well and how fast does suggest_dead find the players' dead stones?

The hard truth is every game of the dev corpus whose last node carries the
players' own TB/TW: the rows of ``<repo>/../shared/corpus/INDEX.tsv`` and of
``kgs-6d-2017q1/INDEX.tsv`` with ``tb_tw == final`` (about 520 games). The
stones on the opponent's marked points are the dead set the players agreed
on. Each game's final position gets ``suggest_dead``, and then:

* same set     the suggested dead set equals the players';
* margin = RE  the margin it gives under the game's rules (RU, else
               Japanese; KM, else the rule set's komi) equals RE;
* wrong winner the winner differs from RE's;
* inverted     a miss that kills stones of one colour the players kept next
               to stones of the other colour the players killed (within two
               points): a fight read the wrong way round.

For gocount it also says how well the unsure flag points at its misses:
on how many misses a wrongly judged stone is flagged unsure, and how many
right suggestions carry a flag anyway (a player is asked to check them).

The games are split in two halves by a fixed rule that knows nothing of the
positions: the first byte of the SHA-1 of the game's path in the corpus,
even (half "a", where the reader is developed) or odd (half "b", the check).
Every table is given for both halves, per source folder and per counting.

With --gnugo, GNU Go's ``final_status_list dead`` is measured the same way
in the same run. Its answers are kept in a cache (``--cache``, keyed by the
file's SHA-1 and GNU Go's version) so that later runs only time it again
with --no-cache; its times are those measured when it was asked.

    python3 benchmarks/bench_dead.py                 # tables on stdout
    python3 benchmarks/bench_dead.py --gnugo         # with GNU Go beside it
    python3 benchmarks/bench_dead.py --failures a    # one line per miss of half a
    python3 benchmarks/bench_dead.py --crafted       # and boards full of small fights
    python3 benchmarks/bench_dead.py --json out.json

Without the corpus folder it says so and exits 0.
"""

from __future__ import annotations

import argparse
import csv
import dataclasses
import hashlib
import json
import os
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from common import CORPUS  # noqa: E402  (puts the repo on sys.path)

from gocount_gui.record import SgfError, parse_result, read_file  # noqa: E402
from gocount_gui.scoring import Counting, count_all, preset  # noqa: E402
from gocount_gui.scoring.colour import point_name  # noqa: E402
from gocount_gui.scoring.dead import suggest_dead  # noqa: E402
from gocount_gui.scoring.referee import RefereeError, gnugo_available, gnugo_dead, gnugo_version  # noqa: E402

INDEXES = ("INDEX.tsv", "kgs-6d-2017q1/INDEX.tsv")
DEFAULT_CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "gocount-bench" / "gnugo-dead.json"


def half_of(path: str) -> str:
    """The half a game belongs to, from its corpus path alone."""
    return "a" if hashlib.sha1(path.encode("utf-8")).digest()[0] % 2 == 0 else "b"


@dataclass
class Game:
    """One counted game: its record, the rules it is scored under and RE."""

    path: str
    record: object
    rules_key: str
    recorded: float
    sha1: str
    half: str = ""
    source: str = ""

    def __post_init__(self) -> None:
        self.half = half_of(self.path)
        self.source = self.path.split("/", 1)[0]

    @property
    def counting(self) -> str:
        return "area" if preset(self.rules_key).counting is Counting.AREA else "territory"


@dataclass
class Outcome:
    """One engine on one game."""

    same_set: bool
    margin_ok: bool
    wrong_winner: bool
    inverted: bool
    seconds: float
    extra: frozenset = field(default_factory=frozenset)
    missed: frozenset = field(default_factory=frozenset)
    margin: float | None = None
    why: str = ""
    flagged: bool | None = None  # some stone flagged unsure (where the engine flags any)
    miss_flagged: bool | None = None  # a wrongly judged stone among them


def margin(game: Game, dead: frozenset) -> float:
    """Black's margin with ``dead`` lifted, under the game's rules and komi."""
    record = game.record
    rules = preset(game.rules_key)
    komi = record.komi if record.komi is not None else rules.default_komi
    tray = dataclasses.replace(record.tray, komi=komi)
    return count_all(record.position, tray, dead).counts[game.rules_key].result.margin


def index_rows() -> list[dict[str, str]]:
    """The TB/TW rows of both indexes, paths relative to the corpus."""
    rows = []
    for name in INDEXES:
        index = CORPUS / name
        if not index.is_file():
            continue
        folder = str(Path(name).parent)
        with open(index, newline="", encoding="utf-8") as handle:
            for row in csv.DictReader(handle, delimiter="\t"):
                if row["tb_tw"] != "final":
                    continue
                if folder != ".":
                    row["path"] = f"{folder}/{row['path']}"
                rows.append(row)
    return rows


def load_games(limit: int | None) -> tuple[list[Game], list[str]]:
    """The counted games with final TB/TW, and the files skipped."""
    games: list[Game] = []
    skipped: list[str] = []
    for row in index_rows()[:limit]:
        game, why = read_game(row["path"])
        if game is None:
            skipped.append(why)
        else:
            games.append(game)
    return games, skipped


def read_game(path: str) -> tuple[Game | None, str]:
    """The game at ``path`` (relative to the corpus), or None and why not."""
    try:
        record = read_file(CORPUS / path)[0]
    except SgfError as err:
        return None, f"{path}: {err}"
    recorded = parse_result(record.result_text)
    if recorded is None:
        return None, f"{path}: RE[{record.result_text}] states no margin"
    sha1 = hashlib.sha1((CORPUS / path).read_bytes()).hexdigest()
    return Game(path, record, record.rules_key or "japanese", recorded, sha1), ""


def _inverted(extra: frozenset, missed: frozenset, position) -> bool:
    """True if stones wrongly killed stand within two points of stones of the
    other colour wrongly kept."""
    for p in extra:
        colour = position.get(p)
        for q in missed:
            if position.get(q) != colour and abs(p[0] - q[0]) + abs(p[1] - q[1]) <= 2:
                return True
    return False


def judge(game: Game, dead: frozenset, seconds: float) -> Outcome:
    """Compare a dead set with the players' markup and RE."""
    got = margin(game, dead)
    truth = game.record.marked_dead
    extra, missed = dead - truth, truth - dead
    return Outcome(
        same_set=dead == truth,
        margin_ok=got == game.recorded,
        wrong_winner=(got > 0) != (game.recorded > 0) or got == 0 != game.recorded,
        inverted=_inverted(extra, missed, game.record.position),
        seconds=seconds,
        extra=extra,
        missed=missed,
        margin=got,
    )


def run_ours(game: Game) -> Outcome:
    start = time.perf_counter()
    suggestion = suggest_dead(game.record.position, game.rules_key)
    seconds = time.perf_counter() - start
    outcome = judge(game, suggestion.dead, seconds)
    outcome.why = explain(outcome, suggestion.reasons)
    unsure = suggestion.unsure()
    outcome.flagged = bool(unsure)
    outcome.miss_flagged = bool(unsure & (outcome.extra | outcome.missed))
    return outcome


class GnuGoCache:
    """GNU Go's dead stones per file, kept between runs."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.version = gnugo_version()
        self.data: dict[str, dict] = {}
        if path and path.is_file():
            try:
                self.data = json.loads(path.read_text())
            except ValueError:
                self.data = {}

    def dead(self, game: Game) -> tuple[frozenset | None, float]:
        key = f"{self.version}:{game.sha1}"
        if key not in self.data:
            start = time.perf_counter()
            try:
                found = gnugo_dead(CORPUS / game.path, size=game.record.size, timeout=120)
            except RefereeError:
                found = None
            seconds = time.perf_counter() - start
            self.data[key] = {
                "dead": None if found is None else sorted(list(p) for p in found),
                "seconds": seconds,
            }
            self.save()
        entry = self.data[key]
        stones = None if entry["dead"] is None else frozenset(tuple(p) for p in entry["dead"])
        return stones, entry["seconds"]

    def save(self) -> None:
        if self.path:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.path.write_text(json.dumps(self.data))


def run_gnugo(game: Game, cache: GnuGoCache) -> Outcome:
    dead, seconds = cache.dead(game)
    if dead is None:
        return Outcome(False, False, True, False, seconds, why="GNU Go gave no answer")
    return judge(game, dead, seconds)


def explain(outcome: Outcome, reasons) -> str:
    """One line on what went wrong: which stones, and what our analysis said."""
    parts = []
    for label, stones in (("killed", outcome.extra), ("kept", outcome.missed)):
        if stones:
            first = min(stones)
            parts.append(f"{label} {len(stones)} at {point_name(first)}... ({reasons.get(first, '?')})")
    if outcome.inverted:
        parts.append("inverted")
    if not parts and not outcome.margin_ok:
        parts.append(f"same dead set, margin {outcome.margin:+g}")
    return "; ".join(parts)


COLUMNS = ("games", "same set", "margin=RE", "wrong winner", "inverted")


def _row(label: str, chosen: list[Outcome]) -> str:
    counts = (
        len(chosen),
        sum(o.same_set for o in chosen),
        sum(o.margin_ok for o in chosen),
        sum(o.wrong_winner for o in chosen),
        sum(o.inverted for o in chosen),
    )
    return f"  {label:<34}" + "".join(f"{c:>13}" for c in counts)


def table(games: list[Game], results: dict[str, list[Outcome]]) -> list[str]:
    """Rows per half, per source folder and per counting, for every engine."""
    lines = [f"  {'':<34}" + "".join(f"{c:>13}" for c in COLUMNS)]
    groups: list[tuple[str, object]] = [("all", lambda g: True)]
    for half in ("a", "b"):
        groups.append((f"half {half}", lambda g, h=half: g.half == h))
    for source in sorted({g.source for g in games}):
        for half in ("a", "b"):
            groups.append((f"{source} {half}", lambda g, s=source, h=half: g.source == s and g.half == h))
    for counting in ("area", "territory"):
        for half in ("a", "b"):
            groups.append((f"{counting} {half}", lambda g, c=counting, h=half: g.counting == c and g.half == h))
    for label, keep in groups:
        for engine, outcomes in results.items():
            chosen = [o for g, o in zip(games, outcomes) if keep(g)]
            lines.append(_row(f"{label} [{engine}]", chosen))
    for engine, outcomes in results.items():
        times = sorted(o.seconds for g, o in zip(games, outcomes) if g.record.size == 19)
        if times:
            p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
            lines.append(
                f"  {engine}: time per 19x19 position: median {1000 * statistics.median(times):.1f} ms, "
                f"90th percentile {1000 * p90:.1f} ms, max {1000 * times[-1]:.1f} ms ({len(times)} positions)"
            )
    for engine, outcomes in results.items():
        for half in ("a", "b"):
            chosen = [o for g, o in zip(games, outcomes) if g.half == half and o.flagged is not None]
            if not chosen:
                continue
            misses = [o for o in chosen if not o.same_set]
            costly = [o for o in misses if o.wrong_winner or o.inverted]
            hits = [o for o in chosen if o.same_set]
            lines.append(
                f"  {engine} half {half}: the unsure flag is on {sum(o.miss_flagged for o in misses)} of {len(misses)} misses "
                f"({sum(o.miss_flagged for o in costly)} of {len(costly)} with a wrong winner or an inverted fight) "
                f"and on {sum(o.flagged for o in hits)} of {len(hits)} right suggestions"
            )
    return lines


def crafted_positions() -> list[tuple[str, object]]:
    """Worst cases made on purpose: every diagram of the tests' traps tiled
    over a 19x19 and a 25x25 board (a board full of small fights)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    from dead_positions import NAIVE_RULE_TRAPS, tiled  # noqa: E402

    return [
        (f"{name} ({size}x{size})", tiled(diagram, size))
        for name, (diagram, _) in NAIVE_RULE_TRAPS.items()
        for size in (19, 25)
    ]


def time_crafted() -> list[str]:
    """The time of suggest_dead (with its default time bound) on each crafted position."""
    rows = []
    for name, position in crafted_positions():
        start = time.perf_counter()
        suggest_dead(position)
        rows.append((time.perf_counter() - start, name))
    rows.sort(reverse=True)
    lines = [f"crafted worst cases ({len(rows)} positions): slowest first"]
    lines += [f"  {1000 * seconds:8.1f} ms  {name}" for seconds, name in rows[:5]]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gnugo", action="store_true", help="also measure GNU Go's final_status_list dead (slow once)")
    parser.add_argument("--cache", type=Path, default=DEFAULT_CACHE, help=f"GNU Go's answers (default {DEFAULT_CACHE})")
    parser.add_argument("--no-cache", action="store_true", help="ask GNU Go again for every game")
    parser.add_argument("--failures", choices=("a", "b", "all"), help="one line per miss of that half")
    parser.add_argument("--limit", type=int, help="only the first N games")
    parser.add_argument("--crafted", action="store_true", help="also time the crafted worst cases (tiled test diagrams)")
    parser.add_argument("--json", metavar="FILE", help="write every game's outcome as JSON")
    args = parser.parse_args(argv)

    if not (CORPUS / "INDEX.tsv").is_file():
        print(f"bench_dead: {CORPUS} is absent; nothing to measure.")
        return 0

    games, skipped = load_games(args.limit)
    results = {"gocount": [run_ours(g) for g in games]}
    gnugo = None
    if args.gnugo:
        if gnugo_available():
            cache = GnuGoCache(None if args.no_cache else args.cache)
            gnugo = results["gnugo"] = [run_gnugo(g, cache) for g in games]
        else:
            print("GNU Go is not installed (no gnugo on the PATH or in /usr/games): skipped.")
    print(f"suggest_dead against the players' TB/TW: {len(games)} games, halves by SHA-1 of the path")
    print("\n".join(table(games, results)))
    if gnugo is not None:
        ours = results["gocount"]
        left = [g for g, o, t in zip(games, ours, gnugo) if not o.same_set and t.extra == o.extra and t.missed == o.missed]
        print(f"\nmisses where GNU Go gives the very same set ({len(left)}: stones the players left on the board?):")
        for game in left:
            print(f"  {game.half} {game.path}")
    if args.failures:
        print(f"\nmisses of half {args.failures}:")
        for i, (game, outcome) in enumerate(zip(games, results["gocount"])):
            if outcome.same_set or (args.failures != "all" and game.half != args.failures):
                continue
            theirs = "" if gnugo is None else (" [GNU Go right]" if gnugo[i].same_set else " [GNU Go wrong too]")
            print(f"  {game.path}: {outcome.why}; margin {outcome.margin:+g} vs RE {game.recorded:+g}{theirs}")
    if args.crafted:
        print()
        print("\n".join(time_crafted()))
    for line in skipped:
        print(f"skipped: {line}")
    if args.json:
        data = {
            engine: [
                {
                    "path": g.path,
                    "half": g.half,
                    "source": g.source,
                    "counting": g.counting,
                    "same_set": o.same_set,
                    "margin_ok": o.margin_ok,
                    "wrong_winner": o.wrong_winner,
                    "inverted": o.inverted,
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
