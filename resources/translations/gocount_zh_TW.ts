<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>Argparse</name>
    <message>
        <location filename="../../gocount_gui/cli.py" line="+249"/>
        <source>usage: </source>
        <translation>用法：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>positional arguments</source>
        <translation>位置引數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>options</source>
        <translation>選項</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show this help message and exit</source>
        <translation>顯示此說明訊息並結束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s：錯誤：%(message)s
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>引數 %(argument_name)s：%(message)s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unrecognized arguments: %s</source>
        <translation>無法辨識的引數：%s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the following arguments are required: %s</source>
        <translation>缺少下列必要引數：%s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected one argument</source>
        <translation>需要一個引數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at most one argument</source>
        <translation>最多只能有一個引數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at least one argument</source>
        <translation>至少需要一個引數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ignored explicit argument %r</source>
        <translation>已忽略明確指定的引數 %r</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>選項不明確：%(option)s 可能符合 %(matches)s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>無效的 %(type)s 值：%(value)r</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>無效的選擇：%(value)r（請從 %(choices)s 中選擇）</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../../gocount_gui/scoring/board.py" line="+144"/>
        <source>{point} is off the {size}x{size} board</source>
        <translation>{point} 超出 {size}×{size} 棋盤</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{point} is occupied</source>
        <translation>{point} 已有棋子</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{colour} at {point} is suicide</source>
        <translation>{colour}下在 {point} 是自殺手</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/scoring/game.py" line="+126"/>
        <source>{colour} at {point} retakes a ko at once</source>
        <translation>{colour}下在 {point} 立即提回劫</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{colour} at {point} repeats an earlier position (positional superko)</source>
        <translation>{colour}下在 {point} 重現先前的局面（全局同形）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{colour} at {point} repeats an earlier situation (situational superko)</source>
        <translation>{colour}下在 {point} 重現先前的情勢（全局同形：情勢）</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/board.py" line="+45"/>
        <source>The Go board. Arrow keys move the cursor; Space or Enter acts at it. Edit mode: B places black, W white, Delete erases. Dead mode: Space marks the group dead or alive, C only its chain, F marks it dead even when it looks alive. Region mode: Space cycles the region&apos;s owner.</source>
        <translation>圍棋棋盤。方向鍵移動游標；空白鍵或 Enter 在游標處操作。編輯模式：B 放黑子，W 放白子，Delete 清除。死子模式：空白鍵將該塊棋標為死或活，C 只標記其一串棋，F 即使看似活棋也標為死子。區域模式：空白鍵依序切換該區域的歸屬。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>dame</source>
        <translation>單官</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seki (shared liberty)</source>
        <translation>雙活（公氣）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seki eye</source>
        <translation>雙活中的眼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>false eye: its owner must fill it, so it is not territory</source>
        <translation>假眼：須由其所有者填滿，因此不算目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be filled by its owner once the dame are filled (the last liberty of a chain), so it is not territory</source>
        <translation>單官填完後須由其所有者填上（一串棋的最後一口氣），因此不算目</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>black stone</source>
        <translation>黑子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>white stone</source>
        <translation>白子</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>dead (suggested: {reason})</source>
        <translation>死子（建議：{reason}）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead</source>
        <translation>死子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alive (suggested: {reason})</source>
        <translation>活棋（建議：{reason}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in seki</source>
        <translation>雙活中</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/scoring/verdicts.py" line="+395"/>
        <location filename="../../gocount_gui/ui/board.py" line="+2"/>
        <source>unsure: check it</source>
        <translation>不確定：請檢查</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/board.py" line="+2"/>
        <source>empty</source>
        <translation>空點</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Black territory</source>
        <translation>黑地</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White territory</source>
        <translation>白地</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>neutral</source>
        <translation>中立</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>owner set by hand</source>
        <translation>歸屬為手動設定</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the border of Black&apos;s area is open here: fill it or mark the owner</source>
        <translation>黑方區域的邊界在此未封閉：請填上或標記歸屬</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the border of White&apos;s area is open here: fill it or mark the owner</source>
        <translation>白方區域的邊界在此未封閉：請填上或標記歸屬</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Go board</source>
        <translation>圍棋棋盤</translation>
    </message>
    <message numerus="yes">
        <location line="+237"/>
        <source>click: %n stones alive</source>
        <translation>
            <numerusform>點選：%n 子標為活棋</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>click: %n stones dead</source>
        <translation>
            <numerusform>點選：%n 子標為死子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+95"/>
        <source>Mark {point} Alive (%n stones)</source>
        <translation>
            <numerusform>將 {point} 標為活棋（%n 子）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark Only Its &amp;Chain Alive</source>
        <translation>只將這串棋標為活棋(&amp;C)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Mark {point} Dead (%n stones)</source>
        <translation>
            <numerusform>將 {point} 標為死子（%n 子）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark Only Its &amp;Chain Dead</source>
        <translation>只將這串棋標為死子(&amp;C)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mark Dead &amp;Anyway</source>
        <translation>強制標為死子(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the group dead even though it looks alive (Shift+click, or F)</source>
        <translation>即使這塊棋看似活棋，仍將其標為死子（Shift+點選，或按 F）</translation>
    </message>
</context>
<context>
    <name>Borders</name>
    <message>
        <location filename="../../gocount_gui/scoring/sealing.py" line="+83"/>
        <source>The border at {point} is not closed; fill it or mark it before counting.</source>
        <translation>{point} 的邊界未封閉；計分前請填上或加以標記。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n more points</source>
        <translation>
            <numerusform>另外 %n 點</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} and {last}</source>
        <translation>{points} 及 {last}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The borders at {points} are not closed; fill them or mark them before counting.</source>
        <translation>{points} 的邊界未封閉；計分前請填上或加以標記。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game does not look finished: {points} points are still open, so the result is the board as it stands, not a count.</source>
        <translation>這局棋看起來尚未終局：仍有 {points} 點未定，因此結果只是目前的盤面，而非計分結果。</translation>
    </message>
