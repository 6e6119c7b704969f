"""The window as a counting tool (issue 20): what a click will do is shown
before it, a refused mark keeps its reason, plain words come first, every
control has a name a screen reader can say, help is in the program, and
the panel's sections fold."""

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QAccessible, QColor, QImage, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QFileDialog,
    QMessageBox,
    QTextEdit,
    QWidget,
)

from gocount_gui.model import CountState
from gocount_gui.model.state import new_state, take_snapshot
from gocount_gui.scoring.colour import Colour
from gocount_gui.ui.board import BoardWidget, Mode
from gocount_gui.ui.help import HINT_KEY, HelpPage
from gocount_gui.ui.paint import BoardStyle, paint_board, star_points
from gocount_gui.ui.panel import ScorePanel
from gocount_gui.ui.tray import TrayWidget
from gocount_gui.ui.window import MainWindow
from gocount_gui.ui.words import COMMON, RULE_WORDS

ROOT = Path(__file__).parent.parent
EXAMPLE = ROOT / "resources" / "example.sgf"

# the example's five dead white stones in Black's top right, joined through
# Black's territory; F1 belongs to a black group with two eyes
DEAD_IN_EXAMPLE = {(13, 11), (14, 12), (15, 11), (15, 13), (16, 12)}
M16, M14, F1 = (15, 11), (13, 11), (0, 5)


@pytest.fixture
def board(shown, example_model):
    example_model.clear_dead()
    board = shown(BoardWidget(example_model), 600, 600)
    board.set_mode(Mode.DEAD)
    return board


def at(board, point) -> QPoint:
    return board.centre_of(point).toPoint()


def hover(qtbot, board, point) -> None:
    """Move the mouse onto ``point`` (from off the board, so the move is
    never one to where the pointer already is)."""
    qtbot.mouseMove(board, QPoint(2, 2))
    qtbot.mouseMove(board, at(board, point))


# ---- 1. the preview of a click -----------------------------------------------------


def test_hovering_a_stone_in_mark_dead_rings_every_stone_a_click_toggles(qtbot, board):
    model = board.model
    hover(qtbot, board, M16)
    qtbot.waitUntil(lambda: board.preview == DEAD_IN_EXAMPLE, timeout=2000)
    # the ring is drawn: just outside another stone of the group, the
    # highlight colour shows in the picture, and not without the preview
    far = (16, 12)
    edge = board.centre_of(far) + QPoint(round(board.geometry_used.cell * 0.5), 0)
    ringed = board.grab().toImage().pixelColor(edge.toPoint())
    assert ringed.blue() > ringed.red() + 40
    board.set_mode(Mode.EDIT)
    assert board.preview == frozenset()  # nothing to preview where a click places stones
    plain = board.grab().toImage().pixelColor(edge.toPoint())
    assert not plain.blue() > plain.red() + 40
    board.set_mode(Mode.DEAD)
    assert board.preview == DEAD_IN_EXAMPLE
    assert model.state.dead == frozenset()  # a preview changes nothing


def test_the_preview_and_the_hover_text_follow_a_click(qtbot, board):
    model = board.model
    hover(qtbot, board, M16)
    qtbot.waitUntil(lambda: board.preview == DEAD_IN_EXAMPLE, timeout=2000)
    with qtbot.waitSignal(board.hovered, timeout=1000) as hovered:
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=at(board, M16))
    assert model.state.dead == DEAD_IN_EXAMPLE
    assert "dead" in hovered.args[0] and hovered.args[0].startswith("M16")
    assert board.preview == DEAD_IN_EXAMPLE  # the next click marks the same stones alive again
    # Ctrl held: the preview is the one chain a Ctrl+click toggles
    board.mouseMoveEvent(_move(board, at(board, M14), Qt.KeyboardModifier.ControlModifier))
    assert board.preview == {M14}


def _move(board, pos, modifiers):
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QMouseEvent

    return QMouseEvent(
        QMouseEvent.Type.MouseMove, QPointF(pos), QPointF(board.mapToGlobal(pos)),
        Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, modifiers,
    )


