"""Each intersection read as black, white or empty, with a confidence.

The grid is straightened to a square lattice, and a small disc is sampled at every
intersection (its median, so that the lines crossing there do not count). The colours are
taken in CIELAB after the wood's cast is taken out: the wood's own colour, estimated from the
points that look like bare board, is moved to neutral grey, so a warm lamp, a green one or a
pale board all look alike. The samples of this photo are then clustered into three groups,
black, wood and white, seeded from the darkest, middle and lightest points; a group that is
not clearly apart from the wood (no white stones on an opening board) is folded into it.
Each point's confidence is the posterior of its group under the groups' own spreads.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from gocount_gui.vision.grid import lattice_homography

#: Pixels between two lines in the straightened lattice.
CELL = 24
#: The sampled disc's radius, as a share of a cell.
SAMPLE_RADIUS = 0.28

COLOURS = ".XO"


@dataclass(frozen=True)
class BoardRead:
    position: tuple[str, ...]
    confidence: tuple[tuple[float, ...], ...]
    point_radius: float
    features: np.ndarray


def _straight_lattice(picture: np.ndarray, corners: np.ndarray, size: int) -> np.ndarray:
    """The photo warped so that intersection (col, row) is at ((col + 1) * CELL, (row + 1) * CELL)."""
    to_image = lattice_homography(corners, size)
    scale = np.array([[CELL, 0, CELL], [0, CELL, CELL], [0, 0, 1]], np.float64)
    to_canvas = scale @ np.linalg.inv(to_image)
    side = (size + 1) * CELL
    return cv2.warpPerspective(picture, to_canvas, (side, side), flags=cv2.INTER_AREA, borderMode=cv2.BORDER_REPLICATE)


def _samples(flat: np.ndarray, size: int) -> np.ndarray:
    """Per point: median L, a, b of the disc, and how far its darkest pixels fall below the
    median (the lines crossing at a bare point; a stone is even)."""
    lab = cv2.cvtColor(flat, cv2.COLOR_BGR2LAB).astype(np.float32)
    radius = int(round(SAMPLE_RADIUS * CELL))
    yy, xx = np.mgrid[-radius : radius + 1, -radius : radius + 1]
    disc = (xx * xx + yy * yy) <= radius * radius
    out = np.zeros((size, size, 4), np.float32)
    for row in range(size):
        cy = (row + 1) * CELL
        for col in range(size):
            cx = (col + 1) * CELL
            patch = lab[cy - radius : cy + radius + 1, cx - radius : cx + radius + 1][disc]
            out[row, col, :3] = np.median(patch, axis=0)
            out[row, col, 3] = out[row, col, 0] - np.percentile(patch[:, 0], 8)
    return out


def _kmeans(points: np.ndarray, centres: np.ndarray, rounds: int = 12) -> tuple[np.ndarray, np.ndarray]:
    labels = np.zeros(len(points), int)
    for _ in range(rounds):
        distance = ((points[:, None, :] - centres[None, :, :]) ** 2).sum(axis=2)
        labels = np.argmin(distance, axis=1)
        for k in range(len(centres)):
            members = points[labels == k]
            if len(members):
                centres[k] = members.mean(axis=0)
    return labels, centres


def _surface(values: np.ndarray, where: np.ndarray, size: int) -> np.ndarray:
    """A quadratic surface over the board fitted to ``values`` at the points ``where``
    (the wood's colour as the light falls across the board); a constant when too few."""
    rows, cols = np.divmod(np.arange(size * size), size)
    u, v = cols / (size - 1) - 0.5, rows / (size - 1) - 0.5
    terms = np.column_stack([np.ones_like(u), u, v, u * u, u * v, v * v])
    if where.sum() < 12:
        return np.full(values.shape, float(np.median(values[where])) if where.any() else float(np.median(values)))
    coef, *_ = np.linalg.lstsq(terms[where], values[where], rcond=None)
    return terms @ coef


def _features(raw: np.ndarray, wood: np.ndarray, size: int) -> np.ndarray:
    """Colours less the wood's own at each point; chroma counts a little more than lightness."""
    out = np.empty_like(raw, dtype=np.float64)
    for channel, weight in ((0, 1.0), (1, 1.5), (2, 1.5)):
        out[:, channel] = (raw[:, channel] - _surface(raw[:, channel], wood, size)) * weight
    return out


def classify(picture: np.ndarray, corners: np.ndarray, size: int) -> BoardRead:
    flat = _straight_lattice(picture, np.asarray(corners, np.float64), size)
    sampled = _samples(flat, size).reshape(-1, 4).astype(np.float64)
    raw, cross = sampled[:, :3], sampled[:, 3]
    lightness = raw[:, 0]
    # First guess at the wood: everything but the darkest; the clustering then splits the
    # white stones from it by their chroma, and the wood's surface is fitted again to the wood.
    wood = lightness > np.percentile(lightness, 30)
    labels = None
    for _ in range(4):
        features = _features(raw, wood, size)
        order = np.argsort(features[:, 0])
        tenth = max(1, len(order) // 10)
        centres = np.array(
            [features[order[:tenth]].mean(axis=0), np.zeros(3), features[order[-tenth:]].mean(axis=0)], np.float64
        )
        labels, centres = _kmeans(features, centres)
        wood = labels == 1
        if wood.sum() >= 12:
            # Trim: the surface is fitted to the wood points nearest the wood's centre.
            distance = np.linalg.norm(features - centres[1], axis=1)
            wood = wood & (distance <= np.percentile(distance[wood], 80))
        if wood.sum() < 3:
            break
    labels, centres = _fold_weak_groups(features, labels, centres)
    confidence = _posterior(features, labels, centres)
    codes = np.array([1, 0, 2])[labels]  # group 0 black, 1 wood, 2 white -> 1, 0, 2
    grid = codes.reshape(size, size)
    position = tuple("".join(COLOURS[v] for v in row) for row in grid)
    conf = confidence.reshape(size, size)
    cell_px = float(np.mean([np.linalg.norm(np.subtract(corners[i], corners[(i + 1) % 4])) for i in range(4)]) / (size - 1))
    return BoardRead(
        position=position,
        confidence=tuple(tuple(float(v) for v in row) for row in conf),
        point_radius=0.45 * cell_px,
        features=features.reshape(size, size, 3),
    )


def _fold_weak_groups(features, labels, centres):
    """Fold black or white into the wood when the two are not clearly apart (Fisher's ratio)."""
    wood_members = features[labels == 1]
    for group in (0, 2):
        members = features[labels == group]
        if len(members) == 0:
            continue
        if len(wood_members) < 2:
            continue
        gap = centres[group] - centres[1]
        direction = gap / max(1e-6, float(np.linalg.norm(gap)))
        spread = np.sqrt(np.var(members @ direction) + np.var(wood_members @ direction))
        separation = float(np.linalg.norm(gap)) / max(spread, 2.0)
        darker = centres[group][0] < centres[1][0] - 15
        if separation < 3.0 or (group == 0 and not darker) or len(members) < 1:
            labels = np.where(labels == group, 1, labels)
    for k in range(3):
        if (labels == k).any():
            centres[k] = features[labels == k].mean(axis=0)
    return labels, centres


def _posterior(features, labels, centres) -> np.ndarray:
    """Each point's chance of its group, under a Gaussian for each group present."""
    present = [k for k in range(3) if (labels == k).sum() >= 2]
    if len(present) < 2:
        return np.full(len(features), 0.99)
    floor = 2.5
    logs = []
    for k in present:
        members = features[labels == k]
        sigma = np.maximum(members.std(axis=0), floor)
        z = (features - centres[k]) / sigma
        prior = len(members) / len(features)
        logs.append(-0.5 * (z**2).sum(axis=1) - np.log(sigma).sum() + np.log(prior))
    logs = np.array(logs)
    logs -= logs.max(axis=0)
    probs = np.exp(logs)
    probs /= probs.sum(axis=0)
    mine = np.array([present.index(k) if k in present else 0 for k in labels])
    return probs[mine, np.arange(len(features))]
