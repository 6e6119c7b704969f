"""``gocount-score FOLDER --csv OUT.csv [--jobs N] [--sheet OUT.pdf]``:
the desk's check of a folder, headless (see :mod:`gocount_gui.desk`)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .desk import DeskRow, count_paths, csv_bytes, default_jobs, not_a_table_file, row_state, shown_name
from .i18n import Context, shown, translate
from .record import SgfError
from .record.write import atomic_write


DeskCli = Context("DeskCli")
"""The summary's counted message (lupdate reads the context from the name)."""


def check_folder(paths: list[Path | SgfError], args: argparse.Namespace) -> int:
    """Count every game of ``paths`` into the CSV ``args.csv`` (and the
    sheets into ``args.sheet``); one line on stderr per damaged file, a
    summary on stdout. A folder that cannot be searched gets a row too.
    The exit status: 0, or 2 when a file could not be read or a table or
    sheet not written (a table only replaces a regular file: a device or
    a pipe named by --csv is refused before anything is counted)."""
    refused = not_a_table_file(args.csv)
    if refused is not None:
        print(f"gocount-score: {args.csv}: {shown(refused)}", file=sys.stderr)
        return 2
    status = 0
    rows: list[DeskRow] = []
    files = []
    folder = _common_folder(args.paths)
    for path in paths:
        if isinstance(path, SgfError):
            print(f"gocount-score: {path}", file=sys.stderr)
            where = path.path or ""
            rows.append(DeskRow(where, shown_name(where, folder), error=path.reason))
            status = 2
        else:
            files.append(path)
    for found in count_paths(files, folder, args.jobs or default_jobs()):
        for row in found:
            if row.error is not None:
                print(f"gocount-score: {row.path}: {row.error}", file=sys.stderr)
                status = 2
            rows.append(row)
    try:
        atomic_write(args.csv, csv_bytes(rows))
    except SgfError as err:  # the writer turns every OSError into one
        print(f"gocount-score: {args.csv}: table not written: {err.reason}", file=sys.stderr)
        return 2
    if args.sheet is not None:
        status = max(status, _sheets(rows, args))
    print(summary(rows) + translate("DeskCli", "; table written to {path}").format(path=args.csv))
    return status


def summary(rows: list[DeskRow]) -> str:
    """One line on a folder's rows.

    >>> summary([DeskRow("a", "a", agree=True), DeskRow("b", "b", agree=False), DeskRow("c", "c", error="x")])
    '3 games: 1 agree with the record, 1 do not, 0 not counted in the record, 1 damaged'
    """
    counted = [r for r in rows if r.error is None]
    agree = sum(1 for r in counted if r.agree)
    differ = sum(1 for r in counted if r.agree is False)
    text = DeskCli.tr(
        "%n games: {agree} agree with the record, {differ} do not, {open} not counted in the record, {damaged} damaged",
        "",
        len(rows),
        one="%n game: {agree} agree with the record, {differ} do not, {open} not counted in the record, {damaged} damaged",
    )
    return text.format(agree=agree, differ=differ, open=len(counted) - agree - differ, damaged=len(rows) - len(counted))


def _common_folder(names: list[str]) -> str | None:
    """The folder named, when one folder is checked: the rows name their
    files relative to it."""
    if len(names) == 1 and Path(names[0]).is_dir():
        return names[0]
    return None


def _sheets(rows: list[DeskRow], args: argparse.Namespace) -> int:
    """The sheets of the rows counted, in the table's order: one PDF, or
    one PNG per game."""
    from . import cli
    from .model.state import take_snapshot

    cli._qt_application()
    from .ui.sheet import SheetError, export_sheet, sheet_game

    status = 0
    games, taken = [], set()
    for row in rows:
        if row.error is not None:
            continue
        try:
            record, state = row_state(row)
        except SgfError as err:
            print(f"gocount-score: {err}", file=sys.stderr)
            status = 2
            continue
        game = sheet_game(take_snapshot(state), record, row.games)
        if args.sheet.suffix.lower() == ".pdf":
            games.append(game)
            continue
        target = cli.sheet_path(args.sheet, Path(row.path), row.game - 1, row.games, single=len(rows) == 1)
        target = cli._unused(target, taken)
        try:
            export_sheet(target, game, args.paper)
        except SheetError as err:
            print(f"gocount-score: {target}: sheet not written: {err.reason}", file=sys.stderr)
            status = 2
    if games:
        status = max(status, cli.write_sheets(args.sheet, games, args.paper))
    return status
