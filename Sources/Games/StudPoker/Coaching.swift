import CardKit

/// The coach's reading of a hand after a street: how many of the cards not seen would raise
/// the hand's category with the next card (the outs), of how many.
public enum Outs {
    public static func count(own: [FrenchCard], seen: [FrenchCard]) -> (improving: Int, unseen: Int) {
        let now = HandCategory.of(own)
        let known = Set(seen + own)
        let unseen = FrenchCard.deck.filter { !known.contains($0) }
        return (unseen.filter { HandCategory.of(own + [$0]) > now }.count, unseen.count)
    }
}
