"""The scoring package's sentences in another language: the side panel, the
score sheet and gocount-score's text show no English once a translation is
installed, plural forms follow the language, lupdate finds every text that
is translated, and the text table lines up wide (CJK) characters.

A pseudo-translation wraps every message in « » (Qt asks it for every
source text); whatever English is left outside the marks was never
translated. Player names, the place, file names, symbols and results
("B+1.5") are the record's or the notation's, not English.
"""

from __future__ import annotations

import argparse
import pickle
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gocount_gui import i18n
from gocount_gui.scoring.numbers import parse_counts, to_ledger
from gocount_gui.scoring.identities import lid_audit
from gocount_gui.scoring.ledger import PositionError
from gocount_gui.scoring.text import Text, translate
from gocount_gui.i18n import shown as in_language
from pseudo_translation import installed

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "resources" / "example.sgf"
THE_RECORDS_OWN = ("Golois2", "neraimc", "The KGS Go Server at http://www.gokgs.com/", str(EXAMPLE), "resources/example.sgf",
                   "example.sgf", "gocount")
"""What the example's texts hold that is the record's or a name, not English."""
NOTATION = {"mod"}
"""Words of the notation: A_B - A_W \u2261 s*s - N (mod 2)."""


def lid_ledger(black_stones: int):
    """A ledger whose lids are ``black_stones - 5`` stones apart, passes recorded."""
    return to_ledger(parse_counts(f"size=4,S_B={black_stones},S_W=5,R_B=1,R_W=1"))


def outside_marks(text: str) -> str:
    """``text`` without what stands inside « » (nested marks counted). A
    closing mark with none open ends the piece of a sentence split around a
    field ("Black passed [2] time(s)"): what comes before it is inside."""
    kept, depth = [], 0
    for char in text:
        if char == "\u00ab":
            depth += 1
        elif char == "\u00bb":
            if depth == 0:
                kept.clear()
            else:
                depth -= 1
        elif depth == 0:
            kept.append(char)
    return "".join(kept)


def english_left(texts, own=THE_RECORDS_OWN) -> dict[str, str]:
    """Each English word left outside the marks, with a text it is in."""
    found = {}
    for text in texts:
        bare = text
        for value in own:
            bare = bare.replace(value, " ")
        for word in re.findall(r"[A-Za-z]{3,}", outside_marks(bare)):
            if word not in NOTATION:
                found.setdefault(word, text[:160])
    return found


# ---- the mechanism ------------------------------------------------------------------


def test_a_text_is_its_english_and_keeps_how_to_translate_it():
    who = translate("Colour", "Black")
    said = translate("Test", "{who} passed last").format(who=who)
    assert said == "Black passed last" and isinstance(said, str)
    assert (said.context, said.template, dict(said.args)) == ("Test", "{who} passed last", {"who": who})
    assert said.render(lambda context, source, _d=None, _n=-1: f"<{source}>") == "<<Black> passed last>"
    assert pickle.loads(pickle.dumps(said)).render(lambda c, s, _d=None, _n=-1: "~" + s) == "~~Black passed last"
    with pytest.raises(AttributeError):
        said.template = "x"


def test_an_error_raised_with_a_text_keeps_it():
    error = PositionError(translate("Ledger", "{point} is marked dead but holds no stone").format(point="D4"))
    assert str(error) == "D4 is marked dead but holds no stone"
    assert str(error).template == "{point} is marked dead but holds no stone"


def test_english_plurals_need_no_translator():
    assert lid_audit(lid_ledger(6)).why.startswith("Black's lid is 1 stone short, or White's lid holds 1 too many")
    assert lid_audit(lid_ledger(8)).why.startswith("Black's lid is 3 stones short, or White's lid holds 3 too many")


GERMAN_PLURAL = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Identities</name>
    <message numerus="yes">
        <source>Black's lid is %n stones short, or White's lid holds %n too many (or a pass, the handicap or who passed last is wrong)</source>
        <translation>
            <numerusform>Im Deckel von Schwarz fehlt %n Stein</numerusform>
            <numerusform>Im Deckel von Schwarz fehlen %n Steine</numerusform>
        </translation>
    </message>
