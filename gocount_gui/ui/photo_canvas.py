"""The photo side of the photo view: the photo, the grid the reader fitted
drawn over it, four round handles on the grid's corner intersections that
the mouse drags, the stones as read (a small dot on each), every doubtful
point circled, and the point the player is looking at ringed.

Everything is kept in the photo's own pixels (the reading's terms: rows
from the top of the photo); the widget maps them to the screen with one
scale and offset, and the grid with the perspective that takes a square
onto the four corners, as the reader's own homography does.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QImage, QMouseEvent, QPainter, QPaintEvent, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..i18n import translate

Corner = tuple[float, float]

HANDLE_RADIUS = 9.0
"""A corner handle's radius on screen, in logical pixels."""
GRAB_DISTANCE = 16.0
"""How near a press must be to a handle to take it."""
GRID = QColor(0, 215, 255)
"""The fitted grid: a cyan no board or cloth is."""
DOUBT = QColor(255, 170, 0)
"""The rings of the doubtful points: the amber of the board's unsure stones."""
UNTRUSTED = QColor(255, 70, 70)
"""The grid when the reader does not trust it, dashed."""
LOOKED_AT = QColor(255, 40, 200)
"""The ring of the point the player is looking at (Next Doubt)."""


def default_corners(width: int, height: int) -> tuple[Corner, Corner, Corner, Corner]:
    """Handles for a photo in which no board was found: at 10% and 90% of
    its width and height, top-left, top-right, bottom-right, bottom-left.

    >>> default_corners(1000, 500)
    ((100.0, 50.0), (900.0, 50.0), (900.0, 450.0), (100.0, 450.0))
    """
    left, right, top, bottom = 0.1 * width, 0.9 * width, 0.1 * height, 0.9 * height
    return ((left, top), (right, top), (right, bottom), (left, bottom))


def lattice(corners, size: int) -> QTransform | None:
    """The perspective that takes board coordinates (column, row: 0 to
    ``size - 1``, row 0 at the top) to the photo's pixels, or None when
    the four corners make no quadrilateral."""
    square = QPolygonF([QPointF(0, 0), QPointF(size - 1, 0), QPointF(size - 1, size - 1), QPointF(0, size - 1)])
    quad = QPolygonF([QPointF(x, y) for x, y in corners])
    transform = QTransform()
    if not QTransform.quadToQuad(square, quad, transform):
        return None
    return transform


