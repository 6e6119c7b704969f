"""Settings that cannot be read never stop gocount (issue 34, items 10 and
11, and Open Recent's relative paths): each is read with its type and range
checked, and one that cannot be used is reset with a one-line note in the
status bar. The settings file is written by hand, as a damaged one would be."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings

from gocount_gui.ui import settings as settings_reader
from gocount_gui.ui.engine_prefs import TIMEOUT, EnginePage, engine_spec
from gocount_gui.ui.window import MainWindow
from subprocess_env import quiet_env

ROOT = Path(__file__).parent.parent
GAME = ROOT / "tests" / "data" / "kgs-2019-04-13-68-aga.sgf"


@pytest.fixture
def ini(tmp_path) -> Path:
    return tmp_path / "settings.ini"


def window_on(ini: Path, qtbot, tmp_path) -> MainWindow:
    settings = QSettings(str(ini), QSettings.Format.IniFormat)
    window = MainWindow(settings, show_error=lambda *args: pytest.fail(f"error dialog: {args[1:]}"), autosave_folder=tmp_path / "autosave")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_a_window_starts_whatever_its_saved_layout_holds(ini, qtbot, tmp_path):
    ini.write_text(
        "[window]\ngeometry=not a geometry\ntoolbar_area=1, 2, 3\nsplitter_sizes=400, 99999999999\ntoolbar_shown=@ByteArray(\\x7f)\n"
        "[panel]\nbreakdowns=3\nresults_folded=maybe\n"
    )
    window = window_on(ini, qtbot, tmp_path)
    message = window.statusBar().currentMessage()
    for key in ("window/geometry", "window/toolbar_area", "window/splitter_sizes", "window/toolbar_shown", "panel/results_folded"):
        assert f"The setting {key} could not be read" in message
    settings = QSettings(str(ini), QSettings.Format.IniFormat)
    assert settings.value("window/geometry") is None and settings.value("panel/results_folded") is None


def test_a_layout_qt_wrote_is_restored(ini, qtbot, tmp_path):
    first = window_on(ini, qtbot, tmp_path)
    first.resize(700, 500)
    first.splitter.setSizes([400, 300])
    first.toolbar.hide()
    sizes = first.splitter.sizes()
    first.close()
    second = window_on(ini, qtbot, tmp_path)
    assert second.splitter.sizes() == sizes and second.toolbar.isHidden()
    assert "could not be read" not in second.statusBar().currentMessage()


def test_a_splitter_state_of_another_shape_never_reaches_qt(ini):
    settings = QSettings(str(ini), QSettings.Format.IniFormat)
    sample = QByteArray(bytes.fromhex("000000ff0000000100000002ffffffffffffffff00ffffffff010000000100"))
    settings.setValue("s", QByteArray(bytes.fromhex("000000ff00000001" + "7fffffff" * 4 + "00" * 2)))
    assert settings_reader.read_shape(settings, "s", sample) is None
    settings.setValue("s", sample)
    assert settings_reader.read_shape(settings, "s", sample) == sample
    settings_reader.take_notes()


def test_a_setting_qt_cannot_decode_does_not_stop_the_start(ini, tmp_path):
    """The whole program, started on a settings file with values of every
    wrong kind: it starts, says so, and exits normally."""
    config = tmp_path / "config" / "gocount"
    config.mkdir(parents=True)
    (config / "gocount.conf").write_text(
        "[window]\ngeometry=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x1\\x7f\\xff\\xff\\xff\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0\\0)\n"
        "splitter_sizes=@ByteArray(\\0\\0\\0\\xff)\n[count]\nsize=1, 2\nrules=@Invalid()\n[files]\nrecent=7\n[engine]\ntimeout=inf\n"
    )
    env = quiet_env(tmp_path, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"))
    code = "from gocount_gui.ui.window import application, MainWindow; app = application(); w = MainWindow(); print(w.statusBar().currentMessage())"
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "The setting window/splitter_sizes could not be read" in done.stdout


def test_new_count_takes_a_board_size_it_can_read(window, monkeypatch):
    from gocount_gui.ui.dialogs import NewCountDialog

    window.settings.setValue("count/size", ["1", "2"])
    window.settings.setValue("count/rules", "nonsense")
    seen = {}

    def cancel(dialog):
        seen["size"], seen["rules"] = dialog.size_spin.value(), dialog.value().rules_key
        return NewCountDialog.DialogCode.Rejected

    monkeypatch.setattr(NewCountDialog, "exec", cancel)
    window.new_count()
    assert seen == {"size": 19, "rules": "japanese"}
    assert "The setting count/size could not be read" in window.statusBar().currentMessage()


@pytest.mark.parametrize("stored", ["inf", "1e10", "-5", "nan", "[1, 2]"])
def test_a_bad_engine_time_limit_opens_the_preferences_at_zero(ini, qtbot, stored):
    settings = QSettings(str(ini), QSettings.Format.IniFormat)
    settings.setValue(TIMEOUT, stored)
    settings.setValue("engine/kind", "gnugo")
    page = EnginePage(settings)
    qtbot.addWidget(page)
    assert page.timeout.value() == 0
    assert engine_spec(settings).timeout == 0
    assert any(f"The setting {TIMEOUT} could not be read" in note for note in settings_reader.take_notes())


def test_open_recent_keeps_absolute_paths_and_drops_relative_ones(window, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    Path("round1.sgf").write_bytes(GAME.read_bytes())
    window.settings.setValue("files/recent", ["elsewhere.sgf", str(tmp_path / "kept.sgf")])
    assert window.recent_files() == [str(tmp_path / "kept.sgf")]
    assert window.open_path("round1.sgf", ask=False)
    assert window.recent_files()[0] == str(tmp_path / "round1.sgf")
    assert window.settings.value("files/last_folder") == str(tmp_path)


def test_the_desk_starts_whatever_its_remembered_rules_and_folder_hold(settings, qtbot):
    """A list where the desk's default rule set belongs, and a relative path (or a number)
    where its last folder belongs: the desk opens on the default rules and says no folder
    was checked yet, and both settings are removed with a note."""
    from gocount_gui.record.properties import DEFAULT_RULES
    from gocount_gui.ui.desk import DeskWindow

    settings.setValue("desk/default_rules", ["chinese", "aga"])
    settings.setValue("desk/folder", "games/round1")
    settings_reader.take_notes()
    desk = DeskWindow(settings, jobs=1)
    qtbot.addWidget(desk)
    assert desk.default_rules == DEFAULT_RULES
    assert "games/round1" not in desk.folder_label.text()
    assert settings.value("desk/default_rules") is None and settings.value("desk/folder") is None
    notes = settings_reader.take_notes()
    assert any("desk/default_rules" in note for note in notes) and any("desk/folder" in note for note in notes)


def test_a_remembered_rule_set_the_desk_knows_is_kept(settings, qtbot):
    from gocount_gui.ui.desk import DeskWindow

    settings.setValue("desk/default_rules", "aga")
    desk = DeskWindow(settings, jobs=1)
    qtbot.addWidget(desk)
    assert desk.default_rules == "aga"


def test_count_by_numbers_opens_files_from_home_when_its_folder_setting_is_damaged(settings, qtbot, monkeypatch):
    from gocount_gui.ui import numbers_window
    from gocount_gui.ui.numbers_window import NumbersWindow

    settings.setValue("files/folder", ["not", "a", "folder"])
    window = NumbersWindow(settings)
    qtbot.addWidget(window)
    asked = []
    monkeypatch.setattr(numbers_window.QFileDialog, "getOpenFileName",
                        staticmethod(lambda parent, title, folder, filter: (asked.append(folder), ("", ""))[1]))
    assert not window.choose_file()
    assert asked == [str(Path.home())]
    assert settings.value("files/folder") is None


@pytest.mark.parametrize("stored", [["de", "ja"], 7, "xx"])
def test_a_language_setting_of_another_kind_means_the_systems_language(settings, stored, monkeypatch):
    from gocount_gui import i18n

    monkeypatch.setattr(i18n, "system_language", lambda: "ja")
    settings.setValue(i18n.SETTING, stored)
    assert i18n.chosen_language(settings) == "ja"
    settings.setValue(i18n.SETTING, "de")
    assert i18n.chosen_language(settings) == "de"


# ---- fuzzing the readers ------------------------------------------------------------------

from hypothesis import given, settings as hypothesis_settings, strategies as st  # noqa: E402

_ANY = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**63 - 1) | st.floats() | st.text(max_size=30) | st.binary(max_size=80).map(QByteArray),
    lambda inner: st.lists(inner, max_size=4),
    max_leaves=8,
)


@hypothesis_settings(max_examples=300, deadline=None)
@given(_ANY)
def test_every_reader_answers_any_stored_value_with_a_value_of_its_kind(value):
    import tempfile

    settings = QSettings(str(Path(tempfile.gettempdir()) / "gocount-settings-fuzz.ini"), QSettings.Format.IniFormat)
    sample = QByteArray(bytes.fromhex("000000ff0000000100000002ffffffffffffffff00ffffffff010000000100"))
    for key, read, kind in (
        ("t", lambda: settings_reader.read_text(settings, "t"), str),
        ("l", lambda: settings_reader.read_texts(settings, "l"), list),
        ("b", lambda: settings_reader.read_bool(settings, "b"), bool),
        ("i", lambda: settings_reader.read_int(settings, "i", 3, 0, 10), int),
        ("z", lambda: settings_reader.read_size(settings, "z"), int),
        ("f", lambda: settings_reader.read_float(settings, "f", 0.0, 0.0, 3600.0), float),
        ("s", lambda: settings_reader.read_shape(settings, "s", sample), (QByteArray, type(None))),
    ):
        settings.setValue(key, value)
        assert isinstance(read(), kind)
    settings.clear()
    settings_reader.take_notes()


def test_qt_layout_blobs_of_older_versions_are_never_given_to_qt(tmp_path, qtbot):
    """A toolbar state whose count of toolbar lines is 2**31 - 1, and a
    splitter state whose handle width is, have the length and header Qt
    writes, and each hangs Qt's restore; gocount no longer reads them."""
    sample = MainWindow(QSettings(str(tmp_path / "sample.ini"), QSettings.Format.IniFormat), autosave_folder=tmp_path / "autosave")
    qtbot.addWidget(sample)
    state, splitter = bytes(sample.saveState()), bytes(sample.splitter.saveState())
    lines = state.index(b"\xfc") + 1  # the toolbar marker, then the number of toolbar lines
    state = state[:lines] + b"\x7f\xff\xff\xff" + state[lines + 4:]
    splitter = splitter[:21] + b"\x7f\xff\xff\xff" + splitter[25:]
    conf = tmp_path / "config" / "gocount" / "gocount.conf"
    conf.parent.mkdir(parents=True)
    stored = QSettings(str(conf), QSettings.Format.IniFormat)
    stored.setValue("window/state", QByteArray(state))
    stored.setValue("window/splitter", QByteArray(splitter))
    stored.sync()
    env = quiet_env(tmp_path, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"))
    code = "from gocount_gui.ui.window import application, MainWindow; app = application(); w = MainWindow(); w.show(); print('started')"
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "started" in done.stdout, done.stderr[-2000:]
    assert QSettings(str(conf), QSettings.Format.IniFormat).value("window/state") is None