</context>
<context>
    <name>Camera</name>
    <message>
        <location filename="../../gocount_gui/ui/camera.py" line="+34"/>
        <source>This copy of gocount has no camera support (Qt Multimedia is not installed). Take the photo with a phone or a camera, then open it with File &gt; Count from Photo.</source>
        <translation>此 gocount 不支援相機（未安裝 Qt Multimedia）。請用手機或相機拍下棋盤，再以 檔案 &gt; 從照片計分 開啟。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No camera was found on this computer. Take the photo with a phone or a camera, then open it with File &gt; Count from Photo.</source>
        <translation>這台電腦上找不到相機。請用手機或相機拍下棋盤，再以 檔案 &gt; 從照片計分 開啟。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Photo from Camera</source>
        <translation>用相機拍照</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The camera to take the photo with</source>
        <translation>用來拍照的相機</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the camera…</source>
        <translation>正在等待相機…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Take Photo</source>
        <translation>拍照(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the photo and read the board in it</source>
        <translation>拍照並讀取其中的棋盤</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The photo could not be taken: {error}</source>
        <translation>無法拍照：{error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The camera could not be started: {error}</source>
        <translation>無法啟動相機：{error}</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../../gocount_gui/cli.py" line="-143"/>
        <source>expected B=n,W=n with whole numbers from 0 to {most}, not {text}</source>
        <translation>應為 B=n,W=n，取 0 到 {most} 的整數，而不是 {text}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected a komi from -{most} to {most}, not {text}</source>
        <translation>應為 -{most} 到 {most} 之間的貼目，而不是 {text}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected seconds from 0 to {most}, not {text}</source>
        <translation>應為 0 到 {most} 秒，而不是 {text}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>give eight numbers: x1,y1,x2,y2,x3,y3,x4,y4</source>
        <translation>請指定八個數：x1,y1,x2,y2,x3,y3,x4,y4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown rule set {text}; known: {known}</source>
        <translation>未知的規則 {text}；已知規則：{known}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected B or W, not {text}</source>
        <translation>應為 B 或 W，而不是 {text}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a score sheet is written as .pdf or .png, not {text}</source>
        <translation>計分表須存成 .pdf 或 .png，而不是 {text}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Count finished Go games from SGF files under every major rule set.</source>
        <translation>依各主要規則，為 SGF 檔案中已終局的圍棋對局計分。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SGF files, or folders searched for *.sgf</source>
        <translation>SGF 檔案，或要搜尋 *.sgf 的資料夾</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>count by numbers, no file: &quot;size=19,S_B=..,S_W=..,T_B=..,T_W=..,X_B=..,X_W=..,D_B=..,D_W=..,R_B=..,R_W=..,H=..,L=..,K=..&quot; (E_B, E_W, n_B, n_W, N_B, N_W optional)</source>
        <translation>依數字計分，不需檔案：&quot;size=19,S_B=..,S_W=..,T_B=..,T_W=..,X_B=..,X_W=..,D_B=..,D_W=..,R_B=..,R_W=..,H=..,L=..,K=..&quot;（E_B、E_W、n_B、n_W、N_B、N_W 可省略）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the preset a game is scored under (default: RU, else Japanese)</source>
        <translation>對局計分所依的規則預設（預設值：RU，否則為日本規則）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>dead stones: none; marked = stones on the opponent&apos;s TB/TW of the last node (default); auto = suggested by gocount</source>
        <translation>死子：none = 無；marked = 最後一個節點中位於對方 TB/TW 上的棋子（預設值）；auto = 由 gocount 建議</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>count the position read from a photo of the board</source>
        <translation>計分從棋盤照片讀取的局面</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with --photo: the four corner intersections in pixels, top-left, top-right, bottom-right, bottom-left</source>
        <translation>與 --photo 一起使用：格線四個角點的像素座標，依序為左上、右上、右下、左下</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>with --photo: the board size (default: read from the photo)</source>
        <translation>與 --photo 一起使用：棋盤大小（預設：從照片讀取）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>komi K (default: KM, else the rule set&apos;s)</source>
        <translation>貼目 K（預設值：KM，否則為該規則的貼目）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>captured stones X as B=n,W=n: B is Black&apos;s stones captured</source>
        <translation>提子 X，格式為 B=n,W=n：B 是被提的黑子數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes R as B=n,W=n</source>
        <translation>虛手 R，格式為 B=n,W=n</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>who passed last: B or W</source>
        <translation>最後虛手方：B 或 W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one JSON object per line per game</source>
        <translation>每局棋輸出一行 JSON 物件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>save each file with its count written in, into DIR</source>
        <translation>將每個檔案寫入計分結果後，儲存到 DIR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with --write: replace files that exist in DIR</source>
        <translation>搭配 --write：取代 DIR 中已存在的檔案</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>draw each game&apos;s score sheet (PDF or PNG by the suffix): one PDF of every game, or OUT-&lt;file&gt;[-&lt;game&gt;].png per game</source>
        <translation>繪製每局棋的計分表（依副檔名決定 PDF 或 PNG）：所有對局合成一個 PDF，或每局一個 OUT-&lt;file&gt;[-&lt;game&gt;].png</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the score sheet&apos;s paper (default: a4)</source>
        <translation>計分表的紙張（預設值：a4）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>check every game as the desk does (its own rules, the players&apos; dead stones else gocount&apos;s) into a CSV table</source>
        <translation>像檢查資料夾一樣檢查每局棋（依其自身規則，採用對局者標記的死子，否則採用 gocount 的判斷），輸出為 CSV 表格</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the language of the text printed: {codes} (default: LC_ALL, LC_MESSAGES or LANG)</source>
        <translation>輸出文字的語言：{codes}（預設值：LC_ALL、LC_MESSAGES 或 LANG）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with --csv: worker processes (default: one per core)</source>
        <translation>搭配 --csv：工作行程數（預設值：每個核心一個）</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>expected a whole number of processes from 1 to {most}, not {text}</source>
        <translation>應為 1 到 {most} 的整數行程數，而不是 {text}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>cannot search the folder: {error}</source>
        <translation>無法搜尋資料夾：{error}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{reason}; counted with --komi {komi}</source>
        <translation>{reason}；以 --komi {komi} 計分</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n open region(s) counted as the TB/TW markup says</source>
        <translation>
            <numerusform>%n 個未封閉區域依 TB/TW 標記計算</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>--dead auto: unsure of %n stone(s); check them on the board</source>
        <translation>
            <numerusform>--dead auto：有 %n 子不確定；請在棋盤上檢查</numerusform>
        </translation>
    </message>
    <message>
        <location line="+43"/>
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
        <translation>{size}×{size}，貼目 {komi}{assumed}，讓 {handicap} 子，依{rules}計分，死子 {dead} 顆，記錄結果 {recorded}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../gocount_gui/numbers_report.py" line="+151"/>
        <source>rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../gocount_gui/numbers_report.py" line="-26"/>
        <location line="+26"/>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../gocount_gui/numbers_report.py" line="-26"/>
        <location line="+26"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../gocount_gui/numbers_report.py" line="+0"/>
        <source>result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(not finished: the board as it stands)</source>
        <translation>（未終局：依目前盤面）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>warning: {sentence}</source>
        <translation>警告：{sentence}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gocount_gui/numbers_report.py" line="+21"/>
        <source>identities:</source>
        <translation>恆等式：</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../gocount_gui/numbers_report.py" line="+7"/>
        <source>komi: {text}</source>
        <translation>貼目：{text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>note: {note}</source>
        <translation>註：{note}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>--corners and --size go with --photo</source>
        <translation>--corners 與 --size 須與 --photo 一起使用</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--jobs works with --csv</source>
        <translation>--jobs 須搭配 --csv 使用</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--csv counts each game under its own rules, komi and dead stones; not with {options}</source>
        <translation>--csv 依每局棋自身的規則、貼目及死子計分；不能與 {options} 並用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give SGF files or folders, or --counts</source>
        <translation>請指定 SGF 檔案或資料夾，或使用 --counts</translation>
    </message>
    <message>
        <location line="+167"/>
        <location line="+17"/>
        <source>sheet not written: {reason}</source>
        <translation>未寫出計分表：{reason}</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>sheets not written: {reason}</source>
        <translation>未寫出計分表：{reason}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>exists; not written (add --overwrite to replace it)</source>
        <translation>檔案已存在；未寫出（加上 --overwrite 可取代）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not written: {error}</source>
        <translation>未寫出：{error}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/numbers_report.py" line="-160"/>
        <source>definition</source>
        <translation>定義</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>algebra</source>
        <translation>代數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>premise</source>
        <translation>前提</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conclusion</source>
        <translation>結論</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note</source>
        <translation>註</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>made of</source>
        <translation>組成</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Count by numbers: {size}x{size}, komi {komi}, handicap {handicap}, scored under {rules}</source>
        <translation>依數字計分：{size}×{size}，貼目 {komi}，讓 {handicap} 子，依{rules}計分</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the table of counts:</source>
        <translation>計數表：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not counted: {why}</source>
        <translation>未計分：{why}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not needed under {rules}: {fields}</source>
        <translation>在{rules}下不需要：{fields}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>proofs:</source>
        <translation>證明：</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/headless.py" line="+30"/>
        <source>also ask GNU Go or KataGo which stones are dead: a referee object in the JSON, a line in the text</source>
        <translation>同時詢問 GNU Go 或 KataGo 哪些是死子：JSON 中為 referee 物件，文字中為一行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the engine&apos;s program (default: found on the PATH or in /usr/games)</source>
        <translation>引擎程式（預設：在 PATH 或 /usr/games 中尋找）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s network file (with --referee katago)</source>
        <translation>KataGo 的網路檔案（與 --referee katago 一起使用）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s analysis config file (with --referee katago)</source>
        <translation>KataGo 的分析設定檔（與 --referee katago 一起使用）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds the engine may take per game (default: 60 for GNU Go, 120 for KataGo)</source>
        <translation>引擎每局可用的秒數（預設：GNU Go 為 60，KataGo 為 120）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>seconds KataGo searches each game&apos;s position (default: {seconds}; it stops sooner after {visits} visits)</source>
        <translation>KataGo 對每盤棋的局面搜尋的秒數（預設：{seconds}；達到 {visits} 次訪問即提前停止）</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/photo_cli.py" line="+37"/>
        <source>--photo counts one photo; not with {options}</source>
        <translation>--photo 計分一張照片；不能與 {options} 並用</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the grid was not found surely enough to count; give the corners with --corners</source>
        <translation>未能足夠可靠地找到格線，無法計分；請用 --corners 指定角點</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{count} point(s) of the photo are doubtful: {points}</source>
        <translation>照片中有 {count} 個疑點：{points}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>read from the photo in {seconds:.1f} s</source>
        <translation>從照片讀取用時 {seconds:.1f} 秒</translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <location filename="../../gocount_gui/scoring/colour.py" line="+67"/>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>白</translation>
    </message>
</context>
<context>
    <name>Dead</name>
    <message>
        <location filename="../../gocount_gui/scoring/dead.py" line="+228"/>
        <source>alive: no living enemy stone borders the area around it</source>
        <translation>活棋：周圍區域沒有任何活的對方棋子相鄰</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>alive: the enemy stones next to it were judged dead as well</source>
        <translation>活棋：與其相鄰的對方棋子也被判為死子</translation>
    </message>
    <message>
        <location line="+97"/>
        <location filename="../../gocount_gui/scoring/verdicts.py" line="-3"/>
        <source>the black group at {point}</source>
        <translation>{point} 的黑棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../gocount_gui/scoring/verdicts.py" line="+2"/>
        <source>the white group at {point}</source>
        <translation>{point} 的白棋</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{group} has {eyes} eyes ({where}): mark it dead only if you are sure</source>
        <translation>{group}有 {eyes} 個眼（{where}）：請確定後再標為死子</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{group} surrounds {points} points of territory: mark it dead only if you are sure</source>
        <translation>{group}圍有 {points} 目：請確定後再標為死子</translation>
    </message>
    <message>
        <location line="+260"/>
        <source>not read: the time bound ran out</source>
        <translation>未計算：時間已用盡</translation>
    </message>
    <message numerus="yes">
        <location line="+141"/>
        <source>dead: captured even if it plays first (read %n positions)</source>
        <translation>
            <numerusform>死：即使先下也會被提（計算了 %n 個局面）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-121"/>
        <source>seki: %n shared liberties neither side can fill</source>
        <translation>
            <numerusform>雙活：有 %n 口雙方都無法填的公氣</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>alive: cannot be captured even if the enemy plays first</source>
        <translation>活棋：即使對方先下也無法被提</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unsettled: whoever plays first decides it</source>
        <translation>未定：誰先下誰決定</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>the reading ran out of its budget (%n positions)</source>
        <translation>
            <numerusform>計算量已用盡（%n 個局面）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+64"/>
        <source>alive: it takes the ko first and settles it</source>
        <translation>活棋：先提劫並將其解決</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unless it wins a ko</source>
        <translation>除非打贏劫爭</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>no two eyes, walled in by living stones</source>
        <translation>沒有兩個眼，被活棋圍住</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot make two eyes even if the enemy around it dies</source>
        <translation>即使周圍的對方棋子死去，也無法做出兩個眼</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>encircled by enemy groups that join once it is captured</source>
        <translation>被對方棋群包圍，它一旦被提，那些棋就會連在一起</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>loses the capturing race against the enemy around it</source>
        <translation>與周圍的對方棋子對殺時會輸</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>lies inside the eye space of a larger enemy group</source>
        <translation>位於對方較大一塊棋的眼位之內</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>unconditionally alive (Benson)</source>
        <translation>無條件活棋（Benson）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>two eyes or more</source>
        <translation>兩個眼以上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not settled: fewer than two eyes, but not surrounded</source>
        <translation>未定：不足兩個眼，但未被包圍</translation>
    </message>
</context>
<context>
    <name>Desk</name>
    <message>
        <location filename="../../gocount_gui/ui/desk.py" line="+331"/>
        <source>Check a folder — gocount</source>
        <translation>檢查資料夾 — gocount</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games of the folder</source>
        <translation>資料夾中的對局</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No folder checked yet</source>
        <translation>尚未檢查任何資料夾</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose &amp;Folder…</source>
        <translation>選擇資料夾(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count every SGF in a folder and its sub-folders</source>
        <translation>為資料夾及其子資料夾中的每個 SGF 計分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;CSV…</source>
        <translation>匯出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the rows shown, in the table&apos;s order, as a CSV table for a spreadsheet</source>
        <translation>依表格順序，將顯示的各列寫成 CSV 表格，供試算表使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;PDF…</source>
        <translation>匯出 PDF(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the score sheets of the rows shown, one per page, in the table&apos;s order</source>
        <translation>依表格順序，寫出顯示各列的計分表，每頁一局</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>&amp;Rules when RU is missing:</source>
        <translation>缺少 RU 時的規則(&amp;R)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rule set of the records that name none (no RU); the folder is counted again when it changes</source>
        <translation>未寫明規則的棋譜（沒有 RU）所用的規則；更改後重新計算整個資料夾</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop counting; the rows counted so far stay (Esc)</source>
        <translation>停止計分；已計分的各列會保留（Esc）</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Last folder: {folder}</source>
        <translation>上次的資料夾：{folder}</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Check every game in a folder</source>
        <translation>檢查資料夾中的每局棋</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>gocount: cannot check the folder</source>
        <translation>gocount：無法檢查資料夾</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{folder} is not a folder that can be opened.</source>
        <translation>{folder} 不是可以開啟的資料夾。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No SGF files in {folder}</source>
        <translation>{folder} 中沒有 SGF 檔案</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Counting %n files on {processes} processes…</source>
        <translation>
            <numerusform>正在以 {processes} 個行程為 %n 個檔案計分…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+70"/>
        <source>Counted %n files in {folder}</source>
        <translation>
            <numerusform>已為 {folder} 中的 %n 個檔案計分</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>PDF export cancelled; nothing was written</source>
        <translation>已取消匯出 PDF；未寫入任何內容</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cancelled: {done} of %n files counted</source>
        <translation>
            <numerusform>已取消：%n 個檔案中已計分 {done} 個</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{count} shown</source>
        <translation>顯示 {count} 局</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>gocount: cannot open the game</source>
        <translation>gocount：無法開啟對局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot be opened.

{reason}</source>
        <translation>無法開啟 {name}。

{reason}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Opened from the desk: {file}, dead stones as the desk counted them ({source})</source>
        <translation>從檢查資料夾開啟：{file}，死子依檢查時的計分（{source}）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export the table as CSV</source>
        <translation>將表格匯出為 CSV</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV tables (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+10"/>
        <source>gocount: the table was not written</source>
        <translation>gocount：表格未寫入</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <location line="+59"/>
        <source>{name} could not be written.

{reason}</source>
        <translation>無法寫入 {name}。

{reason}</translation>
    </message>
    <message numerus="yes">
        <location line="-55"/>
        <source>Wrote %n rows to {name}</source>
        <translation>
            <numerusform>已將 %n 列寫入 {name}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export the score sheets as PDF</source>
        <translation>將計分表匯出為 PDF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No counted game to draw a sheet of</source>
        <translation>沒有已計分的對局可繪製計分表</translation>
    </message>
    <message>
        <location line="-308"/>
        <source>%v of %m sheets</source>
        <translation>計分表 %v / %m</translation>
    </message>
    <message numerus="yes">
        <location line="+207"/>
        <source>%n games: {agree} agree, {differ} disagree, {unfinished} not finished, {unsure} unsure, {damaged} damaged</source>
        <translation>
            <numerusform>%n 局：{agree} 局一致，{differ} 局不一致，{unfinished} 局未終局，{unsure} 局不確定，{damaged} 局損毀</numerusform>
        </translation>
    </message>
    <message>
        <location line="+140"/>
        <source>gocount: the score sheets were not written</source>
        <translation>gocount：計分表未寫入</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Wrote %n score sheets to {name}</source>
        <translation>
            <numerusform>已將 %n 份計分表寫入 {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>; %n could not be read again: {first}</source>
        <translation>
            <numerusform>；%n 份無法再次讀取：{first}</numerusform>
        </translation>
    </message>
    <message>
        <location line="-352"/>
        <source>%v of %m files</source>
        <translation>檔案 %v / %m</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/desk.py" line="+44"/>
        <source>marked</source>
        <translation>標記</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>saved</source>
        <translation>存檔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>suggested</source>
        <translation>建議</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>damaged</source>
        <translation>損毀</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not finished</source>
        <translation>未終局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not counted</source>
        <translation>未計分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NO</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{count} {source}</source>
        <translation>{count} 子（{source}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File</source>
        <translation>檔案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>輪次</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <source>Recorded</source>
        <translation>記錄結果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Agree</source>
        <translation>一致</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difference</source>
        <translation>差距</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stones</source>
        <translation>死子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsure</source>
        <translation>不確定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>no RU: counted under {rules} rules, the desk&apos;s choice</source>
        <translation>沒有 RU：按所選的{rules}規則計算</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no KM: komi {komi} of {rules} rules assumed</source>
        <translation>無 KM：推定為{rules}的貼目 {komi}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>cannot be counted: {error}</source>
        <translation>無法計分：{error}</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>unsure of %n stone(s): check them on the board</source>
        <translation>
            <numerusform>有 %n 子不確定：請在棋盤上檢查</numerusform>
        </translation>
    </message>
    <message>
        <location line="+75"/>
        <source>the process counting this file stopped, also when it was tried again (killed, or out of memory)</source>
        <translation>計算此檔案的行程停止了，重試時也是如此（被終止或記憶體不足）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gocount failed on this file ({error})</source>
        <translation>gocount 處理此檔案時失敗（{error}）</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>is a folder; the table is written to a file</source>
        <translation>是資料夾；表格只寫入檔案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>is not a regular file (a device or a pipe); the table is written only to a regular file</source>
        <translation>不是一般檔案（裝置或管線）；表格只寫入一般檔案</translation>
    </message>
</context>
<context>
    <name>DeskCli</name>
    <message>
        <location filename="../../gocount_gui/desk_cli.py" line="+56"/>
        <source>; table written to {path}</source>
        <translation>；表格已寫入 {path}</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n games: {agree} agree with the record, {differ} do not, {open} not counted in the record, {damaged} damaged</source>
        <translation>
            <numerusform>%n 局：{agree} 局與記錄一致，{differ} 局不一致，{open} 局記錄中無計分結果，{damaged} 局損毀</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../../gocount_gui/ui/dialogs.py" line="+48"/>
        <source>New count</source>
        <translation>新計分</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Other:</source>
        <translation>其他(&amp;O)：</translation>
    </message>
    <message>
        <location line="+4"/>
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
    <message numerus="yes">
        <location line="+32"/>
        <source>up to %n on the star points</source>
        <translation>
            <numerusform>星位上最多 %n 子</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no star points on this board</source>
        <translation>此棋盤沒有星位</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../../gocount_gui/ui/engine_view.py" line="+55"/>
        <source>{engine} thinks {stones} is dead</source>
        <translation>{engine} 認為 {stones} 是死子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{engine} thinks {stones} is alive</source>
        <translation>{engine} 認為 {stones} 是活棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} thinks {stones} are dead</source>
        <translation>{engine} 認為 {stones} 是死子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{engine} thinks {stones} are alive</source>
        <translation>{engine} 認為 {stones} 是活棋</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{engine} thinks {stones} are dead (%n stones)</source>
        <translation>
            <numerusform>{engine} 認為 {stones} 是死子（%n 子）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{engine} thinks {stones} are alive (%n stones)</source>
        <translation>
            <numerusform>{engine} 認為 {stones} 是活棋（%n 子）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{first} and {second}</source>
        <translation>{first} 與 {second}</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Put the engine&apos;s answer away (the rings go too)</source>
        <translation>收起引擎的回答（圓圈也會一併消失）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the second opinion</source>
        <translation>關閉引擎判斷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark {stones} dead, as {engine} sees it (one undo step)</source>
        <translation>依 {engine} 的判斷，將 {stones} 標為死子（可一步復原）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark {stones} alive, as {engine} sees it (one undo step)</source>
        <translation>依 {engine} 的判斷，將 {stones} 標為活棋（可一步復原）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept: {disagreement}</source>
        <translation>接受：{disagreement}</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>and %n more groups, ringed on the board</source>
        <translation>
            <numerusform>以及另外 %n 塊棋，已在棋盤上以圓圈標示</numerusform>
        </translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Ask the &amp;Engine</source>
        <translation>詢問引擎(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask GNU Go or KataGo which stones are dead, and see where it differs from the marks</source>
        <translation>詢問 GNU Go 或 KataGo 哪些棋子是死子，並查看其判斷與標記的不同之處</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>偏好設定(&amp;P)…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No engine is chosen: pick GNU Go or KataGo in Edit &gt; Preferences &gt; Engine.</source>
        <translation>尚未選擇引擎：請在「編輯 &gt; 偏好設定 &gt; 引擎」中選擇 GNU Go 或 KataGo。</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+46"/>
        <location line="+46"/>
        <location line="+65"/>
        <source>Second opinion</source>
        <translation>引擎判斷</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>{engine} tunes itself for this computer, once: without a graphics card this can take up to an hour, and its answer follows. You can go on counting; closing the window stops it.</source>
        <translation>{engine} 正在為這台電腦進行一次性自我調校：沒有顯示卡時最多可能需要一小時，之後會給出回答。您可以繼續計分；關閉視窗會停止它。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{engine} reads the position for about {think} s (longer when it starts); you can go on counting.</source>
        <translation>{engine} 將分析局面約 {think} 秒（啟動時更久）；您可以繼續計分。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} is reading the position (at most {seconds} s); you can go on counting.</source>
        <translation>{engine} 正在分析局面（最多 {seconds} 秒）；您可以繼續計分。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{engine} was stopped before it answered.</source>
        <translation>{engine} 在回答前已被停止。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The stones changed while {engine} thought: ask again.</source>
        <translation>{engine} 思考期間棋子已變動：請再詢問一次。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Second opinion: no answer</source>
        <translation>引擎判斷：沒有回答</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Second opinion: {engine}</source>
        <translation>引擎判斷：{engine}</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>{engine} agrees with every dead mark (%n dead stones).</source>
        <translation>
            <numerusform>{engine} 同意所有的死子標記（%n 顆死子）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n groups</source>
        <translation>
            <numerusform>%n 塊棋</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n stones</source>
        <translation>
            <numerusform>%n 子</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} sees {groups} ({stones}) differently; they are ringed on the board</source>
        <translation>{engine} 對 {groups}（{stones}）的判斷不同；已在棋盤上以圓圈標示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} sees {groups} ({stones}) differently, ringed on the board:</source>
        <translation>{engine} 對 {groups}（{stones}）的判斷不同，已在棋盤上以圓圈標示：</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The stones changed since {engine} was asked: ask again (Edit &gt; Ask the Engine).</source>
        <translation>詢問 {engine} 之後棋子已變動：請再詢問一次（編輯 &gt; 詢問引擎）。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Accept {engine}: {point} dead</source>
        <translation>接受 {engine}：{point} 為死子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept {engine}: {point} alive</source>
        <translation>接受 {engine}：{point} 為活棋</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/client.py" line="+110"/>
        <source>unknown engine {kind}; known: {known}</source>
        <translation>未知的引擎 {kind}；已知引擎：{known}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{engine} was not found at {program} (no program that can be run is there)</source>
        <translation>在 {program} 找不到 {engine}（該處沒有可執行的程式）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{engine} was not found on the PATH or in /usr/games: install it, or give its program&apos;s path</source>
        <translation>在 PATH 或 /usr/games 中找不到 {engine}：請安裝，或指定其程式路徑</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>KataGo needs a network (model) file: give it in Preferences &gt; Engine, or with --katago-model and --katago-config</source>
        <translation>KataGo 需要網路（模型）檔案：請在「偏好設定 &gt; 引擎」中指定，或使用 --katago-model 與 --katago-config</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s network (model) file was not found: {file}</source>
        <translation>找不到 KataGo 的網路（模型）檔案：{file}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo needs an analysis config file: give it in Preferences &gt; Engine, or with --katago-model and --katago-config</source>
        <translation>KataGo 需要分析設定檔：請在「偏好設定 &gt; 引擎」中指定，或使用 --katago-model 與 --katago-config</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s analysis config file was not found: {file}</source>
        <translation>找不到 KataGo 的分析設定檔：{file}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/answer.py" line="+346"/>
        <source>{engine} was stopped (signal {signal}) before it answered</source>
        <translation>{engine} 在回答前已被停止（訊號 {signal}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} crashed or was killed before it answered{said}</source>
        <translation>{engine} 在回答前當掉或被終止{said}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} failed (exit status {status}){said}</source>
        <translation>{engine} 執行失敗（結束狀態 {status}）{said}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{engine} ended without answering ({missing}){said}</source>
        <translation>{engine} 未回答就結束了（{missing}）{said}</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>no reason given</source>
        <translation>未說明原因</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{engine} refused &apos;{command}&apos;: {reason}</source>
        <translation>{engine} 拒絕了「{command}」：{reason}</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>{given} of {asked} answers</source>
        <translation>{asked} 個回答中只收到 {given} 個</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>{engine} wrote more than {megabytes} MB or {lines} lines without answering and was stopped</source>
        <translation>{engine} 未作答卻輸出了超過 {megabytes} MB 或 {lines} 行，已被停止</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>{engine}&apos;s dead list is not a list of points: {error}</source>
        <translation>{engine} 的死子清單不是點位清單：{error}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{engine} wrote a line that is not JSON gocount can read ({reason}): {line}</source>
        <translation>{engine} 輸出了 gocount 無法讀取的 JSON 行（{reason}）：{line}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{engine}&apos;s ownership is not a list of numbers from -1 to 1</source>
        <translation>{engine} 的歸屬值不是 -1 到 1 之間的數字列表</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>a number of more than {digits} characters</source>
        <translation>超過 {digits} 個字元的數字</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a number out of range</source>
        <translation>超出範圍的數字</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{value} is not a number</source>
        <translation>{value} 不是數字</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+4"/>
        <source>nested more than {depth} deep</source>
        <translation>巢狀超過 {depth} 層</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{engine} was still tuning itself for this computer when its {seconds} s ran out (its first start only; without a graphics card this can take an hour): run &quot;katago benchmark&quot; once, or give it a longer time limit</source>
        <translation>{engine} 仍在為這台電腦自我調校時，{seconds} 秒已用完（僅首次啟動；沒有顯示卡時可能需要一小時）：請先執行一次「katago benchmark」，或給它更長的時間限制</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{engine} calls empty points dead ({points}): it did not see the same position</source>
        <translation>{engine} 將空點判為死子（{points}）：它看到的不是同一個局面</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>{engine} refused the question (in {field}): {error}</source>
        <translation>{engine} 拒絕了此詢問（於 {field}）：{error}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} refused the question: {error}</source>
        <translation>{engine} 拒絕了此詢問：{error}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{engine} stopped before it analysed the position</source>
        <translation>{engine} 在分析局面前就停止了</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{engine} gave no ownership for the {size}x{size} board</source>
        <translation>{engine} 沒有提供 {size}×{size} 棋盤的歸屬判斷</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no analysis</source>
        <translation>沒有分析結果</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>{engine} gave no answer within {seconds} s</source>
        <translation>{engine} 在 {seconds} 秒內沒有回答</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/process.py" line="+50"/>
        <source>{engine} could not be started ({program}): {error}</source>
        <translation>無法啟動 {engine}（{program}）：{error}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/engine_prefs.py" line="+84"/>
        <source>GNU Go usually answers within seconds (at most {seconds} s, its time limit).</source>
        <translation>GNU Go 通常幾秒內就會回答（最多 {seconds} 秒，即其時間限制）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KataGo would read for {think} s, but its time limit is {seconds} s: it would be stopped before it answers.</source>
        <translation>KataGo 會分析 {think} 秒，但其時間限制是 {seconds} 秒：它會在回答前被停止。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An answer takes about {think} s once KataGo has started; starting it takes longer, and its very first start on a computer without a graphics card can take an hour while it tunes itself. It is stopped after {seconds} s.</source>
        <translation>KataGo 啟動後，每次回答約需 {think} 秒；啟動本身更久，在沒有顯示卡的電腦上首次啟動時它要自我調校，可能需要一小時。{seconds} 秒後會被停止。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>None</source>
        <translation>無</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{program}: not found on the PATH or in /usr/games</source>
        <translation>{program}：在 PATH 或 /usr/games 中找不到</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GNU Go&apos;s program</source>
        <translation>GNU Go 的程式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s program</source>
        <translation>KataGo 的程式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the network, e.g. {file}</source>
        <translation>網路檔案，例如 {file}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KataGo&apos;s network</source>
        <translation>KataGo 的網路</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the analysis config, e.g. {file}</source>
        <translation>分析設定檔，例如 {file}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KataGo&apos;s analysis config</source>
        <translation>KataGo 的分析設定檔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>default ({gnugo} s GNU Go, {katago} s KataGo)</source>
        <translation>預設值（GNU Go {gnugo} 秒，KataGo {katago} 秒）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> s a position</source>
        <translation> 秒/局面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default ({seconds} s a position)</source>
        <translation>預設值（每個局面 {seconds} 秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long KataGo reads each position: it stops after {visits} visits if that comes sooner (with a graphics card, in well under a second). Its first start takes longer, while it loads its network.</source>
        <translation>KataGo 分析每個局面的時間：若先達到 {visits} 次訪問則提前停止（有顯示卡時遠不到一秒）。首次啟動要載入網路，耗時更久。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ask the engine after each dead-stone suggestion</source>
        <translation>每次建議死子後都詢問引擎</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test</source>
        <translation>測試(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the engine about an empty 5×5 board, as a check that it runs</source>
        <translation>以空的 5×5 棋盤詢問引擎，檢查它能否執行</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Engine:</source>
        <translation>引擎(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GNU Go program:</source>
        <translation>GNU Go 程式：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo program:</source>
        <translation>KataGo 程式：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo network:</source>
        <translation>KataGo 網路：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo config:</source>
        <translation>KataGo 設定檔：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo reads:</source>
        <translation>KataGo 分析時間：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time limit:</source>
        <translation>時間限制：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GNU Go and KataGo are not part of gocount: an engine installed on this computer gives a second opinion on the dead stones, and gocount works the same without one.</source>
        <translation>GNU Go 與 KataGo 並非 gocount 的一部分：安裝在這台電腦上的引擎可對死子提供引擎判斷；沒有引擎，gocount 也能照常運作。</translation>
    </message>
    <message>
        <location line="+74"/>
        <location filename="../../gocount_gui/ui/engine_view.py" line="-166"/>
        <location line="+9"/>
        <source>Asking {engine}…</source>
        <translation>正在詢問 {engine}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{engine} answered in {seconds} s</source>
        <translation>{engine} 在 {seconds} 秒內回答</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>gocount — Preferences</source>
        <translation>gocount — 偏好設定</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Engine</source>
        <translation>引擎(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/engine_run.py" line="+276"/>
        <source>{engine} could not be started: {error}</source>
        <translation>無法啟動 {engine}：{error}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/answer.py" line="-1"/>
        <source>{engine} gave no answer within {seconds} s and was stopped</source>
        <translation>{engine} 在 {seconds} 秒內沒有回答，已停止</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../gocount_gui/ui/errors.py" line="+35"/>
        <source>Something went wrong inside gocount, and the last action may not have finished.

{error}

Your count is still on the board; save it (File &gt; Save As) before going on. The details below help whoever fixes the program.</source>
        <translation>gocount 內部發生錯誤，最後一個動作可能沒有完成。

{error}

您的計分仍在棋盤上；繼續之前請先儲存（檔案 &gt; 另存新檔）。下方的詳細資訊有助於修正程式的人員。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>gocount: unexpected error</source>
        <translation>gocount：未預期的錯誤</translation>
    </message>
</context>
<context>
    <name>Fold</name>
    <message>
        <location filename="../../gocount_gui/ui/fold.py" line="+42"/>
        <source>{title}: fold or open</source>
        <translation>{title}：摺疊或展開</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold or open: {title}</source>
        <translation>摺疊或展開：{title}</translation>
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
    <name>Handicap</name>
    <message>
        <location filename="../../gocount_gui/scoring/handicap.py" line="+46"/>
        <source>a {size}x{size} board has standard places for 2 to {top} handicap stones, not {stones}</source>
        <translation>{size}×{size} 棋盤的標準讓子位置為 2 到 {top} 子，而不是 {stones} 子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a {size}x{size} board has no standard handicap places</source>
        <translation>{size}×{size} 棋盤沒有標準讓子位置</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <location filename="../../gocount_gui/ui/header.py" line="+25"/>
        <source>{black}  vs  {white}</source>
        <translation>{black}  對  {white}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>round {round}</source>
        <translation>第 {round} 輪</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{rules} rules</source>
        <translation>{rules}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{rules} rules (assumed: the record names none)</source>
        <translation>{rules}（推定：棋譜未指定規則）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{rules} rules (assumed: RU[{ru}])</source>
        <translation>{rules}（推定：RU[{ru}]）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>komi {komi} (assumed: the record&apos;s KM cannot give its result)</source>
        <translation>貼目 {komi}（推定：棋譜的 KM 無法得出其記載的結果）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>komi {komi}</source>
        <translation>貼目 {komi}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>handicap {stones}</source>
        <translation>讓 {stones} 子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no handicap</source>
        <translation>無讓子</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Counted over the board: no recorded result</source>
        <translation>現場計分：無記錄結果</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record gives no result</source>
        <translation>棋譜未記載結果</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record says {result}: no count to compare</source>
        <translation>棋譜記載 {result}：沒有可比對的計分結果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}; gocount&apos;s count waits for the dead-stone suggestion</source>
        <translation>棋譜記載 {result}；gocount 的計分需等候死子建議</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}; this position cannot be counted yet</source>
        <translation>棋譜記載 {result}；此局面尚無法計分</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The record says {result}; gocount agrees under {rules} rules</source>
        <translation>棋譜記載 {result}；gocount 依{rules}計分的結果相同</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}; gocount counts {count} under {rules} rules</source>
        <translation>棋譜記載 {result}；gocount 依{rules}計分為 {count}</translation>
    </message>
    <message>
        <location line="+25"/>
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
        <location filename="../../gocount_gui/ui/help.py" line="+36"/>
        <source>New to gocount? Open a game, click the dead stones (a blue ring shows what a click changes), then read the result on the right. &lt;a href=&apos;howto&apos;&gt;How to count&lt;/a&gt;</source>
        <translation>初次使用 gocount？開啟一局棋，點選死子（藍色圓圈會顯示點選將改變什麼），然後在右側查看結果。&lt;a href=&apos;howto&apos;&gt;如何計分&lt;/a&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Black&apos;s territory</source>
        <translation>黑地</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a dark square: a point Black scores</source>
        <translation>深色方塊：黑方得分的點</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s territory</source>
        <translation>白地</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a light square: a point White scores</source>
        <translation>淺色方塊：白方得分的點</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stone</source>
        <translation>死子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>faded and crossed: it goes to the other player&apos;s lid</source>
        <translation>淡化並打叉：會放進對方的盒蓋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dame</source>
        <translation>單官</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a small ring: a neutral point nobody scores</source>
        <translation>小圓圈：雙方都不得分的中立點</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seki liberty</source>
        <translation>雙活公氣</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a small diamond: a liberty two living groups share</source>
        <translation>小菱形：兩塊活棋共有的氣</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone in seki</source>
        <translation>雙活中的棋子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a dot: the stone lives without two eyes</source>
        <translation>圓點：此子沒有兩個眼也能活</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An amber ring and ?</source>
        <translation>琥珀色圓圈和 ?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>gocount is unsure whether the stone is dead: look at it yourself.</source>
        <translation>gocount 不確定此子是否為死子：請自行查看。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A blue ring around stones</source>
        <translation>棋子周圍的藍色圓圈</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in Mark Dead, the stones your next click marks dead or alive.</source>
        <translation>在「標記死子」中，下一次點選會標為死或活的棋子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A small triangle</source>
        <translation>小三角形</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a point its owner must fill (a false eye, a cutting point): not territory.</source>
        <translation>須由其所有者填上的點（假眼、斷點）：不算目。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An amber ring around a dot</source>
        <translation>圍著圓點的琥珀色圓圈</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a border still open: the territory of the dot&apos;s colour leaks here; fill it or mark it.</source>
        <translation>仍未封閉的邊界：圓點顏色一方的地從這裡漏出；請填上或加以標記。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A dashed magenta ring</source>
        <translation>洋紅色虛線圓圈</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Go engine sees the stone otherwise than your marks (Edit &gt; Ask the Engine).</source>
        <translation>圍棋引擎對此子的判斷與您的標記不同（編輯 &gt; 詢問引擎）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A thin frame</source>
        <translation>細框</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a region whose owner you set by hand in Region Owner.</source>
        <translation>您在「區域歸屬」中手動設定歸屬的區域。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A small ring on a stone</source>
        <translation>棋子上的小圓圈</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the last move of the record.</source>
        <translation>棋譜的最後一手。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arrow keys</source>
        <translation>方向鍵</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the cursor on the board (Ctrl: three points at a time)</source>
        <translation>在棋盤上移動游標（Ctrl：一次三路）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home, End</source>
        <translation>Home、End</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The start or end of the cursor&apos;s row (Ctrl: the corners)</source>
        <translation>游標所在列的開頭或結尾（Ctrl：角落）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space or Enter</source>
        <translation>空白鍵或 Enter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Click at the cursor</source>
        <translation>在游標處點選</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shift+click, Shift+Space or F</source>
        <translation>Shift+點選、Shift+空白鍵或 F</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark Dead: mark the group dead even when it looks alive (F: the stone under the mouse)</source>
        <translation>標記死子：即使這塊棋看似活棋也標為死子（F：滑鼠下的棋子）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+click or C</source>
        <translation>Ctrl+點選或 C</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark Dead: mark only one chain</source>
        <translation>標記死子：只標記一串棋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right button or the Menu key</source>
        <translation>右鍵或選單鍵</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark Dead: the menu of the stone, with Mark Dead Anyway</source>
        <translation>標記死子：棋子的選單，含「強制標為死子」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B, W, Delete</source>
        <translation>B、W、Delete</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit Position: place Black, place White, erase</source>
        <translation>編輯局面：放黑子、放白子、清除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right button, Shift+Space</source>
        <translation>右鍵、Shift+空白鍵</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit Position: place White</source>
        <translation>編輯局面：放白子</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Put the game on the board.&lt;/b&gt; File &amp;gt; Open (or drop an SGF file on the window) opens a game record. For a game played over the board, File &amp;gt; New Count, then put the final position down in &lt;i&gt;Edit Position&lt;/i&gt;: left click Black, right click White.</source>
        <translation>&lt;b&gt;把對局擺上棋盤。&lt;/b&gt;「檔案 &amp;gt; 開啟」（或將 SGF 檔案拖放到視窗上）可開啟棋譜。若是現場對局，請用「檔案 &amp;gt; 新計分」，然後在&lt;i&gt;編輯局面&lt;/i&gt;中擺出終局局面：左鍵放黑子，右鍵放白子。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Mark the dead stones&lt;/b&gt; in &lt;i&gt;Mark Dead&lt;/i&gt; (opening a game goes there). When the record has no marks, gocount suggests the dead stones at once: check them, above all those with a question mark. A click marks a group dead, or alive again; before you click, a blue ring shows every stone the click will change. Ctrl+click changes one chain only. gocount will not kill a group with two eyes unless you insist: Shift+click, F, or the right button&apos;s &lt;i&gt;Mark Dead Anyway&lt;/i&gt;. In Mark Dead a click never adds or removes a stone.</source>
        <translation>&lt;b&gt;標記死子&lt;/b&gt;：在&lt;i&gt;標記死子&lt;/i&gt;模式中進行（開啟對局後即進入此模式）。棋譜中沒有標記時，gocount 會立即建議死子：請加以檢查，尤其是標有問號的棋子。點選一塊棋可將其標為死子，或重新標為活棋；點選之前，藍色圓圈會顯示這次點選將改變的所有棋子。Ctrl+點選只改變一串棋。除非您堅持，gocount 不會將有兩個眼的棋標為死子：請用 Shift+點選、F，或右鍵選單中的&lt;i&gt;強制標為死子&lt;/i&gt;。在標記死子模式中，點選絕不會增加或移除棋子。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Fill in the lids&lt;/b&gt; for a game over the board: the stones each player captured and the passes. The line under the lids says whether every stone is accounted for.</source>
        <translation>&lt;b&gt;填寫盒蓋&lt;/b&gt;（現場對局時）：雙方各自提取的棋子及虛手。盒蓋下方的一行會說明每顆棋子是否都有著落。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Read the result.&lt;/b&gt; The large line gives it under the rule set you chose; the table gives every rule set side by side (click a row for how it is made up); the top of the panel compares it with the result the record gives.</source>
        <translation>&lt;b&gt;查看結果。&lt;/b&gt;大字的一行顯示您所選規則下的結果；表格並列各規則的結果（點選一列可查看其組成）；面板上方則將其與棋譜記載的結果比對。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Keep it.&lt;/b&gt; File &amp;gt; Save writes the dead stones, the territory and the result into the record; File &amp;gt; Export Score Sheet and Print give a page to sign.</source>
        <translation>&lt;b&gt;保存結果。&lt;/b&gt;「檔案 &amp;gt; 儲存」會將死子、目及結果寫入棋譜；「檔案 &amp;gt; 匯出計分表」及「列印」可產生一頁供簽名的計分表。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>How to count a game</source>
        <translation>如何為一局棋計分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The marks on the board</source>
        <translation>棋盤上的標記</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Keyboard shortcuts</source>
        <translation>鍵盤快速鍵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Menus</source>
        <translation>選單</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>On the board</source>
        <translation>在棋盤上</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>How to count — gocount</source>
        <translation>如何計分 — gocount</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keyboard shortcuts — gocount</source>
        <translation>鍵盤快速鍵 — gocount</translation>
    </message>
    <message>
        <location line="+31"/>
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
    <name>Identities</name>
    <message>
        <location filename="../../gocount_gui/scoring/identities.py" line="+71"/>
        <source>seki eyes: (E_B - E_W) = ({black} - {white}) taken off the area side</source>
        <translation>雙活眼：從子數一方減去 (E_B - E_W) = ({black} - {white})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not recorded: no pass was recorded, so who passed last is unknown</source>
        <translation>未記錄：棋譜沒有記錄虛手，因此不知道最後是誰虛手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{not_recorded}; Black played one stone more, which White&apos;s closing pass evens</source>
        <translation>{not_recorded}；黑方多下了一子，由白方最後的虛手補平</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the lids do not add up (see the lid audit)</source>
        <translation>盒蓋數目不符（見盒蓋核對）</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>the lids add up</source>
        <translation>盒蓋數目相符</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Black&apos;s lid is %n stones short, or White&apos;s lid holds %n too many (or a pass, the handicap or who passed last is wrong)</source>
        <translation>
            <numerusform>黑方盒蓋少了 %n 子，或白方盒蓋多了 %n 子（或虛手、讓子或最後虛手方有誤）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>White&apos;s lid is %n stones short, or Black&apos;s lid holds %n too many (or a pass, the handicap or who passed last is wrong)</source>
        <translation>
            <numerusform>白方盒蓋少了 %n 子，或黑方盒蓋多了 %n 子（或虛手、讓子或最後虛手方有誤）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Moves (lid audit)</source>
        <translation>手數（盒蓋核對）</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Area minus territory</source>
        <translation>數子減數目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>area(C=0) - territory = L + H&apos; + (R_W - R_B) + (E_B - E_W)</source>
        <translation>子(C=0) - 目 = L + H&apos; + (R_W - R_B) + (E_B - E_W)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Black passed last (L = 1); the rule needs White&apos;s closing pass</source>
        <translation>黑方最後虛手（L = 1）；此規則需要白方最後虛手</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>AGA: area = territory with pass stones</source>
        <translation>AGA：數子 = 含虛手子的數目</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>moves differ: M_B = {black}, M_W = {white}</source>
        <translation>手數不同：M_B = {black}，M_W = {white}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Equivalence theorem</source>
        <translation>等價定理</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>no game record: n_c and N_c are taken as S_c + P_c</source>
        <translation>無棋譜：n_c 與 N_c 取為 S_c + P_c</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stones played do not match the board and lids: N_B = {played_black} but S_B + P_B = {black}; N_W = {played_white} but S_W + P_W = {white}</source>
        <translation>下出的棋子與棋盤及盒蓋不符：N_B = {played_black}，但 S_B + P_B = {black}；N_W = {played_white}，但 S_W + P_W = {white}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Area rules III</source>
        <translation>數子規則 III</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the lids do not add up</source>
        <translation>盒蓋數目不符</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unequal stones after the first pass: Black {black}, White {white}</source>
        <translation>首次虛手後雙方所下子數不等：黑 {black}，白 {white}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Area rules III = territory</source>
        <translation>數子規則 III = 數目</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Prisoner counting = stone scoring</source>
        <translation>數提子 = 數棋子</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Parity</source>
        <translation>奇偶性</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A_B + A_W + N is not the number of points: the regions are inconsistent</source>
        <translation>A_B + A_W + N 不等於總點數：區域劃分不一致</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{sum}, odd</source>
        <translation>{sum}，奇數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{sum}, even</source>
        <translation>{sum}，偶數</translation>
    </message>
</context>
<context>
    <name>Komi</name>
    <message>
        <location filename="../../gocount_gui/scoring/komi.py" line="+53"/>
        <source>komi {komi} allows a jigo; the closest wins are by 2</source>
        <translation>貼目 {komi} 可能出現和棋；最小勝負差為 2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>komi {komi} gives no jigo; the closest results are {white_win} and {black_win}</source>
        <translation>貼目 {komi} 不會出現和棋；最接近的結果為 {white_win} 與 {black_win}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{points} counted points (odd): {verdict}.</source>
        <translation>計算的點數為 {points}（奇數）：{verdict}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a komi of an odd number plus one half (5.5, 7.5)</source>
        <translation>奇數加半目的貼目（5.5、7.5）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{points} counted points (even): {verdict}.</source>
        <translation>計算的點數為 {points}（偶數）：{verdict}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a komi of an even number plus one half (6.5, 8.5)</source>
        <translation>偶數加半目的貼目（6.5、8.5）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{summary} The smallest margin repeats every 2 points of komi; {best} makes every game decided by as little as 1/2.</source>
        <translation>{summary}最小勝負差以貼目每 2 點為週期重複；{best}可使每局的勝負差最小只有 1/2。</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <location filename="../../gocount_gui/scoring/ledger.py" line="+170"/>
        <source>{point} is marked dead but holds no stone</source>
        <translation>{point} 標為死子，但該處沒有棋子</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>captures cannot be negative: {pair}</source>
        <translation>提子數不可為負數：{pair}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes cannot be negative: {pair}</source>
        <translation>虛手數不可為負數：{pair}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>handicap cannot be negative: {handicap}</source>
        <translation>讓子數不可為負數：{handicap}</translation>
    </message>
</context>
<context>
    <name>Look</name>
    <message>
        <location filename="../../gocount_gui/ui/look.py" line="+74"/>
        <source>{lead}{why}.</source>
        <translation>{lead}{why}。</translation>
    </message>
</context>
<context>
    <name>Model</name>
    <message>
        <location filename="../../gocount_gui/model/autosave.py" line="+98"/>
        <source>not a colour: {value}</source>
        <translation>不是顏色：{value}</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+75"/>
        <source>not a count: {value}</source>
        <translation>不是數目：{value}</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>not a point of a {size}x{size} board: {value}</source>
        <translation>不是 {size}×{size} 棋盤上的點：{value}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>not an autosave: the file holds no JSON object</source>
        <translation>不是自動儲存檔：檔案中沒有 JSON 物件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>autosave format {found}; this gocount reads format {format}</source>
        <translation>自動儲存格式為 {found}；此版 gocount 讀取的格式為 {format}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board size is not a number: {value}</source>
        <translation>棋盤大小不是數字：{value}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position is not a string of 0, 1 and 2</source>
        <translation>局面不是由 0、1、2 組成的字串</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>komi is not a number: {value}</source>
        <translation>貼目不是數字：{value}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>unknown rule set {value}</source>
        <translation>未知的規則 {value}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a confidence is not a number: {value}</source>
        <translation>信心值不是數字：{value}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a confidence is not a number from 0 to 1: {value}</source>
        <translation>信心度不是 0 到 1 之間的數：{value}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the game&apos;s facts are not texts</source>
        <translation>對局資料不是文字</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a dead stone is marked on an empty point: {point}</source>
        <translation>空點上標記了死子：{point}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the autosave&apos;s source is no file name</source>
        <translation>自動儲存的來源不是檔案名稱</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the source file&apos;s stamp is not two whole numbers</source>
        <translation>來源檔案的時間記錄不是兩個整數</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the source file&apos;s hash is not a SHA-256</source>
        <translation>來源檔案的雜湊值不是 SHA-256</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the autosave has no {field}</source>
        <translation>自動儲存檔中沒有 {field}</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+4"/>
        <source>the autosave is damaged: {error}</source>
        <translation>自動儲存檔已損毀：{error}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the autosave is not JSON: {error}</source>
        <translation>自動儲存檔不是 JSON：{error}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{path} is not a regular file</source>
        <translation>{path} 不是一般檔案</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{path} is too large to be an autosave</source>
        <translation>{path} 太大，不可能是自動儲存檔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot read {path}: {error}</source>
        <translation>無法讀取 {path}：{error}</translation>
    </message>
    <message>
        <location line="+195"/>
        <location line="+19"/>
        <source>the count could not be autosaved: {error}</source>
        <translation>無法自動儲存計分：{error}</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>the autosave folder {folder} cannot be used ({error})</source>
        <translation>無法使用自動儲存資料夾 {folder}（{error}）</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>no permission to write there</source>
        <translation>沒有在該處寫入的權限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is in use</source>
        <translation>正在使用中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown error</source>
        <translation>未知的錯誤</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/model/game_model.py" line="+115"/>
        <source>Black&apos;s lid: captured {old} → {new}</source>
        <translation>黑方盒蓋：提子 {old} → {new}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black&apos;s lid: pass stones {old} → {new}</source>
        <translation>黑方盒蓋：虛手子 {old} → {new}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White&apos;s lid: captured {old} → {new}</source>
        <translation>白方盒蓋：提子 {old} → {new}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White&apos;s lid: pass stones {old} → {new}</source>
        <translation>白方盒蓋：虛手子 {old} → {new}</translation>
    </message>
    <message>
        <location line="+178"/>
        <source>{name} cannot be read any more ({reason}); the count is restored as a new record: save it with Save As</source>
        <translation>無法再讀取 {name}（{reason}）；計分已還原為新的棋譜：請用「另存新檔」儲存</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>this count cannot be saved until it can be counted: {problem}</source>
        <translation>在能夠計分之前無法儲存此計分：{problem}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file exists</source>
        <translation>檔案已存在</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file holds a {file}x{file} game and the count is {count}x{count}; a count is never written over a game of another size</source>
        <translation>檔案中是 {file}x{file} 的對局，而計算是 {count}x{count}；計算絕不會寫到另一種大小的對局上</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot read the game&apos;s file again: {error}</source>
        <translation>無法再次讀取對局檔案：{error}</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Erase {point}</source>
        <translation>清除 {point}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Erase stones</source>
        <translation>清除棋子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place black {point}</source>
        <translation>在 {point} 放黑子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place black stones</source>
        <translation>放黑子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place white {point}</source>
        <translation>在 {point} 放白子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place white stones</source>
        <translation>放白子</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Mark {point} alive</source>
        <translation>將 {point} 標為活棋</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not marked dead: {reason} (to mark it anyway: Shift+click it, or press F)</source>
        <translation>未標為死子：{reason}（若仍要標記：按住 Shift 點選，或按 F）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mark {point} dead</source>
        <translation>將 {point} 標為死子</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Clear dead marks</source>
        <translation>清除死子標記</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Region at {point}: automatic</source>
        <translation>{point} 的區域：自動</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Region at {point}: Black</source>
        <translation>{point} 的區域：黑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Region at {point}: White</source>
        <translation>{point} 的區域：白</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Region at {point}: neutral</source>
        <translation>{point} 的區域：中立</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Last pass: Black</source>
        <translation>最後虛手：黑方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last pass: White</source>
        <translation>最後虛手：白方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last pass: nobody</source>
        <translation>最後虛手：無</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Komi {komi}</source>
        <translation>貼目 {komi}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Handicap {stones}</source>
        <translation>讓 {stones} 子</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edit game info</source>
        <translation>編輯對局資訊</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules: {rules}</source>
        <translation>規則：{rules}</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>The dead-stone suggestion failed: {error}</source>
        <translation>死子建議失敗：{error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The stones changed while the suggestion ran; ask again.</source>
        <translation>建議死子期間棋子已變動；請再建議一次。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Suggest dead stones</source>
        <translation>建議死子</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n stones suggested dead</source>
        <translation>
            <numerusform>建議 %n 子為死子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>; %n unsure, marked with a question mark: check them</source>
        <translation>
            <numerusform>；%n 子不確定，已標上問號：請加以檢查</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <location filename="../../gocount_gui/scoring/numbers.py" line="+81"/>
        <source>stones on the board</source>
        <translation>盤上棋子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>territory</source>
        <translation>目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seki eyes</source>
        <translation>雙活眼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>points to fill</source>
        <translation>須填的點</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones captured during play</source>
        <translation>對局中被提的棋子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dead stones removed</source>
        <translation>取走的死子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes</source>
        <translation>虛手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones played up to the first pass</source>
        <translation>至首次虛手為止所下的棋子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones played in the game</source>
        <translation>對局中所下的棋子</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot be negative ({number})</source>
        <translation>不可為負數（{number}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>board size</source>
        <translation>棋盤大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>handicap</source>
        <translation>讓子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>who passed last (1 for Black)</source>
        <translation>最後虛手方（黑方為 1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>komi</source>
        <translation>貼目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neutral points</source>
        <translation>中立點</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>expected name=value, e.g. S_B=120</source>
        <translation>應為 名稱=數值，例如 S_B=120</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>given twice</source>
        <translation>重複指定</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>unknown; known: {names}</source>
        <translation>未知；已知名稱：{names}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>missing</source>
        <translation>缺少</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{text}… is too large for a count</source>
        <translation>{text}… 作為計數太大</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{text} is not a whole number</source>
        <translation>{text} 不是整數</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>give {black} and {white} together, or neither</source>
        <translation>{black} 與 {white} 須同時指定，或都不指定</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{text} is not a number</source>
        <translation>{text} 不是數字</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{size} is not a board size gocount counts ({low} to {high})</source>
        <translation>{size} 不是 gocount 能計分的棋盤大小（{low} 到 {high}）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{black} + {white} stones are more than the {points} points of a {size}x{size} board</source>
        <translation>{black} + {white} 子超過 {size}×{size} 棋盤的 {points} 個點</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>area S + T + E = {area} is larger than the board ({points} points)</source>
        <translation>子 S + T + E = {area} 大於棋盤（{points} 個點）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the areas {black} + {white} = {both} are larger than the board ({points} points)</source>
        <translation>雙方的子 {black} + {white} = {both} 大於棋盤（{points} 個點）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>points to fill are part of the seki eyes E and cannot be more</source>
        <translation>須填的點是雙活眼 E 的一部分，不能比它多</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{stones} handicap stones do not fit on a {size}x{size} board</source>
        <translation>{size}×{size} 棋盤放不下 {stones} 個讓子</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is 1 when Black passed last, else 0 (not {value})</source>
        <translation>黑方最後虛手時為 1，否則為 0（而不是 {value}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>says Black passed last, but R_B = 0 (Black never passed)</source>
        <translation>表示黑方最後虛手，但 R_B = 0（黑方從未虛手）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{komi} is not a komi (a number between -{most} and {most})</source>
        <translation>{komi} 不是有效的貼目（須為 -{most} 到 {most} 之間的數字）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>stones played up to the first pass ({before}) cannot be more than in the whole game ({symbol} = {played})</source>
        <translation>至首次虛手為止所下的棋子（{before}）不能多於整局所下的（{symbol} = {played}）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>neutral points must be s*s - A_B - A_W = {points} - {black} - {white} = {neutral}, not {given}</source>
        <translation>中立點應為 s*s - A_B - A_W = {points} - {black} - {white} = {neutral}，而不是 {given}</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>not in the count {formula}</source>
        <translation>不在計分公式 {formula} 中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seki eyes are nobody&apos;s under these rules</source>
        <translation>此規則下雙活眼不屬於任何一方</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>counts the board with the dead stones standing: it needs the position</source>
        <translation>在死子仍留在盤上的情況下計算棋盤：需要盤面</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/numbers_window.py" line="+60"/>
        <source>SGF game records (*.sgf *.SGF);;All files (*)</source>
        <translation>SGF 棋譜 (*.sgf *.SGF);;所有檔案 (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stones on the board</source>
        <translation>盤上棋子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>after the dead stones are taken off</source>
        <translation>取走死子之後</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory</source>
        <translation>目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>empty points surrounded, seki eyes excepted</source>
        <translation>圍住的空點，雙活眼除外</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seki eyes</source>
        <translation>雙活眼</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>eyes of groups in seki (area counts them)</source>
        <translation>雙活棋的眼（數子時計入）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Stones played to the first pass</source>
        <translation>至首次虛手為止所下的棋子</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>from a game record, handicap included</source>
        <translation>取自棋譜，含讓子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stones played in the game</source>
        <translation>整局所下的棋子</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+147"/>
        <location line="+462"/>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <location line="-609"/>
        <location line="+147"/>
        <location line="+462"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location line="-609"/>
        <source>Nobody</source>
        <translation>無</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black player</source>
        <translation>黑方對局者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White player</source>
        <translation>白方對局者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event</source>
        <translation>賽事</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>Count by Numbers</source>
        <translation>依數字計分</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+434"/>
        <source>Rule set</source>
        <translation>規則</translation>
    </message>
    <message>
        <location line="-434"/>
        <location line="+434"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="-433"/>
        <source>&amp;Results</source>
        <translation>結果(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table of Counts and Proofs</source>
        <translation>計數表與證明(&amp;T)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>This count by numbers is not saved. Save it first?</source>
        <translation>此依數字計分尚未儲存。要先儲存嗎？</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>The game</source>
        <translation>對局</translation>
    </message>
    <message>
        <location line="-155"/>
        <location filename="../../gocount_gui/ui/sheet.py" line="+452"/>
        <source>Captured by the player</source>
        <translation>本方提取的子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the prisoners in the player&apos;s lid, taken during play</source>
        <translation>對局中提取、放在本方盒蓋裡的子</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gocount_gui/ui/sheet.py" line="+1"/>
        <source>Dead stones the player took off</source>
        <translation>本方提走的死子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the other colour&apos;s dead stones, put in the player&apos;s lid at the end</source>
        <translation>終局時提走、放進本方盒蓋的對方死子</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gocount_gui/ui/sheet.py" line="+1"/>
        <source>Times the player passed</source>
        <translation>本方虛手次數</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>each pass is a stone given to the other player</source>
        <translation>每虛手一次，交給對方一子</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Captured by Black: the white stones in Black&apos;s lid ({symbol})</source>
        <translation>黑方提取的子：黑方盒蓋中的白子（{symbol}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured by White: the black stones in White&apos;s lid ({symbol})</source>
        <translation>白方提取的子：白方盒蓋中的黑子（{symbol}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead white stones Black took off, into Black&apos;s lid ({symbol})</source>
        <translation>黑方提走、放進黑方盒蓋的白方死子（{symbol}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead black stones White took off, into White&apos;s lid ({symbol})</source>
        <translation>白方提走、放進白方盒蓋的黑方死子（{symbol}）</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>The rule set on top of the results; the fields it does not need are marked</source>
        <translation>顯示在結果最上方的規則；它不需要的欄位會加上標示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules</source>
        <translation>規則(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;size</source>
        <translation>棋盤大小(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board size s: the board has s*s points</source>
        <translation>棋盤大小 s：棋盤有 s*s 個點</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Handicap stones H (0 in an even game)</source>
        <translation>讓子數 H（分先時為 0）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Handicap stones (H)</source>
        <translation>讓子(&amp;H)（H）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Komi K, given to White</source>
        <translation>貼目 K，歸白方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Komi (K)</source>
        <translation>貼目(&amp;K)（K）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who made the last pass (L = 1 when Black did)</source>
        <translation>最後虛手的一方（黑方時 L = 1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last pass by (L)</source>
        <translation>最後虛手方(&amp;L)（L）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the players counted</source>
        <translation>對局者數出的數字</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stones played are known (from a game record)</source>
        <translation>已知所下的棋子數（取自棋譜）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area rules III count the stones each side played before the first pass (n) and in all (N)</source>
        <translation>數子規則 III 會計算雙方在首次虛手前（n）及整局（N）所下的棋子</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{words} ({symbol})</source>
        <translation>{words}（{symbol}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Black: {words} ({symbol}); {tip}</source>
        <translation>黑方：{words}（{symbol}）；{tip}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White: {words} ({symbol}); {tip}</source>
        <translation>白方：{words}（{symbol}）；{tip}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Players (for the record and the score sheet)</source>
        <translation>對局者（用於棋譜及計分表）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Count by Numbers…</source>
        <translation>開啟依數字計分(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Score Sheet…</source>
        <translation>匯出計分表(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print…</source>
        <translation>列印(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>關閉(&amp;C)</translation>
    </message>
    <message>
        <location line="+201"/>
        <source>Cannot count these numbers</source>
        <translation>無法以這些數字計分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot count: {problem}</source>
        <translation>無法計分：{problem}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the stones on the board are not typed</source>
        <translation>未填寫盤上的棋子</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>not checked: the stones on the board are not typed</source>
        <translation>未核對：未填寫盤上的棋子</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+157"/>
        <source>{rules}: not counted ({why})</source>
        <translation>{rules}：未計分（{why}）</translation>
    </message>
    <message>
        <location line="-155"/>
        <location line="+157"/>
        <location filename="../../gocount_gui/ui/window.py" line="+510"/>
        <source>{rules}: {result}</source>
        <translation>{rules}：{result}</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>Lid audit: </source>
        <translation>盒蓋核對：</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+176"/>
        <source>needs the position</source>
        <translation>需要盤面</translation>
    </message>
    <message>
        <location line="-176"/>
        <location line="+176"/>
        <source>needs the stones</source>
        <translation>需要盤上子數</translation>
    </message>
    <message>
        <location line="-157"/>
        <source>Count by numbers: the table of counts</source>
        <translation>依數字計分：計數表</translation>
    </message>
    <message>
        <location line="-294"/>
        <location line="+306"/>
        <source>not needed</source>
        <translation>不需要</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not needed under {rules}: {why}</source>
        <translation>在{rules}下不需要：{why}</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+11"/>
        <source>Open a Count by Numbers</source>
        <translation>開啟依數字計分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} was not opened: {error}</source>
        <translation>未開啟 {name}：{error}</translation>
    </message>
    <message>
        <location line="-346"/>
        <source>{name}[*] — Count by Numbers</source>
        <translation>{name}[*] — 依數字計分</translation>
    </message>
    <message>
        <location line="+360"/>
        <location line="+23"/>
        <source>Save the Count</source>
        <translation>儲存計分</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>These numbers cannot be counted yet: {error}</source>
        <translation>這些數字尚無法計分：{error}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the Count by Numbers</source>
        <translation>儲存依數字計分</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The count was not saved: {error}</source>
        <translation>計分結果未儲存：{error}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Count by numbers</source>
        <translation>依數字計分</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{black} (Black) – {white} (White)</source>
        <translation>{black}（黑）– {white}（白）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{size}x{size}, komi {komi}, handicap {handicap}; counted by numbers under {rules}:</source>
        <translation>{size}×{size}，貼目 {komi}，讓 {handicap} 子；依{rules}以數字計分：</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+34"/>
        <source>Lid audit: {why}</source>
        <translation>盒蓋核對：{why}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table of counts</source>
        <translation>計數表</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+8"/>
        <source>Export the Score Sheet</source>
        <translation>匯出計分表</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The score sheet was not written: {error}</source>
        <translation>計分表未寫入：{error}</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <location filename="../../gocount_gui/ui/panel.py" line="+52"/>
        <location line="+265"/>
        <source>Rule set</source>
        <translation>規則</translation>
    </message>
    <message>
        <location line="-264"/>
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
        <location line="+273"/>
        <source>Komi</source>
        <translation>貼目</translation>
    </message>
    <message>
        <location line="-272"/>
        <location filename="../../gocount_gui/ui/sheet.py" line="-75"/>
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
        <location line="+263"/>
        <source>Komi: the points White gets for moving second (K)</source>
        <translation>貼目：白方因後行所得的補償（K）</translation>
    </message>
    <message>
        <location line="-262"/>
        <source>Who wins and by how much: Black&apos;s points minus White&apos;s</source>
        <translation>勝負及差距：黑方得分減去白方得分</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Cannot count under {rules} rules</source>
        <translation>無法依{rules}計分</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not finished: {result} as the board stands under {rules} rules</source>
        <translation>未終局：依目前盤面為 {result}（{rules}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{result} under {rules} rules</source>
        <translation>{result}（{rules}）</translation>
    </message>
    <message>
        <location line="+24"/>
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
        <location line="+22"/>
        <location line="+566"/>
        <source>In symbols: {formula}</source>
        <translation>以符號表示：{formula}</translation>
    </message>
    <message>
        <location line="-540"/>
        <source>Does not apply: {why}</source>
        <translation>不適用：{why}</translation>
    </message>
    <message>
        <location line="+107"/>
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
        <location line="+145"/>
        <location filename="../../gocount_gui/ui/sheet.py" line="+5"/>
        <source>This position cannot be counted: {problem}</source>
        <translation>此局面無法計分：{problem}</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Equivalence, area rules III, stone scoring and prisoner counting come from the papers gocount is built on: they show why the counting methods agree, and are rarely played.</source>
        <translation>等價規則、數子規則 III、數棋子規則及提子式數棋子規則出自 gocount 所依據的論文：它們說明各種計分方法為何一致，實戰中很少採用。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Komi here: {komi}.</source>
        <translation>此處貼目：{komi}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Komi here: {komi} (the rule set&apos;s usual komi is {usual}).</source>
        <translation>此處貼目：{komi}（此規則通常的貼目為 {usual}）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(the rule set on top)</source>
        <translation>（上方所選的規則）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A draw (jigo)</source>
        <translation>和棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black wins by {margin}</source>
        <translation>黑勝 {margin}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White wins by {margin}</source>
        <translation>白勝 {margin}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{result_words}: Black {black}, White {white} ({result})</source>
        <translation>{result_words}：黑 {black}，白 {white}（{result}）</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Result = {formula} = {result}</source>
        <translation>結果 = {formula} = {result}</translation>
    </message>
</context>
<context>
    <name>Phone</name>
    <message>
        <location filename="../../gocount_gui/phone/page.py" line="+33"/>
        <source>Send a photo to gocount</source>
        <translation>把照片傳送到 gocount</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a photo of the whole board from above, in good light, or choose one you took.</source>
        <translation>在光線充足處從上方拍下整個棋盤，或選擇一張已拍的照片。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a Photo</source>
        <translation>拍照</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a Photo Already Taken</source>
        <translation>選擇已拍的照片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sending the photo…</source>
        <translation>正在傳送照片…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Received: look at the laptop.</source>
        <translation>已收到：請看筆記型電腦。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The photo could not be sent. Is the phone on the same Wi-Fi as the laptop? Try again.</source>
        <translation>照片未能傳送。手機和筆記型電腦連的是同一個 Wi-Fi 嗎？請再試一次。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The photo is larger than {megabytes} MB. Send a smaller one.</source>
        <translation>照片超過 {megabytes} MB。請傳送一張較小的照片。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a JPEG or PNG photo. Take a photo with the camera, or choose another.</source>
        <translation>這不是 JPEG 或 PNG 照片。請用相機拍照，或選擇另一張。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gocount cannot read HEIC photos. Choose the photo again, or set the camera to take JPEG photos (“Most Compatible”).</source>
        <translation>gocount 無法讀取 HEIC 照片。請重新選擇照片，或把相機設為拍攝 JPEG 照片（「最相容」）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The photo came too slowly and was not received. Try again nearer the Wi-Fi.</source>
        <translation>照片傳得太慢，未被接收。請靠近 Wi-Fi 再試一次。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A photo was already received. Look at the laptop.</source>
        <translation>已經收到一張照片。請看筆記型電腦。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/phone/server.py" line="+319"/>
        <source>This computer is not connected to a network, so a phone cannot reach it. Connect it to the Wi-Fi the phone is on, then try again.</source>
        <translation>這台電腦沒有連上網路，手機無法連到它。請把它連到手機所在的 Wi-Fi，然後再試一次。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/phone_dialog.py" line="+143"/>
        <source>gocount could not open an address for the phone: {error}</source>
        <translation>gocount 無法為手機開啟位址：{error}</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Receive from Phone</source>
        <translation>從手機接收</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan this code with the phone&apos;s camera, or type the address into the phone&apos;s browser. Then take the photo on the page that opens.</source>
        <translation>用手機相機掃描這個 QR 碼，或在手機瀏覽器中輸入網址。然後在開啟的頁面上拍照。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phone must be on the same Wi-Fi as this computer. If the page does not open, a firewall on this computer may be blocking gocount: allow it on private networks.</source>
        <translation>手機必須和這台電腦連在同一個 Wi-Fi 上。如果頁面打不開，可能是這台電腦的防火牆封鎖了 gocount：請在私人網路中允許它。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Code</source>
        <translation>新的 QR 碼(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a new address for the phone</source>
        <translation>為手機開啟一個新位址</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QR code of the address for the phone</source>
        <translation>手機網址的 QR 碼</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The phone has opened the page. Waiting for the photo…</source>
        <translation>手機已開啟頁面。正在等待照片…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Receiving the photo ({megabytes} MB)…</source>
        <translation>正在接收照片（{megabytes} MB）…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The phone was told: {said}</source>
        <translation>已告知手機：{said}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Photo received.</source>
        <translation>已收到照片。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No phone has opened the page yet. If the phone cannot open it, it is on another Wi-Fi than this computer, or a firewall on this computer blocks gocount.</source>
        <translation>還沒有手機開啟頁面。如果手機打不開，表示它連的 Wi-Fi 和這台電腦不同，或者這台電腦的防火牆封鎖了 gocount。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The address has expired, so the phone can no longer send to it. Press New Code for another.</source>
        <translation>網址已過期，手機無法再傳送到這裡。請按「新的 QR 碼」取得另一個。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the phone…</source>
        <translation>正在等待手機…</translation>
    </message>
</context>
<context>
    <name>Photo</name>
    <message>
        <location filename="../../gocount_gui/ui/photo_board.py" line="+59"/>
        <source>The position as read</source>
        <translation>讀取的局面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a point to change it: empty, black, white</source>
        <translation>點一下某點即可更改：空、黑、白</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No position yet</source>
        <translation>尚無局面</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_canvas.py" line="+289"/>
        <source>Drag this handle onto a corner point of the grid</source>
        <translation>把這個控點拖到格線的角點上</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_support.py" line="+119"/>
        <location filename="../../gocount_gui/ui/photo_view.py" line="+197"/>
        <source>The clipboard holds no picture. Copy a photo or an image file first.</source>
        <translation>剪貼簿中沒有圖片。請先複製一張照片或一個圖片檔。</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Read the position from {name}</source>
        <translation>從 {name} 讀取局面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the position from a photo</source>
        <translation>從照片讀取局面</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_board.py" line="+65"/>
        <source>Board &amp;size:</source>
        <translation>棋盤大小(&amp;S)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The board&apos;s size: Automatic finds it in the photo; another choice reads the photo again with that size</source>
        <translation>棋盤大小：「自動」從照片中判斷；選擇其他大小則依該大小重新讀取照片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Doubt</source>
        <translation>下一個疑點(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ring the next point the reader is unsure of, on the photo and on the board (N)</source>
        <translation>在照片與棋盤上圈出下一個讀取不確定的點 (N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I have checked every point</source>
        <translation>我已檢查每個點</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the position although the grid is not trusted: every point was compared with the photo</source>
        <translation>即使格線不可信也使用此局面：每個點都已與照片核對</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the photo: the grid as read, a dot on each stone, amber rings around the points to check. Drag a round handle onto a corner point of the grid to read the photo again. On the board: click a point to change it (empty, black, white).</source>
        <translation>照片上：讀取的格線、每顆棋子上的小圓點、圈出待檢查點的琥珀色圓圈。把圓形控點拖到格線的角點上即可重新讀取照片。棋盤上：點一下某點即可更改（空、黑、白）。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_view.py" line="-35"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop reading the photo</source>
        <translation>停止讀取照片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read with These &amp;Corners</source>
        <translation>依這些角點讀取(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the photo again with the grid&apos;s corners where the round handles are</source>
        <translation>以圓形控點所在位置作為格線的角點，重新讀取照片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Use This Position</source>
        <translation>使用此局面(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count this position in the main window, with the dead stones suggested</source>
        <translation>在主視窗中計分此局面，並建議死子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste Photo</source>
        <translation>貼上照片</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The photo with the grid read in it</source>
        <translation>已讀取格線的照片</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Loading the photo…</source>
        <translation>正在載入照片…</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Reading the photo: %p%</source>
        <translation>正在讀取照片：%p%</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Receive from &amp;Phone…</source>
        <translation>從手機接收(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a QR code that a phone on the same Wi-Fi opens to send its photo here</source>
        <translation>顯示 QR 碼，讓同一 Wi-Fi 上的手機把照片傳送到這裡</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Count from a Photo</source>
        <translation>從照片計分</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+174"/>
        <source>Reading the photo…</source>
        <translation>正在讀取照片…</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>Waiting for the photo from the phone…</source>
        <translation>正在等待來自手機的照片…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Reading cancelled.</source>
        <translation>已取消讀取。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The photo could not be read: {error}</source>
        <translation>無法讀取照片：{error}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The picture</source>
        <translation>該圖片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gocount: cannot open the photo</source>
        <translation>gocount：無法開啟照片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot be opened as a photo.

{reason}</source>
        <translation>無法將 {name} 作為照片開啟。

{reason}</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Drag %n more corners, or press Read with These Corners.</source>
        <translation>
            <numerusform>再拖曳 %n 個角點，或按「依這些角點讀取」。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reading the photo with the corners you placed…</source>
        <translation>正在依你放置的角點讀取照片…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>black</source>
        <translation>黑</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{point} is now {colour}.</source>
        <translation>{point} 現在是{colour}。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Doubtful point {number} of {count}: {point}. Click it on the board to change it.</source>
        <translation>疑點 {number}/{count}：{point}。在棋盤上點一下即可更改。</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>%n points to check</source>
        <translation>
            <numerusform>%n 個待檢查的點</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No doubtful point</source>
        <translation>沒有疑點</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No board was read in this photo. Drag the four round handles onto the corner points of the grid (its outermost intersections), then press Read with These Corners.</source>
        <translation>未能從這張照片讀取棋盤。請把四個圓形控點拖到格線的角點（最外側的交叉點）上，然後按「依這些角點讀取」。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read as a {size}×{size} board: {black} black stones, {white} white stones.</source>
        <translation>讀取為 {size}×{size} 棋盤：黑子 {black} 枚，白子 {white} 枚。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The grid is not trusted, so the position may be wrong. Drag the four round handles onto the corner points of the grid; the photo is read again as you let go.</source>
        <translation>格線不可信，局面可能有誤。請把四個圓形控點拖到格線的角點上；放開後會重新讀取照片。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/vision/doubts.py" line="+63"/>
        <source>The black chain at {point} has no liberty: a stone around it is probably misread.</source>
        <extracomment>At most this many low-confidence points are listed (impossible shapes come on top). The least sure points always shown, however sure they are: on the development photos read with their true corners, a board with one wrong point had it as its least sure point.</extracomment>
        <translation>{point} 處的一串黑棋沒有氣：周圍某顆棋子可能讀錯了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The white chain at {point} has no liberty: a stone around it is probably misread.</source>
        <translation>{point} 處的一串白棋沒有氣：周圍某顆棋子可能讀錯了。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/vision/grid.py" line="+240"/>
        <location filename="../../gocount_gui/vision/reading.py" line="+162"/>
        <source>Fitting the grid</source>
        <extracomment>The straightened board&apos;s side, in pixels. A grid whose score is below this is not trusted; the player is asked for the corners. A grid this clear is taken without trying the other outlines. A grid fitted to the lines alone whose lines end this clearly is taken as it is: the stones are asked only where the lines are hidden or unclear.</extracomment>
        <translation>正在對齊格線</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/vision/image.py" line="+32"/>
        <source>The image</source>
        <extracomment>Larger images are refused after the header is read (a 200 megapixel panorama, a bomb). The working copy&apos;s longer side, in pixels: enough for a 19x19 grid at ~40 px a cell.</extracomment>
        <translation>該圖片</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+11"/>
        <source>{name} is larger than {megabytes} MB; it is not read.</source>
        <translation>{name} 大於 {megabytes} MB，不予讀取。</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>{name} was not found.</source>
        <translation>找不到 {name}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is a folder, not a photo.</source>
        <translation>{name} 是資料夾，不是照片。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} could not be read: {reason}.</source>
        <translation>無法讀取 {name}：{reason}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is empty.</source>
        <translation>{name} 是空的。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} is not an image gocount can read (JPEG, PNG, BMP, WebP or TIFF).</source>
        <translation>{name} 不是 gocount 能讀取的圖片（JPEG、PNG、BMP、WebP 或 TIFF）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} has {megapixels} megapixels; at most {most} are read.</source>
        <translation>{name} 有 {megapixels} 百萬像素；最多讀取 {most} 百萬像素。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is only {width}x{height} pixels: too small to show a board.</source>
        <translation>{name} 只有 {width}x{height} 像素：太小，容不下棋盤。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/vision/reading.py" line="-20"/>
        <source>A board of {size} lines cannot be read; 9, 13 or 19 can.</source>
        <translation>無法讀取 {size} 路棋盤；可以讀取 9、13 或 19 路棋盤。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Preparing the photo</source>
        <translation>正在準備照片</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finding the board</source>
        <translation>正在尋找棋盤</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No Go board was found in this photo. Give its four corners by hand.</source>
        <translation>未在這張照片中找到圍棋棋盤。請手動指定它的四個角點。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No grid of 9, 13 or 19 lines was found on the board. Give its four corners by hand.</source>
        <translation>未在棋盤上找到 9、13 或 19 路的格線。請手動指定它的四個角點。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the stones</source>
        <translation>正在讀取棋子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for doubts</source>
        <translation>正在尋找疑點</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The grid did not fit the photo well; drag the four corners onto the corner points.</source>
        <translation>格線與照片吻合得不好；請把四個角拖到格線的角點上。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
</context>
<context>
    <name>Proofs</name>
    <message>
        <location filename="../../gocount_gui/scoring/proofs.py" line="+125"/>
        <source>Every step holds on this game.</source>
        <translation>每一步在本局都成立。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stops at {claim}: {why}.</source>
        <translation>止於 {claim}：{why}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the two sides differ</source>
        <translation>兩邊不相等</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>record</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S + P (no record)</source>
        <translation>S + P（無棋譜）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>regions</source>
        <translation>區域</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>record or tray</source>
        <translation>棋譜或盒蓋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>territory: empty points only this colour surrounds</source>
        <translation>目：只有此色圍住的空點</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones on the board, dead ones removed</source>
        <translation>盤上棋子，已取走死子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>board</source>
        <translation>棋盤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eyes of groups in seki (and points to fill)</source>
        <translation>雙活棋的眼（及須填的點）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>area: stones, territory and seki eyes</source>
        <translation>子：棋子、目及雙活眼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones captured during play</source>
        <translation>對局中被提的棋子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lid</source>
        <translation>盒蓋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dead stones removed at the end</source>
        <translation>終局時取走的死子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead marks</source>
        <translation>死子標記</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prisoners: in the opponent&apos;s lid</source>
        <translation>提子：在對方盒蓋中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes (pass stones given)</source>
        <translation>虛手（交出的虛手子）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moves made (Black&apos;s extra handicap stones not counted)</source>
        <translation>所下手數（黑方額外的讓子不計）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S + P + R (- H&apos; for Black)</source>
        <translation>S + P + R（黑方 - H&apos;）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>territory score with pass stones</source>
        <translation>含虛手子的目數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones played up to the first pass</source>
        <translation>至首次虛手為止所下的棋子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones played in the whole game</source>
        <translation>整局所下的棋子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neutral points: dame and shared liberties of seki</source>
        <translation>中立點：單官及雙活的公氣</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>handicap stones</source>
        <translation>讓子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>handicap stones beyond one normal first move</source>
        <translation>超出一手正常首著的讓子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 if Black made the last pass</source>
        <translation>黑方最後虛手時為 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>komi</source>
        <translation>貼目</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>M_B = M_W (White passes last, so both made as many moves)</source>
        <translation>M_B = M_W（白方最後虛手，因此雙方手數相同）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>M_B - L = M_W (Black starts and the players alternate)</source>
        <translation>M_B - L = M_W（黑方先下，雙方輪流落子）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Black passed last (L = 1): Black made one move more, M_B = {black}, M_W = {white}</source>
        <translation>黑方最後虛手（L = 1）：黑方多下一手，M_B = {black}，M_W = {white}</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>the lids do not add up: Black&apos;s side has %n more moves (Black&apos;s lid is %n short, or White&apos;s holds %n too many)</source>
        <translation>
            <numerusform>盒蓋數目不符：黑方一側多了 %n 手（黑方盒蓋少了 %n 子，或白方盒蓋多了 %n 子）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>the lids do not add up: Black&apos;s side has %n fewer moves (White&apos;s lid is %n short, or Black&apos;s holds %n too many)</source>
        <translation>
            <numerusform>盒蓋數目不符：黑方一側少了 %n 手（白方盒蓋少了 %n 子，或黑方盒蓋多了 %n 子）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the lids do not add up</source>
        <translation>盒蓋數目不符</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>seki eyes: area counts E_B - E_W = {black} - {white} = {difference} that territory does not</source>
        <translation>雙活眼：數子計入而數目不計入的 E_B - E_W = {black} - {white} = {difference}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Handicap (corollary 3): Black placed H - 1 stones more than one move, White gets H&apos; points (rule 4)</source>
        <translation>讓子（推論 3）：黑方比一手多擺了 H - 1 子，白方得 H&apos; 點（規則 4）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Area and territory agree (the equivalence theorem)</source>
        <translation>數子與數目一致（等價定理）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“The Equivalence Theorem”, a rules appendix</source>
        <translation>“The Equivalence Theorem”（規則附錄）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>area - territory = (S_B + P_B) - (S_W + P_W) + (E_B - E_W)  (K cancels, T cancels)</source>
        <translation>數子 - 數目 = (S_B + P_B) - (S_W + P_W) + (E_B - E_W)（K 抵銷，T 抵銷）</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>area - territory = L + H&apos; + (R_W - R_B) + (E_B - E_W)</source>
        <translation>數子 - 數目 = L + H&apos; + (R_W - R_B) + (E_B - E_W)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>“Mathematics of Scoring”, Sensei&apos;s Library</source>
        <translation>“Mathematics of Scoring”（Sensei&apos;s Library）</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Ikeda Toshio, “On the Rules of Go”</source>
        <translation>池田敏雄，“On the Rules of Go”</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Robert Jasiek, “Prisoner Counting for Stone Scoring”</source>
        <translation>Robert Jasiek，“Prisoner Counting for Stone Scoring”</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>“The Equivalence Theorem”; “Mathematics of Scoring”</source>
        <translation>“The Equivalence Theorem”；“Mathematics of Scoring”</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>“The Equivalence Theorem”; “Mathematics of Scoring”; Jasiek</source>
        <translation>“The Equivalence Theorem”；“Mathematics of Scoring”；Jasiek</translation>
    </message>
    <message>
        <location line="-234"/>
        <source>Every move puts a stone on the board, gives a prisoner or is a pass. When White passes last both players made the same number of moves, so the difference in stones on the board is the difference in prisoners and passes; adding the territory to both shows that area counting and territory counting with pass stones give the same difference. In a handicap game White gets H - 1 points under area counting.</source>
        <translation>每一手都會在盤上放一子、產生一個提子，或是虛手。白方最後虛手時，雙方所下手數相同，因此盤上棋子數之差等於提子與虛手之差；兩邊都加上目，便可看出數子法與含虛手子的數目法得出相同的差距。讓子棋中，白方在數子法下得 H - 1 點。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Who passed last: L</source>
        <translation>最後虛手方：L</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black passed last, area gives Black 1 point more than territory</source>
        <translation>黑方最後虛手，數子比數目多給黑方 1 點</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White passed last (or nobody), no difference</source>
        <translation>白方最後虛手（或無人虛手），沒有差別</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Handicap: H&apos;</source>
        <translation>讓子：H&apos;</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>area gives Black %n point(s) more than territory (handicap stones are area)</source>
        <translation>
            <numerusform>數子比數目多給黑方 %n 點（讓子計入子數）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no difference</source>
        <translation>沒有差別</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passes: R_W - R_B</source>
        <translation>虛手：R_W - R_B</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>AGA: with pass stones, White passing last and C(H) = H&apos;, area = territory</source>
        <translation>AGA：有虛手子、白方最後虛手且 C(H) = H&apos; 時，數子 = 數目</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How far area and territory counting differ</source>
        <translation>數子與數目相差多少</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counted the common way (area with no compensation, territory with no pass stones) the two scores differ by exactly three things: 1 when Black passed last, the handicap stones beyond the first, and the passes White made beyond Black&apos;s (plus seki eyes, which area counts and territory does not). The AGA rules make all three vanish: White passes last, passes give stones, and White gets H - 1 points under area counting.</source>
        <translation>依一般方式計算（數子不補償，數目不計虛手子），兩者恰好相差三項：黑方最後虛手時的 1、第一子以外的讓子，以及白方比黑方多出的虛手（另加雙活眼，數子計入而數目不計入）。AGA 規則使這三項全部消失：白方最後虛手、虛手交出棋子，且白方在數子法下得 H - 1 點。</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>White passed %n more time(s): area favours Black by %n</source>
        <translation>
            <numerusform>白方多虛手 %n 次：數子對黑方有利 %n 點</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Black passed %n more time(s): territory favours Black by %n</source>
        <translation>
            <numerusform>黑方多虛手 %n 次：數目對黑方有利 %n 點</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as many passes each, no difference</source>
        <translation>雙方虛手次數相同，沒有差別</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>from the record</source>
        <translation>取自棋譜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no record: taken as S_c + P_c, no stone after the first pass</source>
        <translation>無棋譜：取為 S_c + P_c，首次虛手後沒有落子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the stones played do not match the board and the lids</source>
        <translation>所下的棋子與棋盤及盒蓋不符</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>n_B, n_W: stones played up to the first pass (handicap included)</source>
        <translation>n_B、n_W：至首次虛手為止所下的棋子（含讓子）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>N_B = S_B + P_B and N_W = S_W + P_W (every stone played is on the board or a prisoner)</source>
        <translation>N_B = S_B + P_B 且 N_W = S_W + P_W（所下的每一子不是在盤上就是成為提子）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>N_B - n_B = N_W - n_W (as many stones after the first pass)</source>
        <translation>N_B - n_B = N_W - n_W（首次虛手後雙方所下子數相同）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unequal moves after the first pass: Black played {black}, White {white}</source>
        <translation>首次虛手後雙方手數不等：黑方下了 {black} 手，白方 {white} 手</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>t_B - t_W = (T_B - P_B) - (T_W - P_W)  (E_B - E_W off the area side)</source>
        <translation>t_B - t_W = (T_B - P_B) - (T_W - P_W)（從子的一方減去 E_B - E_W）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Area rules III counted by territory and prisoners</source>
        <translation>以目及提子計算數子規則 III</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each stone a player put down is on the board or in the opponent&apos;s lid. So the stone difference is the prisoner difference plus the stones played; area rules III take away half the difference in stones played before the first pass, and what is left is territory minus prisoners, plus the stones each side played after the first pass. When both played as many after the first pass, it is plain territory counting.</source>
        <translation>對局者放下的每一子，不是在盤上就是在對方盒蓋中。因此棋子數之差等於提子數之差加上所下的棋子；數子規則 III 減去首次虛手前雙方所下子數之差的一半，剩下的是目減提子，再加上雙方在首次虛手後各自所下的棋子。若雙方在首次虛手後所下子數相同，便與單純的數目法相同。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Stone score: S_B - S_W - H&apos;</source>
        <translation>數棋子得分：S_B - S_W - H&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Prisoner count: X_w - X_b, X_c = P_c + R_c (prisoners and pass stones of colour c)</source>
        <translation>提子計數：X_w - X_b，X_c = P_c + R_c（c 色的提子及虛手子）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Stone scoring by counting prisoners</source>
        <translation>以計算提子進行數棋子計分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When removed stones and pass stones are kept as prisoners and White passes last, both players made as many moves; so the difference in stones on the board is the difference in prisoners, and counting the lids gives the stone score without counting the board.</source>
        <translation>若取走的棋子與虛手子都當作提子保留，且白方最後虛手，雙方所下手數就相同；因此盤上棋子數之差等於提子數之差，只要數盒蓋，不必數棋盤，就能得出數棋子的得分。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A_B + A_W + N = s*s (the whole board is accounted for)</source>
        <translation>A_B + A_W + N = s*s（整個棋盤都已計入）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the counts do not fill the board</source>
        <translation>計數未填滿棋盤</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Komi (corollaries 1 and 2): D = A_W - A_B + K = (s*s - N) + K - 2 A_B moves in steps of 2</source>
        <translation>貼目（推論 1 與 2）：D = A_W - A_B + K = (s*s - N) + K - 2 A_B 以 2 為單位變動</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Parity and komi</source>
        <translation>奇偶性與貼目</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The areas and the neutral points fill the board, so the area difference is odd or even with the points left after the neutral ones. The result therefore moves in steps of 2, and the komi decides whether a jigo can happen and how small a win can be.</source>
        <translation>雙方的子與中立點填滿整個棋盤，因此雙方子數之差的奇偶性，與扣除中立點後剩下的點數相同。所以結果以 2 為單位變動，而貼目決定是否可能出現和棋，以及最小勝差有多小。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>P_B = X_B + D_B, P_W = X_W + D_W (White&apos;s lid holds Black&apos;s prisoners)</source>
        <translation>P_B = X_B + D_B，P_W = X_W + D_W（白方盒蓋中是被提的黑子）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The lids add up (moves)</source>
        <translation>盒蓋數目相符（手數）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every move is a stone on the board, a stone in the opponent&apos;s lid, or a pass. Black moves first and the players alternate, so Black made as many moves as White, or one more when Black passed last.</source>
        <translation>每一手不是盤上的一子、對方盒蓋中的一子，就是虛手。黑方先下，雙方輪流落子，因此黑方的手數與白方相同，黑方最後虛手時則多一手。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/proofs_view.py" line="+33"/>
        <source>by the table</source>
        <translation>依表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>follows</source>
        <translation>推得</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rules promise</source>
        <translation>規則保證</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>so</source>
        <translation>因此</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on this game</source>
        <translation>本局</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>What is counted</source>
        <translation>計算的內容</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Symbol</source>
        <translation>符號</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Made of</source>
        <translation>組成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+41"/>
        <source>Does not apply: {why}</source>
        <translation>不適用：{why}</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Each colour&apos;s counts on this game, in words and in the symbols the proofs use. Below, each proof is written out with these numbers, under the writing it comes from: a check mark where a step holds, a cross where the counts break it, and a dash where the game does not meet what the step needs (for example Black passed last).</source>
        <translation>本局雙方的各項計數，以文字及證明所用的符號表示。下方以這些數字逐一寫出各項證明（註明出處）：成立的步驟打勾，被計數推翻的步驟打叉，本局不符合該步驟前提時（例如黑方最後虛手）則以短橫線表示。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The table of counts</source>
        <translation>計數表</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>{path}: cannot be written</source>
        <translation>{path}：無法寫入</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{path}: the PDF was not written</source>
        <translation>{path}：PDF 未寫入</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Table of Counts</source>
        <translation>計數表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score sheet as the first page</source>
        <translation>以計分表作為第一頁</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the game&apos;s score sheet, then the table of counts and the proofs</source>
        <translation>先匯出本局的計分表，再匯出計數表及各項證明</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export PDF…</source>
        <translation>匯出 PDF…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot count: {problem}</source>
        <translation>無法計分：{problem}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+7"/>
        <source>Export the Table of Counts</source>
        <translation>匯出計數表</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The table of counts was not written: {error}</source>
        <translation>計數表未寫入：{error}</translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <location filename="../../gocount_gui/model/game_model.py" line="-359"/>
        <location filename="../../gocount_gui/record/sgf.py" line="+357"/>
        <location filename="../../gocount_gui/record/write.py" line="+167"/>
        <source>there is no game {number} in the file</source>
        <translation>檔案中沒有第 {number} 局</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/encoding.py" line="+91"/>
        <source>CA[{declared}] is not an encoding gocount knows; text read as {guess}</source>
        <translation>CA[{declared}] 不是 gocount 認得的編碼；文字以 {guess} 讀取</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CA[{declared}] does not match the text; read as {guess}</source>
        <translation>CA[{declared}] 與文字內容不符；以 {guess} 讀取</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/info.py" line="+61"/>
        <location filename="../../gocount_gui/record/replay.py" line="+94"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../gocount_gui/record/replay.py" line="+0"/>
        <source>White</source>
        <translation>白方</translation>
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
        <translation>{token} 不是 名稱=數值 的形式</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is not a count by numbers of this gocount</source>
        <translation>這不是此版 gocount 的依數字計分</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../gocount_gui/record/saved.py" line="+42"/>
        <source>rules={rules} is not a rule set gocount knows</source>
        <translation>rules={rules} 不是 gocount 認得的規則</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../gocount_gui/record/saved.py" line="-14"/>
        <source>{name}={value} is not a pair Black,White</source>
        <translation>{name}={value} 不是「黑,白」的數對</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>it holds no count by numbers (no GOCOUNT property marked by=numbers on the root)</source>
        <translation>其中沒有依數字計分（根節點上沒有標示 by=numbers 的 GOCOUNT 屬性）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not a count by numbers: {error}</source>
        <translation>不是依數字計分：{error}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SZ[{size}] and the count&apos;s size={counted} disagree</source>
        <translation>SZ[{size}] 與計分的 size={counted} 不一致</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{field}: {reason}</source>
        <translation>{field}：{reason}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/properties.py" line="+230"/>
        <location line="+2"/>
        <source>not a number; komi taken as missing</source>
        <translation>不是數字；視為未指定貼目</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>read as {komi} (Fox writes komi times 100, or times 50)</source>
        <translation>讀作 {komi}（野狐寫入的貼目是乘以 100 或乘以 50 的數值）</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>counted with {komi}, the komi Fox uses under {rules} rules</source>
        <translation>以 {komi} 計分，即野狐在{rules}下使用的貼目</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no KM; {fox}</source>
        <translation>無 KM；{fox}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no KM (the {rules} komi, {komi})</source>
        <translation>無 KM（{rules}的貼目，{komi}）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{km} cannot give RE[{result}] (a half-point result needs a half-point komi)</source>
        <translation>{km} 無法得出 RE[{result}]（半目的結果需要含半目的貼目）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{km} cannot give RE[{result}] (a whole-point result needs a whole-point komi)</source>
        <translation>{km} 無法得出 RE[{result}]（整數的結果需要整數的貼目）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{why}; {fox}</source>
        <translation>{why}；{fox}</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>HA[{value}] is not a handicap (a whole number from 0 to {largest} that fits on the board); H = {counted} counted from the stones</source>
        <translation>HA[{value}] 不是有效的讓子數（須為 0 到 {largest} 之間且放得下的整數）；依棋子算得 H = {counted}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>HA[{value}] but no handicap stones found; H = {stated} assumed</source>
        <translation>HA[{value}]，但找不到讓子；推定 H = {stated}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HA[{value}] but {counted} handicap stones on the board; H = {counted} counted</source>
        <translation>HA[{value}]，但盤上有 {counted} 個讓子；算得 H = {counted}</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>no RU; counted under {rules} rules</source>
        <translation>無 RU；依{rules}計分</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>RU[{value}] is too long to be a rule set&apos;s name (over {limit} characters); counted under {rules} rules</source>
        <translation>RU[{value}] 太長，不可能是規則名稱（超過 {limit} 個字元）；依{rules}計分</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>RU[{value}] read as {rules} rules</source>
        <translation>RU[{value}] 讀作{rules}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>RU[{value}] names no rule set gocount knows; counted under {rules} rules</source>
        <translation>RU[{value}] 不是 gocount 認得的規則；依{rules}計分</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/replay.py" line="+86"/>
        <location line="+114"/>
        <source>{point} is off the {size}x{size} board</source>
        <translation>{point} 超出 {size}×{size} 棋盤</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>{player} at {point} retakes a ko at once</source>
        <translation>{player}下在 {point} 立即提回劫</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{point} is occupied</source>
        <translation>{point} 已有棋子</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{player} at {point} is suicide</source>
        <translation>{player}下在 {point} 是自殺手</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} at {point} repeats an earlier position (positional superko)</source>
        <translation>{player}下在 {point} 重現先前的局面（全局同形）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} at {point} repeats an earlier situation (situational superko)</source>
        <translation>{player}下在 {point} 重現先前的情勢（全局同形：情勢）</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/saved.py" line="-33"/>
        <source>the value is {length} characters long</source>
        <translation>此值長達 {length} 個字元</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} is given twice</source>
        <translation>{name} 重複指定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is a count by numbers, made with no position: open it from File &gt; New Count by Numbers, File &gt; Open Count by Numbers</source>
        <translation>這是沒有盤面的依數字計分：請用「檔案 &gt; 依數字新建計分」、「檔案 &gt; 開啟依數字計分」開啟</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>format gocount={format} is not one this gocount reads (gocount={version})</source>
        <translation>格式 gocount={format} 不是此版 gocount 能讀取的格式（gocount={version}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{fields} missing</source>
        <translation>缺少 {fields}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}={value} is not a count</source>
        <translation>{name}={value} 不是計數</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{name}: {value} is not a point of the {size}x{size} board</source>
        <translation>{name}：{value} 不是 {size}×{size} 棋盤上的點</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>komi={komi} is not a number</source>
        <translation>komi={komi} 不是數字</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>komi={komi} is out of range</source>
        <translation>komi={komi} 超出範圍</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>owners: {item} is not point:B, point:W or point:-</source>
        <translation>owners：{item} 不是 point:B、point:W 或 point:-</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>last={last} is not B, W or -</source>
        <translation>last={last} 不是 B、W 或 -</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>it was saved with {black} black and {white} white stones on the board, the record ends with {now_black} and {now_white}</source>
        <translation>儲存時盤上有 {black} 顆黑子和 {white} 顆白子，而棋譜結束時為 {now_black} 和 {now_white}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{count} of its dead stones stand on empty points</source>
        <translation>其中有 {count} 顆死子位於空點上</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} of its region owners are set on living stones</source>
        <translation>其中有 {count} 個區域歸屬設定在活棋上</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its handicap {handicap} disagrees with the record, which has no HA</source>
        <translation>其讓子數 {handicap} 與棋譜不符，棋譜中沒有 HA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its handicap {handicap} disagrees with HA[{value}]</source>
        <translation>其讓子數 {handicap} 與 HA[{value}] 不符</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the TB/TW markup differs from its territory on {count} points (edited since it was saved)</source>
        <translation>TB/TW 標記與其地域有 {count} 個點不同（儲存後被編輯過）</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/sgf.py" line="-244"/>
        <source>move {move} (node {node})</source>
        <translation>第 {move} 手（節點 {node}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>node {node}</source>
        <translation>節點 {node}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{where}, {property}: {message}</source>
        <translation>{where}，{property}：{message}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: {message}</source>
        <translation>{where}：{message}</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>{kind}, not a regular file; gocount reads game records from files only</source>
        <translation>{kind}，不是一般檔案；gocount 只從檔案讀取棋譜</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <location filename="../../gocount_gui/record/write.py" line="+179"/>
        <source>cannot read the file: {error}</source>
        <translation>無法讀取檔案：{error}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{size} MB</source>
        <translation>{size} MB</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>over {size} MB</source>
        <translation>超過 {size} MB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is {size}; gocount reads game records up to {limit} MB (one game is rarely over 100 kB)</source>
        <translation>檔案大小為 {size}；gocount 讀取的棋譜最大為 {limit} MB（一局棋很少超過 100 kB）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it is a link</source>
        <translation>這是連結</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a folder</source>
        <translation>這是資料夾</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a pipe (FIFO)</source>
        <translation>這是管道（FIFO）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>it is a device</source>
        <translation>這是裝置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a socket</source>
        <translation>這是通訊端（socket）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is a special file</source>
        <translation>這是特殊檔案</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the data is {size} MB; gocount reads game records up to {limit} MB</source>
        <translation>資料大小為 {size} MB；gocount 讀取的棋譜最大為 {limit} MB</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>its variations nest more than {limit} deep; gocount reads games of fewer levels (a game has a few hundred moves)</source>
        <translation>其變化圖巢狀超過 {limit} 層；gocount 只讀取層數更少的棋譜（一局棋只有幾百手）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file holds {nodes} nodes; gocount reads at most {limit} from one file (a game has a few hundred)</source>
        <translation>檔案中有 {nodes} 個節點；gocount 從一個檔案最多讀取 {limit} 個（一局棋有數百個）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the file ends in the middle of the game; read up to where it stops</source>
        <translation>檔案在對局中途結束；讀到中斷處為止</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not an SGF file: no game tree &apos;(;&apos; found</source>
        <translation>不是 SGF 檔案：找不到棋局樹「(;」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a readable SGF file ({error})</source>
        <translation>不是可讀取的 SGF 檔案（{error}）</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>error parsing game {number}: {error}</source>
        <translation>解析第 {number} 局時發生錯誤：{error}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file holds more than {limit} games; gocount reads at most {limit} from one file (split the collection into smaller files)</source>
        <translation>檔案中的對局超過 {limit} 局；gocount 從一個檔案最多讀取 {limit} 局（請將棋譜集分成較小的檔案）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no SGF data found</source>
        <translation>找不到 SGF 資料</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>board size SZ[{size}] is not supported (square boards {smallest} to {largest})</source>
        <translation>不支援棋盤大小 SZ[{size}]（正方形棋盤 {smallest} 到 {largest}）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>game {number} cannot be read ({error})</source>
        <translation>無法讀取第 {number} 局（{error}）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>board size {size} is not supported ({smallest} to {largest})</source>
        <translation>不支援棋盤大小 {size}（{smallest} 到 {largest}）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>its main line has more than {limit} moves; gocount counts games of fewer (a game has a few hundred)</source>
        <translation>其主線超過 {limit} 手；gocount 只計算手數更少的棋局（一局棋只有幾百手）</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>{count} more notes like these are not shown</source>
        <translation>另有 {count} 則類似的提示未顯示</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>it is not plain ASCII</source>
        <translation>不是純 ASCII</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>gocount&apos;s saved count is ignored ({problem}); the record and its TB/TW markup are read instead</source>
        <translation>忽略 gocount 儲存的計算（{problem}）；改為讀取棋譜及其 TB/TW 標記</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{error}; ignored</source>
        <translation>{error}；已忽略</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>a node with both a Black and a White move; the White move is ignored</source>
        <translation>一個節點同時有黑方與白方的著手；已忽略白方的著手</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>not a point of the board; move ignored</source>
        <translation>不是棋盤上的點；已忽略此手</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>moves written in upper case or with spaces, which SGF does not allow ({count} in all); read as lower case</source>
        <translation>著手用大寫字母或帶空格書寫，SGF 不允許（共 {count} 手）；按小寫讀取</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{count} points are marked both Black&apos;s and White&apos;s territory (first {point}); those marks are ignored</source>
        <translation>{count} 個點同時被標記為黑地和白地（第一個是 {point}）；這些標記被忽略</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{error}; played anyway</source>
        <translation>{error}；仍照下</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{error}; move skipped</source>
        <translation>{error}；已略過此手</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/write.py" line="-163"/>
        <source>the game in the file is {file}x{file} and the count {count}x{count}; a count is never written into a game of another size</source>
        <translation>檔案中的對局是 {file}x{file}，計算是 {count}x{count}；計算絕不會寫入另一種大小的對局</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>board size SZ[{size}] is not supported</source>
        <translation>不支援棋盤大小 SZ[{size}]</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>the file exists; saving over it needs the caller&apos;s say-so</source>
        <translation>檔案已存在；覆寫需要呼叫端同意</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>the folder {folder} is read-only</source>
        <translation>資料夾 {folder} 是唯讀的</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the folder {folder} is read-only for you (no permission to write there)</source>
        <translation>資料夾 {folder} 對您是唯讀的（沒有在該處寫入的權限）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full (no space left for the file in {folder})</source>
        <translation>磁碟已滿（{folder} 中沒有空間可存放檔案）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the folder {folder} does not exist (was it removed or a drive unplugged?)</source>
        <translation>資料夾 {folder} 不存在（是否已被移除，或磁碟機已拔除？）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{folder} is not a folder</source>
        <translation>{folder} 不是資料夾</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file&apos;s name is too long for the system (at most 255 bytes; choose a shorter one)</source>
        <translation>檔案名稱對系統而言太長（最多 255 位元組；請選較短的名稱）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk reported an error while writing in {folder}</source>
        <translation>在 {folder} 中寫入時磁碟回報錯誤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot write in {folder}: {system}</source>
        <translation>無法在 {folder} 中寫入：{system}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{words} ({system})</source>
        <translation>{words}（{system}）</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/values.py" line="+44"/>
        <location line="+6"/>
        <location line="+7"/>
        <location line="+2"/>
        <location line="+2"/>
        <source>{what} is not a number: {value}</source>
        <translation>{what} 不是數字：{value}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{what} is not a whole number: {value}</source>
        <translation>{what} 不是整數：{value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} is {value}, not a whole number from {lowest} to {highest}</source>
        <translation>{what} 是 {value}，不是 {lowest} 到 {highest} 之間的整數</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a number of over 3,000 digits</source>
        <translation>超過 3,000 位的數</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{what} is {value}, not a komi from -{largest} to {largest}</source>
        <translation>{what} 是 {value}，不是 -{largest} 到 {largest} 之間的貼目</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>{what} is {value}, not a number from {lowest} to {highest}</source>
        <translation>{what} 是 {value}，不是 {lowest} 到 {highest} 之間的數</translation>
    </message>
</context>
<context>
    <name>Referee</name>
    <message>
        <location filename="../../gocount_gui/engine/headless.py" line="+52"/>
        <source>referee: {engine} gave no opinion: {error}</source>
        <translation>裁判：{engine} 未提供意見：{error}</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>referee: {engine} calls %n stones dead</source>
        <translation>
            <numerusform>裁判：{engine} 判定 %n 子為死子</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; agrees with every dead mark</source>
        <translation>；與所有死子標記一致</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not marked dead</source>
        <translation>未標為死子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>marked dead</source>
        <translation>已標為死子</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>; disagrees on %n stones: {stones}</source>
        <translation>
            <numerusform>；有 %n 子判斷不同：{stones}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gocount_gui/scoring/referee.py" line="+75"/>
        <source>{path}: cannot read the file</source>
        <translation>{path}：無法讀取檔案</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{path}: a path with a line break cannot be sent over GTP</source>
        <translation>{path}：含換行字元的路徑無法透過 GTP 傳送</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{path}: GNU Go gave no answer within {seconds} s</source>
        <translation>{path}：GNU Go 在 {seconds} 秒內沒有回答</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{path}: GNU Go could not be started: {error}</source>
        <translation>{path}：無法啟動 GNU Go：{error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no output</source>
        <translation>沒有輸出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path}: GNU Go stopped early: {output}</source>
        <translation>{path}：GNU Go 提早停止：{output}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{path}: GNU Go refused: {answer}</source>
        <translation>{path}：GNU Go 拒絕：{answer}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{path}: GNU Go&apos;s answer is no list of points: {error}</source>
        <translation>{path}：GNU Go 的回答不是點位清單：{error}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../gocount_gui/scoring/rules.py" line="+84"/>
        <source>pass stones</source>
        <translation>虛手子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White passes last</source>
        <translation>白方最後虛手</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>seki eyes score</source>
        <translation>雙活眼計分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seki eyes do not score</source>
        <translation>雙活眼不計分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dead stones stay on the board</source>
        <translation>死子留在盤上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>suicide allowed</source>
        <translation>允許自殺</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no suicide</source>
        <translation>禁止自殺</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>komi {komi}</source>
        <translation>貼目 {komi}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>area counting</source>
        <translation>數子法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>territory counting</source>
        <translation>數目法</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>simple ko</source>
        <translation>簡單劫</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>stone counting</source>
        <translation>數棋子法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prisoner counting</source>
        <translation>數提子法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>area counting (rules III)</source>
        <translation>數子法（規則 III）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>positional superko</source>
        <translation>全局同形</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>situational superko</source>
        <translation>全局同形（情勢）</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Japanese</source>
        <translation>日本規則</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Korean</source>
        <translation>韓國規則</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chinese</source>
        <translation>中國規則</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AGA</source>
        <translation>AGA 規則</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Zealand</source>
        <translation>紐西蘭規則</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ing</source>
        <translation>應氏規則</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tromp-Taylor</source>
        <translation>Tromp-Taylor 規則</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equivalence</source>
        <translation>等價規則</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area rules III</source>
        <translation>數子規則 III</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone scoring</source>
        <translation>數棋子規則</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prisoner-counting stone scoring</source>
        <translation>提子式數棋子規則</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>unknown rule set {name}; known: {known}</source>
        <translation>未知的規則 {name}；已知規則：{known}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>custom</source>
        <translation>自訂規則</translation>
    </message>
</context>
<context>
    <name>Scorers</name>
    <message>
        <location filename="../../gocount_gui/scoring/scorers.py" line="+31"/>
        <source>Jigo</source>
        <translation>和棋</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Area counting</source>
        <translation>數子法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory counting</source>
        <translation>數目法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stones counting</source>
        <translation>數棋子法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prisoners counting</source>
        <translation>數提子法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area iii counting</source>
        <translation>數子法 III</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>komi</source>
        <translation>貼目</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>handicap compensation to White ({how})</source>
        <translation>給白方的讓子補償（{how}）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>stones on the board</source>
        <translation>盤上棋子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>territory</source>
        <translation>目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seki eyes</source>
        <translation>雙活眼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prisoners taken (the opponent&apos;s P)</source>
        <translation>提取的棋子（對方的 P）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pass stones received (the opponent&apos;s R)</source>
        <translation>收到的虛手子（對方的 R）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>seki eyes (not counted)</source>
        <translation>雙活眼（不計）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>area with every stone standing</source>
        <translation>所有棋子都留在盤上時的子數</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>points to fill, not territory (Black {black}, White {white})</source>
        <translation>須填的點，不算目（黑 {black}，白 {white}）</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>none under territory counting</source>
        <translation>數目法下無</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none under stone scoring</source>
        <translation>數棋子法下無</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>handicap stones beyond the first move</source>
        <translation>第一手以外的讓子</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>none: H&apos; is on Black&apos;s side</source>
        <translation>無：H&apos; 算在黑方一側</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>area (S + T + E)</source>
        <translation>子（S + T + E）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>half the difference in stones played before the first pass</source>
        <translation>首次虛手前雙方所下子數之差的一半</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>in n_B - n_W</source>
        <translation>已含於 n_B - n_W</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <location filename="../../gocount_gui/selftest.py" line="+51"/>
        <source>bundle {folder}</source>
        <translation>套件 {folder}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source {folder}</source>
        <translation>原始碼 {folder}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>(version unknown)</source>
        <translation>（版本不明）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>missing from {folder}: {files}</source>
        <translation>{folder} 中缺少：{files}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} files in {folder}</source>
        <translation>{folder} 中有 {count} 個檔案</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the example game cannot be counted: {problem}</source>
        <translation>範例對局無法計分：{problem}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the example game has no counted result to compare with</source>
        <translation>範例對局沒有可比對的計分結果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the record says {recorded}, but {rules} counts {result}</source>
        <translation>棋譜記載 {recorded}，但{rules}計分為 {result}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{size}x{size}, {moves} moves, {result} by the record and by {rules}; {presets} presets counted</source>
        <translation>{size}×{size}，{moves} 手，棋譜與{rules}皆為 {result}；已計算 {presets} 種規則預設</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>identity {number} ({name}) fails: {left} vs {right}</source>
        <translation>恆等式 {number}（{name}）不成立：{left} 對 {right}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{held} hold, {other} do not apply to this game, none fails</source>
        <translation>{held} 條成立，{other} 條不適用於本局，無不成立者</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the board painted as {count} colour(s): nothing was drawn</source>
        <translation>棋盤繪出的顏色只有 {count} 種：沒有畫出任何東西</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Qt could not write a PNG</source>
        <translation>Qt 無法寫出 PNG</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Qt could not read back the PNG it wrote</source>
        <translation>Qt 無法讀回它寫出的 PNG</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Qt could not read the SVG icon</source>
        <translation>Qt 無法讀取 SVG 圖示</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Qt wrote no PDF</source>
        <translation>Qt 沒有寫出 PDF</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Qt&apos;s print support made no usable printer</source>
        <translation>Qt 的列印支援沒有產生可用的印表機</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>board painted ({colours} colours), PNG {png} bytes written and read back, SVG icon read, PDF {pdf} bytes, printer ready</source>
        <translation>已繪製棋盤（{colours} 種顏色），PNG {png} 位元組已寫出並讀回，已讀取 SVG 圖示，PDF {pdf} 位元組，印表機就緒</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>English (the source text; no translation to load)</source>
        <translation>英文（原文；無須載入翻譯）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{language}: {file} is missing or unreadable</source>
        <translation>{language}：{file} 不存在或無法讀取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{language}: no translation built, English shown</source>
        <translation>{language}：未建置翻譯，顯示英文</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, drawn with the bundled {family}</source>
        <translation>，使用內附的 {family} 字型繪製</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, drawn with the system&apos;s fonts (no bundled CJK font)</source>
        <translation>，使用系統字型繪製（未內附 CJK 字型）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{language} loaded with Qt&apos;s own: the File menu reads {menu}</source>
        <translation>已載入 {language}，含 Qt 本身的翻譯：「檔案」選單顯示為 {menu}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{language} loaded without Qt&apos;s own: the File menu reads {menu}</source>
        <translation>已載入 {language}，不含 Qt 本身的翻譯：「檔案」選單顯示為 {menu}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>image format {name}</source>
        <translation>圖片格式 {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the SVG icon engine</source>
        <translation>SVG 圖示引擎</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>missing Qt plugins: {plugins} (looked in {folder})</source>
        <translation>缺少 Qt 外掛程式：{plugins}（搜尋位置：{folder}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>platforms {platforms}; image formats {formats}; SVG icons</source>
        <translation>平台 {platforms}；圖片格式 {formats}；SVG 圖示</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>two worker processes counted {theirs}, this process {ours}</source>
        <translation>兩個工作行程計得 {theirs}，本行程計得 {ours}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two worker processes counted the example game as this process does ({result})</source>
        <translation>兩個工作行程對範例對局的計分與本行程相同（{result}）</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>bundled files</source>
        <extracomment>The stones the photo check draws, (row, col) from the top left: X black, O white. (name, check, whether it needs the example&apos;s count); a check takes the context the earlier ones filled in and returns what it found, in words.</extracomment>
        <translation>內附檔案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>example game</source>
        <translation>範例對局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>identities</source>
        <translation>恆等式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qt drawing</source>
        <translation>Qt 繪圖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qt plugins</source>
        <translation>Qt 外掛程式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>translations</source>
        <translation>翻譯</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worker processes</source>
        <translation>工作行程</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the example game was not counted</source>
        <translation>範例對局未計分</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <location filename="../../gocount_gui/ui/sheet.py" line="-262"/>
        <source>{file}, game {number}</source>
        <translation>{file}，第 {number} 局</translation>
    </message>
    <message>
        <location line="+180"/>
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
        <location line="+144"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+145"/>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <location line="-139"/>
        <location line="+7"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Event</source>
        <translation>賽事</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round {round}</source>
        <translation>第 {round} 輪</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place</source>
        <translation>地點</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>對局</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{rules} (record: RU[{ru}])</source>
        <translation>{rules}（棋譜：RU[{ru}]）</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+56"/>
        <source>Black {black}, White {white}</source>
        <translation>黑 {black}，白 {white}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Warning: {text}</source>
        <translation>警告：{text}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The record says {result}: nothing to compare.</source>
        <translation>棋譜記載 {result}：無從比對。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}; this game is not finished, so nothing to compare.</source>
        <translation>棋譜記載 {result}；本局尚未終局，無從比對。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record agrees ({result}).</source>
        <translation>與棋譜一致（{result}）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}.</source>
        <translation>棋譜記載 {result}。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lid audit: </source>
        <translation>盒蓋核對：</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>? on %n stones: the dead-stone suggestion is unsure; check them.</source>
        <translation>
            <numerusform>%n 子標有 ?：死子建議不確定；請加以檢查。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Stones on the board</source>
        <translation>盤上棋子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory</source>
        <translation>目</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+8"/>
        <source>Marks on the board</source>
        <translation>棋盤上的標記</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Every rule set</source>
        <translation>所有規則</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White before compensation C(H) and komi K</source>
        <translation>白方（未計讓子補償 C(H) 與貼目 K）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>chosen</source>
        <translation>已選</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Identities</source>
        <translation>恆等式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counting methods checked against each other with this game&apos;s numbers</source>
        <translation>以本局的數字相互驗證各種計分方法</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Counted with gocount {version} on {date}</source>
        <translation>以 gocount {version} 於 {date} 計分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signatures: Black ________   White ________   Referee ________</source>
        <translation>簽名：黑方 ________   白方 ________   裁判 ________</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Score sheet - {black} (B) vs {white} (W)</source>
        <translation>計分表 - {black}（黑）對 {white}（白）</translation>
    </message>
</context>
<context>
    <name>Tray</name>
    <message>
        <location filename="../../gocount_gui/ui/tray.py" line="+142"/>
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
        <location line="+2"/>
        <source>Who passed last: unknown</source>
        <translation>最後虛手方：未知</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Handicap stones, 0 in an even game (H); all but one count as extra moves (H&apos; = H - 1)</source>
        <translation>讓子數，分先時為 0（H）；除一子外，其餘均算作額外手數（H&apos; = H - 1）</translation>
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
        <location line="-130"/>
        <source>Black&apos;s lid holds the white stones Black took (P_W = X_W + D_W) and White&apos;s pass stones (R_W).</source>
        <translation>黑方盒蓋中是黑方提取的白子（P_W = X_W + D_W）及白方的虛手子（R_W）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White stones Black captured during play (X_W)</source>
        <translation>黑方在對局中提取的白子（X_W）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White stones removed as dead: the marks on the board (D_W)</source>
        <translation>作為死子取走的白子：棋盤上的標記（D_W）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One stone for each pass White made (R_W)</source>
        <translation>白方每虛手一次交一子（R_W）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s passes, one pass stone each (R_W)</source>
        <translation>白方的虛手，每次一顆虛手子（R_W）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every stone in Black&apos;s lid (P_W + R_W)</source>
        <translation>黑方盒蓋中的所有棋子（P_W + R_W）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s lid: white stones captured</source>
        <translation>黑方盒蓋：提取的白子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one from Black&apos;s lid: white stones captured</source>
        <translation>從黑方盒蓋取出一子：提取的白子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one to Black&apos;s lid: white stones captured</source>
        <translation>在黑方盒蓋加入一子：提取的白子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s lid: White&apos;s pass stones</source>
        <translation>黑方盒蓋：白方的虛手子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one from Black&apos;s lid: White&apos;s pass stones</source>
        <translation>從黑方盒蓋取出一子：白方的虛手子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one to Black&apos;s lid: White&apos;s pass stones</source>
        <translation>在黑方盒蓋加入一子：白方的虛手子</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Prisoners in Black&apos;s lid (White stones)</source>
        <translation>黑方盒蓋中的提子（白子）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Captured by Black:</source>
        <translation>黑方提子(&amp;C)：</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Prisoners in White&apos;s lid (Black stones)</source>
        <translation>白方盒蓋中的提子（黑子）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Captured by White:</source>
        <translation>白方提子(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s lid holds the black stones White took (P_B = X_B + D_B) and Black&apos;s pass stones (R_B).</source>
        <translation>白方盒蓋中是白方提取的黑子（P_B = X_B + D_B）及黑方的虛手子（R_B）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black stones White captured during play (X_B)</source>
        <translation>白方在對局中提取的黑子（X_B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black stones removed as dead: the marks on the board (D_B)</source>
        <translation>作為死子取走的黑子：棋盤上的標記（D_B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One stone for each pass Black made (R_B)</source>
        <translation>黑方每虛手一次交一子（R_B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s passes, one pass stone each (R_B)</source>
        <translation>黑方的虛手，每次一顆虛手子（R_B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every stone in White&apos;s lid (P_B + R_B)</source>
        <translation>白方盒蓋中的所有棋子（P_B + R_B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s lid: black stones captured</source>
        <translation>白方盒蓋：提取的黑子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one from White&apos;s lid: black stones captured</source>
        <translation>從白方盒蓋取出一子：提取的黑子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one to White&apos;s lid: black stones captured</source>
        <translation>在白方盒蓋加入一子：提取的黑子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s lid: Black&apos;s pass stones</source>
        <translation>白方盒蓋：黑方的虛手子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one from White&apos;s lid: Black&apos;s pass stones</source>
        <translation>從白方盒蓋取出一子：黑方的虛手子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one to White&apos;s lid: Black&apos;s pass stones</source>
        <translation>在白方盒蓋加入一子：黑方的虛手子</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Each pass is a pass stone in the other player&apos;s lid: Black&apos;s passes in White&apos;s lid, White&apos;s passes in Black&apos;s lid.</source>
        <translation>每次虛手都是對方盒蓋中的一顆虛手子：黑方的虛手放在白方盒蓋，白方的虛手放在黑方盒蓋。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Black passed last</source>
        <translation>黑方最後虛手</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White passed last</source>
        <translation>白方最後虛手</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The lid audit: S_B + P_B + R_B - H&apos; - L = S_W + P_W + R_W
(every move is a stone on the board, a stone in a lid or a pass stone).</source>
        <translation>盒蓋核對：S_B + P_B + R_B - H&apos; - L = S_W + P_W + R_W
（每一手都是盤上的一子、盒蓋中的一子或一顆虛手子）。</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Dead:</source>
        <translation>死子：</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>{tip}; mark them on the board to change this</source>
        <translation>{tip}；若要變更，請在棋盤上標記</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pass stones:</source>
        <translation>虛手子(&amp;P)：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;In the lid:&lt;/b&gt;</source>
        <translation>&lt;b&gt;盒蓋中：&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>{tip} (type a number, or use the arrow keys)</source>
        <translation>{tip}（輸入數字，或使用方向鍵）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One stone fewer (Ctrl+Z undoes a run of clicks at once)</source>
        <translation>減一子（Ctrl+Z 可一次復原連續的點選）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One stone more (Ctrl+Z undoes a run of clicks at once)</source>
        <translation>加一子（Ctrl+Z 可一次復原連續的點選）</translation>
    </message>
    <message>
        <location line="-177"/>
        <source>Black passed {count} time(s)</source>
        <translation>黑方虛手 {count} 次</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White passed {count} time(s)</source>
        <translation>白方虛手 {count} 次</translation>
    </message>
    <message>
        <location line="+250"/>
        <source>Cannot count: {problem}</source>
        <translation>無法計分：{problem}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lid audit: </source>
        <translation>盒蓋核對：</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../gocount_gui/ui/window.py" line="-459"/>
        <source>SGF game records (*.sgf *.SGF);;All files (*)</source>
        <translation>SGF 棋譜 (*.sgf *.SGF);;所有檔案 (*)</translation>
    </message>
    <message>
        <location line="+240"/>
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
        <location line="+570"/>
        <location line="+23"/>
        <source>Save &amp;As…</source>
        <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
        <location line="-593"/>
        <source>Save the count to another file</source>
        <translation>將計分結果儲存到另一個檔案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Score Sheet…</source>
        <translation>匯出計分表(&amp;E)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write the score sheet as a PDF or PNG file</source>
        <translation>將計分表存成 PDF 或 PNG 檔案</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>Chec&amp;k a Folder…</source>
        <translation>檢查資料夾(&amp;K)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count every game of a folder and compare each with its recorded result</source>
        <translation>為資料夾中的每局棋計分，並與其記錄結果比對</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Suggest &amp;Dead Stones</source>
        <translation>建議死子(&amp;D)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark the stones gocount judges dead (check them after)</source>
        <translation>標記 gocount 判斷為死的棋子（之後請檢查）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel Suggestion</source>
        <translation>取消建議</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clear Dead Marks</source>
        <translation>清除死子標記(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark every stone alive again</source>
        <translation>將所有棋子重新標為活棋</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>Game &amp;Info…</source>
        <translation>對局資訊(&amp;I)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The players, their ranks, the date, event and place of the game</source>
        <translation>對局者、段級，以及對局的日期、賽事與地點</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to Count</source>
        <translation>如何計分(&amp;H)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The steps of a count and what the marks on the board mean</source>
        <translation>計分的步驟，以及棋盤上各標記的意義</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location filename="../../gocount_gui/selftest.py" line="-141"/>
        <location filename="../../gocount_gui/ui/window.py" line="+72"/>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/window.py" line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>開啟最近的檔案(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>對局(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mode</source>
        <translation>模式(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>規則(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Main toolbar</source>
        <translation>主工具列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{action} the last change (the Edit menu names it)</source>
        <translation>{action}上一次的變更（「編輯」選單會顯示其名稱）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>More toolbar buttons</source>
        <translation>更多工具列按鈕</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Cannot count: {problem}</source>
        <translation>無法計分：{problem}</translation>
    </message>
    <message>
        <location line="+45"/>
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
        <location line="+23"/>
        <source>gocount: cannot open the game</source>
        <translation>gocount：無法開啟對局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot be opened.

{reason}</source>
        <translation>無法開啟 {name}。

{reason}</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Note on this record: {note} (and %n more)</source>
        <translation>
            <numerusform>此棋譜的附註：{note}（另有 %n 則）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note on this record: {note}</source>
        <translation>此棋譜的附註：{note}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opened {name}: {moves} moves, dead stones as the players marked them</source>
        <translation>已開啟 {name}：{moves} 手，死子依對局者的標記</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opened {name}: {moves} moves, no dead stones marked; {suggesting}</source>
        <translation>已開啟 {name}：{moves} 手，未標記死子；{suggesting}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Game {number}: {black} (B) vs {white} (W), {size}×{size}, %n moves</source>
        <translation>
            <numerusform>第 {number} 局：{black}（黑）對 {white}（白），{size}×{size}，%n 手</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file holds several games. Count which one?</source>
        <translation>此檔案包含多局棋。要為哪一局計分？</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Save the count</source>
        <translation>儲存計分結果</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>gocount: the count was not saved</source>
        <translation>gocount：計分結果未儲存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} could not be saved; nothing was changed.

{reason}

Your count is still open here, and kept in the autosave until it is saved.</source>
        <translation>無法儲存 {name}；未做任何變更。

{reason}

您的計分仍在此開啟，並會保留在自動儲存中，直到儲存為止。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved {name}</source>
        <translation>已儲存 {name}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 圖片 (*.png)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export the score sheet</source>
        <translation>匯出計分表</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>gocount: the score sheet was not written</source>
        <translation>gocount：計分表未寫入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} could not be written.

{reason}</source>
        <translation>無法寫入 {name}。

{reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score sheet written to {name}</source>
        <translation>計分表已寫入 {name}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the printer</source>
        <translation>印表機</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gocount: the score sheet was not printed</source>
        <translation>gocount：計分表未列印</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{printer} could not be started.</source>
        <translation>無法啟動{printer}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score sheet sent to the printer</source>
        <translation>計分表已送至印表機</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Score sheet — print preview</source>
        <translation>計分表 — 預覽列印</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{name} has been deleted, moved or renamed since gocount opened it (it is no longer in {folder}).

Save the count to a file of your choice?</source>
        <translation>自 gocount 開啟 {name} 之後，該檔案已被刪除、移動或重新命名（已不在 {folder} 中）。

要將計分儲存到您選擇的檔案嗎？</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+26"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+26"/>
        <source>gocount: the file changed on disk</source>
        <translation>gocount：磁碟上的檔案已變更</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>{name} has been changed by another program since gocount read it (it was last changed {when}).</source>
        <translation>自 gocount 讀取後，{name} 已被另一個程式修改（最後修改於 {when}）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has been changed by another program since gocount read it.</source>
        <translation>自 gocount 讀取後，{name} 已被另一個程式修改。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It no longer holds this game, so the count cannot be written into it.</source>
        <translation>檔案中已沒有這局棋，所以無法寫入計算。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It now holds a {board}×{board} game; this {size}×{size} count is never written over it.</source>
        <translation>檔案現在是 {board}×{board} 的對局；這個 {size}×{size} 的計算絕不會覆蓋它。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overwrite: restore the count, and Save writes it into the file as it is now (the other program&apos;s changes are lost).</source>
        <translation>覆蓋：恢復計算，儲存時寫入現在的檔案（另一個程式的修改將遺失）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overwrite: write the count into the file as it is now (the other program&apos;s changes are lost).</source>
        <translation>覆蓋：把計算寫入現在的檔案（另一個程式的修改將遺失）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Overwrite</source>
        <translation>覆蓋(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save As: save the count under another name. Reload: open the file as it is now instead of this count.</source>
        <translation>另存新檔：以另一個名稱儲存計算。重新載入：開啟現在的檔案，取代這個計算。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re&amp;load</source>
        <translation>重新載入(&amp;L)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Autosave failed: {message}. Save the count to keep it.</source>
        <translation>自動儲存失敗：{message}。請儲存計分結果以免遺失。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A count that gocount kept after a crash cannot be read ({error}).

Delete it?</source>
        <translation>無法讀取 gocount 在當機後保留的計分（{error}）。

要刪除它嗎？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Delete</source>
        <translation>刪除(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep It</source>
        <translation>保留(&amp;K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <source>gocount: unsaved count</source>
        <translation>gocount：未儲存的計分</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>&amp;Restore</source>
        <translation>還原(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>捨棄(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Later</source>
        <translation>稍後(&amp;L)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Restored the count gocount kept after it was closed without saving; save it to keep it</source>
        <translation>已還原 gocount 在未儲存就關閉時保留的計分；請儲存以免遺失</translation>
    </message>
    <message>
        <location line="+27"/>
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
        <location line="+95"/>
        <source>{name} (game {number})</source>
        <translation>{name}（第 {number} 局）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new count</source>
        <translation>新的計分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unknown time</source>
        <translation>不明的時間</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>gocount was closed without saving a count.

{what}: {size}×{size}, {rules} rules, %n dead stones, last changed {when}.

Restore it? Later keeps it and asks again at the next start.</source>
        <translation>
            <numerusform>gocount 關閉時有一份計分未儲存。

{what}：{size}×{size}，{rules}，死子 %n 顆，最後變更於 {when}。

要還原嗎？選「稍後」會保留它，並在下次啟動時再次詢問。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/language_menu.py" line="+38"/>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_support.py" line="-157"/>
        <source>Photos of a board (*.jpg *.jpeg *.png *.bmp *.webp *.tif *.tiff);;All files (*)</source>
        <translation>棋盤照片 (*.jpg *.jpeg *.png *.bmp *.webp *.tif *.tiff);;所有檔案 (*)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Count from P&amp;hoto…</source>
        <translation>從照片計分(&amp;H)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read the final position from a photo of the board</source>
        <translation>從棋盤照片讀取終局局面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Photo from Ca&amp;mera…</source>
        <translation>用相機拍照(&amp;M)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take a photo of the board with a camera and read it</source>
        <translation>用相機拍下棋盤並讀取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rece&amp;ive Photo from Phone…</source>
        <translation>從手機接收照片(&amp;I)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show a QR code that a phone opens to send its photo of the board</source>
        <translation>顯示 QR 碼，讓手機傳送棋盤的照片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste P&amp;hoto</source>
        <translation>貼上照片(&amp;H)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read the final position from a picture on the clipboard</source>
        <translation>從剪貼簿中的圖片讀取終局局面</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Open a photo of the board</source>
        <translation>開啟棋盤照片</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>gocount: no camera</source>
        <translation>gocount：沒有相機</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Position read from the photo: check the dead stones gocount suggests, then fill in the lids and the passes</source>
        <translation>已從照片讀取局面：請檢查 gocount 建議的死子，然後填寫盒蓋與虛手</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/settings.py" line="+42"/>
        <source>The setting {key} could not be read ({why}) and was reset</source>
        <translation>設定 {key} 無法讀取（{why}），已重設</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a value of a kind gocount does not use</source>
        <translation>gocount 不使用的一種值</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a {kind} where a text belongs</source>
        <translation>應為文字處卻是 {kind}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{value} is not one of its values</source>
        <translation>{value} 不是它的取值之一</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a {kind} where a list of texts belongs</source>
        <translation>應為文字清單處卻是 {kind}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{value} is neither true nor false</source>
        <translation>{value} 既不是真也不是假</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{count} sizes where {wanted} belong</source>
        <translation>應為 {wanted} 個尺寸，卻有 {count} 個</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a {kind} where Qt&apos;s saved state belongs</source>
        <translation>應為 Qt 儲存的狀態處卻是 {kind}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{length} bytes that are not Qt&apos;s saved state</source>
        <translation>{length} 位元組，不是 Qt 儲存的狀態</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../../gocount_gui/ui/words.py" line="+19"/>
        <source>Territory counting: the empty points you surround plus the stones you captured; eyes in seki count for nobody.</source>
        <translation>數目法：您圍住的空點加上您提取的棋子；雙活中的眼不屬於任何一方。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory counting, as in Japan: the empty points you surround plus the stones you captured.</source>
        <translation>數目法，與日本相同：您圍住的空點加上您提取的棋子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting: your stones on the board plus the empty points you surround; White gets a point for each handicap stone.</source>
        <translation>數子法：您在盤上的棋子加上您圍住的空點；每個讓子白方得一點。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory plus captures, with a stone handed over at every pass and White passing last, so it agrees with area counting.</source>
        <translation>目加提子，每次虛手交出一子，且白方最後虛手，因此與數子法一致。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting: your stones on the board plus the empty points you surround; no points for handicap stones.</source>
        <translation>數子法：您在盤上的棋子加上您圍住的空點；讓子不給點數。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting (Ing&apos;s stone count): your stones plus your empty points; White gets a point for each handicap stone.</source>
        <translation>數子法（應氏計點）：您的棋子加上您的空點；每個讓子白方得一點。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting with nothing removed: a point is yours if it is your stone or reaches only your stones, so dead stones must be captured first.</source>
        <translation>不取走任何棋子的數子法：一個點若是您的棋子，或只與您的棋子相連，就屬於您，因此死子必須先提掉。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The oldest way: only your stones on the board count, so every eye you keep costs a point.</source>
        <translation>最古老的方式：只計算您在盤上的棋子，因此您保留的每個眼都要付出一點。</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Territory with a stone handed over at every pass and White passing last: the rules under which area and territory always agree.</source>
        <translation>目加上每次虛手交出一子，且白方最後虛手：在此規則下數子與數目永遠一致。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting corrected by the difference in stones the players put down before the first pass, which brings it to the territory result.</source>
        <translation>以雙方在首次虛手前放下的子數之差修正的數子法，使其結果與數目一致。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stone scoring counted from the lids: the stones each player took and the pass stones, White passing last.</source>
        <translation>從盒蓋計算的數棋子法：雙方提取的棋子及虛手子，白方最後虛手。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rule sets that teach, from writings on scoring</source>
        <translation>出自計分文獻：用於教學的規則</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every move put one stone down, so the stones on the board, in the lids and passed must come out even for both players.</source>
        <translation>每一手都放下一子，因此盤上、盒蓋中及虛手交出的棋子，雙方必須相符。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area and territory counting differ only by the last pass, the handicap stones, the pass stones and the eyes in seki.</source>
        <translation>數子與數目只相差最後的虛手、讓子、虛手子及雙活中的眼。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With pass stones and White passing last, counting area and counting territory give the same result (the AGA&apos;s promise).</source>
        <translation>有虛手子且白方最後虛手時，數子與數目得出相同的結果（AGA 的保證）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With pass stones and White passing last, the area count and the territory count with pass stones agree (the equivalence theorem).</source>
        <translation>有虛手子且白方最後虛手時，數子與含虛手子的數目一致（等價定理）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The area rules III count follows from territory, prisoners and the stones each player put down after the first pass (filling the dame).</source>
        <translation>數子規則 III 的計分可由目、提子，以及雙方在首次虛手後（填單官時）放下的棋子推得。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With as many stones played by each side, area rules III gives the territory result.</source>
        <translation>雙方所下子數相同時，數子規則 III 得出與數目相同的結果。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When White passed last, counting the stones on the board and counting the stones in the lids give the same margin.</source>
        <translation>白方最後虛手時，數盤上的棋子與數盒蓋中的棋子得出相同的差距。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two areas differ by an odd or an even number exactly as the counted points do: a check that no point is lost or counted twice.</source>
        <translation>雙方子數之差的奇偶性與計算的點數完全相同：藉此檢查沒有任何點遺漏或重複計算。</translation>
    </message>
</context>
</TS>
