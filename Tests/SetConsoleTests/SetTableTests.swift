import CardKit
import GameKit
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import SetConsole
@testable import SetGame

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

private func renderer(_ language: Language, width: Int? = 80, colour: Bool = false) -> Renderer {
    Renderer(
        localizer: Localizer(catalogs: Repository.catalogs, language: language), style: Style(enabled: colour),
        width: width)
}

private func started(seed: UInt64 = 1) -> SetTable {
    var table = SetTable(seed: seed)
    _ = table.begin(at: 0)
    return table
}

/// The table's numbers of a set on the table, as a `tap` argument.
private func setArgument(_ table: SetTable) -> String? {
    SetFinder.firstSet(in: table.game.table).map { "\($0.0 + 1) \($0.1 + 1) \($0.2 + 1)" }
}

/// Text without colour sequences.
private func plain(_ text: String) -> String {
    var out = ""
    var inEscape = false
    for c in text {
        if inEscape {
            if c == "m" { inEscape = false }
            continue
        }
        if c == "\u{1B}" {
            inEscape = true
            continue
        }
        out.append(c)
    }
    return out
}

@Suite struct SetTableTests {
    /// With the coach on, three cards judged get one line: after a set, how many the table
    /// holds now; after a mismatch, how many there are to find. A single tap gets none.
    @Test func theCoachCommentsOnAFoundSetAndOnAMismatch() throws {
        var table = started(seed: 3)
        let one = table.coached(.tap, word: "1", at: 1)
        #expect(!one.messages.contains { $0.key.hasPrefix("set.coach") }, "\(one.messages)")
        _ = table.coached(.tap, word: "1", at: 1)
        let numbers = table.game.table.indices.map { $0 + 1 }
        let sets = Set(SetFinder.sets(in: table.game.table).map { "\($0.0 + 1) \($0.1 + 1) \($0.2 + 1)" })
        var wrong: String?
        outer: for a in numbers {
            for b in numbers where b > a {
                for c in numbers where c > b {
                    if !sets.contains("\(a) \(b) \(c)") {
                        wrong = "\(a) \(b) \(c)"
                        break outer
                    }
                }
            }
        }
        let mismatch: String = try #require(wrong)
        let mismatched = table.coached(.tap, word: mismatch, at: 2)
        #expect(mismatched.messages.contains { $0.key == "set.mismatched" })
        #expect(mismatched.messages.contains { $0.key.hasPrefix("set.coach.mismatch") }, "\(mismatched.messages)")
        let found = try #require(setArgument(table))
        let matched = table.coached(.tap, word: found, at: 3)
        #expect(matched.messages.contains { $0.key == "set.matched" })
        #expect(matched.messages.contains { $0.key.hasPrefix("set.coach.found") }, "\(matched.messages)")
        // The set found is still shown: the count is of the sets among the other cards.
        let others = SetFinder.count(in: table.game.table.filter { !table.game.selection.contains($0) })
        let en = Localizer(catalogs: Repository.catalogs, language: .en)
        let said =
            others == 0
            ? Message("set.coach.found.none") : Message("set.coach.found", .int(others), count: others)
        #expect(en.text(matched.messages.last!) == en.text(said))
        let line = Localizer(catalogs: Repository.catalogs, language: .ko).text(mismatched.messages.last!)
        #expect(line.hasPrefix("코치: "), "\(line)")
    }

    @Test func theResumeLineHasNoCapitalInMidSentence() throws {
        let table = SetTable(seed: 1)
        let summary = try #require(table.resumeSummary())
        let es = Localizer(catalogs: Repository.catalogs, language: .es).text(summary)
        #expect(es.hasPrefix("Una partida a medias: puntos 0 · sets 0 · mazo "), "\(es)")
        let en = Localizer(catalogs: Repository.catalogs, language: .en).text(summary)
        #expect(en.hasPrefix("A game in play: score 0 · sets 0 · deck "), "\(en)")
    }

    @Test func tapTakesOneToThreeNumbersWithSpacesOrCommas() {
        var table = started()
        let one = table.carryOut(.tap, word: "5", at: 1)
        #expect(!one.refused && one.redraw)
        #expect(table.game.selection == [table.game.table[4]])
        var other = started()
        _ = other.carryOut(.tap, word: "1,2", at: 1)
        #expect(other.game.selection == [other.game.table[0], other.game.table[1]])
    }

