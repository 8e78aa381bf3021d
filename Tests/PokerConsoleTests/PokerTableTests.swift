import GameKit
import TableKit
import TestSupport
import Testing

@testable import CardKit
@testable import Catalog
@testable import PokerConsole

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

private func renderer(_ language: Language = .en, width: Int? = 80) -> Renderer {
    Renderer(
        localizer: Localizer(catalogs: Repository.catalogs, language: language), style: Style(enabled: false),
        width: width)
}

private func started(seed: UInt64 = 7) -> PokerTable {
    var table = PokerTable(seed: seed, mode: .showdown)
    _ = table.begin(at: 0)
    return table
}

@Suite struct PokerTableTests {
    @Test func othersDownCardsAreBacksUntilTheShowdown() {
        var table = started()
        let r = renderer()
        let hidden = table.game.hands[1].filter { !$0.faceUp }.map(\.card.description)
        let mine = table.game.hands[0].map(\.card.description)
        var drawn = table.draw(r).joined(separator: "\n")
        for card in mine { #expect(drawn.contains(card)) }
        for card in hidden { #expect(!drawn.contains(card), "\(card) is face down but shown") }
        #expect(drawn.contains("[▒▒]"))
        while table.game.phase != .showdown { _ = table.perform(.deal, argument: .none, at: 1) }
        drawn = table.draw(r).joined(separator: "\n")
        for card in hidden { #expect(drawn.contains(card)) }
        #expect(!drawn.contains("[▒▒]"))
        #expect(table.invariantProblems().isEmpty)
    }

    @Test func theShowdownNamesTheWinnerAndWhyAndReportsTheHand() {
        var table = started(seed: 3)
        var response = Response([], redraw: false)
        while table.game.phase != .showdown { response = table.perform(.deal, argument: .none, at: 30) }
        let keys = response.messages.map(\.key)
        #expect(keys.contains("poker.showdown"))
        #expect(keys.contains { $0.hasPrefix("poker.winner") } || keys.contains("poker.split"))
        #expect(keys.contains { $0.hasPrefix("poker.reason.") })
        #expect(response.over.count == 1)
        // Poker keeps no time: a hand's length says nothing of how it was played.
        #expect(response.over.first?.seconds == nil)
        let result = table.game.result!
        let expected: GameOver.Result = result.winners == [0] ? .won : result.winners.contains(0) ? .drawn : .lost
        #expect(response.over.first?.result == expected)
    }

    @Test func refusalsChangeNothing() {
        var table = started()
        let before = table.game
        let bad = table.perform(.players, argument: .number(9), at: 0)
        #expect(bad.refused && !bad.redraw)
        #expect(table.game == before)
        for cards in ["As Kd 11h 2c 2d", "As As Kd 2c 2d", "As Kd", ""] {
            let r = table.carryOut(.rank, word: cards, at: 0)
            #expect(r.refused, "\(cards) accepted")
            #expect(table.game == before)
        }
        while table.game.phase != .showdown { _ = table.perform(.deal, argument: .none, at: 0) }
        let over = table.game
        #expect(table.perform(.odds, argument: .none, at: 0).refused)
        #expect(table.game == over)
    }

    @Test func rankNamesTheCategoryAndTheBestFiveInEachLanguage() {
        // Each language's card letters: Spanish `c` is corazones, tréboles `t`, picas `p`.
        let english = ["Ks", "♥K", "kd", "9c", "9h", "2s", "3d"]
        let cases: [(Language, String, [String])] = [
            (.en, "a full house, kings full of nines", english),
            (.es, "un full de reyes y nueves", ["Kp", "♥K", "kd", "9t", "9c", "2p", "3d"]),
            // Korean says what is counted: a number beside a hand's name reads as a count.
            (.ko, "풀하우스(킹 세 장과 9 두 장)", english),
        ]
        for (language, phrase, cards) in cases {
            let out = PokerRank.rank(cards, localizer: Localizer(catalogs: Repository.catalogs, language: language))
            #expect(out.ok)
            #expect(out.text.contains(phrase), "\(out.text)")
            #expect(out.text.contains("♠K ♥K ♦K ♥9 ♣9"))
        }
        let ko = Localizer(catalogs: Repository.catalogs, language: .ko)
        let four = PokerRank.rank(["3s", "3h", "3d", "3c", "2d"], localizer: ko)
        #expect(four.text.contains("포카드(3 네 장)") && !four.text.contains("3 포카드"), "\(four.text)")
        let three = PokerRank.rank(["As", "Ah", "Ad", "9c", "2d"], localizer: ko)
        #expect(three.text.contains("트리플(에이스 세 장)"), "\(three.text)")
        let wheel = PokerRank.rank(
            ["Ah", "2c", "3d", "4s", "5h"], localizer: Localizer(catalogs: Repository.catalogs, language: .en))
        #expect(wheel.text.contains("a straight, five high") && wheel.text.contains("♥5 ♠4 ♦3 ♣2 ♥A"))
        let royal = PokerRank.rank(
            ["As", "Ks", "Qs", "Js", "Ts"], localizer: Localizer(catalogs: Repository.catalogs, language: .es))
        #expect(royal.text.contains("escalera real"))
        let bad = PokerRank.rank(
            ["As", "Kd", "Zz", "2c", "2d"], localizer: Localizer(catalogs: Repository.catalogs, language: .en))
        #expect(!bad.ok && bad.text.contains("“Zz”"))
    }

    @Test func theKickerReasonNamesTheDecidingCard() {
        let localizer = Localizer(catalogs: Repository.catalogs, language: .en)
        let table = started()
        // Replace the hands by a known showdown: same pair of kings, Player 2 has the ace kicker.
        let messages = table.showdownMessages(typed: [
            ["Kh", "Kd", "Qc", "7s", "3d"], ["Ks", "Kc", "Ah", "7d", "3h"], ["2s", "4d", "6c", "8h", "9s"],
        ])
        let text = messages.map(localizer.text).joined(separator: "\n")
        #expect(text.contains("Winner: Player 2, with a pair of kings."))
        #expect(
            text.contains("Why: Player 2 has a pair of kings too; the ace kicker (♥A) decides for Player 2."),
            "\(text)")
    }

    @Test func theResumeLineNamesTheStreetMidSentence() throws {
        var table = started()
        _ = table.perform(.deal, argument: .none, at: 0)
        let summary = try #require(table.resumeSummary())
        let es = Localizer(catalogs: Repository.catalogs, language: .es).text(summary)
        #expect(es.contains("; cuarta calle · quedan "), "\(es)")
        let ko = Localizer(catalogs: Repository.catalogs, language: .ko).text(summary)
        #expect(ko.contains("첫 번째 판"), "\(ko)")
    }

    @Test func handNumbersAreKoreanOrdinals() {
        var table = started()
        let r = Renderer(
            localizer: Localizer(catalogs: Repository.catalogs, language: .ko), style: Style(enabled: false), width: 80)
        var said: [String] = []
        while table.game.handNumber < 2 { said += table.perform(.deal, argument: .none, at: 0).messages.map(r.text) }
        #expect(said.contains { $0.hasPrefix("두 번째 판이에요.") }, "\(said.filter { $0.contains("판") })")
        #expect(table.draw(r).contains { $0.hasSuffix("· 두 번째 판") }, "\(table.draw(r).prefix(3))")
        #expect(!said.contains { $0.contains("2번째") })
    }

    @Test func theShowdownSpeaksToThePlayerInTheSecondPerson() {
        let table = started()
        let text = { (language: Language, hands: [[String]]) in
            let localizer = Localizer(catalogs: Repository.catalogs, language: language)
            return table.showdownMessages(typed: hands).map(localizer.sentence).joined(separator: "\n")
        }
        // Player 1 wins by the kicker.
        let won = [["Ks", "Kc", "Ah", "7d", "3h"], ["Kh", "Kd", "Qc", "7s", "3d"], ["2s", "4d", "6c", "8h", "9s"]]
        #expect(text(.es, won).contains("Ganas tú con una pareja de reyes."), "\(text(.es, won))")
        #expect(text(.es, won).contains("desempatan las cartas sueltas y ganas tú con el as (♥A)"), "\(text(.es, won))")
        #expect(text(.en, won).contains("Winner: you, with a pair of kings."), "\(text(.en, won))")
        #expect(text(.ko, won).contains("K 원페어로 내가 이겼어요!") || text(.ko, won).contains("내가 이겼어요!"))
        // Player 1 loses to a better category.
        let lost = [["2h", "2d", "9c", "7s", "3d"], ["Ks", "Kc", "Ah", "7d", "3h"], ["4s", "5d", "6c", "8h", "Js"]]
        #expect(text(.es, lost).contains("que es lo que tienes tú."), "\(text(.es, lost))")
        #expect(text(.ko, lost).contains("내 2 원페어보다 높아요"), "\(text(.ko, lost))")
        // A tie that includes the player: no verb to agree with «tú».
        let tie = [["Ks", "Kc", "Ah", "7d", "3h"], ["Kh", "Kd", "Ad", "7s", "3c"], ["2s", "4d", "6c", "8h", "9s"]]
        #expect(
            text(.es, tie).contains("Empate entre tú y el jugador 2, con una pareja de reyes."), "\(text(.es, tie))")
        for language in Language.allCases {
            for hands in [won, lost, tie] {
                let shown = text(language, hands)
                #expect(!shown.contains("Player 1 (you)") && !shown.contains("jugador 1 (tú)"), "\(shown)")
            }
        }
    }

    @Test func rankAloneRanksYourOwnCardsOnceThereAreFive() {
        var table = started()
        let early = table.perform(.rank, argument: .none, at: 0)
        #expect(!early.refused && early.messages.map(\.key) == ["poker.rank.mine.early"])
        _ = table.perform(.deal, argument: .none, at: 0)
        _ = table.perform(.deal, argument: .none, at: 0)
        let mine = table.perform(.rank, argument: .none, at: 0)
        #expect(mine.messages.map(\.key) == ["poker.rank.mine", "poker.rank.result"])
        #expect(mine.messages.first?.args == [.frenchCards(table.game.hands[0].map(\.card))])
    }

    /// Equal flushes (and high cards) are decided by the highest card, then the next: all five
    /// play, so no line calls the deciding card a kicker (carta suelta); pairs keep the kicker.
    @Test func equalFlushesAreDecidedCardByCardNotByKickers() throws {
        let table = started()
        let flushes = [
            ["Ah", "Qh", "9h", "6h", "3h"], ["As", "Js", "8s", "5s", "2s"], ["2c", "4d", "6c", "8d", "9c"],
        ]
        let reason = try #require(table.showdownMessages(typed: flushes).first { $0.key.hasPrefix("poker.reason") })
        #expect(reason.key == "poker.reason.high.you.winner", "\(reason.key)")
        let ranked = try #require(
            PokerTable.rank("Ah Qh 9h 6h 3h vs As Js 8s 5s 2s").map { $0.map(\.key) }.get() as [String]?)
        #expect(ranked.contains("poker.rank.wins.high"), "\(ranked)")
        for language in Language.allCases {
            let text = renderer(language).text(reason)
            #expect(!text.contains("sueltas") && !text.contains("kicker") && !text.contains("키커"), "\(text)")
        }
        let pairs = [["Ks", "Kc", "Ah", "7d", "3h"], ["Kh", "Kd", "Qd", "7s", "3c"], ["2s", "4d", "6c", "8h", "9s"]]
        #expect(table.showdownMessages(typed: pairs).contains { $0.key == "poker.reason.kicker.you.winner" })
    }

