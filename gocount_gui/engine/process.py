"""Running an engine without Qt (the command line): one process group of
its own, its output read as it comes, and the whole group ended when the
answer is in, at the time limit, or when the engine writes without end.

An engine is often started through a wrapper script (``#!/bin/sh`` then
the real program): ending only the script would leave the real engine
running, holding the pipes open. The group is ended instead, with
:func:`end_group`, which the window's run uses too.
"""

from __future__ import annotations

import os
import selectors
import signal
import subprocess
import time

from ..i18n import QT_TRANSLATE_NOOP
from .answer import Transcript, too_late
from .client import EngineError, EngineSpec, Opinion, Question, request

CHUNK = 65_536
"""Bytes read or written at a time."""


def end_group(pid: int) -> None:
    """Kill the process group the engine ``pid`` leads (the engine and
    whatever it started); nothing when it is gone."""
    if pid <= 0 or not hasattr(os, "killpg"):
        return
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def converse(spec: EngineSpec, question: Question, command: list[str]) -> Opinion:
    """Run ``command``, write the request, read the answer (up to
    ``spec.seconds``) and end the engine's group; its opinion. Raises
    EngineError when it cannot be started, fails, is killed, writes more
    than an answer can be, or takes too long."""
    transcript = Transcript(spec, question)
    try:
        process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True
        )
    except OSError as err:
        raise EngineError(
            QT_TRANSLATE_NOOP("Engine", "{engine} could not be started ({program}): {error}").format(
                engine=spec.name, program=command[0], error=err.strerror or err)
        ) from None
    deadline = time.monotonic() + spec.seconds
    try:
        ended = _talk(process, request(spec, question), transcript, deadline)
        if ended == "closed" and not _exits_by(process.pid, deadline):
            ended = "late"  # it closed its output but goes on
    finally:
        end_group(process.pid)  # before it is reaped, so the group's id is still its own
        process.kill()  # (in case it left its group)
        process.wait()
        for stream in (process.stdin, process.stdout, process.stderr):
            try:
                stream.close()
            except OSError:  # the engine went before reading all that was written
                pass
    if ended == "answered":
        return transcript.opinion()
    if ended == "late":
        raise EngineError(too_late(spec, transcript.tuning))
    code = process.returncode
    killed = -code if code < 0 else None
    return transcript.opinion(None if killed else code, killed)


def _talk(process: subprocess.Popen, data: bytes, transcript: Transcript, deadline: float) -> str:
    """Write ``data`` and read until the answer is complete ("answered"),
    the engine closes its output ("closed") or time is up ("late").
    EngineError from the transcript (output without end) goes through."""
    pending = memoryview(data)
    with selectors.DefaultSelector() as selector:
        os.set_blocking(process.stdin.fileno(), False)
        selector.register(process.stdin, selectors.EVENT_WRITE, "in")
        selector.register(process.stdout, selectors.EVENT_READ, transcript.add_output)
        selector.register(process.stderr, selectors.EVENT_READ, transcript.add_errors)
        reading = 2
        while reading and not transcript.complete:
            left = deadline - time.monotonic()
            if left <= 0:
                return "late"
            for key, _events in selector.select(left):
                if key.data == "in":
                    try:
                        pending = pending[os.write(key.fd, pending[:CHUNK]) :]
                    except BlockingIOError:
                        continue
                    except OSError:  # it stopped reading (it exits, or failed)
                        pending = pending[:0]
                    if not pending:
                        selector.unregister(key.fileobj)
                        _close(process.stdin)
                    continue
                chunk = os.read(key.fd, CHUNK)
                if not chunk:
                    selector.unregister(key.fileobj)
                    reading -= 1
                    continue
                key.data(chunk)
    return "answered" if transcript.complete else "closed"


def _close(stream) -> None:
    try:
        stream.close()
    except OSError:
        pass


def _exits_by(pid: int, deadline: float) -> bool:
    """True when the process ``pid`` exits before ``deadline``; it is not
    reaped, so that its group can still be ended by its id."""
    while True:
        try:
            if os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None:
                return True
        except ChildProcessError:
            return True
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.02)
