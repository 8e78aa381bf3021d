import CardKit
import Escoba
import GameKit
import TableKit

/// `hint`: every take open with its sum and what it leaves the next player, the best turn
/// and why, and how the round's points stand.
extension EscobaTable {
    func hintMessages() -> [Message] {
        guard game.phase == .playing else { return [Message("escoba.hint.none", .command(.new))] }
        let rated = Opponent.rate(game.legalMoves(for: 0), for: 0, in: game)
        var lines: [Message] = []
        let takes = rated.filter(\.move.isTake)
        if takes.isEmpty {
            lines.append(Message("escoba.hint.notakes"))
        } else {
            lines.append(Message("escoba.hint.takes", .int(takes.count), count: takes.count))
            for take in takes {
                lines.append(
                    Message(
                        "escoba.hint.take", command(for: take.move), Self.sum(take.move),
                        Self.cardList(take.move.take), .message(leaves(take))))
            }
        }
        if let best = Self.best(of: rated) {
            lines.append(Message("escoba.hint.best", command(for: best.move), .message(reason(best))))
        }
        lines.append(standing)
        return lines
    }

    /// The command that makes a move, as typed: `take 2 3 5`, `throw 1`.
    func command(for move: EscobaGame.Move) -> Argument {
        .commandLine(move.isTake ? .take : .throwCard, arguments: argumentLine(move))
    }

    /// What a move leaves on the table for the next player.
    func leaves(_ rated: Opponent.Rated) -> Message {
        var after = game.table
        if rated.move.isTake { after.removeAll { rated.move.take.contains($0) } } else { after.append(rated.move.card) }
        if after.isEmpty { return Message("escoba.leaves.empty") }
        if let v = rated.sweptBy { return Message("escoba.leaves.sweep", .int(after.escobaSum), .int(v)) }
        return Message("escoba.leaves.safe", .int(after.escobaSum))
    }

    /// Why the best move is best.
    func reason(_ best: Opponent.Rated) -> Message {
        let move = best.move
        guard move.isTake else {
            return Message("escoba.reason.throw", .spanishCard(move.card), .message(leaves(best)))
        }
        var after = game.table
        after.removeAll { move.take.contains($0) }
        if after.isEmpty { return Message("escoba.reason.escoba") }
        if move.cards.contains(where: \.isSieteDeOros) { return Message("escoba.reason.siete", .message(leaves(best))) }
        let oros = move.cards.filter { $0.suit == .oros }.count
        let sevens = move.cards.filter { $0.rank == 7 }.count
        return Message(
            "escoba.reason.take", .int(move.cards.count), .int(oros), .int(sevens), .message(leaves(best)),
            count: move.cards.count)
    }

    /// The round so far: cards, oros, sevens and escobas of each.
    var standing: Message {
        let piles = game.piles
        return Message(
            "escoba.hint.round", standings(piles.map(\.count)),
            standings(piles.map { $0.filter { $0.suit == .oros }.count }),
            standings(piles.map { $0.filter { $0.rank == 7 }.count }), standings(game.escobas))
    }
}
