"""File > Photo from Camera: a camera's live picture and a Take Photo
button, through Qt Multimedia when this build has it.

PySide6-Essentials, which gocount needs, has no Qt Multimedia (it comes
with PySide6-Addons); without it, and on a computer with no camera, the
action says so in a sentence and points to File > Count from Photo. The
live picture comes through a QVideoSink, so QtMultimediaWidgets is not
needed either; Take Photo captures through QImageCapture, or keeps the
last frame shown when the camera cannot capture stills.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent, QImage, QPixmap
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ..i18n import translate


def multimedia():
    """Qt Multimedia's Python module, or None when this build has none."""
    try:
        from PySide6 import QtMultimedia
    except ImportError:
        return None
    return QtMultimedia


def camera_problem(module) -> str | None:
    """Why no photo can be taken with a camera here, in a sentence; None
    when a camera is there. ``module`` is :func:`multimedia`'s answer."""
    if module is None:
        return translate(
            "Camera",
            "This copy of gocount has no camera support (Qt Multimedia is not installed). "
            "Take the photo with a phone or a camera, then open it with File > Count from Photo.",
        )
    if not module.QMediaDevices.videoInputs():
        return translate(
            "Camera",
            "No camera was found on this computer. Take the photo with a phone or a camera, then open it with File > Count from Photo.",
        )
    return None


class CameraDialog(QDialog):
    """The camera's live picture with Take Photo.

    Signals:
        taken(QImage): the photo taken; the dialog closes.
    """

    taken = Signal(QImage)

    def __init__(self, module, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(translate("Camera", "Photo from Camera"))
        self.module = module
        self.devices = list(module.QMediaDevices.videoInputs())
        self.last_frame = QImage()
        self.chooser = QComboBox()
        for device in self.devices:
            self.chooser.addItem(device.description())
        self.chooser.setVisible(len(self.devices) > 1)
        self.chooser.setToolTip(translate("Camera", "The camera to take the photo with"))
        self.chooser.currentIndexChanged.connect(self._use_camera)
        self.picture = QLabel(translate("Camera", "Waiting for the camera\u2026"))
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture.setMinimumSize(480, 360)
        self.picture.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.take_button = QPushButton(translate("Camera", "&Take Photo"))
        self.take_button.setToolTip(translate("Camera", "Take the photo and read the board in it"))
        self.take_button.setDefault(True)
        self.take_button.clicked.connect(self.take)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.addButton(self.take_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.chooser)
        layout.addWidget(self.picture, 1)
        layout.addWidget(buttons)
        self.session = module.QMediaCaptureSession(self)
        self.capture = module.QImageCapture(self)
        self.sink = module.QVideoSink(self)
        self.session.setImageCapture(self.capture)
        self.session.setVideoSink(self.sink)
        self.sink.videoFrameChanged.connect(self._frame)
        self.capture.imageCaptured.connect(self._captured)
        self.capture.errorOccurred.connect(self._capture_failed)
        self.camera = None
        self._use_camera(0)
        self.resize(720, 600)

    def _use_camera(self, index: int) -> None:
        if self.camera is not None:
            self.camera.stop()
            self.camera.deleteLater()
        self.camera = self.module.QCamera(self.devices[index], self)
        self.camera.errorOccurred.connect(self._camera_failed)
        self.session.setCamera(self.camera)
        self.camera.start()

    def _frame(self, frame) -> None:
        image = frame.toImage()
        if image.isNull():
            return
        self.last_frame = image
        pixmap = QPixmap.fromImage(image).scaled(self.picture.size(), Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)
        self.picture.setPixmap(pixmap)

    def take(self) -> None:
        """Take Photo: a still from the camera, or the frame shown."""
        if self.capture.isReadyForCapture():
            self.take_button.setEnabled(False)
            self.capture.capture()
        elif not self.last_frame.isNull():
            self._captured(0, self.last_frame)

    def _captured(self, _id: int, image: QImage) -> None:
        self.taken.emit(image)
        self.close()

    def _capture_failed(self, _id: int, _error, message: str) -> None:
        if not self.last_frame.isNull():
            self._captured(0, self.last_frame)
            return
        self.take_button.setEnabled(True)
        self.picture.setText(translate("Camera", "The photo could not be taken: {error}").format(error=message))

    def _camera_failed(self, _error, message: str) -> None:
        self.picture.setText(translate("Camera", "The camera could not be started: {error}").format(error=message))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        if self.camera is not None:
            self.camera.stop()
        super().closeEvent(event)
