"""Replaying a record quickly: :class:`Replayer`, a :class:`Game` on a mutable board.

:class:`gocount_gui.scoring.game.Game` builds a frozen
:class:`~gocount_gui.scoring.board.Position` for every move, which is clear
but slow for a record of 300 moves. :class:`Replayer` has the same API and
the same behaviour (the same legal moves, the same error messages, the same
counts) and keeps one private list of cell codes instead; a position is
built only when :attr:`Replayer.position` is read.

How it stays fast:

* captures look for one liberty of each touching enemy chain and stop at
  the first one found; a chain is walked to the end only when it is dead;
* superko compares 64-bit Zobrist hashes of the board, updated by XOR as
  stones come and go, instead of whole boards. Two different boards share
  a hash with probability 2**-64 per pair, about 10**-14 for a 400-move game;
  such a collision would refuse one legal move under a superko rule.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Iterable

from ..i18n import QT_TRANSLATE_NOOP, Message
from ..scoring.board import IllegalMoveError, Position
from ..scoring.colour import BLACK, EMPTY, WHITE, Colour, Point, neighbour_table, point_name
from ..scoring.game import GameCounts
from ..scoring.rules import Ko

_CODES = {Colour.BLACK: BLACK, Colour.WHITE: WHITE}

# Hashed in with the board under situational superko: the player to move.
_TO_MOVE = (0, 0x5D1C_2F4B_9A03_E871, 0xB37E_6C90_14F2_A5D9)

Neighbours = tuple[tuple[int, ...], ...]


@lru_cache(maxsize=None)
def zobrist_keys(size: int) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """``keys[code][index]``: the random 64-bit key of a stone of board code
    ``code`` (1 black, 2 white) on ``index``; code 0 (empty) has zero keys.

    The keys are the same in every run (a fixed seed per size).

    >>> keys = zobrist_keys(9)
    >>> len(keys[BLACK]), keys[EMPTY][40], keys[BLACK] == zobrist_keys(9)[BLACK]
    (81, 0, True)
    """
    rng = random.Random(f"gocount zobrist {size}")
    area = size * size
    black = tuple(rng.getrandbits(64) for _ in range(area))
    white = tuple(rng.getrandbits(64) for _ in range(area))
    return (0,) * area, black, white


def board_hash(cells: Iterable[int], keys: tuple[tuple[int, ...], ...]) -> int:
    """The Zobrist hash of a board given as cell codes (0 for the empty board).

    >>> board_hash(Position.empty(5).cells, zobrist_keys(5))
    0
    """
    value = 0
    for index, code in enumerate(cells):
        value ^= keys[code][index]
    return value


def dead_chain(board: list[int], neighbours: Neighbours, start: int) -> list[int] | None:
    """The stones (indexes) of the chain through ``start`` if it has no
    liberty, else None. The search stops at the first liberty it finds.

    >>> board, near = [1, 2, 0, 0], neighbour_table(2)
    >>> dead_chain(board, near, 0), dead_chain([1, 2, 2, 0], near, 0)
    (None, [0])
    """
    code = board[start]
    chain = [start]
    seen = {start}
    for here in chain:
        for near in neighbours[here]:
            value = board[near]
            if not value:
                return None
            if value == code and near not in seen:
                seen.add(near)
                chain.append(near)
    return chain


def _player(colour: Colour) -> Message:
    """The colour as a player's name: "Black" or "White"."""
    return QT_TRANSLATE_NOOP("Record", "Black") if colour is Colour.BLACK else QT_TRANSLATE_NOOP("Record", "White")


