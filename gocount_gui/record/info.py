"""The game information of a record's root, for the score sheet: who
played (with their ranks), when, where and in which event.

:class:`~gocount_gui.record.sgf.GameRecord` keeps what the count needs;
this reads the rest of the root's header (PB, BR, PW, WR, DT, EV, RO, PC,
GN) from the file again, decoded with the encoding the record was read
with. Nothing sgfmill-shaped leaves this module.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sgfmill import sgf_grammar

from .encoding import LATIN_1
from .sgf import SgfError, parse_collection

_PROPERTIES = {
    "black": "PB",
    "black_rank": "BR",
    "white": "PW",
    "white_rank": "WR",
    "date": "DT",
    "event": "EV",
    "round": "RO",
    "place": "PC",
    "name": "GN",
}


@dataclass(frozen=True)
class GameInfo:
    """A game's header as written, each field None when the record has
    none: the players and their ranks, the date, event, round, place and
    the game's name."""

    black: str | None = None
    black_rank: str | None = None
    white: str | None = None
    white_rank: str | None = None
    date: str | None = None
    event: str | None = None
    round: str | None = None
    place: str | None = None
    name: str | None = None

    def player(self, colour_letter: str) -> str:
        """A player as a score sheet writes it: "ericgogogo 2d", or
        "Black" / "White" when the record names nobody.

        >>> GameInfo(black="Lee", black_rank="9p").player("B"), GameInfo().player("W")
        ('Lee 9p', 'White')
        """
        if colour_letter == "B":
            name, rank, anonymous = self.black, self.black_rank, "Black"
        else:
            name, rank, anonymous = self.white, self.white_rank, "White"
        name = name or anonymous
        return f"{name} {rank}" if rank else name


def read_info(data: bytes, index: int = 0, encoding: str = LATIN_1) -> GameInfo:
    """The header of game ``index`` of SGF ``data``, decoded with
    ``encoding`` (the record's ``encoding``). Empty values count as absent.

    Raises SgfError when the data cannot be parsed, IndexError when it has
    no game ``index``.

    >>> read_info(b"(;GM[1]PB[Honinbo Shusaku]EV[Castle game]DT[1849-11-01];B[pd])").event
    'Castle game'
    """
    trees, _repair = parse_collection(data)
    root = trees[index].sequence[0]
    values: dict[str, str | None] = {}
    for field, prop in _PROPERTIES.items():
        raw = root.get(prop)
        text = None
        if raw:
            text = sgf_grammar.simpletext_value(raw[0]).decode(encoding, "replace").strip() or None
        values[field] = text
    return GameInfo(**values)


def info_of(path: str | Path | None, index: int = 0, encoding: str = LATIN_1) -> GameInfo:
    """The header of game ``index`` of the file at ``path``, or an empty
    :class:`GameInfo` when there is no file or it cannot be read again
    (the count on screen is then all the sheet has)."""
    if path is None:
        return GameInfo()
    try:
        return read_info(Path(path).read_bytes(), index, encoding)
    except (OSError, SgfError, IndexError, LookupError):
        return GameInfo()
