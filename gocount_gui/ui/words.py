"""Plain words for the score panel: one sentence per rule set and per
identity that a club player understands without the symbols of SCORING.md.
The symbols stay where they were (the breakdown, the tooltips, the
identities' formulas); these sentences come first.

Rule sets are grouped as players meet them: the common ones first, then
the rule sets of the seed papers (equivalence, area rules III, stone
scoring, prisoner counting), which teach more than they are played.
"""

from __future__ import annotations

RULE_WORDS = {
    "japanese": "Territory counting: the empty points you surround plus the stones you captured; eyes in seki count for nobody.",
    "korean": "Territory counting, as in Japan: the empty points you surround plus the stones you captured.",
    "chinese": "Area counting: your stones on the board plus the empty points you surround; White gets a point for each handicap stone.",
    "aga": "Territory plus captures, with a stone handed over at every pass and White passing last, so it agrees with area counting.",
    "new zealand": "Area counting: your stones on the board plus the empty points you surround; no points for handicap stones.",
    "ing": "Area counting (Ing's stone count): your stones plus your empty points; White gets a point for each handicap stone.",
    "tromp-taylor": "Area counting with nothing removed: a point is yours if it is your stone or reaches only your stones, so dead stones must be captured first.",
    "equivalence": "Territory with a stone handed over at every pass and White passing last: the rules under which area and territory always agree (seed 000).",
    "area iii": "Area counting corrected by the difference in stones the players put down before the first pass, which brings it to the territory result (seed 001).",
    "stone scoring": "The oldest way: only your stones on the board count, so every eye you keep costs a point.",
    "prisoner counting": "Stone scoring counted from the lids: the stones each player took and the pass stones, White passing last (seed 004).",
}
"""One sentence per preset key."""

COMMON = ("japanese", "korean", "chinese", "aga", "new zealand", "ing", "tromp-taylor")
"""The rule sets players play under, listed first."""
SEEDS_HEADING = "From the seed papers: rule sets that teach"
"""The heading over the other rule sets (equivalence, area rules III, stone
scoring, prisoner counting)."""

IDENTITY_WORDS = {
    "1": "Every move put one stone down, so the stones on the board, in the lids and passed must come out even for both players.",
    "2": "Area and territory counting differ only by the last pass, the handicap stones, the pass stones and the eyes in seki.",
    "3": "With pass stones and White passing last, counting area and counting territory give the same result (the AGA's promise).",
    "4": "With pass stones and White passing last, the area count and the territory count with pass stones agree (the equivalence theorem).",
    "5": "The area rules III count follows from territory, prisoners and the stones each player put down after the first pass (filling the dame).",
    "5b": "With as many stones played by each side, area rules III gives the territory result.",
    "6": "When White passed last, counting the stones on the board and counting the stones in the lids give the same margin.",
    "7": "The two areas differ by an odd or an even number exactly as the counted points do: a check that no point is lost or counted twice.",
}
"""One sentence per identity number."""


def rule_words(key: str) -> str:
    """The plain sentence for preset ``key`` ("" for a key it does not know)."""
    return RULE_WORDS.get(key, "")


def identity_words(number: str) -> str:
    """The plain sentence for identity ``number`` ("" when there is none)."""
    return IDENTITY_WORDS.get(number, "")


def table_order(keys, chosen: str) -> tuple[list[str], list[str]]:
    """The table's rows: the chosen rule set first, then the common ones,
    then (under :data:`SEEDS_HEADING`) the rest, each part in ``keys``'
    order. Every key is in one of the two lists.

    >>> table_order(["japanese", "chinese", "equivalence", "stone scoring"], "stone scoring")
    (['stone scoring', 'japanese', 'chinese'], ['equivalence'])
    """
    keys = list(keys)
    first = [chosen] if chosen in keys else []
    common = first + [k for k in keys if k in COMMON and k not in first]
    return common, [k for k in keys if k not in common]
