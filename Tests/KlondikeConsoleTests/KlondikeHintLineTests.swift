import CardKit
import Catalog
import Foundation
import GameKit
import KlondikeSolver
import TableKit
import Testing

@testable import Klondike
@testable import KlondikeConsole

/// The draw-3 position of a newcomer's game (5 moves in) where the hint said `move 1 3` (♣J ♥10
/// onto ♦Q, to empty column 1), a move that loses: the quick check finds a winning line from
/// here, and the hint, the coach and `solve quick` now agree on it.
private let newcomerPosition = """
    {"foundations":[0,1,0,0],"hidden":[0,0,2,2,4,5,6],"moves":5,"recycles":0,"score":25,
    "stacks":[[{"rank":11,"suit":"clubs"},{"rank":10,"suit":"hearts"}],[{"rank":13,"suit":"hearts"},
    {"rank":12,"suit":"spades"}],[{"rank":11,"suit":"diamonds"},{"rank":5,"suit":"hearts"},
    {"rank":13,"suit":"clubs"},{"rank":12,"suit":"diamonds"}],[{"rank":9,"suit":"hearts"},{"rank":9,
    "suit":"spades"},{"rank":3,"suit":"clubs"}],[{"rank":5,"suit":"clubs"},{"rank":12,
    "suit":"hearts"},{"rank":4,"suit":"diamonds"},{"rank":5,"suit":"spades"},{"rank":3,
    "suit":"diamonds"}],[{"rank":7,"suit":"hearts"},{"rank":2,"suit":"diamonds"},{"rank":8,
    "suit":"clubs"},{"rank":3,"suit":"spades"},{"rank":6,"suit":"clubs"},{"rank":10,
    "suit":"diamonds"}],[{"rank":2,"suit":"hearts"},{"rank":13,"suit":"spades"},{"rank":9,
    "suit":"clubs"},{"rank":12,"suit":"clubs"},{"rank":2,"suit":"spades"},{"rank":4,
    "suit":"spades"},{"rank":3,"suit":"hearts"}]],"stock":[{"rank":1,"suit":"clubs"},{"rank":8,
    "suit":"hearts"},{"rank":6,"suit":"diamonds"},{"rank":7,"suit":"diamonds"},{"rank":10,
    "suit":"spades"},{"rank":7,"suit":"clubs"},{"rank":5,"suit":"diamonds"},{"rank":6,
    "suit":"spades"},{"rank":2,"suit":"clubs"},{"rank":11,"suit":"hearts"},{"rank":6,
    "suit":"hearts"},{"rank":10,"suit":"clubs"},{"rank":8,"suit":"diamonds"},{"rank":4,
    "suit":"hearts"},{"rank":8,"suit":"spades"},{"rank":4,"suit":"clubs"},{"rank":1,
    "suit":"spades"},{"rank":9,"suit":"diamonds"},{"rank":1,"suit":"diamonds"},{"rank":7,
    "suit":"spades"},{"rank":11,"suit":"spades"}],"waste":[{"rank":13,"suit":"diamonds"}]}
    """

private func newcomerTable() throws -> KlondikeTable {
    let position = try JSONDecoder().decode(Klondike.Position.self, from: Data(newcomerPosition.utf8))
    var t = KlondikeTable(seed: 1)
    t.game = Klondike(position: position, drawMode: .three)
    return t
}

/// `move 1 3` there.
private let losing = Klondike.Move.transfer(from: .stack(0), to: .stack(2), count: 2)

/// A stand-in quick check that cannot tell, anywhere.
private let undecided: KlondikeTable.LossChecking = { _, _, states in
    Solution(verdict: .undecided, moves: [], states: states)
}

/// A stand-in check: winnable before move `winnableBelow`, undecided up to `lostFrom`, lost
/// from there.
private func staged(winnableBelow: Int, lostFrom: Int) -> KlondikeTable.LossChecking {
    { position, _, states in
        if position.moves >= lostFrom { return Solution(verdict: .unwinnable, moves: [], states: 1) }
        if position.moves < winnableBelow { return Solution(verdict: .winnable, moves: [.draw], states: 1) }
        return Solution(verdict: .undecided, moves: [], states: states)
    }
}

