import TestSupport
import Testing

@testable import CardKit
@testable import Klondike
@testable import KlondikeSolver

private let s = FrenchSuit.spades
private let h = FrenchSuit.hearts
private let c = FrenchSuit.clubs

@Suite struct SolverBackFromAFoundationTests {
    /// The solver wins a position where only a card taken back from its foundation saves the game.
    @Test func theSolverWinsALineThatNeedsACardBackFromItsFoundation() {
        for mode in Klondike.DrawMode.allCases {
            let solution = Solver.solve(Endgames.worryBack, drawMode: mode)
            #expect(solution.verdict == .winnable)
            #expect(Klondike(position: Endgames.worryBack, drawMode: mode).replays(solution.moves))
        }
    }
}

@Suite struct SolverShorterLineTests {
    /// The search for a shorter line only ever returns a line that wins, and no longer one.
    @Test func aShorterLineStillWinsAndIsNoLonger() {
        var shortened = 0
        for mode in Klondike.DrawMode.allCases {
            for seed in UInt64(1)...12 {
                let game = Klondike(seed: seed, drawMode: mode)
                let first = game.solve(budget: Budget(states: 30_000, shortening: 0))
                guard first.verdict == .winnable else { continue }
                let shorter = Solver.shortened(first, from: game.position, drawMode: mode, within: 3_000)
                #expect(game.replays(shorter.moves), "seed \(seed), draw-\(mode.rawValue)")
                #expect(shorter.moves.count <= first.moves.count)
                if shorter.moves.count < first.moves.count { shortened += 1 }
            }
        }
        #expect(shortened >= 6, "\(shortened) lines shortened")
    }

