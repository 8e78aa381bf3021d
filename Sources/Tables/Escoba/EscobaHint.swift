import CardKit
import Escoba
import GameKit
import TableKit

/// `hint`: every take open with its sum and what it leaves the next player, the best turn
/// and why, and how the round's points stand.
extension EscobaTable {
    func hintMessages() -> [Message] {
        guard game.phase == .playing else { return [Message("escoba.hint.none", .command(.new))] }
        let rated = game.ratedMoves
        let takes = rated.filter(\.move.isTake)
        var lines = [
            takes.isEmpty
                ? Message("escoba.hint.notakes") : Message("escoba.hint.takes", .int(takes.count), count: takes.count)
        ]
        for take in takes {
            lines.append(
                Message(
                    "escoba.hint.take", command(for: take.move), Self.sum(take.move), Self.cardList(take.move.take),
                    .message(Self.leaves(game.leaves(take)))))
        }
        if let best = Opponent.best(of: rated) {
            lines.append(Message("escoba.hint.best", command(for: best.move), .message(Self.reason(game.reason(best)))))
        }
        lines.append(standing)
        return lines
    }

    /// What a move leaves on the table for the next player.
    static func leaves(_ leaves: EscobaGame.Leaves) -> Message {
        switch leaves {
        case .nothing: Message("escoba.leaves.empty")
        case .sweep(let sum, let by): Message("escoba.leaves.sweep", .int(sum), .int(by))
        case .safe(let sum): Message("escoba.leaves.safe", .int(sum))
        }
    }

    /// Why the best move is best.
    static func reason(_ reason: EscobaGame.Reason) -> Message {
        switch reason {
        case .escoba: Message("escoba.reason.escoba")
        case .sieteDeOros(let left): Message("escoba.reason.siete", .message(leaves(left)))
        case .take(let cards, let oros, let sevens, let left):
            Message(
                "escoba.reason.take", .int(cards), .int(oros), .int(sevens), .message(leaves(left)), count: cards)
        case .leave(let card, let left): Message("escoba.reason.throw", .spanishCard(card), .message(leaves(left)))
        }
    }

    /// The round so far: cards, oros, sevens and escobas of each.
    var standing: Message {
        let count = game.countSoFar
        return Message(
            "escoba.hint.round", standings(count.cards), standings(count.oros), standings(count.sevens),
            standings(count.escobas))
    }
}