@Suite struct KlondikeHintLineTests {
    @Test func theHintGivesTheFirstMoveOfTheQuickChecksWinningLine() throws {
        var t = try newcomerTable()
        let quick = t.quickAnswer()
        #expect(quick.verdict == .winnable)
        let first = try #require(quick.moves.first)
        #expect(first != losing)
        var fresh = try newcomerTable()
        let hint = fresh.suggestion()
        #expect(hint.move == first, "\(hint)")
        #expect(hint.move != losing)
        // `solve quick` says yes there, from the same check.
        var asked = try newcomerTable()
        #expect(asked.solve("quick", at: 0).messages.map(\.key) == ["klondike.quick.winnable"])
    }

    @Test func theCoachJudgesAgainstTheSameMove() throws {
        var t = try newcomerTable()
        let first = try #require(t.quickAnswer().moves.first)
        for command in [CommandID.draw] {
            var coached = try newcomerTable()
            let said = coached.coached(command, word: nil, at: 0).messages
            let lines = said.filter { $0.key.hasPrefix("klondike.coach") }
            // Never the losing move; the line's own move when it names one.
            #expect(!"\(lines)".contains("\(KlondikeTable.command(losing))"), "\(lines)")
            if first == .draw { #expect(lines.isEmpty, "\(lines)") }
        }
    }

    @Test func aMoveTheWarningProvedLostIsNotSuggestedAgainFromThere() throws {
        try KlondikeTable.$lossChecking.withValue(undecided) {
            var t = try newcomerTable()
            let usual = try #require(t.game.hint()?.move)
            t.avoided = [Klondike.Known(usual, about: t.game)]
            let hint = t.suggestion()
            #expect(hint.move != usual)
            #expect(hint.messages.map(\.key) == ["klondike.hint.avoided"], "\(hint.messages)")
        }
    }

    @Test func theWarningRecordsTheMoveThatLost() {
        KlondikeTable.$lossChecking.withValue(staged(winnableBelow: 1, lostFrom: 3)) {
            var t = table()
            let dealt = t.game
            run(&t, "warn on")
            run(&t, "draw")
            run(&t, "draw")
            let said = run(&t, "draw").messages.first { $0.key.hasPrefix("klondike.warn.lost") }
            #expect(said?.key == "klondike.warn.lost.since")
            #expect(t.avoided.map { $0.answer(about: dealt) } == [.draw])
            // The warning names the one command that goes back there.
            #expect(said?.args.dropFirst(2).first == .commandLine(.undo, arguments: "3"), "\(String(describing: said))")
        }
    }

    @Test func aQuickYesIsTheWarningsRecordOfTheLastWinnablePosition() {
        KlondikeTable.$lossChecking.withValue(staged(winnableBelow: 2, lostFrom: 4)) {
            var t = table()
            run(&t, "draw")
            #expect(run(&t, "solve quick").messages.map(\.key) == ["klondike.quick.winnable"])
            run(&t, "draw")
            run(&t, "draw")
            run(&t, "draw")
            let said = run(&t, "warn on").messages.first { $0.key.hasPrefix("klondike.warn.lost") }
            // Proved winnable at move 1 by the quick answer: lost since the move after it.
            #expect(said?.key == "klondike.warn.lost.since", "\(String(describing: said))")
            #expect(said?.args.dropFirst().first == .int(3))
        }
    }
}

@Suite struct KlondikeCoachLostTests {
    /// A move as good as any by the hint's order that the quick check proves lost a game
    /// still winnable before it: the coach says so, with `undo`, and the hint never gives it
    /// again from there.
    @Test func theCoachSpeaksOnAMoveThatLostAWinnableGame() throws {
        let seed = try #require((UInt64(1)...200).first { Klondike(seed: $0).hint()?.move == .draw })
        KlondikeTable.$lossChecking.withValue(staged(winnableBelow: 1, lostFrom: 1)) {
            var t = table(seed: seed)
            let dealt = t.game
            let keys = t.coached(.draw, word: nil, at: 0).messages.map(\.key)
            #expect(keys.contains("klondike.coach.lost"), "\(keys)")
            #expect(t.avoided.map { $0.answer(about: dealt) } == [.draw])
            run(&t, "undo")
            let next = t.suggestion()
            #expect(next.move != .draw, "\(next)")
        }
    }

