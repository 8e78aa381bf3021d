#!/usr/bin/env python3
"""Startup and throughput figures of baraja.

Usage: python3 Benchmarks/startup.py [--binary PATH] [--runs 30] [--commands 10000]
       python3 Benchmarks/startup.py --binary PATH --against OTHER [--runs 30]

Without --binary it builds release first, in its own scratch folder (never .build):
    swift build -c release --static-swift-stdlib --scratch-path .build-release
and measures .build-release/release/baraja.

(a) first prompt: spawn in a pseudo-terminal (pexpect) with `--game siete --seed 1`, time
    until the prompt has been read; resident memory at that prompt from /proc/PID/status
    (VmRSS, VmHWM) of the baraja process itself (ru_maxrss of a child would count the
    pages of the forked Python as well).
(b) throughput: a realistic mix of commands through a pipe; wall time until the output of
    the last one has been read, commands per second, and VmHWM read after that but before
    stdin is closed.

--against OTHER: for two binaries in the same run, one spawn of each in turn (so that the
    machine's load weighs on both alike): (a)'s first prompt, and (b) the CPU time (user +
    system, from wait4) of a whole process that starts at the game and ends on an empty
    input; both medians, their difference, and the load average before and after.
--game G / --against-game H (with --against): the games the two start at (`siete` unless
    given; H is G unless given), so that one binary's games compare too, e.g.
    --binary B --against B --game matgo --against-game siete. The first prompt is read up
    to its language tag, `[en]> `, whichever game's name comes before it.

Needs Python 3 and pexpect. Exits 0 when it measured, whatever the goals say; 2 on an error.
"""

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

try:
    import pexpect
except ImportError:  # pragma: no cover
    sys.stderr.write("startup.py needs pexpect: apt-get install python3-pexpect, or pip install pexpect\n")
    sys.exit(2)

ROOT = Path(__file__).resolve().parents[1]
PROMPT = "siete y media [en]> "
GOAL_PROMPT_MS = 30.0
GOAL_RESIDENT_MB = 15.0
SENTINEL = "zzbenchmarkend"     # an unknown word: its refusal quotes it, marking the end


def environment(tmp):
    env = {k: v for k, v in os.environ.items()
           if not (k.startswith("LC_") or k in ("LANG", "LANGUAGE", "NO_COLOR", "BARAJA_CATALOGS", "XDG_DATA_HOME"))}
    home, state = os.path.join(tmp, "home"), os.path.join(tmp, "state")
    os.makedirs(home, exist_ok=True)
    os.makedirs(state, exist_ok=True)
    # Saves, statistics and preferences go under HOME/.local/share: never the real ones.
    env.update(HOME=home, XDG_STATE_HOME=state, LANG="C.UTF-8", TERM="xterm")
    return env


def proc_status(pid):
    """VmRSS, VmHWM, RssAnon and RssFile of a process, in kB."""
    found = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM", "RssAnon", "RssFile"):
                found[key] = int(value.split()[0])
    return found


