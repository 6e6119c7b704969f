"""The window's second opinion: Edit > Ask the Engine with a fake engine,
the rings and rows of disagreement, Accept as one undo step, a window that
stays responsive while the engine thinks, no process left behind, and
Preferences > Engine."""

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QElapsedTimer, QProcess, Qt, QTimer
from PySide6.QtGui import QImage

sys.path.insert(0, str(Path(__file__).parent))

import fake_engine  # noqa: E402
from test_engine import TWO_CAMPS, points, sgf_of  # noqa: E402

from gocount_gui.scoring.colour import Colour  # noqa: E402
from gocount_gui.ui.engine_prefs import EnginePage, engine_spec  # noqa: E402


def use_engine(window, program: str, after_suggestion: bool = False) -> None:
    window.settings.setValue("engine/kind", "gnugo")
    window.settings.setValue("engine/gnugo_program", program)
    window.settings.setValue("engine/after_suggestion", after_suggestion)


@pytest.fixture
def camps(window, tmp_path):
    """The window with TWO_CAMPS open: H7-H8 marked dead by the players."""
    path = tmp_path / "two-camps.sgf"
    path.write_bytes(sgf_of(TWO_CAMPS, marked_dead=points("H7", "H8")))
    assert window.open_path(path)
    return window


def answer(qtbot, window, timeout=15000):
    """Ask the engine and wait for the run to end."""
    assert window.engine.ask()
    run = window.engine.run
    with qtbot.waitSignal(run.finished, timeout=timeout):
        pass
    return run


def test_the_engine_rings_where_it_differs_and_the_panel_names_the_stones(qtbot, camps, tmp_path):
    use_engine(camps, fake_engine.program(tmp_path))
    answer(qtbot, camps)
    engine = camps.engine
    assert camps.board.engine_marks == points("C8", "H7", "H8")
    assert [label.text() for label in engine.panel.row_labels] == [
        "Fake Go thinks C8 is dead",
        "Fake Go thinks H7 and H8 are alive",
    ]
    assert engine.panel.isVisible() and "Fake Go 0.1" in engine.panel.title.text()
    # the rings are drawn: the disputed colour appears on the board
    image = camps.board.grab().toImage()
    assert _has_colour(image, camps.board._board_style().disputed)


def test_accept_takes_the_engines_view_of_a_group_as_one_undo_step(qtbot, camps, tmp_path):
    use_engine(camps, fake_engine.program(tmp_path))
    answer(qtbot, camps)
    stack = camps.model.undo_stack
    before = stack.count()
    qtbot.mouseClick(camps.engine.panel.accept_buttons[1], Qt.MouseButton.LeftButton)  # H7 and H8 alive
    assert camps.model.state.dead == frozenset()
    assert stack.count() == before + 1 and "Accept Fake Go" in stack.undoText()
    assert camps.board.engine_marks == points("C8")
    assert [label.text() for label in camps.engine.panel.row_labels] == ["Fake Go thinks C8 is dead"]
    qtbot.mouseClick(camps.engine.panel.accept_buttons[0], Qt.MouseButton.LeftButton)
    assert camps.model.state.dead == points("C8")
    assert camps.board.engine_marks == frozenset()
    assert "agrees with every dead mark" in camps.engine.panel.status.text()
    stack.undo()
    stack.undo()
    assert camps.model.state.dead == points("H7", "H8")
    assert camps.board.engine_marks == points("C8", "H7", "H8")


def test_the_panels_close_button_puts_the_answer_away(qtbot, camps, tmp_path):
    use_engine(camps, fake_engine.program(tmp_path))
    answer(qtbot, camps)
    qtbot.mouseClick(camps.engine.panel.close_button, Qt.MouseButton.LeftButton)
    assert not camps.engine.panel.isVisible() and camps.board.engine_marks == frozenset()
    assert camps.model.state.dead == points("H7", "H8")  # the marks stay as they were


def test_a_change_of_stones_drops_the_answer(qtbot, camps, tmp_path):
    use_engine(camps, fake_engine.program(tmp_path))
    answer(qtbot, camps)
    assert camps.model.place((0, 0), Colour.BLACK)  # A1, an empty point of Black's
    assert camps.board.engine_marks == frozenset()
    assert "The stones changed since Fake Go was asked" in camps.engine.panel.status.text()


def test_opening_another_game_puts_the_old_answer_away(qtbot, camps, tmp_path):
    use_engine(camps, fake_engine.program(tmp_path))
    answer(qtbot, camps)
    other = tmp_path / "other.sgf"
    other.write_bytes(sgf_of(TWO_CAMPS.replace("o . # .", "o . . .")))
    assert camps.open_path(other)
    assert camps.board.engine_marks == frozenset()
    assert camps.engine.opinion is None and not camps.engine.panel.isVisible()


def test_katago_in_the_window_gives_the_same_rings(qtbot, camps, tmp_path):
    (tmp_path / "net.bin.gz").write_bytes(b"net")
    (tmp_path / "analysis.cfg").write_text("")
    settings = camps.settings
    settings.setValue("engine/kind", "katago")
    settings.setValue("engine/katago_program", fake_engine.program(tmp_path))
    settings.setValue("engine/katago_model", str(tmp_path / "net.bin.gz"))
    settings.setValue("engine/katago_config", str(tmp_path / "analysis.cfg"))
    answer(qtbot, camps)
    assert camps.board.engine_marks == points("C8", "H7", "H8")
    assert camps.engine.panel.row_labels[0].text() == "KataGo thinks C8 is dead"


