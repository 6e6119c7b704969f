<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Cli</name>
    <message>
        <location filename="../../gocount_gui/cli.py" line="+290"/>
        <source>game {number}</source>
        <translation>Partie {number}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (assumed)</source>
        <translation> (angenommen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{size}x{size}, komi {komi}{assumed}, handicap {handicap}, scored under {rules}, {dead} dead stones, recorded {recorded}</source>
        <translation>{size}x{size}, Komi {komi}{assumed}, Vorgabe {handicap}, gezählt nach {rules}, tote Steine: {dead}, Ergebnis im Protokoll {recorded}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(not finished: the board as it stands)</source>
        <translation>(nicht beendet: das Brett, wie es steht)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>warning: {sentence}</source>
        <translation>Warnung: {sentence}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>identities:</source>
        <translation>Identitäten:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>komi: {text}</source>
        <translation>Komi: {text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>note: {note}</source>
        <translation>Hinweis: {note}</translation>
    </message>
</context>
<context>
    <name>Desk</name>
    <message>
        <location filename="../../gocount_gui/ui/desk.py" line="+226"/>
        <source>Check a folder — gocount</source>
        <translation>Ordner prüfen — gocount</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No folder checked yet</source>
        <translation>Noch kein Ordner geprüft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose &amp;Folder…</source>
        <translation>&amp;Ordner wählen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count every SGF in a folder and its sub-folders</source>
        <translation>Jede SGF-Datei eines Ordners und seiner Unterordner zählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the rows shown, in the table&apos;s order, as a CSV table for a spreadsheet</source>
        <translation>Die gezeigten Zeilen in der Reihenfolge der Tabelle als CSV-Tabelle für eine Tabellenkalkulation schreiben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;PDF…</source>
        <translation>&amp;PDF exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the score sheets of the rows shown, one per page, in the table&apos;s order</source>
        <translation>Die Zählblätter der gezeigten Zeilen schreiben, eines pro Seite, in der Reihenfolge der Tabelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only &amp;disagreements</source>
        <translation>Nur &amp;Abweichungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the games whose count differs from the recorded result</source>
        <translation>Nur die Partien zeigen, deren Zählung vom protokollierten Ergebnis abweicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only &amp;unsure</source>
        <translation>Nur &amp;unsichere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the games where gocount is unsure of some dead stones</source>
        <translation>Nur die Partien zeigen, bei denen gocount sich bei toten Steinen unsicher ist</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop counting; the rows counted so far stay (Esc)</source>
        <translation>Zählen beenden; die bisher gezählten Zeilen bleiben (Esc)</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../../gocount_gui/ui/dialogs.py" line="+45"/>
        <source>New count</source>
        <translation>Neue Zählung</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Board size</source>
        <translation>Brettgröße</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board size:</source>
        <translation>Brettgröße:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Handicap stones</source>
        <translation>Vorgabesteine</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Handicap:</source>
        <translation>&amp;Vorgabe:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Komi:</source>
        <translation>&amp;Komi:</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../../gocount_gui/ui/engine_view.py" line="+219"/>
        <source>Ask the &amp;Engine</source>
        <translation>&amp;Engine fragen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <location filename="../../gocount_gui/ui/info_dialog.py" line="+19"/>
        <source>&amp;Black</source>
        <translation>&amp;Schwarz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black&apos;s name (PB)</source>
        <translation>Name von Schwarz (PB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;ank</source>
        <translation>R&amp;ang</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black&apos;s rank (BR), such as 3d, 1k or 9p</source>
        <translation>Rang von Schwarz (BR), etwa 3d, 1k oder 9p</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;White</source>
        <translation>&amp;Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White&apos;s name (PW)</source>
        <translation>Name von Weiß (PW)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ra&amp;nk</source>
        <translation>Ra&amp;ng</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White&apos;s rank (WR)</source>
        <translation>Rang von Weiß (WR)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Date</source>
        <translation>&amp;Datum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When the game was played (DT), as YYYY-MM-DD</source>
        <translation>Wann die Partie gespielt wurde (DT), als JJJJ-MM-TT</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Event</source>
        <translation>&amp;Turnier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The tournament or occasion (EV)</source>
        <translation>Das Turnier oder der Anlass (EV)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;ound</source>
        <translation>R&amp;unde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The round (RO)</source>
        <translation>Die Runde (RO)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Place</source>
        <translation>&amp;Ort</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where the game was played (PC)</source>
        <translation>Wo die Partie gespielt wurde (PC)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game name</source>
        <translation>&amp;Name der Partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The game&apos;s name (GN)</source>
        <translation>Der Name der Partie (GN)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Game Info</source>
        <translation>Partie-Informationen</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The result the record gives (RE); saving writes the count&apos;s result there</source>
        <translation>Das Ergebnis laut Protokoll (RE); beim Speichern wird dort das Ergebnis der Zählung eingetragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recorded result</source>
        <translation>Ergebnis im Protokoll</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <location filename="../../gocount_gui/ui/header.py" line="+68"/>
        <source>Counted over the board: no recorded result</source>
        <translation>Am Brett gezählt: kein protokolliertes Ergebnis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record gives no result</source>
        <translation>Das Protokoll nennt kein Ergebnis</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The game as the record gives it; Game &gt; Game Info (Ctrl+I) edits it</source>
        <translation>Die Partie laut Protokoll; Partie &gt; Partie-Informationen (Strg+I) bearbeitet sie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../../gocount_gui/ui/help.py" line="+34"/>
        <source>New to gocount? Open a game, click the dead stones (a blue ring shows what a click changes), then read the result on the right. &lt;a href=&apos;howto&apos;&gt;How to count&lt;/a&gt;</source>
        <translation>Neu bei gocount? Eine Partie öffnen, die toten Steine anklicken (ein blauer Ring zeigt, was ein Klick ändert), dann rechts das Ergebnis ablesen. &lt;a href=&apos;howto&apos;&gt;So wird gezählt&lt;/a&gt;</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>How to count — gocount</source>
        <translation>So wird gezählt — gocount</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keyboard shortcuts — gocount</source>
        <translation>Tastenkürzel — gocount</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Close this hint</source>
        <translation>Diesen Hinweis schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the hint</source>
        <translation>Den Hinweis schließen</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <location filename="../../gocount_gui/ui/panel.py" line="+50"/>
        <location line="+250"/>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <location line="-249"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comp.</source>
        <translation>Ausgl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+258"/>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <location line="-257"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rule set; open a row to see how its count is made up</source>
        <translation>Das Regelwerk; eine Zeile aufklappen zeigt, wie sich ihre Zählung zusammensetzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s points under this rule set</source>
        <translation>Die Punkte von Schwarz nach diesem Regelwerk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s points, before the handicap points and komi</source>
        <translation>Die Punkte von Weiß, vor Vorgabepunkten und Komi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points White gets for Black&apos;s handicap stones (C(H))</source>
        <translation>Punkte, die Weiß für die Vorgabesteine von Schwarz erhält (C(H))</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+248"/>
        <source>Komi: the points White gets for moving second (K)</source>
        <translation>Komi: die Punkte, die Weiß als Nachziehender erhält (K)</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>Who wins and by how much: Black&apos;s points minus White&apos;s</source>
        <translation>Wer gewinnt und mit wie viel: Punkte von Schwarz minus Punkte von Weiß</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Cannot count under {rules} rules</source>
        <translation>Nicht zählbar nach den Regeln: {rules}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not finished: {result} as the board stands under {rules} rules</source>
        <translation>Nicht beendet: {result} beim jetzigen Brett nach den Regeln: {rules}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{result} under {rules} rules</source>
        <translation>{result} nach den Regeln: {rules}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Suggesting dead stones…</source>
        <translation>Tote Steine werden vorgeschlagen…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Dead stones suggested: check the stone marked with ?</source>
        <translation>Tote Steine vorgeschlagen: den mit ? markierten Stein prüfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stones suggested: check the {count} stones marked with ?</source>
        <translation>Tote Steine vorgeschlagen: die {count} mit ? markierten Steine prüfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stones suggested: check them</source>
        <translation>Tote Steine vorgeschlagen: bitte prüfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dead stones as the players marked them</source>
        <translation>Tote Steine, wie die Spieler sie markiert haben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dead stones marked by hand</source>
        <translation>Tote Steine von Hand markiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No stones marked dead: click the dead groups in Mark Dead, or Suggest Dead Stones (Ctrl+D)</source>
        <translation>Keine Steine als tot markiert: im Modus „Tote markieren“ die toten Gruppen anklicken oder „Tote Steine vorschlagen“ (Strg+D)</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>The rule set shown on top and on the board</source>
        <translation>Das Regelwerk, das oben und auf dem Brett gezeigt wird</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rule set whose result is shown in large type and on the board</source>
        <translation>Das Regelwerk, dessen Ergebnis groß und auf dem Brett gezeigt wird</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The points White gets for moving second</source>
        <translation>Die Punkte, die Weiß als Nachziehender erhält</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Komi</source>
        <translation>&amp;Komi</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The result under the rule set on top</source>
        <translation>Das Ergebnis nach dem oben gewählten Regelwerk</translation>
    </message>
    <message>
        <location line="+49"/>
        <location line="+15"/>
        <source>Results under every rule set</source>
        <translation>Ergebnisse nach jedem Regelwerk</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Columns of the results</source>
        <translation>Spalten der Ergebnisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One row per rule set: Black&apos;s points, White&apos;s points, handicap points, komi and the result</source>
        <translation>Eine Zeile pro Regelwerk: Punkte von Schwarz, Punkte von Weiß, Vorgabepunkte, Komi und das Ergebnis</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Identities</source>
        <translation>Identitäten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counting methods checked against each other, in words and in symbols</source>
        <translation>Die Zählmethoden gegeneinander geprüft, in Worten und in Formeln</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Identities: the counting methods checked</source>
        <translation>Identitäten: die Zählmethoden geprüft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counting methods checked against each other with this game&apos;s numbers</source>
        <translation>Die Zählmethoden mit den Zahlen dieser Partie gegeneinander geprüft</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>This position cannot be counted: {problem}</source>
        <translation>Diese Stellung kann nicht gezählt werden: {problem}</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <location filename="../../gocount_gui/ui/sheet.py" line="+293"/>
        <source>Score sheet</source>
        <translation>Zählblatt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count over the board</source>
        <translation>Zählung am Brett</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+132"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="-132"/>
        <location line="+133"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="-127"/>
        <location line="+5"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Handicap</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Lid audit: </source>
        <translation>Deckelprobe: </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Stones on the board</source>
        <translation>Steine auf dem Brett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured in play</source>
        <translation>Im Spiel geschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead at the end</source>
        <translation>Tot am Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass stones</source>
        <translation>Passsteine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counts</source>
        <translation>Zählungen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Black&apos;s territory</source>
        <translation>Gebiet von Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s territory</source>
        <translation>Gebiet von Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stone</source>
        <translation>Toter Stein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dame (neutral)</source>
        <translation>Dame (neutral)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seki: shared liberty</source>
        <translation>Seki: gemeinsame Freiheit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone in seki</source>
        <translation>Stein im Seki</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Every rule set</source>
        <translation>Alle Regelwerke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White before compensation C(H) and komi K</source>
        <translation>Weiß vor Ausgleich C(H) und Komi K</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Identities</source>
        <translation>Identitäten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counting methods checked against each other with this game&apos;s numbers</source>
        <translation>Die Zählmethoden mit den Zahlen dieser Partie gegeneinander geprüft</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Signatures: Black ________   White ________   Referee ________</source>
        <translation>Unterschriften: Schwarz ________   Weiß ________   Schiedsrichter ________</translation>
    </message>
</context>
<context>
    <name>Tray</name>
    <message>
        <location filename="../../gocount_gui/ui/tray.py" line="+88"/>
        <source>&amp;unknown</source>
        <translation>&amp;unbekannt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Black</source>
        <translation>&amp;Schwarz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;White</source>
        <translation>&amp;Weiß</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No pass recorded (or nobody passed): who passed last is not known</source>
        <translation>Kein Passen protokolliert (oder niemand hat gepasst): wer zuletzt gepasst hat, ist unbekannt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who passed last: unknown</source>
        <translation>Zuletzt gepasst: unbekannt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Handicap stones, 0 in an even game (H); all but one count as extra moves (H&apos; = H - 1)</source>
        <translation>Vorgabesteine, 0 in einer Partie ohne Vorgabe (H); alle bis auf einen zählen als zusätzliche Züge (H&apos; = H - 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Handicap stones</source>
        <translation>Vorgabesteine</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Who passed last:</source>
        <translation>Zuletzt gepasst:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Handicap stones:</source>
        <translation>&amp;Vorgabesteine:</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Black&apos;s lid (White stones)</source>
        <translation>Deckel von Schwarz (weiße Steine)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White&apos;s lid (Black stones)</source>
        <translation>Deckel von Weiß (schwarze Steine)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Captured:</source>
        <translation>&amp;Gefangene:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Dead:</source>
        <translation>Tot:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Pass stones:</source>
        <translation>&amp;Passsteine:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;In the lid:&lt;/b&gt;</source>
        <translation>&lt;b&gt;Im Deckel:&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>One stone fewer (Ctrl+Z undoes a run of clicks at once)</source>
        <translation>Ein Stein weniger (Strg+Z macht eine Folge von Klicks auf einmal rückgängig)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One stone more (Ctrl+Z undoes a run of clicks at once)</source>
        <translation>Ein Stein mehr (Strg+Z macht eine Folge von Klicks auf einmal rückgängig)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Black passed {count} time(s)</source>
        <translation>Schwarz hat {count}-mal gepasst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White passed {count} time(s)</source>
        <translation>Weiß hat {count}-mal gepasst</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Lid audit: </source>
        <translation>Deckelprobe: </translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../gocount_gui/ui/window.py" line="+194"/>
        <source>&amp;New Count…</source>
        <translation>&amp;Neue Zählung…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count a game over the board on an empty board</source>
        <translation>Eine am Brett gespielte Partie auf einem leeren Brett zählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open an SGF game record</source>
        <translation>Ein SGF-Partieprotokoll öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write the count into the game record</source>
        <translation>Die Zählung in das Partieprotokoll schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+482"/>
        <location line="+8"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="-490"/>
        <source>Save the count to another file</source>
        <translation>Die Zählung in eine andere Datei speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export Score Sheet…</source>
        <translation>Zählblatt &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write the score sheet as a PDF or PNG file</source>
        <translation>Das Zählblatt als PDF- oder PNG-Datei schreiben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Print the score sheet</source>
        <translation>Das Zählblatt drucken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print Pre&amp;view…</source>
        <translation>Druck&amp;vorschau…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>See the score sheet as it will print</source>
        <translation>Das Zählblatt so sehen, wie es gedruckt wird</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chec&amp;k a Folder…</source>
        <translation>Ordner &amp;prüfen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count every game of a folder and compare each with its recorded result</source>
        <translation>Jede Partie eines Ordners zählen und mit ihrem protokollierten Ergebnis vergleichen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Suggest &amp;Dead Stones</source>
        <translation>&amp;Tote Steine vorschlagen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark the stones gocount judges dead (check them after)</source>
        <translation>Die Steine markieren, die gocount für tot hält (danach prüfen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel Suggestion</source>
        <translation>Vorschlag abbrechen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear Dead Marks</source>
        <translation>Tot-Markierungen &amp;löschen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark every stone alive again</source>
        <translation>Alle Steine wieder als lebend markieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit Position</source>
        <translation>Stellung &amp;bearbeiten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left click Black, right click White, drag to paint, Shift-click to erase</source>
        <translation>Linksklick Schwarz, Rechtsklick Weiß, Ziehen zum Malen, Umschalt+Klick zum Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark &amp;Dead</source>
        <translation>&amp;Tote markieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Click a group to mark it dead or alive; Ctrl+click one chain; Shift+click (or F) to insist</source>
        <translation>Eine Gruppe anklicken, um sie als tot oder lebend zu markieren; Strg+Klick für eine Kette; Umschalt+Klick (oder F) erzwingt es</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Region &amp;Owner</source>
        <translation>&amp;Gebietsbesitzer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Click an empty region: automatic, Black, White, neutral</source>
        <translation>Ein leeres Gebiet anklicken: automatisch, Schwarz, Weiß, neutral</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game &amp;Info…</source>
        <translation>Partie-&amp;Informationen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The players, their ranks, the date, event and place of the game</source>
        <translation>Die Spieler, ihre Ränge, Datum, Turnier und Ort der Partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;How to Count</source>
        <translation>&amp;So wird gezählt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The steps of a count and what the marks on the board mean</source>
        <translation>Die Schritte einer Zählung und was die Markierungen auf dem Brett bedeuten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Every key gocount answers to</source>
        <translation>Jede Taste, auf die gocount reagiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About gocount</source>
        <translation>&amp;Über gocount</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Count by &amp;Numbers…</source>
        <translation>Neue Zählung nach &amp;Zahlen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Type in what the players counted on a real board: no position</source>
        <translation>Eingeben, was die Spieler an einem echten Brett gezählt haben: ohne Stellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table of &amp;Counts</source>
        <translation>&amp;Zähltabelle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The table of counts and the seeds&apos; proofs with this game&apos;s numbers</source>
        <translation>Die Zähltabelle und die Beweise der Quellen mit den Zahlen dieser Partie</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/selftest.py" line="+171"/>
        <location filename="../../gocount_gui/ui/window.py" line="+4"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/window.py" line="+4"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Mode</source>
        <translation>&amp;Modus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{action} the last change (the Edit menu names it)</source>
        <translation>{action}: die letzte Änderung (das Menü Bearbeiten nennt sie)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>More toolbar buttons</source>
        <translation>Weitere Werkzeugleisten-Knöpfe</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cannot count: {problem}</source>
        <translation>Nicht zählbar: {problem}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>New count</source>
        <translation>Neue Zählung</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear Recent Files</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The count of {name}</source>
        <translation>Die Zählung von {name}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This new count</source>
        <translation>Diese neue Zählung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{what} has changes that are not saved. Save them first?</source>
        <translation>{what} hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open a game record</source>
        <translation>Ein Partieprotokoll öffnen</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Opened {name}: {moves} moves, dead stones as the players marked them</source>
        <translation>{name} geöffnet: {moves} Züge, tote Steine wie von den Spielern markiert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opened {name}: {moves} moves, no dead stones marked; {suggesting}</source>
        <translation>{name} geöffnet: {moves} Züge, keine toten Steine markiert; {suggesting}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>This file holds several games. Count which one?</source>
        <translation>Diese Datei enthält mehrere Partien. Welche soll gezählt werden?</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Save the count</source>
        <translation>Die Zählung speichern</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>gocount: the count was not saved</source>
        <translation>gocount: die Zählung wurde nicht gespeichert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved {name}</source>
        <translation>{name} gespeichert</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export the score sheet</source>
        <translation>Das Zählblatt exportieren</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Score sheet written to {name}</source>
        <translation>Zählblatt geschrieben nach {name}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Score sheet sent to the printer</source>
        <translation>Zählblatt an den Drucker geschickt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Score sheet — print preview</source>
        <translation>Zählblatt — Druckvorschau</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+9"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&amp;Replace It</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>gocount: the file changed on disk</source>
        <translation>gocount: die Datei wurde auf der Festplatte geändert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Autosave failed: {message}. Save the count to keep it.</source>
        <translation>Automatisches Sichern fehlgeschlagen: {message}. Die Zählung speichern, um sie zu behalten.</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Put the stones on the board: left click Black, right click White</source>
        <translation>Die Steine aufs Brett setzen: Linksklick Schwarz, Rechtsklick Weiß</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>About gocount</source>
        <translation>Über gocount</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counts a finished game of Go under every major rule set, shows the identities that tie the counting methods together, and checks the prisoners.</source>
        <translation>Zählt eine beendete Go-Partie nach allen wichtigen Regelwerken, zeigt die Identitäten, die die Zählmethoden verbinden, und prüft die Gefangenen.</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/language_menu.py" line="+17"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The language applies at the next start of gocount.</source>
        <translation>Die Sprache gilt ab dem nächsten Start von gocount.</translation>
    </message>
</context>
</TS>
