import GameKit
import Host
import Registry
import StudPoker
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import KlondikeConsole
@testable import PokerConsole
@testable import SetConsole
@testable import SieteYMedia
@testable import SieteYMediaConsole

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Hints and coach lines that never contradict themselves.
@Suite struct HintAndCoachTests {
    // MARK: Poker's hint

    /// The position of the report: seed 6, a call, then the hint again. The threshold printed
    /// is the one the advice was decided on, and after a bet it says why it is above the pot odds.
    @Test(arguments: [(UInt64(6), Language.ko), (6, .en), (15, .ko), (15, .es)])
    func theHintPrintsTheThresholdItUsed(_ seed: UInt64, _ language: Language) throws {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let s = TeachingTests.fresh(language, seed: seed, game: .poker)
        _ = s.handle(localizer.commandWord(.new))
        _ = s.handle(localizer.commandWord(.hint))
        _ = s.handle(localizer.commandWord(.call))
        let out = s.handle(localizer.commandWord(.hint))
        let table = try #require(s.tables[.poker] as? PokerTable)
        let advice = try #require(table.stud?.advice())
        let needs = try #require(advice.callThreshold)
        #expect(advice.raises > 0, "the report's position follows a bet: \(out)")
        #expect(out.contains(localizer.percent(needs)), "\(out)")
        let call = advice.option.decision == .call
        #expect(call == (advice.equity.share >= needs))
    }

    /// The guided hand, asking `hint` twice before each decision: each decision's figures are
    /// said once (by the first hint's share line), never again by the second hint, the coach or
    /// the review, and the coach's longer reason is not said after the hint gave it.
    @Test func eachReasonIsSaidOnceInTheGuidedHand() throws {
        let s = TeachingTests.fresh(.en, seed: 6)
        let localizer = Localizer(catalogs: Repository.catalogs, language: .en)
        let number = PokerTable.lessons.firstIndex { $0.key == "poker.guided" }! + 1
        _ = s.handle("learn poker \(number)")
        var said = ""
        var reasons: [String] = []
        var longer: [String] = []
        for _ in 0..<30 {
            guard let table = s.lesson?.table as? PokerTable, let stud = table.stud, let advice = stud.advice()
            else { break }
            let hint = table.bettingHint()
            reasons.append(localizer.text(hint[1]))
            longer.append(localizer.text(PokerTable.verdict(advice.option.decision, advice: advice)))
            said += s.handle("hint") + "\n" + s.handle("hint") + "\n"
            let options = stud.playerOptions.map(\.decision)
            said += s.handle(options.contains(.check) ? "check" : options.contains(.call) ? "call" : "bringin") + "\n"
        }
        #expect(s.lesson == nil, "the hand ended")
        #expect(reasons.count > 1)
        for reason in reasons {
            #expect(said.components(separatedBy: reason).count - 1 == 1, "said more than once: \(reason)\n\(said)")
        }
        for reason in longer { #expect(!said.contains(reason), "said again after the hint: \(reason)\n\(said)") }
    }

    /// The guided hand folded at once: the hand plays on without the learner, and what
    /// happened is shown in order (the fold, then each street), the final table after it.
    @Test func aFoldInTheGuidedHandShowsTheStreetsBeforeTheFinalTable() throws {
        let s = TeachingTests.fresh(.en, seed: 6)
        let number = PokerTable.lessons.firstIndex { $0.key == "poker.guided" }! + 1
        _ = s.handle("learn poker \(number)")
        let out = s.handle("fold").components(separatedBy: "\n")
        let table = try #require(out.firstIndex { $0.hasPrefix("──") }, "\(out)")
        let fold = try #require(out.firstIndex { $0.hasPrefix("You fold") }, "\(out)")
        let streets = out.indices.filter { out[$0].hasPrefix("Seventh street:") || out[$0].hasPrefix("Fifth street:") }
        #expect(!streets.isEmpty, "the hand played on: \(out)")
        #expect(fold < table && streets.allSatisfy { $0 < table }, "\(out.joined(separator: "\n"))")
    }

    /// On the last street: no free card promised, no draws threatened.
    @Test func theLastStreetHintPromisesNoCardAndThreatensNoDraw() {
        var lastStreetHints = 0
        for seed in UInt64(1)...12 {
            var table = PokerTable(seed: seed)
            _ = table.begin(at: 0)
            var steps = 0
            while let stud = table.stud, steps < 40 {
                steps += 1
                if !stud.handInPlay {
                    if stud.hand?.result != nil {
                        break
                    } else {
                        _ = table.perform(.deal, argument: .none, at: 0)
                        continue
                    }
                }
                guard let advice = stud.advice() else {
                    _ = table.perform(.deal, argument: .none, at: 0)
                    continue
                }
                let lines = table.perform(.hint, argument: .none, at: 0).messages
                if advice.outs == nil {
                    lastStreetHints += 1
                    let r = Renderer(
                        localizer: Localizer(catalogs: Repository.catalogs, language: .en),
                        style: Style(enabled: false),
                        width: nil)
                    let text = lines.map(r.text).joined(separator: "\n")
                    #expect(!text.contains("next card is free"), "\(text)")
                    #expect(
                        !text.contains("to a flush,") && !text.contains("to a flush.")
                            && !text.contains("to a straight."), "\(text)")
                }
                let options = stud.playerOptions.map(\.decision)
                let command: CommandID =
                    options.contains(.check)
                    ? .check : options.contains(.call) ? .call : options.contains(.bringIn) ? .bringIn : .deal
                _ = table.perform(command, argument: .none, at: 0)
            }
        }
        #expect(lastStreetHints > 0)
    }