# ---- 4. the keys and the menu that insist -----------------------------------------------


def test_shift_click_f_and_the_menu_mark_a_living_group_dead_anyway(qtbot, board):
    model = board.model
    with qtbot.waitSignal(board.refused, timeout=1000) as refused:
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=at(board, F1))
    assert "Shift+click" in refused.args[0] and "Alt" not in refused.args[0]
    assert F1 not in model.state.dead
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, at(board, F1))
    assert F1 in model.state.dead
    model.undo_stack.undo()
    board.setFocus()
    board.set_cursor_point(F1)
    qtbot.keyClick(board, Qt.Key.Key_F)
    assert F1 in model.state.dead
    model.undo_stack.undo()
    # F acts on the stone under the mouse when the mouse moved last
    board.set_cursor_point((9, 9))
    qtbot.keyClick(board, Qt.Key.Key_Right)
    hover(qtbot, board, F1)
    qtbot.keyClick(board, Qt.Key.Key_F)
    assert F1 in model.state.dead and board.cursor_point == F1
    model.undo_stack.undo()
    menu = board.dead_menu(F1)
    texts = [action.text().replace("&", "") for action in menu.actions()]
    assert "Mark Dead Anyway" in texts
    next(a for a in menu.actions() if a.text().replace("&", "") == "Mark Dead Anyway").trigger()
    assert F1 in model.state.dead
    assert board.dead_menu((9, 9)) is None or model.state.position.get((9, 9)) is not None


def test_a_refused_marks_reason_is_not_replaced_by_the_hover_text(window, qtbot):
    window.open_path(EXAMPLE)
    window.model.clear_dead()
    board = window.board
    assert board.mode is Mode.DEAD
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=at(board, F1))
    reason = window.statusBar().currentMessage()
    assert reason.startswith("Not marked dead")
    hover(qtbot, board, (9, 9))
    hover(qtbot, board, (3, 3))
    assert window.statusBar().currentMessage() == reason
    # the keyboard's Space is refused the same way, and the reason stays too
    board.setFocus()
    board.set_cursor_point(F1)
    qtbot.keyClick(board, Qt.Key.Key_Space)
    assert window.statusBar().currentMessage().startswith("Not marked dead")
    # a mark that is made ends the hold: the hover text is back
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=at(board, M16))
    assert window.statusBar().currentMessage().startswith("M16")


# ---- 3. plain words first ---------------------------------------------------------------


def test_the_table_lists_the_common_rule_sets_first_and_the_seeds_under_their_heading(qtbot, shown, example_model):
    panel = shown(ScorePanel(example_model), 480, 700)
    keys = panel.row_keys()
    heading = panel.heading_row()
    assert keys[0] == example_model.state.rules_key == "chinese"
    assert heading == len([k for k in keys if k in COMMON])
    assert set(keys[heading:]) == {"equivalence", "area iii", "stone scoring", "prisoner counting"}
    assert len(keys) == len(RULE_WORDS)  # every rule set is still there
    # a plain sentence first in every row's tooltip, the symbols after
    for key in keys:
        tip = panel.row_item(key).toolTip(0).split("\n")
        assert tip[0].endswith(RULE_WORDS[key]) and "_" not in tip[0]
        assert any(line.startswith("In symbols:") for line in tip[1:])
    # choosing a seed rule set puts it on top, the heading still over the others
    example_model.set_rules("stone scoring")
    keys = panel.row_keys()
    assert keys[0] == "stone scoring" and "stone scoring" not in keys[panel.heading_row():]


def test_tromp_taylors_tooltip_gives_the_komi_of_its_column(qtbot, shown, example_model):
    panel = shown(ScorePanel(example_model), 480, 700)
    example_model.set_komi(6.5)
    item = panel.row_item("tromp-taylor")
    assert item.text(4) == "6.5"
    tip = item.toolTip(0)
    assert "Komi here: 6.5" in tip and "komi 7.5" not in tip


