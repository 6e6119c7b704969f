"""The score sheet as a tournament director files it: PDF and PNG that
open, the board as the window draws it, marks that survive a
black-and-white printer, and the File menu's export and print."""

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QFileDialog

from gocount_gui.model import GameModel, take_snapshot
from gocount_gui.record import read_file
from gocount_gui.scoring import Colour
from gocount_gui.ui.board import BoardWidget
from gocount_gui.ui.panel import ScorePanel, headline_for, identity_entry, identity_lines, row_cells
from gocount_gui.ui.sheet import (
    SheetError,
    export_sheet,
    print_sheet,
    render_image,
    sheet_game,
    sheet_size_px,
)

ROOT = Path(__file__).parent.parent
KGS_GAME = ROOT / "tests" / "data" / "kgs-2019-04-13-68-aga.sgf"
PAGE_POINTS = {"a4": (595, 842), "letter": (612, 792)}


@pytest.fixture
def game_model(qtbot):
    model = GameModel()
    model.open_file(KGS_GAME)
    return model


@pytest.fixture
def game(game_model):
    return sheet_game(game_model.snapshot, game_model.record)


def pdf_facts(data: bytes) -> tuple[int, tuple[float, float]]:
    """The number of pages and the first page's size in points."""
    pages = len(re.findall(rb"/Type\s*/Page(?![s\w])", data))
    box = re.search(rb"/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]", data)
    return pages, (float(box.group(1)), float(box.group(2)))


def grey(image: QImage, x: int, y: int) -> float:
    c = image.pixelColor(x, y)
    return 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue()


def luminance(image: QImage, point: QPointF) -> float:
    """The mean grey of the 3x3 pixels around ``point``."""
    x, y = round(point.x()), round(point.y())
    return sum(grey(image, x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)) / 9


def extremes_on_cross(image: QImage, centre: QPointF, cell: float) -> tuple[float, float]:
    """The darkest and the lightest pixel along the upper-left arm of a
    dead stone's cross (clear of the territory square in the middle)."""
    values = []
    for step in range(5):
        t = (0.25 + 0.01 * step) * cell
        for across in (-1, 0, 1):
            values.append(grey(image, round(centre.x() - t + across), round(centre.y() - t - across)))
    return min(values), max(values)


def read_board(image: QImage, geometry) -> dict:
    """What stands on every point of a board picture, read off the pixels:
    "B", "W", "dead B", "dead W" or "." (empty), whatever the style.

    Per point: the stone's body off the centre (clear of the
    grid, the territory square and the marks), a spot on the arm of the
    dead cross, and the bare board in the middle of the grid square."""
    cell = geometry.cell
    found = {}
    for row in range(geometry.size):
        for col in range(geometry.size):
            c = geometry.centre((row, col))
            body = luminance(image, c + QPointF(-0.36 * cell, -0.1 * cell))
            darkest, lightest = extremes_on_cross(image, c, cell)
            board = luminance(image, c + QPointF(0.5 * cell, 0.5 * cell))
            if body < 100 and lightest < 100:
                found[(row, col)] = "B"
            elif body < 170 and lightest - body > 60:
                found[(row, col)] = "dead B"
            elif darkest < 90:
                found[(row, col)] = "dead W"
            elif body > board + 12:
                found[(row, col)] = "W"
            else:
                found[(row, col)] = "."
    return found


def expected_board(state) -> dict:
    letters = {Colour.BLACK: "B", Colour.WHITE: "W"}
    expected = {}
    for row in range(state.size):
        for col in range(state.size):
            colour = state.position.get((row, col))
            if colour is None:
                expected[(row, col)] = "."
            else:
                expected[(row, col)] = ("dead " if (row, col) in state.dead else "") + letters[colour]
    return expected


# ---- files ---------------------------------------------------------------------------


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_pdf_sheet_is_one_portrait_page_of_the_paper(game, tmp_path, paper):
    path = export_sheet(tmp_path / "sheet.pdf", game, paper)
    data = path.read_bytes()
    assert data.startswith(b"%PDF-")
    pages, size = pdf_facts(data)
    assert pages == 1
    assert size == pytest.approx(PAGE_POINTS[paper], abs=1)


def test_the_pdf_rendered_back_shows_the_stones_where_they_stand(game, tmp_path):
    pdftoppm = shutil.which("pdftoppm")
    if pdftoppm is None:
        pytest.skip("pdftoppm (poppler-utils) is not installed: the PDF cannot be rendered back to an image")
    path = export_sheet(tmp_path / "sheet.pdf", game, "a4")
    subprocess.run([pdftoppm, "-r", "150", "-png", "-singlefile", str(path), str(tmp_path / "page")], check=True, timeout=60)
    page = QImage(str(tmp_path / "page.png"))
    assert page.width() == pytest.approx(1240, abs=1) and page.height() == pytest.approx(1754, abs=1)  # A4 at 150 dpi
    _image, layout = render_image(game, "a4", 150)  # where the board lies at 150 dpi
    found = read_board(page, layout.geometry)
    expected = expected_board(game.snapshot.state)
    assert found == expected
    assert sum(v == "B" for v in found.values()) > 50 and sum(v == "W" for v in found.values()) > 50


