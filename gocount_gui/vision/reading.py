"""The whole reading: a photo in, a :class:`Reading` out.

A reading keeps everything in the photo's own terms: rows are counted from the top of the
photo as an image viewer shows it (EXIF orientation applied), columns from its left, and the
corners are the pixel positions of the four corner intersections in that image.
"""

from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Sequence

import cv2
import numpy as np

from gocount_gui.scoring.text import translate
from gocount_gui.vision import board, doubts, grid, image, stones

EMPTY, BLACK, WHITE = ".", "X", "O"

Corner = tuple[float, float]


class PhotoError(ValueError):
    """A photo that cannot be read: not an image, too large, or no board found in it.

    The message is a plain sentence for the player.
    """


class Cancelled(Exception):
    """The reading was cancelled through its ``cancel`` callback."""


@dataclass(frozen=True)
class Reading:
    """What a photo was read as.

    ``position`` holds ``size`` strings of ``.``, ``X`` and ``O``, the first being the row at
    the top of the photo. ``confidence[r][c]`` is the chance, as calibrated on rendered and
    real boards, that the point reads right. ``corners`` are the corner intersections in the
    photo's pixels: top-left, top-right, bottom-right, bottom-left as seen. ``doubtful`` lists
    ``(row, col)`` points a player should look at, most doubtful first, and ``problems`` says in
    plain words what else looked wrong (an impossible shape, a grid that fitted badly).
    ``grid_ok`` is False when the grid was not found well enough to trust: the position is
    then only a guess, and the player is asked for the corners.
    """

    size: int
    position: tuple[str, ...]
    confidence: tuple[tuple[float, ...], ...]
    corners: tuple[Corner, Corner, Corner, Corner]
    doubtful: tuple[tuple[int, int], ...]
    problems: tuple[str, ...]
    grid_ok: bool
    grid_quality: float
    image_size: tuple[int, int]
    corners_given: bool = False
    read_seconds: float = 0.0
    point_radius: float = field(default=0.0)

    def colour_at(self, row: int, col: int) -> str:
        return self.position[row][col]

    def with_point(self, row: int, col: int, colour: str) -> "Reading":
        """The same reading with one point set by hand (it is no longer doubtful)."""
        if colour not in (EMPTY, BLACK, WHITE):
            raise ValueError(f"not a point colour: {colour!r}")
        rows = list(self.position)
        line = rows[row]
        rows[row] = line[:col] + colour + line[col + 1 :]
        conf = [list(r) for r in self.confidence]
        conf[row][col] = 1.0
        return dataclasses.replace(
            self,
            position=tuple(rows),
            confidence=tuple(tuple(r) for r in conf),
            doubtful=tuple(p for p in self.doubtful if p != (row, col)),
        )

    def stones(self) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
        """The black and the white stones as ``(row, col)``, rows from the photo's top."""
        black = [(r, c) for r, line in enumerate(self.position) for c, ch in enumerate(line) if ch == BLACK]
        white = [(r, c) for r, line in enumerate(self.position) for c, ch in enumerate(line) if ch == WHITE]
        return black, white

    def to_position(self):
        """The reading as a scoring :class:`~gocount_gui.scoring.board.Position`.

        The photo's top row becomes the board's top row (scoring rows count from the bottom).
        """
        from gocount_gui.scoring.board import Position

        black, white = self.stones()
        flip = self.size - 1
        return Position.from_points(
            self.size,
            black=[(flip - r, c) for r, c in black],
            white=[(flip - r, c) for r, c in white],
        )

    def point_pixel(self, row: int, col: int) -> Corner:
        """Where the intersection ``(row, col)`` lies in the photo, in pixels."""
        return grid.lattice_to_image(self.corners, self.size, [(col, row)])[0]


def load_photo(source: str | Path | bytes) -> np.ndarray:
    """The photo as a BGR array with its EXIF orientation applied.

    Raises :class:`PhotoError` with a plain message for a missing file, a file that is not an
    image, or an image too large to read.
    """
    try:
        return image.load(source)
    except image.ImageProblem as exc:
        raise PhotoError(str(exc)) from None


def read_photo(
    photo: np.ndarray,
    size: int | None = None,
    corners: Sequence[Corner] | None = None,
    progress: Callable[[float, str], None] | None = None,
    cancel: Callable[[], bool] | None = None,
) -> Reading:
    """Read the board in ``photo`` (a BGR array from :func:`load_photo`).

    ``size`` forces the board size (9, 13 or 19; chosen from the photo otherwise).
    ``corners`` gives the four corner intersections by hand, in the photo's pixels, top-left,
    top-right, bottom-right, bottom-left as seen; the board is then not searched for.
    ``progress(fraction, words)`` is told how far the reading is; ``cancel()`` returning True
    stops it with :class:`Cancelled`. Raises :class:`PhotoError` when no board is found.
    """
    started = time.perf_counter()
    # The same photo reads the same every time: OpenCV's k-means++ and RANSAC draw from its
    # random generator.
    cv2.setRNGSeed(20261128)
    if size is not None and size not in grid.SIZES:
        raise PhotoError(translate("Photo", "A board of {size} lines cannot be read; 9, 13 or 19 can.").format(size=size))

    def step(fraction: float, words: str) -> None:
        if cancel is not None and cancel():
            raise Cancelled()
        if progress is not None:
            progress(fraction, words)

    step(0.0, translate("Photo", "Preparing the photo"))
    work, scale = image.working_copy(photo)
    step(0.15, translate("Photo", "Finding the board"))
    problems: list[str] = []
    if corners is not None:
        given = np.asarray(corners, dtype=np.float64).reshape(4, 2) * scale
        fit = grid.from_corners(work, given, size)
        corners_given = True
    else:
        outlines = board.find_outlines(work)
        if not outlines:
            raise PhotoError(translate("Photo", "No Go board was found in this photo. Give its four corners by hand."))
        step(0.35, translate("Photo", "Fitting the grid"))
        fit = None
        for outline in outlines:
            candidate = grid.fit(work, outline, size, step)
            if candidate is not None and (fit is None or candidate.quality > fit.quality):
                fit = candidate
            if fit is not None and fit.quality >= grid.SURE_QUALITY:
                break
        if fit is None:
            raise PhotoError(translate("Photo", "No grid of 9, 13 or 19 lines was found on the board. Give its four corners by hand."))
        corners_given = False
    step(0.7, translate("Photo", "Reading the stones"))
    board_read = stones.classify(work, fit.corners, fit.size)
    step(0.9, translate("Photo", "Looking for doubts"))
    grid_ok = corners_given or fit.quality >= grid.TRUSTED_QUALITY
    if not grid_ok:
        problems.append(translate("Photo", "The grid did not fit the photo well; drag the four corners onto the corner points."))
    doubtful, shape_problems = doubts.find(board_read.position, board_read.confidence)
    problems.extend(shape_problems)
    full_corners = tuple((float(x / scale), float(y / scale)) for x, y in fit.corners)
    height, width = photo.shape[:2]
    step(1.0, translate("Photo", "Done"))
    return Reading(
        size=fit.size,
        position=board_read.position,
        confidence=board_read.confidence,
        corners=full_corners,  # type: ignore[arg-type]
        doubtful=tuple(doubtful),
        problems=tuple(problems),
        grid_ok=grid_ok,
        grid_quality=float(fit.quality),
        image_size=(int(width), int(height)),
        corners_given=corners_given,
        read_seconds=time.perf_counter() - started,
        point_radius=float(board_read.point_radius / scale),
    )
