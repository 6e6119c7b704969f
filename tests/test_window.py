"""The main window as a player meets it: driven offscreen with pytest-qt,
and once for real under Xvfb."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, QRect, QSettings, Qt, QUrl
from PySide6.QtGui import QDropEvent, QImage
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gocount_gui.model import CountState
from gocount_gui.record import read_file
from gocount_gui.scoring import Colour, parse_diagram
from gocount_gui.ui.board import Mode
from gocount_gui.ui.dialogs import NewCountDialog
from gocount_gui.ui.errors import install_excepthook
from gocount_gui.ui.window import FRAME_ALLOWANCE, MainWindow, first_geometry
from subprocess_env import quiet_env
from xvfb import needs_xvfb, xvfb_display

ROOT = Path(__file__).parent.parent
EXAMPLE = ROOT / "resources" / "example.sgf"
KGS_GAME = ROOT / "tests" / "data" / "kgs-2019-04-13-68-aga.sgf"
ARTIFACTS = ROOT / "tests" / "artifacts"


def copy_of(path, tmp_path, name=None):
    target = tmp_path / (name or path.name)
    target.write_bytes(path.read_bytes())
    return target


def test_opening_a_game_fills_board_panel_tray_and_title(window):
    assert window.open_path(EXAMPLE)
    assert window.windowTitle() == "example.sgf[*] \u2014 gocount" and not window.isWindowModified()
    assert window.result_label.text() == "Chinese: B+1.5"
    assert "B+1.5" in window.panel.headline_text()
    assert window.rules_actions["chinese"].isChecked()
    record = read_file(EXAMPLE)[0]
    assert window.tray.captures_spin[Colour.BLACK].value() == record.tray.captures.black


def test_a_damaged_file_gets_a_dialog_and_keeps_the_count(window, errors, tmp_path):
    window.open_path(EXAMPLE)
    before = window.model.state
    bad = tmp_path / "broken.sgf"
    bad.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00 binary junk" * 40)
    assert not window.open_path(bad)
    [(title, text, details)] = errors
    assert "broken.sgf cannot be opened" in text and details
    assert window.model.state == before and window.model.source == EXAMPLE


def test_marking_dead_on_the_board_changes_panel_and_title(window, qtbot):
    window.model.reset(CountState(parse_diagram("""
        . o . # . # .
        o . o # # # #
        # # # # . . .
        . . . . . . .
        . . . . o o o
        # # # # o . o
        . . . # o o .
    """)))
    window.mode_actions[Mode.DEAD].trigger()
    assert window.board.mode is Mode.DEAD
    before = window.panel.headline_text()
    window.board.resize(500, 500)
    qtbot.wait(10)
    centre = window.board.centre_of((5, 0))
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=centre.toPoint())
    assert len(window.model.state.dead) == 3
    assert window.panel.headline_text() != before
    assert window.isWindowModified()
    window.undo_action.trigger()
    assert not window.model.state.dead and not window.isWindowModified()


def test_save_as_writes_the_count_and_remembers_the_folder(window, monkeypatch, tmp_path, settings):
    source = copy_of(EXAMPLE, tmp_path)
    window.open_path(source)
    window.model.set_komi(6.5)
    target = tmp_path / "out" / "counted"
    target.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert window.save_as()
    saved = target.with_suffix(".sgf")
    [record] = read_file(saved)
    assert record.komi == 6.5 and record.result.strict == "B+2.5"
    assert not window.isWindowModified() and window.model.source == saved
    assert settings.value("files/last_folder") == str(saved.parent)
    assert window.recent_files()[0] == str(saved)


def test_save_writes_into_the_source_but_never_over_the_bundled_example(window, monkeypatch, tmp_path):
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: asked.append(a) or ("", ""))
    window.open_path(EXAMPLE)
    window.model.set_komi(6.5)
    before = EXAMPLE.read_bytes()
    assert not window.save()  # Save As was offered instead, and cancelled
    assert asked and EXAMPLE.read_bytes() == before
    source = copy_of(EXAMPLE, tmp_path)
    window.open_path(source, ask=False)
    window.model.set_komi(0.5)
    assert window.save()
    assert read_file(source)[0].komi == 0.5


def test_a_failed_save_says_so_and_keeps_the_changes(window, errors, monkeypatch, tmp_path):
    window.open_path(EXAMPLE)
    window.model.set_komi(6.5)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "gone" / "x.sgf"), ""))
    assert not window.save_as()
    [(title, text, _)] = errors
    assert "not saved" in title and "nothing was changed" in text
    assert window.model.dirty


def test_closing_with_changes_asks_first(window, monkeypatch, qtbot):
    window.open_path(EXAMPLE)
    window.model.set_komi(6.5)
    answers = [QMessageBox.StandardButton.Cancel]
    monkeypatch.setattr("gocount_gui.ui.unsaved.ask_to_save", lambda *a, **k: answers.pop(0))
    window.close()
    assert window.isVisible() and window.model.dirty  # cancelled: nothing lost
    answers.append(QMessageBox.StandardButton.Discard)
    window.close()
    assert not window.isVisible()


def test_opening_another_file_with_changes_asks_first(window, monkeypatch, tmp_path):
    window.open_path(EXAMPLE)
    window.model.set_komi(6.5)
    monkeypatch.setattr("gocount_gui.ui.unsaved.ask_to_save", lambda *a, **k: QMessageBox.StandardButton.Cancel)
    assert not window.open_path(KGS_GAME)
    assert window.model.source == EXAMPLE and window.model.state.tray.komi == 6.5


def test_an_sgf_dropped_on_the_window_opens(window, qtbot):
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(KGS_GAME))])
    event = QDropEvent(QPointF(50, 50), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    window.dropEvent(event)
    qtbot.waitUntil(lambda: window.model.source == KGS_GAME)
    assert window.model.state.rules_key == "aga"
    assert window.board.mode is Mode.DEAD and window.mode_actions[Mode.DEAD].isChecked()
    text = QMimeData()
    text.setText("not a file")
    window.dropEvent(QDropEvent(QPointF(5, 5), Qt.DropAction.CopyAction, text, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))
    qtbot.wait(20)
    assert window.model.source == KGS_GAME


#: gocount as started from a macOS Finder: no file on the command line, the
#: chosen SGF handed over as a QFileOpenEvent once the event loop runs.
_FINDER_PROBE = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication
from gocount_gui.app import main
from gocount_gui.ui import window as window_module

def hand_over():
    app = QApplication.instance()
    QApplication.sendEvent(app, QFileOpenEvent(sys.argv[1]))
    window = next(w for w in app.topLevelWidgets() if isinstance(w, window_module.MainWindow))
    print(window.model.source, window.result_label.text())
    window.model.undo_stack.setClean()
    app.exit(0)

made = window_module.application

def application():
    app = made()
    QTimer.singleShot(200, hand_over)  # once the event loop runs, as macOS does
    return app

window_module.application = application
sys.exit(main(["--restore-all"]))
"""