    @Test func aMoveThatKeepsTheGameWinnableGetsNoLine() throws {
        let seed = try #require((UInt64(1)...200).first { Klondike(seed: $0).hint()?.move == .draw })
        KlondikeTable.$lossChecking.withValue(staged(winnableBelow: 5, lostFrom: 9)) {
            var t = table(seed: seed)
            let keys = t.coached(.draw, word: nil, at: 0).messages.map(\.key)
            #expect(!keys.contains { $0.hasPrefix("klondike.coach") }, "\(keys)")
        }
    }
}

@Suite struct KlondikeUndoCountTests {
    @Test func undoNTakesBackNMovesInOneLine() {
        var t = table()
        for _ in 0..<5 { run(&t, "draw") }
        let response = run(&t, "undo 3")
        #expect(!response.refused)
        #expect(response.messages.map(\.key) == ["klondike.undone.several"], "\(response.messages)")
        #expect(t.game.position.moves == 2)
        run(&t, "undo 2 times")
        #expect(t.game.position.moves == 0)
    }

    @Test func undoMoreThanThereAreTakesBackEveryMove() {
        var t = table()
        for _ in 0..<3 { run(&t, "draw") }
        let response = run(&t, "undo 99999999999999999999999")
        #expect(response.messages.map(\.key) == ["klondike.undone.all"])
        #expect(t.game.history.isEmpty)
    }

    @Test func undoWithSomethingElseIsRefusedAndChangesNothing() {
        var t = table()
        for _ in 0..<3 { run(&t, "draw") }
        let before = t.game.position
        for line in ["undo banana 3 4", "undo 3 4", "undo 0"] {
            let response = run(&t, line)
            #expect(response.refused, "\(line)")
            #expect(response.messages.map(\.key) == ["klondike.undo.count.refused"])
            #expect(t.game.position == before)
        }
    }
}

/// `undo N` as typed at the console, in each language: one line, N moves taken back.
@Suite struct KlondikeUndoCountSessionTests {
    @Test(arguments: [
        (Language.es, "robar", "deshacer 3", "Jugadas deshechas: 3"),
        (Language.es, "robar", "deshacer 3 veces", "Jugadas deshechas: 3"),
        (Language.en, "draw", "undo 3 times", "3 moves taken back"),
        (Language.ko, "뽑기", "무르기 3번", "3수를 물렀어요"),
    ])
    func undoNAtTheConsole(language: Language, draw: String, undo: String, said: String) {
        let s = klondike(language)
        for _ in 0..<4 { _ = s.handle(draw) }
        let out = s.handle(undo)
        #expect(out.contains(said), "\(out)")
    }
}

/// A card named by its rank and colour (`el seis rojo`, `the black seven`, `빨간 6`): the move
/// of that shape when one fits.
@Suite struct KlondikeColourShapeTests {
    @Test func aColourPatternNamesTheRankAndColour() {
        #expect(Klondike.shapePattern("6*red")! == (6, true))
        #expect(Klondike.shapePattern("K*black")! == (13, false))
        #expect(Klondike.shapePattern("6*")! == (6, nil))
        #expect(Klondike.shapePattern("6*green") == nil)
    }

    @Test(arguments: [
        (Language.es, "el seis rojo va en el siete negro"),
        (Language.es, "el 6 rojo sobre el 7 negro"),
        (Language.en, "the red six onto the black seven"),
        (Language.ko, "빨간 6을 검은 7 위에"),
    ])
    func aRedSixOntoABlackSeven(language: Language, line: String) throws {
        // A deal where one red six, and only one, can go onto a black seven.
        let seed = try #require(
            (UInt64(1)...400).first { seed in
                let t = table(seed: seed)
                guard case .success(let move) = t.game.shapedMove("6*red", "7*black") else { return false }
                return t.game.refusal(for: move) == nil
            })
        let s = klondike(language, seed: seed)
        let before = (s.tables[.klondike] as? KlondikeTable)?.game.position
        let out = s.handle(line)
        let after = (s.tables[.klondike] as? KlondikeTable)?.game.position
        #expect(after != before, "\(out)")
    }
}

