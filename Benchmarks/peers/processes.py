#!/usr/bin/env python3
"""Whole processes' CPU time, command lines taken in turns.

    python3 Benchmarks/peers/processes.py N 'COMMAND LINE' ['COMMAND LINE' ...]

Runs each command line (split on spaces; leading NAME=VALUE words set its environment) once
in every one of N rounds, one after the other, and prints for each the median and the least
CPU time of its process (user + system, from wait4) over the rounds, with the load. E.g. a
quick `baraja solve` beside Solvitaire and a Swift "hello":

    python3 Benchmarks/peers/processes.py 21 '.build/release/baraja solve deal.json' \\
        '/tmp/peers/solvitaire --type klondike-deal-1 --classify deal.json'
"""
import os
import statistics
import subprocess
import sys


def cpu(argv, env):
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    _, _, usage = os.wait4(proc.pid, 0)
    proc.returncode = 0  # reaped here
    return (usage.ru_utime + usage.ru_stime) * 1000


def main():
    if len(sys.argv) < 3 or not sys.argv[1].isdigit():
        sys.exit(__doc__)
    rounds = int(sys.argv[1])
    commands = []
    for line in sys.argv[2:]:
        env = dict(os.environ)
        words = line.split()
        while words and "=" in words[0]:
            key, value = words.pop(0).split("=", 1)
            env[key] = value
        commands.append((words, env, line))
    before = os.getloadavg()
    times = [[] for _ in commands]
    for _ in range(rounds):
        for i, (words, env, _) in enumerate(commands):
            times[i].append(cpu(words, env))
    after = os.getloadavg()
    print("%d rounds, load average before %.2f, after %.2f" % (rounds, before[0], after[0]))
    for (_, _, line), t in zip(commands, times):
        print("%8.2f ms median, %8.2f ms least   %s" % (statistics.median(t), min(t), line))


if __name__ == "__main__":
    main()
