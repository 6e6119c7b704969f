"""The tournament desk without a window: a folder's games counted one row
each on worker processes, and gocount-score's --csv and one-PDF --sheet."""

import csv
import io
import re
import shutil
from pathlib import Path

import pytest

from gocount_gui.cli import main
from gocount_gui.desk import COLUMNS, count_file, count_paths, csv_bytes, row_state

DATA = Path(__file__).parent / "data"
EXAMPLE = Path(__file__).parent.parent / "resources" / "example.sgf"

SMALL_GAME = b"""(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]RE[B+4.5]PB[Kim]BR[3d]PW[Lee]RO[2]
;B[cc];W[dc];B[cb];W[db];B[cd];W[dd];B[ca];W[da];B[ce];W[de];B[];W[])"""


def round_folder(tmp_path: Path) -> Path:
    """A round's folder: the example game (B+1.5, agreed), the same game
    recorded as W+3.5 (wrong by 5 points), a file of two small games in a
    sub-folder, and a file that is not SGF."""
    folder = tmp_path / "round 1"
    (folder / "board 2").mkdir(parents=True)
    shutil.copy(EXAMPLE, folder / "a-agreed.sgf")
    (folder / "b-wrong.sgf").write_bytes(EXAMPLE.read_bytes().replace(b"RE[B+1.50]", b"RE[W+3.5]"))
    (folder / "board 2" / "two.sgf").write_bytes(SMALL_GAME + b"\n" + SMALL_GAME.replace(b"RE[B+4.5]", b"RE[B+Resign]"))
    (folder / "c-damaged.sgf").write_bytes(b"this is a shopping list, not a game")
    return folder


def read_csv(path: Path) -> list[dict[str, str]]:
    data = path.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf"), "a spreadsheet needs the BOM to read UTF-8"
    return list(csv.DictReader(io.StringIO(data.decode("utf-8-sig"))))


def pdf_pages(data: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page(?!s)", data))


# ---- one file, one row per game -----------------------------------------------------------


def test_a_result_recorded_wrong_disagrees_by_the_points_between(tmp_path):
    folder = round_folder(tmp_path)
    [row] = count_file(str(folder / "b-wrong.sgf"), str(folder))
    assert row.file == "b-wrong.sgf" and row.error is None
    assert row.result == "B+1.5" and row.recorded == "W+3.5"
    assert row.agree is False and row.agreement == "NO" and row.difference == 5
    assert row.dead_source == "marked" and len(row.dead) == 5
    assert row.black == "neraimc 8d" and row.rules_key == "chinese" and row.komi == 7.5


def test_a_record_cut_short_is_never_agreeing_and_says_not_finished(tmp_path):
    """The first 300 bytes of a game (15 moves) and its RE: not compared."""
    cut = tmp_path / "cut.sgf"
    cut.write_bytes(EXAMPLE.read_bytes()[:300])
    [row] = count_file(str(cut))
    assert row.error is None and row.recorded == "B+1.50"
    assert row.agree is None and not row.finished and row.agreement == "not finished"
    [whole] = count_file(str(EXAMPLE))
    assert whole.finished and whole.agree


def test_a_record_without_ru_is_counted_under_the_rules_asked_for(tmp_path):
    path = tmp_path / "fox.sgf"
    path.write_bytes(EXAMPLE.read_bytes().replace(b"RU[Chinese]", b""))
    [assumed] = count_file(str(path))
    [chosen] = count_file(str(path), default_rules="chinese")
    assert assumed.rules_key == "japanese" and chosen.rules_key == "chinese" and chosen.agree
    [named] = count_file(str(EXAMPLE), default_rules="japanese")
    assert named.rules_key == "chinese"  # RU wins over the desk's choice


def test_a_collection_gives_a_row_per_game_and_a_resignation_is_not_compared(tmp_path):
    folder = round_folder(tmp_path)
    rows = count_file(str(folder / "board 2" / "two.sgf"), str(folder))
    assert [(r.file, r.game, r.games) for r in rows] == [(str(Path("board 2/two.sgf")), 1, 2), (str(Path("board 2/two.sgf")), 2, 2)]
    assert rows[0].black == "Kim 3d" and rows[0].round == "2"
    assert rows[0].agree is True and rows[0].dead_source == "suggested"
    assert rows[1].agree is None and rows[1].agreement == "not counted" and rows[1].difference is None


def test_a_damaged_file_is_a_row_with_its_message(tmp_path):
    folder = round_folder(tmp_path)
    [row] = count_file(str(folder / "c-damaged.sgf"), str(folder))
    assert row.agreement == "damaged" and "not an SGF file" in row.error
    [missing] = count_file(str(folder / "gone.sgf"), str(folder))
    assert "cannot read the file" in missing.error


def test_a_game_without_komi_says_which_komi_was_assumed(tmp_path):
    path = tmp_path / "nokomi.sgf"
    path.write_bytes(SMALL_GAME.replace(b"KM[0.5]", b""))
    [row] = count_file(str(path))
    assert row.komi == 6.5
    assert any("no KM: komi 6.5 of Japanese rules assumed" in w for w in row.warnings)


def test_two_workers_give_the_rows_of_one_in_the_files_order(tmp_path):
    folder = round_folder(tmp_path)
    files = sorted(folder.rglob("*.sgf"))
    one = [r for rows in count_paths(files, folder, jobs=1) for r in rows]
    two = [r for rows in count_paths(files, folder, jobs=2) for r in rows]
    assert one == two
    assert [r.file for r in two] == [r.file for r in one] and len(two) == 5


def test_a_rows_count_opens_again_as_it_was_counted(tmp_path):
    folder = round_folder(tmp_path)
    [row] = count_file(str(folder / "a-agreed.sgf"), str(folder))
    record, state = row_state(row)
    assert state.dead == frozenset(row.dead) and state.rules_key == "chinese" and state.tray.komi == 7.5
    assert record.result_text == "B+1.50"


def test_the_csv_has_the_tables_columns_under_a_bom():
    data = csv_bytes([])
    assert data.startswith(b"\xef\xbb\xbf")
    assert data.decode("utf-8-sig").strip().split(",") == [title for title, _ in COLUMNS]


# ---- gocount-score FOLDER --csv OUT.csv --jobs N ------------------------------------------------


def test_csv_for_a_folder_has_one_row_per_game_and_names_the_damaged_file(tmp_path, capsys):
    folder = round_folder(tmp_path)
    out = tmp_path / "round1.csv"
    assert main([str(folder), "--csv", str(out), "--jobs", "2"]) == 2
    streams = capsys.readouterr()
    rows = read_csv(out)
    assert [r["File"] for r in rows] == ["a-agreed.sgf", "b-wrong.sgf", str(Path("board 2/two.sgf")) + " #1",
                                         str(Path("board 2/two.sgf")) + " #2", "c-damaged.sgf"]
    assert [r["Agree"] for r in rows] == ["yes", "NO", "yes", "not counted", "damaged"]
    assert rows[1]["Difference"] == "5" and rows[1]["gocount"] == "B+1.5" and rows[1]["Recorded"] == "W+3.5"
    assert "not an SGF file" in rows[4]["Warnings"]
    assert "c-damaged.sgf" in streams.err and len(streams.err.strip().splitlines()) == 1
    assert "5 games: 2 agree with the record, 1 do not, 1 not counted in the record, 1 damaged" in streams.out


def test_csv_keeps_names_in_any_script(tmp_path, capsys):
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "g.sgf").write_bytes(SMALL_GAME.replace(b"PB[Kim]", "PB[김지석]".encode()).replace(b"FF[4]", b"FF[4]CA[UTF-8]"))
    out = tmp_path / "out.csv"
    assert main([str(folder), "--csv", str(out), "--jobs", "1"]) == 0
    assert read_csv(out)[0]["Black"] == "김지석 3d"


