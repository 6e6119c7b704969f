"""One scorer per counting method of SCORING.md.

Each scorer returns a :class:`Count`: every term that went into Black's side
and White's side, the two totals, and the result. A positive margin means
Black wins; the result reads "B+x", "W+x" or "Jigo".
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, NamedTuple

from .colour import PerColour
from .ledger import Ledger
from .rules import Counting, RuleSet
from .text import Text, translate


class Term(NamedTuple):
    """One line of a breakdown: a symbol, what it means (a
    :class:`~.text.Text`), and what it adds to each side (0 where it does
    not enter that side)."""

    symbol: str
    label: Text
    black: float
    white: float


JIGO = translate("Scorers", "Jigo")


@dataclass(frozen=True)
class Result:
    """A game result as a margin for Black.

    >>> Result(margin=-0.5).text, Result(margin=0).text, Result(margin=3).text
    ('W+0.5', 'Jigo', 'B+3')
    """

    margin: float

    @property
    def text(self) -> str:
        """``"B+x"``, ``"W+x"`` or ``"Jigo"`` (a :class:`~.text.Text`, the
        one word of a result that is translated)."""
        if self.margin == 0:
            return JIGO
        return f"{'B' if self.margin > 0 else 'W'}+{abs(self.margin):g}"

    @property
    def winner(self) -> str | None:
        """``"B"``, ``"W"`` or None for a jigo."""
        if self.margin == 0:
            return None
        return "B" if self.margin > 0 else "W"


METHOD_TITLES: dict[str, Text] = {
    "area": translate("Scorers", "Area counting"),
    "territory": translate("Scorers", "Territory counting"),
    "stones": translate("Scorers", "Stones counting"),
    "prisoners": translate("Scorers", "Prisoners counting"),
    "area III": translate("Scorers", "Area iii counting"),
}
"""What the score sheet calls each :attr:`Count.method`."""


@dataclass(frozen=True)
class Count:
    """A scorer's answer: the method, every term, both sides and the result."""

    method: str
    formula: str
    terms: tuple[Term, ...]

    @property
    def method_title(self) -> Text:
        """The method in words: "Area counting"."""
        return METHOD_TITLES[self.method]

    @property
    def black(self) -> float:
        """Black's side: the sum of the terms' Black column."""
        return sum(t.black for t in self.terms)

    @property
    def white(self) -> float:
        """White's side: the sum of the terms' White column."""
        return sum(t.white for t in self.terms)

    @property
    def result(self) -> Result:
        return Result(self.black - self.white)

    def term(self, symbol: str) -> Term:
        """The term with ``symbol``; raises KeyError if there is none."""
        for term in self.terms:
            if term.symbol == symbol:
                return term
        raise KeyError(symbol)


def _closing_pass(ledger: Ledger, rules: RuleSet) -> int:
    """1 if the rules make White add a closing pass because Black passed last."""
    return 1 if rules.white_passes_last and ledger.black_passed_last else 0


def _komi_term(ledger: Ledger) -> Term:
    return Term("K", translate("Scorers", "komi"), 0, ledger.komi)


def _handicap_term(points: int, how: str) -> Term:
    return Term("C(H)", translate("Scorers", "handicap compensation to White ({how})").format(how=how), 0, points)


@lru_cache(maxsize=256, typed=True)
def _area_handicap_term(points: int, compensation: str, handicap: int) -> Term:
    """The C(H) term of area counting, made once for each handicap and
    compensation (every count makes it for every area preset)."""
    return _handicap_term(points, f"C(H) = {compensation}, H = {handicap}")


NO_HANDICAP_TERRITORY = _handicap_term(0, translate("Scorers", "none under territory counting"))
NO_HANDICAP_STONES = _handicap_term(0, translate("Scorers", "none under stone scoring"))
NO_HANDICAP_PRISONERS = _handicap_term(0, translate("Scorers", "none: H' is on Black's side"))
NO_HANDICAP_AREA_III = _handicap_term(0, translate("Scorers", "in n_B - n_W"))


STONES_ON_BOARD = translate("Scorers", "stones on the board")
TERRITORY = translate("Scorers", "territory")
SEKI_EYES = translate("Scorers", "seki eyes")
PRISONERS_TAKEN = translate("Scorers", "prisoners taken (the opponent's P)")
PASS_STONES_RECEIVED = translate("Scorers", "pass stones received (the opponent's R)")


def area_score(ledger: Ledger, rules: RuleSet) -> Count:
    """Area counting (Chinese family): A_B - A_W - K - C(H).

    A_c = S_c + T_c + E_c (E_c only when ``rules.seki_eyes_score``); C(H) is
    0, H or H' by ``rules.handicap_compensation``. With ``rules.remove_dead``
    false (Tromp-Taylor) the area is the board as it stands: stones plus
    empty points reaching only that colour.
    """
    if rules.remove_dead:
        terms = [
            Term("S", STONES_ON_BOARD, ledger.stones.black, ledger.stones.white),
            Term("T", TERRITORY, ledger.territory.black, ledger.territory.white),
        ]
        if rules.seki_eyes_score:
            terms.append(Term("E", SEKI_EYES, ledger.seki_eyes.black, ledger.seki_eyes.white))
        else:
            terms.append(Term("E", translate("Scorers", "seki eyes (not counted)"), 0, 0))
    else:
        terms = [Term("A*", translate("Scorers", "area with every stone standing"), ledger.reach_area.black, ledger.reach_area.white)]
    comp = rules.handicap_compensation
    terms.append(_area_handicap_term(comp.points(ledger.handicap), comp.value, ledger.handicap))
    terms.append(_komi_term(ledger))
    return Count("area", "A_B - A_W - K - C(H)", tuple(terms))


