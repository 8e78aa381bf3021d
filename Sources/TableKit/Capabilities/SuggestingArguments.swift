import GameKit

/// Arguments a player could sensibly type now for the game's free-text commands (`tap 7`,
/// `move 3 f1`): offered by Tab completion, and played by the soak test so that it reaches
/// the games' ends, not only their refusals.
public protocol SuggestingArguments: GameTable {
    /// What completion offers; nothing hidden from the player may show here.
    func suggestedArguments(for command: CommandID) -> [String]
    /// What the soak test types: the suggestions and, where a game needs it to reach its end,
    /// more (Set's sets, which completion must never give away; default: the suggestions).
    func soakArguments(for command: CommandID) -> [String]
}

extension SuggestingArguments {
    public func soakArguments(for command: CommandID) -> [String] { suggestedArguments(for: command) }
}

extension SuggestingArguments {
    public var asSuggesting: (any SuggestingArguments)? { self }
}
