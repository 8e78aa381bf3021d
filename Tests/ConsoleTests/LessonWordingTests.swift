import GameKit
import StudPoker
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import PokerConsole

/// What a newcomer reads in the lessons says what they see: the table's game is named when
/// it changes, and a word means one thing.
@Suite struct LessonWordingTests {
    static func text(_ key: String, _ language: Language) -> String {
        Repository.catalogs.tables[language]?[key] ?? ""
    }

    /// The poker lessons open on seven-card stud, the betting table's game; a lesson whose
    /// table deals five-card stud says so in its first step, so the change is never silent.
    @Test(arguments: Language.allCases)
    func aPokerLessonOnFiveCardStudSaysSo(_ language: Language) throws {
        let names: [Language: String] = [.en: "five-card stud", .es: "stud de cinco cartas", .ko: "파이브 카드 스터드"]
        var variants: [StudPoker.Variant] = []
        for lesson in PokerTable.lessons {
            guard let position = lesson.steps.first?.position, !position.hasPrefix("betting ") else { continue }
            let table = try #require(PokerTable.prepared(position), "\(lesson.key)")
            variants.append(table.game.variant)
            let first = Self.text("lesson.\(lesson.key).1.text", language)
            if table.game.variant == .five {
                #expect(first.lowercased().contains(names[language]!), "\(lesson.key) \(language): \(first)")
            }
        }
        #expect(variants.prefix(4).allSatisfy { $0 == .seven }, "the first lessons are the betting table's game")
    }
}
