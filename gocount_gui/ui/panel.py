"""The score panel: the result under the chosen rule set, every preset side
by side with its breakdown, the lid audit and the identities of SCORING.md
with the game's numbers put in.

The panel draws what :class:`~gocount_gui.model.GameModel` sends with
``scored`` and computes nothing: every number comes from the snapshot's
:class:`~gocount_gui.scoring.count.Score`. Its two controls (the rule set
and the komi) call the model, which pushes one undo step each; syncing them
from a snapshot never pushes a command.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QRect, QSignalBlocker, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDoubleSpinBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTextBrowser,
    QSizePolicy,
    QSplitter,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .fold import FoldSection
from .look import AMBER, GREY, MARK_COLOURS, RED, first_upper, readable, restyle, set_value
from .words import identity_words, rule_words, seeds_heading, table_order
from ..i18n import QT_TRANSLATE_NOOP, translate
from ..scoring.identities import NOT_RECORDED
from ..scoring.rules import PRESETS, TITLES
from ..i18n import shown


KEY_ROLE = Qt.ItemDataRole.UserRole
"""Where a top-level row keeps its preset key."""
CHOSEN_ROLE = Qt.ItemDataRole.UserRole + 1
WRAP_ROLE = Qt.ItemDataRole.UserRole + 2  # (text, font, width) the row's height was measured for
SIZE_ROLE = Qt.ItemDataRole.SizeHintRole

COLUMNS = (
    QT_TRANSLATE_NOOP("Panel", "Rule set"),
    QT_TRANSLATE_NOOP("Panel", "Black"),
    QT_TRANSLATE_NOOP("Panel", "White"),
    QT_TRANSLATE_NOOP("Panel", "Comp."),
    QT_TRANSLATE_NOOP("Panel", "Komi"),
    QT_TRANSLATE_NOOP("Panel", "Result"),
)
"""The table's column titles, in English: translate("Panel", title) shows one."""
COLUMN_TIPS = (
    QT_TRANSLATE_NOOP("Panel", "The rule set; open a row to see how its count is made up"),
    QT_TRANSLATE_NOOP("Panel", "Black's points under this rule set"),
    QT_TRANSLATE_NOOP("Panel", "White's points, before the handicap points and komi"),
    QT_TRANSLATE_NOOP("Panel", "Points White gets for Black's handicap stones (C(H))"),
    QT_TRANSLATE_NOOP("Panel", "Komi: the points White gets for moving second (K)"),
    QT_TRANSLATE_NOOP("Panel", "Who wins and by how much: Black's points minus White's"),
)
NUMBER_COLUMNS = range(1, len(COLUMNS))


def number_text(value: float | None) -> str:
    """A number as players write it: 3, 6.5, -2 (never 6.50 or -0)."""
    if value is None:
        return "\u2013"
    if value == 0:
        return "0"
    return f"{value:g}"


def _term_value(count, symbol: str, side: str) -> float | None:
    for term in count.terms:
        if term.symbol == symbol:
            return getattr(term, side)
    return None


def _white_before_komi(count) -> float:
    """White's points without the compensation and komi terms (those have
    their own columns): a selection of the Score's terms, not a count."""
    return sum(t.white for t in count.terms if t.symbol not in ("C(H)", "K"))


# ---- the panel's wording, as pure functions (the score sheet prints it too) ----


def headline_for(snapshot) -> str:
    """The result on top as a player reads it: "B+1.5 under Chinese rules",
    or "Cannot count under Chinese rules" when the position cannot be counted."""
    key = snapshot.state.rules_key
    title = rules_title(key)
    if snapshot.score is None:
        return translate("Panel", "Cannot count under {rules} rules").format(rules=title)
    result = shown(snapshot.chosen.result.text)
    if snapshot.score.regions.open_borders.unfinished:
        return translate("Panel", "Not finished: {result} as the board stands under {rules} rules").format(
            result=result, rules=title
        )
    return translate("Panel", "{result} under {rules} rules").format(result=result, rules=title)


def rules_title(key: str) -> str:
    """The name of preset ``key`` in the language in use ("Chinese")."""
    return shown(TITLES.get(key, key))


