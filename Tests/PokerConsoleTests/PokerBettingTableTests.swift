import GameKit
import TableKit
import TestSupport
import Testing

@testable import CardKit
@testable import Catalog
@testable import PokerConsole
@testable import StudPoker

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

private func betting(seed: UInt64 = 7) -> PokerTable {
    var table = PokerTable(seed: seed)
    _ = table.begin(at: 0)
    return table
}

/// Folds (or checks, when nothing is owed) until the hand in play is over.
private func finishHand(_ table: inout PokerTable) {
    while let stud = table.stud, stud.handInPlay {
        _ = table.perform(stud.playerOptions.contains { $0.decision == .fold } ? .fold : .check, argument: .none, at: 0)
    }
}

/// The command of the cheapest way to stay in: check, call, or bring in (nil: not Player 1's turn).
private func stayIn(_ stud: LimitStud) -> CommandID? {
    let options = stud.playerOptions.map(\.decision)
    if options.contains(.check) { return .check }
    if options.contains(.call) { return .call }
    if options.contains(.bringIn) { return .bringIn }
    return nil
}

/// Every message reads as text in all three languages: no key comes back raw.
private func expectWorded(_ messages: [Message], _ note: String = "") {
    for language in Language.allCases {
        let r = renderer(language)
        for message in messages {
            let text = r.text(message)
            #expect(
                !text.contains("poker.") && !text.contains("$@") && !text.contains("$d"),
                "\(language) \(message.key): \(text) \(note)")
        }
    }
}

@Suite struct PokerBettingTableTests {
    @Test func theDefaultTableBetsAndShowsChipsPotAndWhoActs() {
        var table = PokerTable(seed: 7)
        let said = table.begin(at: 0)
        let keys = said.map(\.key)
        #expect(table.playMode == .betting)
        #expect(keys.contains("poker.bet.antes"))
        #expect(keys.contains { $0.hasPrefix("poker.bet.bringin") })
        expectWorded(said)
        let stud = table.stud!
        #expect(stud.handInPlay && !stud.playerOptions.isEmpty)
        let drawn = table.draw(renderer()).joined(separator: "\n")
        #expect(drawn.contains("Pot: \(stud.hand!.pot)"))
        #expect(drawn.contains("\(stud.seats[0].chips) chips"))
        let ownRow = drawn.split(separator: "\n").first { $0.contains("Player 1 (you)") } ?? ""
        #expect(ownRow.contains("to act"), "\(drawn)")
        #expect(drawn.contains("Your turn"))
        #expect(table.invariantProblems().isEmpty)
    }

