"""Each counting method on a position whose numbers were checked by hand."""

import dataclasses

import pytest

from gocount_gui.scoring import Colour, PerColour, Result, Tray, count_all, parse_diagram, preset, preset_name
from gocount_gui.scoring.rules import AGA, CHINESE, JAPANESE, Compensation, Counting

from positions import DEAD_WHITE_STONE_AT_B4, SEKI_ONE_EYE_EACH

B, W = Colour.BLACK, Colour.WHITE

# SEKI_ONE_EYE_EACH: S_B 14, S_W 12, T_B 12, T_W 8, E_B 1, E_W 1, N 1.
# Black captured 4 white stones, White 2 black ones; one pass each, White last.
TRAY = Tray(
    captures=PerColour(2, 4),
    passes=PerColour(1, 1),
    last_pass=W,
    komi=6.5,
)


@pytest.fixture(scope="module")
def seki_score():
    return count_all(parse_diagram(SEKI_ONE_EYE_EACH), TRAY)


@pytest.mark.parametrize(
    "key, black, white, result",
    [
        ("japanese", 12 + 4, 8 + 2 + 6.5, "W+0.5"),  # seki eyes are not territory
        ("korean", 16, 16.5, "W+0.5"),
        ("chinese", 14 + 12 + 1, 12 + 8 + 1 + 6.5, "W+0.5"),  # seki eyes are area
        ("aga", 12 + 1 + 4 + 1, 8 + 1 + 2 + 1 + 6.5, "W+0.5"),  # territory + seki eyes + prisoners + pass stones
        ("equivalence", 27, 27.5, "W+0.5"),
        ("new zealand", 27, 27.5, "W+0.5"),
        ("ing", 27, 27.5, "W+0.5"),
        ("tromp-taylor", 27, 27.5, "W+0.5"),
        ("stone scoring", 14, 12 + 6.5, "W+4.5"),
        ("prisoner counting", 4 + 1, 2 + 1 + 6.5, "W+4.5"),
        ("area iii", 27 - 0, 21 + 0 + 6.5, "W+0.5"),  # n_B - n_W = 16 - 16
    ],
)
def test_each_preset_counts_the_seki_position_as_worked_out_by_hand(seki_score, key, black, white, result):
    count = seki_score.counts[key]
    assert (count.black, count.white) == (black, white)
    assert count.result.text == result


def test_japanese_seki_eyes_are_not_territory_but_chinese_seki_eyes_are_area(seki_score):
    assert [t.symbol for t in seki_score.counts["japanese"].terms if t.symbol == "E"] == []
    assert seki_score.counts["chinese"].term("E").black == 1


def test_area_handicap_compensation_follows_the_rule_set():
    pos = parse_diagram(SEKI_ONE_EYE_EACH)
    tray = dataclasses.replace(TRAY, handicap=4, komi=0.5)
    score = count_all(pos, tray)
    assert score.counts["chinese"].term("C(H)").white == 4  # C = H
    assert score.counts["equivalence"].term("C(H)").white == 3  # C = H'
    assert score.counts["new zealand"].term("C(H)").white == 0  # C = 0
    assert score.counts["chinese"].result.margin == 27 - 21 - 0.5 - 4
    assert score.counts["japanese"].term("C(H)").white == 0  # handicap stones are no points there


def test_white_adds_the_closing_pass_when_black_passed_last_under_aga():
    pos = parse_diagram(SEKI_ONE_EYE_EACH)
    black_last = dataclasses.replace(TRAY, passes=PerColour(2, 1), last_pass=B)
    score = count_all(pos, black_last)
    assert score.counts["aga"].term("R").black == 1 + 1  # White's pass and the closing pass
    assert score.counts["aga"].term("R").white == 2


def test_tromp_taylor_counts_dead_stones_where_they_stand():
    pos = parse_diagram(DEAD_WHITE_STONE_AT_B4)
    score = count_all(pos, Tray(captures=PerColour(0, 0), komi=0.5), dead=[(3, 1)])
    assert score.counts["chinese"].black == 5 + 10
    assert score.counts["tromp-taylor"].black == 5  # the white stone spoils Black's area
    assert score.counts["tromp-taylor"].white == 6 + 5 + 0.5


def test_area_iii_charges_black_for_stones_played_before_the_first_pass():
    pos = parse_diagram(SEKI_ONE_EYE_EACH)
    tray = dataclasses.replace(TRAY, played_before_first_pass=PerColour(16, 14), played=PerColour(16, 16))
    count = count_all(pos, tray).counts["area iii"]
    assert count.term("(n_B - n_W)/2").black == -1
    assert count.result.margin == (27 - 1) - (21 + 1) - 6.5


def test_results_read_as_players_write_them():
    assert Result(7.5).text == "B+7.5"
    assert Result(-12).text == "W+12"
    assert Result(0).text == "Jigo"
    assert Result(0).winner is None and Result(-1).winner == "W"


def test_presets_are_found_by_name_and_variants_are_custom():
    assert preset("Japanese") is JAPANESE
    assert preset("tromp/taylor").remove_dead is False
    assert preset_name(dataclasses.replace(CHINESE, default_komi=8)) == "Chinese"
    assert preset_name(dataclasses.replace(AGA, handicap_compensation=Compensation.H)) == "custom"
    with pytest.raises(ValueError, match="unknown rule set 'go'"):
        preset("go")


def test_a_users_variant_is_scored_beside_the_presets():
    variant = dataclasses.replace(JAPANESE, seki_eyes_score=True)
    score = count_all(parse_diagram(SEKI_ONE_EYE_EACH), TRAY, extra={"my rules": variant})
    assert score.counts["my rules"].black == score.counts["japanese"].black + 1
    assert variant.counting is Counting.TERRITORY
