"""Final positions where a naive dead-stone rule goes wrong, as diagrams.

Each entry is ``(diagram, expected dead stones)``: the diagram in the
format of :func:`gocount_gui.scoring.diagram.parse_diagram` (``#`` Black,
``o`` White), the dead stones as point names. Every position is a settled
end of game, so the expected answer is what players would agree on.
"""

import positions

# Seki with an unfilled dame (D4): the inner black chain (eye A1) and the
# inner white chain (eye E1) share C1, which neither can fill. "No two eyes
# means dead" would kill both.
SEKI_WITH_DAME = (positions.SEKI_WITH_DAME, set())

# Not a seki, though it looks like one: the inner white square A1-B2 and
# the black chain A3-D1 share C1 and C2, and neither has an eye. White
# throws in at C2; Black must capture the five stones with C1 and is left
# with a bulky five (A1 A2 B1 B2 C2), which White kills at its vital point.
# GNU Go 3.8 agrees. (Before the reader, gocount called this seki.)
FALSE_SEKI_BULKY_FIVE = ("""
    . . . . . . .
    . . . . . . .
    . . . . . . .
    o o o o o . .
    # # # # o . .
    o o . # o . .
    o o . # o . .
""", {"A3", "B3", "C3", "D3", "D2", "D1"})

# Seki without eyes, with three shared liberties: the white chain A1-E1 and
# the black chain A2-F1 share B2, C2 and D2, and no other liberty. Each fill
# leaves the filler two liberties, so a static "can it be filled" test says
# both sides can; but after two fills the other side captures, and the
# seven points White's capture would leave are two eyes. Both live. GNU Go
# 3.8 lists the black chain in seki.
SEKI_THREE_SHARED_LIBERTIES = ("""
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    o o o o o o . . .
    # # # # # o o . .
    # . . . # # o . .
    o o o o o # o . .
""", set())

# A fight read the wrong way round by a rule that kills the smaller group
# inside a larger one: White's D2 sits at the vital point of Black's
# straight three. Black cannot approach (C2 or E2 is self-atari for the
# whole group), and White kills by throwing in at C2: Black captures two
# stones and is left with one eye. The black group is dead and D2 lives.
INVERTED_FIGHT = ("""
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    o o o o o o . . .
    o # # # # o . . .
    o # . o . # o . .
    o # # # # # o . .
""", {"B3", "C3", "D3", "E3", "B2", "F2", "B1", "C1", "D1", "E1", "F1"})

# A capturing race with outside liberties: the white chain A4-E1 has no
# eye and two liberties, F2 and F1, outside Black's corner; the black
# corner has a bulky five of eye space (three liberties, and many more
# moves for White to fill it). Black wins the race even if White plays
# first: White is dead. GNU Go 3.8 agrees.
RACE_WITH_OUTSIDE_LIBERTIES = ("""
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    # # # # # # . . .
    o o o o o # . . .
    # # # # o # . . .
    . . # # o . # . .
    . . . # o . # . .
""", {"A4", "B4", "C4", "D4", "E4", "E3", "E2", "E1"})

# A chain in atari with no way out: the white chain A5-D1 has one liberty,
# E1, where White's own move would be suicide, and none of the black
# chains around it (the corner with its eye A1 B1 A3, the walls) is short
# of liberties. Dead even when White plays first. (A static rule did this
# before the reader; now the reading does.)
CHAIN_IN_ATARI_WITH_NO_WAY_OUT = ("""
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    # # # # # . . . .
    o o o o # . . . .
    # # # o # . . . .
    . . # o # . . . .
    # # # o o # . . .
    . . # o . # . . .
""", {"A5", "B5", "C5", "D5", "D4", "D3", "D2", "E2", "D1"})

