"""The table of counts and the seeds' proofs, with the game's numbers put in.

:func:`proofs_html` writes seed 000's Table of Counts for both colours and
each proof of :mod:`gocount_gui.scoring.proofs` step by step, plain words
above the symbols, each step marked as it holds or where it stops and why.
:class:`ProofsView` shows it; :class:`TableOfCountsDialog` (View > Table of
Counts) follows the open game, and prints or exports it as a page.

Nothing is computed here: every number comes from the ledger, the
identities and the proofs of ``scoring/``.
"""

from __future__ import annotations

from html import escape as _escape
from pathlib import Path

from PySide6.QtCore import QMarginsF, QRect, QRectF
from PySide6.QtGui import QPageLayout, QPageSize, QTextDocument
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QHBoxLayout, QTextBrowser, QVBoxLayout, QWidget

from ..scoring.proofs import CONCLUSION, NOTE, proofs, table_of_counts
from ..i18n import QT_TRANSLATE_NOOP, shown, translate
from .errors import show_error
from .look import GREY, MARK_COLOURS


def escape(text) -> str:
    """``text`` in the language in use (a scoring Text translated), escaped for HTML."""
    return _escape(shown(text))

KIND_WORDS = {
    "definition": QT_TRANSLATE_NOOP("Proofs", "by the table"),
    "algebra": QT_TRANSLATE_NOOP("Proofs", "follows"),
    "premise": QT_TRANSLATE_NOOP("Proofs", "the rules promise"),
    "conclusion": QT_TRANSLATE_NOOP("Proofs", "so"),
    "note": QT_TRANSLATE_NOOP("Proofs", "on this game"),
}
"""What each kind of step is, in words, beside its mark."""

_MONO = "font-family:monospace"


def _n(value: float | None) -> str:
    return "" if value is None else f"{value:g}"


def table_html(ledger) -> str:
    """Seed 000's Table of Counts for both colours, words first."""
    what, symbol, made = translate("Proofs", "What is counted"), translate("Proofs", "Symbol"), translate("Proofs", "Made of")
    black, white = translate("Proofs", "Black"), translate("Proofs", "White")
    rows = [
        "<table cellspacing='0' cellpadding='3' border='1' style='border-collapse:collapse; border-color:#bbb'>",
        f"<tr><th align='left'>{escape(what)}</th><th>{escape(symbol)}</th><th align='left'>{escape(made)}</th>"
        f"<th align='right'>{escape(black)}</th><th align='right'>{escape(white)}</th></tr>",
    ]
    for row in table_of_counts(ledger):
        white = "" if row.white is None else _n(row.white)
        rows.append(
            f"<tr><td>{escape(row.words)}</td><td align='center' style='{_MONO}'>{escape(row.symbol)}</td>"
            f"<td style='{_MONO}; color:{GREY}'>{escape(row.made)}</td>"
            f"<td align='right'><b>{_n(row.black)}</b></td><td align='right'><b>{white}</b></td></tr>"
        )
    rows.append("</table>")
    return "".join(rows)


def proof_html(proof) -> str:
    """One proof: its title and seed, the idea in words, the verdict, and
    each step with its mark, the claim, the numbers and why it stops."""
    broken = proof.first_break
    if broken is None:
        colour = MARK_COLOURS[True]
    else:
        colour = MARK_COLOURS[broken.holds]
    parts = [
        f"<h3 style='margin-bottom:2px'>{escape(proof.title)} <span style='color:{GREY}; font-weight:normal'>"
        f"({escape(proof.seed)})</span></h3>",
        f"<p style='margin-top:2px'>{escape(proof.words)}</p>",
        f"<p style='color:{colour}'><b>{escape(proof.verdict)}</b></p>",
        "<table cellspacing='0' cellpadding='2'>",
    ]
    for step in proof.steps:
        mark_colour = MARK_COLOURS[step.holds]
        claim = escape(step.claim)
        if step.kind == CONCLUSION:
            claim = f"<b>{claim}</b>"
        lines = [f"<span style='{_MONO}'>{claim}</span>", f"<span style='{_MONO}'>{escape(step.numbers)}</span>"]
        if step.why and step.holds is not True:
            why = translate("Proofs", "Does not apply: {why}").format(why=shown(step.why)) if step.holds is None and step.kind != NOTE else step.why
            lines.append(f"<span style='color:{mark_colour}'>{escape(why)}</span>")
        elif step.why:
            lines.append(f"<span style='color:{GREY}'>{escape(step.why)}</span>")
        parts.append(
            f"<tr><td valign='top' style='color:{mark_colour}; font-weight:bold'>{step.mark}</td>"
            f"<td valign='top' style='color:{GREY}'>{escape(translate('Proofs', KIND_WORDS[step.kind]))}</td>"
            f"<td>{'<br>'.join(lines)}</td></tr>"
        )
    parts.append("</table>")
    return "".join(parts)


