"""Writing a count back into its record without losing anything else.

On the game's root: RE in strict form, KM, HA and RU when they were
missing, and the game's facts (PB, BR, PW, WR, DT, EV, RO, PC, GN, GC) when
the count carries them (the SGF standard keeps game information on the
root, where every reader looks for it). On the last node of the main line: TB and TW for
every territory point, the points under dead stones included (the
convention of CGoban and q5Go), and a comment with the breakdown under the
chosen rule set, with both lids, the passes and who passed last. Saving
again replaces gocount's own comment block and keeps whatever else the
comment says. Beside TB/TW goes gocount's private property (``GOCOUNT``,
see :mod:`.saved`) with everything else the count holds: every dead stone
(those in nobody's regions too), the region owners set by hand, the lids,
the passes, who passed last, the rule set, komi and handicap, so that
gocount reads back exactly the count it saved.

Everything else is carried over as sgfmill parsed it: other properties,
variations, the other games of a collection, comments, and the raw bytes
of every value in the file's own encoding. Files are written atomically
(a temporary file in the same folder, then a rename) and an existing file
is replaced only when the caller says so.
"""

from __future__ import annotations

import errno
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Mapping

from sgfmill import sgf, sgf_grammar, sgf_properties

from .. import __version__
from ..i18n import QT_TRANSLATE_NOOP
from ..scoring.board import Position

from ..scoring.colour import Colour, PerColour, Point
from ..scoring.count import Score
from ..scoring.ledger import Tray
from ..scoring.rules import TITLES, PRESETS
from .encoding import LATIN_1, chooser_for
from .info import PROPERTIES as INFO_PROPERTIES, GameInfo
from .saved import PROPERTY, SavedCount, format_saved
from .properties import format_komi, format_result, read_komi, read_result, read_rules, shown, whole_number
from .sgf import SgfError, board_size, parse_collection

COMMENT_MARK = "-- gocount count --"
"""The first line of gocount's block in a comment; the block runs to the end."""


@dataclass(frozen=True)
class CountToWrite:
    """What a saved count puts into a record."""

    margin: float
    territory: PerColour[frozenset[Point]]
    komi: float
    handicap: int
    rules_key: str
    comment: str
    setup: tuple[frozenset[Point], frozenset[Point], frozenset[Point]] | None = None
    """AB, AW and AE for a node added at the end of the main line when the
    position was edited after the record ended (None: no node added)."""
    saved: SavedCount | None = None
    """The whole count for gocount's private property (None: none written,
    and an earlier one on the last node removed)."""
    info: GameInfo | None = None
    """The game's facts for the root's PB, BR, PW, WR, DT, EV, RO, PC, GN
    and GC: a field that is None removes its property (None: the root's facts
    are left as they are)."""
    size: int | None = None
    """The board size the count was made on: a game of another size is
    never written into (None: not checked)."""


def count_to_write(
    score: Score,
    rules_key: str,
    setup: tuple[frozenset[Point], frozenset[Point], frozenset[Point]] | None = None,
    *,
    dead: Iterable[Point] | None = None,
    overrides: Mapping[Point, Colour | None] | None = None,
    info: GameInfo | None = None,
) -> CountToWrite:
    """The values to save for a count under ``rules_key``.

    Territory is every point of a region the rules score as territory for
    its owner: territory proper, and under rules that score them the eyes
    of groups in seki and false eyes. The points under dead stones are in
    the regions already: ``score`` was counted with them lifted.

    ``dead`` and ``overrides`` are the dead stones and the region owners
    ``score`` was counted with; given, the whole count goes into gocount's
    private property too (the lids, passes, komi and handicap are read off
    ``score``'s ledger). ``info``, given, replaces the game's facts on the
    root.
    """
    saved = None
    if dead is not None:
        ledger = score.ledger
        dead = frozenset(dead)
        if len(dead) != ledger.dead.black + ledger.dead.white:
            raise ValueError(f"{len(dead)} dead stones given, the count was made with {ledger.dead.black + ledger.dead.white}")
        from_record = ledger.moves_from_record
        tray = Tray(
            captures=ledger.captures,
            passes=ledger.passes,
            last_pass=ledger.last_pass,
            handicap=ledger.handicap,
            komi=ledger.komi,
            played_before_first_pass=ledger.played_before_first_pass if from_record else None,
            played=ledger.played if from_record else None,
        )
        stones = PerColour(ledger.stones.black + ledger.dead.black, ledger.stones.white + ledger.dead.white)
        saved = SavedCount(rules_key, tray, stones, dead, dict(overrides or {}))
    return CountToWrite(
        margin=score.counts[rules_key].result.margin,
        territory=score.regions.scored_points(PRESETS[rules_key].seki_eyes_score),
        komi=score.ledger.komi,
        handicap=score.ledger.handicap,
        rules_key=rules_key,
        comment=breakdown_comment(score, rules_key),
        setup=setup,
        saved=saved,
        info=info,
        size=score.ledger.size,
    )


