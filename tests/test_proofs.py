"""The table of counts and the seeds' proofs with a game's numbers put in:
what the table shows is what scoring/ computes, and each proof stops
exactly where, and for the reason, the game breaks its premise."""

from __future__ import annotations

import dataclasses

from hypothesis import given, strategies as st

from gocount_gui.scoring import Colour, PerColour, Tray, build_ledger, check_all, parse_diagram
from gocount_gui.scoring.numbers import Numbers, to_ledger
from gocount_gui.scoring.proofs import ALGEBRA, CONCLUSION, DEFINITION, NOTE, PREMISE, proofs, table_of_counts
from gocount_gui.scoring.rules import PRISONER_STONE_SCORING, STONE_SCORING
from gocount_gui.scoring.scorers import score

from positions import SEKI_ONE_EYE_EACH
from test_properties import GAMES, PlayedGame

B, W = Colour.BLACK, Colour.WHITE
HONEST = Tray(captures=PerColour(2, 4), passes=PerColour(1, 1), last_pass=W, komi=6.5)


def _proofs(tray, diagram=SEKI_ONE_EYE_EACH):
    ledger, _ = build_ledger(parse_diagram(diagram), tray)
    return ledger, {p.key: p for p in proofs(ledger)}


def _table_matches_ledger(ledger) -> None:
    symbols = ledger.symbols()
    rows = table_of_counts(ledger)
    for row in rows:
        if row.white is None:
            key = {"H'": "H'"}.get(row.symbol, row.symbol)
            assert row.black == symbols[key], row
        elif row.symbol == "Q":
            t, p, r = ledger.territory, ledger.prisoners, ledger.passes
            assert (row.black, row.white) == (t.black - p.black - r.black, t.white - p.white - r.white)
        else:
            assert (row.black, row.white) == (symbols[f"{row.symbol}_B"], symbols[f"{row.symbol}_W"]), row


def _proofs_match_identities(ledger) -> None:
    identities = {i.number: i for i in check_all(ledger)}
    for proof in proofs(ledger):
        last = proof.conclusion
        assert last.kind == CONCLUSION
        identity = identities[proof.identity]
        assert (last.left, last.right, last.applies, last.holds) == (
            identity.left, identity.right, identity.applies, identity.holds), proof.key
        if proof.key == "area-territory":
            aga = proof.steps[-1]
            assert (aga.left, aga.right, aga.applies, aga.holds) == (
                identities["3"].left, identities["3"].right, identities["3"].applies, identities["3"].holds)
        for step in proof.steps:
            if step.kind == DEFINITION and proof.key != "parity":
                assert step.holds, (proof.key, step)
            if step.kind == NOTE:
                assert step.holds is None


def _scores_beside_the_proofs(ledger) -> None:
    found = {p.key: p for p in proofs(ledger)}
    stone, prisoners = found["prisoners"].steps[:2]
    h1, komi = ledger.extra_handicap, ledger.komi
    assert stone.left + h1 - komi == score(ledger, STONE_SCORING).result.margin
    closing = 1 if ledger.black_passed_last else 0  # White's closing pass, given to Black's lid
    assert prisoners.left + closing + h1 - komi == score(ledger, PRISONER_STONE_SCORING).result.margin
    # Seed 003's three differences and the seki eyes add up to Sc - Sj's right side.
    diffs = [s for s in found["area-territory"].steps if s.kind == NOTE]
    e = ledger.seki_eyes
    identity2 = {i.number: i for i in check_all(ledger)}["2"]
    assert sum(s.left for s in diffs) + (e.black - e.white) == identity2.right


@given(GAMES)
def test_the_table_and_the_proofs_show_what_scoring_computes_on_played_games(played: PlayedGame) -> None:
    ledger = played.count().ledger
    _table_matches_ledger(ledger)
    _proofs_match_identities(ledger)
    _scores_beside_the_proofs(ledger)
    # An honest game: every step whose premise the game meets holds.
    for proof in proofs(ledger):
        for step in proof.steps:
            assert step.holds in (True, None), (proof.key, step)


counts = st.integers(0, 60)
pairs = st.builds(PerColour, counts, counts)


@st.composite
def typed_numbers(draw) -> Numbers:
    """Any numbers a club could type, honest or not (lids miscounted), on
    a board they fit."""
    size = draw(st.integers(5, 19))
    left = size * size
    parts = []
    for _ in range(6):  # S_B, S_W, T_B, T_W, E_B, E_W within the board
        part = draw(st.integers(0, min(left, 120)))
        parts.append(part)
        left -= part
    stones, territory, eyes = PerColour(*parts[0:2]), PerColour(*parts[2:4]), PerColour(*parts[4:6])
    passes = draw(pairs)
    last = draw(st.integers(0, 1)) if passes.black else 0
    played = draw(st.none() | pairs)
    before = None if played is None else PerColour(draw(st.integers(0, played.black)), draw(st.integers(0, played.white)))
    return Numbers(size=size, stones=stones, territory=territory, seki_eyes=eyes, captures=draw(pairs),
                   dead=draw(pairs), passes=passes, handicap=draw(st.integers(0, 9)), last_pass=last,
                   komi=draw(st.sampled_from((0, 0.5, 6.5, 7))), played_before_first_pass=before, played=played)


