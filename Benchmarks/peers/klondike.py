#!/usr/bin/env python3
"""baraja's Klondike solver beside Solvitaire and Klondike-Solver, on the same deals.

    python3 Benchmarks/peers/klondike.py --peers DIR [--draw 1|3] [--first 1] [--count 300]
        [--step 1] [--budget 10] [--baraja .build/release/baraja] [--only solvitaire|ks]
        [--rerun 60] [--save FILE.json]

DIR holds the peers as `Benchmarks/peers/build.sh` builds them (`solvitaire`,
`KlondikeSolver`); a peer that is missing there is left out. The deals are
`deals.py`'s (its fingerprint is printed: the same figure means the same deals), written to
a scratch folder; each deal is given, one after the other and in turns (the first program
alternates from deal to deal), to a whole process of each program:

- `baraja solve --lang en --draw D --budget B N.json` (Solvitaire's file);
- `solvitaire --type klondike-deal-1|klondike --classify --timeout MS N.json`;
- `KlondikeSolver /DC D /F /O 2 /MOVES /D DIGITS` (its fast mode, the digits of N.txt), stopped
  after B seconds of CPU time (it has no time limit of its own).

For each, the process's CPU time (user + system, from wait4), its peak memory (maximum resident
set, from wait4) and its verdict; for baraja and
Klondike-Solver the length of the winning line in the game's moves as baraja counts them (a
move of cards, a draw, a turn of the waste back to the stock), i.e. without the card turns
Klondike-Solver writes as `F#` (baraja turns a face-down card itself). Prints the table,
the machine's load before and after, and the date. baraja's undecided deals are told apart
by what stopped the search: its time, or its memory limit ("memory, not time, stopped the
search"). With `--rerun B2`, every deal baraja left undecided is given again to baraja alone
with `--budget B2`: how many more it decides, and the memory those runs took. `--save` writes
every deal's results as JSON.
"""
import json
import argparse
import datetime
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import deals as dealgen  # noqa: E402


PEAK = {}  # the last process's peak resident memory in kB (wait4's ru_maxrss), by program path


def cpu_of(argv, timeout=None, cpu_limit=None):
    """(standard output, CPU seconds of the process: user + system from wait4, to the
    microsecond), the process killed after `timeout` seconds of wall time or `cpu_limit`
    seconds of CPU time. Its peak memory is left in PEAK[argv[0]]."""
    def limit():
        if cpu_limit:
            resource.setrlimit(resource.RLIMIT_CPU, (cpu_limit, cpu_limit + 1))
    with tempfile.TemporaryFile() as out:
        proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.DEVNULL, preexec_fn=limit)
        timer = threading.Timer(timeout, proc.kill) if timeout else None
        if timer:
            timer.start()
        _, _, usage = os.wait4(proc.pid, 0)
        proc.returncode = 0  # reaped here, not by Popen
        if timer:
            timer.cancel()
        PEAK[argv[0]] = usage.ru_maxrss
        out.seek(0)
        text = out.read().decode("utf-8", "replace")
    return text, usage.ru_utime + usage.ru_stime


def baraja(path, draw, budget, json_file, extra=()):
    out, cpu = cpu_of([path, "solve", "--lang", "en", "--draw", str(draw), "--budget", str(budget), *extra, json_file],
                            timeout=budget * 3 + 30)
    m = re.search(r": winnable, in (\d+) move", out)
    if m:
        return "win", int(m.group(1)), cpu
    if ": not winnable" in out:
        return "loss", None, cpu
    if "memory, not time, stopped the search" in out:
        return "undecided", "memory", cpu
    return "undecided", "time", cpu


def solvitaire(path, draw, budget, json_file):
    kind = "klondike-deal-1" if draw == 1 else "klondike"
    out, cpu = cpu_of([path, "--type", kind, "--classify", "--timeout", str(int(budget * 1000)), json_file],
                            timeout=budget * 3 + 30)
    last = out.strip().split(",")[-1].strip() if out.strip() else ""
    verdict = {"solved": "win", "unsolvable": "loss"}.get(last, "undecided")
    return verdict, None, cpu


def ks_length(moves):
    """Klondike-Solver's line in baraja's moves: `DRn` is n draws, `NEW` one (the waste back),
    `F#` a card turned (not a move in baraja), any other word one move of cards."""
    total = 0
    for word in moves.split():
        if word.startswith("DR"):
            total += int(word[2:])
        elif word.startswith("F") and word[1:].isdigit():
            continue
        else:
            total += 1
    return total


