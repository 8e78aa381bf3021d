import CardKit
import Klondike
import KlondikeSolver

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `engine-bench klondike-warn`: the check `warn lost on` runs between moves
/// (`Solver.lossCheck`), timed after every move of many games. Each deal is played by the
/// hint's move three times in four and a random legal move otherwise (so that games get lost
/// as a person's do), up to WARN_MOVES moves (150) or the win; after each move the check runs
/// once for each budget. Prints, per budget, the median, 99th percentile and maximum time of a
/// check, and how many checks proved a loss (by the relaxation alone, or by the search), found
/// a win, or could not tell. Environment: WARN_DEALS (300), WARN_FIRST (first seed, 1),
/// WARN_DRAW (1 or 3; both when unset), WARN_STATES (budgets, comma-separated: 5000),
/// WARN_MOVES (150), WARN_VERBOSE=1: for each deal, the move where a loss was first proved and
/// the commands that lead there (for a golden transcript).
func klondikeWarnBenchmark() {
    let deals = envInt("WARN_DEALS", 300)
    let first = envInt("WARN_FIRST", 1)
    let maxMoves = envInt("WARN_MOVES", 150)
    let verbose = envInt("WARN_VERBOSE", 0) == 1
    let budgets = (getenv("WARN_STATES").map { String(cString: $0) } ?? "5000").split(separator: ",").compactMap {
        Int($0)
    }
    let modes: [Klondike.DrawMode] =
        switch envInt("WARN_DRAW", 0) {
        case 1: [.one]
        case 3: [.three]
        default: [.one, .three]
        }
    for mode in modes {
        var times = [[Double]](repeating: [], count: budgets.count)
        var cpu = [[Double]](repeating: [], count: budgets.count)
        var relaxed = [Int](repeating: 0, count: budgets.count)
        var searched = [Int](repeating: 0, count: budgets.count)
        var won = [Int](repeating: 0, count: budgets.count)
        var undecided = [Int](repeating: 0, count: budgets.count)
        var lostGames = [Int](repeating: 0, count: budgets.count)
        var worstStates = [Int](repeating: 0, count: budgets.count)
        for seed in first..<(first + deals) {
            var g = Klondike(seed: UInt64(seed), drawMode: mode)
            var rng = SeededRNG(seed: UInt64(seed) &* 7 &+ 3)
            var typed: [String] = []
            var provedAt = [Int?](repeating: nil, count: budgets.count)
            for moveNumber in 1...maxMoves {
                guard !g.isWon else { break }
                let legal = g.legalMoves()
                let hinted = g.hint()
                if case .finish = hinted {
                    _ = g.finish()
                    break
                }
                let move: Klondike.Move
                if let m = hinted?.move, rng.below(4) != 0 {
                    move = m
                } else if !legal.isEmpty {
                    move = legal[rng.below(legal.count)]
                } else {
                    break
                }
                _ = g.apply(move)
                typed.append(typedMove(move))
                if g.isWon { break }
                for (b, states) in budgets.enumerated() {
                    let start = now()
                    let startCPU = cpuNow()
                    let check = Solver.lossCheck(g.position, drawMode: mode, states: states)
                    times[b].append(now() - start)
                    cpu[b].append(cpuNow() - startCPU)
                    worstStates[b] = max(worstStates[b], check.states)
                    switch check.verdict {
                    case .unwinnable:
                        if check.states == 0 { relaxed[b] += 1 } else { searched[b] += 1 }
                        if provedAt[b] == nil {
                            provedAt[b] = moveNumber
                            lostGames[b] += 1
                        }
                    case .winnable: won[b] += 1
                    case .undecided: undecided[b] += 1
                    }
                }
            }
            if verbose, let at = provedAt.last ?? nil {
                print(
                    "draw-\(mode.rawValue) seed \(seed): lost proved after move \(at): \(typed.prefix(at).joined(separator: "; "))"
                )
            }
        }
        for (b, states) in budgets.enumerated() {
            let t = times[b].sorted()
            let c = cpu[b].sorted()
            guard !t.isEmpty else { continue }
            func ms(_ x: Double) -> String { String(Int((x * 1e5).rounded())).withDecimal(2) }
            func figures(_ t: [Double]) -> String {
                "median \(ms(t[t.count / 2])) ms, 99th \(ms(t[min(t.count - 1, t.count * 99 / 100)])) ms, max \(ms(t[t.count - 1])) ms"
            }
            print(
                "klondike warn lost, draw-\(mode.rawValue), \(states) positions: \(t.count) checks after moves of \(deals) deals: "
                    + "wall \(figures(t)); CPU \(figures(c)); proved lost \(relaxed[b] + searched[b]) (\(relaxed[b]) by the relaxation "
                    + "alone), winnable \(won[b]), undecided \(undecided[b]); \(lostGames[b]) deals proved lost on the way; "
                    + "most positions a check searched \(worstStates[b])")
        }
    }
}

/// The move as typed at the console (`draw`, `move 3 7 2`).
func typedMove(_ move: Klondike.Move) -> String {
    guard case .transfer(let from, let to, let count) = move else { return "draw" }
    func name(_ p: Klondike.Pile) -> String {
        switch p {
        case .stock: "s"
        case .waste: "w"
        case .foundation(let i): "f\(i + 1)"
        case .stack(let i): "\(i + 1)"
        }
    }
    return "move \(name(from)) \(name(to)) \(count)"
}

extension String {
    /// "1234" with 2 decimals: "12.34".
    fileprivate func withDecimal(_ places: Int) -> String {
        let padded = String(repeating: "0", count: max(0, places + 1 - count)) + self
        return padded.dropLast(places) + "." + padded.suffix(places)
    }
}
