import GameKit
import Host
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

/// `stats` names what a game's record counts: hands at siete y media and poker, games elsewhere.
@Suite struct HandsStatisticsTests {
    @Test(arguments: [
        (Language.es, ["jugar siete", "pedir", "plantarse", "estadísticas"], "Siete y media: 1 mano — "),
        (.en, ["play siete", "hit", "stand", "stats"], "Siete y media: 1 hand — "),
    ])
    func sieteYMediaCountsHands(_ language: Language, _ lines: [String], _ expected: String) {
        let s = LessonTests.session(.inMemory(), language)
        var shown = ""
        for line in lines { shown = s.handle(line) }
        #expect(shown.contains(expected), "\(shown)")
    }
}
