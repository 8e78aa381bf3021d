import CardKit
import Testing

@testable import Klondike
@testable import KlondikeSolver

/// The best-first search (`BestFirst`, Klondike-Solver's fast mode with our moves): it wins
/// deals on which the depth-first searches lose their way, within its budget, and its "no
/// win" is never taken for a proof.
@Suite struct BestFirstTests {
    /// Draw-1 seed 493 and draw-3 seed 594 (won by Klondike-Solver's fast mode, left undecided
    /// at 10 s by the depth-first searches alone): the best-first search with the solver's
    /// budget wins them within a few thousand positions, where a complete depth-first search
    /// of 20,000 does not, and its line plays to a win in the game.
    @Test(arguments: [(493, Klondike.DrawMode.one, 1_000), (594, .three, 20_000)])
    func itWinsWhereTheDepthFirstSearchesGetLost(seed: Int, mode: Klondike.DrawMode, within states: Int) throws {
        let deal = Klondike(seed: UInt64(seed), drawMode: mode).position
        let depthFirst = try #require(
            Search(
                deal, drawMode: mode, budget: Budget(states: 20_000),
                options: Search.Options(coverRule: false, partOnlyForHome: true)))
        #expect(depthFirst.run() == .undecided)
        let best = try #require(BestFirst(deal, drawMode: mode, budget: Budget(states: Solver.bestFirstStates)))
        try #require(best.run())
        #expect(best.states <= states)
        let moves = try #require(Solver.engineMoves(best.search.line.all, from: deal, drawMode: mode))
        var game = Klondike(position: deal, drawMode: mode)
        for move in moves {
            #expect(game.refusal(for: move) == nil)
            _ = game.apply(move)
        }
        #expect(game.isWon)
    }

    /// The solver's schedule has one best-first search, before the complete ones, and it is
    /// not complete (a loss is never proved by it); `Solver.solve` wins draw-1 seed 493 with it.
    @Test func theSolverAsksItBeforeTheCompleteSearches() throws {
        for mode in Klondike.DrawMode.allCases {
            let phases = Solver.schedule(5_000_000, drawMode: mode)
            let best = phases.indices.filter { phases[$0].options.bestFirst }
            try #require(best.count == 1)
            #expect(!phases[best[0]].options.isComplete)
            #expect(phases[best[0]].states == Solver.bestFirstStates)
            let firstComplete = try #require(phases.firstIndex { $0.options.isComplete && $0.options.partOnlyForHome })
            #expect(best[0] < firstComplete)
        }
        let deal = Klondike(seed: 493, drawMode: .one).position
        let solution = Solver.solve(deal, drawMode: .one, budget: Budget(states: 400_000))
        #expect(solution.verdict == .winnable)
        var game = Klondike(position: deal, drawMode: .one)
        for move in solution.moves { _ = game.apply(move) }
        #expect(game.isWon)
    }

    /// On a lost deal it runs out of positions (or steps) without a win, within its budget.
    @Test func itProvesNothingOnALoss() throws {
        // Draw-1 seed 22: lost (the solver proves it in 43,749 positions).
        let deal = Klondike(seed: 22, drawMode: .one).position
        let best = try #require(BestFirst(deal, drawMode: .one, budget: Budget(states: 5_000)))
        #expect(!best.run())
        #expect(best.states <= 5_000)
    }

    /// A caller's `stop` ends the search (as undecided) and the solver's searches with it; it
    /// is asked every 1,024 positions expanded (each records three at most).
    @Test func itStopsWhenTold() throws {
        let deal = Klondike(seed: 482, drawMode: .one).position
        let best = try #require(BestFirst(deal, drawMode: .one, budget: Budget(states: 1_000_000, stop: { true })))
        #expect(!best.run())
        #expect(best.search.stopped)
        #expect(best.states <= 3 * 1_024 + 1)
        let solution = Solver.solve(deal, drawMode: .one, budget: Budget(states: 1_000_000, stop: { true }))
        #expect(solution.verdict == .undecided)
    }
}