    /// The best-first search going on after its wins (`BestFirst.shorter`) finds, within the
    /// same positions, lines shorter than the depth-first search for a shorter line on most
    /// deals, and never a line that does not win or is not shorter than its bound.
    @Test func theBestFirstSearchShortensMoreThanTheDepthFirstOne() throws {
        var better = 0
        var worse = 0
        for mode in Klondike.DrawMode.allCases {
            for seed in UInt64(1)...12 {
                let game = Klondike(seed: seed, drawMode: mode)
                let first = game.solve(budget: Budget(states: 30_000, shortening: 0))
                guard first.verdict == .winnable else { continue }
                let bestFirst = try #require(BestFirst(game.position, drawMode: mode, budget: Budget(states: 3_000)))
                let depthFirst = try #require(
                    Shortener(game.position, drawMode: mode, bound: first.moves.count, limit: 3_000))
                let a = bestFirst.shorter(than: first.moves.count).flatMap {
                    Solver.engineMoves(
                        Solver.simplified($0, from: game.position, drawMode: mode), from: game.position, drawMode: mode)
                }
                let b = depthFirst.run().flatMap {
                    Solver.engineMoves(
                        Solver.simplified($0, from: game.position, drawMode: mode), from: game.position, drawMode: mode)
                }
                if let a {
                    #expect(game.replays(a), "seed \(seed), draw-\(mode.rawValue)")
                    #expect(a.count < first.moves.count)
                }
                let (x, y) = (a?.count ?? first.moves.count, b?.count ?? first.moves.count)
                if x < y { better += 1 }
                if x > y { worse += 1 }
            }
        }
        #expect(better >= 3 * max(worse, 1), "shorter on \(better) deals, longer on \(worse)")
    }

    /// The longer search for a shorter line (`solve --shortest`): its line still wins when
    /// replayed by the engine, is never longer than the line it started from, and is shorter
    /// on most deals.
    @Test func theShortestLineSearchKeepsAWinningLine() {
        var shorter = 0
        var deals = 0
        for mode in Klondike.DrawMode.allCases {
            for seed in UInt64(1)...8 {
                let game = Klondike(seed: seed, drawMode: mode)
                let first = game.solve(budget: Budget(states: 30_000, shortening: 0))
                guard first.verdict == .winnable else { continue }
                deals += 1
                let best = Solver.shortest(first, from: game.position, drawMode: mode, within: 3_000)
                #expect(best.verdict == .winnable)
                #expect(game.replays(best.moves), "seed \(seed), draw-\(mode.rawValue)")
                #expect(best.moves.count <= first.moves.count, "seed \(seed), draw-\(mode.rawValue)")
                if best.moves.count < first.moves.count { shorter += 1 }
            }
        }
        #expect(deals >= 8)
        #expect(shorter * 4 >= deals * 3, "shorter on \(shorter) of \(deals) deals")
    }

    /// Each of the best-first search's three shapes, going on after its wins, returns only
    /// lines that win (the solver keeps one only when, without detours, it is shorter in the
    /// engine's moves), and in each mode at least one shape finds a shorter one; a search
    /// told to stop at once changes nothing.
    @Test func everyShapeOfTheBestFirstSearchShortensToWinningLines() throws {
        for mode in Klondike.DrawMode.allCases {
            let game = Klondike(seed: 2, drawMode: mode)
            let first = game.solve(budget: Budget(states: 30_000, shortening: 0))
            try #require(first.verdict == .winnable)
            var shorter = 0
            for shape in [BestFirst.Shape.wide, .usual, .narrow] {
                let search = try #require(
                    BestFirst(game.position, drawMode: mode, budget: Budget(states: 2_000), shape: shape))
                guard let steps = search.shorter(than: first.moves.count) else { continue }
                let moves = try #require(
                    Solver.engineMoves(
                        Solver.simplified(steps, from: game.position, drawMode: mode), from: game.position,
                        drawMode: mode))
                #expect(game.replays(moves))
                if moves.count < first.moves.count { shorter += 1 }
            }
            #expect(shorter >= 1, "draw-\(mode.rawValue)")
            let stopped = Solver.shortest(first, from: game.position, drawMode: mode, within: 3_000, stop: { true })
            #expect(stopped.moves == first.moves)
        }
    }

    /// The draws the shortener counts for a talon card are the ones the engine makes.
    @Test func theDrawsCountedAreTheEnginesDraws() {
        for mode in Klondike.DrawMode.allCases {
            for p in 0...24 {
                for j in 0..<24 {
                    var game = Klondike(seed: 9, drawMode: mode)
                    let talon = game.position.stock.reversed() as [FrenchCard]
                    // Bring the waste to `p` cards.
                    var guardDraws = 0
                    while game.position.waste.count != p && guardDraws < 60 {
                        _ = game.apply(.draw)
                        guardDraws += 1
                    }
                    guard game.position.waste.count == p else { continue }
                    let reachable = Set(reachableIndices(pointer: p, count: 24, drawThree: mode == .three))
                    guard reachable.contains(j) else { continue }
                    var draws = 0
                    while game.position.waste.last != talon[j] && draws < 100 {
                        _ = game.apply(.draw)
                        draws += 1
                    }
                    #expect(
                        draws == Shortener.draws(from: p, to: j, of: 24, drawThree: mode == .three),
                        "draw-\(mode.rawValue), pointer \(p), card \(j)")
                }
            }
        }
    }

    /// The same with the waste at any number of cards, as it stands once a card was played from
    /// it (in draw-3 the draws of a pass then end on other cards than from the start): for
    /// every talon size, every waste and every card draws can bring up, the draws counted and
    /// whether the waste is turned back over are the engine's.
    @Test func theDrawsCountedAreTheEnginesDrawsFromAnyWaste() {
        let deck = Klondike(seed: 9).position.stock + Klondike(seed: 9).position.stacks.flatMap { $0 }
        for mode in Klondike.DrawMode.allCases {
            for n in [1, 2, 5, 22, 23, 24] {
                let talon = Array(deck.prefix(n))
                for p in 0...n {
                    for j in Set(reachableIndices(pointer: p, count: n, drawThree: mode == .three)) {
                        let position = Klondike.Position(
                            stock: talon[p...].reversed(), waste: Array(talon[..<p]), foundations: [0, 0, 0, 0],
                            stacks: Array(repeating: [], count: 7), hidden: Array(repeating: 0, count: 7))
                        var game = Klondike(position: position, drawMode: mode)
                        var draws = 0
                        var recycled = false
                        while game.position.waste.last != talon[j] && draws < 100 {
                            if game.position.stock.isEmpty { recycled = true }
                            _ = game.apply(.draw)
                            draws += 1
                        }
                        let counted = Shortener.talonCost(from: p, to: j, of: n, drawThree: mode == .three)
                        #expect(
                            counted.draws == draws && counted.recycled == recycled,
                            "draw-\(mode.rawValue), \(n) cards, pointer \(p), card \(j): \(counted), engine \(draws)")
                    }
                }
            }
        }
    }

    /// The talon indices draws can bring to the top: every one in draw-1; in draw-3 the top of
    /// the waste, every third from the pointer and the last, then every third from the start.
    private func reachableIndices(pointer p: Int, count n: Int, drawThree: Bool) -> [Int] {
        guard drawThree else { return Array(0..<n) }
        var result: [Int] = p > 0 ? [p - 1] : []
        var q = p
        while q < n {
            q = min(q + 3, n)
            result.append(q - 1)
        }
        q = 0
        while q < n {
            q = min(q + 3, n)
            result.append(q - 1)
        }
        return result
    }
}

@Suite struct SolverQuickAnswersTests {
    /// The short check between moves: a loss the relaxation or a small search proves, never
    /// a winnable deal.
    @Test func aShortCheckProvesOnlyLosses() {
        for mode in Klondike.DrawMode.allCases {
            #expect(Solver.provedLost(Endgames.frozen, drawMode: mode))
            #expect(!Solver.provedLost(Klondike(seed: 1, drawMode: mode).position, drawMode: mode))
            #expect(!Solver.provedLost(Endgames.almostWon, drawMode: mode))
        }
        #expect(Solver.provedLost(Klondike(seed: 21).position, drawMode: .one))
    }

    /// The cards an automatic move may put home: ♠3 (both red twos and ♣A are home), not ♥3
    /// (♣2 is not home, so a black two might still want it).
    @Test func safeCardsFollowTheSolversRule() {
        let p = Klondike.Position(
            stock: [], waste: [FrenchCard(3, h)], foundations: [2, 2, 2, 1],
            stacks: [[FrenchCard(3, s)], [FrenchCard(5, c)], [], [], [], [], []],
            hidden: [0, 0, 0, 0, 0, 0, 0])
        #expect(Solver.safeCards(in: p) == [FrenchCard(3, s)])
        var q = p
        q.foundations = [2, 2, 2, 2]
        #expect(Solver.safeCards(in: q) == [FrenchCard(3, s), FrenchCard(3, h)])
    }
}
