"""Autosave: every unsaved count is kept on disk, so a crash loses nothing.

After each change the model's state goes, at most a few hundred
milliseconds later and off the GUI thread, into a small JSON file in
``<AppDataLocation>/autosave/`` (``~/.local/share/gocount/gocount/autosave``
on Linux). The file is written like a saved game: a temporary file in the
same folder, fsync, rename. When the count is saved, discarded or back to
what was opened, its file is removed.

Each window has its own file, ``<pid>-<32 random hex digits>.json``, and holds a
:class:`QLockFile` beside it (``<name>.json.lock``) for as long as it
lives. Qt takes a lock whose owner process is gone as stale, so on the next
start :meth:`AutosaveFolder.orphans` finds exactly the files that a killed
or crashed gocount left, never those of a window still open in another
instance.

The file format (``"format": 1``) holds the position as one digit per point
(0 empty, 1 Black, 2 White, row 0 first), points as ``[row, col]``, and the
tray, rule set, komi, the game's facts (``info``: players, ranks, date,
event, ...), the file the count came from, its game number and the file's
size, modification time and SHA-256 when it was opened (``source_hash``,
absent in autosaves of older versions).
"""

from __future__ import annotations

import dataclasses
import os
import stat
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QElapsedTimer, QLockFile, QObject, QStandardPaths, QTimer, Signal

from ..i18n import QT_TRANSLATE_NOOP, shown, translate
from ..record.info import PROPERTIES as INFO_PROPERTIES, GameInfo
from ..record.sgf import FileTooLarge, NotRegularFile, read_regular_file, said
from ..record.values import OutOfRange, read_board_size, read_count, read_handicap, read_komi
from ..record.write import fsync_folder, plain_os_error
from ..scoring.board import Position
from ..scoring.colour import Colour, PerColour
from ..scoring.ledger import Tray
from ..scoring.rules import PRESETS
from .state import CountState

FORMAT = 1

INFO_FIELDS = tuple(INFO_PROPERTIES)
"""The game's facts an autosave may hold under ``"info"`` (absent in
older autosaves: none)."""
"""The version of the autosave file; a file of another version is not read."""

DELAY_MS = 300
"""How long after the last change the autosave is written."""

LONGEST_WAIT_MS = 1000
"""A stream of changes (a long drag) still gets written this often."""


class AutosaveError(ValueError):
    """An autosave file that cannot be read back, with the reason."""


@dataclass(frozen=True)
class Autosave:
    """What an autosave file holds.

    state: the count.
    source: the SGF file the count came from, or None for a new count.
    game_index: which game of that file (from 0).
    source_stamp: the file's (modification time in ns, size) when the count
        was opened or last saved, to tell whether it changed since.
    saved_at: when the autosave was written (seconds since the epoch).
    source_hash: the SHA-256 of the file's bytes then (hexadecimal), or None.
    """

    state: CountState
    source: Path | None = None
    game_index: int = 0
    source_stamp: tuple[int, int] | None = None
    saved_at: float = 0.0
    source_hash: str | None = None


# ---- the JSON form -------------------------------------------------------------


def _colour_text(colour: Colour | None) -> str | None:
    return None if colour is None else colour.letter


def _colour_value(text: Any) -> Colour | None:
    if text is None:
        return None
    if text not in ("B", "W"):
        raise AutosaveError(QT_TRANSLATE_NOOP("Model", "not a colour: {value}").format(value=repr(text)))
    return Colour.from_letter(text)


def _pair(value: PerColour[int] | None) -> list[int] | None:
    return None if value is None else [value.black, value.white]


def _pair_value(value: Any, what: str, optional: bool = True) -> PerColour[int] | None:
    if value is None and optional:
        return None
    black, white = value
    return PerColour(_whole(black, what), _whole(white, what))


def _whole(value: Any, what: str = "count") -> int:
    if not isinstance(value, int):  # JSON numbers only: a text is no count here
        raise AutosaveError(QT_TRANSLATE_NOOP("Model", "not a count: {value}").format(value=shown_value(value)))
    return read_count(value, what)


