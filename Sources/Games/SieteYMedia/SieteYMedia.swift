import CardKit

/// Siete y media for one player against the bank, as a value: `apply` an action, read
/// the events. Pure and deterministic: the same seed and actions give the same events.
public struct SieteYMedia: Equatable, Sendable, Codable {
    /// The seed's `EstadoJuego`.
    public enum Phase: String, Sendable, Equatable, Codable {
        case notStarted, playerTurn, playerWins, playerLoses, draw

        public var isOver: Bool { self == .playerWins || self == .playerLoses || self == .draw }
    }

    /// How the bank plays once the player stands.
    public enum BankMode: String, Sendable, Equatable, CaseIterable, Codable {
        /// Draws from the same deck, one card at a time, while its total is below the player's.
        case real
        /// The seed's simplified bank: a random score from 1 to 7½ in half steps, fixed
        /// when the hand starts and shown when the player stands. It never goes over.
        case simple
    }

    /// Wins, losses and draws over the session.
    public struct Tally: Equatable, Sendable, Codable {
        public var wins = 0, losses = 0, draws = 0
        public init(wins: Int = 0, losses: Int = 0, draws: Int = 0) {
            self.wins = wins
            self.losses = losses
            self.draws = draws
        }
        public var played: Int { wins.saturatingAdding(losses).saturatingAdding(draws) }
    }

    public internal(set) var phase: Phase = .notStarted
    /// The bank mode of the hand in play.
    public internal(set) var bankMode: BankMode
    /// The bank mode the next hand will use.
    public internal(set) var nextBankMode: BankMode
    /// The undealt cards; the next card dealt is the last one (the seed's `popLast`).
    public internal(set) var deck: [SpanishCard] = []
    public internal(set) var player: [SpanishCard] = []
    /// The bank's cards (real bank), dealt after the player stands.
    public internal(set) var bank: [SpanishCard] = []
    /// The simple bank's score, fixed when the hand starts; secret until the player stands.
    public internal(set) var simpleBankScore: HalfPoints?
    /// Whether the bank has played (its cards or score are on show).
    public internal(set) var bankHasPlayed = false
    public internal(set) var outcome: Outcome?
    public internal(set) var tally = Tally()
    var rng: SeededRNG

    public init(seed: UInt64, bankMode: BankMode = .real) {
        self.rng = SeededRNG(seed: seed)
        self.bankMode = bankMode
        self.nextBankMode = bankMode
    }

    public var playerTotal: HalfPoints { player.reduce(.zero) { $0 + $1.halfPoints } }

    /// The bank's total so far: its cards (real) or its score once shown (simple).
    public var bankTotal: HalfPoints? {
        guard bankHasPlayed else { return nil }
        switch bankMode {
        case .real: return bank.reduce(.zero) { $0 + $1.halfPoints }
        case .simple: return simpleBankScore
        }
    }

    /// The cards the player has not seen: everything but the player's own cards and the
    /// bank's cards on show.
    public var unseenCards: [SpanishCard] {
        let seen = Set(player + (bankHasPlayed ? bank : []))
        return SpanishCard.deck.filter { !seen.contains($0) }
    }
}

/// How a hand ended and why.
public enum Outcome: Equatable, Sendable, Codable {
    case playerBust(HalfPoints)
    case bankBust(bank: HalfPoints)
    case higher(player: HalfPoints, bank: HalfPoints)
    case lower(player: HalfPoints, bank: HalfPoints)
    case tie(HalfPoints)

    public var phase: SieteYMedia.Phase {
        switch self {
        case .bankBust, .higher: .playerWins
        case .playerBust, .lower: .playerLoses
        case .tie: .draw
        }
    }
}
