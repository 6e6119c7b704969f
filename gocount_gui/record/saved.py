"""gocount's own record of a count: the private SGF property ``GOCOUNT``.

TB/TW say which points are territory, and every SGF reader understands
them, but they cannot hold everything a count is: a dead stone in a region
that is nobody's (dame, the eye of a seki under Japanese rules) stands on
no TB/TW point, and lids, passes, who passed last and the region owners a
player chose have no standard property at all. gocount therefore writes,
beside TB/TW on the last node of the main line, one private property with
one text value (SGF allows private properties named in upper-case letters;
other editors keep them and ignore them)::

    GOCOUNT[gocount=1 rules=japanese komi=6.5 handicap=0 stones=45,43
            dead=cd,de owners=ss:B,aa:- captures=3,5 passes=1,2 last=B
            played=120,119 first=118,117]

on one line, fields separated by spaces, each ``name=value``; a pair is
Black's number, a comma, White's. ``gocount=1`` is the format's version;
``rules`` a rule-set key, a space written ``_`` (``japanese``,
``chinese``, ``aga``, ``new_zealand``, ``tromp-taylor``, ...);
``komi`` and ``handicap`` the count's; ``stones`` the stones on the board,
dead ones included (a check: an edit of the position by another program
makes gocount ignore the property); ``dead`` every dead stone, in SGF
coordinates, comma-separated, empty for none; ``owners`` the region owners
set by hand, a point of the region and ``B``, ``W`` or ``-`` (nobody);
``captures`` the stones of each colour captured during play (X_B, X_W;
White's lid holds Black's); ``passes`` the passes each colour made;
``last`` who passed last (``B``, ``W``, ``-``); ``played`` and ``first``
the stones each colour played in the game and up to the first pass (n and
N of a record), ``-`` for a count made over the board. Fields a reader does
not know are ignored, so later versions can add some.

Every value is range-checked as it is read (:mod:`.values`), and the count
is then checked against the record it lies in (:func:`check_against`): the
stones on the board, the dead stones' points, the handicap against HA, and
the territory it gives against the TB/TW beside it, which gocount writes
from the same count. When they disagree (another program edited the game or
its markup since), the record is read instead and the reader says why.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Mapping

from sgfmill import sgf_properties

from ..i18n import QT_TRANSLATE_NOOP
from ..scoring.board import Position
from ..scoring.colour import Colour, PerColour, Point
from ..scoring.ledger import Tray
from ..scoring.regions import find_regions
from ..scoring.rules import PRESETS
from .properties import whole_number
from .values import MAX_COUNT, read_count, read_handicap

PROPERTY = "GOCOUNT"
"""The private property's name (upper-case letters, as SGF requires)."""

VERSION = "1"
MAX_TEXT = 20_000
"""A longer value is not gocount's (25x25 dead stones and owners fit in 8 kB)."""

_OWNER_LETTERS = {Colour.BLACK: "B", Colour.WHITE: "W", None: "-"}
_OWNERS_BY_LETTER = {letter: owner for owner, letter in _OWNER_LETTERS.items()}


@dataclass(frozen=True)
class SavedCount:
    """The count as gocount saved it: everything a player can set."""

    rules_key: str
    tray: Tray
    stones: PerColour[int]
    dead: frozenset[Point] = frozenset()
    owners: Mapping[Point, Colour | None] = field(default_factory=dict)


