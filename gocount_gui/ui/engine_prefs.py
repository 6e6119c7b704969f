"""Preferences > Engine: which Go engine gives a second opinion, where its
files are, and a button that tries it. Kept in QSettings under ``engine/``.

Nothing needs an engine: with "None" chosen, Ask the Engine only says how
to choose one.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..engine.client import DEFAULT_TIMEOUT, ENGINES, GNUGO, KATAGO, KATAGO_THINK, KATAGO_VISITS, MAX_THINK, EngineError, EngineSpec, Question, find_engine
from ..i18n import shown, translate
from ..scoring.board import Position
from .engine_run import EngineRun
from .settings import read_bool, read_float, read_text

KIND = "engine/kind"
AFTER_SUGGESTION = "engine/after_suggestion"
TIMEOUT = "engine/timeout"
THINK = "engine/katago_think"
PATHS = {
    "gnugo_program": "engine/gnugo_program",
    "katago_program": "engine/katago_program",
    "katago_model": "engine/katago_model",
    "katago_config": "engine/katago_config",
}


MAX_TIMEOUT_SECONDS = 3600
"""The longest time limit the preferences take (their box's largest value)."""


def read_timeout(settings: QSettings) -> int:
    """The time limit in whole seconds, 0 for the engine's own default; a
    value out of range (``inf``, ``1e10``, a list) is reset to 0 with a note."""
    return int(read_float(settings, TIMEOUT, 0.0, 0.0, MAX_TIMEOUT_SECONDS))


def read_think(settings: QSettings) -> int:
    """Seconds KataGo searches a position, 0 for its default
    (:data:`~gocount_gui.engine.client.KATAGO_THINK`)."""
    return int(read_float(settings, THINK, 0.0, 0.0, MAX_THINK))


def engine_spec(settings: QSettings) -> EngineSpec | None:
    """The engine chosen in the preferences, or None."""
    kind = read_text(settings, KIND)
    if kind not in ENGINES:
        return None
    path = {key: read_text(settings, name) for key, name in PATHS.items()}
    timeout = read_timeout(settings)
    if kind == GNUGO:
        return EngineSpec(GNUGO, path["gnugo_program"], timeout=timeout)
    return EngineSpec(KATAGO, path["katago_program"], path["katago_model"], path["katago_config"], timeout, read_think(settings))


def ask_after_suggestion(settings: QSettings) -> bool:
    """True when the engine is asked after each dead-stone suggestion."""
    return read_bool(settings, AFTER_SUGGESTION)


def how_long(spec: EngineSpec) -> str:
    """How long the engine takes to answer, in a sentence for the player:
    KataGo's reading time and its start, or GNU Go's time limit."""
    if spec.kind == GNUGO:
        return translate("Engine", "GNU Go usually answers within seconds (at most {seconds} s, its time limit).").format(seconds=f"{spec.seconds:g}")
    think, limit = spec.think_seconds, spec.seconds
    if think >= limit:
        return translate("Engine", "KataGo would read for {think} s, but its time limit is {seconds} s: it would be stopped before it answers.").format(
            think=f"{think:g}", seconds=f"{limit:g}")
    return translate(
        "Engine",
        "An answer takes about {think} s once KataGo has started; starting it takes longer, and its very first start on a "
        "computer without a graphics card can take an hour while it tunes itself. It is stopped after {seconds} s.",
    ).format(think=f"{think:g}", seconds=f"{limit:g}")


class _PathField(QWidget):
    """A path in a line and a Browse button."""

    def __init__(self, placeholder: str, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.line = QLineEdit()
        self.line.setPlaceholderText(placeholder)
        self.line.setClearButtonEnabled(True)
        browse = QPushButton(translate("Engine", "Browse\u2026"))
        browse.clicked.connect(lambda: self._browse(title))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.line, 1)
        row.addWidget(browse)

    def _browse(self, title: str) -> None:
        from PySide6.QtWidgets import QFileDialog

        name, _ = QFileDialog.getOpenFileName(self, title, self.line.text())
        if name:
            self.line.setText(name)


class EnginePage(QWidget):
    """The Engine tab: engine, paths, time limit, asking after a
    suggestion, and Test."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.run: EngineRun | None = None
        self._started = 0.0
        self.kind = QComboBox()
        self.kind.addItem(translate("Engine", "None"), "")
        for key, name in ENGINES.items():
            self.kind.addItem(name, key)
        self.kind.setAccessibleName(translate("Engine", "Engine"))
        found = {kind: find_engine(kind) for kind in ENGINES}
        missing = translate("Engine", "{program}: not found on the PATH or in /usr/games")
        self.fields = {
            "gnugo_program": _PathField(found[GNUGO] or missing.format(program="gnugo"), translate("Engine", "GNU Go's program")),
            "katago_program": _PathField(found[KATAGO] or missing.format(program="katago"), translate("Engine", "KataGo's program")),
            "katago_model": _PathField(translate("Engine", "the network, e.g. {file}").format(file="kata1-b18c384nbt.bin.gz"), translate("Engine", "KataGo's network")),
            "katago_config": _PathField(
                translate("Engine", "the analysis config, e.g. {file}").format(file="analysis_example.cfg"), translate("Engine", "KataGo's analysis config")
            ),
        }
        self.timeout = QSpinBox()
        self.timeout.setRange(0, MAX_TIMEOUT_SECONDS)
        self.timeout.setSuffix(translate("Engine", " s"))
        self.timeout.setSpecialValueText(
            translate("Engine", "default ({gnugo} s GNU Go, {katago} s KataGo)").format(gnugo=f"{DEFAULT_TIMEOUT[GNUGO]:g}", katago=f"{DEFAULT_TIMEOUT[KATAGO]:g}")
        )
        self.think = QSpinBox()
        self.think.setRange(0, int(MAX_THINK))
        self.think.setSuffix(translate("Engine", " s a position"))
        self.think.setSpecialValueText(translate("Engine", "default ({seconds} s a position)").format(seconds=f"{KATAGO_THINK:g}"))
        self.think.setToolTip(translate(
            "Engine",
            "How long KataGo reads each position: it stops after {visits} visits if that comes sooner (with a graphics card, "
            "in well under a second). Its first start takes longer, while it loads its network.",
        ).format(visits=KATAGO_VISITS))
        self.how_long = QLabel()
        self.how_long.setWordWrap(True)
        self.after = QCheckBox(translate("Engine", "Ask the engine after each dead-stone suggestion"))
        self.test_button = QPushButton(translate("Engine", "&Test"))
        self.test_button.setToolTip(translate("Engine", "Ask the engine about an empty 5\u00d75 board, as a check that it runs"))
        self.test_button.clicked.connect(self.test)
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        form = QFormLayout(self)
        form.addRow(translate("Engine", "&Engine:"), self.kind)
        form.addRow(translate("Engine", "GNU Go program:"), self.fields["gnugo_program"])
        form.addRow(translate("Engine", "KataGo program:"), self.fields["katago_program"])
        form.addRow(translate("Engine", "KataGo network:"), self.fields["katago_model"])
        form.addRow(translate("Engine", "KataGo config:"), self.fields["katago_config"])
        form.addRow(translate("Engine", "KataGo reads:"), self.think)
        form.addRow(self.how_long)
        form.addRow(translate("Engine", "Time limit:"), self.timeout)
        form.addRow(self.after)
        test_row = QHBoxLayout()
        test_row.addWidget(self.test_button)
        test_row.addWidget(self.result, 1)
        form.addRow(test_row)
        note = QLabel(translate(
            "Engine",
            "GNU Go and KataGo are not part of gocount: an engine installed on this computer gives a second "
            "opinion on the dead stones, and gocount works the same without one.",
        ))
        note.setWordWrap(True)
        form.addRow(note)
        self._load()
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.timeout.valueChanged.connect(lambda _value: self._say_how_long())
        self.think.valueChanged.connect(lambda _value: self._say_how_long())
        self._kind_changed()

    def _load(self) -> None:
        s = self.settings
        index = self.kind.findData(read_text(s, KIND))
        self.kind.setCurrentIndex(max(0, index))
        for key, name in PATHS.items():
            self.fields[key].line.setText(read_text(s, name))
        self.timeout.setValue(read_timeout(s))
        self.think.setValue(read_think(s))
        self.after.setChecked(ask_after_suggestion(s))

    def save(self) -> None:
        """Keep the choices in the settings."""
        s = self.settings
        s.setValue(KIND, self.kind.currentData())
        for key, name in PATHS.items():
            s.setValue(name, self.fields[key].line.text().strip())
        s.setValue(TIMEOUT, self.timeout.value())
        s.setValue(THINK, self.think.value())
        s.setValue(AFTER_SUGGESTION, self.after.isChecked())

    def spec(self) -> EngineSpec | None:
        """The engine as the page shows it now (saved or not)."""
        kind = self.kind.currentData()
        if not kind:
            return None
        text = {key: field.line.text().strip() for key, field in self.fields.items()}
        if kind == GNUGO:
            return EngineSpec(GNUGO, text["gnugo_program"], timeout=self.timeout.value())
        return EngineSpec(KATAGO, text["katago_program"], text["katago_model"], text["katago_config"], self.timeout.value(), self.think.value())

    def _kind_changed(self) -> None:
        kind = self.kind.currentData()
        self.fields["gnugo_program"].setEnabled(kind == GNUGO)
        for key in ("katago_program", "katago_model", "katago_config"):
            self.fields[key].setEnabled(kind == KATAGO)
        self.think.setEnabled(kind == KATAGO)
        self._say_how_long()
        self.test_button.setEnabled(bool(kind))
        self.after.setEnabled(bool(kind))
        self.result.clear()

    def _say_how_long(self) -> None:
        """Under the reading time: how long an answer takes, for the engine
        chosen."""
        spec = self.spec()
        self.how_long.setText(how_long(spec) if spec is not None else "")
        self.how_long.setVisible(spec is not None)

    def test(self) -> None:
        """Ask the engine about an empty 5x5 board, in the background; the
        result (its name and version, or why it failed) shows beside the
        button."""
        spec = self.spec()
        if spec is None:
            return
        self.stop()
        try:
            spec.command()
        except EngineError as err:
            self.result.setText(f"\u2717 {shown(err.message)}")
            return
        self.result.setText(translate("Engine", "Asking {engine}\u2026").format(engine=spec.name))
        self.test_button.setEnabled(False)
        self._started = time.monotonic()
        self.run = EngineRun(spec, Question(Position.empty(5), 7.0), self)
        answered = translate("Engine", "{engine} answered in {seconds} s")
        self.run.answered.connect(
            lambda opinion: self.result.setText("\u2713 " + answered.format(engine=opinion.title, seconds=f"{time.monotonic() - self._started:.1f}"))
        )
        self.run.failed.connect(lambda message: self.result.setText(f"\u2717 {message}"))
        self.run.finished.connect(lambda: self.test_button.setEnabled(bool(self.kind.currentData())))
        self.run.start()

    def stop(self) -> None:
        """Stop a test that still runs."""
        if self.run is not None:
            self.run.stop()
            self.run = None


class PreferencesDialog(QDialog):
    """Edit > Preferences: one tab for now, Engine. OK keeps the choices."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Engine", "gocount \u2014 Preferences"))
        self.tabs = QTabWidget()
        self.engine_page = EnginePage(settings)
        self.tabs.addTab(self.engine_page, translate("Engine", "&Engine"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(self.tabs)
        column.addWidget(buttons)
        hint = self.sizeHint()
        self.resize(max(560, hint.width()), hint.height())

    def accept(self) -> None:
        self.engine_page.save()
        self.engine_page.stop()
        super().accept()

    def reject(self) -> None:
        self.engine_page.stop()
        super().reject()
