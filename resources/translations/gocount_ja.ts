<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>Argparse</name>
    <message>
        <location filename="../../gocount_gui/cli.py" line="+249"/>
        <source>usage: </source>
        <translation>使い方：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>positional arguments</source>
        <translation>位置引数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show this help message and exit</source>
        <translation>このヘルプを表示して終了します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s：エラー：%(message)s
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>引数 %(argument_name)s：%(message)s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unrecognized arguments: %s</source>
        <translation>認識できない引数：%s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the following arguments are required: %s</source>
        <translation>次の引数が必要です：%s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected one argument</source>
        <translation>引数が 1 つ必要です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at most one argument</source>
        <translation>引数は 1 つまでです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at least one argument</source>
        <translation>引数が 1 つ以上必要です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ignored explicit argument %r</source>
        <translation>明示的な引数 %r は無視されました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>あいまいなオプション：%(option)s は %(matches)s のいずれにも一致します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>%(type)s の値が無効です：%(value)r</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>無効な選択肢：%(value)r（%(choices)s から選んでください）</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../../gocount_gui/scoring/board.py" line="+144"/>
        <source>{point} is off the {size}x{size} board</source>
        <translation>{point} は {size}x{size} の盤の外です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{point} is occupied</source>
        <translation>{point} にはすでに石があります</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{colour} at {point} is suicide</source>
        <translation>{colour} {point} は自殺手です</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/scoring/game.py" line="+126"/>
        <source>{colour} at {point} retakes a ko at once</source>
        <translation>{colour} {point} はコウをすぐに取り返す手です</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{colour} at {point} repeats an earlier position (positional superko)</source>
        <translation>{colour} {point} は以前の局面を再現します（ポジショナル・スーパーコウ）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{colour} at {point} repeats an earlier situation (situational superko)</source>
        <translation>{colour} {point} は以前の状況（手番を含む局面）を再現します（シチュエーショナル・スーパーコウ）</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/board.py" line="+45"/>
        <source>The Go board. Arrow keys move the cursor; Space or Enter acts at it. Edit mode: B places black, W white, Delete erases. Dead mode: Space marks the group dead or alive, C only its chain, F marks it dead even when it looks alive. Region mode: Space cycles the region&apos;s owner.</source>
        <translation>碁盤。矢印キーでカーソルを移動し、Space または Enter でその位置を操作します。局面編集モード：B で黒石、W で白石を置き、Delete で消去。死に石指定モード：Space で石の一団の死活を切り替え、C で連だけを切り替え、F で生きて見える石も死に石に指定。領域の帰属モード：Space で領域の帰属を順に切り替えます。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>dame</source>
        <translation>ダメ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seki (shared liberty)</source>
        <translation>セキ（共有のダメ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seki eye</source>
        <translation>セキの眼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>false eye: its owner must fill it, so it is not territory</source>
        <translation>欠け眼：持ち主が埋める必要があるため、地になりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be filled by its owner once the dame are filled (the last liberty of a chain), so it is not territory</source>
        <translation>ダメを詰めた後に持ち主が手入れする必要がある（連の最後のダメ）ため、地になりません</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>black stone</source>
        <translation>黒石</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>white stone</source>
        <translation>白石</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>dead (suggested: {reason})</source>
        <translation>死に石（推定：{reason}）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead</source>
        <translation>死に石</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alive (suggested: {reason})</source>
        <translation>生き石（推定：{reason}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in seki</source>
        <translation>セキ</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/scoring/verdicts.py" line="+395"/>
        <location filename="../../gocount_gui/ui/board.py" line="+2"/>
        <source>unsure: check it</source>
        <translation>不確実：確認してください</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/board.py" line="+2"/>
        <source>empty</source>
        <translation>空点</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Black territory</source>
        <translation>黒地</translation>
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
        <translation>帰属を手動で指定</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the border of Black&apos;s area is open here: fill it or mark the owner</source>
        <translation>ここで黒の領域の境界が開いています：石で埋めるか、帰属を指定してください</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the border of White&apos;s area is open here: fill it or mark the owner</source>
        <translation>ここで白の領域の境界が開いています：石で埋めるか、帰属を指定してください</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Go board</source>
        <translation>碁盤</translation>
    </message>
    <message numerus="yes">
        <location line="+237"/>
        <source>click: %n stones alive</source>
        <translation>
            <numerusform>クリックで %n 個の石を生きに</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>click: %n stones dead</source>
        <translation>
            <numerusform>クリックで %n 個の石を死に石に</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+95"/>
        <source>Mark {point} Alive (%n stones)</source>
        <translation>
            <numerusform>{point} を生きに指定（%n 個）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark Only Its &amp;Chain Alive</source>
        <translation>連だけを生きに指定(&amp;C)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Mark {point} Dead (%n stones)</source>
        <translation>
            <numerusform>{point} を死に石に指定（%n 個）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark Only Its &amp;Chain Dead</source>
        <translation>連だけを死に石に指定(&amp;C)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mark Dead &amp;Anyway</source>
        <translation>強制的に死に石に指定(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the group dead even though it looks alive (Shift+click, or F)</source>
        <translation>生きて見える石の一団も死に石に指定します（Shift+クリック、または F）</translation>
    </message>
</context>
<context>
    <name>Borders</name>
    <message>
        <location filename="../../gocount_gui/scoring/sealing.py" line="+83"/>
        <source>The border at {point} is not closed; fill it or mark it before counting.</source>
        <translation>{point} の境界が閉じていません。計算の前に石で埋めるか、帰属を指定してください。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n more points</source>
        <translation>
            <numerusform>ほか %n 点</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} and {last}</source>
        <translation>{points}、{last}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The borders at {points} are not closed; fill them or mark them before counting.</source>
        <translation>{points} の境界が閉じていません。計算の前に石で埋めるか、帰属を指定してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game does not look finished: {points} points are still open, so the result is the board as it stands, not a count.</source>
        <translation>この対局は終局していないようです：まだ {points} か所が開いているため、結果は計算ではなく現在の盤面によるものです。</translation>
    </message>
