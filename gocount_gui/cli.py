"""gocount-score: count SGF files headless, one game at a time.

    gocount-score FILE.sgf [FILE_OR_DIR ...] [--rules PRESET]
                  [--dead none|marked|auto] [--komi K] [--captures B=n,W=n]
                  [--passes B=n,W=n] [--last-pass B|W] [--json]
                  [--write DIR [--overwrite]]
                  [--sheet OUT.pdf|OUT.png [--paper a4|letter]]
                  [--referee gnugo|katago [--referee-program PATH]
                   [--katago-model M --katago-config C]]
    gocount-score FOLDER --csv OUT.csv [--jobs N] [--sheet OUT.pdf]
    gocount-score --counts "size=19,S_B=..,S_W=..,..." [--rules PRESET] [--komi K] [--json]

``--counts`` counts by numbers, with no file: the players' counts in
SCORING.md's symbols (see :mod:`gocount_gui.numbers_cli`).

``--write DIR`` saves each file, with its count written in (RE, TB/TW, a
comment), into DIR under the same name; an existing file there is kept
unless ``--overwrite`` is given, so ``--write . --overwrite`` counts a
folder in place.

``--sheet OUT.pdf`` (or ``OUT.png``) draws each game's score sheet, the one
File > Export Score Sheet writes, headless (Qt offscreen when there is no
display). A PDF holds every game counted, one page each; PNG images are
one per game: OUT.png itself for one game, else ``OUT-<file stem>.png``
per file, and ``OUT-<file stem>-<game number>.png`` for the games of a
collection.

``--csv OUT.csv`` checks a folder as the window's desk does (File > Check
a Folder): every game counted under its own rules and komi, with the
players' dead stones when the record marks them and gocount's suggestion
otherwise, one row per game (UTF-8 with a BOM, the desk's columns), on
``--jobs N`` worker processes (default: one per core). With ``--sheet
OUT.pdf`` beside it, or for several games, the sheets go into one PDF,
one page per game in the table's order. The table replaces only a regular
file (a device, pipe or folder is refused, status 2), and a text cell
that a spreadsheet would run as a formula (it starts with ``=``, ``+``,
``-``, ``@``, a tab or a carriage return) gets a leading apostrophe.

``--referee gnugo`` (or ``katago``) asks that engine too which stones are
dead (see :mod:`gocount_gui.engine.headless`); a game it cannot answer for
gets one line on stderr. An engine that cannot be run at all stops the
command before anything is counted, with status 1.

A file that cannot be read gets one line on stderr naming it and the
problem; the others are still counted, and the exit status is then 2.
When the output's reader goes away (``gocount-score ... | head``), the
count stops quietly with the status so far.

The text printed, the argument help and the messages follow ``--lang``
(else the environment's language); JSON and CSV stay English. The table's
columns are measured in the terminal's columns, a wide (CJK) character
counting two.
"""

from __future__ import annotations

import argparse
import codecs
import dataclasses
import json
import math
import os
import stat
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Iterable, Iterator, NamedTuple

from . import i18n, syslibs
from .engine import headless as referee
from .engine.client import EngineError, Question
from .i18n import QT_TRANSLATE_NOOP, translate
from .numbers_report import identities_json, pad, results_json
from .record import GameRecord, SgfError, read_bytes, read_games
from .record.write import CountToWrite, atomic_write, count_to_write, write_counts
from .scoring import TITLES, Colour, PerColour, count_all, preset
from .scoring.colour import sgf_coordinates
from .scoring.count import Score
from .scoring.dead import suggest_dead
from .scoring.ledger import PositionError, Tray
from .scoring.numbers import MAX_KOMI
from .scoring.rules import preset_key
from .scoring.verdicts import suggestion_json, unsure_notes
from .scoring import text as scoring_text
from .i18n import error_text, shown


MAX_STONES = 10_000
"""The most stones ``--captures`` or ``--passes`` may give a colour (a
19x19 game has 361 points)."""

MAX_SECONDS = 3600.0
"""The longest ``--referee-timeout``: an hour a game."""

MAX_JOBS = 256
"""The most worker processes ``--jobs`` may ask for."""


