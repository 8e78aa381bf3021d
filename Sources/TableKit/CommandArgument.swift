import GameKit

/// What follows a command word, as a game receives it: already read from the catalogs' words
/// in every language (`encendido`, `켜기` and `on` are all `.toggle(true)`), never a string to
/// parse again.
///
/// The console resolves what the player typed to a value of the command's `ArgumentKind`;
/// `init(_:as:)` makes it typed, the same for a live command and for one replayed from a
/// saved journal (which keeps `word`, the value as text, so that old saves read the same).
public enum CommandArgument: Sendable, Hashable {
    /// Nothing after the command.
    case none
    /// One of a choice's values (`real`, `big`, `winnable 3`).
    case choice(String)
    /// `on` or `off` (a choice of exactly those two values).
    case toggle(Bool)
    /// A number among a choice's numeric values (`players 3`, `variant 7`).
    case number(Int)
    /// Free text the game reads itself (`tap 1 5 9`, `move 3 f1`, `wager 10`).
    case text(String)

    /// The value as the console resolves it and a journal keeps it (nil: nothing).
    public var word: String? {
        switch self {
        case .none: nil
        case .choice(let value), .text(let value): value
        case .toggle(let on): on ? "on" : "off"
        case .number(let n): String(n)
        }
    }

    /// The text of free-text argument (nil for anything else).
    public var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    /// A resolved value read as an argument of `kind`: nil when it is not one of the kind's
    /// values (a journal line written by hand, a value no longer offered). A choice of exactly
    /// `on` and `off` is a toggle; a choice whose values are all numbers is a number.
    public init?(_ word: String?, as kind: ArgumentKind?) {
        guard let word else {
            self = .none
            return
        }
        switch kind {
        case nil:
            return nil
        case .choice(_, let values)?:
            guard values.contains(word) else { return nil }
            if Set(values) == ["on", "off"] {
                self = .toggle(word == "on")
            } else if values.allSatisfy({ Int($0) != nil }), let n = Int(word) {
                self = .number(n)
            } else {
                self = .choice(word)
            }
        case .text?, .command?, .game?, .language?:
            self = .text(word)
        }
    }
}

extension ArgumentKind {
    /// `on` or `off`, whose words are `<prefix>.on.words` and `<prefix>.off.words`: the game
    /// receives `.toggle`.
    public static func toggle(prefix: String) -> ArgumentKind { .choice(prefix: prefix, values: ["on", "off"]) }

    /// One of a few numbers, whose words are `<prefix>.<n>.words`: the game receives `.number`.
    public static func number(prefix: String, values: [Int]) -> ArgumentKind {
        .choice(prefix: prefix, values: values.map(String.init))
    }
}

extension GameTable {
    /// What a command of this game takes (its own commands', and `new`'s for a game with
    /// `NewGameChoices`); nil for a command that takes nothing.
    public static func argumentKind(of command: CommandID) -> ArgumentKind? {
        // A shared command the game replaces (a journal's line from before it did) takes what
        // the game's own command of that name takes.
        if replacedCommands.contains(command), let own = commands.first(where: { $0.id.rawValue == command.rawValue }) {
            return own.argument.kind
        }
        if command == .new || command == .shake {
            return Self.asNewGameChoices?.newArgument.kind
        }
        return commands.first { $0.id == command }?.argument.kind
    }

    /// A resolved value as this game's command takes it (nil when it is not one it takes).
    public static func typedArgument(_ word: String?, for command: CommandID) -> CommandArgument? {
        CommandArgument(word, as: argumentKind(of: command))
    }

    /// A command carried out with its argument as the console resolved it (or a journal kept
    /// it): typed for the game, or refused, unchanged, when the game does not take it.
    public mutating func carryOut(_ command: CommandID, word: String?, at now: Double) -> Response {
        guard let argument = Self.typedArgument(word, for: command) else {
            return .refusal(Message("console.args.none", .command(command)))
        }
        return carryOut(command, argument: argument, at: now)
    }
}

/// The console's side of the seam: it holds a command's argument as the value its grammar
/// resolved (`on`, `3`, `real`, free text), the text a journal keeps; a table receives it
/// typed. A value the command does not take reaches no table: a command is refused, a
/// question answered as for no argument.
extension GameTable {
    /// A resolved value typed for this game's command.
    public func typedArgument(_ word: String?, for command: CommandID) -> CommandArgument? {
        Self.typedArgument(word, for: command)
    }

    public func wouldForfeit(_ command: CommandID, word: String?) -> Bool {
        typedArgument(word, for: command).map { wouldForfeit(command, argument: $0) } ?? false
    }
}

extension Coaching {
    public mutating func coached(_ command: CommandID, word: String?, at now: Double) -> Response {
        guard let argument = typedArgument(word, for: command) else {
            return .refusal(Message("console.args.none", .command(command)))
        }
        return coached(command, argument: argument, at: now)
    }
}

extension Confirming {
    public func consequence(of command: CommandID, word: String?) -> Message? {
        typedArgument(word, for: command).flatMap { consequence(of: command, argument: $0) }
    }
}

extension SavingWhole {
    public func savesWhole(after command: CommandID, word: String?) -> Bool {
        savesWhole(after: command, argument: typedArgument(word, for: command) ?? .none)
    }
}

extension Stepping {
    public mutating func stopStepping(for command: CommandID?, word: String?) -> Message? {
        stopStepping(for: command, argument: command.flatMap { typedArgument(word, for: $0) } ?? .none)
    }

    public func keepsStepping(_ command: CommandID, word: String?) -> Bool {
        typedArgument(word, for: command).map { keepsStepping(command, argument: $0) } ?? false
    }
}

extension Teaching {
    public func lessonMissReasons(_ command: CommandID, word: String?) -> [Message] {
        typedArgument(word, for: command).map { lessonMissReasons(command, argument: $0) } ?? []
    }

    public func lessonReads(_ command: CommandID, word: String?) -> Bool {
        typedArgument(word, for: command).map { lessonReads(command, argument: $0) } ?? true
    }
}
