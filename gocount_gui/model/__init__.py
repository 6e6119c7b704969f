"""The game-state model: the count being made as a value
(:mod:`.state`), and the QObject that owns it with its undo stack
(:mod:`.game_model`)."""

from .game_model import GameModel, NewCountCommand, StateCommand, state_from_record
from .state import NO_REGION, OVERRIDE_CYCLE, CountState, Snapshot, new_state, take_snapshot

__all__ = [
    "CountState", "GameModel", "NewCountCommand", "NO_REGION", "OVERRIDE_CYCLE", "Snapshot", "StateCommand", "new_state",
    "state_from_record", "take_snapshot",
]
