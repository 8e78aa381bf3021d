#!/usr/bin/env bash
# The game's own uses of the solver, before and after a change: the check between moves
# (`warn lost on`: `engine-bench klondike-warn`, 5,000 positions a check) and the search for a
# winnable deal (`new winnable`: `engine-bench klondike-solve` with 100,000 positions a deal and
# no shortening, as KlondikeTable.dealStates). Runs two engine-bench binaries in turn, ROUNDS
# times each (interleaved), niced, and prints their figures (wall and CPU time) with the load.
#
# Usage: Benchmarks/solver_ingame_ab.sh BEFORE/engine-bench AFTER/engine-bench [ROUNDS] [DEALS]
#   e.g. a release build of main (swift build -c release --product engine-bench, in a copy of
#   the tree made with `git archive main`) against .build/release/engine-bench.
set -euo pipefail
before=$1 after=$2 rounds=${3:-2} deals=${4:-100}
echo "# $(date -u '+%Y-%m-%d %H:%M UTC'); $(nproc) cores; rounds $rounds; deals $deals"
for round in $(seq 1 "$rounds"); do
    for side in before after; do
        binary=${!side}
        echo "## round $round, $side ($binary), load $(cut -d' ' -f1-3 /proc/loadavg)"
        WARN_DEALS=$deals WARN_DRAW=1 nice -n 10 "$binary" klondike-warn | tail -n 1
        SOLVE_DEALS=$deals SOLVE_STATES=100000 SOLVE_SHORTEN=0 SOLVE_BUDGET=10 nice -n 10 "$binary" klondike-solve \
            | grep -E "decided|time a deal"
    done
done
echo "# load $(cut -d' ' -f1-3 /proc/loadavg)"
