"""Reading a game record: the final position and every count a record gives.

Each game of a file is replayed once along its main line: setup stones
(AB/AW/AE, at the root or in the middle), moves, passes (``B[]``, and
``B[tt]`` up to 19x19). Small problems (an illegal move, an odd komi, a
wrong CA) become :class:`RecordWarning` values naming the move, node and
property, and the replay goes on; a file that cannot be read at all
raises one :class:`SgfError` naming the file and what is wrong and where.

Property values are read from sgfmill's raw bytes and decoded with the
encoding :mod:`.encoding` chose, so a GBK file without CA reads right and
is never re-encoded.
"""

from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass
from itertools import accumulate
from pathlib import Path
from typing import NamedTuple

from sgfmill import sgf, sgf_grammar, sgf_properties

from ..i18n import QT_TRANSLATE_NOOP, Message
from ..scoring.board import IllegalMoveError, Position
from ..scoring.colour import Colour, PerColour, Point, point_name
from ..scoring.ledger import Tray
from ..scoring.regions import find_regions
from ..scoring.rules import PRESETS
from .encoding import LATIN_1, chooser_for, codec_name
from .properties import (
    RecordedResult,
    RulesReading,
    assumed_komi,
    handicap_stones,
    is_fox_record,
    read_handicap,
    read_komi,
    read_result,
    read_rules,
    shown,
)
from .info import PROPERTIES as INFO_PROPERTIES, GameInfo
from .replay import Replayer
from .saved import PROPERTY as SAVED_PROPERTY, SavedCount, check_against, parse_saved

MAX_BYTES = 5_000_000
"""Files above this size are refused: a game record is rarely over 100 kB,
and sgfmill needs about 0.7 s per MB to parse."""

MAX_GAMES = 2_000
"""Games read from one file: every game is replayed before the first is
shown (about 2 ms each), so a collection of more is refused and has to be
split. 2,000 games of 2.5 kB fill the size limit."""

MAX_MOVES = 10_000
"""Moves replayed along a game's main line: a game has a few hundred, and
a record of more is refused before its replay takes long."""

MAX_NOTES = 20
"""Notes on moves kept for one game (a skipped or odd move, ...); the rest
are counted in one last note."""

MAX_NESTING = 2_000
"""How deeply variations may nest: each level is a branch point of the
main line (a game has a few hundred moves), and deeper nesting takes
sgfmill long to parse."""

MAX_NODES = 500_000
"""Nodes (``;``) in one file, variations included: parsing holds every
node in memory (500,000 nodes take about 1 s and 150 MB)."""

MIN_SIZE, MAX_SIZE = 2, 25


class SgfError(ValueError):
    """A record that cannot be read, with the file, node and property when known.

    ``reason`` is the problem alone, a :class:`~gocount_gui.i18n.Message`
    where gocount wrote it: English in ``str(err)``, in the window's
    language where the window shows it."""

    def __init__(self, message: str, path: str | None = None, node: int | None = None, prop: str | None = None):
        where = ", ".join(x for x in (path, f"node {node}" if node is not None else None, prop) if x)
        super().__init__(f"{where}: {message}" if where else message)
        self.reason = message
        self.path = path
        self.node = node
        self.prop = prop


class RecordWarning(NamedTuple):
    """A small problem found while reading; the count went on.

    ``node`` counts from 0 at the root along the main line; ``move`` is the
    move number (1 for the first B or W node), or None outside the moves.
    """

    node: int
    move: int | None
    prop: str | None
    message: str

    def __str__(self) -> str:
        return str(self.as_message())

    def as_message(self) -> Message:
        """The warning as ``str`` writes it, translated where it is shown."""
        if self.move is not None:
            where = QT_TRANSLATE_NOOP("Record", "move {move} (node {node})").format(move=self.move, node=self.node)
        else:
            where = QT_TRANSLATE_NOOP("Record", "node {node}").format(node=self.node)
        if self.prop:
            return QT_TRANSLATE_NOOP("Record", "{where}, {property}: {message}").format(where=where, property=self.prop, message=self.message)
        return QT_TRANSLATE_NOOP("Record", "{where}: {message}").format(where=where, message=self.message)


