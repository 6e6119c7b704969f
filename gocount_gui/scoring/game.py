"""Replaying a game: legality under the ko and suicide rules, and the counts
a record gives (X_c, R_c, L, n_c, N_c).

:class:`Game` is the one mutable object of the engine, for replaying
hundreds of moves quickly; what it reports are frozen values.
"""

from __future__ import annotations

from typing import Iterable

from .board import IllegalMoveError, MoveOutcome, Position
from .colour import Colour, PerColour, Point, point_name
from .ledger import Tray
from .rules import Ko
from .text import translate


class GameCounts:
    """The counts a replayed game gives, for :class:`Game` and the record
    reader's faster Replayer alike: they keep per-colour lists indexed by
    colour code (``_captures``, ``_passes``, ``_played``), a copy of
    ``_played`` taken at the first pass (``_before_first_pass``) and
    ``last_pass``."""

    __slots__ = ()
    _captures: list[int]
    _passes: list[int]
    _played: list[int]
    _before_first_pass: list[int] | None
    last_pass: Colour | None
    moves_played: int

    def _start_counts(self, start: Position, setup_black: int | None, setup_white: int | None) -> None:
        """Zero counts, with the stones already on ``start`` counted as played
        (or ``setup_black``/``setup_white`` when given)."""
        self._captures = [0, 0, 0]
        self._passes = [0, 0, 0]
        self._played = [
            0,
            start.count(Colour.BLACK) if setup_black is None else setup_black,
            start.count(Colour.WHITE) if setup_white is None else setup_white,
        ]
        self._before_first_pass = None
        self.last_pass = None
        self.moves_played = 0

    def _count_pass(self, colour: Colour) -> None:
        """The counts a pass by ``colour`` changes (R_c, L, n_c's snapshot)."""
        if self._before_first_pass is None:
            self._before_first_pass = list(self._played)
        self._passes[colour] += 1
        self.last_pass = colour
        self.moves_played += 1

    @property
    def captures(self) -> PerColour[int]:
        """X_c: c's stones captured so far (suicides count for the suicider's lid)."""
        return PerColour(self._captures[1], self._captures[2])

    @property
    def passes(self) -> PerColour[int]:
        """R_c: passes made by c."""
        return PerColour(self._passes[1], self._passes[2])

    @property
    def played(self) -> PerColour[int]:
        """N_c: stones c played, setup stones included."""
        return PerColour(self._played[1], self._played[2])

    @property
    def played_before_first_pass(self) -> PerColour[int]:
        """n_c: stones c played up to the first pass (all of them if nobody passed)."""
        counts = self._before_first_pass or self._played
        return PerColour(counts[1], counts[2])

    def tray(self, *, handicap: int = 0, komi: float = 0.0) -> Tray:
        """The tray this game gives: captures, passes, who passed last, n and N."""
        return Tray(
            captures=self.captures,
            passes=self.passes,
            last_pass=self.last_pass,
            handicap=handicap,
            komi=komi,
            played_before_first_pass=self.played_before_first_pass,
            played=self.played,
        )


class Game(GameCounts):
    """A game from a starting position, one move at a time.

    ``setup_black`` stones already on the start position count as played by
    Black (handicap stones are part of n_B and N_B); likewise ``setup_white``.

    >>> game = Game(Position.empty(5))
    >>> _ = game.play(Colour.BLACK, (2, 2)); game.pass_(Colour.WHITE); game.pass_(Colour.BLACK)
    >>> game.passes, game.last_pass, game.played
    (PerColour(black=1, white=1), <Colour.BLACK: 1>, PerColour(black=1, white=0))
    """

    def __init__(
        self,
        start: Position,
        *,
        ko: Ko = Ko.SIMPLE,
        suicide: bool = False,
        setup_black: int | None = None,
        setup_white: int | None = None,
    ) -> None:
        self.position = start
        self.ko = ko
        self.suicide = suicide
        self._ko_point: Point | None = None
        self._ko_player: Colour | None = None
        self._seen: set = {start.cells}
        self._seen_situations: set = set()
        self._start_counts(start, setup_black, setup_white)

    # ---- moves -------------------------------------------------------------

    def play(self, colour: Colour, point: Point) -> MoveOutcome:
        """Play a stone; raises IllegalMoveError (occupied, suicide, ko) and
        leaves the game unchanged if the move is illegal."""
        if self._ko_point == point and self._ko_player is colour and self.ko is Ko.SIMPLE:
            raise IllegalMoveError(translate("Board", "{colour} at {point} retakes a ko at once").format(
                colour=colour.title, point=point_name(point)))
        outcome = self.position.play(point, colour, suicide=self.suicide)
        cells = outcome.position.cells
        if self.ko is Ko.POSITIONAL and cells in self._seen:
            raise IllegalMoveError(translate("Board", "{colour} at {point} repeats an earlier position (positional superko)").format(
                colour=colour.title, point=point_name(point)))
        if self.ko is Ko.SITUATIONAL and (cells, colour.opponent) in self._seen_situations:
            raise IllegalMoveError(translate("Board", "{colour} at {point} repeats an earlier situation (situational superko)").format(
                colour=colour.title, point=point_name(point)))
        self._record_situation(colour)
        self.position = outcome.position
        self._seen.add(cells)
        if outcome.captured:
            victim = colour.opponent if outcome.position.get(point) is colour else colour
            self._captures[victim] += len(outcome.captured)
        self._played[colour] += 1
        self._ko_point = outcome.ko_point
        self._ko_player = colour.opponent
        self.moves_played += 1
        return outcome

    def play_anyway(self, colour: Colour, point: Point) -> MoveOutcome:
        """Play a stone ignoring the ko and suicide rules, for a damaged
        record whose move must still be replayed. Raises IllegalMoveError
        only for an occupied or off-board point."""
        saved = self.ko, self.suicide
        self.ko, self.suicide, self._ko_point = Ko.SIMPLE, True, None
        try:
            return self.play(colour, point)
        finally:
            self.ko, self.suicide = saved

    def pass_(self, colour: Colour) -> None:
        """Record a pass by ``colour``."""
        self._record_situation(colour)
        self._count_pass(colour)
        self._ko_point = None

    def setup(self, black: Iterable[Point] = (), white: Iterable[Point] = (), empty: Iterable[Point] = ()) -> None:
        """Apply SGF-style setup stones in the middle of a game (no captures).
        Added stones count as played by their colour."""
        black, white, empty = list(black), list(white), list(empty)
        position = self.position.with_stones(None, empty)
        position = position.with_stones(Colour.BLACK, black).with_stones(Colour.WHITE, white)
        self._played[Colour.BLACK] += len(black)
        self._played[Colour.WHITE] += len(white)
        self.position = position
        self._seen.add(position.cells)
        self._ko_point = None

    def _record_situation(self, colour: Colour) -> None:
        if self.ko is Ko.SITUATIONAL:
            self._seen_situations.add((self.position.cells, colour))
