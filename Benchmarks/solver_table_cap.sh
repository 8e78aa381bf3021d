#!/usr/bin/env bash
# A longer budget decides what a shorter one could not, now that the solver's table of positions
# grows: each deal solved (1) within the memory of the old fixed table (`--memory 160M`: 64 MB
# for the rest of the program, and of the 96 MB left seven eighths, 84 MB, for the table: room
# for 2^23 slots but not 2^24, full at 7,340,032 keys, as the table was before it could grow) and
# (2) within the default limit (a quarter of the machine's memory). Under (1) a hard deal stops for memory while time is left, and says so;
# under (2) it searches on until the time is up, or decides.
#
# Usage: Benchmarks/solver_table_cap.sh [BINARY] [DRAW] [BUDGET] SEED...
#   e.g. Benchmarks/solver_table_cap.sh .build/release/baraja 3 60 431
set -euo pipefail
binary=${1:-.build/release/baraja} draw=${2:-3} budget=${3:-60}
shift 3 || true
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
echo "# $(date -u '+%Y-%m-%d %H:%M UTC'); $binary; draw $draw; budget $budget s; $(nproc) cores"
for seed in "$@"; do
    echo "export $folder/$seed.txt" | "$binary" --game klondike --seed "$seed" --draw "$draw" --lang en >/dev/null
    for memory in 160M default; do
        args=(solve --draw "$draw" --budget "$budget" --lang en)
        [ "$memory" = default ] || args+=(--memory "$memory")
        echo "## seed $seed, memory $memory, load $(cut -d' ' -f1-3 /proc/loadavg)"
        start=$(date +%s.%N)
        line=$(nice -n 10 "$binary" "${args[@]}" "$folder/$seed.txt")
        echo "  ${line#"$folder/"} [wall $(echo "$(date +%s.%N) - $start" | bc) s]"
    done
done
echo "# load $(cut -d' ' -f1-3 /proc/loadavg)"
