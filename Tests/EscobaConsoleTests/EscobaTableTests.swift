import CardKit
import GameKit
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Escoba
@testable import EscobaConsole

private func renderer(_ language: Language) -> Renderer {
    Renderer(localizer: Localizer(catalogs: Repository.catalogs, language: language), style: Style(enabled: false))
}

private func cards(_ codes: String) -> [SpanishCard] {
    codes.split(separator: " ").map { SpanishCard(code: String($0))! }
}

/// A table on a prepared two-player position.
private func table(hand: String, on cards: String, other: String = "1c 1e 1b") -> EscobaTable {
    var table = EscobaTable(seed: 1)
    table.game = EscobaGame.prepared(
        hand: EscobaTableTests.read(hand), table: EscobaTableTests.read(cards), others: [EscobaTableTests.read(other)])!
    return table
}

@Suite struct EscobaTableTests {
    static func read(_ codes: String) -> [SpanishCard] { cards(codes) }

    @Test func numbersWithTheWordWith() {
        var t = table(hand: "5c 2o 3e", on: "12o 4c 6e 1o")
        let response = t.perform(.tap, argument: .text("1 with 2 3"), at: 0)
        #expect(!response.refused)
        #expect(t.game.piles[0] == cards("4c 6e 5c"))
    }

    @Test func aTypedSumFindsTheCards() {
        var t = table(hand: "5c 2o 3e", on: "12o 4c 6e 1o")
        let response = t.perform(.tap, argument: .text("5 + 4 + 6"), at: 0)
        #expect(!response.refused)
        #expect(t.game.piles[0] == cards("4c 6e 5c"))
        var glued = table(hand: "5c 2o 3e", on: "12o 4c 6e 1o")
        #expect(!glued.perform(.tap, argument: .text("5+10 = 15"), at: 0).refused)
        #expect(glued.game.piles[0] == cards("12o 5c"))
    }

    @Test func aSumThatIsNotFifteenSaysWhatItMakes() {
        var t = table(hand: "5c 2o 3e", on: "12o 4c 6e 1o")
        let before = t
        let response = t.perform(.tap, argument: .text("2 + 8 + 4"), at: 0)
        #expect(response.refused)
        #expect(response.messages.map(\.key) == ["escoba.refused.sumnotfifteen"])
        #expect(t == before)
    }

