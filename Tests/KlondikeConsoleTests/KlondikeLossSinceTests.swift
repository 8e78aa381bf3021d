import GameKit
import KlondikeSolver
import TableKit
import Testing

@testable import Klondike
@testable import KlondikeConsole

/// A stand-in check: winnable before move `winnableBelow`, undecided up to `lostFrom`, lost
/// from there (the position's own count of moves, so `undo` takes it back).
private func staged(winnableBelow: Int, lostFrom: Int) -> KlondikeTable.LossChecking {
    { position, _, states in
        if position.moves >= lostFrom { return Solution(verdict: .unwinnable, moves: [], states: 1) }
        if position.moves < winnableBelow { return Solution(verdict: .winnable, moves: [.draw], states: 1) }
        return Solution(verdict: .undecided, moves: [], states: states)
    }
}

/// The lost-game warning says since which move the game has been lost: the last move only when
/// the position before it was proved winnable; the move after the last position proved
/// winnable, and how many `undo`s take the player back there, when that was earlier; that it
/// may have been lost for a while when no position of the line was proved winnable.
@Suite struct KlondikeLossSinceTests {
    @Test func theLastMoveIsBlamedOnlyWhenTheOneBeforeWasProvedWinnable() {
        KlondikeTable.$lossChecking.withValue(staged(winnableBelow: 3, lostFrom: 3)) {
            var t = table()
            run(&t, "warn on")
            run(&t, "draw")
            run(&t, "draw")
            let said = run(&t, "draw").messages.first { $0.key.hasPrefix("klondike.warn.lost") }
            #expect(said?.key == "klondike.warn.lost.move", "\(String(describing: said))")
            #expect(said?.args.first == .message(Message("klondike.hint.play.draw", .command(.draw))))
        }
    }

