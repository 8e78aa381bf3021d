import CardKit
import GameKit
import StudPoker
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import PokerConsole

/// `rank`, `baraja rank --rule` and `hands` follow the house rule in force: under the Korean
/// rule the back straight ranks just below the mountain, the back straight flush just below
/// the royal flush, and the suit of the highest card decides between equal hands.
@Suite struct PokerHouseRuleRankTests {
    /// The lines of `rank TEXT` under `rule`, or nil when refused.
    private func ranked(_ text: String, _ rule: HouseRule) -> [Message]? {
        guard case .success(let lines) = PokerTable.rank(text, rule: rule) else { return nil }
        return lines
    }

    /// The verdict line of a comparison: its key and the winning hand's number.
    private func verdict(_ text: String, _ rule: HouseRule) -> (key: String, winner: Int?)? {
        guard let lines = ranked(text, rule),
            let line = lines.first(where: { $0.key.hasPrefix("poker.rank.wins") || $0.key == "poker.rank.tie" })
        else { return nil }
        if case .int(let n)? = line.args.first, line.key != "poker.rank.tie" { return (line.key, n) }
        return (line.key, nil)
    }

    @Test func theBackStraightBeatsASixHighStraightOnlyUnderTheKoreanRule() throws {
        let text = "Ah 2d 3c 4s 5h vs 6c 5d 4h 3s 2c"
        let korean = try #require(verdict(text, .korean))
        #expect(korean.key == "poker.rank.wins" && korean.winner == 1)
        let international = try #require(verdict(text, .international))
        #expect(international.key == "poker.rank.wins" && international.winner == 2)
        // The Korean answer says where the back straight ranks; the international one does not.
        #expect(ranked(text, .korean)!.map(\.key).contains("poker.rank.korean.backStraight"))
        #expect(!ranked(text, .international)!.map(\.key).contains { $0.hasPrefix("poker.rank.korean") })
    }

    @Test func theMountainBeatsTheBackStraightUnderBothRules() throws {
        for (text, winner) in [("As Kd Qh Jc 10s vs 5h 4d 3c 2s Ah", 1), ("5h 4d 3c 2s Ah vs As Kd Qh Jc 10s", 2)] {
            for rule in HouseRule.allCases {
                let v = try #require(verdict(text, rule))
                #expect(v.key == "poker.rank.wins" && v.winner == winner, "\(text) \(rule)")
            }
        }
        // A seven-card hand holding both the back straight and a six-high straight plays the
        // back straight under the Korean rule, the six-high one under the international.
        let seven = "Ah 2d 3c 4s 5h 6c 9d"
        #expect(BestHand(cards(seven), rule: .korean).ranks == [3])
        #expect(BestHand(cards(seven), rule: .international).ranks == [4])
        #expect(ranked(seven, .korean)!.map(\.key).contains("poker.rank.korean.backStraight"))
    }

    @Test func theBackStraightFlushRanksJustBelowTheRoyalFlushUnderTheKoreanRule() throws {
        let text = "Ah 2h 3h 4h 5h vs 9s 8s 7s 6s 5s"
        #expect(try #require(verdict(text, .korean)).winner == 1)
        #expect(try #require(verdict(text, .international)).winner == 2)
        #expect(try #require(verdict("Ah 2h 3h 4h 5h vs As Ks Qs Js 10s", .korean)).winner == 2)
        #expect(ranked(text, .korean)!.map(\.key).contains("poker.rank.korean.backStraightFlush"))
    }

    @Test func equalHandsSplitByRanksGoToTheSuitUnderTheKoreanRule() throws {
        // The same pair of aces with the same kickers: a split internationally; the spade ace wins
        // by the Korean rule, whichever side it is typed on.
        let text = "Ah Ac 7d 4s 2h vs As Ad 7c 4h 2s"
        #expect(try #require(verdict(text, .international)).key == "poker.rank.tie")
        let korean = try #require(verdict(text, .korean))
        #expect(korean.key == "poker.rank.wins.suit" && korean.winner == 2)
        let line = try #require(ranked(text, .korean)!.first { $0.key == "poker.rank.wins.suit" })
        #expect(line.args.dropFirst(2).first == .frenchCard(cards("As")[0]))
        // Kickers do not count under the Korean rule: the king kicker loses to the spade ace.
        let kicker = "Ah Ac Kd 4s 2h vs As Ad 7c 4h 2s"
        let k = try #require(verdict(kicker, .korean))
        #expect(k.key == "poker.rank.wins.suit" && k.winner == 2)
        let i = try #require(verdict(kicker, .international))
        #expect(i.key == "poker.rank.wins.kicker" && i.winner == 1)
    }

