<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>Cli</name>
    <message>
        <location filename="../../gocount_gui/cli.py" line="+290"/>
        <source>game {number}</source>
        <translation>第{number}局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (assumed)</source>
        <translation>（推定）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{size}x{size}, komi {komi}{assumed}, handicap {handicap}, scored under {rules}, {dead} dead stones, recorded {recorded}</source>
        <translation>{size}x{size}、コミ {komi}{assumed}、置き石 {handicap}、{rules} ルールで計算、死に石 {dead} 個、棋譜の結果 {recorded}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(not finished: the board as it stands)</source>
        <translation>（終局前：現在の盤面で計算）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>warning: {sentence}</source>
        <translation>警告：{sentence}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>identities:</source>
        <translation>恒等式：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>komi: {text}</source>
        <translation>コミ：{text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>note: {note}</source>
        <translation>注：{note}</translation>
    </message>
</context>
<context>
    <name>Desk</name>
    <message>
        <location filename="../../gocount_gui/ui/desk.py" line="+226"/>
        <source>Check a folder — gocount</source>
        <translation>フォルダーをチェック — gocount</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No folder checked yet</source>
        <translation>まだフォルダーをチェックしていません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose &amp;Folder…</source>
        <translation>フォルダーを選択(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count every SGF in a folder and its sub-folders</source>
        <translation>フォルダーとそのサブフォルダー内のすべての SGF を計算します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;CSV…</source>
        <translation>CSV をエクスポート(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the rows shown, in the table&apos;s order, as a CSV table for a spreadsheet</source>
        <translation>表示中の行を表の順に、表計算ソフト用の CSV 表として書き出します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;PDF…</source>
        <translation>PDF をエクスポート(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the score sheets of the rows shown, one per page, in the table&apos;s order</source>
        <translation>表示中の行の計算結果表を、表の順に 1 ページに 1 局ずつ書き出します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only &amp;disagreements</source>
        <translation>不一致のみ(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the games whose count differs from the recorded result</source>
        <translation>計算結果が棋譜の結果と異なる対局のみを表示します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only &amp;unsure</source>
        <translation>不確実のみ(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the games where gocount is unsure of some dead stones</source>
        <translation>gocount が一部の石の死活を判定しきれない対局のみを表示します</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop counting; the rows counted so far stay (Esc)</source>
        <translation>計算を中止します。計算済みの行は残ります（Esc）</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../../gocount_gui/ui/dialogs.py" line="+45"/>
        <source>New count</source>
        <translation>新規計算</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Board size</source>
        <translation>盤のサイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board size:</source>
        <translation>盤のサイズ：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Handicap stones</source>
        <translation>置き石</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Handicap:</source>
        <translation>置き石(&amp;H)：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules:</source>
        <translation>ルール(&amp;R)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Komi</source>
        <translation>コミ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Komi:</source>
        <translation>コミ(&amp;K)：</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../../gocount_gui/ui/engine_view.py" line="+219"/>
        <source>Ask the &amp;Engine</source>
        <translation>エンジンに聞く(&amp;E)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Preferences…</source>
        <translation>環境設定(&amp;P)…</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <location filename="../../gocount_gui/ui/info_dialog.py" line="+19"/>
        <source>&amp;Black</source>
        <translation>黒(&amp;B)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black&apos;s name (PB)</source>
        <translation>黒の対局者名（PB）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;ank</source>
        <translation>段級位(&amp;A)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black&apos;s rank (BR), such as 3d, 1k or 9p</source>
        <translation>黒の段級位（BR）。例：3d、1k、9p</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;White</source>
        <translation>白(&amp;W)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White&apos;s name (PW)</source>
        <translation>白の対局者名（PW）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ra&amp;nk</source>
        <translation>段級位(&amp;N)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White&apos;s rank (WR)</source>
        <translation>白の段級位（WR）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Date</source>
        <translation>日付(&amp;D)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When the game was played (DT), as YYYY-MM-DD</source>
        <translation>対局日（DT）。形式は YYYY-MM-DD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Event</source>
        <translation>棋戦(&amp;E)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The tournament or occasion (EV)</source>
        <translation>大会・棋戦の名前（EV）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;ound</source>
        <translation>回戦(&amp;O)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The round (RO)</source>
        <translation>回戦（RO）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Place</source>
        <translation>場所(&amp;P)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where the game was played (PC)</source>
        <translation>対局場所（PC）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game name</source>
        <translation>対局名(&amp;G)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The game&apos;s name (GN)</source>
        <translation>対局の名前（GN）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Game Info</source>
        <translation>対局情報</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The result the record gives (RE); saving writes the count&apos;s result there</source>
        <translation>棋譜に記された結果（RE）。保存すると計算結果がここに書き込まれます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recorded result</source>
        <translation>棋譜の結果</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <location filename="../../gocount_gui/ui/header.py" line="+68"/>
        <source>Counted over the board: no recorded result</source>
        <translation>盤上で計算：棋譜の結果なし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record gives no result</source>
        <translation>棋譜に結果がありません</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The game as the record gives it; Game &gt; Game Info (Ctrl+I) edits it</source>
        <translation>棋譜に記された対局。「対局 &gt; 対局情報」（Ctrl+I）で編集できます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>対局</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../../gocount_gui/ui/help.py" line="+34"/>
        <source>New to gocount? Open a game, click the dead stones (a blue ring shows what a click changes), then read the result on the right. &lt;a href=&apos;howto&apos;&gt;How to count&lt;/a&gt;</source>
        <translation>gocount は初めてですか？対局を開いて死に石をクリックし（クリックで変わる石は青い輪で示されます）、右側で結果を確認してください。&lt;a href='howto'&gt;計算のしかた&lt;/a&gt;</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>How to count — gocount</source>
        <translation>計算のしかた — gocount</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keyboard shortcuts — gocount</source>
        <translation>キーボードショートカット — gocount</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Close this hint</source>
        <translation>このヒントを閉じる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the hint</source>
        <translation>ヒントを閉じる</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <location filename="../../gocount_gui/ui/panel.py" line="+50"/>
        <location line="+250"/>
        <source>Rule set</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="-249"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comp.</source>
        <translation>補正</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+258"/>
        <source>Komi</source>
        <translation>コミ</translation>
    </message>
    <message>
        <location line="-257"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rule set; open a row to see how its count is made up</source>
        <translation>ルール。行を展開すると計算の内訳が表示されます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s points under this rule set</source>
        <translation>このルールでの黒の目数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s points, before the handicap points and komi</source>
        <translation>置き石補正とコミを加える前の白の目数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points White gets for Black&apos;s handicap stones (C(H))</source>
        <translation>黒の置き石に対して白が得る目数（C(H)）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+248"/>
        <source>Komi: the points White gets for moving second (K)</source>
        <translation>コミ：後手の白が得る目数（K）</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>Who wins and by how much: Black&apos;s points minus White&apos;s</source>
        <translation>勝敗と差：黒の目数から白の目数を引いたもの</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Cannot count under {rules} rules</source>
        <translation>{rules} ルールでは計算できません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not finished: {result} as the board stands under {rules} rules</source>
        <translation>終局前：現在の盤面では {result}（{rules} ルール）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{result} under {rules} rules</source>
        <translation>{result}（{rules} ルール）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Suggesting dead stones…</source>
        <translation>死に石を推定中…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Dead stones suggested: check the stone marked with ?</source>
        <translation>死に石を推定しました：? 印の石を確認してください</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stones suggested: check the {count} stones marked with ?</source>
        <translation>死に石を推定しました：? 印の {count} 個の石を確認してください</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stones suggested: check them</source>
        <translation>死に石を推定しました：確認してください</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dead stones as the players marked them</source>
        <translation>対局者が指定した死に石</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dead stones marked by hand</source>
        <translation>手動で指定した死に石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No stones marked dead: click the dead groups in Mark Dead, or Suggest Dead Stones (Ctrl+D)</source>
        <translation>死に石の指定なし：「死に石を指定」で死んでいる石をクリックするか、「死に石を推定」（Ctrl+D）を使ってください</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>The rule set shown on top and on the board</source>
        <translation>上部と盤上に表示するルール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rule set whose result is shown in large type and on the board</source>
        <translation>結果を大きな文字と盤上に表示するルール</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The points White gets for moving second</source>
        <translation>後手の白が得る目数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Komi</source>
        <translation>コミ(&amp;K)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The result under the rule set on top</source>
        <translation>上部で選んだルールでの結果</translation>
    </message>
    <message>
        <location line="+49"/>
        <location line="+15"/>
        <source>Results under every rule set</source>
        <translation>全ルールでの結果</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Columns of the results</source>
        <translation>結果の列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One row per rule set: Black&apos;s points, White&apos;s points, handicap points, komi and the result</source>
        <translation>ルールごとに 1 行：黒の目数、白の目数、置き石補正、コミ、結果</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Identities</source>
        <translation>恒等式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counting methods checked against each other, in words and in symbols</source>
        <translation>計算方法どうしの照合（言葉と記号で）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Identities: the counting methods checked</source>
        <translation>恒等式：計算方法の照合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counting methods checked against each other with this game&apos;s numbers</source>
        <translation>この対局の数値による計算方法どうしの照合</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>This position cannot be counted: {problem}</source>
        <translation>この局面は計算できません：{problem}</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <location filename="../../gocount_gui/ui/sheet.py" line="+293"/>
        <source>Score sheet</source>
        <translation>計算結果表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count over the board</source>
        <translation>盤上での計算</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+132"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location line="-132"/>
        <location line="+133"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location line="-127"/>
        <location line="+5"/>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Event</source>
        <translation>棋戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>場所</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Komi</source>
        <translation>コミ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Handicap</source>
        <translation>置き石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board</source>
        <translation>盤</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Lid audit: </source>
        <translation>アゲハマ検算：</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Stones on the board</source>
        <translation>盤上の石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory</source>
        <translation>地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured in play</source>
        <translation>対局中のアゲハマ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead at the end</source>
        <translation>終局時の死に石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass stones</source>
        <translation>パス石</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counts</source>
        <translation>集計</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Black&apos;s territory</source>
        <translation>黒地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s territory</source>
        <translation>白地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stone</source>
        <translation>死に石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dame (neutral)</source>
        <translation>ダメ（中立）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seki: shared liberty</source>
        <translation>セキ：共有のダメ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone in seki</source>
        <translation>セキの石</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Every rule set</source>
        <translation>全ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White before compensation C(H) and komi K</source>
        <translation>白：置き石補正 C(H) とコミ K を加える前</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Identities</source>
        <translation>恒等式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counting methods checked against each other with this game&apos;s numbers</source>
        <translation>この対局の数値による計算方法どうしの照合</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Signatures: Black ________   White ________   Referee ________</source>
        <translation>署名：黒 ________   白 ________   審判 ________</translation>
    </message>
</context>
<context>
    <name>Tray</name>
    <message>
        <location filename="../../gocount_gui/ui/tray.py" line="+88"/>
        <source>&amp;unknown</source>
        <translation>不明(&amp;U)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Black</source>
        <translation>黒(&amp;B)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;White</source>
        <translation>白(&amp;W)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No pass recorded (or nobody passed): who passed last is not known</source>
        <translation>パスの記録なし（または誰もパスしていない）：最後にどちらがパスしたかは不明です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who passed last: unknown</source>
        <translation>最後にパスした側：不明</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Handicap stones, 0 in an even game (H); all but one count as extra moves (H&apos; = H - 1)</source>
        <translation>置き石の数。互先では 0（H）。1 子を除くすべてが余分な手数として数えられます（H' = H - 1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Handicap stones</source>
        <translation>置き石</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Who passed last:</source>
        <translation>最後にパスした側：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Handicap stones:</source>
        <translation>置き石(&amp;H)：</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Black&apos;s lid (White stones)</source>
        <translation>黒の碁笥の蓋（白石）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White&apos;s lid (Black stones)</source>
        <translation>白の碁笥の蓋（黒石）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Captured:</source>
        <translation>アゲハマ(&amp;C)：</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Dead:</source>
        <translation>死に石：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Pass stones:</source>
        <translation>パス石(&amp;P)：</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;In the lid:&lt;/b&gt;</source>
        <translation>&lt;b&gt;蓋の中：&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>One stone fewer (Ctrl+Z undoes a run of clicks at once)</source>
        <translation>1 個減らす（Ctrl+Z で連続したクリックをまとめて取り消せます）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One stone more (Ctrl+Z undoes a run of clicks at once)</source>
        <translation>1 個増やす（Ctrl+Z で連続したクリックをまとめて取り消せます）</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Black passed {count} time(s)</source>
        <translation>黒のパス {count} 回</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White passed {count} time(s)</source>
        <translation>白のパス {count} 回</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Lid audit: </source>
        <translation>アゲハマ検算：</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../gocount_gui/ui/window.py" line="+194"/>
        <source>&amp;New Count…</source>
        <translation>新規計算(&amp;N)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count a game over the board on an empty board</source>
        <translation>実際の盤で打った対局を、空の盤に石を並べて計算します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open an SGF game record</source>
        <translation>SGF 棋譜を開きます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write the count into the game record</source>
        <translation>計算結果を棋譜に書き込みます</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+482"/>
        <location line="+8"/>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location line="-490"/>
        <source>Save the count to another file</source>
        <translation>計算結果を別のファイルに保存します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export Score Sheet…</source>
        <translation>計算結果表をエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write the score sheet as a PDF or PNG file</source>
        <translation>計算結果表を PDF または PNG ファイルとして書き出します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Print the score sheet</source>
        <translation>計算結果表を印刷します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print Pre&amp;view…</source>
        <translation>印刷プレビュー(&amp;V)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>See the score sheet as it will print</source>
        <translation>計算結果表の印刷イメージを表示します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chec&amp;k a Folder…</source>
        <translation>フォルダーをチェック(&amp;K)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count every game of a folder and compare each with its recorded result</source>
        <translation>フォルダー内のすべての対局を計算し、それぞれ棋譜の結果と比較します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Suggest &amp;Dead Stones</source>
        <translation>死に石を推定(&amp;D)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark the stones gocount judges dead (check them after)</source>
        <translation>gocount が死んでいると判断した石に印を付けます（あとで確認してください）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel Suggestion</source>
        <translation>推定を中止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear Dead Marks</source>
        <translation>死に石の指定を解除(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark every stone alive again</source>
        <translation>すべての石を生きている状態に戻します</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit Position</source>
        <translation>局面を編集(&amp;E)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left click Black, right click White, drag to paint, Shift-click to erase</source>
        <translation>左クリックで黒、右クリックで白、ドラッグで連続配置、Shift+クリックで消去</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark &amp;Dead</source>
        <translation>死に石を指定(&amp;D)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Click a group to mark it dead or alive; Ctrl+click one chain; Shift+click (or F) to insist</source>
        <translation>石の一団をクリックして死活を指定。Ctrl+クリックで 1 つの連だけ。Shift+クリック（または F）で強制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Region &amp;Owner</source>
        <translation>領域の帰属(&amp;O)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Click an empty region: automatic, Black, White, neutral</source>
        <translation>空いた領域をクリック：自動、黒、白、中立</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game &amp;Info…</source>
        <translation>対局情報(&amp;I)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The players, their ranks, the date, event and place of the game</source>
        <translation>対局者、段級位、対局の日付・棋戦・場所</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;How to Count</source>
        <translation>計算のしかた(&amp;H)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The steps of a count and what the marks on the board mean</source>
        <translation>計算の手順と盤上の印の意味</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Every key gocount answers to</source>
        <translation>gocount で使えるすべてのキー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About gocount</source>
        <translation>gocount について(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Count by &amp;Numbers…</source>
        <translation>数値から新規計算(&amp;N)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Type in what the players counted on a real board: no position</source>
        <translation>対局者が実際の盤で数えた数値を入力します（局面なし）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table of &amp;Counts</source>
        <translation>計算表(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The table of counts and the seeds&apos; proofs with this game&apos;s numbers</source>
        <translation>この対局の数値による計算表と、出典論文の証明</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/selftest.py" line="+171"/>
        <location filename="../../gocount_gui/ui/window.py" line="+4"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/window.py" line="+4"/>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Game</source>
        <translation>対局(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Mode</source>
        <translation>モード(&amp;M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{action} the last change (the Edit menu names it)</source>
        <translation>{action}：直前の変更（内容は「編集」メニューに表示されます）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>More toolbar buttons</source>
        <translation>その他のツールバーボタン</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cannot count: {problem}</source>
        <translation>計算できません：{problem}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>New count</source>
        <translation>新規計算</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No recent files</source>
        <translation>最近使ったファイルはありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear Recent Files</source>
        <translation>履歴を消去</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The count of {name}</source>
        <translation>{name} の計算</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This new count</source>
        <translation>この新規計算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{what} has changes that are not saved. Save them first?</source>
        <translation>{what}に未保存の変更があります。先に保存しますか？</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open a game record</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Opened {name}: {moves} moves, dead stones as the players marked them</source>
        <translation>{name} を開きました：{moves} 手、死に石は対局者の指定どおり</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opened {name}: {moves} moves, no dead stones marked; {suggesting}</source>
        <translation>{name} を開きました：{moves} 手、死に石の指定なし。{suggesting}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>This file holds several games. Count which one?</source>
        <translation>このファイルには複数の対局が含まれています。どの対局を計算しますか？</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Save the count</source>
        <translation>計算結果を保存</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>gocount: the count was not saved</source>
        <translation>gocount：計算結果は保存されませんでした</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved {name}</source>
        <translation>{name} を保存しました</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export the score sheet</source>
        <translation>計算結果表をエクスポート</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Score sheet written to {name}</source>
        <translation>計算結果表を {name} に書き出しました</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Score sheet sent to the printer</source>
        <translation>計算結果表をプリンターに送りました</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Score sheet — print preview</source>
        <translation>計算結果表 — 印刷プレビュー</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+9"/>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&amp;Replace It</source>
        <translation>置き換える(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>gocount: the file changed on disk</source>
        <translation>gocount：ディスク上のファイルが変更されました</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Autosave failed: {message}. Save the count to keep it.</source>
        <translation>自動保存に失敗しました：{message}。計算結果を残すには保存してください。</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Put the stones on the board: left click Black, right click White</source>
        <translation>盤に石を置きます：左クリックで黒、右クリックで白</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>About gocount</source>
        <translation>gocount について</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counts a finished game of Go under every major rule set, shows the identities that tie the counting methods together, and checks the prisoners.</source>
        <translation>終局した碁の対局を主要なすべてのルールで計算し、計算方法どうしを結びつける恒等式を示し、アゲハマを検算します。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/language_menu.py" line="+17"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>System</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The language applies at the next start of gocount.</source>
        <translation>言語は gocount の次回起動時に適用されます。</translation>
    </message>
</context>
</TS>
