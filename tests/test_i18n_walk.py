"""Every word of the window goes through Qt's translation system.

A pseudo-translation wraps every message in « and »: the main window on the
example game, and each dialog and window opened from it, are walked widget
by widget, and what is left once the wrapped parts, the numbers, the
points, the names of the example and a few words that are the same in
every language are taken out must hold no Latin word. A leftover names the
widget it came from.

The score panel (``ui/panel.py``) and the sentences made in ``scoring/``
(the rule sets' names, the identities, the proofs, the lid audit, the komi
advice) are another part of the work with tests of their own: the walk
leaves the panel out and takes those sentences out of the texts it reads.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gocount_gui import i18n
from gocount_gui.scoring.proofs import SOURCE_NAMES

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "resources" / "example.sgf"

SAME_IN_EVERY_LANGUAGE = (
    "Tromp-Taylor", "GNU Go", "KataGo", "gocount-score", "gocount", "SGF", "AGA", "PDF", "PNG", "CSV", "JSON",
    "YYYY-MM-DD", "Ctrl", "Shift", "Alt", "Esc", "Del", "PgUp", "PgDown", "Home", "End", "Space", "Enter",
    "Return", "Backspace", "Left", "Right", "Up", "Down", "Tab", "Menu", "Meta", "Ins",
    "PATH", "usr", "games", "kata1-b18c384nbt.bin.gz", "analysis_example.cfg", "max", "mod", "katago", "gnugo",
    "III", "seed", "Delete", "referee",  # "Area rules III" and the seed papers keep their numbering and their name
    *SOURCE_NAMES,  # the writings the proofs cite, by their titles and authors
)
"""Words a translation keeps: names of programs, formats and keys (Qt
writes key names in the language it is given, English without one)."""

EXAMPLE_WORDS = ("neraimc", "Golois2", "example.sgf", "example", "The KGS Go Server at http://www.gokgs.com/")
"""The example game's players, file and place."""

SYMBOLS = re.compile(r"\b(?:[BW]\+(?:R|T|F|\d+(?:\.\d+)?)?|[STEXDRPAnNHLK]'?(?:_[BWc])?|Jigo|H')(?![A-Za-z])")
"""SCORING.md's symbols and results in players' notation: S_B, H', B+1.5, W+R."""


# ---- the pseudo-translation ---------------------------------------------------------


def unwrap(text: str) -> str:
    """``text`` without its «translated» parts (innermost first); a part the
    code cut from a translated text (its first clause, say) goes too."""
    while True:
        shorter = re.sub("\u00ab[^\u00ab\u00bb]*\u00bb", " ", text)
        if shorter == text:
            break
        text = shorter
    return re.sub("\u00ab[^\u00bb]*$|^[^\u00ab]*\u00bb", " ", text)


def leftover_words(text: str, extra: tuple[str, ...] = ()) -> list[str]:
    """The Latin words of three letters or more left in ``text`` once the
    translated parts, markup, names and symbols are taken out."""
    extra = {" ".join(t.split()) for t in extra}  # HTML shows a run of spaces as one
    text = re.sub("[ \t\u00a0]+", " ", text)
    text = "\n".join(line for line in text.split("\n") if line.strip() not in extra)  # a table cell of scoring/'s
    text = unwrap(text)
    text = re.sub(r"<[^>]*>", " ", text)
    text = re.sub(r"&[a-z]+;|&#\d+;", " ", text)
    phrases = {t for t in extra if " " in t or "." in t}  # a lone word only as a whole line; names of files anywhere
    for word in sorted(phrases | set(EXAMPLE_WORDS) | set(SAME_IN_EVERY_LANGUAGE) | set(i18n.LANGUAGES.values()), key=len, reverse=True):
        if word:
            text = text.replace(word, " ")
    text = re.sub(r"\S*/\S*", " ", text)  # paths
    text = re.sub(r"\b[A-HJ-Z]\d{1,2}\b", " ", text)  # points: D4, Q16
    text = SYMBOLS.sub(" ", text)
    text = text.replace("&", "")
    words = re.findall(r"[A-Za-z\u00c0-\u00ff]{3,}", text)
    if i18n.installed() and i18n.translate("Window", "&File") == "&Datei":  # German shares the Latin letters
        return [word for word in words if word.lower() in ENGLISH_ONLY]
    return [word for word in words if re.fullmatch("[A-Za-z]+", word)]


