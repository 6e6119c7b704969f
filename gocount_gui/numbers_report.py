"""A count by numbers as ``gocount-score --counts`` prints it: the table of
counts, every rule set's result, the identities and each proof step by
step, as text or as one JSON object.

No Qt: the CLI and the tests use it directly.
"""

from __future__ import annotations

import unicodedata

from .i18n import QT_TRANSLATE_NOOP, shown, translate
from .scoring.numbers import NumbersScore, format_counts, from_ledger, needs
from .scoring.proofs import Proof, proofs, table_of_counts
from .scoring.rules import PRESETS, TITLES


STEP_KINDS = {
    "definition": QT_TRANSLATE_NOOP("Cli", "definition"),
    "algebra": QT_TRANSLATE_NOOP("Cli", "algebra"),
    "premise": QT_TRANSLATE_NOOP("Cli", "premise"),
    "conclusion": QT_TRANSLATE_NOOP("Cli", "conclusion"),
    "note": QT_TRANSLATE_NOOP("Cli", "note"),
}
"""A proof step's kind as the text report names it."""


def _n(value: float | None) -> str:
    return "" if value is None else f"{value:g}"


def results_json(counts) -> dict:
    """Every rule set's count as the JSON of ``gocount-score`` has it."""
    return {
        name: {
            "black": count.black,
            "white": count.white,
            "margin": count.result.margin,
            "result": count.result.text,
            "formula": count.formula,
            "breakdown": [t._asdict() for t in count.terms],
        }
        for name, count in counts.items()
    }


def identities_json(identities) -> list[dict]:
    """The identities as the JSON of ``gocount-score`` has them."""
    keys = ("number", "name", "applies", "holds", "left", "right", "left_text", "right_text", "why")
    return [{key: getattr(i, key) for key in keys} for i in identities]


def proofs_json(found: tuple[Proof, ...]) -> list[dict]:
    """Each proof with its steps, marks and reasons."""
    return [
        {
            "key": proof.key,
            "title": proof.title,
            "seed": proof.seed,
            "words": proof.words,
            "holds": proof.holds,
            "verdict": proof.verdict,
            "steps": [
                {"kind": s.kind, "claim": s.claim, "numbers": s.numbers, "left": s.left, "right": s.right,
                 "holds": s.holds, "why": s.why}
                for s in proof.steps
            ],
        }
        for proof in found
    ]


def as_json(score: NumbersScore, key: str) -> dict:
    """The JSON object for a count by numbers scored under ``key``."""
    ledger = score.ledger
    chosen = score.counts[key].result if key in score.counts else None
    return {
        "counts": format_counts(from_ledger(ledger)),
        "board_size": ledger.size,
        "komi": ledger.komi,
        "handicap": ledger.handicap,
        "rules": key,
        "margin": None if chosen is None else chosen.margin,
        "result": None if chosen is None else chosen.text,
        "ledger": ledger.symbols(),
        "table": [{"symbol": r.symbol, "words": r.words, "made": r.made, "black": r.black, "white": r.white}
                  for r in table_of_counts(ledger)],
        "results": results_json(score.counts),
        "left_out": score.left_out,
        "not_needed": needs(PRESETS[key]),
        "identities": identities_json(score.identities),
        "proofs": proofs_json(proofs(ledger, score.identities)),
        "komi_advice": score.komi.text,
    }


def width(text: str) -> int:
    """The columns ``text`` takes in a terminal: two for a wide or
    full-width character (CJK), none for a combining mark, one otherwise.

    >>> width("Rules"), width("ルール"), width("규칙 세트")
    (5, 6, 9)
    """
    columns = 0
    for char in text:
        if unicodedata.combining(char):
            continue
        columns += 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1
    return columns


def pad(text: str, columns: int, right: bool = False) -> str:
    """``text`` filled with spaces to ``columns`` terminal columns, on the
    left when ``right`` (a longer text is left whole).

    >>> pad("日本", 6) + "|", pad("AGA", 6, right=True) + "|"
    ('日本  |', '   AGA|')
    """
    fill = " " * max(columns - width(text), 0)
    return fill + text if right else text + fill


def table_lines(ledger) -> list[str]:
    """The table of counts as aligned text lines."""
    made, black, white = translate("Cli", "made of"), translate("Cli", "Black"), translate("Cli", "White")
    lines = [f"  {'':<4}{'':<56}{pad(made, 28)}{pad(black, 7, right=True)}{pad(white, 7, right=True)}"]
    for row in table_of_counts(ledger):
        white = "" if row.white is None else _n(row.white)
        lines.append(f"  {row.symbol:<4}{pad(shown(row.words), 56)}{pad(shown(row.made), 28)}{_n(row.black):>7}{white:>7}")
    return lines


def proof_lines(found: tuple[Proof, ...]) -> list[str]:
    """Each proof as a title, then one line per step with its mark."""
    lines = []
    for proof in found:
        lines.append(f"  {shown(proof.title)} ({shown(proof.seed)}): {shown(proof.verdict)}")
        for step in proof.steps:
            kind = translate("Cli", STEP_KINDS[step.kind]) if step.kind in STEP_KINDS else step.kind
            lines.append(f"    {step.mark} {kind:<10} {shown(step.claim)}")
            lines.append(f"      {'':<10} {shown(step.numbers)}")
            if step.why and step.holds is not True:
                lines.append(f"      {'':<10} {shown(step.why)}")
    return lines


def as_text(score: NumbersScore, key: str) -> str:
    """A readable report: the table, the results, the identities and the proofs."""
    ledger = score.ledger
    head = translate("Cli", "Count by numbers: {size}x{size}, komi {komi}, handicap {handicap}, scored under {rules}")
    rules, black, white, result = translate("Cli", "rules"), translate("Cli", "Black"), translate("Cli", "White"), translate("Cli", "result")
    lines = [
        head.format(size=ledger.size, komi=f"{ledger.komi:g}", handicap=ledger.handicap, rules=shown(TITLES[key])),
        "  " + translate("Cli", "the table of counts:"),
        *table_lines(ledger),
        f"  {rules:<34}{black:>8}{white:>8}   {result}",
    ]
    for name in PRESETS:
        mark = "*" if name == key else " "
        if name in score.counts:
            count = score.counts[name]
            lines.append(f" {mark}{pad(shown(TITLES[name]), 34)}{count.black:>8g}{count.white:>8g}   {shown(count.result.text)}")
        else:
            not_counted = translate("Cli", "not counted: {why}").format(why=shown(score.left_out[name]))
            lines.append(f" {mark}{pad(shown(TITLES[name]), 34)}{'':>16}   {not_counted}")
    by_why: dict[str, list[str]] = {}
    for symbol, why in needs(PRESETS[key]).items():
        by_why.setdefault(why, []).append(symbol)
    if by_why:
        unneeded = "; ".join(f"{', '.join(s)} ({shown(why)})" for why, s in by_why.items())
        lines.append("  " + translate("Cli", "not needed under {rules}: {fields}").format(rules=shown(TITLES[key]), fields=unneeded))
    lines.append("  " + translate("Cli", "identities:"))
    for ident in score.identities:
        lines.append(f"   {ident.mark} {ident.number:<3}{shown(ident.name)}: {shown(ident.left_text)}  |  {shown(ident.right_text)}")
        if ident.why:
            lines.append(f"        {shown(ident.why)}")
    lines.append("  " + translate("Cli", "proofs:"))
    lines += proof_lines(proofs(ledger, score.identities))
    lines.append("  " + translate("Cli", "komi: {text}").format(text=shown(score.komi.text)))
    return "\n".join(lines)
