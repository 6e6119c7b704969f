"""Game > Game Info: the game's facts as the SGF root holds them (PB, BR,
PW, WR, DT, EV, RO, PC, GN), for a record and for a count made over the
board alike.

The result (RE) is shown but not edited: saving writes the count's own
result there, and quotes a different earlier one in the comment.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QLabel, QLineEdit, QWidget

from ..record.info import GameInfo

FIELDS = (
    ("black", "&Black", "Black's name (PB)"),
    ("black_rank", "R&ank", "Black's rank (BR), such as 3d, 1k or 9p"),
    ("white", "&White", "White's name (PW)"),
    ("white_rank", "Ra&nk", "White's rank (WR)"),
    ("date", "&Date", "When the game was played (DT), as YYYY-MM-DD"),
    ("event", "&Event", "The tournament or occasion (EV)"),
    ("round", "R&ound", "The round (RO)"),
    ("place", "&Place", "Where the game was played (PC)"),
    ("name", "&Game name", "The game's name (GN)"),
)
"""Each editor: the GameInfo field, its label (with its mnemonic) and its
tooltip naming the SGF property."""


class GameInfoDialog(QDialog):
    """One line edit per fact; :meth:`value` gives the facts typed, an
    empty field as None (no property written).

    Attributes for tests: ``edits`` (field name to QLineEdit), ``result``
    (the read-only label of the recorded result), ``buttons``.
    """

    def __init__(self, info: GameInfo, recorded: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Game Info")
        self.edits: dict[str, QLineEdit] = {}
        for field, _label, tip in FIELDS:
            edit = QLineEdit(getattr(info, field) or "")
            edit.setToolTip(tip)
            edit.setAccessibleName(tip.split(" (")[0])
            self.edits[field] = edit
        for field in ("black_rank", "white_rank", "round"):
            self.edits[field].setMaximumWidth(self.edits[field].fontMetrics().horizontalAdvance("M" * 6))
        self.edits["date"].setPlaceholderText("YYYY-MM-DD")
        self._info = info

        labels = {field: QLabel(text) for field, text, _tip in FIELDS}
        for field, label in labels.items():
            label.setBuddy(self.edits[field])

        # The players and their ranks side by side, then the rest.
        players = QGridLayout()
        for row, (name, rank) in enumerate((("black", "black_rank"), ("white", "white_rank"))):
            players.addWidget(labels[name], row, 0)
            players.addWidget(self.edits[name], row, 1)
            players.addWidget(labels[rank], row, 2)
            players.addWidget(self.edits[rank], row, 3)
        players.setColumnStretch(1, 1)
        form = QFormLayout()
        for field in ("date", "event", "round", "place", "name"):
            form.addRow(labels[field], self.edits[field])
        self.result = QLabel(recorded or "none")
        self.result.setToolTip("The result the record gives (RE); saving writes the count's result there")
        form.addRow("Recorded result", self.result)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QFormLayout(self)
        layout.addRow(players)
        layout.addRow(form)
        layout.addRow(self.buttons)
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * 32)

    def value(self) -> GameInfo:
        """The facts as typed, spaces around them dropped; an empty field
        is None. The fields the dialog does not show are kept."""
        typed = {field: self.edits[field].text().strip() or None for field, _label, _tip in FIELDS}
        return dataclasses.replace(self._info, **typed)
