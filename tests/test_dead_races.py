"""Capturing races in suggest_dead: the side with more liberties lives."""

from __future__ import annotations

import pytest

from gocount_gui.scoring import dead as dead_module
from gocount_gui.scoring.colour import point_name
from gocount_gui.scoring.dead import suggest_dead
from gocount_gui.scoring.diagram import parse_diagram

# Two eyeless chains race between two living groups: White's D column has
# two liberties (E9 and C5), Black's E-F chains share only E9.
RACE = """
    . # # o . # o . o
    # # # o # # o o o
    . # # o # # o . o
    # # # o # # o o o
    # # . o # # o o o
    # # # o # # o o o
    . # # o # # o . o
    # # # o # # o o o
    # # # o # # o o o
"""


def test_the_chain_with_fewer_liberties_loses_the_race() -> None:
    """Black's eyeless chain (one liberty) dies, White's (two) lives."""
    position = parse_diagram(RACE)
    suggestion = suggest_dead(position)
    dead = {point_name(p) for p in suggestion.dead}
    black_chain = {f"{col}{row}" for col in "EF" for row in range(1, 10)} - {"E9"}
    assert dead == black_chain
    assert not any(name.startswith("D") for name in dead)


# White's chain C2-G2 (and E4-F4, F3, D3) has no eye and one liberty, E3.
# It is encircled by two black groups that touch White's living wall: the
# left one with the eye B3-B4, the corner one G4-H1 with two liberties. No
# living black stone touches White's chain, and its room (thirteen stones)
# is larger than the corner group's, so "the smaller room lies inside the
# larger group's eye space" kills the corner group. But one eye beats no
# eye: Black captures at E3 whoever moves first, and the black groups join.
ENCIRCLED_BY_AN_EYE = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    o o o o o o o o o
    # # # # # # o o o
    # . # # o o # o o
    # . # o . o # # o
    # # o o o o o # .
    # # # o o o o # .
"""


def test_an_eyeless_chain_encircled_by_a_group_with_an_eye_dies() -> None:
    """White's encircled chain dies; both black groups live."""
    suggestion = suggest_dead(parse_diagram(ENCIRCLED_BY_AN_EYE))
    dead = {point_name(p) for p in suggestion.dead}
    assert dead == {"C2", "D2", "E2", "F2", "G2", "D1", "E1", "F1", "G1", "D3", "F3", "E4", "F4"}


# Black's B1-E1 is in atari (A1) inside White's chain A2-F2, which has no
# eye yet and cannot be captured first (A1 and D3). White captures at A1
# and gets a straight four: White lives, so Black's wall around the corner,
# with only the three points A4, A5, B4 and White's B5 inside, has nowhere
# to make a second eye and dies; B5 then stands in White's area. Judging
# all at once that each small room lies inside a larger enemy group's eye
# space kills B1-E1 and B5 together.
ATARI_BEFORE_ROOMS = """
    . . . . . . . . .
    . . . . . . . . .
    o o o o o o o o o
    # # # o . . . . o
    . o # o . . . . o
    . . # # o o o o o
    # # # . # # # o o
    o o o o o o # o .
    . # # # # o # o .
"""


def test_a_chain_in_atari_with_no_way_out_dies_before_rooms_are_compared() -> None:
    """Black's B1-E1 and the corner wall die; White's B5 lives."""
    suggestion = suggest_dead(parse_diagram(ATARI_BEFORE_ROOMS))
    dead = {point_name(p) for p in suggestion.dead}
    wall = {"A6", "B6", "C6", "C5", "C4", "D4", "A3", "B3", "C3", "E3", "F3", "G3", "G2", "G1"}
    assert dead == {"B1", "C1", "D1", "E1"} | wall


# Black's stones inside White's wall (A2-A5 and B5, C3-D3 and C4, D5-G5
# down to G1, D1-E1) have no eye and no eye space of their own: every
# empty point of their rooms touches White. They live only by capturing
# the White stones among them, and they lose that race: Black is dead and
# the White stones inside live (GNU Go 3.8 agrees). Had the reading of the
# black stones run out, White's smaller groups would lie "inside the eye
# space of a larger enemy group" and die instead; a second, longer reading
# of the eyeless black groups settles it first.
RACE_INSIDE_A_WALL = """
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    o o o o o o o o o
    # # . # # # # o .
    # o # o o o # o .
    # o # # . o # o .
    # . o o o o # o .
    o . o # # . # o .
"""

RACE_INSIDE_A_WALL_DEAD = {
    "A2", "A3", "A4", "A5", "B5", "C3", "C4", "D3", "D1", "E1",
    "D5", "E5", "F5", "G5", "G4", "G3", "G2", "G1",
}


@pytest.mark.parametrize("budget", [dead_module.READ_BUDGET, 30])
def test_an_eyeless_group_that_loses_the_race_inside_a_wall_dies(monkeypatch, budget: int) -> None:
    """The black stones die and White's live, also when the first
    reading of the black stones runs out of a small budget."""
    monkeypatch.setattr(dead_module, "READ_BUDGET", budget)
    suggestion = suggest_dead(parse_diagram(RACE_INSIDE_A_WALL))
    assert {point_name(p) for p in suggestion.dead} == RACE_INSIDE_A_WALL_DEAD