def test_an_sgf_opened_from_the_finder_replaces_the_example(tmp_path):
    done = subprocess.run([sys.executable, "-c", _FINDER_PROBE, str(KGS_GAME)], env=quiet_env(tmp_path, QT_QPA_PLATFORM="offscreen"),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"{KGS_GAME} AGA: W+21.5"


def test_the_application_passes_on_only_the_files_it_is_handed(qapp, qtbot, tmp_path):
    from PySide6.QtCore import QEvent, QUrl
    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtWidgets import QApplication

    with qtbot.waitSignal(qapp.file_requested) as handed:
        QApplication.sendEvent(qapp, QFileOpenEvent(QUrl.fromLocalFile(str(tmp_path / "game.sgf"))))
    assert handed.args == [str(tmp_path / "game.sgf")]
    with qtbot.assertNotEmitted(qapp.file_requested):
        QApplication.sendEvent(qapp, QEvent(QEvent.Type.ApplicationPaletteChange))


def test_settings_bring_back_the_window_and_the_recent_files(qtbot, settings, tmp_path):
    first = MainWindow(settings)
    qtbot.addWidget(first)
    first.show()
    first.open_path(KGS_GAME)
    first.open_path(EXAMPLE)
    total = sum(first.splitter.sizes())
    first.splitter.setSizes([total - 520, 520])
    first.model.set_rules("korean")
    first.model.undo_stack.setClean()
    geometry, splitter = first.saveGeometry(), [str(size) for size in first.splitter.sizes()]
    first.close()
    second = MainWindow(settings)
    qtbot.addWidget(second)
    # The offscreen screen is smaller than the window, so Qt shrinks what it
    # restores; what was kept is checked instead.
    assert settings.value("window/geometry") == geometry and settings.value("window/splitter_sizes") == splitter
    assert second.recent_files()[:2] == [str(EXAMPLE), str(KGS_GAME)]
    second._fill_recent()
    names = [a.text() for a in second.recent_menu.actions()]
    assert names[:2] == ["&1 example.sgf", "&2 " + KGS_GAME.name]
    assert settings.value("count/rules") == "korean"


def test_the_new_count_dialog_places_the_handicap_and_follows_the_komi(qtbot):
    dialog = NewCountDialog(rules_key="chinese")
    qtbot.addWidget(dialog)
    dialog.size_buttons.button(13).click()
    assert dialog.handicap_spin.maximum() == 9
    assert dialog.komi_spin.value() == 7.5
    dialog.handicap_spin.setValue(4)
    assert dialog.komi_spin.value() == 0.5
    dialog.size_buttons.button(0).click()
    dialog.size_spin.setValue(8)
    assert dialog.handicap_spin.maximum() == 4 and dialog.size() == 8
    dialog.komi_spin.setValue(3)
    dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findData("japanese"))
    assert dialog.komi_spin.value() == 3  # the player's komi stays
    value = dialog.value()
    assert (value.size, value.handicap, value.komi, value.rules_key) == (8, 4, 3, "japanese")


