"""The ledger: every count of SCORING.md for one finished game, as one value.

Symbols (per colour c; o is the other colour):

S_c stones on the board after dead stones are removed; T_c territory;
E_c eyes of c's groups in seki (and the points c must fill: false eyes and
the last liberties of c's chains once the dame are filled, F_c); N neutral
points; A_c = S_c + T_c + E_c area; X_c c's stones captured during play;
D_c c's stones removed as dead; P_c = X_c + D_c prisoners (in o's lid);
R_c passes made by c; H handicap stones; H' = max(H - 1, 0); L = 1 if Black
made the last pass; K komi; M_B = S_B + P_B + R_B - H', M_W = S_W + P_W + R_W
moves; n_c, N_c stones c played (handicap included) up to the first pass and
in the whole game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Iterable, Mapping

from .board import Position
from .colour import Colour, PerColour, Point, point_name
from .regions import Regions, find_regions, reach_area
from .text import translate

ZERO = PerColour(0, 0)


@dataclass(frozen=True)
class Tray:
    """What the players tell the program besides the board: the lids and
    the passes, the handicap and the komi.

    captures: X_c, c's stones captured during play.
    passes: R_c, passes made by c.
    last_pass: who passed last (L = 1 for Black), or None if nobody passed.
    played_before_first_pass, played: n_c and N_c from a game record, or
        None over the board, where they are taken as N_c = n_c = S_c + P_c
        (no stone played after the first pass).
    """

    captures: PerColour[int] = ZERO
    passes: PerColour[int] = ZERO
    last_pass: Colour | None = None
    handicap: int = 0
    komi: float = 0.0
    played_before_first_pass: PerColour[int] | None = None
    played: PerColour[int] | None = None


@dataclass(frozen=True)
class Ledger:
    """S, T, E, N, X, D, P, R, H, H', L, K, M, n and N for one position.

    The raw counts are fields; P, H', A, M and L are properties derived from
    them, so the ledger cannot disagree with itself. ``reach_area`` is the
    Tromp-Taylor area of the board with the dead stones left standing.
    """

    size: int
    stones: PerColour[int]  # S_c
    territory: PerColour[int]  # T_c
    seki_eyes: PerColour[int]  # E_c
    neutral: int  # N
    captures: PerColour[int]  # X_c
    dead: PerColour[int]  # D_c
    passes: PerColour[int]  # R_c
    handicap: int  # H
    last_pass: Colour | None  # L = 1 when Black
    komi: float  # K
    played_before_first_pass: PerColour[int]  # n_c
    played: PerColour[int]  # N_c
    moves_from_record: bool  # n_c, N_c came from a record (else derived)
    reach_area: PerColour[int] = field(repr=False)
    must_fill: PerColour[int] = ZERO  # F_c: the part of E_c that c must fill

    @cached_property
    def prisoners(self) -> PerColour[int]:
        """P_c = X_c + D_c: c's stones in o's lid."""
        return PerColour(self.captures.black + self.dead.black, self.captures.white + self.dead.white)

    @property
    def extra_handicap(self) -> int:
        """H' = max(H - 1, 0)."""
        return max(self.handicap - 1, 0)

    @property
    def black_passed_last(self) -> int:
        """L: 1 if Black made the last pass, else 0."""
        return 1 if self.last_pass is Colour.BLACK else 0

    @cached_property
    def area(self) -> PerColour[int]:
        """A_c = S_c + T_c + E_c."""
        s, t, e = self.stones, self.territory, self.seki_eyes
        return PerColour(s.black + t.black + e.black, s.white + t.white + e.white)

    @cached_property
    def moves(self) -> PerColour[int]:
        """M_B = S_B + P_B + R_B - H', M_W = S_W + P_W + R_W."""
        s, p, r = self.stones, self.prisoners, self.passes
        return PerColour(s.black + p.black + r.black - self.extra_handicap, s.white + p.white + r.white)

    @property
    def points(self) -> int:
        """s*s, the points of the board."""
        return self.size * self.size

    def symbols(self) -> dict[str, float | int | None]:
        """Every symbol by name, for JSON and for the score panel."""
        out: dict[str, float | int | None] = {"s": self.size}
        pairs = {
            "S": self.stones,
            "T": self.territory,
            "E": self.seki_eyes,
            "F": self.must_fill,
            "A": self.area,
            "X": self.captures,
            "D": self.dead,
            "P": self.prisoners,
            "R": self.passes,
            "M": self.moves,
            "n": self.played_before_first_pass,
            "N": self.played,
        }
        for name, pair in pairs.items():
            out[f"{name}_B"] = pair.black
            out[f"{name}_W"] = pair.white
        out["N"] = self.neutral
        out["H"] = self.handicap
        out["H'"] = self.extra_handicap
        out["L"] = self.black_passed_last
        out["K"] = self.komi
        return out


