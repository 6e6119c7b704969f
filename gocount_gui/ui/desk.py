"""The tournament desk: File > Check a Folder… counts every game of a
folder (and of its sub-folders) on worker processes and lists them, one row
per game, beside what each record says.

The rows come from :mod:`gocount_gui.desk` (the same count and columns as
``gocount-score FOLDER --csv``). Files go to a pool of worker processes a
few at a time; each finished file comes back to the GUI thread as a queued
signal, so rows appear as they are counted and the window never waits.
Cancel stops handing out files; the rows counted so far stay.

The table sorts by any column and can show only the disagreements or only
the games with unsure stones; a double-click opens the game in a main
window with the row's count (its dead stones, not a new suggestion). Export
CSV writes the rows shown, in the table's order, and Export PDF their score
sheets, one per page, drawn a page at a time between the window's events.
"""

from __future__ import annotations

from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QSettings, QSize, QSortFilterProxyModel, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QStyledItemDelegate,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..desk import COLUMNS, DEAD_SOURCE_WORDS, Desk, DeskRow, cell_text, csv_bytes, default_jobs, failed_rows, not_a_table_file, row_state, worker_pool
from ..record import SgfError
from ..record.properties import DEFAULT_RULES
from .settings import read_folder, read_text
from ..record.write import atomic_write
from ..scoring.rules import PRESETS, TITLES
from .errors import show_error as default_show_error
from .look import RED
from ..i18n import shown, translate
from .retranslate import follow_language

ROW_ROLE = Qt.ItemDataRole.UserRole + 1
"""The role under which the table model gives a cell's whole DeskRow."""

NUMERIC = {"Komi", "Difference", "Unsure"}
"""Columns of numbers: right-aligned, sorted as numbers."""

WIDEST = {"File": 40, "Black": 20, "White": 20}
"""The most characters a column is widened to for its contents (16 for
those not named)."""

DESK_SIZE = QSize(1300, 720)
"""The desk's size at its first opening, on a screen with room for it."""

AHEAD = 2
"""Files handed to each worker process ahead of its results: enough to keep
it busy, few enough that Cancel leaves little running."""


def sort_key(row: DeskRow, column: int) -> tuple:
    """How a column sorts: numbers as numbers, text without case and in
    the language shown; an empty cell after every value
    (:class:`DeskFilter` keeps it last in either order)."""
    title, value_of = COLUMNS[column]
    value = value_of(row)
    if value is None or value == "":
        return (1, 0, "")
    if title == "Dead stones":
        return (0, len(row.dead), row.dead_source)
    if isinstance(value, (int, float)):
        return (0, value, "")
    if title == "Warnings":  # in the words the table shows them in
        value = "; ".join(shown(note) for note in row.note_list)
    return (0, 0, str(shown(value)).casefold())


class DeskTable(QAbstractTableModel):
    """The rows counted so far, in the order they came."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[DeskRow] = []

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return shown(COLUMNS[section][0])  # "gocount" is a name, not a message
        return None

    def retranslate(self) -> None:
        """Draw the headers and cells again in the language installed: their
        words are Messages, which :func:`shown` gives at display time."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
        if self.rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1, len(COLUMNS) - 1))

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        title, value_of = COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            if title == "Warnings":
                return "; ".join(shown(note) for note in row.note_list)
            return cell_text(shown(value_of(row)))
        if role == ROW_ROLE:
            return row
        if role == Qt.ItemDataRole.ToolTipRole:
            if title == "File":
                return row.path
            if title == "Warnings" and row.notes:
                return "; ".join(shown(note) for note in row.note_list)
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and title in NUMERIC:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and title in ("Agree", "Difference", "Warnings") and (row.agree is False or row.error):
            return QBrush(QColor(RED))
        if role == Qt.ItemDataRole.FontRole and title == "Agree" and row.agree is False:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def add(self, rows: list[DeskRow]) -> None:
        if not rows:
            return
        first = len(self.rows)
        self.beginInsertRows(QModelIndex(), first, first + len(rows) - 1)
        self.rows.extend(rows)
        self.endInsertRows()

    def clear(self) -> None:
        self.beginResetModel()
        self.rows = []
        self.endResetModel()