def open_borders_text(snapshot) -> str:
    """What is still open on the board, in plain words ("" when nothing
    is): "This game does not look finished: ..." and "The border at K10
    is not closed; fill it or mark it before counting."."""
    if snapshot.score is None:
        return ""
    borders = snapshot.score.regions.open_borders
    return " ".join(shown(x) for x in (borders.unfinished_sentence(), borders.sentence()) if x)


SUGGESTING = "Suggesting dead stones\u2026"
"""The words while a suggestion runs, in English (:func:`suggesting_text` translates them)."""


def suggesting_text() -> str:
    """:data:`SUGGESTING` in the language in use."""
    return translate("Panel", "Suggesting dead stones\u2026")


def dead_stones_text(snapshot, record=None, suggesting: bool = False) -> tuple[str, bool]:
    """Where the dead marks of the count come from, in words, and whether
    the player should still check them (the panel then shows it in amber):

    * while a suggestion runs: "Suggesting dead stones..." (to check);
    * after one: "Dead stones suggested: check the 3 stones marked with ?"
      (or "check them", when gocount is sure of every stone) (to check);
    * the record's own TB/TW marks untouched: "Dead stones as the players
      marked them";
    * else translate("Panel", "Dead stones marked by hand"), or "No stones marked dead" with
      the way to mark them (to check when the record has stones left).
    """
    state = snapshot.state
    if suggesting:
        return suggesting_text(), True
    if state.reasons:
        unsure = len(snapshot.unsure)
        if unsure:
            if unsure == 1:
                return translate("Panel", "Dead stones suggested: check the stone marked with ?"), True
            return translate("Panel", "Dead stones suggested: check the {count} stones marked with ?").format(count=unsure), True
        return translate("Panel", "Dead stones suggested: check them"), True
    if record is not None and record.has_territory_marks and state.dead == record.marked_dead:
        return translate("Panel", "Dead stones as the players marked them"), False
    if state.dead:
        return translate("Panel", "Dead stones marked by hand"), False
    return translate("Panel", "No stones marked dead: click the dead groups in Mark Dead, or Suggest Dead Stones (Ctrl+D)"), record is not None


def row_cells(key: str, count) -> list[str]:
    """Preset ``key``'s row of the side-by-side table, one text per
    :data:`COLUMNS` entry: title, Black, White (before compensation and
    komi), compensation C(H), komi K, result."""
    return [
        rules_title(key),
        number_text(count.black),
        number_text(_white_before_komi(count)),
        number_text(_term_value(count, "C(H)", "white")),
        number_text(_term_value(count, "K", "white")),
        shown(count.result.text),
    ]


def in_symbols(words: str, formula: str) -> str:
    """A tooltip: the plain sentence, then "In symbols: " and the formula
    (the formula alone when there is no sentence)."""
    if not words:
        return formula
    return f"{words}\n" + translate("Panel", "In symbols: {formula}").format(formula=formula)


def identity_lines(identity) -> list[str]:
    """An identity in plain words: its mark, number, name and statement;
    both sides with the game's numbers; then, when there is one, the
    premise that fails or what the check found."""
    sign = "=" if identity.left == identity.right else "\u2260"
    lines = [
        f"{identity.mark} {identity.number}. {shown(identity.name)}: {shown(identity.statement)}",
        f"{shown(identity.left_text)} {sign} {shown(identity.right_text)}",
    ]
    if identity.why:
        lines.append(premise_text(identity))
    return lines


def premise_text(identity) -> str:
    """Why an identity is not checked, or what its check found: "Does not
    apply: Black passed last ...", or "Not recorded: ..." when the record
    does not give what it needs."""
    why = shown(identity.why)
    if identity.holds is not None:
        return why
    if identity.why.startswith(NOT_RECORDED):
        return first_upper(why)
    return translate("Panel", "Does not apply: {why}").format(why=why)


def identity_entry(identity) -> list[str]:
    """An identity as the panel shows it: plain words first (its mark,
    number, name and one sentence), then the statement in symbols, both
    sides with the game's numbers, and what failed; the lines of
    :func:`identity_lines` when there is no sentence for it."""
    lines = identity_lines(identity)
    words = identity_words(identity.number)
    if not words:
        return lines
    return [f"{identity.mark} {identity.number}. {shown(identity.name)}: {words}", shown(identity.statement)] + lines[1:]