    /// The game's last set, taken with the deck empty: the cards close up at once, and the
    /// explanation is of the three cards taken, not of those that moved into their places.
    @Test func theLastSetIsExplainedByTheCardsTaken() throws {
        let codes = ["2ght", "1goc", "1pft", "3rht", "2rfc", "3phc", "3rfs", "2poc", "1got"]
        var game = try #require(SetGame.prepared(table: codes.compactMap(SetCard.init(code:))))
        game.matched = game.deck
        game.deck = []
        var table = SetTable(seed: 1)
        table.game = game
        let response = table.carryOut(.tap, word: "2 5 6", at: 1)
        #expect(table.game.phase == .over)
        let text = response.messages.map { renderer(.en, width: nil).localizer.sentence($0) }.joined(separator: "\n")
        #expect(
            text.contains("Why it is a set: three different numbers, the same shape (circles), three different "),
            "\(text)")
    }

    /// After a set, `tap` naming one of its cards and then others: the set is replaced, its
    /// card selects nothing, the others are selected (positions read as the table was shown).
    @Test func aMultiTapAfterASetSkipsTheCardsTakenAway() throws {
        var table = started(seed: 3)
        let set = try #require(SetFinder.firstSet(in: table.game.table))
        _ = table.carryOut(.tap, word: "\(set.0 + 1) \(set.1 + 1) \(set.2 + 1)", at: 1)
        #expect(table.game.selectionIsSet)
        let others = table.game.table.indices.filter { ![set.0, set.1, set.2].contains($0) }.prefix(2)
        let wanted = others.map { table.game.table[$0] }
        let response = table.carryOut(.tap, word: "\(set.1 + 1) \(others.first! + 1) \(others.last! + 1)", at: 2)
        #expect(!response.refused)
        #expect(table.game.selection == wanted)
        #expect(table.game.setsFound == 1 && table.game.matched.count == 3)
    }

    /// `tap 1 2 4` right after a set, card 2 being one of it: card 1 takes the set away and is
    /// selected, card 4 too, and card 2 (gone with the set) is said, never silently dropped.
    @Test func aCardTakenAwayByTheSameTapIsSaid() throws {
        var table = started(seed: 3)
        let set = try #require(SetFinder.firstSet(in: table.game.table))
        _ = table.carryOut(.tap, word: "\(set.0 + 1) \(set.1 + 1) \(set.2 + 1)", at: 1)
        let others = table.game.table.indices.filter { ![set.0, set.1, set.2].contains($0) }.prefix(2)
        let wanted = others.map { table.game.table[$0] }
        let response = table.carryOut(.tap, word: "\(others.first! + 1) \(set.1 + 1) \(others.last! + 1)", at: 2)
        #expect(table.game.selection == wanted)
        #expect(response.messages.contains(Message("set.tap.gone", .int(set.1 + 1))), "\(response.messages)")
        for language in Language.allCases {
            let text = response.messages.map(renderer(language).text).joined(separator: "\n")
            #expect(text.contains("\(set.1 + 1)") && !text.contains("set.tap"), "\(language): \(text)")
        }
    }

    @Test func unreadableOrMissingCardsAreRefusedWithTheRangeAndChangeNothing() {
        let localizer = Localizer(catalogs: Repository.catalogs, language: .en)
        for argument in ["x", "0", "13", "-1", "1 99", "1 2 3 4", "2.5", ",", "1 x"] {
            var table = started()
            _ = table.carryOut(.tap, word: "1", at: 1)
            let before = table
            let response = table.carryOut(.tap, word: argument, at: 2)
            #expect(response.refused && !response.redraw, "\(argument)")
            #expect(table == before, "\(argument) changed the game")
            let text = response.messages.map(localizer.text).joined()
            if argument != "1 2 3 4" { #expect(text.contains("12"), "\(argument): \(text) names the range 1 to 12") }
        }
    }

    @Test func dealRefusedOnAFullTableSaysWhyAndChangesNothing() {
        var table = started(seed: 3)
        for _ in 0..<4 { _ = table.perform(.deal, argument: .none, at: 1) }
        #expect(table.game.table.count == 24)
        let before = table
        let response = table.perform(.deal, argument: .none, at: 2)
        #expect(response.refused && table == before)
        let text = Localizer(catalogs: Repository.catalogs, language: .es).text(response.messages[0])
        #expect(text.contains("24") && text.contains("«pista»"), "\(text)")
    }

    @Test func aFinishedGameIsReportedOnceAsWonWithScoreAndTime() {
        var table = started(seed: 12)
        var now = 0.0
        var overs: [GameOver] = []
        while table.game.phase == .playing {
            now += 5
            let response: Response
            if table.game.selectionIsSet {
                response = table.perform(.deal, argument: .none, at: now)
            } else if let argument = setArgument(table) {
                response = table.carryOut(.tap, word: argument, at: now)
            } else {
                response = table.perform(.deal, argument: .none, at: now)
            }
            #expect(!response.refused)
            overs += response.over
            #expect(table.invariantProblems() == [])
        }
        #expect(overs == [GameOver(.won, score: table.game.score, seconds: Int(now))])
        #expect(table.game.score == table.game.setsFound * 3)
        let summary = Localizer(catalogs: Repository.catalogs, language: .en).text(table.summary()!)
        #expect(summary.contains("games finished 1"), "\(summary)")
    }

    /// A game won with the coach's free hint sets no record: the exit summary says its score
    /// apart, never as the best score; the rules' scoring section says the hint is free then.
    @Test(arguments: Language.allCases)
    func anAssistedWinIsNoBestScore(_ language: Language) {
        var table = started(seed: 12)
        _ = table.perform(.coachedHint, argument: .none, at: 1)
        var now = 1.0
        while table.game.phase == .playing {
            now += 5
            if table.game.selectionIsSet {
                _ = table.perform(.deal, argument: .none, at: now)
            } else if let argument = setArgument(table) {
                _ = table.carryOut(.tap, word: argument, at: now)
            } else {
                _ = table.perform(.deal, argument: .none, at: now)
            }
        }
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let summary = table.summary()
        #expect(
            summary?.args.contains { if case .message(let m) = $0 { m.key == "set.summary.assisted" } else { false } }
                == true,
            "\(String(describing: summary))")
        let scoring = Repository.catalogs.tables[language]!["game.set.rules.scoring"]!
        let coach = localizer.words("command.coach.aliases").first!
        #expect(scoring.contains(coach), "\(language): \(scoring)")
    }

    @Test func newInTheMiddleOfAGameCountsItLost() {
        var table = started()
        #expect(table.perform(.new, argument: .none, at: 1).over == [], "nothing done yet")
        _ = table.carryOut(.tap, word: "1", at: 12)
        #expect(table.perform(.shake, argument: .none, at: 30).over == [GameOver(.lost, score: 0, seconds: 11)])
    }

    @Test func theTableSurvivesAnEncodeDecodeRoundTrip() throws {
        var table = started(seed: 4)
        _ = table.carryOut(.tap, word: "2 3", at: 1)
        _ = table.perform(.hint, argument: .none, at: 2)
        let copy = try JSONDecoder().decode(SetTable.self, from: JSONEncoder().encode(table))
        #expect(copy == table)
    }

    /// Random commands, thousands of them, in the three languages: after every command the
    /// invariants hold, a refusal changes nothing, and no text is missing from a catalog.
    @Test func soakKeepsTheInvariants() {
        var rng = SeededRNG(seed: 77)
        var table = started(seed: 9)
        let renderers = Language.allCases.map { renderer($0) }
        for step in 0..<4000 {
            let roll = rng.below(100)
            let command: CommandID
            var argument: String?
            switch roll {
            case 0..<40:
                command = .tap
                argument = setArgument(table) ?? "1"
            case 40..<65:
                command = .tap
                argument =
                    ["\(rng.below(26))", "x", "\(rng.below(24) + 1) \(rng.below(24) + 1)", "1,2,3,4"][rng.below(4)]
            case 65..<85: command = .deal
            case 85..<97: command = .hint
            default: command = .new
            }
            let before = table
            let response = table.carryOut(command, word: argument, at: Double(step))
            if response.refused { #expect(table == before, "refused \(command) \(argument ?? "") changed the game") }
            let problems = table.invariantProblems()
            if !problems.isEmpty {
                Issue.record("step \(step) \(command) \(argument ?? ""): \(problems)")
                return
            }
            let r = renderers[step % 3]
            let text = (response.messages.map(r.text) + table.draw(r)).joined(separator: "\n")
            #expect(!text.contains("⟦") && !text.contains("%"), "step \(step): \(text)")
        }
    }

    @Test func theInvariantCheckCanFail() {
        var table = started()
        #expect(table.invariantProblems() == [])
        table.game.table[1] = table.game.table[0]
        #expect(!table.invariantProblems().isEmpty, "a card dealt twice")
        var other = started()
        other.game.deck.removeLast()
        #expect(!other.invariantProblems().isEmpty, "a card lost")
    }
}

