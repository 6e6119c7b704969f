"""``gocount-score --counts``: count by numbers from the command line.

The players' counts in SCORING.md's symbols, comma-separated::

    gocount-score --counts "size=19,S_B=120,S_W=118,T_B=60,T_W=55,X_B=10,X_W=12,D_B=2,D_W=3,R_B=1,R_W=1,H=0,L=0,K=6.5"

E_B, E_W (seki eyes), n_B, n_W, N_B, N_W (stones played up to the first
pass and in the whole game) are optional; K defaults to the rule set's
komi. ``--rules`` picks the rule set marked on top (Japanese unless given),
``--komi`` replaces K, ``--json`` prints one JSON object. A value that
cannot be gets one line naming the field, and the exit status 2.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys

from .numbers_report import as_json, as_text
from .scoring.numbers import NumbersError, parse_counts, score_numbers
from .scoring.rules import PRESETS

FILE_ONLY = {
    "paths": "files",
    "write": "--write",
    "sheet": "--sheet",
    "captures": "--captures (give X_B and X_W in the numbers)",
    "passes": "--passes (give R_B and R_W in the numbers)",
    "last_pass": "--last-pass (give L in the numbers)",
    "csv": "--csv",
    "jobs": "--jobs",
    "referee": "--referee (there is no position to ask about)",
}


def count_numbers(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """Print the count of ``args.counts``; the exit status (2 after a
    message naming the field of an impossible value)."""
    for name, words in FILE_ONLY.items():
        if getattr(args, name, None):
            parser.error(f"--counts counts typed-in numbers; {words} cannot go with it")
    if args.dead != "marked":
        parser.error("--counts counts typed-in numbers; --dead cannot go with it (give D_B and D_W)")
    key = args.rules or "japanese"
    try:
        numbers = parse_counts(args.counts, PRESETS[key].default_komi)
        if args.komi is not None:
            numbers = dataclasses.replace(numbers, komi=args.komi)
        score = score_numbers(numbers)
    except NumbersError as err:
        print(f"gocount-score: --counts: {err}", file=sys.stderr)
        return 2
    try:
        print(json.dumps(as_json(score, key), ensure_ascii=False) if args.json else as_text(score, key))
    except BrokenPipeError:  # the reader went away (... | head): stop quietly
        from .cli import _silence_stdout

        _silence_stdout()
    return 0
