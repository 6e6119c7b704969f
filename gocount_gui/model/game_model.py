"""The game-state model: one QObject that owns the count being made.

Every change is a :class:`QUndoCommand` on one :class:`QUndoStack`; a
command holds the state before and after, so undo and redo just put a state
back. After each change the model counts the new state once
(:func:`~gocount_gui.model.state.take_snapshot`) and emits ``scored`` with
the snapshot; widgets draw that and never count themselves.

Data flows one way: gesture -> a method here -> a command -> the scorers ->
``scored`` -> widgets repaint.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import QObject, QThreadPool, Signal, Slot
from PySide6.QtGui import QUndoCommand, QUndoStack

from ..i18n import QT_TRANSLATE_NOOP, Context, shown, translate
from ..record import Collection, GameRecord, SgfError, read_bytes
from ..record.info import GameInfo
from ..record.write import atomic_write, count_to_write, new_record, write_count
from ..scoring import text as sentence
from ..scoring.colour import Colour, Point, point_name
from ..scoring.rules import PRESETS, TITLES
from .source import FileChange, change_since, content_hash, file_stamp
from .state import NO_REGION, CountState, Snapshot, new_state, take_regions, take_snapshot

_PAINT_ID = 1  # commands of one drag merge into one
_COUNTER_ID = 2  # changes in a row to one counter of a lid merge into one


class StateCommand(QUndoCommand):
    """A change from one state to another; ``stroke`` makes the commands
    of one drag merge into one undo step."""

    def __init__(self, model: "GameModel", text: str, before: CountState, after: CountState, stroke: int | None = None):
        super().__init__(shown(text))
        self.words = text  # a Text: the Undo menu names the step in the language of the day
        self.model = model
        self.before = before
        self.after = after
        self.stroke = stroke

    def id(self) -> int:  # noqa: A003 - Qt's name
        return _PAINT_ID if self.stroke is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt's name
        if not isinstance(other, StateCommand) or other.stroke != self.stroke:
            return False
        self.after = other.after
        return True

    def redo(self) -> None:
        self.model._show(self.after)

    def undo(self) -> None:
        self.model._show(self.before)


class NewCountCommand(StateCommand):
    """A new count put in place of the one open, as one undo step (a
    position read from a photo): the count is no longer the file's, and
    undo brings back the count before with its file and record.
    ``before_origin`` is what :meth:`GameModel._origin` said before."""

    def __init__(self, model: "GameModel", text: str, before: CountState, after: CountState, before_origin: tuple):
        super().__init__(model, text, before, after)
        self.before_origin = before_origin

    def redo(self) -> None:
        self.model._put(self.after, None)

    def undo(self) -> None:
        self.model._put(self.before, self.before_origin)


class CounterCommand(StateCommand):
    """A change to one counter of a lid (``counter`` is ``("captures",
    colour)`` or ``("passes", colour)``). Changes in a row to the same
    counter (clicks on + and -, the arrow keys, a typed number) merge into
    one undo step named for the whole change: "Black's lid: captured 3 →
    6"; one that ends where it began leaves no step at all."""

    def __init__(self, model: "GameModel", counter: tuple[str, Colour], before: CountState, after: CountState):
        super().__init__(model, counter_text(counter, before, after), before, after, counter)

    def id(self) -> int:  # noqa: A003 - Qt's name
        return _COUNTER_ID

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt's name
        if not super().mergeWith(other):
            return False
        self.words = counter_text(self.stroke, self.before, self.after)
        self.setText(shown(self.words))
        self.setObsolete(self.after == self.before)
        return True


def counter_text(counter: tuple[str, Colour], before: CountState, after: CountState) -> str:
    """The Undo menu's words for a change to a lid's counter, naming the
    lid the stones lie in: White's captured stones (X_W) and White's pass
    stones (R_W) are in Black's lid.

    >>> from gocount_gui.model.state import new_state
    >>> start = new_state(9)
    >>> counter_text(("captures", Colour.WHITE), start, start.with_tray(captures=start.tray.captures.replace(Colour.WHITE, 4)))
    "Black's lid: captured 0 \u2192 4"
    """
    field, stones = counter
    old, new = getattr(before.tray, field)[stones], getattr(after.tray, field)[stones]
    if stones is Colour.WHITE:  # in Black's lid
        text = sentence.translate("Model", "Black's lid: captured {old} \u2192 {new}") if field == "captures" else sentence.translate("Model", "Black's lid: pass stones {old} \u2192 {new}")
    else:
        text = sentence.translate("Model", "White's lid: captured {old} \u2192 {new}") if field == "captures" else sentence.translate("Model", "White's lid: pass stones {old} \u2192 {new}")
    return text.format(old=old, new=new)


