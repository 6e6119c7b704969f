"""Capturing races in suggest_dead: the side with more liberties lives."""

from __future__ import annotations

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
