<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
<context>
    <name>Cli</name>
    <message>
        <location filename="../../gocount_gui/cli.py" line="+290"/>
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
        <translation>{size}x{size}, 덤 {komi}{assumed}, 치석 {handicap}, {rules} 규칙으로 계가, 죽은 돌 {dead}개, 기록된 결과 {recorded}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>result</source>
        <translation>결과</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(not finished: the board as it stands)</source>
        <translation>(종국 전: 현재 반면 기준)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>warning: {sentence}</source>
        <translation>경고: {sentence}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>identities:</source>
        <translation>항등식:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>komi: {text}</source>
        <translation>덤: {text}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>note: {note}</source>
        <translation>참고: {note}</translation>
    </message>
</context>
<context>
    <name>Desk</name>
    <message>
        <location filename="../../gocount_gui/ui/desk.py" line="+226"/>
        <source>Check a folder — gocount</source>
        <translation>폴더 검사 — gocount</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No folder checked yet</source>
        <translation>아직 검사한 폴더가 없습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose &amp;Folder…</source>
        <translation>폴더 선택(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count every SGF in a folder and its sub-folders</source>
        <translation>폴더와 하위 폴더의 모든 SGF를 계가</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;CSV…</source>
        <translation>CSV 내보내기(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the rows shown, in the table&apos;s order, as a CSV table for a spreadsheet</source>
        <translation>표시된 행을 표의 순서대로 스프레드시트용 CSV 표로 저장</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export &amp;PDF…</source>
        <translation>PDF 내보내기(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the score sheets of the rows shown, one per page, in the table&apos;s order</source>
        <translation>표시된 행의 계가표를 표의 순서대로 한 쪽에 하나씩 저장</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+26"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop counting; the rows counted so far stay (Esc)</source>
        <translation>계가 중지; 지금까지 계가한 행은 남습니다 (Esc)</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../../gocount_gui/ui/dialogs.py" line="+45"/>
        <source>New count</source>
        <translation>새 계가</translation>
    </message>
    <message>
        <location line="+13"/>
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
</context>
<context>
    <name>Engine</name>
    <message>
        <location filename="../../gocount_gui/ui/engine_view.py" line="+219"/>
        <source>Ask the &amp;Engine</source>
        <translation>엔진에 묻기(&amp;E)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Preferences…</source>
        <translation>환경설정(&amp;P)…</translation>
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
    <name>Header</name>
    <message>
        <location filename="../../gocount_gui/ui/header.py" line="+68"/>
        <source>Counted over the board: no recorded result</source>
        <translation>현장 계가: 기록된 결과 없음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record gives no result</source>
        <translation>기보에 결과가 없습니다</translation>
    </message>
    <message>
        <location line="+36"/>
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
        <location filename="../../gocount_gui/ui/help.py" line="+34"/>
        <source>New to gocount? Open a game, click the dead stones (a blue ring shows what a click changes), then read the result on the right. &lt;a href=&apos;howto&apos;&gt;How to count&lt;/a&gt;</source>
        <translation>gocount가 처음이신가요? 대국을 열고 죽은 돌을 클릭한 다음(파란 고리가 클릭으로 바뀌는 돌을 보여 줍니다) 오른쪽에서 결과를 확인하세요. &lt;a href='howto'&gt;계가 방법&lt;/a&gt;</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>How to count — gocount</source>
        <translation>계가 방법 — gocount</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keyboard shortcuts — gocount</source>
        <translation>단축키 — gocount</translation>
    </message>
    <message>
        <location line="+21"/>
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
    <name>Panel</name>
    <message>
        <location filename="../../gocount_gui/ui/panel.py" line="+50"/>
        <location line="+250"/>
        <source>Rule set</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location line="-249"/>
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
        <location line="+258"/>
        <source>Komi</source>
        <translation>덤</translation>
    </message>
    <message>
        <location line="-257"/>
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
        <location line="+248"/>
        <source>Komi: the points White gets for moving second (K)</source>
        <translation>덤: 백이 나중에 두는 대가로 받는 점수 (K)</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>Who wins and by how much: Black&apos;s points minus White&apos;s</source>
        <translation>누가 얼마 차로 이기는지: 흑의 점수 - 백의 점수</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Cannot count under {rules} rules</source>
        <translation>{rules} 규칙으로 계가할 수 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not finished: {result} as the board stands under {rules} rules</source>
        <translation>종국 전: 현재 반면 기준 {result} ({rules} 규칙)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{result} under {rules} rules</source>
        <translation>{result} ({rules} 규칙)</translation>
    </message>
    <message>
        <location line="+19"/>
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
        <location line="+146"/>
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
        <location line="+146"/>
        <source>This position cannot be counted: {problem}</source>
        <translation>이 국면은 계가할 수 없습니다: {problem}</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <location filename="../../gocount_gui/ui/sheet.py" line="+293"/>
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
        <location line="+132"/>
        <source>Black</source>
        <translation>흑</translation>
    </message>
    <message>
        <location line="-132"/>
        <location line="+133"/>
        <source>White</source>
        <translation>백</translation>
    </message>
    <message>
        <location line="-127"/>
        <location line="+5"/>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Event</source>
        <translation>대회</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>장소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>대국</translation>
    </message>
    <message>
        <location line="+9"/>
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
        <location line="+73"/>
        <source>Lid audit: </source>
        <translation>뚜껑 점검: </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Stones on the board</source>
        <translation>판 위의 돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Territory</source>
        <translation>집</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured in play</source>
        <translation>대국 중 따낸 돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead at the end</source>
        <translation>종국 시 죽은 돌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass stones</source>
        <translation>패스 돌</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <translation>빅: 공유 활로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stone in seki</source>
        <translation>빅 속의 돌</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Every rule set</source>
        <translation>모든 규칙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White before compensation C(H) and komi K</source>
        <translation>보상 C(H)와 덤 K 이전의 백</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Identities</source>
        <translation>항등식</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counting methods checked against each other with this game&apos;s numbers</source>
        <translation>이 대국의 수치로 계가 방법들을 서로 대조한 검증</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Signatures: Black ________   White ________   Referee ________</source>
        <translation>서명: 흑 ________   백 ________   심판 ________</translation>
    </message>
</context>
<context>
    <name>Tray</name>
    <message>
        <location filename="../../gocount_gui/ui/tray.py" line="+88"/>
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
        <location line="+1"/>
        <source>Who passed last: unknown</source>
        <translation>마지막 패스: 알 수 없음</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Handicap stones, 0 in an even game (H); all but one count as extra moves (H&apos; = H - 1)</source>
        <translation>치석, 호선이면 0 (H); 하나를 뺀 나머지는 추가 착수로 셈 (H' = H - 1)</translation>
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
        <location line="+40"/>
        <source>Black&apos;s lid (White stones)</source>
        <translation>흑의 뚜껑 (백돌)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White&apos;s lid (Black stones)</source>
        <translation>백의 뚜껑 (흑돌)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Captured:</source>
        <translation>따낸 돌(&amp;C):</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Dead:</source>
        <translation>죽은 돌:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Pass stones:</source>
        <translation>패스 돌(&amp;P):</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;In the lid:&lt;/b&gt;</source>
        <translation>&lt;b&gt;뚜껑 안:&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>One stone fewer (Ctrl+Z undoes a run of clicks at once)</source>
        <translation>돌 하나 빼기 (Ctrl+Z는 연속 클릭을 한 번에 취소)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One stone more (Ctrl+Z undoes a run of clicks at once)</source>
        <translation>돌 하나 더하기 (Ctrl+Z는 연속 클릭을 한 번에 취소)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Black passed {count} time(s)</source>
        <translation>흑 패스 {count}회</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White passed {count} time(s)</source>
        <translation>백 패스 {count}회</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Lid audit: </source>
        <translation>뚜껑 점검: </translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <location filename="../../gocount_gui/ui/window.py" line="+194"/>
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
        <location line="+482"/>
        <location line="+8"/>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <location line="-490"/>
        <source>Save the count to another file</source>
        <translation>계가를 다른 파일에 저장</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Export Score Sheet…</source>
        <translation>계가표 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write the score sheet as a PDF or PNG file</source>
        <translation>계가표를 PDF 또는 PNG 파일로 저장</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+2"/>
        <source>Chec&amp;k a Folder…</source>
        <translation>폴더 검사(&amp;K)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count every game of a folder and compare each with its recorded result</source>
        <translation>폴더의 모든 대국을 계가하고 각각 기록된 결과와 비교</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Suggest &amp;Dead Stones</source>
        <translation>죽은 돌 제안(&amp;D)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark the stones gocount judges dead (check them after)</source>
        <translation>gocount가 죽었다고 판단한 돌을 표시 (표시 후 확인하세요)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel Suggestion</source>
        <translation>제안 취소</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear Dead Marks</source>
        <translation>죽은 돌 표시 지우기(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mark every stone alive again</source>
        <translation>모든 돌을 다시 산 돌로 표시</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+7"/>
        <source>Game &amp;Info…</source>
        <translation>대국 정보(&amp;I)…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The players, their ranks, the date, event and place of the game</source>
        <translation>대국자, 기력, 대국 날짜, 대회, 장소</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;How to Count</source>
        <translation>계가 방법(&amp;H)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The steps of a count and what the marks on the board mean</source>
        <translation>계가 순서와 바둑판 위 표시의 의미</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location filename="../../gocount_gui/selftest.py" line="+171"/>
        <location filename="../../gocount_gui/ui/window.py" line="+4"/>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../gocount_gui/ui/window.py" line="+4"/>
        <source>Open &amp;Recent</source>
        <translation>최근 파일 열기(&amp;R)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Game</source>
        <translation>대국(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Mode</source>
        <translation>모드(&amp;M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Rules</source>
        <translation>규칙(&amp;R)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Undo</source>
        <translation>실행 취소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>다시 실행</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{action} the last change (the Edit menu names it)</source>
        <translation>마지막 변경을 {action} (편집 메뉴에 그 이름이 표시됨)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>More toolbar buttons</source>
        <translation>도구 모음 버튼 더 보기</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cannot count: {problem}</source>
        <translation>계가할 수 없음: {problem}</translation>
    </message>
    <message>
        <location line="+44"/>
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
        <location line="+38"/>
        <source>Opened {name}: {moves} moves, dead stones as the players marked them</source>
        <translation>{name} 열림: {moves}수, 죽은 돌은 대국자가 표시한 대로</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opened {name}: {moves} moves, no dead stones marked; {suggesting}</source>
        <translation>{name} 열림: {moves}수, 표시된 죽은 돌 없음; {suggesting}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>This file holds several games. Count which one?</source>
        <translation>이 파일에는 대국이 여러 개 있습니다. 어느 대국을 계가할까요?</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Save the count</source>
        <translation>계가 저장</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>gocount: the count was not saved</source>
        <translation>gocount: 계가가 저장되지 않았습니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved {name}</source>
        <translation>{name} 저장됨</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Export the score sheet</source>
        <translation>계가표 내보내기</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Score sheet written to {name}</source>
        <translation>계가표를 {name}에 저장했습니다</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Score sheet sent to the printer</source>
        <translation>계가표를 프린터로 보냈습니다</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Score sheet — print preview</source>
        <translation>계가표 — 인쇄 미리 보기</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+9"/>
        <source>&amp;Cancel</source>
        <translation>취소(&amp;C)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&amp;Replace It</source>
        <translation>덮어쓰기(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>gocount: the file changed on disk</source>
        <translation>gocount: 디스크의 파일이 바뀌었습니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Autosave failed: {message}. Save the count to keep it.</source>
        <translation>자동 저장 실패: {message}. 계가를 잃지 않으려면 저장하세요.</translation>
    </message>
    <message>
        <location line="+72"/>
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
        <location filename="../../gocount_gui/ui/language_menu.py" line="+17"/>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>System</source>
        <translation>시스템 설정</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The language applies at the next start of gocount.</source>
        <translation>언어는 gocount를 다음에 시작할 때 적용됩니다.</translation>
    </message>
</context>
</TS>
