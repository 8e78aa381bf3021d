import ArgumentParser
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
        // The pseudo-language is made from English only for a run that asks for it.
        let catalogs =
            Catalogs.asksForPseudoLanguage(arguments: arguments, environment: environment)
            ? catalogs.addingPseudoLanguage() : catalogs
        self.catalogs = catalogs
        self.environment = environment
        var language = Language.fromEnvironment(environment, among: catalogs.languages) ?? .en
        for (i, arg) in arguments.enumerated() {
            if arg == "--lang", i + 1 < arguments.count, let l = catalogs.language(named: arguments[i + 1]) {
                language = l
            }
            if arg.hasPrefix("--lang="), let l = catalogs.language(named: String(arg.dropFirst(7))) { language = l }
        }
        localizer = Localizer(catalogs: catalogs, language: language)
    }

    public static func string(_ key: String) -> String { localizer.string(key) }

    /// A text without arguments, formatted as messages are (`%%` is a percent sign).
    public static func text(_ key: String) -> String { localizer.text(Message(key)) }

    /// The languages found, by their names in the current language ("English, Spanish and Korean").
    public static var languageNames: GameKit.Argument {
        .verbatim(localizer.list(localizer.languages.map { localizer.name(of: $0) }))
    }

    /// `--lang`'s value in usage lines: the codes of the languages found (`en|es|ko`).
    public static var languageValue: String { localizer.languages.map(\.rawValue).joined(separator: "|") }

    /// The language `--lang VALUE` names among those found, or the usage error that says
    /// which there are.
    public static func language(named value: String) throws -> Language {
        guard let found = localizer.catalogs.language(named: value) else {
            throw ValidationError(
                localizer.text("cli.error.lang", .verbatim(value), .verbatim(localizer.languageCodes())))
        }
        return found
    }

    public static func text(_ key: String, _ args: GameKit.Argument...) -> String {
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
