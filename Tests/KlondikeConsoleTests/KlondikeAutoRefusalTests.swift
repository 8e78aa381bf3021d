import CardKit
import Catalog
import GameKit
import TableKit
import TestSupport
import Testing

@testable import Klondike
@testable import KlondikeConsole

/// `auto` refused before the end: the counts said with the right plural, and a deal whose
/// cards are all face up but whose stock still holds cards says to draw.
@Suite struct KlondikeAutoRefusalTests {
    static func table(hidden: Int, stock: [FrenchCard]) -> KlondikeTable {
        let position = Klondike.Position(
            stock: stock, waste: [], foundations: [13, 13, 13, 11],
            stacks: [[FrenchCard(12, .clubs)], [], [], [], [], [], []],
            hidden: [hidden, 0, 0, 0, 0, 0, 0])
        var t = KlondikeTable(seed: 1)
        t.game = Klondike(position: position, drawMode: .one)
        return t
    }

    static func spanish(_ m: Message) -> String { Localizer(catalogs: Repository.catalogs, language: .es).text(m) }

    @Test func oneFaceDownCardIsSaidInTheSingular() throws {
        var t = Self.table(hidden: 1, stock: [FrenchCard(13, .clubs)])
        let response = run(&t, "auto")
        #expect(response.refused)
        let text = try #require(response.messages.first.map(Self.spanish))
        #expect(text.contains("1 carta boca abajo"), "\(text)")
        #expect(!text.contains("1 cartas"), "\(text)")
    }

    @Test func everyCardFaceUpButCardsInTheStockSaysToDraw() throws {
        var t = Self.table(hidden: 0, stock: [FrenchCard(13, .clubs)])
        let response = run(&t, "auto")
        #expect(response.refused)
        let keys = response.messages.map(\.key)
        #expect(keys == ["klondike.refused.auto.stock"], "\(keys)")
        let text = try #require(response.messages.first.map(Self.spanish))
        #expect(text.contains("«robar»"), "\(text)")
        #expect(!text.contains("0 cartas boca abajo"), "\(text)")
    }
}
