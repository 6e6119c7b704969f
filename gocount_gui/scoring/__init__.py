"""The scoring engine: pure Python, no Qt.

The board (:mod:`.board`), regions and seki (:mod:`.regions`), the ledger of
counts (:mod:`.ledger`), rule sets (:mod:`.rules`), scorers
(:mod:`.scorers`), identities (:mod:`.identities`), komi advice
(:mod:`.komi`), replaying a game with ko rules (:mod:`.game`) and diagrams
(:mod:`.diagram`). :func:`count_all` puts them together. What it says to
players is written as :class:`~.text.Text` (:mod:`.text`): English that the
window and gocount-score show translated.
"""

from .board import IllegalMoveError, MoveOutcome, Position
from .colour import Colour, PerColour, Point
from .count import Score, count_all, score_ledger
from .diagram import parse_diagram, render_diagram
from .identities import Identity, check_all
from .komi import KomiAdvice, komi_advice
from .ledger import Ledger, PositionError, Tray, build_ledger
from .regions import Region, RegionKind, Regions, find_regions
from .rules import PRESETS, TITLES, Compensation, Counting, Ko, RuleSet, preset, preset_name
from .scorers import Count, Result, Term, score
from .text import Text

__all__ = [
    "Colour", "Compensation", "Count", "Counting", "Identity", "IllegalMoveError", "Ko", "KomiAdvice",
    "Ledger", "MoveOutcome", "PRESETS", "PerColour", "Point", "Position", "PositionError", "Region",
    "RegionKind", "Regions", "Result", "RuleSet", "Score", "TITLES", "Term", "Text", "Tray", "build_ledger",
    "check_all", "count_all", "find_regions", "komi_advice", "parse_diagram", "preset", "preset_name",
    "render_diagram", "score", "score_ledger",
]
