"""No bytes make the reader or the writer fail with anything but SgfError,
and no bytes make ``gocount-score`` raise.

Inputs are random byte strings, and real records (the test files, and the
corpus when present) with bytes deleted, inserted, replaced or cut off.
Whatever reads must also count and write back without another exception.

Two budgets (Hypothesis settings profiles), chosen by ``GOCOUNT_FUZZ``:

    ci    (default) about 5,000 inputs in all, a few seconds
    long  about 120,000 inputs, several minutes:
          GOCOUNT_FUZZ=long bash scripts/test.sh tests/test_fuzz_records.py --hypothesis-show-statistics

``GOCOUNT_HYPOTHESIS_PROFILE=long`` selects the long budget too. When
atheris is installed, a coverage-guided libFuzzer run over the same
function is added (2,000 runs, or 50,000 with the long budget); it runs this
file as a script in a subprocess, because libFuzzer exits when it is done:

    python tests/test_fuzz_records.py -runs=50000 CORPUS_DIR
"""

from __future__ import annotations

if __name__ == "__main__":  # the atheris run: instrument the code under test before anything imports it
    import atheris

    with atheris.instrument_imports(include=["gocount_gui", "sgfmill"]):
        import gocount_gui.cli
        import gocount_gui.record.write  # noqa: F401

import io
import os
import shutil
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, note, settings, strategies as st

from gocount_gui import cli
from gocount_gui.record import SgfError, read_games, read_rules
from gocount_gui.record.encoding import choose_encoding, codec_name
from gocount_gui.record.properties import MAX_HANDICAP, read_handicap, read_komi
from gocount_gui.record.saved import PROPERTY as SAVED_PROPERTY, parse_saved
from gocount_gui.record.write import count_to_write, write_count
from gocount_gui.scoring import count_all
from gocount_gui.scoring.rules import PRESETS
from gocount_gui.scoring.ledger import PositionError

DATA = Path(__file__).parent / "data"
ROOT = Path(__file__).parent.parent
SEEDS = sorted(DATA.glob("*.sgf")) + [ROOT / "resources" / "example.sgf"]
SGF_BYTES = b"()[];\\:ABWCKMHARUESZTtdacsp \n"

FUZZ_VARIABLE = "GOCOUNT_FUZZ"
FUZZ_LEVEL = os.environ.get(FUZZ_VARIABLE) or ("long" if os.environ.get("GOCOUNT_HYPOTHESIS_PROFILE") == "long" else "ci")
if FUZZ_LEVEL not in ("ci", "long"):
    raise RuntimeError(f"{FUZZ_VARIABLE}={FUZZ_LEVEL!r}: choose ci or long")
BUDGET = {  # inputs per test: (ci, long)
    "random bytes": (2_000, 30_000),
    "sgf alphabet": (1_500, 30_000),
    "mutated test records": (1_000, 30_000),
    "mutated corpus records": (400, 20_000),
    "gocount-score": (300, 10_000),
    "RU reader": (400, 20_000),
    "CA reader": (300, 10_000),
    "HA reader": (400, 20_000),
    "KM reader": (400, 20_000),
    "root values": (300, 10_000),
    "GOCOUNT reader": (400, 20_000),
    "atheris": (2_000, 50_000),
}
for _level in ("ci", "long"):
    settings.register_profile(
        f"fuzz-{_level}",
        deadline=None,
        print_blob=True,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
    )


def budget(name: str) -> settings:
    """The settings of fuzz test ``name`` under the chosen budget."""
    ci, long = BUDGET[name]
    return settings(settings.get_profile(f"fuzz-{FUZZ_LEVEL}"), max_examples=long if FUZZ_LEVEL == "long" else ci)


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


@budget("random bytes")
@given(st.binary(max_size=400))
def test_random_bytes(data):
    read_count_write(data)


@budget("sgf alphabet")
@given(st.lists(st.sampled_from([bytes([b]) for b in SGF_BYTES]), max_size=120).map(b"".join))
def test_random_sgf_alphabet(data):
    read_count_write(b"(;" + data)


@budget("mutated test records")
@given(mutated(SEEDS))
def test_mutated_test_records(data):
    read_count_write(data)


def test_mutated_corpus_records(corpus_dir):
    seeds = sorted(corpus_dir.rglob("*.sgf"))[::8]

    @budget("mutated corpus records")
    @given(mutated(seeds))
    def check(data):
        read_count_write(data)

    check()


# ---- gocount-score ---------------------------------------------------------------------

CLI_OPTIONS = [
    [],
    ["--json"],
    ["--dead", "auto"],
    ["--dead", "none", "--json", "--rules", "tromp-taylor"],
    ["--rules", "chinese", "--komi", "7.5", "--captures", "B=3,W=4", "--passes", "B=1,W=2", "--last-pass", "B"],
    ["--write", "{out}", "--overwrite"],
]


