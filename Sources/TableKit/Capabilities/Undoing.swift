import GameKit

/// Moves taken back (`undo`, as often as the game keeps them). The table lists `.undo` among
/// its commands (where its help shows it); the session sends it to `undo(at:)`.
public protocol Undoing: GameTable {
    mutating func undo(at now: Double) -> Response
    /// `undo` with what was typed after it (a game whose spec for `undo` takes an argument:
    /// Klondike's `undo 15`); by default the argument is none and this is `undo(at:)`.
    mutating func undo(_ argument: CommandArgument, at now: Double) -> Response
}

extension Undoing {
    public mutating func undo(_ argument: CommandArgument, at now: Double) -> Response { undo(at: now) }

    /// `undo` on the table at `table`, which holds a `Self`: in place, so that the table's
    /// arrays (Klondike's undo history) are not shared with a copy, which would make them copy
    /// themselves whole at the first change.
    static func undo(_ table: UnsafeMutableRawPointer, _ argument: CommandArgument, at now: Double) -> Response {
        table.assumingMemoryBound(to: Self.self).pointee.undo(argument, at: now)
    }
}

extension GameTable {
    /// A command for the game, as the session carries it out: `undo` to a table that is
    /// `Undoing`, anything else to `perform`. The table is changed where it is, never through a
    /// copy (an `any Undoing` copy would share its arrays, and `undo` would then copy the
    /// whole history each time: a cost that grew with the game).
    public mutating func carryOut(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response {
        if command == .undo, let undoing = Self.asUndoing {
            return withUnsafeMutablePointer(to: &self) { undoing.undo(UnsafeMutableRawPointer($0), argument, at: now) }
        }
        return perform(command, argument: argument, at: now)
    }
}

extension Undoing {
    public static var asUndoing: (any Undoing.Type)? { self }
}
