import GameKit

/// Whether a command would give up the game under way and count it as lost (`new` in the
/// middle of a deal), said without carrying it out. The session asks first at a terminal.
/// A table without it is asked by carrying the command out on a copy (tables are values);
/// one whose `new` is costly (Klondike's winnable deals search) says it directly.
public protocol Forfeiting: GameTable {
    func forfeits(_ command: CommandID, argument: CommandArgument) -> Bool
}

extension Forfeiting {
    public var asForfeiting: (any Forfeiting)? { self }
}

extension GameTable {
    /// Whether `command` would count the game under way as lost: the table's own answer, or
    /// for `new` and `shake` what a copy of the table reports when it carries them out (at
    /// time 0: no clock is read, so a scripted clock's readings stay as they were).
    public func wouldForfeit(_ command: CommandID, argument: CommandArgument) -> Bool {
        if let forfeiting = asForfeiting { return forfeiting.forfeits(command, argument: argument) }
        guard command == .new || command == .shake else { return false }
        var copy = self
        return copy.carryOut(command, argument: argument, at: 0).over.contains { $0.result == .lost }
    }
}

/// A command that changes how the game under way counts without ending it (Klondike's `solve`
/// makes the deal assisted), said before it is carried out: the session asks first at a
/// terminal, as before a forfeit; a script goes on, and the command's answer says it.
public protocol Confirming: GameTable {
    /// What the command would change, as a sentence; nil when it changes nothing of the kind.
    func consequence(of command: CommandID, argument: CommandArgument) -> Message?
}

extension Confirming {
    public var asConfirming: (any Confirming)? { self }
}
