import CardKit

/// La escoba (del quince) as a value: `apply` an action, read the events. Player 0 is the
/// person at the table; the others are the computer, which plays its turns inside `apply`
/// (`Opponent`). Pure and deterministic: the same seed and actions give the same events.
public struct EscobaGame: Equatable, Sendable, Codable {
    /// Cards in each hand after a deal.
    public static let handSize = 3
    /// Cards face up on the table at the start of a round.
    public static let opening = 4
    /// What a take adds up to.
    public static let fifteen = 15

    /// How a game is played: how many at the table and the points that win it.
    public struct Options: Equatable, Sendable, Codable {
        public var players: Int
        public var target: Int

        public init(players: Int = 2, target: Int = 15) {
            self.players = players
            self.target = target
        }

        public static let playerCounts = [2, 3, 4]
        public static let targets = [15, 21]

        public var isValid: Bool { Self.playerCounts.contains(players) && Self.targets.contains(target) }
    }

    public enum Phase: String, Sendable, Equatable, Codable { case notStarted, playing, over }

    /// A turn: the card played from the hand and the table cards taken with it (none: the
    /// card is left on the table).
    public struct Move: Equatable, Hashable, Sendable, Codable {
        public var card: SpanishCard
        public var take: [SpanishCard]

        public init(_ card: SpanishCard, take: [SpanishCard] = []) {
            self.card = card
            self.take = take
        }

        public var isTake: Bool { !take.isEmpty }
        /// The card played and the cards taken, as they go to the player's pile.
        public var cards: [SpanishCard] { take + [card] }
        /// The values of the card played, then of the cards taken.
        public var values: [Int] { ([card] + take).map(\.escobaValue) }
        /// The values added up (fifteen, for a take that is allowed).
        public var sum: Int { card.escobaValue + take.escobaSum }
    }

    public internal(set) var options = Options()
    /// The options the next game is dealt with (`jugadores`, `objetivo`).
    public internal(set) var nextOptions = Options()
    public internal(set) var phase: Phase = .notStarted
    /// The undealt cards; the next card dealt is the last one.
    public internal(set) var deck: [SpanishCard] = []
    /// The cards face up, in the order they came to the table.
    public internal(set) var table: [SpanishCard] = []
    /// Each player's hand (player 0: the person).
    public internal(set) var hands: [[SpanishCard]] = []
    /// The cards each player has taken this round (their baza).
    public internal(set) var piles: [[SpanishCard]] = []
    /// Escobas each player made this round (the dealer's at the deal included).
    public internal(set) var escobas: [Int] = []
    /// Points in the game so far (rounds already scored).
    public internal(set) var scores: [Int] = []
    public internal(set) var dealer = 0
    /// Whose turn it is (always 0 while the person is to play).
    public internal(set) var turn = 0
    /// The last player who took cards this round: the cards left at the end are theirs.
    public internal(set) var lastTaker: Int?
    /// The round under way (1 for the first).
    public internal(set) var round = 0
    /// The last round's count, once one has been scored.
    public internal(set) var lastRound: RoundScore?
    /// The person's turns this game.
    public internal(set) var moves = 0
    var rng: SeededRNG

    public init(seed: UInt64) {
        rng = SeededRNG(seed: seed)
    }

    public var players: Int { options.players }

    /// The person's hand.
    public var hand: [SpanishCard] { hands.first ?? [] }

    /// Who won, once the game is over: the one with the most points.
    public var winner: Int? { phase == .over ? scores.indices.max { scores[$0] < scores[$1] } : nil }
}

extension SpanishCard {
    /// The card's value in la escoba: 1–7 as marked, sota 8, caballo 9, rey 10.
    public var escobaValue: Int { rank <= 7 ? rank : rank - 2 }

    /// The siete de oros, el siete velo.
    public var isSieteDeOros: Bool { rank == 7 && suit == .oros }

    /// A card as lessons and tests write it: rank (1–7, 10 sota, 11 caballo, 12 rey) and the
    /// suit's letter (`o c e b`): `7o` is the siete de oros; nil for anything else.
    public init?(code: String) {
        guard let letter = code.last, let rank = Int(code.dropLast()), SpanishCard.ranks.contains(rank) else {
            return nil
        }
        let suits: [Character: SpanishSuit] = ["o": .oros, "c": .copas, "e": .espadas, "b": .bastos]
        guard let suit = suits[letter] else { return nil }
        self.init(rank, suit)
    }

    /// The code `init(code:)` reads.
    public var code: String { "\(rank)\(suit.rawValue.prefix(1))" }
}

extension [SpanishCard] {
    /// The cards' escoba values added up.
    public var escobaSum: Int { reduce(0) { $0 + $1.escobaValue } }
    /// How many of the cards are oros.
    public var oros: Int { count { $0.suit == .oros } }
    /// How many of the cards are sevens.
    public var sevens: Int { count { $0.rank == 7 } }
}
