"""No engine reply makes gocount fail with anything but EngineError: random
bytes, GTP answers and KataGo JSON with parts deleted, repeated, reordered
or replaced, fed all at once or in pieces of any size. A reply fed in
pieces reads as it does at once, and a complete one stays complete."""

from __future__ import annotations

import json

from hypothesis import given, settings, strategies as st

from gocount_gui.engine.answer import Transcript
from gocount_gui.engine.client import GNUGO, KATAGO, EngineError, EngineSpec, Opinion, Question, read_answer
from gocount_gui.scoring.diagram import parse_diagram

POSITION = parse_diagram("""
    . # o .
    # # o o
    . # o .
    # o . o
""")
QUESTION = Question(POSITION, 6.5)
GTP = EngineSpec(GNUGO)
KATAGO_SPEC = EngineSpec(KATAGO)
COMMANDS = len(Transcript(GTP, QUESTION).commands)


def gtp_reply() -> bytes:
    """A good GTP conversation's output (every command answered by id)."""
    answers = ["=1 GNU Go", "=2 3.8"] + [f"={n} " for n in range(3, COMMANDS - 1)] + [f"={COMMANDS - 1} A1", f"={COMMANDS} "]
    return "".join(answer + "\n\n" for answer in answers).encode()


def katago_reply() -> bytes:
    version = {"id": "version", "action": "query_version", "version": "1.16"}
    analysis = {"id": "gocount", "isDuringSearch": False, "turnNumber": 0, "ownership": [0.5] * 16}
    return (json.dumps(version) + "\n" + json.dumps(analysis) + "\n").encode()


REPLY_BYTES = b"=?0123456789 \n\r\t{}[]\",:.-eEaNIfinty\x1b\x07\x00\xff"

pieces = st.lists(st.integers(1, 64), min_size=1, max_size=30)


@st.composite
def mutated(draw, reply: bytes) -> bytes:
    """``reply`` with a few bytes deleted, inserted, replaced, lines repeated
    or swapped, or cut off."""
    data = bytearray(reply)
    for _ in range(draw(st.integers(0, 6))):
        kind = draw(st.sampled_from(["delete", "insert", "replace", "repeat", "swap", "cut"]))
        if not data:
            break
        at = draw(st.integers(0, len(data) - 1))
        if kind == "delete":
            del data[at : at + draw(st.integers(1, 8))]
        elif kind == "insert":
            data[at:at] = draw(st.binary(min_size=1, max_size=8)) if draw(st.booleans()) else bytes(draw(st.lists(st.sampled_from(REPLY_BYTES), min_size=1, max_size=8)))
        elif kind == "replace":
            data[at] = draw(st.sampled_from(REPLY_BYTES))
        elif kind in ("repeat", "swap"):
            lines = bytes(data).split(b"\n")
            i, j = draw(st.integers(0, len(lines) - 1)), draw(st.integers(0, len(lines) - 1))
            if kind == "repeat":
                lines.insert(i, lines[j])
            else:
                lines[i], lines[j] = lines[j], lines[i]
            data = bytearray(b"\n".join(lines))
        else:
            del data[at:]
    return bytes(data)


def read(spec: EngineSpec, data: bytes, exit_code: int | None) -> Opinion | str:
    try:
        return read_answer(spec, QUESTION, data, b"", exit_code)
    except EngineError as err:
        return str(err)


def read_in_pieces(spec: EngineSpec, data: bytes, sizes: list[int], exit_code: int | None) -> Opinion | str:
    transcript = Transcript(spec, QUESTION)
    try:
        at = 0
        while at < len(data):
            for size in sizes:
                transcript.add_output(data[at : at + size])
                at += size
        return transcript.opinion(exit_code)
    except EngineError as err:
        return str(err)


def test_the_good_replies_are_read():
    assert read(GTP, gtp_reply(), 0).dead == frozenset({(0, 0)})
    assert read(KATAGO_SPEC, katago_reply(), 0).version == "1.16"


@settings(max_examples=150, deadline=None)
@given(data=st.binary(max_size=400), exit_code=st.sampled_from([0, 1, None]), spec=st.sampled_from([GTP, KATAGO_SPEC]))
def test_random_bytes_give_an_opinion_or_an_engine_error(data, exit_code, spec):
    read(spec, data, exit_code)


@settings(max_examples=150, deadline=None)
@given(data=st.data(), exit_code=st.sampled_from([0, None]), sizes=pieces)
def test_a_damaged_gtp_reply_reads_the_same_in_pieces(data, exit_code, sizes):
    reply = data.draw(mutated(gtp_reply()))
    whole = read(GTP, reply, exit_code)
    assert read_in_pieces(GTP, reply, sizes, exit_code) == whole
    if isinstance(whole, Opinion):
        assert all(POSITION.get(point) is not None for point in whole.dead)
        assert "\x1b" not in whole.engine + whole.version


@settings(max_examples=150, deadline=None)
@given(data=st.data(), exit_code=st.sampled_from([0, None]), sizes=pieces)
def test_a_damaged_katago_reply_reads_the_same_in_pieces(data, exit_code, sizes):
    reply = data.draw(mutated(katago_reply()))
    assert read_in_pieces(KATAGO_SPEC, reply, sizes, exit_code) == read(KATAGO_SPEC, reply, exit_code)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
    max_leaves=40,
)


@settings(max_examples=150, deadline=None)
@given(ownership=json_values, extra=st.dictionaries(st.sampled_from(["isDuringSearch", "noResults", "error", "field", "id"]), json_values, max_size=3))
def test_any_json_as_katagos_analysis_gives_an_opinion_or_an_engine_error(ownership, extra):
    message = {"id": "gocount", "ownership": ownership, **extra}
    line = json.dumps(message, allow_nan=True).encode() + b"\n"
    read(KATAGO_SPEC, line, 0)
