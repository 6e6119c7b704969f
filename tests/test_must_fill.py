"""Points that must be filled: false eyes at the edge and in the middle, a
cutting point inside a territory, seki eyes, and what a user sees of them
(the score, the JSON ledger, the breakdown, the status bar, the board)."""

import json

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from gocount_gui.cli import main
from gocount_gui.model import CountState
from gocount_gui.model.state import take_snapshot
from gocount_gui.scoring import Colour, RegionKind, find_regions, parse_diagram
from gocount_gui.scoring.colour import PerColour
from gocount_gui.scoring.count import count_all
from gocount_gui.scoring.ledger import Tray
from gocount_gui.ui.board import describe_point
from gocount_gui.ui.paint import paint_board

from positions import EYE_AGAINST_NO_EYE, SEKI_ONE_EYE_EACH, SEKI_WITH_DAME

B, W = Colour.BLACK, Colour.WHITE

# A3 is in atari: Black must connect at A2, a false eye on the edge.
EDGE_FALSE_EYE = """
    . . . . . . .
    o o o o o o o
    o o o o o o o
    o o # # # # #
    # o # . . . .
    . # # . . . .
    # # . . . . .
"""

# D5 is in atari between two white stones: D4 is a false eye in the middle.
MIDDLE_FALSE_EYE = """
    . . . . . . .
    o o o o o o o
    # # o # o # #
    # # # . # # #
    . . . # . . .
    . . . . . . .
    . . . . . . .
"""

# E5's other liberty, E6, is a dame: once White fills it, Black must connect
# at E4, a point of his big territory (a cutting point).
CUTTING_POINT = """
    . . . . . . .
    o o o o . o o
    o o o o # o o
    # # # # . # #
    . . . . . . .
    . . . . . . .
    . . . . . . .
"""

# The same cut, but the dame D5 joins E5 to D4: Black connects there, on a
# dame, and E4 stays territory.
JOINED_ON_A_DAME = """
    . . . . . . .
    o o o o o o o
    o o o . # o o
    # # # # . # #
    . . . . . . .
    . . . . . . .
    . . . . . . .
"""

# White's A2-C3 has two liberties, A5 (a point of White's top-left
# territory) and the dame D3; D3-E3 is a corridor of dame that reaches
# White's F3. White connects along it while the dame are filled, so A5 is
# not a point to fill.
JOINED_ALONG_A_DAME_CORRIDOR = """
    . . . o # . .
    . . . o # . .
    . o o o # o o
    o # # # # o .
    o o o . . o .
    o # # # # # o
    # . # # # o .
"""

# The same corridor ends at Black's F3: it joins White to nothing, and once
# the dame are filled White must connect at A5.
CORRIDOR_TO_NOWHERE = JOINED_ALONG_A_DAME_CORRIDOR.replace("o o o . . o .", "o o o . . # .")


def counted(diagram, komi=0.0, **kwargs):
    return count_all(parse_diagram(diagram), Tray(komi=komi), **kwargs)


def test_a_false_eye_on_the_edge_is_area_but_not_territory():
    score = counted(EDGE_FALSE_EYE)
    eye = score.regions.region_at((1, 0))
    assert eye.kind is RegionKind.FALSE_EYE and eye.owner is B
    assert score.ledger.territory == PerColour(13, 7)
    assert score.ledger.must_fill == PerColour(1, 0)
    assert score.ledger.seki_eyes == PerColour(1, 0)  # E_c holds it: area, not territory
    assert score.counts["japanese"].result.text == "B+6"
    assert score.counts["chinese"].result.text == "B+1"  # 21 + 1 - 21: area unchanged


def test_a_false_eye_in_the_middle():
    score = counted(MIDDLE_FALSE_EYE)
    eye = score.regions.region_at((3, 3))
    assert eye.kind is RegionKind.FALSE_EYE and eye.owner is B
    assert score.ledger.territory.black == 20
    assert score.counts["japanese"].result.text == "B+13"
    assert score.regions.must_fill_points().black == {(3, 3)}