    @Test func aSplitPotNamesEverySharerInEachLanguage() {
        let table = started()
        let hands = [["Ah", "Kd", "Qc", "Js", "9h"], ["As", "Kc", "Qd", "Jh", "9d"], ["2s", "4d", "6c", "8h", "9s"]]
        let expected: [(Language, String)] = [
            // Nobody bets: a tie, not a split pot.
            (.en, "You and Player 2 tie with ace high."),
            (.es, "Empate entre tú y el jugador 2, con el as como carta más alta."),
            (.ko, "플레이어 1(나), 플레이어 2가 에이스 탑으로 비겼어요."),
        ]
        for (language, line) in expected {
            let localizer = Localizer(catalogs: Repository.catalogs, language: language)
            let text = table.showdownMessages(typed: hands).map(localizer.sentence)
            #expect(text.contains(line), "\(text)")
        }
    }

    @Test func variantAndPlayersStartFreshGamesAndSayWhatIsInPlay() {
        var table = started()
        let status = table.perform(.variant, argument: .none, at: 0)
        #expect(status.messages.first?.key == "poker.variant.current" && !status.redraw)
        let same = table.carryOut(.variant, word: "7", at: 0)
        #expect(same.messages.first?.key == "poker.variant.same" && !same.redraw)
        let five = table.carryOut(.variant, word: "5", at: 0)
        #expect(five.redraw)
        #expect(table.game.hands.allSatisfy { $0.count == 2 })
        let four = table.carryOut(.players, word: "4", at: 0)
        #expect(four.redraw && table.game.hands.count == 5)
        #expect(table.invariantProblems().isEmpty)
    }

