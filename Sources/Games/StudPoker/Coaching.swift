import CardKit

/// The coach's reading of a hand after a street: how many of the cards not seen would raise
/// the hand's category with the next card (the outs), of how many.
public enum Outs {
    /// The outs among the cards not `seen`: each one raises the category of `own`, and leaves
    /// it beating what each hand in `against` (the others' up cards) shows, since an improvement
    /// still below a hand already on the table cannot win. Only a draw in plain sight sets an
    /// out apart, in `mayLose`: a straight against up cards one card from a better hand (four
    /// within five ranks of a higher straight, or four of one suit), or a flush against up cards
    /// one card from a full house (two pair or three of a kind showing). A draw of three up
    /// cards needs two hidden or coming cards to fill: the out puts the player ahead of what is
    /// showing, and the share of the pot (which counts the hidden cards) weighs the rest.
    public static func count(
        own: [FrenchCard], seen: [FrenchCard], against: [[FrenchCard]] = []
    ) -> (improving: Int, unseen: Int, mayLose: Int) {
        let now = HandCategory.of(own)
        let known = Set(seen + own)
        let unseen = FrenchCard.deck.filter { !known.contains($0) }
        let showing = against.filter { !$0.isEmpty }
        var improving = 0
        var mayLose = 0
        for card in unseen {
            let next = own + [card]
            let category = HandCategory.of(next)
            guard category > now, !showing.contains(where: { Threat(seat: 0, up: $0, against: next).beatsPlayer })
            else { continue }
            if category == .straight, let top = straightTop(next),
                showing.contains(where: { drawsPast(straightTop: top, up: $0) })
            {
                mayLose += 1
            } else if category == .flush, showing.contains(where: drawsPastFlush) {
                mayLose += 1
            } else {
                improving += 1
            }
        }
        return (improving, unseen.count, mayLose)
    }

    /// The highest card's rank (0 = two … 12 = ace; 3 for the wheel) of the best straight
    /// among `cards`, nil without one.
    static func straightTop(_ cards: [FrenchCard]) -> Int? {
        var ranks = Set(cards.map(\.rankIndex))
        if ranks.contains(12) { ranks.insert(-1) }
        return (-1...8).reversed().first { low in (low..<(low + 5)).allSatisfy(ranks.contains) }.map { $0 + 4 }
    }

    /// Whether up cards are one card from a hand over a straight to `straightTop`: four of one
    /// suit (a flush), or four within five ranks of a higher straight.
    static func drawsPast(straightTop top: Int, up: [FrenchCard]) -> Bool {
        if FrenchSuit.allCases.contains(where: { suit in up.filter { $0.suit == suit }.count >= 4 }) { return true }
        let ranks = Set(up.map(\.rankIndex))
        guard top - 3 <= 8 else { return false }  // an ace-high straight: none is higher
        return (top - 3...8).contains { low in (low..<(low + 5)).filter(ranks.contains).count >= 4 }
    }

    /// Whether up cards are one card from a hand over any flush: two pair or three of a kind
    /// showing fill up to a full house (or four of a kind) with one more card.
    static func drawsPastFlush(up: [FrenchCard]) -> Bool {
        up.count - Set(up.map(\.rankIndex)).count >= 2
    }

    /// Whether `own` already beats what each hand in `against` (the others' up cards) shows:
    /// then an out improves a hand that is already ahead on the table. A pair or better that
    /// nothing showing beats; a high card higher than every high card showing (an equal one is
    /// not ahead).
    public static func ahead(own: [FrenchCard], against: [[FrenchCard]]) -> Bool {
        let showing = against.filter { !$0.isEmpty }
        guard HandCategory.of(own) >= .pair else {
            guard let top = own.map(\.rankIndex).max() else { return false }
            return showing.allSatisfy { up in
                let theirs = Showing(up)
                return theirs.category == .highCard && (theirs.namingRanks.first ?? -1) < top
            }
        }
        return !showing.contains { Threat(seat: 0, up: $0, against: own).beatsPlayer }
    }
}
