"""Issue 34, the command line and the CSV: values from the command line are
checked where they come in, the CSV never carries a formula and replaces
only a regular file, and no file name or locale stops the output."""

import csv
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gocount_gui.cli import main
from gocount_gui.desk import DeskRow, csv_bytes, csv_text

from subprocess_env import quiet_env

EXAMPLE = Path(__file__).parent.parent / "resources" / "example.sgf"

SMALL_GAME = b"""(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]RE[B+4.5]PB[Kim]PW[Lee]
;B[cc];W[dc];B[cb];W[db];B[cd];W[dd];B[ca];W[da];B[ce];W[de];B[];W[])"""


def read_csv(path: Path) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(path.read_bytes().decode("utf-8-sig"))))


def refused(capsys, *argv: str) -> str:
    """The usage error ``argv`` gets (exit status 2, no traceback)."""
    with pytest.raises(SystemExit) as exit_info:
        main(list(argv))
    assert exit_info.value.code == 2
    return capsys.readouterr().err


# ---- item 7: --komi nan / inf ---------------------------------------------------------


@pytest.mark.parametrize("komi", ["nan", "inf", "-inf", "1e400", "5000"])
def test_a_komi_that_is_no_number_of_points_is_refused_and_nothing_is_written(tmp_path, capsys, komi):
    out = tmp_path / "out"
    out.mkdir()
    err = refused(capsys, str(EXAMPLE), f"--komi={komi}", "--json", "--write", str(out))
    assert "expected a komi from -1000 to 1000" in err
    assert list(out.iterdir()) == []