    /// Soak: many commands, in a seeded random order, with the invariants checked after each.
    @Test func soakKeepsEveryCardAccountedFor() {
        var rng = SeededRNG(seed: 99)
        var table = started(seed: 5)
        let commands: [(CommandID, String?)] = [
            (.deal, nil), (.deal, nil), (.deal, nil), (.deal, nil), (.new, nil), (.shake, nil), (.variant, "5"),
            (.variant, "7"), (.players, "2"), (.players, "3"), (.players, "4"), (.players, "7"), (.hands, nil),
            (.rank, "As Kd 10h 2c 2d"), (.rank, "nonsense"),
        ]
        for step in 0..<600 {
            let (command, argument) = commands[rng.below(commands.count)]
            _ = table.carryOut(command, word: argument, at: Double(step))
            let problems = table.invariantProblems()
            #expect(problems.isEmpty, "after \(command) \(argument ?? ""): \(problems)")
            if !problems.isEmpty { break }
        }
        #expect(table.game.tally.played > 0)
    }

    /// Autosave will encode tables: a table decoded mid-hand goes on exactly as the original.
    @Test func aTableSurvivesEncodingMidHand() throws {
        var table = started(seed: 8)
        _ = table.perform(.deal, argument: .none, at: 5)
        let data = try JSONEncoder().encode(table)
        var copy = try JSONDecoder().decode(PokerTable.self, from: data)
        #expect(copy.game == table.game)
        for _ in 0..<6 {
            let a = table.perform(.deal, argument: .none, at: 9)
            let b = copy.perform(.deal, argument: .none, at: 9)
            #expect(a.messages == b.messages && a.over == b.over)
        }
        #expect(copy.game == table.game)
        #expect(
            copy.perform(.odds, argument: .none, at: 9).messages
                == table.perform(.odds, argument: .none, at: 9).messages)
    }

    @Test func narrowTerminalsStackTheNamesOverTheCards() {
        var table = started()
        _ = table.carryOut(.players, word: "4", at: 0)
        for _ in 0..<4 { _ = table.perform(.deal, argument: .none, at: 0) }  // the showdown: seven cards each
        let lines = table.draw(renderer(.ko, width: 40))
        let cardRows = lines.filter { $0.hasPrefix("    [") }
        #expect(cardRows.count == 5)
        for line in cardRows { #expect(TextWidth.columns(line) <= 40, "\(line)") }
        #expect(lines.contains("  플레이어 1(나)"))
    }

    @Test func koreanSaysOneWordForOutsAndFindsBoth() throws {
        let ko = try #require(Repository.catalogs.table(.ko))
        // The lessons, the rules, the hint and the coach all say 아웃; a reader who types the
        // other spelling still finds the rules section.
        for (key, text) in ko where !key.hasSuffix(".words") {
            #expect(!text.contains("아웃츠"), "\(key) says 아웃츠")
        }
        let words = try #require(ko["game.poker.rules.tools.words"]).split(separator: ",")
        #expect(words.contains("아웃") && words.contains("아웃츠"))
        #expect(ko.values.contains { $0.contains("아웃(") })
    }
}

