"""Shared pytest set-up for the gocount tests."""

import os

# Before anything imports Qt: the QApplication is created lazily by pytest-qt,
# so this is early enough for every test, with or without a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The tests read the window in English, whatever the machine's language;
# tests of the translations install theirs themselves.
os.environ["GOCOUNT_LANG"] = "en"

import shutil
import tempfile

# A home of the test run's own, set before Qt reads it (Qt keeps the folders
# of its default QSettings from the first time it looks): no test reads or
# writes the user's settings, recent files, autosaves or caches. Each test
# then gets folders of its own (``private_home`` below); this one is removed
# when the run ends.
USER_FOLDERS = ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR")
_RUN_HOME = tempfile.mkdtemp(prefix="gocount-tests-home-")


def _point_user_folders(home: str) -> dict[str, str]:
    """The user's folders, all below ``home`` (made, the runtime folder
    private as the XDG specification asks)."""
    folders = {
        "HOME": home,
        "XDG_CONFIG_HOME": os.path.join(home, ".config"),
        "XDG_DATA_HOME": os.path.join(home, ".local", "share"),
        "XDG_CACHE_HOME": os.path.join(home, ".cache"),
        "XDG_STATE_HOME": os.path.join(home, ".local", "state"),
        "XDG_RUNTIME_DIR": os.path.join(home, "run"),
    }
    for folder in folders.values():
        os.makedirs(folder, exist_ok=True)
    os.chmod(folders["XDG_RUNTIME_DIR"], 0o700)
    return folders


os.environ.update(_point_user_folders(_RUN_HOME))

from pathlib import Path

import pytest
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings
from hypothesis.errors import InvalidArgument

REPO_ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def qapp_cls():
    """pytest-qt's QApplication is gocount's own (it takes macOS's file-open events)."""
    from gocount_gui.ui.window import Application

    return Application


@pytest.fixture(scope="session")
def corpus_dir() -> Path:
    """The real-game corpus, ``<repo>/../shared/corpus``; skips the test when it is absent."""
    corpus = REPO_ROOT.parent / "shared" / "corpus"
    if not corpus.is_dir():
        pytest.skip(
            "../shared/corpus is absent: the real-game corpus lives beside the repo "
            "only on the project's machines"
        )
    return corpus


@pytest.fixture(scope="session")
def tb_tw_paths(corpus_dir) -> list[Path]:
    """The 520 games of the dev corpus whose last node carries the players'
    TB/TW (the root index and kgs-6d-2017q1/); skips when an index is absent."""
    import csv

    paths = []
    for index in (corpus_dir / "INDEX.tsv", corpus_dir / "kgs-6d-2017q1" / "INDEX.tsv"):
        if not index.is_file():
            pytest.skip(f"{index} is absent")
        with open(index, newline="", encoding="utf-8") as handle:
            paths += [index.parent / row["path"] for row in csv.DictReader(handle, delimiter="\t") if row["tb_tw"] == "final"]
    return paths


@pytest.fixture
def example_model(qtbot):
    """A GameModel with resources/example.sgf open (a KGS game, Chinese rules, B+1.5)."""
    from gocount_gui.model import GameModel

    model = GameModel()
    model.open_file(REPO_ROOT / "resources" / "example.sgf")
    return model


@pytest.fixture
def shown(qtbot):
    """Show a widget at a size and wait until it is on screen; closed at teardown."""

    def show(widget, width: int, height: int):
        qtbot.addWidget(widget)
        widget.resize(width, height)
        widget.show()
        qtbot.waitExposed(widget)
        return widget

    return show


# ---- Hypothesis profiles -------------------------------------------------------

PROFILE_VARIABLE = "GOCOUNT_HYPOTHESIS_PROFILE"
PROFILE_EXAMPLES = {"ci": 200, "long": 10_000}


def _profile(max_examples: int) -> hypothesis_settings:
    return hypothesis_settings(
        max_examples=max_examples,
        deadline=None,
        print_blob=True,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


def _register_profiles() -> None:
    """Register "ci" and "long" once: a profile already registered with our
    numbers is left alone. Hypothesis has a built-in "ci" profile of its own
    (loaded when the CI variable is set); ours replaces it."""
    for name, examples in PROFILE_EXAMPLES.items():
        try:
            current = hypothesis_settings.get_profile(name)
        except InvalidArgument:
            current = None
        if current is None or current.max_examples != examples or current.deadline is not None:
            hypothesis_settings.register_profile(name, _profile(examples))


_register_profiles()
ACTIVE_PROFILE = os.environ.get(PROFILE_VARIABLE, "ci")
if ACTIVE_PROFILE not in PROFILE_EXAMPLES:
    raise RuntimeError(f"{PROFILE_VARIABLE}={ACTIVE_PROFILE!r}: choose one of {', '.join(PROFILE_EXAMPLES)}")
hypothesis_settings.load_profile(ACTIVE_PROFILE)


# ---- user folders ---------------------------------------------------------------


def pytest_sessionfinish(session, exitstatus):
    shutil.rmtree(_RUN_HOME, ignore_errors=True)


@pytest.fixture(autouse=True)
def private_home(tmp_path_factory, monkeypatch) -> Path:
    """Every test runs with a home and XDG folders of its own (a program it
    starts inherits them), so no test reads or writes the user's real ones:
    settings, Open Recent, the first-start hint, autosaves (QStandardPaths
    reads XDG_DATA_HOME at every call on Linux), PyInstaller's cache."""
    home = tmp_path_factory.mktemp("home")
    for name, folder in _point_user_folders(str(home)).items():
        monkeypatch.setenv(name, folder)
    return home


@pytest.fixture
def private_data_folder(private_home) -> Path:
    """The test's own data folder (where windows autosave their counts)."""
    return Path(os.environ["XDG_DATA_HOME"])


# ---- the main window -------------------------------------------------------------


@pytest.fixture
def settings(tmp_path):
    """The window's QSettings, in an ini file of the test's own."""
    from PySide6.QtCore import QSettings

    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def errors():
    """The (title, text, details) of every error dialog the window showed."""
    return []


@pytest.fixture
def window(qtbot, settings, errors, tmp_path):
    """A shown MainWindow whose error dialogs land in ``errors`` and whose
    autosaves go into the test's folder."""
    from gocount_gui.ui.window import MainWindow

    window = MainWindow(settings, show_error=lambda parent, title, text, details: errors.append((title, text, details)),
                        autosave_folder=tmp_path / "autosave")
    window.show()
    qtbot.waitExposed(window)
    yield window
    # Not qtbot.addWidget: its close at teardown comes before this line, and
    # a count with changes would then wait for an answer to "Save them first?".
    window.model.undo_stack.setClean()
    window.close()
    window.deleteLater()


@pytest.fixture
def switch_language(qapp):
    """``switch_language(code)`` installs a language while the test runs,
    as View > Language does (open windows get Qt's LanguageChange);
    English again at teardown."""
    from gocount_gui import i18n

    def switch(code: str) -> None:
        if code != "en" and i18n.lrelease() is None and not i18n.qm_path(code).exists():
            pytest.skip("pyside6-lrelease is not beside this Python: no .qm to load")
        assert i18n.install(code, qapp)

    yield switch
    i18n.install("en", qapp)


@pytest.fixture
def pseudo(qapp):
    """Every message translated as «message», installed as gocount installs
    its own translation, for the duration of a test (see pseudo_translation)."""
    from pseudo_translation import installed, pseudo_translator

    with installed(pseudo_translator()) as translator:
        yield translator
