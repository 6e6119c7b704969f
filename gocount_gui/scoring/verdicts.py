"""The verdicts of a dead-stone suggestion: what kind of reason each rests
on, how sure it is, and which of them a player should check.

A verdict is a reason (a :class:`~gocount_gui.scoring.text.Text` a player
reads) and a confidence. Its *kind* is a short English key for the rule
that gave it, the same in every language, as the benchmarks and the JSON
output name it: ``read-dead`` (the reader captured the group even when it
played first), ``inside`` (rule (e): it lies inside a larger enemy group's
eye space), ``race`` (rule (d)), ... A reading that did not finish adds its
note to the kind: ``inside+budget``.

The *flag*: a verdict is unsure when its confidence is below :data:`UNSURE`.
A verdict's confidence is its record: the share of right verdicts of its
kind, and of the doubt around it (:func:`doubt_of`), on half a of the
games whose teachers agree (:data:`RECORD`, measured by
``benchmarks/bench_teachers.py --calibrate``). A verdict is flagged when
that record is under :data:`UNSURE`, or when the points it would cost if
wrong, weighed by how often verdicts like it are wrong, come to
:data:`LOSS` or more: a costly doubt is worth a look, a cheap one is not.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from .colour import Colour, Point

UNSURE = 0.6
"""Confidences below this are what the window should flag as unsure."""

LOSS = 8.0
"""A verdict is flagged when its stake times its rate of error comes to
this many points or more. Set on half a of kgs-6d-2015 (the most that
keeps the right games with a flag at or under 8%, 2026-11-28)."""

FLAGGED = 0.55
"""The most confidence a verdict flagged for its expected loss is shown with."""

KINDS: dict[str, str] = {
    "unconditionally alive (Benson)": "benson",
    "dead: captured even if it plays first (read %n positions)": "read-dead",
    "alive: cannot be captured even if the enemy plays first": "read-alive",
    "seki: %n shared liberties neither side can fill": "seki",
    "alive: it takes the ko first and settles it": "ko",
    "two eyes or more": "eyes",
    "not settled: fewer than two eyes, but not surrounded": "open",
    "no two eyes, walled in by living stones": "walled",
    "cannot make two eyes even if the enemy around it dies": "hopeless",
    "encircled by enemy groups that join once it is captured": "encircled",
    "loses the capturing race against the enemy around it": "race",
    "lies inside the eye space of a larger enemy group": "inside",
    "alive: no living enemy stone borders the area around it": "unwalled",
    "alive: the enemy stones next to it were judged dead as well": "neighbours",
    "not read: the time bound ran out": "time",
    "unsettled: whoever plays first decides it": "unsettled",
    "the reading ran out of its budget (%n positions)": "budget",
    "unless it wins a ko": "unless-ko",
}
"""Each reason's English template, and its kind."""

STATIC = frozenset({"walled", "hopeless", "encircled", "race", "inside"})
"""The static rules (a) to (e) that kill a group the reading did not settle."""


def reason_kind(reason: object) -> str:
    """The kind of a verdict's reason (see :data:`KINDS`); "other" for a
    reason that is no known template, and "<kind>+<note>" for a reason
    with a note on an unfinished reading.

    >>> from gocount_gui.scoring.text import Text, translate
    >>> reason_kind(translate("Dead", "two eyes or more"))
    'eyes'
    >>> reason_kind(Text.frame("{reason}; {note}", reason=translate("Dead", "two eyes or more"),
    ...                        note=translate("Dead", "unsettled: whoever plays first decides it")))
    'eyes+unsettled'
    """
    template = getattr(reason, "template", None)
    if getattr(reason, "context", None) == "" and template == "{reason}; {note}":
        args = dict(reason.args)
        return f"{reason_kind(args['reason'])}+{reason_kind(args['note'])}"
    return KINDS.get(template if template is not None else str(reason), "other")


