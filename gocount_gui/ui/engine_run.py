"""One question to a Go engine in a QProcess: the window never waits for it.

The conversation is :mod:`gocount_gui.engine.client`'s: the whole request
is written at once, and what the engine writes goes into a
:class:`~gocount_gui.engine.answer.Transcript` as it comes (so its output
is bounded, and no more is kept than an answer needs). The engine runs in a
session of its own; its whole process group is ended when the answer is
complete, when it writes without end, when a timer finds it took too long,
and on quitting (which waits, briefly, until the process is gone).

KataGo can instead be kept running between questions by a
:class:`KataGoKeeper` (starting it, loading its network, takes longer than
reading a position on a computer without a graphics card): each question is
then one analysis line with an id of its own, and KataGo stays when the
answer is in. It is ended when a question fails, times out or is
cancelled, when another KataGo is chosen, and when the keeper is shut down
(the window closes).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QProcess, QTimer, Signal

from ..engine.answer import Transcript, too_late
from ..engine.client import KATAGO, MAX_TIMEOUT, EngineError, EngineSpec, Question, katago_query, request
from ..engine.process import end_group
from ..i18n import shown, translate


TUNING_SECONDS = MAX_TIMEOUT
"""How long KataGo may take when it tunes itself for this computer (its
first start; an hour without a graphics card), whatever the time limit."""


class KataGoKeeper(QObject):
    """One KataGo analysis engine kept running between questions; a run
    borrows its process (:meth:`process`) for one question at a time."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.command: list[str] = []
        self.version = ""
        self.asked = 0
        self._process: QProcess | None = None
        self._group = 0

    @property
    def running(self) -> bool:
        """True while a KataGo is kept."""
        return self._process is not None and self._process.state() != QProcess.ProcessState.NotRunning

    def pid(self) -> int:
        """The kept KataGo's process id (0 when none runs)."""
        return int(self._process.processId()) if self.running else 0

    def process(self, command: list[str]) -> tuple[QProcess, bool]:
        """The KataGo running ``command``, started when none runs (or
        another one does, which is ended); True when it was just started."""
        if self.running and command == self.command:
            return self._process, False
        self.end()
        process = self._process = QProcess(self)
        process.setUnixProcessParameters(QProcess.UnixProcessFlag.CreateNewSession)  # its group is its own to end
        process.finished.connect(self._exited)
        process.start(command[0], command[1:])
        self.command, self.version, self._group = list(command), "", int(process.processId())
        return process, True

    def next_id(self) -> str:
        """A new question's id."""
        self.asked += 1
        return f"gocount-{self.asked}"

    def end(self, wait_ms: int = 3000) -> None:
        """End the kept KataGo, and whatever it started, and wait until it
        is gone."""
        process, self._process = self._process, None
        end_group(self._group or (int(process.processId()) if process is not None else 0))
        self._group = 0
        self.command = []
        if process is not None:
            if process.state() != QProcess.ProcessState.NotRunning:
                process.kill()
                process.waitForFinished(wait_ms)
            process.deleteLater()

    def _exited(self) -> None:
        if self._process is not None and self.sender() is self._process:
            end_group(self._group)  # what it started goes with it
            self._group = 0


