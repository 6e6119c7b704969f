"""Help inside the program: Help > How to Count (the counting flow and a key
to the board's marks, drawn as the board draws them), Help > Keyboard
Shortcuts (read from the window's own actions, so it never goes stale),
and the one-line hint a first start shows above the board.

Both pages are plain windows of their own, not modal: a player can keep
How to Count open beside the board while counting.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QPointF, QRectF, QSettings, Qt, QUrl, Signal
from PySide6.QtGui import QImage, QKeySequence, QPainter, QPen, QPolygonF, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .paint import BoardStyle
from ..scoring.colour import Colour
from .retranslate import open_again
from ..i18n import QT_TRANSLATE_NOOP, translate

HINT_KEY = "help/first_start_hint_shown"
"""QSettings key: the first-start hint was shown once."""

HINT_TEXT = QT_TRANSLATE_NOOP(
    "Help",
    "New to gocount? Open a game, click the dead stones (a blue ring shows what a click changes), "
    "then read the result on the right. <a href='howto'>How to count</a>",
)

MARKS = (
    ("black", QT_TRANSLATE_NOOP("Help", "Black's territory"), QT_TRANSLATE_NOOP("Help", "a dark square: a point Black scores")),
    ("white", QT_TRANSLATE_NOOP("Help", "White's territory"), QT_TRANSLATE_NOOP("Help", "a light square: a point White scores")),
    ("dead", QT_TRANSLATE_NOOP("Help", "Dead stone"), QT_TRANSLATE_NOOP("Help", "faded and crossed: it goes to the other player's lid")),
    ("dame", QT_TRANSLATE_NOOP("Help", "Dame"), QT_TRANSLATE_NOOP("Help", "a small ring: a neutral point nobody scores")),
    ("seki", QT_TRANSLATE_NOOP("Help", "Seki liberty"), QT_TRANSLATE_NOOP("Help", "a small diamond: a liberty two living groups share")),
    ("seki stone", QT_TRANSLATE_NOOP("Help", "Stone in seki"), QT_TRANSLATE_NOOP("Help", "a dot: the stone lives without two eyes")),
)
"""The marks the key draws: (kind for the sheet's key drawing, name, plain words)."""

WORD_MARKS = (
    ("unsure", QT_TRANSLATE_NOOP("Help", "An amber ring and ?"), QT_TRANSLATE_NOOP("Help", "gocount is unsure whether the stone is dead: look at it yourself.")),
    ("preview", QT_TRANSLATE_NOOP("Help", "A blue ring around stones"), QT_TRANSLATE_NOOP("Help", "in Mark Dead, the stones your next click marks dead or alive.")),
    ("fill", QT_TRANSLATE_NOOP("Help", "A small triangle"), QT_TRANSLATE_NOOP("Help", "a point its owner must fill (a false eye, a cutting point): not territory.")),
    (
        "open border",
        QT_TRANSLATE_NOOP("Help", "An amber ring around a dot"),
        QT_TRANSLATE_NOOP("Help", "a border still open: the territory of the dot's colour leaks here; fill it or mark it."),
    ),
    (
        "disputed",
        QT_TRANSLATE_NOOP("Help", "A dashed magenta ring"),
        QT_TRANSLATE_NOOP("Help", "a Go engine sees the stone otherwise than your marks (Edit > Ask the Engine)."),
    ),
    ("owner", QT_TRANSLATE_NOOP("Help", "A thin frame"), QT_TRANSLATE_NOOP("Help", "a region whose owner you set by hand in Region Owner.")),
    ("last move", QT_TRANSLATE_NOOP("Help", "A small ring on a stone"), QT_TRANSLATE_NOOP("Help", "the last move of the record.")),
)

BOARD_KEYS = (
    (QT_TRANSLATE_NOOP("Help", "Arrow keys"), QT_TRANSLATE_NOOP("Help", "Move the cursor on the board (Ctrl: three points at a time)")),
    (QT_TRANSLATE_NOOP("Help", "Home, End"), QT_TRANSLATE_NOOP("Help", "The start or end of the cursor's row (Ctrl: the corners)")),
    (QT_TRANSLATE_NOOP("Help", "Space or Enter"), QT_TRANSLATE_NOOP("Help", "Click at the cursor")),
    (
        QT_TRANSLATE_NOOP("Help", "Shift+click, Shift+Space or F"),
        QT_TRANSLATE_NOOP("Help", "Mark Dead: mark the group dead even when it looks alive (F: the stone under the mouse)"),
    ),
    (QT_TRANSLATE_NOOP("Help", "Ctrl+click or C"), QT_TRANSLATE_NOOP("Help", "Mark Dead: mark only one chain")),
    (QT_TRANSLATE_NOOP("Help", "Right button or the Menu key"), QT_TRANSLATE_NOOP("Help", "Mark Dead: the menu of the stone, with Mark Dead Anyway")),
    (QT_TRANSLATE_NOOP("Help", "B, W, Delete"), QT_TRANSLATE_NOOP("Help", "Edit Position: place Black, place White, erase")),
    (QT_TRANSLATE_NOOP("Help", "Right button, Shift+Space"), QT_TRANSLATE_NOOP("Help", "Edit Position: place White")),
)

HOW_TO_STEPS = (
    QT_TRANSLATE_NOOP(
        "Help",
        "<b>Put the game on the board.</b> File &gt; Open (or drop an SGF file on the window) opens a "
        "game record. For a game played over the board, File &gt; New Count, then put the final position "
        "down in <i>Edit Position</i>: left click Black, right click White.",
    ),
    QT_TRANSLATE_NOOP(
        "Help",
        "<b>Mark the dead stones</b> in <i>Mark Dead</i> (opening a game goes there). When the record "
        "has no marks, gocount suggests the dead stones at once: check them, above all those with a "
        "question mark. A click marks a group dead, or alive again; before you click, a blue ring shows "
        "every stone the click will change. Ctrl+click changes one chain only. gocount will not kill a "
        "group with two eyes unless you insist: Shift+click, F, or the right button's "
        "<i>Mark Dead Anyway</i>. In Mark Dead a click never adds or removes a stone.",
    ),
    QT_TRANSLATE_NOOP(
        "Help",
        "<b>Fill in the lids</b> for a game over the board: the stones each player captured and the "
        "passes. The line under the lids says whether every stone is accounted for.",
    ),
    QT_TRANSLATE_NOOP(
        "Help",
        "<b>Read the result.</b> The large line gives it under the rule set you chose; the table "
        "gives every rule set side by side (click a row for how it is made up); the top of the panel "
        "compares it with the result the record gives.",
    ),
    QT_TRANSLATE_NOOP(
        "Help",
        "<b>Keep it.</b> File &gt; Save writes the dead stones, the territory and the result into the "
        "record; File &gt; Export Score Sheet and Print give a page to sign.",
    ),
)
"""How to Count's steps, one message a paragraph (rich text)."""


def how_to_intro() -> str:
    """How to Count's steps as HTML, in the language installed."""
    steps = "".join(f"<li>{translate('Help', step)}</li>\n" for step in HOW_TO_STEPS)
    heading = escape(translate("Help", "How to count a game"))
    marks = escape(translate("Help", "The marks on the board"))
    return f"\n<h2>{heading}</h2>\n<ol>\n{steps}</ol>\n<h3>{marks}</h3>\n"


def _mark_image(kind: str, side: int, ratio: float) -> QImage:
    """One mark of the key on a square of wood, as the board draws it."""
    from .sheet import _key_mark  # the score sheet's key draws the same marks

    image = QImage(round(side * ratio), round(side * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    style = BoardStyle()
    image.fill(style.wood)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if any(kind == word_kind for word_kind, _name, _words in WORD_MARKS):
        _word_mark(painter, QRectF(0, 0, side, side), kind, style)
    else:
        _key_mark(painter, QRectF(0, 0, side, side), kind, style)
    painter.end()
    return image


def _word_mark(painter: QPainter, cell: QRectF, kind: str, style: BoardStyle) -> None:
    """A picture of one of the marks the key names in words, in the
    board's colours: the ring, triangle or frame on a stone or a point."""
    from .sheet import _stone_icon

    c, side = cell.center(), cell.width()
    radius = side * 0.36
    if kind in ("unsure", "preview", "disputed", "last move"):
        _stone_icon(painter, c, radius, Colour.WHITE if kind in ("unsure", "last move") else Colour.BLACK)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if kind == "unsure":
        painter.setPen(QPen(style.unsure, side * 0.08))
        painter.drawEllipse(c, side * 0.45, side * 0.45)
        font = painter.font()
        font.setPixelSize(round(side * 0.5))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(style.unsure)
        painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, "?")
    elif kind == "preview":
        painter.setPen(QPen(style.cursor, side * 0.08))
        painter.drawEllipse(c, side * 0.45, side * 0.45)
    elif kind == "disputed":
        painter.setPen(QPen(style.disputed, side * 0.08, Qt.PenStyle.DashLine))
        painter.drawEllipse(c, side * 0.45, side * 0.45)
    elif kind == "last move":
        painter.setPen(QPen(style.line, side * 0.07))
        painter.drawEllipse(c, side * 0.16, side * 0.16)
    elif kind == "fill":
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.neutral)
        d = side * 0.18
        painter.drawPolygon(QPolygonF([QPointF(c.x(), c.y() - d), QPointF(c.x() + d, c.y() + d * 0.8), QPointF(c.x() - d, c.y() + d * 0.8)]))
    elif kind == "open border":
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.black_stone)
        painter.drawEllipse(c, side * 0.1, side * 0.1)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(style.unsure, side * 0.08))
        painter.drawEllipse(c, side * 0.32, side * 0.32)
    else:  # the frame of a region whose owner was set by hand
        painter.setPen(QPen(style.line, side * 0.05))
        painter.drawRect(cell.adjusted(side * 0.15, side * 0.15, -side * 0.15, -side * 0.15))


