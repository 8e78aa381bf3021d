import Foundation
import GameKit
import TableKit
import TestSupport
import Testing

@testable import CardKit
@testable import Catalog
@testable import SieteYMedia
@testable import SieteYMediaConsole

private func renderer(_ language: Language = .en) -> Renderer {
    Renderer(
        localizer: Localizer(catalogs: Repository.catalogs, language: language), style: Style(enabled: false),
        width: 80)
}

/// A table with stakes, opened (no bet yet).
private func staked(seed: UInt64 = 7) -> SieteYMediaTable {
    var table = SieteYMediaTable(seed: seed)
    _ = table.begin(at: 0)
    _ = table.carryOut(.sieteMode, word: "stakes", at: 0)
    return table
}

/// Every message reads as text in all three languages: no key comes back raw, nothing unfilled.
private func expectWorded(_ messages: [Message], _ note: String = "") {
    for language in Language.allCases {
        let r = renderer(language)
        for message in messages {
            let text = r.text(message)
            #expect(
                !text.contains("siete.") && !text.contains("$@") && !text.contains("$d") && !text.contains("{")
                    && !text.contains("⟦"),
                "\(language) \(message.key): \(text) \(note)")
        }
    }
}

private func keys(_ response: Response) -> [String] { response.messages.map(\.key) }

private let encoder: JSONEncoder = {
    let e = JSONEncoder()
    e.outputFormatting = .sortedKeys
    return e
}()

@Suite struct SieteYMediaStakesTableTests {
    @Test func theSeedsRulesStayTheDefaultAndStakesCommandsSaySo() throws {
        var table = SieteYMediaTable(seed: 7)
        _ = table.begin(at: 0)
        #expect(table.playMode == .classic)
        let before = try encoder.encode(table)
        for command in [CommandID.wager, .rebuy, .ties, .firstCard] {
            let response = table.carryOut(command, word: command == .wager ? "10" : nil, at: 0)
            #expect(response.refused && keys(response) == ["siete.stakes.off"], "\(command)")
            expectWorded(response.messages)
        }
        #expect(try encoder.encode(table) == before)
        #expect(!table.draw(renderer()).joined().contains("Chips:"))
    }

    @Test func aBetDealsTheHandAndTheTableShowsBankrollAndBet() {
        var table = staked()
        #expect(table.playMode == .stakes)
        let drawn = table.draw(renderer()).joined(separator: "\n")
        #expect(drawn.contains("100 in your bankroll") && drawn.contains("bets 1 to 50"))
        let response = table.carryOut(.wager, word: "10", at: 0)
        #expect(!response.refused && keys(response).first == "siete.stakes.bet.placed")
        expectWorded(response.messages)
        #expect(table.stakes?.bankroll == 90 && table.stakes?.bet == 10)
        #expect(table.draw(renderer()).joined(separator: "\n").contains("90 in your bankroll · 10 bet on this hand"))
        #expect(table.invariantProblems().isEmpty)
    }

    @Test func refusalsExplainTheRuleAndChangeNothing() throws {
        var table = staked()
        var before = try encoder.encode(table)
        for (command, argument, key) in [
            (CommandID.hit, nil as String?, "siete.stakes.refused.nobet"), (.new, nil, "siete.stakes.refused.nobet"),
            (.wager, nil, "siete.stakes.refused.nobet"), (.wager, "0", "siete.stakes.refused.limits"),
            (.wager, "51", "siete.stakes.refused.limits"), (.wager, "diez", "siete.stakes.refused.amount"),
            (.rebuy, nil, "siete.stakes.refused.notbroke"),
        ] {
            let response = table.carryOut(command, word: argument, at: 0)
            #expect(response.refused && keys(response) == [key], "\(command) \(argument ?? "")")
            expectWorded(response.messages)
            #expect(try encoder.encode(table) == before, "\(command) changed the table")
        }
        _ = table.carryOut(.wager, word: "10", at: 0)
        before = try encoder.encode(table)
        for (command, argument) in [(CommandID.wager, "10" as String?), (.wager, nil), (.new, nil), (.shake, nil)] {
            let response = table.carryOut(command, word: argument, at: 0)
            #expect(response.refused && keys(response) == ["siete.stakes.refused.inplay"], "\(command)")
            #expect(try encoder.encode(table) == before, "\(command) changed the table")
        }
        // Standing without a card: the hand's own rule, worded as the classic table words it.
        let stand = table.perform(.stand, argument: .none, at: 0)
        #expect(stand.refused && keys(stand) == ["siete.refused.nocards"])
        #expect(try encoder.encode(table) == before)
    }

