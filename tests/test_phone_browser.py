"""A real browser sends the photo: headless Chromium (Debian's ``chromium``)
opens the page at the address the dialog shows, a photo is chosen in its
file input as a person would pick one, the page sends it with its own
script, says "Received: look at the laptop." and the photo is read in the
running window.

The server listens on the loopback address (``local_address`` is
replaced): nothing goes beyond this machine. Skipped, with the reason,
where Chromium is not installed (``apt-get install chromium``;
scripts/test.sh installs it or names it).
"""

from __future__ import annotations

import time

import pytest

from chromium_pipe import Browser
from gocount_gui.phone import server as servers
from photo_images import GAME_9, write_photo

pytestmark = pytest.mark.skipif(Browser.find() is None, reason="Debian's chromium is not installed (apt-get install chromium)")

READ_TIMEOUT = 60_000


@pytest.fixture
def browser(tmp_path):
    with Browser(Browser.find(), str(tmp_path / "profile")) as opened:
        yield opened


@pytest.fixture(autouse=True)
def close_views(window, monkeypatch):
    monkeypatch.setattr(servers, "local_address", lambda: "127.0.0.1")
    yield
    if window.photos.view is not None:
        window.photos.view.close()


def test_chromium_sends_a_photo_from_the_page_and_the_window_reads_it(window, qtbot, browser, tmp_path):
    photo = tmp_path / "IMG_0007.jpg"
    write_photo(photo, GAME_9, tilt=0.05, noise=3)
    started = time.perf_counter()
    window.photos.phone_action.trigger()  # File > Receive Photo from Phone
    view = window.photos.view
    dialog = view.phone_dialog
    url = dialog.address.text()
    browser.open(url)
    opened = time.perf_counter()
    text = browser.evaluate("document.body.innerText")
    assert "Send a photo to gocount" in text and "Take a Photo" in text and "Choose a Photo Already Taken" in text
    assert browser.evaluate("document.getElementById('photo').getAttribute('capture')") == "environment"
    assert browser.evaluate("document.getElementById('photo').accept") == "image/*"
    browser.set_files("#photo", [str(photo)])
    said = browser.wait_for("document.body.className === 'done' && document.getElementById('said').textContent")
    assert said == "Received: look at the laptop."
    assert browser.evaluate("document.getElementById('bar').value") == 1
    sent = time.perf_counter()
    browser.screenshot(str(tmp_path / "page.png"))
    qtbot.waitUntil(lambda: view.reading is not None, timeout=READ_TIMEOUT)
    read = time.perf_counter()
    assert view.reading.position == GAME_9, "\n".join(view.reading.position)
    assert view.windowTitle().endswith("IMG_0007.jpg") and not dialog.isVisible()
    assert dialog.server is None
    print(f"\nReceive from Phone -> page open {opened - started:.2f} s -> photo sent {sent - started:.2f} s"
          f" -> read in the window {read - started:.2f} s ({photo.stat().st_size} bytes, loopback)")


def test_the_page_refuses_a_photo_over_the_limit_before_sending_it(window, qtbot, browser, tmp_path, monkeypatch):
    from gocount_gui.ui.phone_dialog import PhoneDialog

    monkeypatch.setattr(PhoneDialog, "limits", {"max_bytes": 2 * 1024 * 1024})
    large = tmp_path / "large.jpg"
    large.write_bytes(b"\xff\xd8\xff" + bytes(3 * 1024 * 1024))
    window.photos.phone_action.trigger()
    dialog = window.photos.view.phone_dialog
    browser.open(dialog.address.text())
    browser.set_files("#library", [str(large)])  # a photo already taken
    said = browser.wait_for("document.getElementById('said').textContent")
    assert said == "The photo is larger than 2 MB. Send a smaller one."
    assert dialog.server.running
    not_a_photo = tmp_path / "notes.jpg"
    not_a_photo.write_bytes(b"these are notes, not a photo")
    browser.set_files("#photo", [str(not_a_photo)])
    said = browser.wait_for("document.getElementById('said').textContent.indexOf('JPEG') >= 0 && document.getElementById('said').textContent")
    assert said.startswith("This is not a JPEG or PNG photo.")
    qtbot.waitUntil(lambda: "The phone was told" in dialog.status.text())
    assert dialog.server.running and window.photos.view.reading is None
