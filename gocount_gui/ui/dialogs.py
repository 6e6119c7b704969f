"""The new-count dialog: board size, handicap on the standard star points,
komi and rule set, for a game counted over the board."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from ..scoring.colour import MAX_SIZE, MIN_SIZE
from ..scoring.handicap import max_handicap
from ..scoring.rules import PRESETS, TITLES
from ..i18n import Context, shown, translate

Dialogs = Context("Dialogs")
"""The dialogs' counted messages (lupdate reads the context from the name)."""


@dataclass(frozen=True)
class NewCount:
    """What the dialog asks for."""

    size: int
    handicap: int
    komi: float
    rules_key: str


class NewCountDialog(QDialog):
    """Board size 9, 13, 19 or any 2..25; handicap stones (limited to the
    board's star points); komi, which follows the rule set and the handicap
    until the player sets it; rule set."""

    def __init__(self, parent: QWidget | None = None, rules_key: str = "japanese", size: int = 19) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "New count"))
        form = QFormLayout(self)

        sizes = QHBoxLayout()
        self.size_buttons = QButtonGroup(self)
        for value, text in ((9, "&9"), (13, "1&3"), (19, "&19")):
            button = QRadioButton(f"{text}\u00d7{value}")
            self.size_buttons.addButton(button, value)
            sizes.addWidget(button)
        other = QRadioButton(translate("Dialogs", "&Other:"))
        self.size_buttons.addButton(other, 0)
        sizes.addWidget(other)
        self.size_spin = QSpinBox(minimum=MIN_SIZE, maximum=MAX_SIZE, value=size)
        self.size_spin.setAccessibleName(translate("Dialogs", "Board size"))
        sizes.addWidget(self.size_spin)
        form.addRow(translate("Dialogs", "Board size:"), sizes)

        self.handicap_spin = QSpinBox(minimum=0, maximum=9)
        self.handicap_spin.setAccessibleName(translate("Dialogs", "Handicap stones"))
        self.handicap_note = QLabel()
        handicap = QHBoxLayout()
        handicap.addWidget(self.handicap_spin)
        handicap.addWidget(self.handicap_note, 1)
        form.addRow(_buddy(translate("Dialogs", "&Handicap:"), self.handicap_spin), handicap)

        self.rules_combo = QComboBox()
        for key in PRESETS:
            self.rules_combo.addItem(shown(TITLES[key]), key)
        self.rules_combo.setCurrentIndex(max(0, self.rules_combo.findData(rules_key)))
        self.rules_combo.setAccessibleName(translate("Dialogs", "Rules"))
        form.addRow(_buddy(translate("Dialogs", "&Rules:"), self.rules_combo), self.rules_combo)

        self.komi_spin = QDoubleSpinBox(minimum=-150, maximum=150, singleStep=0.5, decimals=1)
        self.komi_spin.setAccessibleName(translate("Dialogs", "Komi"))
        form.addRow(_buddy(translate("Dialogs", "&Komi:"), self.komi_spin), self.komi_spin)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

        self._komi_touched = False
        self.komi_spin.valueChanged.connect(self._komi_edited)
        self.size_buttons.idToggled.connect(lambda _id, on: on and self._size_chosen())
        self.size_spin.valueChanged.connect(self._size_chosen)
        self.handicap_spin.valueChanged.connect(self._follow)
        self.rules_combo.currentIndexChanged.connect(self._follow)
        (self.size_buttons.button(size) or other).setChecked(True)
        self._size_chosen()

    def size(self) -> int:  # noqa: D102 - QWidget has size(); this is the board's
        checked = self.size_buttons.checkedId()
        return checked if checked > 0 else self.size_spin.value()

    def value(self) -> NewCount:
        return NewCount(self.size(), self.handicap_spin.value(), self.komi_spin.value(), self.rules_combo.currentData())

    def _size_chosen(self) -> None:
        checked = self.size_buttons.checkedId()
        self.size_spin.setEnabled(checked <= 0)
        if checked > 0 and self.size_spin.value() != checked:
            self.size_spin.blockSignals(True)
            self.size_spin.setValue(checked)
            self.size_spin.blockSignals(False)
        top = max_handicap(self.size())
        self.handicap_spin.setMaximum(top)
        self.handicap_note.setText(Dialogs.tr("up to %n on the star points", "", top) if top else translate("Dialogs", "no star points on this board"))
        self._follow()

    def _komi_edited(self) -> None:
        if not self.komi_spin.signalsBlocked():
            self._komi_touched = True

    def _follow(self) -> None:
        """The komi the rules give (0.5 with a handicap), until the player
        types one."""
        if self._komi_touched:
            return
        komi = 0.5 if self.handicap_spin.value() >= 2 else PRESETS[self.rules_combo.currentData()].default_komi
        self.komi_spin.blockSignals(True)
        self.komi_spin.setValue(komi)
        self.komi_spin.blockSignals(False)


def _buddy(text: str, field: QWidget) -> QLabel:
    """A form label whose mnemonic (the letter after &) jumps to ``field``."""
    label = QLabel(text)
    label.setBuddy(field)
    return label
