"""Rule sets as data: one frozen record of orthogonal choices, and the presets.

Scorers read the fields (``rules.handicap_compensation``), never a preset's
name. A user's variant is ``dataclasses.replace(AGA, white_passes_last=False)``;
:func:`preset_name` finds the name back, or says ``"custom"``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, fields

from .text import Text, translate


class Counting(enum.Enum):
    """Which counting method of SCORING.md decides the game."""

    AREA = "area"  # A_B - A_W - K - C(H)
    TERRITORY = "territory"  # (T_B - P_B [- R_B]) - (T_W - P_W [- R_W]) - K
    STONES = "stones"  # S_B - S_W - K
    PRISONERS = "prisoners"  # (P_W + R_W) - (P_B + R_B) + H' - K   (seed 004)
    AREA_III = "area-iii"  # t_B - t_W - K   (seed 001)


class Compensation(enum.Enum):
    """C(H): the points White gets for Black's handicap stones under area counting."""

    NONE = "0"
    H = "H"
    H_MINUS_1 = "H-1"

    def points(self, handicap: int) -> int:
        """C(H) for a game with ``handicap`` stones (H = 0 for an even game).

        >>> Compensation.H_MINUS_1.points(4), Compensation.H_MINUS_1.points(0)
        (3, 0)
        """
        if self is Compensation.NONE:
            return 0
        if self is Compensation.H:
            return handicap
        return max(handicap - 1, 0)


class Ko(enum.Enum):
    """Which repetitions are forbidden."""

    SIMPLE = "simple"
    POSITIONAL = "positional superko"
    SITUATIONAL = "situational superko"


@dataclass(frozen=True)
class RuleSet:
    """The choices that decide a count, each a field a user may change.

    counting: the counting method (see :class:`Counting`).
    pass_stones: a pass hands one stone to the opponent (R_c enters the count).
    white_passes_last: if Black passed last (L = 1), White adds one closing pass.
    handicap_compensation: C(H) = 0, H or H' under area counting.
    seki_eyes_score: the eyes of groups in seki (E_c) score for their owner.
    remove_dead: dead stones are lifted before counting (false for Tromp-Taylor,
        which counts the board as it stands).
    ko, suicide: the legality of moves when a record is replayed.
    default_komi: K when the game does not say.
    """

    counting: Counting
    pass_stones: bool = False
    white_passes_last: bool = False
    handicap_compensation: Compensation = Compensation.NONE
    seki_eyes_score: bool = True
    remove_dead: bool = True
    ko: Ko = Ko.SIMPLE
    suicide: bool = False
    default_komi: float = 7.5

    def describe(self, komi: bool = True) -> Text:
        """The fields in words, for a rule set that is no preset (without
        the komi when ``komi`` is false)."""
        parts: list[object] = [_COUNTING_WORDS[self.counting]]
        if self.pass_stones:
            parts.append(translate("Rules", "pass stones"))
        if self.white_passes_last:
            parts.append(translate("Rules", "White passes last"))
        if self.counting is Counting.AREA:
            parts.append(f"C(H) = {self.handicap_compensation.value}")
        if self.seki_eyes_score:
            parts.append(translate("Rules", "seki eyes score"))
        else:
            parts.append(translate("Rules", "seki eyes do not score"))
        if not self.remove_dead:
            parts.append(translate("Rules", "dead stones stay on the board"))
        parts.append(_KO_WORDS[self.ko])
        parts.append(translate("Rules", "suicide allowed") if self.suicide else translate("Rules", "no suicide"))
        if komi:
            parts.append(translate("Rules", "komi {komi}").format(komi=f"{self.default_komi:g}"))
        return Text.join(parts)


_COUNTING_WORDS = {
    Counting.AREA: translate("Rules", "area counting"),
    Counting.TERRITORY: translate("Rules", "territory counting"),
    Counting.STONES: translate("Rules", "stone counting"),
    Counting.PRISONERS: translate("Rules", "prisoner counting"),
    Counting.AREA_III: translate("Rules", "area counting (rules III)"),
}
_KO_WORDS = {
    Ko.SIMPLE: translate("Rules", "simple ko"),
    Ko.POSITIONAL: translate("Rules", "positional superko"),
    Ko.SITUATIONAL: translate("Rules", "situational superko"),
}


