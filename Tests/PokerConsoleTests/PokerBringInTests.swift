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

private func cards(_ text: String) -> [FrenchCard] {
    text.split(separator: " ").map { FrenchCard(reading: String($0))! }
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

/// At third street a raise or a bet facing only the bring-in completes it (said so), by the
/// player, by the bring-in seat, and as the coach judges it.
@Suite struct PokerBringInTests {
    /// Facing the bring-in alone, `bet` and `raise` complete it, as `complete` does, and the
    /// line of the player's action says so; the big bet is refused for one reason, that names
    /// `complete`, and the bring-in, made already, is refused too.
    @Test func betAndRaiseOverTheBringInComplete() throws {
        let seed = try #require(
            (UInt64(1)...40).first {
                betting(seed: $0).stud?.playerOptions.map(\.decision) == [.fold, .call, .complete]
            })
        let table = betting(seed: seed)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var completed = table
        #expect(!completed.perform(.complete, argument: .none, at: 0).refused)
        for command in [CommandID.bet, .raise] {
            var played = table
            let response = played.perform(command, argument: .none, at: 0)
            #expect(!response.refused, "\(command): \(response.messages)")
            #expect(response.messages.first?.key == "poker.acted.completes", "\(command): \(response.messages)")
            expectWorded(response.messages)
            #expect(try encoder.encode(played.stud) == encoder.encode(completed.stud), "\(command)")
            for language in Language.allCases {
                let text = renderer(language, width: nil).text(response.messages[0])
                #expect(text.contains("3"), "\(language): \(text)")
            }
        }
        var refusing = table
        let before = try encoder.encode(refusing)
        for big in [CommandID.bet, .raise] {
            let response = refusing.perform(big, argument: .choice("big"), at: 0)
            #expect(response.refused)
            let why = response.messages.first?.args.compactMap { if case .message(let m) = $0 { m.key } else { nil } }
            #expect(why?.first == "poker.why.bringInOnly", "\(big) big: \(response.messages)")
            for language in Language.allCases {
                let r = renderer(language, width: nil)
                let complete = r.localizer.commandWord(.complete)
                #expect(r.text(response.messages[0]).components(separatedBy: complete).count >= 3, "\(language)")
            }
        }
        let bringIn = refusing.perform(.bringIn, argument: .none, at: 0)
        #expect(bringIn.refused)
        #expect(
            bringIn.messages.first?.args.contains {
                if case .message(let m) = $0 { m.key == "poker.why.bringInMade" } else { false }
            } == true)
        #expect(try encoder.encode(refusing) == before)
    }

    /// The player who must open (the lowest card showing): `raise` and `bet` complete, as
    /// `complete` does, and the line says they opened with a full bet, not over a bring-in.
    @Test func raiseByTheBringInSeatCompletes() throws {
        let seed = try #require(
            (UInt64(1)...40).first {
                betting(seed: $0).stud?.playerOptions.map(\.decision) == [.bringIn, .complete]
            })
        let table = betting(seed: seed)
        var completed = table
        #expect(!completed.perform(.complete, argument: .none, at: 0).refused)
        for command in [CommandID.bet, .raise] {
            var played = table
            let response = played.perform(command, argument: .none, at: 0)
            #expect(!response.refused, "\(command): \(response.messages)")
            #expect(response.messages.first?.key == "poker.acted.completes.opening", "\(response.messages)")
            expectWorded(response.messages)
            #expect(played.stud == completed.stud, "\(command)")
        }
    }

    /// The coach judges `raise` over the bring-in as the completion it makes.
    @Test func theCoachJudgesARaiseOverTheBringInAsCompleting() throws {
        let seed = try #require(
            (UInt64(1)...40).first {
                betting(seed: $0).stud?.playerOptions.map(\.decision) == [.fold, .call, .complete]
            })
        var table = betting(seed: seed)
        let response = table.coached(.raise, argument: .none, at: 0)
        #expect(!response.refused)
        let coach = response.messages.dropFirst().first
        #expect(coach?.key.hasPrefix("poker.coach.decision") == true, "\(response.messages)")
    }

    /// A big bet where the small bet was advised is not "as advised", and the reason says why
    /// the advice kept to the small bet (and, the other way, why it made the big one).
    @Test func theCoachTellsTheBigBetFromTheSmallOne() {
        let options = [
            Option(.check, amount: 0, total: 0, allIn: false), Option(.bet, amount: 10, total: 10, allIn: false),
            Option(.betBig, amount: 20, total: 20, allIn: false),
        ]
        func advice(_ option: Option, share: Double) -> Advice {
            Advice(
                option: option, reason: .strong, equity: Equity(win: share, split: 0, share: share, trials: 100),
                opponents: 2, owed: 0, pot: 30, raises: 0, hand: .pair, outs: (3, 40, 0), threats: [], options: options)
        }
        let table = betting()
        let small = advice(options[1], share: 0.5)
        let big = advice(options[2], share: 0.65)
        #expect(table.decisionLine(options[2], advice: small).key == "poker.coach.decision.differed")
        #expect(
            table.decisionLine(options[2], advice: small, reasonSaid: true).key
                == "poker.coach.decision.differed.hinted")
        #expect(table.decisionLine(options[1], advice: big).key == "poker.coach.decision.differed")
        #expect(table.decisionLine(options[2], advice: big).key == "poker.coach.decision.agreed")
        let ko = renderer(.ko)
        let said = ko.text(table.decisionLine(options[2], advice: small))
        #expect(!said.contains("추천대로") && said.contains("60.7%"), "\(said)")
        // The hint's figures name the big bet's own threshold, whichever size was advised.
        let why = table.shareLine(big, hand: Message("poker.category.pair"))
        #expect(HintLines.keys(why).contains("poker.bet.hint.big.needs"), "\(why)")
        let kept = table.shareLine(small, hand: Message("poker.category.pair"))
        #expect(HintLines.keys(kept).contains("poker.bet.hint.big.needs"), "\(kept)")
        expectWorded([why, kept, table.decisionLine(options[2], advice: small)])
    }

    /// Calling only the bring-in: the reason says a forced bet adds nothing to what a call needs,
    /// and where a raise was possible, the raise's rule and why a call rather than a raise.
    @Test func theCallReasonSaysTheForcedBetAndTheRaiseRule() throws {
        let seed = try #require(
            (UInt64(1)...40).first {
                betting(seed: $0).stud?.playerOptions.map(\.decision) == [.fold, .call, .complete]
            })
        let table = betting(seed: seed)
        let advice = try #require(table.stud?.advice(trials: 400))
        #expect(advice.forcedOnly && advice.raises == 0)
        // Only the bring-in to call: the call's share is the pot odds alone (no bet adds to it),
        // and completing's rule beside it.
        let why = table.shareLine(advice, hand: Message("poker.category.highCard"))
        let keys = HintLines.keys(why)
        #expect(
            keys.contains("poker.bet.hint.share.call") && !keys.contains("poker.bet.hint.share.call.raised"), "\(why)")
        #expect(keys.contains("poker.bet.hint.complete.needs"), "\(why)")
        let options = [
            Option(.fold, amount: 0, total: 0, allIn: false), Option(.call, amount: 10, total: 10, allIn: false),
            Option(.raise, amount: 20, total: 20, allIn: false),
        ]
        let raised = Advice(
            option: options[1], reason: .priceIsRight, equity: Equity(win: 0.3, split: 0, share: 0.3, trials: 100),
            opponents: 2, owed: 10, pot: 40, raises: 1, hand: .pair, outs: (3, 40, 0), threats: [], options: options)
        let said = table.shareLine(raised, hand: Message("poker.category.pair"))
        #expect(HintLines.keys(said).contains("poker.bet.hint.share.call.raised"), "\(said)")
        #expect(
            said.args.contains(.message(Message("poker.bet.hint.raise.needs", .percent(raised.valueThreshold)))),
            "\(said)")
        #expect(abs(raised.valueThreshold - 1.8 / 3) < 1e-9)
        expectWorded([why, said])
    }

    /// The outs count only the up cards, and say so on their own short line; the share the
    /// advice goes by comes before them. A hand already ahead on the table is not "put ahead",
    /// and a count of 0 is never printed.
    @Test func theOutsLineIsShortAndNeverZero() {
        var seen = (some: 0, none: 0)
        for seed in UInt64(1)...12 {
            var table = betting(seed: seed)
            for _ in 0..<6 {
                guard let stud = table.stud, stud.handInPlay, let advice = stud.advice(trials: 300) else { break }
                let lines = PokerTable.$simulations.withValue(300) { table.bettingHint() }
                let said = lines.flatMap(HintLines.keys)
                if let outs = advice.outs {
                    let key = advice.ahead ? "poker.bet.hint.outs.ahead" : "poker.bet.hint.outs"
                    #expect(said.contains(key) == (outs.improving > 0), "\(said)")
                    #expect(
                        said.contains("poker.bet.hint.outs.none") == (outs.improving == 0 && !advice.ahead), "\(said)")
                    if outs.improving > 0 { seen.some += 1 } else { seen.none += 1 }
                }
                #expect(!said.contains("poker.bet.hint.outs.real"), "\(said)")
                expectWorded(lines)
                let command: CommandID = advice.options.contains { $0.decision == .check } ? .check : .call
                _ = PokerTable.$simulations.withValue(300) { table.perform(command, argument: .none, at: 0) }
            }
        }
        #expect(seen.some > 0, "\(seen)")
        #expect(Outs.ahead(own: cards("Ks Kh Kd 2c 3s"), against: [cards("Qs Jd"), cards("9c 9d")]))
        #expect(!Outs.ahead(own: cards("Ks Qh 2d 3c"), against: [cards("9c 9d")]))
    }

    /// ♦J ♠Q ♦2 ♦9 showing: 9, J and Q are three cards within five ranks, not three in a row;
    /// the note says what is counted, on the last street and before it.
}
