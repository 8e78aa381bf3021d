import CardKit

extension SetGame {
    /// What happened, in order. Positions are 0-based places on the table.
    public enum Event: Equatable, Sendable {
        /// A fresh game: `dealt` cards face up, the rest in the deck.
        case started(dealt: Int, deck: Int)
        /// `new` in the middle of a game that had moves: it counts as given up.
        case abandoned(score: Int)
        case selected(position: Int, card: SetCard)
        /// A selected card tapped again (one or two selected): −1.
        case deselected(position: Int, card: SetCard, points: Int)
        /// The third card made a set: +3.
        case matched(positions: [Int], points: Int)
        /// The third card did not make a set: −5, and which attributes broke the rule.
        case mismatched(positions: [Int], broken: [Broken], points: Int)
        /// The next tap (or a deal) put down three non-matching cards, without cost.
        case mismatchCleared(positions: [Int])
        /// One or two selected cards put down before three named at once, without cost.
        case selectionCleared(positions: [Int])
        /// A set's cards replaced in place by three from the deck.
        case replaced(positions: [Int])
        /// A set's cards taken off the table for good: the deck is empty.
        case removed(positions: [Int])
        /// A set's cards taken off without new ones: more than twelve cards were down (after
        /// a deal of three more), and the table goes back towards twelve.
        case removedExtra(positions: [Int])
        /// After `removed` or `removedExtra`: the last cards on the table moved into the set's places, in
        /// order (`from[i]` now at `to[i]`); every other card kept its place.
        case moved(from: [Int], to: [Int])
        /// Three more cards at the end of the table.
        case dealtMore(positions: [Int])
        /// The stepped hint. Counts and positions are about the table as it is.
        case hintCount(sets: Int, points: Int)
        case hintNone(points: Int)
        case hintCard(position: Int, points: Int)
        case hintSet(positions: [Int], points: Int)
        /// The whole set was already shown: shown again, for nothing.
        case hintAgain(positions: [Int])
        /// Three matching cards are selected: the next tap or deal takes them; no cost.
        case hintTakeSet
        /// The deck is empty and no set is left: the game is over.
        case finished(score: Int, sets: Int, seconds: Int, left: Int)
        /// A card named in one `taps` that an earlier tap of it took off the table (its
        /// position as named): nothing is selected in its place.
        case gone(position: Int)
        case refused(Refusal)
    }

    /// Why an action could not be carried out; the game is left exactly as it was.
    public enum Refusal: Equatable, Sendable {
        case notStarted
        /// The game is over; only `new` deals again.
        case over(score: Int)
        /// No card at that position (0-based); the table has `count` cards.
        case noSuchCard(position: Int, count: Int)
        /// `deal` with an empty deck and no selected set: the sets are on the table.
        case deckEmpty(setsOnTable: Int)
        /// `deal` with 24 cards down and no selected set.
        case tableFull(setsOnTable: Int)
        /// The same position twice in one `taps` (it would select and unselect the card).
        case repeated(position: Int)
    }
}

extension SetGame.Event {
    public var isRefusal: Bool {
        if case .refused = self { return true }
        return false
    }
}