def shown_value(value: Any) -> str:
    """A JSON value as an error quotes it: short, whatever it holds."""
    text = repr(value) if not isinstance(value, int) or value.bit_length() < 200 else f"{value.bit_length()}-bit number"
    return text if len(text) <= 40 else text[:40] + "..."


def _point_value(value: Any, size: int) -> tuple[int, int]:
    row, col = value
    if not (isinstance(row, int) and isinstance(col, int) and 0 <= row < size and 0 <= col < size):
        raise AutosaveError(QT_TRANSLATE_NOOP("Model", "not a point of a {size}x{size} board: {value}").format(size=size, value=repr(value)))
    return (row, col)


def to_json(saved: Autosave) -> dict:
    """The JSON object of an autosave (see the module's docstring)."""
    state = saved.state
    tray = state.tray
    return {
        "format": FORMAT,
        "program": "gocount",
        "saved_at": saved.saved_at,
        "source": None if saved.source is None else str(saved.source),
        "game_index": saved.game_index,
        "source_stamp": None if saved.source_stamp is None else list(saved.source_stamp),
        "source_hash": saved.source_hash,
        "size": state.size,
        "position": "".join(str(cell) for cell in state.position.cells),
        "dead": sorted(list(p) for p in state.dead),
        "overrides": sorted([row, col, _colour_text(owner)] for (row, col), owner in state.overrides.items()),
        "rules": state.rules_key,
        "last_move": None if state.last_move is None else list(state.last_move),
        "tray": {
            "captures": _pair(tray.captures),
            "passes": _pair(tray.passes),
            "last_pass": _colour_text(tray.last_pass),
            "handicap": tray.handicap,
            "komi": tray.komi,
            "played_before_first_pass": _pair(tray.played_before_first_pass),
            "played": _pair(tray.played),
        },
        "confidence": sorted([row, col, value] for (row, col), value in state.confidence.items()),
        "reasons": sorted([row, col, text] for (row, col), text in state.reasons.items()),
        "info": {name: value for name, value in dataclasses.asdict(state.info).items() if value is not None},
    }


