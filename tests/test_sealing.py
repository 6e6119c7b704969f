"""Open borders: a territory that leaks through a gap needs sealing, a
board with large open areas does not look finished, and a finished board
says nothing. The CLI, the score panel, the sheet's wording and the board
show it."""

import csv
import json

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from gocount_gui.cli import main
from gocount_gui.model import CountState
from gocount_gui.model.state import take_snapshot
from gocount_gui.record import read_file
from gocount_gui.scoring import Colour, find_regions, parse_diagram
from gocount_gui.scoring.colour import point_name
from gocount_gui.ui.panel import ScorePanel, headline_for, open_borders_text
from gocount_gui.ui.paint import paint_board

from positions import SEKI_ONE_EYE_EACH, SEKI_WITH_DAME

B, W = Colour.BLACK, Colour.WHITE

# Black's lower left leaks through E5 to White's wall: one move closes it.
GAP_IN_THE_WALL = """
    . . . . # o .
    . . . . # o .
    . . . . . o .
    . . . . # o .
    # # # # # o .
    o o o o o o .
    . . . . . . .
"""

# The same board with the gap filled: every border is closed.
CLOSED = GAP_IN_THE_WALL.replace(". . . . . o .", ". . . . # o .", 1)

# A wall with two gaps on the edge of a 9x9 board.
TWO_GAPS = """
    . . . . . # o . .
    . . . . . # o . .
    . . . . . . o . .
    . . . . . # o . .
    . . . . . # o . .
    . . . . . . o . .
    # # # # # # o . .
    o o o o o o o . .
    . . . . . . . . .
"""

# Two walls far apart: nobody has settled the middle.
OPEN_MIDDLE = """
    . . # . . . . o . .
    . . # . . . . o . .
    . . # . . . . o . .
    . . # . . . . o . .
    . . # . . . . o . .
    . . # . . . . o . .
    . . # . . . . o . .
    . . # . . . . o . .
    . . # . . . . o . .
    . . # . . . . o . .
"""

# A thin line of dame between two walls, as a finished game leaves it.
DAME_LINE = "\n".join([". . # . o . ."] * 7)


def borders(diagram, dead=(), overrides=None):
    return find_regions(parse_diagram(diagram), dead, overrides).open_borders


def test_a_gap_in_a_wall_needs_sealing_by_the_territory_that_leaks():
    found = borders(GAP_IN_THE_WALL)
    assert found.needs_sealing == {(4, 4): B}
    assert found.sentence() == "The border at E5 is not closed; fill it or mark it before counting."
    assert not found.unfinished


def test_two_gaps_are_both_named():
    found = borders(TWO_GAPS)
    assert [point_name(p) for p in found.points()] == ["F7", "F4"]
    assert set(found.needs_sealing.values()) == {B}
    assert found.sentence().startswith("The borders at F7 and F4 are not closed")


def test_a_closed_board_and_a_dame_line_say_nothing():
    for diagram in (CLOSED, DAME_LINE):
        found = borders(diagram)
        assert found.needs_sealing == {} and found.open_points == 0 and found.sentence() == ""


@pytest.mark.parametrize("diagram", [SEKI_ONE_EYE_EACH, SEKI_WITH_DAME])
def test_the_shared_liberties_of_a_seki_are_not_an_open_border(diagram):
    assert borders(diagram).needs_sealing == {}


def test_an_owner_set_by_hand_closes_the_border():
    assert borders(GAP_IN_THE_WALL, overrides={(6, 0): B}).needs_sealing == {}


def test_a_dead_stone_lifted_opens_nothing_in_a_closed_territory():
    board = CLOSED.replace(". . . . # o .", ". o . . # o .", 1)  # a white stone inside Black's corner
    assert find_regions(parse_diagram(board)).region_at((6, 0)).owner is None  # standing, it makes the corner dame
    assert borders(board, dead=[(6, 1)]).needs_sealing == {}