@Suite struct SetLayoutTests {
    /// Every card's cell reads differently with colour off, in every language.
    @Test func everyCardCanBeToldApartWithoutColour() {
        for language in Language.allCases {
            let r = renderer(language)
            var table = started()
            var faces = Set<String>()
            for chunk in stride(from: 0, to: 81, by: 12) {
                table.game.table = Array(SetCard.deck[chunk..<min(chunk + 12, 81)])
                table.game.selection = []
                let lines = table.draw(r)
                let cells = lines.filter { $0.contains { "▲◭△●◐○■◧□".contains($0) } && !$0.contains("·") }
                for line in cells {
                    // A cell: number, glyphs, colour word; strip the numbers.
                    let pieces = line.split(separator: " ").filter { Int($0) == nil }
                    for pair in stride(from: 0, to: pieces.count - 1, by: 2) {
                        faces.insert("\(pieces[pair]) \(pieces[pair + 1])")
                    }
                }
            }
            #expect(faces.count == 81, "\(language): \(faces.count) distinct faces")
            #expect(!r.text("set.table.legend", .verbatim("a"), .verbatim("b"), .verbatim("c")).isEmpty)
        }
    }

    @Test(arguments: [80, 60, 40, 30, 20])
    func theGridFitsAndStaysAlignedInEveryLanguage(width: Int) {
        for language in Language.allCases {
            for colour in [false, true] {
                let r = renderer(language, width: width, colour: colour)
                var table = started(seed: 2)
                for _ in 0..<4 { _ = table.perform(.deal, argument: .none, at: 1) }
                _ = table.carryOut(.tap, word: "3 11", at: 2)
                let rows = table.draw(r).filter { $0.contains { "▲◭△●◐○■◧□".contains($0) } && !$0.contains("·") }
                let faces = rows.map(plain).flatMap { $0.split(separator: " ") }.filter {
                    $0.first.map { "▲◭△●◐○■◧□".contains($0) } ?? false
                }
                #expect(faces.count == 24, "\(language) \(width): every card drawn once")
                let widths = rows.map(TextWidth.columns)
                #expect(widths.allSatisfy { $0 <= width }, "\(language) \(width): \(widths)")
                // Full rows are all the same width: the cells line up in columns.
                #expect(Set(widths.dropLast()).count <= 1, "\(language) \(width) colour \(colour): \(widths)")
            }
        }
    }

