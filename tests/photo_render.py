"""Synthetic photos of a Go board, made here, for the photo reader's tests and benchmark.

The board is drawn flat, in millimetres scaled to pixels: wood with grain, the grid (cells
22 x 23.7 mm, as on a real goban), star points, stones as shaded discs with a drop shadow.
A pinhole camera then looks at it from ``tilt`` degrees off the vertical, with the board
turned ``rotate`` degrees in its plane: the flat board is warped by that camera's homography
onto a table, stones keep their height (their tops are drawn where the camera sees them), and
the board's thickness shows at its near edge. Light comes last: an uneven lamp, optional
shadows and glare, a colour cast, blur, noise and JPEG. Everything follows from ``seed``.

Rows of a position are strings of ``.``, ``X``, ``O``, row 0 at the top of the photo.
"""

from __future__ import annotations

import cv2
import numpy as np

CELL_W, CELL_H = 22.0, 23.7  # mm between lines, across and along the board
STONE_D = 22.2  # mm, a stone's diameter
LINE_MM, STAR_MM = 1.0, 4.0
WOODS = {"kaya": (105, 176, 226), "light": (150, 205, 236), "dark": (62, 112, 170), "pale": (170, 212, 228)}
BACKGROUNDS = {"table": (45, 65, 95), "cloth": (85, 105, 70), "white": (205, 208, 210), "grey": (120, 120, 118)}
N4 = ((1, 0), (-1, 0), (0, 1), (0, -1))
LAMPS = {"none": (255, 255, 255), "warm": (255, 205, 150), "cool": (200, 225, 255), "green": (110, 255, 120)}


