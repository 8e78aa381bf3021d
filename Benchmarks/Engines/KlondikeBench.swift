import CardKit
import Klondike

// The engine's types, by their short names in this file (other engines have their own `Move`s).
private typealias Move = Klondike.Move

/// Klondike: the engine's speed for a solver to come — random legal playouts (legal-move
/// generation, apply, undo) and the hint.
func klondikeBenchmark() {
    var games: [Klondike] = []
    for seed in 0..<200 { games.append(Klondike(seed: UInt64(seed))) }

    var moves = 0
    let playouts = medianTime(runs: 5) {
        var rng = SeededRNG(seed: 1)
        moves = 0
        for start in games {
            var g = start
            for _ in 0..<100 {
                let legal = g.legalMoves()
                guard !legal.isEmpty else { break }
                _ = g.apply(legal[rng.below(legal.count)])
                moves += 1
            }
            keep(g)
        }
    }
    print(
        "klondike: random play: \(Int((Double(moves) / playouts).rounded())) moves a second (legalMoves + apply; median of 5 runs of \(moves) moves)"
    )

    var undone = 0
    let undoTime = medianTime(runs: 5) {
        undone = 0
        for start in games {
            var g = start
            for _ in 0..<50 { _ = g.apply(.draw) }
            while !g.history.isEmpty {
                _ = g.undo()
                undone += 1
            }
            keep(g)
        }
    }
    print(
        "klondike: 50 draws then undo to the deal: \(Int((undoTime / Double(games.count) * 1e6).rounded())) µs a game")

    var hinted: [Klondike] = games
    for i in hinted.indices { for _ in 0..<10 { if let m = hinted[i].hint()?.move { _ = hinted[i].apply(m) } } }
    let hints = medianTime(runs: 5) { for g in hinted { keep(g.hint()) } }
    print(
        "klondike: hint: \(String(format1(hints / Double(hinted.count) * 1e6))) µs each (median of 5 runs of \(hinted.count))"
    )
}

private func format1(_ x: Double) -> String {
    let tenths = Int((x * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}

/// Klondike: how far `hint` alone takes a player. Each deal is played by always doing what
/// the hint says (`auto` when offered) until the game is won, the hint has nothing more to
/// offer, or a position comes back a third time.
func klondikeHintBenchmark() {
    for mode in [Klondike.DrawMode.one, .three] {
        var won = 0
        var stuck = 0
        var looped = 0
        var steps = 0
        let deals = 500
        let start = now()
        for seed in 0..<deals {
            var g = Klondike(seed: UInt64(seed), drawMode: mode)
            var seen: [String: Int] = [:]
            play: for _ in 0..<2000 {
                guard let hint = g.hint() else {
                    won += 1
                    break
                }
                steps += 1
                switch hint {
                case .finish:
                    _ = g.finish()
                case .none:
                    stuck += 1
                    break play
                default:
                    _ = g.apply(hint.move!)
                }
                if g.isWon {
                    won += 1
                    break
                }
                let p = g.position
                let key = "\(p.stock)\(p.waste)\(p.foundations)\(p.stacks)\(p.hidden)"
                seen[key, default: 0] += 1
                if seen[key]! >= 3 {
                    looped += 1
                    break
                }
            }
        }
        let seconds = now() - start
        print(
            "klondike: following the hint, draw \(mode.rawValue): \(won) of \(deals) deals won, \(stuck) ended with no hint, "
                + "\(looped) went round in circles (\(steps) hints, \(String(Int(seconds / Double(steps) * 1e9))) ns each)"
        )
    }
}