def proofs_html(ledger, identities=None, heading: str = "") -> str:
    """The whole page: a heading, the table of counts, then every proof."""
    intro = translate(
        "Proofs",
        "Each colour's counts on this game, in words and in the symbols the proofs use. "
        "Below, each proof is written out with these numbers, under the writing it comes from: a check mark where a step holds, "
        "a cross where the counts break it, and a dash where the game does not meet what the step needs "
        "(for example Black passed last).",
    )
    heading = heading or translate("Proofs", "The table of counts")
    parts = [f"<h2>{escape(heading)}</h2>", f"<p>{escape(intro)}</p>", table_html(ledger)]
    parts += [proof_html(p) for p in proofs(ledger, identities)]
    return "".join(parts)


def identities_html(identities) -> str:
    """The identities of SCORING.md, one paragraph each: the mark, the
    statement, both sides with the numbers, and why it fails or does not
    apply."""
    blocks = []
    for identity in identities:
        colour = MARK_COLOURS[identity.holds]
        lines = [
            f"<span style='color:{colour}; font-weight:bold'>{identity.mark}</span> "
            f"<b>{escape(identity.number)}. {escape(identity.name)}</b>: <span style='{_MONO}'>{escape(identity.statement)}</span>",
            f"<span style='{_MONO}'>{escape(identity.left_text)} | {escape(identity.right_text)}</span>",
        ]
        if identity.why:
            why = translate("Proofs", "Does not apply: {why}").format(why=shown(identity.why)) if identity.holds is None else identity.why
            shade = GREY if identity.holds else colour
            lines.append(f"<span style='color:{shade}'>{escape(why)}</span>")
        blocks.append("<p style='margin-bottom:4px'>" + "<br>".join(lines) + "</p>")
    return "".join(blocks)


class ProofsView(QTextBrowser):
    """The table of counts and the proofs of one ledger, scrolling; keeps
    its place when the numbers change."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setObjectName("table of counts")
        self._html = ""

    def show_ledger(self, ledger, identities=None, heading: str = "") -> None:
        self.show_html(proofs_html(ledger, identities, heading))

    def show_problem(self, text: str) -> None:
        self.show_html(f"<p style='color:{MARK_COLOURS[False]}'><b>{escape(text)}</b></p>")

    def show_html(self, html: str) -> None:
        if html == self._html:
            return
        self._html = html
        bar = self.verticalScrollBar()
        where = bar.value()
        self.setHtml(html)
        bar.setValue(where)

    @property
    def html(self) -> str:
        return self._html


def print_html(html: str, printer) -> None:
    """Lay ``html`` out on ``printer``'s pages (a QPrinter: paper, PDF)."""
    document = QTextDocument()
    document.setHtml(html)
    document.print_(printer)


