"""The game at the top of the side panel: who played (with their ranks),
when and in which event, the rules, komi and handicap, and the result the
record gives with whether gocount's count agrees with it.

The header draws the model's snapshot and record like the rest of the
panel and computes nothing: the result it compares is the snapshot's
count under the rule set the record names (Japanese when it names none,
as the count assumes). Game > Game Info edits the facts; they live in the
count's state (:attr:`CountState.info <gocount_gui.model.state.CountState>`),
so the header follows an edit and its undo.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from .look import GREEN, GREY, RED, readable, restyle
from .panel import number_text, rules_title
from ..i18n import shown, translate


def players_text(info) -> str:
    """Both players with their ranks, Black first: "● Lee 9p  vs  ○ Cho 9p"."""
    vs = translate("Header", "{black}  vs  {white}")
    return vs.format(black=f"\u25cf {shown(info.player('B'))}", white=f"\u25cb {shown(info.player('W'))}")


def record_rules_key(snapshot, record) -> str:
    """The rule set the record is compared under: the one its RU names (or
    Japanese, assumed), else, for a count over the board, the one on top."""
    return record.rules.key if record is not None else snapshot.state.rules_key


def facts_text(snapshot, record) -> str:
    """Date, event and round, rules, komi and handicap on one line:
    "2019-04-11 · Meijin, round 3 · Chinese rules · komi 7.5 · no handicap"."""
    state = snapshot.state
    info = state.info
    parts = []
    if info.date:
        parts.append(info.date)
    event = ", ".join(x for x in (info.event, translate("Header", "round {round}").format(round=info.round) if info.round else None) if x)
    if event:
        parts.append(event)
    title = rules_title(record_rules_key(snapshot, record))
    if record is None or not record.rules.assumed:
        rules = translate("Header", "{rules} rules")
    elif record.rules_text is None:
        rules = translate("Header", "{rules} rules (assumed: the record names none)")
    else:
        rules = translate("Header", "{rules} rules (assumed: RU[{ru}])")
    parts.append(rules.format(rules=title, ru=record.rules_text if record is not None else None))
    komi = number_text(state.tray.komi)
    if record is not None and record.komi_assumed and state.tray.komi == record.komi:
        parts.append(translate("Header", "komi {komi} (assumed: the record's KM cannot give its result)").format(komi=komi))
    else:
        parts.append(translate("Header", "komi {komi}").format(komi=komi))
    handicap = state.tray.handicap
    parts.append(translate("Header", "handicap {stones}").format(stones=handicap) if handicap >= 2 else translate("Header", "no handicap"))
    return " \u00b7 ".join(parts)


def verdict(snapshot, record, suggesting: bool = False) -> tuple[str, bool | None]:
    """The result the record gives and whether gocount agrees, in words,
    with True (agrees), False (disagrees) or None (nothing to compare):

    * "✓ The record says B+1.5; gocount agrees under Chinese rules";
    * "✗ The record says W+0.5; gocount counts B+1.5 under Chinese rules";
    * "The record says B+R: no count to compare", and the like.
    """
    if record is None:
        return translate("Header", "Counted over the board: no recorded result"), None
    recorded = record.result
    if recorded is None:
        return translate("Header", "The record gives no result"), None
    says = recorded.strict if recorded.margin is not None else recorded.text
    if recorded.margin is None:
        return translate("Header", "The record says {result}: no count to compare").format(result=says), None
    if suggesting:
        return translate("Header", "The record says {result}; gocount's count waits for the dead-stone suggestion").format(result=says), None
    if snapshot.score is None:
        return translate("Header", "The record says {result}; this position cannot be counted yet").format(result=says), None
    key = record_rules_key(snapshot, record)
    count = snapshot.score.counts[key].result
    if count.margin == recorded.margin:
        return "\u2713 " + translate("Header", "The record says {result}; gocount agrees under {rules} rules").format(
            result=says, rules=rules_title(key)), True
    return "\u2717 " + translate("Header", "The record says {result}; gocount counts {count} under {rules} rules").format(
        result=says, count=shown(count.text), rules=rules_title(key)), False


class GameHeader(QWidget):
    """Three lines: the players, the game's facts, the record's verdict.

    Attributes for tests: ``players``, ``facts`` and ``verdict`` (labels).
    """

    def __init__(self, model, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setObjectName("game header")
        self.players = QLabel()
        bold = self.players.font()
        bold.setBold(True)
        self.players.setFont(bold)
        self.facts = QLabel()
        self.verdict = QLabel()
        for label in (self.players, self.facts, self.verdict):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.facts.setStyleSheet(f"color: {readable(GREY, self)};")
        self.setToolTip(translate("Header", "The game as the record gives it; Game > Game Info (Ctrl+I) edits it"))
        self.setAccessibleName(translate("Header", "Game"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 4)
        layout.setSpacing(1)
        layout.addWidget(self.players)
        layout.addWidget(self.facts)
        layout.addWidget(self.verdict)
        model.scored.connect(self.refresh)
        model.busy.connect(self._busy)
        self.refresh(model.snapshot)

    def text(self) -> str:
        """The header as displayed, one line per label."""
        return "\n".join(label.text() for label in (self.players, self.facts, self.verdict))

    def _busy(self, _busy: bool) -> None:
        self.refresh(self.model.snapshot)

    def refresh(self, snapshot) -> None:
        """Draw ``snapshot`` (connected to ``model.scored``)."""
        record = self.model.record
        info = snapshot.state.info
        _set_text(self.players, players_text(info))
        where = [x for x in (info.place, info.name) if x]
        self.players.setToolTip("\n".join(where))
        _set_text(self.facts, facts_text(snapshot, record))
        text, agrees = verdict(snapshot, record, self.model.suggesting)
        _set_text(self.verdict, text)
        if agrees is None:
            restyle(self.verdict, f"color: {readable(GREY, self)};")
        else:
            restyle(self.verdict, f"color: {readable(GREEN if agrees else RED, self)}; font-weight: bold;")

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.facts.setStyleSheet(f"color: {readable(GREY, self)};")
            self.refresh(self.model.snapshot)  # the verdict's colour follows the palette


def _set_text(label: QLabel, text: str) -> None:
    if label.text() != text:
        label.setText(text)
