"""The table of counts and the seeds' proofs, with one game's numbers put in.

Seed 000's Table of Counts (T, S, E, A, X, D, P, R, M, Q for each colour,
then N, H, H', L, K) and each proof of SCORING.md as its own steps: seed
000's equivalence theorem with its handicap and komi corollaries, seed
003's area minus territory (its three differences: who passed last, the
handicap, the passes), seed 001's area rules III (n_c and N_c), seed 004's
prisoner count beside the stone score, and seed 003's parity.

A :class:`Step` is one line of a proof: the claim in symbols, the same
claim with the game's numbers put in, both sides' values, and whether it
holds on this game. A step that stops holding says why in words (Black
passed last, seki eyes, unequal moves after the first pass, a lid that does
not add up). The last step of each proof is the identity of
:mod:`.identities` it proves, with the same two values, so the table never
disagrees with the panel.

Pure: no Qt. The window, the score sheet and ``gocount-score --counts``
show these values and compute nothing themselves. The words (claims, whys,
titles, verdicts) are :class:`~.text.Text` values, English strings that
:func:`gocount_gui.shown.shown` translates.
"""

from __future__ import annotations

from dataclasses import dataclass

from .colour import PerColour
from .identities import CLOSING_PASS_EVENS, NOT_RECORDED, Identity, check_all, passes_unknown
from .komi import komi_advice
from .ledger import Ledger
from .text import Text, translate

DEFINITION = "definition"
ALGEBRA = "algebra"
PREMISE = "premise"
CONCLUSION = "conclusion"
NOTE = "note"

SOURCE_NAMES = (
    "The Equivalence Theorem", "Mathematics of Scoring", "Sensei's Library", "On the Rules of Go",
    "Prisoner Counting for Stone Scoring", "Ikeda Toshio", "Robert Jasiek", "Jasiek",
)
"""The writings the proofs come from, by title and author as a reader cites
them (SCORING.md's seeds 000 to 004): names, the same in every language."""


def _n(value: float) -> str:
    return f"{value:g}"


def _diff(a: float, b: float) -> str:
    """``(a - b)`` with the numbers, as a step writes it."""
    return f"({_n(a)} - {_n(b)})"


@dataclass(frozen=True)
class Step:
    """One line of a proof on one game.

    kind: ``"definition"`` (true by the table), ``"algebra"`` (follows from
    the steps before), ``"premise"`` (what the rules promise, checked on the
    game), ``"conclusion"`` (the identity proved) or ``"note"`` (a value
    shown, nothing claimed). ``holds`` is None for a note, and for a step
    whose premise does not apply to this game; ``why`` says what stops it.
    """

    claim: str
    numbers: str
    left: float
    right: float
    kind: str = ALGEBRA
    why: str = ""
    applies: bool = True

    @property
    def holds(self) -> bool | None:
        """True or False; None for a note or a step that does not apply."""
        if self.kind == NOTE or not self.applies:
            return None
        return self.left == self.right

    @property
    def mark(self) -> str:
        """A check mark, a cross, or a dash."""
        return {True: "\u2713", False: "\u2717", None: "\u2013"}[self.holds]


@dataclass(frozen=True)
class Proof:
    """A seed's proof on one game: a title, the idea in plain words, the
    steps, and a verdict in words (why it holds here, or where it stops)."""

    key: str
    title: str
    seed: str
    words: str
    steps: tuple[Step, ...]
    identity: str = ""
    """The number of the identity (SCORING.md) the last step proves, if any."""

    @property
    def conclusion(self) -> Step:
        """The step that is the identity proved (the first conclusion)."""
        return next(step for step in self.steps if step.kind == CONCLUSION)

    @property
    def holds(self) -> bool | None:
        return self.conclusion.holds

    @property
    def first_break(self) -> Step | None:
        """The first step that stops holding (a premise that fails or a
        premise the game does not meet), or None when every step holds."""
        for step in self.steps:
            if step.kind != NOTE and (not step.applies or step.holds is False):
                return step
        return None

    @property
    def verdict(self) -> str:
        """One sentence: it holds on this game, or where and why it stops."""
        broken = self.first_break
        if broken is None:
            return translate("Proofs", "Every step holds on this game.")
        return translate("Proofs", "Stops at {claim}: {why}.").format(
            claim=broken.claim, why=broken.why or translate("Proofs", "the two sides differ"))


