"""The one-time server a phone sends its photo to, with a real HTTP client
against the real server on this machine's loopback address: the page with
the token, 404 for anything else, one photo taken by its content within its
limits, every refusal answered with its status, and the server gone, with
its threads, after one photo, a cancel or its lifetime.
"""

from __future__ import annotations

import http.client
import socket
import threading

import cv2
import numpy as np
import pytest

from gocount_gui import phone
from gocount_gui.phone import server as servers

HOST = "127.0.0.1"  # the tests send nothing beyond this machine


def jpeg(side: int = 64) -> bytes:
    picture = np.full((side, side, 3), 180, np.uint8)
    cv2.line(picture, (0, side // 2), (side - 1, side // 2), (0, 0, 0), 1)
    ok, data = cv2.imencode(".jpg", picture)
    assert ok
    return data.tobytes()


def png() -> bytes:
    ok, data = cv2.imencode(".png", np.zeros((8, 8, 3), np.uint8))
    assert ok
    return data.tobytes()


class Phone:
    """What the server handed over and said, as the window would hear it."""

    def __init__(self) -> None:
        self.photos: list[tuple[bytes, str | None]] = []
        self.events: list[tuple[str, object]] = []
        self.stopped: list[str] = []

    def photo(self, data, name) -> None:
        self.photos.append((data, name))

    def event(self, kind, detail) -> None:
        self.events.append((kind, detail))

    def stop(self, reason) -> None:
        self.stopped.append(reason)


@pytest.fixture(autouse=True)
def no_thread_left():
    """Every test ends with the threads it started with."""
    before = set(threading.enumerate())
    yield
    for thread in set(threading.enumerate()) - before:
        thread.join(10)
    left = [thread.name for thread in set(threading.enumerate()) - before]
    assert left == []


@pytest.fixture
def heard():
    return Phone()


@pytest.fixture
def serve(heard):
    """``serve(**limits)`` starts a server on the loopback address; all
    are stopped at the end."""
    started = []

    def start(**limits) -> phone.PhotoServer:
        server = phone.PhotoServer(heard.photo, on_event=heard.event, on_stopped=heard.stop, host=HOST, **limits)
        server.start()
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()


def ask(server, method: str, path: str | None = None, body: bytes | None = None, headers: dict | None = None):
    """(status, body) of one request; ``path`` is the page's own when None."""
    connection = http.client.HTTPConnection(server.host, server.port, timeout=10)
    try:
        connection.request(method, server.path if path is None else path, body=body, headers=headers or {})
        answer = connection.getresponse()
        return answer.status, answer.read()
    finally:
        connection.close()


def raw(server, sent: bytes, then: bytes = b"", between=None) -> bytes:
    """What the server answers to ``sent``, written as it is on a socket
    (then ``then``, after calling ``between``), read until it closes."""
    with socket.create_connection((server.host, server.port), timeout=10) as connection:
        connection.sendall(sent)
        if between is not None:
            between()
        if then:
            try:
                connection.sendall(then)
            except OSError:
                pass
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
        return answer


def post_head(server, length: int) -> bytes:
    return (f"POST {server.path} HTTP/1.1\r\nHost: {server.host}\r\nContent-Type: image/jpeg\r\n"
            f"Content-Length: {length}\r\n\r\n").encode()


# ---- the address --------------------------------------------------------------------------


def test_the_address_carries_a_fresh_token_of_at_least_128_bits(serve):
    first, second = serve(), serve()
    assert len(first.token) >= 22 and first.token != second.token  # 22 characters of base64url: 132 bits
    assert first.url == f"http://{HOST}:{first.port}/{first.token}"
    assert first.port not in (0, second.port)


def test_it_listens_on_the_local_network_address_only(serve, monkeypatch, heard):
    monkeypatch.setattr(servers, "local_address", lambda: HOST)
    server = phone.PhotoServer(heard.photo)
    server.start()
    try:
        assert server.host == HOST and server._httpd.socket.getsockname() == (HOST, server.port)
    finally:
        server.stop()


def test_with_no_network_it_says_so_and_listens_nowhere(monkeypatch, heard):
    monkeypatch.setattr(servers, "local_address", lambda: None)
    server = phone.PhotoServer(heard.photo)
    with pytest.raises(phone.NoNetwork, match="not connected to a network"):
        server.start()
    assert not server.running
    server.stop()  # nothing to stop: no harm


def test_the_local_address_is_found_without_sending_anything():
    address = phone.local_address()
    assert address is None or phone.network.usable(address)


# ---- the page and the refusals ------------------------------------------------------------


def test_the_page_is_served_with_the_token_and_says_what_to_do(serve, heard):
    server = serve()
    status, body = ask(server, "GET")
    assert status == 200
    text = body.decode()
    assert '<input type="file" id="photo" accept="image/*" capture="environment">' in text
    assert '<input type="file" id="library" accept="image/*">' in text  # a photo already taken: no capture
    assert "Take a Photo" in text and "Choose a Photo Already Taken" in text and "<progress" in text
    assert heard.events == [("opened", None)]


@pytest.mark.parametrize("path", ["/", "/favicon.ico", "/..", "/index.html", "/{token}x", "/{token}/", "/{short}", "/{token}/x", "/{token}%00", "/x/../{token}x"])
def test_anything_without_the_token_gets_404_and_nothing_else(serve, path):
    server = serve()
    path = path.format(token=server.token, short=server.token[:-1])
    for method in ("GET", "POST", "PUT", "HEAD", "DELETE"):
        status, body = ask(server, method, path, body=jpeg() if method in ("POST", "PUT") else None)
        assert status == 404, (method, path)
        assert b"Take a Photo" not in body and server.token.encode() not in body
    assert server.running


def test_a_wrong_token_of_the_right_length_gets_404(serve):
    server = serve()
    wrong = "/" + ("A" if server.token[0] != "A" else "B") + server.token[1:]
    assert ask(server, "GET", wrong)[0] == 404
    assert ask(server, "POST", wrong, body=jpeg())[0] == 404


@pytest.mark.parametrize("method", ["PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "BREW"])
def test_another_method_with_the_token_gets_405(serve, method):
    server = serve()
    status, _ = ask(server, method, body=jpeg() if method in ("PUT", "PATCH") else None)
    assert status == 405


def test_a_body_over_the_limit_is_refused_before_it_is_read(serve, heard):
    server = serve()
    answer = raw(server, post_head(server, phone.MAX_BYTES + 1))  # the 30 MB are never sent
    assert answer.startswith(b"HTTP/1.0 413 ") and b"larger than 30 MB" in answer
    small = serve(max_bytes=1000)
    status, body = ask(small, "POST", body=jpeg(200))
    assert len(jpeg(200)) > 1000 and status == 413
    assert heard.photos == [] and server.running and small.running


@pytest.mark.parametrize("data, said", [
    (b"plain text, not a photo", b"not a JPEG or PNG"),
    (b"GIF89a" + bytes(100), b"not a JPEG or PNG"),
    (b"\0\0\0\x18ftypheic" + bytes(100), b"HEIC"),
    (b"", b"not a JPEG or PNG"),
])
def test_what_is_not_a_photo_is_refused_by_its_content(serve, heard, data, said):
    server = serve()
    status, body = ask(server, "POST", body=data, headers={"Content-Type": "image/jpeg", "X-Photo-Name": "IMG_1.jpg"})
    assert status == 415 and said in body
    assert heard.photos == [] and server.running
    assert ("refused", body.decode()) in heard.events


def test_a_post_without_its_length_is_refused(serve):
    server = serve()
    answer = raw(server, f"POST {server.path} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n".encode())
    assert answer.startswith(b"HTTP/1.0 411 ")


def test_a_stalled_upload_is_refused_when_the_stall_limit_runs_out(serve, heard):
    server = serve(stall_seconds=0.3)
    answer = raw(server, post_head(server, 5000) + jpeg()[:10])  # then nothing more
    assert answer.startswith(b"HTTP/1.0 408 ") and b"too slowly" in answer
    assert heard.photos == [] and server.running


def test_an_upload_that_trickles_is_refused_when_the_upload_limit_runs_out(serve, heard):
    server = serve(stall_seconds=5, upload_seconds=0.5)
    data = jpeg()
    with socket.create_connection((server.host, server.port), timeout=10) as connection:
        connection.sendall(post_head(server, len(data) + 1000) + data[:4])
        answer = b""
        for byte in data[4:]:  # a byte every 50 ms: never a stall, never done
            try:
                connection.sendall(bytes([byte]))
            except OSError:
                break
            ready, *_ = __import__("select").select([connection], [], [], 0.05)
            if ready:
                break
        while chunk := connection.recv(65536):
            answer += chunk
    assert answer.startswith(b"HTTP/1.0 408 ")
    assert heard.photos == [] and server.running


# ---- one photo, then gone -------------------------------------------------------------------


def test_one_photo_is_taken_handed_over_and_the_server_stops(serve, heard):
    server = serve()
    data = jpeg()
    status, body = ask(server, "POST", body=data, headers={"Content-Type": "image/jpeg", "X-Photo-Name": "IMG_1234.JPG"})
    assert status == 200
    assert server.stopped.wait(10)
    assert heard.photos == [(data, "IMG_1234.JPG")]
    assert heard.stopped == ["received"] and server.reason == "received"
    assert ("receiving", len(data)) in heard.events
    with pytest.raises(ConnectionRefusedError):  # a second upload after the first: nobody listens
        ask(server, "POST", body=jpeg())


def test_a_png_is_taken_too(serve, heard):
    server = serve()
    assert ask(server, "POST", body=png())[0] == 200
    assert server.stopped.wait(10) and heard.photos[0][1] is None


def test_a_second_upload_while_the_first_is_handed_over_gets_410(serve):
    handing = threading.Event()
    release = threading.Event()
    got = []

    def slow_hand(data, name):
        got.append(data)
        handing.set()
        release.wait(10)

    server = phone.PhotoServer(slow_hand, host=HOST)
    server.start()
    try:
        first = threading.Thread(target=lambda: got.append(ask(server, "POST", body=jpeg())))
        first.start()
        assert handing.wait(10)
        status, body = ask(server, "POST", body=png())
        assert status == 410 and b"already received" in body
        assert ask(server, "GET")[0] == 404  # the token is spent
        release.set()
        first.join(10)
        assert got[1][0] == 200 and server.stopped.wait(10)
    finally:
        release.set()
        server.stop()


def test_cancel_stops_the_server_and_cuts_an_upload_in_progress(serve, heard):
    server = serve(stall_seconds=60)
    with socket.create_connection((server.host, server.port), timeout=10) as connection:
        connection.sendall(post_head(server, 5000) + jpeg()[:10])
        threading.Event().wait(0.2)  # the request is being read
        stopping = threading.Thread(target=server.stop)
        stopping.start()
        stopping.join(20)
        assert not stopping.is_alive()
        assert connection.recv(65536) == b""  # cut, never answered with a photo taken
    assert heard.stopped == ["cancelled"] and heard.photos == []
    with pytest.raises(ConnectionRefusedError):
        ask(server, "GET")


def test_a_phone_that_goes_away_leaves_nothing_printed(serve, heard, capfd):
    server = serve(stall_seconds=0.3)
    for sent in (post_head(server, 5000) + jpeg()[:10], b"GET " + server.path.encode() + b" HTTP/1.1\r\n", b"\x16\x03\x01garbage\r\n\r\n"):
        with socket.create_connection((server.host, server.port), timeout=10) as connection:
            connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\1\0\0\0\0\0\0\0")  # a reset, not a goodbye
            connection.sendall(sent)
    server.stop()
    out, err = capfd.readouterr()
    assert out == "" and err == "" and heard.photos == []


def test_the_server_stops_by_itself_after_its_lifetime(serve, heard):
    server = serve(lifetime_seconds=0.3)
    assert server.stopped.wait(10)
    assert heard.stopped == ["expired"] and not server.running
    with pytest.raises(ConnectionRefusedError):
        ask(server, "GET")


def test_the_photos_name_is_a_plain_file_name():
    assert servers.photo_name("%2Fhome%2Fme%2FIMG_9.jpg") == "IMG_9.jpg"
    assert servers.photo_name("..") is None
    assert len(servers.photo_name("a" * 300 + ".jpg")) == 80
