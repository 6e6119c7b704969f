"""A second opinion on dead stones from GNU Go, when it is installed.

GNU Go is no dependency of gocount: everything works without it. When a
``gnugo`` program is on the PATH (or in /usr/games, where Debian puts it),
:func:`gnugo_dead` loads a record into it over GTP (``loadsgf``) and asks
for ``final_status_list dead``. GNU Go
reads the last position of the main line, so the answer is about the same
final position gocount counts.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from .colour import Point, parse_point_name
from .text import translate

GNUGO = "gnugo"
_DEBIAN_GAMES = "/usr/games"  # where Debian and Ubuntu install gnugo, often not on the PATH


class RefereeError(ValueError):
    """GNU Go is installed but did not answer: it timed out, failed, or
    said something that is no list of points."""


def gnugo_available() -> bool:
    """True if a ``gnugo`` program is on the PATH (or in /usr/games)."""
    return _program() is not None


def gnugo_version() -> str | None:
    """GNU Go's version line (``GNU Go 3.8``), or None when it is not installed
    or does not say."""
    program = _program()
    if program is None:
        return None
    try:
        done = subprocess.run([program, "--version"], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return None
    lines = done.stdout.strip().splitlines()
    return lines[0].strip() if lines else None


def _program() -> str | None:
    return shutil.which(GNUGO) or shutil.which(GNUGO, path=_DEBIAN_GAMES)


def gnugo_dead(record: str | os.PathLike | bytes, size: int | None = None, timeout: float = 20.0) -> frozenset[Point] | None:
    """The stones GNU Go calls dead in the final position of an SGF record.

    ``record`` is a path to an SGF file or the file's bytes. ``size`` is the
    board size, read from the GTP ``query_boardsize`` command when not given.
    Returns None when GNU Go is not installed. Raises RefereeError when it
    does not answer within ``timeout`` seconds or answers with an error.
    """
    program = _program()
    if program is None:
        return None
    if isinstance(record, bytes):
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "game.sgf"
            path.write_bytes(record)
            return _ask(program, path, size, timeout)
    return _ask(program, Path(record), size, timeout)


def _ask(program: str, path: Path, size: int | None, timeout: float) -> frozenset[Point]:
    if not path.is_file():
        raise RefereeError(translate("Referee", "{path}: cannot read the file").format(path=path))
    if any(c in str(path) for c in "\n\r"):
        raise RefereeError(translate("Referee", "{path}: a path with a line break cannot be sent over GTP").format(path=path))
    commands = f"loadsgf {path}\nquery_boardsize\nfinal_status_list dead\nquit\n"
    try:
        done = subprocess.run(
            [program, "--mode", "gtp", "--quiet"],
            input=commands,
            capture_output=True,
            text=True,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        raise RefereeError(translate("Referee", "{path}: GNU Go gave no answer within {seconds} s").format(
            path=path, seconds=f"{timeout:g}")) from None
    except OSError as err:
        raise RefereeError(translate("Referee", "{path}: GNU Go could not be started: {error}").format(path=path, error=str(err))) from None
    answers = _responses(done.stdout)
    if len(answers) < 3:
        said = done.stderr.strip() or done.stdout.strip() or translate("Referee", "no output")
        raise RefereeError(translate("Referee", "{path}: GNU Go stopped early: {output}").format(path=path, output=said))
    for answer in answers[:3]:
        if answer.startswith("?"):
            raise RefereeError(translate("Referee", "{path}: GNU Go refused: {answer}").format(path=path, answer=answer[1:].strip()))
    board_size = size or int(answers[1][1:].strip())
    try:
        return frozenset(parse_point_name(name, board_size) for name in answers[2][1:].split())
    except ValueError as err:
        raise RefereeError(translate("Referee", "{path}: GNU Go's answer is no list of points: {error}").format(
            path=path, error=str(err))) from None


def _responses(output: str) -> list[str]:
    """GTP responses: each starts with ``=`` or ``?`` and ends at a blank line."""
    responses: list[str] = []
    current: list[str] = []
    for line in output.splitlines():
        if line.strip():
            current.append(line.strip())
        elif current:
            responses.append(" ".join(current))
            current = []
    if current:
        responses.append(" ".join(current))
    return responses