@dataclass(frozen=True)
class GameRecord:
    """One game of a file, replayed: its final position and its counts.

    ``tray`` carries X_c, R_c, L, n_c, N_c, H and K (komi 0 when KM is
    missing; ``komi`` is None then). ``rules`` says which preset RU names
    (``rules_key`` is None when RU named none clearly). ``marked_dead`` are
    the stones standing on the opponent's TB/TW points of the last node.

    ``saved`` is the count gocount saved in its private property on the
    last node (see :mod:`.saved`), when there is one that fits the final
    position; it then gives ``marked_dead`` (every dead stone, those in
    nobody's regions too), :meth:`marked_owners` (the owners set by hand),
    ``tray`` (lids, passes, who passed last, n and N), ``komi`` and
    ``handicap``, and its rule set is the one the count was shown under.
    """

    path: str
    index: int
    size: int
    position: Position
    tray: Tray
    komi: float | None
    handicap: int
    rules: RulesReading
    result: RecordedResult | None
    encoding: str
    marked_dead: frozenset[Point]
    territory_marks: PerColour[frozenset[Point]]
    moves: int
    last_move: Point | None
    warnings: tuple[RecordWarning, ...]
    players: PerColour[str | None] = PerColour(None, None)
    info: GameInfo = GameInfo()
    nodes: int = 0
    variations: int = 0
    saved: SavedCount | None = None
    komi_assumed: bool = False
    """True when KM could not give RE and the komi was taken from the
    server (a Fox record with ``KM[0]``); ``komi`` is then that komi."""
    komi_reason: str | None = None
    """Why KM does not fit RE, when it does not."""

    @property
    def rules_text(self) -> str | None:
        """RU as written."""
        return self.rules.text

    @property
    def rules_key(self) -> str | None:
        """The preset RU clearly names, or None."""
        return None if self.rules.assumed else self.rules.key

    @property
    def result_text(self) -> str | None:
        """RE as written."""
        return None if self.result is None else self.result.text

    @property
    def has_territory_marks(self) -> bool:
        """True when the last node carries TB or TW."""
        return bool(self.territory_marks.black or self.territory_marks.white)

    @property
    def has_count(self) -> bool:
        """True when the record carries a count to take up as it is: gocount's
        saved count (with or without TB/TW: a count with no territory has
        none) or the players' TB/TW. The window, the desk and the command
        line then read the dead stones from it and suggest none."""
        return self.saved is not None or self.has_territory_marks

    def marked_owners(self) -> dict[Point, Colour]:
        """Region owners as the TB/TW markup records them: for each empty
        region (the marked dead stones lifted) whose every point is marked
        for one colour, one of its points mapped to that colour. Given to
        the scorers as overrides, they count the territory the players
        agreed on even where a border is still open. A count gocount saved
        gives the owners set by hand instead, exactly."""
        if self.saved is not None:
            return dict(self.saved.owners)
        if not self.has_territory_marks:
            return {}
        owners: dict[Point, Colour] = {}
        for region in find_regions(self.position, self.marked_dead).regions:
            points = region.points
            for colour in (Colour.BLACK, Colour.WHITE):
                if points <= self.territory_marks[colour] and region.owner is not colour:
                    owners[next(iter(points))] = colour
        return owners


def read_file(path: str | Path) -> list[GameRecord]:
    """Every game of an SGF file, replayed.

    Raises SgfError if the file cannot be read or parsed.
    """
    return read_games(read_bytes(path), str(path))


def read_bytes(path: str | Path) -> bytes:
    """The bytes of an SGF file, refused above gocount's size limit.
    Raises SgfError naming the file if it cannot be read (see
    :func:`read_regular_file` for what is refused and how)."""
    name = str(path)
    try:
        return read_regular_file(path, MAX_BYTES)
    except NotRegularFile as err:
        raise SgfError(QT_TRANSLATE_NOOP("Record", "{kind}, not a regular file; gocount reads game records from files only").format(kind=err.kind), name) from None
    except FileTooLarge as err:
        raise SgfError(_too_big(err.size), name) from None
    except OSError as err:
        raise SgfError(QT_TRANSLATE_NOOP("Record", "cannot read the file: {error}").format(error=err.strerror or err), name) from None
    except ValueError as err:  # a NUL byte in the name
        raise SgfError(QT_TRANSLATE_NOOP("Record", "cannot read the file: {error}").format(error=err), name) from None


