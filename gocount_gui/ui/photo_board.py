"""The board side of the photo view: the position a photo was read as,
drawn as the main window draws a board (:func:`~.paint.paint_board`, with
nothing counted yet, at the top of its room), every doubtful point ringed
in amber and the one the player is looking at in magenta. A click on a
point asks for its next colour: empty, black, white, and round again.
:class:`ReadingSide` puts the board under its controls.

Points here are the reading's: ``(row, col)`` with row 0 at the top of the
photo, which is the top row of the board drawn.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ..i18n import translate
from ..model.state import CountState, Snapshot
from .paint import LETTERS, BoardGeometry, BoardStyle, geometry_for, paint_board
from .photo_canvas import DOUBT, LOOKED_AT

NEXT_COLOUR = {".": "X", "X": "O", "O": "."}
"""What a click on a point of the reading makes of it."""

SIZES = (None, 19, 13, 9)
"""The board-size choices: found by the reader, or one of the three."""


def point_label(size: int, row: int, col: int) -> str:
    """A reading's point as the board's coordinates name it (row 0 of the
    reading is the top line, numbered ``size``).

    >>> point_label(9, 0, 0), point_label(19, 18, 8)
    ('A9', 'J1')
    """
    return f"{LETTERS[col]}{size - row}"


class ReadingBoard(QWidget):
    """The reading as a board.

    Signals:
        clicked(int, int): a point was clicked (the reading's row and column).
    """

    clicked = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._reading = None
        self._looked_at: tuple[int, int] | None = None
        self._snapshot: Snapshot | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(120, 120)
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(translate("Photo", "The position as read"))
        self.setToolTip(translate("Photo", "Click a point to change it: empty, black, white"))
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(400, 400)

    def set_reading(self, reading) -> None:
        """Draw ``reading`` (None: an empty board with a note)."""
        self._reading = reading
        self._snapshot = None if reading is None else Snapshot(CountState(reading.to_position()), None, "")
        self.update()

    def set_looked_at(self, point: tuple[int, int] | None) -> None:
        self._looked_at = point
        self.update()

    def _square(self) -> QRectF:
        """The board's square: the widget's width or height, at its top."""
        side = min(self.width(), self.height())
        return QRectF(0, 0, self.width(), side)

    def _grid(self) -> BoardGeometry:
        """Where the board is drawn at the widget's size, as paint_board places it."""
        return geometry_for(self._square(), self._reading.size, BoardStyle.coordinates)

    def centre_of(self, row: int, col: int) -> QPointF:
        """Where the reading's point is drawn."""
        return self._grid().centre((self._reading.size - 1 - row, col))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        try:
            if self._snapshot is None:
                painter.setPen(self.palette().color(self.foregroundRole()))
                text = translate("Photo", "No position yet")
                painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)
                return
            style = BoardStyle.for_palette(self.palette())
            geometry = paint_board(painter, self._square(), self._snapshot, style=style)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            size = self._reading.size
            radius = geometry.cell * 0.5
            painter.setPen(QPen(DOUBT, max(2.0, geometry.cell * 0.09)))
            for row, col in self._reading.doubtful:
                painter.drawEllipse(geometry.centre((size - 1 - row, col)), radius, radius)
            if self._looked_at is not None:
                row, col = self._looked_at
                painter.setPen(QPen(LOOKED_AT, max(2.5, geometry.cell * 0.12)))
                painter.drawEllipse(geometry.centre((size - 1 - row, col)), radius * 1.2, radius * 1.2)
        finally:
            painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if self._reading is None or event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        point = self._grid().point_at(event.position())
        if point is None:
            return
        row, col = point
        self.clicked.emit(self._reading.size - 1 - row, col)


class ReadingSide(QWidget):
    """The photo view's right side: the board size, Next Doubt with the
    count of points to check, the box that vouches for a position whose
    grid is not trusted, the board, and a hint under it while there is
    room for it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = ReadingBoard()
        self.size_label = QLabel()
        self.size_combo = QComboBox()
        self.size_label.setBuddy(self.size_combo)
        self.next_button = QPushButton()
        self.doubts_label = QLabel()
        self.doubts_label.setWordWrap(True)
        self.confirm = QCheckBox()
        policy = self.confirm.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # shown and hidden without moving the board
        self.confirm.setSizePolicy(policy)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setEnabled(False)  # drawn in the palette's quieter text colour
        column = QVBoxLayout(self)
        column.setContentsMargins(6, 0, 0, 0)
        for left, right in ((self.size_label, self.size_combo), (self.next_button, self.doubts_label)):
            row = QHBoxLayout()
            row.addWidget(left)
            row.addWidget(right, 1)
            column.addLayout(row)
        column.addWidget(self.confirm)
        column.addWidget(self.board, 1)
        column.addWidget(self.hint)
        self.retranslate()

    def retranslate(self) -> None:
        self.size_label.setText(translate("Photo", "Board &size:"))
        self.size_combo.blockSignals(True)
        index = max(0, self.size_combo.currentIndex())
        self.size_combo.clear()
        for size in SIZES:
            self.size_combo.addItem(translate("Photo", "Automatic") if size is None else f"{size}\u00d7{size}", size)
        self.size_combo.setCurrentIndex(index)
        self.size_combo.blockSignals(False)
        self.size_combo.setToolTip(translate("Photo", "The board's size: Automatic finds it in the photo; another choice reads the photo again with that size"))
        self.next_button.setText(translate("Photo", "&Next Doubt"))
        self.next_button.setShortcut(QKeySequence("N"))  # in place of the mnemonic setText gave it
        self.next_button.setToolTip(translate("Photo", "Ring the next point the reader is unsure of, on the photo and on the board (N)"))
        self.confirm.setText(translate("Photo", "I have checked every point"))
        self.confirm.setToolTip(translate("Photo", "Use the position although the grid is not trusted: every point was compared with the photo"))
        self.hint.setText(
            translate(
                "Photo",
                "On the photo: the grid as read, a dot on each stone, amber rings around the points to check. "
                "Drag a round handle onto a corner point of the grid to read the photo again. "
                "On the board: click a point to change it (empty, black, white).",
            )
        )
        self.board.retranslate()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """The hint stays while the board keeps a square of the column's
        width (or 200 pixels) above it."""
        super().resizeEvent(event)
        room = self.height() - self.board.y() - self.hint.heightForWidth(self.width()) - 12
        self.hint.setVisible(room >= min(self.width(), 200))
