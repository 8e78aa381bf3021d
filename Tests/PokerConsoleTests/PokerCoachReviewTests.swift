import GameKit
import TableKit
import TestSupport
import Testing

@testable import CardKit
@testable import Catalog
@testable import PokerConsole
@testable import StudPoker

/// The coach after each decision and the review after each hand, at the betting table: what
/// they say of the decisions made, against the advice at each.
@Suite struct PokerCoachReviewTests {
    static func renderer(_ language: Language) -> Renderer {
        Renderer(
            localizer: Localizer(catalogs: Repository.catalogs, language: language), style: Style(enabled: false),
            width: nil)
    }

    /// A decision of a hand: what was made, the advice at that moment, and what the table said.
    struct Decided {
        var made: Decision
        var option: Option
        var advice: Advice
        var round: Int
        var said: [Message]
    }

    /// One hand a seed deals, played to its end with the coach on: the decisions (a policy by
    /// seed and step, so that some go against the advice), and the messages of the hand's last
    /// command.
    static func hand(seed: UInt64) -> (decided: [Decided], end: [Message]) {
        let policies: [[Decision]] = [
            [.call, .check, .bringIn], [.bet, .raise, .call, .complete], [.check, .call, .bringIn],
            [.raise, .bet, .call, .complete], [.call, .check, .complete],
        ]
        var table = PokerTable(seed: seed)
        _ = table.begin(at: 0)
        var decided: [Decided] = []
        for step in 0..<40 {
            guard let stud = table.stud, stud.handInPlay, let advice = stud.advice(),
                let round = stud.hand?.round?.round
            else { break }
            let policy = policies[Int((seed &+ UInt64(step)) % UInt64(policies.count))]
            let offered = stud.playerOptions.map(\.decision)
            guard let decision = policy.first(where: offered.contains) ?? offered.first,
                let option = stud.playerOptions.first(where: { $0.decision == decision })
            else { break }
            let command: CommandID =
                switch decision {
                case .fold: .fold
                case .check: .check
                case .call: .call
                case .bet, .betBig: .bet
                case .raise, .raiseBig: .raise
                case .bringIn: .bringIn
                case .complete: .complete
                }
            let response = table.coached(command, argument: .none, at: 0)
            #expect(!response.refused, "seed \(seed): \(response.messages)")
            decided.append(
                Decided(made: decision, option: option, advice: advice, round: round, said: response.messages))
            if table.stud?.handInPlay != true { return (decided, response.messages) }
        }
        return (decided, [])
    }

    static let hands = (UInt64(1)...24).map(hand)

