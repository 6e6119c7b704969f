"""The identities of SCORING.md on counts checked by hand, and the lid audit in words."""

import dataclasses

import pytest

from gocount_gui.scoring import Colour, PerColour, Tray, build_ledger, check_all, parse_diagram
from gocount_gui.scoring.komi import komi_advice

from positions import SEKI_NO_EYES, SEKI_ONE_EYE_EACH

B, W = Colour.BLACK, Colour.WHITE
HONEST = Tray(captures=PerColour(2, 4), passes=PerColour(1, 1), last_pass=W, komi=6.5)


def identities(diagram, tray, dead=()):
    ledger, _ = build_ledger(parse_diagram(diagram), tray, dead)
    return {i.number: i for i in check_all(ledger)}


def test_every_identity_holds_when_the_lids_add_up():
    result = identities(SEKI_NO_EYES, Tray(captures=PerColour(12, 6), passes=PerColour(1, 1), last_pass=W))
    assert {n: i.holds for n, i in result.items()} == {n: True for n in result}


def test_the_lid_audit_shows_the_numbers_put_in():
    audit = identities(SEKI_ONE_EYE_EACH, HONEST)["1"]
    assert audit.holds
    assert audit.left_text == "S_B + P_B + R_B - H' - L = 14 + 2 + 1 - 0 - 0 = 17"
    assert audit.right_text == "S_W + P_W + R_W = 12 + 4 + 1 = 17"


@pytest.mark.parametrize(
    "captures, words",
    [
        (PerColour(2, 3), "Black's lid is 1 stone short"),
        (PerColour(2, 1), "Black's lid is 3 stones short"),
        (PerColour(4, 4), "White's lid holds 2 too many"),
        (PerColour(2, 6), "White's lid is 2 stones short"),
    ],
)
def test_the_lid_audit_says_which_lid_is_short_and_by_how_many(captures, words):
    audit = identities(SEKI_ONE_EYE_EACH, dataclasses.replace(HONEST, captures=captures))["1"]
    assert audit.holds is False
    assert words in audit.why


def test_a_miscounted_lid_breaks_area_minus_territory_too():
    broken = identities(SEKI_ONE_EYE_EACH, dataclasses.replace(HONEST, captures=PerColour(2, 3)))
    assert broken["2"].holds is False
    assert broken["6"].holds is False


def test_area_minus_territory_counts_the_last_pass_the_handicap_and_seki_eyes():
    # Black passed last and got 3 handicap stones: the lids then balance with M_B - 1 = M_W.
    tray = Tray(captures=PerColour(2, 2), passes=PerColour(2, 1), last_pass=B, handicap=3, komi=0.5)
    result = identities(SEKI_ONE_EYE_EACH, tray)
    assert result["1"].holds
    two = result["2"]
    assert two.holds
    assert two.right_text == "1 + 2 + (1 - 2) + (1 - 1) = 2"


def test_aga_equivalence_and_prisoner_identities_do_not_apply_when_black_passed_last():
    tray = Tray(captures=PerColour(2, 2), passes=PerColour(2, 1), last_pass=B, handicap=3)
    result = identities(SEKI_ONE_EYE_EACH, tray)
    for number in ("3", "4", "6"):
        assert result[number].applies is False
        assert result[number].holds is None
        assert "Black passed last" in result[number].why


def test_seki_eyes_are_taken_off_the_area_side_and_said_so():
    three = identities(SEKI_ONE_EYE_EACH, HONEST)["3"]
    assert three.holds
    assert "seki eyes" in three.why


def test_area_iii_shows_stones_played_after_the_first_pass():
    tray = dataclasses.replace(HONEST, played_before_first_pass=PerColour(15, 15), played=PerColour(16, 16))
    result = identities(SEKI_ONE_EYE_EACH, tray)
    assert result["5"].holds
    assert result["5b"].applies and result["5b"].holds
    uneven = dataclasses.replace(HONEST, played_before_first_pass=PerColour(16, 15), played=PerColour(16, 16))
    assert identities(SEKI_ONE_EYE_EACH, uneven)["5b"].applies is False


def test_area_iii_catches_stones_played_that_are_neither_on_the_board_nor_in_a_lid():
    tray = dataclasses.replace(HONEST, played_before_first_pass=PerColour(17, 16), played=PerColour(17, 16))
    five = identities(SEKI_ONE_EYE_EACH, tray)["5"]
    assert five.holds is False
    assert "N_B = 17 but S_B + P_B = 16" in five.why


def test_parity_of_the_area_difference_follows_the_neutral_points():
    seven = identities(SEKI_NO_EYES, Tray())["7"]
    assert seven.holds
    assert seven.right_text == "7*7 - 2 = 47, odd"


@pytest.mark.parametrize(
    "komi, smallest",
    [(0, 1), (0.5, 1.5), (1, 0), (1.5, 0.5), (2, 1), (2.5, 1.5), (3, 0), (3.5, 0.5), (6.5, 1.5), (7.5, 0.5)],
)
def test_komi_table_of_seed_000_corollary_2_on_an_odd_board(komi, smallest):
    advice = komi_advice(361, komi)
    assert advice.smallest_difference == smallest
    assert advice.jigo_possible == (smallest == 0)


def test_komi_advice_on_an_even_board_and_with_neutral_points():
    assert komi_advice(324, 6.5).smallest_difference == 0.5
    assert komi_advice(324, 6).jigo_possible
    assert komi_advice(361, 7, neutral=1).smallest_difference == 1  # 360 counted points: even
    assert komi_advice(361, 6, neutral=1).jigo_possible
    assert "no jigo" in komi_advice(361, 7.5).text
