"""The Replayer against Game: random games in lockstep, board diagrams, and
the real games of the corpus against sgfmill's own replay.

The Hypothesis profiles (``ci``, the default, and ``long``) are the ones
conftest.py registers; choose one with ``GOCOUNT_HYPOTHESIS_PROFILE``.
"""

from __future__ import annotations

import csv
import random
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import given, note, strategies as st
from sgfmill import sgf, sgf_moves

from gocount_gui.record.replay import Replayer
from gocount_gui.scoring.board import IllegalMoveError, Position
from gocount_gui.scoring.colour import Colour, PerColour, Point
from gocount_gui.scoring.diagram import parse_diagram
from gocount_gui.scoring.game import Game
from gocount_gui.scoring.rules import Ko

B, W = Colour.BLACK, Colour.WHITE

# ---- random games in lockstep ----------------------------------------------------


@dataclass(frozen=True)
class Script:
    """A start position and the rules both engines are given."""

    start: Position
    ko: Ko
    suicide: bool
    setup_black: int | None
    setup_white: int | None


@st.composite
def scripts(draw) -> Script:
    """A random board of side 2..9 (empty, or a random scatter of stones,
    chains without liberties included), random rules and setup counts."""
    size = draw(st.integers(2, 9), label="size")
    area = size * size
    if draw(st.booleans(), label="scattered start"):
        cells = draw(st.lists(st.sampled_from((0, 0, 0, 0, 1, 2)), min_size=area, max_size=area))
        start = Position(size, tuple(cells))
    else:
        start = Position.empty(size)
    return Script(
        start=start,
        ko=draw(st.sampled_from(Ko), label="ko"),
        suicide=draw(st.booleans(), label="suicide"),
        setup_black=draw(st.none() | st.integers(0, 4), label="setup_black"),
        setup_white=draw(st.none() | st.integers(0, 4), label="setup_white"),
    )


def next_step(rnd: random.Random, before: Position, now: Position, colour: Colour) -> tuple:
    """A random call for ``colour``: ("play" | "anyway", colour, point),
    ("pass", colour) or ("setup", black, white, empty).

    A play is on any point of the board (stones included), a few off it;
    more often on an empty point, a point the last call emptied (to retake
    kos and snap back), or an empty point with no empty neighbour (to
    capture, make kos and commit suicide).
    """
    size = now.size
    roll = rnd.randrange(100)
    if roll < 8:
        return ("pass", colour)
    if roll < 11:
        return ("setup", *([random_point(rnd, size) for _ in range(rnd.randrange(3))] for _ in range(3)))
    if roll < 13:
        return ("play", colour, rnd.choice([(-1, 0), (0, size), (size, size - 1), (0, -1)]))
    empty = [point for point in now.points() if now.get(point) is None]
    choices = [
        [random_point(rnd, size)],
        empty,
        [point for point in empty if before.get(point) is not None],
        [point for point in empty if not any(now.get(near) is None for near in neighbours(point, size))],
    ]
    point = rnd.choice(rnd.choice([points for points in choices if points]))
    return ("anyway" if roll < 19 else "play", colour, point)


def neighbours(point: Point, size: int) -> list[Point]:
    """The points next to ``point`` on the board."""
    row, col = point
    return [(r, c) for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1))
            if 0 <= r < size and 0 <= c < size]


def random_point(rnd: random.Random, size: int) -> Point:
    """Any point of the board."""
    return (rnd.randrange(size), rnd.randrange(size))


def call(engine: Game | Replayer, step: tuple):
    """Make one scripted call on ``engine`` and return what it returns."""
    kind = step[0]
    if kind == "play":
        return engine.play(step[1], step[2])
    if kind == "anyway":
        return engine.play_anyway(step[1], step[2])
    if kind == "pass":
        return engine.pass_(step[1])
    return engine.setup(*step[1:])


def state(engine: Game | Replayer) -> tuple:
    """Everything a caller can read from either engine."""
    return (
        engine.position,
        engine.captures,
        engine.passes,
        engine.played,
        engine.played_before_first_pass,
        engine.last_pass,
        engine.moves_played,
        engine.tray(handicap=2, komi=6.5),
    )


def outcome_of(engine: Game | Replayer, step: tuple) -> tuple:
    """("ok", returned value) or (error type, message)."""
    try:
        return ("ok", call(engine, step))
    except ValueError as err:
        return (type(err), str(err))


def stones_captured(game: Game, step: tuple, returned) -> int | None:
    """What Replayer.play should return after Game's call: the opponent's
    stones captured (0 for a suicide), or None for a pass or a setup."""
    if step[0] not in ("play", "anyway"):
        return returned
    colour, point = step[1], step[2]
    return len(returned.captured) if game.position.get(point) is colour else 0


