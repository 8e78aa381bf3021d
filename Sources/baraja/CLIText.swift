import Catalog
import Console
import GameKit

/// The catalogs as seen by the argument parser's help, chosen before parsing from
/// `--lang` (if it appears) or the environment, so that `baraja --help` speaks the
/// player's language.
enum CLIText {
    nonisolated(unsafe) static var catalogs: Catalogs?
    nonisolated(unsafe) static var environment: [String: String] = [:]
    nonisolated(unsafe) static var localizer = Localizer(catalogs: Catalogs(tables: [:]), language: .en)

    static func prepare(catalogs: Catalogs, arguments: [String], environment: [String: String]) {
        self.catalogs = catalogs
        self.environment = environment
        var language = Language.fromEnvironment(environment) ?? .en
        for (i, arg) in arguments.enumerated() {
            if arg == "--lang", i + 1 < arguments.count, let l = Language(localeName: arguments[i + 1]) { language = l }
            if arg.hasPrefix("--lang="), let l = Language(localeName: String(arg.dropFirst(7))) { language = l }
        }
        localizer = Localizer(catalogs: catalogs, language: language)
    }

    static func string(_ key: String) -> String { localizer.string(key) }

    static func text(_ key: String, _ args: Argument...) -> String { localizer.text(Message(key: key, args: args)) }

    /// The games' names ("siete y media, Set, Klondike and stud poker").
    static var gameNames: Argument {
        .verbatim(localizer.list(Registry.games.ids.map { localizer.string("game.\($0.rawValue).name") }))
    }

    /// What `--game` takes: each game's first word ("siete, set, klondike or poker").
    static var gameWords: Argument {
        .verbatim(
            localizer.alternatives(
                Registry.games.ids.compactMap { localizer.words("game.\($0.rawValue).aliases").first }))
    }
}
