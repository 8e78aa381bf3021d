import GameKit

/// Arguments a player could sensibly type now for the game's free-text commands (`tap 7`,
/// `move 3 f1`): offered by Tab completion, and played by the soak test so that it reaches
/// the games' ends, not only their refusals.
public protocol SuggestingArguments: GameTable {
    /// What completion offers; nothing hidden from the player may show here.
    func suggestedArguments(for command: CommandID) -> [String]
}

extension SuggestingArguments {
    public var asSuggesting: (any SuggestingArguments)? { self }
}
