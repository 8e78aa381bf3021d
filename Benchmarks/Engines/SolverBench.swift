#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CardKit
import Klondike
import KlondikeSolver

/// `engine-bench klondike-solve`: decides N seeded deals (seeds 1…N) and prints decided /
/// winnable / median and slowest time / peak memory. Environment: SOLVE_DEALS (default
/// 1000), SOLVE_DRAW (1 or 3, default 1), SOLVE_BUDGET (seconds a deal, default 10),
/// SOLVE_STATES (state limit, default 12 million), SOLVE_FIRST (first seed, default 1),
/// SOLVE_VERBOSE=1 prints one line a deal.
func klondikeSolveBenchmark() {
    func env(_ name: String, _ fallback: Int) -> Int {
        guard let v = getenv(name), let n = Int(String(cString: v)) else { return fallback }
        return n
    }
    let deals = env("SOLVE_DEALS", 1000)
    let draw: Klondike.DrawMode = env("SOLVE_DRAW", 1) == 3 ? .three : .one
    let seconds = Double(env("SOLVE_BUDGET", 10))
    let stateLimit = env("SOLVE_STATES", 12_000_000)
    let first = env("SOLVE_FIRST", 1)
    let verbose = env("SOLVE_VERBOSE", 0) == 1
    var times: [Double] = []
    var counts: [Verdict: Int] = [:]
    var totalStates = 0
    var slowest = (seed: 0, seconds: 0.0, states: 0)
    var lineMoves: [Int] = [], recycles: [Int] = []
    for seed in first..<(first + deals) {
        let game = Klondike(seed: UInt64(seed), drawMode: draw)
        let start = now()
        let deadline = start + seconds
        let solution = game.solve(budget: Budget(states: stateLimit, stop: { now() > deadline }))
        let t = now() - start
        times.append(t)
        counts[solution.verdict, default: 0] += 1
        totalStates += solution.states
        if t > slowest.seconds { slowest = (seed, t, solution.states) }
        if solution.verdict == .winnable {
            var g = game
            for move in solution.moves { _ = g.apply(move) }
            lineMoves.append(solution.moves.count)
            recycles.append(g.position.recycles)
        }
        if verbose {
            print("seed \(seed): \(solution.verdict) \(solution.moves.count) moves \(format(t * 1000)) ms \(solution.states) states")
        }
    }
    var usage = rusage()
    getrusage(0, &usage) // RUSAGE_SELF
    let sorted = times.sorted()
    let winnable = counts[.winnable, default: 0], unwinnable = counts[.unwinnable, default: 0]
    let undecided = counts[.undecided, default: 0]
    print("klondike solver, draw-\(draw.rawValue), seeds \(first)…\(first + deals - 1), budget \(Int(seconds)) s / \(stateLimit) states a deal")
    print("  decided \(winnable + unwinnable) of \(deals): winnable \(winnable) (\(format(100 * Double(winnable) / Double(deals)))%), unwinnable \(unwinnable), undecided \(undecided)")
    print("  time a deal: median \(format(sorted[sorted.count / 2] * 1000)) ms, 90th \(format(sorted[sorted.count * 9 / 10] * 1000)) ms, slowest \(format(slowest.seconds * 1000)) ms (seed \(slowest.seed), \(slowest.states) states); total \(format(times.reduce(0, +))) s")
    if !lineMoves.isEmpty {
        let m = lineMoves.sorted(), r = recycles.sorted()
        print("  winning lines: median \(m[m.count / 2]) moves, \(r[r.count / 2]) recycles of the waste (90th: \(m[m.count * 9 / 10]) moves, \(r[r.count * 9 / 10]) recycles)")
    }
    print("  states: \(totalStates) in all; peak memory \(usage.ru_maxrss / 1024) MB")
}

private func format(_ x: Double) -> String {
    let r = (x * 10).rounded() / 10
    return String(r)
}