@given(scripts(), st.integers(0, 150), st.randoms(use_true_random=False, note_method_calls=False))
def test_replayer_and_game_agree_call_by_call(script: Script, length: int, rnd: random.Random) -> None:
    """``length`` random calls, mostly alternating colours, made on a Game and
    a Replayer: after every call both raised the same error or neither did,
    and everything they report is equal."""
    game = Game(script.start, ko=script.ko, suicide=script.suicide,
                setup_black=script.setup_black, setup_white=script.setup_white)
    replayer = Replayer(script.start, ko=script.ko, suicide=script.suicide,
                        setup_black=script.setup_black, setup_white=script.setup_white)
    assert state(replayer) == state(game)
    colour, before = B, game.position
    for number in range(length):
        colour = colour.opponent if rnd.randrange(10) else rnd.choice((B, W))
        now = game.position
        step = next_step(rnd, before, now, colour)
        before = now
        note(f"call {number}: {step}")
        expected_kind, expected = outcome_of(game, step)
        got_kind, got = outcome_of(replayer, step)
        if expected_kind == "ok":
            assert got_kind == "ok", (number, step, got)
            assert got == stones_captured(game, step, expected), (number, step)
        else:
            assert (got_kind, got) == (expected_kind, expected), (number, step)
        assert state(replayer) == state(game), (number, step)


# ---- board diagrams ----------------------------------------------------------------


def test_a_corner_chain_of_three_is_captured_at_once():
    replayer = Replayer(parse_diagram("""
        . . . .
        # # . .
        o o # .
        . o # .
    """))
    assert replayer.play(B, (0, 0)) == 3
    assert replayer.captures.white == 3
    assert replayer.position == parse_diagram("""
        . . . .
        # # . .
        . . # .
        # . # .
    """)


SNAPBACK = """
    . . . .
    # # # .
    o o o #
    . . o #
"""


@pytest.mark.parametrize("ko", list(Ko))
def test_a_snapback_takes_back_more_than_it_gave_under_every_ko_rule(ko):
    replayer = Replayer(parse_diagram(SNAPBACK), ko=ko)
    taken = [replayer.play(B, (0, 1)), replayer.play(W, (0, 0)), replayer.play(B, (0, 1))]
    assert taken == [0, 1, 5]
    assert replayer.captures == PerColour(black=1, white=5)
    assert replayer.position.count(W) == 0


KO = """
    . # o .
    # o . o
    . # o .
    . . . .
"""


def test_retaking_a_simple_ko_at_once_is_refused_and_changes_nothing():
    replayer = Replayer(parse_diagram(KO), ko=Ko.SIMPLE)
    replayer.play(B, (2, 2))
    before = replayer.position
    with pytest.raises(IllegalMoveError, match="White at B3 retakes a ko at once"):
        replayer.play(W, (2, 1))
    assert replayer.position == before and replayer.moves_played == 1
    replayer.play(W, (0, 0))
    replayer.play(B, (0, 3))
    assert replayer.play(W, (2, 1)) == 1  # after an exchange elsewhere


def test_a_ko_may_be_retaken_at_once_after_both_players_pass():
    replayer = Replayer(parse_diagram(KO), ko=Ko.SIMPLE)
    replayer.play(B, (2, 2))
    replayer.pass_(W)
    replayer.pass_(B)
    assert replayer.play(W, (2, 1)) == 1


def test_a_pass_is_a_situation_for_situational_superko():
    replayer = Replayer(parse_diagram(EYE), ko=Ko.SITUATIONAL, suicide=True)
    replayer.pass_(B)  # the board, Black to move: seen
    with pytest.raises(IllegalMoveError, match="White at B2 repeats an earlier situation"):
        replayer.play(W, (1, 1))  # a suicide: the same board, Black to move again


# Three kos: White holds A (top left) and C (bottom left), Black holds B.
TRIPLE_KO = """
    . # o . . . # o .
    # o . o . # . # o
    . # o . . . # o .
    . . . . . . . . .
    . . . . . . . . .
    . # o . . . . . .
    # o . o . . . . .
    . # o . . . . . .
    . . . . . . . . .
"""

# Each move takes a ko; the sixth brings back the start position.
TRIPLE_KO_CYCLE = [(B, (7, 2)), (W, (7, 6)), (B, (2, 2)), (W, (7, 1)), (B, (7, 7)), (W, (2, 1))]