class EngineRun(QObject):
    """Ask ``spec`` about ``question`` in the background; :meth:`start` it.
    With a ``keeper``, KataGo is kept running after it answered.

    Signals (exactly one of the first two, then ``finished``):
        answered(Opinion): the engine's opinion.
        failed(str): why there is none, in words for the player.
        finished(): the run is over (answered, failed or stopped).
        tuning(): KataGo said that it tunes itself for this computer (its
            first start): it may take up to :data:`TUNING_SECONDS`, since
            stopping it would lose the tuning and the next start would tune
            again.
    """

    answered = Signal(object)
    failed = Signal(str)
    finished = Signal()
    tuning = Signal()

    def __init__(self, spec: EngineSpec, question: Question, parent: QObject | None = None, keeper: KataGoKeeper | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.question = question
        self.keeper = keeper if spec.kind == KATAGO else None
        self.process: QProcess | None = None
        self.transcript = Transcript(spec, question)
        self._group = 0  # the engine's process group: its process id, kept after it exits
        self._listening = False
        self._over = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._timed_out)

    @property
    def running(self) -> bool:
        """True until the run has answered, failed or been stopped."""
        return not self._over

    def pid(self) -> int:
        """The engine's process id (0 when it is not running)."""
        return int(self.process.processId()) if self.process is not None else 0

    def start(self) -> None:
        """Start the engine; the answer comes by signal. A missing engine
        fails at once (still by signal, after this returns)."""
        try:
            command = self.spec.command()
        except EngineError as err:
            message = shown(err.message)
            QTimer.singleShot(0, lambda: self._fail(message))
            return
        if self.keeper is not None:
            self._start_kept(command)
            return
        process = self.process = QProcess(self)
        process.setUnixProcessParameters(QProcess.UnixProcessFlag.CreateNewSession)  # its group is its own to end
        self._listen(process)
        process.start(command[0], command[1:])
        self._group = self.pid()
        process.write(request(self.spec, self.question))  # kept by Qt until the engine runs
        process.closeWriteChannel()
        self._timer.start(int(self.spec.seconds * 1000))

    def _start_kept(self, command: list[str]) -> None:
        """Ask the kept KataGo (started first when none runs): its version
        too when it was just started."""
        process, fresh = self.keeper.process(command)
        query_id = self.keeper.next_id()
        self.transcript = Transcript(self.spec, self.question, query_id, self.keeper.version)
        self.process = process
        self._group = int(process.processId())
        self._listen(process)
        if process.state() == QProcess.ProcessState.NotRunning:  # it failed to start
            QTimer.singleShot(0, lambda: self._error(QProcess.ProcessError.FailedToStart))
            return
        process.write(request(self.spec, self.question, query_id) if fresh else katago_query(self.spec, self.question, query_id))
        self._timer.start(int(self.spec.seconds * 1000))

    def _listen(self, process: QProcess, on: bool = True) -> None:
        """Connect the run to the engine's output and end (or, with
        ``on`` False, no longer: a kept KataGo outlives the run)."""
        pairs = (
            (process.readyReadStandardOutput, self._output),
            (process.readyReadStandardError, self._errors),
            (process.finished, self._exited),
            (process.errorOccurred, self._error),
        )
        if on == self._listening:
            return
        self._listening = on
        for signal, slot in pairs:
            if on:
                signal.connect(slot)
            else:
                signal.disconnect(slot)

    @property
    def kept(self) -> bool:
        """True when the engine stays running after this run's answer."""
        return self.keeper is not None

    def stop(self, wait_ms: int = 3000) -> None:
        """Stop the engine, if it still runs, and wait until it is gone;
        nothing is reported."""
        already = self._over
        self._over = True
        self._timer.stop()
        if self.kept:
            if not already:  # (once the run is over the keeper's KataGo is no longer its own)
                self._release()
                self.keeper.end(wait_ms)
            self._group = 0
            return
        self._end_group()
        process = self.process
        if process is not None and process.state() != QProcess.ProcessState.NotRunning:
            process.kill()
            process.waitForFinished(wait_ms)
        self._group = 0

    def _release(self) -> None:
        """A kept KataGo's output is no longer this run's."""
        if self.kept and self.process is not None:
            self._listen(self.process, on=False)

    def _end_group(self) -> None:
        """Kill the engine and every process it started (a kept KataGo is
        the keeper's to end)."""
        if not self.kept:
            end_group(self._group or self.pid())

    # ---- how it ends -------------------------------------------------------

    def _output(self) -> None:
        if self._over or self.process is None:
            return
        try:
            self.transcript.add_output(bytes(self.process.readAllStandardOutput().data()))
        except EngineError as err:  # it writes without end
            self.stop(0)
            self._over = False
            self._fail(shown(err.message))
            return
        if self.transcript.complete:
            self._answer()

    def _errors(self) -> None:
        if self._over or self.process is None:
            return
        was_tuning = self.transcript.tuning
        self.transcript.add_errors(bytes(self.process.readAllStandardError().data()))
        if self.transcript.tuning and not was_tuning:
            self._timer.start(int(max(self.spec.seconds, TUNING_SECONDS) * 1000))
            self.tuning.emit()

    def _exited(self, code: int, status: QProcess.ExitStatus) -> None:
        if self._over:
            return
        self._errors()
        self._output()
        if self._over:  # the last output completed the answer, or overflowed
            return
        self._end_group()  # what it started goes with it
        crashed = status == QProcess.ExitStatus.CrashExit
        self._answer(None if crashed else code)

    def _answer(self, exit_code: int | None = 0) -> None:
        """Read the opinion (the answer is complete, or the engine has
        ended) and say it; the engine's group is ended first."""
        self._end_group()
        try:
            opinion = self.transcript.opinion(exit_code)
        except EngineError as err:
            self._fail(shown(err.message))
            return
        if self.kept:
            self.keeper.version = self.transcript.version
        self._end(keep=True)
        self.answered.emit(opinion)
        self.finished.emit()

    def _error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart and not self._over:
            self._fail(translate("Engine", "{engine} could not be started: {error}").format(engine=self.spec.name, error=self.process.errorString()))

    def _timed_out(self) -> None:
        if self._over:
            return
        self.stop()
        self._over = False
        self._fail(shown(too_late(self.spec, self.transcript.tuning, stopped=True)))

    def _fail(self, message: str) -> None:
        if self._over:
            return
        self._end()
        self.failed.emit(message)
        self.finished.emit()

    def _end(self, keep: bool = False) -> None:
        """The run is over: its engine is ended, unless it is a kept KataGo
        that answered (``keep``)."""
        self._over = True
        self._timer.stop()
        if self.kept:
            self._release()
            if not keep:
                self.keeper.end()
        self._end_group()
        self._group = 0  # its id may be another's from now on
