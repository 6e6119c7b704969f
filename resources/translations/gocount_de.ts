<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Argparse</name>
    <message>
        <location filename="../../gocount_gui/cli.py" line="+249"/>
        <source>usage: </source>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>positional arguments</source>
        <translation>Positionsargumente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show this help message and exit</source>
        <translation>diese Hilfe anzeigen und beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: Fehler: %(message)s
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>Argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unrecognized arguments: %s</source>
        <translation>unbekannte Argumente: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the following arguments are required: %s</source>
        <translation>die folgenden Argumente sind erforderlich: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected one argument</source>
        <translation>ein Argument erwartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at most one argument</source>
        <translation>höchstens ein Argument erwartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at least one argument</source>
        <translation>mindestens ein Argument erwartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ignored explicit argument %r</source>
        <translation>explizites Argument %r ignoriert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>mehrdeutige Option: %(option)s könnte %(matches)s bedeuten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ungültiger %(type)s-Wert: %(value)r</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ungültige Auswahl: %(value)r (möglich: %(choices)s)</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../../gocount_gui/scoring/board.py" line="+144"/>
        <source>{point} is off the {size}x{size} board</source>
        <translation>{point} liegt außerhalb des {size}x{size}-Bretts</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{point} is occupied</source>
        <translation>{point} ist besetzt</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{colour} at {point} is suicide</source>
        <translation>{colour} auf {point} ist Selbstmord</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/scoring/game.py" line="+126"/>
        <source>{colour} at {point} retakes a ko at once</source>
        <translation>{colour} auf {point} schlägt ein Ko sofort zurück</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{colour} at {point} repeats an earlier position (positional superko)</source>
        <translation>{colour} auf {point} wiederholt eine frühere Stellung (positionelles Superko)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{colour} at {point} repeats an earlier situation (situational superko)</source>
        <translation>{colour} auf {point} wiederholt eine frühere Situation (situationelles Superko)</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/board.py" line="+45"/>
        <source>The Go board. Arrow keys move the cursor; Space or Enter acts at it. Edit mode: B places black, W white, Delete erases. Dead mode: Space marks the group dead or alive, C only its chain, F marks it dead even when it looks alive. Region mode: Space cycles the region&apos;s owner.</source>
        <translation>Das Go-Brett. Pfeiltasten bewegen den Cursor; Leertaste oder Eingabe wirkt dort. Stellung bearbeiten: B setzt Schwarz, W Weiß, Entf löscht. Tote markieren: Leertaste markiert die Gruppe als tot oder lebend, C nur ihre Kette, F markiert sie als tot, auch wenn sie lebendig aussieht. Gebietsbesitzer: Leertaste wechselt den Besitzer des Gebiets.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>dame</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seki (shared liberty)</source>
        <translation>Seki (gemeinsame Freiheit)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seki eye</source>
        <translation>Seki-Auge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>false eye: its owner must fill it, so it is not territory</source>
        <translation>falsches Auge: sein Besitzer muss es füllen, daher ist es kein Gebiet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be filled by its owner once the dame are filled (the last liberty of a chain), so it is not territory</source>
        <translation>muss von seinem Besitzer gefüllt werden, sobald die Dame gefüllt sind (die letzte Freiheit einer Kette), daher ist es kein Gebiet</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>black stone</source>
        <translation>schwarzer Stein</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>white stone</source>
        <translation>weißer Stein</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>dead (suggested: {reason})</source>
        <translation>tot (vorgeschlagen: {reason})</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alive (suggested: {reason})</source>
        <translation>lebend (vorgeschlagen: {reason})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in seki</source>
        <translation>im Seki</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/scoring/verdicts.py" line="+395"/>
        <location filename="../../gocount_gui/ui/board.py" line="+2"/>
        <source>unsure: check it</source>
        <translation>unsicher: bitte prüfen</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/board.py" line="+2"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Black territory</source>
        <translation>Gebiet von Schwarz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White territory</source>
        <translation>Gebiet von Weiß</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>owner set by hand</source>
        <translation>Besitzer von Hand gesetzt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the border of Black&apos;s area is open here: fill it or mark the owner</source>
        <translation>die Grenze der Fläche von Schwarz ist hier offen: den Punkt füllen oder den Besitzer markieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the border of White&apos;s area is open here: fill it or mark the owner</source>
        <translation>die Grenze der Fläche von Weiß ist hier offen: den Punkt füllen oder den Besitzer markieren</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Go board</source>
        <translation>Go-Brett</translation>
    </message>
    <message numerus="yes">
        <location line="+237"/>
        <source>click: %n stones alive</source>
        <translation>
            <numerusform>Klick: %n Stein lebend</numerusform>
            <numerusform>Klick: %n Steine lebend</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>click: %n stones dead</source>
        <translation>
            <numerusform>Klick: %n Stein tot</numerusform>
            <numerusform>Klick: %n Steine tot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+95"/>
        <source>Mark {point} Alive (%n stones)</source>
        <translation>
            <numerusform>{point} als lebend markieren (%n Stein)</numerusform>
            <numerusform>{point} als lebend markieren (%n Steine)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark Only Its &amp;Chain Alive</source>
        <translation>Nur die &amp;Kette als lebend markieren</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Mark {point} Dead (%n stones)</source>
        <translation>
            <numerusform>{point} als tot markieren (%n Stein)</numerusform>
            <numerusform>{point} als tot markieren (%n Steine)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark Only Its &amp;Chain Dead</source>
        <translation>Nur die &amp;Kette als tot markieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mark Dead &amp;Anyway</source>
        <translation>&amp;Trotzdem als tot markieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the group dead even though it looks alive (Shift+click, or F)</source>
        <translation>Die Gruppe als tot markieren, obwohl sie lebendig aussieht (Umschalt+Klick oder F)</translation>
    </message>
</context>
<context>
    <name>Borders</name>
    <message>
        <location filename="../../gocount_gui/scoring/sealing.py" line="+83"/>
        <source>The border at {point} is not closed; fill it or mark it before counting.</source>
        <translation>Die Grenze bei {point} ist nicht geschlossen; vor dem Zählen füllen oder markieren.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n more points</source>
        <translation>
            <numerusform>%n weiterer Punkt</numerusform>
            <numerusform>%n weitere Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} and {last}</source>
        <translation>{points} und {last}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The borders at {points} are not closed; fill them or mark them before counting.</source>
        <translation>Die Grenzen bei {points} sind nicht geschlossen; vor dem Zählen füllen oder markieren.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game does not look finished: {points} points are still open, so the result is the board as it stands, not a count.</source>
        <translation>Diese Partie sieht nicht beendet aus: {points} Punkte sind noch offen, daher ist das Ergebnis das Brett, wie es steht, keine Zählung.</translation>
    </message>
