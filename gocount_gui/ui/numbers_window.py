"""File > New Count by Numbers: a count with no board.

Clubs count on the physical board (territory rearranged into rectangles,
or stones and area counted Chinese style) and only need the numbers. The
players type what they counted: board size, stones, territory, seki eyes,
the captures in each lid, dead stones removed, passes, who passed last,
handicap and komi. As they type, every rule set's result, the lid audit,
the identities and the table of counts with the proofs appear beside the
form; the fields the chosen rule set does not need are marked as such, and
a value that cannot be is named in red.

The count saves as an SGF record (root properties, RE, and the numbers in
gocount's property, see :mod:`gocount_gui.record.numbers_record`), opens
again, and prints or exports as a score sheet without a board diagram.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QSettings, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..record.info import GameInfo
from ..record.numbers_record import numbers_record, read_numbers_record
from ..record.sgf import SgfError, read_bytes
from ..record.write import atomic_write
from ..scoring.colour import MAX_SIZE, MIN_SIZE, PerColour
from ..scoring.numbers import Numbers, NumbersError, needs, numbers_from_fields, score_numbers
from ..scoring.rules import PRESETS, TITLES
from ..i18n import QT_TRANSLATE_NOOP, error_text as _error_text, shown, translate
from .errors import show_error
from .retranslate import follow_language
from .settings import read_folder
from . import unsaved
from .look import GREY, MARK_COLOURS, RED, restyle, set_value, show_audit
from .proofs_view import ProofsView, escape, export_pdf, identities_html, print_html, proofs_html

SGF_FILTER = QT_TRANSLATE_NOOP("Numbers", "SGF game records (*.sgf *.SGF);;All files (*)")

ROWS = (
    ("S", QT_TRANSLATE_NOOP("Numbers", "Stones on the board"), QT_TRANSLATE_NOOP("Numbers", "after the dead stones are taken off")),
    ("T", QT_TRANSLATE_NOOP("Numbers", "Territory"), QT_TRANSLATE_NOOP("Numbers", "empty points surrounded, seki eyes excepted")),
    ("E", QT_TRANSLATE_NOOP("Numbers", "Seki eyes"), QT_TRANSLATE_NOOP("Numbers", "eyes of groups in seki (area counts them)")),
    ("X", QT_TRANSLATE_NOOP("Numbers", "Captured by the player"), QT_TRANSLATE_NOOP("Numbers", "the prisoners in the player's lid, taken during play")),
    ("D", QT_TRANSLATE_NOOP("Numbers", "Dead stones the player took off"), QT_TRANSLATE_NOOP("Numbers", "the other colour's dead stones, put in the player's lid at the end")),
    ("R", QT_TRANSLATE_NOOP("Numbers", "Times the player passed"), QT_TRANSLATE_NOOP("Numbers", "each pass is a stone given to the other player")),
)
"""The rows of the form, one column per player: symbol, words, and what
the players count. Every row is by player, as the players count at the
board and as the main window's lids are laid out: Black's column holds
the stones Black captured and took off (White's, X_W and D_W, in Black's
lid) and the times Black passed (R_B)."""

BY_LID = ("X", "D")
"""The rows whose Black column holds White's stones (the lid's owner is the player)."""

LID_TIPS = {
    "X_W": QT_TRANSLATE_NOOP("Numbers", "Captured by Black: the white stones in Black's lid ({symbol})"),
    "X_B": QT_TRANSLATE_NOOP("Numbers", "Captured by White: the black stones in White's lid ({symbol})"),
    "D_W": QT_TRANSLATE_NOOP("Numbers", "Dead white stones Black took off, into Black's lid ({symbol})"),
    "D_B": QT_TRANSLATE_NOOP("Numbers", "Dead black stones White took off, into White's lid ({symbol})"),
}
"""The tooltips of the lid rows' fields, by the symbol each field holds."""

PLAYED_ROWS = (
    ("n", QT_TRANSLATE_NOOP("Numbers", "Stones played to the first pass"), QT_TRANSLATE_NOOP("Numbers", "from a game record, handicap included")),
    ("N", QT_TRANSLATE_NOOP("Numbers", "Stones played in the game"), QT_TRANSLATE_NOOP("Numbers", "from a game record, handicap included")),
)

