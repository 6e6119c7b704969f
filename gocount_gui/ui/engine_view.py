"""Edit > Ask the Engine: a Go engine's second opinion on the dead stones,
beside the marks on the board.

The engine runs in a QProcess (:class:`~gocount_gui.ui.engine_run.EngineRun`)
while the window goes on; a panel shows that it thinks, with Cancel. Its
answer is compared with the current marks: the board rings every stone
where they differ, and the panel names each group ("GNU Go thinks C16-E17
are dead") with an Accept button that takes the engine's view for that
group as one undo step. The comparison follows every change of the marks;
a change of the stones makes the answer stale, and it is dropped.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QProgressBar, QPushButton, QToolButton, QVBoxLayout, QWidget

from ..scoring.colour import Point, point_name
from ..i18n import Context, shown, translate

if TYPE_CHECKING:  # the engine's modules load at the first question, not with the window
    from ..engine.client import Opinion
    from ..scoring.board import Position
    from .engine_run import EngineRun, KataGoKeeper

MAX_ROWS = 12
"""Groups the panel lists; the rest are counted in a line."""

Engine = Context("Engine")
"""The engine's counted messages (lupdate reads the context from the name)."""


@dataclass(frozen=True)
class Disagreement:
    """Stones of one group whose status differs: ``dead`` is the engine's
    view of them (True: it calls them dead, they are not marked)."""

    stones: frozenset[Point]
    dead: bool

    def sentence(self, engine: str) -> str:
        """``GNU Go thinks C16-E17 are dead``.

        >>> Disagreement(frozenset({(15, 2), (16, 4), (16, 3)}), True).sentence("GNU Go")
        'GNU Go thinks C16-E17 are dead (3 stones)'
        >>> Disagreement(frozenset({(3, 3)}), False).sentence("KataGo")
        'KataGo thinks D4 is alive'
        """
        many = len(self.stones)
        if many == 1:
            text = translate("Engine", "{engine} thinks {stones} is dead") if self.dead else translate("Engine", "{engine} thinks {stones} is alive")
        elif many == 2:
            text = translate("Engine", "{engine} thinks {stones} are dead") if self.dead else translate("Engine", "{engine} thinks {stones} are alive")
        elif self.dead:
            text = Engine.tr("{engine} thinks {stones} are dead (%n stones)", "", many)
        else:
            text = Engine.tr("{engine} thinks {stones} are alive (%n stones)", "", many)
        return text.format(engine=engine, stones=stones_text(self.stones))


def stones_text(stones: frozenset[Point]) -> str:
    """A few stones by name: ``D4``, ``D4 and E4``, or the span from the
    lowest-left to the highest-right corner, ``C16-E17``."""
    ordered = sorted(stones, key=lambda p: (p[1], p[0]))
    if len(ordered) == 1:
        return point_name(ordered[0])
    if len(ordered) == 2:
        return translate("Engine", "{first} and {second}").format(first=point_name(ordered[0]), second=point_name(ordered[1]))
    rows = [p[0] for p in ordered]
    cols = [p[1] for p in ordered]
    return f"{point_name((min(rows), min(cols)))}-{point_name((max(rows), max(cols)))}"


def disagreements(position: Position, engine_dead: frozenset[Point], marked: frozenset[Point]) -> list[Disagreement]:
    """Where the engine and the marks differ, by group: stones of one
    colour seen the same way, each within two points (a one-point jump or a
    diagonal) of another; in board order (top left first).

    >>> from gocount_gui.scoring.diagram import parse_diagram
    >>> pos = parse_diagram('''
    ...     . # o .
    ...     # # . o
    ...     . # o .
    ...     # # o o
    ... ''')
    >>> [(sorted(d.stones), d.dead) for d in disagreements(pos, frozenset({(3, 2), (1, 2), (2, 3)}), frozenset({(0, 0)}))]
    [([(1, 2), (2, 3), (3, 2)], True), ([(0, 0)], False)]
    """
    differ = {p for p in engine_dead ^ marked if position.get(p) is not None}
    found: list[Disagreement] = []
    for start in sorted(differ, key=lambda p: (-p[0], p[1])):
        if start not in differ:
            continue
        dead, colour = start in engine_dead, position.get(start)
        group, todo = {start}, [start]
        differ.discard(start)
        while todo:
            row, col = todo.pop()
            near = [p for p in differ if abs(p[0] - row) + abs(p[1] - col) <= 2 and (p in engine_dead) == dead and position.get(p) is colour]
            for point in near:
                differ.discard(point)
                group.add(point)
                todo.append(point)
        found.append(Disagreement(frozenset(group), dead))
    return found


