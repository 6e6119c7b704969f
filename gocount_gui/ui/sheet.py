"""The score sheet: one portrait page (A4 or Letter) that a tournament
director can file or pin up, drawn by one function for PDF, PNG, the
printer and the print preview alike.

From the top down:

* the game: both players with their ranks, date, event, round and place,
  then the rule set, komi, handicap, board size, moves and the result the
  record gives;
* the final position, drawn by :func:`~gocount_gui.ui.paint.paint_board`
  (the board widget's own paint function) in
  :meth:`~gocount_gui.ui.paint.BoardStyle.print_style`: dead stones faded
  and crossed, Black's territory a filled square, White's a hollow one,
  dame a ring, seki liberties a diamond, so a black-and-white printer keeps
  every mark apart;
* beside it the result under the chosen rule set in large type, whether the
  record agrees, the lid audit, the counts behind the result (stones,
  territory, captures, dead stones, pass stones) and a key to the marks;
* every preset's result in one table (the score panel's columns);
* the identities with the game's numbers and a check or a cross each.

The words are the score panel's (:func:`~gocount_gui.ui.panel.headline_for`,
:func:`~gocount_gui.ui.panel.row_cells`, :func:`~gocount_gui.ui.look.audit_text`,
:func:`~gocount_gui.ui.panel.identity_lines`). The page is laid out in tenths
of a millimetre; the board alone is drawn in device pixels, so a PNG gets
the raster board at full resolution and a PDF or a printer gets vectors.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QPolygonF,
)

from .. import __version__
from ..model.state import Snapshot
from ..record import GameRecord, RecordedResult, SgfError
from ..record.info import GameInfo
from ..record.write import atomic_write
from ..scoring.colour import Colour, PerColour
from ..scoring.rules import TITLES
from .look import AMBER, GREEN, GREY, RED, audit_text
from .paint import BoardGeometry, BoardStyle, paint_board
from .panel import COLUMNS, headline_for, identity_lines, number_text, open_borders_text, row_cells, rules_title
from ..i18n import translate
from ..scoring import text as scoring_text
from ..i18n import shown

PAPERS: dict[str, QPageSize.PageSizeId] = {
    "a4": QPageSize.PageSizeId.A4,
    "letter": QPageSize.PageSizeId.Letter,
}
"""The papers a sheet is laid out for, by the name ``--paper`` takes."""

MARGIN_MM = 10.0
"""White paper around the sheet on every side."""

PNG_DPI = 150
"""The default resolution of a PNG sheet: 1240 x 1754 pixels on A4."""

UNIT = 10.0
"""Layout units per millimetre."""

_INK = QColor(0, 0, 0)
_SOFT = QColor(85, 85, 85)
_RULE = QColor(120, 120, 120)
_BAND = QColor(228, 228, 228)
_STRIPE = QColor(245, 245, 245)
_GAP = 40.0  # between the parts of the page, in layout units (4 mm)


class SheetError(ValueError):
    """A sheet that could not be written, naming the file and why in plain
    words ("the folder is read-only")."""

    def __init__(self, reason: str, path: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.reason = reason
        self.path = path


@dataclass(frozen=True)
class SheetGame:
    """What one sheet shows: the count (a snapshot), the record's header,
    where the game came from, the result the record gives, RU as written
    and the number of moves (None for a count made over the board)."""

    snapshot: Snapshot
    info: GameInfo = field(default_factory=GameInfo)
    source: str | None = None
    recorded: RecordedResult | None = None
    rules_text: str | None = None
    moves: int | None = None


def sheet_game(snapshot: Snapshot, record: GameRecord | None = None, games: int = 1) -> SheetGame:
    """The sheet of ``snapshot``, with the game's facts as the count holds
    them (the record's, or as edited in Game Info), and the result and
    source of ``record`` when the count came from one (``games`` is how
    many games its file holds: the source names the game only when there
    are several)."""
    info = snapshot.state.info
    if record is None:
        return SheetGame(snapshot, info)
    source = Path(record.path).name
    if games > 1 or record.index > 0:
        source = translate("Sheet", "{file}, game {number}").format(file=source, number=record.index + 1)
    return SheetGame(
        snapshot,
        info,
        source,
        record.result,
        record.rules_text,
        record.moves,
    )


@dataclass(frozen=True)
class SheetLayout:
    """Where :func:`render_sheet` put the board, in the painter's device
    coordinates: the board's square and its grid (for tests and for
    comparing with the widget)."""

    board: QRectF
    geometry: BoardGeometry
    side: float = 0.0
    """The board's side in sheet units (tenths of a millimetre)."""


