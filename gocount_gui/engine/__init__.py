"""A second opinion on dead stones from a Go engine the player has (GNU Go
or KataGo); see :mod:`gocount_gui.engine.client`. Nothing in gocount needs
one."""

from .client import ENGINES, GNUGO, KATAGO, EngineError, EngineSpec, Opinion, Question, ask, find_engine, read_answer, request

__all__ = ["ENGINES", "GNUGO", "KATAGO", "EngineError", "EngineSpec", "Opinion", "Question", "ask", "find_engine", "read_answer", "request"]
