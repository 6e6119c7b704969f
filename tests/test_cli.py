"""gocount-score as a tournament director would use it."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gocount_gui.cli import main

DATA = Path(__file__).parent / "data"
EXAMPLE = Path(__file__).parent.parent / "resources" / "example.sgf"

SMALL_GAME = b"""(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]RE[B+4.5]
;B[cc];W[dc];B[cb];W[db];B[cd];W[dd];B[ca];W[da];B[ce];W[de];B[];W[])"""


def run_json(capsys, *args):
    status = main(["--json", *map(str, args)])
    out = capsys.readouterr()
    return status, [json.loads(line) for line in out.out.splitlines()], out.err


def test_json_has_every_field_a_batch_needs(capsys):
    status, games, _ = run_json(capsys, EXAMPLE)
    assert status == 0
    game = games[0]
    for key in ("file", "board_size", "komi", "handicap", "rules", "margin", "result", "dead_stones",
                "ledger", "results", "identities", "recorded_result", "matches_record"):
        assert key in game
    assert game["rules"] == "chinese"
    assert game["result"] == "B+1.5" and game["margin"] == 1.5
    assert game["matches_record"] is True
    assert set(game["results"]) >= {"japanese", "chinese", "aga", "tromp-taylor", "area iii"}
    assert game["ledger"]["S_B"] > 0 and "H'" in game["ledger"]
    assert all(len(p) == 2 for p in game["dead_stones"])
    assert [i["number"] for i in game["identities"]] == ["1", "2", "3", "4", "5", "5b", "6", "7"]


def test_a_small_game_written_here_is_counted_from_its_moves(tmp_path, capsys):
    path = tmp_path / "small.sgf"
    path.write_bytes(SMALL_GAME)
    status, games, _ = run_json(capsys, path)
    game = games[0]
    assert status == 0
    # Black owns columns A-C (10 points of territory), White column E (5): 10 - 5 - 0.5
    assert game["results"]["japanese"]["result"] == "B+4.5"
    assert game["matches_record"] is True
    assert game["ledger"]["R_B"] == 1 and game["ledger"]["R_W"] == 1 and game["ledger"]["L"] == 0


def test_rules_komi_and_lids_can_be_given_on_the_command_line(tmp_path, capsys):
    path = tmp_path / "small.sgf"
    path.write_bytes(SMALL_GAME)
    _, games, _ = run_json(capsys, path, "--rules", "chinese", "--komi", "7.5", "--captures", "B=0,W=2")
    game = games[0]
    assert game["rules"] == "chinese" and game["komi"] == 7.5
    assert game["ledger"]["X_W"] == 2
    audit = game["identities"][0]
    assert audit["holds"] is False and "White's lid is 2 stones short" in audit["why"]


def test_dead_none_keeps_the_marked_stones_on_the_board(capsys):
    game = DATA / "kgs-2019-04-13-68-aga.sgf"
    _, marked, _ = run_json(capsys, game)
    _, alive, _ = run_json(capsys, game, "--dead", "none")
    assert len(marked[0]["dead_stones"]) == 6 and alive[0]["dead_stones"] == []
    assert marked[0]["matches_record"] is True and alive[0]["matches_record"] is False


def test_dead_auto_finds_the_players_dead_stones_on_the_example(capsys):
    _, marked, _ = run_json(capsys, EXAMPLE, "--dead", "marked")
    _, auto, _ = run_json(capsys, EXAMPLE, "--dead", "auto")
    assert auto[0]["dead_stones"] == marked[0]["dead_stones"] != []
    assert auto[0]["result"] == "B+1.5" and auto[0]["matches_record"] is True


def test_a_bad_file_gets_one_line_and_the_others_are_still_counted(tmp_path, capsys):
    bad = tmp_path / "bad.sgf"
    bad.write_bytes(b"this is not a game record")
    status, games, err = run_json(capsys, bad, EXAMPLE, tmp_path / "missing.sgf")
    assert status == 2
    assert len(games) == 1
    lines = err.strip().splitlines()
    assert len(lines) == 2
    assert "bad.sgf" in lines[0] and "not an SGF file" in lines[0]
    assert "missing.sgf" in lines[1] and "cannot read the file" in lines[1]
    assert "Traceback" not in err


def test_a_folder_is_searched_for_sgf_files(tmp_path, capsys):
    (tmp_path / "round1").mkdir()
    shutil.copy(EXAMPLE, tmp_path / "round1" / "a.sgf")
    shutil.copy(DATA / "kgs-2019-04-20-49-japanese-h4.sgf", tmp_path / "b.SGF")
    (tmp_path / "notes.txt").write_text("not a game")
    status, games, _ = run_json(capsys, tmp_path)
    assert status == 0
    assert sorted(Path(g["file"]).name for g in games) == ["a.sgf", "b.SGF"]
    handicap = next(g for g in games if g["file"].endswith("b.SGF"))
    assert handicap["handicap"] == 4 and handicap["rules"] == "japanese"
    # The players counted A7: White's chain at A4-C5 reaches F5 through the
    # dame D5-E5, so A7 is not a point White must fill.
    assert handicap["ledger"]["F_W"] == 0
    assert handicap["margin"] == -9.5 and handicap["recorded_result"] == "W+9.50"


def test_the_readable_table_marks_the_chosen_rule_set(capsys):
    assert main([str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    assert "*Chinese" in out
    assert "\u2713 1  Moves (lid audit)" in out


def test_bad_options_are_refused_with_a_message(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main([str(EXAMPLE), "--captures", "B=x"])
    assert exit_info.value.code == 2
    assert "expected B=n,W=n" in capsys.readouterr().err


def test_the_console_script_runs_as_a_module():
    done = subprocess.run(
        [sys.executable, "-m", "gocount_gui.cli", "--json", str(EXAMPLE)], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0
    assert json.loads(done.stdout)["result"] == "B+1.5"


def test_write_saves_counted_copies_and_keeps_existing_files(tmp_path, capsys):
    out = tmp_path / "counted"
    out.mkdir()
    assert main(["--write", str(out), str(EXAMPLE)]) == 0
    capsys.readouterr()
    saved = out / EXAMPLE.name
    assert b"-- gocount count --" in saved.read_bytes()
    assert b"RE[B+1.5]" in saved.read_bytes()
    saved.write_bytes(b"(;GM[1]SZ[9]C[mine])")
    assert main(["--write", str(out), str(EXAMPLE)]) == 2
    assert "exists; not written" in capsys.readouterr().err
    assert saved.read_bytes() == b"(;GM[1]SZ[9]C[mine])"
    assert main(["--write", str(out), "--overwrite", str(EXAMPLE)]) == 0
    assert b"RE[B+1.5]" in saved.read_bytes()


def test_write_in_place_counts_every_game_of_a_collection(tmp_path, capsys):
    game = tmp_path / "two.sgf"
    game.write_bytes(SMALL_GAME + b"\n" + SMALL_GAME.replace(b"RE[B+4.5]", b"RE[W+R]"))
    assert main(["--write", str(tmp_path), "--overwrite", str(game)]) == 0
    capsys.readouterr()
    status, games, _ = run_json(capsys, game)
    assert [g["recorded_result"] for g in games] == ["B+4.5", "B+4.5"]
    assert all(g["matches_record"] for g in games)


def test_a_localized_result_is_shown_in_strict_form_and_kept_as_written(capsys):
    record = DATA / "enc-gbk-no-ca.sgf"
    _, games, _ = run_json(capsys, record)
    assert games[0]["recorded_result"] == "白胜0.5目"
    assert games[0]["recorded_strict"] == "W+0.5" and games[0]["matches_record"] is True
    assert main([str(record)]) == 0
    assert "recorded W+0.5" in capsys.readouterr().out


# ---- --sheet: score sheets for a batch ---------------------------------------------------


def test_sheet_writes_the_one_games_sheet_under_the_name_given(qapp, tmp_path, capsys):
    out = tmp_path / "sheet.pdf"
    assert main(["--sheet", str(out), str(EXAMPLE)]) == 0
    data = out.read_bytes()
    assert data.startswith(b"%PDF-") and b"/MediaBox [0 0 595" in data  # A4 unless asked
    assert "*Chinese" in capsys.readouterr().out  # the table is printed as before


def test_sheet_on_letter_paper(qapp, tmp_path):
    out = tmp_path / "sheet.pdf"
    assert main(["--sheet", str(out), "--paper", "letter", str(EXAMPLE)]) == 0
    assert b"/MediaBox [0 0 612" in out.read_bytes()


def test_sheet_names_one_file_per_game_in_a_batch(qapp, tmp_path, capsys):
    games = tmp_path / "games"
    games.mkdir()
    shutil.copy(EXAMPLE, games / "a.sgf")
    shutil.copy(DATA / "kgs-2019-04-13-68-aga.sgf", games / "b.sgf")
    (games / "two.sgf").write_bytes(SMALL_GAME + b"\n" + SMALL_GAME)
    sheets = tmp_path / "sheets"
    sheets.mkdir()
    assert main(["--json", "--sheet", str(sheets / "round1.png"), str(games)]) == 0
    capsys.readouterr()
    names = sorted(p.name for p in sheets.iterdir())
    assert names == ["round1-a.png", "round1-b.png", "round1-two-1.png", "round1-two-2.png"]
    assert all((sheets / n).read_bytes()[:4] == b"\x89PNG" for n in names)


def test_sheet_needs_a_pdf_or_png_name(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main([str(EXAMPLE), "--sheet", "sheet.jpg"])
    assert exit_info.value.code == 2
    assert "a score sheet is written as .pdf or .png" in capsys.readouterr().err


def test_a_sheet_that_cannot_be_written_gets_one_line(qapp, tmp_path, capsys):
    out = tmp_path / "missing" / "sheet.pdf"
    assert main(["--sheet", str(out), str(EXAMPLE)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "sheet.pdf: sheet not written" in err[0] and "does not exist" in err[0]


def test_sheet_on_a_system_without_qts_libraries_prints_the_install_line(tmp_path, capsys, monkeypatch):
    from gocount_gui import syslibs

    monkeypatch.setattr(syslibs, "problem", lambda: "gocount cannot start: libGL.so.1 (Debian package libgl1) is missing.")
    out = tmp_path / "sheet.pdf"
    assert main(["--sheet", str(out), str(EXAMPLE)]) == 1
    assert capsys.readouterr().err.strip() == "gocount cannot start: libGL.so.1 (Debian package libgl1) is missing."
    assert not out.exists()


def test_sheet_runs_headless_without_a_display(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    out = tmp_path / "sheet.png"
    done = subprocess.run(
        [sys.executable, "-m", "gocount_gui.cli", "--sheet", str(out), str(EXAMPLE)],
        capture_output=True, text=True, timeout=120, env=env,
    )
    assert done.returncode == 0, done.stderr
    assert out.read_bytes()[:4] == b"\x89PNG"