def test_new_count_from_the_menu(window, monkeypatch):
    window.open_path(EXAMPLE)
    assert window.board.mode is Mode.DEAD

    def accept(dialog):
        dialog.size_buttons.button(9).click()
        dialog.handicap_spin.setValue(2)
        return NewCountDialog.DialogCode.Accepted

    monkeypatch.setattr(NewCountDialog, "exec", accept)
    window.new_action.trigger()
    state = window.model.state
    assert state.size == 9 and state.position.count(Colour.BLACK) == 2 and state.tray.handicap == 2
    assert window.board.mode is Mode.EDIT and window.model.source is None
    assert window.mode_actions[Mode.EDIT].isChecked() and not window.mode_actions[Mode.DEAD].isChecked()
    assert window.windowTitle().startswith("New count")


def test_suggesting_from_the_menu_shows_progress_and_never_blocks(window, qtbot):
    window.open_path(KGS_GAME)
    window.model.clear_dead()
    window.suggest_action.trigger()
    assert window.model.suggesting and not window.progress.isHidden()
    assert not window.suggest_action.isEnabled()
    qtbot.waitUntil(lambda: not window.model.suggesting, timeout=20_000)
    assert window.progress.isHidden() and window.suggest_action.isEnabled()
    assert window.model.state.dead
    assert "suggested dead" in window.statusBar().currentMessage()


def test_an_error_in_a_slot_shows_a_dialog_with_the_details_folded(window, monkeypatch):
    shown = []
    hook = install_excepthook(lambda: window, show=lambda *args: shown.append(args))
    try:
        def broken() -> None:
            raise RuntimeError("the tray fell off the table")

        window.model.notice.connect(broken)
        window.model.notice.emit("go")
    finally:
        sys.excepthook = hook.previous
        window.model.notice.disconnect(broken)
    [(parent, title, text, details)] = shown
    assert parent is window and "Your count is still on the board" in text
    assert "the tray fell off the table" in text and "Traceback" in details


def test_gocount_with_no_file_opens_the_bundled_counted_example(qtbot, tmp_path):
    from gocount_gui.app import build_parser, open_window

    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path))
    window = open_window(build_parser().parse_args([]))
    qtbot.addWidget(window)
    assert window.model.source.name == "example.sgf" and window.model.state.dead
    assert window.result_label.text() == "Chinese: B+1.5"
    named = open_window(build_parser().parse_args([str(KGS_GAME)]))
    qtbot.addWidget(named)
    assert named.model.source == KGS_GAME