class EnginePanel(QFrame):
    """The engine's part of the side: what it is doing, then one row per
    disagreement with an Accept button. Hidden when there is nothing to say."""

    cancel_requested = Signal()
    dismissed = Signal()
    accept_requested = Signal(object)  # a Disagreement

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("engine panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel()
        self.title.setObjectName("engine title")
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.close_button = QToolButton()
        self.close_button.setText("\u2715")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.dismissed)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.close_button)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(12)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel_requested)
        busy = QHBoxLayout()
        busy.addWidget(self.progress, 1)
        busy.addWidget(self.cancel_button)
        self.rows = QVBoxLayout()
        self.rows.setSpacing(2)
        column = QVBoxLayout(self)
        column.setContentsMargins(8, 6, 8, 6)
        column.addLayout(head)
        column.addWidget(self.status)
        column.addLayout(busy)
        column.addLayout(self.rows)
        self.row_labels: list[QLabel] = []
        self.accept_buttons: list[QPushButton] = []
        self.show_busy(False)
        self.hide()
        self.retranslate()

    def retranslate(self) -> None:
        """The panel's own words (what it says comes from its owner)."""
        self.close_button.setToolTip(translate("Engine", "Put the engine's answer away (the rings go too)"))
        self.close_button.setAccessibleName(translate("Engine", "Close the second opinion"))
        self.cancel_button.setText(translate("Engine", "Cancel"))

    def show_busy(self, busy: bool) -> None:
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)

    def say(self, title: str, status: str = "") -> None:
        """Show the panel with ``title`` and ``status``, and no rows."""
        self.title.setText(title)
        self.status.setText(status)
        self.status.setVisible(bool(status))
        self.set_rows("", [])
        self.show()

    def set_rows(self, engine: str, found: list[Disagreement]) -> None:
        """One row per disagreement (at most :data:`MAX_ROWS`)."""
        while self.rows.count():
            item = self.rows.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.row_labels, self.accept_buttons = [], []
        for disagreement in found[:MAX_ROWS]:
            row = QWidget()
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            label = QLabel(disagreement.sentence(engine))
            label.setWordWrap(True)
            button = QPushButton(translate("Engine", "Accept"))
            if disagreement.dead:
                tip = translate("Engine", "Mark {stones} dead, as {engine} sees it (one undo step)")
            else:
                tip = translate("Engine", "Mark {stones} alive, as {engine} sees it (one undo step)")
            button.setToolTip(tip.format(stones=stones_text(disagreement.stones), engine=engine))
            button.setAccessibleName(translate("Engine", "Accept: {disagreement}").format(disagreement=label.text()))
            button.clicked.connect(lambda _checked=False, d=disagreement: self.accept_requested.emit(d))
            line.addWidget(label, 1)
            line.addWidget(button)
            self.rows.addWidget(row)
            self.row_labels.append(label)
            self.accept_buttons.append(button)
        if len(found) > MAX_ROWS:
            more = QLabel(Engine.tr("and %n more groups, ringed on the board", "", len(found) - MAX_ROWS))
            self.rows.addWidget(more)


