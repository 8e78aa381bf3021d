#!/usr/bin/env python3
"""What resuming a saved game costs as its journal grows, and what `undo` costs as a game grows.

Usage: python3 Benchmarks/journal_replay.py --binary PATH [--sizes 1000,4000,16000] [--runs 3]

Build a release binary first, in its own scratch folder (never .build):
    swift build -c release --scratch-path .build-release --product baraja
and pass .build-release/release/baraja.

Three measures, each in a fresh data folder on the disk, in CPU seconds of baraja (user and
system; the wall clock waits on the disk's flushes, which a busy machine stretches), the median
of --runs runs:
  draw N   a Klondike save (seed 7) with N `draw` lines appended to its journal, as a forged
           file would hold them; the time of `baraja --game klondike --resume` reading it and
           quitting (the replay is the whole of it).
  odds N   a poker save with N `odds` lines appended: baraja never writes such a line twice in
           a row (it changes nothing), so the replay stops at the second; the time to resume.
  undo N   an honest Klondike game of N piped `draw` commands, then 300 `undo`: the CPU time of
           the 300 undos alone (each chunk of commands ends with `lang en`, whose answer marks it).
Prints one line per measure: the name, N, and seconds. Exits 0 when it measured, 2 on an error.
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

MARK = "The language is already English."


def environment(folder):
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_") and k not in ("LANG", "LC_ALL")}
    env.update(HOME=folder, XDG_DATA_HOME=folder + "/d", XDG_CONFIG_HOME=folder + "/c", XDG_STATE_HOME=folder + "/s",
               LANG="C.UTF-8", NO_COLOR="1")
    return env


def run(binary, args, stdin, env):
    """Runs baraja to its end: the CPU seconds it used (user and system), and its output."""
    p = subprocess.Popen([binary, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         env=env)
    out, err = p.communicate(stdin.encode(), timeout=3600)
    if p.returncode != 0:
        sys.exit(f"journal_replay: {args} exited {p.returncode}: {err[-300:]!r}")
    return cpu_of(p), out.decode("utf-8", "replace")


_last_children = [0.0]


def cpu_of(_process):
    """CPU seconds of the children ended since the last call (the one just waited for)."""
    import resource
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    total = usage.ru_utime + usage.ru_stime
    spent = total - _last_children[0]
    _last_children[0] = total
    return spent


def process_cpu(pid):
    """CPU seconds a running process has used (user and system, from /proc)."""
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def forged(binary, game, first, command, n):
    folder = tempfile.mkdtemp(prefix="baraja-bench-")
    try:
        env = environment(folder)
        run(binary, ["--game", game, "--seed", "7", "--new", "--lang", "en"], first + "\n", env)
        cpu_of(None)
        saves = os.path.join(folder, "d", "baraja", "saves")
        snapshot = json.load(open(os.path.join(saves, game + ".json")))
        journal = os.path.join(saves, game + ".journal")
        lines = open(journal).read().splitlines()
        last = json.loads(lines[-1]) if lines else {"n": 0, "clock": snapshot["clock"]}
        with open(journal, "a") as f:
            for k in range(n):
                f.write(json.dumps({"seq": snapshot["seq"], "n": last["n"] + 1 + k, "command": command,
                                    "clock": last["clock"] + 0.001 * (k + 1), "saved": snapshot["saved"]}) + "\n")
        seconds, _ = run(binary, ["--game", game, "--resume", "--lang", "en"], "quit\n", env)
        return seconds
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def undos(binary, n):
    folder = tempfile.mkdtemp(prefix="baraja-bench-")
    try:
        env = environment(folder)
        p = subprocess.Popen([binary, "--game", "klondike", "--seed", "7", "--new", "--lang", "en"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)

        def chunk(lines):
            p.stdin.write(("\n".join(lines) + "\nlang en\n").encode())
            p.stdin.flush()
            seen = b""
            while MARK.encode() not in seen:
                piece = os.read(p.stdout.fileno(), 1 << 16)
                if not piece:
                    sys.exit("journal_replay: baraja ended early")
                seen += piece

        for start in range(0, n, 1000):
            chunk(["draw"] * min(1000, n - start))
        started = process_cpu(p.pid)
        chunk(["undo"] * 300)
        seconds = process_cpu(p.pid) - started
        p.stdin.close()
        p.wait(timeout=600)
        return seconds
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--sizes", default="1000,4000,16000")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    if not os.access(args.binary, os.X_OK):
        sys.exit(f"journal_replay: no executable at {args.binary}")
    sizes = [int(s) for s in args.sizes.split(",")]
    for n in sizes:
        t = statistics.median(forged(args.binary, "klondike", "draw", "draw", n) for _ in range(args.runs))
        print(f"draw {n} {t:.3f}", flush=True)
    t = statistics.median(forged(args.binary, "poker", "", "odds", 300) for _ in range(args.runs))
    print(f"odds 300 {t:.3f}", flush=True)
    for n in sizes:
        t = statistics.median(undos(args.binary, n) for _ in range(args.runs))
        print(f"undo {n} {t:.3f}", flush=True)
    print(f"# load {os.getloadavg()[0]:.2f}, binary {args.binary}")


if __name__ == "__main__":
    main()
