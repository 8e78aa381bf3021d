import CardKit
import Testing

@testable import Klondike
@testable import KlondikeSolver
@testable import KlondikeVerifier

/// Cards that come back from the foundations for one another.
@Suite struct SolverWorryTests {
    /// A position of Solvitaire's winning line for draw-3 seed 993 (its 72nd): ♣9 lies on ♣8
    /// and ♥10, face down. The win brings ♦K back to an empty stack, ♦Q onto ♠K, ♠Q onto ♦K,
    /// ♦J onto ♠Q and ♦10 onto ♣J, for ♣9 to go on it. ♠Q comes back for ♦J, which can come
    /// only once ♦Q is off its foundation: a card back from a foundation cannot always be
    /// covered at once.
    static func worryBack(_ under: [FrenchCard]) -> Klondike.Position {
        Klondike.Position(
            stock: [], waste: [], foundations: [12, 9, 13, 7],
            stacks: [
                [FrenchCard(13, .hearts), FrenchCard(12, .clubs), FrenchCard(11, .hearts), FrenchCard(10, .clubs)],
                [], [FrenchCard(13, .spades)],
                [FrenchCard(13, .clubs), FrenchCard(12, .hearts), FrenchCard(11, .clubs)],
                [], under + [FrenchCard(9, .clubs)], [],
            ],
            hidden: [0, 0, 0, 0, 0, 2, 0])
    }

    @Test func cardsBackFromTwoFoundationsForOneAnotherWin() {
        for under in [
            [FrenchCard(10, .hearts), FrenchCard(8, .clubs)], [FrenchCard(8, .clubs), FrenchCard(10, .hearts)],
        ] {
            let p = Self.worryBack(under)
            // The plain search, with none of the solver's rules, finds the win.
            #expect(Verifier.check(p, drawMode: .three).verdict == .winnable)
            for mode in Klondike.DrawMode.allCases {
                let complete = Search(p, drawMode: mode, budget: Budget(states: 100_000))!
                #expect(complete.run() == .winnable, "draw-\(mode.rawValue), \(under)")
                let solution = Solver.solve(p, drawMode: mode)
                #expect(solution.verdict == .winnable)
                #expect(Klondike(position: p, drawMode: mode).replays(solution.moves))
            }
        }
    }
}
