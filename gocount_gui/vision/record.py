"""A reading as a game record: a setup-only SGF of the position, the photo named in it."""

from __future__ import annotations

from sgfmill import sgf

from gocount_gui.vision.reading import Reading


def position_sgf(reading: Reading, photo_name: str) -> bytes:
    """An SGF whose root sets up the stones read (rows from the photo's top), with a comment
    that names the photo they were read from."""
    game = sgf.Sgf_game(size=reading.size)
    black, white = reading.stones()
    last = reading.size - 1
    root = game.get_root()
    # sgfmill's points are (row, col) with row 0 at the bottom of the board.
    root.set_setup_stones([(last - r, c) for r, c in black], [(last - r, c) for r, c in white])
    root.set("GC", f"Position read from photo {photo_name}")
    return game.serialise()
