"""One question to a Go engine in a QProcess: the window never waits for it.

The conversation is :mod:`gocount_gui.engine.client`'s: the whole request
is written at once, the engine answers and exits, and its output is read
when it has finished. A timer stops an engine that takes too long; quitting
stops it and waits (briefly) until the process is gone.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QProcess, QTimer, Signal

from ..engine.client import EngineError, EngineSpec, Question, read_answer, request
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
        process.finished.connect(self._exited)
        process.errorOccurred.connect(self._error)
        process.start(command[0], command[1:])
        process.write(request(self.spec, self.question))  # kept by Qt until the engine runs
        process.closeWriteChannel()
        self._timer.start(int(self.spec.seconds * 1000))

    def stop(self, wait_ms: int = 3000) -> None:
        """Stop the engine, if it still runs, and wait until it is gone;
        nothing is reported."""
        self._over = True
        self._timer.stop()
        process = self.process
        if process is not None and process.state() != QProcess.ProcessState.NotRunning:
            process.kill()
            process.waitForFinished(wait_ms)

    # ---- how it ends -------------------------------------------------------

    def _exited(self, code: int, status: QProcess.ExitStatus) -> None:
        if self._over:
            return
        process = self.process
        stdout = bytes(process.readAllStandardOutput().data())
        stderr = bytes(process.readAllStandardError().data())
        crashed = status == QProcess.ExitStatus.CrashExit
        try:
            opinion = read_answer(self.spec, self.question, stdout, stderr, None if crashed else code)
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
