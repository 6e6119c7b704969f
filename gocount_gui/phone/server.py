"""The one-time server a phone sends its photo to.

:class:`PhotoServer` is the standard library's threading HTTP server,
made safe to open on a club's shared Wi-Fi by what it refuses:

- it listens on the laptop's local-network address only, on a port the
  system chooses, and only from :meth:`PhotoServer.start` until it stops;
- its one address carries a random token of 144 bits; a request for any
  other path, or with another token, gets 404 and nothing else (no listing,
  no other file);
- with the token, GET gives the page and POST takes one photo; any other
  method gets 405;
- a photo is taken by its content, JPEG or PNG (HEIC and anything else get
  415 with a sentence), with its length given (411 without), at most
  :data:`MAX_BYTES` (413, refused before its body is read), within a time
  limit for the whole upload and a shorter one for a stall (408);
- it stops after one photo (a second upload meanwhile gets 410), when
  :meth:`PhotoServer.stop` is called, or after its lifetime, and then every
  thread it started has ended;
- the photo is held in memory only and handed over; the server keeps no copy.

Callbacks run on the server's threads: ``on_photo(data, name)`` with the
photo's bytes and the name the phone gave it (or None), ``on_event(kind,
detail)`` with "opened" (the page was served), "receiving" (the number of
bytes coming) or "refused" (the sentence the phone was told), and
``on_stopped(reason)``, once, with "received", "cancelled" or "expired".
"""

from __future__ import annotations

import hmac
import re
import secrets
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Callable
from urllib.parse import unquote, urlsplit

from gocount_gui.phone import page as pages
from gocount_gui.phone.network import local_address
from gocount_gui.scoring.text import translate

MAX_BYTES = 30 * 1024 * 1024
"""The largest photo taken, in bytes (a phone's photo is 2 to 12 MB)."""

UPLOAD_SECONDS = 180.0
"""The longest a photo may take to arrive once its upload started."""

STALL_SECONDS = 20.0
"""The longest the server waits for the next bytes of a request."""

LIFETIME_SECONDS = 300.0
"""How long the address stays open with no photo sent (five minutes)."""

POLL_SECONDS = 0.1
"""How often the serving thread looks whether it should stop."""

_CHUNK = 256 * 1024
_NAME = re.compile(r"[^\w.\- ]+")


class NoNetwork(Exception):
    """The laptop is on no network a phone could reach it through."""


def photo_kind(data: bytes) -> str | None:
    """"jpeg", "png" or "heic" by the first bytes of ``data``; None for
    anything else.

    >>> [photo_kind(b) for b in (b"\\xff\\xd8\\xff\\xe1rest", b"\\x89PNG\\r\\n\\x1a\\n....", b"\\0\\0\\0\\x18ftypheic", b"GIF89a")]
    ['jpeg', 'png', 'heic', None]
    """
    if data.startswith(b"\xff\xd8\xff"):
        return "jpeg"
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "png"
    if data[4:8] == b"ftyp" and data[8:12] in (b"heic", b"heix", b"heim", b"heis", b"hevc", b"hevx", b"mif1", b"msf1"):
        return "heic"
    return None


def photo_name(sent: str | None) -> str | None:
    """The name the phone gave the photo, as a plain file name: no folder,
    no odd characters, at most 80 of them; None when nothing is left.

    >>> photo_name("IMG_1234.JPG"), photo_name("..%2F..%2Fetc%2Fpasswd"), photo_name("<script>.jpg"), photo_name("")
    ('IMG_1234.JPG', 'passwd', 'script.jpg', None)
    """
    if not sent:
        return None
    name = unquote(sent).replace("\\", "/").rsplit("/", 1)[-1]
    name = _NAME.sub("", name).strip(" .")[:80]
    return name or None


class _Server(ThreadingHTTPServer):
    """The HTTP server of one :class:`PhotoServer`: its request threads are
    joined when it closes (none is left behind)."""

    daemon_threads = False
    block_on_close = True
    allow_reuse_address = False

    def __init__(self, address, owner: "PhotoServer") -> None:
        self.owner = owner
        super().__init__(address, _Handler)

    def handle_error(self, request, client_address) -> None:
        """A request that failed (the phone went away in the middle of an
        answer) ends quietly: nothing is printed, the phone's address least."""


