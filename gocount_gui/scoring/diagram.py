"""Boards as text diagrams, for tests, doctests and error messages.

``#`` (or ``X``/``x``/``B``) is Black, ``o`` (or ``O``/``W``) is White, ``.``
(or ``+``) is empty; the top line of the diagram is the top row of the board.
Row and column labels, as sgfmill's ``render_board`` writes them, are ignored.
"""

from __future__ import annotations

from .board import Position
from .colour import BLACK, EMPTY, WHITE

_CODES = {"#": BLACK, "x": BLACK, "X": BLACK, "B": BLACK, "o": WHITE, "O": WHITE, "W": WHITE, ".": EMPTY, "+": EMPTY}


def parse_diagram(text: str) -> Position:
    """A position from a square diagram.

    Raises ValueError if the rows differ in length or the board is not square.

    >>> parse_diagram('''
    ...     # o
    ...     . #
    ... ''').cells
    (0, 1, 1, 2)
    """
    rows = []
    for line in text.strip("\n").splitlines():
        tokens = line.split()
        if tokens and tokens[0].isdigit():
            tokens = tokens[1:]  # a row label
        if not tokens:
            continue
        if all(t in _CODES for t in tokens):
            rows.append([_CODES[t] for t in tokens])
        elif all(t.isalpha() for t in tokens):
            continue  # the column labels
        else:
            raise ValueError(f"not a board row: {line.strip()!r}")
    size = len(rows)
    if any(len(row) != size for row in rows):
        raise ValueError(f"diagram is not square: {[len(r) for r in rows]} columns in {size} rows")
    cells: list[int] = []
    for row in reversed(rows):
        cells.extend(row)
    return Position(size, tuple(cells))


def render_diagram(position: Position, marks: dict | None = None) -> str:
    """The diagram of a position, top row first; ``marks`` maps points to
    characters drawn instead of the stone (for example dead stones)."""
    size = position.size
    lines = []
    for row in range(size - 1, -1, -1):
        chars = []
        for col in range(size):
            if marks and (row, col) in marks:
                chars.append(marks[(row, col)])
            else:
                chars.append(".#o"[position.cells[row * size + col]])
        lines.append(" ".join(chars))
    return "\n".join(lines) + "\n"