@dataclass(frozen=True)
class SuggestedGroup:
    """One group of a suggestion: stones of one colour with one verdict,
    joined through the points around them that no living enemy stone holds.

    points: its stones.
    colour: their colour.
    dead: the suggested status.
    reason, confidence: the verdict, as every stone of it carries it.
    kind: the verdict's kind (:func:`reason_kind`).
    doubt: what makes it a guess (:func:`doubt_of`), "" when nothing does.
    stake: the points the result moves by if the verdict is wrong (its
        stones twice, and the empty points around them), roughly.
    """

    points: frozenset[Point]
    colour: Colour
    dead: bool
    reason: str
    confidence: float
    kind: str
    stake: int
    doubt: str = ""

    @property
    def unsure(self) -> bool:
        """True if the window should flag this group for a check."""
        return self.confidence < UNSURE


@dataclass(frozen=True)
class Suggestion:
    """The dead stones suggested for a position, and how sure each call is.

    dead: the stones suggested dead.
    confidence: for every stone on the board, the confidence (0..1) that its
        suggested status, dead or alive, is right. Every stone of a chain has
        the same value.
    reasons: for every stone, a short phrase saying why its chain was judged
        dead or alive.
    groups: the stones grouped by verdict (see :class:`SuggestedGroup`),
        the largest first.
    """

    dead: frozenset[Point]
    confidence: Mapping[Point, float]
    reasons: Mapping[Point, str]
    groups: tuple[SuggestedGroup, ...] = ()

    def unsure(self, threshold: float = UNSURE) -> frozenset[Point]:
        """The stones whose confidence is below ``threshold``."""
        return frozenset(p for p, value in self.confidence.items() if value < threshold)


def group_verdicts(cells, nbrs, chain_of, stones, dead: set[int], verdicts: Mapping[int, tuple[str, float]]) -> list[tuple[list[int], int, set[int]]]:
    """The chains joined into the groups of a suggestion, each with its
    stake and the other chains it meets. Chains of one colour and one status with the same verdict are
    one group when they reach each other through empty points, lifted
    stones and each other (never through a living enemy stone). The stake
    is twice the group's stones and the empty points it reaches: roughly
    what the count moves by when the verdict is turned over (the prisoners,
    and the territory around the stones that changes hands). The chains
    met are those next to its stones or to the points it reaches."""
    count = len(stones)
    colour = [cells[s[0]] for s in stones]
    key = [(colour[c], c in dead, verdicts[c]) for c in range(count)]
    group_of = [-1] * count
    found: list[tuple[list[int], int, set[int]]] = []
    for first in range(count):
        if group_of[first] >= 0:
            continue
        number = len(found)
        group_of[first] = number
        chains = [first]
        mine = colour[first]
        seen = set(stones[first])
        stack = list(seen)
        reached_empty: set[int] = set()
        met: set[int] = set()
        while stack:
            here = stack.pop()
            for near in nbrs[here]:
                if near in seen:
                    continue
                value = cells[near]
                if value:
                    other = chain_of[near]
                    if value != mine or key[other] != key[first]:
                        met.add(other)
                    if value == mine:
                        if key[other] != key[first]:
                            continue
                        if group_of[other] < 0:
                            group_of[other] = number
                            chains.append(other)
                    elif other not in dead:
                        continue
                else:
                    reached_empty.add(near)
                seen.add(near)
                stack.append(near)
        found.append((chains, 2 * sum(len(stones[c]) for c in chains) + len(reached_empty), met))
    return found


DOUBTFUL = (STATIC - {"walled"}) | {"seki", "ko", "open", "unwalled", "neighbours"}
"""The kinds that rest on a static race or room rule, a seki or a ko. A
kind with a note on an unfinished reading ("inside+budget") is doubtful
too. Rule (a) in a closed room (walled in by living stones) is not: its
record on the dev games is as good as a reading's."""


def doubt_of(kind: str, confidence: float, near: list[str]) -> str:
    """What makes a verdict a guess, "" when nothing does: its own kind
    ("unfinished" reading, "static" rule, or a confidence at the "edge" of
    :data:`UNSURE`), else a group it touches ("near-seki",
    "near-unfinished", "near-static"): when the neighbour's verdict is a
    guess, so is the life it leaves this group.

    >>> doubt_of("inside", 0.6, []), doubt_of("eyes", 0.9, ["seki"]), doubt_of("eyes", 0.9, ["benson"])
    ('static', 'near-seki', '')
    """
    if "+" in kind:
        return "unfinished"
    if kind in DOUBTFUL:
        return "static"
    if confidence <= UNSURE:
        return "edge"
    if "seki" in near:
        return "near-seki"
    if any("+" in k for k in near):
        return "near-unfinished"
    if any(k in DOUBTFUL for k in near):
        return "near-static"
    return ""


