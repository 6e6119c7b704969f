"""File > Photo from Camera as a player meets it: a plain sentence when
this build has no Qt Multimedia or the computer no camera, and, on a
stand-in for Qt Multimedia with one camera, the live picture, Take Photo,
and the photo read in the photo view."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QImage

from photo_images import GAME_9, render
from test_photo_view import StandIn, action, close_views, wait_read  # noqa: F401 - close_views: the views' fixture


def test_photo_from_camera_says_plainly_when_there_is_none(window, monkeypatch, errors):
    from gocount_gui.ui import camera

    camera_action = action(window.file_menu, "Photo from Camera\u2026")
    camera_action.trigger()
    if camera.multimedia() is None:
        assert errors[-1][1].startswith("This copy of gocount has no camera support")

    class NoDevices:
        class QMediaDevices:
            @staticmethod
            def videoInputs():
                return []

    monkeypatch.setattr(camera, "multimedia", lambda: NoDevices)
    camera_action.trigger()
    assert errors[-1][:2] == ("gocount: no camera", camera.camera_problem(NoDevices))
    assert errors[-1][1].startswith("No camera was found on this computer.")


def test_a_photo_taken_with_a_camera_is_read_in_the_photo_view(window, qtbot, monkeypatch):
    """The camera dialog's wiring, on a stand-in for Qt Multimedia with one
    camera: its frames are shown, Take Photo captures, the photo is read."""
    from PySide6.QtCore import QObject, Signal

    from gocount_gui.ui import camera

    reader = StandIn(monkeypatch)
    picture, _corners = render(GAME_9)
    still = QImage(picture.data, picture.shape[1], picture.shape[0], picture.strides[0], QImage.Format.Format_BGR888).copy()

    class Device:
        def description(self):
            return "Desk camera"

    class Frame:
        def toImage(self):
            return still.scaled(320, 320)

    class Camera(QObject):
        errorOccurred = Signal(object, str)

        def __init__(self, device, parent=None):
            super().__init__(parent)
            self.running = False

        def start(self):
            self.running = True

        def stop(self):
            self.running = False

    class Capture(QObject):
        imageCaptured = Signal(int, QImage)
        errorOccurred = Signal(int, object, str)

        def isReadyForCapture(self):
            return True

        def capture(self):
            QTimer.singleShot(0, lambda: self.imageCaptured.emit(1, still))

    class Sink(QObject):
        videoFrameChanged = Signal(object)

    class Session(QObject):
        def setCamera(self, camera):
            self.camera = camera

        def setImageCapture(self, capture):
            pass

        def setVideoSink(self, sink):
            pass

    class OneCamera:
        class QMediaDevices:
            @staticmethod
            def videoInputs():
                return [Device()]

        QCamera, QImageCapture, QVideoSink, QMediaCaptureSession = Camera, Capture, Sink, Session

    monkeypatch.setattr(camera, "multimedia", lambda: OneCamera)
    dialog = window.photos.from_camera()
    assert dialog.isVisible() and dialog.camera.running and dialog.windowTitle() == "Photo from Camera"
    dialog.sink.videoFrameChanged.emit(Frame())
    assert not dialog.picture.pixmap().isNull()
    with qtbot.waitSignal(dialog.taken):
        dialog.take_button.click()
    view = window.photos.view
    assert view.isVisible()
    wait_read(qtbot, view, 1, reader)
    assert view.photo.shape[:2] == picture.shape[:2] and view.reading is not None
    assert view.windowTitle() == "Count from a Photo"