    @Test func aLossProvedLateNamesTheMoveAfterTheLastWinnablePosition() {
        KlondikeTable.$lossChecking.withValue(staged(winnableBelow: 2, lostFrom: 5)) {
            var t = table()
            run(&t, "warn on")
            for _ in 0..<4 { #expect(!run(&t, "draw").messages.contains { $0.key.hasPrefix("klondike.warn") }) }
            let said = run(&t, "draw").messages.first { $0.key.hasPrefix("klondike.warn.lost") }
            #expect(said?.key == "klondike.warn.lost.since", "\(String(describing: said))")
            // Winnable at move 1: lost since the second draw, 4 moves ago.
            #expect(said?.args.dropFirst().first == .int(4))
            #expect(t.play.winnable?.at == 1)
            // `undo` 4 times: the position proved winnable, the loss forgotten.
            for _ in 0..<4 { run(&t, "undo") }
            #expect(t.game.position.moves == 1 && t.play.lostAt == nil)
        }
    }

    @Test func withNoPositionProvedWinnableTheLossMayBeOld() {
        KlondikeTable.$lossChecking.withValue(staged(winnableBelow: 0, lostFrom: 3)) {
            var t = table()
            run(&t, "warn on")
            run(&t, "draw")
            run(&t, "draw")
            #expect(run(&t, "draw").messages.map(\.key).contains("klondike.warn.lost"))
        }
    }

    /// `undo` back before the winnable position known: the position it brings back leads to
    /// it, so it is kept as winnable (nothing is searched for that).
    @Test func undoingBeforeTheWinnablePositionKeepsThePositionBroughtBack() {
        KlondikeTable.$lossChecking.withValue(staged(winnableBelow: 4, lostFrom: 6)) {
            var t = table()
            run(&t, "warn on")
            for _ in 0..<4 { run(&t, "draw") }
            #expect(t.play.winnable?.at == 3)
            run(&t, "undo")
            run(&t, "undo")
            #expect(t.play.winnable?.at == 2)
            run(&t, "draw")
            run(&t, "draw")
            run(&t, "draw")
            let said = run(&t, "draw").messages.first { $0.key.hasPrefix("klondike.warn.lost") }
            #expect(said?.key == "klondike.warn.lost.since")
            #expect(said?.args.dropFirst().first == .int(3))
        }
    }

    /// The hint in a position proved lost says so before its move.
    @Test func theHintInALostPositionSaysItIsLost() {
        KlondikeTable.$lossChecking.withValue(staged(winnableBelow: 0, lostFrom: 1)) {
            var t = table()
            run(&t, "warn on")
            run(&t, "draw")
            #expect(run(&t, "hint").messages.first?.key == "klondike.hint.lost")
        }
        // The hint's own check proving the position lost (the warning off).
        let lost: KlondikeTable.HintChecking = { move, _ in CheckedHint(move: move, loses: true, lost: true, states: 1)
        }
        // (The quick check, which would find a winning line first, cannot tell here.)
        let undecided: KlondikeTable.LossChecking = { _, _, states in
            Solution(verdict: .undecided, moves: [], states: states)
        }
        KlondikeTable.$hintChecking.withValue(lost) {
            KlondikeTable.$lossChecking.withValue(undecided) {
                var t = table()
                run(&t, "draw")
                let hint = run(&t, "hint").messages.map(\.key)
                #expect(hint.first == "klondike.hint.lost" && hint.count >= 2, "\(hint)")
            }
        }
    }

    /// `solve quick` (and `¿todavía puedo ganar?`): the warning's check of this position, its
    /// verdict said, no line shown, the deal not assisted, nothing asked first.
    @Test func theQuickCheckAnswersWithoutAssisting() {
        KlondikeTable.$lossChecking.withValue(staged(winnableBelow: 1, lostFrom: 2)) {
            var t = table()
            #expect(t.consequence(of: .solve, argument: .choice("quick")) == nil)
            #expect(run(&t, "solve quick").messages.first?.key == "klondike.quick.winnable")
            run(&t, "draw")
            #expect(run(&t, "solve quick").messages.first?.key == "klondike.quick.undecided")
            run(&t, "draw")
            let lost = run(&t, "solve quick").messages.map(\.key)
            // An answer in full, not "No." and the warning after it; since which move, as the
            // position before it was proved winnable (the warning off).
            #expect(lost.first == "klondike.quick.lost.since", "\(lost)")
            #expect(!lost.contains { $0.hasPrefix("klondike.warn") }, "\(lost)")
            #expect(!t.play.assisted)
        }
    }

    /// The hint's own check proves a loss the warning's could not: with the warning on, the
    /// hint says it as the warning does, since which move, and the warning does not say it again.
    @Test func aLossTheHintProvesIsTheWarningSaidOnce() {
        let lost: KlondikeTable.HintChecking = { move, _ in CheckedHint(move: move, loses: true, lost: true, states: 1)
        }
        KlondikeTable.$hintChecking.withValue(lost) {
            KlondikeTable.$lossChecking.withValue(staged(winnableBelow: 1, lostFrom: 99)) {
                var t = table()
                run(&t, "warn on")
                run(&t, "draw")
                let hint = run(&t, "hint").messages.map(\.key)
                #expect(hint.first == "klondike.warn.lost.move", "\(hint)")
                #expect(t.play.isKnownLost)
                let again = run(&t, "hint").messages.map(\.key)
                #expect(again.first == "klondike.hint.lost", "\(again)")
            }
        }
    }

    /// With the warning on, the loss is said once: `solve quick` afterwards answers in full
    /// (since which move too) without the warning's line again, and a move after it says nothing.
    @Test func theWarningIsSaidOncePerLoss() {
        KlondikeTable.$lossChecking.withValue(staged(winnableBelow: 1, lostFrom: 2)) {
            var t = table()
            run(&t, "warn on")
            run(&t, "draw")
            let warned = run(&t, "draw").messages.map(\.key)
            #expect(warned.contains("klondike.warn.lost.since"), "\(warned)")
            let asked = run(&t, "solve quick").messages.map(\.key)
            #expect(asked.first == "klondike.quick.lost.since", "\(asked)")
            #expect(!asked.contains { $0.hasPrefix("klondike.warn") }, "\(asked)")
            let after = run(&t, "draw").messages.map(\.key)
            #expect(!after.contains { $0.hasPrefix("klondike.warn") }, "\(after)")
        }
    }
}
