"""The file behind a count, as it was when gocount read it.

A count opened from a file keeps three facts about that file: its
modification time and size (:func:`file_stamp`, cheap to compare) and the
SHA-256 of its bytes (:func:`content_hash`). Before anything is written
into the file again, :func:`change_since` compares them with the file as
it is now: a file whose time changed but whose bytes did not is the same
file; one whose bytes changed was changed by someone else, and the player
is asked. The facts travel in the autosave, so a count restored after a
crash still knows the file as it was when the count was made.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from ..record import Collection, SgfError, read_bytes


def content_hash(data: bytes) -> str:
    """The SHA-256 of ``data``, in hexadecimal.

    >>> content_hash(b"(;GM[1])")[:12]
    '4ae6ec4e272d'
    """
    return hashlib.sha256(data).hexdigest()


def file_stamp(path: Path) -> tuple[int, int] | None:
    """A file's (modification time in ns, size), or None when it is gone."""
    try:
        info = Path(path).stat()
    except (OSError, ValueError):
        return None
    return (info.st_mtime_ns, info.st_size)


@dataclass(frozen=True)
class FileChange:
    """How the file behind a count differs from the file the count was made
    from.

    kind: "deleted" (no file there any more) or "changed" (other bytes).
    since_ns: the file's modification time when the count read it, or None.
    board: the board size of the count's game in the file now; None when
        the file cannot be read as SGF or no longer holds that game.
    """

    kind: str
    since_ns: int | None = None
    board: int | None = None


def board_size_in(data: bytes, path: Path, game_index: int) -> int | None:
    """The board size of game ``game_index`` in SGF ``data``, read without
    replaying it; None when the data are no SGF or hold no such game."""
    try:
        games = Collection(data, str(path)).summaries()
    except (SgfError, ValueError):
        return None
    return games[game_index].size if 0 <= game_index < len(games) else None


def change_since(path: Path, stamp: tuple[int, int] | None, digest: str | None, game_index: int = 0) -> FileChange | None:
    """How ``path`` changed since it had ``stamp`` and the bytes whose hash
    is ``digest``; None when it did not. With the same stamp the file is
    taken as unchanged (nothing is read); with another stamp its bytes
    decide, and without a ``digest`` (an autosave of an older gocount) any
    other stamp counts as a change."""
    since = stamp[0] if stamp is not None else None
    now = file_stamp(path)
    if now is None:
        return FileChange("deleted", since)
    if stamp is not None and now == stamp:
        return None
    try:
        data = read_bytes(path)
    except SgfError:
        return FileChange("changed", since)
    if digest is not None and content_hash(data) == digest:
        return None
    return FileChange("changed", since, board_size_in(data, path, game_index))
