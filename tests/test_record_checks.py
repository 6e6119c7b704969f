"""Values read from a record are checked against the record (issue 34,
items 2 to 5, 22 and the smaller points): gocount's saved count against the
position, the handicap and the TB/TW beside it; skipped moves are no
handicap; a point marked for both colours is nobody's; a count by numbers
with a CA that names no character set; SZ[19:19]; upper-case moves."""

from __future__ import annotations

import re

import pytest

from gocount_gui.model import GameModel, state_from_record, take_snapshot
from gocount_gui.record import SgfError, read_games
from gocount_gui.record.numbers_record import read_numbers_record
from gocount_gui.record.saved import PROPERTY
from gocount_gui.scoring import Colour

B, W = Colour.BLACK, Colour.WHITE


def result(data: bytes, rules: str = "japanese") -> str:
    """The result the window shows for a record as it opens."""
    return take_snapshot(state_from_record(read_games(data)[0])).score.counts[rules].result.text


def notes(data: bytes) -> list[str]:
    return [str(w) for w in read_games(data)[0].warnings]


@pytest.fixture
def saved(tmp_path) -> bytes:
    """A 9x9 count gocount saved: a black wall on column C, a white one on
    D, one more white stone at J9, and a black stone dead in White's area
    (G5). 10 stones each, so swapping the colours keeps the stone counts."""
    model = GameModel()
    model.new_count(9, komi=6.5)
    model.place([(row, 2) for row in range(9)] + [(4, 6)], B)
    model.place([(row, 3) for row in range(9)] + [(8, 8)], W)
    model.toggle_dead((4, 6), force=True)
    path = tmp_path / "saved.sgf"
    model.save(path)
    return path.read_bytes()


def test_a_saved_count_that_fits_its_record_is_taken_as_saved(saved):
    record = read_games(saved)[0]
    assert record.saved is not None and record.marked_dead == {(4, 6)}
    assert not [w for w in record.warnings if w.prop == PROPERTY]


def test_a_handicap_of_999999_in_the_property_is_refused(saved):
    tampered = saved.replace(b"handicap=0", b"handicap=999999")
    record = read_games(tampered)[0]
    assert record.saved is None and record.handicap == 0
    assert any("handicap is 999999, not a whole number from 0 to 99" in n for n in notes(tampered))
    assert result(tampered) == result(saved)


def test_a_handicap_the_record_does_not_state_is_refused(saved):
    tampered = saved.replace(b"handicap=0", b"handicap=5")
    assert read_games(tampered)[0].saved is None
    assert any("its handicap 5 disagrees with the record, which has no HA" in n for n in notes(tampered))
    assert result(tampered) == result(saved)


def test_territory_marks_edited_by_another_program_are_read_and_said(saved):
    first = re.search(rb"TW((?:\[..\])+)", saved).group(1)[:4]
    tampered = saved.replace(b"TW" + first, b"TW", 1)
    record = read_games(tampered)[0]
    assert record.saved is None
    assert any("the TB/TW markup differs from its territory on 1 points" in n for n in notes(tampered))
    assert record.territory_marks.white == read_games(saved)[0].territory_marks.white - {read_games(b"(;SZ[9];B[" + first[1:3] + b"])")[0].last_move}


def test_swapped_colours_do_not_make_a_black_stone_dead_white(saved):
    swapped = saved.replace(b"AB[", b"A_[").replace(b"AW[", b"AB[").replace(b"A_[", b"AW[")
    record = read_games(swapped)[0]
    assert record.position.get((4, 6)) is W
    assert record.saved is None  # its dead black stone now stands there white
    assert any("gocount's saved count is ignored" in n for n in notes(swapped))


def test_skipped_moves_are_no_handicap():
    # five black moves on one point, then White: one black stone, no handicap
    data = b"(;GM[1]SZ[9]KM[0.5];B[ee];B[ee];B[ee];B[ee];B[ee];W[cc])"
    record = read_games(data)[0]
    assert record.handicap == 0 and len(record.position.stones(B)) == 1
    assert result(data, "chinese") == "W+0.5"  # one stone each, one region for nobody: komi alone (with H = 5: W+5.5)


def test_points_marked_for_both_colours_are_nobodys_territory():
    data = (b"(;GM[1]SZ[5]KM[0];AB[ca][cb][cc][cd][ce]AW[da][db][dc][dd][de]"
            b"TB[aa][ab][ac][ad][ae][ba][bb][bc][bd][be]TW[aa][ab][ac][ad][ae][ea][eb][ec][ed][ee])")
    assert result(data) == "B+5"
    assert any("5 points are marked both Black's and White's territory (first A1); those marks are ignored" in n for n in notes(data))


def test_a_count_by_numbers_with_a_ca_that_is_no_character_set_is_read():
    block = (b"GOCOUNT[gocount=1 by=numbers rules=japanese size=19 komi=6.5 handicap=0 stones=120,118 territory=60,55 "
             b"seki=0,0 fill=0,0 captures=10,12 dead=2,2 passes=1,1 last=W played=- first=-]")
    numbers, key, info = read_numbers_record(b"(;GM[1]FF[4]SZ[19]CA[zlib]PB[Lee]" + block + b")")
    assert numbers.size == 19 and key == "japanese" and info.black == "Lee"
    with pytest.raises(SgfError, match=r"SZ\[9{40}\.\.\. \(400 characters\)\] is not supported"):
        read_numbers_record(b"(;GM[1]FF[4]SZ[" + b"9" * 400 + b"]" + block + b")")


def test_sz_19_19_is_a_square_board_and_is_kept_when_saved(tmp_path):
    path = tmp_path / "square.sgf"
    path.write_bytes(b"(;GM[1]FF[4]SZ[19:19]KM[6.5];B[pd];W[dp])")
    model = GameModel()
    record = model.open_file(path)
    assert record.size == 19 and record.position.get((15, 15)) is B
    model.set_komi(7.5)
    model.save(path)
    assert b"SZ[19:19]" in path.read_bytes() and read_games(path.read_bytes())[0].komi == 7.5
    with pytest.raises(SgfError, match=r"SZ\[19:13\] is not supported"):
        read_games(b"(;GM[1]SZ[19:13];B[pd])")


def test_upper_case_moves_are_read_with_a_note():
    data = b"(;GM[1]SZ[9];B[DD];W[ee];B[ CC])"
    record = read_games(data)[0]
    assert record.position.get((5, 3)) is B and record.position.get((6, 2)) is B
    [note] = notes(data)
    assert note == "move 1 (node 1), B[DD]: moves written in upper case or with spaces, which SGF does not allow (2 in all); read as lower case"


def test_the_window_takes_up_a_count_saved_without_territory_as_saved(window, tmp_path):
    # two walls with a line of dame between them: no territory, so no TB/TW,
    # and a count the players made (captures 3) that a suggestion must not redo
    model = GameModel()
    model.new_count(3, komi=0.5)
    model.place([(0, 0), (1, 0), (2, 0)], B)
    model.place([(0, 2), (1, 2), (2, 2)], W)
    model.set_captures(W, 3)
    path = tmp_path / "dame.sgf"
    model.save(path)
    assert b"TB[" not in path.read_bytes() and b"TW[" not in path.read_bytes()
    assert window.open_path(path, ask=False)
    assert not window.model.suggesting and not window.model.dirty
    assert window.model.state.tray.captures.white == 3
    assert "dead stones as the players marked them" in window.statusBar().currentMessage()