def test_identities_say_it_in_words_before_the_symbols(qtbot, shown, example_model):
    panel = shown(ScorePanel(example_model), 480, 700)
    first = panel.identity_rows()[0].split("\n")
    assert first[0].startswith("\u2713 1. Moves (lid audit): Every move")
    assert first[1] == "M_B - L = M_W"


def test_the_komi_note_sits_under_the_result(qtbot, shown, example_model):
    panel = shown(ScorePanel(example_model), 480, 700)
    assert panel.komi_advice.text()
    assert panel.komi_advice.geometry().top() > panel.headline.geometry().bottom()


def test_undo_names_the_lid_and_plus_clicks_are_one_step(qtbot, shown, example_model):
    tray = shown(TrayWidget(example_model), 420, 320)
    stack = example_model.undo_stack
    for _ in range(3):
        qtbot.mouseClick(tray.captures_plus[Colour.WHITE], Qt.MouseButton.LeftButton)
    assert example_model.state.tray.captures.white == 12
    assert stack.count() == 1
    assert stack.undoText() == "Black's lid: captured 9 \u2192 12"  # White's stones lie in Black's lid
    qtbot.mouseClick(tray.passes_plus[Colour.BLACK], Qt.MouseButton.LeftButton)
    assert stack.count() == 2 and stack.undoText() == "White's lid: pass stones 1 \u2192 2"
    qtbot.mouseClick(tray.passes_minus[Colour.BLACK], Qt.MouseButton.LeftButton)
    assert stack.count() == 1  # there and back again leaves no step
    stack.undo()
    assert example_model.state.tray.captures.white == 9 and tray.captures_spin[Colour.WHITE].value() == 9


# ---- 5. accessibility ----------------------------------------------------------------------


def _spoken_name(widget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name) if interface is not None else ""


def test_every_control_has_a_name_a_screen_reader_can_say(window):
    window.open_path(EXAMPLE)
    kinds = (QAbstractButton, QAbstractSpinBox, QComboBox, QAbstractItemView, QTextEdit, BoardWidget)
    nameless = []
    for widget in window.findChildren(QWidget):
        if isinstance(widget, kinds) and widget.isVisibleTo(window):
            name = _spoken_name(widget).replace("&", "").strip()
            if len(name) < 2:  # "+", "-" or nothing
                nameless.append(f"{type(widget).__name__} {widget.objectName()!r} {name!r}")
    assert not nameless
    tray = window.tray
    assert _spoken_name(tray.captures_plus[Colour.WHITE]) == "Add one to Black's lid: white stones captured"
    assert _spoken_name(tray.passes_minus[Colour.BLACK]) == "Take one from White's lid: Black's pass stones"
    assert _spoken_name(tray.captures_spin[Colour.BLACK]) == "White's lid: black stones captured"


def test_the_board_tells_a_screen_reader_the_point_and_the_result(window, qtbot):
    window.open_path(EXAMPLE)
    board = window.board
    board.setFocus()
    board.set_cursor_point((15, 10))
    qtbot.keyClick(board, Qt.Key.Key_Right)
    described = board.accessibleDescription()
    assert described.startswith("M16 \u00b7 white stone \u00b7 click: 5 stones alive \u00b7 dead")
    assert window.panel.headline_text() in described
    window.model.clear_dead()
    assert window.panel.headline_text() in board.accessibleDescription()
    assert board.accessibleDescription().startswith("M16 \u00b7 white stone \u00b7 click: 5 stones dead. ")


# ---- 6. help ---------------------------------------------------------------------------


