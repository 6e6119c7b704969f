"""The board's outline in a photo: the quadrilateral of wood and stones.

The photo's border is taken as the background (a table, a cloth): its colours are clustered,
and the board is the large connected region near the middle whose colours are far from all
of them. Stones inside the board are holes in that region and are filled; the outline is the
region's convex hull brought down to four sides, each side refitted as a straight line
through the hull's points along it.
"""

from __future__ import annotations

import cv2
import numpy as np

#: The share of the photo's width and height taken as its border, where the background is.
BORDER = 0.04
#: How many colours the background is described by.
BACKGROUND_COLOURS = 4
#: The smallest board, as a share of the photo's area.
MIN_AREA = 0.08


def order_corners(points: np.ndarray) -> np.ndarray:
    """Four points as top-left, top-right, bottom-right, bottom-left as seen.

    >>> order_corners(np.array([[10, 10], [0, 10], [0, 0], [10, 0]], float)).tolist()
    [[0.0, 0.0], [10.0, 0.0], [10.0, 10.0], [0.0, 10.0]]
    """
    pts = np.asarray(points, dtype=np.float64).reshape(4, 2)
    centre = pts.mean(axis=0)
    angles = np.arctan2(pts[:, 1] - centre[1], pts[:, 0] - centre[0])
    pts = pts[np.argsort(angles)]  # clockwise on screen, starting anywhere
    start = int(np.argmin(pts[:, 0] + pts[:, 1]))
    return np.roll(pts, -start, axis=0)


def _lab(picture: np.ndarray) -> np.ndarray:
    return cv2.cvtColor(cv2.GaussianBlur(picture, (5, 5), 0), cv2.COLOR_BGR2LAB).astype(np.float32)