@Suite struct CardInputTests {
    /// `rank` and `baraja rank` read every spelling of a card that CardKit's reader takes.
    @Test func rankReadsEverySpellingOfEveryCard() {
        let localizer = Localizer(catalogs: Repository.catalogs, language: .en)
        let others = ["2c", "5d", "9s", "Jh", "Kc"]
        for card in FrenchCard.deck {
            let rest = others.map { FrenchCard(reading: $0)! }.filter { $0 != card }.prefix(4).map(\.description)
            guard case .success(let expected) = PokerTable.rank(([card.description] + rest).joined(separator: " "))
            else {
                Issue.record("\(card) did not rank")
                continue
            }
            for word in spellings(of: card) {
                let text = ([word] + rest).joined(separator: " ")
                guard case .success(let got) = PokerTable.rank(text) else {
                    Issue.record("\(text) did not rank")
                    continue
                }
                #expect(got == expected, "\(text)")
                #expect(PokerRank.rank(text.split(separator: " ").map(String.init), localizer: localizer).ok, "\(text)")
            }
        }
    }

    @Test func refusesMalformedDuplicatesAndWrongCounts() {
        #expect(
            CardInput.hand("As Kd 10h 2c 2d")
                == .success(["As", "Kd", "Th", "2c", "2d"].map { FrenchCard(reading: $0)! }))
        #expect(CardInput.hand("As Kd 11h 2c 2d") == .failure(.malformed("11h")))
        #expect(CardInput.hand("As Kd 1h 2c 2d") == .failure(.malformed("1h")))
        #expect(CardInput.hand("As Kd Xh 2c 2d") == .failure(.malformed("Xh")))
        #expect(CardInput.hand("As Kd As 2c 2d") == .failure(.duplicate(FrenchCard(1, .spades))))
        #expect(CardInput.hand("As ♠A Kd 2c 2d") == .failure(.duplicate(FrenchCard(1, .spades))))
        #expect(CardInput.hand("As Kd 2c 2d") == .failure(.count(4)))
        #expect(CardInput.hand("As Kd 2c 2d 3c 4c 5c 6c") == .failure(.count(8)))
    }
}