def breakdown_comment(score: Score, rules_key: str) -> str:
    """The comment block: result, formula, every term, and the lid audit."""
    count = score.counts[rules_key]
    lines = [
        COMMENT_MARK,
        f"{count.result.text} under {TITLES[rules_key]} rules ({count.method} counting: {count.formula})",
    ]
    for term in count.terms:
        lines.append(f"  {term.symbol:<5} {term.label}: Black {term.black:g}, White {term.white:g}")
    lines.append(f"  Black {count.black:g}, White {count.white:g}")
    ledger = score.ledger
    p, r = ledger.prisoners, ledger.passes
    lines.append(
        f"Lids: Black's lid {p.white + r.white} (White's prisoners {p.white}: {ledger.captures.white} captured, "
        f"{ledger.dead.white} dead; {r.white} White pass stone{'s' if r.white != 1 else ''}), "
        f"White's lid {p.black + r.black} (Black's prisoners {p.black}: {ledger.captures.black} captured, "
        f"{ledger.dead.black} dead; {r.black} Black pass stone{'s' if r.black != 1 else ''}); "
        f"{ledger.last_pass.title + ' passed last' if ledger.last_pass else 'nobody passed'}"
    )
    audit = score.lid_audit
    lines.append(f"Lid audit ({audit.statement}): {audit.why}")
    return "\n".join(lines)


def write_count(data: bytes, count: CountToWrite, game_index: int = 0, path: str = "<sgf>") -> bytes:
    """``data`` with ``count`` written into game ``game_index``."""
    return write_counts(data, {game_index: count}, path)


def write_counts(data: bytes, counts: Mapping[int, CountToWrite], path: str = "<sgf>") -> bytes:
    """``data`` with each count written into the game of its index, the
    file parsed and serialised once."""
    trees, _ = parse_collection(data, path)
    for game_index in counts:
        if not 0 <= game_index < len(trees):
            raise SgfError(QT_TRANSLATE_NOOP("Record", "there is no game {number} in the file").format(number=game_index + 1), path)
    choose = chooser_for(data)
    for game_index, count in counts.items():
        tree = trees[game_index]
        codec, _ = choose(tree.sequence[0].get("CA", [None])[0])
        _write_into(tree, count, codec)
    for each in trees:
        _drop_nameless(each)
    return b"".join(sgf_grammar.serialise_game_tree(t) for t in trees)


def _write_into(tree, count: CountToWrite, codec: str) -> None:
    """Put ``count`` into one game tree whose text is in ``codec``."""
    root = tree.sequence[0]
    size = _size(root)
    if count.size is not None and count.size != size:
        other = QT_TRANSLATE_NOOP("Record", "the game in the file is {file}x{file} and the count {count}x{count}; a count is never written into a game of another size")
        raise SgfError(other.format(file=size, count=count.size))
    last = _last_node(tree)
    if count.setup is not None:
        last = {}
        for prop, points in zip(("AB", "AW", "AE"), count.setup):
            if points:
                last[prop] = [sgf_properties.serialise_go_point(p, size) for p in sorted(points)]
        _last_tree(tree).sequence.append(last)

    previous = root.get("RE", [b""])[0]
    result = format_result(count.margin)
    root["RE"] = [result.encode("ascii")]
    replaced = _game_info(root, count, codec)
    if count.info is not None:
        _write_facts(root, count.info, codec)

    for prop, points in (("TB", count.territory.black), ("TW", count.territory.white)):
        if points:
            last[prop] = [sgf_properties.serialise_go_point(p, size) for p in sorted(points)]
        else:
            last.pop(prop, None)
    if count.saved is not None:
        last[PROPERTY] = [format_saved(count.saved, size).encode("ascii")]
    else:
        last.pop(PROPERTY, None)

    text = count.comment
    old_result = sgf_grammar.simpletext_value(previous).decode(codec, "replace").strip()
    old = read_result(old_result)
    if old is not None and old.margin != count.margin:
        replaced.insert(0, f"RE {old_result}")
    if replaced:
        text += f"\nThe record said {', '.join(replaced)} before this count."
    last["C"] = [_comment_value(last.get("C", [b""])[0], text, codec)]


