import Catalog
import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Klondike
@testable import KlondikeConsole
@testable import KlondikeSolver

/// Draw-3, seed 5, after nine moves: the hint's usual move (`move w 3`) loses a game that
/// drawing still wins (KlondikeSolverTests' `hintLosesHere`, written again here).
private func losingHintTable() -> KlondikeTable {
    var g = Klondike(seed: 5, drawMode: .three)
    for typed in ["3 4", "3 7", "5 4", "6 3", "3 2 2", "6 3", "draw", "w f4", "w 5"] {
        if typed == "draw" {
            _ = g.apply(.draw)
        } else if case .success(let m) = g.move(typed: typed) {
            _ = g.apply(m)
        }
    }
    var t = KlondikeTable(seed: 5)
    t.game = g
    t.play.preferredMode = .three
    return t
}

@Suite struct KlondikeHintCheckTests {
    @Test func theHintNeverSuggestsAMoveTheSolverProvesLosesAndSaysWhy() {
        var t = losingHintTable()
        let lines = run(&t, "hint").messages
        // The solver's move: the deal is assisted from now on, and the hint says so.
        #expect(lines.map(\.key) == ["klondike.hint.instead", "klondike.hint.assisted"])
        #expect(t.play.assisted)
        let text = lines.first.map { Localizer(catalogs: Repository.catalogs, language: .en).text($0) } ?? ""
        #expect(text.contains("move w 3"), "names the usual move: \(text)")
        #expect(text.contains("draw"), "and the one of a winning line: \(text)")
    }

    /// Following every hint from there: no hint leads from a position `solve` does not prove
    /// lost to one it proves lost in the check's positions (the hint keeps to the line it
    /// chose, and never goes round in circles: the moves stay within the game's own count).
    @Test func noHintLeadsIntoALossTheCheckCanProve() {
        var t = losingHintTable()
        func lost(_ g: Klondike) -> Bool {
            Solver.solve(
                g.position, drawMode: g.drawMode, budget: Budget(states: KlondikeTable.solveStates),
                upTo: KlondikeTable.hintStates
            ).verdict == .unwinnable
        }
        for _ in 0..<60 where !t.game.isWon {
            guard let move = t.suggestion().move else { break }
            let before = lost(t.game)
            #expect(!t.respond(.move(move), at: 0).refused)
            #expect(before || !lost(t.game), "hint \(move) at move \(t.game.position.moves)")
        }
    }

    /// Once a hint gave the solver's line, each later hint is its next move, not its «first»;
    /// and «why?» names the move it explains.
    @Test func theSolversLineGoesOnWithItsNextMoveAndWhyNamesIt() throws {
        var t = losingHintTable()
        let english = Localizer(catalogs: Repository.catalogs, language: .en)
        #expect(run(&t, "hint").messages.first?.key == "klondike.hint.instead")
        let reason = try #require(t.adviceReason)
        #expect(english.text(reason).contains("draw"), "names the move: \(english.text(reason))")
        var nexts = 0
        for _ in 0..<60 where !t.game.isWon {
            guard let command = t.adviceCommand else { break }
            #expect(!t.carryOut(command.id, word: command.argument, at: 0).refused)
            let lines = run(&t, "hint").messages
            #expect(!lines.contains { $0.key == "klondike.hint.line" }, "\(lines.map(\.key))")
            if let next = lines.first(where: { $0.key == "klondike.hint.line.next" }) {
                nexts += 1
                let why = try #require(t.adviceReason)
                guard case .message(let move) = next.args.first else {
                    Issue.record("the next move is a message: \(next)")
                    continue
                }
                let named = english.text(move)
                #expect(english.text(why).contains(named), "\(english.text(why)) names \(named)")
            }
        }
        #expect(nexts >= 1, "the line's later moves come as its next ones")
    }

    /// A move of the solver's makes a deal assisted: the coach of a deal not assisted never
    /// names one (it says only whether the move just made lost), and a deal stays unassisted.
    @Test func theCoachNamesNoSolverMoveInADealNotAssisted() {
        let start = losingHintTable()
        var solverLines = 0
        for move in start.game.legalMoves() + [.draw] {
            let (id, word): (CommandID, String?)
            switch KlondikeTable.command(move) {
            case .commandLine(let command, let arguments): (id, word) = (command, arguments)
            case .command(let command): (id, word) = (command, nil)
            default: continue
            }
            var coached = start
            let said = coached.coached(id, word: word, at: 0)
            #expect(!said.refused, "\(move)")
            let named = said.messages.contains { line in
                line.args.contains { arg in
                    guard case .message(let m) = arg else { return false }
                    return KlondikeTable.fromSolver([m])
                }
            }
            if named { solverLines += 1 }
            if let lost = said.messages.first(where: { $0.key == "klondike.coach.lost" }) {
                #expect(lost.args.count == 3, "names the move that lost: \(lost)")
            }
            #expect(!named || coached.play.assisted, "\(move): \(said.messages.map(\.key))")
            #expect(!coached.play.assisted, "\(move): the coach never makes a deal assisted")
        }
        #expect(solverLines == 0)
    }