def test_help_how_to_count_and_the_keyboard_shortcuts_open_in_the_program(window, qtbot):
    window.how_to_action.trigger()
    pages = [w for w in window.findChildren(HelpPage) if w.isVisible()]
    assert len(pages) == 1
    text = pages[0].text()
    assert "Mark the dead stones" in text and "Dead stone" in text and "Dame" in text
    document = pages[0].browser.document()
    image = document.resource(document.ResourceType.ImageResource, "mark:dead")
    assert isinstance(image, QImage) and not image.isNull()
    # every mark the key names has its picture, those named in words too
    from gocount_gui.ui.help import MARKS, WORD_MARKS

    for kind, _name, _words in MARKS + WORD_MARKS:
        picture = document.resource(document.ResourceType.ImageResource, f"mark:{kind}")
        assert isinstance(picture, QImage) and not picture.isNull(), kind
        assert f"mark:{kind}" in pages[0].browser.toHtml(), kind
    window.how_to_action.trigger()
    assert len(window.findChildren(HelpPage)) == 1  # raised again, not a second copy
    window.shortcuts_action.trigger()
    keys = next(w for w in window.findChildren(HelpPage) if w is not pages[0])
    assert keys.isVisible()
    shown = keys.text()
    assert "Ctrl+O" in shown and "Open" in shown and "Mark Dead Anyway" in shown and "Shift+click" in shown
    for page in window.findChildren(HelpPage):
        page.close()


def test_a_first_start_shows_a_one_line_hint_once(qtbot, settings, tmp_path):
    first = MainWindow(settings, autosave_folder=tmp_path / "a")
    qtbot.addWidget(first)
    assert not first.hint.isHidden() and settings.value(HINT_KEY, type=bool)
    first.hint.label.linkActivated.emit("howto")  # its link opens How to Count
    assert any(page.isVisible() and "How to count" in page.text() for page in first.findChildren(HelpPage))
    first.hint.close_button.click()
    assert first.hint.isHidden()
    second = MainWindow(settings, autosave_folder=tmp_path / "b")
    qtbot.addWidget(second)
    assert second.hint.isHidden()


# ---- 2. folding ------------------------------------------------------------------------------


def test_the_panels_sections_fold_and_stay_folded(qtbot, settings, shown, example_model):
    panel = shown(ScorePanel(example_model), 480, 700)
    panel.bind_folds(settings)
    tall = panel.identities_section.height()
    qtbot.mouseClick(panel.identities_section.header, Qt.MouseButton.LeftButton)
    assert panel.identities_section.folded and panel.identities_view.isHidden()
    qtbot.waitUntil(lambda: panel.identities_section.height() < tall, timeout=2000)
    assert settings.value("panel/identities_folded", type=bool)
    again = shown(ScorePanel(example_model), 480, 700)
    again.bind_folds(settings)
    assert again.identities_section.folded and not again.results_section.folded
    qtbot.mouseClick(again.identities_section.header, Qt.MouseButton.LeftButton)
    assert not again.identities_section.folded and not settings.value("panel/identities_folded", type=bool)



def test_an_opened_breakdown_stays_open_at_the_next_start(qtbot, settings, shown, example_model):
    panel = shown(ScorePanel(example_model), 480, 700)
    panel.bind_folds(settings)
    panel.tree.expandItem(panel.row_item("japanese"))
    again = shown(ScorePanel(example_model), 480, 700)
    assert not again.row_item("japanese").isExpanded()
    again.bind_folds(settings)
    assert again.row_item("japanese").isExpanded() and not again.row_item("korean").isExpanded()


# ---- 7. the smaller points -----------------------------------------------------------------------


def test_star_points_show_on_an_empty_board(qapp):
    snapshot = take_snapshot(new_state(19))
    image = QImage(400, 400, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    geometry = paint_board(painter, QRectF(0, 0, 400, 400), snapshot, style=BoardStyle())
    painter.end()
    line = BoardStyle().line
    for point in star_points(19):
        colour = image.pixelColor(geometry.centre(point).toPoint())
        assert abs(colour.lightness() - line.lightness()) < 40, point


def test_the_open_dialog_starts_in_the_last_folder_or_home(window, monkeypatch, tmp_path, settings):
    asked = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda parent, title, folder, filters: asked.append(folder) or ("", ""))
    window.open_path(EXAMPLE)  # the bundled example: not the player's folder
    window.choose_file()
    assert asked[-1] == str(Path.home())
    mine = tmp_path / "games"
    mine.mkdir()
    game = mine / "game.sgf"
    game.write_bytes(EXAMPLE.read_bytes())
    window.open_path(game)
    window.choose_file()
    assert asked[-1] == str(mine)