@pytest.mark.parametrize("extra", [["--rules", "aga"], ["--json"], ["--dead", "auto"], ["--komi", "5"], ["--referee", "gnugo"]])
def test_csv_refuses_options_that_would_change_the_desks_count(tmp_path, capsys, extra):
    with pytest.raises(SystemExit) as exit_info:
        main([str(EXAMPLE), "--csv", str(tmp_path / "out.csv"), *extra])
    assert exit_info.value.code == 2
    assert "--csv counts each game under its own rules" in capsys.readouterr().err
    assert not (tmp_path / "out.csv").exists()


@pytest.mark.parametrize("jobs", ["0", "two"])
def test_jobs_must_be_a_whole_number_of_processes(tmp_path, capsys, jobs):
    with pytest.raises(SystemExit):
        main([str(EXAMPLE), "--csv", str(tmp_path / "out.csv"), "--jobs", jobs])
    assert "expected a whole number of processes" in capsys.readouterr().err


def test_jobs_without_csv_is_refused(capsys):
    with pytest.raises(SystemExit):
        main([str(EXAMPLE), "--jobs", "2"])
    assert "--jobs works with --csv" in capsys.readouterr().err


def test_a_csv_that_cannot_be_written_gets_one_line(tmp_path, capsys):
    out = tmp_path / "missing" / "out.csv"
    assert main([str(EXAMPLE), "--csv", str(out)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "out.csv: table not written" in err[0]


# ---- one PDF of every sheet ---------------------------------------------------------------------


def test_sheet_pdf_for_several_games_is_one_pdf_with_a_page_each(qapp, tmp_path, capsys):
    folder = round_folder(tmp_path)
    (folder / "c-damaged.sgf").unlink()
    out = tmp_path / "round1.pdf"
    assert main(["--json", "--sheet", str(out), str(folder)]) == 0
    capsys.readouterr()
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix == ".pdf") == ["round1.pdf"]
    assert pdf_pages(out.read_bytes()) == 4


def test_csv_with_sheet_pdf_writes_the_counted_games_sheets_in_the_tables_order(qapp, tmp_path, capsys):
    folder = round_folder(tmp_path)
    out = tmp_path / "sheets.pdf"
    assert main([str(folder), "--csv", str(tmp_path / "t.csv"), "--sheet", str(out)]) == 2
    capsys.readouterr()
    data = out.read_bytes()
    assert pdf_pages(data) == 4  # the damaged file has no sheet


def test_a_fault_on_one_file_costs_only_that_files_row(tmp_path, monkeypatch):
    from gocount_gui import desk

    folder = round_folder(tmp_path)
    real = desk.count_file

    def faulty(path, folder=None, seconds=None):
        if path.endswith("b-wrong.sgf"):
            raise RecursionError("maximum recursion depth exceeded")
        return real(path, folder, seconds)

    monkeypatch.setattr(desk, "count_file", faulty)
    found = desk.count_files([str(folder / "a-agreed.sgf"), str(folder / "b-wrong.sgf"), str(folder / "c-damaged.sgf")], str(folder))
    assert [row.agreement for rows in found for row in rows] == ["yes", "damaged", "damaged"]
    assert "gocount failed on this file (RecursionError" in found[1][0].error
