import CardKit
import GameKit

extension SieteYMedia {
    /// What happened, in order. Each event names its message for the catalogs.
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

extension SieteYMedia.BankMode {
    /// A phrase naming the mode, e.g. "the real bank".
    public var message: Message { Message("siete.bankmode.\(rawValue)") }
}

extension Outcome {
    public var message: Message {
        switch self {
        case .playerBust(let p): Message("siete.result.lose.bust", .points(p))
        case .bankBust(let b): Message("siete.result.win.bankbust", .points(b))
        case .higher(let p, let b): Message("siete.result.win.higher", .points(p), .points(b))
        case .lower(let p, let b): Message("siete.result.lose.lower", .points(p), .points(b))
        case .tie(let p): Message("siete.result.draw", .points(p))
        }
    }
}

extension SieteYMedia.Event {
    /// The language-free message for this event: a key and typed arguments.
    public var message: Message {
        switch self {
        case .handStarted(let mode): Message("siete.started.\(mode.rawValue)")
        case .handAbandoned: Message("siete.abandoned")
        case .playerDrew(let card, let total): Message("siete.player.drew", .spanishCard(card), .points(total))
        case .reachedSieteYMedia: Message("siete.player.sieteymedia")
        case .playerStood(let total): Message("siete.player.stood", .points(total))
        case .bankDrew(let card, let total): Message("siete.bank.drew", .spanishCard(card), .points(total))
        case .bankStood(let total): Message("siete.bank.stood", .points(total))
        case .simpleBankRevealed(let score): Message("siete.bank.simple", .points(score))
        case .finished(let outcome): outcome.message
        case .bankModeSet(let mode, let next):
            Message(next ? "siete.bankmode.set.next" : "siete.bankmode.set.now", .message(mode.message))
        case .bankModeUnchanged(let mode): Message("siete.bankmode.same", .message(mode.message))
        case .refused(let refusal): refusal.message
        }
    }

    public var isRefusal: Bool {
        if case .refused = self { return true }
        return false
    }
}

extension SieteYMedia.Refusal {
    public var message: Message {
        switch self {
        case .noHand: Message("siete.refused.nohand", .command("new"))
        case .handOver(.hit, _): Message("siete.refused.over.hit", .command("new"))
        case .handOver(_, _): Message("siete.refused.over.stand", .command("new"))
        case .standWithoutCards: Message("siete.refused.nocards", .command("hit"))
        }
    }
}
