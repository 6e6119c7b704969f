"""Game records: SGF in through sgfmill, turned into gocount values.

Nothing sgfmill-shaped leaves this package.
"""

from .sgf import GameRecord, SgfError, parse_result, read_file, read_games, rules_from_text

__all__ = ["GameRecord", "SgfError", "parse_result", "read_file", "read_games", "rules_from_text"]
