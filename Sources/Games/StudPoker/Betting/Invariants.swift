import CardKit

extension LimitStud {
    /// A broken rule of the game's state (for tests, the soak and loading a save).
    public enum Violation: Equatable, Hashable, Sendable {
        /// Chips in front of the seats and in the pot differ from the chips given out.
        case chipsNotConserved(inPlay: Int, bought: Int)
        case negativeChips(seat: Int)
        case badStakes
        case badTable(seats: Int)
        /// Player 1 has a style, or a computer seat has none.
        case badStyle(seat: Int)
        /// The deck and the hands do not hold the 52 cards once each.
        case cardsNotADeck
        /// A seat holds a number of cards that no street count gives.
        case badCardCount(seat: Int)
        case badCommitted(seat: Int)
        /// The round's bets do not match what it says (the bet to match, the seat to act).
        case badRound
        /// A finished hand whose pots or chips won and lost do not add up.
        case badResult
        case opponentTrials
    }

    /// Every broken rule; empty for a sound state.
    public func violations() -> [Violation] {
        var found: [Violation] = []
        if chipsInPlay != totalBought { found.append(.chipsNotConserved(inPlay: chipsInPlay, bought: totalBought)) }
        for (s, seat) in seats.enumerated() where seat.chips < 0 || seat.bought < 0 || seat.rebuys < 0 {
            found.append(.negativeChips(seat: s))
        }
        if !stakes.isValid { found.append(.badStakes) }
        if !Self.playerRange.contains(players) { found.append(.badTable(seats: seats.count)) }
        for (s, seat) in seats.enumerated() where (s == 0) != (seat.style == nil) { found.append(.badStyle(seat: s)) }
        if opponentTrials < 1 || opponentTrials > 1_000_000 { found.append(.opponentTrials) }
        guard let hand else { return found }
        let n = seats.count
        guard hand.cards.count == n, hand.dealtIn.count == n, hand.folded.count == n, hand.committed.count == n,
            (0...streetCount).contains(hand.street)
        else {
            return found + [.badTable(seats: seats.count)]
        }
        let all = hand.deck + hand.cards.flatMap { $0.map(\.card) }
        if all.count != 52 || Set(all).count != 52 { found.append(.cardsNotADeck) }
        let counts =
            [0] + variant.streets.indices.map { k in variant.streets.prefix(k + 1).reduce(0) { $0 + $1.count } }
        let dealt = counts[hand.street]
        for s in 0..<n {
            let held = hand.cards[s].count
            let ok = hand.live[s] ? held == dealt : (held <= dealt && counts.contains(held))
            if !ok || (!hand.dealtIn[s] && held > 0) { found.append(.badCardCount(seat: s)) }
            if hand.committed[s] < 0 || (!hand.dealtIn[s] && hand.committed[s] > 0) {
                found.append(.badCommitted(seat: s))
            }
        }
        if let round = hand.round {
            let sound =
                round.bets.count == n && round.currentBet == (round.bets.max() ?? 0)
                && zip(round.bets, hand.committed).allSatisfy { $0 >= 0 && $0 <= $1 }
                && round.toAct.map { hand.live[$0] && seats[$0].chips > 0 } ?? true && hand.result == nil
            if !sound { found.append(.badRound) }
        }
        if let result = hand.result {
            let sound =
                result.net.count == n && result.net.reduce(0, +) == 0 && result.total == hand.pot
                && result.pots.allSatisfy { pot in
                    Set(pot.winners).isSubset(of: pot.eligible) && pot.shares.reduce(0, +) == pot.amount
                        && pot.shares.count == pot.winners.count
                }
            if !sound || hand.round != nil { found.append(.badResult) }
        }
        return found
    }
}
