import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

/// Rules asked about in words, at siete y media: the section that answers them.
@Suite struct RulesLookupTests {
    private func section(_ language: Language, _ key: String) -> String {
        let text = Repository.catalogs.tables[language]![key]!
        return String(text.prefix { $0 != "(" && $0 != "%" && $0 != ":" }.prefix(12))
    }

    @Test func aRulesQuestionAtTheTableFindsItsSection() {
        for (language, line, key) in [
            (Language.ko, "지금 7 나오면 로열이에요?", "game.sieteymedia.rules.stakes"),
            (.ko, "규칙 로열", "game.sieteymedia.rules.stakes"),
            (.es, "reglas siete y media real", "game.sieteymedia.rules.stakes"),
            (.en, "rules royal", "game.sieteymedia.rules.stakes"),
            (.ko, "딜러가 저랑 점수가 같으면 누가 이겨요?", "game.sieteymedia.rules.ties"),
            (.es, "¿puedo subir la apuesta a 30?", "game.sieteymedia.rules.stakes"),
        ] {
            let s = TeachingTests.fresh(language, seed: 7, game: .sieteymedia)
            let out = s.handle(line)
            #expect(out.contains(section(language, key)), "\(language) \(line): \(out)")
        }
    }

    @Test func aRulesQuestionInALessonFindsItsSection() {
        for line in ["딜러가 저랑 점수가 같으면 누가 이겨요?", "비기면 어떻게 돼요"] {
            let s = TeachingTests.fresh(.ko)
            _ = s.handle("배우기 세븐앤하프 4")
            _ = s.handle("스톱")
            let out = s.handle(line)
            #expect(out.contains(section(.ko, "game.sieteymedia.rules.ties")), "\(line): \(out)")
        }
    }
}
