"""Rule sets as data: one frozen record of orthogonal choices, and the presets.

Scorers read the fields (``rules.handicap_compensation``), never a preset's
name. A user's variant is ``dataclasses.replace(AGA, white_passes_last=False)``;
:func:`preset_name` finds the name back, or says ``"custom"``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, fields


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

    def describe(self) -> str:
        """The fields in words, for a rule set that is no preset."""
        parts = [f"{self.counting.value} counting"]
        if self.pass_stones:
            parts.append("pass stones")
        if self.white_passes_last:
            parts.append("White passes last")
        if self.counting is Counting.AREA:
            parts.append(f"C(H) = {self.handicap_compensation.value}")
        parts.append("seki eyes score" if self.seki_eyes_score else "seki eyes do not score")
        if not self.remove_dead:
            parts.append("dead stones stay on the board")
        parts.append(f"{self.ko.value} ko")
        parts.append("suicide allowed" if self.suicide else "no suicide")
        parts.append(f"komi {self.default_komi:g}")
        return ", ".join(parts)


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

TITLES: dict[str, str] = {
    "japanese": "Japanese",
    "korean": "Korean",
    "chinese": "Chinese",
    "aga": "AGA",
    "new zealand": "New Zealand",
    "ing": "Ing",
    "tromp-taylor": "Tromp-Taylor",
    "equivalence": "Equivalence (seed 000)",
    "area iii": "Area rules III",
    "stone scoring": "Stone scoring",
    "prisoner counting": "Prisoner-counting stone scoring",
}
"""The name a player reads for each preset key."""

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
        raise ValueError(f"unknown rule set {name!r}; known: {', '.join(TITLES.values())}")
    return PRESETS[key]


def preset_key(name: str) -> str | None:
    """The key in :data:`PRESETS` that ``name`` means, or None."""
    text = " ".join(name.strip().lower().split())
    if text in PRESETS:
        return text
    return _ALIASES.get(text)


def preset_name(rules: RuleSet) -> str:
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
    return "custom"


def _same_ignoring_komi(a: RuleSet, b: RuleSet) -> bool:
    return all(getattr(a, f.name) == getattr(b, f.name) for f in fields(RuleSet) if f.name != "default_komi")
