"""A stand-in for GNU Go and KataGo in the tests: a small program that
speaks GTP (``--mode gtp``), or KataGo's analysis protocol when its first
argument is ``analysis``.

Its judgement is simple so that tests can predict it: a chain of one stone
is dead, every larger chain lives. As GTP it answers ``name``, ``version``,
``boardsize``, ``clear_board``, ``komi``, ``play`` and ``final_status_list
dead``; as KataGo, ``query_version`` and analysis queries with
``includeOwnership`` (its ownership is from White's side unless the query
overrides ``reportAnalysisWinratesAs``, as KataGo's config may say).

Options, before the engine's own arguments:
    --sleep S     think S seconds before the dead list (or the analysis)
    --refuse      answer the dead list with a GTP failure
    --die         exit with status 3 and a message instead of the dead list
    --killed      kill itself with SIGKILL instead of the dead list
    --garbage     answer the dead list with words that are no points
    --pidfile F   write its process id to F first
    --unprompted  write an answer nobody asked for (``=``) before the first
    --cut         write the start of the dead list, then kill itself
    --flood       answer the dead list with lines without end
    --flood-errors  write 20 MB to stderr before answering
    --linger      stay on after ``quit`` (as a real engine behind a
                  wrapper that keeps the pipes open might)
    --escape-name give a name with terminal escape sequences
    --reply TEXT  (KataGo) write TEXT as the analysis line instead
    --tuning      (KataGo) say on stderr that it tunes itself, as KataGo's
                  OpenCL version does at its first start, before it sleeps
    --record F    (KataGo) append every line it reads to F

GTP answers carry the command's id when it has one, as GTP says.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import time

COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def vertex(text: str) -> tuple[int, int]:
    text = text.strip().upper()
    return int(text[1:]) - 1, COLUMNS.index(text[0])


def name(point: tuple[int, int]) -> str:
    return f"{COLUMNS[point[1]]}{point[0] + 1}"


def chains(board: dict, size: int) -> list[set]:
    seen: set = set()
    found = []
    for start, colour in board.items():
        if start in seen:
            continue
        chain, todo = {start}, [start]
        while todo:
            r, c = todo.pop()
            for near in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if near not in chain and board.get(near) == colour:
                    chain.add(near)
                    todo.append(near)
        seen |= chain
        found.append(chain)
    return found


def dead_stones(board: dict, size: int) -> list:
    return sorted(p for chain in chains(board, size) if len(chain) == 1 for p in chain)


def misbehave(options: dict) -> str | None:
    """Sleep, then do what the options say instead of answering; a GTP
    failure text for --refuse / --garbage, else None."""
    time.sleep(options["sleep"])
    if options["die"]:
        sys.stderr.write("fake engine: out of memory\n")
        sys.stderr.flush()
        os._exit(3)
    if options["killed"]:
        os.kill(os.getpid(), signal.SIGKILL)
    if options["refuse"]:
        return "? cannot score this position"
    if options["garbage"]:
        return "= Z99 hello"
    if options["flood_errors"]:
        for _ in range(20):
            sys.stderr.write("warning: " + "x" * 1_000_000 + "\n")
        sys.stderr.flush()
    if options["flood"]:
        while True:
            sys.stdout.write("= " + "A1 " * 1000 + "\n")
    return None


def gtp(options: dict) -> None:
    size, board = 19, {}
    if options["unprompted"]:
        sys.stdout.write("= \n\n")
        sys.stdout.flush()
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        number = ""
        if words[0].isdigit():
            number, words = words[0], words[1:]
        command, args = words[0], words[1:]
        reply = "= "
        if command == "name":
            reply = "= \x1b]0;owned\x07Fake\x1b[2J Go" if options["escape_name"] else "= Fake Go"
        elif command == "version":
            reply = "= 0.1"
        elif command == "boardsize":
            size, board = int(args[0]), {}
        elif command == "clear_board":
            board = {}
        elif command == "play":
            board[vertex(args[1])] = args[0].upper()[0]
        elif command == "final_status_list" and args == ["dead"]:
            reply = misbehave(options) or "= " + " ".join(name(p) for p in dead_stones(board, size))
            if options["cut"]:
                sys.stdout.write(f"={number} {' '.join(name(p) for p in dead_stones(board, size))[:2]}")
                sys.stdout.flush()
                os.kill(os.getpid(), signal.SIGKILL)
        elif command == "quit":
            sys.stdout.write(f"={number} \n\n")
            sys.stdout.flush()
            if options["linger"]:
                time.sleep(300)
            return
        elif command not in ("komi",):
            reply = "? unknown command"
        sys.stdout.write(reply[0] + number + reply[1:] + "\n\n")
        sys.stdout.flush()


def analysis(options: dict) -> None:
    if options["tuning"]:
        sys.stderr.write("No existing tuning parameters found\nPerforming autotuning\n")
        sys.stderr.flush()
    for line in sys.stdin:
        if options["record"]:
            with open(options["record"], "a") as record:
                record.write(line)
        query = json.loads(line)
        if query.get("action") == "query_version":
            print(json.dumps(dict(query, version="1.16.0-fake", git_hash="<omitted>")), flush=True)
            continue
        size = query["boardXSize"]
        board = {vertex(v): colour for colour, v in query.get("initialStones", [])}
        refusal = misbehave(options)
        if options["reply"] is not None:
            print(options["reply"], flush=True)
            continue
        if refusal is not None:
            print(json.dumps({"error": refusal[2:], "id": query["id"], "field": "initialStones"}), flush=True)
            continue
        dead = set(dead_stones(board, size))
        side = query.get("overrideSettings", {}).get("reportAnalysisWinratesAs", "WHITE")
        sign = 1.0 if side == "BLACK" else -1.0
        ownership = []
        for row in reversed(range(size)):
            for col in range(size):
                colour = board.get((row, col))
                black_owns = 0.0 if colour is None else (0.9 if colour == "B" else -0.9)
                if (row, col) in dead:
                    black_owns = -black_owns
                ownership.append(sign * black_owns)
        print(json.dumps({"id": query["id"], "isDuringSearch": False, "turnNumber": 0, "ownership": ownership}), flush=True)


def program(folder, *flags: str, wrapper: bool = False) -> str:
    """A program in ``folder`` that runs this fake with ``flags`` (what a
    player would give as the engine's path); its path. With ``wrapper``
    the script starts the fake as its child and waits for it, as a
    wrapper script does, instead of becoming it."""
    from pathlib import Path

    script = Path(folder) / ("fake-engine-" + "-".join(f.strip("-").replace("/", "_") for f in flags if f.startswith("--")) + ("-wrapped" if wrapper else ""))
    words = " ".join("'" + word.replace("'", "'\\''") + "'" for word in (sys.executable, __file__, *flags))
    script.write_text(f'#!/bin/sh\n{"" if wrapper else "exec "}{words} "$@"\n')
    script.chmod(0o755)
    return str(script)


def main(argv: list[str]) -> None:
    switches = ("refuse", "die", "killed", "garbage", "unprompted", "cut", "flood", "flood_errors", "linger", "escape_name", "tuning")
    options = dict.fromkeys(switches, False)
    options.update(sleep=0.0, reply=None, record=None)
    while argv and argv[0].startswith("--") and argv[0][2:].replace("-", "_") in (*switches, "sleep", "pidfile", "reply", "record"):
        flag = argv.pop(0)[2:].replace("-", "_")
        if flag == "sleep":
            options["sleep"] = float(argv.pop(0))
        elif flag == "reply":
            options["reply"] = argv.pop(0)
        elif flag == "record":
            options["record"] = argv.pop(0)
        elif flag == "pidfile":
            with open(argv.pop(0), "w") as out:
                out.write(str(os.getpid()))
        else:
            options[flag] = True
    if argv and argv[0] == "analysis":
        analysis(options)
    else:
        gtp(options)


if __name__ == "__main__":
    main(sys.argv[1:])