    /// Every decision that went against the advice is named after the hand, one line each in
    /// the order they were made (the three biggest when there were more, and how many more),
    /// with its street, what was done, the advice and the share against the share asked.
    @Test func theReviewNamesEachDecisionAgainstTheAdviceInHandOrder() throws {
        var twoOrMore = 0
        for (seed, hand) in zip(UInt64(1)..., Self.hands) {
            let against = hand.decided.filter { !$0.made.follows($0.advice.option.decision) }
            let lines = hand.end.filter { $0.key.hasPrefix("poker.review.against.line") }
            if against.isEmpty {
                #expect(lines.isEmpty, "seed \(seed)")
                #expect(hand.end.contains { $0.key.hasPrefix("poker.review.agreed") }, "seed \(seed): \(hand.end)")
                continue
            }
            #expect(hand.end.contains { $0.key == "poker.review.against.title" }, "seed \(seed)")
            #expect(lines.count == min(3, against.count), "seed \(seed): \(lines.count) of \(against.count)")
            if against.count >= 2 { twoOrMore += 1 }
            // In hand order: each named decision after the one before it.
            var named: [Decided] = []
            for line in lines {
                guard case .message(let option) = line.args[1], case .message(let advised) = line.args[2] else {
                    Issue.record("seed \(seed): \(line)")
                    continue
                }
                let start = named.count == 0 ? 0 : against.firstIndex { $0.said == named.last!.said }! + 1
                let match = against[start...].first {
                    option == PokerTable.optionMessage($0.option)
                        && advised == PokerTable.optionMessage($0.advice.option)
                        && (line.args.count > 3
                            ? line.args[3] == .percent($0.advice.equity.share) : PokerTable.wonNothing($0.advice))
                }
                let found = try #require(match, "seed \(seed): \(line) not among \(against.map(\.made))")
                named.append(found)
                if line.args.count > 4 {
                    #expect(
                        line.args[4]
                            == .message(PokerTable.neededMessage(found.made, advice: found.advice, detail: false)))
                }
            }
            if against.count > 3 {
                #expect(
                    hand.end.contains { $0.key == "poker.review.against.more" && $0.args == [.int(against.count - 3)] })
            }
            for language in Language.allCases {
                let text = Self.renderer(language).text(lines[0])
                #expect(!text.contains("poker.") && !text.contains("$@"), "\(language): \(text)")
            }
        }
        #expect(twoOrMore > 0, "a hand with two decisions against the advice was met")
    }

    /// The coach judges the decision just made: in the past, never with the hint's order for a
    /// decision still to make ("so check", «체크하세요»), with the share and the share asked.
    @Test func theCoachSpeaksOfTheDecisionInThePast() throws {
        let orders: [Language: [String]] = [
            .en: ["so check", "check, and see", "bet, so the pot", "call rather than raise", "make it the big bet"],
            .es: ["así que pasa", "pasa y mira", "apuesta, para que el bote", "iguala en vez de subir"],
            .ko: ["체크하세요", "보세요", "거세요", "콜하세요", "베팅하세요"],
        ]
        var free = 0
        for hand in Self.hands {
            for d in hand.decided {
                let line = try #require(d.said.first { $0.key.hasPrefix("poker.coach.decision.") })
                let verdict = PokerTable.verdict(d.made, advice: d.advice)
                #expect(line.args.last == .message(verdict), "\(line)")
                if d.advice.reason == .freeCard { free += 1 }
                // Nothing owed: the rule weighed was the betting rule, never a call's.
                if d.advice.owed == 0 { #expect(PokerTable.needed(d.made, advice: d.advice).kind != "call") }
                for language in Language.allCases {
                    let r = Self.renderer(language)
                    let text = r.text(line)
                    for order in orders[language]! { #expect(!text.contains(order), "\(language): \(text)") }
                    // A hand that won no deal is said in words (aHandThatWonNoDealIsSaidInWords).
                    guard verdict.args.count > 0 else { continue }
                    #expect(text.contains(r.localizer.percent(d.advice.equity.share)), "\(text)")
                    #expect(
                        text.contains(r.localizer.percent(PokerTable.needed(d.made, advice: d.advice).share)), "\(text)"
                    )
                }
                if d.advice.reason == .freeCard {
                    #expect(Self.renderer(.ko).text(line).contains("체크해도 됐어요"))
                }
            }
        }
        #expect(free > 0)
    }

    /// The outs the coach counts after a street see only the up cards: when they look better
    /// than the chance to win, the next line says so and gives that chance, the hint's.
    @Test func theCoachsOutsSayTheyCountOnlyTheUpCards() throws {
        var met = 0
        for seed in UInt64(1)...24 {
            var table = PokerTable(seed: seed)
            _ = table.begin(at: 0)
            for _ in 0..<12 {
                guard let stud = table.stud, stud.handInPlay else { break }
                let offered = stud.playerOptions.map(\.decision)
                let command: CommandID =
                    offered.contains(.check) ? .check : offered.contains(.call) ? .call : .bringIn
                let said = table.coached(command, argument: .none, at: 0).messages
                guard let i = said.firstIndex(where: { $0.key.hasPrefix("poker.coach.street") }),
                    let advice = table.stud?.advice()
                else { continue }
                let outs = said[i]
                guard case .int(let improving) = outs.args[1], case .int(let unseen) = outs.args[2] else { continue }
                let real = said.first { $0.key == "poker.coach.outs.real" }
                if Double(improving) / Double(unseen) > advice.equity.share {
                    met += 1
                    #expect(
                        real == Message("poker.coach.outs.real", .percent(advice.equity.share)), "seed \(seed): \(said)"
                    )
                } else {
                    #expect(real == nil, "seed \(seed)")
                }
            }
        }
        #expect(met > 0)
    }
}

extension PokerCoachReviewTests {
    /// The calling rule's lesson: 30% of a 20% share is 6 percentage points, never a bare 6
    /// beside percents (read as 6%% of the pot, or as nothing).
    @Test func thirtyPercentOfTwentyPercentIsSixPoints() {
        let ko = Repository.catalogs.tables[.ko]!
        for key in ["lesson.poker.advice.3.right", "lesson.poker.advice.3.wrong"] {
            let text = ko[key]!
            #expect(text.contains("6%%포인트"), "\(key): \(text)")
            #expect(!text.contains("6이에요") && !text.contains("6을 더해요"), "\(key): \(text)")
        }
    }
}

