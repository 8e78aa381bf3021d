import CardKit

extension LimitStud {
    /// What the player asks for.
    public enum Action: Equatable, Hashable, Sendable {
        /// The next hand: antes, the first street, the bring-in; the computer seats play until
        /// it is Player 1's turn or the hand is over.
        case deal
        /// Player 1's decision at their turn.
        case act(Decision)
        /// A fresh stack for Player 1, who has no chips left.
        case rebuy
        /// Five- or seven-card stud, between hands.
        case setVariant(StudPoker.Variant)
        /// Players at the table besides the dealer (2…4), between hands: the computer seats sit
        /// down afresh, Player 1 keeps their chips.
        case setPlayers(Int)
        /// How hands rank: from the next hand (at once between hands).
        case setHouseRule(HouseRule)
        /// How computer seat `seat` plays, from its next decision.
        case setStyle(seat: Int, Style)
    }

    /// What happened, in order. Values only: the console words them.
    public enum Event: Equatable, Sendable {
        /// Hand `number` was shuffled and dealt (a fresh deck every hand).
        case handStarted(number: Int)
        /// A computer seat with no chips left took a fresh stack before the hand.
        case rebought(seat: Int, chips: Int)
        /// Player 1 took a fresh stack (`rebuys` of them so far).
        case playerRebought(chips: Int, rebuys: Int)
        /// What each seat anted (0 for a seat not dealt in); `allIn`: seats the ante left with nothing.
        case antes([Int], allIn: [Int])
        /// Street `number` was dealt to every seat still in.
        case streetDealt(number: Int)
        /// `seat` shows the lowest card, `card`, and must bring in.
        case bringIn(seat: Int, card: FrenchCard)
        /// `seat` shows the best hand and acts first this round; under the Korean rule, when
        /// another seat shows the same ranks, `suit` is the card whose suit decided.
        case firstToAct(seat: Int, showing: Showing, suit: FrenchCard?)
        /// Fourth street in seven-card stud: `seat` shows an open pair, so the big bet may be made.
        case bigBetAllowed(seat: Int)
        /// `seat` did `option`.
        case acted(seat: Int, option: Option)
        /// At most one seat still in has chips: the remaining streets are dealt without betting.
        case noMoreBetting
        /// Everybody else folded: `seat` takes `amount` without showing its cards.
        case wonUncontested(seat: Int, amount: Int)
        /// The hands still in were shown and the pots awarded.
        case showdown(HandResult)
        case variantSet(StudPoker.Variant)
        case variantUnchanged(StudPoker.Variant)
        case playersSet(Int)
        case playersUnchanged(Int)
        case houseRuleSet(HouseRule, fromNextHand: Bool)
        case houseRuleUnchanged(HouseRule)
        case styleSet(seat: Int, Style)
        case refused(Refusal)
    }

    /// Why an action was refused; the state is left exactly as it was.
    public enum Refusal: Equatable, Hashable, Sendable {
        /// No hand is in play (or it is over): `deal` first.
        case noHand
        /// A hand is in play and waits for Player 1, who can do `options`.
        case handInPlay(options: [Option])
        /// Not this decision now, for `reason`; `options` are what Player 1 can do.
        case notAllowed(Decision, reason: Reason, options: [Option])
        /// Player 1 has no chips: a fresh stack of `stack` with `rebuy`.
        case broke(stack: Int)
        /// `rebuy` only when broke: Player 1 still has `chips`.
        case notBroke(chips: Int)
        /// Players must be 2…4 (besides the dealer).
        case badPlayers(Int)
        /// Only computer seats (1…) have a style; the table has `seats` seats.
        case badSeat(Int, seats: Int)
    }

    /// The rule a refused decision breaks.
    public enum Reason: Equatable, Hashable, Sendable {
        /// Checking while `owed` chips are to call.
        case betToCall(owed: Int)
        /// Calling or folding with nothing to call: checking is free.
        case nothingToCall
        /// Raising before anyone bet: bet instead.
        case noBetToRaise
        /// Betting when a bet is already in: raise instead.
        case alreadyBet
        /// The round's bet and three raises are in (no cap only heads-up).
        case capReached
        /// The first round opens with the bring-in by `seat` (the lowest card showing), who
        /// must bring in or complete before anything else.
        case bringInFirst(seat: Int)
        /// Bringing in is the first round's forced opening only.
        case noBringIn
        /// The first round's bring-in is made already, by `seat`: it is made once.
        case bringInMade(seat: Int)
        /// Only the bring-in (`bringIn` chips) is in, less than a full bet: it is neither bet
        /// over nor raised but completed, to `complete`.
        case bringInOnly(bringIn: Int, complete: Int)
        /// Completing is raising the bring-in to a full small bet, first round only, before any raise.
        case noCompletion
        /// The big bet on fourth street needs an open pair showing (seven-card stud).
        case noOpenPair
        /// Not enough chips to raise: all Player 1 has goes to calling.
        case noChipsToRaise
        /// Everybody else still in is all in: nobody could call a bet.
        case nobodyToCall
        /// Only a call or a fold after an all-in for less than a raise: Player 1 has acted
        /// since the last full raise.
        case raiseNotReopened
    }
}

/// The end of a hand: the hands shown, each pot and who won it, and every seat's chips won
/// or lost.
public struct HandResult: Equatable, Sendable, Codable {
    /// Per seat, the best five of a hand shown at the showdown (nil: folded, not dealt in,
    /// or the hand was won without a showdown).
    public let best: [BestHand?]
    /// The main pot first, then the side pots.
    public let pots: [PotResult]
    /// Per seat: chips won minus chips put in this hand.
    public let net: [Int]
    /// The seat that took the pot without showing, when everybody else folded.
    public let uncontested: Int?

    /// Every chip that was in the pot.
    public var total: Int { pots.reduce(0) { $0 + $1.amount } }
}

/// One pot awarded.
public struct PotResult: Equatable, Hashable, Sendable, Codable {
    public let amount: Int
    public let eligible: [Int]
    /// The best hand(s) among the eligible seats (more than one: a split pot).
    public let winners: [Int]
    /// The chips each winner takes, in `winners` order.
    public let shares: [Int]
    /// Winners given an odd chip (the highest card by suit first).
    public let oddChips: [Int]
    /// The best eligible seat that did not win, when there is one: the reason compares with it.
    public let runnerUp: Int?
    public let reason: ShowdownReason?
}

/// Why the winning hand beat the runner-up's.
public enum ShowdownReason: Equatable, Hashable, Sendable, Codable {
    /// A higher category.
    case category
    /// The same category; the ranks that name the hands differ (kings beat queens).
    case naming
    /// The same named hand: a kicker decides (international rule): its rank and the card.
    case kicker(rank: Int, card: FrenchCard)
    /// Korean rule: the same made hand; the winner's highest card (`card`) has the better suit.
    case suit(card: FrenchCard, over: FrenchCard)
    /// Exactly equal: the pot is split.
    case tie
}

/// One decision of Player 1, kept for the review after the hand.
public struct DecisionRecord: Equatable, Hashable, Sendable, Codable {
    /// The betting round (1 = after the first street).
    public let round: Int
    public let option: Option
    /// Chips Player 1 had to call.
    public let owed: Int
    /// Chips in the pot before the decision.
    public let pot: Int
    /// Seats still in the hand before the decision.
    public let live: [Bool]
    /// What Player 1 could do.
    public let options: [Option]
    /// Bets and raises the other seats made in the round before the decision.
    public let raises: Int
}