    @Test func glyphsAreOneColumnAndAllDifferent() {
        var seen = Set<String>()
        for shape in SetCard.Shape.allCases {
            for shading in SetCard.Shading.allCases {
                let g = SetTable.glyph(shape, shading)
                #expect(TextWidth.columns(g) == 1, "\(g)")
                seen.insert(g)
            }
        }
        #expect(seen.count == 9)
    }

    @Test func hintedCardsAreMarkedEvenWhenSelected() {
        var table = started(seed: 21)
        _ = table.carryOut(.tap, word: "1 2 3", at: 1)
        for _ in 0..<3 { _ = table.perform(.hint, argument: .none, at: 2) }
        let hinted = table.game.hintPositions
        let rows = table.draw(renderer(.en)).joined(separator: "\n")
        for p in hinted {
            let n = p < 9 ? " \(p + 1)" : "\(p + 1)"
            let marked = table.game.selection.contains(table.game.table[p]) ? "[\(n)*" : " \(n)*"
            #expect(rows.contains(marked), "card \(p + 1) should show \(marked): \(rows)")
        }
        #expect(hinted.count == 3)
    }

    @Test func twelveCardsLieInThreeRowsAt80Columns() {
        let lines = started().draw(renderer(.ko))
        let rows = lines.filter { $0.contains { "▲◭△●◐○■◧□".contains($0) } && !$0.contains("·") }
        #expect(rows.count == 3)
    }
}

