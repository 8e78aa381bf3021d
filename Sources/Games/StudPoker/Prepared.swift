import CardKit

extension StudPoker {
    /// A hand set up on purpose (a lesson's prepared position): each seat's cards so far
    /// (players 1…n, then the dealer), a whole number of streets, face up or down as the
    /// variant deals them; `next` are the cards dealt next, in dealing order (each street
    /// Player 1 first, the dealer last); the rest of the deck follows in the deck's order.
    /// Nil when a card is given twice, the seats are too few or many, or the hands do not
    /// make the same whole number of streets, fewer than all of them.
    public static func prepared(variant: Variant, hands: [[FrenchCard]], next: [FrenchCard]) -> StudPoker? {
        let players = hands.count - 1
        guard playerRange.contains(players), let count = hands.first?.count, hands.allSatisfy({ $0.count == count })
        else { return nil }
        var street = 0
        var dealt = 0
        while dealt < count, street < variant.streets.count {
            dealt += variant.streets[street].count
            street += 1
        }
        guard dealt == count, street >= 1, street < variant.streets.count else { return nil }
        let chosen = hands.flatMap { $0 } + next
        guard Set(chosen).count == chosen.count else { return nil }
        let faces = variant.streets.prefix(street).flatMap { $0 }
        var game = StudPoker(seed: 0, variant: variant, players: players)
        game.deck = FrenchCard.deck.filter { !chosen.contains($0) } + next.reversed()
        game.hands = hands.map { cards in zip(cards, faces).map { Dealt($0, faceUp: $1) } }
        game.street = street
        game.phase = .dealing
        game.handNumber = 1
        game.shuffles = 1
        return game
    }
}
