import GameKit
import TableKit

/// A deal played and unfinished counts as lost when `new`, `shake` or `restart` leaves it
/// (as `abandoned()` records); said here without dealing, since a winnable deal searches.
extension KlondikeTable: Forfeiting {
    func forfeits(_ command: CommandID, argument: CommandArgument) -> Bool {
        guard command == .new || command == .shake || command == .restart else { return false }
        return !game.isWon && game.position.moves > 0
    }
}

extension KlondikeTable {
    /// The deal left unfinished, said as the other games say theirs.
    static func saidLost(_ over: [GameOver]) -> [Message] {
        over.contains { $0.result == .lost } ? [Message("klondike.abandoned")] : []
    }
}

/// Asking the solver (`solve`, `solve show`, `solve play`) makes the deal assisted: asked first.
extension KlondikeTable: Confirming {
    func consequence(of command: CommandID, argument: CommandArgument) -> Message? {
        guard command == .solve, !assisted, !game.isWon else { return nil }
        return Message("klondike.solve.assisted.ask")
    }
}
