"""Reading what an engine writes, within bounds: a :class:`Transcript`
takes its output as it comes and knows when the answer is complete.

Nothing an engine writes is trusted:

* its output is capped (:data:`MAX_OUTPUT` bytes, :data:`MAX_LINES`
  lines); more stops the engine with a message. Of its error output only
  the last :data:`ERRORS_KEPT` bytes are kept;
* a GTP answer counts only when it carries the id of a command asked and
  ends with its empty line, so an answer nobody asked for (an unprompted
  ``=``) shifts nothing, and an answer cut off by a killed engine is no
  answer;
* a KataGo reply counts only as a whole line, read as JSON no deeper than
  :data:`MAX_DEPTH`, with no number longer than :data:`MAX_DIGITS` digits
  and no NaN or infinity; ownership must lie between -1 and 1;
* every text of the engine's that reaches the player (its name, version,
  refusals, its last error line) loses its control characters, so an
  escape sequence never reaches a terminal.
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from itertools import accumulate
from typing import TYPE_CHECKING

from ..i18n import QT_TRANSLATE_NOOP
from ..scoring.colour import parse_point_name, point_name

if TYPE_CHECKING:
    from ..scoring.board import Position
    from .client import EngineSpec, Opinion, Question

MAX_OUTPUT = 4_000_000
"""Bytes an engine may write on its standard output (an answer about a
19x19 board takes a few kilobytes)."""

MAX_LINES = 20_000
"""Lines an engine may write on its standard output (GTP on a full 19x19
board: under a thousand)."""

ERRORS_KEPT = 16_384
"""Bytes of an engine's error output kept: the last ones, which say why it
stopped."""

MAX_DEPTH = 16
"""How deeply a KataGo reply may nest arrays and objects (its replies nest
three deep)."""

MAX_DIGITS = 40
"""The longest number a KataGo reply may hold, in characters."""

NAME_LENGTH = 40
"""The longest engine name or version shown."""

QUERY_ID = "gocount"
"""The id of gocount's KataGo query."""

TUNING_SIGN = b"autotuning"
"""What KataGo's OpenCL version writes on its error output when it tunes
itself for this computer (its first start; many minutes on a CPU)."""


_ESCAPE = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|.?)|\x9b[0-?]*[ -/]*[@-~]", re.DOTALL)
"""A terminal's escape sequence: CSI (``ESC [ ... m``), OSC (``ESC ] ...
BEL``), or ESC and one character."""


def printable(text: str, limit: int = 200) -> str:
    """``text`` without escape sequences and control characters (bells,
    direction marks), at most ``limit`` characters: an engine's words made
    safe for a terminal or a label.

    >>> printable("\\x1b]0;owned\\x07Fake\\x1b[2J Go\\x07")
    'Fake Go'
    """
    kept = "".join(ch for ch in _ESCAPE.sub("", text) if not unicodedata.category(ch).startswith("C"))
    return kept[:limit].strip()


class NoAnswer(Exception):
    """The output ends before the answer (how the engine ended says why)."""


def _engine_error(text: str):
    from .client import EngineError  # the error lives with the spec it names

    return EngineError(text)