@dataclass(frozen=True)
class Row:
    """One row of the table of counts: a symbol, its meaning in words, how
    it is made, and its value for Black and for White (``white`` is None
    for a number of the whole game, shown in Black's column)."""

    symbol: str
    words: str
    made: str
    black: float
    white: float | None = None


def table_of_counts(ledger: Ledger) -> tuple[Row, ...]:
    """Seed 000's Table of Counts for both colours, then the numbers of the
    whole game (N, H, H', L, K) and seed 001's n_c and N_c.

    >>> from gocount_gui.scoring.numbers import parse_counts, to_ledger
    >>> ledger = to_ledger(parse_counts("size=4,S_B=5,S_W=5,T_B=3,T_W=3"))
    >>> [(r.symbol, r.black, r.white) for r in table_of_counts(ledger)][:2]
    [('T', 3, 3), ('S', 5, 5)]
    """
    t, s, e, a = ledger.territory, ledger.stones, ledger.seki_eyes, ledger.area
    x, d, p, r, m = ledger.captures, ledger.dead, ledger.prisoners, ledger.passes, ledger.moves
    q = _q(ledger)
    n, big = ledger.played_before_first_pass, ledger.played
    record = translate("Proofs", "record") if ledger.moves_from_record else translate("Proofs", "S + P (no record)")
    regions, record_or_tray = translate("Proofs", "regions"), translate("Proofs", "record or tray")
    rows = [
        Row("T", translate("Proofs", "territory: empty points only this colour surrounds"), regions, t.black, t.white),
        Row("S", translate("Proofs", "stones on the board, dead ones removed"), translate("Proofs", "board"), s.black, s.white),
        Row("E", translate("Proofs", "eyes of groups in seki (and points to fill)"), regions, e.black, e.white),
        Row("A", translate("Proofs", "area: stones, territory and seki eyes"), "S + T + E", a.black, a.white),
        Row("X", translate("Proofs", "stones captured during play"), translate("Proofs", "lid"), x.black, x.white),
        Row("D", translate("Proofs", "dead stones removed at the end"), translate("Proofs", "dead marks"), d.black, d.white),
        Row("P", translate("Proofs", "prisoners: in the opponent's lid"), "X + D", p.black, p.white),
        Row("R", translate("Proofs", "passes (pass stones given)"), record_or_tray, r.black, r.white),
        Row("M", translate("Proofs", "moves made (Black's extra handicap stones not counted)"),
            translate("Proofs", "S + P + R (- H' for Black)"), m.black, m.white),
        Row("Q", translate("Proofs", "territory score with pass stones"), "T - P - R", q.black, q.white),
        Row("n", translate("Proofs", "stones played up to the first pass"), record, n.black, n.white),
        Row("N", translate("Proofs", "stones played in the whole game"), record, big.black, big.white),
        Row("N", translate("Proofs", "neutral points: dame and shared liberties of seki"), regions, ledger.neutral),
        Row("H", translate("Proofs", "handicap stones"), "HA / AB", ledger.handicap),
        Row("H'", translate("Proofs", "handicap stones beyond one normal first move"), "max(H - 1, 0)", ledger.extra_handicap),
        Row("L", translate("Proofs", "1 if Black made the last pass"), record_or_tray, ledger.black_passed_last),
        Row("K", translate("Proofs", "komi"), "KM", ledger.komi),
    ]
    return tuple(rows)


def _q(ledger: Ledger) -> PerColour[int]:
    t, p, r = ledger.territory, ledger.prisoners, ledger.passes
    return PerColour(t.black - p.black - r.black, t.white - p.white - r.white)