def quoted(text: str, limit: int = 20) -> str:
    """``text`` quoted for a message, its first ``limit`` characters only
    (a 4,000-digit number is not repeated whole).

    >>> quoted("abc"), quoted("9" * 30)
    ("'abc'", "'99999999999999999999…'")
    """
    return repr(text) if len(text) <= limit else repr(text[:limit])[:-1] + "\u2026'"


def _pair(text: str) -> PerColour[int]:
    values = {"B": 0, "W": 0}
    try:
        for part in text.split(","):
            colour, _, number = part.partition("=")
            key = colour.strip().upper()[:1]
            number = number.strip()
            if key not in values or not number.isdigit() or len(number) > 5 or int(number) > MAX_STONES:
                raise ValueError
            values[key] = int(number)
    except ValueError:
        raise argparse.ArgumentTypeError(translate("Cli", "expected B=n,W=n with whole numbers from 0 to {most}, not {text}").format(
            most=MAX_STONES, text=quoted(text))) from None
    return PerColour(values["B"], values["W"])


def _komi(text: str) -> float:
    """A komi: a finite number of at most :data:`MAX_KOMI` points either way."""
    try:
        value = float(text) if len(text) <= 40 else math.nan
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or abs(value) > MAX_KOMI:
        raise argparse.ArgumentTypeError(translate("Cli", "expected a komi from -{most} to {most}, not {text}").format(
            most=MAX_KOMI, text=quoted(text)))
    return value


def _seconds(text: str) -> float:
    """A time limit: more than 0 seconds and at most :data:`MAX_SECONDS`."""
    try:
        value = float(text) if len(text) <= 40 else math.nan
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and 0 < value <= MAX_SECONDS):
        raise argparse.ArgumentTypeError(translate("Cli", "expected seconds from 0 to {most}, not {text}").format(
            most=f"{MAX_SECONDS:g}", text=quoted(text)))
    return value


def _corners(text: str) -> list[tuple[float, float]]:
    try:
        numbers = [float(part) for part in text.split(",")]
    except ValueError:
        numbers = []
    if len(numbers) != 8 or not all(math.isfinite(n) for n in numbers):
        raise argparse.ArgumentTypeError(translate("Cli", "give eight numbers: x1,y1,x2,y2,x3,y3,x4,y4"))
    return [(numbers[i], numbers[i + 1]) for i in range(0, 8, 2)]


def _rules(text: str) -> str:
    key = preset_key(text)
    if key is None:
        raise argparse.ArgumentTypeError(translate("Cli", "unknown rule set {text}; known: {known}").format(
            text=quoted(text), known=", ".join(TITLES)))
    return key


def _colour(text: str) -> Colour:
    try:
        return Colour.from_letter(text)
    except ValueError:
        raise argparse.ArgumentTypeError(translate("Cli", "expected B or W, not {text}").format(text=quoted(text))) from None


def _sheet_path(text: str) -> Path:
    path = Path(text)
    if path.suffix.lower() not in (".pdf", ".png"):
        raise argparse.ArgumentTypeError(translate("Cli", "a score sheet is written as .pdf or .png, not {text}").format(text=quoted(text)))
    return path


