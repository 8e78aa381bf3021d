import GameKit
import TableKit

/// A deal played and unfinished counts as lost when `new`, `shake` or `restart` leaves it
/// (as `Klondike.Play` records); said here without dealing, since a winnable deal searches.
extension KlondikeTable: Forfeiting {
    func forfeits(_ command: CommandID, argument: CommandArgument) -> Bool {
        guard command == .new || command == .shake || command == .restart else { return false }
        return play.isUnfinished
    }
}

/// Asking the solver (`solve`, `solve show`, `solve play`) makes the deal assisted: asked first.
/// So does a hint whose move would be the solver's (found on a copy of the table: the same
/// bounded searches `hint` runs, asked only at a terminal and only while the deal is unassisted).
extension KlondikeTable: Confirming {
    func consequence(of command: CommandID, argument: CommandArgument) -> Message? {
        guard !play.assisted, !game.isWon else { return nil }
        if command == .hint {
            var copy = self
            return Self.fromSolver(copy.suggestion().messages) ? Message("klondike.hint.assisted.ask") : nil
        }
        guard command == .solve, argument != .choice("quick") else { return nil }
        return Message("klondike.solve.assisted.ask")
    }
}
