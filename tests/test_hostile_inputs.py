"""Files made to crash, freeze or exhaust gocount (issue 21, "Inputs that
crash, freeze or exhaust it"), each with its minimal input.

What each must do: ``gocount-score`` exits 2 with one line on stderr (or 0
with a note, for a bad value the count can do without), the reader raises
SgfError with a readable reason (which the window shows in its "cannot
open" dialog), and all of it in bounded time and memory. Every check runs
under :func:`bounded` or a subprocess timeout, so a regression fails the
test instead of hanging the suite.
"""

from __future__ import annotations

import errno
import io
import os
import subprocess
import sys
import threading
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

from gocount_gui import cli
from gocount_gui.record import SgfError, read_file, read_games, read_rules
from gocount_gui.record import sgf as sgf_module
from gocount_gui.record.encoding import codec_name
from gocount_gui.record.properties import MAX_HANDICAP, MAX_RULES_TEXT, read_handicap
from gocount_gui.record.sgf import MAX_BYTES, MAX_GAMES, MAX_NODES

ROOT = Path(__file__).parent.parent
EXAMPLE = ROOT / "resources" / "example.sgf"
LIMIT = 20  # seconds: far above what any of these takes; only a hang reaches it


def bounded(function, *args, seconds: float = LIMIT):
    """``function(*args)`` in a thread: its value, or its exception raised
    here; fails the test when it has not finished after ``seconds``."""
    outcome: dict = {}

    def run():
        try:
            outcome["value"] = function(*args)
        except BaseException as err:  # noqa: BLE001 - handed to the test
            outcome["error"] = err

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        pytest.fail(f"{getattr(function, '__name__', function)} did not finish in {seconds} s")
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


def score(*argv) -> tuple[int, str, str]:
    """``gocount-score`` in this process: status, stdout, stderr."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = bounded(cli.main, [str(a) for a in argv])
    return status, out.getvalue(), err.getvalue()


def score_process(*argv, timeout: float = LIMIT) -> subprocess.CompletedProcess:
    """``gocount-score`` as its own process, killed after ``timeout``."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "gocount_gui.cli", *map(str, argv)],
        capture_output=True, text=True, timeout=timeout, cwd=ROOT, env=env,
    )


def one_line_refusal(status: int, err: str, path) -> str:
    """Exit 2 and exactly one line on stderr naming ``path``, no traceback."""
    assert status == 2, err
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"gocount-score: {path}"), err
    return lines[0]


def game_file(folder: Path, root: bytes, body: bytes = b";B[cc];W[dc]", name: str = "game.sgf") -> Path:
    path = folder / name
    path.write_bytes(b"(;GM[1]FF[4]SZ[9]" + root + body + b")")
    return path


def notes(record) -> list[str]:
    return [str(w) for w in record.warnings]


# ---- HA: inf, 1e309, 400 nines, 2^31 ---------------------------------------------------------

HOSTILE_HA = ["inf", "-inf", "1e309", "9" * 400, str(2**31), str(2**63), "nan", "4.5", "-3", "1e3", "\u0664"]


@pytest.mark.parametrize("value", HOSTILE_HA, ids=lambda v: v[:12])
def test_a_handicap_that_is_no_whole_number_in_range_is_ignored_with_a_note(value):
    [record] = bounded(read_games, b"(;GM[1]SZ[9]HA[" + value.encode() + b"];W[cc];B[gg])", "ha.sgf")
    assert record.handicap == 0 and record.tray.handicap == 0
    assert any("is not a handicap" in n and "H = 0 counted from the stones" in n for n in notes(record)), notes(record)
    assert all(len(n) < 300 for n in notes(record))  # 400 nines are not repeated in full


def test_a_handicap_is_at_most_99_and_fits_on_the_board():
    assert read_handicap("99", 0) == (99, "HA[99] but no handicap stones found; H = 99 assumed")
    assert read_handicap(str(MAX_HANDICAP + 1), 0)[0] == 0
    assert read_handicap("26", 0, points=25)[0] == 0 and read_handicap("25", 0, points=25)[0] == 25
    assert read_handicap(" 4.0 ", 0)[0] == 4