def page_size(paper: str) -> QPageSize:
    """The QPageSize of ``paper`` ("a4" or "letter"); ValueError otherwise."""
    try:
        return QPageSize(PAPERS[paper.lower()])
    except KeyError:
        raise ValueError(f"unknown paper {paper!r}; known: {', '.join(PAPERS)}") from None


def default_paper() -> str:
    """Letter where the system's locale measures in US units, else A4."""
    from PySide6.QtCore import QLocale

    if QLocale.system().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem:
        return "letter"
    return "a4"


# ---- drawing ---------------------------------------------------------------------


def _font(points: float, *, bold: bool = False, italic: bool = False, mono: bool = False) -> QFont:
    """A font of ``points`` typographic points in layout units. Hinting is
    off so that widths measured here hold at every resolution."""
    font = QFont("DejaVu Sans Mono" if mono else "DejaVu Sans")
    font.setStyleHint(QFont.StyleHint.TypeWriter if mono else QFont.StyleHint.SansSerif)
    font.setPixelSize(max(1, round(points * 25.4 / 72 * UNIT)))
    font.setBold(bold)
    font.setItalic(italic)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_CENTRE = Qt.AlignmentFlag.AlignCenter
_WRAP = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap


class _Page:
    """Text and rules on the page, in layout units, with measuring."""

    def __init__(self, painter: QPainter, width: float) -> None:
        self.painter = painter
        self.width = width
        self.dry = False  # measuring only: nothing is drawn

    def height_of(self, text: str, font: QFont, width: float) -> float:
        """The height ``text`` takes when wrapped to ``width``."""
        metrics = QFontMetricsF(font)
        return metrics.boundingRect(QRectF(0, 0, width, 1e6), int(_WRAP), text).height()

    def advance(self, text: str, font: QFont) -> float:
        return QFontMetricsF(font).horizontalAdvance(text)

    def line(self, font: QFont) -> float:
        return QFontMetricsF(font).lineSpacing()

    def text(self, x: float, y: float, w: float, h: float, text: str, font: QFont,
             colour: QColor = _INK, align=_LEFT) -> None:
        if self.dry:
            return
        self.painter.setFont(font)
        self.painter.setPen(colour)
        self.painter.drawText(QRectF(x, y, w, h), int(align), text)

    def elided(self, x: float, y: float, w: float, text: str, font: QFont, colour: QColor = _INK) -> float:
        """One line of ``text`` cut with an ellipsis at ``w``; its height."""
        metrics = QFontMetricsF(font)
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, w)
        height = metrics.lineSpacing()
        self.text(x, y, w, height, shown, font, colour)
        return height

    def wrapped(self, x: float, y: float, w: float, text: str, font: QFont, colour: QColor = _INK) -> float:
        """``text`` wrapped to ``w``; its height."""
        height = self.height_of(text, font, w)
        self.text(x, y, w, height + 1, text, font, colour, _WRAP)
        return height

    def rule(self, y: float, weight: float = 2.0, x: float = 0.0, w: float | None = None, colour: QColor = _INK) -> None:
        if self.dry:
            return
        self.painter.setPen(QPen(colour, weight))
        self.painter.drawLine(QPointF(x, y), QPointF(x + (self.width if w is None else w), y))

    def band(self, rect: QRectF, colour: QColor) -> None:
        if self.dry:
            return
        self.painter.fillRect(rect, colour)


