"""Reading game records as players bring them: every RE, KM, HA and RU form,
passes, encodings, collections, variations, setup, sizes and damage."""

from pathlib import Path

import pytest

from gocount_gui.record import Outcome, SgfError, read_file, read_games, read_result, read_rules
from gocount_gui.record.sgf import MAX_BYTES
from gocount_gui.scoring import Colour, PerColour, count_all
from gocount_gui.scoring.colour import parse_point_name

DATA = Path(__file__).parent / "data"


def game(body: str, root: str = "", size: int = 5) -> bytes:
    return f"(;GM[1]FF[4]SZ[{size}]{root}{body})".encode()


def one(data: bytes):
    records = read_games(data, "test.sgf")
    assert len(records) == 1
    return records[0]


def messages(record) -> list[str]:
    return [str(w) for w in record.warnings]


# ---- RE -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, outcome, winner, margin, strict",
    [
        ("B+3.5", Outcome.SCORE, "B", 3.5, "B+3.5"),
        ("W+0.5", Outcome.SCORE, "W", -0.5, "W+0.5"),
        ("B+55.50", Outcome.SCORE, "B", 55.5, "B+55.5"),
        ("b + 12", Outcome.SCORE, "B", 12, "B+12"),
        ("W+2,5", Outcome.SCORE, "W", -2.5, "W+2.5"),
        ("B+R", Outcome.RESIGNATION, "B", None, "B+R"),
        ("B+Resign", Outcome.RESIGNATION, "B", None, "B+R"),
        ("W+Resignation", Outcome.RESIGNATION, "W", None, "W+R"),
        ("W+T", Outcome.TIME, "W", None, "W+T"),
        ("B+Time", Outcome.TIME, "B", None, "B+T"),
        ("W+F", Outcome.FORFEIT, "W", None, "W+F"),
        ("B+", Outcome.WIN, "B", None, "B+"),
        ("0", Outcome.DRAW, None, 0, "0"),
        ("Draw", Outcome.DRAW, None, 0, "0"),
        ("Jigo", Outcome.DRAW, None, 0, "0"),
        ("Void", Outcome.VOID, None, None, "Void"),
        ("?", Outcome.UNKNOWN, None, None, "?"),
        ("White wins by 6.5 points", Outcome.SCORE, "W", -6.5, "W+6.5"),
        ("Black wins by resignation", Outcome.RESIGNATION, "B", None, "B+R"),
        ("黑中盘胜", Outcome.RESIGNATION, "B", None, "B+R"),
        ("白胜3又3/4子", Outcome.SCORE, "W", -7.5, "W+7.5"),
        ("黑胜1目半", Outcome.SCORE, "B", 1.5, "B+1.5"),
        ("白中押し勝ち", Outcome.RESIGNATION, "W", None, "W+R"),
        ("黒3目半勝", Outcome.SCORE, "B", 3.5, "B+3.5"),
        ("흑 불계승", Outcome.RESIGNATION, "B", None, "B+R"),
        ("백 6집반 승", Outcome.SCORE, "W", -6.5, "W+6.5"),
        ("白超时胜", Outcome.TIME, "W", None, "W+T"),
        ("和棋", Outcome.DRAW, None, 0, "0"),
        ("持碁", Outcome.DRAW, None, 0, "0"),
    ],
)
def test_every_real_form_of_re_is_read_and_written_strictly(text, outcome, winner, margin, strict):
    result = read_result(text)
    assert result.text == text
    assert result.outcome is outcome
    assert (result.winner.letter if result.winner else None) == winner
    assert result.margin == margin
    assert result.strict == strict
    assert read_result(result.strict).strict == strict


def test_a_record_keeps_re_as_written():
    record = one(game(";B[cc]", "RE[B+Resign]"))
    assert record.result_text == "B+Resign"
    assert record.result.strict == "B+R"
    assert one(game(";B[cc]")).result is None


# ---- KM -------------------------------------------------------------------


@pytest.mark.parametrize(
    "km, komi, warned",
    [("0.50", 0.5, False), ("6.5", 6.5, False), ("7", 7.0, False), ("-9.50", -9.5, False),
     ("750", 7.5, True), ("375", 7.5, True), ("650", 6.5, True), ("six", None, True)],
)
def test_komi_in_every_written_form(km, komi, warned):
    record = one(game(";B[cc]", f"KM[{km}]"))
    assert record.komi == komi
    assert any("KM" in w for w in messages(record)) == warned