</context>
</TS>
"""


def test_plural_forms_follow_the_language(qapp, tmp_path):
    """A .qm built from a numerus message gives German's singular and plural."""
    from PySide6.QtCore import QTranslator

    tool = i18n.lrelease()
    if tool is None:
        pytest.skip("pyside6-lrelease is not at hand")
    source, target = tmp_path / "plural_de.ts", tmp_path / "plural_de.qm"
    source.write_text(GERMAN_PLURAL, encoding="utf-8")
    subprocess.run([tool, "-silent", str(source), "-qm", str(target)], check=True, timeout=60)
    translator = QTranslator()
    assert translator.load(str(target))
    with installed(translator):
        assert in_language(lid_audit(lid_ledger(6)).why) == "Im Deckel von Schwarz fehlt 1 Stein"
        assert in_language(lid_audit(lid_ledger(8)).why) == "Im Deckel von Schwarz fehlen 3 Steine"
        # White's side has no translation here: English, singular and plural alike.
        assert in_language(lid_audit(lid_ledger(4)).why).startswith("White's lid is 1 stone short")
        assert in_language(lid_audit(lid_ledger(2)).why).startswith("White's lid is 3 stones short")


def extracted(tmp_path) -> dict[tuple[str, str], bool]:
    """Every message lupdate finds in gocount's sources, and whether it has plural forms."""
    tool = Path(sys.executable).parent / "pyside6-lupdate"
    if not tool.exists():
        pytest.skip("pyside6-lupdate is not beside this Python")
    ts = tmp_path / "all.ts"
    sources = sorted(str(p) for p in (ROOT / "gocount_gui").rglob("*.py"))
    subprocess.run([str(tool), "-silent", *sources, "-ts", str(ts)], check=True, timeout=120)
    return {
        (context.findtext("name"), message.findtext("source")): message.get("numerus") == "yes"
        for context in ET.parse(ts).getroot().iter("context")
        for message in context.iter("message")
    }


def test_lupdate_files_the_scoring_texts_under_their_contexts(tmp_path):
    found = extracted(tmp_path)
    assert found[("Rules", "Japanese")] is False
    assert found[("Identities", "the lids add up")] is False
    assert found[("Komi", "{points} counted points (odd): {verdict}.")] is False
    lid = ("Identities", "Black's lid is %n stones short, or White's lid holds %n too many "
                         "(or a pass, the handicap or who passed last is wrong)")
    assert found[lid] is True
    assert found[("Borders", "%n more points")] is True
    assert found[("Cli", "%n open region(s) counted as the TB/TW markup says")] is True
    assert found[("Argparse", "usage: ")] is False
    contexts = {context for context, _source in found}
    assert {"Rules", "Identities", "Komi", "Borders", "Scorers", "Ledger", "Numbers", "Proofs", "Words"} <= contexts


# ---- the side panel, the score sheet and gocount-score in «pseudo» ------------------


def side_panel_texts(side) -> list[str]:
    """Everything the header, the score panel and the tray show or say:
    labels, buttons, tooltips, accessible names, the table (every row and
    its breakdown) and the identities."""
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QGroupBox, QLabel, QTextBrowser, QTreeWidget, QWidget

    texts = []
    for part in (side.header, side.panel, side.tray):
        for widget in [part] + part.findChildren(QWidget):
            texts += [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()]
            if isinstance(widget, (QLabel, QAbstractButton)):
                texts.append(widget.text())
            if isinstance(widget, QGroupBox):
                texts.append(widget.title())
            if isinstance(widget, QComboBox):
                texts += [widget.itemText(i) for i in range(widget.count())]
            if isinstance(widget, QTextBrowser):
                texts.append(widget.toPlainText())
            if isinstance(widget, QTreeWidget):  # a row's breakdown is there, folded or not
                items, stack = [widget.headerItem()], [widget.topLevelItem(i) for i in range(widget.topLevelItemCount())]
                while stack:
                    item = stack.pop()
                    items.append(item)
                    stack += [item.child(i) for i in range(item.childCount())]
                texts += [text for item in items for column in range(widget.columnCount())
                          for text in (item.text(column), item.toolTip(column))]
    return [text.replace("&", "") for text in texts if text]