def render_sheet(painter: QPainter, area: QRectF, game: SheetGame, dots_per_mm: float, largest_board: float | None = None) -> SheetLayout:
    """Draw ``game``'s score sheet into ``area`` (device coordinates, the
    page less its margins) of a device with ``dots_per_mm`` pixels per
    millimetre, and return where the board went.

    ``painter`` must paint in device coordinates (no transform set); its
    state is restored on return.
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    scale = dots_per_mm / UNIT
    painter.translate(area.topLeft())
    painter.scale(scale, scale)
    width = area.width() / scale
    height = area.height() / scale
    page = _Page(painter, width)
    snapshot = game.snapshot

    y = _header(page, game)
    footer_height = _footer(page, game, 0, measure=True)
    results_height = _results(page, snapshot, 0, measure=True)
    identities_height = _identities(page, snapshot, 0, measure=True)
    below = results_height + identities_height + footer_height + 3 * _GAP
    side_min = 640.0  # the column beside the board, 64 mm
    side = max(400.0, min(width - side_min - _GAP, height - y - below))
    # The column beside the board may need more height than a small
    # board gives it: the board then gives way, down to 40 mm.
    for _ in range(3):
        page.dry = True
        needed = _beside_board(page, game, QRectF(side + _GAP, y, width - side - _GAP, side))
        page.dry = False
        over = y + max(side, needed) + below - height
        if over <= 0 or side <= 400.0:
            break
        side = max(400.0, side - over)
    if largest_board is not None and side > largest_board:
        side = largest_board  # one board size on every page of a book
        page.dry = True
        needed = _beside_board(page, game, QRectF(side + _GAP, y, width - side - _GAP, side))
        page.dry = False
    row = max(side, needed)

    board = QRectF(0, y, side, side)
    device_board = painter.worldTransform().mapRect(board)
    painter.save()
    painter.resetTransform()
    painter.setFont(_font(8))
    geometry = paint_board(painter, device_board, snapshot, style=BoardStyle.print_style())
    painter.restore()
    _beside_board(page, game, QRectF(side + _GAP, y, width - side - _GAP, row))

    y += row + _GAP
    y += _results(page, snapshot, y) + _GAP
    _identities(page, snapshot, y)
    _footer(page, game, height - footer_height)
    painter.restore()
    return SheetLayout(device_board, geometry, side)


def _header(page: _Page, game: SheetGame) -> float:
    """The title, the players and the game's facts; the height used."""
    snapshot, info = game.snapshot, game.info
    state = snapshot.state
    title_font = _font(15, bold=True)
    small = _font(7.5)
    page.text(0, 0, page.width, page.line(title_font), translate("Sheet", "Score sheet"), title_font)
    page.text(0, 0, page.width, page.line(title_font), game.source or translate("Sheet", "Count over the board"), small, _SOFT, _RIGHT)
    y = page.line(title_font) + 10
    page.rule(y, 5)
    y += 25

    player_font = _font(12, bold=True)
    row = page.line(player_font)
    half = (page.width - _GAP) / 2
    for column, letter, colour in ((0.0, "B", Colour.BLACK), (half + _GAP, "W", Colour.WHITE)):
        _stone_icon(page.painter, QPointF(column + row * 0.4, y + row / 2), row * 0.36, colour)
        label = translate("Sheet", "Black") if colour is Colour.BLACK else translate("Sheet", "White")
        page.text(column + row, y, 120, row, label, _font(8), _SOFT)
        page.elided(column + row + 120, y, half - row - 120, info.player(letter), player_font)
    y += row + 12

    facts = [
        (translate("Sheet", "Date"), info.date),
        (translate("Sheet", "Event"), " ".join(
            x for x in (info.event, translate("Sheet", "round {round}").format(round=info.round) if info.round else None) if x
        ) or None),
        (translate("Sheet", "Place"), info.place),
        (translate("Sheet", "Game"), info.name),
    ]
    y += _fact_line(page, y, [(k, v) for k, v in facts if v] or [(translate("Sheet", "Date"), "\u2013")])

    key = state.rules_key
    rules = rules_title(key)
    if game.rules_text and game.rules_text.strip().lower() != TITLES.get(key, key).lower():
        rules = translate("Sheet", "{rules} (record: RU[{ru}])").format(rules=rules, ru=game.rules_text)
    count_facts = [
        (translate("Sheet", "Rules"), rules),
        (translate("Sheet", "Komi"), number_text(state.tray.komi)),
        (translate("Sheet", "Handicap"), str(state.tray.handicap)),
        (translate("Sheet", "Board"), f"{state.size}\u00d7{state.size}"),
    ]
    if game.moves is not None:
        count_facts.append((translate("Sheet", "Moves"), str(game.moves)))
    if game.recorded is not None:
        count_facts.append((translate("Sheet", "Record"), game.recorded.text))
    y += _fact_line(page, y, count_facts)
    y += 10
    page.rule(y, 2, colour=_RULE)
    return y + 30


def _fact_line(page: _Page, y: float, facts: list[tuple[str, str]]) -> float:
    """Labelled values in a row, the last one cut to fit; the height."""
    label_font, value_font = _font(7.5), _font(9)
    x = 0.0
    height = page.line(value_font)
    for label, value in facts:
        label = label.upper()
        page.text(x, y, 400, height, label, label_font, _SOFT)
        x += page.advance(label, label_font) + 12
        room = page.width - x
        if room < 80:
            break
        page.elided(x, y, room, value, value_font)
        x += min(room, page.advance(value, value_font)) + 45
    return height + 4


