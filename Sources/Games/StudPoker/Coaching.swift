import CardKit

/// The coach's reading of a hand after a street: how many of the cards not seen would raise
/// the hand's category with the next card (the outs), of how many.
public enum Outs {
    /// The outs among the cards not `seen`: each one raises the category of `own`, and leaves
    /// it beating what each hand in `against` (the others' up cards) shows, since an improvement
    /// still below a hand already on the table cannot win. An out that makes a straight which
    /// someone's up cards are drawing past (three of them within five ranks toward a higher
    /// straight, or three of one suit toward a flush), or a flush against up cards showing a
    /// pair or better (toward a full house or four of a kind), is counted apart, in `mayLose`:
    /// that hand may beat it, and the outs said first are only those nobody's open cards threaten.
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

    /// Whether up cards draw to a hand over a straight to `straightTop`: three of one suit (a
    /// flush), or three within five ranks of a higher straight.
    static func drawsPast(straightTop top: Int, up: [FrenchCard]) -> Bool {
        if FrenchSuit.allCases.contains(where: { suit in up.filter { $0.suit == suit }.count >= 3 }) { return true }
        let ranks = Set(up.map(\.rankIndex))
        guard top - 3 <= 8 else { return false }  // an ace-high straight: none is higher
        return (top - 3...8).contains { low in (low..<(low + 5)).filter(ranks.contains).count >= 3 }
    }

    /// Whether up cards draw to a hand over any flush: a pair or better showing may fill up to
    /// a full house or four of a kind.
    static func drawsPastFlush(up: [FrenchCard]) -> Bool {
        Set(up.map(\.rankIndex)).count < up.count
    }

    /// Whether `own` makes a pair or better and already beats what each hand in `against` (the
    /// others' up cards) shows: then an out improves a hand that is already ahead on the table.
    public static func ahead(own: [FrenchCard], against: [[FrenchCard]]) -> Bool {
        HandCategory.of(own) >= .pair
            && !against.contains { !$0.isEmpty && Threat(seat: 0, up: $0, against: own).beatsPlayer }
    }
}
