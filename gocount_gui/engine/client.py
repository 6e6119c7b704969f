"""What a Go engine the player owns thinks is dead: GNU Go over GTP, or
KataGo's analysis engine.

The conversation is split from the transport, so the window (a QProcess,
never blocking) and the command line (:func:`ask`, a subprocess) say and
read exactly the same thing:

* :meth:`EngineSpec.command` is the program and its arguments, found on the
  PATH or in /usr/games unless the player gave a path; it raises
  :class:`EngineError` when the engine is missing;
* :func:`request` is everything written to the engine's standard input at
  once (the position set up stone by stone, the question, ``quit``); the
  engine answers and exits;
* a :class:`~gocount_gui.engine.answer.Transcript` takes what it writes
  as it comes, within bounds, and knows when the answer is complete; its
  ``opinion`` (or :func:`read_answer`, for all the output at once) is an
  :class:`Opinion`, or raises :class:`EngineError` in words a player
  understands (it refused, failed, was killed, wrote without end, or said
  nonsense);
* the engine runs in a process group of its own, ended as a whole once the
  answer is read, at the time limit, or when the player cancels.

GNU Go is asked ``final_status_list dead``. KataGo is asked for ownership
(from Black's side, whatever its config says) and a chain is dead where
its stones' mean ownership lies on the opponent's side beyond
:data:`OWNERSHIP_DEAD`.

No Qt here: the command line and the tests use it directly.
"""

from __future__ import annotations

import math
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from ..i18n import QT_TRANSLATE_NOOP
from ..scoring.board import Position
from ..scoring.colour import Colour, Point, point_name
from ..scoring.rules import PRESETS, Counting
from .answer import QUERY_ID

GNUGO = "gnugo"
KATAGO = "katago"
ENGINES = {GNUGO: "GNU Go", KATAGO: "KataGo"}
"""The engines gocount can ask, by key, with the names players know."""

EXTRA_FOLDERS = ("/usr/games", "/usr/local/games")
"""Where Debian and Ubuntu put games, often not on the PATH."""

OWNERSHIP_DEAD = 0.5
"""A KataGo chain is dead when its stones' mean ownership is at least this
far on the opponent's side (ownership runs from -1 to 1)."""

DEFAULT_TIMEOUT = {GNUGO: 60.0, KATAGO: 120.0}
"""Seconds an engine may think: GNU Go 3.8 takes up to 20 s on the dev
corpus's slowest game, KataGo loads its network first."""

MAX_TIMEOUT = 3600.0
"""The longest an engine may think, whatever the settings say: an hour."""

KATAGO_VISITS = 200
"""The most visits KataGo spends on a final position (ownership settles
early): a machine with a graphics card stops here, well before its time."""

KATAGO_THINK = 5.0
"""Seconds KataGo searches a final position unless told otherwise (its
``maxTime``): on a computer without a graphics card 200 visits take minutes,
and a few seconds of search already settle which stones are dead."""

MAX_THINK = 600.0
"""The longest KataGo may be told to search one position, in seconds."""


