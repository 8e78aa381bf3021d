import Testing

@testable import CardKit
@testable import Klondike

@Suite struct KlondikeCoachTests {
    /// On dealt games and the positions a few draws reach: the hint's own move is never
    /// "bettered"; a draw is, whenever the hint has a move on the table; and the verdict
    /// names the hint itself.
    @Test func theCoachNamesTheHintWhenTheMoveWasOfAWorseKind() {
        var judged = 0
        for seed in UInt64(1)...30 {
            var game = Klondike(seed: seed)
            for _ in 0..<4 {
                guard let hint = game.hint(), let move = hint.move else { break }
                #expect(game.betterHint(than: move) == nil)
                let tier = Klondike.tier(of: hint)
                if let tier, tier < 5 {
                    #expect(game.betterHint(than: .draw) == hint)
                    judged += 1
                } else {
                    #expect(game.betterHint(than: .draw) == nil)
                }
                _ = game.apply(.draw)
            }
        }
        #expect(judged > 10, "only \(judged) positions with a move on the table")
    }

    @Test func movesAreRankedInTheHintsOrder() {
        let game = Klondike(seed: 1)
        #expect(game.tier(of: .draw) == 5)
        #expect(game.tier(of: .transfer(from: .waste, to: .foundation(0), count: 1)) == 1)
        #expect(game.tier(of: .transfer(from: .foundation(0), to: .stack(0), count: 1)) == 6)
        // Stack 2 (index 1) holds one face-down card under one face-up: moving the face-up
        // card turns it over; stack 1 (index 0) has nothing face down.
        #expect(game.tier(of: .transfer(from: .stack(1), to: .stack(3), count: 1)) == 2)
        #expect(Klondike.tier(of: .finish) == nil)
        #expect(Klondike.tier(of: .draw) == 5)
    }
}
