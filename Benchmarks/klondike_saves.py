#!/usr/bin/env python3
"""What saving costs as a Klondike game grows (issue 13): 2,000 piped commands.

Usage: python3 Benchmarks/klondike_saves.py [--binary PATH] [--commands 2000] [--runs 3]

Without --binary it builds release first, in its own scratch folder (never .build):
    swift build -c release --scratch-path .build-release
and measures .build-release/release/baraja.

The commands: a fixed mix (seeded) of draws (half), taps and moves (a third, some refused
by the rules), and undos, played by `baraja --game klondike --seed 7 --new` with a fresh
data folder on the disk (saves on, each command's journal line flushed with fdatasync).
Output through a pipe has no prompt, so the cost of a stretch of commands is measured as a
difference: the whole run of the first K commands, minus the run of the first J, each run
from a fresh folder (the same seed and commands give the same game every time). Per-command
time of the first hundred: (T(100) - T(0)) / 100; of the last hundred:
(T(N) - T(N - 100)) / 100. Each T is the median of --runs runs. Also prints the whole game's
time T(N), the files' sizes at the end, and the machine's load.

Exits 0 when it measured, whatever the figures; 2 on an error.
"""

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def commands(n):
    rng = random.Random(2024)
    out = []
    for _ in range(n):
        r = rng.random()
        if r < 0.5:
            out.append("draw")
        elif r < 0.7:
            out.append("tap " + rng.choice(["w", "1", "2", "3", "4", "5", "6", "7"]))
        elif r < 0.83:
            out.append(f"move {rng.choice(['w', '1', '2', '3', '4', '5', '6', '7'])} {rng.randint(1, 7)}")
        else:
            out.append("undo")
    return out


def run(binary, lines, keep=None):
    folder = tempfile.mkdtemp(prefix="baraja-bench-", dir=os.environ.get("BENCH_DIR", "/var/tmp"))
    try:
        env = dict(os.environ, XDG_DATA_HOME=folder, XDG_STATE_HOME=folder, XDG_CONFIG_HOME=folder, LANG="C.UTF-8")
        env.pop("LANGUAGE", None)
        text = "".join(line + "\n" for line in lines).encode()
        start = time.perf_counter()
        p = subprocess.run([binary, "--game", "klondike", "--seed", "7", "--new", "--lang", "en"],
                           input=text, capture_output=True, env=env, timeout=600)
        elapsed = time.perf_counter() - start
        if p.returncode != 0:
            raise SystemExit(f"baraja exited {p.returncode}: {p.stderr.decode()[-300:]}")
        if keep is not None:
            saves = Path(folder) / "baraja" / "saves"
            keep.update({f.name: f.stat().st_size for f in saves.iterdir()})
        return elapsed
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary")
    ap.add_argument("--commands", type=int, default=2000)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    binary = args.binary
    if not binary:
        subprocess.run(["swift", "build", "-c", "release", "--scratch-path", ".build-release"], cwd=ROOT, check=True)
        binary = str(ROOT / ".build-release" / "release" / "baraja")
    n = args.commands
    lines = commands(n)
    print(f"load before: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")

    def median(k, keep=None):
        return statistics.median(run(binary, lines[:k], keep if i == 0 else None) for i in range(args.runs))

    sizes = {}
    t0, t100 = median(0), median(100)
    tlast, tn = median(n - 100), median(n, sizes)
    first = (t100 - t0) / 100
    last = (tn - tlast) / 100
    print(f"binary: {binary}")
    print(f"commands: {n} ({lines.count('draw')} draws, {sum(l.startswith(('tap', 'move')) for l in lines)} taps"
          f" and moves, {lines.count('undo')} undos), median of {args.runs} runs each")
    print(f"startup and first deal: {t0 * 1000:.1f} ms")
    print(f"first hundred: {first * 1000:.2f} ms a command")
    print(f"last hundred:  {last * 1000:.2f} ms a command")
    print(f"ratio last/first: {last / first:.2f} (goal < 1.5)")
    print(f"whole game: {tn:.2f} s (goal < 5 s)")
    print("files at the end: " + ", ".join(f"{k} {v:,} B" for k, v in sorted(sizes.items())))
    print(f"load after: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
