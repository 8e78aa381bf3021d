import CardKit

/// One round of fixed-limit betting, after a street is dealt: who still has to act, what
/// the bet is, how many bets and raises were made, and what each seat may do.
///
/// The rules, as casinos deal stud (Robert's Rules of Poker):
/// - First round: the bring-in opens (the lowest card showing), for the bring-in or a full
///   small bet ("completing"); the others may call the bring-in, complete, or fold. When all
///   the others just call, the round ends: the bring-in has no option to raise.
/// - Later rounds: the best showing hand checks or bets first.
/// - A bet and three raises a round at most (completing counts as the bet); no limit while
///   only two players are left in the hand.
/// - All in for less than a full bet or raise: it counts as one (and lets those who acted
///   raise again) when it is at least half of one; otherwise the others may only call it or
///   fold, unless a full raise comes after.
/// - Fourth street in seven-card stud with an open pair showing: whoever bets first may bet
///   the big bet; while only small bets were made, a raise may be small or big; once the big
///   bet is in, every raise is big.
public struct BettingRound: Equatable, Hashable, Sendable, Codable {
    /// The betting round (1 = after the first street).
    public let round: Int
    /// Chips each seat has put in this round.
    public internal(set) var bets: [Int]
    /// The amount to match.
    public internal(set) var currentBet: Int
    /// The size of a bet or raise now (small or big).
    public internal(set) var betSize: Int
    /// Fourth street in seven-card stud with an open pair: the big bet may be chosen.
    public let bigBetAllowed: Bool
    let bigBet: Int
    /// Bets and raises made this round that count toward the cap (completing is the bet).
    public internal(set) var raises: Int
    /// Per seat, the bets and raises of `raises` it made itself (nil in a round saved before
    /// they were kept: then every bet and raise counts as another seat's).
    public internal(set) var raisesBy: [Int]?
    /// Seats that must still act before the round can end.
    public internal(set) var pending: [Bool]
    /// Seats that may still raise when it is their turn (a full raise since they last acted).
    public internal(set) var mayRaise: [Bool]
    /// The seat whose turn it is; nil once nobody has to act.
    public internal(set) var toAct: Int?
    /// The seat that must bring in, until it does (first round only).
    public internal(set) var bringInSeat: Int?
    let bringIn: Int
    /// The last seat to bet or raise (nil while nobody has).
    public internal(set) var aggressor: Int?

    /// Bets and raises allowed in a round while more than two players are left.
    public static let cap = 4

    /// A round in which `first` acts first. `active`: seats that can act (in the hand, not
    /// all in). `bringIn`: the first round's forced opening, by `first`.
    init(
        round: Int, seats: Int, active: [Bool], first: Int, betSize: Int, bigBet: Int, bigBetAllowed: Bool,
        bringIn: Int?
    ) {
        self.round = round
        bets = Array(repeating: 0, count: seats)
        currentBet = 0
        self.betSize = betSize
        self.bigBet = bigBet
        self.bigBetAllowed = bigBetAllowed
        raises = 0
        raisesBy = Array(repeating: 0, count: seats)
        pending = active
        mayRaise = active
        toAct = active[first] ? first : nil
        bringInSeat = bringIn == nil ? nil : first
        self.bringIn = bringIn ?? 0
        aggressor = nil
        if toAct == nil { toAct = next(after: first) }
    }

    /// What `seat` may do now (empty unless it is its turn). `chips`: what it has left;
    /// `inHand`: players still in the hand (not folded), for the cap; `othersCanCall`: another
    /// seat still in has chips, so that a bet or raise can be answered.
    public func options(seat: Int, chips: Int, inHand: Int, othersCanCall: Bool) -> [Option] {
        guard toAct == seat, chips > 0 else { return [] }
        func option(_ d: Decision, to total: Int) -> Option {
            let amount = min(total - bets[seat], chips)
            return Option(d, amount: amount, total: bets[seat] + amount, allIn: amount == chips)
        }
        if bringInSeat == seat {
            var options = [option(.bringIn, to: bringIn)]
            if chips > bringIn && betSize > bringIn && othersCanCall { options.append(option(.complete, to: betSize)) }
            return options
        }
        let owed = currentBet - bets[seat]
        var options: [Option] = []
        if owed > 0 { options.append(option(.fold, to: bets[seat])) }
        options.append(owed > 0 ? option(.call, to: currentBet) : option(.check, to: bets[seat]))
        let capped = inHand > 2 && raises >= Self.cap
        guard chips > owed, othersCanCall, mayRaise[seat], !capped else { return options }
        if currentBet == 0 {
            options.append(option(.bet, to: betSize))
            if bigBetAllowed { options.append(option(.betBig, to: bigBet)) }
        } else if raises == 0 {
            options.append(option(.complete, to: betSize))  // only the bring-in is in
        } else {
            options.append(option(.raise, to: currentBet + betSize))
            if bigBetAllowed && betSize < bigBet { options.append(option(.raiseBig, to: currentBet + bigBet)) }
        }
        return options
    }

    /// Records `option` by the seat to act and moves the turn on. `active`: seats that can still act afterwards (not folded, not all in).
    mutating func record(_ option: Option, active: [Bool]) {
        guard let seat = toAct else { preconditionFailure("nobody to act") }
        let before = currentBet
        bets[seat] += option.amount
        pending[seat] = false
        mayRaise[seat] = false
        switch option.decision {
        case .fold, .check, .call:
            break
        case .bringIn:
            bringInSeat = nil
            currentBet = max(currentBet, bets[seat])
            if currentBet >= betSize {  // a bring-in as big as the small bet is the round's bet
                raises = 1
                raisesBy?[seat] = 1
                aggressor = seat
            }
        case .bet, .raise, .complete, .betBig, .raiseBig:
            bringInSeat = nil
            if option.decision == .betBig || option.decision == .raiseBig { betSize = bigBet }
            let full =
                option.decision == .bet || option.decision == .complete
                ? betSize - before
                : option.decision == .betBig ? bigBet : betSize
            currentBet = max(currentBet, bets[seat])
            let increase = currentBet - before
            if increase > 0 {
                aggressor = seat
                let counts = increase * 2 >= full  // a full one, or all in for at least half of one
                if counts {  // saturating: a round loaded from a file may hold any count
                    raises.saturatingAdd(1)
                    raisesBy?[seat].saturatingAdd(1)
                }
                for other in bets.indices where other != seat && active[other] {
                    if counts {
                        mayRaise[other] = true
                        pending[other] = true
                    } else if bets[other] < currentBet {
                        pending[other] = true
                    }
                }
            }
        }
        for other in bets.indices where !active[other] { pending[other] = false }
        toAct = next(after: seat)
    }

    /// The bets and raises made this round by the seats other than `seat`: what tells `seat`
    /// that someone holds more than a random hand (its own bets say nothing of the others').
    public func raises(against seat: Int) -> Int {
        max(0, raises - (raisesBy?.indices.contains(seat) == true ? raisesBy![seat] : 0))
    }

    /// The next seat clockwise after `seat` that must act.
    func next(after seat: Int) -> Int? {
        let n = bets.count
        for step in 1...n {
            let s = (seat + step) % n
            if pending[s] { return s }
        }
        return nil
    }
}
