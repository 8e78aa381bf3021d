#!/usr/bin/env python3
"""baraja's Klondike solver beside Solvitaire and Klondike-Solver, on the same deals.

    python3 Benchmarks/peers/klondike.py --peers DIR [--draw 1|3] [--first 1] [--count 300]
        [--step 1] [--budget 10] [--baraja .build/release/baraja] [--only solvitaire|ks]
        [--rerun 60] [--save FILE.json]
    python3 Benchmarks/peers/klondike.py --merge RUN1.json RUN2.json …   (one table of several runs)
    python3 Benchmarks/peers/klondike.py --from-log LOG --draw D --budget B --save RUN.json
    python3 Benchmarks/peers/klondike.py --rerun-of RUN.json --rerun 60 --draw D [--baraja …]

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
every deal's results as JSON, after each deal (a stopped run keeps what it did); `--merge` prints
one table of several saved runs of the same draw mode and budget over different deals (a long
range split into runs side by side); `--from-log` makes a saved run of a run's `--verbose`
output (a run stopped early: no peak memory); `--rerun-of` gives a saved run's undecided deals
to baraja again.
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


KS = "Klondike-Solver fast"  # its fast mode, /F

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


def parse_log(path, draw, budget):
    """A run's record from its `--verbose` lines (a run stopped before its end keeps them): the
    verdicts, lines and CPU of every deal it finished; no peak memory (0) and no fingerprint."""
    results, rerun = {}, {}
    deal = re.compile(r"^(\d+) (baraja .*)$")
    part = re.compile(r"(baraja|Solvitaire|Klondike-Solver /F|Klondike-Solver fast) (win|loss|undecided) (\S+) ([\d.]+) ms")
    again = re.compile(r"^(\d+) baraja --budget [\d.]+: (win|loss|undecided) (\S+) ([\d.]+) s, (\d+) MB$")
    with open(path) as f:
        for line in f:
            m = again.match(line.strip())
            if m:
                detail = None if m.group(3) == "None" else (int(m.group(3)) if m.group(3).isdigit() else m.group(3))
                rerun[int(m.group(1))] = (m.group(2), detail, float(m.group(4)), int(m.group(5)) * 1024)
                continue
            m = deal.match(line.strip())
            if not m:
                continue
            for name, verdict, detail, ms in part.findall(m.group(2)):
                detail = None if detail == "None" else (int(detail) if detail.isdigit() else detail)
                results.setdefault(KS if name.startswith("Klondike") else name, {})[int(m.group(1))] = (verdict, detail, float(ms) / 1000, 0)
    return {"draw": draw, "budget": budget, "fingerprint": None, "results": results,
            "rerun": {"budget": None, "results": rerun}, "loads": [], "extra": "", "log": path}


def load_record(path):
    with open(path) as f:
        record = json.load(f)
    record["results"] = {(KS if n.startswith("Klondike") else n): {int(s): tuple(r) for s, r in rs.items()}
                         for n, rs in record["results"].items()}
    record["rerun"]["results"] = {int(s): tuple(r) for s, r in record["rerun"]["results"].items()}
    return record


def save_record(record, path):
    out = dict(record)
    out["results"] = {n: {str(s): list(r) for s, r in rs.items()} for n, rs in record["results"].items()}
    out["rerun"] = {"budget": record["rerun"]["budget"],
                    "results": {str(s): list(r) for s, r in record["rerun"]["results"].items()}}
    with open(path + ".tmp", "w") as f:
        json.dump(out, f, indent=1)
    os.replace(path + ".tmp", path)


def report(records):
    """The table and the lists of one run, or of several runs of the same draw and budget over
    different deals (`--merge`)."""
    draw, budget = records[0]["draw"], records[0]["budget"]
    if any((r["draw"], r["budget"]) != (draw, budget) for r in records):
        sys.exit("klondike.py: --merge takes runs of one draw mode and one budget")
    names = [n for n in ("baraja", "Solvitaire", KS) if all(n in r["results"] for r in records)]
    results = {n: {} for n in names}
    rerun, rerun_budget = {}, None
    for r in records:
        for n in names:
            results[n].update(r["results"][n])
        rerun.update(r["rerun"]["results"])
        rerun_budget = rerun_budget or r["rerun"]["budget"]
    seeds = sorted(set.intersection(*(set(results[n]) for n in names)))
    print("Klondike draw-%d, deals.py seeds %d-%d (%d deals, in %d run%s), %g s a deal; baraja solve %s" % (
        draw, seeds[0], seeds[-1], len(seeds), len(records), "" if len(records) == 1 else "s", budget,
        records[0].get("extra") or "(no option)"))
    for r in records:
        print("run: %s; fingerprint %s; %s" % (r.get("span", r.get("log", "?")), r["fingerprint"],
                                              "; ".join(r.get("loads", [])) or "load not recorded"))
    print()
    print("| program | won | lost | undecided | median CPU (ms) | 90th CPU (ms) | CPU ratio to baraja (median) "
          "| peak memory, median / max (MB) |")
    print("|---|---|---|---|---|---|---|---|")
    base = statistics.median(results["baraja"][s][2] for s in seeds)
    for name in names:
        rs = [results[name][s] for s in seeds]
        cpus = [r[2] for r in rs]
        med = statistics.median(cpus)
        peaks = [r[3] / 1024 for r in rs if r[3]]
        print("| %s | %d | %d | %d | %.1f | %.1f | %.2f | %s |" % (
            name, sum(r[0] == "win" for r in rs), sum(r[0] == "loss" for r in rs),
            sum(r[0] == "undecided" for r in rs), med * 1000, pct(cpus, 0.9) * 1000, med / base if base else float("nan"),
            "%.0f / %.0f (%d deals)" % (statistics.median(peaks), max(peaks), len(peaks)) if peaks else "not recorded"))
    stopped = [s for s in seeds if results["baraja"][s][:2] == ("undecided", "memory")]
    undecided = [s for s in seeds if results["baraja"][s][0] == "undecided"]
    print()
    print("baraja undecided: %s" % (undecided or "none"))
    print("baraja undecided because its memory limit, not its time, stopped the search: %s" % (stopped or "none"))
    contradictions = [s for s in seeds if {results[n][s][0] for n in names} >= {"win", "loss"}]
    print("contradictions (one program wins, another proves a loss): %s" % (contradictions or "none"))
    others = [n for n in names if n != "baraja"]
    missed = [s for s in seeds if results["baraja"][s][0] == "undecided"
              and any(results[n][s][0] != "undecided" for n in others)]
    print("decided by a peer, undecided by baraja: %s" % (missed or "none"))
    if KS in results:
        both = [s for s in seeds if results["baraja"][s][0] == "win" and results[KS][s][0] == "win"]
        if both:
            mine = [results["baraja"][s][1] for s in both]
            theirs = [results[KS][s][1] for s in both]
            ratios = [a / b for a, b in zip(mine, theirs)]
            at_most = sum(a <= b for a, b in zip(mine, theirs))
            print("lines on the %d deals both baraja and Klondike-Solver (fast mode) win (moves without card turns): "
                  "baraja mean %.1f, Klondike-Solver mean %.1f; baraja's at most as long on %d (%.1f%%); "
                  "median ratio %.3f" % (len(both), statistics.mean(mine), statistics.mean(theirs), at_most,
                                         100 * at_most / len(both), statistics.median(ratios)))
            longer = [(s, a, b) for s, a, b in zip(both, mine, theirs) if a > b]
            if longer:
                print("longer than Klondike-Solver's: " + ", ".join("%d (%d vs %d)" % x for x in longer[:30])
                      + (", and %d more" % (len(longer) - 30) if len(longer) > 30 else ""))
    if rerun_budget:
        again = {s: rerun[s] for s in undecided if s in rerun}
        print()
        print("baraja's undecided deals again at --budget %g: %d of %d given again" % (
            rerun_budget, len(again), len(undecided)))
        if again:
            won = [s for s, r in again.items() if r[0] == "win"]
            lost = [s for s, r in again.items() if r[0] == "loss"]
            left = [s for s, r in again.items() if r[0] == "undecided"]
            peaks = [r[3] / 1024 for r in again.values()]
            print("decided %d more (won %s, lost %s); still undecided %s (%d by memory); "
                  "peak memory median %.0f MB, max %.0f MB" % (
                      len(won) + len(lost), won or "none", lost or "none", left or "none",
                      sum(again[s][1] == "memory" for s in left), statistics.median(peaks), max(peaks)))
            against = [s for s, r in again.items() if r[0] in ("win", "loss")
                       and any({r[0], results[n][s][0]} == {"win", "loss"} for n in others)]
            print("contradictions at --budget %g (baraja's verdict against a peer's): %s" % (
                rerun_budget, against or "none"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--peers", help="the folder build.sh built the peers in")
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
    parser.add_argument("--save", help="write the run's results to this JSON file (after every deal)")
    parser.add_argument("--merge", nargs="+", metavar="FILE",
                        help="print the table of saved runs (--save files) of one draw mode over different deals")
    parser.add_argument("--from-log", metavar="LOG",
                        help="with --save: a run's record from its --verbose output (a run stopped early)")
    parser.add_argument("--rerun-of", metavar="FILE",
                        help="with --rerun: give the undecided deals of this saved run to baraja again, saved back")
    args = parser.parse_args()

    if args.merge:
        report([load_record(p) for p in args.merge])
        return
    if args.from_log:
        save_record(parse_log(args.from_log, args.draw, args.budget), args.save or sys.exit("--from-log needs --save"))
        return

    extra = args.baraja_args.split()
    args.baraja = os.path.abspath(args.baraja)
    if not os.access(args.baraja, os.X_OK):
        sys.exit("no baraja at %s (swift build -c release)" % args.baraja)
    if args.rerun_of:
        record = load_record(args.rerun_of)
        seeds = sorted(s for s, r in record["results"]["baraja"].items() if r[0] == "undecided")
    else:
        if not args.peers:
            sys.exit("klondike.py: --peers DIR is required")
        seeds = list(range(args.first, args.first + args.count, args.step))
    programs = [("baraja", lambda d: baraja(args.baraja, args.draw, args.budget, d["json"], extra))]
    sv = os.path.join(args.peers or "", "solvitaire")
    ks = os.path.join(args.peers or "", "KlondikeSolver")
    if args.peers and args.only != "ks" and os.access(sv, os.X_OK):
        programs.append(("Solvitaire", lambda d: solvitaire(sv, args.draw, args.budget, d["json"])))
    if args.peers and args.only != "solvitaire" and os.access(ks, os.X_OK):
        programs.append((KS, lambda d: klondike_solver(ks, args.draw, args.budget, d["digits"])))

    paths = {"baraja": args.baraja, "Solvitaire": sv, KS: ks}
    scratch = tempfile.mkdtemp(prefix="baraja-peers-")
    try:
        fingerprint = dealgen.write(scratch, seeds)
        started = datetime.datetime.now(datetime.timezone.utc)
        load = "load average %.2f %.2f %.2f at %s UTC" % (*os.getloadavg(), started.strftime("%Y-%m-%d %H:%M"))
        if args.rerun_of:
            record["loads"].append("again at --budget %g: %s" % (args.rerun, load))
        else:
            record = {"draw": args.draw, "budget": args.budget, "fingerprint": fingerprint,
                      "results": {name: {} for name, _ in programs}, "rerun": {"budget": None, "results": {}},
                      "loads": ["before: " + load], "extra": " ".join(extra),
                      "span": "seeds %d-%d every %d" % (seeds[0], seeds[-1], args.step)}
            results = record["results"]
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
                if args.save:
                    save_record(record, args.save)
            record["loads"].append("after: load average %.2f %.2f %.2f" % os.getloadavg())
        if args.rerun:
            record["rerun"]["budget"] = args.rerun
            for seed in seeds:
                if record["results"]["baraja"][seed][0] == "undecided":
                    verdict, detail, cpu = baraja(args.baraja, args.draw, args.rerun,
                                                  os.path.join(scratch, "%d.json" % seed), extra)
                    record["rerun"]["results"][seed] = (verdict, detail, cpu, PEAK.get(args.baraja, 0))
                    if args.verbose:
                        print(seed, "baraja --budget %g: %s %s %.1f s, %.0f MB" % (
                            args.rerun, verdict, detail, cpu, record["rerun"]["results"][seed][3] / 1024), flush=True)
                    if args.save or args.rerun_of:
                        save_record(record, args.save or args.rerun_of)
            record["loads"].append("after the deals given again: load average %.2f %.2f %.2f" % os.getloadavg())
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    if args.save or args.rerun_of:
        save_record(record, args.save or args.rerun_of)
    report([record])


if __name__ == "__main__":
    main()