def _stone_icon(painter: QPainter, centre: QPointF, radius: float, colour: Colour) -> None:
    painter.setPen(QPen(_INK, radius * 0.16))
    painter.setBrush(QColor(12, 12, 12) if colour is Colour.BLACK else QColor(255, 255, 255))
    painter.drawEllipse(centre, radius, radius)
    painter.setBrush(Qt.BrushStyle.NoBrush)


def _beside_board(page: _Page, game: SheetGame, box: QRectF) -> float:
    """The result in large type and what stands behind it, in the column
    beside the board, with the key to the marks at the board's foot (or
    right after, when the column is the longer); the height it takes."""
    snapshot = game.snapshot
    x, y, w = box.x(), box.y(), box.width()
    label = _font(7.5, bold=True)
    page.text(x, y, w, page.line(label), translate("Panel", "Result").upper(), label, _SOFT)
    y += page.line(label)

    if snapshot.score is None:
        y += page.wrapped(x, y, w, headline_for(snapshot), _font(14, bold=True), QColor(RED)) + 20
        problem = translate("Panel", "This position cannot be counted: {problem}").format(problem=shown(snapshot.problem))
        y += page.wrapped(x, y, w, problem, _font(9))
    else:
        chosen = snapshot.chosen
        result = shown(chosen.result.text)
        size = 30.0
        while size > 16 and page.advance(result, _font(size, bold=True)) > w:
            size -= 2
        big = _font(size, bold=True)
        page.text(x, y, w, page.line(big), result, big)
        y += page.line(big)
        y += page.wrapped(x, y, w, headline_for(snapshot), _font(10, bold=True)) + 6
        y += page.wrapped(x, y, w, f"{shown(chosen.method_title)}: {chosen.formula}", _font(7.5), _SOFT)
        sides = translate("Sheet", "Black {black}, White {white}").format(black=number_text(chosen.black), white=number_text(chosen.white))
        y += page.wrapped(x, y, w, sides, _font(9)) + 12
        still_open = open_borders_text(snapshot)
        if still_open:
            y += page.wrapped(x, y, w, translate("Sheet", "Warning: {text}").format(text=still_open), _font(9, bold=True), QColor(AMBER)) + 6

        recorded = game.recorded
        if recorded is not None:
            says = shown(recorded.text)
            if recorded.margin is None:
                text, colour = translate("Sheet", "The record says {result}: nothing to compare.").format(result=says), _SOFT
            elif snapshot.score.regions.open_borders.unfinished:
                text, colour = translate("Sheet", "The record says {result}; this game is not finished, so nothing to compare.").format(result=says), _SOFT
            elif recorded.margin == chosen.result.margin:
                text, colour = "\u2713 " + translate("Sheet", "The record agrees ({result}).").format(result=says), QColor(GREEN)
            else:
                text, colour = "\u2717 " + translate("Sheet", "The record says {result}.").format(result=says), QColor(RED)
            y += page.wrapped(x, y, w, text, _font(9, bold=colour != _SOFT), colour) + 6

        audit = snapshot.score.lid_audit
        audit_font = _font(9, bold=audit.holds is False)
        audit_colour = QColor({True: GREEN, False: RED, None: GREY}[audit.holds])
        y += page.wrapped(x, y, w, audit_text(audit, translate("Sheet", "Lid audit: ")), audit_font, audit_colour) + 18

        y += _counts_table(page, snapshot, x, y, w) + 14
        small = _font(7.5)
        advice = shown(snapshot.score.komi.summary)
        if advice:
            y += page.wrapped(x, y, w, advice, small, _SOFT)
        unsure = len(snapshot.unsure)
        if unsure:
            note = shown(scoring_text.translate(
                "Sheet", "? on %n stones: the dead-stone suggestion is unsure; check them.", None, 0,
            ).plural(unsure, one="? on %n stone: the dead-stone suggestion is unsure; check them."))
            y += 8 + page.wrapped(x, y + 8, w, note, small, _SOFT)

    key_height = _mark_key(page, QRectF(x, 0, w, 0), measure=True)
    top = max(y + 24, box.bottom() - key_height)
    _mark_key(page, QRectF(x, top, w, key_height))
    return top + key_height - box.y()