class EngineError(ValueError):
    """The engine could not give its opinion; the message says why, for the
    player (missing, refused, failed, killed, timed out, or nonsense).
    ``message`` is it as a :class:`~gocount_gui.i18n.Message`: English in
    ``str(err)``, in the window's language when the window shows it."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class EngineSpec:
    """Which engine to ask and how.

    kind: :data:`GNUGO` or :data:`KATAGO`.
    program: the engine's program; empty to find ``gnugo`` or ``katago``
        on the PATH or in /usr/games.
    model, config: KataGo's network and analysis config (required by it).
    timeout: seconds it may take, start-up included.
    think: seconds KataGo searches the position (0: :data:`KATAGO_THINK`);
        :data:`KATAGO_VISITS` visits end the search sooner.
    """

    kind: str
    program: str = ""
    model: str = ""
    config: str = ""
    timeout: float = 0.0
    think: float = 0.0

    def __post_init__(self) -> None:
        if self.kind not in ENGINES:
            raise EngineError(QT_TRANSLATE_NOOP("Engine", "unknown engine {kind}; known: {known}").format(kind=repr(self.kind), known=", ".join(ENGINES)))

    @property
    def name(self) -> str:
        """The engine's name as players know it: ``GNU Go`` or ``KataGo``."""
        return ENGINES[self.kind]

    @property
    def seconds(self) -> float:
        """The time limit: ``timeout`` up to :data:`MAX_TIMEOUT`, or the
        engine's default when it is no time (0, negative, NaN, infinite).

        >>> EngineSpec(GNUGO, timeout=float("inf")).seconds, EngineSpec(GNUGO, timeout=1e10).seconds
        (60.0, 3600.0)
        """
        if not (isinstance(self.timeout, (int, float)) and math.isfinite(self.timeout) and self.timeout > 0):
            return DEFAULT_TIMEOUT[self.kind]
        return min(float(self.timeout), MAX_TIMEOUT)

    @property
    def think_seconds(self) -> float:
        """How long KataGo searches: ``think`` up to :data:`MAX_THINK`, or
        :data:`KATAGO_THINK` when it is no time.

        >>> EngineSpec(KATAGO).think_seconds, EngineSpec(KATAGO, think=30).think_seconds, EngineSpec(KATAGO, think=1e9).think_seconds
        (5.0, 30.0, 600.0)
        """
        if not (isinstance(self.think, (int, float)) and math.isfinite(self.think) and self.think > 0):
            return KATAGO_THINK
        return min(float(self.think), MAX_THINK)

    def find_program(self) -> str:
        """The program's path. Raises EngineError when it is not there."""
        if self.program:
            path = Path(self.program).expanduser()
            if path.is_file() and os.access(path, os.X_OK):
                return str(path)
            if shutil.which(self.program):  # a bare name on the PATH
                return shutil.which(self.program)
            raise EngineError(
                QT_TRANSLATE_NOOP("Engine", "{engine} was not found at {program} (no program that can be run is there)").format(
                    engine=self.name, program=self.program
                )
            )
        found = find_engine(self.kind)
        if found is None:
            raise EngineError(
                QT_TRANSLATE_NOOP("Engine", "{engine} was not found on the PATH or in /usr/games: install it, or give its program's path").format(
                    engine=self.name
                )
            )
        return found

    def command(self) -> list[str]:
        """The program and its arguments. Raises EngineError when the
        program, or KataGo's model or config, is missing."""
        program = self.find_program()
        if self.kind == GNUGO:
            return [program, "--mode", "gtp", "--quiet"]
        needs = (
            (self.model, QT_TRANSLATE_NOOP("Engine", "KataGo needs a network (model) file: give it in Preferences > Engine, or with --katago-model and --katago-config"),
             QT_TRANSLATE_NOOP("Engine", "KataGo's network (model) file was not found: {file}")),
            (self.config, QT_TRANSLATE_NOOP("Engine", "KataGo needs an analysis config file: give it in Preferences > Engine, or with --katago-model and --katago-config"),
             QT_TRANSLATE_NOOP("Engine", "KataGo's analysis config file was not found: {file}")),
        )
        for value, missing, absent in needs:
            if not value:
                raise EngineError(missing)
            if not Path(value).expanduser().is_file():
                raise EngineError(absent.format(file=value))
        return [program, "analysis", "-config", str(Path(self.config).expanduser()), "-model", str(Path(self.model).expanduser())]


def find_engine(kind: str) -> str | None:
    """The engine's program (``gnugo`` or ``katago``) on the PATH or in
    /usr/games, or None."""
    found = shutil.which(kind)
    if found is None:
        found = shutil.which(kind, path=os.pathsep.join(EXTRA_FOLDERS))
    return found


@dataclass(frozen=True)
class Opinion:
    """What an engine said about a final position.

    engine: its name (``GNU Go``); version: what it says its version is.
    dead: the stones it calls dead.
    """

    engine: str
    version: str
    dead: frozenset[Point]

    @property
    def title(self) -> str:
        """``GNU Go 3.8``, or the name alone when the version is unknown."""
        return f"{self.engine} {self.version}".strip()

    def disagreements(self, marked: frozenset[Point]) -> frozenset[Point]:
        """The stones whose status differs: called dead by the engine but
        not marked, or marked but called alive.

        >>> sorted(Opinion("GNU Go", "3.8", frozenset({(0, 0), (0, 1)})).disagreements(frozenset({(0, 1), (5, 5)})))
        [(0, 0), (5, 5)]
        """
        return self.dead ^ frozenset(marked)


# ---- the conversation ---------------------------------------------------------


@dataclass(frozen=True)
class Question:
    """The position an engine is asked about, and what it needs to know:
    the komi, the rule set on top (a preset key), and who is to move (an
    engine's judgement can depend on it; None: Black)."""

    position: Position
    komi: float = 0.0
    rules_key: str = "japanese"
    to_move: Colour | None = None

    @classmethod
    def at_end(cls, position: Position, komi: float, rules_key: str, last_move: Point | None, last_pass: Colour | None) -> "Question":
        """The question about a game's final position: to move is the
        opponent of who passed last, else of who played the last stone.

        >>> Question.at_end(Position.empty(9), 6.5, "japanese", None, Colour.WHITE).to_move
        <Colour.BLACK: 1>
        """
        mover = last_pass if last_pass is not None else (position.get(last_move) if last_move is not None else None)
        return cls(position, komi, rules_key, mover.opponent if mover is not None else None)


