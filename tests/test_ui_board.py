"""The board widget as a player meets it: clicks, drags and keys on the real
widget (offscreen), and the picture it paints checked pixel by pixel."""

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from gocount_gui.model import CountState, GameModel
from gocount_gui.scoring.colour import Colour, point_name
from gocount_gui.scoring.diagram import parse_diagram
from gocount_gui.scoring.regions import RegionKind
from gocount_gui.model.state import take_snapshot
from gocount_gui.ui.board import BoardWidget, Mode, describe_point
from gocount_gui.ui.paint import BoardStyle, geometry_for, paint_board, star_points

EXAMPLE = Path(__file__).parent.parent / "resources" / "example.sgf"

# the example's five white stones inside Black's top right, all single chains
# joined through Black's territory, and a black group with two eyes
M16, N17, M14 = (15, 11), (16, 12), (13, 11)
DEAD_IN_EXAMPLE = {(13, 11), (14, 12), (15, 11), (15, 13), (16, 12)}
F1 = (0, 5)

# Black on column B, White on column D, dame on column C; A is Black's
# territory, E White's
STRIPES = """
. # . o .
. # . o .
. # . o .
. # . o .
. # . o .
"""

# the same with a dead white stone on A3, inside Black's territory
STRIPES_DEAD = """
. # . o .
. # . o .
o # . o .
. # . o .
. # . o .
"""


@pytest.fixture
def model(qtbot):
    model = GameModel()
    model.new_count(9)
    return model


@pytest.fixture
def board(shown, model):
    return shown(BoardWidget(model), 500, 500)


def at(widget: BoardWidget, point) -> QPoint:
    """The pixel a player clicks for ``point``."""
    return widget.centre_of(point).toPoint()


def click(qtbot, widget, point, button=Qt.MouseButton.LeftButton, modifier=Qt.KeyboardModifier.NoModifier):
    qtbot.mouseClick(widget, button, modifier, at(widget, point))


def open_example(model: GameModel, *, clear: bool = True) -> None:
    model.open_file(EXAMPLE)
    if clear:
        model.clear_dead()


# ---- EDIT --------------------------------------------------------------------------


def test_left_click_places_black_and_right_click_white(qtbot, board, model):
    click(qtbot, board, (2, 3))
    click(qtbot, board, (6, 5), Qt.MouseButton.RightButton)
    position = model.state.position
    assert position.get((2, 3)) is Colour.BLACK
    assert position.get((6, 5)) is Colour.WHITE
    assert sum(1 for p in position.points() if position.get(p) is not None) == 2


def test_points_map_to_the_board_with_row_one_at_the_bottom(qtbot, board, model):
    geo = board.geometry_used
    bottom_left = board.centre_of((0, 0))
    top_right = board.centre_of((8, 8))
    assert bottom_left.y() > top_right.y() and bottom_left.x() < top_right.x()
    assert geo.point_at(bottom_left) == (0, 0) and geo.point_at(top_right) == (8, 8)
    assert board.point_at(QPointF(1, 1)) is None  # the wood's corner, off the grid
    click(qtbot, board, (0, 0))
    assert model.state.position.get((0, 0)) is Colour.BLACK


def test_a_drag_places_five_stones_as_one_undo_step(qtbot, board, model):
    steps = model.undo_stack.count()
    row = 4
    qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=at(board, (row, 2)))
    for col in range(3, 7):
        qtbot.mouseMove(board, at(board, (row, col)))
    qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=at(board, (row, 6)))
    position = model.state.position
    assert [position.get((row, c)) for c in range(2, 7)] == [Colour.BLACK] * 5
    assert model.undo_stack.count() == steps + 1
    model.undo_stack.undo()
    assert all(model.state.position.get((row, c)) is None for c in range(9))


