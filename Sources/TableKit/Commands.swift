import GameKit

/// The commands every game answers (the console sends them to the game in play), and the
/// verbs several games share. Their words are in `Tables.strings`; a game whose command does
/// something of its own has its help as `command.<id>.help.<game>` in its own table.
extension CommandID {
    /// Deal again.
    public static let new = CommandID("new")
    /// The same as `new`.
    public static let shake = CommandID("shake")
    /// A suggestion and why.
    public static let hint = CommandID("hint")
    /// Plays or selects a card (Set, Klondike).
    public static let tap = CommandID("tap")
    /// Deals more cards (Set, stud poker).
    public static let deal = CommandID("deal")
    /// Takes a move back: the command of `Undoing`.
    public static let undo = CommandID("undo")
    /// Takes a fresh stack of chips (siete y media's stakes, stud poker).
    public static let rebuy = CommandID("rebuy")
}

extension CommandID {
    /// A game's own command: its texts are the game's (`command.<game>.<id>.*`), and another
    /// game's command of the same id is another command.
    public init(_ rawValue: String, of game: GameID) { self.init(rawValue, game: game.rawValue) }

    /// The catalog key of a game's own version of a text of the command (see `key(_:at:)`).
    public func key(_ part: Part, at game: GameID) -> String { key(part, at: game.rawValue) }
}

extension [CommandSpec] {
    /// The command a name denotes among these: its name in its catalog keys (`klondike.move`,
    /// `tap`: its `description`), or its bare id (`move`) when no other command has that id.
    public func command(named name: String) -> CommandID? {
        if let spec = first(where: { $0.id.description == name }) { return spec.id }
        let same = filter { $0.id.rawValue == name }
        return same.count == 1 ? same[0].id : nil
    }
}

/// Where a command can be used.
public enum Scope: Hashable, Sendable {
    case everywhere
    case inAnyGame
    /// The command belongs to these games (`tap` to Set and Klondike).
    case games([GameID])

    public static func game(_ id: GameID) -> Scope { .games([id]) }
}

/// What a command takes after its word.
public enum ArgumentSpec: Sendable, Equatable {
    case none
    case optional(ArgumentKind)
    case required(ArgumentKind)

    public var kind: ArgumentKind? {
        switch self {
        case .none: nil
        case .optional(let k), .required(let k): k
        }
    }
}

public enum ArgumentKind: Sendable, Equatable {
    /// A command word, in any language.
    case command
    /// A game name, in any language.
    case game
    /// A language code or name.
    case language
    /// One of a few words; each value's words are the catalog key `<prefix>.<value>.words`.
    case choice(prefix: String, values: [String])
    /// Free text the game reads itself (`tap 7`, `move 3 f1`, `rank As Kd 10h 2c 2d`); the
    /// game refuses what it cannot read, with its own message.
    case text
}

/// A command, where it can be used and what it takes.
public struct CommandSpec: Sendable {
    public let id: CommandID
    public let scope: Scope
    public let argument: ArgumentSpec

    public init(_ id: CommandID, _ scope: Scope, _ argument: ArgumentSpec = .none) {
        self.id = id
        self.scope = scope
        self.argument = argument
    }
}
