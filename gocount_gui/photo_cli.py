"""``gocount-score --photo IMAGE``: count the position read from a photo of the board.

The photo is read (``--corners`` gives the four corner intersections by hand, ``--size`` the
board size), the position becomes a record with the dead stones suggested (``--dead auto``
unless given), and it is counted like any file. ``--json`` adds what the photo was read as:
``position`` (rows from the photo's top), ``corners``, ``doubtful`` (in the notation of
``dead_stones``), ``grid_ok`` and ``read_seconds``. A file that is not an image, a photo with
no board, or a grid too unsure to count gets a message and the exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys

from .i18n import shown, translate
from .record import SgfError, read_games
from .scoring.colour import sgf_coordinates
from .scoring.ledger import PositionError

NOT_WITH_PHOTO = {
    "paths": "files",
    "counts": "--counts",
    "write": "--write",
    "sheet": "--sheet",
    "csv": "--csv",
    "jobs": "--jobs",
    "referee": "--referee",
}


def count_photo(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """Print the count of the position in ``args.photo``; the exit status."""
    given = [flag for name, flag in NOT_WITH_PHOTO.items() if getattr(args, name, None) not in (None, [], False)]
    if given:
        parser.error(translate("Cli", "--photo counts one photo; not with {options}").format(options=", ".join(given)))
    from .vision import PhotoError, load_photo, read_photo
    from .vision.record import position_sgf

    name = args.photo.name
    try:
        reading = read_photo(load_photo(args.photo), size=args.size, corners=args.corners)
    except PhotoError as err:
        print(f"gocount-score: {args.photo}: {err}", file=sys.stderr)
        return 2
    photo_facts = {
        "photo": str(args.photo),
        "position": list(reading.position),
        "corners": [[round(x, 1), round(y, 1)] for x, y in reading.corners],
        "doubtful": [sgf_coordinates((reading.size - 1 - r, c), reading.size) for r, c in reading.doubtful],
        "grid_ok": reading.grid_ok,
        "photo_problems": list(reading.problems),
        "read_seconds": round(reading.read_seconds, 3),
    }
    if not reading.grid_ok:
        message = translate("Cli", "the grid was not found surely enough to count; give the corners with --corners")
        print(f"gocount-score: {args.photo}: {message}", file=sys.stderr)
        if args.json:
            print(json.dumps({"board_size": reading.size, **photo_facts}, ensure_ascii=False))
        return 2
    from .cli import as_json, as_table, count_record

    try:
        record = read_games(position_sgf(reading, name), str(args.photo))[0]
        counted = count_record(record, args)
    except (SgfError, PositionError) as err:
        print(f"gocount-score: {args.photo}: {shown(str(err))}", file=sys.stderr)
        return 2
    score, key, dead, notes = counted[:4]
    if reading.doubtful:
        notes = [translate("Cli", "{count} point(s) of the photo are doubtful: {points}").format(
            count=len(reading.doubtful), points=" ".join(photo_facts["doubtful"]))] + notes
    notes = list(reading.problems) + notes
    if args.json:
        found = as_json(record, score, key, dead, notes)
        found.update(photo_facts)
        print(json.dumps(found, ensure_ascii=False))
    else:
        print(as_table(record, score, key, dead, notes))
        print("  " + translate("Cli", "read from the photo in {seconds:.1f} s").format(seconds=reading.read_seconds))
    return 0
