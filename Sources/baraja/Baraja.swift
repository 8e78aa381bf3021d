import ArgumentParser
import Catalog
import Console
import GameKit
import Host
import Registry
import ShellKit
import TableKit

#if canImport(Glibc)
    import Glibc
#endif

/// `baraja [--lang en|es|ko] [--seed N] [--game NAME] [--color auto|always|never] [--new] [--deal FILE] [--draw 1|3]`
@main
struct Baraja: ParsableCommand {
    static let version = "0.1.0"

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "baraja",
            abstract: CLIText.text("cli.abstract", gameNames),
            usage: ([
                "baraja [--lang <en|es|ko>] [--seed <N>] [--game <\(CLIText.string("cli.game.value"))>] "
                    + "[--color <auto|always|never>] [--new] [--resume] [--deal <\(CLIText.string("cli.deal.value"))>] [--draw <1|3>]"
            ]
                + Registry.shellCommands.map { $0.usage() }).joined(separator: "\n"),
            discussion: CLIText.string("cli.discussion"),
            version: version,
            subcommands: Registry.shellCommands.map(\.command) + [CatalogProbe.self]
        )
    }

    @Option(name: .long, help: ArgumentHelp(CLIText.string("cli.lang.help"), valueName: "en|es|ko"))
    var lang: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(CLIText.string("cli.seed.help"), valueName: "N"))
    var seed: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            CLIText.text("cli.game.help", Self.gameWords), valueName: CLIText.string("cli.game.value")))
    var game: String?

    @Option(name: .long, help: ArgumentHelp(CLIText.string("cli.color.help"), valueName: "auto|always|never"))
    var color: String?

    @Flag(name: .customLong("new"), help: ArgumentHelp(CLIText.string("cli.new.help")))
    var fresh = false

    @Flag(name: .long, help: ArgumentHelp(CLIText.string("cli.resume.help")))
    var resume = false

    @Option(
        name: .long, help: ArgumentHelp(CLIText.string("cli.deal.help"), valueName: CLIText.string("cli.deal.value")))
    var deal: String?

    @Option(name: .long, help: ArgumentHelp(CLIText.string("cli.draw.help"), valueName: "1|3"))
    var draw: String?

    /// The start options given, by name without the dashes.
    private var startOptions: [String: String] { ["deal": deal, "draw": draw].compactMapValues { $0 } }

    func validate() throws {
        _ = try options()
    }

    /// The options as values, or a localized validation error.
    func options() throws -> Startup.Options {
        let localizer = CLIText.localizer
        var language: Language?
        if let lang {
            guard let chosen = Language(localeName: lang) else {
                throw ValidationError(localizer.text("cli.error.lang", .verbatim(lang)))
            }
            language = chosen
        }
        var seedValue: UInt64?
        if let seed {
            guard let value = UInt64(seed) else {
                throw ValidationError(localizer.text("cli.error.seed", .verbatim(seed)))
            }
            seedValue = value
        }
        var gameID: GameID?
        if let game {
            guard let found = Registry.games.id(named: game, localizer: localizer) else {
                let names = Registry.games.ids.compactMap { localizer.words("game.\($0.rawValue).aliases").first }
                throw ValidationError(
                    localizer.text("cli.error.game", .verbatim(game), .verbatim(localizer.alternatives(names))))
            }
            gameID = found
        }
        // A game's own options (Klondike's --deal and --draw): their values checked first,
        // then each implies its game and refuses another.
        let given = startOptions
        let taking = given.isEmpty ? [] : Registry.games.tables.compactMap { $0 as? any TakingStartOptions.Type }
        for table in taking {
            for name in table.startOptions {
                if let value = given[name], let problem = table.startOptionProblem(name, value: value) {
                    throw ValidationError(localizer.text(problem))
                }
            }
        }
        var implied = gameID
        for table in taking {
            for name in table.startOptions where given[name] != nil {
                if let implied, implied != table.id {
                    throw ValidationError(
                        localizer.text(table.startOptionConflict(name, game: game ?? implied.rawValue)))
                }
                implied = table.id
            }
        }
        if resume && fresh { throw ValidationError(localizer.text("cli.error.resume.new")) }
        guard let colour = ColorChoice(rawValue: color ?? "auto") else {
            throw ValidationError(localizer.text("cli.error.color", .verbatim(color ?? "")))
        }
        return Startup.Options(
            language: language, seed: seedValue, game: gameID, color: colour, colorGiven: color != nil,
            fresh: fresh, resume: resume, startOptions: given)
    }

    func run() throws {
        let status = Startup.run(
            try options(), games: Registry.games, catalogs: CLIText.catalogs!, environment: CLIText.environment)
        if status != 0 { throw ExitCode(status) }
    }

    static func main() {
        Platform.adoptUTF8Locale()
        let environment = Platform.environment
        do {
            let catalogs = try Catalogs.locate(
                in: Catalogs.candidates(environment: environment, executablePath: Platform.executablePath))
            CLIText.prepare(
                catalogs: catalogs, arguments: Array(CommandLine.arguments.dropFirst()), environment: environment)
        } catch {
            Platform.writeStandardError("\(error)\n")
            Glibc.exit(2)
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }
            if let exit = error as? ExitCode { Glibc.exit(exit.rawValue) }
            // Usage errors: the parser's message and usage line, then exit status 2; what the
            // player typed is in it, so no control or bidirectional character goes out raw.
            Platform.writeStandardError(Format.visible(fullMessage(for: error), keepingLines: true) + "\n")
            Glibc.exit(2)
        }
    }
}

extension Baraja {
    /// The games' names ("siete y media, Set, Klondike and stud poker").
    static var gameNames: GameKit.Argument {
        let localizer = CLIText.localizer
        return .verbatim(localizer.list(Registry.games.ids.map { localizer.string("game.\($0.rawValue).name") }))
    }

    /// What `--game` takes: each game's first word ("siete, set, klondike or poker").
    static var gameWords: GameKit.Argument {
        let localizer = CLIText.localizer
        return .verbatim(
            localizer.alternatives(
                Registry.games.ids.compactMap { localizer.words("game.\($0.rawValue).aliases").first }))
    }
}
