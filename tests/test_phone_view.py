"""Receive from Phone, as a player uses it: the button in the photo view
(or File > Receive Photo from Phone) shows a QR code and the address; a
photo sent there (by a real HTTP client, as the phone's page sends it) is
read in the view at once; closing the view or the dialog stops the server.

The server listens on the loopback address here (``local_address`` is
replaced): the tests send nothing beyond this machine.
"""

from __future__ import annotations

import http.client
import threading
import time
from urllib.parse import urlsplit

import cv2
import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from gocount_gui.phone import server as servers
from gocount_gui.ui.phone_dialog import PhoneDialog
from photo_images import GAME_9, write_photo

READ_TIMEOUT = 60_000
HOST = "127.0.0.1"


@pytest.fixture(autouse=True)
def on_loopback(monkeypatch):
    monkeypatch.setattr(servers, "local_address", lambda: HOST)


@pytest.fixture(autouse=True)
def close_views(window):
    before = set(threading.enumerate())
    yield
    if window.photos.view is not None:
        window.photos.view.close()
    left = [t.name for t in set(threading.enumerate()) - before if t.name.startswith("gocount-phone") or "process_request" in t.name]
    assert left == []


def photo_bytes(tmp_path) -> bytes:
    path = tmp_path / "phone.jpg"
    write_photo(path, GAME_9, tilt=0.05, noise=3)
    return path.read_bytes()


def send(url: str, data: bytes, name: str = "IMG_0042.JPG"):
    """POST ``data`` to the page's address as the page's script does: (status, body)."""
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    try:
        connection.request("POST", parts.path, body=data, headers={"Content-Type": "image/jpeg", "X-Photo-Name": name})
        answer = connection.getresponse()
        return answer.status, answer.read().decode()
    finally:
        connection.close()


def decoded(label) -> str:
    """The text of the QR code a label shows, read by OpenCV's detector."""
    image = label.pixmap().toImage().convertToFormat(QImage.Format.Format_Grayscale8)
    pixels = np.array(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine())[:, : image.width()]
    # OpenCV's plain detector misses about one code in two hundred; its
    # ArUco-based one and a doubled picture read those.
    for detector in (cv2.QRCodeDetector(), cv2.QRCodeDetectorAruco()):
        for picture in (pixels, cv2.resize(pixels, None, fx=2, fy=2, interpolation=cv2.INTER_NEAREST)):
            text, _points, _code = detector.detectAndDecode(picture)
            if text:
                return text
    return ""


def open_view(window, qtbot):
    """The photo view, empty, opened from the File menu's Receive Photo from Phone."""
    window.photos.phone_action.trigger()
    view = window.photos.view
    qtbot.waitUntil(lambda: view.phone_dialog is not None and view.phone_dialog.isVisible())
    return view, view.phone_dialog


def test_a_photo_sent_from_the_phone_is_read_in_the_view_at_once(window, qtbot, tmp_path):
    data = photo_bytes(tmp_path)
    started = time.perf_counter()
    view, dialog = open_view(window, qtbot)
    assert view.isVisible() and dialog.server.running
    assert view.phone_button.isVisible() and not view.progress.isVisible() and not view.cancel_button.isVisible()
    url = dialog.address.text()
    assert url == dialog.server.url and url.startswith(f"http://{HOST}:")
    assert decoded(dialog.code) == url  # the QR code holds the address shown
    assert "Waiting for the phone" in dialog.status.text()
    server = dialog.server
    assert send(url, data) == (200, "received\n")
    qtbot.waitUntil(lambda: view.reading is not None, timeout=READ_TIMEOUT)
    elapsed = time.perf_counter() - started
    assert view.reading.position == GAME_9, "\n".join(view.reading.position)
    assert view.windowTitle().endswith("IMG_0042.JPG")
    assert not dialog.isVisible() and server.stopped.is_set() and server.reason == "received"
    with pytest.raises(ConnectionRefusedError):  # the address is spent
        send(url, data)
    print(f"\nReceive from Phone to the photo read (loopback, {len(data)} bytes): {elapsed:.2f} s")


def test_the_button_in_the_photo_view_shows_the_code_and_a_refusal_is_shown(window, qtbot, monkeypatch, tmp_path):
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getOpenFileName", lambda *a, **k: (str(tmp_path / "x.jpg"), ""))
    write_photo(tmp_path / "x.jpg", GAME_9)
    window.photos.open_action.trigger()
    view = window.photos.view
    qtbot.waitUntil(lambda: view.reading is not None, timeout=READ_TIMEOUT)
    qtbot.mouseClick(view.phone_button, Qt.MouseButton.LeftButton)
    dialog = view.phone_dialog
    assert dialog.isVisible() and decoded(dialog.code) == dialog.address.text()
    status, said = send(dialog.address.text(), b"not a photo at all")
    assert status == 415
    qtbot.waitUntil(lambda: "The phone was told" in dialog.status.text())
    assert said in dialog.status.text() and dialog.server.running
    reading = view.reading
    assert send(dialog.address.text(), photo_bytes(tmp_path))[0] == 200
    qtbot.waitUntil(lambda: view.reading is not reading and view.reading is not None, timeout=READ_TIMEOUT)


