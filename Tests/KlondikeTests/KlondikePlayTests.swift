import Foundation
import Testing

@testable import CardKit
@testable import Klondike

/// `Klondike.Play`: the game as a table plays it (undo with its auto-moves, redo, the tally,
/// the loss warning, the save), with the time given and no solver (stand-in rules).
@Suite struct KlondikePlayTests {
    /// A red 7 on stack 1, two black 6s for it, the ♠A on stack 3, an empty stack 5, a king.
    static let opening = "7h | #Jd 6s | #4c #9s As | #Qc 8d | | #2d #10h Ks | #5h #3s 6c"

    static func play(_ notation: String = opening) throws -> Klondike.Play {
        Klondike.Play(game: try #require(Klondike(notation: notation)))
    }

    /// A stand-in for the solver's rule: every ace on top of a pile is safe.
    static func aces(_ p: Klondike.Position) -> [FrenchCard] {
        (p.stacks.compactMap(\.last) + p.waste.suffix(1)).filter { $0.rank == 1 }
    }

    @Test func autoMovesFollowTheMoveAndUndoTakesThemBackWithIt() throws {
        var play = try Self.play()
        play.autoMoves = true
        // ♠6 from stack 2 onto the ♥7; the ♠A on stack 3 is safe: it goes up after it.
        let outcome = play.apply(.transfer(from: .stack(1), to: .stack(0), count: 1), then: Self.aces)
        #expect(!outcome.refused)
        #expect(
            outcome.autoMoves.contains {
                if case .moved([FrenchCard(1, .spades)], _, _, _) = $0 { true } else { false }
            })
        #expect(play.game.position.foundations[0] == 1)
        #expect(play.game.steps.count == 2 && play.undoable == 1)
        let back = play.undo()
        #expect(!back.refused)
        #expect(play.game.position == (try Self.play()).game.position, "the move and its auto-move, together")
        #expect(play.undoable == 0 && play.redoable == 1)
        // `redo` plays the move again and its auto-move with it.
        let redone = play.redo(then: Self.aces)
        let again = try #require(redone)
        #expect(!again.refused && again.autoMoves.count >= 1)
        #expect(play.game.position.foundations[0] == 1 && play.redoable == 0)
    }

    @Test func withoutTheRuleOrTheChoiceNothingGoesUpByItself() throws {
        var off = try Self.play()
        _ = off.apply(.transfer(from: .stack(1), to: .stack(0), count: 1), then: Self.aces)
        var noRule = try Self.play()
        noRule.autoMoves = true
        _ = noRule.apply(.transfer(from: .stack(1), to: .stack(0), count: 1))
        #expect(off.game.position.foundations == [0, 0, 0, 0])
        #expect(noRule.game.position.foundations == [0, 0, 0, 0])
    }

    @Test func aNewMoveLeavesNothingToRedoAndNothingToRedoIsNil() throws {
        var play = try Self.play()
        #expect(play.redo() == nil)
        _ = play.apply(.draw)
        _ = play.undo()
        #expect(play.redoable == 1)
        _ = play.apply(.transfer(from: .stack(1), to: .stack(0), count: 1))
        #expect(play.redoable == 0 && play.redo() == nil)
    }

    @Test func aDealLeftUnfinishedCountsLostAndAWinCountsWonWithItsTime() throws {
        var play = try Self.play()
        play.begin(at: 100)
        #expect(play.newDeal(nil, at: 110).over.isEmpty, "nothing played: nothing lost")
        _ = play.apply(.draw)
        play.assisted = true
        play.lastSeen = 170
        let dealt = play.newDeal(.three, at: 170)
        #expect(dealt.over == [Klondike.Over(won: false, score: 0, seconds: 60, assisted: true)])
        #expect(play.played == 1 && play.won == 0 && !play.assisted && play.game.drawMode == .three)
        // A game one card from won.
        var last = try Self.play("Ks | Kh | Kd Qc | Kc Qd | | | ; f 12 12 11 11")
        last.begin(at: 0)
        last.lastSeen = 42.9
        let won = last.finish()
        #expect(won.over == [Klondike.Over(won: true, score: last.game.position.score, seconds: 42, assisted: false)])
        #expect(last.won == 1 && last.played == 1 && last.wonAfter == 42)
        last.lastSeen = 99
        #expect(last.seconds == 42, "the time stops at the win")
    }

