#!/usr/bin/env python3
"""How long from a click that marks a group dead to the repainted board and
panel, in the real window, offscreen?

Opens 19x19 corpus games (the KGS high-dan games, which carry the players'
own dead stones) in gocount's MainWindow at 1240x800, offscreen, in Mark
Dead mode. Each timed click is a real mouse press and release on a stone
(Alt held, so the guard never refuses and every click changes the marks),
sent through QTest; the time runs until the window has handled every event
the click caused, the board's and the panel's paint events included
(``QApplication.processEvents`` with the posted repaints; the benchmark
checks that the board did repaint). Each stone is clicked twice, dead then
alive again, and the stones are drawn at random (seeded) from the game.

Reference, in the same run and on the same positions: sgfmill's
``Board.area_score()`` (the cheapest count there is), timed as a ratio so
the figure travels between machines. The goal is a median under 16 ms (one
frame at 60 Hz) over at least 100 clicks.

    QT_QPA_PLATFORM=offscreen python3 benchmarks/bench_click.py
    python3 benchmarks/bench_click.py --clicks 200 --games 5 --json out.json
    python3 benchmarks/bench_click.py --games 4 --markdown docs/benchmarks/click.md
"""

from __future__ import annotations

import json
import os
import random
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from common import CORPUS, ready, run_facts  # noqa: E402  (puts the repo on sys.path)

GOAL_MS = 16.0


