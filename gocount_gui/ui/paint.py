"""The board picture, drawn by one pure function for the screen, the PNG and
PDF exports and the printer alike.

What the picture says, mark by mark:

* wood, the grid, the star points (hoshi) and the coordinates on all four
  edges: letters A..T (no I) across, numbers 1..size up, 1 at the bottom;
* stones, shaded, with a thin outline; the last move of a record carries a
  small ring in the contrasting colour;
* a dead stone is faded towards a neutral grey (not towards the wood, which
  would make a black stone brown and a white one beige), so it stays a
  black or a white stone, and crossed with a long X in its opponent's
  colour drawn over everything else on its point; the point usually
  carries the opponent's territory square too, under the X's middle;
* territory: a small filled square in the owner's colour on every point the
  rule set on top scores as territory (seki eyes and false eyes included
  where they score). Black squares have a light edge and white squares a
  dark one, so both read on wood;
* a region whose owner was set by hand keeps its squares and gets a thin
  frame around each of them (a grey frame around a hand-set neutral point);
* dame: a small hollow grey ring (a star point is a filled dot); shared
  liberties of a seki: a small grey diamond (seki eyes that do not score
  get the diamond too); stones in seki carry a grey dot in the contrasting
  shade (light on black stones, dark on white ones);
* a point its owner must fill (a false eye, or the last liberty of a chain
  once the dame are filled), where the rule set on top does not score it:
  a small triangle in the owner's colour, edged like the squares;
* a point where a territory's border is still open (see
  :mod:`~gocount_gui.scoring.sealing`): an amber ring around a small dot in
  the colour of the territory that leaks through it;
* a stone whose suggested status is unsure carries an amber question mark;
* a stone where a Go engine's second opinion differs from the marks (dead
  by one, alive by the other) is ringed with a dashed magenta circle;
* the keyboard cursor is a square frame in the highlight colour, the mouse's
  point a faint highlight; in Mark Dead, the stones a click would toggle
  (the preview) each get a ring in the highlight colour around them;
* an empty board has no marks at all: nothing is counted yet, and the dame
  rings would hide the star points.

:meth:`BoardStyle.print_style` is the same picture for paper (the score
sheet): flat stones with black outlines on a pale board, and territory
squares that differ in shape (filled for Black, hollow for White), so the
marks survive a black-and-white printer.

Everything is drawn antialiased in logical coordinates, so a painter on a
device with devicePixelRatio 2 gets a crisp picture at double resolution.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, fields

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QGradient,
    QImage,
    QLinearGradient,
    QPaintEngine,
    QPainter,
    QPalette,
    QPen,
    QPolygonF,
    QRadialGradient,
)

from ..model.state import Snapshot
from ..scoring.colour import Colour, Point
from ..scoring.regions import RegionKind

LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
"""Column letters as players read them: no I."""


def _colour(red: int, green: int, blue: int, alpha: int = 255):
    """A colour field of :class:`BoardStyle` (QColor is mutable, so each
    style gets its own)."""
    return field(default_factory=lambda: QColor(red, green, blue, alpha))


@dataclass(frozen=True)
class BoardStyle:
    """The colours and switches of the board picture."""

    wood: QColor = _colour(222, 184, 120)
    wood_edge: QColor = _colour(205, 163, 96)
    line: QColor = _colour(40, 28, 14)
    label: QColor = _colour(60, 42, 20)
    black_stone: QColor = _colour(18, 18, 20)
    black_shine: QColor = _colour(95, 95, 102)
    white_stone: QColor = _colour(244, 242, 236)
    white_shade: QColor = _colour(188, 184, 176)
    neutral: QColor = _colour(110, 110, 110)
    unsure: QColor = _colour(255, 150, 0)
    disputed: QColor = _colour(215, 0, 170)
    """The ring of a stone the engine sees otherwise than the marks."""
    cursor: QColor = _colour(20, 110, 230)
    hover: QColor = _colour(255, 255, 255, 70)
    dead_opacity: float = 0.55
    """How much of a dead stone shows over :attr:`dead_ground`."""
    dead_ground: QColor = _colour(128, 128, 128)
    """The neutral grey a dead stone is faded towards."""
    seki_on_black: QColor = _colour(190, 190, 190)
    seki_on_white: QColor = _colour(100, 100, 100)
    """The dot of a stone in seki, on each colour of stone."""
    coordinates: bool = True
    dark: bool = False
    white_outline: QColor = _colour(90, 84, 74)
    outline_width: float = 1 / 40
    """A stone's outline, in cells (white stones' in ``white_outline``)."""
    mark_half: float = 0.17
    """Half the side of a territory square, in cells."""
    mark_edge: float = 1 / 28
    """The width of a territory square's edge, in cells (at least 0.8)."""

    @classmethod
    def for_palette(cls, palette: QPalette) -> "BoardStyle":
        """The light style, or the dark one when the window's palette is
        dark (its window colour darker than its text)."""
        window = palette.color(QPalette.ColorRole.Window)
        text = palette.color(QPalette.ColorRole.WindowText)
        if window.lightness() < text.lightness():
            return cls.dark_style()
        return cls()

    @classmethod
    def dark_style(cls) -> "BoardStyle":
        """Darker, less glaring wood for a dark desktop."""
        return cls(
            wood=QColor(164, 128, 78),
            wood_edge=QColor(146, 111, 64),
            line=QColor(28, 20, 10),
            label=QColor(30, 22, 12),
            white_stone=QColor(226, 224, 218),
            white_shade=QColor(168, 164, 156),
            hover=QColor(255, 255, 255, 50),
            cursor=QColor(60, 150, 255),
            dark=True,
        )

    @classmethod
    def print_style(cls) -> "BoardStyle":
        """The board on paper (the score sheet): flat stones, a pale board
        that a black-and-white printer keeps apart from white stones, black
        lines and outlines, and bigger territory squares with a firm edge,
        so Black's territory (a filled square) and White's (a hollow one)
        differ in shape as well as colour."""
        return cls(
            wood=QColor(236, 226, 204),
            wood_edge=QColor(236, 226, 204),
            line=QColor(0, 0, 0),
            label=QColor(0, 0, 0),
            black_stone=QColor(12, 12, 12),
            black_shine=QColor(12, 12, 12),
            white_stone=QColor(255, 255, 255),
            white_shade=QColor(255, 255, 255),
            neutral=QColor(85, 85, 85),
            white_outline=QColor(0, 0, 0),
            outline_width=1 / 22,
            mark_half=0.2,
            mark_edge=1 / 13,
            dead_opacity=0.4,
        )


