#!/usr/bin/env python3
"""The solver's time and memory budgets: which deals `baraja solve` decides at one budget and
at a longer one, and what stopped the ones it did not (time, or its memory limit).

Usage: python3 Benchmarks/solver_memory.py [--binary PATH] [--draw 1|3] [--seeds 1-1000:10]
           [--budget 10] [--longer 60] [--memory SIZE] [--verify-hardest 0]
       python3 Benchmarks/solver_memory.py --verify-seeds 671,861 [--draw 3] [--longer 60] [--memory SIZE]

Builds nothing: give a release binary (default .build/release/baraja, from
`swift build -c release`). For each seed (a range with a step: `1-1000:10` is every tenth)
the deal `baraja --game klondike --seed N` deals is exported to a file, then solved with
`nice baraja solve --draw D --budget B` one process at a time. Per deal: the verdict, the
wall time, the positions, the process's peak resident memory (wait4's ru_maxrss) and whether
memory, not time, stopped it. Then the deals undecided at --budget are solved again at
--longer: how many more are decided, and the memory they took. With --verify-hardest N, the N
losses that took the most positions are solved again with `--verify --budget LONGER` (the
verifier's memory: peak resident memory, and whether its limit ended the check); with
--verify-seeds, only those seeds are, and nothing else is measured.

Prints the load average (1, 5, 15 min) before and after each part, and the date. Needs only
Python 3. Exits 0 when it measured.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def load():
    return "load %.2f %.2f %.2f" % os.getloadavg()


def export(binary, seed, path, draw):
    # `export FILE` at the table writes the deal as dealt (Klondike-Solver's deck string).
    p = subprocess.run([binary, "--game", "klondike", "--seed", str(seed), "--draw", str(draw), "--lang", "en"],
                       input=f"export {path}\n".encode(), capture_output=True, timeout=60)
    if p.returncode != 0 or not os.path.isfile(path):
        sys.exit(f"export of seed {seed} failed: {p.stderr[-300:]!r}")


def run(args):
    """Runs a command niced; returns (status, stdout, wall seconds, peak resident bytes of the
    command itself: wait4's rusage of that child, not of every child so far)."""
    start = time.monotonic()
    with tempfile.TemporaryFile() as out:
        p = subprocess.Popen(["nice", "-n", "10", *args], stdout=out, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)
        wall = time.monotonic() - start
        out.seek(0)
        text = out.read().decode("utf-8", "replace")
    return p.returncode, text, wall, usage.ru_maxrss * 1024


def verdict(line):
    if ": winnable" in line:
        return "won"
    if ": not winnable" in line:
        return "lost"
    if "memory, not time" in line:
        return "memory"
    if ": undecided" in line:
        return "time"
    return "?"


def positions(line):
    numbers = re.findall(r"(\d[\d,]*) positions", line)
    return int(numbers[-1].replace(",", "")) if numbers else 0


def solve(binary, path, draw, budget, memory, verify=False):
    args = [binary, "solve", "--draw", str(draw), "--budget", str(budget), "--lang", "en"]
    if memory:
        args += ["--memory", memory]
    if verify:
        args.append("--verify")
    code, out, wall, peak = run(args + [path])
    lines = out.strip("\n").split("\n")
    return {"status": code, "verdict": verdict(lines[0]), "positions": positions(lines[0]), "wall": wall,
            "peak": peak, "lines": lines}


def mb(n):
    return f"{n / (1 << 20):.0f} MB"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", default=str(ROOT / ".build/release/baraja"))
    ap.add_argument("--draw", type=int, default=1)
    ap.add_argument("--seeds", default="1-1000:10")
    ap.add_argument("--budget", type=float, default=10)
    ap.add_argument("--longer", type=float, default=60)
    ap.add_argument("--memory", default=None)
    ap.add_argument("--verify-hardest", type=int, default=0)
    ap.add_argument("--verify-seeds", default=None)
    a = ap.parse_args()
    span, _, step = a.seeds.partition(":")
    first, _, last = span.partition("-")
    seeds = list(range(int(first), int(last or first) + 1, int(step or 1)))
    folder = tempfile.mkdtemp(prefix="baraja-solver-memory-")
    try:
        which = f"seeds {a.verify_seeds}" if a.verify_seeds else f"seeds {a.seeds} ({len(seeds)} deals)"
        print(f"# {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; {a.binary}; draw {a.draw}; "
              f"{which}; memory {a.memory or 'default'}; {os.cpu_count()} cores")
        paths = {}
        if a.verify_seeds:
            print(f"## solve --verify --budget {a.longer:g} ({load()})")
            for seed in [int(x) for x in a.verify_seeds.split(",")]:
                paths[seed] = os.path.join(folder, f"{seed}.txt")
                export(a.binary, seed, paths[seed], a.draw)
                r = solve(a.binary, paths[seed], a.draw, a.longer, a.memory, verify=True)
                lines = "\n    ".join(r["lines"])
                print(f"  seed {seed}: {r['wall']:.2f} s, peak {mb(r['peak'])}, status {r['status']}:\n    {lines}")
            print(f"({load()})")
            return 0
        for seed in seeds:
            paths[seed] = os.path.join(folder, f"{seed}.txt")
            export(a.binary, seed, paths[seed], a.draw)
        print(f"## budget {a.budget:g} s ({load()})")
        results = {seed: solve(a.binary, paths[seed], a.draw, a.budget, a.memory) for seed in seeds}
        counts = {k: sum(r["verdict"] == k for r in results.values()) for k in ("won", "lost", "time", "memory", "?")}
        # The old symptom: undecided while time was left (stopped by a table, not the clock).
        early = [s for s, r in results.items() if r["verdict"] in ("time", "memory") and r["wall"] < 0.95 * a.budget]
        print(f"won {counts['won']}, lost {counts['lost']}, undecided for time {counts['time']}, "
              f"undecided for memory {counts['memory']}, unread {counts['?']}; "
              f"undecided with time left: {len(early)} {early}; "
              f"peak memory max {mb(max(r['peak'] for r in results.values()))} ({load()})")
        for s, r in results.items():
            if r["verdict"] in ("time", "memory"):
                print(f"  seed {s}: {r['verdict']}, {r['positions']:,} positions, {r['wall']:.2f} s, {mb(r['peak'])}")
        hard = [s for s, r in results.items() if r["verdict"] in ("time", "memory")]
        if hard and a.longer:
            print(f"## the {len(hard)} undecided at {a.budget:g} s, at {a.longer:g} s ({load()})")
            decided = 0
            for s in hard:
                r = solve(a.binary, paths[s], a.draw, a.longer, a.memory)
                decided += r["verdict"] in ("won", "lost")
                print(f"  seed {s}: {r['verdict']}, {r['positions']:,} positions, {r['wall']:.2f} s, "
                      f"peak {mb(r['peak'])}")
            print(f"decided at {a.longer:g} s and not at {a.budget:g} s: {decided} of {len(hard)} ({load()})")
        if a.verify_hardest:
            losses = sorted((r["positions"], s) for s, r in results.items() if r["verdict"] == "lost")[-a.verify_hardest:]
            print(f"## solve --verify --budget {a.longer:g} on the {len(losses)} losses with the most positions "
                  f"({load()})")
            for _, s in reversed(losses):
                r = solve(a.binary, paths[s], a.draw, a.longer, a.memory, verify=True)
                check = r["lines"][1] if len(r["lines"]) > 1 else "?"
                print(f"  seed {s}: {r['wall']:.2f} s, peak {mb(r['peak'])}, status {r['status']}: {check}")
            print(f"({load()})")
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