def test_a_wide_open_middle_does_not_look_finished():
    found = borders(OPEN_MIDDLE)
    assert found.unfinished and found.open_points == 40
    assert found.unfinished_sentence().startswith("This game does not look finished: 40 points are still open")
    snapshot = take_snapshot(CountState(parse_diagram(OPEN_MIDDLE)))
    assert headline_for(snapshot).startswith("Not finished: ")
    assert "does not look finished" in open_borders_text(snapshot)


def _record(tmp_path, diagram, name="open.sgf"):
    position = parse_diagram(diagram)
    size = position.size
    letters = "abcdefghijklmnopqrs"
    stones = {1: "", 2: ""}
    for index, code in enumerate(position.cells):
        if code:
            row, col = divmod(index, size)
            stones[code] += f"[{letters[col]}{letters[size - 1 - row]}]"
    path = tmp_path / name
    path.write_text(f"(;GM[1]FF[4]SZ[{size}]KM[0.5]RU[Japanese]RE[B+3.5]AB{stones[1]}AW{stones[2]})")
    return path


def test_the_json_lists_the_points_in_the_dead_stones_notation(tmp_path, capsys):
    assert main(["--json", str(_record(tmp_path, GAP_IN_THE_WALL))]) == 0
    game = json.loads(capsys.readouterr().out)
    assert game["needs_sealing"] == ["ec"]  # E5 on a 7x7 board
    assert game["looks_finished"] is True
    assert main(["--json", str(_record(tmp_path, CLOSED, "closed.sgf"))]) == 0
    game = json.loads(capsys.readouterr().out)
    assert game["needs_sealing"] == [] and game["looks_finished"] is True


def test_the_text_output_warns_and_an_unfinished_game_is_not_a_confident_number(tmp_path, capsys):
    assert main([str(_record(tmp_path, GAP_IN_THE_WALL))]) == 0
    out = capsys.readouterr().out
    assert "warning: The border at E5 is not closed; fill it or mark it before counting." in out
    assert main([str(_record(tmp_path, OPEN_MIDDLE, "middle.sgf"))]) == 0
    out = capsys.readouterr().out
    chosen = next(line for line in out.splitlines() if line.startswith(" *"))
    assert chosen.endswith("(not finished: the board as it stands)")
    assert "warning: This game does not look finished" in out


def test_the_window_says_which_border_is_open_in_a_plain_sentence(qtbot, shown):
    from gocount_gui.model import GameModel

    model = GameModel()
    model.reset(CountState(parse_diagram(GAP_IN_THE_WALL)))
    panel = shown(ScorePanel(model), 420, 800)
    assert panel.open_label.isVisible()
    assert panel.open_label.text() == "The border at E5 is not closed; fill it or mark it before counting."
    # the user marks the region's owner: the sentence goes
    model.cycle_owner((6, 0))
    assert model.snapshot.score.regions.region_at((6, 0)).overridden
    assert not panel.open_label.isVisible()
    # an unfinished board: the headline says so instead of a plain result
    model.reset(CountState(parse_diagram(OPEN_MIDDLE)))
    assert panel.open_label.isVisible() and "does not look finished" in panel.open_label.text()
    assert panel.headline_text().startswith("Not finished: ")


def test_the_board_marks_the_gap_with_an_amber_ring(qapp):
    image = QImage(280, 280, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("magenta"))
    painter = QPainter(image)
    geo = paint_board(painter, QRectF(0, 0, 280, 280), take_snapshot(CountState(parse_diagram(GAP_IN_THE_WALL))))
    painter.end()
    centre = geo.centre((4, 4))
    cell = geo.centre((4, 5)).x() - centre.x()
    ring = image.pixelColor(round(centre.x() + 0.3 * cell), round(centre.y()))
    assert ring.red() > 200 and 100 < ring.green() < 200 and ring.blue() < 80  # amber
    core = image.pixelColor(round(centre.x()), round(centre.y()))
    assert core.lightness() < 60  # Black's territory leaks here
    # a closed border has no ring
    image.fill(QColor("magenta"))
    painter = QPainter(image)
    paint_board(painter, QRectF(0, 0, 280, 280), take_snapshot(CountState(parse_diagram(CLOSED))))
    painter.end()
    other = image.pixelColor(round(centre.x() + 0.3 * cell), round(centre.y()))
    assert not (other.red() > 200 and 100 < other.green() < 200 and other.blue() < 80)


