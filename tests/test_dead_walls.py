"""Dead stones walled in by living stones: when the wall does not kill.

Each diagram shows a rule of :func:`gocount_gui.scoring.dead.suggest_dead`
that refines rule (a), "no two eyes, walled in by living stones", and a
trap on the other side that the refinement must not spring.
"""

from gocount_gui.scoring import parse_diagram
from gocount_gui.scoring.colour import point_name
from gocount_gui.scoring.dead import suggest_dead

# White's corner group has no eye yet: its space leaks to Black's stones at
# E7 and along the H file. But White's stones, not Black's, surround the
# twenty points of B1-F5, and White closes them off with E6: alive.
CORNER_GROUP_HOLDING_ITS_ROOM = """
    . # . # . # . # .
    # # # # # # # # #
    # . . . . . . . #
    # o o o . o o . #
    # o . . . . o . #
    # o . . . . o . #
    # o . . . . o # #
    # o . . . . o . #
    # o . . . . o . #
"""

# The trap: one White stone inside Black's closed territory also has a room
# with empty points away from Black's stones, but Black's wall, not the
# stone, surrounds them: dead.
STONE_INSIDE_TERRITORY = """
    . # . # . # . # .
    # # # # # # # # #
    # . . . . . . . #
    # . . . . . . . #
    # . . . o . . . #
    # . . . . . . . #
    # . . . . . . . #
    # # # # # # # # #
    . # . # . # . # .
"""


def dead_names(diagram: str) -> set[str]:
    """The names of the stones suggest_dead calls dead in ``diagram``."""
    return {point_name(p) for p in suggest_dead(parse_diagram(diagram)).dead}


def test_a_walled_in_group_that_surrounds_most_of_its_room_lives():
    assert dead_names(CORNER_GROUP_HOLDING_ITS_ROOM) == set()


def test_a_stone_inside_enemy_territory_still_dies():
    assert dead_names(STONE_INSIDE_TERRITORY) == {"E5"}
