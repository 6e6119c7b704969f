"""The main window: the board on the left; the score panel and the tray on
the right; menus, a toolbar and a status bar around them; all bound to one
:class:`~gocount_gui.model.GameModel`.

Files: Open, Open Recent, Save and Save As go through the record reader and
writer (atomic; Save As asks before replacing a file); an SGF dropped on the
window opens; unsaved changes ask before they are lost. QSettings keeps the
window's geometry, the last folder, the recent files and the rule set of a
new count.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QSplitter,
    QToolButton,
)

from .. import __version__
from ..model import GameModel
from ..record import SgfError, read_file
from ..scoring.rules import PRESETS, TITLES
from .board import BoardWidget, Mode
from .dialogs import NewCountDialog
from .errors import show_error
from .panel import ScorePanel
from .tray import TrayWidget

RECENT_MAX = 8
SGF_FILTER = "SGF game records (*.sgf *.SGF);;All files (*)"


class MainWindow(QMainWindow):
    """gocount's window. ``settings`` defaults to the user's QSettings;
    ``show_error`` is the error dialog (replaceable in tests)."""

    def __init__(self, settings: QSettings | None = None, show_error=show_error) -> None:
        super().__init__()
        self.settings = settings if settings is not None else QSettings()
        self.show_error = show_error
        self.model = GameModel(self)
        self.board = BoardWidget(self.model)
        self.panel = ScorePanel(self.model)
        self.tray = TrayWidget(self.model)

        side = QSplitter(Qt.Orientation.Vertical)
        side.addWidget(self.panel)
        side.addWidget(self.tray)
        side.setStretchFactor(0, 3)
        side.setStretchFactor(1, 1)
        side.setChildrenCollapsible(False)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.board)
        self.splitter.addWidget(side)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setChildrenCollapsible(False)
        self.setCentralWidget(self.splitter)
        self.setAcceptDrops(True)

        self._make_actions()
        self._make_menus()
        self._make_toolbar()
        self._make_status_bar()

        # Bound methods, not lambdas: Qt drops these connections when the
        # window is destroyed, before the model's last signals at shutdown.
        self.model.scored.connect(self._scored)
        self.model.notice.connect(self._notice)
        self.model.busy.connect(self._busy)
        self.model.source_changed.connect(self._update_title)
        self.model.undo_stack.cleanChanged.connect(self._update_title)
        self.board.hovered.connect(self._hovered)
        self.board.mode_changed.connect(self._mode_changed)

        self.resize(1240, 800)
        geometry = self.settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        state = self.settings.value("window/state")
        if state is not None:
            self.restoreState(state)
        splitter = self.settings.value("window/splitter")
        self._balanced = splitter is not None and self.splitter.restoreState(splitter)
        self._scored(self.model.snapshot)
        self._update_title()

    # ---- building ---------------------------------------------------------------

    def _action(self, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(slot)
        return action

    def _make_actions(self) -> None:
        keys = QKeySequence.StandardKey
        self.new_action = self._action("&New Count\u2026", self.new_count, keys.New, "Count a game over the board on an empty board")
        self.open_action = self._action("&Open\u2026", self.choose_file, keys.Open, "Open an SGF game record")
        self.save_action = self._action("&Save", self.save, keys.Save, "Write the count into the game record")
        self.save_as_action = self._action("Save &As\u2026", self.save_as, keys.SaveAs, "Save the count to another file")
        self.quit_action = self._action("&Quit", self.close, keys.Quit)
        self.undo_action = self.model.undo_stack.createUndoAction(self, "&Undo")
        self.undo_action.setShortcut(QKeySequence(keys.Undo))
        self.redo_action = self.model.undo_stack.createRedoAction(self, "&Redo")
        self.redo_action.setShortcut(QKeySequence(keys.Redo))
        self.suggest_action = self._action(
            "Suggest &Dead Stones", self.model.suggest_dead, "Ctrl+D", "Mark the stones gocount judges dead (check them after)"
        )
        self.cancel_action = self._action("Cancel Suggestion", self.model.cancel_suggestion, "Esc")
        self.cancel_action.setEnabled(False)
        self.clear_action = self._action("&Clear Dead Marks", self.model.clear_dead, "Ctrl+Shift+D", "Mark every stone alive again")
        self.mode_group = QActionGroup(self)
        self.mode_actions: dict[Mode, QAction] = {}
        for mode, text, key, tip in (
            (Mode.EDIT, "&Edit Position", "Ctrl+1", "Left click Black, right click White, drag to paint, Shift-click to erase"),
            (Mode.DEAD, "Mark &Dead", "Ctrl+2", "Click a group to mark it dead or alive; Ctrl-click one chain; Alt-click to insist"),
            (Mode.REGION, "Region &Owner", "Ctrl+3", "Click an empty region: automatic, Black, White, neutral"),
        ):
            action = self._action(text, lambda _checked=False, m=mode: self.board.set_mode(m), key, tip)
            action.setCheckable(True)
            self.mode_group.addAction(action)
            self.mode_actions[mode] = action
        self.about_action = self._action("&About gocount", self.about)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        files = bar.addMenu("&File")
        files.addAction(self.new_action)
        files.addAction(self.open_action)
        self.recent_menu = files.addMenu("Open &Recent")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        files.addSeparator()
        files.addAction(self.save_action)
        files.addAction(self.save_as_action)
        files.addSeparator()
        files.addAction(self.quit_action)
        edit = bar.addMenu("&Edit")
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        edit.addSeparator()
        edit.addAction(self.suggest_action)
        edit.addAction(self.cancel_action)
        edit.addAction(self.clear_action)
        mode = bar.addMenu("&Mode")
        for action in self.mode_actions.values():
            mode.addAction(action)
        rules = bar.addMenu("&Rules")
        self.rules_group = QActionGroup(self)
        self.rules_actions: dict[str, QAction] = {}
        for key in PRESETS:
            action = QAction(TITLES[key], self, checkable=True)
            action.triggered.connect(lambda _checked=False, k=key: self.model.set_rules(k))
            self.rules_group.addAction(action)
            rules.addAction(action)
            self.rules_actions[key] = action
        helps = bar.addMenu("&Help")
        helps.addAction(self.about_action)

    def _make_toolbar(self) -> None:
        tools = self.addToolBar("Main")
        tools.setObjectName("main toolbar")
        tools.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in (self.new_action, self.open_action, self.save_action):
            tools.addAction(action)
        tools.addSeparator()
        # The toolbar's own Undo and Redo keep a short fixed text: the menu's
        # actions change their text with every step ("Undo Mark D4 dead"),
        # and a toolbar button changing width relays out the whole window.
        stack = self.model.undo_stack
        for text, slot, signal, can in (
            ("Undo", stack.undo, stack.canUndoChanged, stack.canUndo),
            ("Redo", stack.redo, stack.canRedoChanged, stack.canRedo),
        ):
            action = QAction(text, self)
            action.setToolTip(f"{text} the last change (the Edit menu names it)")
            action.triggered.connect(slot)
            action.setEnabled(can())
            signal.connect(action.setEnabled)
            tools.addAction(action)
        tools.addSeparator()
        for action in self.mode_actions.values():
            tools.addAction(action)
        tools.addSeparator()
        tools.addAction(self.suggest_action)
        tools.addAction(self.clear_action)

    def _make_status_bar(self) -> None:
        status = self.statusBar()
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.setMaximumWidth(120)
        self.progress.setTextVisible(False)
        self.progress.hide()
        self.cancel_button = QToolButton()
        self.cancel_button.setDefaultAction(self.cancel_action)
        self.cancel_button.hide()
        self.result_label = QLabel()
        self.result_label.setObjectName("status result")
        # Wide enough for the longest title and result, so a new result never
        # resizes the status bar (and relays out the window).
        longest = max(TITLES.values(), key=len)
        self.result_label.setMinimumWidth(self.result_label.fontMetrics().horizontalAdvance(f"{longest}: W+888.5") + 8)
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        status.addPermanentWidget(self.progress)
        status.addPermanentWidget(self.cancel_button)
        status.addPermanentWidget(self.result_label)

    # ---- following the model ------------------------------------------------------

    def _scored(self, snapshot) -> None:
        key = snapshot.state.rules_key
        if snapshot.score is None:
            self.result_label.setText(f"Cannot count: {snapshot.problem}")
        else:
            self.result_label.setText(f"{TITLES[key]}: {snapshot.chosen.result.text}")
        self.rules_actions[key].setChecked(True)
        self.save_action.setEnabled(snapshot.score is not None)
        self.save_as_action.setEnabled(snapshot.score is not None)

    def _busy(self, busy: bool) -> None:
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.cancel_action.setEnabled(busy)
        self.suggest_action.setEnabled(not busy)
        if busy:
            self.statusBar().showMessage("Looking for dead stones\u2026")

    def _notice(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def _hovered(self, text: str) -> None:
        self.statusBar().showMessage(text, 4000)

    def _mode_changed(self, mode: Mode) -> None:
        self.mode_actions[mode].setChecked(True)

    def _update_title(self, *_changed) -> None:
        name = self.model.source.name if self.model.source else "New count"
        self.setWindowFilePath(str(self.model.source) if self.model.source else "")
        self.setWindowTitle(f"{name}[*] \u2014 gocount")
        self.setWindowModified(self.model.dirty)

    # ---- files ---------------------------------------------------------------------

    def _folder(self) -> str:
        return str(self.settings.value("files/last_folder", str(Path.home())))

    def _remember(self, path: Path) -> None:
        self.settings.setValue("files/last_folder", str(path.parent))
        recent = [p for p in self.recent_files() if p != str(path)]
        self.settings.setValue("files/recent", [str(path)] + recent[: RECENT_MAX - 1])

    def recent_files(self) -> list[str]:
        value = self.settings.value("files/recent", [])
        if isinstance(value, str):  # QSettings gives one string for a one-item list
            value = [value]
        return [str(v) for v in value or []]

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = self.recent_files()
        for number, name in enumerate(files, 1):
            action = self.recent_menu.addAction(f"&{number} {Path(name).name}")
            action.setToolTip(name)
            action.triggered.connect(lambda _checked=False, n=name: self.open_path(n))
        if not files:
            self.recent_menu.addAction("No recent files").setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction("Clear Recent Files", lambda: self.settings.setValue("files/recent", []))

    def maybe_keep_changes(self) -> bool:
        """Ask what to do with unsaved changes; False means the player
        cancelled (or a save failed) and nothing should be thrown away."""
        if not self.model.dirty:
            return True
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self,
            "gocount",
            "This count has changes that are not saved. Save them first?",
            buttons.Save | buttons.Discard | buttons.Cancel,
            buttons.Save,
        )
        if answer == buttons.Save:
            return self.save()
        return answer == buttons.Discard

    def choose_file(self) -> bool:
        if not self.maybe_keep_changes():
            return False
        name, _ = QFileDialog.getOpenFileName(self, "Open a game record", self._folder(), SGF_FILTER)
        return self.open_path(name, ask=False) if name else False

    def open_path(self, path: str | Path, ask: bool = True, game: int | None = None) -> bool:
        """Open game ``game`` (counting from 0) of an SGF file, asking which
        one when it is None and the file holds several. ``ask`` first asks
        about unsaved changes. A damaged file gets a dialog and the count on
        the board is kept."""
        if ask and not self.maybe_keep_changes():
            return False
        path = Path(path)
        try:
            records = read_file(path)
            index = game
            if index is None:
                index = self._choose_game(records) if len(records) > 1 else 0
                if index is None:
                    return False
            record = self.model.open_file(path, index, records)
        except SgfError as err:
            self.show_error(self, "gocount: cannot open the game", f"{path.name} cannot be opened.\n\n{err.reason}", str(err))
            return False
        self._remember(path)
        notes = record.warnings
        if notes:
            more = f" (and {len(notes) - 1} more)" if len(notes) > 1 else ""
            self.statusBar().showMessage(f"Note on this record: {notes[0]}{more}", 15000)
        else:
            self.statusBar().showMessage(f"Opened {path.name}: {record.moves} moves", 5000)
        return True

    def _choose_game(self, records) -> int | None:
        items = []
        for record in records:
            black, white = record.players.black or "Black", record.players.white or "White"
            items.append(f"Game {record.index + 1}: {black} (B) vs {white} (W), {record.size}\u00d7{record.size}, {record.moves} moves")
        item, ok = QInputDialog.getItem(self, "gocount", "This file holds several games. Count which one?", items, 0, False)
        return items.index(item) if ok else None

    def save(self) -> bool:
        """Write the count into the file it came from (Save As when there is
        none, or when it is a bundled example)."""
        source = self.model.source
        if source is None or _is_bundled(source):
            return self.save_as()
        return self._save_to(source)

    def save_as(self) -> bool:
        start = self.model.source.name if self.model.source else "count.sgf"
        name, _ = QFileDialog.getSaveFileName(self, "Save the count", str(Path(self._folder()) / start), SGF_FILTER)
        if not name:
            return False
        path = Path(name)
        if not path.suffix:
            path = path.with_suffix(".sgf")
        return self._save_to(path)

    def _save_to(self, path: Path) -> bool:
        try:
            self.model.save(path, overwrite=True)
        except SgfError as err:
            self.show_error(self, "gocount: the count was not saved", f"{path.name} could not be saved; nothing was changed.\n\n{err.reason}", str(err))
            return False
        self._remember(path)
        self.statusBar().showMessage(f"Saved {path.name}", 5000)
        return True

    def new_count(self) -> bool:
        if not self.maybe_keep_changes():
            return False
        dialog = NewCountDialog(self, str(self.settings.value("count/rules", "japanese")), int(self.settings.value("count/size", 19)))
        if dialog.exec() != NewCountDialog.DialogCode.Accepted:
            return False
        value = dialog.value()
        self.settings.setValue("count/rules", value.rules_key)
        self.settings.setValue("count/size", value.size)
        self.model.new_count(value.size, value.handicap, value.komi, value.rules_key)
        self.board.set_mode(Mode.EDIT)
        self.statusBar().showMessage("Put the stones on the board: left click Black, right click White", 10000)
        return True

    def about(self) -> None:
        QMessageBox.about(
            self,
            "About gocount",
            f"<b>gocount {__version__}</b><p>Counts a finished game of Go under every major rule set, "
            "shows the identities that tie the counting methods together, and checks the prisoners.</p>",
        )

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if not self._balanced:
            self._balanced = True
            QTimer.singleShot(0, self._balance)

    def _balance(self) -> None:
        """First start: give the board a square's width and the side the rest."""
        total = sum(self.splitter.sizes())
        board = min(self.board.height(), total - self.panel.minimumSizeHint().width() - 60)
        self.splitter.setSizes([board, total - board])

    # ---- drops and closing -----------------------------------------------------------------

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt's name
        if _dropped_file(event.mimeData()) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt's name
        path = _dropped_file(event.mimeData())
        if path is not None:
            event.acceptProposedAction()
            # Open after the drop returns, so the drag source is not kept waiting.
            QTimer.singleShot(0, lambda: self.open_path(path))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        if not self.maybe_keep_changes():
            event.ignore()
            return
        self.model.cancel_suggestion()
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        self.settings.setValue("window/splitter", self.splitter.saveState())
        self.settings.setValue("count/rules", self.model.state.rules_key)
        event.accept()


def _dropped_file(mime) -> Path | None:
    """The first local .sgf file in a drop, or None."""
    if not mime.hasUrls():
        return None
    for url in mime.urls():
        if url.isLocalFile() and url.toLocalFile().lower().endswith(".sgf"):
            return Path(url.toLocalFile())
    return None


def _is_bundled(path: Path) -> bool:
    """True for the bundled example game, which Save leaves alone."""
    from ..resources import resource_path

    try:
        return path.resolve() == resource_path("example.sgf").resolve()
    except OSError:
        return False


def application() -> QApplication:
    """The QApplication, made with gocount's names for QSettings."""
    app = QApplication.instance()
    if app is None:
        import sys

        app = QApplication(sys.argv[:1])
    app.setOrganizationName("gocount")
    app.setApplicationName("gocount")
    app.setApplicationVersion(__version__)
    return app