    @Test func aBetOverTheBankrollIsRefusedWithWhatIsLeft() throws {
        var table = staked(seed: 3)
        // Bets of 30 from 100 leave 10 more than a multiple of 30 (a real pays 60): play until
        // fewer than 30 are left, then bet 30.
        var hands = 0
        while let stakes = table.stakes, stakes.bankroll >= 30 {
            _ = table.carryOut(.wager, word: "30", at: 0)
            _ = table.perform(.hit, argument: .none, at: 0)
            if table.stakes?.handInPlay ?? false { _ = table.perform(.stand, argument: .none, at: 0) }
            hands += 1
            try #require(hands < 500)
        }
        let bankroll = try #require(table.stakes?.bankroll)
        #expect(bankroll == 10)
        let before = try encoder.encode(table)
        let response = table.carryOut(.wager, word: "30", at: 0)
        #expect(response.refused && keys(response) == ["siete.stakes.refused.bankroll"])
        #expect(table.draw(renderer()).joined().contains("\(bankroll) in your bankroll"))
        #expect(try encoder.encode(table) == before)
    }

    @Test func aSieteYMediaRealPaysDoubleAndAWinEvenMoney() throws {
        var paidReal = false
        var paidEven = false
        for seed in UInt64(0)..<400 where !(paidReal && paidEven) {
            var table = staked(seed: seed)
            _ = table.carryOut(.wager, word: "10", at: 0)
            _ = table.perform(.hit, argument: .none, at: 0)
            var response = table.perform(.hit, argument: .none, at: 0)
            if table.stakes?.handInPlay ?? false { response = table.perform(.stand, argument: .none, at: 0) }
            let bankroll = try #require(table.stakes?.bankroll)
            if keys(response).contains("siete.stakes.won.real") {
                #expect(bankroll == 120, "seed \(seed)")
                #expect(response.over == [GameOver(.won, chips: 20, win: 20)])
                expectWorded(response.messages)
                paidReal = true
            } else if keys(response).contains("siete.stakes.won") {
                #expect(bankroll == 110, "seed \(seed)")
                #expect(response.over == [GameOver(.won, chips: 10, win: 10)])
                paidEven = true
            } else if keys(response).contains("siete.stakes.lost") {
                #expect(bankroll == 90 && response.over == [GameOver(.lost, chips: -10)])
            }
        }
        #expect(paidReal && paidEven)
    }

    @Test func goingBrokeSaysWhatHappensAndRebuyIsCounted() throws {
        var table = staked(seed: 5)
        var last = Response([], redraw: false)
        var hands = 0
        while let stakes = table.stakes, stakes.bankroll >= stakes.limits.minimum {
            _ = table.carryOut(.wager, word: String(min(50, stakes.bankroll)), at: 0)
            last = table.perform(.hit, argument: .none, at: 0)
            if table.stakes?.handInPlay ?? false { last = table.perform(.stand, argument: .none, at: 0) }
            hands += 1
            try #require(hands < 1000)
        }
        #expect(keys(last).contains("siete.stakes.broke"))
        expectWorded(last.messages)
        #expect(table.draw(renderer()).joined().contains("You are out of chips"))
        let before = try encoder.encode(table)
        let refused = table.carryOut(.wager, word: "1", at: 0)
        #expect(refused.refused && keys(refused) == ["siete.stakes.refused.broke"])
        #expect(try encoder.encode(table) == before)
        let rebuy = table.perform(.rebuy, argument: .none, at: 0)
        #expect(!rebuy.refused && keys(rebuy) == ["siete.stakes.rebought"] && rebuy.rebuys == 1)
        #expect(table.stakes?.rebuys == 1 && (table.stakes?.bankroll ?? 0) >= 100)
    }

    @Test func hintWeighsTheBetInChips() throws {
        var table = staked()
        #expect(table.perform(.hint, argument: .none, at: 0).messages.map(\.key) == ["siete.stakes.hint.bet"])
        _ = table.carryOut(.wager, word: "20", at: 0)
        let first = table.perform(.hint, argument: .none, at: 0)
        #expect(keys(first).contains("siete.stakes.hint.ev.first"))
        _ = table.perform(.hit, argument: .none, at: 0)
        let hint = table.perform(.hint, argument: .none, at: 0)
        #expect(keys(hint).contains("siete.stakes.hint.ev"))
        #expect(keys(hint).last?.hasPrefix("siete.stakes.hint.advice.") ?? false)
        expectWorded(hint.messages)
        let odds = try #require(table.stakes?.stakeOdds())
        let text = renderer().text(hint.messages.first { $0.key == "siete.stakes.hint.ev" }!)
        #expect(text.contains(renderer().text(SieteYMediaTable.chips(odds.hitting))))
        let (en, es) = (renderer(), renderer(.es))
        #expect(en.text(SieteYMediaTable.chips(1.254)) == "+1.25" && en.text(SieteYMediaTable.chips(-3.4)) == "−3.40")
        #expect(en.text(SieteYMediaTable.chips(0.001)) == "0.00")
        // Spanish writes its decimal comma, as in its percentages.
        #expect(es.text(SieteYMediaTable.chips(-3.4)) == "−3,40" && es.text(SieteYMediaTable.chips(12.05)) == "+12,05")
    }

