import GameKit
import StudPoker
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import PokerConsole
@testable import SieteYMedia
@testable import SieteYMediaConsole

/// The hint and the coach at the positions that showed their contradictions, judged by the
/// messages they say (catalog keys and their figures), so that a reworded text keeps them.
@Suite struct HintAndCoachPositionsTests {
    /// Every catalog key a message says, its own and those of the messages inside it.
    static func keys(_ message: Message) -> [String] {
        [message.key]
            + message.args.flatMap { argument -> [String] in
                switch argument {
                case .message(let inner): keys(inner)
                case .list(let inner): inner.flatMap(keys)
                default: []
                }
            }
    }

    static func renderer(_ language: Language) -> Renderer {
        Renderer(
            localizer: Localizer(catalogs: Repository.catalogs, language: language), style: Style(enabled: false),
            width: nil)
    }

    /// The decision the table's options allow, the first of `preferred` it offers.
    static func command(for stud: LimitStud, preferring preferred: [Decision]) -> CommandID? {
        let offered = stud.playerOptions.map(\.decision)
        guard let decision = preferred.first(where: offered.contains) ?? offered.first else { return nil }
        switch decision {
        case .fold: return .fold
        case .check: return .check
        case .call: return .call
        case .bet, .betBig: return .bet
        case .raise, .raiseBig: return .raise
        case .bringIn: return .bringIn
        case .complete: return .complete
        }
    }