def request(spec: EngineSpec, question: Question, query_id: str = QUERY_ID) -> bytes:
    """What is written to the engine: the position, the question, and the
    end of the conversation (the engine answers, then exits).

    KataGo is asked to search for ``spec.think_seconds`` at most, and no
    more than :data:`KATAGO_VISITS` visits; its analysis carries
    ``query_id``, so that one KataGo kept running can be asked again.

    The stones are set up one by one, the colour to move first: in a final
    position every chain has a liberty, so no stone placed on the way
    captures or is suicide, and the last stone leaves the right player to
    move.

    GTP commands carry their number as an id, and each answer is matched
    to its command by it.

    >>> pos = Position.from_points(9, black=[(0, 0)], white=[(8, 8)])
    >>> print(request(EngineSpec(GNUGO), Question(pos, 6.5, to_move=Colour.WHITE)).decode())
    1 name
    2 version
    3 boardsize 9
    4 clear_board
    5 komi 6.5
    6 play W J9
    7 play B A1
    8 final_status_list dead
    9 quit
    <BLANKLINE>
    """
    import json  # loaded at the first question, not with the window

    position = question.position
    first = question.to_move or Colour.BLACK
    order = (first, first.opponent)
    stones = [(c, p) for c in order for p in sorted(position.stones(c))]
    if spec.kind == GNUGO:
        lines = ["name", "version", f"boardsize {position.size}", "clear_board", f"komi {question.komi:g}"]
        lines += [f"play {c.letter} {point_name(p)}" for c, p in stones]
        lines += ["final_status_list dead", "quit"]
        return "".join(f"{number} {line}\n" for number, line in enumerate(lines, 1)).encode()
    query = {
        "id": query_id,
        "initialStones": [[c.letter, point_name(p)] for c, p in stones],
        "initialPlayer": first.letter,
        "moves": [],
        "rules": _katago_rules(question.rules_key),
        "komi": question.komi,
        "boardXSize": position.size,
        "boardYSize": position.size,
        "includeOwnership": True,
        "maxVisits": KATAGO_VISITS,
        "overrideSettings": {"reportAnalysisWinratesAs": "BLACK", "maxTime": spec.think_seconds},
    }
    version = {"id": "version", "action": "query_version"}
    return (json.dumps(version) + "\n" + json.dumps(query) + "\n").encode()


def katago_query(spec: EngineSpec, question: Question, query_id: str) -> bytes:
    """The analysis line alone (for a KataGo already running, which gave
    its version): :func:`request` without the version query."""
    return request(spec, question, query_id).split(b"\n", 1)[1]


def _katago_rules(rules_key: str) -> str:
    """KataGo's nearest rules: territory or area counting (ownership
    hardly depends on more).

    >>> _katago_rules("chinese"), _katago_rules("japanese")
    ('chinese', 'japanese')
    """
    rules = PRESETS.get(rules_key)
    return "japanese" if rules is not None and rules.counting is Counting.TERRITORY else "chinese"


def read_answer(
    spec: EngineSpec,
    question: Question,
    stdout: bytes,
    stderr: bytes = b"",
    exit_code: int | None = 0,
    killed_by: int | None = None,
) -> Opinion:
    """The opinion in all that the engine wrote. ``exit_code`` is its exit
    status (None when it did not exit normally), ``killed_by`` the signal
    that stopped it, if one did. Raises EngineError when it did not answer
    (an answer cut off counts as none), wrote more than an answer can be,
    or its answer makes no sense (see :mod:`gocount_gui.engine.answer`)."""
    from .answer import Transcript

    transcript = Transcript(spec, question)
    transcript.add_errors(stderr)
    transcript.add_output(stdout)
    return transcript.opinion(exit_code, killed_by)


def dead_by_ownership(position: Position, ownership: list[float], threshold: float = OWNERSHIP_DEAD) -> frozenset[Point]:
    """The stones of every chain whose mean ownership lies on the
    opponent's side by ``threshold`` or more. ``ownership`` is from Black's
    side (1: Black's), one value a point in KataGo's order: rows from the
    top, each from the left.

    >>> pos = Position.from_points(2, black=[(0, 0)], white=[(1, 1)])
    >>> dead_by_ownership(pos, [-0.9, -0.95, -0.8, -0.9])  # top row first
    frozenset({(0, 0)})
    """
    size = position.size
    dead: set[Point] = set()
    seen: set[Point] = set()
    for colour, sign in ((Colour.BLACK, 1.0), (Colour.WHITE, -1.0)):
        for point in position.stones(colour):
            if point in seen:
                continue
            chain = position.chain(point)
            seen |= chain
            mean = sum(ownership[(size - 1 - r) * size + c] for r, c in chain) / len(chain)
            if sign * mean <= -threshold:
                dead |= chain
    return frozenset(dead)


# ---- asking without Qt (the command line) ----------------------------------------


def ask(spec: EngineSpec, question: Question) -> Opinion:
    """Ask the engine about ``question.position`` and wait for its opinion (up to
    ``spec.seconds``). Raises EngineError with the reason when it is
    missing, fails, is killed, writes without end or takes too long. The
    engine runs in a process group of its own, ended as soon as its answer
    is read (see :func:`gocount_gui.engine.process.converse`)."""
    from .process import converse

    return converse(spec, question, spec.command())
