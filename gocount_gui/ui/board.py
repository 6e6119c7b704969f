"""The board a player counts on: it draws the model's latest snapshot with
:func:`~gocount_gui.ui.paint.paint_board` and turns clicks, drags and keys
into the model's commands, according to the mode:

* EDIT: left places Black, right places White; a press on a stone of the
  same colour, a Shift or middle press, or the erase switch erases. A drag
  carries the press's action over every point it crosses, as one undo step.
* DEAD: a click marks the stones related to a stone dead (or alive again);
  Ctrl (or Meta) marks only its chain; Shift forces past the guard (so does
  Alt, where the desktop leaves Alt+click alone). Hovering outlines the
  stones a click would toggle; the right button opens a menu with "Mark
  Dead Anyway".
* REGION: a click on an empty point (or a dead stone) cycles its region's
  owner: automatic, Black, White, neutral.

The keyboard does all of it: the arrows move a cursor, Space or Enter clicks
at it (Shift+Space places White), B and W place, Delete and Backspace erase,
C or Ctrl+Space marks one chain, Shift+Space forces and so does F (on the
stone under the mouse when the mouse moved last): keys no desktop takes
for itself, unlike Alt+Space. The menu key opens the menu.
"""

from __future__ import annotations

import enum
import itertools
import re

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QContextMenuEvent, QFocusEvent, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QMenu, QSizePolicy, QWidget

from ..i18n import QT_TRANSLATE_NOOP, Context, shown, translate
from ..model import GameModel, Snapshot
from ..scoring.colour import Colour, Point, point_name
from ..scoring.regions import RegionKind
from .paint import BoardGeometry, BoardStyle, geometry_for, paint_board

_strokes = itertools.count(1)


Board = Context("Board")
"""The board's counted messages (lupdate reads the context from the name)."""

_ACCESSIBLE_DESCRIPTION = QT_TRANSLATE_NOOP(
    "Board",
    "The Go board. Arrow keys move the cursor; Space or Enter acts at it. "
    "Edit mode: B places black, W white, Delete erases. Dead mode: Space marks "
    "the group dead or alive, C only its chain, F marks it dead even when it "
    "looks alive. Region mode: Space cycles the region's owner.",
)


class Mode(enum.Enum):
    """What a click on the board does."""

    EDIT = "edit"
    DEAD = "dead"
    REGION = "region"


_KIND_WORDS = {
    RegionKind.DAME: QT_TRANSLATE_NOOP("Board", "dame"),
    RegionKind.SEKI: QT_TRANSLATE_NOOP("Board", "seki (shared liberty)"),
    RegionKind.SEKI_EYE: QT_TRANSLATE_NOOP("Board", "seki eye"),
    RegionKind.FALSE_EYE: QT_TRANSLATE_NOOP("Board", "false eye: its owner must fill it, so it is not territory"),
    RegionKind.MUST_FILL: QT_TRANSLATE_NOOP(
        "Board", "must be filled by its owner once the dame are filled (the last liberty of a chain), so it is not territory"
    ),
}


def describe_point(snapshot: Snapshot, point: Point) -> str:
    """A line for the status bar about ``point``: its name, what stands
    there, its status and what it counts as."""
    state = snapshot.state
    colour = state.position.get(point)
    parts = [point_name(point)]
    regions = snapshot.score.regions if snapshot.score is not None else None
    territory = snapshot.territory
    if colour is not None:
        parts.append(translate("Board", "black stone") if colour is Colour.BLACK else translate("Board", "white stone"))
        english = state.reasons.get(point)
        reason = shown(english)
        status = "dead" if point in state.dead else "alive"
        if english and english.startswith(status + ": "):
            # "dead (suggested: captured ...)", not "dead (suggested: dead: ...)": the
            # translation's own word before its colon goes too
            reason = re.split("[:\uff1a]", reason, maxsplit=1)[-1].strip()
        if point in state.dead:
            parts.append(translate("Board", "dead (suggested: {reason})").format(reason=reason) if reason else translate("Board", "dead"))
        elif reason:
            parts.append(translate("Board", "alive (suggested: {reason})").format(reason=reason))
        if regions is not None and regions.in_seki(point):
            parts.append(translate("Board", "in seki"))
        if point in snapshot.unsure:
            parts.append(translate("Board", "unsure: check it"))
    else:
        parts.append(translate("Board", "empty"))
    if regions is not None:
        owner = next((c for c in (Colour.BLACK, Colour.WHITE) if point in territory[c]), None)
        region = regions.region_at(point)
        if owner is not None:
            parts.append(translate("Board", "Black territory") if owner is Colour.BLACK else translate("Board", "White territory"))
        elif region is not None and region.kind in _KIND_WORDS:
            parts.append(translate("Board", _KIND_WORDS[region.kind]))
        elif region is not None and region.owner is None:
            parts.append(translate("Board", "neutral"))
        if region is not None and region.overridden:
            parts.append(translate("Board", "owner set by hand"))
        leaks = regions.open_borders.needs_sealing.get(point)
        if leaks is Colour.BLACK:
            parts.append(translate("Board", "the border of Black's area is open here: fill it or mark the owner"))
        elif leaks is not None:
            parts.append(translate("Board", "the border of White's area is open here: fill it or mark the owner"))
    return " \u00b7 ".join(parts)


