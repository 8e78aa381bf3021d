import Testing

@testable import CardKit
@testable import SieteYMedia

@Suite struct SieteCoachTests {
    @Test func theCoachCallsTheChoiceWithTheBetterOddsRightAndTheOtherWrong() throws {
        for seed in UInt64(1)...20 {
            var game = SieteYMedia(seed: seed, bankMode: .real)
            _ = game.apply(.newHand)
            // No card yet: hitting is the only move, so there is nothing to judge.
            #expect(try #require(game.odds()).favours(.hit) == nil)
            _ = game.apply(.hit)
            guard let odds = game.odds(), let standing = odds.standing else { continue }
            let standBetter = standing.expectation >= odds.hitting.expectation
            #expect(odds.favours(.stand) == standBetter)
            #expect(odds.favours(.hit) == !standBetter)
        }
    }
}
