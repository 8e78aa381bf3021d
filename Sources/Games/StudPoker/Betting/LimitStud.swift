import CardKit

/// Fixed-limit stud poker, five- or seven-card, as casinos and home games deal it: chips for
/// every seat, antes, the bring-in, betting rounds between the streets, side pots, and
/// computer seats that decide from what they can see. Pure and deterministic: the same seed
/// and actions give the same events (the computer seats' choices included).
///
/// The table is today's `StudPoker` table: Player 1 (seat 0), the other players, and the
/// dealer in the last seat. The dealer deals, clockwise from its left (Player 1 first, itself
/// last), and plays a hand like everybody else, as a home game's dealer does; at a casino
/// the dealer would not play, but in stud the deal's position decides only the order of
/// dealing and, between equal showing hands, who acts first (the seat nearest the dealer's
/// left). Every hand is dealt from a freshly shuffled deck, as at a casino.
public struct LimitStud: Equatable, Sendable, Codable {
    public internal(set) var variant: StudPoker.Variant
    public internal(set) var stakes: Stakes
    /// The ranking of the hand in play, or of the last one played.
    public internal(set) var houseRule: HouseRule
    /// The ranking from the next hand on.
    public internal(set) var nextHouseRule: HouseRule
    /// Player 1, the other players, the dealer.
    public internal(set) var seats: [Seat]
    /// The hand in play, or the last one played.
    public internal(set) var hand: StudHand?
    /// Hands dealt since the game started.
    public internal(set) var handNumber = 0
    public let seed: UInt64
    /// Simulated deals per computer decision.
    public internal(set) var opponentTrials: Int
    /// Chips won (positive) or lost by the computer seats that left the table, as they left.
    public internal(set) var carriedAway = 0
    /// Whether the computer plays its seats (tests turn it off to decide for every seat).
    var computerPlays = true
    var rng: SeededRNG
    /// The computer seats' own generator (bluffs, simulations), apart from the shuffles.
    var opponentRNG: SeededRNG

    public static let playerRange = StudPoker.playerRange
    /// Simulated deals behind each computer decision (see `Opponent`).
    public static let defaultOpponentTrials = 1_000

    public init(
        seed: UInt64, variant: StudPoker.Variant = .seven, players: Int = 2, stakes: Stakes = .standard,
        houseRule: HouseRule = .international, opponentTrials: Int = LimitStud.defaultOpponentTrials
    ) {
        precondition(Self.playerRange.contains(players) && stakes.isValid && opponentTrials > 0)
        self.seed = seed
        self.variant = variant
        self.stakes = stakes
        self.houseRule = houseRule
        nextHouseRule = houseRule
        self.opponentTrials = opponentTrials
        rng = SeededRNG(seed: seed)
        opponentRNG = SeededRNG(seed: seed ^ 0x5EA7_0FC0_FFEE)
        seats = Self.table(players: players, stakes: stakes, player: Seat(chips: stakes.stack, style: nil))
    }

    static func table(players: Int, stakes: Stakes, player: Seat) -> [Seat] {
        let count = players + 1
        return [player]
            + (1..<count).map { Seat(chips: stakes.stack, style: Style.defaultStyle(seat: $0, seats: count)) }
    }

    /// Players besides the dealer (Player 1 included).
    public var players: Int { seats.count - 1 }
    public var dealerSeat: Int { seats.count - 1 }
    public var streetCount: Int { variant.streets.count }

    /// Whether a hand is in play (dealt and not over).
    public var handInPlay: Bool { hand.map { $0.result == nil } ?? false }

    /// What Player 1 may do now (empty when it is not their turn).
    public var playerOptions: [Option] { options(for: 0) }

    /// What `seat` may do now (empty when it is not its turn).
    public func options(for seat: Int) -> [Option] {
        guard let hand, hand.result == nil, let round = hand.round else { return [] }
        let inHand = hand.live.filter { $0 }.count
        let othersCanCall = seats.indices.contains { $0 != seat && hand.live[$0] && seats[$0].chips > 0 }
        return round.options(seat: seat, chips: seats[seat].chips, inHand: inHand, othersCanCall: othersCanCall)
    }

    /// Chips at the table: in front of the seats and in the pot. Always equal to the chips
    /// the seats were given (`totalBought`).
    public var chipsInPlay: Int { seats.reduce(0) { $0 + $1.chips } + (handInPlay ? hand!.pot : 0) }
    /// The chips the seats at the table were given, less what computer seats that left the
    /// table (`setPlayers`) took away beyond theirs: Player 1's winnings from them stay here.
    public var totalBought: Int { seats.reduce(0) { $0 + $1.bought } - carriedAway }

    /// Player 1 sits down with `chips` (their bankroll from earlier games) instead of a fresh
    /// stack, given to them as their first: before the first hand only (false after it, and for
    /// a negative count, nothing changed).
    public mutating func seatPlayer(chips: Int) -> Bool {
        guard handNumber == 0, hand == nil, chips >= 0, seats[0].rebuys == 0 else { return false }
        seats[0].chips = chips
        seats[0].bought = chips
        return true
    }

    // MARK: Actions