def test_missing_komi_is_none_and_counts_as_zero_in_the_tray():
    record = one(game(";B[cc]"))
    assert record.komi is None and record.tray.komi == 0


# ---- HA -------------------------------------------------------------------


def test_handicap_with_setup_stones():
    record = one(game(";W[dd];B[cc]", "HA[2]AB[bb][dd]".replace("[dd]", "[db]"), size=9))
    assert record.handicap == 2 and record.tray.handicap == 2
    assert record.warnings == ()


def test_free_placement_as_a_run_of_black_moves_counts_like_katago():
    # HA[3] written as three Black moves before White's first; a White pass between them is skipped
    record = one(game(";B[cc];B[gg];W[];B[cg];W[gc];B[ee]", "HA[3]", size=9))
    assert record.handicap == 3
    assert record.warnings == ()
    no_ha = one(game(";B[cc];B[gg];B[cg];W[gc];B[ee]", size=9))
    assert no_ha.handicap == 3


def test_handicap_without_any_stones_takes_ha_and_says_so():
    record = one(game(";W[cc];B[gg]", "HA[4]", size=9))
    assert record.handicap == 4
    assert any("HA[4] but no handicap stones" in w for w in messages(record))


def test_ha_1_is_no_handicap_and_an_even_game_has_none():
    assert one(game(";B[cc];W[gg]", "HA[1]", size=9)).handicap == 0
    assert one(game(";B[cc];W[gg]", size=9)).handicap == 0
    assert one(game(";B[cc];W[gg]", "HA[0]", size=9)).warnings == ()


def test_ha_disagreeing_with_the_stones_trusts_the_stones():
    record = one(game(";W[cc]", "HA[2]AB[gg][cg][gc]", size=9))
    assert record.handicap == 3
    assert any("HA[2] but 3 handicap stones" in w for w in messages(record))


# ---- RU -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, key, assumed",
    [
        ("Japanese", "japanese", False),
        ("japanese", "japanese", False),
        ("Chinese", "chinese", False),
        ("AGA", "aga", False),
        ("New Zealand", "new zealand", False),
        ("NZ", "new zealand", False),
        ("Korean", "korean", False),
        ("Ing", "ing", False),
        ("GOE", "ing", False),
        ("Tromp/Taylor", "tromp-taylor", False),
        ("TT--", "tromp-taylor", False),
        ("koPOSITIONALscoreAREAtaxNONEsui1", "tromp-taylor", False),
        ("koSIMPLEscoreTERRITORYtaxSEKIsui0", "japanese", False),
        ("koSITUATIONALscoreAREAtaxNONEsui0whbN-1", "aga", False),
        ("koSITUATIONALscoreAREAtaxNONEsui1", "new zealand", False),
        ("koSIMPLEscoreAREAtaxNONEsui0whbN", "chinese", False),
        ('{"ko":"SIMPLE","scoring":"TERRITORY","suicide":false,"tax":"SEKI"}', "japanese", False),
        ('{"ko":"POSITIONAL","scoring":"AREA","suicide":true,"tax":"NONE"}', "tromp-taylor", False),
        ("Japanese rules, 5.5 komi", "japanese", False),
        ("中国规则", "chinese", False),
        ("club rules", "japanese", True),
        ("", "japanese", True),
    ],
)
def test_rules_text_maps_to_a_preset_or_says_what_was_assumed(text, key, assumed):
    reading = read_rules(text)
    assert reading.key == key
    assert reading.assumed == assumed
    if assumed:
        assert "Japanese" in reading.note


def test_a_record_with_unclear_rules_says_which_preset_was_assumed():
    record = one(game(";B[cc]", "RU[house rules]"))
    assert record.rules_key is None and record.rules.key == "japanese"
    assert "RU[house rules]" in record.rules.note


# ---- passes ----------------------------------------------------------------


def test_passes_as_empty_and_as_tt_up_to_19x19():
    for size in (9, 19):
        record = one(game(";B[cc];W[tt];B[];W[tt]", size=size))
        assert record.tray.passes == PerColour(1, 2)
        assert record.tray.last_pass is Colour.WHITE
        assert record.position.count(Colour.BLACK) == 1 and record.position.count(Colour.WHITE) == 0


def test_tt_is_a_point_on_boards_larger_than_19():
    record = one(game(";B[tt];W[]", size=21))
    assert record.position.get((21 - 1 - 19, 19)) is Colour.BLACK
    assert record.tray.passes == PerColour(0, 1)


