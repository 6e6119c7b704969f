#!/usr/bin/env python3
"""How long does the installed bundle take to show a 19x19 game, cold and
warm, against a bare PySide6 window bundled the same way?

Both programs are PyInstaller one-folder bundles built by
``packaging/build.sh`` from the same spec (``--bare`` builds
``packaging/bare_window.py``: a QMainWindow with one label). Each run starts
the executable and stops the clock when it prints ``painted``, which both
do after their window's first paint event (gocount: the board, with the
game loaded, counted and drawn; ``--quit-after-paint``).

- *cold*: every file of the bundle (and the game) is first dropped from the
  page cache (``posix_fadvise(DONTNEED)``), so the start reads the bundle
  from disk as after a reboot; the system's own libraries stay cached.
- *warm*: the same start again at once.

The two programs alternate within each round, so a busy machine slows both
alike. The goal is gocount within 1.5x of the bare window. Offscreen by
default; ``--xvfb`` starts Xvfb and uses the real xcb platform.

``--with-classes`` adds a third program: the same bare window told to make
first the Python classes of every Qt class gocount has made by its first
paint (listed from this source tree by ``bench_qt_classes.py``). It does
nothing else of gocount's, so it shows how much of the gap is PySide6's
price for the Qt classes and how much is gocount.

``--with-board`` adds gocount's board alone (``packaging/board_window.py``,
built with ``build.sh --board``): a window whose one widget is gocount's
board with the game read, replayed and counted by gocount's model. No
first frame that shows the counted game can come sooner, however much of
the rest of the window were put off until after it.

    .venv/bin/python benchmarks/bench_start.py                 # builds what is missing into dist/
    .venv/bin/python benchmarks/bench_start.py --rounds 15 --xvfb --json out.json
    .venv/bin/python benchmarks/bench_start.py --rounds 25 --trace --with-classes --with-board
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
import time
from pathlib import Path

from common import REPO, quiet_env, run_facts

GOAL = 1.5
GAME = REPO / "tests" / "data" / "kgs-2019-04-13-68-aga.sgf"  # 19x19, 208 moves, dead stones marked


def evict(folder: Path) -> None:
    """Drop every file under ``folder`` from the page cache."""
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            try:
                fd = os.open(path, os.O_RDONLY)
            except OSError:
                continue
            try:
                os.fsync(fd)
                os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(fd)


def start(command: list[str], env: dict[str, str], phases: dict[str, list[float]] | None = None) -> float:
    """Seconds from starting ``command`` to its "painted" line. With
    ``phases``, gocount is asked (GOCOUNT_TRACE_START) to say when it
    reached each phase of its start, and the seconds are appended there."""
    if phases is not None:
        env = dict(env, GOCOUNT_TRACE_START=repr(time.time()))
    began = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE if phases is not None else subprocess.DEVNULL, text=True)
    line = process.stdout.readline()
    took = time.perf_counter() - began
    errors = process.communicate(timeout=60)[1] or ""
    if line.strip() != "painted":
        raise RuntimeError(f"{command[0]} did not report a painted window (exit {process.returncode})")
    if phases is not None:
        for trace in errors.splitlines():
            words = trace.split()
            if len(words) == 3 and words[0] == "start-trace":
                phases.setdefault(words[1], []).append(float(words[2]))
    return took


PHASES = {
    "python": "bootloader and Python up, gocount_gui.app imported",
    "qt": "PySide6.QtCore imported",
    "modules": "gocount's window modules imported (QtWidgets, QtGui with them)",
    "built": "QApplication and MainWindow built",
    "window": "game read, replayed and counted",
    "shown": "window.show() returned",
    "paint": "the board's first paint event",
    "painted": "the frame done, 'painted' printed",
}


def build(dist: Path, target: str, option: list[str]) -> Path:
    executable = dist / target / (target if target in ("bare-window", "board-window") else "gocount")
    if not executable.exists():
        print(f"building {dist / target} ...", flush=True)
        env = dict(os.environ, GOCOUNT_DIST=str(dist))
        subprocess.run(["bash", str(REPO / "packaging" / "build.sh"), *option], env=env, check=True)
    return executable


def size_mb(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


def main(argv: list[str] | None = None) -> int:
    made = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    made.add_argument("--rounds", type=int, default=11, help="rounds of (cold, warm) x (gocount, bare) starts (default 11)")
    made.add_argument("--dist", type=Path, default=REPO / "dist", help="where the bundles are or are built (default dist/)")
    made.add_argument("--xvfb", action="store_true", help="start Xvfb and time real xcb windows instead of offscreen ones")
    made.add_argument("--onefile", action="store_true", help="also time the one-file bundle (dist/gocount-onefile)")
    made.add_argument("--with-classes", action="store_true",
                      help="also time the bare window making gocount's Qt classes first (bare+classes)")
    made.add_argument("--with-board", action="store_true",
                      help="also time gocount's board alone with the game counted (dist/board-window)")
    made.add_argument("--json", metavar="PATH", help="also write the numbers to PATH as JSON")
    made.add_argument("--trace", action="store_true", help="also split the warm starts into phases (GOCOUNT_TRACE_START)")
    args = made.parse_args(argv)
    if not sys.platform.startswith("linux"):
        print("the start-up benchmark drops files from the Linux page cache; it runs on Linux only")
        return 1

    programs = {
        "gocount": [str(build(args.dist, "gocount", [])), str(GAME), "--quit-after-paint"],
        "bare": [str(build(args.dist, "bare-window", ["--bare"])), "--quit-after-paint"],
    }
    if args.with_board:
        programs["board"] = [str(build(args.dist, "board-window", ["--board"])), str(GAME), "--quit-after-paint"]
    if args.onefile:
        programs["onefile"] = [str(build(args.dist, "gocount-onefile", ["--onefile"])), str(GAME), "--quit-after-paint"]
    home = Path(tempfile.mkdtemp(prefix="gocount-bench-home-"))
    if args.with_classes:
        from bench_qt_classes import classes_at_first_paint, program_env

        listing = home / "gocount-classes.json"
        listing.write_text(json.dumps(classes_at_first_paint("gocount", program_env(home))))
        programs["bare+classes"] = [*programs["bare"], "--touch-classes", str(listing)]
    env = quiet_env(home)
    server = None
    if args.xvfb:
        if shutil.which("Xvfb") is None:
            print("--xvfb: Xvfb is not installed (apt-get install xvfb)")
            return 1
        display = ":87"
        server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x860x24", "-nolisten", "tcp"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1.0)
        env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb")
    else:
        env.update(QT_QPA_PLATFORM="offscreen")

    times: dict[str, dict[str, list[float]]] = {name: {"cold": [], "warm": []} for name in programs}
    phases: dict[str, dict[str, list[float]]] = {}  # program -> phase -> seconds
    try:
        for name, command in programs.items():  # one untimed start each: fills the font cache, creates HOME
            start(command, env)
        for _ in range(args.rounds):
            for name, command in programs.items():
                evict(Path(command[0]).parent)
                evict(GAME.parent)
                times[name]["cold"].append(start(command, env))
                times[name]["warm"].append(start(command, env, phases.setdefault(name, {}) if args.trace and name != "onefile" else None))
    finally:
        if server is not None:
            server.terminate()
            server.wait(timeout=10)
        shutil.rmtree(home, ignore_errors=True)

    medians = {name: {kind: statistics.median(values) for kind, values in kinds.items()} for name, kinds in times.items()}
    sizes = {name: size_mb(Path(command[0]).parent) for name, command in programs.items()}
    facts = run_facts()
    print(f"{facts['date']}, python {facts['python']}, {facts['platform']}")
    print(f"platform {'xcb under Xvfb' if args.xvfb else 'offscreen'}, {args.rounds} rounds, game {GAME.name}")
    print(f"{'':12} {'cold (s)':>9} {'warm (s)':>9} {'size (MB)':>10}")
    for name in programs:
        print(f"{name:12} {medians[name]['cold']:9.3f} {medians[name]['warm']:9.3f} {sizes[name]:10.0f}")
    ratios = {kind: medians["gocount"][kind] / medians["bare"][kind] for kind in ("cold", "warm")}
    print(f"{'ratio':12} {ratios['cold']:9.2f} {ratios['warm']:9.2f}   (gocount / bare; goal: at most {GOAL})")
    for top, bottom in (("gocount", "bare+classes"), ("board", "bare"), ("gocount", "board")):
        if top in medians and bottom in medians:
            against = {kind: medians[top][kind] / medians[bottom][kind] for kind in ("cold", "warm")}
            print(f"{'ratio':12} {against['cold']:9.2f} {against['warm']:9.2f}   ({top} / {bottom})")
    print(f"each round's own ratio (the two programs started one after the other), median (middle half), rounds at most {GOAL}:")
    for top in ("gocount", "board"):
        if top in times:
            cells = []
            for kind in ("cold", "warm"):
                paired = [mine / bare for mine, bare in zip(times[top][kind], times["bare"][kind])]
                low, middle, high = statistics.quantiles(paired, n=4) if len(paired) > 1 else paired * 3
                cells.append(f"{kind} {middle:.2f} ({low:.2f}-{high:.2f}) {sum(r <= GOAL for r in paired)}/{len(paired)}")
            print(f"  {top + ' / bare':20} " + "   ".join(cells))
    if phases:
        print("warm start by phase: median seconds since the process began (step since the phase before)")
        columns = [name for name in ("gocount", "board", "bare", "bare+classes") if name in phases]
        print(f"  {'phase':8} " + " ".join(f"{name:>16}" for name in columns) + "  what gocount has done by then")
        before = {name: 0.0 for name in phases}
        for phase, what in PHASES.items():
            cells = []
            for name in columns:
                seen = phases.get(name, {}).get(phase)
                if seen:
                    at = statistics.median(seen)
                    cells.append(f"{at:6.3f} ({at - before[name]:+.3f})")
                    before[name] = at
                else:
                    cells.append("")
            print(f"  {phase:8} " + " ".join(f"{cell:>16}" for cell in cells) + f"  {what}")
    if args.json:
        Path(args.json).write_text(json.dumps({"facts": facts, "medians": medians, "ratios": ratios, "sizes_mb": sizes, "times": times, "phases": phases,
                                               "platform": "xcb" if args.xvfb else "offscreen"}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
