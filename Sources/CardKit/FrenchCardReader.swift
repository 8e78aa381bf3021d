/// The one reader of French cards as they are typed or written, used wherever a card is read.
///
/// As people type them (`.typed`): a rank and a suit in either order, any case. The rank is
/// `A`, `2`–`10`, `T` (ten), `J`, `Q` or `K`; the suit the English initial (`s` `h` `d` `c`)
/// or its sign (`♠♥♦♣`, also the outline `♤♡♢♧`). So `Th`, `10h`, `h10`, `♥10`, `10♥`, `T♥`
/// and the seed's suit-first `♥A` all read. A face card written as a number (`1h`, `11h`,
/// `13s`) is refused: no deck prints it so.
///
/// As Solvitaire's deal files write them (`.solvitaire`): the rank, then the suit letter; the
/// rank may also be the number `1`–`13` (`13S` is the king of spades).
///
/// Both ignore white space around the card and variation selectors (`♥︎`).
extension FrenchCard {
    /// Which spellings a reading takes.
    public struct Notation: Sendable, Hashable {
        /// The suit may come first (`h10`, `♥A`).
        public var suitFirst: Bool
        /// The suit may be a sign (`♥`) as well as a letter (`h`).
        public var suitSigns: Bool
        /// Face cards may be numbers: `1` the ace, `11`–`13` jack to king.
        public var numberedFaces: Bool

        /// What a player types: either order, letters or signs, no numbered faces.
        public static let typed = Notation(suitFirst: true, suitSigns: true, numberedFaces: false)
        /// Solvitaire's JSON: rank then suit letter, `1`–`13` allowed.
        public static let solvitaire = Notation(suitFirst: false, suitSigns: false, numberedFaces: true)
    }

    /// The card a word names, or nil when it names none.
    public init?(reading word: String, _ notation: Notation = .typed) {
        let scalars = word.lowercased().unicodeScalars.filter {
            $0.value != 0xFE0E && $0.value != 0xFE0F && !$0.properties.isWhitespace
        }
        guard scalars.count >= 2, let first = scalars.first, let last = scalars.last else { return nil }
        if let suit = Self.suit(last, notation), let rank = Self.rank(scalars.dropLast(), notation) {
            self.init(rank, suit)
        } else if notation.suitFirst, let suit = Self.suit(first, notation),
            let rank = Self.rank(scalars.dropFirst(), notation)
        {
            self.init(rank, suit)
        } else {
            return nil
        }
    }

    private static func suit(_ s: Unicode.Scalar, _ notation: Notation) -> FrenchSuit? {
        switch s {
        case "s": return .spades
        case "h": return .hearts
        case "d": return .diamonds
        case "c": return .clubs
        default: break
        }
        guard notation.suitSigns else { return nil }
        switch s {
        case "♠", "♤": return .spades
        case "♥", "♡": return .hearts
        case "♦", "♢": return .diamonds
        case "♣", "♧": return .clubs
        default: return nil
        }
    }

    private static func rank(_ scalars: some Collection<Unicode.Scalar>, _ notation: Notation) -> Int? {
        let text = String(String.UnicodeScalarView(scalars))
        switch text {
        case "a": return 1
        case "t", "10": return 10
        case "j": return 11
        case "q": return 12
        case "k": return 13
        case "2", "3", "4", "5", "6", "7", "8", "9": return Int(text)
        case "1", "11", "12", "13": return notation.numberedFaces ? Int(text) : nil
        default: return nil
        }
    }
}