class DeskFilter(QSortFilterProxyModel):
    """The rows shown: all, or only the disagreements, or only the games
    with unsure stones (both: either), sorted by :func:`sort_key`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.only_disagreements = False
        self.only_unsure = False

    def set_filters(self, disagreements: bool, unsure: bool) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt 6.10 and later
            self.beginFilterChange()
            self.only_disagreements, self.only_unsure = disagreements, unsure
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self.only_disagreements, self.only_unsure = disagreements, unsure
            self.invalidateFilter()

    def filterAcceptsRow(self, source_row: int, source_parent: QModelIndex) -> bool:  # noqa: N802 - Qt's name
        if not (self.only_disagreements or self.only_unsure):
            return True
        row = self.sourceModel().rows[source_row]
        return (self.only_disagreements and row.agree is False) or (self.only_unsure and bool(row.unsure))

    def lessThan(self, left: QModelIndex, right: QModelIndex) -> bool:  # noqa: N802 - Qt's name
        rows = self.sourceModel().rows
        a, b = sort_key(rows[left.row()], left.column()), sort_key(rows[right.row()], left.column())
        if a[0] != b[0] and self.sortOrder() == Qt.SortOrder.DescendingOrder:
            return a[0] > b[0]  # Qt turns the answer round: empty cells stay last
        return a < b

    def shown_rows(self) -> list[DeskRow]:
        """The rows shown, in the table's order."""
        return [self.data(self.index(r, 0), ROW_ROLE) for r in range(self.rowCount())]


class _ElideMiddle(QStyledItemDelegate):
    """Cut a long file name in the middle: its folder and its name both show."""

    def initStyleOption(self, option, index) -> None:  # noqa: N802 - Qt's name
        super().initStyleOption(option, index)
        option.textElideMode = Qt.TextElideMode.ElideMiddle


class _Relay(QObject):
    """Carries a finished file from the pool's thread to the GUI thread (a
    signal emitted from another thread is queued to its receiver's)."""

    done = Signal(int, str, object)


