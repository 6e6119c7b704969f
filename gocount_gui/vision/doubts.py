"""The points of a reading a player should look at, and shapes no game can leave.

A point is doubtful when its confidence is low, and the few least sure points are always
shown for a look; a chain with no liberty cannot stand on a
board at the end of a game, so its least sure stones are doubtful too, and it is named.
"""

from __future__ import annotations

from gocount_gui.scoring.text import translate

#: Points less sure than this are doubtful.
DOUBT_BELOW = 0.90
#: At most this many low-confidence points are listed (impossible shapes come on top).
MOST = 12
#: The least sure points always shown, however sure they are: on the development photos read
#: with their true corners, a board with one wrong point had it as its least sure point.
LEAST = 4


def _chains_without_liberty(position: tuple[str, ...]) -> list[list[tuple[int, int]]]:
    size = len(position)
    seen: set[tuple[int, int]] = set()
    dead_chains = []
    for r in range(size):
        for c in range(size):
            colour = position[r][c]
            if colour == "." or (r, c) in seen:
                continue
            chain, stack, free = [], [(r, c)], False
            seen.add((r, c))
            while stack:
                pr, pc = stack.pop()
                chain.append((pr, pc))
                for nr, nc in ((pr - 1, pc), (pr + 1, pc), (pr, pc - 1), (pr, pc + 1)):
                    if 0 <= nr < size and 0 <= nc < size:
                        there = position[nr][nc]
                        if there == ".":
                            free = True
                        elif there == colour and (nr, nc) not in seen:
                            seen.add((nr, nc))
                            stack.append((nr, nc))
            if not free:
                dead_chains.append(chain)
    return dead_chains


def find(position: tuple[str, ...], confidence) -> tuple[list[tuple[int, int]], list[str]]:
    """Doubtful points, most doubtful first, and sentences for the shapes that cannot be."""
    size = len(position)
    problems: list[str] = []
    ranked = sorted((confidence[r][c], (r, c)) for r in range(size) for c in range(size))
    doubtful = [p for index, (sure, p) in enumerate(ranked[:MOST]) if sure < DOUBT_BELOW or index < LEAST]
    columns = "ABCDEFGHJKLMNOPQRST"
    for chain in _chains_without_liberty(position):
        weakest = sorted(chain, key=lambda p: confidence[p[0]][p[1]])[:3]
        for point in weakest:
            if point not in doubtful:
                doubtful.insert(0, point)
        r, c = chain[0]
        name = f"{columns[c]}{size - r}"
        if position[r][c] == "X":
            problems.append(translate("Photo", "The black chain at {point} has no liberty: a stone around it is probably misread.").format(point=name))
        else:
            problems.append(translate("Photo", "The white chain at {point} has no liberty: a stone around it is probably misread.").format(point=name))
    return doubtful, problems
