import Foundation
import Klondike
import KlondikeSolver

/// The best-first search alone (`Solver.bestFirstOnly`) on the seeds SOLVE_SEEDS lists
/// (comma-separated; or SOLVE_DEALS from SOLVE_FIRST), SOLVE_DRAW (1 or 3), BF_STATES
/// positions a deal (the solver's 200,000): a line a deal and the deals won.
func klondikeBestFirstBenchmark() {
    let draw: Klondike.DrawMode = envInt("SOLVE_DRAW", 1) == 3 ? .three : .one
    let states = envInt("BF_STATES", 200_000)
    let seeds = envSeeds(first: envInt("SOLVE_FIRST", 1), deals: envInt("SOLVE_DEALS", 100))
    var won = 0
    for seed in seeds {
        let game = Klondike(seed: UInt64(seed), drawMode: draw)
        let start = Date()
        let solution = Solver.bestFirstOnly(game.position, drawMode: draw, budget: Budget(states: states))
        let ms = Int(Date().timeIntervalSince(start) * 1000)
        if solution.verdict == .winnable { won += 1 }
        print(
            "seed \(seed): \(solution.verdict == .winnable ? "won in \(solution.states) positions" : "no win"), \(ms) ms"
        )
    }
    print("best-first search alone, draw-\(draw.rawValue), \(states) positions a deal: won \(won) of \(seeds.count)")
}

/// A complete search alone (`Solver.completeOnly`: with the "at once" rules unless AT_ONCE=0,
/// with the rule for parts of runs unless PART_RULE=0) on the seeds SOLVE_SEEDS lists (or SOLVE_DEALS from
/// SOLVE_FIRST), SOLVE_DRAW (1 or 3), SOLVE_STATES positions a deal (2 million): a line a
/// deal with its verdict, to set beside the solver's (a win it calls lost would be a wrong
/// rule).
func klondikeCompleteBenchmark() {
    let draw: Klondike.DrawMode = envInt("SOLVE_DRAW", 1) == 3 ? .three : .one
    let states = envInt("SOLVE_STATES", 2_000_000)
    let atOnce = envInt("AT_ONCE", 1) == 1
    let partRule = envInt("PART_RULE", 1) == 1
    let seeds = envSeeds(first: envInt("SOLVE_FIRST", 1), deals: envInt("SOLVE_DEALS", 100))
    var counts: [Verdict: Int] = [:]
    for seed in seeds {
        let game = Klondike(seed: UInt64(seed), drawMode: draw)
        let start = Date()
        let solution = Solver.completeOnly(
            game.position, drawMode: draw, budget: Budget(states: states), atOnce: atOnce,
            partRule: partRule)
        let ms = Int(Date().timeIntervalSince(start) * 1000)
        counts[solution.verdict, default: 0] += 1
        print("seed \(seed): \(solution.verdict) 0 moves \(ms) ms \(solution.states) states")
    }
    print(
        "complete search alone (at once: \(atOnce), part rule: \(partRule)), draw-\(draw.rawValue), \(states) positions a deal: "
            + "winnable \(counts[.winnable, default: 0]), not winnable \(counts[.unwinnable, default: 0]), undecided \(counts[.undecided, default: 0])"
    )
}