class NotRegularFile(Exception):
    """What :func:`read_regular_file` refuses to read: ``kind`` says what the
    path is instead ("it is a pipe (FIFO)", "it is a link", ...)."""

    def __init__(self, kind: str) -> None:
        super().__init__(kind)
        self.kind = kind


class FileTooLarge(Exception):
    """A file over :func:`read_regular_file`'s limit; ``size`` in words."""

    def __init__(self, size: str) -> None:
        super().__init__(size)
        self.size = size


def read_regular_file(path: str | Path, limit: int, *, follow_links: bool = True) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    A FIFO, a device (``/dev/zero``, ``/dev/urandom``), a socket or a folder
    (and, with ``follow_links`` False, a symbolic link) is refused before it
    is opened, and the file is opened without blocking and checked again,
    so nothing put in its place meanwhile can make the open wait. The limit
    is applied to what is actually read (at most one byte past it), not to
    the size the system reports. Raises NotRegularFile, FileTooLarge,
    OSError, or ValueError for a name with a NUL byte."""
    info = os.stat(path) if follow_links else os.lstat(path)
    kind = _not_regular(info.st_mode)
    if kind:
        raise NotRegularFile(kind)
    if info.st_size > limit:
        raise FileTooLarge(QT_TRANSLATE_NOOP("Record", "{size} MB").format(size=f"{info.st_size / 1e6:.1f}"))
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    if not follow_links:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    handle = os.open(path, flags)
    try:
        kind = _not_regular(os.fstat(handle).st_mode)  # replaced since the stat above
        if kind:
            raise NotRegularFile(kind)
        chunks, got = [], 0
        while got <= limit:
            chunk = os.read(handle, min(1 << 20, limit + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
    finally:
        os.close(handle)
    if got > limit:  # it grew, or its size was not what the system said
        raise FileTooLarge(QT_TRANSLATE_NOOP("Record", "over {size} MB").format(size=f"{limit / 1e6:.0f}"))
    return b"".join(chunks)


def _too_big(size: str) -> str:
    return QT_TRANSLATE_NOOP("Record", "the file is {size}; gocount reads game records up to {limit} MB (one game is rarely over 100 kB)").format(
        size=size, limit=f"{MAX_BYTES / 1e6:.0f}"
    )


def _not_regular(mode: int) -> str | None:
    """What a file of this mode is when it is not a regular file, else None."""
    if stat.S_ISREG(mode):
        return None
    for test, kind in (
        (stat.S_ISLNK, QT_TRANSLATE_NOOP("Record", "it is a link")),
        (stat.S_ISDIR, QT_TRANSLATE_NOOP("Record", "it is a folder")),
        (stat.S_ISFIFO, QT_TRANSLATE_NOOP("Record", "it is a pipe (FIFO)")),
        (stat.S_ISCHR, QT_TRANSLATE_NOOP("Record", "it is a device")),
        (stat.S_ISBLK, QT_TRANSLATE_NOOP("Record", "it is a device")),
        (stat.S_ISSOCK, QT_TRANSLATE_NOOP("Record", "it is a socket")),
    ):
        if test(mode):
            return kind
    return QT_TRANSLATE_NOOP("Record", "it is a special file")


def read_games(data: bytes, path: str = "<sgf>") -> list[GameRecord]:
    """Every game in SGF bytes, replayed along its main line."""
    collection = Collection(data, path)
    return [collection.game(index) for index in range(len(collection))]


class GameSummary(NamedTuple):
    """What a list of a collection's games shows, read without replaying."""

    index: int
    black: str | None
    white: str | None
    size: int
    moves: int


