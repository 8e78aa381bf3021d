import CardKit
import Catalog
import GameKit
import KlondikeSolver
import TableKit
import TestSupport
import Testing

@testable import Klondike
@testable import KlondikeConsole

/// Column 1: a face-down card under ♥9 ♣8 ♥7 ♣6; column 2: ♣10; ♦5 on the waste, two cards in
/// the stock. The usual order's move is `move 1 2` (the run onto ♣10 turns a card over).
private func runTable() -> KlondikeTable {
    let position = Klondike.Position(
        stock: [FrenchCard(2, .diamonds), FrenchCard(4, .spades)], waste: [FrenchCard(5, .diamonds)],
        foundations: [0, 0, 0, 0],
        stacks: [
            [
                FrenchCard(2, .spades), FrenchCard(9, .hearts), FrenchCard(8, .clubs), FrenchCard(7, .hearts),
                FrenchCard(6, .clubs),
            ],
            [FrenchCard(10, .clubs)], [], [], [], [], [],
        ],
        hidden: [1, 0, 0, 0, 0, 0, 0])
    var t = KlondikeTable(seed: 1)
    t.game = Klondike(position: position, drawMode: .one)
    return t
}

/// The run's move, the usual order's.
private let runMove = Klondike.Move.transfer(from: .stack(0), to: .stack(1), count: 4)

/// A stand-in quick check that finds every position winnable.
private let winnable: KlondikeTable.LossChecking = { _, _, _ in
    Solution(verdict: .winnable, moves: [.draw], states: 1)
}

@Suite struct KlondikeLineFollowTests {
    @Test func theUsualOrdersMoveIsTheRun() {
        #expect(runTable().game.hint()?.move == runMove)
    }

    /// A winning line given before and followed since: the hint gives its next move, not the
    /// usual order's, also after the player played the line's move themselves.
    @Test func theHintFollowsTheLineItGave() {
        KlondikeTable.$lossChecking.withValue(winnable) {
            var t = runTable()
            t.hintLine = Klondike.Known([.draw, .draw], about: t.game)
            // A line the hint's own check found and never showed is not followed.
            var unseen = t
            #expect(unseen.suggestion().move == runMove)
            t.lineGiven = true
            #expect(t.suggestion().move == .draw)
            run(&t, "draw")
            let next = t.suggestion()
            #expect(next.move == .draw, "\(next)")
        }
    }

    /// `solve`'s line, typed move by move: the coach never calls one of its moves worse.
    @Test func theCoachNeverJudgesTheSolversLine() {
        KlondikeTable.$lossChecking.withValue(winnable) {
            var t = runTable()
            t.solved = Klondike.Known(Solution(verdict: .winnable, moves: [.draw, .draw], states: 1), about: t.game)
            for _ in 0..<2 {
                let said = t.coached(.draw, word: nil, at: 0).messages.filter { $0.key.hasPrefix("klondike.coach") }
                #expect(said.isEmpty, "\(said)")
            }
        }
    }

    /// The better move can still be played after the player's (♦5 put on the run goes with
    /// it): the coach names it without asking for `undo` first.
    @Test func undoFirstOnlyWhenTheBetterMoveIsNoLongerPlayable() {
        KlondikeTable.$lossChecking.withValue(winnable) {
            var t = runTable()
            let said = t.coached(.tap, word: "w", at: 0).messages.filter { $0.key.hasPrefix("klondike.coach") }
            #expect(said.map(\.key) == ["klondike.coach.better"], "\(said)")
            // And playing it is the advice followed.
            let then = t.coached(.move, word: "1 2", at: 0)
            #expect(!then.refused)
            #expect(then.messages.filter { $0.key.hasPrefix("klondike.coach") }.isEmpty)
        }
    }

    /// «¿todavía puedo ganar?» on a deal already assisted never says it does not count as
    /// assisted.
    @Test func theQuickYesOnAnAssistedDealSaysSo() {
        KlondikeTable.$lossChecking.withValue(winnable) {
            var t = runTable()
            #expect(t.quickCheck().map(\.key) == ["klondike.quick.winnable"])
            var assisted = runTable()
            assisted.play.assisted = true
            #expect(assisted.quickCheck().map(\.key) == ["klondike.quick.winnable.assisted"])
        }
    }

    /// «¿en qué jugada la he perdido?» when the last position proved winnable is some moves
    /// back: the move played from there is not proved to have lost the game, so it is not
    /// named; and no answer about a loss opens with «No:» (it answers «which move?» too).
    @Test func aLossSinceSomeMovesBackBlamesNoMove() {
        let marker = Argument.int(987_654)
        for language in [Language.en, .es, .ko] {
            let localizer = Localizer(catalogs: Repository.catalogs, language: language)
            for prefix in ["klondike.quick.lost", "klondike.warn.lost"] {
                let since = localizer.text(
                    Message(prefix + ".since", marker, .int(26), .command(.undo), .command(.new)))
                #expect(!since.contains("987654") && !since.contains("987,654"), "\(language): \(since)")
            }
            for key in [
                "klondike.quick.lost", "klondike.quick.lost.dealt", "klondike.quick.lost.move",
                "klondike.quick.lost.since",
            ] {
                let text = localizer.string(key)
                #expect(!text.hasPrefix("No") && !text.hasPrefix("아니요"), "\(language) \(key): \(text)")
            }
        }
    }
}

/// What Spanish players typed at the table, each read as the command or question they meant.
@Suite struct KlondikeSpanishWordsTests {
    @Test func spanishPhrasesAtTheTable() {
        let expected: [(String, String)] = [
            ("termina tú", "«auto» termina la partida cuando"),
            ("dale la vuelta al mazo", "Al descarte:"),
            ("vuelve atrás la jugada", "Jugada deshecha"),
            ("¿alguna idea?", "«robar»"),
            ("oye, ¿esta partida se puede ganar?", "la partida aún se puede ganar"),
            ("¿voy bien o la he fastidiado?", "la partida aún se puede ganar"),
            ("¿dónde me equivoqué?", "la partida aún se puede ganar"),
            ("sube el as de picas a su sitio", "El ♠A no está boca arriba"),
            ("quiero probar robando de tres", "Reparto nuevo (robar de tres)"),
        ]
        let s = klondike(.es, seed: 3)
        for (line, answer) in expected {
            let said = s.handle(line)
            #expect(said.contains(answer), "\(line): \(said)")
            #expect(!said.contains("no es un comando") && !said.contains("No sé contestar"), "\(line): \(said)")
        }
    }
}
