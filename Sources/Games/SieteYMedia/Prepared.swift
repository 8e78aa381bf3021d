import CardKit

extension SieteYMedia {
    /// A hand set up on purpose (a lesson's prepared position): the player holds `player`,
    /// the next cards dealt are `next` in order (the player's hits, then the bank's), and
    /// the rest of the deck follows in the deck's own order. Nil when a card is given twice or
    /// the player's cards already go over 7½.
    public static func prepared(player: [SpanishCard], next: [SpanishCard], bankMode: BankMode = .real)
        -> SieteYMedia?
    {
        let chosen = player + next
        guard Set(chosen).count == chosen.count else { return nil }
        var game = SieteYMedia(seed: 0, bankMode: bankMode)
        game.deck = SpanishCard.deck.filter { !chosen.contains($0) } + next.reversed()
        game.player = player
        game.phase = .playerTurn
        guard game.playerTotal <= .limit, bankMode == .real else { return nil }
        return game
    }
}

extension SpanishCard {
    /// A card as lessons write it: its rank and its suit's initial, `7o`, `12c`, `1e`, `5b`
    /// (oros, copas, espadas, bastos); nil for anything else.
    public init?(code: String) {
        guard let initial = code.last,
            let suit = SpanishSuit.allCases.first(where: { $0.rawValue.first == initial }),
            let rank = Int(code.dropLast()), SpanishCard.ranks.contains(rank)
        else { return nil }
        self.init(rank, suit)
    }
}
