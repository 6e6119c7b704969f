"""Receive from Phone: a QR code the phone opens to send its photo.

The dialog starts a :class:`~gocount_gui.phone.PhotoServer` on the
laptop's local-network address and shows its one-time address as a QR
code (drawn by segno) and in plain text. The server's threads tell the
dialog what happens through a relay whose signals arrive in the GUI
thread; the photo that arrives is handed on with :attr:`received` and the
dialog closes. Closing it (Cancel, the photo view closing) stops the
server and waits for its threads. With no network it says so in place of
the code; when the address expires, New Code makes another.
"""

from __future__ import annotations

import io

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QImage, QPixmap
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from .. import i18n
from ..i18n import shown, translate
from .retranslate import follow_language

QR_SIDE = 260
"""The QR code's side on screen, in device-independent pixels: easy for a
phone's camera at arm's length."""


QR_SMALLEST = 120
"""The smallest side the code is given on a screen with little room (a phone's
camera still reads a version 4 code of 120 device-independent pixels)."""
ROOM_FOR_WORDS = 300
"""Device-independent pixels of the dialog's height that its words, the
address and the buttons take beside the code."""


def qr_side(screen_height: int) -> int:
    """The code's side on a screen ``screen_height`` device-independent pixels
    tall: QR_SIDE where it fits with the dialog's words, smaller (down to
    QR_SMALLEST) on a short screen, such as 1366x768 at 200%, where a full-size
    code would push the dialog past the screen and over its own words."""
    return max(QR_SMALLEST, min(QR_SIDE, screen_height - ROOM_FOR_WORDS))


def qr_image(text: str, side: int = QR_SIDE, ratio: float = 1.0) -> QImage:
    """``text`` as a QR code (error correction M, the standard quiet zone
    of four modules), about ``side`` pixels wide at the device pixel ratio
    ``ratio``; segno writes it as a PNG, Qt reads the PNG."""
    import segno

    code = segno.make(text, error="m", micro=False)
    modules = code.symbol_size(scale=1, border=4)[0]
    scale = max(2, round(side * ratio / modules))
    png = io.BytesIO()
    code.save(png, kind="png", scale=scale, border=4, dark="black", light="white")
    image = QImage.fromData(png.getvalue(), "PNG")
    image.setDevicePixelRatio(ratio)
    return image


class _Relay(QObject):
    """Carries the server's news from its threads to the GUI thread."""

    photo = Signal(object, object)
    event = Signal(str, object)
    stopped = Signal(str)


def _emit(signal, *args) -> None:
    try:
        signal.emit(*args)
    except RuntimeError:  # the dialog is gone: nobody to tell
        pass


