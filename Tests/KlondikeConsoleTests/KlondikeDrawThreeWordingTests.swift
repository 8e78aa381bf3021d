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