class Replayer(GameCounts):
    """A game from a starting position, one move at a time, on a mutable
    board: a faster :class:`gocount_gui.scoring.game.Game` with the same API.

    ``setup_black`` stones already on the start position count as played by
    Black (handicap stones are part of n_B and N_B); likewise ``setup_white``.

    One difference: :meth:`play` returns the number of the opponent's stones
    the move captured, not a MoveOutcome.

    >>> game = Replayer(Position.empty(5))
    >>> game.play(Colour.BLACK, (2, 2)); game.pass_(Colour.WHITE); game.pass_(Colour.BLACK)
    0
    >>> game.passes, game.last_pass, game.played
    (PerColour(black=1, white=1), <Colour.BLACK: 1>, PerColour(black=1, white=0))
    """

    __slots__ = (
        "ko",
        "suicide",
        "last_pass",
        "moves_played",
        "_size",
        "_board",
        "_neighbours",
        "_keys",
        "_hash",
        "_seen",
        "_seen_situations",
        "_ko_index",
        "_ko_player",
        "_captures",
        "_passes",
        "_played",
        "_before_first_pass",
        "_position",
    )

    def __init__(
        self,
        start: Position,
        *,
        ko: Ko = Ko.SIMPLE,
        suicide: bool = False,
        setup_black: int | None = None,
        setup_white: int | None = None,
    ) -> None:
        size = start.size
        self.ko = ko
        self.suicide = suicide
        self._size = size
        self._board = list(start.cells)
        self._neighbours = neighbour_table(size)
        self._keys = zobrist_keys(size)
        self._hash = board_hash(start.cells, self._keys)
        self._seen = {self._hash}
        self._seen_situations: set[int] = set()
        self._ko_index = -1  # the point simple ko forbids, as an index; -1 for none
        self._ko_player = EMPTY  # the board code of the player it is forbidden to
        self._start_counts(start, setup_black, setup_white)
        self._position: Position | None = start

    # ---- moves -------------------------------------------------------------

    def play(self, colour: Colour, point: Point) -> int:
        """Play a stone and return how many of the opponent's stones it
        captured (0 for a suicide: those stones go to the player's own X_c).

        Raises IllegalMoveError (off the board, occupied, suicide, ko) and
        leaves the game unchanged if the move is illegal.

        >>> from gocount_gui.scoring.diagram import parse_diagram
        >>> game = Replayer(parse_diagram('''
        ...     . # .
        ...     # o #
        ...     . . .
        ... '''))
        >>> game.play(Colour.BLACK, (0, 1)), game.captures
        (1, PerColour(black=0, white=1))
        """
        size = self._size
        row, col = point
        if not (0 <= row < size and 0 <= col < size):
            raise IllegalMoveError(QT_TRANSLATE_NOOP("Record", "{point} is off the {size}x{size} board").format(point=point, size=size))
        index = row * size + col
        code = _CODES[colour]
        if index == self._ko_index and code == self._ko_player and self.ko is Ko.SIMPLE:
            raise IllegalMoveError(QT_TRANSLATE_NOOP("Record", "{player} at {point} retakes a ko at once").format(player=_player(colour), point=point_name(point)))
        board = self._board
        if board[index]:
            raise IllegalMoveError(QT_TRANSLATE_NOOP("Record", "{point} is occupied").format(point=point_name(point)))
        neighbours = self._neighbours
        keys = self._keys
        enemy = 3 - code
        enemy_keys = keys[enemy]
        board[index] = code
        new_hash = self._hash ^ keys[code][index]
        captured: list[int] = []
        breathes = False
        for near in neighbours[index]:
            value = board[near]
            if value == enemy:
                for far in neighbours[near]:
                    if not board[far]:
                        break
                else:
                    dead = dead_chain(board, neighbours, near)
                    if dead:
                        for stone in dead:
                            board[stone] = EMPTY
                            new_hash ^= enemy_keys[stone]
                        captured += dead
            elif not value:
                breathes = True
        suicided = None if breathes or captured else dead_chain(board, neighbours, index)
        if suicided:
            if not self.suicide:
                board[index] = EMPTY
                raise IllegalMoveError(QT_TRANSLATE_NOOP("Record", "{player} at {point} is suicide").format(player=_player(colour), point=point_name(point)))
            for stone in suicided:
                board[stone] = EMPTY
                new_hash ^= keys[code][stone]
        ko = self.ko
        if ko is Ko.POSITIONAL:
            if new_hash in self._seen:
                self._refuse(colour, point, captured, suicided, QT_TRANSLATE_NOOP("Record", "{player} at {point} repeats an earlier position (positional superko)"))
        elif ko is Ko.SITUATIONAL:
            situations = self._seen_situations
            if new_hash ^ _TO_MOVE[enemy] in situations:
                self._refuse(colour, point, captured, suicided, QT_TRANSLATE_NOOP("Record", "{player} at {point} repeats an earlier situation (situational superko)"))
            situations.add(self._hash ^ _TO_MOVE[code])
        self._hash = new_hash
        self._seen.add(new_hash)
        self._position = None
        self._played[code] += 1
        self._ko_player = enemy
        self._ko_index = self._ko_after(index, code, captured) if len(captured) == 1 else -1
        self.moves_played += 1
        if suicided:
            self._captures[code] += len(suicided)
            return 0
        self._captures[enemy] += len(captured)
        return len(captured)

    def play_anyway(self, colour: Colour, point: Point) -> int:
        """Play a stone ignoring the ko and suicide rules, for a damaged
        record whose move must still be replayed. Raises IllegalMoveError
        only for an occupied or off-board point."""
        saved = self.ko, self.suicide
        self.ko, self.suicide, self._ko_index = Ko.SIMPLE, True, -1
        try:
            return self.play(colour, point)
        finally:
            self.ko, self.suicide = saved

    def play_recorded(self, colour: Colour, point: Point) -> bool:
        """After :meth:`play` refused a recorded move, replay it as a reader
        of damaged records must: played anyway when its point is free (the
        players did play it), skipped when the point is taken. Returns True
        when the stone was played."""
        if self.position.get(point) is not None:
            return False
        self.play_anyway(colour, point)
        return True

    def pass_(self, colour: Colour) -> None:
        """Record a pass by ``colour``."""
        if self.ko is Ko.SITUATIONAL:
            self._seen_situations.add(self._hash ^ _TO_MOVE[_CODES[colour]])
        self._count_pass(colour)
        self._ko_index = -1

    def setup(self, black: Iterable[Point] = (), white: Iterable[Point] = (), empty: Iterable[Point] = ()) -> None:
        """Apply SGF-style setup stones in the middle of a game (no captures).
        Added stones count as played by their colour.

        Raises ValueError, changing nothing, if a point is off the board;
        a point listed twice takes the last of empty, black, white.
        """
        black, white, empty = list(black), list(white), list(empty)
        changes = [(self._index(point), code) for points, code in ((empty, EMPTY), (black, BLACK), (white, WHITE))
                   for point in points]
        board = self._board
        for index, code in changes:
            board[index] = code
        self._hash = board_hash(board, self._keys)
        self._seen.add(self._hash)
        self._position = None
        self._played[BLACK] += len(black)
        self._played[WHITE] += len(white)
        self._ko_index = -1

    def _index(self, point: Point) -> int:
        """The index of ``point``; ValueError if it is off the board."""
        size = self._size
        row, col = point
        if not (0 <= row < size and 0 <= col < size):
            raise ValueError(QT_TRANSLATE_NOOP("Record", "{point} is off the {size}x{size} board").format(point=point, size=size))
        return row * size + col

    def _refuse(self, colour: Colour, point: Point, captured: list[int], suicided: list[int] | None, why: Message) -> None:
        """Put the board back as it was before ``colour`` played on ``point``
        (capturing ``captured`` or, for a suicide, losing ``suicided``) and
        raise IllegalMoveError saying ``why`` (a message with {player} and
        {point} to fill in)."""
        board = self._board
        code = _CODES[colour]
        for stone in captured:
            board[stone] = 3 - code
        for stone in suicided or ():
            board[stone] = code
        board[point[0] * self._size + point[1]] = EMPTY
        raise IllegalMoveError(why.format(player=_player(colour), point=point_name(point)))

    def _ko_after(self, index: int, code: int, captured: list[int]) -> int:
        """The point simple ko forbids after ``code`` played on ``index`` and
        captured one stone: that stone's point if the played stone stands
        alone with it as its one liberty, else -1."""
        around = [self._board[near] for near in self._neighbours[index]]
        return captured[0] if code not in around and around.count(EMPTY) == 1 else -1

    # ---- the board and the counts --------------------------------------------

    @property
    def position(self) -> Position:
        """The position now, built from the board the first time it is read after a change."""
        if self._position is None:
            self._position = Position(self._size, tuple(self._board))
        return self._position