LAST_CHOICES = ((QT_TRANSLATE_NOOP("Numbers", "White"), "W"), (QT_TRANSLATE_NOOP("Numbers", "Black"), "B"), (QT_TRANSLATE_NOOP("Numbers", "Nobody"), "-"))
INFO_FIELDS = (
    ("black", QT_TRANSLATE_NOOP("Numbers", "Black player")),
    ("white", QT_TRANSLATE_NOOP("Numbers", "White player")),
    ("date", QT_TRANSLATE_NOOP("Numbers", "Date")),
    ("event", QT_TRANSLATE_NOOP("Numbers", "Event")),
)


def _tip(spin: QWidget, tip: str) -> None:
    """A spin box's tooltip, which is also its name for a screen reader."""
    spin.setToolTip(tip)
    spin.setAccessibleName(tip)


_ON_THE_STONES = re.compile(r"\b(?:[SAtM]_[BW]|area)")
"""An identity's statement that stands on the stones on the board: S_c,
the areas A_c and t_c, the moves M_c (S + P + R), or "area"."""

_STONES_NEEDED: dict[str, bool] = {}


def _needs_stones(key: str) -> bool:
    """Whether rule set ``key``'s result changes with the stones on the
    board (area counting does, territory counting does not)."""
    if key not in _STONES_NEEDED:
        _STONES_NEEDED[key] = "S" not in needs(PRESETS[key])
    return _STONES_NEEDED[key]


def _with_note(field: QWidget, note: QLabel) -> QWidget:
    """A form field with its "not needed" note to its right."""
    row = QWidget()
    line = QHBoxLayout(row)
    line.setContentsMargins(0, 0, 0, 0)
    line.addWidget(field, 1)
    line.addWidget(note)
    return row