def test_the_png_sheet_is_the_page_at_150_dpi_and_not_blank(game, tmp_path):
    path = export_sheet(tmp_path / "sheet.png", game, "a4")
    image = QImage(str(path))
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert (image.width(), image.height()) == (1240, 1754)
    assert sheet_size_px("letter").toSize().width() == 1275
    small = image.scaled(124, 175)
    greys = [luminance(small, QPointF(x, y)) for x in range(1, 123, 3) for y in range(1, 174, 3)]
    dark = sum(g < 128 for g in greys)
    assert dark > len(greys) * 0.02  # ink: stones, text and rules
    assert sum(g > 245 for g in greys) > len(greys) * 0.3  # and white paper around it


def test_a_file_that_is_not_pdf_or_png_is_refused(game, tmp_path):
    with pytest.raises(ValueError, match="pdf or .png"):
        export_sheet(tmp_path / "sheet.jpg", game)


def test_an_unwritable_folder_says_so_and_writes_nothing(game, tmp_path):
    target = tmp_path / "no such folder" / "sheet.pdf"
    with pytest.raises(SheetError, match="does not exist") as error:
        export_sheet(target, game)
    assert error.value.path == str(target)
    assert not target.parent.exists()


def test_a_corpus_game_gets_a_sheet(corpus_dir, tmp_path, qtbot):
    records = None
    for path in sorted(corpus_dir.rglob("*.sgf"))[:40]:
        try:
            records = read_file(path)
        except ValueError:
            continue
        if records and records[0].size == 19 and records[0].moves > 100:
            break
    if not records:
        pytest.skip("no readable 19x19 game in the first files of ../shared/corpus")
    model = GameModel()
    model.open_file(path)
    game = sheet_game(model.snapshot, model.record)
    pdf = export_sheet(tmp_path / "corpus.pdf", game, "letter").read_bytes()
    assert pdf_facts(pdf)[0] == 1
    image = QImage(str(export_sheet(tmp_path / "corpus.png", game, "letter")))
    assert (image.width(), image.height()) == (1275, 1650)


# ---- the board on the sheet ----------------------------------------------------------------------


def test_the_sheet_board_is_the_widget_board(game_model, game, shown):
    widget = shown(BoardWidget(game_model), 640, 640)
    on_screen = read_board(widget.grab().toImage(), widget.geometry_used)
    image, layout = render_image(game, "a4", 150)
    on_paper = read_board(image, layout.geometry)
    expected = expected_board(game_model.snapshot.state)
    assert on_screen == expected
    assert on_paper == on_screen
    assert sum(v.startswith("dead") for v in on_paper.values()) == 6


def test_the_board_reading_tells_a_different_count_apart(game_model, game):
    # the same game with its dead stones alive again: the reading must differ
    alive = sheet_game(take_snapshot(game_model.state.with_dead(())), game_model.record)
    image, layout = render_image(alive, "a4", 150)
    dead_image, dead_layout = render_image(game, "a4", 150)
    assert read_board(image, layout.geometry) != read_board(dead_image, dead_layout.geometry)


def test_territory_marks_differ_in_shape_in_black_and_white(game):
    image, layout = render_image(game, "a4", 150)
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    geometry = layout.geometry
    territory = game.snapshot.territory
    assert territory.black and territory.white
    half = geometry.cell * 0.2  # the print style's square
    for point in territory.black:
        if game.snapshot.state.position.get(point) is None:
            # Black's territory: a filled dark square
            assert luminance(grey, geometry.centre(point)) < 70
    for point in territory.white:
        if game.snapshot.state.position.get(point) is None:
            centre = geometry.centre(point)
            # White's territory: a hollow square, light inside, dark edged
            assert luminance(grey, centre) > 200
            assert luminance(grey, centre + QPointF(half, 0)) < 150


# ---- the wording is the panel's ------------------------------------------------------------


def test_the_sheet_uses_the_score_panels_words(game_model, qtbot):
    panel = ScorePanel(game_model)
    qtbot.addWidget(panel)
    snapshot = game_model.snapshot
    assert panel.headline_text() == headline_for(snapshot) == "W+21.5 under AGA rules"
    for key, count in snapshot.score.counts.items():
        assert panel.row_texts(key) == row_cells(key, count)
    assert panel.identity_rows() == ["\n".join(identity_entry(i)) for i in snapshot.score.identities]
    # the panel's entry is the sheet's lines with a plain sentence first
    assert all(set(identity_lines(i)[1:]) <= set(identity_entry(i)) for i in snapshot.score.identities)