@given(typed_numbers())
def test_the_table_and_the_proofs_show_what_scoring_computes_on_any_numbers(numbers: Numbers) -> None:
    ledger = to_ledger(numbers)
    _table_matches_ledger(ledger)
    _proofs_match_identities(ledger)
    _scores_beside_the_proofs(ledger)
    # The algebra follows the premise: where the moves balance, every step holds.
    for proof in proofs(ledger):
        premises = [s for s in proof.steps if s.kind == PREMISE]
        if premises and all(s.holds for s in premises):
            assert all(s.holds in (True, None) for s in proof.steps if s.kind in (ALGEBRA, DEFINITION)), proof.key


def test_every_proof_holds_step_by_step_when_white_passed_last_and_the_lids_add_up():
    ledger, found = _proofs(HONEST)
    for proof in found.values():
        assert proof.first_break is None, proof.key
        assert proof.verdict == "Every step holds on this game."


def test_the_equivalence_stops_where_black_passed_last_and_says_so():
    tray = dataclasses.replace(HONEST, passes=PerColour(2, 1), last_pass=B)
    _, found = _proofs(tray)
    broken = found["equivalence"].first_break
    assert broken.kind == PREMISE and broken.claim.startswith("M_B = M_W")
    assert "Black passed last (L = 1)" in broken.why
    assert found["equivalence"].holds is None
    # The moves still balance once L is counted, and seed 003's difference holds.
    assert found["moves"].holds and found["area-territory"].conclusion.holds
    aga = found["area-territory"].steps[-1]
    assert aga.applies is False and "Black passed last" in aga.why


def test_seki_eyes_are_named_where_area_and_territory_part():
    _, found = _proofs(HONEST)  # one seki eye each: E_B - E_W = 0, nothing to name
    assert "seki eyes" not in found["equivalence"].conclusion.why
    ledger = to_ledger(Numbers(size=9, stones=PerColour(30, 30), territory=PerColour(10, 8), seki_eyes=PerColour(2, 0),
                               captures=PerColour(1, 1), passes=PerColour(1, 1), komi=7))
    found = {p.key: p for p in proofs(ledger)}
    assert found["equivalence"].holds
    assert "seki eyes: area counts E_B - E_W = 2 - 0 = 2" in found["equivalence"].conclusion.why
    assert "seki eyes" in found["area-territory"].steps[-1].why


def test_area_rules_iii_stops_at_unequal_moves_after_the_first_pass():
    tray = dataclasses.replace(HONEST, played_before_first_pass=PerColour(15, 16), played=PerColour(16, 16))
    _, found = _proofs(tray)
    broken = found["area-iii"].first_break
    assert broken is not None
    assert "unequal moves after the first pass: Black played 1, White 0" in broken.why
    n_step = found["area-iii"].steps[0]
    assert "n_B = 15, n_W = 16" in n_step.numbers and "from the record" in n_step.numbers


def test_a_short_lid_stops_the_moves_proof_naming_the_lid():
    tray = dataclasses.replace(HONEST, captures=PerColour(2, 3))
    _, found = _proofs(tray)
    moves = found["moves"]
    assert moves.holds is False
    assert "Black's lid is 1 stone short" in moves.conclusion.why
    assert "the lids do not add up" in found["equivalence"].first_break.why


def test_a_handicap_game_shows_the_corollary_with_its_numbers():
    tray = Tray(captures=PerColour(0, 2), passes=PerColour(1, 1), last_pass=W, handicap=3)
    ledger, found = _proofs(tray)
    notes = [s for s in found["equivalence"].steps if s.kind == NOTE]
    assert notes and "H = 3, H' = 2" in notes[0].numbers
    handicap = found["area-territory"].steps[4]
    assert handicap.claim == "Handicap: H'" and handicap.left == 2


def test_the_table_puts_plain_words_beside_every_symbol():
    ledger, _ = build_ledger(parse_diagram(SEKI_ONE_EYE_EACH), HONEST)
    rows = table_of_counts(ledger)
    assert [r.symbol for r in rows[:10]] == ["T", "S", "E", "A", "X", "D", "P", "R", "M", "Q"]
    assert all(len(r.words.split()) >= 1 and r.words != r.symbol for r in rows)
    by_symbol = {r.symbol: r for r in rows}
    assert by_symbol["X"].black == 2 and by_symbol["X"].white == 4
    assert "no record" in by_symbol["n"].made


def test_a_record_without_passes_is_missing_information_not_a_miscount():
    # No pass recorded and Black played the last stone: M_B = M_W + 1.
    ledger = to_ledger(Numbers(size=9, stones=PerColour(31, 30), territory=PerColour(10, 9), komi=7))
    found = {p.key: p for p in proofs(ledger)}
    for key in ("moves", "equivalence", "area-territory", "prisoners"):
        broken = found[key].first_break
        assert broken is not None and broken.holds is None, key
        assert "no pass was recorded" in broken.why, key
    assert all(s.holds is not False for p in found.values() for s in p.steps)
