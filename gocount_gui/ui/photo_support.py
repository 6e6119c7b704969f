"""The window's ways to a photo of a board, and the count made of it.

File > Count from Photo (an image file), File > Photo from Camera, File >
Receive Photo from Phone (a QR code the phone opens), Edit > Paste Photo,
and an image dropped on the window all open the window's one photo view
(:mod:`.photo_view`); its Use This Position becomes a new count of the
window, as New Count or an opened game would be: the stones as
read, the dead stones suggested, the lids and passes left to fill in, and
the photo named in the record's game comment (GC). Replacing the count is
one undo step, the suggested dead stones included.

Nothing of the reader (numpy, OpenCV) is loaded before a photo is opened.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence

from ..i18n import QT_TRANSLATE_NOOP, translate

PHOTO_FILTER = QT_TRANSLATE_NOOP("Window", "Photos of a board (*.jpg *.jpeg *.png *.bmp *.webp *.tif *.tiff);;All files (*)")
PHOTO_FOLDER = "files/photo_folder"
"""The QSettings key of the folder the last photo was opened from."""


def photo_comment(name: str | None) -> str:
    """The game comment (GC) of a count read from a photo, in the record's
    own words (English, as the count's comment block).

    >>> photo_comment("IMG_1234.jpg")
    'Position read from photo IMG_1234.jpg'
    """
    return f"Position read from photo {name}" if name else "Position read from a photo"


def dropped_photo(mime):
    """The photo in a drop: the first local image file, else a picture
    dragged from another program; None when there is neither."""
    from .photo_read import mime_source

    return mime_source(mime)


class PhotoSupport(QObject):
    """The photo actions of one window (a MainWindow) and its photo view."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.view = None
        self.open_action = QAction(window)
        self.open_action.setShortcut(QKeySequence("Ctrl+Shift+P"))
        self.open_action.triggered.connect(lambda _checked=False: self.choose_file())
        self.camera_action = QAction(window)
        self.camera_action.triggered.connect(lambda _checked=False: self.from_camera())
        self.phone_action = QAction(window)
        self.phone_action.triggered.connect(lambda _checked=False: self.from_phone())
        self.paste_action = QAction(window)
        self.paste_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Paste))
        self.paste_action.triggered.connect(lambda _checked=False: self.paste())
        self.retranslate()

    def retranslate(self) -> None:
        for action, text, tip in (
            (self.open_action, translate("Window", "Count from P&hoto\u2026"), translate("Window", "Read the final position from a photo of the board")),
            (self.camera_action, translate("Window", "Photo from Ca&mera\u2026"), translate("Window", "Take a photo of the board with a camera and read it")),
            (self.phone_action, translate("Window", "Rece&ive Photo from Phone\u2026"), translate("Window", "Show a QR code that a phone opens to send its photo of the board")),
            (self.paste_action, translate("Window", "Paste P&hoto"), translate("Window", "Read the final position from a picture on the clipboard")),
        ):
            action.setText(text)
            action.setStatusTip(tip)
            action.setToolTip(tip)

    # ---- the ways in ---------------------------------------------------------------

    def choose_file(self):
        """File > Count from Photo: ask for an image file and read it.
        Returns the photo view, or None when nothing was chosen."""
        from PySide6.QtWidgets import QFileDialog

        settings = self.window.settings
        from .settings import read_folder

        folder = read_folder(settings, PHOTO_FOLDER)
        if not folder or not Path(folder).is_dir():
            folder = self.window._folder()
        title = translate("Window", "Open a photo of the board")
        name, _ = QFileDialog.getOpenFileName(self.window, title, folder, translate("Window", PHOTO_FILTER))
        if not name:
            return None
        settings.setValue(PHOTO_FOLDER, str(Path(name).parent))
        return self.open_path(name)

    def open_path(self, path: str | Path):
        """Read the photo at ``path`` in the photo view, and return it."""
        from .photo_read import PhotoSource

        return self.open_source(PhotoSource(str(path), Path(path).name))

    def open_source(self, source):
        """Read ``source`` (a :class:`~.photo_read.PhotoSource`) in the photo view."""
        view = self._view()
        view.open_source(source)
        view.show()
        view.raise_()
        view.activateWindow()
        return view

    def paste(self):
        """Edit > Paste Photo: the picture on the clipboard, or the image
        file copied there; the status bar says so when there is none."""
        from .photo_read import clipboard_source

        source = clipboard_source()
        if source is None:
            self.window.statusBar().showMessage(translate("Photo", "The clipboard holds no picture. Copy a photo or an image file first."), 8000)
            return None
        return self.open_source(source)

    def from_camera(self):
        """File > Photo from Camera: a live picture and Take Photo, or a
        plain message when there is no camera to take it with."""
        from .camera import CameraDialog, camera_problem, multimedia

        module = multimedia()
        problem = camera_problem(module)
        if problem is not None:
            self.window.show_error(self.window, translate("Window", "gocount: no camera"), problem, "")
            return None
        dialog = CameraDialog(module, self.window)
        dialog.taken.connect(self._taken)
        dialog.show()
        return dialog

    def from_phone(self):
        """File > Receive Photo from Phone: the photo view, waiting, with the
        QR code a phone opens to send its photo; returns the view."""
        view = self._view()
        view.show()
        view.receive_from_phone()
        return view

    def _taken(self, image) -> None:
        from .photo_read import PhotoSource

        self.open_source(PhotoSource(image, None))

    def _view(self):
        if self.view is None:
            from .photo_view import PhotoView

            self.view = PhotoView(self.window, self.window.show_error)
            self.view.chosen.connect(self.use)
        return self.view

    # ---- the way out -------------------------------------------------------------------

    def use(self, reading, name: str | None) -> bool:
        """Count ``reading`` in the window as a new count (one undo step),
        after asking about unsaved changes; the dead stones are suggested
        and join the same step. False when the player kept the count."""
        from ..model.state import new_state
        from ..record.info import GameInfo
        from ..scoring import text as sentence
        from ..scoring.rules import PRESETS
        from .board import Mode

        window = self.window
        if not window.maybe_keep_changes():
            return False
        from .settings import read_text

        rules = read_text(window.settings, "count/rules", "japanese", lambda key: key in PRESETS)
        state = new_state(reading.size, rules_key=rules).replace(position=reading.to_position(), info=GameInfo(comment=photo_comment(name)))
        if name:
            step = sentence.translate("Photo", "Read the position from {name}").format(name=name)
        else:
            step = sentence.translate("Photo", "Read the position from a photo")
        command = window.model.count_position(state, step)
        window.model.suggest_dead(join=command)
        if self.view is not None:
            self.view.close()
        window.board.set_mode(Mode.DEAD)
        window.board.setFocus(Qt.FocusReason.OtherFocusReason)
        window.raise_()
        window.activateWindow()
        said = translate("Window", "Position read from the photo: check the dead stones gocount suggests, then fill in the lids and the passes")
        window.statusBar().showMessage(said, 15000)
        return True

    def close(self) -> None:
        """The window is closing: so is its photo view, and its reading stops."""
        if self.view is not None:
            self.view.close()