def from_json(data: Any) -> Autosave:
    """The autosave a JSON object describes.

    Raises AutosaveError, saying what is wrong, for anything that is not an
    autosave of this format.
    """
    if not isinstance(data, dict):
        raise AutosaveError(QT_TRANSLATE_NOOP("Model", "not an autosave: the file holds no JSON object"))
    if data.get("format") != FORMAT:
        raise AutosaveError(QT_TRANSLATE_NOOP("Model", "autosave format {found}; this gocount reads format {format}").format(found=repr(data.get("format")), format=FORMAT))
    try:
        size = data["size"]
        if not isinstance(size, int):
            raise AutosaveError(QT_TRANSLATE_NOOP("Model", "the board size is not a number: {value}").format(value=shown_value(size)))
        size = read_board_size(size)
        cells = data["position"]
        if not isinstance(cells, str) or set(cells) - set("012"):
            raise AutosaveError(QT_TRANSLATE_NOOP("Model", "the position is not a string of 0, 1 and 2"))
        position = Position(size, tuple(int(c) for c in cells))
        tray_data = data["tray"]
        komi = tray_data["komi"]
        if isinstance(komi, bool) or not isinstance(komi, (int, float)):
            raise AutosaveError(QT_TRANSLATE_NOOP("Model", "komi is not a number: {value}").format(value=shown_value(komi)))
        handicap = tray_data["handicap"]
        if not isinstance(handicap, int):
            raise AutosaveError(QT_TRANSLATE_NOOP("Model", "not a count: {value}").format(value=shown_value(handicap)))
        tray = Tray(
            captures=_pair_value(tray_data["captures"], "captures", optional=False),
            passes=_pair_value(tray_data["passes"], "passes", optional=False),
            last_pass=_colour_value(tray_data["last_pass"]),
            handicap=read_handicap(handicap),
            komi=read_komi(komi),
            played_before_first_pass=_pair_value(tray_data["played_before_first_pass"], "stones played"),
            played=_pair_value(tray_data["played"], "stones played"),
        )
        rules_key = data["rules"]
        if rules_key not in PRESETS:
            raise AutosaveError(QT_TRANSLATE_NOOP("Model", "unknown rule set {value}").format(value=repr(rules_key)))
        last = data["last_move"]
        confidence = {}
        for row, col, value in data["confidence"]:
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise AutosaveError(QT_TRANSLATE_NOOP("Model", "a confidence is not a number: {value}").format(value=repr(value)))
            if not 0 <= value <= 1:
                raise AutosaveError(QT_TRANSLATE_NOOP("Model", "a confidence is not a number from 0 to 1: {value}").format(value=shown_value(value)))
            confidence[_point_value((row, col), size)] = float(value)
        reasons = {}
        for row, col, text in data["reasons"]:
            reasons[_point_value((row, col), size)] = str(text)
        info = data.get("info", {})
        if not isinstance(info, dict) or not all(isinstance(v, str) for v in info.values()):
            raise AutosaveError(QT_TRANSLATE_NOOP("Model", "the game's facts are not texts"))
        dead = frozenset(_point_value(p, size) for p in data["dead"])
        empty = sorted(p for p in dead if position.get(p) is None)
        if empty:
            raise AutosaveError(QT_TRANSLATE_NOOP("Model", "a dead stone is marked on an empty point: {point}").format(point=list(empty[0])))
        state = CountState(
            position,
            tray,
            dead=dead,
            overrides={_point_value((row, col), size): _colour_value(owner) for row, col, owner in data["overrides"]},
            rules_key=rules_key,
            last_move=None if last is None else _point_value(last, size),
            confidence=confidence,
            reasons=reasons,
            info=GameInfo(**{name: info[name] for name in INFO_FIELDS if name in info}),
        )
        source = data["source"]
        if source is not None and (not isinstance(source, str) or "\0" in source):
            raise AutosaveError(QT_TRANSLATE_NOOP("Model", "the autosave's source is no file name"))
        stamp = data.get("source_stamp")
        if stamp is not None and not (isinstance(stamp, list) and len(stamp) == 2 and all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x < 2**63 for x in stamp)):
            raise AutosaveError(QT_TRANSLATE_NOOP("Model", "the source file's stamp is not two whole numbers"))
        digest = data.get("source_hash")
        if digest is not None and not (isinstance(digest, str) and len(digest) == 64 and all(c in "0123456789abcdef" for c in digest)):
            raise AutosaveError(QT_TRANSLATE_NOOP("Model", "the source file's hash is not a SHA-256"))
        game_index = _whole(data.get("game_index", 0), "game")
        saved_at = data.get("saved_at", 0.0)
        if isinstance(saved_at, bool) or not isinstance(saved_at, (int, float)) or not 0 <= saved_at < 1e11:
            saved_at = 0.0  # only shown in the restore question, as "an unknown time"
        return Autosave(
            state,
            None if source is None else Path(str(source)),
            game_index,
            None if stamp is None else (stamp[0], stamp[1]),
            float(saved_at),
            digest,
        )
    except AutosaveError:
        raise
    except OutOfRange as err:
        raise AutosaveError(QT_TRANSLATE_NOOP("Model", "the autosave is damaged: {error}").format(error=said(err))) from None
    except KeyError as err:
        raise AutosaveError(QT_TRANSLATE_NOOP("Model", "the autosave has no {field}").format(field=repr(err.args[0]))) from None
    except (TypeError, ValueError, OverflowError, IndexError, AttributeError) as err:
        raise AutosaveError(QT_TRANSLATE_NOOP("Model", "the autosave is damaged: {error}").format(error=said(err))) from None


def dumps(saved: Autosave) -> bytes:
    """The bytes of an autosave file."""
    import json  # loaded at the first autosave, not at start-up

    # ASCII with escapes: a file name that is not UTF-8 (os.fsdecode gives
    # it lone surrogates) survives the round trip, and so does any text
    return json.dumps(to_json(saved), ensure_ascii=True, separators=(",", ":")).encode("ascii")


def loads(data: bytes) -> Autosave:
    """An autosave from its file's bytes. Raises AutosaveError."""
    import json

    try:
        value = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as err:
        raise AutosaveError(QT_TRANSLATE_NOOP("Model", "the autosave is not JSON: {error}").format(error=err)) from None
    return from_json(value)


