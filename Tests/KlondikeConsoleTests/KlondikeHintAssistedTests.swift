import Foundation
import GameKit
import KlondikeSolver
import TableKit
import Testing

@testable import Klondike
@testable import KlondikeConsole

/// A hint whose move is the solver's makes the deal assisted, as asking the solver does, and
/// says so once; a hint from the usual order does not; an assisted win says so when it is won.
@Suite struct KlondikeHintAssistedTests {
    /// A stand-in quick check that finds every position winnable (the usual move is checked
    /// and kept).
    private static let winnable: KlondikeTable.LossChecking = { _, _, _ in
        Solution(verdict: .winnable, moves: [.draw], states: 1)
    }

    /// A stand-in quick check that cannot tell after any move, and finds a line from the
    /// position itself, starting with a move the usual order would not give.
    private static func lineFrom(_ start: Klondike.Position, first: Klondike.Move) -> KlondikeTable.LossChecking {
        { position, _, states in
            position == start
                ? Solution(verdict: .winnable, moves: [first], states: 1)
                : Solution(verdict: .undecided, moves: [], states: states)
        }
    }

    @Test func aHintFromTheSolversLineMakesTheDealAssistedAndSaysSoOnce() throws {
        var t = table(seed: 2)
        let usual = try #require(t.game.hint()?.move)
        let other = try #require(t.game.legalMoves().first { $0 != usual })
        let start = t.game.position
        KlondikeTable.$lossChecking.withValue(Self.lineFrom(start, first: other)) {
            let keys = t.hint().map(\.key)
            #expect(keys == ["klondike.hint.line", "klondike.hint.assisted"], "\(keys)")
            #expect(t.play.assisted)
            var again = t
            again.hintLine = nil
            let twice = again.hint().map(\.key)
            #expect(!twice.contains("klondike.hint.assisted"), "\(twice)")
        }
    }

    @Test func aHintFromTheUsualOrderLeavesTheDealUnassisted() {
        var t = table(seed: 2)
        KlondikeTable.$lossChecking.withValue(Self.winnable) {
            let keys = t.hint().map(\.key)
            #expect(!keys.contains("klondike.hint.assisted"), "\(keys)")
            #expect(!t.play.assisted)
        }
    }

    /// The first hint whose move would be the solver's asks first, as `solve` does (the
    /// session asks at a terminal; a script goes on and the hint says it); a hint from the
    /// usual order, or on a deal assisted already, asks nothing.
    @Test func aHintFromTheSolverAsksFirstOnAnUnassistedDeal() throws {
        var t = table(seed: 2)
        let usual = try #require(t.game.hint()?.move)
        let other = try #require(t.game.legalMoves().first { $0 != usual })
        let start = t.game.position
        KlondikeTable.$lossChecking.withValue(Self.lineFrom(start, first: other)) {
            #expect(t.consequence(of: .hint, argument: .none)?.key == "klondike.hint.assisted.ask")
            // Asking changes nothing.
            #expect(!t.play.assisted && t.hintLine == nil)
            _ = t.hint()
            #expect(t.consequence(of: .hint, argument: .none) == nil)
        }
        var usualOrder = table(seed: 2)
        KlondikeTable.$lossChecking.withValue(Self.winnable) {
            #expect(usualOrder.consequence(of: .hint, argument: .none) == nil)
            #expect(!usualOrder.hint().map(\.key).contains("klondike.hint.assisted"))
        }
    }

    @Test func anAssistedWinSaysSoWhenItIsWon() {
        var t = table(seed: 2)
        #expect(t.message(.won(moves: 100, score: 600)).key == "klondike.won")
        t.play.assisted = true
        #expect(t.message(.won(moves: 100, score: 600)).key == "klondike.won.assisted")
    }
}
