"""The tournament desk: every game of a folder counted, one row each, on
every core.

:func:`count_file` counts the games of one SGF file and gives one
:class:`DeskRow` per game (or one row naming the problem when the file
cannot be read): the players, the round, the rules and komi, the result
the record gives and gocount's result under the record's rules with its
dead stones (the players' TB/TW marks, or gocount's saved count, when the
record has them; gocount's suggestion otherwise), whether they agree and
by how much they differ. It is a plain function of a path, so a pool of
worker processes can run it; :func:`count_paths` runs it over many files
with ``jobs`` processes and gives the rows in the files' order.

No Qt here: the CLI (``gocount-score FOLDER --csv OUT.csv --jobs N``) and
the window's desk (:mod:`gocount_gui.ui.desk`) share it, with the columns
of :data:`COLUMNS` and :func:`write_csv`.
"""

from __future__ import annotations

import csv
import dataclasses
import io
from collections import deque
import multiprocessing
import os
import stat
import sys
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Iterator

from .i18n import QT_TRANSLATE_NOOP, Context
from .record import Collection, GameRecord, Outcome, SgfError, read_bytes
from .scoring import TITLES, count_all, preset
from .scoring.colour import Colour, Point
from .scoring.ledger import PositionError

DEAD_MARKED, DEAD_SAVED, DEAD_SUGGESTED = "marked", "saved", "suggested"

DEAD_SOURCE_WORDS = {
    DEAD_MARKED: QT_TRANSLATE_NOOP("Desk", "marked"),
    DEAD_SAVED: QT_TRANSLATE_NOOP("Desk", "saved"),
    DEAD_SUGGESTED: QT_TRANSLATE_NOOP("Desk", "suggested"),
}
"""Where a row's dead stones come from, in words (the keys are the CSV's)."""

Desk = Context("Desk")
"""The desk's counted messages (lupdate reads the context from the name)."""


@dataclass(frozen=True)
class DeskRow:
    """One game of a folder, counted (or the file's problem in ``error``).

    ``path`` is the file as found, ``file`` the name shown (relative to the
    folder checked); ``game`` counts from 1, of ``games`` in the file.
    ``margin`` and ``recorded_margin`` are for Black (negative when White
    won); ``agree`` is None when the record gives no counted result (a
    resignation, no RE). ``difference`` is how far apart the two margins
    are, in points. ``dead`` are the stones counted dead, from
    ``dead_source`` ("marked", "saved" or "suggested"); ``unsure`` the
    suggested statuses gocount doubts, and ``confidence`` and ``reasons``
    the suggestion's for every stone (empty for marked stones).
    ``overrides`` are the region owners the TB/TW markup gives.
    ``finished`` is False for a game cut short (the file ends in the middle
    of it) or whose board is still open: it is never compared with RE.
    """

    path: str
    file: str
    game: int = 1
    games: int = 1
    black: str = ""
    white: str = ""
    round: str = ""
    rules_key: str = ""
    komi: float | None = None
    recorded: str = ""
    recorded_margin: float | None = None
    result: str = ""
    margin: float | None = None
    agree: bool | None = None
    difference: float | None = None
    dead: tuple[Point, ...] = ()
    dead_source: str = ""
    unsure: tuple[Point, ...] = ()
    overrides: tuple[tuple[Point, Colour | None], ...] = ()
    confidence: tuple[tuple[Point, float], ...] = ()
    reasons: tuple[tuple[Point, str], ...] = ()
    warnings: tuple[str, ...] = ()
    error: str | None = None
    finished: bool = True

    @property
    def agreement(self) -> str:
        """"yes", "NO", "not counted" (the record has no margin to compare),
        "not finished" (cut short, or the board still open) or "damaged" (a
        Message: English in the CSV, translated in the table)."""
        if self.error is not None:
            return QT_TRANSLATE_NOOP("Desk", "damaged")
        if not self.finished:
            return QT_TRANSLATE_NOOP("Desk", "not finished")
        if self.agree is None:
            return QT_TRANSLATE_NOOP("Desk", "not counted")
        return QT_TRANSLATE_NOOP("Desk", "yes") if self.agree else QT_TRANSLATE_NOOP("Desk", "NO")

    @property
    def note_list(self) -> list[str]:
        """The file's problem, then the warnings (each may be a Message)."""
        return ([self.error] if self.error else []) + list(self.warnings)

    @property
    def notes(self) -> str:
        """The warnings in one line, the file's problem first."""
        return "; ".join(self.note_list)