def test_a_fast_drag_leaves_no_gaps_and_the_next_drag_is_its_own_step(qtbot, board, model):
    steps = model.undo_stack.count()
    qtbot.mousePress(board, Qt.MouseButton.RightButton, pos=at(board, (1, 1)))
    qtbot.mouseMove(board, at(board, (1, 7)))  # jumps over C2..G2
    qtbot.mouseRelease(board, Qt.MouseButton.RightButton, pos=at(board, (1, 7)))
    assert [model.state.position.get((1, c)) for c in range(1, 8)] == [Colour.WHITE] * 7
    click(qtbot, board, (5, 5))
    assert model.undo_stack.count() == steps + 2
    model.undo_stack.undo()
    assert model.state.position.get((5, 5)) is None
    assert model.state.position.get((1, 4)) is Colour.WHITE


def test_erasing_by_same_colour_shift_middle_and_the_erase_switch(qtbot, board, model):
    for point in [(0, 0), (0, 1), (0, 2), (0, 3)]:
        click(qtbot, board, point)
    click(qtbot, board, (1, 0), Qt.MouseButton.RightButton)
    position = model.state.position
    assert all(position.get((0, c)) is Colour.BLACK for c in range(4))

    click(qtbot, board, (0, 0))  # black on black takes it away
    click(qtbot, board, (0, 1), modifier=Qt.KeyboardModifier.ShiftModifier)
    click(qtbot, board, (0, 2), Qt.MouseButton.MiddleButton)
    click(qtbot, board, (1, 0), Qt.MouseButton.RightButton)  # white on white
    position = model.state.position
    assert [position.get((0, c)) for c in range(4)] == [None, None, None, Colour.BLACK]
    assert position.get((1, 0)) is None

    click(qtbot, board, (5, 5), Qt.MouseButton.RightButton)
    board.set_erase(True)
    click(qtbot, board, (0, 3))
    click(qtbot, board, (5, 5))  # the switch erases any colour
    click(qtbot, board, (7, 7))  # and places nothing on an empty point
    position = model.state.position
    assert position.get((0, 3)) is None and position.get((5, 5)) is None and position.get((7, 7)) is None
    board.set_erase(False)
    click(qtbot, board, (7, 7))
    assert model.state.position.get((7, 7)) is Colour.BLACK


def test_a_black_press_on_a_white_stone_replaces_it(qtbot, board, model):
    click(qtbot, board, (3, 3), Qt.MouseButton.RightButton)
    click(qtbot, board, (3, 3))
    assert model.state.position.get((3, 3)) is Colour.BLACK


# ---- DEAD ---------------------------------------------------------------------------


def test_dead_mode_click_marks_the_related_group_and_changes_the_count(qtbot, board, model):
    open_example(model)
    board.set_mode(Mode.DEAD)
    before = model.snapshot.chosen
    assert before.result.text == "W+18.5"
    click(qtbot, board, M16)
    assert model.state.dead == DEAD_IN_EXAMPLE
    after = model.snapshot.chosen
    assert after.result.text == "B+1.5"
    assert after.black != before.black
    # a second click brings them back to life, as one more undo step
    click(qtbot, board, N17)
    assert model.state.dead == frozenset()
    assert model.snapshot.chosen.result.text == "W+18.5"


def test_ctrl_click_marks_one_chain(qtbot, board, model):
    open_example(model)
    board.set_mode(Mode.DEAD)
    click(qtbot, board, M14, modifier=Qt.KeyboardModifier.ControlModifier)
    assert model.state.dead == {M14}


def test_a_living_group_is_refused_with_the_reason(qtbot, board, model):
    open_example(model)
    board.set_mode(Mode.DEAD)
    steps = model.undo_stack.count()
    notices = []
    model.notice.connect(notices.append)
    with qtbot.waitSignal(board.refused, timeout=1000) as refused:
        click(qtbot, board, F1)
    assert "2 eyes" in refused.args[0]
    assert notices and "2 eyes" in notices[0]
    assert model.state.dead == frozenset()
    assert model.undo_stack.count() == steps


def test_alt_click_forces_the_mark(qtbot, board, model):
    open_example(model)
    board.set_mode(Mode.DEAD)
    with qtbot.assertNotEmitted(board.refused):
        click(qtbot, board, F1, modifier=Qt.KeyboardModifier.AltModifier)
    assert F1 in model.state.dead
    assert all(model.state.position.get(p) is Colour.BLACK for p in model.state.dead)
    assert len(model.state.dead) > 10