def stars(size: int) -> list[tuple[int, int]]:
    """The star points of a board of ``size`` lines, as (row, col)."""
    edge = 2 if size < 13 else 3
    lines = (edge, size // 2, size - 1 - edge)
    points = [(r, c) for r in lines for c in lines]
    return points if size >= 19 else [p for p in points if p[0] == p[1] or p[0] + p[1] == size - 1]


def _grain(rng, h: int, w: int, colour, streaks: int) -> np.ndarray:
    """Wood: ``colour`` (BGR) with streaks running down the picture and a mottle."""
    out = np.empty((h, w, 3), np.float32)
    fine = cv2.resize(rng.normal(0, 1, (6, max(4, w // 3))).astype(np.float32), (w, h), interpolation=cv2.INTER_CUBIC)
    broad = cv2.resize(rng.normal(0, 1, (4, streaks)).astype(np.float32), (w, h), interpolation=cv2.INTER_CUBIC)
    mottle = cv2.resize(rng.normal(0, 1, (5, 5)).astype(np.float32), (w, h), interpolation=cv2.INTER_CUBIC)
    shade = 1 + 0.035 * fine + 0.05 * broad + 0.03 * mottle
    for k in range(3):
        out[..., k] = colour[k] * shade * (1 - 0.02 * k * broad)
    return out


def _camera(tilt: float, rotate: float, distance: float):
    """R and C of a camera ``distance`` mm from the board's centre, ``tilt`` degrees off the
    vertical towards the board's bottom edge, the board turned ``rotate`` degrees.

    World: x right, y down the board, z into the board (the camera is at z < 0)."""
    t, p = np.radians(tilt), np.radians(rotate)
    centre = np.array([0.0, distance * np.sin(t), -distance * np.cos(t)])
    z = -centre / distance
    x = np.array([1.0, 0.0, 0.0])
    R = np.stack([x, np.cross(z, x), z])
    turn = np.array([[np.cos(p), -np.sin(p)], [np.sin(p), np.cos(p)]])
    return R, centre, turn


def _plane(R, centre, turn, height: float) -> np.ndarray:
    """Homography from board millimetres (x, y, 1) on the plane ``height`` mm above the board
    (negative: below) to the camera's normalised image."""
    A = np.zeros((3, 3))
    A[:2, :2] = turn
    A[:2, 2] = -centre[:2]
    A[2, 2] = -height - centre[2]
    return R @ A


def _project(H: np.ndarray, pts) -> np.ndarray:
    pts = np.asarray(pts, np.float64).reshape(-1, 1, 2)
    return cv2.perspectiveTransform(pts, H).reshape(-1, 2)


def _q(point) -> tuple[int, int]:
    """A point for OpenCV's drawing with 4 fractional bits (``shift=4``)."""
    return tuple(int(round(v * 16)) for v in point)


def _stone(tex, cover, cx, cy, tx, ty, radius, top_radius, colour: str, s: float, light) -> None:
    """One stone on the flat texture ``tex`` (and its coverage on ``cover``): its side from the
    base at (cx, cy) to the top at (tx, ty), the top a shaded dome (all in texture pixels)."""
    pad = int(radius + abs(tx - cx) + abs(ty - cy) + 3)
    x0, y0 = max(0, int(cx) - pad), max(0, int(cy) - pad)
    x1, y1 = min(tex.shape[1], int(cx) + pad + 1), min(tex.shape[0], int(cy) + pad + 1)
    ys, xs = np.mgrid[y0:y1, x0:x1].astype(np.float32)
    seg = np.array([tx - cx, ty - cy])
    along = np.clip(((xs - cx) * seg[0] + (ys - cy) * seg[1]) / max(seg @ seg, 1e-6), 0, 1)
    side = np.clip(radius + 0.5 - np.hypot(xs - cx - along * seg[0], ys - cy - along * seg[1]), 0, 1)
    dx, dy = (xs - tx) / top_radius, (ys - ty) / top_radius
    r2 = np.clip(dx * dx + dy * dy, 0, 1)
    top = np.clip(top_radius * (1 - np.sqrt(dx * dx + dy * dy)) + 0.5, 0, 1)
    nz = np.sqrt(1 - 0.55 * r2)  # a flattish dome: the normal leans out towards the rim
    lambert = np.clip((dx * light[0] * 0.55 + dy * light[1] * 0.55 + nz * light[2]) / np.sqrt(1 - 0.45 * r2), 0, 1)
    spec = np.exp(-((dx - 0.5 * light[0] / light[2]) ** 2 + (dy - 0.5 * light[1] / light[2]) ** 2) / 0.05)
    if colour == "X":
        face = 18 + 28 * lambert + 75 * spec
        body, tint = 14.0, np.array([1.0, 1.0, 1.04])
    else:
        face = 238 * (0.72 + 0.28 * lambert) + 15 * spec
        body, tint = 165.0, np.array([1.01, 1.0, 0.97])
    patch = tex[y0:y1, x0:x1]
    patch[:] = patch * (1 - side[..., None]) + (body * tint)[None, None, :] * side[..., None]
    patch[:] = patch * (1 - top[..., None]) + np.clip(face[..., None] * tint, 0, 255) * top[..., None]
    np.maximum(cover[y0:y1, x0:x1], side, out=cover[y0:y1, x0:x1])


def render_board(position, size: int | None = None, *, seed: int = 0, width: int = 1200, height: int = 900,
                 tilt: float = 0.0, rotate: float = 0.0, light=(255, 255, 255), glare: bool = False,
                 shadows: bool = False, wood="kaya", jpeg_quality: int | None = 90, background="table",
                 stone_height: float = 9.0, fill: float = 0.8, margin: float = 0.6, noise: float = 2.5,
                 blur: float = 0.7, jitter: float = 0.8, thickness: float = 25.0):
    """A photo (BGR uint8, ``height`` x ``width``) of ``position`` and the true corners.

    ``position``: ``size`` strings of ``.``/``X``/``O``, row 0 at the top of the photo.
    ``tilt``: degrees the camera leans off the vertical (from the board's bottom edge);
    ``rotate``: degrees the board turns in its own plane (keep within +-40 so that its row 0
    stays at the top). ``light``: the lamp's colour, (r, g, b) or a name of ``LAMPS``, that
    multiplies the photo. ``glare``: a bright blown spot; ``shadows``: a soft shadow across
    the board and light falling off to one side. ``wood``/``background``: a name of
    ``WOODS``/``BACKGROUNDS`` or a BGR colour. ``stone_height``: mm from the board to a
    stone's top. ``fill``: the share of the picture the board takes. ``margin``: wood beyond
    the outer lines, in cells. ``jitter``: mm a stone sits off its point (random).
    ``jpeg_quality``: None for no JPEG re-encoding.

    The corners are the pixel positions of the intersections (0, 0), (0, n-1), (n-1, n-1),
    (n-1, 0) (top-left, top-right, bottom-right, bottom-left), where the board's lines meet
    at the board's surface.
    """
    n = size or len(position)
    if len(position) != n or any(len(row) != n for row in position):
        raise ValueError(f"the position is not {n}x{n}")
    rng = np.random.default_rng(seed)
    gx, gy = (n - 1) * CELL_W / 2, (n - 1) * CELL_H / 2
    bx, by = gx + margin * CELL_W, gy + margin * CELL_H
    R, C, turn = _camera(tilt, rotate, 2 * by * rng.uniform(2.0, 2.8))
    outline = [(-bx, -by), (bx, -by), (bx, by), (-bx, by)]
    silhouette = np.vstack([_project(_plane(R, C, turn, 0), outline), _project(_plane(R, C, turn, -thickness), outline)])
    ex, ey = gx + STONE_D / 2 + 3 * jitter, gy + STONE_D / 2 + 3 * jitter  # stones' tops may overhang the edge
    tops = _project(_plane(R, C, turn, stone_height), [(-ex, -ey), (ex, -ey), (ex, ey), (-ex, ey)])
    lo, hi = np.minimum(silhouette.min(0), tops.min(0)), np.maximum(silhouette.max(0), tops.max(0))
    k = fill * min(width / (hi - lo)[0], height / (hi - lo)[1])
    slack = np.array([width, height]) - k * (hi - lo)
    off = slack * rng.uniform(0.3, 0.7, 2) - k * lo
    fit = np.array([[k, 0, off[0]], [0, k, off[1]], [0, 0, 1.0]])

    def to_image(h_mm: float) -> np.ndarray:
        return fit @ _plane(R, C, turn, h_mm)

    corners = _project(to_image(0), [(-gx, -gy), (gx, -gy), (gx, gy), (-gx, gy)])
    ppm = np.linalg.norm(np.diff(np.vstack([corners, corners[:1]]), axis=0), axis=1) / np.array([2 * gx, 2 * gy] * 2)
    s = float(np.clip(1.4 * ppm.max(), 1.5, 5.0))  # texture pixels per mm
    ox, oy = ex + 15, ey + 15  # the texture reaches past the wood, for stones that overhang it
    tw, th = int(round(2 * ox * s)), int(round(2 * oy * s))
    tex = _grain(rng, th, tw, WOODS.get(wood, wood), streaks=int(rng.integers(12, 30)))
    to_tex = np.array([[1 / s, 0, -ox], [0, 1 / s, -oy], [0, 0, 1.0]])  # texture pixels -> mm

    def px(x_mm, y_mm):
        return (x_mm + ox) * s, (y_mm + oy) * s

    cover = np.zeros((th, tw), np.float32)  # what of the texture is seen: the wood, then stones
    (x0, y0), (x1, y1) = px(-bx, -by), px(bx, by)
    cover[int(round(y0)):int(round(y1)), int(round(x0)):int(round(x1))] = 1.0

    ink = np.zeros((th, tw), np.float32)
    for i in range(n):
        for a, b in ((px(-gx, -gy + i * CELL_H), px(gx, -gy + i * CELL_H)), (px(-gx + i * CELL_W, -gy), px(-gx + i * CELL_W, gy))):
            cv2.line(ink, _q(a), _q(b), 1.0, max(1, int(round(LINE_MM * s))), cv2.LINE_AA, shift=4)
    for r, c in stars(n):
        cv2.circle(ink, _q(px(-gx + c * CELL_W, -gy + r * CELL_H)), int(STAR_MM / 2 * s * 16), 1.0, -1, cv2.LINE_AA, shift=4)
    tex *= 1 - 0.85 * np.clip(ink, 0, 1)[..., None]
    lamp_dir = np.array([rng.uniform(-0.5, 0.5), rng.uniform(-0.7, -0.2), 1.0])
    lamp_dir /= np.linalg.norm(lamp_dir)

    stones = [(r, c, ch) for r, row in enumerate(position) for c, ch in enumerate(row) if ch in "XO"]
    centres = {(r, c): (-gx + c * CELL_W + rng.normal(0, jitter), -gy + r * CELL_H + rng.normal(0, jitter)) for r, c, _ in stones}
    shade = np.zeros((th, tw), np.float32)
    drop = -lamp_dir[:2] / lamp_dir[2] * stone_height * 0.35
    for r, c, _ in stones:
        x, y = centres[r, c]
        cv2.circle(shade, _q(px(x + drop[0], y + drop[1])), int(STONE_D / 2 * s * 16), 1.0, -1, cv2.LINE_AA, shift=4)
    shade = cv2.GaussianBlur(shade, (0, 0), 1.8 * s)
    tex *= 1 - 0.45 * shade[..., None]
    eye = turn.T @ C[:2]  # the camera's foot, in board millimetres
    depth = -C[2]
    stones.sort(key=lambda rc: -np.hypot(*(np.array(centres[rc[0], rc[1]]) - eye)))
    for r, c, ch in stones:
        x, y = centres[r, c]
        base, top = 0.15 * stone_height, stone_height
        grow_b, grow_t = depth / (depth - base), depth / (depth - top)
        bx_, by_ = px(eye[0] + grow_b * (x - eye[0]), eye[1] + grow_b * (y - eye[1]))
        tx_, ty_ = px(eye[0] + grow_t * (x - eye[0]), eye[1] + grow_t * (y - eye[1]))
        _stone(tex, cover, bx_, by_, tx_, ty_, STONE_D / 2 * s, STONE_D / 2 * s * grow_t, ch, s, lamp_dir)

    ppm_min = max(ppm.min(), 1e-3)
    tex = cv2.GaussianBlur(tex, (0, 0), max(0.3, 0.45 * s / ppm_min))
    H = to_image(0) @ to_tex
    board = cv2.warpPerspective(tex, H, (width, height), flags=cv2.INTER_LINEAR)
    alpha = cv2.warpPerspective(cover, H, (width, height), flags=cv2.INTER_LINEAR)

    bg = BACKGROUNDS.get(background, background)
    if background == "table":
        img = _grain(rng, height, width, bg, streaks=int(rng.integers(4, 12)))
    else:  # cloth, paper: an even colour with a fine mottle
        speckle = cv2.resize(rng.normal(0, 1, (height // 3, width // 3)).astype(np.float32), (width, height))
        img = np.asarray(bg, np.float32) * (1 + 0.04 * speckle)[..., None]
    hull = cv2.convexHull((silhouette @ fit[:2, :2].T + fit[:2, 2]).astype(np.float32)).reshape(-1, 2)
    under = np.zeros((height, width), np.float32)
    cast = hull + np.array([0.012 * width, 0.018 * height])  # the board's shadow on the table
    cv2.fillConvexPoly(under, np.round(cast * 16).astype(np.int32), 1.0, cv2.LINE_AA, shift=4)
    img *= 1 - 0.5 * cv2.GaussianBlur(under, (0, 0), 0.01 * width + 2)[..., None]
    edge = np.zeros((height, width), np.float32)
    cv2.fillConvexPoly(edge, np.round(hull * 16).astype(np.int32), 1.0, cv2.LINE_AA, shift=4)
    side_colour = 0.62 * np.asarray(WOODS.get(wood, wood), np.float32)
    img = img * (1 - edge[..., None]) + side_colour * edge[..., None]
    img = img * (1 - alpha[..., None]) + board * alpha[..., None]

    yy, xx = np.mgrid[0:height, 0:width].astype(np.float32)
    lamp = rng.uniform(-1, 1, 2)
    gain = 1.0 + 0.08 * ((xx / width - 0.5) * lamp[0] + (yy / height - 0.5) * lamp[1])
    gain -= 0.12 * (((xx / width - 0.5) ** 2 + (yy / height - 0.5) ** 2) * 2)  # a little vignetting
    if shadows:
        gain *= 1.0 + 0.3 * ((xx / width - 0.5) * np.sign(lamp[0]))
        blot = np.zeros((height, width), np.float32)  # a head or an arm between the lamp and a corner
        middle = corners.mean(0)
        centre = tuple(int(v) for v in middle + (corners[rng.integers(4)] - middle) * rng.uniform(0.5, 1.1))
        axes = (int(rng.uniform(0.15, 0.3) * width), int(rng.uniform(0.1, 0.25) * height))
        cv2.ellipse(blot, centre, axes, float(rng.uniform(0, 180)), 0, 360, 1.0, -1)
        gain *= 1 - 0.45 * cv2.GaussianBlur(blot, (0, 0), 0.05 * width)
    img *= gain[..., None]
    if glare:
        gxy = corners.mean(0) + (corners[2] - corners[0]) * rng.uniform(-0.3, 0.3, 2)
        sigma = rng.uniform(0.05, 0.1) * min(width, height)
        spot = np.exp(-((xx - gxy[0]) ** 2 + ((yy - gxy[1]) * 1.4) ** 2) / (2 * sigma * sigma))
        img += (255 - np.clip(img, 0, 255)) * (0.92 * spot)[..., None]
    lamp_bgr = np.asarray(LAMPS.get(light, light), np.float32)[::-1] / 255.0
    img *= lamp_bgr
    if blur > 0:
        img = cv2.GaussianBlur(img, (0, 0), blur)
    img += rng.normal(0, noise, img.shape).astype(np.float32)
    out = np.clip(img, 0, 255).astype(np.uint8)
    if jpeg_quality:
        ok, data = cv2.imencode(".jpg", out, [cv2.IMWRITE_JPEG_QUALITY, int(jpeg_quality)])
        out = cv2.imdecode(data, cv2.IMREAD_COLOR)
    return out, tuple((float(x), float(y)) for x, y in corners)


def _place(grid: list[list[str]], r: int, c: int, colour: str) -> bool:
    """Put a stone on (r, c) if it is empty and no chain touching it, its own included, is left
    without a liberty; say whether it was put."""
    size = len(grid)
    if grid[r][c] != ".":
        return False
    grid[r][c] = colour
    for sr, sc in [(r, c)] + [(r + dr, c + dc) for dr, dc in N4]:
        if not (0 <= sr < size and 0 <= sc < size) or grid[sr][sc] == ".":
            continue
        seen, todo, free = {(sr, sc)}, [(sr, sc)], False
        while todo and not free:
            pr, pc = todo.pop()
            for qr, qc in ((pr + dr, pc + dc) for dr, dc in N4):
                if 0 <= qr < size and 0 <= qc < size and (qr, qc) not in seen:
                    if grid[qr][qc] == ".":
                        free = True
                    elif grid[qr][qc] == grid[sr][sc]:
                        seen.add((qr, qc))
                        todo.append((qr, qc))
        if not free:
            grid[r][c] = "."
            return False
    return True


def random_finished_position(size: int = 19, seed: int = 0, density: float = 0.7) -> list[str]:
    """A dense, legal, finished-looking position: territories of both colours walled off
    along their borders, filled to about ``density`` of the points with stones (walls, inner
    stones and a few dead-looking stones of the other colour), every chain with a liberty."""
    rng = np.random.default_rng(seed)
    k = max(4, size - 5)
    sites = rng.uniform(0, size - 1, (k, 2))
    owner_of = np.array(["X", "O"] * k)[:k][rng.permutation(k)]
    rr, cc = np.mgrid[0:size, 0:size]
    wobble = cv2.resize(rng.normal(0, 1.2, (4, 4)).astype(np.float32), (size, size), interpolation=cv2.INTER_CUBIC)
    dist = np.stack([np.hypot(rr - a, cc - b) for a, b in sites]) + wobble[None] * rng.choice([-1, 1], (k, 1, 1))
    owner = owner_of[dist.argmin(0)]
    padded = np.pad(owner, 1, mode="edge")
    on_border = np.zeros((size, size), bool)
    for dr, dc in N4:
        on_border |= padded[1 + dr:1 + dr + size, 1 + dc:1 + dc + size] != owner
    grid = [["."] * size for _ in range(size)]
    border = list(zip(*np.nonzero(on_border)))
    for i in rng.permutation(len(border)):
        _place(grid, *border[i], owner[border[i]])
    reach = cv2.distanceTransform((~on_border).astype(np.uint8), cv2.DIST_L1, 3)  # steps from a border
    inner = [(r, c) for r in range(size) for c in range(size) if grid[r][c] == "."]
    inner.sort(key=lambda p: reach[p] + rng.exponential(2.5))  # thick walls, open territories
    stones = size * size - len(inner)
    for r, c in inner:
        if stones >= int(density * size * size):
            break
        colour = owner[r, c] if rng.random() > 0.06 else ("O" if owner[r, c] == "X" else "X")
        stones += _place(grid, r, c, colour)
    return ["".join(row) for row in grid]


def random_opening(size: int = 19, seed: int = 0, n: int = 30) -> list[str]:
    """``n`` stones (fewer if no legal point is left), Black and White in turn, most of them
    on the third and fourth lines, none of them captured."""
    rng = np.random.default_rng(seed)
    grid = [["."] * size for _ in range(size)]
    line = np.minimum(np.arange(size), size - 1 - np.arange(size))
    weight = np.outer(*[np.where((line == 2) | (line == 3), 4.0, 1.0)] * 2).ravel()
    placed = 0
    for index in rng.choice(size * size, size * size, replace=False, p=weight / weight.sum()):
        if placed == n:
            break
        placed += _place(grid, index // size, index % size, "XO"[placed % 2])
    return ["".join(row) for row in grid]
