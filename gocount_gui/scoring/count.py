"""Everything the score panel shows, from one position: the ledger, every
preset's count, the identities, the lid audit and the komi advice."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

from .board import Position
from .colour import Colour, Point
from .identities import Identity, check_all
from .komi import KomiAdvice, komi_advice
from .ledger import Ledger, Tray, build_ledger
from .regions import Regions, find_regions
from .rules import PRESETS, RuleSet
from .scorers import Count, score


@dataclass(frozen=True)
class Score:
    """One position counted under every preset (and a custom rule set if
    given), with the identities and the komi advice."""

    ledger: Ledger
    regions: Regions
    counts: dict[str, Count]
    identities: tuple[Identity, ...]
    komi: KomiAdvice

    @property
    def lid_audit(self) -> Identity:
        """Identity 1, whose ``why`` says which lid is short."""
        return self.identities[0]


def count_all(
    position: Position,
    tray: Tray = Tray(),
    dead: Iterable[Point] = (),
    overrides: Mapping[Point, Colour | None] | None = None,
    extra: Mapping[str, RuleSet] | None = None,
) -> Score:
    """Count ``position`` under every preset at once from one ledger.

    ``extra`` adds rule sets of the caller's (a user's variant) by name.
    Rule sets that keep dead stones on the board (Tromp-Taylor) read the
    ledger's ``reach_area``; all others read the counts after removal.

    >>> from gocount_gui.scoring.diagram import parse_diagram
    >>> s = count_all(parse_diagram('''
    ...     . # o .
    ...     # # o o
    ...     . # o .
    ...     . # o .
    ... '''), Tray(komi=0.5))
    >>> s.counts["japanese"].result.text, s.counts["chinese"].result.text
    ('W+0.5', 'W+0.5')
    """
    dead = frozenset(dead)
    regions = find_regions(position, dead, overrides)
    ledger, _ = build_ledger(position, tray, dead, overrides, regions=regions)
    return score_ledger(ledger, regions, extra)


def score_ledger(ledger: Ledger, regions: Regions, extra: Mapping[str, RuleSet] | None = None) -> Score:
    """The counts, identities and komi advice for a ledger already built."""
    counts = {name: score(ledger, rules) for name, rules in PRESETS.items()}
    if extra:
        for name, rules in extra.items():
            counts[name] = score(ledger, rules)
    return Score(
        ledger=ledger,
        regions=regions,
        counts=counts,
        identities=check_all(ledger),
        komi=komi_advice(ledger.points, ledger.komi, ledger.neutral),
    )
