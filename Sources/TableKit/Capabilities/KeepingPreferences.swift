/// Choices the player makes that outlive the game (siete y media's bank mode; Klondike's draw
/// 1 or 3), as a value of the game's own type (`Choices`). The preferences file keeps them
/// under the game's id as short words by name (`"draw": "3"`, `"auto": "on"`).
public protocol KeepingPreferences: GameTable {
    associatedtype Choices: KeptChoices
    /// The choices now (written when they change).
    var choices: Choices { get }
    /// Takes the kept choices before the first deal of a fresh game.
    mutating func adopt(_ choices: Choices)
}

/// A game's kept choices, typed. In the preferences file they are short words by name, as
/// every version of baraja wrote them: `words` writes them, `init(words:)` reads them, and a
/// word missing or not understood (a file of an older or newer baraja) leaves its choice at
/// the default.
public protocol KeptChoices: Equatable, Sendable {
    init(words: [String: String])
    var words: [String: String] { get }
}

extension KeepingPreferences {
    public var asKeepingPreferences: (any KeepingPreferences)? { self }

    /// The choices as the preferences file keeps them.
    public var preferences: [String: String] { choices.words }

    /// Takes the choices as the preferences file keeps them.
    public mutating func adopt(preferences words: [String: String]) { adopt(Choices(words: words)) }
}