class _RowWrapper:
    """Row heights that let a long term label wrap within its column.

    The tree measures text as if its column were endless, so each item's
    first cell gets a size hint with the height its text needs at the
    column's width, measured by the tree's own delegate as the tree would
    draw it. A hint is measured again only when its text or width changed:
    a delegate asked by the tree itself was called about 800 times for a
    first paint (13 ms, each call a trip into Python)."""

    def __init__(self, tree: QTreeWidget) -> None:
        self._tree = tree

    def _width_for(self, item: QTreeWidgetItem, depth: int, widths: tuple[int, int]) -> int:
        column, view = widths
        spanned = item.isFirstColumnSpanned()
        return max((view if spanned else column) - depth * self._tree.indentation(), 40)

    def measure(self, column_width: int | None = None) -> bool:
        """Give each row on show whose text, font or width changed since
        it was last measured the height it needs; True if any was. The
        rows of a collapsed preset wait until it is expanded.
        ``column_width`` is the first column's new width, when known."""
        tree = self._tree
        # The header spans the viewport. Asking for viewport() itself would
        # cost 12 ms the first time: PySide6 finds the Python class of a
        # widget it did not make by creating the class of every QWidget
        # subclass (QCalendarWidget, QWizard, ...) to test it against.
        header = tree.header()
        widths = (header.sectionSize(0) if column_width is None else column_width, header.width())
        if widths[0] <= 0:
            return False  # not laid out yet: the first resize measures
        # The delegate measures through the style in C++; asking the style
        # from Python would make PySide6 build its QStyle class (6 ms).
        delegate = tree.itemDelegate()
        option = QStyleOptionViewItem()
        option.initFrom(tree)
        option.features = QStyleOptionViewItem.ViewItemFeature.WrapText
        changed = False
        with QSignalBlocker(tree.model()):
            for index in range(tree.topLevelItemCount()):
                top = tree.topLevelItem(index)
                rows = [(top, 1)]
                if top.isExpanded():
                    rows += [(top.child(k), 2) for k in range(top.childCount())]
                for item, depth in rows:
                    width = self._width_for(item, depth, widths)
                    key = (item.text(0), item.font(0).key(), width)
                    if item.data(0, WRAP_ROLE) == key:
                        continue
                    item.setData(0, SIZE_ROLE, None)  # else the delegate gives back the old hint
                    option.rect = QRect(0, 0, width, 1)
                    height = delegate.sizeHint(option, tree.indexFromItem(item, 0)).height()
                    item.setData(0, WRAP_ROLE, key)
                    item.setSizeHint(0, QSize(width, height))
                    changed = True
        return changed

    def wrap(self, column_width: int | None = None) -> None:
        """:meth:`measure`, and lay the tree out again if a height changed."""
        if self.measure(column_width):
            self._tree.doItemsLayout()  # which repaints the viewport


