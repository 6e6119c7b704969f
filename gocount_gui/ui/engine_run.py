"""One question to a Go engine in a QProcess: the window never waits for it.

The conversation is :mod:`gocount_gui.engine.client`'s: the whole request
is written at once, and what the engine writes goes into a
:class:`~gocount_gui.engine.answer.Transcript` as it comes (so its output
is bounded, and no more is kept than an answer needs). The engine runs in a
session of its own; its whole process group is ended when the answer is
complete, when it writes without end, when a timer finds it took too long,
and on quitting (which waits, briefly, until the process is gone).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QProcess, QTimer, Signal

from ..engine.answer import Transcript
from ..engine.client import EngineError, EngineSpec, Question, request
from ..engine.process import end_group
from ..i18n import shown, translate


class EngineRun(QObject):
    """Ask ``spec`` about ``question`` in the background; :meth:`start` it.

    Signals (exactly one of the first two, then ``finished``):
        answered(Opinion): the engine's opinion.
        failed(str): why there is none, in words for the player.
        finished(): the run is over (answered, failed or stopped).
    """

    answered = Signal(object)
    failed = Signal(str)
    finished = Signal()

    def __init__(self, spec: EngineSpec, question: Question, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.question = question
        self.process: QProcess | None = None
        self.transcript = Transcript(spec, question)
        self._group = 0  # the engine's process group: its process id, kept after it exits
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
        process = self.process = QProcess(self)
        process.setUnixProcessParameters(QProcess.UnixProcessFlag.CreateNewSession)  # its group is its own to end
        process.readyReadStandardOutput.connect(self._output)
        process.readyReadStandardError.connect(self._errors)
        process.finished.connect(self._exited)
        process.errorOccurred.connect(self._error)
        process.start(command[0], command[1:])
        self._group = self.pid()
        process.write(request(self.spec, self.question))  # kept by Qt until the engine runs
        process.closeWriteChannel()
        self._timer.start(int(self.spec.seconds * 1000))

    def stop(self, wait_ms: int = 3000) -> None:
        """Stop the engine, if it still runs, and wait until it is gone;
        nothing is reported."""
        self._over = True
        self._timer.stop()
        self._end_group()
        process = self.process
        if process is not None and process.state() != QProcess.ProcessState.NotRunning:
            process.kill()
            process.waitForFinished(wait_ms)
        self._group = 0

    def _end_group(self) -> None:
        """Kill the engine and every process it started."""
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
        if not self._over and self.process is not None:
            self.transcript.add_errors(bytes(self.process.readAllStandardError().data()))

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
        self._end()
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
        self._fail(translate("Engine", "{engine} gave no answer within {seconds} s and was stopped").format(engine=self.spec.name, seconds=f"{self.spec.seconds:g}"))

    def _fail(self, message: str) -> None:
        if self._over:
            return
        self._end()
        self.failed.emit(message)
        self.finished.emit()

    def _end(self) -> None:
        self._over = True
        self._timer.stop()
        self._end_group()
        self._group = 0  # its id may be another's from now on
