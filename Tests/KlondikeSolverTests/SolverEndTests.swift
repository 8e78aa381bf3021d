import Testing

@testable import CardKit
@testable import Klondike
@testable import KlondikeSolver

/// Draw-1 deal 84 of `Benchmarks/peers/deals.py` (Klondike-Solver's deck string) and
/// Klondike-Solver's fast mode's line for it (its own notation: `DRn` n draws, `NEW` the waste
/// turned back, `F#` a card turned, which is no move of ours, `XY` or `XY-n` a move), 117
/// moves as the game counts them: one fewer than `Solver.shortest` found before its end was
/// searched whole.
private let deal84 =
    "121012113064091054061124111023102104071022053134041052123122013133033073014021032024051081072092132034074042"
    + "093101112103094043131082044083011063031114062084"
private let line84 =
    "75 F7 DR11 W1 W1 W1 DR8 WC 6C F6 DR2 WC DR1 W4 DR2 W1 61 F6 6H F6 76 F7 7S F7 5S 27 F2 2D 3D F3 6D 6C F6 NEW "
    + "DR1 WC DR3 W6 DR2 WS DR2 WD 72-2 F7 7D F7 DR1 W3 DR1 W3 DR4 WS W3 73 F7 71 W7 47-2 F4 41 F4 4H F4 5H F5 WH "
    + "1H DR2 WH DR1 WD 1C 3C 1H WH 35-4 F3 63-2 F6 6S 4S WS 1S 1H W4 WD 5D WC 3D 5S 5H 3S 7S 3H 7H 57-2 F5 2S 5S F5 "
    + "5D F5 5C 1C 1D 7C 1C 7D 2H 4D 7C"

/// The positions along Klondike-Solver's line (after each of its words) and the moves made to
/// each, in the game's count.
private func positions84() -> [(moves: Int, position: Klondike.Position)] {
    guard case .success(let deal) = Klondike.deal(deckString: deal84) else { return [] }
    var game = Klondike(position: deal, drawMode: .one)
    func pile(_ ch: Character) -> Klondike.Pile {
        switch ch {
        case "W": .waste
        case "S": .foundation(0)
        case "H": .foundation(1)
        case "D": .foundation(2)
        case "C": .foundation(3)
        default: .stack(Int(String(ch))! - 1)
        }
    }
    var made = 0
    var out: [(Int, Klondike.Position)] = [(0, deal)]
    for word in line84.split(separator: " ") {
        let w = Array(word)
        if word.hasPrefix("DR") || word == "NEW" {
            let n = word == "NEW" ? 1 : Int(word.dropFirst(2))!
            for _ in 0..<n {
                #expect(game.refusal(for: .draw) == nil)
                _ = game.apply(.draw)
            }
            made += n
        } else if w[0] == "F" {
            continue
        } else {
            let count = word.contains("-") ? Int(word.split(separator: "-")[1])! : 1
            let move = Klondike.Move.transfer(from: pile(w[0]), to: pile(w[1]), count: count)
            #expect(game.refusal(for: move) == nil, "\(word)")
            _ = game.apply(move)
            made += 1
        }
        out.append((made, game.position))
    }
    #expect(game.isWon && made == 117)
    return out
}

@Suite struct SolverEndTests {
    /// The bound the whole search of a line's end prunes by is never above the moves a win
    /// still takes: along Klondike-Solver's line, where a face-up run lies over two face-down
    /// cards each under a higher card of its suit in the run (one move takes both away),
    /// `leastMovesLeft` counted one move too many.
    @Test func theEndSearchsBoundIsALowerBoundAlongAWinningLine() {
        let line = positions84()
        #expect(line.count > 80)
        for (made, position) in line {
            guard let search = Search(position, drawMode: .one, budget: Budget(states: 1)) else { continue }
            #expect(made + search.fewestMovesLeft() <= 117, "after \(made) moves")
        }
    }

    /// From Klondike-Solver's position after 86 moves, its line ends in 31 more, which puts a
    /// waste card on a stack only to reach the one under it (`W4` then `WD`): the whole search
    /// of the end (`Shortener.exact`, a talon card on a stack need not be covered next) finds
    /// as short an end; the usual depth-first shortening (the card must be covered next) finds
    /// none shorter than 32.
    @Test func theEndSearchFindsAnEndThatPutsAWasteCardOnAStackToReachTheOneUnderIt() {
        guard let (made, position) = positions84().first(where: { $0.moves == 86 }) else {
            Issue.record("no position after 86 moves")
            return
        }
        #expect(made == 86)
        var options = Solver.shorteningOptions(bestFirst: false)
        let usual = Shortener(position, drawMode: .one, bound: 32, limit: 100_000, options: options)!
        usual.leastBound = true
        #expect(usual.run() == nil)
        options.coverRule = false
        options.partOnlyForHome = true
        let whole = Shortener(position, drawMode: .one, bound: 32, limit: 100_000, options: options)!
        whole.exact = true
        let steps = whole.run()
        let moves = steps.flatMap { Solver.engineMoves($0, from: position, drawMode: .one) }
        #expect(moves?.count == 31)
    }

    /// The line with its end searched whole still wins, and is never longer; on some of these
    /// deals it is shorter.
    @Test func theLineWithItsEndSearchedStillWinsAndIsNoLonger() {
        var shorter = 0
        for mode in Klondike.DrawMode.allCases {
            for seed in UInt64(1)...8 {
                let game = Klondike(seed: seed, drawMode: mode)
                let first = game.solve(budget: Budget(states: 30_000, shortening: 0))
                guard first.verdict == .winnable else { continue }
                let end = Solver.shortenedEnd(first.moves, from: game.position, drawMode: mode, limit: 5_000)
                #expect(game.replays(end), "seed \(seed), draw-\(mode.rawValue)")
                #expect(end.count <= first.moves.count)
                if end.count < first.moves.count { shorter += 1 }
            }
        }
        #expect(shorter >= 1)
    }
}