    @Test func thePlayersOwnActionsAndPotsAreInTheSecondPerson() {
        var table = betting(seed: 7)
        var lines: [Language: [String]] = [:]
        var drawn: [Language: [String]] = [:]
        for _ in 0..<400 {
            guard let stud = table.stud else { break }
            let command: CommandID =
                !stud.handInPlay ? (stud.seats[0].chips == 0 ? .rebuy : .deal) : stayIn(stud) ?? .deal
            let messages = table.perform(command, argument: .none, at: 0).messages
            for language in Language.allCases {
                let localizer = Localizer(catalogs: Repository.catalogs, language: language)
                lines[language, default: []] += messages.map(localizer.sentence)
                drawn[language, default: []] += table.draw(renderer(language))
            }
        }
        let es = lines[.es, default: []]
        #expect(!es.contains { $0.lowercased().contains("jugador 1 (tú)") }, "no third person for the player")
        #expect(es.contains { $0.hasPrefix("Igualas ") } && es.contains { $0 == "Pasas." })
        let rows = drawn[.es, default: []]
        #expect(rows.contains { $0.contains("Jugador 1 (tú)") && $0.contains("te toca") })
        #expect(!rows.contains { $0.contains("Jugador 1 (tú)") && $0.contains("le toca") })
        #expect(es.contains { $0.hasPrefix("El bote (") && $0.contains(") es para ti, con ") })
        #expect(
            es.contains {
                $0.hasPrefix("Enseñas las mejores cartas descubiertas (") && $0.hasSuffix(") y juegas primero.")
            })
        let en = lines[.en, default: []]
        #expect(!en.contains { $0.contains("Player 1 (you)") }, "no third person for the player")
        #expect(en.contains { $0.hasPrefix("You call ") } && en.contains { $0 == "You check." })
        let ko = lines[.ko, default: []]
        #expect(!ko.contains { $0.contains("플레이어 1(나)이 ") || $0.contains("플레이어 1(나)의 ") })
        #expect(ko.contains { $0.hasPrefix("내가 ") && $0.hasSuffix("칩 콜했어요.") })
    }

    @Test func everyComputerActionIsOneLine() {
        var table = betting(seed: 11)
        for _ in 0..<40 {
            guard let stud = table.stud else { break }
            let before = stud
            let command = stayIn(stud) ?? .deal
            let decision = PokerTable.decision(command, big: false)
            let response = table.perform(command, argument: .none, at: 1)
            var copy = before
            let events = decision.map { copy.apply(.act($0)) } ?? copy.apply(.deal)
            let acted = events.filter { if case .acted = $0 { true } else { false } }.count
            #expect(response.messages.filter { $0.key.hasPrefix("poker.acted") }.count == acted)
            expectWorded(response.messages)
            #expect(table.invariantProblems().isEmpty)
        }
    }

    @Test func refusedActionsExplainThemselvesAndChangeNothing() throws {
        var table = betting(seed: 3)
        // Play on until Player 1 faces a bet, then try to check.
        var guardCount = 0
        while let stud = table.stud,
            !(stud.hand?.round.map { $0.currentBet > $0.bets[0] } ?? false) || stud.playerOptions.isEmpty
        {
            _ = table.perform(stayIn(stud) ?? .deal, argument: .none, at: 0)
            if !(table.stud?.handInPlay ?? false) { _ = table.perform(.deal, argument: .none, at: 0) }
            guardCount += 1
            try #require(guardCount < 200)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let before = try encoder.encode(table)
        for (command, argument, key) in [
            (CommandID.check, nil as String?, "poker.why.betToCall"), (.deal, nil, "poker.refused.inplay"),
            (.rebuy, nil, "poker.refused.notbroke"),
        ] {
            let response = table.carryOut(command, word: argument, at: 0)
            #expect(response.refused, "\(command)")
            let keys = response.messages.flatMap {
                [$0.key] + $0.args.compactMap { if case .message(let m) = $0 { m.key } else { nil } }
            }
            #expect(keys.contains(key), "\(command): \(keys)")
            expectWorded(response.messages)
            #expect(try encoder.encode(table) == before, "\(command) changed the table")
        }
    }

    @Test func theStraightThreatSaysWithinFiveRanks() throws {
        let up = try ["Jd", "Qs", "2d", "9d"].map { try #require(FrenchCard(reading: $0)) }
        let own = try ["2c", "3h", "7s", "8c"].map { try #require(FrenchCard(reading: $0)) }
        let threat = Threat(seat: 1, up: up, against: own)
        #expect(threat.connected == 3)
        let table = betting()
        let said: [Language: String] = [.en: "within five ranks", .es: "cinco valores seguidos", .ko: "다섯 숫자 안"]
        for lastCard in [true, false] {
            let message = table.threatMessage(threat, lastCard: lastCard)
            for (language, words) in said {
                let text = renderer(language, width: nil).text(message)
                #expect(text.contains(words) && !text.contains("cartas seguidas"), "\(language): \(text)")
            }
        }
    }

    @Test func aFreeCardIsFreeOnlyIfNobodyBetsAfter() throws {
        // A check leaves the next card free only when nobody bets behind it: the reason says so.
        let message = Message("poker.bet.hint.why.free")
        let said: [Language: String] = [
            .en: "free if nobody bets after you", .es: "gratis si nadie apuesta después de ti",
            .ko: "내 뒤에서 아무도 베팅하지 않으면",
        ]
        for (language, words) in said {
            let text = renderer(language, width: nil).text(message)
            #expect(text.contains(words), "\(language): \(text)")
        }
        // The lesson names the hint's words for pot odds plainly, not in an aside.
        let es = try #require(Repository.catalogs.table(.es)?["lesson.poker.decisions.2.text"])
        #expect(!es.contains("así lo llama"), "\(es)")
        #expect(es.contains("lo que paga el bote"))
    }

    @Test func eachThreatNoteIsItsOwnSentenceInKorean() throws {
        let up = try ["Jd", "Qd", "10d", "9d"].map { try #require(FrenchCard(reading: $0)) }
        let own = try ["2c", "3h", "7s", "8c"].map { try #require(FrenchCard(reading: $0)) }
        let threat = Threat(seat: 1, up: up, against: own)
        #expect(threat.suited == 4 && threat.connected == 4 && threat.beatsPlayer)
        let table = betting()
        for lastCard in [true, false] {
            let message = table.threatMessage(threat, lastCard: lastCard)
            let ko = renderer(.ko, width: nil).text(message)
            // What the cards show, then the three notes: four short sentences, no comma between.
            #expect(!ko.contains("요,"), "\(ko)")
            #expect(ko.components(separatedBy: "요.").count == 5, "\(ko)")
            for language in [Language.en, .es] {
                let text = renderer(language, width: nil).text(message)
                #expect(text.components(separatedBy: "; ").count == 3, "\(language): \(text)")
            }
        }
    }

    /// The hint leads with the advice and its reason, then at most three lines of figures: the
    /// share against what a call needs (after the others' bets, the pot odds beside it).
    @Test func hintGivesTheAdviceFirstThenTheShareAgainstWhatACallNeeds() throws {
        var table = betting(seed: 3)
        var seen = false
        for _ in 0..<60 where !seen {
            guard let stud = table.stud else { break }
            if !stud.handInPlay {
                _ = table.perform(.deal, argument: .none, at: 0)
                continue
            }
            let lines = table.perform(.hint, argument: .none, at: 0).messages
            let keys = lines.map(\.key)
            #expect(keys.first == "poker.bet.hint.do", "the advice leads: \(keys)")
            #expect(lines.count <= 4, "the advice and at most three lines of figures: \(keys)")
            #expect(
                keys.dropFirst().first?.hasPrefix("poker.bet.hint.share") == true
                    || keys.contains("poker.bet.hint.figures"))
            expectWorded(lines)
            if let advice = stud.advice(), advice.owed > 0, advice.equity.share >= 0.0005 {
                let needed = Double(advice.owed) / Double(advice.pot + advice.owed)
                let percent = renderer().localizer.percent
                let text = renderer().text(lines[1])
                if advice.raises == 0 {
                    #expect(
                        text.contains(
                            "a call needs \(percent(needed)) (\(advice.owed) to call into a pot of \(advice.pot))"),
                        "\(text)")
                } else {
                    // After a bet the figure the advice asks is shown beside the pot odds, never instead.
                    #expect(
                        text.contains(
                            "a call needs \(percent(advice.callThreshold!)): the pot odds of \(percent(needed))"),
                        "\(text)")
                }
                seen = true
            }
            _ = table.perform(stayIn(stud) ?? .deal, argument: .none, at: 0)
        }
        #expect(seen)
    }

    @Test func aHandEndsWithChipsCountedAndAReview() {
        var table = betting(seed: 21)
        var ended = 0
        for _ in 0..<300 where ended < 5 {
            guard let stud = table.stud else { break }
            let command: CommandID =
                !stud.handInPlay
                ? (stud.seats[0].chips == 0 ? .rebuy : .deal)
                : stayIn(stud) ?? .deal
            let response = table.perform(command, argument: .none, at: 0)
            if let over = response.over.first {
                ended += 1
                let keys = response.messages.map(\.key)
                #expect(keys.contains { $0.hasPrefix("poker.net.") })
                #expect(keys.contains { $0.hasPrefix("poker.review.") })
                let net = table.stud!.hand!.result!.net[0]
                #expect(over.result == (net > 0 ? .won : net < 0 ? .lost : .drawn))
                expectWorded(response.messages)
            }
            #expect(table.stud!.chipsInPlay == table.stud!.totalBought)
        }
        #expect(ended == 5)
    }

    @Test func thePracticeTableStaysAvailableAndTheBettingHandWaits() {
        var table = betting(seed: 4)
        let waiting = table.stud
        #expect(!table.carryOut(.mode, word: "showdown", at: 0).refused)
        #expect(!table.carryOut(.mode, word: "betting", at: 0).refused)
        #expect(table.stud == waiting)
        finishHand(&table)
        let switched = table.carryOut(.mode, word: "showdown", at: 0)
        #expect(!switched.refused)
        #expect(table.playMode == .showdown)
        #expect(table.game.handNumber == 1)
        let refused = table.perform(.call, argument: .none, at: 0)
        #expect(refused.refused && refused.messages.map(\.key) == ["poker.mode.nobets"])
        _ = table.perform(.deal, argument: .none, at: 0)
        #expect(table.invariantProblems().isEmpty)
        let chips = table.stud!.seats[0].chips
        #expect(!table.carryOut(.mode, word: "betting", at: 0).refused)
        #expect(table.stud!.seats[0].chips == chips)
    }

    /// The practice table and the betting table deal from streams of their own: a player who
    /// played one table's hands cannot tell the other's. Both stay fixed by the seed.
    @Test func thePracticeAndBettingTablesDealDifferentCards() {
        for seed in UInt64(0)..<40 {
            var table = betting(seed: seed)
            let bettingCards = table.stud!.hand!.cards.map { $0.map(\.card) }
            _ = table.carryOut(.mode, word: "showdown", at: 0)
            let practiceCards = table.game.hands.map { $0.map(\.card) }
            #expect(practiceCards != bettingCards, "seed \(seed)")
            // The first cards dealt differ, not only their order among the seats.
            #expect(Set(practiceCards.joined()) != Set(bettingCards.joined()), "seed \(seed)")
            var again = betting(seed: seed)
            _ = again.carryOut(.mode, word: "showdown", at: 0)
            #expect(again.game.hands.map { $0.map(\.card) } == practiceCards, "seed \(seed): not from the seed")
        }
    }

    /// A raise (or a completion) names both figures: what the bet rises to and what the player
    /// puts in ("raise" (to 60: you put in 40)), in every language.
    @Test func aRaiseNamesWhatItRaisesToAndWhatItCosts() {
        var seen = Set<Decision>()
        for seed in UInt64(0)..<30 {
            var table = betting(seed: seed)
            for _ in 0..<40 {
                guard let stud = table.stud else { break }
                if !stud.handInPlay { _ = table.perform(.deal, argument: .none, at: 0) }
                guard let stud = table.stud, stud.handInPlay else { break }
                for option in stud.playerOptions where [.raise, .complete, .raiseBig].contains(option.decision) {
                    seen.insert(option.decision)
                    let message = PokerTable.optionMessage(option)
                    let en = renderer(.en).text(message)
                    let es = renderer(.es).text(message)
                    let ko = renderer(.ko).text(message)
                    #expect(en.contains("to \(option.total): you put in \(option.amount)"), "\(en)")
                    #expect(es.contains("sube a \(option.total): pones \(option.amount)"), "\(es)")
                    #expect(ko.contains("\(option.total)칩까지") && ko.contains("\(option.amount)칩"), "\(ko)")
                }
                guard let command = stayIn(stud) else {
                    _ = table.perform(.fold, argument: .none, at: 0)
                    continue
                }
                _ = table.perform(command, argument: .none, at: 0)
            }
        }
        #expect(seen.contains(.raise) && seen.contains(.complete))
    }

    /// The goodbye's line covers both tables, whichever is on show: the betting hands stay in
    /// it at the practice table, and the practice showdowns join them.
    @Test func theSummaryCoversBothTables() {
        var table = betting(seed: 4)
        finishHand(&table)
        let betting = renderer().text(table.summary()!)
        #expect(betting.contains("1 hand"), "\(betting)")
        _ = table.carryOut(.mode, word: "showdown", at: 0)
        let switched = table.summary().map { renderer().text($0) } ?? ""
        #expect(switched == betting, "\(switched)")
        while table.game.tally.played == 0 { _ = table.perform(.deal, argument: .none, at: 0) }
        let both = renderer().text(table.summary()!)
        #expect(
            both.hasPrefix(betting) && both.contains("This session at the stud poker practice table (no bets): won"),
            "\(both)")
        expectWorded([table.summary()!])
    }

    @Test func aBettingTableSurvivesEncodingMidHand() throws {
        var table = betting(seed: 8)
        let data = try JSONEncoder().encode(table)
        var copy = try JSONDecoder().decode(PokerTable.self, from: data)
        #expect(copy.stud == table.stud)
        #expect(copy.savedStateProblems().isEmpty)
        for command in [CommandID.call, .check, .call, .check, .fold, .deal, .call] {
            let a = table.perform(command, argument: .none, at: 9)
            let b = copy.perform(command, argument: .none, at: 9)
            #expect(a.messages == b.messages && a.over == b.over && a.refused == b.refused)
        }
        #expect(copy.stud == table.stud)
    }

    @Test func narrowTerminalsKeepTheBettingTableInTheirWidth() {
        var table = betting(seed: 5)
        finishHand(&table)
        _ = table.carryOut(.players, word: "4", at: 0)
        _ = table.perform(.deal, argument: .none, at: 0)
        for language in Language.allCases {
            for line in table.draw(renderer(language, width: 40)) where line.hasPrefix("  ") {
                #expect(TextWidth.columns(line) <= 40, "\(language): \(line)")
            }
        }
    }
}