class EngineSupport(QObject):
    """Asks the engine chosen in the preferences, and shows its view.

    ``ask_action`` (Edit > Ask the Engine) and ``preferences_action``
    (Edit > Preferences) go into the window's menus, ``panel`` into its
    side; :meth:`shutdown` stops a running engine, and the KataGo kept
    between questions, when the window closes.

    Signals:
        notice(str): a message for the status bar.
    """

    notice = Signal(str)

    def __init__(self, model, board, settings: QSettings, parent: QWidget) -> None:
        super().__init__(parent)
        self.model = model
        self.board = board
        self.settings = settings
        self.window = parent
        self.run: EngineRun | None = None
        self.keeper: KataGoKeeper | None = None  # KataGo kept running between questions
        self.opinion: Opinion | None = None
        self.opinion_position: Position | None = None
        self.found: list[Disagreement] = []
        self._said = None  # what the panel says, as a function of the language
        self.panel = EnginePanel()
        self.panel.cancel_requested.connect(self.cancel)
        self.panel.accept_requested.connect(self.accept)
        self.panel.dismissed.connect(self.dismiss)
        self.ask_action = QAction(self)
        self.ask_action.setShortcut(QKeySequence("Ctrl+Shift+E"))
        self.ask_action.triggered.connect(self.ask)
        self.preferences_action = QAction(self)
        self.preferences_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Preferences))
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.preferences_action.triggered.connect(self.preferences)
        model.scored.connect(self._scored)
        model.suggested.connect(self._suggested)
        model.source_changed.connect(self._source_changed)
        self._name_actions()

    def _name_actions(self) -> None:
        self.ask_action.setText(translate("Engine", "Ask the &Engine"))
        self.ask_action.setStatusTip(translate("Engine", "Ask GNU Go or KataGo which stones are dead, and see where it differs from the marks"))
        self.preferences_action.setText(translate("Engine", "&Preferences\u2026"))

    def retranslate(self) -> None:
        """The actions and the panel in the language just installed, with
        what it says said again in it."""
        self._name_actions()
        self.panel.retranslate()
        if self.panel.isHidden():
            return
        if self.opinion is not None:
            self._compare()
        elif self._said is not None:
            self.panel.say(*self._said())

    def _say(self, words) -> None:
        """Show the panel with ``words()``'s title and status (kept, to be
        said again in another language)."""
        self._said = words
        self.panel.say(*words())

    # ---- asking -------------------------------------------------------------------

    @property
    def thinking(self) -> bool:
        return self.run is not None and self.run.running

    def ask(self) -> bool:
        """Ask the engine about the position on the board, in the
        background. Returns False when no engine is chosen."""
        from ..engine.client import Question
        from .engine_prefs import engine_spec
        from .engine_run import EngineRun, KataGoKeeper

        spec = engine_spec(self.settings)
        if spec is None:
            self._say(lambda: (translate("Engine", "Second opinion"), translate("Engine", "No engine is chosen: pick GNU Go or KataGo in Edit > Preferences > Engine.")))
            self.notice.emit(self.panel.status.text())
            return False
        self.cancel(quietly=True)
        state = self.model.state
        question = Question.at_end(state.position, state.tray.komi, state.rules_key, state.last_move, state.tray.last_pass)
        if self.keeper is None:
            self.keeper = KataGoKeeper(self)
        self.run = EngineRun(spec, question, self, keeper=self.keeper)
        self.run.answered.connect(self._answered)
        self.run.failed.connect(self._failed)
        self.run.finished.connect(self._finished)
        self.run.tuning.connect(lambda: self._say(lambda: (
            translate("Engine", "Asking {engine}\u2026").format(engine=spec.name),
            translate(
                "Engine",
                "{engine} tunes itself for this computer, once: without a graphics card this can take up to an hour, "
                "and its answer follows. You can go on counting; closing the window stops it.",
            ).format(engine=spec.name),
        )))
        self._set_opinion(None)
        self._say(lambda: (
            translate("Engine", "Asking {engine}\u2026").format(engine=spec.name),
            self._reading(spec),
        ))
        self.panel.show_busy(True)
        self.ask_action.setEnabled(False)
        self.run.start()
        return True

    def _reading(self, spec) -> str:
        """What the panel says while the engine reads: how long it takes."""
        from ..engine.client import KATAGO

        if spec.kind == KATAGO:
            text = translate("Engine", "{engine} reads the position for about {think} s (longer when it starts); you can go on counting.")
        else:
            text = translate("Engine", "{engine} is reading the position (at most {seconds} s); you can go on counting.")
        return text.format(engine=spec.name, think=f"{spec.think_seconds:g}", seconds=f"{spec.seconds:g}")

    def cancel(self, quietly: bool = False) -> None:
        """Stop the engine if it thinks."""
        run, self.run = self.run, None
        if run is not None and run.running:
            run.stop()
            if not quietly:
                self._say(lambda: (translate("Engine", "Second opinion"), translate("Engine", "{engine} was stopped before it answered.").format(engine=run.spec.name)))
        self._finished()

    def dismiss(self) -> None:
        """Put the answer away: no rings, no panel (a running engine is stopped)."""
        self.cancel(quietly=True)
        self.opinion_position = None
        self._set_opinion(None)
        self.panel.hide()

    def shutdown(self) -> None:
        """Stop a running engine, and the KataGo kept between questions, and
        wait until their processes are gone."""
        self.cancel(quietly=True)
        if self.keeper is not None:
            self.keeper.end()

    def preferences(self) -> None:
        """Edit > Preferences. A KataGo kept running is ended when the
        engine chosen is no longer the same KataGo."""
        from ..engine.client import KATAGO
        from .engine_prefs import PreferencesDialog, engine_spec

        dialog = PreferencesDialog(self.settings, self.window)
        dialog.exec()
        dialog.deleteLater()
        if self.keeper is not None and self.keeper.running and not self.thinking:
            spec = engine_spec(self.settings)
            try:
                same = spec is not None and spec.kind == KATAGO and spec.command() == self.keeper.command
            except ValueError:  # (EngineError) the engine cannot be run as now chosen
                same = False
            if not same:
                self.keeper.end()

    def _suggested(self) -> None:
        from .engine_prefs import ask_after_suggestion, engine_spec

        if ask_after_suggestion(self.settings) and engine_spec(self.settings) is not None:
            self.ask()

    # ---- its answer ----------------------------------------------------------------------

    def _answered(self, opinion: Opinion) -> None:
        position = self.run.question.position if self.run is not None else None
        if position != self.model.state.position:
            self._say(lambda: (translate("Engine", "Second opinion"), translate("Engine", "The stones changed while {engine} thought: ask again.").format(engine=opinion.engine)))
            return
        self.opinion_position = position
        self._set_opinion(opinion)
        self.notice.emit(self._summary(notice=True))

    def _failed(self, message: str) -> None:
        self._say(lambda: (translate("Engine", "Second opinion: no answer"), shown(message)))
        self.notice.emit(message)

    def _finished(self) -> None:
        self.panel.show_busy(False)
        self.ask_action.setEnabled(True)

    def _set_opinion(self, opinion: Opinion | None) -> None:
        self.opinion = opinion
        self._compare()

    def _compare(self) -> None:
        """Compare the opinion with the current marks: the rings on the
        board, the rows of the panel."""
        opinion = self.opinion
        if opinion is None:
            self.found = []
            self.board.set_engine_marks(frozenset())
            return
        state = self.model.state
        self.found = disagreements(state.position, opinion.dead, state.dead)
        self.board.set_engine_marks(frozenset().union(*(d.stones for d in self.found)))
        self._say(lambda: (translate("Engine", "Second opinion: {engine}").format(engine=opinion.title), self._summary()))
        self.panel.set_rows(opinion.engine, self.found)

    def _summary(self, notice: bool = False) -> str:
        """The answer in a line: for the panel (its rows follow), or for
        the status bar (``notice``)."""
        opinion = self.opinion
        if opinion is None:
            return ""
        if not self.found:
            return Engine.tr("{engine} agrees with every dead mark (%n dead stones).", "", len(opinion.dead)).format(engine=opinion.title)
        stones = sum(len(d.stones) for d in self.found)
        groups = Engine.tr("%n groups", "", len(self.found), one="%n group")
        stones = Engine.tr("%n stones", "", stones, one="%n stone")
        if notice:
            text = translate("Engine", "{engine} sees {groups} ({stones}) differently; they are ringed on the board")
        else:
            text = translate("Engine", "{engine} sees {groups} ({stones}) differently, ringed on the board:")
        return text.format(engine=opinion.engine, groups=groups, stones=stones)

    def _source_changed(self, _name: str) -> None:
        """Another game or a new count: the old answer, or the question
        still running, is about nothing on the board now (a Save As keeps
        the stones, and the answer)."""
        position = self.model.state.position
        asked = self.run.question.position if self.thinking else self.opinion_position
        if asked is not None and asked != position:
            self.dismiss()

    def _scored(self, snapshot) -> None:
        if self.opinion is None:
            return
        if snapshot.state.position != self.opinion_position:
            engine = self.opinion.engine
            self._set_opinion(None)
            self._say(lambda: (
                translate("Engine", "Second opinion"),
                translate("Engine", "The stones changed since {engine} was asked: ask again (Edit > Ask the Engine).").format(engine=engine),
            ))
            return
        self._compare()

    def accept(self, disagreement: Disagreement) -> bool:
        """Take the engine's view of one group: its stones marked dead or
        alive as one undo step. Returns False when nothing changed."""
        from ..model.game_model import StateCommand

        if self.opinion is None:
            return False
        state = self.model.state
        dead = state.dead | disagreement.stones if disagreement.dead else state.dead - disagreement.stones
        after = state.with_dead(dead).decided(disagreement.stones)
        if after == state:
            return False
        first = min(disagreement.stones, key=lambda p: (-p[0], p[1]))
        if disagreement.dead:
            text = translate("Engine", "Accept {engine}: {point} dead")
        else:
            text = translate("Engine", "Accept {engine}: {point} alive")
        text = text.format(engine=self.opinion.engine, point=point_name(first))
        self.model.undo_stack.push(StateCommand(self.model, text, state, after))
        return True