def how_to_html() -> str:
    """How to Count as HTML; the marks' pictures are the document's
    ``mark:`` resources (see :func:`add_mark_images`)."""
    rows = []
    for kind, name, words in MARKS:
        rows.append(
            f"<tr><td><img src='mark:{kind}' width='28' height='28'></td>"
            f"<td>&nbsp;<b>{escape(translate('Help', name))}</b>: {escape(translate('Help', words))}</td></tr>"
        )
    for kind, name, words in WORD_MARKS:
        rows.append(
            f"<tr><td><img src='mark:{kind}' width='28' height='28'></td>"
            f"<td>&nbsp;<b>{escape(translate('Help', name))}</b>: {escape(translate('Help', words))}</td></tr>"
        )
    return how_to_intro() + "<table cellspacing='3'>" + "".join(rows) + "</table>"


def add_mark_images(document: QTextDocument, ratio: float) -> None:
    for kind, _name, _words in MARKS + WORD_MARKS:
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"mark:{kind}"), _mark_image(kind, 28, ratio))


def shortcuts_html(actions) -> str:
    """Keyboard Shortcuts as HTML: every action of ``actions`` that has a
    shortcut (as the desktop writes it), then the board's own keys."""
    rows = []
    for action in actions:
        keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts() if not k.isEmpty()]
        if keys:
            name = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("\u2026.")
            rows.append((", ".join(keys), name))
    heading = escape(translate("Help", "Keyboard shortcuts"))
    menus, board = escape(translate("Help", "Menus")), escape(translate("Help", "On the board"))
    html = [f"<h2>{heading}</h2><h3>{menus}</h3><table cellspacing='4'>"]
    html += [f"<tr><td><b>{escape(k)}</b></td><td>{escape(n)}</td></tr>" for k, n in rows]
    html.append(f"</table><h3>{board}</h3><table cellspacing='4'>")
    html += [f"<tr><td><b>{escape(translate('Help', k))}</b></td><td>{escape(translate('Help', n))}</td></tr>" for k, n in BOARD_KEYS]
    html.append("</table>")
    return "".join(html)