def _dead_stones(row: DeskRow) -> str:
    if not row.dead_source:
        return ""
    source = DEAD_SOURCE_WORDS.get(row.dead_source, row.dead_source)
    return QT_TRANSLATE_NOOP("Desk", "{count} {source}").format(count=len(row.dead), source=source)


COLUMNS: tuple[tuple[str, Callable[[DeskRow], object]], ...] = (
    (QT_TRANSLATE_NOOP("Desk", "File"), lambda r: r.file if r.games == 1 else f"{r.file} #{r.game}"),
    (QT_TRANSLATE_NOOP("Desk", "Black"), lambda r: r.black),
    (QT_TRANSLATE_NOOP("Desk", "White"), lambda r: r.white),
    (QT_TRANSLATE_NOOP("Desk", "Round"), lambda r: r.round),
    (QT_TRANSLATE_NOOP("Desk", "Rules"), lambda r: TITLES.get(r.rules_key, "")),
    (QT_TRANSLATE_NOOP("Desk", "Komi"), lambda r: r.komi),
    (QT_TRANSLATE_NOOP("Desk", "Recorded"), lambda r: r.recorded),
    ("gocount", lambda r: r.result),
    (QT_TRANSLATE_NOOP("Desk", "Agree"), lambda r: r.agreement),
    (QT_TRANSLATE_NOOP("Desk", "Difference"), lambda r: r.difference),
    (QT_TRANSLATE_NOOP("Desk", "Dead stones"), _dead_stones),
    (QT_TRANSLATE_NOOP("Desk", "Unsure"), lambda r: len(r.unsure) if r.error is None else None),
    (QT_TRANSLATE_NOOP("Desk", "Warnings"), lambda r: r.notes),
)
"""The desk's columns, shared by the table and the CSV: a header and the
value of a row (None for an empty cell). The headers and words are
Messages: English in the CSV, which stays the same in every language, and
translated in the window's table."""


def cell_text(value: object) -> str:
    """A column's value as the table and the CSV write it.

    >>> cell_text(6.5), cell_text(None), cell_text(3), cell_text("W+1.5")
    ('6.5', '', '3', 'W+1.5')
    """
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


# ---- counting one file ---------------------------------------------------------------


def count_file(path: str, folder: str | None = None, seconds: float | None = None, default_rules: str | None = None) -> list[DeskRow]:
    """Every game of the SGF file ``path`` counted, one row each; a file
    that cannot be read gives one row with its ``error``. ``folder`` is
    the folder being checked, for the names shown; ``seconds`` bounds each
    dead-stone suggestion (the suggestion's own default when None);
    ``default_rules`` is the rule set of a record with no RU (Japanese
    when None). Never raises for a bad file."""
    shown = shown_name(path, folder)
    try:
        collection = Collection(read_bytes(path), path)
    except SgfError as err:
        return [DeskRow(path, shown, error=err.reason)]
    rows = []
    for index in range(len(collection)):
        try:
            record = collection.game(index)
        except SgfError as err:
            rows.append(DeskRow(path, shown, index + 1, len(collection), error=err.reason))
            continue
        rows.append(count_game(record, shown, len(collection), seconds, default_rules))
    return rows


CUT_SHORT = "the file ends in the middle of the game; read up to where it stops"
"""The record's warning for a file cut short (:mod:`gocount_gui.record.sgf`)."""


