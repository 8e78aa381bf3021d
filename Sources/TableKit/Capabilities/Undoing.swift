import GameKit

/// Moves taken back (`undo`, as often as the game keeps them). The table lists `.undo` among
/// its commands (where its help shows it); the session sends it to `undo(at:)`.
public protocol Undoing: GameTable {
    mutating func undo(at now: Double) -> Response
}

extension GameTable {
    /// A command for the game, as the session carries it out: `undo` to a table that is
    /// `Undoing`, anything else to `perform`.
    public mutating func carryOut(_ command: CommandID, argument: String?, at now: Double) -> Response {
        if command == .undo, var undoing = self as? any Undoing {
            let response = undoing.undo(at: now)
            if let back = undoing as? Self { self = back }
            return response
        }
        return perform(command, argument: argument, at: now)
    }
}
