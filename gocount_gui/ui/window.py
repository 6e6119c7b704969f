"""The main window: the board on the left; the score panel and the tray on
the right; menus, a toolbar and a status bar around them; all bound to one
:class:`~gocount_gui.model.GameModel`.

Files: Open, Open Recent, Save and Save As go through the record reader and
writer (atomic; Save As asks before replacing a file); an SGF dropped on the
window opens, and a photo dropped on it is read (:mod:`.photo_support`);
unsaved changes ask before they are lost. QSettings keeps the
window's geometry, the last folder, the recent files and the rule set of a
new count.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QMargins, QRect, QSettings, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QDragEnterEvent, QDropEvent, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QFrame,
    QProgressBar,
    QScrollArea,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..i18n import QT_TRANSLATE_NOOP, Context, shown, translate
from ..model import GameModel
from ..model.autosave import AutosaveFolder, Autosaver
from ..model.source import change_since
from ..record import Collection, SgfError, read_bytes
from ..scoring.rules import PRESETS, TITLES
from .board import BoardWidget, Mode
from .engine_view import EngineSupport
from .errors import show_error
from .header import GameHeader
from .panel import ScorePanel, suggesting_text
from .photo_support import PhotoSupport, dropped_photo
from .language_menu import add_language_menu, name_language_menu
from .retranslate import follow_language, open_again
from . import settings as settings_reader
from .tray import TrayWidget

RECENT_MAX = 8
SGF_FILTER = QT_TRANSLATE_NOOP("Window", "SGF game records (*.sgf *.SGF);;All files (*)")

Window = Context("Window")
"""The window's counted messages (lupdate reads ``Window.tr``'s context
from the name)."""

FIRST_SIZE = QSize(1240, 800)
"""The window's size at the first start, on a screen with room for it."""
FRAME_ALLOWANCE = QMargins(8, 40, 8, 8)
"""Room left for the window manager's title bar and borders, which are not
known until the window is shown."""
PREVIEW_SIZE = QSize(900, 1000)
"""Print Preview's size on a screen with room for it."""


def toolbar_text(text: str) -> str:
    """A menu item's words as a toolbar button shows them: no mnemonic
    (neither "&" nor a CJK "(&O)" suffix) and no trailing ellipsis.

    >>> toolbar_text("開く(&O)..."), toolbar_text("&Open"), toolbar_text("새 계가(&N)")
    ('開く', 'Open', '새 계가')
    """
    import re

    text = re.sub(r"\s*\(&[^)]\)", "", text).replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text.rstrip(".\u2026")


def first_geometry(available: QRect, wanted: QSize = FIRST_SIZE, frame: QMargins = FRAME_ALLOWANCE) -> QRect:
    """The window's first geometry, frame excluded, on a screen whose
    available geometry (QScreen.availableGeometry: the screen less its
    panels and docks) is ``available``: ``wanted``, or as much of it as
    fits with ``frame`` around it, centred.

    >>> first_geometry(QRect(0, 0, 1366, 768))
    PySide6.QtCore.QRect(63, 40, 1240, 720)
    """
    width = max(1, min(wanted.width(), available.width() - frame.left() - frame.right()))
    height = max(1, min(wanted.height(), available.height() - frame.top() - frame.bottom()))
    left = available.left() + frame.left() + (available.width() - frame.left() - frame.right() - width) // 2
    top = available.top() + frame.top() + (available.height() - frame.top() - frame.bottom() - height) // 2
    return QRect(left, top, width, height)


def preview_size(available: QRect, wanted: QSize = PREVIEW_SIZE, frame: QMargins = FRAME_ALLOWANCE) -> QSize:
    """Print Preview's size: ``wanted``, or what fits of it on the screen.

    >>> preview_size(QRect(0, 0, 1366, 768))
    PySide6.QtCore.QSize(900, 720)
    """
    return first_geometry(available, wanted, frame).size()


