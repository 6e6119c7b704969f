"""What every benchmark here shares: where the corpus is, the options, and
the checks that there is something to measure against."""

from __future__ import annotations

import argparse
import csv
import datetime
import os
import platform
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO.parent / "shared" / "corpus"

if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))


def parser(doc: str, rounds: int, rounds_help: str, unit: str) -> argparse.ArgumentParser:
    """The options every benchmark takes: --rounds, --limit, --json, --gc."""
    made = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    made.add_argument("--rounds", type=int, default=rounds, help=f"timed rounds (default {rounds}); {rounds_help}")
    made.add_argument("--limit", type=int, default=None, help=f"only the first N {unit} (a quick run)")
    made.add_argument("--json", metavar="PATH", help="also write the numbers to PATH as JSON")
    made.add_argument("--gc", action="store_true", help="leave the garbage collector on while timing")
    return made


def checked(made: argparse.ArgumentParser, argv: list[str] | None) -> argparse.Namespace:
    """Parsed options, with --rounds and --limit at least 1."""
    args = made.parse_args(argv)
    if args.rounds < 1:
        made.error("--rounds must be at least 1")
    if args.limit is not None and args.limit < 1:
        made.error("--limit must be at least 1")
    return args


def ready() -> bool:
    """True when the corpus and sgfmill (the reference) are there; else says why."""
    if not (CORPUS / "INDEX.tsv").is_file():
        print(f"no corpus at {CORPUS} (expected <repo>/../shared/corpus/INDEX.tsv); nothing to benchmark")
        return False
    try:
        import sgfmill  # noqa: F401
    except ImportError:
        print("sgfmill is not installed in this Python; it is the reference, so nothing to benchmark")
        return False
    return True


def index_rows(keep) -> list[dict[str, str]]:
    """The rows of the corpus's INDEX.tsv (one dict per game, by column
    name) for which ``keep(row)`` is true, in the index's order."""
    with open(CORPUS / "INDEX.tsv", newline="", encoding="utf-8") as handle:
        return [row for row in csv.DictReader(handle, delimiter="\t") if keep(row)]


def report_loaded(count: int, skipped: list[str], seconds: float, noun: str, left_out: str) -> None:
    """Say what was loaded for timing and what was ``left_out`` (and why)."""
    print(f"corpus: {CORPUS}")
    print(f"loaded {count} {noun} in {seconds:.1f}s{f', {left_out} {len(skipped)}' if skipped else ''}")
    for line in skipped:
        print(f"  {left_out} {line}")


def load_timed(load_cases, limit: int | None, noun: str, left_out: str) -> tuple[list, list[str]]:
    """``load_cases(limit)``: the cases and the reasons files were left
    out, reported with how long it took; says so when nothing is left to
    time."""
    started = time.perf_counter()
    cases, skipped = load_cases(limit)
    report_loaded(len(cases), skipped, time.perf_counter() - started, noun, left_out)
    if not cases:
        print(f"no {noun.split()[0]} to time")
    return cases, skipped


def report_setup(gc_on: bool) -> None:
    """The interpreter, sgfmill's version, and the garbage collector's state."""
    import sgfmill

    print(f"python {platform.python_version()} ({platform.python_implementation()}), sgfmill {sgfmill.__version__}, "
          f"gc {'on' if gc_on else 'off'} while timing")


def run_facts() -> dict[str, str]:
    """Where and with what a run was made, for the JSON report."""
    import sgfmill

    return {
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "python": platform.python_version(),
        "python_implementation": platform.python_implementation(),
        "platform": platform.platform(),
        "sgfmill": sgfmill.__version__,
        "corpus": str(CORPUS),
    }


def quiet_env(home: Path) -> dict[str, str]:
    """This environment for a program under test with ``home`` as its user's
    home: no Qt or XDG settings of the caller's, so its settings, recent
    files and autosaves start empty and stay in ``home``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "XDG_"))}
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local/share"))
    return env


def half_of(path: str) -> str:
    """bench_dead.py's halves of the corpus: "a" when the first byte of the
    SHA-1 of the game's path is even, else "b"."""
    import hashlib

    return "a" if hashlib.sha1(path.encode("utf-8")).digest()[0] % 2 == 0 else "b"


def corpus_records(paths):
    """(path, first game's record) for each corpus path that reads; a line
    on stderr for each that does not."""
    from gocount_gui.record import SgfError, read_file

    for path in paths:
        try:
            yield path, read_file(CORPUS / path)[0]
        except SgfError as err:
            print(f"{path}: {err}", file=sys.stderr)
