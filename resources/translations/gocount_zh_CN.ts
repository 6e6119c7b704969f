<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
        <translation>位置参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>options</source>
        <translation>选项</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show this help message and exit</source>
        <translation>显示此帮助信息并退出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s：错误：%(message)s
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>参数 %(argument_name)s：%(message)s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unrecognized arguments: %s</source>
        <translation>无法识别的参数：%s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the following arguments are required: %s</source>
        <translation>缺少以下必需参数：%s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected one argument</source>
        <translation>需要一个参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at most one argument</source>
        <translation>最多需要一个参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at least one argument</source>
        <translation>至少需要一个参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ignored explicit argument %r</source>
        <translation>忽略了显式参数 %r</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>有歧义的选项：%(option)s 可匹配 %(matches)s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>无效的 %(type)s 值：%(value)r</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>无效的选择：%(value)r（可选值：%(choices)s）</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../../gocount_gui/scoring/board.py" line="+144"/>
        <source>{point} is off the {size}x{size} board</source>
        <translation>{point} 不在 {size}×{size} 棋盘上</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{point} is occupied</source>
        <translation>{point} 已有棋子</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{colour} at {point} is suicide</source>
        <translation>{colour}在 {point} 落子为自杀</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/scoring/game.py" line="+126"/>
        <source>{colour} at {point} retakes a ko at once</source>
        <translation>{colour}在 {point} 立即回提劫</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{colour} at {point} repeats an earlier position (positional superko)</source>
        <translation>{colour}在 {point} 落子重复了先前的局面（全局同形）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{colour} at {point} repeats an earlier situation (situational superko)</source>
        <translation>{colour}在 {point} 落子重复了先前的情境（全局同形：情境）</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/board.py" line="+45"/>
        <source>The Go board. Arrow keys move the cursor; Space or Enter acts at it. Edit mode: B places black, W white, Delete erases. Dead mode: Space marks the group dead or alive, C only its chain, F marks it dead even when it looks alive. Region mode: Space cycles the region&apos;s owner.</source>
        <translation>围棋棋盘。方向键移动光标；空格或回车在光标处操作。编辑模式：B 放黑子，W 放白子，Delete 擦除。死子模式：空格将该块棋标为死或活，C 只标记其棋串，F 即使看似活棋也标为死。区域模式：空格轮换该区域的归属。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>dame</source>
        <translation>单官</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seki (shared liberty)</source>
        <translation>双活（公气）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seki eye</source>
        <translation>双活眼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>false eye: its owner must fill it, so it is not territory</source>
        <translation>假眼：须由其所有方补上，因此不算目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be filled by its owner once the dame are filled (the last liberty of a chain), so it is not territory</source>
        <translation>单官填完后须由其所有方补上（棋串的最后一口气），因此不算目</translation>
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
        <translation>死（提示：{reason}）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead</source>
        <translation>死</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alive (suggested: {reason})</source>
        <translation>活（提示：{reason}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in seki</source>
        <translation>双活</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/scoring/verdicts.py" line="+395"/>
        <location filename="../../gocount_gui/ui/board.py" line="+2"/>
        <source>unsure: check it</source>
        <translation>不确定：请检查</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/board.py" line="+2"/>
        <source>empty</source>
        <translation>空点</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Black territory</source>
        <translation>黑空</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White territory</source>
        <translation>白空</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>neutral</source>
        <translation>中立</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>owner set by hand</source>
        <translation>归属为手动设置</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the border of Black&apos;s area is open here: fill it or mark the owner</source>
        <translation>黑方区域的边界在此处未封闭：请补上或标记归属</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the border of White&apos;s area is open here: fill it or mark the owner</source>
        <translation>白方区域的边界在此处未封闭：请补上或标记归属</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Go board</source>
        <translation>围棋棋盘</translation>
    </message>
    <message numerus="yes">
        <location line="+237"/>
        <source>click: %n stones alive</source>
        <translation>
            <numerusform>点击：%n 子标为活</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>click: %n stones dead</source>
        <translation>
            <numerusform>点击：%n 子标为死</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+95"/>
        <source>Mark {point} Alive (%n stones)</source>
        <translation>
            <numerusform>将 {point} 标为活（%n 子）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark Only Its &amp;Chain Alive</source>
        <translation>仅将其棋串标为活(&amp;C)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Mark {point} Dead (%n stones)</source>
        <translation>
            <numerusform>将 {point} 标为死（%n 子）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark Only Its &amp;Chain Dead</source>
        <translation>仅将其棋串标为死(&amp;C)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mark Dead &amp;Anyway</source>
        <translation>强制标为死子(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the group dead even though it looks alive (Shift+click, or F)</source>
        <translation>即使看似活棋也将该块棋标为死（Shift+点击，或 F）</translation>
    </message>
</context>
<context>
    <name>Borders</name>
    <message>
        <location filename="../../gocount_gui/scoring/sealing.py" line="+83"/>
        <source>The border at {point} is not closed; fill it or mark it before counting.</source>
        <translation>{point} 处的边界未封闭；请在计算前补上或标记。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n more points</source>
        <translation>
            <numerusform>另外 %n 个点</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} and {last}</source>
        <translation>{points} 和 {last}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The borders at {points} are not closed; fill them or mark them before counting.</source>
        <translation>{points} 处的边界未封闭；请在计算前补上或标记。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game does not look finished: {points} points are still open, so the result is the board as it stands, not a count.</source>
        <translation>此局似乎尚未终局：仍有 {points} 个点未封闭，因此结果只是当前盘面，而非数子结果。</translation>
    </message>
