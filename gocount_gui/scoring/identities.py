"""The identities that tie the counting methods together (SCORING.md 1-7).

Each function returns an :class:`Identity`: whether it applies (and which
premise fails when it does not), both sides as formulas with the game's
numbers put in, their values, and whether they are equal. The lid audit
(identity 1) also says in words which lid is short, and by how much.

Premises are what the rules promise (for example "White passed last");
a count that breaks an identity whose premises hold shows a miscount.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from .ledger import Ledger
from .text import Text, translate


class Identity(NamedTuple):
    """One identity checked on one ledger.

    ``left_text``/``right_text`` are the two sides with the numbers put in;
    ``why`` says which premise fails when ``applies`` is false, what the
    seki-eye correction was, or what a failure means. ``name``, ``why`` and
    the parity's sides are :class:`~.text.Text` values (English strings
    that :func:`gocount_gui.shown.shown` translates).
    """

    number: str
    name: str
    statement: str
    applies: bool
    left: float
    right: float
    left_text: str
    right_text: str
    why: str = ""

    @property
    def holds(self) -> bool | None:
        """True or False when the identity applies, None when it does not."""
        if not self.applies:
            return None
        return self.left == self.right

    @property
    def mark(self) -> str:
        """A check mark, a cross, or a dash when it does not apply."""
        return {True: "\u2713", False: "\u2717", None: "\u2013"}[self.holds]


def _n(value: float) -> str:
    """A number as a player writes it: 3, -2, 6.5."""
    return f"{value:g}"


def _eye_correction(ledger: Ledger) -> tuple[int, str]:
    e = ledger.seki_eyes
    return _eye_note(e.black, e.white)


@lru_cache(maxsize=256, typed=True)
def _eye_note(black: int, white: int) -> tuple[int, str]:
    """E_B - E_W and the note that says it was taken off (three identities
    of every count ask for it)."""
    diff = black - white
    if diff == 0 and black == 0:
        return 0, ""
    return diff, translate("Identities", "seki eyes: (E_B - E_W) = ({black} - {white}) taken off the area side").format(
        black=black, white=white)


NOT_RECORDED = translate("Identities", "not recorded: no pass was recorded, so who passed last is unknown")
CLOSING_PASS_EVENS = translate("Identities", "{not_recorded}; Black played one stone more, which White's closing pass evens")
"""NOT_RECORDED when the lids are one stone apart (fill in ``not_recorded``)."""
LIDS_DO_NOT_ADD_UP = translate("Identities", "the lids do not add up (see the lid audit)")


NO_NOTES = Text.join([], "; ")
"""No notes: the empty join :func:`_notes` gives."""


def _notes(*notes: str) -> Text:
    """The notes that are not empty, separated by semicolons."""
    kept = [note for note in notes if note]
    return Text.join(kept, "; ") if kept else NO_NOTES


def passes_unknown(ledger: Ledger) -> bool:
    """True when nobody passed in the record (or over the board, on the
    tray): the passes and who passed last are missing, not zero."""
    return ledger.last_pass is None and ledger.passes.black == 0 and ledger.passes.white == 0


def _lid_gap(ledger: Ledger) -> int:
    """M_B - L - M_W: how far the lids are from adding up."""
    m = ledger.moves
    return m.black - ledger.black_passed_last - m.white


def _only_passes_missing(ledger: Ledger) -> bool:
    """True when the record's only gap is that its passes were not
    recorded: no pass at all, and the lids 0 or 1 stone apart (Black
    played the last stone; White's closing pass would even them)."""
    return passes_unknown(ledger) and _lid_gap(ledger) in (0, 1)


def lid_audit(ledger: Ledger) -> Identity:
    """Identity 1, moves: M_B - L = M_W, that is
    S_B + P_B + R_B - H' - L = S_W + P_W + R_W.

    When it fails, ``why`` says which lid is short (or holds too many) and
    by how many stones. Black's lid holds White's prisoners and pass stones
    (P_W + R_W); White's lid holds P_B + R_B. A record without passes whose
    lids are one stone apart (Black played the last stone) is missing
    information, not a contradiction: the audit does not apply then.
    """
    s, p, r = ledger.stones, ledger.prisoners, ledger.passes
    h1, last = ledger.extra_handicap, ledger.black_passed_last
    left = s.black + p.black + r.black - h1 - last
    right = s.white + p.white + r.white
    gap = left - right
    applies = True
    if gap == 0:
        why = translate("Identities", "the lids add up")
    elif gap == 1 and passes_unknown(ledger):
        applies = False
        why = CLOSING_PASS_EVENS.format(not_recorded=NOT_RECORDED)
    elif gap > 0:
        why = translate(
            "Identities",
            "Black's lid is %n stones short, or White's lid holds %n too many "
            "(or a pass, the handicap or who passed last is wrong)",
            None, 0,
        ).plural(gap, one="Black's lid is %n stone short, or White's lid holds %n too many "
                          "(or a pass, the handicap or who passed last is wrong)")
    else:
        why = translate(
            "Identities",
            "White's lid is %n stones short, or Black's lid holds %n too many "
            "(or a pass, the handicap or who passed last is wrong)",
            None, 0,
        ).plural(-gap, one="White's lid is %n stone short, or Black's lid holds %n too many "
                           "(or a pass, the handicap or who passed last is wrong)")
    return Identity(
        "1",
        translate("Identities", "Moves (lid audit)"),
        "M_B - L = M_W",
        applies,
        left,
        right,
        f"S_B + P_B + R_B - H' - L = {s.black} + {p.black} + {r.black} - {h1} - {last} = {_n(left)}",
        f"S_W + P_W + R_W = {s.white} + {p.white} + {r.white} = {_n(right)}",
        why,
    )


def area_minus_territory(ledger: Ledger) -> Identity:
    """Identity 2 (seed 003): area(C=0) - territory = L + H' + (R_W - R_B) + (E_B - E_W).

    area(C=0) = A_B - A_W - K and territory = (T_B - P_B) - (T_W - P_W) - K.
    It follows from the moves identity, so it fails exactly when the lids
    do not add up.
    """
    a, t, p, r, e = ledger.area, ledger.territory, ledger.prisoners, ledger.passes, ledger.seki_eyes
    area = a.black - a.white
    territory = (t.black - p.black) - (t.white - p.white)
    left = area - territory
    right = ledger.black_passed_last + ledger.extra_handicap + (r.white - r.black) + (e.black - e.white)
    missing = left != right and _only_passes_missing(ledger)
    return Identity(
        "2",
        translate("Identities", "Area minus territory"),
        translate("Identities", "area(C=0) - territory = L + H' + (R_W - R_B) + (E_B - E_W)"),
        not missing,
        left,
        right,
        f"({a.black} - {a.white}) - (({t.black} - {p.black}) - ({t.white} - {p.white})) = {_n(left)}",
        f"{ledger.black_passed_last} + {ledger.extra_handicap} + ({r.white} - {r.black}) + ({e.black} - {e.white}) = {_n(right)}",
        NOT_RECORDED if missing else "" if left == right else LIDS_DO_NOT_ADD_UP,
    )


def _white_passed_last_premise(ledger: Ledger) -> str:
    if ledger.black_passed_last:
        return translate("Identities", "Black passed last (L = 1); the rule needs White's closing pass")
    if _only_passes_missing(ledger):
        return NOT_RECORDED
    return ""


def aga_equality(ledger: Ledger) -> Identity:
    """Identity 3 (seed 003, AGA): with pass stones, White passing last and
    C = H', area equals territory:
    A_B - A_W - H' - (E_B - E_W) = (T_B - P_B - R_B) - (T_W - P_W - R_W)  (komi on both sides cancels).
    """
    a, t, p, r = ledger.area, ledger.territory, ledger.prisoners, ledger.passes
    eye, eye_note = _eye_correction(ledger)
    h1 = ledger.extra_handicap
    left = a.black - a.white - h1 - eye
    right = (t.black - p.black - r.black) - (t.white - p.white - r.white)
    failing = _white_passed_last_premise(ledger)
    why = failing or _notes(eye_note, "" if left == right else LIDS_DO_NOT_ADD_UP)
    eye_text = f" - {eye}" if eye_note else ""
    return Identity(
        "3",
        translate("Identities", "AGA: area = territory with pass stones"),
        "A_B - A_W - H' = (T_B - P_B - R_B) - (T_W - P_W - R_W)",
        not failing,
        left,
        right,
        f"{a.black} - {a.white} - {h1}{eye_text} = {_n(left)}",
        f"({t.black} - {p.black} - {r.black}) - ({t.white} - {p.white} - {r.white}) = {_n(right)}",
        why,
    )


def equivalence(ledger: Ledger) -> Identity:
    """Identity 4 (seed 000, the equivalence theorem): with pass stones and
    M_B = M_W, A_B - A_W - H' = Q_B - Q_W where Q_c = T_c - P_c - R_c.

    M_B = M_W is what rule 11 (White passes last) guarantees, so the premise
    checked is L = 0; unequal moves with L = 0 are a miscount and make the
    identity fail. Seki eyes are taken off the area side.
    """
    a, t, p, r = ledger.area, ledger.territory, ledger.prisoners, ledger.passes
    eye, eye_note = _eye_correction(ledger)
    h1 = ledger.extra_handicap
    qb = t.black - p.black - r.black
    qw = t.white - p.white - r.white
    left = a.black - a.white - h1 - eye
    right = qb - qw
    failing = _white_passed_last_premise(ledger)
    m = ledger.moves
    notes = [eye_note]
    if left != right:
        notes.append(translate("Identities", "moves differ: M_B = {black}, M_W = {white}").format(black=m.black, white=m.white))
    eye_text = f" - {eye}" if eye_note else ""
    return Identity(
        "4",
        translate("Identities", "Equivalence theorem"),
        "A_B - A_W - H' = Q_B - Q_W",
        not failing,
        left,
        right,
        f"{a.black} - {a.white} - {h1}{eye_text} = {_n(left)}",
        f"Q_B - Q_W = {qb} - {qw} = {_n(right)}",
        failing or _notes(*notes),
    )


def area_iii(ledger: Ledger) -> Identity:
    """Identity 5 (seed 001): t_B - t_W =
    (T_B + E_B - T_W - E_W) - (P_B - P_W) + (N_B - n_B) - (N_W - n_W).

    It rests on N_c = S_c + P_c: every stone played is on the board, in a
    lid as a capture, or removed as dead. Without a record, n_c and N_c are
    derived from the board, and it holds by construction.
    """
    a, t, e, p = ledger.area, ledger.territory, ledger.seki_eyes, ledger.prisoners
    n, big = ledger.played_before_first_pass, ledger.played
    left = (a.black - a.white) - (n.black - n.white)
    right = (t.black + e.black - t.white - e.white) - (p.black - p.white) + (big.black - n.black) - (big.white - n.white)
    if not ledger.moves_from_record:
        why = translate("Identities", "no game record: n_c and N_c are taken as S_c + P_c")
    elif left != right:
        s = ledger.stones
        why = translate(
            "Identities",
            "stones played do not match the board and lids: N_B = {played_black} but S_B + P_B = {black}; "
            "N_W = {played_white} but S_W + P_W = {white}",
        ).format(played_black=big.black, black=s.black + p.black, played_white=big.white, white=s.white + p.white)
    else:
        why = ""
    return Identity(
        "5",
        translate("Identities", "Area rules III"),
        "t_B - t_W = (T_B + E_B - T_W - E_W) - (P_B - P_W) + (N_B - n_B) - (N_W - n_W)",
        True,
        left,
        right,
        f"({a.black} - {a.white}) - ({n.black} - {n.white}) = {_n(left)}",
        f"({t.black} + {e.black} - {t.white} - {e.white}) - ({p.black} - {p.white}) + ({big.black} - {n.black}) - ({big.white} - {n.white}) = {_n(right)}",
        why,
    )


def area_iii_territory(ledger: Ledger) -> Identity:
    """Identity 5, second part (seed 001): with equal numbers of stones
    played after the first pass (N_B - n_B = N_W - n_W),
    t_B - t_W = (T_B - P_B) - (T_W - P_W), seki eyes taken off the area side.
    """
    a, t, p = ledger.area, ledger.territory, ledger.prisoners
    n, big = ledger.played_before_first_pass, ledger.played
    eye, eye_note = _eye_correction(ledger)
    after_b, after_w = big.black - n.black, big.white - n.white
    applies = after_b == after_w
    left = (a.black - a.white) - (n.black - n.white) - eye
    right = (t.black - p.black) - (t.white - p.white)
    eye_text = f" - {eye}" if eye_note else ""
    if applies:
        why = _notes(eye_note, "" if left == right else translate("Identities", "the lids do not add up"))
    else:
        why = translate("Identities", "unequal stones after the first pass: Black {black}, White {white}").format(
            black=after_b, white=after_w)
    return Identity(
        "5b",
        translate("Identities", "Area rules III = territory"),
        "t_B - t_W = (T_B - P_B) - (T_W - P_W)",
        applies,
        left,
        right,
        f"({a.black} - {a.white}) - ({n.black} - {n.white}){eye_text} = {_n(left)}",
        f"({t.black} - {p.black}) - ({t.white} - {p.white}) = {_n(right)}",
        why,
    )


def prisoner_counting(ledger: Ledger) -> Identity:
    """Identity 6 (seed 004): with pass stones and White passing last,
    S_B - S_W - H' = (P_W + R_W) - (P_B + R_B).
    """
    s, p, r = ledger.stones, ledger.prisoners, ledger.passes
    h1 = ledger.extra_handicap
    left = s.black - s.white - h1
    right = (p.white + r.white) - (p.black + r.black)
    failing = _white_passed_last_premise(ledger)
    return Identity(
        "6",
        translate("Identities", "Prisoner counting = stone scoring"),
        "S_B - S_W - H' = (P_W + R_W) - (P_B + R_B)",
        not failing,
        left,
        right,
        f"{s.black} - {s.white} - {h1} = {_n(left)}",
        f"({p.white} + {r.white}) - ({p.black} + {r.black}) = {_n(right)}",
        failing or ("" if left == right else LIDS_DO_NOT_ADD_UP),
    )


def parity(ledger: Ledger) -> Identity:
    """Identity 7 (seed 003): A_B - A_W has the parity of s*s - N.

    Shown as the two parities (0 even, 1 odd).
    """
    a = ledger.area
    diff = a.black - a.white
    rest = ledger.points - ledger.neutral
    return Identity(
        "7",
        translate("Identities", "Parity"),
        "A_B - A_W \u2261 s*s - N (mod 2)",
        True,
        diff % 2,
        rest % 2,
        _parity_text(f"{a.black} - {a.white} = {diff}", diff),
        _parity_text(f"{ledger.size}*{ledger.size} - {ledger.neutral} = {rest}", rest),
        "" if diff % 2 == rest % 2 else translate(
            "Identities", "A_B + A_W + N is not the number of points: the regions are inconsistent"),
    )


def _parity_text(sum_text: str, value: int) -> Text:
    """``sum_text`` followed by whether ``value`` is odd or even."""
    if value % 2:
        return translate("Identities", "{sum}, odd").format(sum=sum_text)
    return translate("Identities", "{sum}, even").format(sum=sum_text)


IDENTITIES = (lid_audit, area_minus_territory, aga_equality, equivalence, area_iii, area_iii_territory, prisoner_counting, parity)


def check_all(ledger: Ledger) -> tuple[Identity, ...]:
    """Every identity of SCORING.md on one ledger, in order.

    >>> from gocount_gui.scoring.ledger import build_ledger, Tray
    >>> from gocount_gui.scoring.colour import PerColour, Colour
    >>> from gocount_gui.scoring.diagram import parse_diagram
    >>> ledger, _ = build_ledger(parse_diagram('''
    ...     . # o .
    ...     # # o o
    ...     . # o .
    ...     . # o .
    ... '''), Tray(passes=PerColour(1, 1), last_pass=Colour.WHITE))
    >>> [i.mark for i in check_all(ledger)]
    ['✓', '✓', '✓', '✓', '✓', '✓', '✓', '✓']
    """
    return tuple(check(ledger) for check in IDENTITIES)
