/// What `new` (and `shake`) take in this game, e.g. Klondike's `new 3` or `new winnable`.
/// A game without it takes nothing after `new`.
public protocol NewGameChoices: GameTable {
    static var newArgument: ArgumentSpec { get }
}

extension NewGameChoices {
    public static var asNewGameChoices: (any NewGameChoices.Type)? { self }
}
