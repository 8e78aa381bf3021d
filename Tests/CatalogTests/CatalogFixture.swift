import Foundation
import Testing

@testable import Catalog

/// A small catalogs folder that passes the check: English, Spanish (one, many, other),
/// Korean (other only), two tables each.
enum Fixture {
    static let english: [String: String] = [
        "en.lproj/Language.strings": """
        /* The language's own name, as the language list shows it. */
        "language.name" = "English";
        /* CLDR's plural rules for the language. */
        "language.plurals" = "\(CLDR47.rules["en"]!)";
        /* The decimal sign. */
        "number.decimal" = ".";
        """,
        "en.lproj/Game.strings": """
        /* ── The game ── */

        /* Greets the player: %1$@ is their name. */
        "hello" = "Hello, %1$@!";
        /* Under the deck: %1$d is how many cards are left. */
        "cards.one" = "%1$d card left";
        /* Under the deck: %1$d is how many cards are left. */
        "cards.other" = "%1$d cards left";
        /* A number, the same in every language. */
        "digit" = "7";
        """,
    ]

    static let spanish: [String: String] = [
        "es.lproj/Language.strings": """
        /* The language's own name, as the language list shows it. */
        "language.name" = "Español";
        /* CLDR's plural rules for the language. */
        "language.plurals" = "\(CLDR47.rules["es"]!)";
        /* The decimal sign. */
        "number.decimal" = ",";
        """,
        "es.lproj/Game.strings": """
        /* Greets the player: %1$@ is their name. */
        "hello" = "¡Hola, %1$@!";
        /* Under the deck: %1$d is how many cards are left. */
        "cards.one" = "Queda %1$d carta";
        /* Under the deck: %1$d is how many cards are left. */
        "cards.many" = "Quedan %1$d de cartas";
        /* Under the deck: %1$d is how many cards are left. */
        "cards.other" = "Quedan %1$d cartas";
        /* A number, the same in every language. */
        "digit" = "7";
        """,
    ]

    static let korean: [String: String] = [
        "ko.lproj/Language.strings": """
        /* The language's own name, as the language list shows it. */
        "language.name" = "한국어";
        /* CLDR's plural rules for the language. */
        "language.plurals" = "";
        /* The particle rule. */
        "language.particles" = "korean";
        /* The decimal sign. */
        "number.decimal" = ".";
        """,
        "ko.lproj/Game.strings": """
        /* Greets the player: %1$@ is their name. */
        "hello" = "안녕하세요, %1$@ 님!";
        /* Under the deck: %1$d is how many cards are left. */
        "cards.other" = "카드 %1$d장 남음";
        /* A number, the same in every language. */
        "digit" = "7";
        """,
    ]

    static var all: [String: String] { english.merging(spanish) { a, _ in a }.merging(korean) { a, _ in a } }

    /// The fixture with some files replaced (nil removes one).
    static func with(_ changes: [String: String?]) -> CatalogFolder {
        var texts = all
        for (path, text) in changes { texts[path] = text }
        return CatalogFolder(texts: texts)
    }

    /// The fixture with one file's text edited.
    static func editing(_ path: String, _ edit: (String) -> String) -> CatalogFolder {
        with([path: edit(all[path]!)])
    }
}

/// The text with the first `target` replaced: a test's edit of a fixture (recorded as an
/// issue when the text is not there).
extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else {
            Issue.record("“\(target)” is not in the text")
            return self
        }
        var copy = self
        copy.replaceSubrange(range, with: replacement)
        return copy
    }
}
