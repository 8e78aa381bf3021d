/// A command, named by the id its catalog keys use: `command.<id>.aliases` holds its words in
/// each language, `command.<id>.help` its line of help. Open: the console declares its own,
/// each game declares its own beside its adapter, as static members, so a typo in a command's
/// name fails to compile:
///
///     extension CommandID { public static let hit = CommandID("hit") }
public struct CommandID: Hashable, Sendable, CustomStringConvertible {
    /// The id in the catalog keys (`hit`).
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }
}
