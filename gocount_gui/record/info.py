"""The game information of a record's root, for the score sheet: who
played (with their ranks), when, where and in which event, and the game
comment (GC), where gocount says a position was read from a photo.

The reader fills :attr:`GameRecord.info <gocount_gui.record.sgf.GameRecord>`
from the root's PB, BR, PW, WR, DT, EV, RO, PC, GN and GC, decoded like
every other text of the record.

>>> from gocount_gui.record import read_games
>>> info = read_games(b"(;GM[1]PB[Honinbo Shusaku]EV[Castle game]DT[1849-11-01]PC[];B[pd])")[0].info
>>> info.event, info.date, info.place
('Castle game', '1849-11-01', None)
"""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import QT_TRANSLATE_NOOP

#: GameInfo's fields and the root properties they come from.
PROPERTIES = {
    "black": "PB",
    "black_rank": "BR",
    "white": "PW",
    "white_rank": "WR",
    "date": "DT",
    "event": "EV",
    "round": "RO",
    "place": "PC",
    "name": "GN",
    "comment": "GC",
}


@dataclass(frozen=True)
class GameInfo:
    """A game's header as written, each field None when the record has
    none: the players and their ranks, the date, event, round, place, the
    game's name and the game comment (read as one line)."""

    black: str | None = None
    black_rank: str | None = None
    white: str | None = None
    white_rank: str | None = None
    date: str | None = None
    event: str | None = None
    round: str | None = None
    place: str | None = None
    name: str | None = None
    comment: str | None = None

    def player(self, colour_letter: str) -> str:
        """A player as a score sheet writes it: "ericgogogo 2d", or
        "Black" / "White" when the record names nobody.

        >>> GameInfo(black="Lee", black_rank="9p").player("B"), GameInfo().player("W")
        ('Lee 9p', 'White')
        """
        if colour_letter == "B":
            name, rank, anonymous = self.black, self.black_rank, QT_TRANSLATE_NOOP("Record", "Black")
        else:
            name, rank, anonymous = self.white, self.white_rank, QT_TRANSLATE_NOOP("Record", "White")
        if not name:  # a Message: the window shows it in its language
            return QT_TRANSLATE_NOOP("Record", "{player} {rank}").format(player=anonymous, rank=rank) if rank else anonymous
        return f"{name} {rank}" if rank else name