</context>
<context>
    <name>Camera</name>
    <message>
        <location filename="../../gocount_gui/ui/camera.py" line="+34"/>
        <source>This copy of gocount has no camera support (Qt Multimedia is not installed). Take the photo with a phone or a camera, then open it with File &gt; Count from Photo.</source>
        <translation>この gocount にはカメラ機能がありません（Qt Multimedia がインストールされていません）。スマートフォンやカメラで盤を撮影し、ファイル &gt; 写真から計算 で開いてください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No camera was found on this computer. Take the photo with a phone or a camera, then open it with File &gt; Count from Photo.</source>
        <translation>このコンピューターにはカメラが見つかりません。スマートフォンやカメラで盤を撮影し、ファイル &gt; 写真から計算 で開いてください。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Photo from Camera</source>
        <translation>カメラで撮影</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The camera to take the photo with</source>
        <translation>撮影に使うカメラ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the camera…</source>
        <translation>カメラを待っています…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Take Photo</source>
        <translation>撮影(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the photo and read the board in it</source>
        <translation>写真を撮って盤面を読み取る</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The photo could not be taken: {error}</source>
        <translation>写真を撮れませんでした：{error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The camera could not be started: {error}</source>
        <translation>カメラを起動できませんでした：{error}</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../../gocount_gui/cli.py" line="-143"/>
        <source>expected B=n,W=n with whole numbers from 0 to {most}, not {text}</source>
        <translation>B=n,W=n の形で 0 から {most} までの整数を指定してください（{text} ではなく）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected a komi from -{most} to {most}, not {text}</source>
        <translation>-{most} から {most} までのコミを指定してください（{text} ではなく）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected seconds from 0 to {most}, not {text}</source>
        <translation>0 から {most} までの秒数を指定してください（{text} ではなく）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>give eight numbers: x1,y1,x2,y2,x3,y3,x4,y4</source>
        <translation>8 つの数を指定してください：x1,y1,x2,y2,x3,y3,x4,y4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown rule set {text}; known: {known}</source>
        <translation>不明なルール {text}。使用できるもの：{known}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected B or W, not {text}</source>
        <translation>B または W を指定してください（指定値：{text}）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a score sheet is written as .pdf or .png, not {text}</source>
        <translation>計算結果表は .pdf または .png で書き出します（指定値：{text}）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Count finished Go games from SGF files under every major rule set.</source>
        <translation>SGF ファイルの終局した碁の対局を、主要なすべてのルールで計算します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SGF files, or folders searched for *.sgf</source>
        <translation>SGF ファイル、または *.sgf を検索するフォルダー</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>count by numbers, no file: &quot;size=19,S_B=..,S_W=..,T_B=..,T_W=..,X_B=..,X_W=..,D_B=..,D_W=..,R_B=..,R_W=..,H=..,L=..,K=..&quot; (E_B, E_W, n_B, n_W, N_B, N_W optional)</source>
        <translation>数値から計算（ファイルなし）：&quot;size=19,S_B=..,S_W=..,T_B=..,T_W=..,X_B=..,X_W=..,D_B=..,D_W=..,R_B=..,R_W=..,H=..,L=..,K=..&quot;（E_B、E_W、n_B、n_W、N_B、N_W は省略可）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the preset a game is scored under (default: RU, else Japanese)</source>
        <translation>対局を計算するプリセット（既定：RU、なければ日本ルール）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>dead stones: none; marked = stones on the opponent&apos;s TB/TW of the last node (default); auto = suggested by gocount</source>
        <translation>死に石：none はなし、marked は最終ノードで相手の TB/TW 上にある石（既定）、auto は gocount による推定</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>count the position read from a photo of the board</source>
        <translation>盤の写真から読み取った局面を計算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with --photo: the four corner intersections in pixels, top-left, top-right, bottom-right, bottom-left</source>
        <translation>--photo と併用：罫線の四隅の交点のピクセル座標（左上、右上、右下、左下の順）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>with --photo: the board size (default: read from the photo)</source>
        <translation>--photo と併用：盤の大きさ（既定：写真から読み取り）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>komi K (default: KM, else the rule set&apos;s)</source>
        <translation>コミ K（既定：KM、なければルールの既定値）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>captured stones X as B=n,W=n: B is Black&apos;s stones captured</source>
        <translation>アゲハマ X を B=n,W=n で指定：B は取られた黒石の数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes R as B=n,W=n</source>
        <translation>パス R を B=n,W=n で指定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>who passed last: B or W</source>
        <translation>最後にパスした側：B または W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one JSON object per line per game</source>
        <translation>1 局につき 1 行の JSON オブジェクトで出力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>save each file with its count written in, into DIR</source>
        <translation>計算結果を書き込んだ各ファイルを DIR に保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with --write: replace files that exist in DIR</source>
        <translation>--write と併用：DIR にある既存のファイルを置き換える</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>draw each game&apos;s score sheet (PDF or PNG by the suffix): one PDF of every game, or OUT-&lt;file&gt;[-&lt;game&gt;].png per game</source>
        <translation>各対局の計算結果表を描画（拡張子で PDF か PNG）：全対局を 1 つの PDF に、または対局ごとに OUT-&lt;file&gt;[-&lt;game&gt;].png に</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the score sheet&apos;s paper (default: a4)</source>
        <translation>計算結果表の用紙サイズ（既定：a4）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>check every game as the desk does (its own rules, the players&apos; dead stones else gocount&apos;s) into a CSV table</source>
        <translation>フォルダーのチェックと同じ方法で全対局をチェックし（対局自身のルール、対局者の死に石、なければ gocount の推定）、CSV 表に出力</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the language of the text printed: {codes} (default: LC_ALL, LC_MESSAGES or LANG)</source>
        <translation>出力するテキストの言語：{codes}（既定：LC_ALL、LC_MESSAGES または LANG）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with --csv: worker processes (default: one per core)</source>
        <translation>--csv と併用：ワーカープロセス数（既定：コアごとに 1 つ）</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>expected a whole number of processes from 1 to {most}, not {text}</source>
        <translation>1 から {most} までのプロセス数（整数）を指定してください（{text} ではなく）</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>cannot search the folder: {error}</source>
        <translation>フォルダーを検索できません：{error}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{reason}; counted with --komi {komi}</source>
        <translation>{reason}。--komi {komi} で計算しました</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n open region(s) counted as the TB/TW markup says</source>
        <translation>
            <numerusform>開いた領域 %n 個を TB/TW の指定どおりに計算</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>--dead auto: unsure of %n stone(s); check them on the board</source>
        <translation>
            <numerusform>--dead auto：%n 個の石の死活が不確実です。盤上で確認してください</numerusform>
        </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>game {number}</source>
        <translation>第{number}局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (assumed)</source>
        <translation>（仮定）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{size}x{size}, komi {komi}{assumed}, handicap {handicap}, scored under {rules}, {dead} dead stones, recorded {recorded}</source>
        <translation>{size}x{size}、コミ {komi}{assumed}、置き石 {handicap}、{rules}で計算、死に石 {dead} 個、棋譜の結果 {recorded}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../gocount_gui/numbers_report.py" line="+151"/>
        <source>rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../gocount_gui/numbers_report.py" line="-26"/>
        <location line="+26"/>
        <source>Black</source>
        <translation>黒</translation>
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
        <translation>（終局前：現在の盤面で計算）</translation>
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
        <translation>コミ：{text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>note: {note}</source>
        <translation>注：{note}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>--corners and --size go with --photo</source>
        <translation>--corners と --size は --photo と併用します</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--jobs works with --csv</source>
        <translation>--jobs は --csv と併用します</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--csv counts each game under its own rules, komi and dead stones; not with {options}</source>
        <translation>--csv は各対局を対局自身のルール、コミ、死に石で計算します。{options} とは併用できません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give SGF files or folders, or --counts</source>
        <translation>SGF ファイルかフォルダー、または --counts を指定してください</translation>
    </message>
    <message>
        <location line="+167"/>
        <location line="+17"/>
        <source>sheet not written: {reason}</source>
        <translation>計算結果表を書き出せませんでした：{reason}</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>sheets not written: {reason}</source>
        <translation>計算結果表を書き出せませんでした：{reason}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>exists; not written (add --overwrite to replace it)</source>
        <translation>既に存在するため書き出しませんでした（置き換えるには --overwrite を付けてください）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not written: {error}</source>
        <translation>書き出せませんでした：{error}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/numbers_report.py" line="-160"/>
        <source>definition</source>
        <translation>定義</translation>
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
        <translation>結論</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note</source>
        <translation>注</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>made of</source>
        <translation>内訳</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Count by numbers: {size}x{size}, komi {komi}, handicap {handicap}, scored under {rules}</source>
        <translation>数値から計算：{size}x{size}、コミ {komi}、置き石 {handicap}、{rules}で計算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the table of counts:</source>
        <translation>計算表：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not counted: {why}</source>
        <translation>計算なし：{why}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not needed under {rules}: {fields}</source>
        <translation>{rules}では不要：{fields}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>proofs:</source>
        <translation>証明：</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/headless.py" line="+30"/>
        <source>also ask GNU Go or KataGo which stones are dead: a referee object in the JSON, a line in the text</source>
        <translation>GNU Go か KataGo にも死に石を尋ねる：JSON では referee オブジェクト、テキストでは 1 行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the engine&apos;s program (default: found on the PATH or in /usr/games)</source>
        <translation>エンジンのプログラム（既定：PATH または /usr/games から探す）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s network file (with --referee katago)</source>
        <translation>KataGo のネットワークファイル（--referee katago と共に）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s analysis config file (with --referee katago)</source>
        <translation>KataGo の解析用設定ファイル（--referee katago と共に）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds the engine may take per game (default: 60 for GNU Go, 120 for KataGo)</source>
        <translation>エンジンが 1 局にかけてよい秒数（既定：GNU Go は 60、KataGo は 120）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>seconds KataGo searches each game&apos;s position (default: {seconds}; it stops sooner after {visits} visits)</source>
        <translation>KataGo が各対局の局面を読む秒数（既定：{seconds}。{visits} 回の訪問に達すればそれより早く終わる）</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/photo_cli.py" line="+37"/>
        <source>--photo counts one photo; not with {options}</source>
        <translation>--photo は写真 1 枚を計算します。{options} とは併用できません</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the grid was not found surely enough to count; give the corners with --corners</source>
        <translation>計算できるほど確実に罫線を見つけられませんでした。--corners で四隅を指定してください</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{count} point(s) of the photo are doubtful: {points}</source>
        <translation>写真の疑問点が {count} 個あります：{points}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>read from the photo in {seconds:.1f} s</source>
        <translation>写真の読み取り時間：{seconds:.1f} 秒</translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <location filename="../../gocount_gui/scoring/colour.py" line="+67"/>
        <source>Black</source>
        <translation>黒</translation>
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
        <translation>生き：周囲の領域に接する相手の生き石がない</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>alive: the enemy stones next to it were judged dead as well</source>
        <translation>生き：隣接する相手の石も死に石と判定された</translation>
    </message>
    <message>
        <location line="+97"/>
        <location filename="../../gocount_gui/scoring/verdicts.py" line="-3"/>
        <source>the black group at {point}</source>
        <translation>{point} の黒の一団</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../gocount_gui/scoring/verdicts.py" line="+2"/>
        <source>the white group at {point}</source>
        <translation>{point} の白の一団</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{group} has {eyes} eyes ({where}): mark it dead only if you are sure</source>
        <translation>{group}には眼が {eyes} 個あります（{where}）：確信がある場合のみ死に石に指定してください</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{group} surrounds {points} points of territory: mark it dead only if you are sure</source>
        <translation>{group}は {points} 目の地を囲んでいます：確信がある場合のみ死に石に指定してください</translation>
    </message>
    <message>
        <location line="+260"/>
        <source>not read: the time bound ran out</source>
        <translation>読みなし：制限時間を超えました</translation>
    </message>
    <message numerus="yes">
        <location line="+141"/>
        <source>dead: captured even if it plays first (read %n positions)</source>
        <translation>
            <numerusform>死に：先に打っても取られる（%n 局面を読みました）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-121"/>
        <source>seki: %n shared liberties neither side can fill</source>
        <translation>
            <numerusform>セキ：どちらも詰められない共有のダメが %n 個</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>alive: cannot be captured even if the enemy plays first</source>
        <translation>生き：相手が先に打っても取られない</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unsettled: whoever plays first decides it</source>
        <translation>未確定：先に打った側の結果になる</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>the reading ran out of its budget (%n positions)</source>
        <translation>
            <numerusform>読みが上限に達しました（%n 局面）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+64"/>
        <source>alive: it takes the ko first and settles it</source>
        <translation>生き：先にコウを取って解消できる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unless it wins a ko</source>
        <translation>コウに勝たない限り</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>no two eyes, walled in by living stones</source>
        <translation>二眼がなく、生き石に囲まれている</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot make two eyes even if the enemy around it dies</source>
        <translation>周りの相手の石が死んでも二眼を作れない</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>encircled by enemy groups that join once it is captured</source>
        <translation>取られると連結する相手の石の一団に囲まれている</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>loses the capturing race against the enemy around it</source>
        <translation>周りの相手の石との攻め合いに負ける</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>lies inside the eye space of a larger enemy group</source>
        <translation>より大きな相手の一団の眼形の中にある</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>unconditionally alive (Benson)</source>
        <translation>無条件の生き（Benson）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>two eyes or more</source>
        <translation>二眼以上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not settled: fewer than two eyes, but not surrounded</source>
        <translation>未確定：二眼はないが、囲まれてもいない</translation>
    </message>
</context>
<context>
    <name>Desk</name>
    <message>
        <location filename="../../gocount_gui/ui/desk.py" line="+331"/>
        <source>Check a folder — gocount</source>
        <translation>フォルダーをチェック — gocount</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games of the folder</source>
        <translation>フォルダー内の対局</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No folder checked yet</source>
        <translation>まだフォルダーをチェックしていません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose &amp;Folder…</source>
        <translation>フォルダーを選択(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count every SGF in a folder and its sub-folders</source>
        <translation>フォルダーとそのサブフォルダー内のすべての SGF を計算します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;CSV…</source>
        <translation>CSV をエクスポート(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the rows shown, in the table&apos;s order, as a CSV table for a spreadsheet</source>
        <translation>表示中の行を表の順に、表計算ソフト用の CSV 表として書き出します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;PDF…</source>
        <translation>PDF をエクスポート(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the score sheets of the rows shown, one per page, in the table&apos;s order</source>
        <translation>表示中の行の計算結果表を、表の順に 1 ページに 1 局ずつ書き出します</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>&amp;Rules when RU is missing:</source>
        <translation>RU がないときのルール(&amp;R)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rule set of the records that name none (no RU); the folder is counted again when it changes</source>
        <translation>ルールを記していない棋譜（RU なし）に使うルール。変えるとフォルダーを数え直します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop counting; the rows counted so far stay (Esc)</source>
        <translation>計算を中止します。計算済みの行は残ります（Esc）</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Last folder: {folder}</source>
        <translation>前回のフォルダー：{folder}</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Check every game in a folder</source>
        <translation>フォルダー内のすべての対局をチェック</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>gocount: cannot check the folder</source>
        <translation>gocount：フォルダーをチェックできません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{folder} is not a folder that can be opened.</source>
        <translation>{folder} は開けるフォルダーではありません。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No SGF files in {folder}</source>
        <translation>{folder} に SGF ファイルがありません</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Counting %n files on {processes} processes…</source>
        <translation>
            <numerusform>%n 個のファイルを {processes} 個のプロセスで計算中…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+70"/>
        <source>Counted %n files in {folder}</source>
        <translation>
            <numerusform>{folder} の %n 個のファイルを計算しました</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>PDF export cancelled; nothing was written</source>
        <translation>PDF のエクスポートを中止しました。何も書き出していません</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cancelled: {done} of %n files counted</source>
        <translation>
            <numerusform>中止しました：%n 個中 {done} 個のファイルを計算済み</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{count} shown</source>
        <translation>{count} 件を表示</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>gocount: cannot open the game</source>
        <translation>gocount：対局を開けません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot be opened.

{reason}</source>
        <translation>{name} を開けません。

{reason}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Opened from the desk: {file}, dead stones as the desk counted them ({source})</source>
        <translation>フォルダーチェックから開きました：{file}、死に石はチェック時の計算どおり（{source}）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export the table as CSV</source>
        <translation>表を CSV としてエクスポート</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV tables (*.csv)</source>
        <translation>CSV 表 (*.csv)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+10"/>
        <source>gocount: the table was not written</source>
        <translation>gocount：表は書き出されませんでした</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <location line="+59"/>
        <source>{name} could not be written.

{reason}</source>
        <translation>{name} を書き出せませんでした。

{reason}</translation>
    </message>
    <message numerus="yes">
        <location line="-55"/>
        <source>Wrote %n rows to {name}</source>
        <translation>
            <numerusform>{name} に %n 行を書き出しました</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export the score sheets as PDF</source>
        <translation>計算結果表を PDF としてエクスポート</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No counted game to draw a sheet of</source>
        <translation>計算結果表を作成できる計算済みの対局がありません</translation>
    </message>
    <message>
        <location line="-308"/>
        <source>%v of %m sheets</source>
        <translation>%v / %m 枚</translation>
    </message>
    <message numerus="yes">
        <location line="+207"/>
        <source>%n games: {agree} agree, {differ} disagree, {unfinished} not finished, {unsure} unsure, {damaged} damaged</source>
        <translation>
            <numerusform>%n 局：一致 {agree}、不一致 {differ}、未終局 {unfinished}、不確実 {unsure}、破損 {damaged}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+140"/>
        <source>gocount: the score sheets were not written</source>
        <translation>gocount：計算結果表は書き出されませんでした</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Wrote %n score sheets to {name}</source>
        <translation>
            <numerusform>{name} に %n 枚の計算結果表を書き出しました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>; %n could not be read again: {first}</source>
        <translation>
            <numerusform>。%n 件は再読み込みできませんでした：{first}</numerusform>
        </translation>
    </message>
    <message>
        <location line="-352"/>
        <source>%v of %m files</source>
        <translation>%v / %m ファイル</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/desk.py" line="+44"/>
        <source>marked</source>
        <translation>指定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>saved</source>
        <translation>保存済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>suggested</source>
        <translation>推定</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>damaged</source>
        <translation>破損</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not finished</source>
        <translation>未終局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not counted</source>
        <translation>未計算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NO</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{count} {source}</source>
        <translation>{count} 個（{source}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <source>Recorded</source>
        <translation>棋譜の結果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Agree</source>
        <translation>一致</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difference</source>
        <translation>差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stones</source>
        <translation>死に石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsure</source>
        <translation>不確実</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>no RU: counted under {rules} rules, the desk&apos;s choice</source>
        <translation>RU なし：画面で選んだ{rules}ルールで計算</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no KM: komi {komi} of {rules} rules assumed</source>
        <translation>KM なし：{rules}のコミ {komi} と仮定</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>cannot be counted: {error}</source>
        <translation>計算できません：{error}</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>unsure of %n stone(s): check them on the board</source>
        <translation>
            <numerusform>%n 個の石の死活が不確実：盤上で確認してください</numerusform>
        </translation>
    </message>
    <message>
        <location line="+75"/>
        <source>the process counting this file stopped, also when it was tried again (killed, or out of memory)</source>
        <translation>このファイルを数えていたプロセスが、やり直しでも止まりました（強制終了またはメモリー不足）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gocount failed on this file ({error})</source>
        <translation>gocount はこのファイルの処理に失敗しました（{error}）</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>is a folder; the table is written to a file</source>
        <translation>はフォルダーです。表はファイルに書き出されます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>is not a regular file (a device or a pipe); the table is written only to a regular file</source>
        <translation>は通常のファイルではありません（デバイスまたはパイプ）。表は通常のファイルにだけ書き出されます</translation>
    </message>
</context>
<context>
    <name>DeskCli</name>
    <message>
        <location filename="../../gocount_gui/desk_cli.py" line="+56"/>
        <source>; table written to {path}</source>
        <translation>。表を {path} に書き出しました</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n games: {agree} agree with the record, {differ} do not, {open} not counted in the record, {damaged} damaged</source>
        <translation>
            <numerusform>%n 局：棋譜の結果と一致 {agree}、不一致 {differ}、棋譜に計算結果なし {open}、破損 {damaged}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../../gocount_gui/ui/dialogs.py" line="+48"/>
        <source>New count</source>
        <translation>新規計算</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Other:</source>
        <translation>その他(&amp;O)：</translation>
    </message>
    <message>
        <location line="+4"/>
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
    <message numerus="yes">
        <location line="+32"/>
        <source>up to %n on the star points</source>
        <translation>
            <numerusform>星には %n 子まで</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no star points on this board</source>
        <translation>この盤には星がありません</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../../gocount_gui/ui/engine_view.py" line="+55"/>
        <source>{engine} thinks {stones} is dead</source>
        <translation>{engine} は {stones} を死に石と判断しています</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{engine} thinks {stones} is alive</source>
        <translation>{engine} は {stones} を生きと判断しています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} thinks {stones} are dead</source>
        <translation>{engine} は {stones} を死に石と判断しています</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{engine} thinks {stones} are alive</source>
        <translation>{engine} は {stones} を生きと判断しています</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{engine} thinks {stones} are dead (%n stones)</source>
        <translation>
            <numerusform>{engine} は {stones} を死に石と判断しています（%n 個）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{engine} thinks {stones} are alive (%n stones)</source>
        <translation>
            <numerusform>{engine} は {stones} を生きと判断しています（%n 個）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{first} and {second}</source>
        <translation>{first} と {second}</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Put the engine&apos;s answer away (the rings go too)</source>
        <translation>エンジンの回答を閉じます（輪も消えます）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the second opinion</source>
        <translation>エンジンの判定を閉じる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Accept</source>
        <translation>採用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark {stones} dead, as {engine} sees it (one undo step)</source>
        <translation>{engine} の判定どおり {stones} を死に石に指定します（1 回で元に戻せます）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark {stones} alive, as {engine} sees it (one undo step)</source>
        <translation>{engine} の判定どおり {stones} を生きに指定します（1 回で元に戻せます）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept: {disagreement}</source>
        <translation>採用：{disagreement}</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>and %n more groups, ringed on the board</source>
        <translation>
            <numerusform>ほか石の一団 %n か所（盤上に輪で表示）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Ask the &amp;Engine</source>
        <translation>エンジンに聞く(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask GNU Go or KataGo which stones are dead, and see where it differs from the marks</source>
        <translation>GNU Go または KataGo にどの石が死に石かを聞き、指定との違いを確認します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>環境設定(&amp;P)…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No engine is chosen: pick GNU Go or KataGo in Edit &gt; Preferences &gt; Engine.</source>
        <translation>エンジンが選ばれていません：「編集 &gt; 環境設定 &gt; エンジン」で GNU Go か KataGo を選んでください。</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+46"/>
        <location line="+46"/>
        <location line="+65"/>
        <source>Second opinion</source>
        <translation>エンジンの判定</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>{engine} tunes itself for this computer, once: without a graphics card this can take up to an hour, and its answer follows. You can go on counting; closing the window stops it.</source>
        <translation>{engine} がこのコンピューター向けに一度だけ自己調整しています。グラフィックカードがないと最長 1 時間かかり、その後に回答します。計算は続けられます。ウィンドウを閉じると停止します。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{engine} reads the position for about {think} s (longer when it starts); you can go on counting.</source>
        <translation>{engine} が局面を約 {think} 秒読みます（起動時はもっとかかります）。計算は続けられます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} is reading the position (at most {seconds} s); you can go on counting.</source>
        <translation>{engine} が局面を読んでいます（最長 {seconds} 秒）。計算は続けられます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{engine} was stopped before it answered.</source>
        <translation>{engine} は回答前に停止しました。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The stones changed while {engine} thought: ask again.</source>
        <translation>{engine} の思考中に石が変更されました：もう一度聞いてください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Second opinion: no answer</source>
        <translation>エンジンの判定：回答なし</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Second opinion: {engine}</source>
        <translation>エンジンの判定：{engine}</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>{engine} agrees with every dead mark (%n dead stones).</source>
        <translation>
            <numerusform>{engine} はすべての死に石の指定に同意しています（死に石 %n 個）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n groups</source>
        <translation>
            <numerusform>石の一団 %n か所</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n stones</source>
        <translation>
            <numerusform>石 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} sees {groups} ({stones}) differently; they are ringed on the board</source>
        <translation>{engine} は {groups}（{stones}）の判断が異なります。盤上に輪で示しています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} sees {groups} ({stones}) differently, ringed on the board:</source>
        <translation>{engine} は {groups}（{stones}）の判断が異なります（盤上に輪で表示）：</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The stones changed since {engine} was asked: ask again (Edit &gt; Ask the Engine).</source>
        <translation>{engine} に聞いた後で石が変更されました：もう一度聞いてください（「編集 &gt; エンジンに聞く」）。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Accept {engine}: {point} dead</source>
        <translation>{engine} を採用：{point} は死に石</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept {engine}: {point} alive</source>
        <translation>{engine} を採用：{point} は生き</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/client.py" line="+110"/>
        <source>unknown engine {kind}; known: {known}</source>
        <translation>不明なエンジン {kind}。使用できるもの：{known}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{engine} was not found at {program} (no program that can be run is there)</source>
        <translation>{program} に {engine} が見つかりません（実行できるプログラムがありません）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{engine} was not found on the PATH or in /usr/games: install it, or give its program&apos;s path</source>
        <translation>{engine} が PATH にも /usr/games にも見つかりません：インストールするか、プログラムのパスを指定してください</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>KataGo needs a network (model) file: give it in Preferences &gt; Engine, or with --katago-model and --katago-config</source>
        <translation>KataGo にはネットワーク（モデル）ファイルが必要です：「環境設定 &gt; エンジン」か、--katago-model と --katago-config で指定してください</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s network (model) file was not found: {file}</source>
        <translation>KataGo のネットワーク（モデル）ファイルが見つかりません：{file}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo needs an analysis config file: give it in Preferences &gt; Engine, or with --katago-model and --katago-config</source>
        <translation>KataGo には解析用の設定ファイルが必要です：「環境設定 &gt; エンジン」か、--katago-model と --katago-config で指定してください</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s analysis config file was not found: {file}</source>
        <translation>KataGo の解析用設定ファイルが見つかりません：{file}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/answer.py" line="+346"/>
        <source>{engine} was stopped (signal {signal}) before it answered</source>
        <translation>{engine} は回答前に停止されました（シグナル {signal}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} crashed or was killed before it answered{said}</source>
        <translation>{engine} は回答前にクラッシュしたか、強制終了されました{said}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} failed (exit status {status}){said}</source>
        <translation>{engine} が失敗しました（終了ステータス {status}）{said}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{engine} ended without answering ({missing}){said}</source>
        <translation>{engine} は回答せずに終了しました（{missing}）{said}</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>no reason given</source>
        <translation>理由の説明なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{engine} refused &apos;{command}&apos;: {reason}</source>
        <translation>{engine} は「{command}」を拒否しました：{reason}</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>{given} of {asked} answers</source>
        <translation>{asked} 件中 {given} 件の回答</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>{engine} wrote more than {megabytes} MB or {lines} lines without answering and was stopped</source>
        <translation>{engine} は答えないまま {megabytes} MB または {lines} 行を超えて出力したため停止しました</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>{engine}&apos;s dead list is not a list of points: {error}</source>
        <translation>{engine} の死に石リストが座標のリストではありません：{error}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{engine} wrote a line that is not JSON gocount can read ({reason}): {line}</source>
        <translation>{engine} が gocount の読めない JSON の行を出力しました（{reason}）：{line}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{engine}&apos;s ownership is not a list of numbers from -1 to 1</source>
        <translation>{engine} の所有権の値が -1 から 1 までの数のリストではありません</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>a number of more than {digits} characters</source>
        <translation>{digits} 文字を超える数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a number out of range</source>
        <translation>範囲外の数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{value} is not a number</source>
        <translation>{value} は数ではありません</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+4"/>
        <source>nested more than {depth} deep</source>
        <translation>{depth} 段を超える入れ子</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{engine} was still tuning itself for this computer when its {seconds} s ran out (its first start only; without a graphics card this can take an hour): run &quot;katago benchmark&quot; once, or give it a longer time limit</source>
        <translation>{engine} はこのコンピューター向けの調整中に {seconds} 秒が尽きました（初回起動時のみ。グラフィックカードがないと 1 時間かかることがあります）。一度「katago benchmark」を実行するか、制限時間を長くしてください</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{engine} calls empty points dead ({points}): it did not see the same position</source>
        <translation>{engine} が空点を死に石としています（{points}）：同じ局面を見ていません</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>{engine} refused the question (in {field}): {error}</source>
        <translation>{engine} は問い合わせを拒否しました（{field}）：{error}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} refused the question: {error}</source>
        <translation>{engine} は問い合わせを拒否しました：{error}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{engine} stopped before it analysed the position</source>
        <translation>{engine} は局面を解析する前に停止しました</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{engine} gave no ownership for the {size}x{size} board</source>
        <translation>{engine} は {size}x{size} の盤の地の予想（ownership）を返しませんでした</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no analysis</source>
        <translation>解析なし</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>{engine} gave no answer within {seconds} s</source>
        <translation>{engine} は {seconds} 秒以内に回答しませんでした</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/process.py" line="+50"/>
        <source>{engine} could not be started ({program}): {error}</source>
        <translation>{engine} を起動できません（{program}）：{error}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/engine_prefs.py" line="+84"/>
        <source>GNU Go usually answers within seconds (at most {seconds} s, its time limit).</source>
        <translation>GNU Go はふつう数秒で答えます（最長 {seconds} 秒、制限時間）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KataGo would read for {think} s, but its time limit is {seconds} s: it would be stopped before it answers.</source>
        <translation>KataGo は {think} 秒読みますが、制限時間が {seconds} 秒なので、答える前に停止されます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An answer takes about {think} s once KataGo has started; starting it takes longer, and its very first start on a computer without a graphics card can take an hour while it tunes itself. It is stopped after {seconds} s.</source>
        <translation>KataGo の起動後、回答には約 {think} 秒かかります。起動にはもっとかかり、グラフィックカードのないコンピューターでの最初の起動は、自己調整のため 1 時間かかることがあります。{seconds} 秒で停止されます。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{program}: not found on the PATH or in /usr/games</source>
        <translation>{program}：PATH にも /usr/games にも見つかりません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GNU Go&apos;s program</source>
        <translation>GNU Go のプログラム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s program</source>
        <translation>KataGo のプログラム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the network, e.g. {file}</source>
        <translation>ネットワーク（例：{file}）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KataGo&apos;s network</source>
        <translation>KataGo のネットワーク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the analysis config, e.g. {file}</source>
        <translation>解析用設定（例：{file}）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KataGo&apos;s analysis config</source>
        <translation>KataGo の解析用設定</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>default ({gnugo} s GNU Go, {katago} s KataGo)</source>
        <translation>既定（GNU Go {gnugo} 秒、KataGo {katago} 秒）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> s a position</source>
        <translation> 秒／局面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default ({seconds} s a position)</source>
        <translation>既定（1 局面 {seconds} 秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long KataGo reads each position: it stops after {visits} visits if that comes sooner (with a graphics card, in well under a second). Its first start takes longer, while it loads its network.</source>
        <translation>KataGo が各局面を読む時間。{visits} 回の訪問に先に達すればそこで終わります（グラフィックカードがあれば 1 秒もかかりません）。最初の起動はネットワークを読み込むためもっとかかります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ask the engine after each dead-stone suggestion</source>
        <translation>死に石を推定するたびにエンジンに聞く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test</source>
        <translation>テスト(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the engine about an empty 5×5 board, as a check that it runs</source>
        <translation>動作確認として、空の 5×5 の盤についてエンジンに聞きます</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Engine:</source>
        <translation>エンジン(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GNU Go program:</source>
        <translation>GNU Go のプログラム：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo program:</source>
        <translation>KataGo のプログラム：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo network:</source>
        <translation>KataGo のネットワーク：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo config:</source>
        <translation>KataGo の設定：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo reads:</source>
        <translation>KataGo の読み：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time limit:</source>
        <translation>制限時間：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GNU Go and KataGo are not part of gocount: an engine installed on this computer gives a second opinion on the dead stones, and gocount works the same without one.</source>
        <translation>GNU Go と KataGo は gocount に含まれていません。このコンピューターにインストールされたエンジンが死に石についてもう一つの判定を示します。エンジンがなくても gocount は同じように動作します。</translation>
    </message>
    <message>
        <location line="+74"/>
        <location filename="../../gocount_gui/ui/engine_view.py" line="-166"/>
        <location line="+9"/>
        <source>Asking {engine}…</source>
        <translation>{engine} に問い合わせ中…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{engine} answered in {seconds} s</source>
        <translation>{engine} が {seconds} 秒で回答しました</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>gocount — Preferences</source>
        <translation>gocount — 環境設定</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Engine</source>
        <translation>エンジン(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/engine_run.py" line="+276"/>
        <source>{engine} could not be started: {error}</source>
        <translation>{engine} を起動できません：{error}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/answer.py" line="-1"/>
        <source>{engine} gave no answer within {seconds} s and was stopped</source>
        <translation>{engine} は {seconds} 秒以内に回答しなかったため停止されました</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../gocount_gui/ui/errors.py" line="+35"/>
        <source>Something went wrong inside gocount, and the last action may not have finished.

{error}

Your count is still on the board; save it (File &gt; Save As) before going on. The details below help whoever fixes the program.</source>
        <translation>gocount の内部で問題が発生したため、直前の操作が完了していない可能性があります。

{error}

計算は盤上に残っています。続ける前に保存してください（「ファイル &gt; 名前を付けて保存」）。下の詳細は、プログラムを修正する人の役に立ちます。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>gocount: unexpected error</source>
        <translation>gocount：予期しないエラー</translation>
    </message>
</context>
<context>
    <name>Fold</name>
    <message>
        <location filename="../../gocount_gui/ui/fold.py" line="+42"/>
        <source>{title}: fold or open</source>
        <translation>{title}：折りたたむ／開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold or open: {title}</source>
        <translation>折りたたむ／開く：{title}</translation>
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
    <name>Handicap</name>
    <message>
        <location filename="../../gocount_gui/scoring/handicap.py" line="+46"/>
        <source>a {size}x{size} board has standard places for 2 to {top} handicap stones, not {stones}</source>
        <translation>{size}x{size} の盤で置き石の定位置があるのは 2～{top} 子です（{stones} 子ではありません）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a {size}x{size} board has no standard handicap places</source>
        <translation>{size}x{size} の盤には置き石の定位置がありません</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <location filename="../../gocount_gui/ui/header.py" line="+25"/>
        <source>{black}  vs  {white}</source>
        <translation>{black}  対  {white}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>round {round}</source>
        <translation>第{round}回戦</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{rules} rules</source>
        <translation>{rules}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{rules} rules (assumed: the record names none)</source>
        <translation>{rules}（仮定：棋譜にルールの記載なし）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{rules} rules (assumed: RU[{ru}])</source>
        <translation>{rules}（仮定：RU[{ru}]）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>komi {komi} (assumed: the record&apos;s KM cannot give its result)</source>
        <translation>コミ {komi}（仮定：棋譜の KM では棋譜の結果にならない）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>komi {komi}</source>
        <translation>コミ {komi}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>handicap {stones}</source>
        <translation>置き石 {stones}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no handicap</source>
        <translation>置き石なし</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Counted over the board: no recorded result</source>
        <translation>盤上で計算：棋譜の結果なし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record gives no result</source>
        <translation>棋譜に結果がありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record says {result}: no count to compare</source>
        <translation>棋譜の結果は {result}：比較する計算なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}; gocount&apos;s count waits for the dead-stone suggestion</source>
        <translation>棋譜の結果は {result}。gocount の計算は死に石の推定を待っています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}; this position cannot be counted yet</source>
        <translation>棋譜の結果は {result}。この局面はまだ計算できません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The record says {result}; gocount agrees under {rules} rules</source>
        <translation>棋譜の結果は {result}。gocount も{rules}で同じ結果です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}; gocount counts {count} under {rules} rules</source>
        <translation>棋譜の結果は {result}。gocount の計算では{rules}で {count} です</translation>
    </message>
    <message>
        <location line="+25"/>
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
        <location filename="../../gocount_gui/ui/help.py" line="+36"/>
        <source>New to gocount? Open a game, click the dead stones (a blue ring shows what a click changes), then read the result on the right. &lt;a href=&apos;howto&apos;&gt;How to count&lt;/a&gt;</source>
        <translation>gocount は初めてですか？対局を開いて死に石をクリックし（クリックで変わる石は青い輪で示されます）、右側で結果を確認してください。&lt;a href=&apos;howto&apos;&gt;計算のしかた&lt;/a&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Black&apos;s territory</source>
        <translation>黒地</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a dark square: a point Black scores</source>
        <translation>濃い色の四角：黒の目になる点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s territory</source>
        <translation>白地</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a light square: a point White scores</source>
        <translation>薄い色の四角：白の目になる点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stone</source>
        <translation>死に石</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>faded and crossed: it goes to the other player&apos;s lid</source>
        <translation>薄く表示され × 印：相手の碁笥の蓋に入ります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dame</source>
        <translation>ダメ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a small ring: a neutral point nobody scores</source>
        <translation>小さな輪：どちらの目にもならない中立の点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seki liberty</source>
        <translation>セキのダメ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a small diamond: a liberty two living groups share</source>
        <translation>小さなひし形：生きている二つの石の一団が共有するダメ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone in seki</source>
        <translation>セキの石</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a dot: the stone lives without two eyes</source>
        <translation>点：二眼がなくても生きている石</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An amber ring and ?</source>
        <translation>オレンジ色の輪と ?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>gocount is unsure whether the stone is dead: look at it yourself.</source>
        <translation>gocount がその石の死活を判定しきれていません：ご自身で確認してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A blue ring around stones</source>
        <translation>石を囲む青い輪</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in Mark Dead, the stones your next click marks dead or alive.</source>
        <translation>「死に石を指定」で、次のクリックで死に石または生きに指定される石。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A small triangle</source>
        <translation>小さな三角形</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a point its owner must fill (a false eye, a cutting point): not territory.</source>
        <translation>持ち主が埋める必要がある点（欠け眼、断点）：地になりません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An amber ring around a dot</source>
        <translation>点を囲むオレンジ色の輪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a border still open: the territory of the dot&apos;s colour leaks here; fill it or mark it.</source>
        <translation>まだ開いている境界：点の色の地がここから漏れています。石で埋めるか、帰属を指定してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A dashed magenta ring</source>
        <translation>マゼンタの破線の輪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Go engine sees the stone otherwise than your marks (Edit &gt; Ask the Engine).</source>
        <translation>碁のエンジンがその石をあなたの指定と異なって判断しています（「編集 &gt; エンジンに聞く」）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A thin frame</source>
        <translation>細い枠</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a region whose owner you set by hand in Region Owner.</source>
        <translation>「領域の帰属」で帰属を手動で指定した領域。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A small ring on a stone</source>
        <translation>石の上の小さな輪</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the last move of the record.</source>
        <translation>棋譜の最終手。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arrow keys</source>
        <translation>矢印キー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the cursor on the board (Ctrl: three points at a time)</source>
        <translation>盤上のカーソルを移動（Ctrl：3 路ずつ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home, End</source>
        <translation>Home、End</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The start or end of the cursor&apos;s row (Ctrl: the corners)</source>
        <translation>カーソルの行の先頭または末尾へ（Ctrl：隅へ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space or Enter</source>
        <translation>Space または Enter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Click at the cursor</source>
        <translation>カーソル位置をクリック</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shift+click, Shift+Space or F</source>
        <translation>Shift+クリック、Shift+Space または F</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark Dead: mark the group dead even when it looks alive (F: the stone under the mouse)</source>
        <translation>死に石を指定：生きて見える石の一団も死に石に指定（F：マウスの下の石）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+click or C</source>
        <translation>Ctrl+クリック または C</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark Dead: mark only one chain</source>
        <translation>死に石を指定：1 つの連だけを指定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right button or the Menu key</source>
        <translation>右ボタンまたはメニューキー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark Dead: the menu of the stone, with Mark Dead Anyway</source>
        <translation>死に石を指定：石のメニュー（「強制的に死に石に指定」を含む）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B, W, Delete</source>
        <translation>B、W、Delete</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit Position: place Black, place White, erase</source>
        <translation>局面を編集：黒を置く、白を置く、消去</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right button, Shift+Space</source>
        <translation>右ボタン、Shift+Space</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit Position: place White</source>
        <translation>局面を編集：白を置く</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Put the game on the board.&lt;/b&gt; File &amp;gt; Open (or drop an SGF file on the window) opens a game record. For a game played over the board, File &amp;gt; New Count, then put the final position down in &lt;i&gt;Edit Position&lt;/i&gt;: left click Black, right click White.</source>
        <translation>&lt;b&gt;対局を盤に並べます。&lt;/b&gt;「ファイル &amp;gt; 開く」（またはウィンドウに SGF ファイルをドロップ）で棋譜を開きます。実際の盤で打った対局は、「ファイル &amp;gt; 新規計算」のあと、&lt;i&gt;局面を編集&lt;/i&gt;で終局時の局面を並べます：左クリックで黒、右クリックで白。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Mark the dead stones&lt;/b&gt; in &lt;i&gt;Mark Dead&lt;/i&gt; (opening a game goes there). When the record has no marks, gocount suggests the dead stones at once: check them, above all those with a question mark. A click marks a group dead, or alive again; before you click, a blue ring shows every stone the click will change. Ctrl+click changes one chain only. gocount will not kill a group with two eyes unless you insist: Shift+click, F, or the right button&apos;s &lt;i&gt;Mark Dead Anyway&lt;/i&gt;. In Mark Dead a click never adds or removes a stone.</source>
        <translation>&lt;b&gt;死に石を指定します&lt;/b&gt;（&lt;i&gt;死に石を指定&lt;/i&gt;モード。対局を開くとこのモードになります）。棋譜に指定がない場合は、gocount がすぐに死に石を推定します：推定を確認してください。特に ? 印の石は必ず確認してください。クリックすると石の一団が死に石になり、もう一度クリックすると生きに戻ります。クリックの前に、変わる石がすべて青い輪で示されます。Ctrl+クリックでは 1 つの連だけが変わります。二眼のある石の一団は、強制しない限り死に石にしません：Shift+クリック、F、または右ボタンの&lt;i&gt;強制的に死に石に指定&lt;/i&gt;を使います。死に石指定モードでは、クリックで石が増えたり消えたりすることはありません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Fill in the lids&lt;/b&gt; for a game over the board: the stones each player captured and the passes. The line under the lids says whether every stone is accounted for.</source>
        <translation>実際の盤で打った対局では、&lt;b&gt;碁笥の蓋の数を入力します&lt;/b&gt;：それぞれが取った石とパスの回数です。蓋の下の行に、すべての石の数が合っているかどうかが表示されます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Read the result.&lt;/b&gt; The large line gives it under the rule set you chose; the table gives every rule set side by side (click a row for how it is made up); the top of the panel compares it with the result the record gives.</source>
        <translation>&lt;b&gt;結果を読みます。&lt;/b&gt;大きな文字の行が、選んだルールでの結果です。表には全ルールの結果が並びます（行をクリックすると内訳が表示されます）。パネルの上部では、棋譜に記された結果と比較します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Keep it.&lt;/b&gt; File &amp;gt; Save writes the dead stones, the territory and the result into the record; File &amp;gt; Export Score Sheet and Print give a page to sign.</source>
        <translation>&lt;b&gt;保存します。&lt;/b&gt;「ファイル &amp;gt; 保存」で死に石、地、結果を棋譜に書き込みます。「ファイル &amp;gt; 計算結果表をエクスポート」と「印刷」で、署名用のページを出力できます。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>How to count a game</source>
        <translation>対局の計算のしかた</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The marks on the board</source>
        <translation>盤上の印</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Menus</source>
        <translation>メニュー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>On the board</source>
        <translation>盤上</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>How to count — gocount</source>
        <translation>計算のしかた — gocount</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keyboard shortcuts — gocount</source>
        <translation>キーボードショートカット — gocount</translation>
    </message>
    <message>
        <location line="+31"/>
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
    <name>Identities</name>
    <message>
        <location filename="../../gocount_gui/scoring/identities.py" line="+71"/>
        <source>seki eyes: (E_B - E_W) = ({black} - {white}) taken off the area side</source>
        <translation>セキの眼：(E_B - E_W) = ({black} - {white}) を面積側から差し引き</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not recorded: no pass was recorded, so who passed last is unknown</source>
        <translation>記録なし：パスが記録されていないため、最後にパスした側は不明</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{not_recorded}; Black played one stone more, which White&apos;s closing pass evens</source>
        <translation>{not_recorded}。黒が 1 個多く打っており、白の最後のパスで釣り合います</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the lids do not add up (see the lid audit)</source>
        <translation>碁笥の蓋の数が合いません（アゲハマ検算を参照）</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>the lids add up</source>
        <translation>碁笥の蓋の数が合っています</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Black&apos;s lid is %n stones short, or White&apos;s lid holds %n too many (or a pass, the handicap or who passed last is wrong)</source>
        <translation>
            <numerusform>黒の蓋が %n 個足りないか、白の蓋が %n 個多すぎます（またはパス、置き石、最後にパスした側のいずれかが誤っています）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>White&apos;s lid is %n stones short, or Black&apos;s lid holds %n too many (or a pass, the handicap or who passed last is wrong)</source>
        <translation>
            <numerusform>白の蓋が %n 個足りないか、黒の蓋が %n 個多すぎます（またはパス、置き石、最後にパスした側のいずれかが誤っています）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Moves (lid audit)</source>
        <translation>手数（アゲハマ検算）</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Area minus territory</source>
        <translation>面積計算と地計算の差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>area(C=0) - territory = L + H&apos; + (R_W - R_B) + (E_B - E_W)</source>
        <translation>面積計算(C=0) - 地計算 = L + H&apos; + (R_W - R_B) + (E_B - E_W)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Black passed last (L = 1); the rule needs White&apos;s closing pass</source>
        <translation>黒が最後にパスしました（L = 1）。このルールでは白の最後のパスが必要です</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>AGA: area = territory with pass stones</source>
        <translation>AGA：パス石があれば面積計算 = 地計算</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>moves differ: M_B = {black}, M_W = {white}</source>
        <translation>手数が異なります：M_B = {black}、M_W = {white}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Equivalence theorem</source>
        <translation>等価定理</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>no game record: n_c and N_c are taken as S_c + P_c</source>
        <translation>棋譜なし：n_c と N_c は S_c + P_c とみなします</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stones played do not match the board and lids: N_B = {played_black} but S_B + P_B = {black}; N_W = {played_white} but S_W + P_W = {white}</source>
        <translation>打った石の数が盤と蓋に合いません：N_B = {played_black} ですが S_B + P_B = {black}、N_W = {played_white} ですが S_W + P_W = {white}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Area rules III</source>
        <translation>面積計算ルール III</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the lids do not add up</source>
        <translation>碁笥の蓋の数が合いません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unequal stones after the first pass: Black {black}, White {white}</source>
        <translation>最初のパス以降に打った石の数が異なります：黒 {black}、白 {white}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Area rules III = territory</source>
        <translation>面積計算ルール III = 地計算</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Prisoner counting = stone scoring</source>
        <translation>アゲハマ計算 = 石数計算</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Parity</source>
        <translation>偶奇</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A_B + A_W + N is not the number of points: the regions are inconsistent</source>
        <translation>A_B + A_W + N が盤の点の数と一致しません：領域に矛盾があります</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{sum}, odd</source>
        <translation>{sum}、奇数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{sum}, even</source>
        <translation>{sum}、偶数</translation>
    </message>