@pytest.fixture
def pseudo_side(pseudo, qtbot):
    """The side column's three parts (the game's header, the score panel
    and the tray) made in the pseudo-translation, on the example game."""
    from types import SimpleNamespace

    from PySide6.QtWidgets import QVBoxLayout, QWidget

    from gocount_gui.model import GameModel
    from gocount_gui.ui.header import GameHeader
    from gocount_gui.ui.panel import ScorePanel
    from gocount_gui.ui.tray import TrayWidget

    column = QWidget()  # owns the model and the parts: all go at once
    model = GameModel(column)
    model.open_file(EXAMPLE)
    side = SimpleNamespace(model=model, header=GameHeader(model), panel=ScorePanel(model), tray=TrayWidget(model))
    layout = QVBoxLayout(column)
    for part in (side.header, side.panel, side.tray):
        layout.addWidget(part)
    qtbot.addWidget(column)
    column.resize(420, 900)
    column.show()
    yield side
    column.close()
    del side, model
    column.deleteLater()
    qtbot.wait(1)  # deleted while the translation is still in place


def test_the_side_panel_shows_no_english_in_another_language(pseudo_side):
    texts = side_panel_texts(pseudo_side)
    assert any("\u00abThe lids add up\u00bb" in text or "\u00abthe lids add up\u00bb" in text for text in texts)
    assert english_left(texts) == {}


def test_the_side_panel_words_a_miscount_in_another_language(pseudo_side):
    """Lids that do not add up, Black passing last, a handicap and an
    unknown rule set's verdicts: the sentences of the failing paths."""
    from gocount_gui.scoring.colour import Colour

    model = pseudo_side.model
    model.set_captures(Colour.BLACK, model.state.tray.captures.black + 5)
    model.set_last_pass(Colour.BLACK)
    model.set_handicap(3)  # H' = 2: the lids are 5 - 1 - 2 stones apart
    model.set_rules("aga")
    texts = side_panel_texts(pseudo_side)
    assert any("\u00abBlack's lid is 2 stones short" in text for text in texts)
    assert english_left(texts) == {}


def test_the_score_sheet_shows_no_english_in_another_language(pseudo_side, monkeypatch):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from gocount_gui.ui import sheet

    drawn: list[str] = []
    draw = sheet._Page.text

    def recording(page, x, y, w, h, text, *rest, **named):
        drawn.append(text)
        return draw(page, x, y, w, h, text, *rest, **named)

    monkeypatch.setattr(sheet._Page, "text", recording)
    game = sheet.sheet_game(pseudo_side.model.snapshot, pseudo_side.model.record)
    image = QImage(620, 877, QImage.Format.Format_RGB32)
    image.fill(QColor(255, 255, 255))
    painter = QPainter(image)
    try:
        sheet.paint_page(painter, QRectF(0, 0, image.width(), image.height()), game, 620 / 210)
    finally:
        painter.end()
    assert any(text.startswith("\u00abB+1.5") or "B+1.5" in text for text in drawn)
    assert english_left(drawn, THE_RECORDS_OWN + ("2019-04-11",)) == {}


def cli_table(args: list[str]) -> str:
    from gocount_gui import cli
    from gocount_gui.record import read_bytes, read_games

    options = cli.build_parser().parse_args([str(EXAMPLE), *args])
    record = read_games(read_bytes(EXAMPLE), str(EXAMPLE))[0]
    counted = cli.count_record(record, options)
    return cli.as_table(record, counted.score, counted.key, counted.dead, counted.notes)


def test_gocount_score_prints_no_english_in_another_language(pseudo):
    table = cli_table(["--dead", "auto", "--komi", "6.5"])
    assert "\u00abJapanese\u00bb" in table and "\u00abidentities:\u00bb" in table
    assert english_left(table.splitlines()) == {}


def test_gocount_score_help_is_in_the_language_installed(pseudo):
    from gocount_gui import cli

    with cli.argparse_in_language():
        help_text = cli.build_parser().format_help()
    assert help_text.startswith("\u00abusage: \u00bbgocount-score [-h]")
    usage, rest = help_text.split("\n\n", 1)
    referee = ("referee", "katago")  # the referee's options: engine/headless.py's own help
    options = [part for part in re.split(r"\n(?=  -)", rest) if not part.strip().lstrip("-").startswith(referee)]
    # Left outside the marks: option names, metavars (FILE_OR_DIR, OUT.pdf|OUT.png, x1,y1,...,x4,y4) and choices, which are typed.
    typed = re.compile(r"-{1,2}[a-z-]+,?|[A-Z][A-Za-z_.|]*|[xy]\d(?:,[xy]\d)+|\{[a-z0-9,]+\}|:")
    left = [token for part in options for token in outside_marks(part).split() if not typed.fullmatch(token)]
    assert left == []


