import GameKit
import TableKit
import TestSupport
import Testing

@testable import CardKit
@testable import Catalog
@testable import PokerConsole
@testable import StudPoker

/// Every catalog key a hint's lines say, their own and those of the messages inside them.
enum HintLines {
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

    /// The hint asked before each of Player 1's decisions over the first hands of `seeds`
    /// (calling or checking to stay in), with the advice behind it and whether Player 1 acts last.
    static func hints(seeds: ClosedRange<UInt64>, decisions: Int = 10) -> [(
        lines: [Message], advice: Advice, last: Bool
    )] {
        var all: [(lines: [Message], advice: Advice, last: Bool)] = []
        for seed in seeds {
            var table = PokerTable(seed: seed)
            _ = table.begin(at: 0)
            for step in 0..<decisions {
                guard let stud = table.stud, stud.handInPlay, let advice = stud.advice(trials: 300) else { break }
                let lines = PokerTable.$simulations.withValue(300) { table.bettingHint() }
                all.append((lines, advice, stud.playerActsLast))
                let offered = stud.playerOptions.map(\.decision)
                let command: CommandID =
                    offered.contains(.check) ? .check : offered.contains(.call) ? .call : .bringIn
                _ = PokerTable.$simulations.withValue(300) {
                    table.perform(command, argument: .none, at: Double(step + 1))
                }
            }
        }
        return all
    }
}

/// The betting hint as a beginner reads it: the advice and its reason first, in one plain line,
/// then at most three short lines of figures; no figure that reads 0, no threshold above the
/// whole pot, the free card said plainly when nobody acts after the player.
@Suite struct PokerHintTests {
    static let played = HintLines.hints(seeds: 1...14)

    /// The advice and its reason lead, without figures; then at most three short lines.
    @Test func theHintLeadsWithTheAdviceThenAtMostThreeShortLines() {
        #expect(Self.played.count > 40)
        for language in Language.allCases {
            let r = HintLines.renderer(language)
            for (lines, _, _) in Self.played {
                #expect(lines.first?.key == "poker.bet.hint.do", "\(lines.map(\.key))")
                #expect(lines.count <= 4, "the advice and at most three lines of figures: \(lines.map(\.key))")
                let lead = r.text(lines[0])
                #expect(!lead.contains("%") && lead.count <= 170, "\(language): \(lead)")
                for line in lines.dropFirst() {
                    let text = r.text(line)
                    #expect(text.count <= 280, "\(language): a short line: \(text)")
                }
            }
        }
    }

    /// No line of the hint prints a zero figure (no outs, a share of 0): said in words or left out.
    /// Nor a threshold above the whole pot, nor «de arriba» pointing to a line that is gone.
    /// Whether `text` says a zero figure: 0.0% (or 0,0 %), or a count of 0 cards.
    static func saysZero(_ text: String) -> Bool {
        let chars = Array(text)
        let zeros = ["0.0%", "0,0 %", "0 of ", "0 de ", "0장"].map(Array.init)
        for i in chars.indices where chars[i] == "0" && (i == 0 || !chars[i - 1].isNumber) {
            if zeros.contains(where: { chars[i...].starts(with: $0) }) { return true }
        }
        return false
    }

    @Test func noFigureReadsZeroAndNothingPointsAbove() throws {
        #expect(Self.saysZero("보지 못한 카드 38장 중 0장은") && Self.saysZero("팟의 0.0% 정도") && !Self.saysZero("10.0%"))
        var noOuts = 0
        for language in Language.allCases {
            let r = HintLines.renderer(language)
            for (lines, advice, _) in Self.played {
                if language == .en, advice.outs?.improving == 0 { noOuts += 1 }
                for line in lines {
                    let text = r.text(line)
                    #expect(!Self.saysZero(text), "\(language): \(text)")
                    #expect(!text.contains("de arriba") && !text.contains("위에 나온"), "\(language): \(text)")
                }
                #expect(!lines.flatMap(HintLines.keys).contains("poker.bet.hint.outs.real"))
            }
        }
        #expect(noOuts > 0, "positions without outs were seen")
    }

    /// The share a raise needs can pass the whole pot (heads-up, after three bets and raises):
    /// then the hint and the reason say raising cannot pay, without the figure.
    @Test func aRaiseThresholdAboveThePotIsSaidInWords() throws {
        let options = [
            Option(.fold, amount: 0, total: 0, allIn: false), Option(.call, amount: 10, total: 10, allIn: false),
            Option(.raise, amount: 20, total: 20, allIn: false),
        ]
        let advice = Advice(
            option: options[1], reason: .priceIsRight, equity: Equity(win: 0.6, split: 0, share: 0.6, trials: 300),
            opponents: 1, owed: 10, pot: 60, raises: 3, hand: .pair, outs: nil, threats: [], options: options)
        #expect(advice.valueThreshold > 1)
        var table = PokerTable(seed: 1)
        _ = table.begin(at: 0)
        let line = table.shareLine(advice, hand: Message("poker.category.pair"))
        for message in [line] {
            let keys = HintLines.keys(message)
            #expect(keys.contains("poker.bet.hint.raise.never"), "\(keys)")
            #expect(!keys.contains("poker.bet.hint.raise.needs"))
            for language in Language.allCases {
                let text = HintLines.renderer(language).text(message)
                let over = HintLines.renderer(language).localizer.percent(advice.valueThreshold)
                #expect(!text.contains(over), "\(language): \(text)")
            }
        }
    }

