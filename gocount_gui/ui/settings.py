"""Reading the settings with their types and ranges checked.

QSettings gives back whatever the settings file holds: a text where a
number belongs, a list where a text belongs, a window geometry that is not
one. Every setting gocount reads goes through one reader here, which
checks the type and range (numbers through :mod:`gocount_gui.record.values`)
and gives back the default when the value cannot be used. Such a setting is
removed (the next write puts a good one back) and a one-line note is kept
for the window's status bar (:func:`take_notes`); nothing is raised.

A window's geometry is handed to Qt only when it has the shape Qt itself
writes (its marker, its version and its length). The toolbar's place and a
splitter's sizes are not kept in Qt's own blobs at all but as plain
numbers: Qt reads the counts inside those blobs without limit, and one
damaged count (the number of toolbar lines, a splitter's handle width)
makes the start hang or allocate until the program is killed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from PySide6.QtCore import QByteArray, QSettings

from ..i18n import translate
from ..record.values import OutOfRange, read_board_size, read_seconds, read_whole

_notes: list[str] = []


def take_notes() -> list[str]:
    """The notes about settings reset since the last call, oldest first."""
    notes = list(_notes)
    _notes.clear()
    return notes


def reset(settings: QSettings, key: str, why: str) -> None:
    """Remove setting ``key`` that could not be read, noting ``why``."""
    settings.remove(key)
    note = translate("Window", "The setting {key} could not be read ({why}) and was reset").format(key=key, why=why)
    if note not in _notes:
        _notes.append(note)


def _raw(settings: QSettings, key: str):
    """The stored value of ``key``, or None when it is missing (or Qt
    cannot give it to Python)."""
    try:
        return settings.value(key)
    except (TypeError, ValueError, RuntimeError):
        reset(settings, key, translate("Window", "a value of a kind gocount does not use"))
        return None


def _kind(value) -> str:
    return type(value).__name__


def read_text(settings: QSettings, key: str, default: str = "", allowed: Callable[[str], bool] | None = None) -> str:
    """A text setting; ``allowed`` may refuse some texts (then the default)."""
    value = _raw(settings, key)
    if value is None:
        return default
    if not isinstance(value, str):
        reset(settings, key, translate("Window", "a {kind} where a text belongs").format(kind=_kind(value)))
        return default
    if len(value) > 4096 or "\0" in value or (allowed is not None and not allowed(value)):
        reset(settings, key, translate("Window", "{value} is not one of its values").format(value=repr(value[:40])))
        return default
    return value


def read_texts(settings: QSettings, key: str) -> list[str]:
    """A list of texts (QSettings gives one text for a one-item list)."""
    value = _raw(settings, key)
    if value is None:
        return []
    if isinstance(value, str):
        value = [value] if value else []
    if not isinstance(value, list) or not all(isinstance(v, str) and len(v) <= 4096 and "\0" not in v for v in value) or len(value) > 100:
        reset(settings, key, translate("Window", "a {kind} where a list of texts belongs").format(kind=_kind(value)))
        return []
    return list(value)


def read_bool(settings: QSettings, key: str, default: bool = False) -> bool:
    """A yes-or-no setting (``true``/``false`` as QSettings writes it)."""
    value = _raw(settings, key)
    if value is None:
        return default
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false", "1", "0"):
        return value.lower() in ("true", "1")
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    reset(settings, key, translate("Window", "{value} is neither true nor false").format(value=repr(value)[:40]))
    return default


def _number(settings: QSettings, key: str, default, reader):
    value = _raw(settings, key)
    if value is None:
        return default
    try:
        return reader(value)
    except OutOfRange as err:
        reset(settings, key, str(err))
        return default


def read_int(settings: QSettings, key: str, default: int, lowest: int, highest: int) -> int:
    """A whole number from ``lowest`` to ``highest``."""
    return _number(settings, key, default, lambda value: read_whole(value, key, lowest, highest))


def read_size(settings: QSettings, key: str, default: int = 19) -> int:
    """A board size, 2 to 25."""
    return _number(settings, key, default, lambda value: read_board_size(value, key))


def read_float(settings: QSettings, key: str, default: float, lowest: float, highest: float) -> float:
    """A number from ``lowest`` to ``highest`` (seconds, say)."""
    return _number(settings, key, default, lambda value: read_seconds(value, lowest, highest, key))


def read_folder(settings: QSettings, key: str) -> str:
    """A folder's absolute path, or "" (a relative one means nothing once
    gocount starts in another folder)."""
    return read_text(settings, key, "", lambda text: Path(text).is_absolute())


def read_sizes(settings: QSettings, key: str, count: int) -> list[int] | None:
    """``count`` widths in pixels (a splitter's parts), each from 0 to
    100,000; None when missing or refused."""
    texts = read_texts(settings, key)
    if not texts:
        return None
    try:
        if len(texts) != count:
            raise OutOfRange(translate("Window", "{count} sizes where {wanted} belong").format(count=len(texts), wanted=count))
        return [read_whole(text, key, 0, 100_000) for text in texts]
    except OutOfRange as err:
        reset(settings, key, str(err))
        return None


def read_shape(settings: QSettings, key: str, sample: QByteArray) -> QByteArray | None:
    """A saved window geometry or widget state, handed back only when it
    has ``sample``'s shape: what Qt writes for the same widget now, whose
    first 8 bytes are Qt's marker and version and whose length is fixed
    for one toolbar and one splitter. None when missing or refused."""
    value = _raw(settings, key)
    if value is None:
        return None
    if not isinstance(value, (QByteArray, bytes, bytearray)):
        reset(settings, key, translate("Window", "a {kind} where Qt's saved state belongs").format(kind=_kind(value)))
        return None
    data = bytes(value)
    expected = bytes(sample)
    if len(data) != len(expected) or data[:8] != expected[:8]:
        reset(settings, key, translate("Window", "{length} bytes that are not Qt's saved state").format(length=len(data)))
        return None
    return QByteArray(data)