class BoardWidget(QWidget):
    """The board, bound to a :class:`GameModel`.

    Signals:
        mode_changed(Mode): the mode changed.
        refused(str): a dead mark was refused, with the reason.
        hovered(str): the point under the mouse or cursor, described for
            the status bar (empty when the mouse leaves the board).
    """

    mode_changed = Signal(object)
    refused = Signal(str)
    hovered = Signal(str)

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._mode = Mode.EDIT
        self._erase = False
        self._cursor: Point | None = None
        self._hover: Point | None = None
        self._preview: frozenset[Point] = frozenset()  # what a click at the hover point toggles
        self._chain_preview = False  # Ctrl was held: the preview is one chain
        self._spoken: Point | None = None  # the point the screen reader was last told about
        self._mouse_last = False  # the mouse moved over the board since the cursor keys last did
        self._geometry: BoardGeometry | None = None
        self._style: BoardStyle | None = None
        self._disputed: frozenset[Point] = frozenset()
        # the drag in progress: its stroke id, colour (None erases), last point
        self._stroke: int | None = None
        self._stroke_colour: Colour | None = None
        self._stroke_last: Point | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        model.scored.connect(self._scored)
        model.source_changed.connect(self._new_count)
        self.retranslate()

    def retranslate(self) -> None:
        """The board's words in the language installed: what a screen
        reader hears, and the marks' words drawn on it."""
        self.setAccessibleName(translate("Board", "Go board"))
        self._describe_for_readers()
        self.update()

    # ---- properties ------------------------------------------------------------

    @property
    def mode(self) -> Mode:
        return self._mode

    def set_mode(self, mode: Mode) -> None:
        mode = Mode(mode)
        if mode is self._mode:
            return
        self._end_stroke()
        self._mode = mode
        self._update_preview()
        self.mode_changed.emit(mode)
        self.update()

    @property
    def erase(self) -> bool:
        return self._erase

    def set_erase(self, on: bool) -> None:
        """In EDIT mode, make a left press erase."""
        self._erase = bool(on)

    @property
    def cursor_point(self) -> Point | None:
        """The keyboard cursor's point."""
        return self._cursor

    def set_cursor_point(self, point: Point | None) -> None:
        self._cursor = self._clamp(point) if point is not None else None
        self.update()

    @property
    def geometry_used(self) -> BoardGeometry:
        """The geometry of the last paint (or the one the next paint will
        use, before the first)."""
        if self._geometry is None or self._geometry.size != self._size():
            style = self._board_style()
            return geometry_for(QRectF(self.rect()), self._size(), style.coordinates)
        return self._geometry

    # ---- sizes -------------------------------------------------------------------

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(640, 640)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(240, 240)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return width

    # ---- painting ----------------------------------------------------------------

    def _size(self) -> int:
        return self.model.snapshot.state.position.size

    def _board_style(self) -> BoardStyle:
        if self._style is None:
            self._style = BoardStyle.for_palette(self.palette())
        return self._style

    def changeEvent(self, event) -> None:  # noqa: N802
        from PySide6.QtCore import QEvent

        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self._style = None
            self.update()
        super().changeEvent(event)

    def _scored(self, _snapshot: object) -> None:
        if self._cursor is not None:
            self._cursor = self._clamp(self._cursor)
        if self._hover is not None and not self._on_board(self._hover):
            self._hover = None
        self._update_preview()
        # The status bar's words for the point under the mouse (or the
        # keyboard's cursor) follow the change: a stone placed there is no
        # longer "empty".
        point = self._hover if self._hover is not None else (self._cursor if self.hasFocus() else None)
        if point is not None:
            self.hovered.emit(self.point_text(point))
        self._describe_for_readers()
        self.update()

    def _new_count(self, _source: str) -> None:
        """A game opened or a new count started (nothing to undo yet): the
        keyboard's cursor starts again from the middle, not where the last
        game left it."""
        if self.model.undo_stack.count() == 0:
            self._cursor = None
            self._spoken = None

    # ---- what a click would do, and what a screen reader hears -------------------

    @property
    def preview(self) -> frozenset[Point]:
        """The stones outlined under the mouse: in Mark Dead, those a click
        at the hovered point would mark dead or alive; else none."""
        return self._preview

    def _update_preview(self) -> None:
        preview: frozenset[Point] = frozenset()
        if self._mode is Mode.DEAD and self._hover is not None and self._on_board(self._hover):
            preview = self.model.toggle_targets(self._hover, chain_only=self._chain_preview)
        if preview != self._preview:
            self._preview = preview
            self.update()

    def _describe_for_readers(self) -> None:
        """The point under the cursor (the mouse's, else the keyboard's) and
        the result, in the board's accessible description, which a screen
        reader reads out when it changes."""
        from .panel import headline_for

        snapshot = self.model.snapshot
        point = self._spoken
        parts = []
        if point is not None and self._on_board(point):
            parts.append(self.point_text(point))
        parts.append(headline_for(snapshot))
        text = ". ".join(parts) + ". " + translate("Board", _ACCESSIBLE_DESCRIPTION)
        if self.accessibleDescription() != text:
            self.setAccessibleDescription(text)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        try:
            cursor = self._cursor if self.hasFocus() else None
            self._geometry = paint_board(
                painter,
                QRectF(self.rect()),
                self.model.snapshot,
                style=self._board_style(),
                cursor=cursor,
                hover=self._hover,
                disputed=self._disputed,
                preview=self._preview,
            )
        finally:
            painter.end()

    @property
    def engine_marks(self) -> frozenset[Point]:
        """The stones ringed where a Go engine sees them otherwise than the marks."""
        return self._disputed

    def set_engine_marks(self, points: frozenset[Point]) -> None:
        self._disputed = frozenset(points)
        self.update()

    # ---- points ---------------------------------------------------------------------

    def _on_board(self, point: Point) -> bool:
        size = self._size()
        return 0 <= point[0] < size and 0 <= point[1] < size

    def _clamp(self, point: Point) -> Point:
        size = self._size()
        return (min(max(point[0], 0), size - 1), min(max(point[1], 0), size - 1))

    def point_at(self, pos: QPointF) -> Point | None:
        """The board point under a widget position, or None."""
        return self.geometry_used.point_at(QPointF(pos))

    def centre_of(self, point: Point) -> QPointF:
        """The widget position of a point's centre."""
        return self.geometry_used.centre(point)

    # ---- actions ---------------------------------------------------------------------

    def _edit_colour(self, button: Qt.MouseButton, modifiers: Qt.KeyboardModifier, point: Point) -> Colour | None:
        """The colour a press places (None erases)."""
        if button == Qt.MouseButton.MiddleButton or modifiers & Qt.KeyboardModifier.ShiftModifier:
            return None
        if button == Qt.MouseButton.RightButton:
            colour: Colour | None = Colour.WHITE
        elif self._erase:
            return None
        else:
            colour = Colour.BLACK
        if self.model.snapshot.state.position.get(point) is colour:
            return None  # a press on a stone of the same colour takes it away
        return colour

    def _begin_stroke(self, point: Point, colour: Colour | None) -> None:
        self._stroke = next(_strokes)
        self._stroke_colour = colour
        self._stroke_last = point
        self.model.place([point], colour, self._stroke)

    def _continue_stroke(self, point: Point) -> None:
        if self._stroke is None or point == self._stroke_last:
            return
        points = _between(self._stroke_last, point) if self._stroke_last is not None else [point]
        self._stroke_last = point
        if points:
            self.model.place(points, self._stroke_colour, self._stroke)

    def _end_stroke(self) -> None:
        self._stroke = None
        self._stroke_colour = None
        self._stroke_last = None

    def _toggle_dead(self, point: Point, chain_only: bool, force: bool) -> None:
        if self.model.snapshot.state.position.get(point) is None:
            return
        reason = self.model.toggle_dead(point, chain_only=chain_only, force=force)
        if reason:
            self.refused.emit(reason)

    def _announce(self, point: Point | None) -> None:
        """Tell the status bar and the screen reader about ``point`` again
        (after a click changed what it is)."""
        if point is not None:
            self._spoken = point
            self.hovered.emit(self.point_text(point))
        self._describe_for_readers()

    def point_text(self, point: Point) -> str:
        """What the status bar says about ``point``: :func:`describe_point`,
        and in Mark Dead what a click there would do, in words (the ring
        drawn around the stones, for those who do not see it), after the
        stone's colour: "M16 · white stone · click: 5 stones dead · ..."."""
        text = describe_point(self.model.snapshot, point)
        if self._mode is Mode.DEAD:
            stones = self.model.toggle_targets(point, chain_only=self._chain_preview and point == self._hover)
            if stones:
                if point in self.model.snapshot.state.dead:
                    click = Board.tr("click: %n stones alive", "", len(stones), one="click: %n stone alive")
                else:
                    click = Board.tr("click: %n stones dead", "", len(stones), one="click: %n stone dead")
                # after the stone's colour, where a narrow status bar does not cut it off
                parts = text.split(" \u00b7 ")
                parts.insert(2, click)
                text = " \u00b7 ".join(parts)
        return text

    def _cycle(self, point: Point) -> None:
        self.model.cycle_owner(point)

    # ---- mouse ---------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        point = self.point_at(event.position())
        if point is None:
            super().mousePressEvent(event)
            return
        self._cursor = point
        button = event.button()
        modifiers = event.modifiers()
        if self._mode is Mode.EDIT:
            if button in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton):
                self._begin_stroke(point, self._edit_colour(button, modifiers, point))
        elif button == Qt.MouseButton.LeftButton:
            if self._mode is Mode.DEAD:
                chain_only = bool(modifiers & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.MetaModifier))
                force = bool(modifiers & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.AltModifier))
                self._toggle_dead(point, chain_only, force)
            else:
                self._cycle(point)
            self._announce(point)
        event.accept()
        self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        point = self.point_at(event.position())
        chain = bool(event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.MetaModifier))
        if point != self._hover or chain != self._chain_preview:
            moved = point != self._hover
            self._hover = point
            self._chain_preview = chain
            self._update_preview()
            if moved:
                self._mouse_last = point is not None
                self.hovered.emit(self.point_text(point) if point is not None else "")
                if point is not None:
                    self._spoken = point
                    self._describe_for_readers()
            self.update()
        if self._stroke is not None and point is not None and event.buttons() != Qt.MouseButton.NoButton:
            self._continue_stroke(point)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._stroke is not None and event.buttons() == Qt.MouseButton.NoButton:
            self._end_stroke()
        super().mouseReleaseEvent(event)

    def leaveEvent(self, event) -> None:  # noqa: N802
        if self._hover is not None:
            self._hover = None
            self._update_preview()
            self.hovered.emit("")
            self.update()
        super().leaveEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802
        """Mark Dead: the right button (or the menu key, at the keyboard
        cursor) offers the marks, Mark Dead Anyway among them. In Edit
        Position the right button places White instead."""
        if self._mode is not Mode.DEAD:
            event.accept()  # the right press placed a stone already: no window menu on top
            return
        if event.reason() == QContextMenuEvent.Reason.Mouse:
            point = self.point_at(event.pos())
        else:
            point = self._cursor
        menu = self.dead_menu(point)
        if menu is None:
            event.ignore()
            return
        event.accept()
        where = event.globalPos() if event.reason() == QContextMenuEvent.Reason.Mouse else self.mapToGlobal(self.centre_of(point).toPoint())
        menu.exec(where)
        menu.deleteLater()

    def dead_menu(self, point: Point | None) -> QMenu | None:
        """The menu of a stone in Mark Dead (None on an empty point): mark
        the group dead or alive, only its chain, or dead anyway."""
        if point is None or self.model.snapshot.state.position.get(point) is None:
            return None
        menu = QMenu(self)
        dead = point in self.model.snapshot.state.dead
        group = len(self.model.toggle_targets(point))
        name = point_name(point)
        if dead:
            whole = Board.tr("Mark {point} Alive (%n stones)", "", group, one="Mark {point} Alive (%n stone)")
            chain = translate("Board", "Mark Only Its &Chain Alive")
        else:
            whole = Board.tr("Mark {point} Dead (%n stones)", "", group, one="Mark {point} Dead (%n stone)")
            chain = translate("Board", "Mark Only Its &Chain Dead")
        menu.addAction(whole.format(point=name), lambda: self._menu_toggle(point, False, False))
        menu.addAction(chain, lambda: self._menu_toggle(point, True, False))
        if not dead:
            anyway = menu.addAction(translate("Board", "Mark Dead &Anyway"), lambda: self._menu_toggle(point, False, True))
            anyway.setToolTip(translate("Board", "Mark the group dead even though it looks alive (Shift+click, or F)"))
        return menu

    def _menu_toggle(self, point: Point, chain_only: bool, force: bool) -> None:
        self._cursor = point
        self._toggle_dead(point, chain_only, force)
        self._announce(point)
        self.update()

    # ---- keyboard ------------------------------------------------------------------

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        if self._cursor is None:
            size = self._size()
            self._cursor = (size // 2, size // 2)
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        self._end_stroke()
        self.update()
        super().focusOutEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        modifiers = event.modifiers()
        Key = Qt.Key
        if self._cursor is None:
            size = self._size()
            self._cursor = (size // 2, size // 2)
        row, col = self._cursor
        size = self._size()
        moves = {Key.Key_Up: (1, 0), Key.Key_Down: (-1, 0), Key.Key_Left: (0, -1), Key.Key_Right: (0, 1)}
        if key in moves:
            step = 3 if modifiers & Qt.KeyboardModifier.ControlModifier else 1
            dr, dc = moves[key]
            self._move_cursor((row + dr * step, col + dc * step))
            return
        if key == Key.Key_Home:
            self._move_cursor((row, 0) if not modifiers & Qt.KeyboardModifier.ControlModifier else (size - 1, 0))
            return
        if key == Key.Key_End:
            self._move_cursor((row, size - 1) if not modifiers & Qt.KeyboardModifier.ControlModifier else (0, size - 1))
            return
        point = self._cursor
        shift = bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
        ctrl = bool(modifiers & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.MetaModifier))
        alt = bool(modifiers & Qt.KeyboardModifier.AltModifier)
        act = key in (Key.Key_Space, Key.Key_Return, Key.Key_Enter)
        handled = True
        if self._mode is Mode.EDIT:
            if act:
                button = Qt.MouseButton.RightButton if shift else Qt.MouseButton.LeftButton
                self.model.place([point], self._edit_colour(button, Qt.KeyboardModifier.NoModifier, point))
            elif key in (Key.Key_B, Key.Key_W):
                # as a typist expects, the cursor moves on to the next point
                # (left to right, then the next line down)
                self.model.place([point], Colour.BLACK if key == Key.Key_B else Colour.WHITE)
                self._cursor = self._next_point(point)
            elif key in (Key.Key_Delete, Key.Key_Backspace):
                self.model.place([point], None)
            else:
                handled = False
        elif self._mode is Mode.DEAD:
            if act:
                self._toggle_dead(point, chain_only=ctrl, force=alt or shift)
            elif key == Key.Key_C:
                self._toggle_dead(point, chain_only=True, force=alt or shift)
            elif key == Key.Key_F:
                # on the stone under the mouse when the mouse was the last to move, else at the cursor
                if self._mouse_last and self._hover is not None:
                    point = self._cursor = self._hover
                self._toggle_dead(point, chain_only=ctrl, force=True)
            else:
                handled = False
        else:
            if act:
                self._cycle(point)
            else:
                handled = False
        if handled:
            event.accept()
            self._announce(point)
            self.update()
        else:
            super().keyPressEvent(event)

    def _next_point(self, point: Point) -> Point:
        """The point after ``point`` in reading order: to the right, then
        the first of the line below (row 0 is the bottom line); the last
        point stays."""
        row, col = point
        if col + 1 < self._size():
            return (row, col + 1)
        return (row - 1, 0) if row > 0 else point

    def _move_cursor(self, point: Point) -> None:
        self._mouse_last = False
        self._cursor = self._clamp(point)
        self._announce(self._cursor)
        self.update()


def _between(start: Point, end: Point) -> list[Point]:
    """The points on the way from ``start`` (left out) to ``end`` (kept),
    so a fast drag leaves no gaps."""
    (r0, c0), (r1, c1) = start, end
    steps = max(abs(r1 - r0), abs(c1 - c0))
    points: list[Point] = []
    for i in range(1, steps + 1):
        point = (r0 + round((r1 - r0) * i / steps), c0 + round((c1 - c0) * i / steps))
        if not points or points[-1] != point:
            points.append(point)
    return points