@Suite struct PokerBettingRandomTests {
    /// Random commands of the betting table (and its settings) keep every chip and card.
    @Test func randomCommandsKeepChipsAndCards() throws {
        var rng = SeededRNG(seed: 99)
        var table = betting(seed: 99)
        let commands: [(CommandID, String?)] = [
            (.check, nil), (.bet, nil), (.bet, "big"), (.call, nil), (.raise, nil), (.raise, "big"), (.fold, nil),
            (.complete, nil), (.bringIn, nil), (.rebuy, nil), (.deal, nil), (.new, nil), (.variant, "5"),
            (.variant, "7"),
            (.players, "2"), (.players, "4"), (.players, "3"),
            (.mode, "showdown"), (.mode, "betting"), (.hint, nil), (.house, "korean"), (.house, "international"),
        ]
        for step in 0..<3_000 {
            let (command, argument) = commands[rng.below(commands.count)]
            _ = table.carryOut(command, word: argument, at: Double(step))
            let problems = table.invariantProblems()
            try #require(problems.isEmpty, "step \(step) after \(command) \(argument ?? ""): \(problems)")
        }
    }
}

@Suite struct PokerBigBetLaterStreetsTests {
    /// `bet big` (`apuesto fuerte`) from fifth street on, where the bet of the street is already
    /// the big one: the plain bet, of that size, never the fourth-street rule's refusal.
    @Test func betBigWhereTheBetIsAlreadyBigIsTheBet() throws {
        var tried = 0
        for seed in UInt64(1)...40 {
            var table = betting(seed: seed)
            // Stay in cheaply until Player 1 may bet with nothing to call on a big-bet street.
            for _ in 0..<60 {
                guard let stud = table.stud, stud.handInPlay, let round = stud.hand?.round else { break }
                let options = stud.playerOptions.map(\.decision)
                if round.betSize >= stud.stakes.bigBet, options.contains(.bet), !options.contains(.betBig) {
                    let response = table.perform(.bet, argument: .choice("big"), at: 0)
                    #expect(!response.refused, "seed \(seed): \(response.messages.map(\.key))")
                    let said = response.messages.first.map { renderer(.es).text($0) } ?? ""
                    #expect(said.hasPrefix("Apuestas \(stud.stakes.bigBet)"), "seed \(seed): \(said)")
                    #expect(!response.messages.contains { $0.key.hasPrefix("poker.acted.completes") }, "seed \(seed)")
                    tried += 1
                    break
                }
                guard let command = stayIn(stud) else { break }
                _ = table.perform(command, argument: .none, at: 0)
            }
            if tried >= 3 { break }
        }
        #expect(tried >= 3)
    }
}