def test_a_komi_in_range_is_still_taken(capsys):
    assert main([str(EXAMPLE), "--komi", "-2.5", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["komi"] == -2.5


# ---- item 20: huge numbers -------------------------------------------------------------


def test_a_huge_capture_count_is_refused_without_quoting_it_whole(capsys):
    number = "9" * 4000
    err = refused(capsys, str(EXAMPLE), "--captures", f"B={number},W=0")
    assert "expected B=n,W=n with whole numbers from 0 to 10000" in err
    assert len(err.strip().splitlines()[-1]) < 200 and number[:100] not in err


@pytest.mark.parametrize("field", ["S_B", "X_W", "H", "size"])
def test_a_huge_count_by_numbers_gets_a_short_message_and_status_2(capsys, field):
    number = "1" + "0" * 400
    fields = {"size": "9", "S_B": "20", "S_W": "21", field: number}
    text = ",".join(f"{name}={value}" for name, value in fields.items())
    assert main(["--counts", text]) == 2
    err = capsys.readouterr().err
    assert f"{field}: " in err and "too large" in err
    assert len(err) < 200


def test_a_huge_timeout_or_job_count_is_refused_short(capsys):
    err = refused(capsys, str(EXAMPLE), "--referee", "gnugo", "--referee-timeout", "inf")
    assert "expected seconds from 0 to 3600" in err
    err = refused(capsys, str(EXAMPLE), "--csv", "x.csv", "--jobs", "9" * 4000)
    assert "expected a whole number of processes from 1 to 256" in err and "9" * 100 not in err


# ---- item 8: no formula in a CSV cell ------------------------------------------------------


def test_csv_cells_that_a_spreadsheet_would_run_start_with_an_apostrophe():
    row = DeskRow("=cmd.sgf", "=cmd.sgf", black="=HYPERLINK(\"http://x\")", white="+1+1", round="@SUM(A1)", recorded="-2+3",
                  komi=-0.5, warnings=("\tTAB", "ok"))
    [cells] = list(csv.DictReader(io.StringIO(csv_text([row]))))
    assert cells["File"] == "'=cmd.sgf"
    assert cells["Black"] == "'=HYPERLINK(\"http://x\")"
    assert cells["White"] == "'+1+1" and cells["Round"] == "'@SUM(A1)" and cells["Recorded"] == "'-2+3"
    assert cells["Warnings"] == "'\tTAB; ok"
    assert cells["Komi"] == "-0.5"  # a number stays a number


def test_a_player_named_like_a_formula_is_neutralised_by_csv(tmp_path, capsys):
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "g.sgf").write_bytes(SMALL_GAME.replace(b"PB[Kim]", b"PB[=1+2]"))
    out = tmp_path / "out.csv"
    assert main([str(folder), "--csv", str(out), "--jobs", "1"]) == 0
    assert read_csv(out)[0]["Black"] == "'=1+2"


# ---- item 9: --csv writes only regular files ------------------------------------------------


def test_csv_onto_a_fifo_is_refused_before_counting_and_the_fifo_stays(tmp_path, capsys):
    fifo = tmp_path / "pipe.csv"
    os.mkfifo(fifo)
    assert main([str(EXAMPLE), "--csv", str(fifo)]) == 2
    err = capsys.readouterr().err
    assert "is not a regular file" in err and len(err.strip().splitlines()) == 1
    assert fifo.is_fifo()


def test_csv_onto_a_link_to_a_pipe_is_refused(tmp_path, capsys):
    # (a link to a pipe of the test's own: without the check, a link to a
    # device such as /dev/null would have the device replaced)
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    link = tmp_path / "link.csv"
    link.symlink_to(fifo)
    assert main([str(EXAMPLE), "--csv", str(link)]) == 2
    assert "is not a regular file" in capsys.readouterr().err
    assert link.is_symlink() and fifo.is_fifo()


def test_csv_onto_a_folder_is_refused(tmp_path, capsys):
    assert main([str(EXAMPLE), "--csv", str(tmp_path)]) == 2
    assert "is a folder" in capsys.readouterr().err


# ---- smaller: a sub-folder that cannot be searched --------------------------------------------


def test_a_sub_folder_that_cannot_be_searched_gets_a_csv_row(tmp_path, capsys, monkeypatch):
    folder = tmp_path / "round"
    (folder / "locked").mkdir(parents=True)
    (folder / "g.sgf").write_bytes(SMALL_GAME)
    real_walk = os.walk

    def walk(top, onerror=None, **options):
        # what os.walk does with a folder it may not list (root may list any, so it is told so)
        for found in real_walk(top, onerror=onerror, **options):
            if Path(found[0]).name == "locked":
                onerror(PermissionError(13, "Permission denied", found[0]))
                continue
            yield found

    monkeypatch.setattr(os, "walk", walk)
    out = tmp_path / "out.csv"
    assert main([str(folder), "--csv", str(out), "--jobs", "1"]) == 2
    rows = read_csv(out)
    assert [r["File"] for r in rows] == ["locked", "g.sgf"]
    assert rows[0]["Agree"] == "damaged" and "cannot search the folder" in rows[0]["Warnings"]


# ---- item 18: a file name that is not UTF-8 ----------------------------------------------------


@pytest.fixture
def latin1_folder(tmp_path) -> Path:
    """A folder holding one game whose name is Latin-1 bytes (not UTF-8)."""
    folder = tmp_path / "games"
    folder.mkdir()
    name = os.path.join(os.fsencode(folder), b"caf\xe9.sgf")
    with open(name, "wb") as out:
        out.write(SMALL_GAME)
    return folder


def test_csv_of_a_folder_with_a_name_that_is_not_utf8_is_written(latin1_folder, tmp_path, capsys):
    out = tmp_path / "out.csv"
    assert main([str(latin1_folder), "--csv", str(out), "--jobs", "1"]) == 0
    [row] = read_csv(out)
    assert row["File"].startswith("caf") and row["File"].endswith(".sgf") and row["Agree"] == "yes"


def test_the_window_csv_bytes_take_a_name_that_is_not_utf8():
    name = os.fsdecode(b"caf\xe9.sgf")
    assert csv_bytes([DeskRow(name, name, error="x")]).decode("utf-8-sig").splitlines()[1].startswith("caf?.sgf")


@pytest.mark.parametrize("flag", [[], ["--json"]])
def test_plain_and_json_output_print_a_name_that_is_not_utf8(latin1_folder, tmp_path, flag):
    done = subprocess.run([sys.executable, "-m", "gocount_gui.cli", str(latin1_folder), *flag],
                          capture_output=True, env=quiet_env(tmp_path, PYTHONIOENCODING="utf-8"), timeout=120)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    assert b"Traceback" not in done.stderr
    if flag:
        assert json.loads(done.stdout)["result"] == "B+4.5"
    else:
        assert b"caf" in done.stdout and b"B+4.5" in done.stdout


# ---- item 19: legacy locales ---------------------------------------------------------------------


@pytest.mark.parametrize("locale, encoding", [("ja_JP.EUC-JP", "euc_jp"), ("de_DE.ISO-8859-1", "iso-8859-1"),
                                              ("zh_TW.Big5", "big5"), ("ko_KR.EUC-KR", "euc_kr")])
def test_a_legacy_locale_gets_its_output_with_replacement_characters(tmp_path, locale, encoding):
    # The locale's encoding is given outright: the machine may not have the locale itself.
    env = quiet_env(tmp_path, LANG=locale, LC_ALL=locale, PYTHONIOENCODING=encoding)
    done = subprocess.run([sys.executable, "-m", "gocount_gui.cli", str(EXAMPLE), "--lang", "en"],
                          capture_output=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    assert b"Traceback" not in done.stderr
    assert "B+1.5" in done.stdout.decode(encoding)


# ---- item 17: a desk worker that dies -------------------------------------------------------------


def folder_of_games(tmp_path: Path, count: int, *special: str) -> Path:
    folder = tmp_path / "many"
    folder.mkdir()
    for number in range(count):
        (folder / f"g{number:03}.sgf").write_bytes(SMALL_GAME)
    for name in special:
        (folder / name).write_bytes(SMALL_GAME)
    return folder


def test_a_worker_killed_once_costs_no_file_its_row(tmp_path):
    from desk_faults import count_or_die
    from gocount_gui.desk import count_paths

    folder = folder_of_games(tmp_path, 40, "g010-kill-once.sgf")
    files = sorted(folder.glob("*.sgf"))
    rows = [row for found in count_paths(files, folder, jobs=2, counter=count_or_die) for row in found]
    assert [row.file for row in rows] == [f.name for f in files]
    assert [row.error for row in rows if row.error] == []
    assert all(row.agreement == "yes" for row in rows)
    assert (folder / "g010-kill-once.killed").exists()  # it did die once


def test_a_file_that_kills_its_worker_every_time_gets_a_row_and_the_others_are_counted(tmp_path):
    from desk_faults import count_or_die
    from gocount_gui.desk import count_paths

    folder = folder_of_games(tmp_path, 30, "g005-kill-always.sgf")
    files = sorted(folder.glob("*.sgf"))
    rows = [row for found in count_paths(files, folder, jobs=2, counter=count_or_die) for row in found]
    assert [row.file for row in rows] == [f.name for f in files]
    damaged = [row for row in rows if row.error]
    assert [row.file for row in damaged] == ["g005-kill-always.sgf"]
    assert "stopped, also when it was tried again" in damaged[0].error