def build_parser() -> argparse.ArgumentParser:
    """gocount-score's arguments, their help in the language installed
    (build it inside :func:`argparse_in_language` for argparse's own words)."""
    parser = argparse.ArgumentParser(
        prog="gocount-score",
        description=translate("Cli", "Count finished Go games from SGF files under every major rule set."),
    )
    parser.add_argument("paths", nargs="*", metavar="FILE_OR_DIR", help=translate("Cli", "SGF files, or folders searched for *.sgf"))
    parser.add_argument(
        "--counts",
        metavar="NUMBERS",
        help=translate(
            "Cli",
            "count by numbers, no file: \"size=19,S_B=..,S_W=..,T_B=..,T_W=..,X_B=..,X_W=..,D_B=..,D_W=..,"
            "R_B=..,R_W=..,H=..,L=..,K=..\" (E_B, E_W, n_B, n_W, N_B, N_W optional)",
        ),
    )
    parser.add_argument("--rules", type=_rules, help=translate("Cli", "the preset a game is scored under (default: RU, else Japanese)"))
    parser.add_argument(
        "--dead",
        choices=("none", "marked", "auto"),
        default=None,
        help=translate(
            "Cli",
            "dead stones: none; marked = stones on the opponent's TB/TW of the last node (default); auto = suggested by gocount",
        ),
    )
    parser.add_argument("--photo", type=Path, metavar="IMAGE", help=translate("Cli", "count the position read from a photo of the board"))
    parser.add_argument(
        "--corners", type=_corners, metavar="x1,y1,x2,y2,x3,y3,x4,y4",
        help=translate("Cli", "with --photo: the four corner intersections in pixels, top-left, top-right, bottom-right, bottom-left"),
    )
    parser.add_argument("--size", type=int, choices=(9, 13, 19), help=translate("Cli", "with --photo: the board size (default: read from the photo)"))
    parser.add_argument("--komi", type=_komi, help=translate("Cli", "komi K (default: KM, else the rule set's)"))
    parser.add_argument("--captures", type=_pair, help=translate("Cli", "captured stones X as B=n,W=n: B is Black's stones captured"))
    parser.add_argument("--passes", type=_pair, help=translate("Cli", "passes R as B=n,W=n"))
    parser.add_argument("--last-pass", type=_colour, help=translate("Cli", "who passed last: B or W"))
    parser.add_argument("--json", action="store_true", help=translate("Cli", "one JSON object per line per game"))
    parser.add_argument("--write", type=Path, metavar="DIR", help=translate("Cli", "save each file with its count written in, into DIR"))
    parser.add_argument("--overwrite", action="store_true", help=translate("Cli", "with --write: replace files that exist in DIR"))
    parser.add_argument(
        "--sheet",
        type=_sheet_path,
        metavar="OUT.pdf|OUT.png",
        help=translate(
            "Cli",
            "draw each game's score sheet (PDF or PNG by the suffix): one PDF of every game, or OUT-<file>[-<game>].png per game",
        ),
    )
    parser.add_argument("--paper", choices=("a4", "letter"), default="a4", help=translate("Cli", "the score sheet's paper (default: a4)"))
    referee.add_arguments(parser, seconds=_seconds)
    parser.add_argument(
        "--csv", type=Path, metavar="OUT.csv",
        help=translate(
            "Cli",
            "check every game as the desk does (its own rules, the players' dead stones else gocount's) into a CSV table",
        ),
    )
    parser.add_argument(
        "--lang", metavar="CODE",
        help=translate("Cli", "the language of the text printed: {codes} (default: LC_ALL, LC_MESSAGES or LANG)").format(
            codes=", ".join(i18n.LANGUAGES)),
    )
    parser.add_argument("--jobs", type=_jobs, metavar="N", help=translate("Cli", "with --csv: worker processes (default: one per core)"))
    return parser


