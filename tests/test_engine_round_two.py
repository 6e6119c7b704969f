"""Issue 34, the engine: its output is bounded, it runs in a process group
of its own that is ended as a whole, an answer cut off is no answer, every
GTP answer is matched to its command, KataGo's JSON is read within bounds,
and an engine's name reaches no terminal with its escape sequences."""

import json
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

import fake_engine  # noqa: E402
from test_engine import TWO_CAMPS, points, sgf_of  # noqa: E402

from gocount_gui.cli import main  # noqa: E402
from gocount_gui.engine.answer import ERRORS_KEPT, MAX_OUTPUT, Transcript  # noqa: E402
from gocount_gui.engine.client import GNUGO, KATAGO, EngineError, EngineSpec, Question, ask, read_answer  # noqa: E402
from gocount_gui.scoring.diagram import parse_diagram  # noqa: E402

QUESTION = Question(parse_diagram(TWO_CAMPS), 6.5)


def alive(pid: int) -> bool:
    """True while a process with that id runs (a zombie counts as gone)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def ends(pid: int) -> bool:
    """True when the process ``pid`` is gone within a while (a killed
    process takes a moment to die)."""
    for _ in range(500):
        if not alive(pid):
            return True
        time.sleep(0.02)
    return False


def katago(tmp_path, *flags: str) -> EngineSpec:
    (tmp_path / "m").write_bytes(b"m")
    (tmp_path / "c").write_text("")
    return EngineSpec(KATAGO, fake_engine.program(tmp_path, *flags), str(tmp_path / "m"), str(tmp_path / "c"))


def katago_reply(ownership_text: str) -> bytes:
    """KataGo's output: its version, then an analysis whose ownership is
    ``ownership_text`` (JSON as written)."""
    version = json.dumps({"id": "version", "action": "query_version", "version": "1.16"})
    return f'{version}\n{{"id": "gocount", "isDuringSearch": false, "ownership": {ownership_text}}}\n'.encode()


# ---- item 12: output is bounded -------------------------------------------------------------


def test_an_engine_writing_without_end_is_stopped_with_a_message(tmp_path):
    spec = EngineSpec(GNUGO, fake_engine.program(tmp_path, "--flood"), timeout=120)
    with pytest.raises(EngineError, match="wrote more than 4 MB or 20000 lines without answering and was stopped"):
        ask(spec, QUESTION)


def test_endless_error_output_keeps_only_its_end():
    transcript = Transcript(EngineSpec(GNUGO), QUESTION)
    for _ in range(100):
        transcript.add_errors(b"x" * 100_000)
    transcript.add_errors(b"\nthe last words\n")
    assert len(transcript.errors) <= 2 * ERRORS_KEPT
    assert transcript.errors.endswith(b"the last words\n")


def test_an_engine_that_floods_its_error_output_still_answers(tmp_path):
    spec = EngineSpec(GNUGO, fake_engine.program(tmp_path, "--flood-errors"), timeout=120)
    assert ask(spec, QUESTION).dead == points("C8")


def test_all_the_output_at_once_is_bounded_too():
    with pytest.raises(EngineError, match="wrote more than"):
        read_answer(EngineSpec(GNUGO), QUESTION, b"= A1\n" * (MAX_OUTPUT // 5 + 1))


# ---- item 13: an answer cut off is no answer ----------------------------------------------------


def test_an_engine_killed_in_the_middle_of_its_answer_gives_no_opinion(tmp_path):
    spec = EngineSpec(GNUGO, fake_engine.program(tmp_path, "--cut"), timeout=120)
    with pytest.raises(EngineError, match=r"GNU Go was stopped \(signal 9\) before it answered"):
        ask(spec, QUESTION)


def test_a_cut_off_answer_in_the_output_is_not_read_as_one():
    commands = len(Transcript(EngineSpec(GNUGO), QUESTION).commands)
    answers = b"=1 Fake Go\n\n=2 0.1\n\n" + b"".join(f"={n}\n\n".encode() for n in range(3, commands - 1))
    with pytest.raises(EngineError, match="crashed or was killed before it answered"):
        read_answer(EngineSpec(GNUGO), QUESTION, answers + f"={commands - 1} C8 H".encode(), exit_code=None)
    # the same answer with its empty line is one
    assert read_answer(EngineSpec(GNUGO), QUESTION, answers + f"={commands - 1} C8\n\n".encode()).dead == points("C8")


def test_a_katago_line_cut_off_is_no_answer():
    cut = katago_reply(json.dumps([0.0] * 81))[:-40]
    with pytest.raises(EngineError, match="KataGo ended without answering"):
        read_answer(EngineSpec(KATAGO), QUESTION, cut)


# ---- item 14: the whole process group ------------------------------------------------------------


def test_an_answer_through_a_wrapper_script_is_taken_and_the_real_engine_ended(tmp_path):
    pidfile = tmp_path / "pid"
    spec = EngineSpec(GNUGO, fake_engine.program(tmp_path, "--pidfile", str(pidfile), "--linger", wrapper=True), timeout=120)
    assert ask(spec, QUESTION).dead == points("C8")
    assert ends(int(pidfile.read_text()))


def test_the_time_limit_ends_the_engine_behind_a_wrapper_script(tmp_path):
    pidfile = tmp_path / "pid"
    spec = EngineSpec(GNUGO, fake_engine.program(tmp_path, "--pidfile", str(pidfile), "--sleep", "300", wrapper=True), timeout=1)
    with pytest.raises(EngineError, match="GNU Go gave no answer within 1 s"):
        ask(spec, QUESTION)
    assert ends(int(pidfile.read_text()))


# ---- item 15: KataGo's JSON within bounds ----------------------------------------------------------


@pytest.mark.parametrize(
    "ownership, message",
    [
        ("[" * 5000 + "]" * 5000, "nested more than 16 deep"),
        ("[" + ", ".join(["1" + "0" * 400] * 81) + "]", "a number of more than 40 characters"),
        ("[" + ", ".join(["1e999"] * 81) + "]", "a number out of range"),
        ("[" + ", ".join(["NaN"] * 81) + "]", "NaN is not a number"),
        ("[" + ", ".join(["-Infinity"] * 81) + "]", "-Infinity is not a number"),
        ("[" + ", ".join(["2.5"] * 81) + "]", "ownership is not a list of numbers from -1 to 1"),
        ("[" + ", ".join(["true"] * 81) + "]", "ownership is not a list of numbers from -1 to 1"),
    ],
)
def test_a_katago_reply_out_of_bounds_is_refused_with_a_message(ownership, message):
    with pytest.raises(EngineError, match=message):
        read_answer(EngineSpec(KATAGO), QUESTION, katago_reply(ownership))


def test_nan_ownership_from_a_running_katago_is_no_opinion(tmp_path):
    reply = '{"id": "gocount", "isDuringSearch": false, "ownership": [' + ", ".join(["NaN"] * 81) + "]}"
    with pytest.raises(EngineError, match="NaN is not a number"):
        ask(katago(tmp_path, "--reply", reply), QUESTION)


# ---- item 16: answers matched to commands; names made safe ----------------------------------------


def test_an_unprompted_answer_shifts_nothing(tmp_path):
    opinion = ask(EngineSpec(GNUGO, fake_engine.program(tmp_path, "--unprompted")), QUESTION)
    assert opinion.dead == points("C8")
    assert (opinion.engine, opinion.version) == ("Fake Go", "0.1")


def test_answers_without_the_commands_id_are_not_taken():
    commands = len(Transcript(EngineSpec(GNUGO), QUESTION).commands)
    unnumbered = b"= Fake Go\n\n= 0.1\n\n" + b"=\n\n" * (commands - 4) + b"= C8\n\n= \n\n"
    with pytest.raises(EngineError, match=f"ended without answering \\(0 of {commands - 1} answers\\)"):
        read_answer(EngineSpec(GNUGO), QUESTION, unnumbered)


def test_escape_sequences_in_an_engines_name_never_reach_the_terminal(tmp_path, capsys):
    game = tmp_path / "camps.sgf"
    game.write_bytes(sgf_of(TWO_CAMPS))
    opinion = ask(EngineSpec(GNUGO, fake_engine.program(tmp_path, "--escape-name")), QUESTION)
    assert "\x1b" not in opinion.engine and "\x07" not in opinion.engine
    main([str(game), "--referee", "gnugo", "--referee-program", fake_engine.program(tmp_path, "--escape-name")])
    out = capsys.readouterr().out
    assert "referee: Fake" in out and "\x1b" not in out and "\x07" not in out


def test_a_timeout_that_is_no_time_gets_the_default_and_a_huge_one_is_capped():
    assert EngineSpec(GNUGO, timeout=float("nan")).seconds == 60
    assert EngineSpec(KATAGO, timeout=float("inf")).seconds == 120
    assert EngineSpec(GNUGO, timeout=1e10).seconds == 3600


# ---- the window's run ------------------------------------------------------------------------------


def run_in_window(qtbot, spec: EngineSpec):
    """An EngineRun of ``spec`` on QUESTION, waited for: (opinion or None, failure or None, run)."""
    from gocount_gui.ui.engine_run import EngineRun

    run = EngineRun(spec, QUESTION)
    said = {}
    run.answered.connect(lambda opinion: said.setdefault("opinion", opinion))
    run.failed.connect(lambda message: said.setdefault("failure", message))
    with qtbot.waitSignal(run.finished, timeout=120_000):
        run.start()
    return said.get("opinion"), said.get("failure"), run


def test_the_window_stops_an_engine_writing_without_end(qtbot, tmp_path):
    opinion, failure, run = run_in_window(qtbot, EngineSpec(GNUGO, fake_engine.program(tmp_path, "--flood"), timeout=120))
    assert opinion is None and "wrote more than 4 MB" in failure
    assert run.transcript.size <= MAX_OUTPUT + 1_000_000


def test_the_window_keeps_only_the_end_of_endless_error_output(qtbot, tmp_path):
    opinion, failure, run = run_in_window(qtbot, EngineSpec(GNUGO, fake_engine.program(tmp_path, "--flood-errors"), timeout=120))
    assert failure is None and opinion.dead == points("C8")
    assert len(run.transcript.errors) <= 2 * ERRORS_KEPT


def test_the_window_refuses_an_answer_cut_off(qtbot, tmp_path):
    opinion, failure, _run = run_in_window(qtbot, EngineSpec(GNUGO, fake_engine.program(tmp_path, "--cut"), timeout=120))
    assert opinion is None and "before it answered" in failure


def test_the_window_takes_an_answer_through_a_wrapper_and_ends_the_real_engine(qtbot, tmp_path):
    pidfile = tmp_path / "pid"
    spec = EngineSpec(GNUGO, fake_engine.program(tmp_path, "--pidfile", str(pidfile), "--linger", wrapper=True), timeout=120)
    opinion, failure, _run = run_in_window(qtbot, spec)
    assert failure is None and opinion.dead == points("C8")
    assert ends(int(pidfile.read_text()))


def test_the_windows_time_limit_ends_the_engine_behind_a_wrapper(qtbot, tmp_path):
    pidfile = tmp_path / "pid"
    spec = EngineSpec(GNUGO, fake_engine.program(tmp_path, "--pidfile", str(pidfile), "--sleep", "300", wrapper=True), timeout=1)
    opinion, failure, _run = run_in_window(qtbot, spec)
    assert opinion is None and "no answer within 1 s" in failure
    assert ends(int(pidfile.read_text()))


def test_the_window_matches_answers_to_commands_and_cleans_the_name(qtbot, tmp_path):
    opinion, failure, _run = run_in_window(qtbot, EngineSpec(GNUGO, fake_engine.program(tmp_path, "--unprompted", "--escape-name")))
    assert failure is None and opinion.dead == points("C8")
    assert "\x1b" not in opinion.engine and opinion.engine.startswith("Fake")
