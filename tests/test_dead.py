"""Dead stones: Benson's life, the suggestion, the window's toggles and guard,
the corpus accuracy and the optional GNU Go referee."""

import dataclasses

import pytest

from gocount_gui.record import read_file
from gocount_gui.scoring import Colour, count_all, parse_diagram, preset
from gocount_gui.scoring.colour import neighbour_table, parse_point_name, point_name
from gocount_gui.scoring.dead import chain_stones, kill_guard, related_stones, suggest_dead
from gocount_gui.scoring.life import pass_alive
from gocount_gui.scoring.reader import ALIVE, DEAD, Deadline, read_group
from gocount_gui.scoring import referee

from dead_positions import (
    DEAD_WITH_FALSE_EYE,
    EYE_AGAINST_NO_EYE,
    FALSE_SEKI_WITH_A_KO_EYE,
    NAIVE_RULE_TRAPS,
    ONE_BIG_EYE,
    OPEN_BOARD,
    SEKI_WITH_DAME,
)

B, W = Colour.BLACK, Colour.WHITE


def names(points):
    return {point_name(p) for p in points}


def points(*names_, size=7):
    return {parse_point_name(n, size) for n in names_}


# ---- Benson -----------------------------------------------------------------


TWO_EYES = """
    . # . # o . .
    # # # # o . .
    o o o o o . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
"""


def test_a_group_with_two_one_point_eyes_is_pass_alive():
    position = parse_diagram(TWO_EYES)
    assert pass_alive(position) == position.stones(B)


def test_a_group_with_one_eye_is_not_pass_alive():
    position = parse_diagram(TWO_EYES).with_stones(B, [(6, 2)])
    assert pass_alive(position) == frozenset()


def test_an_enemy_stone_in_a_vital_eye_does_not_stop_pass_life():
    position = parse_diagram(TWO_EYES).with_stones(W, [(6, 2)])
    assert position.stones(B) <= pass_alive(position)


def test_one_big_eye_and_seki_are_alive_but_not_pass_alive():
    assert pass_alive(parse_diagram(ONE_BIG_EYE[0])) == frozenset()
    seki = parse_diagram(SEKI_WITH_DAME[0])
    assert not pass_alive(seki) & (seki.chain((1, 0)) | seki.chain((1, 3)))


# ---- the local search ------------------------------------------------------------


