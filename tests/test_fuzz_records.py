"""No bytes make the reader or the writer fail with anything but SgfError.

Inputs are random byte strings, and real records (the test files, and the
corpus when present) with bytes deleted, inserted, replaced or cut off.
Whatever reads must also count and write back without another exception.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, note, strategies as st

from gocount_gui.record import SgfError, read_games
from gocount_gui.record.write import count_to_write, write_count
from gocount_gui.scoring import count_all
from gocount_gui.scoring.ledger import PositionError

DATA = Path(__file__).parent / "data"
SEEDS = sorted(DATA.glob("*.sgf")) + [Path(__file__).parent.parent / "resources" / "example.sgf"]
SGF_BYTES = b"()[];\\:ABWCKMHARUESZTtdacsp \n"


def read_count_write(data: bytes) -> None:
    """What the program does with a file: read it, count every game, write
    the count of every game back. Only SgfError may escape."""
    try:
        records = read_games(data, "fuzz.sgf")
    except SgfError as err:
        assert str(err).startswith("fuzz.sgf"), str(err)
        return
    for record in records:
        assert all(str(w) for w in record.warnings)
        try:
            score = count_all(record.position, record.tray, record.marked_dead, record.marked_owners())
        except PositionError:
            continue
        try:
            written = write_count(data, count_to_write(score, record.rules.key), record.index, "fuzz.sgf")
        except SgfError:
            continue
        again = read_games(written, "fuzz.sgf")
        assert len(again) == len(records)


@st.composite
def mutated(draw, seeds: list[Path]) -> bytes:
    """A seed file with a few random edits."""
    data = bytearray(draw(st.sampled_from(seeds)).read_bytes())
    for _ in range(draw(st.integers(1, 6))):
        if not data:
            break
        at = draw(st.integers(0, len(data) - 1))
        edit = draw(st.sampled_from(("delete", "insert", "replace", "cut", "duplicate")))
        byte = draw(st.one_of(st.sampled_from(list(SGF_BYTES)), st.integers(0, 255)))
        if edit == "delete":
            del data[at : at + draw(st.integers(1, 8))]
        elif edit == "insert":
            data.insert(at, byte)
        elif edit == "replace":
            data[at] = byte
        elif edit == "cut":
            del data[at:]
        else:
            end = min(len(data), at + draw(st.integers(1, 40)))
            data[at:at] = data[at:end]
    note(repr(bytes(data[:200])))
    return bytes(data)


@given(st.binary(max_size=400))
def test_random_bytes(data):
    read_count_write(data)


@given(st.lists(st.sampled_from([bytes([b]) for b in SGF_BYTES]), max_size=120).map(b"".join))
def test_random_sgf_alphabet(data):
    read_count_write(b"(;" + data)


@given(mutated(SEEDS))
def test_mutated_test_records(data):
    read_count_write(data)


def test_mutated_corpus_records(corpus_dir):
    seeds = sorted(corpus_dir.rglob("*.sgf"))[::8]

    @given(mutated(seeds))
    def check(data):
        read_count_write(data)

    check()


@pytest.mark.parametrize(
    "data",
    [
        b"(;SZ[19]KM[1e999];B[aa])",
        b"(;SZ[19]KM[nan];B[aa])",
        b"(;SZ[5]HA[9999999999999999999999];B[aa])",
        b"(;SZ[5]AB[aa:ee]AW[aa];B[cc])",
        b"(;SZ[5]AB[ee:aa];W[cc])",
        b"(;SZ[5];B[aa][bb];W[cc])",
        b"(;SZ[5];B[aa]W[bb];W[cc])",
        b"(;SZ[5]CA[];B[aa])",
        b"(;SZ[5]CA[utf-16];PB[\xff\xfe];B[aa])",
        b"(;SZ[5];B[aa]TB[zz]TW[aa:ee])",
        b"(;SZ[5]RU[{\"ko\":1}];B[aa])",
        b"(;SZ[5]RU[koscore];B[aa])",
        b"(;SZ[05];B[aa])",
        b"(;SZ[ 9 ];B[aa])",
        b"(;SZ[5]RE[B+1e400];B[aa])",
        b"(;t[",  # a property sgfmill reads with an empty name
        b"(;SZ[5]RE[\xe9\xbb\x91\xe8\x83\x9c99999999999999999\xe5\xad\x90];B[aa])",
    ],
)
def test_odd_values_found_by_hand(data):
    read_count_write(data)
