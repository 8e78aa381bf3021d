import CardKit
import Foundation
import Klondike
import KlondikeSolver

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `engine-bench klondike-hint-check`: the solver's check of the hint's move
/// (`Solver.check`, as `hint` runs it: `solve`'s searches for 2,000,000 positions, cut at
/// CHECK_STATES positions each, 20,000), after every move of deals played by the checked
/// hint (its `instead` when the hint's move loses, then that line's moves while the hint's
/// own lose, as the table keeps it), up to 300 moves or the win or a stuck hint. Prints per
/// draw mode the median, 99th percentile and maximum time of a check (wall, and the thread's
/// CPU: on a loaded machine the CPU is the cost), the most positions one searched, how many
/// hints were proved to lose, and how many of those got a move of a winning line instead;
/// CHECK_VERBOSE=1 prints each such place (seed and the moves before it). Environment:
/// CHECK_DEALS (200), CHECK_FIRST (1), CHECK_DRAW (1 or 3; both when unset).
func klondikeHintCheckBenchmark() {
    let deals = envInt("CHECK_DEALS", 200)
    let first = envInt("CHECK_FIRST", 1)
    let states = envInt("CHECK_STATES", 20_000)
    let verbose = envInt("CHECK_VERBOSE", 0) == 1
    let modes: [Klondike.DrawMode] =
        switch envInt("CHECK_DRAW", 0) {
        case 1: [.one]
        case 3: [.three]
        default: [.one, .three]
        }
    for mode in modes {
        var times: [Double] = []
        var cpu: [Double] = []
        var worstCPU = (ms: 0.0, states: 0, seed: 0)
        var worst = (ms: 0.0, states: 0, seed: 0)
        var mostStates = 0
        var loses = 0
        var replaced = 0
        var won = 0
        for seed in first..<(first + deals) {
            var g = Klondike(seed: UInt64(seed), drawMode: mode)
            var typed: [String] = []
            var plan: (position: Klondike.Position, moves: [Klondike.Move])?
            for _ in 0..<300 {
                guard let hint = g.hint(), !g.isWon else { break }
                if case .finish = hint {
                    _ = g.finish()
                    break
                }
                guard let move = hint.move else { break }
                // As `hint` does: a winning line it already follows needs no search.
                if let line = plan, line.position == g.position, let next = line.moves.first {
                    plan = nil
                    let played = next
                    if move != next {
                        let start = now()
                        let startCPU = cpuNow()
                        let check = Solver.check(
                            move, from: Klondike(position: g.position, drawMode: mode), schedule: 2_000_000,
                            states: states)
                        times.append(now() - start)
                        cpu.append(cpuNow() - startCPU)
                        mostStates = max(mostStates, check.states)
                        if !check.loses {
                            _ = g.apply(move)
                            typed.append(typedMove(move))
                            continue
                        }
                        loses += 1
                        replaced += 1
                    }
                    _ = g.apply(played)
                    typed.append(typedMove(played))
                    if line.moves.count > 1 { plan = (g.position, Array(line.moves.dropFirst())) }
                    continue
                }
                plan = nil
                let start = now()
                let startCPU = cpuNow()
                let check = Solver.check(
                    move, from: Klondike(position: g.position, drawMode: mode), schedule: 2_000_000, states: states)
                let t = now() - start
                let c = cpuNow() - startCPU
                times.append(t)
                cpu.append(c)
                if c * 1000 > worstCPU.ms { worstCPU = (c * 1000, check.states, seed) }
                mostStates = max(mostStates, check.states)
                if t * 1000 > worst.ms { worst = (t * 1000, check.states, seed) }
                if check.loses { loses += 1 }
                if let instead = check.instead {
                    replaced += 1
                    if verbose {
                        // Whether the warning's first check alone (3,000 positions) proves the loss.
                        var after = Klondike(position: g.position, drawMode: mode)
                        _ = after.apply(move)
                        let warned =
                            Solver.lossCheck(after.position, drawMode: mode, states: 3_000).verdict == .unwinnable
                        print(
                            "draw-\(mode.rawValue) seed \(seed): hint \(typedMove(move)) loses (warning's first check "
                                + "\(warned ? "proves it" : "does not")), \(typedMove(instead)) wins, after: "
                                + typed.joined(separator: "; "))
                    }
                }
                let played = check.instead ?? move
                _ = g.apply(played)
                typed.append(typedMove(played))
                if check.instead != nil, !check.rest.isEmpty { plan = (g.position, check.rest) }
            }
            if g.isWon { won += 1 }
        }
        let t = times.sorted()
        let c = cpu.sorted()
        guard !t.isEmpty else { continue }
        func ms(_ x: Double) -> String { String(format: "%.2f", x * 1000) }
        print(
            "klondike hint check, draw-\(mode.rawValue), \(states) positions: \(t.count) checks on \(deals) deals: "
                + "median \(ms(t[t.count / 2])) ms, 99th \(ms(t[min(t.count - 1, t.count * 99 / 100)])) ms, "
                + "max \(ms(t[t.count - 1])) ms (seed \(worst.seed), \(worst.states) positions); CPU: median "
                + "\(ms(c[c.count / 2])) ms, 99th \(ms(c[min(c.count - 1, c.count * 99 / 100)])) ms, max "
                + "\(ms(c[c.count - 1])) ms (seed \(worstCPU.seed), \(worstCPU.states) positions); most positions a check "
                + "searched \(mostStates); hint proved to lose \(loses), a winning move instead \(replaced); "
                + "deals won following the checked hint \(won)")
    }
}