RECORD: dict[str, tuple[int, int]] = {
    # kind[/doubt of a neighbour]: (groups, wrong), on the 684 games of half a
    # of kgs-6d-2015 whose teachers agree (bench_teachers.py --calibrate)
    "eyes": (2541, 0),
    "read-dead": (1317, 1),
    "walled": (989, 0),
    "benson": (898, 0),
    "hopeless": (532, 4),
    "eyes/near-static": (445, 14),
    "eyes/near-unfinished": (326, 2),
    "eyes+budget": (147, 2),
    "walled+budget": (106, 0),
    "inside": (105, 12),
    "benson/near-unfinished": (103, 0),
    "seki": (76, 1),
    "encircled": (66, 6),
    "eyes/near-seki": (65, 0),
    "benson/near-static": (58, 0),
    "read-dead/near-unfinished": (46, 0),
    "hopeless+budget": (38, 1),
    "race": (30, 2),
    "inside+budget": (23, 2),
    "benson/near-seki": (20, 0),
    "open": (10, 1),
    "walled+time": (8, 2),
    "eyes+unsettled": (8, 0),
    "encircled+budget": (8, 0),
    "race+budget": (7, 0),
    "eyes+time": (5, 2),
    "read-dead/near-seki": (5, 0),
    "encircled+time": (5, 0),
    "walled/near-static": (4, 0),
    "neighbours": (3, 1),
    "walled/near-seki": (3, 1),
    "walled/near-unfinished": (2, 0),
    "open+time": (1, 0),
    "race+time": (1, 0),
    "inside+time": (1, 1),
    "open+budget": (1, 0),
    "hopeless+unsettled": (1, 0),
    "walled+unsettled": (1, 0),
    "hopeless+time": (1, 1),
}
"""How often each kind of verdict, with the doubt of its neighbours, was
wrong: groups judged, and groups whose status the teachers (GNU Go and
KataGo, agreeing with each other and with RE) did not share."""

OWN_DOUBTS = frozenset({"open", "unwalled", "neighbours", "unsettled", "time"})
"""Kinds and notes that say themselves that nothing settled the group (not
surrounded, revived, found open, never read): they keep their own low
confidence, whatever their record."""

PROOFS = frozenset({"benson"})
"""Kinds that are proofs: their confidence stays their own (1)."""

PRIOR = (4, 0.05)
"""The weight (in groups) and rate a record starts from: a kind met a few
times is pulled towards its family's record (the same kind with any note
or neighbour), and that towards 5%."""


def record_key(kind: str, doubt: str) -> str:
    """The key of :data:`RECORD` for a verdict: its kind, and the doubt
    of a neighbour when that is its doubt."""
    return f"{kind}/{doubt}" if doubt.startswith("near") else kind


def error_rate(kind: str, doubt: str) -> float:
    """How often a verdict of this kind and doubt is wrong, from
    :data:`RECORD`, pulled towards its family's rate by :data:`PRIOR`.

    >>> error_rate("benson", "") < 0.01 < error_rate("inside", "static") < 0.2
    True
    """
    weight, start = PRIOR
    family = kind.split("+")[0].split("/")[0]
    groups = wrong = 0
    for key, (n, w) in RECORD.items():
        if key.split("+")[0].split("/")[0] == family:
            groups, wrong = groups + n, wrong + w
    base = (wrong + start * weight) / (groups + weight)
    n, w = RECORD.get(record_key(kind, doubt), (0, 0))
    return (w + base * weight) / (n + weight)