# A white group in Black's corner with one real eye (C2) and one false eye
# (D1: Black's E2 holds its diagonal and E1 hangs on it alone): dead.
DEAD_WITH_FALSE_EYE = ("""
    . . . . . . .
    . . . . . . .
    . . . . . . .
    # # # # # . .
    # o o o # . .
    # o . o # . .
    # o o . o # .
""", {"B3", "C3", "D3", "B2", "D2", "B1", "C1", "E1"})

# A black group whose only eye space is one region of seven points: it
# lives, though a count of eye regions finds only one.
ONE_BIG_EYE = ("""
    . . . . . . .
    o o o o o o .
    # # # # # o .
    # . . . # o .
    # . . . # o .
    # . # # # o .
    # # # o o o .
""", set())

# Bent four in the corner (A3, A2, A1, B1) with no outside liberty: dead
# under the Japanese rules, and players agree so under every rule set.
# As a shape in the middle of the board the same four points would live.
BENT_FOUR_IN_THE_CORNER = ("""
    . . . . . . .
    . . . . . . .
    # # # . . . .
    o o # . . . .
    . o # . . . .
    . o o # . . .
    . . o # . . .
""", {"A4", "B4", "B3", "B2", "C2", "C1"})

# White stones (B7, C5) in the eyes of a living black group. Before they
# are lifted every region around Black touches White, so Black seems eyeless.
STONES_INSIDE_LIVING_EYES = ("""
    . o . # o . .
    # # # # o . .
    # . o # o . .
    . # # # o . .
    # # o o o . .
    o o o . . . .
    . . . . . . .
""", {"B7", "C5"})

# The white corner group (C9, A8-C8, B7) has no two eyes, but the lone
# black stone A9 inside it lives once the group is gone: the outer group is
# the one that cannot make two eyes even if A9 were captured.
INNER_STONE_OUTLIVES_THE_DEAD_GROUP = ("""
    # . o # . # . . .
    o o o # # # . . .
    . o # # . . . . .
    # # # . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
""", {"C9", "A8", "B8", "C8", "B7"})

# One eye against no eye: the white chain with the eye A1 wins the
# capturing race against the eyeless black chain, so this is no seki.
EYE_AGAINST_NO_EYE = ("""
    . . . . . . .
    . . . . . . .
    . . . . . . .
    o o o o o . .
    # # # # o . .
    o o . # o . .
    . o . # o . .
""", {"A3", "B3", "C3", "D3", "D2", "D1"})

# Three white stones (B3, B2, B1) fill a bent four-point space inside the
# black group, whose only other point is C1. Black must fill C1 to capture,
# which leaves a straight three (B1-B3) where White plays again: one eye,
# and the black group dies. Counting the four points as a bent four that
# makes two eyes would kill the white stones instead.
DEAD_STONES_SHRINK_THE_EYE = ("""
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    o o o o o o . . .
    # # # # # o . . .
    # o # # # o . . .
    # o # # # o . . .
    # o . # # o . . .
""", {"A1", "A2", "A3", "A4", "B4", "C2", "C3", "C4", "D1", "D2", "D3", "D4", "E1", "E2", "E3", "E4"})

# An unfinished game: stones scattered on an open board with no walls.
# Nothing is surrounded, so nothing is suggested dead.
OPEN_BOARD = ("""
    . . . . . . . . .
    . . # . . . o . .
    . . . . . . . . .
    . . . . # . . . .
    . . o . . . . # .
    . . . . . o . . .
    . . # . . . . . .
    . . . . . . o . .
    . . . . . . . . .
""", set())

# A false seki: the inner white chain D1-E2 and the black chain A2-C2 share
# C1, but White's "eye" E1 is a ko (F1 hangs on E1 alone): Black takes F1
# and then fills C1, whatever White does first. White's inner stones die.
FALSE_SEKI_WITH_A_KO_EYE = ("""
    . . o # . . .
    . . o # . . .
    . . o # . . .
    . . o . # . .
    o o o # # # #
    # # # o o # #
    . # . o . o #
""", {"D1", "D2", "E2", "F1"})

