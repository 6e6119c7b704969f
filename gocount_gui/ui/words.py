"""Plain words for the score panel: one sentence per rule set and per
identity that a club player understands without the symbols of SCORING.md.
The symbols stay where they were (the breakdown, the tooltips, the
identities' formulas); these sentences come first.

Rule sets are grouped as players meet them: the common ones first, then
the rule sets of the seed papers (equivalence, area rules III, stone
scoring, prisoner counting), which teach more than they are played.

The sentences are kept in English; :func:`rule_words`, :func:`identity_words`
and :func:`seeds_heading` give them in the language in use.
"""

from __future__ import annotations

from ..i18n import QT_TRANSLATE_NOOP, translate

RULE_WORDS = {
    "japanese": QT_TRANSLATE_NOOP("Words", "Territory counting: the empty points you surround plus the stones you captured; eyes in seki count for nobody."),
    "korean": QT_TRANSLATE_NOOP("Words", "Territory counting, as in Japan: the empty points you surround plus the stones you captured."),
    "chinese": QT_TRANSLATE_NOOP("Words", "Area counting: your stones on the board plus the empty points you surround; White gets a point for each handicap stone."),
    "aga": QT_TRANSLATE_NOOP("Words", "Territory plus captures, with a stone handed over at every pass and White passing last, so it agrees with area counting."),
    "new zealand": QT_TRANSLATE_NOOP("Words", "Area counting: your stones on the board plus the empty points you surround; no points for handicap stones."),
    "ing": QT_TRANSLATE_NOOP("Words", "Area counting (Ing's stone count): your stones plus your empty points; White gets a point for each handicap stone."),
    "tromp-taylor": QT_TRANSLATE_NOOP("Words", "Area counting with nothing removed: a point is yours if it is your stone or reaches only your stones, so dead stones must be captured first."),
    "equivalence": QT_TRANSLATE_NOOP("Words", "Territory with a stone handed over at every pass and White passing last: the rules under which area and territory always agree."),
    "area iii": QT_TRANSLATE_NOOP("Words", "Area counting corrected by the difference in stones the players put down before the first pass, which brings it to the territory result."),
    "stone scoring": QT_TRANSLATE_NOOP("Words", "The oldest way: only your stones on the board count, so every eye you keep costs a point."),
    "prisoner counting": QT_TRANSLATE_NOOP("Words", "Stone scoring counted from the lids: the stones each player took and the pass stones, White passing last."),
}
"""One sentence per preset key, in English."""

COMMON = ("japanese", "korean", "chinese", "aga", "new zealand", "ing", "tromp-taylor")
"""The rule sets players play under, listed first."""
SEEDS_HEADING = QT_TRANSLATE_NOOP("Words", "Rule sets that teach, from writings on scoring")
"""The heading over the other rule sets (equivalence, area rules III, stone
scoring, prisoner counting)."""

IDENTITY_WORDS = {
    "1": QT_TRANSLATE_NOOP("Words", "Every move put one stone down, so the stones on the board, in the lids and passed must come out even for both players."),
    "2": QT_TRANSLATE_NOOP("Words", "Area and territory counting differ only by the last pass, the handicap stones, the pass stones and the eyes in seki."),
    "3": QT_TRANSLATE_NOOP("Words", "With pass stones and White passing last, counting area and counting territory give the same result (the AGA's promise)."),
    "4": QT_TRANSLATE_NOOP("Words", "With pass stones and White passing last, the area count and the territory count with pass stones agree (the equivalence theorem)."),
    "5": QT_TRANSLATE_NOOP("Words", "The area rules III count follows from territory, prisoners and the stones each player put down after the first pass (filling the dame)."),
    "5b": QT_TRANSLATE_NOOP("Words", "With as many stones played by each side, area rules III gives the territory result."),
    "6": QT_TRANSLATE_NOOP("Words", "When White passed last, counting the stones on the board and counting the stones in the lids give the same margin."),
    "7": QT_TRANSLATE_NOOP("Words", "The two areas differ by an odd or an even number exactly as the counted points do: a check that no point is lost or counted twice."),
}
"""One sentence per identity number, in English."""


def rule_words(key: str) -> str:
    """The plain sentence for preset ``key`` in the language in use ("" for
    a key it does not know)."""
    return translate("Words", RULE_WORDS[key]) if key in RULE_WORDS else ""


def identity_words(number: str) -> str:
    """The plain sentence for identity ``number`` in the language in use
    ("" when there is none)."""
    return translate("Words", IDENTITY_WORDS[number]) if number in IDENTITY_WORDS else ""


def seeds_heading() -> str:
    """:data:`SEEDS_HEADING` in the language in use."""
    return translate("Words", SEEDS_HEADING)


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