class Collection:
    """The games of SGF bytes, parsed once and replayed one at a time, when
    asked: a file of many games shows its list at once, and only the game
    chosen is replayed. Raises SgfError when nothing can be read."""

    def __init__(self, data: bytes, path: str = "<sgf>") -> None:
        if len(data) > MAX_BYTES:
            too_big = QT_TRANSLATE_NOOP("Record", "the data is {size} MB; gocount reads game records up to {limit} MB")
            raise SgfError(too_big.format(size=f"{len(data) / 1e6:.1f}", limit=f"{MAX_BYTES / 1e6:.0f}"), path)
        self.path = path
        self.trees, self.repair = parse_collection(data, path)
        self.choose = chooser_for(data)

    def __len__(self) -> int:
        return len(self.trees)

    def _codec(self, index: int) -> tuple[str, list[RecordWarning]]:
        codec, note = self.choose(_root_raw(self.trees[index], "CA"))
        notes = [RecordWarning(0, None, "CA", note)] if note else []
        if self.repair and index == len(self.trees) - 1:
            notes.append(RecordWarning(0, None, None, self.repair))
        return codec, notes

    def game(self, index: int) -> GameRecord:
        """Game ``index`` (from 0), replayed along its main line."""
        if not 0 <= index < len(self.trees):
            raise SgfError(QT_TRANSLATE_NOOP("Record", "there is no game {number} in the file").format(number=index + 1), self.path)
        codec, notes = self._codec(index)
        return replay_game(_sgf_game(self.trees[index], self.path, index), self.path, index, codec=codec, notes=notes)

    def summaries(self) -> list[GameSummary]:
        """Players, board size and moves of every game, without replaying any."""
        found = []
        for index, tree in enumerate(self.trees):
            codec, _ = self._codec(index)
            game = _sgf_game(tree, self.path, index)
            root = game.get_root()
            names = []
            for prop in ("PB", "PW"):
                raw = root.get_raw(prop) if root.has_property(prop) else None
                names.append(raw.decode(codec, "replace").strip() or None if raw else None)
            moves = sum(1 for node in game.get_main_sequence() if node.has_property("B") or node.has_property("W"))
            found.append(GameSummary(index, names[0], names[1], game.get_size(), moves))
        return found


def parse_collection(data: bytes, path: str = "<sgf>") -> tuple[list, str | None]:
    """sgfmill's game trees for SGF bytes, and a note when a cut-short file
    had to be closed to be read. Raises SgfError when nothing can be read."""
    structure = _VALUE.sub(b"", data)
    nodes = structure.count(b";")  # the values taken out, a ';' is a node (or junk between games)
    if _nesting(structure) > MAX_NESTING:
        raise SgfError(
            QT_TRANSLATE_NOOP("Record", "its variations nest more than {limit} deep; gocount reads games of fewer levels (a game has a few hundred moves)").format(
                limit=f"{MAX_NESTING:,}"
            ),
            path,
        )
    if nodes > MAX_NODES:
        raise SgfError(
            QT_TRANSLATE_NOOP("Record", "the file holds {nodes} nodes; gocount reads at most {limit} from one file (a game has a few hundred)").format(
                nodes=f"{nodes:,}", limit=f"{MAX_NODES:,}"
            ),
            path,
        )
    try:
        return _parse_trees(data, path), None
    except ValueError as err:
        if isinstance(err, SgfError):
            raise
        first_error = said(err)
    closed = _close_cut_short(data)
    if closed is not None:
        try:
            return _parse_trees(closed, path), QT_TRANSLATE_NOOP("Record", "the file ends in the middle of the game; read up to where it stops")
        except SgfError:
            raise
        except ValueError:
            pass
    if re.search(rb"\(\s*;", data) is None:
        raise SgfError(QT_TRANSLATE_NOOP("Record", "not an SGF file: no game tree '(;' found"), path)
    raise SgfError(QT_TRANSLATE_NOOP("Record", "not a readable SGF file ({error})").format(error=first_error), path)


def _nesting(structure: bytes) -> int:
    """How deeply the parentheses of ``structure`` (SGF with its values
    taken out) nest.

    >>> _nesting(b"(;(;(;))(;))"), _nesting(b"no tree")
    (3, 0)
    """
    parens = structure.translate(None, _NOT_PARENS)
    return max(accumulate(1 if byte == 0x28 else -1 for byte in parens), default=0)


_NOT_PARENS = bytes(byte for byte in range(256) if byte not in b"()")