def _counts_table(page: _Page, snapshot: Snapshot, x: float, y: float, w: float) -> float:
    """Stones, territory, captures, dead stones and pass stones of each
    colour, in SCORING.md's symbols; the height used."""
    ledger = snapshot.score.ledger
    head, body = _font(7.5, bold=True), _font(8)
    row = page.line(body) + 4
    number = 150.0
    # By player, as the lids and the count by numbers are: Black's column
    # holds the stones in Black's lid (White's, X_W and D_W).
    by_lid = PerColour(ledger.captures.white, ledger.captures.black), PerColour(ledger.dead.white, ledger.dead.black)
    rows = [
        (translate("Sheet", "Stones on the board"), "S", ledger.stones),
        (translate("Sheet", "Territory"), "T", ledger.territory),
        (translate("Numbers", "Captured by the player"), "", by_lid[0]),
        (translate("Numbers", "Dead stones the player took off"), "", by_lid[1]),
        (translate("Numbers", "Times the player passed"), "R", ledger.passes),
    ]
    page.text(x, y, w - 2 * number, row, translate("Sheet", "Counts"), head, _SOFT)
    page.text(x + w - 2 * number, y, number, row, translate("Sheet", "Black"), head, _SOFT, _RIGHT)
    page.text(x + w - number, y, number, row, translate("Sheet", "White"), head, _SOFT, _RIGHT)
    y0 = y
    y += row
    page.rule(y, 1.5, x, w, _RULE)
    for label, symbol, pair in rows:
        page.text(x, y, w - 2 * number, row, f"{label}  {symbol}".rstrip(), body)
        page.text(x + w - 2 * number, y, number, row, str(pair.black), body, _INK, _RIGHT)
        page.text(x + w - number, y, number, row, str(pair.white), body, _INK, _RIGHT)
        y += row
    return y - y0


def _mark_key(page: _Page, box: QRectF, measure: bool = False) -> float:
    """The key to the board's marks, drawn as the board draws them (print
    style); the height it takes."""
    font = _font(7.5)
    row = page.line(font) + 22
    entries = [
        ("black", translate("Sheet", "Black's territory")),
        ("white", translate("Sheet", "White's territory")),
        ("dead", translate("Sheet", "Dead stone")),
        ("dame", translate("Sheet", "Dame (neutral)")),
        ("seki", translate("Sheet", "Seki: shared liberty")),
        ("seki stone", translate("Sheet", "Stone in seki")),
    ]
    lines = (len(entries) + 1) // 2
    height = page.line(_font(7.5, bold=True)) + lines * row
    if measure or page.dry:
        return height
    painter = page.painter
    style = BoardStyle.print_style()
    page.text(box.x(), box.y(), box.width(), page.line(font), translate("Sheet", "Marks on the board").upper(), _font(7.5, bold=True), _SOFT)
    top = box.y() + page.line(_font(7.5, bold=True))
    column = box.width() / 2
    icon = row * 0.92
    for index, (kind, text) in enumerate(entries):
        cx = box.x() + (index % 2) * column
        cy = top + (index // 2) * row
        cell = QRectF(cx, cy + (row - icon) / 2, icon, icon)
        painter.fillRect(cell, style.wood)
        _key_mark(painter, cell, kind, style)
        page.text(cx + icon + 16, cy, column - icon - 16, row, text, font)
    return height


def _key_mark(painter: QPainter, cell: QRectF, kind: str, style: BoardStyle) -> None:
    """One mark of the key in a ``cell`` of the board's own proportions."""
    c = cell.center()
    side = cell.width()
    radius = side * 0.48
    painter.save()
    if kind in ("black", "white"):
        half = side * style.mark_half
        edge = side * style.mark_edge
        if kind == "black":
            painter.setPen(QPen(QColor(235, 230, 220), edge))
            painter.setBrush(QColor(10, 10, 10))
        else:
            painter.setPen(QPen(QColor(20, 20, 20), edge))
            painter.setBrush(QColor(250, 250, 248))
        painter.drawRect(QRectF(c.x() - half, c.y() - half, 2 * half, 2 * half))
    elif kind == "dead":
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.dead_ground)
        painter.drawEllipse(c, radius, radius)
        painter.setOpacity(style.dead_opacity)
        _stone_icon(painter, c, radius, Colour.BLACK)
        painter.setOpacity(1.0)
        arm = radius * 0.72
        painter.setPen(QPen(style.white_stone, side * 0.085, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(QPointF(c.x() - arm, c.y() - arm), QPointF(c.x() + arm, c.y() + arm))
        painter.drawLine(QPointF(c.x() - arm, c.y() + arm), QPointF(c.x() + arm, c.y() - arm))
    elif kind == "dame":
        painter.setPen(QPen(style.neutral, side * 0.05))
        painter.setBrush(style.wood)
        painter.drawEllipse(c, side * 0.11, side * 0.11)
    elif kind == "seki":
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.neutral)
        d = side * 0.16
        painter.drawPolygon(QPolygonF([QPointF(c.x(), c.y() - d), QPointF(c.x() + d, c.y()), QPointF(c.x(), c.y() + d), QPointF(c.x() - d, c.y())]))
    else:
        _stone_icon(painter, c, radius, Colour.WHITE)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.seki_on_white)
        painter.drawEllipse(c, side * 0.1, side * 0.1)
    painter.restore()


