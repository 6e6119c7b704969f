"""The dead-stone reader: properties every suggestion must have (symmetry,
colour swap, Benson), the time bound and Cancel, and the node budget."""

import csv

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gocount_gui.record import read_file
from gocount_gui.scoring import parse_diagram
from gocount_gui.scoring.board import Position
from gocount_gui.scoring.colour import neighbour_table, point_name
from gocount_gui.scoring.dead import UNSURE, suggest_dead
from gocount_gui.scoring.life import pass_alive
from gocount_gui.scoring.reader import ALIVE, ATTACKER_KOS, DEAD, JAPANESE_KOS, UNKNOWN, Deadline, read_group

from dead_positions import (
    INVERTED_FIGHT,
    LONE_STONE_IN_A_WIDE_EYE,
    NAIVE_RULE_TRAPS,
    OUTER_GROUP_TAKES_THE_KO,
    SEKI_THREE_SHARED_LIBERTIES,
    legal,
    tiled,
)


def transform(point, size, k):
    """One of the eight symmetries of the board (k in 0..7)."""
    row, col = point
    if k & 4:
        row, col = col, row
    if k & 1:
        row = size - 1 - row
    if k & 2:
        col = size - 1 - col
    return row, col


def transformed(position, k):
    size = position.size
    cells = [0] * (size * size)
    for index, value in enumerate(position.cells):
        row, col = transform(divmod(index, size), size, k)
        cells[row * size + col] = value
    return Position(size, tuple(cells))


def swapped(position):
    return Position(position.size, tuple((0, 2, 1)[v] for v in position.cells))


def dead_set(position):
    return suggest_dead(position, None, Deadline(None)).dead


def walled_by_living_enemy(position, point, dead):
    """True if what ``point`` reaches through empty points and dead stones
    touches a living stone of the other colour."""
    colour = position.get(point)
    seen, stack = {point}, [point]
    while stack:
        row, col = stack.pop()
        for near in ((row + 1, col), (row - 1, col), (row, col + 1), (row, col - 1)):
            if near in seen or not (0 <= near[0] < position.size and 0 <= near[1] < position.size):
                continue
            value = position.get(near)
            if value is not None and near not in dead:
                if value != colour:
                    return True
                continue
            seen.add(near)
            stack.append(near)
    return False


def check_properties(position):
    base = dead_set(position)
    assert not base & pass_alive(position), "a Benson-alive stone was suggested dead"
    touching = [
        (point_name(p), point_name(q)) for p in base for q in base
        if position.get(p) != position.get(q) and abs(p[0] - q[0]) + abs(p[1] - q[1]) == 1
    ]
    assert not touching, f"dead stones of both colours touch: {touching[:3]}"
    unwalled = [point_name(p) for p in base if not walled_by_living_enemy(position, p, base)]
    assert not unwalled, f"dead stones in their own colour's area: {unwalled[:3]}"
    for k in range(1, 8):
        expected = {transform(p, position.size, k) for p in base}
        assert dead_set(transformed(position, k)) == expected, f"symmetry {k} changes the dead set"
    assert dead_set(swapped(position)) == base, "swapping the colours changes the dead set"


@pytest.mark.parametrize("name", list(NAIVE_RULE_TRAPS))
def test_the_board_symmetries_and_a_colour_swap_keep_the_dead_set(name):
    check_properties(parse_diagram(NAIVE_RULE_TRAPS[name][0]))