MAX_AUTOSAVE_BYTES = 5_000_000
"""An autosave holds one count: a few kB. Anything larger is not one."""


def load(path: Path) -> Autosave:
    """The autosave in ``path``. Raises AutosaveError (also when the file
    cannot be read). Only a regular file that is no link is read, without
    blocking and at most :data:`MAX_AUTOSAVE_BYTES`: a FIFO, a device, a
    folder or a link put in the autosave folder is refused, never waited on."""
    try:
        data = read_regular_file(path, MAX_AUTOSAVE_BYTES, follow_links=False)
    except NotRegularFile:
        raise AutosaveError(QT_TRANSLATE_NOOP("Model", "{path} is not a regular file").format(path=path)) from None
    except FileTooLarge:
        raise AutosaveError(QT_TRANSLATE_NOOP("Model", "{path} is too large to be an autosave").format(path=path)) from None
    except (OSError, ValueError) as err:
        raise AutosaveError(QT_TRANSLATE_NOOP("Model", "cannot read {path}: {error}").format(path=path, error=getattr(err, "strerror", None) or err)) from None
    return loads(data)


# ---- the folder and its files -------------------------------------------------------


def default_folder() -> Path:
    """``<AppDataLocation>/autosave``: the user's application data folder
    (QStandardPaths), which follows the application's organisation and name."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if not base:
        base = str(Path.home() / ".gocount")
    return Path(base) / "autosave"


def write_file(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically: a temporary file in the same
    folder, fsync, rename, fsync of the folder. Raises OSError."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.urandom(4).hex()}.tmp")
    try:
        handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(handle, view):]
            os.fsync(handle)
        finally:
            os.close(handle)
        os.replace(temporary, path)
    except OSError:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise
    fsync_folder(path.parent)


def _lock(path: Path) -> QLockFile:
    lock = QLockFile(str(path) + ".lock")
    lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
    return lock


@dataclass
class Orphan:
    """An autosave left by a gocount that was killed or crashed, locked by
    us while the player decides. ``saved`` is None when the file cannot be
    read; ``error`` then says why."""

    path: Path
    lock: QLockFile
    saved: Autosave | None
    error: str | None = None

    def remove(self) -> None:
        """Delete the file (restored or discarded) and let go of it."""
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
        self.lock.unlock()

    def release(self) -> None:
        """Keep the file for the next start and let go of it."""
        self.lock.unlock()


class AutosaveFolder:
    """The folder of autosave files (created when first written)."""

    def __init__(self, folder: Path | str | None = None) -> None:
        self.path = Path(folder) if folder is not None else default_folder()

    def new_file(self) -> Path:
        """A file name no other window or instance uses."""
        return self.path / f"{os.getpid()}-{os.urandom(16).hex()}.json"

    def orphans(self) -> list[Orphan]:
        """The autosaves no running gocount holds, oldest first, each locked
        until :meth:`Orphan.remove` or :meth:`Orphan.release`. Stale lock
        files without an autosave are cleaned up on the way."""
        if not self.path.is_dir():
            return []
        found = []
        for path in sorted(self.path.glob("*.json"), key=_mtime):
            try:
                if not stat.S_ISREG(os.lstat(path).st_mode):
                    continue  # a folder, a link or a pipe named *.json is no autosave of ours
            except OSError:
                continue
            lock = _lock(path)
            if not lock.tryLock(0):
                continue  # a live window of a running gocount
            try:
                saved, error = load(path), None
            except AutosaveError as err:
                saved, error = None, said(err)
            found.append(Orphan(path, lock, saved, error))
        for stale in self.path.glob("*.json.lock"):
            owner = stale.with_suffix("")
            if not owner.exists():
                lock = _lock(owner)
                if lock.tryLock(0):  # removes the stale lock, then ours
                    lock.unlock()
        return found


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


class Autosaver(QObject):
    """Keeps one model's unsaved count in its own autosave file.

    ``model`` is a :class:`~gocount_gui.model.GameModel`. After a change the
    file is written :data:`DELAY_MS` later (sooner changes restart the
    wait, up to :data:`LONGEST_WAIT_MS`) by a worker thread, in the order
    the changes came; when the count becomes clean the file is removed.

    Signals:
        failed(str): an autosave could not be written, in words.
    """

    failed = Signal(str)

    def __init__(self, model, folder: AutosaveFolder | Path | str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.folder = folder if isinstance(folder, AutosaveFolder) else AutosaveFolder(folder)
        self.path = self.folder.new_file()
        self._lock: QLockFile | None = None
        self._enabled = True
        self._closed = False
        self._written = False
        self._last_error: str | None = None
        self._pool = None  # the worker thread, started by the first write
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.write_now)
        self._waiting = QElapsedTimer()
        model.scored.connect(self._changed)
        model.undo_stack.cleanChanged.connect(self._clean_changed)

    @property
    def _worker(self):
        """The one worker thread, started on first use: a window that is
        only looked at never starts it (nor imports concurrent.futures)."""
        if self._pool is None:
            from concurrent.futures import ThreadPoolExecutor

            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="gocount-autosave")
        return self._pool

    @property
    def pending(self) -> bool:
        """True while a change waits for its autosave."""
        return self._timer.isActive()

    def _changed(self, *_args) -> None:
        if not self._enabled:
            return
        if not self._timer.isActive():
            self._waiting.start()
            self._timer.start(DELAY_MS)
        elif self._waiting.elapsed() < LONGEST_WAIT_MS:
            self._timer.start(DELAY_MS)

    def _clean_changed(self, clean: bool) -> None:
        if not self._enabled:
            return
        if clean:
            self._timer.stop()
            self._submit_remove()
        else:
            self._changed()

    def write_now(self) -> None:
        """Write (or remove, when the count is clean) at once, without
        waiting for the delay; the worker thread still does the writing."""
        self._timer.stop()
        if not self._enabled:
            return
        if not self.model.dirty:
            self._submit_remove()
            return
        if self._lock is None:
            try:
                self.folder.path.mkdir(parents=True, exist_ok=True)
            except OSError as err:
                self._report(translate("Model", "the count could not be autosaved: {error}").format(error=shown(plain_os_error(err, self.folder.path))))
                return
            lock = _lock(self.path)
            if not lock.tryLock(0):
                unusable = translate("Model", "the autosave folder {folder} cannot be used ({error})")
                self._report(unusable.format(folder=self.folder.path, error=_lock_error(lock)))
                return
            self._lock = lock
        model = self.model
        source = None if model.source is None else model.source.absolute()
        saved = Autosave(model.state, source, model.game_index, model.source_stamp, time.time(), model.source_hash)
        data = dumps(saved)
        self._written = True
        self._worker.submit(self._write, self.path, data)

    def _write(self, path: Path, data: bytes) -> None:  # in the worker thread
        try:
            write_file(path, data)
        except OSError as err:
            self._report(translate("Model", "the count could not be autosaved: {error}").format(error=shown(plain_os_error(err, path.parent))))
        else:
            self._last_error = None

    def _report(self, message: str) -> None:
        if message != self._last_error:  # once per kind of trouble, not per change
            self._last_error = message
            self.failed.emit(message)

    def _submit_remove(self) -> None:
        if self._written and not self._closed:
            self._written = False
            self._worker.submit(_remove, self.path)

    def flush(self) -> None:
        """Write a pending change now and wait until the worker is done."""
        if self._closed:
            return
        if self._timer.isActive():
            self.write_now()
        if self._pool is not None:
            self._pool.submit(lambda: None).result()

    def discard(self) -> None:
        """Remove this window's autosave, stop autosaving and let go of the
        lock (the window is closing, or will never have work to keep)."""
        if self._closed:
            return
        self._closed = True
        self._timer.stop()
        self._enabled = False
        if self._pool is not None:  # no thread, nothing was ever written
            self._pool.submit(_remove, self.path)
            self._pool.shutdown(wait=True)
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


def _remove(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError:
        pass  # a leftover file is offered for restore next time; nothing is lost


def _lock_error(lock: QLockFile) -> str:
    error = lock.error()
    if error == QLockFile.LockError.PermissionError:
        return translate("Model", "no permission to write there")
    if error == QLockFile.LockError.LockFailedError:
        return translate("Model", "it is in use")
    return translate("Model", "unknown error")