@dataclass(frozen=True)
class BoardGeometry:
    """Where the grid lies: ``x0, y0`` is the centre of the top-left point
    (column A, top row), ``cell`` the distance between lines."""

    x0: float
    y0: float
    cell: float
    size: int

    @property
    def origin(self) -> QPointF:
        return QPointF(self.x0, self.y0)

    def x(self, col: int) -> float:
        """The pixel x of column ``col``."""
        return self.x0 + col * self.cell

    def y(self, row: int) -> float:
        """The pixel y of row ``row`` (row 0 at the bottom)."""
        return self.y0 + (self.size - 1 - row) * self.cell

    def centre(self, point: Point) -> QPointF:
        """The pixel centre of ``point`` (row 0 at the bottom)."""
        row, col = point
        return QPointF(self.x0 + col * self.cell, self.y0 + (self.size - 1 - row) * self.cell)

    def point_at(self, pos: QPointF) -> Point | None:
        """The point whose cell (a square of side ``cell`` around it)
        contains ``pos``, or None off the board."""
        if self.cell <= 0:
            return None
        col = round((pos.x() - self.x0) / self.cell)
        line = round((pos.y() - self.y0) / self.cell)
        if not (0 <= col < self.size and 0 <= line < self.size):
            return None
        if abs(pos.x() - self.x0 - col * self.cell) > self.cell / 2 or abs(pos.y() - self.y0 - line * self.cell) > self.cell / 2:
            return None
        return (self.size - 1 - line, col)


