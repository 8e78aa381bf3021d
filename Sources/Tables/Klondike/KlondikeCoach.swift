import GameKit
import Klondike
import KlondikeSolver
import TableKit

/// Klondike with the coach on: after a move of the player (`draw`, `tap`, `move`), one line
/// when a better move existed in the hint's order, with what it was and why (the hint's own
/// words); nothing when the move was as good. The verdict is the engine's
/// (`Klondike.betterHint(than:)`), taken on the position before the move, and never a move
/// the solver proves loses (`hintChecking`: a search of bounded size, only when the hint's
/// order finds a better move).
extension KlondikeTable: Coaching {
    mutating func coached(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response {
        guard [.draw, .tap, .move].contains(command) else { return carryOut(command, argument: argument, at: now) }
        // The position alone, without the undo history: keeping the whole game would make the
        // move copy its history (a cost growing with the game).
        let before = Klondike(position: game.position, drawMode: game.drawMode)
        let stepsBefore = game.steps.count
        let response = carryOut(command, argument: argument, at: now)
        guard !response.refused, game.steps.count > stepsBefore, case .move(let move) = game.steps[stepsBefore],
            let better = before.betterHint(than: move), let betterMove = better.move,
            !Self.hintChecking(betterMove, before).loses
        else { return response }
        let cards = before.cards(betterMove)
        let position = game.position
        if case .transfer(_, .foundation, _) = betterMove, !cards.isEmpty, cards.allSatisfy(position.isUp) {
            return response
        }
        guard game.refusal(for: betterMove) != nil || game.cards(betterMove) != cards else {
            return response.coached(Self.coachLine(better, on: before))
        }
        return response.coached(Self.coachLine(better, on: before, key: "klondike.coach.better.undo"))
    }

    /// The line for a better hint, worded as `hint` words it on the position it was taken on.
    static func coachLine(_ better: Hint, on position: Klondike, key: String = "klondike.coach.better") -> [Message] {
        var table = KlondikeTable(seed: 0)
        table.game = position
        let undo: [Argument] = key == "klondike.coach.better" ? [] : [.command(.undo)]
        return table.messages(better).map { Message(key: key, args: [.message($0)] + undo) }
    }
}
