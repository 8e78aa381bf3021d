import CardKit

/// Each seat's chance to win the hand in play, estimated from Player 1's point of view.
public struct PokerOdds: Equatable, Sendable {
    public let trials: Int
    /// Per seat: the share of trials it won alone.
    public let win: [Double]
    /// Per seat: the share of trials it split the pot.
    public let split: [Double]
    /// Cards Player 1 has not seen, from which the simulation deals.
    public let unseen: Int
}

extension StudPoker {
    /// Simulates the rest of the hand `trials` times: the cards Player 1 has not seen (the
    /// others' down cards and the cards still to come) are dealt at random among the seats,
    /// and the hands compared. Nil at a showdown. Deterministic: the generator is derived
    /// from the game's seed, shuffle, hand and street, so asking twice gives the same answer.
    public func odds(trials: Int = 100_000) -> PokerOdds? {
        guard phase == .dealing, !hands.isEmpty, trials > 0 else { return nil }
        let seen = Set(seenByPlayer1.map(\.index))
        var pool = (0..<52).filter { !seen.contains($0) }
        var known: [EvalHand] = []
        var missing: [Int] = []
        for (seat, hand) in hands.enumerated() {
            let visible = hand.filter { seat == 0 || $0.faceUp }.map(\.card.index)
            known.append(EvalHand(visible))
            missing.append(variant.rawValue - visible.count)
        }
        let needed = missing.reduce(0, +)
        precondition(needed <= pool.count, "not enough unseen cards")
        var rng = SeededRNG(seed: seed ^ (0x9E37_79B9_7F4A_7C15 &* UInt64(shuffles << 24 | handNumber << 8 | street)))
        let tables = Evaluator.tables
        let seats = self.seats
        let (wins, splits) = pool.withUnsafeMutableBufferPointer { buffer in
            // A copy: the optimizer knows its bounds stay as they are while cards are dealt
            // (through the closure's inout argument it would read them again at every card).
            let pool = buffer
            return pool.simulate(trials, seats: seats, missing: missing, rng: &rng) { seat, cards, count in
                tables.value(cards, count: count, adding: known[seat])
            }
        }
        let t = Double(trials)
        return PokerOdds(
            trials: trials, win: wins.map { Double($0) / t }, split: splits.map { Double($0) / t },
            unseen: pool.count)
    }
}

extension UnsafeMutableBufferPointer<Int> {
    /// `trials` deals of the cards in the buffer, at random: each of the `seats` is dealt the
    /// cards it is `missing`, its hand is valued with them (`value`: the seat, its cards dealt
    /// and how many), and the highest value wins alone or splits. Per seat, the trials it won
    /// alone and those it split.
    @inline(__always) func simulate<Value: FixedWidthInteger>(
        _ trials: Int, seats: Int, missing: [Int], rng: inout SeededRNG,
        value: (Int, UnsafePointer<Int>, Int) -> Value
    ) -> (wins: [Int], splits: [Int]) {
        var wins = [Int](repeating: 0, count: seats)
        var splits = wins
        var values = [Value](repeating: 0, count: seats)
        let base = UnsafePointer(baseAddress!)
        for _ in 0..<trials {
            var next = 0
            var top: Value = 0
            var tied = 0
            for seat in 0..<seats {
                let start = next
                deal(missing[seat], at: &next, rng: &rng)
                let v = value(seat, base + start, missing[seat])
                values[seat] = v
                if v > top {
                    top = v
                    tied = 1
                } else if v == top {
                    tied &+= 1
                }
            }
            for seat in 0..<seats where values[seat] == top {
                if tied == 1 { wins[seat] &+= 1 } else { splits[seat] &+= 1 }
            }
        }
        return (wins, splits)
    }

    /// Deals `count` cards at random from those at `next` and after (a partial Fisher–Yates
    /// shuffle): they are put at `next`, which moves past them.
    @inline(__always) func deal(_ count: Int, at next: inout Int, rng: inout SeededRNG) {
        let n = self.count
        for _ in 0..<count {
            let pick = next &+ rng.below(n &- next)
            let card = self[pick]
            self[pick] = self[next]
            self[next] = card
            next &+= 1
        }
    }
}
