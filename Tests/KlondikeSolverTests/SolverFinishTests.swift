import TestSupport
import Testing

@testable import CardKit
@testable import Klondike
@testable import KlondikeSolver

/// The end of a line once nothing is hidden, and the fewest moves a win can take.
@Suite struct SolverFinishTests {
    /// ♠Q under ♠K in the waste, ♣K alone in the stock, everything else home (draw-1).
    private let twoSuits = Klondike.Position(
        stock: [FrenchCard(13, .clubs)], waste: [FrenchCard(12, .spades), FrenchCard(13, .spades)],
        foundations: [11, 13, 13, 12], stacks: [[], [], [], [], [], [], []], hidden: [0, 0, 0, 0, 0, 0, 0])

    /// Once nothing is hidden, the talon's cards go home in the order draws bring them up, from
    /// the waste's top on: ♣K first (one draw), then ♠Q after one turn of the waste and ♠K,
    /// 7 moves; taking the lowest card of the talon first (♠Q, behind the waste's top) turns
    /// the waste over for it and draws ♠K and ♣K once more each, 8.
    @Test func theTalonGoesHomeInTheOrderDrawsBringItUp() throws {
        let search = try #require(Search(twoSuits, drawMode: .one, budget: Budget(states: 1)))
        #expect(search.isDecided)
        search.playOut()
        let moves = try #require(Solver.engineMoves(search.line.all, from: twoSuits, drawMode: .one))
        #expect(moves.count == 7)
        #expect(Klondike(position: twoSuits, drawMode: .one).replays(moves))
    }

    /// A safe card further on in the stock (♠A behind ♥5) goes home by itself, the draws made at
    /// once, only with `drawToSafeCards` (the deciding searches); the searches for a shorter line
    /// leave it a step of their own, and here nothing goes home without a step.
    @Test func aSafeCardBeyondTheWastesTopWaitsInTheShorteningSearches() throws {
        let p = Klondike.Position(
            stock: [FrenchCard(1, .spades), FrenchCard(5, .hearts)], waste: [], foundations: [0, 4, 13, 13],
            stacks: [
                (2...13).reversed().map { FrenchCard($0, .spades) },
                (6...13).reversed().map { FrenchCard($0, .hearts) },
                [], [], [], [], [],
            ],
            hidden: [11, 7, 0, 0, 0, 0, 0])
        for drawTo in [true, false] {
            var options = Search.Options()
            options.drawToSafeCards = drawTo
            let search = try #require(Search(p, drawMode: .one, budget: Budget(states: 1), options: options))
            search.playSafeCards()
            #expect((search.homeCount > 30) == drawTo, "drawToSafeCards \(drawTo): \(search.homeCount) home")
        }
        #expect(!Solver.shorteningOptions(bestFirst: true).drawToSafeCards)
        #expect(!Solver.shorteningOptions(bestFirst: false).drawToSafeCards)
    }

    /// The fewest moves: each card not home, each stock card drawn (by ones or threes), and a
    /// card moved off each stack burying a lower card of its suit under a higher one.
    @Test func theFewestMovesCountsCardsDrawsAndBuriedStacks() {
        #expect(Solver.fewestMoves(twoSuits, drawMode: .one) == 3 + 1)
        let dealt = Klondike(seed: 5).dealt
        let buried = dealt.stacks.filter { stack in
            stack.enumerated().contains { k, card in
                stack[(k + 1)...].contains { $0.suit == card.suit && $0.rank > card.rank }
            }
        }.count
        #expect(Solver.fewestMoves(dealt, drawMode: .one) == 52 + 24 + buried)
        #expect(Solver.fewestMoves(dealt, drawMode: .three) == 52 + 8 + buried)
    }

    /// No line the solver finds, shortened or not, is shorter than the fewest moves.
    @Test func noLineIsShorterThanTheFewestMoves() {
        for mode in Klondike.DrawMode.allCases {
            for seed in UInt64(1)...10 {
                let game = Klondike(seed: seed, drawMode: mode)
                let solution = game.solve(budget: Budget(states: 30_000, shortening: 3_000))
                guard solution.verdict == .winnable else { continue }
                #expect(solution.moves.count >= Solver.fewestMoves(game.position, drawMode: mode))
            }
        }
    }
}
