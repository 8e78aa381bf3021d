import GameKit
import Klondike
import TableKit

extension CommandID {
    /// Plays again a move `undo` took back.
    public static let redo = CommandID("redo", of: .klondike)
}

/// `auto on|off` (a kept preference): after each move of the player, the cards that are safe
/// to put on their foundations go there, one by one, each said in a short line. Safe is the
/// solver's own rule (`Solver.safeCards`), so an auto-move never costs a win; `undo` takes
/// back the move and the auto-moves after it together, and `redo` plays them again
/// (`Klondike.Play`; `redo` is its action, said in KlondikeWording.swift).
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
}
