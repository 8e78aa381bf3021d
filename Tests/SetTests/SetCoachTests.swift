import Testing

@testable import CardKit
@testable import SetGame

@Suite struct SetCoachTests {
    @Test func theLearnersHintTakesTheSameStepsForNoPointsAndIsCounted() {
        var paid = dealt(seed: 3)
        var free = dealt(seed: 3)
        for _ in 0..<3 {
            let paying = paid.apply(.hint, at: 1)
            let freeing = free.apply(.freeHint, at: 1)
            #expect(paid.hintStep == free.hintStep)
            #expect(paying.count == freeing.count)
        }
        #expect(paid.score < 0)
        #expect(free.score == 0)
        #expect(free.freeHints == 3)
        #expect(paid.freeHints == nil)
        #expect(paid.hintTarget == free.hintTarget)
        // A new game starts unassisted.
        _ = free.apply(.newGame, at: 2)
        #expect(free.freeHints == nil)
    }
}
