import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

/// What lesson texts must say: who the learner is before a question names players by number,
/// and an acknowledgement after a right answer.
@Suite struct LessonTextsTests {
    private func text(_ language: Language, _ key: String) -> String {
        Localizer(catalogs: Repository.catalogs, language: language).text(key)
    }

    /// Poker lesson 8 says who player 1 is before asking “1 or 2?”.
    @Test func playerOneIsNamedAsYou() {
        for language in [Language.en, .es, .ko] {
            for step in [1, 3] {
                let question = text(language, "lesson.poker.opening.\(step).text")
                let you = ["en": "(Player 1)", "es": "el jugador 1", "ko": "나(플레이어 1)"][language.rawValue]!
                #expect(question.contains(you), "\(language) \(step): \(question)")
            }
        }
    }

    /// In Korean, Set's lessons say «맞아요» after every right answer to a question.
    @Test func aRightAnswerIsAcknowledged() throws {
        let set = try #require(LessonTests.teaching.first { $0.0.rawValue == "set" }?.1)
        for lesson in set.lessons {
            for (n, step) in lesson.steps.enumerated() {
                switch step.expects {
                case .yes, .no, .number, .word:
                    let right = text(.ko, "lesson.\(lesson.key).\(n + 1).right")
                    #expect(right.hasPrefix("맞아요"), "\(lesson.key) \(n + 1): \(right)")
                default: continue
                }
            }
        }
    }
}