def test_games_ending_in_two_or_three_passes_know_who_passed_last():
    two = one(game(";B[cc];W[dd];B[];W[]"))
    three = one(game(";B[cc];W[dd];B[];W[];B[]"))
    assert two.tray.last_pass is Colour.WHITE and two.tray.passes == PerColour(1, 1)
    assert three.tray.last_pass is Colour.BLACK and three.tray.passes == PerColour(2, 1)
    assert three.tray.played_before_first_pass == PerColour(1, 1)


# ---- encodings ---------------------------------------------------------------


@pytest.mark.parametrize(
    "name, black, white, note",
    [
        ("enc-gb2312.sgf", "柯洁", "古力", False),
        ("enc-gbk-no-ca.sgf", "柯洁", "古力", False),
        ("enc-big5.sgf", "柯潔", "李世石", False),
        ("enc-shift-jis.sgf", "井山裕太", "張栩", False),
        ("enc-euc-kr.sgf", "이세돌", "박정환", False),
        ("enc-euc-kr-no-ca.sgf", "이세돌", "박정환", False),
        ("enc-latin1-no-ca.sgf", "Jürgen Müller", "François Séguin", False),
        ("enc-utf8-no-ca.sgf", "Jürgen Müller", "柯洁", False),
        ("enc-ca-utf8-over-gbk.sgf", "柯洁", "古力", True),
    ],
)
def test_text_reads_right_in_every_encoding(name, black, white, note):
    record = read_file(DATA / name)[0]
    assert record.players == PerColour(black, white)
    assert record.result.strict == "W+0.5"  # the localized RE of each file
    assert any("CA" in w for w in messages(record)) == note
    score = count_all(record.position, record.tray)
    assert score.counts[record.rules.key].result.margin == record.result.margin


def test_an_unknown_ca_is_read_anyway_with_a_note():
    record = one("(;GM[1]FF[4]CA[klingon-8]SZ[5]PB[Anna];B[cc])".encode())
    assert record.players.black == "Anna"
    assert any("CA[klingon-8]" in w for w in messages(record))


# ---- collections, variations, setup, sizes ----------------------------------


def test_a_collection_gives_every_game_and_counts_the_main_line():
    first, second = read_file(DATA / "collection-variations.sgf")
    assert (first.index, second.index) == (0, 1)
    assert first.variations == 2 and first.moves == 12
    assert first.position.get(parse_point_name("C3", 5)) is None  # the variation's W[cc] is not played
    assert first.players == PerColour("Anna", "Ben")
    score = count_all(first.position, first.tray)
    assert score.counts["japanese"].result.text == "W+0.5"


def test_setup_in_the_middle_of_a_game():
    second = read_file(DATA / "collection-variations.sgf")[1]
    assert second.position.get(parse_point_name("D5", 5)) is None  # AE removed White's stone
    assert second.position.get(parse_point_name("E5", 5)) is Colour.BLACK
    assert second.tray.played.black == 6  # the added stone counts as Black's
    score = count_all(second.position, second.tray, second.marked_dead, second.marked_owners())
    assert score.counts[second.rules.key].result.margin == second.result.margin


@pytest.mark.parametrize("size", [2, 3, 7, 25])
def test_board_sizes_2_to_25(size):
    record = one(game(";B[aa];W[]", size=size))
    assert record.size == size and record.position.size == size
    assert record.position.get((size - 1, 0)) is Colour.BLACK


@pytest.mark.parametrize("sz", ["1", "26", "19:13", "big"])
def test_unsupported_sizes_are_one_clear_error(sz):
    with pytest.raises(SgfError) as caught:
        read_games(f"(;GM[1]FF[4]SZ[{sz}];B[aa])".encode(), "odd.sgf")
    message = str(caught.value)
    assert "odd.sgf" in message and f"SZ[{sz}]" in message and "node 0" in message


# ---- damage -------------------------------------------------------------------


def test_a_move_on_an_occupied_point_is_skipped_with_a_warning_naming_it():
    record = one(game(";B[cc];W[dd];B[dd];W[cd]"))
    assert messages(record) == ["move 3 (node 3), B[D2]: D2 is occupied; move skipped"]
    assert record.position.get(parse_point_name("D2", 5)) is Colour.WHITE
    assert record.position.get(parse_point_name("C2", 5)) is Colour.WHITE