# Seki in the corner: Black's A8 and B9 have the eye A9, White's group has
# the eye D9, and they share B8. Black filling B8 as a sacrifice would make
# a square four, a killing shape, but White has D9 besides and would live
# with two eyes; so neither side can fill B8 and both live. Taking the
# sacrifice as a nakade kills the two black stones.
SEKI_ONE_EYE_EACH_IN_THE_CORNER = ("""
    . # o . o # . . .
    # . o o o # . . .
    o o o # # # . . .
    # # # # . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
""", set())

# White's wall A6-F9 has no eye yet, but it surrounds the open ground of
# rows 4-5 and the right side, which it closes off as it likes: it counts
# as a living wall. The black ring in the corner has no eye, and capturing
# White's B8-C8 would give it one eye only, so it dies and the two white
# stones live. Counting White's wall as a candidate that might die lets
# the ring and the stones inside it race, and kills both.
WALL_AROUND_OPEN_GROUND = ("""
    # # # # # o . . .
    # o o . # o . . .
    # # # # # o . . .
    o o o o o o . . .
    . . . . . . . . .
    . . . . . . . . .
    # # # # # # # # #
    . # . # . # . # .
    # # # # # # # # #
""", {"A9", "B9", "C9", "D9", "E9", "A8", "E8", "A7", "B7", "C7", "D7", "E7"})

# A black group around eleven white stones, in the bottom left: Black has
# one eye (B1) and one liberty it shares with White (E4); White's main chain
# has three (E4, E1, F2). Black can only win by a ko: it takes D1 at E1 (or
# G2 at F2), and White may retake only after a threat. White cannot start
# anything: every white move fills its own liberties. Read with the ko in the
# attacker's hands, each side looks dead; the ko belongs to the side that
# can take it first, so the white stones are dead and Black lives (GNU Go
# 3.8 agrees on White's main chain).
OUTER_GROUP_TAKES_THE_KO = ("""
    . . . . . . . . .
    . . . . . . . . .
    o o o o o o o o o
    # # # # # # # o o
    # # # # # o # # o
    # # o o . o # o o
    # # # o o o # # o
    # # # # o . o # o
    # . # o . o # # o
""", {"C4", "D4", "D3", "E3", "F3", "F4", "F5", "E2", "G2", "D1", "F1"})

# A lone white stone (C3) in Black's eye space of eight points (B2-D4 but
# D2), walled by a living black group: White cannot make two eyes there even
# playing first. It takes the reader a few hundred positions when a new
# position starts with the stone's liberties and eyes as its proof numbers;
# with ones everywhere the reader ran out of its 800 positions and left C3
# to the static rules. (The shape is from kgs-6d-2017q1/2017-02-13-1, at
# N4.) GNU Go 3.8 agrees: C3 is dead.
LONE_STONE_IN_A_WIDE_EYE = ("""
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    o o o o o o o o o
    # # # # # # # # o
    # . . . # . # # o
    # . o . # # . # o
    # . . # # . # # o
    # # # # . # # . o
""", {"C3"})

# A seki in the corner: White's big chain (G1-J3) and the lone black
# stones H1 and J2 share H2 and J1. White can fill H2 and take both stones
# at J1, but Black answers by filling F1 or F2 and White's three stones
# D1-E2, which share the eye F1-F2, are in atari: the capture costs White
# more than it takes, so White does not approach, nor does Black. Nothing
# is dead (GNU Go 3.8 agrees and lists White's chain in seki).
SEKI_THE_CAPTURE_COSTS_MORE = ("""
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    # # # # # # # # #
    # # # # # # o # #
    # # . # # o o o o
    # # # # o . o . #
    # . # o o . o # .
""", set())