def main(argv: list[str] | None = None) -> int:
    import argparse

    made = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    made.add_argument("--clicks", type=int, default=100, help="timed clicks per game (default 100)")
    made.add_argument("--games", type=int, default=3, help="corpus games to click on (default 3)")
    made.add_argument("--seed", type=int, default=2026, help="random seed for the stones clicked")
    made.add_argument("--json", metavar="PATH", help="also write the numbers to PATH as JSON")
    made.add_argument("--markdown", metavar="PATH", help="also write the table to PATH as Markdown")
    args = made.parse_args(argv)
    if args.clicks < 2 or args.games < 1:
        made.error("--clicks must be at least 2 and --games at least 1")
    if not ready():
        return 0

    from PySide6.QtCore import QPoint, QSettings, Qt
    from PySide6.QtTest import QTest
    from sgfmill import boards

    from gocount_gui.model import take_snapshot
    from gocount_gui.scoring.colour import Colour
    from gocount_gui.ui.board import Mode
    from gocount_gui.ui.window import MainWindow, application

    app = application()
    folder = CORPUS / "kgs-highdan-2019"
    games = sorted(folder.glob("*.sgf"))[: args.games]
    if not games:
        print(f"no games in {folder}; nothing to benchmark")
        return 0
    rng = random.Random(args.seed)
    settings = QSettings(os.devnull, QSettings.Format.IniFormat)
    rows = []
    all_clicks: list[float] = []
    for path in games:
        window = MainWindow(settings, show_error=lambda *a: None)
        window.resize(1240, 800)
        window.show()
        window.open_path(path, ask=False, game=0)
        window.board.set_mode(Mode.DEAD)
        app.processEvents()
        paints = [0]
        original = window.board.paintEvent

        def counted(event, original=original):
            paints[0] += 1
            original(event)

        window.board.paintEvent = counted
        position = window.model.state.position
        stones = sorted(position.stones(Colour.BLACK) | position.stones(Colour.WHITE))
        chosen = [rng.choice(stones) for _ in range(args.clicks // 2)]
        times: list[float] = []
        missed = 0
        for stone in chosen:
            for _ in range(2):  # dead, then alive again
                where = window.board.centre_of(stone).toPoint()
                before = paints[0]
                start = time.perf_counter()
                QTest.mouseClick(window.board, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.AltModifier, QPoint(where))
                app.processEvents()
                times.append((time.perf_counter() - start) * 1000)
                missed += paints[0] == before
        # The reference: sgfmill's area count of the same final position.
        board = boards.Board(position.size)
        board.apply_setup(position.stones(Colour.BLACK), position.stones(Colour.WHITE), ())
        reference = []
        for _ in range(200):
            start = time.perf_counter()
            board.area_score()
            reference.append((time.perf_counter() - start) * 1000)
        model_only = []
        for _ in range(50):
            start = time.perf_counter()
            take_snapshot(window.model.state)
            model_only.append((time.perf_counter() - start) * 1000)
        ref = statistics.median(reference)
        row = {
            "game": path.name,
            "clicks": len(times),
            "median_ms": statistics.median(times),
            "p10_ms": sorted(times)[int(len(times) * 0.1)],
            "p90_ms": sorted(times)[int(len(times) * 0.9)],
            "max_ms": max(times),
            "count_ms": statistics.median(model_only),
            "sgfmill_area_ms": ref,
            "ratio_to_sgfmill": statistics.median(times) / ref,
            "clicks_without_repaint": missed,
        }
        rows.append(row)
        all_clicks.extend(times)
        window.model.undo_stack.setClean()
        window.close()
        window.deleteLater()
        app.processEvents()

    print(f"{'game':<22}{'clicks':>7}{'median ms':>11}{'p90 ms':>9}{'max ms':>9}{'count ms':>10}{'sgfmill ms':>12}{'ratio':>8}")
    for row in rows:
        print(f"{row['game']:<22}{row['clicks']:>7}{row['median_ms']:>11.2f}{row['p90_ms']:>9.2f}{row['max_ms']:>9.2f}"
              f"{row['count_ms']:>10.2f}{row['sgfmill_area_ms']:>12.3f}{row['ratio_to_sgfmill']:>8.1f}")
    median = statistics.median(all_clicks)
    verdict = "meets" if median < GOAL_MS else "misses"
    print(f"all {len(all_clicks)} clicks: median {median:.2f} ms, p90 {sorted(all_clicks)[int(len(all_clicks) * 0.9)]:.2f} ms "
          f"({verdict} the {GOAL_MS:g} ms goal)")
    missing = sum(row["clicks_without_repaint"] for row in rows)
    if missing:
        print(f"warning: {missing} clicks ended without a board repaint; their times are too low")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump({"facts": run_facts(), "rows": rows, "median_ms": median, "goal_ms": GOAL_MS}, handle, indent=2)
    if args.markdown:
        from pathlib import Path

        Path(args.markdown).parent.mkdir(parents=True, exist_ok=True)
        Path(args.markdown).write_text(markdown_table(rows, all_clicks), encoding="utf-8")
        print(f"wrote {args.markdown}")
    return 0


def markdown_table(rows: list[dict], all_clicks: list[float]) -> str:
    """The table of a run as Markdown, with each game's ratio to sgfmill in
    a comment that benchmarks/check_ratios.py reads: the fastest tenth of
    the clicks (p10) over sgfmill's median, which a busy machine shifts
    less than the median."""
    import PySide6

    facts = run_facts()
    ratios = {row["game"]: round(row["p10_ms"] / row["sgfmill_area_ms"], 1) for row in rows}
    lines = [
        "<!-- written by benchmarks/bench_click.py --markdown; run it again rather than editing -->",
        f"<!-- ratios: {json.dumps(ratios)} -->",
        "",
        f"Measured {facts['date'][:10]} ({facts['platform']}, Python {facts['python']}, PySide6 {PySide6.__version__}, "
        f"{os.cpu_count()} cores), a click that marks a group dead to the repainted window:",
        "",
        "| game | clicks | median ms | p90 ms | recount alone ms | ratio to sgfmill `area_score` |",
        "|---|---|---|---|---|---|",
    ]
    for row in rows:
        lines.append(f"| {row['game'].removesuffix('.sgf')} | {row['clicks']} | {row['median_ms']:.1f} | {row['p90_ms']:.1f} | "
                     f"{row['count_ms']:.2f} | {row['ratio_to_sgfmill']:.0f} |")
    ordered = sorted(all_clicks)
    lines.append(f"| **all {len(ordered)} clicks** | | **{statistics.median(ordered):.1f}** | "
                 f"{ordered[int(len(ordered) * 0.9)]:.1f} | | |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
