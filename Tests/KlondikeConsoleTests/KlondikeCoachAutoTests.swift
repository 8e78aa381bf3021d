import CardKit
import GameKit
import KlondikeSolver
import TableKit
import Testing

@testable import Klondike
@testable import KlondikeConsole

/// The coach judges the player's own move only: a card the automatic moves put up right after
/// it is not a better move missed; a better move whose card the player's move covered is said
/// as one to play before it, after `undo`.
@Suite struct KlondikeCoachAutoTests {
    private static let neverLoses: KlondikeTable.HintChecking = { move, _ in
        CheckedHint(move: move, loses: false, states: 0)
    }

    /// Seed 6 (draw one): ♣A waits on stack 1; with the automatic moves on, `draw` is followed
    /// by ♣A going up by itself: the coach says nothing.
    @Test func aCardTheAutoMovesPutUpIsNoBetterMoveMissed() {
        KlondikeTable.$hintChecking.withValue(Self.neverLoses) {
            var t = table(seed: 6)
            #expect(t.game.betterHint(than: .draw) != nil)
            run(&t, "auto on")
            let response = t.coached(.draw, word: nil, at: 0)
            #expect(t.game.position.isUp(FrenchCard(1, .clubs)))
            #expect(!response.messages.map(\.key).contains { $0.hasPrefix("klondike.coach") }, "\(response.messages)")
            // Asked to put it up now: it is up already, and that is what is said.
            let asked = run(&t, "move ♣A f")
            #expect(asked.refused)
            #expect(asked.messages.map(\.key) == ["klondike.refused.alreadyup"])
        }
    }

    /// Every card face up: any order wins, so a move that leaves a card for the foundations
    /// is not judged; the table's own line names `auto`.
    @Test func aGameWonInHandNamesNoBetterMove() throws {
        // Every card face up, the ♣Q in the stock: the ♣J and the ♦Q could go up; the player draws.
        var t = try #require(KlondikeTable.prepared("Ks | Kh | Kd | Kc Qd Jc | | | ; f 12 12 11 10"))
        // The ♥J could go up; the player puts it on the ♣Q, turning the last face-down card.
        var last = try #require(KlondikeTable.prepared("Ks | Kh | Kd Qc | #Qd Jh | Qh | Kc | ; f 12 10 11 11"))
        KlondikeTable.$hintChecking.withValue(Self.neverLoses) {
            #expect(t.game.betterHint(than: .draw) != nil)
            let keys = t.coached(.draw, word: nil, at: 0).messages.map(\.key)
            #expect(!keys.contains { $0.hasPrefix("klondike.coach") }, "\(keys)")
            let turned = last.coached(.move, word: "4 3", at: 0).messages.map(\.key)
            #expect(!turned.contains { $0.hasPrefix("klondike.coach") }, "\(turned)")
        }
    }

    /// An ace on the waste, covered by a draw: the coach says to take the draw back first.
    @Test func aBetterMoveCoveredSinceIsSaidWithUndo() {
        KlondikeTable.$hintChecking.withValue(Self.neverLoses) {
            var found = false
            for seed in UInt64(1)...60 where !found {
                var t = table(seed: seed)
                for _ in 0..<24 {
                    guard let top = t.game.position.waste.last, top.rank == 1 else {
                        run(&t, "draw")
                        continue
                    }
                    let keys = t.coached(.draw, word: nil, at: 0).messages.map(\.key)
                    #expect(keys.contains("klondike.coach.better.undo"), "seed \(seed): \(keys)")
                    #expect(!keys.contains("klondike.coach.better"))
                    found = true
                    break
                }
            }
            #expect(found)
        }
    }
}

/// The coach never judges a move that was the advice: the hint's for this position, or its
/// own after the last move (the table may have changed since it was given, as a draw shows a
/// new card, but the player who follows the advice is not told it was worse).
@Suite struct KlondikeCoachAdviceTests {
    private static let neverLoses: KlondikeTable.HintChecking = { move, _ in
        CheckedHint(move: move, loses: false, states: 0)
    }

    /// Seed 6: ♣A waits on stack 1, so `draw` is judged, unless `draw` was the advice.
    @Test func theAdviceFollowedIsNeverJudged() {
        KlondikeTable.$hintChecking.withValue(Self.neverLoses) {
            var judged = table(seed: 6)
            let keys = judged.coached(.draw, word: nil, at: 0).messages.map(\.key)
            #expect(keys.contains { $0.hasPrefix("klondike.coach.better") }, "\(keys)")
            // The coach's own advice is kept for the position the player is now on.
            #expect(judged.advised?.answer(about: judged.game) != nil)

            var advised = table(seed: 6)
            advised.advised = Klondike.Known(.draw, about: advised.game)
            let followed = advised.coached(.draw, word: nil, at: 0).messages.map(\.key)
            #expect(!followed.contains { $0.hasPrefix("klondike.coach") }, "\(followed)")
        }
    }
}