class NumbersWindow(QMainWindow):
    """A count by numbers. Attributes for tests: ``spins`` (a QSpinBox per
    symbol, ``"S_B"``..., and ``"size"``, ``"H"``), ``komi_spin``,
    ``last_combo``, ``rules_combo``, ``played_box`` (n and N known),
    ``error_label``, ``results`` (a row per rule set), ``audit_label``,
    ``notes`` (per symbol, what the chosen rule set does not need),
    ``proofs_view``, ``score`` (the last count, None after an error)."""

    def __init__(self, settings: QSettings | None = None, show_error=show_error) -> None:
        super().__init__()
        self.settings = settings if settings is not None else QSettings()
        self.show_error = show_error
        self.path: Path | None = None
        self.score = None
        self.numbers: Numbers | None = None
        self.spins: dict[str, QSpinBox] = {}
        self.notes: dict[str, QLabel] = {}
        self.row_labels: dict[str, QLabel] = {}
        self.field_labels: dict[str, QLabel] = {}

        form = QWidget()
        column = QVBoxLayout(form)
        column.addWidget(self._game_box())
        column.addWidget(self._counts_box())
        column.addWidget(self._info_box())
        column.addStretch(1)
        self.form_scroll = QScrollArea()
        self.form_scroll.setWidget(form)
        self.form_scroll.setWidgetResizable(True)
        self.form_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setObjectName("numbers error")
        self.headline = QLabel()
        big = self.headline.font()
        big.setPointSizeF(big.pointSizeF() * 1.5)
        big.setBold(True)
        self.headline.setFont(big)
        self.headline.setWordWrap(True)
        self.audit_label = QLabel()
        self.audit_label.setWordWrap(True)
        self.komi_label = QLabel()
        self.komi_label.setWordWrap(True)
        self.komi_label.setStyleSheet(f"color: {GREY};")
        self.results = QTreeWidget()
        self.results.setColumnCount(4)
        self.results.setRootIsDecorated(False)
        self.results.setUniformRowHeights(True)
        header = self.results.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.identities = ProofsView()
        self.identities.setObjectName("identities")
        results_page = QWidget()
        results_column = QVBoxLayout(results_page)
        for widget in (self.error_label, self.headline, self.audit_label):
            results_column.addWidget(widget)
        results_column.addWidget(self.results)
        results_column.addWidget(self.komi_label)
        results_column.addWidget(self.identities, 1)
        self.proofs_view = ProofsView()
        self.tabs = QTabWidget()
        self.tabs.addTab(results_page, "")
        self.tabs.addTab(self.proofs_view, "")
        self._make_menus()
        self._name()

        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.form_scroll)
        split.addWidget(self.tabs)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)
        split.setSizes([self.form_scroll.minimumWidth(), 10_000])
        self.setCentralWidget(split)
        for edit in self.info_edits.values():
            edit.textChanged.connect(self._show_modified)
        from .window import first_geometry  # the main window's first fit, shared

        self.setGeometry(first_geometry(self.screen().availableGeometry(), QSize(1200, 720)))
        self.recount()
        self.mark_clean()

    def _name(self) -> None:
        """Set the words of the window's widgets, in the language installed:
        at its making, and again when the language changes."""
        self._name_title()
        self.game_box.setTitle(translate("Numbers", "The game"))
        for index in range(self.rules_combo.count()):
            self.rules_combo.setItemText(index, shown(TITLES[self.rules_combo.itemData(index)]))
        self.rules_combo.setToolTip(translate("Numbers", "The rule set on top of the results; the fields it does not need are marked"))
        labels = self.field_labels
        labels["rules"].setText(translate("Numbers", "&Rules"))
        labels["size"].setText(translate("Numbers", "Board &size"))
        _tip(self.spins["size"], translate("Numbers", "Board size s: the board has s*s points"))
        _tip(self.spins["H"], translate("Numbers", "Handicap stones H (0 in an even game)"))
        labels["H"].setText(translate("Numbers", "&Handicap stones (H)"))
        self.komi_spin.setToolTip(translate("Numbers", "Komi K, given to White"))
        labels["K"].setText(translate("Numbers", "&Komi (K)"))
        for index, (text, _letter) in enumerate(LAST_CHOICES):
            self.last_combo.setItemText(index, translate("Numbers", text))
        self.last_combo.setToolTip(translate("Numbers", "Who made the last pass (L = 1 when Black did)"))
        labels["L"].setText(translate("Numbers", "&Last pass by (L)"))

        self.counts_box.setTitle(translate("Numbers", "What the players counted"))
        black, white = translate("Numbers", "Black"), translate("Numbers", "White")
        for head, text in zip(self.colour_heads, (black, white)):
            head.setText(f"<b>{escape(text)}</b>")
        self.played_box.setText(translate("Numbers", "Stones played are known (from a game record)"))
        self.played_box.setToolTip(translate("Numbers", "Area rules III count the stones each side played before the first pass (n) and in all (N)"))
        for symbol, words, tip in ROWS + PLAYED_ROWS:
            said, why = translate("Numbers", words), translate("Numbers", tip)
            label = self.row_labels[symbol]
            # X and D hold the other colour's stones in each column: the
            # symbol would read backwards beside the words, so only the
            # fields' tips name it.
            label.setText(said if symbol in BY_LID else translate("Numbers", "{words} ({symbol})").format(words=said, symbol=symbol))
            label.setToolTip(why)
            # English writes the row's words in lower case after the colon; a translation as it likes
            said = said.lower() if said == words else said
            for letter, spin_tip in (("B", translate("Numbers", "Black: {words} ({symbol}); {tip}")),
                                     ("W", translate("Numbers", "White: {words} ({symbol}); {tip}"))):
                name = f"{symbol}_{letter}"
                text = translate("Numbers", LID_TIPS[name]).format(symbol=name) if symbol in BY_LID else spin_tip.format(words=said, symbol=name, tip=why)
                _tip(self.spins[name], text)
        for note in self.notes.values():
            note.setMinimumWidth(note.fontMetrics().horizontalAdvance(translate("Numbers", "not needed")) + 8)

        self.info_box.setTitle(translate("Numbers", "Players (for the record and the score sheet)"))
        for field, text in INFO_FIELDS:
            labels[field].setText(translate("Numbers", text))
        self.form_scroll.setMinimumWidth(self.form_scroll.widget().sizeHint().width() + self.form_scroll.verticalScrollBar().sizeHint().width() + 4)

        self.results.setHeaderLabels((translate("Numbers", "Rule set"), black, white, translate("Numbers", "Result")))
        self.tabs.setTabText(0, translate("Numbers", "&Results"))
        self.tabs.setTabText(1, translate("Numbers", "&Table of Counts and Proofs"))
        self.file_menu.setTitle(translate("Numbers", "&File"))
        for action, text in zip(self.file_menu.actions(), (
            translate("Numbers", "&Open Count by Numbers\u2026"),
            translate("Numbers", "Save &As\u2026"),
            translate("Numbers", "&Export Score Sheet\u2026"),
            translate("Numbers", "&Print\u2026"),
            translate("Numbers", "&Close"),
        )):
            action.setText(text)

    def _name_title(self) -> None:
        """The window's title: with the file's name once the count is saved or opened."""
        if self.path is None:
            self.setWindowTitle(translate("Numbers", "Count by Numbers") + "[*]")
        else:
            self.setWindowTitle(translate("Numbers", "{name}[*] \u2014 Count by Numbers").format(name=self.path.name))

    def retranslate(self) -> None:
        """The window in the language just installed: its words, then the
        results counted again from the form, which stays as it was typed."""
        self._name()
        self.recount()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        follow_language(self, event)

    # ---- unsaved changes -------------------------------------------------------------

    def _state(self) -> tuple:
        return tuple(sorted(self.fields().items())), self.rules_key, self.info()

    def mark_clean(self) -> None:
        """The form as it is now is saved (or was never typed in)."""
        self._clean = self._state()
        self.setWindowModified(False)

    @property
    def dirty(self) -> bool:
        """True when the form holds numbers that are not saved."""
        return self._state() != getattr(self, "_clean", None)

    def _show_modified(self, *_changed) -> None:
        if hasattr(self, "_clean"):
            self.setWindowModified(self.dirty)

    def maybe_keep_changes(self) -> bool:
        """Ask what to do with numbers not saved; False means the player
        cancelled (or the save did not happen)."""
        from PySide6.QtWidgets import QMessageBox

        if not self.dirty:
            return True
        buttons = QMessageBox.StandardButton
        answer = unsaved.ask_to_save(self, translate("Numbers", "This count by numbers is not saved. Save it first?"))
        if answer == buttons.Save:
            return self.save_as()
        return answer == buttons.Discard

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if self.maybe_keep_changes():
            event.accept()
        else:
            event.ignore()

    # ---- building ---------------------------------------------------------------

    def _spin(self, name: str, low: int, high: int, value: int = 0) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(low, high)
        spin.setValue(value)
        spin.setObjectName(name)
        spin.valueChanged.connect(self.recount)
        self.spins[name] = spin
        return spin

    def _label(self, key: str, field: QWidget) -> QLabel:
        """A form row's label (named in :meth:`_name`), ``field`` its buddy."""
        label = self.field_labels[key] = QLabel()
        label.setBuddy(field)
        return label

    def _game_box(self) -> QGroupBox:
        box = self.game_box = QGroupBox()
        form = QFormLayout(box)
        self.rules_combo = QComboBox()
        for key in PRESETS:
            self.rules_combo.addItem("", key)
        self.rules_combo.currentIndexChanged.connect(self.recount)
        form.addRow(self._label("rules", self.rules_combo), self.rules_combo)
        size = self._spin("size", MIN_SIZE, MAX_SIZE, 19)
        form.addRow(self._label("size", size), size)
        self.notes["H"] = self._note()
        handicap = self._spin("H", 0, MAX_SIZE * MAX_SIZE, 0)
        form.addRow(self._label("H", handicap), _with_note(handicap, self.notes["H"]))
        self.komi_spin = QDoubleSpinBox()
        self.komi_spin.setRange(-150.0, 150.0)
        self.komi_spin.setSingleStep(0.5)
        self.komi_spin.setDecimals(1)
        self.komi_spin.setValue(6.5)
        self.komi_spin.valueChanged.connect(self.recount)
        form.addRow(self._label("K", self.komi_spin), self.komi_spin)
        self.last_combo = QComboBox()
        for _text, letter in LAST_CHOICES:
            self.last_combo.addItem("", letter)
        self.last_combo.currentIndexChanged.connect(self.recount)
        self.notes["L"] = self._note()
        form.addRow(self._label("L", self.last_combo), _with_note(self.last_combo, self.notes["L"]))
        return box

    def _counts_box(self) -> QGroupBox:
        box = self.counts_box = QGroupBox()
        grid = QGridLayout(box)
        self.colour_heads = []
        for column in (1, 2):
            head = QLabel()
            head.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(head, 0, column)
            self.colour_heads.append(head)
        self.played_box = QCheckBox()
        self.played_box.toggled.connect(self._played_toggled)
        row = 1
        for symbol, *_words in ROWS + PLAYED_ROWS:
            if symbol == "n":
                grid.addWidget(self.played_box, row, 0, 1, 4)
                row += 1
            label = self.row_labels[symbol] = QLabel()
            grid.addWidget(label, row, 0)
            # Black's column: Black's own count, or for X and D what lies in
            # Black's lid (White's stones).
            letters = "WB" if symbol in BY_LID else "BW"
            for column, letter in zip((1, 2), letters):
                grid.addWidget(self._spin(f"{symbol}_{letter}", 0, 9999, 0), row, column)
            label.setBuddy(self.spins[f"{symbol}_{letters[0]}"])
            note = self.notes[symbol] = self._note()
            grid.addWidget(note, row, 3)
            row += 1
        self._played_toggled(False)
        return box

    def _info_box(self) -> QGroupBox:
        box = self.info_box = QGroupBox()
        form = QFormLayout(box)
        self.info_edits: dict[str, QLineEdit] = {}
        for field, _text in INFO_FIELDS:
            edit = QLineEdit()
            edit.setObjectName(field)
            form.addRow(self._label(field, edit), edit)
            self.info_edits[field] = edit
        return box

    def _make_menus(self) -> None:
        self.file_menu = self.menuBar().addMenu("")
        keys = QKeySequence.StandardKey
        for slot, key in (
            (self.choose_file, keys.Open),
            (self.save_as, keys.Save),
            (self.export_sheet, "Ctrl+E"),
            (self.print_sheet, keys.Print),
            (self.close, keys.Close),
        ):
            action = QAction(self)
            action.setShortcut(QKeySequence(key))
            action.triggered.connect(lambda _checked=False, slot=slot: slot())
            self.file_menu.addAction(action)

    def _played_toggled(self, known: bool) -> None:
        for symbol in ("n", "N"):
            self.row_labels[symbol].setEnabled(known)
            for letter in "BW":
                self.spins[f"{symbol}_{letter}"].setEnabled(known)
        self.recount()

    # ---- counting -----------------------------------------------------------------

    @property
    def rules_key(self) -> str:
        return self.rules_combo.currentData() or "japanese"

    def fields(self) -> dict[str, str]:
        """The form as ``--counts`` fields (symbol to text)."""
        values = {name: str(spin.value()) for name, spin in self.spins.items()
                  if not name[:1] in "nN" or self.played_box.isChecked()}
        values["K"] = repr(self.komi_spin.value())
        values["L"] = "1" if self.last_combo.currentData() == "B" else "0"
        return values

    def recount(self, *_changed) -> None:
        """Count the form's numbers and show every result, or name the field
        whose value cannot be."""
        if not hasattr(self, "results"):
            return  # still building
        for spin in self.spins.values():
            restyle(spin, "")
        try:
            numbers = numbers_from_fields(self.fields())
            score = score_numbers(numbers)
        except NumbersError as err:
            self.numbers = self.score = None
            self.error_label.setText(f"\u2717 {err.field}: {shown(err.reason)}")
            restyle(self.error_label, f"color: {RED}; font-weight: bold;")
            spin = self.spins.get(err.field)
            if spin is not None:
                restyle(spin, f"border: 2px solid {RED};")
            self.headline.setText(translate("Numbers", "Cannot count these numbers"))
            self.results.clear()
            self.proofs_view.show_problem(translate("Numbers", "Cannot count: {problem}").format(problem=f"{err.field}: {shown(err.reason)}"))
            self._mark_unneeded()
            self._show_modified()
            return
        self.numbers, self.score = numbers, score
        self.error_label.setText("")
        self._show(score)
        self._mark_unneeded()
        self._show_modified()

    @property
    def stones_typed(self) -> bool:
        """False while both "Stones on the board" are 0: never so at the end
        of a game, so the players did not count them."""
        return self.numbers is not None and bool(self.numbers.stones.black or self.numbers.stones.white)

    def lacking(self, score, name: str) -> str | None:
        """Why rule set ``name`` gives no result from the numbers typed (it
        needs the position, or the stones on the board that were not
        typed), in the language in use; None when it counts."""
        if name in score.left_out:
            return shown(score.left_out[name])
        if not self.stones_typed and _needs_stones(name):
            return translate("Numbers", "the stones on the board are not typed")
        return None

    def audit(self, score):
        """The lid audit, judging only what was typed: without the stones
        on the board it does not apply (a dash, not a red cross)."""
        return self._judged(score.lid_audit)

    def judged(self, score) -> tuple:
        """The identities, each judging only what was typed: those that
        stand on the stones on the board or the areas (S, A, t) do not
        apply while the stones are not typed."""
        return tuple(self._judged(identity) for identity in score.identities)

    def _judged(self, identity):
        if self.stones_typed or not _ON_THE_STONES.search(identity.statement):
            return identity
        return identity._replace(applies=False, why=translate("Numbers", "not checked: the stones on the board are not typed"))

    def _show(self, score) -> None:
        key = self.rules_key
        chosen = None if self.lacking(score, key) else score.counts.get(key)
        if chosen is None:
            self.headline.setText(translate("Numbers", "{rules}: not counted ({why})").format(rules=shown(TITLES[key]), why=self.lacking(score, key)))
        else:
            self.headline.setText(translate("Numbers", "{rules}: {result}").format(rules=shown(TITLES[key]), result=shown(chosen.result.text)))
        show_audit(self.audit_label, self.audit(score), translate("Numbers", "Lid audit: "))
        self.komi_label.setText(shown(score.komi.text))
        self.results.clear()
        for name in PRESETS:
            lacking = self.lacking(score, name)
            count = None if lacking else score.counts.get(name)
            if count is None:
                needed = translate("Numbers", "needs the position") if name in score.left_out else translate("Numbers", "needs the stones")
                cells = [shown(TITLES[name]), "", "", needed]
            else:
                cells = [shown(TITLES[name]), f"{count.black:g}", f"{count.white:g}", shown(count.result.text)]
            item = QTreeWidgetItem(cells)
            item.setData(0, Qt.ItemDataRole.UserRole, name)
            if count is None:
                item.setToolTip(3, lacking)
            for column in (1, 2, 3):
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if name == key:
                font = item.font(0)
                font.setBold(True)
                for column in range(4):
                    item.setFont(column, font)
            self.results.addTopLevelItem(item)
        rows = self.results.sizeHintForRow(0) * len(PRESETS) + self.results.header().sizeHint().height()
        self.results.setFixedHeight(rows + 2 * self.results.frameWidth() + 2)
        self.identities.show_html(identities_html(self.judged(score)))
        self.proofs_view.show_ledger(score.ledger, self.judged(score), translate("Numbers", "Count by numbers: the table of counts"))

    def _note(self) -> QLabel:
        note = QLabel()
        note.setStyleSheet(f"color: {GREY}; font-style: italic;")
        return note

    def _mark_unneeded(self) -> None:
        unused = needs(PRESETS[self.rules_key])
        title = shown(TITLES[self.rules_key])
        for symbol, note in self.notes.items():
            why = unused.get(symbol)
            note.setText(translate("Numbers", "not needed") if why else "")
            note.setToolTip(translate("Numbers", "Not needed under {rules}: {why}").format(rules=title, why=shown(why)) if why else "")
            label = self.row_labels.get(symbol)
            if label is not None:
                restyle(label, f"color: {GREY};" if why else "")

    def result_texts(self) -> dict[str, str]:
        """Each rule set's result as shown (for tests and the sheet)."""
        out = {}
        for index in range(self.results.topLevelItemCount()):
            item = self.results.topLevelItem(index)
            out[item.data(0, Qt.ItemDataRole.UserRole)] = item.text(3)
        return out

    # ---- filling the form ---------------------------------------------------------------

    def set_numbers(self, numbers: Numbers, rules_key: str | None = None, info: GameInfo = GameInfo()) -> None:
        """Show ``numbers`` (and the rule set and players) in the form, counted once."""
        spins = self.spins
        widgets = [*spins.values(), self.komi_spin, self.last_combo, self.rules_combo, self.played_box]
        for widget in widgets:
            widget.blockSignals(True)
        try:
            set_value(spins["size"], numbers.size)
            set_value(spins["H"], numbers.handicap)
            self.komi_spin.setValue(numbers.komi)
            pairs = {"S": numbers.stones, "T": numbers.territory, "E": numbers.seki_eyes, "X": numbers.captures,
                     "D": numbers.dead, "R": numbers.passes, "n": numbers.played_before_first_pass, "N": numbers.played}
            for symbol, pair in pairs.items():
                pair = pair or PerColour(0, 0)
                spins[f"{symbol}_B"].setValue(pair.black)
                spins[f"{symbol}_W"].setValue(pair.white)
            self.played_box.setChecked(numbers.played is not None)
            last = "B" if numbers.last_pass else ("W" if numbers.passes.white else "-")
            self.last_combo.setCurrentIndex(self.last_combo.findData(last))
            if rules_key in PRESETS:
                self.rules_combo.setCurrentIndex(self.rules_combo.findData(rules_key))
        finally:
            for widget in widgets:
                widget.blockSignals(False)
        for field, edit in self.info_edits.items():
            edit.setText(getattr(info, field) or "")
        self._played_toggled(self.played_box.isChecked())

    def info(self) -> GameInfo:
        return GameInfo(**{field: (edit.text().strip() or None) for field, edit in self.info_edits.items()})

    # ---- files and the score sheet ------------------------------------------------------

    def _folder(self) -> str:
        return read_folder(self.settings, "files/folder") or str(Path.home())

    def choose_file(self) -> bool:
        name, _ = QFileDialog.getOpenFileName(self, translate("Numbers", "Open a Count by Numbers"), self._folder(), translate("Numbers", SGF_FILTER))
        return bool(name) and self.open_path(name)

    def open_path(self, path: str | Path) -> bool:
        """Fill the form from a count by numbers saved as SGF; a file that is
        not one gets a message saying why."""
        try:
            numbers, key, info = read_numbers_record(read_bytes(path), str(path))
        except SgfError as err:
            self.show_error(
                self,
                translate("Numbers", "Open a Count by Numbers"),
                translate("Numbers", "{name} was not opened: {error}").format(name=Path(path).name, error=_error_text(err)),
                "",
            )
            return False
        self.set_numbers(numbers, key, info)
        self.path = Path(path)
        self._name_title()
        self.mark_clean()
        return True

    def save_as(self) -> bool:
        if self.score is None:
            self.show_error(
                self,
                translate("Numbers", "Save the Count"),
                translate("Numbers", "These numbers cannot be counted yet: {error}").format(error=self.error_label.text()),
                "",
            )
            return False
        name, _ = QFileDialog.getSaveFileName(
            self, translate("Numbers", "Save the Count by Numbers"), str(Path(self._folder()) / "count.sgf"), translate("Numbers", SGF_FILTER)
        )
        return bool(name) and self.save_to(name)

    def sgf_bytes(self) -> bytes:
        """The count as an SGF record (the form must count)."""
        key = self.rules_key
        count = self.score.counts.get(key)
        margin = count.result.margin if count is not None else self.score.counts["chinese"].result.margin
        comment = "gocount count by numbers\n" + "\n".join(line.strip() for line in self._result_lines())
        return numbers_record(self.numbers, key, margin, comment, self.info())

    def save_to(self, path: str | Path) -> bool:
        """Write the count to ``path`` (atomic); a message when it fails."""
        try:
            atomic_write(Path(path), self.sgf_bytes())
        except SgfError as err:
            self.show_error(self, translate("Numbers", "Save the Count"), translate("Numbers", "The count was not saved: {error}").format(error=_error_text(err)), "")
            return False
        self.path = Path(path)
        self.settings.setValue("files/folder", str(self.path.parent))
        self._name_title()
        self.mark_clean()
        return True

    def _result_lines(self) -> list[str]:
        score = self.score
        lines = []
        for name in PRESETS:
            lacking = self.lacking(score, name)
            if lacking:
                lines.append(translate("Numbers", "{rules}: not counted ({why})").format(rules=shown(TITLES[name]), why=lacking))
            else:
                lines.append(translate("Numbers", "{rules}: {result}").format(rules=shown(TITLES[name]), result=shown(score.counts[name].result.text)))
        lines.append(translate("Numbers", "Lid audit: {why}").format(why=shown(self.audit(score).why)))
        return lines

    def sheet_html(self) -> str:
        """The score sheet without a board: the players, every result, the
        lid audit, the table of counts and the proofs."""
        if self.score is None:
            heading = translate("Numbers", "Count by numbers")
            return f"<h2>{escape(heading)}</h2><p>{escape(self.error_label.text())}</p>"
        info = self.info()
        title = translate("Numbers", "{black} (Black) \u2013 {white} (White)").format(black=shown(info.player("B")), white=shown(info.player("W")))
        facts = ", ".join(x for x in (info.event, info.date) if x)
        ledger = self.score.ledger
        counted = translate("Numbers", "{size}x{size}, komi {komi}, handicap {handicap}; counted by numbers under {rules}:").format(
            size=ledger.size, komi=f"{ledger.komi:g}", handicap=ledger.handicap, rules=shown(TITLES[self.rules_key])
        )
        heads = [translate("Numbers", "Rule set"), translate("Numbers", "Black"), translate("Numbers", "White"), translate("Numbers", "Result")]
        head = [
            f"<h1>{escape(title)}</h1>",
            f"<p>{escape(facts)}{'; ' if facts else ''}{escape(counted)} <b>{escape(self.headline.text())}</b></p>",
            "<table cellspacing='0' cellpadding='3' border='1' style='border-collapse:collapse'>"
            f"<tr><th align='left'>{escape(heads[0])}</th><th>{escape(heads[1])}</th><th>{escape(heads[2])}</th><th>{escape(heads[3])}</th></tr>",
        ]
        for name in PRESETS:
            count = None if self.lacking(self.score, name) else self.score.counts.get(name)
            if count is None:
                cells = ("", "", translate("Numbers", "needs the position") if name in self.score.left_out else translate("Numbers", "needs the stones"))
            else:
                cells = (f"{count.black:g}", f"{count.white:g}", count.result.text)
            weight = "font-weight:bold" if name == self.rules_key else ""
            head.append(f"<tr style='{weight}'><td>{escape(TITLES[name])}</td>"
                        + "".join(f"<td align='right'>{escape(c)}</td>" for c in cells) + "</tr>")
        head.append("</table>")
        audit = self.audit(self.score)
        lid_audit = translate("Numbers", "Lid audit: {why}").format(why=shown(audit.why))
        head.append(f"<p style='color:{MARK_COLOURS[audit.holds]}'>{audit.mark} {escape(lid_audit)}</p>")
        return "".join(head) + proofs_html(ledger, self.judged(self.score), translate("Numbers", "The table of counts"))

    def export_sheet(self, path: str | None = None) -> Path | None:
        if not path:
            path, _ = QFileDialog.getSaveFileName(
                self, translate("Numbers", "Export the Score Sheet"), str(Path(self._folder()) / "count.pdf"), translate("Numbers", "PDF (*.pdf)")
            )
            if not path:
                return None
        try:
            return export_pdf(self.sheet_html(), path)
        except OSError as err:
            self.show_error(
                self, translate("Numbers", "Export the Score Sheet"), translate("Numbers", "The score sheet was not written: {error}").format(error=err), ""
            )
            return None

    def print_sheet(self) -> bool:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() != QPrintDialog.DialogCode.Accepted:
            return False
        print_html(self.sheet_html(), printer)
        return True
