import Testing

@testable import CardKit
@testable import SetGame

/// Set's core rules on fixed tables, each pinned by exact events and figures, so that a
/// rule bent by one line (a count, a constant, a comparison) fails here, not only in the
/// soak. (The rules by number are in SetTests.swift.)
@Suite struct SetCoreRuleTests {
    /// A dealt game with a set on the table and `left` cards left in the deck (the others
    /// taken off earlier as sets, so every card is still in one place).
    static func game(seed: UInt64 = 1, left: Int) -> (SetGame, [Int]) {
        var seed = seed
        while true {
            var game = SetGame(seed: seed)
            _ = game.apply(.newGame, at: 0)
            if let (i, j, k) = SetFinder.firstSet(in: game.table) {
                game.matched = Array(game.deck.dropLast(left))
                game.deck = Array(game.deck.suffix(left))
                game.setsFound = game.matched.count / 3
                return (game, [i, j, k])
            }
            seed += 1
        }
    }

    @Test func theLastThreeCardsOfTheDeckReplaceASet() {
        var (game, set) = Self.game(left: 3)
        let incoming = Array(game.deck.reversed())
        for p in set { _ = game.apply(.tap(p), at: 1) }
        let events = game.apply(.deal, at: 2)
        #expect(events.first == .replaced(positions: set))
        #expect(set.map { game.table[$0] } == incoming, "the deck's last three take the set's places")
        #expect(game.table.count == 12 && game.deck.isEmpty)
        #expect(game.matched.count == 69, "the 66 taken before and this set")
    }
}