def shown_confidences(groups: list[tuple[str, float, int, set[int]]]) -> list[tuple[float, str]]:
    """The confidence each group is shown with, and its doubt, from its
    kind, its own confidence, its stake and the indexes of the groups it
    touches: one minus its :func:`error_rate` where :data:`RECORD` knows
    its kind (its own confidence otherwise, and for :data:`PROOFS`), no
    more than its own for :data:`OWN_DOUBTS`, and at most :data:`FLAGGED`
    when its stake times the rate comes to :data:`LOSS` points or more.

    >>> [round(value, 2) for value, _ in shown_confidences([("eyes", 0.9, 40, {1}), ("inside", 0.6, 80, {0}), ("walled", 0.95, 4, set())])]
    [0.97, 0.55, 1.0]
    """
    shown = []
    for kind, confidence, stake, touching in groups:
        doubt = doubt_of(kind, confidence, [groups[i][0] for i in touching])
        family = kind.split("+")[0]
        if family not in PROOFS and any(key.split("+")[0].split("/")[0] == family for key in RECORD):
            rate = error_rate(kind, doubt)
            value = 1.0 - rate
        else:
            rate, value = 1.0 - confidence, confidence
        if OWN_DOUBTS & set(kind.split("+")):
            value = min(value, confidence)
        if rate * stake >= LOSS:
            value = min(value, FLAGGED)
        shown.append((value, doubt))
    return shown


def groups_json(suggestion: Suggestion, size: int) -> list[dict]:
    """The groups of a suggestion as JSON objects: points (SGF coordinates),
    colour ("B" or "W"), status ("dead" or "alive"), reason (English),
    kind, confidence and whether the group is flagged unsure.

    >>> from gocount_gui.scoring.colour import Colour
    >>> group = SuggestedGroup(frozenset({(0, 0)}), Colour.WHITE, True, "lies inside ...", 0.55, "inside", 12)
    >>> groups_json(Suggestion(frozenset({(0, 0)}), {(0, 0): 0.55}, {}, (group,)), 9)
    [{'points': ['ai'], 'colour': 'W', 'status': 'dead', 'reason': 'lies inside ...', 'kind': 'inside', 'confidence': 0.55, 'unsure': True}]
    """
    from .colour import sgf_coordinates

    return [
        {
            "points": sorted(sgf_coordinates(p, size) for p in group.points),
            "colour": "B" if group.colour is Colour.BLACK else "W",
            "status": "dead" if group.dead else "alive",
            "reason": str.__str__(group.reason),
            "kind": group.kind,
            "confidence": round(group.confidence, 3),
            "unsure": group.unsure,
        }
        for group in suggestion.groups
    ]


def suggestion_json(suggestion: Suggestion, size: int) -> dict:
    """What ``gocount-score --json`` says of a suggestion besides its dead
    stones: ``unsure_stones`` (SGF coordinates) and ``dead_groups`` (see
    :func:`groups_json`)."""
    from .colour import sgf_coordinates

    return {
        "unsure_stones": sorted(sgf_coordinates(p, size) for p in suggestion.unsure()),
        "dead_groups": groups_json(suggestion, size),
    }


def unsure_notes(suggestion: Suggestion) -> list:
    """One sentence per group flagged unsure, the largest first, naming it
    by its colour and lowest point, with the reason of its verdict.

    >>> from gocount_gui.scoring.text import translate
    >>> group = SuggestedGroup(frozenset({(0, 0), (0, 1)}), Colour.WHITE, True,
    ...                        translate("Dead", "lies inside the eye space of a larger enemy group"), 0.55, "inside", 12)
    >>> unsure_notes(Suggestion(group.points, {}, {}, (group,)))
    ['unsure: check it: the white group at A1, lies inside the eye space of a larger enemy group']
    """
    from .colour import point_name
    from .text import Text, translate

    notes = []
    for group in suggestion.groups:
        if not group.unsure:
            continue
        where = point_name(min(group.points))
        if group.colour is Colour.BLACK:
            name = translate("Dead", "the black group at {point}").format(point=where)
        else:
            name = translate("Dead", "the white group at {point}").format(point=where)
        notes.append(Text.frame("{check}: {group}, {reason}", check=translate("Board", "unsure: check it"), group=name, reason=group.reason))
    return notes