_VALUE = re.compile(rb"\[(?:[^\]\\]|\\.?)*+(?:\]|\Z)", re.S)
"""A property value, escapes included, or an unclosed one to the end: it
matches from every '[', so a search never fails and backtracks, and the
scan is linear in the length of the data."""


def _parse_trees(data: bytes, path: str) -> list:
    """sgfmill's game trees, one game at a time as sgfmill's own
    parse_sgf_collection reads them, stopping at :data:`MAX_GAMES`.
    Raises ValueError (sgfmill's message) when a game cannot be parsed."""
    trees: list = []
    position = 0
    while True:
        try:
            tree, position = sgf_grammar._parse_sgf_game(data, position)
        except ValueError as err:
            raise ValueError(QT_TRANSLATE_NOOP("Record", "error parsing game {number}: {error}").format(number=len(trees), error=err)) from None
        if tree is None:
            break
        if len(trees) == MAX_GAMES:
            raise SgfError(
                QT_TRANSLATE_NOOP(
                    "Record",
                    "the file holds more than {limit} games; gocount reads at most {limit} from one file "
                    "(split the collection into smaller files)",
                ).format(limit=f"{MAX_GAMES:,}"),
                path,
            )
        trees.append(tree)
    if not trees:
        raise ValueError(QT_TRANSLATE_NOOP("Record", "no SGF data found"))
    return trees


def _close_cut_short(data: bytes) -> bytes | None:
    """``data`` with the brackets a truncated file leaves open closed, or
    None when it is not merely cut short."""
    start = data.find(b"(")
    if start < 0:
        return None
    depth, in_value, escaped = 0, False, False
    for byte in data[start:]:
        if in_value:
            if escaped:
                escaped = False
            elif byte == 0x5C:  # backslash
                escaped = True
            elif byte == 0x5D:  # ]
                in_value = False
        elif byte == 0x5B:  # [
            in_value = True
        elif byte == 0x28:  # (
            depth += 1
        elif byte == 0x29:  # )
            depth -= 1
    if depth <= 0:
        return None
    return data + (b"]" if in_value else b"") + b")" * depth


def _root_raw(tree, prop: str) -> bytes | None:
    values = tree.sequence[0].get(prop)
    return values[0] if values else None


def board_size(raw: bytes | None) -> int | None:
    """The board size an SZ value gives: ``19``, or ``19:19`` (FF[4]'s
    columns:rows, square); 19 without SZ; None for anything else (another
    number, a rectangle, a size gocount does not count on).

    >>> board_size(b"9"), board_size(b"19:19"), board_size(None), board_size(b"19:13"), board_size(b"99")
    (9, 19, 19, None, None)
    """
    if raw is None:
        return 19
    text = raw.decode("latin-1").strip()
    columns, colon, rows = text.partition(":")
    if colon and columns.strip() != rows.strip():
        return None
    text = columns.strip()
    if not (text.isascii() and text.isdigit()) or len(text) > 3 or not MIN_SIZE <= int(text) <= MAX_SIZE:  # "²5" is digits to isdigit()
        return None
    return int(text)


def _sgf_game(tree, path: str, index: int) -> sgf.Sgf_game:
    """sgfmill's game for a tree. The encoding given to sgfmill does not
    matter: values are decoded here from the raw bytes. A square board
    written ``SZ[19:19]`` is given to sgfmill as ``SZ[19]``."""
    size_raw = _root_raw(tree, "SZ")
    if size_raw is not None:
        size = board_size(size_raw)
        if size is None:
            unsupported = QT_TRANSLATE_NOOP("Record", "board size SZ[{size}] is not supported (square boards {smallest} to {largest})")
            raise SgfError(unsupported.format(size=shown(size_raw.decode("latin-1").strip()), smallest=MIN_SIZE, largest=MAX_SIZE), path, 0, "SZ")
        tree.sequence[0]["SZ"] = [str(size).encode("ascii")]
    declared = _root_raw(tree, "CA")
    usable = declared is not None and codec_name(declared.decode("ascii", "replace")) is not None
    try:
        return sgf.Sgf_game.from_coarse_game_tree(tree, None if usable or declared is None else LATIN_1)
    except ValueError as err:
        raise SgfError(QT_TRANSLATE_NOOP("Record", "game {number} cannot be read ({error})").format(number=index + 1, error=err), path, 0) from None


