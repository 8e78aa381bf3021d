import Testing

@testable import CardKit
@testable import Klondike

/// A letter rank typed alone (`a`, `k`: “sube el as”) names the one card of that rank on top of
/// a pile; none on top is why that card cannot be played; several are listed (never a guess).
@Suite struct KlondikeRankAloneTests {
    @Test func aRankAloneNamesTheOneSuchCardOnTop() throws {
        let game = try #require(Klondike(notation: KlondikePlayTests.opening))
        #expect(try game.move(typed: "A f").get() == .transfer(from: .stack(2), to: .foundation(0), count: 1))
        #expect(try game.move(typed: "a f").get() == .transfer(from: .stack(2), to: .foundation(0), count: 1))
        #expect(try game.tapMove(typed: "A").get() == .transfer(from: .stack(2), to: .foundation(0), count: 1))
        // No queen is on top: why the first one still to play cannot be.
        #expect(throws: Klondike.TypingProblem.self) { try game.move(typed: "Q f").get() }
        if case .failure(let problem) = game.move(typed: "Q f") {
            guard case .refused(.cardUnavailable) = problem else {
                Issue.record("Q f: \(problem)")
                return
            }
        }
        // A number alone stays a column, a letter that is no rank stays unreadable.
        #expect(try game.move(typed: "2 1").get() == .transfer(from: .stack(1), to: .stack(0), count: 1))
        #expect(throws: Klondike.TypingProblem.unreadable("x")) { try game.move(typed: "x f").get() }
    }

    @Test func twoCardsOfTheRankOnTopAreNoGuess() throws {
        let game = try #require(Klondike(notation: "Ks | Kh | Kd Qc | Kc Qd | | | ; f 12 12 11 11"))
        // Each can go up: both are listed, for the player to choose.
        #expect(
            throws: Klondike.TypingProblem.several([
                .transfer(from: .stack(0), to: .foundation(0), count: 1),
                .transfer(from: .stack(1), to: .foundation(1), count: 1),
            ])
        ) { try game.tapMove(typed: "k").get() }
        #expect(
            throws: Klondike.TypingProblem.several([
                .transfer(from: .stack(3), to: .foundation(2), count: 1),
                .transfer(from: .stack(2), to: .foundation(3), count: 1),
            ])
        ) { try game.tapMove(typed: "q").get() }
    }
}