def _foreground(picture: np.ndarray) -> np.ndarray:
    """Pixels whose colour is far from every colour of the photo's border."""
    lab = _lab(picture)
    height, width = lab.shape[:2]
    by, bx = max(2, int(height * BORDER)), max(2, int(width * BORDER))
    strip = np.concatenate(
        [lab[:by].reshape(-1, 3), lab[-by:].reshape(-1, 3), lab[:, :bx].reshape(-1, 3), lab[:, -bx:].reshape(-1, 3)]
    )
    strip = strip[:: max(1, len(strip) // 6000)]
    criteria = (cv2.TERM_CRITERIA_EPS + cv2.TERM_CRITERIA_MAX_ITER, 20, 0.5)
    _, _, centres = cv2.kmeans(strip, BACKGROUND_COLOURS, None, criteria, 2, cv2.KMEANS_PP_CENTERS)
    weights = np.array([0.5, 1.0, 1.0], np.float32)
    flat = lab.reshape(-1, 3)
    distance = np.full(len(flat), np.inf, np.float32)
    for centre in centres:
        d = np.sqrt((((flat - centre) * weights) ** 2).sum(axis=1))
        np.minimum(distance, d, out=distance)
    distance = distance.reshape(height, width)
    scaled = np.clip(distance * (255.0 / max(1.0, float(np.percentile(distance, 99)))), 0, 255).astype(np.uint8)
    _, mask = cv2.threshold(scaled, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    return mask


def _board_region(mask: np.ndarray) -> np.ndarray | None:
    """The filled region of the board: the largest component near the middle, holes closed."""
    height, width = mask.shape
    k = max(3, int(min(height, width) * 0.015)) | 1
    kernel = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (k, k))
    mask = cv2.morphologyEx(mask, cv2.MORPH_OPEN, kernel)
    # Close over black stones, which can look like the background: a stone is ~1/25 of the board.
    big = max(k, int(min(height, width) * 0.045)) | 1
    mask = cv2.morphologyEx(mask, cv2.MORPH_CLOSE, cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (big, big)))
    count, labels, stats, centroids = cv2.connectedComponentsWithStats(mask, connectivity=4)
    best, best_score = None, 0.0
    middle = np.array([width / 2, height / 2])
    for index in range(1, count):
        area = stats[index, cv2.CC_STAT_AREA]
        if area < MIN_AREA * height * width:
            continue
        off = np.linalg.norm((centroids[index] - middle) / middle)
        score = area * (1.0 - 0.5 * min(1.0, off))
        if score > best_score:
            best, best_score = index, score
    if best is None:
        return None
    region = (labels == best).astype(np.uint8) * 255
    return region


def _quad_from_hull(hull: np.ndarray) -> np.ndarray | None:
    perimeter = cv2.arcLength(hull, True)
    for fraction in np.linspace(0.01, 0.12, 23):
        approx = cv2.approxPolyDP(hull, fraction * perimeter, True)
        if len(approx) == 4:
            return approx.reshape(4, 2).astype(np.float64)
        if len(approx) < 4:
            break
    box = cv2.boxPoints(cv2.minAreaRect(hull))
    return np.asarray(box, dtype=np.float64)


def _refit_sides(quad: np.ndarray, contour: np.ndarray) -> np.ndarray:
    """Each side refitted as a line through the contour points near it; corners re-intersected."""
    pts = contour.reshape(-1, 2).astype(np.float64)
    lines = []
    for i in range(4):
        a, b = quad[i], quad[(i + 1) % 4]
        direction = b - a
        length = np.linalg.norm(direction)
        if length < 1:
            return quad
        unit = direction / length
        normal = np.array([-unit[1], unit[0]])
        rel = pts - a
        along = rel @ unit
        across = np.abs(rel @ normal)
        near = (along > 0.1 * length) & (along < 0.9 * length) & (across < 0.03 * length + 3)
        if near.sum() < 8:
            lines.append((a, unit))
            continue
        vx, vy, x0, y0 = cv2.fitLine(pts[near].astype(np.float32), cv2.DIST_HUBER, 0, 0.01, 0.01).ravel()
        lines.append((np.array([x0, y0], float), np.array([vx, vy], float)))
    corners = []
    for i in range(4):
        (p1, d1), (p2, d2) = lines[i - 1], lines[i]
        matrix = np.array([d1, -d2]).T
        if abs(np.linalg.det(matrix)) < 1e-6:
            return quad
        t = np.linalg.solve(matrix, p2 - p1)
        corners.append(p1 + t[0] * d1)
    return np.array(corners)


def expand(quad: np.ndarray, fraction: float) -> np.ndarray:
    """The quad grown by ``fraction`` of its size on every side, through its own perspective."""
    source = np.array([[0, 0], [1, 0], [1, 1], [0, 1]], np.float32)
    matrix = cv2.getPerspectiveTransform(source, np.asarray(quad, np.float32))
    grown = np.array([[-fraction, -fraction], [1 + fraction, -fraction], [1 + fraction, 1 + fraction], [-fraction, 1 + fraction]], np.float32)
    return cv2.perspectiveTransform(grown.reshape(-1, 1, 2), matrix).reshape(4, 2).astype(np.float64)


def find_outlines(picture: np.ndarray) -> list[np.ndarray]:
    """Where to look for the grid: the outermost visible grid lines grown by a margin, and
    the board's outline by colour (whichever were found; the grid fitted best wins)."""
    found = []
    lines = find_grid_outline(picture)
    if lines is not None:
        found.append(expand(lines, 0.10))
    colour = find_colour_outline(picture)
    if colour is not None:
        found.append(colour)
    return found


def find_colour_outline(picture: np.ndarray) -> np.ndarray | None:
    """The board's outline as four corners (top-left, top-right, bottom-right, bottom-left),
    in the pixels of ``picture``; None when nothing board-like is there."""
    region = _board_region(_foreground(picture))
    if region is None:
        return None
    contours, _ = cv2.findContours(region, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_NONE)
    if not contours:
        return None
    contour = max(contours, key=cv2.contourArea)
    hull = cv2.convexHull(contour)
    quad = _quad_from_hull(hull)
    if quad is None:
        return None
    quad = order_corners(quad)
    quad = order_corners(_refit_sides(quad, contour))
    height, width = picture.shape[:2]
    if cv2.contourArea(quad.astype(np.float32)) < MIN_AREA * height * width:
        return None
    return quad


def _segments(picture: np.ndarray) -> np.ndarray:
    """Long straight thin dark segments (the grid's lines where stones leave them visible)."""
    gray = cv2.cvtColor(picture, cv2.COLOR_BGR2GRAY)
    side = max(gray.shape)
    k = max(5, side // 140) | 1
    kernel = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (k, k))
    ridges = cv2.morphologyEx(gray, cv2.MORPH_BLACKHAT, kernel)
    threshold = max(12.0, float(np.percentile(ridges, 90)))
    binary = (ridges > threshold).astype(np.uint8) * 255
    found = cv2.HoughLinesP(binary, 1, np.pi / 360, threshold=side // 12, minLineLength=side // 10, maxLineGap=side // 120)
    if found is None:
        return np.zeros((0, 4))
    return found.reshape(-1, 4).astype(np.float64)


def _two_families(segments: np.ndarray) -> tuple[np.ndarray, np.ndarray] | None:
    """The segments split by direction into the grid's two families of lines."""
    dx, dy = segments[:, 2] - segments[:, 0], segments[:, 3] - segments[:, 1]
    angles = np.degrees(np.arctan2(dy, dx)) % 180.0
    lengths = np.hypot(dx, dy)
    histogram, _ = np.histogram(angles, bins=180, range=(0, 180), weights=lengths)
    smooth = np.convolve(np.concatenate([histogram[-4:], histogram, histogram[:4]]), np.ones(9) / 9, "same")[4:-4]
    first = int(np.argmax(smooth))
    distance = np.minimum(np.abs(np.arange(180) - first), 180 - np.abs(np.arange(180) - first))
    masked = np.where(distance >= 35, smooth, 0)
    second = int(np.argmax(masked))
    if masked[second] < 0.1 * smooth[first]:
        return None

    def near(peak: int) -> np.ndarray:
        d = np.abs(angles - peak)
        return np.minimum(d, 180 - d) < 22

    return segments[near(first)], segments[near(second)]


def _outer_lines(family: np.ndarray, centre: np.ndarray) -> tuple[np.ndarray, np.ndarray] | None:
    """The family's two outermost lines (point, direction), each through the segments that
    lie along it, judged by their signed distance from the photo's centre."""
    dx, dy = family[:, 2] - family[:, 0], family[:, 3] - family[:, 1]
    mean_angle = np.arctan2(np.sum(np.sin(2 * np.arctan2(dy, dx)) * np.hypot(dx, dy)), np.sum(np.cos(2 * np.arctan2(dy, dx)) * np.hypot(dx, dy))) / 2
    normal = np.array([-np.sin(mean_angle), np.cos(mean_angle)])
    mids = (family[:, :2] + family[:, 2:]) / 2
    offsets = (mids - centre) @ normal
    if len(family) < 2:
        return None
    lines = []
    for pick in (np.argmin(offsets), np.argmax(offsets)):
        x1, y1, x2, y2 = family[pick]
        lines.append((np.array([x1, y1]), np.array([x2 - x1, y2 - y1]) / max(1e-9, np.hypot(x2 - x1, y2 - y1))))
    return lines[0], lines[1]


def _crossing(family: np.ndarray, others: np.ndarray, least: int = 3) -> np.ndarray:
    """The segments of ``family`` that cross at least ``least`` segments of the other family
    (a grid line crosses many; the grain of a table, a cloth's fold, none)."""
    if len(family) == 0 or len(others) == 0:
        return family
    p, r = family[:, None, :2], family[:, None, 2:] - family[:, None, :2]
    q, s = others[None, :, :2], others[None, :, 2:] - others[None, :, :2]
    cross = r[..., 0] * s[..., 1] - r[..., 1] * s[..., 0]
    qp = q - p
    with np.errstate(divide="ignore", invalid="ignore"):
        t = (qp[..., 0] * s[..., 1] - qp[..., 1] * s[..., 0]) / cross
        u = (qp[..., 0] * r[..., 1] - qp[..., 1] * r[..., 0]) / cross
    slack = 0.05
    hits = (np.abs(cross) > 1e-9) & (t > -slack) & (t < 1 + slack) & (u > -slack) & (u < 1 + slack)
    keep = hits.sum(axis=1) >= least
    return family[keep] if keep.sum() >= 2 else family


def _intersect(a, b) -> np.ndarray | None:
    (p1, d1), (p2, d2) = a, b
    matrix = np.array([d1, -d2]).T
    if abs(np.linalg.det(matrix)) < 1e-6:
        return None
    t = np.linalg.solve(matrix, p2 - p1)
    return p1 + t[0] * d1


def find_grid_outline(picture: np.ndarray) -> np.ndarray | None:
    """The quadrilateral of the outermost visible grid lines, or None."""
    segments = _segments(picture)
    if len(segments) < 6:
        return None
    families = _two_families(segments)
    if families is None:
        return None
    first, second = families
    first, second = _crossing(first, second), _crossing(second, first)
    height, width = picture.shape[:2]
    centre = np.array([width / 2, height / 2])
    outer = [_outer_lines(f, centre) for f in (first, second)]
    if outer[0] is None or outer[1] is None:
        return None
    corners = []
    for a in outer[0]:
        for b in outer[1]:
            point = _intersect(a, b)
            if point is None:
                return None
            corners.append(point)
    quad = order_corners(np.array(corners))
    area = cv2.contourArea(quad.astype(np.float32))
    if area < MIN_AREA * height * width or not cv2.isContourConvex(quad.astype(np.float32).reshape(-1, 1, 2)):
        return None
    return quad