ARGPARSE_WORDS = frozenset((
    QT_TRANSLATE_NOOP("Argparse", "usage: "),
    QT_TRANSLATE_NOOP("Argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("Argparse", "options"),
    QT_TRANSLATE_NOOP("Argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("Argparse", "%(prog)s: error: %(message)s\n"),
    QT_TRANSLATE_NOOP("Argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("Argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("Argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("Argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("Argparse", "expected at most one argument"),
    QT_TRANSLATE_NOOP("Argparse", "expected at least one argument"),
    QT_TRANSLATE_NOOP("Argparse", "ignored explicit argument %r"),
    QT_TRANSLATE_NOOP("Argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("Argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("Argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
))
"""argparse's own words that gocount-score's users meet (usage, headings,
errors), as Python 3.11's argparse writes them."""


@contextmanager
def argparse_in_language():
    """Within it, argparse's own words are in the language installed.

    argparse looks each of its messages up through the module's ``_``
    (gettext's, which finds no catalogue of gocount's); it is pointed at
    Qt's translation for :data:`ARGPARSE_WORDS` and put back on leaving,
    also when argparse exits with a usage error.
    """
    english = argparse._
    argparse._ = lambda message: translate("Argparse", message) if message in ARGPARSE_WORDS else english(message)
    try:
        yield
    finally:
        argparse._ = english


def _requested_language(argv: list[str] | None) -> str:
    """The language ``--lang`` asks for in ``argv`` (else the environment's),
    read before the parser is built, so that its help is in that language."""
    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("--lang")
    try:
        known, _rest = early.parse_known_args(argv)
    except SystemExit:  # "--lang" with no code: the real parser says so
        known = argparse.Namespace(lang=None)
    return i18n.cli_code(known.lang)


def _jobs(text: str) -> int:
    text = text.strip()
    value = int(text) if text.isdigit() and len(text) <= 4 else 0
    if not 1 <= value <= MAX_JOBS:
        raise argparse.ArgumentTypeError(translate("Cli", "expected a whole number of processes from 1 to {most}, not {text}").format(
            most=MAX_JOBS, text=quoted(text)))
    return value


_NOT_WITH_CSV = ("rules", "komi", "captures", "passes", "last_pass", "write", "referee")


def iter_sgf_paths(paths: Iterable[str]) -> Iterator[Path | SgfError]:
    """The files named, and the *.sgf files under the folders named, sorted;
    an SgfError for a folder that cannot be searched. A name that cannot
    even be looked at (inside a folder the user may not search) is given
    as it is, and reading it says why."""
    for name in paths:
        path = Path(name)
        try:
            folder = stat.S_ISDIR(os.stat(path).st_mode)
        except (OSError, ValueError):
            folder = False
        if folder:
            yield from _sgf_files_under(path)
        else:
            yield path


def _sgf_files_under(folder: Path) -> list[Path | SgfError]:
    """The *.sgf files under ``folder`` (links to folders not followed, so
    a loop of links cannot make the search endless), sorted, with an
    SgfError for each folder inside that cannot be listed."""
    found: list[tuple[Path, Path | SgfError]] = []

    def cannot(err: OSError) -> None:
        where = Path(err.filename or folder)
        reason = translate("Cli", "cannot search the folder: {error}").format(error=err.strerror or err)
        found.append((where, SgfError(reason, str(where))))

    for top, _, names in os.walk(folder, onerror=cannot):
        for file_name in names:
            path = Path(top) / file_name
            if path.suffix.lower() == ".sgf":
                found.append((path, path))
    return [item for _, item in sorted(found, key=lambda pair: pair[0])]


class Counted(NamedTuple):
    """One game counted as the options say: the score, the preset key, the
    dead stones and notes for the reader; then what the count was made
    from (the tray, the region owners, the suggestion's confidences), for
    the score sheet."""

    score: Score
    key: str
    dead: frozenset
    notes: list[str]
    tray: Tray
    overrides: dict | None
    confidence: dict
    suggested: dict = {}  # unsure_stones and dead_groups for --json, with --dead auto


def count_record(record: GameRecord, args: argparse.Namespace) -> Counted:
    """Count one game as the options say (see :class:`Counted`)."""
    notes: list[str] = [str(w) for w in record.warnings if not (args.komi is not None and w.message == record.komi_reason)]
    if args.komi is not None and record.komi_reason:
        notes.append(scoring_text.translate("Cli", "{reason}; counted with --komi {komi}").format(
            reason=record.komi_reason.split(";")[0], komi=f"{args.komi:g}"))
    key = args.rules or (record.saved.rules_key if record.saved is not None else record.rules.key)
    if not args.rules and record.rules.note:
        notes.append(record.rules.note)
    rules = preset(key)
    komi = args.komi if args.komi is not None else record.komi if record.komi is not None else rules.default_komi
    tray = dataclasses.replace(record.tray, komi=komi)
    if args.captures is not None:
        tray = dataclasses.replace(tray, captures=args.captures)
    if args.passes is not None:
        tray = dataclasses.replace(tray, passes=args.passes)
    if args.last_pass is not None:
        tray = dataclasses.replace(tray, last_pass=args.last_pass)
    overrides = None
    confidence: dict = {}
    suggested: dict = {}
    if args.dead == "marked":
        dead = record.marked_dead
        overrides = record.marked_owners()
        if overrides:
            notes.append(scoring_text.translate("Cli", "%n open region(s) counted as the TB/TW markup says", None, 0).plural(len(overrides)))
    elif args.dead == "auto":
        suggestion = suggest_dead(record.position, key)
        dead = suggestion.dead
        confidence = dict(suggestion.confidence)
        unsure = suggestion.unsure()
        if unsure:
            notes.append(scoring_text.translate("Cli", "--dead auto: unsure of %n stone(s); check them on the board", None, 0).plural(len(unsure)))
            notes.extend(unsure_notes(suggestion))
        suggested = suggestion_json(suggestion, record.size)
    else:
        dead = frozenset()
    return Counted(count_all(record.position, tray, dead, overrides), key, dead, notes, tray, overrides, confidence, suggested)


def as_json(record: GameRecord, score: Score, key: str, dead: frozenset, notes: list[str]) -> dict:
    """The JSON object for one game."""
    ledger = score.ledger
    chosen = score.counts[key].result
    recorded = None if record.result is None else record.result.margin
    return {
        "file": record.path,
        "game": record.index,
        "board_size": record.size,
        "komi": ledger.komi,
        "handicap": ledger.handicap,
        "rules": key,
        "margin": chosen.margin,
        "result": chosen.text,
        "dead_stones": sorted(sgf_coordinates(p, record.size) for p in dead),
        "needs_sealing": sorted(sgf_coordinates(p, record.size) for p in score.regions.open_borders.needs_sealing),
        "looks_finished": not score.regions.open_borders.unfinished,
        "ledger": ledger.symbols(),
        "last_pass": ledger.last_pass.letter if ledger.last_pass else None,
        "results": results_json(score.counts),
        "identities": identities_json(score.identities),
        "komi_advice": score.komi.text,
        "komi_assumed": record.komi_assumed and ledger.komi == record.komi,
        "komi_reason": record.komi_reason,
        "recorded_result": record.result_text,
        "recorded_strict": None if record.result is None else record.result.strict,
        "recorded_outcome": None if record.result is None else record.result.outcome.value,
        "matches_record": None if recorded is None else recorded == chosen.margin,
        "warnings": notes,
    }


def as_table(record: GameRecord, score: Score, key: str, dead: frozenset, notes: list[str]) -> str:
    """A readable report for one game, in the language installed."""
    ledger = score.ledger
    game = translate("Cli", "game {number}").format(number=record.index + 1)
    head = record.path if record.index == 0 else f"{record.path} ({game})"
    assumed = translate("Cli", " (assumed)") if record.komi_assumed and ledger.komi == record.komi else ""
    facts = translate(
        "Cli", "{size}x{size}, komi {komi}{assumed}, handicap {handicap}, scored under {rules}, {dead} dead stones, recorded {recorded}"
    )
    rules, black, white, result = translate("Cli", "rules"), translate("Cli", "Black"), translate("Cli", "White"), translate("Cli", "result")
    lines = [
        head,
        "  " + facts.format(
            size=record.size, komi=f"{ledger.komi:g}", assumed=assumed, handicap=ledger.handicap, rules=shown(TITLES[key]),
            dead=len(dead), recorded=record.result.strict if record.result else "-",
        ),
        "  " + pad(rules, 34) + pad(black, 8, right=True) + pad(white, 8, right=True) + f"   {result}",
    ]
    borders = score.regions.open_borders
    for name, count in score.counts.items():
        mark = "*" if name == key else " "
        unfinished = "   " + translate("Cli", "(not finished: the board as it stands)") if borders.unfinished and name == key else ""
        numbers = f"{count.black:>8g}{count.white:>8g}"
        lines.append(f" {mark}{pad(shown(TITLES[name]), 34)}{numbers}   {shown(count.result.text)}{unfinished}")
    for sentence in (borders.unfinished_sentence(), borders.sentence()):
        if sentence:
            lines.append("  " + translate("Cli", "warning: {sentence}").format(sentence=shown(sentence)))
    lines.append("  " + translate("Cli", "identities:"))
    for ident in score.identities:
        sides = f"{shown(ident.left_text)}  |  {shown(ident.right_text)}"
        lines.append(f"   {ident.mark} {ident.number:<3}{shown(ident.name)}: {sides}")
        if ident.why:
            lines.append(f"        {shown(ident.why)}")
    lines.append("  " + translate("Cli", "komi: {text}").format(text=shown(score.komi.text)))
    for note in notes:
        lines.append("  " + translate("Cli", "note: {note}").format(note=shown(note)))
    return "\n".join(lines)


def replace_unencodable() -> None:
    """Let stdout and stderr write what their encoding cannot hold (a file
    name that is not UTF-8, a ✓ under LANG=ja_JP.EUC-JP) as a replacement
    character instead of stopping with UnicodeEncodeError. (UTF-8 that
    passes a file name's own bytes through, as Python's C locale does, is
    kept.)"""
    for stream in (sys.stdout, sys.stderr):
        try:
            if getattr(stream, "errors", None) == "surrogateescape" and codecs.lookup(stream.encoding).name == "utf-8":
                continue
            stream.reconfigure(errors="replace")
        except (AttributeError, ValueError, OSError):  # not a text stream of io's (a test's stand-in)
            pass


def main(argv: list[str] | None = None) -> int:
    replace_unencodable()
    language = _requested_language(argv)
    if language != "en":
        i18n.install(language, _qt_application())
    with argparse_in_language():
        parser = build_parser()
        args = parser.parse_args(argv)
        return _run(parser, args)


def _run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """Do what the parsed ``args`` ask; the exit status."""
    if args.photo is None and (args.corners is not None or args.size is not None):
        parser.error(translate("Cli", "--corners and --size go with --photo"))
    if args.dead is None:
        args.dead = "auto" if args.photo is not None else "marked"
    if args.photo is not None:
        from .photo_cli import count_photo

        return count_photo(parser, args)
    if args.counts is not None:
        from .numbers_cli import count_numbers

        return count_numbers(parser, args)
    if args.csv is None:
        if args.jobs is not None:
            parser.error(translate("Cli", "--jobs works with --csv"))
    else:
        given = [f"--{name.replace('_', '-')}" for name in _NOT_WITH_CSV if getattr(args, name) is not None]
        given += [flag for flag, on in (("--json", args.json), ("--dead", args.dead != "marked")) if on]
        if given:
            parser.error(translate("Cli", "--csv counts each game under its own rules, komi and dead stones; not with {options}").format(
                options=", ".join(given)))
    if not args.paths:
        parser.error(translate("Cli", "give SGF files or folders, or --counts"))
    if args.sheet is not None:
        trouble = syslibs.problem()  # sheets are drawn by Qt, which needs these
        if trouble:
            print(trouble, file=sys.stderr)
            return 1
    try:
        args.referee_spec = referee.spec_from(args)
    except EngineError as err:
        print(f"gocount-score: --referee: {err}", file=sys.stderr)
        return 1
    paths = list(iter_sgf_paths(args.paths))
    if args.csv is not None:
        from .desk_cli import check_folder

        return check_folder(paths, args)
    return _count_files(paths, args)


def _silence_stdout() -> None:
    """Point stdout at the null device, so that Python's last flush at exit
    does not print a BrokenPipeError of its own."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # stdout is not a real file (a test's)
        pass


def _count_files(paths: list[Path | SgfError], args: argparse.Namespace) -> int:
    """Count and print every game of ``paths``; the exit status."""
    status = 0
    first = True
    sheets: set[Path] = set()
    book = [] if args.sheet is not None and args.sheet.suffix.lower() == ".pdf" else None  # one PDF of every game
    try:
        for path in paths:
            if isinstance(path, SgfError):
                print(f"gocount-score: {error_text(path)}", file=sys.stderr)
                status = 2
                continue
            try:
                data = read_bytes(path)
                records = read_games(data, str(path))
            except SgfError as err:
                print(f"gocount-score: {error_text(err)}", file=sys.stderr)
                status = 2
                continue
            counts: dict[int, CountToWrite] = {}
            for record in records:
                try:
                    counted = count_record(record, args)
                except PositionError as err:
                    print(f"gocount-score: {record.path}: {shown(str(err))}", file=sys.stderr)
                    status = 2
                    continue
                score, key, dead, notes = counted[:4]
                if book is not None:
                    book.append(sheet_of(record, counted, len(records)))
                elif args.sheet is not None:
                    target = sheet_path(args.sheet, path, record.index, len(records), single=len(paths) == 1 and len(records) == 1)
                    target = _unused(target, sheets)
                    status = max(status, _sheet(target, record, counted, len(records), args.paper))
                if args.write is not None:
                    counts[record.index] = count_to_write(score, key, dead=dead, overrides=counted.overrides)
                verdict = None
                if args.referee_spec is not None:
                    question = Question.at_end(record.position, score.ledger.komi, key, record.last_move, counted.tray.last_pass)
                    verdict = referee.consult(args.referee_spec, question, dead)
                    if verdict.error:
                        print(f"gocount-score: {record.path}: {verdict.error}", file=sys.stderr)
                        status = 2
                if args.json:
                    found = as_json(record, score, key, dead, notes)
                    found.update(counted.suggested)
                    if verdict is not None:
                        found["referee"] = verdict.as_json(record.size)
                    print(json.dumps(found, ensure_ascii=False))
                else:
                    if not first:
                        print()
                    print(as_table(record, score, key, dead, notes))
                    if verdict is not None:
                        print(f"  {verdict.line()}")
                first = False
            if counts:
                status = max(status, _write(path, data, counts, args))
    except BrokenPipeError:  # the reader went away (gocount-score ... | head): stop quietly
        _silence_stdout()
    if book:
        status = max(status, write_sheets(args.sheet, book, args.paper))
    return status


def sheet_path(pattern: Path, source: Path, index: int, games: int, single: bool) -> Path:
    """Where ``--sheet pattern`` puts game ``index`` (from 0) of ``source``,
    a file of ``games`` games: ``pattern`` itself when it is the only game
    counted, else ``<stem>-<file stem>`` beside it, with ``-<game number>``
    for a file of several games.

    >>> str(sheet_path(Path("out/sheet.pdf"), Path("r1/kim-lee.sgf"), 1, 3, single=False))
    'out/sheet-kim-lee-2.pdf'
    """
    if single:
        return pattern
    name = f"{pattern.stem}-{source.stem}" + (f"-{index + 1}" if games > 1 else "")
    return pattern.with_name(name + pattern.suffix)


def _unused(path: Path, taken: set[Path]) -> Path:
    """``path``, or ``path`` with ``-2``, ``-3``, ... when this run wrote it
    already (two folders holding files of the same name)."""
    candidate, number = path, 1
    while candidate in taken:
        number += 1
        candidate = path.with_name(f"{path.stem}-{number}{path.suffix}")
    taken.add(candidate)
    return candidate


_QT_APP = None


def _qt_application():
    """The Qt application the sheets are drawn with: offscreen on a Linux
    machine with no display, unless QT_QPA_PLATFORM says otherwise."""
    global _QT_APP
    import os

    if not os.environ.get("QT_QPA_PLATFORM") and syslibs.no_display():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is None:
        app = _QT_APP = QGuiApplication(sys.argv[:1])
    return app


def sheet_of(record: GameRecord, counted: Counted, games: int):
    """The score sheet of one counted game (a SheetGame)."""
    _qt_application()
    from .model.state import CountState, Snapshot
    from .ui.sheet import sheet_game

    state = CountState(
        record.position,
        counted.tray,
        frozenset(counted.dead),
        counted.overrides or {},
        counted.key,
        record.last_move,
        counted.confidence,
        info=record.info,
    )
    return sheet_game(Snapshot(state, counted.score), record, games)


def _sheet(target: Path, record: GameRecord, counted: Counted, games: int, paper: str) -> int:
    """Write one game's score sheet to ``target``; 0, or 2 after a message."""
    from .ui.sheet import SheetError, export_sheet

    game = sheet_of(record, counted, games)
    try:
        export_sheet(target, game, paper)
    except SheetError as err:
        print(f"gocount-score: {target}: " + translate("Cli", "sheet not written: {reason}").format(reason=shown(err.reason)), file=sys.stderr)
        return 2
    return 0


def write_sheets(target: Path, games: list, paper: str) -> int:
    """Write the sheets of ``games`` into one PDF, one page each; 0, or 2
    after a message."""
    _qt_application()
    from .ui.sheet import SheetError, sheets_pdf, write_sheet_bytes

    try:
        write_sheet_bytes(target, sheets_pdf(games, paper))
    except SheetError as err:
        if len(games) > 1:
            message = translate("Cli", "sheets not written: {reason}")
        else:
            message = translate("Cli", "sheet not written: {reason}")
        print(f"gocount-score: {target}: " + message.format(reason=shown(err.reason)), file=sys.stderr)
        return 2
    return 0


def _write(path: Path, data: bytes, counts: dict[int, CountToWrite], args: argparse.Namespace) -> int:
    """Save ``path`` (whose bytes ``data`` were read) with its games' counts
    written in; 0, or 2 after a message."""
    target = args.write / path.name
    if target.exists() and not args.overwrite:
        print(f"gocount-score: {target}: " + translate("Cli", "exists; not written (add --overwrite to replace it)"), file=sys.stderr)
        return 2
    try:
        atomic_write(target, write_counts(data, counts, str(path)))
    except SgfError as err:  # the writer turns every OSError into one
        print(f"gocount-score: {target}: " + translate("Cli", "not written: {error}").format(error=shown(err)), file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
