"""Our engine against other programs' expected answers and real counted games.

The fixtures live in ../shared/corpus (see its README); every test here
skips with a reason when that folder is absent.
"""

import json
from pathlib import Path

from gocount_gui.cli import main as score_main
from gocount_gui.record import parse_result, read_file
from gocount_gui.scoring import Colour, Position, parse_diagram
from gocount_gui.scoring.colour import parse_point_name
from gocount_gui.scoring.regions import reach_area


def _sgfmill_cases(corpus_dir, kind):
    data = json.loads((corpus_dir / "fixtures-sgfmill-area-score" / "board_area_score_tests.json").read_text())
    return data[kind]


def test_area_of_sgfmill_score_fixtures(corpus_dir):
    for case in _sgfmill_cases(corpus_dir, "score_tests"):
        area = reach_area(parse_diagram(case["diagram"]))
        assert area.black - area.white == case["area_score"], case["code"]


def test_replaying_sgfmill_play_fixtures_gives_their_boards_ko_points_and_areas(corpus_dir):
    for case in _sgfmill_cases(corpus_dir, "play_tests"):
        position = Position.empty(9)
        ko = None
        for move in case["moves"]:
            colour, name = move.split()
            outcome = position.play(parse_point_name(name, 9), Colour.from_letter(colour), suicide=True)
            position, ko = outcome.position, outcome.ko_point
        assert position == parse_diagram(case["diagram"]), case["code"]
        expected_ko = parse_point_name(case["ko_vertex"], 9) if case["ko_vertex"] else None
        assert ko == expected_ko, case["code"]
        area = reach_area(position)
        assert area.black - area.white == case["area_score"], case["code"]


def test_every_kgs_high_dan_game_reproduces_its_recorded_result(corpus_dir, capsys):
    """The 64 KGS games carry the players' own TB/TW: counted with those dead
    stones under the rules each game names, the margin must equal RE."""
    folder = corpus_dir / "kgs-highdan-2019"
    files = sorted(folder.glob("*.sgf"))
    assert len(files) == 64
    assert score_main(["--json", "--dead", "marked", str(folder)]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(lines) == 64
    wrong = [(Path(g["file"]).name, g["recorded_result"], g["result"], g["ledger"]["F_W"]) for g in lines if not g["matches_record"]]
    assert wrong == []
    for game in lines:
        broken = [i["number"] for i in game["identities"] if i["holds"] is False]
        assert broken == [], (game["file"], broken)


def test_every_corpus_file_opens(corpus_dir):
    files = sorted(corpus_dir.rglob("*.sgf"))
    assert len(files) > 500
    for path in files:
        games = read_file(path)
        assert games and all(g.size in (9, 13, 19) for g in games), path


def test_recorded_results_are_parsed_in_their_real_forms():
    assert parse_result("B+R") is None
    assert parse_result("W+T") is None
    assert parse_result("B+Resign") is None
    assert parse_result("B+55.50") == 55.5
    assert parse_result("0") == 0
    assert parse_result("Void") is None
    assert parse_result("?") is None
