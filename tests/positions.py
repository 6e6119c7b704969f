"""Positions shared by several test modules, as board diagrams."""

# Black (14 stones) and White (12) both alive; in the bottom left a black
# chain with the eye A1 and a white chain with the eye E1 share the liberty C1.
SEKI_ONE_EYE_EACH = """
    . . o # . . .
    . . o # . . .
    . . o # . . .
    . . o # . . .
    o o o # # # #
    # # # o o o #
    . # . o . o #
"""


# The same seki with an unfilled dame at D4 between the two outer walls.
SEKI_WITH_DAME = """
    . . o # . . .
    . . o # . . .
    . . o # . . .
    . . o . # . .
    o o o # # # #
    # # # o o o #
    . # . o . o #
"""


# No eyes: the inner black and white chains share two liberties, C1 and C2.
SEKI_NO_EYES = """
    . . . . . . .
    . . . . . . .
    . . . . . . .
    o o o o o . .
    # # # # o . .
    o o . # o . .
    o o . # o . .
"""


# The white chain has an eye (A1) and shares two liberties with a black chain
# that has none: White can fill a shared liberty safely, so this is no seki.
EYE_AGAINST_NO_EYE = """
    . . . . . . .
    . . . . . . .
    . . . . . . .
    o o o o o . .
    # # # # o . .
    o o . # o . .
    . o . # o . .
"""


# A2 is a false eye on the edge: A3 is in atari and Black must connect
# there (the black group lives on its territory to the right).
FALSE_EYE = """
    . . . . . . .
    o o o o o o o
    o o o o o o o
    o o # # # # #
    # o # . . . .
    . # # . . . .
    # # . . . . .
"""


# A white stone left inside Black's side, to be marked dead.
DEAD_WHITE_STONE_AT_B4 = """
    . . # o .
    . o # o .
    . . # o .
    . . # o .
    . . # o .
"""
