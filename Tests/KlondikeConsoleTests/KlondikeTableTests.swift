import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import CardKit
@testable import Catalog
@testable import Console
@testable import Klondike
@testable import KlondikeConsole

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// The engine's types, by their short names in this file (other engines have their own `Move`s).
private typealias Move = Klondike.Move
private typealias Position = Klondike.Position

private func renderer(_ language: Language = .en, width: Int = 80, colour: Bool = false) -> Renderer {
    Renderer(
        localizer: Localizer(catalogs: Repository.catalogs, language: language), style: Style(enabled: colour),
        width: width)
}

@Suite struct KlondikeTableTests {
    /// A game won in a lesson says so once (the win's own line): the lesson's table shows no
    /// second "won" line under it, nor offers a new deal; the table in play keeps that line.
    @Test func aLessonsWonTableSaysTheWinOnce() throws {
        var table = try #require(KlondikeTable.prepared(KlondikeTable.finish))
        let response = table.carryOut(.auto, word: nil, at: 0)
        #expect(response.messages.contains { $0.key == "klondike.won" })
        #expect(table.game.isWon)
        for language in Language.allCases {
            let r = renderer(language)
            let won = r.text("klondike.status.won", .command(.new))
            #expect(!table.draw(r.forLesson).contains(won), "\(language)")
            #expect(table.draw(r).contains(won), "\(language)")
        }
    }

    @Test func aCardThatFitsNowhereSaysTheStacksReasonAsASecondOne() throws {
        let table = KlondikeTable(seed: 3)
        let seven = try #require(FrenchCard(reading: "7h"))
        let three = try #require(FrenchCard(reading: "3h"))
        let ko = Localizer(catalogs: Repository.catalogs, language: .ko)
        let both = ko.text(table.refusalMessage(.nowhere(seven, count: 1, foundationNeeds: three)))
        #expect(both.hasSuffix("끝나는 열도 없어요.") && !both.contains("그리고"), "\(both)")
        #expect(both.contains("8이나 "), "\(both)")
        let alone = ko.text(table.refusalMessage(.nowhere(seven, count: 1, foundationNeeds: nil)))
        #expect(alone.hasSuffix("끝나는 열이 없어요."), "\(alone)")
        let en = Localizer(catalogs: Repository.catalogs, language: .en)
        #expect(en.text(table.refusalMessage(.nowhere(seven, count: 1, foundationNeeds: three))).hasSuffix("either."))
    }