def _concluded(claim: str, identity: Identity, why: str | None = None) -> Step:
    """The step that is ``identity``: its two sides with the numbers put
    in, its values, and whether it applies."""
    return Step(
        claim,
        _sides(identity),
        identity.left,
        identity.right,
        CONCLUSION,
        identity.why if why is None else why,
        identity.applies,
    )


def _sides(identity: Identity, separator: str = "  =  ") -> Text:
    """An identity's two sides with the numbers put in."""
    return Text.join([identity.left_text, identity.right_text], separator)


def _alternation(ledger: Ledger, premise: str) -> Step:
    """The premise M_B - L = M_W (or M_B = M_W), with why it fails."""
    m, last = ledger.moves, ledger.black_passed_last
    if premise == "equal":
        claim = translate("Proofs", "M_B = M_W (White passes last, so both made as many moves)")
        numbers = f"{_n(m.black)} = {_n(m.white)}"
        left, right = m.black, m.white
        applies = not last
    else:
        claim = translate("Proofs", "M_B - L = M_W (Black starts and the players alternate)")
        numbers = f"{_n(m.black)} - {last} = {_n(m.white)}"
        left, right = m.black - last, m.white
        applies = True
    gap = m.black - last - m.white
    if not applies:
        why = translate("Proofs", "Black passed last (L = 1): Black made one move more, M_B = {black}, M_W = {white}").format(
            black=m.black, white=m.white)
    elif passes_unknown(ledger) and (gap == 1 or (gap == 0 and premise == "equal")):
        applies = False  # as the identities say: information missing, not a miscount
        why = CLOSING_PASS_EVENS.format(not_recorded=NOT_RECORDED) if gap else NOT_RECORDED
    elif left != right:
        why = _lid_words(gap)
    else:
        why = ""
    return Step(claim, numbers, left, right, PREMISE, why, applies)


def _lid_words(gap: int) -> Text:
    """Why the moves do not alternate when Black's side has ``gap`` moves
    too many (too few when negative)."""
    if gap > 0:
        return translate(
            "Proofs",
            "the lids do not add up: Black's side has %n more moves "
            "(Black's lid is %n short, or White's holds %n too many)",
            None, 0,
        ).plural(gap)
    return translate(
        "Proofs",
        "the lids do not add up: Black's side has %n fewer moves "
        "(White's lid is %n short, or Black's holds %n too many)",
        None, 0,
    ).plural(-gap)


LIDS_DO_NOT_ADD_UP = translate("Proofs", "the lids do not add up")


def _eye_why(ledger: Ledger) -> str:
    e = ledger.seki_eyes
    if e.black == e.white:
        return ""
    return translate("Proofs", "seki eyes: area counts E_B - E_W = {black} - {white} = {difference} that territory does not").format(
        black=e.black, white=e.white, difference=e.black - e.white)


