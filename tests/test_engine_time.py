"""Issue 35, item 5: KataGo on a computer without a graphics card. The
search is bounded by time (``maxTime``, with the visits as a ceiling), the
window says how long an answer takes, KataGo is kept running between the
window's questions and ended when the window closes, and a KataGo still
tuning itself when its time runs out is named as such. Against the fake
engine; tests/test_katago_real.py asks the real one."""

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

import fake_engine  # noqa: E402
from test_engine import TWO_CAMPS, points, sgf_of  # noqa: E402
from test_engine_round_two import ends  # noqa: E402
from test_engine_window import answer, camps  # noqa: E402,F401 (camps: the window with TWO_CAMPS open)

from gocount_gui.cli import main  # noqa: E402
from gocount_gui.engine.client import KATAGO, KATAGO_THINK, KATAGO_VISITS, EngineError, EngineSpec, Question, ask, request  # noqa: E402
from gocount_gui.scoring.diagram import parse_diagram  # noqa: E402

QUESTION = Question(parse_diagram(TWO_CAMPS), 6.5)


def katago_files(folder: Path) -> tuple[str, str]:
    (folder / "net.bin.gz").write_bytes(b"net")
    (folder / "analysis.cfg").write_text("")
    return str(folder / "net.bin.gz"), str(folder / "analysis.cfg")


def katago(folder: Path, *flags: str, **fields) -> EngineSpec:
    return EngineSpec(KATAGO, fake_engine.program(folder, *flags), *katago_files(folder), **fields)


def queries(record: Path) -> list[dict]:
    """What the fake KataGo was asked, in order."""
    return [json.loads(line) for line in record.read_text().splitlines()]


# ---- the question -------------------------------------------------------------------------------


def test_katago_is_asked_to_search_for_a_few_seconds_with_the_visits_as_a_ceiling():
    query = json.loads(request(EngineSpec(KATAGO), QUESTION).decode().splitlines()[1])
    assert query["overrideSettings"]["maxTime"] == KATAGO_THINK == 5
    assert query["maxVisits"] == KATAGO_VISITS
    longer = json.loads(request(EngineSpec(KATAGO, think=30), QUESTION).decode().splitlines()[1])
    assert longer["overrideSettings"]["maxTime"] == 30


def test_a_reading_time_that_is_no_time_gets_the_default_and_a_huge_one_is_capped():
    assert EngineSpec(KATAGO, think=float("nan")).think_seconds == KATAGO_THINK
    assert EngineSpec(KATAGO, think=-3).think_seconds == KATAGO_THINK
    assert EngineSpec(KATAGO, think=1e12).think_seconds == 600


def test_the_command_line_gives_katago_its_reading_time(tmp_path, capsys):
    path = tmp_path / "two-camps.sgf"
    path.write_bytes(sgf_of(TWO_CAMPS, marked_dead=points("H7", "H8")))
    record = tmp_path / "asked.jsonl"
    model, config = katago_files(tmp_path)
    status = main([str(path), "--json", "--referee", "katago", "--referee-program", fake_engine.program(tmp_path, "--record", str(record)),
                   "--katago-model", model, "--katago-config", config, "--katago-time", "2.5"])
    assert status == 0 and json.loads(capsys.readouterr().out)["referee"]["dead_stones"] == ["cb"]
    assert queries(record)[-1]["overrideSettings"]["maxTime"] == 2.5


def test_a_katago_still_tuning_itself_when_its_time_runs_out_says_so(tmp_path):
    with pytest.raises(EngineError, match="KataGo was still tuning itself for this computer when its 1 s ran out"):
        ask(katago(tmp_path, "--tuning", "--sleep", "60", timeout=1), QUESTION)


# ---- the window ------------------------------------------------------------------------------------


def use_katago(window, folder: Path, *flags: str, think: int = 0) -> None:
    model, config = katago_files(folder)
    settings = window.settings
    settings.setValue("engine/kind", "katago")
    settings.setValue("engine/katago_program", fake_engine.program(folder, *flags))
    settings.setValue("engine/katago_model", model)
    settings.setValue("engine/katago_config", config)
    settings.setValue("engine/katago_think", think)


