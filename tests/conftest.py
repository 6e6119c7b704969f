"""Shared pytest set-up for the gocount tests."""

import os

# Before anything imports Qt: the QApplication is created lazily by pytest-qt,
# so this is early enough for every test, with or without a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest

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