def test_a_dark_palette_darkens_the_board_and_keeps_the_chosen_row_readable(window, qtbot):
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    before = app.palette()
    light_wood = window.board._board_style().wood.lightness()
    dark = QPalette()
    for role, colour in ((QPalette.ColorRole.Window, "#202124"), (QPalette.ColorRole.WindowText, "#e8e8e8"),
                         (QPalette.ColorRole.Base, "#17181a"), (QPalette.ColorRole.Text, "#e8e8e8"),
                         (QPalette.ColorRole.Highlight, "#3d7bd9")):
        dark.setColor(role, QColor(colour))
    try:
        app.setPalette(dark)
        qtbot.wait(10)
        assert window.board._board_style().wood.lightness() < light_wood
        window.open_path(EXAMPLE)
        chosen = window.panel.row_item("chinese").background(0).color()
        assert chosen.blue() > chosen.red()  # the palette's highlight, not a fixed pale yellow
    finally:
        app.setPalette(before)


# ---- modes you can see ------------------------------------------------------------


def unmarked_copy(path, tmp_path):
    """A copy of a game record without the TB/TW marks of its last node:
    a record whose players marked no dead stones."""
    from sgfmill import sgf

    game = sgf.Sgf_game.from_bytes(path.read_bytes())
    last = game.get_last_node()
    for prop in ("TB", "TW"):
        if last.has_property(prop):
            last.unset(prop)
    target = tmp_path / f"unmarked-{path.name}"
    target.write_bytes(game.serialise())
    return target


def test_the_modes_are_exclusive_checked_actions_in_the_menu_and_the_toolbar(window):
    from PySide6.QtWidgets import QToolBar

    actions = list(window.mode_actions.values())
    assert window.mode_group.isExclusive() and all(a.isCheckable() for a in actions)
    assert window.mode_actions[window.board.mode].isChecked()  # a mode is shown from the start
    [toolbar] = window.findChildren(QToolBar)
    assert all(a in toolbar.actions() for a in actions)
    [mode_menu] = [a.menu() for a in window.menuBar().actions() if a.text() == "&Mode"]
    assert mode_menu.actions() == actions
    window.mode_actions[Mode.REGION].trigger()
    assert window.board.mode is Mode.REGION
    assert [a.isChecked() for a in actions] == [False, False, True]


def test_opening_a_game_puts_the_window_in_mark_dead(window):
    window.mode_actions[Mode.EDIT].trigger()
    assert window.open_path(EXAMPLE)
    assert window.board.mode is Mode.DEAD
    assert [a.isChecked() for a in window.mode_actions.values()] == [False, True, False]


def test_a_click_in_mark_dead_never_changes_the_stones(window, qtbot):
    window.open_path(KGS_GAME)
    window.resize(1000, 700)
    qtbot.wait(10)
    position = window.model.state.position
    board = window.board
    stone = next(p for p in ((r, c) for r in range(19) for c in range(19)) if position.get(p) is not None)
    empty = next(p for p in ((r, c) for r in range(19) for c in range(19)) if position.get(p) is None)
    mods = Qt.KeyboardModifier
    for point in (stone, empty):
        for button in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton):
            for modifier in (mods.NoModifier, mods.ShiftModifier, mods.ControlModifier, mods.AltModifier, mods.MetaModifier,
                             mods.ShiftModifier | mods.ControlModifier):
                qtbot.mouseClick(board, button, modifier, board.centre_of(point).toPoint())
                assert window.model.state.position == position, (point, button, modifier)
        board.set_cursor_point(point)
        for key in (Qt.Key.Key_B, Qt.Key.Key_W, Qt.Key.Key_Delete, Qt.Key.Key_Backspace, Qt.Key.Key_Space):
            qtbot.keyClick(board, key)
            qtbot.keyClick(board, key, mods.ShiftModifier)
            assert window.model.state.position == position, (point, key)
    assert board.mode is Mode.DEAD


# ---- open a game, see a trustworthy count --------------------------------------------