def test_a_cutting_point_inside_a_territory_is_split_off_and_not_counted():
    score = counted(CUTTING_POINT)
    point = score.regions.region_at((3, 4))
    assert point.kind is RegionKind.MUST_FILL and point.owner is B and len(point) == 1
    rest = score.regions.region_at((2, 4))
    assert rest.kind is RegionKind.TERRITORY and len(rest) == 21
    assert score.ledger.territory.black == 21
    assert score.ledger.must_fill.black == 1
    assert score.counts["japanese"].result.text == "B+21"
    assert score.counts["chinese"].result.text == "B+17"  # 7 stones + 22 - 12
    # every point is counted once
    ledger = score.ledger
    assert ledger.area.black + ledger.area.white + ledger.neutral == 49
    # the territory the board shows under Japanese rules leaves E4 out, and
    # under Chinese rules keeps it
    assert (3, 4) not in score.regions.scored_points(False).black
    assert (3, 4) in score.regions.scored_points(True).black


def test_a_cut_the_owner_can_close_on_a_dame_costs_nothing():
    score = counted(JOINED_ON_A_DAME)
    assert score.regions.region_at((3, 4)).kind is RegionKind.TERRITORY
    assert score.ledger.must_fill == PerColour(0, 0)
    assert score.ledger.territory.black == 22


def test_a_chain_that_reaches_a_friend_along_dame_has_nothing_to_fill():
    score = counted(JOINED_ALONG_A_DAME_CORRIDOR)
    a5 = (4, 0)
    assert score.regions.region_at(a5).kind is RegionKind.TERRITORY
    assert a5 not in score.regions.must_fill_points().white
    assert a5 in score.regions.scored_points(False).white


def test_a_corridor_of_dame_that_reaches_no_friend_joins_nothing():
    score = counted(CORRIDOR_TO_NOWHERE)
    a5 = (4, 0)
    assert score.regions.region_at(a5).kind is RegionKind.MUST_FILL
    assert a5 in score.regions.must_fill_points().white
    assert a5 not in score.regions.scored_points(False).white


def test_an_eye_against_no_eye_is_territory_once_the_eyeless_stones_are_dead():
    position = parse_diagram(EYE_AGAINST_NO_EYE)
    black = [(2, 0), (2, 1), (2, 2), (2, 3), (1, 3), (0, 3)]
    regions = find_regions(position, dead=black)
    assert regions.region_at((0, 0)).kind is RegionKind.TERRITORY
    assert regions.must_fill == PerColour(0, 0)
    # Left alive, Black's stones share the dame C1-C2 with White's chain,
    # whose last liberty is then A1: White lives by the dame, as in a seki,
    # and A1 is area but not territory.
    alive = find_regions(position)
    assert (0, 0) in alive.must_fill_points().white
    assert (0, 0) not in alive.scored_points(False).white
    assert (0, 0) in alive.scored_points(True).white


# Black's C5-D5 and E4 keep E5 and the dame C4 and E3: once White fills
# the dame, Black's only liberty is E5. Left alive, the stones live by the
# dame as in a seki, and E5 is no territory (the corner of 2017-02-28-24).
ONE_EYE_AND_DAME = """
    o o # # .
    . o . o #
    . o o o .
    . . . . o
    . . . . .
"""


def test_one_eye_of_stones_living_by_the_dame_is_not_territory():
    regions = find_regions(parse_diagram(ONE_EYE_AND_DAME))
    e5 = (4, 4)
    assert regions.region_at(e5).kind is RegionKind.FALSE_EYE
    assert regions.territory.black == 0
    assert regions.seki_eyes.black == 1


@pytest.mark.parametrize("diagram", [SEKI_ONE_EYE_EACH, SEKI_WITH_DAME])
def test_seki_eyes_are_not_points_to_fill(diagram):
    regions = find_regions(parse_diagram(diagram))
    assert regions.must_fill == PerColour(0, 0)
    assert regions.seki_eyes == PerColour(1, 1)
    assert not regions.of_kind(RegionKind.MUST_FILL) and not regions.of_kind(RegionKind.FALSE_EYE)


