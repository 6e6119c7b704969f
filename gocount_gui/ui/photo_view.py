"""File > Count from Photo: the photo and the board it was read as, side by
side, for the player to check before counting.

On the left the photo with the fitted grid, the stones as read, the
doubtful points circled and four handles on the grid's corners: letting
a handle go reads the photo again with the corners where the handles are.
On the right the position as a board: a click cycles a point empty,
black, white; Next Doubt (N) goes from one doubtful point to the next on
both sides. The board size is found, or chosen (19, 13, 9). A reading
whose grid the reader does not trust, and a photo in which no board was
found, ask for the corners; Use This Position stays off until the
corners are placed or the player says the position is right as shown.

The reading runs on a worker thread (:mod:`.photo_read`) with a progress
bar and a Cancel button; the view's :attr:`PhotoView.chosen` hands the
checked reading to the window, which counts it as a new count.

Receive from Phone shows a QR code of a one-time address on the local
network (:mod:`.phone_dialog`); the photo the phone sends there is read at
once, like an opened one.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..i18n import Context, shown, translate
from .photo_board import NEXT_COLOUR, ReadingSide, point_label
from .photo_canvas import PhotoCanvas, default_corners
from .photo_read import PhotoReader, PhotoSource, clipboard_source
from .retranslate import follow_language

Photo = Context("Photo")
"""The photo view's counted messages (lupdate reads the context from the name)."""

