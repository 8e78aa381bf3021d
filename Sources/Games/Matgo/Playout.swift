import CardKit

extension Matgo {
    /// Plays the hand on to its end, each seat by its policy (`policies[player]`); at most
    /// `steps` actions (a hand takes fewer than 100).
    public mutating func playOut(_ policies: [MatgoPolicy], rng: inout SeededRNG, steps: Int = 200) {
        for _ in 0..<steps {
            guard phase != .over, phase != .notStarted, let action = decision(policies[turn], rng: &rng) else {
                return
            }
            _ = apply(action)
        }
    }

    /// What is likely if `p`, deciding now, says 고: over `trials` deals of the cards `p` has
    /// not seen (the other hand and the pile), both played by the computer, how many hands
    /// the other player wins, `p` wins, and end 나가리. Fixed by the position (no clock, no
    /// shared generator).
    public func oddsAfterGo(trials: Int) -> (other: Int, mine: Int, nagari: Int) {
        guard phase == .deciding else { return (0, 0, 0) }
        let p = turn
        let o = Self.other(p)
        var rng = SeededRNG(seed: positionSeed)
        var counts = (other: 0, mine: 0, nagari: 0)
        var start = self
        _ = start.apply(.go)
        let unseen = hands[o] + pile
        for _ in 0..<max(0, trials) {
            var game = start
            var cards = unseen
            rng.shuffle(&cards)
            game.hands[o] = Array(cards[0..<hands[o].count]).sorted()
            game.pile = Array(cards[hands[o].count...])
            game.playOut([.computer, .computer], rng: &rng)
            switch game.outcome {
            case .won(let winner, _)?: if winner == p { counts.mine += 1 } else { counts.other += 1 }
            default: counts.nagari += 1
            }
        }
        return counts
    }

    /// A number fixed by the cards' places, for draws that must not depend on anything else.
    var positionSeed: UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ v: Int) { h = (h ^ UInt64(truncatingIfNeeded: v)) &* 0x100_0000_01b3 }
        for group in [hands[0], hands[1], table, pile, taken[0], taken[1]] {
            for card in group { mix(card.index) }
            mix(99)
        }
        mix(turn)
        return h
    }
}

extension Matgo {
    /// Playouts behind the hint's odds at 고 or 스톱.
    public static let hintTrials = 80

    /// The advice at 고 or 스톱, read from the odds the hint shows: 고 when the player wins
    /// at least two of every three playouts after 고 (a 나가리 or a computer win loses the
    /// points in hand, so a win must be twice as likely as either); 스톱 otherwise.
    public static func goAdvised(_ odds: (other: Int, mine: Int, nagari: Int)) -> Bool {
        let trials = odds.other + odds.mine + odds.nagari
        return trials > 0 && 3 * odds.mine >= 2 * trials
    }
}
