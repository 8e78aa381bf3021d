#!/usr/bin/env python3
"""baraja's 7-card hand evaluator beside OMPEval and PH Evaluator, on the same hands.

    python3 Benchmarks/peers/poker.py --peers DIR [--rounds 2] [--workload random|enum|both]
        [--bench .build/release/engine-bench]

DIR holds `poker_omp` and `poker_phe` as `Benchmarks/peers/build.sh` builds them (a missing
one is left out); `engine-bench` is baraja's benchmark (`swift build -c release --product
engine-bench`). Workloads: `random`, 10 M random 7-card hands generated beforehand as card
indices by the same generator and seed in every program (each prints the FNV-1a
fingerprint of its hands: the script fails unless all agree); `enum`, all 133,784,560
hands by nested loops (each checks its category counts). Each round runs every program once
on a workload, one after the other (the first program alternating from round to round);
each run prints its median CPU time of 5 (random) or 3 (enum) passes. The table gives, per
program, the range of those medians over the rounds, and baraja's speed against each
peer's in every round (its time over baraja's: above 1, baraja is faster).
"""
import argparse
import datetime
import os
import re
import subprocess
import sys


def run(argv, workload):
    out = subprocess.run(argv, capture_output=True, text=True, check=True).stdout
    fingerprint = re.search(r"fingerprint ([0-9a-f]+)", out)
    if "WRONG" in out:
        sys.exit("%s: wrong category counts:\n%s" % (" ".join(argv), out))
    # "(123.4 ms of CPU time)" or "123.4 ms of CPU time (…)"
    ms = re.findall(r"([0-9.]+) ms of CPU time", out)
    if not ms:
        sys.exit("%s: no CPU time in its output:\n%s" % (" ".join(argv), out))
    return float(ms[0]), fingerprint.group(1) if fingerprint else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--peers", required=True)
    parser.add_argument("--bench", default=".build/release/engine-bench")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--workload", choices=["random", "enum", "both"], default="both")
    args = parser.parse_args()
    programs = [("baraja", lambda w: [args.bench, "poker-random" if w == "random" else "poker-enum"])]
    for name, exe in (("OMPEval", "poker_omp"), ("PH Evaluator", "poker_phe")):
        path = os.path.join(args.peers, exe)
        if os.access(path, os.X_OK):
            programs.append((name, lambda w, path=path, exe=exe: [path, exe.split("_")[1], w]))
    workloads = ["random", "enum"] if args.workload == "both" else [args.workload]
    load_before = os.getloadavg()
    started = datetime.datetime.now(datetime.timezone.utc)
    times = {(w, n): [] for w in workloads for n, _ in programs}
    for w in workloads:
        fingerprints = set()
        for r in range(args.rounds):
            order = programs[r % len(programs):] + programs[:r % len(programs)]
            for name, argv in order:
                ms, fp = run(argv(w), w)
                times[(w, name)].append(ms)
                if fp:
                    fingerprints.add(fp)
        if w == "random" and len(fingerprints) != 1:
            sys.exit("the programs' hands differ: fingerprints %s" % sorted(fingerprints))
        if w == "random":
            print("random hands: every program's fingerprint %s" % fingerprints.pop())
    load_after = os.getloadavg()
    print("%s UTC, %d rounds, load average before %.2f %.2f %.2f, after %.2f %.2f %.2f" %
          (started.strftime("%Y-%m-%d %H:%M"), args.rounds, *load_before, *load_after))
    print()
    print("| workload | program | CPU ms (median of passes, over the rounds) | baraja's speed against it, by round |")
    print("|---|---|---|---|")
    for w in workloads:
        mine = times[(w, "baraja")]
        for name, _ in programs:
            t = times[(w, name)]
            speed = "" if name == "baraja" else ", ".join("%.2f×" % (b / a) for a, b in zip(mine, t))
            print("| %s | %s | %s | %s |" % (
                "10 M random hands" if w == "random" else "all 133,784,560 hands", name,
                "%.0f–%.0f" % (min(t), max(t)) if len(t) > 1 else "%.0f" % t[0], speed))


if __name__ == "__main__":
    main()
