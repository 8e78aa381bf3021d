/// Choices the player makes that outlive the game, kept in the preferences file under the
/// game's id as short words (siete y media's bank mode; Klondike's draw 1 or 3).
public protocol KeepingPreferences: GameTable {
    /// The choices now (written when they change).
    var preferences: [String: String] { get }
    /// Takes the kept choices before the first deal of a fresh game.
    mutating func adopt(preferences: [String: String])
}

extension KeepingPreferences {
    public var asKeepingPreferences: (any KeepingPreferences)? { self }
}
