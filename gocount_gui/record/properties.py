"""Game-information values as people really write them: RE, KM, HA and RU.

Reading is lenient and keeps the original text; writing is strict FF[4].
Nothing here touches sgfmill: the functions take and give plain text.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

from ..i18n import QT_TRANSLATE_NOOP
from ..scoring.colour import Colour
from ..scoring.rules import PRESETS, TITLES, preset_key


class Outcome(enum.Enum):
    """How a recorded game ended."""

    SCORE = "score"  # a counted margin
    DRAW = "draw"
    RESIGNATION = "resignation"
    TIME = "time"
    FORFEIT = "forfeit"
    WIN = "win"  # a winner with no margin or reason given
    VOID = "void"  # no result (suspended, annulled)
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class RecordedResult:
    """An RE value read leniently.

    ``margin`` is for Black (negative when White won) and is set only for a
    counted result or a draw. ``text`` is the value exactly as written.
    """

    text: str
    outcome: Outcome
    winner: Colour | None = None
    margin: float | None = None

    @property
    def strict(self) -> str:
        """The same result in strict FF[4] form (``B+3.5``, ``W+R``, ``0``, ``Void``, ``?``)."""
        if self.outcome is Outcome.SCORE and self.margin is not None:
            return format_result(self.margin)
        if self.outcome is Outcome.DRAW:
            return "0"
        if self.outcome is Outcome.VOID:
            return "Void"
        if self.winner is None:
            return "?"
        suffix = {Outcome.RESIGNATION: "+R", Outcome.TIME: "+T", Outcome.FORFEIT: "+F"}.get(self.outcome, "+")
        return self.winner.letter + suffix


def format_result(margin: float) -> str:
    """The strict RE for a counted margin for Black.

    >>> format_result(3.5), format_result(-0.5), format_result(0), format_result(12.0)
    ('B+3.5', 'W+0.5', '0', 'B+12')
    """
    if margin == 0:
        return "0"
    return f"{'B' if margin > 0 else 'W'}+{abs(margin):g}"


# Words for the two colours, the ways of winning and the units, in the
# languages game servers write: English, Chinese, Japanese and Korean.
_BLACK_WORDS = ("black", "黑", "黒", "흑", "b")
_WHITE_WORDS = ("white", "白", "백", "w")
_DRAW_WORDS = ("0", "draw", "jigo", "d", "=", "和棋", "和", "持碁", "무승부", "빅")
_VOID_WORDS = ("void", "no result", "無勝負", "无胜负", "노게임")
_RESIGN_WORDS = ("resign", "r", "中盘", "中盤", "中押", "불계")
_TIME_WORDS = ("time", "t", "超时", "時間", "时间", "시간")
_FORFEIT_WORDS = ("forfeit", "f", "犯规", "反則", "반칙")
_HALF_WORDS = ("半", "반")
_STONE_UNIT = ("子",)  # Chinese counts in stones: one stone is two points
_CJK_DIGITS = {"〇": 0, "零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}

_SIMPLE = re.compile(r"^([BW])\s*\+\s*(.*)$", re.I)
_NUMBER = re.compile(r"[0-9]+(?:[.,][0-9]+)?|[〇零一二两三四五六七八九十百]+")
_FRACTION = re.compile(r"又?\s*([0-9]+)\s*/\s*([0-9]+)")


def read_result(text: str | None) -> RecordedResult | None:
    """Read an RE value in any of its real forms; None when there is none.

    >>> read_result("B+55.50").margin, read_result("W+0.5").margin, read_result("Jigo").outcome.name
    (55.5, -0.5, 'DRAW')
    >>> r = read_result("B+Resign"); r.winner.name, r.outcome.name, r.strict
    ('BLACK', 'RESIGNATION', 'B+R')
    >>> read_result("白中盘胜").strict, read_result("黑胜3又3/4子").margin, read_result("흑 3집반 승").margin
    ('W+R', 7.5, 3.5)
    >>> read_result("W+T").strict, read_result("Void").strict, read_result("?").outcome.name
    ('W+T', 'Void', 'UNKNOWN')
    """
    if text is None or not text.strip():
        return None
    original = text
    value = " ".join(text.strip().split())
    low = value.lower()
    if low in _DRAW_WORDS or low in ("draw.", "jigo.") or "和棋" in value or "持碁" in value or "무승부" in value:
        return RecordedResult(original, Outcome.DRAW, None, 0.0)
    if low in _VOID_WORDS or any(w in value for w in _VOID_WORDS[2:]):
        return RecordedResult(original, Outcome.VOID)
    simple = _SIMPLE.match(value)
    if simple:
        winner = Colour.from_letter(simple.group(1).upper())
        return _with_reason(original, winner, simple.group(2).strip())
    winner = _winner_in(value)
    if winner is None:
        return RecordedResult(original, Outcome.UNKNOWN)
    return _with_reason(original, winner, _strip_colour_words(value))


def _with_reason(original: str, winner: Colour, rest: str) -> RecordedResult:
    """The result once the winner is known; ``rest`` says how they won."""
    low = rest.lower().strip(" .")
    sign = 1 if winner is Colour.BLACK else -1
    words = re.findall(r"[a-z]+", low)
    if not low:
        return RecordedResult(original, Outcome.WIN, winner)
    margin = _margin_in(rest)
    if margin is not None:
        if margin == 0:
            return RecordedResult(original, Outcome.UNKNOWN, winner)
        return RecordedResult(original, Outcome.SCORE, winner, sign * margin)
    for outcome, names in (
        (Outcome.RESIGNATION, _RESIGN_WORDS),
        (Outcome.TIME, _TIME_WORDS),
        (Outcome.FORFEIT, _FORFEIT_WORDS),
    ):
        if any(name in words or name == low for name in names[:2]) or any(
            name in rest for name in names[2:]
        ) or any(word.startswith(names[0]) for word in words):
            return RecordedResult(original, outcome, winner)
    return RecordedResult(original, Outcome.WIN, winner)


def _winner_in(value: str) -> Colour | None:
    """The colour a free-text result names as the winner, if exactly one."""
    low = value.lower()
    black = any(w in low for w in _BLACK_WORDS[:4]) or re.match(r"^b\b", low) is not None
    white = any(w in low for w in _WHITE_WORDS[:3]) or re.match(r"^w\b", low) is not None
    if black == white:
        return None
    return Colour.BLACK if black else Colour.WHITE


def _strip_colour_words(value: str) -> str:
    low = value.lower()
    for word in _BLACK_WORDS[:4] + _WHITE_WORDS[:3] + ("wins by", "wins", "win", "胜", "勝ち", "勝", "승", "by"):
        low = low.replace(word, " ")
    return " ".join(low.split())


def _margin_in(rest: str) -> float | None:
    """The margin in points a result text states, or None when it states none.

    Chinese results count stones (``3又3/4子`` = 3.75 stones = 7.5 points);
    ``半`` and ``반`` add a half.
    """
    match = _NUMBER.search(rest)
    if match is None:
        return None
    number = match.group(0)
    value = float(number.replace(",", ".")) if number[0].isdigit() else float(_cjk_number(number))
    tail = rest[match.end():]
    fraction = _FRACTION.match(tail.strip())
    if fraction and int(fraction.group(2)):
        value += int(fraction.group(1)) / int(fraction.group(2))
        tail = tail.strip()[fraction.end():]
    if any(half in tail[:3] for half in _HALF_WORDS):
        value += 0.5
    if any(unit in tail[:4] for unit in _STONE_UNIT):
        value *= 2
    return value


def _cjk_number(text: str) -> int:
    """A number written in Chinese numerals, up to 999.

    >>> _cjk_number("三"), _cjk_number("十二"), _cjk_number("二十五"), _cjk_number("一百零五")
    (3, 12, 25, 105)
    """
    total, digit = 0, 0
    for char in text:
        if char == "百":
            total += (digit or 1) * 100
            digit = 0
        elif char == "十":
            total += (digit or 1) * 10
            digit = 0
        else:
            digit = _CJK_DIGITS[char]
    return total + digit


def parse_result(text: str | None) -> float | None:
    """The margin for Black an RE value states, or None when it states none
    (resignation, time, forfeit, void, unknown).

    >>> parse_result("W+0.5"), parse_result("B+55.50"), parse_result("Jigo"), parse_result("B+R")
    (-0.5, 55.5, 0.0, None)
    """
    result = read_result(text)
    return None if result is None else result.margin


# ---- KM -------------------------------------------------------------------


def read_komi(raw: str) -> tuple[float | None, str | None]:
    """The komi a KM value means, and a note when it was read with a fix.

    Fox writes komi times 100 (``750`` for 7.5) or times 50 (``375`` for 7.5).

    >>> read_komi("0.50"), read_komi("7"), read_komi("750")[0], read_komi("375")[0]
    ((0.5, None), (7.0, None), 7.5, 7.5)
    >>> read_komi("six")
    (None, 'not a number; komi taken as missing')
    """
    text = raw.strip().replace(",", ".")
    try:
        value = float(text)
    except ValueError:
        return None, QT_TRANSLATE_NOOP("Record", "not a number; komi taken as missing")
    if value != value or value in (float("inf"), float("-inf")):
        return None, QT_TRANSLATE_NOOP("Record", "not a number; komi taken as missing")
    if abs(value) >= 100:
        scaled = value / 100
        fixed = scaled if (scaled * 2).is_integer() else scaled * 2
        return fixed, QT_TRANSLATE_NOOP("Record", "read as {komi} (Fox writes komi times 100, or times 50)").format(komi=f"{fixed:g}")
    return value, None


def komi_fits_result(komi: float, margin: float) -> bool:
    """True if ``komi`` can give the counted ``margin``: every count is
    whole points plus komi, so the margin's fraction is komi's.

    >>> komi_fits_result(6.5, 3.5), komi_fits_result(0, 5.5), komi_fits_result(7.5, 0)
    (True, False, False)
    """
    return float(margin + komi).is_integer()


FOX_NAMES = ("fox", "foxwq", "yehu", "野狐", "yuanyu")
"""Words in AP, PC or GN that name the Fox server or its client
(``AP[YuanYu]`` is what the Fox client writes)."""

FOX_KOMI = {"chinese": 7.5}
FOX_DEFAULT_KOMI = 6.5
"""The komi Fox plays even games with: 7.5 under Chinese rules, else 6.5
(its Japanese rules). Measured on the dev corpus: the ``KM[0]`` records
with a half-point result fit 6.5 under the territory count."""


def is_fox_record(names: tuple[str | None, ...], km_raw: str | None) -> bool:
    """True when the record comes from the Fox server: AP, PC or GN
    (``names``) names it, or KM is in its times-100 form (``650``, ``750``).

    >>> is_fox_record(("YuanYu", None, ""), "0"), is_fox_record((None, None, None), "750")
    (True, True)
    >>> is_fox_record(("CGoban:3", "The KGS Go Server", None), "6.50")
    False
    """
    for name in names:
        if name and any(word in name.lower() for word in FOX_NAMES):
            return True
    if km_raw is None:
        return False
    try:
        return abs(float(km_raw.strip().replace(",", "."))) >= 100
    except ValueError:
        return False


def assumed_komi(
    komi: float | None,
    km_raw: str | None,
    result: RecordedResult | None,
    fox: bool,
    rules_key: str,
    handicap: int,
) -> tuple[float | None, str | None]:
    """The komi to count a record with when its KM cannot be right, and
    why; ``(None, None)`` when KM stands (or nothing better is known).

    A counted result whose fraction komi cannot give is impossible: for a
    Fox even game with ``KM[0]`` or no KM the komi is the server's for the
    rules; for any other record it is only said. Without KM the count uses
    the rule set's komi, so that is the komi checked.

    >>> r = read_result("B+5.5")
    >>> assumed_komi(0.0, "0", r, True, "japanese", 0)
    (6.5, 'KM[0] cannot give RE[B+5.5] (a half-point result needs a half-point komi); counted with 6.5, the komi Fox uses under Japanese rules')
    >>> assumed_komi(0.0, "0", r, False, "japanese", 0)[0] is None
    True
    >>> assumed_komi(None, None, r, False, "japanese", 0)  # the Japanese komi, 6.5, fits
    (None, None)
    """
    if result is None or result.margin is None:
        return None, None
    half = not float(result.margin).is_integer()
    rules = TITLES.get(rules_key, rules_key)
    server = FOX_KOMI.get(rules_key, FOX_DEFAULT_KOMI)
    fox_komi = QT_TRANSLATE_NOOP("Record", "counted with {komi}, the komi Fox uses under {rules} rules").format(komi=f"{server:g}", rules=rules)
    fox_even = fox and handicap == 0 and half
    if komi is None:
        if fox_even:
            return server, QT_TRANSLATE_NOOP("Record", "no KM; {fox}").format(fox=fox_komi)
        given = PRESETS[rules_key].default_komi if rules_key in PRESETS else 0.0
        km = QT_TRANSLATE_NOOP("Record", "no KM (the {rules} komi, {komi})").format(rules=rules, komi=f"{given:g}")
    else:
        given = komi
        km = f"KM[{shown(km_raw or '')}]"
    if komi_fits_result(given, result.margin):
        return None, None
    if half:
        why = QT_TRANSLATE_NOOP("Record", "{km} cannot give RE[{result}] (a half-point result needs a half-point komi)")
    else:
        why = QT_TRANSLATE_NOOP("Record", "{km} cannot give RE[{result}] (a whole-point result needs a whole-point komi)")
    why = why.format(km=km, result=result.text)
    if fox_even and given == 0:
        return server, QT_TRANSLATE_NOOP("Record", "{why}; {fox}").format(why=why, fox=fox_komi)
    return None, why


def format_komi(komi: float) -> str:
    """KM in strict form.

    >>> format_komi(6.5), format_komi(7.0), format_komi(-0.5)
    ('6.5', '7', '-0.5')
    """
    return f"{komi:g}"


# ---- HA -------------------------------------------------------------------


def handicap_stones(setup_black: int, setup_white: int, opening_blacks: int) -> int:
    """H counted the way KataGo counts it: Black's setup stones plus the
    opening run of Black moves before White's first move. A lone opening
    Black move is Black's first move, and a single stone is no handicap.
    With White setup stones on the board the setup is a problem position,
    not a handicap, and only the opening run counts.

    >>> handicap_stones(4, 0, 1), handicap_stones(0, 0, 3), handicap_stones(0, 0, 1), handicap_stones(3, 2, 1)
    (4, 3, 0, 0)
    """
    run = opening_blacks if opening_blacks >= 2 else 0
    stones = (setup_black if setup_white == 0 else 0) + run
    return stones if stones >= 2 else 0


MAX_HANDICAP = 99
"""The largest handicap an HA value is read as: more than any game is
played with, and what the tray's handicap box holds. A stated handicap
must also fit on the board (at most its number of points)."""


def shown(raw: str, limit: int = 40) -> str:
    """A value as a note quotes it: cut to ``limit`` characters, so a
    megabyte-long value makes a one-line note.

    >>> shown("Japanese"), shown("9" * 50)
    ('Japanese', '9999999999999999999999999999999999999999... (50 characters)')
    """
    return raw if len(raw) <= limit else f"{raw[:limit]}... ({len(raw)} characters)"


def read_handicap(raw: str | None, counted: int, points: int = 19 * 19) -> tuple[int, str | None]:
    """H from an HA value and the stones counted on the board, with a note
    when they disagree. The stones on the board win, except when HA names
    a handicap and no stone shows it. HA must be a whole number from 0 to
    :data:`MAX_HANDICAP` and at most the board's ``points``; anything else
    (``inf``, ``1e309``, ``2.5``, ``-3``, 400 nines) is ignored with a note
    and H is counted from the stones.

    >>> read_handicap("4", 4), read_handicap(None, 3), read_handicap("1", 0)
    ((4, None), (3, None), (0, None))
    >>> read_handicap("3", 0)
    (3, 'HA[3] but no handicap stones found; H = 3 assumed')
    >>> read_handicap("2", 4)
    (4, 'HA[2] but 4 handicap stones on the board; H = 4 counted')
    >>> read_handicap("inf", 0)
    (0, 'HA[inf] is not a handicap (a whole number from 0 to 99 that fits on the board); H = 0 counted from the stones')
    >>> read_handicap("30", 0, points=25)[0], read_handicap("4.0", 0)[0]
    (0, 4)
    """
    if raw is None:
        return counted, None
    stated = whole_number(raw.strip())
    if stated is None or not 0 <= stated <= min(MAX_HANDICAP, points):
        return counted, QT_TRANSLATE_NOOP(
            "Record",
            "HA[{value}] is not a handicap (a whole number from 0 to {largest} that fits on the board); H = {counted} counted from the stones",
        ).format(value=shown(raw), largest=min(MAX_HANDICAP, points), counted=counted)
    stated = 0 if stated <= 1 else stated  # HA[1]: no stones, Black simply starts
    if stated == counted:
        return counted, None
    if counted == 0:
        return stated, QT_TRANSLATE_NOOP("Record", "HA[{value}] but no handicap stones found; H = {stated} assumed").format(value=raw, stated=stated)
    return counted, QT_TRANSLATE_NOOP("Record", "HA[{value}] but {counted} handicap stones on the board; H = {counted} counted").format(value=raw, counted=counted)


_WHOLE = re.compile(r"[+-]?[0-9]{1,6}(?:\.0*)?")


def whole_number(text: str) -> int | None:
    """The integer ``text`` writes (``4``, ``+4``, ``4.0``), or None. No
    float is made, so ``inf`` and ``1e309`` cannot overflow, and the
    length is checked before anything else.

    >>> whole_number("4"), whole_number("-3"), whole_number("4.00"), whole_number("4.5"), whole_number("1e3")
    (4, -3, 4, None, None)
    """
    if len(text) > 12 or not _WHOLE.fullmatch(text):
        return None
    return int(text.split(".")[0])


# ---- RU -------------------------------------------------------------------


@dataclass(frozen=True)
class RulesReading:
    """Which preset an RU value names.

    ``key`` is the preset the game is counted under; ``assumed`` is True
    when RU did not clearly name it, and ``note`` says what was assumed.
    """

    text: str | None
    key: str
    assumed: bool
    note: str | None = None


DEFAULT_RULES = "japanese"

_WORDS_FOR_PRESETS = {
    "japanese": "japanese",
    "japan": "japanese",
    "jp": "japanese",
    "nihon": "japanese",
    "日本": "japanese",
    "日本规则": "japanese",
    "korean": "korean",
    "korea": "korean",
    "kr": "korean",
    "韩国": "korean",
    "한국": "korean",
    "chinese": "chinese",
    "china": "chinese",
    "cn": "chinese",
    "中国": "chinese",
    "中国规则": "chinese",
    "aga": "aga",
    "american": "aga",
    "bga": "aga",
    "nz": "new zealand",
    "zealand": "new zealand",
    "ing": "ing",
    "goe": "ing",
    "sst": "ing",
    "应氏": "ing",
    "tromp": "tromp-taylor",
    "tt": "tromp-taylor",
}


MAX_RULES_TEXT = 500
"""The longest RU read as a rule set: a name is a few words, and KataGo's
longest JSON description about 150 characters. Longer text is not matched
against anything, so no RU can make the reading slow (the KataGo-string
pattern below is quadratic in the length of a text it does not match)."""

MAX_JSON_DEPTH = 2
"""A KataGo rule description is one flat JSON object; deeper nesting is
not read (and cannot reach the JSON parser's recursion)."""


def read_rules(text: str | None) -> RulesReading:
    """The preset an RU value names: a name in any case or language, a
    KataGo rules string or JSON. Unclear text keeps Japanese rules and says so.

    >>> read_rules("Japanese").key, read_rules("TT--").key, read_rules("New Zealand").key
    ('japanese', 'tromp-taylor', 'new zealand')
    >>> read_rules("koPOSITIONALscoreAREAtaxNONEsui1").key
    'tromp-taylor'
    >>> read_rules('{"ko":"SIMPLE","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N"}').key
    'chinese'
    >>> r = read_rules("Club rules"); r.key, r.assumed, r.note
    ('japanese', True, 'RU[Club rules] names no rule set gocount knows; counted under Japanese rules')
    >>> read_rules(None).note
    'no RU; counted under Japanese rules'
    """
    if text is None or not text.strip():
        return RulesReading(text, DEFAULT_RULES, True, QT_TRANSLATE_NOOP("Record", "no RU; counted under {rules} rules").format(rules=TITLES[DEFAULT_RULES]))
    value = text.strip()
    if len(value) > MAX_RULES_TEXT:
        return RulesReading(
            text,
            DEFAULT_RULES,
            True,
            QT_TRANSLATE_NOOP(
                "Record", "RU[{value}] is too long to be a rule set's name (over {limit} characters); counted under {rules} rules"
            ).format(value=shown(value), limit=MAX_RULES_TEXT, rules=TITLES[DEFAULT_RULES]),
        )
    key = preset_key(value)
    if key:
        return RulesReading(text, key, False)
    fields = _katago_fields(value)
    if fields:
        key = _preset_for_fields(fields)
        return RulesReading(text, key, False, QT_TRANSLATE_NOOP("Record", "RU[{value}] read as {rules} rules").format(value=value, rules=TITLES[key]))
    words = re.findall(r"[a-z]+|[^\x00-\x7f]+", value.lower())
    named = {_WORDS_FOR_PRESETS[w] for w in words if w in _WORDS_FOR_PRESETS}
    if len(named) == 1:
        return RulesReading(text, named.pop(), False)
    return RulesReading(
        text,
        DEFAULT_RULES,
        True,
        QT_TRANSLATE_NOOP("Record", "RU[{value}] names no rule set gocount knows; counted under {rules} rules").format(value=value, rules=TITLES[DEFAULT_RULES]),
    )


_KATAGO_STRING = re.compile(r"(ko|score|scoring|tax|sui|suicide|button|whb|fpok)([A-Za-z0-9\-]+?)(?=(?:ko|score|tax|sui|button|whb|fpok)|$)")


def _katago_fields(value: str) -> dict[str, str] | None:
    """The fields of a KataGo rules string or JSON object, lower-cased, or None."""
    if value.startswith("{"):
        import json  # rare in a record: not loaded at start-up

        if _json_depth(value) > MAX_JSON_DEPTH:
            return None

        try:
            data = json.loads(value)
        except ValueError:
            return None
        if not isinstance(data, dict):
            return None
        aliases = {"scoring": "score", "suicide": "sui", "whitehandicapbonus": "whb", "hasbutton": "button"}
        fields = {aliases.get(k.lower(), k.lower()): str(v).lower() for k, v in data.items()}
    else:
        if not value.startswith("ko") and not value.startswith("score"):
            return None
        fields = {name: val.lower() for name, val in _KATAGO_STRING.findall(value)}
    return fields if "score" in fields else None


def _json_depth(text: str) -> int:
    """How deep the brackets of JSON text nest, strings skipped; counted
    in one pass, without recursion.

    >>> _json_depth('{"ko":"SIMPLE","x":"{[{"}'), _json_depth('{"a":{"b":[1]}}'), _json_depth("{" * 1000)
    (1, 3, 1000)
    """
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "{[":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "}]":
            depth -= 1
    return deepest


def _preset_for_fields(fields: dict[str, str]) -> str:
    """The preset closest to a KataGo rule description."""
    ko = fields.get("ko", "simple")
    suicide = fields.get("sui", "false") in ("1", "true")
    if fields.get("tax") == "all":
        return "stone scoring"
    if fields["score"] == "territory":
        return "japanese"
    if ko == "positional" and suicide:
        return "tromp-taylor"
    if ko == "situational" and suicide:
        return "new zealand"
    if ko == "situational" or fields.get("whb") == "n-1" or fields.get("button") in ("1", "true"):
        return "aga"
    return "chinese"