def test_mode_changes_are_signalled(qtbot, board):
    seen = []
    board.mode_changed.connect(seen.append)
    board.set_mode(Mode.REGION)
    board.set_mode(Mode.REGION)
    board.set_mode(Mode.EDIT)
    assert seen == [Mode.REGION, Mode.EDIT]
    assert board.mode is Mode.EDIT


# ---- REGION ---------------------------------------------------------------------------


def test_region_mode_cycles_the_owner_and_the_territory_follows(qtbot, board, model):
    model.reset(CountState(parse_diagram(STRIPES)))
    board.set_mode(Mode.REGION)
    column_a = {(r, 0) for r in range(5)}

    def territory():
        snap = model.snapshot
        region = snap.score.regions.region_at((2, 0))
        return snap.territory.black & column_a, snap.territory.white & column_a, region.overridden

    assert territory() == (column_a, set(), False)  # auto: Black's
    click(qtbot, board, (2, 0))
    assert territory() == (column_a, set(), True)  # Black, by hand
    click(qtbot, board, (4, 0))
    assert territory() == (set(), column_a, True)  # White
    click(qtbot, board, (0, 0))
    assert territory() == (set(), set(), True)  # neutral
    click(qtbot, board, (2, 0))
    assert territory() == (column_a, set(), False)  # automatic again


def test_region_mode_on_a_living_stone_changes_nothing(qtbot, board, model):
    model.reset(CountState(parse_diagram(STRIPES)))
    board.set_mode(Mode.REGION)
    click(qtbot, board, (2, 1))
    assert model.undo_stack.count() == 0


# ---- keyboard ------------------------------------------------------------------------------


