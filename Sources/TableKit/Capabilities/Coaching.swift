import GameKit

/// A game the coach (`coach on`, a kept preference shared by every game) comments on: one
/// short line after a move of the player, said after the move's own messages. With the coach
/// off the session calls `carryOut` as always; with it on, `coached` instead.
public protocol Coaching: GameTable {
    /// Carries out a command with the coach on: the same response as `carryOut`, with the
    /// coach's line (if any) after its messages. A refusal stays a refusal, unchanged.
    mutating func coached(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response
    /// The command the journal keeps for a coached command, when coaching changes what it
    /// does (Set's free hint): the table's `perform` must carry it out the same on replay.
    func journalCommand(coaching command: CommandID) -> CommandID
}

extension Coaching {
    public func journalCommand(coaching command: CommandID) -> CommandID { command }
}

extension Response {
    /// The response with the coach's lines after its messages (nothing added to a refusal).
    public func coached(_ lines: [Message]) -> Response {
        guard !refused, !lines.isEmpty else { return self }
        var response = self
        response.messages += lines
        return response
    }
}

extension Coaching {
    public var asCoaching: (any Coaching)? { self }
}