def test_an_unmarked_record_is_given_a_suggestion_to_check_as_it_opens(window, qtbot, tmp_path):
    unmarked = unmarked_copy(KGS_GAME, tmp_path)
    with qtbot.waitSignal(window.model.busy, check_params_cb=lambda busy: not busy, timeout=30_000):
        assert window.open_path(unmarked)
        assert window.model.suggesting and not window.model.state.dead
        # no confident result while the suggestion runs
        assert window.panel.headline_text() == "Suggesting dead stones\u2026"
        assert window.panel.dead_stones_text() == "Suggesting dead stones\u2026"
        assert window.result_label.text() == "Suggesting dead stones\u2026"
    state = window.model.state
    assert state.dead and state.reasons
    assert window.panel.dead_stones_text().startswith("Dead stones suggested: check")
    assert "under AGA rules" in window.panel.headline_text()
    assert window.result_label.text().startswith("AGA: ")
    # part of opening: nothing to save yet, and the suggestion can be undone
    assert not window.model.dirty and not window.isWindowModified()
    assert window.undo_action.isEnabled()
    assert window.board.mode is Mode.DEAD


def test_a_record_with_the_players_marks_runs_no_suggestion(window, qtbot):
    with qtbot.assertNotEmitted(window.model.busy):
        assert window.open_path(KGS_GAME)
    record = window.model.record
    assert record.has_territory_marks and window.model.state.dead == record.marked_dead
    assert not window.model.suggesting and not window.model.state.reasons
    assert window.panel.dead_stones_text() == "Dead stones as the players marked them"
    assert window.panel.headline_text() == "W+21.5 under AGA rules"


# ---- fits the screen ----------------------------------------------------------------------


@pytest.mark.parametrize("available", [QRect(0, 0, 1366, 768), QRect(0, 0, 1280, 720), QRect(0, 27, 1366, 741),
                                       QRect(1920, 0, 1366, 768), QRect(0, 0, 960, 540), QRect(0, 0, 2560, 1440)])
def test_the_first_window_fits_the_available_screen_with_its_frame(available):
    geometry = first_geometry(available)
    assert available.contains(geometry.marginsAdded(FRAME_ALLOWANCE))
    assert geometry.width() <= 1240 and geometry.height() <= 800
    if available.width() >= 1300 and available.height() >= 850:
        assert (geometry.width(), geometry.height()) == (1240, 800)


def test_the_real_window_fits_its_screen_and_can_shrink_to_a_small_one(window):
    available = window.screen().availableGeometry()
    fresh = MainWindow(QSettings(str(Path(window.settings.fileName()).with_name("fresh.ini")), QSettings.Format.IniFormat))
    try:
        assert available.contains(fresh.geometry())
    finally:
        fresh.deleteLater()
    window.open_path(EXAMPLE)
    # 1366x768, and 1920x1080 at 200% (960x540 in Qt's pixels): the smallest
    # window (side panel scrolling) fits inside the frame.
    for small in (QRect(0, 0, 1366, 768), QRect(0, 0, 1280, 720), QRect(0, 0, 960, 540)):
        room = first_geometry(small)
        hint = window.minimumSizeHint().expandedTo(window.minimumSize())
        assert hint.width() <= room.width() and hint.height() <= room.height(), (small, hint)


# ---- the real window under Xvfb ---------------------------------------------------


@needs_xvfb
def test_the_real_window_counts_a_corpus_game_under_xvfb():
    """Starts Xvfb, opens a KGS game from the corpus (a copy in tests/data),
    suggests the dead stones, and saves a screenshot to tests/artifacts/."""
    with xvfb_display() as display:
        ARTIFACTS.mkdir(exist_ok=True)
        shot = ARTIFACTS / "window-xvfb.png"
        shot.unlink(missing_ok=True)
        env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb")
        done = subprocess.run(
            [sys.executable, "-m", "gocount_gui", str(KGS_GAME), "--suggest-dead", "--screenshot", str(shot)],
            env=env, capture_output=True, text=True, timeout=120,
        )
        assert done.returncode == 0, done.stderr
        image = QImage(str(shot))
        assert image.width() >= 1000 and image.height() >= 700
        colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
        assert len(colours) > 50  # a drawn board and text, not a blank window


# ---- a file of many games ------------------------------------------------------------