    @Test func aTakeNotFifteenSaysTheSumAndWhatWouldMakeIt() {
        var t = table(hand: "5c 2o 3e", on: "12o 4c 6e 1o")
        let response = t.perform(.take, argument: .text("1 2"), at: 0)
        #expect(response.refused)
        let message = response.messages[0]
        #expect(message.key == "escoba.refused.notfifteen")
        // 5 + 4 = 9: the 6 on the table would make it.
        #expect(
            message.args[2] == .message(Message("escoba.fix.add.card", .int(6), .spanishCard(cards("6e")[0]), .int(3))))
        let text = renderer(.en).text(message)
        #expect(text.contains("5 + 4 = 9"))
        #expect(text.contains("What works"))
    }

    @Test func aCardAloneTakesItsOnlyTakeOrAsksWhich() {
        var one = table(hand: "5c 2o 3e", on: "12o 7c")
        #expect(!one.perform(.tap, argument: .text("1"), at: 0).refused)
        #expect(one.game.piles[0] == cards("12o 5c"))
        var two = table(hand: "5c 2o 3e", on: "12o 4c 6e")
        let response = two.perform(.tap, argument: .text("1"), at: 0)
        #expect(response.refused && response.messages[0].key == "escoba.refused.choose")
        var none = table(hand: "5c 2o 3e", on: "7c")
        #expect(!none.perform(.tap, argument: .text("2"), at: 0).refused)
        #expect(none.game.table.contains(cards("2o")[0]) || none.game.piles[1].contains(cards("2o")[0]))
        var take = table(hand: "5c 2o 3e", on: "7c")
        #expect(take.perform(.take, argument: .text("2"), at: 0).messages[0].key == "escoba.refused.nothingtotake")
    }

    @Test func throwLeavesTheCardEvenWhenItCouldTake() {
        var t = table(hand: "5c 2o 3e", on: "12o 4c")
        #expect(!t.perform(.throwCard, argument: .text("1"), at: 0).refused)
        #expect(t.game.piles[0].isEmpty)
        var wrong = table(hand: "5c 2o 3e", on: "12o 4c")
        #expect(wrong.perform(.throwCard, argument: .text("1 1"), at: 0).messages[0].key == "escoba.refused.throwtakes")
    }

    /// `throw` alone leaves the last card of the hand, and asks which with more than one.
    @Test func throwAloneLeavesTheLastCard() {
        var two = table(hand: "5c 2o", on: "12o 4c")
        let asked = two.perform(.throwCard, argument: .none, at: 0)
        #expect(asked.refused && asked.messages[0].key == "escoba.refused.whichcard")
        var one = table(hand: "2o", on: "12o 4c", other: "1c")
        #expect(!one.perform(.throwCard, argument: .none, at: 0).refused)
        #expect(!one.game.hand.contains(cards("2o")[0]))
    }

    @Test func numbersOutOfRange() {
        var t = table(hand: "5c 2o 3e", on: "12o 4c")
        #expect(t.perform(.tap, argument: .text("4 1"), at: 0).messages[0].key == "escoba.refused.nohandcard")
        #expect(t.perform(.tap, argument: .text("1 3"), at: 0).messages[0].key == "escoba.refused.notablecard")
        #expect(t.perform(.tap, argument: .text("1 1 1"), at: 0).messages[0].key == "escoba.refused.repeated")
        #expect(t.perform(.tap, argument: .text("uno"), at: 0).messages[0].key == "escoba.refused.unread")
    }

    @Test func theHintListsEveryTakeAndTheBest() {
        let t = table(hand: "5c 2o 3e", on: "12o 4c 6e")
        let keys = t.hintMessages().map(\.key)
        #expect(keys.filter { $0 == "escoba.hint.take" }.count == 2)
        #expect(keys.contains("escoba.hint.best"))
        #expect(keys.last == "escoba.hint.round")
    }

    @Test func theTableDrawsInEveryLanguage() {
        var t = EscobaTable(seed: 4)
        _ = t.begin(at: 0)
        for language in [Language.en, .es, .ko] {
            let lines = t.draw(renderer(language))
            #expect(lines.count > 8)
            #expect(!lines.joined().contains("escoba."))
        }
    }

    @Test func aWholeGameThroughTheTable() {
        var t = EscobaTable(seed: 9)
        _ = t.begin(at: 0)
        var turns = 0
        var over: [GameOver] = []
        while t.game.phase == .playing && turns < 500 {
            let argument = t.suggestedArguments(for: .throwCard)[0]
            let response = t.perform(.throwCard, argument: .text(argument), at: 0)
            #expect(!response.refused)
            over += response.over
            #expect(t.invariantProblems().isEmpty)
            turns += 1
        }
        #expect(over.count == 1)
        #expect(t.summary() != nil)
    }

    /// The count is titled with the round it counts, not the one dealt after it.
    @Test func theCountNamesTheRoundCounted() {
        var t = EscobaTable(seed: 1)
        let named = cards("5c 4c 6e 1c")
        let rest = SpanishCard.deck.filter { !named.contains($0) }
        t.game = EscobaGame.prepared(
            hand: cards("5c"), table: cards("4c 6e"), others: [cards("1c")], piles: [[], rest], deck: [])!
        let messages = t.perform(.take, argument: .text("1 1 2"), at: 0).messages
        #expect(messages.contains(Message("escoba.count.title", .int(1))))
        #expect(t.game.round == 2)
    }

    /// The coach: a missed escoba, the siete de oros taken, a card left where a take was
    /// better, a sweep left where another card left none.
    @Test func theCoachSaysWhatAGoodPlayerWouldHaveDone() {
        func comment(_ t: EscobaTable, _ command: CommandID, _ argument: String) -> String? {
            var table = t
            return table.coached(command, argument: .text(argument), at: 0).messages.last.map(\.key)
        }
        // 2o sweeps 4c 6e 3b; taking 5 with 4 and 6 lets the escoba go.
        let sweep = table(hand: "2o 5c 12b", on: "4c 6e 3b")
        #expect(comment(sweep, .take, "2 1 2") == "escoba.coach.missed")
        #expect(comment(sweep, .take, "1 1 2 3") != "escoba.coach.missed")
        let siete = table(hand: "10c 3e 2b", on: "7o 12c 12e")
        #expect(comment(siete, .take, "1 1") == "escoba.coach.siete")
        let take = table(hand: "5c 4e 2b", on: "12c 12e 12o")
        #expect(comment(take, .throwCard, "2") == "escoba.coach.take")
        // Nothing takes; the 3 left makes 12 (a 3 sweeps), the rey 19 (nothing does).
        let risk = table(hand: "12b 3c", on: "7e 2c", other: "3e 3b 4b")
        #expect(comment(risk, .throwCard, "2") == "escoba.coach.risk")
        #expect(comment(risk, .throwCard, "1") == nil || comment(risk, .throwCard, "1") != "escoba.coach.risk")
    }

    @Test func choicesAreKept() {
        #expect(EscobaChoices(words: ["players": "3", "target": "21"]) == EscobaChoices(players: 3, target: 21))
        #expect(EscobaChoices(words: ["players": "9", "target": "x"]) == EscobaChoices(players: 2, target: 15))
        #expect(EscobaChoices(players: 2, target: 15).words.isEmpty)
    }

    /// `echar 2` reaches the table as `tap play 2`: a card that can take is not thrown away, the
    /// player hears which takes it has and how to leave it; nothing changes.
    @Test func aCardPlayedWithPlayWordsSaysItsTakes() {
        var t = table(hand: "5c 2o 3e", on: "12o 4c 6e")
        let before = t
        let response = t.perform(.tap, argument: .text("play 1"), at: 0)
        #expect(response.refused)
        #expect(response.messages.map(\.key) == ["escoba.played.takes"])
        #expect(t == before)
        let text = renderer(.es).text(response.messages[0])
        #expect(text.contains("llevar 1 1"), "\(text)")
        #expect(text.contains("tirar 1"), "\(text)")
    }

    @Test func aCardPlayedWithPlayWordsThatTakesNothingIsLeft() {
        var t = table(hand: "1o 2o", on: "4c 6e")
        let response = t.perform(.tap, argument: .text("play 1"), at: 0)
        #expect(!response.refused)
        #expect(!t.game.hands[0].contains(cards("1o")[0]))
        #expect(t.game.piles[0].isEmpty)
    }

    /// The turn's example is a take the hand really has, or a throw of a card it holds.
    @Test func theTurnLineShowsARealPlay() {
        let one = table(hand: "5c", on: "12o 3e")
        let status = one.draw(renderer(.en)).last ?? ""
        #expect(status.contains("take 1 with 1"), "\(status)")
        #expect(!status.contains("2 with 3 5"), "\(status)")
        let none = table(hand: "1o 2o", on: "4c 6e")
        for language in [Language.en, .es, .ko] {
            let line = none.draw(renderer(language)).last ?? ""
            #expect(!line.contains("3 5"), "\(line)")
            #expect(
                line.contains(
                    renderer(language).text(
                        Message("escoba.status.turn.throw", .commandLine(.throwCard, arguments: "1")))), "\(line)")
        }
        let es = table(hand: "2o 5c", on: "7b 12o 4c 6e").draw(renderer(.es)).last ?? ""
        #expect(es.contains("llevar ") && es.contains(" con "), "\(es)")
        #expect(!es.contains("2 con 3 5"), "\(es)")
    }

    /// The turn's example is the best take, so an escoba on the table is never hidden behind
    /// a smaller take of the first card.
    @Test func theTurnLineOffersTheEscobaThereIs() {
        let status = table(hand: "10o 5c", on: "7b 3e").draw(renderer(.en)).last ?? ""
        #expect(status.contains("take 2 with 1 2"), "\(status)")
    }

    /// The last card of a round leaves nothing to sweep: the other player holds no more cards.
    @Test func theLastCardWarnsOfNoSweep() throws {
        let game = try #require(EscobaGame.lastDeal(hand: cards("5c"), table: cards("3e 2b"), other: [], mine: []))
        for rated in game.ratedMoves {
            #expect(rated.sweptBy == nil, "\(rated.move)")
            if case .sweep = game.leaves(rated) { Issue.record("\(rated.move) warns of a sweep") }
        }
    }

    /// A suit after a value names the card (`el siete de bastos`); a suit no card of the take
    /// has is not read, never another card played.
    @Test func aSuitNamesTheCardOrIsNotRead() {
        let t = table(hand: "10o 2e", on: "7b 4e")
        guard case .success(let move) = t.parse("taking value 7 of bastos with jack of oros", command: .take) else {
            Issue.record("not read")
            return
        }
        #expect(move.card == SpanishCard(code: "10o") && move.take == cards("7b"))
        guard case .failure(.unread) = t.parse("taking value 7 of copas with jack", command: .take) else {
            Issue.record("a seven of copas read")
            return
        }
    }

    /// A lesson's game with points already won is past its first round.
    @Test func aLessonWithPointsWonIsPastTheFirstRound() throws {
        for lesson in EscobaTable.lessons {
            for step in lesson.steps {
                guard let position = step.position else { continue }
                let t = try #require(EscobaTable.prepared(position))
                if t.game.scores.contains(where: { $0 > 0 }) { #expect(t.game.round > 1, "\(position)") }
            }
        }
    }

    /// A wrong take in the lesson of fifteen is told its own sum, whichever cards it names.
    @Test func aLessonMissSaysTheSumOfTheCardsChosen() throws {
        let t = try #require(EscobaTable.prepared("hand=3e 6c 1c; table=7b 5o 11c; other=2c 4e 2b"))
        let seven = t.lessonMissReasons(.take, argument: .text("1 1"))
        #expect(seven == [Message("escoba.lesson.sum", .verbatim("3 + 7"), .int(10))])
        let knight = t.lessonMissReasons(.tap, argument: .text("1 3"))
        #expect(knight == [Message("escoba.lesson.sum", .verbatim("3 + 9"), .int(12))])
        #expect(t.lessonMissReasons(.take, argument: .text("1 1 2")).isEmpty)
    }

    /// Takes named by values and figures (`5 with king`: the console's word for 왕, rey) or with
    /// particles glued to the numbers (`5로`, `1번으로`), read as the cards meant; a figure or
    /// value the table does not hold is not read (never a take of other cards).
    @Test func takesByValueAndFigure() throws {
        func read(_ t: EscobaTable, _ text: String) -> Set<String>? {
            guard case .success(let move) = t.parse(text, command: .take) else { return nil }
            return Set(([move.card] + move.take).map(\.code))
        }
        let king = table(hand: "5c 2e 3b", on: "12o 7c 1b", other: "2c 4e 2b")
        #expect(read(king, "5 with king") == ["5c", "12o"])
        #expect(read(king, "king with 5") == ["5c", "12o"])
        #expect(read(king, "5로 king") == ["5c", "12o"])
        #expect(read(king, "1 1") == ["5c", "12o"])
        guard case .failure(.unread) = king.parse("5 with knight", command: .take) else {
            Issue.record("a knight not on the table read as a take")
            return
        }
        #expect(!king.lessonReads(.take, argument: .text("5 with knight")))
        #expect(!king.lessonReads(.take, argument: .text("7 9")))
        #expect(king.lessonReads(.take, argument: .text("1 2")))
        let values = table(hand: "3e 6c 1c", on: "7b 5o 11c", other: "2c 4e 2b")
        #expect(read(values, "3 with 7 with 5") == ["3e", "7b", "5o"])
        #expect(read(values, "3이랑 7이랑 5") == ["3e", "7b", "5o"])
        // Positions that make fifteen stay positions.
        let choose = table(hand: "5c 1b 2e", on: "12c 4c 6o", other: "2c 4e 2b")
        #expect(read(choose, "1번으로 2번 3번") == ["5c", "4c", "6o"])
    }

    /// The coach never faults the move `hint` calls best: one judgement for both.
    @Test func theCoachNeverFaultsTheHintsBestMove() {
        var faulted: [String] = []
        for seed in 1...25 {
            var t = EscobaTable(seed: UInt64(seed))
            _ = t.begin(at: 0)
            var turns = 0
            while t.game.phase == .playing, turns < 60 {
                let rated = Opponent.rate(t.game.legalMoves(for: 0), for: 0, in: t.game)
                guard let best = rated.max(by: { $0.worth < $1.worth }) else { break }
                if let comment = t.coachComment(on: best.move), comment.key != "escoba.coach.siete" {
                    faulted.append("seed \(seed) turn \(turns): \(comment.key)")
                }
                let response = t.perform(
                    best.move.isTake ? .take : .throwCard, argument: .text(t.argumentLine(best.move)), at: 0)
                #expect(!response.refused)
                turns += 1
            }
        }
        #expect(faulted.isEmpty, "\(faulted)")
    }

    /// Sevens tied and sixes and fives too: the count says so before «the 4s decide».
    @Test func theSetentaTieBreakSaysWhichRanksWereTied() {
        let piles = [cards("7o 7c 6o 5o 4o"), cards("7e 7b 6c 5c 4c 4e 4b")]
        let count = RoundScore.count(piles: piles, escobas: [0, 0])
        #expect(count.setentaRank == 4)
        let lines = table(hand: "5c 2e 3b", on: "12o 7c 1b", other: "2c 4e 2b").countMessages(count, round: 1)
        let line = lines.first { $0.key.hasPrefix("escoba.count.sevens") }
        #expect(line?.key == "escoba.count.sevens.tiebreak.more", "\(lines)")
        #expect(line?.args.contains(.verbatim("6, 5")) == true, "\(String(describing: line))")
        let text = Localizer(catalogs: Repository.catalogs, language: .ko).text(line!)
        #expect(text.contains("6, 5") && text.contains("4로"), "\(text)")
    }
}
