#!/usr/bin/env bash
# Builds the peers baraja is measured against from their sources, already on this machine
# (this script downloads nothing; ../../../shared/docs/peers.md or README.md here says where
# they come from). Each option names a source folder (a checkout, an extracted archive, or a
# git directory without a work tree, whose HEAD is exported first); a peer not named is skipped.
#
#   Benchmarks/peers/build.sh --out DIR [--solvitaire SRC] [--ks SRC] [--ompeval SRC] [--phevaluator SRC]
#
# Into DIR: `solvitaire` (g++ -O3 -flto, its sources compiled directly: its CMake step
# downloads googletest), `KlondikeSolver` (g++ -O3), `poker_omp` and `poker_phe`
# (poker_peers.cpp with OMPEval's HandEvaluator.cpp alone, or PH Evaluator's 7-card C
# evaluator; -O3, no -march=native). Needs g++ and, for Solvitaire, Boost's program_options
# and system (apt: libboost-program-options-dev libboost-system-dev).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="" solvitaire="" ks="" omp="" phe=""
while [ $# -gt 0 ]; do
    case "$1" in
        --out) out="$2"; shift 2 ;;
        --solvitaire) solvitaire="$2"; shift 2 ;;
        --ks) ks="$2"; shift 2 ;;
        --ompeval) omp="$2"; shift 2 ;;
        --phevaluator) phe="$2"; shift 2 ;;
        *) echo "build.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
[ -n "$out" ] || { echo "build.sh: --out DIR is required" >&2; exit 2; }
mkdir -p "$out"
out="$(cd "$out" && pwd)"
# A source may also be a git directory without a work tree (a bare clone or a mirror): its
# HEAD is then exported (git archive, nothing fetched) into a scratch folder and built there.
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
source_of() {
    if [ -f "$1/HEAD" ] && [ -d "$1/objects" ] && [ -d "$1/refs" ]; then
        mkdir -p "$scratch/$2"
        git --git-dir="$1" archive HEAD | tar -x -C "$scratch/$2"
        echo "$scratch/$2"
    else
        echo "$1"
    fi
}
[ -z "$solvitaire" ] || solvitaire="$(source_of "$solvitaire" solvitaire)"
[ -z "$ks" ] || ks="$(source_of "$ks" ks)"
[ -z "$omp" ] || omp="$(source_of "$omp" omp)"
[ -z "$phe" ] || phe="$(source_of "$phe" phe)"
if [ -n "$solvitaire" ]; then
    echo "building Solvitaire from $solvitaire"
    (cd "$solvitaire" && g++ -std=c++14 -O3 -flto -DNDEBUG -Ilib -Ilib/rapidjson $(find src/main -name '*.cpp') \
        -lboost_program_options -lboost_system -pthread -o "$out/solvitaire")
fi
if [ -n "$ks" ]; then
    echo "building Klondike-Solver from $ks"
    (cd "$ks" && g++ -O3 -o "$out/KlondikeSolver" *.cpp)
fi
if [ -n "$omp" ]; then
    echo "building OMPEval's evaluator from $omp"
    g++ -std=c++11 -O3 -DNDEBUG -DWITH_OMP -I"$omp" "$here/poker_peers.cpp" "$omp/omp/HandEvaluator.cpp" -o "$out/poker_omp"
fi
if [ -n "$phe" ]; then
    echo "building PH Evaluator's 7-card evaluator from $phe"
    src="$phe/cpp/src"
    [ -d "$src" ] || src="$phe/src"
    inc="$(dirname "$src")/include"
    objs=()
    for f in evaluator7.c hashtable7.c hash.c hashtable.c dptables.c rank.c 7462.c tables_bitwise.c; do
        gcc -std=c99 -O3 -I"$inc" -c "$src/$f" -o "$out/phe-${f%.c}.o"
        objs+=("$out/phe-${f%.c}.o")
    done
    g++ -std=c++11 -O3 -DNDEBUG -DWITH_PHE "$here/poker_peers.cpp" "${objs[@]}" -o "$out/poker_phe"
    rm -f "${objs[@]}"
fi
echo "built in $out:"
ls "$out"
