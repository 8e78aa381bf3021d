import CardKit

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
public indirect enum Argument: Hashable, Sendable {
    /// A whole number.
    case int(Int)
    /// A siete y media score (7½).
    case points(HalfPoints)
    /// A proportion in 0…1, shown as a percentage with the language's decimal sign.
    case percent(Double)
    /// A card, named in the language ("el caballo de copas", "컵 기사").
    case spanishCard(SpanishCard)
    /// A French card in the seed's notation, the same in every language (`♥A`, `♠10`).
    case frenchCard(FrenchCard)
    /// French cards side by side (`♠A ♦K ♥10 ♣2 ♦2`).
    case frenchCards([FrenchCard])
    /// A span of time in whole seconds, shown as `m:ss` (or `h:mm:ss`).
    case duration(Int)
    /// Text that is not in any language: what the player typed, a file name, a code.
    case verbatim(String)
    /// A command by its id (`new`); shown as the language's word for it (`nueva`).
    case command(String)
    /// A command with its argument, shown together as the player would type them
    /// (`jugar siete`): the argument is the first word of a list key (`game.sieteymedia.aliases`).
    case commandWith(String, argumentKey: String)
    /// A command with arguments that are the same in every language, shown together as
    /// the player would type them (`move 3 f1` → “mover 3 f1”).
    case commandLine(String, arguments: String)
    /// Another message, rendered first and inserted as text.
    case message(Message)
    /// A list of messages, joined the language's way ("a, b y c").
    case list([Message])
}