# A seki whose approach captures: Black's straight three B2-D2 and White's
# eyeless chain around it share A2 and E2; White has one more liberty, G1,
# which Black can fill. White fills A2, Black fills G1 and White takes the
# three stones at E2, but is left with the straight three B2-D2 as its only
# liberties: Black plays C2 and White's whole chain dies. Black cannot
# approach either (White takes four stones in a row: two eyes). Nothing is
# dead (GNU Go 3.8 agrees).
SEKI_THE_APPROACH_COSTS_THE_KILLER = ("""
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    # # # # # # # . .
    o o o o o o # . .
    . # # # . o # # .
    o o o o o o . # .
""", set())

# A seki in the corner whose approach starts a fight of captures and
# retakes: White's eyeless chain F9-J6 has three liberties, G8, J7 and G6;
# Black's corner stones G9-H9 and J8 share G8 and J7 with it, and Black can
# fill G6 from its wall. White plays G8, Black fills G6, White takes two at
# J9 and Black takes back at H9: White is short of liberties and dies. The
# recapture is found only by reading the retakes to the end. Nothing is
# dead (GNU Go 3.8 lists both sides in seki).
SEKI_IN_THE_CORNER_THE_KILLER_IS_SHORT_OF_LIBERTIES = ("""
    . . . . # o # # .
    . . . . # o . o #
    . . . . # o o o .
    . . . . # # . o o
    . . . . . # # # #
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
""", set())

# Black's six stones on the left edge wall in five points (A4-A7, B5): as a
# space that is two eyes. But the wall is made of lone stones, three of them
# in atari (A8, C5, A3): White takes A8 from A7 (or C5 from B5) and the space
# opens onto White's stones. A space walled by a chain in atari is one eye
# at most, so the group is read, and it dies (GNU Go 3.8 agrees).
SPACE_WALLED_BY_A_CHAIN_IN_ATARI = ("""
    o o o o . . . . .
    # o o o . . . . .
    . # o o . . . . .
    . # o o . . . . .
    . . # o . . . . .
    . # o o . . . . .
    # o o o . . . . .
    o o o o . . . . .
    . o o o . . . . .
""", {"A8", "B7", "B6", "C5", "B4", "A3"})

# Black's wall, too large to read, has one space: A1-C1 and the white
# stone D1, in atari at C1. Taking it fills C1 and leaves two eyes, A1-B1
# and D1 (a throw-in at C1 is taken at B1 and leaves two eyes as well). As
# one space of three points it was one eye, and the whole wall of 84 stones
# died: an inverted fight. Only D1 is dead (GNU Go 3.8 agrees).
SPACE_SPLIT_BY_THE_CAPTURE = ("""
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    o o o o o o o o o o o o o
    # # # # # # # # # # # # #
    # # # # # # # # # # # # #
    # # # # # # # # # # # # #
    # # # # # # # # # # # # #
    # # # # # # # # # # # # #
    # # # # # # # # # # # # #
    . . . o # # # # # # # # #
""", {"D1"})

# One-point stones in mutual atari inside White's area: Black's B1 and
# White's C1 can each take the other, and Black's C2 stands next to them.
# Whoever takes first, the black stones have no room for an eye: B1 and C2
# are dead and C1 lives (GNU Go 3.8 agrees).
MUTUAL_ATARI_IN_THE_ENEMY_AREA = ("""
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    # # # # # # # # #
    o o o o o o o o o
    . . . . . . . . .
    . . . . . . . . .
    . o # o . . . . .
    . # o . . . . . .
""", {"B1", "C2"})

# Class B of issue 33: an eye space whose wall the enemy can put in atari
# from outside. Black's straight four A1-D1 would be two eyes, but E1 is a
# chain of its own with two liberties, D1 inside the space and F1 outside:
# White F1 puts it in atari, and Black must fill D1 to save it, which
# leaves three points, one eye. The black stones are dead (GNU Go 3.8
# agrees); counting the shape alone called them alive.
SPACE_WHOSE_WALL_IS_ATARIED_FROM_OUTSIDE = ("""
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    o o o o o o o . .
    # # # # o o o . .
    . . . . # . o . .
""", {"A2", "B2", "C2", "D2", "E1"})