class PhoneDialog(QDialog):
    """The QR code, the address and what the phone is doing.

    Signals:
        received(bytes, str | None): the photo's bytes and the name the
            phone gave it; the dialog closes.
    """

    received = Signal(object, object)
    limits: dict = {}
    """The server's limits, when not its own (the tests make them short)."""
    QUIET_MS = 60_000
    """How long the dialog waits for the phone to open the page before it
    says what usually keeps a phone out (another Wi-Fi, a firewall)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModal(False)
        self.server = None
        self.url: str | None = None
        self.problem: str | None = None  # why no address is shown
        self._state: tuple[str, object] = ("waiting", None)
        self.relay = _Relay(self)
        self.relay.photo.connect(self._photo)
        self.relay.event.connect(self._event)
        self.relay.stopped.connect(self._stopped)
        self.quiet = QTimer(self)
        self.quiet.setSingleShot(True)
        self.quiet.timeout.connect(self._still_quiet)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.code = QLabel()
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        side = self._side()
        self.code.setMinimumSize(side, side)
        self.address = QLabel()
        self.address.setTextFormat(Qt.TextFormat.PlainText)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        self.again_button = QPushButton()
        self.again_button.clicked.connect(self.start)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.addButton(self.again_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.code, 1)
        layout.addWidget(self.address)
        layout.addWidget(self.hint)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        self.retranslate()

    # ---- the server ----------------------------------------------------------------

    def start(self) -> bool:
        """Open a new one-time address and show it; False when none could
        be opened (no network, or the address could not be listened on),
        which the dialog says."""
        from ..phone import NoNetwork, PhotoServer

        self.stop()
        relay = self.relay
        language = i18n.installed_language() if i18n.installed() else "en"
        server = PhotoServer(
            lambda data, name: _emit(relay.photo, data, name),
            on_event=lambda kind, detail: _emit(relay.event, kind, detail),
            on_stopped=lambda reason: _emit(relay.stopped, reason),
            say=shown,
            language=language.replace("_", "-"),
            **self.limits,
        )
        try:
            self.url = server.start()
        except NoNetwork as err:
            self.url, self.problem = None, err.args[0]
        except OSError as err:
            self.url = None
            self.problem = translate("Phone", "gocount could not open an address for the phone: {error}").format(error=err.strerror or str(err))
        else:
            self.server, self.problem = server, None
        self._state = ("waiting", None)
        self._show_code()
        self._update_status()
        if self.server is not None:
            self.quiet.start(self.QUIET_MS)
        return self.server is not None

    def stop(self) -> None:
        """Stop the server, if one runs, and wait for its threads."""
        self.quiet.stop()
        server, self.server = self.server, None
        if server is not None:
            server.stop()

    # ---- in the GUI thread ---------------------------------------------------------

    def _photo(self, data, name) -> None:
        if self.server is None:
            return
        self._state = ("received", None)
        self._update_status()
        self.received.emit(data, name)
        self.close()

    def _event(self, kind: str, detail) -> None:
        if self.server is not None:
            self._state = (kind, detail)
            self._update_status()

    def _still_quiet(self) -> None:
        if self.server is not None and self._state[0] == "waiting":
            self._state = ("quiet", None)
            self._update_status()

    def _stopped(self, reason: str) -> None:
        if reason == "expired" and self.server is not None:
            self.stop()
            self._state = ("expired", None)
            self._show_code()
            self._update_status()

    # ---- what it shows ---------------------------------------------------------------

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        follow_language(self, event)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Phone", "Receive from Phone"))
        self.heading.setText(translate("Phone", "Scan this code with the phone's camera, or type the address into the phone's browser. Then take the photo on the page that opens."))
        self.hint.setText(translate("Phone", "The phone must be on the same Wi-Fi as this computer. If the page does not open, a firewall on this computer may be blocking gocount: allow it on private networks."))
        self.again_button.setText(translate("Phone", "&New Code"))
        self.again_button.setToolTip(translate("Phone", "Open a new address for the phone"))
        self.code.setAccessibleName(translate("Phone", "QR code of the address for the phone"))
        self._update_status()

    def _side(self) -> int:
        screen = self.screen() or QGuiApplication.primaryScreen()
        return qr_side(screen.availableGeometry().height()) if screen is not None else QR_SIDE

    def _show_code(self) -> None:
        showing = self.url is not None and self.server is not None
        if showing:
            side = self._side()
            self.code.setMinimumSize(side, side)
            self.code.setPixmap(QPixmap.fromImage(qr_image(self.url, side, self.devicePixelRatioF())))
            self.address.setText(self.url)
        else:
            self.code.clear()
            self.address.setText("")
        self.code.setVisible(showing)
        self.address.setVisible(showing)
        self.hint.setVisible(showing)
        self.again_button.setVisible(not showing)
        # The code and the words change the height the dialog needs: grow (or shrink) to it,
        # or a dialog sized before them lays the code over its own words.
        # (The wrapped words' height depends on the width, which a layout's minimum leaves out.)
        layout = self.layout()
        layout.activate()
        need = layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() else layout.totalMinimumSize().height()
        self.setMinimumHeight(need)
        self.resize(self.width(), max(self.height(), need))

    def _update_status(self) -> None:
        kind, detail = self._state
        if self.problem is not None:
            text = shown(self.problem)
        elif kind == "opened":
            text = translate("Phone", "The phone has opened the page. Waiting for the photo\u2026")
        elif kind == "receiving":
            text = translate("Phone", "Receiving the photo ({megabytes} MB)\u2026").format(megabytes=f"{int(detail) / 1e6:.1f}")
        elif kind == "refused":
            text = translate("Phone", "The phone was told: {said}").format(said=str(detail))
        elif kind == "received":
            text = translate("Phone", "Photo received.")
        elif kind == "quiet":
            text = translate("Phone", "No phone has opened the page yet. If the phone cannot open it, it is on another Wi-Fi than this computer, or a firewall on this computer blocks gocount.")
        elif kind == "expired":
            text = translate("Phone", "The address has expired, so the phone can no longer send to it. Press New Code for another.")
        else:
            text = translate("Phone", "Waiting for the phone\u2026")
        self.status.setText(text)

    def done(self, result: int) -> None:
        """Cancel, Escape or the photo received: the server stops, and its
        threads end, before the dialog goes."""
        self.stop()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        """The server stops with the dialog, and its threads end."""
        self.stop()
        super().closeEvent(event)