    /// The report's positions (`baraja --lang ko --game poker --seed 6 --new`, `힌트`, `콜`,
    /// `힌트`; seed 15 the same): the second hint's figures are the report's (the share, and the
    /// pot odds that it was once wrongly compared with), and it says the share is below the
    /// threshold the advice used (31.0%), never below the 23.8% pot odds it is above.
    @Test(arguments: [
        (UInt64(6), Language.ko, 0.281, 0.238), (6, .en, 0.281, 0.238), (15, .ko, 0.202, 0.189),
        (15, .es, 0.202, 0.189),
    ])
    func theSecondHintAtTheReportsPositionSaysTheThresholdItUsed(
        _ seed: UInt64, _ language: Language, _ share: Double, _ potOdds: Double
    ) throws {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let s = TeachingTests.fresh(language, seed: seed, game: .poker)
        _ = s.handle(localizer.commandWord(.new))
        _ = s.handle(localizer.commandWord(.hint))
        _ = s.handle(localizer.commandWord(.call))
        var table = try #require(s.tables[.poker] as? PokerTable)
        let advice = try #require(table.stud?.advice())
        // Still the report's position: the same figures, to the tenth of a percent.
        #expect(abs(advice.equity.share - share) < 0.0005, "share \(advice.equity.share)")
        #expect(abs((advice.potOdds ?? 0) - potOdds) < 0.0005, "pot odds \(advice.potOdds ?? 0)")
        let threshold = try #require(advice.callThreshold)
        #expect(share > potOdds && share < threshold, "the position where the two figures disagree")
        let lines = table.perform(.hint, argument: .none, at: 0).messages
        let said = lines.flatMap(Self.keys)
        // The advice and its plain reason lead; the figures follow, the share against the
        // threshold the advice used, with the pot odds beside it and why it asks more.
        #expect(
            lines.first
                == Message(
                    "poker.bet.hint.do", .message(PokerTable.optionMessage(advice.option)),
                    .message(Message("poker.bet.hint.why.wrong"))))
        #expect(said.contains("poker.bet.hint.share.call.raised"), "both figures on the share line: \(said)")
        #expect(!said.contains("poker.bet.hint.share.call") && !said.contains("poker.bet.hint.why.right"), "\(said)")
        // The share line (with a raise's threshold after it when a raise is offered).
        let shareLine = try #require(lines.first { Self.keys($0).contains("poker.bet.hint.share.call.raised") })
        let shareText = localizer.percent(advice.equity.share)
        let thresholdText = localizer.percent(threshold)
        let oddsText = localizer.percent(potOdds)
        for message in [shareLine] {
            // The sentence itself, in the language asked: the share, then the threshold it falls short of.
            let text = Self.renderer(language).text(message)
            #expect(text.contains(shareText) && text.contains(thresholdText) && text.contains(oddsText), "\(text)")
            let i = try #require(text.range(of: shareText)?.lowerBound)
            let j = try #require(text.range(of: thresholdText)?.lowerBound)
            #expect(i < j, "the share, then the threshold: \(text)")
        }
    }

    /// Hands played to their end at the betting table, a hint asked before each decision (on a
    /// copy of the table) and the coach on or off: the hints, the coach's lines and the review, with the advice behind each.
    struct Played {
        var lastStreetHints: [[String]] = []
        var earlierHints: [[String]] = []
        var decisions: [(made: Decision, advice: Advice, line: Message?)] = []
        var reviews: [(review: Message, step: Int, verdicts: [Message], figures: [[Argument]])] = []
    }

    static func play(seeds: ClosedRange<UInt64>, coach: Bool) -> Played {
        var played = Played()
        let policies: [[Decision]] = [
            [.check, .call, .bringIn], [.bet, .raise, .call, .complete], [.raise, .bet, .check, .bringIn],
            [.call, .check, .complete], [.fold, .check, .bringIn],
        ]
        for seed in seeds {
            var table = PokerTable(seed: seed)
            _ = table.begin(at: 0)
            var verdicts: [Message] = []
            var figures: [[Argument]] = []
            var n = 0
            for _ in 0..<40 {
                guard let stud = table.stud else { break }
                if !stud.handInPlay {
                    if stud.hand?.result != nil { break }
                    _ = table.perform(.deal, argument: .none, at: 0)
                    continue
                }
                guard let advice = stud.advice() else {
                    _ = table.perform(.deal, argument: .none, at: 0)
                    continue
                }
                // The hint on a copy: the table's own marks its reason as said.
                var copy = table
                let hint = copy.perform(.hint, argument: .none, at: 0).messages.flatMap(Self.keys)
                if advice.outs == nil { played.lastStreetHints.append(hint) } else { played.earlierHints.append(hint) }
                let policy = policies[Int((seed + UInt64(n)) % UInt64(policies.count))]
                n += 1
                guard let command = Self.command(for: stud, preferring: policy),
                    let made = table.bettingDecision(command, big: false)
                else { break }
                verdicts.append(PokerTable.verdict(made, advice: advice))
                figures.append([
                    .percent(advice.equity.share),
                    .message(PokerTable.neededMessage(made, advice: advice, detail: false)),
                ])
                let response =
                    coach
                    ? table.coached(command, argument: .none, at: 0) : table.perform(command, argument: .none, at: 0)
                let line = response.messages.first { $0.key.hasPrefix("poker.coach.decision.") }
                played.decisions.append((made, advice, line))
                if let step = table.stud?.review()?.step {
                    for review in response.messages where review.key.hasPrefix("poker.review.") {
                        played.reviews.append((review, step, verdicts, figures))
                    }
                }
            }
        }
        return played
    }

    static let played = play(seeds: 1...16, coach: true)
    /// The same hands without the coach: the review then gives its reason (with the coach on it
    /// was said at the decision, and is not said again).
    static let uncoached = play(seeds: 1...16, coach: false)

    /// On the last street: never “the next card is free”, never a draw threatened (the
    /// last-street wordings instead, each met at least once), while earlier streets keep theirs.
    @Test func theLastStreetHintPromisesNoCardAndThreatensNoDraw() {
        let last = Self.played.lastStreetHints
        #expect(!last.isEmpty)
        for keys in last {
            #expect(
                !keys.contains("poker.bet.hint.why.free") && !keys.contains("poker.bet.hint.why.free.lasttoact"),
                "\(keys)")
            #expect(!keys.contains("poker.threat.flush") && !keys.contains("poker.threat.straight"), "\(keys)")
        }
        #expect(
            last.contains { $0.contains("poker.bet.hint.why.free.last") }, "a free check on the last street was met")
        #expect(
            last.contains { $0.contains("poker.threat.flush.last") || $0.contains("poker.threat.straight.last") },
            "a suited or connected board on the last street was met")
        let earlier = Self.played.earlierHints
        #expect(
            earlier.allSatisfy {
                !$0.contains("poker.bet.hint.why.free.last")
                    && !$0.contains("poker.threat.flush.last")
            })
    }

    /// The coach judges every decision (check, bet, call, raise and fold each met, the bring-in
    /// and completing where they come) against the advice at that moment, agreeing exactly when it was the advice,
    /// with the hint's figures, said of the decision just made.
    @Test func thePokerCoachJudgesEachDecisionWithItsFigures() throws {
        let decisions = Self.played.decisions
        let made = Set(decisions.map(\.made))
        for kind in [Decision.check, .bet, .call, .raise, .fold] {
            #expect(made.contains(kind), "no \(kind) in \(made)")
        }
        #expect(decisions.contains { $0.line?.key == "poker.coach.decision.agreed" })
        #expect(decisions.contains { $0.line?.key == "poker.coach.decision.differed" })
        let r = Self.renderer(.en)
        for (decision, advice, line) in decisions {
            let line = try #require(line, "no coach line after \(decision)")
            let agreed =
                decision == advice.option.decision || (decision.isAggressive && advice.option.decision.isAggressive)
            #expect(
                line.key == (agreed ? "poker.coach.decision.agreed" : "poker.coach.decision.differed"),
                "\(decision): \(line.key)")
            #expect(line.args.last == .message(PokerTable.verdict(decision, advice: advice)), "\(decision): \(line)")
            // Its figures: the share, and the threshold the advice weighed it against.
            let text = r.text(line)
            // A hand that won no simulated deal is said in words, with no 0.0% share.
            guard !PokerTable.wonNothing(advice) else { continue }
            #expect(text.contains(r.localizer.percent(advice.equity.share)), "\(text)")
            #expect(text.contains(r.localizer.percent(PokerTable.needed(decision, advice: advice).share)), "\(text)")
            // A call or a fold against a fold advice is measured by what a call needs; a raise or
            // a completion by what raising or completing needs (more than a call's share).
            if let needs = advice.callThreshold, advice.reason == .priceIsWrong, !decision.isAggressive {
                #expect(text.contains(r.localizer.percent(needs)), "\(text)")
            }
        }
    }

    /// The review after a hand says what the coach says of the decisions it names, with the
    /// hint's figures at those very decisions: when every decision followed the advice, the
    /// biggest (its number in the hand) and why; otherwise each decision against the advice,
    /// with the share of the pot and the share asked at it.
    @Test func theReviewGivesTheHintsReasonAtThatDecision() throws {
        let reviews = Self.uncoached.reviews
        #expect(reviews.count > 3)
        var agreed = 0
        var against = 0
        for (review, step, verdicts, figures) in reviews {
            switch review.key {
            case "poker.review.agreed":
                agreed += 1
                try #require(verdicts.indices.contains(step), "decision \(step) of \(verdicts.count)")
                #expect(
                    review.args.last == .message(verdicts[step]),
                    "decision \(step): the review says \(review), the coach would say \(verdicts[step])")
            case "poker.review.against.line":
                against += 1
                #expect(figures.contains(Array(review.args[3...4])), "\(review) / \(figures)")
            case "poker.review.against.title", "poker.review.against.more", "poker.review.against.line.none": break
            default: Issue.record("\(review.key)")
            }
        }
        #expect(agreed > 0 && against > 0)
    }

    /// Siete y media's coach at the table with stakes: after a card that went over, whether the
    /// hint advised it (both met), and once the bank has played, its line; never silent.
    @Test func theSieteCoachSpeaksAtTheTableWithStakes() {
        var said: Set<String> = []
        for seed in UInt64(1)...60 {
            var table = SieteYMediaTable(seed: seed)
            table.tables.mode = .stakes
            guard !table.carryOut(.wager, word: "10", at: 0).refused else { continue }
            for _ in 0..<8 {
                guard table.hand.phase == .playerTurn, let odds = table.hand.odds() else { break }
                // Draw against the advice on odd seeds, follow it on even ones.
                let command: CommandID = seed % 2 == 1 || odds.advice == .hit ? .hit : .stand
                let response = table.coached(command, argument: .none, at: 0)
                let keys = response.messages.flatMap(Self.keys).filter { $0.hasPrefix("siete.coach.") }
                if command == .hit, table.hand.playerTotal > .limit {
                    let expected = odds.advice == .hit ? "siete.coach.bust.advised" : "siete.coach.bust.against"
                    #expect(keys.contains(expected), "seed \(seed): \(keys)")
                    said.insert(expected)
                } else if table.hand.phase.isOver {
                    #expect(keys.contains("siete.coach.line"), "seed \(seed): \(keys)")
                    said.insert("siete.coach.line")
                }
            }
        }
        #expect(said == ["siete.coach.bust.advised", "siete.coach.bust.against", "siete.coach.line"], "\(said)")
    }

    /// Siete y media's coach judges every card asked for, not only the hand's end: the first
    /// card (always right), a short line when drawing had the better odds, the odds when
    /// standing had them; at the classic table, against either bank.
    @Test func theSieteCoachSpeaksAfterEveryCard() {
        var said: Set<String> = []
        for seed in UInt64(1)...40 {
            var table = SieteYMediaTable(seed: seed)
            _ = table.carryOut(.bank, word: seed % 2 == 0 ? "simple" : "real", at: 0)
            _ = table.carryOut(.new, word: nil, at: 0)
            for step in 0..<8 {
                guard table.hand.phase == .playerTurn else { break }
                // Draw past the advice on some seeds, so that both verdicts are met.
                let odds = table.hand.odds()
                let command: CommandID = step < 2 || seed % 3 == 0 || odds?.advice == .hit ? .hit : .stand
                let response = table.coached(command, argument: .none, at: 0)
                #expect(!response.refused, "seed \(seed): \(response.messages)")
                let keys = response.messages.flatMap(Self.keys).filter { $0.hasPrefix("siete.coach.") }
                #expect(!keys.isEmpty, "seed \(seed), step \(step): the coach said nothing after \(command)")
                if command == .hit, !table.hand.phase.isOver {
                    let expected =
                        step == 0
                        ? "siete.coach.hit.first" : odds?.advice == .hit ? "siete.coach.hit.good" : "siete.coach.move"
                    #expect(keys.contains(expected), "seed \(seed), step \(step): \(keys)")
                    said.insert(expected)
                }
            }
        }
        #expect(said == ["siete.coach.hit.first", "siete.coach.hit.good", "siete.coach.move"], "\(said)")
    }

    /// The first card's line is always the same: the coach says it at the session's first hand,
    /// and from the second hand on says nothing after a first card.
    @Test func theFirstCardLineIsSaidAtTheFirstHandOnly() {
        var table = SieteYMediaTable(seed: 5)
        _ = table.carryOut(.new, word: nil, at: 0)
        let first = table.coached(.hit, argument: .none, at: 0).messages.flatMap(Self.keys)
        #expect(first.contains("siete.coach.hit.first"), "\(first)")
        _ = table.coached(.stand, argument: .none, at: 0)
        #expect(table.hand.phase.isOver)
        _ = table.carryOut(.new, word: nil, at: 0)
        let again = table.coached(.hit, argument: .none, at: 0)
        #expect(!again.refused)
        let keys = again.messages.flatMap(Self.keys).filter { $0.hasPrefix("siete.coach.") }
        #expect(keys.isEmpty, "\(keys)")
    }
}