@pytest.mark.parametrize("ko, refusal", [
    (Ko.SIMPLE, None),
    (Ko.POSITIONAL, "White at B3 repeats an earlier position \\(positional superko\\)"),
    (Ko.SITUATIONAL, "White at B3 repeats an earlier situation \\(situational superko\\)"),
])
def test_a_triple_ko_cycle_is_refused_only_under_superko(ko, refusal):
    start = parse_diagram(TRIPLE_KO)
    replayer = Replayer(start, ko=ko)
    for colour, point in TRIPLE_KO_CYCLE[:-1]:
        assert replayer.play(colour, point) == 1
    before = replayer.position
    colour, point = TRIPLE_KO_CYCLE[-1]
    if refusal is None:
        replayer.play(colour, point)
        assert replayer.position == start
    else:
        with pytest.raises(IllegalMoveError, match=refusal):
            replayer.play(colour, point)
        assert replayer.position == before
        assert replayer.captures.black + replayer.captures.white == 5


EYE = """
    . # .
    # . #
    . # .
"""


def test_suicide_is_refused_unless_the_rules_allow_it():
    refusing = Replayer(parse_diagram(EYE))
    with pytest.raises(IllegalMoveError, match="White at B2 is suicide"):
        refusing.play(W, (1, 1))
    assert refusing.position == parse_diagram(EYE) and refusing.played.white == 0
    allowing = Replayer(parse_diagram(EYE), ko=Ko.SITUATIONAL, suicide=True)
    assert allowing.play(W, (1, 1)) == 0
    assert allowing.position == parse_diagram(EYE)
    assert (allowing.captures.white, allowing.played.white) == (1, 1)


def test_play_anyway_ignores_ko_and_suicide_but_not_a_stone_in_the_way():
    replayer = Replayer(parse_diagram(KO), ko=Ko.POSITIONAL)
    replayer.play(B, (2, 2))
    assert replayer.play_anyway(W, (2, 1)) == 1  # the ko retaken at once
    assert replayer.ko is Ko.POSITIONAL and not replayer.suicide
    with pytest.raises(IllegalMoveError, match="B3 is occupied"):
        replayer.play_anyway(B, (2, 1))
    eye = Replayer(parse_diagram(EYE))
    eye.play_anyway(W, (1, 1))
    assert eye.captures.white == 1


def test_setup_off_the_board_raises_value_error_and_changes_nothing():
    replayer = Replayer(Position.empty(3))
    with pytest.raises(ValueError, match=r"\(3, 0\) is off the 3x3 board"):
        replayer.setup(black=[(0, 0)], white=[(3, 0)])
    assert replayer.position == Position.empty(3) and replayer.played.black == 0
    with pytest.raises(IllegalMoveError, match=r"\(0, -1\) is off the 3x3 board"):
        replayer.play(B, (0, -1))


def test_the_position_is_built_once_per_change():
    replayer = Replayer(Position.empty(5))
    replayer.play(B, (2, 2))
    assert replayer.position is replayer.position
    replayer.pass_(W)
    first = replayer.position
    replayer.play(B, (1, 1))
    assert replayer.position is not first and replayer.position.get((1, 1)) is B


# ---- real games against sgfmill ------------------------------------------------------


def corpus_games(corpus: Path) -> list[Path]:
    """The 19x19 games INDEX.tsv lists."""
    with open(corpus / "INDEX.tsv", newline="", encoding="utf-8") as handle:
        return [corpus / row["path"] for row in csv.DictReader(handle, delimiter="\t")
                if row["board_size"].strip() == "19"]


def sgfmill_final(game) -> tuple[Position, Position, list[tuple[Colour, Point | None]]]:
    """sgfmill's replay: the start position, the final position and the moves.
    Raises ValueError where sgfmill does."""
    board, plays = sgf_moves.get_setup_and_moves(game)
    start = board_position(board)
    for colour, point in plays:
        if point is not None:
            board.play(point[0], point[1], colour)
    moves = [(B if colour == "b" else W, point) for colour, point in plays]
    return start, board_position(board), moves


def board_position(board) -> Position:
    """An sgfmill board as a Position."""
    occupied = board.list_occupied_points()
    return Position.from_points(board.side, [p for c, p in occupied if c == "b"], [p for c, p in occupied if c == "w"])


def replay(start: Position, moves: list[tuple[Colour, Point | None]]) -> Position:
    """Our replay, as sgfmill plays: captures, suicide and ko retakes allowed."""
    replayer = Replayer(start)
    for colour, point in moves:
        if point is None:
            replayer.pass_(colour)
            continue
        try:
            replayer.play(colour, point)
        except IllegalMoveError:
            replayer.play_anyway(colour, point)
    return replayer.position


def test_every_corpus_game_ends_on_sgfmills_final_position(corpus_dir: Path):
    replayed = 0
    for path in corpus_games(corpus_dir):
        game = sgf.Sgf_game.from_bytes(path.read_bytes())
        try:
            start, final, moves = sgfmill_final(game)
        except ValueError:
            continue  # sgfmill refuses the record: nothing to compare with
        assert replay(start, moves) == final, path.name
        replayed += 1
    assert replayed > 0, "no 19x19 game in INDEX.tsv"
