"""Game records: SGF in through sgfmill, turned into gocount values, and
the count written back.

Nothing sgfmill-shaped leaves this package.
"""

from .properties import Outcome, RecordedResult, RulesReading, format_result, parse_result, read_result, read_rules
from .sgf import Collection, GameRecord, GameSummary, RecordWarning, SgfError, read_bytes, read_file, read_games

__all__ = [
    "GameRecord",
    "Outcome",
    "RecordWarning",
    "RecordedResult",
    "RulesReading",
    "SgfError",
    "format_result",
    "parse_result",
    "read_bytes",
    "read_file",
    "read_games",
    "Collection",
    "GameSummary",
    "read_result",
    "read_rules",
]
