/// A command, named by its id and, for a game's own command, by the game it belongs to: two
/// games may each have a `flip`, and neither finds the other's words. The verbs several games
/// share (`new`, `hint`, `tap`, `deal`, `undo`, …) and the console's own belong to no game.
/// Each declares its own beside its table or the console, as static members, so a typo in a
/// command's name fails to compile:
///
///     extension CommandID { public static let hit = CommandID("hit", of: .sieteymedia) }
///
/// Its texts are catalog keys named by `key(_:)`, the one place that names them.
public struct CommandID: Hashable, Sendable, CustomStringConvertible {
    /// The id in the catalog keys and in saved journals (`hit`).
    public let rawValue: String
    /// The id of the game whose own command this is (`sieteymedia`); nil for a shared verb or a
    /// console command.
    public let game: String?

    public init(_ rawValue: String, game: String? = nil) {
        self.rawValue = rawValue
        self.game = game
    }

    public var description: String { game.map { "\($0).\(rawValue)" } ?? rawValue }

    /// The texts of a command in the catalogs.
    public enum Part: String, Sendable, CaseIterable {
        /// Its words, comma-separated, the first one shown.
        case aliases
        /// Other ways people type it, comma-separated.
        case forms
        /// Its line of help.
        case help
        /// Its argument's name in its usage line.
        case arg
        /// Words that may follow it and are read as part of it.
        case after
        /// What it says when its argument is missing.
        case missing
        /// The example argument in `missing`.
        case example
        /// Why a number after it is not taken (poker's fixed bets: `subo a 20`), where it says so.
        case amount
    }

    /// The catalog key of one of the command's texts: `command.<game>.<id>.<part>` for a game's
    /// own command (`command.sieteymedia.hit.aliases`), `command.<id>.<part>` for a shared verb
    /// or a console command (`command.tap.aliases`).
    public func key(_ part: Part) -> String {
        if let game { return "command.\(game).\(rawValue).\(part.rawValue)" }
        return "command.\(rawValue).\(part.rawValue)"
    }

    /// The catalog key of one game's own version of a text of the command: for a shared verb,
    /// `command.<id>.<part>.<game>` (`command.tap.help.set`: what `tap` does at Set), looked up
    /// before `key(part)`; a game's own command's texts are already its game's, so `key(part)`.
    public func key(_ part: Part, at game: String) -> String {
        self.game == nil ? "\(key(part)).\(game)" : key(part)
    }
}