def build_release():
    print("building: swift build -c release --static-swift-stdlib --scratch-path .build-release", flush=True)
    started = time.monotonic()
    p = subprocess.run(["swift", "build", "-c", "release", "--static-swift-stdlib", "--scratch-path", ".build-release"],
                       cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if p.returncode != 0:
        sys.stderr.write(p.stdout.decode(errors="replace")[-3000:])
        sys.stderr.write("\nstartup.py: the release build failed\n")
        sys.exit(2)
    print(f"built in {time.monotonic() - started:.1f} s", flush=True)
    return str(ROOT / ".build-release" / "release" / "baraja")


# ───────────────────────── (a) first prompt ─────────────────────────

def harness_baseline(runs, tmp):
    """The same measure for `printf PROMPT`: what pexpect and fork/exec cost by themselves."""
    env = environment(tmp)
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        child = pexpect.spawn("printf", [PROMPT], env=env, encoding="utf-8", timeout=10)
        child.expect_exact(PROMPT)
        times.append((time.perf_counter() - started) * 1000)
        child.expect(pexpect.EOF)
        child.close()
    return statistics.median(times)


def first_prompt(binary, runs, tmp, game="siete"):
    env = environment(tmp)
    times, rss, hwm, anon = [], [], [], []
    for _ in range(runs):
        started = time.perf_counter()
        child = pexpect.spawn(binary, ["--game", game, "--seed", "1"], env=env, encoding="utf-8",
                              codec_errors="replace", timeout=10, dimensions=(40, 200))
        child.expect_exact(PROMPT if game == "siete" else "[en]> ")
        elapsed = time.perf_counter() - started
        status = proc_status(child.pid)
        child.sendeof()
        child.expect(pexpect.EOF)
        child.close()
        if child.exitstatus != 0:
            raise RuntimeError(f"baraja exited {child.exitstatus} after Ctrl-D")
        times.append(elapsed * 1000)
        rss.append(status["VmRSS"] / 1024)
        hwm.append(status["VmHWM"] / 1024)
        anon.append(status.get("RssAnon", 0) / 1024)
    return times, rss, hwm, anon


# ───────────────────────── (b) piped commands ─────────────────────────

def command_mix(n, seed=1):
    """A player's session: mostly play, some hints and table redraws, language switches,
    help, typos; never quit."""
    weighted = [
        ("hit", 30), ("stand", 12), ("new", 8), ("hint", 12), ("table", 8),
        ("pedir", 4), ("받기", 4), ("plantarse", 2), ("스톱", 2),
        ("lang es", 2), ("lang ko", 2), ("lang en", 3), ("lang", 1),
        ("help", 2), ("help hit", 1), ("rules", 1), ("bank", 1), ("bank simple", 1), ("bank real", 1),
        ("hti", 2), ("frobnicate", 1), ("pedri", 1), ("", 1), ("menu", 1), ("play siete", 1),
    ]
    words = [w for w, _ in weighted]
    weights = [k for _, k in weighted]
    rng = random.Random(seed)
    return rng.choices(words, weights=weights, k=n)


def piped(binary, commands, tmp, limit=90):
    env = environment(tmp)
    data = ("\n".join(commands) + "\n" + SENTINEL + "\n").encode()
    started = time.perf_counter()
    p = subprocess.Popen([binary, "--game", "siete", "--seed", "1", "--color", "never"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)

    def feed():
        try:
            p.stdin.write(data)
            p.stdin.flush()
        except BrokenPipeError:
            pass
    writer = threading.Thread(target=feed, daemon=True)
    writer.start()
    received = 0
    tail = b""
    marker = SENTINEL.encode()
    fd = p.stdout.fileno()
    while True:
        if time.perf_counter() - started > limit:
            p.kill()
            raise RuntimeError(f"{len(commands)} piped commands took more than {limit} s")
        chunk = os.read(fd, 1 << 16)
        if not chunk:
            raise RuntimeError(f"baraja ended before the last command (status {p.wait()}): "
                               f"{p.stderr.read().decode(errors='replace')[-300:]}")
        received += len(chunk)
        tail = (tail + chunk)[-4096:]
        if marker in tail and tail.rstrip(b" ").endswith(b"\n") and tail.rfind(b"\n") > tail.rfind(marker):
            break
    elapsed = time.perf_counter() - started
    status = proc_status(p.pid)          # before stdin is closed: the process is still there
    writer.join()
    p.stdin.close()
    rest = p.stdout.read()
    code = p.wait(timeout=10)
    if code != 0:
        raise RuntimeError(f"baraja exited {code} at the end of input")
    return elapsed, received + len(rest), status


def verdict(ok):
    return "PASS" if ok else "MISS"


def compare(binary, other, runs, tmp, game="siete", other_game="siete"):
    """First prompt of two binaries (or two games), interleaved run by run: (times of binary,
    times of other)."""
    first_prompt(binary, 1, tmp, game)
    first_prompt(other, 1, tmp, other_game)
    mine, theirs = [], []
    for _ in range(runs):
        mine += first_prompt(binary, 1, tmp, game)[0]
        theirs += first_prompt(other, 1, tmp, other_game)[0]
    return mine, theirs


def start_cpu(binary, tmp, game):
    """CPU time (user + system, ms) of one whole process: start at a game, read an empty
    standard input, end. Measured by wait4's rusage, microsecond resolution."""
    with open(os.devnull, "rb") as stdin, open(os.devnull, "wb") as out:
        p = subprocess.Popen([binary, "--lang", "en", "--game", game, "--seed", "1"], stdin=stdin,
                             stdout=out, stderr=out, env=environment(tmp))
        _, status, usage = os.wait4(p.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"{binary} --game {game} exited {os.waitstatus_to_exitcode(status)} on an empty input")
    return (usage.ru_utime + usage.ru_stime) * 1000


def compare_cpu(binary, other, runs, tmp, game, other_game):
    """start_cpu of two binaries (or games), interleaved run by run."""
    start_cpu(binary, tmp, game)
    start_cpu(other, tmp, other_game)
    mine, theirs = [], []
    for _ in range(runs):
        mine.append(start_cpu(binary, tmp, game))
        theirs.append(start_cpu(other, tmp, other_game))
    return mine, theirs


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", help="measure this binary instead of building release")
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--commands", type=int, default=10000)
    parser.add_argument("--against", help="also time this binary's first prompt, interleaved with the first's")
    parser.add_argument("--game", default="siete", help="with --against: the game the first binary starts at")
    parser.add_argument("--against-game", help="with --against: the game the other starts at (--game's if not given)")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary) if args.binary else build_release()
    if not os.access(binary, os.X_OK):
        sys.stderr.write(f"startup.py: no executable at {binary}\n")
        return 2
    tmp = tempfile.mkdtemp(prefix="baraja-bench-")
    if args.against:
        other = os.path.abspath(args.against)
        try:
            load_before = os.getloadavg()
            other_game = args.against_game or args.game
            mine, theirs = compare(binary, other, args.runs, tmp, args.game, other_game)
            cpu_mine, cpu_theirs = compare_cpu(binary, other, args.runs, tmp, args.game, other_game)
            load_after = os.getloadavg()
        except (RuntimeError, pexpect.ExceptionPexpect, OSError) as e:
            sys.stderr.write(f"startup.py: {e}\n")
            return 2
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        print(f"(a) first prompt in a pty, --seed 1, {args.runs} runs of each, interleaved")
        print(f"    {'':12}{'median':>9}{'min':>9}{'max':>9}   ms")
        for name, game, times in ((binary, args.game, mine), (other, other_game, theirs)):
            print(f"    {'':12}{statistics.median(times):9.2f}{min(times):9.2f}{max(times):9.2f}   {name} --game {game}")
        difference = statistics.median(mine) - statistics.median(theirs)
        print(f"    difference of the medians (first − second): {difference:+.2f} ms")
        print(f"(b) CPU of a whole process (start at the game, empty input, end; user + system),"
              f" {args.runs} runs of each, interleaved")
        print(f"    {'':12}{'median':>9}{'min':>9}{'max':>9}   ms")
        for name, game, times in ((binary, args.game, cpu_mine), (other, other_game, cpu_theirs)):
            print(f"    {'':12}{statistics.median(times):9.2f}{min(times):9.2f}{max(times):9.2f}   {name} --game {game}")
        difference = statistics.median(cpu_mine) - statistics.median(cpu_theirs)
        print(f"    difference of the medians (first − second): {difference:+.2f} ms")
        print(f"    load average before {load_before[0]:.2f}, after {load_after[0]:.2f} ({os.cpu_count()} CPUs)")
        return 0
    try:
        measured = time.monotonic()
        # One unmeasured run so the binary and its libraries are in the page cache.
        first_prompt(binary, 1, tmp)
        times, rss, hwm, anon = first_prompt(binary, args.runs, tmp)
        baseline = harness_baseline(min(args.runs, 10), tmp)
        commands = command_mix(args.commands)
        elapsed, output_bytes, status = piped(binary, commands, tmp)
        took = time.monotonic() - measured
    except (RuntimeError, pexpect.ExceptionPexpect, OSError) as e:
        sys.stderr.write(f"startup.py: {e}\n")
        return 2
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    median = statistics.median(times)
    piped_hwm = status["VmHWM"] / 1024
    rate = len(commands) / elapsed
    print()
    print(f"binary: {binary} ({os.path.getsize(binary) / 1e6:.1f} MB), {os.cpu_count()} CPUs")
    print()
    print(f"(a) first prompt in a pty, --game siete --seed 1, {len(times)} runs")
    print(f"    {'':22}{'median':>9}{'min':>9}{'max':>9}")
    print(f"    {'time to prompt (ms)':22}{median:9.1f}{min(times):9.1f}{max(times):9.1f}")
    print(f"    {'  harness alone (ms)':22}{baseline:9.1f}   (printf of the prompt, same pty spawn)")
    print(f"    {'VmRSS at prompt (MB)':22}{statistics.median(rss):9.1f}{min(rss):9.1f}{max(rss):9.1f}")
    print(f"    {'VmHWM at prompt (MB)':22}{statistics.median(hwm):9.1f}{min(hwm):9.1f}{max(hwm):9.1f}")
    print(f"    {'  of it anonymous (MB)':22}{statistics.median(anon):9.1f}{min(anon):9.1f}{max(anon):9.1f}"
          "   (the rest: pages of the binary and shared libraries)")
    print()
    print(f"(b) {len(commands):,} piped commands (mix of play, hints, tables, language switches, typos)")
    print(f"    wall time until the last output    {elapsed:8.2f} s")
    print(f"    commands per second                {rate:8.0f}")
    print(f"    output                             {output_bytes / 1e6:8.1f} MB")
    print(f"    VmRSS before stdin closed          {status['VmRSS'] / 1024:8.1f} MB")
    print(f"    VmHWM before stdin closed          {piped_hwm:8.1f} MB")
    print()
    goals = [
        (f"first prompt < {GOAL_PROMPT_MS:.0f} ms", f"median {median:.1f} ms", median < GOAL_PROMPT_MS),
        (f"resident < {GOAL_RESIDENT_MB:.0f} MB at the prompt", f"highest VmHWM {max(hwm):.1f} MB",
         max(hwm) < GOAL_RESIDENT_MB),
        (f"resident < {GOAL_RESIDENT_MB:.0f} MB after {len(commands):,} commands", f"VmHWM {piped_hwm:.1f} MB",
         piped_hwm < GOAL_RESIDENT_MB),
    ]
    print("goals")
    for goal, figure, ok in goals:
        print(f"    {goal:40}{figure:24}{verdict(ok)}")
    print(f"\nmeasured in {took:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