extension PokerCoachReviewTests {
    /// Spanish: a hand with no pair is no «jugada»: who acts first shows the best up cards, and
    /// the coach speaks of the player's hand («mano»), whatever it makes.
    @Test func spanishCallsNoHighCardAJugada() {
        let r = Self.renderer(.es)
        var highCards = 0
        for seed in UInt64(1)...12 {
            var table = PokerTable(seed: seed)
            _ = table.begin(at: 0)
            for _ in 0..<12 {
                guard let stud = table.stud, stud.handInPlay else { break }
                let offered = stud.playerOptions.map(\.decision)
                let command: CommandID =
                    offered.contains(.check) ? .check : offered.contains(.call) ? .call : .bringIn
                for message in table.coached(command, argument: .none, at: 0).messages
                where message.key.hasPrefix("poker.bet.first") || message.key.hasPrefix("poker.coach.") {
                    let text = r.text(message)
                    guard text.contains("carta más alta") else { continue }
                    highCards += 1
                    #expect(!text.contains("jugada"), "\(message.key): \(text)")
                }
            }
        }
        #expect(highCards > 0)
    }
}

extension PokerCoachReviewTests {
    /// A hand that won none of the simulated deals (the last street, beaten already): the
    /// coach and the review say so in words, never «팟의 0.0%».
    @Test func aHandThatWonNoDealIsSaidInWords() {
        let check = Option(.check, amount: 0, total: 0, allIn: false)
        let bet = Option(.bet, amount: 20, total: 20, allIn: false)
        let fold = Option(.fold, amount: 0, total: 0, allIn: false)
        let call = Option(.call, amount: 20, total: 20, allIn: false)
        let none = Equity(win: 0, split: 0, share: 0, trials: 4_000)
        let free = Advice(
            option: check, reason: .freeCard, equity: none, opponents: 2, owed: 0, pot: 33, raises: 0,
            hand: .pair, outs: nil, threats: [], options: [check, bet])
        let wrong = Advice(
            option: fold, reason: .priceIsWrong, equity: none, opponents: 1, owed: 20, pot: 60, raises: 1,
            hand: .pair, outs: nil, threats: [], options: [fold, call])
        let table = PokerTable(seed: 1)
        for (made, advice) in [(bet, free), (call, wrong)] {
            let line = table.decisionLine(made, advice: advice)
            for language in Language.allCases {
                let text = Self.renderer(language).text(line)
                #expect(!text.contains("0.0%") && !text.contains("0,0 %"), "\(language): \(text)")
                #expect(!text.contains("$@") && !text.contains("poker."), "\(language): \(text)")
            }
        }
        #expect(PokerTable.verdict(.bet, advice: free).key == "poker.coach.why.free.none")
        #expect(PokerTable.verdict(.call, advice: wrong).key == "poker.coach.why.wrong.none")
    }

    /// Only the bring-in is forced: a player who completed where the advice was the bring-in
    /// hears that completing was their choice, never that it could not be avoided.
    @Test func completingIsAChoiceNotTheForcedBringIn() {
        let bringIn = Option(.bringIn, amount: 3, total: 3, allIn: false)
        let complete = Option(.complete, amount: 10, total: 10, allIn: false)
        let advice = Advice(
            option: bringIn, reason: .forcedBringIn, equity: Equity(win: 0.25, split: 0, share: 0.25, trials: 4_000),
            opponents: 2, owed: 0, pot: 6, raises: 0, hand: .highCard, outs: nil, threats: [],
            options: [bringIn, complete])
        #expect(PokerTable.verdict(.complete, advice: advice).key == "poker.coach.why.bringin.completed")
        #expect(PokerTable.verdict(.bringIn, advice: advice).key == "poker.coach.why.bringin")
        let table = PokerTable(seed: 1)
        let line = table.decisionLine(complete, advice: advice)
        for language in Language.allCases {
            let text = Self.renderer(language).text(line)
            // Never the bring-in's verdict, that the completion itself was forced («…forced;», «La obligada no
            // se podía evitar», «내야 했어요»).
            #expect(
                !text.contains("forced;") && !text.contains("La obligada no se podía") && !text.contains("내야 했어요"),
                "\(text)")
        }
    }
}