    /// Applies one action. A refused action returns a single `.refused` event and leaves the
    /// state untouched.
    public mutating func apply(_ action: Action) -> [Event] {
        switch action {
        case .deal:
            if handInPlay { return [.refused(.handInPlay(options: playerOptions))] }
            if seats[0].chips == 0 { return [.refused(.broke(stack: stakes.stack))] }
            return startHand()
        case .act(let decision):
            guard handInPlay else { return [.refused(.noHand)] }
            let options = playerOptions
            guard let option = options.first(where: { $0.decision == decision }) else {
                return [.refused(.notAllowed(decision, reason: reason(refusing: decision), options: options))]
            }
            return act(seat: 0, option) + advance()
        case .rebuy:
            guard seats[0].chips == 0 else { return [.refused(.notBroke(chips: seats[0].chips))] }
            if handInPlay { return [.refused(.handInPlay(options: playerOptions))] }
            seats[0].chips = stakes.stack
            seats[0].bought = seats[0].bought.addingSaturating(stakes.stack)
            seats[0].rebuys = seats[0].rebuys.addingSaturating(1)
            return [.playerRebought(chips: stakes.stack, rebuys: seats[0].rebuys)]
        case .setVariant(let v):
            if v == variant { return [.variantUnchanged(v)] }
            if handInPlay { return [.refused(.handInPlay(options: playerOptions))] }
            variant = v
            hand = nil
            return [.variantSet(v)]
        case .setPlayers(let n):
            guard Self.playerRange.contains(n) else { return [.refused(.badPlayers(n))] }
            if n == players { return [.playersUnchanged(n)] }
            if handInPlay { return [.refused(.handInPlay(options: playerOptions))] }
            for seat in seats.dropFirst() { carriedAway = carriedAway.addingSaturating(seat.chips - seat.bought) }
            seats = Self.table(players: n, stakes: stakes, player: seats[0])
            hand = nil
            return [.playersSet(n)]
        case .setHouseRule(let rule):
            // A hand keeps the rule it was dealt under, over or not: the rule counts from the next deal.
            if rule == nextHouseRule && (rule == houseRule || !handInPlay) { return [.houseRuleUnchanged(rule)] }
            nextHouseRule = rule
            if hand == nil { houseRule = rule }
            return [.houseRuleSet(rule, fromNextHand: handInPlay && rule != houseRule)]
        case .setStyle(let seat, let style):
            guard seat > 0 && seat < seats.count else { return [.refused(.badSeat(seat, seats: seats.count))] }
            seats[seat].style = style
            return [.styleSet(seat: seat, style)]
        }
    }

    /// Why Player 1 may not make `decision` now (it is their turn, and it is not among the options).
    func reason(refusing decision: Decision) -> Reason {
        guard let hand, let round = hand.round else { return .nothingToCall }
        let owed = round.currentBet - round.bets[0]
        let chips = seats[0].chips
        let othersCanCall = seats.indices.contains { $0 != 0 && hand.live[$0] && seats[$0].chips > 0 }
        if let bringIn = round.bringInSeat {
            guard bringIn == 0, decision == .complete else { return .bringInFirst(seat: bringIn) }
            return chips <= stakes.bringIn ? .noChipsToRaise : othersCanCall ? .noCompletion : .nobodyToCall
        }
        switch decision {
        case .check: return .betToCall(owed: owed)
        case .call, .fold: return .nothingToCall
        case .bringIn:
            if let seat = hand.bringInSeat, round.round == 1 { return .bringInMade(seat: seat) }
            return .noBringIn
        case .bet, .betBig, .raise, .raiseBig, .complete:
            if chips <= owed { return .noChipsToRaise }
            if !othersCanCall { return .nobodyToCall }
            if !round.mayRaise[0] { return .raiseNotReopened }
            if hand.live.filter({ $0 }).count > 2 && round.raises >= BettingRound.cap { return .capReached }
            // Only the bring-in is in: it is no full bet, so it is completed, neither bet over nor raised.
            if round.currentBet > 0 && round.raises == 0 && decision != .complete {
                return .bringInOnly(bringIn: round.currentBet, complete: round.betSize)
            }
            switch decision {
            case .bet: return .alreadyBet
            case .raise: return .noBetToRaise
            case .complete: return .noCompletion
            default: return round.bigBetAllowed ? (round.currentBet == 0 ? .noBetToRaise : .alreadyBet) : .noOpenPair
            }
        }
    }
}

/// The hand in play (or the last one): cards, who is in, the chips put in, the betting round.
public struct StudHand: Equatable, Sendable, Codable {
    public let number: Int
    /// Undealt cards; the next one dealt is the last.
    public internal(set) var deck: [FrenchCard]
    /// Per seat, the cards dealt to it in order.
    public internal(set) var cards: [[StudPoker.Dealt]]
    /// Seats dealt in (they had chips).
    public let dealtIn: [Bool]
    public internal(set) var folded: [Bool]
    /// Per seat, chips put in this hand, antes included.
    public internal(set) var committed: [Int]
    /// Streets dealt.
    public internal(set) var street: Int
    /// The betting round in progress (nil between rounds and once nobody can bet).
    public internal(set) var round: BettingRound?
    /// The seat that brought in.
    public internal(set) var bringInSeat: Int?
    /// Set once at most one seat still in has chips: the rest is dealt without betting.
    public internal(set) var bettingOver = false
    /// Set when the hand is over.
    public internal(set) var result: HandResult?
    /// Player 1's decisions, for the review.
    public internal(set) var decisions: [DecisionRecord] = []

    /// Seats dealt in and not folded.
    public var live: [Bool] { dealtIn.indices.map { dealtIn[$0] && !folded[$0] } }
    /// Chips in the pot.
    public var pot: Int { committed.reduce(0, +) }
    /// Each seat's up cards.
    public func upCards(_ seat: Int) -> [FrenchCard] { cards[seat].filter(\.faceUp).map(\.card) }
}

extension Int {
    /// `self + other`, held at `Int.max` instead of overflowing (counters saturate).
    func addingSaturating(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}
