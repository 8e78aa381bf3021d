import CardKit

extension Klondike.Position {
    /// A position set up on purpose (a lesson's): the seven stacks (bottom card first, the
    /// first `hidden[i]` face down), the foundations' heights (♠ ♥ ♦ ♣), the waste; every
    /// other card goes to the stock in the deck's order. Nil when a card is given twice or
    /// also sits in a foundation, or the counts are out of range.
    public static func prepared(
        stacks: [[FrenchCard]], hidden: [Int], foundations: [Int] = [0, 0, 0, 0], waste: [FrenchCard] = []
    ) -> Klondike.Position? {
        guard stacks.count == 7, hidden.count == 7, foundations.count == 4,
            foundations.allSatisfy({ (0...13).contains($0) }),
            (0..<7).allSatisfy({
                (0...stacks[$0].count).contains(hidden[$0]) && (stacks[$0].isEmpty || hidden[$0] < stacks[$0].count)
            })
        else { return nil }
        let onFoundations = FrenchSuit.allCases.flatMap { suit in
            (0..<foundations[foundationIndex(suit)]).map { FrenchCard($0 + 1, suit) }
        }
        let placed = stacks.flatMap { $0 } + waste + onFoundations
        guard Set(placed).count == placed.count else { return nil }
        let stock = FrenchCard.deck.filter { !placed.contains($0) }
        return Klondike.Position(stock: stock, waste: waste, foundations: foundations, stacks: stacks, hidden: hidden)
    }
}