class _Handler(BaseHTTPRequestHandler):
    """One request. HTTP/1.0: one request a connection, then it closes."""

    server_version = "gocount"
    sys_version = ""
    server: _Server

    def setup(self) -> None:
        super().setup()
        self.owner = self.server.owner
        self.connection.settimeout(self.owner.stall_seconds)
        self.owner._opened(self.connection)

    def finish(self) -> None:
        try:
            super().finish()
        finally:
            self.owner._closed(self.connection)

    def log_message(self, format: str, *args) -> None:  # noqa: A002 - the standard library's name
        """Nothing is written to the terminal: the addresses stay private."""

    def __getattr__(self, name: str):
        # Every other method (PUT, DELETE, HEAD, ...) gets 404 or 405, never 501.
        if name.startswith("do_"):
            return self._other
        raise AttributeError(name)

    # ---- the answers ------------------------------------------------------------------

    def _ours(self) -> bool:
        path = urlsplit(self.path).path
        return hmac.compare_digest(path.encode("utf-8", "replace"), self.owner.path.encode())

    def _answer(self, status: int, body: bytes, kind: str = "text/plain; charset=utf-8", extra: dict | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        for name, value in (extra or {}).items():
            self.send_header(name, value)
        self.send_header("Connection", "close")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)
        self.wfile.flush()
        self.close_connection = True

    def _say(self, status: int, sentence: str, refused: bool = True) -> None:
        if refused:
            self.owner._event("refused", sentence)
        self._answer(status, sentence.encode("utf-8"))

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """The standard library's own refusals (a malformed request), short and plain."""
        self.close_connection = True
        try:
            self._answer(code, f"{code}\n".encode())
        except OSError:
            pass

    def _not_found(self) -> None:
        self._answer(404, b"Not found\n")

    def _other(self) -> None:
        if not self._ours():
            self._not_found()
            return
        self._answer(405, b"Method not allowed\n", extra={"Allow": "GET, POST"})

    def do_GET(self) -> None:  # noqa: N802 - the standard library's name
        if not self._ours() or self.owner.taken:
            self._not_found()
            return
        policy = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; img-src data:"
        # Said before the page goes out, so that whoever hears it knows by the time the phone
        # has the page (a test's client, the dialog's "opened" line).
        self.owner._event("opened", None)
        self._answer(200, self.owner.page, "text/html; charset=utf-8", {"Content-Security-Policy": policy})

    def do_POST(self) -> None:  # noqa: N802 - the standard library's name
        owner = self.owner
        if not self._ours():
            self._not_found()
            return
        if owner.taken:
            self._say(410, owner.answers.taken)
            return
        if self.headers.get("Transfer-Encoding") is not None or self.headers.get("Content-Length") is None:
            self._answer(411, b"Length required\n")
            return
        try:
            length = int(self.headers["Content-Length"])
        except ValueError:
            length = -1
        if length < 0:
            self._answer(400, b"Bad length\n")
            return
        if length > owner.max_bytes:
            self._say(413, owner.answers.too_large)
            return
        owner._event("receiving", length)
        try:
            data = self._body(length)
        except TimeoutError:
            self._say(408, owner.answers.too_slow)
            return
        except (ConnectionError, OSError):
            return  # the phone went away, or the server is stopping
        kind = photo_kind(data)
        if kind is None or kind == "heic":
            self._say(415, owner.answers.heic if kind == "heic" else owner.answers.not_a_photo)
            return
        if not owner._take():
            self._say(410, owner.answers.taken)
            return
        name = photo_name(self.headers.get("X-Photo-Name"))
        try:
            self._answer(200, b"received\n")
        except OSError:
            pass  # the phone went away after sending: the photo is here all the same
        owner._closed(self.connection)
        owner._deliver(data, name)

    def _body(self, length: int) -> bytes:
        """The request's ``length`` bytes, within the upload's time limit
        and with no stall longer than the stall limit. Raises TimeoutError
        when either runs out, ConnectionError when the phone goes away."""
        owner = self.owner
        deadline = time.monotonic() + owner.upload_seconds
        body = bytearray()
        owner._uploading(+1)
        try:
            while len(body) < length:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError("the upload took too long")
                self.connection.settimeout(min(owner.stall_seconds, left))
                chunk = self.rfile.read1(min(_CHUNK, length - len(body)))
                if not chunk:
                    raise ConnectionError("the phone closed the connection")
                body += chunk
        finally:
            owner._uploading(-1)
        return bytes(body)