def run_score(folder: Path, data: bytes, options: list[str]) -> None:
    """``gocount-score`` on a file holding ``data``: it returns 0 with a
    count on stdout, or 2 with a line on stderr naming the file; it never
    raises."""
    path = folder / "fuzz.sgf"
    path.write_bytes(data)
    argv = [str(path)] + [o.format(out=folder / "out") for o in options]
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = cli.main(argv)
    assert status in (0, 2), status
    if status == 2:
        assert f"gocount-score: {path}" in err.getvalue() or f"gocount-score: {folder / 'out'}" in err.getvalue(), err.getvalue()
    else:
        assert out.getvalue().strip(), "a count with nothing printed"


@pytest.fixture(scope="module")
def score_folder(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("score-fuzz")
    (folder / "out").mkdir()
    return folder


@budget("gocount-score")
@given(data=st.one_of(mutated(SEEDS), st.binary(max_size=300)), options=st.sampled_from(CLI_OPTIONS))
def test_gocount_score_never_raises(score_folder, data, options):
    run_score(score_folder, data, options)


# ---- the value readers: RU, CA, HA, KM ------------------------------------------------------
# Each hostile value of issue 21 needed one specific token (HA[inf], CA[idna],
# RU of nested braces or of "ko" + "scoring" repeated); these draw values from
# the readers' own vocabulary, so the next such token is found here.

RU_TOKENS = ["ko", "score", "scoring", "tax", "sui", "suicide", "button", "whb", "fpok", "SIMPLE", "POSITIONAL",
             "SITUATIONAL", "AREA", "TERRITORY", "NONE", "ALL", "0", "1", "-", "{", "}", "[", "]", '"', ":", ",", "\\",
             "true", "null", "Japanese", "Chinese", "AGA", "NZ", "TT", "中国", "日本", "한국", " ", "!"]
CODEC_LABELS = ["utf-8", "UTF8", "gb2312", "GBK", "gb18030", "big5", "shift_jis", "cp932", "euc-kr", "latin-1", "ascii",
                "utf-16", "utf-32", "utf-7", "idna", "punycode", "undefined", "zlib", "base64", "hex", "rot13", "bz2",
                "uu", "quopri", "unicode_escape", "raw_unicode_escape", "mbcs", "oem", "cp500", "cp037", ""]
NUMBER_TOKENS = ["0", "1", "4", "9", "99", "100", "361", "2147483648", "inf", "-inf", "nan", "Infinity", "e", "E", "1e309",
                 ".", ",", "+", "-", " ", "_", "0x1f", "\u0664", "\u00b2", "\uff14", "9" * 40]


def tokens(vocabulary: list[str], most: int = 60):
    """Text made of a reader's own words and characters, with a few random ones."""
    return st.lists(st.one_of(st.sampled_from(vocabulary), st.text(max_size=3)), max_size=most).map("".join)


@budget("RU reader")
@given(st.one_of(tokens(RU_TOKENS, 200), st.text(max_size=300), st.integers(1, 3000).map(lambda n: "{" * n)))
def test_rules_reader(text):
    reading = read_rules(text)
    assert reading.key in PRESETS
    assert reading.note is None or len(reading.note) < 700


@budget("CA reader")
@given(label=st.one_of(st.sampled_from(CODEC_LABELS), tokens(CODEC_LABELS, 4), st.text(max_size=20)), data=st.binary(max_size=200))
def test_encoding_reader(label, data):
    name = codec_name(label)
    if name is not None:
        assert b"(;PB[Go]KM[6.5])".decode(name) == "(;PB[Go]KM[6.5])"
        data.decode(name, "replace")
    chosen, _ = choose_encoding(b"(;PB[" + data + b"])", label)
    (b"(;PB[" + data + b"])").decode(chosen, "replace")


@budget("HA reader")
@given(raw=tokens(NUMBER_TOKENS, 8), counted=st.integers(0, 400), size=st.integers(2, 25))
def test_handicap_reader(raw, counted, size):
    handicap, note = read_handicap(raw, counted, size * size)
    assert isinstance(handicap, int)
    assert handicap == counted or 0 <= handicap <= min(MAX_HANDICAP, size * size)
    assert note is None or len(note) < 300


@budget("KM reader")
@given(tokens(NUMBER_TOKENS, 8))
def test_komi_reader(raw):
    komi, note = read_komi(raw)
    assert komi is None or (isinstance(komi, float) and abs(komi) < float("inf"))


def sgf_value(text: str) -> bytes:
    return text.encode("utf-8").replace(b"\\", b"\\\\").replace(b"]", b"\\]")


@budget("root values")
@given(
    ru=tokens(RU_TOKENS, 80),
    ca=st.one_of(st.sampled_from(CODEC_LABELS), st.text(max_size=12)),
    ha=tokens(NUMBER_TOKENS, 6),
    km=tokens(NUMBER_TOKENS, 6),
)
def test_root_values_in_a_record(ru, ca, ha, km):
    root = b"".join(prop + b"[" + sgf_value(value) + b"]" for prop, value in ((b"RU", ru), (b"CA", ca), (b"HA", ha), (b"KM", km)))
    read_count_write(b"(;GM[1]FF[4]SZ[9]" + root + b"PB[Anna];B[cc];W[gg];B[];W[])")


SAVED_VALUE = (
    "gocount=1 rules=japanese komi=6.5 handicap=0 stones=3,2 dead=gg owners=aa:B,ii:- "
    "captures=1,0 passes=1,1 last=W played=3,2 first=3,2"
)
SAVED_TOKENS = SAVED_VALUE.split() + [
    "gocount=", "=", ",", ":", " ", "-", "B", "W", "aa", "ii", "tt", "zz", "_", "new_zealand", "dead=", "owners=",
] + NUMBER_TOKENS


@st.composite
def saved_values(draw) -> str:
    """gocount's property value with some fields replaced by the reader's own words."""
    fields = SAVED_VALUE.split()
    for _ in range(draw(st.integers(0, 4))):
        at = draw(st.integers(0, len(fields) - 1))
        name = fields[at].split("=")[0]
        fields[at] = draw(st.one_of(tokens(SAVED_TOKENS, 6), tokens(SAVED_TOKENS, 4).map(lambda value: f"{name}={value}")))
    return " ".join(draw(st.permutations(fields)))


@budget("GOCOUNT reader")
@given(st.one_of(saved_values(), tokens(SAVED_TOKENS, 40)), st.integers(2, 25))
def test_saved_count_reader(text, size):
    try:
        parse_saved(text, size)
    except ValueError as err:
        assert len(str(err)) < 300
    else:
        event("read")
    read_count_write(b"(;GM[1]FF[4]SZ[9]AB[cc][gg][gc]AW[ee][ge];B[];W[]" + SAVED_PROPERTY.encode() + b"[" + sgf_value(text) + b"])")


# ---- atheris (coverage-guided), when installed ---------------------------------------------


def test_atheris_finds_no_crash(tmp_path):
    pytest.importorskip("atheris", reason="atheris is not installed (pip install atheris)")
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for seed in SEEDS:
        shutil.copy(seed, corpus / seed.name)
    runs = BUDGET["atheris"][1 if FUZZ_LEVEL == "long" else 0]
    command = [sys.executable, __file__, f"-runs={runs}", "-max_len=8192", "-seed=1", "-timeout=60", f"-artifact_prefix={tmp_path}/", str(corpus)]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=None)
    tail = done.stderr[-4000:]
    assert done.returncode == 0, f"atheris found a failure; the input is in {tmp_path}:\n{tail}"
    assert f"Done {runs} runs" in done.stderr, tail


