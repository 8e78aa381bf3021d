import CardKit

/// Siete y media for chips against the bank, around the seed's game (which stays as it is):
/// a bankroll, a bet before each hand within the table's limits, an even-money win, a
/// siete y media real (7½ with two cards: a seven and a figure) paid double, the bank's win
/// taking the bet. Two traditional options: the bank wins ties, and the first card is dealt
/// with the bet. Pure and deterministic, as the game it wraps.
public struct StakedSieteYMedia: Equatable, Sendable, Codable {
    /// The table's limits and the stack a player sits down with.
    public struct Limits: Equatable, Hashable, Sendable, Codable {
        public var minimum: Int
        public var maximum: Int
        public var stack: Int
        public init(minimum: Int, maximum: Int, stack: Int) {
            self.minimum = minimum
            self.maximum = maximum
            self.stack = stack
        }
        public static let standard = Limits(minimum: 1, maximum: 50, stack: 100)
        public var isValid: Bool { minimum >= 1 && minimum <= maximum && maximum <= 1_000_000 && stack >= minimum }
    }

    /// Traditional rules, off by default (the seed's rules).
    public struct Options: Equatable, Hashable, Sendable, Codable {
        /// Equal totals go to the bank (empates: banca) instead of returning the bet.
        public var bankWinsTies: Bool
        /// The first card comes with the bet, as the banker deals it at a table.
        public var firstCardDealt: Bool
        public init(bankWinsTies: Bool = false, firstCardDealt: Bool = false) {
            self.bankWinsTies = bankWinsTies
            self.firstCardDealt = firstCardDealt
        }
        public static let seed = Options()
        public static let traditional = Options(bankWinsTies: true, firstCardDealt: true)
    }

    /// Hands played for chips and what they brought.
    public struct Tally: Equatable, Hashable, Sendable, Codable {
        public var won = 0, lost = 0, pushed = 0
        /// Of the hands won, those won with a siete y media real.
        public var real = 0
        /// The most chips won in one hand.
        public var biggestWin = 0
        public init() {}
    }

    public enum Action: Equatable, Hashable, Sendable {
        /// Bet and start a hand (the first card too, with `firstCardDealt`).
        case bet(Int)
        case hit
        case stand
        /// A fresh stack when the bankroll cannot cover the minimum bet.
        case rebuy
        /// The options, from the next hand (at once between hands).
        case setOptions(Options)
        /// The bank of the next hand (see `SieteYMedia.BankMode`).
        case setBankMode(SieteYMedia.BankMode)
    }

    public enum Event: Equatable, Sendable {
        /// `amount` is on the table; `bankroll` is what is left.
        case betPlaced(amount: Int, bankroll: Int)
        /// Something the hand did (the seed's events).
        case game(SieteYMedia.Event)
        case settled(Settlement)
        case rebought(stack: Int, rebuys: Int)
        case optionsSet(Options, fromNextHand: Bool)
        case refused(Refusal)
    }

    public enum Refusal: Equatable, Sendable {
        /// A hand is in play: hit or stand first.
        case handInPlay
        /// No bet, no hand: `bet N` within the limits.
        case noBet(Limits)
        case belowMinimum(Limits)
        case aboveMaximum(Limits)
        /// More than the bankroll (`bankroll` chips).
        case aboveBankroll(bankroll: Int)
        /// The bankroll is below the minimum bet: `rebuy`.
        case broke(bankroll: Int, minimum: Int)
        /// `rebuy` with enough chips to bet.
        case notBroke(bankroll: Int)
        /// The hand refused the action (the seed's reasons).
        case game(SieteYMedia.Refusal)
    }

    /// How a hand's bet was settled.
    public struct Settlement: Equatable, Sendable, Codable {
        public enum Result: String, Equatable, Hashable, Sendable, Codable { case won, lost, pushed }
        public let outcome: Outcome
        public let result: Result
        public let bet: Int
        /// Chips back to the bankroll: the bet and the win, the bet alone (a push), or nothing.
        public let payout: Int
        /// Chips won (positive) or lost.
        public var net: Int { payout - bet }
        /// Won with a siete y media real, paid double.
        public let real: Bool
        /// A tie the bank took (`bankWinsTies`).
        public let tieToBank: Bool
    }

    /// The hand (the seed's game, unchanged).
    public internal(set) var game: SieteYMedia
    public internal(set) var bankroll: Int
    /// The bet of the hand in play; nil between hands.
    public internal(set) var bet: Int?
    /// The last bet placed (what `bet` alone would repeat).
    public internal(set) var lastBet: Int?
    public internal(set) var limits: Limits
    /// The options of the hand in play, and those of the next hand.
    public internal(set) var options: Options
    public internal(set) var nextOptions: Options
    /// Every chip the player was given (the first stack, or the bankroll they sat down with, and
    /// fresh ones; saturating), and how many fresh stacks.
    public internal(set) var bought: Int
    public internal(set) var rebuys = 0
    public internal(set) var tally = Tally()
    /// How the last hand's bet was settled (nil while a hand is in play, and before the first).
    public internal(set) var settled: Settlement?