class PhotoView(QDialog):
    """The photo view of one window (not modal: the window stays in reach).

    Signals:
        chosen(Reading, str | None): Use This Position was pressed; the
            reading as the player left it, and the photo's file name.
    """

    chosen = Signal(object, object)

    def __init__(self, parent: QWidget | None = None, show_error=None) -> None:
        super().__init__(parent)
        self.setModal(False)
        self.show_error = show_error
        self.source: PhotoSource | None = None  # the photo shown
        self.pending: PhotoSource | None = None  # the photo being loaded
        self.photo = None  # the photo as a BGR array, once loaded
        self.reading = None
        self.manual = False  # the handles were put down by hand, with no reading to start from
        self.moved: set[int] = set()  # the handles dragged since they were put down
        self.looked_at: tuple[int, int] | None = None  # the point ringed by Next Doubt
        self._doubts: tuple[tuple[int, int], ...] = ()  # the reading's doubtful points as read, in order
        self._said = ""  # what the status line says first
        self.reader = PhotoReader(self)
        self.reader.loaded.connect(self._loaded)
        self.reader.progress.connect(self._progress)
        self.reader.read.connect(self._read)
        self.reader.failed.connect(self._failed)
        self.reader.busy.connect(self._busy)

        self.canvas = PhotoCanvas()
        self.canvas.corners_moved.connect(self._corners_moved)
        self.side = ReadingSide()
        side = self.side  # its parts, as the view uses them
        self.board, self.size_combo, self.next_button, self.doubts_label, self.confirm = (
            side.board, side.size_combo, side.next_button, side.doubts_label, side.confirm)
        self.board.clicked.connect(self.cycle_point)
        self.size_combo.currentIndexChanged.connect(self._size_chosen)
        self.next_button.clicked.connect(self.next_doubt)
        self.confirm.toggled.connect(self._update_buttons)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # a file's name or the reader's words, never markup
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # The status scrolls in a fixed height: a longer message never
        # shrinks the photo under the handles.
        self.status_area = QScrollArea()
        self.status_area.setWidget(self.status)
        self.status_area.setWidgetResizable(True)
        self.status_area.setFrameShape(QScrollArea.Shape.NoFrame)
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        lines = 4 if screen is None or screen.height() >= 600 else 2  # a small screen, or 200% on a laptop's
        self.status_area.setFixedHeight(self.status.fontMetrics().lineSpacing() * lines + 4)
        self.status_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.reader.cancel)
        self.read_button = QPushButton()
        self.read_button.clicked.connect(self.read_with_corners)
        self.use_button = QPushButton()
        self.use_button.setDefault(True)
        self.use_button.clicked.connect(self.use_position)
        self.phone_button = QPushButton()
        self.phone_button.clicked.connect(self.receive_from_phone)
        self.phone_dialog = None  # the QR code for a phone, while it is shown
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.use_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.rejected.connect(self.close)
        self.paste_action = QAction(self)
        self.paste_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Paste))
        self.paste_action.triggered.connect(self.paste)
        self.addAction(self.paste_action)
        self._lay_out()
        self.retranslate()
        self._update_buttons()
        self.progress.hide()  # shown while a photo is read (before the phone's photo has come, none is)
        self.cancel_button.hide()
        width, height = (1100, 720) if screen is None else (min(1100, screen.width() - 40), min(720, screen.height() - 60))
        self.resize(width, height)

    def _lay_out(self) -> None:
        """The photo and the board side by side, the board's controls under
        it, the status under both, then the buttons with the progress."""
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.canvas)
        self.splitter.addWidget(self.side)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setChildrenCollapsible(False)
        bottom = QHBoxLayout()
        bottom.addWidget(self.phone_button)
        bottom.addWidget(self.read_button)
        bottom.addWidget(self.progress, 1)
        bottom.addWidget(self.cancel_button)
        bottom.addStretch(0)
        bottom.addWidget(self.buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.status_area)
        layout.addLayout(bottom)

    # ---- words -------------------------------------------------------------------------

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        follow_language(self, event)

    def retranslate(self) -> None:
        """Every word of the view in the language installed."""
        self._name_window()
        self.side.retranslate()
        self.cancel_button.setText(translate("Photo", "Cancel"))
        self.cancel_button.setToolTip(translate("Photo", "Stop reading the photo"))
        self.read_button.setText(translate("Photo", "Read with These &Corners"))
        self.read_button.setToolTip(translate("Photo", "Read the photo again with the grid's corners where the round handles are"))
        self.use_button.setText(translate("Photo", "&Use This Position"))
        self.use_button.setToolTip(translate("Photo", "Count this position in the main window, with the dead stones suggested"))
        self.paste_action.setText(translate("Photo", "Paste Photo"))
        self.phone_button.setText(translate("Photo", "Receive from &Phone\u2026"))
        self.phone_button.setToolTip(translate("Photo", "Show a QR code that a phone on the same Wi-Fi opens to send its photo here"))
        self.canvas.setAccessibleName(translate("Photo", "The photo with the grid read in it"))
        self._note_waiting()
        self.progress.setFormat(translate("Photo", "Reading the photo: %p%"))
        self._update_doubts()
        self._update_status()

    def _name_window(self) -> None:
        name = self.source.name if self.source is not None else None
        title = translate("Photo", "Count from a Photo")
        self.setWindowTitle(f"{title} \u2014 {name}" if name else title)

    # ---- opening -------------------------------------------------------------------------

    def open_source(self, source: PhotoSource) -> None:
        """Load and read ``source``; the photo shown until then stays until
        the new one is loaded."""
        self.pending = source
        self.reader.load(source, self.chosen_size())
        self._said = translate("Photo", "Reading the photo\u2026")
        self._update_status()

    def paste(self) -> bool:
        """Ctrl+V: read the picture on the clipboard (or the image file
        copied there). False when it holds none, which the view says."""
        source = clipboard_source()
        if source is None:
            self._said = translate("Photo", "The clipboard holds no picture. Copy a photo or an image file first.")
            self._update_status()
            return False
        self.open_source(source)
        return True

    def chosen_size(self) -> int | None:
        return self.size_combo.currentData()

    def receive_from_phone(self):
        """Receive from Phone: the QR code and address of a one-time page
        where a phone sends its photo, which is then read here at once.
        Returns the dialog (the one already shown, if any)."""
        from .phone_dialog import PhoneDialog

        dialog = self.phone_dialog
        if dialog is None:
            dialog = self.phone_dialog = PhoneDialog(self)
            dialog.received.connect(self._from_phone)
            dialog.finished.connect(self._note_waiting)
        if dialog.server is None:
            dialog.start()
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        self._note_waiting()
        return dialog

    def _from_phone(self, data: bytes, name: str | None) -> None:
        self.open_source(PhotoSource(data, name))
        self.show()
        self.raise_()
        self.activateWindow()

    def _note_waiting(self, *_finished) -> None:
        """What the photo's side says before a photo is there."""
        waiting = self.phone_dialog is not None and self.phone_dialog.server is not None and self.pending is None
        self.canvas.set_note(translate("Photo", "Waiting for the photo from the phone\u2026") if waiting else translate("Photo", "Loading the photo\u2026"))

    # ---- the reader's answers ------------------------------------------------------------------

    def _loaded(self, photo, image) -> None:
        self.source = self.pending
        self.photo = photo
        self.reading = None
        self.manual = False
        self.moved = set()
        self.looked_at = None
        self._doubts = ()
        self.confirm.setChecked(False)
        height, width = photo.shape[:2]
        self.canvas.set_photo(image, (width, height))
        self.board.set_reading(None)
        self._name_window()
        self._update_doubts()

    def _progress(self, fraction: float, _words: str) -> None:
        # The reader names its steps (translatable Texts), but the bar only says "Reading the photo".
        self.progress.setValue(round(100 * max(0.0, min(1.0, fraction))))

    def _read(self, reading) -> None:
        self.reading = reading
        self.manual = False
        self.moved = set()
        self.looked_at = None
        self._doubts = tuple(reading.doubtful)
        self.confirm.setChecked(False)
        self.canvas.set_grid(reading.corners, reading.size, reading.grid_ok)
        self.canvas.set_reading(reading)
        self.board.set_reading(reading)
        self._said = ""
        self.status.setToolTip("")
        self._update_doubts()
        self._update_status()

    def _failed(self, kind: str, message: object, details: str) -> None:
        if kind == "unreadable":
            self._unreadable(message)
        elif kind == "cancelled":
            self._said = translate("Photo", "Reading cancelled.")
            if self.reading is not None:  # the handles go back to the grid read
                self.canvas.set_grid(self.reading.corners, self.reading.size, self.reading.grid_ok)
                self.canvas.set_reading(self.reading)
            elif self.photo is not None:
                self._place_corners_by_hand()
        else:
            if kind == "error":
                self._said = translate("Photo", "The photo could not be read: {error}").format(error=shown(message))
                self.status.setToolTip(details)
            else:
                self._said = shown(message)
            if self.photo is not None:
                self.reading = None
                self.canvas.set_reading(None)
                self.board.set_reading(None)
                self._place_corners_by_hand()
        self._update_doubts()
        self._update_status()

    def _unreadable(self, message: object) -> None:
        """No image could be made of the source: a message box, and the
        photo shown before (if any) stays."""
        pending = self.pending
        name = pending.name if pending is not None and pending.name else translate("Photo", "The picture")
        title = translate("Photo", "gocount: cannot open the photo")
        text = translate("Photo", "{name} cannot be opened as a photo.\n\n{reason}").format(name=name, reason=shown(message))
        self.pending = self.source
        if self.photo is None:
            self.hide()  # nothing to show: the message says why
        if self.show_error is not None:
            self.show_error(self.parentWidget() if self.photo is None else self, title, text, "")
        self._said = text.replace("\n\n", " ")

    def _place_corners_by_hand(self) -> None:
        """No reading to go on: the handles stay where the player put them,
        or go to 10% and 90% of the photo, to be dragged onto the grid's
        corners."""
        if not self.manual or self.canvas.corners is None:
            height, width = self.photo.shape[:2]
            corners = self.canvas.corners if self.canvas.corners is not None else default_corners(width, height)
            self.moved = set(range(4)) if self.canvas.corners is not None else set()
            self.canvas.set_grid(corners, self.chosen_size() or 19, trusted=False)
        self.manual = True

    def _busy(self, busy: bool) -> None:
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)
        if busy:
            self.progress.setValue(0)
        self._update_buttons()

    # ---- the player's gestures -----------------------------------------------------------------

    def _corners_moved(self, handle: int, corners: list) -> None:
        """A handle was let go: read again with the corners, once all four
        were placed when there was no reading to start from."""
        if self.manual and self.reading is None:
            self.moved.add(handle)
            if len(self.moved) < 4:
                self._said = Photo.tr("Drag %n more corners, or press Read with These Corners.", "", 4 - len(self.moved), one="Drag one more corner, or press Read with These Corners.")
                self._update_status()
                return
        self.read_with_corners()

    def read_with_corners(self) -> None:
        """Read the photo again with the corners where the handles are."""
        if self.photo is None or self.canvas.corners is None:
            return
        self._said = translate("Photo", "Reading the photo with the corners you placed\u2026")
        self.canvas.set_reading(None)  # the stones read before were read with other corners
        self.reader.reread(self.photo, self.chosen_size(), self.canvas.corners)
        self._update_status()

    def _size_chosen(self, _index: int) -> None:
        """Another board size: the photo is read again, with the corners
        the player placed if they did."""
        if self.photo is None:
            if self.pending is not None and self.reader.running:
                self.open_source(self.pending)  # still loading: loaded anew, read at the size chosen
            return
        placed = (self.manual and len(self.moved) == 4) or (self.reading is not None and self.reading.corners_given)
        if placed and self.canvas.corners is not None:
            self.read_with_corners()
            return
        if self.manual and self.canvas.corners is not None:
            self.canvas.set_grid(self.canvas.corners, self.chosen_size() or 19, trusted=False)
        self._said = translate("Photo", "Reading the photo\u2026")
        self.reader.reread(self.photo, self.chosen_size())
        self._update_status()

    def cycle_point(self, row: int, col: int) -> None:
        """A click on the board: the point's next colour, empty, black, white."""
        if self.reading is None or self.reader.running:
            return
        colour = NEXT_COLOUR[self.reading.position[row][col]]
        self.reading = self.reading.with_point(row, col, colour)
        self.canvas.set_reading(self.reading)
        self.board.set_reading(self.reading)
        words = {"X": translate("Photo", "black"), "O": translate("Photo", "white"), ".": translate("Photo", "empty")}[colour]
        self._said = translate("Photo", "{point} is now {colour}.").format(point=point_label(self.reading.size, row, col), colour=words)
        self._update_doubts()
        self._update_status()

    def next_doubt(self) -> None:
        """Ring the next doubtful point on both sides (N): the next in the
        reader's order after the one ringed that is still doubtful."""
        if self.reading is None or not self.reading.doubtful:
            return
        doubts, order = self.reading.doubtful, self._doubts or self.reading.doubtful
        start = order.index(self.looked_at) + 1 if self.looked_at in order else 0
        following = [order[(start + k) % len(order)] for k in range(len(order))]
        self.looked_at = next((point for point in following if point in doubts), doubts[0])
        self._show_looked_at()
        row, col = self.looked_at
        self._said = translate("Photo", "Doubtful point {number} of {count}: {point}. Click it on the board to change it.").format(
            number=doubts.index(self.looked_at) + 1, count=len(doubts), point=point_label(self.reading.size, row, col)
        )
        self._update_status()

    def _show_looked_at(self) -> None:
        point = self.looked_at if self.reading is not None else None
        self.canvas.set_looked_at(point)
        self.board.set_looked_at(point)

    def use_position(self) -> None:
        """Hand the reading to the window, then close."""
        if not self.use_button.isEnabled():
            return
        self.chosen.emit(self.reading, self.source.name if self.source is not None else None)

    # ---- what the view says ------------------------------------------------------------------

    def _update_doubts(self) -> None:
        reading = self.reading
        count = len(reading.doubtful) if reading is not None else 0
        self.next_button.setEnabled(count > 0)
        if reading is None:
            self.doubts_label.setText("")
        elif count:
            self.doubts_label.setText(Photo.tr("%n points to check", "", count, one="%n point to check"))
        else:
            self.doubts_label.setText(translate("Photo", "No doubtful point"))
        self._show_looked_at()
        self._update_buttons()

    def _update_status(self) -> None:
        lines = []
        reading = self.reading
        if self.manual and reading is None and self.photo is not None:
            lines.append(translate("Photo", "No board was read in this photo. Drag the four round handles onto the corner points of the grid (its outermost intersections), then press Read with These Corners."))
        elif reading is not None:
            black, white = reading.stones()
            lines.append(
                translate("Photo", "Read as a {size}\u00d7{size} board: {black} black stones, {white} white stones.").format(size=reading.size, black=len(black), white=len(white))
            )
            if not reading.grid_ok:
                lines.append(translate("Photo", "The grid is not trusted, so the position may be wrong. Drag the four round handles onto the corner points of the grid; the photo is read again as you let go."))
            lines += [shown(problem) for problem in reading.problems if shown(problem) not in lines]
        if self._said:
            lines.insert(0, self._said)
        self.status.setText("\n".join(lines))

    def _update_buttons(self, *_changed) -> None:
        busy = self.reader.running
        reading = self.reading
        trusted = reading is not None and (reading.grid_ok or reading.corners_given)
        self.confirm.setVisible(reading is not None and not trusted)
        self.use_button.setEnabled(not busy and reading is not None and (trusted or self.confirm.isChecked()))
        self.read_button.setEnabled(not busy and self.photo is not None and self.canvas.corners is not None)
        self.size_combo.setEnabled(not busy or self.photo is None)

    # ---- closing ---------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        """Stop the reading and let the photo go (a large one is tens of MB);
        the address for a phone closes."""
        if self.phone_dialog is not None:
            self.phone_dialog.close()
        self.photo = None
        self.reading = None
        self.source = self.pending = None
        self.manual = False
        self.reader.cancel()
        self.canvas.set_photo(None)
        self.board.set_reading(None)
        super().closeEvent(event)