def test_suicide_is_played_anyway_where_forbidden_and_silently_where_allowed():
    body = ";B[ab];W[cc];B[ba];W[dd];B[ee];W[aa]"  # White's a5 is a one-stone suicide
    forbidden = one(game(body, "RU[Japanese]"))
    warnings = messages(forbidden)
    assert len(warnings) == 1 and warnings[0].startswith("move 6 (node 6), W[A5]") and "played anyway" in warnings[0]
    allowed = one(game(body, "RU[New Zealand]"))
    assert allowed.warnings == ()
    for record in (forbidden, allowed):
        assert record.position.get(parse_point_name("A5", 5)) is None
        assert record.tray.captures.white == 1  # the suicided stone is in Black's lid


def test_a_stone_off_the_board_is_ignored_with_a_warning():
    record = one(game(";B[cc];W[zz];B[dd]"))
    assert any(w.startswith("move 2 (node 2), W[zz]") and "not a point" in w for w in messages(record))
    assert record.position.count(Colour.BLACK) == 2


def test_a_truncated_file_is_read_up_to_where_it_stops():
    whole = (DATA / "collection-variations.sgf").read_bytes()
    cut = whole[: whole.index(b";B[ce]")] + b";B[c"
    records = read_games(cut, "cut.sgf")
    assert len(records) == 2
    assert any("ends in the middle" in w for w in messages(records[1]))
    assert records[1].position.count(Colour.BLACK) == 3


def test_binary_junk_is_one_error_naming_the_file():
    junk = bytes(range(256)) * 100
    with pytest.raises(SgfError, match=r"^junk\.sgf: not an SGF file"):
        read_games(junk, "junk.sgf")


def test_damaged_structure_is_one_error_saying_what():
    with pytest.raises(SgfError, match=r"broken\.sgf: not a readable SGF file"):
        read_games(b"(;GM[1]SZ[9] junk ;B[aa])", "broken.sgf")


def test_a_50_mb_file_is_refused_at_once_with_its_size(tmp_path):
    huge = tmp_path / "huge.sgf"
    with huge.open("wb") as stream:
        stream.truncate(50 * 1024 * 1024)
    with pytest.raises(SgfError) as caught:
        read_file(huge)
    assert "huge.sgf" in str(caught.value) and "52.4 MB" in str(caught.value)
    assert MAX_BYTES < huge.stat().st_size


def test_a_missing_file_is_one_error():
    with pytest.raises(SgfError, match="cannot read the file"):
        read_file("/nonexistent/game.sgf")


# ---- dead stones and territory as recorded ----------------------------------


def test_stones_on_the_opponents_marked_territory_are_dead_and_own_stones_are_ignored():
    body = ";B[bc];W[dc];B[bb];W[db];B[bd];W[dd];B[ba];W[da];B[be];W[de];B[ee];W[];B[]"
    marks = "TB[aa][ab][ac][ad][ae][bb]TW[ea][eb][ec][ed][ee]"  # TB[bb] is Black's own stone
    record = one(game(body + marks))
    assert record.marked_dead == {parse_point_name("E1", 5)}
    score = count_all(record.position, record.tray, record.marked_dead, record.marked_owners())
    assert score.ledger.territory == PerColour(5, 5)
    assert score.ledger.dead == PerColour(1, 0)


def test_marked_open_regions_count_as_the_players_agreed():
    # the centre column is open, but the markup gives it to Black
    body = ";B[ba];W[da];B[bb];W[db];B[bc];W[dc];B[bd];W[dd];B[be];W[de];B[];W[]"
    marks = "TB[aa][ab][ac][ad][ae][ca][cb][cc][cd][ce]TW[ea][eb][ec][ed][ee]"
    record = one(game(body + marks, "KM[0.5]"))
    plain = count_all(record.position, record.tray)
    agreed = count_all(record.position, record.tray, record.marked_dead, record.marked_owners())
    assert plain.counts["japanese"].result.text == "W+0.5"
    assert agreed.counts["japanese"].result.text == "B+4.5"


# ---- the corpus -----------------------------------------------------------------


def test_every_file_of_the_corpus_opens_without_a_crash(corpus_dir):
    files = sorted(corpus_dir.rglob("*.sgf"))
    assert len(files) >= 500
    games = 0
    for path in files:
        records = read_file(path)
        games += len(records)
        for record in records:
            assert record.position.size == record.size
    assert games >= len(files)


def test_the_corpus_fox_komi_is_fixed_with_a_warning(corpus_dir):
    fixed = [r for p in (corpus_dir / "fox-ai-games-yenw").rglob("*.sgf") for r in read_file(p)
             if any("Fox writes komi" in w for w in messages(r))]
    assert len(fixed) > 50
    assert {r.komi for r in fixed} == {7.5}