    @Test func optionsAndModeAreKeptAsPreferences() {
        var table = staked()
        _ = table.carryOut(.ties, word: "bank", at: 0)
        _ = table.carryOut(.firstCard, word: "on", at: 0)
        #expect(table.preferences == ["bank": "real", "mode": "stakes", "ties": "bank", "firstcard": "on"])
        var fresh = SieteYMediaTable(seed: 9)
        fresh.adopt(preferences: table.preferences)
        _ = fresh.begin(at: 0)
        #expect(fresh.playMode == .stakes && fresh.stakes?.options == .traditional)
        // The first card comes with the bet.
        let bet = fresh.carryOut(.wager, word: "5", at: 0)
        #expect(keys(bet).contains("siete.player.drew"))
        // Back to the seed's rules: nothing of the stakes is kept but the options.
        _ = table.carryOut(.sieteMode, word: "classic", at: 0)
        #expect(table.preferences["mode"] == nil && table.playMode == .classic)
        #expect(SieteYMediaTable(seed: 1).preferences == ["bank": "real"])
    }

    @Test func theBankrollSurvivesTheSaveAndIsValidatedOnLoad() throws {
        var table = staked(seed: 8)
        _ = table.carryOut(.wager, word: "10", at: 0)
        _ = table.perform(.hit, argument: .none, at: 0)
        let data = try encoder.encode(table)
        var copy = try JSONDecoder().decode(SieteYMediaTable.self, from: data)
        #expect(copy.stakes == table.stakes && copy.playMode == .stakes)
        #expect(copy.savedStateProblems().isEmpty)
        for command in [CommandID.hit, .stand, .wager, .hint] {
            let a = table.perform(command, argument: .none, at: 0)
            let b = copy.perform(command, argument: .none, at: 0)
            #expect(a.messages == b.messages && a.over == b.over && a.refused == b.refused)
        }
        // A bankroll out of range, or a bet beyond the limits, is not baraja's: the load refuses it.
        for (field, value) in [("bankroll", -5), ("bankroll", 2_000_000_000_000), ("bet", 500), ("rebuys", -1)] {
            var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            var stakes = try #require(object["stakes"] as? [String: Any])
            stakes[field] = value
            object["stakes"] = stakes
            let bad = try JSONDecoder().decode(
                SieteYMediaTable.self, from: JSONSerialization.data(withJSONObject: object))
            #expect(!bad.savedStateProblems().isEmpty, "\(field) \(value)")
        }
        // A save from before stakes loads at the classic table.
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["stakes"] = nil
        object["mode"] = nil
        let old = try JSONDecoder().decode(SieteYMediaTable.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.playMode == .classic && old.savedStateProblems().isEmpty)
    }

