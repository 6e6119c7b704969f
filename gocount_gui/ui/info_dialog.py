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
from ..i18n import QT_TRANSLATE_NOOP, translate

FIELDS = (
    ("black", QT_TRANSLATE_NOOP("GameInfo", "&Black"), QT_TRANSLATE_NOOP("GameInfo", "Black's name (PB)")),
    ("black_rank", QT_TRANSLATE_NOOP("GameInfo", "R&ank"), QT_TRANSLATE_NOOP("GameInfo", "Black's rank (BR), such as 3d, 1k or 9p")),
    ("white", QT_TRANSLATE_NOOP("GameInfo", "&White"), QT_TRANSLATE_NOOP("GameInfo", "White's name (PW)")),
    ("white_rank", QT_TRANSLATE_NOOP("GameInfo", "Ra&nk"), QT_TRANSLATE_NOOP("GameInfo", "White's rank (WR)")),
    ("date", QT_TRANSLATE_NOOP("GameInfo", "&Date"), QT_TRANSLATE_NOOP("GameInfo", "When the game was played (DT), as YYYY-MM-DD")),
    ("event", QT_TRANSLATE_NOOP("GameInfo", "&Event"), QT_TRANSLATE_NOOP("GameInfo", "The tournament or occasion (EV)")),
    ("round", QT_TRANSLATE_NOOP("GameInfo", "R&ound"), QT_TRANSLATE_NOOP("GameInfo", "The round (RO)")),
    ("place", QT_TRANSLATE_NOOP("GameInfo", "&Place"), QT_TRANSLATE_NOOP("GameInfo", "Where the game was played (PC)")),
    ("name", QT_TRANSLATE_NOOP("GameInfo", "&Game name"), QT_TRANSLATE_NOOP("GameInfo", "The game's name (GN)")),
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
        self.setWindowTitle(translate("GameInfo", "Game Info"))
        self.edits: dict[str, QLineEdit] = {}
        for field, _label, tip in FIELDS:
            edit = QLineEdit(getattr(info, field) or "")
            edit.setToolTip(translate("GameInfo", tip))
            edit.setAccessibleName(translate("GameInfo", tip).split(" (")[0])
            self.edits[field] = edit
        for field in ("black_rank", "white_rank", "round"):
            self.edits[field].setMaximumWidth(self.edits[field].fontMetrics().horizontalAdvance("M" * 6))
        self.edits["date"].setPlaceholderText("YYYY-MM-DD")
        self._info = info

        labels = {field: QLabel(translate("GameInfo", text)) for field, text, _tip in FIELDS}
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
        self.result = QLabel(recorded or translate("GameInfo", "none"))
        self.result.setToolTip(translate("GameInfo", "The result the record gives (RE); saving writes the count's result there"))
        form.addRow(translate("GameInfo", "Recorded result"), self.result)

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
