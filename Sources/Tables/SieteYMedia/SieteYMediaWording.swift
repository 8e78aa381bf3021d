import CardKit
import GameKit
import SieteYMedia
import TableKit

// Siete y media's events and refusals in words: a catalog key and typed arguments each.

extension SieteYMediaTable {
    /// Each event's message.
    func messages(_ events: [SieteYMedia.Event]) -> [Message] { events.map(\.message) }
}

extension Argument {
    /// A siete y media score, the same in every language (`7½`).
    static func points(_ points: HalfPoints) -> Argument { .verbatim(points.description) }
}

extension SieteYMedia.BankMode {
    /// A phrase naming the mode, e.g. "the real bank".
    var message: Message { Message("siete.bankmode.\(rawValue)") }
}

extension Outcome {
    var message: Message {
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
    var message: Message {
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
}

extension SieteYMedia.Refusal {
    var message: Message {
        switch self {
        case .noHand: Message("siete.refused.nohand", .command(.new))
        case .handOver(.hit, _): Message("siete.refused.over.hit", .command(.new))
        case .handOver(_, _): Message("siete.refused.over.stand", .command(.new))
        case .standWithoutCards: Message("siete.refused.nocards", .command(.hit))
        }
    }
}