def equivalence_proof(ledger: Ledger, identity: Identity) -> Proof:
    """Seed 000: from M_B = M_W to A_B - A_W - H' = Q_B - Q_W, with the
    handicap corollary (H' taken off the area side, White's rule 4 points)
    and seki eyes taken off the area side where there are any."""
    s, t, e, a, p, r = ledger.stones, ledger.territory, ledger.seki_eyes, ledger.area, ledger.prisoners, ledger.passes
    h1 = ledger.extra_handicap
    q = _q(ledger)
    premise = _alternation(ledger, "equal")
    stone_gap = (p.white - p.black) + (r.white - r.black) + h1
    eye = e.black - e.white
    steps = [
        premise,
        Step(
            "S_B - S_W = (P_W - P_B) + (R_W - R_B) + H'  (M_B = S_B + P_B + R_B - H', M_W = S_W + P_W + R_W)",
            f"{_n(s.black)} - {_n(s.white)} = {_diff(p.white, p.black)} + {_diff(r.white, r.black)} + {h1}",
            s.black - s.white, stone_gap, ALGEBRA,
            "" if s.black - s.white == stone_gap else premise.why or LIDS_DO_NOT_ADD_UP,
            premise.applies,
        ),
        Step(
            "A_B - A_W = (S_B - S_W) + (T_B - T_W) + (E_B - E_W)",
            f"{_n(a.black)} - {_n(a.white)} = {_diff(s.black, s.white)} + {_diff(t.black, t.white)} + {_diff(e.black, e.white)}",
            a.black - a.white, (s.black - s.white) + (t.black - t.white) + eye, DEFINITION,
        ),
        Step(
            "A_B - A_W - H' - (E_B - E_W) = (P_W - P_B) + (R_W - R_B) + (T_B - T_W)",
            f"{_n(a.black)} - {_n(a.white)} - {h1} - {_diff(e.black, e.white)} = "
            f"{_diff(p.white, p.black)} + {_diff(r.white, r.black)} + {_diff(t.black, t.white)}",
            a.black - a.white - h1 - eye, (p.white - p.black) + (r.white - r.black) + (t.black - t.white), ALGEBRA,
            "" if s.black - s.white == stone_gap else premise.why or LIDS_DO_NOT_ADD_UP,
            premise.applies,
        ),
        Step(
            "Q_B - Q_W = (T_B - T_W) + (P_W - P_B) + (R_W - R_B)  (Q_c = T_c - P_c - R_c)",
            f"{_n(q.black)} - {_n(q.white)} = {_diff(t.black, t.white)} + {_diff(p.white, p.black)} + {_diff(r.white, r.black)}",
            q.black - q.white, (t.black - t.white) + (p.white - p.black) + (r.white - r.black), DEFINITION,
        ),
    ]
    if h1:
        steps.append(Step(
            translate("Proofs", "Handicap (corollary 3): Black placed H - 1 stones more than one move, White gets H' points (rule 4)"),
            f"H = {ledger.handicap}, H' = {h1}", h1, h1, NOTE,
        ))
    steps.append(_concluded("A_B - A_W - H' = Q_B - Q_W", identity,
                            identity.why if identity.holds is not True else _eye_why(ledger)))
    return Proof(
        "equivalence",
        translate("Proofs", "Area and territory agree (the equivalence theorem)"),
        translate("Proofs", "“The Equivalence Theorem”, a rules appendix"),
        translate(
            "Proofs",
            "Every move puts a stone on the board, gives a prisoner or is a pass. When White passes last both players "
            "made the same number of moves, so the difference in stones on the board is the difference in prisoners "
            "and passes; adding the territory to both shows that area counting and territory counting with pass "
            "stones give the same difference. In a handicap game White gets H - 1 points under area counting.",
        ),
        tuple(steps),
        identity.number,
    )