def test_the_window_keeps_katago_between_questions_and_ends_it_when_it_closes(qtbot, camps, tmp_path):
    pidfile, record = tmp_path / "pid", tmp_path / "asked.jsonl"
    use_katago(camps, tmp_path, "--pidfile", str(pidfile), "--record", str(record))
    answer(qtbot, camps)
    pid = int(pidfile.read_text())
    assert camps.board.engine_marks == points("C8", "H7", "H8")
    assert camps.engine.keeper.pid() == pid  # still running, waiting for the next question
    answer(qtbot, camps)
    assert int(pidfile.read_text()) == pid and camps.engine.opinion.dead == points("C8")
    assert camps.engine.opinion.title == "KataGo 1.16.0-fake"  # the version asked once is kept
    asked = queries(record)
    assert [q.get("action") for q in asked] == ["query_version", None, None]  # started once, asked twice
    assert asked[1]["id"] != asked[2]["id"]
    camps.close()
    assert ends(pid)


def test_cancel_ends_the_kept_katago_and_the_next_question_starts_another(qtbot, camps, tmp_path):
    pidfile = tmp_path / "pid"
    use_katago(camps, tmp_path, "--pidfile", str(pidfile), "--sleep", "60")
    assert camps.engine.ask()
    qtbot.waitUntil(lambda: pidfile.exists() and pidfile.read_text().strip() != "", timeout=10000)
    first = int(pidfile.read_text())
    camps.engine.cancel()
    assert ends(first) and not camps.engine.keeper.running
    use_katago(camps, tmp_path)
    answer(qtbot, camps)
    assert camps.engine.opinion.dead == points("C8")


def test_a_kept_katago_that_is_too_slow_is_ended_with_the_time_limit(qtbot, camps, tmp_path):
    pidfile = tmp_path / "pid"
    use_katago(camps, tmp_path, "--pidfile", str(pidfile), "--sleep", "60")
    camps.settings.setValue("engine/timeout", 1)
    answer(qtbot, camps)
    assert "no answer within 1 s" in camps.engine.panel.status.text()
    assert ends(int(pidfile.read_text())) and not camps.engine.keeper.running


def test_the_panel_says_how_long_katago_reads(qtbot, camps, tmp_path):
    use_katago(camps, tmp_path, think=12)
    assert camps.engine.ask()
    assert "reads the position for about 12 s" in camps.engine.panel.status.text()
    with qtbot.waitSignal(camps.engine.run.finished, timeout=20000):
        pass


def test_the_engine_page_keeps_katagos_reading_time_and_says_how_long_it_takes(qtbot, settings, tmp_path):
    from gocount_gui.ui.engine_prefs import EnginePage, engine_spec

    page = EnginePage(settings)
    qtbot.addWidget(page)
    assert not page.think.isEnabled()
    page.kind.setCurrentIndex(page.kind.findData("katago"))
    assert page.think.isEnabled() and "about 5 s once KataGo has started" in page.how_long.text()
    page.think.setValue(20)
    assert "about 20 s once KataGo has started" in page.how_long.text()
    page.timeout.setValue(10)
    assert "it would be stopped before it answers" in page.how_long.text()
    page.kind.setCurrentIndex(page.kind.findData("gnugo"))
    assert "at most 10 s" in page.how_long.text()
    page.kind.setCurrentIndex(page.kind.findData("katago"))
    page.save()
    spec = engine_spec(settings)
    assert (spec.think_seconds, spec.seconds) == (20, 10)


def test_a_katago_tuning_itself_is_given_time_and_the_panel_says_why(qtbot, camps, tmp_path):
    use_katago(camps, tmp_path, "--tuning", "--sleep", "3")
    camps.settings.setValue("engine/timeout", 1)  # less than the fake's tuning
    assert camps.engine.ask()
    run = camps.engine.run
    with qtbot.waitSignal(run.tuning, timeout=10000):
        pass
    assert "tunes itself for this computer, once" in camps.engine.panel.status.text()
    with qtbot.waitSignal(run.finished, timeout=20000):
        pass
    assert camps.engine.opinion is not None and camps.engine.opinion.dead == points("C8")


def test_choosing_another_engine_ends_the_kept_katago(qtbot, camps, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QDialog

    pidfile = tmp_path / "pid"
    use_katago(camps, tmp_path, "--pidfile", str(pidfile))
    answer(qtbot, camps)
    pid = int(pidfile.read_text())
    monkeypatch.setattr(QDialog, "exec", lambda dialog: 0)
    camps.engine.preferences()  # the same KataGo: it stays
    assert camps.engine.keeper.pid() == pid
    camps.settings.setValue("engine/kind", "gnugo")
    camps.engine.preferences()
    assert ends(pid) and not camps.engine.keeper.running
