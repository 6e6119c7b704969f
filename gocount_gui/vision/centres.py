"""Where the stones' middles are in the photo: the evidence of the grid where stones hide its lines.

On a finished board most lines are under stones, but every stone sits on a point. Inside the
board's outline the pixels much darker and much lighter than the wood (three levels of grey)
are the black and the white stones; the distance of each such pixel to the nearest pixel
that is not one peaks at a stone's middle, even where stones touch in a chain (their outlines
pinch between them). Those peaks are the stones' middles.
"""

from __future__ import annotations

import cv2
import numpy as np


def three_levels(samples: np.ndarray) -> tuple[float, float, float]:
    """Dark, middle and light grey of ``samples`` (stones, wood, stones): three groups by
    k-means, started from the 10th, 50th and 90th percentiles."""
    samples = samples.reshape(-1, 1).astype(np.float32)
    criteria = (cv2.TERM_CRITERIA_EPS + cv2.TERM_CRITERIA_MAX_ITER, 20, 0.5)
    init = np.percentile(samples, [10, 50, 90]).astype(np.float32)
    labels = np.digitize(samples.ravel(), [(init[0] + init[1]) / 2, (init[1] + init[2]) / 2]).astype(np.int32)
    _, _, centres = cv2.kmeans(samples, 3, labels.reshape(-1, 1), criteria, 1, cv2.KMEANS_USE_INITIAL_LABELS)
    low, mid, high = np.sort(centres.ravel())
    return float(low), float(mid), float(high)


def _peaks(mask: np.ndarray) -> list[tuple[float, float, float]]:
    mask = cv2.morphologyEx(mask, cv2.MORPH_OPEN, np.ones((3, 3), np.uint8))
    distance = cv2.distanceTransform(mask, cv2.DIST_L2, 5)
    top = cv2.dilate(distance, cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (7, 7)))
    peak = ((distance >= top - 1e-3) & (distance >= 3.0)).astype(np.uint8)
    count, _, stats, centroids = cv2.connectedComponentsWithStats(peak, connectivity=8)
    found = []
    height, width = distance.shape
    angles = np.linspace(0, 2 * np.pi, 8, endpoint=False)
    for index in range(1, count):
        x, y = centroids[index]
        radius = float(distance[int(round(y)), int(round(x))])
        # A stone is round: seven tenths of the way out in every direction it is near its
        # edge. A ridge (a strip of table, a chain's spine) stays wide along its length.
        xs = np.clip(np.round(x + 0.7 * radius * np.cos(angles)).astype(int), 0, width - 1)
        ys = np.clip(np.round(y + 0.7 * radius * np.sin(angles)).astype(int), 0, height - 1)
        if distance[ys, xs].max() <= 0.6 * radius:
            found.append((float(x), float(y), radius))
    return found


def stone_centres(picture: np.ndarray, outline: np.ndarray) -> np.ndarray:
    """The middles of the stones inside ``outline``: rows of (x, y, radius) in pixels."""
    gray = cv2.cvtColor(picture, cv2.COLOR_BGR2GRAY)
    region = np.zeros(gray.shape, np.uint8)
    cv2.fillConvexPoly(region, np.round(outline).astype(np.int32), 1)
    if region.sum() < 400:
        return np.zeros((0, 3))
    inside_grey = gray[region > 0]
    low, mid, high = three_levels(inside_grey[:: max(1, inside_grey.size // 60000)])
    inside = region > 0
    found = []
    for mask in (inside & (gray < (low + mid) / 2), inside & (gray > (mid + high) / 2)):
        found.extend(_peaks(mask.astype(np.uint8) * 255))
    if not found:
        return np.zeros((0, 3))
    centres = np.array(found)
    # Specks, grain and the ridges of a highlight are not stones: keep the peaks of stone
    # size, the widest first, none within a stone's radius of a wider one.
    typical = float(np.percentile(centres[:, 2], 80))
    centres = centres[centres[:, 2] >= 0.7 * typical]
    centres = centres[np.argsort(-centres[:, 2])]
    kept: list[np.ndarray] = []
    for centre in centres:
        if all(np.hypot(*(centre[:2] - other[:2])) > 0.9 * other[2] for other in kept):
            kept.append(centre)
    return np.array(kept)


#: Below this many stones the lines say more than the stones (an opening, a sparse board,
#: a bowl of stones beside the board); from twice as many the stones count in full.
FEW = 40


def weight(count: int) -> float:
    """How much the stones' middles count beside the lines, by how many were found."""
    return float(np.clip((count - FEW) / FEW, 0.0, 1.0))


def to_lattice(centres: np.ndarray, corners: np.ndarray, size: int) -> np.ndarray:
    """The centres in lattice coordinates (col, row) of the grid with these corners."""
    from gocount_gui.vision.grid import lattice_homography

    if len(centres) == 0:
        return np.zeros((0, 2))
    inverse = np.linalg.inv(lattice_homography(corners, size))
    return cv2.perspectiveTransform(centres[:, None, :2].astype(np.float32), inverse).reshape(-1, 2).astype(np.float64)


#: How far a stone's middle may lie from its point, as a share of a cell, across and along
#: the photo's height (a stone's body shows higher than its point when seen from the side).
ACROSS, ALONG = 0.3, 0.45


def on_points(lattice: np.ndarray, size: int) -> np.ndarray:
    """Which centres (in lattice coordinates) sit on a point of the grid."""
    if len(lattice) == 0:
        return np.zeros(0, bool)
    nearest = np.round(lattice)
    off = np.abs(lattice - nearest)
    inside = (nearest >= 0).all(axis=1) & (nearest <= size - 1).all(axis=1)
    return inside & (off[:, 0] < ACROSS) & (off[:, 1] < ALONG)


def near_grid(centres: np.ndarray, corners: np.ndarray, size: int) -> np.ndarray:
    """The centres within a cell of the grid (stones in a bowl beside the board are not)."""
    if len(centres) == 0:
        return centres
    lattice = to_lattice(centres, corners, size)
    keep = ((lattice >= -1.0) & (lattice <= size)).all(axis=1)
    return centres[keep]


def stone_quality(centres: np.ndarray, corners: np.ndarray, size: int) -> tuple[float, int]:
    """The share of the stones' middles near the grid that sit on one of its points, and
    how many stones are near the grid."""
    near = near_grid(centres, corners, size)
    if len(near) == 0:
        return 0.0, 0
    return float(on_points(to_lattice(near, corners, size), size).mean()), len(near)
