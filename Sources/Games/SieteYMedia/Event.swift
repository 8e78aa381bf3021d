import CardKit

extension SieteYMedia {
    /// What happened, in order (the console adapter says it in words).
    public enum Event: Equatable, Sendable {
        case handStarted(BankMode)
        /// `new` while a hand with cards was in play: that hand counts as lost.
        case handAbandoned
        case playerDrew(SpanishCard, total: HalfPoints)
        /// Exactly 7½: nothing can improve it, so the player stands at once.
        case reachedSieteYMedia
        case playerStood(HalfPoints)
        case bankDrew(SpanishCard, total: HalfPoints)
        case bankStood(HalfPoints)
        case simpleBankRevealed(HalfPoints)
        case finished(Outcome)
        case bankModeSet(BankMode, fromNextHand: Bool)
        case bankModeUnchanged(BankMode)
        case refused(Refusal)
    }

    /// Why an action could not be carried out; the state is left exactly as it was.
    public enum Refusal: Equatable, Sendable {
        /// No hand has started yet.
        case noHand
        /// The hand is decided; asking for a card or standing makes no sense until `new`.
        case handOver(Action, Outcome)
        /// Standing with no card at all is not allowed.
        case standWithoutCards
    }
}

extension SieteYMedia.Event {
    public var isRefusal: Bool {
        if case .refused = self { return true }
        return false
    }
}
