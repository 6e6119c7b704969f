"""A Go engine's second opinion: the client (GTP and KataGo's analysis
protocol) against a fake engine, its failures in words, the command line's
--referee, and real GNU Go where it is installed."""

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

import fake_engine  # noqa: E402

from gocount_gui.cli import main  # noqa: E402
from gocount_gui.engine import client  # noqa: E402
from gocount_gui.engine.client import GNUGO, KATAGO, EngineError, EngineSpec, Question, ask  # noqa: E402
from gocount_gui.scoring import parse_diagram  # noqa: E402
from gocount_gui.scoring.colour import Colour, parse_point_name, sgf_coordinates  # noqa: E402
from gocount_gui.scoring.referee import gnugo_available, gnugo_dead  # noqa: E402

# Black on the left, White on the right; a lone white stone at C8 in
# Black's area and a black pair H7-H8 in White's. The fake engine calls a
# chain of one stone dead: C8 is dead to it, H7-H8 alive.
TWO_CAMPS = """
    . . . . # o . . .
    . . o . # o . # .
    . . . . # o . # .
    . . . . # o . . .
    . . . . # o . . .
    . . . . # o . . .
    . . . . # o . . .
    . . . . # o . . .
    . . . . # o . . .
"""


def points(*names: str, size: int = 9) -> frozenset:
    return frozenset(parse_point_name(n, size) for n in names)


def sgf_of(diagram: str, marked_dead=(), komi: float = 6.5) -> bytes:
    """A record of the diagram set up with AB/AW, the stones of
    ``marked_dead`` on the opponent's TB/TW (as players mark them)."""
    position = parse_diagram(diagram)
    size = position.size
    props = [f"SZ[{size}]KM[{komi:g}]RU[Japanese]"]
    for colour, tag in ((Colour.BLACK, "AB"), (Colour.WHITE, "AW")):
        stones = sorted(position.stones(colour))
        props.append(tag + "".join(f"[{sgf_coordinates(p, size)}]" for p in stones))
    for colour, tag in ((Colour.BLACK, "TW"), (Colour.WHITE, "TB")):
        dead = [p for p in marked_dead if position.get(p) is colour]
        if dead:
            props.append(tag + "".join(f"[{sgf_coordinates(p, size)}]" for p in dead))
    return ("(;GM[1]FF[4]" + "".join(props) + ")").encode()


@pytest.fixture
def two_camps(tmp_path) -> Path:
    path = tmp_path / "two-camps.sgf"
    path.write_bytes(sgf_of(TWO_CAMPS, marked_dead=points("H7", "H8")))
    return path


# ---- the client against the fake engine ---------------------------------------


def test_the_gtp_engine_is_given_every_stone_and_its_dead_list_comes_back(tmp_path):
    spec = EngineSpec(GNUGO, fake_engine.program(tmp_path))
    opinion = ask(spec, Question(parse_diagram(TWO_CAMPS), 6.5))
    # the fake calls lone stones dead, so only a position set up stone by
    # stone, both colours, gives exactly C8
    assert opinion.dead == points("C8")
    assert (opinion.engine, opinion.version, opinion.title) == ("Fake Go", "0.1", "Fake Go 0.1")
    assert opinion.disagreements(points("H7", "H8")) == points("C8", "H7", "H8")


def test_the_player_to_move_is_set_up_last_for_gtp():
    pos = parse_diagram(TWO_CAMPS)
    after_white_pass = client.request(EngineSpec(GNUGO), Question.at_end(pos, 6.5, "japanese", None, Colour.WHITE)).decode()
    commands = [line.split(" ", 1)[1] for line in after_white_pass.splitlines()]  # after each command's id
    plays = [command for command in commands if command.startswith("play")]
    # Black to move: the last stone set up is White's, so GNU Go gives Black the move
    assert plays[0].startswith("play B") and plays[-1].startswith("play W")


def test_katago_ownership_from_blacks_side_kills_the_lone_stone(tmp_path):
    model, config = tmp_path / "net.bin.gz", tmp_path / "analysis.cfg"
    model.write_bytes(b"net")
    config.write_text("reportAnalysisWinratesAs = WHITE\n")
    spec = EngineSpec(KATAGO, fake_engine.program(tmp_path), str(model), str(config))
    opinion = ask(spec, Question(parse_diagram(TWO_CAMPS), 6.5))
    # the fake reports from White's side unless asked for Black's, as a
    # config may: the lone white stone dead, not every black stone
    assert opinion.dead == points("C8")
    assert (opinion.engine, opinion.version) == ("KataGo", "1.16.0-fake")


def test_katago_needs_its_network_and_config(tmp_path):
    program = fake_engine.program(tmp_path)
    with pytest.raises(EngineError, match="KataGo needs a network \\(model\\) file"):
        EngineSpec(KATAGO, program).command()
    (tmp_path / "net.bin.gz").write_bytes(b"net")
    with pytest.raises(EngineError, match="KataGo's analysis config file was not found: .*nowhere.cfg"):
        EngineSpec(KATAGO, program, str(tmp_path / "net.bin.gz"), str(tmp_path / "nowhere.cfg")).command()


def test_a_missing_engine_says_so_and_where_it_looked(tmp_path, monkeypatch):
    with pytest.raises(EngineError, match="GNU Go was not found at /no/such/gnugo"):
        ask(EngineSpec(GNUGO, "/no/such/gnugo"), Question(parse_diagram(TWO_CAMPS)))
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(client, "EXTRA_FOLDERS", (str(tmp_path),))
    with pytest.raises(EngineError, match="GNU Go was not found on the PATH or in /usr/games"):
        EngineSpec(GNUGO).command()


