import GameKit
import Klondike
import TableKit

/// What the player types (`Klondike`'s typing: piles, cards, moves), what to suggest typing,
/// and why typed words are not a move.
extension KlondikeTable {
    func suggestedArguments(for command: CommandID) -> [String] {
        switch command {
        case .move: game.typedMoves
        case .tap: game.typedTaps
        default: []
        }
    }

    /// Typed words played as a move, or refused with why they make none.
    mutating func apply(typed read: Result<Move, Klondike.TypingProblem>, at now: Double) -> Response {
        switch read {
        case .success(let move): respond(.move(move), at: now)
        case .failure(let problem): .refusal(message(problem))
        }
    }

    func message(_ problem: Klondike.TypingProblem) -> Message {
        switch problem {
        case .tapWords: Message("klondike.refused.tap.syntax", .command(.tap), .command(.move))
        case .moveWords:
            Message(
                "klondike.refused.move.syntax", .command(.move), .commandLine(.move, arguments: "3 5"),
                .commandLine(.move, arguments: "w f"), .commandLine(.move, arguments: "6 2 3"))
        case .unreadable(let word): Message("klondike.refused.unreadable", .verbatim(Typed.visible(word)))
        case .count(let word):
            Message(
                "klondike.refused.count", .verbatim(Typed.visible(word)), .commandLine(.move, arguments: "6 2 3"))
        case .ownFoundationAsSource: Message("klondike.refused.f.source", .commandLine(.move, arguments: "f2 5"))
        case .cardTarget(let card): Message("klondike.refused.cardtarget", .frenchCard(card))
        case .refused(let refusal): refusalMessage(refusal)
        }
    }
}
