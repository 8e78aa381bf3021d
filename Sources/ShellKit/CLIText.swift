import Catalog
import GameKit

/// The catalogs as seen by the argument parser's help, chosen before parsing from
/// `--lang` (if it appears) or the environment, so that `baraja --help` speaks the
/// player's language. Shared by baraja's own options and the games' subcommands.
public enum CLIText {
    nonisolated(unsafe) public private(set) static var catalogs: Catalogs?
    nonisolated(unsafe) public private(set) static var environment: [String: String] = [:]
    nonisolated(unsafe) public private(set) static var localizer = Localizer(
        catalogs: Catalogs(tables: [:]), language: .en)

    public static func prepare(catalogs: Catalogs, arguments: [String], environment: [String: String]) {
        self.catalogs = catalogs
        self.environment = environment
        var language = Language.fromEnvironment(environment) ?? .en
        for (i, arg) in arguments.enumerated() {
            if arg == "--lang", i + 1 < arguments.count, let l = Language(localeName: arguments[i + 1]) { language = l }
            if arg.hasPrefix("--lang="), let l = Language(localeName: String(arg.dropFirst(7))) { language = l }
        }
        localizer = Localizer(catalogs: catalogs, language: language)
    }

    public static func string(_ key: String) -> String { localizer.string(key) }

    public static func text(_ key: String, _ args: Argument...) -> String {
        localizer.text(Message(key: key, args: args))
    }

    /// The value of a long option as typed (`--draw 3` or `--draw=3`; the last one wins).
    public static func optionValue(_ name: String, in arguments: [String]) -> String? {
        var value: String?
        for (i, argument) in arguments.enumerated() {
            if argument == "--" { break }
            if argument == name, i + 1 < arguments.count { value = arguments[i + 1] }
            if argument.hasPrefix(name + "=") { value = String(argument.dropFirst(name.count + 1)) }
        }
        return value
    }
}
