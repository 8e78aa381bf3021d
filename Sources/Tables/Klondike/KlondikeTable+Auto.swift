import GameKit
import Klondike
import KlondikeSolver
import TableKit

extension CommandID {
    /// Plays again a move `undo` took back.
    public static let redo = CommandID("redo", of: .klondike)
}

/// `auto on|off` (a kept preference): after each move of the player, the cards that are safe
/// to put on their foundations go there, one by one, each said in a short line. Safe is the
/// solver's own rule (`Solver.safeCards`), so an auto-move never costs a win; `undo` takes
/// back the move and the auto-moves after it together, and `redo` plays them again
/// (`Klondike.Play`).
extension KlondikeTable {
    /// `auto` alone finishes a game whose cards are all face up; `auto on|off` chooses the
    /// automatic moves.
    mutating func chooseAuto(_ on: Bool) -> Response {
        play.autoMoves = on
        let other = Argument.commandWith(
            .auto, argumentKey: play.autoMoves ? "klondike.auto.off.words" : "klondike.auto.on.words")
        return Response(
            [Message(play.autoMoves ? "klondike.auto.set.on" : "klondike.auto.set.off", other)], redraw: false)
    }

    /// The auto-moves, each card said in a short line (what else happened as usual).
    func autoMessages(_ events: [Event]) -> [Message] {
        events.flatMap { event in
            guard case .moved(let cards, let from, _, let points) = event, let card = cards.first else {
                return messages([event])
            }
            return [Message("klondike.auto.up", .frenchCard(card), .message(Self.pileName(from)), Self.signed(points))]
        }
    }

    /// `redo`: the last move taken back, played again, and what it did.
    mutating func redo() -> Response {
        guard let outcome = play.redo(then: Solver.safeCards) else {
            return .refusal(Message("klondike.refused.nothingtoredo", .command(.undo), .command(.redo)))
        }
        var response = respond(outcome)
        if outcome.refused { return response }
        let left = play.redoable
        let said = left == 0 ? Message("klondike.redone.none") : Message("klondike.redone", .int(left), count: left)
        response.messages.insert(said, at: 0)
        return response
    }
}
