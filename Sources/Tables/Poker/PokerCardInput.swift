import CardKit

/// The cards typed after `rank` (and `baraja rank`): `As Kd 10h 2c 2d`, `Th`, `♠A ♦K ♥10`,
/// any case, each read by CardKit's one French-card reader.
enum CardInput {
    enum Problem: Error, Equatable, Sendable {
        /// A word that is no card (the word as typed).
        case malformed(String)
        /// The same card twice.
        case duplicate(FrenchCard)
        /// Not five to seven cards (how many were given).
        case count(Int)
    }

    /// Five to seven distinct cards, or the first problem found.
    static func hand(_ text: String) -> Result<[FrenchCard], Problem> {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        var cards: [FrenchCard] = []
        for word in words {
            guard let card = FrenchCard(reading: word) else { return .failure(.malformed(word)) }
            if cards.contains(card) { return .failure(.duplicate(card)) }
            cards.append(card)
        }
        guard (5...7).contains(cards.count) else { return .failure(.count(cards.count)) }
        return .success(cards)
    }
}
