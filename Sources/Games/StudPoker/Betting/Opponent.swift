import CardKit

/// The computer seats' play. A seat decides from what it can see (its own cards and every up
/// card, never another seat's down cards): its share of the pot against the hands still in,
/// estimated by `LimitStud.opponentTrials` simulated deals, weighed against the price of a
/// call (the pot odds), the rounds still to come, and its style:
/// - tight seats want a better price than the pot offers; loose ones call a worse one,
///   counting on the streets to come;
/// - aggressive seats bet and raise hands a little better than their fair share, and bluff
///   one time in ten when nobody bet and at most two players are left; passive seats bet only
///   strong hands and bluff one time in forty;
/// - the bring-in completes with a strong start, and brings in otherwise.
public enum Opponent {
    /// What a seat knows when it decides.
    public struct Situation: Equatable, Sendable {
        /// Its expected share of the pot (see `Equity.share`).
        public var share: Double
        /// Opponents still in the hand.
        public var opponents: Int
        /// Chips it must put in to call.
        public var owed: Int
        /// Chips in the pot.
        public var pot: Int
        /// Betting rounds after this one.
        public var roundsLeft: Int
        /// Bets and raises already made in this round.
        public var raises: Int

        public init(share: Double, opponents: Int, owed: Int, pot: Int, roundsLeft: Int, raises: Int = 0) {
            self.share = share
            self.opponents = opponents
            self.owed = owed
            self.pot = pot
            self.roundsLeft = roundsLeft
            self.raises = raises
        }

        /// The share of the pot a call must win to pay: owed / (pot + owed).
        public var potOdds: Double { owed == 0 ? 0 : Double(owed) / Double(pot + owed) }
        /// The share that is fair among the hands still in: 1 / (opponents + 1).
        public var fairShare: Double { 1 / Double(opponents + 1) }
    }

    /// The decision, among `options`, of a seat of `style` in `situation`; `roll` in 0..<1 is
    /// the seat's random draw (for bluffs).
    public static func choose(_ options: [Option], _ situation: Situation, style: Style, roll: Double) -> Option {
        precondition(!options.isEmpty)
        func pick(_ decisions: Decision...) -> Option? {
            for d in decisions { if let o = options.first(where: { $0.decision == d }) { return o } }
            return nil
        }
        let strength = situation.share / situation.fairShare  // 1 = an average hand here
        let aggressive = style.aggression == .aggressive
        let valueLine = aggressive ? 1.25 : 1.6
        let bluffRate = aggressive ? 0.10 : 0.025
        // The price: the pot odds, eased by the rounds to come (later cards may pay for the
        // call), raised for a tight seat, lowered for a loose one.
        let later = 1 - 0.08 * Double(situation.roundsLeft)
        let looseness = style.looseness == .tight ? 1.15 : 0.8
        let needed = situation.potOdds * later * looseness

        if let bringIn = pick(.bringIn) {
            return strength >= valueLine + 0.1 ? (pick(.complete) ?? bringIn) : bringIn
        }
        if situation.owed == 0 {
            if strength >= valueLine * 1.3, let big = pick(.betBig) { return big }
            if strength >= valueLine, let bet = pick(.bet, .complete) { return bet }
            if situation.opponents <= 2 && roll < bluffRate, let bet = pick(.bet) { return bet }
            return pick(.check)!
        }
        if strength >= valueLine * 1.2, let raise = pick(.raise, .complete, .raiseBig) { return raise }
        if situation.share >= needed { return pick(.call)! }
        if situation.opponents <= 1 && roll < bluffRate / 2, let raise = pick(.raise, .complete) { return raise }
        return pick(.fold) ?? pick(.call)!
    }
}

extension LimitStud {
    /// Computer seat `seat`'s decision now: its view of the hand, a simulation, its style and
    /// a draw from the seats' own generator.
    mutating func opponentDecision(seat: Int) -> Option {
        let options = options(for: seat)
        guard let hand, let round = hand.round, let view = view(of: seat) else { return options[0] }
        let simulation = opponentRNG.next()
        let roll = Double(opponentRNG.next() >> 11) / Double(1 << 53)
        let equity = view.equity(trials: opponentTrials, seed: simulation, rule: houseRule)
        let situation = Opponent.Situation(
            share: equity.share, opponents: view.opponents.count,
            owed: round.currentBet - round.bets[seat], pot: hand.pot,
            roundsLeft: streetCount - round.round, raises: round.raises)
        return Opponent.choose(options, situation, style: seats[seat].style ?? Style(.tight, .aggressive), roll: roll)
    }
}
