import CardKit

/// The coach's reading of a hand after a street: how many of the cards not seen would raise
/// the hand's category with the next card (the outs), of how many.
public enum Outs {
    /// The outs among the cards not `seen`: each one raises the category of `own`, and leaves
    /// it beating what each hand in `against` (the others' up cards) shows, since an improvement
    /// still below a hand already on the table cannot win.
    public static func count(
        own: [FrenchCard], seen: [FrenchCard], against: [[FrenchCard]] = []
    ) -> (improving: Int, unseen: Int) {
        let now = HandCategory.of(own)
        let known = Set(seen + own)
        let unseen = FrenchCard.deck.filter { !known.contains($0) }
        let showing = against.filter { !$0.isEmpty }
        let improving = unseen.filter { card in
            let next = own + [card]
            return HandCategory.of(next) > now
                && !showing.contains { Threat(seat: 0, up: $0, against: next).beatsPlayer }
        }
        return (improving.count, unseen.count)
    }

    /// Whether `own` makes a pair or better and already beats what each hand in `against` (the
    /// others' up cards) shows: then an out improves a hand that is already ahead on the table.
    public static func ahead(own: [FrenchCard], against: [[FrenchCard]]) -> Bool {
        HandCategory.of(own) >= .pair
            && !against.contains { !$0.isEmpty && Threat(seat: 0, up: $0, against: own).beatsPlayer }
    }
}
