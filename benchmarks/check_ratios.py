#!/usr/bin/env python3
"""A guard against gross slow-downs: the quick benchmarks against the ratios
recorded in the repository.

Runs bench_scoring.py on every 6th 19x19 game of the corpus (5 rounds) and
compares its ratios to sgfmill's ``area_score`` (never absolute times) with
the ratios in the table the full run wrote (docs/benchmarks/scoring.md, in
its ``<!-- ratios: ... -->`` comment). Fails only when a ratio is more than
twice the recorded one; a busy machine moves them less than that. Takes a
few seconds; scripts/test.sh runs it after the whole suite.

``--click`` also runs bench_click.py on the first game (20 clicks) and
prints its ratio against docs/benchmarks/click.md, without failing: a
click is Qt's painting as much as ours, and on a machine shared with other
work 20 clicks moved that ratio by more than 2x between two runs of the
same code.

    python3 benchmarks/check_ratios.py
    python3 benchmarks/check_ratios.py --click

Exits 1 on a regression, 0 otherwise (also when the corpus or sgfmill is
missing: there is nothing to measure then).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
RESULTS = HERE.parent / "docs" / "benchmarks"
LIMIT = 2.0


def recorded(table: Path) -> dict[str, float]:
    """The ratios in the ``<!-- ratios: {...} -->`` comment of ``table``."""
    found = re.search(r"<!-- ratios: (\{.*?\}) -->", table.read_text(encoding="utf-8"))
    if not found:
        raise SystemExit(f"{table}: no '<!-- ratios: ... -->' comment; run the benchmark with --markdown")
    return json.loads(found.group(1))


def quick_run(script: str, arguments: list[str]) -> dict[str, float] | None:
    """The ratios of a quick run of ``script``, read from the table it
    writes; None when it measured nothing (no corpus, no sgfmill)."""
    with tempfile.TemporaryDirectory() as folder:
        table = Path(folder) / "quick.md"
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
        done = subprocess.run([sys.executable, str(HERE / script), *arguments, "--markdown", str(table)],
                              capture_output=True, text=True, env=env)
        if done.returncode != 0:
            raise SystemExit(f"{script} failed:\n{done.stdout}{done.stderr}")
        return recorded(table) if table.exists() else None


def compare(name: str, now: dict[str, float] | None, then: dict[str, float]) -> list[str]:
    """One line per ratio; the lines of the regressions come back."""
    if now is None:
        print(f"{name}: nothing measured (no corpus or no sgfmill)")
        return []
    bad = []
    for key, value in now.items():
        if key not in then:
            continue
        verdict = "ok" if value <= LIMIT * then[key] else f"more than {LIMIT:g}x the recorded ratio"
        line = f"{name} {key}: ratio {value:g}, recorded {then[key]:g}: {verdict}"
        print(line)
        if verdict != "ok":
            bad.append(line)
    return bad


def main(argv: list[str] | None = None) -> int:
    made = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    made.add_argument("--click", action="store_true", help="also print the click benchmark's ratio (never fails)")
    args = made.parse_args(argv)
    bad = compare("scoring", quick_run("bench_scoring.py", ["--every", "6", "--rounds", "5"]),
                  recorded(RESULTS / "scoring.md"))
    if args.click:
        compare("click (not checked)", quick_run("bench_click.py", ["--games", "1", "--clicks", "20"]),
                recorded(RESULTS / "click.md"))
    if bad:
        print(f"{len(bad)} ratio(s) regressed by more than {LIMIT:g}x:", *bad, sep="\n  ")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
