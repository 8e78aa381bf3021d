import CardKit

/// Siete y media's two tables, played at one place: the classic hand (the seed's rules, no
/// chips) and the table for chips (`StakedSieteYMedia`), and which of them is on show. Each
/// keeps its own hand while the other is played; the bank chosen at one is the other's too.
/// An action says what the player wants (`hit`, `bet`); this value sends it to the table on
/// show, so that the console's table only turns commands into actions and events into words.
///
/// Its stored properties are those the console's table has always saved (`game`, `stakes`,
/// `mode`), so a save reads the same.
public struct TwoTables: Equatable, Sendable, Codable {
    /// Which table is on show.
    public enum Mode: String, Codable, Sendable {
        case classic
        case stakes
    }

    /// The classic hand.
    public var game: SieteYMedia
    /// The table for chips; nil in a save from before it (made when first needed).
    public var stakes: StakedSieteYMedia?
    /// Nil in a save from before stakes: classic.
    public var mode: Mode?

    public enum Action: Equatable, Sendable {
        /// A new hand: at the table for chips, the last bet again (what the bankroll allows).
        case newHand
        case hit
        case stand
        /// `bet N`, or the last bet again (nil).
        case bet(Int?)
        case rebuy
        /// Equal totals to the bank, the first card with the bet: nil keeps the option.
        case setOptions(bankWinsTies: Bool?, firstCardDealt: Bool?)
        /// The bank of both tables.
        case setBankMode(SieteYMedia.BankMode)
        case setMode(Mode)
    }

    public enum Event: Equatable, Sendable {
        case classic(SieteYMedia.Event)
        case stakes(StakedSieteYMedia.Event)
        case modeSet(Mode)
        case modeUnchanged(Mode)
        /// A command of the table for chips at the classic table.
        case stakesOff
    }

    /// The stream of the table for chips (`SeededRNG.seed(_:stream:)`): the classic table's
    /// hands never tell the next ones with chips.
    public static let stakesStream: UInt64 = 1

    public init(seed: UInt64) {
        game = SieteYMedia(seed: seed, bankMode: .real)
        stakes = StakedSieteYMedia(seed: SeededRNG.seed(seed, stream: Self.stakesStream))
    }

    /// A classic hand set up on purpose (the lessons'), with no table for chips.
    public init(game: SieteYMedia) { self.game = game }

    /// The table on show.
    public var playMode: Mode { mode ?? .classic }

    /// The hand on show: the one for chips at the table with stakes, else the classic one.
    public var hand: SieteYMedia { playMode == .stakes ? stakes?.game ?? game : game }

    /// The hands of the table on show as the statistics count them: at the table with stakes,
    /// a tie the bank took is lost.
    public var sessionTally: SieteYMedia.Tally {
        guard playMode == .stakes, let stakes else { return game.tally }
        return stakes.handTally
    }

    /// The table for chips, or the one it would be when first needed (a save from before it).
    public var staked: StakedSieteYMedia {
        stakes ?? StakedSieteYMedia(seed: UInt64(truncatingIfNeeded: game.deck.count &* 7 &+ game.tally.played))
    }

    public mutating func apply(_ action: Action) -> [Event] {
        switch action {
        case .setMode(let wanted): return setMode(wanted)
        case .setBankMode(let bank):
            // The table not on show follows the choice without a word.
            if playMode == .stakes {
                _ = game.apply(.setBankMode(bank))
                return applyStakes(.setBankMode(bank))
            }
            _ = stakes?.apply(.setBankMode(bank))
            return game.apply(.setBankMode(bank)).map(Event.classic)
        case .bet, .rebuy, .setOptions:
            guard playMode == .stakes else { return [.stakesOff] }
        case .newHand, .hit, .stand:
            guard playMode == .stakes else {
                return game.apply(action == .hit ? .hit : action == .stand ? .stand : .newHand).map(Event.classic)
            }
        }
        let engine = staked
        switch action {
        case .newHand:
            // A new hand is a new bet: the last one again, or the way to place one.
            if engine.handInPlay { return [.stakes(.refused(.handInPlay))] }
            guard let last = engine.lastBet else { return [.stakes(.refused(.noBet(engine.limits)))] }
            return applyStakes(.bet(min(last, max(engine.bankroll, engine.limits.minimum))))
        case .bet(let amount):
            guard let amount = amount ?? engine.lastBet else { return [.stakes(.refused(.noBet(engine.limits)))] }
            return applyStakes(.bet(amount))
        case .hit: return applyStakes(.hit)
        case .stand: return applyStakes(.stand)
        case .rebuy: return applyStakes(.rebuy)
        case .setOptions(let ties, let first):
            var options = engine.nextOptions
            if let ties { options.bankWinsTies = ties }
            if let first { options.firstCardDealt = first }
            return applyStakes(.setOptions(options))
        case .setMode, .setBankMode: return []
        }
    }

    /// The table for chips, made when first needed; unchanged when it refuses.
    private mutating func applyStakes(_ action: StakedSieteYMedia.Action) -> [Event] {
        var engine = staked
        let events = engine.apply(action)
        if case .refused = events.first { return events.map(Event.stakes) }
        stakes = engine
        return events.map(Event.stakes)
    }

    private mutating func setMode(_ wanted: Mode) -> [Event] {
        if wanted == playMode { return [.modeUnchanged(wanted)] }
        mode = wanted
        if wanted == .stakes {
            if stakes == nil { stakes = staked }
            return [.modeSet(.stakes)]
        }
        // Back at the classic table: its first hand is dealt if it never had one.
        let dealt = game.phase == .notStarted ? game.apply(.newHand).map(Event.classic) : []
        return [.modeSet(.classic)] + dealt
    }

    /// The kept choice of bank, for both tables (before the first deal of a fresh game).
    public mutating func adopt(bank: SieteYMedia.BankMode) {
        _ = game.apply(.setBankMode(bank))
        _ = stakes?.apply(.setBankMode(bank))
    }
}

extension TwoTables.Event {
    public var isRefusal: Bool {
        switch self {
        case .classic(let event): event.isRefusal
        case .stakes(.refused), .stakesOff: true
        case .stakes, .modeSet, .modeUnchanged: false
        }
    }

    /// Whether the table as drawn changes: a choice for later (the bank, the options) or the
    /// same mode again does not.
    public var changesTable: Bool {
        switch self {
        case .classic(.bankModeSet), .classic(.bankModeUnchanged), .stakes(.game(.bankModeSet)),
            .stakes(.game(.bankModeUnchanged)), .stakes(.optionsSet), .modeUnchanged:
            false
        default: !isRefusal
        }
    }
}