    /// `tap` and `move` read a card in every spelling CardKit's reader takes (`Th`, `h10`,
    /// `♥10`, `10♥`, …): naming a stack's top card does what naming the stack does.
    @Test func tapAndMoveReadEverySpellingOfACard() {
        for seed in 0..<8 {
            var table = KlondikeTable(seed: UInt64(seed))
            _ = table.begin(at: 0)
            for stack in 1...7 {
                let top = table.game.position.stacks[stack - 1].last!
                for command in ["tap", "move"] {
                    let tail = command == "move" ? " \(stack % 7 + 1)" : ""
                    var byPile = table
                    let expected = run(&byPile, "\(command) \(stack)\(tail)")
                    for word in spellings(of: top) {
                        var byCard = table
                        let got = run(&byCard, "\(command) \(word)\(tail)")
                        #expect(
                            got.messages == expected.messages && got.refused == expected.refused, "\(command) \(word)")
                        #expect(byCard.game == byPile.game, "\(command) \(word)")
                    }
                }
            }
        }
    }

    /// A face card written as a number names no card: refused as unreadable, nothing moves.
    @Test func numberedFaceCardsStayRefused() {
        var table = KlondikeTable(seed: 3)
        _ = table.begin(at: 0)
        for word in ["11h", "1s", "13c", "h12", "14d"] {
            let before = table
            let response = run(&table, "tap \(word)")
            #expect(response.refused && response.messages.map(\.key) == ["klondike.refused.unreadable"], "\(word)")
            #expect(run(&table, "move \(word) 3").messages.map(\.key) == ["klondike.refused.unreadable"], "\(word)")
            #expect(table == before)
        }
    }

    /// Random commands, sensible or not: the invariants hold after every one, and a refused
    /// command leaves the table exactly as it was.
    @Test func soakRandomCommands() {
        var rng = SeededRNG(seed: 77)
        let words = ["s", "w", "f", "f1", "f2", "f3", "f4", "1", "2", "3", "4", "5", "6", "7", "7h", "Ks", "x", "0"]
        for seed in 0..<150 {
            var table = KlondikeTable(seed: UInt64(seed))
            _ = table.begin(at: 0)
            for step in 0..<120 {
                let line: String
                switch rng.below(20) {
                case 0..<5: line = "draw"
                case 5..<10: line = "tap " + words[rng.below(words.count)]
                case 10..<16:
                    line =
                        "move \(words[rng.below(words.count)]) \(words[rng.below(words.count)])"
                        + (rng.coin() ? "" : " \(rng.below(4))")
                case 16: line = "undo"
                case 17: line = "hint"
                case 18: line = "auto"
                default: line = rng.below(10) == 0 ? "new" : "tap \(rng.below(7) + 1)"
                }
                let before = table
                let response = run(&table, line, at: Double(step))
                #expect(table.invariantProblems() == [], "seed \(seed), \(line)")
                if response.refused {
                    #expect(!response.redraw)
                    var unchanged = table
                    unchanged.play.lastSeen = before.play.lastSeen
                    #expect(unchanged == before, "seed \(seed): refused \(line) changed the table")
                }
                #expect(!response.messages.isEmpty, "\(line) said nothing")
            }
        }
    }

    /// The search's winning commands (the golden transcript's) win, and the win is reported.
    @Test func theWinIsReportedWithScoreAndTime() throws {
        let input = try String(contentsOfFile: "\(Repository.transcripts)/klondike-win.en.in", encoding: .utf8)
        let lines = input.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && $0 != "quit" }
        var table = KlondikeTable(seed: 2)
        _ = table.begin(at: 100)
        var over: [GameOver] = []
        for (i, line) in lines.enumerated() {
            let response = run(&table, line, at: 100 + Double(i + 1) * 3)
            #expect(!response.refused, "\(line)")
            over += response.over
        }
        #expect(table.game.isWon)
        #expect(over == [GameOver(.won, score: table.game.position.score, seconds: lines.count * 3)])
        #expect(run(&table, "new").over == [], "a won game is not lost again by dealing anew")
    }

    @Test func dealingAnewAfterPlayingCountsALossAndTheDrawModeStays() {
        var table = KlondikeTable(seed: 5)
        _ = table.begin(at: 0)
        #expect(run(&table, "new 3", at: 5).over == [], "nothing was played yet")
        #expect(table.game.drawMode == .three)
        _ = run(&table, "draw", at: 10)
        let response = run(&table, "new", at: 70)
        #expect(response.over == [GameOver(.lost, score: 0, seconds: 65)])
        #expect(table.game.drawMode == .three, "plain new keeps the last draw mode")
        _ = run(&table, "draw", at: 80)
        #expect(run(&table, "restart", at: 90).over.count == 1)
        // Counted by the games won: "0 games won of 2".
        #expect(table.summary() == Message("klondike.summary", .int(0), .int(2), count: 0))
    }

    @Test func theTableSurvivesAnEncodingRoundTrip() throws {
        var table = KlondikeTable(seed: 9)
        _ = table.begin(at: 0)
        for line in ["draw", "draw", "tap w", "new 3", "draw"] { _ = run(&table, line) }
        let data = try JSONEncoder().encode(table)
        #expect(try JSONDecoder().decode(KlondikeTable.self, from: data) == table)
    }

    /// Seven stacks of up to 19 cards fit 80 columns and narrow terminals, in every language,
    /// with and without colour; the piles line up under their labels.
    @Test func theTallestTableFitsAndLinesUp() {
        let run = (1...13).reversed().map { FrenchCard($0, $0 % 2 == 0 ? .hearts : .spades) }
        let others = FrenchCard.deck.filter { !run.contains($0) }
        var stacks = [[FrenchCard]](repeating: [], count: 7)
        stacks[6] = Array(others.prefix(6)) + run
        var rest = Array(others.dropFirst(6))
        for i in 0..<6 { stacks[i] = [rest.removeLast()] }
        // Three tens on top of the waste: the widest fan.
        let tens = rest.filter { $0.rank == 10 }
        rest.removeAll { $0.rank == 10 }
        let position = Position(
            stock: Array(rest.prefix(10)), waste: Array(rest.dropFirst(10)) + tens, foundations: [0, 0, 0, 0],
            stacks: stacks, hidden: [0, 0, 0, 0, 0, 0, 6])
        var table = KlondikeTable(seed: 1)
        table.game = Klondike(position: position, drawMode: .three)
        for language in Language.allCases {
            for width in [80, 44, 36, 30, 28] {
                let plain = table.draw(renderer(language, width: width))
                let coloured = table.draw(renderer(language, width: width, colour: true))
                #expect(coloured.map(stripANSI) == plain)
                // The piles (between the heading and the status line, which wrap as prose).
                let piles = plain.dropFirst().prefix { !$0.contains(":") && !$0.contains("·") }
                for line in piles { #expect(TextWidth.columns(line) <= width, "\(language) \(width): \(line)") }
                #expect(piles.count >= 2 + 1 + 1 + 19)
                // The label of stack 7 and its cards start in the same column.
                let labels = plain.first { $0.hasSuffix("7") && $0.contains("1") }!
                let last = plain.first { $0.hasSuffix("♠K") }!
                #expect(TextWidth.columns(String(labels.dropLast())) == TextWidth.columns(String(last.dropLast(2))))
            }
        }
    }

    @Test func anEmptyStockThatCanBeRefilledShowsTheMark() {
        var table = KlondikeTable(seed: 3)
        _ = table.begin(at: 0)
        for _ in 0..<24 { _ = run(&table, "draw") }
        #expect(table.draw(renderer()).contains { $0.contains("↻") })
        _ = run(&table, "draw")
        #expect(!table.draw(renderer()).contains { $0.contains("↻") })
    }

    /// Poker's giving-up words at Klondike say how a deal is given up here, in every language.
    @Test func givingUpSaysWhatGivesUpADealHere() {
        let es = klondike(.es).handle("me rindo")
        #expect(es.contains("póquer") && es.contains("«nueva»"), "\(es)")
        let en = klondike(.en).handle("fold")
        #expect(en.contains("“new”"), "\(en)")
        let ko = klondike(.ko).handle("기권")
        #expect(ko.contains("새 판"), "\(ko)")
    }

    @Test func hintsNameTheCommandInTheLanguage() {
        var table = KlondikeTable(seed: 2)
        _ = table.begin(at: 0)
        let localizer = Localizer(catalogs: Repository.catalogs, language: .es)
        let text = localizer.text(table.hint()[0])
        #expect(text.contains("«mover 4 f2»"), "\(text)")
        _ = run(&table, "tap 4")
        #expect(!table.hint().isEmpty)
    }
}