ENGLISH_ONLY = {
    "the", "and", "with", "which", "this", "that", "from", "for", "are", "not", "has", "have", "stone", "stones",
    "point", "points", "black", "white", "dead", "alive", "passed", "last", "count", "counted", "counting", "rules",
    "rule", "area", "territory", "prisoners", "captured", "lid", "lids", "move", "moves", "game", "games", "board",
    "file", "open", "save", "edit", "view", "help", "result", "results", "marked", "suggested", "unsure", "eyes",
    "handicap", "passes", "score", "sheet", "print", "cancel", "quit", "undo", "redo", "none", "each", "every",
}
"""English words a German text never holds: what the German walk looks for."""


# ---- walking the widgets -------------------------------------------------------------------


def _name(widget) -> str:
    parts = []
    while widget is not None:
        parts.append(type(widget).__name__ + (f"[{widget.objectName()}]" if widget.objectName() else ""))
        widget = widget.parentWidget()
    return " < ".join(parts[:4])


def action_texts(action, where: str) -> list[tuple[str, str]]:
    found = []
    if action.isSeparator():
        return found
    found += [(f"{where}: action", action.text()), (f"{where}: action tip", action.toolTip()), (f"{where}: action status", action.statusTip())]
    menu = action.menu()
    if menu is not None:
        found.append((f"{where}: menu", menu.title()))
        for inner in menu.actions():
            found += action_texts(inner, f"{where} > {action.text()}")
    return found


