"""A count by numbers saved as an SGF record, and read back.

The record has no moves and no stones: the root holds the board size, KM,
HA, RU, RE, the game's facts (PB, PW, DT, EV, ...), a comment with every
rule set's result and the lid audit, and gocount's private property
``GOCOUNT`` (see :mod:`.saved`) with the numbers, marked ``by=numbers``::

    GOCOUNT[gocount=1 by=numbers rules=japanese komi=6.5 handicap=0
            stones=120,118 territory=60,55 seki=0,0 fill=0,0 captures=10,12
            dead=2,2 passes=1,1 last=W played=- first=-]

Pairs are Black's number, a comma, White's (SCORING.md's S, T, E, F, X, D,
R, N_c and n_c); ``last`` is who passed last (``B``, ``W`` or ``-``).
"""

from __future__ import annotations

from sgfmill import sgf, sgf_grammar

from .. import __version__
from ..i18n import QT_TRANSLATE_NOOP
from ..scoring.numbers import Numbers, NumbersError, numbers_from_fields
from ..scoring.rules import PRESETS, TITLES
from .info import PROPERTIES as INFO_PROPERTIES, GameInfo
from .properties import format_komi, format_result
from .saved import PROPERTY, VERSION
from .encoding import chooser_for
from .sgf import SgfError, _sgf_game, parse_collection, said

MARK = "by=numbers"
_BLOCK_PAIRS = {
    "stones": "S",
    "territory": "T",
    "seki": "E",
    "fill": "F",
    "captures": "X",
    "dead": "D",
    "passes": "R",
    "played": "N",
    "first": "n",
}


def format_block(numbers: Numbers, rules_key: str) -> str:
    """The ``GOCOUNT`` value for a count by numbers under ``rules_key``."""
    attribute = {"S": "stones", "T": "territory", "E": "seki_eyes", "F": "must_fill", "X": "captures",
                 "D": "dead", "R": "passes", "N": "played", "n": "played_before_first_pass"}
    parts = [f"gocount={VERSION}", MARK, f"rules={rules_key.replace(' ', '_')}", f"size={numbers.size}",
             f"komi={numbers.komi!r}", f"handicap={numbers.handicap}"]
    for name, symbol in _BLOCK_PAIRS.items():
        pair = getattr(numbers, attribute[symbol])
        parts.append(f"{name}=-" if pair is None else f"{name}={pair.black},{pair.white}")
    last = "B" if numbers.last_pass else ("W" if numbers.passes.white else "-")
    parts.append(f"last={last}")
    return " ".join(parts)


def parse_block(text: str) -> tuple[Numbers, str]:
    """The numbers and rule-set key of a ``GOCOUNT`` value written by
    :func:`format_block`. Raises ValueError, in words, for anything else;
    a NumbersError naming the field for a value that cannot be."""
    fields: dict[str, str] = {}
    for token in text.split():
        name, equals, value = token.partition("=")
        if not equals:
            raise ValueError(QT_TRANSLATE_NOOP("Record", "{token} is not name=value").format(token=repr(token[:20])))
        fields[name] = value
    if fields.get("gocount") != VERSION or fields.get("by") != "numbers":
        raise ValueError(QT_TRANSLATE_NOOP("Record", "it is not a count by numbers of this gocount"))
    rules_key = fields.get("rules", "").replace("_", " ")
    if rules_key not in PRESETS:
        raise ValueError(QT_TRANSLATE_NOOP("Record", "rules={rules} is not a rule set gocount knows").format(rules=rules_key[:30]))
    values = {"size": fields.get("size", ""), "K": fields.get("komi", ""), "H": fields.get("handicap", "0")}
    for name, symbol in _BLOCK_PAIRS.items():
        value = fields.get(name, "-")
        if value == "-":
            continue
        black, comma, white = value.partition(",")
        if not comma:
            raise NumbersError(f"{symbol}_B", QT_TRANSLATE_NOOP("Record", "{name}={value} is not a pair Black,White").format(name=name, value=value[:20]))
        values[f"{symbol}_B"], values[f"{symbol}_W"] = black, white
    values["L"] = "1" if fields.get("last") == "B" else "0"
    return numbers_from_fields(values), rules_key


def numbers_record(numbers: Numbers, rules_key: str, margin: float, comment: str, info: GameInfo = GameInfo()) -> bytes:
    """A new SGF record (UTF-8) of a count by numbers: root properties,
    RE for ``margin`` under ``rules_key``, the facts of ``info``, the
    ``comment`` and the numbers in gocount's property."""
    game = sgf.Sgf_game(numbers.size, encoding="UTF-8")
    root = game.get_root()
    root.set("AP", ("gocount", __version__))
    root.set_raw("KM", format_komi(numbers.komi).encode("ascii"))
    if numbers.handicap >= 2:
        root.set("HA", numbers.handicap)
    root.set("RU", TITLES[rules_key])
    root.set("RE", format_result(margin))
    for field, prop in INFO_PROPERTIES.items():
        value = getattr(info, field)
        if value:
            root.set(prop, value)
    root.set("C", comment)
    root.set_raw(PROPERTY, sgf_grammar.escape_text(format_block(numbers, rules_key).encode("ascii")))
    return game.serialise()


def read_numbers_record(data: bytes, path: str = "<sgf>") -> tuple[Numbers, str, GameInfo]:
    """The numbers, rule-set key and game facts of a record written by
    :func:`numbers_record`. Raises SgfError saying what is wrong."""
    try:
        trees, _ = parse_collection(data, path)
        game = _sgf_game(trees[0], path, 0)  # SZ checked; a CA that names no character set read as Latin-1
        codec, _ = chooser_for(data)(game.get_root().get_raw("CA") if game.get_root().has_property("CA") else None)
        root = game.get_root()
        raw = root.get_raw(PROPERTY) if root.has_property(PROPERTY) else None
        if raw is None:
            raise SgfError(QT_TRANSLATE_NOOP("Record", "it holds no count by numbers (no GOCOUNT property marked by=numbers on the root)"), path)
        numbers, key = parse_block(sgf_grammar.simpletext_value(raw).decode("ascii"))
        info = GameInfo(**{f: _text(root, p, codec) for f, p in INFO_PROPERTIES.items()})
    except SgfError:
        raise
    except (ValueError, UnicodeDecodeError) as err:
        raise SgfError(QT_TRANSLATE_NOOP("Record", "not a count by numbers: {error}").format(error=_said(err)), path) from None
    if numbers.size != game.get_size():
        disagree = QT_TRANSLATE_NOOP("Record", "SZ[{size}] and the count's size={counted} disagree")
        raise SgfError(disagree.format(size=game.get_size(), counted=numbers.size), path)
    return numbers, key, info


def _text(node, prop: str, codec: str) -> str | None:
    """A SimpleText value of ``node`` decoded with ``codec``, or None."""
    if not node.has_property(prop):
        return None
    return sgf_grammar.simpletext_value(node.get_raw(prop)).decode(codec, "replace").strip() or None


def _said(err: BaseException) -> str:
    """The error's words (a NumbersError's: its field and its reason)."""
    if isinstance(err, NumbersError):
        return QT_TRANSLATE_NOOP("Record", "{field}: {reason}").format(field=err.field, reason=err.reason)
    return said(err)