Model = Context("Model")
"""The model's counted messages (lupdate reads the context from the name)."""


class _Relay(QObject):
    """Carries a worker thread's result back to the GUI thread (a signal
    emitted from another thread is queued to the receiver's thread)."""

    done = Signal(int, object, object)


class GameModel(QObject):
    """The count being made: position, dead marks, region owners, tray,
    handicap, komi, rule set, and the file it came from.

    Signals:
        scored(Snapshot): after every change, with the new count.
        notice(str): a message for the status bar (a refused mark, a
            finished suggestion).
        busy(bool): a dead-stone suggestion started or ended.
        suggested(): a suggestion's marks arrived (after ``scored``).
        source_changed(str): the file name changed (empty for none).
    """

    scored = Signal(object)
    notice = Signal(str)
    busy = Signal(bool)
    suggested = Signal()
    source_changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.source: Path | None = None
        self.game_index = 0
        self.record: GameRecord | None = None
        self._record_position = None
        self._source_bytes: bytes | None = None
        self.source_stamp: tuple[int, int] | None = None
        """The source file's (mtime in ns, size) when it was read or saved."""
        self.source_hash: str | None = None
        """The SHA-256 of the source file's bytes when it was read or saved."""
        self._state = new_state(19)
        self._snapshot = take_snapshot(self._state)
        self._generation = 0
        self._opening_generation: int | None = None  # the suggestion made as the game opened
        self._joining: tuple[int, QUndoCommand] | None = None  # a suggestion whose marks join that step
        self._running = False
        self._relay = _Relay(self)
        self._relay.done.connect(self._suggested)

    # ---- reading -----------------------------------------------------------

    @property
    def state(self) -> CountState:
        return self._state

    @property
    def snapshot(self) -> Snapshot:
        """The latest count; the same value the last ``scored`` carried."""
        return self._snapshot

    @property
    def dirty(self) -> bool:
        """True when there are changes since the last open or save."""
        return not self.undo_stack.isClean()

    @property
    def suggesting(self) -> bool:
        return self._running

    # ---- whole counts --------------------------------------------------------

    def reset(
        self,
        state: CountState,
        source: Path | None = None,
        record: GameRecord | None = None,
        game_index: int = 0,
        data: bytes | None = None,
    ) -> None:
        """Start over from ``state``: the undo history is cleared and the
        count is clean (nothing to save). ``data`` are the bytes of
        ``source`` as read (else they are read again when saving)."""
        self.cancel_suggestion()
        self.undo_stack.clear()
        self.source = source
        self.record = record
        self.game_index = game_index
        self._record_position = record.position if record is not None else None
        self._source_bytes = data
        self.source_stamp = file_stamp(source) if source is not None else None
        self.source_hash = content_hash(data) if source is not None and data is not None else None
        self._show(state)
        self.undo_stack.setClean()
        self.source_changed.emit(str(source) if source else "")

    def new_count(self, size: int, handicap: int = 0, komi: float | None = None, rules_key: str = "japanese") -> None:
        """An empty board for an over-the-board count. Raises ValueError for
        a size or handicap the board cannot have."""
        self.reset(new_state(size, handicap, komi, rules_key))

    def open_file(
        self,
        path: str | Path,
        game_index: int = 0,
        records: list[GameRecord] | None = None,
        data: bytes | None = None,
        record: GameRecord | None = None,
    ) -> GameRecord:
        """Open game ``game_index`` of an SGF file: its final position, its
        lids and passes, its TB/TW markup as dead stones and region owners,
        its komi, handicap and rules. ``records`` are the file's games, or
        ``record`` that game alone, and ``data`` its bytes when the caller
        has read them already (the file is read once either way; of a
        collection only the game opened is replayed). Raises SgfError, and
        then changes nothing."""
        path = Path(path)
        if record is None and records is not None:
            if not 0 <= game_index < len(records):
                raise SgfError(QT_TRANSLATE_NOOP("Record", "there is no game {number} in the file").format(number=game_index + 1), str(path))
            record = records[game_index]
        if record is None:
            data = read_bytes(path) if data is None else data
            record = Collection(data, str(path)).game(game_index)
        if data is None:
            try:
                data = path.read_bytes()
            except OSError:
                data = None  # read again when saving
        self.reset(state_from_record(record), path, record, game_index, data)
        return record

    def count_position(self, state: CountState, text: str) -> NewCountCommand:
        """Put ``state`` in place of the count open, as a new count with no
        file behind it, in one undo step named ``text`` (a Text): undo
        brings back the count before, its file included. A running
        suggestion is dropped. Returns the step, for
        :meth:`suggest_dead`'s ``join``."""
        self.cancel_suggestion()
        command = NewCountCommand(self, text, self._state, state, self._origin())
        self.undo_stack.push(command)
        return command

    def _origin(self) -> tuple:
        """The file behind the count, as :meth:`_put` takes it back."""
        return (self.source, self.record, self.game_index, self._record_position, self._source_bytes, self.source_stamp, self.source_hash)

    def _put(self, state: CountState, origin: tuple | None) -> None:
        """Show ``state`` as the count of ``origin`` (None: of no file)."""
        before = self.source
        origin = origin or (None, None, 0, None, None, None, None)
        self.source, self.record, self.game_index, self._record_position, self._source_bytes, self.source_stamp, self.source_hash = origin
        self._show(state)
        if self.source != before:
            self.source_changed.emit(str(self.source) if self.source else "")

    def restore(self, saved, *, adopt_file: bool = False) -> str | None:
        """Take up a count from an :class:`~gocount_gui.model.autosave.Autosave`:
        its state, and its source file when that can still be read (else
        it becomes a new count). The count is left modified, so it still
        has to be saved. Returns a note for the player, or None.

        The file is remembered as it was when the count was made (its
        stamp and hash from the autosave), so a change made to it since is
        seen, and asked about, at the next save. ``adopt_file`` takes the
        file as it is now instead: the player chose to save over it."""
        note = None
        source, record, data = saved.source, None, None
        if source is not None:
            try:
                data = read_bytes(source)
                record = Collection(data, str(source)).game(saved.game_index)
            except SgfError as err:
                note = translate(
                    "Model", "{name} cannot be read any more ({reason}); the count is restored as a new record: save it with Save As"
                ).format(name=source.name, reason=shown(err.reason))
                source = None
        self.reset(saved.state, source, record, saved.game_index if source else 0, data)
        if source is not None and not adopt_file:
            # as when the count was made; (-1, -1) matches no file, so a
            # count whose file had no stamp asks before it is written back
            self.source_stamp = saved.source_stamp or (-1, -1)
            self.source_hash = saved.source_hash
        self.undo_stack.resetClean()
        return note

    def file_change(self) -> FileChange | None:
        """How the file the count came from changed on disk since it was
        opened or saved (see :func:`~gocount_gui.model.source.change_since`),
        or None (unchanged, or no file). A file touched but with the same
        bytes counts as unchanged, and is remembered with its new stamp."""
        if self.source is None:
            return None
        change = change_since(self.source, self.source_stamp, self.source_hash, self.game_index)
        if change is None:
            self.source_stamp = file_stamp(self.source)
        return change

    def disk_change(self) -> str | None:
        """Whether the file the count came from changed on disk since it
        was opened or saved: "deleted", "changed", or None (unchanged, or no
        file). A file touched but with the same bytes counts as unchanged."""
        change = self.file_change()
        return None if change is None else change.kind

    def save(self, path: str | Path, *, overwrite: bool = True) -> Path:
        """Save the count to ``path`` through the record writer: into the
        file it came from (everything else in that file kept, an edited
        position added as a setup node), or as a new record. Atomic; raises
        SgfError and then leaves every file as it was."""
        path = Path(path)
        snap = self._snapshot
        if snap.score is None:
            raise SgfError(QT_TRANSLATE_NOOP("Model", "this count cannot be saved until it can be counted: {problem}").format(problem=snap.problem), str(path))
        if path.exists() and not overwrite:
            raise SgfError(QT_TRANSLATE_NOOP("Model", "the file exists"), str(path))
        state = self._state
        count = count_to_write(
            snap.score, state.rules_key, setup=self._setup_changes(), dead=state.dead, overrides=state.overrides, info=state.info
        )
        other_size = self.record is not None and self.record.size != state.size
        if other_size and path.resolve() == self.source.resolve():
            refused = QT_TRANSLATE_NOOP("Model", "the file holds a {file}x{file} game and the count is {count}x{count}; a count is never written over a game of another size")
            raise SgfError(refused.format(file=self.record.size, count=state.size), str(path))
        if self.source is not None and not other_size:
            data = self._source_bytes
            if data is None:
                try:
                    data = self.source.read_bytes()
                except OSError as err:
                    again = QT_TRANSLATE_NOOP("Model", "cannot read the game's file again: {error}")
                    raise SgfError(again.format(error=err.strerror or err), str(self.source)) from None
            written = write_count(data, count, self.game_index, str(self.source))
        else:
            written = new_record(self._state.position, count)
        atomic_write(path, written)
        self._source_bytes = written
        self._record_position = state.position  # the file ends with it now: the next save's setup starts here
        self.source_stamp = file_stamp(path)
        self.source_hash = content_hash(written)
        if self.source != path:
            self.source = path
            self.source_changed.emit(str(path))
        self.undo_stack.setClean()
        return path

    def _setup_changes(self):
        """AB, AW and AE that turn the record's final position into the one
        on the board, or None when there is no record or no change."""
        old = self._record_position
        if old is None:
            return None
        new = self._state.position
        if new == old or new.size != old.size:  # another size: the writer refuses the game
            return None
        changes: dict[Colour | None, list[Point]] = {Colour.BLACK: [], Colour.WHITE: [], None: []}
        for point in new.points():
            now = new.get(point)
            if now != old.get(point):
                changes[now].append(point)
        return tuple(frozenset(changes[c]) for c in (Colour.BLACK, Colour.WHITE, None))

    # ---- commands ------------------------------------------------------------

    def retranslate(self) -> None:
        """Name every undo step again in the language installed."""
        for index in range(self.undo_stack.count()):
            command = self.undo_stack.command(index)
            if isinstance(command, StateCommand):
                command.setText(shown(command.words))

    def _push(self, text: str, after: CountState, stroke: int | None = None) -> bool:
        if after == self._state:
            return False
        self.undo_stack.push(StateCommand(self, text, self._state, after, stroke))
        return True

    def place(self, points: Point | list[Point], colour: Colour | None, stroke: int | None = None) -> bool:
        """Put stones of ``colour`` on ``points`` (None erases). Calls with
        the same ``stroke`` (one drag) make one undo step. Returns False when
        nothing changed."""
        if isinstance(points, tuple):
            points = [points]
        one = len(points) == 1 and stroke is None
        if colour is None:
            text = sentence.translate("Model", "Erase {point}") if one else sentence.translate("Model", "Erase stones")
        elif colour is Colour.BLACK:
            text = sentence.translate("Model", "Place black {point}") if one else sentence.translate("Model", "Place black stones")
        else:
            text = sentence.translate("Model", "Place white {point}") if one else sentence.translate("Model", "Place white stones")
        return self._push(text.format(point=point_name(points[0]) if one else ""), self._state.with_stones(colour, points), stroke)

    def toggle_dead(self, point: Point, *, chain_only: bool = False, force: bool = False) -> str | None:
        """Mark the stones of ``point`` dead, or alive again if they are
        dead: the related stones (its colour joined through the regions it
        encloses, as CGoban does), or its one chain with ``chain_only``.

        Marking a group that clearly lives (two eyes, or five points of
        territory) is refused unless ``force``: the reason is returned and
        sent as ``notice``. Returns None when the marks changed."""
        from ..scoring.dead import kill_guard  # loaded at the first mark, not at start-up

        state = self._state
        stones = self.toggle_targets(point, chain_only=chain_only)
        if not stones:
            return None
        if point in state.dead:
            self._push(sentence.translate("Model", "Mark {point} alive").format(point=point_name(point)), state.with_dead(state.dead - stones).decided(stones))
            return None
        reason = kill_guard(state.position, stones, state.dead, force=force)
        if reason is not None:
            message = translate("Model", "Not marked dead: {reason} (to mark it anyway: Shift+click it, or press F)").format(reason=shown(reason))
            self.notice.emit(message)
            return message
        self._push(sentence.translate("Model", "Mark {point} dead").format(point=point_name(point)), state.with_dead(state.dead | stones).decided(stones))
        return None

    def toggle_targets(self, point: Point, *, chain_only: bool = False) -> frozenset[Point]:
        """The stones a dead-mark click on ``point`` would mark dead or
        alive (see :meth:`toggle_dead`); empty on an empty point. The board
        outlines them under the mouse before the click."""
        from ..scoring.dead import chain_stones, related_stones

        position = self._state.position
        if position.get(point) is None:
            return frozenset()
        if chain_only:
            return chain_stones(position, point)
        return related_stones(position, point, self._state.dead)

    def clear_dead(self) -> bool:
        """Every stone alive again."""
        return self._push(sentence.translate("Model", "Clear dead marks"), self._state.with_dead(()).replace(confidence={}, reasons={}))

    def cycle_owner(self, point: Point) -> bool:
        """Give the empty region through ``point`` (dead stones lifted) its
        next owner: automatic, Black, White, neutral, and round again.
        Returns False when no empty region is there."""
        score = self._snapshot.score  # the current state's regions, counted already
        regions = score.regions if score is not None else take_regions(self._state)
        owner = self._state.next_owner(point, regions)
        if owner is NO_REGION:
            return False
        if owner == "auto":
            text = sentence.translate("Model", "Region at {point}: automatic")
        elif owner is Colour.BLACK:
            text = sentence.translate("Model", "Region at {point}: Black")
        elif owner is Colour.WHITE:
            text = sentence.translate("Model", "Region at {point}: White")
        else:
            text = sentence.translate("Model", "Region at {point}: neutral")
        return self._push(text.format(point=point_name(point)), self._state.with_owner(point, owner, regions))

    def set_captures(self, colour: Colour, count: int) -> bool:
        """X_c: ``colour``'s stones captured during play (they lie in the
        other player's lid). Changes in a row to one counter are one undo
        step."""
        tray = self._state.tray
        return self._push_counter(("captures", colour), self._state.with_tray(captures=tray.captures.replace(colour, max(0, count))))

    def set_passes(self, colour: Colour, count: int) -> bool:
        """R_c: passes ``colour`` made (one pass stone each in the other
        lid). Changes in a row to one counter are one undo step."""
        tray = self._state.tray
        return self._push_counter(("passes", colour), self._state.with_tray(passes=tray.passes.replace(colour, max(0, count))))

    def _push_counter(self, counter: tuple[str, Colour], after: CountState) -> bool:
        if after == self._state:
            return False
        self.undo_stack.push(CounterCommand(self, counter, self._state, after))
        return True

    def set_last_pass(self, colour: Colour | None) -> bool:
        """Who passed last (None: nobody passed)."""
        if colour is Colour.BLACK:
            text = sentence.translate("Model", "Last pass: Black")
        elif colour is Colour.WHITE:
            text = sentence.translate("Model", "Last pass: White")
        else:
            text = sentence.translate("Model", "Last pass: nobody")
        return self._push(text, self._state.with_tray(last_pass=colour))

    def set_komi(self, komi: float) -> bool:
        return self._push(sentence.translate("Model", "Komi {komi}").format(komi=f"{komi:g}"), self._state.with_tray(komi=float(komi)))

    def set_handicap(self, handicap: int) -> bool:
        """H, as the count takes it (the stones on the board are not moved)."""
        return self._push(sentence.translate("Model", "Handicap {stones}").format(stones=handicap), self._state.with_tray(handicap=max(0, int(handicap))))

    def set_info(self, info: GameInfo) -> bool:
        """The game's facts (players, ranks, date, event, round, place,
        name), as one undo step. Returns False when nothing changed."""
        return self._push(sentence.translate("Model", "Edit game info"), self._state.replace(info=info))

    def set_rules(self, key: str) -> bool:
        """Show preset ``key`` on top. Raises KeyError for an unknown key."""
        if key not in PRESETS:
            raise KeyError(key)
        return self._push(sentence.translate("Model", "Rules: {rules}").format(rules=TITLES[key]), self._state.replace(rules_key=key))

    # ---- dead-stone suggestion off the GUI thread -------------------------------

    def suggest_dead(self, *, as_opened: bool = False, join: QUndoCommand | None = None) -> None:
        """Suggest the dead stones in a worker thread; the marks arrive as
        one undo step, unless the stones changed meanwhile or the
        suggestion was cancelled.

        ``as_opened``: the suggestion is part of opening the game, so a
        count with no changes yet stays without changes once the marks
        arrive (nothing to save, nothing to ask about on closing); the
        step can still be undone.

        ``join``: a :class:`StateCommand` the marks become part of when it
        is still the last step as they arrive (a position read from a
        photo and its dead stones are one undo step)."""
        from ..scoring.dead import DEFAULT_SECONDS, suggest_dead  # here, not in the worker thread
        from ..scoring.reader import Deadline

        self._generation += 1
        generation = self._generation
        self._opening_generation = generation if as_opened and not self.dirty else None
        self._joining = (generation, join) if join is not None else None
        # Cancel, a new suggestion or quitting stops the reading at once.
        deadline = Deadline(DEFAULT_SECONDS, cancelled=lambda: self._generation != generation)
        position = self._state.position
        rules_key = self._state.rules_key
        relay = self._relay
        if not self._running:
            self._running = True
            self.busy.emit(True)

        def work() -> None:
            try:
                result: object = suggest_dead(position, rules_key, deadline)
            except Exception as err:  # reported in the GUI thread
                result = err
            try:
                relay.done.emit(generation, position, result)
            except RuntimeError:  # the window was closed meanwhile: nobody to tell
                pass

        QThreadPool.globalInstance().start(work)

    def cancel_suggestion(self) -> None:
        """Drop the running suggestion's result when it comes."""
        self._generation += 1
        if self._running:
            self._running = False
            self.busy.emit(False)

    @Slot(int, object, object)
    def _suggested(self, generation: int, position, result: object) -> None:
        if generation != self._generation:
            return
        self._running = False
        self.busy.emit(False)
        if isinstance(result, Exception):
            self.notice.emit(translate("Model", "The dead-stone suggestion failed: {error}").format(error=result))
            return
        if position != self._state.position:
            self.notice.emit(translate("Model", "The stones changed while the suggestion ran; ask again."))
            return
        after = self._state.with_suggestion(result)
        clean = generation == self._opening_generation and not self.dirty
        stack = self.undo_stack
        joining = self._joining[1] if self._joining is not None and self._joining[0] == generation else None
        self._joining = None
        if joining is not None and stack.index() == stack.count() and stack.command(stack.index() - 1) is joining:
            joining.after = after  # redo puts the marks back with the position
            self._show(after)
        else:
            self._push(sentence.translate("Model", "Suggest dead stones"), after)
        if clean:
            self.undo_stack.setClean()
        count = len(result.dead)
        unsure = len(self._snapshot.unsure)  # the snapshot of ``after`` now
        words = Model.tr("%n stones suggested dead", "", count, one="%n stone suggested dead")
        if unsure:
            words += Model.tr("; %n unsure, marked with a question mark: check them", "", unsure)
        self.notice.emit(words)
        self.suggested.emit()

    # ---- the one way a state reaches the widgets ------------------------------

    def _show(self, state: CountState) -> None:
        self._state = state
        self._snapshot = take_snapshot(state)
        self.scored.emit(self._snapshot)


def state_from_record(record: GameRecord) -> CountState:
    """The count a record opens with: its final position, its lids and
    passes, its TB/TW markup as dead stones and region owners, its komi
    (else the rule set's), and its rules (else Japanese). A count gocount
    saved comes back as it was saved, rule set included."""
    key = record.saved.rules_key if record.saved is not None else record.rules.key
    komi = record.komi if record.komi is not None else PRESETS[key].default_komi
    tray = dataclasses.replace(record.tray, komi=komi)
    return CountState(
        record.position,
        tray,
        dead=record.marked_dead,
        overrides=record.marked_owners(),
        rules_key=key,
        last_move=record.last_move,
        info=record.info,
    )