def area_minus_territory_proof(ledger: Ledger, identity: Identity, aga: Identity) -> Proof:
    """Seed 003: Sc - Sj = L + H' + (R_W - R_B) (+ (E_B - E_W) with seki
    eyes), its three differences with the game's values, then the AGA's
    equality (pass stones, White passes last, C(H) = H')."""
    s, e, p, r = ledger.stones, ledger.seki_eyes, ledger.prisoners, ledger.passes
    m, last, h1 = ledger.moves, ledger.black_passed_last, ledger.extra_handicap
    eye = e.black - e.white
    premise = _alternation(ledger, "alternate")
    stones_side = (s.black + p.black) - (s.white + p.white) + eye
    moves_side = (m.black - r.black + h1) - (m.white - r.white) + eye
    steps = [
        Step(
            translate("Proofs", "area - territory = (S_B + P_B) - (S_W + P_W) + (E_B - E_W)  (K cancels, T cancels)"),
            f"{_n(identity.left)} = ({s.black} + {p.black}) - ({s.white} + {p.white}) + {_diff(e.black, e.white)}",
            identity.left, stones_side, ALGEBRA,
        ),
        Step(
            "= (M_B - R_B + H') - (M_W - R_W) + (E_B - E_W)",
            f"= ({m.black} - {r.black} + {h1}) - ({m.white} - {r.white}) + {_diff(e.black, e.white)}",
            stones_side, moves_side, DEFINITION,
        ),
        premise,
        Step(
            translate("Proofs", "Who passed last: L"),
            Text.frame("L = {value}: {words}", value=last, words=(
                translate("Proofs", "Black passed last, area gives Black 1 point more than territory") if last
                else translate("Proofs", "White passed last (or nobody), no difference"))),
            last, last, NOTE,
        ),
        Step(
            translate("Proofs", "Handicap: H'"),
            Text.frame("H' = {value}: {words}", value=h1, words=(
                translate("Proofs", "area gives Black %n point(s) more than territory (handicap stones are area)", None, 0).plural(h1)
                if h1 else translate("Proofs", "no difference"))),
            h1, h1, NOTE,
        ),
        Step(
            translate("Proofs", "Passes: R_W - R_B"),
            Text.frame("R_W - R_B = {white} - {black} = {difference}: {words}", white=r.white, black=r.black,
                       difference=r.white - r.black, words=_pass_words(r.white - r.black)),
            r.white - r.black, r.white - r.black, NOTE,
        ),
        _concluded(translate("Proofs", "area - territory = L + H' + (R_W - R_B) + (E_B - E_W)"), identity, identity.why or premise.why),
        _concluded(translate("Proofs", "AGA: with pass stones, White passing last and C(H) = H', area = territory"), aga),
    ]
    return Proof(
        "area-territory",
        translate("Proofs", "How far area and territory counting differ"),
        translate("Proofs", "“Mathematics of Scoring”, Sensei's Library"),
        translate(
            "Proofs",
            "Counted the common way (area with no compensation, territory with no pass stones) the two scores differ "
            "by exactly three things: 1 when Black passed last, the handicap stones beyond the first, and the passes "
            "White made beyond Black's (plus seki eyes, which area counts and territory does not). The AGA rules make "
            "all three vanish: White passes last, passes give stones, and White gets H - 1 points under area counting.",
        ),
        tuple(steps),
        identity.number,
    )


def _pass_words(extra: int) -> Text:
    if extra > 0:
        return translate("Proofs", "White passed %n more time(s): area favours Black by %n", None, 0).plural(extra)
    if extra < 0:
        return translate("Proofs", "Black passed %n more time(s): territory favours Black by %n", None, 0).plural(-extra)
    return translate("Proofs", "as many passes each, no difference")


def area_iii_proof(ledger: Ledger, identity: Identity, territory: Identity) -> Proof:
    """Seed 001: area rules III counted by territory and prisoners, from
    N_c = S_c + P_c to t_B - t_W = (T_B - P_B) - (T_W - P_W) when both
    played as many stones after the first pass."""
    s, a, p = ledger.stones, ledger.area, ledger.prisoners
    n, big = ledger.played_before_first_pass, ledger.played
    half = (n.black - n.white) / 2
    t_b, t_w = a.black - half, a.white + half
    after = PerColour(big.black - n.black, big.white - n.white)
    stones_ok = big.black == s.black + p.black and big.white == s.white + p.white
    if ledger.moves_from_record:
        source = translate("Proofs", "from the record")
    else:
        source = translate("Proofs", "no record: taken as S_c + P_c, no stone after the first pass")
    not_matching = translate("Proofs", "the stones played do not match the board and the lids")
    steps = [
        Step(
            translate("Proofs", "n_B, n_W: stones played up to the first pass (handicap included)"),
            Text.frame("n_B = {black}, n_W = {white} ({source})", black=n.black, white=n.white, source=source),
            n.black - n.white, n.black - n.white, NOTE,
        ),
        Step(
            translate("Proofs", "N_B = S_B + P_B and N_W = S_W + P_W (every stone played is on the board or a prisoner)"),
            f"{big.black} = {s.black} + {p.black}; {big.white} = {s.white} + {p.white}",
            abs(big.black - s.black - p.black) + abs(big.white - s.white - p.white), 0, PREMISE,
            "" if stones_ok else not_matching,
        ),
        Step(
            "t_B = A_B - (n_B - n_W)/2, t_W = A_W + (n_B - n_W)/2",
            f"t_B = {a.black} - ({n.black} - {n.white})/2 = {_n(t_b)}, t_W = {a.white} + ({n.black} - {n.white})/2 = {_n(t_w)}",
            t_b - t_w, (a.black - a.white) - (n.black - n.white), DEFINITION,
        ),
        Step(
            "t_B - t_W = (T_B + E_B - T_W - E_W) - (P_B - P_W) + (N_B - n_B) - (N_W - n_W)",
            _sides(identity),
            identity.left, identity.right, ALGEBRA,
            "" if identity.left == identity.right else not_matching,
        ),
        Step(
            translate("Proofs", "N_B - n_B = N_W - n_W (as many stones after the first pass)"),
            f"{after.black} = {after.white}", after.black, after.white, PREMISE,
            "" if after.black == after.white else translate(
                "Proofs", "unequal moves after the first pass: Black played {black}, White {white}").format(
                black=after.black, white=after.white),
            after.black == after.white,
        ),
        _concluded(translate("Proofs", "t_B - t_W = (T_B - P_B) - (T_W - P_W)  (E_B - E_W off the area side)"), territory),
    ]
    return Proof(
        "area-iii",
        translate("Proofs", "Area rules III counted by territory and prisoners"),
        translate("Proofs", "Ikeda Toshio, “On the Rules of Go”"),
        translate(
            "Proofs",
            "Each stone a player put down is on the board or in the opponent's lid. So the stone difference is the "
            "prisoner difference plus the stones played; area rules III take away half the difference in stones "
            "played before the first pass, and what is left is territory minus prisoners, plus the stones each side "
            "played after the first pass. When both played as many after the first pass, it is plain territory counting.",
        ),
        tuple(steps),
        territory.number,
    )