class HelpPage(QDialog):
    """A page of help in a window of its own (not modal), with a Close button."""

    def __init__(self, title: str, html: str, parent: QWidget | None = None, marks: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setModal(False)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setAccessibleName(title)
        if marks:
            add_mark_images(self.browser.document(), self.devicePixelRatioF())
        self.browser.setHtml(html)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        height = 620 if screen is None else min(620, screen.height() - 80)
        self.resize(560, height)

    def text(self) -> str:
        """The page as plain text."""
        return self.browser.toPlainText()


class HelpPages:
    """The help pages of one window (a QMainWindow with a menu bar), each
    made once and raised when asked for again."""

    def __init__(self, window) -> None:
        self._window = window
        self._pages: dict[str, HelpPage] = {}

    def _show(self, key: str, title: str, html: str, marks: bool = False) -> HelpPage:
        page = self._pages.get(key)
        if page is None:
            page = HelpPage(title, html, self._window, marks=marks)
            self._pages[key] = page
        page.show()
        page.raise_()
        page.activateWindow()
        return page

    def retranslate(self) -> None:
        """The pages in the language just installed: an open one opens
        again where it was, a closed one is made again when asked for."""
        for key, page in list(self._pages.items()):
            del self._pages[key]
            open_again(page, self.how_to if key == "how to" else self.shortcuts)

    def close(self) -> None:
        """Close the open pages (their window is closing)."""
        for page in self._pages.values():
            page.close()

    def how_to(self) -> HelpPage:
        """Help > How to Count: the steps and the key to the marks."""
        return self._show("how to", translate("Help", "How to count \u2014 gocount"), how_to_html(), marks=True)

    def shortcuts(self) -> HelpPage:
        """Help > Keyboard Shortcuts: the keys of the window's menus and the board's."""
        bar = self._window.menuBar()
        actions = [a for menu in bar.actions() if menu.menu() is not None for a in menu.menu().actions()]
        return self._show("keys", translate("Help", "Keyboard shortcuts \u2014 gocount"), shortcuts_html(actions))


class FirstStartHint(QFrame):
    """The one line shown above the board at the first start, with a link
    to How to Count and a button that closes it. ``how_to`` is emitted
    when the link is followed."""

    how_to = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("first start hint")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.linkActivated.connect(lambda _link: self.how_to.emit())
        close = QToolButton()
        close.setText("\u00d7")
        close.setAutoRaise(True)
        close.clicked.connect(self.hide)
        self.close_button = close
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 2, 2, 2)
        layout.addWidget(self.label, 1)
        layout.addWidget(close)
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setText(translate("Help", HINT_TEXT))
        self.close_button.setToolTip(translate("Help", "Close this hint"))
        self.close_button.setAccessibleName(translate("Help", "Close the hint"))


def first_start(settings: QSettings) -> bool:
    """True the first time it is asked with these settings (the hint is
    shown once), False ever after."""
    from .settings import read_bool

    if read_bool(settings, HINT_KEY):
        return False
    settings.setValue(HINT_KEY, True)
    return True
