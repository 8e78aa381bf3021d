/// A game, by the id its catalog keys and files use: `game.<id>.aliases` holds its names in
/// each language, `game.<id>.title` its title, `game.<id>.rules` its rules, and its save is
/// `saves/<id>.json`. Open: each game declares its own beside its table
/// (`extension GameID { public static let klondike = GameID("klondike") }`).
public struct GameID: Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }

    public init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }
}