def territory_score(ledger: Ledger, rules: RuleSet) -> Count:
    """Territory counting: (T_B - P_B) - (T_W - P_W) - K, and with pass
    stones (AGA, seed 000's Q): (T_B - P_B - R_B) - (T_W - P_W - R_W) - K.

    Each side is shown as players count it: territory plus the prisoners
    and pass stones in its lid (the opponent's P and R). E_c is added only
    when ``rules.seki_eyes_score``; otherwise the points each side must fill
    (F_c, false eyes and the last liberties of its chains once the dame are
    filled: part of E_c, not of T_c) are named in a term worth nothing. If ``rules.white_passes_last`` and Black
    passed last, White's closing pass adds one pass stone to Black's lid.
    Handicap stones are not points here, so C(H) has no term.
    """
    p = ledger.prisoners
    terms = [Term("T", TERRITORY, ledger.territory.black, ledger.territory.white)]
    if rules.seki_eyes_score:
        terms.append(Term("E", SEKI_EYES, ledger.seki_eyes.black, ledger.seki_eyes.white))
    elif ledger.must_fill.black or ledger.must_fill.white:
        f = ledger.must_fill
        label = translate("Scorers", "points to fill, not territory (Black {black}, White {white})").format(black=f.black, white=f.white)
        terms.append(Term("F", label, 0, 0))
    terms.append(Term("P", PRISONERS_TAKEN, p.white, p.black))
    if rules.pass_stones:
        closing = _closing_pass(ledger, rules)
        terms.append(Term("R", PASS_STONES_RECEIVED, ledger.passes.white + closing, ledger.passes.black))
        formula = "(T_B - P_B - R_B) - (T_W - P_W - R_W) - K"
    else:
        formula = "(T_B - P_B) - (T_W - P_W) - K"
    terms.append(NO_HANDICAP_TERRITORY)
    terms.append(_komi_term(ledger))
    return Count("territory", formula, tuple(terms))


def stone_score(ledger: Ledger, rules: RuleSet) -> Count:
    """Ancient stone scoring: S_B - S_W - K (the group tax is implied)."""
    terms = (
        Term("S", STONES_ON_BOARD, ledger.stones.black, ledger.stones.white),
        NO_HANDICAP_STONES,
        _komi_term(ledger),
    )
    return Count("stones", "S_B - S_W - K", terms)


def prisoner_score(ledger: Ledger, rules: RuleSet) -> Count:
    """Prisoner counting for stone scoring (seed 004):
    (P_W + R_W) - (P_B + R_B) + H' - K.

    With pass stones and White passing last it equals S_B - S_W - K
    (identity 6). Pass stones enter when ``rules.pass_stones``; a closing
    White pass is added when ``rules.white_passes_last`` and Black passed last.
    """
    p = ledger.prisoners
    terms = [Term("P", PRISONERS_TAKEN, p.white, p.black)]
    if rules.pass_stones:
        closing = _closing_pass(ledger, rules)
        terms.append(Term("R", PASS_STONES_RECEIVED, ledger.passes.white + closing, ledger.passes.black))
    terms.append(Term("H'", translate("Scorers", "handicap stones beyond the first move"), ledger.extra_handicap, 0))
    terms.append(NO_HANDICAP_PRISONERS)
    terms.append(_komi_term(ledger))
    return Count("prisoners", "(P_W + R_W) - (P_B + R_B) + H' - K", tuple(terms))


def area_iii_score(ledger: Ledger, rules: RuleSet) -> Count:
    """Area rules III (seed 001): t_B - t_W - K, where
    t_B = A_B - (n_B - n_W)/2 and t_W = A_W + (n_B - n_W)/2.

    n_c counts the stones c played up to the first pass, handicap stones
    included, so the handicap is compensated by the same term (seed 001's
    footnote: handicap stones are not part of Black's area).
    """
    a = ledger.area
    if not rules.seki_eyes_score:
        a = PerColour(a.black - ledger.seki_eyes.black, a.white - ledger.seki_eyes.white)
    n = ledger.played_before_first_pass
    half = (n.black - n.white) / 2
    terms = (
        Term("A", translate("Scorers", "area (S + T + E)"), a.black, a.white),
        Term("(n_B - n_W)/2", translate("Scorers", "half the difference in stones played before the first pass"), -half, half),
        NO_HANDICAP_AREA_III,
        _komi_term(ledger),
    )
    return Count("area III", "t_B - t_W - K", terms)


SCORERS: dict[Counting, Callable[[Ledger, RuleSet], Count]] = {
    Counting.AREA: area_score,
    Counting.TERRITORY: territory_score,
    Counting.STONES: stone_score,
    Counting.PRISONERS: prisoner_score,
    Counting.AREA_III: area_iii_score,
}


def score(ledger: Ledger, rules: RuleSet) -> Count:
    """Count ``ledger`` under ``rules`` with the scorer its counting names.

    >>> from gocount_gui.scoring.ledger import build_ledger, Tray
    >>> from gocount_gui.scoring.diagram import parse_diagram
    >>> from gocount_gui.scoring.rules import CHINESE
    >>> ledger, _ = build_ledger(parse_diagram('''
    ...     # # # o
    ...     . # o .
    ...     # # o o
    ...     . # o .
    ... '''), Tray(komi=0.5))
    >>> score(ledger, CHINESE).result.text
    'B+1.5'
    """
    return SCORERS[rules.counting](ledger, rules)