def format_saved(saved: SavedCount, size: int) -> str:
    """The property's value for ``saved`` on a board of ``size``."""
    tray = saved.tray

    def pair(value: PerColour[int] | None) -> str:
        return "-" if value is None else f"{value.black},{value.white}"

    def point(p: Point) -> str:
        return sgf_properties.serialise_go_point(p, size).decode("ascii")

    fields = [
        f"gocount={VERSION}",
        f"rules={saved.rules_key.replace(' ', '_')}",
        f"komi={tray.komi!r}",
        f"handicap={tray.handicap}",
        f"stones={pair(saved.stones)}",
        f"dead={','.join(point(p) for p in sorted(saved.dead))}",
        f"owners={','.join(f'{point(p)}:{_OWNER_LETTERS[o]}' for p, o in sorted(saved.owners.items()))}",
        f"captures={pair(tray.captures)}",
        f"passes={pair(tray.passes)}",
        f"last={_OWNER_LETTERS[tray.last_pass]}",
        f"played={pair(tray.played)}",
        f"first={pair(tray.played_before_first_pass if tray.played is not None else None)}",
    ]
    return " ".join(fields)


def parse_saved(text: str, size: int) -> SavedCount:
    """The count a property value holds. Raises ValueError, in words, for a
    value that is not one gocount wrote in a format it reads."""
    if len(text) > MAX_TEXT:
        raise ValueError(QT_TRANSLATE_NOOP("Record", "the value is {length} characters long").format(length=f"{len(text):,}"))
    fields: dict[str, str] = {}
    for token in text.split():
        name, equals, value = token.partition("=")
        if not equals:
            raise ValueError(QT_TRANSLATE_NOOP("Record", "{token} is not name=value").format(token=repr(token[:20])))
        if name in fields:
            raise ValueError(QT_TRANSLATE_NOOP("Record", "{name} is given twice").format(name=name))
        fields[name] = value
    if fields.get("by") == "numbers":
        raise ValueError(
            QT_TRANSLATE_NOOP(
                "Record", "it is a count by numbers, made with no position: open it from File > New Count by Numbers, File > Open Count by Numbers"
            )
        )
    if fields.get("gocount") != VERSION:
        unknown = QT_TRANSLATE_NOOP("Record", "format gocount={format} is not one this gocount reads (gocount={version})")
        raise ValueError(unknown.format(format=fields.get("gocount", "?")[:10], version=VERSION))
    missing = [n for n in ("rules", "komi", "handicap", "stones", "dead", "owners", "captures", "passes", "last", "played", "first") if n not in fields]
    if missing:
        raise ValueError(QT_TRANSLATE_NOOP("Record", "{fields} missing").format(fields=", ".join(missing)))

    def number(name: str, value: str, highest: int = MAX_COUNT) -> int:
        if not (value.isascii() and value.isdigit()):
            raise ValueError(QT_TRANSLATE_NOOP("Record", "{name}={value} is not a count").format(name=name, value=value[:20]))
        return read_count(value, name, highest)

    def pair(name: str, optional: bool = False) -> PerColour[int] | None:
        value = fields[name]
        if optional and value == "-":
            return None
        black, comma, white = value.partition(",")
        if not comma:
            raise ValueError(QT_TRANSLATE_NOOP("Record", "{name}={value} is not a pair Black,White").format(name=name, value=value[:20]))
        return PerColour(number(name, black), number(name, white))

    def point(name: str, value: str) -> Point:
        try:
            got = sgf_properties.interpret_go_point(value.encode("ascii"), size)
        except (ValueError, UnicodeEncodeError):
            got = None
        if got is None:
            raise ValueError(QT_TRANSLATE_NOOP("Record", "{name}: {value} is not a point of the {size}x{size} board").format(name=name, value=repr(value[:20]), size=size))
        return got

    rules_key = fields["rules"].replace("_", " ")
    if rules_key not in PRESETS:
        raise ValueError(QT_TRANSLATE_NOOP("Record", "rules={rules} is not a rule set gocount knows").format(rules=rules_key[:30]))
    try:
        komi = float(fields["komi"])
    except ValueError:
        raise ValueError(QT_TRANSLATE_NOOP("Record", "komi={komi} is not a number").format(komi=fields["komi"][:20])) from None
    if not math.isfinite(komi) or abs(komi) > 1000:
        raise ValueError(QT_TRANSLATE_NOOP("Record", "komi={komi} is out of range").format(komi=fields["komi"][:20]))
    dead = frozenset(point("dead", p) for p in fields["dead"].split(",") if p)
    owners: dict[Point, Colour | None] = {}
    for item in (x for x in fields["owners"].split(",") if x):
        where, _, letter = item.partition(":")
        if letter not in _OWNERS_BY_LETTER:
            raise ValueError(QT_TRANSLATE_NOOP("Record", "owners: {item} is not point:B, point:W or point:-").format(item=repr(item[:20])))
        owners[point("owners", where)] = _OWNERS_BY_LETTER[letter]
    last = fields["last"]
    if last not in _OWNERS_BY_LETTER:
        raise ValueError(QT_TRANSLATE_NOOP("Record", "last={last} is not B, W or -").format(last=last[:10]))
    played = pair("played", optional=True)
    first = pair("first", optional=True)
    tray = Tray(
        captures=pair("captures"),
        passes=pair("passes"),
        last_pass=_OWNERS_BY_LETTER[last],
        handicap=read_handicap(fields["handicap"]),
        komi=komi,
        played_before_first_pass=first if played is not None else None,
        played=played,
    )
    return SavedCount(rules_key, tray, pair("stones"), dead, owners)