    /// The review after a hand gives the figures the hint gave at the decisions it names: the
    /// share of the pot, the share asked.
    @Test func theReviewSaysWhatTheHintSaid() {
        let r = Renderer(
            localizer: Localizer(catalogs: Repository.catalogs, language: .en), style: Style(enabled: false), width: nil
        )
        var reviewed = 0
        for seed in UInt64(1)...6 {
            var table = PokerTable(seed: seed)
            _ = table.begin(at: 0)
            var shares: [String] = []
            for _ in 0..<40 {
                guard let stud = table.stud else { break }
                if !stud.handInPlay {
                    if stud.hand?.result != nil { break }
                    _ = table.perform(.deal, argument: .none, at: 0)
                    continue
                }
                if let advice = stud.advice() { shares.append(r.localizer.percent(advice.equity.share)) }
                let options = stud.playerOptions.map(\.decision)
                let command: CommandID =
                    options.contains(.check)
                    ? .check : options.contains(.call) ? .call : options.contains(.bringIn) ? .bringIn : .deal
                let response = table.perform(command, argument: .none, at: 0)
                for review in response.messages where review.key.hasPrefix("poker.review.") {
                    guard
                        !["poker.review.against.title", "poker.review.against.more", "poker.review.against.line.none"]
                            .contains(review.key)
                    else {
                        continue
                    }
                    let text = r.text(review)
                    #expect(shares.contains { text.contains($0) }, "\(text) / \(shares)")
                    reviewed += 1
                }
            }
        }
        #expect(reviewed > 0)
    }

    /// `hands` and `rank` rank by the Korean house rule while it is in force.
    @Test func handsAndRankFollowTheHouseRuleInForce() {
        var table = PokerTable(seed: 3)
        _ = table.begin(at: 0)
        // A rule chosen during a hand counts from the next one.
        func nextHand() {
            for _ in 0..<40 {
                guard let stud = table.stud, stud.handInPlay else { break }
                let fold = stud.playerOptions.contains { $0.decision == .fold }
                _ = table.perform(fold ? .fold : .check, argument: .none, at: 0)
            }
            _ = table.perform(.deal, argument: .none, at: 0)
        }
        _ = table.carryOut(.house, word: "korean", at: 0)
        nextHand()
        #expect(table.stud?.houseRule == .korean)
        #expect(table.perform(.hands, argument: .none, at: 0).messages.map(\.key).contains("poker.hands.korean.note"))
        let ranked = table.carryOut(.rank, word: "As 2d 3c 4h 5s", at: 0).messages.map(\.key)
        #expect(ranked.contains("poker.rank.korean.backStraight"), "\(ranked)")
        _ = table.carryOut(.house, word: "international", at: 0)
        nextHand()
        #expect(!table.perform(.hands, argument: .none, at: 0).messages.map(\.key).contains("poker.hands.korean.note"))
    }

    // MARK: The coach