def widget_texts(root, skip=()) -> list[tuple[str, str]]:
    """(where, text) of everything ``root`` and its children show."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import (
        QAbstractButton,
        QAbstractItemView,
        QComboBox,
        QGroupBox,
        QLabel,
        QLineEdit,
        QMainWindow,
        QMenu,
        QSpinBox,
        QTabWidget,
        QTextBrowser,
        QTreeWidget,
        QWidget,
    )

    found = []
    for widget in [root] + root.findChildren(QWidget):
        if any(widget is s or s.isAncestorOf(widget) for s in skip):
            continue
        where = _name(widget)
        if widget.isWindow():
            found.append((f"{where}: title", widget.windowTitle().replace("[*]", "")))
        found += [(f"{where}: tip", widget.toolTip()), (f"{where}: accessible name", widget.accessibleName())]
        if isinstance(widget, QLabel):
            found.append((f"{where}: label", widget.text()))
        if isinstance(widget, QAbstractButton):
            found.append((f"{where}: button", widget.text()))
        if isinstance(widget, QGroupBox):
            found.append((f"{where}: group", widget.title()))
        if isinstance(widget, QLineEdit):
            found.append((f"{where}: placeholder", widget.placeholderText()))
        if isinstance(widget, QSpinBox):
            found += [(f"{where}: special value", widget.specialValueText()), (f"{where}: suffix", widget.suffix())]
        if isinstance(widget, QTabWidget):
            for index in range(widget.count()):
                found += [(f"{where}: tab", widget.tabText(index)), (f"{where}: tab tip", widget.tabToolTip(index))]
        if isinstance(widget, QComboBox):
            found += [(f"{where}: item", widget.itemText(i)) for i in range(widget.count())]
        if isinstance(widget, QTreeWidget):
            header = widget.headerItem()
            found += [(f"{where}: header", header.text(c)) for c in range(header.columnCount())]
        if isinstance(widget, QAbstractItemView) and not isinstance(widget, QTreeWidget) and widget.model() is not None:
            model = widget.model()
            found += [(f"{where}: header", str(model.headerData(c, Qt.Orientation.Horizontal) or "")) for c in range(model.columnCount())]
            for row in range(model.rowCount()):
                for column in range(model.columnCount()):
                    index = model.index(row, column)
                    found += [(f"{where}: cell", str(model.data(index) or "")),
                              (f"{where}: cell tip", str(model.data(index, Qt.ItemDataRole.ToolTipRole) or ""))]
        if isinstance(widget, QTextBrowser):
            found.append((f"{where}: page", widget.toPlainText()))
        if isinstance(widget, QMenu):
            found.append((f"{where}: menu", widget.title()))
        if isinstance(widget, QMainWindow):
            found.append((f"{where}: status", widget.statusBar().currentMessage()))
        for action in widget.actions():
            found += action_texts(action, where)
    return found


def leftovers(texts, extra=()) -> list[str]:
    return [f"{where}: {words} in {text!r}" for where, text in texts if (words := leftover_words(text, extra))]


# ---- the helpers themselves ---------------------------------------------------------------


def test_the_walk_finds_an_english_word_and_not_a_translated_one(pseudo):
    assert leftover_words(i18n.translate("Window", "&File")) == []
    assert leftover_words("<b>Dead stones</b> on D4: 3 (B+1.5)") == ["Dead", "stones"]
    assert leftover_words("\u00abthe {name} of «inner» words\u00bb at Q16 by neraimc") == []


def test_a_message_is_english_until_shown_and_translated_where_shown(pseudo):
    later = i18n.QT_TRANSLATE_NOOP("Record", "{point} is occupied; {what}").format(
        point="D4", what=i18n.QT_TRANSLATE_NOOP("Record", "move skipped"))
    assert later == "D4 is occupied; move skipped" and isinstance(later, str)
    assert i18n.shown(later) == "\u00ab{point} is occupied; {what}\u00bb".format(point="D4", what="\u00abmove skipped\u00bb")
    assert i18n.shown("plain") == "plain"


def test_a_message_keeps_its_translation_across_processes():
    import pickle

    later = i18n.QT_TRANSLATE_NOOP("Desk", "no KM: komi {komi} assumed").format(komi="6.5")
    again = pickle.loads(pickle.dumps(later))
    assert again == later and again.template == later.template and dict(again.args) == {"komi": "6.5"}


def test_a_count_reads_as_english_says_it_without_a_translation():
    Demo = i18n.Context("Demo")  # noqa: N806 - lupdate's context is the variable's name
    assert [Demo.tr("%n stones", "", n, one="%n stone") for n in (0, 1, 2)] == ["0 stones", "1 stone", "2 stones"]
    assert Demo.QT_TR_NOOP("%n games", "", 1, one="%n game") == "1 game"


def test_a_count_takes_the_translations_plural_form(pseudo):
    Demo = i18n.Context("Demo")  # noqa: N806 - lupdate's context is the variable's name
    assert Demo.tr("%n stones", "", 3, one="%n stone") == "\u00ab3 stones\u00bb"
    assert i18n.shown(Demo.QT_TR_NOOP("%n games", "", 1, one="%n game")) == "\u00ab1 games\u00bb"


def _lupdate(tmp_path, sources) -> str:
    tool = Path(sys.executable).parent / "pyside6-lupdate"
    if not tool.exists():
        pytest.skip("pyside6-lupdate is not beside this Python")
    target = tmp_path / "walk.ts"
    subprocess.run([str(tool), "-silent", *map(str, sources), "-ts", str(target)], check=True, timeout=120)
    return target.read_text(encoding="utf-8")


def test_lupdate_reads_a_count_as_a_plural_message_and_a_later_text_as_a_message(tmp_path):
    source = tmp_path / "demo.py"
    source.write_text(
        "from gocount_gui.i18n import Context, QT_TRANSLATE_NOOP\n"
        "Demo = Context('Demo')\n"
        "def f(rows):\n"
        "    a = Demo.tr('%n games checked', '', len(rows), one='%n game checked')\n"
        "    b = Demo.QT_TR_NOOP('%n stones unsure', '', rows.count(1))\n"
        "    return QT_TRANSLATE_NOOP('Record', '{point} is occupied').format(point='D4')\n",
        encoding="utf-8",
    )
    ts = _lupdate(tmp_path, [source])
    assert re.search(r'<message numerus="yes">\s*<location[^>]*/>\s*<source>%n games checked</source>', ts)
    assert re.search(r'<message numerus="yes">\s*<location[^>]*/>\s*<source>%n stones unsure</source>', ts)
    assert "<name>Demo</name>" in ts and "<source>{point} is occupied</source>" in ts
    assert "game checked<" not in ts  # the English singular is no message


def test_every_context_object_is_named_as_its_context():
    """lupdate takes a plural message's context from the name before
    ``.tr``: the variable must carry the context's own name."""
    import importlib

    pattern = re.compile(r"\b([A-Za-z_]\w*)\.(?:tr|QT_TR_NOOP)\(")
    for path in sorted((ROOT / "gocount_gui").rglob("*.py")):
        if path.name == "i18n.py":  # its docstrings show the pattern
            continue
        names = set(pattern.findall(path.read_text(encoding="utf-8"))) - {"self"}
        if not names:
            continue
        module = importlib.import_module(".".join(path.relative_to(ROOT).with_suffix("").parts))
        for name in names:
            context = getattr(module, name, None)
            assert isinstance(context, i18n.Context) and context.name == name, f"{path.name}: {name}.tr"