    @Test func aLossIsSaidOnceAndCheckedAgainOnlyBeforeIt() throws {
        var play = try Self.play()
        play.warn(true)
        var checks = 0
        let lost: (Klondike) -> Klondike.Play.Checked<String> = { _ in
            checks += 1
            return .lost("lost")
        }
        _ = play.apply(.draw)
        #expect(play.watchForLoss(lost)?.proof == "lost" && play.lostAt == 1)
        _ = play.apply(.draw)
        #expect(play.watchForLoss(lost)?.proof == nil && checks == 1, "behind a known loss: not checked")
        _ = play.undo()
        _ = play.undo()
        #expect(
            play.watchForLoss(lost)?.proof == nil && checks == 2, "before it: checked, the same loss not said again")
        #expect(play.lostAt == 0)
        play.warn(false)
        #expect(play.lostAt == nil)
        var won = try Self.play("Ks | Kh | Kd Qc | Kc Qd | | | ; f 12 12 11 11")
        _ = won.finish()
        #expect(won.watchForLoss(lost)?.proof == nil && checks == 2, "a won game is never checked")
    }

    @Test func aSaveKeepsTheTablesFormAndAnOlderOneReads() throws {
        var play = try Self.play()
        play.autoMoves = true
        play.warn(true)
        _ = play.apply(.transfer(from: .stack(1), to: .stack(0), count: 1), then: Self.aces)
        _ = play.undo()
        let json = try JSONEncoder().encode(play)
        let keys = try #require(JSONSerialization.jsonObject(with: json) as? [String: Any]).keys
        #expect(
            Set(keys) == [
                "game", "preferredMode", "dealtAt", "lastSeen", "played", "won", "assisted", "winnableOnly",
                "redoStack", "autoMoves", "autoGroups", "warnLost",
            ])
        #expect(try JSONDecoder().decode(Klondike.Play.self, from: json) == play)
        // Written before the solver, `redo`, `auto on` and `warn lost`: their defaults.
        var old = try #require(JSONSerialization.jsonObject(with: json) as? [String: Any])
        for key in ["assisted", "winnableOnly", "redoStack", "autoMoves", "autoGroups", "warnLost"] {
            old[key] = nil
        }
        let read = try JSONDecoder().decode(
            Klondike.Play.self, from: JSONSerialization.data(withJSONObject: old))
        #expect(read.game == play.game && !read.autoMoves && !read.warnLost && read.redoable == 0)
        // A loss beyond the game's moves, or known with the warning off, is no save.
        for (key, value) in [("lostAt", 5 as Any), ("warnLost", false as Any)] {
            var bad = try #require(JSONSerialization.jsonObject(with: json) as? [String: Any])
            bad["lostAt"] = 0
            bad[key] = value
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(Klondike.Play.self, from: JSONSerialization.data(withJSONObject: bad))
            }
        }
    }
}

/// What players type, read by the engine: piles, cards, moves, and why words are no move.
@Suite struct KlondikeTypingTests {
    @Test func movesAreReadAndProblemsNamed() throws {
        let game = try #require(Klondike(notation: KlondikePlayTests.opening))
        #expect(try game.move(typed: "2 1").get() == .transfer(from: .stack(1), to: .stack(0), count: 1))
        #expect(try game.move(typed: "As f").get() == .transfer(from: .stack(2), to: .foundation(0), count: 1))
        #expect(try game.tapMove(typed: "3").get() == .transfer(from: .stack(2), to: .foundation(0), count: 1))
        #expect(try game.move(typed: "6s 7h").get() == .transfer(from: .stack(1), to: .stack(0), count: 1))
        let problems: [(String, Klondike.TypingProblem)] = [
            ("2", .moveWords), ("zz 1", .unreadable("zz")), ("2 1 0", .count("0")), ("f 1", .ownFoundationAsSource),
            ("2 Jd", .cardTarget(FrenchCard(11, .diamonds))), ("5 f", .refused(.emptyPile(.stack(4)))),
        ]
        for (typed, problem) in problems {
            #expect(throws: problem, "\(typed)") { try game.move(typed: typed).get() }
        }
        #expect(throws: Klondike.TypingProblem.tapWords) { try game.tapMove(typed: "2 1").get() }
    }

    @Test func aLineIsGroupedAsAPlayerPlaysIt() throws {
        let game = try #require(Klondike(notation: KlondikePlayTests.opening))
        let line = game.line([.draw, .draw, .transfer(from: .stack(1), to: .stack(0), count: 1), .draw])
        #expect(
            line == [
                .draws(2), .move(.move(from: .stack(1), to: .stack(0), count: nil), cards: [FrenchCard(6, .spades)]),
                .draws(1),
            ])
        #expect(game.typing(.transfer(from: .stack(2), to: .foundation(0), count: 1)) == .tap(.stack(2)))
    }

    @Test func aPositionInTheNotationIsReadOrRefused() throws {
        let three = try #require(
            Klondike(notation: "Ks | Kh | Kd Qc | Kc Qd | | | ; f 12 12 11 11 ; score 80 ; draw 3"))
        #expect(three.drawMode == .three && three.position.score == 80 && three.canFinishAutomatically)
        for bad in ["", "7h | 6s", "7h | | | | | | ; draw 2", "7h | | | | | | 7h", "7h | | | | | | ; score -1"] {
            #expect(Klondike(notation: bad) == nil, "\(bad)")
        }
    }
}