@Suite struct SetWordingTests {
    /// The same shading is named as a noun in every language's why-line, in the words the
    /// cards and the mismatch lines use: Korean says `채우기가 모두 같음(줄무늬 모양)` and
    /// `(꽉 찬 모양)` (as `두 장은 꽉 찬 모양`), never an adjective alone (`꽉 찬`, `빈`).
    @Test func theWhyLineNamesTheSameShadingAsANoun() throws {
        let ko = Localizer(catalogs: Repository.catalogs, language: .ko)
        for shading in [SetCard.Shading.solid, .striped, .open] {
            let cards = (1...3).map { SetCard(number: $0, shape: .circle, shading: shading, colour: .red) }
            let line = ko.text(try #require(SetTable.whyASet(cards)))
            let noun = ko.text(shading.noun)
            #expect(line.contains("채우기가 모두 같음(\(noun))"), "\(line)")
            #expect(!line.contains("(꽉 찬)") && !line.contains("(빈)"), "\(line)")
        }
        let striped = (1...3).map { SetCard(number: $0, shape: .circle, shading: .striped, colour: .red) }
        #expect(ko.text(try #require(SetTable.whyASet(striped))).contains("채우기가 모두 같음(줄무늬 모양)"))
    }

    /// A set taken above twelve cards: the line says that no cards replace it, and which
    /// cards moved into its places, each once.
    @Test func aSetTakenAboveTwelveSaysWhereTheLastCardsWent() {
        let en = Localizer(catalogs: Repository.catalogs, language: .en)
        let events: [SetGame.Event] = [.removedExtra(positions: [1, 4, 13]), .moved(from: [12, 14], to: [1, 4])]
        let lines = events.flatMap(\.messages).map(en.text)
        #expect(lines.count == 2)
        #expect(lines[0].contains("12"), "\(lines[0])")
        #expect(
            lines[1].contains("card 13 moves to place 2") && lines[1].contains("card 15 moves to place 5"),
            "\(lines[1])")
    }
}

extension SetWordingTests {
    /// The coach after a set found above twelve cards, none among the others: no new cards
    /// take its place, so it says to deal three more, never to look at new cards.
    @Test func theCoachAboveTwelveCardsSaysToDealMore() throws {
        var found = false
        for seed in UInt64(1)...300 where !found {
            var table = SetTable(seed: seed)
            _ = table.begin(at: 0)
            _ = table.carryOut(.deal, word: nil, at: 1)
            guard table.game.table.count == 15 else { continue }
            let cards = table.game.table
            guard
                let set = SetFinder.sets(in: cards).first(where: { s in
                    !SetFinder.hasSet(
                        in: cards.enumerated().filter { ![s.0, s.1, s.2].contains($0.offset) }.map(\.element))
                })
            else { continue }
            let response = table.coached(.tap, word: "\(set.0 + 1) \(set.1 + 1) \(set.2 + 1)", at: 2)
            #expect(response.messages.last?.key == "set.coach.found.none.extra", "seed \(seed): \(response.messages)")
            found = true
        }
        #expect(found, "no seed below 300 has such a table")
    }
}

