<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
<context>
    <name>Argparse</name>
    <message>
        <location filename="../../gocount_gui/cli.py" line="+249"/>
        <source>usage: </source>
        <translation>사용법: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>positional arguments</source>
        <translation>위치 인수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>options</source>
        <translation>옵션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>show this help message and exit</source>
        <translation>이 도움말을 보여 주고 종료</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: 오류: %(message)s
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>인수 %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unrecognized arguments: %s</source>
        <translation>알 수 없는 인수: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the following arguments are required: %s</source>
        <translation>다음 인수가 필요합니다: %s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected one argument</source>
        <translation>인수가 하나 필요합니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at most one argument</source>
        <translation>인수는 하나까지만 줄 수 있습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected at least one argument</source>
        <translation>인수가 하나 이상 필요합니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ignored explicit argument %r</source>
        <translation>명시한 인수 %r을(를) 무시했습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>모호한 옵션: %(option)s은(는) %(matches)s 중 여럿과 일치할 수 있습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>잘못된 %(type)s 값: %(value)r</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>잘못된 선택: %(value)r (다음 중에서 선택: %(choices)s)</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../../gocount_gui/scoring/board.py" line="+144"/>
        <source>{point} is off the {size}x{size} board</source>
        <translation>{point} 자리는 {size}x{size} 바둑판 밖입니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{point} is occupied</source>
        <translation>{point} 자리에 이미 돌이 있습니다</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{colour} at {point} is suicide</source>
        <translation>{point}의 {colour} 착수는 자살수입니다</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/scoring/game.py" line="+126"/>
        <source>{colour} at {point} retakes a ko at once</source>
        <translation>{point}의 {colour} 착수는 패를 곧바로 되따냅니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{colour} at {point} repeats an earlier position (positional superko)</source>
        <translation>{point}의 {colour} 착수는 이전 국면을 반복합니다 (위치 슈퍼코)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{colour} at {point} repeats an earlier situation (situational superko)</source>
        <translation>{point}의 {colour} 착수는 이전 상황을 반복합니다 (상황 슈퍼코)</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/board.py" line="+45"/>
        <source>The Go board. Arrow keys move the cursor; Space or Enter acts at it. Edit mode: B places black, W white, Delete erases. Dead mode: Space marks the group dead or alive, C only its chain, F marks it dead even when it looks alive. Region mode: Space cycles the region&apos;s owner.</source>
        <translation>바둑판. 화살표 키로 커서를 옮기고 Space나 Enter로 커서 위치에서 동작합니다. 국면 편집 모드: B는 흑, W는 백을 놓고 Delete는 지웁니다. 죽은 돌 표시 모드: Space는 돌 무리를 죽은 돌 또는 산 돌로 표시하고, C는 이어진 돌만 표시하며, F는 살아 보여도 죽은 돌로 표시합니다. 영역 귀속 모드: Space로 영역의 귀속을 차례로 바꿉니다.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>dame</source>
        <translation>공배</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seki (shared liberty)</source>
        <translation>빅 (공배)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seki eye</source>
        <translation>빅 속의 집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>false eye: its owner must fill it, so it is not territory</source>
        <translation>옥집: 주인이 메워야 하므로 집이 아님</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be filled by its owner once the dame are filled (the last liberty of a chain), so it is not territory</source>
        <translation>공배를 메운 뒤 주인이 메워야 하므로 (이어진 돌의 마지막 활로) 집이 아님</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>black stone</source>
        <translation>흑돌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>white stone</source>
        <translation>백돌</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>dead (suggested: {reason})</source>
        <translation>죽은 돌 (제안: {reason})</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead</source>
        <translation>죽은 돌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>alive (suggested: {reason})</source>
        <translation>산 돌 (제안: {reason})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in seki</source>
        <translation>빅 상태</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/scoring/verdicts.py" line="+395"/>
        <location filename="../../gocount_gui/ui/board.py" line="+2"/>
        <source>unsure: check it</source>
        <translation>불확실: 확인하세요</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/board.py" line="+2"/>
        <source>empty</source>
        <translation>빈 점</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Black territory</source>
        <translation>흑집</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White territory</source>
        <translation>백집</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>neutral</source>
        <translation>중립</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>owner set by hand</source>
        <translation>직접 지정한 귀속</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the border of Black&apos;s area is open here: fill it or mark the owner</source>
        <translation>흑 영역의 경계가 여기서 열려 있습니다: 메우거나 귀속을 지정하세요</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the border of White&apos;s area is open here: fill it or mark the owner</source>
        <translation>백 영역의 경계가 여기서 열려 있습니다: 메우거나 귀속을 지정하세요</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Go board</source>
        <translation>바둑판</translation>
    </message>
    <message numerus="yes">
        <location line="+237"/>
        <source>click: %n stones alive</source>
        <translation>
            <numerusform>클릭: 돌 %n개를 산 돌로</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>click: %n stones dead</source>
        <translation>
            <numerusform>클릭: 돌 %n개를 죽은 돌로</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+95"/>
        <source>Mark {point} Alive (%n stones)</source>
        <translation>
            <numerusform>{point} 산 돌로 표시 (돌 %n개)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark Only Its &amp;Chain Alive</source>
        <translation>이어진 돌만 산 돌로 표시(&amp;C)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Mark {point} Dead (%n stones)</source>
        <translation>
            <numerusform>{point} 죽은 돌로 표시 (돌 %n개)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark Only Its &amp;Chain Dead</source>
        <translation>이어진 돌만 죽은 돌로 표시(&amp;C)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mark Dead &amp;Anyway</source>
        <translation>그래도 죽은 돌로 표시(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the group dead even though it looks alive (Shift+click, or F)</source>
        <translation>살아 보여도 돌 무리를 죽은 돌로 표시 (Shift+클릭 또는 F)</translation>
    </message>
</context>
<context>
    <name>Borders</name>
    <message>
        <location filename="../../gocount_gui/scoring/sealing.py" line="+83"/>
        <source>The border at {point} is not closed; fill it or mark it before counting.</source>
        <translation>{point}의 경계가 닫혀 있지 않습니다. 계가하기 전에 메우거나 표시하세요.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n more points</source>
        <translation>
            <numerusform>다른 %n곳</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} and {last}</source>
        <translation>{points} 및 {last}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The borders at {points} are not closed; fill them or mark them before counting.</source>
        <translation>{points}의 경계가 닫혀 있지 않습니다. 계가하기 전에 메우거나 표시하세요.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game does not look finished: {points} points are still open, so the result is the board as it stands, not a count.</source>
        <translation>이 대국은 끝나지 않은 것 같습니다: 아직 {points}곳이 열려 있으므로 결과는 계가가 아니라 현재 반면 기준입니다.</translation>
    </message>