@Suite struct PokerRankAtTheBettingTableTests {
    /// `rank` alone at the betting table rates the betting hand's own cards, down cards
    /// included: what they make so far below five cards, the best five from five on.
    @Test func rankAloneRatesTheBettingHand() throws {
        var table = betting(seed: 7)
        let early = table.perform(.rank, argument: .none, at: 0)
        let dealt = try #require(table.stud?.hand?.cards[0].map(\.card))
        #expect(dealt.count == 3)
        #expect(!early.refused && early.messages.map(\.key) == ["poker.rank.mine.early"])
        #expect(early.messages.first?.args.first == .frenchCards(dealt))
        for language in Language.allCases {
            let text = renderer(language).text(try #require(early.messages.first))
            #expect(!text.contains(" ,") && !text.contains(": .") && !text.contains("poker."), "\(text)")
        }
        for _ in 0..<40 {
            guard let stud = table.stud, stud.handInPlay, (stud.hand?.cards[0].count ?? 0) < 5,
                let command = stayIn(stud)
            else { break }
            _ = table.perform(command, argument: .none, at: 0)
        }
        let cards = try #require(table.stud?.hand?.cards[0].map(\.card))
        try #require(cards.count >= 5)
        let ranked = table.perform(.rank, argument: .none, at: 0)
        #expect(ranked.messages.map(\.key) == ["poker.rank.mine", "poker.rank.result"])
        #expect(ranked.messages.first?.args == [.frenchCards(cards)])
    }
}

@Suite struct PokerHintNamesTheBettorTests {
    /// Every key in a message and the messages nested in its arguments.
    private func keys(_ message: Message) -> [String] {
        [message.key]
            + message.args.flatMap { arg -> [String] in
                if case .message(let inner) = arg { return keys(inner) }
                return []
            }
    }