class MainWindow(QMainWindow):
    """gocount's window. ``settings`` defaults to the user's QSettings;
    ``show_error`` is the error dialog (replaceable in tests)."""

    def __init__(self, settings: QSettings | None = None, show_error=show_error, autosave_folder: Path | str | None = None) -> None:
        super().__init__()
        self.settings = settings if settings is not None else QSettings()
        self.show_error = show_error
        self.model = GameModel(self)
        # The unsaved count, kept on disk for a restore after a crash; the
        # folder defaults to <AppDataLocation>/autosave.
        self.autosaver = Autosaver(self.model, AutosaveFolder(autosave_folder), self)
        self.restored_windows: list[MainWindow] = []
        self.board = BoardWidget(self.model)

        self.engine = EngineSupport(self.model, self.board, self.settings, self)  # a Go engine's second opinion
        self.photos = PhotoSupport(self)  # a position read from a photo of the board

        # The header, the panel and the tray are built again when the language
        # changes (their words are set as they are built); the scroll area
        # around them stays.
        self.side = QScrollArea()
        self.side.setObjectName("side")
        self.side.setWidgetResizable(True)
        self.side.setFrameShape(QFrame.Shape.NoFrame)
        self.side.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._make_side()
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.board)
        self.splitter.addWidget(self.side)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setChildrenCollapsible(False)
        # The first start's one-line hint goes above the board and the side.
        from .help import FirstStartHint, HelpPages, first_start

        self.help = HelpPages(self)  # Help > How to Count and Keyboard Shortcuts
        self.hint = FirstStartHint()
        self.hint.how_to.connect(self.help.how_to)
        self.hint.setVisible(first_start(self.settings))
        central = QWidget()
        central_layout = QVBoxLayout(central)
        central_layout.setContentsMargins(0, 0, 0, 0)
        central_layout.setSpacing(2)
        central_layout.addWidget(self.hint)
        central_layout.addWidget(self.splitter, 1)
        self.setCentralWidget(central)
        self.setAcceptDrops(True)
        self._held_message: str | None = None  # a refusal the hover text must not replace

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
        self.autosaver.failed.connect(self._autosave_failed)
        self.engine.notice.connect(self._notice)
        # News shows where it is read: the engine's answer (at the top of the
        # side column), a new game's or a new suggestion's headline; a side
        # column scrolled down to the lids would keep them out of sight.
        self.engine.notice.connect(lambda _text: self._bring_into_view("engine"))
        self.model.source_changed.connect(lambda _name: self._bring_into_view("header"))
        self.model.suggested.connect(lambda: self._bring_into_view("header"))
        self.board.hovered.connect(self._hovered)
        self.board.refused.connect(self._refused)
        self.board.mode_changed.connect(self._mode_changed)

        self.mode_actions[self.board.mode].setChecked(True)
        self.setGeometry(first_geometry(self.screen().availableGeometry()))
        # The geometry is given to Qt only in the shape Qt writes it; the
        # toolbar's place and the splitter's sizes are kept as plain numbers,
        # because Qt's own blobs of them hold counts it trusts (a damaged one
        # of the same length hangs the start). See .settings.
        geometry = settings_reader.read_shape(self.settings, "window/geometry", self.saveGeometry())
        if geometry is not None:
            self.restoreGeometry(geometry)
        for old in ("window/state", "window/splitter"):  # older versions' blobs, no longer read
            self.settings.remove(old)
        area = settings_reader.read_int(self.settings, "window/toolbar_area", 4, 1, 8)
        if area in (1, 2, 8):  # Qt.ToolBarArea: left, right, bottom (top is where it starts)
            self.addToolBar(Qt.ToolBarArea(area), self.toolbar)
        self.toolbar.setVisible(settings_reader.read_bool(self.settings, "window/toolbar_shown", True))
        sizes = settings_reader.read_sizes(self.settings, "window/splitter_sizes", 2)
        self._balanced = sizes is not None
        if sizes is not None:
            self.splitter.setSizes(sizes)
        self._scored(self.model.snapshot)
        self._update_title()
        notes = settings_reader.take_notes()  # settings that could not be read, reset
        if notes:
            self.statusBar().showMessage("; ".join(notes), 15000)

    # ---- building ---------------------------------------------------------------
    # Each part is built once; its words are set by a naming method that
    # :meth:`retranslate` calls again when the language changes.

    def _make_side(self) -> None:
        """The game on top, then the count and the tray, in the side's
        scroll area (which deletes the ones it held)."""
        self.header = GameHeader(self.model)
        self.panel = ScorePanel(self.model)
        self.tray = TrayWidget(self.model)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.panel)
        split.addWidget(self.tray)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)
        side = QWidget()
        column = QVBoxLayout(side)
        column.setContentsMargins(9, 6, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.header)
        column.addWidget(self.engine.panel)
        column.addWidget(split, 1)
        # The panel and the tray scroll when the screen is too short for
        # them: on a 768-pixel laptop, or at 200% on a 1080p screen.
        self.side.setWidget(side)
        self.side.setMinimumWidth(side.minimumSizeHint().width() + self.side.verticalScrollBar().sizeHint().width())
        self.panel.bind_folds(self.settings)

    def _action(self, slot, shortcut=None) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        # triggered(bool) carries the checked state: a slot with an optional
        # argument (check_folder's folder) must not take it for its own.
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _make_actions(self) -> None:
        keys = QKeySequence.StandardKey
        self.new_action = self._action(self.new_count, keys.New)
        self.open_action = self._action(self.choose_file, keys.Open)
        self.save_action = self._action(self.save, keys.Save)
        self.save_as_action = self._action(self.save_as, keys.SaveAs)
        self.export_sheet_action = self._action(self.export_sheet, "Ctrl+E")
        self.print_action = self._action(self.print_sheet, keys.Print)
        self.print_preview_action = self._action(self.print_preview)
        self.desk_action = self._action(self.check_folder, "Ctrl+Shift+K")
        self.quit_action = self._action(self.close, keys.Quit)
        # Undo and Redo name the step they undo ("Undo Mark D4 dead"), as
        # QUndoStack's own actions do, with a prefix that follows the language.
        stack = self.model.undo_stack
        self.undo_action = self._action(stack.undo, keys.Undo)
        self.redo_action = self._action(stack.redo, keys.Redo)
        for action, signal, can in ((self.undo_action, stack.canUndoChanged, stack.canUndo), (self.redo_action, stack.canRedoChanged, stack.canRedo)):
            action.setEnabled(can())
            signal.connect(action.setEnabled)
        stack.undoTextChanged.connect(self._name_undo_redo)
        stack.redoTextChanged.connect(self._name_undo_redo)
        self.suggest_action = self._action(self.model.suggest_dead, "Ctrl+D")
        self.cancel_action = self._action(self.model.cancel_suggestion, "Esc")
        self.cancel_action.setEnabled(False)
        self.clear_action = self._action(self.model.clear_dead, "Ctrl+Shift+D")
        self.mode_group = QActionGroup(self)
        self.mode_actions: dict[Mode, QAction] = {}
        for mode, key in ((Mode.EDIT, "Ctrl+1"), (Mode.DEAD, "Ctrl+2"), (Mode.REGION, "Ctrl+3")):
            action = self._action(lambda _checked=False, m=mode: self.board.set_mode(m), key)
            action.setCheckable(True)
            self.mode_group.addAction(action)
            self.mode_actions[mode] = action
        self.info_action = self._action(self.edit_info, "Ctrl+I")
        self.how_to_action = self._action(self.help.how_to, keys.HelpContents)
        self.shortcuts_action = self._action(self.help.shortcuts)
        self.about_action = self._action(self.about)
        self.numbers_action = self._action(self.new_numbers, "Ctrl+Shift+N")
        self.table_action = self._action(self.show_table, "Ctrl+T")
        self.rules_group = QActionGroup(self)
        self.rules_actions: dict[str, QAction] = {}
        for key in PRESETS:
            action = QAction(self, checkable=True)
            action.triggered.connect(lambda _checked=False, k=key: self.model.set_rules(k))
            self.rules_group.addAction(action)
            self.rules_actions[key] = action
        self._name_actions()

    def _name_actions(self) -> None:
        """Every action's text and tip, in the installed language."""
        for action, text, tip in (
            (self.new_action, translate("Window", "&New Count\u2026"), translate("Window", "Count a game over the board on an empty board")),
            (self.open_action, translate("Window", "&Open\u2026"), translate("Window", "Open an SGF game record")),
            (self.save_action, translate("Window", "&Save"), translate("Window", "Write the count into the game record")),
            (self.save_as_action, translate("Window", "Save &As\u2026"), translate("Window", "Save the count to another file")),
            (self.export_sheet_action, translate("Window", "&Export Score Sheet\u2026"), translate("Window", "Write the score sheet as a PDF or PNG file")),
            (self.print_action, translate("Window", "&Print\u2026"), translate("Window", "Print the score sheet")),
            (self.print_preview_action, translate("Window", "Print Pre&view\u2026"), translate("Window", "See the score sheet as it will print")),
            (self.desk_action, translate("Window", "Chec&k a Folder\u2026"), translate("Window", "Count every game of a folder and compare each with its recorded result")),
            (self.quit_action, translate("Window", "&Quit"), ""),
            (self.suggest_action, translate("Window", "Suggest &Dead Stones"), translate("Window", "Mark the stones gocount judges dead (check them after)")),
            (self.cancel_action, translate("Window", "Cancel Suggestion"), ""),
            (self.clear_action, translate("Window", "&Clear Dead Marks"), translate("Window", "Mark every stone alive again")),
            (self.mode_actions[Mode.EDIT], translate("Window", "&Edit Position"), translate("Window", "Left click Black, right click White, drag to paint, Shift-click to erase")),
            (self.mode_actions[Mode.DEAD], translate("Window", "Mark &Dead"), translate("Window", "Click a group to mark it dead or alive; Ctrl+click one chain; Shift+click (or F) to insist")),
            (self.mode_actions[Mode.REGION], translate("Window", "Region &Owner"), translate("Window", "Click an empty region: automatic, Black, White, neutral")),
            (self.info_action, translate("Window", "Game &Info\u2026"), translate("Window", "The players, their ranks, the date, event and place of the game")),
            (self.how_to_action, translate("Window", "&How to Count"), translate("Window", "The steps of a count and what the marks on the board mean")),
            (self.shortcuts_action, translate("Window", "&Keyboard Shortcuts"), translate("Window", "Every key gocount answers to")),
            (self.about_action, translate("Window", "&About gocount"), ""),
            (self.numbers_action, translate("Window", "New Count by &Numbers\u2026"), translate("Window", "Type in what the players counted on a real board: no position")),
            (self.table_action, translate("Window", "Table of &Counts"), translate("Window", "The table of counts and the seeds' proofs with this game's numbers")),
        ):
            action.setText(text)
            action.setStatusTip(tip)
            action.setToolTip(tip)  # none: Qt's, the text without its "&"
        for key, action in self.rules_actions.items():
            action.setText(shown(TITLES[key]))
        self._name_undo_redo()

    def _name_undo_redo(self, *_changed) -> None:
        stack = self.model.undo_stack
        for action, prefix, step in (
            (self.undo_action, translate("Window", "&Undo"), stack.undoText()),
            (self.redo_action, translate("Window", "&Redo"), stack.redoText()),
        ):
            action.setText(f"{prefix} {step}" if step else prefix)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = files = bar.addMenu("")
        files.addAction(self.new_action)
        files.addAction(self.numbers_action)
        files.addAction(self.open_action)
        self.recent_menu = files.addMenu("")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        files.addSeparator()
        files.addAction(self.photos.open_action)
        files.addAction(self.photos.camera_action)
        files.addAction(self.photos.phone_action)
        files.addSeparator()
        files.addAction(self.save_action)
        files.addAction(self.save_as_action)
        files.addSeparator()
        files.addAction(self.export_sheet_action)
        files.addAction(self.print_action)
        files.addAction(self.print_preview_action)
        files.addSeparator()
        files.addAction(self.desk_action)
        files.addSeparator()
        files.addAction(self.quit_action)
        self.edit_menu = edit = bar.addMenu("")
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        edit.addSeparator()
        edit.addAction(self.photos.paste_action)
        edit.addSeparator()
        edit.addAction(self.suggest_action)
        edit.addAction(self.cancel_action)
        edit.addAction(self.clear_action)
        edit.addAction(self.engine.ask_action)
        edit.addSeparator()
        edit.addAction(self.engine.preferences_action)
        self.game_menu = bar.addMenu("")
        self.game_menu.addAction(self.info_action)
        self.view_menu = bar.addMenu("")
        self.view_menu.addAction(self.table_action)
        add_language_menu(self, self.view_menu)
        self.mode_menu = bar.addMenu("")
        for action in self.mode_actions.values():
            self.mode_menu.addAction(action)
        self.rules_menu = bar.addMenu("")
        for action in self.rules_actions.values():
            self.rules_menu.addAction(action)
        self.help_menu = helps = bar.addMenu("")
        helps.addAction(self.how_to_action)
        helps.addAction(self.shortcuts_action)
        helps.addSeparator()
        helps.addAction(self.about_action)
        self._name_menus()

    def _name_menus(self) -> None:
        for menu, title in (
            (self.file_menu, translate("Window", "&File")),
            (self.recent_menu, translate("Window", "Open &Recent")),
            (self.edit_menu, translate("Window", "&Edit")),
            (self.game_menu, translate("Window", "&Game")),
            (self.view_menu, translate("Window", "&View")),
            (self.mode_menu, translate("Window", "&Mode")),
            (self.rules_menu, translate("Window", "&Rules")),
            (self.help_menu, translate("Window", "&Help")),
        ):
            menu.setTitle(title)
        name_language_menu(self)

    def _make_toolbar(self) -> None:
        self.toolbar = tools = self.addToolBar("")
        tools.setObjectName("main toolbar")
        tools.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in (self.new_action, self.open_action, self.save_action):
            tools.addAction(action)
        tools.addSeparator()
        # The toolbar's own Undo and Redo keep a short fixed text: the menu's
        # actions change their text with every step ("Undo Mark D4 dead"),
        # and a toolbar button changing width relays out the whole window.
        stack = self.model.undo_stack
        self.tool_undo, self.tool_redo = (QAction(self), QAction(self))
        for action, slot, signal, can in (
            (self.tool_undo, stack.undo, stack.canUndoChanged, stack.canUndo),
            (self.tool_redo, stack.redo, stack.canRedoChanged, stack.canRedo),
        ):
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
        self._name_toolbar()

    def _bring_into_view(self, which: str) -> None:
        """Scroll the side column so that the game's header or the engine's
        panel shows, once the layout has settled on what just changed (the
        header is made again when the language changes: looked up then)."""

        def show() -> None:
            widget = self.engine.panel if which == "engine" else self.header
            if widget.isVisible():
                self.side.ensureWidgetVisible(widget, 0, 0)

        QTimer.singleShot(0, self, show)

    def _name_toolbar(self) -> None:
        self.toolbar.setWindowTitle(translate("Window", "Main toolbar"))
        for action, text in ((self.tool_undo, translate("Window", "Undo")), (self.tool_redo, translate("Window", "Redo"))):
            action.setText(text)
            action.setToolTip(translate("Window", "{action} the last change (the Edit menu names it)").format(action=text))
        # Qt's own button for the actions a narrow window cannot show.
        for more in self.toolbar.findChildren(QToolButton, "qt_toolbar_ext_button"):
            more.setAccessibleName(translate("Window", "More toolbar buttons"))
        # A toolbar button shows its action's words without the menu's
        # mnemonic: CJK menus write it as a suffix, "開く(&O)", which a
        # button would show as "開く(O)".
        for action in self.toolbar.actions():
            if action.text():
                action.setIconText(toolbar_text(action.text()))

    # ---- a new language ---------------------------------------------------------

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        follow_language(self, event)

    def retranslate(self) -> None:
        """Every word of the window in the language just installed (View >
        Language, or a translator installed while it runs): the menus, the
        toolbar, the status bar and the board's words are named again; the
        header, the panel and the tray are built again from the count; the
        help pages and the table of counts, if open, open again in it."""
        self.model.retranslate()
        self._name_actions()
        self._name_menus()
        self._name_toolbar()
        self.engine.retranslate()
        self.photos.retranslate()
        self.board.retranslate()
        self.hint.retranslate()
        self._make_side()
        self.help.retranslate()
        table = getattr(self, "table_dialog", None)
        if table is not None:
            self.table_dialog = None
            open_again(table, self.show_table)
        self._show_result(self.model.snapshot)
        self._update_title()
        self.statusBar().clearMessage()  # a passing message, in the language it was said in

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

    def _show_result(self, snapshot) -> None:
        key = snapshot.state.rules_key
        if snapshot.score is None:
            self.result_label.setText(translate("Window", "Cannot count: {problem}").format(problem=snapshot.problem))
        elif self.model.suggesting:
            self.result_label.setText(suggesting_text())
        else:
            self.result_label.setText(translate("Numbers", "{rules}: {result}").format(rules=shown(TITLES[key]), result=shown(snapshot.chosen.result.text)))

    def _scored(self, snapshot) -> None:
        self._held_message = None  # the count changed: the refusal is history
        key = snapshot.state.rules_key
        self._show_result(snapshot)
        self.rules_actions[key].setChecked(True)
        self.save_action.setEnabled(snapshot.score is not None)
        self.save_as_action.setEnabled(snapshot.score is not None)

    def _busy(self, busy: bool) -> None:
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.cancel_action.setEnabled(busy)
        self.suggest_action.setEnabled(not busy)
        if busy:
            self.statusBar().showMessage(suggesting_text())
        self._show_result(self.model.snapshot)

    def _notice(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def _hovered(self, text: str) -> None:
        status = self.statusBar()
        held = self._held_message
        if held is not None and status.currentMessage() == held:
            return  # a refused mark's reason stays until it times out or the count changes
        self._held_message = None
        status.showMessage(text, 4000)

    def _refused(self, reason: str) -> None:
        """A dead mark was refused: the reason stays in the status bar
        (the model's notice put it there) while the mouse moves on."""
        reason = shown(reason)
        self.statusBar().showMessage(reason, 10000)
        self._held_message = reason

    def _mode_changed(self, mode: Mode) -> None:
        self.mode_actions[mode].setChecked(True)

    def _update_title(self, *_changed) -> None:
        name = self.model.source.name if self.model.source else translate("Window", "New count")
        self.setWindowFilePath(str(self.model.source) if self.model.source else "")
        self.setWindowTitle(f"{name}[*] \u2014 gocount")
        self.setWindowModified(self.model.dirty)

    # ---- files ---------------------------------------------------------------------

    def _folder(self) -> str:
        """The folder the file dialogs start in: the last one a file was
        opened from or saved to, else the home folder."""
        folder = settings_reader.read_folder(self.settings, "files/last_folder")
        if not folder or not Path(folder).is_dir():
            return str(Path.home())
        return folder

    def _remember(self, path: Path) -> None:
        path = Path(path).absolute()  # a name given on the command line means another file from another folder
        if not _is_bundled(path):  # the example opened at start is no folder of the player's
            self.settings.setValue("files/last_folder", str(path.parent))
        recent = [p for p in self.recent_files() if p != str(path)]
        self.settings.setValue("files/recent", [str(path)] + recent[: RECENT_MAX - 1])

    def recent_files(self) -> list[str]:
        """The recent files, absolute paths only (older versions kept a
        name as it was typed, which means another file from another folder)."""
        return [name for name in settings_reader.read_texts(self.settings, "files/recent") if Path(name).is_absolute()]

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = self.recent_files()
        for number, name in enumerate(files, 1):
            action = self.recent_menu.addAction(f"&{number} {Path(name).name}")
            action.setToolTip(name)
            action.triggered.connect(lambda _checked=False, n=name: self.open_path(n))
        if not files:
            self.recent_menu.addAction(translate("Window", "No recent files")).setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(translate("Window", "Clear Recent Files"), lambda: self.settings.setValue("files/recent", []))

    def maybe_keep_changes(self) -> bool:
        """Ask what to do with unsaved changes; False means the player
        cancelled (or a save failed) and nothing should be thrown away."""
        from PySide6.QtWidgets import QMessageBox

        from . import unsaved

        if not self.model.dirty:
            return True
        buttons = QMessageBox.StandardButton
        what = translate("Window", "The count of {name}").format(name=self.model.source.name) if self.model.source else translate("Window", "This new count")
        answer = unsaved.ask_to_save(self, translate("Window", "{what} has changes that are not saved. Save them first?").format(what=what))
        if answer == buttons.Save:
            return self.save()
        return answer == buttons.Discard

    def choose_file(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        if not self.maybe_keep_changes():
            return False
        name, _ = QFileDialog.getOpenFileName(self, translate("Window", "Open a game record"), self._folder(), translate("Window", SGF_FILTER))
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
            data = read_bytes(path)
            collection = Collection(data, str(path))  # parsed; only the game chosen is replayed
            index = game
            if index is None:
                index = self._choose_game(collection.summaries()) if len(collection) > 1 else 0
                if index is None:
                    return False
            record = self.model.open_file(path, index, data=data, record=collection.game(index))
        except SgfError as err:
            self.show_error(
                self,
                translate("Window", "gocount: cannot open the game"),
                translate("Window", "{name} cannot be opened.\n\n{reason}").format(name=path.name, reason=shown(err.reason)),
                str(err),
            )
            return False
        self._remember(path)
        # A game is opened to be counted: marking dead stones is the step at
        # hand, and a click must not change the position. The keys go to the
        # board (arrows, Space), not to the control last used.
        self.board.set_mode(Mode.DEAD)
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)
        marked = record.has_count
        if not marked:
            self.model.suggest_dead(as_opened=True)  # the players' own marks, else gocount's, to check
        notes = record.warnings
        if notes:
            first = shown(notes[0].as_message())
            if len(notes) > 1:
                note = Window.tr("Note on this record: {note} (and %n more)", "", len(notes) - 1).format(note=first)
            else:
                note = translate("Window", "Note on this record: {note}").format(note=first)
            self.statusBar().showMessage(note, 15000)
        elif marked:
            self.statusBar().showMessage(
                translate("Window", "Opened {name}: {moves} moves, dead stones as the players marked them").format(name=path.name, moves=record.moves),
                8000,
            )
        else:
            opened = translate("Window", "Opened {name}: {moves} moves, no dead stones marked; {suggesting}")
            self.statusBar().showMessage(opened.format(name=path.name, moves=record.moves, suggesting=suggesting_text()), 8000)
        return True

    def edit_info(self) -> bool:
        """Game > Game Info: edit the game's facts; one undo step when
        anything changed. Returns True when the facts changed."""
        from .info_dialog import GameInfoDialog

        record = self.model.record
        recorded = record.result_text if record is not None else None
        dialog = GameInfoDialog(self.model.state.info, recorded, self)
        if dialog.exec() != GameInfoDialog.DialogCode.Accepted:
            return False
        return self.model.set_info(dialog.value())

    def _choose_game(self, games) -> int | None:
        from PySide6.QtWidgets import QInputDialog

        items = []
        for game in games:
            black, white = game.black or translate("Window", "Black"), game.white or translate("Window", "White")
            item = Window.tr("Game {number}: {black} (B) vs {white} (W), {size}\u00d7{size}, %n moves", "", game.moves)
            items.append(item.format(number=game.index + 1, black=black, white=white, size=game.size))
        item, ok = QInputDialog.getItem(self, "gocount", translate("Window", "This file holds several games. Count which one?"), items, 0, False)
        return items.index(item) if ok else None

    def save(self) -> bool:
        """Write the count into the file it came from (Save As when there is
        none, or when it is a bundled example)."""
        source = self.model.source
        if source is None or _is_bundled(source):
            return self.save_as()
        return self._save_to(source)

    def save_as(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        start = self.model.source.name if self.model.source else "count.sgf"
        name, _ = QFileDialog.getSaveFileName(self, translate("Window", "Save the count"), str(Path(self._folder()) / start), translate("Window", SGF_FILTER))
        if not name:
            return False
        path = Path(name)
        if not path.suffix:
            path = path.with_suffix(".sgf")
        return self._save_to(path)

    def _save_to(self, path: Path) -> bool:
        if _same_file(path, self.model.source):
            change = self.model.file_change()
            if change is not None:
                answer = self._ask_about_disk_change(path, change)
                if answer == "save as":
                    return self.save_as()
                if answer == "reload":
                    return self.open_path(path, ask=False, game=self.model.game_index)
                if answer != "replace":
                    return False
        try:
            self.model.save(path, overwrite=True)
        except SgfError as err:
            self.show_error(
                self,
                translate("Window", "gocount: the count was not saved"),
                translate(
                    "Window",
                    "{name} could not be saved; nothing was changed.\n\n{reason}\n\n"
                    "Your count is still open here, and kept in the autosave until it is saved.",
                ).format(name=path.name, reason=_sentence(shown(err.reason))),
                str(err),
            )
            return False
        self._remember(path)
        self.statusBar().showMessage(translate("Window", "Saved {name}").format(name=path.name), 5000)
        return True

    # ---- the score sheet: export, print, preview ---------------------------------

    def _sheet_game(self):
        from .sheet import sheet_game

        return sheet_game(self.model.snapshot, self.model.record)

    def export_sheet(self) -> bool:
        """File > Export Score Sheet: the sheet as a PDF or a PNG, by the
        suffix typed or else the filter chosen."""
        from PySide6.QtWidgets import QFileDialog

        from .sheet import SheetError, default_paper, export_sheet

        pdf, png = translate("Window", "PDF documents (*.pdf)"), translate("Window", "PNG images (*.png)")
        stem = self.model.source.stem if self.model.source else "count"
        start = str(Path(self._folder()) / f"{stem}-sheet.pdf")
        name, chosen = QFileDialog.getSaveFileName(self, translate("Window", "Export the score sheet"), start, f"{pdf};;{png}")
        if not name:
            return False
        path = Path(name)
        if path.suffix.lower() not in (".pdf", ".png"):
            path = path.with_name(path.name + (".png" if chosen == png else ".pdf"))
        try:
            export_sheet(path, self._sheet_game(), default_paper())
        except SheetError as err:
            self.show_error(
                self,
                translate("Window", "gocount: the score sheet was not written"),
                translate("Window", "{name} could not be written.\n\n{reason}").format(name=path.name, reason=_sentence(shown(err.reason))),
                str(err),
            )
            return False
        self.statusBar().showMessage(translate("Window", "Score sheet written to {name}").format(name=path.name), 5000)
        return True

    def sheet_printer(self):
        """The printer the sheet goes to, kept for the session so the
        print dialog's choices stay (A4 or Letter by the locale at first)."""
        if getattr(self, "_printer", None) is None:
            from PySide6.QtPrintSupport import QPrinter

            from .sheet import default_paper, page_size

            self._printer = QPrinter(QPrinter.PrinterMode.HighResolution)
            self._printer.setPageSize(page_size(default_paper()))
        return self._printer

    def print_sheet(self) -> bool:
        """File > Print: the print dialog, then the sheet on one page."""
        from PySide6.QtPrintSupport import QPrintDialog

        printer = self.sheet_printer()
        dialog = QPrintDialog(printer, self)
        if dialog.exec() != QPrintDialog.DialogCode.Accepted:
            return False
        return self._print_on(printer)

    def _print_on(self, printer) -> bool:
        from .sheet import print_sheet

        if print_sheet(printer, self._sheet_game()) is None:
            where = printer.outputFileName() or printer.printerName() or translate("Window", "the printer")
            self.show_error(
                self,
                translate("Window", "gocount: the score sheet was not printed"),
                translate("Window", "{printer} could not be started.").format(printer=where),
                where,
            )
            return False
        self.statusBar().showMessage(translate("Window", "Score sheet sent to the printer"), 5000)
        return True

    def print_preview(self) -> None:
        """File > Print Preview: the sheet as it will print, with the
        preview's own Print button."""
        from PySide6.QtPrintSupport import QPrintPreviewDialog

        from .sheet import print_sheet

        game = self._sheet_game()
        dialog = QPrintPreviewDialog(self.sheet_printer(), self)
        dialog.setWindowTitle(translate("Window", "Score sheet \u2014 print preview"))
        dialog.paintRequested.connect(lambda printer: print_sheet(printer, game))
        dialog.resize(preview_size(self.screen().availableGeometry()))
        dialog.exec()
        dialog.deleteLater()

    def check_folder(self, folder: str | Path | None = None):
        """File > Check a Folder: the tournament desk (one per window), on
        ``folder`` or a folder asked for; its games open in new windows."""
        from .desk import DeskWindow

        if getattr(self, "desk", None) is None:
            self.desk = DeskWindow(self.settings, self._new_window, self.show_error, parent=self)
        self.desk.show()
        self.desk.raise_()
        self.desk.activateWindow()
        if folder is not None:
            self.desk.check(folder)
        elif not self.desk.table.rows and not self.desk.busy:
            self.desk.choose_folder()
        return self.desk

    def _ask_about_disk_change(self, path: Path, change, restoring: bool = False, size: int | None = None) -> str | None:
        """Ask what to do now that ``path`` was deleted or changed by another
        program since the count was opened (``change``, a
        :class:`~gocount_gui.model.source.FileChange`): "replace", "save as",
        "reload" or "cancel" (None when the question was closed). Replace is
        offered only when the file still holds a game of the count's board
        size, Reload only when the file can be read. ``restoring``: the count
        is being restored after a crash (its board ``size``), and Replace
        means that Save may write it over the file as it is now."""
        from PySide6.QtWidgets import QMessageBox

        if change.kind == "deleted":
            text = translate(
                "Window",
                "{name} has been deleted, moved or renamed since gocount opened it "
                "(it is no longer in {folder}).\n\nSave the count to a file of your choice?",
            ).format(name=path.name, folder=path.parent)
            choices = [("save as", translate("Window", "Save &As\u2026"), QMessageBox.ButtonRole.AcceptRole), ("cancel", translate("Window", "&Cancel"), QMessageBox.ButtonRole.RejectRole)]
            return ask_choice(self, translate("Window", "gocount: the file changed on disk"), text, choices, default="save as")
        size = size or self.model.state.size
        if change.since_ns is not None:
            import time

            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(change.since_ns / 1e9))
            text = translate("Window", "{name} has been changed by another program since gocount read it (it was last changed {when}).").format(name=path.name, when=when)
        else:
            text = translate("Window", "{name} has been changed by another program since gocount read it.").format(name=path.name)
        fits = change.board == size
        if change.board is None:
            text += "\n\n" + translate("Window", "It no longer holds this game, so the count cannot be written into it.")
        elif not fits:
            text += "\n\n" + translate("Window", "It now holds a {board}\u00d7{board} game; this {size}\u00d7{size} count is never written over it.").format(board=change.board, size=size)
        choices = []
        if fits:
            if restoring:
                text += "\n\n" + translate("Window", "Overwrite: restore the count, and Save writes it into the file as it is now (the other program's changes are lost).")
            else:
                text += "\n\n" + translate("Window", "Overwrite: write the count into the file as it is now (the other program's changes are lost).")
            choices.append(("replace", translate("Window", "&Overwrite"), QMessageBox.ButtonRole.DestructiveRole))
        text += "\n\n" + translate("Window", "Save As: save the count under another name. Reload: open the file as it is now instead of this count.")
        choices.append(("save as", translate("Window", "Save &As\u2026"), QMessageBox.ButtonRole.AcceptRole))
        if change.board is not None:
            choices.append(("reload", translate("Window", "Re&load"), QMessageBox.ButtonRole.ResetRole))
        choices.append(("cancel", translate("Window", "&Cancel"), QMessageBox.ButtonRole.RejectRole))
        return ask_choice(self, translate("Window", "gocount: the file changed on disk"), text, choices, default="save as")

    # ---- autosave and restore --------------------------------------------------------

    def _autosave_failed(self, message: str) -> None:
        self.statusBar().showMessage(translate("Window", "Autosave failed: {message}. Save the count to keep it.").format(message=shown(message)), 15000)

    def offer_restore(self, ask: bool = True) -> int:
        """Offer each count that a gocount killed or crashed left unsaved:
        Restore, Discard or Later (asked again next start). ``ask`` False
        restores them all. The first goes into this window when its count
        has no changes, the others into new windows. Returns how many were
        restored."""
        from PySide6.QtWidgets import QMessageBox

        restored = 0
        for orphan in self.autosaver.folder.orphans():
            saved = orphan.saved
            if saved is None:
                text = translate("Window", "A count that gocount kept after a crash cannot be read ({error}).\n\nDelete it?").format(error=shown(orphan.error))
                choices = [
                    ("discard", translate("Window", "&Delete"), QMessageBox.ButtonRole.DestructiveRole),
                    ("later", translate("Window", "&Keep It"), QMessageBox.ButtonRole.RejectRole),
                ]
                answer = ask_choice(self, translate("Window", "gocount: unsaved count"), text, choices, default="later") if ask else "later"
            else:
                choices = [
                    ("restore", translate("Window", "&Restore"), QMessageBox.ButtonRole.AcceptRole),
                    ("discard", translate("Window", "&Discard"), QMessageBox.ButtonRole.DestructiveRole),
                    ("later", translate("Window", "&Later"), QMessageBox.ButtonRole.RejectRole),
                ]
                question = _restore_question(saved)
                answer = ask_choice(self, translate("Window", "gocount: unsaved count"), question, choices, default="restore") if ask else "restore"
            if answer == "restore" and saved is not None:
                target = self if not self.model.dirty and not self.model.suggesting else self._new_window()
                change = None
                if saved.source is not None:
                    change = change_since(saved.source, saved.source_stamp, saved.source_hash, saved.game_index)
                    change = change if change is not None and change.kind == "changed" else None  # a deleted file: restored as a new record
                choice = target._ask_about_disk_change(saved.source, change, restoring=True, size=saved.state.size) if change is not None and ask else None
                if choice == "reload" and target.open_path(saved.source, ask=False, game=saved.game_index):
                    orphan.remove()  # the player chose the file as it is now
                    continue
                target.restore(saved, adopt_file=choice == "replace")
                orphan.remove()  # only once the restored count has its own autosave
                restored += 1
                if choice == "save as":
                    target.save_as()
            elif answer == "discard":
                orphan.remove()
            else:
                orphan.release()
        return restored

    def restore(self, saved, adopt_file: bool = False) -> None:
        """Show an autosaved count here, modified (it still has to be saved),
        and write its autosave at once. ``adopt_file``: Save may write over
        the source file as it is now (see :meth:`GameModel.restore`)."""
        note = self.model.restore(saved, adopt_file=adopt_file)
        # A game record is taken up where counting left it; a new count
        # (an over-the-board one) where its stones are put down.
        self.board.set_mode(Mode.DEAD if saved.source is not None else Mode.EDIT)
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)
        self.autosaver.write_now()
        self.autosaver.flush()
        self.show()
        self.raise_()
        restored = translate("Window", "Restored the count gocount kept after it was closed without saving; save it to keep it")
        self.statusBar().showMessage(shown(note) or restored, 15000)

    def _new_window(self) -> "MainWindow":
        window = MainWindow(self.settings, self.show_error, self.autosaver.folder.path)
        self.restored_windows.append(window)
        window.show()
        return window

    def new_count(self) -> bool:
        from .dialogs import NewCountDialog

        if not self.maybe_keep_changes():
            return False
        rules = settings_reader.read_text(self.settings, "count/rules", "japanese", lambda key: key in PRESETS)
        dialog = NewCountDialog(self, rules, settings_reader.read_size(self.settings, "count/size"))
        notes = settings_reader.take_notes()
        if notes:
            self.statusBar().showMessage("; ".join(notes), 15000)
        if dialog.exec() != NewCountDialog.DialogCode.Accepted:
            return False
        value = dialog.value()
        self.settings.setValue("count/rules", value.rules_key)
        self.settings.setValue("count/size", value.size)
        self.model.new_count(value.size, value.handicap, value.komi, value.rules_key)
        self.board.set_mode(Mode.EDIT)
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)
        self.statusBar().showMessage(translate("Window", "Put the stones on the board: left click Black, right click White"), 10000)
        return True

    def show_table(self):
        """View > Table of Counts: one dialog per window, following the count."""
        if getattr(self, "table_dialog", None) is None:
            from .proofs_view import TableOfCountsDialog  # loaded when first shown, not at start-up

            self.table_dialog = TableOfCountsDialog(self.model, self, self._sheet_game)
        self.table_dialog.show()
        self.table_dialog.raise_()
        return self.table_dialog

    def new_numbers(self):
        """File > New Count by Numbers: a window of its own, no board."""
        from .numbers_window import NumbersWindow

        window = NumbersWindow(self.settings, self.show_error)
        # Kept here, or Python would collect it; closed ones are let go.
        self.numbers_windows = [w for w in getattr(self, "numbers_windows", []) if w.isVisible()] + [window]
        window.show()
        return window

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(
            self,
            translate("Window", "About gocount"),
            f"<b>gocount {__version__}</b><p>"
            + translate(
                "Window",
                "Counts a finished game of Go under every major rule set, "
                "shows the identities that tie the counting methods together, and checks the prisoners.",
            )
            + "</p>",
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
        mime = event.mimeData()
        if _dropped_file(mime) is not None or dropped_photo(mime) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt's name
        # Open after the drop returns, so the drag source is not kept waiting.
        path = _dropped_file(event.mimeData())
        if path is not None:
            event.acceptProposedAction()
            QTimer.singleShot(0, lambda: self.open_path(path))
            return
        photo = dropped_photo(event.mimeData())
        if photo is not None:
            event.acceptProposedAction()
            QTimer.singleShot(0, lambda: self.photos.open_source(photo))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        if not self.maybe_keep_changes():
            event.ignore()
            return
        self.model.cancel_suggestion()
        self.engine.shutdown()
        self.photos.close()  # its reading stops with the window it belongs to
        if getattr(self, "desk", None) is not None:
            self.desk.close()  # its counting stops with the window it belongs to
        # the help pages and the table of counts belong to this window too
        self.help.close()
        if getattr(self, "table_dialog", None) is not None:
            self.table_dialog.close()
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/toolbar_area", self.toolBarArea(self.toolbar).value)
        self.settings.setValue("window/toolbar_shown", not self.toolbar.isHidden())
        self.settings.setValue("window/splitter_sizes", [str(size) for size in self.splitter.sizes()])
        self.settings.setValue("count/rules", self.model.state.rules_key)
        self.autosaver.discard()  # saved, discarded or unchanged: nothing to keep
        event.accept()


def _dropped_file(mime) -> Path | None:
    """The first local .sgf file in a drop, or None."""
    if not mime.hasUrls():
        return None
    for url in mime.urls():
        if url.isLocalFile() and url.toLocalFile().lower().endswith(".sgf"):
            return Path(url.toLocalFile())
    return None


def ask_choice(parent, title: str, text: str, choices, default: str | None = None) -> str | None:
    """A question with one button per choice, ``(key, label, role)``; the key
    of the button pressed (Escape presses the rejecting one), or None."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent)
    keys = {}
    for key, label, role in choices:
        button = box.addButton(label, role)
        keys[button] = key
        if key == default:
            box.setDefaultButton(button)
        if role == QMessageBox.ButtonRole.RejectRole:
            box.setEscapeButton(button)
    box.exec()
    return keys.get(box.clickedButton())


def _restore_question(saved) -> str:
    """The restore question for one autosave, naming the count."""
    import time

    state = saved.state
    if saved.source:
        what = translate("Window", "{name} (game {number})").format(name=saved.source.name, number=saved.game_index + 1)
    else:
        what = translate("Window", "A new count")
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(saved.saved_at)) if saved.saved_at else translate("Window", "an unknown time")
    question = Window.tr(
        "gocount was closed without saving a count.\n\n{what}: {size}\u00d7{size}, {rules} rules, %n dead stones, last changed {when}.\n\n"
        "Restore it? Later keeps it and asks again at the next start.",
        "",
        len(state.dead),
        one="gocount was closed without saving a count.\n\n{what}: {size}\u00d7{size}, {rules} rules, %n dead stone, last changed {when}.\n\n"
        "Restore it? Later keeps it and asks again at the next start.",
    )
    return question.format(what=what, size=state.size, rules=shown(TITLES[state.rules_key]), when=when)


def _sentence(reason: str) -> str:
    """A reason as a sentence: capital first letter, full stop."""
    reason = reason.strip()
    if not reason:
        return reason
    reason = reason[0].upper() + reason[1:]
    return reason if reason.endswith((".", "!", "?")) else reason + "."


def _same_file(path: Path, other: Path | None) -> bool:
    if other is None:
        return False
    try:
        return path.resolve() == other.resolve()
    except OSError:
        return path == other


def _is_bundled(path: Path) -> bool:
    """True for the bundled example game, which Save leaves alone."""
    from ..resources import resource_path

    try:
        return path.resolve() == resource_path("example.sgf").resolve()
    except OSError:
        return False


class Application(QApplication):
    """gocount's QApplication. ``file_requested`` carries the files macOS
    hands to the running program (an SGF double-clicked in the Finder or
    dropped on the Dock icon): they come as a QFileOpenEvent, not on the
    command line."""

    file_requested = Signal(str)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen:
            path = event.file() or event.url().toLocalFile()
            if path:
                self.file_requested.emit(path)
            return True
        return super().event(event)


def application() -> QApplication:
    """The QApplication (an :class:`Application` unless one was made
    before), with gocount's names for QSettings."""
    app = QApplication.instance()
    if app is None:
        import sys

        app = Application(sys.argv[:1])
    app.setOrganizationName("gocount")
    app.setApplicationName("gocount")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("gocount")  # the .desktop file's name: Wayland finds the icon through it
    app.setWindowIcon(app_icon())
    if not getattr(app, "gocount_language", None):  # once per process: View > Language installs a new choice itself
        from .. import i18n

        app.gocount_language = i18n.chosen_language()
        i18n.install(app.gocount_language, app)
    return app


def app_icon() -> QIcon:
    """gocount's icon at every size it is drawn in (resources/icons, 16 to
    512 pixels); an empty icon in a broken install. The SVG is left to the
    desktop's menus: adding it here would load Qt's SVG icon engine at
    every start (1.5 ms) for sizes the PNGs already cover."""
    from ..resources import resource_dir

    icon = QIcon()
    for png in sorted((resource_dir() / "icons").glob("gocount-*.png")):
        icon.addFile(str(png))
    return icon