</context>
<context>
    <name>Camera</name>
    <message>
        <location filename="../../gocount_gui/ui/camera.py" line="+34"/>
        <source>This copy of gocount has no camera support (Qt Multimedia is not installed). Take the photo with a phone or a camera, then open it with File &gt; Count from Photo.</source>
        <translation>이 gocount에는 카메라 기능이 없습니다(Qt Multimedia가 설치되어 있지 않음). 휴대폰이나 카메라로 바둑판을 찍은 다음 파일 &gt; 사진으로 계가에서 여세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No camera was found on this computer. Take the photo with a phone or a camera, then open it with File &gt; Count from Photo.</source>
        <translation>이 컴퓨터에서 카메라를 찾을 수 없습니다. 휴대폰이나 카메라로 바둑판을 찍은 다음 파일 &gt; 사진으로 계가에서 여세요.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Photo from Camera</source>
        <translation>카메라로 촬영</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The camera to take the photo with</source>
        <translation>촬영에 쓸 카메라</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the camera…</source>
        <translation>카메라를 기다리는 중…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Take Photo</source>
        <translation>촬영(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the photo and read the board in it</source>
        <translation>사진을 찍어 바둑판을 읽기</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The photo could not be taken: {error}</source>
        <translation>사진을 찍지 못했습니다: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The camera could not be started: {error}</source>
        <translation>카메라를 시작하지 못했습니다: {error}</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../../gocount_gui/cli.py" line="-143"/>
        <source>expected B=n,W=n with whole numbers from 0 to {most}, not {text}</source>
        <translation>B=n,W=n 형식으로 0에서 {most}까지의 정수가 필요합니다. {text}은(는) 안 됩니다</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected a komi from -{most} to {most}, not {text}</source>
        <translation>-{most}에서 {most} 사이의 덤이 필요합니다. {text}은(는) 안 됩니다</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected seconds from 0 to {most}, not {text}</source>
        <translation>0에서 {most} 사이의 초가 필요합니다. {text}은(는) 안 됩니다</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>give eight numbers: x1,y1,x2,y2,x3,y3,x4,y4</source>
        <translation>수 여덟 개를 주세요: x1,y1,x2,y2,x3,y3,x4,y4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown rule set {text}; known: {known}</source>
        <translation>알 수 없는 규칙 {text}; 사용 가능: {known}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected B or W, not {text}</source>
        <translation>B 또는 W가 필요합니다: {text}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a score sheet is written as .pdf or .png, not {text}</source>
        <translation>계가표는 .pdf 또는 .png로 저장합니다: {text}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Count finished Go games from SGF files under every major rule set.</source>
        <translation>SGF 파일의 끝난 바둑 대국을 모든 주요 규칙으로 계가합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SGF files, or folders searched for *.sgf</source>
        <translation>SGF 파일, 또는 *.sgf를 찾을 폴더</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>count by numbers, no file: &quot;size=19,S_B=..,S_W=..,T_B=..,T_W=..,X_B=..,X_W=..,D_B=..,D_W=..,R_B=..,R_W=..,H=..,L=..,K=..&quot; (E_B, E_W, n_B, n_W, N_B, N_W optional)</source>
        <translation>숫자로 계가, 파일 없음: &quot;size=19,S_B=..,S_W=..,T_B=..,T_W=..,X_B=..,X_W=..,D_B=..,D_W=..,R_B=..,R_W=..,H=..,L=..,K=..&quot; (E_B, E_W, n_B, n_W, N_B, N_W는 선택)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the preset a game is scored under (default: RU, else Japanese)</source>
        <translation>대국을 계가할 규칙 (기본값: RU, 없으면 일본 룰)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>dead stones: none; marked = stones on the opponent&apos;s TB/TW of the last node (default); auto = suggested by gocount</source>
        <translation>죽은 돌: none = 없음; marked = 마지막 노드에서 상대의 TB/TW 위에 있는 돌 (기본값); auto = gocount의 제안</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>count the position read from a photo of the board</source>
        <translation>바둑판 사진에서 읽은 국면을 계가</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with --photo: the four corner intersections in pixels, top-left, top-right, bottom-right, bottom-left</source>
        <translation>--photo와 함께: 격자의 네 귀 교차점 픽셀 좌표 (왼쪽 위, 오른쪽 위, 오른쪽 아래, 왼쪽 아래 순)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>with --photo: the board size (default: read from the photo)</source>
        <translation>--photo와 함께: 바둑판 크기 (기본값: 사진에서 읽음)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>komi K (default: KM, else the rule set&apos;s)</source>
        <translation>덤 K (기본값: KM, 없으면 규칙의 기본 덤)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>captured stones X as B=n,W=n: B is Black&apos;s stones captured</source>
        <translation>따낸 돌 X, B=n,W=n 형식: B는 잡힌 흑돌 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes R as B=n,W=n</source>
        <translation>패스 R, B=n,W=n 형식</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>who passed last: B or W</source>
        <translation>마지막 패스: B 또는 W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one JSON object per line per game</source>
        <translation>대국마다 한 줄에 JSON 객체 하나</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>save each file with its count written in, into DIR</source>
        <translation>각 파일에 계가를 기록해 DIR에 저장</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with --write: replace files that exist in DIR</source>
        <translation>--write와 함께: DIR에 이미 있는 파일을 덮어씀</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>draw each game&apos;s score sheet (PDF or PNG by the suffix): one PDF of every game, or OUT-&lt;file&gt;[-&lt;game&gt;].png per game</source>
        <translation>대국마다 계가표를 그림 (확장자에 따라 PDF 또는 PNG): 모든 대국을 담은 PDF 하나, 또는 대국마다 OUT-&lt;file&gt;[-&lt;game&gt;].png</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the score sheet&apos;s paper (default: a4)</source>
        <translation>계가표 용지 (기본값: a4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>check every game as the desk does (its own rules, the players&apos; dead stones else gocount&apos;s) into a CSV table</source>
        <translation>폴더 검사처럼 모든 대국을 검사해 CSV 표로 저장 (대국마다 자체 규칙, 대국자가 표시한 죽은 돌, 없으면 gocount의 제안)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the language of the text printed: {codes} (default: LC_ALL, LC_MESSAGES or LANG)</source>
        <translation>출력할 텍스트의 언어: {codes} (기본값: LC_ALL, LC_MESSAGES 또는 LANG)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with --csv: worker processes (default: one per core)</source>
        <translation>--csv와 함께: 작업 프로세스 수 (기본값: 코어마다 하나)</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>expected a whole number of processes from 1 to {most}, not {text}</source>
        <translation>1에서 {most} 사이의 프로세스 수(정수)가 필요합니다. {text}은(는) 안 됩니다</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>cannot search the folder: {error}</source>
        <translation>폴더를 검색할 수 없습니다: {error}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{reason}; counted with --komi {komi}</source>
        <translation>{reason}; --komi {komi} 적용해 계가</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n open region(s) counted as the TB/TW markup says</source>
        <translation>
            <numerusform>열린 영역 %n곳은 TB/TW 표시대로 계가</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>--dead auto: unsure of %n stone(s); check them on the board</source>
        <translation>
            <numerusform>--dead auto: 돌 %n개가 불확실합니다. 바둑판에서 확인하세요</numerusform>
        </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>game {number}</source>
        <translation>제{number}국</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (assumed)</source>
        <translation> (추정)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{size}x{size}, komi {komi}{assumed}, handicap {handicap}, scored under {rules}, {dead} dead stones, recorded {recorded}</source>
        <translation>{size}x{size}, 덤 {komi}{assumed}, 치석 {handicap}, {rules} 기준 계가, 죽은 돌 {dead}개, 기록된 결과 {recorded}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../gocount_gui/numbers_report.py" line="+151"/>
        <source>rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../gocount_gui/numbers_report.py" line="-26"/>
        <location line="+26"/>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../gocount_gui/numbers_report.py" line="-26"/>
        <location line="+26"/>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../gocount_gui/numbers_report.py" line="+0"/>
        <source>result</source>
        <translation>결과</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(not finished: the board as it stands)</source>
        <translation>(종국 전: 현재 반면 기준)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>warning: {sentence}</source>
        <translation>경고: {sentence}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gocount_gui/numbers_report.py" line="+21"/>
        <source>identities:</source>
        <translation>항등식:</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../gocount_gui/numbers_report.py" line="+7"/>
        <source>komi: {text}</source>
        <translation>덤: {text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>note: {note}</source>
        <translation>참고: {note}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>--corners and --size go with --photo</source>
        <translation>--corners와 --size는 --photo와 함께 씁니다</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--jobs works with --csv</source>
        <translation>--jobs는 --csv와 함께만 쓸 수 있습니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--csv counts each game under its own rules, komi and dead stones; not with {options}</source>
        <translation>--csv는 대국마다 자체 규칙, 덤, 죽은 돌로 계가합니다. 함께 쓸 수 없는 옵션: {options}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give SGF files or folders, or --counts</source>
        <translation>SGF 파일이나 폴더, 또는 --counts를 주세요</translation>
    </message>
    <message>
        <location line="+167"/>
        <location line="+17"/>
        <source>sheet not written: {reason}</source>
        <translation>계가표를 저장하지 못함: {reason}</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>sheets not written: {reason}</source>
        <translation>계가표들을 저장하지 못함: {reason}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>exists; not written (add --overwrite to replace it)</source>
        <translation>이미 있음; 저장하지 않음 (덮어쓰려면 --overwrite 추가)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not written: {error}</source>
        <translation>저장하지 못함: {error}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/numbers_report.py" line="-160"/>
        <source>definition</source>
        <translation>정의</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>algebra</source>
        <translation>대수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>premise</source>
        <translation>전제</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conclusion</source>
        <translation>결론</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note</source>
        <translation>참고</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>made of</source>
        <translation>구성</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Count by numbers: {size}x{size}, komi {komi}, handicap {handicap}, scored under {rules}</source>
        <translation>숫자로 계가: {size}x{size}, 덤 {komi}, 치석 {handicap}, {rules} 기준 계가</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the table of counts:</source>
        <translation>집계표:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>not counted: {why}</source>
        <translation>계가 안 함: {why}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not needed under {rules}: {fields}</source>
        <translation>{rules}에서는 필요 없음: {fields}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>proofs:</source>
        <translation>증명:</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/headless.py" line="+30"/>
        <source>also ask GNU Go or KataGo which stones are dead: a referee object in the JSON, a line in the text</source>
        <translation>GNU Go나 KataGo에게도 죽은 돌을 묻기: JSON에는 referee 객체, 텍스트에는 한 줄</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the engine&apos;s program (default: found on the PATH or in /usr/games)</source>
        <translation>엔진 프로그램 (기본값: PATH 또는 /usr/games에서 찾음)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s network file (with --referee katago)</source>
        <translation>KataGo 신경망 파일 (--referee katago와 함께)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s analysis config file (with --referee katago)</source>
        <translation>KataGo 분석 설정 파일 (--referee katago와 함께)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds the engine may take per game (default: 60 for GNU Go, 120 for KataGo)</source>
        <translation>엔진이 한 판에 쓸 수 있는 초 (기본값: GNU Go 60, KataGo 120)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>seconds KataGo searches each game&apos;s position (default: {seconds}; it stops sooner after {visits} visits)</source>
        <translation>KataGo가 각 대국의 국면을 읽는 초 (기본값: {seconds}; {visits}회 방문에 이르면 더 일찍 끝남)</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/photo_cli.py" line="+37"/>
        <source>--photo counts one photo; not with {options}</source>
        <translation>--photo는 사진 한 장을 계가합니다. 함께 쓸 수 없는 옵션: {options}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the grid was not found surely enough to count; give the corners with --corners</source>
        <translation>계가할 만큼 확실하게 격자를 찾지 못했습니다. --corners로 네 귀를 주세요</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{count} point(s) of the photo are doubtful: {points}</source>
        <translation>사진의 의심점 {count}개: {points}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>read from the photo in {seconds:.1f} s</source>
        <translation>사진 읽는 데 걸린 시간: {seconds:.1f}초</translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <location filename="../../gocount_gui/scoring/colour.py" line="+67"/>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>백</translation>
    </message>
</context>
<context>
    <name>Dead</name>
    <message>
        <location filename="../../gocount_gui/scoring/dead.py" line="+228"/>
        <source>alive: no living enemy stone borders the area around it</source>
        <translation>삶: 주변 영역에 맞닿은 살아 있는 상대 돌이 없음</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>alive: the enemy stones next to it were judged dead as well</source>
        <translation>삶: 맞닿은 상대 돌도 죽은 것으로 판단됨</translation>
    </message>
    <message>
        <location line="+97"/>
        <location filename="../../gocount_gui/scoring/verdicts.py" line="-3"/>
        <source>the black group at {point}</source>
        <translation>{point}의 흑 돌 무리</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../gocount_gui/scoring/verdicts.py" line="+2"/>
        <source>the white group at {point}</source>
        <translation>{point}의 백 돌 무리</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{group} has {eyes} eyes ({where}): mark it dead only if you are sure</source>
        <translation>{group}에 집이 {eyes}개 있습니다 ({where}): 확실할 때만 죽은 돌로 표시하세요</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{group} surrounds {points} points of territory: mark it dead only if you are sure</source>
        <translation>{group}가 {points}집을 둘러싸고 있습니다: 확실할 때만 죽은 돌로 표시하세요</translation>
    </message>
    <message>
        <location line="+260"/>
        <source>not read: the time bound ran out</source>
        <translation>수읽기 안 함: 시간 제한 초과</translation>
    </message>
    <message numerus="yes">
        <location line="+141"/>
        <source>dead: captured even if it plays first (read %n positions)</source>
        <translation>
            <numerusform>죽음: 먼저 두어도 잡힘 (국면 %n개를 읽음)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-121"/>
        <source>seki: %n shared liberties neither side can fill</source>
        <translation>
            <numerusform>빅: 어느 쪽도 메울 수 없는 공배 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>alive: cannot be captured even if the enemy plays first</source>
        <translation>삶: 상대가 먼저 두어도 잡히지 않음</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unsettled: whoever plays first decides it</source>
        <translation>미정: 먼저 두는 쪽이 결정함</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>the reading ran out of its budget (%n positions)</source>
        <translation>
            <numerusform>수읽기 한도 초과 (국면 %n개)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+64"/>
        <source>alive: it takes the ko first and settles it</source>
        <translation>삶: 먼저 패를 따내어 해결함</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unless it wins a ko</source>
        <translation>패에서 이기지 않는 한</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>no two eyes, walled in by living stones</source>
        <translation>두 집이 없고 살아 있는 돌에 갇힘</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot make two eyes even if the enemy around it dies</source>
        <translation>주변 상대 돌이 죽어도 두 집을 낼 수 없음</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>encircled by enemy groups that join once it is captured</source>
        <translation>잡히면 서로 이어지는 상대 돌 무리에 포위됨</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>loses the capturing race against the enemy around it</source>
        <translation>주변 상대 돌과의 수상전에서 짐</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>lies inside the eye space of a larger enemy group</source>
        <translation>더 큰 상대 돌 무리의 안형 안에 있음</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>unconditionally alive (Benson)</source>
        <translation>무조건 삶 (벤슨)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>two eyes or more</source>
        <translation>두 집 이상</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not settled: fewer than two eyes, but not surrounded</source>
        <translation>미정: 두 집이 안 되지만 포위되지 않음</translation>
    </message>
</context>
<context>
    <name>Desk</name>
    <message>
        <location filename="../../gocount_gui/ui/desk.py" line="+331"/>
        <source>Check a folder — gocount</source>
        <translation>폴더 검사 — gocount</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games of the folder</source>
        <translation>폴더의 대국</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No folder checked yet</source>
        <translation>아직 검사한 폴더가 없습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose &amp;Folder…</source>
        <translation>폴더 선택(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count every SGF in a folder and its sub-folders</source>
        <translation>폴더와 하위 폴더의 모든 SGF를 계가</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;CSV…</source>
        <translation>CSV 내보내기(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the rows shown, in the table&apos;s order, as a CSV table for a spreadsheet</source>
        <translation>표시된 행을 표의 순서대로 스프레드시트용 CSV 표로 저장</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;PDF…</source>
        <translation>PDF 내보내기(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the score sheets of the rows shown, one per page, in the table&apos;s order</source>
        <translation>표시된 행의 계가표를 표의 순서대로 한 쪽에 하나씩 저장</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only &amp;disagreements</source>
        <translation>불일치만(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the games whose count differs from the recorded result</source>
        <translation>계가가 기록된 결과와 다른 대국만 표시</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only &amp;unsure</source>
        <translation>불확실만(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the games where gocount is unsure of some dead stones</source>
        <translation>gocount가 일부 죽은 돌을 확신하지 못하는 대국만 표시</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules when RU is missing:</source>
        <translation>RU가 없을 때 규칙(&amp;R):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rule set of the records that name none (no RU); the folder is counted again when it changes</source>
        <translation>규칙이 적혀 있지 않은 기보(RU 없음)에 쓸 규칙. 바꾸면 폴더를 다시 계가합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop counting; the rows counted so far stay (Esc)</source>
        <translation>계가 중지; 지금까지 계가한 행은 남습니다 (Esc)</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Last folder: {folder}</source>
        <translation>마지막 폴더: {folder}</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Check every game in a folder</source>
        <translation>폴더의 모든 대국 검사</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>gocount: cannot check the folder</source>
        <translation>gocount: 폴더를 검사할 수 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{folder} is not a folder that can be opened.</source>
        <translation>열 수 있는 폴더가 아닙니다: {folder}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No SGF files in {folder}</source>
        <translation>{folder}에 SGF 파일이 없습니다</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Counting %n files on {processes} processes…</source>
        <translation>
            <numerusform>파일 %n개를 프로세스 {processes}개로 계가하는 중…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+70"/>
        <source>Counted %n files in {folder}</source>
        <translation>
            <numerusform>{folder}의 파일 %n개를 계가했습니다</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>PDF export cancelled; nothing was written</source>
        <translation>PDF 내보내기 취소됨; 아무것도 저장하지 않았습니다</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cancelled: {done} of %n files counted</source>
        <translation>
            <numerusform>취소됨: 파일 %n개 중 {done}개 계가함</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{count} shown</source>
        <translation>{count}개 표시</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>gocount: cannot open the game</source>
        <translation>gocount: 대국을 열 수 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot be opened.

{reason}</source>
        <translation>{name} 파일을 열 수 없습니다.

{reason}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Opened from the desk: {file}, dead stones as the desk counted them ({source})</source>
        <translation>폴더 검사에서 열림: {file}, 죽은 돌은 폴더 검사에서 계가한 대로 ({source})</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export the table as CSV</source>
        <translation>표를 CSV로 내보내기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV tables (*.csv)</source>
        <translation>CSV 표 (*.csv)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+10"/>
        <source>gocount: the table was not written</source>
        <translation>gocount: 표를 저장하지 못했습니다</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <location line="+59"/>
        <source>{name} could not be written.

{reason}</source>
        <translation>{name} 파일을 저장할 수 없었습니다.

{reason}</translation>
    </message>
    <message numerus="yes">
        <location line="-55"/>
        <source>Wrote %n rows to {name}</source>
        <translation>
            <numerusform>{name}에 행 %n개를 저장했습니다</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export the score sheets as PDF</source>
        <translation>계가표를 PDF로 내보내기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 문서 (*.pdf)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No counted game to draw a sheet of</source>
        <translation>계가표를 그릴, 계가된 대국이 없습니다</translation>
    </message>
    <message>
        <location line="-308"/>
        <source>%v of %m sheets</source>
        <translation>계가표 %m장 중 %v장</translation>
    </message>
    <message numerus="yes">
        <location line="+207"/>
        <source>%n games: {agree} agree, {differ} disagree, {unfinished} not finished, {unsure} unsure, {damaged} damaged</source>
        <translation>
            <numerusform>%n판: 일치 {agree}, 불일치 {differ}, 미종국 {unfinished}, 불확실 {unsure}, 손상 {damaged}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+140"/>
        <source>gocount: the score sheets were not written</source>
        <translation>gocount: 계가표를 저장하지 못했습니다</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Wrote %n score sheets to {name}</source>
        <translation>
            <numerusform>{name}에 계가표 %n장을 저장했습니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>; %n could not be read again: {first}</source>
        <translation>
            <numerusform>; %n개는 다시 읽을 수 없었습니다: {first}</numerusform>
        </translation>
    </message>
    <message>
        <location line="-352"/>
        <source>%v of %m files</source>
        <translation>파일 %m개 중 %v개</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/desk.py" line="+44"/>
        <source>marked</source>
        <translation>대국자 표시</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>saved</source>
        <translation>저장됨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>suggested</source>
        <translation>제안</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>damaged</source>
        <translation>손상</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not finished</source>
        <translation>미종국</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not counted</source>
        <translation>계가 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NO</source>
        <translation>아니요</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{count} {source}</source>
        <translation>{count}개 ({source})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>라운드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Komi</source>
        <translation>덤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recorded</source>
        <translation>기보 결과</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Agree</source>
        <translation>일치</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difference</source>
        <translation>차이</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stones</source>
        <translation>죽은 돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsure</source>
        <translation>불확실</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings</source>
        <translation>경고</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>no RU: counted under {rules} rules, the desk&apos;s choice</source>
        <translation>RU 없음: 선택한 {rules} 규칙으로 계가</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no KM: komi {komi} of {rules} rules assumed</source>
        <translation>KM 없음: {rules}의 덤 {komi} 적용</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>cannot be counted: {error}</source>
        <translation>계가할 수 없음: {error}</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>unsure of %n stone(s): check them on the board</source>
        <translation>
            <numerusform>돌 %n개 불확실: 바둑판에서 확인하세요</numerusform>
        </translation>
    </message>
    <message>
        <location line="+75"/>
        <source>the process counting this file stopped, also when it was tried again (killed, or out of memory)</source>
        <translation>이 파일을 세던 프로세스가 다시 시도했을 때도 멈췄습니다(강제 종료 또는 메모리 부족)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gocount failed on this file ({error})</source>
        <translation>gocount가 이 파일을 처리하지 못했습니다 ({error})</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>is a folder; the table is written to a file</source>
        <translation>은(는) 폴더입니다. 표는 파일에 저장됩니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>is not a regular file (a device or a pipe); the table is written only to a regular file</source>
        <translation>은(는) 일반 파일이 아닙니다(장치 또는 파이프). 표는 일반 파일에만 저장됩니다</translation>
    </message>
</context>
<context>
    <name>DeskCli</name>
    <message>
        <location filename="../../gocount_gui/desk_cli.py" line="+56"/>
        <source>; table written to {path}</source>
        <translation>; 표를 {path}에 저장했습니다</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n games: {agree} agree with the record, {differ} do not, {open} not counted in the record, {damaged} damaged</source>
        <translation>
            <numerusform>%n판: 기보와 일치 {agree}, 불일치 {differ}, 기보에 계가 없음 {open}, 손상 {damaged}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../../gocount_gui/ui/dialogs.py" line="+48"/>
        <source>New count</source>
        <translation>새 계가</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Other:</source>
        <translation>기타(&amp;O):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Board size</source>
        <translation>바둑판 크기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board size:</source>
        <translation>바둑판 크기:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Handicap stones</source>
        <translation>치석</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Handicap:</source>
        <translation>치석(&amp;H):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules:</source>
        <translation>규칙(&amp;R):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Komi</source>
        <translation>덤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Komi:</source>
        <translation>덤(&amp;K):</translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>up to %n on the star points</source>
        <translation>
            <numerusform>화점에 %n개까지</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no star points on this board</source>
        <translation>이 바둑판에는 화점이 없습니다</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../../gocount_gui/ui/engine_view.py" line="+55"/>
        <source>{engine} thinks {stones} is dead</source>
        <translation>{engine}는 {stones} 돌이 죽었다고 봅니다</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{engine} thinks {stones} is alive</source>
        <translation>{engine}는 {stones} 돌이 살았다고 봅니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} thinks {stones} are dead</source>
        <translation>{engine}는 {stones} 돌이 죽었다고 봅니다</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{engine} thinks {stones} are alive</source>
        <translation>{engine}는 {stones} 돌이 살았다고 봅니다</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{engine} thinks {stones} are dead (%n stones)</source>
        <translation>
            <numerusform>{engine}는 {stones} 돌이 죽었다고 봅니다 (돌 %n개)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{engine} thinks {stones} are alive (%n stones)</source>
        <translation>
            <numerusform>{engine}는 {stones} 돌이 살았다고 봅니다 (돌 %n개)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{first} and {second}</source>
        <translation>{first} 및 {second}</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Put the engine&apos;s answer away (the rings go too)</source>
        <translation>엔진의 답을 치움 (고리도 함께 사라짐)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the second opinion</source>
        <translation>엔진 의견 닫기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Accept</source>
        <translation>수락</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark {stones} dead, as {engine} sees it (one undo step)</source>
        <translation>{engine}의 판단대로 {stones} 돌을 죽은 돌로 표시 (실행 취소 한 번)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mark {stones} alive, as {engine} sees it (one undo step)</source>
        <translation>{engine}의 판단대로 {stones} 돌을 산 돌로 표시 (실행 취소 한 번)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept: {disagreement}</source>
        <translation>수락: {disagreement}</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>and %n more groups, ringed on the board</source>
        <translation>
            <numerusform>그 밖의 돌 무리 %n개 (바둑판에 고리로 표시)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Ask the &amp;Engine</source>
        <translation>엔진에 묻기(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask GNU Go or KataGo which stones are dead, and see where it differs from the marks</source>
        <translation>GNU Go나 KataGo에 어느 돌이 죽었는지 묻고, 표시와 다른 곳을 확인</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>환경설정(&amp;P)…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No engine is chosen: pick GNU Go or KataGo in Edit &gt; Preferences &gt; Engine.</source>
        <translation>선택된 엔진이 없습니다: 편집 &gt; 환경설정 &gt; 엔진에서 GNU Go나 KataGo를 고르세요.</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+46"/>
        <location line="+46"/>
        <location line="+65"/>
        <source>Second opinion</source>
        <translation>엔진 의견</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>{engine} tunes itself for this computer, once: without a graphics card this can take up to an hour, and its answer follows. You can go on counting; closing the window stops it.</source>
        <translation>{engine}가 이 컴퓨터에 맞춰 한 번만 스스로 조정하는 중입니다. 그래픽 카드가 없으면 최대 한 시간이 걸리며, 그 뒤에 답합니다. 계속 계가해도 됩니다. 창을 닫으면 중지됩니다.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{engine} reads the position for about {think} s (longer when it starts); you can go on counting.</source>
        <translation>{engine}가 국면을 약 {think}초 동안 읽습니다 (시작할 때는 더 걸림). 계속 계가해도 됩니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} is reading the position (at most {seconds} s); you can go on counting.</source>
        <translation>{engine}가 국면을 읽는 중입니다 (최대 {seconds}초). 계속 계가해도 됩니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{engine} was stopped before it answered.</source>
        <translation>{engine}가 답하기 전에 중지되었습니다.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The stones changed while {engine} thought: ask again.</source>
        <translation>{engine}가 생각하는 동안 돌이 바뀌었습니다: 다시 물어보세요.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Second opinion: no answer</source>
        <translation>엔진 의견: 답 없음</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Second opinion: {engine}</source>
        <translation>엔진 의견: {engine}</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>{engine} agrees with every dead mark (%n dead stones).</source>
        <translation>
            <numerusform>{engine}는 모든 죽은 돌 표시에 동의합니다 (죽은 돌 %n개).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n groups</source>
        <translation>
            <numerusform>돌 무리 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n stones</source>
        <translation>
            <numerusform>돌 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} sees {groups} ({stones}) differently; they are ringed on the board</source>
        <translation>{engine}는 {groups} ({stones})를 다르게 봅니다. 바둑판에 고리로 표시했습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} sees {groups} ({stones}) differently, ringed on the board:</source>
        <translation>{engine}는 {groups} ({stones})를 다르게 봅니다 (바둑판에 고리로 표시):</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The stones changed since {engine} was asked: ask again (Edit &gt; Ask the Engine).</source>
        <translation>{engine}에 물어본 뒤 돌이 바뀌었습니다: 다시 물어보세요 (편집 &gt; 엔진에 묻기).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Accept {engine}: {point} dead</source>
        <translation>{engine} 의견 수락: {point} 죽은 돌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept {engine}: {point} alive</source>
        <translation>{engine} 의견 수락: {point} 산 돌</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/client.py" line="+110"/>
        <source>unknown engine {kind}; known: {known}</source>
        <translation>알 수 없는 엔진 {kind}; 사용 가능: {known}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{engine} was not found at {program} (no program that can be run is there)</source>
        <translation>{program}에서 {engine}를 찾지 못했습니다 (실행할 수 있는 프로그램이 없음)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{engine} was not found on the PATH or in /usr/games: install it, or give its program&apos;s path</source>
        <translation>PATH나 /usr/games에서 {engine}를 찾지 못했습니다: 설치하거나 프로그램 경로를 지정하세요</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>KataGo needs a network (model) file: give it in Preferences &gt; Engine, or with --katago-model and --katago-config</source>
        <translation>KataGo에는 신경망(모델) 파일이 필요합니다: 환경설정 &gt; 엔진에서, 또는 --katago-model과 --katago-config로 지정하세요</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s network (model) file was not found: {file}</source>
        <translation>KataGo의 신경망(모델) 파일을 찾지 못했습니다: {file}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo needs an analysis config file: give it in Preferences &gt; Engine, or with --katago-model and --katago-config</source>
        <translation>KataGo에는 분석 설정 파일이 필요합니다: 환경설정 &gt; 엔진에서, 또는 --katago-model과 --katago-config로 지정하세요</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s analysis config file was not found: {file}</source>
        <translation>KataGo의 분석 설정 파일을 찾지 못했습니다: {file}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/answer.py" line="+346"/>
        <source>{engine} was stopped (signal {signal}) before it answered</source>
        <translation>{engine}가 답하기 전에 중지되었습니다 (시그널 {signal})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} crashed or was killed before it answered{said}</source>
        <translation>{engine}가 답하기 전에 비정상 종료되었거나 강제 종료되었습니다{said}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} failed (exit status {status}){said}</source>
        <translation>{engine} 실행 실패 (종료 상태 {status}){said}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{engine} ended without answering ({missing}){said}</source>
        <translation>{engine}가 답하지 않고 끝났습니다 ({missing}){said}</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>no reason given</source>
        <translation>이유 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{engine} refused &apos;{command}&apos;: {reason}</source>
        <translation>{engine}가 &apos;{command}&apos; 명령을 거부했습니다: {reason}</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>{given} of {asked} answers</source>
        <translation>답 {asked}개 중 {given}개</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>{engine} wrote more than {megabytes} MB or {lines} lines without answering and was stopped</source>
        <translation>{engine}이(가) 답하지 않은 채 {megabytes} MB 또는 {lines}줄을 넘게 출력해 중지했습니다</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>{engine}&apos;s dead list is not a list of points: {error}</source>
        <translation>{engine}의 죽은 돌 목록이 점 목록이 아닙니다: {error}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{engine} wrote a line that is not JSON gocount can read ({reason}): {line}</source>
        <translation>{engine}이(가) gocount가 읽을 수 없는 JSON 줄을 출력했습니다({reason}): {line}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{engine}&apos;s ownership is not a list of numbers from -1 to 1</source>
        <translation>{engine}의 소유 값이 -1에서 1 사이 숫자의 목록이 아닙니다</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>a number of more than {digits} characters</source>
        <translation>{digits}자를 넘는 숫자</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a number out of range</source>
        <translation>범위를 벗어난 숫자</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{value} is not a number</source>
        <translation>{value}은(는) 숫자가 아닙니다</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+4"/>
        <source>nested more than {depth} deep</source>
        <translation>{depth}단계를 넘게 중첩됨</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{engine} was still tuning itself for this computer when its {seconds} s ran out (its first start only; without a graphics card this can take an hour): run &quot;katago benchmark&quot; once, or give it a longer time limit</source>
        <translation>{engine}가 이 컴퓨터에 맞춰 조정하는 중에 {seconds}초가 지났습니다 (처음 시작할 때만; 그래픽 카드가 없으면 한 시간이 걸릴 수 있음). &quot;katago benchmark&quot;를 한 번 실행하거나 시간 제한을 늘리세요</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{engine} calls empty points dead ({points}): it did not see the same position</source>
        <translation>{engine}가 빈 점을 죽은 돌이라고 합니다 ({points}): 같은 국면을 보지 않았습니다</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>{engine} refused the question (in {field}): {error}</source>
        <translation>{engine}가 질문을 거부했습니다 ({field}): {error}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{engine} refused the question: {error}</source>
        <translation>{engine}가 질문을 거부했습니다: {error}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{engine} stopped before it analysed the position</source>
        <translation>{engine}가 국면을 분석하기 전에 멈췄습니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{engine} gave no ownership for the {size}x{size} board</source>
        <translation>{engine}가 {size}x{size} 바둑판의 소유권(ownership) 정보를 주지 않았습니다</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>no analysis</source>
        <translation>분석 없음</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>{engine} gave no answer within {seconds} s</source>
        <translation>{engine}가 {seconds}초 안에 답하지 않았습니다</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/process.py" line="+50"/>
        <source>{engine} could not be started ({program}): {error}</source>
        <translation>{engine}를 시작할 수 없습니다 ({program}): {error}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/engine_prefs.py" line="+84"/>
        <source>GNU Go usually answers within seconds (at most {seconds} s, its time limit).</source>
        <translation>GNU Go는 보통 몇 초 안에 답합니다 (최대 {seconds}초, 시간 제한).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KataGo would read for {think} s, but its time limit is {seconds} s: it would be stopped before it answers.</source>
        <translation>KataGo는 {think}초 동안 읽지만 시간 제한이 {seconds}초이므로 답하기 전에 중지됩니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An answer takes about {think} s once KataGo has started; starting it takes longer, and its very first start on a computer without a graphics card can take an hour while it tunes itself. It is stopped after {seconds} s.</source>
        <translation>KataGo가 시작된 뒤에는 답하는 데 약 {think}초 걸립니다. 시작은 더 오래 걸리며, 그래픽 카드가 없는 컴퓨터에서 맨 처음 시작할 때는 스스로 조정하느라 한 시간이 걸릴 수 있습니다. {seconds}초가 지나면 중지됩니다.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>None</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Engine</source>
        <translation>엔진</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{program}: not found on the PATH or in /usr/games</source>
        <translation>{program}: PATH나 /usr/games에서 찾을 수 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GNU Go&apos;s program</source>
        <translation>GNU Go 프로그램</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo&apos;s program</source>
        <translation>KataGo 프로그램</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the network, e.g. {file}</source>
        <translation>신경망 파일, 예: {file}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KataGo&apos;s network</source>
        <translation>KataGo 신경망</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the analysis config, e.g. {file}</source>
        <translation>분석 설정 파일, 예: {file}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>KataGo&apos;s analysis config</source>
        <translation>KataGo 분석 설정</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation>초</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>default ({gnugo} s GNU Go, {katago} s KataGo)</source>
        <translation>기본값 (GNU Go {gnugo}초, KataGo {katago}초)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> s a position</source>
        <translation>초/국면</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>default ({seconds} s a position)</source>
        <translation>기본값 (국면당 {seconds}초)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long KataGo reads each position: it stops after {visits} visits if that comes sooner (with a graphics card, in well under a second). Its first start takes longer, while it loads its network.</source>
        <translation>KataGo가 각 국면을 읽는 시간입니다. {visits}회 방문에 먼저 이르면 거기서 멈춥니다 (그래픽 카드가 있으면 1초도 걸리지 않음). 처음 시작할 때는 네트워크를 불러오느라 더 걸립니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ask the engine after each dead-stone suggestion</source>
        <translation>죽은 돌을 제안할 때마다 엔진에 묻기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test</source>
        <translation>테스트(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the engine about an empty 5×5 board, as a check that it runs</source>
        <translation>빈 5×5 바둑판을 물어 엔진이 동작하는지 확인</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Engine:</source>
        <translation>엔진(&amp;E):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GNU Go program:</source>
        <translation>GNU Go 프로그램:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo program:</source>
        <translation>KataGo 프로그램:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo network:</source>
        <translation>KataGo 신경망:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo config:</source>
        <translation>KataGo 설정:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KataGo reads:</source>
        <translation>KataGo 읽기:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time limit:</source>
        <translation>시간 제한:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GNU Go and KataGo are not part of gocount: an engine installed on this computer gives a second opinion on the dead stones, and gocount works the same without one.</source>
        <translation>GNU Go와 KataGo는 gocount에 포함되어 있지 않습니다: 이 컴퓨터에 설치된 엔진이 죽은 돌에 대해 또 하나의 의견을 주며, 엔진이 없어도 gocount는 똑같이 동작합니다.</translation>
    </message>
    <message>
        <location line="+74"/>
        <location filename="../../gocount_gui/ui/engine_view.py" line="-166"/>
        <location line="+9"/>
        <source>Asking {engine}…</source>
        <translation>{engine}에 묻는 중…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{engine} answered in {seconds} s</source>
        <translation>{engine}가 {seconds}초 만에 답했습니다</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>gocount — Preferences</source>
        <translation>gocount — 환경설정</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Engine</source>
        <translation>엔진(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/engine_run.py" line="+276"/>
        <source>{engine} could not be started: {error}</source>
        <translation>{engine}를 시작할 수 없습니다: {error}</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/engine/answer.py" line="-1"/>
        <source>{engine} gave no answer within {seconds} s and was stopped</source>
        <translation>{engine}가 {seconds}초 안에 답하지 않아 중지했습니다</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../gocount_gui/ui/errors.py" line="+35"/>
        <source>Something went wrong inside gocount, and the last action may not have finished.

{error}

Your count is still on the board; save it (File &gt; Save As) before going on. The details below help whoever fixes the program.</source>
        <translation>gocount 내부에서 문제가 생겨 마지막 작업이 끝나지 않았을 수 있습니다.

{error}

계가는 아직 바둑판에 남아 있습니다. 계속하기 전에 저장하세요 (파일 &gt; 다른 이름으로 저장). 아래 세부 정보는 프로그램을 고치는 사람에게 도움이 됩니다.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>gocount: unexpected error</source>
        <translation>gocount: 예기치 않은 오류</translation>
    </message>
</context>
<context>
    <name>Fold</name>
    <message>
        <location filename="../../gocount_gui/ui/fold.py" line="+42"/>
        <source>{title}: fold or open</source>
        <translation>{title}: 접기 또는 펼치기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold or open: {title}</source>
        <translation>접기 또는 펼치기: {title}</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <location filename="../../gocount_gui/ui/info_dialog.py" line="+19"/>
        <source>&amp;Black</source>
        <translation>흑(&amp;B)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black&apos;s name (PB)</source>
        <translation>흑 대국자 이름 (PB)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;ank</source>
        <translation>기력(&amp;A)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black&apos;s rank (BR), such as 3d, 1k or 9p</source>
        <translation>흑의 기력 (BR), 예: 3d, 1k, 9p</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;White</source>
        <translation>백(&amp;W)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White&apos;s name (PW)</source>
        <translation>백 대국자 이름 (PW)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ra&amp;nk</source>
        <translation>기력(&amp;N)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White&apos;s rank (WR)</source>
        <translation>백의 기력 (WR)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Date</source>
        <translation>날짜(&amp;D)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When the game was played (DT), as YYYY-MM-DD</source>
        <translation>대국 날짜 (DT), YYYY-MM-DD 형식</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Event</source>
        <translation>대회(&amp;E)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The tournament or occasion (EV)</source>
        <translation>대회 또는 행사 (EV)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R&amp;ound</source>
        <translation>라운드(&amp;O)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The round (RO)</source>
        <translation>라운드 (RO)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Place</source>
        <translation>장소(&amp;P)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where the game was played (PC)</source>
        <translation>대국 장소 (PC)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game name</source>
        <translation>대국명(&amp;G)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The game&apos;s name (GN)</source>
        <translation>대국의 이름 (GN)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Game Info</source>
        <translation>대국 정보</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The result the record gives (RE); saving writes the count&apos;s result there</source>
        <translation>기보에 기록된 결과 (RE); 저장하면 계가 결과가 여기에 기록됩니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recorded result</source>
        <translation>기록된 결과</translation>
    </message>
</context>
<context>
    <name>Handicap</name>
    <message>
        <location filename="../../gocount_gui/scoring/handicap.py" line="+46"/>
        <source>a {size}x{size} board has standard places for 2 to {top} handicap stones, not {stones}</source>
        <translation>{size}x{size} 바둑판에는 치석 2점부터 {top}점까지만 정해진 자리가 있습니다 ({stones}점은 불가)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a {size}x{size} board has no standard handicap places</source>
        <translation>{size}x{size} 바둑판에는 정해진 치석 자리가 없습니다</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <location filename="../../gocount_gui/ui/header.py" line="+25"/>
        <source>{black}  vs  {white}</source>
        <translation>{black}  대  {white}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>round {round}</source>
        <translation>라운드 {round}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{rules} rules</source>
        <translation>{rules}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{rules} rules (assumed: the record names none)</source>
        <translation>{rules} (추정: 기보에 규칙이 없음)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{rules} rules (assumed: RU[{ru}])</source>
        <translation>{rules} (추정: RU[{ru}])</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>komi {komi} (assumed: the record&apos;s KM cannot give its result)</source>
        <translation>덤 {komi} (추정: 기보의 KM으로는 기록된 결과가 나올 수 없음)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>komi {komi}</source>
        <translation>덤 {komi}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>handicap {stones}</source>
        <translation>치석 {stones}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no handicap</source>
        <translation>치석 없음</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Counted over the board: no recorded result</source>
        <translation>현장 계가: 기록된 결과 없음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record gives no result</source>
        <translation>기보에 결과가 없습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record says {result}: no count to compare</source>
        <translation>기보 결과 {result}: 비교할 계가 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}; gocount&apos;s count waits for the dead-stone suggestion</source>
        <translation>기보 결과 {result}; gocount의 계가는 죽은 돌 제안을 기다리는 중</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}; this position cannot be counted yet</source>
        <translation>기보 결과 {result}; 이 국면은 아직 계가할 수 없음</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The record says {result}; gocount agrees under {rules} rules</source>
        <translation>기보 결과 {result}; gocount의 계가도 같음 ({rules})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}; gocount counts {count} under {rules} rules</source>
        <translation>기보 결과 {result}; gocount의 계가는 {count} ({rules})</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The game as the record gives it; Game &gt; Game Info (Ctrl+I) edits it</source>
        <translation>기보에 기록된 대국; 대국 &gt; 대국 정보 (Ctrl+I)에서 편집합니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>대국</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../../gocount_gui/ui/help.py" line="+36"/>
        <source>New to gocount? Open a game, click the dead stones (a blue ring shows what a click changes), then read the result on the right. &lt;a href=&apos;howto&apos;&gt;How to count&lt;/a&gt;</source>
        <translation>gocount가 처음이신가요? 대국을 열고 죽은 돌을 클릭한 다음(파란 고리가 클릭으로 바뀌는 돌을 보여 줍니다) 오른쪽에서 결과를 확인하세요. &lt;a href=&apos;howto&apos;&gt;계가 방법&lt;/a&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Black&apos;s territory</source>
        <translation>흑집</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a dark square: a point Black scores</source>
        <translation>어두운 사각형: 흑의 집으로 세는 점</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s territory</source>
        <translation>백집</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a light square: a point White scores</source>
        <translation>밝은 사각형: 백의 집으로 세는 점</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stone</source>
        <translation>죽은 돌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>faded and crossed: it goes to the other player&apos;s lid</source>
        <translation>흐리게 X 표시: 상대의 뚜껑으로 들어감</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dame</source>
        <translation>공배</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a small ring: a neutral point nobody scores</source>
        <translation>작은 고리: 누구의 집도 아닌 중립점</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seki liberty</source>
        <translation>빅의 공배</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a small diamond: a liberty two living groups share</source>
        <translation>작은 마름모: 살아 있는 두 돌 무리가 함께 가진 활로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone in seki</source>
        <translation>빅 속의 돌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a dot: the stone lives without two eyes</source>
        <translation>점: 두 집 없이 사는 돌</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An amber ring and ?</source>
        <translation>호박색 고리와 ?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>gocount is unsure whether the stone is dead: look at it yourself.</source>
        <translation>gocount가 죽은 돌인지 확신하지 못합니다: 직접 확인하세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A blue ring around stones</source>
        <translation>돌 둘레의 파란 고리</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in Mark Dead, the stones your next click marks dead or alive.</source>
        <translation>죽은 돌 표시 모드에서 다음 클릭으로 죽은 돌 또는 산 돌로 표시될 돌.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A small triangle</source>
        <translation>작은 삼각형</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a point its owner must fill (a false eye, a cutting point): not territory.</source>
        <translation>주인이 메워야 하는 점 (옥집, 끊는 점): 집이 아님.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An amber ring around a dot</source>
        <translation>점 둘레의 호박색 고리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a border still open: the territory of the dot&apos;s colour leaks here; fill it or mark it.</source>
        <translation>아직 열린 경계: 점과 같은 색의 집이 여기서 샙니다. 메우거나 표시하세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A dashed magenta ring</source>
        <translation>자홍색 점선 고리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a Go engine sees the stone otherwise than your marks (Edit &gt; Ask the Engine).</source>
        <translation>바둑 엔진이 그 돌을 표시와 다르게 봅니다 (편집 &gt; 엔진에 묻기).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A thin frame</source>
        <translation>얇은 테두리</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a region whose owner you set by hand in Region Owner.</source>
        <translation>영역 귀속 모드에서 귀속을 직접 지정한 영역.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A small ring on a stone</source>
        <translation>돌 위의 작은 고리</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the last move of the record.</source>
        <translation>기보의 마지막 수.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Arrow keys</source>
        <translation>화살표 키</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the cursor on the board (Ctrl: three points at a time)</source>
        <translation>바둑판 위에서 커서 이동 (Ctrl: 세 칸씩)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home, End</source>
        <translation>Home, End</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The start or end of the cursor&apos;s row (Ctrl: the corners)</source>
        <translation>커서가 있는 줄의 처음 또는 끝 (Ctrl: 바둑판 모서리)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space or Enter</source>
        <translation>Space 또는 Enter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Click at the cursor</source>
        <translation>커서 위치에서 클릭</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shift+click, Shift+Space or F</source>
        <translation>Shift+클릭, Shift+Space 또는 F</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark Dead: mark the group dead even when it looks alive (F: the stone under the mouse)</source>
        <translation>죽은 돌 표시: 살아 보여도 돌 무리를 죽은 돌로 표시 (F: 마우스 아래의 돌)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+click or C</source>
        <translation>Ctrl+클릭 또는 C</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark Dead: mark only one chain</source>
        <translation>죽은 돌 표시: 이어진 돌 하나만 표시</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right button or the Menu key</source>
        <translation>오른쪽 버튼 또는 메뉴 키</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark Dead: the menu of the stone, with Mark Dead Anyway</source>
        <translation>죽은 돌 표시: 돌의 메뉴 (&apos;그래도 죽은 돌로 표시&apos; 포함)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B, W, Delete</source>
        <translation>B, W, Delete</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit Position: place Black, place White, erase</source>
        <translation>국면 편집: 흑 놓기, 백 놓기, 지우기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right button, Shift+Space</source>
        <translation>오른쪽 버튼, Shift+Space</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit Position: place White</source>
        <translation>국면 편집: 백 놓기</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Put the game on the board.&lt;/b&gt; File &amp;gt; Open (or drop an SGF file on the window) opens a game record. For a game played over the board, File &amp;gt; New Count, then put the final position down in &lt;i&gt;Edit Position&lt;/i&gt;: left click Black, right click White.</source>
        <translation>&lt;b&gt;대국을 바둑판에 놓습니다.&lt;/b&gt; 파일 &amp;gt; 열기로 (또는 SGF 파일을 창에 끌어 놓아) 기보를 엽니다. 실제 바둑판에서 둔 대국이면 파일 &amp;gt; 새 계가를 고른 뒤 &lt;i&gt;국면 편집&lt;/i&gt;에서 마지막 국면을 놓습니다: 왼쪽 클릭은 흑, 오른쪽 클릭은 백.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Mark the dead stones&lt;/b&gt; in &lt;i&gt;Mark Dead&lt;/i&gt; (opening a game goes there). When the record has no marks, gocount suggests the dead stones at once: check them, above all those with a question mark. A click marks a group dead, or alive again; before you click, a blue ring shows every stone the click will change. Ctrl+click changes one chain only. gocount will not kill a group with two eyes unless you insist: Shift+click, F, or the right button&apos;s &lt;i&gt;Mark Dead Anyway&lt;/i&gt;. In Mark Dead a click never adds or removes a stone.</source>
        <translation>&lt;i&gt;죽은 돌 표시&lt;/i&gt; 모드에서 &lt;b&gt;죽은 돌을 표시합니다&lt;/b&gt; (대국을 열면 이 모드가 됩니다). 기보에 표시가 없으면 gocount가 곧바로 죽은 돌을 제안합니다: 제안을 확인하되, 특히 물음표가 붙은 돌을 살펴보세요. 클릭하면 돌 무리가 죽은 돌로, 또는 다시 산 돌로 표시됩니다. 클릭하기 전에 파란 고리가 클릭으로 바뀔 돌을 모두 보여 줍니다. Ctrl+클릭은 이어진 돌 하나만 바꿉니다. 두 집이 있는 돌 무리는 강제로 지정하지 않는 한 죽은 돌로 표시되지 않습니다: Shift+클릭, F, 또는 오른쪽 버튼의 &lt;i&gt;그래도 죽은 돌로 표시&lt;/i&gt;를 쓰세요. 죽은 돌 표시 모드에서는 클릭해도 돌이 놓이거나 지워지지 않습니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Fill in the lids&lt;/b&gt; for a game over the board: the stones each player captured and the passes. The line under the lids says whether every stone is accounted for.</source>
        <translation>실제 바둑판에서 둔 대국이면 &lt;b&gt;뚜껑을 채웁니다&lt;/b&gt;: 각 대국자가 따낸 돌과 패스 수. 뚜껑 아래 줄에서 모든 돌의 수가 맞는지 알 수 있습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Read the result.&lt;/b&gt; The large line gives it under the rule set you chose; the table gives every rule set side by side (click a row for how it is made up); the top of the panel compares it with the result the record gives.</source>
        <translation>&lt;b&gt;결과를 읽습니다.&lt;/b&gt; 큰 글씨 줄은 고른 규칙에 따른 결과이고, 표는 모든 규칙의 결과를 나란히 보여 줍니다 (행을 클릭하면 구성을 볼 수 있습니다). 패널 위쪽은 기보에 기록된 결과와 비교합니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Keep it.&lt;/b&gt; File &amp;gt; Save writes the dead stones, the territory and the result into the record; File &amp;gt; Export Score Sheet and Print give a page to sign.</source>
        <translation>&lt;b&gt;저장합니다.&lt;/b&gt; 파일 &amp;gt; 저장은 죽은 돌, 집, 결과를 기보에 기록합니다. 파일 &amp;gt; 계가표 내보내기와 인쇄는 서명할 수 있는 계가표를 만듭니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>How to count a game</source>
        <translation>대국을 계가하는 방법</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The marks on the board</source>
        <translation>바둑판 위의 표시</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Keyboard shortcuts</source>
        <translation>단축키</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Menus</source>
        <translation>메뉴</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>On the board</source>
        <translation>바둑판 위에서</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>How to count — gocount</source>
        <translation>계가 방법 — gocount</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keyboard shortcuts — gocount</source>
        <translation>단축키 — gocount</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Close this hint</source>
        <translation>이 안내 닫기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the hint</source>
        <translation>안내 닫기</translation>
    </message>
</context>
<context>
    <name>Identities</name>
    <message>
        <location filename="../../gocount_gui/scoring/identities.py" line="+71"/>
        <source>seki eyes: (E_B - E_W) = ({black} - {white}) taken off the area side</source>
        <translation>빅 속의 집: 면적 쪽에서 (E_B - E_W) = ({black} - {white})만큼 뺌</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not recorded: no pass was recorded, so who passed last is unknown</source>
        <translation>기록 없음: 패스가 기록되지 않아 마지막 패스를 알 수 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{not_recorded}; Black played one stone more, which White&apos;s closing pass evens</source>
        <translation>{not_recorded}; 흑이 한 수 더 두었으며 백의 마지막 패스로 수가 맞춰짐</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the lids do not add up (see the lid audit)</source>
        <translation>뚜껑의 돌 수가 맞지 않음 (뚜껑 점검 참조)</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>the lids add up</source>
        <translation>뚜껑의 돌 수가 맞음</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Black&apos;s lid is %n stones short, or White&apos;s lid holds %n too many (or a pass, the handicap or who passed last is wrong)</source>
        <translation>
            <numerusform>흑의 뚜껑에 돌이 %n개 모자라거나 백의 뚜껑에 %n개 많음 (또는 패스, 치석, 마지막 패스가 틀림)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>White&apos;s lid is %n stones short, or Black&apos;s lid holds %n too many (or a pass, the handicap or who passed last is wrong)</source>
        <translation>
            <numerusform>백의 뚜껑에 돌이 %n개 모자라거나 흑의 뚜껑에 %n개 많음 (또는 패스, 치석, 마지막 패스가 틀림)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Moves (lid audit)</source>
        <translation>착수 (뚜껑 점검)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Area minus territory</source>
        <translation>면적과 집의 차</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>area(C=0) - territory = L + H&apos; + (R_W - R_B) + (E_B - E_W)</source>
        <translation>면적(C=0) - 집 = L + H&apos; + (R_W - R_B) + (E_B - E_W)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Black passed last (L = 1); the rule needs White&apos;s closing pass</source>
        <translation>흑이 마지막에 패스함 (L = 1); 이 규칙에는 백의 마지막 패스가 필요함</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>AGA: area = territory with pass stones</source>
        <translation>AGA: 면적 = 패스 돌을 포함한 집</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>moves differ: M_B = {black}, M_W = {white}</source>
        <translation>수가 다름: M_B = {black}, M_W = {white}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Equivalence theorem</source>
        <translation>등가 정리</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>no game record: n_c and N_c are taken as S_c + P_c</source>
        <translation>기보 없음: n_c와 N_c를 S_c + P_c로 봄</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stones played do not match the board and lids: N_B = {played_black} but S_B + P_B = {black}; N_W = {played_white} but S_W + P_W = {white}</source>
        <translation>둔 돌 수가 바둑판과 뚜껑에 맞지 않음: N_B = {played_black}이지만 S_B + P_B = {black}; N_W = {played_white}이지만 S_W + P_W = {white}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Area rules III</source>
        <translation>면적 룰 III</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the lids do not add up</source>
        <translation>뚜껑의 돌 수가 맞지 않음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unequal stones after the first pass: Black {black}, White {white}</source>
        <translation>첫 패스 뒤 둔 돌 수가 다름: 흑 {black}, 백 {white}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Area rules III = territory</source>
        <translation>면적 룰 III = 집</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Prisoner counting = stone scoring</source>
        <translation>따낸 돌 계가 = 돌 계가</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Parity</source>
        <translation>홀짝</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A_B + A_W + N is not the number of points: the regions are inconsistent</source>
        <translation>A_B + A_W + N이 전체 점의 수와 다름: 영역이 서로 맞지 않음</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{sum}, odd</source>
        <translation>{sum}, 홀수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{sum}, even</source>
        <translation>{sum}, 짝수</translation>
    </message>
</context>
<context>
    <name>Komi</name>
    <message>
        <location filename="../../gocount_gui/scoring/komi.py" line="+53"/>
        <source>komi {komi} allows a jigo; the closest wins are by 2</source>
        <translation>덤 {komi}: 무승부가 나올 수 있고, 가장 근소한 승리는 2집 차</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>komi {komi} gives no jigo; the closest results are {white_win} and {black_win}</source>
        <translation>덤 {komi}: 무승부가 없고, 가장 근소한 결과는 {white_win}, {black_win}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{points} counted points (odd): {verdict}.</source>
        <translation>계가한 점 {points}개 (홀수): {verdict}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a komi of an odd number plus one half (5.5, 7.5)</source>
        <translation>홀수에 반집을 더한 덤 (5.5, 7.5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{points} counted points (even): {verdict}.</source>
        <translation>계가한 점 {points}개 (짝수): {verdict}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a komi of an even number plus one half (6.5, 8.5)</source>
        <translation>짝수에 반집을 더한 덤 (6.5, 8.5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{summary} The smallest margin repeats every 2 points of komi; {best} makes every game decided by as little as 1/2.</source>
        <translation>{summary} 가장 작은 승부 차는 덤 2집마다 되풀이됩니다. 덤을 {best}로 하면 모든 대국이 최소 1/2 차로 승부가 납니다.</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <location filename="../../gocount_gui/scoring/ledger.py" line="+170"/>
        <source>{point} is marked dead but holds no stone</source>
        <translation>{point} 자리는 죽은 돌로 표시되었지만 돌이 없습니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>captures cannot be negative: {pair}</source>
        <translation>따낸 돌 수는 음수일 수 없습니다: {pair}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes cannot be negative: {pair}</source>
        <translation>패스 수는 음수일 수 없습니다: {pair}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>handicap cannot be negative: {handicap}</source>
        <translation>치석 수는 음수일 수 없습니다: {handicap}</translation>
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
        <translation>색이 아님: {value}</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+75"/>
        <source>not a count: {value}</source>
        <translation>개수가 아님: {value}</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>not a point of a {size}x{size} board: {value}</source>
        <translation>{size}x{size} 바둑판의 점이 아님: {value}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>not an autosave: the file holds no JSON object</source>
        <translation>자동 저장 파일이 아님: JSON 객체가 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>autosave format {found}; this gocount reads format {format}</source>
        <translation>자동 저장 형식 {found}; 이 gocount가 읽는 형식은 {format}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board size is not a number: {value}</source>
        <translation>판 크기가 수가 아닙니다: {value}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position is not a string of 0, 1 and 2</source>
        <translation>국면이 0, 1, 2로 된 문자열이 아님</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>komi is not a number: {value}</source>
        <translation>덤이 숫자가 아님: {value}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>unknown rule set {value}</source>
        <translation>알 수 없는 규칙 {value}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a confidence is not a number: {value}</source>
        <translation>확신도가 숫자가 아님: {value}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a confidence is not a number from 0 to 1: {value}</source>
        <translation>확신도가 0에서 1 사이의 수가 아닙니다: {value}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the game&apos;s facts are not texts</source>
        <translation>대국 정보가 텍스트가 아님</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a dead stone is marked on an empty point: {point}</source>
        <translation>빈 점에 죽은 돌 표시가 있습니다: {point}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the autosave&apos;s source is no file name</source>
        <translation>자동 저장의 원본이 파일 이름이 아님</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the source file&apos;s stamp is not two whole numbers</source>
        <translation>원본 파일의 기록이 두 개의 정수가 아닙니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the source file&apos;s hash is not a SHA-256</source>
        <translation>원본 파일의 해시가 SHA-256이 아닙니다</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the autosave has no {field}</source>
        <translation>자동 저장에 {field} 없음</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+4"/>
        <source>the autosave is damaged: {error}</source>
        <translation>자동 저장이 손상됨: {error}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the autosave is not JSON: {error}</source>
        <translation>자동 저장이 JSON이 아님: {error}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{path} is not a regular file</source>
        <translation>일반 파일이 아님: {path}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{path} is too large to be an autosave</source>
        <translation>자동 저장 파일이라기에는 너무 큼: {path}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot read {path}: {error}</source>
        <translation>{path} 파일을 읽을 수 없음: {error}</translation>
    </message>
    <message>
        <location line="+195"/>
        <location line="+19"/>
        <source>the count could not be autosaved: {error}</source>
        <translation>계가를 자동 저장하지 못했습니다: {error}</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>the autosave folder {folder} cannot be used ({error})</source>
        <translation>자동 저장 폴더를 사용할 수 없음: {folder} ({error})</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>no permission to write there</source>
        <translation>그곳에 쓸 권한이 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is in use</source>
        <translation>사용 중임</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown error</source>
        <translation>알 수 없는 오류</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/model/game_model.py" line="+115"/>
        <source>Black&apos;s lid: captured {old} → {new}</source>
        <translation>흑의 뚜껑: 따낸 돌 {old} → {new}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black&apos;s lid: pass stones {old} → {new}</source>
        <translation>흑의 뚜껑: 패스 돌 {old} → {new}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White&apos;s lid: captured {old} → {new}</source>
        <translation>백의 뚜껑: 따낸 돌 {old} → {new}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White&apos;s lid: pass stones {old} → {new}</source>
        <translation>백의 뚜껑: 패스 돌 {old} → {new}</translation>
    </message>
    <message>
        <location line="+178"/>
        <source>{name} cannot be read any more ({reason}); the count is restored as a new record: save it with Save As</source>
        <translation>{name} 파일을 더 이상 읽을 수 없습니다 ({reason}). 계가는 새 기보로 복원되었으니 다른 이름으로 저장하세요</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>this count cannot be saved until it can be counted: {problem}</source>
        <translation>계가할 수 있게 될 때까지 이 계가는 저장할 수 없습니다: {problem}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file exists</source>
        <translation>파일이 이미 있음</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file holds a {file}x{file} game and the count is {count}x{count}; a count is never written over a game of another size</source>
        <translation>파일은 {file}x{file} 대국이고 계가는 {count}x{count}입니다. 계가는 다른 크기의 대국 위에 절대 쓰지 않습니다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot read the game&apos;s file again: {error}</source>
        <translation>대국 파일을 다시 읽을 수 없음: {error}</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Erase {point}</source>
        <translation>{point} 지우기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Erase stones</source>
        <translation>돌 지우기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place black {point}</source>
        <translation>흑 {point} 놓기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place black stones</source>
        <translation>흑돌 놓기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place white {point}</source>
        <translation>백 {point} 놓기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place white stones</source>
        <translation>백돌 놓기</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Mark {point} alive</source>
        <translation>{point} 산 돌로 표시</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not marked dead: {reason} (to mark it anyway: Shift+click it, or press F)</source>
        <translation>죽은 돌로 표시하지 않음: {reason} (그래도 표시하려면 Shift+클릭하거나 F를 누르세요)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mark {point} dead</source>
        <translation>{point} 죽은 돌로 표시</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Clear dead marks</source>
        <translation>죽은 돌 표시 지우기</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Region at {point}: automatic</source>
        <translation>{point} 영역: 자동</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Region at {point}: Black</source>
        <translation>{point} 영역: 흑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Region at {point}: White</source>
        <translation>{point} 영역: 백</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Region at {point}: neutral</source>
        <translation>{point} 영역: 중립</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Last pass: Black</source>
        <translation>마지막 패스: 흑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last pass: White</source>
        <translation>마지막 패스: 백</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last pass: nobody</source>
        <translation>마지막 패스: 없음</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Komi {komi}</source>
        <translation>덤 {komi}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Handicap {stones}</source>
        <translation>치석 {stones}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edit game info</source>
        <translation>대국 정보 편집</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules: {rules}</source>
        <translation>규칙: {rules}</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>The dead-stone suggestion failed: {error}</source>
        <translation>죽은 돌 제안 실패: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The stones changed while the suggestion ran; ask again.</source>
        <translation>제안하는 동안 돌이 바뀌었습니다. 다시 요청하세요.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Suggest dead stones</source>
        <translation>죽은 돌 제안</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n stones suggested dead</source>
        <translation>
            <numerusform>죽은 돌 %n개 제안</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>; %n unsure, marked with a question mark: check them</source>
        <translation>
            <numerusform>; %n개는 불확실하여 물음표로 표시: 확인하세요</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <location filename="../../gocount_gui/scoring/numbers.py" line="+81"/>
        <source>stones on the board</source>
        <translation>판 위의 돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>territory</source>
        <translation>집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seki eyes</source>
        <translation>빅 속의 집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>points to fill</source>
        <translation>메울 점</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones captured during play</source>
        <translation>대국 중 따낸 돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dead stones removed</source>
        <translation>들어낸 죽은 돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes</source>
        <translation>패스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones played up to the first pass</source>
        <translation>첫 패스까지 둔 돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones played in the game</source>
        <translation>대국에서 둔 돌</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot be negative ({number})</source>
        <translation>음수일 수 없음 ({number})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>board size</source>
        <translation>바둑판 크기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>handicap</source>
        <translation>치석</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>who passed last (1 for Black)</source>
        <translation>마지막 패스 (흑이면 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>komi</source>
        <translation>덤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neutral points</source>
        <translation>중립점</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>expected name=value, e.g. S_B=120</source>
        <translation>이름=값 형식이어야 합니다. 예: S_B=120</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>given twice</source>
        <translation>두 번 지정됨</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>unknown; known: {names}</source>
        <translation>알 수 없음; 사용 가능: {names}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>missing</source>
        <translation>값이 없음</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{text}… is too large for a count</source>
        <translation>{text}…은(는) 개수로는 너무 큽니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{text} is not a whole number</source>
        <translation>정수가 아님: {text}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>give {black} and {white} together, or neither</source>
        <translation>{black}, {white}는 둘 다 주거나 둘 다 빼세요</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{text} is not a number</source>
        <translation>숫자가 아님: {text}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{size} is not a board size gocount counts ({low} to {high})</source>
        <translation>gocount가 계가하는 바둑판 크기가 아님: {size} ({low}~{high})</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{black} + {white} stones are more than the {points} points of a {size}x{size} board</source>
        <translation>돌 {black} + {white}개가 {size}x{size} 바둑판의 {points}점보다 많음</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>area S + T + E = {area} is larger than the board ({points} points)</source>
        <translation>면적 S + T + E = {area}: 바둑판({points}점)보다 큼</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the areas {black} + {white} = {both} are larger than the board ({points} points)</source>
        <translation>면적 {black} + {white} = {both}: 바둑판({points}점)보다 큼</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>points to fill are part of the seki eyes E and cannot be more</source>
        <translation>메울 점은 빅 속의 집 E의 일부이므로 E보다 많을 수 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{stones} handicap stones do not fit on a {size}x{size} board</source>
        <translation>치석 {stones}점은 {size}x{size} 바둑판에 놓을 수 없음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is 1 when Black passed last, else 0 (not {value})</source>
        <translation>흑이 마지막에 패스했으면 1, 아니면 0이어야 함 ({value} 불가)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>says Black passed last, but R_B = 0 (Black never passed)</source>
        <translation>흑이 마지막에 패스했다고 하지만 R_B = 0 (흑은 패스하지 않음)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{komi} is not a komi (a number between -{most} and {most})</source>
        <translation>덤이 아님: {komi} (-{most}에서 {most} 사이의 숫자여야 함)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>stones played up to the first pass ({before}) cannot be more than in the whole game ({symbol} = {played})</source>
        <translation>첫 패스까지 둔 돌({before})이 대국 전체에서 둔 돌({symbol} = {played})보다 많을 수 없음</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>neutral points must be s*s - A_B - A_W = {points} - {black} - {white} = {neutral}, not {given}</source>
        <translation>중립점은 s*s - A_B - A_W = {points} - {black} - {white} = {neutral}이어야 함 ({given} 불가)</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>not in the count {formula}</source>
        <translation>계가식 {formula}에 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seki eyes are nobody&apos;s under these rules</source>
        <translation>이 규칙에서는 빅 속의 집이 누구의 것도 아님</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>counts the board with the dead stones standing: it needs the position</source>
        <translation>죽은 돌을 그대로 둔 채 바둑판을 세므로 국면이 필요함</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/numbers_window.py" line="+60"/>
        <source>SGF game records (*.sgf *.SGF);;All files (*)</source>
        <translation>SGF 기보 (*.sgf *.SGF);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stones on the board</source>
        <translation>판 위의 돌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>after the dead stones are taken off</source>
        <translation>죽은 돌을 들어낸 뒤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory</source>
        <translation>집</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>empty points surrounded, seki eyes excepted</source>
        <translation>둘러싼 빈 점 (빅 속의 집 제외)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seki eyes</source>
        <translation>빅 속의 집</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>eyes of groups in seki (area counts them)</source>
        <translation>빅 상태인 돌 무리의 집 (면적 계가에서 셈)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Stones played to the first pass</source>
        <translation>첫 패스까지 둔 돌</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>from a game record, handicap included</source>
        <translation>기보에서, 치석 포함</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stones played in the game</source>
        <translation>대국에서 둔 돌</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+147"/>
        <location line="+462"/>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <location line="-609"/>
        <location line="+147"/>
        <location line="+462"/>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <location line="-609"/>
        <source>Nobody</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black player</source>
        <translation>흑 대국자</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White player</source>
        <translation>백 대국자</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event</source>
        <translation>대회</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>Count by Numbers</source>
        <translation>숫자로 계가</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+434"/>
        <source>Rule set</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location line="-434"/>
        <location line="+434"/>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <location line="-433"/>
        <source>&amp;Results</source>
        <translation>결과(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table of Counts and Proofs</source>
        <translation>집계표와 증명(&amp;T)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>This count by numbers is not saved. Save it first?</source>
        <translation>이 숫자 계가는 저장되지 않았습니다. 먼저 저장할까요?</translation>
    </message>
    <message>
        <location line="-104"/>
        <source>The game</source>
        <translation>대국</translation>
    </message>
    <message>
        <location line="-155"/>
        <location filename="../../gocount_gui/ui/sheet.py" line="+452"/>
        <source>Captured by the player</source>
        <translation>따낸 돌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the prisoners in the player&apos;s lid, taken during play</source>
        <translation>대국 중 따내어 자기 뚜껑에 넣은 돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gocount_gui/ui/sheet.py" line="+1"/>
        <source>Dead stones the player took off</source>
        <translation>들어낸 죽은 돌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the other colour&apos;s dead stones, put in the player&apos;s lid at the end</source>
        <translation>종국 때 들어내어 자기 뚜껑에 넣은 상대의 죽은 돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gocount_gui/ui/sheet.py" line="+1"/>
        <source>Times the player passed</source>
        <translation>패스한 횟수</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>each pass is a stone given to the other player</source>
        <translation>패스 한 번마다 상대에게 돌 하나를 준다</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Captured by Black: the white stones in Black&apos;s lid ({symbol})</source>
        <translation>흑이 따낸 돌: 흑의 뚜껑에 있는 백돌 ({symbol})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured by White: the black stones in White&apos;s lid ({symbol})</source>
        <translation>백이 따낸 돌: 백의 뚜껑에 있는 흑돌 ({symbol})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead white stones Black took off, into Black&apos;s lid ({symbol})</source>
        <translation>흑이 들어내어 흑의 뚜껑에 넣은 백의 죽은 돌 ({symbol})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead black stones White took off, into White&apos;s lid ({symbol})</source>
        <translation>백이 들어내어 백의 뚜껑에 넣은 흑의 죽은 돌 ({symbol})</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>The rule set on top of the results; the fields it does not need are marked</source>
        <translation>결과 맨 위에 표시할 규칙; 이 규칙에 필요 없는 칸은 따로 표시됩니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rules</source>
        <translation>규칙(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;size</source>
        <translation>바둑판 크기(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board size s: the board has s*s points</source>
        <translation>바둑판 크기 s: 바둑판의 점은 s*s개</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Handicap stones H (0 in an even game)</source>
        <translation>치석 H (호선이면 0)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Handicap stones (H)</source>
        <translation>치석 H(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Komi K, given to White</source>
        <translation>덤 K, 백이 받음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Komi (K)</source>
        <translation>덤 K(&amp;K)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who made the last pass (L = 1 when Black did)</source>
        <translation>마지막으로 패스한 쪽 (흑이면 L = 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last pass by (L)</source>
        <translation>마지막 패스 L(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the players counted</source>
        <translation>대국자가 센 수치</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stones played are known (from a game record)</source>
        <translation>둔 돌 수를 앎 (기보에서)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area rules III count the stones each side played before the first pass (n) and in all (N)</source>
        <translation>면적 룰 III은 각자 첫 패스 전에 둔 돌(n)과 전체 둔 돌(N)을 셉니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{words} ({symbol})</source>
        <translation>{words} ({symbol})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Black: {words} ({symbol}); {tip}</source>
        <translation>흑: {words} ({symbol}); {tip}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White: {words} ({symbol}); {tip}</source>
        <translation>백: {words} ({symbol}); {tip}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Players (for the record and the score sheet)</source>
        <translation>대국자 (기보와 계가표용)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Count by Numbers…</source>
        <translation>숫자 계가 열기(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Score Sheet…</source>
        <translation>계가표 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print…</source>
        <translation>인쇄(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <location line="+201"/>
        <source>Cannot count these numbers</source>
        <translation>이 수치로는 계가할 수 없습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot count: {problem}</source>
        <translation>계가할 수 없음: {problem}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the stones on the board are not typed</source>
        <translation>판 위의 돌이 입력되지 않았습니다</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>not checked: the stones on the board are not typed</source>
        <translation>점검 안 함: 판 위의 돌이 입력되지 않았습니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+157"/>
        <source>{rules}: not counted ({why})</source>
        <translation>{rules}: 계가 안 함 ({why})</translation>
    </message>
    <message>
        <location line="-155"/>
        <location line="+157"/>
        <location filename="../../gocount_gui/ui/window.py" line="+510"/>
        <source>{rules}: {result}</source>
        <translation>{rules}: {result}</translation>
    </message>
    <message>
        <location line="-156"/>
        <source>Lid audit: </source>
        <translation>뚜껑 점검: </translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+176"/>
        <source>needs the position</source>
        <translation>국면이 필요함</translation>
    </message>
    <message>
        <location line="-176"/>
        <location line="+176"/>
        <source>needs the stones</source>
        <translation>돌 수가 필요</translation>
    </message>
    <message>
        <location line="-157"/>
        <source>Count by numbers: the table of counts</source>
        <translation>숫자로 계가: 집계표</translation>
    </message>
    <message>
        <location line="-294"/>
        <location line="+306"/>
        <source>not needed</source>
        <translation>필요 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not needed under {rules}: {why}</source>
        <translation>{rules}에서는 필요 없음: {why}</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+11"/>
        <source>Open a Count by Numbers</source>
        <translation>숫자 계가 열기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} was not opened: {error}</source>
        <translation>{name} 파일을 열지 못했습니다: {error}</translation>
    </message>
    <message>
        <location line="-346"/>
        <source>{name}[*] — Count by Numbers</source>
        <translation>{name}[*] — 숫자로 계가</translation>
    </message>
    <message>
        <location line="+360"/>
        <location line="+23"/>
        <source>Save the Count</source>
        <translation>계가 저장</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>These numbers cannot be counted yet: {error}</source>
        <translation>이 수치는 아직 계가할 수 없습니다: {error}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the Count by Numbers</source>
        <translation>숫자 계가 저장</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The count was not saved: {error}</source>
        <translation>계가를 저장하지 못했습니다: {error}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Count by numbers</source>
        <translation>숫자로 계가</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{black} (Black) – {white} (White)</source>
        <translation>{black} (흑) – {white} (백)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{size}x{size}, komi {komi}, handicap {handicap}; counted by numbers under {rules}:</source>
        <translation>{size}x{size}, 덤 {komi}, 치석 {handicap}; {rules} 기준 숫자로 계가:</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+34"/>
        <source>Lid audit: {why}</source>
        <translation>뚜껑 점검: {why}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table of counts</source>
        <translation>집계표</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+8"/>
        <source>Export the Score Sheet</source>
        <translation>계가표 내보내기</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The score sheet was not written: {error}</source>
        <translation>계가표를 저장하지 못했습니다: {error}</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <location filename="../../gocount_gui/ui/panel.py" line="+52"/>
        <location line="+265"/>
        <source>Rule set</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location line="-264"/>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comp.</source>
        <translation>보상</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+273"/>
        <source>Komi</source>
        <translation>덤</translation>
    </message>
    <message>
        <location line="-272"/>
        <location filename="../../gocount_gui/ui/sheet.py" line="-75"/>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rule set; open a row to see how its count is made up</source>
        <translation>규칙; 행을 펼치면 계가의 구성을 볼 수 있습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s points under this rule set</source>
        <translation>이 규칙에 따른 흑의 점수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s points, before the handicap points and komi</source>
        <translation>치석 보상과 덤을 더하기 전 백의 점수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points White gets for Black&apos;s handicap stones (C(H))</source>
        <translation>흑의 치석에 대해 백이 받는 점수 (C(H))</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+263"/>
        <source>Komi: the points White gets for moving second (K)</source>
        <translation>덤: 백이 나중에 두는 대가로 받는 점수 (K)</translation>
    </message>
    <message>
        <location line="-262"/>
        <source>Who wins and by how much: Black&apos;s points minus White&apos;s</source>
        <translation>누가 얼마 차로 이기는지: 흑의 점수 - 백의 점수</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Cannot count under {rules} rules</source>
        <translation>{rules} 기준으로 계가할 수 없음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not finished: {result} as the board stands under {rules} rules</source>
        <translation>종국 전: 현재 반면 기준 {result} ({rules})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{result} under {rules} rules</source>
        <translation>{result} ({rules})</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Suggesting dead stones…</source>
        <translation>죽은 돌 제안 중…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Dead stones suggested: check the stone marked with ?</source>
        <translation>죽은 돌 제안됨: ?로 표시된 돌을 확인하세요</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stones suggested: check the {count} stones marked with ?</source>
        <translation>죽은 돌 제안됨: ?로 표시된 돌 {count}개를 확인하세요</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stones suggested: check them</source>
        <translation>죽은 돌 제안됨: 확인하세요</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dead stones as the players marked them</source>
        <translation>대국자가 표시한 죽은 돌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dead stones marked by hand</source>
        <translation>직접 표시한 죽은 돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No stones marked dead: click the dead groups in Mark Dead, or Suggest Dead Stones (Ctrl+D)</source>
        <translation>표시된 죽은 돌 없음: 죽은 돌 표시 모드에서 죽은 돌 무리를 클릭하거나 죽은 돌 제안(Ctrl+D)을 사용하세요</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+566"/>
        <source>In symbols: {formula}</source>
        <translation>기호로: {formula}</translation>
    </message>
    <message>
        <location line="-540"/>
        <source>Does not apply: {why}</source>
        <translation>해당 없음: {why}</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>The rule set shown on top and on the board</source>
        <translation>위쪽과 바둑판에 표시되는 규칙</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rule set whose result is shown in large type and on the board</source>
        <translation>결과가 큰 글씨와 바둑판에 표시되는 규칙</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The points White gets for moving second</source>
        <translation>백이 나중에 두는 대가로 받는 점수</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rules</source>
        <translation>규칙(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Komi</source>
        <translation>덤(&amp;K)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The result under the rule set on top</source>
        <translation>위쪽에서 고른 규칙에 따른 결과</translation>
    </message>
    <message>
        <location line="+49"/>
        <location line="+15"/>
        <source>Results under every rule set</source>
        <translation>모든 규칙에 따른 결과</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Columns of the results</source>
        <translation>결과의 열</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One row per rule set: Black&apos;s points, White&apos;s points, handicap points, komi and the result</source>
        <translation>규칙마다 한 행: 흑의 점수, 백의 점수, 치석 보상, 덤, 결과</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Identities</source>
        <translation>항등식</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counting methods checked against each other, in words and in symbols</source>
        <translation>계가 방법들을 서로 대조한 검증 (문장과 기호)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Identities: the counting methods checked</source>
        <translation>항등식: 계가 방법 검증</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counting methods checked against each other with this game&apos;s numbers</source>
        <translation>이 대국의 수치로 계가 방법들을 서로 대조한 검증</translation>
    </message>
    <message>
        <location line="+145"/>
        <location filename="../../gocount_gui/ui/sheet.py" line="+5"/>
        <source>This position cannot be counted: {problem}</source>
        <translation>이 국면은 계가할 수 없습니다: {problem}</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Equivalence, area rules III, stone scoring and prisoner counting come from the papers gocount is built on: they show why the counting methods agree, and are rarely played.</source>
        <translation>등가 룰, 면적 룰 III, 돌 계가, 따낸 돌 계가는 gocount의 바탕이 된 논문에서 온 규칙입니다: 계가 방법들이 왜 일치하는지 보여 주며, 실제 대국에서는 거의 쓰이지 않습니다.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Komi here: {komi}.</source>
        <translation>이 대국의 덤: {komi}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Komi here: {komi} (the rule set&apos;s usual komi is {usual}).</source>
        <translation>이 대국의 덤: {komi} (이 규칙의 보통 덤은 {usual}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(the rule set on top)</source>
        <translation>(위쪽에서 고른 규칙)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A draw (jigo)</source>
        <translation>무승부</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black wins by {margin}</source>
        <translation>흑 {margin}집 승</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White wins by {margin}</source>
        <translation>백 {margin}집 승</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{result_words}: Black {black}, White {white} ({result})</source>
        <translation>{result_words}: 흑 {black}, 백 {white} ({result})</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Result = {formula} = {result}</source>
        <translation>결과 = {formula} = {result}</translation>
    </message>
</context>
<context>
    <name>Phone</name>
    <message>
        <location filename="../../gocount_gui/phone/page.py" line="+33"/>
        <source>Send a photo to gocount</source>
        <translation>gocount로 사진 보내기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a photo of the whole board from above, in good light, or choose one you took.</source>
        <translation>밝은 곳에서 바둑판 전체를 위에서 찍거나, 찍어 둔 사진을 고르세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a Photo</source>
        <translation>사진 찍기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a Photo Already Taken</source>
        <translation>찍어 둔 사진 고르기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sending the photo…</source>
        <translation>사진을 보내는 중…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Received: look at the laptop.</source>
        <translation>받았습니다. 노트북을 보세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The photo could not be sent. Is the phone on the same Wi-Fi as the laptop? Try again.</source>
        <translation>사진을 보내지 못했습니다. 휴대폰이 노트북과 같은 Wi-Fi에 연결되어 있나요? 다시 시도하세요.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The photo is larger than {megabytes} MB. Send a smaller one.</source>
        <translation>사진이 {megabytes} MB보다 큽니다. 더 작은 사진을 보내세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a JPEG or PNG photo. Take a photo with the camera, or choose another.</source>
        <translation>JPEG나 PNG 사진이 아닙니다. 카메라로 찍거나 다른 사진을 고르세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gocount cannot read HEIC photos. Choose the photo again, or set the camera to take JPEG photos (“Most Compatible”).</source>
        <translation>gocount는 HEIC 사진을 읽을 수 없습니다. 사진을 다시 고르거나, 카메라를 JPEG로 찍도록 설정하세요(‘높은 호환성’).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The photo came too slowly and was not received. Try again nearer the Wi-Fi.</source>
        <translation>사진이 너무 느리게 와서 받지 못했습니다. Wi-Fi 가까이에서 다시 시도하세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A photo was already received. Look at the laptop.</source>
        <translation>사진을 이미 받았습니다. 노트북을 보세요.</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/phone/server.py" line="+319"/>
        <source>This computer is not connected to a network, so a phone cannot reach it. Connect it to the Wi-Fi the phone is on, then try again.</source>
        <translation>이 컴퓨터는 네트워크에 연결되어 있지 않아 휴대폰이 접속할 수 없습니다. 휴대폰과 같은 Wi-Fi에 연결한 뒤 다시 시도하세요.</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/phone_dialog.py" line="+143"/>
        <source>gocount could not open an address for the phone: {error}</source>
        <translation>gocount가 휴대폰용 주소를 열지 못했습니다: {error}</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Receive from Phone</source>
        <translation>휴대폰에서 받기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan this code with the phone&apos;s camera, or type the address into the phone&apos;s browser. Then take the photo on the page that opens.</source>
        <translation>휴대폰 카메라로 이 코드를 스캔하거나, 휴대폰 브라우저에 주소를 입력하세요. 열린 페이지에서 사진을 찍습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The phone must be on the same Wi-Fi as this computer. If the page does not open, a firewall on this computer may be blocking gocount: allow it on private networks.</source>
        <translation>휴대폰은 이 컴퓨터와 같은 Wi-Fi에 있어야 합니다. 페이지가 열리지 않으면 이 컴퓨터의 방화벽이 gocount를 막고 있을 수 있습니다. 개인 네트워크에서 허용하세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Code</source>
        <translation>새 코드(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a new address for the phone</source>
        <translation>휴대폰용 새 주소 열기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QR code of the address for the phone</source>
        <translation>휴대폰용 주소의 QR 코드</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The phone has opened the page. Waiting for the photo…</source>
        <translation>휴대폰이 페이지를 열었습니다. 사진을 기다리는 중…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Receiving the photo ({megabytes} MB)…</source>
        <translation>사진을 받는 중({megabytes} MB)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The phone was told: {said}</source>
        <translation>휴대폰에 알린 내용: {said}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Photo received.</source>
        <translation>사진을 받았습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No phone has opened the page yet. If the phone cannot open it, it is on another Wi-Fi than this computer, or a firewall on this computer blocks gocount.</source>
        <translation>아직 어떤 휴대폰도 페이지를 열지 않았습니다. 휴대폰에서 열 수 없다면, 이 컴퓨터와 다른 Wi-Fi에 있거나 이 컴퓨터의 방화벽이 gocount를 막고 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The address has expired, so the phone can no longer send to it. Press New Code for another.</source>
        <translation>주소가 만료되어 휴대폰이 더 이상 보낼 수 없습니다. 새 주소를 받으려면 ‘새 코드’를 누르세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the phone…</source>
        <translation>휴대폰을 기다리는 중…</translation>
    </message>
</context>
<context>
    <name>Photo</name>
    <message>
        <location filename="../../gocount_gui/ui/photo_board.py" line="+59"/>
        <source>The position as read</source>
        <translation>읽어 낸 국면</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a point to change it: empty, black, white</source>
        <translation>점을 클릭해 바꾸기: 빈 점, 흑, 백</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No position yet</source>
        <translation>아직 국면이 없습니다</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_canvas.py" line="+289"/>
        <source>Drag this handle onto a corner point of the grid</source>
        <translation>이 손잡이를 격자의 귀 교차점으로 끌기</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_support.py" line="+119"/>
        <location filename="../../gocount_gui/ui/photo_view.py" line="+197"/>
        <source>The clipboard holds no picture. Copy a photo or an image file first.</source>
        <translation>클립보드에 그림이 없습니다. 먼저 사진이나 이미지 파일을 복사하세요.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Read the position from {name}</source>
        <translation>{name}에서 국면 읽기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the position from a photo</source>
        <translation>사진에서 국면 읽기</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_board.py" line="+65"/>
        <source>Board &amp;size:</source>
        <translation>바둑판 크기(&amp;S):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Automatic</source>
        <translation>자동</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The board&apos;s size: Automatic finds it in the photo; another choice reads the photo again with that size</source>
        <translation>바둑판 크기: &apos;자동&apos;은 사진에서 찾고, 다른 것을 고르면 그 크기로 사진을 다시 읽습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Doubt</source>
        <translation>다음 의심점(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ring the next point the reader is unsure of, on the photo and on the board (N)</source>
        <translation>읽기가 불확실한 다음 점을 사진과 바둑판 양쪽에 동그라미로 표시 (N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I have checked every point</source>
        <translation>모든 점을 확인했습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the position although the grid is not trusted: every point was compared with the photo</source>
        <translation>격자를 믿을 수 없어도 국면을 사용: 모든 점을 사진과 비교했습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the photo: the grid as read, a dot on each stone, amber rings around the points to check. Drag a round handle onto a corner point of the grid to read the photo again. On the board: click a point to change it (empty, black, white).</source>
        <translation>사진: 읽어 낸 격자, 돌마다 작은 점, 확인할 점을 둘러싼 주황색 고리. 둥근 손잡이를 격자의 귀 교차점으로 끌면 사진을 다시 읽습니다. 바둑판: 점을 클릭하면 바뀝니다(빈 점, 흑, 백).</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_view.py" line="-35"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop reading the photo</source>
        <translation>사진 읽기 중지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read with These &amp;Corners</source>
        <translation>이 네 귀로 읽기(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the photo again with the grid&apos;s corners where the round handles are</source>
        <translation>둥근 손잡이가 있는 곳을 격자의 네 귀로 삼아 사진을 다시 읽기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Use This Position</source>
        <translation>이 국면 사용(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count this position in the main window, with the dead stones suggested</source>
        <translation>이 국면을 주 창에서 계가 (죽은 돌 제안 포함)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste Photo</source>
        <translation>사진 붙여넣기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The photo with the grid read in it</source>
        <translation>격자를 읽어 낸 사진</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Loading the photo…</source>
        <translation>사진을 불러오는 중…</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>Reading the photo: %p%</source>
        <translation>사진 읽는 중: %p%</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Receive from &amp;Phone…</source>
        <translation>휴대폰에서 받기(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a QR code that a phone on the same Wi-Fi opens to send its photo here</source>
        <translation>같은 Wi-Fi의 휴대폰이 사진을 여기로 보낼 QR 코드 표시</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Count from a Photo</source>
        <translation>사진으로 계가</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+174"/>
        <source>Reading the photo…</source>
        <translation>사진을 읽는 중…</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>Waiting for the photo from the phone…</source>
        <translation>휴대폰에서 올 사진을 기다리는 중…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Reading cancelled.</source>
        <translation>읽기를 취소했습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The photo could not be read: {error}</source>
        <translation>사진을 읽지 못했습니다: {error}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The picture</source>
        <translation>그림</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gocount: cannot open the photo</source>
        <translation>gocount: 사진을 열 수 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot be opened as a photo.

{reason}</source>
        <translation>{name} 파일을 사진으로 열 수 없습니다.

{reason}</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Drag %n more corners, or press Read with These Corners.</source>
        <translation>
            <numerusform>귀를 %n개 더 끌거나 &apos;이 네 귀로 읽기&apos;를 누르세요.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reading the photo with the corners you placed…</source>
        <translation>놓은 네 귀로 사진을 읽는 중…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>black</source>
        <translation>흑</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>white</source>
        <translation>백</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>empty</source>
        <translation>빈 점</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{point} is now {colour}.</source>
        <translation>{point}: 이제 {colour}입니다.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Doubtful point {number} of {count}: {point}. Click it on the board to change it.</source>
        <translation>의심점 {number}/{count}: {point}. 바둑판에서 클릭하면 바꿀 수 있습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>%n points to check</source>
        <translation>
            <numerusform>확인할 점 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No doubtful point</source>
        <translation>의심점 없음</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No board was read in this photo. Drag the four round handles onto the corner points of the grid (its outermost intersections), then press Read with These Corners.</source>
        <translation>이 사진에서 바둑판을 읽지 못했습니다. 둥근 손잡이 네 개를 격자의 귀 교차점(가장 바깥 교차점)으로 끈 다음 &apos;이 네 귀로 읽기&apos;를 누르세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read as a {size}×{size} board: {black} black stones, {white} white stones.</source>
        <translation>{size}×{size} 바둑판으로 읽었습니다: 흑돌 {black}개, 백돌 {white}개.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The grid is not trusted, so the position may be wrong. Drag the four round handles onto the corner points of the grid; the photo is read again as you let go.</source>
        <translation>격자를 믿을 수 없어 국면이 틀렸을 수 있습니다. 둥근 손잡이 네 개를 격자의 귀 교차점으로 끌어 주세요. 놓으면 사진을 다시 읽습니다.</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/vision/doubts.py" line="+63"/>
        <source>The black chain at {point} has no liberty: a stone around it is probably misread.</source>
        <extracomment>At most this many low-confidence points are listed (impossible shapes come on top). The least sure points always shown, however sure they are: on the development photos read with their true corners, a board with one wrong point had it as its least sure point.</extracomment>
        <translation>{point}의 흑 이어진 돌에 활로가 없습니다: 주변 돌을 잘못 읽었을 가능성이 큽니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The white chain at {point} has no liberty: a stone around it is probably misread.</source>
        <translation>{point}의 백 이어진 돌에 활로가 없습니다: 주변 돌을 잘못 읽었을 가능성이 큽니다.</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/vision/grid.py" line="+240"/>
        <location filename="../../gocount_gui/vision/reading.py" line="+162"/>
        <source>Fitting the grid</source>
        <extracomment>The straightened board&apos;s side, in pixels. A grid whose score is below this is not trusted; the player is asked for the corners. A grid this clear is taken without trying the other outlines. A grid fitted to the lines alone whose lines end this clearly is taken as it is: the stones are asked only where the lines are hidden or unclear.</extracomment>
        <translation>격자 맞추는 중</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/vision/image.py" line="+32"/>
        <source>The image</source>
        <extracomment>Larger images are refused after the header is read (a 200 megapixel panorama, a bomb). The working copy&apos;s longer side, in pixels: enough for a 19x19 grid at ~40 px a cell.</extracomment>
        <translation>이미지</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+11"/>
        <source>{name} is larger than {megabytes} MB; it is not read.</source>
        <translation>{name}: {megabytes}MB보다 커서 읽지 않습니다.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>{name} was not found.</source>
        <translation>{name}: 찾을 수 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is a folder, not a photo.</source>
        <translation>{name}: 사진이 아니라 폴더입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} could not be read: {reason}.</source>
        <translation>{name}: 읽을 수 없습니다 ({reason}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is empty.</source>
        <translation>{name}: 비어 있습니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} is not an image gocount can read (JPEG, PNG, BMP, WebP or TIFF).</source>
        <translation>{name}: gocount가 읽을 수 있는 이미지(JPEG, PNG, BMP, WebP, TIFF)가 아닙니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} has {megapixels} megapixels; at most {most} are read.</source>
        <translation>{name}: {megapixels}메가픽셀입니다. 최대 {most}메가픽셀까지 읽습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is only {width}x{height} pixels: too small to show a board.</source>
        <translation>{name}: {width}x{height} 픽셀뿐이라 바둑판이 담기기에는 너무 작습니다.</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/vision/reading.py" line="-20"/>
        <source>A board of {size} lines cannot be read; 9, 13 or 19 can.</source>
        <translation>{size}줄 바둑판은 읽을 수 없습니다. 9줄, 13줄, 19줄은 읽을 수 있습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Preparing the photo</source>
        <translation>사진 준비 중</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finding the board</source>
        <translation>바둑판 찾는 중</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No Go board was found in this photo. Give its four corners by hand.</source>
        <translation>이 사진에서 바둑판을 찾지 못했습니다. 네 귀를 직접 지정하세요.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No grid of 9, 13 or 19 lines was found on the board. Give its four corners by hand.</source>
        <translation>바둑판에서 9줄, 13줄, 19줄 격자를 찾지 못했습니다. 네 귀를 직접 지정하세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the stones</source>
        <translation>돌 읽는 중</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for doubts</source>
        <translation>의심점 찾는 중</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The grid did not fit the photo well; drag the four corners onto the corner points.</source>
        <translation>격자가 사진에 잘 맞지 않았습니다. 네 귀를 격자의 귀 교차점으로 끌어 주세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Done</source>
        <translation>완료</translation>
    </message>
</context>
<context>
    <name>Proofs</name>
    <message>
        <location filename="../../gocount_gui/scoring/proofs.py" line="+125"/>
        <source>Every step holds on this game.</source>
        <translation>이 대국에서 모든 단계가 성립합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stops at {claim}: {why}.</source>
        <translation>{claim}에서 멈춤: {why}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the two sides differ</source>
        <translation>양변이 다름</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>record</source>
        <translation>기보</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S + P (no record)</source>
        <translation>S + P (기보 없음)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>regions</source>
        <translation>영역</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>record or tray</source>
        <translation>기보 또는 뚜껑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>territory: empty points only this colour surrounds</source>
        <translation>집: 이 색만 둘러싼 빈 점</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones on the board, dead ones removed</source>
        <translation>판 위의 돌 (죽은 돌 제외)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>board</source>
        <translation>바둑판</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eyes of groups in seki (and points to fill)</source>
        <translation>빅 상태인 돌 무리의 집 (메울 점 포함)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>area: stones, territory and seki eyes</source>
        <translation>면적: 돌, 집, 빅 속의 집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones captured during play</source>
        <translation>대국 중 따낸 돌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lid</source>
        <translation>뚜껑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dead stones removed at the end</source>
        <translation>종국 시 들어낸 죽은 돌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dead marks</source>
        <translation>죽은 돌 표시</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prisoners: in the opponent&apos;s lid</source>
        <translation>따낸 돌: 상대의 뚜껑 안에 있음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes (pass stones given)</source>
        <translation>패스 (내준 패스 돌)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moves made (Black&apos;s extra handicap stones not counted)</source>
        <translation>둔 수 (흑의 추가 치석 제외)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S + P + R (- H&apos; for Black)</source>
        <translation>S + P + R (흑은 - H&apos;)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>territory score with pass stones</source>
        <translation>패스 돌을 포함한 집 점수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones played up to the first pass</source>
        <translation>첫 패스까지 둔 돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stones played in the whole game</source>
        <translation>대국 전체에서 둔 돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>neutral points: dame and shared liberties of seki</source>
        <translation>중립점: 공배(빅의 공배 포함)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>handicap stones</source>
        <translation>치석</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>handicap stones beyond one normal first move</source>
        <translation>보통의 첫 수 하나를 넘는 치석</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 if Black made the last pass</source>
        <translation>흑이 마지막에 패스했으면 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>komi</source>
        <translation>덤</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>M_B = M_W (White passes last, so both made as many moves)</source>
        <translation>M_B = M_W (백이 마지막에 패스하므로 두 대국자의 수가 같음)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>M_B - L = M_W (Black starts and the players alternate)</source>
        <translation>M_B - L = M_W (흑이 먼저 두고 번갈아 둠)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Black passed last (L = 1): Black made one move more, M_B = {black}, M_W = {white}</source>
        <translation>흑이 마지막에 패스함 (L = 1): 흑이 한 수 더 둠, M_B = {black}, M_W = {white}</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>the lids do not add up: Black&apos;s side has %n more moves (Black&apos;s lid is %n short, or White&apos;s holds %n too many)</source>
        <translation>
            <numerusform>뚜껑의 돌 수가 맞지 않음: 흑 쪽 수가 %n수 많음 (흑의 뚜껑에 %n개가 모자라거나 백의 뚜껑에 %n개가 많음)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>the lids do not add up: Black&apos;s side has %n fewer moves (White&apos;s lid is %n short, or Black&apos;s holds %n too many)</source>
        <translation>
            <numerusform>뚜껑의 돌 수가 맞지 않음: 흑 쪽 수가 %n수 적음 (백의 뚜껑에 %n개가 모자라거나 흑의 뚜껑에 %n개가 많음)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the lids do not add up</source>
        <translation>뚜껑의 돌 수가 맞지 않음</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>seki eyes: area counts E_B - E_W = {black} - {white} = {difference} that territory does not</source>
        <translation>빅 속의 집: 면적 계가는 집 계가가 세지 않는 E_B - E_W = {black} - {white} = {difference}만큼을 셈</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Handicap (corollary 3): Black placed H - 1 stones more than one move, White gets H&apos; points (rule 4)</source>
        <translation>치석 (따름정리 3): 흑이 첫 수 하나보다 H - 1개 더 놓았으므로 백이 H&apos;점을 받음 (규칙 4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Area and territory agree (the equivalence theorem)</source>
        <translation>면적과 집이 일치함 (등가 정리)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“The Equivalence Theorem”, a rules appendix</source>
        <translation>“The Equivalence Theorem” (규칙 부록)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>area - territory = (S_B + P_B) - (S_W + P_W) + (E_B - E_W)  (K cancels, T cancels)</source>
        <translation>면적 - 집 = (S_B + P_B) - (S_W + P_W) + (E_B - E_W)  (K 상쇄, T 상쇄)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>area - territory = L + H&apos; + (R_W - R_B) + (E_B - E_W)</source>
        <translation>면적 - 집 = L + H&apos; + (R_W - R_B) + (E_B - E_W)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>“Mathematics of Scoring”, Sensei&apos;s Library</source>
        <translation>“Mathematics of Scoring” (Sensei&apos;s Library)</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Ikeda Toshio, “On the Rules of Go”</source>
        <translation>이케다 도시오, “On the Rules of Go”</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Robert Jasiek, “Prisoner Counting for Stone Scoring”</source>
        <translation>Robert Jasiek, “Prisoner Counting for Stone Scoring”</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>“The Equivalence Theorem”; “Mathematics of Scoring”</source>
        <translation>“The Equivalence Theorem”; “Mathematics of Scoring”</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>“The Equivalence Theorem”; “Mathematics of Scoring”; Jasiek</source>
        <translation>“The Equivalence Theorem”; “Mathematics of Scoring”; Jasiek</translation>
    </message>
    <message>
        <location line="-234"/>
        <source>Every move puts a stone on the board, gives a prisoner or is a pass. When White passes last both players made the same number of moves, so the difference in stones on the board is the difference in prisoners and passes; adding the territory to both shows that area counting and territory counting with pass stones give the same difference. In a handicap game White gets H - 1 points under area counting.</source>
        <translation>모든 수는 판 위의 돌이 되거나, 따낸 돌이 되거나, 패스입니다. 백이 마지막에 패스하면 두 대국자의 수가 같으므로 판 위 돌의 차이는 따낸 돌과 패스의 차이와 같습니다. 양쪽에 집을 더하면 면적 계가와 패스 돌을 쓰는 집 계가가 같은 차이를 낸다는 것을 알 수 있습니다. 접바둑에서는 면적 계가로 백이 H - 1점을 받습니다.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Who passed last: L</source>
        <translation>마지막 패스: L</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black passed last, area gives Black 1 point more than territory</source>
        <translation>흑이 마지막에 패스함: 면적 계가가 집 계가보다 흑에게 1점 더 줌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White passed last (or nobody), no difference</source>
        <translation>백이 마지막에 패스함 (또는 패스 없음): 차이 없음</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Handicap: H&apos;</source>
        <translation>치석: H&apos;</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>area gives Black %n point(s) more than territory (handicap stones are area)</source>
        <translation>
            <numerusform>면적 계가가 집 계가보다 흑에게 %n점 더 줌 (치석도 면적에 들어감)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no difference</source>
        <translation>차이 없음</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passes: R_W - R_B</source>
        <translation>패스: R_W - R_B</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>AGA: with pass stones, White passing last and C(H) = H&apos;, area = territory</source>
        <translation>AGA: 패스 돌, 백의 마지막 패스, C(H) = H&apos;이면 면적 = 집</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How far area and territory counting differ</source>
        <translation>면적 계가와 집 계가의 차이</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counted the common way (area with no compensation, territory with no pass stones) the two scores differ by exactly three things: 1 when Black passed last, the handicap stones beyond the first, and the passes White made beyond Black&apos;s (plus seki eyes, which area counts and territory does not). The AGA rules make all three vanish: White passes last, passes give stones, and White gets H - 1 points under area counting.</source>
        <translation>흔한 방식(보상 없는 면적 계가, 패스 돌 없는 집 계가)으로 세면 두 점수는 정확히 세 가지만큼 다릅니다: 흑이 마지막에 패스했을 때의 1, 첫 번째를 넘는 치석, 백이 흑보다 더 한 패스입니다 (여기에 면적 계가만 세는 빅 속의 집이 더해집니다). AGA 룰은 이 셋을 모두 없앱니다: 백이 마지막에 패스하고, 패스할 때 돌을 내주며, 면적 계가로 백이 H - 1점을 받습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>White passed %n more time(s): area favours Black by %n</source>
        <translation>
            <numerusform>백이 %n번 더 패스함: 면적 계가가 흑에게 %n점 유리</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Black passed %n more time(s): territory favours Black by %n</source>
        <translation>
            <numerusform>흑이 %n번 더 패스함: 집 계가가 흑에게 %n점 유리</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>as many passes each, no difference</source>
        <translation>패스 수가 같음: 차이 없음</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>from the record</source>
        <translation>기보에서</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no record: taken as S_c + P_c, no stone after the first pass</source>
        <translation>기보 없음: S_c + P_c로 보고, 첫 패스 뒤에 둔 돌은 없다고 봄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the stones played do not match the board and the lids</source>
        <translation>둔 돌 수가 바둑판과 뚜껑에 맞지 않음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>n_B, n_W: stones played up to the first pass (handicap included)</source>
        <translation>n_B, n_W: 첫 패스까지 둔 돌 (치석 포함)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>N_B = S_B + P_B and N_W = S_W + P_W (every stone played is on the board or a prisoner)</source>
        <translation>N_B = S_B + P_B, N_W = S_W + P_W (둔 돌은 모두 판 위에 있거나 따낸 돌임)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>N_B - n_B = N_W - n_W (as many stones after the first pass)</source>
        <translation>N_B - n_B = N_W - n_W (첫 패스 뒤 둔 돌 수가 같음)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unequal moves after the first pass: Black played {black}, White {white}</source>
        <translation>첫 패스 뒤 수가 다름: 흑 {black}, 백 {white}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>t_B - t_W = (T_B - P_B) - (T_W - P_W)  (E_B - E_W off the area side)</source>
        <translation>t_B - t_W = (T_B - P_B) - (T_W - P_W)  (면적 쪽에서 E_B - E_W를 뺌)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Area rules III counted by territory and prisoners</source>
        <translation>집과 따낸 돌로 센 면적 룰 III</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each stone a player put down is on the board or in the opponent&apos;s lid. So the stone difference is the prisoner difference plus the stones played; area rules III take away half the difference in stones played before the first pass, and what is left is territory minus prisoners, plus the stones each side played after the first pass. When both played as many after the first pass, it is plain territory counting.</source>
        <translation>대국자가 놓은 돌은 모두 판 위에 있거나 상대의 뚜껑 안에 있습니다. 따라서 돌의 차이는 따낸 돌의 차이와 둔 돌 수로 정해집니다. 면적 룰 III은 첫 패스 전에 둔 돌 수 차이의 절반을 빼므로, 남는 것은 집에서 따낸 돌을 뺀 값에 각자 첫 패스 뒤 둔 돌을 더한 것입니다. 두 대국자가 첫 패스 뒤 같은 수의 돌을 두었다면 이는 그냥 집 계가입니다.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Stone score: S_B - S_W - H&apos;</source>
        <translation>돌 점수: S_B - S_W - H&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Prisoner count: X_w - X_b, X_c = P_c + R_c (prisoners and pass stones of colour c)</source>
        <translation>따낸 돌 계가: X_w - X_b, X_c = P_c + R_c (색 c의 따낸 돌과 패스 돌)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Stone scoring by counting prisoners</source>
        <translation>따낸 돌을 세는 돌 계가</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When removed stones and pass stones are kept as prisoners and White passes last, both players made as many moves; so the difference in stones on the board is the difference in prisoners, and counting the lids gives the stone score without counting the board.</source>
        <translation>들어낸 돌과 패스 돌을 따낸 돌로 보관하고 백이 마지막에 패스하면 두 대국자의 수가 같습니다. 따라서 판 위 돌의 차이는 따낸 돌의 차이와 같고, 바둑판을 세지 않고 뚜껑만 세어도 돌 점수를 얻을 수 있습니다.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A_B + A_W + N = s*s (the whole board is accounted for)</source>
        <translation>A_B + A_W + N = s*s (바둑판 전체를 빠짐없이 셈)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the counts do not fill the board</source>
        <translation>센 값이 바둑판 전체와 맞지 않음</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Komi (corollaries 1 and 2): D = A_W - A_B + K = (s*s - N) + K - 2 A_B moves in steps of 2</source>
        <translation>덤 (따름정리 1, 2): D = A_W - A_B + K = (s*s - N) + K - 2 A_B는 2씩 변함</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Parity and komi</source>
        <translation>홀짝과 덤</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The areas and the neutral points fill the board, so the area difference is odd or even with the points left after the neutral ones. The result therefore moves in steps of 2, and the komi decides whether a jigo can happen and how small a win can be.</source>
        <translation>면적과 중립점이 바둑판을 채우므로, 면적 차이의 홀짝은 중립점을 뺀 나머지 점 수의 홀짝과 같습니다. 그래서 결과는 2씩 변하고, 덤에 따라 무승부가 나올 수 있는지와 가장 작은 승리 차이가 정해집니다.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>P_B = X_B + D_B, P_W = X_W + D_W (White&apos;s lid holds Black&apos;s prisoners)</source>
        <translation>P_B = X_B + D_B, P_W = X_W + D_W (백의 뚜껑에는 잡힌 흑돌이 들어 있음)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The lids add up (moves)</source>
        <translation>뚜껑의 돌 수가 맞음 (수)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every move is a stone on the board, a stone in the opponent&apos;s lid, or a pass. Black moves first and the players alternate, so Black made as many moves as White, or one more when Black passed last.</source>
        <translation>모든 수는 판 위의 돌, 상대 뚜껑 안의 돌, 또는 패스입니다. 흑이 먼저 두고 번갈아 두므로 흑의 수는 백과 같거나, 흑이 마지막에 패스했다면 하나 더 많습니다.</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/proofs_view.py" line="+33"/>
        <source>by the table</source>
        <translation>표에 따라</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>follows</source>
        <translation>유도됨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rules promise</source>
        <translation>규칙이 보장함</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>so</source>
        <translation>따라서</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on this game</source>
        <translation>이 대국에서</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>What is counted</source>
        <translation>세는 것</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Symbol</source>
        <translation>기호</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Made of</source>
        <translation>구성</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+41"/>
        <source>Does not apply: {why}</source>
        <translation>해당 없음: {why}</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Each colour&apos;s counts on this game, in words and in the symbols the proofs use. Below, each proof is written out with these numbers, under the writing it comes from: a check mark where a step holds, a cross where the counts break it, and a dash where the game does not meet what the step needs (for example Black passed last).</source>
        <translation>이 대국에서 각 색의 집계를 말과, 증명에 쓰이는 기호로 보여 줍니다. 아래에는 각 증명을 출처와 함께 이 수치로 풀어 썼습니다: 단계가 성립하면 체크 표시, 수치가 단계를 깨면 X 표시, 대국이 단계의 조건을 채우지 못하면 (예: 흑이 마지막에 패스함) 대시를 붙였습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The table of counts</source>
        <translation>집계표</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>{path}: cannot be written</source>
        <translation>{path}: 저장할 수 없음</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{path}: the PDF was not written</source>
        <translation>{path}: PDF를 저장하지 못함</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Table of Counts</source>
        <translation>집계표</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score sheet as the first page</source>
        <translation>첫 쪽에 계가표 넣기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the game&apos;s score sheet, then the table of counts and the proofs</source>
        <translation>대국의 계가표에 이어 집계표와 증명을 내보냄</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export PDF…</source>
        <translation>PDF 내보내기…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot count: {problem}</source>
        <translation>계가할 수 없음: {problem}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+7"/>
        <source>Export the Table of Counts</source>
        <translation>집계표 내보내기</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The table of counts was not written: {error}</source>
        <translation>집계표를 저장하지 못했습니다: {error}</translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <location filename="../../gocount_gui/model/game_model.py" line="-359"/>
        <location filename="../../gocount_gui/record/sgf.py" line="+357"/>
        <location filename="../../gocount_gui/record/write.py" line="+167"/>
        <source>there is no game {number} in the file</source>
        <translation>파일에 {number}번째 대국이 없습니다</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/encoding.py" line="+91"/>
        <source>CA[{declared}] is not an encoding gocount knows; text read as {guess}</source>
        <translation>CA[{declared}]: gocount가 모르는 인코딩; 텍스트를 {guess} 인코딩으로 읽음</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CA[{declared}] does not match the text; read as {guess}</source>
        <translation>CA[{declared}]: 텍스트와 맞지 않음; {guess} 인코딩으로 읽음</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/info.py" line="+61"/>
        <location filename="../../gocount_gui/record/replay.py" line="+94"/>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../gocount_gui/record/replay.py" line="+0"/>
        <source>White</source>
        <translation>백</translation>
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
        <translation>이름=값 형식이 아님: {token}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is not a count by numbers of this gocount</source>
        <translation>이 gocount의 숫자 계가가 아님</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../gocount_gui/record/saved.py" line="+42"/>
        <source>rules={rules} is not a rule set gocount knows</source>
        <translation>rules={rules}: gocount가 모르는 규칙</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../gocount_gui/record/saved.py" line="-14"/>
        <source>{name}={value} is not a pair Black,White</source>
        <translation>{name}={value}: 흑,백 쌍이 아님</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>it holds no count by numbers (no GOCOUNT property marked by=numbers on the root)</source>
        <translation>숫자 계가가 없음 (루트에 by=numbers인 GOCOUNT 속성이 없음)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not a count by numbers: {error}</source>
        <translation>숫자 계가가 아님: {error}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SZ[{size}] and the count&apos;s size={counted} disagree</source>
        <translation>SZ[{size}], 계가의 size={counted}: 서로 다름</translation>
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
        <translation>숫자가 아님; 덤이 없는 것으로 봄</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>read as {komi} (Fox writes komi times 100, or times 50)</source>
        <translation>덤을 {komi} 값으로 읽음 (Fox는 덤을 100배 또는 50배로 기록함)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>counted with {komi}, the komi Fox uses under {rules} rules</source>
        <translation>덤 {komi} 적용 (Fox가 {rules}에서 쓰는 덤)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no KM; {fox}</source>
        <translation>KM 없음; {fox}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no KM (the {rules} komi, {komi})</source>
        <translation>KM 없음 ({rules}의 덤 {komi})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{km} cannot give RE[{result}] (a half-point result needs a half-point komi)</source>
        <translation>{km}: RE[{result}]가 나올 수 없음 (반집 결과에는 반집 덤이 필요함)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{km} cannot give RE[{result}] (a whole-point result needs a whole-point komi)</source>
        <translation>{km}: RE[{result}]가 나올 수 없음 (정수 결과에는 정수 덤이 필요함)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{why}; {fox}</source>
        <translation>{why}; {fox}</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>HA[{value}] is not a handicap (a whole number from 0 to {largest} that fits on the board); H = {counted} counted from the stones</source>
        <translation>HA[{value}]: 치석 수가 아님 (바둑판에 놓을 수 있는 0~{largest}의 정수); 돌에서 센 H = {counted}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>HA[{value}] but no handicap stones found; H = {stated} assumed</source>
        <translation>HA[{value}]이지만 치석이 없음; H = {stated} 가정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HA[{value}] but {counted} handicap stones on the board; H = {counted} counted</source>
        <translation>HA[{value}]이지만 바둑판에 치석이 {counted}개 있음; H = {counted} 적용</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>no RU; counted under {rules} rules</source>
        <translation>RU 없음; {rules} 기준으로 계가</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>RU[{value}] is too long to be a rule set&apos;s name (over {limit} characters); counted under {rules} rules</source>
        <translation>RU[{value}]: 규칙 이름으로는 너무 김 ({limit}자 초과); {rules} 기준으로 계가</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>RU[{value}] read as {rules} rules</source>
        <translation>RU[{value}]: {rules} 기준으로 읽음</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>RU[{value}] names no rule set gocount knows; counted under {rules} rules</source>
        <translation>RU[{value}]: gocount가 모르는 규칙; {rules} 기준으로 계가</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/replay.py" line="+86"/>
        <location line="+114"/>
        <source>{point} is off the {size}x{size} board</source>
        <translation>{point} 자리는 {size}x{size} 바둑판 밖입니다</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>{player} at {point} retakes a ko at once</source>
        <translation>{point}의 {player} 착수는 패를 곧바로 되따냅니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{point} is occupied</source>
        <translation>{point} 자리에 이미 돌이 있습니다</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{player} at {point} is suicide</source>
        <translation>{point}의 {player} 착수는 자살수입니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{player} at {point} repeats an earlier position (positional superko)</source>
        <translation>{point}의 {player} 착수는 이전 국면을 반복합니다 (위치 슈퍼코)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{player} at {point} repeats an earlier situation (situational superko)</source>
        <translation>{point}의 {player} 착수는 이전 상황을 반복합니다 (상황 슈퍼코)</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/saved.py" line="-33"/>
        <source>the value is {length} characters long</source>
        <translation>값의 길이가 {length}자입니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} is given twice</source>
        <translation>두 번 지정됨: {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is a count by numbers, made with no position: open it from File &gt; New Count by Numbers, File &gt; Open Count by Numbers</source>
        <translation>국면 없이 만든 숫자 계가입니다: 파일 &gt; 숫자로 새 계가, 파일 &gt; 숫자 계가 열기에서 여세요</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>format gocount={format} is not one this gocount reads (gocount={version})</source>
        <translation>이 gocount(gocount={version})가 읽지 못하는 형식: gocount={format}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{fields} missing</source>
        <translation>없는 항목: {fields}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}={value} is not a count</source>
        <translation>{name}={value}: 개수가 아님</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{name}: {value} is not a point of the {size}x{size} board</source>
        <translation>{name}: {size}x{size} 바둑판의 점이 아님: {value}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>komi={komi} is not a number</source>
        <translation>komi={komi}: 숫자가 아님</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>komi={komi} is out of range</source>
        <translation>komi={komi}: 범위를 벗어남</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>owners: {item} is not point:B, point:W or point:-</source>
        <translation>owners: {item}: point:B, point:W, point:- 중 어느 것도 아님</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>last={last} is not B, W or -</source>
        <translation>last={last}: B, W, - 중 어느 것도 아님</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>it was saved with {black} black and {white} white stones on the board, the record ends with {now_black} and {now_white}</source>
        <translation>저장할 때 바둑판에 흑돌 {black}개, 백돌 {white}개가 있었지만, 기보의 마지막에는 {now_black}개와 {now_white}개가 있음</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{count} of its dead stones stand on empty points</source>
        <translation>죽은 돌 중 {count}개가 빈 점에 있음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} of its region owners are set on living stones</source>
        <translation>영역 귀속 중 {count}개가 살아 있는 돌 위에 지정됨</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its handicap {handicap} disagrees with the record, which has no HA</source>
        <translation>접바둑 {handicap}이(가) 기보와 맞지 않습니다(기보에 HA가 없습니다)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its handicap {handicap} disagrees with HA[{value}]</source>
        <translation>접바둑 {handicap}이(가) HA[{value}]와 맞지 않습니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the TB/TW markup differs from its territory on {count} points (edited since it was saved)</source>
        <translation>TB/TW 표시가 {count}개 점에서 그 집과 다릅니다(저장 후 편집됨)</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/sgf.py" line="-244"/>
        <source>move {move} (node {node})</source>
        <translation>{move}수째 (노드 {node})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>node {node}</source>
        <translation>노드 {node}</translation>
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
        <translation>{kind}, 일반 파일이 아님; gocount는 파일에서만 기보를 읽습니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <location filename="../../gocount_gui/record/write.py" line="+179"/>
        <source>cannot read the file: {error}</source>
        <translation>파일을 읽을 수 없음: {error}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{size} MB</source>
        <translation>{size} MB</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>over {size} MB</source>
        <translation>{size} MB 초과</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is {size}; gocount reads game records up to {limit} MB (one game is rarely over 100 kB)</source>
        <translation>파일 크기가 {size}입니다; gocount는 {limit} MB까지의 기보만 읽습니다 (대국 하나가 100 kB를 넘는 일은 드묾)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it is a link</source>
        <translation>링크임</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a folder</source>
        <translation>폴더임</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a pipe (FIFO)</source>
        <translation>파이프(FIFO)임</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>it is a device</source>
        <translation>장치임</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a socket</source>
        <translation>소켓임</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is a special file</source>
        <translation>특수 파일임</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the data is {size} MB; gocount reads game records up to {limit} MB</source>
        <translation>데이터가 {size} MB입니다; gocount는 {limit} MB까지의 기보만 읽습니다</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>its variations nest more than {limit} deep; gocount reads games of fewer levels (a game has a few hundred moves)</source>
        <translation>변화도가 {limit}단계를 넘게 중첩되어 있습니다. gocount는 그보다 얕은 기보만 읽습니다(한 판은 수백 수입니다)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the file holds {nodes} nodes; gocount reads at most {limit} from one file (a game has a few hundred)</source>
        <translation>파일에 노드가 {nodes}개 있습니다; gocount는 파일 하나에서 {limit}개까지만 읽습니다 (대국 하나는 수백 개)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the file ends in the middle of the game; read up to where it stops</source>
        <translation>파일이 대국 중간에 끝납니다; 끝나는 곳까지 읽었습니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not an SGF file: no game tree &apos;(;&apos; found</source>
        <translation>SGF 파일이 아님: 게임 트리 &apos;(;&apos;가 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a readable SGF file ({error})</source>
        <translation>읽을 수 있는 SGF 파일이 아님 ({error})</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>error parsing game {number}: {error}</source>
        <translation>{number}번째 대국을 해석하는 중 오류: {error}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file holds more than {limit} games; gocount reads at most {limit} from one file (split the collection into smaller files)</source>
        <translation>파일에 대국이 {limit}개보다 많습니다; gocount는 파일 하나에서 {limit}개까지만 읽습니다 (모음을 더 작은 파일로 나누세요)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no SGF data found</source>
        <translation>SGF 데이터가 없음</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>board size SZ[{size}] is not supported (square boards {smallest} to {largest})</source>
        <translation>지원하지 않는 바둑판 크기: SZ[{size}] (정사각형 바둑판 {smallest}~{largest})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>game {number} cannot be read ({error})</source>
        <translation>{number}번째 대국을 읽을 수 없음 ({error})</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>board size {size} is not supported ({smallest} to {largest})</source>
        <translation>지원하지 않는 바둑판 크기: {size} ({smallest}~{largest})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>its main line has more than {limit} moves; gocount counts games of fewer (a game has a few hundred)</source>
        <translation>본보가 {limit}수를 넘습니다. gocount는 그보다 짧은 기보만 계가합니다(한 판은 수백 수입니다)</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>{count} more notes like these are not shown</source>
        <translation>이와 같은 메모 {count}개는 더 표시하지 않습니다</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>it is not plain ASCII</source>
        <translation>순수 ASCII가 아님</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>gocount&apos;s saved count is ignored ({problem}); the record and its TB/TW markup are read instead</source>
        <translation>gocount가 저장한 계가는 무시합니다({problem}). 대신 기보와 그 TB/TW 표시를 읽습니다</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{error}; ignored</source>
        <translation>{error}; 무시함</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>a node with both a Black and a White move; the White move is ignored</source>
        <translation>흑과 백의 수가 모두 있는 노드; 백의 수를 무시함</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>not a point of the board; move ignored</source>
        <translation>바둑판의 점이 아님; 수를 무시함</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>moves written in upper case or with spaces, which SGF does not allow ({count} in all); read as lower case</source>
        <translation>대문자나 공백으로 쓰인 수(SGF에서 허용되지 않음, 모두 {count}수). 소문자로 읽습니다</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{count} points are marked both Black&apos;s and White&apos;s territory (first {point}); those marks are ignored</source>
        <translation>{count}개 점이 흑집과 백집 양쪽으로 표시되어 있습니다(처음은 {point}). 그 표시는 무시합니다</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{error}; played anyway</source>
        <translation>{error}; 그래도 둠</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{error}; move skipped</source>
        <translation>{error}; 수를 건너뜀</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/record/write.py" line="-163"/>
        <source>the game in the file is {file}x{file} and the count {count}x{count}; a count is never written into a game of another size</source>
        <translation>파일의 대국은 {file}x{file}, 계가는 {count}x{count}입니다. 계가는 다른 크기의 대국에 절대 쓰지 않습니다</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>board size SZ[{size}] is not supported</source>
        <translation>지원하지 않는 바둑판 크기: SZ[{size}]</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>the file exists; saving over it needs the caller&apos;s say-so</source>
        <translation>파일이 이미 있음; 덮어쓰려면 호출한 쪽의 허락이 필요함</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>the folder {folder} is read-only</source>
        <translation>{folder} 폴더는 읽기 전용입니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the folder {folder} is read-only for you (no permission to write there)</source>
        <translation>{folder} 폴더는 현재 사용자에게 읽기 전용입니다 (쓰기 권한 없음)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full (no space left for the file in {folder})</source>
        <translation>디스크가 가득 찼습니다 ({folder}에 파일을 저장할 공간이 없음)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the folder {folder} does not exist (was it removed or a drive unplugged?)</source>
        <translation>{folder} 폴더가 없습니다 (삭제되었거나 드라이브가 분리되었나요?)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{folder} is not a folder</source>
        <translation>{folder}: 폴더가 아님</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file&apos;s name is too long for the system (at most 255 bytes; choose a shorter one)</source>
        <translation>파일 이름이 시스템에서 쓰기에 너무 깁니다 (최대 255바이트; 더 짧은 이름을 고르세요)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk reported an error while writing in {folder}</source>
        <translation>{folder}에 쓰는 중 디스크 오류가 발생했습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot write in {folder}: {system}</source>
        <translation>{folder}에 쓸 수 없음: {system}</translation>
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
        <translation>{what}이(가) 수가 아닙니다: {value}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{what} is not a whole number: {value}</source>
        <translation>{what}이(가) 정수가 아닙니다: {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} is {value}, not a whole number from {lowest} to {highest}</source>
        <translation>{what}은(는) {value}(으)로, {lowest}에서 {highest} 사이의 정수가 아닙니다</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a number of over 3,000 digits</source>
        <translation>3,000자리가 넘는 수</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{what} is {value}, not a komi from -{largest} to {largest}</source>
        <translation>{what}은(는) {value}(으)로, -{largest}에서 {largest} 사이의 덤이 아닙니다</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>{what} is {value}, not a number from {lowest} to {highest}</source>
        <translation>{what}은(는) {value}(으)로, {lowest}에서 {highest} 사이의 수가 아닙니다</translation>
    </message>
</context>
<context>
    <name>Referee</name>
    <message>
        <location filename="../../gocount_gui/engine/headless.py" line="+52"/>
        <source>referee: {engine} gave no opinion: {error}</source>
        <translation>심판: {engine}가 의견을 주지 않음: {error}</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>referee: {engine} calls %n stones dead</source>
        <translation>
            <numerusform>심판: {engine}는 돌 %n개를 죽은 돌로 봄</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; agrees with every dead mark</source>
        <translation>; 모든 죽은 돌 표시에 동의함</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not marked dead</source>
        <translation>죽은 돌로 표시되지 않음</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>marked dead</source>
        <translation>죽은 돌로 표시됨</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>; disagrees on %n stones: {stones}</source>
        <translation>
            <numerusform>; 돌 %n개에 대해 의견이 다름: {stones}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gocount_gui/scoring/referee.py" line="+75"/>
        <source>{path}: cannot read the file</source>
        <translation>{path}: 파일을 읽을 수 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{path}: a path with a line break cannot be sent over GTP</source>
        <translation>{path}: 줄바꿈이 들어 있는 경로는 GTP로 보낼 수 없음</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{path}: GNU Go gave no answer within {seconds} s</source>
        <translation>{path}: GNU Go가 {seconds}초 안에 답하지 않음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{path}: GNU Go could not be started: {error}</source>
        <translation>{path}: GNU Go를 시작할 수 없음: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no output</source>
        <translation>출력 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path}: GNU Go stopped early: {output}</source>
        <translation>{path}: GNU Go가 일찍 멈춤: {output}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{path}: GNU Go refused: {answer}</source>
        <translation>{path}: GNU Go가 거부함: {answer}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{path}: GNU Go&apos;s answer is no list of points: {error}</source>
        <translation>{path}: GNU Go의 답이 점 목록이 아님: {error}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../gocount_gui/scoring/rules.py" line="+84"/>
        <source>pass stones</source>
        <translation>패스 돌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White passes last</source>
        <translation>백이 마지막에 패스</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>seki eyes score</source>
        <translation>빅 속의 집을 셈</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seki eyes do not score</source>
        <translation>빅 속의 집을 세지 않음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dead stones stay on the board</source>
        <translation>죽은 돌을 판에 둔 채 셈</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>suicide allowed</source>
        <translation>자살수 허용</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no suicide</source>
        <translation>자살수 금지</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>komi {komi}</source>
        <translation>덤 {komi}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>area counting</source>
        <translation>면적 계가</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>territory counting</source>
        <translation>집 계가</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>simple ko</source>
        <translation>단순 패 규칙</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>stone counting</source>
        <translation>돌 계가</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prisoner counting</source>
        <translation>따낸 돌 계가</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>area counting (rules III)</source>
        <translation>면적 계가 (규칙 III)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>positional superko</source>
        <translation>위치 슈퍼코</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>situational superko</source>
        <translation>상황 슈퍼코</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Japanese</source>
        <translation>일본 룰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Korean</source>
        <translation>한국 룰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chinese</source>
        <translation>중국 룰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AGA</source>
        <translation>AGA 룰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Zealand</source>
        <translation>뉴질랜드 룰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ing</source>
        <translation>응씨 룰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tromp-Taylor</source>
        <translation>Tromp-Taylor 룰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equivalence</source>
        <translation>등가 룰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area rules III</source>
        <translation>면적 룰 III</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone scoring</source>
        <translation>돌 계가</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prisoner-counting stone scoring</source>
        <translation>돌 계가 (따낸 돌 세기)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>unknown rule set {name}; known: {known}</source>
        <translation>알 수 없는 규칙 {name}; 사용 가능: {known}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>custom</source>
        <translation>사용자 지정</translation>
    </message>
</context>
<context>
    <name>Scorers</name>
    <message>
        <location filename="../../gocount_gui/scoring/scorers.py" line="+31"/>
        <source>Jigo</source>
        <translation>무승부</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Area counting</source>
        <translation>면적 계가</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory counting</source>
        <translation>집 계가</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stones counting</source>
        <translation>돌 계가</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prisoners counting</source>
        <translation>따낸 돌 계가</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area iii counting</source>
        <translation>면적 III 계가</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>komi</source>
        <translation>덤</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>handicap compensation to White ({how})</source>
        <translation>백에게 주는 치석 보상 ({how})</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>stones on the board</source>
        <translation>판 위의 돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>territory</source>
        <translation>집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seki eyes</source>
        <translation>빅 속의 집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prisoners taken (the opponent&apos;s P)</source>
        <translation>따낸 돌 (상대의 P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pass stones received (the opponent&apos;s R)</source>
        <translation>받은 패스 돌 (상대의 R)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>seki eyes (not counted)</source>
        <translation>빅 속의 집 (세지 않음)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>area with every stone standing</source>
        <translation>모든 돌을 그대로 둔 면적</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>points to fill, not territory (Black {black}, White {white})</source>
        <translation>메울 점, 집이 아님 (흑 {black}, 백 {white})</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>none under territory counting</source>
        <translation>집 계가에서는 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none under stone scoring</source>
        <translation>돌 계가에서는 없음</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>handicap stones beyond the first move</source>
        <translation>첫 수를 넘는 치석</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>none: H&apos; is on Black&apos;s side</source>
        <translation>없음: H&apos;는 흑 쪽에 있음</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>area (S + T + E)</source>
        <translation>면적 (S + T + E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>half the difference in stones played before the first pass</source>
        <translation>첫 패스 전에 둔 돌 수 차이의 절반</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>in n_B - n_W</source>
        <translation>n_B - n_W에 포함</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <location filename="../../gocount_gui/selftest.py" line="+51"/>
        <source>bundle {folder}</source>
        <translation>번들 {folder}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>source {folder}</source>
        <translation>소스 {folder}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>(version unknown)</source>
        <translation>(버전 알 수 없음)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>missing from {folder}: {files}</source>
        <translation>{folder}에 없음: {files}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} files in {folder}</source>
        <translation>{folder}에 파일 {count}개</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the example game cannot be counted: {problem}</source>
        <translation>예제 대국을 계가할 수 없음: {problem}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the example game has no counted result to compare with</source>
        <translation>예제 대국에 비교할 계가 결과가 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the record says {recorded}, but {rules} counts {result}</source>
        <translation>기보 결과는 {recorded}이지만 {rules} 계가는 {result}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{size}x{size}, {moves} moves, {result} by the record and by {rules}; {presets} presets counted</source>
        <translation>{size}x{size}, {moves}수, 기보와 {rules} 모두 {result}; 규칙 {presets}개 계가</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>identity {number} ({name}) fails: {left} vs {right}</source>
        <translation>항등식 {number} ({name}) 불성립: {left} 대 {right}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{held} hold, {other} do not apply to this game, none fails</source>
        <translation>{held}개 성립, {other}개는 이 대국에 해당 없음, 불성립 없음</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the board painted as {count} colour(s): nothing was drawn</source>
        <translation>바둑판이 {count}가지 색으로 칠해짐: 아무것도 그려지지 않음</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Qt could not write a PNG</source>
        <translation>Qt가 PNG를 저장하지 못함</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Qt could not read back the PNG it wrote</source>
        <translation>Qt가 저장한 PNG를 다시 읽지 못함</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Qt could not read the SVG icon</source>
        <translation>Qt가 SVG 아이콘을 읽지 못함</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Qt wrote no PDF</source>
        <translation>Qt가 PDF를 저장하지 않음</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Qt&apos;s print support made no usable printer</source>
        <translation>Qt의 인쇄 지원이 사용할 수 있는 프린터를 만들지 못함</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>board painted ({colours} colours), PNG {png} bytes written and read back, SVG icon read, PDF {pdf} bytes, printer ready</source>
        <translation>바둑판 그림 ({colours}가지 색), PNG {png}바이트 저장 후 다시 읽음, SVG 아이콘 읽음, PDF {pdf}바이트, 프린터 준비됨</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>English (the source text; no translation to load)</source>
        <translation>영어 (원문; 불러올 번역 없음)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{language}: {file} is missing or unreadable</source>
        <translation>{language}: {file} 파일이 없거나 읽을 수 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{language}: no translation built, English shown</source>
        <translation>{language}: 빌드된 번역 없음, 영어로 표시</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, drawn with the bundled {family}</source>
        <translation>, 번들 글꼴 {family} 사용</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, drawn with the system&apos;s fonts (no bundled CJK font)</source>
        <translation>, 시스템 글꼴 사용 (번들 CJK 글꼴 없음)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{language} loaded with Qt&apos;s own: the File menu reads {menu}</source>
        <translation>{language}: Qt 자체 번역과 함께 불러옴, 파일 메뉴 표시: {menu}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{language} loaded without Qt&apos;s own: the File menu reads {menu}</source>
        <translation>{language}: Qt 자체 번역 없이 불러옴, 파일 메뉴 표시: {menu}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>image format {name}</source>
        <translation>이미지 형식 {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the SVG icon engine</source>
        <translation>SVG 아이콘 엔진</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>missing Qt plugins: {plugins} (looked in {folder})</source>
        <translation>없는 Qt 플러그인: {plugins} ({folder}에서 찾음)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>platforms {platforms}; image formats {formats}; SVG icons</source>
        <translation>플랫폼 {platforms}; 이미지 형식 {formats}; SVG 아이콘</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>two worker processes counted {theirs}, this process {ours}</source>
        <translation>작업 프로세스 두 개의 계가는 {theirs}, 이 프로세스는 {ours}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two worker processes counted the example game as this process does ({result})</source>
        <translation>작업 프로세스 두 개가 예제 대국을 이 프로세스와 같게 계가함 ({result})</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>bundled files</source>
        <extracomment>The stones the photo check draws, (row, col) from the top left: X black, O white. (name, check, whether it needs the example&apos;s count); a check takes the context the earlier ones filled in and returns what it found, in words.</extracomment>
        <translation>번들 파일</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>example game</source>
        <translation>예제 대국</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>identities</source>
        <translation>항등식</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qt drawing</source>
        <translation>Qt 그리기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qt plugins</source>
        <translation>Qt 플러그인</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>translations</source>
        <translation>번역</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worker processes</source>
        <translation>작업 프로세스</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the example game was not counted</source>
        <translation>예제 대국이 계가되지 않음</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <location filename="../../gocount_gui/ui/sheet.py" line="-262"/>
        <source>{file}, game {number}</source>
        <translation>{file}, 제{number}국</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Score sheet</source>
        <translation>계가표</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count over the board</source>
        <translation>현장 계가</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+144"/>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+145"/>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <location line="-139"/>
        <location line="+7"/>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Event</source>
        <translation>대회</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round {round}</source>
        <translation>라운드 {round}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place</source>
        <translation>장소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>대국</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{rules} (record: RU[{ru}])</source>
        <translation>{rules} (기보: RU[{ru}])</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Komi</source>
        <translation>덤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Handicap</source>
        <translation>치석</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board</source>
        <translation>바둑판</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Moves</source>
        <translation>총 수</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record</source>
        <translation>기보 결과</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Black {black}, White {white}</source>
        <translation>흑 {black}, 백 {white}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Warning: {text}</source>
        <translation>경고: {text}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The record says {result}: nothing to compare.</source>
        <translation>기보 결과 {result}: 비교할 것이 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}; this game is not finished, so nothing to compare.</source>
        <translation>기보 결과 {result}. 종국되지 않은 대국이라 비교하지 않습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record agrees ({result}).</source>
        <translation>기보 결과와 일치합니다 ({result}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The record says {result}.</source>
        <translation>기보 결과: {result}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lid audit: </source>
        <translation>뚜껑 점검: </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>? on %n stones: the dead-stone suggestion is unsure; check them.</source>
        <translation>
            <numerusform>돌 %n개에 ? 표시: 죽은 돌 제안이 불확실합니다. 확인하세요.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Stones on the board</source>
        <translation>판 위의 돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory</source>
        <translation>집</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Counts</source>
        <translation>집계</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Black&apos;s territory</source>
        <translation>흑집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s territory</source>
        <translation>백집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead stone</source>
        <translation>죽은 돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dame (neutral)</source>
        <translation>공배 (중립)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seki: shared liberty</source>
        <translation>빅: 공배</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone in seki</source>
        <translation>빅 속의 돌</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Marks on the board</source>
        <translation>바둑판 위의 표시</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Every rule set</source>
        <translation>모든 규칙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White before compensation C(H) and komi K</source>
        <translation>보상 C(H)와 덤 K 이전의 백</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>chosen</source>
        <translation>선택한 규칙</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Identities</source>
        <translation>항등식</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counting methods checked against each other with this game&apos;s numbers</source>
        <translation>이 대국의 수치로 계가 방법들을 서로 대조한 검증</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Counted with gocount {version} on {date}</source>
        <translation>계가: gocount {version}, {date}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signatures: Black ________   White ________   Referee ________</source>
        <translation>서명: 흑 ________   백 ________   심판 ________</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Score sheet - {black} (B) vs {white} (W)</source>
        <translation>계가표 - {black} (흑) 대 {white} (백)</translation>
    </message>
</context>
<context>
    <name>Tray</name>
    <message>
        <location filename="../../gocount_gui/ui/tray.py" line="+142"/>
        <source>&amp;unknown</source>
        <translation>모름(&amp;U)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Black</source>
        <translation>흑(&amp;B)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;White</source>
        <translation>백(&amp;W)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No pass recorded (or nobody passed): who passed last is not known</source>
        <translation>패스 기록 없음 (또는 아무도 패스하지 않음): 마지막으로 패스한 쪽을 알 수 없습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who passed last: unknown</source>
        <translation>마지막 패스: 알 수 없음</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Handicap stones, 0 in an even game (H); all but one count as extra moves (H&apos; = H - 1)</source>
        <translation>치석, 호선이면 0 (H); 하나를 뺀 나머지는 추가 착수로 셈 (H&apos; = H - 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Handicap stones</source>
        <translation>치석</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Who passed last:</source>
        <translation>마지막 패스:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Handicap stones:</source>
        <translation>치석(&amp;H):</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Black&apos;s lid holds the white stones Black took (P_W = X_W + D_W) and White&apos;s pass stones (R_W).</source>
        <translation>흑의 뚜껑에는 흑이 따낸 백돌(P_W = X_W + D_W)과 백의 패스 돌(R_W)이 들어 있습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White stones Black captured during play (X_W)</source>
        <translation>흑이 대국 중 따낸 백돌 (X_W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White stones removed as dead: the marks on the board (D_W)</source>
        <translation>죽은 돌로 들어낸 백돌: 바둑판 위의 표시 (D_W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One stone for each pass White made (R_W)</source>
        <translation>백이 패스할 때마다 돌 하나 (R_W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s passes, one pass stone each (R_W)</source>
        <translation>백의 패스, 한 번에 패스 돌 하나 (R_W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every stone in Black&apos;s lid (P_W + R_W)</source>
        <translation>흑의 뚜껑에 있는 모든 돌 (P_W + R_W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s lid: white stones captured</source>
        <translation>흑의 뚜껑: 따낸 백돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one from Black&apos;s lid: white stones captured</source>
        <translation>흑의 뚜껑에서 하나 빼기: 따낸 백돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one to Black&apos;s lid: white stones captured</source>
        <translation>흑의 뚜껑에 하나 더하기: 따낸 백돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s lid: White&apos;s pass stones</source>
        <translation>흑의 뚜껑: 백의 패스 돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one from Black&apos;s lid: White&apos;s pass stones</source>
        <translation>흑의 뚜껑에서 하나 빼기: 백의 패스 돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one to Black&apos;s lid: White&apos;s pass stones</source>
        <translation>흑의 뚜껑에 하나 더하기: 백의 패스 돌</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Prisoners in Black&apos;s lid (White stones)</source>
        <translation>흑 뚜껑의 따낸 돌 (백돌)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Captured by Black:</source>
        <translation>흑이 따낸 돌(&amp;C):</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Prisoners in White&apos;s lid (Black stones)</source>
        <translation>백 뚜껑의 따낸 돌 (흑돌)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Captured by White:</source>
        <translation>백이 따낸 돌(&amp;C):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s lid holds the black stones White took (P_B = X_B + D_B) and Black&apos;s pass stones (R_B).</source>
        <translation>백의 뚜껑에는 백이 따낸 흑돌(P_B = X_B + D_B)과 흑의 패스 돌(R_B)이 들어 있습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black stones White captured during play (X_B)</source>
        <translation>백이 대국 중 따낸 흑돌 (X_B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black stones removed as dead: the marks on the board (D_B)</source>
        <translation>죽은 돌로 들어낸 흑돌: 바둑판 위의 표시 (D_B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One stone for each pass Black made (R_B)</source>
        <translation>흑이 패스할 때마다 돌 하나 (R_B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black&apos;s passes, one pass stone each (R_B)</source>
        <translation>흑의 패스, 한 번에 패스 돌 하나 (R_B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every stone in White&apos;s lid (P_B + R_B)</source>
        <translation>백의 뚜껑에 있는 모든 돌 (P_B + R_B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s lid: black stones captured</source>
        <translation>백의 뚜껑: 따낸 흑돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one from White&apos;s lid: black stones captured</source>
        <translation>백의 뚜껑에서 하나 빼기: 따낸 흑돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one to White&apos;s lid: black stones captured</source>
        <translation>백의 뚜껑에 하나 더하기: 따낸 흑돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White&apos;s lid: Black&apos;s pass stones</source>
        <translation>백의 뚜껑: 흑의 패스 돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take one from White&apos;s lid: Black&apos;s pass stones</source>
        <translation>백의 뚜껑에서 하나 빼기: 흑의 패스 돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add one to White&apos;s lid: Black&apos;s pass stones</source>
        <translation>백의 뚜껑에 하나 더하기: 흑의 패스 돌</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Each pass is a pass stone in the other player&apos;s lid: Black&apos;s passes in White&apos;s lid, White&apos;s passes in Black&apos;s lid.</source>
        <translation>패스할 때마다 상대의 뚜껑에 패스 돌이 하나씩 들어갑니다: 흑의 패스는 백의 뚜껑에, 백의 패스는 흑의 뚜껑에.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Black passed last</source>
        <translation>흑이 마지막에 패스함</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White passed last</source>
        <translation>백이 마지막에 패스함</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The lid audit: S_B + P_B + R_B - H&apos; - L = S_W + P_W + R_W
(every move is a stone on the board, a stone in a lid or a pass stone).</source>
        <translation>뚜껑 점검: S_B + P_B + R_B - H&apos; - L = S_W + P_W + R_W
(모든 수는 판 위의 돌, 뚜껑 안의 돌, 또는 패스 돌입니다).</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Dead:</source>
        <translation>죽은 돌:</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>{tip}; mark them on the board to change this</source>
        <translation>{tip}; 바꾸려면 바둑판에서 표시하세요</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pass stones:</source>
        <translation>패스 돌(&amp;P):</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;In the lid:&lt;/b&gt;</source>
        <translation>&lt;b&gt;뚜껑 안:&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>{tip} (type a number, or use the arrow keys)</source>
        <translation>{tip} (숫자를 입력하거나 화살표 키를 쓰세요)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One stone fewer (Ctrl+Z undoes a run of clicks at once)</source>
        <translation>돌 하나 빼기 (Ctrl+Z는 연속 클릭을 한 번에 취소)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One stone more (Ctrl+Z undoes a run of clicks at once)</source>
        <translation>돌 하나 더하기 (Ctrl+Z는 연속 클릭을 한 번에 취소)</translation>
    </message>
    <message>
        <location line="-177"/>
        <source>Black passed {count} time(s)</source>
        <translation>흑 패스 {count}회</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White passed {count} time(s)</source>
        <translation>백 패스 {count}회</translation>
    </message>
    <message>
        <location line="+250"/>
        <source>Cannot count: {problem}</source>
        <translation>계가할 수 없음: {problem}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lid audit: </source>
        <translation>뚜껑 점검: </translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../gocount_gui/ui/window.py" line="-459"/>
        <source>SGF game records (*.sgf *.SGF);;All files (*)</source>
        <translation>SGF 기보 (*.sgf *.SGF);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+240"/>
        <source>&amp;New Count…</source>
        <translation>새 계가(&amp;N)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count a game over the board on an empty board</source>
        <translation>실제 바둑판에서 둔 대국을 빈 바둑판에 놓고 계가</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open an SGF game record</source>
        <translation>SGF 기보 열기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write the count into the game record</source>
        <translation>계가를 기보에 기록</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+570"/>
        <location line="+23"/>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <location line="-593"/>
        <source>Save the count to another file</source>
        <translation>계가를 다른 파일에 저장</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Score Sheet…</source>
        <translation>계가표 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write the score sheet as a PDF or PNG file</source>
        <translation>계가표를 PDF 또는 PNG 파일로 저장</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print…</source>
        <translation>인쇄(&amp;P)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Print the score sheet</source>
        <translation>계가표 인쇄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print Pre&amp;view…</source>
        <translation>인쇄 미리 보기(&amp;V)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>See the score sheet as it will print</source>
        <translation>인쇄될 모양대로 계가표 보기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chec&amp;k a Folder…</source>
        <translation>폴더 검사(&amp;K)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count every game of a folder and compare each with its recorded result</source>
        <translation>폴더의 모든 대국을 계가하고 각각 기록된 결과와 비교</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Suggest &amp;Dead Stones</source>
        <translation>죽은 돌 제안(&amp;D)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark the stones gocount judges dead (check them after)</source>
        <translation>gocount가 죽었다고 판단한 돌을 표시 (표시 후 확인하세요)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel Suggestion</source>
        <translation>제안 취소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clear Dead Marks</source>
        <translation>죽은 돌 표시 지우기(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark every stone alive again</source>
        <translation>모든 돌을 다시 산 돌로 표시</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit Position</source>
        <translation>국면 편집(&amp;E)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Left click Black, right click White, drag to paint, Shift-click to erase</source>
        <translation>왼쪽 클릭은 흑, 오른쪽 클릭은 백, 끌어서 연속 배치, Shift+클릭으로 지우기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark &amp;Dead</source>
        <translation>죽은 돌 표시(&amp;D)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Click a group to mark it dead or alive; Ctrl+click one chain; Shift+click (or F) to insist</source>
        <translation>돌 무리를 클릭해 죽은 돌/산 돌로 표시; Ctrl+클릭은 이어진 돌 하나만; Shift+클릭(또는 F)은 강제 지정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Region &amp;Owner</source>
        <translation>영역 귀속(&amp;O)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Click an empty region: automatic, Black, White, neutral</source>
        <translation>빈 영역 클릭: 자동, 흑, 백, 중립</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game &amp;Info…</source>
        <translation>대국 정보(&amp;I)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The players, their ranks, the date, event and place of the game</source>
        <translation>대국자, 기력, 대국 날짜, 대회, 장소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to Count</source>
        <translation>계가 방법(&amp;H)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The steps of a count and what the marks on the board mean</source>
        <translation>계가 순서와 바둑판 위 표시의 의미</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>단축키(&amp;K)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Every key gocount answers to</source>
        <translation>gocount가 반응하는 모든 키</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About gocount</source>
        <translation>gocount 정보(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Count by &amp;Numbers…</source>
        <translation>숫자로 새 계가(&amp;N)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Type in what the players counted on a real board: no position</source>
        <translation>대국자가 실제 바둑판에서 센 수치를 입력 (국면 없음)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table of &amp;Counts</source>
        <translation>집계표(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The table of counts and the seeds&apos; proofs with this game&apos;s numbers</source>
        <translation>이 대국의 수치를 넣은 집계표와 시드 논문의 증명</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/selftest.py" line="-141"/>
        <location filename="../../gocount_gui/ui/window.py" line="+72"/>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/window.py" line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>최근 파일 열기(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>대국(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mode</source>
        <translation>모드(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>규칙(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Main toolbar</source>
        <translation>기본 도구 모음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>실행 취소</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Redo</source>
        <translation>다시 실행</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{action} the last change (the Edit menu names it)</source>
        <translation>마지막 변경을 {action} (편집 메뉴에 그 이름이 표시됨)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>More toolbar buttons</source>
        <translation>도구 모음 버튼 더 보기</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Cannot count: {problem}</source>
        <translation>계가할 수 없음: {problem}</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>New count</source>
        <translation>새 계가</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No recent files</source>
        <translation>최근 파일 없음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear Recent Files</source>
        <translation>최근 파일 목록 지우기</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The count of {name}</source>
        <translation>{name}의 계가</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This new count</source>
        <translation>이 새 계가</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{what} has changes that are not saved. Save them first?</source>
        <translation>{what}에 저장하지 않은 변경 사항이 있습니다. 먼저 저장할까요?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open a game record</source>
        <translation>기보 열기</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>gocount: cannot open the game</source>
        <translation>gocount: 대국을 열 수 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot be opened.

{reason}</source>
        <translation>{name} 파일을 열 수 없습니다.

{reason}</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Note on this record: {note} (and %n more)</source>
        <translation>
            <numerusform>이 기보에 대한 참고: {note} (외 %n건)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note on this record: {note}</source>
        <translation>이 기보에 대한 참고: {note}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opened {name}: {moves} moves, dead stones as the players marked them</source>
        <translation>{name} 열림: {moves}수, 죽은 돌은 대국자가 표시한 대로</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opened {name}: {moves} moves, no dead stones marked; {suggesting}</source>
        <translation>{name} 열림: {moves}수, 표시된 죽은 돌 없음; {suggesting}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Game {number}: {black} (B) vs {white} (W), {size}×{size}, %n moves</source>
        <translation>
            <numerusform>제{number}국: {black} (흑) 대 {white} (백), {size}×{size}, %n수</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file holds several games. Count which one?</source>
        <translation>이 파일에는 대국이 여러 개 있습니다. 어느 대국을 계가할까요?</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Save the count</source>
        <translation>계가 저장</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>gocount: the count was not saved</source>
        <translation>gocount: 계가가 저장되지 않았습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} could not be saved; nothing was changed.

{reason}

Your count is still open here, and kept in the autosave until it is saved.</source>
        <translation>{name} 파일을 저장할 수 없어 아무것도 바뀌지 않았습니다.

{reason}

계가는 여기에 열려 있으며, 저장할 때까지 자동 저장에 보관됩니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved {name}</source>
        <translation>{name} 저장됨</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 문서 (*.pdf)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 이미지 (*.png)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export the score sheet</source>
        <translation>계가표 내보내기</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>gocount: the score sheet was not written</source>
        <translation>gocount: 계가표를 저장하지 못했습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} could not be written.

{reason}</source>
        <translation>{name} 파일을 저장할 수 없었습니다.

{reason}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score sheet written to {name}</source>
        <translation>계가표를 {name}에 저장했습니다</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>the printer</source>
        <translation>프린터</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gocount: the score sheet was not printed</source>
        <translation>gocount: 계가표를 인쇄하지 못했습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{printer} could not be started.</source>
        <translation>인쇄를 시작할 수 없습니다: {printer}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score sheet sent to the printer</source>
        <translation>계가표를 프린터로 보냈습니다</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Score sheet — print preview</source>
        <translation>계가표 — 인쇄 미리 보기</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{name} has been deleted, moved or renamed since gocount opened it (it is no longer in {folder}).

Save the count to a file of your choice?</source>
        <translation>gocount가 연 뒤 {name} 파일이 삭제되었거나, 옮겨졌거나, 이름이 바뀌었습니다 ({folder}에 더 이상 없음).

계가를 원하는 파일에 저장할까요?</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+26"/>
        <source>&amp;Cancel</source>
        <translation>취소(&amp;C)</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+26"/>
        <source>gocount: the file changed on disk</source>
        <translation>gocount: 디스크의 파일이 바뀌었습니다</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>{name} has been changed by another program since gocount read it (it was last changed {when}).</source>
        <translation>{name}은(는) gocount가 읽은 뒤 다른 프로그램이 바꾸었습니다(마지막 변경 {when}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has been changed by another program since gocount read it.</source>
        <translation>{name}은(는) gocount가 읽은 뒤 다른 프로그램이 바꾸었습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It no longer holds this game, so the count cannot be written into it.</source>
        <translation>이 대국이 더 이상 파일에 없어 계가를 쓸 수 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It now holds a {board}×{board} game; this {size}×{size} count is never written over it.</source>
        <translation>지금은 {board}×{board} 대국이 들어 있습니다. 이 {size}×{size} 계가는 그 위에 절대 쓰지 않습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Overwrite: restore the count, and Save writes it into the file as it is now (the other program&apos;s changes are lost).</source>
        <translation>덮어쓰기: 계가를 복원하고, 저장하면 지금의 파일에 씁니다(다른 프로그램의 변경은 사라집니다).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overwrite: write the count into the file as it is now (the other program&apos;s changes are lost).</source>
        <translation>덮어쓰기: 계가를 지금의 파일에 씁니다(다른 프로그램의 변경은 사라집니다).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Overwrite</source>
        <translation>덮어쓰기(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save As: save the count under another name. Reload: open the file as it is now instead of this count.</source>
        <translation>다른 이름으로 저장: 계가를 다른 이름으로 저장합니다. 다시 읽기: 이 계가 대신 지금의 파일을 엽니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re&amp;load</source>
        <translation>다시 읽기(&amp;L)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Autosave failed: {message}. Save the count to keep it.</source>
        <translation>자동 저장 실패: {message}. 계가를 잃지 않으려면 저장하세요.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A count that gocount kept after a crash cannot be read ({error}).

Delete it?</source>
        <translation>gocount가 비정상 종료된 뒤 보관한 계가를 읽을 수 없습니다 ({error}).

삭제할까요?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Delete</source>
        <translation>삭제(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep It</source>
        <translation>보관(&amp;K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <source>gocount: unsaved count</source>
        <translation>gocount: 저장하지 않은 계가</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>&amp;Restore</source>
        <translation>복원(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>버리기(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Later</source>
        <translation>나중에(&amp;L)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Restored the count gocount kept after it was closed without saving; save it to keep it</source>
        <translation>저장하지 않고 닫혔을 때 gocount가 보관한 계가를 복원했습니다. 잃지 않으려면 저장하세요</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Put the stones on the board: left click Black, right click White</source>
        <translation>바둑판에 돌을 놓으세요: 왼쪽 클릭은 흑, 오른쪽 클릭은 백</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>About gocount</source>
        <translation>gocount 정보</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counts a finished game of Go under every major rule set, shows the identities that tie the counting methods together, and checks the prisoners.</source>
        <translation>끝난 바둑 대국을 모든 주요 규칙으로 계가하고, 계가 방법들을 서로 잇는 항등식을 보여 주며, 따낸 돌을 점검합니다.</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>{name} (game {number})</source>
        <translation>{name} (제{number}국)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new count</source>
        <translation>새 계가</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unknown time</source>
        <translation>알 수 없는 시각</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>gocount was closed without saving a count.

{what}: {size}×{size}, {rules} rules, %n dead stones, last changed {when}.

Restore it? Later keeps it and asks again at the next start.</source>
        <translation>
            <numerusform>gocount가 계가를 저장하지 않은 채 닫혔습니다.

{what}: {size}×{size}, {rules}, 죽은 돌 %n개, 마지막 변경 {when}.

복원할까요? &apos;나중에&apos;를 누르면 보관해 두었다가 다음에 시작할 때 다시 묻습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/language_menu.py" line="+38"/>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System</source>
        <translation>시스템 설정</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/photo_support.py" line="-157"/>
        <source>Photos of a board (*.jpg *.jpeg *.png *.bmp *.webp *.tif *.tiff);;All files (*)</source>
        <translation>바둑판 사진 (*.jpg *.jpeg *.png *.bmp *.webp *.tif *.tiff);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Count from P&amp;hoto…</source>
        <translation>사진으로 계가(&amp;H)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read the final position from a photo of the board</source>
        <translation>바둑판 사진에서 종국 국면을 읽기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Photo from Ca&amp;mera…</source>
        <translation>카메라로 촬영(&amp;M)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take a photo of the board with a camera and read it</source>
        <translation>카메라로 바둑판을 찍어 읽기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rece&amp;ive Photo from Phone…</source>
        <translation>휴대폰에서 사진 받기(&amp;I)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show a QR code that a phone opens to send its photo of the board</source>
        <translation>휴대폰이 바둑판 사진을 보낼 QR 코드 표시</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste P&amp;hoto</source>
        <translation>사진 붙여넣기(&amp;H)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read the final position from a picture on the clipboard</source>
        <translation>클립보드의 그림에서 종국 국면을 읽기</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Open a photo of the board</source>
        <translation>바둑판 사진 열기</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>gocount: no camera</source>
        <translation>gocount: 카메라 없음</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Position read from the photo: check the dead stones gocount suggests, then fill in the lids and the passes</source>
        <translation>사진에서 국면을 읽었습니다: gocount가 제안한 죽은 돌을 확인한 다음 뚜껑과 패스를 입력하세요</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/settings.py" line="+42"/>
        <source>The setting {key} could not be read ({why}) and was reset</source>
        <translation>설정 {key}을(를) 읽을 수 없어({why}) 초기화했습니다</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a value of a kind gocount does not use</source>
        <translation>gocount가 쓰지 않는 종류의 값</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a {kind} where a text belongs</source>
        <translation>텍스트 자리에 {kind}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{value} is not one of its values</source>
        <translation>{value}은(는) 그 값 중 하나가 아닙니다</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a {kind} where a list of texts belongs</source>
        <translation>텍스트 목록 자리에 {kind}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{value} is neither true nor false</source>
        <translation>{value}은(는) 참도 거짓도 아닙니다</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{count} sizes where {wanted} belong</source>
        <translation>{wanted}개여야 할 크기가 {count}개</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a {kind} where Qt&apos;s saved state belongs</source>
        <translation>Qt 저장 상태 자리에 {kind}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{length} bytes that are not Qt&apos;s saved state</source>
        <translation>Qt 저장 상태가 아닌 {length}바이트</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../../gocount_gui/ui/words.py" line="+19"/>
        <source>Territory counting: the empty points you surround plus the stones you captured; eyes in seki count for nobody.</source>
        <translation>집 계가: 둘러싼 빈 점에 따낸 돌을 더합니다. 빅 속의 집은 누구의 것도 아닙니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory counting, as in Japan: the empty points you surround plus the stones you captured.</source>
        <translation>일본과 같은 집 계가: 둘러싼 빈 점에 따낸 돌을 더합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting: your stones on the board plus the empty points you surround; White gets a point for each handicap stone.</source>
        <translation>면적 계가: 판 위의 자기 돌에 둘러싼 빈 점을 더합니다. 백은 치석 하나마다 1점을 받습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory plus captures, with a stone handed over at every pass and White passing last, so it agrees with area counting.</source>
        <translation>집에 따낸 돌을 더하되, 패스할 때마다 돌을 하나 내주고 백이 마지막에 패스하므로 면적 계가와 결과가 같습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting: your stones on the board plus the empty points you surround; no points for handicap stones.</source>
        <translation>면적 계가: 판 위의 자기 돌에 둘러싼 빈 점을 더합니다. 치석에 대한 점수는 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting (Ing&apos;s stone count): your stones plus your empty points; White gets a point for each handicap stone.</source>
        <translation>면적 계가 (응씨의 돌 세기): 자기 돌에 자기 빈 점을 더합니다. 백은 치석 하나마다 1점을 받습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting with nothing removed: a point is yours if it is your stone or reaches only your stones, so dead stones must be captured first.</source>
        <translation>아무것도 들어내지 않는 면적 계가: 자기 돌이거나 자기 돌에만 닿는 점이 자기 점이므로, 죽은 돌은 먼저 따내야 합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The oldest way: only your stones on the board count, so every eye you keep costs a point.</source>
        <translation>가장 오래된 방식: 판 위의 자기 돌만 세므로, 남겨 둔 집 하나마다 1점을 잃습니다.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Territory with a stone handed over at every pass and White passing last: the rules under which area and territory always agree.</source>
        <translation>패스할 때마다 돌을 하나 내주고 백이 마지막에 패스하는 집 계가: 면적과 집이 언제나 일치하는 규칙입니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area counting corrected by the difference in stones the players put down before the first pass, which brings it to the territory result.</source>
        <translation>첫 패스 전에 대국자들이 놓은 돌 수의 차이로 보정한 면적 계가로, 집 계가의 결과와 같아집니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stone scoring counted from the lids: the stones each player took and the pass stones, White passing last.</source>
        <translation>뚜껑으로 세는 돌 계가: 각자 따낸 돌과 패스 돌을 세며, 백이 마지막에 패스합니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rule sets that teach, from writings on scoring</source>
        <translation>계가에 관한 글에서: 원리를 보여 주는 규칙</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every move put one stone down, so the stones on the board, in the lids and passed must come out even for both players.</source>
        <translation>수마다 돌을 하나씩 놓으므로, 판 위의 돌, 뚜껑 안의 돌, 패스한 돌의 수가 두 대국자에게 맞아떨어져야 합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area and territory counting differ only by the last pass, the handicap stones, the pass stones and the eyes in seki.</source>
        <translation>면적 계가와 집 계가는 마지막 패스, 치석, 패스 돌, 빅 속의 집만큼만 다릅니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With pass stones and White passing last, counting area and counting territory give the same result (the AGA&apos;s promise).</source>
        <translation>패스 돌을 쓰고 백이 마지막에 패스하면 면적 계가와 집 계가의 결과가 같습니다 (AGA의 약속).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With pass stones and White passing last, the area count and the territory count with pass stones agree (the equivalence theorem).</source>
        <translation>패스 돌을 쓰고 백이 마지막에 패스하면 면적 계가와 패스 돌을 포함한 집 계가가 일치합니다 (등가 정리).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The area rules III count follows from territory, prisoners and the stones each player put down after the first pass (filling the dame).</source>
        <translation>면적 룰 III의 계가는 집, 따낸 돌, 각자 첫 패스 뒤에 놓은 돌(공배 메우기)에서 나옵니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With as many stones played by each side, area rules III gives the territory result.</source>
        <translation>양쪽이 같은 수의 돌을 두었다면 면적 룰 III은 집 계가와 같은 결과를 냅니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When White passed last, counting the stones on the board and counting the stones in the lids give the same margin.</source>
        <translation>백이 마지막에 패스했다면 판 위의 돌을 세든 뚜껑 안의 돌을 세든 차이가 같습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The two areas differ by an odd or an even number exactly as the counted points do: a check that no point is lost or counted twice.</source>
        <translation>두 면적의 차이가 홀수인지 짝수인지는 센 점의 수와 정확히 같습니다: 빠지거나 두 번 센 점이 없는지 확인하는 검사입니다.</translation>
    </message>
</context>
</TS>