def prisoner_proof(ledger: Ledger, identity: Identity) -> Proof:
    """Seed 004: the prisoner count (P_W + R_W) - (P_B + R_B) equals the
    stone score S_B - S_W - H' when White passes last, shown side by side."""
    s, p, r = ledger.stones, ledger.prisoners, ledger.passes
    h1 = ledger.extra_handicap
    premise = _alternation(ledger, "equal")
    xb, xw = p.black + r.black, p.white + r.white
    steps = [
        Step(
            translate("Proofs", "Stone score: S_B - S_W - H'"),
            f"{s.black} - {s.white} - {h1} = {s.black - s.white - h1}", s.black - s.white - h1, s.black - s.white - h1, NOTE,
        ),
        Step(
            translate("Proofs", "Prisoner count: X_w - X_b, X_c = P_c + R_c (prisoners and pass stones of colour c)"),
            f"X_w - X_b = ({p.white} + {r.white}) - ({p.black} + {r.black}) = {xw} - {xb} = {xw - xb}",
            xw - xb, xw - xb, NOTE,
        ),
        premise,
        _concluded("S_B - S_W - H' = (P_W + R_W) - (P_B + R_B)", identity),
    ]
    return Proof(
        "prisoners",
        translate("Proofs", "Stone scoring by counting prisoners"),
        translate("Proofs", "Robert Jasiek, “Prisoner Counting for Stone Scoring”"),
        translate(
            "Proofs",
            "When removed stones and pass stones are kept as prisoners and White passes last, both players made as "
            "many moves; so the difference in stones on the board is the difference in prisoners, and counting the "
            "lids gives the stone score without counting the board.",
        ),
        tuple(steps),
        identity.number,
    )


