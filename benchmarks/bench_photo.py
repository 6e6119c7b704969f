#!/usr/bin/env python3
"""How well and how fast does gocount read a Go board from a photo?

The photos are the development set in ``<repo>/../shared/photos`` (``--photos DIR``): every
row of its MANIFEST.tsv, a photo with its true position (NAME.txt, 19 lines of ``.``, ``X``,
``O``) and, for goban-watcher, the true corner intersections. Each photo is read three ways:

* auto         ``read_photo(image)``: gocount finds the board, the grid and the stones;
* corners      ``read_photo(image, corners=true corners)``, where the manifest gives them:
               the stone reader alone, apart from finding the board;
* reference    a plain per-photo 3-means on lightness with the true corners: the board
               warped square, a small disc sampled at each intersection, k-means (k=3) on
               the discs' mean L (CIELAB), darkest cluster black, lightest white.

A reading is compared with the truth under the best of the board's eight symmetries (the
truth's orientation to the photo is not guaranteed); a reading of the wrong size, or none,
counts every point wrong. Doubt figures are over readings of the right size: how many wrong
points were among the reading's doubts, and on how many photos every wrong point was
(a fully right reading counts there too: nothing was missed).

The photos are split in two halves by a fixed rule that knows nothing of the photos: the
first hex digit of the SHA-1 of the photo's path relative to the photos folder, even (half
"a", where the reader is developed) or odd (half "b", the check). Every table gives both.

Times are ``time.perf_counter`` around ``read_photo`` alone (the photo is loaded before).
With ``--jobs N`` the photos are read in N processes, OpenCV on one thread in each.

    python3 benchmarks/bench_photo.py                    # table, then each photo not fully right
    python3 benchmarks/bench_photo.py --split a --jobs 2 # the development half, two processes
    python3 benchmarks/bench_photo.py --only goban-watcher/game3
    python3 benchmarks/bench_photo.py --json rows.json   # every photo's row as JSON ("-": stdout)
    python3 benchmarks/bench_photo.py --rendered 40      # 40 synthetic photos (tests/photo_render.py)

Without the photos folder it says so and exits 0; ``--rendered`` needs nothing outside the repo.
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import hashlib
import json
import statistics
import sys
import time
from pathlib import Path

import numpy as np

from common import REPO  # noqa: E402  (puts the repo on sys.path)

PHOTOS = REPO.parent / "shared" / "photos"
SPLIT_RULE = "half a: first hex digit of sha1(photo path relative to the photos folder) even; b: odd"
SYMMETRIES = ("as read", "turned 90", "turned 180", "turned 270",
              "mirrored", "mirrored, turned 90", "mirrored, turned 180", "mirrored, turned 270")


def half_of(relative: str) -> str:
    """The half a photo belongs to, from its path alone (see SPLIT_RULE)."""
    return "a" if int(hashlib.sha1(relative.encode("utf-8")).hexdigest()[0], 16) % 2 == 0 else "b"


# ---- comparing a reading with the truth ---------------------------------------------------

def symmetric(grid, which: int) -> list[str]:
    """``grid`` (rows of characters) under symmetry ``which`` (an index of SYMMETRIES)."""
    a = np.array([list(row) for row in grid])
    if which >= 4:
        a = a[:, ::-1]
    a = np.rot90(a, which % 4)
    return ["".join(row) for row in a]


def compare(read, truth) -> dict:
    """A reading's rows against the truth's under the best of the eight symmetries.

    Returns ``right``, ``total`` (points of the truth), ``full``, ``symmetry`` (the name of
    the truth's turn that fits best) and ``wrong``: ``(row, col, truth, read)`` in the
    reading's own rows and columns. A reading of another size (or None) has every point
    wrong and ``wrong_size`` set.
    """
    n = len(truth)
    total = n * n
    if read is None or len(read) != n or any(len(row) != n for row in read):
        return {"right": 0, "total": total, "full": False, "symmetry": None, "wrong": [], "wrong_size": True}
    got = np.array([list(row) for row in read])
    best = None
    for which in range(8):
        want = np.array([list(row) for row in symmetric(truth, which)])
        right = int((want == got).sum())
        if best is None or right > best[0]:
            best = (right, which, want)
    right, which, want = best
    wrong = [(int(r), int(c), str(want[r, c]), str(got[r, c])) for r, c in zip(*np.nonzero(want != got))]
    return {"right": right, "total": total, "full": right == total, "symmetry": SYMMETRIES[which],
            "wrong": wrong, "wrong_size": False}


def corner_error(found, true) -> float:
    """The largest distance in pixels between found and true corners, the found ones taken
    in whichever of the square's eight orders (start, direction) fits best."""
    f, t = np.asarray(found, float).reshape(4, 2), np.asarray(true, float).reshape(4, 2)
    orders = [[(s + d * i) % 4 for i in range(4)] for s in range(4) for d in (1, -1)]
    return float(min(np.linalg.norm(f[o] - t, axis=1).max() for o in orders))


# ---- the plain reference ------------------------------------------------------------------

def three_means(values: np.ndarray, rounds: int = 100) -> np.ndarray:
    """Labels 0, 1, 2 (darkest to lightest cluster) of 1-D ``values`` by k-means, k=3,
    started at the 5th, 50th and 95th percentiles (deterministic)."""
    centres = np.percentile(values, [5, 50, 95]).astype(float)
    labels = np.zeros(len(values), int)
    for _ in range(rounds):
        labels = np.abs(values[:, None] - centres[None, :]).argmin(1)
        moved = np.array([values[labels == k].mean() if (labels == k).any() else centres[k] for k in range(3)])
        if np.allclose(moved, centres):
            break
        centres = moved
    rank = np.argsort(np.argsort(centres))
    return rank[labels]


def reference_reading(image: np.ndarray, corners, size: int, cell: int = 24) -> list[str]:
    """The 3-means reference: rows from the first corner's side, as the corners are given."""
    import cv2

    side = (size - 1) * cell
    target = np.float32([[cell, cell], [cell + side, cell], [cell + side, cell + side], [cell, cell + side]])
    H = cv2.getPerspectiveTransform(np.float32(corners).reshape(4, 2), target)
    flat = cv2.warpPerspective(image, H, (side + 2 * cell, side + 2 * cell), flags=cv2.INTER_LINEAR)
    light = cv2.cvtColor(flat, cv2.COLOR_BGR2LAB)[..., 0].astype(float)
    radius = int(round(0.3 * cell))
    ys, xs = np.mgrid[-radius:radius + 1, -radius:radius + 1]
    disc = xs * xs + ys * ys <= radius * radius
    values = np.array([light[cell + r * cell + ys[disc], cell + c * cell + xs[disc]].mean()
                       for r in range(size) for c in range(size)])
    labels = three_means(values)
    return ["".join("X.O"[labels[r * size + c]] for c in range(size)) for r in range(size)]


# ---- one photo ----------------------------------------------------------------------------

def read_truth(path: Path) -> list[str]:
    rows = [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    if not rows or any(len(row) != len(rows) or set(row) - set(".XO") for row in rows):
        raise ValueError(f"{path}: not a square of '.', 'X', 'O'")
    return rows


def rendered_facts(index: int) -> tuple[str, int, bool, str, bool, bool]:
    """Name, size, dense, lamp, glare, shadows of the ``index``-th synthetic photo."""
    size, dense = (19, 19, 19, 13, 9)[index % 5], index % 2 == 0
    lamp, glare, shadows = ("none", "warm", "cool", "green")[(index // 2) % 4], index % 7 == 3, index % 5 == 2
    name = (f"rendered/{index:04d}-{size}x{size}-{'dense' if dense else 'sparse'}-{lamp}"
            f"{'-glare' if glare else ''}{'-shadows' if shadows else ''}")
    return name, size, dense, lamp, glare, shadows


def rendered_case(index: int):
    """The ``index``-th synthetic photo: (name, kind, lamp, image, true corners, truth)."""
    if str(REPO / "tests") not in sys.path:
        sys.path.insert(0, str(REPO / "tests"))
    from photo_render import random_finished_position, random_opening, render_board

    name, size, dense, lamp, glare, shadows = rendered_facts(index)
    rng = np.random.default_rng(1000 + index)
    truth = random_finished_position(size, index, float(rng.uniform(0.6, 0.8))) if dense else \
        random_opening(size, index, int(rng.integers(0, size * size // 5)))
    image, corners = render_board(
        truth, seed=index, tilt=float(rng.uniform(0, 35)), rotate=float(rng.uniform(-10, 10)), light=lamp,
        glare=glare, shadows=shadows, wood=str(rng.choice(["kaya", "light", "dark", "pale"])),
        background=str(rng.choice(["table", "cloth", "white", "grey"])), jpeg_quality=int(rng.integers(70, 96)))
    return name, "dense" if dense else "sparse", lamp, image, corners, truth


def _loader():
    """gocount's load_photo, or OpenCV's reader (EXIF applied too) when the reader does not import."""
    try:
        from gocount_gui.vision import load_photo
        return load_photo, None
    except Exception as exc:  # the reader is under construction: the reference still runs
        import cv2

        def load(path):
            image = cv2.imread(str(path), cv2.IMREAD_COLOR)
            if image is None:
                raise ValueError(f"{path}: not an image")
            return image
        return load, f"{type(exc).__name__}: {exc}"


def run_reader(image, truth, corners, true_corners) -> dict:
    """One read_photo on ``image`` and its comparison with ``truth``."""
    n = len(truth)
    failed = {"right": 0, "total": n * n, "full": False, "symmetry": None, "wrong": [], "wrong_size": True,
              "doubts": 0, "grid_ok": False, "seconds": None, "problems": [], "corner_error": None}
    try:
        from gocount_gui.vision import PhotoError, read_photo
    except Exception as exc:
        return dict(failed, error=f"the reader does not import: {type(exc).__name__}: {exc}")
    started = time.perf_counter()
    try:
        reading = read_photo(image, corners=corners)
    except PhotoError as exc:
        return dict(failed, seconds=time.perf_counter() - started, error=f"PhotoError: {exc}")
    except Exception as exc:  # noqa: BLE001  a crash is a result too
        return dict(failed, seconds=time.perf_counter() - started, error=f"crash: {type(exc).__name__}: {exc}")
    seconds = time.perf_counter() - started
    outcome = compare(reading.position, truth)
    doubtful = {tuple(p) for p in reading.doubtful}
    outcome["wrong"] = [[r, c, t, g, (r, c) in doubtful] for r, c, t, g in outcome["wrong"]]
    return dict(outcome, error=None, size=reading.size, doubts=len(doubtful), grid_ok=bool(reading.grid_ok),
                seconds=seconds, problems=list(reading.problems),
                corner_error=None if true_corners is None else corner_error(reading.corners, true_corners))


WAYS = ("auto", "corners", "reference")


def measure(task: dict) -> dict:
    """Everything measured on one photo (a manifest row or a rendered index), the ways of
    ``task["ways"]`` (default: all of WAYS)."""
    row = {key: task[key] for key in ("photo", "set", "kind", "half") if key in task}
    load, trouble = _loader()
    if "rendered" in task:
        name, kind, lamp, image, corners, truth = rendered_case(task["rendered"])
        row.update(photo=name, set="rendered", kind=kind, lamp=lamp, half=half_of(name), load_seconds=0.0)
    else:
        truth = read_truth(Path(task["truth_path"]))
        corners = task["corners"]
        started = time.perf_counter()
        try:
            image = load(Path(task["photo_path"]))
        except Exception as exc:  # noqa: BLE001
            row.update(error=f"cannot load: {type(exc).__name__}: {exc}", auto=None, corners=None, reference=None)
            return row
        row["load_seconds"] = time.perf_counter() - started
    row["loader_trouble"] = trouble
    row["size"] = len(truth)
    row["true_corners"] = None if corners is None else [list(map(float, p)) for p in corners]
    ways = task.get("ways", WAYS)
    row["auto"] = run_reader(image, truth, None, corners) if "auto" in ways else None
    row["corners"] = run_reader(image, truth, corners, corners) if corners is not None and "corners" in ways else None
    if corners is None or "reference" not in ways:
        row["reference"] = None
    else:
        ref = compare(reference_reading(image, corners, len(truth)), truth)
        row["reference"] = {"right": ref["right"], "total": ref["total"], "full": ref["full"]}
    return row


# ---- the photos, the run, the tables ------------------------------------------------------

def manifest_tasks(photos: Path, only: str | None, split: str | None) -> list[dict]:
    with open(photos / "MANIFEST.tsv", newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    tasks = []
    for row in rows:
        relative = row["photo"]
        half = half_of(relative)
        if (only and only not in relative) or (split and half != split):
            continue
        corners = json.loads(row["corners"]) if row.get("corners", "").strip() else None
        tasks.append({"photo": relative, "set": relative.split("/", 1)[0], "kind": row["kind"], "half": half,
                      "photo_path": str(photos / relative), "truth_path": str(photos / row["truth"]),
                      "corners": corners})
    return tasks


def _single_thread() -> None:
    import cv2

    cv2.setNumThreads(1)


def run(tasks: list[dict], jobs: int = 1) -> list[dict]:
    """``measure`` on every task, in ``jobs`` processes (spawned, so nothing of this one is shared)."""
    if jobs <= 1 or len(tasks) <= 1:
        return [measure(task) for task in tasks]
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context, initializer=_single_thread) as pool:
        return list(pool.map(measure, tasks, chunksize=1))


def _pct(part: float, whole: float) -> str:
    return f"{100 * part / whole:.1f}" if whole else "-"


def summary(rows: list[dict]) -> dict:
    """The table's figures for a group of rows."""
    auto = [r["auto"] for r in rows if r.get("auto")]
    given = [r["corners"] for r in rows if r.get("corners")]
    refs = [r["reference"] for r in rows if r.get("reference")]
    sized = [a for a in auto if not a["wrong_size"]]
    wrong = [w for a in sized for w in a["wrong"]]
    wrong_c = [w for g in given if not g["wrong_size"] for w in g["wrong"]]
    times = sorted(a["seconds"] for a in auto if a["seconds"] is not None)
    return {
        "photos": len(rows),
        "full": sum(a["full"] for a in auto),
        "full_corners": sum(g["full"] for g in given), "with_corners": len(given),
        "points": _pct(sum(a["right"] for a in auto), sum(a["total"] for a in auto)),
        "points_corners": _pct(sum(g["right"] for g in given), sum(g["total"] for g in given)),
        "wrong": len(wrong), "wrong_doubted": sum(w[4] for w in wrong),
        "wrong_c": len(wrong_c), "wrong_doubted_c": sum(w[4] for w in wrong_c),
        "all_doubted": sum(all(w[4] for w in a["wrong"]) for a in sized), "read": sum(a["error"] is None for a in auto),
        "doubts": statistics.median(a["doubts"] for a in sized) if sized else None,
        "grid_bad": sum(not a["grid_ok"] for a in auto if a["error"] is None),
        "errors": sum(a["error"] is not None for a in auto),
        "s_median": statistics.median(times) if times else None, "s_max": times[-1] if times else None,
        "ref_full": sum(f["full"] for f in refs), "refs": len(refs),
        "ref_points": _pct(sum(f["right"] for f in refs), sum(f["total"] for f in refs)),
    }


HEADER = (f"{'':<34}{'photos':>7}{'full':>6}{'full@c':>8}{'pts%':>7}{'pts%@c':>8}{'wrong doubted':>15}"
          f"{'doubted@c':>15}{'all∈doubt':>11}{'doubts':>7}{'!grid':>6}{'errors':>7}{'s med':>7}{'s max':>7}{'ref full':>9}{'ref pts%':>9}")


def table_line(label: str, s: dict) -> str:
    def num(value, fmt="{:.2f}"):
        return "-" if value is None else fmt.format(value)

    with_c = f"{s['full_corners']}/{s['with_corners']}" if s["with_corners"] else "-"
    doubted = f"{s['wrong_doubted']}/{s['wrong']} {_pct(s['wrong_doubted'], s['wrong'])}%" if s["wrong"] else "0/0"
    doubted_c = f"{s['wrong_doubted_c']}/{s['wrong_c']} {_pct(s['wrong_doubted_c'], s['wrong_c'])}%" if s["wrong_c"] else "0/0"
    ref = f"{s['ref_full']}/{s['refs']}" if s["refs"] else "-"
    if not s["with_corners"]:
        doubted_c = "-"
    return (f"  {label:<32}{s['photos']:>7}{s['full']:>6}{with_c:>8}{s['points']:>7}{s['points_corners']:>8}{doubted:>15}{doubted_c:>15}"
            f"{str(s['all_doubted']) + '/' + str(s['read']):>11}{num(s['doubts'], '{:g}'):>7}{s['grid_bad']:>6}{s['errors']:>7}"
            f"{num(s['s_median']):>7}{num(s['s_max']):>7}{ref:>9}{s['ref_points']:>9}")


def groups(rows: list[dict]) -> list[tuple[str, list[dict]]]:
    """All, each half, each set (and its halves), each set's kinds (and lamps for renders)."""
    out = [("all", rows)] + [(f"all, half {h}", [r for r in rows if r["half"] == h]) for h in "ab"]
    for name in sorted({r["set"] for r in rows}):
        mine = [r for r in rows if r["set"] == name]
        out.append((name, mine))
        out += [(f"{name}, half {h}", [r for r in mine if r["half"] == h]) for h in "ab"]
        out += [(f"{name} {k}", [r for r in mine if r["kind"] == k]) for k in sorted({r["kind"] for r in mine})]
        out += [(f"{name} lamp {k}", [r for r in mine if r.get("lamp") == k]) for k in sorted({r["lamp"] for r in mine if r.get("lamp")})]
    return [(label, chosen) for label, chosen in out if chosen]


def describe(row: dict, limit: int = 12) -> list[str]:
    """Lines for a photo not read fully right: which points were wrong and whether doubted."""
    lines = [f"{row['photo']}  [half {row['half']}, {row['kind']}]"]
    if row.get("error"):
        return lines + [f"    {row['error']}"]
    for label, got in (("auto", row["auto"]), ("true corners", row["corners"])):
        if got is None:
            continue
        if got["error"]:
            lines.append(f"    {label}: {got['error']}")
            continue
        where = "" if got["corner_error"] is None else f", corners off by {got['corner_error']:.1f} px"
        head = (f"    {label}: {got['right']}/{got['total']} right")
        if got["wrong_size"]:
            lines.append(f"{head}: read as {got['size']}x{got['size']}; grid {'ok' if got['grid_ok'] else 'NOT ok'}{where}; "
                         f"{got['seconds']:.2f} s")
            continue
        doubted = sum(w[4] for w in got["wrong"])
        lines.append(f"{head} ({got['symmetry']}), {len(got['wrong'])} wrong, {doubted} of them doubted; "
                     f"{got['doubts']} doubts; grid {'ok' if got['grid_ok'] else 'NOT ok'}{where}; {got['seconds']:.2f} s")
        shown = [f"({r},{c}) {t} read {g}{'' if d else ' NOT doubted'}" for r, c, t, g, d in got["wrong"][:limit]]
        more = len(got["wrong"]) - limit
        if shown:
            lines.append("      " + "; ".join(shown) + (f"; and {more} more" if more > 0 else ""))
        if got["problems"]:
            lines.append("      problems: " + " | ".join(got["problems"]))
    if row["reference"] is not None:
        lines.append(f"    reference: {row['reference']['right']}/{row['reference']['total']} right")
    return lines


def report(rows: list[dict], title: str) -> None:
    print(title)
    print(f"split: {SPLIT_RULE}")
    trouble = {r.get("loader_trouble") for r in rows} - {None}
    for why in sorted(trouble):
        print(f"gocount's reader does not import ({why}); photos loaded with cv2.imread (EXIF applied)")
    print("columns: full = fully right automatically; @c = with the true corners; pts% = intersections right;")
    print("  wrong doubted = wrong points among the doubts (auto, readings of the right size; @c: true corners);")
    print("  all∈doubt = photos read automatically, at the right size, with every wrong point doubted, of those read;")
    print("  doubts = median per board (auto); !grid = grid_ok false (auto);")
    print("  errors = no reading (PhotoError or a crash); s = seconds in read_photo; ref = 3-means on lightness")
    print(HEADER)
    for label, chosen in groups(rows):
        print(table_line(label, summary(chosen)))
    misses = [r for r in rows if r.get("error") or (r["auto"] and not r["auto"]["full"]) or (r["corners"] and not r["corners"]["full"])]
    if misses:
        print(f"\nphotos not fully right ({len(misses)}); points as (row, col) from the photo's top left:")
        for row in misses:
            print("\n".join(describe(row)))


def main(argv: list[str] | None = None) -> int:
    made = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    made.add_argument("--photos", type=Path, default=PHOTOS, help=f"the photos folder (default {PHOTOS})")
    made.add_argument("--only", metavar="SUBSTRING", help="only photos whose path contains SUBSTRING")
    made.add_argument("--split", choices=("a", "b"), help="only that half (see the rule printed)")
    made.add_argument("--jobs", type=int, default=1, help="processes to read in (default 1)")
    made.add_argument("--rendered", type=int, metavar="N", help="measure N synthetic photos instead (no ../shared needed)")
    made.add_argument("--json", metavar="PATH", help="write every photo's row as JSON to PATH ('-': stdout, the tables then on stderr)")
    args = made.parse_args(argv)
    if args.jobs < 1:
        made.error("--jobs must be at least 1")

    if args.rendered is not None:
        names = {i: rendered_facts(i)[0] for i in range(args.rendered)}
        tasks = [{"rendered": i} for i, name in names.items()
                 if (not args.only or args.only in name) and (not args.split or half_of(name) == args.split)]
        title = f"gocount's photo reader on {len(tasks)} rendered photos (tests/photo_render.py)"
    else:
        if not (args.photos / "MANIFEST.tsv").is_file():
            print(f"bench_photo: no photos at {args.photos} (expected MANIFEST.tsv there); nothing to measure.")
            return 0
        tasks = manifest_tasks(args.photos, args.only, args.split)
        title = f"gocount's photo reader on {len(tasks)} photos of {args.photos}"
    started = time.perf_counter()
    rows = run(tasks, args.jobs)
    title = f"{title} ({time.perf_counter() - started:.0f} s with {args.jobs} process{'es' if args.jobs > 1 else ''})"
    with contextlib.redirect_stdout(sys.stderr if args.json == "-" else sys.stdout):  # '-': stdout is the JSON's
        report(rows, title)
    if args.json:
        text = json.dumps({"split": SPLIT_RULE, "rows": rows}, indent=1)
        if args.json == "-":
            print(text)
        else:
            Path(args.json).write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