def replay_game(
    game: sgf.Sgf_game,
    path: str = "<sgf>",
    index: int = 0,
    *,
    codec: str | None = None,
    notes: list[RecordWarning] | None = None,
) -> GameRecord:
    """Replay one sgfmill game along its main line into a GameRecord."""
    size = game.get_size()
    if not MIN_SIZE <= size <= MAX_SIZE:
        unsupported = QT_TRANSLATE_NOOP("Record", "board size {size} is not supported ({smallest} to {largest})")
        raise SgfError(unsupported.format(size=size, smallest=MIN_SIZE, largest=MAX_SIZE), path, 0, "SZ")
    root = game.get_root()
    if codec is None:
        declared = root.get_raw("CA").decode("ascii", "replace") if root.has_property("CA") else None
        codec = (declared and codec_name(declared)) or LATIN_1
    reader = _Reader(size, codec, list(notes or ()), game.get_property_presenter())
    rules = read_rules(reader.text(root, "RU"))
    komi = reader.komi(root)
    try:
        walk = reader.walk(game.get_main_sequence(), rules)
    except _TooLong as long:
        too_long = QT_TRANSLATE_NOOP("Record", "its main line has more than {limit} moves; gocount counts games of fewer (a game has a few hundred)")
        raise SgfError(too_long.format(limit=f"{MAX_MOVES:,}"), path, long.args[0]) from None

    counted = handicap_stones(walk.root_black, walk.root_white, walk.opening_blacks)
    ha = reader.text(root, "HA")
    handicap, ha_note = read_handicap(ha, counted, size * size)
    if ha_note:
        reader.warn(0, None, "HA", ha_note)
    result = read_result(reader.text(root, "RE"))
    km_raw = reader.text(root, "KM")
    fox = is_fox_record((reader.text(root, "AP"), reader.text(root, "PC"), reader.text(root, "GN")), km_raw)
    komi_fix, komi_reason = assumed_komi(komi, km_raw, result, fox, rules.key, handicap)
    if komi_fix is not None:
        komi = komi_fix
    tray = walk.replayer.tray(handicap=handicap, komi=komi if komi is not None else 0.0)
    position = walk.replayer.position
    tb, tw = walk.marks
    dead = frozenset(p for p in tb if position.get(p) is Colour.WHITE) | frozenset(
        p for p in tw if position.get(p) is Colour.BLACK
    )
    saved = reader.saved(walk.saved, position, walk.nodes - 1, PerColour(tb, tw), ha)
    if saved is not None:
        dead, tray = saved.dead, saved.tray
        komi, handicap = tray.komi, tray.handicap
        komi_fix = komi_reason = None
    if komi_reason:
        reader.warn(0, None, "KM", komi_reason)
    return GameRecord(
        path=path,
        index=index,
        size=size,
        position=position,
        tray=tray,
        komi=komi,
        handicap=handicap,
        rules=rules,
        result=result,
        encoding=codec,
        marked_dead=dead,
        territory_marks=PerColour(tb, tw),
        moves=walk.moves,
        last_move=walk.last_move,
        warnings=reader.all_notes(),
        players=PerColour(reader.text(root, "PB"), reader.text(root, "PW")),
        info=GameInfo(**{field: reader.text(root, prop) or None for field, prop in INFO_PROPERTIES.items()}),
        nodes=walk.nodes,
        variations=_count_variations(root),
        saved=saved,
        komi_assumed=komi_fix is not None,
        komi_reason=komi_reason,
    )


def _count_variations(root) -> int:
    """How many lines the game tree holds besides the main line."""
    extra, stack = 0, [root]
    while stack:
        node = stack.pop()
        children = len(node)
        if children > 1:
            extra += children - 1
        stack.extend(node)
    return extra


@dataclass
class _Walk:
    replayer: Replayer
    moves: int
    nodes: int
    last_move: Point | None
    root_black: int
    root_white: int
    opening_blacks: int
    marks: tuple[frozenset[Point], frozenset[Point]]
    saved: bytes | None = None


