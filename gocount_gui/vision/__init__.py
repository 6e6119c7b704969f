"""Reading a Go board from a photo: the image in, a position with its doubts out.

Pure Python on numpy and OpenCV, no Qt, like ``scoring/``. The steps, one module each:

- ``image``: the photo from disk or bytes, EXIF orientation applied, and a working copy
  small enough to read quickly;
- ``board``: the board's outline found in the photo (a quadrilateral of wood);
- ``grid``: the 9, 13 or 19 line grid fitted inside it, to line evidence and stone centres
  (``centres``), as a homography from board coordinates to image pixels;
- ``stones``: each intersection read as black, white or empty, with a confidence, by
  clustering this photo's own samples after the wood's colour cast is taken out;
- ``doubts``: the points a player should look at (low confidence, impossible shapes).

``read_photo`` runs them all; with ``corners`` given it skips the search for the board.
"""

from gocount_gui.vision.reading import (
    BLACK,
    EMPTY,
    Cancelled,
    WHITE,
    PhotoError,
    Reading,
    load_photo,
    read_photo,
)

__all__ = ["BLACK", "EMPTY", "WHITE", "Cancelled", "PhotoError", "Reading", "load_photo", "read_photo"]