def test_argparse_speaks_english_again_after_the_command(pseudo):
    from gocount_gui import cli

    with pytest.raises(SystemExit):
        with cli.argparse_in_language():
            cli.build_parser().parse_args(["--rules"])
    assert argparse._("usage: ") == "usage: "


def test_every_text_translated_at_run_time_is_one_lupdate_finds(pseudo_side, pseudo, tmp_path):
    """Nothing is translated that a translator could not see: each message
    asked for while the side panel, the sheet and the table were shown is
    in the catalogue lupdate makes from the sources."""
    from gocount_gui.ui import sheet

    side_panel_texts(pseudo_side)
    sheet.sheet_image(sheet.sheet_game(pseudo_side.model.snapshot, pseudo_side.model.record), dpi=40)
    cli_table(["--dead", "auto", "--komi", "6.5"])
    ours = {(context, source) for context, source in pseudo.asked if not context.startswith("Q")}
    assert ours - set(extracted(tmp_path)) == set()


# ---- wide characters in the text table ------------------------------------------------


def test_the_table_lines_up_wide_characters(qapp):
    """Rule set names in Japanese take two columns a character: the numbers
    after them still end in the same column on every row."""
    from PySide6.QtCore import QTranslator

    from gocount_gui.numbers_report import width

    class Japanese(QTranslator):
        names = {"Japanese": "日本ルール", "Chinese": "中国ルール", "Korean": "韓国ルール", "rules": "ルール", "Black": "黒", "White": "白"}

        def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ARG002 - Qt's signature
            return self.names.get(source) if context in ("Rules", "Cli") else None

        def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
            return False

    with installed(Japanese()):
        table = cli_table([]).splitlines()
    heading = next(line for line in table if "ルール" in line and "黒" in line)
    rows = table[table.index(heading) + 1: table.index("  identities:")]
    assert any("日本ルール" in row for row in rows) and any("Tromp-Taylor" in row for row in rows)
    # Up to the three spaces before the result: the title and both numbers.
    ends = {width(line[: line.rindex("   ")]) for line in [heading] + rows}
    assert ends == {2 + 34 + 8 + 8}, "\n".join([heading] + rows)


def test_width_counts_wide_and_full_width_characters_twice():
    from gocount_gui.numbers_report import pad, width

    assert width("AGA") == 3 and width("中国") == 4 and width("ＡＢ") == 4 and width("한국") == 4
    assert width("e\u0301") == 1  # a combining accent takes no column
    assert pad("中国", 6) == "中国  " and pad("7.5", 6, right=True) == "   7.5"


def test_texts_join_their_parts_in_the_language_installed(pseudo):
    joined = Text.join([translate("Rules", "pass stones"), "C(H) = H"])
    assert joined == "pass stones, C(H) = H"
    assert in_language(joined) == "\u00abpass stones\u00bb, C(H) = H"
    assert ("", "{p0}{sep}{p1}") not in pseudo.asked


def test_the_dead_stone_reasons_and_refusals_are_shown_in_another_language(pseudo):
    from gocount_gui.scoring.dead import kill_guard, suggest_dead
    from gocount_gui.scoring.diagram import parse_diagram
    from dead_positions import NAIVE_RULE_TRAPS

    reasons = set()
    for diagram, _ in NAIVE_RULE_TRAPS.values():
        reasons.update(suggest_dead(parse_diagram(diagram)).reasons.values())
    two_eyes = parse_diagram("""
        . # . # o
        # # # # o
        o o o o o
        . . . . .
        . . . . .
    """)
    refusal = kill_guard(two_eyes, [(4, 1)])
    assert refusal.startswith("the black group at B5 has 2 eyes")
    shown = [in_language(reason) for reason in (*reasons, refusal)]
    assert english_left(shown) == {}
    assert any("read" in reason for reason in reasons) and any(text.count("\u00ab") >= 2 for text in shown)