class ScorePanel(QWidget):
    """The score under every preset and the identities (the lid audit is
    shown once, in the tray beside the lids it checks).

    Attributes for tests and other widgets: ``tree`` (one top-level row per
    preset, the chosen one first), ``rules_combo``, ``komi_spin``,
    ``komi_advice``, ``headline``, ``open_label``, ``problem_label``.
    """

    def __init__(self, model, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._expanded: set[str] = set()
        self._settings = None  # QSettings keeping the folds, once bound
        self._items: dict[str, QTreeWidgetItem] = {}
        self._waiting_tree: tuple | None = None  # (score, chosen key) to show once the panel is on screen
        self._chosen_key: str | None = None
        self._identity_texts: list[str] = []
        self._identities_html = ""

        # ---- rule set and komi ------------------------------------------------
        self.rules_combo = QComboBox()
        for key in PRESETS:
            self.rules_combo.addItem(rules_title(key), key)
        self.rules_combo.setToolTip(translate("Panel", "The rule set shown on top and on the board"))
        self.rules_combo.setAccessibleName(translate("Panel", "Rule set"))
        self.rules_combo.setAccessibleDescription(translate("Panel", "The rule set whose result is shown in large type and on the board"))
        self.rules_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.rules_combo.setMinimumContentsLength(12)
        self.rules_combo.currentIndexChanged.connect(self._rules_chosen)

        self.komi_spin = QDoubleSpinBox()
        self.komi_spin.setRange(-150.0, 150.0)
        self.komi_spin.setSingleStep(0.5)
        self.komi_spin.setDecimals(1)
        self.komi_spin.setKeyboardTracking(False)  # one command per edit, not per key
        self.komi_spin.setToolTip(translate("Panel", "Komi: the points White gets for moving second (K)"))
        self.komi_spin.setAccessibleName(translate("Panel", "Komi"))
        self.komi_spin.setAccessibleDescription(translate("Panel", "The points White gets for moving second"))
        self.komi_spin.valueChanged.connect(self._komi_changed)

        rules_label = QLabel(translate("Panel", "&Rules"))
        rules_label.setBuddy(self.rules_combo)
        komi_label = QLabel(translate("Panel", "&Komi"))
        komi_label.setBuddy(self.komi_spin)
        controls = QHBoxLayout()
        controls.addWidget(rules_label)
        controls.addWidget(self.rules_combo, 1)
        controls.addSpacing(8)
        controls.addWidget(komi_label)
        controls.addWidget(self.komi_spin)

        self.komi_advice = QLabel()
        self.komi_advice.setWordWrap(True)
        small = self.komi_advice.font()
        small.setPointSizeF(max(small.pointSizeF() * 0.85, 7.0))
        self.komi_advice.setFont(small)
        self.komi_advice.setStyleSheet(f"color: {readable(GREY, self)};")

        # ---- headline, open borders, problem ------------------------------------
        self.headline = QLabel()
        self.headline.setWordWrap(True)
        big = self.headline.font()
        big.setPointSizeF(big.pointSizeF() * 1.7)
        big.setBold(True)
        self.headline.setFont(big)
        self.headline.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # Its text is what a screen reader says (an accessible name would replace it).
        self.headline.setAccessibleDescription(translate("Panel", "The result under the rule set on top"))

        # Where the dead marks come from: a suggestion to check, the
        # players' own marks, or the player's clicks.
        self.dead_label = QLabel()
        self.dead_label.setWordWrap(True)
        self.dead_label.setObjectName("dead stones")

        # Open borders and unfinished games, next to the result.
        self.open_label = QLabel()
        self.open_label.setWordWrap(True)
        self.open_label.setObjectName("open borders")
        self.open_label.setStyleSheet(f"color: {readable(AMBER, self)}; font-weight: bold;")
        self.open_label.hide()

        self.problem_label = QLabel()
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet(f"color: {RED}; font-weight: bold;")
        self.problem_label.hide()

        # ---- every preset side by side ---------------------------------------
        self.tree = QTreeWidget()
        self.tree.setColumnCount(len(COLUMNS))
        self.tree.setHeaderLabels([translate("Panel", title) for title in COLUMNS])
        header_item = self.tree.headerItem()
        for column, tip in enumerate(COLUMN_TIPS):
            header_item.setToolTip(column, translate("Panel", tip))
            if column in NUMBER_COLUMNS:
                header_item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setMinimumSectionSize(24)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in NUMBER_COLUMNS:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.tree.setAlternatingRowColors(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setIndentation(14)
        self.tree.setUniformRowHeights(False)
        self.tree.setWordWrap(True)  # a term's long label wraps instead of being cut
        self._wrapper = _RowWrapper(self.tree)
        # The new width comes with the signal: a stretched section's size is
        # not yet updated when it is sent.
        header.sectionResized.connect(lambda column, _old, new: column == 0 and self._wrapper.wrap(column_width=new))
        self.tree.itemExpanded.connect(self._expanded_changed)
        self.tree.itemCollapsed.connect(self._expanded_changed)
        self.tree.setToolTip("")
        self.tree.setAccessibleName(translate("Panel", "Results under every rule set"))
        header.setAccessibleName(translate("Panel", "Columns of the results"))
        self.tree.setAccessibleDescription(translate("Panel", "One row per rule set: Black's points, White's points, handicap points, komi and the result"))
        self._heading: QTreeWidgetItem | None = None  # the seed rule sets' heading row

        # ---- the identities ---------------------------------------------------
        # One document for all the identities: seven word-wrapped rich-text
        # labels cost half a frame to lay out again after every click.
        self.identities_view = QTextBrowser()
        self.identities_view.setOpenLinks(False)
        self.identities_view.setFrameShape(QFrame.Shape.StyledPanel)
        self.identities_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.identities_view.setAccessibleName(translate("Panel", "Identities"))
        self.identities_view.setAccessibleDescription(translate("Panel", "The counting methods checked against each other, in words and in symbols"))
        # The two sections fold, so a short screen shows what the player reads.
        self.results_section = FoldSection(translate("Panel", "Results under every rule set"), self.tree)
        self.identities_section = FoldSection(
            translate("Panel", "Identities: the counting methods checked"), self.identities_view,
            tip=translate("Panel", "The counting methods checked against each other with this game's numbers"),
        )

        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.results_section)
        splitter.addWidget(self.identities_section)
        splitter.setChildrenCollapsible(False)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        self.splitter = splitter

        layout = QVBoxLayout(self)
        layout.addLayout(controls)
        layout.addWidget(self.headline)
        layout.addWidget(self.open_label)
        layout.addWidget(self.dead_label)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.komi_advice)  # a side note: under the result, never above it
        layout.addWidget(splitter, 1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

        self.setTabOrder(self.rules_combo, self.komi_spin)
        self.setTabOrder(self.komi_spin, self.tree)

        model.scored.connect(self.refresh)
        model.busy.connect(self._busy)
        self.refresh(model.snapshot)

    # ---- reading, for tests and other widgets ---------------------------------

    def headline_text(self) -> str:
        """The headline as displayed: "B+1.5 under Chinese rules"."""
        return self.headline.text()

    def dead_stones_text(self) -> str:
        """The line under the headline: translate("Panel", "Dead stones suggested: check them")."""
        return self.dead_label.text()

    def identity_rows(self) -> list[str]:
        """The identities as displayed, one plain-text entry each."""
        return list(self._identity_texts)

    def row_item(self, key: str) -> QTreeWidgetItem | None:
        """The top-level row of preset ``key``, or None."""
        self._fill_waiting_tree()
        return self._items.get(key)

    def row_texts(self, key: str) -> list[str]:
        """The displayed cells of preset ``key``'s row ([] if not shown)."""
        item = self.row_item(key)
        if item is None:
            return []
        return [item.text(column) for column in range(self.tree.columnCount())]

    def row_keys(self) -> list[str]:
        """The preset keys in display order (the chosen one first; the
        seed rule sets' heading row is left out)."""
        self._fill_waiting_tree()
        keys = (self.tree.topLevelItem(i).data(0, KEY_ROLE) for i in range(self.tree.topLevelItemCount()))
        return [key for key in keys if key is not None]

    def heading_row(self) -> int | None:
        """The index of the seed rule sets' heading among the table's rows."""
        self._fill_waiting_tree()
        if self._heading is None:
            return None
        index = self.tree.indexOfTopLevelItem(self._heading)
        return index if index >= 0 else None

    def bind_folds(self, settings) -> None:
        """Keep the sections' folded state in ``settings`` (QSettings), and
        which rule sets' breakdowns are open."""
        self.results_section.bind(settings, "panel/results_folded")
        self.identities_section.bind(settings, "panel/identities_folded")
        from .settings import read_texts

        self._expanded = {key for key in read_texts(settings, "panel/breakdowns") if key in PRESETS}
        self._settings = settings
        with QSignalBlocker(self.tree):
            for key, item in self._items.items():
                item.setExpanded(key in self._expanded)
        self._wrapper.wrap()

    # ---- gestures: the two controls call the model ------------------------------

    def _rules_chosen(self, index: int) -> None:
        key = self.rules_combo.itemData(index)
        if key is not None and key != self.model.state.rules_key:
            self.model.set_rules(key)

    def _komi_changed(self, value: float) -> None:
        if value != self.model.state.tray.komi:
            self.model.set_komi(value)

    def _expanded_changed(self, item: QTreeWidgetItem) -> None:
        key = item.data(0, KEY_ROLE)
        if key is None:
            return
        if item.isExpanded():
            self._expanded.add(key)
            self._wrapper.wrap()  # its rows were not measured while hidden
        else:
            self._expanded.discard(key)
        if self._settings is not None:
            self._settings.setValue("panel/breakdowns", sorted(self._expanded))

    # ---- drawing a snapshot -----------------------------------------------------

    def _busy(self, _busy: bool) -> None:
        self._show_headline(self.model.snapshot)

    def _show_headline(self, snapshot) -> None:
        """The headline and the line under it. While a suggestion runs the
        headline says so instead of a result the suggestion will change."""
        suggesting = self.model.suggesting
        text, to_check = dead_stones_text(snapshot, self.model.record, suggesting)
        self.dead_label.setText(text)
        restyle(self.dead_label, f"color: {readable(AMBER, self)}; font-weight: bold;" if to_check else f"color: {readable(GREY, self)};")
        if snapshot.score is None:
            self.headline.setText(headline_for(snapshot))
            restyle(self.headline, f"color: {readable(RED, self)};")
        elif suggesting:
            self.headline.setText(suggesting_text())
            restyle(self.headline, f"color: {readable(GREY, self)};")
        else:
            self.headline.setText(headline_for(snapshot))
            settled = snapshot.chosen.result.winner and not snapshot.score.regions.open_borders.unfinished
            restyle(self.headline, "" if settled else f"color: {readable(GREY, self)};")
        still_open = "" if suggesting else open_borders_text(snapshot)
        if self.open_label.text() != still_open:
            self.open_label.setText(still_open)
        self.open_label.setVisible(bool(still_open))

    def refresh(self, snapshot) -> None:
        """Draw ``snapshot`` (connected to ``model.scored``)."""
        state = snapshot.state
        with QSignalBlocker(self.rules_combo):
            index = self.rules_combo.findData(state.rules_key)
            if index >= 0:
                self.rules_combo.setCurrentIndex(index)
        set_value(self.komi_spin, state.tray.komi)

        score = snapshot.score
        self._show_headline(snapshot)
        if score is None:
            self.problem_label.setText(translate("Panel", "This position cannot be counted: {problem}").format(problem=shown(snapshot.problem)))
            self.problem_label.show()
            self.komi_advice.setText("")
            self._fill_tree_when_shown(None, state.rules_key)
            self._fill_identities(())
            return

        self.problem_label.hide()
        self.problem_label.setText("")
        chosen = snapshot.chosen
        words = rule_words(state.rules_key)
        self.headline.setToolTip(in_symbols(words, chosen.formula))
        self.komi_advice.setText(shown(score.komi.summary))
        self.komi_advice.setToolTip(shown(score.komi.text))

        self._fill_tree_when_shown(score, state.rules_key)
        self._fill_identities(score.identities)

    def _fill_tree_when_shown(self, score, chosen_key: str) -> None:
        """Fill the tree now if the panel is on screen, else when it is
        shown: a window that opens a game at start would otherwise fill it
        twice before its first paint (the empty count, then the game's),
        and a fill is the dearest thing the panel does (about 20 ms)."""
        self._waiting_tree = (score, chosen_key)
        if self.isVisible():
            self._fill_waiting_tree()

    def _fill_waiting_tree(self) -> None:
        if self._waiting_tree is not None:
            score, chosen_key = self._waiting_tree
            self._waiting_tree = None
            self._fill_tree(score, chosen_key)

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            # The marks' colours follow the palette: lighter on a dark one.
            self.komi_advice.setStyleSheet(f"color: {readable(GREY, self)};")
            self.open_label.setStyleSheet(f"color: {readable(AMBER, self)}; font-weight: bold;")
            self._identities_html = ""
            self.refresh(self.model.snapshot)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self._fill_waiting_tree()
        super().showEvent(event)

    def _fill_tree(self, score, chosen_key: str) -> None:
        """Show ``score``'s rows, the chosen preset first. The rows are made
        once and then updated in place: rebuilding them on every change cost
        more than the whole count (each spanned formula row re-measures the
        wrapped labels of the tree)."""
        tree = self.tree
        if score is None:
            with QSignalBlocker(tree):
                tree.clear()
            self._items = {}
            self._heading = None
            self._chosen_key = None
            return
        common, seeds = table_order(score.counts, chosen_key)
        keys = common + seeds
        with QSignalBlocker(tree):
            if list(self._items) != list(score.counts):
                tree.clear()
                self._items = {key: self._make_row(key) for key in score.counts}
                self._heading = self._make_heading()
                self._chosen_key = None
            # The model's signals are held while the texts change and the
            # layout is redone once after: each change would otherwise
            # re-measure every wrapped row.
            with QSignalBlocker(tree.model()):
                for key in keys:
                    self._update_row(self._items[key], key, score.counts[key], key == chosen_key)
                self._wrapper.measure()  # before the one layout below
            tree.doItemsLayout()  # which repaints the viewport
            rows = [self._items[key] for key in common] + ([self._heading] if seeds else []) + [self._items[key] for key in seeds]
            if self._chosen_key != chosen_key or tree.topLevelItemCount() != len(rows):
                scroll = tree.verticalScrollBar().value()
                # Number columns sized to their contents re-measure every row
                # on each row added or spanned; fixed while the rows move,
                # they are measured once after (a first fill: 34 -> 8 ms).
                header = tree.header()
                for column in NUMBER_COLUMNS:
                    header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
                while tree.topLevelItemCount():
                    tree.takeTopLevelItem(0)
                tree.addTopLevelItems(rows)
                if seeds:
                    self._heading.setFirstColumnSpanned(True)
                for key in keys:
                    item = self._items[key]
                    item.child(item.childCount() - 1).setFirstColumnSpanned(True)
                    item.setExpanded(key in self._expanded)
                for column in NUMBER_COLUMNS:
                    header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
                tree.verticalScrollBar().setValue(scroll)
                self._chosen_key = chosen_key
                self._wrapper.wrap()  # rows added or spanned since
            self._fit_tree()

    def _fit_tree(self) -> None:
        """Tall enough for every preset's row without scrolling (collapsed)."""
        count = self.tree.topLevelItemCount()
        if not count:
            return
        rows = 0
        option = QStyleOptionViewItem()
        for index in range(count):
            item = self.tree.topLevelItem(index)
            hint = self.tree.itemDelegate().sizeHint(option, self.tree.indexFromItem(item, 0))
            rows += max(hint.height(), self.tree.fontMetrics().height() + 2)
        height = self.tree.header().sizeHint().height() + rows + 2 * self.tree.frameWidth() + 4
        if self.tree.minimumHeight() != height:
            self.tree.setMinimumHeight(height)

    def _chosen_brush(self) -> QBrush:
        """The chosen row's background: the palette's highlight, faint, so
        it reads in a light and a dark palette alike."""
        colour = QColor(self.palette().color(QPalette.ColorRole.Highlight))
        colour.setAlpha(60)
        return QBrush(colour)

    def _make_heading(self) -> QTreeWidgetItem:
        """The row over the seed papers' rule sets: a title, not a rule set."""
        item = QTreeWidgetItem([seeds_heading()])
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        font = QFont(item.font(0))
        font.setItalic(True)
        font.setBold(True)
        item.setFont(0, font)
        item.setToolTip(
            0,
            translate(
                "Panel",
                "Equivalence, area rules III, stone scoring and prisoner counting come from the papers "
                "gocount is built on: they show why the counting methods agree, and are rarely played.",
            ),
        )
        return item

    def _make_row(self, key: str) -> QTreeWidgetItem:
        """An empty row for preset ``key``, with its formula line as the last child."""
        item = QTreeWidgetItem([rules_title(key)] + [""] * (len(COLUMNS) - 1))
        item.setData(0, KEY_ROLE, key)
        for column in NUMBER_COLUMNS:
            item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        result_font = QFont(item.font(5))
        result_font.setBold(True)
        item.setFont(5, result_font)
        formula = QTreeWidgetItem([""])
        italic = QFont(formula.font(0))
        italic.setItalic(True)
        formula.setFont(0, italic)
        item.addChild(formula)
        return item

    def _update_row(self, item: QTreeWidgetItem, key: str, count, chosen: bool) -> None:
        """Put ``count`` into ``item``, setting only what changed."""
        rules = PRESETS.get(key)
        cells = row_cells(key, count)
        title = cells[0]
        for column, text in enumerate(cells):
            if item.text(column) != text:
                item.setText(column, text)
        words = rule_words(key)
        komi = cells[4]
        lines = [f"{title}: {words}" if words else title]
        if rules is not None:
            # The komi of this count (its column), not the rule set's usual one.
            usual = number_text(rules.default_komi)
            if usual == komi:
                lines.append(translate("Panel", "Komi here: {komi}.").format(komi=komi))
            else:
                lines.append(translate("Panel", "Komi here: {komi} (the rule set's usual komi is {usual}).").format(komi=komi, usual=usual))
            symbols = f"{shown(rules.describe(komi=False))}; {count.formula}"
        else:
            symbols = count.formula
        lines.append(translate("Panel", "In symbols: {formula}").format(formula=symbols))
        if chosen:
            lines.append(translate("Panel", "(the rule set on top)"))
        item.setToolTip(0, "\n".join(lines))
        margin = count.result.margin
        if count.result.winner is None:
            result_words = translate("Panel", "A draw (jigo)")
        elif margin > 0:
            result_words = translate("Panel", "Black wins by {margin}").format(margin=number_text(abs(margin)))
        else:
            result_words = translate("Panel", "White wins by {margin}").format(margin=number_text(abs(margin)))
        item.setToolTip(5, translate("Panel", "{result_words}: Black {black}, White {white} ({result})").format(
            result_words=result_words, black=number_text(count.black), white=number_text(count.white), result=shown(count.result.text)))
        winner = count.result.winner
        item.setForeground(5, QBrush(QColor(GREY)) if winner is None else QBrush())
        if bool(item.data(0, CHOSEN_ROLE)) != chosen:
            item.setData(0, CHOSEN_ROLE, chosen)
            for column in range(len(COLUMNS)):
                font = QFont(item.font(column))
                font.setBold(chosen or column == 5)
                item.setFont(column, font)
                item.setBackground(column, self._chosen_brush() if chosen else QBrush())

        formula = item.child(item.childCount() - 1)
        terms = count.terms
        if item.childCount() - 1 != len(terms):
            while item.childCount() > 1:
                item.removeChild(item.child(0))
            for index, term in enumerate(terms):
                child = QTreeWidgetItem(["", "", ""])
                for column in (1, 2):
                    child.setTextAlignment(column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                item.insertChild(index, child)
        for index, term in enumerate(terms):
            child = item.child(index)
            label = shown(term.label)
            for column, text in enumerate((f"{term.symbol}  {label}", number_text(term.black), number_text(term.white))):
                if child.text(column) != text:
                    child.setText(column, text)
            child.setToolTip(0, f"{term.symbol}: {label}")
        text = translate("Panel", "Result = {formula} = {result}").format(formula=count.formula, result=shown(count.result.text))
        if words:
            text = f"{words}\n{text}"
        if formula.text(0) != text:
            formula.setText(0, text)
            formula.setToolTip(0, in_symbols(words, count.formula))

    def _fill_identities(self, identities) -> None:
        texts: list[str] = []
        blocks: list[str] = []
        for identity in identities:
            holds = identity.holds
            colour = readable(MARK_COLOURS[holds], self)
            sign = "=" if identity.left == identity.right else "\u2260"
            plain = identity_entry(identity)
            words = identity_words(identity.number)
            html = [
                f"<span style='color:{colour}; font-size:large; font-weight:bold'>{identity.mark}</span> "
                f"<b>{escape(identity.number)}. {escape(shown(identity.name))}</b>: {escape(words)}",
                f"<span style='font-family:monospace'>{escape(shown(identity.statement))}</span>",
                f"<span style='font-family:monospace'>{escape(shown(identity.left_text))}</span><br>"
                f"<span style='font-family:monospace'>{sign} {escape(shown(identity.right_text))}</span>",
            ]
            if identity.why and (holds is not True):
                html.append(f"<span style='color:{colour}'>{escape(premise_text(identity))}</span>")
            elif identity.why:
                html.append(f"<span style='color:{readable(GREY, self)}'>{escape(shown(identity.why))}</span>")
            texts.append("\n".join(plain))
            blocks.append("<p style='margin-bottom:6px'>" + "<br>".join(html) + "</p>")
        document = "".join(blocks)
        if document != self._identities_html:
            self._identities_html = document
            bar = self.identities_view.verticalScrollBar()
            where = bar.value()
            self.identities_view.setHtml(document)
            bar.setValue(where)
        self._identity_texts = texts