</context>
<context>
    <name>Camera</name>
    <message>
        <location filename="../../gocount_gui/ui/camera.py" line="+34"/>
        <source>This copy of gocount has no camera support (Qt Multimedia is not installed). Take the photo with a phone or a camera, then open it with File &gt; Count from Photo.</source>
        <translation>Diese gocount-Installation kann keine Kamera verwenden (Qt Multimedia ist nicht installiert). Fotografieren Sie das Brett mit einem Telefon oder einer Kamera und öffnen Sie das Foto mit Datei &gt; Aus Foto zählen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No camera was found on this computer. Take the photo with a phone or a camera, then open it with File &gt; Count from Photo.</source>
        <translation>Auf diesem Computer wurde keine Kamera gefunden. Fotografieren Sie das Brett mit einem Telefon oder einer Kamera und öffnen Sie das Foto mit Datei &gt; Aus Foto zählen.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Photo from Camera</source>
        <translation>Foto mit der Kamera</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The camera to take the photo with</source>
        <translation>Die Kamera für das Foto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the camera…</source>
        <translation>Warte auf die Kamera…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Take Photo</source>
        <translation>Foto &amp;aufnehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the photo and read the board in it</source>
        <translation>Das Foto aufnehmen und das Brett darin lesen</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The photo could not be taken: {error}</source>
        <translation>Das Foto konnte nicht aufgenommen werden: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The camera could not be started: {error}</source>
        <translation>Die Kamera konnte nicht gestartet werden: {error}</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../../gocount_gui/cli.py" line="-143"/>
        <source>expected B=n,W=n with whole numbers from 0 to {most}, not {text}</source>
        <translation>erwartet B=n,W=n mit ganzen Zahlen von 0 bis {most}, nicht {text}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected a komi from -{most} to {most}, not {text}</source>
        <translation>erwartet ein Komi von -{most} bis {most}, nicht {text}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected seconds from 0 to {most}, not {text}</source>
        <translation>erwartet Sekunden von 0 bis {most}, nicht {text}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>give eight numbers: x1,y1,x2,y2,x3,y3,x4,y4</source>
        <translation>acht Zahlen angeben: x1,y1,x2,y2,x3,y3,x4,y4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown rule set {text}; known: {known}</source>
        <translation>unbekanntes Regelwerk {text}; bekannt: {known}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected B or W, not {text}</source>
        <translation>erwartet B oder W, nicht {text}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a score sheet is written as .pdf or .png, not {text}</source>
        <translation>ein Zählblatt wird als .pdf oder .png geschrieben, nicht {text}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Count finished Go games from SGF files under every major rule set.</source>
        <translation>Beendete Go-Partien aus SGF-Dateien nach allen wichtigen Regelwerken zählen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SGF files, or folders searched for *.sgf</source>
        <translation>SGF-Dateien oder Ordner, die nach *.sgf durchsucht werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>count by numbers, no file: &quot;size=19,S_B=..,S_W=..,T_B=..,T_W=..,X_B=..,X_W=..,D_B=..,D_W=..,R_B=..,R_W=..,H=..,L=..,K=..&quot; (E_B, E_W, n_B, n_W, N_B, N_W optional)</source>
        <translation>Zählung nach Zahlen, ohne Datei: &quot;size=19,S_B=..,S_W=..,T_B=..,T_W=..,X_B=..,X_W=..,D_B=..,D_W=..,R_B=..,R_W=..,H=..,L=..,K=..&quot; (E_B, E_W, n_B, n_W, N_B, N_W optional)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the preset a game is scored under (default: RU, else Japanese)</source>
        <translation>das Regelwerk, nach dem eine Partie gezählt wird (Standard: RU, sonst Japanisch)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>dead stones: none; marked = stones on the opponent&apos;s TB/TW of the last node (default); auto = suggested by gocount</source>
        <translation>tote Steine: none = keine; marked = Steine auf TB/TW des Gegners im letzten Knoten (Standard); auto = von gocount vorgeschlagen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>count the position read from a photo of the board</source>
        <translation>die aus einem Foto des Bretts gelesene Stellung zählen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with --photo: the four corner intersections in pixels, top-left, top-right, bottom-right, bottom-left</source>
        <translation>mit --photo: die vier Eckpunkte des Gitters in Pixeln, oben links, oben rechts, unten rechts, unten links</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>with --photo: the board size (default: read from the photo)</source>
        <translation>mit --photo: die Brettgröße (Standard: aus dem Foto gelesen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>komi K (default: KM, else the rule set&apos;s)</source>
        <translation>Komi K (Standard: KM, sonst das des Regelwerks)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>captured stones X as B=n,W=n: B is Black&apos;s stones captured</source>
        <translation>geschlagene Steine X als B=n,W=n: B sind die geschlagenen schwarzen Steine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes R as B=n,W=n</source>
        <translation>Passzüge R als B=n,W=n</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>who passed last: B or W</source>
        <translation>wer zuletzt gepasst hat: B oder W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one JSON object per line per game</source>
        <translation>ein JSON-Objekt pro Zeile und Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>save each file with its count written in, into DIR</source>
        <translation>jede Datei mit eingetragener Zählung in DIR speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with --write: replace files that exist in DIR</source>
        <translation>mit --write: in DIR vorhandene Dateien ersetzen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>draw each game&apos;s score sheet (PDF or PNG by the suffix): one PDF of every game, or OUT-&lt;file&gt;[-&lt;game&gt;].png per game</source>
        <translation>das Zählblatt jeder Partie zeichnen (PDF oder PNG je nach Endung): ein PDF mit allen Partien oder OUT-&lt;file&gt;[-&lt;game&gt;].png pro Partie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the score sheet&apos;s paper (default: a4)</source>
        <translation>das Papierformat des Zählblatts (Standard: a4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>check every game as the desk does (its own rules, the players&apos; dead stones else gocount&apos;s) into a CSV table</source>
        <translation>jede Partie wie bei „Ordner prüfen“ prüfen (ihre eigenen Regeln, die toten Steine der Spieler, sonst die von gocount) und in eine CSV-Tabelle schreiben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the language of the text printed: {codes} (default: LC_ALL, LC_MESSAGES or LANG)</source>
        <translation>die Sprache der Ausgabe: {codes} (Standard: LC_ALL, LC_MESSAGES oder LANG)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with --csv: worker processes (default: one per core)</source>
        <translation>mit --csv: Arbeitsprozesse (Standard: einer pro Kern)</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>expected a whole number of processes from 1 to {most}, not {text}</source>
        <translation>erwartet eine ganze Zahl von Prozessen von 1 bis {most}, nicht {text}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>cannot search the folder: {error}</source>
        <translation>der Ordner kann nicht durchsucht werden: {error}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{reason}; counted with --komi {komi}</source>
        <translation>{reason}; gezählt mit --komi {komi}</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n open region(s) counted as the TB/TW markup says</source>
        <translation>
            <numerusform>%n offenes Gebiet gezählt, wie die TB/TW-Markierung sagt</numerusform>
            <numerusform>%n offene Gebiete gezählt, wie die TB/TW-Markierung sagt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>--dead auto: unsure of %n stone(s); check them on the board</source>
        <translation>
            <numerusform>--dead auto: bei %n Stein unsicher; bitte auf dem Brett prüfen</numerusform>
            <numerusform>--dead auto: bei %n Steinen unsicher; bitte auf dem Brett prüfen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+43"/>
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
        <translation>{size}x{size}, Komi {komi}{assumed}, Vorgabe {handicap}, Regeln: {rules}, tote Steine: {dead}, Ergebnis im Protokoll {recorded}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../gocount_gui/numbers_report.py" line="+151"/>
        <source>rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../gocount_gui/numbers_report.py" line="-26"/>
        <location line="+26"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../gocount_gui/numbers_report.py" line="-26"/>
        <location line="+26"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../gocount_gui/numbers_report.py" line="+0"/>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(not finished: the board as it stands)</source>
        <translation>(nicht beendet: das Brett, wie es steht)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>warning: {sentence}</source>
        <translation>Warnung: {sentence}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gocount_gui/numbers_report.py" line="+21"/>
        <source>identities:</source>
        <translation>Identitäten:</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../gocount_gui/numbers_report.py" line="+7"/>
        <source>komi: {text}</source>
        <translation>Komi: {text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>note: {note}</source>
        <translation>Hinweis: {note}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>--corners and --size go with --photo</source>
        <translation>--corners und --size gehören zu --photo</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--jobs works with --csv</source>
        <translation>--jobs wirkt nur mit --csv</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--csv counts each game under its own rules, komi and dead stones; not with {options}</source>
        <translation>--csv zählt jede Partie nach ihren eigenen Regeln, Komi und toten Steinen; nicht mit {options}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give SGF files or folders, or --counts</source>
        <translation>SGF-Dateien oder Ordner angeben, oder --counts</translation>
    </message>
    <message>
        <location line="+167"/>
        <location line="+17"/>
        <source>sheet not written: {reason}</source>
        <translation>Zählblatt nicht geschrieben: {reason}</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>sheets not written: {reason}</source>
        <translation>Zählblätter nicht geschrieben: {reason}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>exists; not written (add --overwrite to replace it)</source>
        <translation>existiert; nicht geschrieben (--overwrite ersetzt die Datei)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not written: {error}</source>
        <translation>nicht geschrieben: {error}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/numbers_report.py" line="-160"/>
        <source>definition</source>
        <translation>Definition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>algebra</source>
        <translation>Algebra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>premise</source>
        <translation>Annahme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conclusion</source>
        <translation>Folgerung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>made of</source>
        <translation>Zusammensetzung</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Count by numbers: {size}x{size}, komi {komi}, handicap {handicap}, scored under {rules}</source>
        <translation>Zählung nach Zahlen: {size}x{size}, Komi {komi}, Vorgabe {handicap}, Regeln: {rules}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the table of counts:</source>
        <translation>die Zähltabelle:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not counted: {why}</source>
        <translation>nicht gezählt: {why}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not needed under {rules}: {fields}</source>
        <translation>Regelwerk {rules} braucht nicht: {fields}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>proofs:</source>
        <translation>Beweise:</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/headless.py" line="+30"/>
        <source>also ask GNU Go or KataGo which stones are dead: a referee object in the JSON, a line in the text</source>
        <translation>auch GNU Go oder KataGo fragen, welche Steine tot sind: ein referee-Objekt im JSON, eine Zeile im Text</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the engine&apos;s program (default: found on the PATH or in /usr/games)</source>
        <translation>das Programm der Engine (Standard: im PATH oder in /usr/games gesucht)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s network file (with --referee katago)</source>
        <translation>Netzdatei von KataGo (mit --referee katago)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s analysis config file (with --referee katago)</source>
        <translation>Analyse-Konfigurationsdatei von KataGo (mit --referee katago)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds the engine may take per game (default: 60 for GNU Go, 120 for KataGo)</source>
        <translation>Sekunden, die die Engine pro Partie brauchen darf (Standard: 60 für GNU Go, 120 für KataGo)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>seconds KataGo searches each game&apos;s position (default: {seconds}; it stops sooner after {visits} visits)</source>
        <translation>Sekunden, die KataGo die Stellung jeder Partie durchsucht (Standard: {seconds}; nach {visits} Besuchen hört es früher auf)</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/photo_cli.py" line="+37"/>
        <source>--photo counts one photo; not with {options}</source>
        <translation>--photo zählt ein Foto; nicht mit {options}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the grid was not found surely enough to count; give the corners with --corners</source>
        <translation>das Gitter wurde nicht sicher genug gefunden, um zu zählen; die Ecken mit --corners angeben</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{count} point(s) of the photo are doubtful: {points}</source>
        <translation>{count} Punkt(e) des Fotos sind zweifelhaft: {points}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>read from the photo in {seconds:.1f} s</source>
        <translation>aus dem Foto gelesen in {seconds:.1f} s</translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <location filename="../../gocount_gui/scoring/colour.py" line="+67"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
</context>
<context>
    <name>Dead</name>
    <message>
        <location filename="../../gocount_gui/scoring/dead.py" line="+228"/>
        <source>alive: no living enemy stone borders the area around it</source>
        <translation>lebend: kein lebender gegnerischer Stein grenzt an das umgebende Gebiet</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>alive: the enemy stones next to it were judged dead as well</source>
        <translation>lebend: die benachbarten gegnerischen Steine wurden ebenfalls als tot beurteilt</translation>
    </message>
    <message>
        <location line="+97"/>
        <location filename="../../gocount_gui/scoring/verdicts.py" line="-3"/>
        <source>the black group at {point}</source>
        <translation>die schwarze Gruppe bei {point}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../gocount_gui/scoring/verdicts.py" line="+2"/>
        <source>the white group at {point}</source>
        <translation>die weiße Gruppe bei {point}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{group} has {eyes} eyes ({where}): mark it dead only if you are sure</source>
        <translation>{group} hat {eyes} Augen ({where}): nur bei Gewissheit als tot markieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{group} surrounds {points} points of territory: mark it dead only if you are sure</source>
        <translation>{group} umschließt {points} Punkte Gebiet: nur bei Gewissheit als tot markieren</translation>
    </message>
    <message>
        <location line="+260"/>
        <source>not read: the time bound ran out</source>
        <translation>nicht gelesen: das Zeitlimit ist abgelaufen</translation>
    </message>
    <message numerus="yes">
        <location line="+141"/>
        <source>dead: captured even if it plays first (read %n positions)</source>
        <translation>
            <numerusform>tot: wird geschlagen, auch wenn sie zuerst zieht (%n Stellung gelesen)</numerusform>
            <numerusform>tot: wird geschlagen, auch wenn sie zuerst zieht (%n Stellungen gelesen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-121"/>
        <source>seki: %n shared liberties neither side can fill</source>
        <translation>
            <numerusform>Seki: %n gemeinsame Freiheit, die keine Seite füllen kann</numerusform>
            <numerusform>Seki: %n gemeinsame Freiheiten, die keine Seite füllen kann</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>alive: cannot be captured even if the enemy plays first</source>
        <translation>lebend: kann nicht geschlagen werden, auch wenn der Gegner zuerst zieht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unsettled: whoever plays first decides it</source>
        <translation>ungeklärt: wer zuerst zieht, entscheidet</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>the reading ran out of its budget (%n positions)</source>
        <translation>
            <numerusform>das Lesen hat sein Budget aufgebraucht (%n Stellung)</numerusform>
            <numerusform>das Lesen hat sein Budget aufgebraucht (%n Stellungen)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+64"/>
        <source>alive: it takes the ko first and settles it</source>
        <translation>lebend: sie nimmt das Ko zuerst und entscheidet es</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unless it wins a ko</source>
        <translation>es sei denn, sie gewinnt ein Ko</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>no two eyes, walled in by living stones</source>
        <translation>keine zwei Augen, von lebenden Steinen eingemauert</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot make two eyes even if the enemy around it dies</source>
        <translation>kann keine zwei Augen bilden, auch wenn der Gegner um sie herum stirbt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>encircled by enemy groups that join once it is captured</source>
        <translation>von gegnerischen Gruppen umzingelt, die sich verbinden, sobald sie geschlagen ist</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>loses the capturing race against the enemy around it</source>
        <translation>verliert das Semeai gegen die umgebenden gegnerischen Steine</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>lies inside the eye space of a larger enemy group</source>
        <translation>liegt im Augenraum einer größeren gegnerischen Gruppe</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>unconditionally alive (Benson)</source>
        <translation>bedingungslos lebend (Benson)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>two eyes or more</source>
        <translation>zwei oder mehr Augen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not settled: fewer than two eyes, but not surrounded</source>
        <translation>ungeklärt: weniger als zwei Augen, aber nicht umschlossen</translation>
    </message>
</context>
<context>
    <name>Desk</name>
    <message>
        <location filename="../../gocount_gui/ui/desk.py" line="+331"/>
        <source>Check a folder — gocount</source>
        <translation>Ordner prüfen — gocount</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games of the folder</source>
        <translation>Partien des Ordners</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No folder checked yet</source>
        <translation>Noch kein Ordner geprüft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose &amp;Folder…</source>
        <translation>&amp;Ordner wählen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count every SGF in a folder and its sub-folders</source>
        <translation>Jede SGF-Datei eines Ordners und seiner Unterordner zählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the rows shown, in the table&apos;s order, as a CSV table for a spreadsheet</source>
        <translation>Die gezeigten Zeilen in der Reihenfolge der Tabelle als CSV-Tabelle für eine Tabellenkalkulation schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;PDF…</source>
        <translation>&amp;PDF exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the score sheets of the rows shown, one per page, in the table&apos;s order</source>
        <translation>Die Zählblätter der gezeigten Zeilen schreiben, eines pro Seite, in der Reihenfolge der Tabelle</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>&amp;Rules when RU is missing:</source>
        <translation>&amp;Regeln, wenn RU fehlt:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rule set of the records that name none (no RU); the folder is counted again when it changes</source>
        <translation>Die Regeln für Partien, die keine nennen (kein RU); bei einer Änderung wird der Ordner neu gezählt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop counting; the rows counted so far stay (Esc)</source>
        <translation>Zählen beenden; die bisher gezählten Zeilen bleiben (Esc)</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Last folder: {folder}</source>
        <translation>Letzter Ordner: {folder}</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Check every game in a folder</source>
        <translation>Jede Partie eines Ordners prüfen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>gocount: cannot check the folder</source>
        <translation>gocount: der Ordner kann nicht geprüft werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{folder} is not a folder that can be opened.</source>
        <translation>{folder} ist kein Ordner, der sich öffnen lässt.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No SGF files in {folder}</source>
        <translation>Keine SGF-Dateien in {folder}</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Counting %n files on {processes} processes…</source>
        <translation>
            <numerusform>%n Datei wird mit {processes} Prozessen gezählt…</numerusform>
            <numerusform>%n Dateien werden mit {processes} Prozessen gezählt…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+70"/>
        <source>Counted %n files in {folder}</source>
        <translation>
            <numerusform>%n Datei in {folder} gezählt</numerusform>
            <numerusform>%n Dateien in {folder} gezählt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>PDF export cancelled; nothing was written</source>
        <translation>PDF-Export abgebrochen; nichts wurde geschrieben</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cancelled: {done} of %n files counted</source>
        <translation>
            <numerusform>Abgebrochen: {done} von %n Datei gezählt</numerusform>
            <numerusform>Abgebrochen: {done} von %n Dateien gezählt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{count} shown</source>
        <translation>{count} angezeigt</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>gocount: cannot open the game</source>
        <translation>gocount: die Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot be opened.

{reason}</source>
        <translation>{name} kann nicht geöffnet werden.

{reason}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Opened from the desk: {file}, dead stones as the desk counted them ({source})</source>
        <translation>Aus „Ordner prüfen“ geöffnet: {file}, tote Steine wie dort gezählt ({source})</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export the table as CSV</source>
        <translation>Die Tabelle als CSV exportieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV tables (*.csv)</source>
        <translation>CSV-Tabellen (*.csv)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+10"/>
        <source>gocount: the table was not written</source>
        <translation>gocount: die Tabelle wurde nicht geschrieben</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <location line="+59"/>
        <source>{name} could not be written.

{reason}</source>
        <translation>{name} konnte nicht geschrieben werden.

{reason}</translation>
    </message>
    <message numerus="yes">
        <location line="-55"/>
        <source>Wrote %n rows to {name}</source>
        <translation>
            <numerusform>%n Zeile nach {name} geschrieben</numerusform>
            <numerusform>%n Zeilen nach {name} geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export the score sheets as PDF</source>
        <translation>Die Zählblätter als PDF exportieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No counted game to draw a sheet of</source>
        <translation>Keine gezählte Partie, von der sich ein Zählblatt zeichnen lässt</translation>
    </message>
    <message>
        <location line="-308"/>
        <source>%v of %m sheets</source>
        <translation>%v von %m Blättern</translation>
    </message>
    <message numerus="yes">
        <location line="+207"/>
        <source>%n games: {agree} agree, {differ} disagree, {unfinished} not finished, {unsure} unsure, {damaged} damaged</source>
        <translation>
            <numerusform>%n Partie: {agree} übereinstimmend, {differ} abweichend, {unfinished} nicht beendet, {unsure} unsicher, {damaged} beschädigt</numerusform>
            <numerusform>%n Partien: {agree} übereinstimmend, {differ} abweichend, {unfinished} nicht beendet, {unsure} unsicher, {damaged} beschädigt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+140"/>
        <source>gocount: the score sheets were not written</source>
        <translation>gocount: die Zählblätter wurden nicht geschrieben</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Wrote %n score sheets to {name}</source>
        <translation>
            <numerusform>%n Zählblatt nach {name} geschrieben</numerusform>
            <numerusform>%n Zählblätter nach {name} geschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>; %n could not be read again: {first}</source>
        <translation>
            <numerusform>; %n konnte nicht erneut gelesen werden: {first}</numerusform>
            <numerusform>; %n konnten nicht erneut gelesen werden: {first}</numerusform>
        </translation>
    </message>
    <message>
        <location line="-352"/>
        <source>%v of %m files</source>
        <translation>%v von %m Dateien</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/desk.py" line="+44"/>
        <source>marked</source>
        <translation>markiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>saved</source>
        <translation>gespeichert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>suggested</source>
        <translation>vorgeschlagen</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>damaged</source>
        <translation>beschädigt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not finished</source>
        <translation>nicht beendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not counted</source>
        <translation>nicht gezählt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NO</source>
        <translation>NEIN</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{count} {source}</source>
        <translation>{count} {source}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <source>Recorded</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Agree</source>
        <translation>Stimmt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stones</source>
        <translation>Tote Steine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsure</source>
        <translation>Unsicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>no RU: counted under {rules} rules, the desk&apos;s choice</source>
        <translation>kein RU: nach {rules} Regeln gezählt, wie hier gewählt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no KM: komi {komi} of {rules} rules assumed</source>
        <translation>kein KM: Komi {komi} des Regelwerks {rules} angenommen</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>cannot be counted: {error}</source>
        <translation>nicht zählbar: {error}</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>unsure of %n stone(s): check them on the board</source>
        <translation>
            <numerusform>bei %n Stein unsicher: bitte auf dem Brett prüfen</numerusform>
            <numerusform>bei %n Steinen unsicher: bitte auf dem Brett prüfen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+75"/>
        <source>the process counting this file stopped, also when it was tried again (killed, or out of memory)</source>
        <translation>der Prozess, der diese Datei zählte, brach ab, auch beim zweiten Versuch (beendet oder kein Speicher mehr)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gocount failed on this file ({error})</source>
        <translation>gocount ist an dieser Datei gescheitert ({error})</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>is a folder; the table is written to a file</source>
        <translation>ist ein Ordner; die Tabelle wird in eine Datei geschrieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>is not a regular file (a device or a pipe); the table is written only to a regular file</source>
        <translation>ist keine gewöhnliche Datei (ein Gerät oder eine Pipe); die Tabelle wird nur in eine gewöhnliche Datei geschrieben</translation>
    </message>
</context>
<context>
    <name>DeskCli</name>
    <message>
        <location filename="../../gocount_gui/desk_cli.py" line="+56"/>
        <source>; table written to {path}</source>
        <translation>; Tabelle nach {path} geschrieben</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n games: {agree} agree with the record, {differ} do not, {open} not counted in the record, {damaged} damaged</source>
        <translation>
            <numerusform>%n Partie: {agree} stimmen mit dem Protokoll überein, {differ} nicht, {open} ohne gezähltes Ergebnis im Protokoll, {damaged} beschädigt</numerusform>
            <numerusform>%n Partien: {agree} stimmen mit dem Protokoll überein, {differ} nicht, {open} ohne gezähltes Ergebnis im Protokoll, {damaged} beschädigt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../../gocount_gui/ui/dialogs.py" line="+48"/>
        <source>New count</source>
        <translation>Neue Zählung</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Other:</source>
        <translation>&amp;Andere:</translation>
    </message>
    <message>
        <location line="+4"/>
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
    <message numerus="yes">
        <location line="+32"/>
        <source>up to %n on the star points</source>
        <translation>
            <numerusform>bis zu %n auf den Sternpunkten</numerusform>
            <numerusform>bis zu %n auf den Sternpunkten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no star points on this board</source>
        <translation>keine Sternpunkte auf diesem Brett</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../../gocount_gui/ui/engine_view.py" line="+55"/>
        <source>{engine} thinks {stones} is dead</source>
        <translation>{engine} hält {stones} für tot</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{engine} thinks {stones} is alive</source>
        <translation>{engine} hält {stones} für lebend</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} thinks {stones} are dead</source>
        <translation>{engine} hält {stones} für tot</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{engine} thinks {stones} are alive</source>
        <translation>{engine} hält {stones} für lebend</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{engine} thinks {stones} are dead (%n stones)</source>
        <translation>
            <numerusform>{engine} hält {stones} für tot (%n Stein)</numerusform>
            <numerusform>{engine} hält {stones} für tot (%n Steine)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{engine} thinks {stones} are alive (%n stones)</source>
        <translation>
            <numerusform>{engine} hält {stones} für lebend (%n Stein)</numerusform>
            <numerusform>{engine} hält {stones} für lebend (%n Steine)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{first} and {second}</source>
        <translation>{first} und {second}</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Put the engine&apos;s answer away (the rings go too)</source>
        <translation>Die Antwort der Engine ausblenden (die Ringe verschwinden mit)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the second opinion</source>
        <translation>Die zweite Meinung schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Accept</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark {stones} dead, as {engine} sees it (one undo step)</source>
        <translation>{stones} als tot markieren, wie {engine} es sieht (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark {stones} alive, as {engine} sees it (one undo step)</source>
        <translation>{stones} als lebend markieren, wie {engine} es sieht (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept: {disagreement}</source>
        <translation>Übernehmen: {disagreement}</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>and %n more groups, ringed on the board</source>
        <translation>
            <numerusform>und %n weitere Gruppe, auf dem Brett eingekreist</numerusform>
            <numerusform>und %n weitere Gruppen, auf dem Brett eingekreist</numerusform>
        </translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Ask the &amp;Engine</source>
        <translation>&amp;Engine fragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask GNU Go or KataGo which stones are dead, and see where it differs from the marks</source>
        <translation>GNU Go oder KataGo fragen, welche Steine tot sind, und sehen, wo die Antwort von den Markierungen abweicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No engine is chosen: pick GNU Go or KataGo in Edit &gt; Preferences &gt; Engine.</source>
        <translation>Keine Engine gewählt: GNU Go oder KataGo unter Bearbeiten &gt; Einstellungen &gt; Engine wählen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+46"/>
        <location line="+46"/>
        <location line="+65"/>
        <source>Second opinion</source>
        <translation>Zweite Meinung</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>{engine} tunes itself for this computer, once: without a graphics card this can take up to an hour, and its answer follows. You can go on counting; closing the window stops it.</source>
        <translation>{engine} stimmt sich einmalig auf diesen Computer ab: Ohne Grafikkarte kann das bis zu einer Stunde dauern, danach folgt die Antwort. Das Zählen kann weitergehen; Schließen des Fensters hält es an.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{engine} reads the position for about {think} s (longer when it starts); you can go on counting.</source>
        <translation>{engine} liest die Stellung etwa {think} s lang (beim Start länger); das Zählen kann weitergehen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} is reading the position (at most {seconds} s); you can go on counting.</source>
        <translation>{engine} liest die Stellung (höchstens {seconds} s); das Zählen kann weitergehen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{engine} was stopped before it answered.</source>
        <translation>{engine} wurde vor der Antwort angehalten.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The stones changed while {engine} thought: ask again.</source>
        <translation>Die Steine haben sich geändert, während {engine} rechnete: erneut fragen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Second opinion: no answer</source>
        <translation>Zweite Meinung: keine Antwort</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Second opinion: {engine}</source>
        <translation>Zweite Meinung: {engine}</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>{engine} agrees with every dead mark (%n dead stones).</source>
        <translation>
            <numerusform>{engine} stimmt jeder Tot-Markierung zu (%n toter Stein).</numerusform>
            <numerusform>{engine} stimmt jeder Tot-Markierung zu (%n tote Steine).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n groups</source>
        <translation>
            <numerusform>%n Gruppe</numerusform>
            <numerusform>%n Gruppen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n stones</source>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} sees {groups} ({stones}) differently; they are ringed on the board</source>
        <translation>{engine} sieht {groups} ({stones}) anders; sie sind auf dem Brett eingekreist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} sees {groups} ({stones}) differently, ringed on the board:</source>
        <translation>{engine} sieht {groups} ({stones}) anders, auf dem Brett eingekreist:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The stones changed since {engine} was asked: ask again (Edit &gt; Ask the Engine).</source>
        <translation>Die Steine haben sich geändert, seit {engine} gefragt wurde: erneut fragen (Bearbeiten &gt; Engine fragen).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Accept {engine}: {point} dead</source>
        <translation>{engine} übernehmen: {point} tot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept {engine}: {point} alive</source>
        <translation>{engine} übernehmen: {point} lebend</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/client.py" line="+110"/>
        <source>unknown engine {kind}; known: {known}</source>
        <translation>unbekannte Engine {kind}; bekannt: {known}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{engine} was not found at {program} (no program that can be run is there)</source>
        <translation>{engine} wurde unter {program} nicht gefunden (dort ist kein ausführbares Programm)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{engine} was not found on the PATH or in /usr/games: install it, or give its program&apos;s path</source>
        <translation>{engine} wurde weder im PATH noch in /usr/games gefunden: installieren oder den Pfad zum Programm angeben</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>KataGo needs a network (model) file: give it in Preferences &gt; Engine, or with --katago-model and --katago-config</source>
        <translation>KataGo braucht eine Netzdatei (Modell): unter Einstellungen &gt; Engine angeben oder mit --katago-model und --katago-config</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s network (model) file was not found: {file}</source>
        <translation>Die Netzdatei (Modell) von KataGo wurde nicht gefunden: {file}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo needs an analysis config file: give it in Preferences &gt; Engine, or with --katago-model and --katago-config</source>
        <translation>KataGo braucht eine Analyse-Konfigurationsdatei: unter Einstellungen &gt; Engine angeben oder mit --katago-model und --katago-config</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s analysis config file was not found: {file}</source>
        <translation>Die Analyse-Konfigurationsdatei von KataGo wurde nicht gefunden: {file}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/answer.py" line="+346"/>
        <source>{engine} was stopped (signal {signal}) before it answered</source>
        <translation>{engine} wurde vor der Antwort angehalten (Signal {signal})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} crashed or was killed before it answered{said}</source>
        <translation>{engine} ist vor der Antwort abgestürzt oder wurde beendet{said}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} failed (exit status {status}){said}</source>
        <translation>{engine} ist fehlgeschlagen (Exit-Status {status}){said}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{engine} ended without answering ({missing}){said}</source>
        <translation>{engine} endete ohne Antwort ({missing}){said}</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{engine} refused &apos;{command}&apos;: {reason}</source>
        <translation>{engine} hat &apos;{command}&apos; abgelehnt: {reason}</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>{given} of {asked} answers</source>
        <translation>{given} von {asked} Antworten</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>{engine} wrote more than {megabytes} MB or {lines} lines without answering and was stopped</source>
        <translation>{engine} hat mehr als {megabytes} MB oder {lines} Zeilen geschrieben, ohne zu antworten, und wurde gestoppt</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>{engine}&apos;s dead list is not a list of points: {error}</source>
        <translation>die Liste toter Steine von {engine} ist keine Liste von Punkten: {error}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{engine} wrote a line that is not JSON gocount can read ({reason}): {line}</source>
        <translation>{engine} hat eine Zeile geschrieben, die kein für gocount lesbares JSON ist ({reason}): {line}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{engine}&apos;s ownership is not a list of numbers from -1 to 1</source>
        <translation>die Besitzwerte von {engine} sind keine Liste von Zahlen zwischen -1 und 1</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>a number of more than {digits} characters</source>
        <translation>eine Zahl mit mehr als {digits} Zeichen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a number out of range</source>
        <translation>eine Zahl außerhalb des Bereichs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{value} is not a number</source>
        <translation>{value} ist keine Zahl</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+4"/>
        <source>nested more than {depth} deep</source>
        <translation>mehr als {depth} Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{engine} was still tuning itself for this computer when its {seconds} s ran out (its first start only; without a graphics card this can take an hour): run &quot;katago benchmark&quot; once, or give it a longer time limit</source>
        <translation>{engine} hat sich noch auf diesen Computer abgestimmt, als seine {seconds} s abliefen (nur beim ersten Start; ohne Grafikkarte kann das eine Stunde dauern): einmal &quot;katago benchmark&quot; ausführen oder ein längeres Zeitlimit geben</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{engine} calls empty points dead ({points}): it did not see the same position</source>
        <translation>{engine} nennt leere Punkte tot ({points}): die Engine hat nicht dieselbe Stellung gesehen</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>{engine} refused the question (in {field}): {error}</source>
        <translation>{engine} hat die Anfrage abgelehnt (in {field}): {error}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} refused the question: {error}</source>
        <translation>{engine} hat die Anfrage abgelehnt: {error}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{engine} stopped before it analysed the position</source>
        <translation>{engine} hat vor der Analyse der Stellung aufgehört</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{engine} gave no ownership for the {size}x{size} board</source>
        <translation>{engine} hat keine Besitzwerte (Ownership) für das {size}x{size}-Brett geliefert</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no analysis</source>
        <translation>keine Analyse</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>{engine} gave no answer within {seconds} s</source>
        <translation>{engine} hat nicht innerhalb von {seconds} s geantwortet</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/process.py" line="+50"/>
        <source>{engine} could not be started ({program}): {error}</source>
        <translation>{engine} konnte nicht gestartet werden ({program}): {error}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/engine_prefs.py" line="+84"/>
        <source>GNU Go usually answers within seconds (at most {seconds} s, its time limit).</source>
        <translation>GNU Go antwortet meist binnen Sekunden (höchstens {seconds} s, sein Zeitlimit).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KataGo would read for {think} s, but its time limit is {seconds} s: it would be stopped before it answers.</source>
        <translation>KataGo würde {think} s lang lesen, aber sein Zeitlimit ist {seconds} s: Es würde vor der Antwort angehalten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An answer takes about {think} s once KataGo has started; starting it takes longer, and its very first start on a computer without a graphics card can take an hour while it tunes itself. It is stopped after {seconds} s.</source>
        <translation>Eine Antwort dauert etwa {think} s, sobald KataGo läuft; der Start dauert länger, und der allererste Start auf einem Computer ohne Grafikkarte kann eine Stunde dauern, während es sich abstimmt. Nach {seconds} s wird es angehalten.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{program}: not found on the PATH or in /usr/games</source>
        <translation>{program}: weder im PATH noch in /usr/games gefunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GNU Go&apos;s program</source>
        <translation>Programm von GNU Go</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s program</source>
        <translation>Programm von KataGo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the network, e.g. {file}</source>
        <translation>das Netz, z. B. {file}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KataGo&apos;s network</source>
        <translation>Netz von KataGo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the analysis config, e.g. {file}</source>
        <translation>die Analyse-Konfiguration, z. B. {file}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KataGo&apos;s analysis config</source>
        <translation>Analyse-Konfiguration von KataGo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>default ({gnugo} s GNU Go, {katago} s KataGo)</source>
        <translation>Standard ({gnugo} s GNU Go, {katago} s KataGo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> s a position</source>
        <translation> s pro Stellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default ({seconds} s a position)</source>
        <translation>Standard ({seconds} s pro Stellung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long KataGo reads each position: it stops after {visits} visits if that comes sooner (with a graphics card, in well under a second). Its first start takes longer, while it loads its network.</source>
        <translation>Wie lange KataGo jede Stellung liest: Es hört nach {visits} Besuchen auf, wenn das früher ist (mit Grafikkarte in deutlich unter einer Sekunde). Der erste Start dauert länger, während es sein Netz lädt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ask the engine after each dead-stone suggestion</source>
        <translation>Die Engine nach jedem Vorschlag toter Steine fragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test</source>
        <translation>&amp;Testen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the engine about an empty 5×5 board, as a check that it runs</source>
        <translation>Die Engine zu einem leeren 5×5-Brett fragen, um zu prüfen, ob sie läuft</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Engine:</source>
        <translation>&amp;Engine:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GNU Go program:</source>
        <translation>GNU-Go-Programm:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo program:</source>
        <translation>KataGo-Programm:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo network:</source>
        <translation>KataGo-Netz:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo config:</source>
        <translation>KataGo-Konfiguration:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo reads:</source>
        <translation>KataGo liest:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time limit:</source>
        <translation>Zeitlimit:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GNU Go and KataGo are not part of gocount: an engine installed on this computer gives a second opinion on the dead stones, and gocount works the same without one.</source>
        <translation>GNU Go und KataGo gehören nicht zu gocount: Eine auf diesem Computer installierte Engine gibt eine zweite Meinung zu den toten Steinen, und gocount funktioniert ohne sie genauso.</translation>
    </message>
    <message>
        <location line="+74"/>
        <location filename="../../gocount_gui/ui/engine_view.py" line="-166"/>
        <location line="+9"/>
        <source>Asking {engine}…</source>
        <translation>{engine} wird gefragt…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{engine} answered in {seconds} s</source>
        <translation>{engine} hat in {seconds} s geantwortet</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>gocount — Preferences</source>
        <translation>gocount — Einstellungen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Engine</source>
        <translation>&amp;Engine</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/engine_run.py" line="+276"/>
        <source>{engine} could not be started: {error}</source>
        <translation>{engine} konnte nicht gestartet werden: {error}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/answer.py" line="-1"/>
        <source>{engine} gave no answer within {seconds} s and was stopped</source>
        <translation>{engine} hat nicht innerhalb von {seconds} s geantwortet und wurde angehalten</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../gocount_gui/ui/errors.py" line="+35"/>
        <source>Something went wrong inside gocount, and the last action may not have finished.

{error}

Your count is still on the board; save it (File &gt; Save As) before going on. The details below help whoever fixes the program.</source>
        <translation>In gocount ist etwas schiefgegangen, und die letzte Aktion ist womöglich nicht abgeschlossen.

{error}

Die Zählung ist noch auf dem Brett; vor dem Weitermachen speichern (Datei &gt; Speichern unter). Die Details unten helfen beim Beheben des Fehlers im Programm.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>gocount: unexpected error</source>
        <translation>gocount: unerwarteter Fehler</translation>
    </message>
</context>
<context>
    <name>Fold</name>
    <message>
        <location filename="../../gocount_gui/ui/fold.py" line="+42"/>
        <source>{title}: fold or open</source>
        <translation>{title}: ein- oder ausklappen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold or open: {title}</source>
        <translation>Ein- oder ausklappen: {title}</translation>
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
    <name>Handicap</name>
    <message>
        <location filename="../../gocount_gui/scoring/handicap.py" line="+46"/>
        <source>a {size}x{size} board has standard places for 2 to {top} handicap stones, not {stones}</source>
        <translation>ein {size}x{size}-Brett hat Standardplätze für 2 bis {top} Vorgabesteine, nicht {stones}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a {size}x{size} board has no standard handicap places</source>
        <translation>ein {size}x{size}-Brett hat keine Standardplätze für Vorgabesteine</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <location filename="../../gocount_gui/ui/header.py" line="+25"/>
        <source>{black}  vs  {white}</source>
        <translation>{black}  gegen  {white}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{rules} rules</source>
        <translation>Regeln: {rules}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{rules} rules (assumed: the record names none)</source>
        <translation>Regeln: {rules} (angenommen: das Protokoll nennt keine)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{rules} rules (assumed: RU[{ru}])</source>
        <translation>Regeln: {rules} (angenommen: RU[{ru}])</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>komi {komi} (assumed: the record&apos;s KM cannot give its result)</source>
        <translation>Komi {komi} (angenommen: mit dem KM des Protokolls ist dessen Ergebnis nicht möglich)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>komi {komi}</source>
        <translation>Komi {komi}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>handicap {stones}</source>
        <translation>Vorgabe {stones}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no handicap</source>
        <translation>keine Vorgabe</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Counted over the board: no recorded result</source>
        <translation>Am Brett gezählt: kein protokolliertes Ergebnis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record gives no result</source>
        <translation>Das Protokoll nennt kein Ergebnis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record says {result}: no count to compare</source>
        <translation>Laut Protokoll {result}: keine Zählung zum Vergleich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}; gocount&apos;s count waits for the dead-stone suggestion</source>
        <translation>Laut Protokoll {result}; die Zählung von gocount wartet auf den Vorschlag toter Steine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}; this position cannot be counted yet</source>
        <translation>Laut Protokoll {result}; diese Stellung kann noch nicht gezählt werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The record says {result}; gocount agrees under {rules} rules</source>
        <translation>Laut Protokoll {result}; gocount stimmt zu (Regeln: {rules})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}; gocount counts {count} under {rules} rules</source>
        <translation>Laut Protokoll {result}; gocount zählt {count} (Regeln: {rules})</translation>
    </message>
    <message>
        <location line="+25"/>
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
        <location filename="../../gocount_gui/ui/help.py" line="+36"/>
        <source>New to gocount? Open a game, click the dead stones (a blue ring shows what a click changes), then read the result on the right. &lt;a href=&apos;howto&apos;&gt;How to count&lt;/a&gt;</source>
        <translation>Neu bei gocount? Eine Partie öffnen, die toten Steine anklicken (ein blauer Ring zeigt, was ein Klick ändert), dann rechts das Ergebnis ablesen. &lt;a href=&apos;howto&apos;&gt;So wird gezählt&lt;/a&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Black&apos;s territory</source>
        <translation>Gebiet von Schwarz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a dark square: a point Black scores</source>
        <translation>ein dunkles Quadrat: ein Punkt für Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s territory</source>
        <translation>Gebiet von Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a light square: a point White scores</source>
        <translation>ein helles Quadrat: ein Punkt für Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stone</source>
        <translation>Toter Stein</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>faded and crossed: it goes to the other player&apos;s lid</source>
        <translation>blass und durchgestrichen: er kommt in den Deckel des anderen Spielers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dame</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a small ring: a neutral point nobody scores</source>
        <translation>ein kleiner Ring: ein neutraler Punkt, der für niemanden zählt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seki liberty</source>
        <translation>Seki-Freiheit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a small diamond: a liberty two living groups share</source>
        <translation>eine kleine Raute: eine Freiheit, die sich zwei lebende Gruppen teilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone in seki</source>
        <translation>Stein im Seki</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a dot: the stone lives without two eyes</source>
        <translation>ein Tupfen: der Stein lebt ohne zwei Augen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An amber ring and ?</source>
        <translation>Ein bernsteinfarbener Ring und ?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>gocount is unsure whether the stone is dead: look at it yourself.</source>
        <translation>gocount ist unsicher, ob der Stein tot ist: selbst nachsehen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A blue ring around stones</source>
        <translation>Ein blauer Ring um Steine</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in Mark Dead, the stones your next click marks dead or alive.</source>
        <translation>in „Tote markieren“: die Steine, die der nächste Klick als tot oder lebend markiert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A small triangle</source>
        <translation>Ein kleines Dreieck</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a point its owner must fill (a false eye, a cutting point): not territory.</source>
        <translation>ein Punkt, den sein Besitzer füllen muss (ein falsches Auge, ein Schnittpunkt): kein Gebiet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An amber ring around a dot</source>
        <translation>Ein bernsteinfarbener Ring um einen Tupfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a border still open: the territory of the dot&apos;s colour leaks here; fill it or mark it.</source>
        <translation>eine noch offene Grenze: das Gebiet in der Farbe des Tupfens ist hier undicht; füllen oder markieren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A dashed magenta ring</source>
        <translation>Ein gestrichelter magentafarbener Ring</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Go engine sees the stone otherwise than your marks (Edit &gt; Ask the Engine).</source>
        <translation>eine Go-Engine sieht den Stein anders als die Markierungen (Bearbeiten &gt; Engine fragen).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A thin frame</source>
        <translation>Ein dünner Rahmen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a region whose owner you set by hand in Region Owner.</source>
        <translation>ein Gebiet, dessen Besitzer im Modus „Gebietsbesitzer“ von Hand gesetzt wurde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A small ring on a stone</source>
        <translation>Ein kleiner Ring auf einem Stein</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the last move of the record.</source>
        <translation>der letzte Zug des Protokolls.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the cursor on the board (Ctrl: three points at a time)</source>
        <translation>Den Cursor auf dem Brett bewegen (Strg: drei Punkte auf einmal)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home, End</source>
        <translation>Pos1, Ende</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The start or end of the cursor&apos;s row (Ctrl: the corners)</source>
        <translation>Anfang oder Ende der Reihe des Cursors (Strg: die Ecken)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space or Enter</source>
        <translation>Leertaste oder Eingabe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Click at the cursor</source>
        <translation>Klick am Cursor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shift+click, Shift+Space or F</source>
        <translation>Umschalt+Klick, Umschalt+Leertaste oder F</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark Dead: mark the group dead even when it looks alive (F: the stone under the mouse)</source>
        <translation>Tote markieren: die Gruppe als tot markieren, auch wenn sie lebendig aussieht (F: der Stein unter der Maus)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+click or C</source>
        <translation>Strg+Klick oder C</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark Dead: mark only one chain</source>
        <translation>Tote markieren: nur eine Kette markieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right button or the Menu key</source>
        <translation>Rechte Maustaste oder Menütaste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark Dead: the menu of the stone, with Mark Dead Anyway</source>
        <translation>Tote markieren: das Menü des Steins, mit „Trotzdem als tot markieren“</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B, W, Delete</source>
        <translation>B, W, Entf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit Position: place Black, place White, erase</source>
        <translation>Stellung bearbeiten: Schwarz setzen, Weiß setzen, löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right button, Shift+Space</source>
        <translation>Rechte Maustaste, Umschalt+Leertaste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit Position: place White</source>
        <translation>Stellung bearbeiten: Weiß setzen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Put the game on the board.&lt;/b&gt; File &amp;gt; Open (or drop an SGF file on the window) opens a game record. For a game played over the board, File &amp;gt; New Count, then put the final position down in &lt;i&gt;Edit Position&lt;/i&gt;: left click Black, right click White.</source>
        <translation>&lt;b&gt;Die Partie aufs Brett bringen.&lt;/b&gt; Datei &amp;gt; Öffnen (oder eine SGF-Datei auf das Fenster ziehen) öffnet ein Partieprotokoll. Für eine am Brett gespielte Partie Datei &amp;gt; Neue Zählung wählen, dann die Schlussstellung in &lt;i&gt;Stellung bearbeiten&lt;/i&gt; aufbauen: Linksklick Schwarz, Rechtsklick Weiß.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Mark the dead stones&lt;/b&gt; in &lt;i&gt;Mark Dead&lt;/i&gt; (opening a game goes there). When the record has no marks, gocount suggests the dead stones at once: check them, above all those with a question mark. A click marks a group dead, or alive again; before you click, a blue ring shows every stone the click will change. Ctrl+click changes one chain only. gocount will not kill a group with two eyes unless you insist: Shift+click, F, or the right button&apos;s &lt;i&gt;Mark Dead Anyway&lt;/i&gt;. In Mark Dead a click never adds or removes a stone.</source>
        <translation>&lt;b&gt;Die toten Steine markieren&lt;/b&gt; im Modus &lt;i&gt;Tote markieren&lt;/i&gt; (das Öffnen einer Partie führt dorthin). Hat das Protokoll keine Markierungen, schlägt gocount die toten Steine sofort vor: diese prüfen, vor allem die mit Fragezeichen. Ein Klick markiert eine Gruppe als tot oder wieder als lebend; vor dem Klick zeigt ein blauer Ring jeden Stein, den der Klick ändert. Strg+Klick ändert nur eine Kette. Eine Gruppe mit zwei Augen erklärt gocount nur auf ausdrücklichen Wunsch für tot: Umschalt+Klick, F oder &lt;i&gt;Trotzdem als tot markieren&lt;/i&gt; im Menü der rechten Maustaste. In „Tote markieren“ setzt oder entfernt ein Klick nie einen Stein.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Fill in the lids&lt;/b&gt; for a game over the board: the stones each player captured and the passes. The line under the lids says whether every stone is accounted for.</source>
        <translation>&lt;b&gt;Die Deckel ausfüllen&lt;/b&gt; bei einer am Brett gespielten Partie: die Steine, die jeder Spieler geschlagen hat, und die Passzüge. Die Zeile unter den Deckeln sagt, ob jeder Stein erfasst ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Read the result.&lt;/b&gt; The large line gives it under the rule set you chose; the table gives every rule set side by side (click a row for how it is made up); the top of the panel compares it with the result the record gives.</source>
        <translation>&lt;b&gt;Das Ergebnis ablesen.&lt;/b&gt; Die große Zeile zeigt es nach dem gewählten Regelwerk; die Tabelle zeigt alle Regelwerke nebeneinander (ein Klick auf eine Zeile zeigt, wie sich die Zählung zusammensetzt); oben im Bereich wird es mit dem Ergebnis laut Protokoll verglichen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Keep it.&lt;/b&gt; File &amp;gt; Save writes the dead stones, the territory and the result into the record; File &amp;gt; Export Score Sheet and Print give a page to sign.</source>
        <translation>&lt;b&gt;Festhalten.&lt;/b&gt; Datei &amp;gt; Speichern schreibt die toten Steine, das Gebiet und das Ergebnis ins Protokoll; Datei &amp;gt; Zählblatt exportieren und Drucken liefern ein Blatt zum Unterschreiben.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>How to count a game</source>
        <translation>So wird eine Partie gezählt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The marks on the board</source>
        <translation>Die Markierungen auf dem Brett</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Menus</source>
        <translation>Menüs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>On the board</source>
        <translation>Auf dem Brett</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>How to count — gocount</source>
        <translation>So wird gezählt — gocount</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keyboard shortcuts — gocount</source>
        <translation>Tastenkürzel — gocount</translation>
    </message>
    <message>
        <location line="+31"/>
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
    <name>Identities</name>
    <message>
        <location filename="../../gocount_gui/scoring/identities.py" line="+71"/>
        <source>seki eyes: (E_B - E_W) = ({black} - {white}) taken off the area side</source>
        <translation>Seki-Augen: (E_B - E_W) = ({black} - {white}) von der Flächenseite abgezogen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not recorded: no pass was recorded, so who passed last is unknown</source>
        <translation>nicht protokolliert: kein Passen wurde protokolliert, daher ist unbekannt, wer zuletzt gepasst hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{not_recorded}; Black played one stone more, which White&apos;s closing pass evens</source>
        <translation>{not_recorded}; Schwarz hat einen Stein mehr gespielt, den der abschließende Pass von Weiß ausgleicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the lids do not add up (see the lid audit)</source>
        <translation>die Deckel gehen nicht auf (siehe Deckelprobe)</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>the lids add up</source>
        <translation>die Deckel gehen auf</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Black&apos;s lid is %n stones short, or White&apos;s lid holds %n too many (or a pass, the handicap or who passed last is wrong)</source>
        <translation>
            <numerusform>Im Deckel von Schwarz fehlt %n Stein, oder im Deckel von Weiß ist %n zu viel (oder ein Passzug, die Vorgabe oder wer zuletzt gepasst hat, stimmt nicht)</numerusform>
            <numerusform>Im Deckel von Schwarz fehlen %n Steine, oder im Deckel von Weiß sind %n zu viel (oder ein Passzug, die Vorgabe oder wer zuletzt gepasst hat, stimmt nicht)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>White&apos;s lid is %n stones short, or Black&apos;s lid holds %n too many (or a pass, the handicap or who passed last is wrong)</source>
        <translation>
            <numerusform>Im Deckel von Weiß fehlt %n Stein, oder im Deckel von Schwarz ist %n zu viel (oder ein Passzug, die Vorgabe oder wer zuletzt gepasst hat, stimmt nicht)</numerusform>
            <numerusform>Im Deckel von Weiß fehlen %n Steine, oder im Deckel von Schwarz sind %n zu viel (oder ein Passzug, die Vorgabe oder wer zuletzt gepasst hat, stimmt nicht)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Moves (lid audit)</source>
        <translation>Züge (Deckelprobe)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Area minus territory</source>
        <translation>Fläche minus Gebiet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>area(C=0) - territory = L + H&apos; + (R_W - R_B) + (E_B - E_W)</source>
        <translation>Fläche(C=0) - Gebiet = L + H&apos; + (R_W - R_B) + (E_B - E_W)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Black passed last (L = 1); the rule needs White&apos;s closing pass</source>
        <translation>Schwarz hat zuletzt gepasst (L = 1); die Regel verlangt einen abschließenden Pass von Weiß</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>AGA: area = territory with pass stones</source>
        <translation>AGA: Fläche = Gebiet mit Passsteinen</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>moves differ: M_B = {black}, M_W = {white}</source>
        <translation>Züge verschieden: M_B = {black}, M_W = {white}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Equivalence theorem</source>
        <translation>Äquivalenzsatz</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>no game record: n_c and N_c are taken as S_c + P_c</source>
        <translation>kein Partieprotokoll: n_c und N_c werden als S_c + P_c angenommen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stones played do not match the board and lids: N_B = {played_black} but S_B + P_B = {black}; N_W = {played_white} but S_W + P_W = {white}</source>
        <translation>gespielte Steine passen nicht zu Brett und Deckeln: N_B = {played_black}, aber S_B + P_B = {black}; N_W = {played_white}, aber S_W + P_W = {white}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Area rules III</source>
        <translation>Flächenregeln III</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the lids do not add up</source>
        <translation>die Deckel gehen nicht auf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unequal stones after the first pass: Black {black}, White {white}</source>
        <translation>ungleich viele Steine nach dem ersten Pass: Schwarz {black}, Weiß {white}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Area rules III = territory</source>
        <translation>Flächenregeln III = Gebiet</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Prisoner counting = stone scoring</source>
        <translation>Gefangenenzählung = Steinzählung</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Parity</source>
        <translation>Parität</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A_B + A_W + N is not the number of points: the regions are inconsistent</source>
        <translation>A_B + A_W + N ist nicht die Zahl der Punkte: die Gebiete sind widersprüchlich</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{sum}, odd</source>
        <translation>{sum}, ungerade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{sum}, even</source>
        <translation>{sum}, gerade</translation>
    </message>