class Transcript:
    """What one engine wrote for one :func:`~gocount_gui.engine.client.request`,
    fed as it arrives with :meth:`add_output` and :meth:`add_errors`.
    :attr:`complete` is True once the answer is all there (or refused);
    :meth:`opinion` reads it.

    ``query_id`` is the id of the KataGo analysis to wait for, and
    ``version`` the version a KataGo kept running gave before (it is not
    asked again). :attr:`tuning` is True once KataGo said that it tunes
    itself for this computer.
    """

    def __init__(self, spec: EngineSpec, question: Question, query_id: str = QUERY_ID, version: str = "") -> None:
        from .client import GNUGO, request

        self.spec = spec
        self.question = question
        self.query_id = query_id
        self.tuning = False
        self.gtp = spec.kind == GNUGO
        self.commands = [line.split(" ", 1)[1] for line in request(spec, question).decode().splitlines()] if self.gtp else []
        self.asked = max(0, len(self.commands) - 1)  # every command but quit answers
        self.size = 0
        self.lines = 0
        self.errors = bytearray()
        self._pending = b""
        self._answers: dict[int, tuple[bool, str]] = {}
        self._refused = False
        self._version = version
        self._ownership: list | None = None
        self._failure: str | None = None

    # ---- feeding -----------------------------------------------------------

    def add_output(self, data: bytes) -> None:
        """Take what the engine wrote on its standard output. Raises
        EngineError when it writes more than an answer can be, or nonsense
        that no answer can follow."""
        self.size += len(data)
        self.lines += data.count(b"\n")
        if self.size > MAX_OUTPUT or self.lines > MAX_LINES:
            raise _engine_error(QT_TRANSLATE_NOOP("Engine", "{engine} wrote more than {megabytes} MB or {lines} lines without answering and was stopped").format(
                engine=self.spec.name, megabytes=MAX_OUTPUT // 1_000_000, lines=MAX_LINES))
        self._pending += data.replace(b"\r", b"")
        if self.gtp:
            self._take_gtp()
        else:
            self._take_katago()

    def add_errors(self, data: bytes) -> None:
        """Take what the engine wrote on its error output (the last
        :data:`ERRORS_KEPT` bytes are kept)."""
        self.tuning = self.tuning or TUNING_SIGN in bytes(self.errors[-len(TUNING_SIGN) :]) + data
        self.errors += data
        if len(self.errors) > 2 * ERRORS_KEPT:
            del self.errors[:-ERRORS_KEPT]

    @property
    def version(self) -> str:
        """The version KataGo gave (or was known to have), made printable."""
        return self._version

    @property
    def complete(self) -> bool:
        """True when the answer is there: every GTP command answered (or one
        refused), or KataGo's analysis (or its error) read."""
        if self.gtp:
            return self._refused or len(self._answers) >= self.asked
        return self._ownership is not None or self._failure is not None

    # ---- GTP -----------------------------------------------------------------

    _BLANK = re.compile(rb"\n[ \t]*\n")

    def _take_gtp(self) -> None:
        while True:
            end = self._BLANK.search(self._pending)
            if end is None:
                return
            block, self._pending = self._pending[: end.start()], self._pending[end.end() - 1 :]
            found = gtp_response(block.decode("utf-8", "replace"))
            if found is None:
                continue
            number, ok, text = found
            if number is None or not 1 <= number <= self.asked or number in self._answers:
                continue  # an answer to nothing asked, or said twice: ignored
            self._answers[number] = (ok, text)
            self._refused = self._refused or not ok

    def _gtp_opinion(self) -> tuple[str, str, frozenset]:
        spec = self.spec
        for number in range(1, self.asked + 1):
            answer = self._answers.get(number)
            if answer is None:
                raise NoAnswer(QT_TRANSLATE_NOOP("Engine", "{given} of {asked} answers").format(given=len(self._answers), asked=self.asked))
            ok, text = answer
            if not ok:
                reason = printable(text) or QT_TRANSLATE_NOOP("Engine", "no reason given")
                raise _engine_error(QT_TRANSLATE_NOOP("Engine", "{engine} refused '{command}': {reason}").format(
                    engine=spec.name, command=self.commands[number - 1], reason=reason))
        size = self.question.position.size
        try:
            dead = frozenset(parse_point_name(word, size) for word in self._answers[self.asked][1].split())
        except ValueError as err:
            raise _engine_error(QT_TRANSLATE_NOOP("Engine", "{engine}'s dead list is not a list of points: {error}").format(
                engine=spec.name, error=printable(str(err)))) from None
        name = printable(self._answers[1][1], NAME_LENGTH + 1)
        # the name it gives itself (GNU Go says "GNU Go"), unless that is no name
        return name if 0 < len(name) <= NAME_LENGTH else spec.name, printable(self._answers[2][1], NAME_LENGTH), dead

    # ---- KataGo ---------------------------------------------------------------

    def _take_katago(self) -> None:
        while b"\n" in self._pending and not self.complete:
            line, self._pending = self._pending.split(b"\n", 1)
            self._katago_line(line.decode("utf-8", "replace").strip())

    def _katago_line(self, line: str) -> None:
        spec = self.spec
        if not line.startswith("{"):
            return  # KataGo may log a line of its own
        try:
            message = katago_json(line)
        except ValueError as err:
            raise _engine_error(QT_TRANSLATE_NOOP("Engine", "{engine} wrote a line that is not JSON gocount can read ({reason}): {line}").format(
                engine=spec.name, reason=err, line=printable(line, 80))) from None
        if not isinstance(message, dict):
            return
        if "error" in message:
            if "field" in message:
                refused = QT_TRANSLATE_NOOP("Engine", "{engine} refused the question (in {field}): {error}")
            else:
                refused = QT_TRANSLATE_NOOP("Engine", "{engine} refused the question: {error}")
            self._failure = refused.format(engine=spec.name, field=printable(str(message.get("field")), 80), error=printable(str(message["error"])))
        elif message.get("action") == "query_version":
            self._version = printable(str(message.get("version", "")), NAME_LENGTH)
        elif message.get("id") == self.query_id and message.get("isDuringSearch", False) is False:
            if message.get("noResults"):
                self._failure = QT_TRANSLATE_NOOP("Engine", "{engine} stopped before it analysed the position").format(engine=spec.name)
                return
            self._ownership = self._checked_ownership(message.get("ownership"))

    def _checked_ownership(self, ownership: object) -> list[float]:
        size = self.question.position.size
        if not isinstance(ownership, list) or len(ownership) != size * size:
            raise _engine_error(QT_TRANSLATE_NOOP("Engine", "{engine} gave no ownership for the {size}x{size} board").format(engine=self.spec.name, size=size))
        if not all(type(v) in (int, float) and -1.0 <= v <= 1.0 for v in ownership):
            raise _engine_error(QT_TRANSLATE_NOOP("Engine", "{engine}'s ownership is not a list of numbers from -1 to 1").format(engine=self.spec.name))
        return [float(v) for v in ownership]

    # ---- the answer --------------------------------------------------------------

    def opinion(self, exit_code: int | None = 0, killed_by: int | None = None) -> Opinion:
        """The engine's opinion. ``exit_code`` is how it ended (None when
        it did not exit normally), ``killed_by`` the signal that stopped it;
        they say why when the answer is not complete. Raises EngineError
        when there is no answer, or it makes no sense."""
        from .client import Opinion, dead_by_ownership

        spec = self.spec
        try:
            if self.gtp:
                name, version, dead = self._gtp_opinion()
                _check_stones(spec, self.question.position, dead)
                return Opinion(name, version, dead)
            if self._failure is not None:
                raise _engine_error(self._failure)
            if self._ownership is None:
                raise NoAnswer(QT_TRANSLATE_NOOP("Engine", "no analysis"))
            return Opinion(spec.name, self._version, dead_by_ownership(self.question.position, self._ownership))
        except NoAnswer as missing:
            stderr = bytes(self.errors).decode("utf-8", "replace")
            raise _engine_error(why_stopped(spec, stderr, exit_code, killed_by, missing.args[0])) from None


def gtp_response(block: str) -> tuple[int | None, bool, str] | None:
    """One GTP response, a block of lines ended by an empty line: its id
    (None when it has none), whether it succeeded (``=``, not ``?``) and
    its text; None when the block is no response.

    >>> gtp_response("=5 A1 B2\\nC3"), gtp_response("? unknown command"), gtp_response("hello")
    ((5, True, 'A1 B2 C3'), (None, False, 'unknown command'), None)
    """
    lines = [line.strip() for line in block.split("\n") if line.strip()]
    if not lines or lines[0][0] not in "=?":
        return None
    head = re.match(r"([=?])(\d*)\s*(.*)", lines[0])
    digits = head.group(2)
    number = int(digits) if digits and len(digits) <= 9 else None
    return number, head.group(1) == "=", " ".join([head.group(3)] + lines[1:]).strip()


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def _number(text: str):
    if len(text) > MAX_DIGITS:
        raise ValueError(QT_TRANSLATE_NOOP("Engine", "a number of more than {digits} characters").format(digits=MAX_DIGITS))
    value = float(text) if any(c in text for c in ".eE") else int(text)
    if not math.isfinite(value):
        raise ValueError(QT_TRANSLATE_NOOP("Engine", "a number out of range"))
    return value


def _constant(text: str):
    raise ValueError(QT_TRANSLATE_NOOP("Engine", "{value} is not a number").format(value=text))


def katago_json(line: str):
    """One line of KataGo's as JSON, bounded: no deeper than
    :data:`MAX_DEPTH`, no number longer than :data:`MAX_DIGITS`
    characters or out of a float's range, no NaN or Infinity. Raises
    ValueError saying which.

    >>> katago_json('{"ownership": [0.5, -1]}')
    {'ownership': [0.5, -1]}
    >>> katago_json('{"ownership": [NaN]}')
    Traceback (most recent call last):
    ...
    ValueError: NaN is not a number
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", line))
    if brackets and max(accumulate(_STEP[c] for c in brackets)) > MAX_DEPTH:
        raise ValueError(QT_TRANSLATE_NOOP("Engine", "nested more than {depth} deep").format(depth=MAX_DEPTH))
    try:
        return json.loads(line, parse_int=_number, parse_float=_number, parse_constant=_constant)
    except RecursionError:  # (the depth is checked above; this is a second fence)
        raise ValueError(QT_TRANSLATE_NOOP("Engine", "nested more than {depth} deep").format(depth=MAX_DEPTH)) from None


def too_late(spec: EngineSpec, tuning: bool, stopped: bool = False) -> str:
    """Why there is no answer when the time limit ran out: the limit, and,
    when KataGo was still tuning itself (its first start), that it was."""
    if tuning:
        return QT_TRANSLATE_NOOP(
            "Engine",
            "{engine} was still tuning itself for this computer when its {seconds} s ran out (its first start only; "
            "without a graphics card this can take an hour): run \"katago benchmark\" once, or give it a longer time limit",
        ).format(engine=spec.name, seconds=f"{spec.seconds:g}")
    if stopped:
        return QT_TRANSLATE_NOOP("Engine", "{engine} gave no answer within {seconds} s and was stopped").format(engine=spec.name, seconds=f"{spec.seconds:g}")
    return QT_TRANSLATE_NOOP("Engine", "{engine} gave no answer within {seconds} s").format(engine=spec.name, seconds=f"{spec.seconds:g}")


def why_stopped(spec: EngineSpec, stderr: str, exit_code: int | None, killed_by: int | None, missing: str) -> str:
    """Why there is no answer, from how the engine ended and the last line
    of its error output."""
    last = next((printable(line) for line in reversed(stderr.splitlines()) if printable(line)), "")
    said = f": {last}" if last else ""
    if killed_by is not None:
        return QT_TRANSLATE_NOOP("Engine", "{engine} was stopped (signal {signal}) before it answered").format(engine=spec.name, signal=killed_by)
    if exit_code is None:
        return QT_TRANSLATE_NOOP("Engine", "{engine} crashed or was killed before it answered{said}").format(engine=spec.name, said=said)
    if exit_code != 0:
        return QT_TRANSLATE_NOOP("Engine", "{engine} failed (exit status {status}){said}").format(engine=spec.name, status=exit_code, said=said)
    return QT_TRANSLATE_NOOP("Engine", "{engine} ended without answering ({missing}){said}").format(engine=spec.name, missing=missing, said=said)


def _check_stones(spec: EngineSpec, position: Position, dead: frozenset) -> None:
    empty = sorted(p for p in dead if position.get(p) is None)
    if empty:
        names = ", ".join(point_name(p) for p in empty[:5])
        raise _engine_error(
            QT_TRANSLATE_NOOP("Engine", "{engine} calls empty points dead ({points}): it did not see the same position").format(engine=spec.name, points=names)
        )