def export_pdf(html: str, path: str | Path, sheet=None, paper: str = "a4") -> Path:
    """Write ``html`` as a PDF at ``path`` (15 mm margins, as many pages as
    it takes), after the score sheet page of ``sheet`` (a SheetGame) when
    one is given. Raises OSError when the file cannot be written."""
    from PySide6.QtGui import QPainter, QPdfWriter

    from .sheet import page_size, paint_page

    path = Path(path)
    writer = QPdfWriter(str(path))
    writer.setPageLayout(QPageLayout(page_size(paper), QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)))
    writer.setResolution(300)
    writer.setTitle(path.stem)
    writer.setCreator("gocount")
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(translate("Proofs", "{path}: cannot be written").format(path=path))
    try:
        dots_per_mm = writer.resolution() / 25.4
        paper_mm = page_size(paper).rect(QPageSize.Unit.Millimeter)
        page = QRectF(0, 0, paper_mm.width() * dots_per_mm, paper_mm.height() * dots_per_mm)
        if sheet is not None:
            paint_page(painter, page, sheet, dots_per_mm)
            writer.newPage()
        margin = 15 * dots_per_mm
        body = page.adjusted(margin, margin, -margin, -margin)
        document = QTextDocument()
        document.documentLayout().setPaintDevice(writer)
        document.setHtml(html)
        document.setPageSize(body.size())
        for number in range(document.pageCount()):
            if number:
                writer.newPage()
            painter.save()
            painter.translate(body.left(), body.top() - number * body.height())
            document.drawContents(painter, QRectF(0, number * body.height(), body.width(), body.height()))
            painter.restore()
    finally:
        painter.end()
    if not path.is_file() or path.stat().st_size == 0:
        raise OSError(translate("Proofs", "{path}: the PDF was not written").format(path=path))
    return path


def beside_the_board(window: QRect, screen: QRect) -> QRect:
    """Where the Table of Counts opens: beside the board, not over it. At
    most 760x640 and 45% of the screen's width, against the right edge of
    the window (its side panel), inside the screen.

    >>> beside_the_board(QRect(0, 0, 1366, 740), QRect(0, 0, 1366, 740))
    PySide6.QtCore.QRect(752, 60, 614, 640)
    """
    width = min(760, int(screen.width() * 0.45))
    height = min(640, screen.height() - 80)
    x = max(screen.left(), min(window.right() + 1 - width, screen.right() + 1 - width))
    return QRect(x, max(screen.top(), window.top() + 60), width, height)


class TableOfCountsDialog(QDialog):
    """View > Table of Counts: the open game's table and proofs, following
    every change of the count. Not modal: the board stays in reach."""

    def __init__(self, model, parent: QWidget | None = None, sheet_game=None) -> None:
        super().__init__(parent)
        self.model = model
        self.sheet_game = sheet_game
        self.setWindowTitle(translate("Proofs", "Table of Counts"))
        self.view = ProofsView()
        self.with_sheet = QCheckBox(translate("Proofs", "Score sheet as the first page"))
        self.with_sheet.setToolTip(translate("Proofs", "Export the game's score sheet, then the table of counts and the proofs"))
        self.with_sheet.setVisible(sheet_game is not None)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.export_button = buttons.addButton(translate("Proofs", "Export PDF\u2026"), QDialogButtonBox.ButtonRole.ActionRole)
        self.export_button.clicked.connect(lambda: self.export())
        buttons.rejected.connect(self.close)
        bottom = QHBoxLayout()
        bottom.addWidget(self.with_sheet)
        bottom.addWidget(buttons, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addLayout(bottom)
        self._place(parent)
        model.scored.connect(self.refresh)
        self.refresh(model.snapshot)

    def _place(self, parent: QWidget | None) -> None:
        screen = (parent or self).screen().availableGeometry()
        frame = parent.frameGeometry() if parent is not None else screen
        self.setGeometry(beside_the_board(frame, screen))

    def refresh(self, snapshot) -> None:
        if snapshot.score is None:
            self.view.show_problem(translate("Proofs", "Cannot count: {problem}").format(problem=snapshot.problem))
            return
        self.view.show_ledger(snapshot.score.ledger, snapshot.score.identities)

    def export(self, path: str | None = None) -> Path | None:
        """Write the page as a PDF (asking where when ``path`` is None)."""
        if not path:
            from PySide6.QtWidgets import QFileDialog

            path, _ = QFileDialog.getSaveFileName(self, translate("Proofs", "Export the Table of Counts"), "table-of-counts.pdf", translate("Proofs", "PDF (*.pdf)"))
            if not path:
                return None
        sheet = self.sheet_game() if self.sheet_game is not None and self.with_sheet.isChecked() else None
        try:
            return export_pdf(self.view.html, path, sheet)
        except OSError as err:
            show_error(self, translate("Proofs", "Export the Table of Counts"), translate("Proofs", "The table of counts was not written: {error}").format(error=err), "")
            return None

