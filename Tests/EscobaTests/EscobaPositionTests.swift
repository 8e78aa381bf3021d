import Testing

@testable import CardKit
@testable import Escoba

/// A position written as the lessons write it, read by the engine.
@Suite struct EscobaPositionTests {
    @Test func aPositionReadsEveryPart() throws {
        let game = try #require(
            EscobaGame.prepared(position: "hand=5c 12b; table=12o 3e 10c; other=4b 6e; mine=7o; scores=14 9; round=4"))
        #expect(game.hand.map(\.code) == ["5c", "12b"])
        #expect(game.table.map(\.code) == ["12o", "3e", "10c"])
        #expect(game.hands[1].map(\.code) == ["4b", "6e"])
        #expect(game.scores == [14, 9])
        #expect(game.round == 4)
    }

    @Test func theRoundIsTheFirstUnlessGivenAndTheLastDealEmptiesTheDeck() throws {
        let first = try #require(EscobaGame.prepared(position: "hand=5c; table=12o; other=4b"))
        #expect(first.round == 1)
        #expect(!first.deck.isEmpty)
        let last = try #require(EscobaGame.prepared(position: "hand=5c; table=12o; other=4b; mine=7o; last"))
        #expect(last.deck.isEmpty)
    }

    @Test func aPartOrACardThatDoesNotReadIsNoPosition() {
        #expect(EscobaGame.prepared(position: "hand=5c; table=12o; other=4b; round=x") == nil)
        #expect(EscobaGame.prepared(position: "hand=5z; table=12o; other=4b") == nil)
        #expect(EscobaGame.prepared(position: "hand=5c; table 12o; other=4b") == nil)
        #expect(EscobaGame.prepared(position: "hand=5c 5c; table=12o; other=4b") == nil)
    }
}
