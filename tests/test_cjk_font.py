"""The CJK font carried for the translated window: each language's subset
of Noto Sans CJK holds every character of its translation and of Qt's
dialogs, a CJK language puts it behind the application font, and on a
machine without CJK fonts the Chinese menus are drawn from it, not as
boxes. The subsets are made by packaging/subset_cjk_font.py (bootstrap and
build.sh); the tests skip, saying why, where it could not make them."""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import sys
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path
from xml.sax.saxutils import escape

import pytest

from gocount_gui import fonts, i18n
from subprocess_env import quiet_env

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "resources" / "example.sgf"


def _script():
    spec = importlib.util.spec_from_file_location("subset_cjk_font", ROOT / "packaging" / "subset_cjk_font.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def script():
    return _script()


@pytest.fixture(scope="module")
def subsets(script):
    """The record of the subsets (resources/fonts/subsets.json), made or
    brought up to date first, as bootstrap and build.sh do."""
    source = script.source_font(None)
    if not source.is_file():
        pytest.skip(f"no CJK font subset was made: its source {source} is missing (Debian: fonts-noto-cjk, which scripts/test.sh installs as root)")
    if script.out_of_date(source):
        if importlib.util.find_spec("fontTools") is None:
            pytest.skip("the CJK font subsets are missing or out of date, and fontTools is not installed here (pip install -e '.[bundle]')")
        assert script.make(source) == 0
    assert script.out_of_date(source) == []
    return script.read_record()


def ts_characters(code: str) -> set[str]:
    """Every character of the translations in gocount_<code>.ts, read here
    without the script's help."""
    chars = set()
    for translation in ET.parse(i18n.ts_path(code)).getroot().iter("translation"):
        if translation.get("type") not in ("obsolete", "vanished"):
            chars.update("".join(translation.itertext()))
    return {char for char in chars if unicodedata.category(char) != "Cc"}


def raw_font(code: str):
    from PySide6.QtGui import QRawFont

    font = QRawFont(str(fonts.subset_path(code)), 12)
    assert font.isValid(), fonts.subset_path(code)
    return font


def is_cjk(char: str) -> bool:
    return any(script in unicodedata.name(char, "") for script in ("CJK", "HANGUL", "HIRAGANA", "KATAKANA", "IDEOGRAPHIC", "FULLWIDTH"))


@pytest.mark.parametrize("code", list(fonts.FACES))
def test_a_subset_holds_every_character_of_its_translation_and_the_language_names(code, subsets, qapp):
    font = raw_font(code)
    wanted = ts_characters(code) | set("".join(i18n.LANGUAGES.values()))
    absent = set(subsets[code]["absent"])
    assert [char for char in sorted(wanted - absent) if not font.supportsCharacter(ord(char))] == []
    # what Noto Sans CJK itself lacks is no letter of the language (a combining overlay of Qt's, say)
    assert [char for char in absent if is_cjk(char)] == []


@pytest.mark.parametrize("code", list(fonts.FACES))
def test_a_subset_holds_the_words_of_qts_standard_dialogs(code, subsets, qapp):
    from PySide6.QtCore import QLibraryInfo, QTranslator

    qt = QTranslator()
    if not qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        pytest.skip(f"Qt has no qtbase_{code}.qm here")
    words = [qt.translate("QPlatformTheme", text) for text in ("OK", "Cancel", "Save", "Open", "Close", "Discard", "Yes", "No")]
    words += [qt.translate("QFileDialog", text) for text in ("Look in:", "File &name:", "Files of type:")]
    assert sum(1 for word in words if word) >= 6, words
    font = raw_font(code)
    assert [char for char in "".join(words) if not char.isspace() and not font.supportsCharacter(ord(char))] == []


def test_the_qm_reader_finds_what_qt_translates(script, qapp):
    """The characters of Qt's dialogs come from reading qtbase_zh_CN.qm
    directly; what Qt itself translates from it is among what was read."""
    from PySide6.QtCore import QTranslator

    path = script.qt_translation("zh_CN")
    if path is None:
        pytest.skip("Qt has no qtbase_zh_CN.qm here")
    texts = script.qm_translations(path.read_bytes())
    qt = QTranslator()
    assert qt.load(str(path))
    cancel = qt.translate("QPlatformTheme", "Cancel")
    assert cancel and cancel in texts and len(texts) > 1000
    with pytest.raises(ValueError, match="not a Qt .qm file"):
        script.qm_translations(b"<TS/>")


def test_the_subsets_carry_names_of_their_own_and_the_license(subsets, qapp):
    """Renamed, a subset never passes for the system's full Noto Sans CJK."""
    for code, face in fonts.FACES.items():
        assert raw_font(code).familyName() == fonts.subset_family(code) == f"gocount CJK {face}"
        assert subsets[code]["bytes"] == fonts.subset_path(code).stat().st_size < 1_000_000
    license_text = (fonts.fonts_dir() / "LICENSE.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in license_text and "Adobe" in license_text


def test_a_second_run_of_the_script_cuts_nothing(subsets, tmp_path):
    before = {code: fonts.subset_path(code).stat().st_mtime_ns for code in fonts.FACES}
    done = subprocess.run([sys.executable, str(ROOT / "packaging" / "subset_cjk_font.py")], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert {code: fonts.subset_path(code).stat().st_mtime_ns for code in fonts.FACES} == before


def test_without_the_source_font_the_script_says_so_in_one_line_and_goes_on(tmp_path):
    missing = tmp_path / "NotoSansCJK-Regular.ttc"
    done = subprocess.run([sys.executable, str(ROOT / "packaging" / "subset_cjk_font.py"), "--source", str(missing)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0
    assert done.stderr.splitlines() == [
        f"gocount: no CJK font subsets: {missing} is missing (Debian: apt-get install fonts-noto-cjk); "
        "Chinese, Japanese and Korean text will use the system's fonts"
    ]
    quiet = subprocess.run([sys.executable, str(ROOT / "packaging" / "subset_cjk_font.py"), "--source", str(missing), "--if-present"],
                           capture_output=True, text=True, timeout=120)
    assert quiet.returncode == 0 and quiet.stderr == ""


# ---- the window ---------------------------------------------------------------------


def drawn_with(text: str, font) -> dict[str, str | None]:
    """For each character of ``text`` but spaces, the family Qt draws it
    with, or None when that font has no glyph for it (a box)."""
    from PySide6.QtGui import QTextLayout

    families = {}
    for char in text:
        if char.isspace():
            continue
        layout = QTextLayout(char, font)
        layout.beginLayout()
        layout.createLine()
        layout.endLayout()
        raw = layout.glyphRuns()[0].rawFont()
        families[char] = raw.familyName() if raw.supportsCharacter(ord(char)) else None
    return families


@pytest.fixture
def restore_english(qapp):
    yield
    i18n.install("en", qapp)


def test_under_zh_cn_the_application_font_falls_back_to_the_subset(subsets, qapp, restore_english):
    from PySide6.QtGui import QFontInfo

    plain = qapp.font()
    i18n.install("zh_CN", qapp)
    assert qapp.font().families() == [QFontInfo(plain).family(), "gocount CJK SC"]
    assert drawn_with("Black", qapp.font()) == drawn_with("Black", plain)  # Latin text keeps its font
    assert set(drawn_with("文件编辑", qapp.font()).values()) == {"gocount CJK SC"}
    i18n.install("ja", qapp)  # another language: its own face instead
    assert qapp.font().families() == [QFontInfo(plain).family(), "gocount CJK JP"]
    i18n.install("de", qapp)
    assert qapp.font() == plain


def test_a_character_outside_the_subset_falls_through_to_the_systems_font(subsets, qapp, restore_english):
    """A player's name in characters no translation uses: with a CJK font on
    the system it is drawn from that font, as without the subset."""
    from PySide6.QtGui import QFontDatabase

    name = "龘"
    system = [family for family in QFontDatabase.families(QFontDatabase.WritingSystem.SimplifiedChinese)
              if not family.startswith("gocount ")]
    if not system:
        pytest.skip("this machine has no CJK font of its own")
    assert not raw_font("zh_CN").supportsCharacter(ord(name))
    i18n.install("zh_CN", qapp)
    drawn = drawn_with(name, qapp.font())[name]
    assert drawn is not None and not drawn.startswith("gocount ")


def test_the_language_menu_of_the_english_window_draws_each_cjk_name_from_its_subset(subsets, qtbot, settings, tmp_path):
    """日本語 from the JP face, 简体中文 from SC, and so on: a Chinese user
    starting in English finds 简体中文 on a machine without CJK fonts."""
    from PySide6.QtWidgets import QMenu

    from gocount_gui.ui.window import MainWindow

    window = MainWindow(settings, autosave_folder=tmp_path / "autosave")
    qtbot.addWidget(window)
    window.findChild(QMenu, "language menu").aboutToShow.emit()
    for code in fonts.FACES:
        action = window.language_actions[code]
        assert action.font().families() == [fonts.subset_family(code)]
        assert set(drawn_with(action.text(), action.font()).values()) == {fonts.subset_family(code)}, code
    assert drawn_with("Deutsch", window.language_actions["de"].font()) == drawn_with("Deutsch", window.font())


def test_the_language_menu_of_a_chinese_window_takes_the_names_from_its_own_subset(subsets, qapp, qtbot, settings, tmp_path,
                                                                                  restore_english):
    from PySide6.QtWidgets import QMenu

    from gocount_gui.ui.window import MainWindow

    i18n.install("zh_CN", qapp)
    window = MainWindow(settings, autosave_folder=tmp_path / "autosave")
    qtbot.addWidget(window)
    window.findChild(QMenu, "language menu").aboutToShow.emit()
    names = "".join(window.language_actions[code].text() for code in fonts.FACES)
    assert set(drawn_with(names, window.language_actions["ja"].font()).values()) == {"gocount CJK SC"}


#: Run with a fontconfig that hides the system's CJK fonts: gocount in
#: Simplified Chinese, and which font draws its menus.
_WITHOUT_CJK_PROBE = """
import json, sys
from PySide6.QtCore import QSettings
from PySide6.QtGui import QFont
sys.path.insert(0, sys.argv[1])
from test_cjk_font import drawn_with
from gocount_gui.ui.window import Application, MainWindow, application

app = Application(sys.argv[:1])
before = drawn_with("文件", app.font())
application()  # installs GOCOUNT_LANG's language, and its font
window = MainWindow(QSettings(sys.argv[2], QSettings.Format.IniFormat), autosave_folder=sys.argv[3])
window.open_path(sys.argv[4], ask=False)
menus = [action.text() for action in window.menuBar().actions()]
languages = [action.text() for action in window.language_actions.values()]
print(json.dumps({"before": before, "menus": menus, "families": app.font().families(),
                  "menu_bar": drawn_with("".join(menus + languages), window.menuBar().font()),
                  "headline": drawn_with(window.panel.headline.text(), window.panel.headline.font()),
                  "sheet": drawn_with("黑白", QFont("DejaVu Sans"))}, ensure_ascii=False))
"""


def _fontconfig_without_cjk(tmp_path: Path) -> Path | None:
    """A fontconfig file that rejects every font of the system that covers
    Chinese, Japanese or Korean; None where fontconfig is not used."""
    if not sys.platform.startswith("linux") or shutil.which("fc-list") is None:
        return None
    files = set()
    for lang in ("zh-cn", "zh-tw", "ja", "ko"):
        listed = subprocess.run(["fc-list", f":lang={lang}", "file"], capture_output=True, text=True, timeout=60).stdout
        files |= {line.rsplit(":", 1)[0].strip() for line in listed.splitlines() if line.strip()}
    rejected = "".join(f"<glob>{escape(path)}</glob>" for path in sorted(files))
    conf = tmp_path / "fonts-without-cjk.conf"
    conf.write_text('<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n'
                    '<include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n'
                    f"<selectfont><rejectfont>{rejected}</rejectfont></selectfont>\n</fontconfig>\n", encoding="utf-8")
    return conf


def _probe_without_cjk(probe: str, code: str, tmp_path: Path):
    """What ``probe`` prints (JSON, its last line), run on the example in a
    window started in ``code`` with the system's CJK fonts hidden."""
    conf = _fontconfig_without_cjk(tmp_path)
    if conf is None:
        pytest.skip("fontconfig (Linux) decides the fallback fonts this test hides")
    i18n.build_qm()
    done = subprocess.run([sys.executable, "-c", probe, str(Path(__file__).parent), str(tmp_path / "settings.ini"),
                           str(tmp_path / "autosave"), str(EXAMPLE)],
                          env=quiet_env(tmp_path, QT_QPA_PLATFORM="offscreen", GOCOUNT_LANG=code, FONTCONFIG_FILE=str(conf)),
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_without_cjk_fonts_the_chinese_menus_are_drawn_from_the_subset(subsets, tmp_path):
    seen = _probe_without_cjk(_WITHOUT_CJK_PROBE, "zh_CN", tmp_path)
    assert seen["before"] == {"文": None, "件": None}, "the system's CJK fonts were not hidden"
    assert seen["menus"][0] == "文件(&F)"
    for place in ("menu_bar", "headline", "sheet"):
        boxes = [char for char, family in seen[place].items() if family is None]
        assert boxes == [], (place, boxes)
        assert {family for char, family in seen[place].items() if is_cjk(char)} == {"gocount CJK SC"}, place
    assert seen["families"][-1] == "gocount CJK SC"


_SWITCH_PROBE = """
import json, sys
from PySide6.QtCore import QSettings
sys.path.insert(0, sys.argv[1])
from test_cjk_font import drawn_with
from gocount_gui.ui.language_menu import choose_language
from gocount_gui.ui.window import Application, MainWindow, application

app = Application(sys.argv[:1])
application()  # Japanese, as GOCOUNT_LANG says
window = MainWindow(QSettings(sys.argv[2], QSettings.Format.IniFormat), autosave_folder=sys.argv[3])
window.show()
window.open_path(sys.argv[4], ask=False)
seen = []
for code in ["ja", "zh_TW", "de", "ja", "zh_CN", "ko"]:
    choose_language(window, code)
    for _ in range(5):
        app.processEvents()
    text = "".join(action.text() for action in window.menuBar().actions()) + window.panel.headline.text()
    seen.append([code, text, drawn_with(text, window.menuBar().font())])
print(json.dumps(seen, ensure_ascii=False))
"""


def test_a_language_chosen_while_gocount_runs_draws_its_text_from_its_own_subset(subsets, tmp_path):
    """Japanese, then Traditional Chinese, German, Japanese again, Simplified
    Chinese and Korean, chosen one after another in View > Language with the
    system's CJK fonts hidden: each language's characters come from its own
    subset (kanji the Chinese window drew before are not drawn with the
    Chinese glyph forms in the Japanese window), and none is a box."""
    seen = _probe_without_cjk(_SWITCH_PROBE, "ja", tmp_path)
    assert [code for code, _, _ in seen] == ["ja", "zh_TW", "de", "ja", "zh_CN", "ko"]
    for code, text, drawn in seen:
        assert [char for char, family in drawn.items() if family is None] == [], (code, text)
        cjk = {family for char, family in drawn.items() if is_cjk(char)}
        assert cjk == (set() if code == "de" else {f"gocount CJK {fonts.FACES[code]}"}), (code, text, cjk)