# ---- the walk ------------------------------------------------------------------------------


@pytest.fixture(params=["pseudo", "ja", "ko", "zh_CN", "zh_TW", "de"])
def language(request, qapp):
    """The walk's language: the pseudo-translation (every message wrapped
    in « », so a word that did not go through Qt stands out), or one of the
    CJK translations as it is shipped (any Latin word left is English), or
    German (where an English word that German never uses is looked for)."""
    if request.param == "pseudo":
        yield request.getfixturevalue("pseudo")
        return
    if i18n.lrelease() is None and not i18n.qm_path(request.param).exists():
        pytest.skip("pyside6-lrelease is not beside this Python: no .qm to load")
    assert i18n.install(request.param, qapp)
    yield request.param
    i18n.install("en", qapp)


@pytest.fixture
def walked_window(language, qtbot, settings, errors, tmp_path):
    """The main window, made in the walk's language, on the example."""
    from gocount_gui.ui.window import MainWindow

    window = MainWindow(settings, show_error=lambda parent, title, text, details: errors.append((title, text, details)),
                        autosave_folder=tmp_path / "autosave")
    window.show()
    qtbot.waitExposed(window)
    assert window.open_path(EXAMPLE, ask=False)
    qtbot.waitUntil(lambda: not window.model.suggesting, timeout=20_000)
    yield window
    window.model.undo_stack.setClean()
    for numbers in getattr(window, "numbers_windows", []):
        numbers.mark_clean()  # closed without the question about unsaved numbers
        numbers.close()
    for opened in window.restored_windows:
        opened.model.undo_stack.setClean()
        opened.close()
    if getattr(window, "desk", None) is not None:
        window.desk.close()
    window.close()
    window.deleteLater()


