import Catalog
import TestSupport
import Testing

@testable import CardKit
@testable import TableKit

/// Cards in messages: a Spanish card named in each language.
@Suite struct CardWordsTests {
    let catalogs = Repository.catalogs

    @Test func cardsAreNamedInEachLanguage() {
        let knight = SpanishCard(11, .copas)
        #expect(Localizer(catalogs: catalogs, language: .es).text(.spanishCard(knight)) == "el caballo de copas")
        #expect(Localizer(catalogs: catalogs, language: .en).text(.spanishCard(knight)) == "the knight of cups")
        let korean = Localizer(catalogs: catalogs, language: .ko).text(.spanishCard(knight))
        #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
        #expect(
            Localizer(catalogs: catalogs, language: .es).text(.spanishCard(SpanishCard(10, .oros))) == "la sota de oros"
        )
    }
}
