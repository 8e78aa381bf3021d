import CardKit
import Escoba
import GameKit
import TableKit

/// La escoba with the coach on: after the person's turn, one line when it let an escoba go,
/// took the siete de oros, left a card where a better take was open, or left the next player
/// a sweep that another card would not have.
extension EscobaTable: Coaching {
    mutating func coached(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response {
        guard [.tap, .take, .throwCard].contains(command), game.phase == .playing,
            case .success(let move) = readPlay(argument.text ?? "", command: command)
        else { return perform(command, argument: argument, at: now) }
        let comment = coachComment(on: move)
        return perform(command, argument: argument, at: now).coached(comment.map { [$0] } ?? [])
    }

    /// The coach's line on a move about to be made, from the table as it is before it.
    func coachComment(on move: EscobaGame.Move) -> Message? {
        let rated = Opponent.rate(game.legalMoves(for: 0), for: 0, in: game)
        guard let mine = rated.first(where: { $0.move == move }) else { return nil }
        // One judgement with `hint`: the move it calls best, or one worth as much, is never criticised.
        if let best = Self.best(of: rated), mine.move == best.move || mine.worth >= best.worth - 1e-9 {
            return move.cards.contains(where: \.isSieteDeOros) && move.isTake ? Message("escoba.coach.siete") : nil
        }
        let sweeps = rated.filter { $0.move.isTake && $0.move.take.count == game.table.count }
        if let sweep = sweeps.first, !sweeps.contains(where: { $0.move == move }) {
            return Message("escoba.coach.missed", command(for: sweep.move), Self.sum(sweep.move))
        }
        if move.cards.contains(where: \.isSieteDeOros) && move.isTake { return Message("escoba.coach.siete") }
        // A card left where it could have taken, when taking was the better play.
        if !move.isTake, let best = Self.best(of: rated), best.move.isTake, best.worth > mine.worth {
            return Message(
                "escoba.coach.take", command(for: best.move), .int(best.move.cards.count), Self.sum(best.move),
                count: best.move.cards.count)
        }
        if let v = mine.sweptBy, rated.contains(where: { $0.sweptBy == nil }) {
            var after = game.table
            if move.isTake { after.removeAll { move.take.contains($0) } } else { after.append(move.card) }
            return Message("escoba.coach.risk", .int(after.escobaSum), .int(v))
        }
        return nil
    }

    /// The best of rated moves, as `hint` names it and the coach judges by.
    static func best(of rated: [Opponent.Rated]) -> Opponent.Rated? { rated.max { $0.worth < $1.worth } }
}