</context>
<context>
    <name>Camera</name>
    <message>
        <location filename="../../gocount_gui/ui/camera.py" line="+34"/>
        <source>This copy of gocount has no camera support (Qt Multimedia is not installed). Take the photo with a phone or a camera, then open it with File &gt; Count from Photo.</source>
        <translation>此 gocount 不支持摄像头（未安装 Qt Multimedia）。请用手机或相机拍下棋盘，再通过 文件 &gt; 从照片计算 打开。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No camera was found on this computer. Take the photo with a phone or a camera, then open it with File &gt; Count from Photo.</source>
        <translation>这台电脑上没有找到摄像头。请用手机或相机拍下棋盘，再通过 文件 &gt; 从照片计算 打开。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Photo from Camera</source>
        <translation>用摄像头拍照</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The camera to take the photo with</source>
        <translation>用来拍照的摄像头</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the camera…</source>
        <translation>正在等待摄像头…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Take Photo</source>
        <translation>拍照(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the photo and read the board in it</source>
        <translation>拍照并读取其中的棋盘</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The photo could not be taken: {error}</source>
        <translation>无法拍照：{error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The camera could not be started: {error}</source>
        <translation>无法启动摄像头：{error}</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../../gocount_gui/cli.py" line="-143"/>
        <source>expected B=n,W=n with whole numbers from 0 to {most}, not {text}</source>
        <translation>应为 B=n,W=n，取 0 到 {most} 的整数，而不是 {text}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected a komi from -{most} to {most}, not {text}</source>
        <translation>应为 -{most} 到 {most} 之间的贴目，而不是 {text}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected seconds from 0 to {most}, not {text}</source>
        <translation>应为 0 到 {most} 秒，而不是 {text}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>give eight numbers: x1,y1,x2,y2,x3,y3,x4,y4</source>
        <translation>请给出八个数：x1,y1,x2,y2,x3,y3,x4,y4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown rule set {text}; known: {known}</source>
        <translation>未知规则 {text}；已知规则：{known}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected B or W, not {text}</source>
        <translation>应为 B 或 W，而不是 {text}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a score sheet is written as .pdf or .png, not {text}</source>
        <translation>计分表只能写成 .pdf 或 .png，而不是 {text}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Count finished Go games from SGF files under every major rule set.</source>
        <translation>按各主要规则计算 SGF 文件中已终局的围棋对局。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SGF files, or folders searched for *.sgf</source>
        <translation>SGF 文件，或在其中搜索 *.sgf 的文件夹</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>count by numbers, no file: &quot;size=19,S_B=..,S_W=..,T_B=..,T_W=..,X_B=..,X_W=..,D_B=..,D_W=..,R_B=..,R_W=..,H=..,L=..,K=..&quot; (E_B, E_W, n_B, n_W, N_B, N_W optional)</source>
        <translation>按数字计算，无需文件：&quot;size=19,S_B=..,S_W=..,T_B=..,T_W=..,X_B=..,X_W=..,D_B=..,D_W=..,R_B=..,R_W=..,H=..,L=..,K=..&quot;（E_B、E_W、n_B、n_W、N_B、N_W 可选）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the preset a game is scored under (default: RU, else Japanese)</source>
        <translation>计算所用的预设规则（默认：RU，否则为日本规则）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>dead stones: none; marked = stones on the opponent&apos;s TB/TW of the last node (default); auto = suggested by gocount</source>
        <translation>死子：none 表示无；marked 表示最后一个节点中位于对方 TB/TW 上的棋子（默认）；auto 表示由 gocount 提示</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>count the position read from a photo of the board</source>
        <translation>计算从棋盘照片中读取的局面</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with --photo: the four corner intersections in pixels, top-left, top-right, bottom-right, bottom-left</source>
        <translation>与 --photo 一起使用：网格四个角点的像素坐标，依次为左上、右上、右下、左下</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>with --photo: the board size (default: read from the photo)</source>
        <translation>与 --photo 一起使用：棋盘大小（默认：从照片读取）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>komi K (default: KM, else the rule set&apos;s)</source>
        <translation>贴目 K（默认：KM，否则取规则的贴目）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>captured stones X as B=n,W=n: B is Black&apos;s stones captured</source>
        <translation>提子 X，格式 B=n,W=n：B 为被提的黑子数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes R as B=n,W=n</source>
        <translation>虚手次数 R，格式 B=n,W=n</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>who passed last: B or W</source>
        <translation>最后虚手方：B 或 W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one JSON object per line per game</source>
        <translation>每局一行，每行一个 JSON 对象</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>save each file with its count written in, into DIR</source>
        <translation>将每个文件连同写入的计算结果保存到 DIR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with --write: replace files that exist in DIR</source>
        <translation>与 --write 一起使用：替换 DIR 中已存在的文件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>draw each game&apos;s score sheet (PDF or PNG by the suffix): one PDF of every game, or OUT-&lt;file&gt;[-&lt;game&gt;].png per game</source>
        <translation>绘制每局的计分表（按后缀为 PDF 或 PNG）：所有对局合为一个 PDF，或每局一个 OUT-&lt;file&gt;[-&lt;game&gt;].png</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the score sheet&apos;s paper (default: a4)</source>
        <translation>计分表的纸张（默认：a4）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>check every game as the desk does (its own rules, the players&apos; dead stones else gocount&apos;s) into a CSV table</source>
        <translation>像“检查文件夹”窗口一样检查每局棋（按各自的规则，死子用对局者标记的，否则用 gocount 提示的），写入 CSV 表格</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the language of the text printed: {codes} (default: LC_ALL, LC_MESSAGES or LANG)</source>
        <translation>输出文字的语言：{codes}（默认：LC_ALL、LC_MESSAGES 或 LANG）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with --csv: worker processes (default: one per core)</source>
        <translation>与 --csv 一起使用：工作进程数（默认：每个核心一个）</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>expected a whole number of processes from 1 to {most}, not {text}</source>
        <translation>应为 1 到 {most} 的整数进程数，而不是 {text}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>cannot search the folder: {error}</source>
        <translation>无法搜索文件夹：{error}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{reason}; counted with --komi {komi}</source>
        <translation>{reason}；按 --komi {komi} 计算</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n open region(s) counted as the TB/TW markup says</source>
        <translation>
            <numerusform>%n 个未封闭区域按 TB/TW 标记计算</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>--dead auto: unsure of %n stone(s); check them on the board</source>
        <translation>
            <numerusform>--dead auto：有 %n 子不确定；请在棋盘上检查</numerusform>
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
        <translation>{size}×{size}，贴目 {komi}{assumed}，让 {handicap} 子，按{rules}计算，死子 {dead} 枚，记录结果 {recorded}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../gocount_gui/numbers_report.py" line="+151"/>
        <source>rules</source>
        <translation>规则</translation>
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
        <translation>结果</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(not finished: the board as it stands)</source>
        <translation>（未终局：按当前盘面）</translation>
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
        <translation>恒等式：</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../gocount_gui/numbers_report.py" line="+7"/>
        <source>komi: {text}</source>
        <translation>贴目：{text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>note: {note}</source>
        <translation>注：{note}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>--corners and --size go with --photo</source>
        <translation>--corners 和 --size 须与 --photo 一起使用</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--jobs works with --csv</source>
        <translation>--jobs 需与 --csv 一起使用</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--csv counts each game under its own rules, komi and dead stones; not with {options}</source>
        <translation>--csv 按每局自身的规则、贴目和死子计算；不能与 {options} 一起使用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give SGF files or folders, or --counts</source>
        <translation>请给出 SGF 文件或文件夹，或使用 --counts</translation>
    </message>
    <message>
        <location line="+167"/>
        <location line="+17"/>
        <source>sheet not written: {reason}</source>
        <translation>计分表未写入：{reason}</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>sheets not written: {reason}</source>
        <translation>计分表未写入：{reason}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>exists; not written (add --overwrite to replace it)</source>
        <translation>已存在；未写入（加 --overwrite 可替换）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not written: {error}</source>
        <translation>未写入：{error}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/numbers_report.py" line="-160"/>
        <source>definition</source>
        <translation>定义</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>algebra</source>
        <translation>代数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>premise</source>
        <translation>前提</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conclusion</source>
        <translation>结论</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note</source>
        <translation>注</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>made of</source>
        <translation>构成</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Count by numbers: {size}x{size}, komi {komi}, handicap {handicap}, scored under {rules}</source>
        <translation>按数字计算：{size}×{size}，贴目 {komi}，让 {handicap} 子，按{rules}计算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the table of counts:</source>
        <translation>计数表：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not counted: {why}</source>
        <translation>未计算：{why}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not needed under {rules}: {fields}</source>
        <translation>{rules}不需要：{fields}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>proofs:</source>
        <translation>证明：</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/headless.py" line="+30"/>
        <source>also ask GNU Go or KataGo which stones are dead: a referee object in the JSON, a line in the text</source>
        <translation>同时询问 GNU Go 或 KataGo 哪些是死子：JSON 中为 referee 对象，文本中为一行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the engine&apos;s program (default: found on the PATH or in /usr/games)</source>
        <translation>引擎程序（默认：在 PATH 或 /usr/games 中查找）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s network file (with --referee katago)</source>
        <translation>KataGo 的网络文件（与 --referee katago 一起使用）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s analysis config file (with --referee katago)</source>
        <translation>KataGo 的分析配置文件（与 --referee katago 一起使用）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds the engine may take per game (default: 60 for GNU Go, 120 for KataGo)</source>
        <translation>引擎每局可用的秒数（默认：GNU Go 为 60，KataGo 为 120）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>seconds KataGo searches each game&apos;s position (default: {seconds}; it stops sooner after {visits} visits)</source>
        <translation>KataGo 对每盘棋的局面搜索的秒数（默认：{seconds}；达到 {visits} 次访问即提前停止）</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/photo_cli.py" line="+37"/>
        <source>--photo counts one photo; not with {options}</source>
        <translation>--photo 计算一张照片；不能与 {options} 一起使用</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the grid was not found surely enough to count; give the corners with --corners</source>
        <translation>未能足够可靠地找到网格，无法计算；请用 --corners 给出角点</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{count} point(s) of the photo are doubtful: {points}</source>
        <translation>照片中有 {count} 个疑点：{points}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>read from the photo in {seconds:.1f} s</source>
        <translation>从照片读取用时 {seconds:.1f} 秒</translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <location filename="../../gocount_gui/scoring/colour.py" line="+67"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>白方</translation>
    </message>
</context>
<context>
    <name>Dead</name>
    <message>
        <location filename="../../gocount_gui/scoring/dead.py" line="+228"/>
        <source>alive: no living enemy stone borders the area around it</source>
        <translation>活：其周围区域没有相邻的对方活子</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>alive: the enemy stones next to it were judged dead as well</source>
        <translation>活：与之相邻的对方棋子也被判为死子</translation>
    </message>
    <message>
        <location line="+97"/>
        <location filename="../../gocount_gui/scoring/verdicts.py" line="-3"/>
        <source>the black group at {point}</source>
        <translation>{point} 处的黑棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../gocount_gui/scoring/verdicts.py" line="+2"/>
        <source>the white group at {point}</source>
        <translation>{point} 处的白棋</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{group} has {eyes} eyes ({where}): mark it dead only if you are sure</source>
        <translation>{group}有 {eyes} 个眼（{where}）：确有把握时才将其标为死子</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{group} surrounds {points} points of territory: mark it dead only if you are sure</source>
        <translation>{group}围有 {points} 目：确有把握时才将其标为死子</translation>
    </message>
    <message>
        <location line="+260"/>
        <source>not read: the time bound ran out</source>
        <translation>未算清：计算时间已用完</translation>
    </message>
    <message numerus="yes">
        <location line="+141"/>
        <source>dead: captured even if it plays first (read %n positions)</source>
        <translation>
            <numerusform>死：即使先走也会被吃（计算了 %n 个局面）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-121"/>
        <source>seki: %n shared liberties neither side can fill</source>
        <translation>
            <numerusform>双活：%n 口双方都不能填的公气</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>alive: cannot be captured even if the enemy plays first</source>
        <translation>活：即使对方先走也吃不掉</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unsettled: whoever plays first decides it</source>
        <translation>未定：谁先走谁决定死活</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>the reading ran out of its budget (%n positions)</source>
        <translation>
            <numerusform>计算超出了预算（%n 个局面）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+64"/>
        <source>alive: it takes the ko first and settles it</source>
        <translation>活：它先提劫并解决</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unless it wins a ko</source>
        <translation>除非它打赢劫</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>no two eyes, walled in by living stones</source>
        <translation>没有两只眼，被活棋围住</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot make two eyes even if the enemy around it dies</source>
        <translation>即使周围的对方棋死了也做不出两只眼</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>encircled by enemy groups that join once it is captured</source>
        <translation>被对方棋包围，吃掉它后对方即连成一片</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>loses the capturing race against the enemy around it</source>
        <translation>与周围的对方棋对杀失败</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>lies inside the eye space of a larger enemy group</source>
        <translation>位于更大的对方棋的眼位之内</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>unconditionally alive (Benson)</source>
        <translation>无条件活棋（Benson）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>two eyes or more</source>
        <translation>有两只眼或以上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not settled: fewer than two eyes, but not surrounded</source>
        <translation>未定：不足两只眼，但未被包围</translation>
    </message>
</context>
<context>
    <name>Desk</name>
    <message>
        <location filename="../../gocount_gui/ui/desk.py" line="+331"/>
        <source>Check a folder — gocount</source>
        <translation>检查文件夹 — gocount</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games of the folder</source>
        <translation>文件夹中的对局</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No folder checked yet</source>
        <translation>尚未检查文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose &amp;Folder…</source>
        <translation>选择文件夹(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count every SGF in a folder and its sub-folders</source>
        <translation>计算文件夹及其子文件夹中的每个 SGF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;CSV…</source>
        <translation>导出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the rows shown, in the table&apos;s order, as a CSV table for a spreadsheet</source>
        <translation>按表格顺序将显示的行写成 CSV 表格，供电子表格使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;PDF…</source>
        <translation>导出 PDF(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the score sheets of the rows shown, one per page, in the table&apos;s order</source>
        <translation>按表格顺序写出所显示各行的计分表，每页一局</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>&amp;Rules when RU is missing:</source>
        <translation>缺少 RU 时的规则(&amp;R)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rule set of the records that name none (no RU); the folder is counted again when it changes</source>
        <translation>未写明规则的棋谱（没有 RU）所用的规则；更改后重新计算整个文件夹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop counting; the rows counted so far stay (Esc)</source>
        <translation>停止计算；已计算的行保留（Esc）</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Last folder: {folder}</source>
        <translation>上次的文件夹：{folder}</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Check every game in a folder</source>
        <translation>检查文件夹中的每局棋</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>gocount: cannot check the folder</source>
        <translation>gocount：无法检查文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{folder} is not a folder that can be opened.</source>
        <translation>{folder} 不是可以打开的文件夹。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No SGF files in {folder}</source>
        <translation>{folder} 中没有 SGF 文件</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Counting %n files on {processes} processes…</source>
        <translation>
            <numerusform>正在用 {processes} 个进程计算 %n 个文件…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+70"/>
        <source>Counted %n files in {folder}</source>
        <translation>
            <numerusform>已计算 {folder} 中的 %n 个文件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>PDF export cancelled; nothing was written</source>
        <translation>PDF 导出已取消；未写入任何内容</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cancelled: {done} of %n files counted</source>
        <translation>
            <numerusform>已取消：已计算 %n 个文件中的 {done} 个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{count} shown</source>
        <translation>显示 {count} 局</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>gocount: cannot open the game</source>
        <translation>gocount：无法打开对局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot be opened.

{reason}</source>
        <translation>无法打开 {name}。

{reason}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Opened from the desk: {file}, dead stones as the desk counted them ({source})</source>
        <translation>从“检查文件夹”打开：{file}，死子与检查时的计算相同（{source}）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export the table as CSV</source>
        <translation>将表格导出为 CSV</translation>
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
        <translation>gocount：表格未写入</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <location line="+59"/>
        <source>{name} could not be written.

{reason}</source>
        <translation>无法写入 {name}。

{reason}</translation>
    </message>
    <message numerus="yes">
        <location line="-55"/>
        <source>Wrote %n rows to {name}</source>
        <translation>
            <numerusform>已将 %n 行写入 {name}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export the score sheets as PDF</source>
        <translation>将计分表导出为 PDF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No counted game to draw a sheet of</source>
        <translation>没有已计算的对局可绘制计分表</translation>
    </message>
    <message>
        <location line="-308"/>
        <source>%v of %m sheets</source>
        <translation>%v / %m 张计分表</translation>
    </message>
    <message numerus="yes">
        <location line="+207"/>
        <source>%n games: {agree} agree, {differ} disagree, {unfinished} not finished, {unsure} unsure, {damaged} damaged</source>
        <translation>
            <numerusform>%n 局：{agree} 局一致，{differ} 局不一致，{unfinished} 局未终局，{unsure} 局不确定，{damaged} 局损坏</numerusform>
        </translation>
    </message>
    <message>
        <location line="+140"/>
        <source>gocount: the score sheets were not written</source>
        <translation>gocount：计分表未写入</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Wrote %n score sheets to {name}</source>
        <translation>
            <numerusform>已将 %n 张计分表写入 {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>; %n could not be read again: {first}</source>
        <translation>
            <numerusform>；%n 个无法再次读取：{first}</numerusform>
        </translation>
    </message>
    <message>
        <location line="-352"/>
        <source>%v of %m files</source>
        <translation>%v / %m 个文件</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/desk.py" line="+44"/>
        <source>marked</source>
        <translation>标记</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>saved</source>
        <translation>已保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>suggested</source>
        <translation>提示</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>damaged</source>
        <translation>损坏</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not finished</source>
        <translation>未终局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not counted</source>
        <translation>无可比较</translation>
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
        <translation>{count}（{source}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File</source>
        <translation>文件</translation>
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
        <translation>轮次</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <source>Recorded</source>
        <translation>记录结果</translation>
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
        <translation>不确定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>no RU: counted under {rules} rules, the desk&apos;s choice</source>
        <translation>没有 RU：按所选的{rules}规则计算</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no KM: komi {komi} of {rules} rules assumed</source>
        <translation>无 KM：假定为{rules}的贴目 {komi}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>cannot be counted: {error}</source>
        <translation>无法计算：{error}</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>unsure of %n stone(s): check them on the board</source>
        <translation>
            <numerusform>有 %n 子不确定：请在棋盘上检查</numerusform>
        </translation>
    </message>
    <message>
        <location line="+75"/>
        <source>the process counting this file stopped, also when it was tried again (killed, or out of memory)</source>
        <translation>计算此文件的进程停止了，重试时也是如此（被终止或内存不足）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gocount failed on this file ({error})</source>
        <translation>gocount 处理此文件时出错（{error}）</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>is a folder; the table is written to a file</source>
        <translation>是文件夹；表格只写入文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>is not a regular file (a device or a pipe); the table is written only to a regular file</source>
        <translation>不是普通文件（设备或管道）；表格只写入普通文件</translation>
    </message>
</context>
<context>
    <name>DeskCli</name>
    <message>
        <location filename="../../gocount_gui/desk_cli.py" line="+56"/>
        <source>; table written to {path}</source>
        <translation>；表格已写入 {path}</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n games: {agree} agree with the record, {differ} do not, {open} not counted in the record, {damaged} damaged</source>
        <translation>
            <numerusform>%n 局：{agree} 局与记录一致，{differ} 局不一致，{open} 局记录中未数子，{damaged} 局损坏</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../../gocount_gui/ui/dialogs.py" line="+48"/>
        <source>New count</source>
        <translation>新建计算</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Other:</source>
        <translation>其他(&amp;O)：</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <translation>此棋盘没有星位</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../../gocount_gui/ui/engine_view.py" line="+55"/>
        <source>{engine} thinks {stones} is dead</source>
        <translation>{engine} 认为 {stones} 是死子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{engine} thinks {stones} is alive</source>
        <translation>{engine} 认为 {stones} 是活子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} thinks {stones} are dead</source>
        <translation>{engine} 认为 {stones} 是死子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{engine} thinks {stones} are alive</source>
        <translation>{engine} 认为 {stones} 是活子</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{engine} thinks {stones} are dead (%n stones)</source>
        <translation>
            <numerusform>{engine} 认为 {stones} 是死子（%n 子）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{engine} thinks {stones} are alive (%n stones)</source>
        <translation>
            <numerusform>{engine} 认为 {stones} 是活子（%n 子）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{first} and {second}</source>
        <translation>{first} 和 {second}</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Put the engine&apos;s answer away (the rings go too)</source>
        <translation>收起引擎的答复（圆圈也一并消失）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the second opinion</source>
        <translation>关闭引擎判断</translation>
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
        <translation>按 {engine} 的判断将 {stones} 标为死子（一步撤销）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark {stones} alive, as {engine} sees it (one undo step)</source>
        <translation>按 {engine} 的判断将 {stones} 标为活子（一步撤销）</translation>
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
            <numerusform>另有 %n 块棋，已在棋盘上圈出</numerusform>
        </translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Ask the &amp;Engine</source>
        <translation>询问引擎(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask GNU Go or KataGo which stones are dead, and see where it differs from the marks</source>
        <translation>询问 GNU Go 或 KataGo 哪些棋子是死子，并查看与标记不同之处</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No engine is chosen: pick GNU Go or KataGo in Edit &gt; Preferences &gt; Engine.</source>
        <translation>未选择引擎：请在“编辑 &gt; 首选项 &gt; 引擎”中选择 GNU Go 或 KataGo。</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+46"/>
        <location line="+46"/>
        <location line="+65"/>
        <source>Second opinion</source>
        <translation>引擎判断</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>{engine} tunes itself for this computer, once: without a graphics card this can take up to an hour, and its answer follows. You can go on counting; closing the window stops it.</source>
        <translation>{engine} 正在为这台计算机进行一次性自我调优：没有显卡时最多可能需要一小时，之后会给出答复。您可以继续计算；关闭窗口会停止它。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{engine} reads the position for about {think} s (longer when it starts); you can go on counting.</source>
        <translation>{engine} 将分析局面约 {think} 秒（启动时更久）；您可以继续计算。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} is reading the position (at most {seconds} s); you can go on counting.</source>
        <translation>{engine} 正在分析局面（最多 {seconds} 秒）；您可以继续计算。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{engine} was stopped before it answered.</source>
        <translation>{engine} 在答复前已被停止。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The stones changed while {engine} thought: ask again.</source>
        <translation>{engine} 思考时棋子有变：请重新询问。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Second opinion: no answer</source>
        <translation>引擎判断：无答复</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Second opinion: {engine}</source>
        <translation>引擎判断：{engine}</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>{engine} agrees with every dead mark (%n dead stones).</source>
        <translation>
            <numerusform>{engine} 同意所有死子标记（%n 枚死子）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n groups</source>
        <translation>
            <numerusform>%n 块棋</numerusform>
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
        <translation>{engine} 对 {groups}（{stones}）的判断不同；已在棋盘上圈出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} sees {groups} ({stones}) differently, ringed on the board:</source>
        <translation>{engine} 对 {groups}（{stones}）的判断不同，已在棋盘上圈出：</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The stones changed since {engine} was asked: ask again (Edit &gt; Ask the Engine).</source>
        <translation>询问 {engine} 后棋子有变：请重新询问（编辑 &gt; 询问引擎）。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Accept {engine}: {point} dead</source>
        <translation>接受 {engine}：{point} 死</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept {engine}: {point} alive</source>
        <translation>接受 {engine}：{point} 活</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/client.py" line="+110"/>
        <source>unknown engine {kind}; known: {known}</source>
        <translation>未知引擎 {kind}；已知：{known}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{engine} was not found at {program} (no program that can be run is there)</source>
        <translation>在 {program} 未找到 {engine}（该处没有可运行的程序）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{engine} was not found on the PATH or in /usr/games: install it, or give its program&apos;s path</source>
        <translation>在 PATH 或 /usr/games 中未找到 {engine}：请安装，或给出其程序路径</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>KataGo needs a network (model) file: give it in Preferences &gt; Engine, or with --katago-model and --katago-config</source>
        <translation>KataGo 需要网络（模型）文件：请在“首选项 &gt; 引擎”中指定，或使用 --katago-model 和 --katago-config</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s network (model) file was not found: {file}</source>
        <translation>未找到 KataGo 的网络（模型）文件：{file}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo needs an analysis config file: give it in Preferences &gt; Engine, or with --katago-model and --katago-config</source>
        <translation>KataGo 需要分析配置文件：请在“首选项 &gt; 引擎”中指定，或使用 --katago-model 和 --katago-config</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s analysis config file was not found: {file}</source>
        <translation>未找到 KataGo 的分析配置文件：{file}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/answer.py" line="+346"/>
        <source>{engine} was stopped (signal {signal}) before it answered</source>
        <translation>{engine} 在答复前被停止（信号 {signal}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} crashed or was killed before it answered{said}</source>
        <translation>{engine} 在答复前崩溃或被终止{said}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} failed (exit status {status}){said}</source>
        <translation>{engine} 运行失败（退出状态 {status}）{said}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{engine} ended without answering ({missing}){said}</source>
        <translation>{engine} 未答复即结束（{missing}）{said}</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>no reason given</source>
        <translation>未给出原因</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{engine} refused &apos;{command}&apos;: {reason}</source>
        <translation>{engine} 拒绝了 &apos;{command}&apos;：{reason}</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>{given} of {asked} answers</source>
        <translation>仅 {given}/{asked} 个答复</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>{engine} wrote more than {megabytes} MB or {lines} lines without answering and was stopped</source>
        <translation>{engine} 未作答却输出了超过 {megabytes} MB 或 {lines} 行，已被停止</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>{engine}&apos;s dead list is not a list of points: {error}</source>
        <translation>{engine} 的死子列表不是点的列表：{error}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{engine} wrote a line that is not JSON gocount can read ({reason}): {line}</source>
        <translation>{engine} 输出了 gocount 无法读取的 JSON 行（{reason}）：{line}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{engine}&apos;s ownership is not a list of numbers from -1 to 1</source>
        <translation>{engine} 的归属值不是 -1 到 1 之间的数字列表</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>a number of more than {digits} characters</source>
        <translation>超过 {digits} 个字符的数字</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a number out of range</source>
        <translation>超出范围的数字</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{value} is not a number</source>
        <translation>{value} 不是数字</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+4"/>
        <source>nested more than {depth} deep</source>
        <translation>嵌套超过 {depth} 层</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{engine} was still tuning itself for this computer when its {seconds} s ran out (its first start only; without a graphics card this can take an hour): run &quot;katago benchmark&quot; once, or give it a longer time limit</source>
        <translation>{engine} 仍在为这台计算机自我调优时，{seconds} 秒已用完（仅首次启动；没有显卡时可能需要一小时）：请先运行一次“katago benchmark”，或给它更长的时间限制</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{engine} calls empty points dead ({points}): it did not see the same position</source>
        <translation>{engine} 将空点判为死子（{points}）：它看到的不是同一局面</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>{engine} refused the question (in {field}): {error}</source>
        <translation>{engine} 拒绝了询问（在 {field} 中）：{error}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} refused the question: {error}</source>
        <translation>{engine} 拒绝了询问：{error}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{engine} stopped before it analysed the position</source>
        <translation>{engine} 在分析局面之前已停止</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{engine} gave no ownership for the {size}x{size} board</source>
        <translation>{engine} 未给出 {size}×{size} 棋盘的归属</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no analysis</source>
        <translation>无分析</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>{engine} gave no answer within {seconds} s</source>
        <translation>{engine} 在 {seconds} 秒内未答复</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/process.py" line="+50"/>
        <source>{engine} could not be started ({program}): {error}</source>
        <translation>无法启动 {engine}（{program}）：{error}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/engine_prefs.py" line="+84"/>
        <source>GNU Go usually answers within seconds (at most {seconds} s, its time limit).</source>
        <translation>GNU Go 通常几秒内就会答复（最多 {seconds} 秒，即其时间限制）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KataGo would read for {think} s, but its time limit is {seconds} s: it would be stopped before it answers.</source>
        <translation>KataGo 会分析 {think} 秒，但其时间限制是 {seconds} 秒：它会在答复前被停止。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An answer takes about {think} s once KataGo has started; starting it takes longer, and its very first start on a computer without a graphics card can take an hour while it tunes itself. It is stopped after {seconds} s.</source>
        <translation>KataGo 启动后，每次答复约需 {think} 秒；启动本身更久，在没有显卡的计算机上首次启动时它要自我调优，可能需要一小时。{seconds} 秒后会被停止。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{program}: not found on the PATH or in /usr/games</source>
        <translation>{program}：在 PATH 或 /usr/games 中未找到</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GNU Go&apos;s program</source>
        <translation>GNU Go 程序</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s program</source>
        <translation>KataGo 程序</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the network, e.g. {file}</source>
        <translation>网络文件，如 {file}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KataGo&apos;s network</source>
        <translation>KataGo 网络</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the analysis config, e.g. {file}</source>
        <translation>分析配置，如 {file}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KataGo&apos;s analysis config</source>
        <translation>KataGo 分析配置</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>default ({gnugo} s GNU Go, {katago} s KataGo)</source>
        <translation>默认（GNU Go {gnugo} 秒，KataGo {katago} 秒）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> s a position</source>
        <translation> 秒/局面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default ({seconds} s a position)</source>
        <translation>默认（每个局面 {seconds} 秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long KataGo reads each position: it stops after {visits} visits if that comes sooner (with a graphics card, in well under a second). Its first start takes longer, while it loads its network.</source>
        <translation>KataGo 分析每个局面的时间：若先达到 {visits} 次访问则提前停止（有显卡时远不到一秒）。首次启动要加载网络，耗时更久。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ask the engine after each dead-stone suggestion</source>
        <translation>每次提示死子后询问引擎</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test</source>
        <translation>测试(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the engine about an empty 5×5 board, as a check that it runs</source>
        <translation>就一个空的 5×5 棋盘询问引擎，检查其能否运行</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Engine:</source>
        <translation>引擎(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GNU Go program:</source>
        <translation>GNU Go 程序：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo program:</source>
        <translation>KataGo 程序：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo network:</source>
        <translation>KataGo 网络：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo config:</source>
        <translation>KataGo 配置：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo reads:</source>
        <translation>KataGo 分析时间：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time limit:</source>
        <translation>时间限制：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GNU Go and KataGo are not part of gocount: an engine installed on this computer gives a second opinion on the dead stones, and gocount works the same without one.</source>
        <translation>GNU Go 和 KataGo 不属于 gocount：安装在本机上的引擎可对死子提供引擎判断；没有引擎，gocount 也照常工作。</translation>
    </message>
    <message>
        <location line="+74"/>
        <location filename="../../gocount_gui/ui/engine_view.py" line="-166"/>
        <location line="+9"/>
        <source>Asking {engine}…</source>
        <translation>正在询问 {engine}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{engine} answered in {seconds} s</source>
        <translation>{engine} 用时 {seconds} 秒作答</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>gocount — Preferences</source>
        <translation>gocount — 首选项</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Engine</source>
        <translation>引擎(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/engine_run.py" line="+276"/>
        <source>{engine} could not be started: {error}</source>
        <translation>无法启动 {engine}：{error}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/answer.py" line="-1"/>
        <source>{engine} gave no answer within {seconds} s and was stopped</source>
        <translation>{engine} 在 {seconds} 秒内未答复，已被停止</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../gocount_gui/ui/errors.py" line="+35"/>
        <source>Something went wrong inside gocount, and the last action may not have finished.

{error}

Your count is still on the board; save it (File &gt; Save As) before going on. The details below help whoever fixes the program.</source>
        <translation>gocount 内部出错，最后的操作可能未完成。

{error}

您的计算仍在棋盘上；继续之前请先保存（文件 &gt; 另存为）。下面的详细信息可帮助修复程序的人。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>gocount: unexpected error</source>
        <translation>gocount：意外错误</translation>
    </message>
</context>
<context>
    <name>Fold</name>
    <message>
        <location filename="../../gocount_gui/ui/fold.py" line="+42"/>
        <source>{title}: fold or open</source>
        <translation>{title}：折叠或展开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold or open: {title}</source>
        <translation>折叠或展开：{title}</translation>
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
    <name>Handicap</name>
    <message>
        <location filename="../../gocount_gui/scoring/handicap.py" line="+46"/>
        <source>a {size}x{size} board has standard places for 2 to {top} handicap stones, not {stones}</source>
        <translation>{size}×{size} 棋盘的标准让子位置适用于 2 到 {top} 子，不适用于 {stones} 子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a {size}x{size} board has no standard handicap places</source>
        <translation>{size}×{size} 棋盘没有标准让子位置</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <location filename="../../gocount_gui/ui/header.py" line="+25"/>
        <source>{black}  vs  {white}</source>
        <translation>{black}  对  {white}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>round {round}</source>
        <translation>第 {round} 轮</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{rules} rules</source>
        <translation>{rules}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{rules} rules (assumed: the record names none)</source>
        <translation>{rules}（推定：棋谱未指明规则）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{rules} rules (assumed: RU[{ru}])</source>
        <translation>{rules}（推定：RU[{ru}]）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>komi {komi} (assumed: the record&apos;s KM cannot give its result)</source>
        <translation>贴目 {komi}（推定：棋谱的 KM 得不出其结果）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>komi {komi}</source>
        <translation>贴目 {komi}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>handicap {stones}</source>
        <translation>让 {stones} 子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no handicap</source>
        <translation>不让子</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Counted over the board: no recorded result</source>
        <translation>现场数子：无记录结果</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record gives no result</source>
        <translation>棋谱未给出结果</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record says {result}: no count to compare</source>
        <translation>棋谱记录为 {result}：没有可比较的计算结果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}; gocount&apos;s count waits for the dead-stone suggestion</source>
        <translation>棋谱记录为 {result}；gocount 的计算在等待死子提示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}; this position cannot be counted yet</source>
        <translation>棋谱记录为 {result}；此局面暂时无法计算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The record says {result}; gocount agrees under {rules} rules</source>
        <translation>棋谱记录为 {result}；按{rules}，gocount 的结果与之一致</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}; gocount counts {count} under {rules} rules</source>
        <translation>棋谱记录为 {result}；按{rules}，gocount 计算为 {count}</translation>
    </message>
    <message>
        <location line="+25"/>
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
        <location filename="../../gocount_gui/ui/help.py" line="+36"/>
        <source>New to gocount? Open a game, click the dead stones (a blue ring shows what a click changes), then read the result on the right. &lt;a href=&apos;howto&apos;&gt;How to count&lt;/a&gt;</source>
        <translation>初次使用 gocount？打开一局棋，点击死子（蓝色圆圈显示点击会改变什么），然后在右侧查看结果。&lt;a href=&apos;howto&apos;&gt;如何计算&lt;/a&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Black&apos;s territory</source>
        <translation>黑空</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a dark square: a point Black scores</source>
        <translation>深色方块：黑方得分的点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s territory</source>
        <translation>白空</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a light square: a point White scores</source>
        <translation>浅色方块：白方得分的点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stone</source>
        <translation>死子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>faded and crossed: it goes to the other player&apos;s lid</source>
        <translation>变淡并打叉：将放入对方的棋盒盖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dame</source>
        <translation>单官</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a small ring: a neutral point nobody scores</source>
        <translation>小圆圈：谁都不得分的中立点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seki liberty</source>
        <translation>双活公气</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a small diamond: a liberty two living groups share</source>
        <translation>小菱形：两块活棋共有的气</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone in seki</source>
        <translation>双活中的棋子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a dot: the stone lives without two eyes</source>
        <translation>圆点：该棋子没有两只眼也活着</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An amber ring and ?</source>
        <translation>琥珀色圆圈和 ?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>gocount is unsure whether the stone is dead: look at it yourself.</source>
        <translation>gocount 不确定该棋子是否已死：请亲自查看。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A blue ring around stones</source>
        <translation>棋子周围的蓝色圆圈</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in Mark Dead, the stones your next click marks dead or alive.</source>
        <translation>在“标记死子”模式中，表示下一次点击将标为死或活的棋子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A small triangle</source>
        <translation>小三角形</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a point its owner must fill (a false eye, a cutting point): not territory.</source>
        <translation>其所有方必须补上的点（假眼、断点）：不算目。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An amber ring around a dot</source>
        <translation>圆点外的琥珀色圆圈</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a border still open: the territory of the dot&apos;s colour leaks here; fill it or mark it.</source>
        <translation>边界仍未封闭：圆点颜色一方的空从此处漏出；请补上或标记。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A dashed magenta ring</source>
        <translation>品红色虚线圆圈</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Go engine sees the stone otherwise than your marks (Edit &gt; Ask the Engine).</source>
        <translation>围棋引擎对该棋子的判断与您的标记不同（编辑 &gt; 询问引擎）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A thin frame</source>
        <translation>细边框</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a region whose owner you set by hand in Region Owner.</source>
        <translation>您在“区域归属”模式中手动设置了归属的区域。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A small ring on a stone</source>
        <translation>棋子上的小圆圈</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the last move of the record.</source>
        <translation>棋谱的最后一手。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arrow keys</source>
        <translation>方向键</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the cursor on the board (Ctrl: three points at a time)</source>
        <translation>在棋盘上移动光标（Ctrl：一次三格）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home, End</source>
        <translation>Home、End</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The start or end of the cursor&apos;s row (Ctrl: the corners)</source>
        <translation>光标所在行的开头或末尾（Ctrl：四角）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space or Enter</source>
        <translation>空格或回车</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Click at the cursor</source>
        <translation>在光标处点击</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shift+click, Shift+Space or F</source>
        <translation>Shift+点击、Shift+空格或 F</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark Dead: mark the group dead even when it looks alive (F: the stone under the mouse)</source>
        <translation>标记死子：即使看似活棋也将该块棋标为死（F：鼠标下的棋子）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+click or C</source>
        <translation>Ctrl+点击或 C</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark Dead: mark only one chain</source>
        <translation>标记死子：只标记一个棋串</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right button or the Menu key</source>
        <translation>右键或菜单键</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark Dead: the menu of the stone, with Mark Dead Anyway</source>
        <translation>标记死子：该棋子的菜单，含“强制标为死子”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B, W, Delete</source>
        <translation>B、W、Delete</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit Position: place Black, place White, erase</source>
        <translation>编辑局面：放黑子、放白子、擦除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right button, Shift+Space</source>
        <translation>右键、Shift+空格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit Position: place White</source>
        <translation>编辑局面：放白子</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Put the game on the board.&lt;/b&gt; File &amp;gt; Open (or drop an SGF file on the window) opens a game record. For a game played over the board, File &amp;gt; New Count, then put the final position down in &lt;i&gt;Edit Position&lt;/i&gt;: left click Black, right click White.</source>
        <translation>&lt;b&gt;把对局摆上棋盘。&lt;/b&gt;“文件 &amp;gt; 打开”（或将 SGF 文件拖到窗口上）可打开棋谱。对于现场对局，选择“文件 &amp;gt; 新建计算”，然后在&lt;i&gt;编辑局面&lt;/i&gt;中摆出终局局面：左键黑子，右键白子。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Mark the dead stones&lt;/b&gt; in &lt;i&gt;Mark Dead&lt;/i&gt; (opening a game goes there). When the record has no marks, gocount suggests the dead stones at once: check them, above all those with a question mark. A click marks a group dead, or alive again; before you click, a blue ring shows every stone the click will change. Ctrl+click changes one chain only. gocount will not kill a group with two eyes unless you insist: Shift+click, F, or the right button&apos;s &lt;i&gt;Mark Dead Anyway&lt;/i&gt;. In Mark Dead a click never adds or removes a stone.</source>
        <translation>&lt;b&gt;标记死子&lt;/b&gt;：在&lt;i&gt;标记死子&lt;/i&gt;模式中进行（打开对局后即进入该模式）。若棋谱中没有标记，gocount 会立即提示死子：请逐一检查，尤其是带问号的棋子。点击一块棋可将其标为死，或重新标为活；点击之前，蓝色圆圈会显示这次点击将改变的所有棋子。Ctrl+点击只改变一个棋串。gocount 不会将有两只眼的棋标为死，除非您坚持：Shift+点击、F，或右键菜单中的&lt;i&gt;强制标为死子&lt;/i&gt;。在“标记死子”模式中，点击从不增减棋子。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Fill in the lids&lt;/b&gt; for a game over the board: the stones each player captured and the passes. The line under the lids says whether every stone is accounted for.</source>
        <translation>&lt;b&gt;填写棋盒盖&lt;/b&gt;（现场对局时）：每位对局者的提子数和虚手次数。盒盖下方的一行说明是否每颗棋子都已对上。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Read the result.&lt;/b&gt; The large line gives it under the rule set you chose; the table gives every rule set side by side (click a row for how it is made up); the top of the panel compares it with the result the record gives.</source>
        <translation>&lt;b&gt;查看结果。&lt;/b&gt;大字一行给出您所选规则下的结果；表格并列给出各规则的结果（点击一行可查看其构成）；面板顶部将其与棋谱记录的结果进行比较。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Keep it.&lt;/b&gt; File &amp;gt; Save writes the dead stones, the territory and the result into the record; File &amp;gt; Export Score Sheet and Print give a page to sign.</source>
        <translation>&lt;b&gt;保存。&lt;/b&gt;“文件 &amp;gt; 保存”将死子、目和结果写入棋谱；“文件 &amp;gt; 导出计分表”和“打印”可生成供签名的页面。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>How to count a game</source>
        <translation>如何计算一局棋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The marks on the board</source>
        <translation>棋盘上的标记</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Menus</source>
        <translation>菜单</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>On the board</source>
        <translation>棋盘上</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>How to count — gocount</source>
        <translation>如何计算 — gocount</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keyboard shortcuts — gocount</source>
        <translation>键盘快捷键 — gocount</translation>
    </message>
    <message>
        <location line="+31"/>
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
    <name>Identities</name>
    <message>
        <location filename="../../gocount_gui/scoring/identities.py" line="+71"/>
        <source>seki eyes: (E_B - E_W) = ({black} - {white}) taken off the area side</source>
        <translation>双活眼：从数子一侧减去 (E_B - E_W) = ({black} - {white})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not recorded: no pass was recorded, so who passed last is unknown</source>
        <translation>未记录：没有记录虚手，因此不知道最后谁虚手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{not_recorded}; Black played one stone more, which White&apos;s closing pass evens</source>
        <translation>{not_recorded}；黑方多下一子，由白方最后的虚手扯平</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the lids do not add up (see the lid audit)</source>
        <translation>棋盒盖数目对不上（见棋盒核对）</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>the lids add up</source>
        <translation>棋盒盖数目相符</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Black&apos;s lid is %n stones short, or White&apos;s lid holds %n too many (or a pass, the handicap or who passed last is wrong)</source>
        <translation>
            <numerusform>黑方盒盖少 %n 子，或白方盒盖多 %n 子（或者虚手、让子或最后虚手方有误）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>White&apos;s lid is %n stones short, or Black&apos;s lid holds %n too many (or a pass, the handicap or who passed last is wrong)</source>
        <translation>
            <numerusform>白方盒盖少 %n 子，或黑方盒盖多 %n 子（或者虚手、让子或最后虚手方有误）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Moves (lid audit)</source>
        <translation>手数（棋盒核对）</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Area minus territory</source>
        <translation>数子减数目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>area(C=0) - territory = L + H&apos; + (R_W - R_B) + (E_B - E_W)</source>
        <translation>数子(C=0) - 数目 = L + H&apos; + (R_W - R_B) + (E_B - E_W)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Black passed last (L = 1); the rule needs White&apos;s closing pass</source>
        <translation>黑方最后虚手（L = 1）；该规则要求白方最后虚手</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>AGA: area = territory with pass stones</source>
        <translation>AGA：数子 = 含虚手子的数目</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>moves differ: M_B = {black}, M_W = {white}</source>
        <translation>手数不同：M_B = {black}，M_W = {white}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Equivalence theorem</source>
        <translation>等价定理</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>no game record: n_c and N_c are taken as S_c + P_c</source>
        <translation>无棋谱：n_c 和 N_c 取 S_c + P_c</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stones played do not match the board and lids: N_B = {played_black} but S_B + P_B = {black}; N_W = {played_white} but S_W + P_W = {white}</source>
        <translation>所下棋子与棋盘和盒盖不符：N_B = {played_black}，但 S_B + P_B = {black}；N_W = {played_white}，但 S_W + P_W = {white}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Area rules III</source>
        <translation>数子规则 III</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the lids do not add up</source>
        <translation>棋盒盖数目对不上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unequal stones after the first pass: Black {black}, White {white}</source>
        <translation>第一次虚手后双方所下子数不等：黑 {black}，白 {white}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Area rules III = territory</source>
        <translation>数子规则 III = 数目</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Prisoner counting = stone scoring</source>
        <translation>数提子 = 子数计分</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Parity</source>
        <translation>奇偶性</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A_B + A_W + N is not the number of points: the regions are inconsistent</source>
        <translation>A_B + A_W + N 不等于点数：区域不一致</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{sum}, odd</source>
        <translation>{sum}，奇数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{sum}, even</source>
        <translation>{sum}，偶数</translation>
    </message>
</context>
<context>
    <name>Komi</name>
    <message>
        <location filename="../../gocount_gui/scoring/komi.py" line="+53"/>
        <source>komi {komi} allows a jigo; the closest wins are by 2</source>
        <translation>贴目 {komi} 可能出现和棋；最小胜差为 2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>komi {komi} gives no jigo; the closest results are {white_win} and {black_win}</source>
        <translation>贴目 {komi} 不会出现和棋；最接近的结果为 {white_win} 和 {black_win}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{points} counted points (odd): {verdict}.</source>
        <translation>计分的点共 {points} 个（奇数）：{verdict}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a komi of an odd number plus one half (5.5, 7.5)</source>
        <translation>奇数加半目的贴目（5.5、7.5）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{points} counted points (even): {verdict}.</source>
        <translation>计分的点共 {points} 个（偶数）：{verdict}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a komi of an even number plus one half (6.5, 8.5)</source>
        <translation>偶数加半目的贴目（6.5、8.5）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{summary} The smallest margin repeats every 2 points of komi; {best} makes every game decided by as little as 1/2.</source>
        <translation>{summary}最小胜差随贴目每 2 目重复一次；{best}可使每局最少以 1/2 分出胜负。</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <location filename="../../gocount_gui/scoring/ledger.py" line="+170"/>
        <source>{point} is marked dead but holds no stone</source>
        <translation>{point} 被标为死子，但该处没有棋子</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>captures cannot be negative: {pair}</source>
        <translation>提子数不能为负：{pair}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes cannot be negative: {pair}</source>
        <translation>虚手次数不能为负：{pair}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>handicap cannot be negative: {handicap}</source>
        <translation>让子数不能为负：{handicap}</translation>
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
        <translation>不是颜色：{value}</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+75"/>
        <source>not a count: {value}</source>
        <translation>不是计数：{value}</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>not a point of a {size}x{size} board: {value}</source>
        <translation>不是 {size}×{size} 棋盘上的点：{value}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>not an autosave: the file holds no JSON object</source>
        <translation>不是自动保存文件：文件中没有 JSON 对象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>autosave format {found}; this gocount reads format {format}</source>
        <translation>自动保存格式为 {found}；此版本 gocount 读取格式 {format}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board size is not a number: {value}</source>
        <translation>棋盘大小不是数字：{value}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position is not a string of 0, 1 and 2</source>
        <translation>局面不是由 0、1、2 组成的字符串</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>komi is not a number: {value}</source>
        <translation>贴目不是数字：{value}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>unknown rule set {value}</source>
        <translation>未知规则 {value}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a confidence is not a number: {value}</source>
        <translation>置信度不是数字：{value}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a confidence is not a number from 0 to 1: {value}</source>
        <translation>置信度不是 0 到 1 之间的数：{value}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the game&apos;s facts are not texts</source>
        <translation>对局信息不是文本</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a dead stone is marked on an empty point: {point}</source>
        <translation>空点上标记了死子：{point}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the autosave&apos;s source is no file name</source>
        <translation>自动保存的来源不是文件名</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the source file&apos;s stamp is not two whole numbers</source>
        <translation>源文件的时间记录不是两个整数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the source file&apos;s hash is not a SHA-256</source>
        <translation>源文件的哈希值不是 SHA-256</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the autosave has no {field}</source>
        <translation>自动保存中没有 {field}</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+4"/>
        <source>the autosave is damaged: {error}</source>
        <translation>自动保存已损坏：{error}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the autosave is not JSON: {error}</source>
        <translation>自动保存不是 JSON：{error}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{path} is not a regular file</source>
        <translation>{path} 不是普通文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{path} is too large to be an autosave</source>
        <translation>{path} 太大，不可能是自动保存文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot read {path}: {error}</source>
        <translation>无法读取 {path}：{error}</translation>
    </message>
    <message>
        <location line="+195"/>
        <location line="+19"/>
        <source>the count could not be autosaved: {error}</source>
        <translation>计算结果无法自动保存：{error}</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>the autosave folder {folder} cannot be used ({error})</source>
        <translation>无法使用自动保存文件夹 {folder}（{error}）</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>no permission to write there</source>
        <translation>没有在该处写入的权限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is in use</source>
        <translation>它正被占用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown error</source>
        <translation>未知错误</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/model/game_model.py" line="+115"/>
        <source>Black&apos;s lid: captured {old} → {new}</source>
        <translation>黑方盒盖：提子 {old} → {new}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black&apos;s lid: pass stones {old} → {new}</source>
        <translation>黑方盒盖：虚手子 {old} → {new}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White&apos;s lid: captured {old} → {new}</source>
        <translation>白方盒盖：提子 {old} → {new}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White&apos;s lid: pass stones {old} → {new}</source>
        <translation>白方盒盖：虚手子 {old} → {new}</translation>
    </message>
    <message>
        <location line="+178"/>
        <source>{name} cannot be read any more ({reason}); the count is restored as a new record: save it with Save As</source>
        <translation>{name} 已无法读取（{reason}）；计算已恢复为新棋谱：请用“另存为”保存</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>this count cannot be saved until it can be counted: {problem}</source>
        <translation>此计算在能够计算之前无法保存：{problem}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file exists</source>
        <translation>文件已存在</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file holds a {file}x{file} game and the count is {count}x{count}; a count is never written over a game of another size</source>
        <translation>文件中是 {file}x{file} 的对局，而计算是 {count}x{count}；计算绝不会写到另一种大小的对局上</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot read the game&apos;s file again: {error}</source>
        <translation>无法再次读取对局文件：{error}</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Erase {point}</source>
        <translation>擦除 {point}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Erase stones</source>
        <translation>擦除棋子</translation>
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
        <translation>将 {point} 标为活</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not marked dead: {reason} (to mark it anyway: Shift+click it, or press F)</source>
        <translation>未标为死子：{reason}（若仍要标记：Shift+点击，或按 F）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mark {point} dead</source>
        <translation>将 {point} 标为死</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Clear dead marks</source>
        <translation>清除死子标记</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Region at {point}: automatic</source>
        <translation>{point} 处区域：自动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Region at {point}: Black</source>
        <translation>{point} 处区域：黑方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Region at {point}: White</source>
        <translation>{point} 处区域：白方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Region at {point}: neutral</source>
        <translation>{point} 处区域：中立</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Last pass: Black</source>
        <translation>最后虚手：黑方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last pass: White</source>
        <translation>最后虚手：白方</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last pass: nobody</source>
        <translation>最后虚手：无</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Komi {komi}</source>
        <translation>贴目 {komi}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Handicap {stones}</source>
        <translation>让子 {stones}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edit game info</source>
        <translation>编辑对局信息</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules: {rules}</source>
        <translation>规则：{rules}</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>The dead-stone suggestion failed: {error}</source>
        <translation>死子提示失败：{error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The stones changed while the suggestion ran; ask again.</source>
        <translation>提示进行时棋子有变；请重新提示。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Suggest dead stones</source>
        <translation>提示死子</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n stones suggested dead</source>
        <translation>
            <numerusform>提示了 %n 枚死子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>; %n unsure, marked with a question mark: check them</source>
        <translation>
            <numerusform>；%n 子不确定，已标上问号：请检查</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <location filename="../../gocount_gui/scoring/numbers.py" line="+81"/>
        <source>stones on the board</source>
        <translation>盘上棋子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>territory</source>
        <translation>目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seki eyes</source>
        <translation>双活眼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>points to fill</source>
        <translation>须补的点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones captured during play</source>
        <translation>对局中的提子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dead stones removed</source>
        <translation>提走的死子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes</source>
        <translation>虚手次数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones played up to the first pass</source>
        <translation>第一次虚手前所下的子数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones played in the game</source>
        <translation>全局所下的子数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot be negative ({number})</source>
        <translation>不能为负（{number}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>board size</source>
        <translation>棋盘大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>handicap</source>
        <translation>让子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>who passed last (1 for Black)</source>
        <translation>最后虚手方（黑方为 1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>komi</source>
        <translation>贴目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neutral points</source>
        <translation>中立点</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>expected name=value, e.g. S_B=120</source>
        <translation>应为 name=value 格式，如 S_B=120</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>given twice</source>
        <translation>重复给出</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>unknown; known: {names}</source>
        <translation>未知；已知：{names}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{text}… is too large for a count</source>
        <translation>{text}… 作为计数太大</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{text} is not a whole number</source>
        <translation>{text} 不是整数</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>give {black} and {white} together, or neither</source>
        <translation>{black} 和 {white} 要么同时给出，要么都不给</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{text} is not a number</source>
        <translation>{text} 不是数字</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{size} is not a board size gocount counts ({low} to {high})</source>
        <translation>{size} 不是 gocount 可计算的棋盘大小（{low} 到 {high}）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{black} + {white} stones are more than the {points} points of a {size}x{size} board</source>
        <translation>{black} + {white} 子超过了 {size}×{size} 棋盘的 {points} 个点</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>area S + T + E = {area} is larger than the board ({points} points)</source>
        <translation>子数 S + T + E = {area} 大于棋盘（{points} 个点）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the areas {black} + {white} = {both} are larger than the board ({points} points)</source>
        <translation>双方子数 {black} + {white} = {both} 大于棋盘（{points} 个点）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>points to fill are part of the seki eyes E and cannot be more</source>
        <translation>须补的点是双活眼 E 的一部分，不能多于 E</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{stones} handicap stones do not fit on a {size}x{size} board</source>
        <translation>{size}×{size} 棋盘放不下 {stones} 个让子</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is 1 when Black passed last, else 0 (not {value})</source>
        <translation>黑方最后虚手时为 1，否则为 0（不能是 {value}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>says Black passed last, but R_B = 0 (Black never passed)</source>
        <translation>表示黑方最后虚手，但 R_B = 0（黑方从未虚手）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{komi} is not a komi (a number between -{most} and {most})</source>
        <translation>{komi} 不是有效的贴目（应为 -{most} 到 {most} 之间的数）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>stones played up to the first pass ({before}) cannot be more than in the whole game ({symbol} = {played})</source>
        <translation>第一次虚手前所下的子数（{before}）不能多于全局所下的子数（{symbol} = {played}）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>neutral points must be s*s - A_B - A_W = {points} - {black} - {white} = {neutral}, not {given}</source>
        <translation>中立点必须为 s*s - A_B - A_W = {points} - {black} - {white} = {neutral}，而不是 {given}</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>not in the count {formula}</source>
        <translation>不在计算式 {formula} 中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seki eyes are nobody&apos;s under these rules</source>
        <translation>此规则下双活眼不属于任何一方</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>counts the board with the dead stones standing: it needs the position</source>
        <translation>按死子仍留在盘上的状态计算：需要局面</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/numbers_window.py" line="+60"/>
        <source>SGF game records (*.sgf *.SGF);;All files (*)</source>
        <translation>SGF 棋谱 (*.sgf *.SGF);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stones on the board</source>
        <translation>盘上棋子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>after the dead stones are taken off</source>
        <translation>提走死子之后</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory</source>
        <translation>目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>empty points surrounded, seki eyes excepted</source>
        <translation>围住的空点，双活眼除外</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seki eyes</source>
        <translation>双活眼</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>eyes of groups in seki (area counts them)</source>
        <translation>双活棋的眼（数子法计入）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Stones played to the first pass</source>
        <translation>第一次虚手前所下子数</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>from a game record, handicap included</source>
        <translation>来自棋谱，含让子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stones played in the game</source>
        <translation>全局所下子数</translation>
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
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black player</source>
        <translation>黑方棋手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White player</source>
        <translation>白方棋手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>Count by Numbers</source>
        <translation>按数字计算</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+434"/>
        <source>Rule set</source>
        <translation>规则</translation>
    </message>
    <message>
        <location line="-434"/>
        <location line="+434"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="-433"/>
        <source>&amp;Results</source>
        <translation>结果(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table of Counts and Proofs</source>
        <translation>计数表与证明(&amp;T)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>This count by numbers is not saved. Save it first?</source>
        <translation>此按数字计算尚未保存。先保存吗？</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>The game</source>
        <translation>对局</translation>
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
        <translation>对局中提取、放在本方盒盖里的子</translation>
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
        <translation>终局时提走、放进本方盒盖的对方死子</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gocount_gui/ui/sheet.py" line="+1"/>
        <source>Times the player passed</source>
        <translation>本方虚手次数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>each pass is a stone given to the other player</source>
        <translation>每虚手一次，交给对方一子</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Captured by Black: the white stones in Black&apos;s lid ({symbol})</source>
        <translation>黑方提取的子：黑方盒盖中的白子（{symbol}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured by White: the black stones in White&apos;s lid ({symbol})</source>
        <translation>白方提取的子：白方盒盖中的黑子（{symbol}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead white stones Black took off, into Black&apos;s lid ({symbol})</source>
        <translation>黑方提走、放进黑方盒盖的白方死子（{symbol}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead black stones White took off, into White&apos;s lid ({symbol})</source>
        <translation>白方提走、放进白方盒盖的黑方死子（{symbol}）</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>The rule set on top of the results; the fields it does not need are marked</source>
        <translation>显示在结果顶部的规则；它不需要的字段会被标出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;size</source>
        <translation>棋盘大小(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board size s: the board has s*s points</source>
        <translation>棋盘大小 s：棋盘有 s*s 个点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Handicap stones H (0 in an even game)</source>
        <translation>让子数 H（分先为 0）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Handicap stones (H)</source>
        <translation>让子数 H(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Komi K, given to White</source>
        <translation>贴目 K，给白方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Komi (K)</source>
        <translation>贴目 K(&amp;K)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who made the last pass (L = 1 when Black did)</source>
        <translation>最后虚手方（黑方最后虚手时 L = 1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last pass by (L)</source>
        <translation>最后虚手方 L(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the players counted</source>
        <translation>对局者数出的数字</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stones played are known (from a game record)</source>
        <translation>已知所下子数（来自棋谱）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area rules III count the stones each side played before the first pass (n) and in all (N)</source>
        <translation>数子规则 III 要计入双方在第一次虚手前（n）和全局（N）所下的子数</translation>
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
        <translation>对局者（用于棋谱和计分表）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Count by Numbers…</source>
        <translation>打开按数字计算(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Score Sheet…</source>
        <translation>导出计分表(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <location line="+201"/>
        <source>Cannot count these numbers</source>
        <translation>无法按这些数字计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot count: {problem}</source>
        <translation>无法计算：{problem}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the stones on the board are not typed</source>
        <translation>未填写盘上的棋子</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>not checked: the stones on the board are not typed</source>
        <translation>未核对：未填写盘上的棋子</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+157"/>
        <source>{rules}: not counted ({why})</source>
        <translation>{rules}：未计算（{why}）</translation>
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
        <translation>棋盒核对：</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+176"/>
        <source>needs the position</source>
        <translation>需要局面</translation>
    </message>
    <message>
        <location line="-176"/>
        <location line="+176"/>
        <source>needs the stones</source>
        <translation>需要盘上子数</translation>
    </message>
    <message>
        <location line="-157"/>
        <source>Count by numbers: the table of counts</source>
        <translation>按数字计算：计数表</translation>
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
        <translation>{rules}不需要：{why}</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+11"/>
        <source>Open a Count by Numbers</source>
        <translation>打开按数字计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} was not opened: {error}</source>
        <translation>未打开 {name}：{error}</translation>
    </message>
    <message>
        <location line="-346"/>
        <source>{name}[*] — Count by Numbers</source>
        <translation>{name}[*] — 按数字计算</translation>
    </message>
    <message>
        <location line="+360"/>
        <location line="+23"/>
        <source>Save the Count</source>
        <translation>保存计算</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>These numbers cannot be counted yet: {error}</source>
        <translation>这些数字暂时无法计算：{error}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the Count by Numbers</source>
        <translation>保存按数字计算</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The count was not saved: {error}</source>
        <translation>计算未保存：{error}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Count by numbers</source>
        <translation>按数字计算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{black} (Black) – {white} (White)</source>
        <translation>{black}（黑）– {white}（白）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{size}x{size}, komi {komi}, handicap {handicap}; counted by numbers under {rules}:</source>
        <translation>{size}×{size}，贴目 {komi}，让 {handicap} 子；按{rules}以数字计算：</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+34"/>
        <source>Lid audit: {why}</source>
        <translation>棋盒核对：{why}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table of counts</source>
        <translation>计数表</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+8"/>
        <source>Export the Score Sheet</source>
        <translation>导出计分表</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The score sheet was not written: {error}</source>
        <translation>计分表未写入：{error}</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <location filename="../../gocount_gui/ui/panel.py" line="+52"/>
        <location line="+265"/>
        <source>Rule set</source>
        <translation>规则</translation>
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
        <translation>补偿</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+273"/>
        <source>Komi</source>
        <translation>贴目</translation>
    </message>
    <message>
        <location line="-272"/>
        <location filename="../../gocount_gui/ui/sheet.py" line="-75"/>
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
        <location line="+263"/>
        <source>Komi: the points White gets for moving second (K)</source>
        <translation>贴目：白方后行所得的补偿（K）</translation>
    </message>
    <message>
        <location line="-262"/>
        <source>Who wins and by how much: Black&apos;s points minus White&apos;s</source>
        <translation>胜负及差距：黑方得分减白方得分</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Cannot count under {rules} rules</source>
        <translation>无法按{rules}计算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not finished: {result} as the board stands under {rules} rules</source>
        <translation>未终局：按{rules}，当前盘面为 {result}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{result} under {rules} rules</source>
        <translation>{result}（{rules}）</translation>
    </message>
    <message>
        <location line="+24"/>
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
        <location line="+22"/>
        <location line="+566"/>
        <source>In symbols: {formula}</source>
        <translation>符号表示：{formula}</translation>
    </message>
    <message>
        <location line="-540"/>
        <source>Does not apply: {why}</source>
        <translation>不适用：{why}</translation>
    </message>
    <message>
        <location line="+107"/>
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
        <location line="+145"/>
        <location filename="../../gocount_gui/ui/sheet.py" line="+5"/>
        <source>This position cannot be counted: {problem}</source>
        <translation>此局面无法计算：{problem}</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Equivalence, area rules III, stone scoring and prisoner counting come from the papers gocount is built on: they show why the counting methods agree, and are rarely played.</source>
        <translation>等价规则、数子规则 III、子数计分和数提子来自 gocount 所依据的论文：它们说明各种计算方法为何一致，实战中很少使用。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Komi here: {komi}.</source>
        <translation>本局贴目：{komi}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Komi here: {komi} (the rule set&apos;s usual komi is {usual}).</source>
        <translation>本局贴目：{komi}（该规则通常的贴目为 {usual}）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(the rule set on top)</source>
        <translation>（顶部显示的规则）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A draw (jigo)</source>
        <translation>和棋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black wins by {margin}</source>
        <translation>黑胜 {margin} 目</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White wins by {margin}</source>
        <translation>白胜 {margin} 目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{result_words}: Black {black}, White {white} ({result})</source>
        <translation>{result_words}：黑 {black}，白 {white}（{result}）</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Result = {formula} = {result}</source>
        <translation>结果 = {formula} = {result}</translation>
    </message>
</context>
<context>
    <name>Phone</name>
    <message>
        <location filename="../../gocount_gui/phone/page.py" line="+33"/>
        <source>Send a photo to gocount</source>
        <translation>把照片发送到 gocount</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a photo of the whole board from above, in good light, or choose one you took.</source>
        <translation>在光线充足处从上方拍下整个棋盘，或选择一张已拍的照片。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a Photo</source>
        <translation>拍照</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a Photo Already Taken</source>
        <translation>选择已拍的照片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sending the photo…</source>
        <translation>正在发送照片…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Received: look at the laptop.</source>
        <translation>已收到：请看笔记本电脑。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The photo could not be sent. Is the phone on the same Wi-Fi as the laptop? Try again.</source>
        <translation>照片未能发送。手机和笔记本电脑连的是同一个 Wi-Fi 吗？请再试一次。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The photo is larger than {megabytes} MB. Send a smaller one.</source>
        <translation>照片超过 {megabytes} MB。请发送一张较小的照片。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a JPEG or PNG photo. Take a photo with the camera, or choose another.</source>
        <translation>这不是 JPEG 或 PNG 照片。请用相机拍照，或选择另一张。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gocount cannot read HEIC photos. Choose the photo again, or set the camera to take JPEG photos (“Most Compatible”).</source>
        <translation>gocount 无法读取 HEIC 照片。请重新选择照片，或把相机设为拍摄 JPEG 照片（“兼容性最佳”）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The photo came too slowly and was not received. Try again nearer the Wi-Fi.</source>
        <translation>照片传得太慢，未被接收。请靠近 Wi-Fi 再试一次。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A photo was already received. Look at the laptop.</source>
        <translation>已经收到一张照片。请看笔记本电脑。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/phone/server.py" line="+319"/>
        <source>This computer is not connected to a network, so a phone cannot reach it. Connect it to the Wi-Fi the phone is on, then try again.</source>
        <translation>这台电脑没有连接网络，手机无法访问它。请把它连到手机所在的 Wi-Fi，然后再试一次。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/phone_dialog.py" line="+143"/>
        <source>gocount could not open an address for the phone: {error}</source>
        <translation>gocount 无法为手机打开地址：{error}</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Receive from Phone</source>
        <translation>从手机接收</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan this code with the phone&apos;s camera, or type the address into the phone&apos;s browser. Then take the photo on the page that opens.</source>
        <translation>用手机相机扫描这个二维码，或在手机浏览器中输入地址。然后在打开的页面上拍照。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phone must be on the same Wi-Fi as this computer. If the page does not open, a firewall on this computer may be blocking gocount: allow it on private networks.</source>
        <translation>手机必须和这台电脑连在同一个 Wi-Fi 上。如果页面打不开，可能是这台电脑的防火墙阻止了 gocount：请在专用网络中允许它。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Code</source>
        <translation>新的二维码(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a new address for the phone</source>
        <translation>为手机打开一个新地址</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QR code of the address for the phone</source>
        <translation>手机地址的二维码</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The phone has opened the page. Waiting for the photo…</source>
        <translation>手机已打开页面。正在等待照片…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Receiving the photo ({megabytes} MB)…</source>
        <translation>正在接收照片（{megabytes} MB）…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The phone was told: {said}</source>
        <translation>已告知手机：{said}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Photo received.</source>
        <translation>已收到照片。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No phone has opened the page yet. If the phone cannot open it, it is on another Wi-Fi than this computer, or a firewall on this computer blocks gocount.</source>
        <translation>还没有手机打开页面。如果手机打不开，说明它连的 Wi-Fi 和这台电脑不同，或者这台电脑的防火墙阻止了 gocount。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The address has expired, so the phone can no longer send to it. Press New Code for another.</source>
        <translation>地址已过期，手机无法再发送到这里。请按“新的二维码”获取另一个。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the phone…</source>
        <translation>正在等待手机…</translation>
    </message>
</context>
<context>
    <name>Photo</name>
    <message>
        <location filename="../../gocount_gui/ui/photo_board.py" line="+59"/>
        <source>The position as read</source>
        <translation>读取的局面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a point to change it: empty, black, white</source>
        <translation>点击一个点即可更改：空、黑、白</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No position yet</source>
        <translation>尚无局面</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_canvas.py" line="+289"/>
        <source>Drag this handle onto a corner point of the grid</source>
        <translation>把这个手柄拖到网格的角点上</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_support.py" line="+119"/>
        <location filename="../../gocount_gui/ui/photo_view.py" line="+197"/>
        <source>The clipboard holds no picture. Copy a photo or an image file first.</source>
        <translation>剪贴板中没有图片。请先复制一张照片或一个图片文件。</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Read the position from {name}</source>
        <translation>从 {name} 读取局面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the position from a photo</source>
        <translation>从照片读取局面</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_board.py" line="+65"/>
        <source>Board &amp;size:</source>
        <translation>棋盘大小(&amp;S)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The board&apos;s size: Automatic finds it in the photo; another choice reads the photo again with that size</source>
        <translation>棋盘大小：“自动”从照片中判断；选择其他大小则按该大小重新读取照片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Doubt</source>
        <translation>下一个疑点(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ring the next point the reader is unsure of, on the photo and on the board (N)</source>
        <translation>在照片和棋盘上圈出下一个读取不确定的点 (N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I have checked every point</source>
        <translation>我已检查每个点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the position although the grid is not trusted: every point was compared with the photo</source>
        <translation>即使网格不可信也使用此局面：每个点都已与照片核对</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the photo: the grid as read, a dot on each stone, amber rings around the points to check. Drag a round handle onto a corner point of the grid to read the photo again. On the board: click a point to change it (empty, black, white).</source>
        <translation>照片上：读取的网格、每颗棋子上的小圆点、圈出待检查点的琥珀色圆圈。把圆形手柄拖到网格的角点上即可重新读取照片。棋盘上：点击一个点即可更改（空、黑、白）。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_view.py" line="-35"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop reading the photo</source>
        <translation>停止读取照片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read with These &amp;Corners</source>
        <translation>按这些角点读取(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the photo again with the grid&apos;s corners where the round handles are</source>
        <translation>以圆形手柄所在位置作为网格的角点，重新读取照片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Use This Position</source>
        <translation>使用此局面(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count this position in the main window, with the dead stones suggested</source>
        <translation>在主窗口中计算此局面，并提示死子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste Photo</source>
        <translation>粘贴照片</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The photo with the grid read in it</source>
        <translation>已读取网格的照片</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Loading the photo…</source>
        <translation>正在载入照片…</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Reading the photo: %p%</source>
        <translation>正在读取照片：%p%</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Receive from &amp;Phone…</source>
        <translation>从手机接收(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a QR code that a phone on the same Wi-Fi opens to send its photo here</source>
        <translation>显示二维码，让同一 Wi-Fi 上的手机把照片发送到这里</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Count from a Photo</source>
        <translation>从照片计算</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+174"/>
        <source>Reading the photo…</source>
        <translation>正在读取照片…</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>Waiting for the photo from the phone…</source>
        <translation>正在等待来自手机的照片…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Reading cancelled.</source>
        <translation>已取消读取。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The photo could not be read: {error}</source>
        <translation>无法读取照片：{error}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The picture</source>
        <translation>该图片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gocount: cannot open the photo</source>
        <translation>gocount：无法打开照片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot be opened as a photo.

{reason}</source>
        <translation>无法将 {name} 作为照片打开。

{reason}</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Drag %n more corners, or press Read with These Corners.</source>
        <translation>
            <numerusform>再拖动 %n 个角点，或按“按这些角点读取”。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reading the photo with the corners you placed…</source>
        <translation>正在按你放置的角点读取照片…</translation>
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
        <translation>{point} 现在是{colour}。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Doubtful point {number} of {count}: {point}. Click it on the board to change it.</source>
        <translation>疑点 {number}/{count}：{point}。在棋盘上点击它即可更改。</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>%n points to check</source>
        <translation>
            <numerusform>%n 个待检查的点</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No doubtful point</source>
        <translation>没有疑点</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No board was read in this photo. Drag the four round handles onto the corner points of the grid (its outermost intersections), then press Read with These Corners.</source>
        <translation>未能从这张照片中读取棋盘。请把四个圆形手柄拖到网格的角点（最外侧的交叉点）上，然后按“按这些角点读取”。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read as a {size}×{size} board: {black} black stones, {white} white stones.</source>
        <translation>读取为 {size}×{size} 棋盘：黑子 {black} 枚，白子 {white} 枚。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The grid is not trusted, so the position may be wrong. Drag the four round handles onto the corner points of the grid; the photo is read again as you let go.</source>
        <translation>网格不可信，局面可能有误。请把四个圆形手柄拖到网格的角点上；松开后会重新读取照片。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/vision/doubts.py" line="+63"/>
        <source>The black chain at {point} has no liberty: a stone around it is probably misread.</source>
        <extracomment>At most this many low-confidence points are listed (impossible shapes come on top). The least sure points always shown, however sure they are: on the development photos read with their true corners, a board with one wrong point had it as its least sure point.</extracomment>
        <translation>{point} 处的黑棋棋串没有气：其周围的某颗棋子可能读错了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The white chain at {point} has no liberty: a stone around it is probably misread.</source>
        <translation>{point} 处的白棋棋串没有气：其周围的某颗棋子可能读错了。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/vision/grid.py" line="+240"/>
        <location filename="../../gocount_gui/vision/reading.py" line="+162"/>
        <source>Fitting the grid</source>
        <extracomment>The straightened board&apos;s side, in pixels. A grid whose score is below this is not trusted; the player is asked for the corners. A grid this clear is taken without trying the other outlines. A grid fitted to the lines alone whose lines end this clearly is taken as it is: the stones are asked only where the lines are hidden or unclear.</extracomment>
        <translation>正在对齐网格</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/vision/image.py" line="+32"/>
        <source>The image</source>
        <extracomment>Larger images are refused after the header is read (a 200 megapixel panorama, a bomb). The working copy&apos;s longer side, in pixels: enough for a 19x19 grid at ~40 px a cell.</extracomment>
        <translation>该图片</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+11"/>
        <source>{name} is larger than {megabytes} MB; it is not read.</source>
        <translation>{name} 大于 {megabytes} MB，不予读取。</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>{name} was not found.</source>
        <translation>找不到 {name}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is a folder, not a photo.</source>
        <translation>{name} 是文件夹，不是照片。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} could not be read: {reason}.</source>
        <translation>无法读取 {name}：{reason}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is empty.</source>
        <translation>{name} 是空的。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} is not an image gocount can read (JPEG, PNG, BMP, WebP or TIFF).</source>
        <translation>{name} 不是 gocount 能读取的图片（JPEG、PNG、BMP、WebP 或 TIFF）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} has {megapixels} megapixels; at most {most} are read.</source>
        <translation>{name} 有 {megapixels} 百万像素；最多读取 {most} 百万像素。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is only {width}x{height} pixels: too small to show a board.</source>
        <translation>{name} 只有 {width}x{height} 像素：太小，容不下棋盘。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/vision/reading.py" line="-20"/>
        <source>A board of {size} lines cannot be read; 9, 13 or 19 can.</source>
        <translation>无法读取 {size} 路棋盘；可以读取 9、13 或 19 路棋盘。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Preparing the photo</source>
        <translation>正在准备照片</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finding the board</source>
        <translation>正在寻找棋盘</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No Go board was found in this photo. Give its four corners by hand.</source>
        <translation>未在这张照片中找到围棋棋盘。请手动给出它的四个角点。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No grid of 9, 13 or 19 lines was found on the board. Give its four corners by hand.</source>
        <translation>未在棋盘上找到 9、13 或 19 路的网格。请手动给出它的四个角点。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the stones</source>
        <translation>正在读取棋子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for doubts</source>
        <translation>正在查找疑点</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The grid did not fit the photo well; drag the four corners onto the corner points.</source>
        <translation>网格与照片吻合得不好；请把四个角拖到网格的角点上。</translation>
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
        <translation>本局每一步都成立。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stops at {claim}: {why}.</source>
        <translation>止于 {claim}：{why}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the two sides differ</source>
        <translation>两边不相等</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>record</source>
        <translation>棋谱</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S + P (no record)</source>
        <translation>S + P（无棋谱）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>regions</source>
        <translation>区域</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>record or tray</source>
        <translation>棋谱或盒盖</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>territory: empty points only this colour surrounds</source>
        <translation>目：只被本方围住的空点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones on the board, dead ones removed</source>
        <translation>盘上棋子，已提走死子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eyes of groups in seki (and points to fill)</source>
        <translation>双活棋的眼（及须补的点）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>area: stones, territory and seki eyes</source>
        <translation>子数：棋子、目和双活眼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones captured during play</source>
        <translation>对局中的提子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lid</source>
        <translation>盒盖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dead stones removed at the end</source>
        <translation>终局时提走的死子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead marks</source>
        <translation>死子标记</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prisoners: in the opponent&apos;s lid</source>
        <translation>提子：在对方盒盖中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes (pass stones given)</source>
        <translation>虚手（交出的虚手子）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moves made (Black&apos;s extra handicap stones not counted)</source>
        <translation>所走手数（不计黑方多出的让子）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S + P + R (- H&apos; for Black)</source>
        <translation>S + P + R（黑方再减 H&apos;）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>territory score with pass stones</source>
        <translation>含虚手子的数目得分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones played up to the first pass</source>
        <translation>第一次虚手前所下的子数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones played in the whole game</source>
        <translation>全局所下的子数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neutral points: dame and shared liberties of seki</source>
        <translation>中立点：单官和双活公气</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>handicap stones</source>
        <translation>让子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>handicap stones beyond one normal first move</source>
        <translation>超出正常第一手的让子数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 if Black made the last pass</source>
        <translation>黑方最后虚手时为 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>komi</source>
        <translation>贴目</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>M_B = M_W (White passes last, so both made as many moves)</source>
        <translation>M_B = M_W（白方最后虚手，因此双方手数相同）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>M_B - L = M_W (Black starts and the players alternate)</source>
        <translation>M_B - L = M_W（黑方先行，双方轮流落子）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Black passed last (L = 1): Black made one move more, M_B = {black}, M_W = {white}</source>
        <translation>黑方最后虚手（L = 1）：黑方多走一手，M_B = {black}，M_W = {white}</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>the lids do not add up: Black&apos;s side has %n more moves (Black&apos;s lid is %n short, or White&apos;s holds %n too many)</source>
        <translation>
            <numerusform>棋盒盖数目对不上：黑方多 %n 手（黑方盒盖少 %n 子，或白方盒盖多 %n 子）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>the lids do not add up: Black&apos;s side has %n fewer moves (White&apos;s lid is %n short, or Black&apos;s holds %n too many)</source>
        <translation>
            <numerusform>棋盒盖数目对不上：黑方少 %n 手（白方盒盖少 %n 子，或黑方盒盖多 %n 子）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the lids do not add up</source>
        <translation>棋盒盖数目对不上</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>seki eyes: area counts E_B - E_W = {black} - {white} = {difference} that territory does not</source>
        <translation>双活眼：数子计入 E_B - E_W = {black} - {white} = {difference}，而数目不计入</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Handicap (corollary 3): Black placed H - 1 stones more than one move, White gets H&apos; points (rule 4)</source>
        <translation>让子（推论 3）：黑方比一手多放了 H - 1 子，白方得 H&apos; 目（规则 4）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Area and territory agree (the equivalence theorem)</source>
        <translation>数子与数目一致（等价定理）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“The Equivalence Theorem”, a rules appendix</source>
        <translation>“The Equivalence Theorem”（规则附录）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>area - territory = (S_B + P_B) - (S_W + P_W) + (E_B - E_W)  (K cancels, T cancels)</source>
        <translation>数子 - 数目 = (S_B + P_B) - (S_W + P_W) + (E_B - E_W)  （K 抵消，T 抵消）</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>area - territory = L + H&apos; + (R_W - R_B) + (E_B - E_W)</source>
        <translation>数子 - 数目 = L + H&apos; + (R_W - R_B) + (E_B - E_W)</translation>
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
        <translation>每一手要么在盘上放一子，要么交出一枚提子，要么是虚手。白方最后虚手时，双方手数相同，因此盘上子数之差就是提子与虚手之差；两边都加上目，可知数子法与含虚手子的数目法得出相同的差。让子棋中，白方在数子法下得 H - 1 目。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Who passed last: L</source>
        <translation>最后虚手方：L</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black passed last, area gives Black 1 point more than territory</source>
        <translation>黑方最后虚手，数子比数目多给黑方 1 目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White passed last (or nobody), no difference</source>
        <translation>白方最后虚手（或无人虚手），无差别</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Handicap: H&apos;</source>
        <translation>让子：H&apos;</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>area gives Black %n point(s) more than territory (handicap stones are area)</source>
        <translation>
            <numerusform>数子比数目多给黑方 %n 目（让子计入子数）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no difference</source>
        <translation>无差别</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passes: R_W - R_B</source>
        <translation>虚手：R_W - R_B</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>AGA: with pass stones, White passing last and C(H) = H&apos;, area = territory</source>
        <translation>AGA：有虚手子、白方最后虚手且 C(H) = H&apos; 时，数子 = 数目</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How far area and territory counting differ</source>
        <translation>数子法与数目法相差多少</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counted the common way (area with no compensation, territory with no pass stones) the two scores differ by exactly three things: 1 when Black passed last, the handicap stones beyond the first, and the passes White made beyond Black&apos;s (plus seki eyes, which area counts and territory does not). The AGA rules make all three vanish: White passes last, passes give stones, and White gets H - 1 points under area counting.</source>
        <translation>按通常方式计算（数子法无补偿，数目法无虚手子），两种得分恰好相差三项：黑方最后虚手时的 1 目，第一子之外的让子，以及白方比黑方多出的虚手（另有双活眼，数子法计入而数目法不计）。AGA 规则使这三项全部消失：白方最后虚手，虚手交出虚手子，且白方在数子法下得 H - 1 目。</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>White passed %n more time(s): area favours Black by %n</source>
        <translation>
            <numerusform>白方多虚手 %n 次：数子法对黑方有利 %n 目</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Black passed %n more time(s): territory favours Black by %n</source>
        <translation>
            <numerusform>黑方多虚手 %n 次：数目法对黑方有利 %n 目</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as many passes each, no difference</source>
        <translation>双方虚手次数相同，无差别</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>from the record</source>
        <translation>来自棋谱</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no record: taken as S_c + P_c, no stone after the first pass</source>
        <translation>无棋谱：取 S_c + P_c，第一次虚手后无落子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the stones played do not match the board and the lids</source>
        <translation>所下棋子与棋盘和盒盖不符</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>n_B, n_W: stones played up to the first pass (handicap included)</source>
        <translation>n_B, n_W：第一次虚手前所下的子数（含让子）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>N_B = S_B + P_B and N_W = S_W + P_W (every stone played is on the board or a prisoner)</source>
        <translation>N_B = S_B + P_B 且 N_W = S_W + P_W（所下每一子要么在盘上，要么成为提子）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>N_B - n_B = N_W - n_W (as many stones after the first pass)</source>
        <translation>N_B - n_B = N_W - n_W（第一次虚手后双方所下子数相同）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unequal moves after the first pass: Black played {black}, White {white}</source>
        <translation>第一次虚手后双方所下子数不等：黑方 {black} 子，白方 {white} 子</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>t_B - t_W = (T_B - P_B) - (T_W - P_W)  (E_B - E_W off the area side)</source>
        <translation>t_B - t_W = (T_B - P_B) - (T_W - P_W)  （从数子一侧减去 E_B - E_W）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Area rules III counted by territory and prisoners</source>
        <translation>用目和提子计算数子规则 III</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each stone a player put down is on the board or in the opponent&apos;s lid. So the stone difference is the prisoner difference plus the stones played; area rules III take away half the difference in stones played before the first pass, and what is left is territory minus prisoners, plus the stones each side played after the first pass. When both played as many after the first pass, it is plain territory counting.</source>
        <translation>对局者下的每一子要么在盘上，要么在对方盒盖中。因此子数之差等于提子之差加上所下子数之差；数子规则 III 减去第一次虚手前所下子数之差的一半，剩下的就是目减提子，再加上双方在第一次虚手后所下的子数。如果双方在第一次虚手后所下子数相同，结果就是普通的数目法。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Stone score: S_B - S_W - H&apos;</source>
        <translation>子数得分：S_B - S_W - H&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Prisoner count: X_w - X_b, X_c = P_c + R_c (prisoners and pass stones of colour c)</source>
        <translation>提子计数：X_w - X_b，X_c = P_c + R_c（颜色 c 的提子与虚手子）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Stone scoring by counting prisoners</source>
        <translation>以数提子实现子数计分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When removed stones and pass stones are kept as prisoners and White passes last, both players made as many moves; so the difference in stones on the board is the difference in prisoners, and counting the lids gives the stone score without counting the board.</source>
        <translation>若提走的棋子和虚手子都作为提子保留，且白方最后虚手，则双方手数相同；因此盘上子数之差等于提子之差，只数盒盖即可得到子数得分，无需数棋盘。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A_B + A_W + N = s*s (the whole board is accounted for)</source>
        <translation>A_B + A_W + N = s*s（整个棋盘都已计入）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the counts do not fill the board</source>
        <translation>计数未覆盖整个棋盘</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Komi (corollaries 1 and 2): D = A_W - A_B + K = (s*s - N) + K - 2 A_B moves in steps of 2</source>
        <translation>贴目（推论 1 和 2）：D = A_W - A_B + K = (s*s - N) + K - 2 A_B 以 2 为步长变化</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Parity and komi</source>
        <translation>奇偶性与贴目</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The areas and the neutral points fill the board, so the area difference is odd or even with the points left after the neutral ones. The result therefore moves in steps of 2, and the komi decides whether a jigo can happen and how small a win can be.</source>
        <translation>双方子数与中立点填满整个棋盘，因此子数之差的奇偶性与扣除中立点后剩余点数的奇偶性相同。所以结果以 2 为步长变化，而贴目决定能否出现和棋以及最小胜差是多少。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>P_B = X_B + D_B, P_W = X_W + D_W (White&apos;s lid holds Black&apos;s prisoners)</source>
        <translation>P_B = X_B + D_B，P_W = X_W + D_W（白方盒盖中装的是被提的黑子）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The lids add up (moves)</source>
        <translation>棋盒盖数目相符（手数）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every move is a stone on the board, a stone in the opponent&apos;s lid, or a pass. Black moves first and the players alternate, so Black made as many moves as White, or one more when Black passed last.</source>
        <translation>每一手要么是盘上的一子，要么是对方盒盖中的一子，要么是虚手。黑方先行，双方轮流落子，因此黑方的手数与白方相同，黑方最后虚手时则多一手。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/proofs_view.py" line="+33"/>
        <source>by the table</source>
        <translation>据计数表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>follows</source>
        <translation>推得</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rules promise</source>
        <translation>规则保证</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>so</source>
        <translation>所以</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on this game</source>
        <translation>本局</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>What is counted</source>
        <translation>计数项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Symbol</source>
        <translation>符号</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Made of</source>
        <translation>构成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+41"/>
        <source>Does not apply: {why}</source>
        <translation>不适用：{why}</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Each colour&apos;s counts on this game, in words and in the symbols the proofs use. Below, each proof is written out with these numbers, under the writing it comes from: a check mark where a step holds, a cross where the counts break it, and a dash where the game does not meet what the step needs (for example Black passed last).</source>
        <translation>本局双方的各项计数，以文字和证明所用的符号表示。下面用这些数字逐一写出每个证明（注明出处）：成立的步骤打勾，被计数打破的步骤打叉，本局不满足该步骤所需条件的（例如黑方最后虚手）画短横。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The table of counts</source>
        <translation>计数表</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>{path}: cannot be written</source>
        <translation>{path}：无法写入</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{path}: the PDF was not written</source>
        <translation>{path}：PDF 未写入</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Table of Counts</source>
        <translation>计数表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score sheet as the first page</source>
        <translation>以计分表作为第一页</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the game&apos;s score sheet, then the table of counts and the proofs</source>
        <translation>先导出本局的计分表，再导出计数表和证明</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export PDF…</source>
        <translation>导出 PDF…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot count: {problem}</source>
        <translation>无法计算：{problem}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+7"/>
        <source>Export the Table of Counts</source>
        <translation>导出计数表</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The table of counts was not written: {error}</source>
        <translation>计数表未写入：{error}</translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <location filename="../../gocount_gui/model/game_model.py" line="-359"/>
        <location filename="../../gocount_gui/record/sgf.py" line="+357"/>
        <location filename="../../gocount_gui/record/write.py" line="+167"/>
        <source>there is no game {number} in the file</source>
        <translation>文件中没有第 {number} 局</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/encoding.py" line="+91"/>
        <source>CA[{declared}] is not an encoding gocount knows; text read as {guess}</source>
        <translation>CA[{declared}] 不是 gocount 认识的编码；文本按 {guess} 读取</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CA[{declared}] does not match the text; read as {guess}</source>
        <translation>CA[{declared}] 与文本不符；按 {guess} 读取</translation>
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
        <translation>{token} 不是 name=value 格式</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is not a count by numbers of this gocount</source>
        <translation>它不是本 gocount 的按数字计算</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../gocount_gui/record/saved.py" line="+42"/>
        <source>rules={rules} is not a rule set gocount knows</source>
        <translation>rules={rules} 不是 gocount 认识的规则</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../gocount_gui/record/saved.py" line="-14"/>
        <source>{name}={value} is not a pair Black,White</source>
        <translation>{name}={value} 不是“黑,白”形式的数对</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>it holds no count by numbers (no GOCOUNT property marked by=numbers on the root)</source>
        <translation>其中没有按数字计算（根节点上没有标记 by=numbers 的 GOCOUNT 属性）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not a count by numbers: {error}</source>
        <translation>不是按数字计算：{error}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SZ[{size}] and the count&apos;s size={counted} disagree</source>
        <translation>SZ[{size}] 与计算中的 size={counted} 不一致</translation>
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
        <translation>不是数字；视为未给出贴目</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>read as {komi} (Fox writes komi times 100, or times 50)</source>
        <translation>读作 {komi}（野狐写入的贴目乘以 100 或 50）</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>counted with {komi}, the komi Fox uses under {rules} rules</source>
        <translation>按 {komi} 计算，即野狐在{rules}下使用的贴目</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no KM; {fox}</source>
        <translation>无 KM；{fox}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no KM (the {rules} komi, {komi})</source>
        <translation>无 KM（取{rules}的贴目 {komi}）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{km} cannot give RE[{result}] (a half-point result needs a half-point komi)</source>
        <translation>{km} 得不出 RE[{result}]（半目的结果需要带半目的贴目）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{km} cannot give RE[{result}] (a whole-point result needs a whole-point komi)</source>
        <translation>{km} 得不出 RE[{result}]（整目的结果需要整目的贴目）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{why}; {fox}</source>
        <translation>{why}；{fox}</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>HA[{value}] is not a handicap (a whole number from 0 to {largest} that fits on the board); H = {counted} counted from the stones</source>
        <translation>HA[{value}] 不是有效的让子数（应为 0 到 {largest} 之间、能放在棋盘上的整数）；按棋子数得 H = {counted}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>HA[{value}] but no handicap stones found; H = {stated} assumed</source>
        <translation>HA[{value}]，但未找到让子；假定 H = {stated}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HA[{value}] but {counted} handicap stones on the board; H = {counted} counted</source>
        <translation>HA[{value}]，但盘上有 {counted} 个让子；按 H = {counted} 计算</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>no RU; counted under {rules} rules</source>
        <translation>无 RU；按{rules}计算</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>RU[{value}] is too long to be a rule set&apos;s name (over {limit} characters); counted under {rules} rules</source>
        <translation>RU[{value}] 太长，不可能是规则名称（超过 {limit} 个字符）；按{rules}计算</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>RU[{value}] read as {rules} rules</source>
        <translation>RU[{value}] 读作{rules}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>RU[{value}] names no rule set gocount knows; counted under {rules} rules</source>
        <translation>RU[{value}] 不是 gocount 认识的规则；按{rules}计算</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/replay.py" line="+86"/>
        <location line="+114"/>
        <source>{point} is off the {size}x{size} board</source>
        <translation>{point} 不在 {size}×{size} 棋盘上</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>{player} at {point} retakes a ko at once</source>
        <translation>{player}在 {point} 立即回提劫</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{point} is occupied</source>
        <translation>{point} 已有棋子</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{player} at {point} is suicide</source>
        <translation>{player}在 {point} 落子为自杀</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} at {point} repeats an earlier position (positional superko)</source>
        <translation>{player}在 {point} 落子重复了先前的局面（全局同形）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} at {point} repeats an earlier situation (situational superko)</source>
        <translation>{player}在 {point} 落子重复了先前的情境（全局同形：情境）</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/saved.py" line="-33"/>
        <source>the value is {length} characters long</source>
        <translation>该值长 {length} 个字符</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} is given twice</source>
        <translation>{name} 重复给出</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is a count by numbers, made with no position: open it from File &gt; New Count by Numbers, File &gt; Open Count by Numbers</source>
        <translation>这是不含局面的按数字计算：请在“文件 &gt; 按数字新建计算”窗口中用“文件 &gt; 打开按数字计算”打开</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>format gocount={format} is not one this gocount reads (gocount={version})</source>
        <translation>格式 gocount={format} 不是本 gocount 能读取的格式（gocount={version}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{fields} missing</source>
        <translation>缺少 {fields}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}={value} is not a count</source>
        <translation>{name}={value} 不是计数</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{name}: {value} is not a point of the {size}x{size} board</source>
        <translation>{name}：{value} 不是 {size}×{size} 棋盘上的点</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>komi={komi} is not a number</source>
        <translation>komi={komi} 不是数字</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>komi={komi} is out of range</source>
        <translation>komi={komi} 超出范围</translation>
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
        <translation>保存时盘上有 {black} 个黑子和 {white} 个白子，而棋谱结束时为 {now_black} 和 {now_white}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{count} of its dead stones stand on empty points</source>
        <translation>其中 {count} 枚死子位于空点上</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} of its region owners are set on living stones</source>
        <translation>其中 {count} 个区域归属设在活子上</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its handicap {handicap} disagrees with the record, which has no HA</source>
        <translation>其让子数 {handicap} 与棋谱不符，棋谱中没有 HA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its handicap {handicap} disagrees with HA[{value}]</source>
        <translation>其让子数 {handicap} 与 HA[{value}] 不符</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the TB/TW markup differs from its territory on {count} points (edited since it was saved)</source>
        <translation>TB/TW 标记与其地域有 {count} 个点不同（保存后被编辑过）</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/sgf.py" line="-244"/>
        <source>move {move} (node {node})</source>
        <translation>第 {move} 手（节点 {node}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>node {node}</source>
        <translation>节点 {node}</translation>
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
        <translation>{kind}，不是普通文件；gocount 只从文件读取棋谱</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <location filename="../../gocount_gui/record/write.py" line="+179"/>
        <source>cannot read the file: {error}</source>
        <translation>无法读取文件：{error}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{size} MB</source>
        <translation>{size} MB</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>over {size} MB</source>
        <translation>超过 {size} MB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is {size}; gocount reads game records up to {limit} MB (one game is rarely over 100 kB)</source>
        <translation>文件大小为 {size}；gocount 只读取不超过 {limit} MB 的棋谱（一局棋很少超过 100 kB）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it is a link</source>
        <translation>它是链接</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a folder</source>
        <translation>它是文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a pipe (FIFO)</source>
        <translation>它是管道（FIFO）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>it is a device</source>
        <translation>它是设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a socket</source>
        <translation>它是套接字</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is a special file</source>
        <translation>它是特殊文件</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the data is {size} MB; gocount reads game records up to {limit} MB</source>
        <translation>数据大小为 {size} MB；gocount 只读取不超过 {limit} MB 的棋谱</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>its variations nest more than {limit} deep; gocount reads games of fewer levels (a game has a few hundred moves)</source>
        <translation>其变化图嵌套超过 {limit} 层；gocount 只读取层数更少的棋谱（一局棋只有几百手）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file holds {nodes} nodes; gocount reads at most {limit} from one file (a game has a few hundred)</source>
        <translation>文件包含 {nodes} 个节点；gocount 每个文件最多读取 {limit} 个（一局棋只有几百个）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the file ends in the middle of the game; read up to where it stops</source>
        <translation>文件在对局中途结束；已读取到结束处</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not an SGF file: no game tree &apos;(;&apos; found</source>
        <translation>不是 SGF 文件：未找到棋局树 &apos;(;&apos;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a readable SGF file ({error})</source>
        <translation>不是可读的 SGF 文件（{error}）</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>error parsing game {number}: {error}</source>
        <translation>解析第 {number} 局时出错：{error}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file holds more than {limit} games; gocount reads at most {limit} from one file (split the collection into smaller files)</source>
        <translation>文件包含超过 {limit} 局；gocount 每个文件最多读取 {limit} 局（请将棋谱集拆分为较小的文件）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no SGF data found</source>
        <translation>未找到 SGF 数据</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>board size SZ[{size}] is not supported (square boards {smallest} to {largest})</source>
        <translation>不支持棋盘大小 SZ[{size}]（支持 {smallest} 到 {largest} 路的正方形棋盘）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>game {number} cannot be read ({error})</source>
        <translation>无法读取第 {number} 局（{error}）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>board size {size} is not supported ({smallest} to {largest})</source>
        <translation>不支持棋盘大小 {size}（{smallest} 到 {largest}）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>its main line has more than {limit} moves; gocount counts games of fewer (a game has a few hundred)</source>
        <translation>其主线超过 {limit} 手；gocount 只计算手数更少的棋局（一局棋只有几百手）</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>{count} more notes like these are not shown</source>
        <translation>另有 {count} 条类似的提示未显示</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>it is not plain ASCII</source>
        <translation>它不是纯 ASCII</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>gocount&apos;s saved count is ignored ({problem}); the record and its TB/TW markup are read instead</source>
        <translation>忽略 gocount 保存的计算（{problem}）；改为读取棋谱及其 TB/TW 标记</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{error}; ignored</source>
        <translation>{error}；已忽略</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>a node with both a Black and a White move; the White move is ignored</source>
        <translation>一个节点中同时有黑棋和白棋着手；已忽略白棋着手</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>not a point of the board; move ignored</source>
        <translation>不是棋盘上的点；已忽略该着手</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>moves written in upper case or with spaces, which SGF does not allow ({count} in all); read as lower case</source>
        <translation>着手用大写字母或带空格书写，SGF 不允许（共 {count} 手）；按小写读取</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{count} points are marked both Black&apos;s and White&apos;s territory (first {point}); those marks are ignored</source>
        <translation>{count} 个点同时被标记为黑地和白地（第一个是 {point}）；这些标记被忽略</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{error}; played anyway</source>
        <translation>{error}；仍照下</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{error}; move skipped</source>
        <translation>{error}；已跳过该着手</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/write.py" line="-163"/>
        <source>the game in the file is {file}x{file} and the count {count}x{count}; a count is never written into a game of another size</source>
        <translation>文件中的对局是 {file}x{file}，计算是 {count}x{count}；计算绝不会写入另一种大小的对局</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>board size SZ[{size}] is not supported</source>
        <translation>不支持棋盘大小 SZ[{size}]</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>the file exists; saving over it needs the caller&apos;s say-so</source>
        <translation>文件已存在；覆盖保存需要调用方同意</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>the folder {folder} is read-only</source>
        <translation>文件夹 {folder} 是只读的</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the folder {folder} is read-only for you (no permission to write there)</source>
        <translation>文件夹 {folder} 对您是只读的（没有写入权限）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full (no space left for the file in {folder})</source>
        <translation>磁盘已满（{folder} 中没有空间存放该文件）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the folder {folder} does not exist (was it removed or a drive unplugged?)</source>
        <translation>文件夹 {folder} 不存在（是否已被删除，或驱动器已拔出？）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{folder} is not a folder</source>
        <translation>{folder} 不是文件夹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file&apos;s name is too long for the system (at most 255 bytes; choose a shorter one)</source>
        <translation>文件名对系统来说太长（最多 255 字节；请选一个较短的名称）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk reported an error while writing in {folder}</source>
        <translation>在 {folder} 中写入时磁盘报告了错误</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot write in {folder}: {system}</source>
        <translation>无法在 {folder} 中写入：{system}</translation>
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
        <translation>{what} 不是数字：{value}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{what} is not a whole number: {value}</source>
        <translation>{what} 不是整数：{value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} is {value}, not a whole number from {lowest} to {highest}</source>
        <translation>{what} 是 {value}，不是 {lowest} 到 {highest} 之间的整数</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a number of over 3,000 digits</source>
        <translation>超过 3,000 位的数</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{what} is {value}, not a komi from -{largest} to {largest}</source>
        <translation>{what} 是 {value}，不是 -{largest} 到 {largest} 之间的贴目</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>{what} is {value}, not a number from {lowest} to {highest}</source>
        <translation>{what} 是 {value}，不是 {lowest} 到 {highest} 之间的数</translation>
    </message>
</context>
<context>
    <name>Referee</name>
    <message>
        <location filename="../../gocount_gui/engine/headless.py" line="+52"/>
        <source>referee: {engine} gave no opinion: {error}</source>
        <translation>裁判：{engine} 未给出意见：{error}</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>referee: {engine} calls %n stones dead</source>
        <translation>
            <numerusform>裁判：{engine} 判定 %n 子为死子</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; agrees with every dead mark</source>
        <translation>；同意所有死子标记</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not marked dead</source>
        <translation>未标为死子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>marked dead</source>
        <translation>已标为死子</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>; disagrees on %n stones: {stones}</source>
        <translation>
            <numerusform>；有 %n 子判断不同：{stones}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gocount_gui/scoring/referee.py" line="+75"/>
        <source>{path}: cannot read the file</source>
        <translation>{path}：无法读取文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{path}: a path with a line break cannot be sent over GTP</source>
        <translation>{path}：含换行符的路径无法通过 GTP 发送</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{path}: GNU Go gave no answer within {seconds} s</source>
        <translation>{path}：GNU Go 在 {seconds} 秒内未答复</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{path}: GNU Go could not be started: {error}</source>
        <translation>{path}：无法启动 GNU Go：{error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no output</source>
        <translation>无输出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path}: GNU Go stopped early: {output}</source>
        <translation>{path}：GNU Go 提前停止：{output}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{path}: GNU Go refused: {answer}</source>
        <translation>{path}：GNU Go 拒绝：{answer}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{path}: GNU Go&apos;s answer is no list of points: {error}</source>
        <translation>{path}：GNU Go 的答复不是点的列表：{error}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../gocount_gui/scoring/rules.py" line="+84"/>
        <source>pass stones</source>
        <translation>虚手子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White passes last</source>
        <translation>白方最后虚手</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>seki eyes score</source>
        <translation>双活眼计分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seki eyes do not score</source>
        <translation>双活眼不计分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dead stones stay on the board</source>
        <translation>死子留在盘上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>suicide allowed</source>
        <translation>允许自杀</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no suicide</source>
        <translation>禁止自杀</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>komi {komi}</source>
        <translation>贴目 {komi}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>area counting</source>
        <translation>数子法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>territory counting</source>
        <translation>数目法</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>simple ko</source>
        <translation>简单劫</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>stone counting</source>
        <translation>子数计分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prisoner counting</source>
        <translation>数提子法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>area counting (rules III)</source>
        <translation>数子法（规则 III）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>positional superko</source>
        <translation>全局同形</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>situational superko</source>
        <translation>全局同形（情境）</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Japanese</source>
        <translation>日本规则</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Korean</source>
        <translation>韩国规则</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chinese</source>
        <translation>中国规则</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AGA</source>
        <translation>AGA 规则</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Zealand</source>
        <translation>新西兰规则</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ing</source>
        <translation>应氏规则</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tromp-Taylor</source>
        <translation>Tromp-Taylor 规则</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equivalence</source>
        <translation>等价规则</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area rules III</source>
        <translation>数子规则 III</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone scoring</source>
        <translation>子数计分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prisoner-counting stone scoring</source>
        <translation>数提子的子数计分</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>unknown rule set {name}; known: {known}</source>
        <translation>未知规则 {name}；已知规则：{known}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>custom</source>
        <translation>自定义规则</translation>
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
        <translation>数子法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory counting</source>
        <translation>数目法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stones counting</source>
        <translation>子数计分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prisoners counting</source>
        <translation>数提子法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area iii counting</source>
        <translation>数子法 III</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>komi</source>
        <translation>贴目</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>handicap compensation to White ({how})</source>
        <translation>给白方的让子补偿（{how}）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>stones on the board</source>
        <translation>盘上棋子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>territory</source>
        <translation>目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seki eyes</source>
        <translation>双活眼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prisoners taken (the opponent&apos;s P)</source>
        <translation>所提的子（对方的 P）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pass stones received (the opponent&apos;s R)</source>
        <translation>收到的虚手子（对方的 R）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>seki eyes (not counted)</source>
        <translation>双活眼（不计）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>area with every stone standing</source>
        <translation>所有棋子都留在盘上时的子数</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>points to fill, not territory (Black {black}, White {white})</source>
        <translation>须补的点，不算目（黑 {black}，白 {white}）</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>none under territory counting</source>
        <translation>数目法下无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none under stone scoring</source>
        <translation>子数计分下无</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>handicap stones beyond the first move</source>
        <translation>第一手之外的让子</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>none: H&apos; is on Black&apos;s side</source>
        <translation>无：H&apos; 在黑方一侧</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>area (S + T + E)</source>
        <translation>子数（S + T + E）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>half the difference in stones played before the first pass</source>
        <translation>第一次虚手前所下子数之差的一半</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>in n_B - n_W</source>
        <translation>已含在 n_B - n_W 中</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <location filename="../../gocount_gui/selftest.py" line="+51"/>
        <source>bundle {folder}</source>
        <translation>打包版 {folder}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source {folder}</source>
        <translation>源码 {folder}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>(version unknown)</source>
        <translation>（版本未知）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>missing from {folder}: {files}</source>
        <translation>{folder} 中缺少：{files}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} files in {folder}</source>
        <translation>{folder} 中有 {count} 个文件</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the example game cannot be counted: {problem}</source>
        <translation>示例对局无法计算：{problem}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the example game has no counted result to compare with</source>
        <translation>示例对局没有可比较的数子结果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the record says {recorded}, but {rules} counts {result}</source>
        <translation>棋谱记录为 {recorded}，但按{rules}计算为 {result}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{size}x{size}, {moves} moves, {result} by the record and by {rules}; {presets} presets counted</source>
        <translation>{size}×{size}，{moves} 手，棋谱与{rules}均为 {result}；已计算 {presets} 种预设规则</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>identity {number} ({name}) fails: {left} vs {right}</source>
        <translation>恒等式 {number}（{name}）不成立：{left} 对 {right}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{held} hold, {other} do not apply to this game, none fails</source>
        <translation>{held} 个成立，{other} 个不适用于本局，没有不成立的</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the board painted as {count} colour(s): nothing was drawn</source>
        <translation>棋盘只绘出 {count} 种颜色：什么也没画出来</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Qt could not write a PNG</source>
        <translation>Qt 无法写入 PNG</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Qt could not read back the PNG it wrote</source>
        <translation>Qt 无法读回它写入的 PNG</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Qt could not read the SVG icon</source>
        <translation>Qt 无法读取 SVG 图标</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Qt wrote no PDF</source>
        <translation>Qt 未写出 PDF</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Qt&apos;s print support made no usable printer</source>
        <translation>Qt 的打印支持未能提供可用的打印机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>board painted ({colours} colours), PNG {png} bytes written and read back, SVG icon read, PDF {pdf} bytes, printer ready</source>
        <translation>棋盘已绘制（{colours} 种颜色），PNG {png} 字节已写入并读回，SVG 图标已读取，PDF {pdf} 字节，打印机就绪</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>English (the source text; no translation to load)</source>
        <translation>英语（源文本；无需加载翻译）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{language}: {file} is missing or unreadable</source>
        <translation>{language}：{file} 缺失或无法读取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{language}: no translation built, English shown</source>
        <translation>{language}：未构建翻译，显示英语</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, drawn with the bundled {family}</source>
        <translation>，使用内置的 {family} 绘制</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, drawn with the system&apos;s fonts (no bundled CJK font)</source>
        <translation>，使用系统字体绘制（无内置 CJK 字体）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{language} loaded with Qt&apos;s own: the File menu reads {menu}</source>
        <translation>{language} 已加载（含 Qt 自带翻译）：“文件”菜单显示为 {menu}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{language} loaded without Qt&apos;s own: the File menu reads {menu}</source>
        <translation>{language} 已加载（不含 Qt 自带翻译）：“文件”菜单显示为 {menu}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>image format {name}</source>
        <translation>图像格式 {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the SVG icon engine</source>
        <translation>SVG 图标引擎</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>missing Qt plugins: {plugins} (looked in {folder})</source>
        <translation>缺少 Qt 插件：{plugins}（查找位置：{folder}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>platforms {platforms}; image formats {formats}; SVG icons</source>
        <translation>平台 {platforms}；图像格式 {formats}；SVG 图标</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>two worker processes counted {theirs}, this process {ours}</source>
        <translation>两个工作进程计算为 {theirs}，本进程为 {ours}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two worker processes counted the example game as this process does ({result})</source>
        <translation>两个工作进程对示例对局的计算与本进程相同（{result}）</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>bundled files</source>
        <extracomment>The stones the photo check draws, (row, col) from the top left: X black, O white. (name, check, whether it needs the example&apos;s count); a check takes the context the earlier ones filled in and returns what it found, in words.</extracomment>
        <translation>内置文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>example game</source>
        <translation>示例对局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>identities</source>
        <translation>恒等式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qt drawing</source>
        <translation>Qt 绘图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qt plugins</source>
        <translation>Qt 插件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>translations</source>
        <translation>翻译</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worker processes</source>
        <translation>工作进程</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the example game was not counted</source>
        <translation>示例对局未被计算</translation>
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
        <translation>计分表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count over the board</source>
        <translation>现场数子</translation>
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
        <translation>赛事</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round {round}</source>
        <translation>第 {round} 轮</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place</source>
        <translation>地点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>对局</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{rules} (record: RU[{ru}])</source>
        <translation>{rules}（棋谱：RU[{ru}]）</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <translation>棋谱记录为 {result}：无可比较。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}; this game is not finished, so nothing to compare.</source>
        <translation>棋谱记录为 {result}；本局尚未终局，无可比较。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record agrees ({result}).</source>
        <translation>棋谱记录与之一致（{result}）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}.</source>
        <translation>棋谱记录为 {result}。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lid audit: </source>
        <translation>棋盒核对：</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>? on %n stones: the dead-stone suggestion is unsure; check them.</source>
        <translation>
            <numerusform>%n 子上标有 ?：死子提示不确定；请检查。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Stones on the board</source>
        <translation>盘上棋子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory</source>
        <translation>目</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Counts</source>
        <translation>计数</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Black&apos;s territory</source>
        <translation>黑空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s territory</source>
        <translation>白空</translation>
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
        <location line="+8"/>
        <source>Marks on the board</source>
        <translation>棋盘上的标记</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Every rule set</source>
        <translation>所有规则</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White before compensation C(H) and komi K</source>
        <translation>白方（未计让子补偿 C(H) 和贴目 K）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>chosen</source>
        <translation>所选</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Identities</source>
        <translation>恒等式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counting methods checked against each other with this game&apos;s numbers</source>
        <translation>用本局数据对各种计算方法进行相互验证</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Counted with gocount {version} on {date}</source>
        <translation>由 gocount {version} 于 {date} 计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signatures: Black ________   White ________   Referee ________</source>
        <translation>签名：黑方 ________   白方 ________   裁判 ________</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Score sheet - {black} (B) vs {white} (W)</source>
        <translation>计分表 - {black}（黑）对 {white}（白）</translation>
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
        <translation>未记录虚手（或无人虚手）：不知道最后谁虚手</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who passed last: unknown</source>
        <translation>最后虚手方：未知</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Handicap stones, 0 in an even game (H); all but one count as extra moves (H&apos; = H - 1)</source>
        <translation>让子数，分先为 0（H）；除一子外均算作额外手数（H&apos; = H - 1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Handicap stones</source>
        <translation>让子</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Who passed last:</source>
        <translation>最后虚手方：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Handicap stones:</source>
        <translation>让子(&amp;H)：</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Black&apos;s lid holds the white stones Black took (P_W = X_W + D_W) and White&apos;s pass stones (R_W).</source>
        <translation>黑方盒盖中装有黑方提取的白子（P_W = X_W + D_W）和白方的虚手子（R_W）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White stones Black captured during play (X_W)</source>
        <translation>黑方在对局中提取的白子（X_W）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White stones removed as dead: the marks on the board (D_W)</source>
        <translation>作为死子提走的白子：即棋盘上的标记（D_W）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One stone for each pass White made (R_W)</source>
        <translation>白方每虚手一次交一子（R_W）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s passes, one pass stone each (R_W)</source>
        <translation>白方的虚手，每次一枚虚手子（R_W）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every stone in Black&apos;s lid (P_W + R_W)</source>
        <translation>黑方盒盖中的全部棋子（P_W + R_W）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s lid: white stones captured</source>
        <translation>黑方盒盖：提取的白子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one from Black&apos;s lid: white stones captured</source>
        <translation>从黑方盒盖减一：提取的白子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one to Black&apos;s lid: white stones captured</source>
        <translation>向黑方盒盖加一：提取的白子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s lid: White&apos;s pass stones</source>
        <translation>黑方盒盖：白方的虚手子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one from Black&apos;s lid: White&apos;s pass stones</source>
        <translation>从黑方盒盖减一：白方的虚手子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one to Black&apos;s lid: White&apos;s pass stones</source>
        <translation>向黑方盒盖加一：白方的虚手子</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Prisoners in Black&apos;s lid (White stones)</source>
        <translation>黑方盒盖中的提子（白子）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Captured by Black:</source>
        <translation>黑方提子(&amp;C)：</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Prisoners in White&apos;s lid (Black stones)</source>
        <translation>白方盒盖中的提子（黑子）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Captured by White:</source>
        <translation>白方提子(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s lid holds the black stones White took (P_B = X_B + D_B) and Black&apos;s pass stones (R_B).</source>
        <translation>白方盒盖中装有白方提取的黑子（P_B = X_B + D_B）和黑方的虚手子（R_B）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black stones White captured during play (X_B)</source>
        <translation>白方在对局中提取的黑子（X_B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black stones removed as dead: the marks on the board (D_B)</source>
        <translation>作为死子提走的黑子：即棋盘上的标记（D_B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One stone for each pass Black made (R_B)</source>
        <translation>黑方每虚手一次交一子（R_B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s passes, one pass stone each (R_B)</source>
        <translation>黑方的虚手，每次一枚虚手子（R_B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every stone in White&apos;s lid (P_B + R_B)</source>
        <translation>白方盒盖中的全部棋子（P_B + R_B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s lid: black stones captured</source>
        <translation>白方盒盖：提取的黑子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one from White&apos;s lid: black stones captured</source>
        <translation>从白方盒盖减一：提取的黑子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one to White&apos;s lid: black stones captured</source>
        <translation>向白方盒盖加一：提取的黑子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s lid: Black&apos;s pass stones</source>
        <translation>白方盒盖：黑方的虚手子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one from White&apos;s lid: Black&apos;s pass stones</source>
        <translation>从白方盒盖减一：黑方的虚手子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one to White&apos;s lid: Black&apos;s pass stones</source>
        <translation>向白方盒盖加一：黑方的虚手子</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Each pass is a pass stone in the other player&apos;s lid: Black&apos;s passes in White&apos;s lid, White&apos;s passes in Black&apos;s lid.</source>
        <translation>每次虚手都是对方盒盖中的一枚虚手子：黑方的虚手在白方盒盖中，白方的虚手在黑方盒盖中。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Black passed last</source>
        <translation>黑方最后虚手</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White passed last</source>
        <translation>白方最后虚手</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The lid audit: S_B + P_B + R_B - H&apos; - L = S_W + P_W + R_W
(every move is a stone on the board, a stone in a lid or a pass stone).</source>
        <translation>棋盒核对：S_B + P_B + R_B - H&apos; - L = S_W + P_W + R_W
（每一手都是盘上的一子、盒盖中的一子或一枚虚手子）。</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Dead:</source>
        <translation>死子：</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>{tip}; mark them on the board to change this</source>
        <translation>{tip}；在棋盘上标记即可更改</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pass stones:</source>
        <translation>虚手子(&amp;P)：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;In the lid:&lt;/b&gt;</source>
        <translation>&lt;b&gt;盒盖中：&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>{tip} (type a number, or use the arrow keys)</source>
        <translation>{tip}（输入数字，或使用方向键）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One stone fewer (Ctrl+Z undoes a run of clicks at once)</source>
        <translation>减一子（Ctrl+Z 一次撤销连续点击）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One stone more (Ctrl+Z undoes a run of clicks at once)</source>
        <translation>加一子（Ctrl+Z 一次撤销连续点击）</translation>
    </message>
    <message>
        <location line="-177"/>
        <source>Black passed {count} time(s)</source>
        <translation>黑方虚手 {count} 次</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White passed {count} time(s)</source>
        <translation>白方虚手 {count} 次</translation>
    </message>
    <message>
        <location line="+250"/>
        <source>Cannot count: {problem}</source>
        <translation>无法计算：{problem}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lid audit: </source>
        <translation>棋盒核对：</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../gocount_gui/ui/window.py" line="-459"/>
        <source>SGF game records (*.sgf *.SGF);;All files (*)</source>
        <translation>SGF 棋谱 (*.sgf *.SGF);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+240"/>
        <source>&amp;New Count…</source>
        <translation>新建计算(&amp;N)…</translation>
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
        <location line="+570"/>
        <location line="+23"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="-593"/>
        <source>Save the count to another file</source>
        <translation>将计算结果保存到另一个文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Score Sheet…</source>
        <translation>导出计分表(&amp;E)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write the score sheet as a PDF or PNG file</source>
        <translation>将计分表保存为 PDF 或 PNG 文件</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>Chec&amp;k a Folder…</source>
        <translation>检查文件夹(&amp;K)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count every game of a folder and compare each with its recorded result</source>
        <translation>计算文件夹中的每局棋，并与其记录结果比较</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Suggest &amp;Dead Stones</source>
        <translation>提示死子(&amp;D)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark the stones gocount judges dead (check them after)</source>
        <translation>标记 gocount 判断为死的棋子（之后请检查）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel Suggestion</source>
        <translation>取消提示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clear Dead Marks</source>
        <translation>清除死子标记(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark every stone alive again</source>
        <translation>将所有棋子重新标为活棋</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>Game &amp;Info…</source>
        <translation>对局信息(&amp;I)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The players, their ranks, the date, event and place of the game</source>
        <translation>对局者、段位、对局日期、赛事和地点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to Count</source>
        <translation>如何计算(&amp;H)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The steps of a count and what the marks on the board mean</source>
        <translation>计算步骤以及棋盘上各标记的含义</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location filename="../../gocount_gui/selftest.py" line="-141"/>
        <location filename="../../gocount_gui/ui/window.py" line="+72"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/window.py" line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>对局(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mode</source>
        <translation>模式(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Main toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{action} the last change (the Edit menu names it)</source>
        <translation>{action}上一次更改（“编辑”菜单中显示其名称）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>More toolbar buttons</source>
        <translation>更多工具栏按钮</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Cannot count: {problem}</source>
        <translation>无法计算：{problem}</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>New count</source>
        <translation>新建计算</translation>
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
        <location line="+23"/>
        <source>gocount: cannot open the game</source>
        <translation>gocount：无法打开对局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot be opened.

{reason}</source>
        <translation>无法打开 {name}。

{reason}</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Note on this record: {note} (and %n more)</source>
        <translation>
            <numerusform>棋谱备注：{note}（另有 %n 条）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note on this record: {note}</source>
        <translation>棋谱备注：{note}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opened {name}: {moves} moves, dead stones as the players marked them</source>
        <translation>已打开 {name}：{moves} 手，死子按对局者标记</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opened {name}: {moves} moves, no dead stones marked; {suggesting}</source>
        <translation>已打开 {name}：{moves} 手，未标记死子；{suggesting}</translation>
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
            <numerusform>第 {number} 局：{black}（黑）对 {white}（白），{size}×{size}，%n 手</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file holds several games. Count which one?</source>
        <translation>此文件包含多局棋。计算哪一局？</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Save the count</source>
        <translation>保存计算结果</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>gocount: the count was not saved</source>
        <translation>gocount：计算结果未保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} could not be saved; nothing was changed.

{reason}

Your count is still open here, and kept in the autosave until it is saved.</source>
        <translation>无法保存 {name}；未做任何更改。

{reason}

您的计算仍在此处打开，并会一直保留在自动保存中，直到保存为止。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved {name}</source>
        <translation>已保存 {name}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export the score sheet</source>
        <translation>导出计分表</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>gocount: the score sheet was not written</source>
        <translation>gocount：计分表未写入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} could not be written.

{reason}</source>
        <translation>无法写入 {name}。

{reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score sheet written to {name}</source>
        <translation>计分表已写入 {name}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the printer</source>
        <translation>打印机</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gocount: the score sheet was not printed</source>
        <translation>gocount：计分表未打印</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{printer} could not be started.</source>
        <translation>无法启动 {printer}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score sheet sent to the printer</source>
        <translation>计分表已发送到打印机</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Score sheet — print preview</source>
        <translation>计分表 — 打印预览</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{name} has been deleted, moved or renamed since gocount opened it (it is no longer in {folder}).

Save the count to a file of your choice?</source>
        <translation>自 gocount 打开以来，{name} 已被删除、移动或重命名（已不在 {folder} 中）。

要将计算保存到您选择的文件吗？</translation>
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
        <translation>gocount：文件已在磁盘上更改</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>{name} has been changed by another program since gocount read it (it was last changed {when}).</source>
        <translation>自 gocount 读取后，{name} 已被另一个程序修改（最后修改于 {when}）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has been changed by another program since gocount read it.</source>
        <translation>自 gocount 读取后，{name} 已被另一个程序修改。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It no longer holds this game, so the count cannot be written into it.</source>
        <translation>文件中已没有这局棋，所以无法写入计算。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It now holds a {board}×{board} game; this {size}×{size} count is never written over it.</source>
        <translation>文件现在是 {board}×{board} 的对局；这个 {size}×{size} 的计算绝不会覆盖它。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overwrite: restore the count, and Save writes it into the file as it is now (the other program&apos;s changes are lost).</source>
        <translation>覆盖：恢复计算，保存时写入现在的文件（另一个程序的修改将丢失）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overwrite: write the count into the file as it is now (the other program&apos;s changes are lost).</source>
        <translation>覆盖：把计算写入现在的文件（另一个程序的修改将丢失）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Overwrite</source>
        <translation>覆盖(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save As: save the count under another name. Reload: open the file as it is now instead of this count.</source>
        <translation>另存为：以另一个名字保存计算。重新载入：打开现在的文件，代替这个计算。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re&amp;load</source>
        <translation>重新载入(&amp;L)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Autosave failed: {message}. Save the count to keep it.</source>
        <translation>自动保存失败：{message}。请保存计算结果以免丢失。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A count that gocount kept after a crash cannot be read ({error}).

Delete it?</source>
        <translation>无法读取 gocount 在崩溃后保留的计算（{error}）。

要删除它吗？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
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
        <translation>gocount：未保存的计算</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Later</source>
        <translation>稍后(&amp;L)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Restored the count gocount kept after it was closed without saving; save it to keep it</source>
        <translation>已恢复 gocount 在未保存即关闭时保留的计算；请保存以免丢失</translation>
    </message>
    <message>
        <location line="+27"/>
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
        <location line="+95"/>
        <source>{name} (game {number})</source>
        <translation>{name}（第 {number} 局）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new count</source>
        <translation>一个新建计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unknown time</source>
        <translation>未知时间</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>gocount was closed without saving a count.

{what}: {size}×{size}, {rules} rules, %n dead stones, last changed {when}.

Restore it? Later keeps it and asks again at the next start.</source>
        <translation>
            <numerusform>gocount 上次关闭时未保存计算。

{what}：{size}×{size}，{rules}，%n 枚死子，最后更改于 {when}。

要恢复吗？选择“稍后”会保留它，并在下次启动时再次询问。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/language_menu.py" line="+38"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_support.py" line="-157"/>
        <source>Photos of a board (*.jpg *.jpeg *.png *.bmp *.webp *.tif *.tiff);;All files (*)</source>
        <translation>棋盘照片 (*.jpg *.jpeg *.png *.bmp *.webp *.tif *.tiff);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Count from P&amp;hoto…</source>
        <translation>从照片计算(&amp;H)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read the final position from a photo of the board</source>
        <translation>从棋盘照片读取终局局面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Photo from Ca&amp;mera…</source>
        <translation>用摄像头拍照(&amp;M)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take a photo of the board with a camera and read it</source>
        <translation>用摄像头拍下棋盘并读取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rece&amp;ive Photo from Phone…</source>
        <translation>从手机接收照片(&amp;I)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show a QR code that a phone opens to send its photo of the board</source>
        <translation>显示二维码，让手机发送棋盘的照片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste P&amp;hoto</source>
        <translation>粘贴照片(&amp;H)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read the final position from a picture on the clipboard</source>
        <translation>从剪贴板中的图片读取终局局面</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Open a photo of the board</source>
        <translation>打开棋盘照片</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>gocount: no camera</source>
        <translation>gocount：没有摄像头</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Position read from the photo: check the dead stones gocount suggests, then fill in the lids and the passes</source>
        <translation>已从照片读取局面：请检查 gocount 提示的死子，然后填写盒盖和虚手</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/settings.py" line="+42"/>
        <source>The setting {key} could not be read ({why}) and was reset</source>
        <translation>设置 {key} 无法读取（{why}），已重置</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a value of a kind gocount does not use</source>
        <translation>gocount 不使用的一种值</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a {kind} where a text belongs</source>
        <translation>应为文本处却是 {kind}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{value} is not one of its values</source>
        <translation>{value} 不是它的取值之一</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a {kind} where a list of texts belongs</source>
        <translation>应为文本列表处却是 {kind}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{value} is neither true nor false</source>
        <translation>{value} 既不是真也不是假</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{count} sizes where {wanted} belong</source>
        <translation>应为 {wanted} 个尺寸，却有 {count} 个</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a {kind} where Qt&apos;s saved state belongs</source>
        <translation>应为 Qt 保存的状态处却是 {kind}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{length} bytes that are not Qt&apos;s saved state</source>
        <translation>{length} 字节，不是 Qt 保存的状态</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../../gocount_gui/ui/words.py" line="+19"/>
        <source>Territory counting: the empty points you surround plus the stones you captured; eyes in seki count for nobody.</source>
        <translation>数目法：您围住的空点加上您提取的棋子；双活中的眼不归任何一方。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory counting, as in Japan: the empty points you surround plus the stones you captured.</source>
        <translation>数目法（日本式）：您围住的空点加上您提取的棋子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting: your stones on the board plus the empty points you surround; White gets a point for each handicap stone.</source>
        <translation>数子法：您在盘上的棋子加上您围住的空点；每个让子白方得 1 目。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory plus captures, with a stone handed over at every pass and White passing last, so it agrees with area counting.</source>
        <translation>目加提子，每次虚手交出一子，且白方最后虚手，因此与数子法结果一致。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting: your stones on the board plus the empty points you surround; no points for handicap stones.</source>
        <translation>数子法：您在盘上的棋子加上您围住的空点；让子不补偿。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting (Ing&apos;s stone count): your stones plus your empty points; White gets a point for each handicap stone.</source>
        <translation>数子法（应氏计点制）：您的棋子加上您的空点；每个让子白方得 1 目。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting with nothing removed: a point is yours if it is your stone or reaches only your stones, so dead stones must be captured first.</source>
        <translation>不提走任何棋子的数子法：一个点若是您的棋子，或只与您的棋子相连，即归您所有，因此死子必须先提掉。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The oldest way: only your stones on the board count, so every eye you keep costs a point.</source>
        <translation>最古老的方法：只计算您在盘上的棋子，因此每保留一只眼就损失 1 目。</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Territory with a stone handed over at every pass and White passing last: the rules under which area and territory always agree.</source>
        <translation>数目，每次虚手交出一子，且白方最后虚手：在此规则下数子与数目总是一致。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting corrected by the difference in stones the players put down before the first pass, which brings it to the territory result.</source>
        <translation>用双方在第一次虚手前所下子数之差修正的数子法，使其与数目结果一致。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stone scoring counted from the lids: the stones each player took and the pass stones, White passing last.</source>
        <translation>从盒盖计算的子数计分：双方提取的棋子和虚手子，白方最后虚手。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rule sets that teach, from writings on scoring</source>
        <translation>出自计分文献：用于教学的规则</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every move put one stone down, so the stones on the board, in the lids and passed must come out even for both players.</source>
        <translation>每一手都放下一子，因此盘上、盒盖中和虚手交出的棋子对双方必须相符。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area and territory counting differ only by the last pass, the handicap stones, the pass stones and the eyes in seki.</source>
        <translation>数子法与数目法只在最后虚手、让子、虚手子和双活眼上有差别。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With pass stones and White passing last, counting area and counting territory give the same result (the AGA&apos;s promise).</source>
        <translation>有虚手子且白方最后虚手时，数子与数目得出相同结果（AGA 的承诺）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With pass stones and White passing last, the area count and the territory count with pass stones agree (the equivalence theorem).</source>
        <translation>有虚手子且白方最后虚手时，数子结果与含虚手子的数目结果一致（等价定理）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The area rules III count follows from territory, prisoners and the stones each player put down after the first pass (filling the dame).</source>
        <translation>数子规则 III 的结果可由目、提子以及双方在第一次虚手后（填单官时）所下的子数推出。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With as many stones played by each side, area rules III gives the territory result.</source>
        <translation>双方所下子数相同时，数子规则 III 得出数目法的结果。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When White passed last, counting the stones on the board and counting the stones in the lids give the same margin.</source>
        <translation>白方最后虚手时，数盘上的棋子与数盒盖中的棋子得出相同的胜差。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two areas differ by an odd or an even number exactly as the counted points do: a check that no point is lost or counted twice.</source>
        <translation>双方子数之差的奇偶性与计分点数完全相同：借此检查没有点被遗漏或重复计算。</translation>
    </message>
</context>
</TS>
