"""Each intersection read as black, white or empty, with a confidence.

The grid is straightened to a square lattice, and a small disc is sampled at every
intersection (its median, off the middle of the lines crossing there; on the grid's edge only
the board's side of the disc, since beyond the edge line lie the margin or the table). The
black stones are the darkest of the best three-way split of lightness. The colours are
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
#: The sampled disc's radius, as a share of a cell (a stone's is about 0.48).
SAMPLE_RADIUS = 0.28
#: A sample leaves out the pixels nearer than this to the middle of a line through the point
#: (1: the middle row and column themselves, where a thin line lies in the lattice).
LINE_BAND = 1

COLOURS = ".XO"


@dataclass(frozen=True)
class BoardRead:
    position: tuple[str, ...]
    confidence: tuple[tuple[float, ...], ...]
    point_radius: float
    features: np.ndarray


def _straight_lattice(picture: np.ndarray, corners: np.ndarray, size: int, lift: float = 0.0) -> np.ndarray:
    """The photo warped so that intersection (col, row) is at ((col + 1) * CELL, (row + 1) * CELL),
    each point taken ``lift`` pixels higher in the photo than the intersection itself."""
    to_image = np.array([[1, 0, 0], [0, 1, -lift], [0, 0, 1]], np.float64) @ lattice_homography(corners, size)
    scale = np.array([[CELL, 0, CELL], [0, CELL, CELL], [0, 0, 1]], np.float64)
    to_canvas = scale @ np.linalg.inv(to_image)
    side = (size + 1) * CELL
    return cv2.warpPerspective(picture, to_canvas, (side, side), flags=cv2.INTER_AREA, borderMode=cv2.BORDER_REPLICATE)


def _samples(flat: np.ndarray, size: int) -> np.ndarray:
    """Per point: the median L, a, b of the four quarters of a disc around it, off the lines.

    The middle row and column of the straightened lattice, where the two lines crossing at
    the point lie, are left out, so an empty point shows more of the bare wood and a stone
    only its own colour. A point on the edge of the grid takes
    only the quarters on the board's side of the edge line: beyond it lie the board's margin,
    a thicker border line or the table, none of which says what stands on the point.
    """
    lab = cv2.cvtColor(flat, cv2.COLOR_BGR2LAB).astype(np.float32)
    radius = int(round(SAMPLE_RADIUS * CELL))
    steps = np.arange(-radius, radius + 1)
    yy, xx = np.meshgrid(steps, steps, indexing="ij")
    quarters = ((xx * xx + yy * yy) <= radius * radius) & (np.abs(xx) >= LINE_BAND) & (np.abs(yy) >= LINE_BAND)
    centres = (np.arange(size) + 1) * CELL
    ys = centres[:, None] + steps[None, :]  # (size, 2r+1)
    patches = lab[ys[:, None, :, None], ys[None, :, None, :]]  # (row, col, dy, dx, 3)
    # Which side of the point lies on the board: -1 only before it, 1 only after it, 0 both.
    side = np.zeros(size, int)
    side[0], side[-1] = 1, -1
    out = np.empty((size, size, 3), np.float32)
    for down in (-1, 0, 1):
        for right in (-1, 0, 1):
            rows, cols = np.flatnonzero(side == down), np.flatnonzero(side == right)
            if not len(rows) or not len(cols):
                continue
            inside = quarters & ((yy * down >= 1) if down else True) & ((xx * right >= 1) if right else True)
            block = patches[rows[:, None], cols[None, :]]
            out[rows[:, None], cols[None, :]] = np.median(block[:, :, inside, :], axis=2)
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


#: How far above its intersection a stone's middle may show, as a share of a cell: a stone
#: stands about a third of a cell high, and a camera that looks from the side sees its body
#: higher in the photo than the point it stands on. Each is tried; the clearest split wins.
LIFTS = (0.0, 0.1, 0.2, 0.3)


def classify(picture: np.ndarray, corners: np.ndarray, size: int) -> BoardRead:
    corners = np.asarray(corners, np.float64)
    cell_px = float(np.mean([np.linalg.norm(corners[i] - corners[(i + 1) % 4]) for i in range(4)]) / (size - 1))
    best = None
    edge = np.ones((size, size), bool)
    edge[1:-1, 1:-1] = False
    edge = edge.ravel()
    standing = _samples(_straight_lattice(picture, corners, size), size).reshape(-1, 3).astype(np.float64)
    for lift in LIFTS:
        raw = standing
        if lift:
            raw = _samples(_straight_lattice(picture, corners, size, lift * cell_px), size).reshape(-1, 3).astype(np.float64)
            # The edge's points are always taken where they stand: lifted, the half-disc on
            # the board's side of the top edge would lie across the edge line or beyond it.
            raw[edge] = standing[edge]
        for cluster in (_cluster_two_steps, _cluster_three):
            labels, confidence, features, split = cluster(raw, size)
            if best is None or split > best[0] + 1e-4:
                best = (split, labels, confidence, features)
    _, labels, confidence, features = best
    codes = np.array([1, 0, 2])[labels]  # group 0 black, 1 wood, 2 white -> 1, 0, 2
    grid = codes.reshape(size, size)
    position = tuple("".join(COLOURS[v] for v in row) for row in grid)
    conf = confidence.reshape(size, size)
    return BoardRead(
        position=position,
        confidence=tuple(tuple(float(v) for v in row) for row in conf),
        point_radius=0.45 * cell_px,
        features=features.reshape(size, size, -1),
    )


def _darker_part(values: np.ndarray) -> np.ndarray:
    """The darkest of the three groups that split ``values`` best: the cuts of the sorted
    values with the largest variance between the groups, over every pair of cuts (Otsu's rule
    with two thresholds: black stones, wood, white stones). A handful of black stones on an
    empty board stand apart from the whole wood this way, where a two-means seeded from
    percentiles settles on the wood's own darker half, and a few white stones far above the
    wood do not pull the wood into the dark group, as a split in two would."""
    order = np.sort(values.astype(np.float64))
    n = len(order)
    if n < 3:
        return np.zeros(n, bool)
    total = np.concatenate([[0.0], np.cumsum(order)])
    low = np.arange(1, n - 1)[:, None]  # the darkest group is order[:low]
    high = np.arange(2, n)[None, :]  # the lightest is order[high:]
    with np.errstate(divide="ignore", invalid="ignore"):
        score = (total[low] ** 2 / low + (total[high] - total[low]) ** 2 / (high - low)
                 + (total[n] - total[high]) ** 2 / (n - high))
    score = np.where(high > low, score, -np.inf)
    cut = np.unravel_index(int(np.argmax(score)), score.shape)[0] + 1
    return values <= order[cut - 1]


def _white_seed(light: np.ndarray) -> np.ndarray:
    """Where to start the white stones among points that are not black: the few lighter than
    the wood that stand farthest from it in colour. A white stone differs from pale wood less
    in lightness than in its lack of the wood's colour, and a bright streak of wood is lighter
    without being farther away; the brightest tenth would start the group in the streak."""
    lighter = light[light[:, 0] > 0]
    if len(lighter) == 0:
        lighter = light
    far = np.argsort(np.linalg.norm(lighter, axis=1))
    few = max(1, len(light) // 30)
    return lighter[far[-few:]].mean(axis=0)


def _cluster_two_steps(raw: np.ndarray, size: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, float]:
    """Groups (0 black, 1 wood, 2 white), confidences and features of the points' colours,
    and how cleanly they split.

    Two steps: black stones are the darkest points by far, whatever the light (the darkest
    of three groups of the lightness alone, :func:`_darker_part`); the rest are wood or white
    stones, split in two in
    colour after the wood's own colour surface is taken out, fitted again to the wood each
    round. The few points lighter than the wood and farthest from its colour seed the white
    stones (:func:`_white_seed`).
    """
    lightness = raw[:, 0]
    black = _darker_part(lightness)
    rest = ~black
    wood = rest & (lightness <= np.percentile(lightness[rest], 60)) if rest.sum() >= 4 else rest
    labels = np.where(black, 0, 1)
    for _ in range(5):
        features = _features(raw, wood if wood.sum() >= 3 else rest, size)
        # Black again, by lightness less the wood's own where it stands (a shadow across
        # the board darkens the wood there, not the stones' difference from it).
        black = _darker_part(features[:, 0])
        rest = ~black
        if rest.sum() < 4:
            break
        light = features[rest]
        centres = np.array([np.zeros(3), _white_seed(light)], np.float64)
        split, centres = _kmeans(light, centres)
        labels = np.where(black, 0, 1)
        labels[np.flatnonzero(rest)[split == 1]] = 2
        new_wood = labels == 1
        if new_wood.sum() >= 12:
            distance = np.linalg.norm(features - centres[0], axis=1)
            new_wood &= distance <= np.percentile(distance[new_wood], 80)
        if (new_wood == wood).all():
            break
        wood = new_wood
    centres = np.array([features[labels == k].mean(axis=0) if (labels == k).any() else np.zeros(3) for k in range(3)])
    split_score = float(np.mean(_posterior(features, labels, centres)))
    labels, centres = _fold_weak_groups(features, labels, centres)
    return labels, _posterior(features, labels, centres), features, split_score


def _cluster_three(raw: np.ndarray, size: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, float]:
    """As :func:`_cluster_two_steps`, by three groups clustered at once in colour, the wood
    seeded by the middle of three groups of lightness."""
    lightness = raw[:, 0]
    # First guess at the wood: the middle of three groups by lightness alone; the clustering
    # in colour then moves points between the groups, and the wood's surface is fitted again.
    groups, _ = _kmeans(lightness[:, None].copy(), np.percentile(lightness, [5, 50, 95])[:, None].astype(np.float64))
    wood = groups == 1
    if wood.sum() < 0.05 * len(raw):
        wood = lightness > np.percentile(lightness, 30)
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
    # How cleanly three groups split (before any is folded): what the lifts are judged by.
    split = float(np.mean(_posterior(features, labels, centres)))
    labels, centres = _fold_weak_groups(features, labels, centres)
    return labels, _posterior(features, labels, centres), features, split


def _robust_var(values: np.ndarray) -> float:
    """The variance as the median absolute deviation tells it (a few misplaced points do not
    widen a group)."""
    mad = float(np.median(np.abs(values - np.median(values))))
    return (1.4826 * mad) ** 2


def _fold_weak_groups(features, labels, centres):
    """Fold black or white into the wood when the two are not clearly apart in colour
    (Fisher's ratio)."""
    colour = features[:, :3]
    wood_members = colour[labels == 1]
    for group in (0, 2):
        members = colour[labels == group]
        if len(members) == 0:
            continue
        if len(wood_members) < 2:
            continue
        gap = centres[group][:3] - centres[1][:3]
        direction = gap / max(1e-6, float(np.linalg.norm(gap)))
        spread = np.sqrt(_robust_var(members @ direction) + _robust_var(wood_members @ direction))
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