def test_a_ko_eye_loses_the_race_even_moving_first():
    position = parse_diagram(FALSE_SEKI_WITH_A_KO_EYE[0])
    cells, nbrs = position.cells, neighbour_table(position.size)
    white = 3  # D1
    area = [i for i in range(7 * 3) if position.cells[i] != 1 or i // 7 == 0]
    walls = {i for i in range(len(cells)) if cells[i] == 1 and i not in area}
    assert read_group(cells, nbrs, area, walls, white).status == DEAD


def test_in_seki_neither_side_captures_the_other_first():
    position = parse_diagram(SEKI_WITH_DAME[0])
    cells, nbrs = position.cells, neighbour_table(position.size)
    fight = [i for i in range(7 * 2)]
    walls = {i for i in range(len(cells)) if cells[i] and i not in fight}
    for target in (1, 3):  # B1, D1
        reading = read_group(cells, nbrs, fight, walls, target)
        assert (reading.status, reading.seki) == (ALIVE, True)


# ---- the suggestion -------------------------------------------------------------


@pytest.mark.parametrize("name", list(NAIVE_RULE_TRAPS))
def test_suggestion_where_a_naive_rule_fails(name):
    diagram, expected = NAIVE_RULE_TRAPS[name]
    suggestion = suggest_dead(parse_diagram(diagram))
    assert names(suggestion.dead) == expected


def test_pass_alive_stones_are_never_suggested_dead():
    position = parse_diagram(TWO_EYES)
    suggestion = suggest_dead(position)
    assert not suggestion.dead & pass_alive(position)
    assert all(suggestion.confidence[p] == 1.0 for p in position.stones(B))


def test_every_stone_gets_a_confidence_and_a_reason():
    position = parse_diagram(DEAD_WITH_FALSE_EYE[0])
    suggestion = suggest_dead(position, "japanese")
    stones = position.stones(B) | position.stones(W)
    assert set(suggestion.confidence) == stones == set(suggestion.reasons)
    assert all(0.0 <= value <= 1.0 for value in suggestion.confidence.values())
    assert suggestion.reasons[parse_point_name("B3", 7)].startswith("dead: captured even if it plays first")


def test_an_unsettled_group_is_kept_alive_and_flagged_unsure():
    position = parse_diagram(OPEN_BOARD[0])
    suggestion = suggest_dead(position)
    assert suggestion.dead == frozenset()
    assert suggestion.unsure() == position.stones(B) | position.stones(W)


def test_the_suggestion_counts_the_seki_eyes_for_their_owners():
    position = parse_diagram(SEKI_WITH_DAME[0])
    suggestion = suggest_dead(position, "chinese")
    regions = count_all(position, dead=suggestion.dead).regions
    assert (regions.seki_eyes.black, regions.seki_eyes.white) == (1, 1)


# ---- toggles and the guard ------------------------------------------------------


TWO_DEAD_GROUPS = """
    . . . . . . .
    . o . . . o .
    . . . . . . .
    # # # # # # #
    . . . . . . .
    o o o o o o o
    . . . . . . .
"""


def test_a_click_marks_the_chains_joined_through_the_same_region():
    position = parse_diagram(DEAD_WITH_FALSE_EYE[0])
    group = related_stones(position, parse_point_name("B3", 7))
    assert names(group) == DEAD_WITH_FALSE_EYE[1]


def test_a_click_reaches_separate_stones_in_the_same_territory():
    position = parse_diagram(TWO_DEAD_GROUPS)
    assert names(related_stones(position, parse_point_name("B6", 7))) == {"B6", "F6"}


def test_a_click_does_not_cross_living_enemy_stones():
    position = parse_diagram(TWO_DEAD_GROUPS)
    assert names(related_stones(position, parse_point_name("A2", 7))) == {f"{c}2" for c in "ABCDEFG"}


def test_related_stones_cross_dead_enemy_stones():
    position = parse_diagram(EYE_AGAINST_NO_EYE[0])
    inner = points("A2", "B2", "B1")
    alone = related_stones(position, parse_point_name("A2", 7))
    assert alone == inner
    crossing = related_stones(position, parse_point_name("A2", 7), dead=position.chain((2, 0)))
    assert crossing == position.stones(W)


def test_a_modifier_click_marks_one_chain():
    position = parse_diagram(DEAD_WITH_FALSE_EYE[0])
    assert names(chain_stones(position, parse_point_name("E1", 7))) == {"E1"}
    assert chain_stones(position, parse_point_name("G7", 7)) == frozenset()


def test_the_guard_refuses_a_group_with_two_eyes():
    position = parse_diagram(TWO_EYES)
    reason = kill_guard(position, related_stones(position, (6, 1)))
    assert reason == "the black group at A6 has 2 eyes (A7, C7): mark it dead only if you are sure"
    assert kill_guard(position, related_stones(position, (6, 1)), force=True) is None


def test_the_guard_refuses_a_group_with_five_points_of_territory():
    position = parse_diagram(TWO_DEAD_GROUPS)
    white_stones = points("B6", "F6")
    wall = position.chain((3, 0))
    reason = kill_guard(position, wall, dead=white_stones)
    assert reason == "the black group at A4 surrounds 21 points of territory: mark it dead only if you are sure"
    assert kill_guard(position, wall, dead=white_stones, force=True) is None


def test_the_guard_counts_the_dead_stones_lifted_as_territory():
    position = parse_diagram("""
        . . . # o . .
        o . . # o . .
        # # # # o . .
        o o o o o . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
    """)
    black = position.chain((6, 3))
    assert kill_guard(position, black) is None  # A7-C7 and B6-C6 touch White's A6: no territory
    assert "surrounds 6 points" in kill_guard(position, black, dead=position.chain((5, 0)))


def test_the_guard_allows_a_dead_group_and_an_empty_click():
    position = parse_diagram(DEAD_WITH_FALSE_EYE[0])
    assert kill_guard(position, related_stones(position, parse_point_name("B3", 7))) is None
    assert kill_guard(position, []) is None


# ---- the corpus -----------------------------------------------------------------


def _margin(record, dead, key):
    rules = preset(key)
    komi = record.komi if record.komi is not None else rules.default_komi
    tray = dataclasses.replace(record.tray, komi=komi)
    return count_all(record.position, tray, dead).counts[key].result.margin


def test_the_suggestion_matches_the_players_on_the_tb_tw_games(tb_tw_paths):
    """The 520 games of the dev corpus whose last node carries the players'
    TB/TW (the root index and kgs-6d-2017q1/): the suggested dead set must
    equal theirs on at least 495 (499 when this threshold was set, 485
    before the proof-number search; GNU Go 3.8 manages 491,
    and on 21 of our misses GNU Go gives the very same set: stones the
    players left on the board)."""
    paths = tb_tw_paths
    assert len(paths) == 520
    missed = []
    for path in paths:
        record = read_file(path)[0]
        dead = suggest_dead(record.position, record.rules_key, Deadline(None)).dead
        if dead != record.marked_dead:
            missed.append(path.name)
    assert len(paths) - len(missed) >= 495, missed


# The players' dead sets of three dev games, each decided by one of the
# whole-board checks after the reading (GNU Go 3.8 agrees on all three).
WHOLE_BOARD_CASES = {
    # a 42-stone group around eleven enemy stones lives by the ko it can take first
    "kgs-6d-2017q1/2017-02-16-6.sgf": "the ko settlement",
    # a 24-stone group read as unsettled touches the dead stones it surrounds
    "kgs-6d-2017q1/2017-01-06-18.sgf": "touching dead groups",
    # a lone stone in its own corner, once the enemy stones there are dead
    "kgs-6d-2017q1/2017-01-05-11.sgf": "no living enemy around it",
    # a one-point eye beside a chain with one other liberty, which the enemy
    # can take: it is no eye, and the eight stones around it lose the race
    "kgs-6d-2017q1/2017-03-30-7.sgf": "an eye short of liberties",
    # five points walled in by lone stones, one of them in atari: no two eyes
    "kgs-6d-2017q1/2017-03-23-13.sgf": "a space walled by a chain in atari",
}


@pytest.mark.parametrize("name", list(WHOLE_BOARD_CASES))
def test_whole_board_checks_give_the_players_dead_set(corpus_dir, name):
    record = read_file(corpus_dir / name)[0]
    suggestion = suggest_dead(record.position, record.rules_key, Deadline(None))
    assert suggestion.dead == record.marked_dead, WHOLE_BOARD_CASES[name]


# ---- the GNU Go referee ---------------------------------------------------------


def test_without_gnugo_the_referee_answers_none(monkeypatch, tmp_path):
    monkeypatch.setattr(referee, "_program", lambda: None)
    assert not referee.gnugo_available()
    assert referee.gnugo_dead(b"(;SZ[9])") is None


@pytest.mark.skipif(not referee.gnugo_available(), reason="GNU Go (gnugo) is not installed")
def test_gnugo_finds_the_dead_stone_of_a_small_game():
    sgf = b"(;GM[1]FF[4]SZ[9]KM[0]AB[ca][cb][cc][cd][ce][cf][cg][ch][ci]AW[ea][eb][ec][ed][ee][ef][eg][eh][ei][ae]" \
          b";B[];W[])"
    assert referee.gnugo_dead(sgf, timeout=30) == {(4, 0)}


@pytest.mark.skipif(not referee.gnugo_available(), reason="GNU Go (gnugo) is not installed")
def test_gnugo_reports_an_unreadable_file_clearly(tmp_path):
    broken = tmp_path / "broken.sgf"
    broken.write_bytes(b"(;SZ[9]AB[zz")
    with pytest.raises(referee.RefereeError, match="broken.sgf: GNU Go (refused|stopped early)"):
        referee.gnugo_dead(broken, size=9, timeout=30)
    with pytest.raises(referee.RefereeError, match="missing.sgf: cannot read"):
        referee.gnugo_dead(tmp_path / "missing.sgf", size=9, timeout=30)


def test_a_capturing_race_the_static_rules_decide_is_not_flagged_unsure(corpus_dir):
    """handtalk10 (GNU Go's regression games): two groups of six stones die
    by the static capturing-race rule, as the players marked them. That rule
    was right on every one of its 264 stones on both halves of the dev
    corpus, so it no longer asks the player to check: nothing is flagged."""
    path = corpus_dir / "gnugo-regression-games" / "handtalk" / "handtalk10.sgf"
    if not path.exists():
        pytest.skip(f"{path} is not in the corpus")
    record = read_file(path)[0]
    suggestion = suggest_dead(record.position, record.rules_key, Deadline(None))
    race = {p for p, reason in suggestion.reasons.items() if reason == "loses the capturing race against the enemy around it"}
    assert race and race <= suggestion.dead and suggestion.dead == record.marked_dead
    assert suggestion.unsure() == frozenset()
