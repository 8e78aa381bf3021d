import GameKit
import StudPoker
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import PokerConsole

/// Poker's hint, coach and review speak in plain words (the terms are lesson 10's, and a
/// newcomer meets the hint long before it), and say the rule behind a decision not to bet.
@Suite struct PokerPlainWordsTests {
    /// The jargon the hint's lesson teaches, as each language writes it.
    static let jargon: [Language: [String]] = [
        .en: ["share", "value bet", "for value", " outs"],
        .es: ["parte justa", "tu parte", "por valor", " outs"],
        .ko: ["지분", "공평한 몫", "밸류", "아웃"],
    ]

    /// Every text the hint, the coach and the review put together at the betting table.
    static func hintTexts(_ language: Language) -> [(String, String)] {
        let table = Repository.catalogs.tables[language] ?? [:]
        let prefixes = ["poker.bet.hint.", "poker.hint.", "poker.coach.", "poker.review."]
        return table.filter { key, _ in prefixes.contains { key.hasPrefix($0) } }.sorted { $0.key < $1.key }
            .map { ($0.key, $0.value) }
    }

    @Test(arguments: Language.allCases)
    func theHintCoachAndReviewUseNoJargon(_ language: Language) {
        let texts = Self.hintTexts(language)
        #expect(texts.count > 20)
        for (key, text) in texts {
            for word in Self.jargon[language]! {
                #expect(!text.lowercased().contains(word), "\(language) \(key): “\(word)” in \(text)")
            }
            // A count is said in words around it, never as a bare “(1)”.
            #expect(!text.contains("(%4$d)"), "\(language) \(key): \(text)")
        }
    }

    /// Whenever the advice does not bet (a check, a forced bring-in), its reason says the rule
    /// it applied: 1.4 times an even split, and the figure that makes.
    @Test(arguments: Language.allCases)
    func aReasonNotToBetSaysTheRule(_ language: Language) throws {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let decimal = language == .es ? "," : "."
        var reasons: Set<String> = []
        for seed in UInt64(1)...30 where reasons.count < 2 {
            var table = PokerTable(seed: seed)
            _ = table.begin(at: 0)
            for _ in 0..<30 {
                guard let stud = table.stud, stud.handInPlay else { break }
                guard let advice = stud.advice() else { break }
                if advice.reason == .freeCard || advice.reason == .forcedBringIn, !PokerTable.wonNothing(advice) {
                    let text = localizer.text(table.shareLine(advice, hand: Message("poker.category.highCard")))
                    #expect(text.contains(localizer.percent(advice.valueThreshold)), "seed \(seed): \(text)")
                    #expect(text.contains("1\(decimal)4"), "seed \(seed): \(text)")
                    reasons.insert("\(advice.reason)")
                }
                let options = stud.playerOptions.map(\.decision)
                let command: CommandID =
                    options.contains(.check) ? .check : options.contains(.call) ? .call : .bringIn
                _ = table.perform(command, argument: .none, at: 0)
            }
        }
        #expect(reasons.count == 2, "\(reasons)")
    }
}
