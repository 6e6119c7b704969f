"""Counting by numbers: a ledger typed in by the players, with no position.

Clubs count on the physical board (territory rearranged into rectangles,
or stones and area counted Chinese style) and only write down numbers. This
module turns those numbers, named with SCORING.md's symbols, into a
:class:`~.ledger.Ledger`, refuses values that cannot be (naming the field),
and counts the ledger under every preset.

The text form, as ``gocount-score --counts`` takes it::

    size=19,S_B=120,S_W=118,T_B=60,T_W=55,X_B=10,X_W=12,D_B=2,D_W=3,
    R_B=1,R_W=1,H=0,L=0,K=6.5

E_B, E_W (seki eyes), F_B, F_W (points to fill, part of E), n_B, n_W,
N_B, N_W (stones played up to the first pass and in the whole game) and
N (neutral points, a check: it must be s*s - A_B - A_W) are optional.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields, replace
from functools import lru_cache
from typing import Mapping

from .colour import MAX_SIZE, MIN_SIZE, Colour, PerColour
from .identities import Identity, check_all
from .komi import KomiAdvice, komi_advice
from .ledger import Ledger
from .rules import PRESETS, RuleSet
from .scorers import Count, score
from .text import Text, translate


class NumbersError(ValueError):
    """A number that cannot be, with the field it is in (``field``) and
    why (``reason``, a :class:`~.text.Text`)."""

    def __init__(self, field: str, reason: str) -> None:
        super().__init__(Text.join([field, reason], ": "))
        self.field = field
        self.reason = reason


@dataclass(frozen=True)
class Numbers:
    """What the players counted, field by field (SCORING.md's symbols).

    ``played_before_first_pass`` and ``played`` are None when not counted
    (they are then taken as S_c + P_c). ``last_pass`` is L: 1 when Black
    made the last pass.
    """

    size: int = 19
    stones: PerColour[int] = PerColour(0, 0)  # S_c
    territory: PerColour[int] = PerColour(0, 0)  # T_c
    seki_eyes: PerColour[int] = PerColour(0, 0)  # E_c
    must_fill: PerColour[int] = PerColour(0, 0)  # F_c, part of E_c
    captures: PerColour[int] = PerColour(0, 0)  # X_c
    dead: PerColour[int] = PerColour(0, 0)  # D_c
    passes: PerColour[int] = PerColour(0, 0)  # R_c
    handicap: int = 0  # H
    last_pass: int = 0  # L
    komi: float = 0.0  # K
    played_before_first_pass: PerColour[int] | None = None  # n_c
    played: PerColour[int] | None = None  # N_c

    @property
    def area(self) -> PerColour[int]:
        s, t, e = self.stones, self.territory, self.seki_eyes
        return PerColour(s.black + t.black + e.black, s.white + t.white + e.white)

    @property
    def neutral(self) -> int:
        """N = s*s - A_B - A_W: the points nobody counted."""
        a = self.area
        return self.size * self.size - a.black - a.white


PAIRS = {
    "S": ("stones", translate("Numbers", "stones on the board")),
    "T": ("territory", translate("Numbers", "territory")),
    "E": ("seki_eyes", translate("Numbers", "seki eyes")),
    "F": ("must_fill", translate("Numbers", "points to fill")),
    "X": ("captures", translate("Numbers", "stones captured during play")),
    "D": ("dead", translate("Numbers", "dead stones removed")),
    "R": ("passes", translate("Numbers", "passes")),
    "n": ("played_before_first_pass", translate("Numbers", "stones played up to the first pass")),
    "N": ("played", translate("Numbers", "stones played in the game")),
}
"""Each per-colour symbol: the field of :class:`Numbers` and what it means."""

NEGATIVE = translate("Numbers", "cannot be negative ({number})")

SINGLES = {
    "size": translate("Numbers", "board size"),
    "H": translate("Numbers", "handicap"),
    "L": translate("Numbers", "who passed last (1 for Black)"),
    "K": translate("Numbers", "komi"),
    "N": translate("Numbers", "neutral points"),
}
REQUIRED = ("size", "S_B", "S_W")
MAX_KOMI = 1000
MAX_DIGITS = 7
"""The most digits a count may have: no board holds ten million stones,
and a longer number is refused before it is read (nor quoted whole)."""


def _colour_of(letter: str) -> str:
    return "black" if letter == "B" else "white"


def parse_counts(text: str, default_komi: float = 0.0) -> Numbers:
    """The numbers of ``name=value`` pairs separated by commas or spaces;
    K is ``default_komi`` when not given.

    Raises NumbersError naming the field for an unknown or repeated name,
    a value that is not a number, and every value that cannot be (see
    :func:`check_numbers`).

    >>> parse_counts("size=9,S_B=20,S_W=21,T_B=20,T_W=18,K=7").neutral
    2
    >>> parse_counts("size=9,S_B=-1,S_W=0")
    Traceback (most recent call last):
    ...
    gocount_gui.scoring.numbers.NumbersError: S_B: cannot be negative (-1)
    """
    values: dict[str, str] = {}
    for token in text.replace(",", " ").split():
        name, equals, value = token.partition("=")
        name = name.strip()
        if not equals or not name:
            raise NumbersError(token[:20], translate("Numbers", "expected name=value, e.g. S_B=120"))
        if name == "s":
            name = "size"
        if name in values:
            raise NumbersError(name, translate("Numbers", "given twice"))
        values[name] = value.strip()
    return numbers_from_fields(values, default_komi)


def numbers_from_fields(values: Mapping[str, str], default_komi: float = 0.0) -> Numbers:
    """The numbers of a mapping of symbol to text (the form's fields, or
    the parsed ``--counts``). Empty texts count as not given."""
    values = {k: v for k, v in values.items() if v != ""}
    known = set(SINGLES) | {f"{s}_{c}" for s in PAIRS for c in "BW"}
    for name in values:
        if name not in known:
            raise NumbersError(name, translate("Numbers", "unknown; known: {names}").format(
                names=", ".join(["size"] + sorted(known - {"size"}))))
    for name in REQUIRED:
        if name not in values:
            raise NumbersError(name, translate("Numbers", "missing"))

    def whole(name: str, default: int | None = 0) -> int | None:
        if name not in values:
            return default
        text = values[name]
        if len(text.strip().lstrip("+-")) > MAX_DIGITS:
            raise NumbersError(name, translate("Numbers", "{text}\u2026 is too large for a count").format(text=repr(text.strip()[:12])))
        try:
            number = int(text)
        except ValueError:
            raise NumbersError(name, translate("Numbers", "{text} is not a whole number").format(text=repr(text[:20]))) from None
        if number < 0:
            raise NumbersError(name, NEGATIVE.format(number=number))
        return number

    changes: dict[str, object] = {}
    for symbol, (attribute, _) in PAIRS.items():
        black, white = whole(f"{symbol}_B", None), whole(f"{symbol}_W", None)
        if symbol in ("n", "N"):
            if (black is None) != (white is None):
                missing = f"{symbol}_{'W' if white is None else 'B'}"
                raise NumbersError(missing, translate("Numbers", "give {black} and {white} together, or neither").format(
                    black=f"{symbol}_B", white=f"{symbol}_W"))
            if black is not None:
                changes[attribute] = PerColour(black, white)
        else:
            changes[attribute] = PerColour(black or 0, white or 0)
    size = whole("size")
    komi_text = values.get("K", repr(default_komi))
    try:
        komi = float(komi_text)
    except ValueError:
        raise NumbersError("K", translate("Numbers", "{text} is not a number").format(text=repr(komi_text[:20]))) from None
    numbers = Numbers(size=size, handicap=whole("H"), last_pass=whole("L"), komi=komi, **changes)  # type: ignore[arg-type]
    check_numbers(numbers, whole("N", None))
    return numbers


def check_numbers(numbers: Numbers, neutral: int | None = None) -> None:
    """Raise NumbersError, naming the field, for numbers that cannot be:
    a board size gocount does not count, more stones than points, an area
    larger than the board, points to fill beyond the seki eyes, L other
    than 0 or 1 (or 1 with no pass by Black), more stones played before the
    first pass than in the game, a komi that is not a finite number; and
    ``neutral``, when given, other than s*s - A_B - A_W."""
    size = numbers.size
    if not MIN_SIZE <= size <= MAX_SIZE:
        raise NumbersError("size", translate("Numbers", "{size} is not a board size gocount counts ({low} to {high})").format(
            size=size, low=MIN_SIZE, high=MAX_SIZE))
    points = size * size
    for f in fields(Numbers):
        value = getattr(numbers, f.name)
        if isinstance(value, PerColour):
            symbol = next(s for s, (attribute, _) in PAIRS.items() if attribute == f.name)
            for letter, number in (("B", value.black), ("W", value.white)):
                if number < 0:
                    raise NumbersError(f"{symbol}_{letter}", NEGATIVE.format(number=number))
    for name, number in (("H", numbers.handicap), ("L", numbers.last_pass)):
        if number < 0:
            raise NumbersError(name, NEGATIVE.format(number=number))
    s = numbers.stones
    if s.black + s.white > points:
        raise NumbersError("S_B" if s.black > s.white else "S_W",
                           translate("Numbers", "{black} + {white} stones are more than the {points} points of a {size}x{size} board")
                           .format(black=s.black, white=s.white, points=points, size=size))
    a = numbers.area
    for letter, colour in (("B", "black"), ("W", "white")):
        if getattr(a, colour) > points:
            raise NumbersError(f"T_{letter}", translate("Numbers", "area S + T + E = {area} is larger than the board ({points} points)")
                               .format(area=getattr(a, colour), points=points))
    if a.black + a.white > points:
        raise NumbersError("T_B" if numbers.territory.black >= numbers.territory.white else "T_W",
                           translate("Numbers", "the areas {black} + {white} = {both} are larger than the board ({points} points)")
                           .format(black=a.black, white=a.white, both=a.black + a.white, points=points))
    for letter, colour in (("B", "black"), ("W", "white")):
        if getattr(numbers.must_fill, colour) > getattr(numbers.seki_eyes, colour):
            raise NumbersError(f"F_{letter}", translate("Numbers", "points to fill are part of the seki eyes E and cannot be more"))
    if numbers.handicap > points:
        raise NumbersError("H", translate("Numbers", "{stones} handicap stones do not fit on a {size}x{size} board").format(
            stones=numbers.handicap, size=size))
    if numbers.last_pass not in (0, 1):
        raise NumbersError("L", translate("Numbers", "is 1 when Black passed last, else 0 (not {value})").format(value=numbers.last_pass))
    if numbers.last_pass and numbers.passes.black == 0:
        raise NumbersError("L", translate("Numbers", "says Black passed last, but R_B = 0 (Black never passed)"))
    if not math.isfinite(numbers.komi) or abs(numbers.komi) > MAX_KOMI:
        raise NumbersError("K", translate("Numbers", "{komi} is not a komi (a number between -{most} and {most})").format(
            komi=repr(numbers.komi), most=MAX_KOMI))
    n, big = numbers.played_before_first_pass, numbers.played
    if n is not None and big is not None:
        for letter, colour in (("B", "black"), ("W", "white")):
            if getattr(n, colour) > getattr(big, colour):
                raise NumbersError(f"n_{letter}", translate(
                    "Numbers",
                    "stones played up to the first pass ({before}) cannot be more than in the whole game ({symbol} = {played})",
                ).format(before=getattr(n, colour), symbol=f"N_{letter}", played=getattr(big, colour)))
    if neutral is not None and neutral != numbers.neutral:
        raise NumbersError("N", translate("Numbers", "neutral points must be s*s - A_B - A_W = {points} - {black} - {white} = {neutral}, not {given}")
                           .format(points=points, black=a.black, white=a.white, neutral=numbers.neutral, given=neutral))


def to_ledger(numbers: Numbers) -> Ledger:
    """The ledger of typed-in numbers. With no position, the Tromp-Taylor
    area (dead stones standing) is taken as the area: :func:`score_numbers`
    leaves Tromp-Taylor out when any stone was removed as dead."""
    check_numbers(numbers)
    p = PerColour(numbers.captures.black + numbers.dead.black, numbers.captures.white + numbers.dead.white)
    s = numbers.stones
    if numbers.played is not None:
        played = numbers.played
        before = numbers.played_before_first_pass if numbers.played_before_first_pass is not None else played
        from_record = True
    else:
        played = before = PerColour(s.black + p.black, s.white + p.white)
        from_record = False
    if numbers.last_pass:
        last = Colour.BLACK
    elif numbers.passes.white:
        last = Colour.WHITE
    else:
        last = None
    return Ledger(
        size=numbers.size,
        stones=s,
        territory=numbers.territory,
        seki_eyes=numbers.seki_eyes,
        neutral=numbers.neutral,
        captures=numbers.captures,
        dead=numbers.dead,
        passes=numbers.passes,
        handicap=numbers.handicap,
        last_pass=last,
        komi=numbers.komi,
        played_before_first_pass=before,
        played=played,
        moves_from_record=from_record,
        reach_area=numbers.area,
        must_fill=numbers.must_fill,
    )


def from_ledger(ledger: Ledger) -> Numbers:
    """The numbers a ledger holds, as the players would type them."""
    return Numbers(
        size=ledger.size,
        stones=ledger.stones,
        territory=ledger.territory,
        seki_eyes=ledger.seki_eyes,
        must_fill=ledger.must_fill,
        captures=ledger.captures,
        dead=ledger.dead,
        passes=ledger.passes,
        handicap=ledger.handicap,
        last_pass=ledger.black_passed_last,
        komi=ledger.komi,
        played_before_first_pass=ledger.played_before_first_pass if ledger.moves_from_record else None,
        played=ledger.played if ledger.moves_from_record else None,
    )


def format_counts(numbers: Numbers) -> str:
    """The ``--counts`` text of ``numbers`` (only the fields that are set).

    >>> format_counts(Numbers(size=9, stones=PerColour(20, 21), komi=7))
    'size=9,S_B=20,S_W=21,T_B=0,T_W=0,X_B=0,X_W=0,D_B=0,D_W=0,R_B=0,R_W=0,H=0,L=0,K=7'
    """
    parts = [f"size={numbers.size}"]
    for symbol in ("S", "T", "E", "F", "X", "D", "R", "n", "N"):
        pair = getattr(numbers, PAIRS[symbol][0])
        if pair is None or (symbol in ("E", "F") and pair == PerColour(0, 0)):
            continue
        parts += [f"{symbol}_B={pair.black}", f"{symbol}_W={pair.white}"]
    parts += [f"H={numbers.handicap}", f"L={numbers.last_pass}", f"K={numbers.komi:g}"]
    return ",".join(parts)


_PROBE = Numbers(
    size=19, stones=PerColour(100, 100), territory=PerColour(50, 50), seki_eyes=PerColour(2, 2),
    captures=PerColour(10, 10), dead=PerColour(3, 3), passes=PerColour(2, 2), handicap=3, komi=6.5,
    played_before_first_pass=PerColour(108, 108), played=PerColour(113, 113),
)
"""A count every field of which matters to some rule set."""

_PROBE_CHANGES = {
    "S": {"stones": PerColour(103, 100)},
    "T": {"territory": PerColour(53, 50)},
    "E": {"seki_eyes": PerColour(5, 2)},
    "X": {"captures": PerColour(13, 10)},
    "D": {"dead": PerColour(6, 3)},
    "R": {"passes": PerColour(5, 2)},
    "H": {"handicap": 0},
    "L": {"last_pass": 1},
    "n": {"played_before_first_pass": PerColour(104, 108)},
    "N": {"played": PerColour(116, 113)},
}
"""For each field, a change of it (Black's number where it has two)."""


@lru_cache(maxsize=64)
def needs(rules: RuleSet) -> dict[str, str]:
    """The fields a rule set does not need, each with why: what a club may
    leave uncounted when it plays by ``rules``. A field is not needed when
    changing it leaves the result under ``rules`` as it was.

    >>> from gocount_gui.scoring.rules import CHINESE
    >>> sorted(needs(CHINESE))
    ['D', 'L', 'N', 'R', 'X', 'n']
    >>> needs(CHINESE)["X"]
    'not in the count A_B - A_W - K - C(H)'
    """
    before = score(to_ledger(_PROBE), rules)
    unused: dict[str, str] = {}
    for symbol, change in _PROBE_CHANGES.items():
        after = score(to_ledger(replace(_PROBE, **change)), rules)
        if after.result == before.result:
            why = translate("Numbers", "not in the count {formula}").format(formula=before.formula)
            if symbol == "E" and not rules.seki_eyes_score:
                why = translate("Numbers", "seki eyes are nobody's under these rules")
            unused[symbol] = why
    return unused


@dataclass(frozen=True)
class NumbersScore:
    """Typed-in numbers counted under every preset: the ledger, each
    preset's count (Tromp-Taylor left out when dead stones were removed, see
    ``left_out``), the identities and the komi advice."""

    ledger: Ledger
    counts: dict[str, Count]
    identities: tuple[Identity, ...]
    komi: KomiAdvice
    left_out: dict[str, str]

    @property
    def lid_audit(self) -> Identity:
        return self.identities[0]


def score_numbers(numbers: Numbers | Ledger) -> NumbersScore:
    """Count typed-in numbers under every preset.

    >>> s = score_numbers(parse_counts("size=9,S_B=20,S_W=21,T_B=20,T_W=18,K=1"))
    >>> s.counts["chinese"].result.text, s.counts["japanese"].result.text
    ('Jigo', 'B+1')
    """
    ledger = numbers if isinstance(numbers, Ledger) else to_ledger(numbers)
    counts: dict[str, Count] = {}
    left_out: dict[str, str] = {}
    for key, rules in PRESETS.items():
        if not rules.remove_dead and (ledger.dead.black or ledger.dead.white):
            left_out[key] = translate("Numbers", "counts the board with the dead stones standing: it needs the position")
            continue
        counts[key] = score(ledger, rules)
    return NumbersScore(ledger, counts, check_all(ledger), komi_advice(ledger.points, ledger.komi, ledger.neutral), left_out)