def test_a_collection_lists_its_games_first_and_replays_only_the_one_chosen(window, tmp_path, monkeypatch):
    from gocount_gui.record import sgf as sgf_module

    games = [
        b"(;GM[1]SZ[9]PB[Anna]PW[Ben];B[cc];W[gg])",
        b"(;GM[1]SZ[13]PB[Chen]PW[Dora];B[dd];W[jj];B[dj])",
        b"(;GM[1]SZ[19]PB[Emil];B[pd])",
    ]
    path = tmp_path / "round.sgf"
    path.write_bytes(b"\n".join(games))
    shown_lists, replayed = [], []
    original = sgf_module.replay_game

    def counting_replay(game, *args, **kwargs):
        replayed.append(game.get_size())
        return original(game, *args, **kwargs)

    def choose(summaries):
        shown_lists.append(list(summaries))
        return 1

    monkeypatch.setattr(sgf_module, "replay_game", counting_replay)
    monkeypatch.setattr(window, "_choose_game", choose)
    assert window.open_path(path, ask=False)
    [listed] = shown_lists
    assert [(g.black, g.white, g.size, g.moves) for g in listed] == [
        ("Anna", "Ben", 9, 2), ("Chen", "Dora", 13, 3), ("Emil", None, 19, 1)]
    assert replayed == [13]  # the list cost no replay; only the game chosen was replayed
    assert window.model.state.position.size == 13 and window.model.game_index == 1


def test_closing_the_window_closes_its_help_pages_and_table_of_counts(window, qtbot):
    page = window.help.how_to()
    keys = window.help.shortcuts()
    table = window.show_table()
    assert page.isVisible() and keys.isVisible() and table.isVisible()
    window.model.undo_stack.setClean()
    window.close()
    assert not window.isVisible()
    assert not page.isVisible() and not keys.isVisible() and not table.isVisible()


def test_news_is_brought_into_view_from_a_side_column_scrolled_to_the_lids(window, qtbot):
    """A new game's headline shows even when the side column was scrolled
    down to fill in the lids (1366x768: the column scrolls)."""
    window.resize(1366, 700)
    assert window.open_path(EXAMPLE, ask=False)
    bar = window.side.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(bar.maximum())
    assert window.open_path(KGS_GAME, ask=False)
    qtbot.waitUntil(lambda: bar.value() < bar.maximum())
    top = window.header.mapTo(window.side.viewport(), window.header.rect().topLeft()).y()
    assert 0 <= top and top + window.header.height() <= window.side.viewport().height()


def test_the_toolbar_shows_the_words_without_the_menus_mnemonic(window, qtbot, switch_language):
    switch_language("ja")
    qtbot.waitUntil(lambda: any("(&" in a.text() for a in window.toolbar.actions()))
    texts = {a.iconText() for a in window.toolbar.actions() if a.text()}
    assert texts and not any("(" in t or "&" in t for t in texts), texts
    assert any("(&" in a.text() for a in window.toolbar.actions())  # the menus keep theirs
    switch_language("en")



def _answer_the_unsaved_question(qtbot, answer):
    """Once the unsaved-changes box is up, note its buttons' texts and shortcuts and press
    the button ``answer`` picks from it (a player's click)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    seen = []

    def press(tries_left=200):
        boxes = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
        if not boxes:
            if tries_left:
                QTimer.singleShot(20, lambda: press(tries_left - 1))
            return
        box = boxes[0]
        seen.append({button.text(): button.shortcut().toString() for button in box.buttons()})
        qtbot.mouseClick(answer(box), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, press)
    return seen


@pytest.mark.parametrize("which, closes", [("Discard", True), ("Cancel", False)])
def test_the_unsaved_changes_question_has_a_mnemonic_on_every_button(window, qtbot, which, closes):
    """Save, Discard and Cancel each carry their Alt key (Qt's own buttons have none here)."""
    window.open_path(EXAMPLE)
    window.model.set_komi(6.5)
    seen = _answer_the_unsaved_question(qtbot, lambda box: box.button(getattr(QMessageBox.StandardButton, which)))
    window.close()
    assert seen == [{"&Save": "Alt+S", "&Discard": "Alt+D", "&Cancel": "Alt+C"}]
    assert window.isVisible() is not closes
