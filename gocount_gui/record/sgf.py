"""Reading a game record: the final position and every count a record gives.

Each game of a file is replayed once along its main line with
:class:`gocount_gui.scoring.game.Game`: setup stones (AB/AW/AE, at the root
or in the middle), moves, passes (``B[]`` and ``B[tt]`` up to 19x19). Small
problems (an illegal move, an odd komi) become warnings naming the move
number and property, and the replay goes on; a file that cannot be read at
all raises :class:`SgfError` naming the file and what is wrong.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from sgfmill import sgf, sgf_grammar

from ..scoring.board import IllegalMoveError, Position
from ..scoring.colour import Colour, PerColour, Point, point_name
from ..scoring.game import Game
from ..scoring.ledger import Tray
from ..scoring.rules import PRESETS, RuleSet, preset_key


class SgfError(ValueError):
    """A record that cannot be read, with the file, node and property when known."""

    def __init__(self, message: str, path: str | None = None, node: int | None = None, prop: str | None = None):
        where = ", ".join(x for x in (path, f"node {node}" if node is not None else None, prop) if x)
        super().__init__(f"{where}: {message}" if where else message)
        self.path = path
        self.node = node
        self.prop = prop


@dataclass(frozen=True)
class GameRecord:
    """One game of a file, replayed: its final position and its counts.

    ``tray`` carries X_c, R_c, L, n_c, N_c, H and K (komi 0 when KM is
    missing; ``komi`` is None then). ``marked_dead`` are the stones standing
    on the opponent's TB/TW points of the last node.
    """

    path: str
    index: int
    size: int
    position: Position
    tray: Tray
    komi: float | None
    handicap: int
    rules_text: str | None
    rules_key: str | None
    result_text: str | None
    marked_dead: frozenset[Point]
    territory_marks: PerColour[frozenset[Point]]
    moves: int
    last_move: Point | None
    warnings: tuple[str, ...]


_MARGIN = re.compile(r"^\s*([BW])\s*\+\s*([0-9]+(?:[.,][0-9]*)?)\s*$", re.I)


def parse_result(text: str | None) -> float | None:
    """The margin for Black an RE value states, or None when it states none
    (resignation, time, forfeit, void, unknown).

    >>> parse_result("W+0.5"), parse_result("B+55.50"), parse_result("Jigo"), parse_result("B+R")
    (-0.5, 55.5, 0.0, None)
    """
    if text is None:
        return None
    value = text.strip()
    if value.lower() in ("0", "draw", "jigo", "d", "="):
        return 0.0
    match = _MARGIN.match(value)
    if not match:
        return None
    margin = float(match.group(2).replace(",", "."))
    return margin if match.group(1).upper() == "B" else -margin


def rules_from_text(text: str | None) -> str | None:
    """The preset key an RU value clearly names, or None.

    >>> rules_from_text("Japanese"), rules_from_text("TT--"), rules_from_text("koPOSITIONALscoreAREAtaxNONEsui1")
    ('japanese', 'tromp-taylor', 'chinese')
    """
    if not text:
        return None
    key = preset_key(text)
    if key:
        return key
    low = text.strip().lower()
    for needle, key in (
        ("japan", "japanese"),
        ("korea", "korean"),
        ("chin", "chinese"),
        ("aga", "aga"),
        ("american", "aga"),
        ("zealand", "new zealand"),
        ("ing", "ing"),
        ("goe", "ing"),
        ("tromp", "tromp-taylor"),
        ("tt", "tromp-taylor"),
        ("scoreterritory", "japanese"),
        ("scorearea", "chinese"),
    ):
        if needle in low:
            return key
    return None


def _komi(node, warnings: list[str]) -> float | None:
    if not node.has_property("KM"):
        return None
    raw = node.get_raw("KM").decode("latin-1", "replace").strip()
    try:
        value = float(raw.replace(",", "."))
    except ValueError:
        warnings.append(f"node 0, KM[{raw}]: not a number; komi taken as 0")
        return 0.0
    if abs(value) >= 100:
        k = value / 100
        fixed = k if (k * 2).is_integer() else k * 2
        warnings.append(f"node 0, KM[{raw}]: read as {fixed:g} (Fox writes komi times 100, or times 50)")
        return fixed
    return value


def read_file(path: str | Path) -> list[GameRecord]:
    """Every game of an SGF file, replayed.

    Raises SgfError if the file cannot be read or parsed.
    """
    name = str(path)
    try:
        data = Path(path).read_bytes()
    except OSError as err:
        raise SgfError(f"cannot read the file: {err.strerror or err}", name) from None
    return read_games(data, name)


def read_games(data: bytes, path: str = "<sgf>") -> list[GameRecord]:
    """Every game in SGF bytes, replayed along its main line."""
    try:
        trees = sgf_grammar.parse_sgf_collection(data)
        games = [sgf.Sgf_game.from_coarse_game_tree(tree) for tree in trees]
    except ValueError as err:
        raise SgfError(f"not a readable SGF file ({err or 'no game found'})", path) from None
    if not games:
        raise SgfError("no game found", path)
    return [_replay(game, path, index) for index, game in enumerate(games)]


def _replay(game, path: str, index: int) -> GameRecord:
    warnings: list[str] = []
    size = game.get_size()
    if not 2 <= size <= 25:
        raise SgfError(f"board size {size} is not supported (2..25)", path, 0, "SZ")
    root = game.get_root()
    rules_text = _text(root, "RU")
    key = rules_from_text(rules_text)
    rules: RuleSet = PRESETS[key or "japanese"]
    komi = _komi(root, warnings)
    handicap = 0
    if root.has_property("HA"):
        try:
            handicap = max(int(root.get("HA")), 0)
        except ValueError:
            warnings.append(f"node 0, HA: not a number; handicap taken from the setup stones")
            handicap = -1

    nodes = game.get_main_sequence()
    game_play = Game(Position.empty(size), ko=rules.ko, suicide=rules.suicide)
    moves = 0
    leading_black = 0
    saw_white = False
    last_move: Point | None = None
    for number, node in enumerate(nodes):
        try:
            black, white, empty = node.get_setup_stones()
        except ValueError as err:
            warnings.append(f"node {number}, setup: {err}; ignored")
            black, white, empty = set(), set(), set()
        if black or white or empty:
            game_play.setup(black, white, empty)
        try:
            colour_letter, point = node.get_move()
        except ValueError as err:
            warnings.append(f"node {number}, move: {err}; ignored")
            continue
        if colour_letter is None:
            continue
        colour = Colour.from_letter(colour_letter)
        moves += 1
        if colour is Colour.WHITE:
            saw_white = True
        elif not saw_white and point is not None:
            leading_black += 1
        if point is None:
            game_play.pass_(colour)
            continue
        try:
            game_play.play(colour, point)
        except IllegalMoveError as err:
            prop = f"{colour.letter}[{point_name(point)}]"
            if game_play.position.get(point) is not None:
                warnings.append(f"node {number}, {prop}: {err}; move skipped")
                continue
            warnings.append(f"node {number}, {prop}: {err}; played anyway")
            game_play.play_anyway(colour, point)
        last_move = point

    setup_black = len(root.get_setup_stones()[0]) if root.has_setup_stones() else 0
    if handicap < 0:
        handicap = setup_black
    elif handicap == 0 and setup_black and not root.get_setup_stones()[1]:
        handicap = setup_black
    elif handicap > 1 and setup_black == 0 and leading_black > 1:
        handicap = leading_black  # free placement written as Black moves

    last = nodes[-1]
    tb = _points(last, "TB", warnings, len(nodes) - 1)
    tw = _points(last, "TW", warnings, len(nodes) - 1)
    position = game_play.position
    dead = frozenset(p for p in tb if position.get(p) is Colour.WHITE) | frozenset(
        p for p in tw if position.get(p) is Colour.BLACK
    )
    tray = game_play.tray(handicap=handicap, komi=komi if komi is not None else 0.0)
    return GameRecord(
        path=path,
        index=index,
        size=size,
        position=position,
        tray=tray,
        komi=komi,
        handicap=handicap,
        rules_text=rules_text,
        rules_key=key,
        result_text=_text(root, "RE"),
        marked_dead=dead,
        territory_marks=PerColour(tb, tw),
        moves=moves,
        last_move=last_move,
        warnings=tuple(warnings),
    )


def _text(node, prop: str) -> str | None:
    if not node.has_property(prop):
        return None
    try:
        return node.get(prop).strip()
    except ValueError:
        return node.get_raw(prop).decode("latin-1", "replace").strip()


def _points(node, prop: str, warnings: list[str], number: int) -> frozenset[Point]:
    if not node.has_property(prop):
        return frozenset()
    try:
        return frozenset(node.get(prop))
    except ValueError as err:
        warnings.append(f"node {number}, {prop}: {err}; ignored")
        return frozenset()
