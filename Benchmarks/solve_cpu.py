#!/usr/bin/env python3
"""A whole `baraja solve` process beside Solvitaire's whole process, in CPU time, on the same deals.

    python3 Benchmarks/solve_cpu.py --solvitaire PATH [--baraja .build-release/release/baraja]
        [--draw 1,3] [--first 1] [--count 300] [--budget 10] [--rounds 1]

The deals are Benchmarks/peers/deals.py's (seeds FIRST..FIRST+COUNT-1; their fingerprint is
printed: the same figure means the same deals), as Solvitaire's JSON, which both programs read.
For each draw mode, each deal goes to one process of each program in turn, the first of the
two alternating from deal to deal (interleaved: a change in the machine's load falls on both):

- `baraja solve --lang en --draw D --budget B N.json`
- `solvitaire --type klondike-deal-1|klondike --classify --timeout MS N.json`

Each process's CPU time is its user + system time from wait4 (the whole process: start-up,
reading the deal, the search, the answer). Prints per draw mode each program's median, 25th
and 90th percentile CPU, the ratio of the medians (baraja / Solvitaire), their verdicts, the
length of baraja's lines, and the load average before and after; then the date. Build baraja as it ships
(`swift build -c release --static-swift-stdlib --scratch-path .build-release`; it needs
BARAJA_CATALOGS=$PWD/Localizations, set here when unset) and Solvitaire with
Benchmarks/peers/build.sh. Run it with `nice` on a shared machine: both programs are niced alike.
"""
import argparse
import datetime
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "peers"))
import deals as dealgen  # noqa: E402


def run(argv, timeout):
    """(standard output, CPU milliseconds of the whole process, from wait4)."""
    with tempfile.TemporaryFile() as out:
        proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.DEVNULL)
        timer = threading.Timer(timeout, proc.kill)
        timer.start()
        _, _, usage = os.wait4(proc.pid, 0)
        proc.returncode = 0  # reaped here, not by Popen
        timer.cancel()
        out.seek(0)
        return out.read().decode("utf-8", "replace"), (usage.ru_utime + usage.ru_stime) * 1000


def baraja(path, draw, budget, deal):
    out, ms = run([path, "solve", "--lang", "en", "--draw", str(draw), "--budget", str(budget), deal], budget * 3 + 30)
    verdict = "won" if ": winnable" in out else "lost" if ": not winnable" in out else "undecided"
    moves = re.search(r": winnable, in (\d+) move", out)
    return verdict, ms, int(moves.group(1)) if moves else None


def solvitaire(path, draw, budget, deal):
    kind = "klondike-deal-1" if draw == 1 else "klondike"
    out, ms = run([path, "--type", kind, "--classify", "--timeout", str(int(budget * 1000)), deal], budget * 3 + 30)
    last = out.strip().split(",")[-1].strip() if out.strip() else ""
    return {"solved": "won", "unsolvable": "lost"}.get(last, "undecided"), ms, None


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(p * len(values)))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--solvitaire", required=True, help="Solvitaire's binary (Benchmarks/peers/build.sh)")
    parser.add_argument("--baraja", default=os.path.join(HERE, "..", ".build-release", "release", "baraja"))
    parser.add_argument("--draw", default="1,3", help="the draw modes, e.g. 1,3")
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--budget", type=float, default=10, help="seconds a deal, for both programs")
    args = parser.parse_args()
    os.environ.setdefault("BARAJA_CATALOGS", os.path.join(HERE, "..", "Localizations"))
    for program in (args.baraja, args.solvitaire):
        if not os.access(program, os.X_OK):
            sys.exit("no program at %s" % program)

    scratch = tempfile.mkdtemp(prefix="baraja-solve-cpu-")
    seeds = list(range(args.first, args.first + args.count))
    fingerprint = dealgen.write(scratch, seeds)
    print("deals.py seeds %d-%d (fingerprint %s), %g s a deal; %s; %s"
          % (seeds[0], seeds[-1], fingerprint, args.budget, os.path.relpath(args.baraja), args.solvitaire))
    programs = [("baraja solve", baraja, args.baraja), ("Solvitaire", solvitaire, args.solvitaire)]
    for draw in [int(d) for d in args.draw.split(",")]:
        before = os.getloadavg()
        results = {name: [] for name, _, _ in programs}
        for k, seed in enumerate(seeds):
            deal = os.path.join(scratch, "%d.json" % seed)
            order = programs if k % 2 == 0 else programs[::-1]
            for name, solve, path in order:
                results[name].append(solve(path, draw, args.budget, deal))
        after = os.getloadavg()
        print()
        print("draw-%d, load average before %.2f %.2f %.2f, after %.2f %.2f %.2f"
              % (draw, *before, *after))
        print("| program | won | lost | undecided | median CPU (ms) | 25th (ms) | 90th (ms) |")
        print("|---|---|---|---|---|---|---|")
        medians = {}
        for name, _, _ in programs:
            rs = results[name]
            cpu = [r[1] for r in rs]
            medians[name] = statistics.median(cpu)
            print("| %s | %d | %d | %d | %.2f | %.2f | %.2f |" % (
                name, sum(r[0] == "won" for r in rs), sum(r[0] == "lost" for r in rs),
                sum(r[0] == "undecided" for r in rs), medians[name], percentile(cpu, 0.25), percentile(cpu, 0.9)))
        print("median CPU, baraja solve / Solvitaire: %.2f" % (medians["baraja solve"] / medians["Solvitaire"]))
        lines = [r[2] for r in results["baraja solve"] if r[2] is not None]
        if lines:
            print("baraja solve's lines (its wins): median %d moves, mean %.1f" % (statistics.median(lines),
                                                                                statistics.mean(lines)))
        contradictions = [s for s, a, b in zip(seeds, results["baraja solve"], results["Solvitaire"])
                          if {a[0], b[0]} == {"won", "lost"}]
        print("contradictions: %s" % (contradictions or "none"))
    print()
    print(datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"))
    for name in os.listdir(scratch):
        os.remove(os.path.join(scratch, name))
    os.rmdir(scratch)


if __name__ == "__main__":
    main()
