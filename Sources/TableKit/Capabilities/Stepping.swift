import GameKit

/// Steps the player walks through one per Enter (Klondike's `solve play`). While `stepping`
/// is set, the session gives the table the empty lines, and stops the steps before any other
/// line runs (saying so), unless it is the command that started them.
public protocol Stepping: GameTable {
    /// The line shown under the table while the next step waits; nil when none does.
    var stepping: Message? { get }
    /// An empty line while `stepping`: the next step.
    mutating func step(at now: Double) -> Response
    /// Any other line while `stepping` (its command, when it is one): the steps stop before
    /// it runs; what to say, if anything.
    mutating func stopStepping(for command: CommandID?, argument: CommandArgument) -> Message?
    /// Whether this command, typed while `stepping`, is the one that started the steps, so
    /// they go on instead of stopping.
    func keepsStepping(_ command: CommandID, argument: CommandArgument) -> Bool
}

extension Stepping {
    public var asStepping: (any Stepping)? { self }
}
