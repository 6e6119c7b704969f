"""Reading a photo off the GUI thread, for the photo view, and where the
photos come from (a file, a drop, the clipboard).

:class:`PhotoReader` loads a photo (a file, or a picture pasted or taken
with a camera) and reads the board in it with
:func:`~gocount_gui.vision.read_photo`, one job at a time on Qt's thread
pool. A new job, :meth:`PhotoReader.cancel` or the reader's end stops the
one running at its next step, and a stopped job's results are dropped.
Results come back as signals in the GUI thread; a worker that finishes
after its view was closed emits into nothing.
"""

from __future__ import annotations

import threading
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QObject, QThreadPool, Qt, Signal, Slot
from PySide6.QtGui import QImage

SHOWN_SIDE = 2400
"""The longer side of the copy of the photo the view draws, in pixels:
crisp on a large screen at 200%, and quick to draw at every repaint."""


IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png", ".bmp", ".webp", ".tif", ".tiff")
"""The files File > Count from Photo offers, and a drop or a paste takes."""


@dataclass(frozen=True)
class PhotoSource:
    """A photo to read: ``data`` is a file's path, an image file's bytes,
    or a QImage (a pasted picture, a camera's snapshot). ``name`` is what
    the player calls it: the file's name, or None for a picture with no
    file."""

    data: object
    name: str | None = None


def mime_source(mime, image: QImage | None = None) -> PhotoSource | None:
    """The photo in dropped or pasted data: the first local image file,
    else a picture (``image``, or the data's own); None for neither."""
    if mime is None:
        return None
    if mime.hasUrls():
        for url in mime.urls():
            if url.isLocalFile() and url.toLocalFile().lower().endswith(IMAGE_SUFFIXES):
                return PhotoSource(url.toLocalFile(), Path(url.toLocalFile()).name)
    if mime.hasImage():
        picture = image if image is not None else mime.imageData()
        if isinstance(picture, QImage) and not picture.isNull():
            return PhotoSource(picture)
    return None


def clipboard_source() -> PhotoSource | None:
    """The picture on the clipboard, or the image file copied there; None
    when it holds neither."""
    from PySide6.QtGui import QGuiApplication

    clipboard = QGuiApplication.clipboard()
    mime = clipboard.mimeData()
    return mime_source(mime, clipboard.image() if mime is not None and mime.hasImage() else None)


class _Relay(QObject):
    """Carries one job's results to the GUI thread. It belongs to the
    application, not to the view, so a worker can always emit into it;
    it deletes itself once its job is done."""

    loaded = Signal(int, object, object)
    progress = Signal(int, float, object)
    read = Signal(int, object)
    failed = Signal(int, str, object, str)
    done = Signal(int)


