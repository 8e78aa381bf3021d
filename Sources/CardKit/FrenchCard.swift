/// The four suits of the French 52-card deck.
public enum FrenchSuit: String, CaseIterable, Sendable, Hashable, Codable {
    case spades, hearts, diamonds, clubs

    public var isRed: Bool { self == .hearts || self == .diamonds }
    /// The suit sign, the same in every language.
    public var symbol: String {
        switch self {
        case .spades: "♠"
        case .hearts: "♥"
        case .diamonds: "♦"
        case .clubs: "♣"
        }
    }
}

/// A card of the French deck; rank 1 is the ace, 11 jack, 12 queen, 13 king.
public struct FrenchCard: Hashable, Sendable, Codable, CustomStringConvertible {
    public let rank: Int
    public let suit: FrenchSuit

    public init(_ rank: Int, _ suit: FrenchSuit) {
        precondition((1...13).contains(rank), "rank \(rank) is not 1…13")
        self.rank = rank
        self.suit = suit
    }

    /// A card read from a file (a save) has a rank of 1…13, or the file is refused as damaged:
    /// a rank out of range would reach the games' tables (found by the fuzzer: a stud poker
    /// save with such a card crashed `hint`).
    public init(from decoder: Decoder) throws {
        let (rank, suit) = try CardDecoding.decode(FrenchSuit.self, from: decoder) { rank in
            (1...13).contains(rank) ? nil : "rank \(rank) is not 1…13"
        }
        self.init(rank, suit)
    }

    public static let deck: [FrenchCard] = FrenchSuit.allCases.flatMap { suit in
        (1...13).map { FrenchCard($0, suit) }
    }

    /// `♠A`, `♥10`: the seed's notation, language-free.
    public var description: String { suit.symbol + rankText }

    /// The rank as cards print it: `A`, `2`…`10`, `J`, `Q`, `K`.
    public var rankText: String {
        switch rank {
        case 1: "A"
        case 11: "J"
        case 12: "Q"
        case 13: "K"
        default: String(rank)
        }
    }
}
