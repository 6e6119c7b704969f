"""Issue 34, item 21: a record's replay is bounded. Notes on moves are
capped (the first few, then one counting the rest), a main line of more
moves than any game is refused, and so are variations nested deeper than
any game needs, each with a message and before the work grows."""

import pytest

from gocount_gui.cli import main
from gocount_gui.record import SgfError, read_games
from gocount_gui.record.sgf import MAX_MOVES, MAX_NESTING, MAX_NOTES


def occupied(moves: int) -> bytes:
    """A record whose Black plays A19 and every later move lands on it."""
    return b"(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese];B[aa]" + b";W[aa];B[aa]" * (moves // 2) + b")"


def test_notes_on_skipped_moves_stop_after_the_first_few_and_count_the_rest():
    [record] = read_games(occupied(300), "x.sgf")
    notes = [str(w) for w in record.warnings]
    skipped = [note for note in notes if "occupied; move skipped" in note]
    assert len(skipped) == MAX_NOTES
    assert any("280 more notes like these are not shown" in note for note in notes)


def test_notes_on_the_game_are_kept_when_the_moves_notes_are_capped():
    [record] = read_games(occupied(300).replace(b"KM[6.5]", b"KM[six]"), "x.sgf")
    assert any("KM" in str(w) and "not a number" in str(w) for w in record.warnings)


def test_the_command_line_prints_a_few_notes_for_thousands_of_bad_moves(tmp_path, capsys):
    game = tmp_path / "bad.sgf"
    game.write_bytes(occupied(5000))
    assert main([str(game)]) == 0
    out = capsys.readouterr().out
    assert out.count("move skipped") == MAX_NOTES
    assert "4,980 more notes like these are not shown" in out


def test_a_main_line_longer_than_any_game_is_refused_with_a_message(tmp_path, capsys):
    with pytest.raises(SgfError, match=f"more than {MAX_MOVES:,} moves"):
        read_games(occupied(MAX_MOVES + 2), "long.sgf")
    game = tmp_path / "long.sgf"
    game.write_bytes(occupied(MAX_MOVES + 2))
    assert main([str(game)]) == 2
    assert "long.sgf" in capsys.readouterr().err


def test_variations_nested_deeper_than_any_game_are_refused_before_parsing():
    deep = MAX_NESTING + 1
    with pytest.raises(SgfError, match=f"nest more than {MAX_NESTING:,} deep"):
        read_games(b"(;GM[1]SZ[9]" + b"(;B[aa]" * deep + b")" * deep + b")", "deep.sgf")


def test_variations_nested_as_a_game_does_are_read():
    depth = 300
    moves = b"".join(b"(;%s[%s]" % (b"BW"[i % 2 : i % 2 + 1], bytes([97 + i % 9, 97 + i // 9 % 9])) for i in range(depth))
    [record] = read_games(b"(;GM[1]SZ[9]" + moves + b")" * depth + b")", "nested.sgf")
    assert record.moves == depth