def test_cancel_and_closing_the_view_stop_the_server(window, qtbot):
    view, dialog = open_view(window, qtbot)
    server = dialog.server
    dialog.buttons.button(dialog.buttons.StandardButton.Cancel).click()
    assert not dialog.isVisible() and server.stopped.is_set() and server.reason == "cancelled"
    qtbot.mouseClick(view.phone_button, Qt.MouseButton.LeftButton)
    escaped = dialog.server
    assert escaped is not server and escaped.url != server.url and escaped.running
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible() and escaped.stopped.is_set()
    qtbot.mouseClick(view.phone_button, Qt.MouseButton.LeftButton)
    again = dialog.server
    assert again.running and dialog.isVisible()
    view.close()
    assert again.stopped.is_set() and not dialog.isVisible()
    with pytest.raises(ConnectionRefusedError):
        send(again.url, b"")


def test_with_no_network_the_dialog_says_so_in_place_of_the_code(window, qtbot, monkeypatch):
    monkeypatch.setattr(servers, "local_address", lambda: None)
    _view, dialog = open_view(window, qtbot)
    assert dialog.server is None and not dialog.code.isVisible() and not dialog.address.isVisible()
    assert "not connected to a network" in dialog.status.text()
    assert dialog.again_button.isVisible()
    monkeypatch.setattr(servers, "local_address", lambda: HOST)
    dialog.again_button.click()  # the network is back
    assert dialog.server.running and dialog.code.isVisible()


def test_a_phone_that_never_comes_is_explained(window, qtbot, monkeypatch):
    monkeypatch.setattr(PhoneDialog, "QUIET_MS", 200)
    _view, dialog = open_view(window, qtbot)
    qtbot.waitUntil(lambda: "No phone has opened the page yet" in dialog.status.text(), timeout=10_000)
    assert "firewall" in dialog.status.text() and dialog.server.running


def test_an_expired_address_offers_a_new_code(window, qtbot, monkeypatch):
    monkeypatch.setattr(PhoneDialog, "limits", {"lifetime_seconds": 0.3})
    _view, dialog = open_view(window, qtbot)
    first = dialog.address.text()
    qtbot.waitUntil(lambda: "expired" in dialog.status.text(), timeout=10_000)
    assert dialog.server is None and dialog.again_button.isVisible() and not dialog.code.isVisible()
    monkeypatch.setattr(PhoneDialog, "limits", {})
    dialog.again_button.click()
    assert dialog.address.text() not in ("", first) and decoded(dialog.code) == dialog.address.text()


def test_the_dialog_and_the_page_show_no_untranslated_word(window, qtbot, pseudo):
    from test_i18n_walk import leftovers, widget_texts

    qtbot.waitUntil(lambda: "\u00ab" in window.photos.open_action.text())  # the window has heard of the language
    view, dialog = open_view(window, qtbot)
    texts = widget_texts(dialog, skip=(dialog.address,)) + [("phone button", view.phone_button.text()), ("phone action", window.photos.phone_action.text())]
    assert leftovers(texts) == [], leftovers(texts)
    page = dialog.server.page.decode()
    assert "\u00abTake a Photo\u00bb" in page and "\u00abReceived: look at the laptop.\u00bb" in page


def test_the_file_menu_offers_receive_photo_from_phone_after_the_camera(window, qtbot):
    actions = window.file_menu.actions()
    assert actions.index(window.photos.phone_action) == actions.index(window.photos.camera_action) + 1
    assert window.photos.phone_action.text() == "Rece&ive Photo from Phone\u2026"
    window.photos.phone_action.trigger()
    assert window.photos.view.phone_dialog.server.running


def test_the_code_never_lies_over_the_dialogs_words_and_shrinks_on_a_short_screen(window, qtbot):
    """At 1366x768 and 200% the screen is 384 points tall: the code gets smaller rather than
    the dialog being laid out shorter than its words, the code over the address."""
    from gocount_gui.ui.phone_dialog import QR_SIDE, QR_SMALLEST, qr_side

    assert qr_side(768) == QR_SIDE and qr_side(384) < QR_SIDE and qr_side(200) == QR_SMALLEST
    view, dialog = open_view(window, qtbot)
    placed = [dialog.heading, dialog.code, dialog.address, dialog.hint, dialog.status]
    for upper, lower in zip(placed, placed[1:]):
        assert upper.geometry().bottom() < lower.geometry().top(), (upper, lower)
    assert dialog.code.pixmap().width() / dialog.code.pixmap().devicePixelRatio() <= dialog.code.height() + 1
