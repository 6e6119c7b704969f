"""The count being made, as one immutable value, and what the scorers say
about it.

:class:`CountState` is everything a player can change: the stones, the dead
marks, the region owners chosen by hand, the tray (lids, passes, handicap,
komi) and the rule set shown on top. Every change makes a new value, so an
undo step is just the value before. :func:`take_snapshot` counts a state
under every rule set once; the widgets draw snapshots and never count.

No Qt here: the state and the snapshot are plain values, testable and fast
on their own.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Iterable, Mapping

from ..record.info import GameInfo
from ..scoring.board import Position
from ..scoring.colour import Colour, PerColour, Point
from ..scoring.count import Score, count_all
from ..scoring.handicap import handicap_points
from ..scoring.ledger import PositionError, Tray
from ..scoring.regions import Regions, find_regions
from ..scoring.rules import PRESETS, preset
from ..scoring.scorers import Count

if TYPE_CHECKING:  # the dead-stone engine is loaded when first used, not at start-up
    from ..scoring.dead import Suggestion

OVERRIDE_CYCLE: tuple[object, ...] = ("auto", Colour.BLACK, Colour.WHITE, None)
"""The owners a click on an empty region goes through: the analysis, Black,
White, nobody (neutral), and back."""

NO_REGION = "no region"
"""What :meth:`CountState.next_owner` returns where no empty region is."""


@dataclass(frozen=True)
class CountState:
    """One count: everything a player can change, as a value.

    position: the stones on the board, dead ones included.
    dead: the stones marked dead.
    overrides: a point of each region whose owner the player chose, mapped to
        the owner (None for neutral). Never mutated; changes make a new dict.
    tray: captures X_c, passes R_c, who passed last, handicap, komi, and the
        n_c/N_c of a record.
    rules_key: the preset shown on top (a key of ``PRESETS``).
    last_move: the last move of a record, marked on the board.
    confidence, reasons: the last dead-stone suggestion's confidence and
        reason for every stone (empty when no suggestion was made, and
        cleared when the stones change).
    info: the game's facts for its header, the score sheet and the saved
        file (players, ranks, date, event, round, place, name).
    """

    position: Position
    tray: Tray = Tray()
    dead: frozenset[Point] = frozenset()
    overrides: Mapping[Point, Colour | None] = field(default_factory=dict)
    rules_key: str = "japanese"
    last_move: Point | None = None
    confidence: Mapping[Point, float] = field(default_factory=dict)
    reasons: Mapping[Point, str] = field(default_factory=dict)
    info: GameInfo = GameInfo()

    @property
    def size(self) -> int:
        return self.position.size

    def replace(self, **changes) -> "CountState":
        """A copy with ``changes``, as :func:`dataclasses.replace`."""
        return dataclasses.replace(self, **changes)

    # ---- the changes a command makes ------------------------------------

    def with_stones(self, colour: Colour | None, points: Iterable[Point]) -> "CountState":
        """Stones of ``colour`` put on ``points`` (None empties them). A
        point that changes loses its dead mark; the last suggestion and the
        last-move mark go when anything changes."""
        points = [p for p in points if self.position.get(p) != colour]
        if not points:
            return self
        position = self.position.with_stones(colour, points)
        dead = self.dead.difference(points)
        last = None if self.last_move in points else self.last_move
        return self.replace(position=position, dead=dead, last_move=last, confidence={}, reasons={})

    def with_dead(self, dead: Iterable[Point]) -> "CountState":
        """The dead marks replaced by ``dead`` (empty points are dropped)."""
        get = self.position.get
        return self.replace(dead=frozenset(p for p in dead if get(p) is not None))

    def decided(self, points: Iterable[Point]) -> "CountState":
        """The player decided the status of the stones ``points`` (a click
        on their group, or an engine's view accepted): none of them is
        unsure any more, so their "?" goes."""
        from ..scoring.dead import UNSURE

        unsure = [p for p in points if self.confidence.get(p, 1.0) < UNSURE]
        if not unsure:
            return self
        return self.replace(confidence={**self.confidence, **dict.fromkeys(unsure, 1.0)})

    def with_suggestion(self, suggestion: Suggestion) -> "CountState":
        """The suggested dead stones marked, with their confidences kept for
        the board to flag the unsure ones."""
        state = self.with_dead(suggestion.dead)
        return state.replace(confidence=dict(suggestion.confidence), reasons=dict(suggestion.reasons))

    def with_owner(self, point: Point, owner: object, regions: Regions | None = None) -> "CountState":
        """The region through ``point`` given ``owner``: a colour, None for
        neutral, or ``"auto"`` for the analysis. Any other override of the
        same region is dropped. ``regions`` are this state's, when the
        caller has them already."""
        region = (regions or take_regions(self)).region_at(point)
        if region is None:
            return self
        members = region.points
        overrides = {p: o for p, o in self.overrides.items() if p not in members}
        if owner != "auto":
            overrides[point] = owner  # type: ignore[assignment]
        return self.replace(overrides=overrides)

    def with_tray(self, **changes) -> "CountState":
        """The tray with ``changes`` (captures=, passes=, last_pass=, komi=,
        handicap=)."""
        return self.replace(tray=dataclasses.replace(self.tray, **changes))

    def next_owner(self, point: Point, regions: Regions | None = None) -> object:
        """What a click on the region through ``point`` sets next, along
        :data:`OVERRIDE_CYCLE`, or :data:`NO_REGION` if a living stone
        stands there. ``regions`` are this state's, when the caller has
        them already."""
        region = (regions or take_regions(self)).region_at(point)
        if region is None:
            return NO_REGION
        current: object = "auto"
        for p, owner in self.overrides.items():
            if p in region.points:
                current = owner
        return OVERRIDE_CYCLE[(OVERRIDE_CYCLE.index(current) + 1) % len(OVERRIDE_CYCLE)]


def new_state(size: int, handicap: int = 0, komi: float | None = None, rules_key: str = "japanese") -> CountState:
    """An empty board of ``size`` with ``handicap`` stones on the standard
    star points, ready for an over-the-board count. ``komi`` None takes the
    rule set's komi (0.5 in handicap games, as most rules have it).

    Raises ValueError for a size or handicap the board cannot have.
    """
    rules = preset(rules_key)
    if komi is None:
        komi = 0.5 if handicap >= 2 else rules.default_komi
    stones = handicap_points(size, handicap)
    position = Position.from_points(size, black=stones)
    return CountState(position, Tray(handicap=handicap, komi=komi), rules_key=rules_key)


def take_regions(state: CountState) -> Regions:
    """The regions of ``state`` (dead stones lifted, overrides applied)."""
    return find_regions(state.position, state.dead, state.overrides)


@dataclass(frozen=True)
class Snapshot:
    """A state and its count: what every widget draws.

    score: every preset's count, the identities and the komi advice, or None
        when the state cannot be counted; ``problem`` then says why in words.
    """

    state: CountState
    score: Score | None
    problem: str | None = None

    @property
    def chosen(self) -> Count | None:
        """The count under the rule set shown on top."""
        return None if self.score is None else self.score.counts[self.state.rules_key]

    @cached_property
    def unsure(self) -> frozenset[Point]:
        """Stones whose suggested status has a confidence under
        :data:`~gocount_gui.scoring.dead.UNSURE`."""
        if not self.state.confidence:
            return frozenset()
        from ..scoring.dead import UNSURE

        return frozenset(p for p, value in self.state.confidence.items() if value < UNSURE)

    @cached_property
    def territory(self) -> PerColour[frozenset[Point]]:
        """The points each colour scores as territory under the rule set on
        top: territory proper, and seki eyes and false eyes where they
        score. Empty when the state cannot be counted."""
        if self.score is None:
            return PerColour(frozenset(), frozenset())
        return self.score.regions.scored_points(PRESETS[self.state.rules_key].seki_eyes_score)


def take_snapshot(state: CountState) -> Snapshot:
    """Count ``state`` under every preset (one ledger, every scorer)."""
    try:
        score = count_all(state.position, state.tray, state.dead, state.overrides or None)
    except PositionError as err:
        return Snapshot(state, None, str(err))
    return Snapshot(state, score)
