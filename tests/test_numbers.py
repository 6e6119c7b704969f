"""Counting by numbers: typed-in counts give the results the board gives,
impossible values are refused naming the field, and ``gocount-score
--counts`` prints the table, the results and the proofs."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

import pytest
from hypothesis import given

from gocount_gui.cli import count_record, main
from gocount_gui.record import read_file
from gocount_gui.scoring.colour import PerColour
from gocount_gui.scoring.numbers import (
    Numbers,
    NumbersError,
    format_counts,
    from_ledger,
    needs,
    parse_counts,
    score_numbers,
)
from gocount_gui.scoring.rules import AGA, CHINESE, EQUIVALENCE, JAPANESE, PRESETS, PRISONER_STONE_SCORING

from test_properties import GAMES, PlayedGame

COUNTS = "size=19,S_B=120,S_W=118,T_B=60,T_W=55,X_B=10,X_W=12,D_B=2,D_W=2,R_B=1,R_W=1,H=0,L=0,K=6.5"


def _typed_in_again(ledger):
    """The ledger's numbers typed in as --counts text, and counted."""
    return score_numbers(parse_counts(format_counts(from_ledger(ledger))))


def _same_results(board_score, typed) -> list[str]:
    """The presets whose result differs between the board and the numbers
    (Tromp-Taylor only where the numbers can know it: no dead stone
    removed and no region whose owner was set by hand)."""
    ledger = board_score.ledger
    differ = []
    for key, count in board_score.counts.items():
        if key in typed.left_out:
            assert ledger.dead.black + ledger.dead.white > 0
            continue
        if not PRESETS[key].remove_dead and ledger.reach_area != ledger.area:
            continue
        if typed.counts[key].result != count.result:
            differ.append(key)
    return differ


@given(GAMES)
def test_numbers_typed_in_give_the_results_of_the_board(played: PlayedGame) -> None:
    score = played.count()
    typed = _typed_in_again(score.ledger)
    assert _same_results(score, typed) == []
    assert [(i.left, i.right, i.holds) for i in typed.identities] == [(i.left, i.right, i.holds) for i in score.identities]
    assert typed.komi == score.komi


def test_the_dev_corpus_tb_tw_games_typed_in_count_as_on_the_board(tb_tw_paths):
    """Every game of the dev corpus whose last node has the players' TB/TW:
    its ledger (as gocount-score counts it, dead stones as marked) typed in
    as --counts gives every rule set's result of the board count."""
    paths = tb_tw_paths
    assert len(paths) == 520
    options = argparse.Namespace(rules=None, komi=None, captures=None, passes=None, last_pass=None, dead="marked")
    compared = 0
    differ = {}
    for path in paths:
        for record in read_file(path):
            score = count_record(record, options).score
            wrong = _same_results(score, _typed_in_again(score.ledger))
            if wrong:
                differ[path.name] = wrong
            compared += 1
    assert compared >= 520 and differ == {}


@pytest.mark.parametrize(
    "text, field, words",
    [
        ("size=19,S_B=-3,S_W=10", "S_B", "cannot be negative (-3)"),
        ("size=9,S_B=50,S_W=40", "S_B", "more than the 81 points"),
        ("size=9,S_B=30,S_W=30,T_B=20,T_W=10", "T_B", "larger than the board"),
        ("size=9,S_B=30,S_W=10,T_B=60", "T_B", "area S + T + E = 90 is larger than the board (81 points)"),
        ("size=9,S_B=3,S_W=3,X_W=two", "X_W", "'two' is not a whole number"),
        ("size=9,S_B=3,S_W=3,K=lots", "K", "is not a number"),
        ("size=9,S_B=3,S_W=3,K=inf", "K", "is not a komi"),
        ("size=30,S_B=3,S_W=3", "size", "not a board size"),
        ("size=9,S_W=3", "S_B", "missing"),
        ("size=9,S_B=3,S_W=3,Z_B=1", "Z_B", "unknown"),
        ("size=9,S_B=3,S_W=3,S_B=4", "S_B", "given twice"),
        ("size=9,S_B=3,S_W=3,L=2,R_B=1", "L", "is 1 when Black passed last"),
        ("size=9,S_B=3,S_W=3,L=1", "L", "R_B = 0"),
        ("size=9,S_B=3,S_W=3,n_B=5,n_W=4,N_B=4,N_W=4", "n_B", "cannot be more than in the whole game"),
        ("size=9,S_B=3,S_W=3,N_B=4", "N_W", "give N_B and N_W together"),
        ("size=9,S_B=3,S_W=3,T_B=2,N=10", "N", "must be s*s - A_B - A_W = 81 - 5 - 3 = 73"),
        ("size=9,S_B=3,S_W=3,E_B=1,F_B=2", "F_B", "part of the seki eyes"),
        ("size=9,S_B=3,S_W=3,H=100", "H", "do not fit"),
    ],
)
def test_impossible_numbers_are_refused_naming_the_field(text, field, words):
    with pytest.raises(NumbersError) as caught:
        parse_counts(text)
    assert caught.value.field == field
    assert words in str(caught.value)


