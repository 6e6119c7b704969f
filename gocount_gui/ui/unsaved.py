"""The question asked before changes that are not saved would be lost.

Save, Discard and Cancel, each with a mnemonic of the language's own (Alt+S,
Alt+D, Alt+C in English): Qt's standard buttons carry none on most desktops.
Return presses Save, Escape Cancel. The main window and Count by Numbers ask
it alike.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from ..i18n import translate


def ask_to_save(parent: QWidget | None, text: str) -> QMessageBox.StandardButton:
    """Ask ``text``; the standard button pressed (Cancel when the box is closed)."""
    buttons = QMessageBox.StandardButton
    box = QMessageBox(QMessageBox.Icon.Question, "gocount", text, buttons.Save | buttons.Discard | buttons.Cancel, parent)
    for which, label in ((buttons.Save, translate("Window", "&Save")), (buttons.Discard, translate("Window", "&Discard")),
                         (buttons.Cancel, translate("Window", "&Cancel"))):
        box.button(which).setText(label)
    box.setDefaultButton(buttons.Save)
    box.setEscapeButton(buttons.Cancel)
    box.exec()
    pressed = box.clickedButton()
    return box.standardButton(pressed) if pressed is not None else buttons.Cancel