class PositionError(ValueError):
    """A position or tray that cannot be counted, with the reason in words
    (a :class:`~.text.Text`, which ``str()`` of the error gives back)."""


def build_ledger(
    position: Position,
    tray: Tray = Tray(),
    dead: Iterable[Point] = (),
    overrides: Mapping[Point, Colour | None] | None = None,
    regions: Regions | None = None,
) -> tuple[Ledger, Regions]:
    """Lift the dead stones, find the regions, and put every count in a ledger.

    Raises PositionError if a dead mark is on an empty point, or a count is
    negative.

    >>> from gocount_gui.scoring.diagram import parse_diagram
    >>> ledger, _ = build_ledger(parse_diagram('''
    ...     . # o .
    ...     # # o o
    ...     . # o .
    ...     . # o .
    ... '''), Tray(komi=0.5))
    >>> ledger.area, ledger.moves
    (PerColour(black=8, white=8), PerColour(black=5, white=5))
    """
    dead = frozenset(dead)
    dead_black = dead_white = 0
    for point in dead:
        colour = position.get(point)
        if colour is None:
            raise PositionError(translate("Ledger", "{point} is marked dead but holds no stone").format(point=point_name(point)))
        if colour is Colour.BLACK:
            dead_black += 1
        else:
            dead_white += 1
    negative = (
        (translate("Ledger", "captures cannot be negative: {pair}"), tray.captures),
        (translate("Ledger", "passes cannot be negative: {pair}"), tray.passes),
    )
    for message, pair in negative:
        if pair.black < 0 or pair.white < 0:
            raise PositionError(message.format(pair=pair))
    if tray.handicap < 0:
        raise PositionError(translate("Ledger", "handicap cannot be negative: {handicap}").format(handicap=tray.handicap))
    if regions is None:
        regions = find_regions(position, dead, overrides)
    dead_pair = PerColour(dead_black, dead_white)
    if tray.played is not None:
        played = tray.played
        before = tray.played_before_first_pass if tray.played_before_first_pass is not None else played
        from_record = True
    else:
        s = regions.stones
        played = PerColour(
            s.black + tray.captures.black + dead_black, s.white + tray.captures.white + dead_white
        )
        before = played
        from_record = False
    ledger = Ledger(
        size=position.size,
        stones=regions.stones,
        territory=regions.territory,
        seki_eyes=regions.seki_eyes,
        neutral=regions.neutral,
        captures=tray.captures,
        dead=dead_pair,
        passes=tray.passes,
        handicap=tray.handicap,
        last_pass=tray.last_pass,
        komi=tray.komi,
        played_before_first_pass=before,
        played=played,
        moves_from_record=from_record,
        reach_area=reach_area(position) if dead or overrides else regions_area(regions),
        must_fill=regions.must_fill,
    )
    return ledger, regions


def regions_area(regions: Regions) -> PerColour[int]:
    """S_c + T_c + E_c straight from the regions (no stone lifted)."""
    s, t, e = regions.stones, regions.territory, regions.seki_eyes
    return PerColour(s.black + t.black + e.black, s.white + t.white + e.white)