@pytest.mark.parametrize("value", ["inf", "1e309", str(2**31)])
def test_gocount_score_counts_a_game_with_a_hostile_handicap_and_says_why(tmp_path, value):
    path = game_file(tmp_path, b"HA[" + value.encode() + b"]")
    status, out, err = score(path, "--json")
    assert status == 0 and not err
    assert '"handicap": 0' in out and "is not a handicap" in out


def test_the_window_opens_a_game_with_handicap_2_to_the_31(window, errors, tmp_path):
    path = game_file(tmp_path, b"HA[2147483648]", b";W[cc];B[gg]")
    assert window.open_path(path, ask=False)
    assert errors == []
    assert window.model.state.tray.handicap == 0
    window.model.set_komi(6.5)  # a recount: no "unexpected error"
    assert errors == []


# ---- CA: undefined, idna, punycode -----------------------------------------------------------


@pytest.mark.parametrize("label", ["undefined", "idna", "punycode", "zlib", "base64", "rot13", "unicode_escape", "utf-16", "cp500"])
def test_a_ca_that_is_no_character_set_falls_back_with_a_note(label):
    data = b"(;GM[1]SZ[9]CA[" + label.encode() + b"]PB[Lee Sedol]PW[Ke Jie];B[cc])"
    [record] = bounded(read_games, data, "ca.sgf")
    assert codec_name(label) is None
    assert record.encoding == "iso8859-1" and record.players.black == "Lee Sedol"
    assert any(f"CA[{label}] is not an encoding gocount knows" in n for n in notes(record)), notes(record)


def test_gocount_score_reads_a_ca_idna_file(tmp_path):
    path = game_file(tmp_path, b"CA[idna]PB[Anna]")
    status, out, err = score(path)
    assert status == 0 and not err and "CA[idna]" in out


def test_real_character_sets_are_still_known():
    assert [codec_name(n) for n in ("UTF-8", "GB2312", "gbk", "Big5", "Shift_JIS", "EUC-KR", "ISO-8859-1", "cp1252")] == [
        "utf-8", "gb2312", "gbk", "big5", "shift_jis", "euc_kr", "iso8859-1", "cp1252"
    ]


# ---- RU: nested JSON, and the quadratic pattern ------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ['{"a":' * 1000 + "1" + "}" * 1000, "{" * 1000, '{"ko":' + "[" * 400 + "]" * 400 + ',"scoring":"AREA"}'],
    ids=["objects", "braces", "lists"],
)
def test_rules_nested_1000_deep_are_no_rule_set(text):
    reading = bounded(read_rules, text)
    assert reading.key == "japanese" and reading.assumed
    value = text.encode().replace(b"]", b"\\]")  # escaped, as SGF writes a ']' in a value
    [record] = bounded(read_games, b"(;GM[1]SZ[9]RU[" + value + b"];B[cc])", "ru.sgf")
    assert record.rules.assumed


def test_rules_of_140_kb_are_refused_by_their_length():
    text = "ko" + "scoring" * 20_000 + "!"
    reading = bounded(read_rules, text)
    assert reading.assumed and "too long to be a rule set's name" in reading.note
    assert len(reading.note) < 300


def test_rules_just_under_the_length_limit_are_still_read():
    text = "koSIMPLEscoreAREAtaxNONEsui0" + " " * (MAX_RULES_TEXT - 40) + "x"
    assert len(text.strip()) <= MAX_RULES_TEXT
    assert bounded(read_rules, text).key == "chinese"


def test_gocount_score_counts_a_game_with_140_kb_of_rules(tmp_path):
    path = game_file(tmp_path, b"RU[ko" + b"scoring" * 20_000 + b"!]")
    status, out, err = score(path)
    assert status == 0 and not err and "too long to be a rule set's name" in out


# ---- a FIFO, /dev/zero, /dev/urandom: regular files only -----------------------------------


@pytest.fixture
def fifo(tmp_path) -> Path:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this system")
    path = tmp_path / "game.sgf"
    os.mkfifo(path)
    return path


