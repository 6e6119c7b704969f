"""Komi advice from seed 000's corollaries 1 and 2.

With no neutral points the areas add up to the board's points, so the
score difference D = A_W - A_B + K moves in steps of 2: its smallest value
that is not negative is (points + K) mod 2. On a board with an odd number of
points a jigo is possible only with an odd integral komi, and the smallest
possible margin repeats every 2 points of komi: komi 0 -> 1, 1/2 -> 1 1/2,
1 -> 0 (jigo), 1 1/2 -> 1/2. Neutral points are taken off the board's points.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .text import Text, translate


@dataclass(frozen=True)
class KomiAdvice:
    """What a komi allows on a board: the smallest score difference, whether
    a jigo can happen, the closest results either way, and the advice text."""

    points: int
    komi: float
    smallest_difference: float
    jigo_possible: bool
    closest_white_win: float
    closest_black_win: float
    text: Text
    summary: Text = Text("", "")
    """The first sentence of ``text``: the verdict for this komi alone."""


@lru_cache(maxsize=1024, typed=True)
def komi_advice(points: int, komi: float, neutral: int = 0) -> KomiAdvice:
    """Advice for ``komi`` on a board of ``points`` points with ``neutral``
    points that count for nobody. The advice for the same three numbers
    is made once (every recount of a board asks again).

    >>> a = komi_advice(361, 7.5)
    >>> a.smallest_difference, a.closest_white_win, a.closest_black_win
    (0.5, 0.5, 1.5)
    >>> komi_advice(81, 7).jigo_possible
    True
    """
    counted = points - neutral
    smallest = (counted + komi) % 2
    jigo = smallest == 0
    white_win = smallest if smallest else 2.0
    black_win = 2 - smallest if smallest else 2.0
    if jigo:
        verdict = translate("Komi", "komi {komi} allows a jigo; the closest wins are by 2").format(komi=f"{komi:g}")
    else:
        verdict = translate("Komi", "komi {komi} gives no jigo; the closest results are {white_win} and {black_win}").format(
            komi=f"{komi:g}", white_win=f"W+{white_win:g}", black_win=f"B+{black_win:g}")
    if counted % 2:
        summary = translate("Komi", "{points} counted points (odd): {verdict}.")
        best = translate("Komi", "a komi of an odd number plus one half (5.5, 7.5)")
    else:
        summary = translate("Komi", "{points} counted points (even): {verdict}.")
        best = translate("Komi", "a komi of an even number plus one half (6.5, 8.5)")
    summary = summary.format(points=counted, verdict=verdict)
    text = translate(
        "Komi", "{summary} The smallest margin repeats every 2 points of komi; {best} makes every game decided by as little as 1/2."
    ).format(summary=summary, best=best)
    return KomiAdvice(counted, komi, smallest, jigo, white_win, black_win, text, summary)