class PhotoReader(QObject):
    """Loads and reads photos in a worker thread.

    Signals (each for the job started last; older jobs are silent):
        loaded(photo, QImage): the photo as a BGR array, and a copy of it
            at most :data:`SHOWN_SIDE` pixels long to draw.
        progress(fraction, words): how far the reading is.
        read(Reading): the reading.
        failed(kind, message, details): "unreadable" (no image could be
            made of the source), "no board" (the reader found none),
            "cancelled", or "error" (a fault in the reader; ``details``
            holds the traceback).
        busy(bool): a job started, or the last one ended.
    """

    loaded = Signal(object, object)
    progress = Signal(float, object)
    read = Signal(object)
    failed = Signal(str, object, str)
    busy = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._job = 0
        self._stop: threading.Event | None = None
        self._running = False
        # The reader's end stops its job: the hook holds the job's flag, not the reader.
        stopping = self._stopping = [threading.Event()]
        self.destroyed.connect(lambda *_gone: stopping[0].set())

    @property
    def running(self) -> bool:
        return self._running

    def load(self, source: PhotoSource, size: int | None = None) -> None:
        """Load ``source``, then read it (board size ``size``, or found)."""
        self._start(source, None, size, None)

    def reread(self, photo, size: int | None = None, corners: Sequence[tuple[float, float]] | None = None) -> None:
        """Read ``photo`` (a BGR array) again, with ``size`` and ``corners``
        (the corner intersections in its pixels) when given."""
        self._start(None, photo, size, corners)

    def cancel(self) -> None:
        """Stop the job running; its results are dropped and ``failed``
        says "cancelled"."""
        if self._stop is not None:
            self._stop.set()
        if self._running:
            self._job += 1
            self._running = False
            self.failed.emit("cancelled", "", "")
            self.busy.emit(False)

    def _start(self, source: PhotoSource | None, photo, size, corners) -> None:
        from .. import vision  # the reader, in this thread: never an import in two threads at once
        from ..vision.reading import Cancelled

        if self._stop is not None:
            self._stop.set()
        self._job += 1
        job = self._job
        stop = self._stop = self._stopping[0] = threading.Event()
        relay = _Relay(QCoreApplication.instance())
        relay.loaded.connect(self._loaded)
        relay.progress.connect(self._progress)
        relay.read.connect(self._read)
        relay.failed.connect(self._failed)
        relay.done.connect(relay.deleteLater, Qt.ConnectionType.QueuedConnection)
        if not self._running:
            self._running = True
            self.busy.emit(True)
        corners = None if corners is None else [tuple(map(float, c)) for c in corners]

        def emit(signal, *args) -> None:
            try:
                signal.emit(*args)
            except RuntimeError:  # the application is closing: nobody to tell
                pass

        def work() -> None:
            image = photo
            try:
                if image is None:
                    try:
                        image = vision.load_photo(_loadable(source.data))
                    except vision.PhotoError as err:
                        emit(relay.failed, job, "unreadable", _message(err), "")
                        return
                    emit(relay.loaded, job, image, shown_copy(image))
                reading = vision.read_photo(
                    image, size=size, corners=corners, progress=lambda fraction, words: emit(relay.progress, job, fraction, words), cancel=stop.is_set
                )
                emit(relay.read, job, reading)
            except Cancelled:
                emit(relay.failed, job, "cancelled", "", "")
            except vision.PhotoError as err:
                emit(relay.failed, job, "no board", _message(err), "")
            except Exception as err:  # a fault in the reader: said in the view, never a crash
                emit(relay.failed, job, "error", f"{type(err).__name__}: {err}", traceback.format_exc())
            finally:
                emit(relay.done, job)

        QThreadPool.globalInstance().start(work)

    # ---- in the GUI thread ----------------------------------------------------------

    def _current(self, job: int) -> bool:
        return job == self._job and self._running

    @Slot(int, object, object)
    def _loaded(self, job: int, photo, shown: QImage) -> None:
        if self._current(job):
            self.loaded.emit(photo, shown)

    @Slot(int, float, object)
    def _progress(self, job: int, fraction: float, words) -> None:
        if self._current(job):
            self.progress.emit(fraction, words)

    @Slot(int, object)
    def _read(self, job: int, reading) -> None:
        if self._current(job):
            self._finish()
            self.read.emit(reading)

    @Slot(int, str, object, str)
    def _failed(self, job: int, kind: str, message, details: str) -> None:
        if self._current(job):
            self._finish()
            self.failed.emit(kind, message, details)

    def _finish(self) -> None:
        self._running = False
        self.busy.emit(False)


def _message(err: Exception):
    """A PhotoError's sentence as raised (a translatable Text stays one)."""
    return err.args[0] if err.args else str(err)


def _loadable(data) -> str | Path | bytes:
    """What :func:`~gocount_gui.vision.load_photo` takes: a QImage becomes
    the bytes of an uncompressed BMP file (quick to write and to read)."""
    if isinstance(data, QImage):
        if data.isNull():
            return b""
        array = QByteArray()
        buffer = QBuffer(array)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        data.convertToFormat(QImage.Format.Format_RGB888).save(buffer, "BMP")
        buffer.close()
        return bytes(array.data())
    return data


def shown_copy(photo) -> QImage:
    """A QImage of ``photo`` (a BGR array) no longer than
    :data:`SHOWN_SIDE`, with its own pixels."""
    import numpy as np

    pixels = np.ascontiguousarray(photo)
    height, width = pixels.shape[:2]
    image = QImage(pixels.data, width, height, pixels.strides[0], QImage.Format.Format_BGR888)
    if max(width, height) > SHOWN_SIDE:
        return image.scaled(SHOWN_SIDE, SHOWN_SIDE, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)
    return image.copy()