def count_game(record: GameRecord, shown: str, games: int = 1, seconds: float | None = None, default_rules: str | None = None) -> DeskRow:
    """One game's row: counted under the record's rules (RU, else
    ``default_rules``, else Japanese) and komi (KM, else the rule set's),
    with the players' dead stones when the record marks them, gocount's
    suggestion otherwise."""
    info = record.info
    base = DeskRow(
        record.path,
        shown,
        record.index + 1,
        games,
        black=info.player("B"),
        white=info.player("W"),
        round=info.round or "",
        recorded=record.result_text or "",
    )
    notes = [w.as_message() for w in record.warnings]
    key = record.saved.rules_key if record.saved is not None else record.rules.key
    if record.saved is None and record.rules.text is None and default_rules is not None:
        key = default_rules
        notes.append(QT_TRANSLATE_NOOP("Desk", "no RU: counted under {rules} rules, the desk's choice").format(rules=TITLES[key]))
    elif record.saved is None and record.rules.note:
        notes.append(record.rules.note)
    rules = preset(key)
    komi = record.komi
    if komi is None:
        komi = rules.default_komi
        notes.append(QT_TRANSLATE_NOOP("Desk", "no KM: komi {komi} of {rules} rules assumed").format(komi=f"{komi:g}", rules=TITLES[key]))
    tray = dataclasses.replace(record.tray, komi=komi)
    unsure: frozenset[Point] = frozenset()
    suggestion = None
    if record.has_count:
        source = DEAD_SAVED if record.saved is not None else DEAD_MARKED
        dead, overrides = record.marked_dead, record.marked_owners()
    else:
        from .scoring.dead import DEFAULT_SECONDS, suggest_dead
        from .scoring.reader import Deadline

        suggestion = suggest_dead(record.position, key, Deadline(seconds if seconds is not None else DEFAULT_SECONDS))
        source, dead, overrides, unsure = DEAD_SUGGESTED, suggestion.dead, {}, suggestion.unsure()
    base = dataclasses.replace(
        base,
        rules_key=key,
        komi=komi,
        dead=tuple(sorted(dead)),
        dead_source=source,
        unsure=tuple(sorted(unsure)),
        overrides=tuple(sorted(overrides.items())),
        confidence=() if suggestion is None else tuple(sorted(suggestion.confidence.items())),
        reasons=() if suggestion is None else tuple(sorted(suggestion.reasons.items())),
    )
    try:
        score = count_all(record.position, tray, dead, overrides or None)
    except PositionError as err:
        return dataclasses.replace(base, warnings=tuple(notes), error=QT_TRANSLATE_NOOP("Desk", "cannot be counted: {error}").format(error=str(err)))
    borders = score.regions.open_borders
    notes.extend(sentence for sentence in (borders.unfinished_sentence(), borders.sentence()) if sentence)
    if unsure:
        notes.append(Desk.QT_TR_NOOP("unsure of %n stone(s): check them on the board", "", len(unsure)))
    margin = score.counts[key].result.margin
    finished = not borders.unfinished and not any(w.message == CUT_SHORT for w in record.warnings)
    agree, difference, recorded_margin = _compare(record, margin)
    if not finished:  # the record's result is of a game this file does not hold to the end
        agree, difference = None, None
    return dataclasses.replace(
        base,
        result=score.counts[key].result.text,
        margin=margin,
        recorded_margin=recorded_margin,
        agree=agree,
        difference=difference,
        warnings=tuple(notes),
        finished=finished,
    )


def _compare(record: GameRecord, margin: float) -> tuple[bool | None, float | None, float | None]:
    """Whether gocount's ``margin`` agrees with RE, how far apart they are,
    and RE's margin: a counted RE must match exactly, an RE naming only
    the winner (``B+``) must name the same winner, and anything else
    (resignation, time, void, none) is not compared."""
    recorded = record.result
    if recorded is None:
        return None, None, None
    if recorded.outcome in (Outcome.SCORE, Outcome.DRAW) and recorded.margin is not None:
        return margin == recorded.margin, abs(margin - recorded.margin), recorded.margin
    if recorded.outcome is Outcome.WIN and recorded.winner is not None:
        winner = "B" if margin > 0 else "W" if margin < 0 else None
        return winner == recorded.winner.letter, None, None
    return None, None, None


def shown_name(path: str, folder: str | None) -> str:
    """The name a row shows for ``path``: relative to the ``folder``
    checked, else the path as given."""
    if folder:
        try:
            return os.path.relpath(path, folder)
        except ValueError:  # another drive on Windows
            pass
    return Path(path).name if folder else path


# ---- many files, many processes --------------------------------------------------------------