def test_the_window_and_its_dialogs_show_no_untranslated_word(walked_window, language, qtbot, tmp_path, errors, monkeypatch):
    """The main window, Game Info, New Count, Preferences, How to Count,
    Keyboard Shortcuts, the table of counts, the engine's panel, a count by
    numbers (counted, then with a value that cannot be), the score sheet
    (every text it draws), the desk on a
    folder with a damaged file, the about box, an error dialog and a note
    on a damaged record: no English word left."""
    from PySide6.QtGui import QTextDocument
    from PySide6.QtWidgets import QMessageBox

    from gocount_gui.ui.board import Mode
    from gocount_gui.ui.dialogs import NewCountDialog
    from gocount_gui.ui.engine_prefs import PreferencesDialog
    from gocount_gui.ui.info_dialog import GameInfoDialog

    window = walked_window
    model = window.model
    texts = []

    # The window: menus, toolbar, status bar, board, tray, header, hint.
    window.hint.show()
    window.board.hovered.emit(window.board.point_text((15, 3)))
    texts += widget_texts(window, skip=[window.panel])
    texts.append(("board: point", window.board.point_text((15, 3))))
    texts.append(("board: another point", window.board.point_text((9, 9))))
    window.board.set_mode(Mode.DEAD)
    for point in [(15, 3), (3, 15), (2, 2), (16, 16)]:
        menu = window.board.dead_menu(point)
        if menu is not None:
            texts += [("board menu", a.text()) for a in menu.actions()] + [("board menu tip", a.toolTip()) for a in menu.actions()]
            texts.append(("board: point in Mark Dead", window.board.point_text(point)))
            menu.deleteLater()

    # The dialogs opened from the menus.
    for dialog in (NewCountDialog(window), GameInfoDialog(model.state.info, model.record.result_text, window), PreferencesDialog(window.settings, window)):
        qtbot.addWidget(dialog)
        texts += widget_texts(dialog)
    texts += widget_texts(window.help.how_to())
    texts += widget_texts(window.help.shortcuts())
    texts += widget_texts(window.show_table())

    # The engine panel with no engine chosen.
    window.engine.ask()
    texts += widget_texts(window.engine.panel)

    # Count by numbers, typed in.
    numbers = window.new_numbers()
    numbers.spins["S_B"].setValue(10)
    numbers.spins["T_B"].setValue(5)
    numbers.spins["S_W"].setValue(9)
    texts += widget_texts(numbers)
    sheet = QTextDocument()
    sheet.setHtml(numbers.sheet_html())
    texts.append(("numbers: sheet", sheet.toPlainText()))
    numbers.spins["T_W"].setValue(9999)  # a value that cannot be
    texts += widget_texts(numbers)

    # The score sheet of the game, every text it draws.
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from gocount_gui.ui import sheet

    drawn: list[str] = []
    draw = sheet._Page.text
    monkeypatch.setattr(sheet._Page, "text", lambda page, x, y, w, h, text, *rest, **named: (
        drawn.append(text), draw(page, x, y, w, h, text, *rest, **named))[1])
    image = QImage(620, 877, QImage.Format.Format_RGB32)
    image.fill(QColor(255, 255, 255))
    painter = QPainter(image)
    try:
        sheet.paint_page(painter, QRectF(0, 0, image.width(), image.height()), sheet.sheet_game(model.snapshot, model.record), 620 / 210)
    finally:
        painter.end()
    assert len(drawn) > 30
    texts += [("score sheet", text) for text in drawn]

    # The desk on a folder of three files: a game, one cut short, one that is no SGF.
    folder = tmp_path / "round 1"
    folder.mkdir()
    shutil.copy(EXAMPLE, folder / "game.sgf")
    (folder / "broken.sgf").write_bytes(b"(;GM[1]SZ[19];B[pd];W[")
    (folder / "junk.sgf").write_bytes(b"\x00\x01 not a game at all")
    desk = window.check_folder(folder)
    with qtbot.waitSignal(desk.counted, timeout=60_000):
        pass
    texts += widget_texts(desk)

    # Messages in dialogs and the status bar: the about box, a file that is
    # no SGF, a record cut short.
    boxes = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: boxes.append((title, text)))
    window.about()
    texts += [("about", t) for box in boxes for t in box]
    window.open_path(folder / "junk.sgf", ask=False)
    texts += [("error dialog", t) for error in errors for t in error[:2]]
    assert window.open_path(folder / "broken.sgf", ask=False)
    note = window.statusBar().currentMessage()
    if language == "pseudo":
        assert note.startswith("\u00abNote on this record: ") and "\u00abthe file ends in the middle" in note, note
    else:
        assert note, "no note on the damaged record"
    texts.append(("status after a record cut short", note))

    assert len(desk.table.rows) == 3 and any(row.error for row in desk.table.rows)
    assert len(errors) == 1 and len(boxes) == 1
    shown_texts = [text for _, text in texts if text]
    assert len(shown_texts) > 1000
    if language == "pseudo":
        assert sum("\u00ab" in text for text in shown_texts) > 700
    desk_extra = tuple(row.result for row in desk.table.rows) + tuple(row.recorded for row in desk.table.rows)
    found = leftovers(texts, desk_extra + ("round 1", "game.sgf", "broken.sgf", "junk.sgf", str(folder)))
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("code", ["pseudo", "ja", "de"])
def test_a_language_chosen_while_counting_changes_every_open_window_and_keeps_the_count(code, qapp, qtbot, settings, errors, tmp_path, monkeypatch):
    """A window counting in English, with a step to undo, a help page, the
    table of counts and the engine's panel open, takes a new language
    (View > Language, or for the pseudo-translation a translator installed
    while it runs): every word changes at once, with no restart, and the
    count, its undo steps, the mode and the open windows stay as they were.
    View > Language > System (English here) brings English back."""
    from contextlib import ExitStack

    from PySide6.QtWidgets import QDialog
    from pseudo_translation import installed, pseudo_translator

    from gocount_gui.scoring.colour import Colour
    from gocount_gui.ui.board import Mode
    from gocount_gui.ui.window import MainWindow

    if code != "pseudo" and i18n.lrelease() is None and not i18n.qm_path(code).exists():
        pytest.skip("pyside6-lrelease is not beside this Python: no .qm to load")
    monkeypatch.setenv("GOCOUNT_LANG", "en")
    i18n.install("en", qapp)
    window = MainWindow(settings, show_error=lambda parent, title, text, details: errors.append((title, text, details)),
                        autosave_folder=tmp_path / "autosave")
    with ExitStack() as undo:
        undo.callback(lambda: i18n.install("en", qapp))
        undo.callback(window.deleteLater)
        undo.callback(window.close)
        undo.callback(lambda: [dialog.close() for dialog in window.findChildren(QDialog)])  # the help page, the table
        undo.callback(window.model.undo_stack.setClean)
        window.show()
        qtbot.waitExposed(window)
        assert window.open_path(EXAMPLE, ask=False)
        qtbot.waitUntil(lambda: not window.model.suggesting, timeout=20_000)
        window.model.set_komi(0.5)
        window.model.set_captures(Colour.BLACK, window.model.state.tray.captures[Colour.BLACK] + 1)
        window.board.set_mode(Mode.REGION)
        window.hint.show()
        window.help.how_to()
        window.show_table()
        window.engine.ask()  # no engine chosen: the panel says so
        state, steps, mode = window.model.state, window.model.undo_stack.count(), window.board.mode

        def everything():
            found = widget_texts(window) + widget_texts(window.help._pages["how to"]) + widget_texts(window.table_dialog)
            return found + [("undo step", window.undo_action.text()), ("status result", window.result_label.text())]

        english = everything()
        assert len(leftovers(english)) > 200  # the walk sees the English it must not see after
        if code == "pseudo":
            undo.enter_context(installed(pseudo_translator()))
        else:
            window.language_actions[code].trigger()
            assert settings.value(i18n.SETTING) == code
        qtbot.waitUntil(lambda: window.file_menu.title() != "&File", timeout=5000)
        texts = everything()
        assert leftovers(texts) == [], "\n".join(leftovers(texts))
        if code == "pseudo":
            assert window.undo_action.text().startswith("\u00ab&Undo\u00bb \u00abWhite's lid: captured")
        # Nothing of the count, nor of the window, was lost on the way.
        assert window.model.state == state and window.model.undo_stack.count() == steps and steps >= 2
        assert window.isWindowModified() and window.board.mode is mode and window.mode_actions[mode].isChecked()
        assert window.help._pages["how to"].isVisible() and window.table_dialog.isVisible()
        assert window.panel.komi_spin.value() == 0.5 and window.rules_actions[state.rules_key].isChecked()
        window.undo_action.trigger()  # the actions still do what they did
        assert window.model.undo_stack.count() == steps and window.model.undo_stack.index() == steps - 1
        window.model.undo_stack.redo()
        if code != "pseudo":
            window.language_actions[""].trigger()  # System: English, as GOCOUNT_LANG says
            qtbot.waitUntil(lambda: window.file_menu.title() == "&File", timeout=5000)
            assert window.undo_action.text().startswith("&Undo White's lid: captured")
            assert len(leftovers(everything())) > 200 and window.model.state == state