    public init(
        seed: UInt64, limits: Limits = .standard, options: Options = .seed,
        bankMode: SieteYMedia.BankMode = .real
    ) {
        precondition(limits.isValid)
        game = SieteYMedia(seed: seed, bankMode: bankMode)
        self.limits = limits
        self.options = options
        nextOptions = options
        bankroll = limits.stack
        bought = limits.stack
    }

    /// Chips won (positive) or lost since the player sat down, the bet in play counted as lost
    /// until settled.
    public var net: Int { bankroll - bought }
    public var handInPlay: Bool { bet != nil }

    /// The hands as the player counts them: won, lost (a tie the bank took among them), and
    /// drawn (the bet returned). The statistics count them the same way.
    public var handTally: SieteYMedia.Tally {
        SieteYMedia.Tally(wins: tally.won, losses: tally.lost, draws: tally.pushed)
    }

    /// The player sits down with `chips` (their bankroll from earlier games) instead of a fresh
    /// stack, given to them as their first: before the first hand only (false after it, and
    /// for a negative count, nothing changed).
    public mutating func sitDown(with chips: Int) -> Bool {
        guard !handInPlay, game.phase == .notStarted, tally == Tally(), rebuys == 0, chips >= 0 else { return false }
        bankroll = chips
        bought = chips
        return true
    }

    public mutating func apply(_ action: Action) -> [Event] {
        switch action {
        case .bet(let amount):
            if handInPlay { return [.refused(.handInPlay)] }
            if bankroll < limits.minimum { return [.refused(.broke(bankroll: bankroll, minimum: limits.minimum))] }
            if amount < limits.minimum { return [.refused(.belowMinimum(limits))] }
            if amount > limits.maximum { return [.refused(.aboveMaximum(limits))] }
            if amount > bankroll { return [.refused(.aboveBankroll(bankroll: bankroll))] }
            options = nextOptions
            bankroll -= amount
            bet = amount
            lastBet = amount
            settled = nil
            var events: [Event] = [.betPlaced(amount: amount, bankroll: bankroll)]
            events += game.apply(.newHand).map(Event.game)
            if options.firstCardDealt { events += play(.hit) }
            return events
        case .hit, .stand:
            guard handInPlay else {
                // After a hand, the hand's own reason (it is over), as at the table without chips.
                if game.phase.isOver, let outcome = game.outcome {
                    return [.refused(.game(.handOver(action == .hit ? .hit : .stand, outcome)))]
                }
                return [.refused(.noBet(limits))]
            }
            return play(action == .hit ? .hit : .stand)
        case .rebuy:
            if handInPlay || bankroll >= limits.minimum { return [.refused(.notBroke(bankroll: bankroll))] }
            bankroll += limits.stack
            bought = bought.saturating(plus: limits.stack)
            rebuys = rebuys.saturating(plus: 1)
            return [.rebought(stack: limits.stack, rebuys: rebuys)]
        case .setOptions(let new):
            nextOptions = new
            if !handInPlay { options = new }
            return [.optionsSet(new, fromNextHand: handInPlay && new != options)]
        case .setBankMode(let mode):
            return game.apply(.setBankMode(mode)).map(Event.game)
        }
    }

    /// Plays `action` in the hand and settles the bet when the hand ends.
    private mutating func play(_ action: SieteYMedia.Action) -> [Event] {
        let events = game.apply(action)
        if case .refused(let refusal) = events.first { return [.refused(.game(refusal))] }
        var out = events.map(Event.game)
        if let outcome = game.outcome, let stake = bet {
            out.append(.settled(settle(outcome, stake: stake)))
        }
        return out
    }

    private mutating func settle(_ outcome: Outcome, stake: Int) -> Settlement {
        let real = game.player.count == 2 && game.playerTotal == .limit
        let tieToBank = outcome.phase == .draw && options.bankWinsTies
        let result: Settlement.Result
        let payout: Int
        switch outcome.phase {
        case .playerWins:
            result = .won
            payout = stake + stake * (real ? 2 : 1)
        case .draw where !tieToBank:
            result = .pushed
            payout = stake
        default:
            result = .lost
            payout = 0
        }
        bankroll += payout
        bet = nil
        switch result {
        case .won:
            tally.won = tally.won.saturating(plus: 1)
            if real { tally.real = tally.real.saturating(plus: 1) }
            tally.biggestWin = max(tally.biggestWin, payout - stake)
        case .lost: tally.lost = tally.lost.saturating(plus: 1)
        case .pushed: tally.pushed = tally.pushed.saturating(plus: 1)
        }
        let settlement = Settlement(
            outcome: outcome, result: result, bet: stake, payout: payout, real: real && result == .won,
            tieToBank: tieToBank)
        settled = settlement
        return settlement
    }
}

extension Int {
    /// `self + other`, held at `Int.max` instead of overflowing (counters saturate).
    func saturating(plus other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}
