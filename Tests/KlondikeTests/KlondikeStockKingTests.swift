import CardKit
import Testing

@testable import Klondike

@Suite struct KlondikeStockKingTests {
    /// The stock holds only the ♥K and no stack is empty, but the ♣J (or the ♥10) can leave
    /// its stack for the king: going through the stock brings a card that can be played, so
    /// the hint says to draw rather than that drawing is no help.
    @Test func aKingInTheStockCountsWhenAStackCanBeEmptiedForIt() throws {
        let g = try #require(Klondike(notation: "Kc Qh | Jc | #9h Qc | #9c Jh | 10h | 10c | Ks ; f 12 8 13 8"))
        #expect(g.position.stock == [FrenchCard(13, .hearts)])
        #expect(g.canEmptyAStack)
        #expect(g.stockBringsAPlayableCard())
        if case .none(stockUseless: true)? = g.hint() { Issue.record("the hint calls the stock useless") }
    }

    /// With nothing to empty for it, the king alone is no help.
    @Test func aKingWithNoStackToEmptyIsNoHelp() throws {
        let g = try #require(Klondike(notation: "Kc | Ks | #9h Qc | #9c Jh | #10h Qh | #10c Jc | Kd ; f 12 8 12 8"))
        #expect(g.position.stock == [FrenchCard(13, .hearts)])
        #expect(!g.canEmptyAStack)
        #expect(!g.stockBringsAPlayableCard())
    }
}
