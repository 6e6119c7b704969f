"""Count from a photo, as a player does it: File > Count from Photo (or a
drop, a paste, the camera), the photo view with its grid, handles, doubts
and board, and Use This Position handing the stones to the window's count.

The photos are drawn by ``photo_images``; the first test reads one with
the real reader, the others give the view a known reading (the reader is
replaced by a stand-in that records how it was asked) so that each
gesture is checked on its own.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QTimer, QUrl
from PySide6.QtGui import QDropEvent, QGuiApplication, QImage, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog

from gocount_gui import vision
from gocount_gui.record import read_file
from gocount_gui.scoring import Colour
from gocount_gui.ui.board import Mode
from gocount_gui.ui.photo_canvas import default_corners
from gocount_gui.vision import Reading
from photo_images import GAME_9, render, write_photo

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "resources" / "example.sgf"
READ_TIMEOUT = 60_000


# ---- helpers -----------------------------------------------------------------------------


def action(menu, text: str):
    """The action of ``menu`` a player reads as ``text`` (no mnemonic)."""
    for found in menu.actions():
        if found.text().replace("&", "") == text:
            return found
    raise AssertionError(f"no {text!r} in {[a.text() for a in menu.actions()]}")


def count_from_photo(window, monkeypatch, path):
    """File > Count from Photo, the file dialog answered with ``path``; the photo view."""
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    action(window.file_menu, "Count from Photo\u2026").trigger()
    return window.photos.view


def reading_of(position=GAME_9, corners=None, doubtful=((2, 1), (5, 6)), grid_ok=True, corners_given=False, problems=()):
    """A reading such as the reader gives, of ``position`` in a photo drawn by ``render``."""
    size = len(position)
    if corners is None:
        corners = render(position)[1]
    confidence = tuple(tuple(0.4 if (r, c) in doubtful else 0.99 for c in range(size)) for r in range(size))
    return Reading(size=size, position=tuple(position), confidence=confidence, corners=tuple(corners), doubtful=tuple(doubtful),
                   problems=tuple(problems), grid_ok=grid_ok, grid_quality=0.9 if grid_ok else 0.2, image_size=(752, 752),
                   corners_given=corners_given, point_radius=22.0)


class StandIn:
    """The reader replaced: each call is kept; ``answer(photo, size,
    corners)`` gives the reading or raises, by default a known reading
    that takes the corners and size it is given."""

    def __init__(self, monkeypatch, answer=None):
        self.calls: list[dict] = []
        self.answer = answer or self.known
        monkeypatch.setattr(vision, "read_photo", self)

    @staticmethod
    def known(photo, size, corners):
        if corners is not None:
            return reading_of(corners=corners, corners_given=True)
        return reading_of()

    def __call__(self, photo, size=None, corners=None, progress=None, cancel=None):
        self.calls.append({"size": size, "corners": corners})
        if progress is not None:
            progress(0.5, "Reading the stones")
        return self.answer(photo, size, corners)


def wait_read(qtbot, view, calls: int | None = None, stand_in=None):
    qtbot.waitUntil(lambda: not view.reader.running and (stand_in is None or len(stand_in.calls) >= calls), timeout=READ_TIMEOUT)


def click(qtbot, widget, point: QPointF) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point.toPoint())


def drag(widget, start: QPointF, end: QPointF) -> None:
    """A press, three moves and a release, as a hand drags."""
    QTest.mousePress(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start.toPoint())
    for step in (0.3, 0.7, 1.0):
        point = start + (end - start) * step
        QTest.mouseMove(widget, point.toPoint())
    QTest.mouseRelease(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end.toPoint())


@pytest.fixture
def photo(tmp_path):
    """A photo of GAME_9 on disk, and its corner intersections."""
    path = tmp_path / "IMG_1234.jpg"
    corners = write_photo(path, GAME_9, tilt=0.05, noise=3)
    return path, corners


@pytest.fixture(autouse=True)
def close_views(window):
    yield
    if window.photos.view is not None:
        window.photos.view.close()


# ---- the real reader -----------------------------------------------------------------


def test_a_photo_opened_from_the_file_menu_is_read_and_shown_on_both_sides(window, qtbot, monkeypatch, photo):
    path, corners = photo
    view = count_from_photo(window, monkeypatch, path)
    assert view.isVisible() and "IMG_1234.jpg" not in view.windowTitle()  # named once the photo is loaded
    qtbot.waitUntil(lambda: view.reading is not None or (not view.reader.running and view.photo is not None), timeout=READ_TIMEOUT)
    assert view.reading is not None, view.status.text()
    assert view.reading.size == 9 and view.reading.position == GAME_9, "\n".join(view.reading.position)
    assert view.windowTitle().endswith("IMG_1234.jpg")
    # The board on the right draws the stones read; the photo's overlay has the grid where the board is.
    drawn = view.board._snapshot.state.position
    assert drawn.count(Colour.BLACK) == sum(row.count("X") for row in GAME_9)
    assert drawn.count(Colour.WHITE) == sum(row.count("O") for row in GAME_9)
    assert drawn.get((8, 2)) is Colour.BLACK and drawn.get((8, 3)) is Colour.WHITE  # the top row, C9 and D9
    for found, drawn_corner in zip(view.canvas.corners, corners):
        assert abs(found[0] - drawn_corner[0]) < 8 and abs(found[1] - drawn_corner[1]) < 8
    assert view.use_button.isEnabled() and not view.progress.isVisible()


def test_a_large_photo_is_read_while_the_window_keeps_answering(window, qtbot, monkeypatch, tmp_path):
    """A 4700-pixel photo (more than a 12-megapixel phone's): the event
    loop is never held up for long while it is loaded and read."""
    path = tmp_path / "large.png"
    write_photo(path, GAME_9, cell=300)
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(10)
    view = count_from_photo(window, monkeypatch, path)
    qtbot.waitUntil(lambda: not view.reader.running and view.photo is not None, timeout=READ_TIMEOUT)
    timer.stop()
    gaps = [later - earlier for earlier, later in zip(ticks, ticks[1:])]
    assert len(ticks) > 10 and max(gaps) < 0.5, max(gaps)
    assert max(view.canvas._image.width(), view.canvas._image.height()) <= 2400  # the copy drawn, not the photo
    # The reader's part: the large photo reads as the small one does.
    assert view.reading is not None and view.reading.position == GAME_9, view.status.text()


# ---- the view's gestures, on a known reading ------------------------------------------------------


def test_a_click_on_the_board_cycles_the_point_and_the_photo_follows(window, qtbot, monkeypatch, photo):
    StandIn(monkeypatch)
    view = count_from_photo(window, monkeypatch, photo[0])
    wait_read(qtbot, view)
    assert view.reading.position[0][0] == "."
    seen = []
    for _ in range(3):
        click(qtbot, view.board, view.board.centre_of(0, 0))
        seen.append((view.reading.position[0][0], view.canvas._position[0][0], view.board._snapshot.state.position.get((8, 0))))
    assert seen == [("X", "X", Colour.BLACK), ("O", "O", Colour.WHITE), (".", ".", None)]
    assert "A9 is now empty" in view.status.text()


def test_next_doubt_rings_each_doubtful_point_on_both_sides_and_comes_round(window, qtbot, monkeypatch, photo):
    StandIn(monkeypatch)
    view = count_from_photo(window, monkeypatch, photo[0])
    wait_read(qtbot, view)
    assert view.doubts_label.text() == "2 points to check"
    qtbot.waitUntil(view.isActiveWindow)
    rings = []
    for _ in range(3):
        ringed = view.looked_at
        QTest.keyClick(view, Qt.Key.Key_N)  # the button's key: it is pressed as by the mouse
        qtbot.waitUntil(lambda: view.looked_at != ringed)
        rings.append((view.canvas._looked_at, view.board._looked_at))
    assert rings == [((2, 1), (2, 1)), ((5, 6), (5, 6)), ((2, 1), (2, 1))]
    assert "Doubtful point 1 of 2: B7" in view.status.text()
    # A point settled on the board is no longer doubtful; N goes on to the next.
    click(qtbot, view.board, view.board.centre_of(2, 1))
    assert view.reading.doubtful == ((5, 6),) and view.doubts_label.text() == "1 point to check"
    view.next_button.click()
    assert view.canvas._looked_at == (5, 6)


def test_dragging_a_corner_reads_the_photo_again_with_the_corners(window, qtbot, monkeypatch, photo):
    reader = StandIn(monkeypatch)
    view = count_from_photo(window, monkeypatch, photo[0])
    wait_read(qtbot, view, 1, reader)
    assert reader.calls == [{"size": None, "corners": None}]
    start = view.canvas.handle_at(2)
    end = start + QPointF(-12, -9)
    drag(view.canvas, start, end)
    expected = view.canvas.to_photo(QPointF(end.toPoint()))
    wait_read(qtbot, view, 2, reader)
    given = reader.calls[-1]["corners"]
    assert given[2] == pytest.approx(expected, abs=0.01) and given[:2] == list(reading_of().corners[:2])
    assert view.reading.corners_given and view.canvas.corners[2] == pytest.approx(expected, abs=0.01)
    assert "corners you placed" not in view.status.text()  # the reading came: the status says what was read


def test_the_board_size_is_chosen_and_the_photo_read_again_with_it(window, qtbot, monkeypatch, photo):
    reader = StandIn(monkeypatch)
    view = count_from_photo(window, monkeypatch, photo[0])
    wait_read(qtbot, view, 1, reader)
    assert [view.size_combo.itemText(i) for i in range(4)] == ["Automatic", "19\u00d719", "13\u00d713", "9\u00d79"]
    view.size_combo.setCurrentIndex(view.size_combo.findData(13))
    wait_read(qtbot, view, 2, reader)
    assert reader.calls[-1] == {"size": 13, "corners": None}


def test_use_this_position_counts_it_in_the_window_as_one_undo_step(window, qtbot, monkeypatch, photo, tmp_path):
    assert window.open_path(EXAMPLE)
    qtbot.waitUntil(lambda: not window.model.suggesting, timeout=20_000)
    before, steps = window.model.state, window.model.undo_stack.index()
    StandIn(monkeypatch)
    view = count_from_photo(window, monkeypatch, photo[0])
    wait_read(qtbot, view)
    for _ in range(2):  # G6: empty, black, white: a white stone the player adds
        click(qtbot, view.board, view.board.centre_of(3, 6))
    view.use_button.click()
    assert not view.isVisible()
    qtbot.waitUntil(lambda: not window.model.suggesting, timeout=20_000)
    state = window.model.state
    assert state.position == view_reading_position(GAME_9, (3, 6), "O")
    assert state.dead == {(7, 7)}  # H8, suggested dead: part of the same undo step
    assert state.size == 9 and state.tray.captures[Colour.BLACK] == 0 and state.tray.passes[Colour.WHITE] == 0
    assert state.info.comment == "Position read from photo IMG_1234.jpg"
    assert window.model.source is None and window.windowTitle().startswith("New count")
    assert window.board.mode is Mode.DEAD and window.model.undo_stack.index() == steps + 1
    assert window.undo_action.text() == "&Undo Read the position from IMG_1234.jpg"
    # Saved, the photo's name is the record's game comment.
    target = tmp_path / "from-photo.sgf"
    window.model.save(target)
    assert b"GC[Position read from photo IMG_1234.jpg]" in target.read_bytes()
    assert read_file(target)[0].info.comment == "Position read from photo IMG_1234.jpg"
    # One undo brings back the game that was open, its file too; redo the count from the photo.
    window.undo_action.trigger()
    assert window.model.state == before and window.model.source == EXAMPLE
    window.redo_action.trigger()
    assert window.model.state == state


def view_reading_position(position, point, colour):
    rows = [list(row) for row in position]
    rows[point[0]][point[1]] = colour
    return reading_of(["".join(row) for row in rows]).to_position()


def test_an_untrusted_grid_asks_for_the_corners_before_the_position_is_used(window, qtbot, monkeypatch, photo):
    StandIn(monkeypatch, lambda photo, size, corners: reading_of(grid_ok=corners is not None, corners=corners, corners_given=corners is not None))
    view = count_from_photo(window, monkeypatch, photo[0])
    wait_read(qtbot, view)
    assert "The grid is not trusted" in view.status.text() and "Drag the four round handles" in view.status.text()
    assert not view.use_button.isEnabled() and view.confirm.isVisible()
    view.confirm.setChecked(True)
    assert view.use_button.isEnabled()
    drag(view.canvas, view.canvas.handle_at(0), view.canvas.handle_at(0) + QPointF(3, 3))
    wait_read(qtbot, view)
    assert view.reading.corners_given and view.use_button.isEnabled() and not view.confirm.isVisible()


def test_a_photo_with_no_board_found_offers_corners_placed_by_hand(window, qtbot, monkeypatch, photo):
    def answer(photo, size, corners):
        if corners is None:
            raise vision.PhotoError("No Go board was found in this photo. Give its four corners by hand.")
        return reading_of(corners=corners, corners_given=True)

    reader = StandIn(monkeypatch, answer)
    view = count_from_photo(window, monkeypatch, photo[0])
    wait_read(qtbot, view, 1, reader)
    assert view.reading is None and not view.use_button.isEnabled()
    assert "No Go board was found in this photo" in view.status.text()
    assert view.canvas.corners == pytest.approx(list(default_corners(752, 752)))
    # Three handles dragged: still waiting for the fourth; the fourth reads.
    for index, shift in enumerate((QPointF(20, 20), QPointF(-20, 20), QPointF(-20, -20), QPointF(20, -20))):
        drag(view.canvas, view.canvas.handle_at(index), view.canvas.handle_at(index) + shift)
        if index < 3:
            assert len(reader.calls) == 1 and "Drag" in view.status.text()
    wait_read(qtbot, view, 2, reader)
    assert reader.calls[-1]["corners"] == pytest.approx(view.canvas.corners)
    assert view.reading.corners_given and view.use_button.isEnabled()


def test_read_with_these_corners_reads_at_once(window, qtbot, monkeypatch, photo):
    reader = StandIn(monkeypatch, lambda photo, size, corners: reading_of(corners=corners, corners_given=True) if corners else (_ for _ in ()).throw(vision.PhotoError("No Go board was found in this photo.")))
    view = count_from_photo(window, monkeypatch, photo[0])
    wait_read(qtbot, view, 1, reader)
    view.read_button.click()
    wait_read(qtbot, view, 2, reader)
    assert reader.calls[-1]["corners"] == pytest.approx(list(default_corners(752, 752))) and view.reading is not None


def test_cancel_stops_the_reading(window, qtbot, monkeypatch, photo):
    stopped = threading.Event()

    def slow(photo, size=None, corners=None, progress=None, cancel=None):
        for _ in range(2000):  # at most 20 s
            if cancel():
                stopped.set()
                raise vision.Cancelled()
            progress(0.3, "Fitting the grid")
            time.sleep(0.01)
        return reading_of()

    monkeypatch.setattr(vision, "read_photo", slow)
    view = count_from_photo(window, monkeypatch, photo[0])
    qtbot.waitUntil(lambda: view.photo is not None and view.progress.value() == 30, timeout=READ_TIMEOUT)
    assert view.cancel_button.isVisible() and view.progress.isVisible()
    view.cancel_button.click()
    assert stopped.wait(5)
    assert not view.reader.running and not view.cancel_button.isVisible() and view.reading is None
    assert view.status.text().startswith("Reading cancelled.")
    assert view.canvas.corners is not None  # the handles are there, to place by hand


def test_a_reading_that_ends_after_the_window_closed_does_no_harm(qtbot, settings, tmp_path, monkeypatch, photo):
    from gocount_gui.ui.window import MainWindow

    go_on, finished = threading.Event(), threading.Event()

    def held(photo, size=None, corners=None, progress=None, cancel=None):
        go_on.wait(10)
        progress(0.9, "Looking for doubts")  # into a view and a window that are gone
        finished.set()
        return reading_of()

    monkeypatch.setattr(vision, "read_photo", held)
    window = MainWindow(settings, show_error=lambda *args: None, autosave_folder=tmp_path / "autosave")
    window.show()
    view = count_from_photo(window, monkeypatch, photo[0])
    qtbot.waitUntil(lambda: view.photo is not None, timeout=READ_TIMEOUT)
    window.close()
    window.deleteLater()
    qtbot.wait(50)
    go_on.set()
    assert finished.wait(10)
    qtbot.wait(100)  # the results arrive, and go nowhere


def test_an_image_dropped_on_the_window_opens_the_photo_view(window, qtbot, monkeypatch, photo):
    StandIn(monkeypatch)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(photo[0]))])
    window.dropEvent(QDropEvent(QPointF(50, 50), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))
    qtbot.waitUntil(lambda: window.photos.view is not None and window.photos.view.reading is not None, timeout=READ_TIMEOUT)
    assert window.photos.view.isVisible() and window.photos.view.windowTitle().endswith("IMG_1234.jpg")


def test_paste_photo_reads_the_picture_on_the_clipboard(window, qtbot, monkeypatch):
    reader = StandIn(monkeypatch)
    picture, _corners = render(GAME_9)
    image = QImage(picture.data, picture.shape[1], picture.shape[0], picture.strides[0], QImage.Format.Format_BGR888).copy()
    QGuiApplication.clipboard().setImage(image)
    action(window.edit_menu, "Paste Photo").trigger()
    view = window.photos.view
    wait_read(qtbot, view, 1, reader)
    assert view.photo.shape[:2] == (picture.shape[0], picture.shape[1]) and view.reading is not None
    assert view.windowTitle() == "Count from a Photo"
    # Ctrl+V in the view reads the next picture; with none, both say so.
    assert view.paste_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Paste)
    QGuiApplication.clipboard().setImage(image.scaled(600, 600))
    view.paste_action.trigger()
    wait_read(qtbot, view, 2, reader)
    assert view.photo.shape[:2] == (600, 600)
    QGuiApplication.clipboard().setText("no picture here")
    view.paste_action.trigger()
    assert view.status.text().startswith("The clipboard holds no picture") and view.photo is not None
    assert window.photos.paste() is None
    assert window.statusBar().currentMessage().startswith("The clipboard holds no picture")


def test_a_file_that_is_no_image_gets_a_message_and_the_count_stays(window, qtbot, monkeypatch, errors, tmp_path):
    assert window.open_path(EXAMPLE)
    before = window.model.state
    junk = tmp_path / "notes.jpg"
    junk.write_text("these are words, not a photo", encoding="utf-8")
    view = count_from_photo(window, monkeypatch, junk)
    qtbot.waitUntil(lambda: bool(errors), timeout=READ_TIMEOUT)
    [(title, text, _details)] = errors
    assert title == "gocount: cannot open the photo"
    assert text.startswith("notes.jpg cannot be opened as a photo.") and "not an image" in text
    assert not view.isVisible() and window.model.state == before and window.model.source == EXAMPLE


def test_the_new_actions_have_their_keys_and_are_listed_in_the_shortcuts(window):
    assert action(window.file_menu, "Count from Photo\u2026").shortcut() == QKeySequence("Ctrl+Shift+P")
    assert action(window.edit_menu, "Paste Photo").shortcut() == QKeySequence(QKeySequence.StandardKey.Paste)
    keys = [a.shortcut() for menu in window.menuBar().actions() for a in menu.menu().actions() if not a.shortcut().isEmpty()]
    assert len(keys) == len(set(key.toString() for key in keys))  # no key for two actions
    assert "Count from Photo" in window.help.shortcuts().text()


def test_the_photo_view_shows_no_untranslated_word(window, qtbot, monkeypatch, photo, pseudo):
    from test_i18n_walk import leftovers, widget_texts

    StandIn(monkeypatch, lambda photo, size, corners: reading_of(grid_ok=False))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(photo[0]), ""))
    window.photos.open_action.trigger()
    view = window.photos.view
    wait_read(qtbot, view)
    view.next_button.click()
    texts = widget_texts(view) + [("photo actions", a.text()) for a in (window.photos.open_action, window.photos.camera_action)]
    found = leftovers(texts, ("IMG_1234.jpg",))
    assert found == [], "\n".join(found)


def test_the_photo_view_follows_a_language_chosen_while_it_is_open(window, qtbot, monkeypatch, photo, switch_language):
    StandIn(monkeypatch)
    view = count_from_photo(window, monkeypatch, photo[0])
    wait_read(qtbot, view)
    reading = view.reading
    switch_language("de")
    qtbot.waitUntil(lambda: view.use_button.text() == "Diese Stellung &verwenden")
    assert view.size_combo.itemText(0) == "Automatisch" and view.doubts_label.text() == "2 Punkte zu prüfen"
    assert view.reading is reading and view.isVisible()
    assert action(window.file_menu, "Aus Foto zählen\u2026") is window.photos.open_action
