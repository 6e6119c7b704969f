"""Photos of Go boards drawn for the tests: a flat board of wood on a cloth,
black lines, star points and round stones, seen straight on or tilted.

Nothing here is a real photo: the pictures are simple enough that the
reader must read them right, and they are the same on every run.

>>> picture, corners = render(("X" + "." * 8,) + ("." * 9,) * 8)
>>> picture.shape[2], [tuple(round(v) for v in c) for c in corners][0]
(3, (184, 184))
"""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

import cv2
import numpy as np

CLOTH = (70, 96, 62)
"""The table cloth around the board (BGR): a dull green."""
WOOD = (112, 172, 214)
"""The board's wood (BGR): a light kaya."""
LINE = (30, 30, 30)
BLACK_STONE = (28, 28, 30)
WHITE_STONE = (236, 236, 232)
WHITE_EDGE = (140, 140, 136)

GAME_9 = (
    "..XO.....",
    "..XO...X.",
    ".X.XO.O..",
    "..XO.....",
    "..XXO....",
    "...XO.O..",
    "..XO.O...",
    "..XXO....",
    "...XO....",
)
"""A finished 9x9 game as the photo shows it (top row first): Black on the
left, White on the right, and one black stone dead in White's area (H8)."""


def stars(size: int) -> list[tuple[int, int]]:
    """The star points of a board, (row, col)."""
    edge = 2 if size < 12 else 3
    far = size - 1 - edge
    points = [(edge, edge), (edge, far), (far, edge), (far, far), (size // 2, size // 2)]
    if size >= 19:
        mid = size // 2
        points += [(mid, edge), (mid, far), (edge, mid), (far, mid)]
    return points


def render(
    position: Sequence[str],
    *,
    cell: int = 48,
    tilt: float = 0.0,
    noise: float = 0.0,
) -> tuple[np.ndarray, tuple[tuple[float, float], ...]]:
    """A photo of ``position`` (rows of ".", "X", "O", the top row first)
    and the corner intersections in it: top-left, top-right, bottom-right,
    bottom-left. ``cell`` is the distance between lines in pixels;
    ``tilt`` draws the far edge that share of the width narrower on each
    side (a photo taken from a player's seat); ``noise`` adds grain of
    that standard deviation (the same grain every time)."""
    size = len(position)
    margin = round(cell * 0.7)
    side = cell * (size - 1) + 2 * margin
    pad = side // 3
    width = height = side + 2 * pad
    picture = np.empty((height, width, 3), np.uint8)
    picture[:] = CLOTH
    cv2.rectangle(picture, (pad, pad), (pad + side, pad + side), WOOD, thickness=-1)
    first = pad + margin
    line = max(1, cell // 24)
    last = first + cell * (size - 1)
    for k in range(size):
        at = first + k * cell
        cv2.line(picture, (first, at), (last, at), LINE, line, cv2.LINE_AA)
        cv2.line(picture, (at, first), (at, last), LINE, line, cv2.LINE_AA)
    for row, col in stars(size):
        cv2.circle(picture, (first + col * cell, first + row * cell), max(2, cell // 12), LINE, -1, cv2.LINE_AA)
    radius = round(cell * 0.47)
    for row, text in enumerate(position):
        for col, point in enumerate(text):
            centre = (first + col * cell, first + row * cell)
            if point == "X":
                cv2.circle(picture, centre, radius, BLACK_STONE, -1, cv2.LINE_AA)
            elif point == "O":
                cv2.circle(picture, centre, radius, WHITE_STONE, -1, cv2.LINE_AA)
                cv2.circle(picture, centre, radius, WHITE_EDGE, 1, cv2.LINE_AA)
    corners = np.array([[first, first], [last, first], [last, last], [first, last]], np.float64)
    if tilt:
        inward = tilt * width
        seen = np.array([[inward, 0], [width - inward, 0], [width, height], [0, height]], np.float32)
        frame = np.array([[0, 0], [width, 0], [width, height], [0, height]], np.float32)
        warp = cv2.getPerspectiveTransform(frame, seen)
        picture = cv2.warpPerspective(picture, warp, (width, height), borderValue=CLOTH)
        corners = cv2.perspectiveTransform(corners.reshape(1, 4, 2), warp).reshape(4, 2)
    if noise:
        grain = np.random.default_rng(7).normal(0, noise, picture.shape)
        picture = np.clip(picture + grain, 0, 255).astype(np.uint8)
    return picture, tuple((float(x), float(y)) for x, y in corners)


def write_photo(path: str | Path, position: Sequence[str] = GAME_9, **options) -> tuple[tuple[float, float], ...]:
    """Write a photo of ``position`` to ``path`` (JPEG or PNG by its
    suffix) and return its corner intersections (see :func:`render`)."""
    picture, corners = render(position, **options)
    if not cv2.imwrite(str(path), picture):
        raise OSError(f"{path} was not written")
    return corners