def test_the_unsaved_changes_question_names_the_file(window, monkeypatch):
    window.open_path(EXAMPLE)
    window.model.set_komi(0.5)
    asked = []
    monkeypatch.setattr("gocount_gui.ui.unsaved.ask_to_save", lambda parent, text: asked.append(text) or QMessageBox.StandardButton.Cancel)
    assert not window.maybe_keep_changes()
    assert "example.sgf" in asked[0]


def test_the_print_to_file_name_has_no_colon(window):
    from gocount_gui.ui.sheet import print_sheet, sheet_game

    printer = window.sheet_printer()
    printer.setOutputFileName(str(Path(window.settings.fileName()).parent / "sheet.pdf"))
    print_sheet(printer, sheet_game(window.model.snapshot, window.model.record))
    assert printer.docName().startswith("Score sheet") and ":" not in printer.docName()


def test_checks_and_crosses_stay_readable_on_a_dark_palette(window, qtbot):
    import re

    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QApplication

    from gocount_gui.ui.look import GREEN

    def colour_of(sheet: str) -> QColor:
        return QColor(re.search(r"color:\s*(#[0-9a-fA-F]{6})", sheet).group(1))

    window.open_path(EXAMPLE)
    verdict = window.header.verdict
    assert colour_of(verdict.styleSheet()) == QColor(GREEN)  # the record's result agrees: green
    app = QApplication.instance()
    before = app.palette()
    dark = QPalette()
    for role, colour in ((QPalette.ColorRole.Window, "#202124"), (QPalette.ColorRole.WindowText, "#e8e8e8"),
                         (QPalette.ColorRole.Base, "#17181a"), (QPalette.ColorRole.Text, "#e8e8e8")):
        dark.setColor(role, QColor(colour))
    try:
        app.setPalette(dark)
        qtbot.waitUntil(lambda: colour_of(verdict.styleSheet()).lightnessF() >= 0.6, timeout=2000)
        green = colour_of(verdict.styleSheet())
        assert green.green() > green.red() and green.green() > green.blue()  # still green
        html = window.panel.identities_view.toHtml().lower()
        assert GREEN.lower() not in html  # the identities' checks are lightened too
        qtbot.waitUntil(lambda: colour_of(window.tray.audit_label.styleSheet()).lightnessF() >= 0.6, timeout=2000)  # and "the lids add up"
    finally:
        app.setPalette(before)
    qtbot.waitUntil(lambda: colour_of(verdict.styleSheet()) == QColor(GREEN), timeout=2000)


def test_the_status_bar_says_in_words_what_a_click_would_do(qtbot, board):
    with qtbot.waitSignal(board.hovered, timeout=1000) as hovered:
        hover(qtbot, board, M16)
    assert hovered.args[0].startswith("M16 \u00b7 white stone \u00b7 click: 5 stones dead")
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=at(board, M16))
    assert board.point_text(M16).startswith("M16 \u00b7 white stone \u00b7 click: 5 stones alive \u00b7 dead")
    board.set_mode(Mode.EDIT)
    assert "click:" not in board.point_text(M16)


def test_a_screen_reader_reads_the_result_itself(window):
    window.open_path(EXAMPLE)
    assert _spoken_name(window.panel.headline) == window.panel.headline_text() == "B+1.5 under Chinese rules"
    assert "Chinese: B+1.5" in _spoken_name(window.result_label)


def test_a_suggested_stone_says_dead_once():
    from gocount_gui.scoring.diagram import parse_diagram
    from gocount_gui.ui.board import describe_point

    state = CountState(parse_diagram(". # o\n# # o\n. # o"), dead=frozenset({(0, 2)}), reasons={(0, 2): "dead: no eyes"})
    assert describe_point(take_snapshot(state), (0, 2)).split(" \u00b7 ")[2] == "dead (suggested: no eyes)"
