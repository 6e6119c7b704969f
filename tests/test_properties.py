"""Property-based tests of the counting model (SCORING.md) on random legal games.

A strategy plays a random legal game (board 2..19, optional handicap, the ko
and suicide rules of a random preset, passes in the middle, two or three
closing passes so that either colour may pass last), marks random chains
dead, may override one region, and counts the result with ``count_all``.
The properties recompute SCORING.md's formulas from the ledger's fields and
check the identities 1-7, the regions, the result text, the replay of moves
and the komi advice.

Hypothesis profiles (see conftest.py): ``ci`` (the default, about 200 games
per property) and ``long`` (10,000 games per property); choose one with the
environment variable ``GOCOUNT_HYPOTHESIS_PROFILE``.
"""

from __future__ import annotations

import dataclasses

from dataclasses import dataclass, field

from hypothesis import assume, given, note, strategies as st

from gocount_gui.scoring.board import IllegalMoveError, Position
from gocount_gui.scoring.colour import Colour, PerColour, Point, point_name
from gocount_gui.scoring.count import Score, count_all
from gocount_gui.scoring.diagram import render_diagram
from gocount_gui.scoring.game import Game
from gocount_gui.scoring.regions import RegionKind
from gocount_gui.scoring.identities import Identity
from gocount_gui.scoring.komi import komi_advice
from gocount_gui.scoring.ledger import Ledger, Tray
from gocount_gui.scoring.rules import PRESETS, Counting, Ko, RuleSet

# ---- a random legal game --------------------------------------------------------

KOMIS = (0, 0.5, 6.5, 7, 7.5, -3.5)
RULE_SETS = tuple(PRESETS.values())


def _move_text(colour: Colour, point: Point | None) -> str:
    return f"{colour.letter} {'pass' if point is None else point_name(point)}"


@dataclass
class PlayedGame:
    """A finished game and what the counter is told about it.

    ``record`` holds the accepted moves in order (None for a pass); ``game``
    is the Game that replayed them. ``dead``, ``overrides`` and ``komi`` are
    the counting inputs.
    """

    size: int
    handicap: int
    handicap_points: tuple[Point, ...]
    ko: Ko
    suicide: bool
    record: tuple[tuple[Colour, Point | None], ...]
    game: Game = field(repr=False)
    dead: frozenset[Point] = frozenset()
    overrides: dict[Point, Colour | None] = field(default_factory=dict)
    komi: float = 0.0

    @property
    def start(self) -> Position:
        return Position.from_points(self.size, black=self.handicap_points)

    @property
    def final(self) -> Position:
        return self.game.position

    def tray(self) -> Tray:
        return self.game.tray(handicap=self.handicap, komi=self.komi)

    def count(self) -> Score:
        return count_all(self.final, self.tray(), self.dead, self.overrides)

    def _repr_pretty_(self, printer, cycle) -> None:
        """How Hypothesis prints a falsifying example: the moves and the final board."""
        printer.text(repr(self))

    def __repr__(self) -> str:
        moves = ", ".join(_move_text(c, p) for c, p in self.record)
        marks = {p: "x" for p in self.dead}
        overrides = {point_name(p): (c.letter if c else None) for p, c in self.overrides.items()}
        return (
            f"PlayedGame(size={self.size}, H={self.handicap}, "
            f"handicap_points={[point_name(p) for p in self.handicap_points]}, ko={self.ko.value}, "
            f"suicide={self.suicide}, komi={self.komi:g}, dead={sorted(point_name(p) for p in self.dead)}, "
            f"overrides={overrides},\n  moves=[{moves}],\n"
            f"  final board (x = dead):\n{render_diagram(self.final, marks)})"
        )


def _board_size(choice: int) -> int:
    """70% of boards are 5..9, 5% 19x19, 25% any size 2..19; shrinks toward 5.
    (19 is not at the end of the range: Hypothesis favours the bounds.)"""
    if choice < 70:
        return 5 + choice % 5
    if choice < 75:
        return 19
    return 2 + (choice - 75) % 18


