"""The photo from disk or bytes, and a smaller working copy of it.

OpenCV's decoder applies the EXIF orientation, so the array is the photo as an image viewer
shows it; every pixel position the reader gives is in that frame.
"""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from gocount_gui.scoring.text import translate

#: Larger files are refused before they are read (a 50 megapixel phone JPEG is ~25 MB).
MAX_BYTES = 120 * 1024 * 1024
#: Larger images are refused after the header is read (a 200 megapixel panorama, a bomb).
MAX_PIXELS = 160_000_000
#: The working copy's longer side, in pixels: enough for a 19x19 grid at ~40 px a cell.
WORKING_SIDE = 1024


class ImageProblem(ValueError):
    """A file that is not a readable image; the message is a sentence for the player."""


def load(source: str | Path | bytes) -> np.ndarray:
    """The image as a BGR uint8 array, EXIF orientation applied."""
    if isinstance(source, (bytes, bytearray, memoryview)):
        data = bytes(source)
        name = translate("Photo", "The image")
    else:
        path = Path(source)
        name = path.name
        try:
            if path.stat().st_size > MAX_BYTES:
                raise ImageProblem(translate("Photo", "{name} is larger than {megabytes} MB; it is not read.").format(name=name, megabytes=MAX_BYTES // (1024 * 1024)))
            data = path.read_bytes()
        except FileNotFoundError:
            raise ImageProblem(translate("Photo", "{name} was not found.").format(name=name)) from None
        except IsADirectoryError:
            raise ImageProblem(translate("Photo", "{name} is a folder, not a photo.").format(name=name)) from None
        except OSError as exc:
            raise ImageProblem(translate("Photo", "{name} could not be read: {reason}.").format(name=name, reason=exc.strerror or exc)) from None
    if not data:
        raise ImageProblem(translate("Photo", "{name} is empty.").format(name=name))
    if len(data) > MAX_BYTES:
        raise ImageProblem(translate("Photo", "{name} is larger than {megabytes} MB; it is not read.").format(name=name, megabytes=MAX_BYTES // (1024 * 1024)))
    buffer = np.frombuffer(data, dtype=np.uint8)
    try:
        picture = cv2.imdecode(buffer, cv2.IMREAD_COLOR)
    except cv2.error:
        picture = None
    if picture is None or picture.size == 0:
        raise ImageProblem(translate("Photo", "{name} is not an image gocount can read (JPEG, PNG, BMP, WebP or TIFF).").format(name=name))
    height, width = picture.shape[:2]
    if height * width > MAX_PIXELS:
        raise ImageProblem(
            translate("Photo", "{name} has {megapixels} megapixels; at most {most} are read.").format(
                name=name, megapixels=height * width // 1_000_000, most=MAX_PIXELS // 1_000_000
            )
        )
    if min(height, width) < 64:
        raise ImageProblem(translate("Photo", "{name} is only {width}x{height} pixels: too small to show a board.").format(name=name, width=width, height=height))
    return picture


def working_copy(picture: np.ndarray, side: int = WORKING_SIDE) -> tuple[np.ndarray, float]:
    """The photo shrunk so its longer side is at most ``side``, and the factor applied."""
    height, width = picture.shape[:2]
    scale = min(1.0, side / max(height, width))
    if scale >= 1.0:
        return picture, 1.0
    small = cv2.resize(picture, (round(width * scale), round(height * scale)), interpolation=cv2.INTER_AREA)
    return small, scale