</context>
<context>
    <name>Komi</name>
    <message>
        <location filename="../../gocount_gui/scoring/komi.py" line="+53"/>
        <source>komi {komi} allows a jigo; the closest wins are by 2</source>
        <translation>Komi {komi} ermöglicht ein Jigo; die knappsten Siege betragen 2 Punkte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>komi {komi} gives no jigo; the closest results are {white_win} and {black_win}</source>
        <translation>Komi {komi} ergibt kein Jigo; die knappsten Ergebnisse sind {white_win} und {black_win}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{points} counted points (odd): {verdict}.</source>
        <translation>{points} gezählte Punkte (ungerade): {verdict}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a komi of an odd number plus one half (5.5, 7.5)</source>
        <translation>ein Komi von einer ungeraden Zahl plus 1/2 (5.5, 7.5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{points} counted points (even): {verdict}.</source>
        <translation>{points} gezählte Punkte (gerade): {verdict}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a komi of an even number plus one half (6.5, 8.5)</source>
        <translation>ein Komi von einer geraden Zahl plus 1/2 (6.5, 8.5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{summary} The smallest margin repeats every 2 points of komi; {best} makes every game decided by as little as 1/2.</source>
        <translation>{summary} Der kleinste Abstand wiederholt sich alle 2 Komi-Punkte; {best} schließt ein Jigo aus und ermöglicht Siege mit nur 1/2 Punkt.</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <location filename="../../gocount_gui/scoring/ledger.py" line="+170"/>
        <source>{point} is marked dead but holds no stone</source>
        <translation>{point} ist als tot markiert, aber dort steht kein Stein</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>captures cannot be negative: {pair}</source>
        <translation>Gefangene können nicht negativ sein: {pair}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes cannot be negative: {pair}</source>
        <translation>Passzüge können nicht negativ sein: {pair}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>handicap cannot be negative: {handicap}</source>
        <translation>die Vorgabe kann nicht negativ sein: {handicap}</translation>
    </message>
</context>
<context>
    <name>Look</name>
    <message>
        <location filename="../../gocount_gui/ui/look.py" line="+74"/>
        <source>{lead}{why}.</source>
        <translation>{lead}{why}.</translation>
    </message>
</context>
<context>
    <name>Model</name>
    <message>
        <location filename="../../gocount_gui/model/autosave.py" line="+98"/>
        <source>not a colour: {value}</source>
        <translation>keine Farbe: {value}</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+75"/>
        <source>not a count: {value}</source>
        <translation>keine Anzahl: {value}</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>not a point of a {size}x{size} board: {value}</source>
        <translation>kein Punkt eines {size}x{size}-Bretts: {value}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>not an autosave: the file holds no JSON object</source>
        <translation>keine automatische Sicherung: die Datei enthält kein JSON-Objekt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>autosave format {found}; this gocount reads format {format}</source>
        <translation>Sicherungsformat {found}; dieses gocount liest Format {format}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board size is not a number: {value}</source>
        <translation>die Brettgröße ist keine Zahl: {value}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position is not a string of 0, 1 and 2</source>
        <translation>die Stellung ist keine Zeichenkette aus 0, 1 und 2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>komi is not a number: {value}</source>
        <translation>Komi ist keine Zahl: {value}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>unknown rule set {value}</source>
        <translation>unbekanntes Regelwerk {value}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a confidence is not a number: {value}</source>
        <translation>eine Konfidenz ist keine Zahl: {value}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a confidence is not a number from 0 to 1: {value}</source>
        <translation>eine Sicherheit ist keine Zahl von 0 bis 1: {value}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the game&apos;s facts are not texts</source>
        <translation>die Angaben zur Partie sind keine Texte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a dead stone is marked on an empty point: {point}</source>
        <translation>ein toter Stein ist auf einem leeren Punkt markiert: {point}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the autosave&apos;s source is no file name</source>
        <translation>die Quelle der automatischen Sicherung ist kein Dateiname</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the source file&apos;s stamp is not two whole numbers</source>
        <translation>der Stempel der Quelldatei sind nicht zwei ganze Zahlen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the source file&apos;s hash is not a SHA-256</source>
        <translation>der Hash der Quelldatei ist kein SHA-256</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the autosave has no {field}</source>
        <translation>der automatischen Sicherung fehlt {field}</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+4"/>
        <source>the autosave is damaged: {error}</source>
        <translation>die automatische Sicherung ist beschädigt: {error}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the autosave is not JSON: {error}</source>
        <translation>die automatische Sicherung ist kein JSON: {error}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{path} is not a regular file</source>
        <translation>{path} ist keine reguläre Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{path} is too large to be an autosave</source>
        <translation>{path} ist zu groß für eine automatische Sicherung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot read {path}: {error}</source>
        <translation>{path} kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <location line="+195"/>
        <location line="+19"/>
        <source>the count could not be autosaved: {error}</source>
        <translation>die Zählung konnte nicht automatisch gesichert werden: {error}</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>the autosave folder {folder} cannot be used ({error})</source>
        <translation>der Ordner für automatische Sicherungen {folder} ist nicht nutzbar ({error})</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>no permission to write there</source>
        <translation>keine Schreibberechtigung dort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is in use</source>
        <translation>in Benutzung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/model/game_model.py" line="+115"/>
        <source>Black&apos;s lid: captured {old} → {new}</source>
        <translation>Deckel von Schwarz: Gefangene {old} → {new}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black&apos;s lid: pass stones {old} → {new}</source>
        <translation>Deckel von Schwarz: Passsteine {old} → {new}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White&apos;s lid: captured {old} → {new}</source>
        <translation>Deckel von Weiß: Gefangene {old} → {new}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White&apos;s lid: pass stones {old} → {new}</source>
        <translation>Deckel von Weiß: Passsteine {old} → {new}</translation>
    </message>
    <message>
        <location line="+178"/>
        <source>{name} cannot be read any more ({reason}); the count is restored as a new record: save it with Save As</source>
        <translation>{name} kann nicht mehr gelesen werden ({reason}); die Zählung wird als neues Protokoll wiederhergestellt: mit „Speichern unter“ speichern</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>this count cannot be saved until it can be counted: {problem}</source>
        <translation>diese Zählung kann erst gespeichert werden, wenn sie zählbar ist: {problem}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file exists</source>
        <translation>die Datei existiert bereits</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file holds a {file}x{file} game and the count is {count}x{count}; a count is never written over a game of another size</source>
        <translation>die Datei enthält eine {file}x{file}-Partie und die Zählung ist {count}x{count}; eine Zählung wird nie über eine Partie anderer Größe geschrieben</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot read the game&apos;s file again: {error}</source>
        <translation>die Datei der Partie kann nicht erneut gelesen werden: {error}</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Erase {point}</source>
        <translation>{point} löschen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Erase stones</source>
        <translation>Steine löschen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place black {point}</source>
        <translation>Schwarz auf {point} setzen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place black stones</source>
        <translation>Schwarze Steine setzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place white {point}</source>
        <translation>Weiß auf {point} setzen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place white stones</source>
        <translation>Weiße Steine setzen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Mark {point} alive</source>
        <translation>{point} als lebend markieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not marked dead: {reason} (to mark it anyway: Shift+click it, or press F)</source>
        <translation>Nicht als tot markiert: {reason} (trotzdem markieren: Umschalt+Klick oder F drücken)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mark {point} dead</source>
        <translation>{point} als tot markieren</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Clear dead marks</source>
        <translation>Tot-Markierungen löschen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Region at {point}: automatic</source>
        <translation>Gebiet bei {point}: automatisch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Region at {point}: Black</source>
        <translation>Gebiet bei {point}: Schwarz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Region at {point}: White</source>
        <translation>Gebiet bei {point}: Weiß</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Region at {point}: neutral</source>
        <translation>Gebiet bei {point}: neutral</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Last pass: Black</source>
        <translation>Letzter Pass: Schwarz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last pass: White</source>
        <translation>Letzter Pass: Weiß</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last pass: nobody</source>
        <translation>Letzter Pass: niemand</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Komi {komi}</source>
        <translation>Komi {komi}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Handicap {stones}</source>
        <translation>Vorgabe {stones}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edit game info</source>
        <translation>Partie-Informationen bearbeiten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules: {rules}</source>
        <translation>Regeln: {rules}</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>The dead-stone suggestion failed: {error}</source>
        <translation>Der Vorschlag toter Steine ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The stones changed while the suggestion ran; ask again.</source>
        <translation>Die Steine haben sich während des Vorschlags geändert; erneut anfordern.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Suggest dead stones</source>
        <translation>Tote Steine vorschlagen</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n stones suggested dead</source>
        <translation>
            <numerusform>%n Stein als tot vorgeschlagen</numerusform>
            <numerusform>%n Steine als tot vorgeschlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>; %n unsure, marked with a question mark: check them</source>
        <translation>
            <numerusform>; %n unsicher, mit Fragezeichen markiert: bitte prüfen</numerusform>
            <numerusform>; %n unsicher, mit Fragezeichen markiert: bitte prüfen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <location filename="../../gocount_gui/scoring/numbers.py" line="+81"/>
        <source>stones on the board</source>
        <translation>Steine auf dem Brett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>territory</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seki eyes</source>
        <translation>Seki-Augen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>points to fill</source>
        <translation>zu füllende Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones captured during play</source>
        <translation>im Spiel geschlagene Steine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dead stones removed</source>
        <translation>entfernte tote Steine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes</source>
        <translation>Passzüge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones played up to the first pass</source>
        <translation>bis zum ersten Pass gespielte Steine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones played in the game</source>
        <translation>in der Partie gespielte Steine</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot be negative ({number})</source>
        <translation>kann nicht negativ sein ({number})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>board size</source>
        <translation>Brettgröße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>handicap</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>who passed last (1 for Black)</source>
        <translation>wer zuletzt gepasst hat (1 für Schwarz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neutral points</source>
        <translation>neutrale Punkte</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>expected name=value, e.g. S_B=120</source>
        <translation>erwartet Name=Wert, z. B. S_B=120</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>given twice</source>
        <translation>doppelt angegeben</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>unknown; known: {names}</source>
        <translation>unbekannt; bekannt: {names}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{text}… is too large for a count</source>
        <translation>{text}… ist zu groß für eine Zählung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{text} is not a whole number</source>
        <translation>{text} ist keine ganze Zahl</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>give {black} and {white} together, or neither</source>
        <translation>{black} und {white} zusammen angeben oder keines von beiden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{text} is not a number</source>
        <translation>{text} ist keine Zahl</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{size} is not a board size gocount counts ({low} to {high})</source>
        <translation>{size} ist keine Brettgröße, die gocount zählt ({low} bis {high})</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{black} + {white} stones are more than the {points} points of a {size}x{size} board</source>
        <translation>{black} + {white} Steine sind mehr als die {points} Punkte eines {size}x{size}-Bretts</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>area S + T + E = {area} is larger than the board ({points} points)</source>
        <translation>Fläche S + T + E = {area} ist größer als das Brett ({points} Punkte)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the areas {black} + {white} = {both} are larger than the board ({points} points)</source>
        <translation>die Flächen {black} + {white} = {both} sind größer als das Brett ({points} Punkte)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>points to fill are part of the seki eyes E and cannot be more</source>
        <translation>zu füllende Punkte gehören zu den Seki-Augen E und können nicht mehr sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{stones} handicap stones do not fit on a {size}x{size} board</source>
        <translation>{stones} Vorgabesteine passen nicht auf ein {size}x{size}-Brett</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is 1 when Black passed last, else 0 (not {value})</source>
        <translation>ist 1, wenn Schwarz zuletzt gepasst hat, sonst 0 (nicht {value})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>says Black passed last, but R_B = 0 (Black never passed)</source>
        <translation>sagt, Schwarz habe zuletzt gepasst, aber R_B = 0 (Schwarz hat nie gepasst)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{komi} is not a komi (a number between -{most} and {most})</source>
        <translation>{komi} ist kein Komi (eine Zahl zwischen -{most} und {most})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>stones played up to the first pass ({before}) cannot be more than in the whole game ({symbol} = {played})</source>
        <translation>bis zum ersten Pass gespielte Steine ({before}) können nicht mehr sein als in der ganzen Partie ({symbol} = {played})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>neutral points must be s*s - A_B - A_W = {points} - {black} - {white} = {neutral}, not {given}</source>
        <translation>neutrale Punkte müssen s*s - A_B - A_W = {points} - {black} - {white} = {neutral} sein, nicht {given}</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>not in the count {formula}</source>
        <translation>nicht in der Zählung {formula}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seki eyes are nobody&apos;s under these rules</source>
        <translation>Seki-Augen gehören nach diesen Regeln niemandem</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>counts the board with the dead stones standing: it needs the position</source>
        <translation>zählt das Brett mit stehenden toten Steinen: braucht die Stellung</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/numbers_window.py" line="+60"/>
        <source>SGF game records (*.sgf *.SGF);;All files (*)</source>
        <translation>SGF-Partieprotokolle (*.sgf *.SGF);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stones on the board</source>
        <translation>Steine auf dem Brett</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>after the dead stones are taken off</source>
        <translation>nachdem die toten Steine entfernt sind</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>empty points surrounded, seki eyes excepted</source>
        <translation>umschlossene leere Punkte, ohne Seki-Augen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seki eyes</source>
        <translation>Seki-Augen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>eyes of groups in seki (area counts them)</source>
        <translation>Augen von Gruppen im Seki (die Flächenzählung zählt sie)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Stones played to the first pass</source>
        <translation>Gespielte Steine bis zum ersten Pass</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>from a game record, handicap included</source>
        <translation>aus einem Partieprotokoll, Vorgabe eingeschlossen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stones played in the game</source>
        <translation>In der Partie gespielte Steine</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+147"/>
        <location line="+462"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="-609"/>
        <location line="+147"/>
        <location line="+462"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="-609"/>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black player</source>
        <translation>Spieler Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White player</source>
        <translation>Spieler Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>Count by Numbers</source>
        <translation>Zählung nach Zahlen</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+434"/>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <location line="-434"/>
        <location line="+434"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="-433"/>
        <source>&amp;Results</source>
        <translation>&amp;Ergebnisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table of Counts and Proofs</source>
        <translation>&amp;Zähltabelle und Beweise</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>This count by numbers is not saved. Save it first?</source>
        <translation>Diese Zählung nach Zahlen ist nicht gespeichert. Zuerst speichern?</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>The game</source>
        <translation>Die Partie</translation>
    </message>
    <message>
        <location line="-155"/>
        <location filename="../../gocount_gui/ui/sheet.py" line="+452"/>
        <source>Captured by the player</source>
        <translation>Vom Spieler geschlagen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the prisoners in the player&apos;s lid, taken during play</source>
        <translation>die Gefangenen im Deckel des Spielers, im Spiel geschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gocount_gui/ui/sheet.py" line="+1"/>
        <source>Dead stones the player took off</source>
        <translation>Vom Spieler abgenommene tote Steine</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the other colour&apos;s dead stones, put in the player&apos;s lid at the end</source>
        <translation>die toten Steine der anderen Farbe, am Ende in den Deckel des Spielers gelegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gocount_gui/ui/sheet.py" line="+1"/>
        <source>Times the player passed</source>
        <translation>So oft hat der Spieler gepasst</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>each pass is a stone given to the other player</source>
        <translation>für jeden Pass bekommt der andere Spieler einen Stein</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Captured by Black: the white stones in Black&apos;s lid ({symbol})</source>
        <translation>Von Schwarz geschlagen: die weißen Steine in Schwarz’ Deckel ({symbol})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured by White: the black stones in White&apos;s lid ({symbol})</source>
        <translation>Von Weiß geschlagen: die schwarzen Steine in Weiß’ Deckel ({symbol})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead white stones Black took off, into Black&apos;s lid ({symbol})</source>
        <translation>Tote weiße Steine, die Schwarz abnahm, in Schwarz’ Deckel ({symbol})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead black stones White took off, into White&apos;s lid ({symbol})</source>
        <translation>Tote schwarze Steine, die Weiß abnahm, in Weiß’ Deckel ({symbol})</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>The rule set on top of the results; the fields it does not need are marked</source>
        <translation>Das Regelwerk oben in den Ergebnissen; die Felder, die es nicht braucht, sind markiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;size</source>
        <translation>Brett&amp;größe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board size s: the board has s*s points</source>
        <translation>Brettgröße s: das Brett hat s*s Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Handicap stones H (0 in an even game)</source>
        <translation>Vorgabesteine H (0 in einer Partie ohne Vorgabe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Handicap stones (H)</source>
        <translation>&amp;Vorgabesteine (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Komi K, given to White</source>
        <translation>Komi K, das Weiß erhält</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Komi (K)</source>
        <translation>&amp;Komi (K)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who made the last pass (L = 1 when Black did)</source>
        <translation>Wer zuletzt gepasst hat (L = 1, wenn es Schwarz war)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last pass by (L)</source>
        <translation>&amp;Letzter Pass von (L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the players counted</source>
        <translation>Was die Spieler gezählt haben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stones played are known (from a game record)</source>
        <translation>Gespielte Steine sind bekannt (aus einem Partieprotokoll)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area rules III count the stones each side played before the first pass (n) and in all (N)</source>
        <translation>Flächenregeln III zählen die Steine, die jede Seite vor dem ersten Pass (n) und insgesamt (N) gespielt hat</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{words} ({symbol})</source>
        <translation>{words} ({symbol})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Black: {words} ({symbol}); {tip}</source>
        <translation>Schwarz: {words} ({symbol}); {tip}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White: {words} ({symbol}); {tip}</source>
        <translation>Weiß: {words} ({symbol}); {tip}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Players (for the record and the score sheet)</source>
        <translation>Spieler (für Protokoll und Zählblatt)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Count by Numbers…</source>
        <translation>Zählung nach Zahlen ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Score Sheet…</source>
        <translation>Zählblatt &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <location line="+201"/>
        <source>Cannot count these numbers</source>
        <translation>Diese Zahlen lassen sich nicht zählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot count: {problem}</source>
        <translation>Nicht zählbar: {problem}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the stones on the board are not typed</source>
        <translation>die Steine auf dem Brett sind nicht eingetragen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>not checked: the stones on the board are not typed</source>
        <translation>nicht geprüft: die Steine auf dem Brett sind nicht eingetragen</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+157"/>
        <source>{rules}: not counted ({why})</source>
        <translation>{rules}: nicht gezählt ({why})</translation>
    </message>
    <message>
        <location line="-155"/>
        <location line="+157"/>
        <location filename="../../gocount_gui/ui/window.py" line="+510"/>
        <source>{rules}: {result}</source>
        <translation>{result} ({rules})</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>Lid audit: </source>
        <translation>Deckelprobe: </translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+176"/>
        <source>needs the position</source>
        <translation>braucht die Stellung</translation>
    </message>
    <message>
        <location line="-176"/>
        <location line="+176"/>
        <source>needs the stones</source>
        <translation>braucht die Steine</translation>
    </message>
    <message>
        <location line="-157"/>
        <source>Count by numbers: the table of counts</source>
        <translation>Zählung nach Zahlen: die Zähltabelle</translation>
    </message>
    <message>
        <location line="-294"/>
        <location line="+306"/>
        <source>not needed</source>
        <translation>nicht nötig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not needed under {rules}: {why}</source>
        <translation>Nicht nötig für Regelwerk {rules}: {why}</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+11"/>
        <source>Open a Count by Numbers</source>
        <translation>Eine Zählung nach Zahlen öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} was not opened: {error}</source>
        <translation>{name} wurde nicht geöffnet: {error}</translation>
    </message>
    <message>
        <location line="-346"/>
        <source>{name}[*] — Count by Numbers</source>
        <translation>{name}[*] — Zählung nach Zahlen</translation>
    </message>
    <message>
        <location line="+360"/>
        <location line="+23"/>
        <source>Save the Count</source>
        <translation>Die Zählung speichern</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>These numbers cannot be counted yet: {error}</source>
        <translation>Diese Zahlen lassen sich noch nicht zählen: {error}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the Count by Numbers</source>
        <translation>Die Zählung nach Zahlen speichern</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The count was not saved: {error}</source>
        <translation>Die Zählung wurde nicht gespeichert: {error}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Count by numbers</source>
        <translation>Zählung nach Zahlen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{black} (Black) – {white} (White)</source>
        <translation>{black} (Schwarz) – {white} (Weiß)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{size}x{size}, komi {komi}, handicap {handicap}; counted by numbers under {rules}:</source>
        <translation>{size}x{size}, Komi {komi}, Vorgabe {handicap}; Zählung nach Zahlen, Regelwerk {rules}:</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+34"/>
        <source>Lid audit: {why}</source>
        <translation>Deckelprobe: {why}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table of counts</source>
        <translation>Die Zähltabelle</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+8"/>
        <source>Export the Score Sheet</source>
        <translation>Das Zählblatt exportieren</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The score sheet was not written: {error}</source>
        <translation>Das Zählblatt wurde nicht geschrieben: {error}</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <location filename="../../gocount_gui/ui/panel.py" line="+52"/>
        <location line="+265"/>
        <source>Rule set</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <location line="-264"/>
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
        <location line="+273"/>
        <source>Komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <location line="-272"/>
        <location filename="../../gocount_gui/ui/sheet.py" line="-75"/>
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
        <location line="+263"/>
        <source>Komi: the points White gets for moving second (K)</source>
        <translation>Komi: die Punkte, die Weiß als Nachziehender erhält (K)</translation>
    </message>
    <message>
        <location line="-262"/>
        <source>Who wins and by how much: Black&apos;s points minus White&apos;s</source>
        <translation>Wer gewinnt und mit wie viel: Punkte von Schwarz minus Punkte von Weiß</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Cannot count under {rules} rules</source>
        <translation>Nicht zählbar (Regeln: {rules})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not finished: {result} as the board stands under {rules} rules</source>
        <translation>Nicht beendet: {result} beim jetzigen Stand (Regeln: {rules})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{result} under {rules} rules</source>
        <translation>{result} (Regeln: {rules})</translation>
    </message>
    <message>
        <location line="+24"/>
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
        <location line="+22"/>
        <location line="+566"/>
        <source>In symbols: {formula}</source>
        <translation>In Formeln: {formula}</translation>
    </message>
    <message>
        <location line="-540"/>
        <source>Does not apply: {why}</source>
        <translation>Trifft nicht zu: {why}</translation>
    </message>
    <message>
        <location line="+107"/>
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
        <location line="+145"/>
        <location filename="../../gocount_gui/ui/sheet.py" line="+5"/>
        <source>This position cannot be counted: {problem}</source>
        <translation>Diese Stellung kann nicht gezählt werden: {problem}</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Equivalence, area rules III, stone scoring and prisoner counting come from the papers gocount is built on: they show why the counting methods agree, and are rarely played.</source>
        <translation>Äquivalenz, Flächenregeln III, Steinzählung und Gefangenenzählung stammen aus den Arbeiten, auf denen gocount beruht: Sie zeigen, warum die Zählmethoden übereinstimmen, und werden selten gespielt.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Komi here: {komi}.</source>
        <translation>Komi hier: {komi}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Komi here: {komi} (the rule set&apos;s usual komi is {usual}).</source>
        <translation>Komi hier: {komi} (das übliche Komi des Regelwerks ist {usual}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(the rule set on top)</source>
        <translation>(das oben gewählte Regelwerk)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A draw (jigo)</source>
        <translation>Unentschieden (Jigo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black wins by {margin}</source>
        <translation>Schwarz gewinnt mit {margin}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White wins by {margin}</source>
        <translation>Weiß gewinnt mit {margin}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{result_words}: Black {black}, White {white} ({result})</source>
        <translation>{result_words}: Schwarz {black}, Weiß {white} ({result})</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Result = {formula} = {result}</source>
        <translation>Ergebnis = {formula} = {result}</translation>
    </message>
</context>
<context>
    <name>Phone</name>
    <message>
        <location filename="../../gocount_gui/phone/page.py" line="+33"/>
        <source>Send a photo to gocount</source>
        <translation>Ein Foto an gocount senden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a photo of the whole board from above, in good light, or choose one you took.</source>
        <translation>Das ganze Brett bei gutem Licht von oben fotografieren oder ein vorhandenes Foto wählen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a Photo</source>
        <translation>Foto aufnehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a Photo Already Taken</source>
        <translation>Vorhandenes Foto wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sending the photo…</source>
        <translation>Foto wird gesendet…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Received: look at the laptop.</source>
        <translation>Empfangen: jetzt auf den Laptop schauen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The photo could not be sent. Is the phone on the same Wi-Fi as the laptop? Try again.</source>
        <translation>Das Foto konnte nicht gesendet werden. Ist das Handy im selben WLAN wie der Laptop? Bitte erneut versuchen.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The photo is larger than {megabytes} MB. Send a smaller one.</source>
        <translation>Das Foto ist größer als {megabytes} MB. Bitte ein kleineres senden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a JPEG or PNG photo. Take a photo with the camera, or choose another.</source>
        <translation>Das ist kein JPEG- oder PNG-Foto. Ein Foto mit der Kamera aufnehmen oder ein anderes wählen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gocount cannot read HEIC photos. Choose the photo again, or set the camera to take JPEG photos (“Most Compatible”).</source>
        <translation>gocount kann keine HEIC-Fotos lesen. Das Foto erneut wählen oder die Kamera auf JPEG stellen („Maximale Kompatibilität“).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The photo came too slowly and was not received. Try again nearer the Wi-Fi.</source>
        <translation>Das Foto kam zu langsam an und wurde nicht angenommen. Näher am WLAN erneut versuchen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A photo was already received. Look at the laptop.</source>
        <translation>Es wurde bereits ein Foto empfangen. Bitte auf den Laptop schauen.</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/phone/server.py" line="+319"/>
        <source>This computer is not connected to a network, so a phone cannot reach it. Connect it to the Wi-Fi the phone is on, then try again.</source>
        <translation>Dieser Computer ist mit keinem Netzwerk verbunden, daher kann ihn kein Handy erreichen. Ihn mit dem WLAN des Handys verbinden und erneut versuchen.</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/phone_dialog.py" line="+143"/>
        <source>gocount could not open an address for the phone: {error}</source>
        <translation>gocount konnte keine Adresse für das Handy öffnen: {error}</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Receive from Phone</source>
        <translation>Vom Handy empfangen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan this code with the phone&apos;s camera, or type the address into the phone&apos;s browser. Then take the photo on the page that opens.</source>
        <translation>Diesen Code mit der Kamera des Handys scannen oder die Adresse im Browser des Handys eingeben. Dann auf der Seite, die sich öffnet, das Foto aufnehmen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phone must be on the same Wi-Fi as this computer. If the page does not open, a firewall on this computer may be blocking gocount: allow it on private networks.</source>
        <translation>Das Handy muss im selben WLAN sein wie dieser Computer. Öffnet sich die Seite nicht, blockiert vielleicht eine Firewall auf diesem Computer gocount: es für private Netzwerke zulassen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Code</source>
        <translation>&amp;Neuer Code</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a new address for the phone</source>
        <translation>Eine neue Adresse für das Handy öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QR code of the address for the phone</source>
        <translation>QR-Code der Adresse für das Handy</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The phone has opened the page. Waiting for the photo…</source>
        <translation>Das Handy hat die Seite geöffnet. Warten auf das Foto…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Receiving the photo ({megabytes} MB)…</source>
        <translation>Foto wird empfangen ({megabytes} MB)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The phone was told: {said}</source>
        <translation>Dem Handy wurde gesagt: {said}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Photo received.</source>
        <translation>Foto empfangen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No phone has opened the page yet. If the phone cannot open it, it is on another Wi-Fi than this computer, or a firewall on this computer blocks gocount.</source>
        <translation>Noch hat kein Handy die Seite geöffnet. Kann das Handy sie nicht öffnen, ist es in einem anderen WLAN als dieser Computer, oder eine Firewall auf diesem Computer blockiert gocount.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The address has expired, so the phone can no longer send to it. Press New Code for another.</source>
        <translation>Die Adresse ist abgelaufen; das Handy kann nichts mehr an sie senden. „Neuer Code“ drücken für eine neue.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the phone…</source>
        <translation>Warten auf das Handy…</translation>
    </message>
</context>
<context>
    <name>Photo</name>
    <message>
        <location filename="../../gocount_gui/ui/photo_board.py" line="+59"/>
        <source>The position as read</source>
        <translation>Die gelesene Stellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a point to change it: empty, black, white</source>
        <translation>Einen Punkt anklicken, um ihn zu ändern: leer, schwarz, weiß</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No position yet</source>
        <translation>Noch keine Stellung</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_canvas.py" line="+289"/>
        <source>Drag this handle onto a corner point of the grid</source>
        <translation>Diesen Griff auf einen Eckpunkt des Gitters ziehen</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_support.py" line="+119"/>
        <location filename="../../gocount_gui/ui/photo_view.py" line="+197"/>
        <source>The clipboard holds no picture. Copy a photo or an image file first.</source>
        <translation>Die Zwischenablage enthält kein Bild. Zuerst ein Foto oder eine Bilddatei kopieren.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Read the position from {name}</source>
        <translation>Stellung aus {name} lesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the position from a photo</source>
        <translation>Stellung aus einem Foto lesen</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_board.py" line="+65"/>
        <source>Board &amp;size:</source>
        <translation>Brett&amp;größe:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The board&apos;s size: Automatic finds it in the photo; another choice reads the photo again with that size</source>
        <translation>Die Brettgröße: „Automatisch“ erkennt sie im Foto; eine andere Wahl liest das Foto mit dieser Größe neu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Doubt</source>
        <translation>&amp;Nächster Zweifelsfall</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ring the next point the reader is unsure of, on the photo and on the board (N)</source>
        <translation>Den nächsten Punkt einkreisen, bei dem das Lesen unsicher ist, auf dem Foto und auf dem Brett (N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I have checked every point</source>
        <translation>Ich habe jeden Punkt geprüft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the position although the grid is not trusted: every point was compared with the photo</source>
        <translation>Die Stellung verwenden, obwohl dem Gitter nicht getraut wird: jeder Punkt wurde mit dem Foto verglichen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the photo: the grid as read, a dot on each stone, amber rings around the points to check. Drag a round handle onto a corner point of the grid to read the photo again. On the board: click a point to change it (empty, black, white).</source>
        <translation>Auf dem Foto: das gelesene Gitter, ein Punkt auf jedem Stein, bernsteinfarbene Ringe um die zu prüfenden Punkte. Einen runden Griff auf einen Eckpunkt des Gitters ziehen, um das Foto neu zu lesen. Auf dem Brett: einen Punkt anklicken, um ihn zu ändern (leer, schwarz, weiß).</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_view.py" line="-35"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop reading the photo</source>
        <translation>Das Lesen des Fotos abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read with These &amp;Corners</source>
        <translation>Mit diesen &amp;Ecken lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the photo again with the grid&apos;s corners where the round handles are</source>
        <translation>Das Foto neu lesen, mit den Ecken des Gitters dort, wo die runden Griffe sind</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Use This Position</source>
        <translation>Diese Stellung &amp;verwenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count this position in the main window, with the dead stones suggested</source>
        <translation>Diese Stellung im Hauptfenster zählen, mit vorgeschlagenen toten Steinen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste Photo</source>
        <translation>Foto einfügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The photo with the grid read in it</source>
        <translation>Das Foto mit dem darin gelesenen Gitter</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Loading the photo…</source>
        <translation>Foto wird geladen…</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Reading the photo: %p%</source>
        <translation>Foto wird gelesen: %p%</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Receive from &amp;Phone…</source>
        <translation>Vom &amp;Handy empfangen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a QR code that a phone on the same Wi-Fi opens to send its photo here</source>
        <translation>Einen QR-Code zeigen, mit dem ein Handy im selben WLAN sein Foto hierher sendet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Count from a Photo</source>
        <translation>Aus einem Foto zählen</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+174"/>
        <source>Reading the photo…</source>
        <translation>Foto wird gelesen…</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>Waiting for the photo from the phone…</source>
        <translation>Warten auf das Foto vom Handy…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Reading cancelled.</source>
        <translation>Lesen abgebrochen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The photo could not be read: {error}</source>
        <translation>Das Foto konnte nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The picture</source>
        <translation>Das Bild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gocount: cannot open the photo</source>
        <translation>gocount: das Foto kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot be opened as a photo.

{reason}</source>
        <translation>{name} kann nicht als Foto geöffnet werden.

{reason}</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Drag %n more corners, or press Read with These Corners.</source>
        <translation>
            <numerusform>Noch %n Ecke ziehen oder „Mit diesen Ecken lesen“ drücken.</numerusform>
            <numerusform>Noch %n Ecken ziehen oder „Mit diesen Ecken lesen“ drücken.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reading the photo with the corners you placed…</source>
        <translation>Foto wird mit den gesetzten Ecken gelesen…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{point} is now {colour}.</source>
        <translation>{point} ist jetzt {colour}.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Doubtful point {number} of {count}: {point}. Click it on the board to change it.</source>
        <translation>Zweifelhafter Punkt {number} von {count}: {point}. Zum Ändern auf dem Brett anklicken.</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>%n points to check</source>
        <translation>
            <numerusform>%n Punkt zu prüfen</numerusform>
            <numerusform>%n Punkte zu prüfen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No doubtful point</source>
        <translation>Kein zweifelhafter Punkt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No board was read in this photo. Drag the four round handles onto the corner points of the grid (its outermost intersections), then press Read with These Corners.</source>
        <translation>In diesem Foto wurde kein Brett gelesen. Die vier runden Griffe auf die Eckpunkte des Gitters ziehen (seine äußersten Schnittpunkte), dann „Mit diesen Ecken lesen“ drücken.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read as a {size}×{size} board: {black} black stones, {white} white stones.</source>
        <translation>Als {size}×{size}-Brett gelesen: {black} schwarze Steine, {white} weiße Steine.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The grid is not trusted, so the position may be wrong. Drag the four round handles onto the corner points of the grid; the photo is read again as you let go.</source>
        <translation>Dem Gitter wird nicht getraut, die Stellung kann also falsch sein. Die vier runden Griffe auf die Eckpunkte des Gitters ziehen; beim Loslassen wird das Foto neu gelesen.</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/vision/doubts.py" line="+63"/>
        <source>The black chain at {point} has no liberty: a stone around it is probably misread.</source>
        <extracomment>At most this many low-confidence points are listed (impossible shapes come on top). The least sure points always shown, however sure they are: on the development photos read with their true corners, a board with one wrong point had it as its least sure point.</extracomment>
        <translation>Die schwarze Kette bei {point} hat keine Freiheit: ein Stein um sie herum ist wahrscheinlich falsch gelesen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The white chain at {point} has no liberty: a stone around it is probably misread.</source>
        <translation>Die weiße Kette bei {point} hat keine Freiheit: ein Stein um sie herum ist wahrscheinlich falsch gelesen.</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/vision/grid.py" line="+240"/>
        <location filename="../../gocount_gui/vision/reading.py" line="+162"/>
        <source>Fitting the grid</source>
        <extracomment>The straightened board&apos;s side, in pixels. A grid whose score is below this is not trusted; the player is asked for the corners. A grid this clear is taken without trying the other outlines. A grid fitted to the lines alone whose lines end this clearly is taken as it is: the stones are asked only where the lines are hidden or unclear.</extracomment>
        <translation>Gitter wird angepasst</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/vision/image.py" line="+32"/>
        <source>The image</source>
        <extracomment>Larger images are refused after the header is read (a 200 megapixel panorama, a bomb). The working copy&apos;s longer side, in pixels: enough for a 19x19 grid at ~40 px a cell.</extracomment>
        <translation>Das Bild</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+11"/>
        <source>{name} is larger than {megabytes} MB; it is not read.</source>
        <translation>{name} ist größer als {megabytes} MB und wird nicht gelesen.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>{name} was not found.</source>
        <translation>{name} wurde nicht gefunden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is a folder, not a photo.</source>
        <translation>{name} ist ein Ordner, kein Foto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} could not be read: {reason}.</source>
        <translation>{name} konnte nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is empty.</source>
        <translation>{name} ist leer.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} is not an image gocount can read (JPEG, PNG, BMP, WebP or TIFF).</source>
        <translation>{name} ist kein Bild, das gocount lesen kann (JPEG, PNG, BMP, WebP oder TIFF).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} has {megapixels} megapixels; at most {most} are read.</source>
        <translation>{name} hat {megapixels} Megapixel; höchstens {most} werden gelesen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is only {width}x{height} pixels: too small to show a board.</source>
        <translation>{name} hat nur {width}x{height} Pixel: zu klein, um ein Brett zu zeigen.</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/vision/reading.py" line="-20"/>
        <source>A board of {size} lines cannot be read; 9, 13 or 19 can.</source>
        <translation>Ein Brett mit {size} Linien kann nicht gelesen werden; eines mit 9, 13 oder 19 schon.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Preparing the photo</source>
        <translation>Foto wird vorbereitet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finding the board</source>
        <translation>Brett wird gesucht</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No Go board was found in this photo. Give its four corners by hand.</source>
        <translation>In diesem Foto wurde kein Go-Brett gefunden. Seine vier Ecken von Hand angeben.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No grid of 9, 13 or 19 lines was found on the board. Give its four corners by hand.</source>
        <translation>Auf dem Brett wurde kein Gitter mit 9, 13 oder 19 Linien gefunden. Seine vier Ecken von Hand angeben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the stones</source>
        <translation>Steine werden gelesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for doubts</source>
        <translation>Zweifelsfälle werden gesucht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The grid did not fit the photo well; drag the four corners onto the corner points.</source>
        <translation>Das Gitter passte nicht gut zum Foto; die vier Ecken auf die Eckpunkte ziehen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
</context>
<context>
    <name>Proofs</name>
    <message>
        <location filename="../../gocount_gui/scoring/proofs.py" line="+125"/>
        <source>Every step holds on this game.</source>
        <translation>Jeder Schritt gilt für diese Partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stops at {claim}: {why}.</source>
        <translation>Bricht ab bei {claim}: {why}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the two sides differ</source>
        <translation>die beiden Seiten unterscheiden sich</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>record</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S + P (no record)</source>
        <translation>S + P (kein Protokoll)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>regions</source>
        <translation>Gebiete</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>record or tray</source>
        <translation>Protokoll oder Deckel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>territory: empty points only this colour surrounds</source>
        <translation>Gebiet: leere Punkte, die nur diese Farbe umschließt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones on the board, dead ones removed</source>
        <translation>Steine auf dem Brett, tote entfernt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eyes of groups in seki (and points to fill)</source>
        <translation>Augen von Gruppen im Seki (und zu füllende Punkte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>area: stones, territory and seki eyes</source>
        <translation>Fläche: Steine, Gebiet und Seki-Augen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones captured during play</source>
        <translation>im Spiel geschlagene Steine</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lid</source>
        <translation>Deckel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dead stones removed at the end</source>
        <translation>am Ende entfernte tote Steine</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead marks</source>
        <translation>Tot-Markierungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prisoners: in the opponent&apos;s lid</source>
        <translation>Gefangene: im Deckel des Gegners</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes (pass stones given)</source>
        <translation>Passzüge (abgegebene Passsteine)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moves made (Black&apos;s extra handicap stones not counted)</source>
        <translation>gemachte Züge (zusätzliche Vorgabesteine von Schwarz nicht gezählt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S + P + R (- H&apos; for Black)</source>
        <translation>S + P + R (- H&apos; für Schwarz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>territory score with pass stones</source>
        <translation>Gebietspunkte mit Passsteinen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones played up to the first pass</source>
        <translation>bis zum ersten Pass gespielte Steine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones played in the whole game</source>
        <translation>in der ganzen Partie gespielte Steine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neutral points: dame and shared liberties of seki</source>
        <translation>neutrale Punkte: Dame und gemeinsame Freiheiten im Seki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>handicap stones</source>
        <translation>Vorgabesteine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>handicap stones beyond one normal first move</source>
        <translation>Vorgabesteine über einen normalen ersten Zug hinaus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 if Black made the last pass</source>
        <translation>1, wenn Schwarz zuletzt gepasst hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>M_B = M_W (White passes last, so both made as many moves)</source>
        <translation>M_B = M_W (Weiß passt zuletzt, also haben beide gleich viele Züge gemacht)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>M_B - L = M_W (Black starts and the players alternate)</source>
        <translation>M_B - L = M_W (Schwarz beginnt, und die Spieler ziehen abwechselnd)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Black passed last (L = 1): Black made one move more, M_B = {black}, M_W = {white}</source>
        <translation>Schwarz hat zuletzt gepasst (L = 1): Schwarz hat einen Zug mehr gemacht, M_B = {black}, M_W = {white}</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>the lids do not add up: Black&apos;s side has %n more moves (Black&apos;s lid is %n short, or White&apos;s holds %n too many)</source>
        <translation>
            <numerusform>die Deckel gehen nicht auf: die Seite von Schwarz hat %n Zug mehr (im Deckel von Schwarz fehlt %n, oder in dem von Weiß ist %n zu viel)</numerusform>
            <numerusform>die Deckel gehen nicht auf: die Seite von Schwarz hat %n Züge mehr (im Deckel von Schwarz fehlen %n, oder in dem von Weiß sind %n zu viel)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>the lids do not add up: Black&apos;s side has %n fewer moves (White&apos;s lid is %n short, or Black&apos;s holds %n too many)</source>
        <translation>
            <numerusform>die Deckel gehen nicht auf: die Seite von Schwarz hat %n Zug weniger (im Deckel von Weiß fehlt %n, oder in dem von Schwarz ist %n zu viel)</numerusform>
            <numerusform>die Deckel gehen nicht auf: die Seite von Schwarz hat %n Züge weniger (im Deckel von Weiß fehlen %n, oder in dem von Schwarz sind %n zu viel)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the lids do not add up</source>
        <translation>die Deckel gehen nicht auf</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>seki eyes: area counts E_B - E_W = {black} - {white} = {difference} that territory does not</source>
        <translation>Seki-Augen: die Fläche zählt E_B - E_W = {black} - {white} = {difference}, das Gebiet nicht</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Handicap (corollary 3): Black placed H - 1 stones more than one move, White gets H&apos; points (rule 4)</source>
        <translation>Vorgabe (Korollar 3): Schwarz hat H - 1 Steine mehr als einen Zug gesetzt, Weiß erhält H&apos; Punkte (Regel 4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Area and territory agree (the equivalence theorem)</source>
        <translation>Fläche und Gebiet stimmen überein (der Äquivalenzsatz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“The Equivalence Theorem”, a rules appendix</source>
        <translation>„The Equivalence Theorem“, Anhang eines Regelwerks</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>area - territory = (S_B + P_B) - (S_W + P_W) + (E_B - E_W)  (K cancels, T cancels)</source>
        <translation>Fläche - Gebiet = (S_B + P_B) - (S_W + P_W) + (E_B - E_W)  (K hebt sich auf, T hebt sich auf)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>area - territory = L + H&apos; + (R_W - R_B) + (E_B - E_W)</source>
        <translation>Fläche - Gebiet = L + H&apos; + (R_W - R_B) + (E_B - E_W)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>“Mathematics of Scoring”, Sensei&apos;s Library</source>
        <translation>„Mathematics of Scoring“, Sensei&apos;s Library</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Ikeda Toshio, “On the Rules of Go”</source>
        <translation>Ikeda Toshio, „On the Rules of Go“</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Robert Jasiek, “Prisoner Counting for Stone Scoring”</source>
        <translation>Robert Jasiek, „Prisoner Counting for Stone Scoring“</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>“The Equivalence Theorem”; “Mathematics of Scoring”</source>
        <translation>„The Equivalence Theorem“; „Mathematics of Scoring“</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>“The Equivalence Theorem”; “Mathematics of Scoring”; Jasiek</source>
        <translation>„The Equivalence Theorem“; „Mathematics of Scoring“; Jasiek</translation>
    </message>
    <message>
        <location line="-234"/>
        <source>Every move puts a stone on the board, gives a prisoner or is a pass. When White passes last both players made the same number of moves, so the difference in stones on the board is the difference in prisoners and passes; adding the territory to both shows that area counting and territory counting with pass stones give the same difference. In a handicap game White gets H - 1 points under area counting.</source>
        <translation>Jeder Zug setzt einen Stein aufs Brett, liefert einen Gefangenen oder ist ein Pass. Passt Weiß zuletzt, haben beide Spieler gleich viele Züge gemacht; also ist der Unterschied der Steine auf dem Brett der Unterschied der Gefangenen und Passzüge. Addiert man auf beiden Seiten das Gebiet, zeigt sich, dass Flächenzählung und Gebietszählung mit Passsteinen denselben Unterschied ergeben. In einer Vorgabepartie erhält Weiß bei Flächenzählung H - 1 Punkte.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Who passed last: L</source>
        <translation>Wer zuletzt gepasst hat: L</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black passed last, area gives Black 1 point more than territory</source>
        <translation>Schwarz hat zuletzt gepasst, die Fläche gibt Schwarz 1 Punkt mehr als das Gebiet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White passed last (or nobody), no difference</source>
        <translation>Weiß hat zuletzt gepasst (oder niemand), kein Unterschied</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Handicap: H&apos;</source>
        <translation>Vorgabe: H&apos;</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>area gives Black %n point(s) more than territory (handicap stones are area)</source>
        <translation>
            <numerusform>die Fläche gibt Schwarz %n Punkt mehr als das Gebiet (Vorgabesteine sind Fläche)</numerusform>
            <numerusform>die Fläche gibt Schwarz %n Punkte mehr als das Gebiet (Vorgabesteine sind Fläche)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no difference</source>
        <translation>kein Unterschied</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passes: R_W - R_B</source>
        <translation>Passzüge: R_W - R_B</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>AGA: with pass stones, White passing last and C(H) = H&apos;, area = territory</source>
        <translation>AGA: mit Passsteinen, letztem Pass von Weiß und C(H) = H&apos; gilt Fläche = Gebiet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How far area and territory counting differ</source>
        <translation>Wie weit Flächen- und Gebietszählung voneinander abweichen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counted the common way (area with no compensation, territory with no pass stones) the two scores differ by exactly three things: 1 when Black passed last, the handicap stones beyond the first, and the passes White made beyond Black&apos;s (plus seki eyes, which area counts and territory does not). The AGA rules make all three vanish: White passes last, passes give stones, and White gets H - 1 points under area counting.</source>
        <translation>Auf die übliche Weise gezählt (Fläche ohne Ausgleich, Gebiet ohne Passsteine), unterscheiden sich die beiden Ergebnisse um genau drei Dinge: 1, wenn Schwarz zuletzt gepasst hat, die Vorgabesteine über den ersten hinaus und die Passzüge, die Weiß mehr gemacht hat als Schwarz (dazu die Seki-Augen, die die Fläche zählt und das Gebiet nicht). Die AGA-Regeln lassen alle drei verschwinden: Weiß passt zuletzt, Passzüge geben Steine ab, und Weiß erhält bei Flächenzählung H - 1 Punkte.</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>White passed %n more time(s): area favours Black by %n</source>
        <translation>
            <numerusform>Weiß hat %n-mal öfter gepasst: die Fläche begünstigt Schwarz um %n</numerusform>
            <numerusform>Weiß hat %n-mal öfter gepasst: die Fläche begünstigt Schwarz um %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Black passed %n more time(s): territory favours Black by %n</source>
        <translation>
            <numerusform>Schwarz hat %n-mal öfter gepasst: das Gebiet begünstigt Schwarz um %n</numerusform>
            <numerusform>Schwarz hat %n-mal öfter gepasst: das Gebiet begünstigt Schwarz um %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as many passes each, no difference</source>
        <translation>gleich viele Passzüge, kein Unterschied</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>from the record</source>
        <translation>aus dem Protokoll</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no record: taken as S_c + P_c, no stone after the first pass</source>
        <translation>kein Protokoll: als S_c + P_c angenommen, kein Stein nach dem ersten Pass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the stones played do not match the board and the lids</source>
        <translation>die gespielten Steine passen nicht zu Brett und Deckeln</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>n_B, n_W: stones played up to the first pass (handicap included)</source>
        <translation>n_B, n_W: bis zum ersten Pass gespielte Steine (Vorgabe eingeschlossen)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>N_B = S_B + P_B and N_W = S_W + P_W (every stone played is on the board or a prisoner)</source>
        <translation>N_B = S_B + P_B und N_W = S_W + P_W (jeder gespielte Stein ist auf dem Brett oder ein Gefangener)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>N_B - n_B = N_W - n_W (as many stones after the first pass)</source>
        <translation>N_B - n_B = N_W - n_W (gleich viele Steine nach dem ersten Pass)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unequal moves after the first pass: Black played {black}, White {white}</source>
        <translation>ungleich viele Züge nach dem ersten Pass: Schwarz spielte {black}, Weiß {white}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>t_B - t_W = (T_B - P_B) - (T_W - P_W)  (E_B - E_W off the area side)</source>
        <translation>t_B - t_W = (T_B - P_B) - (T_W - P_W)  (E_B - E_W von der Flächenseite abgezogen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Area rules III counted by territory and prisoners</source>
        <translation>Flächenregeln III, gezählt über Gebiet und Gefangene</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each stone a player put down is on the board or in the opponent&apos;s lid. So the stone difference is the prisoner difference plus the stones played; area rules III take away half the difference in stones played before the first pass, and what is left is territory minus prisoners, plus the stones each side played after the first pass. When both played as many after the first pass, it is plain territory counting.</source>
        <translation>Jeder Stein, den ein Spieler gesetzt hat, liegt auf dem Brett oder im Deckel des Gegners. Also ist der Steinunterschied der Unterschied der Gefangenen plus der gespielten Steine; die Flächenregeln III ziehen die Hälfte des Unterschieds der vor dem ersten Pass gespielten Steine ab, und übrig bleibt Gebiet minus Gefangene plus die Steine, die jede Seite nach dem ersten Pass gespielt hat. Haben beide nach dem ersten Pass gleich viele gespielt, ist es reine Gebietszählung.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Stone score: S_B - S_W - H&apos;</source>
        <translation>Steinzählung: S_B - S_W - H&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Prisoner count: X_w - X_b, X_c = P_c + R_c (prisoners and pass stones of colour c)</source>
        <translation>Gefangenenzählung: X_w - X_b, X_c = P_c + R_c (Gefangene und Passsteine der Farbe c)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Stone scoring by counting prisoners</source>
        <translation>Steinzählung über die Gefangenen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When removed stones and pass stones are kept as prisoners and White passes last, both players made as many moves; so the difference in stones on the board is the difference in prisoners, and counting the lids gives the stone score without counting the board.</source>
        <translation>Werden entfernte Steine und Passsteine als Gefangene behalten und passt Weiß zuletzt, haben beide Spieler gleich viele Züge gemacht; also ist der Unterschied der Steine auf dem Brett der Unterschied der Gefangenen, und das Zählen der Deckel ergibt die Steinzählung, ohne das Brett zu zählen.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A_B + A_W + N = s*s (the whole board is accounted for)</source>
        <translation>A_B + A_W + N = s*s (das ganze Brett ist erfasst)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the counts do not fill the board</source>
        <translation>die Zählungen füllen das Brett nicht</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Komi (corollaries 1 and 2): D = A_W - A_B + K = (s*s - N) + K - 2 A_B moves in steps of 2</source>
        <translation>Komi (Korollare 1 und 2): D = A_W - A_B + K = (s*s - N) + K - 2 A_B ändert sich in Schritten von 2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Parity and komi</source>
        <translation>Parität und Komi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The areas and the neutral points fill the board, so the area difference is odd or even with the points left after the neutral ones. The result therefore moves in steps of 2, and the komi decides whether a jigo can happen and how small a win can be.</source>
        <translation>Die Flächen und die neutralen Punkte füllen das Brett, daher ist der Flächenunterschied gerade oder ungerade wie die Zahl der Punkte ohne die neutralen. Das Ergebnis ändert sich deshalb in Schritten von 2, und das Komi entscheidet, ob ein Jigo möglich ist und wie knapp ein Sieg sein kann.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>P_B = X_B + D_B, P_W = X_W + D_W (White&apos;s lid holds Black&apos;s prisoners)</source>
        <translation>P_B = X_B + D_B, P_W = X_W + D_W (der Deckel von Weiß enthält die gefangenen schwarzen Steine)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The lids add up (moves)</source>
        <translation>Die Deckel gehen auf (Züge)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every move is a stone on the board, a stone in the opponent&apos;s lid, or a pass. Black moves first and the players alternate, so Black made as many moves as White, or one more when Black passed last.</source>
        <translation>Jeder Zug ist ein Stein auf dem Brett, ein Stein im Deckel des Gegners oder ein Pass. Schwarz zieht zuerst, und die Spieler ziehen abwechselnd, also hat Schwarz gleich viele Züge gemacht wie Weiß oder einen mehr, wenn Schwarz zuletzt gepasst hat.</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/proofs_view.py" line="+33"/>
        <source>by the table</source>
        <translation>laut Tabelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>follows</source>
        <translation>folgt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rules promise</source>
        <translation>die Regeln sichern zu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>so</source>
        <translation>also</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on this game</source>
        <translation>in dieser Partie</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>What is counted</source>
        <translation>Was gezählt wird</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Symbol</source>
        <translation>Symbol</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Made of</source>
        <translation>Zusammensetzung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+41"/>
        <source>Does not apply: {why}</source>
        <translation>Trifft nicht zu: {why}</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Each colour&apos;s counts on this game, in words and in the symbols the proofs use. Below, each proof is written out with these numbers, under the writing it comes from: a check mark where a step holds, a cross where the counts break it, and a dash where the game does not meet what the step needs (for example Black passed last).</source>
        <translation>Die Zählungen jeder Farbe in dieser Partie, in Worten und in den Symbolen der Beweise. Darunter ist jeder Beweis unter der Schrift, aus der er stammt, mit diesen Zahlen ausgeschrieben: ein Häkchen, wo ein Schritt gilt, ein Kreuz, wo die Zählungen ihn verletzen, und ein Strich, wo die Partie die Voraussetzung des Schritts nicht erfüllt (zum Beispiel, weil Schwarz zuletzt gepasst hat).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The table of counts</source>
        <translation>Die Zähltabelle</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>{path}: cannot be written</source>
        <translation>{path}: kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{path}: the PDF was not written</source>
        <translation>{path}: das PDF wurde nicht geschrieben</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Table of Counts</source>
        <translation>Zähltabelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score sheet as the first page</source>
        <translation>Zählblatt als erste Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the game&apos;s score sheet, then the table of counts and the proofs</source>
        <translation>Das Zählblatt der Partie exportieren, danach die Zähltabelle und die Beweise</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export PDF…</source>
        <translation>PDF exportieren…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot count: {problem}</source>
        <translation>Nicht zählbar: {problem}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+7"/>
        <source>Export the Table of Counts</source>
        <translation>Die Zähltabelle exportieren</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The table of counts was not written: {error}</source>
        <translation>Die Zähltabelle wurde nicht geschrieben: {error}</translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <location filename="../../gocount_gui/model/game_model.py" line="-359"/>
        <location filename="../../gocount_gui/record/sgf.py" line="+357"/>
        <location filename="../../gocount_gui/record/write.py" line="+167"/>
        <source>there is no game {number} in the file</source>
        <translation>die Datei enthält keine Partie {number}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/encoding.py" line="+91"/>
        <source>CA[{declared}] is not an encoding gocount knows; text read as {guess}</source>
        <translation>CA[{declared}] ist keine Kodierung, die gocount kennt; Text als {guess} gelesen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CA[{declared}] does not match the text; read as {guess}</source>
        <translation>CA[{declared}] passt nicht zum Text; als {guess} gelesen</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/info.py" line="+61"/>
        <location filename="../../gocount_gui/record/replay.py" line="+94"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../gocount_gui/record/replay.py" line="+0"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{player} {rank}</source>
        <translation>{player} {rank}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/numbers_record.py" line="+66"/>
        <location filename="../../gocount_gui/record/saved.py" line="+115"/>
        <source>{token} is not name=value</source>
        <translation>{token} ist nicht Name=Wert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is not a count by numbers of this gocount</source>
        <translation>keine Zählung nach Zahlen dieses gocount</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../gocount_gui/record/saved.py" line="+42"/>
        <source>rules={rules} is not a rule set gocount knows</source>
        <translation>rules={rules} ist kein Regelwerk, das gocount kennt</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../gocount_gui/record/saved.py" line="-14"/>
        <source>{name}={value} is not a pair Black,White</source>
        <translation>{name}={value} ist kein Paar Schwarz,Weiß</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>it holds no count by numbers (no GOCOUNT property marked by=numbers on the root)</source>
        <translation>enthält keine Zählung nach Zahlen (keine GOCOUNT-Eigenschaft mit by=numbers im Wurzelknoten)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not a count by numbers: {error}</source>
        <translation>keine Zählung nach Zahlen: {error}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SZ[{size}] and the count&apos;s size={counted} disagree</source>
        <translation>SZ[{size}] und size={counted} der Zählung widersprechen sich</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{field}: {reason}</source>
        <translation>{field}: {reason}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/properties.py" line="+230"/>
        <location line="+2"/>
        <source>not a number; komi taken as missing</source>
        <translation>keine Zahl; Komi als fehlend behandelt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>read as {komi} (Fox writes komi times 100, or times 50)</source>
        <translation>als {komi} gelesen (Fox schreibt das Komi mal 100 oder mal 50)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>counted with {komi}, the komi Fox uses under {rules} rules</source>
        <translation>mit {komi} gezählt, dem Komi, das Fox beim Regelwerk {rules} verwendet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no KM; {fox}</source>
        <translation>kein KM; {fox}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no KM (the {rules} komi, {komi})</source>
        <translation>kein KM (das Komi des Regelwerks {rules}, {komi})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{km} cannot give RE[{result}] (a half-point result needs a half-point komi)</source>
        <translation>{km} kann RE[{result}] nicht ergeben (ein Ergebnis mit halbem Punkt braucht ein Komi mit halbem Punkt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{km} cannot give RE[{result}] (a whole-point result needs a whole-point komi)</source>
        <translation>{km} kann RE[{result}] nicht ergeben (ein ganzzahliges Ergebnis braucht ein ganzzahliges Komi)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{why}; {fox}</source>
        <translation>{why}; {fox}</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>HA[{value}] is not a handicap (a whole number from 0 to {largest} that fits on the board); H = {counted} counted from the stones</source>
        <translation>HA[{value}] ist keine Vorgabe (eine ganze Zahl von 0 bis {largest}, die auf das Brett passt); H = {counted} aus den Steinen gezählt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>HA[{value}] but no handicap stones found; H = {stated} assumed</source>
        <translation>HA[{value}], aber keine Vorgabesteine gefunden; H = {stated} angenommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HA[{value}] but {counted} handicap stones on the board; H = {counted} counted</source>
        <translation>HA[{value}], aber {counted} Vorgabesteine auf dem Brett; H = {counted} gezählt</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>no RU; counted under {rules} rules</source>
        <translation>kein RU; Regeln: {rules}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>RU[{value}] is too long to be a rule set&apos;s name (over {limit} characters); counted under {rules} rules</source>
        <translation>RU[{value}] ist zu lang für den Namen eines Regelwerks (über {limit} Zeichen); Regeln: {rules}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>RU[{value}] read as {rules} rules</source>
        <translation>RU[{value}] gelesen als Regelwerk {rules}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>RU[{value}] names no rule set gocount knows; counted under {rules} rules</source>
        <translation>RU[{value}] nennt kein Regelwerk, das gocount kennt; Regeln: {rules}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/replay.py" line="+86"/>
        <location line="+114"/>
        <source>{point} is off the {size}x{size} board</source>
        <translation>{point} liegt außerhalb des {size}x{size}-Bretts</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>{player} at {point} retakes a ko at once</source>
        <translation>{player} auf {point} schlägt ein Ko sofort zurück</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{point} is occupied</source>
        <translation>{point} ist besetzt</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{player} at {point} is suicide</source>
        <translation>{player} auf {point} ist Selbstmord</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} at {point} repeats an earlier position (positional superko)</source>
        <translation>{player} auf {point} wiederholt eine frühere Stellung (positionelles Superko)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} at {point} repeats an earlier situation (situational superko)</source>
        <translation>{player} auf {point} wiederholt eine frühere Situation (situationelles Superko)</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/saved.py" line="-33"/>
        <source>the value is {length} characters long</source>
        <translation>der Wert ist {length} Zeichen lang</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} is given twice</source>
        <translation>{name} ist doppelt angegeben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is a count by numbers, made with no position: open it from File &gt; New Count by Numbers, File &gt; Open Count by Numbers</source>
        <translation>es ist eine Zählung nach Zahlen ohne Stellung: über Datei &gt; Neue Zählung nach Zahlen und dort Datei &gt; Zählung nach Zahlen öffnen aufrufen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>format gocount={format} is not one this gocount reads (gocount={version})</source>
        <translation>Format gocount={format} kann dieses gocount nicht lesen (gocount={version})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{fields} missing</source>
        <translation>fehlend: {fields}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}={value} is not a count</source>
        <translation>{name}={value} ist keine Anzahl</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{name}: {value} is not a point of the {size}x{size} board</source>
        <translation>{name}: {value} ist kein Punkt des {size}x{size}-Bretts</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>komi={komi} is not a number</source>
        <translation>komi={komi} ist keine Zahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>komi={komi} is out of range</source>
        <translation>komi={komi} liegt außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>owners: {item} is not point:B, point:W or point:-</source>
        <translation>owners: {item} ist nicht Punkt:B, Punkt:W oder Punkt:-</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>last={last} is not B, W or -</source>
        <translation>last={last} ist nicht B, W oder -</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>it was saved with {black} black and {white} white stones on the board, the record ends with {now_black} and {now_white}</source>
        <translation>sie wurde mit {black} schwarzen und {white} weißen Steinen auf dem Brett gespeichert, das Protokoll endet mit {now_black} und {now_white}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{count} of its dead stones stand on empty points</source>
        <translation>{count} ihrer toten Steine stehen auf leeren Punkten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} of its region owners are set on living stones</source>
        <translation>{count} ihrer Gebietsbesitzer sind auf lebenden Steinen gesetzt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its handicap {handicap} disagrees with the record, which has no HA</source>
        <translation>ihre Vorgabe {handicap} passt nicht zur Partie, die kein HA hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its handicap {handicap} disagrees with HA[{value}]</source>
        <translation>ihre Vorgabe {handicap} passt nicht zu HA[{value}]</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the TB/TW markup differs from its territory on {count} points (edited since it was saved)</source>
        <translation>die TB/TW-Markierung weicht auf {count} Punkten von ihrem Gebiet ab (seit dem Speichern bearbeitet)</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/sgf.py" line="-244"/>
        <source>move {move} (node {node})</source>
        <translation>Zug {move} (Knoten {node})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>node {node}</source>
        <translation>Knoten {node}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{where}, {property}: {message}</source>
        <translation>{where}, {property}: {message}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: {message}</source>
        <translation>{where}: {message}</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>{kind}, not a regular file; gocount reads game records from files only</source>
        <translation>{kind}, keine reguläre Datei; gocount liest Partieprotokolle nur aus Dateien</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <location filename="../../gocount_gui/record/write.py" line="+179"/>
        <source>cannot read the file: {error}</source>
        <translation>die Datei kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{size} MB</source>
        <translation>{size} MB</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>over {size} MB</source>
        <translation>über {size} MB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is {size}; gocount reads game records up to {limit} MB (one game is rarely over 100 kB)</source>
        <translation>die Datei ist {size} groß; gocount liest Partieprotokolle bis {limit} MB (eine Partie hat selten über 100 kB)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it is a link</source>
        <translation>es ist ein Link</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a pipe (FIFO)</source>
        <translation>es ist eine Pipe (FIFO)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>it is a device</source>
        <translation>es ist ein Gerät</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a socket</source>
        <translation>es ist ein Socket</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is a special file</source>
        <translation>es ist eine Spezialdatei</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the data is {size} MB; gocount reads game records up to {limit} MB</source>
        <translation>die Daten umfassen {size} MB; gocount liest Partieprotokolle bis {limit} MB</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>its variations nest more than {limit} deep; gocount reads games of fewer levels (a game has a few hundred moves)</source>
        <translation>seine Varianten sind mehr als {limit} Ebenen tief verschachtelt; gocount liest Partien mit weniger Ebenen (eine Partie hat einige hundert Züge)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file holds {nodes} nodes; gocount reads at most {limit} from one file (a game has a few hundred)</source>
        <translation>die Datei enthält {nodes} Knoten; gocount liest höchstens {limit} aus einer Datei (eine Partie hat einige hundert)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the file ends in the middle of the game; read up to where it stops</source>
        <translation>die Datei endet mitten in der Partie; bis zu dieser Stelle gelesen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not an SGF file: no game tree &apos;(;&apos; found</source>
        <translation>keine SGF-Datei: kein Spielbaum &apos;(;&apos; gefunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a readable SGF file ({error})</source>
        <translation>keine lesbare SGF-Datei ({error})</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>error parsing game {number}: {error}</source>
        <translation>Fehler beim Einlesen von Partie {number}: {error}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file holds more than {limit} games; gocount reads at most {limit} from one file (split the collection into smaller files)</source>
        <translation>die Datei enthält mehr als {limit} Partien; gocount liest höchstens {limit} aus einer Datei (die Sammlung in kleinere Dateien aufteilen)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no SGF data found</source>
        <translation>keine SGF-Daten gefunden</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>board size SZ[{size}] is not supported (square boards {smallest} to {largest})</source>
        <translation>Brettgröße SZ[{size}] wird nicht unterstützt (quadratische Bretter {smallest} bis {largest})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>game {number} cannot be read ({error})</source>
        <translation>Partie {number} kann nicht gelesen werden ({error})</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>board size {size} is not supported ({smallest} to {largest})</source>
        <translation>Brettgröße {size} wird nicht unterstützt ({smallest} bis {largest})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>its main line has more than {limit} moves; gocount counts games of fewer (a game has a few hundred)</source>
        <translation>seine Hauptvariante hat mehr als {limit} Züge; gocount zählt Partien mit weniger (eine Partie hat einige hundert)</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>{count} more notes like these are not shown</source>
        <translation>{count} weitere solche Hinweise werden nicht gezeigt</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>it is not plain ASCII</source>
        <translation>sie ist kein reines ASCII</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>gocount&apos;s saved count is ignored ({problem}); the record and its TB/TW markup are read instead</source>
        <translation>die gespeicherte Zählung von gocount wird übergangen ({problem}); stattdessen werden die Partie und ihre TB/TW-Markierung gelesen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{error}; ignored</source>
        <translation>{error}; ignoriert</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>a node with both a Black and a White move; the White move is ignored</source>
        <translation>ein Knoten mit einem Zug von Schwarz und einem von Weiß; der Zug von Weiß wird ignoriert</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>not a point of the board; move ignored</source>
        <translation>kein Punkt des Bretts; Zug ignoriert</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>moves written in upper case or with spaces, which SGF does not allow ({count} in all); read as lower case</source>
        <translation>Züge in Großbuchstaben oder mit Leerzeichen, was SGF nicht erlaubt ({count} insgesamt); als Kleinbuchstaben gelesen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{count} points are marked both Black&apos;s and White&apos;s territory (first {point}); those marks are ignored</source>
        <translation>{count} Punkte sind als Gebiet von Schwarz und von Weiß markiert (zuerst {point}); diese Markierungen werden übergangen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{error}; played anyway</source>
        <translation>{error}; trotzdem gespielt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{error}; move skipped</source>
        <translation>{error}; Zug übersprungen</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/write.py" line="-163"/>
        <source>the game in the file is {file}x{file} and the count {count}x{count}; a count is never written into a game of another size</source>
        <translation>die Partie in der Datei ist {file}x{file} und die Zählung {count}x{count}; eine Zählung wird nie in eine Partie anderer Größe geschrieben</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>board size SZ[{size}] is not supported</source>
        <translation>Brettgröße SZ[{size}] wird nicht unterstützt</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>the file exists; saving over it needs the caller&apos;s say-so</source>
        <translation>die Datei existiert; Überschreiben braucht eine ausdrückliche Zustimmung</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>the folder {folder} is read-only</source>
        <translation>der Ordner {folder} ist schreibgeschützt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the folder {folder} is read-only for you (no permission to write there)</source>
        <translation>der Ordner {folder} ist für Sie schreibgeschützt (keine Schreibberechtigung dort)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full (no space left for the file in {folder})</source>
        <translation>der Datenträger ist voll (kein Platz mehr für die Datei in {folder})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the folder {folder} does not exist (was it removed or a drive unplugged?)</source>
        <translation>der Ordner {folder} existiert nicht (wurde er entfernt oder ein Laufwerk abgezogen?)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{folder} is not a folder</source>
        <translation>{folder} ist kein Ordner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file&apos;s name is too long for the system (at most 255 bytes; choose a shorter one)</source>
        <translation>der Dateiname ist zu lang für das System (höchstens 255 Bytes; einen kürzeren wählen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk reported an error while writing in {folder}</source>
        <translation>der Datenträger meldete einen Fehler beim Schreiben in {folder}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot write in {folder}: {system}</source>
        <translation>in {folder} kann nicht geschrieben werden: {system}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{words} ({system})</source>
        <translation>{words} ({system})</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/values.py" line="+44"/>
        <location line="+6"/>
        <location line="+7"/>
        <location line="+2"/>
        <location line="+2"/>
        <source>{what} is not a number: {value}</source>
        <translation>{what} ist keine Zahl: {value}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{what} is not a whole number: {value}</source>
        <translation>{what} ist keine ganze Zahl: {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} is {value}, not a whole number from {lowest} to {highest}</source>
        <translation>{what} ist {value}, keine ganze Zahl von {lowest} bis {highest}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a number of over 3,000 digits</source>
        <translation>eine Zahl mit über 3.000 Ziffern</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{what} is {value}, not a komi from -{largest} to {largest}</source>
        <translation>{what} ist {value}, kein Komi von -{largest} bis {largest}</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>{what} is {value}, not a number from {lowest} to {highest}</source>
        <translation>{what} ist {value}, keine Zahl von {lowest} bis {highest}</translation>
    </message>
</context>
<context>
    <name>Referee</name>
    <message>
        <location filename="../../gocount_gui/engine/headless.py" line="+52"/>
        <source>referee: {engine} gave no opinion: {error}</source>
        <translation>Schiedsrichter: {engine} gab keine Einschätzung: {error}</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>referee: {engine} calls %n stones dead</source>
        <translation>
            <numerusform>Schiedsrichter: {engine} hält %n Stein für tot</numerusform>
            <numerusform>Schiedsrichter: {engine} hält %n Steine für tot</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; agrees with every dead mark</source>
        <translation>; stimmt jeder Tot-Markierung zu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not marked dead</source>
        <translation>nicht als tot markiert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>marked dead</source>
        <translation>als tot markiert</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>; disagrees on %n stones: {stones}</source>
        <translation>
            <numerusform>; widerspricht bei %n Stein: {stones}</numerusform>
            <numerusform>; widerspricht bei %n Steinen: {stones}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gocount_gui/scoring/referee.py" line="+75"/>
        <source>{path}: cannot read the file</source>
        <translation>{path}: die Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{path}: a path with a line break cannot be sent over GTP</source>
        <translation>{path}: ein Pfad mit Zeilenumbruch kann nicht über GTP gesendet werden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{path}: GNU Go gave no answer within {seconds} s</source>
        <translation>{path}: GNU Go hat nicht innerhalb von {seconds} s geantwortet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{path}: GNU Go could not be started: {error}</source>
        <translation>{path}: GNU Go konnte nicht gestartet werden: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no output</source>
        <translation>keine Ausgabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path}: GNU Go stopped early: {output}</source>
        <translation>{path}: GNU Go hat vorzeitig aufgehört: {output}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{path}: GNU Go refused: {answer}</source>
        <translation>{path}: GNU Go hat abgelehnt: {answer}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{path}: GNU Go&apos;s answer is no list of points: {error}</source>
        <translation>{path}: die Antwort von GNU Go ist keine Liste von Punkten: {error}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../gocount_gui/scoring/rules.py" line="+84"/>
        <source>pass stones</source>
        <translation>Passsteine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White passes last</source>
        <translation>Weiß passt zuletzt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>seki eyes score</source>
        <translation>Seki-Augen zählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seki eyes do not score</source>
        <translation>Seki-Augen zählen nicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dead stones stay on the board</source>
        <translation>tote Steine bleiben auf dem Brett</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>suicide allowed</source>
        <translation>Selbstmord erlaubt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no suicide</source>
        <translation>kein Selbstmord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>komi {komi}</source>
        <translation>Komi {komi}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>area counting</source>
        <translation>Flächenzählung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>territory counting</source>
        <translation>Gebietszählung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>simple ko</source>
        <translation>einfaches Ko</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>stone counting</source>
        <translation>Steinzählung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prisoner counting</source>
        <translation>Gefangenenzählung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>area counting (rules III)</source>
        <translation>Flächenzählung (Regeln III)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>positional superko</source>
        <translation>positionelles Superko</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>situational superko</source>
        <translation>situationelles Superko</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Japanese</source>
        <translation>Japanisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Korean</source>
        <translation>Koreanisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chinese</source>
        <translation>Chinesisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AGA</source>
        <translation>AGA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Zealand</source>
        <translation>Neuseeland</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ing</source>
        <translation>Ing</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tromp-Taylor</source>
        <translation>Tromp-Taylor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equivalence</source>
        <translation>Äquivalenz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area rules III</source>
        <translation>Flächenregeln III</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone scoring</source>
        <translation>Steinzählung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prisoner-counting stone scoring</source>
        <translation>Steinzählung über Gefangene</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>unknown rule set {name}; known: {known}</source>
        <translation>unbekanntes Regelwerk {name}; bekannt: {known}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>custom</source>
        <translation>benutzerdefiniert</translation>
    </message>
</context>
<context>
    <name>Scorers</name>
    <message>
        <location filename="../../gocount_gui/scoring/scorers.py" line="+31"/>
        <source>Jigo</source>
        <translation>Jigo</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Area counting</source>
        <translation>Flächenzählung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory counting</source>
        <translation>Gebietszählung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stones counting</source>
        <translation>Steinzählung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prisoners counting</source>
        <translation>Gefangenenzählung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area iii counting</source>
        <translation>Flächenzählung III</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>komi</source>
        <translation>Komi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>handicap compensation to White ({how})</source>
        <translation>Vorgabeausgleich für Weiß ({how})</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>stones on the board</source>
        <translation>Steine auf dem Brett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>territory</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seki eyes</source>
        <translation>Seki-Augen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prisoners taken (the opponent&apos;s P)</source>
        <translation>gemachte Gefangene (P des Gegners)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pass stones received (the opponent&apos;s R)</source>
        <translation>erhaltene Passsteine (R des Gegners)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>seki eyes (not counted)</source>
        <translation>Seki-Augen (nicht gezählt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>area with every stone standing</source>
        <translation>Fläche mit allen stehenden Steinen</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>points to fill, not territory (Black {black}, White {white})</source>
        <translation>zu füllende Punkte, kein Gebiet (Schwarz {black}, Weiß {white})</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>none under territory counting</source>
        <translation>keiner bei Gebietszählung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none under stone scoring</source>
        <translation>keiner bei Steinzählung</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>handicap stones beyond the first move</source>
        <translation>Vorgabesteine über den ersten Zug hinaus</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>none: H&apos; is on Black&apos;s side</source>
        <translation>keiner: H&apos; steht auf der Seite von Schwarz</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>area (S + T + E)</source>
        <translation>Fläche (S + T + E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>half the difference in stones played before the first pass</source>
        <translation>halber Unterschied der vor dem ersten Pass gespielten Steine</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>in n_B - n_W</source>
        <translation>in n_B - n_W</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <location filename="../../gocount_gui/selftest.py" line="+51"/>
        <source>bundle {folder}</source>
        <translation>Paket {folder}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source {folder}</source>
        <translation>Quelltext {folder}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>(version unknown)</source>
        <translation>(Version unbekannt)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>missing from {folder}: {files}</source>
        <translation>fehlt in {folder}: {files}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} files in {folder}</source>
        <translation>{count} Dateien in {folder}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the example game cannot be counted: {problem}</source>
        <translation>die Beispielpartie kann nicht gezählt werden: {problem}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the example game has no counted result to compare with</source>
        <translation>die Beispielpartie hat kein gezähltes Ergebnis zum Vergleich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the record says {recorded}, but {rules} counts {result}</source>
        <translation>das Protokoll sagt {recorded}, aber Regelwerk {rules} zählt {result}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{size}x{size}, {moves} moves, {result} by the record and by {rules}; {presets} presets counted</source>
        <translation>{size}x{size}, {moves} Züge, {result} laut Protokoll und nach Regelwerk {rules}; {presets} Regelwerke gezählt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>identity {number} ({name}) fails: {left} vs {right}</source>
        <translation>Identität {number} ({name}) verletzt: {left} gegen {right}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{held} hold, {other} do not apply to this game, none fails</source>
        <translation>{held} gelten, {other} treffen auf diese Partie nicht zu, keine ist verletzt</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the board painted as {count} colour(s): nothing was drawn</source>
        <translation>das Brett wurde in {count} Farbe(n) gemalt: nichts wurde gezeichnet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Qt could not write a PNG</source>
        <translation>Qt konnte kein PNG schreiben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Qt could not read back the PNG it wrote</source>
        <translation>Qt konnte das geschriebene PNG nicht zurücklesen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Qt could not read the SVG icon</source>
        <translation>Qt konnte das SVG-Symbol nicht lesen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Qt wrote no PDF</source>
        <translation>Qt hat kein PDF geschrieben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Qt&apos;s print support made no usable printer</source>
        <translation>die Druckunterstützung von Qt lieferte keinen brauchbaren Drucker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>board painted ({colours} colours), PNG {png} bytes written and read back, SVG icon read, PDF {pdf} bytes, printer ready</source>
        <translation>Brett gemalt ({colours} Farben), PNG mit {png} Bytes geschrieben und zurückgelesen, SVG-Symbol gelesen, PDF {pdf} Bytes, Drucker bereit</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>English (the source text; no translation to load)</source>
        <translation>Englisch (der Ausgangstext; keine Übersetzung zu laden)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{language}: {file} is missing or unreadable</source>
        <translation>{language}: {file} fehlt oder ist nicht lesbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{language}: no translation built, English shown</source>
        <translation>{language}: keine Übersetzung gebaut, Englisch angezeigt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, drawn with the bundled {family}</source>
        <translation>, gezeichnet mit der mitgelieferten Schrift {family}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, drawn with the system&apos;s fonts (no bundled CJK font)</source>
        <translation>, gezeichnet mit den Schriften des Systems (keine mitgelieferte CJK-Schrift)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{language} loaded with Qt&apos;s own: the File menu reads {menu}</source>
        <translation>{language} mit den Qt-eigenen Übersetzungen geladen: das Menü Datei heißt {menu}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{language} loaded without Qt&apos;s own: the File menu reads {menu}</source>
        <translation>{language} ohne die Qt-eigenen Übersetzungen geladen: das Menü Datei heißt {menu}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>image format {name}</source>
        <translation>Bildformat {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the SVG icon engine</source>
        <translation>die SVG-Symbol-Engine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>missing Qt plugins: {plugins} (looked in {folder})</source>
        <translation>fehlende Qt-Plugins: {plugins} (gesucht in {folder})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>platforms {platforms}; image formats {formats}; SVG icons</source>
        <translation>Plattformen {platforms}; Bildformate {formats}; SVG-Symbole</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>two worker processes counted {theirs}, this process {ours}</source>
        <translation>zwei Arbeitsprozesse zählten {theirs}, dieser Prozess {ours}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two worker processes counted the example game as this process does ({result})</source>
        <translation>zwei Arbeitsprozesse zählten die Beispielpartie wie dieser Prozess ({result})</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>bundled files</source>
        <extracomment>The stones the photo check draws, (row, col) from the top left: X black, O white. (name, check, whether it needs the example&apos;s count); a check takes the context the earlier ones filled in and returns what it found, in words.</extracomment>
        <translation>mitgelieferte Dateien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>example game</source>
        <translation>Beispielpartie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>identities</source>
        <translation>Identitäten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qt drawing</source>
        <translation>Qt-Zeichnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qt plugins</source>
        <translation>Qt-Plugins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>translations</source>
        <translation>Übersetzungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worker processes</source>
        <translation>Arbeitsprozesse</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the example game was not counted</source>
        <translation>die Beispielpartie wurde nicht gezählt</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <location filename="../../gocount_gui/ui/sheet.py" line="-262"/>
        <source>{file}, game {number}</source>
        <translation>{file}, Partie {number}</translation>
    </message>
    <message>
        <location line="+180"/>
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
        <location line="+144"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+145"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="-139"/>
        <location line="+7"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{rules} (record: RU[{ru}])</source>
        <translation>{rules} (Protokoll: RU[{ru}])</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+56"/>
        <source>Black {black}, White {white}</source>
        <translation>Schwarz {black}, Weiß {white}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Warning: {text}</source>
        <translation>Warnung: {text}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The record says {result}: nothing to compare.</source>
        <translation>Laut Protokoll {result}: nichts zu vergleichen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}; this game is not finished, so nothing to compare.</source>
        <translation>Laut Protokoll {result}; die Partie ist nicht beendet, also nichts zu vergleichen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record agrees ({result}).</source>
        <translation>Das Protokoll stimmt überein ({result}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}.</source>
        <translation>Laut Protokoll {result}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lid audit: </source>
        <translation>Deckelprobe: </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>? on %n stones: the dead-stone suggestion is unsure; check them.</source>
        <translation>
            <numerusform>? auf %n Stein: der Vorschlag toter Steine ist unsicher; bitte prüfen.</numerusform>
            <numerusform>? auf %n Steinen: der Vorschlag toter Steine ist unsicher; bitte prüfen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Stones on the board</source>
        <translation>Steine auf dem Brett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+8"/>
        <source>Marks on the board</source>
        <translation>Markierungen auf dem Brett</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Every rule set</source>
        <translation>Alle Regelwerke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White before compensation C(H) and komi K</source>
        <translation>Weiß vor Ausgleich C(H) und Komi K</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>chosen</source>
        <translation>gewählt</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Identities</source>
        <translation>Identitäten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counting methods checked against each other with this game&apos;s numbers</source>
        <translation>Die Zählmethoden mit den Zahlen dieser Partie gegeneinander geprüft</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Counted with gocount {version} on {date}</source>
        <translation>Gezählt mit gocount {version} am {date}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signatures: Black ________   White ________   Referee ________</source>
        <translation>Unterschriften: Schwarz ________   Weiß ________   Schiedsrichter ________</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Score sheet - {black} (B) vs {white} (W)</source>
        <translation>Zählblatt - {black} (S) gegen {white} (W)</translation>
    </message>
</context>
<context>
    <name>Tray</name>
    <message>
        <location filename="../../gocount_gui/ui/tray.py" line="+142"/>
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
        <location line="+2"/>
        <source>Who passed last: unknown</source>
        <translation>Zuletzt gepasst: unbekannt</translation>
    </message>
    <message>
        <location line="+12"/>
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
        <location line="-130"/>
        <source>Black&apos;s lid holds the white stones Black took (P_W = X_W + D_W) and White&apos;s pass stones (R_W).</source>
        <translation>Der Deckel von Schwarz enthält die weißen Steine, die Schwarz genommen hat (P_W = X_W + D_W), und die Passsteine von Weiß (R_W).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White stones Black captured during play (X_W)</source>
        <translation>Weiße Steine, die Schwarz im Spiel geschlagen hat (X_W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White stones removed as dead: the marks on the board (D_W)</source>
        <translation>Als tot entfernte weiße Steine: die Markierungen auf dem Brett (D_W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One stone for each pass White made (R_W)</source>
        <translation>Ein Stein für jeden Pass von Weiß (R_W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s passes, one pass stone each (R_W)</source>
        <translation>Passzüge von Weiß, je ein Passstein (R_W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every stone in Black&apos;s lid (P_W + R_W)</source>
        <translation>Alle Steine im Deckel von Schwarz (P_W + R_W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s lid: white stones captured</source>
        <translation>Deckel von Schwarz: geschlagene weiße Steine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one from Black&apos;s lid: white stones captured</source>
        <translation>Einen aus dem Deckel von Schwarz nehmen: geschlagene weiße Steine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one to Black&apos;s lid: white stones captured</source>
        <translation>Einen in den Deckel von Schwarz legen: geschlagene weiße Steine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s lid: White&apos;s pass stones</source>
        <translation>Deckel von Schwarz: Passsteine von Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one from Black&apos;s lid: White&apos;s pass stones</source>
        <translation>Einen aus dem Deckel von Schwarz nehmen: Passsteine von Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one to Black&apos;s lid: White&apos;s pass stones</source>
        <translation>Einen in den Deckel von Schwarz legen: Passsteine von Weiß</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Prisoners in Black&apos;s lid (White stones)</source>
        <translation>Gefangene in Schwarz’ Deckel (weiße Steine)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Captured by Black:</source>
        <translation>Von Schwarz &amp;geschlagen:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Prisoners in White&apos;s lid (Black stones)</source>
        <translation>Gefangene in Weiß’ Deckel (schwarze Steine)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Captured by White:</source>
        <translation>Von Weiß &amp;geschlagen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s lid holds the black stones White took (P_B = X_B + D_B) and Black&apos;s pass stones (R_B).</source>
        <translation>Der Deckel von Weiß enthält die schwarzen Steine, die Weiß genommen hat (P_B = X_B + D_B), und die Passsteine von Schwarz (R_B).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black stones White captured during play (X_B)</source>
        <translation>Schwarze Steine, die Weiß im Spiel geschlagen hat (X_B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black stones removed as dead: the marks on the board (D_B)</source>
        <translation>Als tot entfernte schwarze Steine: die Markierungen auf dem Brett (D_B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One stone for each pass Black made (R_B)</source>
        <translation>Ein Stein für jeden Pass von Schwarz (R_B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s passes, one pass stone each (R_B)</source>
        <translation>Passzüge von Schwarz, je ein Passstein (R_B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every stone in White&apos;s lid (P_B + R_B)</source>
        <translation>Alle Steine im Deckel von Weiß (P_B + R_B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s lid: black stones captured</source>
        <translation>Deckel von Weiß: geschlagene schwarze Steine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one from White&apos;s lid: black stones captured</source>
        <translation>Einen aus dem Deckel von Weiß nehmen: geschlagene schwarze Steine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one to White&apos;s lid: black stones captured</source>
        <translation>Einen in den Deckel von Weiß legen: geschlagene schwarze Steine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s lid: Black&apos;s pass stones</source>
        <translation>Deckel von Weiß: Passsteine von Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one from White&apos;s lid: Black&apos;s pass stones</source>
        <translation>Einen aus dem Deckel von Weiß nehmen: Passsteine von Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one to White&apos;s lid: Black&apos;s pass stones</source>
        <translation>Einen in den Deckel von Weiß legen: Passsteine von Schwarz</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Each pass is a pass stone in the other player&apos;s lid: Black&apos;s passes in White&apos;s lid, White&apos;s passes in Black&apos;s lid.</source>
        <translation>Jeder Pass ist ein Passstein im Deckel des anderen Spielers: die Passzüge von Schwarz im Deckel von Weiß, die von Weiß im Deckel von Schwarz.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Black passed last</source>
        <translation>Schwarz hat zuletzt gepasst</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White passed last</source>
        <translation>Weiß hat zuletzt gepasst</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The lid audit: S_B + P_B + R_B - H&apos; - L = S_W + P_W + R_W
(every move is a stone on the board, a stone in a lid or a pass stone).</source>
        <translation>Die Deckelprobe: S_B + P_B + R_B - H&apos; - L = S_W + P_W + R_W
(jeder Zug ist ein Stein auf dem Brett, ein Stein in einem Deckel oder ein Passstein).</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Dead:</source>
        <translation>Tot:</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>{tip}; mark them on the board to change this</source>
        <translation>{tip}; zum Ändern auf dem Brett markieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pass stones:</source>
        <translation>&amp;Passsteine:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;In the lid:&lt;/b&gt;</source>
        <translation>&lt;b&gt;Im Deckel:&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>{tip} (type a number, or use the arrow keys)</source>
        <translation>{tip} (eine Zahl eingeben oder die Pfeiltasten benutzen)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One stone fewer (Ctrl+Z undoes a run of clicks at once)</source>
        <translation>Ein Stein weniger (Strg+Z macht eine Folge von Klicks auf einmal rückgängig)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One stone more (Ctrl+Z undoes a run of clicks at once)</source>
        <translation>Ein Stein mehr (Strg+Z macht eine Folge von Klicks auf einmal rückgängig)</translation>
    </message>
    <message>
        <location line="-177"/>
        <source>Black passed {count} time(s)</source>
        <translation>Schwarz hat {count} Mal gepasst</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White passed {count} time(s)</source>
        <translation>Weiß hat {count} Mal gepasst</translation>
    </message>
    <message>
        <location line="+250"/>
        <source>Cannot count: {problem}</source>
        <translation>Nicht zählbar: {problem}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lid audit: </source>
        <translation>Deckelprobe: </translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../gocount_gui/ui/window.py" line="-459"/>
        <source>SGF game records (*.sgf *.SGF);;All files (*)</source>
        <translation>SGF-Partieprotokolle (*.sgf *.SGF);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+240"/>
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
        <location line="+570"/>
        <location line="+23"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="-593"/>
        <source>Save the count to another file</source>
        <translation>Die Zählung in eine andere Datei speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Score Sheet…</source>
        <translation>Zählblatt &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write the score sheet as a PDF or PNG file</source>
        <translation>Das Zählblatt als PDF- oder PNG-Datei schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>Chec&amp;k a Folder…</source>
        <translation>Ordner &amp;prüfen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count every game of a folder and compare each with its recorded result</source>
        <translation>Jede Partie eines Ordners zählen und mit ihrem protokollierten Ergebnis vergleichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Suggest &amp;Dead Stones</source>
        <translation>&amp;Tote Steine vorschlagen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark the stones gocount judges dead (check them after)</source>
        <translation>Die Steine markieren, die gocount für tot hält (danach prüfen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel Suggestion</source>
        <translation>Vorschlag abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clear Dead Marks</source>
        <translation>Tot-Markierungen &amp;löschen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark every stone alive again</source>
        <translation>Alle Steine wieder als lebend markieren</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>Game &amp;Info…</source>
        <translation>Partie-&amp;Informationen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The players, their ranks, the date, event and place of the game</source>
        <translation>Die Spieler, ihre Ränge, Datum, Turnier und Ort der Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to Count</source>
        <translation>&amp;So wird gezählt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The steps of a count and what the marks on the board mean</source>
        <translation>Die Schritte einer Zählung und was die Markierungen auf dem Brett bedeuten</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location filename="../../gocount_gui/selftest.py" line="-141"/>
        <location filename="../../gocount_gui/ui/window.py" line="+72"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/window.py" line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mode</source>
        <translation>&amp;Modus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Main toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{action} the last change (the Edit menu names it)</source>
        <translation>{action}: die letzte Änderung (das Menü Bearbeiten nennt sie)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>More toolbar buttons</source>
        <translation>Weitere Werkzeugleisten-Knöpfe</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Cannot count: {problem}</source>
        <translation>Nicht zählbar: {problem}</translation>
    </message>
    <message>
        <location line="+45"/>
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
        <location line="+23"/>
        <source>gocount: cannot open the game</source>
        <translation>gocount: die Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot be opened.

{reason}</source>
        <translation>{name} kann nicht geöffnet werden.

{reason}</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Note on this record: {note} (and %n more)</source>
        <translation>
            <numerusform>Hinweis zu diesem Protokoll: {note} (und %n weiterer)</numerusform>
            <numerusform>Hinweis zu diesem Protokoll: {note} (und %n weitere)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note on this record: {note}</source>
        <translation>Hinweis zu diesem Protokoll: {note}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opened {name}: {moves} moves, dead stones as the players marked them</source>
        <translation>{name} geöffnet: {moves} Züge, tote Steine wie von den Spielern markiert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opened {name}: {moves} moves, no dead stones marked; {suggesting}</source>
        <translation>{name} geöffnet: {moves} Züge, keine toten Steine markiert; {suggesting}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Game {number}: {black} (B) vs {white} (W), {size}×{size}, %n moves</source>
        <translation>
            <numerusform>Partie {number}: {black} (S) gegen {white} (W), {size}×{size}, %n Zug</numerusform>
            <numerusform>Partie {number}: {black} (S) gegen {white} (W), {size}×{size}, %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file holds several games. Count which one?</source>
        <translation>Diese Datei enthält mehrere Partien. Welche soll gezählt werden?</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Save the count</source>
        <translation>Die Zählung speichern</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>gocount: the count was not saved</source>
        <translation>gocount: die Zählung wurde nicht gespeichert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} could not be saved; nothing was changed.

{reason}

Your count is still open here, and kept in the autosave until it is saved.</source>
        <translation>{name} konnte nicht gespeichert werden; nichts wurde geändert.

{reason}

Die Zählung ist hier weiterhin geöffnet und bleibt in der automatischen Sicherung, bis sie gespeichert ist.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved {name}</source>
        <translation>{name} gespeichert</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export the score sheet</source>
        <translation>Das Zählblatt exportieren</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>gocount: the score sheet was not written</source>
        <translation>gocount: das Zählblatt wurde nicht geschrieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} could not be written.

{reason}</source>
        <translation>{name} konnte nicht geschrieben werden.

{reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score sheet written to {name}</source>
        <translation>Zählblatt geschrieben nach {name}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the printer</source>
        <translation>Der Drucker</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gocount: the score sheet was not printed</source>
        <translation>gocount: das Zählblatt wurde nicht gedruckt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{printer} could not be started.</source>
        <translation>{printer} konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score sheet sent to the printer</source>
        <translation>Zählblatt an den Drucker geschickt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Score sheet — print preview</source>
        <translation>Zählblatt — Druckvorschau</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{name} has been deleted, moved or renamed since gocount opened it (it is no longer in {folder}).

Save the count to a file of your choice?</source>
        <translation>{name} wurde gelöscht, verschoben oder umbenannt, seit gocount die Datei geöffnet hat (sie ist nicht mehr in {folder}).

Die Zählung in einer frei gewählten Datei speichern?</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+26"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+26"/>
        <source>gocount: the file changed on disk</source>
        <translation>gocount: die Datei wurde auf der Festplatte geändert</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>{name} has been changed by another program since gocount read it (it was last changed {when}).</source>
        <translation>{name} wurde von einem anderen Programm geändert, seit gocount die Datei gelesen hat (zuletzt geändert {when}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has been changed by another program since gocount read it.</source>
        <translation>{name} wurde von einem anderen Programm geändert, seit gocount die Datei gelesen hat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It no longer holds this game, so the count cannot be written into it.</source>
        <translation>Sie enthält diese Partie nicht mehr, daher kann die Zählung nicht hineingeschrieben werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It now holds a {board}×{board} game; this {size}×{size} count is never written over it.</source>
        <translation>Sie enthält jetzt eine {board}×{board}-Partie; diese {size}×{size}-Zählung wird nie darüber geschrieben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overwrite: restore the count, and Save writes it into the file as it is now (the other program&apos;s changes are lost).</source>
        <translation>Überschreiben: die Zählung wiederherstellen; Speichern schreibt sie in die Datei, wie sie jetzt ist (die Änderungen des anderen Programms gehen verloren).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overwrite: write the count into the file as it is now (the other program&apos;s changes are lost).</source>
        <translation>Überschreiben: die Zählung in die Datei schreiben, wie sie jetzt ist (die Änderungen des anderen Programms gehen verloren).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Overwrite</source>
        <translation>Ü&amp;berschreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save As: save the count under another name. Reload: open the file as it is now instead of this count.</source>
        <translation>Speichern unter: die Zählung unter einem anderen Namen speichern. Neu laden: statt dieser Zählung die Datei öffnen, wie sie jetzt ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re&amp;load</source>
        <translation>Neu &amp;laden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Autosave failed: {message}. Save the count to keep it.</source>
        <translation>Automatisches Sichern fehlgeschlagen: {message}. Die Zählung speichern, um sie zu behalten.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A count that gocount kept after a crash cannot be read ({error}).

Delete it?</source>
        <translation>Eine Zählung, die gocount nach einem Absturz aufbewahrt hat, kann nicht gelesen werden ({error}).

Löschen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep It</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <source>gocount: unsaved count</source>
        <translation>gocount: ungespeicherte Zählung</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Restored the count gocount kept after it was closed without saving; save it to keep it</source>
        <translation>Die Zählung wiederhergestellt, die gocount nach dem Schließen ohne Speichern aufbewahrt hatte; speichern, um sie zu behalten</translation>
    </message>
    <message>
        <location line="+27"/>
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
        <location line="+95"/>
        <source>{name} (game {number})</source>
        <translation>{name} (Partie {number})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new count</source>
        <translation>Eine neue Zählung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unknown time</source>
        <translation>unbekannt</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>gocount was closed without saving a count.

{what}: {size}×{size}, {rules} rules, %n dead stones, last changed {when}.

Restore it? Later keeps it and asks again at the next start.</source>
        <translation>
            <numerusform>gocount wurde geschlossen, ohne eine Zählung zu speichern.

{what}: {size}×{size}, Regeln: {rules}, %n toter Stein, zuletzt geändert: {when}.

Wiederherstellen? „Später“ behält sie und fragt beim nächsten Start erneut.</numerusform>
            <numerusform>gocount wurde geschlossen, ohne eine Zählung zu speichern.

{what}: {size}×{size}, Regeln: {rules}, %n tote Steine, zuletzt geändert: {when}.

Wiederherstellen? „Später“ behält sie und fragt beim nächsten Start erneut.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/language_menu.py" line="+38"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_support.py" line="-157"/>
        <source>Photos of a board (*.jpg *.jpeg *.png *.bmp *.webp *.tif *.tiff);;All files (*)</source>
        <translation>Fotos eines Bretts (*.jpg *.jpeg *.png *.bmp *.webp *.tif *.tiff);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Count from P&amp;hoto…</source>
        <translation>Aus F&amp;oto zählen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read the final position from a photo of the board</source>
        <translation>Die Endstellung aus einem Foto des Bretts lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Photo from Ca&amp;mera…</source>
        <translation>Foto mit der &amp;Kamera…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take a photo of the board with a camera and read it</source>
        <translation>Das Brett mit einer Kamera fotografieren und das Foto lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rece&amp;ive Photo from Phone…</source>
        <translation>Foto vom &amp;Handy empfangen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show a QR code that a phone opens to send its photo of the board</source>
        <translation>Einen QR-Code zeigen, über den ein Handy sein Foto des Bretts sendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste P&amp;hoto</source>
        <translation>Foto ein&amp;fügen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read the final position from a picture on the clipboard</source>
        <translation>Die Endstellung aus einem Bild in der Zwischenablage lesen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Open a photo of the board</source>
        <translation>Ein Foto des Bretts öffnen</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>gocount: no camera</source>
        <translation>gocount: keine Kamera</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Position read from the photo: check the dead stones gocount suggests, then fill in the lids and the passes</source>
        <translation>Stellung aus dem Foto gelesen: die von gocount vorgeschlagenen toten Steine prüfen, dann die Deckel und die Passzüge eintragen</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/settings.py" line="+42"/>
        <source>The setting {key} could not be read ({why}) and was reset</source>
        <translation>Die Einstellung {key} konnte nicht gelesen werden ({why}) und wurde zurückgesetzt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a value of a kind gocount does not use</source>
        <translation>ein Wert einer Art, die gocount nicht verwendet</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a {kind} where a text belongs</source>
        <translation>ein {kind}, wo ein Text hingehört</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{value} is not one of its values</source>
        <translation>{value} ist keiner ihrer Werte</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a {kind} where a list of texts belongs</source>
        <translation>ein {kind}, wo eine Liste von Texten hingehört</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{value} is neither true nor false</source>
        <translation>{value} ist weder wahr noch falsch</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{count} sizes where {wanted} belong</source>
        <translation>{count} Größen, wo {wanted} hingehören</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a {kind} where Qt&apos;s saved state belongs</source>
        <translation>ein {kind}, wo der gespeicherte Zustand von Qt hingehört</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{length} bytes that are not Qt&apos;s saved state</source>
        <translation>{length} Bytes, die kein gespeicherter Zustand von Qt sind</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../../gocount_gui/ui/words.py" line="+19"/>
        <source>Territory counting: the empty points you surround plus the stones you captured; eyes in seki count for nobody.</source>
        <translation>Gebietszählung: die eigenen umschlossenen leeren Punkte plus die gemachten Gefangenen; Augen im Seki zählen für niemanden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory counting, as in Japan: the empty points you surround plus the stones you captured.</source>
        <translation>Gebietszählung wie in Japan: die eigenen umschlossenen leeren Punkte plus die gemachten Gefangenen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting: your stones on the board plus the empty points you surround; White gets a point for each handicap stone.</source>
        <translation>Flächenzählung: die eigenen Steine auf dem Brett plus die umschlossenen leeren Punkte; Weiß erhält für jeden Vorgabestein einen Punkt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory plus captures, with a stone handed over at every pass and White passing last, so it agrees with area counting.</source>
        <translation>Gebiet plus Gefangene, wobei bei jedem Pass ein Stein abgegeben wird und Weiß zuletzt passt; so stimmt es mit der Flächenzählung überein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting: your stones on the board plus the empty points you surround; no points for handicap stones.</source>
        <translation>Flächenzählung: die eigenen Steine auf dem Brett plus die umschlossenen leeren Punkte; keine Punkte für Vorgabesteine.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting (Ing&apos;s stone count): your stones plus your empty points; White gets a point for each handicap stone.</source>
        <translation>Flächenzählung (Ings Steinzählung): die eigenen Steine plus die eigenen leeren Punkte; Weiß erhält für jeden Vorgabestein einen Punkt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting with nothing removed: a point is yours if it is your stone or reaches only your stones, so dead stones must be captured first.</source>
        <translation>Flächenzählung ohne Entfernen: Ein Punkt gehört einem Spieler, wenn dort sein Stein steht oder er nur dessen Steine erreicht; tote Steine müssen daher vorher geschlagen werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The oldest way: only your stones on the board count, so every eye you keep costs a point.</source>
        <translation>Die älteste Art: Nur die eigenen Steine auf dem Brett zählen, daher kostet jedes Auge einen Punkt.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Territory with a stone handed over at every pass and White passing last: the rules under which area and territory always agree.</source>
        <translation>Gebiet, wobei bei jedem Pass ein Stein abgegeben wird und Weiß zuletzt passt: die Regeln, unter denen Fläche und Gebiet immer übereinstimmen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting corrected by the difference in stones the players put down before the first pass, which brings it to the territory result.</source>
        <translation>Flächenzählung, korrigiert um den Unterschied der Steine, die die Spieler vor dem ersten Pass gesetzt haben; das führt zum Ergebnis der Gebietszählung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stone scoring counted from the lids: the stones each player took and the pass stones, White passing last.</source>
        <translation>Steinzählung über die Deckel: die Steine, die jeder Spieler genommen hat, und die Passsteine, wobei Weiß zuletzt passt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rule sets that teach, from writings on scoring</source>
        <translation>Regelwerke zum Verständnis, aus Schriften über die Zählung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every move put one stone down, so the stones on the board, in the lids and passed must come out even for both players.</source>
        <translation>Jeder Zug hat einen Stein gesetzt, daher müssen die Steine auf dem Brett, in den Deckeln und die Passsteine für beide Spieler aufgehen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area and territory counting differ only by the last pass, the handicap stones, the pass stones and the eyes in seki.</source>
        <translation>Flächen- und Gebietszählung unterscheiden sich nur durch den letzten Pass, die Vorgabesteine, die Passsteine und die Augen im Seki.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With pass stones and White passing last, counting area and counting territory give the same result (the AGA&apos;s promise).</source>
        <translation>Mit Passsteinen und letztem Pass von Weiß ergeben Flächen- und Gebietszählung dasselbe Ergebnis (das Versprechen der AGA).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With pass stones and White passing last, the area count and the territory count with pass stones agree (the equivalence theorem).</source>
        <translation>Mit Passsteinen und letztem Pass von Weiß stimmen Flächenzählung und Gebietszählung mit Passsteinen überein (der Äquivalenzsatz).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The area rules III count follows from territory, prisoners and the stones each player put down after the first pass (filling the dame).</source>
        <translation>Die Zählung nach Flächenregeln III folgt aus Gebiet, Gefangenen und den Steinen, die jeder Spieler nach dem ersten Pass gesetzt hat (beim Füllen der Dame).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With as many stones played by each side, area rules III gives the territory result.</source>
        <translation>Haben beide Seiten gleich viele Steine gespielt, ergeben die Flächenregeln III das Ergebnis der Gebietszählung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When White passed last, counting the stones on the board and counting the stones in the lids give the same margin.</source>
        <translation>Hat Weiß zuletzt gepasst, ergeben das Zählen der Steine auf dem Brett und das Zählen der Steine in den Deckeln denselben Abstand.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two areas differ by an odd or an even number exactly as the counted points do: a check that no point is lost or counted twice.</source>
        <translation>Die beiden Flächen unterscheiden sich um eine gerade oder ungerade Zahl, genau wie die gezählten Punkte: eine Kontrolle, dass kein Punkt verloren geht oder doppelt gezählt wird.</translation>
    </message>
</context>
</TS>
