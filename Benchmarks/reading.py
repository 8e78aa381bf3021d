#!/usr/bin/env python3
"""What reading a line as people type it costs: N piped commands of everyday phrasings
(forms, punctuation, Korean spacing, numbers in words, unknown phrases that get a
suggestion) against N of the plain command mix of startup.py, in the same binary, runs
interleaved.

Usage: python3 Benchmarks/reading.py --binary PATH [--commands 10000] [--runs 3]
Measure a release build (startup.py says how to make one). Prints the median wall time of
each mix and its time per command; exits 0 when it measured, 2 on an error.
"""

import argparse
import os
import random
import shutil
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import startup  # noqa: E402

PHRASINGS = [
    ("quiero carta", 10), ("¡Pide!", 6), ("una más", 6), ("me quedo", 6), ("no quiero más", 4),
    ("¡Plántate!", 4), ("me planto.", 4), ("카드 주세요", 6), ("한장 더", 6), ("받을게요", 4),
    ("스톱!", 4), ("멈출게요", 4), ("새 판", 3), ("nueva partida", 3), ("¿qué hago?", 4),
    ("힌트 주세요", 3), ("hit me", 4), ("i stand", 3), ("PEDIR", 2), ("quiero una carta por favor", 2),
    ("no sé qué hacer", 2), ("모르겠어요 그냥", 2), ("me voy", 1), ("lang es", 2), ("lang ko", 2),
    ("lang en", 2), ("modo clasica", 1), ("코치켜기", 1), ("코치 끄기", 1), ("table", 3),
]


def phrase_mix(n, seed=1):
    rng = random.Random(seed)
    return rng.choices([p for p, _ in PHRASINGS], weights=[w for _, w in PHRASINGS], k=n)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", required=True)
    parser.add_argument("--commands", type=int, default=10000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    if not os.access(binary, os.X_OK):
        sys.stderr.write(f"reading.py: no executable at {binary}\n")
        return 2
    mixes = {"plain": startup.command_mix(args.commands), "phrasings": phrase_mix(args.commands)}
    times = {name: [] for name in mixes}
    for _ in range(args.runs):
        for name, commands in mixes.items():
            tmp = tempfile.mkdtemp(prefix="baraja-reading-")
            try:
                elapsed, _, _ = startup.piped(binary, commands, tmp)
            finally:
                shutil.rmtree(tmp, ignore_errors=True)
            times[name].append(elapsed)
    for name, values in times.items():
        median = statistics.median(values)
        print(f"{name:10} {args.commands} commands: {median:.2f} s median of {args.runs} "
              f"({median / args.commands * 1000:.3f} ms a command; runs {', '.join(f'{v:.2f}' for v in values)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
