extension SieteYMedia {
    /// What the player can do; each one is a button of the seed's interface.
    public enum Action: Equatable, Sendable {
        /// "Nueva partida": a fresh shuffled deck and an empty hand.
        case newHand
        /// "Pedir carta".
        case hit
        /// "Plantarse": the bank plays and the hand is decided.
        case stand
        /// Choose how the bank plays: at once between hands, from the next hand otherwise.
        case setBankMode(BankMode)
    }
}
