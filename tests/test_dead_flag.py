"""The unsure flag of the dead-stone suggestion, its groups, and what
gocount-score says of them (issue 33)."""

import json

import pytest

from gocount_gui import cli
from gocount_gui.scoring import parse_diagram
from gocount_gui.scoring.colour import point_name
from gocount_gui.scoring.dead import UNSURE, suggest_dead
from gocount_gui.scoring.reader import Deadline
from gocount_gui.scoring.verdicts import LOSS, error_rate, reason_kind

from dead_positions import INVERTED_FIGHT, NAIVE_RULE_TRAPS, SPACE_SPLIT_BY_THE_CAPTURE, SPACE_WHOSE_WALL_IS_ATARIED_FROM_OUTSIDE


def sgf_of(diagram: str) -> bytes:
    """A record of the position of ``diagram`` set up in its root."""
    position = parse_diagram(diagram)
    size = position.size
    letters = "abcdefghijklmnopqrs"

    def coordinates(point):
        row, col = point
        return letters[col] + letters[size - 1 - row]

    black = "".join(f"[{coordinates(p)}]" for p in position.points() if position.get(p) is not None and position.get(p).value == 1)
    white = "".join(f"[{coordinates(p)}]" for p in position.points() if position.get(p) is not None and position.get(p).value == 2)
    return f"(;GM[1]FF[4]SZ[{size}]KM[0]RU[Japanese]AB{black}AW{white})".encode()


@pytest.mark.parametrize("name", list(NAIVE_RULE_TRAPS))
def test_every_reason_has_a_kind(name):
    suggestion = suggest_dead(parse_diagram(NAIVE_RULE_TRAPS[name][0]), None, Deadline(None))
    kinds = {reason_kind(reason) for reason in suggestion.reasons.values()}
    assert "other" not in kinds and not any("other" in kind for kind in kinds)


def test_the_groups_cover_every_stone_once_with_its_stones_verdict():
    position = parse_diagram(INVERTED_FIGHT[0])
    suggestion = suggest_dead(position, None, Deadline(None))
    seen = [p for group in suggestion.groups for p in group.points]
    assert sorted(seen) == sorted(p for p in position.points() if position.get(p) is not None)
    for group in suggestion.groups:
        assert {suggestion.confidence[p] for p in group.points} == {group.confidence}
        assert {p in suggestion.dead for p in group.points} == {group.dead}
        assert all(position.get(p) == group.colour for p in group.points)


def test_a_guess_is_flagged_when_its_stake_times_its_error_rate_reaches_the_loss_and_an_unread_one_always():
    # past its time bound the suggestion reads nothing: every candidate is a
    # guess of the static rules, noted "not read"
    position = parse_diagram(SPACE_SPLIT_BY_THE_CAPTURE[0])
    suggestion = suggest_dead(position, None, Deadline(0.0))
    unread = [g for g in suggestion.groups if g.kind.endswith("+time")]
    assert unread
    for group in suggestion.groups:
        if group.kind != "benson" and error_rate(group.kind, group.doubt) * group.stake >= LOSS:
            assert group.unsure, group
        assert group.unsure == (group.points <= suggestion.unsure())
    # a group never read keeps the doubt its rule gives it, whatever its record
    assert all(g.unsure for g in unread)
    read = suggest_dead(position, None, Deadline(None))
    assert not read.unsure()


def test_a_verdict_the_reader_proved_is_not_flagged():
    position = parse_diagram(SPACE_WHOSE_WALL_IS_ATARIED_FROM_OUTSIDE[0])
    suggestion = suggest_dead(position, None, Deadline(None))
    (black,) = [g for g in suggestion.groups if g.dead]
    assert black.kind == "read-dead" and not black.unsure
    assert sorted(point_name(p) for p in black.points) == ["A2", "B2", "C2", "D2", "E1"]


def test_json_lists_the_groups_and_the_unsure_stones(tmp_path, capsys):
    path = tmp_path / "b.sgf"
    path.write_bytes(sgf_of(SPACE_WHOSE_WALL_IS_ATARIED_FROM_OUTSIDE[0]))
    assert cli.main(["--json", "--dead", "auto", str(path)]) == 0
    game = json.loads(capsys.readouterr().out.splitlines()[0])
    assert game["unsure_stones"] == []
    dead = [g for g in game["dead_groups"] if g["status"] == "dead"]
    assert dead == [{
        "points": ["ah", "bh", "ch", "dh", "ei"],
        "colour": "B", "status": "dead", "reason": dead[0]["reason"], "kind": "read-dead",
        "confidence": dead[0]["confidence"], "unsure": False,
    }]
    assert dead[0]["confidence"] > 0.9
    assert dead[0]["reason"].startswith("dead: captured even if it plays first")
    assert {g["status"] for g in game["dead_groups"]} == {"dead", "alive"}


def test_the_text_names_the_unsure_groups_and_json_their_stones(tmp_path, capsys, monkeypatch):
    path = tmp_path / "f.sgf"
    path.write_bytes(sgf_of(SPACE_SPLIT_BY_THE_CAPTURE[0]))
    monkeypatch.setattr(cli, "suggest_dead", lambda position, key: suggest_dead(position, key, Deadline(0.0)))
    assert cli.main(["--dead", "auto", str(path)]) == 0
    text = capsys.readouterr().out
    expected = suggest_dead(parse_diagram(SPACE_SPLIT_BY_THE_CAPTURE[0]), None, Deadline(0.0))
    flagged = [g for g in expected.groups if g.unsure]
    assert flagged
    for group in flagged:
        colour = "black" if group.colour.value == 1 else "white"
        assert f"unsure: check it: the {colour} group at {point_name(min(group.points))}, {group.reason}" in text
    assert cli.main(["--json", "--dead", "auto", str(path)]) == 0
    game = json.loads(capsys.readouterr().out.splitlines()[0])
    assert len(game["unsure_stones"]) == len(expected.unsure()) > 0
    assert sum(len(g["points"]) for g in game["dead_groups"] if g["unsure"]) == len(expected.unsure())
    assert all(g["confidence"] < UNSURE for g in game["dead_groups"] if g["unsure"])
