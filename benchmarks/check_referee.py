#!/usr/bin/env python3
"""Does ``gocount-score --referee gnugo`` report GNU Go's own dead stones?

For the dev corpus games with the players' final TB/TW (bench_dead's
games), the ``referee.dead_stones`` of ``gocount-score --json --referee
gnugo`` (the position set up stone by stone) are compared with GNU Go's
``final_status_list dead`` after ``loadsgf`` of the file itself, taken from
bench_dead's cache (``--cache``) or asked now when the cache lacks the game.

    python3 benchmarks/check_referee.py --limit 60      # the first 60 games
    python3 benchmarks/check_referee.py --every 5       # every fifth game

Without GNU Go or the corpus it says so and exits 0.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import json
import sys
import time

from common import CORPUS  # noqa: E402  (puts the repo on sys.path)

from bench_dead import DEFAULT_CACHE, index_rows  # noqa: E402
from gocount_gui.cli import main as score  # noqa: E402
from gocount_gui.scoring.colour import sgf_coordinates  # noqa: E402
from gocount_gui.scoring.referee import RefereeError, gnugo_available, gnugo_dead, gnugo_version  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--limit", type=int, help="only the first N games")
    parser.add_argument("--every", type=int, default=1, help="only every Nth game (a sample across the corpus)")
    parser.add_argument("--cache", default=str(DEFAULT_CACHE), help="bench_dead's cache of GNU Go's answers")
    args = parser.parse_args()
    if not gnugo_available() or not CORPUS.is_dir():
        print("GNU Go or the corpus is absent: nothing to check")
        return 0
    try:
        with open(args.cache, encoding="utf-8") as handle:
            cache = json.load(handle)
    except (OSError, ValueError):
        cache = {}
    version = gnugo_version()
    rows = index_rows()[:: max(1, args.every)][: args.limit]
    same = differ = failed = from_cache = 0
    start = time.monotonic()
    for row in rows:
        path = CORPUS / row["path"]
        data = path.read_bytes()
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            score([str(path), "--json", "--referee", "gnugo"])
        games = [json.loads(line) for line in out.getvalue().splitlines() if line.strip()]
        if not games or "dead_stones" not in games[0].get("referee", {}):
            failed += 1
            print(f"no referee answer: {row['path']}")
            continue
        size = games[0]["board_size"]
        ours = set(games[0]["referee"]["dead_stones"])
        cached = cache.get(f"{version}:{hashlib.sha1(data).hexdigest()}")
        if cached is not None:
            from_cache += 1
            own = {sgf_coordinates(tuple(p), size) for p in cached["dead"]}
        else:
            try:
                own = {sgf_coordinates(p, size) for p in gnugo_dead(path, size, timeout=60)}
            except RefereeError as err:
                failed += 1
                print(f"GNU Go failed on the file: {row['path']}: {err}")
                continue
        if ours == own:
            same += 1
        else:
            differ += 1
            print(f"differ: {row['path']}: only --referee {sorted(ours - own)}, only loadsgf {sorted(own - ours)}")
    print(
        f"{same} of {same + differ} games: the same dead stones ({differ} differ, {failed} failed; "
        f"{from_cache} compared with the cache); {time.monotonic() - start:.0f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