def test_a_fifo_is_refused_without_blocking(fifo):
    with pytest.raises(SgfError, match=r"it is a pipe \(FIFO\), not a regular file") as caught:
        bounded(read_file, fifo)
    assert caught.value.path == str(fifo)


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_device_is_refused_without_reading_it(device):
    if not os.path.exists(device):
        pytest.skip(f"no {device} here")
    with pytest.raises(SgfError, match="it is a device, not a regular file"):
        bounded(read_file, device)


def test_a_folder_given_as_the_file_is_refused(tmp_path):
    with pytest.raises(SgfError, match="it is a folder"):
        bounded(read_file, tmp_path)


def test_gocount_score_on_a_fifo_and_dev_zero_exits_2_with_one_line_each(fifo):
    done = score_process(fifo, timeout=LIMIT)
    one_line_refusal(done.returncode, done.stderr, fifo)
    done = score_process("/dev/zero", timeout=LIMIT)
    assert "it is a device" in one_line_refusal(done.returncode, done.stderr, "/dev/zero")


def test_a_fifo_put_in_place_after_the_check_cannot_block_the_open(fifo, monkeypatch):
    """The race: stat saw a regular file, then a FIFO took its place. The
    open does not wait for a writer, and the second check refuses it."""
    regular = os.stat(EXAMPLE)
    real_stat = os.stat
    monkeypatch.setattr(sgf_module.os, "stat", lambda p, *a, **k: regular if str(p) == str(fifo) else real_stat(p, *a, **k))
    with pytest.raises(SgfError, match="it is a pipe"):
        bounded(read_file, fifo)


def test_the_size_limit_applies_to_what_is_read_not_to_the_size_reported(tmp_path, monkeypatch):
    """A file that says it is empty (as /proc files do) but holds more."""
    big = tmp_path / "big.sgf"
    big.write_bytes(b"(;GM[1]C[" + b"x" * MAX_BYTES + b"])")
    real_stat = os.stat

    def small(path, *args, **kwargs):
        info = real_stat(path, *args, **kwargs)
        if str(path) != str(big):
            return info
        fields = list(info)
        fields[6] = 0  # st_size
        return os.stat_result(fields)

    monkeypatch.setattr(sgf_module.os, "stat", small)
    with pytest.raises(SgfError, match="the file is over 5 MB"):
        bounded(read_file, big)


# ---- 1.6 million empty games, and the node and game caps ---------------------------------------


def test_1_6_million_empty_games_are_refused_at_once():
    data = b"(;)" * 1_600_000
    with pytest.raises(SgfError, match="the file holds 1,600,000 nodes; gocount reads at most 500,000"):
        bounded(read_games, data, "empty-games.sgf")


def test_more_games_than_the_cap_are_refused_with_a_clear_message():
    with pytest.raises(SgfError, match=f"more than {MAX_GAMES:,} games.*split the collection"):
        bounded(read_games, b"(;)" * (MAX_GAMES + 1), "many.sgf")


def test_a_collection_at_the_game_cap_is_read():
    assert len(bounded(read_games, b"(;SZ[5])" * MAX_GAMES, "many.sgf")) == MAX_GAMES


def test_one_game_of_too_many_nodes_is_refused():
    with pytest.raises(SgfError, match="nodes; gocount reads at most"):
        bounded(read_games, b"(;" + b";" * MAX_NODES + b")", "long.sgf")


def test_semicolons_inside_values_are_not_nodes():
    text = b";" * (MAX_NODES + 10)
    [record] = bounded(read_games, b"(;GM[1]SZ[9]C[" + text + b"\\]" + text + b"];B[cc])", "comment.sgf")
    assert record.moves == 1


def test_gocount_score_refuses_the_empty_games_file_with_one_line(tmp_path):
    path = tmp_path / "empty-games.sgf"
    path.write_bytes(b"(;)" * 1_600_000)
    assert path.stat().st_size < MAX_BYTES
    status, _, err = score(path)
    assert "500,000" in one_line_refusal(status, err, path)


# ---- a file inside a folder the user cannot search ----------------------------------------------


