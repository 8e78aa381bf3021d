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
        switch game.verdict(on: move) {
        case nil: nil
        case .sieteDeOros: Message("escoba.coach.siete")
        case .missedEscoba(let sweep): Message("escoba.coach.missed", command(for: sweep), Self.sum(sweep))
        case .betterTake(let take):
            Message(
                "escoba.coach.take", command(for: take), .int(take.cards.count), Self.sum(take), count: take.cards.count
            )
        case .leavesSweep(let sum, let by): Message("escoba.coach.risk", .int(sum), .int(by))
        }
    }
}