/// A card named whole to a column said as one (`a la columna siete`), with the words of a run
/// around it (`la escalera del…`, `con todo`): that move.
@Suite struct KlondikeRunToColumnTests {
    @Test(arguments: [
        "mueve la escalera del %@ a la columna %d", "el %@ con todo a la columna %d",
        "mueve toda la escalera del %@ a la columna %d",
    ])
    func aRunNamedByItsCardGoesToTheColumnSaid(_ form: String) throws {
        let letters: [FrenchSuit: String] = [.spades: "p", .hearts: "c", .diamonds: "d", .clubs: "t"]
        for seed in UInt64(1)...60 {
            let s = klondike(.es, seed: seed)
            let game = try #require((s.tables[.klondike] as? KlondikeTable)?.game)
            for i in 0..<7 {
                guard let card = game.position.stacks[i].last else { continue }
                for j in 0..<7 where j != i {
                    let move = Klondike.Move.transfer(from: .stack(i), to: .stack(j), count: 1)
                    guard game.refusal(for: move) == nil, let letter = letters[card.suit] else { continue }
                    let rank = [1: "A", 11: "J", 12: "Q", 13: "K"][card.rank] ?? String(card.rank)
                    let line = String(format: form, "\(rank)\(letter)", j + 1)
                    let out = s.handle(line)
                    let after = (s.tables[.klondike] as? KlondikeTable)?.game.position
                    #expect(after?.stacks[j].last == card, "seed \(seed): \(line): \(out)")
                    return
                }
            }
        }
        Issue.record("no deal with such a move")
    }
}

/// A card said "too" with no verb (`y ahora el as de corazones también`): it goes up.
@Suite struct KlondikeUpAgainTests {
    @Test(arguments: [
        (Language.es, "y ahora el as de %@ también"), (Language.en, "and now the ace of %@ too"),
    ])
    func aCardSaidTooGoesUp(language: Language, form: String) throws {
        let names: [Language: [FrenchSuit: String]] = [
            .es: [.spades: "picas", .hearts: "corazones", .diamonds: "diamantes", .clubs: "tréboles"],
            .en: [.spades: "spades", .hearts: "hearts", .diamonds: "diamonds", .clubs: "clubs"],
        ]
        for seed in UInt64(1)...60 {
            let s = klondike(language, seed: seed)
            let game = try #require((s.tables[.klondike] as? KlondikeTable)?.game)
            guard let ace = game.position.stacks.compactMap(\.last).first(where: { $0.rank == 1 }),
                let name = names[language]?[ace.suit]
            else { continue }
            let out = s.handle(String(format: form, name))
            let after = try #require((s.tables[.klondike] as? KlondikeTable)?.game.position)
            #expect(after.foundations.reduce(0, +) == 1, "seed \(seed): \(out)")
            // A number alone, or a pile, said "too" is no such move.
            #expect(!klondike(language, seed: seed).handle(String(format: form, "7")).isEmpty)
            return
        }
        Issue.record("no deal with an ace on top")
    }
}

/// Korean says a card goes "under" the one it lands on (`밑에`, `밑으로`: cards stack down the
/// column): the same move as `위에`.
@Suite struct KlondikeKoreanUnderTests {
    @Test(arguments: ["밑에", "밑으로", "위에"])
    func underIsOnto(_ word: String) throws {
        let suits: [FrenchSuit: String] = [.spades: "스페이드", .hearts: "하트", .diamonds: "다이아", .clubs: "클로버"]
        func name(_ card: FrenchCard) -> String {
            suits[card.suit]! + ([1: "A", 11: "J", 12: "Q", 13: "K"][card.rank] ?? String(card.rank))
        }
        for seed in UInt64(1)...60 {
            let s = klondike(.ko, seed: seed)
            let game = try #require((s.tables[.klondike] as? KlondikeTable)?.game)
            for i in 0..<7 {
                for j in 0..<7 where j != i {
                    guard let card = game.position.stacks[i].last, let onto = game.position.stacks[j].last,
                        game.refusal(for: .transfer(from: .stack(i), to: .stack(j), count: 1)) == nil
                    else { continue }
                    let out = s.handle("\(name(card))을 \(name(onto)) \(word)")
                    let after = (s.tables[.klondike] as? KlondikeTable)?.game.position
                    #expect(after?.stacks[j].last == card, "seed \(seed): \(out)")
                    return
                }
            }
        }
        Issue.record("no deal with such a move")
    }
}