    /// Facing a bet or a raise, the hint names the bettor's up cards (said as the bettor's),
    /// whatever another seat shows.
    @Test func facingABetTheHintNamesTheBettor() throws {
        var checked = 0
        for seed in UInt64(1)...30 {
            var table = betting(seed: seed)
            for _ in 0..<60 {
                guard let stud = table.stud, stud.handInPlay, let round = stud.hand?.round else { break }
                if let bettor = round.aggressor, bettor != 0, round.currentBet > round.bets[0],
                    stud.hand?.live[bettor] == true
                {
                    let hint = table.perform(.hint, argument: .none, at: 0).messages
                    let last = try #require(hint.last)
                    #expect(keys(last).contains("poker.threat.bettor"), "seed \(seed): \(hint.map(keys))")
                    #expect(stud.bettorThreat?.seat == bettor)
                    expectWorded(hint)
                    checked += 1
                }
                guard let command = stayIn(stud) else { break }
                _ = table.perform(command, argument: .none, at: 0)
            }
            if checked >= 5 { break }
        }
        #expect(checked >= 5)
    }
}

@Suite struct PokerOddsAgreeWithTheHintTests {
    /// `odds` at the player's turn ends with the share of the pot the hint weighs, the same
    /// figure from the same simulation; the coach's line on the outs names that share too.
    @Test func oddsSayTheHintsShareAndTheCoachNamesItAsTheShare() throws {
        var coached = 0
        for seed in UInt64(1)...12 {
            var table = betting(seed: seed)
            for _ in 0..<30 {
                guard let stud = table.stud, stud.handInPlay, let command = stayIn(stud) else { break }
                let advice = try #require(stud.advice(trials: PokerTable.simulations ?? Advice.trials))
                let odds = table.perform(.odds, argument: .none, at: 0).messages
                let share = try #require(odds.last)
                #expect(share.key == "poker.bet.odds.share")
                #expect(share.args.first == .percent(advice.equity.share))
                let hint = table.perform(.hint, argument: .none, at: 0).messages
                func says(_ m: Message) -> Bool {
                    m.args.contains { arg in
                        if arg == .percent(advice.equity.share) { return true }
                        if case .message(let inner) = arg { return says(inner) }
                        return false
                    }
                }
                #expect(hint.contains(where: says) || advice.equity.share < 0.0005, "\(hint)")
                expectWorded(odds)
                if let real = table.coachLine().first(where: { $0.key == "poker.coach.outs.real" }) {
                    #expect(real.args == [.percent(advice.equity.share)])
                    coached += 1
                }
                _ = table.perform(command, argument: .none, at: 0)
            }
        }
        #expect(coached > 0)
    }
}
