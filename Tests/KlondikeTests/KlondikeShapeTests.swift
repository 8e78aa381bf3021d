import Testing

@testable import CardKit
@testable import Klondike

/// Moves named by their shape (`6* 7*`: a six onto a seven; `K* empty`: a king to an empty
/// stack): the one legal move of that shape, the choices when there are several, and why
/// when there is none.
@Suite struct KlondikeShapeTests {
    @Test func aRankOntoARankIsTheOneLegalMove() throws {
        let game = try #require(Klondike(notation: "6s | 7h | 7s | 2c | 3c | 4c | 5c"))
        #expect(try game.move(typed: "6* 7*").get() == .transfer(from: .stack(0), to: .stack(1), count: 1))
        // Only one pair of that shape: the move, for the rules to say why it is refused.
        let alone = try #require(Klondike(notation: "6s | 7s | 2h | 2c | 3c | 4c | 5c"))
        #expect(try alone.move(typed: "6* 7*").get() == .transfer(from: .stack(0), to: .stack(1), count: 1))
    }

    @Test func severalMovesOfTheShapeAreListed() throws {
        let game = try #require(Klondike(notation: "6s | 7h | 7s | 6c | 3c | 4c | 5c"))
        #expect(
            throws: Klondike.TypingProblem.several([
                .transfer(from: .stack(0), to: .stack(1), count: 1),
                .transfer(from: .stack(3), to: .stack(1), count: 1),
            ])
        ) { try game.move(typed: "6* 7*").get() }
        // None legal among several: said, with the ranks.
        let none = try #require(Klondike(notation: "6s | 7s | 7c | 6c | 3c | 4c | 5c"))
        #expect(throws: Klondike.TypingProblem.noneShaped(from: .rank(6), to: .rank(7))) {
            try none.move(typed: "6* 7*").get()
        }
    }

    @Test func theKingGoesToTheEmptyStack() throws {
        let game = try #require(Klondike(notation: "#3d Kh Qs | 2c | 4c | 5c | 8c | 9c | "))
        #expect(try game.move(typed: "K* empty").get() == .transfer(from: .stack(0), to: .stack(6), count: 2))
        #expect(try game.move(typed: "♥K empty").get() == .transfer(from: .stack(0), to: .stack(6), count: 2))
        let two = try #require(Klondike(notation: "#3d Kh Qs | 2c | 4c | 5c | 8c | | "))
        #expect(
            throws: Klondike.TypingProblem.several([
                .transfer(from: .stack(0), to: .stack(5), count: 2),
                .transfer(from: .stack(0), to: .stack(6), count: 2),
            ])
        ) { try two.move(typed: "K* empty").get() }
        let full = try #require(Klondike(notation: "#3d Kh Qs | 2c | 4c | 5c | 8c | 9c | 10c"))
        #expect(throws: Klondike.TypingProblem.noEmptyStack) { try full.move(typed: "K* empty").get() }
    }

    @Test func aRankAloneOnSeveralPilesIsTheMoveThatFits() throws {
        // Two aces on top, one foundation started: each goes up, so both are listed.
        let game = try #require(Klondike(notation: "As | Ah | 2c | 3c | 4c | 5c | 6c"))
        #expect(
            throws: Klondike.TypingProblem.several([
                .transfer(from: .stack(0), to: .foundation(0), count: 1),
                .transfer(from: .stack(1), to: .foundation(1), count: 1),
            ])
        ) { try game.move(typed: "A f").get() }
    }
}