def _results(page: _Page, snapshot: Snapshot, y: float, measure: bool = False) -> float:
    """Every preset's row, the chosen one first and shaded; the height."""
    title = _font(9, bold=True)
    head, body, strong = _font(7.5, bold=True), _font(8.5), _font(8.5, bold=True)
    row = page.line(body) + 3
    score = snapshot.score
    keys = [] if score is None else [snapshot.state.rules_key] + [k for k in score.counts if k != snapshot.state.rules_key]
    height = page.line(title) + 8 + row + len(keys) * row
    if measure or score is None:
        return height if score is not None else 0.0
    page.text(0, y, page.width, page.line(title), translate("Sheet", "Every rule set"), title)
    page.text(0, y, page.width, page.line(title), translate("Sheet", "White before compensation C(H) and komi K"), _font(7.5), _SOFT, _RIGHT)
    y += page.line(title) + 8
    numbers = 190.0
    first = page.width - numbers * (len(COLUMNS) - 1)
    lefts = [0.0] + [first + numbers * i for i in range(len(COLUMNS) - 1)]
    widths = [first] + [numbers] * (len(COLUMNS) - 1)
    for column, text in enumerate(COLUMNS):
        page.text(lefts[column] + 8, y, widths[column] - 16, row, translate("Panel", text), head, _SOFT, _LEFT if column == 0 else _RIGHT)
    y += row
    page.rule(y, 2)
    for index, key in enumerate(keys):
        chosen = key == snapshot.state.rules_key
        if chosen:
            page.band(QRectF(0, y, page.width, row), _BAND)
        elif index % 2 == 0:
            page.band(QRectF(0, y, page.width, row), _STRIPE)
        cells = row_cells(key, score.counts[key])
        if chosen:
            cells[0] += "  \u2190 " + translate("Sheet", "chosen")
        for column, text in enumerate(cells):
            font = strong if chosen or column == len(cells) - 1 else body
            page.text(lefts[column] + 8, y, widths[column] - 16, row, text, font, _INK, _LEFT if column == 0 else _RIGHT)
        y += row
    page.rule(y, 1.5, colour=_RULE)
    return height


def _identities(page: _Page, snapshot: Snapshot, y: float, measure: bool = False) -> float:
    """The identities in two columns, read down the left one first: a check
    or a cross, the name and the statement, both sides with the numbers
    put in, and the premise that fails; the height."""
    if snapshot.score is None:
        return 0.0
    title = _font(9, bold=True)
    start = y
    if not measure:
        page.text(0, y, page.width, page.line(title), translate("Sheet", "Identities"), title)
        page.text(0, y, page.width, page.line(title), translate("Sheet", "The counting methods checked against each other with this game's numbers"),
                  _font(7.5), _SOFT, _RIGHT)
    y += page.line(title) + 8
    if not measure:
        page.rule(y, 2)
    y += 10
    identities = list(snapshot.score.identities)
    half = (len(identities) + 1) // 2
    column_w = (page.width - _GAP) / 2
    for left, right in zip(identities[:half], identities[half:] + [None] * (2 * half - len(identities))):
        row = max(_identity(page, identity, x, y, column_w, measure=True) for identity, x in ((left, 0.0), (right, column_w + _GAP)))
        if not measure:
            _identity(page, left, 0.0, y, column_w)
            _identity(page, right, column_w + _GAP, y, column_w)
            page.rule(y + row + 6, 0.8, colour=_BAND)
        y += row + 14
    return y - start