BOARD_SIZES = st.integers(0, 99).map(_board_size)


@st.composite
def played_games(draw, last: Colour | None = None) -> PlayedGame:
    """A random legal game with strict alternation, ending in 2 or 3 passes
    (so that either colour may pass last; ``last`` picks the count that makes
    that colour pass last).

    Moves come from a Hypothesis-controlled random generator (so they shrink):
    each move picks a random point and plays the first legal empty point from
    there on (row by row, wrapping round), or passes if none is legal.
    """
    size = draw(BOARD_SIZES, label="size")
    points = [(row, col) for row in range(size) for col in range(size)]
    handicap = draw(st.one_of(st.just(0), st.integers(0, min(9, size * size - 1))), label="H")
    rnd = draw(st.randoms(note_method_calls=False, use_true_random=False), label="moves")
    handicap_points: list[Point] = []
    if handicap >= 2:
        free = list(points)
        for _ in range(handicap):
            handicap_points.append(free.pop(rnd.randrange(len(free))))
    rules: RuleSet = draw(st.sampled_from(RULE_SETS), label="rules")
    start = Position.from_points(size, black=handicap_points)
    game = Game(start, ko=rules.ko, suicide=rules.suicide)
    colour = Colour.WHITE if handicap >= 2 else Colour.BLACK
    pass_percent = draw(st.sampled_from((0, 0, 2, 5, 15)), label="pass %")
    length = draw(st.integers(0, size * size * 3 // 2), label="length")
    area = size * size
    record: list[tuple[Colour, Point | None]] = []
    for _ in range(length):
        point = None
        if not pass_percent or rnd.randrange(100) >= pass_percent:
            first = rnd.randrange(area)
            cells = game.position.cells
            for step in range(area):
                index = (first + step) % area
                if cells[index]:
                    continue
                try:
                    game.play(colour, points[index])
                except IllegalMoveError:
                    continue
                point = points[index]
                break
        if point is None:
            game.pass_(colour)
        record.append((colour, point))
        colour = colour.opponent
    if last is None:
        closing = draw(st.integers(2, 3), label="closing passes")
    else:
        closing = 2 if colour.opponent is last else 3
    for _ in range(closing):
        game.pass_(colour)
        record.append((colour, None))
        colour = colour.opponent
    return PlayedGame(size, handicap, tuple(handicap_points), rules.ko, rules.suicide, tuple(record), game)


def chains_of(position: Position) -> list[tuple[Colour, frozenset[Point], frozenset[Point]]]:
    """Every chain (colour, stones, liberties), by a flood fill of the test's own."""
    size = position.size
    cells = position.cells
    seen: set[int] = set()
    chains = []
    for start, code in enumerate(cells):
        if not code or start in seen:
            continue
        seen.add(start)
        stones = [start]
        libs: set[int] = set()
        for here in stones:
            row, col = divmod(here, size)
            for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
                if 0 <= r < size and 0 <= c < size:
                    near = r * size + c
                    if cells[near] == code and near not in seen:
                        seen.add(near)
                        stones.append(near)
                    elif not cells[near]:
                        libs.add(near)
        chains.append(
            (
                Colour(code),
                frozenset(divmod(i, size) for i in stones),
                frozenset(divmod(i, size) for i in libs),
            )
        )
    return chains


def empty_components(size: int, empty: set[Point]) -> set[frozenset[Point]]:
    """The connected sets of ``empty`` points, by a flood fill of the test's own."""
    left = set(empty)
    components = set()
    while left:
        seed = left.pop()
        component = [seed]
        for row, col in component:
            for near in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
                if near in left:
                    left.remove(near)
                    component.append(near)
        components.add(frozenset(component))
    return components


@st.composite
def counted_games(draw, last: Colour | None = None) -> PlayedGame:
    """A played game with random dead chains, perhaps one region override,
    and a komi."""
    played = draw(played_games(last))
    dead: set[Point] = set()
    for _, stones, _ in chains_of(played.final):
        if draw(st.integers(0, 3)) == 3:
            dead |= stones
    overrides: dict[Point, Colour | None] = {}
    empty_after = sorted(p for p in played.final.points() if played.final.get(p) is None or p in dead)
    if empty_after and draw(st.booleans(), label="override"):
        point = empty_after[draw(st.integers(0, len(empty_after) - 1))]
        overrides[point] = draw(st.sampled_from((Colour.BLACK, Colour.WHITE, None)), label="owner")
    played.dead = frozenset(dead)
    played.overrides = overrides
    played.komi = draw(st.sampled_from(KOMIS), label="K")
    return played


GAMES = counted_games()


def _identity(score: Score, number: str) -> Identity:
    (found,) = [i for i in score.identities if i.number == number]
    return found


def _margin(score: Score, key: str) -> float:
    count = score.counts[key]
    return count.black - count.white


# ---- the board adds up ---------------------------------------------------------


@given(GAMES)
def test_every_point_is_area_or_neutral(played: PlayedGame) -> None:
    score = played.count()
    ledger, regions = score.ledger, score.regions
    a = ledger.area
    assert a.black + a.white + ledger.neutral == played.size * played.size

    after = played.final.without(played.dead)
    assert ledger.stones == PerColour(after.count(Colour.BLACK), after.count(Colour.WHITE))
    empty = {p for p in after.points() if after.get(p) is None}
    seen: set[Point] = set()
    for region in regions.regions:
        assert not seen & region.points, f"{region} overlaps another region"
        seen |= region.points
        for point in region.points:
            assert regions.region_at(point) is region
    assert seen == empty, "every empty point after removal lies in exactly one region"
    # each empty component is one region, less the points its owner must
    # fill, which are split off one by one (see regions._must_fill)
    for component in empty_components(played.size, empty):
        inside = [r for r in regions.regions if r.points <= component]
        assert frozenset().union(*(r.points for r in inside)) == component
        whole = [r for r in inside if r.kind is not RegionKind.MUST_FILL]
        assert len(whole) == 1
        for r in inside:
            if r.kind is RegionKind.MUST_FILL:
                assert len(r) == 1 and r.owner is whole[0].owner is not None
    for point in after.points():
        if after.get(point) is not None:
            assert regions.region_at(point) is None
    assert sum(len(r) for r in regions.regions) == played.size * played.size - ledger.stones.black - ledger.stones.white


# ---- the identities on honest games ----------------------------------------------


@given(GAMES)
def test_lid_audit_holds_for_every_honest_game(played: PlayedGame) -> None:
    score = played.count()
    audit = _identity(score, "1")
    assert audit is score.lid_audit
    assert audit.applies and audit.holds, audit.why
    assert audit.why == "the lids add up"
    ledger = score.ledger
    assert ledger.dead == PerColour(
        sum(1 for p in played.dead if played.final.get(p) is Colour.BLACK),
        sum(1 for p in played.dead if played.final.get(p) is Colour.WHITE),
    )
    game = played.game
    assert (ledger.captures, ledger.passes) == (game.captures, game.passes)
    assert (ledger.handicap, ledger.komi, ledger.last_pass) == (played.handicap, played.komi, played.record[-1][0])
    m = ledger.moves
    assert m.black - ledger.black_passed_last == m.white


@given(GAMES)
def test_area_minus_territory_identity_holds(played: PlayedGame) -> None:
    identity = _identity(played.count(), "2")
    assert identity.applies and identity.holds, (identity.left_text, identity.right_text)


@given(GAMES)
def test_parity_identity_holds(played: PlayedGame) -> None:
    identity = _identity(played.count(), "7")
    assert identity.applies and identity.holds, identity.why


@given(GAMES)
def test_area_iii_identity_holds_with_the_record_counts(played: PlayedGame) -> None:
    score = played.count()
    ledger = score.ledger
    assert ledger.moves_from_record
    assert ledger.played == played.game.played
    assert ledger.played_before_first_pass == played.game.played_before_first_pass
    n, big, s, p = ledger.played_before_first_pass, ledger.played, ledger.stones, ledger.prisoners
    assert (big.black, big.white) == (s.black + p.black, s.white + p.white), "N_c = S_c + P_c"
    assert n.black <= big.black and n.white <= big.white
    identity = _identity(score, "5")
    assert identity.applies and identity.holds, identity.why


@given(GAMES)
def test_area_iii_territory_identity_holds_whenever_it_applies(played: PlayedGame) -> None:
    score = played.count()
    ledger = score.ledger
    n, big = ledger.played_before_first_pass, ledger.played
    identity = _identity(score, "5b")
    assert identity.applies == (big.black - n.black == big.white - n.white)
    if identity.applies:
        assert identity.holds, (identity.left_text, identity.right_text, identity.why)


@given(GAMES)
def test_white_passes_last_identities_apply_exactly_when_white_passed_last(played: PlayedGame) -> None:
    score = played.count()
    last = played.record[-1][0]
    assert played.game.last_pass is last
    assert score.ledger.black_passed_last == (1 if last is Colour.BLACK else 0)
    for number in ("3", "4", "6"):
        identity = _identity(score, number)
        assert identity.applies == (last is Colour.WHITE), (number, identity.why)
        if identity.applies:
            assert identity.holds, (number, identity.left_text, identity.right_text, identity.why)
        else:
            assert identity.holds is None
            assert "Black passed last" in identity.why


# ---- the scorers against SCORING.md's formulas -----------------------------------


@dataclass(frozen=True)
class Symbols:
    """SCORING.md's symbols rebuilt by the test from the ledger's raw fields
    (S, T, E, N, X, D, R) and from the game itself (H, L, K, n)."""

    S: PerColour[int]
    T: PerColour[int]
    E: PerColour[int]
    P: PerColour[int]
    R: PerColour[int]
    n: PerColour[int]
    H: int
    L: int
    K: float

    @property
    def H1(self) -> int:
        return max(self.H - 1, 0)

    @property
    def A(self) -> PerColour[int]:
        s, t, e = self.S, self.T, self.E
        return PerColour(s.black + t.black + e.black, s.white + t.white + e.white)

    def closing(self, rules: RuleSet) -> int:
        """White's closing pass: 1 where the rules want White to pass last and Black did."""
        return 1 if rules.white_passes_last and self.L else 0

    def seki(self, rules: RuleSet) -> int:
        """E_B - E_W where the rule set's ``seki_eyes_score`` knob says seki eyes score."""
        return self.E.black - self.E.white if rules.seki_eyes_score else 0


def _symbols(played: PlayedGame, ledger: Ledger) -> Symbols:
    x, d = ledger.captures, ledger.dead
    return Symbols(
        S=ledger.stones,
        T=ledger.territory,
        E=ledger.seki_eyes,
        P=PerColour(x.black + d.black, x.white + d.white),
        R=ledger.passes,
        n=played.game.played_before_first_pass,
        H=played.handicap,
        L=1 if played.record[-1][0] is Colour.BLACK else 0,
        K=played.komi,
    )


@given(GAMES)
def test_area_presets_count_area_minus_komi_and_compensation(played: PlayedGame) -> None:
    score = played.count()
    y = _symbols(played, score.ledger)
    compensation = {"chinese": y.H, "ing": y.H, "new zealand": 0, "equivalence": y.H1}
    for key, c in compensation.items():
        assert PRESETS[key].counting is Counting.AREA and PRESETS[key].remove_dead
        assert _margin(score, key) == y.A.black - y.A.white - y.K - c, key


@given(GAMES)
def test_territory_presets_count_territory_minus_prisoners(played: PlayedGame) -> None:
    score = played.count()
    y = _symbols(played, score.ledger)
    for key in ("japanese", "korean"):
        expected = (y.T.black - y.P.black) - (y.T.white - y.P.white) - y.K + y.seki(PRESETS[key])
        assert _margin(score, key) == expected, key


@given(GAMES)
def test_aga_counts_territory_with_pass_stones_and_closing_pass(played: PlayedGame) -> None:
    score = played.count()
    y = _symbols(played, score.ledger)
    rules = PRESETS["aga"]
    r_white = y.R.white + y.closing(rules)
    expected = (y.T.black - y.P.black - y.R.black) - (y.T.white - y.P.white - r_white) - y.K + y.seki(rules)
    assert _margin(score, "aga") == expected


@given(GAMES)
def test_stone_scoring_counts_stones_minus_komi(played: PlayedGame) -> None:
    score = played.count()
    y = _symbols(played, score.ledger)
    assert _margin(score, "stone scoring") == y.S.black - y.S.white - y.K


@given(GAMES)
def test_prisoner_counting_counts_lids_plus_extra_handicap(played: PlayedGame) -> None:
    score = played.count()
    y = _symbols(played, score.ledger)
    r_white = y.R.white + y.closing(PRESETS["prisoner counting"])
    expected = (y.P.white + r_white) - (y.P.black + y.R.black) + y.H1 - y.K
    assert _margin(score, "prisoner counting") == expected
    # With White's closing pass the lids tell the stone count (identity 6).
    assert _margin(score, "prisoner counting") == _margin(score, "stone scoring")


@given(GAMES)
def test_area_iii_counts_area_less_half_the_stones_played_before_the_first_pass(played: PlayedGame) -> None:
    score = played.count()
    y = _symbols(played, score.ledger)
    t_black = y.A.black - (y.n.black - y.n.white) / 2
    t_white = y.A.white + (y.n.black - y.n.white) / 2
    assert _margin(score, "area iii") == t_black - t_white - y.K


@given(GAMES)
def test_tromp_taylor_counts_the_board_as_it_stands(played: PlayedGame) -> None:
    score = played.count()
    position = played.final
    area = {Colour.BLACK: position.count(Colour.BLACK), Colour.WHITE: position.count(Colour.WHITE)}
    empty = {p for p in position.points() if position.get(p) is None}
    for component in empty_components(played.size, empty):
        touching = set()
        for row, col in component:
            for near in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
                if 0 <= near[0] < played.size and 0 <= near[1] < played.size and position.get(near):
                    touching.add(position.get(near))
        if len(touching) == 1:
            area[touching.pop()] += len(component)
    expected = area[Colour.BLACK] - area[Colour.WHITE] - played.komi
    assert _margin(score, "tromp-taylor") == expected


@given(counted_games(last=Colour.WHITE))
def test_equivalence_and_aga_agree_when_white_passed_last_without_seki_eyes(played: PlayedGame) -> None:
    score = played.count()
    ledger = score.ledger
    assert ledger.last_pass is Colour.WHITE
    assume(ledger.seki_eyes == PerColour(0, 0))
    assert _margin(score, "equivalence") == _margin(score, "aga")


# ---- a miscounted lid is caught ---------------------------------------------------


@given(GAMES, st.sampled_from((Colour.BLACK, Colour.WHITE)), st.integers(1, 30))
def test_miscounted_lid_is_named_with_its_shortfall(played: PlayedGame, victim: Colour, k: int) -> None:
    honest = played.tray()
    assert played.count().lid_audit.holds
    captures = honest.captures.replace(victim, honest.captures[victim] + k)
    tray = dataclasses.replace(honest, captures=captures)
    audit = count_all(played.final, tray, played.dead, played.overrides).lid_audit
    assert audit.applies and audit.holds is False
    assert abs(audit.left - audit.right) == k
    stones = "stone" if k == 1 else "stones"
    # X_W lies in Black's lid: Black's lid holds k too many, read also as
    # White's lid (P_B + R_B, the other side of M_B - L = M_W) k short.
    short, heavy = (Colour.WHITE, Colour.BLACK) if victim is Colour.WHITE else (Colour.BLACK, Colour.WHITE)
    assert f"{short.title}'s lid is {k} {stones} short" in audit.why, audit.why
    assert f"{heavy.title}'s lid holds {k} too many" in audit.why, audit.why


# ---- the result text -------------------------------------------------------------


@given(GAMES)
def test_result_text_follows_the_sign_of_the_margin(played: PlayedGame) -> None:
    score = played.count()
    for key, count in score.counts.items():
        margin = count.black - count.white
        text = count.result.text
        assert count.result.margin == margin
        assert text.startswith("B+") == (margin > 0), (key, text, margin)
        assert text.startswith("W+") == (margin < 0), (key, text, margin)
        assert (text == "Jigo") == (margin == 0), (key, text, margin)
        if margin:
            assert float(text[2:]) == abs(margin), (key, text, margin)


# ---- replaying moves -------------------------------------------------------------


def _replay(played: PlayedGame):
    """Replay the record from the start; yield (before, colour, point, outcome,
    captures before, captures after) for every stone played."""
    game = Game(played.start, ko=played.ko, suicide=played.suicide)
    for colour, point in played.record:
        if point is None:
            game.pass_(colour)
            continue
        before, captures = game.position, game.captures
        outcome = game.play(colour, point)
        yield before, colour, point, outcome, captures, game.captures
    assert game.position == played.final
    assert game.captures == played.game.captures
    assert game.passes == played.game.passes


@given(played_games())
def test_play_never_leaves_a_chain_without_liberties(played: PlayedGame) -> None:
    for colour, stones, libs in chains_of(played.start):
        assert libs, f"handicap chain {sorted(stones)} has no liberty"
    for _, colour, point, outcome, _, _ in _replay(played):
        for chain_colour, stones, libs in chains_of(outcome.position):
            assert libs, f"after {_move_text(colour, point)}: {chain_colour.title} chain {sorted(map(point_name, stones))} has no liberty"


@given(played_games())
def test_game_captures_equal_the_stones_that_disappeared(played: PlayedGame) -> None:
    size = played.size
    for before, colour, point, outcome, captures_before, captures_after in _replay(played):
        after = outcome.position
        index = point[0] * size + point[1]
        for i, (old, new) in enumerate(zip(before.cells, after.cells)):
            assert not (old and new and old != new), "a stone changed colour"
            assert not (new and not old and i != index), "a stone appeared off the played point"
        removed = {
            divmod(i, size)
            for i, (old, new) in enumerate(zip(before.cells, after.cells))
            if (old or i == index) and not new
        }
        assert removed == set(outcome.captured)
        gained = PerColour(
            captures_after.black - captures_before.black, captures_after.white - captures_before.white
        )
        removed_black = sum(1 for p in removed if (before.get(p) or colour) is Colour.BLACK)
        assert gained == PerColour(removed_black, len(removed) - removed_black)
    final, game = played.final, played.game
    assert game.captures == PerColour(
        game.played.black - final.count(Colour.BLACK), game.played.white - final.count(Colour.WHITE)
    )


# ---- komi advice (seed 000, corollaries 1 and 2) -----------------------------------

HALF_KOMIS = st.integers(-60, 60).map(lambda halves: halves / 2)
COROLLARY_2 = {0.0: 1.0, 0.5: 1.5, 1.0: 0.0, 1.5: 0.5}


@given(st.integers(1, 625), HALF_KOMIS, st.integers(0, 20))
def test_komi_advice_smallest_difference_is_points_plus_komi_mod_2(points: int, komi: float, neutral: int) -> None:
    neutral = min(neutral, points)
    advice = komi_advice(points, komi, neutral)
    assert advice.smallest_difference == (points - neutral + komi) % 2
    assert advice.jigo_possible == (advice.smallest_difference == 0)
    if (points - neutral) % 2:
        assert advice.jigo_possible == (komi == int(komi) and int(komi) % 2 == 1)


@given(st.integers(0, 312).map(lambda n: 2 * n + 1), HALF_KOMIS)
def test_komi_advice_repeats_corollary_2_table_every_two_points(points: int, komi: float) -> None:
    note(f"points={points}, komi={komi:g}")
    advice = komi_advice(points, komi)
    assert advice.smallest_difference == COROLLARY_2[komi % 2]
    for shift in (-4, -2, 2, 4):
        assert komi_advice(points, komi + shift).smallest_difference == advice.smallest_difference
    assert komi_advice(points + 1, komi).smallest_difference == komi % 2, "an even board: komi mod 2"