class PhotoCanvas(QWidget):
    """The photo with the reading drawn over it.

    Signals:
        corners_moved(int, list): handle ``int`` (0 top-left, then
            clockwise) was let go; the four corners, in the photo's pixels.
    """

    corners_moved = Signal(int, list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._image: QImage | None = None
        self._photo_size = (0, 0)
        self._corners: list[Corner] | None = None
        self._size = 19
        self._position: tuple[str, ...] | None = None
        self._doubtful: tuple[tuple[int, int], ...] = ()
        self._looked_at: tuple[int, int] | None = None
        self._trusted = True
        self._radius = 0.0  # a stone's radius in the photo's pixels (0: from the grid)
        self._dragging: int | None = None
        self._note = ""
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(160, 120)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(640, 560)

    # ---- what is shown ----------------------------------------------------------

    def set_photo(self, image: QImage | None, photo_size: tuple[int, int] = (0, 0)) -> None:
        """Show ``image``, a copy of a photo of ``photo_size`` pixels
        (width, height) at any scale; None shows nothing."""
        self._image = image
        self._photo_size = photo_size if image is not None else (0, 0)
        self._corners = None
        self._position = None
        self._doubtful = ()
        self._looked_at = None
        self.update()

    def set_note(self, note: str) -> None:
        """A line drawn where the photo would be, while there is none."""
        self._note = note
        self.update()

    def set_grid(self, corners, size: int, trusted: bool = True) -> None:
        """The handles at ``corners`` (photo pixels: top-left, top-right,
        bottom-right, bottom-left) and a grid of ``size`` lines between them;
        ``trusted`` False draws it in amber."""
        self._corners = [(float(x), float(y)) for x, y in corners] if corners is not None else None
        self._size = size
        self._trusted = trusted
        self.update()

    def set_reading(self, reading) -> None:
        """The stones and doubtful points of ``reading`` (None: none)."""
        if reading is None:
            self._position, self._doubtful, self._radius = None, (), 0.0
        else:
            self._position, self._doubtful, self._radius = reading.position, tuple(reading.doubtful), reading.point_radius
        self.update()

    def set_looked_at(self, point: tuple[int, int] | None) -> None:
        self._looked_at = point
        self.update()

    @property
    def corners(self) -> list[Corner] | None:
        """The handles' places, in the photo's pixels."""
        return list(self._corners) if self._corners is not None else None

    @property
    def dragging(self) -> bool:
        return self._dragging is not None

    # ---- from the photo to the screen and back ----------------------------------------

    def _fit(self) -> tuple[float, float, float]:
        """Scale and offset (x, y) that fit the photo in the widget, with
        room for the handles at its edges."""
        width, height = self._photo_size
        if width <= 0 or height <= 0:
            return 1.0, 0.0, 0.0
        room = QRectF(self.rect()).adjusted(HANDLE_RADIUS + 2, HANDLE_RADIUS + 2, -HANDLE_RADIUS - 2, -HANDLE_RADIUS - 2)
        scale = max(1e-6, min(room.width() / width, room.height() / height))
        return scale, room.x() + (room.width() - width * scale) / 2, room.y() + (room.height() - height * scale) / 2

    def to_screen(self, x: float, y: float) -> QPointF:
        """A point of the photo (pixels) on the widget."""
        scale, left, top = self._fit()
        return QPointF(left + x * scale, top + y * scale)

    def to_photo(self, pos: QPointF) -> Corner:
        """A point of the widget in the photo's pixels, kept on the photo."""
        scale, left, top = self._fit()
        width, height = self._photo_size
        x = min(max((pos.x() - left) / scale, 0.0), float(width))
        y = min(max((pos.y() - top) / scale, 0.0), float(height))
        return (x, y)

    def handle_at(self, index: int) -> QPointF:
        """Handle ``index`` (0 top-left, then clockwise) on the widget."""
        x, y = self._corners[index]
        return self.to_screen(x, y)

    def point_at(self, row: int, col: int) -> QPointF | None:
        """The intersection (``row`` from the top of the photo) on the
        widget, by the grid as the handles now stand."""
        if self._corners is None:
            return None
        transform = lattice(self._corners, self._size)
        if transform is None:
            return None
        mapped = transform.map(QPointF(col, row))
        return self.to_screen(mapped.x(), mapped.y())

    # ---- painting -------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        try:
            painter.fillRect(self.rect(), self.palette().color(self.backgroundRole()).darker(130))
            if self._image is None:
                painter.setPen(self.palette().color(self.foregroundRole()))
                painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self._note)
                return
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            scale, left, top = self._fit()
            width, height = self._photo_size
            painter.drawImage(QRectF(left, top, width * scale, height * scale), self._image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            if self._corners is not None:
                self._paint_grid(painter)
                self._paint_handles(painter)
        finally:
            painter.end()

    def _paint_grid(self, painter: QPainter) -> None:
        size = self._size
        transform = lattice(self._corners, size)
        if transform is None:
            return
        scale, left, top = self._fit()
        screen = transform * QTransform(scale, 0, 0, scale, left, top)
        lines = []
        for k in range(size):
            lines.append(screen.map(QLineF(0, k, size - 1, k)))
            lines.append(screen.map(QLineF(k, 0, k, size - 1)))
        # Thin enough to leave the wood between the lines, on a small photo too.
        cell = _cell(screen, size)
        width = max(0.6, min(1.3, cell * 0.08))
        colour = GRID if self._trusted else UNTRUSTED
        painter.setPen(QPen(QColor(0, 0, 0, 110), width * 2.3))
        painter.drawLines(lines)
        pen = QPen(colour, width)
        if not self._trusted:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawLines(lines)
        if self._dragging is not None:
            return  # the stones and doubts were read with the grid before the drag
        if self._position is not None and len(self._position) == size:
            dot = max(1.8, cell * 0.13)
            for row, text in enumerate(self._position):
                for col, colour_read in enumerate(text):
                    if colour_read == ".":
                        continue
                    centre = screen.map(QPointF(col, row))
                    black = colour_read == "X"
                    painter.setPen(QPen(QColor(255, 255, 255) if black else QColor(0, 0, 0), 1.2))
                    painter.setBrush(QColor(0, 0, 0) if black else QColor(255, 255, 255))
                    painter.drawEllipse(centre, dot, dot)
        radius = max(7.0, 1.15 * (self._radius * scale if self._radius > 0 else cell * 0.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for row, col in self._doubtful:
            painter.setPen(QPen(QColor(0, 0, 0, 150), 4.5))
            painter.drawEllipse(screen.map(QPointF(col, row)), radius, radius)
            painter.setPen(QPen(DOUBT, 2.5))
            painter.drawEllipse(screen.map(QPointF(col, row)), radius, radius)
        if self._looked_at is not None:
            row, col = self._looked_at
            centre = screen.map(QPointF(col, row))
            painter.setPen(QPen(QColor(255, 255, 255), 5.0))
            painter.drawEllipse(centre, radius * 1.35, radius * 1.35)
            painter.setPen(QPen(LOOKED_AT, 3.0))
            painter.drawEllipse(centre, radius * 1.35, radius * 1.35)

    def _paint_handles(self, painter: QPainter) -> None:
        for index in range(4):
            centre = self.handle_at(index)
            painter.setPen(QPen(QColor(0, 0, 0), 2.0))
            painter.setBrush(QColor(255, 255, 255, 150) if index != self._dragging else QColor(255, 255, 0, 190))
            painter.drawEllipse(centre, HANDLE_RADIUS, HANDLE_RADIUS)
            painter.setPen(QPen(QColor(0, 0, 0), 1.2))
            painter.drawLine(centre - QPointF(4, 0), centre + QPointF(4, 0))
            painter.drawLine(centre - QPointF(0, 4), centre + QPointF(0, 4))

    # ---- dragging the corners ------------------------------------------------------------------

    def _nearest_handle(self, pos: QPointF) -> int | None:
        if self._corners is None:
            return None
        best, distance = None, GRAB_DISTANCE
        for index in range(4):
            gap = QLineF(pos, self.handle_at(index)).length()
            if gap <= distance:
                best, distance = index, gap
        return best

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        handle = self._nearest_handle(event.position())
        if event.button() == Qt.MouseButton.LeftButton and handle is not None:
            self._dragging = handle
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            self.update()
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if self._dragging is not None:
            self._corners[self._dragging] = self.to_photo(event.position())
            self.update()
            return
        near = self._nearest_handle(event.position()) is not None
        if near:
            self.setCursor(Qt.CursorShape.OpenHandCursor)
            self.setToolTip(translate("Photo", "Drag this handle onto a corner point of the grid"))
        else:
            self.unsetCursor()
            self.setToolTip("")

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if self._dragging is None or event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        handle = self._dragging
        self._corners[handle] = self.to_photo(event.position())
        self._dragging = None
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.update()
        self.corners_moved.emit(handle, list(self._corners))


def _cell(screen: QTransform, size: int) -> float:
    """The distance between lines on screen, near the grid's middle."""
    middle = (size - 1) / 2
    return QLineF(screen.map(QPointF(middle, middle)), screen.map(QPointF(middle + 1, middle))).length()
