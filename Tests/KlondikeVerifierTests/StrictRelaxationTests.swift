import CardKit
import TestSupport
import Testing

@testable import Klondike
@testable import KlondikeSolver
@testable import KlondikeVerifier

/// The relaxation's two stricter rules, which the searches prune by (`Search.homeReach(strict:)`):
/// a face-down card moves only once every card over it could, never with a run lying on it;
/// a king moves only when another stack is empty or could be taken away whole.
@Suite struct StrictRelaxationTests {
    /// Along random lines of play (the search's own steps, chosen at random from each deal,
    /// both modes), at the first position of each line that the relaxation calls lost, when
    /// only the strict one does, the verifier, which knows neither, never finds a win; most
    /// of them it searches to the end and finds lost.
    @Test func itCallsLostOnlyPositionsTheVerifierCannotWin() {
        var stricter = 0
        var confirmed = 0
        var lines = 0
        for mode in Klondike.DrawMode.allCases {
            for seed in UInt64(1)...300 {
                let search = Search(
                    Klondike(seed: seed, drawMode: mode).position, drawMode: mode, budget: Budget(states: 1))!
                var random = SeededRNG(seed: seed &+ 3_000)
                search.playSafeCards()
                lines += 1
                for _ in 0..<300 where !search.isDeadlocked() {
                    if search.stepAtRandom({ Int(random.next() % UInt64($0)) }) == nil { break }
                }
                guard search.isDeadlocked(), search.homeReach(strict: false) == (1 << 52) - 1 else { continue }
                stricter += 1
                let check = Verifier.check(
                    search.gamePosition, drawMode: mode, limits: Verifier.Limits(positions: 30_000))
                #expect(check.verdict != .winnable, "seed \(seed), draw-\(mode.rawValue): \(check)")
                if check.verdict == .unwinnable { confirmed += 1 }
            }
        }
        print(
            "Strict relaxation against the verifier: \(stricter) of \(lines) lines end where only it sees a loss, \(confirmed) confirmed"
        )
        #expect(stricter >= 20 && confirmed >= 10, "\(stricter) called lost, \(confirmed) confirmed")
    }

    /// Draw-1 seed 460, which the searches proved lost in 3.6 million positions, is lost
    /// before any search by the strict relaxation; the looser one does not see it.
    @Test func itProvesAHardLossAtTheDeal() {
        let position = Klondike(seed: 460, drawMode: .one).position
        let search = Search(position, drawMode: .one, budget: Budget(states: 1))!
        search.playSafeCards()
        #expect(search.isDeadlocked())
        #expect(search.homeReach(strict: false) == (1 << 52) - 1)
        let solution = Solver.solve(position, drawMode: .one, budget: Budget(states: 1_000))
        #expect(solution.verdict == .unwinnable && solution.states == 0)
    }
}

extension Search {
    /// The search's position as the game's (its talon is the waste, bottom to top, then the
    /// stock, top to bottom).
    var gamePosition: Klondike.Position {
        let stacks = (0..<7).map { i in (0..<count[i]).map { Search.card(cards[i * Search.stride + $0]) } }
        let order = (0..<talonCount).map { Search.card(talon[$0]) }
        return Klondike.Position(
            stock: Array(order[pointer...].reversed()), waste: Array(order[..<pointer]),
            foundations: (0..<4).map { foundation[$0] }, stacks: stacks, hidden: (0..<7).map { hidden[$0] })
    }
}
