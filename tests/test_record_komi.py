"""Komi a record does not really give: a result whose fraction the komi
cannot produce is said to be impossible, and a Fox even game with KM[0]
(or no KM) and a half-point result is counted with the server's komi."""

import json

from gocount_gui.cli import main
from gocount_gui.record import read_games

# A 5x5 game: Black owns columns A-C (10 points), White column E (5), one
# prisoner each; Black is 5 points ahead on the board.
MOVES = b";B[cc];W[dc];B[cb];W[db];B[cd];W[dd];B[ca];W[da];B[ce];W[de];B[];W[])"


def record(root: bytes):
    return read_games(b"(;GM[1]FF[4]SZ[5]" + root + MOVES)[0]


def test_a_fox_record_with_km_0_and_a_half_point_result_is_counted_with_the_servers_komi():
    game = record(b"AP[YuanYu]KM[0]HA[0]RU[Japanese]RE[W+1.5]")
    assert game.komi == 6.5 and game.tray.komi == 6.5
    assert game.komi_assumed
    assert "KM[0] cannot give RE[W+1.5]" in game.komi_reason and "6.5" in game.komi_reason
    assert any("Fox" in str(w) for w in game.warnings)


def test_fox_under_chinese_rules_uses_its_chinese_komi():
    game = record(b"PC[Fox Weiqi]RU[Chinese]RE[B+0.5]")  # no KM at all
    assert game.komi_assumed and game.komi == 7.5


def test_km_in_the_times_100_form_names_fox_and_a_record_with_its_komi_is_left_alone():
    kept = record(b"KM[650]RU[Japanese]RE[W+1.5]")
    assert kept.komi == 6.5 and not kept.komi_assumed and kept.komi_reason is None


def test_a_record_from_elsewhere_is_not_given_a_komi_but_the_impossible_result_is_said():
    game = record(b"AP[CGoban:3]KM[0]RU[Japanese]RE[B+5.5]")
    assert game.komi == 0 and not game.komi_assumed
    assert "KM[0] cannot give RE[B+5.5]" in game.komi_reason


def test_a_whole_point_result_under_a_half_point_komi_is_impossible_too():
    game = record(b"KM[6.5]RE[B+5]")
    assert not game.komi_assumed
    assert "whole-point result needs a whole-point komi" in game.komi_reason


def test_a_fox_handicap_game_keeps_its_komi():
    game = record(b"AP[foxwq]KM[0]HA[2]RE[B+3.5]")
    assert not game.komi_assumed and game.komi == 0


def fox_json(tmp_path, capsys, *options):
    """gocount-score --json on a Fox KM[0] game recorded as B+0.5."""
    path = tmp_path / "fox.sgf"
    path.write_bytes(b"(;GM[1]FF[4]SZ[5]AP[YuanYu]KM[0]RU[Japanese]RE[B+0.5]" + MOVES)
    assert main(["--json", *options, str(path)]) == 0
    return json.loads(capsys.readouterr().out)


def test_the_json_says_the_komi_was_assumed_and_why(tmp_path, capsys):
    game = fox_json(tmp_path, capsys, "--dead", "none")
    assert game["komi"] == 6.5 and game["komi_assumed"] is True
    assert "the komi Fox uses under Japanese rules" in game["komi_reason"]
    # 10 - 5 points of territory, 1 prisoner each, komi 6.5: W+1.5, not the recorded B+0.5
    assert game["results"]["japanese"]["result"] == "W+1.5"
    assert any("Fox" in note for note in game["warnings"])


def test_the_text_output_warns_about_the_assumed_komi(tmp_path, capsys):
    path = tmp_path / "fox.sgf"
    path.write_bytes(b"(;GM[1]FF[4]SZ[5]AP[YuanYu]KM[0]RU[Japanese]RE[W+1.5]" + MOVES)
    assert main(["--dead", "none", str(path)]) == 0
    out = capsys.readouterr().out
    assert "komi 6.5 (assumed)" in out and "note: node 0, KM: KM[0]" in out and "cannot give RE[W+1.5]" in out


def test_a_recorded_komi_that_fits_says_nothing(tmp_path, capsys):
    path = tmp_path / "plain.sgf"
    path.write_bytes(b"(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]RE[B+4.5]" + MOVES)
    assert main(["--json", str(path)]) == 0
    game = json.loads(capsys.readouterr().out)
    assert game["komi_assumed"] is False and game["komi_reason"] is None


def test_the_window_header_says_the_komi_was_assumed(qtbot, shown, tmp_path):
    from gocount_gui.model import GameModel
    from gocount_gui.ui.header import GameHeader

    path = tmp_path / "fox.sgf"
    path.write_bytes(b"(;GM[1]FF[4]SZ[5]AP[YuanYu]KM[0]RU[Japanese]RE[W+1.5]" + MOVES)
    model = GameModel()
    model.open_file(path)
    header = shown(GameHeader(model), 420, 120)
    assert "komi 6.5 (assumed: the record's KM cannot give its result)" in header.facts.text()
    model.set_komi(7.5)  # the user gives the komi: no longer an assumption
    assert "assumed" not in header.facts.text().split("komi", 1)[1]


def test_a_komi_given_on_the_command_line_is_no_assumption(tmp_path, capsys):
    game = fox_json(tmp_path, capsys, "--komi", "7.5")
    assert game["komi"] == 7.5 and game["komi_assumed"] is False
    assert "KM[0] cannot give RE[B+0.5] (a half-point result needs a half-point komi); counted with --komi 7.5" in game["warnings"]
    assert not any("the komi Fox uses" in note for note in game["warnings"])


def test_without_km_the_rule_sets_komi_is_the_one_checked():
    assert record(b"RU[Japanese]RE[B+5.5]").komi_reason is None  # 6.5 fits
    game = record(b"RU[Japanese]RE[B+5]")
    assert game.komi is None and not game.komi_assumed
    assert game.komi_reason.startswith("no KM (the Japanese komi, 6.5) cannot give RE[B+5]")
