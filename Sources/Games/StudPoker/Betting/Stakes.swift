import CardKit

/// The chips of a fixed-limit table: what everyone antes, the bring-in, the small bet (first
/// two betting rounds) and the big bet (the rounds after), and the stack a seat sits down with.
public struct Stakes: Equatable, Hashable, Sendable, Codable {
    public var ante: Int
    public var bringIn: Int
    public var smallBet: Int
    public var bigBet: Int
    public var stack: Int

    public init(ante: Int, bringIn: Int, smallBet: Int, bigBet: Int, stack: Int) {
        self.ante = ante
        self.bringIn = bringIn
        self.smallBet = smallBet
        self.bigBet = bigBet
        self.stack = stack
    }

    /// A $10/$20 casino game scaled to chips: ante 1, bring-in 3, bets of 10 and 20, and 20 big
    /// bets to start with.
    public static let standard = Stakes(ante: 1, bringIn: 3, smallBet: 10, bigBet: 20, stack: 400)

    /// Whether the figures make a game: an ante of 0 or more, a bring-in of at least one chip
    /// and at most the small bet, a big bet at least the small one, a stack above the ante.
    public var isValid: Bool {
        ante >= 0 && bringIn >= 1 && bringIn <= smallBet && smallBet <= bigBet && stack > ante
            && bigBet <= 1_000_000 && stack <= 1_000_000_000
    }
}

/// How hands rank at the table.
public enum HouseRule: String, CaseIterable, Hashable, Sendable, Codable {
    /// The ranking used in casinos everywhere: the wheel (A-2-3-4-5) is the lowest straight,
    /// equal hands split the pot.
    case international
    /// Korean home games (세븐 포커): the wheel (백스트레이트) ranks second among straights,
    /// just below the ace-high one (마운틴), and so does its straight flush; kickers do not
    /// count, and equal hands go to the suit of their highest card, ♠ > ◆ > ♥ > ♣.
    case korean
}

/// How a computer seat plays.
public struct Style: Hashable, Sendable, Codable {
    public enum Looseness: String, CaseIterable, Hashable, Sendable, Codable {
        /// Plays few hands: needs a better price to call.
        case tight
        /// Plays many hands: calls on hope, counting on the cards to come.
        case loose
    }

    public enum Aggression: String, CaseIterable, Hashable, Sendable, Codable {
        /// Calls rather than bets; seldom bluffs.
        case passive
        /// Bets and raises its good hands, and bluffs now and then.
        case aggressive
    }

    public var looseness: Looseness
    public var aggression: Aggression

    public init(_ looseness: Looseness, _ aggression: Aggression) {
        self.looseness = looseness
        self.aggression = aggression
    }

    public static let all: [Style] = Looseness.allCases.flatMap { l in Aggression.allCases.map { Style(l, $0) } }

    /// The styles of the computer seats, in seat order after Player 1: the table a player
    /// meets by default has one of each (the dealer plays tight and aggressive).
    public static let table: [Style] = [
        Style(.loose, .passive), Style(.tight, .passive), Style(.loose, .aggressive),
        Style(.tight, .aggressive),
    ]

    /// The default style of computer seat `seat` (1…) at a table of `seats` seats: the
    /// dealer (the last seat) is tight and aggressive, the others follow `table`.
    public static func defaultStyle(seat: Int, seats: Int) -> Style {
        seat == seats - 1 ? Style(.tight, .aggressive) : table[(seat - 1) % table.count]
    }
}

/// What a seat does when it is its turn.
public enum Decision: String, CaseIterable, Hashable, Sendable, Codable {
    /// Give up the hand and what is in the pot.
    case fold
    /// Bet nothing, when nothing is owed.
    case check
    /// Put in what the last bet asks.
    case call
    /// The first bet of a round: the round's bet size.
    case bet
    /// Raise the last bet by the round's bet size.
    case raise
    /// The forced opening of the first round by the lowest card showing.
    case bringIn
    /// Make the bring-in a full small bet (the first round's first bet).
    case complete
    /// Fourth street in seven-card stud with an open pair showing: bet the big bet.
    case betBig
    /// The same: raise by the big bet while only small bets have been made.
    case raiseBig

    /// Whether the decision puts chips in beyond what is owed.
    public var isAggressive: Bool {
        switch self {
        case .bet, .raise, .complete, .betBig, .raiseBig: true
        case .fold, .check, .call, .bringIn: false
        }
    }

    /// Whether it is the big bet of fourth street (a bet or a raise of the big bet's size).
    public var isBig: Bool { self == .betBig || self == .raiseBig }

    /// Whether a player who made this decision followed advice to make `advised`: the same
    /// decision, or betting, raising and completing by the same size (a big bet where a
    /// small one was advised, or the reverse, is another decision).
    public func follows(_ advised: Decision) -> Bool {
        self == advised || (isAggressive && advised.isAggressive && isBig == advised.isBig)
    }
}

/// One thing the seat to act may do, with what it costs.
public struct Option: Hashable, Sendable, Codable {
    public let decision: Decision
    /// Chips it puts in now.
    public let amount: Int
    /// The seat's total for the round afterwards (what the others must match when it is a bet).
    public let total: Int
    /// Whether it leaves the seat with no chips.
    public let allIn: Bool

    public init(_ decision: Decision, amount: Int, total: Int, allIn: Bool) {
        self.decision = decision
        self.amount = amount
        self.total = total
        self.allIn = allIn
    }
}

/// A seat at the table: its chips and how it plays.
public struct Seat: Equatable, Hashable, Sendable, Codable {
    /// Chips in front of the seat (not counting what it has put in the pot of the hand in play).
    public internal(set) var chips: Int
    /// How the computer plays this seat; nil for Player 1, who decides.
    public internal(set) var style: Style?
    /// Every chip the seat was given: its first stack and each fresh one (saturating).
    public internal(set) var bought: Int
    /// Fresh stacks taken after going broke (saturating).
    public internal(set) var rebuys: Int

    public init(chips: Int, style: Style?) {
        self.chips = chips
        self.style = style
        bought = chips
        rebuys = 0
    }

    /// Chips won (positive) or lost (negative) since the seat sat down, counting the pot of a
    /// hand in play as not yet won: `chips - bought`.
    public var net: Int { chips - bought }
}