JAPANESE = RuleSet(Counting.TERRITORY, seki_eyes_score=False, default_komi=6.5)
KOREAN = RuleSet(Counting.TERRITORY, seki_eyes_score=False, default_komi=6.5)
CHINESE = RuleSet(Counting.AREA, handicap_compensation=Compensation.H, default_komi=7.5)
AGA = RuleSet(
    Counting.TERRITORY,
    pass_stones=True,
    white_passes_last=True,
    handicap_compensation=Compensation.H_MINUS_1,
    ko=Ko.SITUATIONAL,
    default_komi=7.5,
)
NEW_ZEALAND = RuleSet(Counting.AREA, ko=Ko.SITUATIONAL, suicide=True, default_komi=7.0)
# Ing: komi 8 with Black winning ties is 7.5; White's H points in handicap games
# follow the AGA's reading of the SST rules (the rules themselves are silent).
ING = RuleSet(Counting.AREA, handicap_compensation=Compensation.H, ko=Ko.SITUATIONAL, suicide=True, default_komi=7.5)
TROMP_TAYLOR = RuleSet(Counting.AREA, remove_dead=False, ko=Ko.POSITIONAL, suicide=True, default_komi=7.5)
EQUIVALENCE = RuleSet(
    Counting.AREA,
    pass_stones=True,
    white_passes_last=True,
    handicap_compensation=Compensation.H_MINUS_1,
    ko=Ko.SITUATIONAL,
    default_komi=7.5,
)
AREA_III = RuleSet(Counting.AREA_III, default_komi=6.5)
STONE_SCORING = RuleSet(Counting.STONES, default_komi=0.0)
PRISONER_STONE_SCORING = RuleSet(Counting.PRISONERS, pass_stones=True, white_passes_last=True, default_komi=0.0)

PRESETS: dict[str, RuleSet] = {
    "japanese": JAPANESE,
    "korean": KOREAN,
    "chinese": CHINESE,
    "aga": AGA,
    "new zealand": NEW_ZEALAND,
    "ing": ING,
    "tromp-taylor": TROMP_TAYLOR,
    "equivalence": EQUIVALENCE,
    "area iii": AREA_III,
    "stone scoring": STONE_SCORING,
    "prisoner counting": PRISONER_STONE_SCORING,
}
"""Every preset by its lower-case key, in the order the score panel lists them."""

TITLES: dict[str, Text] = {
    "japanese": translate("Rules", "Japanese"),
    "korean": translate("Rules", "Korean"),
    "chinese": translate("Rules", "Chinese"),
    "aga": translate("Rules", "AGA"),
    "new zealand": translate("Rules", "New Zealand"),
    "ing": translate("Rules", "Ing"),
    "tromp-taylor": translate("Rules", "Tromp-Taylor"),
    "equivalence": translate("Rules", "Equivalence"),
    "area iii": translate("Rules", "Area rules III"),
    "stone scoring": translate("Rules", "Stone scoring"),
    "prisoner counting": translate("Rules", "Prisoner-counting stone scoring"),
}
"""The name a player reads for each preset key (a :class:`~.text.Text`:
:func:`gocount_gui.shown.shown` gives it in the language in use)."""

_ALIASES = {
    "jp": "japanese",
    "japan": "japanese",
    "ko": "korean",
    "kr": "korean",
    "cn": "chinese",
    "china": "chinese",
    "nz": "new zealand",
    "newzealand": "new zealand",
    "new-zealand": "new zealand",
    "tt": "tromp-taylor",
    "tromp taylor": "tromp-taylor",
    "tromp/taylor": "tromp-taylor",
    "trompt-taylor": "tromp-taylor",
    "tromptaylor": "tromp-taylor",
    "equivalence rules": "equivalence",
    "seed 000": "equivalence",
    "area-iii": "area iii",
    "area rules iii": "area iii",
    "stones": "stone scoring",
    "stone-scoring": "stone scoring",
    "prisoners": "prisoner counting",
    "prisoner-counting": "prisoner counting",
}


def preset(name: str) -> RuleSet:
    """The preset named ``name`` (any case, common aliases accepted).

    Raises ValueError naming the known presets.

    >>> preset("NZ") == NEW_ZEALAND
    True
    """
    key = preset_key(name)
    if key is None:
        raise ValueError(translate("Rules", "unknown rule set {name}; known: {known}").format(
            name=repr(name), known=Text.join(TITLES.values())))
    return PRESETS[key]


def preset_key(name: str) -> str | None:
    """The key in :data:`PRESETS` that ``name`` means, or None."""
    text = " ".join(name.strip().lower().split())
    if text in PRESETS:
        return text
    return _ALIASES.get(text)


def preset_name(rules: RuleSet) -> Text:
    """The title of the preset equal to ``rules`` ignoring komi, else "custom".

    Japanese and Korean rules count alike, so they share the name "Japanese".

    >>> import dataclasses
    >>> preset_name(dataclasses.replace(CHINESE, default_komi=5.5))
    'Chinese'
    >>> preset_name(dataclasses.replace(AGA, white_passes_last=False))
    'custom'
    """
    for key, candidate in PRESETS.items():
        if _same_ignoring_komi(candidate, rules):
            return TITLES[key]
    return translate("Rules", "custom")


def _same_ignoring_komi(a: RuleSet, b: RuleSet) -> bool:
    return all(getattr(a, f.name) == getattr(b, f.name) for f in fields(RuleSet) if f.name != "default_komi")
