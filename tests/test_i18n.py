"""Languages: the German translation is complete and current, the window
and gocount-score speak German when asked, View > Language remembers the
choice, and the other languages' files are ready for translators."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gocount_gui import i18n
from subprocess_env import quiet_env

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "resources" / "example.sgf"
ENGLISH_WORDS = {"File", "Edit", "Game", "View", "Mode", "Rules", "Help", "Results", "Open", "Save", "Quit", "Undo", "Black", "White", "Result"}
"""Words of the English window that its German one must not show."""


@pytest.fixture(scope="module")
def built():
    """The .qm files, built from the .ts files when missing or older."""
    i18n.build_qm()
    assert i18n.qm_path("de").exists(), "pyside6-lrelease did not build gocount_de.qm"


@pytest.fixture
def german(built, qapp):
    assert i18n.install("de", qapp)
    yield
    i18n.install("en", qapp)


def messages(ts: Path):
    for context in ET.parse(ts).getroot().iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name"), message


def unfinished(ts: Path) -> list[str]:
    return [f"{name}: {m.findtext('source')!r} ({m.find('translation').get('type')})"
            for name, m in messages(ts) if m.find("translation").get("type") is not None or not m.findtext("translation")]


@pytest.mark.parametrize("code", i18n.COMPLETE)
def test_a_complete_translation_has_no_unfinished_or_obsolete_message(code):
    assert unfinished(i18n.ts_path(code)) == []


@pytest.mark.parametrize("code", i18n.COMPLETE)
def test_a_complete_translation_covers_every_string_of_the_sources(code, tmp_path):
    """lupdate on the sources adds no new message (a newly wrapped string
    would come in unfinished) and drops none (a vanished one)."""
    tool = Path(sys.executable).parent / "pyside6-lupdate"
    if not tool.exists():
        pytest.skip("pyside6-lupdate is not beside this Python")
    copy = tmp_path / i18n.ts_path(code).name
    shutil.copy(i18n.ts_path(code), copy)
    sources = sorted(str(p) for p in (ROOT / "gocount_gui").rglob("*.py"))
    subprocess.run([str(tool), "-silent", *sources, "-ts", str(copy)], check=True, timeout=120)
    assert unfinished(copy) == []
    assert len(list(messages(copy))) == len(list(messages(i18n.ts_path(code))))


@pytest.mark.parametrize("code", i18n.COMPLETE)
def test_a_translation_keeps_every_placeholder_and_mnemonic(code):
    for name, message in messages(i18n.ts_path(code)):
        source, element = message.findtext("source"), message.find("translation")
        forms = [form.text or "" for form in element.iter("numerusform")] or [element.text or ""]  # a plural: each form
        for translation in forms:
            assert sorted(re.findall(r"\{\w+\}", source)) == sorted(re.findall(r"\{\w+\}", translation)), (name, source)
            assert ("&" in source.replace("&amp;", "")) == ("&" in translation.replace("&amp;", "")), (name, source)


def test_the_other_languages_are_ready_for_translators():
    for code in set(i18n.TRANSLATED) - set(i18n.COMPLETE):
        root = ET.parse(i18n.ts_path(code)).getroot()
        assert root.get("language") == code
        assert len(list(messages(i18n.ts_path(code)))) == len(list(messages(i18n.ts_path("de"))))
    for code in i18n.TRANSLATED:
        assert (ROOT / "resources" / "translations" / f"glossary-{code}.md").exists()


@pytest.mark.parametrize("name, code", [
    ("de_DE.UTF-8", "de"), ("de-AT", "de"), ("ja_JP", "ja"), ("ko-KR", "ko"), ("zh_CN.UTF-8", "zh_CN"),
    ("zh-Hans-CN", "zh_CN"), ("zh-Hant-TW", "zh_TW"), ("zh_HK", "zh_TW"), ("fr_FR", "en"), ("C", "en"), ("", "en"),
])
def test_a_locale_name_finds_its_language(name, code):
    assert i18n.match(name) == code


def visible_texts(window) -> list[str]:
    from PySide6.QtWidgets import QAbstractButton, QLabel, QToolBar

    texts = []
    for menu_action in window.menuBar().actions():
        texts.append(menu_action.text())
        texts += [a.text() for a in menu_action.menu().actions() if not a.isSeparator()]
    texts += [a.text() for a in window.findChild(QToolBar, "main toolbar").actions()]
    texts += [label.text() for label in window.findChildren(QLabel) if label.isVisible()]
    texts += [button.text() for button in window.panel.findChildren(QAbstractButton) if button.isVisible()]
    header = window.panel.tree.headerItem()
    texts += [header.text(column) for column in range(header.columnCount())]
    return [t.replace("&", "") for t in texts]


def test_the_german_window_shows_no_english_menu_or_heading(german, qtbot, settings, tmp_path):
    from gocount_gui.ui.window import MainWindow

    window = MainWindow(settings, autosave_folder=tmp_path / "autosave")
    qtbot.addWidget(window)
    window.show()
    window.open_path(EXAMPLE, ask=False)
    texts = visible_texts(window)
    words = {word for text in texts for word in re.findall(r"[A-Za-zÄÖÜäöüß]+", text)}
    assert "Datei" in words and "Regeln" in words and "Ergebnisse" in words
    assert words & ENGLISH_WORDS == set(), sorted(words & ENGLISH_WORDS)


def test_view_language_is_remembered_and_installed(built, qapp, qtbot, settings, tmp_path, monkeypatch):
    from gocount_gui.ui.dialogs import NewCountDialog
    from gocount_gui.ui.language_menu import choose_language
    from gocount_gui.ui.window import MainWindow

    monkeypatch.setenv("GOCOUNT_LANG", "en")
    window = MainWindow(settings, autosave_folder=tmp_path / "autosave")
    qtbot.addWidget(window)
    assert list(window.language_actions) == ["", "en", "de", "ja", "ko", "zh_CN", "zh_TW"]
    assert window.language_actions[""].isChecked()
    try:
        window.language_actions["de"].setChecked(True)
        assert choose_language(window, "de") == "de"
        assert settings.value(i18n.SETTING) == "de" and i18n.chosen_language(settings) == "de"
        dialog = NewCountDialog(parent=window)  # opened after the choice: German
        qtbot.addWidget(dialog)
        assert dialog.windowTitle() == "Neue Zählung"
        assert choose_language(window, "") == "en"
        assert settings.value(i18n.SETTING) == ""
    finally:
        i18n.install("en", qapp)


def run_score(tmp_path, *args, **env):
    done = subprocess.run([sys.executable, "-m", "gocount_gui.cli", *args], env=quiet_env(tmp_path, GOCOUNT_LANG="", **env),
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_gocount_score_prints_german_headings_with_lang_de(built, tmp_path):
    out = run_score(tmp_path, "--lang", "de", str(EXAMPLE), LANG="C.UTF-8")
    assert "Regeln" in out and "Schwarz" in out and "Identitäten:" in out and "Komi 7.5" in out
    assert "rules" not in out.split("\n")[2] and "identities:" not in out


def test_gocount_score_follows_lang_and_stays_english_in_c(built, tmp_path):
    assert "Identitäten:" in run_score(tmp_path, str(EXAMPLE), LANG="de_DE.UTF-8", LC_ALL="")
    english = run_score(tmp_path, str(EXAMPLE), LANG="C.UTF-8", LC_ALL="")
    assert "identities:" in english and "Regeln" not in english


SYSTEM_LOCALES = {"de": "de_DE.UTF-8", "ja": "ja_JP.UTF-8", "ko": "ko_KR.UTF-8", "zh_CN": "zh_CN.UTF-8", "zh_TW": "zh_TW.UTF-8"}
FILE_MENU = {"de": "Datei", "ja": "ファイル(F)", "ko": "파일(F)", "zh_CN": "文件(F)", "zh_TW": "檔案(F)"}


@pytest.mark.parametrize("code", list(SYSTEM_LOCALES))
def test_the_self_test_passes_under_each_locale(built, tmp_path, code):
    done = subprocess.run([sys.executable, "-m", "gocount_gui", "--self-test"], capture_output=True, text=True, timeout=300,
                          env=quiet_env(tmp_path, GOCOUNT_LANG="", LANG=SYSTEM_LOCALES[code], LC_ALL="", LANGUAGE=""), cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    # The check's own words are translated too: its line is found by the language's name.
    line = next(line for line in done.stdout.splitlines() if f"{i18n.LANGUAGES[code]} ({code})" in line)
    assert line.startswith("ok   ") and repr(FILE_MENU[code]) in line, line