def geometry_for(rect: QRectF, size: int, coordinates: bool = True) -> BoardGeometry:
    """The grid inside ``rect``, kept square and centred; room is left for
    the coordinates when they are drawn."""
    side = min(rect.width(), rect.height())
    margin = 1.25 if coordinates else 0.6  # from the outer lines to the wood's edge, in cells
    cell = side / (size - 1 + 2 * margin) if size > 1 else side
    left = rect.x() + (rect.width() - side) / 2
    top = rect.y() + (rect.height() - side) / 2
    return BoardGeometry(left + margin * cell, top + margin * cell, cell, size)


def star_points(size: int) -> list[tuple[int, int]]:
    """The hoshi as (row, col): the standard nine on 19x19, five on 13x13
    and 9x9, and the like for other sizes."""
    if size < 5:
        return []
    if size < 7:
        return [(size // 2, size // 2)] if size % 2 else []
    edge = 3 if size >= 12 else 2
    far = size - 1 - edge
    lines = [edge, far]
    points = [(r, c) for r in lines for c in lines]
    if size % 2:
        mid = size // 2
        points.append((mid, mid))
        if size >= 15:
            points += [(mid, edge), (mid, far), (edge, mid), (far, mid)]
    return points


def _stone_brush(light: QColor, dark: QColor) -> QBrush:
    """One gradient for every stone of a colour: the coordinates are
    relative to each ellipse's bounding box. Equal colours give a plain
    brush (the print style's flat stones; a PDF fades those, not shadings)."""
    if light == dark:
        return QBrush(light)
    gradient = QRadialGradient(QPointF(0.5, 0.5), 0.5, QPointF(0.36, 0.32))
    gradient.setCoordinateMode(QGradient.CoordinateMode.ObjectBoundingMode)
    gradient.setColorAt(0.0, light)
    gradient.setColorAt(1.0, dark)
    return QBrush(gradient)


_SPRITES: dict[tuple, dict[int, QImage]] = {}


def _sprites(painter: QPainter, style: BoardStyle, radius: float, brushes, outlines) -> dict[int, QImage] | None:
    """A picture of each colour's stone at this radius and pixel ratio, for
    raster devices (a shaded ellipse is slow to fill 361 times). Vector
    devices (PDF, printers) get real ellipses: None."""
    engine = painter.paintEngine()
    if engine is None or engine.type() != QPaintEngine.Type.Raster:
        return None
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    key = (
        round(radius, 3), ratio, style.black_stone.rgba(), style.black_shine.rgba(), style.white_stone.rgba(),
        style.white_shade.rgba(), style.white_outline.rgba(), style.outline_width,
    )
    found = _SPRITES.get(key)
    if found is not None:
        return found
    if len(_SPRITES) > 16:
        _SPRITES.clear()
    pad = 2.0
    side = math.ceil((2 * radius + 2 * pad) * ratio)
    sprites = {}
    for code in (1, 2):
        image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(ratio)
        image.fill(Qt.GlobalColor.transparent)
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setPen(outlines[code])
        p.setBrush(brushes[code])
        middle = side / ratio / 2
        p.drawEllipse(QPointF(middle, middle), radius, radius)
        p.end()
        sprites[code] = image
    _SPRITES[key] = sprites
    return sprites


_BACKGROUNDS: dict[tuple, QImage] = {}


def _style_key(style: BoardStyle) -> tuple:
    """A hashable stand-in for ``style`` (QColor values are not hashable)."""
    return tuple(
        value.rgba() if isinstance(value, QColor) else value
        for value in (getattr(style, f.name) for f in fields(style))
    )


def _background(painter: QPainter, rect: QRectF, geo: BoardGeometry, style: BoardStyle, size: int) -> None:
    """The wood, the grid, the star points and the coordinates. On raster
    devices (the screen, PNG) they are drawn once per size, geometry and
    style into a picture that later paints copy: they are half the cost of
    a board and never change with a click. Vector devices draw them."""
    engine = painter.paintEngine()
    device = painter.device()
    if engine is None or engine.type() != QPaintEngine.Type.Raster or device is None:
        _draw_background(painter, rect, geo, style, size)
        return
    ratio = device.devicePixelRatioF()
    side = min(rect.width(), rect.height())
    board = QRectF(rect.x() + (rect.width() - side) / 2, rect.y() + (rect.height() - side) / 2, side, side)
    key = (size, board.x(), board.y(), side, ratio, painter.font().key(), _style_key(style))
    image = _BACKGROUNDS.get(key)
    if image is None:
        if len(_BACKGROUNDS) > 8:
            _BACKGROUNDS.clear()
        pixels = max(1, math.ceil(side * ratio))
        image = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(ratio)
        image.fill(Qt.GlobalColor.transparent)
        inner = QPainter(image)
        inner.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        inner.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        inner.setFont(painter.font())
        inner.translate(-board.x(), -board.y())
        _draw_background(inner, rect, geo, style, size)
        inner.end()
        _BACKGROUNDS[key] = image
    painter.drawImage(board.topLeft(), image)


def _draw_background(painter: QPainter, rect: QRectF, geo: BoardGeometry, style: BoardStyle, size: int) -> None:
    cell = geo.cell
    x0, y0 = geo.x0, geo.y0
    cx, cy = geo.x, geo.y

    # ---- wood --------------------------------------------------------------
    side = min(rect.width(), rect.height())
    board = QRectF(rect.x() + (rect.width() - side) / 2, rect.y() + (rect.height() - side) / 2, side, side)
    wood = QLinearGradient(board.topLeft(), board.bottomRight())
    wood.setColorAt(0.0, style.wood)
    wood.setColorAt(0.55, style.wood_edge)
    wood.setColorAt(1.0, style.wood)
    painter.fillRect(board, QBrush(wood))

    # ---- grid, star points, coordinates ------------------------------------------
    thin = max(0.6, cell / 32)
    painter.setPen(QPen(style.line, thin))
    far = (size - 1) * cell
    lines = []
    for i in range(1, size - 1):
        lines.append(QLineF(x0, y0 + i * cell, x0 + far, y0 + i * cell))
        lines.append(QLineF(x0 + i * cell, y0, x0 + i * cell, y0 + far))
    painter.drawLines(lines)
    painter.setPen(QPen(style.line, thin * 2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(x0, y0, far, far))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(style.line)
    hoshi = max(1.5, cell * 0.1)
    for row, col in star_points(size):
        painter.drawEllipse(QPointF(cx(col), cy(row)), hoshi, hoshi)

    if style.coordinates:
        font = QFont(painter.font())
        font.setPixelSize(max(6, round(cell * 0.4)))
        font.setBold(False)
        painter.setFont(font)
        painter.setPen(style.label)
        gap = cell * 0.72  # from the outer line to a label's centre
        box = cell
        centred = Qt.AlignmentFlag.AlignCenter
        for col in range(size):
            x = cx(col)
            letter = LETTERS[col]
            painter.drawText(QRectF(x - box / 2, y0 - gap - box / 2, box, box), centred, letter)
            painter.drawText(QRectF(x - box / 2, y0 + far + gap - box / 2, box, box), centred, letter)
        for row in range(size):
            y = cy(row)
            number = str(row + 1)
            painter.drawText(QRectF(x0 - gap - box / 2, y - box / 2, box, box), centred, number)
            painter.drawText(QRectF(x0 + far + gap - box / 2, y - box / 2, box, box), centred, number)



def _dead_sprites(sprites: dict[int, QImage], style: BoardStyle, radius: float) -> dict[int, QImage]:
    """Each colour's stone picture faded to ``style.dead_opacity`` over a
    disc of ``style.dead_ground``, made once per stone picture (the cross
    is drawn later, over the territory marks)."""
    key = ("dead", id(sprites[1]), style.dead_opacity, style.dead_ground.rgba(), radius)
    found = _SPRITES.get(key)
    if found is not None:
        return found
    dead = {}
    for code, stone in sprites.items():
        image = QImage(stone.size(), QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(stone.devicePixelRatio())
        image.fill(Qt.GlobalColor.transparent)
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        middle = stone.width() / stone.devicePixelRatio() / 2
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(style.dead_ground)
        p.drawEllipse(QPointF(middle, middle), radius, radius)
        p.setOpacity(style.dead_opacity)
        p.drawImage(QPointF(0, 0), stone)
        p.end()
        dead[code] = image
    _SPRITES[key] = dead
    return dead


def paint_board(
    painter: QPainter,
    rect: QRectF,
    snapshot: Snapshot,
    *,
    style: BoardStyle | None = None,
    cursor: Point | None = None,
    hover: Point | None = None,
    disputed: frozenset[Point] = frozenset(),
    preview: frozenset[Point] = frozenset(),
) -> BoardGeometry:
    """Draw ``snapshot``'s board into ``rect`` (square, centred) and return
    the geometry that drew it, for mapping mouse positions back to points.
    ``disputed`` are the stones a Go engine sees otherwise than the marks;
    ``preview``: the stones a click would mark dead or alive, ringed."""
    return _paint(painter, rect, snapshot, style, cursor, hover, disputed, preview)


def _paint(painter, rect, snapshot, style, cursor, hover, disputed=frozenset(), preview=frozenset()) -> BoardGeometry:
    style = style or BoardStyle()
    state = snapshot.state
    position = state.position
    size = position.size
    geo = geometry_for(rect, size, style.coordinates)
    cell = geo.cell
    cx, cy = geo.x, geo.y

    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)

    _background(painter, rect, geo, style, size)

    # ---- hover ---------------------------------------------------------------
    if hover is not None and 0 <= hover[0] < size and 0 <= hover[1] < size:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.hover)
        painter.drawEllipse(QPointF(cx(hover[1]), cy(hover[0])), cell * 0.47, cell * 0.47)

    # ---- stones ----------------------------------------------------------------
    dead = state.dead
    cells = position.cells
    radius = cell * 0.48
    brushes = {
        1: _stone_brush(style.black_shine, style.black_stone),
        2: _stone_brush(style.white_stone, style.white_shade),
    }
    outlines = {
        1: QPen(QColor(0, 0, 0), max(0.5, cell * style.outline_width)),
        2: QPen(style.white_outline, max(0.5, cell * style.outline_width)),
    }
    living: dict[int, list[QPointF]] = {1: [], 2: []}
    fading: dict[int, list[QPointF]] = {1: [], 2: []}
    for index, code in enumerate(cells):
        if code:
            row, col = divmod(index, size)
            centre = QPointF(cx(col), cy(row))
            (fading if (row, col) in dead else living)[code].append(centre)
    sprites = _sprites(painter, style, radius, brushes, outlines)

    def stones(code: int) -> None:
        points = living_or_fading[code]
        if sprites is not None:
            image = sprites[code]
            offset = image.width() / image.devicePixelRatio() / 2
            for centre in points:
                painter.drawImage(QPointF(centre.x() - offset, centre.y() - offset), image)
        else:
            painter.setPen(outlines[code])
            painter.setBrush(brushes[code])
            for centre in points:
                painter.drawEllipse(centre, radius, radius)

    living_or_fading = living
    stones(1)
    stones(2)
    if sprites is not None and (fading[1] or fading[2]):
        # Raster: a dead stone is one more picture, faded once.
        sprites = _dead_sprites(sprites, style, radius)
        living_or_fading = fading
        stones(1)
        stones(2)
    elif fading[1] or fading[2]:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.dead_ground)
        for c in fading[1] + fading[2]:
            painter.drawEllipse(c, radius, radius)
        painter.setOpacity(style.dead_opacity)
        living_or_fading = fading
        stones(1)
        stones(2)
        painter.setOpacity(1.0)

    # ---- territory, dame, seki -----------------------------------------------------
    half = cell * style.mark_half
    territory = snapshot.territory
    squares = {Colour.BLACK: [], Colour.WHITE: []}
    for colour in (Colour.BLACK, Colour.WHITE):
        for row, col in territory[colour]:
            squares[colour].append(QRectF(cx(col) - half, cy(row) - half, 2 * half, 2 * half))
    edge = max(0.8, cell * style.mark_edge)
    painter.setPen(QPen(QColor(235, 230, 220), edge))
    painter.setBrush(QColor(10, 10, 10))
    painter.drawRects(squares[Colour.BLACK])
    painter.setPen(QPen(QColor(20, 20, 20), edge))
    painter.setBrush(QColor(250, 250, 248))
    painter.drawRects(squares[Colour.WHITE])

    # dead stones: a long X in the opponent's colour, over the territory
    # square on the same point, so neither hides the other
    arm = radius * 0.72
    for code, colour in ((1, style.white_stone), (2, style.black_stone)):
        if not fading[code]:
            continue
        painter.setPen(QPen(colour, max(1.5, cell * 0.085), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        crosses = []
        for c in fading[code]:
            crosses.append(QLineF(c.x() - arm, c.y() - arm, c.x() + arm, c.y() + arm))
            crosses.append(QLineF(c.x() - arm, c.y() + arm, c.x() + arm, c.y() - arm))
        painter.drawLines(crosses)

    regions = snapshot.score.regions if snapshot.score is not None else None
    if regions is not None and any(cells):
        scored = territory.black | territory.white
        dots: list[QPointF] = []
        diamonds: list[QPointF] = []
        fills: dict[Colour, list[QPointF]] = {Colour.BLACK: [], Colour.WHITE: []}
        frames: list[tuple[QRectF, QColor]] = []
        frame_half = cell * 0.29
        sealing = regions.open_borders.needs_sealing
        # The regions' raw lists, not Region values (see Snapshot.territory).
        for members, kind, owner, overridden in zip(regions.members, regions.kinds, regions.owners, regions.overridden):
            neutral = kind is RegionKind.DAME or (kind is RegionKind.TERRITORY and owner is None)
            if overridden:
                shade = style.neutral if owner is None else (QColor(10, 10, 10) if owner is Colour.BLACK else QColor(250, 250, 248))
            for index in members:
                row, col = divmod(index, size)
                if (row, col) in scored:
                    mark = None
                elif (kind is RegionKind.FALSE_EYE or kind is RegionKind.MUST_FILL) and owner is not None:
                    mark = fills[owner]
                else:
                    mark = dots if neutral else diamonds
                if mark is not None and not cells[index] and (row, col) not in sealing:
                    mark.append(QPointF(cx(col), cy(row)))
                if overridden:
                    frames.append((QRectF(cx(col) - frame_half, cy(row) - frame_half, 2 * frame_half, 2 * frame_half), shade))
        # dame: a small grey ring filled with wood, unlike a star point
        painter.setPen(QPen(style.neutral, max(1.0, cell * 0.05)))
        painter.setBrush(style.wood)
        dot = max(2.0, cell * 0.11)
        for c in dots:
            painter.drawEllipse(c, dot, dot)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.neutral)
        d = cell * 0.16
        for c in diamonds:
            painter.drawPolygon(QPolygonF([QPointF(c.x(), c.y() - d), QPointF(c.x() + d, c.y()), QPointF(c.x(), c.y() + d), QPointF(c.x() - d, c.y())]))
        # points to fill: a small triangle in the owner's colour
        t = cell * 0.2
        for colour, edge_colour, fill_colour in (
            (Colour.BLACK, QColor(235, 230, 220), QColor(10, 10, 10)),
            (Colour.WHITE, QColor(20, 20, 20), QColor(250, 250, 248)),
        ):
            if fills[colour]:
                painter.setPen(QPen(edge_colour, edge))
                painter.setBrush(fill_colour)
                for c in fills[colour]:
                    painter.drawPolygon(QPolygonF([QPointF(c.x(), c.y() - t), QPointF(c.x() + t, c.y() + 0.8 * t), QPointF(c.x() - t, c.y() + 0.8 * t)]))
        # open borders: an amber ring around a dot in the colour whose
        # territory leaks through the point
        if sealing:
            ring = cell * 0.3
            core = max(1.5, cell * 0.1)
            for (row, col), colour in sealing.items():
                c = QPointF(cx(col), cy(row))
                painter.setPen(QPen(style.unsure, max(1.5, cell * 0.08)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(c, ring, ring)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(10, 10, 10) if colour is Colour.BLACK else QColor(250, 250, 248))
                painter.drawEllipse(c, core, core)
        if frames:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            frame_pen = max(1.0, cell / 22)
            for box, shade in frames:
                painter.setPen(QPen(shade, frame_pen))
                painter.drawRect(box)

        if regions.seki_stones:
            # stones in seki: a grey dot, quiet enough for big groups, in
            # the shade that stands out from the stone under it
            painter.setPen(Qt.PenStyle.NoPen)
            seki_dot = max(1.6, cell * 0.09)
            for code, shade in ((1, style.seki_on_black), (2, style.seki_on_white)):
                painter.setBrush(shade)
                for index in regions.seki_stones:
                    if cells[index] == code:
                        row, col = divmod(index, size)
                        painter.drawEllipse(QPointF(cx(col), cy(row)), seki_dot, seki_dot)

    # ---- last move, unsure ------------------------------------------------------------
    last = state.last_move
    if last is not None and position.get(last) is not None:
        ring = Colour.WHITE if position.get(last) is Colour.BLACK else Colour.BLACK
        painter.setPen(QPen(style.white_stone if ring is Colour.WHITE else style.black_stone, max(1.0, cell * 0.07)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(cx(last[1]), cy(last[0])), radius * 0.45, radius * 0.45)

    unsure = snapshot.unsure
    if unsure:
        font = QFont(painter.font())
        font.setPixelSize(max(7, round(cell * 0.62)))
        font.setBold(True)
        painter.setFont(font)
        ring_pen = QPen(style.unsure, max(1.0, cell * 0.06))
        for row, col in unsure:
            if position.get((row, col)) is None:
                continue
            centre = QPointF(cx(col), cy(row))
            painter.setPen(ring_pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, radius * 0.92, radius * 0.92)
            painter.drawText(QRectF(centre.x() - cell / 2, centre.y() - cell / 2, cell, cell), Qt.AlignmentFlag.AlignCenter, "?")

    if disputed:
        pen = QPen(style.disputed, max(1.5, cell * 0.09), Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
        pen.setDashPattern([2.2, 1.4])
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for point in disputed:
            if position.get(point) is not None:
                painter.drawEllipse(QPointF(cx(point[1]), cy(point[0])), cell * 0.53, cell * 0.53)

    # ---- what a click would toggle ------------------------------------------------------
    if preview:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(style.cursor, max(1.5, cell * 0.08)))
        ring = cell * 0.5
        for row, col in preview:
            if 0 <= row < size and 0 <= col < size:
                painter.drawEllipse(QPointF(cx(col), cy(row)), ring, ring)

    # ---- keyboard cursor --------------------------------------------------------------
    if cursor is not None and 0 <= cursor[0] < size and 0 <= cursor[1] < size:
        c = QPointF(cx(cursor[1]), cy(cursor[0]))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(style.cursor, max(1.5, cell * 0.08)))
        h = cell * 0.5
        painter.drawRect(QRectF(c.x() - h, c.y() - h, 2 * h, 2 * h))

    painter.restore()
    return geo
