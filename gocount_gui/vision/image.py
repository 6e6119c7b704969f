"""The photo from disk or bytes, and a smaller working copy of it.

OpenCV's decoder applies the EXIF orientation, so the array is the photo as an image viewer
shows it; every pixel position the reader gives is in that frame.
"""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

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
        name = "The image"
    else:
        path = Path(source)
        name = path.name
        try:
            if path.stat().st_size > MAX_BYTES:
                raise ImageProblem(f"{name} is larger than {MAX_BYTES // (1024 * 1024)} MB; it is not read.")
            data = path.read_bytes()
        except FileNotFoundError:
            raise ImageProblem(f"{name} was not found.") from None
        except IsADirectoryError:
            raise ImageProblem(f"{name} is a folder, not a photo.") from None
        except OSError as exc:
            raise ImageProblem(f"{name} could not be read: {exc.strerror or exc}.") from None
    if not data:
        raise ImageProblem(f"{name} is empty.")
    if len(data) > MAX_BYTES:
        raise ImageProblem(f"{name} is larger than {MAX_BYTES // (1024 * 1024)} MB; it is not read.")
    buffer = np.frombuffer(data, dtype=np.uint8)
    try:
        picture = cv2.imdecode(buffer, cv2.IMREAD_COLOR)
    except cv2.error:
        picture = None
    if picture is None or picture.size == 0:
        raise ImageProblem(f"{name} is not an image gocount can read (JPEG, PNG, BMP, WebP or TIFF).")
    height, width = picture.shape[:2]
    if height * width > MAX_PIXELS:
        raise ImageProblem(f"{name} has {height * width // 1_000_000} megapixels; at most {MAX_PIXELS // 1_000_000} are read.")
    if min(height, width) < 64:
        raise ImageProblem(f"{name} is only {width}x{height} pixels: too small to show a board.")
    return picture


def working_copy(picture: np.ndarray, side: int = WORKING_SIDE) -> tuple[np.ndarray, float]:
    """The photo shrunk so its longer side is at most ``side``, and the factor applied."""
    height, width = picture.shape[:2]
    scale = min(1.0, side / max(height, width))
    if scale >= 1.0:
        return picture, 1.0
    small = cv2.resize(picture, (round(width * scale), round(height * scale)), interpolation=cv2.INTER_AREA)
    return small, scale