class _Reader:
    """Decodes values of one game and collects its warnings."""

    def __init__(self, size: int, codec: str, warnings: list[RecordWarning], presenter: sgf_properties.Presenter):
        self.size = size
        self.codec = codec
        self.warnings = warnings
        self.context = presenter  # point lists need only its board size
        self.moves_by_raw = _move_table(size)
        self.move_notes = 0  # notes on moves kept
        self.unsaid = 0  # notes on moves beyond MAX_NOTES, counted

    def warn(self, node: int, move: int | None, prop: str | None, message: str) -> None:
        """Note a problem. Notes on moves beyond the first
        :data:`MAX_NOTES` are only counted; notes on the game as a whole
        (its komi, handicap, rules) are always kept."""
        if move is not None:
            if self.move_notes >= MAX_NOTES:
                self.unsaid += 1
                return
            self.move_notes += 1
        self.warnings.append(RecordWarning(node, move, prop, message))

    def all_notes(self) -> tuple[RecordWarning, ...]:
        """The notes kept, with one counting those left out."""
        if not self.unsaid:
            return tuple(self.warnings)
        more = QT_TRANSLATE_NOOP("Record", "{count} more notes like these are not shown").format(count=f"{self.unsaid:,}")
        return tuple(self.warnings) + (RecordWarning(0, None, None, more),)

    def text(self, node, prop: str) -> str | None:
        """A SimpleText value decoded, or None when absent."""
        if not node.has_property(prop):
            return None
        raw = sgf_grammar.simpletext_value(node.get_raw(prop))
        return raw.decode(self.codec, "replace").strip()

    def komi(self, root) -> float | None:
        raw = self.text(root, "KM")
        if raw is None:
            return None
        value, note = read_komi(raw)
        if note:
            self.warn(0, None, f"KM[{shown(raw)}]", note)
        return value

    def saved(self, raw: bytes | None, position: Position, node: int, marks: PerColour[frozenset[Point]], handicap: str | None) -> SavedCount | None:
        """gocount's saved count from its property's raw value, or None
        (with a warning when it is there but unreadable or disagrees with
        the record: its position, its TB/TW ``marks``, its HA as written,
        ``handicap``; the record is read instead)."""
        if raw is None:
            return None
        try:
            saved = parse_saved(sgf_grammar.simpletext_value(raw).decode("ascii"), self.size)
            problem = check_against(saved, position, marks, handicap)
        except UnicodeDecodeError:
            problem = QT_TRANSLATE_NOOP("Record", "it is not plain ASCII")
        except ValueError as err:
            problem = said(err)
        if problem is None:
            return saved
        ignored = QT_TRANSLATE_NOOP("Record", "gocount's saved count is ignored ({problem}); the record and its TB/TW markup are read instead")
        self.warn(node, None, SAVED_PROPERTY, ignored.format(problem=problem))
        return None

    def points(self, props: dict, prop: str, node: int, move: int | None) -> list[Point]:
        values = props.get(prop)
        if not values:
            return []
        try:
            return list(sgf_properties.interpret_point_list(values, self.context))
        except ValueError as err:
            self.warn(node, move, prop, QT_TRANSLATE_NOOP("Record", "{error}; ignored").format(error=err))
            return []

    def walk(self, nodes: list, rules: RulesReading) -> _Walk:
        """Replay the main line: setup, moves and passes, in order."""
        preset = PRESETS[rules.key]
        replayer = Replayer(Position.empty(self.size), ko=preset.ko, suicide=preset.suicide)
        moves = 0
        opening_blacks = 0
        saw_white_stone = False
        last_move: Point | None = None
        root_black = root_white = 0
        odd: list[tuple[int, int, str]] = []  # moves written in upper case or with spaces: (node, move, property)
        for number, node in enumerate(nodes):
            props = node.get_raw_property_map()
            if "AB" in props or "AW" in props or "AE" in props:
                black = self.points(props, "AB", number, moves or None)
                white = self.points(props, "AW", number, moves or None)
                empty = self.points(props, "AE", number, moves or None)
                replayer.setup(black, white, empty)
                if number == 0:
                    root_black, root_white = len(black), len(white)
            has_b, has_w = "B" in props, "W" in props
            if not has_b and not has_w:
                continue
            if has_b and has_w:
                self.warn(number, moves + 1, "B, W", QT_TRANSLATE_NOOP("Record", "a node with both a Black and a White move; the White move is ignored"))
            letter = "B" if has_b else "W"
            colour = Colour.BLACK if has_b else Colour.WHITE
            raw = props[letter][0]
            moves += 1
            if moves > MAX_MOVES:
                raise _TooLong(number)
            point = self.moves_by_raw.get(raw, _OFF_BOARD)
            if point is _OFF_BOARD:
                point = self.moves_by_raw.get(raw.strip().lower(), _OFF_BOARD)
                if point is not _OFF_BOARD:
                    odd.append((number, moves, f"{letter}[{raw.decode('latin-1')}]"))
            if point is _OFF_BOARD:
                shown = raw.decode("latin-1", "replace")
                self.warn(number, moves, f"{letter}[{shown}]", QT_TRANSLATE_NOOP("Record", "not a point of the board; move ignored"))
                continue
            if point is None:
                replayer.pass_(colour)
                continue
            played = self._play(replayer, colour, point, number, moves)
            if colour is Colour.WHITE:
                saw_white_stone = True
            elif not saw_white_stone and played is not None:  # a skipped move put no stone down: no handicap
                opening_blacks += 1
            last_move = played or last_move
        if odd:
            node, move, prop = odd[0]
            note = QT_TRANSLATE_NOOP("Record", "moves written in upper case or with spaces, which SGF does not allow ({count} in all); read as lower case")
            self.warn(node, move, prop, note.format(count=len(odd)))
        last = nodes[-1].get_raw_property_map()
        marks = self.marks(last, len(nodes) - 1)
        saved = last.get(SAVED_PROPERTY)
        return _Walk(replayer, moves, len(nodes), last_move, root_black, root_white, opening_blacks, marks, saved[0] if saved else None)

    def marks(self, props: dict, node: int) -> tuple[frozenset[Point], frozenset[Point]]:
        """TB and TW of the last node. A point marked for both colours is
        nobody's territory: its marks are dropped, with a note."""
        black = frozenset(self.points(props, "TB", node, None))
        white = frozenset(self.points(props, "TW", node, None))
        both = black & white
        if both:
            first = point_name(min(both))
            note = QT_TRANSLATE_NOOP("Record", "{count} points are marked both Black's and White's territory (first {point}); those marks are ignored")
            self.warn(node, None, "TB, TW", note.format(count=len(both), point=first))
        return black - both, white - both

    def _play(self, replayer: Replayer, colour: Colour, point: Point, number: int, move: int) -> Point | None:
        """Play a stone; an illegal move is played anyway when the point is
        free (the players played it) and skipped when it is taken."""
        try:
            replayer.play(colour, point)
            return point
        except IllegalMoveError as err:
            played = replayer.play_recorded(colour, point)
            if played:
                note = QT_TRANSLATE_NOOP("Record", "{error}; played anyway").format(error=said(err))
            else:
                note = QT_TRANSLATE_NOOP("Record", "{error}; move skipped").format(error=said(err))
            self.warn(number, move, f"{colour.letter}[{point_name(point)}]", note)
            return point if played else None


_OFF_BOARD = object()


class _TooLong(Exception):
    """The main line has more than :data:`MAX_MOVES` moves (the node where
    it passed them is the argument)."""


def said(err: BaseException) -> str:
    """An exception's message: the Message it was raised with (translated
    where it is shown), else its text."""
    first = err.args[0] if len(err.args) == 1 else None
    return first if isinstance(first, Message) else str(err)


def _move_table(size: int) -> dict[bytes, Point | None]:
    """Raw move values → points (None for a pass) on a board of ``size``."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    table: dict[bytes, Point | None] = {b"": None}
    if size <= 19:
        table[b"tt"] = None
    for col in range(size):
        for row in range(size):
            table[(letters[col] + letters[size - 1 - row]).encode()] = (row, col)
    return table