def default_jobs() -> int:
    """One worker process per core this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def worker_pool(jobs: int) -> ProcessPoolExecutor:
    """A pool of ``jobs`` worker processes, started fresh (forkserver where
    there is one, else spawn, and spawn in a bundle, whose entry point
    calls ``multiprocessing.freeze_support``): a fork of a process running
    Qt's threads could inherit a lock held by one of them."""
    if "forkserver" in multiprocessing.get_all_start_methods() and not getattr(sys, "frozen", False):
        context = multiprocessing.get_context("forkserver")
        # The server loads the counting code once; each worker is a fork of it.
        context.set_forkserver_preload([__name__])
    else:
        context = multiprocessing.get_context("spawn")
    return ProcessPoolExecutor(max_workers=jobs, mp_context=context)


def failed_rows(path: str, folder: str | None, err: BaseException) -> list[DeskRow]:
    """The row of a file whose worker failed (a bug, or a worker process
    killed, also when the file was tried again): the file is reported,
    the others are still counted."""
    if isinstance(err, BrokenProcessPool):
        failed = QT_TRANSLATE_NOOP("Desk", "the process counting this file stopped, also when it was tried again (killed, or out of memory)")
    else:
        failed = QT_TRANSLATE_NOOP("Desk", "gocount failed on this file ({error})").format(error=f"{type(err).__name__}: {err}")
    return [DeskRow(path, shown_name(path, folder), error=failed)]


