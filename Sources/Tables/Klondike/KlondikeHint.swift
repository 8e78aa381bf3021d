import GameKit
import Klondike
import TableKit

/// `hint`: a move in the order experienced players look, and why.
extension KlondikeTable {
    /// The typed command for a move (`move 3 f1`, `draw`).
    static func command(_ move: Move) -> Argument {
        guard case .transfer(let from, let to, _) = move else { return .command(.draw) }
        return typed(.move(from: from, to: to, count: nil))
    }

    func hint() -> [Message] {
        guard let hint = game.hint() else { return [Message("klondike.hint.won", .command(.new))] }
        return messages(hint)
    }

    /// A hint in words (the coach's too), on the position it was taken on.
    func messages(_ hint: Hint) -> [Message] {
        switch hint {
        case .finish:
            return [Message("klondike.hint.finish", .command(.auto))]
        case .toFoundation(let move, let card):
            return [
                Message(
                    card.rank == 1 ? "klondike.hint.ace" : "klondike.hint.foundation", .frenchCard(card),
                    Self.command(move))
            ]
        case .turnsOver(let move, let card, let onto):
            guard case .transfer(let from, let to, _) = move else { return [] }
            if let onto {
                return [
                    Message(
                        "klondike.hint.turn", .frenchCard(card), .frenchCard(onto), .message(Self.pileName(from)),
                        Self.command(move))
                ]
            }
            return [
                Message(
                    "klondike.hint.turn.king", .frenchCard(card), .message(Self.pileName(to)),
                    .message(Self.pileName(from)), Self.command(move))
            ]
        case .wasteToStack(let move, let card, let onto):
            return [Message("klondike.hint.waste", .frenchCard(card), .frenchCard(onto), Self.command(move))]
        case .kingToEmpty(let move, let card):
            guard case .transfer(_, let to, _) = move else { return [] }
            return [Message("klondike.hint.king", .frenchCard(card), .message(Self.pileName(to)), Self.command(move))]
        case .draw:
            return [Message("klondike.hint.draw", .command(.draw))]
        case .recycle(let penalty):
            if penalty == 0 { return [Message("klondike.hint.recycle", .command(.draw))] }
            return [Message("klondike.hint.recycle.penalty", .command(.draw), .int(penalty))]
        case .emptiesForKing(let move, let card, let onto, let king):
            guard case .transfer(let from, _, _) = move else { return [] }
            return [
                Message(
                    "klondike.hint.empty", .frenchCard(card), .frenchCard(onto), .message(Self.pileName(from)),
                    .frenchCard(king), Self.command(move))
            ]
        case .fromFoundation(let move, let card, let next, let nextCard):
            return [
                Message(
                    "klondike.hint.down", .frenchCard(card), Self.command(move), .frenchCard(nextCard),
                    Self.command(next))
            ]
        case .none(let stockUseless):
            // No card back from a foundation would let another onto it (the hint names one
            // when it would): what is left is taking moves back, or asking the solver.
            let none = Message("klondike.hint.none", .command(.undo), .command(.solve))
            return stockUseless ? [Message("klondike.hint.stockuseless"), none] : [none]
        }
    }
}