    @Test func theCoachNeverCallsALosingMoveBetter() {
        var t = losingHintTable()
        // Drawing, the winning line's move; the hint's order alone would call `move w 3` better.
        #expect(t.game.betterHint(than: .draw)?.move == .transfer(from: .waste, to: .stack(2), count: 1))
        let response = t.coached(.draw, word: nil, at: 0)
        #expect(!response.refused)
        #expect(!response.messages.map(\.key).contains("klondike.coach.better"))
    }

    @Test func theWarningSaysTheLossRightAfterTheMoveThatSolveProves() {
        var t = losingHintTable()
        _ = run(&t, "warn on")
        let response = run(&t, "move w 3")
        #expect(!response.refused)
        // The position before it was proved winnable: that move is named as the one that lost.
        #expect(response.messages.map(\.key).contains("klondike.warn.lost.move"))
    }
}

@Suite struct KlondikeSpanishWordingTests {
    private let es = Localizer(catalogs: Repository.catalogs, language: .es)

    /// Several cards taken back have a text of their own: «vuelven», not «vuelve».
    @Test func aRunTakenBackIsWordedInThePlural() throws {
        var t = try #require(KlondikeTable.prepared(KlondikeTable.run))
        #expect(!run(&t, "move 6 2 3").refused)
        let undone = run(&t, "undo").messages.map { es.text($0) }.joined(separator: " ")
        #expect(undone.contains("vuelven de la columna 2 a la columna 6"), "\(undone)")
        var single = try #require(KlondikeTable.prepared(KlondikeTable.opening))
        #expect(!run(&single, "move 7 1").refused)
        let one = run(&single, "undo").messages.map { es.text($0) }.joined(separator: " ")
        #expect(one.contains("♣6 vuelve de la columna 1 a la columna 7"), "\(one)")
    }

    /// One draw of one card taken back: «su carta vuelve», in the singular; three: «sus cartas».
    @Test func aDrawOfOneCardTakenBackIsWordedInTheSingular() {
        var t = table()
        run(&t, "draw")
        let one = run(&t, "undo").messages.map { es.text($0) }.joined(separator: " ")
        #expect(one.contains("su carta vuelve al mazo"), "\(one)")
        var three = table()
        run(&three, "new 3")
        run(&three, "draw")
        let all = run(&three, "undo").messages.map { es.text($0) }.joined(separator: " ")
        #expect(all.contains("sus cartas vuelven al mazo"), "\(all)")
    }

    /// The rules write a card as `ayuda` does, with the Spanish suit letter.
    @Test func theRulesWriteCardsWithSpanishLetters() {
        let rules = es.text(
            Message(
                "game.klondike.rules.commands", .verbatim("x"), .verbatim("x"), .verbatim("x"), .verbatim("x"),
                .verbatim("x"), .verbatim("x"), .verbatim("x")))
        #expect(rules.contains("«tocar 9c»"))
        #expect(!rules.contains("9h"))
    }
}

/// Spanish words for a move, as the play-test typed them.
@Suite struct KlondikeSpanishMoveWordsTests {
    /// Lesson 3 asks for the ♠A on its foundation: `sube el as arriba` and, without a verb,
    /// `el as de picas a la base` make that move.
    @Test func theAceGoesUpInWords() {
        for line in ["sube el as arriba", "el as de picas a la base"] {
            let s = klondike(.es)
            _ = s.handle("aprender solitario 3")
            let said = s.handle(line)
            #expect(said.contains("♠A, de la columna 3 a la base de ♠ (f1)"), "\(line): \(said)")
        }
    }

    /// A card named in words onto another, with no verb: a move, never «¿Querías decir «lang»?».
    @Test func aCardOntoACardWithoutAVerbIsAMove() {
        let s = klondike(.es)
        _ = s.handle("aprender solitario 2")
        _ = s.handle("sí")
        _ = s.handle("no")
        let said = s.handle("el seis de picas sobre el siete de corazones")
        #expect(said.contains("♠6, de la columna 2 a la columna 1"), "\(said)")
        let other = klondike(.es).handle("la reina de corazones sobre el rey de tréboles")
        #expect(!other.contains("lang") && !other.contains("no es un comando"), "\(other)")
    }

    /// `¿qué es una escalera?` gives the section that defines it, not the commands.
    @Test func aRunIsDefinedInTheRules() {
        let said = klondike(.es).handle("¿qué es una escalera?")
        #expect(said.contains("Una escalera es una serie de cartas"), "\(said)")
        #expect(!said.contains("Comandos:"), "\(said)")
    }
}