extension SetWordingTests {
    /// Above twelve cards with a set still selected, a tap of three numbers first takes that
    /// set (the last cards move into its places), then selects the three: the reason line is
    /// of the three named, as the table showed them, never of the set just taken.
    @Test func theReasonLineIsOfTheSetNamedNotOfTheSetTakenBefore() throws {
        var checked = 0
        for seed in UInt64(1)...400 where checked < 3 {
            var table = SetTable(seed: seed)
            _ = table.begin(at: 0)
            _ = table.carryOut(.deal, word: nil, at: 1)
            guard table.game.table.count == 15, let first = SetFinder.firstSet(in: table.game.table) else { continue }
            let taken = [first.0, first.1, first.2]
            let rest = table.game.table.indices.filter { !taken.contains($0) }
            // Another set among the rest, with a card among the last three (one that moves).
            guard
                let next = SetFinder.sets(in: rest.map { table.game.table[$0] }).map({
                    [$0.0, $0.1, $0.2].map { rest[$0] }
                })
                .first(where: { $0.contains { $0 >= 12 } && $0.allSatisfy { !taken.contains($0) } })
            else { continue }
            _ = table.carryOut(.tap, word: taken.map { String($0 + 1) }.joined(separator: " "), at: 2)
            guard table.game.selectionIsSet else { continue }
            let named = next.map { table.game.table[$0] }
            let response = table.carryOut(.tap, word: next.map { String($0 + 1) }.joined(separator: " "), at: 3)
            let why = try #require(
                response.messages.first { $0.key == "set.why" }, "seed \(seed): \(response.messages)")
            #expect(why == SetTable.whyASet(named), "seed \(seed)")
            #expect(Set(table.game.selection) == Set(named), "seed \(seed)")
            checked += 1
        }
        #expect(checked == 3)
    }
}

extension SetWordingTests {
    /// The reason line names a shading in the cards' own words (`꽉 찬 모양`, as a card reads
    /// `꽉 찬 세모`), never a word the cards do not use.
    @Test func theReasonLineNamesTheShadingInTheCardsWords() {
        for language in Language.allCases {
            let localizer = Localizer(catalogs: Repository.catalogs, language: language)
            for shading in [SetCard.Shading.solid, .striped, .open] {
                let noun = localizer.text(shading.noun).lowercased()
                let word = localizer.text(shading.message(count: 1)).lowercased()
                #expect(noun.hasPrefix(word) || noun.hasSuffix(word), "\(language): \(noun) / \(word)")
            }
        }
    }
}

extension SetWordingTests {
    /// The coach's free hint on a table without a set, asked for the first time: it says there
    /// is none, never “still none” (that is for a hint asked again).
    @Test func theFirstFreeHintOnATableWithoutASetIsNotStill() throws {
        let seed = try #require(
            (UInt64(1)...2000).first { seed in
                var table = SetTable(seed: seed)
                _ = table.begin(at: 0)
                return SetFinder.count(in: table.game.table) == 0
            })
        var table = SetTable(seed: seed)
        _ = table.begin(at: 0)
        let first = table.freeHint(at: 1)
        #expect(first.messages.map(\.key) == ["set.coach.hint.none"], "\(first.messages)")
        let again = table.freeHint(at: 2)
        #expect(again.messages.map(\.key) == ["set.hint.none.again"], "\(again.messages)")
    }
}

/// `deal` with the deck empty and no set selected says a set is still to be found, never how
/// many: that is the hint's first step, which costs a point.
@Suite struct SetDeckEmptyTests {
    @Test func dealWithTheDeckEmptyDoesNotCountTheSets() throws {
        var table = SetTable(seed: 7)
        _ = table.begin(at: 0)
        while !table.game.deck.isEmpty {
            table.game.matched += table.game.deck.prefix(3)
            table.game.deck.removeFirst(min(3, table.game.deck.count))
        }
        table.game.setsFound = table.game.matched.count / 3
        try #require(table.game.phase == .playing && SetFinder.count(in: table.game.table) > 0)
        let response = table.perform(.deal, argument: .none, at: 1)
        #expect(response.refused)
        #expect(response.messages.map(\.key) == ["set.refused.deckempty.find"], "\(response.messages)")
        #expect(!response.messages.contains { $0.args.contains { if case .int = $0 { true } else { false } } })
    }

    /// The same with the table full: a set is there (the rule says so), how many is not said.
    @Test func dealWithTheTableFullDoesNotCountTheSets() {
        var table = SetTable(seed: 7)
        _ = table.begin(at: 0)
        while table.game.table.count < SetGame.capacity {
            table.game.table.append(table.game.deck.removeFirst())
        }
        let response = table.perform(.deal, argument: .none, at: 1)
        #expect(response.refused)
        #expect(response.messages.map(\.key) == ["set.refused.tablefull.find"], "\(response.messages)")
        #expect(response.messages.first?.args.count == 2)
    }
}
