/// What an engine (or the console) has to say, without saying it in any language:
/// a catalog key plus typed arguments. The catalog layer turns it into text.
public struct Message: Hashable, Sendable {
    /// The catalog key, e.g. `siete.dealt`.
    public var key: String
    /// Arguments in the order of the English text's `%1$@`, `%2$d`, …
    public var args: [Argument]
    /// When set, the key takes a CLDR plural suffix (`.one`, `.other`, …) chosen for this number.
    public var count: Int?

    public init(_ key: String, _ args: Argument..., count: Int? = nil) {
        self.key = key
        self.args = args
        self.count = count
    }

    public init(key: String, args: [Argument], count: Int? = nil) {
        self.key = key
        self.args = args
        self.count = count
    }
}

/// A typed argument of a message; each kind is rendered by the catalog in the language.
/// What only some games have (cards, scores) is built from these by the game's adapter:
/// a card's name is a message, a card's sign text that is the same in every language.
public indirect enum Argument: Hashable, Sendable {
    /// A whole number.
    case int(Int)
    /// A proportion in 0…1, shown as a percentage with the language's decimal sign.
    case percent(Double)
    /// A span of time in whole seconds, shown as `m:ss` (or `h:mm:ss`).
    case duration(Int)
    /// Text that is not in any language: what the player typed, a file name, a code.
    case verbatim(String)
    /// A command (`.new`); shown as the language's word for it (`nueva`).
    case command(CommandID)
    /// A command with its argument, shown together as the player would type them
    /// (`jugar siete`): the argument is the first word of a list key (`game.sieteymedia.aliases`).
    case commandWith(CommandID, argumentKey: String)
    /// A command with arguments that are the same in every language, shown together as
    /// the player would type them (`move 3 f1` → “mover 3 f1”).
    case commandLine(CommandID, arguments: String)
    /// Another message, rendered first and inserted as text.
    case message(Message)
    /// A list of messages, joined the language's way ("a, b y c").
    case list([Message])
}
