<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
        <translation>{size}×{size}，贴目 {komi}{assumed}，让 {handicap} 子，按 {rules} 规则计算，死子 {dead} 枚，记录结果 {recorded}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rules</source>
        <translation>规则</translation>
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
        <translation>结果</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(not finished: the board as it stands)</source>
        <translation>（未终局：按当前盘面）</translation>
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
        <translation>贴目：{text}</translation>
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
        <translation>检查文件夹 — gocount</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No folder checked yet</source>
        <translation>尚未检查文件夹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose &amp;Folder…</source>
        <translation>选择文件夹(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count every SGF in a folder and its sub-folders</source>
        <translation>计算文件夹及其子文件夹中的每个 SGF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;CSV…</source>
        <translation>导出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the rows shown, in the table&apos;s order, as a CSV table for a spreadsheet</source>
        <translation>按表格顺序将显示的行写成 CSV 表格，供电子表格使用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;PDF…</source>
        <translation>导出 PDF(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the score sheets of the rows shown, one per page, in the table&apos;s order</source>
        <translation>按表格顺序写出所显示各行的计分表，每页一局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only &amp;disagreements</source>
        <translation>仅不一致(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the games whose count differs from the recorded result</source>
        <translation>只显示计算结果与记录结果不同的对局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only &amp;unsure</source>
        <translation>仅不确定(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the games where gocount is unsure of some dead stones</source>
        <translation>只显示 gocount 对部分死子不确定的对局</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop counting; the rows counted so far stay (Esc)</source>
        <translation>停止计算；已计算的行保留（Esc）</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../../gocount_gui/ui/dialogs.py" line="+45"/>
        <source>New count</source>
        <translation>新的计算</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Board size</source>
        <translation>棋盘大小</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board size:</source>
        <translation>棋盘大小：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Handicap stones</source>
        <translation>让子数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Handicap:</source>
        <translation>让子(&amp;H)：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules:</source>
        <translation>规则(&amp;R)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Komi</source>
        <translation>贴目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Komi:</source>
        <translation>贴目(&amp;K)：</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../../gocount_gui/ui/engine_view.py" line="+219"/>
        <source>Ask the &amp;Engine</source>
        <translation>询问引擎(&amp;E)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
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
        <translation>段位(&amp;A)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black&apos;s rank (BR), such as 3d, 1k or 9p</source>
        <translation>黑方段位（BR），如 3d、1k 或 9p</translation>
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
        <translation>段位(&amp;N)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White&apos;s rank (WR)</source>
        <translation>白方段位（WR）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Date</source>
        <translation>日期(&amp;D)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When the game was played (DT), as YYYY-MM-DD</source>
        <translation>对局日期（DT），格式为 YYYY-MM-DD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Event</source>
        <translation>赛事(&amp;E)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The tournament or occasion (EV)</source>
        <translation>比赛或场合（EV）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;ound</source>
        <translation>轮次(&amp;O)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The round (RO)</source>
        <translation>轮次（RO）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Place</source>
        <translation>地点(&amp;P)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where the game was played (PC)</source>
        <translation>对局地点（PC）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game name</source>
        <translation>对局名称(&amp;G)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The game&apos;s name (GN)</source>
        <translation>对局名称（GN）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Game Info</source>
        <translation>对局信息</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The result the record gives (RE); saving writes the count&apos;s result there</source>
        <translation>棋谱记录的结果（RE）；保存时将计算结果写入此处</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recorded result</source>
        <translation>记录结果</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <location filename="../../gocount_gui/ui/header.py" line="+68"/>
        <source>Counted over the board: no recorded result</source>
        <translation>现场数子：无记录结果</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record gives no result</source>
        <translation>棋谱未给出结果</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The game as the record gives it; Game &gt; Game Info (Ctrl+I) edits it</source>
        <translation>棋谱所记录的对局；用“对局 &gt; 对局信息”（Ctrl+I）编辑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>对局</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../../gocount_gui/ui/help.py" line="+34"/>
        <source>New to gocount? Open a game, click the dead stones (a blue ring shows what a click changes), then read the result on the right. &lt;a href=&apos;howto&apos;&gt;How to count&lt;/a&gt;</source>
        <translation>初次使用 gocount？打开一局棋，点击死子（蓝色圆圈显示点击会改变什么），然后在右侧查看结果。&lt;a href='howto'&gt;如何计算&lt;/a&gt;</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>How to count — gocount</source>
        <translation>如何计算 — gocount</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keyboard shortcuts — gocount</source>
        <translation>键盘快捷键 — gocount</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Close this hint</source>
        <translation>关闭此提示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the hint</source>
        <translation>关闭提示</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <location filename="../../gocount_gui/ui/panel.py" line="+50"/>
        <location line="+250"/>
        <source>Rule set</source>
        <translation>规则</translation>
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
        <translation>补偿</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+258"/>
        <source>Komi</source>
        <translation>贴目</translation>
    </message>
    <message>
        <location line="-257"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rule set; open a row to see how its count is made up</source>
        <translation>规则；打开一行可查看其计算构成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s points under this rule set</source>
        <translation>此规则下黑方的得分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s points, before the handicap points and komi</source>
        <translation>白方得分（未计让子补偿和贴目）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points White gets for Black&apos;s handicap stones (C(H))</source>
        <translation>白方因黑方让子所得的补偿（C(H)）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+248"/>
        <source>Komi: the points White gets for moving second (K)</source>
        <translation>贴目：白方后行所得的补偿（K）</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>Who wins and by how much: Black&apos;s points minus White&apos;s</source>
        <translation>胜负及差距：黑方得分减白方得分</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Cannot count under {rules} rules</source>
        <translation>无法按 {rules} 规则计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not finished: {result} as the board stands under {rules} rules</source>
        <translation>未终局：按当前盘面为 {result}（{rules} 规则）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{result} under {rules} rules</source>
        <translation>{result}（{rules} 规则）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Suggesting dead stones…</source>
        <translation>正在提示死子…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Dead stones suggested: check the stone marked with ?</source>
        <translation>已提示死子：请检查标有 ? 的棋子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stones suggested: check the {count} stones marked with ?</source>
        <translation>已提示死子：请检查标有 ? 的 {count} 枚棋子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stones suggested: check them</source>
        <translation>已提示死子：请检查</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dead stones as the players marked them</source>
        <translation>对局者标记的死子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dead stones marked by hand</source>
        <translation>手动标记的死子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No stones marked dead: click the dead groups in Mark Dead, or Suggest Dead Stones (Ctrl+D)</source>
        <translation>未标记死子：在“标记死子”模式中点击死棋，或使用“提示死子”（Ctrl+D）</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>The rule set shown on top and on the board</source>
        <translation>显示在顶部和棋盘上的规则</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rule set whose result is shown in large type and on the board</source>
        <translation>以大字和在棋盘上显示其结果的规则</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The points White gets for moving second</source>
        <translation>白方后行所得的补偿</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Komi</source>
        <translation>贴目(&amp;K)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The result under the rule set on top</source>
        <translation>顶部规则下的结果</translation>
    </message>
    <message>
        <location line="+49"/>
        <location line="+15"/>
        <source>Results under every rule set</source>
        <translation>各规则下的结果</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Columns of the results</source>
        <translation>结果的列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One row per rule set: Black&apos;s points, White&apos;s points, handicap points, komi and the result</source>
        <translation>每种规则一行：黑方得分、白方得分、让子补偿、贴目和结果</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Identities</source>
        <translation>恒等式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counting methods checked against each other, in words and in symbols</source>
        <translation>各种计算方法的相互验证，文字与符号</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Identities: the counting methods checked</source>
        <translation>恒等式：计算方法的验证</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counting methods checked against each other with this game&apos;s numbers</source>
        <translation>用本局数据对各种计算方法进行相互验证</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>This position cannot be counted: {problem}</source>
        <translation>此局面无法计算：{problem}</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <location filename="../../gocount_gui/ui/sheet.py" line="+293"/>
        <source>Score sheet</source>
        <translation>计分表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count over the board</source>
        <translation>现场数子</translation>
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
        <translation>赛事</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>地点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>对局</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Komi</source>
        <translation>贴目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Handicap</source>
        <translation>让子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record</source>
        <translation>记录</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Lid audit: </source>
        <translation>棋盒核对：</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Stones on the board</source>
        <translation>盘上棋子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory</source>
        <translation>目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured in play</source>
        <translation>对局中提子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead at the end</source>
        <translation>终局死子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass stones</source>
        <translation>虚手子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counts</source>
        <translation>计数</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Black&apos;s territory</source>
        <translation>黑方的目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s territory</source>
        <translation>白方的目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stone</source>
        <translation>死子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dame (neutral)</source>
        <translation>单官（中立）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seki: shared liberty</source>
        <translation>双活：公气</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone in seki</source>
        <translation>双活中的棋子</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Every rule set</source>
        <translation>所有规则</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White before compensation C(H) and komi K</source>
        <translation>白方（未计让子补偿 C(H) 和贴目 K）</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Identities</source>
        <translation>恒等式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counting methods checked against each other with this game&apos;s numbers</source>
        <translation>用本局数据对各种计算方法进行相互验证</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Signatures: Black ________   White ________   Referee ________</source>
        <translation>签名：黑方 ________   白方 ________   裁判 ________</translation>
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
        <translation>未记录停着（或无人停着）：不知道最后谁停着</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who passed last: unknown</source>
        <translation>最后停着方：未知</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Handicap stones, 0 in an even game (H); all but one count as extra moves (H&apos; = H - 1)</source>
        <translation>让子数，分先为 0（H）；除一子外均算作额外手数（H' = H - 1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Handicap stones</source>
        <translation>让子</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Who passed last:</source>
        <translation>最后停着方：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Handicap stones:</source>
        <translation>让子(&amp;H)：</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Black&apos;s lid (White stones)</source>
        <translation>黑方棋盒盖（白子）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White&apos;s lid (Black stones)</source>
        <translation>白方棋盒盖（黑子）</translation>
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
        <translation>虚手子(&amp;P)：</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;In the lid:&lt;/b&gt;</source>
        <translation>&lt;b&gt;盒盖中：&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>One stone fewer (Ctrl+Z undoes a run of clicks at once)</source>
        <translation>减一子（Ctrl+Z 一次撤销连续点击）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One stone more (Ctrl+Z undoes a run of clicks at once)</source>
        <translation>加一子（Ctrl+Z 一次撤销连续点击）</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Black passed {count} time(s)</source>
        <translation>黑方停着 {count} 次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White passed {count} time(s)</source>
        <translation>白方停着 {count} 次</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Lid audit: </source>
        <translation>棋盒核对：</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../gocount_gui/ui/window.py" line="+194"/>
        <source>&amp;New Count…</source>
        <translation>新的计算(&amp;N)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count a game over the board on an empty board</source>
        <translation>在空棋盘上现场计算一局棋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open an SGF game record</source>
        <translation>打开 SGF 棋谱</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write the count into the game record</source>
        <translation>将计算结果写入棋谱</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+482"/>
        <location line="+8"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="-490"/>
        <source>Save the count to another file</source>
        <translation>将计算结果保存到另一个文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export Score Sheet…</source>
        <translation>导出计分表(&amp;E)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write the score sheet as a PDF or PNG file</source>
        <translation>将计分表保存为 PDF 或 PNG 文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Print the score sheet</source>
        <translation>打印计分表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print Pre&amp;view…</source>
        <translation>打印预览(&amp;V)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>See the score sheet as it will print</source>
        <translation>查看计分表的打印效果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chec&amp;k a Folder…</source>
        <translation>检查文件夹(&amp;K)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count every game of a folder and compare each with its recorded result</source>
        <translation>计算文件夹中的每局棋，并与其记录结果比较</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Suggest &amp;Dead Stones</source>
        <translation>提示死子(&amp;D)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark the stones gocount judges dead (check them after)</source>
        <translation>标记 gocount 判断为死的棋子（之后请检查）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel Suggestion</source>
        <translation>取消提示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear Dead Marks</source>
        <translation>清除死子标记(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark every stone alive again</source>
        <translation>将所有棋子重新标为活棋</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit Position</source>
        <translation>编辑局面(&amp;E)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left click Black, right click White, drag to paint, Shift-click to erase</source>
        <translation>左键黑子，右键白子，拖动连续摆放，Shift+点击擦除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark &amp;Dead</source>
        <translation>标记死子(&amp;D)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Click a group to mark it dead or alive; Ctrl+click one chain; Shift+click (or F) to insist</source>
        <translation>点击一块棋标记死活；Ctrl+点击单个棋串；Shift+点击（或 F）强制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Region &amp;Owner</source>
        <translation>区域归属(&amp;O)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Click an empty region: automatic, Black, White, neutral</source>
        <translation>点击空白区域：自动、黑、白、中立</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game &amp;Info…</source>
        <translation>对局信息(&amp;I)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The players, their ranks, the date, event and place of the game</source>
        <translation>对局者、段位、对局日期、赛事和地点</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;How to Count</source>
        <translation>如何计算(&amp;H)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The steps of a count and what the marks on the board mean</source>
        <translation>计算步骤以及棋盘上各标记的含义</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Every key gocount answers to</source>
        <translation>gocount 响应的所有按键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About gocount</source>
        <translation>关于 gocount(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Count by &amp;Numbers…</source>
        <translation>按数字新建计算(&amp;N)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Type in what the players counted on a real board: no position</source>
        <translation>输入对局者在实际棋盘上数出的数字：无局面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table of &amp;Counts</source>
        <translation>计数表(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The table of counts and the seeds&apos; proofs with this game&apos;s numbers</source>
        <translation>用本局数据显示计数表和种子的证明</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/selftest.py" line="+171"/>
        <location filename="../../gocount_gui/ui/window.py" line="+4"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/window.py" line="+4"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Game</source>
        <translation>对局(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Mode</source>
        <translation>模式(&amp;M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{action} the last change (the Edit menu names it)</source>
        <translation>{action}上一次更改（“编辑”菜单中显示其名称）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>More toolbar buttons</source>
        <translation>更多工具栏按钮</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cannot count: {problem}</source>
        <translation>无法计算：{problem}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>New count</source>
        <translation>新的计算</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No recent files</source>
        <translation>无最近文件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear Recent Files</source>
        <translation>清除最近文件</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The count of {name}</source>
        <translation>{name} 的计算</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This new count</source>
        <translation>此新计算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{what} has changes that are not saved. Save them first?</source>
        <translation>{what}有未保存的更改。先保存吗？</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open a game record</source>
        <translation>打开棋谱</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Opened {name}: {moves} moves, dead stones as the players marked them</source>
        <translation>已打开 {name}：{moves} 手，死子按对局者标记</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opened {name}: {moves} moves, no dead stones marked; {suggesting}</source>
        <translation>已打开 {name}：{moves} 手，未标记死子；{suggesting}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>This file holds several games. Count which one?</source>
        <translation>此文件包含多局棋。计算哪一局？</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Save the count</source>
        <translation>保存计算结果</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>gocount: the count was not saved</source>
        <translation>gocount：计算结果未保存</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved {name}</source>
        <translation>已保存 {name}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export the score sheet</source>
        <translation>导出计分表</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Score sheet written to {name}</source>
        <translation>计分表已写入 {name}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Score sheet sent to the printer</source>
        <translation>计分表已发送到打印机</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Score sheet — print preview</source>
        <translation>计分表 — 打印预览</translation>
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
        <translation>替换(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>gocount: the file changed on disk</source>
        <translation>gocount：文件已在磁盘上更改</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Autosave failed: {message}. Save the count to keep it.</source>
        <translation>自动保存失败：{message}。请保存计算结果以免丢失。</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Put the stones on the board: left click Black, right click White</source>
        <translation>在棋盘上摆放棋子：左键黑子，右键白子</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>About gocount</source>
        <translation>关于 gocount</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counts a finished game of Go under every major rule set, shows the identities that tie the counting methods together, and checks the prisoners.</source>
        <translation>计算一局已终局的围棋在各主要规则下的结果，展示将各种计算方法联系起来的恒等式，并核对提子。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/language_menu.py" line="+17"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The language applies at the next start of gocount.</source>
        <translation>语言将在下次启动 gocount 时生效。</translation>
    </message>
</context>
</TS>