def test_finished_kgs_games_rarely_raise_it(corpus_dir):
    """With the players' own dead stones and marks, needs_sealing stays
    empty on at least 95% of the finished games of kgs-6d-2017q1."""
    folder = corpus_dir / "kgs-6d-2017q1"
    with (folder / "INDEX.tsv").open(encoding="utf-8") as handle:
        names = [row["path"] for row in csv.DictReader(handle, delimiter="\t")]
    quiet = 0
    for name in names:
        record = read_file(folder / name)[0]
        found = find_regions(record.position, record.marked_dead, record.marked_owners()).open_borders
        quiet += not found.needs_sealing
    assert quiet >= 0.95 * len(names)


def test_the_status_bar_says_the_border_is_open_at_the_gap():
    from gocount_gui.ui.board import describe_point

    snapshot = take_snapshot(CountState(parse_diagram(GAP_IN_THE_WALL)))
    assert describe_point(snapshot, (4, 4)).endswith("the border of Black's area is open here: fill it or mark the owner")
    assert "open here" not in describe_point(snapshot, (5, 0))


def test_the_score_sheet_prints_the_warning_in_amber(qapp, monkeypatch):
    from gocount_gui.ui import sheet

    drawn = []
    original = sheet._Page.text

    def record_text(page, x, y, w, h, text, font, colour=sheet._INK, align=sheet._LEFT):
        if not page.dry:
            drawn.append((text, colour.name()))
        return original(page, x, y, w, h, text, font, colour, align)

    monkeypatch.setattr(sheet._Page, "text", record_text)
    sheet.sheet_image(sheet.sheet_game(take_snapshot(CountState(parse_diagram(GAP_IN_THE_WALL)))), dpi=50)
    warning = "Warning: The border at E5 is not closed; fill it or mark it before counting."
    assert (warning, "#b06000") in drawn
    drawn.clear()
    sheet.sheet_image(sheet.sheet_game(take_snapshot(CountState(parse_diagram(CLOSED)))), dpi=50)
    assert drawn and not any(text.startswith("Warning:") for text, _ in drawn)


def _ogs_board(data):
    """An OGS autoscore fixture's board, its dead stones (the stones its
    expected ownership gives to the other colour) and its ``s`` cells."""
    rows = [row.lower() for row in data["board"]]
    size = len(rows)
    position = parse_diagram("\n".join(" ".join({"b": "#", "w": "o"}.get(c, ".") for c in row) for row in rows))
    expected = data["correct_ownership"]
    sealed = data.get("sealed_ownership") or expected
    dead, marked = [], set()
    for y, row in enumerate(rows):
        for x, stone in enumerate(row):
            point = (size - 1 - y, x)
            if stone in "bw" and expected[y][x] in "BW" and expected[y][x].lower() != stone:
                dead.append(point)
            if sealed[y][x] == "s":
                marked.add(point)
    return position, dead, marked


def test_the_ogs_fixtures_points_to_seal_are_flagged_and_no_others(corpus_dir):
    paths = sorted((corpus_dir / "fixtures-ogs-goban-autoscore").glob("*.json"))
    assert paths
    for path in paths:
        position, dead, marked = _ogs_board(json.loads(path.read_text(encoding="utf-8")))
        found = set(find_regions(position, dead).open_borders.needs_sealing)
        if marked:
            assert marked <= found, path.name
        else:
            assert not found, path.name