def test_an_owner_set_by_hand_wins_over_the_analysis():
    score = counted(CUTTING_POINT, overrides={(0, 0): B})
    assert score.regions.region_at((3, 4)).kind is RegionKind.TERRITORY
    assert score.ledger.territory.black == 22
    # a click on the point itself sets the whole territory it was split from
    score = counted(CUTTING_POINT, overrides={(3, 4): B})
    assert score.ledger.territory.black == 22 and score.ledger.must_fill == PerColour(0, 0)


def test_the_breakdown_names_the_points_to_fill_under_territory_counting_only():
    score = counted(CUTTING_POINT)
    term = score.counts["japanese"].term("F")
    assert (term.black, term.white) == (0, 0)
    assert "Black 1, White 0" in term.label and "not territory" in term.label
    with pytest.raises(KeyError):
        score.counts["chinese"].term("F")
    with pytest.raises(KeyError):
        counted(JOINED_ON_A_DAME).counts["japanese"].term("F")


def test_the_status_bar_says_the_point_must_be_filled():
    snap = take_snapshot(CountState(parse_diagram(CUTTING_POINT)))
    text = describe_point(snap, (3, 4))
    assert text.startswith("E4 \u00b7 empty \u00b7 must be filled") and "not territory" in text
    snap = take_snapshot(CountState(parse_diagram(EDGE_FALSE_EYE)))
    assert "false eye: its owner must fill it" in describe_point(snap, (1, 0))
    # under Chinese rules the point scores: it is Black's
    snap = take_snapshot(CountState(parse_diagram(CUTTING_POINT), rules_key="chinese"))
    assert describe_point(snap, (3, 4)) == "E4 \u00b7 empty \u00b7 Black territory"


def _render(state):
    image = QImage(280, 280, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("magenta"))
    painter = QPainter(image)
    geo = paint_board(painter, QRectF(0, 0, 280, 280), take_snapshot(state))
    painter.end()
    return image, geo


def test_the_board_marks_a_point_to_fill_with_its_own_triangle(qapp):
    image, geo = _render(CountState(parse_diagram(CUTTING_POINT)))
    centre = geo.centre((3, 4))
    cell = geo.centre((3, 5)).x() - centre.x()
    # the triangle's body is dark (Black's), its top corner is where a
    # territory square would be empty: a square covers the corners
    # 0.2 cell out at the top, the triangle does not
    body = image.pixelColor(round(centre.x() + 0.06 * cell), round(centre.y() + 0.08 * cell))
    assert body.lightness() < 60
    corner = image.pixelColor(round(centre.x() - 0.16 * cell), round(centre.y() - 0.16 * cell))
    square = geo.centre((2, 4))
    square_corner = image.pixelColor(round(square.x() - 0.16 * cell), round(square.y() - 0.16 * cell))
    assert square_corner.lightness() < 60  # a territory square
    assert corner.lightness() > 100  # wood beside the triangle's tip


def test_the_json_ledger_and_breakdown_carry_the_points_to_fill(tmp_path, capsys):
    # CUTTING_POINT as a record's setup (row 7 is SGF row a)
    position = parse_diagram(CUTTING_POINT)
    letters = "abcdefg"
    black = "".join(f"[{letters[c]}{letters[6 - r]}]" for r in range(7) for c in range(7) if position.cells[r * 7 + c] == 1)
    white = "".join(f"[{letters[c]}{letters[6 - r]}]" for r in range(7) for c in range(7) if position.cells[r * 7 + c] == 2)
    path = tmp_path / "cut.sgf"
    path.write_text(f"(;GM[1]FF[4]SZ[7]KM[0]RU[Japanese]RE[B+21]AB{black}AW{white};B[];W[])")
    assert main(["--json", str(path)]) == 0
    game = json.loads(capsys.readouterr().out.splitlines()[0])
    assert game["ledger"]["F_B"] == 1 and game["ledger"]["T_B"] == 21
    assert game["result"] == "B+21" and game["matches_record"] is True
    labels = [t["symbol"] for t in game["results"]["japanese"]["breakdown"]]
    assert "F" in labels