def test_the_properties_hold_on_real_final_positions(corpus_dir):
    """Every 25th game of kgs-6d-2017q1 (16 games), in all eight symmetries
    and with the colours swapped."""
    index = corpus_dir / "kgs-6d-2017q1" / "INDEX.tsv"
    if not index.is_file():
        pytest.skip(f"{index} is absent")
    with open(index, newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    for row in rows[::25]:
        check_properties(read_file(index.parent / row["path"])[0].position)


cells_7x7 = st.lists(st.sampled_from((0, 0, 1, 2)), min_size=49, max_size=49)


@settings(max_examples=40, deadline=None)
@given(cells_7x7)
def test_benson_alive_stones_are_never_suggested_dead(cells):
    position = legal(Position(7, tuple(cells)))
    assert not suggest_dead(position, None, Deadline(None)).dead & pass_alive(position)


# ---- the time bound and Cancel -------------------------------------------------


def test_cancel_stops_the_reading_and_flags_what_it_left_unread():
    position = parse_diagram(SEKI_THREE_SHARED_LIBERTIES[0])
    suggestion = suggest_dead(position, None, Deadline(None, cancelled=lambda: True))
    black = {p for p in position.points() if position.get(p) is not None and position.get(p).value == 1}
    inner = {p for p in black if p[0] <= 2}  # the black chain in the seki
    assert all(suggestion.confidence[p] < UNSURE for p in inner)
    assert all("time bound ran out" in suggestion.reasons[p] for p in inner)
    assert inner <= suggestion.unsure()


def test_a_time_bound_already_past_gives_an_answer_for_every_stone():
    position = parse_diagram(INVERTED_FIGHT[0])
    suggestion = suggest_dead(position, None, Deadline(0.0))
    assert set(suggestion.confidence) == {p for p in position.points() if position.get(p) is not None}


def test_cancel_is_asked_while_a_large_board_full_of_fights_is_read():
    """A 25x25 board tiled with the inverted fight: the reader asks the
    cancel flag as it goes, and once it says stop no more reading is done."""
    position = tiled(INVERTED_FIGHT[0], 25)
    asked = []

    def cancelled():
        asked.append(1)
        return len(asked) > 3

    suggest_dead(position, None, Deadline(None, cancelled=cancelled))
    assert len(asked) == 4  # asked until it said stop, never again


def test_the_search_answers_unknown_when_its_budget_runs_out():
    position = parse_diagram(INVERTED_FIGHT[0])
    cells = position.cells
    black = [i for i, v in enumerate(cells) if v == 1]
    area = sorted(set(black) | {i for i, v in enumerate(cells) if i < 9 * 3 and v != 2} | {9 * 1 + 3})
    walls = {i for i, v in enumerate(cells) if v == 2 and i not in area}
    assert read_group(cells, neighbour_table(9), area, walls, black[0], budget=3).status == UNKNOWN
    assert read_group(cells, neighbour_table(9), area, walls, black[0]).status != UNKNOWN


def test_a_stone_in_a_wide_eye_is_read_to_the_end_within_the_budget():
    diagram, dead = LONE_STONE_IN_A_WIDE_EYE
    suggestion = suggest_dead(parse_diagram(diagram), None, Deadline(None))
    assert {point_name(p) for p in suggestion.dead} == dead
    assert all("captured even if it plays first" in suggestion.reasons[p] for p in suggestion.dead)


def test_reasons_name_the_reading():
    suggestion = suggest_dead(parse_diagram(SEKI_THREE_SHARED_LIBERTIES[0]), None, Deadline(None))
    reasons = {suggestion.reasons[p] for p in suggestion.reasons if p[0] <= 2 and p[1] <= 5}
    assert "seki: 3 shared liberties neither side can fill" in reasons, sorted(point_name(p) for p in suggestion.reasons)


def read_whole_board(diagram, point, walls, ko_rule):
    """Read the group at ``point`` under ``ko_rule`` on what it reaches
    short of the ``walls`` (stones that cannot be captured)."""
    position = parse_diagram(diagram)
    size = position.size
    nbrs = neighbour_table(size)
    target = point[0] * size + point[1]
    safe = {r * size + c for r, c in walls}
    area = [target]
    for here in area:  # the list grows while it is walked
        area.extend(n for n in nbrs[here] if n not in safe and n not in area)
    return read_group(position.cells, neighbour_table(size), area, safe, target, budget=20000, ko_rule=ko_rule).status


def test_the_group_that_can_take_the_ko_first_lives_under_the_confirmation_rule():
    # A1 is a stone of the black group around the white ones; the white
    # wall above and on the right cannot be captured
    position = parse_diagram(OUTER_GROUP_TAKES_THE_KO[0])
    wall = [divmod(i, 9) for i, v in enumerate(position.cells) if v == 2 and (i // 9 >= 6 or i % 9 >= 7)]
    assert read_whole_board(OUTER_GROUP_TAKES_THE_KO[0], (0, 0), wall, ATTACKER_KOS) == DEAD
    assert read_whole_board(OUTER_GROUP_TAKES_THE_KO[0], (0, 0), wall, JAPANESE_KOS) == ALIVE


# ---- the reader's quick move generation --------------------------------------------


@settings(max_examples=60, deadline=None)
@given(cells_7x7, st.lists(st.booleans(), min_size=49, max_size=49))
def test_the_moves_read_off_the_chain_table_are_the_moves_played_out(cells, outside):
    """The reader does not play a move out to see what it captures, whether
    it is suicide and what liberties the target keeps: it reads them off
    the position's chain table. On random boards and areas (the stones
    left out of the area are safe walls), that must agree with playing
    the move, point by point and for both colours; and Benson's test must
    never pass a target that the quick test turned down."""
    from gocount_gui.scoring.reader import _Fight

    position = legal(Position(7, tuple(cells)))
    board = list(position.cells)
    # The safe walls are whole chains marked outside with a liberty outside
    # too, as in a real fight (a wall is safe when it has a liberty the
    # fight cannot fill, or is unconditionally alive); the area is the rest.
    size = 7
    safe: set[int] = set()
    for point in position.points():
        index = point[0] * size + point[1]
        if board[index] and outside[index] and index not in safe:
            chain = position.chain(point)
            if any(outside[r * size + c] for r, c in position.liberties(point)):
                safe |= {r * size + c for r, c in chain}
    area = [i for i in range(49) if i not in safe and not (outside[i] and not board[i])]
    stones = [i for i in area if board[i]]
    if not stones:
        return
    target = stones[0]
    fight = _Fight(board, neighbour_table(7), area, safe, target, 3 - board[target], 100, None)
    table = fight.chains()
    for point in area:
        if board[point]:
            continue
        for colour in (1, 2):
            quick = fight.captures(point, colour, table)
            played = fight.play(point, colour)
            assert (quick is None) == (played is None), (point, colour)
            if played is None:
                continue
            assert sorted(quick) == sorted(played), (point, colour)
            if colour == fight.defender:
                assert fight.target_liberties(point, played, table) == fight.chain(target)[1], point
            fight.undo(point, colour, played)
    chain_of, chain_libs, _ = table
    if fight._benson_alive(chain_of, chain_libs):
        assert fight._may_have_two_eyes(chain_libs[chain_of[target]])


def test_a_group_with_two_eyes_in_its_fight_passes_the_quick_test_and_benson():
    """The quick test in front of Benson's must let a living group through:
    two one-point eyes inside the fight."""
    from gocount_gui.scoring.reader import _Fight

    position = parse_diagram("""
        . o . o #
        o o o o #
        # # # # #
        . . . . .
        . . . . .
    """)
    white = [i for i, v in enumerate(position.cells) if v == 2]
    black = {i for i, v in enumerate(position.cells) if v == 1}
    fight = _Fight(position.cells, neighbour_table(5), white + [20, 22], black, white[0], 1, 100, None)
    assert fight.defender_safe()
    one_eye = _Fight(position.cells, neighbour_table(5), white + [20], black, white[0], 1, 100, None)  # the other eye outside the fight
    assert not one_eye.defender_safe()