def test_arrows_and_space_place_at_the_cursor(qtbot, board, model):
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Up)
    qtbot.keyClick(board, Qt.Key.Key_Up)
    qtbot.keyClick(board, Qt.Key.Key_Left)
    assert board.cursor_point == (6, 3)
    qtbot.keyClick(board, Qt.Key.Key_Space)
    assert model.state.position.get((6, 3)) is Colour.BLACK
    qtbot.keyClick(board, Qt.Key.Key_Down)
    qtbot.keyClick(board, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert model.state.position.get((5, 3)) is Colour.WHITE
    qtbot.keyClick(board, Qt.Key.Key_Delete)
    assert model.state.position.get((5, 3)) is None
    qtbot.keyClick(board, Qt.Key.Key_Right)
    qtbot.keyClick(board, Qt.Key.Key_W)
    assert model.state.position.get((5, 4)) is Colour.WHITE
    qtbot.keyClick(board, Qt.Key.Key_Left)
    qtbot.keyClick(board, Qt.Key.Key_B)
    assert model.state.position.get((5, 4)) is Colour.BLACK


def test_b_and_w_move_the_cursor_on_as_a_typist_expects(qtbot, board, model):
    """A line typed as B, W, B...: each key places and steps right, and
    past the right edge the cursor goes to the start of the line below."""
    size = model.state.position.size
    board.setFocus()
    board.set_cursor_point((4, size - 2))
    said = []
    board.hovered.connect(said.append)
    for key in (Qt.Key.Key_B, Qt.Key.Key_W, Qt.Key.Key_B):
        qtbot.keyClick(board, key)
    assert model.state.position.get((4, size - 2)) is Colour.BLACK
    assert model.state.position.get((4, size - 1)) is Colour.WHITE
    assert model.state.position.get((3, 0)) is Colour.BLACK
    assert board.cursor_point == (3, 1)
    # the status bar speaks of the stone just placed as a stone
    assert said[-1].startswith(point_name((3, 0))) and "black stone" in said[-1]
    board.setFocus()
    board.set_cursor_point((2, 2))
    model.place([(2, 2)], Colour.WHITE)  # placed another way (a click, an undo): the words follow
    assert said[-1].startswith(point_name((2, 2))) and "empty" not in said[-1]


def test_a_new_count_starts_with_the_cursor_in_the_middle(qtbot, board, model):
    board.setFocus()
    board.set_cursor_point((0, 0))
    model.reset(CountState(parse_diagram(STRIPES)))
    qtbot.keyClick(board, Qt.Key.Key_Space)  # acts where the cursor starts: the middle
    middle = model.state.position.size // 2
    assert board.cursor_point == (middle, middle)


def test_the_cursor_stays_on_the_board(qtbot, board):
    board.setFocus()
    for _ in range(12):
        qtbot.keyClick(board, Qt.Key.Key_Down)
        qtbot.keyClick(board, Qt.Key.Key_Left)
    assert board.cursor_point == (0, 0)
    qtbot.keyClick(board, Qt.Key.Key_End)
    assert board.cursor_point == (0, 8)


def test_keys_in_dead_mode_mark_group_chain_and_force(qtbot, board, model):
    open_example(model)
    board.set_mode(Mode.DEAD)
    board.set_cursor_point(M14)
    qtbot.keyClick(board, Qt.Key.Key_C)
    assert model.state.dead == {M14}
    qtbot.keyClick(board, Qt.Key.Key_C)
    assert model.state.dead == frozenset()
    qtbot.keyClick(board, Qt.Key.Key_Space)
    assert model.state.dead == DEAD_IN_EXAMPLE
    board.set_cursor_point(F1)
    with qtbot.waitSignal(board.refused, timeout=1000):
        qtbot.keyClick(board, Qt.Key.Key_Space)
    assert F1 not in model.state.dead
    qtbot.keyClick(board, Qt.Key.Key_Space, Qt.KeyboardModifier.AltModifier)
    assert F1 in model.state.dead


# ---- hover ----------------------------------------------------------------------------------


def test_hovering_describes_the_point(qtbot, board, model):
    open_example(model, clear=False)
    with qtbot.waitSignal(board.hovered, timeout=1000) as hovered:
        qtbot.mouseMove(board, at(board, M16))
    text = hovered.args[0]
    assert text.startswith("M16") and "white stone" in text and "dead" in text and "Black territory" in text
    with qtbot.waitSignal(board.hovered, timeout=1000) as hovered:
        qtbot.mouseMove(board, at(board, (0, 0)))
    assert hovered.args[0] == "A1 \u00b7 empty \u00b7 White territory"


def test_descriptions_of_dame_and_overrides():
    snap = take_snapshot(CountState(parse_diagram(STRIPES)))
    assert describe_point(snap, (2, 2)) == "C3 \u00b7 empty \u00b7 dame"
    assert describe_point(snap, (2, 1)) == "B3 \u00b7 black stone"
    snap = take_snapshot(CountState(parse_diagram(STRIPES), overrides={(0, 4): Colour.BLACK}))
    assert describe_point(snap, (3, 4)) == "E4 \u00b7 empty \u00b7 Black territory \u00b7 owner set by hand"


def test_accessibility_and_sizes(board):
    assert board.accessibleName() and "Arrow keys" in board.accessibleDescription()
    assert board.focusPolicy() == Qt.FocusPolicy.StrongFocus and board.hasMouseTracking()
    assert board.heightForWidth(333) == 333
    assert board.sizeHint().width() >= 600 and board.minimumSizeHint().width() <= 260


# ---- the picture ---------------------------------------------------------------------------------


def render(snapshot, side=300, ratio=1.0, **options):
    """``snapshot`` painted into a ``side`` square image of ``ratio``; the
    image and the geometry (logical coordinates)."""
    pixels = round(side * ratio)
    image = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor("magenta"))
    painter = QPainter(image)
    geo = paint_board(painter, QRectF(0, 0, side, side), snapshot, **options)
    painter.end()
    return image, geo


def pixel(image, geo, point, dx=0.0, dy=0.0) -> QColor:
    """The colour at ``point``'s centre moved by ``dx, dy`` cells."""
    centre = geo.centre(point)
    ratio = image.devicePixelRatio()
    x = (centre.x() + dx * geo.cell) * ratio
    y = (centre.y() + dy * geo.cell) * ratio
    return image.pixelColor(QPoint(int(x), int(y)))