    /// Nobody acts after the player and everyone checked: the next card IS free, said plainly;
    /// with others still to act, the condition stays.
    @Test func theFreeCardIsSaidPlainlyWhenThePlayerActsLast() {
        var seen = (last: 0, other: 0)
        for (lines, advice, last) in Self.played where advice.reason == .freeCard && advice.outs != nil {
            let keys = lines.flatMap(HintLines.keys)
            if last {
                #expect(keys.contains("poker.bet.hint.why.free.lasttoact"), "\(keys)")
                seen.last += 1
            } else {
                #expect(keys.contains("poker.bet.hint.why.free"), "\(keys)")
                seen.other += 1
            }
        }
        #expect(seen.last > 0 && seen.other > 0, "\(seen)")
    }

    /// Last to act means the check ends the round: the next street is dealt.
    @Test func actingLastACheckEndsTheRound() throws {
        var checked = 0
        for seed in UInt64(1)...20 where checked < 3 {
            var table = PokerTable(seed: seed)
            _ = table.begin(at: 0)
            for step in 0..<10 {
                guard let stud = table.stud, stud.handInPlay else { break }
                let offered = stud.playerOptions.map(\.decision)
                if stud.playerActsLast && offered.contains(.check) {
                    let street = stud.hand?.street
                    _ = PokerTable.$simulations.withValue(100) {
                        table.perform(.check, argument: .none, at: Double(step))
                    }
                    #expect(table.stud?.hand?.street != street || table.stud?.handInPlay == false)
                    checked += 1
                    break
                }
                let command: CommandID = offered.contains(.check) ? .check : offered.contains(.call) ? .call : .bringIn
                _ = PokerTable.$simulations.withValue(100) { table.perform(command, argument: .none, at: Double(step)) }
            }
        }
        #expect(checked > 0)
    }

    /// A flush drawn against up cards one card from a full house (two pair showing) is counted
    /// apart, as a straight drawn against four to a flush is; a single pair showing needs two
    /// more cards, and the flush, ahead of everything showing, counts.
    @Test func aFlushAgainstTwoPairShowingIsCountedApart() {
        let own = "Ah Kh 9h 4h 2s".split(separator: " ").map { FrenchCard(reading: String($0))! }
        let paired = "Qc Qd 7s 7d".split(separator: " ").map { FrenchCard(reading: String($0))! }
        let pair = "Qc Qd 7s".split(separator: " ").map { FrenchCard(reading: String($0))! }
        let onePair = Outs.count(own: own, seen: own + pair, against: [pair])
        #expect(onePair.mayLose == 0 && onePair.improving >= 9, "\(onePair)")
        let plain = "Qc Jd 7s".split(separator: " ").map { FrenchCard(reading: String($0))! }
        let apart = Outs.count(own: own, seen: own + paired, against: [paired])
        #expect(apart.mayLose == 9, "the nine hearts unseen: \(apart)")
        let counted = Outs.count(own: own, seen: own + plain, against: [plain])
        #expect(counted.mayLose == 0 && counted.improving >= 9, "\(counted)")
        #expect(counted.improving - apart.improving >= 9)
    }

    /// The practice table's hint says no zero figure either: no 0.0% to split, no 0 outs.
    @Test func thePracticeHintSaysNoZeroFigure() {
        var nosplit = 0
        for seed in UInt64(1)...3 {
            var table = PokerTable(seed: seed, mode: .showdown)
            _ = table.begin(at: 0)
            for _ in 0..<4 where table.game.phase == .dealing {
                let lines = table.hint()
                if lines.contains(where: { $0.key == "poker.hint.chance.nosplit" }) { nosplit += 1 }
                for language in Language.allCases {
                    for line in lines {
                        let text = HintLines.renderer(language).text(line)
                        #expect(!Self.saysZero(text), "\(language): \(text)")
                    }
                }
                _ = table.perform(.deal, argument: .none, at: 0)
            }
        }
        #expect(nosplit > 0)
    }

    /// Korean: the no-pair category has one name, the rules' and the lessons' (하이카드).
    @Test func theKoreanNoPairCategoryIsTheRulesName() {
        let ko = Localizer(catalogs: Repository.catalogs, language: .ko)
        let name = ko.text(Message("poker.category.highCard"))
        #expect(name == "하이카드")
        #expect(ko.text(Message("game.poker.rules.hands")).contains("• \(name):"))
        #expect(!name.contains("노페어"))
    }
}
