"""The tray: the two lids, the passes, who passed last and the handicap.

Black's lid holds the White stones Black took (White's prisoners P_W: the
captures X_W and the dead stones D_W) and White's pass stones R_W; White's
lid holds P_B + R_B. The captures and pass stones are typed or clicked in;
the dead stones are read from the dead marks on the board. Every edit calls
the model (one undo step); a snapshot from the model only updates the
fields, with their signals blocked, so it never pushes a command.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSignalBlocker, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QButtonGroup,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .look import RED, restyle, set_value, show_audit
from ..scoring.colour import Colour
from ..i18n import shown, translate

MAX_STONES = 999


def _lid_words(owner: Colour) -> dict[str, str]:
    """The words of ``owner``'s lid, each a whole sentence per colour (so
    a translation can decline the colours as its grammar wants)."""
    if owner is Colour.BLACK:
        return {
            "title": translate("Tray", "Prisoners in Black's lid (White stones)"),
            "captured title": translate("Tray", "&Captured by Black:"),
            "lid": translate("Tray", "Black's lid holds the white stones Black took (P_W = X_W + D_W) and White's pass stones (R_W)."),
            "captured": translate("Tray", "White stones Black captured during play (X_W)"),
            "dead": translate("Tray", "White stones removed as dead: the marks on the board (D_W)"),
            "pass title": translate("Tray", "One stone for each pass White made (R_W)"),
            "passes": translate("Tray", "White's passes, one pass stone each (R_W)"),
            "total": translate("Tray", "Every stone in Black's lid (P_W + R_W)"),
            "captures name": translate("Tray", "Black's lid: white stones captured"),
            "captures fewer": translate("Tray", "Take one from Black's lid: white stones captured"),
            "captures more": translate("Tray", "Add one to Black's lid: white stones captured"),
            "passes name": translate("Tray", "Black's lid: White's pass stones"),
            "passes fewer": translate("Tray", "Take one from Black's lid: White's pass stones"),
            "passes more": translate("Tray", "Add one to Black's lid: White's pass stones"),
        }
    return {
        "title": translate("Tray", "Prisoners in White's lid (Black stones)"),
        "captured title": translate("Tray", "&Captured by White:"),
        "lid": translate("Tray", "White's lid holds the black stones White took (P_B = X_B + D_B) and Black's pass stones (R_B)."),
        "captured": translate("Tray", "Black stones White captured during play (X_B)"),
        "dead": translate("Tray", "Black stones removed as dead: the marks on the board (D_B)"),
        "pass title": translate("Tray", "One stone for each pass Black made (R_B)"),
        "passes": translate("Tray", "Black's passes, one pass stone each (R_B)"),
        "total": translate("Tray", "Every stone in White's lid (P_B + R_B)"),
        "captures name": translate("Tray", "White's lid: black stones captured"),
        "captures fewer": translate("Tray", "Take one from White's lid: black stones captured"),
        "captures more": translate("Tray", "Add one to White's lid: black stones captured"),
        "passes name": translate("Tray", "White's lid: Black's pass stones"),
        "passes fewer": translate("Tray", "Take one from White's lid: Black's pass stones"),
        "passes more": translate("Tray", "Add one to White's lid: Black's pass stones"),
    }


class TrayWidget(QWidget):
    """The lids and the passes of a count.

    Fields are keyed by the colour of the *stones* (the c of X_c, D_c, R_c):
    ``captures_spin[Colour.WHITE]`` is X_W, which lies in Black's lid.
    ``lid_total[Colour.BLACK]`` is the total in Black's lid (P_W + R_W).

    Attributes: ``captures_spin``, ``captures_minus``, ``captures_plus``,
    ``passes_spin``, ``passes_minus``, ``passes_plus`` (by the player who
    passed, asked below the lids), ``dead_label``, ``pass_stones_label``
    (by the passer, shown in the other's lid), ``lid_total``, ``lid_box``
    (by lid owner),
    ``last_pass_buttons`` (None, Colour.BLACK, Colour.WHITE -> radio button),
    ``handicap_spin``, ``audit_label``.
    """

    def __init__(self, model, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.captures_spin: dict[Colour, QSpinBox] = {}
        self.captures_minus: dict[Colour, QToolButton] = {}
        self.captures_plus: dict[Colour, QToolButton] = {}
        self.passes_spin: dict[Colour, QSpinBox] = {}
        self.passes_minus: dict[Colour, QToolButton] = {}
        self.passes_plus: dict[Colour, QToolButton] = {}
        self.dead_label: dict[Colour, QLabel] = {}
        self.pass_stones_label: dict[Colour, QLabel] = {}  # by the passer: R_c, in the other's lid
        self.pass_stones_title: dict[Colour, QLabel] = {}  # by the lid's owner
        self.lid_total: dict[Colour, QLabel] = {}
        self.lid_box: dict[Colour, QGroupBox] = {}

        lids = QHBoxLayout()
        lids.setSpacing(6)
        for owner in (Colour.BLACK, Colour.WHITE):
            lids.addWidget(self._lid(owner), 1)

        # ---- passes by player, last pass, handicap ---------------------------
        # Asked as the players remember them, "Black passed 2 time(s)"; each
        # lid shows the pass stones the other player's passes put in it.
        passes_tip = translate(
            "Tray",
            "Each pass is a pass stone in the other player's lid: Black's passes in White's lid, "
            "White's passes in Black's lid.",
        )
        passes_row = QHBoxLayout()
        passes_row.setSpacing(4)
        for colour in (Colour.BLACK, Colour.WHITE):
            words = _lid_words(colour.opponent)
            sentence = translate("Tray", "Black passed {count} time(s)") if colour is Colour.BLACK else translate("Tray", "White passed {count} time(s)")
            before, _, after = sentence.partition("{count}")
            counter = self._counter(colour, self.passes_spin, self.passes_minus, self.passes_plus, words["passes"], self._passes_changed)
            self.passes_spin[colour].setAccessibleName(words["passes name"])
            self.passes_minus[colour].setAccessibleName(words["passes fewer"])
            self.passes_plus[colour].setAccessibleName(words["passes more"])
            for text, widget in ((before.strip(), None), ("", counter), (after.strip(), None)):
                if widget is None and text:
                    widget = QLabel(text)
                    widget.setToolTip(passes_tip)
                if widget is not None:
                    passes_row.addWidget(widget)
            passes_row.addSpacing(14)
        passes_row.addStretch(1)
        for colour in (Colour.BLACK, Colour.WHITE):
            self.pass_stones_title[colour.opponent].setBuddy(self.passes_spin[colour])

        self.last_pass_group = QButtonGroup(self)
        self.last_pass_buttons: dict[Colour | None, QRadioButton] = {}
        last_row = QHBoxLayout()
        last_row.setSpacing(10)
        for value, text in ((None, translate("Tray", "&unknown")), (Colour.BLACK, translate("Tray", "&Black")), (Colour.WHITE, translate("Tray", "&White"))):
            button = QRadioButton(text)
            if value is None:
                button.setToolTip(translate("Tray", "No pass recorded (or nobody passed): who passed last is not known"))
            if value is None:
                button.setAccessibleName(translate("Tray", "Who passed last: unknown"))
            else:
                button.setAccessibleName(translate("Tray", "Black passed last") if value is Colour.BLACK else translate("Tray", "White passed last"))
            self.last_pass_group.addButton(button)
            self.last_pass_buttons[value] = button
            button.toggled.connect(lambda on, v=value: on and self._last_pass_chosen(v))
            last_row.addWidget(button)
        last_row.addStretch(1)

        self.handicap_spin = QSpinBox()
        self.handicap_spin.setRange(0, 99)
        self.handicap_spin.setKeyboardTracking(False)
        self.handicap_spin.setToolTip(translate("Tray", "Handicap stones, 0 in an even game (H); all but one count as extra moves (H' = H - 1)"))
        self.handicap_spin.setAccessibleName(translate("Tray", "Handicap stones"))
        self.handicap_spin.valueChanged.connect(self._handicap_changed)
        handicap_row = QHBoxLayout()
        handicap_row.addWidget(self.handicap_spin)
        handicap_row.addStretch(1)

        game = QFormLayout()
        game.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        game.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        game.setVerticalSpacing(2)
        game.addRow(passes_row)
        game.addRow(translate("Tray", "Who passed last:"), last_row)
        handicap_label = QLabel(translate("Tray", "&Handicap stones:"))
        handicap_label.setBuddy(self.handicap_spin)
        game.addRow(handicap_label, handicap_row)

        self.audit_label = QLabel()
        self.audit_label.setWordWrap(True)
        # Room for three lines from the start: a longer audit must not push
        # the lids (and the next "+") away while they are filled in.
        self.audit_label.setMinimumHeight(3 * self.audit_label.fontMetrics().lineSpacing() + 2)
        self.audit_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.audit_label.setToolTip(translate(
            "Tray",
            "The lid audit: S_B + P_B + R_B - H' - L = S_W + P_W + R_W\n"
            "(every move is a stone on the board, a stone in a lid or a pass stone).",
        ))

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(4)
        layout.addLayout(lids)
        layout.addLayout(game)
        layout.addWidget(self.audit_label)
        layout.addStretch(1)

        # Keyboard: captured, pass stones in each lid, then the rest.
        chain = [
            self.captures_spin[Colour.WHITE],
            self.captures_spin[Colour.BLACK],
            self.passes_spin[Colour.BLACK],
            self.passes_spin[Colour.WHITE],
            self.last_pass_buttons[None],
            self.handicap_spin,
        ]
        for first, second in zip(chain, chain[1:]):
            self.setTabOrder(first, second)

        model.scored.connect(self.refresh)
        self.refresh(model.snapshot)

    # ---- building ------------------------------------------------------------

    def _lid(self, owner: Colour) -> QGroupBox:
        """``owner``'s lid: the other colour's captures, dead stones and pass stones."""
        stones = owner.opponent
        words = _lid_words(owner)
        box = QGroupBox(words["title"])
        box.setToolTip(words["lid"])
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft)
        form.setHorizontalSpacing(6)

        self._counter_row(
            form, words["captured title"], words["captured"], words, "captures",
            stones, self.captures_spin, self.captures_minus, self.captures_plus,
            words["captured"],
            self._captures_changed,
        )

        dead_tip = translate("Tray", "{tip}; mark them on the board to change this").format(tip=words["dead"])
        self.dead_label[stones] = self._shown_row(form, QLabel(translate("Tray", "Dead:")), dead_tip, words["dead"])
        pass_title = self.pass_stones_title[owner] = QLabel(translate("Tray", "&Pass stones:"))
        self.pass_stones_label[stones] = self._shown_row(form, pass_title, words["pass title"], words["pass title"])

        total = QLabel("0")
        font = total.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        total.setFont(font)
        total.setToolTip(words["total"])
        self.lid_total[owner] = total
        total_title = QLabel(translate("Tray", "<b>In the lid:</b>"))
        form.addRow(total_title, total)
        self.lid_box[owner] = box
        return box

    @staticmethod
    def _shown_row(form: QFormLayout, title: QLabel, title_tip: str, tip: str) -> QLabel:
        """A row of the lid that shows a number the lid's fields do not
        take (the dead stones, the pass stones); its number's label."""
        number = QLabel("0")
        number.setToolTip(tip)
        number.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        number.setMinimumWidth(28)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addSpacing(26)  # under the spin box's number, past the "-" button
        row.addWidget(number)
        row.addSpacing(26)
        title.setToolTip(title_tip)
        form.addRow(title, row)
        return number

    def _counter_row(self, form: QFormLayout, title: str, title_tip: str, words: dict[str, str], kind: str, stones: Colour, *counter) -> None:
        """A titled row of the lid with a counter (see :meth:`_counter`);
        ``kind`` is "captures" or "passes", the counter's words in ``words``."""
        widget = self._counter(stones, *counter)
        # Screen readers name the counter by its lid, not "+" and "-".
        spins, minus, plus = counter[0], counter[1], counter[2]
        spins[stones].setAccessibleName(words[f"{kind} name"])
        minus[stones].setAccessibleName(words[f"{kind} fewer"])
        plus[stones].setAccessibleName(words[f"{kind} more"])
        label = QLabel(title)
        label.setBuddy(counter[0][stones])
        label.setToolTip(title_tip)
        form.addRow(label, widget)

    def _counter(self, stones: Colour, spins, minus, plus, tip: str, changed) -> QWidget:
        spin = QSpinBox()
        spin.setRange(0, MAX_STONES)
        spin.setKeyboardTracking(False)
        spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        spin.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.NoButtons)
        spin.setToolTip(translate("Tray", "{tip} (type a number, or use the arrow keys)").format(tip=tip))
        spin.setAccessibleDescription(tip)
        spin.setMinimumWidth(40)
        spin.valueChanged.connect(lambda value, c=stones: changed(c, value))
        down = QToolButton()
        down.setText("\u2212")
        down.setToolTip(translate("Tray", "One stone fewer (Ctrl+Z undoes a run of clicks at once)"))
        down.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the spin box takes the arrow keys
        down.setAutoRepeat(True)
        down.clicked.connect(spin.stepDown)
        up = QToolButton()
        up.setText("+")
        up.setToolTip(translate("Tray", "One stone more (Ctrl+Z undoes a run of clicks at once)"))
        up.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        up.setAutoRepeat(True)
        up.clicked.connect(spin.stepUp)
        for button in (down, up):
            button.setMinimumWidth(24)
        spins[stones], minus[stones], plus[stones] = spin, down, up
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(down)
        layout.addWidget(spin, 1)
        layout.addWidget(up)
        return row

    # ---- gestures --------------------------------------------------------------

    def _captures_changed(self, colour: Colour, value: int) -> None:
        if value != self.model.state.tray.captures[colour]:
            self.model.set_captures(colour, value)

    def _passes_changed(self, colour: Colour, value: int) -> None:
        if value != self.model.state.tray.passes[colour]:
            self.model.set_passes(colour, value)

    def _last_pass_chosen(self, colour: Colour | None) -> None:
        if colour != self.model.state.tray.last_pass:
            self.model.set_last_pass(colour)

    def _handicap_changed(self, value: int) -> None:
        if value != self.model.state.tray.handicap:
            self.model.set_handicap(value)

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            # The audit's colour follows the palette (lighter on a dark one),
            # once every child has its new palette too.
            QTimer.singleShot(0, lambda: self.refresh(self.model.snapshot))

    # ---- drawing a snapshot -----------------------------------------------------

    def refresh(self, snapshot) -> None:
        """Show ``snapshot``'s tray (connected to ``model.scored``)."""
        state = snapshot.state
        tray = state.tray
        for colour in (Colour.BLACK, Colour.WHITE):
            for spin, value in ((self.captures_spin[colour], tray.captures[colour]),
                                (self.passes_spin[colour], tray.passes[colour])):
                set_value(spin, value)
        button = self.last_pass_buttons[tray.last_pass]
        if not button.isChecked():
            with QSignalBlocker(button):
                button.setChecked(True)
        # the previously checked button's toggled(False) is harmless (ignored)
        set_value(self.handicap_spin, tray.handicap)

        score = snapshot.score
        for colour in (Colour.BLACK, Colour.WHITE):
            # A lid holds the other colour's prisoners and pass stones, P_o + R_o.
            if score is not None:
                ledger = score.ledger
                self.dead_label[colour].setText(str(ledger.dead[colour]))
                self.lid_total[colour.opponent].setText(str(ledger.prisoners[colour] + ledger.passes[colour]))
            else:
                self.dead_label[colour].setText("\u2013")
                self.lid_total[colour.opponent].setText("\u2013")

        for colour in (Colour.BLACK, Colour.WHITE):
            self.pass_stones_label[colour].setText(str(tray.passes[colour]))

        if score is None:
            self.audit_label.setText("\u2717 " + translate("Tray", "Cannot count: {problem}").format(problem=shown(snapshot.problem)))
            restyle(self.audit_label, f"color: {RED}; font-weight: bold;")
            return
        show_audit(self.audit_label, score.lid_audit, translate("Tray", "Lid audit: "))
