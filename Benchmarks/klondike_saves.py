#!/usr/bin/env python3
"""What saving costs as a Klondike game grows: 2,000 piped commands.

Usage: python3 Benchmarks/klondike_saves.py [--binary PATH] [--commands 2000] [--runs 3]

Without --binary it builds release first, in its own scratch folder (never .build):
    swift build -c release --scratch-path .build-release
and measures .build-release/release/baraja.

The commands: a fixed mix (seeded) of draws (half), taps and moves (a third, some refused
by the rules), and undos, played by `baraja --game klondike --seed 7 --new` with a fresh
data folder on the disk (saves on: each command's journal line written, and flushed with
fdatasync when it is the first in its wall-clock second).
Output through a pipe has no prompt, so the commands go in chunks of a hundred, each
followed by `lang en` (which answers "The language is already English." and changes
nothing): a chunk's time runs from writing it to reading that answer, in one process.
Prints the time per command of the first and the last hundred (the median of --runs runs),
the whole game's time, the files' sizes at the end, and the machine's load.

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


MARKER = b"The language is already English."


def run(binary, lines, sizes):
    """One game: the seconds each chunk of a hundred commands took, and the whole run's."""
    folder = tempfile.mkdtemp(prefix="baraja-bench-", dir=os.environ.get("BENCH_DIR", "/var/tmp"))
    try:
        env = dict(os.environ, XDG_DATA_HOME=folder, XDG_STATE_HOME=folder, XDG_CONFIG_HOME=folder, LANG="C.UTF-8")
        env.pop("LANGUAGE", None)
        start = time.perf_counter()
        p = subprocess.Popen([binary, "--game", "klondike", "--seed", "7", "--new", "--lang", "en"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
        count, tail, chunks = 0, b"", []
        for i in range(0, len(lines), 100):
            began = time.perf_counter()
            p.stdin.write("".join(line + "\n" for line in lines[i:i + 100]).encode() + b"lang en\n")
            p.stdin.flush()
            while count < i // 100 + 1:
                data = os.read(p.stdout.fileno(), 1 << 16)
                if not data:
                    raise SystemExit("baraja ended early")
                both = tail + data
                count += both.count(MARKER) - tail.count(MARKER)
                tail = both[-len(MARKER):]
            chunks.append(time.perf_counter() - began)
        p.stdin.close()
        p.stdout.read()
        if p.wait() != 0:
            raise SystemExit(f"baraja exited {p.returncode}")
        whole = time.perf_counter() - start
        saves = Path(folder) / "baraja" / "saves"
        sizes.update({f.name: f.stat().st_size for f in saves.iterdir()})
        return chunks, whole
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

    sizes = {}
    runs = [run(binary, lines, sizes) for _ in range(args.runs)]
    first = statistics.median(r[0][0] for r in runs) / 100
    last = statistics.median(r[0][-1] for r in runs) / 100
    whole = statistics.median(r[1] for r in runs)
    print(f"binary: {binary}")
    print(f"commands: {n} ({lines.count('draw')} draws, {sum(l.startswith(('tap', 'move')) for l in lines)} taps"
          f" and moves, {lines.count('undo')} undos), median of {args.runs} runs")
    print(f"first hundred: {first * 1000:.2f} ms a command")
    print(f"last hundred:  {last * 1000:.2f} ms a command")
    print(f"ratio last/first: {last / first:.2f} (goal < 1.5)")
    print(f"whole game: {whole:.2f} s, startup included (goal < 5 s)")
    print("files at the end: " + ", ".join(f"{k} {v:,} B" for k, v in sorted(sizes.items())))
    print(f"load after: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
