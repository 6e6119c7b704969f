"""The grid of lines inside the board's outline, as the four corner intersections.

The outline is straightened to a square, where the grid's lines run along the rows and
columns. Two profiles are taken along each axis: how much each row looks like a thin dark
line on wood (visible in the gaps between stones), and how much of it stones cover (a row of
stones covers most at its centre line, least between two rows). A grid of ``n`` lines at
spacing ``s`` from offset ``o`` is then scored by how much higher both profiles are on its
lines than half way between them; the best ``n``, ``s`` and ``o`` along each axis make the
grid. Its lines are then refitted locally, segment by segment, and a homography through all
those points takes the last of the perspective and the outline's errors out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import cv2
import numpy as np

from gocount_gui.scoring.text import translate
from gocount_gui.vision import centres

SIZES = (19, 13, 9)
#: The straightened board's side, in pixels.
CANVAS = 760
#: A grid whose score is below this is not trusted; the player is asked for the corners.
TRUSTED_QUALITY = 0.55
#: A grid this clear is taken without trying the other outlines.
SURE_QUALITY = 0.95


@dataclass(frozen=True)
class GridFit:
    size: int
    corners: np.ndarray  # 4x2, work pixels: TL, TR, BR, BL
    quality: float


def lattice_homography(corners: Sequence[Sequence[float]], size: int) -> np.ndarray:
    """The homography from lattice coordinates ``(col, row)`` to pixels."""
    last = size - 1
    source = np.array([[0, 0], [last, 0], [last, last], [0, last]], np.float32)
    return cv2.getPerspectiveTransform(source, np.asarray(corners, np.float32).reshape(4, 2))


def lattice_to_image(corners, size: int, points) -> list[tuple[float, float]]:
    """Pixels of lattice points ``(col, row)`` under the grid whose corners are given."""
    matrix = lattice_homography(corners, size)
    mapped = cv2.perspectiveTransform(np.asarray(points, np.float32).reshape(-1, 1, 2), matrix)
    return [(float(x), float(y)) for x, y in mapped.reshape(-1, 2)]


def _straighten(picture: np.ndarray, quad: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    target = np.array([[0, 0], [CANVAS - 1, 0], [CANVAS - 1, CANVAS - 1], [0, CANVAS - 1]], np.float32)
    matrix = cv2.getPerspectiveTransform(np.asarray(quad, np.float32), target)
    flat = cv2.warpPerspective(picture, matrix, (CANVAS, CANVAS), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    return flat, matrix


def line_response(gray: np.ndarray, reach: int) -> tuple[np.ndarray, np.ndarray]:
    """How much each pixel lies on a thin dark horizontal / vertical line: darker than the
    pixels ``reach`` away on both sides, which are alike (a line, not the edge of a stone)."""
    g = gray.astype(np.float32)
    up, down = np.roll(g, reach, axis=0), np.roll(g, -reach, axis=0)
    left, right = np.roll(g, reach, axis=1), np.roll(g, -reach, axis=1)
    horizontal = np.maximum(0, np.minimum(up, down) - g - 0.5 * np.abs(up - down))
    vertical = np.maximum(0, np.minimum(left, right) - g - 0.5 * np.abs(left - right))
    return horizontal, vertical


def _line_maps(gray: np.ndarray, reach: int = 3) -> tuple[np.ndarray, np.ndarray]:
    """:func:`line_response`, averaged along each line over a short run."""
    horizontal, vertical = line_response(gray, reach)
    run = max(9, CANVAS // 40) | 1
    horizontal = cv2.blur(horizontal, (run, 1))
    vertical = cv2.blur(vertical, (1, run))
    return horizontal, vertical


def _stone_map(gray: np.ndarray) -> np.ndarray:
    """1 where a pixel is much darker or lighter than the wood, by three levels of grey."""
    low, mid, high = centres.three_levels(gray.reshape(-1)[::7])
    g = gray.astype(np.float32)
    return ((g < (low + mid) / 2) | (g > (mid + high) / 2)).astype(np.float32)


def _normalise(profile: np.ndarray) -> np.ndarray:
    window = max(5, CANVAS // 12) | 1
    trend = np.convolve(profile, np.ones(window) / window, mode="same")
    detail = profile - trend
    spread = float(detail[window:-window].std()) if len(detail) > 2 * window else float(detail.std())
    return detail / spread if spread > 1e-9 else detail * 0.0


def _axis_fit(profiles: list[tuple[np.ndarray, float]], size: int) -> tuple[float, float, float]:
    """Best (score, spacing, offset) of ``size`` lines along one axis."""
    last = size - 1
    best = (-np.inf, 0.0, 0.0)
    # Every profile once on a half-pixel grid, with a zero past either end: a position is
    # then an index, and the search is lookups.
    fine = np.arange(0.0, CANVAS, 0.5)
    upsampled = [(np.append(np.interp(fine, np.arange(CANVAS, dtype=np.float64), p), 0.0), w) for p, w in profiles]
    outside = len(fine)
    k_lines = np.arange(size)
    k_mids = np.arange(last) + 0.5

    def index(positions: np.ndarray) -> np.ndarray:
        at = np.round(positions * 2).astype(int)
        return np.where((at >= 0) & (at < outside), at, outside)

    def search(spacings) -> list[tuple[float, float, float]]:
        found = []
        for spacing in spacings:
            found.append(_best_offset(spacing))
        return found

    def _best_offset(spacing: float) -> tuple[float, float, float]:
        span = spacing * last
        offsets = np.arange(0.0, CANVAS - 1 - span, 0.5)
        if len(offsets) == 0:
            return (-np.inf, spacing, 0.0)
        lines = index(offsets[:, None] + spacing * k_lines[None, :])
        mids = index(offsets[:, None] + spacing * k_mids[None, :])
        beyond_positions = np.column_stack([offsets - spacing, offsets + size * spacing])
        inside = (beyond_positions >= 0) & (beyond_positions <= CANVAS - 1)
        beyond = index(beyond_positions)
        score = np.zeros(len(offsets))
        for profile, weight in upsampled:
            on = profile[lines].mean(axis=1)
            off = profile[mids].mean(axis=1)
            # One step past either edge there is margin, not another line: a lattice that
            # is a part of a larger one pays for the lines it leaves out.
            past = np.where(inside, profile[beyond], off[:, None])
            excess = np.maximum(0.0, past - off[:, None]).mean(axis=1)
            score += weight * (on - off - excess)
        best_index = int(np.argmax(score))
        return (float(score[best_index]), float(spacing), float(offsets[best_index]))

    # Coarse spacings first, then finely around the three best.
    coarse = search(np.arange(0.60 * CANVAS / last, 1.0 * CANVAS / last, 1.0))
    for _, spacing, _ in sorted(coarse, reverse=True)[:3]:
        for found in search(np.arange(spacing - 1.0, spacing + 1.0, 0.2)):
            if found[0] > best[0]:
                best = found
    return best


def _centre_profile(values: np.ndarray) -> np.ndarray:
    histogram = np.bincount(np.clip(np.round(values).astype(int), 0, CANVAS - 1), minlength=CANVAS).astype(np.float64)
    return cv2.GaussianBlur(histogram.reshape(1, -1), (0, 0), 2.5).ravel()


def _profiles(flat: np.ndarray, flat_centres: np.ndarray | None = None) -> tuple[list, list]:
    gray = cv2.cvtColor(flat, cv2.COLOR_BGR2GRAY)
    horizontal, vertical = _line_maps(gray)
    stones = _stone_map(gray)
    rows = [(_normalise(horizontal.mean(axis=1)), 1.0), (_normalise(stones.mean(axis=1)), 0.7)]
    cols = [(_normalise(vertical.mean(axis=0)), 1.0), (_normalise(stones.mean(axis=0)), 0.7)]
    weight = centres.weight(0 if flat_centres is None else len(flat_centres))
    if weight > 0:
        # The stones' middles, counted along each axis: sharp peaks on the lines, more
        # telling the more stones hide the lines.
        rows.append((_normalise(_centre_profile(flat_centres[:, 1])), weight))
        cols.append((_normalise(_centre_profile(flat_centres[:, 0])), weight))
    return rows, cols


def edge_quality(picture: np.ndarray, corners: np.ndarray, size: int) -> float:
    """How clearly the grid ends where it is said to: 1 less the strongest line just past any
    of its four edges, as a share of its own lines' mean strength (a grid that is a part of a
    larger one, or off by a line, has a line past an edge and scores near 0)."""
    margin = 2
    responses = _line_responses(picture, corners, size, margin)
    rows, cols = _line_strengths(responses, size, margin)
    inside = np.concatenate([rows[margin : margin + size], cols[margin : margin + size]])
    mean = float(inside.mean())
    if mean <= 1e-6:
        return 0.0
    past = max(rows[margin - 1], rows[margin + size], cols[margin - 1], cols[margin + size])
    # Half way between two lines there is no line either (a grid at twice the spacing has).
    half_rows, half_cols = _line_strengths(responses, size, margin, half=0.5)
    between = float(np.concatenate([half_rows[margin : margin + size - 1], half_cols[margin : margin + size - 1]]).mean())
    # And every one of its lines shows: a grid at half the spacing has every other line blank.
    even = min(1.0, 2.0 * float(np.percentile(inside, 20)) / max(1e-6, float(np.median(inside))))
    return float(max(0.0, min(1.0 - past / mean, 1.0 - 2.0 * between / mean, even)))


def grid_quality(picture: np.ndarray, corners: np.ndarray, size: int, stones: np.ndarray, lines_only: bool = False) -> float:
    """How surely this is the grid: its lines' :func:`edge_quality`, and (unless the lines end
    clearly, or ``lines_only``) the share of stones that sit on its points, the stones
    counting for more the more of them there are."""
    lines = edge_quality(picture, corners, size)
    if lines_only or lines >= CLEAR_LINES:
        return lines
    on_points, near = centres.stone_quality(stones, corners, size)
    weight = 2 * centres.weight(near)
    if weight == 0:
        return lines
    return float((lines + weight * on_points) / (1 + weight))


#: A grid fitted to the lines alone whose lines end this clearly is taken as it is: the
#: stones are asked only where the lines are hidden or unclear.
CLEAR_LINES = 0.85


def fit(
    picture: np.ndarray, outline: np.ndarray, size: int | None, step: Callable[[float, str], None] | None = None
) -> GridFit | None:
    """The grid inside ``outline`` (four corners in ``picture``'s pixels).

    For each size: the best lattice of the straightened profiles, refined onto the photo's
    lines and moved onto them a line at a time. First from the lines alone; where those do
    not end clearly at the grid's edges (stones hide them), again with the stones' middles
    as evidence too, and the surer of the two is kept. The surest size wins.
    """
    flat, matrix = _straighten(picture, outline)
    back = np.linalg.inv(matrix)
    stones = centres.stone_centres(picture, outline)
    best: GridFit | None = None
    plain = _profiles(flat)
    with_stones = None
    for n in (size,) if size else SIZES:
        found = _fit_size(picture, plain, back, n, None)
        if found is not None:
            found = GridFit(n, found.corners, grid_quality(picture, found.corners, n, stones, lines_only=True))
        if (found is None or found.quality < CLEAR_LINES) and centres.weight(len(stones)) > 0:
            if with_stones is None:
                flat_centres = cv2.perspectiveTransform(stones[:, None, :2].astype(np.float32), matrix).reshape(-1, 2)
                with_stones = _profiles(flat, flat_centres)
            other = _fit_size(picture, with_stones, back, n, stones)
            if other is not None:
                other = GridFit(n, other.corners, grid_quality(picture, other.corners, n, stones))
                if found is None or other.quality > found.quality:
                    found = other
        if found is not None and (best is None or found.quality > best.quality):
            best = found
        if step is not None:
            step(0.45, translate("Photo", "Fitting the grid"))
    return best


def _fit_size(picture: np.ndarray, profiles: tuple, back: np.ndarray, n: int, stones: np.ndarray | None) -> GridFit | None:
    rows, cols = profiles
    _, spy, oy = _axis_fit(rows, n)
    _, spx, ox = _axis_fit(cols, n)
    if spx <= 0 or spy <= 0:
        return None
    last = n - 1
    flat_corners = np.array(
        [[ox, oy], [ox + last * spx, oy], [ox + last * spx, oy + last * spy], [ox, oy + last * spy]], np.float32
    )
    corners = cv2.perspectiveTransform(flat_corners.reshape(-1, 1, 2), back).reshape(4, 2).astype(np.float64)
    corners, _ = refine(picture, corners, n, rounds=2, stones=stones)
    corners = shift_onto_lines(picture, corners, n, stones)
    corners, _ = refine(picture, corners, n, rounds=1, stones=stones)
    return GridFit(size=n, corners=corners, quality=0.0)


def from_corners(picture: np.ndarray, corners: np.ndarray, size: int | None) -> GridFit:
    """The grid through four corner intersections given by hand; its size read when not given."""
    if size:
        return GridFit(size=size, corners=np.asarray(corners, np.float64), quality=1.0)
    best = None
    for n in SIZES:
        flat, _ = _straighten(picture, _margin_quad(corners, n))
        rows, cols = _profiles(flat)
        score = min(_lattice_score(rows, n), _lattice_score(cols, n))
        if best is None or score > best[0]:
            best = (score, n)
    return GridFit(size=best[1], corners=np.asarray(corners, np.float64), quality=1.0)


def _margin_quad(corners: np.ndarray, size: int) -> np.ndarray:
    """The quad half a cell outside the grid, so the outer lines are inside the canvas."""
    matrix = lattice_homography(corners, size)
    last = size - 1
    outer = np.array([[-0.5, -0.5], [last + 0.5, -0.5], [last + 0.5, last + 0.5], [-0.5, last + 0.5]], np.float32)
    return cv2.perspectiveTransform(outer.reshape(-1, 1, 2), matrix).reshape(4, 2)


def _lattice_score(profiles: list, size: int) -> float:
    """The score of the lattice of ``size`` lines filling the margin quad's canvas."""
    spacing = CANVAS / size
    xs = np.arange(CANVAS, dtype=np.float64)
    lines = spacing * (np.arange(size) + 0.5)
    mids = spacing * (np.arange(size - 1) + 1.0)
    return float(sum(w * (np.interp(lines, xs, p).mean() - np.interp(mids, xs, p).mean()) for p, w in profiles))


#: Pixels between two lines in the lattice-straightened image used to refine a grid.
REFINE_CELL = 24
#: Segments of each line whose position is measured on their own.
REFINE_PIECES = 6


def refine(
    picture: np.ndarray, corners: np.ndarray, size: int, rounds: int = 3, stones: np.ndarray | None = None
) -> tuple[np.ndarray, float]:
    """The grid's corners moved so its lines sit on the photo's lines, and the share of line
    pieces that were found where the grid says (a measure of how well it fits).

    The photo is straightened through the current grid; each line is cut into pieces, and
    each piece looks for the darkest thin line within a third of a cell of where it should
    be. A homography through all the pieces found (RANSAC, so stones and grain that look like
    a line are outvoted) is the new grid.
    """
    corners = np.asarray(corners, np.float64)
    support = 0.0
    c = REFINE_CELL
    margin = 2
    side = (size - 1 + 2 * margin) * c
    for _ in range(rounds):
        to_image = lattice_homography(corners, size)
        to_canvas_scale = np.array([[c, 0, margin * c], [0, c, margin * c], [0, 0, 1]], np.float64)
        to_canvas = to_canvas_scale @ np.linalg.inv(to_image)
        flat = cv2.warpPerspective(picture, to_canvas, (side, side), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
        horizontal, vertical = line_response(cv2.cvtColor(flat, cv2.COLOR_BGR2GRAY), 2)
        source, target = [], []
        window = int(c * 0.34)
        piece = (size - 1) * c / REFINE_PIECES
        found = tried = 0
        for k in range(size):
            for p in range(REFINE_PIECES):
                start = int(margin * c + p * piece)
                stop = int(margin * c + (p + 1) * piece)
                along = (start + stop) / 2 / c - margin
                centre = (k + margin) * c
                for response, horizontal_line in ((horizontal, True), (vertical, False)):
                    tried += 1
                    if horizontal_line:
                        band = response[centre - window : centre + window + 1, start:stop].mean(axis=1)
                    else:
                        band = response[start:stop, centre - window : centre + window + 1].mean(axis=0)
                    best = int(np.argmax(band))
                    strength = band[best]
                    if strength < 2.0 or strength < 2.5 * float(np.median(band)) + 0.5:
                        continue
                    found += 1
                    shift = (best - window) / c
                    if horizontal_line:
                        source.append((along, k))
                        target.append((along, k + shift))
                    else:
                        source.append((k, along))
                        target.append((k + shift, along))
        support = found / max(1, tried)
        if stones is not None and centres.weight(len(centres.near_grid(stones, corners, size))) > 0:
            # Each stone on a point pins that point too; its body shows higher than the
            # point, by about the same for every stone, so that common lift is taken out.
            lattice = centres.to_lattice(stones, corners, size)
            near = centres.on_points(lattice, size)
            if near.sum() >= 4:
                points = np.round(lattice[near])
                off = lattice[near] - points
                off[:, 1] -= float(np.median(off[:, 1]))
                source.extend(map(tuple, points))
                target.extend(map(tuple, points + off))
        if len(source) < 12:
            break
        matrix, inliers = cv2.findHomography(np.float32(source), np.float32(target), cv2.RANSAC, 0.12)
        if matrix is None:
            break
        last = size - 1
        lattice_corners = np.float32([[0, 0], [last, 0], [last, last], [0, last]]).reshape(-1, 1, 2)
        moved = cv2.perspectiveTransform(lattice_corners, matrix)
        corners = cv2.perspectiveTransform(moved, to_image).reshape(4, 2).astype(np.float64)
    return corners, support


def _line_responses(picture: np.ndarray, corners: np.ndarray, size: int, margin: int = 2) -> tuple[np.ndarray, np.ndarray]:
    """:func:`line_response` of the photo straightened through the grid, ``margin`` cells
    around it, a line every ``REFINE_CELL`` pixels."""
    c = REFINE_CELL
    side = (size - 1 + 2 * margin) * c
    to_image = lattice_homography(corners, size)
    scale = np.array([[c, 0, margin * c], [0, c, margin * c], [0, 0, 1]], np.float64)
    flat = cv2.warpPerspective(picture, scale @ np.linalg.inv(to_image), (side + 1, side + 1), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    return line_response(cv2.cvtColor(flat, cv2.COLOR_BGR2GRAY), 2)


def _line_strengths(responses: tuple[np.ndarray, np.ndarray], size: int, margin: int = 2, half: float = 0.0):
    """How strongly each line from ``-margin`` to ``size - 1 + margin`` (or, with ``half``,
    the places that far past each) shows in ``responses`` (:func:`_line_responses`), across
    the grid's span: rows (horizontal lines) and columns (vertical lines)."""
    horizontal, vertical = responses
    c = REFINE_CELL
    lo, hi = margin * c, (size - 1 + margin) * c
    rows, cols = [], []
    for k in range(size + 2 * margin - (1 if half else 0)):
        at = int(round((k + half) * c))
        rows.append(float(horizontal[max(0, at - 2) : at + 3, lo:hi].max(axis=0).mean()))
        cols.append(float(vertical[lo:hi, max(0, at - 2) : at + 3].max(axis=1).mean()))
    return np.array(rows), np.array(cols)


def shift_onto_lines(picture: np.ndarray, corners: np.ndarray, size: int, stones: np.ndarray | None = None) -> np.ndarray:
    """The grid moved a whole line at a time, along either axis, while the line just past
    one edge shows more than the grid's own line at the other edge (a grid off by one)."""
    corners = np.asarray(corners, np.float64)
    margin = 2
    last = size - 1
    for _ in range(4):
        rows, cols = _line_strengths(_line_responses(picture, corners, size, margin), size, margin)
        move = [0.0, 0.0]
        for axis, strengths in ((1, rows), (0, cols)):
            before, first, final, after = strengths[margin - 1], strengths[margin], strengths[margin + last], strengths[margin + last + 1]
            if before > 1.2 * final and before > 0.6 * first:
                move[axis] = -1.0
            elif after > 1.2 * first and after > 0.6 * final:
                move[axis] = 1.0
        if stones is not None and centres.weight(len(centres.near_grid(stones, corners, size))) > 0:
            # Stones past an edge: the grid is a line short on that side.
            lattice = np.round(centres.to_lattice(stones, corners, size))
            for axis in (0, 1):
                line = lattice[:, axis]
                before, after = int((line == -1).sum()), int((line == size).sum())
                first, final = int((line == 0).sum()), int((line == last).sum())
                if before >= 3 and before > final:
                    move[axis] = -1.0
                elif after >= 3 and after > first:
                    move[axis] = 1.0
        if move == [0.0, 0.0]:
            break
        lattice = np.float32([[0, 0], [last, 0], [last, last], [0, last]]) + np.float32(move)
        corners = np.array(lattice_to_image(corners, size, lattice), np.float64)
    return corners
