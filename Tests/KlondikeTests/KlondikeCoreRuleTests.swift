import Testing

@testable import CardKit
@testable import Klondike

/// Klondike's core rules on positions built by hand, pinned by exact events and scores, so
/// that a rule bent by one line fails here and not only in the soak. (The rest of the
/// rules are in KlondikeTests.swift.)
@Suite struct KlondikeCoreRuleTests {
    /// A position with the given stacks (all face up), foundations and score; the rest of
    /// the cards do not matter to these rules and are left out.
    private func game(stacks: [[FrenchCard]], foundations: [Int] = [0, 0, 0, 0], score: Int) -> Klondike {
        let piles = stacks + Array(repeating: [], count: 7 - stacks.count)
        return Klondike(
            position: .init(
                stock: [], waste: [], foundations: foundations, stacks: piles,
                hidden: Array(repeating: 0, count: 7), score: score))
    }

    @Test func theScoreNeverGoesBelowZeroWhenACardComesBackFromAFoundation() {
        // ♠3 back onto ♥4 costs 15 points: from 10 the score stops at 0.
        var g = game(stacks: [[FrenchCard(4, .hearts)]], foundations: [3, 0, 0, 0], score: 10)
        let events = g.apply(.transfer(from: .foundation(0), to: .stack(0), count: 1))
        #expect(events == [.moved([FrenchCard(3, .spades)], from: .foundation(0), to: .stack(0), points: -15)])
        #expect(g.position.score == 0)
        // And from 0 it stays 0.
        var zero = game(stacks: [[FrenchCard(4, .hearts)]], foundations: [3, 0, 0, 0], score: 0)
        _ = zero.apply(.transfer(from: .foundation(0), to: .stack(0), count: 1))
        #expect(zero.position.score == 0)
    }
}