def is_wood(colour: QColor) -> bool:
    wood = BoardStyle().wood
    return abs(colour.red() - wood.red()) < 40 and abs(colour.green() - wood.green()) < 40 and abs(colour.blue() - wood.blue()) < 40


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_stones_territory_and_dame_in_the_picture(qapp, ratio):
    snap = take_snapshot(CountState(parse_diagram(STRIPES)))
    image, geo = render(snap, ratio=ratio)
    assert pixel(image, geo, (2, 1)).lightness() < 100  # black stone
    assert pixel(image, geo, (2, 3)).lightness() > 190  # white stone
    # a territory square beside each territory point's centre, none at dame
    assert pixel(image, geo, (2, 0), 0.1, 0.1).lightness() < 60
    assert pixel(image, geo, (2, 4), 0.1, 0.1).lightness() > 200
    assert is_wood(pixel(image, geo, (2, 2), 0.15, 0.06))
    # the dame mark: a small grey ring (on the diagonal, off the grid lines)
    dame = pixel(image, geo, (2, 2), 0.078, 0.078)
    assert not is_wood(dame) and abs(dame.red() - dame.blue()) < 30
    # the board keeps square and centred in a wide rectangle
    assert image.pixelColor(QPoint(1, 1)) != QColor("magenta")


def test_a_dead_stone_looks_different_and_counts_for_the_opponent(qapp):
    snap = take_snapshot(CountState(parse_diagram(STRIPES_DEAD), dead=frozenset({(2, 0)})))
    alive = take_snapshot(CountState(parse_diagram(STRIPES_DEAD)))
    image, geo = render(snap)
    living_image, _ = render(alive)
    living_white = pixel(image, geo, (2, 3), 0.3)
    dead_white = pixel(image, geo, (2, 0), 0.3)
    assert living_white.lightness() > 190
    assert living_white.lightness() - dead_white.lightness() > 25
    assert pixel(living_image, geo, (2, 0), 0.3).lightness() > 190  # alive, the same stone is bright
    # Black's territory square on the dead stone's centre
    assert pixel(image, geo, (2, 0)).lightness() < 60
    assert pixel(living_image, geo, (2, 0)).lightness() > 150


def test_overrides_cursor_and_last_move_are_drawn(qapp):
    base = CountState(parse_diagram(STRIPES), last_move=(2, 1))
    plain, geo = render(take_snapshot(base))
    marked, _ = render(take_snapshot(base.replace(overrides={(0, 0): Colour.BLACK})), cursor=(4, 2))
    # the hand-set owner's frame, outside the square
    assert is_wood(pixel(plain, geo, (2, 0), 0.29, 0.1))
    assert pixel(marked, geo, (2, 0), 0.29, 0.1).lightness() < 90
    # the cursor frame half a cell from the centre
    assert is_wood(pixel(plain, geo, (4, 2), 0.5, 0.25))
    assert not is_wood(pixel(marked, geo, (4, 2), 0.5, 0.25))
    # the last move's ring: light on the black stone, a little off centre
    ring = geo.cell * 0.48 * 0.45 / geo.cell
    assert pixel(plain, geo, (2, 1), ring).lightness() > 150
    assert pixel(plain, geo, (2, 1)).lightness() < 100


def test_unsure_and_seki_marks(qapp):
    position = parse_diagram(STRIPES)
    sure = take_snapshot(CountState(position, confidence={(2, 1): 0.9}))
    unsure = take_snapshot(CountState(position, confidence={(2, 1): 0.2}))
    assert unsure.unsure == {(2, 1)}
    a, geo = render(sure)
    b, _ = render(unsure)
    ring = pixel(b, geo, (2, 1), 0.48 * 0.92)
    assert ring.red() > 200 and ring.blue() < 80  # amber
    assert pixel(a, geo, (2, 1), 0.48 * 0.92).lightness() < 90