def check_against(
    saved: SavedCount,
    position: Position,
    marks: PerColour[frozenset[Point]] | None = None,
    handicap_text: str | None = "",
) -> str | None:
    """Why ``saved`` does not belong to the record it lies in (the game or
    its markup was edited after gocount saved it), or None when it does.

    ``position`` is the record's final position; ``marks`` the TB/TW of its
    last node, which must be the territory the count gives (gocount writes
    both from one count); ``handicap_text`` the root's HA as written (None
    when there is none), which gocount writes to agree with the count's
    handicap. ``marks`` None and ``handicap_text`` "" leave those unchecked."""
    on_board = PerColour(len(position.stones(Colour.BLACK)), len(position.stones(Colour.WHITE)))
    if on_board != saved.stones:
        return QT_TRANSLATE_NOOP(
            "Record", "it was saved with {black} black and {white} white stones on the board, the record ends with {now_black} and {now_white}"
        ).format(black=saved.stones.black, white=saved.stones.white, now_black=on_board.black, now_white=on_board.white)
    empty = [p for p in saved.dead if position.get(p) is None]
    if empty:
        return QT_TRANSLATE_NOOP("Record", "{count} of its dead stones stand on empty points").format(count=len(empty))
    standing = [p for p in saved.owners if position.get(p) is not None and p not in saved.dead]
    if standing:
        return QT_TRANSLATE_NOOP("Record", "{count} of its region owners are set on living stones").format(count=len(standing))
    if handicap_text != "" and not _handicap_agrees(saved.tray.handicap, handicap_text):
        if handicap_text is None:
            return QT_TRANSLATE_NOOP("Record", "its handicap {handicap} disagrees with the record, which has no HA").format(handicap=saved.tray.handicap)
        return QT_TRANSLATE_NOOP("Record", "its handicap {handicap} disagrees with HA[{value}]").format(handicap=saved.tray.handicap, value=handicap_text[:20])
    if marks is not None:
        territory = find_regions(position, saved.dead, saved.owners).scored_points(PRESETS[saved.rules_key].seki_eyes_score)
        if territory != marks:
            wrong = len(territory.black ^ marks.black) + len(territory.white ^ marks.white)
            return QT_TRANSLATE_NOOP("Record", "the TB/TW markup differs from its territory on {count} points (edited since it was saved)").format(count=wrong)
    return None


def _handicap_agrees(handicap: int, text: str | None) -> bool:
    """True when HA (``text``, None when absent) says what gocount writes
    for a count with ``handicap``: nothing or 0/1 below 2 stones, else the
    number itself."""
    if text is None:
        return handicap < 2
    stated = whole_number(text.strip())
    if stated is None:
        return False
    return max(stated, 0) == handicap or (stated in (0, 1) and handicap < 2)