class PhotoServer:
    """A one-time page on the local network that takes one photo.

    ``host`` is the address to listen on (the laptop's local-network
    address when None; :meth:`start` raises :class:`NoNetwork` when it has
    none). ``say`` puts the page's Texts in the window's language and
    ``language`` names it (a BCP 47 tag); the limits are in bytes and
    seconds. Nothing listens before :meth:`start`.
    """

    def __init__(
        self,
        on_photo: Callable[[bytes, str | None], None],
        *,
        on_event: Callable[[str, object], None] | None = None,
        on_stopped: Callable[[str], None] | None = None,
        host: str | None = None,
        say: pages.Say = str,
        language: str = "en",
        max_bytes: int = MAX_BYTES,
        upload_seconds: float = UPLOAD_SECONDS,
        stall_seconds: float = STALL_SECONDS,
        lifetime_seconds: float = LIFETIME_SECONDS,
    ) -> None:
        self.on_photo, self.on_event, self.on_stopped = on_photo, on_event, on_stopped
        self.host = host
        self.max_bytes, self.upload_seconds, self.stall_seconds, self.lifetime_seconds = (
            max_bytes, upload_seconds, stall_seconds, lifetime_seconds)
        self.answers = pages.Answers.said(say, max_bytes // (1024 * 1024))
        self.page = pages.page(say, language, max_bytes, self.answers.too_large)
        self.token = secrets.token_urlsafe(18)  # 144 bits
        self.path = "/" + self.token
        self.port: int | None = None
        self.reason: str | None = None  # why it stopped: "received", "cancelled" or "expired"
        self.taken = False
        self.stopped = threading.Event()
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._connections: set[socket.socket] = set()
        self._uploads = 0
        self._httpd: _Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        """The page's address, the one the QR code holds."""
        return f"http://{self.host}:{self.port}{self.path}"

    def start(self) -> str:
        """Listen and serve on a thread of its own; the page's address.
        Raises NoNetwork with a sentence when the laptop is on no network,
        OSError when the address cannot be listened on."""
        if self._thread is not None:
            raise RuntimeError("a PhotoServer starts once")
        if self.host is None:
            self.host = local_address()
            if self.host is None:
                raise NoNetwork(translate("Phone", "This computer is not connected to a network, so a phone cannot reach it. Connect it to the Wi-Fi the phone is on, then try again."))
        self._httpd = _Server((self.host, 0), self)
        self._httpd.timeout = POLL_SECONDS
        self.port = self._httpd.server_address[1]
        self._expires = time.monotonic() + self.lifetime_seconds
        self._thread = threading.Thread(target=self._serve, name="gocount-phone-server", daemon=True)
        self._thread.start()
        return self.url

    def stop(self, wait: bool = True) -> None:
        """Stop serving (Cancel, or the view closing): open connections are
        cut; with ``wait``, returns once every thread of the server ended.
        Safe to call more than once, and before :meth:`start`."""
        self._finish("cancelled")
        if wait and self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join()

    @property
    def running(self) -> bool:
        return self._thread is not None and not self.stopped.is_set()

    # ---- the serving thread ----------------------------------------------------------

    def _serve(self) -> None:
        httpd = self._httpd
        try:
            while not self._stop.is_set():
                httpd.handle_request()
                with self._lock:
                    idle = self._uploads == 0
                if idle and time.monotonic() > self._expires:
                    self._finish("expired")
        finally:
            with self._lock:
                cut = list(self._connections)
            for connection in cut:  # wakes the request threads still reading
                try:
                    connection.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
            httpd.server_close()  # joins the request threads
            self.stopped.set()
            if self.on_stopped is not None:
                self.on_stopped(self.reason)

    def _finish(self, reason: str) -> None:
        with self._lock:
            if self.reason is None:
                self.reason = reason
        self._stop.set()

    # ---- for the request threads ----------------------------------------------------

    def _opened(self, connection: socket.socket) -> None:
        with self._lock:
            self._connections.add(connection)
        if self._stop.is_set():  # came in as it stopped
            try:
                connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def _closed(self, connection: socket.socket) -> None:
        with self._lock:
            self._connections.discard(connection)

    def _uploading(self, change: int) -> None:
        with self._lock:
            self._uploads += change

    def _take(self) -> bool:
        """True for the first photo; False once one was taken."""
        with self._lock:
            if self.taken or self._stop.is_set():
                return False
            self.taken = True
            return True

    def _deliver(self, data: bytes, name: str | None) -> None:
        try:
            self.on_photo(data, name)
        finally:
            self._finish("received")

    def _event(self, kind: str, detail: object) -> None:
        if self.on_event is not None:
            self.on_event(kind, detail)