def parity_proof(ledger: Ledger, identity: Identity) -> Proof:
    """Seed 003's parity and seed 000's komi corollaries 1 and 2."""
    a = ledger.area
    points, neutral = ledger.points, ledger.neutral
    advice = komi_advice(points, ledger.komi, neutral)
    steps = [
        Step(
            translate("Proofs", "A_B + A_W + N = s*s (the whole board is accounted for)"),
            f"{a.black} + {a.white} + {neutral} = {ledger.size}*{ledger.size} = {points}",
            a.black + a.white + neutral, points, DEFINITION,
            "" if a.black + a.white + neutral == points else translate("Proofs", "the counts do not fill the board"),
        ),
        Step(
            "A_B - A_W \u2261 s*s - N (mod 2)",
            _sides(identity, "; "),
            identity.left, identity.right, CONCLUSION, identity.why,
        ),
        Step(
            translate("Proofs", "Komi (corollaries 1 and 2): D = A_W - A_B + K = (s*s - N) + K - 2 A_B moves in steps of 2"),
            advice.text, advice.smallest_difference, advice.smallest_difference, NOTE,
        ),
    ]
    return Proof(
        "parity",
        translate("Proofs", "Parity and komi"),
        translate("Proofs", "“The Equivalence Theorem”; “Mathematics of Scoring”"),
        translate(
            "Proofs",
            "The areas and the neutral points fill the board, so the area difference is odd or even with the points "
            "left after the neutral ones. The result therefore moves in steps of 2, and the komi decides whether a "
            "jigo can happen and how small a win can be.",
        ),
        tuple(steps),
        identity.number,
    )


def lid_audit_proof(ledger: Ledger, identity: Identity) -> Proof:
    """Identity 1, the lid audit, as the count of moves of both players."""
    s, p, r, x, d = ledger.stones, ledger.prisoners, ledger.passes, ledger.captures, ledger.dead
    h1 = ledger.extra_handicap
    steps = [
        Step(translate("Proofs", "P_B = X_B + D_B, P_W = X_W + D_W (White's lid holds Black's prisoners)"),
             f"{p.black} = {x.black} + {d.black}; {p.white} = {x.white} + {d.white}",
             p.black - p.white, (x.black + d.black) - (x.white + d.white), DEFINITION),
        Step("M_B = S_B + P_B + R_B - H'", f"{s.black} + {p.black} + {r.black} - {h1} = {ledger.moves.black}",
             ledger.moves.black, s.black + p.black + r.black - h1, DEFINITION),
        Step("M_W = S_W + P_W + R_W", f"{s.white} + {p.white} + {r.white} = {ledger.moves.white}",
             ledger.moves.white, s.white + p.white + r.white, DEFINITION),
        _concluded("M_B - L = M_W", identity, "" if identity.holds else identity.why),
    ]
    return Proof(
        "moves",
        translate("Proofs", "The lids add up (moves)"),
        translate("Proofs", "“The Equivalence Theorem”; “Mathematics of Scoring”; Jasiek"),
        translate(
            "Proofs",
            "Every move is a stone on the board, a stone in the opponent's lid, or a pass. Black moves first and the "
            "players alternate, so Black made as many moves as White, or one more when Black passed last.",
        ),
        tuple(steps),
        identity.number,
    )


def proofs(ledger: Ledger, identities: tuple[Identity, ...] | None = None) -> tuple[Proof, ...]:
    """Every proof of the seeds on ``ledger``, in the order a teacher shows
    them: the lid audit, the equivalence theorem, area minus territory,
    area rules III, prisoner counting, parity and komi. ``identities`` are
    :func:`check_all`'s for the same ledger, when the caller has them.

    >>> from gocount_gui.scoring.numbers import parse_counts, to_ledger
    >>> ledger = to_ledger(parse_counts("size=4,S_B=5,S_W=5,T_B=3,T_W=3,R_B=2,R_W=1,L=1"))
    >>> [(p.key, p.holds) for p in proofs(ledger)][:2]
    [('moves', True), ('equivalence', None)]
    >>> proofs(ledger)[1].verdict[:60]
    'Stops at M_B = M_W (White passes last, so both made as many '
    """
    found = {i.number: i for i in (identities if identities is not None else check_all(ledger))}
    return (
        lid_audit_proof(ledger, found["1"]),
        equivalence_proof(ledger, found["4"]),
        area_minus_territory_proof(ledger, found["2"], found["3"]),
        area_iii_proof(ledger, found["5"], found["5b"]),
        prisoner_proof(ledger, found["6"]),
        parity_proof(ledger, found["7"]),
    )
