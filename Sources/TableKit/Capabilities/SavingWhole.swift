import GameKit

/// A game's save keeps the commands played since its last snapshot, and loading replays
/// them through the table. A command whose replay would be slow or depend on more than the
/// table (Klondike's solver, which stops on the clock) is saved as a fresh snapshot of the
/// table instead: the game says which.
public protocol SavingWhole: GameTable {
    /// Whether the save must keep the table itself after this command (just carried out).
    func savesWhole(after command: CommandID, argument: CommandArgument) -> Bool
    /// True when every command the rules accept changes the table (Klondike's clock shown
    /// moves with each), so that the save need not encode the table to see whether it changed.
    static var changesWithEveryCommand: Bool { get }
}

extension SavingWhole {
    public static var changesWithEveryCommand: Bool { false }
}

extension SavingWhole {
    public var asSavingWhole: (any SavingWhole)? { self }
    public static var asSavingWhole: (any SavingWhole.Type)? { self }
}