    /// At the table with stakes the coach speaks once the bank has played.
    @Test func theCoachSpeaksAtTheTableWithStakes() {
        var spoke = false
        for seed in UInt64(1)...10 where !spoke {
            let s = TeachingTests.fresh(.en, seed: seed, game: .sieteymedia)
            _ = s.handle("coach on")
            _ = s.handle("mode stakes")
            var out = s.handle("bet 10")
            out += s.handle("hit")
            out += s.handle("stand")
            if out.contains("Coach:") { spoke = true }
        }
        #expect(spoke)
    }

    /// When ties go to the bank the coach quotes the hint's own figures (ties counted as
    /// losses) and judges by the hint's advice, on every hand.
    @Test func theCoachQuotesTheHintWhenTiesGoToTheBank() {
        var judged = 0
        for seed in UInt64(1)...12 {
            let s = TeachingTests.fresh(.en, seed: seed, game: .sieteymedia)
            _ = s.handle("coach on")
            _ = s.handle("mode stakes")
            _ = s.handle("ties bank")
            _ = s.handle("bet 10")
            _ = s.handle("hit")
            for decision in ["hit", "stand"] {
                let hint = s.handle("hint")
                let out = s.handle(decision)
                guard let line = out.components(separatedBy: "Coach: ").dropFirst().first else { continue }
                let figures = line.matches(of: /[0-9]+\.[0-9] ?%/).map { String($0.output) }
                #expect(!figures.isEmpty, "\(line)")
                for figure in figures { #expect(hint.contains(figure), "\(figure) not in \(hint)\n\(line)") }
                // The chips the verdict was decided on, as the hint gave them.
                let chips = line.matches(of: /[−+]?[0-9]+\.[0-9]{2}\b/).map { String($0.output) }
                #expect(chips.count == 2 && line.contains("chips on average"), "\(line)")
                for figure in chips { #expect(hint.contains(figure), "\(figure) not in \(hint)\n\(line)") }
                let standAdvised = hint.contains("Standing is worth more")
                let right = line.contains("was right") || line.contains("still the better bet")
                #expect(right == (standAdvised == (decision == "stand")), "\(hint)\n\(line)")
                // Said beside a figure of losing only (a line without one has nothing it changes).
                let coach = String(line.prefix { $0 != "\n" })
                #expect(coach.contains("ties go to the bank") == coach.contains(" lost "), "\(coach)")
                judged += 1
                break
            }
        }
        #expect(judged >= 6)
    }

    /// After a card that went over, the coach says whether the hint advised the draw.
    @Test func theCoachExplainsABustTheHintAdvisedAgainst() {
        var against = false
        var advised = false
        for seed in UInt64(1)...200 where !(against && advised) {
            let s = TeachingTests.fresh(.en, seed: seed, game: .sieteymedia)
            _ = s.handle("coach on")
            for _ in 0..<6 {
                guard let table = s.tables[.sieteymedia] as? SieteYMediaTable, table.hand.phase == .playerTurn,
                    let odds = table.hand.odds()
                else { break }
                let out = s.handle("hit")
                guard let after = s.tables[.sieteymedia] as? SieteYMediaTable else { break }
                if after.hand.playerTotal > .limit {
                    if odds.advice == .stand {
                        #expect(out.contains("Coach: on") && out.contains("the hint said stand"), "\(out)")
                        against = true
                    } else {
                        #expect(out.contains("drawing was still the better bet"), "\(out)")
                        advised = true
                    }
                    break
                }
            }
        }
        #expect(against && advised)
    }

    /// At the poker betting table the coach judges the decision just made, with the advice's figures.
    @Test(arguments: Language.allCases)
    func thePokerCoachJudgesEachDecision(_ language: Language) throws {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let s = TeachingTests.fresh(language, seed: 6, game: .poker)
        _ = s.handle(localizer.commandWord(.new))
        _ = s.handle("\(localizer.commandWord(.coach)) \(localizer.words("coach.choice.on.words").first!)")
        let table = try #require(s.tables[.poker] as? PokerTable)
        let advice = try #require(table.stud?.advice())
        let option = try #require(table.stud?.playerOptions.first { $0.decision == .call })
        let out = s.handle(localizer.commandWord(.call))
        let reason = Renderer(localizer: localizer, style: Style(enabled: false), width: nil)
            .text(PokerTable.verdict(option.decision, advice: advice))
        #expect(out.contains(reason), "\(out)")
        #expect(out.contains(localizer.percent(advice.equity.share)), "\(out)")
        let coachWord = localizer.string("poker.coach.decision.agreed").components(separatedBy: ":").first!
        #expect(out.contains(coachWord + ":"), "\(out)")
    }
}
