/// The four suits of the Spanish deck.
public enum SpanishSuit: String, CaseIterable, Sendable, Hashable, Codable {
    case oros, copas, espadas, bastos
}

/// A card of the 40-card Spanish deck: 1–7, sota (10), caballo (11) and rey (12).
public struct SpanishCard: Hashable, Sendable, Codable, CustomStringConvertible {
    public static let ranks = [1, 2, 3, 4, 5, 6, 7, 10, 11, 12]

    public let rank: Int
    public let suit: SpanishSuit

    public init(_ rank: Int, _ suit: SpanishSuit) {
        precondition(SpanishCard.ranks.contains(rank), "no \(rank) in the Spanish 40-card deck")
        self.rank = rank
        self.suit = suit
    }

    /// A card read from a file (a save) is one of the deck's, or the file is refused as damaged
    /// (as `FrenchCard`).
    public init(from decoder: Decoder) throws {
        let (rank, suit) = try CardDecoding.decode(SpanishSuit.self, from: decoder) { rank in
            SpanishCard.ranks.contains(rank) ? nil : "no \(rank) in the Spanish deck"
        }
        self.init(rank, suit)
    }

    /// True for sota, caballo and rey.
    public var isFigure: Bool { rank >= 10 }

    /// The card's value in siete y media, counted in halves: 1–7 face value, figures ½.
    public var halfPoints: HalfPoints { HalfPoints(halves: isFigure ? 1 : rank * 2) }

    /// The full deck in the seed's order: bastos, espadas, copas, oros; 1…12 without 8 and 9.
    public static let deck: [SpanishCard] = [SpanishSuit.bastos, .espadas, .copas, .oros].flatMap { suit in
        ranks.map { SpanishCard($0, suit) }
    }

    /// A language-free code for logs and tests, e.g. `11copas` (the seed's image names).
    public var description: String { "\(rank)\(suit.rawValue)" }
}

/// A score in siete y media: a whole number of halves, so 7½ is exactly 15 halves.
public struct HalfPoints: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var halves: Int
    public init(halves: Int) { self.halves = halves }
    public static let zero = HalfPoints(halves: 0)
    /// Seven and a half, the score to reach without going over.
    public static let limit = HalfPoints(halves: 15)
    public static func + (a: HalfPoints, b: HalfPoints) -> HalfPoints { HalfPoints(halves: a.halves + b.halves) }
    public static func < (a: HalfPoints, b: HalfPoints) -> Bool { a.halves < b.halves }
    public var whole: Int { halves / 2 }
    public var hasHalf: Bool { halves % 2 != 0 }
    /// `7½`, `½`, `3`: the digits and the ½ sign read the same in every language.
    public var description: String {
        if !hasHalf { return String(whole) }
        return whole == 0 ? "½" : "\(whole)½"
    }
}