# Its control: the same space with E1 joined to the wall by E2. No wall
# chain is short of liberties, the straight four is two eyes, and the black
# group lives (GNU Go 3.8 agrees).
SPACE_WITH_A_SOLID_WALL = ("""
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    o o o o o o o . .
    # # # # # o o . .
    . . . . # . o . .
""", set())


NAIVE_RULE_TRAPS = {
    "seki with an unfilled dame": SEKI_WITH_DAME,
    "false seki: the throw-in leaves a bulky five": FALSE_SEKI_BULKY_FIVE,
    "seki with three shared liberties": SEKI_THREE_SHARED_LIBERTIES,
    "a lone stone in a wide eye, read to the end": LONE_STONE_IN_A_WIDE_EYE,
    "inverted fight: the stone inside outlives the group around it": INVERTED_FIGHT,
    "capturing race with outside liberties": RACE_WITH_OUTSIDE_LIBERTIES,
    "chain in atari with no way out": CHAIN_IN_ATARI_WITH_NO_WAY_OUT,
    "dead group with a false eye": DEAD_WITH_FALSE_EYE,
    "living group with one big eye": ONE_BIG_EYE,
    "bent four in the corner": BENT_FOUR_IN_THE_CORNER,
    "dead stones inside living eyes": STONES_INSIDE_LIVING_EYES,
    "inner stone outlives the dead group": INNER_STONE_OUTLIVES_THE_DEAD_GROUP,
    "eye against no eye": EYE_AGAINST_NO_EYE,
    "dead stones shrink the eye": DEAD_STONES_SHRINK_THE_EYE,
    "open board": OPEN_BOARD,
    "false seki with a ko eye": FALSE_SEKI_WITH_A_KO_EYE,
    "seki with one eye each in the corner": SEKI_ONE_EYE_EACH_IN_THE_CORNER,
    "wall around open ground": WALL_AROUND_OPEN_GROUND,
    "the outer group takes the ko first": OUTER_GROUP_TAKES_THE_KO,
    "seki: the capture costs more than it takes": SEKI_THE_CAPTURE_COSTS_MORE,
    "seki: the approach captures but costs the killer its chain": SEKI_THE_APPROACH_COSTS_THE_KILLER,
    "seki in the corner: the killer is short of liberties": SEKI_IN_THE_CORNER_THE_KILLER_IS_SHORT_OF_LIBERTIES,
    "an eye space walled by a chain in atari": SPACE_WALLED_BY_A_CHAIN_IN_ATARI,
    "an eye space that splits when the stone in atari is taken": SPACE_SPLIT_BY_THE_CAPTURE,
    "one-point stones in mutual atari in the enemy's area": MUTUAL_ATARI_IN_THE_ENEMY_AREA,
    "an eye space whose wall is put in atari from outside": SPACE_WHOSE_WALL_IS_ATARIED_FROM_OUTSIDE,
    "an eye space with a solid wall": SPACE_WITH_A_SOLID_WALL,
}
"""Every trap by a name the test report shows."""


def legal(position):
    """``position`` with every chain that has no liberty removed (a random
    or tiled board can hold some)."""
    gone = set()
    for point in position.points():
        if position.get(point) is not None and point not in gone and not position.liberties(point):
            gone |= position.chain(point)
    return position.without(gone)


def tiled(diagram, size):
    """A ``size`` board covered with copies of ``diagram`` one line apart
    (a board full of small fights), made legal."""
    from gocount_gui.scoring import parse_diagram
    from gocount_gui.scoring.board import Position

    tile = parse_diagram(diagram)
    step = tile.size + 1
    cells = [0] * (size * size)
    for top in range(0, size - tile.size + 1, step):
        for left in range(0, size - tile.size + 1, step):
            for index, value in enumerate(tile.cells):
                row, col = divmod(index, tile.size)
                cells[(top + row) * size + left + col] = value
    return legal(Position(size, tuple(cells)))