@pytest.mark.parametrize(
    "data",
    [
        b"(;SZ[19]KM[1e999];B[aa])",
        b"(;SZ[19]KM[nan];B[aa])",
        b"(;SZ[5]HA[9999999999999999999999];B[aa])",
        b"(;SZ[5]HA[inf];W[aa])",  # issue 21: an OverflowError
        b"(;SZ[5]HA[1e309];W[aa])",
        b"(;SZ[5]HA[2147483648];W[aa])",  # issue 21: a QSpinBox overflow in the window
        b"(;SZ[5]CA[undefined];B[aa])",  # issue 21: a UnicodeError
        b"(;SZ[5]CA[idna]PB[x];B[aa])",
        b"(;SZ[5]CA[punycode]PB[x];B[aa])",
        b"(;SZ[5]RU[" + b'{"a":' * 1000 + b"];B[aa])",  # issue 21: a RecursionError
        b"(;SZ[5]RU[ko" + b"scoring" * 2000 + b"!];B[aa])",  # issue 21: quadratic time
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
        b"(;SZ[\xb25])",  # found by the long run: SZ[²5] in Latin-1, digits to str.isdigit, not to int
        b"(;SZ[5]RE[\xe9\xbb\x91\xe8\x83\x9c99999999999999999\xe5\xad\x90];B[aa])",
    ],
)
def test_odd_values_found_by_hand(data):
    read_count_write(data)


def _atheris_main(argv: list[str]) -> None:
    """libFuzzer's loop over :func:`read_count_write`, with sgfmill and
    gocount instrumented for coverage (at the top of this file). Any
    exception is a crash: libFuzzer writes the input beside
    ``-artifact_prefix`` and exits non-zero."""
    import atheris

    atheris.Setup(argv, read_count_write)
    atheris.Fuzz()


if __name__ == "__main__":
    _atheris_main(sys.argv)