def klondike_solver(path, draw, budget, digits):
    # It has no time limit of its own: it is stopped after `budget` seconds of CPU time (not
    # of wall time, which on a loaded machine would leave it less than the others).
    out, cpu = cpu_of([path, "/DC", str(draw), "/F", "/O", "2", "/MOVES", "/D", digits], timeout=budget * 20 + 30,
                      cpu_limit=max(1, int(round(budget))))
    lines = out.split("\n")
    if lines and lines[0].startswith("Solved") and len(lines) > 1:
        return "win", ks_length(lines[1]), cpu
    if lines and lines[0].startswith("Impossible"):
        return "loss", None, cpu  # fast mode: "Impossible" only when no move at all is left
    return "undecided", None, cpu


def pct(values, p):
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(p * len(values)))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--peers", required=True, help="the folder build.sh built the peers in")
    parser.add_argument("--baraja", default=".build/release/baraja")
    parser.add_argument("--draw", type=int, choices=[1, 3], default=1)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--step", type=int, default=1, help="every STEP-th deal of first…first+count-1")
    parser.add_argument("--budget", type=float, default=10, help="seconds a deal, for every program")
    parser.add_argument("--only", choices=["solvitaire", "ks"], help="one peer only")
    parser.add_argument("--baraja-args", default="", help="more options for baraja solve, e.g. --shortest")
    parser.add_argument("--verbose", action="store_true", help="a line a deal")
    parser.add_argument("--rerun", type=float, help="give baraja's undecided deals again with this budget")
    parser.add_argument("--save", help="write every deal's results to this JSON file")
    args = parser.parse_args()

    extra = args.baraja_args.split()
    programs = [("baraja", lambda d: baraja(args.baraja, args.draw, args.budget, d["json"], extra))]
    sv = os.path.join(args.peers, "solvitaire")
    args.baraja = os.path.abspath(args.baraja)
    ks = os.path.join(args.peers, "KlondikeSolver")
    if args.only != "ks" and os.access(sv, os.X_OK):
        programs.append(("Solvitaire", lambda d: solvitaire(sv, args.draw, args.budget, d["json"])))
    if args.only != "solvitaire" and os.access(ks, os.X_OK):
        programs.append(("Klondike-Solver /F", lambda d: klondike_solver(ks, args.draw, args.budget, d["digits"])))
    if not os.access(args.baraja, os.X_OK):
        sys.exit("no baraja at %s (swift build -c release)" % args.baraja)

    paths = {"baraja": args.baraja, "Solvitaire": sv, "Klondike-Solver /F": ks}
    scratch = tempfile.mkdtemp(prefix="baraja-peers-")
    try:
        seeds = list(range(args.first, args.first + args.count, args.step))
        fingerprint = dealgen.write(scratch, seeds)
        load_before = os.getloadavg()
        started = datetime.datetime.now(datetime.timezone.utc)
        results = {name: {} for name, _ in programs}
        for k, seed in enumerate(seeds):
            deal = {"json": os.path.join(scratch, "%d.json" % seed)}
            with open(os.path.join(scratch, "%d.txt" % seed)) as f:
                deal["digits"] = f.read().strip()
            order = programs[k % len(programs):] + programs[:k % len(programs)]
            for name, solve in order:
                verdict, detail, cpu = solve(deal)
                results[name][seed] = (verdict, detail, cpu, PEAK.get(paths[name], 0))
            if args.verbose:
                print(seed, "  ".join("%s %s %s %.1f ms" % (n, *results[n][seed][:2], results[n][seed][2] * 1000)
                                      for n, _ in programs), flush=True)
        load_after = os.getloadavg()
        rerun = {}
        if args.rerun:
            for seed in seeds:
                if results["baraja"][seed][0] == "undecided":
                    verdict, detail, cpu = baraja(args.baraja, args.draw, args.rerun,
                                                  os.path.join(scratch, "%d.json" % seed), extra)
                    rerun[seed] = (verdict, detail, cpu, PEAK.get(args.baraja, 0))
                    if args.verbose:
                        print(seed, "baraja --budget %g: %s %s %.1f s, %.0f MB" % (
                            args.rerun, verdict, detail, cpu, rerun[seed][3] / 1024), flush=True)
            load_rerun = os.getloadavg()
    finally:
        shutil.rmtree(scratch, ignore_errors=True)

    print("Klondike draw-%d, deals.py seeds %d-%d every %d (%d deals, fingerprint %s), %g s a deal; baraja solve %s"
          % (args.draw, args.first, args.first + args.count - 1, args.step, len(seeds), fingerprint, args.budget,
             " ".join(extra) or "(no option)"))
    print("%s UTC, load average before %.2f %.2f %.2f, after %.2f %.2f %.2f" %
          (started.strftime("%Y-%m-%d %H:%M"), *load_before, *load_after))
    print()
    print("| program | won | lost | undecided | median CPU (ms) | 90th CPU (ms) | CPU ratio to baraja (median) "
          "| peak memory, median / max (MB) |")
    print("|---|---|---|---|---|---|---|---|")
    base = statistics.median(r[2] for r in results["baraja"].values())
    for name, _ in programs:
        rs = results[name].values()
        cpus = [r[2] for r in rs]
        med = statistics.median(cpus)
        peaks = [r[3] / 1024 for r in rs]
        print("| %s | %d | %d | %d | %.1f | %.1f | %.2f | %.0f / %.0f |" % (
            name, sum(r[0] == "win" for r in rs), sum(r[0] == "loss" for r in rs),
            sum(r[0] == "undecided" for r in rs), med * 1000, pct(cpus, 0.9) * 1000, med / base if base else float("nan"),
            statistics.median(peaks), max(peaks)))
    stopped = [s for s in seeds if results["baraja"][s][:2] == ("undecided", "memory")]
    print()
    print("baraja undecided because its memory limit, not its time, stopped the search: %s" % (stopped or "none"))
    contradictions = [s for s in seeds if {results[n][s][0] for n, _ in programs} >= {"win", "loss"}]
    print()
    print("contradictions (one program wins, another proves a loss): %s" % (contradictions or "none"))
    others = [n for n, _ in programs if n != "baraja"]
    missed = [s for s in seeds if results["baraja"][s][0] == "undecided"
              and any(results[n][s][0] != "undecided" for n in others)]
    print("decided by a peer, undecided by baraja: %s" % (missed or "none"))
    if "Klondike-Solver /F" in results:
        both = [s for s in seeds if results["baraja"][s][0] == "win" and results["Klondike-Solver /F"][s][0] == "win"]
        if both:
            mine = [results["baraja"][s][1] for s in both]
            theirs = [results["Klondike-Solver /F"][s][1] for s in both]
            ratios = [a / b for a, b in zip(mine, theirs)]
            at_most = sum(a <= b for a, b in zip(mine, theirs))
            print("lines on the %d deals both baraja and Klondike-Solver /F win (moves without card turns): "
                  "baraja mean %.1f, Klondike-Solver mean %.1f; baraja's at most as long on %d (%.1f%%); "
                  "median ratio %.3f" % (len(both), statistics.mean(mine), statistics.mean(theirs), at_most,
                                         100 * at_most / len(both), statistics.median(ratios)))
            longer = [(s, a, b) for s, a, b in zip(both, mine, theirs) if a > b]
            if longer:
                print("longer than Klondike-Solver's: " + ", ".join("%d (%d vs %d)" % x for x in longer))
    if args.rerun:
        print()
        print("baraja's %d undecided deals again at --budget %g (load after %.2f %.2f %.2f):" % (
            len(rerun), args.rerun, *load_rerun))
        if rerun:
            won = [s for s, r in rerun.items() if r[0] == "win"]
            lost = [s for s, r in rerun.items() if r[0] == "loss"]
            left = [s for s, r in rerun.items() if r[0] == "undecided"]
            peaks = [r[3] / 1024 for r in rerun.values()]
            print("decided %d more (won %s, lost %s); still undecided %s (%d by memory); "
                  "peak memory median %.0f MB, max %.0f MB" % (
                      len(won) + len(lost), won or "none", lost or "none", left or "none",
                      sum(rerun[s][1] == "memory" for s in left), statistics.median(peaks), max(peaks)))
    if args.save:
        with open(args.save, "w") as f:
            json.dump({"draw": args.draw, "budget": args.budget, "fingerprint": fingerprint,
                       "results": {n: {str(s): list(r) for s, r in rs.items()} for n, rs in results.items()},
                       "rerun": {"budget": args.rerun, "results": {str(s): list(r) for s, r in rerun.items()}}},
                      f, indent=1)


if __name__ == "__main__":
    main()