    @Test func comparisonsRefuseWhatIsNoPairOfHands() {
        for text in [
            "As Kd Qh Jc 10s vs 5h 4d 3c 2s Ah vs 9c 9d 9h 8s 8c", "As Kd Qh Jc 10s vs As 4d 3c 2s 5h",
            "As Kd Qh Jc 10s vs 5h 4d", "vs As Kd Qh Jc 10s",
        ] {
            #expect(ranked(text, .korean) == nil, "\(text)")
        }
    }

    @Test func oneHandUnderTheKoreanRuleNamesTheCardWhoseSuitDecides() throws {
        let lines = try #require(ranked("Kh Kc 7d 4s 2h", .korean))
        let suit = try #require(lines.first { $0.key == "poker.rank.korean.suit" })
        #expect(suit.args == [.frenchCard(cards("Kh")[0])])
        #expect(ranked("Kh Kc 7d 4s 2h", .international)!.map(\.key) == ["poker.rank.result"])
    }

    @Test func theShellsRankTakesTheRuleInAnyLanguage() {
        let localizer = Localizer(catalogs: Repository.catalogs, language: .en)
        for word in ["korean", "Korean", "coreana", "국내"] {
            #expect(PokerRank.rule(named: word, localizer: localizer) == .korean, "\(word)")
        }
        for word in ["international", "internacional", "국제"] {
            #expect(PokerRank.rule(named: word, localizer: localizer) == .international, "\(word)")
        }
        #expect(PokerRank.rule(named: "klingon", localizer: localizer) == nil)
        let cards = "Ah 2d 3c 4s 5h vs 6c 5d 4h 3s 2c".split(separator: " ").map(String.init)
        let korean = PokerRank.rank(cards, rule: .korean, localizer: localizer)
        #expect(korean.ok && korean.text.contains("Hand 1 (a straight, five high) beats hand 2"), "\(korean.text)")
        let international = PokerRank.rank(cards, localizer: localizer)
        #expect(
            international.ok && international.text.contains("Hand 2 (a straight, six high) beats hand 1"),
            "\(international.text)")
        let ko = PokerRank.rank(
            cards, rule: .korean, localizer: Localizer(catalogs: Repository.catalogs, language: .ko))
        #expect(ko.text.contains("백스트레이트") && ko.text.contains("1번 패가 이겨요"), "\(ko.text)")
    }

    @Test func handsListsTheKoreanRankingWhileTheRuleIsInForce() throws {
        let korean = PokerTable.handsTable(rule: .korean)
        let names = korean.filter { $0.key == "poker.hands.row" }.compactMap { row -> String? in
            guard case .message(let name)? = row.args.first else { return nil }
            return name.key
        }
        #expect(
            names == [
                "poker.category.royalFlush", "poker.hands.korean.backStraightFlush", "poker.category.straightFlush",
                "poker.category.fourOfAKind", "poker.category.fullHouse", "poker.category.flush",
                "poker.hands.korean.mountain", "poker.hands.korean.backStraight", "poker.category.straight",
                "poker.category.threeOfAKind", "poker.category.twoPair", "poker.category.pair",
                "poker.category.highCard",
            ])
        #expect(korean.first?.key == "poker.hands.korean.title" && korean.last?.key == "poker.hands.korean.note")
        // The same hands are counted either way: every five-card and seven-card hand once.
        let note = try #require(korean.first { $0.key == "poker.hands.note" })
        #expect(note.args == [.int(2_598_960), .int(133_784_560)])
        let international = PokerTable.handsTable()
        #expect(
            international.first?.key == "poker.hands.title"
                && international.filter { $0.key == "poker.hands.row" }.count == 10)
        #expect(!international.map(\.key).contains { $0.contains("korean") })
    }

    @Test func theTableRanksByTheRuleInForce() {
        var table = PokerTable(seed: 3)
        _ = table.begin(at: 0)
        func nextHand() {
            for _ in 0..<40 {
                guard let stud = table.stud, stud.handInPlay else { break }
                let fold = stud.playerOptions.contains { $0.decision == .fold }
                _ = table.perform(fold ? .fold : .check, argument: .none, at: 0)
            }
            _ = table.perform(.deal, argument: .none, at: 0)
        }
        let text = "Ah 2d 3c 4s 5h vs 6c 5d 4h 3s 2c"
        func winner() -> Int? {
            let line = table.perform(.rank, argument: .text(text), at: 0).messages.first { $0.key == "poker.rank.wins" }
            if case .int(let n)? = line?.args.first { return n }
            return nil
        }
        #expect(winner() == 2)
        _ = table.carryOut(.house, word: "korean", at: 0)
        nextHand()
        #expect(table.stud?.houseRule == .korean)
        #expect(winner() == 1)
        #expect(table.perform(.hands, argument: .none, at: 0).messages.first?.key == "poker.hands.korean.title")
        _ = table.carryOut(.house, word: "international", at: 0)
        nextHand()
        #expect(winner() == 2)
        #expect(table.perform(.hands, argument: .none, at: 0).messages.first?.key == "poker.hands.title")
    }

    /// A flush has no kickers: ranked under the Korean rule, no line says kickers decide or not.
    @Test func aFlushUnderTheKoreanRuleSpeaksOfNoKickers() throws {
        let lines = try #require(ranked("Ah Qh 9h 6h 3h", .korean))
        #expect(lines.contains { $0.key == "poker.rank.korean.suit" })
        for language in Language.allCases {
            let localizer = Localizer(catalogs: Repository.catalogs, language: language)
            for line in lines {
                let text = localizer.text(line)
                #expect(!text.contains("kicker") && !text.contains("sueltas") && !text.contains("키커"), "\(text)")
            }
        }
    }

    /// A rule chosen after a hand is over counts from the next deal: the finished hand keeps
    /// the rule it was played under (its heading too), the choice says so, and `rank` and
    /// `hands` follow the hand on the table, saying which rule they used and which comes next.
    @Test func aFinishedHandKeepsItsRule() throws {
        var table = PokerTable(seed: 3)
        _ = table.begin(at: 0)
        for _ in 0..<40 {
            guard let stud = table.stud, stud.handInPlay else { break }
            let fold = stud.playerOptions.contains { $0.decision == .fold }
            _ = table.perform(fold ? .fold : .check, argument: .none, at: 0)
        }
        try #require(table.stud?.handInPlay == false && table.stud?.hand != nil)
        let renderer = Renderer(
            localizer: Localizer(catalogs: Repository.catalogs, language: .ko), style: Style(enabled: false), width: 80)
        let set = table.carryOut(.house, word: "korean", at: 0)
        #expect(!set.refused)
        #expect(set.messages.map(\.key) == ["poker.house.set.korean.finished"])
        #expect(table.stud?.houseRule == .international && table.stud?.nextHouseRule == .korean)
        #expect(!table.draw(renderer).joined(separator: "\n").contains("국내 룰"))
        let again = table.carryOut(.house, word: "korean", at: 0).messages.map(\.key)
        #expect(again == ["poker.house.same.korean"], "\(again)")
        let ranked = table.perform(.rank, argument: .text("Ah 2d 3c 4s 5h vs 6c 5d 4h 3s 2c"), at: 0).messages
        #expect(ranked.first { $0.key == "poker.rank.wins" }?.args.first == .int(2))
        #expect(ranked.last?.key == "poker.house.pending.korean")
        let hands = table.perform(.hands, argument: .none, at: 0).messages
        #expect(hands.first?.key == "poker.hands.title" && hands.last?.key == "poker.house.pending.korean")
        _ = table.perform(.deal, argument: .none, at: 0)
        #expect(table.stud?.houseRule == .korean)
        let next = table.perform(.rank, argument: .text("Ah 2d 3c 4s 5h vs 6c 5d 4h 3s 2c"), at: 0).messages
        #expect(next.first { $0.key == "poker.rank.wins" }?.args.first == .int(1))
        #expect(!next.contains { $0.key.hasPrefix("poker.house.pending") })
        #expect(table.draw(renderer).joined(separator: "\n").contains("국내 룰"))
    }
}

/// Cards written as `rank` reads them.
private func cards(_ text: String) -> [FrenchCard] {
    text.split(separator: " ").compactMap { FrenchCard(reading: String($0)) }
}