def test_seki_marks(qapp):
    seki = parse_diagram("""
        . o # . o #
        o o # . o #
        # # # o o #
        o o o # # #
        . # . # . #
        # # # # # #
    """)
    snap = take_snapshot(CountState(seki))
    regions = snap.score.regions
    assert RegionKind.SEKI in {r.kind for r in regions.regions}
    image, geo = render(snap)
    shared = next(p for r in regions.regions if r.kind is RegionKind.SEKI for p in r.points)
    mark = pixel(image, geo, shared)
    assert not is_wood(mark) and abs(mark.red() - mark.blue()) < 30
    stone = next(p for p in seki.points() if regions.in_seki(p) and seki.get(p) is Colour.BLACK)
    assert pixel(image, geo, stone).lightness() > pixel(image, geo, stone, 0.25).lightness() + 40
    # the dot in the shade that stands out: light on black stones, dark on white ones
    assert pixel(image, geo, stone).lightness() > 180
    white = next(p for p in seki.points() if regions.in_seki(p) and seki.get(p) is Colour.WHITE)
    assert pixel(image, geo, white).lightness() < pixel(image, geo, white, 0.25).lightness() - 80


# STRIPES_DEAD with a dead black stone on E3 too, inside White's territory
BOTH_DEAD = """
. # . o .
. # . o .
o # . o #
. # . o .
. # . o .
"""


@pytest.mark.parametrize("style", [BoardStyle(), BoardStyle.dark_style()], ids=["light", "dark"])
@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_dead_stones_stay_black_and_white_and_their_cross_shows_over_the_territory_mark(qapp, style, ratio):
    dead_white, dead_black = (2, 0), (2, 4)
    snap = take_snapshot(CountState(parse_diagram(BOTH_DEAD), dead=frozenset({dead_white, dead_black})))
    assert dead_white in snap.territory.black and dead_black in snap.territory.white
    image, geo = render(snap, ratio=ratio, style=style)
    # the stone between two arms of its cross: faded to grey, not to the
    # wood's brown or beige
    for point in (dead_white, dead_black):
        body = pixel(image, geo, point, 0.3)
        assert abs(body.red() - body.blue()) < 16, (point, body.name())
    assert pixel(image, geo, dead_black, 0.3).lightness() < 100
    assert pixel(image, geo, dead_white, 0.3).lightness() > 150
    # the cross over the territory square's corner and out to its ends
    for point, dark in ((dead_white, True), (dead_black, False)):
        for along in (0.17, 0.3):
            arm = pixel(image, geo, point, along, along).lightness()
            assert (arm < 70) if dark else (arm > 190), (point, along, arm)


def test_geometry_square_centred_and_star_points():
    geo = geometry_for(QRectF(0, 0, 800, 400), 19)
    first, last = geo.centre((18, 0)), geo.centre((0, 18))
    assert first.y() > 0 and last.y() < 400
    assert abs((first.x() + last.x()) / 2 - 400) < 1e-6
    assert geo.point_at(QPointF(first.x() + geo.cell * 0.4, first.y())) == (18, 0)
    assert geo.point_at(QPointF(first.x() - geo.cell * 0.6, first.y())) is None
    assert len(star_points(19)) == 9 and (9, 9) in star_points(19) and (3, 15) in star_points(19)
    assert sorted(star_points(13)) == [(3, 3), (3, 9), (6, 6), (9, 3), (9, 9)]
    assert sorted(star_points(9)) == [(2, 2), (2, 6), (4, 4), (6, 2), (6, 6)]


def test_many_repaints_do_not_wear_out_the_interpreter(qtbot, board, model):
    """PySide6 6.12.0 on Python 3.11 took a reference from None on every
    call of a void C++ method, and the interpreter aborted after a few
    dozen board repaints; pyproject pins a PySide6 without that bug."""
    import sys

    open_example(model, clear=False)
    before = sys.getrefcount(None)
    for _ in range(60):
        board.repaint()
    assert board.isVisible()
    assert sys.getrefcount(None) >= before - 100  # 6.12.0 lost about 1000 per repaint
