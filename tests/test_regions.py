"""Territory, dame, seki and false eyes, on boards drawn as diagrams."""

from gocount_gui.scoring import Colour, RegionKind, find_regions, parse_diagram

from positions import DEAD_WHITE_STONE_AT_B4, EYE_AGAINST_NO_EYE, FALSE_EYE, SEKI_NO_EYES, SEKI_ONE_EYE_EACH, SEKI_WITH_DAME

B, W = Colour.BLACK, Colour.WHITE


def test_seki_with_one_eye_each_makes_the_eyes_seki_eyes_and_the_liberty_neutral():
    regions = find_regions(parse_diagram(SEKI_ONE_EYE_EACH))
    assert regions.region_at((0, 2)).kind is RegionKind.SEKI
    assert regions.region_at((0, 0)).kind is RegionKind.SEKI_EYE
    assert regions.region_at((0, 0)).owner is B
    assert regions.region_at((0, 4)).kind is RegionKind.SEKI_EYE
    assert regions.region_at((0, 4)).owner is W
    assert (regions.seki_eyes.black, regions.seki_eyes.white) == (1, 1)
    assert regions.neutral == 1
    assert (regions.territory.black, regions.territory.white) == (12, 8)
    assert regions.in_seki((1, 0)) and regions.in_seki((0, 3))
    assert not regions.in_seki((6, 3))


def test_seki_is_still_found_when_the_dame_is_not_filled():
    regions = find_regions(parse_diagram(SEKI_WITH_DAME))
    assert regions.region_at((3, 3)).kind is RegionKind.DAME
    assert regions.region_at((0, 2)).kind is RegionKind.SEKI
    assert (regions.seki_eyes.black, regions.seki_eyes.white) == (1, 1)
    assert regions.neutral == 2
    assert regions.territory.black == 11


def test_seki_without_eyes_has_two_shared_liberties_and_no_territory_inside():
    regions = find_regions(parse_diagram(SEKI_NO_EYES))
    shared = regions.region_at((0, 2))
    assert shared.kind is RegionKind.SEKI
    assert shared.points == {(0, 2), (1, 2)}
    assert regions.seki_eyes.black == regions.seki_eyes.white == 0
    assert regions.neutral == 2
    assert regions.territory.white == 49 - 2 - regions.stones.black - regions.stones.white


def test_an_eye_against_no_eye_is_not_seki():
    regions = find_regions(parse_diagram(EYE_AGAINST_NO_EYE))
    assert regions.region_at((0, 2)).kind is RegionKind.DAME
    assert not regions.seki_stones


def test_unfilled_dame_between_living_groups_is_dame_not_seki():
    regions = find_regions(parse_diagram("""
        . . # . o . .
        . . # . o . .
        . . # . o . .
        . . # . o . .
        . . # . o . .
        . . # . o . .
        . . # . o . .
    """))
    dame = regions.region_at((0, 3))
    assert dame.kind is RegionKind.DAME
    assert len(dame) == 7
    assert (regions.territory.black, regions.territory.white) == (14, 14)


def test_a_false_eye_is_no_eye():
    regions = find_regions(parse_diagram(FALSE_EYE))
    eye = regions.region_at((1, 0))
    assert eye.kind is RegionKind.FALSE_EYE
    assert eye.owner is B
    assert regions.territory.black == 13
    assert regions.seki_eyes.black == 1  # area but not territory


def test_the_same_point_with_friendly_diagonals_is_a_real_eye():
    regions = find_regions(parse_diagram("""
        . o o o .
        o # # # o
        # # . # #
        # # # # #
        # # . # #
    """))
    assert regions.region_at((0, 2)).kind is RegionKind.TERRITORY
    assert regions.region_at((2, 2)).kind is RegionKind.TERRITORY
    assert regions.territory.black == 2


def test_dead_stones_are_lifted_and_their_points_become_territory():
    pos = parse_diagram(DEAD_WHITE_STONE_AT_B4)
    alive = find_regions(pos)
    assert alive.region_at((4, 0)).kind is RegionKind.DAME  # the white stone touches it
    dead = find_regions(pos, dead=[(3, 1)])
    region = dead.region_at((3, 1))
    assert region.kind is RegionKind.TERRITORY and region.owner is B
    assert dead.territory.black == 10
    assert dead.stones.white == 5


def test_a_caller_can_override_any_regions_owner():
    pos = parse_diagram(SEKI_ONE_EYE_EACH)
    regions = find_regions(pos, overrides={(0, 0): B, (0, 2): W})
    eye = regions.region_at((0, 0))
    assert eye.kind is RegionKind.TERRITORY and eye.owner is B and eye.overridden
    assert regions.region_at((0, 2)).owner is W
    assert regions.neutral == 0
    neutral = find_regions(pos, overrides={(6, 6): None})
    assert neutral.region_at((6, 6)).kind is RegionKind.DAME
    assert neutral.territory.black == 0


def test_an_empty_board_is_all_neutral():
    regions = find_regions(parse_diagram("""
        . . .
        . . .
        . . .
    """))
    assert regions.neutral == 9
    assert regions.territory.black == regions.territory.white == 0


def test_every_point_is_counted_once():
    for diagram in (SEKI_ONE_EYE_EACH, SEKI_WITH_DAME, SEKI_NO_EYES, FALSE_EYE):
        regions = find_regions(parse_diagram(diagram))
        total = (
            regions.stones.black + regions.stones.white + regions.territory.black + regions.territory.white
            + regions.seki_eyes.black + regions.seki_eyes.white + regions.neutral
        )
        assert total == regions.size ** 2