def count_paths(
    paths: Iterable[str | Path], folder: str | Path | None = None, jobs: int = 1, seconds: float | None = None, *, counter: Callable | None = None
) -> Iterator[list[DeskRow]]:
    """The rows of each file of ``paths``, in that order, counted by
    ``jobs`` worker processes (in this process when ``jobs`` is 1). A file
    that cannot be read, or whose worker fails, gives a row saying so.

    When a worker process dies (killed, out of memory), the pool is
    started again and the files given to it are counted again, one at a
    time; a file whose second try dies too gets a row saying so.
    ``counter`` is what the workers run on a list of paths
    (:func:`count_files`, unless a test gives its own)."""
    counter = counter or count_files
    names = [str(p) for p in paths]
    where = None if folder is None else str(folder)
    if jobs <= 1 or len(names) <= 1:
        for name in names:
            yield from counter([name], where, seconds)
        return
    jobs = min(jobs, len(names))
    size = max(1, min(CHUNK, len(names) // (jobs * 4)))  # a few chunks per worker, so none waits for the last
    waiting = deque(names[start : start + size] for start in range(0, len(names), size))
    workers = _Workers(jobs, lambda task: (counter, task, where, seconds))
    given: deque[tuple[list[str], Future]] = deque()  # a few tasks a worker, so that a death touches few files
    try:
        while waiting or given:
            while waiting and len(given) < jobs * AHEAD:
                task = waiting.popleft()
                given.append((task, workers.submit(task)))
            task, future = given[0]
            try:
                found = future.result()
            except BrokenProcessPool:  # a worker died: the pool starts again, and the files given count again
                workers.restart()
                given = deque(_again(given, workers, where))
                continue
            except Exception as err:
                found = [failed_rows(name, where, err) for name in task]
            given.popleft()
            yield from found
    finally:
        workers.close()


AHEAD = 2
"""Tasks given to each worker at a time by :func:`count_paths`."""


class _Workers:
    """A pool of worker processes that can be started again after one of
    them dies; ``call(task)`` is the function and arguments for a task."""

    def __init__(self, jobs: int, call: Callable) -> None:
        self.jobs, self.call = jobs, call
        self.pool = worker_pool(jobs)

    def submit(self, task: list[str]) -> Future:
        function, *arguments = self.call(task)
        return self.pool.submit(function, *arguments)

    def restart(self) -> None:
        self.pool.shutdown(wait=True, cancel_futures=True)
        self.pool = worker_pool(self.jobs)

    def close(self) -> None:
        self.pool.shutdown(wait=True, cancel_futures=True)


def _again(given: deque, workers: _Workers, where: str | None) -> list[tuple[list[str], Future]]:
    """The tasks given when a worker died, in order: those counted kept;
    the files of the others counted again, one at a time (alone in the
    pool, so that a file that kills its worker again is the one known),
    and a file whose second try dies too given its failed row."""
    again = []
    for task, future in given:
        if future.done() and not future.cancelled() and future.exception() is None:
            again.append((task, future))
            continue
        found: list[list[DeskRow]] = []
        for name in task:
            try:
                found += workers.submit([name]).result()
            except BrokenProcessPool as err:
                found.append(failed_rows(name, where, err))
                workers.restart()
            except Exception as err:
                found.append(failed_rows(name, where, err))
        again.append((task, _settled(found)))
    return again


def _settled(result: object) -> Future:
    """A future that already holds ``result``."""
    future: Future = Future()
    future.set_result(result)
    return future


CHUNK = 16
"""The most files a worker counts for one request of :func:`count_paths`:
fewer requests cost less to send and answer (a game takes a few ms)."""


def count_files(paths: list[str], folder: str | None = None, seconds: float | None = None) -> list[list[DeskRow]]:
    """:func:`count_file` of each of ``paths``, in one request to a worker;
    a file whose count fails gives a row saying so."""
    found = []
    for path in paths:
        try:
            found.append(count_file(path, folder, seconds))
        except Exception as err:  # a bug must not cost the other files their rows
            found.append(failed_rows(path, folder, err))
    return found


# ---- CSV -----------------------------------------------------------------------------------


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""What a spreadsheet program may take for the start of a formula."""


def spreadsheet_safe(text: str) -> str:
    """A text cell a spreadsheet shows and never runs: one that starts as
    a formula could (``=``, ``+``, ``-``, ``@``, a tab or a carriage
    return) gets a leading apostrophe, as spreadsheet programs expect.
    Numbers are left as they are (a komi of -0.5 stays a number).

    >>> spreadsheet_safe("=HYPERLINK(1)"), spreadsheet_safe("-"), spreadsheet_safe("Lee Sedol")
    ("'=HYPERLINK(1)", "'-", 'Lee Sedol')
    """
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def csv_text(rows: Iterable[DeskRow]) -> str:
    """The rows as CSV text under the desk's column headers (no BOM); text
    cells made :func:`spreadsheet_safe`."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([title for title, _ in COLUMNS])
    for row in rows:
        cells = []
        for _, value in COLUMNS:
            found = value(row)
            cells.append(spreadsheet_safe(found) if isinstance(found, str) else cell_text(found))
        writer.writerow(cells)
    return out.getvalue()


def csv_bytes(rows: Iterable[DeskRow]) -> bytes:
    """The CSV as a spreadsheet program opens it right: UTF-8 with a BOM. A
    file name that is not UTF-8 is written with a replacement character
    where its bytes cannot be read.

    >>> csv_bytes([DeskRow("a.sgf", "a.sgf", error="not an SGF file")])[:3]
    b'\\xef\\xbb\\xbf'
    """
    return csv_text(rows).encode("utf-8-sig", "replace")


def not_a_table_file(path: str | Path) -> str | None:
    """Why the CSV table cannot go to ``path`` (a folder, a device, a FIFO:
    a table replaces only a regular file), or None when it can (it is one,
    or does not exist yet). A Message."""
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        return None  # not there yet (or not reachable: writing it says why)
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return QT_TRANSLATE_NOOP("Desk", "is a folder; the table is written to a file")
    return QT_TRANSLATE_NOOP("Desk", "is not a regular file (a device or a pipe); the table is written only to a regular file")


# ---- a row's game again, as it was counted -------------------------------------------------------


def row_state(row: DeskRow):
    """The game of ``row`` read again, and the count the row made of it as
    a :class:`~gocount_gui.model.state.CountState` (its rules, komi, dead
    stones and region owners; the unsure stones flagged): what the window
    opens and the score sheet draws. Raises SgfError when the file cannot
    be read any more."""
    from .model.state import CountState

    if row.error is not None:
        raise SgfError(row.error, row.path)
    record = Collection(read_bytes(row.path), row.path).game(row.game - 1)
    state = CountState(
        record.position,
        dataclasses.replace(record.tray, komi=row.komi if row.komi is not None else record.tray.komi),
        overrides=dict(row.overrides),
        rules_key=row.rules_key,
        last_move=record.last_move,
        confidence=dict(row.confidence),
        reasons=dict(row.reasons),
        info=record.info,
    )
    return record, state.with_dead(row.dead)