def _game_info(root: dict, count: CountToWrite, codec: str) -> list[str]:
    """Write KM, HA and RU on the root where they are missing or say
    something else than the count (a komi, handicap or rule set the players
    corrected); a value that means the same, such as Fox's KM[750] for 7.5,
    is kept as written. Returns the replaced values as "KM 6.5" texts."""
    replaced: list[str] = []

    def text(prop: str) -> str | None:
        raw = root.get(prop, [None])[0]
        return None if raw is None else sgf_grammar.simpletext_value(raw).decode(codec, "replace").strip()

    def put(prop: str, value: str, old: str | None) -> None:
        if old is not None:
            replaced.append(f"{prop} {old}")
        root[prop] = [value.encode("ascii")]

    komi = text("KM")
    if komi is None or read_komi(komi)[0] != count.komi:
        put("KM", format_komi(count.komi), komi)
    handicap = text("HA")
    stated = whole_number(handicap) if handicap is not None else 0
    if stated is None:  # not a whole number (HA[inf], HA[1e309]): written anew
        stated = -1
    if (handicap is None and count.handicap >= 2) or (handicap is not None and max(stated, 0) != count.handicap and not (stated in (0, 1) and count.handicap < 2)):
        put("HA", str(count.handicap), handicap)
    rules = text("RU")
    if rules is None or read_rules(rules).key != count.rules_key:
        put("RU", TITLES[count.rules_key], rules)
    return replaced


def _write_facts(root: dict, info: GameInfo, codec: str) -> None:
    """Put ``info`` on the root: a fact that reads the same as the root's
    value keeps its bytes as written, a changed one is written in the
    file's encoding, and a missing one (None) removes its property."""
    for field, prop in INFO_PROPERTIES.items():
        value = getattr(info, field)
        raw = root.get(prop, [None])[0]
        old = None if raw is None else sgf_grammar.simpletext_value(raw).decode(codec, "replace").strip()
        if value is None:
            root.pop(prop, None)
        elif value != old:
            root[prop] = [sgf_grammar.escape_text(_encoded(value, codec))]


def _encoded(text: str, codec: str) -> bytes:
    """``text`` in the file's encoding; characters it cannot hold become
    XML character references (``&#9733;``), as in comments."""
    try:
        return text.encode(codec)
    except UnicodeEncodeError:
        return text.encode(codec, "xmlcharrefreplace")
    except LookupError:
        return text.encode(LATIN_1, "xmlcharrefreplace")


def _drop_nameless(tree) -> None:
    """Remove properties left with no name: sgfmill reads ``t[x]`` as a
    property named "" (old SGF allowed lower-case letters in names and
    they are dropped), which could not be written back."""
    stack = [tree]
    while stack:
        current = stack.pop()
        for props in current.sequence:
            props.pop("", None)
        stack.extend(current.children)


def _size(root: dict) -> int:
    raw = root.get("SZ", [b"19"])[0]
    size = board_size(raw)
    if size is None:
        raise SgfError(QT_TRANSLATE_NOOP("Record", "board size SZ[{size}] is not supported").format(size=shown(raw.decode("latin-1"))))
    return size


def _last_tree(tree):
    """The game tree holding the last node of the main line."""
    while tree.children:
        tree = tree.children[0]
    return tree


def _last_node(tree) -> dict:
    """The property map of the last node of the main line."""
    return _last_tree(tree).sequence[-1]


def new_record(position: Position, count: CountToWrite) -> bytes:
    """A new SGF record (UTF-8) of ``position`` as setup stones on the
    root, with ``count`` written in; for counts made over the board."""
    game = sgf.Sgf_game(position.size, encoding="UTF-8")
    root = game.get_root()
    root.set("AP", ("gocount", __version__))
    root.set_setup_stones(position.stones(Colour.BLACK), position.stones(Colour.WHITE))
    return write_count(game.serialise(), count)


def _comment_value(old_raw: bytes, block: str, codec: str) -> bytes:
    """The comment's raw value: what it said before, without an earlier
    gocount block, followed by ``block``, in the file's encoding."""
    old = sgf_grammar.text_value(old_raw).decode(codec, "replace") if old_raw else ""
    kept = old.split(COMMENT_MARK)[0].rstrip()
    text = f"{kept}\n\n{block}" if kept else block
    return sgf_grammar.escape_text(_encoded(text, codec))