# ---- File menu -------------------------------------------------------------------------------


@pytest.fixture
def window(window):
    """conftest's window with the KGS game open."""
    window.open_path(KGS_GAME)
    return window


def pdf_printer(path: Path) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    return printer


def test_the_file_menu_offers_export_print_and_preview_after_save_as(window):
    files = window.menuBar().actions()[0].menu()
    actions = [a for a in files.actions() if not a.isSeparator()]
    index = actions.index(window.save_as_action)
    assert actions[index + 1 : index + 4] == [window.export_sheet_action, window.print_action, window.print_preview_action]


def test_export_writes_the_file_chosen(window, monkeypatch, tmp_path, errors):
    target = tmp_path / "sheet.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "PDF documents (*.pdf)"))
    window.export_sheet_action.trigger()
    assert target.read_bytes().startswith(b"%PDF-") and errors == []


def test_export_without_a_suffix_follows_the_filter(window, monkeypatch, tmp_path):
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "sheet"), "PNG images (*.png)"))
    assert window.export_sheet()
    assert not QImage(str(tmp_path / "sheet.png")).isNull()


def test_export_to_an_unwritable_place_shows_the_error(window, monkeypatch, tmp_path, errors):
    target = tmp_path / "gone" / "sheet.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "PDF documents (*.pdf)"))
    assert not window.export_sheet()
    [(title, text, details)] = errors
    assert "score sheet was not written" in title and "sheet.pdf could not be written" in text
    assert "does not exist" in text and str(target) in details


def test_print_sends_one_page_to_the_printer(window, monkeypatch, tmp_path, errors):
    printer = pdf_printer(tmp_path / "printed.pdf")
    monkeypatch.setattr(window, "sheet_printer", lambda: printer)
    monkeypatch.setattr(QPrintDialog, "exec", lambda self: QPrintDialog.DialogCode.Accepted)
    window.print_action.trigger()
    data = (tmp_path / "printed.pdf").read_bytes()
    assert pdf_facts(data)[0] == 1 and errors == []


def test_cancelling_the_print_dialog_prints_nothing(window, monkeypatch, tmp_path):
    printer = pdf_printer(tmp_path / "printed.pdf")
    monkeypatch.setattr(window, "sheet_printer", lambda: printer)
    monkeypatch.setattr(QPrintDialog, "exec", lambda self: QPrintDialog.DialogCode.Rejected)
    assert not window.print_sheet()
    assert not (tmp_path / "printed.pdf").exists()


def test_print_preview_paints_the_sheet(window, monkeypatch, tmp_path):
    preview = pdf_printer(tmp_path / "preview.pdf")

    def show(dialog):
        dialog.paintRequested.emit(preview)  # what the preview does to draw its pages
        return 0

    monkeypatch.setattr(QPrintPreviewDialog, "exec", show)
    window.print_preview_action.trigger()
    assert pdf_facts((tmp_path / "preview.pdf").read_bytes())[0] == 1


def test_a_printer_keeps_the_sheet_inside_its_page(game, tmp_path):
    printer = pdf_printer(tmp_path / "letter.pdf")
    from gocount_gui.ui.sheet import page_size

    printer.setPageSize(page_size("letter"))
    layout = print_sheet(printer, game)
    page = printer.pageLayout().paintRectPixels(printer.resolution())
    assert 0 <= layout.board.left() and layout.board.right() <= page.width()
    assert layout.board.width() > page.width() * 0.45  # a board a player can read
    pages, size = pdf_facts((tmp_path / "letter.pdf").read_bytes())
    assert pages == 1 and size == pytest.approx(PAGE_POINTS["letter"], abs=1)


def test_every_page_of_a_book_of_sheets_has_the_same_board(game, monkeypatch):
    """A folder's sheets in one PDF: games with more or less to say beside
    and under the board still get a board of one size on every page."""
    from gocount_gui.ui import sheet as sheets

    other = GameModel()
    other.open_file(ROOT / "tests" / "data" / "kgs-2019-04-20-49-japanese-h4.sgf")  # a handicap game: more beside the board
    drawn = []
    paint = sheets.paint_page

    def recording(*args, **named):
        layout = paint(*args, **named)
        drawn.append(layout.side)
        return layout

    monkeypatch.setattr(sheets, "paint_page", recording)
    book = sheets.SheetBook()
    for one in (game, sheet_game(other.snapshot, other.record), game):
        book.add(one)
    assert book.finish().startswith(b"%PDF")
    assert len(set(round(side, 3) for side in drawn)) == 1 and drawn[0] >= 800
