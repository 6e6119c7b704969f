"""Floors for reading the development photos of ``<repo>/../shared/photos`` (real photos by
others, read in place, never copied: see that folder's README.md). Skipped when the folder is
absent.

The photos are read the way benchmarks/bench_photo.py reads them (its ``measure``), in at
most two processes: every photo automatically, goban-watcher's `natural` photos also with
their true corners. The floors are module constants set from the benchmark's figures.
"""

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent.parent / "benchmarks"))

import bench_photo  # noqa: E402

PHOTOS = Path(__file__).resolve().parent.parent.parent / "shared" / "photos"

# Floors, set from `python3 benchmarks/bench_photo.py` on the development set (each at or
# one below the figures of the run of 2026-11-28, so that a step back fails).
#: imago-tests photos (of 52) read fully right automatically.
MIN_IMAGO_FULL = 27
#: gomrade photos (of 17) read fully right automatically.
MIN_GOMRADE_FULL = 13
#: goban-watcher `natural` photos (of 6) read fully right with their true corners given.
MIN_WATCHER_NATURAL_FULL_WITH_CORNERS = 3
#: Percent of the photos read automatically (of all sets) on which every wrong point was
#: among the doubts: read at the right size, and nothing wrong left unflagged (a fully right
#: reading counts; one of the wrong size does not).
MIN_EVERY_WRONG_DOUBTED_PERCENT = 42.0


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    if not (PHOTOS / "MANIFEST.tsv").is_file():
        pytest.skip(f"{PHOTOS} is absent: the development photos live beside the repo only on the project's machines")
    tasks = bench_photo.manifest_tasks(PHOTOS, None, None)
    for task in tasks:
        natural = task["set"] == "goban-watcher" and task["kind"] == "natural"
        task["ways"] = ("auto", "corners") if natural else ("auto",)
    found = bench_photo.run(tasks, jobs=min(2, os.cpu_count() or 1))
    assert not [row["error"] for row in found if row.get("error")], "every photo of the manifest loads"
    return found


def fully_right(rows, way: str, keep) -> int:
    return sum(bool(row[way] and row[way]["full"]) for row in rows if keep(row))


def test_the_manifest_is_all_there(rows):
    sets = {name: sum(row["set"] == name for row in rows) for name in ("imago-tests", "gomrade", "goban-watcher")}
    assert sets == {"imago-tests": 52, "gomrade": 17, "goban-watcher": 34}


def test_imago_tests_fully_right(rows):
    assert fully_right(rows, "auto", lambda row: row["set"] == "imago-tests") >= MIN_IMAGO_FULL


def test_gomrade_fully_right(rows):
    assert fully_right(rows, "auto", lambda row: row["set"] == "gomrade") >= MIN_GOMRADE_FULL


def test_goban_watcher_natural_fully_right_with_true_corners(rows):
    natural = lambda row: row["set"] == "goban-watcher" and row["kind"] == "natural"  # noqa: E731
    assert sum(natural(row) for row in rows) == 6
    assert fully_right(rows, "corners", natural) >= MIN_WATCHER_NATURAL_FULL_WITH_CORNERS


def test_every_wrong_point_among_the_doubts(rows):
    read = [row["auto"] for row in rows if row["auto"]["error"] is None]
    trusted = [a for a in read if not a["wrong_size"] and all(w[4] for w in a["wrong"])]
    percent = 100 * len(trusted) / len(read) if read else 0.0
    assert percent >= MIN_EVERY_WRONG_DOUBTED_PERCENT, f"{len(trusted)} of {len(read)} photos"