@pytest.fixture
def locked(tmp_path, monkeypatch) -> Path:
    """A folder that cannot be searched, holding game.sgf. As root a mode
    does not lock anything, so there the system calls fail as they would
    for another user, with EACCES."""
    folder = tmp_path / "locked"
    folder.mkdir()
    (folder / "game.sgf").write_bytes(EXAMPLE.read_bytes())
    folder.chmod(0o000)
    if getattr(os, "geteuid", lambda: 1)() == 0:
        inside = str(folder) + os.sep

        def refuse(real, listing: bool):
            def call(path, *args, **kwargs):
                name = os.fsdecode(path) if isinstance(path, (str, bytes, os.PathLike)) else ""
                if name.startswith(inside) or (listing and name == str(folder)):
                    raise PermissionError(errno.EACCES, "Permission denied", name)
                return real(path, *args, **kwargs)

            return call

        for name in ("stat", "open", "scandir"):
            monkeypatch.setattr(os, name, refuse(getattr(os, name), listing=name == "scandir"))
    yield folder
    folder.chmod(0o755)


def test_a_file_in_a_folder_that_cannot_be_searched_is_one_error(locked):
    with pytest.raises(SgfError, match="cannot read the file: Permission denied"):
        bounded(read_file, locked / "game.sgf")


def test_gocount_score_on_a_file_in_a_locked_folder_exits_2_with_one_line(locked):
    path = locked / "game.sgf"
    status, _, err = score(path)
    assert "Permission denied" in one_line_refusal(status, err, path)


def test_gocount_score_on_a_folder_holding_a_locked_folder_names_it(locked):
    (locked.parent / "open.sgf").write_bytes(EXAMPLE.read_bytes())
    status, out, err = score(locked.parent)
    assert status == 2 and "Traceback" not in err
    assert err.strip() == f"gocount-score: {locked}: cannot search the folder: Permission denied"
    assert "open.sgf" in out  # the rest is still counted


def test_the_window_says_it_cannot_open_a_file_in_a_locked_folder(window, errors, locked):
    before = window.model.state
    assert not window.open_path(locked / "game.sgf", ask=False)
    [(title, text, _)] = errors
    assert title == "gocount: cannot open the game" and "Permission denied" in text
    assert window.model.state is before


@pytest.mark.parametrize("make", ["fifo", "device", "empty games"])
def test_the_window_shows_hostile_files_in_its_cannot_open_dialog(window, errors, tmp_path, make):
    if make == "fifo":
        path = tmp_path / "pipe.sgf"
        os.mkfifo(path)
    elif make == "device":
        path = Path("/dev/zero")
    else:
        path = tmp_path / "empty-games.sgf"
        path.write_bytes(b"(;)" * 1_600_000)
    before = window.model.state
    assert not window.open_path(path, ask=False)  # the window's own thread: a hang fails the whole run's timeout
    [(title, text, _)] = errors
    assert title == "gocount: cannot open the game" and f"{path.name} cannot be opened" in text
    assert window.model.state is before


# ---- gocount-score ... | head ------------------------------------------------------------------


def test_gocount_score_into_a_closed_pipe_stops_quietly(tmp_path):
    for number in range(60):  # well over a pipe's 64 kB of tables
        (tmp_path / f"game{number:02}.sgf").write_bytes(EXAMPLE.read_bytes())
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    process = subprocess.Popen(
        [sys.executable, "-m", "gocount_gui.cli", str(tmp_path)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, env=env,
    )
    first = process.stdout.readline()
    process.stdout.close()  # what head does after its lines
    try:
        _, err = process.communicate(timeout=LIMIT)
    except subprocess.TimeoutExpired:
        process.kill()
        pytest.fail("gocount-score did not stop when its output was closed")
    assert first.strip().endswith(b"game00.sgf")
    assert err == b"" and process.returncode == 0


def test_a_broken_pipe_in_process_returns_the_status_so_far(tmp_path):
    class Closed(io.StringIO):
        def write(self, text):
            raise BrokenPipeError(errno.EPIPE, "Broken pipe")

    with redirect_stdout(Closed()), redirect_stderr(io.StringIO()) as err:
        status = cli.main([str(EXAMPLE)])
    assert status == 0 and err.getvalue() == ""