class DeskWindow(QMainWindow):
    """The desk: a folder's games in a table, counted on ``jobs`` worker
    processes (one per core by default). ``open_window`` makes the main
    window a double-clicked game opens in; ``show_error`` is the error
    dialog (replaceable in tests)."""

    counted = Signal()
    """Every file of the folder is counted (not sent after Cancel)."""

    def __init__(
        self,
        settings: QSettings | None = None,
        open_window: Callable[[], QMainWindow] | None = None,
        show_error=default_show_error,
        parent: QWidget | None = None,
        jobs: int | None = None,
    ) -> None:
        super().__init__(parent)
        if parent is not None:
            self.setWindowFlag(Qt.WindowType.Window)
        self.settings = settings if settings is not None else QSettings()
        self.open_window = open_window
        self.show_error = show_error
        self.jobs = jobs or default_jobs()
        self.folder: Path | None = None
        self.opened: list[QMainWindow] = []
        self._pool = None
        self._waiting: list[str] = []
        self._again: list[str] = []  # files whose worker died, to count once more, one at a time
        self._tried: set[str] = set()  # files counted again already
        self._alone: str | None = None  # the file being counted again, alone in the pool
        self._running = 0
        self._files = 0
        self._done = 0
        self._generation = 0
        self._relay = _Relay(self)
        self._relay.done.connect(self._file_done)
        self._book = None

        self.table = DeskTable(self)
        self.shown = DeskFilter(self)
        self.shown.setSourceModel(self.table)
        self.view = QTableView()
        self.view.setModel(self.shown)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        self.view.setWordWrap(False)
        self.view.setItemDelegateForColumn(0, _ElideMiddle(self.view))
        self.view.verticalHeader().hide()
        self.view.verticalHeader().setDefaultSectionSize(self.view.fontMetrics().height() + 8)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self.view.activated.connect(self._activated)  # a double-click, or Enter

        self.folder_label = QLabel()
        self.folder_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.choose_button = QPushButton()
        self.choose_button.clicked.connect(self.choose_folder)
        self.csv_button = QPushButton()
        self.csv_button.clicked.connect(self.export_csv)
        self.pdf_button = QPushButton()
        self.pdf_button.clicked.connect(self.export_pdf)
        self.disagreements_box = QCheckBox()
        self.unsure_box = QCheckBox()
        for box in (self.disagreements_box, self.unsure_box):
            box.toggled.connect(self._filter)
        self.summary_label = QLabel()
        self.rules_combo = QComboBox()
        for key in PRESETS:
            self.rules_combo.addItem("", key)
        remembered = read_text(self.settings, "desk/default_rules", DEFAULT_RULES, lambda key: key in PRESETS)
        self.rules_combo.setCurrentIndex(max(0, self.rules_combo.findData(remembered)))
        self.rules_combo.currentIndexChanged.connect(self._default_rules_chosen)
        self.rules_label = QLabel()
        self.rules_label.setBuddy(self.rules_combo)

        top = QHBoxLayout()
        top.addWidget(self.choose_button)
        top.addWidget(self.folder_label, 1)
        top.addWidget(self.csv_button)
        top.addWidget(self.pdf_button)
        filters = QHBoxLayout()
        filters.addWidget(self.disagreements_box)
        filters.addWidget(self.unsure_box)
        filters.addSpacing(12)
        filters.addWidget(self.rules_label)
        filters.addWidget(self.rules_combo)
        filters.addStretch(1)
        filters.addWidget(self.summary_label)
        body = QWidget()
        column = QVBoxLayout(body)
        column.addLayout(top)
        column.addLayout(filters)
        column.addWidget(self.view, 1)
        self.setCentralWidget(body)

        self.progress = QProgressBar()
        self.progress.setMaximumWidth(260)
        self.progress.hide()
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        self.cancel_button.hide()
        self.statusBar().addPermanentWidget(self.progress)
        self.statusBar().addPermanentWidget(self.cancel_button)

        from .window import first_geometry

        self.setGeometry(first_geometry(self.screen().availableGeometry(), DESK_SIZE))
        from .settings import read_shape

        geometry = read_shape(self.settings, "desk/geometry", self.saveGeometry())  # only in the shape Qt writes it
        if geometry is not None:
            self.restoreGeometry(geometry)
        self._name()
        self._update_summary()
        self._update_buttons()

    def _name(self) -> None:
        """Set the words of the desk's widgets, in the language installed:
        at its making, and again when the language changes."""
        self.setWindowTitle(translate("Desk", "Check a folder \u2014 gocount"))
        self.view.setAccessibleName(translate("Desk", "Games of the folder"))
        if self.folder is None:
            remembered = read_folder(self.settings, "desk/folder")
            if remembered:
                self.folder_label.setText(translate("Desk", "Last folder: {folder}").format(folder=remembered))
            else:
                self.folder_label.setText(translate("Desk", "No folder checked yet"))
        self.choose_button.setText(translate("Desk", "Choose &Folder\u2026"))
        self.choose_button.setToolTip(translate("Desk", "Count every SGF in a folder and its sub-folders"))
        self.csv_button.setText(translate("Desk", "Export &CSV\u2026"))
        self.csv_button.setToolTip(translate("Desk", "Write the rows shown, in the table's order, as a CSV table for a spreadsheet"))
        self.pdf_button.setText(translate("Desk", "Export &PDF\u2026"))
        self.pdf_button.setToolTip(translate("Desk", "Write the score sheets of the rows shown, one per page, in the table's order"))
        self.disagreements_box.setText(translate("Desk", "Only &disagreements"))
        self.disagreements_box.setToolTip(translate("Desk", "Show only the games whose count differs from the recorded result"))
        self.unsure_box.setText(translate("Desk", "Only &unsure"))
        self.unsure_box.setToolTip(translate("Desk", "Show only the games where gocount is unsure of some dead stones"))
        self.rules_label.setText(translate("Desk", "&Rules when RU is missing:"))
        for index in range(self.rules_combo.count()):
            self.rules_combo.setItemText(index, shown(TITLES[self.rules_combo.itemData(index)]))
        self.rules_combo.setToolTip(translate("Desk", "The rule set of the records that name none (no RU); the folder is counted again when it changes"))
        self._name_progress()
        self.cancel_button.setText(translate("Desk", "Cancel"))
        self.cancel_button.setShortcut("Esc")  # after the text: setText puts its mnemonic (none) in the shortcut's place
        self.cancel_button.setToolTip(translate("Desk", "Stop counting; the rows counted so far stay (Esc)"))

    def _name_progress(self) -> None:
        """The progress bar's text (Qt fills in %v and %m): the sheets drawn
        while a PDF export runs, else the files counted."""
        if self._book is not None:
            self.progress.setFormat(translate("Desk", "%v of %m sheets"))
        else:
            self.progress.setFormat(translate("Desk", "%v of %m files"))

    def retranslate(self) -> None:
        """The desk in the language just installed: its widgets' words, the
        table's headers and cells, the summary, and the message of a check
        under way. The rows, the filters and a check running stay."""
        self._name()
        self.table.retranslate()
        if self.table.rows:
            self._fit_columns()  # to the words of the new language
        self._update_summary()
        if self._pool is not None and self.statusBar().currentMessage():
            self._say_counting()
        elif not self.busy:
            self.statusBar().clearMessage()  # a passing message, in the language it was said in

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        follow_language(self, event)

    # ---- counting ------------------------------------------------------------------------

    @property
    def default_rules(self) -> str:
        """The rule set of the records with no RU, chosen in the desk."""
        return self.rules_combo.currentData() or DEFAULT_RULES

    def _default_rules_chosen(self, _index: int) -> None:
        self.settings.setValue("desk/default_rules", self.default_rules)
        if self.folder is not None and self._book is None:
            self.check(self.folder)

    @property
    def busy(self) -> bool:
        """True while files are being counted or sheets drawn."""
        return self._pool is not None or self._book is not None

    def choose_folder(self) -> bool:
        """Ask for a folder (starting at the one checked last) and check it."""
        start = read_folder(self.settings, "desk/folder") or str(Path.home())
        name = QFileDialog.getExistingDirectory(self, translate("Desk", "Check every game in a folder"), start)
        return self.check(name) if name else False

    def check(self, folder: str | Path) -> bool:
        """Count every SGF of ``folder`` and its sub-folders, replacing the
        rows shown; the folder is remembered. Returns False (after a
        dialog) when the folder cannot be searched."""
        from ..cli import iter_sgf_paths

        folder = Path(folder)
        if not folder.is_dir():
            self.show_error(
                self,
                translate("Desk", "gocount: cannot check the folder"),
                translate("Desk", "{folder} is not a folder that can be opened.").format(folder=folder),
                str(folder),
            )
            return False
        self.cancel()
        self.folder = folder
        self.settings.setValue("desk/folder", str(folder))
        self.folder_label.setText(str(folder))
        self.table.clear()
        found = list(iter_sgf_paths([str(folder)]))
        problems = [DeskRow(item.path or str(folder), item.path or str(folder), error=item.reason) for item in found if isinstance(item, SgfError)]
        self._waiting = [str(item) for item in found if not isinstance(item, SgfError)]
        self.table.add(problems)
        self._files, self._done, self._running = len(self._waiting), 0, 0
        self._again, self._tried, self._alone = [], set(), None
        self._generation += 1
        if not self._waiting:
            self.statusBar().showMessage(translate("Desk", "No SGF files in {folder}").format(folder=folder), 10000)
            self._update_summary()
            return True
        self._pool = worker_pool(min(self.jobs, len(self._waiting)))
        self.progress.setRange(0, self._files)
        self.progress.setValue(0)
        self.progress.show()
        self.cancel_button.show()
        self._say_counting()
        self._update_buttons()
        self._hand_out()
        return True

    def _say_counting(self) -> None:
        counting = Desk.tr("Counting %n files on {processes} processes\u2026", "", self._files)
        self.statusBar().showMessage(counting.format(processes=min(self.jobs, self._files)))

    def _hand_out(self) -> None:
        """Give the pool files until each worker has :data:`AHEAD` to do."""
        from ..desk import count_file

        generation, relay, folder = self._generation, self._relay, str(self.folder)
        while self._pool is not None:
            path = self._next_file()
            if path is None:
                return
            self._running += 1
            try:
                future = self._pool.submit(count_file, path, folder, None, self.default_rules)
            except BrokenProcessPool:  # a worker died (killed, out of memory): a new pool goes on
                self._pool.shutdown(wait=False, cancel_futures=True)
                self._pool = worker_pool(min(self.jobs, len(self._waiting) + 1))
                future = self._pool.submit(count_file, path, folder, None, self.default_rules)

            def finished(future: Future, path: str = path) -> None:
                try:
                    relay.done.emit(generation, path, future)
                except RuntimeError:  # the desk was closed meanwhile: nobody to tell
                    pass

            future.add_done_callback(finished)

    def _next_file(self) -> str | None:
        """The next file to give the pool, or None to wait. A file whose
        worker died is counted once more, alone in the pool (so that a file
        that kills its worker again is the one known), after the files
        given before it have come back."""
        if self._alone is not None:
            return None
        if self._again:
            if self._running:
                return None
            self._alone = self._again.pop(0)
            return self._alone
        if self._waiting and self._running < self.jobs * AHEAD:
            return self._waiting.pop(0)
        return None

    @Slot(int, str, object)
    def _file_done(self, generation: int, path: str, future: Future) -> None:
        if generation != self._generation or future.cancelled():
            return
        self._running -= 1
        if path == self._alone:
            self._alone = None
        try:
            rows = future.result()
        except BrokenProcessPool as err:  # its worker died (killed, out of memory): once more, then reported
            if path not in self._tried:
                self._tried.add(path)
                self._again.append(path)
                self._hand_out()
                return
            rows = failed_rows(path, str(self.folder), err)
        except Exception as err:  # a bug: the file is reported, the rest go on
            rows = failed_rows(path, str(self.folder), err)
        self._done += 1
        self.table.add(rows)
        if self._done == 1 or self._done == self._files:
            self._fit_columns()
        self.progress.setValue(self._done)
        self._update_summary()
        if self._done == self._files:
            self._stop_pool()
            self.statusBar().showMessage(Desk.tr("Counted %n files in {folder}", "", self._files).format(folder=self.folder), 10000)
            self.counted.emit()
        else:
            self._hand_out()

    def cancel(self) -> None:
        """Stop counting (the rows counted stay) or drawing sheets."""
        if self._book is not None:
            self._book = None
            self.statusBar().showMessage(translate("Desk", "PDF export cancelled; nothing was written"), 10000)
        elif self._pool is not None:
            self._generation += 1
            cancelled = Desk.tr("Cancelled: {done} of %n files counted", "", self._files).format(done=self._done)
            self.statusBar().showMessage(cancelled, 10000)
            self._waiting = []
            self._again, self._alone = [], None
        self._stop_pool()

    def _stop_pool(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)  # a file being counted finishes on its own
            self._pool = None
        self.progress.hide()
        self.cancel_button.hide()
        self._update_buttons()

    # ---- showing -----------------------------------------------------------------------

    def _filter(self) -> None:
        self.shown.set_filters(self.disagreements_box.isChecked(), self.unsure_box.isChecked())
        self._update_summary()

    def _fit_columns(self) -> None:
        """Every column as wide as its contents, the long ones no wider
        than :data:`WIDEST` says (the warnings take what is left)."""
        self.view.resizeColumnsToContents()
        char = self.view.fontMetrics().averageCharWidth()
        header = self.view.horizontalHeader()
        for column, (title, _) in enumerate(COLUMNS[:-1]):
            widest = char * WIDEST.get(title, 16)
            if header.sectionSize(column) > widest:
                header.resizeSection(column, widest)

    def _update_summary(self) -> None:
        rows = self.table.rows
        counted = [r for r in rows if r.error is None]
        agree = sum(1 for r in counted if r.agree)
        differ = sum(1 for r in counted if r.agree is False)
        unsure = sum(1 for r in counted if r.unsure)
        unfinished = sum(1 for r in counted if not r.finished)
        text = Desk.tr("%n games: {agree} agree, {differ} disagree, {unfinished} not finished, {unsure} unsure, {damaged} damaged", "", len(rows))
        text = text.format(agree=agree, differ=differ, unfinished=unfinished, unsure=unsure, damaged=len(rows) - len(counted))
        if self.shown.rowCount() != len(rows):
            text += " \u2014 " + translate("Desk", "{count} shown").format(count=self.shown.rowCount())
        self.summary_label.setText(text)

    def _update_buttons(self) -> None:
        idle = not self.busy
        self.csv_button.setEnabled(idle and bool(self.table.rows))
        self.pdf_button.setEnabled(idle and bool(self.table.rows))
        self.choose_button.setEnabled(self._book is None)

    # ---- opening a game ---------------------------------------------------------------

    def _activated(self, index: QModelIndex) -> None:
        self.open_row(self.shown.data(index, ROW_ROLE))

    def open_row(self, row: DeskRow):
        """Open ``row``'s game in a new main window with the row's count
        (its rules, komi and dead stones); the window, or None after a
        dialog when the game cannot be opened."""
        from .board import Mode

        try:
            record, state = row_state(row)
        except SgfError as err:
            self.show_error(
                self,
                translate("Desk", "gocount: cannot open the game"),
                translate("Desk", "{name} cannot be opened.\n\n{reason}").format(name=Path(row.path).name, reason=shown(err.reason)),
                str(err),
            )
            return None
        if self.open_window is None:
            from .window import MainWindow

            window = MainWindow(self.settings, self.show_error)
            window.show()
        else:
            window = self.open_window()
        self.opened.append(window)
        window.model.reset(state, Path(row.path), record, row.game - 1)
        window.board.set_mode(Mode.DEAD)
        opened = translate("Desk", "Opened from the desk: {file}, dead stones as the desk counted them ({source})")
        source = shown(DEAD_SOURCE_WORDS.get(row.dead_source, row.dead_source))
        window.statusBar().showMessage(opened.format(file=row.file, source=source), 10000)
        window.raise_()
        window.activateWindow()
        return window

    # ---- export ------------------------------------------------------------------------

    def _save_name(self, title: str, suffix: str, kind: str) -> Path | None:
        start = Path(read_folder(self.settings, "desk/folder") or str(Path.home())) / f"{self.folder.name if self.folder else 'games'}{suffix}"
        name, _ = QFileDialog.getSaveFileName(self, title, str(start), kind)
        if not name:
            return None
        path = Path(name)
        return path if path.suffix.lower() == suffix else path.with_name(path.name + suffix)

    def export_csv(self, path: str | Path | None = None) -> bool:
        """Write the rows shown, in the table's order, as CSV (UTF-8 with a
        BOM); asks for the file when ``path`` is None."""
        path = Path(path) if path else self._save_name(translate("Desk", "Export the table as CSV"), ".csv", translate("Desk", "CSV tables (*.csv)"))
        if path is None:
            return False
        rows = self.shown.shown_rows()
        refused = not_a_table_file(path)
        if refused is not None:
            self.show_error(
                self,
                translate("Desk", "gocount: the table was not written"),
                translate("Desk", "{name} could not be written.\n\n{reason}").format(name=path.name, reason=shown(refused)),
                str(path),
            )
            return False
        try:
            atomic_write(path, csv_bytes(rows))
        except SgfError as err:
            self.show_error(
                self,
                translate("Desk", "gocount: the table was not written"),
                translate("Desk", "{name} could not be written.\n\n{reason}").format(name=path.name, reason=shown(err.reason)),
                str(err),
            )
            return False
        self.statusBar().showMessage(Desk.tr("Wrote %n rows to {name}", "", len(rows)).format(name=path.name), 10000)
        return True

    def export_pdf(self, path: str | Path | None = None) -> bool:
        """Draw the score sheets of the rows shown (damaged files left out)
        into one PDF, one page each in the table's order, a page at a time
        between the window's events; asks for the file when ``path`` is
        None. Returns False when nothing was started."""
        from .sheet import SheetBook, default_paper

        path = Path(path) if path else self._save_name(translate("Desk", "Export the score sheets as PDF"), ".pdf", translate("Desk", "PDF documents (*.pdf)"))
        if path is None:
            return False
        rows = [r for r in self.shown.shown_rows() if r.error is None]
        if not rows:
            self.statusBar().showMessage(translate("Desk", "No counted game to draw a sheet of"), 10000)
            return False
        self._book = _Book(SheetBook(default_paper()), rows, path)
        self.progress.setRange(0, len(rows))
        self._name_progress()
        self.progress.setValue(0)
        self.progress.show()
        self.cancel_button.show()
        self._update_buttons()
        QTimer.singleShot(0, self._next_page)
        return True

    def _next_page(self) -> None:
        from ..model.state import take_snapshot
        from .sheet import SheetError, sheet_game, write_sheet_bytes

        book = self._book
        if book is None:  # cancelled
            self._name_progress()
            return
        row = book.rows[book.done]
        try:
            record, state = row_state(row)
            book.sheets.add(sheet_game(take_snapshot(state), record, row.games))
        except SgfError as err:
            book.skipped.append(f"{row.file}: {shown(err.reason)}")
        book.done += 1
        self.progress.setValue(book.done)
        if book.done < len(book.rows):
            QTimer.singleShot(0, self._next_page)
            return
        self._book = None
        self._name_progress()
        self._stop_pool()
        try:
            write_sheet_bytes(book.path, book.sheets.finish())
        except SheetError as err:
            self.show_error(
                self,
                translate("Desk", "gocount: the score sheets were not written"),
                translate("Desk", "{name} could not be written.\n\n{reason}").format(name=book.path.name, reason=shown(err.reason)),
                str(err),
            )
            return
        wrote = Desk.tr("Wrote %n score sheets to {name}", "", book.sheets.pages).format(name=book.path.name)
        if book.skipped:
            wrote += Desk.tr("; %n could not be read again: {first}", "", len(book.skipped)).format(first=book.skipped[0])
        self.statusBar().showMessage(wrote, 15000)

    # ---- closing -----------------------------------------------------------------------

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self.cancel()
        self.settings.setValue("desk/geometry", self.saveGeometry())
        super().closeEvent(event)


class _Book:
    """A PDF export under way: the rows, the pages drawn so far, the file."""

    def __init__(self, sheets, rows: list[DeskRow], path: Path) -> None:
        self.sheets = sheets
        self.rows = rows
        self.path = path
        self.done = 0
        self.skipped: list[str] = []