@pytest.mark.parametrize("code", ["ja", "ko", "zh_CN", "zh_TW"])
def test_gocount_score_prints_no_english_in_a_cjk_language(code, tmp_path):
    """gocount-score's count of the example, its --counts report and its
    help, in the language asked for: no English word left."""
    import subprocess
    import sys

    if i18n.lrelease() is None and not i18n.qm_path(code).exists():
        pytest.skip("pyside6-lrelease is not beside this Python: no .qm to load")
    i18n.build_qm([code])
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "LANG": "C.UTF-8", "QT_QPA_PLATFORM": "offscreen"}
    runs = {
        "count": ["--lang", code, str(EXAMPLE)],
        "counts": ["--lang", code, "--counts", "size=19,S_B=117,S_W=110,T_B=68,T_W=55,X_B=6,X_W=11,D_B=2,D_W=4,R_B=1,R_W=1,H=0,L=0,K=6.5"],
        "help": ["--lang", code, "--help"],
    }
    for name, args in runs.items():
        done = subprocess.run([sys.executable, "-m", "gocount_gui.cli", *args], capture_output=True, text=True,
                              timeout=120, env=env, cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        out = done.stdout
        if name == "help":  # the options' syntax is the command line's, in every language
            for value in {v for choices in re.findall(r"\{([^}]*)\}", out) for v in choices.split(",")}:
                out = re.sub(rf"\b{re.escape(value)}\b", " ", out)
            out = re.sub(r"--?[a-z][a-z-]*|\b[A-Z][A-Z_]+(?![A-Za-z])|\b[A-Z](?![A-Za-z])|gocount-score|\b\w+=|\.(?:sgf|pdf|png|csv)(?![A-Za-z])", " ", out)
        left = leftover_words(out)
        assert left == [], f"{name}: {left}\n{done.stdout}"


@pytest.mark.parametrize("code", ["ja", "de"])
def test_gocount_score_says_why_a_file_cannot_be_read_in_the_language_asked_for(code, tmp_path):
    """"not an SGF file" and "cannot read the file" have translations:
    the command line prints them, after the file's name."""
    import subprocess
    import sys

    i18n.build_qm([code])
    junk = tmp_path / "shopping.sgf"
    junk.write_text("milk, eggs, bread")
    missing = tmp_path / "gone.sgf"
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "LANG": "C.UTF-8", "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-m", "gocount_gui.cli", "--lang", code, str(junk), str(missing)],
                          capture_output=True, text=True, timeout=120, env=env, cwd=tmp_path)
    lines = [line for line in done.stderr.splitlines() if line.startswith("gocount-score:")]
    assert len(lines) == 2, done.stderr
    assert str(junk) in lines[0] and "not an SGF file" not in lines[0] and "no game tree" not in lines[0]
    assert "cannot read the file" not in lines[1]
