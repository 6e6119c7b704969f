"""``gocount-score --referee gnugo|katago``: each game's dead stones as an
engine sees them, beside gocount's.

The engine is asked about the position counted (the record's last
position), with the game's komi. Its view goes into the JSON as a
``referee`` object and into the text as one line; when it cannot answer,
the object carries an ``error`` instead and the reason goes to stderr.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from ..i18n import Context, shown, translate
from ..scoring.colour import Point, point_name, sgf_coordinates
from .client import ENGINES, KATAGO_THINK, KATAGO_VISITS, EngineError, EngineSpec, Opinion, Question, ask


Referee = Context("Referee")
"""The referee's counted messages (lupdate reads the context from the name)."""


def add_arguments(parser: argparse.ArgumentParser, seconds=float) -> None:
    """The referee's options; ``seconds`` reads --referee-timeout (and
    refuses what is no time limit)."""
    parser.add_argument(
        "--referee",
        choices=tuple(ENGINES),
        help=translate("Cli", "also ask GNU Go or KataGo which stones are dead: a referee object in the JSON, a line in the text"),
    )
    parser.add_argument("--referee-program", metavar="PATH", help=translate("Cli", "the engine's program (default: found on the PATH or in /usr/games)"))
    parser.add_argument("--katago-model", metavar="M", help=translate("Cli", "KataGo's network file (with --referee katago)"))
    parser.add_argument("--katago-config", metavar="C", help=translate("Cli", "KataGo's analysis config file (with --referee katago)"))
    parser.add_argument("--referee-timeout", type=seconds, metavar="S", help=translate("Cli", "seconds the engine may take per game (default: 60 for GNU Go, 120 for KataGo)"))
    parser.add_argument(
        "--katago-time",
        type=seconds,
        metavar="S",
        help=translate("Cli", "seconds KataGo searches each game's position (default: {seconds}; it stops sooner after {visits} visits)").format(
            seconds=f"{KATAGO_THINK:g}", visits=KATAGO_VISITS),
    )


def spec_from(args: argparse.Namespace) -> EngineSpec | None:
    """The engine the options name, or None without --referee. Raises
    EngineError when it cannot be run (missing program, model or config),
    so the command can stop before counting anything."""
    if not getattr(args, "referee", None):
        return None
    spec = EngineSpec(
        args.referee,
        program=args.referee_program or "",
        model=args.katago_model or "",
        config=args.katago_config or "",
        timeout=args.referee_timeout or 0.0,
        think=getattr(args, "katago_time", None) or 0.0,
    )
    spec.command()  # checks that everything is there
    return spec


@dataclass(frozen=True)
class Verdict:
    """The referee's answer for one game, or why there is none."""

    spec: EngineSpec
    opinion: Opinion | None
    marked: frozenset[Point]
    error: str | None = None

    def as_json(self, size: int) -> dict:
        """The ``referee`` object: engine, version, dead_stones and
        disagreements (SGF points, as ``dead_stones``), or error."""
        if self.opinion is None:
            return {"engine": self.spec.name, "error": self.error}
        return {
            "engine": self.opinion.engine,
            "version": self.opinion.version,
            "dead_stones": sorted(sgf_coordinates(p, size) for p in self.opinion.dead),
            "disagreements": sorted(sgf_coordinates(p, size) for p in self.opinion.disagreements(self.marked)),
        }

    def line(self) -> str:
        """One line for the text output.

        >>> from gocount_gui.engine.client import GNUGO
        >>> Verdict(EngineSpec(GNUGO), Opinion("GNU Go", "3.8", frozenset({(0, 0)})), frozenset()).line()
        'referee: GNU Go 3.8 calls 1 stone dead; disagrees on 1 stone: A1 (not marked dead)'
        """
        if self.opinion is None:
            return translate("Referee", "referee: {engine} gave no opinion: {error}").format(engine=self.spec.name, error=shown(self.error))
        opinion = self.opinion
        head = Referee.tr("referee: {engine} calls %n stones dead", "", len(opinion.dead), one="referee: {engine} calls %n stone dead")
        head = head.format(engine=opinion.title)
        differ = opinion.disagreements(self.marked)
        if not differ:
            return head + translate("Referee", "; agrees with every dead mark")
        parts = []
        for label, stones in ((translate("Referee", "not marked dead"), differ & opinion.dead), (translate("Referee", "marked dead"), differ - opinion.dead)):
            if stones:
                names = " ".join(point_name(p) for p in sorted(stones, key=lambda p: (-p[0], p[1])))
                parts.append(f"{names} ({label})")
        disagrees = Referee.tr("; disagrees on %n stones: {stones}", "", len(differ), one="; disagrees on %n stone: {stones}")
        return head + disagrees.format(stones=", ".join(parts))


def consult(spec: EngineSpec, question: Question, marked: frozenset[Point]) -> Verdict:
    """Ask the engine about one game; never raises for the engine's failures."""
    try:
        return Verdict(spec, ask(spec, question), frozenset(marked))
    except EngineError as err:
        return Verdict(spec, None, frozenset(marked), err.message)
