"""Captures, suicide and ko, written as board diagrams."""

import pytest

from gocount_gui.scoring import Colour, IllegalMoveError, Ko, Position, parse_diagram
from gocount_gui.scoring.game import Game

B, W = Colour.BLACK, Colour.WHITE


def test_a_move_returns_a_new_board_and_leaves_the_old_one_alone():
    pos = Position.empty(5)
    after = pos.play((2, 2), B).position
    assert pos.get((2, 2)) is None
    assert after.get((2, 2)) is B


def test_capturing_a_single_stone_in_the_middle():
    pos = parse_diagram("""
        . . . . .
        . . # . .
        . # o # .
        . . . . .
        . . . . .
    """)
    outcome = pos.play((1, 2), B)
    assert outcome.captured == {(2, 2)}
    assert outcome.position.get((2, 2)) is None


def test_a_corner_chain_is_captured_by_filling_its_last_liberty():
    pos = parse_diagram("""
        . . . .
        # # . .
        o o # .
        . o # .
    """)
    outcome = pos.play((0, 0), B)
    assert outcome.captured == {(1, 0), (1, 1), (0, 1)}
    assert outcome.position.count(W) == 0


def test_suicide_is_refused_unless_the_rules_allow_it():
    pos = parse_diagram("""
        . # .
        # . #
        . # .
    """)
    with pytest.raises(IllegalMoveError, match="suicide"):
        pos.play((1, 1), W)
    outcome = pos.play((1, 1), W, suicide=True)
    assert outcome.position == pos
    assert outcome.captured == {(1, 1)}


def test_multi_stone_suicide_removes_the_whole_chain():
    pos = parse_diagram("""
        o # . .
        . # . .
        # # . .
        . . . .
    """)
    outcome = pos.play((2, 0), W, suicide=True)
    assert outcome.position.get((3, 0)) is None
    assert outcome.captured == {(3, 0), (2, 0)}


def test_playing_on_a_stone_or_off_the_board_is_illegal():
    pos = parse_diagram("""
        # .
        . .
    """)
    with pytest.raises(IllegalMoveError, match="occupied"):
        pos.play((1, 0), W)
    with pytest.raises(IllegalMoveError, match="off the 2x2 board"):
        pos.play((2, 0), W)


KO = """
    . # o .
    # o . o
    . # o .
    . . . .
"""


def test_taking_a_ko_reports_the_forbidden_point():
    outcome = parse_diagram(KO).play((2, 2), B)
    assert outcome.captured == {(2, 1)}
    assert outcome.ko_point == (2, 1)


@pytest.mark.parametrize("ko", [Ko.SIMPLE, Ko.POSITIONAL, Ko.SITUATIONAL])
def test_retaking_a_ko_at_once_is_illegal_under_every_ko_rule(ko):
    game = Game(parse_diagram(KO), ko=ko)
    game.play(B, (2, 2))
    with pytest.raises(IllegalMoveError, match="ko|repeats"):
        game.play(W, (2, 1))
    assert game.position.get((2, 1)) is None  # the refused move changed nothing


def test_the_ko_can_be_retaken_after_a_move_elsewhere_under_simple_ko():
    game = Game(parse_diagram(KO), ko=Ko.SIMPLE)
    game.play(B, (2, 2))
    game.play(W, (0, 0))
    game.play(B, (0, 3))
    game.play(W, (2, 1))
    assert game.captures.black == 1 and game.captures.white == 1


def test_single_stone_suicide_is_a_repetition_only_under_positional_superko():
    pos = parse_diagram("""
        . # .
        # . #
        . # .
    """)
    positional = Game(pos, ko=Ko.POSITIONAL, suicide=True)
    with pytest.raises(IllegalMoveError, match="positional superko"):
        positional.play(W, (1, 1))
    situational = Game(pos, ko=Ko.SITUATIONAL, suicide=True)
    situational.play(W, (1, 1))  # the same board, but Black is now to move: a new situation
    assert situational.captures.white == 1


def test_a_replay_counts_captures_passes_and_stones_played():
    game = Game(parse_diagram(KO), ko=Ko.SIMPLE, setup_black=0, setup_white=0)
    game.play(B, (2, 2))
    game.pass_(W)
    game.play(B, (0, 0))
    game.pass_(W)
    game.pass_(B)
    assert game.captures.white == 1
    assert (game.passes.black, game.passes.white) == (1, 2)
    assert game.last_pass is B
    assert game.played_before_first_pass.black == 1
    assert game.played.black == 2