def test_the_window_stays_responsive_while_the_engine_thinks(qtbot, camps, tmp_path):
    use_engine(camps, fake_engine.program(tmp_path, "--sleep", "1.5"))
    gaps = []
    clock = QElapsedTimer()
    ticker = QTimer()
    ticker.setInterval(10)

    def tick():
        gaps.append(clock.restart())

    ticker.timeout.connect(tick)
    clock.start()
    ticker.start()
    assert camps.engine.ask()
    assert camps.engine.panel.progress.isVisible()  # the progress shows at once
    with qtbot.waitSignal(camps.engine.run.finished, timeout=20000):
        pass
    ticker.stop()
    assert camps.board.engine_marks  # it did answer, after thinking
    assert len(gaps) > 20
    assert max(gaps) < 500, f"the event loop stalled for {max(gaps)} ms while the engine thought"


def test_closing_the_window_while_the_engine_thinks_leaves_no_process(qtbot, camps, tmp_path):
    pidfile = tmp_path / "pid"
    use_engine(camps, fake_engine.program(tmp_path, "--pidfile", str(pidfile), "--sleep", "60"))
    assert camps.engine.ask()
    run = camps.engine.run
    qtbot.waitUntil(lambda: pidfile.exists() and pidfile.read_text().strip() != "", timeout=10000)
    pid = int(pidfile.read_text())
    assert _alive(pid)
    camps.close()
    assert run.process.state() == QProcess.ProcessState.NotRunning
    assert not _alive(pid)


def test_cancel_stops_the_engine_and_says_so(qtbot, camps, tmp_path):
    use_engine(camps, fake_engine.program(tmp_path, "--sleep", "60"))
    assert camps.engine.ask()
    run = camps.engine.run
    qtbot.waitUntil(lambda: run.pid() != 0, timeout=10000)
    qtbot.mouseClick(camps.engine.panel.cancel_button, Qt.MouseButton.LeftButton)
    assert run.process.state() == QProcess.ProcessState.NotRunning
    assert "stopped before it answered" in camps.engine.panel.status.text()
    assert camps.engine.ask_action.isEnabled()


def test_an_engine_that_fails_is_reported_in_the_panel(qtbot, camps, tmp_path):
    use_engine(camps, fake_engine.program(tmp_path, "--die"))
    answer(qtbot, camps)
    assert camps.engine.panel.status.text() == "GNU Go failed (exit status 3): fake engine: out of memory"
    assert camps.board.engine_marks == frozenset()


def test_without_an_engine_asking_says_how_to_choose_one(camps):
    assert not camps.engine.ask()
    assert "Edit > Preferences > Engine" in camps.engine.panel.status.text()
    assert camps.engine.run is None


def test_the_engine_is_asked_after_a_suggestion_when_the_player_wants_it(qtbot, camps, tmp_path):
    use_engine(camps, fake_engine.program(tmp_path), after_suggestion=True)
    with qtbot.waitSignal(camps.model.suggested, timeout=20000):
        camps.model.suggest_dead()
    assert camps.engine.run is not None
    with qtbot.waitSignal(camps.engine.run.finished, timeout=15000):
        pass
    assert camps.engine.opinion is not None and camps.engine.opinion.dead == points("C8")


def test_the_edit_menu_holds_ask_the_engine_and_preferences(window):
    edit = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Edit")
    texts = [a.text() for a in edit.actions()]
    assert "Ask the &Engine" in texts and "&Preferences\u2026" in texts


def test_the_engine_page_tests_the_engine_and_keeps_the_choice(qtbot, settings, tmp_path):
    page = EnginePage(settings)
    qtbot.addWidget(page)
    assert engine_spec(settings) is None and not page.test_button.isEnabled()
    page.kind.setCurrentIndex(page.kind.findData("gnugo"))
    page.fields["gnugo_program"].line.setText(str(tmp_path / "nowhere"))
    page.test()
    assert page.result.text().startswith("\u2717 GNU Go was not found at")
    page.fields["gnugo_program"].line.setText(fake_engine.program(tmp_path))
    page.test()
    with qtbot.waitSignal(page.run.finished, timeout=15000):
        pass
    assert page.result.text().startswith("\u2713 Fake Go 0.1 answered in")
    page.after.setChecked(True)
    page.save()
    spec = engine_spec(settings)
    assert (spec.kind, spec.program) == ("gnugo", fake_engine.program(tmp_path))
    assert settings.value("engine/after_suggestion") in (True, "true")


def _alive(pid: int) -> bool:
    """True while a process with that id exists (a zombie counts as gone)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def _has_colour(image: QImage, colour) -> bool:
    target = colour.rgb() & 0xFFFFFF
    for y in range(0, image.height(), 1):
        for x in range(0, image.width(), 1):
            if image.pixel(x, y) & 0xFFFFFF == target:
                return True
    return False


def test_the_engines_answer_is_brought_into_view(qtbot, camps, tmp_path):
    """Asked with the side column scrolled down to the lids, the answer
    (at the top of the column) scrolls into sight."""
    camps.resize(1366, 700)
    use_engine(camps, fake_engine.program(tmp_path))
    bar = camps.side.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(bar.maximum())
    answer(qtbot, camps)
    panel = camps.engine.panel
    qtbot.waitUntil(lambda: panel.mapTo(camps.side.viewport(), panel.rect().topLeft()).y() >= 0)
    assert panel.isVisible()