    @Test func everyStakesMessageIsWorded() {
        let limits = StakedSieteYMedia.Limits.standard
        let refusals: [StakedSieteYMedia.Refusal] = [
            .handInPlay, .noBet(limits), .belowMinimum(limits), .aboveMaximum(limits), .aboveBankroll(bankroll: 7),
            .broke(bankroll: 0, minimum: 1), .notBroke(bankroll: 1), .notBroke(bankroll: 30), .game(.standWithoutCards),
        ]
        expectWorded(refusals.map(\.message))
        var table = staked()
        for (command, argument) in [
            (CommandID.sieteMode, nil as String?), (.ties, nil), (.firstCard, nil), (.sieteMode, "stakes"),
            (.ties, "push"),
        ] {
            expectWorded(table.carryOut(command, word: argument, at: 0).messages, "\(command)")
        }
        expectWorded(SieteYMediaTable.rulesSections.map { $0.message(game: SieteYMediaTable.id) })
        expectWorded(table.stakesWelcome())
        for language in Language.allCases {
            for line in table.draw(renderer(language)) { #expect(!line.contains("siete."), "\(language): \(line)") }
        }
    }

    /// The classic table and the table with stakes deal from streams of their own: three classic
    /// hands do not tell the next three with chips. Both stay fixed by the seed.
    @Test func theClassicAndStakesTablesDealDifferentCards() {
        func cards(_ table: SieteYMediaTable) -> [SpanishCard] { Array(table.hand.deck.suffix(6)) }
        var alike = 0
        for seed in UInt64(0)..<40 {
            var table = SieteYMediaTable(seed: seed)
            _ = table.begin(at: 0)
            let classic = cards(table)
            _ = table.carryOut(.sieteMode, word: "stakes", at: 0)
            _ = table.carryOut(.wager, word: "10", at: 0)
            let staked = cards(table)
            if staked == classic { alike += 1 }
            var again = SieteYMediaTable(seed: seed)
            _ = again.begin(at: 0)
            _ = again.carryOut(.sieteMode, word: "stakes", at: 0)
            _ = again.carryOut(.wager, word: "10", at: 0)
            #expect(cards(again) == staked, "seed \(seed): not from the seed")
        }
        #expect(alike == 0)
    }

    /// With `ties bank`, a tie is a lost hand, and every place says so: the hand's own lines, the
    /// status under the table, the session row, the resume line and the statistics.
    @Test func aTieTheBankTakesIsALossEverywhere() {
        var ties = 0
        for seed in UInt64(0)..<300 where ties < 4 {
            var table = staked(seed: seed)
            _ = table.carryOut(.ties, word: "bank", at: 0)
            var said = table.carryOut(.wager, word: "10", at: 0)
            var lines = said.messages
            var over = said.over
            while table.stakes!.handInPlay {
                let command: CommandID = table.stakes!.game.playerTotal < HalfPoints(halves: 10) ? .hit : .stand
                said = table.perform(command, argument: .none, at: 0)
                lines += said.messages
                over += said.over
            }
            guard case .tie = table.stakes!.game.outcome else { continue }
            ties += 1
            #expect(over.map(\.result) == [.lost], "seed \(seed)")
            #expect(!lines.map(\.key).contains("siete.result.draw"), "seed \(seed): \(lines.map(\.key))")
            expectWorded(lines)
            let r = renderer()
            let text = table.draw(r).joined(separator: "\n")
            #expect(text.contains("won 0 · lost 1 · drawn 0"), "seed \(seed): \(text)")
            #expect(text.contains(r.text("siete.status.playerLoses")), "seed \(seed): \(text)")
            #expect(!text.contains(r.text("siete.status.draw")), "seed \(seed): \(text)")
            #expect(r.text(table.resumeSummary()!).contains("won 0 · lost 1 · drawn 0"), "seed \(seed)")
        }
        #expect(ties > 0)
    }

    /// A tie with the bet returned (the seed's rule) stays a draw everywhere.
    @Test func aTieThatReturnsTheBetIsADraw() {
        var ties = 0
        for seed in UInt64(0)..<300 where ties < 2 {
            var table = staked(seed: seed)
            var over = table.carryOut(.wager, word: "10", at: 0).over
            while table.stakes!.handInPlay {
                let command: CommandID = table.stakes!.game.playerTotal < HalfPoints(halves: 10) ? .hit : .stand
                over += table.perform(command, argument: .none, at: 0).over
            }
            guard case .tie = table.stakes!.game.outcome else { continue }
            ties += 1
            #expect(over.map(\.result) == [.drawn])
            let text = table.draw(renderer()).joined(separator: "\n")
            #expect(text.contains("won 0 · lost 0 · drawn 1"), "seed \(seed): \(text)")
            #expect(text.contains(renderer().text("siete.status.draw")), "seed \(seed): \(text)")
        }
        #expect(ties > 0)
    }

    /// `stand` or `hit` once the hand with chips is over: the classic table's reason (the hand is
    /// over), not "no bet yet", and nothing changes.
    @Test func standingAfterTheHandEndedSaysTheHandIsOver() throws {
        var table = staked(seed: 3)
        let fresh = table.perform(.stand, argument: .none, at: 0)
        #expect(fresh.refused && keys(fresh) == ["siete.stakes.refused.nobet"])
        _ = table.carryOut(.wager, word: "10", at: 0)
        while table.stakes!.handInPlay {
            _ = table.perform(.stand, argument: .none, at: 0)
            _ = table.perform(.hit, argument: .none, at: 0)
        }
        let before = try encoder.encode(table)
        let stand = table.perform(.stand, argument: .none, at: 0)
        #expect(stand.refused && keys(stand) == ["siete.refused.over.stand"])
        let hit = table.perform(.hit, argument: .none, at: 0)
        #expect(hit.refused && keys(hit) == ["siete.refused.over.hit"])
        expectWorded(stand.messages + hit.messages)
        #expect(try encoder.encode(table) == before)
    }

    /// The goodbye's line covers both tables, whichever is on show: classic hands stay in it at
    /// the table with stakes, and the hands for chips join them.
    @Test func theSummaryCoversBothTables() {
        var table = SieteYMediaTable(seed: 5)
        _ = table.begin(at: 0)
        _ = table.perform(.stand, argument: .none, at: 0)
        _ = table.perform(.hit, argument: .none, at: 0)
        _ = table.perform(.stand, argument: .none, at: 0)
        let classic = renderer().text(table.summary()!)
        #expect(classic.hasPrefix("This session at siete y media:"), "\(classic)")
        _ = table.carryOut(.sieteMode, word: "stakes", at: 0)
        #expect(table.summary().map { renderer().text($0) } == classic)
        _ = table.carryOut(.wager, word: "10", at: 0)
        _ = table.perform(.hit, argument: .none, at: 0)
        _ = table.perform(.stand, argument: .none, at: 0)
        let both = renderer().text(table.summary()!)
        #expect(both.hasPrefix(classic) && both.contains("Siete y media for chips: 1 hand"), "\(both)")
        expectWorded([table.summary()!])
    }

    /// With ties to the bank, `hint` counts a tie among the losses (and says how much of it is
    /// ties); with the bet returned on a tie, it keeps the draw apart.
    @Test func theHintCountsATieTheBankTakesAsALoss() {
        var table = staked(seed: 3)
        _ = table.carryOut(.ties, word: "bank", at: 0)
        _ = table.carryOut(.wager, word: "10", at: 0)
        _ = table.perform(.hit, argument: .none, at: 0)
        let hint = keys(table.perform(.hint, argument: .none, at: 0))
        #expect(hint.contains("siete.stakes.hint.stand.tiesbank") && hint.contains("siete.stakes.hint.hit.tiesbank"))
        #expect(!hint.contains("siete.hint.stand") && !hint.contains("siete.hint.hit"), "\(hint)")
        expectWorded(table.perform(.hint, argument: .none, at: 0).messages)

        var push = staked(seed: 3)
        _ = push.carryOut(.wager, word: "10", at: 0)
        _ = push.perform(.hit, argument: .none, at: 0)
        let pushed = keys(push.perform(.hint, argument: .none, at: 0))
        #expect(pushed.contains("siete.hint.stand") && pushed.contains("siete.hint.hit"), "\(pushed)")
    }
}

/// The coach when ties go to the bank: “the losses include ties” only beside a figure of losing.
@Suite struct SieteCoachTiesTests {
    @Test func tiesAreNamedOnlyBesideALosingFigure() {
        let even = Chances(win: 0.4, draw: 0, lose: 0.6)
        let odds = Odds(unseen: 36, overCount: 10, standing: even, hitting: even, advice: .stand)
        let figures = SieteYMediaTable.HintFigures(odds: odds, tiesToBank: true)
        let plain = SieteYMediaTable.notes([Message("siete.coach.hit.first")], figures)
        #expect(plain == [Message("siete.coach.hit.first")])
        let good = Message("siete.coach.hit.good", .verbatim("5"), .percent(0.4), .percent(0.3))
        #expect(SieteYMediaTable.notes([good], figures) == [good])
        let lost = Message(
            "siete.coach.line", .message(Message("siete.coach.odds.stand.better", .verbatim("5"))),
            .message(Message("siete.coach.bank.stood", .verbatim("5"), .verbatim("6"))))
        #expect(SieteYMediaTable.notes([lost], figures).map(\.key) == ["siete.coach.tiesbank"])
    }
}

extension SieteCoachTiesTests {
    /// The table with stakes as it reads: the first card's rule in the table's line when chosen,
    /// a bankroll with nothing won or lost said in words, the idle bank in plain Korean.
    @Test func theStakesLinesReadWell() {
        let en = Localizer(catalogs: Repository.catalogs, language: .en)
        var table = SieteYMediaTable(seed: 7)
        _ = table.begin(at: 0)
        _ = table.carryOut(.sieteMode, word: "stakes", at: 1)
        _ = table.carryOut(.firstCard, word: "on", at: 2)
        let drawn = table.draw(Renderer(localizer: en, style: Style(enabled: false), width: 80)).joined(separator: "\n")
        #expect(drawn.contains("first card dealt with"), "\(drawn)")
        let ko = Localizer(catalogs: Repository.catalogs, language: .ko)
        #expect(!ko.text(Message("siete.table.bank.idle")).contains("플레이할"))
        #expect(!en.text(Message("siete.stakes.bankroll.even", .int(100))).contains("(0"))
    }
}
