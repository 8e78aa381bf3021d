import CardKit

/// Cards typed by a player: `As Kd 10h 2c 2d`, `Th`, `♠A ♦K ♥10`, any case.
public enum CardInput {
    public enum Problem: Error, Equatable, Sendable {
        /// A word that is no card (the word as typed).
        case malformed(String)
        /// The same card twice.
        case duplicate(FrenchCard)
        /// Not five to seven cards (how many were given).
        case count(Int)
    }

    /// Five to seven distinct cards, or the first problem found.
    public static func hand(_ text: String) -> Result<[FrenchCard], Problem> {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        var cards: [FrenchCard] = []
        for word in words {
            guard let card = card(word) else { return .failure(.malformed(word)) }
            if cards.contains(card) { return .failure(.duplicate(card)) }
            cards.append(card)
        }
        guard (5...7).contains(cards.count) else { return .failure(.count(cards.count)) }
        return .success(cards)
    }

    /// One card: a rank (`A K Q J T 10 9 … 2`) and a suit (`s h d c` after the rank, or a
    /// suit sign before or after it).
    public static func card(_ word: String) -> FrenchCard? {
        // Variation selectors (♥︎) carry no meaning here.
        var scalars = word.lowercased().unicodeScalars.filter { $0.value != 0xFE0E && $0.value != 0xFE0F }
        guard scalars.count >= 2 else { return nil }
        var suit: FrenchSuit?
        if let s = symbolSuit(scalars.first!) {
            suit = s
            scalars.removeFirst()
        } else if let s = symbolSuit(scalars.last!) ?? letterSuit(scalars.last!) {
            suit = s
            scalars.removeLast()
        }
        guard let suit else { return nil }
        let rank: Int
        switch String(String.UnicodeScalarView(scalars)) {
        case "a": rank = 1
        case "k": rank = 13
        case "q": rank = 12
        case "j": rank = 11
        case "t", "10": rank = 10
        case let digit where digit.count == 1 && ("2"..."9").contains(digit): rank = Int(digit)!
        default: return nil
        }
        return FrenchCard(rank, suit)
    }

    private static func symbolSuit(_ s: Unicode.Scalar) -> FrenchSuit? {
        switch s {
        case "♠", "♤": .spades
        case "♥", "♡": .hearts
        case "♦", "♢": .diamonds
        case "♣", "♧": .clubs
        default: nil
        }
    }

    private static func letterSuit(_ s: Unicode.Scalar) -> FrenchSuit? {
        switch s {
        case "s": .spades
        case "h": .hearts
        case "d": .diamonds
        case "c": .clubs
        default: nil
        }
    }
}