</context>
<context>
    <name>Komi</name>
    <message>
        <location filename="../../gocount_gui/scoring/komi.py" line="+53"/>
        <source>komi {komi} allows a jigo; the closest wins are by 2</source>
        <translation>コミ {komi} では持碁があり得ます。最小の勝ちは 2 目差です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>komi {komi} gives no jigo; the closest results are {white_win} and {black_win}</source>
        <translation>コミ {komi} では持碁になりません。最も僅差の結果は {white_win} と {black_win} です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{points} counted points (odd): {verdict}.</source>
        <translation>計算対象の点は {points}（奇数）：{verdict}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a komi of an odd number plus one half (5.5, 7.5)</source>
        <translation>奇数に半目を足したコミ（5.5、7.5）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{points} counted points (even): {verdict}.</source>
        <translation>計算対象の点は {points}（偶数）：{verdict}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a komi of an even number plus one half (6.5, 8.5)</source>
        <translation>偶数に半目を足したコミ（6.5、8.5）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{summary} The smallest margin repeats every 2 points of komi; {best} makes every game decided by as little as 1/2.</source>
        <translation>{summary}最小の差はコミ 2 目ごとに繰り返します。{best}にすると、どの対局も最小で 1/2 目差で決着します。</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <location filename="../../gocount_gui/scoring/ledger.py" line="+170"/>
        <source>{point} is marked dead but holds no stone</source>
        <translation>{point} は死に石に指定されていますが、石がありません</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>captures cannot be negative: {pair}</source>
        <translation>アゲハマは負の数にできません：{pair}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes cannot be negative: {pair}</source>
        <translation>パスは負の数にできません：{pair}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>handicap cannot be negative: {handicap}</source>
        <translation>置き石は負の数にできません：{handicap}</translation>
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
        <translation>色ではありません：{value}</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+75"/>
        <source>not a count: {value}</source>
        <translation>個数ではありません：{value}</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>not a point of a {size}x{size} board: {value}</source>
        <translation>{size}x{size} の盤の点ではありません：{value}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>not an autosave: the file holds no JSON object</source>
        <translation>自動保存ファイルではありません：JSON オブジェクトが含まれていません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>autosave format {found}; this gocount reads format {format}</source>
        <translation>自動保存の形式は {found} です。この gocount が読める形式は {format} です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board size is not a number: {value}</source>
        <translation>盤のサイズが数ではありません: {value}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position is not a string of 0, 1 and 2</source>
        <translation>局面が 0、1、2 の文字列ではありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>komi is not a number: {value}</source>
        <translation>コミが数値ではありません：{value}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>unknown rule set {value}</source>
        <translation>不明なルール {value}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a confidence is not a number: {value}</source>
        <translation>確信度が数値ではありません：{value}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a confidence is not a number from 0 to 1: {value}</source>
        <translation>確信度が 0 から 1 の数ではありません: {value}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the game&apos;s facts are not texts</source>
        <translation>対局情報がテキストではありません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a dead stone is marked on an empty point: {point}</source>
        <translation>空点に死に石の印があります: {point}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the autosave&apos;s source is no file name</source>
        <translation>自動保存の元がファイル名ではありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the source file&apos;s stamp is not two whole numbers</source>
        <translation>元のファイルの記録が二つの整数ではありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the source file&apos;s hash is not a SHA-256</source>
        <translation>元のファイルのハッシュが SHA-256 ではありません</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the autosave has no {field}</source>
        <translation>自動保存に {field} がありません</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+4"/>
        <source>the autosave is damaged: {error}</source>
        <translation>自動保存が破損しています：{error}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the autosave is not JSON: {error}</source>
        <translation>自動保存が JSON ではありません：{error}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{path} is not a regular file</source>
        <translation>{path} は通常のファイルではありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{path} is too large to be an autosave</source>
        <translation>{path} は自動保存ファイルとしては大きすぎます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot read {path}: {error}</source>
        <translation>{path} を読み込めません：{error}</translation>
    </message>
    <message>
        <location line="+195"/>
        <location line="+19"/>
        <source>the count could not be autosaved: {error}</source>
        <translation>計算を自動保存できませんでした：{error}</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>the autosave folder {folder} cannot be used ({error})</source>
        <translation>自動保存フォルダー {folder} を使用できません（{error}）</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>no permission to write there</source>
        <translation>書き込み権限がありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is in use</source>
        <translation>使用中です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown error</source>
        <translation>不明なエラー</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/model/game_model.py" line="+115"/>
        <source>Black&apos;s lid: captured {old} → {new}</source>
        <translation>黒の蓋：アゲハマ {old} → {new}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black&apos;s lid: pass stones {old} → {new}</source>
        <translation>黒の蓋：パス石 {old} → {new}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White&apos;s lid: captured {old} → {new}</source>
        <translation>白の蓋：アゲハマ {old} → {new}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White&apos;s lid: pass stones {old} → {new}</source>
        <translation>白の蓋：パス石 {old} → {new}</translation>
    </message>
    <message>
        <location line="+178"/>
        <source>{name} cannot be read any more ({reason}); the count is restored as a new record: save it with Save As</source>
        <translation>{name} を読み込めなくなりました（{reason}）。計算は新しい棋譜として復元されました：「名前を付けて保存」で保存してください</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>this count cannot be saved until it can be counted: {problem}</source>
        <translation>この計算は、計算できる状態になるまで保存できません：{problem}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file exists</source>
        <translation>ファイルが既に存在します</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file holds a {file}x{file} game and the count is {count}x{count}; a count is never written over a game of another size</source>
        <translation>ファイルは {file}x{file} の対局で、計算は {count}x{count} です。計算を別のサイズの対局に上書きすることはありません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot read the game&apos;s file again: {error}</source>
        <translation>対局のファイルを再読み込みできません：{error}</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Erase {point}</source>
        <translation>{point} を消去</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Erase stones</source>
        <translation>石を消去</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place black {point}</source>
        <translation>黒石を {point} に置く</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place black stones</source>
        <translation>黒石を置く</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place white {point}</source>
        <translation>白石を {point} に置く</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place white stones</source>
        <translation>白石を置く</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Mark {point} alive</source>
        <translation>{point} を生きに指定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not marked dead: {reason} (to mark it anyway: Shift+click it, or press F)</source>
        <translation>死に石に指定しませんでした：{reason}（強制的に指定するには Shift+クリックするか、F を押してください）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mark {point} dead</source>
        <translation>{point} を死に石に指定</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Clear dead marks</source>
        <translation>死に石の指定を解除</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Region at {point}: automatic</source>
        <translation>{point} の領域：自動</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Region at {point}: Black</source>
        <translation>{point} の領域：黒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Region at {point}: White</source>
        <translation>{point} の領域：白</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Region at {point}: neutral</source>
        <translation>{point} の領域：中立</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Last pass: Black</source>
        <translation>最後のパス：黒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last pass: White</source>
        <translation>最後のパス：白</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last pass: nobody</source>
        <translation>最後のパス：なし</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Komi {komi}</source>
        <translation>コミ {komi}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Handicap {stones}</source>
        <translation>置き石 {stones}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edit game info</source>
        <translation>対局情報を編集</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules: {rules}</source>
        <translation>ルール：{rules}</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>The dead-stone suggestion failed: {error}</source>
        <translation>死に石の推定に失敗しました：{error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The stones changed while the suggestion ran; ask again.</source>
        <translation>推定中に石が変更されました。もう一度推定してください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Suggest dead stones</source>
        <translation>死に石を推定</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n stones suggested dead</source>
        <translation>
            <numerusform>%n 個の石を死に石と推定</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>; %n unsure, marked with a question mark: check them</source>
        <translation>
            <numerusform>。うち %n 個は不確実で ? 印が付いています：確認してください</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <location filename="../../gocount_gui/scoring/numbers.py" line="+81"/>
        <source>stones on the board</source>
        <translation>盤上の石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>territory</source>
        <translation>地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seki eyes</source>
        <translation>セキの眼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>points to fill</source>
        <translation>埋める必要がある点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones captured during play</source>
        <translation>対局中に取られた石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dead stones removed</source>
        <translation>取り除いた死に石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes</source>
        <translation>パス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones played up to the first pass</source>
        <translation>最初のパスまでに打った石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones played in the game</source>
        <translation>対局で打った石</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot be negative ({number})</source>
        <translation>負の数にはできません（{number}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>board size</source>
        <translation>盤のサイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>handicap</source>
        <translation>置き石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>who passed last (1 for Black)</source>
        <translation>最後にパスした側（黒なら 1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>komi</source>
        <translation>コミ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neutral points</source>
        <translation>中立点</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>expected name=value, e.g. S_B=120</source>
        <translation>name=value の形式で指定してください（例：S_B=120）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>given twice</source>
        <translation>2 回指定されています</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>unknown; known: {names}</source>
        <translation>不明です。使用できるもの：{names}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>missing</source>
        <translation>指定がありません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{text}… is too large for a count</source>
        <translation>{text}… は数として大きすぎます</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{text} is not a whole number</source>
        <translation>{text} は整数ではありません</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>give {black} and {white} together, or neither</source>
        <translation>{black} と {white} は両方指定するか、どちらも指定しないでください</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{text} is not a number</source>
        <translation>{text} は数値ではありません</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{size} is not a board size gocount counts ({low} to {high})</source>
        <translation>{size} は gocount が計算できる盤のサイズではありません（{low}～{high}）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{black} + {white} stones are more than the {points} points of a {size}x{size} board</source>
        <translation>石の数 {black} + {white} が {size}x{size} の盤の点の数 {points} を超えています</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>area S + T + E = {area} is larger than the board ({points} points)</source>
        <translation>面積 S + T + E = {area} が盤（{points} 点）より大きくなっています</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the areas {black} + {white} = {both} are larger than the board ({points} points)</source>
        <translation>面積 {black} + {white} = {both} が盤（{points} 点）より大きくなっています</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>points to fill are part of the seki eyes E and cannot be more</source>
        <translation>埋める必要がある点はセキの眼 E の一部なので、E より多くはできません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{stones} handicap stones do not fit on a {size}x{size} board</source>
        <translation>{size}x{size} の盤に置き石 {stones} 子は置けません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is 1 when Black passed last, else 0 (not {value})</source>
        <translation>黒が最後にパスしたときは 1、それ以外は 0 です（{value} ではありません）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>says Black passed last, but R_B = 0 (Black never passed)</source>
        <translation>黒が最後にパスしたとされていますが、R_B = 0 です（黒は一度もパスしていません）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{komi} is not a komi (a number between -{most} and {most})</source>
        <translation>{komi} はコミとして使えません（-{most} から {most} までの数値）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>stones played up to the first pass ({before}) cannot be more than in the whole game ({symbol} = {played})</source>
        <translation>最初のパスまでに打った石（{before}）は、対局全体で打った石（{symbol} = {played}）より多くはできません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>neutral points must be s*s - A_B - A_W = {points} - {black} - {white} = {neutral}, not {given}</source>
        <translation>中立点は s*s - A_B - A_W = {points} - {black} - {white} = {neutral} でなければなりません（{given} ではありません）</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>not in the count {formula}</source>
        <translation>計算式 {formula} に含まれません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seki eyes are nobody&apos;s under these rules</source>
        <translation>このルールではセキの眼はどちらのものにもなりません</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>counts the board with the dead stones standing: it needs the position</source>
        <translation>死に石を盤上に残したまま計算するため、局面が必要です</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/numbers_window.py" line="+60"/>
        <source>SGF game records (*.sgf *.SGF);;All files (*)</source>
        <translation>SGF 棋譜 (*.sgf *.SGF);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stones on the board</source>
        <translation>盤上の石</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>after the dead stones are taken off</source>
        <translation>死に石を取り除いた後</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory</source>
        <translation>地</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>empty points surrounded, seki eyes excepted</source>
        <translation>囲まれた空点（セキの眼を除く）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seki eyes</source>
        <translation>セキの眼</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>eyes of groups in seki (area counts them)</source>
        <translation>セキの石の一団の眼（面積計算では数える）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Stones played to the first pass</source>
        <translation>最初のパスまでに打った石</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>from a game record, handicap included</source>
        <translation>棋譜から。置き石を含む</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stones played in the game</source>
        <translation>対局で打った石</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+147"/>
        <location line="+462"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location line="-609"/>
        <location line="+147"/>
        <location line="+462"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location line="-609"/>
        <source>Nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black player</source>
        <translation>黒の対局者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White player</source>
        <translation>白の対局者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event</source>
        <translation>棋戦</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>Count by Numbers</source>
        <translation>数値から計算</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+434"/>
        <source>Rule set</source>
        <translation>ルール</translation>
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
        <translation>計算表と証明(&amp;T)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>This count by numbers is not saved. Save it first?</source>
        <translation>この数値からの計算は保存されていません。先に保存しますか？</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>The game</source>
        <translation>対局</translation>
    </message>
    <message>
        <location line="-155"/>
        <location filename="../../gocount_gui/ui/sheet.py" line="+452"/>
        <source>Captured by the player</source>
        <translation>取った石</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the prisoners in the player&apos;s lid, taken during play</source>
        <translation>対局中に取って自分の蓋に入れた石</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gocount_gui/ui/sheet.py" line="+1"/>
        <source>Dead stones the player took off</source>
        <translation>取り上げた死に石</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the other colour&apos;s dead stones, put in the player&apos;s lid at the end</source>
        <translation>終局時に取り上げて自分の蓋に入れた相手の死に石</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gocount_gui/ui/sheet.py" line="+1"/>
        <source>Times the player passed</source>
        <translation>パスした回数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>each pass is a stone given to the other player</source>
        <translation>パス1回ごとに相手に石を1個渡す</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Captured by Black: the white stones in Black&apos;s lid ({symbol})</source>
        <translation>黒が取った石：黒の蓋にある白石（{symbol}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured by White: the black stones in White&apos;s lid ({symbol})</source>
        <translation>白が取った石：白の蓋にある黒石（{symbol}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead white stones Black took off, into Black&apos;s lid ({symbol})</source>
        <translation>黒が取り上げて黒の蓋に入れた白の死に石（{symbol}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead black stones White took off, into White&apos;s lid ({symbol})</source>
        <translation>白が取り上げて白の蓋に入れた黒の死に石（{symbol}）</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>The rule set on top of the results; the fields it does not need are marked</source>
        <translation>結果の上部に表示するルール。そのルールで不要な項目には印が付きます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;size</source>
        <translation>盤のサイズ(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board size s: the board has s*s points</source>
        <translation>盤のサイズ s：盤の点の数は s*s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Handicap stones H (0 in an even game)</source>
        <translation>置き石 H（互先では 0）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Handicap stones (H)</source>
        <translation>置き石 H(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Komi K, given to White</source>
        <translation>コミ K（白に与えられる）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Komi (K)</source>
        <translation>コミ K(&amp;K)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who made the last pass (L = 1 when Black did)</source>
        <translation>最後にパスした側（黒なら L = 1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last pass by (L)</source>
        <translation>最後のパス L(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the players counted</source>
        <translation>対局者が数えた数値</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stones played are known (from a game record)</source>
        <translation>打った石の数がわかっている（棋譜から）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area rules III count the stones each side played before the first pass (n) and in all (N)</source>
        <translation>面積計算ルール III では、それぞれが最初のパスまでに打った石（n）と全体で打った石（N）を数えます</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{words} ({symbol})</source>
        <translation>{words}（{symbol}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Black: {words} ({symbol}); {tip}</source>
        <translation>黒：{words}（{symbol}）。{tip}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White: {words} ({symbol}); {tip}</source>
        <translation>白：{words}（{symbol}）。{tip}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Players (for the record and the score sheet)</source>
        <translation>対局者（棋譜と計算結果表用）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Count by Numbers…</source>
        <translation>数値からの計算を開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Score Sheet…</source>
        <translation>計算結果表をエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <location line="+201"/>
        <source>Cannot count these numbers</source>
        <translation>この数値では計算できません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot count: {problem}</source>
        <translation>計算できません：{problem}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the stones on the board are not typed</source>
        <translation>盤上の石が入力されていません</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>not checked: the stones on the board are not typed</source>
        <translation>検算なし：盤上の石が入力されていません</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+157"/>
        <source>{rules}: not counted ({why})</source>
        <translation>{rules}：計算なし（{why}）</translation>
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
        <translation>アゲハマ検算：</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+176"/>
        <source>needs the position</source>
        <translation>局面が必要</translation>
    </message>
    <message>
        <location line="-176"/>
        <location line="+176"/>
        <source>needs the stones</source>
        <translation>盤上の石が必要</translation>
    </message>
    <message>
        <location line="-157"/>
        <source>Count by numbers: the table of counts</source>
        <translation>数値から計算：計算表</translation>
    </message>
    <message>
        <location line="-294"/>
        <location line="+306"/>
        <source>not needed</source>
        <translation>不要</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not needed under {rules}: {why}</source>
        <translation>{rules}では不要：{why}</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+11"/>
        <source>Open a Count by Numbers</source>
        <translation>数値からの計算を開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} was not opened: {error}</source>
        <translation>{name} を開けませんでした：{error}</translation>
    </message>
    <message>
        <location line="-346"/>
        <source>{name}[*] — Count by Numbers</source>
        <translation>{name}[*] — 数値から計算</translation>
    </message>
    <message>
        <location line="+360"/>
        <location line="+23"/>
        <source>Save the Count</source>
        <translation>計算を保存</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>These numbers cannot be counted yet: {error}</source>
        <translation>この数値はまだ計算できません：{error}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the Count by Numbers</source>
        <translation>数値からの計算を保存</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The count was not saved: {error}</source>
        <translation>計算は保存されませんでした：{error}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Count by numbers</source>
        <translation>数値から計算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{black} (Black) – {white} (White)</source>
        <translation>{black}（黒）– {white}（白）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{size}x{size}, komi {komi}, handicap {handicap}; counted by numbers under {rules}:</source>
        <translation>{size}x{size}、コミ {komi}、置き石 {handicap}。{rules}で数値から計算：</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+34"/>
        <source>Lid audit: {why}</source>
        <translation>アゲハマ検算：{why}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table of counts</source>
        <translation>計算表</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+8"/>
        <source>Export the Score Sheet</source>
        <translation>計算結果表をエクスポート</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The score sheet was not written: {error}</source>
        <translation>計算結果表は書き出されませんでした：{error}</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <location filename="../../gocount_gui/ui/panel.py" line="+52"/>
        <location line="+265"/>
        <source>Rule set</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="-264"/>
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
        <location line="+273"/>
        <source>Komi</source>
        <translation>コミ</translation>
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
        <location line="+263"/>
        <source>Komi: the points White gets for moving second (K)</source>
        <translation>コミ：後手の白が得る目数（K）</translation>
    </message>
    <message>
        <location line="-262"/>
        <source>Who wins and by how much: Black&apos;s points minus White&apos;s</source>
        <translation>勝敗と差：黒の目数から白の目数を引いたもの</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Cannot count under {rules} rules</source>
        <translation>{rules}では計算できません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not finished: {result} as the board stands under {rules} rules</source>
        <translation>終局前：現在の盤面では {result}（{rules}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{result} under {rules} rules</source>
        <translation>{result}（{rules}）</translation>
    </message>
    <message>
        <location line="+24"/>
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
        <location line="+22"/>
        <location line="+566"/>
        <source>In symbols: {formula}</source>
        <translation>記号で：{formula}</translation>
    </message>
    <message>
        <location line="-540"/>
        <source>Does not apply: {why}</source>
        <translation>適用外：{why}</translation>
    </message>
    <message>
        <location line="+107"/>
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
        <location line="+145"/>
        <location filename="../../gocount_gui/ui/sheet.py" line="+5"/>
        <source>This position cannot be counted: {problem}</source>
        <translation>この局面は計算できません：{problem}</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Equivalence, area rules III, stone scoring and prisoner counting come from the papers gocount is built on: they show why the counting methods agree, and are rarely played.</source>
        <translation>等価ルール、面積計算ルール III、石数計算、アゲハマ式石数計算は、gocount の基になった論文によるものです。計算方法どうしが一致する理由を示すもので、実際の対局で使われることはまれです。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Komi here: {komi}.</source>
        <translation>ここでのコミ：{komi}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Komi here: {komi} (the rule set&apos;s usual komi is {usual}).</source>
        <translation>ここでのコミ：{komi}（このルールの通常のコミは {usual}）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(the rule set on top)</source>
        <translation>（上部で選んだルール）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A draw (jigo)</source>
        <translation>持碁（引き分け）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black wins by {margin}</source>
        <translation>黒の {margin} 目勝ち</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White wins by {margin}</source>
        <translation>白の {margin} 目勝ち</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{result_words}: Black {black}, White {white} ({result})</source>
        <translation>{result_words}：黒 {black}、白 {white}（{result}）</translation>
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
        <translation>gocount に写真を送る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a photo of the whole board from above, in good light, or choose one you took.</source>
        <translation>明るいところで盤全体を真上から撮影するか、撮った写真を選んでください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a Photo</source>
        <translation>写真を撮る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a Photo Already Taken</source>
        <translation>撮った写真から選ぶ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sending the photo…</source>
        <translation>写真を送信しています…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Received: look at the laptop.</source>
        <translation>受信しました。ノートパソコンをご覧ください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The photo could not be sent. Is the phone on the same Wi-Fi as the laptop? Try again.</source>
        <translation>写真を送信できませんでした。スマートフォンはノートパソコンと同じ Wi-Fi につながっていますか？もう一度お試しください。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The photo is larger than {megabytes} MB. Send a smaller one.</source>
        <translation>写真が {megabytes} MB を超えています。もっと小さい写真を送ってください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a JPEG or PNG photo. Take a photo with the camera, or choose another.</source>
        <translation>JPEG や PNG の写真ではありません。カメラで撮影するか、別の写真を選んでください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gocount cannot read HEIC photos. Choose the photo again, or set the camera to take JPEG photos (“Most Compatible”).</source>
        <translation>gocount は HEIC の写真を読めません。写真を選び直すか、カメラを JPEG で撮るように設定してください（「互換性優先」）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The photo came too slowly and was not received. Try again nearer the Wi-Fi.</source>
        <translation>写真の受信が遅すぎたため受け取れませんでした。Wi-Fi の近くでもう一度お試しください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A photo was already received. Look at the laptop.</source>
        <translation>写真はすでに受信しました。ノートパソコンをご覧ください。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/phone/server.py" line="+319"/>
        <source>This computer is not connected to a network, so a phone cannot reach it. Connect it to the Wi-Fi the phone is on, then try again.</source>
        <translation>このコンピューターはネットワークにつながっていないため、スマートフォンから接続できません。スマートフォンと同じ Wi-Fi につないでから、もう一度お試しください。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/phone_dialog.py" line="+143"/>
        <source>gocount could not open an address for the phone: {error}</source>
        <translation>gocount はスマートフォン用のアドレスを開けませんでした: {error}</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Receive from Phone</source>
        <translation>スマートフォンから受信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan this code with the phone&apos;s camera, or type the address into the phone&apos;s browser. Then take the photo on the page that opens.</source>
        <translation>スマートフォンのカメラでこのコードを読み取るか、スマートフォンのブラウザーにアドレスを入力してください。開いたページで写真を撮ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phone must be on the same Wi-Fi as this computer. If the page does not open, a firewall on this computer may be blocking gocount: allow it on private networks.</source>
        <translation>スマートフォンはこのコンピューターと同じ Wi-Fi につながっている必要があります。ページが開かない場合は、このコンピューターのファイアウォールが gocount をブロックしているかもしれません。プライベートネットワークで許可してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Code</source>
        <translation>新しいコード(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a new address for the phone</source>
        <translation>スマートフォン用に新しいアドレスを開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QR code of the address for the phone</source>
        <translation>スマートフォン用アドレスの QR コード</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The phone has opened the page. Waiting for the photo…</source>
        <translation>スマートフォンがページを開きました。写真を待っています…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Receiving the photo ({megabytes} MB)…</source>
        <translation>写真を受信しています（{megabytes} MB）…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The phone was told: {said}</source>
        <translation>スマートフォンへの返答: {said}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Photo received.</source>
        <translation>写真を受信しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No phone has opened the page yet. If the phone cannot open it, it is on another Wi-Fi than this computer, or a firewall on this computer blocks gocount.</source>
        <translation>まだどのスマートフォンもページを開いていません。開けない場合、スマートフォンがこのコンピューターと別の Wi-Fi につながっているか、このコンピューターのファイアウォールが gocount をブロックしています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The address has expired, so the phone can no longer send to it. Press New Code for another.</source>
        <translation>アドレスの有効期限が切れたため、スマートフォンから送信できません。「新しいコード」を押すと別のアドレスになります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the phone…</source>
        <translation>スマートフォンを待っています…</translation>
    </message>
</context>
<context>
    <name>Photo</name>
    <message>
        <location filename="../../gocount_gui/ui/photo_board.py" line="+59"/>
        <source>The position as read</source>
        <translation>読み取った局面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a point to change it: empty, black, white</source>
        <translation>点をクリックして変更：空点、黒、白</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No position yet</source>
        <translation>まだ局面がありません</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_canvas.py" line="+289"/>
        <source>Drag this handle onto a corner point of the grid</source>
        <translation>このハンドルを罫線の隅の交点へドラッグ</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_support.py" line="+119"/>
        <location filename="../../gocount_gui/ui/photo_view.py" line="+197"/>
        <source>The clipboard holds no picture. Copy a photo or an image file first.</source>
        <translation>クリップボードに画像がありません。先に写真か画像ファイルをコピーしてください。</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Read the position from {name}</source>
        <translation>{name} から局面を読み取り</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the position from a photo</source>
        <translation>写真から局面を読み取り</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_board.py" line="+65"/>
        <source>Board &amp;size:</source>
        <translation>盤の大きさ(&amp;S)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The board&apos;s size: Automatic finds it in the photo; another choice reads the photo again with that size</source>
        <translation>盤の大きさ：「自動」は写真から判定し、ほかを選ぶとその大きさで写真を読み直します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Doubt</source>
        <translation>次の疑問点(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ring the next point the reader is unsure of, on the photo and on the board (N)</source>
        <translation>読み取りが不確かな次の点を、写真と盤の両方で丸で囲む (N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I have checked every point</source>
        <translation>すべての点を確認しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the position although the grid is not trusted: every point was compared with the photo</source>
        <translation>罫線の読み取りが信頼できなくても局面を使う：すべての点を写真と見比べました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the photo: the grid as read, a dot on each stone, amber rings around the points to check. Drag a round handle onto a corner point of the grid to read the photo again. On the board: click a point to change it (empty, black, white).</source>
        <translation>写真：読み取った罫線、石ごとの小さな点、確認すべき点を囲む琥珀色の輪。丸いハンドルを罫線の隅の交点へドラッグすると写真を読み直します。盤：点をクリックすると変わります（空点、黒、白）。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_view.py" line="-35"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop reading the photo</source>
        <translation>写真の読み取りを中止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read with These &amp;Corners</source>
        <translation>この四隅で読み取る(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the photo again with the grid&apos;s corners where the round handles are</source>
        <translation>丸いハンドルの位置を罫線の四隅として写真を読み直す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Use This Position</source>
        <translation>この局面を使う(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count this position in the main window, with the dead stones suggested</source>
        <translation>この局面をメインウィンドウで計算する（死に石を推定）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste Photo</source>
        <translation>写真を貼り付け</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The photo with the grid read in it</source>
        <translation>罫線を読み取った写真</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Loading the photo…</source>
        <translation>写真を読み込んでいます…</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Reading the photo: %p%</source>
        <translation>写真を読み取り中：%p%</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Receive from &amp;Phone…</source>
        <translation>スマートフォンから受信(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a QR code that a phone on the same Wi-Fi opens to send its photo here</source>
        <translation>同じ Wi-Fi のスマートフォンが写真をここへ送るための QR コードを表示する</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Count from a Photo</source>
        <translation>写真から計算</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+174"/>
        <source>Reading the photo…</source>
        <translation>写真を読み取っています…</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>Waiting for the photo from the phone…</source>
        <translation>スマートフォンからの写真を待っています…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Reading cancelled.</source>
        <translation>読み取りを中止しました。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The photo could not be read: {error}</source>
        <translation>写真を読み取れませんでした：{error}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The picture</source>
        <translation>その画像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gocount: cannot open the photo</source>
        <translation>gocount：写真を開けません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot be opened as a photo.

{reason}</source>
        <translation>{name} を写真として開けません。

{reason}</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Drag %n more corners, or press Read with These Corners.</source>
        <translation>
            <numerusform>あと %n つの隅をドラッグするか、「この四隅で読み取る」を押してください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reading the photo with the corners you placed…</source>
        <translation>置いた四隅で写真を読み取っています…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>empty</source>
        <translation>空点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{point} is now {colour}.</source>
        <translation>{point} は{colour}になりました。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Doubtful point {number} of {count}: {point}. Click it on the board to change it.</source>
        <translation>疑問点 {number}/{count}：{point}。盤上でクリックすると変更できます。</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>%n points to check</source>
        <translation>
            <numerusform>確認する点 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No doubtful point</source>
        <translation>疑問点はありません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No board was read in this photo. Drag the four round handles onto the corner points of the grid (its outermost intersections), then press Read with These Corners.</source>
        <translation>この写真から盤を読み取れませんでした。4 つの丸いハンドルを罫線の隅の交点（いちばん外側の交点）へドラッグしてから、「この四隅で読み取る」を押してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read as a {size}×{size} board: {black} black stones, {white} white stones.</source>
        <translation>{size}×{size} の盤として読み取りました：黒石 {black} 個、白石 {white} 個。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The grid is not trusted, so the position may be wrong. Drag the four round handles onto the corner points of the grid; the photo is read again as you let go.</source>
        <translation>罫線の読み取りが信頼できないため、局面が誤っているかもしれません。4 つの丸いハンドルを罫線の隅の交点へドラッグしてください。離すと写真を読み直します。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/vision/doubts.py" line="+63"/>
        <source>The black chain at {point} has no liberty: a stone around it is probably misread.</source>
        <extracomment>At most this many low-confidence points are listed (impossible shapes come on top). The least sure points always shown, however sure they are: on the development photos read with their true corners, a board with one wrong point had it as its least sure point.</extracomment>
        <translation>{point} の黒の連にダメがありません。周りの石を読み誤っている可能性があります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The white chain at {point} has no liberty: a stone around it is probably misread.</source>
        <translation>{point} の白の連にダメがありません。周りの石を読み誤っている可能性があります。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/vision/grid.py" line="+240"/>
        <location filename="../../gocount_gui/vision/reading.py" line="+162"/>
        <source>Fitting the grid</source>
        <extracomment>The straightened board&apos;s side, in pixels. A grid whose score is below this is not trusted; the player is asked for the corners. A grid this clear is taken without trying the other outlines. A grid fitted to the lines alone whose lines end this clearly is taken as it is: the stones are asked only where the lines are hidden or unclear.</extracomment>
        <translation>罫線を合わせています</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/vision/image.py" line="+32"/>
        <source>The image</source>
        <extracomment>Larger images are refused after the header is read (a 200 megapixel panorama, a bomb). The working copy&apos;s longer side, in pixels: enough for a 19x19 grid at ~40 px a cell.</extracomment>
        <translation>その画像</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+11"/>
        <source>{name} is larger than {megabytes} MB; it is not read.</source>
        <translation>{name} は {megabytes} MB を超えるため読み取りません。</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>{name} was not found.</source>
        <translation>{name} が見つかりません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is a folder, not a photo.</source>
        <translation>{name} はフォルダーで、写真ではありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} could not be read: {reason}.</source>
        <translation>{name} を読み込めませんでした：{reason}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is empty.</source>
        <translation>{name} は空です。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} is not an image gocount can read (JPEG, PNG, BMP, WebP or TIFF).</source>
        <translation>{name} は gocount が読める画像（JPEG、PNG、BMP、WebP、TIFF）ではありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} has {megapixels} megapixels; at most {most} are read.</source>
        <translation>{name} は {megapixels} メガピクセルあります。読み取れるのは {most} メガピクセルまでです。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is only {width}x{height} pixels: too small to show a board.</source>
        <translation>{name} は {width}x{height} ピクセルしかなく、盤を写すには小さすぎます。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/vision/reading.py" line="-20"/>
        <source>A board of {size} lines cannot be read; 9, 13 or 19 can.</source>
        <translation>{size} 路の盤は読み取れません。読み取れるのは 9 路、13 路、19 路です。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Preparing the photo</source>
        <translation>写真を準備しています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finding the board</source>
        <translation>盤を探しています</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No Go board was found in this photo. Give its four corners by hand.</source>
        <translation>この写真から碁盤が見つかりませんでした。盤の四隅を手で指定してください。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No grid of 9, 13 or 19 lines was found on the board. Give its four corners by hand.</source>
        <translation>盤上に 9 路、13 路、19 路の罫線が見つかりませんでした。盤の四隅を手で指定してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the stones</source>
        <translation>石を読み取っています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for doubts</source>
        <translation>疑問点を探しています</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The grid did not fit the photo well; drag the four corners onto the corner points.</source>
        <translation>罫線が写真にうまく合いませんでした。四隅を罫線の隅の交点へドラッグしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Done</source>
        <translation>完了</translation>
    </message>
</context>
<context>
    <name>Proofs</name>
    <message>
        <location filename="../../gocount_gui/scoring/proofs.py" line="+125"/>
        <source>Every step holds on this game.</source>
        <translation>この対局ではすべてのステップが成り立ちます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stops at {claim}: {why}.</source>
        <translation>{claim} で止まります：{why}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the two sides differ</source>
        <translation>両辺が異なります</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>record</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S + P (no record)</source>
        <translation>S + P（棋譜なし）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>regions</source>
        <translation>領域</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>record or tray</source>
        <translation>棋譜または蓋の入力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>territory: empty points only this colour surrounds</source>
        <translation>地：この色だけが囲んでいる空点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones on the board, dead ones removed</source>
        <translation>盤上の石（死に石を除く）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>board</source>
        <translation>盤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eyes of groups in seki (and points to fill)</source>
        <translation>セキの石の一団の眼（と埋める必要がある点）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>area: stones, territory and seki eyes</source>
        <translation>面積：石、地、セキの眼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones captured during play</source>
        <translation>対局中に取られた石</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lid</source>
        <translation>蓋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dead stones removed at the end</source>
        <translation>終局時に取り除いた死に石</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead marks</source>
        <translation>死に石の指定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prisoners: in the opponent&apos;s lid</source>
        <translation>アゲハマ：相手の蓋の中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes (pass stones given)</source>
        <translation>パス（渡したパス石）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moves made (Black&apos;s extra handicap stones not counted)</source>
        <translation>手数（黒の余分な置き石は数えない）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S + P + R (- H&apos; for Black)</source>
        <translation>S + P + R（黒は - H&apos;）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>territory score with pass stones</source>
        <translation>パス石ありの地計算の得点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones played up to the first pass</source>
        <translation>最初のパスまでに打った石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones played in the whole game</source>
        <translation>対局全体で打った石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neutral points: dame and shared liberties of seki</source>
        <translation>中立点：ダメとセキの共有のダメ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>handicap stones</source>
        <translation>置き石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>handicap stones beyond one normal first move</source>
        <translation>通常の初手 1 手を超える置き石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 if Black made the last pass</source>
        <translation>黒が最後にパスしたら 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>komi</source>
        <translation>コミ</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>M_B = M_W (White passes last, so both made as many moves)</source>
        <translation>M_B = M_W（白が最後にパスするので、両者の手数は等しい）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>M_B - L = M_W (Black starts and the players alternate)</source>
        <translation>M_B - L = M_W（黒から打ち始め、交互に打つ）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Black passed last (L = 1): Black made one move more, M_B = {black}, M_W = {white}</source>
        <translation>黒が最後にパスしました（L = 1）：黒の手数が 1 多く、M_B = {black}、M_W = {white}</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>the lids do not add up: Black&apos;s side has %n more moves (Black&apos;s lid is %n short, or White&apos;s holds %n too many)</source>
        <translation>
            <numerusform>碁笥の蓋の数が合いません：黒側の手数が %n 多くなっています（黒の蓋が %n 個足りないか、白の蓋が %n 個多すぎます）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>the lids do not add up: Black&apos;s side has %n fewer moves (White&apos;s lid is %n short, or Black&apos;s holds %n too many)</source>
        <translation>
            <numerusform>碁笥の蓋の数が合いません：黒側の手数が %n 少なくなっています（白の蓋が %n 個足りないか、黒の蓋が %n 個多すぎます）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the lids do not add up</source>
        <translation>碁笥の蓋の数が合いません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>seki eyes: area counts E_B - E_W = {black} - {white} = {difference} that territory does not</source>
        <translation>セキの眼：面積計算は E_B - E_W = {black} - {white} = {difference} を数えますが、地計算は数えません</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Handicap (corollary 3): Black placed H - 1 stones more than one move, White gets H&apos; points (rule 4)</source>
        <translation>置き石（系 3）：黒は 1 手より H - 1 個多く石を置いたので、白は H&apos; 目を得ます（規則 4）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Area and territory agree (the equivalence theorem)</source>
        <translation>面積計算と地計算は一致する（等価定理）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“The Equivalence Theorem”, a rules appendix</source>
        <translation>“The Equivalence Theorem”（ルールの付録）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>area - territory = (S_B + P_B) - (S_W + P_W) + (E_B - E_W)  (K cancels, T cancels)</source>
        <translation>面積 - 地 = (S_B + P_B) - (S_W + P_W) + (E_B - E_W)  （K と T は打ち消し合う）</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>area - territory = L + H&apos; + (R_W - R_B) + (E_B - E_W)</source>
        <translation>面積 - 地 = L + H&apos; + (R_W - R_B) + (E_B - E_W)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>“Mathematics of Scoring”, Sensei&apos;s Library</source>
        <translation>“Mathematics of Scoring”（Sensei&apos;s Library）</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Ikeda Toshio, “On the Rules of Go”</source>
        <translation>池田敏雄 “On the Rules of Go”</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Robert Jasiek, “Prisoner Counting for Stone Scoring”</source>
        <translation>Robert Jasiek “Prisoner Counting for Stone Scoring”</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>“The Equivalence Theorem”; “Mathematics of Scoring”</source>
        <translation>“The Equivalence Theorem”、“Mathematics of Scoring”</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>“The Equivalence Theorem”; “Mathematics of Scoring”; Jasiek</source>
        <translation>“The Equivalence Theorem”、“Mathematics of Scoring”、Jasiek</translation>
    </message>
    <message>
        <location line="-234"/>
        <source>Every move puts a stone on the board, gives a prisoner or is a pass. When White passes last both players made the same number of moves, so the difference in stones on the board is the difference in prisoners and passes; adding the territory to both shows that area counting and territory counting with pass stones give the same difference. In a handicap game White gets H - 1 points under area counting.</source>
        <translation>すべての着手は、盤に石を置くか、アゲハマを与えるか、パスのいずれかです。白が最後にパスすれば両者の手数は等しいので、盤上の石の差はアゲハマとパスの差に等しくなります。両方に地を加えると、面積計算とパス石ありの地計算が同じ差になることがわかります。置き碁では、面積計算で白は H - 1 目を得ます。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Who passed last: L</source>
        <translation>最後にパスした側：L</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black passed last, area gives Black 1 point more than territory</source>
        <translation>黒が最後にパス：面積計算では地計算より黒が 1 目多い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White passed last (or nobody), no difference</source>
        <translation>白が最後にパス（または誰もパスしていない）：差なし</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Handicap: H&apos;</source>
        <translation>置き石：H&apos;</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>area gives Black %n point(s) more than territory (handicap stones are area)</source>
        <translation>
            <numerusform>面積計算では地計算より黒が %n 目多い（置き石は面積に含まれる）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no difference</source>
        <translation>差なし</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passes: R_W - R_B</source>
        <translation>パス：R_W - R_B</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>AGA: with pass stones, White passing last and C(H) = H&apos;, area = territory</source>
        <translation>AGA：パス石あり、白が最後にパス、C(H) = H&apos; なら、面積計算 = 地計算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How far area and territory counting differ</source>
        <translation>面積計算と地計算の差</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counted the common way (area with no compensation, territory with no pass stones) the two scores differ by exactly three things: 1 when Black passed last, the handicap stones beyond the first, and the passes White made beyond Black&apos;s (plus seki eyes, which area counts and territory does not). The AGA rules make all three vanish: White passes last, passes give stones, and White gets H - 1 points under area counting.</source>
        <translation>一般的な方法（補正なしの面積計算と、パス石なしの地計算）で数えると、二つの得点の差はちょうど三つの要素から生じます：黒が最後にパスした場合の 1、最初の 1 子を超える置き石、そして白が黒より多くしたパスの回数です（ほかに、面積計算では数えて地計算では数えないセキの眼）。AGAルールでは三つとも消えます：白が最後にパスし、パスで石を渡し、面積計算では白が H - 1 目を得ます。</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>White passed %n more time(s): area favours Black by %n</source>
        <translation>
            <numerusform>白のパスが %n 回多い：面積計算では黒が %n 目有利</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Black passed %n more time(s): territory favours Black by %n</source>
        <translation>
            <numerusform>黒のパスが %n 回多い：地計算では黒が %n 目有利</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as many passes each, no difference</source>
        <translation>パスの回数は同じ：差なし</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>from the record</source>
        <translation>棋譜から</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no record: taken as S_c + P_c, no stone after the first pass</source>
        <translation>棋譜なし：S_c + P_c とみなし、最初のパス以降の石はなし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the stones played do not match the board and the lids</source>
        <translation>打った石の数が盤と蓋に合いません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>n_B, n_W: stones played up to the first pass (handicap included)</source>
        <translation>n_B、n_W：最初のパスまでに打った石（置き石を含む）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>N_B = S_B + P_B and N_W = S_W + P_W (every stone played is on the board or a prisoner)</source>
        <translation>N_B = S_B + P_B かつ N_W = S_W + P_W（打った石はすべて盤上にあるか、アゲハマになっている）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>N_B - n_B = N_W - n_W (as many stones after the first pass)</source>
        <translation>N_B - n_B = N_W - n_W（最初のパス以降に打った石の数が等しい）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unequal moves after the first pass: Black played {black}, White {white}</source>
        <translation>最初のパス以降の手数が異なります：黒 {black}、白 {white}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>t_B - t_W = (T_B - P_B) - (T_W - P_W)  (E_B - E_W off the area side)</source>
        <translation>t_B - t_W = (T_B - P_B) - (T_W - P_W)  （E_B - E_W を面積側から差し引く）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Area rules III counted by territory and prisoners</source>
        <translation>地とアゲハマで数える面積計算ルール III</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each stone a player put down is on the board or in the opponent&apos;s lid. So the stone difference is the prisoner difference plus the stones played; area rules III take away half the difference in stones played before the first pass, and what is left is territory minus prisoners, plus the stones each side played after the first pass. When both played as many after the first pass, it is plain territory counting.</source>
        <translation>打った石はそれぞれ、盤上にあるか相手の蓋の中にあります。したがって石の差は、アゲハマの差に打った石の数を加えたものです。面積計算ルール III では最初のパスまでに打った石の差の半分を差し引くので、残るのは地からアゲハマを引いたものに、それぞれが最初のパス以降に打った石を加えたものです。最初のパス以降に両者が同じ数だけ打った場合、これは通常の地計算になります。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Stone score: S_B - S_W - H&apos;</source>
        <translation>石数計算の得点：S_B - S_W - H&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Prisoner count: X_w - X_b, X_c = P_c + R_c (prisoners and pass stones of colour c)</source>
        <translation>アゲハマ計算：X_w - X_b、X_c = P_c + R_c（色 c のアゲハマとパス石）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Stone scoring by counting prisoners</source>
        <translation>アゲハマを数える石数計算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When removed stones and pass stones are kept as prisoners and White passes last, both players made as many moves; so the difference in stones on the board is the difference in prisoners, and counting the lids gives the stone score without counting the board.</source>
        <translation>取り除いた石とパス石をアゲハマとして取っておき、白が最後にパスすれば、両者の手数は等しくなります。したがって盤上の石の差はアゲハマの差に等しく、盤を数えなくても蓋を数えれば石数計算の得点がわかります。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A_B + A_W + N = s*s (the whole board is accounted for)</source>
        <translation>A_B + A_W + N = s*s（盤全体が数えられている）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the counts do not fill the board</source>
        <translation>数えた点の合計が盤全体になりません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Komi (corollaries 1 and 2): D = A_W - A_B + K = (s*s - N) + K - 2 A_B moves in steps of 2</source>
        <translation>コミ（系 1 と 2）：D = A_W - A_B + K = (s*s - N) + K - 2 A_B は 2 ずつ変わる</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Parity and komi</source>
        <translation>偶奇とコミ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The areas and the neutral points fill the board, so the area difference is odd or even with the points left after the neutral ones. The result therefore moves in steps of 2, and the komi decides whether a jigo can happen and how small a win can be.</source>
        <translation>面積と中立点で盤全体になるので、面積の差の偶奇は、中立点を除いた残りの点の数の偶奇と同じです。したがって結果は 2 ずつ変わり、コミによって持碁があり得るかどうか、最小で何目差の勝ちになるかが決まります。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>P_B = X_B + D_B, P_W = X_W + D_W (White&apos;s lid holds Black&apos;s prisoners)</source>
        <translation>P_B = X_B + D_B、P_W = X_W + D_W（白の蓋には取られた黒石が入る）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The lids add up (moves)</source>
        <translation>碁笥の蓋の数が合う（手数）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every move is a stone on the board, a stone in the opponent&apos;s lid, or a pass. Black moves first and the players alternate, so Black made as many moves as White, or one more when Black passed last.</source>
        <translation>すべての着手は、盤上の石、相手の蓋の中の石、パスのいずれかです。黒から打ち始めて交互に打つので、黒の手数は白と同じか、黒が最後にパスした場合は 1 多くなります。</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/proofs_view.py" line="+33"/>
        <source>by the table</source>
        <translation>表より</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>follows</source>
        <translation>式変形</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rules promise</source>
        <translation>ルールの前提</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>so</source>
        <translation>ゆえに</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on this game</source>
        <translation>この対局では</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>What is counted</source>
        <translation>数えるもの</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Symbol</source>
        <translation>記号</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Made of</source>
        <translation>内訳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>黒</translation>
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
        <translation>適用外：{why}</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Each colour&apos;s counts on this game, in words and in the symbols the proofs use. Below, each proof is written out with these numbers, under the writing it comes from: a check mark where a step holds, a cross where the counts break it, and a dash where the game does not meet what the step needs (for example Black passed last).</source>
        <translation>この対局でのそれぞれの色の数値を、言葉と、証明で使う記号で示します。その下に、各証明を出典とともにこの数値で書き下しています：ステップが成り立つところにはチェック印、数値がステップを破るところには × 印、対局がステップの条件を満たさないところ（たとえば黒が最後にパスした場合）にはダッシュを付けています。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The table of counts</source>
        <translation>計算表</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>{path}: cannot be written</source>
        <translation>{path}：書き込めません</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{path}: the PDF was not written</source>
        <translation>{path}：PDF は書き出されませんでした</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Table of Counts</source>
        <translation>計算表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score sheet as the first page</source>
        <translation>計算結果表を 1 ページ目に</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the game&apos;s score sheet, then the table of counts and the proofs</source>
        <translation>対局の計算結果表に続けて、計算表と証明をエクスポートします</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export PDF…</source>
        <translation>PDF をエクスポート…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot count: {problem}</source>
        <translation>計算できません：{problem}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+7"/>
        <source>Export the Table of Counts</source>
        <translation>計算表をエクスポート</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The table of counts was not written: {error}</source>
        <translation>計算表は書き出されませんでした：{error}</translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <location filename="../../gocount_gui/model/game_model.py" line="-359"/>
        <location filename="../../gocount_gui/record/sgf.py" line="+357"/>
        <location filename="../../gocount_gui/record/write.py" line="+167"/>
        <source>there is no game {number} in the file</source>
        <translation>ファイルに第{number}局はありません</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/encoding.py" line="+91"/>
        <source>CA[{declared}] is not an encoding gocount knows; text read as {guess}</source>
        <translation>CA[{declared}] は gocount が知らない文字コードです。{guess} として読み込みました</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CA[{declared}] does not match the text; read as {guess}</source>
        <translation>CA[{declared}] がテキストと一致しません。{guess} として読み込みました</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/info.py" line="+61"/>
        <location filename="../../gocount_gui/record/replay.py" line="+94"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../gocount_gui/record/replay.py" line="+0"/>
        <source>White</source>
        <translation>白</translation>
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
        <translation>{token} は name=value の形式ではありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is not a count by numbers of this gocount</source>
        <translation>この gocount の数値からの計算ではありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../gocount_gui/record/saved.py" line="+42"/>
        <source>rules={rules} is not a rule set gocount knows</source>
        <translation>rules={rules} は gocount が知らないルールです</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../gocount_gui/record/saved.py" line="-14"/>
        <source>{name}={value} is not a pair Black,White</source>
        <translation>{name}={value} は「黒,白」の組ではありません</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>it holds no count by numbers (no GOCOUNT property marked by=numbers on the root)</source>
        <translation>数値からの計算が含まれていません（ルートに by=numbers の GOCOUNT プロパティがありません）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not a count by numbers: {error}</source>
        <translation>数値からの計算ではありません：{error}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SZ[{size}] and the count&apos;s size={counted} disagree</source>
        <translation>SZ[{size}] と計算の size={counted} が一致しません</translation>
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
        <translation>数値ではありません。コミはないものとします</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>read as {komi} (Fox writes komi times 100, or times 50)</source>
        <translation>{komi} と読みました（Fox はコミを 100 倍または 50 倍で書きます）</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>counted with {komi}, the komi Fox uses under {rules} rules</source>
        <translation>Fox が{rules}で使うコミ {komi} で計算しました</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no KM; {fox}</source>
        <translation>KM なし。{fox}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no KM (the {rules} komi, {komi})</source>
        <translation>KM なし（{rules}のコミ {komi}）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{km} cannot give RE[{result}] (a half-point result needs a half-point komi)</source>
        <translation>{km} では RE[{result}] になりません（半目の結果には半目のコミが必要です）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{km} cannot give RE[{result}] (a whole-point result needs a whole-point komi)</source>
        <translation>{km} では RE[{result}] になりません（整数目の結果には整数のコミが必要です）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{why}; {fox}</source>
        <translation>{why}。{fox}</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>HA[{value}] is not a handicap (a whole number from 0 to {largest} that fits on the board); H = {counted} counted from the stones</source>
        <translation>HA[{value}] は置き石の数ではありません（盤に収まる 0～{largest} の整数）。石から数えて H = {counted}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>HA[{value}] but no handicap stones found; H = {stated} assumed</source>
        <translation>HA[{value}] ですが置き石が見つかりません。H = {stated} と仮定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HA[{value}] but {counted} handicap stones on the board; H = {counted} counted</source>
        <translation>HA[{value}] ですが盤上の置き石は {counted} 子です。H = {counted} で計算</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>no RU; counted under {rules} rules</source>
        <translation>RU なし。{rules}で計算</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>RU[{value}] is too long to be a rule set&apos;s name (over {limit} characters); counted under {rules} rules</source>
        <translation>RU[{value}] はルール名としては長すぎます（{limit} 文字超）。{rules}で計算</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>RU[{value}] read as {rules} rules</source>
        <translation>RU[{value}] を{rules}と解釈</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>RU[{value}] names no rule set gocount knows; counted under {rules} rules</source>
        <translation>RU[{value}] は gocount が知らないルールです。{rules}で計算</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/replay.py" line="+86"/>
        <location line="+114"/>
        <source>{point} is off the {size}x{size} board</source>
        <translation>{point} は {size}x{size} の盤の外です</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>{player} at {point} retakes a ko at once</source>
        <translation>{player} {point} はコウをすぐに取り返す手です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{point} is occupied</source>
        <translation>{point} にはすでに石があります</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{player} at {point} is suicide</source>
        <translation>{player} {point} は自殺手です</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} at {point} repeats an earlier position (positional superko)</source>
        <translation>{player} {point} は以前の局面を再現します（ポジショナル・スーパーコウ）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} at {point} repeats an earlier situation (situational superko)</source>
        <translation>{player} {point} は以前の状況（手番を含む局面）を再現します（シチュエーショナル・スーパーコウ）</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/saved.py" line="-33"/>
        <source>the value is {length} characters long</source>
        <translation>値の長さが {length} 文字あります</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} is given twice</source>
        <translation>{name} が 2 回指定されています</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is a count by numbers, made with no position: open it from File &gt; New Count by Numbers, File &gt; Open Count by Numbers</source>
        <translation>局面のない数値からの計算です：「ファイル &gt; 数値から新規計算」、「ファイル &gt; 数値からの計算を開く」から開いてください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>format gocount={format} is not one this gocount reads (gocount={version})</source>
        <translation>形式 gocount={format} はこの gocount（gocount={version}）では読み込めません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{fields} missing</source>
        <translation>{fields} がありません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}={value} is not a count</source>
        <translation>{name}={value} は個数ではありません</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{name}: {value} is not a point of the {size}x{size} board</source>
        <translation>{name}：{value} は {size}x{size} の盤の点ではありません</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>komi={komi} is not a number</source>
        <translation>komi={komi} は数値ではありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>komi={komi} is out of range</source>
        <translation>komi={komi} は範囲外です</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>owners: {item} is not point:B, point:W or point:-</source>
        <translation>owners：{item} は point:B、point:W、point:- のいずれでもありません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>last={last} is not B, W or -</source>
        <translation>last={last} は B、W、- のいずれでもありません</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>it was saved with {black} black and {white} white stones on the board, the record ends with {now_black} and {now_white}</source>
        <translation>保存時の盤上の石は黒 {black} 個、白 {white} 個でしたが、棋譜の最後では {now_black} 個と {now_white} 個です</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{count} of its dead stones stand on empty points</source>
        <translation>死に石のうち {count} 個が空点にあります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} of its region owners are set on living stones</source>
        <translation>領域の帰属のうち {count} 個が生きている石に指定されています</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its handicap {handicap} disagrees with the record, which has no HA</source>
        <translation>置き石 {handicap} が棋譜と合いません（棋譜に HA がありません）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its handicap {handicap} disagrees with HA[{value}]</source>
        <translation>置き石 {handicap} が HA[{value}] と合いません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the TB/TW markup differs from its territory on {count} points (edited since it was saved)</source>
        <translation>TB/TW の印が {count} 点でその地と違います（保存後に編集されています）</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/sgf.py" line="-244"/>
        <source>move {move} (node {node})</source>
        <translation>{move} 手目（ノード {node}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>node {node}</source>
        <translation>ノード {node}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{where}, {property}: {message}</source>
        <translation>{where}、{property}：{message}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: {message}</source>
        <translation>{where}：{message}</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>{kind}, not a regular file; gocount reads game records from files only</source>
        <translation>{kind}。通常のファイルではないため読み込めません（gocount はファイルからのみ棋譜を読み込みます）</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <location filename="../../gocount_gui/record/write.py" line="+179"/>
        <source>cannot read the file: {error}</source>
        <translation>ファイルを読み込めません：{error}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{size} MB</source>
        <translation>{size} MB</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>over {size} MB</source>
        <translation>{size} MB 超</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is {size}; gocount reads game records up to {limit} MB (one game is rarely over 100 kB)</source>
        <translation>ファイルのサイズは {size} です。gocount が読み込める棋譜は {limit} MB までです（1 局が 100 kB を超えることはまれです）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it is a link</source>
        <translation>リンクです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a folder</source>
        <translation>フォルダーです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a pipe (FIFO)</source>
        <translation>パイプ（FIFO）です</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>it is a device</source>
        <translation>デバイスです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a socket</source>
        <translation>ソケットです</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is a special file</source>
        <translation>特殊ファイルです</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the data is {size} MB; gocount reads game records up to {limit} MB</source>
        <translation>データは {size} MB です。gocount が読み込める棋譜は {limit} MB までです</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>its variations nest more than {limit} deep; gocount reads games of fewer levels (a game has a few hundred moves)</source>
        <translation>変化図の入れ子が {limit} 段を超えています。gocount が読むのはそれより浅い棋譜です（一局は数百手です）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file holds {nodes} nodes; gocount reads at most {limit} from one file (a game has a few hundred)</source>
        <translation>ファイルには {nodes} 個のノードがあります。gocount が 1 つのファイルから読み込めるのは {limit} 個までです（1 局は数百個です）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the file ends in the middle of the game; read up to where it stops</source>
        <translation>ファイルが対局の途中で終わっています。途切れたところまで読み込みました</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not an SGF file: no game tree &apos;(;&apos; found</source>
        <translation>SGF ファイルではありません：ゲームツリー &apos;(;&apos; が見つかりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a readable SGF file ({error})</source>
        <translation>読み込める SGF ファイルではありません（{error}）</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>error parsing game {number}: {error}</source>
        <translation>第{number}局の解析中にエラー：{error}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file holds more than {limit} games; gocount reads at most {limit} from one file (split the collection into smaller files)</source>
        <translation>ファイルに {limit} 局を超える対局が含まれています。gocount が 1 つのファイルから読み込めるのは {limit} 局までです（棋譜集を小さなファイルに分割してください）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no SGF data found</source>
        <translation>SGF データが見つかりません</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>board size SZ[{size}] is not supported (square boards {smallest} to {largest})</source>
        <translation>盤のサイズ SZ[{size}] には対応していません（{smallest}～{largest} 路の正方形の盤）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>game {number} cannot be read ({error})</source>
        <translation>第{number}局を読み込めません（{error}）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>board size {size} is not supported ({smallest} to {largest})</source>
        <translation>盤のサイズ {size} には対応していません（{smallest}～{largest}）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>its main line has more than {limit} moves; gocount counts games of fewer (a game has a few hundred)</source>
        <translation>本譜が {limit} 手を超えています。gocount が数えるのはそれより短い棋譜です（一局は数百手です）</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>{count} more notes like these are not shown</source>
        <translation>同様の注記があと {count} 件ありますが表示しません</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>it is not plain ASCII</source>
        <translation>ASCII のみのテキストではありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>gocount&apos;s saved count is ignored ({problem}); the record and its TB/TW markup are read instead</source>
        <translation>gocount が保存した計算は使いません（{problem}）。代わりに棋譜とその TB/TW の印を読みます</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{error}; ignored</source>
        <translation>{error}。無視しました</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>a node with both a Black and a White move; the White move is ignored</source>
        <translation>黒と白の両方の着手を含むノードです。白の着手を無視しました</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>not a point of the board; move ignored</source>
        <translation>盤上の点ではありません。着手を無視しました</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>moves written in upper case or with spaces, which SGF does not allow ({count} in all); read as lower case</source>
        <translation>大文字または空白入りで書かれた着手（SGF では不可、全部で {count} 手）。小文字として読みます</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{count} points are marked both Black&apos;s and White&apos;s territory (first {point}); those marks are ignored</source>
        <translation>{count} 点が黒地と白地の両方に印されています（最初は {point}）。その印は無視します</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{error}; played anyway</source>
        <translation>{error}。そのまま着手しました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{error}; move skipped</source>
        <translation>{error}。着手を飛ばしました</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/write.py" line="-163"/>
        <source>the game in the file is {file}x{file} and the count {count}x{count}; a count is never written into a game of another size</source>
        <translation>ファイルの対局は {file}x{file}、計算は {count}x{count} です。計算を別のサイズの対局に書き込むことはありません</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>board size SZ[{size}] is not supported</source>
        <translation>盤のサイズ SZ[{size}] には対応していません</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>the file exists; saving over it needs the caller&apos;s say-so</source>
        <translation>ファイルが既に存在します。上書きするには呼び出し元の許可が必要です</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>the folder {folder} is read-only</source>
        <translation>フォルダー {folder} は読み取り専用です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the folder {folder} is read-only for you (no permission to write there)</source>
        <translation>フォルダー {folder} はあなたには読み取り専用です（書き込み権限がありません）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full (no space left for the file in {folder})</source>
        <translation>ディスクがいっぱいです（{folder} にファイルを書き込む空きがありません）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the folder {folder} does not exist (was it removed or a drive unplugged?)</source>
        <translation>フォルダー {folder} が存在しません（削除されたか、ドライブが取り外されましたか？）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{folder} is not a folder</source>
        <translation>{folder} はフォルダーではありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file&apos;s name is too long for the system (at most 255 bytes; choose a shorter one)</source>
        <translation>ファイル名がシステムには長すぎます（最大 255 バイト。短い名前にしてください）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk reported an error while writing in {folder}</source>
        <translation>{folder} への書き込み中にディスクがエラーを報告しました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot write in {folder}: {system}</source>
        <translation>{folder} に書き込めません：{system}</translation>
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
        <translation>{what} が数ではありません: {value}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{what} is not a whole number: {value}</source>
        <translation>{what} が整数ではありません: {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} is {value}, not a whole number from {lowest} to {highest}</source>
        <translation>{what} は {value} で、{lowest} から {highest} の整数ではありません</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a number of over 3,000 digits</source>
        <translation>3,000 桁を超える数</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{what} is {value}, not a komi from -{largest} to {largest}</source>
        <translation>{what} は {value} で、-{largest} から {largest} のコミではありません</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>{what} is {value}, not a number from {lowest} to {highest}</source>
        <translation>{what} は {value} で、{lowest} から {highest} の数ではありません</translation>
    </message>
</context>
<context>
    <name>Referee</name>
    <message>
        <location filename="../../gocount_gui/engine/headless.py" line="+52"/>
        <source>referee: {engine} gave no opinion: {error}</source>
        <translation>審判：{engine} は判定を返しませんでした：{error}</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>referee: {engine} calls %n stones dead</source>
        <translation>
            <numerusform>審判：{engine} は %n 個の石を死に石と判定</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; agrees with every dead mark</source>
        <translation>。すべての死に石の指定に同意</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not marked dead</source>
        <translation>死に石に未指定</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>marked dead</source>
        <translation>死に石に指定済み</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>; disagrees on %n stones: {stones}</source>
        <translation>
            <numerusform>。%n 個の石で不一致：{stones}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gocount_gui/scoring/referee.py" line="+75"/>
        <source>{path}: cannot read the file</source>
        <translation>{path}：ファイルを読み込めません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{path}: a path with a line break cannot be sent over GTP</source>
        <translation>{path}：改行を含むパスは GTP で送れません</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{path}: GNU Go gave no answer within {seconds} s</source>
        <translation>{path}：GNU Go は {seconds} 秒以内に回答しませんでした</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{path}: GNU Go could not be started: {error}</source>
        <translation>{path}：GNU Go を起動できません：{error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no output</source>
        <translation>出力なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path}: GNU Go stopped early: {output}</source>
        <translation>{path}：GNU Go が途中で停止しました：{output}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{path}: GNU Go refused: {answer}</source>
        <translation>{path}：GNU Go が拒否しました：{answer}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{path}: GNU Go&apos;s answer is no list of points: {error}</source>
        <translation>{path}：GNU Go の回答が座標のリストではありません：{error}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../gocount_gui/scoring/rules.py" line="+84"/>
        <source>pass stones</source>
        <translation>パス石あり</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White passes last</source>
        <translation>白が最後にパス</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>seki eyes score</source>
        <translation>セキの眼は目になる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seki eyes do not score</source>
        <translation>セキの眼は目にならない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dead stones stay on the board</source>
        <translation>死に石は盤上に残す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>suicide allowed</source>
        <translation>自殺手あり</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no suicide</source>
        <translation>自殺手禁止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>komi {komi}</source>
        <translation>コミ {komi}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>area counting</source>
        <translation>面積計算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>territory counting</source>
        <translation>地計算</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>simple ko</source>
        <translation>通常のコウ</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>stone counting</source>
        <translation>石数計算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prisoner counting</source>
        <translation>アゲハマ計算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>area counting (rules III)</source>
        <translation>面積計算（ルール III）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>positional superko</source>
        <translation>ポジショナル・スーパーコウ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>situational superko</source>
        <translation>シチュエーショナル・スーパーコウ</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Japanese</source>
        <translation>日本ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Korean</source>
        <translation>韓国ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chinese</source>
        <translation>中国ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AGA</source>
        <translation>AGAルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Zealand</source>
        <translation>ニュージーランドルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ing</source>
        <translation>応氏ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tromp-Taylor</source>
        <translation>Tromp-Taylor ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equivalence</source>
        <translation>等価ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area rules III</source>
        <translation>面積計算ルール III</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone scoring</source>
        <translation>石数計算ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prisoner-counting stone scoring</source>
        <translation>アゲハマ式石数計算ルール</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>unknown rule set {name}; known: {known}</source>
        <translation>不明なルール {name}。使用できるもの：{known}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>custom</source>
        <translation>カスタムルール</translation>
    </message>
</context>
<context>
    <name>Scorers</name>
    <message>
        <location filename="../../gocount_gui/scoring/scorers.py" line="+31"/>
        <source>Jigo</source>
        <translation>持碁</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Area counting</source>
        <translation>面積計算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory counting</source>
        <translation>地計算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stones counting</source>
        <translation>石数計算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prisoners counting</source>
        <translation>アゲハマ計算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area iii counting</source>
        <translation>面積計算 III</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>komi</source>
        <translation>コミ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>handicap compensation to White ({how})</source>
        <translation>白への置き石補正（{how}）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>stones on the board</source>
        <translation>盤上の石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>territory</source>
        <translation>地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seki eyes</source>
        <translation>セキの眼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prisoners taken (the opponent&apos;s P)</source>
        <translation>取ったアゲハマ（相手の P）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pass stones received (the opponent&apos;s R)</source>
        <translation>受け取ったパス石（相手の R）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>seki eyes (not counted)</source>
        <translation>セキの眼（数えない）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>area with every stone standing</source>
        <translation>すべての石を残したままの面積</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>points to fill, not territory (Black {black}, White {white})</source>
        <translation>埋める必要がある点、地ではない（黒 {black}、白 {white}）</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>none under territory counting</source>
        <translation>地計算ではなし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none under stone scoring</source>
        <translation>石数計算ではなし</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>handicap stones beyond the first move</source>
        <translation>初手を超える置き石</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>none: H&apos; is on Black&apos;s side</source>
        <translation>なし：H&apos; は黒の側にある</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>area (S + T + E)</source>
        <translation>面積（S + T + E）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>half the difference in stones played before the first pass</source>
        <translation>最初のパスまでに打った石の差の半分</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>in n_B - n_W</source>
        <translation>n_B - n_W に含まれる</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <location filename="../../gocount_gui/selftest.py" line="+51"/>
        <source>bundle {folder}</source>
        <translation>バンドル {folder}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source {folder}</source>
        <translation>ソース {folder}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>(version unknown)</source>
        <translation>（バージョン不明）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>missing from {folder}: {files}</source>
        <translation>{folder} にないもの：{files}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} files in {folder}</source>
        <translation>{folder} に {count} 個のファイル</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the example game cannot be counted: {problem}</source>
        <translation>サンプルの対局を計算できません：{problem}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the example game has no counted result to compare with</source>
        <translation>サンプルの対局には比較する計算結果がありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the record says {recorded}, but {rules} counts {result}</source>
        <translation>棋譜の結果は {recorded} ですが、{rules}での計算は {result} です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{size}x{size}, {moves} moves, {result} by the record and by {rules}; {presets} presets counted</source>
        <translation>{size}x{size}、{moves} 手、棋譜でも{rules}でも {result}。{presets} 個のプリセットを計算</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>identity {number} ({name}) fails: {left} vs {right}</source>
        <translation>恒等式 {number}（{name}）が成り立ちません：{left} 対 {right}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{held} hold, {other} do not apply to this game, none fails</source>
        <translation>{held} 個が成立、{other} 個はこの対局に適用外、不成立なし</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the board painted as {count} colour(s): nothing was drawn</source>
        <translation>盤が {count} 色で描画されました：何も描かれていません</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Qt could not write a PNG</source>
        <translation>Qt が PNG を書き出せませんでした</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Qt could not read back the PNG it wrote</source>
        <translation>Qt が書き出した PNG を読み戻せませんでした</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Qt could not read the SVG icon</source>
        <translation>Qt が SVG アイコンを読み込めませんでした</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Qt wrote no PDF</source>
        <translation>Qt が PDF を書き出しませんでした</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Qt&apos;s print support made no usable printer</source>
        <translation>Qt の印刷サポートで使用できるプリンターが作成されませんでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>board painted ({colours} colours), PNG {png} bytes written and read back, SVG icon read, PDF {pdf} bytes, printer ready</source>
        <translation>盤を描画（{colours} 色）、PNG {png} バイトを書き出して読み戻し、SVG アイコンを読み込み、PDF {pdf} バイト、プリンター準備完了</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>English (the source text; no translation to load)</source>
        <translation>英語（原文のため、読み込む翻訳なし）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{language}: {file} is missing or unreadable</source>
        <translation>{language}：{file} がないか、読み込めません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{language}: no translation built, English shown</source>
        <translation>{language}：翻訳がビルドされていないため、英語で表示</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, drawn with the bundled {family}</source>
        <translation>、同梱の {family} で描画</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, drawn with the system&apos;s fonts (no bundled CJK font)</source>
        <translation>、システムのフォントで描画（同梱の CJK フォントなし）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{language} loaded with Qt&apos;s own: the File menu reads {menu}</source>
        <translation>{language} を Qt 自身の翻訳とともに読み込み：「ファイル」メニューの表示は {menu}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{language} loaded without Qt&apos;s own: the File menu reads {menu}</source>
        <translation>{language} を Qt 自身の翻訳なしで読み込み：「ファイル」メニューの表示は {menu}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>image format {name}</source>
        <translation>画像形式 {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the SVG icon engine</source>
        <translation>SVG アイコンエンジン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>missing Qt plugins: {plugins} (looked in {folder})</source>
        <translation>見つからない Qt プラグイン：{plugins}（{folder} を検索）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>platforms {platforms}; image formats {formats}; SVG icons</source>
        <translation>プラットフォーム {platforms}、画像形式 {formats}、SVG アイコン</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>two worker processes counted {theirs}, this process {ours}</source>
        <translation>2 つのワーカープロセスの計算は {theirs}、このプロセスは {ours}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two worker processes counted the example game as this process does ({result})</source>
        <translation>2 つのワーカープロセスがサンプルの対局をこのプロセスと同じく計算しました（{result}）</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>bundled files</source>
        <extracomment>The stones the photo check draws, (row, col) from the top left: X black, O white. (name, check, whether it needs the example&apos;s count); a check takes the context the earlier ones filled in and returns what it found, in words.</extracomment>
        <translation>同梱ファイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>example game</source>
        <translation>サンプルの対局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>identities</source>
        <translation>恒等式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qt drawing</source>
        <translation>Qt の描画</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qt plugins</source>
        <translation>Qt プラグイン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>translations</source>
        <translation>翻訳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worker processes</source>
        <translation>ワーカープロセス</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the example game was not counted</source>
        <translation>サンプルの対局は計算されませんでした</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <location filename="../../gocount_gui/ui/sheet.py" line="-262"/>
        <source>{file}, game {number}</source>
        <translation>{file}、第{number}局</translation>
    </message>
    <message>
        <location line="+180"/>
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
        <location line="+144"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+145"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <location line="-139"/>
        <location line="+7"/>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Event</source>
        <translation>棋戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round {round}</source>
        <translation>第{round}回戦</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place</source>
        <translation>場所</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{rules} (record: RU[{ru}])</source>
        <translation>{rules}（棋譜：RU[{ru}]）</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+56"/>
        <source>Black {black}, White {white}</source>
        <translation>黒 {black}、白 {white}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Warning: {text}</source>
        <translation>警告：{text}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The record says {result}: nothing to compare.</source>
        <translation>棋譜の結果は {result}：比較するものはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}; this game is not finished, so nothing to compare.</source>
        <translation>棋譜の結果は {result}。終局していないので比較しません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record agrees ({result}).</source>
        <translation>棋譜の結果と一致しています（{result}）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}.</source>
        <translation>棋譜の結果は {result} です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lid audit: </source>
        <translation>アゲハマ検算：</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>? on %n stones: the dead-stone suggestion is unsure; check them.</source>
        <translation>
            <numerusform>%n 個の石に ? 印：死に石の推定が不確実です。確認してください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Stones on the board</source>
        <translation>盤上の石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory</source>
        <translation>地</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+8"/>
        <source>Marks on the board</source>
        <translation>盤上の印</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Every rule set</source>
        <translation>全ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White before compensation C(H) and komi K</source>
        <translation>白：置き石補正 C(H) とコミ K を加える前</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>chosen</source>
        <translation>選択中</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Identities</source>
        <translation>恒等式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counting methods checked against each other with this game&apos;s numbers</source>
        <translation>この対局の数値による計算方法どうしの照合</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Counted with gocount {version} on {date}</source>
        <translation>{date} に gocount {version} で計算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signatures: Black ________   White ________   Referee ________</source>
        <translation>署名：黒 ________   白 ________   審判 ________</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Score sheet - {black} (B) vs {white} (W)</source>
        <translation>計算結果表 - {black}（黒）対 {white}（白）</translation>
    </message>
</context>
<context>
    <name>Tray</name>
    <message>
        <location filename="../../gocount_gui/ui/tray.py" line="+142"/>
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
        <location line="+2"/>
        <source>Who passed last: unknown</source>
        <translation>最後にパスした側：不明</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Handicap stones, 0 in an even game (H); all but one count as extra moves (H&apos; = H - 1)</source>
        <translation>置き石の数。互先では 0（H）。1 子を除くすべてが余分な手数として数えられます（H&apos; = H - 1）</translation>
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
        <location line="-130"/>
        <source>Black&apos;s lid holds the white stones Black took (P_W = X_W + D_W) and White&apos;s pass stones (R_W).</source>
        <translation>黒の蓋には、黒が取った白石（P_W = X_W + D_W）と白のパス石（R_W）が入ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White stones Black captured during play (X_W)</source>
        <translation>対局中に黒が取った白石（X_W）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White stones removed as dead: the marks on the board (D_W)</source>
        <translation>死に石として取り除いた白石：盤上の指定による（D_W）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One stone for each pass White made (R_W)</source>
        <translation>白のパス 1 回につき 1 個（R_W）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s passes, one pass stone each (R_W)</source>
        <translation>白のパス。1 回につきパス石 1 個（R_W）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every stone in Black&apos;s lid (P_W + R_W)</source>
        <translation>黒の蓋の中のすべての石（P_W + R_W）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s lid: white stones captured</source>
        <translation>黒の蓋：取った白石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one from Black&apos;s lid: white stones captured</source>
        <translation>黒の蓋から 1 個減らす：取った白石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one to Black&apos;s lid: white stones captured</source>
        <translation>黒の蓋に 1 個加える：取った白石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s lid: White&apos;s pass stones</source>
        <translation>黒の蓋：白のパス石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one from Black&apos;s lid: White&apos;s pass stones</source>
        <translation>黒の蓋から 1 個減らす：白のパス石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one to Black&apos;s lid: White&apos;s pass stones</source>
        <translation>黒の蓋に 1 個加える：白のパス石</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Prisoners in Black&apos;s lid (White stones)</source>
        <translation>黒の蓋のアゲハマ（白石）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Captured by Black:</source>
        <translation>黒が取った石(&amp;C)：</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Prisoners in White&apos;s lid (Black stones)</source>
        <translation>白の蓋のアゲハマ（黒石）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Captured by White:</source>
        <translation>白が取った石(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s lid holds the black stones White took (P_B = X_B + D_B) and Black&apos;s pass stones (R_B).</source>
        <translation>白の蓋には、白が取った黒石（P_B = X_B + D_B）と黒のパス石（R_B）が入ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black stones White captured during play (X_B)</source>
        <translation>対局中に白が取った黒石（X_B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black stones removed as dead: the marks on the board (D_B)</source>
        <translation>死に石として取り除いた黒石：盤上の指定による（D_B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One stone for each pass Black made (R_B)</source>
        <translation>黒のパス 1 回につき 1 個（R_B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s passes, one pass stone each (R_B)</source>
        <translation>黒のパス。1 回につきパス石 1 個（R_B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every stone in White&apos;s lid (P_B + R_B)</source>
        <translation>白の蓋の中のすべての石（P_B + R_B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s lid: black stones captured</source>
        <translation>白の蓋：取った黒石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one from White&apos;s lid: black stones captured</source>
        <translation>白の蓋から 1 個減らす：取った黒石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one to White&apos;s lid: black stones captured</source>
        <translation>白の蓋に 1 個加える：取った黒石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s lid: Black&apos;s pass stones</source>
        <translation>白の蓋：黒のパス石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one from White&apos;s lid: Black&apos;s pass stones</source>
        <translation>白の蓋から 1 個減らす：黒のパス石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one to White&apos;s lid: Black&apos;s pass stones</source>
        <translation>白の蓋に 1 個加える：黒のパス石</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Each pass is a pass stone in the other player&apos;s lid: Black&apos;s passes in White&apos;s lid, White&apos;s passes in Black&apos;s lid.</source>
        <translation>パスはそれぞれ、相手の蓋に入るパス石 1 個になります：黒のパスは白の蓋に、白のパスは黒の蓋に入ります。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Black passed last</source>
        <translation>黒が最後にパス</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White passed last</source>
        <translation>白が最後にパス</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The lid audit: S_B + P_B + R_B - H&apos; - L = S_W + P_W + R_W
(every move is a stone on the board, a stone in a lid or a pass stone).</source>
        <translation>アゲハマ検算：S_B + P_B + R_B - H&apos; - L = S_W + P_W + R_W
（すべての着手は、盤上の石、蓋の中の石、パス石のいずれかです）。</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Dead:</source>
        <translation>死に石：</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>{tip}; mark them on the board to change this</source>
        <translation>{tip}。変更するには盤上で指定してください</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pass stones:</source>
        <translation>パス石(&amp;P)：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;In the lid:&lt;/b&gt;</source>
        <translation>&lt;b&gt;蓋の中：&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>{tip} (type a number, or use the arrow keys)</source>
        <translation>{tip}（数値を入力するか、矢印キーを使ってください）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One stone fewer (Ctrl+Z undoes a run of clicks at once)</source>
        <translation>1 個減らす（Ctrl+Z で連続したクリックをまとめて取り消せます）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One stone more (Ctrl+Z undoes a run of clicks at once)</source>
        <translation>1 個増やす（Ctrl+Z で連続したクリックをまとめて取り消せます）</translation>
    </message>
    <message>
        <location line="-177"/>
        <source>Black passed {count} time(s)</source>
        <translation>黒のパス {count} 回</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White passed {count} time(s)</source>
        <translation>白のパス {count} 回</translation>
    </message>
    <message>
        <location line="+250"/>
        <source>Cannot count: {problem}</source>
        <translation>計算できません：{problem}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lid audit: </source>
        <translation>アゲハマ検算：</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../gocount_gui/ui/window.py" line="-459"/>
        <source>SGF game records (*.sgf *.SGF);;All files (*)</source>
        <translation>SGF 棋譜 (*.sgf *.SGF);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+240"/>
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
        <location line="+570"/>
        <location line="+23"/>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location line="-593"/>
        <source>Save the count to another file</source>
        <translation>計算結果を別のファイルに保存します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Score Sheet…</source>
        <translation>計算結果表をエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write the score sheet as a PDF or PNG file</source>
        <translation>計算結果表を PDF または PNG ファイルとして書き出します</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>Chec&amp;k a Folder…</source>
        <translation>フォルダーをチェック(&amp;K)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count every game of a folder and compare each with its recorded result</source>
        <translation>フォルダー内のすべての対局を計算し、それぞれ棋譜の結果と比較します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Suggest &amp;Dead Stones</source>
        <translation>死に石を推定(&amp;D)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark the stones gocount judges dead (check them after)</source>
        <translation>gocount が死んでいると判断した石に印を付けます（あとで確認してください）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel Suggestion</source>
        <translation>推定を中止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clear Dead Marks</source>
        <translation>死に石の指定を解除(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark every stone alive again</source>
        <translation>すべての石を生きている状態に戻します</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>Game &amp;Info…</source>
        <translation>対局情報(&amp;I)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The players, their ranks, the date, event and place of the game</source>
        <translation>対局者、段級位、対局の日付・棋戦・場所</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to Count</source>
        <translation>計算のしかた(&amp;H)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The steps of a count and what the marks on the board mean</source>
        <translation>計算の手順と盤上の印の意味</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location filename="../../gocount_gui/selftest.py" line="-141"/>
        <location filename="../../gocount_gui/ui/window.py" line="+72"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/window.py" line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>対局(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mode</source>
        <translation>モード(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Main toolbar</source>
        <translation>メインツールバー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{action} the last change (the Edit menu names it)</source>
        <translation>{action}：直前の変更（内容は「編集」メニューに表示されます）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>More toolbar buttons</source>
        <translation>その他のツールバーボタン</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Cannot count: {problem}</source>
        <translation>計算できません：{problem}</translation>
    </message>
    <message>
        <location line="+45"/>
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
        <location line="+23"/>
        <source>gocount: cannot open the game</source>
        <translation>gocount：対局を開けません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot be opened.

{reason}</source>
        <translation>{name} を開けません。

{reason}</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Note on this record: {note} (and %n more)</source>
        <translation>
            <numerusform>この棋譜についての注意：{note}（ほか %n 件）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note on this record: {note}</source>
        <translation>この棋譜についての注意：{note}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opened {name}: {moves} moves, dead stones as the players marked them</source>
        <translation>{name} を開きました：{moves} 手、死に石は対局者の指定どおり</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opened {name}: {moves} moves, no dead stones marked; {suggesting}</source>
        <translation>{name} を開きました：{moves} 手、死に石の指定なし。{suggesting}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Game {number}: {black} (B) vs {white} (W), {size}×{size}, %n moves</source>
        <translation>
            <numerusform>第{number}局：{black}（黒）対 {white}（白）、{size}×{size}、%n 手</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file holds several games. Count which one?</source>
        <translation>このファイルには複数の対局が含まれています。どの対局を計算しますか？</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Save the count</source>
        <translation>計算結果を保存</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>gocount: the count was not saved</source>
        <translation>gocount：計算結果は保存されませんでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} could not be saved; nothing was changed.

{reason}

Your count is still open here, and kept in the autosave until it is saved.</source>
        <translation>{name} を保存できませんでした。何も変更されていません。

{reason}

計算はここで開いたままで、保存されるまで自動保存に残ります。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved {name}</source>
        <translation>{name} を保存しました</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export the score sheet</source>
        <translation>計算結果表をエクスポート</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>gocount: the score sheet was not written</source>
        <translation>gocount：計算結果表は書き出されませんでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} could not be written.

{reason}</source>
        <translation>{name} を書き出せませんでした。

{reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score sheet written to {name}</source>
        <translation>計算結果表を {name} に書き出しました</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the printer</source>
        <translation>プリンター</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gocount: the score sheet was not printed</source>
        <translation>gocount：計算結果表は印刷されませんでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{printer} could not be started.</source>
        <translation>{printer} を起動できませんでした。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score sheet sent to the printer</source>
        <translation>計算結果表をプリンターに送りました</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Score sheet — print preview</source>
        <translation>計算結果表 — 印刷プレビュー</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{name} has been deleted, moved or renamed since gocount opened it (it is no longer in {folder}).

Save the count to a file of your choice?</source>
        <translation>{name} は、gocount で開いた後に削除、移動、または名前の変更がされました（{folder} にありません）。

計算を任意のファイルに保存しますか？</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+26"/>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+26"/>
        <source>gocount: the file changed on disk</source>
        <translation>gocount：ディスク上のファイルが変更されました</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>{name} has been changed by another program since gocount read it (it was last changed {when}).</source>
        <translation>{name} は gocount が読んだ後に別のプログラムで変更されました（最終変更 {when}）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has been changed by another program since gocount read it.</source>
        <translation>{name} は gocount が読んだ後に別のプログラムで変更されました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It no longer holds this game, so the count cannot be written into it.</source>
        <translation>この対局はもうファイルにないため、計算を書き込めません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It now holds a {board}×{board} game; this {size}×{size} count is never written over it.</source>
        <translation>今は {board}×{board} の対局が入っています。この {size}×{size} の計算を上書きすることはありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overwrite: restore the count, and Save writes it into the file as it is now (the other program&apos;s changes are lost).</source>
        <translation>上書き: 計算を復元し、保存で今のファイルに書き込みます（別のプログラムの変更は失われます）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overwrite: write the count into the file as it is now (the other program&apos;s changes are lost).</source>
        <translation>上書き: 計算を今のファイルに書き込みます（別のプログラムの変更は失われます）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Overwrite</source>
        <translation>上書き(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save As: save the count under another name. Reload: open the file as it is now instead of this count.</source>
        <translation>名前を付けて保存: 計算を別の名前で保存します。再読み込み: この計算の代わりに今のファイルを開きます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re&amp;load</source>
        <translation>再読み込み(&amp;L)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Autosave failed: {message}. Save the count to keep it.</source>
        <translation>自動保存に失敗しました：{message}。計算結果を残すには保存してください。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A count that gocount kept after a crash cannot be read ({error}).

Delete it?</source>
        <translation>gocount がクラッシュ後に残した計算を読み込めません（{error}）。

削除しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep It</source>
        <translation>残す(&amp;K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <source>gocount: unsaved count</source>
        <translation>gocount：未保存の計算</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>&amp;Restore</source>
        <translation>復元(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>破棄(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Later</source>
        <translation>後で(&amp;L)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Restored the count gocount kept after it was closed without saving; save it to keep it</source>
        <translation>保存せずに閉じられた後に gocount が残していた計算を復元しました。残すには保存してください</translation>
    </message>
    <message>
        <location line="+27"/>
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
        <location line="+95"/>
        <source>{name} (game {number})</source>
        <translation>{name}（第{number}局）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new count</source>
        <translation>新規計算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unknown time</source>
        <translation>不明な時刻</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>gocount was closed without saving a count.

{what}: {size}×{size}, {rules} rules, %n dead stones, last changed {when}.

Restore it? Later keeps it and asks again at the next start.</source>
        <translation>
            <numerusform>gocount は計算を保存せずに閉じられました。

{what}：{size}×{size}、{rules}、死に石 %n 個、最終変更 {when}。

復元しますか？「後で」を選ぶと保持され、次回の起動時に再度確認します。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/language_menu.py" line="+38"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_support.py" line="-157"/>
        <source>Photos of a board (*.jpg *.jpeg *.png *.bmp *.webp *.tif *.tiff);;All files (*)</source>
        <translation>盤の写真 (*.jpg *.jpeg *.png *.bmp *.webp *.tif *.tiff);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Count from P&amp;hoto…</source>
        <translation>写真から計算(&amp;H)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read the final position from a photo of the board</source>
        <translation>盤の写真から終局図を読み取る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Photo from Ca&amp;mera…</source>
        <translation>カメラで撮影(&amp;M)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take a photo of the board with a camera and read it</source>
        <translation>カメラで盤を撮影して読み取る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rece&amp;ive Photo from Phone…</source>
        <translation>スマートフォンから写真を受信(&amp;I)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show a QR code that a phone opens to send its photo of the board</source>
        <translation>スマートフォンが盤の写真を送るための QR コードを表示する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste P&amp;hoto</source>
        <translation>写真を貼り付け(&amp;H)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read the final position from a picture on the clipboard</source>
        <translation>クリップボードの画像から終局図を読み取る</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Open a photo of the board</source>
        <translation>盤の写真を開く</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>gocount: no camera</source>
        <translation>gocount：カメラがありません</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Position read from the photo: check the dead stones gocount suggests, then fill in the lids and the passes</source>
        <translation>写真から局面を読み取りました：gocount が推定した死に石を確認し、蓋とパスを入力してください</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/settings.py" line="+42"/>
        <source>The setting {key} could not be read ({why}) and was reset</source>
        <translation>設定 {key} を読めなかったため（{why}）、初期値に戻しました</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a value of a kind gocount does not use</source>
        <translation>gocount が使わない種類の値</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a {kind} where a text belongs</source>
        <translation>テキストの場所に {kind}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{value} is not one of its values</source>
        <translation>{value} はその値のどれでもありません</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a {kind} where a list of texts belongs</source>
        <translation>テキストの一覧の場所に {kind}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{value} is neither true nor false</source>
        <translation>{value} は真でも偽でもありません</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{count} sizes where {wanted} belong</source>
        <translation>{wanted} 個のはずのサイズが {count} 個</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a {kind} where Qt&apos;s saved state belongs</source>
        <translation>Qt の保存状態の場所に {kind}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{length} bytes that are not Qt&apos;s saved state</source>
        <translation>Qt の保存状態ではない {length} バイト</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../../gocount_gui/ui/words.py" line="+19"/>
        <source>Territory counting: the empty points you surround plus the stones you captured; eyes in seki count for nobody.</source>
        <translation>地計算：囲んだ空点と取った石の合計。セキの眼はどちらの目にもなりません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory counting, as in Japan: the empty points you surround plus the stones you captured.</source>
        <translation>日本と同じ地計算：囲んだ空点と取った石の合計。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting: your stones on the board plus the empty points you surround; White gets a point for each handicap stone.</source>
        <translation>面積計算：盤上の自分の石と囲んだ空点の合計。白は置き石 1 子につき 1 目を得ます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory plus captures, with a stone handed over at every pass and White passing last, so it agrees with area counting.</source>
        <translation>地とアゲハマの合計。パスのたびに石を 1 個渡し、白が最後にパスするので、面積計算と一致します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting: your stones on the board plus the empty points you surround; no points for handicap stones.</source>
        <translation>面積計算：盤上の自分の石と囲んだ空点の合計。置き石に対する目はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting (Ing&apos;s stone count): your stones plus your empty points; White gets a point for each handicap stone.</source>
        <translation>面積計算（応氏の石数計算）：自分の石と自分の空点の合計。白は置き石 1 子につき 1 目を得ます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting with nothing removed: a point is yours if it is your stone or reaches only your stones, so dead stones must be captured first.</source>
        <translation>何も取り除かない面積計算：自分の石がある点か、自分の石にだけ接する点が自分のものになるので、死に石は先に取り上げておく必要があります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The oldest way: only your stones on the board count, so every eye you keep costs a point.</source>
        <translation>最も古い方法：盤上の自分の石だけを数えるので、眼を 1 つ残すごとに 1 目損します。</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Territory with a stone handed over at every pass and White passing last: the rules under which area and territory always agree.</source>
        <translation>パスのたびに石を 1 個渡し、白が最後にパスする地計算：面積計算と地計算が常に一致するルール。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting corrected by the difference in stones the players put down before the first pass, which brings it to the territory result.</source>
        <translation>最初のパスまでに両者が打った石の差で補正した面積計算。これにより地計算の結果と同じになります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stone scoring counted from the lids: the stones each player took and the pass stones, White passing last.</source>
        <translation>蓋から数える石数計算：それぞれが取った石とパス石を数え、白が最後にパスします。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rule sets that teach, from writings on scoring</source>
        <translation>採点に関する文献から：理解のためのルール</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every move put one stone down, so the stones on the board, in the lids and passed must come out even for both players.</source>
        <translation>どの着手も石を 1 個置くので、盤上の石、蓋の中の石、パスで渡した石の合計は両者で釣り合うはずです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area and territory counting differ only by the last pass, the handicap stones, the pass stones and the eyes in seki.</source>
        <translation>面積計算と地計算の違いは、最後のパス、置き石、パス石、セキの眼だけです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With pass stones and White passing last, counting area and counting territory give the same result (the AGA&apos;s promise).</source>
        <translation>パス石があり白が最後にパスすれば、面積計算と地計算は同じ結果になります（AGA の約束）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With pass stones and White passing last, the area count and the territory count with pass stones agree (the equivalence theorem).</source>
        <translation>パス石があり白が最後にパスすれば、面積計算とパス石ありの地計算は一致します（等価定理）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The area rules III count follows from territory, prisoners and the stones each player put down after the first pass (filling the dame).</source>
        <translation>面積計算ルール III の計算は、地、アゲハマ、最初のパス以降にそれぞれが打った石（ダメ詰め）から導かれます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With as many stones played by each side, area rules III gives the territory result.</source>
        <translation>両者が打った石の数が同じなら、面積計算ルール III は地計算の結果になります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When White passed last, counting the stones on the board and counting the stones in the lids give the same margin.</source>
        <translation>白が最後にパスした場合、盤上の石を数えても蓋の中の石を数えても同じ差になります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two areas differ by an odd or an even number exactly as the counted points do: a check that no point is lost or counted twice.</source>
        <translation>二つの面積の差が奇数か偶数かは、数えた点の数と一致します：点の数え漏れや二重計上がないことの確認です。</translation>
    </message>
</context>
</TS>
