"""Shared pytest set-up for the gocount tests."""

import os

# Before anything imports Qt: the QApplication is created lazily by pytest-qt,
# so this is early enough for every test, with or without a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis.errors import InvalidArgument

REPO_ROOT = Path(__file__).resolve().parent.parent


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


def _profile(max_examples: int) -> settings:
    return settings(
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
            current = settings.get_profile(name)
        except InvalidArgument:
            current = None
        if current is None or current.max_examples != examples or current.deadline is not None:
            settings.register_profile(name, _profile(examples))


_register_profiles()
ACTIVE_PROFILE = os.environ.get(PROFILE_VARIABLE, "ci")
if ACTIVE_PROFILE not in PROFILE_EXAMPLES:
    raise RuntimeError(f"{PROFILE_VARIABLE}={ACTIVE_PROFILE!r}: choose one of {', '.join(PROFILE_EXAMPLES)}")
settings.load_profile(ACTIVE_PROFILE)


# ---- user folders ---------------------------------------------------------------


@pytest.fixture(autouse=True)
def private_data_folder(tmp_path_factory, monkeypatch):
    """Point the user's data folder (QStandardPaths' AppDataLocation, where
    windows autosave their counts) into a temporary folder, so no test
    writes into the real home folder. QStandardPaths reads XDG_DATA_HOME
    at every call on Linux."""
    folder = tmp_path_factory.mktemp("xdg-data")
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    return folder