def test_the_fields_a_rule_set_does_not_need_are_named():
    assert {"S", "E", "R", "n"} <= set(needs(JAPANESE)) and "T" not in needs(JAPANESE)
    assert {"X", "D"} <= set(needs(CHINESE)) and "H" not in needs(CHINESE) and "S" not in needs(CHINESE)
    assert "R" not in needs(AGA) and "L" not in needs(AGA)  # pass stones, and White's closing pass
    assert {"R", "L", "X"} <= set(needs(EQUIVALENCE))  # the same rules counted by area
    assert {"S", "T", "E"} <= set(needs(PRISONER_STONE_SCORING)) and "H" not in needs(PRISONER_STONE_SCORING)


def test_tromp_taylor_is_left_out_only_when_dead_stones_were_removed():
    with_dead = score_numbers(parse_counts(COUNTS))
    assert "tromp-taylor" in with_dead.left_out and "tromp-taylor" not in with_dead.counts
    no_dead = score_numbers(parse_counts(COUNTS.replace("D_B=2,D_W=2", "D_B=0,D_W=0")))
    assert no_dead.left_out == {} and no_dead.counts["tromp-taylor"].result == no_dead.counts["chinese"].result


def test_the_komi_defaults_to_the_rule_sets():
    assert parse_counts("size=9,S_B=1,S_W=1", 7.5).komi == 7.5
    assert parse_counts("size=9,S_B=1,S_W=1,K=0.5", 7.5).komi == 0.5


# ---- gocount-score --counts ---------------------------------------------------------


def test_counts_prints_the_table_every_result_and_the_proofs(capsys):
    assert main(["--counts", COUNTS, "--rules", "aga"]) == 0
    out = capsys.readouterr().out
    assert "the table of counts" in out
    assert "  P   prisoners: in the opponent's lid" in out and out.count("12     14") >= 1
    assert "*AGA" in out and "Japanese" in out
    assert "Tromp-Taylor" in out and "not counted: counts the board with the dead stones standing" in out
    assert "Area and territory agree (the equivalence theorem) (“The Equivalence Theorem”, a rules appendix): Every step holds on this game." in out
    assert "\u2713 premise    M_B = M_W" in out


def test_counts_as_json_carries_results_identities_and_proofs(capsys):
    assert main(["--counts", COUNTS, "--json", "--komi", "7.5", "--rules", "chinese"]) == 0
    game = json.loads(capsys.readouterr().out)
    assert game["rules"] == "chinese" and game["komi"] == 7.5
    assert game["results"]["chinese"]["result"] == "W+0.5" == game["result"]  # A_B - A_W - K = 180 - 173 - 7.5
    assert game["results"]["japanese"]["margin"] == (60 - 12) - (55 - 14) - 7.5
    assert game["ledger"]["P_W"] == 14 and game["ledger"]["N"] == 8
    assert [p["key"] for p in game["proofs"]] == ["moves", "equivalence", "area-territory", "area-iii", "prisoners", "parity"]
    assert all(step["holds"] in (True, None) for p in game["proofs"] for step in p["steps"])
    assert game["left_out"] == {"tromp-taylor": "counts the board with the dead stones standing: it needs the position"}
    assert "X" in game["not_needed"]


def test_counts_that_cannot_be_get_one_line_naming_the_field(capsys):
    assert main(["--counts", "size=9,S_B=50,S_W=40,T_B=1"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == "gocount-score: --counts: S_B: 50 + 40 stones are more than the 81 points of a 9x9 board"


def test_counts_go_with_no_file_and_files_need_counts_or_a_path(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["--counts", COUNTS, "game.sgf"])
    assert exit_info.value.code == 2
    assert "files cannot go with it" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--counts", COUNTS, "--csv", "out.csv"])
    assert "--csv cannot go with it" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main([])
    assert "give SGF files or folders, or --counts" in capsys.readouterr().err


def test_counts_from_the_console_script_has_no_traceback():
    done = subprocess.run([sys.executable, "-m", "gocount_gui.cli", "--counts", "size=9,S_B=x,S_W=1"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.strip() == "gocount-score: --counts: S_B: 'x' is not a whole number"


def test_typed_in_numbers_round_trip_through_their_text():
    numbers = Numbers(size=13, stones=PerColour(40, 41), territory=PerColour(30, 28), seki_eyes=PerColour(1, 0),
                      captures=PerColour(3, 4), dead=PerColour(1, 0), passes=PerColour(2, 1), last_pass=1,
                      handicap=2, komi=0.5, played_before_first_pass=PerColour(40, 44), played=PerColour(44, 45))
    assert parse_counts(format_counts(numbers)) == numbers
