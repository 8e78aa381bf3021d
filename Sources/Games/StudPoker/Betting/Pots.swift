/// A pot of a hand: the chips, and the seats that can win them (still in, and in for at
/// least the pot's level). A seat all in for less than the others makes a side pot above
/// what it put in: the main pot is the one everybody left can win.
public struct Pot: Equatable, Hashable, Sendable, Codable {
    public let amount: Int
    /// Seats that can win it, in seat order.
    public let eligible: [Int]

    public init(amount: Int, eligible: [Int]) {
        self.amount = amount
        self.eligible = eligible
    }

    /// The pots of what each seat put in the hand (`committed`, antes included): one pot a
    /// level at which a seat still in stopped. Folded seats' chips count toward every level
    /// they reach but they win none. Chips above the highest level of a seat still in (a bet
    /// nobody could call) go to the last pot, whose only eligible seat is then that bettor.
    /// The amounts add up to the chips committed, exactly.
    public static func split(committed: [Int], folded: [Bool]) -> [Pot] {
        precondition(committed.count == folded.count)
        let live = committed.indices.filter { !folded[$0] }
        let levels = Array(Set(live.map { committed[$0] })).sorted()
        var pots: [Pot] = []
        var previous = 0
        for level in levels where level > previous {
            var amount = 0
            for c in committed { amount += min(c, level) - min(c, previous) }
            pots.append(Pot(amount: amount, eligible: live.filter { committed[$0] >= level }))
            previous = level
        }
        // Chips of folded seats above every live level (they cannot be matched any more).
        let above = committed.reduce(0) { $0 + max(0, $1 - previous) }
        if above > 0 {
            if let last = pots.popLast() {
                pots.append(Pot(amount: last.amount + above, eligible: last.eligible))
            } else {
                pots.append(Pot(amount: above, eligible: live))
            }
        }
        return pots
    }

    /// Splits the pot among `winners` as evenly as chips allow: each gets the same share,
    /// and the chips left over (fewer than the winners) go one each to the winners in
    /// `oddChipOrder` (stud's rule: the highest card by suit first). Returns each winner's
    /// chips in `winners` order and the seats given an odd chip.
    public func shares(winners: [Int], oddChipOrder: [Int]) -> (shares: [Int], oddChips: [Int]) {
        precondition(!winners.isEmpty && Set(oddChipOrder) == Set(winners))
        let share = amount / winners.count
        let odd = amount % winners.count
        let lucky = Array(oddChipOrder.prefix(odd))
        return (winners.map { share + (lucky.contains($0) ? 1 : 0) }, lucky)
    }
}