def save_count(
    source: str | Path,
    count: CountToWrite,
    game_index: int = 0,
    target: str | Path | None = None,
    *,
    overwrite: bool = False,
) -> Path:
    """Write ``count`` into game ``game_index`` of ``source``, saving to
    ``target`` (``source`` itself when None). Atomic; raises SgfError if
    ``target`` exists and ``overwrite`` is false, or if anything fails,
    and then leaves every file as it was."""
    source = Path(source)
    target = Path(target) if target is not None else source
    if target.exists() and not overwrite:
        raise SgfError(QT_TRANSLATE_NOOP("Record", "the file exists; saving over it needs the caller's say-so"), str(target))
    try:
        data = source.read_bytes()
    except OSError as err:
        raise SgfError(QT_TRANSLATE_NOOP("Record", "cannot read the file: {error}").format(error=err.strerror or err), str(source)) from None
    written = write_count(data, count, game_index, str(source))
    atomic_write(target, written)
    return target


TEMPORARY_PREFIX = ".gocount-"
"""Temporary files of a save are ``.gocount-<pid>-<random>.tmp`` in the
target's folder: short whatever the file's name, and recognisable, so that
one left by a gocount killed in the middle of a save is removed by the
next save into that folder."""


def atomic_write(target: Path, data: bytes) -> None:
    """Write ``data`` to ``target`` through a temporary file in the same
    folder, fsync, a rename and an fsync of the folder, so that ``target``
    is either old or new, never half-written, also after a power cut.
    A save through a symbolic link writes the link's target and keeps the
    link. Raises SgfError naming the file, in plain words (a read-only
    folder, a full disk), and then leaves ``target`` as it was."""
    target = Path(target)
    folder = target.parent if str(target.parent) else Path(".")
    try:
        if target.is_symlink():
            target = Path(os.path.realpath(target))
            folder = target.parent
    except OSError as err:  # a name the system refuses, a folder it cannot search
        raise SgfError(plain_os_error(err, folder), str(target)) from None
    remove_stale_temporaries(folder)
    try:
        handle, temporary = tempfile.mkstemp(prefix=f"{TEMPORARY_PREFIX}{os.getpid()}-", suffix=".tmp", dir=folder)
    except OSError as err:
        raise SgfError(plain_os_error(err, folder), str(target)) from None
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, target.stat().st_mode & 0o777 if target.exists() else 0o644)
        os.replace(temporary, target)
    except OSError as err:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise SgfError(plain_os_error(err, folder), str(target)) from None
    fsync_folder(folder)


def remove_stale_temporaries(folder: Path) -> None:
    """Remove the temporary files of saves whose gocount is gone (killed in
    the middle of a save); those of running ones are left alone."""
    try:
        names = [entry.name for entry in os.scandir(folder) if entry.name.startswith(TEMPORARY_PREFIX)]
    except OSError:
        return
    for name in names:
        pid_text = name[len(TEMPORARY_PREFIX):].split("-", 1)[0]
        if not name.endswith(".tmp") or not pid_text.isdigit():
            continue
        if _running(int(pid_text)):
            continue
        try:
            os.unlink(folder / name)
        except OSError:
            pass


def _running(pid: int) -> bool:
    """True if a process ``pid`` exists (or may: when the system will not say)."""
    if pid == os.getpid() or os.name == "nt":  # signal 0 means Ctrl+C on Windows: never send it
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError, OverflowError):
        return True
    return True


def fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (where the system allows it:
    some file systems, and Windows, cannot fsync a folder; that is ignored)."""
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass
    finally:
        os.close(handle)


def plain_os_error(err: OSError, folder: Path) -> str:
    """What went wrong writing a file in ``folder``, in words a player
    understands, with the system's own words after them."""
    system = err.strerror or str(err)
    code = err.errno
    if code in (errno.EROFS,):
        words = QT_TRANSLATE_NOOP("Record", "the folder {folder} is read-only")
    elif code in (errno.EACCES, errno.EPERM):
        words = QT_TRANSLATE_NOOP("Record", "the folder {folder} is read-only for you (no permission to write there)")
    elif code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        words = QT_TRANSLATE_NOOP("Record", "the disk is full (no space left for the file in {folder})")
    elif code == errno.ENOENT:
        words = QT_TRANSLATE_NOOP("Record", "the folder {folder} does not exist (was it removed or a drive unplugged?)")
    elif code == errno.ENOTDIR:
        words = QT_TRANSLATE_NOOP("Record", "{folder} is not a folder")
    elif code == errno.ENAMETOOLONG:
        words = QT_TRANSLATE_NOOP("Record", "the file's name is too long for the system (at most 255 bytes; choose a shorter one)")
    elif code == errno.EIO:
        words = QT_TRANSLATE_NOOP("Record", "the disk reported an error while writing in {folder}")
    else:
        return QT_TRANSLATE_NOOP("Record", "cannot write in {folder}: {system}").format(folder=folder, system=system)
    return QT_TRANSLATE_NOOP("Record", "{words} ({system})").format(words=words.format(folder=folder), system=system)