def _identity(page: _Page, identity, x: float, y: float, w: float, measure: bool = False) -> float:
    """One identity in a column ``w`` wide at ``x, y``; its height (0 for None)."""
    if identity is None:
        return 0.0
    name_font, statement_font = _font(7.8, bold=True), _font(6.8, mono=True)
    mono, why_font, mark_font = _font(7, mono=True), _font(7, italic=True), _font(11, bold=True)
    mark_w = 60.0
    text_x, text_w = x + mark_w, w - mark_w
    sign = "=" if identity.left == identity.right else "\u2260"
    why = " ".join(identity_lines(identity)[2:]) if identity.holds is not True else ""
    colour = QColor({True: GREEN, False: RED, None: "#555555"}[identity.holds])
    parts = [
        (f"{identity.number}. {shown(identity.name)}", name_font, _INK),
        (shown(identity.statement), statement_font, _SOFT),
        (shown(identity.left_text), mono, _INK),
        (f"{sign} {shown(identity.right_text)}", mono, _INK),
    ]
    if why:
        parts.append((why, why_font, colour))
    if measure:
        return sum(page.height_of(text, font, text_w) for text, font, _colour in parts)
    page.text(x, y, mark_w, page.line(mark_font), identity.mark, mark_font, colour, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    top = y
    for text, font, ink in parts:
        y += page.wrapped(text_x, y, text_w, text, font, ink)
    return y - top


def _footer(page: _Page, game: SheetGame, y: float, measure: bool = False) -> float:
    """The signatures' line, with room to sign, then what counted the
    sheet and when, each on a line of its own; the height used."""
    font, signing = _font(7), _font(9)
    height = 2.2 * page.line(signing) + page.line(font)
    if measure:
        return height
    today = datetime.date.today().isoformat()
    counted = translate("Sheet", "Counted with gocount {version} on {date}").format(version=__version__, date=today)
    page.text(0, y + 1.2 * page.line(signing), page.width, page.line(signing), translate("Sheet", "Signatures: Black ________   White ________   Referee ________"), signing, _INK)
    page.text(0, y + height - page.line(font), page.width, page.line(font), counted, font, _SOFT)
    return height


# ---- devices -------------------------------------------------------------------------


def _page_rect_mm(paper: str) -> QRectF:
    return page_size(paper).rect(QPageSize.Unit.Millimeter)


def paint_page(painter: QPainter, page: QRectF, game: SheetGame, dots_per_mm: float, largest_board: float | None = None) -> SheetLayout:
    """Draw the sheet on a whole page ``page`` (device coordinates, paper
    edge to paper edge), keeping :data:`MARGIN_MM` clear all round; the
    board no larger than ``largest_board`` (sheet units) when given."""
    margin = MARGIN_MM * dots_per_mm
    return render_sheet(painter, page.adjusted(margin, margin, -margin, -margin), game, dots_per_mm, largest_board)


def sheet_image(game: SheetGame, paper: str = "a4", dpi: int = PNG_DPI) -> QImage:
    """The sheet as a white image of the whole page at ``dpi``."""
    return render_image(game, paper, dpi)[0]


def render_image(game: SheetGame, paper: str = "a4", dpi: int = PNG_DPI) -> tuple[QImage, SheetLayout]:
    """The sheet as a white image of the whole page at ``dpi``, and where
    its board is in the image's pixels."""
    rect = _page_rect_mm(paper)
    dots_per_mm = dpi / 25.4
    image = QImage(round(rect.width() * dots_per_mm), round(rect.height() * dots_per_mm), QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(round(dots_per_mm * 1000))
    image.setDotsPerMeterY(round(dots_per_mm * 1000))
    image.fill(QColor(255, 255, 255))
    painter = QPainter(image)
    try:
        layout = paint_page(painter, QRectF(0, 0, image.width(), image.height()), game, dots_per_mm)
    finally:
        painter.end()
    return image, layout


def sheet_pdf(game: SheetGame, paper: str = "a4") -> bytes:
    """The sheet as a one-page PDF document (vector board and text)."""
    book = SheetBook(paper, _title(game))
    book.add(game)
    return book.finish()


def sheets_pdf(games: Iterable[SheetGame], paper: str = "a4") -> bytes:
    """Many sheets as one PDF document, one per page, in the order given."""
    book = SheetBook(paper)
    for game in games:
        book.add(game)
    return book.finish()


BOOK_BOARD = 900.0
"""The board's side on a book's pages, 90 mm: what a sheet with the most
beside and under its board still has room for on A4 and Letter (a single
sheet takes what its page leaves, up to about 115 mm)."""


class SheetBook:
    """A PDF document of score sheets, one per page, drawn a page at a time
    (so a window can draw a folder's sheets between its events): :meth:`add`
    each game, then :meth:`finish` for the document's bytes."""

    def __init__(self, paper: str = "a4", title: str = "Score sheets") -> None:
        self.paper = paper
        self.pages = 0
        self._data = QByteArray()
        self._buffer = QBuffer(self._data)
        self._buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        self._writer = QPdfWriter(self._buffer)
        self._writer.setPageLayout(QPageLayout(page_size(paper), QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)))
        self._writer.setResolution(600)
        self._writer.setCreator(f"gocount {__version__}")
        self._writer.setTitle(title)
        self._painter = QPainter()
        self.board_side = BOOK_BOARD
        """The board's side on every page (sheet units), so that a folder's
        sheets look alike page after page."""

    def add(self, game: SheetGame) -> None:
        """Draw ``game``'s sheet on a page of its own."""
        if self.pages == 0:
            self._painter.begin(self._writer)
        else:
            self._writer.newPage()
        dots_per_mm = self._writer.resolution() / 25.4
        rect = _page_rect_mm(self.paper)
        paint_page(self._painter, QRectF(0, 0, rect.width() * dots_per_mm, rect.height() * dots_per_mm), game, dots_per_mm, self.board_side)
        self.pages += 1

    def finish(self) -> bytes:
        """The document's bytes (one blank page when nothing was added)."""
        if not self._painter.isActive():
            self._painter.begin(self._writer)
        self._painter.end()
        self._buffer.close()
        return bytes(self._data.data())


def write_sheet_bytes(path: str | Path, data: bytes) -> Path:
    """Write a sheet's PDF or PNG bytes to ``path`` atomically; raises SheetError naming the
    file when it cannot be written."""
    path = Path(path)
    try:
        atomic_write(path, data)
    except SgfError as err:
        raise SheetError(err.reason, str(path)) from None
    return path


def _title(game: SheetGame) -> str:
    """The sheet's title, also the document name a print dialog makes its
    print-to-file name from: no colon, slash or other character a file
    name cannot hold."""
    info = game.info
    text = translate("Sheet", "Score sheet - {black} (B) vs {white} (W)").format(black=info.player("B"), white=info.player("W"))
    return "".join(" " if c in '\\/:*?"<>|' else c for c in text)


def export_sheet(path: str | Path, game: SheetGame, paper: str = "a4", dpi: int = PNG_DPI) -> Path:
    """Write the sheet to ``path``: a PDF when it ends in .pdf, a PNG when
    it ends in .png (any other suffix raises ValueError). Atomic; raises
    SheetError naming the file when it cannot be written."""
    path = Path(path)
    kind = path.suffix.lower()
    if kind == ".pdf":
        data = sheet_pdf(game, paper)
    elif kind == ".png":
        data = _png_bytes(sheet_image(game, paper, dpi))
    else:
        raise ValueError(f"{path.name}: a score sheet is written as .pdf or .png, not {path.suffix or 'no suffix'}")
    return write_sheet_bytes(path, data)


def _png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise SheetError("Qt could not encode the PNG image", "<png>")
    buffer.close()
    return bytes(data.data())


def print_sheet(printer, game: SheetGame) -> SheetLayout | None:
    """Print the sheet on ``printer`` (a QPrinter, also the one a print
    preview hands over): one page, portrait, keeping :data:`MARGIN_MM`
    or the printer's own margins, whichever is wider. Returns None when
    the printer cannot be started."""
    printer.setPageOrientation(QPageLayout.Orientation.Portrait)
    printer.setPageMargins(QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter)
    printer.setDocName(_title(game))
    painter = QPainter()
    if not painter.begin(printer):
        return None
    try:
        dots_per_mm = printer.resolution() / 25.4
        area = printer.pageLayout().paintRectPixels(printer.resolution())
        return render_sheet(painter, QRectF(0, 0, area.width(), area.height()), game, dots_per_mm)
    finally:
        painter.end()


def sheet_size_px(paper: str, dpi: int = PNG_DPI) -> QSizeF:
    """The pixel size of a PNG sheet on ``paper`` at ``dpi``."""
    rect = _page_rect_mm(paper)
    return QSizeF(round(rect.width() * dpi / 25.4), round(rect.height() * dpi / 25.4))
