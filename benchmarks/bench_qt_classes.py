#!/usr/bin/env python3
"""How much of gocount's start is PySide6 making Python classes for the Qt
classes its window uses, against the bare window's?

PySide6 makes a Qt class's Python class (and each of its enums, as a Python
``enum``) the first time a program touches it. The start-up goal compares
gocount with a bare window (``packaging/bare_window.py``) that touches
very few; this benchmark measures what touching gocount's set costs by
itself, with no gocount code running:

1. gocount (from this source tree, offscreen) and the bare window each run
   to their first paint, in a subprocess; then the names of the PySide6
   classes that exist (QtCore, QtGui and QtWidgets) are listed.
2. In fresh interpreters, alternating, each list is made again class by
   class after importing the three modules, and timed.

The difference between the two totals is a floor under gocount's start that
no change to gocount's own code can lower while its window uses the same
Qt classes (PySide6 takes no plain ints where an enum is due, so using an
enum means making its class).

    .venv/bin/python benchmarks/bench_qt_classes.py              # 15 rounds
    .venv/bin/python benchmarks/bench_qt_classes.py --rounds 25 --json out.json
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from common import REPO, quiet_env, run_facts

GAME = REPO / "tests" / "data" / "kgs-2019-04-13-68-aga.sgf"
MODULES = ("QtCore", "QtGui", "QtWidgets")

# Runs a program to its first paint in this interpreter, then prints the
# PySide6 classes that exist as JSON on the last line of stdout.
LISTER = """
import json, sys
which = sys.argv[1]
if which == "gocount":
    from gocount_gui import app
    app.main([sys.argv[2], "--quit-after-paint"])
else:
    sys.path.insert(0, sys.argv[2])
    sys.argv = ["bare-window", "--quit-after-paint"]
    import bare_window
    bare_window.main()
names = {}
for module in %r:
    loaded = sys.modules.get("PySide6." + module)
    names[module] = sorted(n for n, v in vars(loaded).items() if isinstance(v, type)) if loaded else []
print(json.dumps(names))
""" % (MODULES,)

# Imports the three modules, then makes the listed classes one by one and
# prints the seconds each took as JSON.
TIMER = """
import importlib, json, sys, time
names = json.loads(sys.stdin.read())
loaded = {module: importlib.import_module("PySide6." + module) for module in names}
took = {}
for module, listed in names.items():
    for name in listed:
        began = time.perf_counter()
        getattr(loaded[module], name)
        took[module + "." + name] = time.perf_counter() - began
print(json.dumps(took))
"""


def program_env(home: Path) -> dict[str, str]:
    """Offscreen, with ``home`` as HOME, this tree first on the path, and
    bytecode caches allowed (the bundle's modules are compiled too)."""
    env = quiet_env(home)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO), env.get("PYTHONPATH", "")) if p)
    return env


def classes_at_first_paint(which: str, env: dict[str, str]) -> dict[str, list[str]]:
    argument = str(GAME) if which == "gocount" else str(REPO / "packaging")
    done = subprocess.run([sys.executable, "-c", LISTER, which, argument], env=env, cwd=REPO,
                          capture_output=True, text=True, timeout=120)
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines or "painted" not in lines:
        raise RuntimeError(f"{which} did not reach its first paint (exit {done.returncode}):\n{done.stderr[-2000:]}")
    return json.loads(lines[-1])


def time_making(names: dict[str, list[str]], env: dict[str, str]) -> dict[str, float]:
    done = subprocess.run([sys.executable, "-c", TIMER], input=json.dumps(names), env=env, cwd=REPO,
                          capture_output=True, text=True, timeout=120, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    made = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    made.add_argument("--rounds", type=int, default=15, help="fresh interpreters per program (default 15)")
    made.add_argument("--top", type=int, default=12, help="how many of gocount's dearest classes to list (default 12)")
    made.add_argument("--json", metavar="PATH", help="also write the numbers to PATH as JSON")
    args = made.parse_args(argv)
    if args.rounds < 1:
        made.error("--rounds must be at least 1")

    home = Path(tempfile.mkdtemp(prefix="gocount-bench-home-"))
    try:
        env = program_env(home)
        names = {which: classes_at_first_paint(which, env) for which in ("gocount", "bare")}
        rounds: dict[str, list[dict[str, float]]] = {"gocount": [], "bare": []}
        for _ in range(args.rounds):
            for which in ("bare", "gocount"):
                rounds[which].append(time_making(names[which], env))
    finally:
        shutil.rmtree(home, ignore_errors=True)

    totals = {which: statistics.median(sum(r.values()) for r in runs) for which, runs in rounds.items()}
    counts = {which: sum(len(v) for v in listed.values()) for which, listed in names.items()}
    bare_set = {f"{m}.{n}" for m, listed in names["bare"].items() for n in listed}
    each = {name: statistics.median(r[name] for r in rounds["gocount"]) for name in rounds["gocount"][0]}
    beyond = {name: took for name, took in each.items() if name not in bare_set}

    facts = run_facts()
    print(f"{facts['date']}, python {facts['python']}, {facts['platform']}")
    print(f"PySide6 classes that exist at the first paint, made again in fresh interpreters ({args.rounds} rounds, medians)")
    print(f"{'':10} {'classes':>8} {'ms':>8}")
    for which in ("gocount", "bare"):
        print(f"{which:10} {counts[which]:8} {1000 * totals[which]:8.1f}")
    print(f"{'difference':10} {counts['gocount'] - counts['bare']:8} {1000 * (totals['gocount'] - totals['bare']):8.1f}")
    print(f"the {len(beyond)} classes only gocount makes, dearest first (ms):")
    for name, took in sorted(beyond.items(), key=lambda item: -item[1])[:args.top]:
        print(f"  {1000 * took:6.2f}  {name}")
    if args.json:
        Path(args.json).write_text(json.dumps({"facts": facts, "classes": names, "totals": totals, "each_gocount": each,
                                               "rounds": rounds}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
