<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>Cli</name>
    <message>
        <location filename="../../gocount_gui/cli.py" line="+290"/>
        <source>game {number}</source>
        <translation>第 {number} 局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (assumed)</source>
        <translation>（推定）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{size}x{size}, komi {komi}{assumed}, handicap {handicap}, scored under {rules}, {dead} dead stones, recorded {recorded}</source>
        <translation>{size}×{size}，貼目 {komi}{assumed}，讓 {handicap} 子，依 {rules} 規則計分，死子 {dead} 顆，記錄結果 {recorded}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>黑</translation>
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
        <translation>（未終局：依目前盤面）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>warning: {sentence}</source>
        <translation>警告：{sentence}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>identities:</source>
        <translation>恆等式：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>komi: {text}</source>
        <translation>貼目：{text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>note: {note}</source>
        <translation>註：{note}</translation>
    </message>
</context>
<context>
    <name>Desk</name>
    <message>
        <location filename="../../gocount_gui/ui/desk.py" line="+226"/>
        <source>Check a folder — gocount</source>
        <translation>檢查資料夾 — gocount</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No folder checked yet</source>
        <translation>尚未檢查任何資料夾</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose &amp;Folder…</source>
        <translation>選擇資料夾(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count every SGF in a folder and its sub-folders</source>
        <translation>為資料夾及其子資料夾中的每個 SGF 計分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;CSV…</source>
        <translation>匯出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the rows shown, in the table&apos;s order, as a CSV table for a spreadsheet</source>
        <translation>依表格順序，將顯示的各列寫成 CSV 表格，供試算表使用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;PDF…</source>
        <translation>匯出 PDF(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the score sheets of the rows shown, one per page, in the table&apos;s order</source>
        <translation>依表格順序，寫出顯示各列的計分表，每頁一局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only &amp;disagreements</source>
        <translation>僅顯示不一致(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the games whose count differs from the recorded result</source>
        <translation>只顯示計分結果與記錄結果不同的對局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only &amp;unsure</source>
        <translation>僅顯示不確定(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the games where gocount is unsure of some dead stones</source>
        <translation>只顯示 gocount 對部分死子沒有把握的對局</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop counting; the rows counted so far stay (Esc)</source>
        <translation>停止計分；已計分的各列會保留（Esc）</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../../gocount_gui/ui/dialogs.py" line="+45"/>
        <source>New count</source>
        <translation>新計分</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Board size</source>
        <translation>棋盤大小</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board size:</source>
        <translation>棋盤大小：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Handicap stones</source>
        <translation>讓子數</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Handicap:</source>
        <translation>讓子(&amp;H)：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules:</source>
        <translation>規則(&amp;R)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Komi</source>
        <translation>貼目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Komi:</source>
        <translation>貼目(&amp;K)：</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../../gocount_gui/ui/engine_view.py" line="+219"/>
        <source>Ask the &amp;Engine</source>
        <translation>詢問引擎(&amp;E)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Preferences…</source>
        <translation>偏好設定(&amp;P)…</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <location filename="../../gocount_gui/ui/info_dialog.py" line="+19"/>
        <source>&amp;Black</source>
        <translation>黑方(&amp;B)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black&apos;s name (PB)</source>
        <translation>黑方姓名（PB）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;ank</source>
        <translation>段級(&amp;A)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black&apos;s rank (BR), such as 3d, 1k or 9p</source>
        <translation>黑方段級（BR），例如 3d、1k 或 9p</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;White</source>
        <translation>白方(&amp;W)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White&apos;s name (PW)</source>
        <translation>白方姓名（PW）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ra&amp;nk</source>
        <translation>段級(&amp;N)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White&apos;s rank (WR)</source>
        <translation>白方段級（WR）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Date</source>
        <translation>日期(&amp;D)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When the game was played (DT), as YYYY-MM-DD</source>
        <translation>對局日期（DT），格式為 YYYY-MM-DD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Event</source>
        <translation>賽事(&amp;E)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The tournament or occasion (EV)</source>
        <translation>比賽或場合（EV）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;ound</source>
        <translation>輪次(&amp;O)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The round (RO)</source>
        <translation>輪次（RO）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Place</source>
        <translation>地點(&amp;P)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where the game was played (PC)</source>
        <translation>對局地點（PC）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game name</source>
        <translation>對局名稱(&amp;G)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The game&apos;s name (GN)</source>
        <translation>對局名稱（GN）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Game Info</source>
        <translation>對局資訊</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The result the record gives (RE); saving writes the count&apos;s result there</source>
        <translation>棋譜記載的結果（RE）；儲存時會將計分結果寫入此處</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recorded result</source>
        <translation>記錄結果</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <location filename="../../gocount_gui/ui/header.py" line="+68"/>
        <source>Counted over the board: no recorded result</source>
        <translation>現場計分：無記錄結果</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record gives no result</source>
        <translation>棋譜未記載結果</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The game as the record gives it; Game &gt; Game Info (Ctrl+I) edits it</source>
        <translation>棋譜所記載的對局；可用「對局 &gt; 對局資訊」（Ctrl+I）編輯</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>對局</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../../gocount_gui/ui/help.py" line="+34"/>
        <source>New to gocount? Open a game, click the dead stones (a blue ring shows what a click changes), then read the result on the right. &lt;a href=&apos;howto&apos;&gt;How to count&lt;/a&gt;</source>
        <translation>初次使用 gocount？開啟一局棋，點選死子（藍色圓圈會顯示點選將改變什麼），然後在右側查看結果。&lt;a href='howto'&gt;如何計分&lt;/a&gt;</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>How to count — gocount</source>
        <translation>如何計分 — gocount</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keyboard shortcuts — gocount</source>
        <translation>鍵盤快速鍵 — gocount</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Close this hint</source>
        <translation>關閉此提示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the hint</source>
        <translation>關閉提示</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <location filename="../../gocount_gui/ui/panel.py" line="+50"/>
        <location line="+250"/>
        <source>Rule set</source>
        <translation>規則</translation>
    </message>
    <message>
        <location line="-249"/>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comp.</source>
        <translation>補償</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+258"/>
        <source>Komi</source>
        <translation>貼目</translation>
    </message>
    <message>
        <location line="-257"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rule set; open a row to see how its count is made up</source>
        <translation>規則；展開一列可查看其計分的組成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s points under this rule set</source>
        <translation>此規則下黑方的得分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s points, before the handicap points and komi</source>
        <translation>白方得分（未計讓子補償與貼目）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points White gets for Black&apos;s handicap stones (C(H))</source>
        <translation>白方因黑方讓子所得的補償（C(H)）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+248"/>
        <source>Komi: the points White gets for moving second (K)</source>
        <translation>貼目：白方因後行所得的補償（K）</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>Who wins and by how much: Black&apos;s points minus White&apos;s</source>
        <translation>勝負及差距：黑方得分減去白方得分</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Cannot count under {rules} rules</source>
        <translation>無法依 {rules} 規則計分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not finished: {result} as the board stands under {rules} rules</source>
        <translation>未終局：依目前盤面為 {result}（{rules} 規則）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{result} under {rules} rules</source>
        <translation>{result}（{rules} 規則）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Suggesting dead stones…</source>
        <translation>正在建議死子…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Dead stones suggested: check the stone marked with ?</source>
        <translation>已建議死子：請檢查標有 ? 的棋子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stones suggested: check the {count} stones marked with ?</source>
        <translation>已建議死子：請檢查標有 ? 的 {count} 顆棋子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stones suggested: check them</source>
        <translation>已建議死子：請加以檢查</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dead stones as the players marked them</source>
        <translation>對局者標記的死子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dead stones marked by hand</source>
        <translation>手動標記的死子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No stones marked dead: click the dead groups in Mark Dead, or Suggest Dead Stones (Ctrl+D)</source>
        <translation>未標記死子：請在「標記死子」模式中點選死棋，或使用「建議死子」（Ctrl+D）</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>The rule set shown on top and on the board</source>
        <translation>顯示於上方及棋盤上的規則</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rule set whose result is shown in large type and on the board</source>
        <translation>其結果以大字顯示並標示於棋盤上的規則</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The points White gets for moving second</source>
        <translation>白方因後行所得的補償</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rules</source>
        <translation>規則(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Komi</source>
        <translation>貼目(&amp;K)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The result under the rule set on top</source>
        <translation>上方所選規則下的結果</translation>
    </message>
    <message>
        <location line="+49"/>
        <location line="+15"/>
        <source>Results under every rule set</source>
        <translation>各規則下的結果</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Columns of the results</source>
        <translation>結果表的欄位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One row per rule set: Black&apos;s points, White&apos;s points, handicap points, komi and the result</source>
        <translation>每種規則一列：黑方得分、白方得分、讓子補償、貼目及結果</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Identities</source>
        <translation>恆等式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counting methods checked against each other, in words and in symbols</source>
        <translation>各種計分方法的相互驗證，以文字及符號表示</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Identities: the counting methods checked</source>
        <translation>恆等式：計分方法的驗證</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counting methods checked against each other with this game&apos;s numbers</source>
        <translation>以本局的數字相互驗證各種計分方法</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>This position cannot be counted: {problem}</source>
        <translation>此局面無法計分：{problem}</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <location filename="../../gocount_gui/ui/sheet.py" line="+293"/>
        <source>Score sheet</source>
        <translation>計分表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count over the board</source>
        <translation>現場計分</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+132"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location line="-132"/>
        <location line="+133"/>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <location line="-127"/>
        <location line="+5"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Event</source>
        <translation>賽事</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>地點</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>對局</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Komi</source>
        <translation>貼目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Handicap</source>
        <translation>讓子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board</source>
        <translation>棋盤</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moves</source>
        <translation>手數</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record</source>
        <translation>記錄</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Lid audit: </source>
        <translation>盒蓋核對：</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Stones on the board</source>
        <translation>盤上棋子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory</source>
        <translation>目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured in play</source>
        <translation>對局中提子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead at the end</source>
        <translation>終局死子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass stones</source>
        <translation>虛手子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counts</source>
        <translation>計數</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Black&apos;s territory</source>
        <translation>黑地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s territory</source>
        <translation>白地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stone</source>
        <translation>死子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dame (neutral)</source>
        <translation>單官（中立）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seki: shared liberty</source>
        <translation>雙活：公氣</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone in seki</source>
        <translation>雙活中的棋子</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Every rule set</source>
        <translation>所有規則</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White before compensation C(H) and komi K</source>
        <translation>白方（未計讓子補償 C(H) 與貼目 K）</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Identities</source>
        <translation>恆等式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counting methods checked against each other with this game&apos;s numbers</source>
        <translation>以本局的數字相互驗證各種計分方法</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Signatures: Black ________   White ________   Referee ________</source>
        <translation>簽名：黑方 ________   白方 ________   裁判 ________</translation>
    </message>
</context>
<context>
    <name>Tray</name>
    <message>
        <location filename="../../gocount_gui/ui/tray.py" line="+88"/>
        <source>&amp;unknown</source>
        <translation>未知(&amp;U)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Black</source>
        <translation>黑方(&amp;B)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;White</source>
        <translation>白方(&amp;W)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No pass recorded (or nobody passed): who passed last is not known</source>
        <translation>未記錄虛手（或無人虛手）：不知道最後是誰虛手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who passed last: unknown</source>
        <translation>最後虛手方：未知</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Handicap stones, 0 in an even game (H); all but one count as extra moves (H&apos; = H - 1)</source>
        <translation>讓子數，分先時為 0（H）；除一子外，其餘均算作額外手數（H' = H - 1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Handicap stones</source>
        <translation>讓子</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Who passed last:</source>
        <translation>最後虛手方：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Handicap stones:</source>
        <translation>讓子(&amp;H)：</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Black&apos;s lid (White stones)</source>
        <translation>黑方盒蓋（白子）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White&apos;s lid (Black stones)</source>
        <translation>白方盒蓋（黑子）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Captured:</source>
        <translation>提子(&amp;C)：</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Dead:</source>
        <translation>死子：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Pass stones:</source>
        <translation>虛手子(&amp;P)：</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;In the lid:&lt;/b&gt;</source>
        <translation>&lt;b&gt;盒蓋中：&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>One stone fewer (Ctrl+Z undoes a run of clicks at once)</source>
        <translation>減一子（Ctrl+Z 可一次復原連續的點選）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One stone more (Ctrl+Z undoes a run of clicks at once)</source>
        <translation>加一子（Ctrl+Z 可一次復原連續的點選）</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Black passed {count} time(s)</source>
        <translation>黑方虛手 {count} 次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White passed {count} time(s)</source>
        <translation>白方虛手 {count} 次</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Lid audit: </source>
        <translation>盒蓋核對：</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../gocount_gui/ui/window.py" line="+194"/>
        <source>&amp;New Count…</source>
        <translation>新計分(&amp;N)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count a game over the board on an empty board</source>
        <translation>在空棋盤上現場為一局棋計分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open an SGF game record</source>
        <translation>開啟 SGF 棋譜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write the count into the game record</source>
        <translation>將計分結果寫入棋譜</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+482"/>
        <location line="+8"/>
        <source>Save &amp;As…</source>
        <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
        <location line="-490"/>
        <source>Save the count to another file</source>
        <translation>將計分結果儲存到另一個檔案</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export Score Sheet…</source>
        <translation>匯出計分表(&amp;E)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write the score sheet as a PDF or PNG file</source>
        <translation>將計分表存成 PDF 或 PNG 檔案</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Print…</source>
        <translation>列印(&amp;P)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Print the score sheet</source>
        <translation>列印計分表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print Pre&amp;view…</source>
        <translation>預覽列印(&amp;V)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>See the score sheet as it will print</source>
        <translation>查看計分表列印出來的樣子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chec&amp;k a Folder…</source>
        <translation>檢查資料夾(&amp;K)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count every game of a folder and compare each with its recorded result</source>
        <translation>為資料夾中的每局棋計分，並與其記錄結果比對</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Suggest &amp;Dead Stones</source>
        <translation>建議死子(&amp;D)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark the stones gocount judges dead (check them after)</source>
        <translation>標記 gocount 判斷為死的棋子（之後請檢查）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel Suggestion</source>
        <translation>取消建議</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear Dead Marks</source>
        <translation>清除死子標記(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark every stone alive again</source>
        <translation>將所有棋子重新標為活棋</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit Position</source>
        <translation>編輯局面(&amp;E)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left click Black, right click White, drag to paint, Shift-click to erase</source>
        <translation>左鍵放黑子，右鍵放白子，拖曳可連續擺放，Shift+點選可清除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark &amp;Dead</source>
        <translation>標記死子(&amp;D)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Click a group to mark it dead or alive; Ctrl+click one chain; Shift+click (or F) to insist</source>
        <translation>點選一塊棋以標記死活；Ctrl+點選只標記一串棋；Shift+點選（或 F）強制標記</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Region &amp;Owner</source>
        <translation>區域歸屬(&amp;O)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Click an empty region: automatic, Black, White, neutral</source>
        <translation>點選空白區域切換：自動、黑、白、中立</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game &amp;Info…</source>
        <translation>對局資訊(&amp;I)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The players, their ranks, the date, event and place of the game</source>
        <translation>對局者、段級，以及對局的日期、賽事與地點</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;How to Count</source>
        <translation>如何計分(&amp;H)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The steps of a count and what the marks on the board mean</source>
        <translation>計分的步驟，以及棋盤上各標記的意義</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>鍵盤快速鍵(&amp;K)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Every key gocount answers to</source>
        <translation>gocount 會回應的所有按鍵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About gocount</source>
        <translation>關於 gocount(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Count by &amp;Numbers…</source>
        <translation>依數字新建計分(&amp;N)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Type in what the players counted on a real board: no position</source>
        <translation>輸入對局者在實體棋盤上數出的數字：不含盤面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table of &amp;Counts</source>
        <translation>計數表(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The table of counts and the seeds&apos; proofs with this game&apos;s numbers</source>
        <translation>以本局的數字顯示計數表及各種子（seed）的證明</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/selftest.py" line="+171"/>
        <location filename="../../gocount_gui/ui/window.py" line="+4"/>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/window.py" line="+4"/>
        <source>Open &amp;Recent</source>
        <translation>開啟最近的檔案(&amp;R)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Game</source>
        <translation>對局(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Mode</source>
        <translation>模式(&amp;M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rules</source>
        <translation>規則(&amp;R)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{action} the last change (the Edit menu names it)</source>
        <translation>{action}上一次的變更（「編輯」選單會顯示其名稱）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>More toolbar buttons</source>
        <translation>更多工具列按鈕</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cannot count: {problem}</source>
        <translation>無法計分：{problem}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>New count</source>
        <translation>新計分</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No recent files</source>
        <translation>沒有最近開啟的檔案</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear Recent Files</source>
        <translation>清除最近開啟的檔案</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The count of {name}</source>
        <translation>{name} 的計分</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This new count</source>
        <translation>這份新計分</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{what} has changes that are not saved. Save them first?</source>
        <translation>{what}有尚未儲存的變更。要先儲存嗎？</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open a game record</source>
        <translation>開啟棋譜</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Opened {name}: {moves} moves, dead stones as the players marked them</source>
        <translation>已開啟 {name}：{moves} 手，死子依對局者的標記</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opened {name}: {moves} moves, no dead stones marked; {suggesting}</source>
        <translation>已開啟 {name}：{moves} 手，未標記死子；{suggesting}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>This file holds several games. Count which one?</source>
        <translation>此檔案包含多局棋。要為哪一局計分？</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Save the count</source>
        <translation>儲存計分結果</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>gocount: the count was not saved</source>
        <translation>gocount：計分結果未儲存</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved {name}</source>
        <translation>已儲存 {name}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export the score sheet</source>
        <translation>匯出計分表</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Score sheet written to {name}</source>
        <translation>計分表已寫入 {name}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Score sheet sent to the printer</source>
        <translation>計分表已送至印表機</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Score sheet — print preview</source>
        <translation>計分表 — 預覽列印</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+9"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&amp;Replace It</source>
        <translation>取代(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>gocount: the file changed on disk</source>
        <translation>gocount：磁碟上的檔案已變更</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Autosave failed: {message}. Save the count to keep it.</source>
        <translation>自動儲存失敗：{message}。請儲存計分結果以免遺失。</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Put the stones on the board: left click Black, right click White</source>
        <translation>在棋盤上擺放棋子：左鍵放黑子，右鍵放白子</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>About gocount</source>
        <translation>關於 gocount</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counts a finished game of Go under every major rule set, shows the identities that tie the counting methods together, and checks the prisoners.</source>
        <translation>依各主要規則為一局已終局的圍棋計分，列出將各種計分方法聯繫起來的恆等式，並核對提子。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/language_menu.py" line="+17"/>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>System</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The language applies at the next start of gocount.</source>
        <translation>語言將於下次啟動 gocount 時生效。</translation>
    </message>
</context>
</TS>
