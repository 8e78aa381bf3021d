import Catalog
import TestSupport
import Testing

/// Draw three is said in one picture, the one on the screen: three cards spread left to
/// right, the one on the right (the top one) playable, the ones to its left freed as it is
/// played; never "under" and "right" mixed.
@Suite struct KlondikeDrawThreeWordingTests {
    @Test(arguments: [
        (Language.en, "right", ["under", "below"]), (.es, "derecha", ["debajo", "de abajo"]),
        (.ko, "오른쪽", ["아래", "밑"]),
    ])
    func drawThreeIsOnePicture(_ language: Language, _ right: String, _ others: [String]) {
        for key in ["game.klondike.rules.draw", "lesson.klondike.stock.2.text", "lesson.klondike.stock.2.right"] {
            let text = Repository.catalogs.tables[language]![key]!
            #expect(text.contains(right), "\(language) \(key): \(text)")
            for word in others { #expect(!text.contains(word), "\(language) \(key): \(text)") }
        }
    }
}

/// A lesson's hint names the command to type in quotes, as every other line does.
@Suite struct KlondikeLessonHintQuotesTests {
    @Test(arguments: [(Language.en, "“"), (.es, "«"), (.ko, "‘")])
    func theCommandToTypeIsQuoted(_ language: Language, _ quote: String) {
        for step in ["build.3", "foundations.1", "kings.2", "strategy.2", "runs.2", "names.2", "score.2"] {
            let text = Repository.catalogs.tables[language]!["lesson.klondike.\(step).hint"]!
            #expect(text.contains(quote), "\(language) \(step): \(text)")
        }
    }
}
