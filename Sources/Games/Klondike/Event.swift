import CardKit

extension Klondike {
    /// What happened, in order; the console turns each into a message.
    public enum Event: Hashable, Sendable {
        /// A new deal (or the same one again, `restart`).
        case dealt(DrawMode, again: Bool)
        /// Cards turned from the stock onto the waste, in the order turned (the last is on top).
        case drew([FrenchCard])
        /// The waste went back into the stock; `penalty` points were taken off.
        case recycled(cards: Int, penalty: Int)
        /// Cards moved from one pile to another, bottom card first; `points` won or lost.
        case moved([FrenchCard], from: Pile, to: Pile, points: Int)
        /// The card left on top of a stack turned face up by itself (+5).
        case turnedOver(FrenchCard, stack: Int, points: Int)
        /// `auto` played these cards to the foundations.
        case finished(cards: Int, points: Int)
        /// Every card is face up and nothing is left to turn: `auto` can finish.
        case canFinish
        /// All 52 cards are on the foundations.
        case won(moves: Int, score: Int)
        /// The last move was taken back.
        case undone(Move?)
        case refused(Refusal)

        public var isRefusal: Bool {
            if case .refused = self { return true }
            return false
        }
    }

    /// Where a card that cannot be played is.
    public enum Location: Hashable, Sendable {
        case stock
        /// In the waste, under `above` cards.
        case wasteBuried(above: Int)
        case faceDown(stack: Int)
        /// On its foundation under other cards.
        case foundationBuried(Int)
        /// Playable: the top of the waste or a foundation, or face up in a stack with `count` cards from it up.
        case playable(Pile, count: Int)
    }

    /// Why a move is refused; the game is left exactly as it was.
    public enum Refusal: Hashable, Sendable, Error {
        /// The game is won: nothing more to play (deal again or restart).
        case gameWon
        case samePile(Pile)
        /// Cards leave the stock only by `draw`.
        case stockIsDrawn
        /// Nothing is ever put on the stock or the waste.
        case notATarget(Pile)
        case emptyPile(Pile)
        /// Only the top card of the waste (or of a foundation) can move.
        case onlyTopCard(Pile, asked: Int)
        /// The stack has fewer face-up cards than asked for.
        case notEnoughFaceUp(stack: Int, faceUp: Int, asked: Int)
        case badCount(Int)
        /// A run cannot go to a foundation: one card at a time, this one first.
        case oneCardToFoundation(top: FrenchCard, count: Int)
        /// The card belongs on another foundation.
        case wrongFoundation(FrenchCard, foundation: Int)
        /// The foundation needs `needed` next (an ace when empty).
        case foundationNeeds(FrenchCard, needed: FrenchCard)
        /// A stack goes down one rank at a time: `onto` takes a card one lower.
        case wrongRank(FrenchCard, onto: FrenchCard)
        /// Right rank, same colour: colours must alternate.
        case sameColour(FrenchCard, onto: FrenchCard)
        /// Only a king may fill an empty stack.
        case onlyKingOnEmpty(FrenchCard, stack: Int)
        /// `tap`: the card fits nowhere. `foundation`: what its foundation needs next (nil when
        /// a foundation was not an option: a run, or a card already on its foundation).
        case nowhere(FrenchCard, count: Int, foundationNeeds: FrenchCard?)
        /// The named card cannot be played from where it is.
        case cardUnavailable(FrenchCard, Location)
        /// Stock and waste are both empty.
        case nothingToDraw
        case nothingToUndo
        /// `auto` needs every card face up and nothing left to turn.
        case cannotFinishYet(faceDown: Int, stock: Int, waste: Int)
        /// `auto`: the waste's top card waits for a lower card of its suit under it.
        case wasteOutOfOrder(FrenchCard)
    }
}
