"""A section of the side panel that folds: a header button with an arrow
and the section's title, and the content under it, hidden when folded.

Folded, the section is only as tall as its header, so in a splitter or a
layout the other sections take the room. :meth:`FoldSection.bind` keeps
the state in QSettings, so a section folded stays folded at the next start.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtWidgets import QSizePolicy, QToolButton, QVBoxLayout, QWidget

from ..i18n import translate

_NO_LIMIT = 16777215  # QWIDGETSIZE_MAX


class FoldSection(QWidget):
    """``content`` under a header that folds it away.

    Signals:
        folded_changed(bool): the section was folded (True) or opened.
    """

    folded_changed = Signal(bool)

    def __init__(self, title: str, content: QWidget, parent: QWidget | None = None, tip: str = "") -> None:
        super().__init__(parent)
        self.content = content
        self.header = QToolButton()
        self.header.setText(title)
        self.header.setCheckable(True)
        self.header.setChecked(True)
        self.header.setAutoRaise(True)
        self.header.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.header.setArrowType(Qt.ArrowType.DownArrow)
        self.header.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        font = self.header.font()
        font.setBold(True)
        self.header.setFont(font)
        self.header.setAccessibleName(translate("Fold", "{title}: fold or open").format(title=title))
        self.header.setToolTip(tip or translate("Fold", "Fold or open: {title}").format(title=title))
        self.header.toggled.connect(self._toggled)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.header)
        layout.addWidget(content, 1)
        self._settings: QSettings | None = None
        self._key = ""

    @property
    def folded(self) -> bool:
        return not self.header.isChecked()

    def set_folded(self, folded: bool) -> None:
        self.header.setChecked(not folded)

    def bind(self, settings: QSettings, key: str) -> None:
        """Take the folded state kept under ``key`` and keep every change there."""
        self._settings, self._key = settings, key
        from .settings import read_bool

        self.set_folded(read_bool(settings, key))

    def _toggled(self, opened: bool) -> None:
        self.header.setArrowType(Qt.ArrowType.DownArrow if opened else Qt.ArrowType.RightArrow)
        self.content.setVisible(opened)
        # Folded, only the header's height: a splitter gives the rest away.
        self.setMaximumHeight(_NO_LIMIT if opened else self.header.sizeHint().height())
        if self._settings is not None:
            self._settings.setValue(self._key, not opened)
        self.folded_changed.emit(not opened)