@pytest.mark.parametrize(
    "flag, message",
    [
        ("--refuse", "Fake Go refused 'final_status_list dead': cannot score this position"),
        ("--die", r"GNU Go failed \(exit status 3\): fake engine: out of memory"),
        ("--killed", r"GNU Go was stopped \(signal 9\) before it answered"),
        ("--garbage", "GNU Go's dead list is not a list of points: not a point on a 9x9 board: 'Z99'"),
    ],
)
def test_an_engine_that_refuses_fails_or_is_killed_gets_a_message(tmp_path, flag, message):
    spec = EngineSpec(GNUGO, fake_engine.program(tmp_path, flag))
    with pytest.raises(EngineError, match=message.replace("Fake Go", "GNU Go")):
        ask(spec, Question(parse_diagram(TWO_CAMPS)))


def test_an_engine_that_takes_too_long_is_stopped(tmp_path):
    spec = EngineSpec(GNUGO, fake_engine.program(tmp_path, "--sleep", "20"), timeout=0.5)
    with pytest.raises(EngineError, match="GNU Go gave no answer within 0.5 s"):
        ask(spec, Question(parse_diagram(TWO_CAMPS)))


def test_a_katago_error_names_the_field(tmp_path):
    (tmp_path / "m").write_bytes(b"m")
    (tmp_path / "c").write_text("")
    spec = EngineSpec(KATAGO, fake_engine.program(tmp_path, "--refuse"), str(tmp_path / "m"), str(tmp_path / "c"))
    with pytest.raises(EngineError, match=r"KataGo refused the question \(in initialStones\): cannot score this position"):
        ask(spec, Question(parse_diagram(TWO_CAMPS)))


# ---- gocount-score --referee ------------------------------------------------------------


def test_the_json_gets_a_referee_object_with_the_disagreements(tmp_path, two_camps, capsys):
    status = main([str(two_camps), "--json", "--referee", "gnugo", "--referee-program", fake_engine.program(tmp_path)])
    game = json.loads(capsys.readouterr().out)
    assert status == 0
    assert game["dead_stones"] == ["hb", "hc"]  # the players' marks: H8 and H7
    assert game["referee"] == {
        "engine": "Fake Go",
        "version": "0.1",
        "dead_stones": ["cb"],  # C8
        "disagreements": ["cb", "hb", "hc"],
    }


def test_the_text_gets_a_referee_line(tmp_path, two_camps, capsys):
    main([str(two_camps), "--referee", "gnugo", "--referee-program", fake_engine.program(tmp_path)])
    out = capsys.readouterr().out
    assert "referee: Fake Go 0.1 calls 1 stone dead; disagrees on 3 stones: C8 (not marked dead), H8 H7 (marked dead)" in out


def test_a_referee_that_cannot_run_stops_before_counting(two_camps, capsys):
    status = main([str(two_camps), "--json", "--referee", "gnugo", "--referee-program", "/no/such/gnugo"])
    captured = capsys.readouterr()
    assert status == 1 and captured.out == ""
    assert captured.err.strip() == "gocount-score: --referee: GNU Go was not found at /no/such/gnugo (no program that can be run is there)"


def test_a_referee_failing_on_a_game_is_reported_and_the_count_goes_on(tmp_path, two_camps, capsys):
    status = main([str(two_camps), "--json", "--referee", "gnugo", "--referee-program", fake_engine.program(tmp_path, "--die")])
    captured = capsys.readouterr()
    game = json.loads(captured.out)
    assert status == 2
    assert game["result"] and game["referee"] == {"engine": "GNU Go", "error": "GNU Go failed (exit status 3): fake engine: out of memory"}
    assert "two-camps.sgf: GNU Go failed (exit status 3)" in captured.err


# ---- real GNU Go ----------------------------------------------------------------------------

needs_gnugo = pytest.mark.skipif(not gnugo_available(), reason="GNU Go (gnugo) is not installed")


# Two walls with room for eyes, and one invader on each side.
INVADED = """
    . . . # o . . . .
    . o . # o . . . .
    . . . # o . . . .
    . . . # o . . . .
    . . . # o . . . .
    . . . # o . . . .
    . . . # o . # . .
    . . . # o . . . .
    . . . # o . . . .
"""


@needs_gnugo
def test_gnu_go_calls_both_invaders_dead_and_differs_from_the_one_mark(tmp_path, capsys):
    path = tmp_path / "invaded.sgf"
    path.write_bytes(sgf_of(INVADED, marked_dead=points("B8")))
    assert main([str(path), "--json", "--referee", "gnugo"]) == 0
    referee = json.loads(capsys.readouterr().out)["referee"]
    assert referee["engine"] == "GNU Go" and referee["version"]
    assert referee["dead_stones"] == ["bb", "gg"]  # B8 and G3
    assert referee["disagreements"] == ["gg"]


@needs_gnugo
def test_the_referee_gives_gnu_gos_own_dead_stones_on_corpus_games(corpus_dir, capsys):
    """The position set up stone by stone, with the right player to move,
    gets the same answer as GNU Go's loadsgf of the file itself."""
    games = sorted((corpus_dir / "kgs-6d-2017q1").glob("*.sgf"))[:30:10]
    assert games
    for path in games:
        main([str(path), "--json", "--referee", "gnugo"])
        game = json.loads(capsys.readouterr().out)
        own = gnugo_dead(path, game["board_size"], timeout=60)
        assert game["referee"]["dead_stones"] == sorted(sgf_coordinates(p, game["board_size"]) for p in own), path.name
