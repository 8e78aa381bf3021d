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

/// `baraja [--lang CODE] [--seed N] [--game NAME] [--color auto|always|never] [--new] [--resume] [--deal FILE] [--draw 1|3]`
@main
struct Baraja: ParsableCommand {
    /// The package's version: the same as the VERSION file at the top of the repository,
    /// which the scripts read (an end-to-end test checks that `--version` prints it).
    static let version = "0.2.0"
    /// The date of this version's release: its entry in CHANGELOG.md, and the manual page's
    /// date (an end-to-end test checks both).
    static let releaseDate = "2026-11-26"

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "baraja",
            abstract: CLIText.text("cli.abstract", gameNames, CLIText.languageNames),
            usage: usageLines(of: nil).joined(separator: "\n"),
            discussion: CLIText.string("cli.discussion"),
            version: version,
            subcommands: shellCommands.map(\.command) + [CatalogProbe.self]
        )
    }

    @Option(name: .long, help: ArgumentHelp(CLIText.string("cli.lang.help"), valueName: CLIText.languageValue))
    var lang: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(CLIText.string("cli.seed.help"), valueName: "N"))
    var seed: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            CLIText.text("cli.game.help", Self.gameWords), valueName: CLIText.string("cli.game.value")))
    var game: String?

    @Option(
        name: .long, help: ArgumentHelp(CLIText.string("cli.color.help"), valueName: CLIText.string("cli.color.value")))
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
        if let lang { language = try CLIText.language(named: lang) }
        var seedValue: UInt64?
        if let seed {
            guard let value = UInt64(seed) else {
                throw ValidationError(
                    localizer.text("cli.error.seed", .verbatim(seed), .verbatim(localizer.number(UInt64.max))))
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
        let taking = given.isEmpty ? [] : Registry.games.tables.compactMap { $0.asStarting }
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
        guard let colour = Self.colorChoice(color ?? "auto", localizer: localizer) else {
            throw ValidationError(
                localizer.text(
                    "cli.error.color", .verbatim(color ?? ""),
                    .verbatim(
                        localizer.alternatives(CLIText.string("cli.color.value").split(separator: "|").map(String.init))
                    )))
        }
        return Startup.Options(
            language: language, seed: seedValue, game: gameID, color: colour, colorGiven: color != nil,
            fresh: fresh, resume: resume, startOptions: given)
    }

    func run() throws {
        let options = try options()
        var games = Registry.games
        // BARAJA_GAMES=siete,solitario: only those games, in that order (and the one --game
        // names after them). The manual's ENVIRONMENT; the end-to-end tests play the golden
        // transcripts with the four games they show, whatever else the registry holds.
        if let only = CLIText.environment["BARAJA_GAMES"] {
            games = games.offered(naming: only, also: options.game, localizer: CLIText.localizer)
        }
        let status = Startup.run(options, games: games, catalogs: CLIText.catalogs!, environment: CLIText.environment)
        if status != 0 { throw ExitCode(status) }
    }

    static func main() {
        let notUTF8 = Platform.adoptUTF8Locale()
        let environment = Platform.environment
        let arguments = Self.arguments(Array(CommandLine.arguments.dropFirst()))
        do {
            // Only the languages' declarations are parsed here, then the command line's own
            // table of the language it speaks (its fallbacks, English): a malformed one stops
            // here. Their other tables are parsed when a key of theirs is first asked for
            // (`solve` and `rank` parse only what they print; a session, every table of its
            // language at its start), and another language's when first needed; a malformed
            // table found then is reported once on standard error (its keys fall back).
            let catalogs = try Catalogs.locate(
                in: Catalogs.candidates(environment: environment, executablePath: Platform.executablePath),
                report: { Platform.writeStandardError("\($0)\n") })
            CLIText.prepare(catalogs: catalogs, arguments: arguments, environment: environment)
            let spoken = CLIText.localizer
            try spoken.catalogs.preload(
                spoken.catalogs.chain(of: spoken.language), only: [Catalogs.languageTable, "CLI.strings"])
        } catch {
            // Without catalogs, --version and --help still answer, in English.
            if arguments.contains("--version") {
                Platform.writeStandardOutput("baraja \(version)\n")
                finish(0)
            }
            if arguments.contains("--help") || arguments.contains("-h") {
                Platform.writeStandardOutput(BuiltInHelp.text(version: version))
                finish(0)
            }
            Platform.writeStandardError("\(error)\n")
            finish(2)
        }
        if let notUTF8, Platform.isTerminal(0), Platform.isTerminal(1), Self.startsASession(arguments) {
            Platform.writeStandardError(CLIText.text("cli.warning.notutf8", .verbatim(Format.visible(notUTF8))) + "\n")
        }
        if let status = quickRun(arguments) { finish(status) }
        do {
            var command = try quickSubcommand(arguments) ?? parseAsRoot(arguments)
            try command.run()
            finish(0)
        } catch {
            switch CLIText.outcome(of: error) {
            case .help(let name):
                Platform.writeStandardOutput(
                    help(of: name).rendered(width: Platform.terminalColumns(environment) ?? 80))
                finish(0)
            case .version:
                Platform.writeStandardOutput(CLIText.version(version))
                finish(0)
            case .usage(let message, let name):
                let name = name ?? subcommand(in: arguments)
                Platform.writeStandardError(CLIText.usageError(message, usage: usageLines(of: name), command: name))
                finish(2)
            case .parser:
                break
            }
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }
            if let exit = error as? ExitCode { finish(exit.rawValue) }
            // Usage errors: the parser's message and usage line, then exit status 2; what the
            // player typed is in it, so no control or bidirectional character goes out raw.
            Platform.writeStandardError(Format.visible(fullMessage(for: error), keepingLines: true) + "\n")
            finish(2)
        }
    }

    /// Ends the process with this status, or with status 1 after saying so on standard error
    /// when standard output could not be written (a full disk, a closed pipe): output that
    /// did not arrive is an error, whatever else went right.
    static func finish(_ status: Int32) -> Never {
        if let problem = Platform.standardOutputProblem {
            let message =
                CLIText.catalogs == nil
                ? "baraja: cannot write to standard output: \(problem)"
                : CLIText.text("cli.error.write", .verbatim(problem))
            Platform.writeStandardError(message + "\n")
            Glibc.exit(1)
        }
        Glibc.exit(status)
    }

    /// A game's subcommand named first on the line, run by its quick way when it has one and
    /// reads the rest of the line (`ShellCommand.quick`: `baraja solve deal.json`, no argument
    /// parser at all); its exit status, or nil when not run.
    static func quickRun(_ arguments: [String]) -> Int32? {
        guard let name = arguments.first, !name.hasPrefix("-") else { return nil }
        for table in Registry.games.tables {
            for shell in table.shellCommands {
                if let quick = shell.quick, quick.name == name { return quick.run(Array(arguments.dropFirst())) }
            }
        }
        return nil
    }

    /// A game's subcommand named first on the line (`baraja solve …`, `baraja rank …`),
    /// parsed as a command of its own: baraja's own configuration is not built for it (its
    /// help texts name every game and every subcommand's usage, read from every game's
    /// catalog: most of the CPU time of a quick `solve`). Nil when the line asks for help or
    /// the version, or does not parse so: the whole parser then gives its answer or its
    /// error, as without this path.
    static func quickSubcommand(_ arguments: [String]) -> (any ParsableCommand)? {
        guard let name = arguments.first, !name.hasPrefix("-") else { return nil }
        let rest = Array(arguments.dropFirst())
        let asks = ["--help", "-h", "--version", "help"]
        if rest.contains(where: { asks.contains($0) || $0.hasPrefix("--generate") || $0.hasPrefix("--experimental") }) {
            return nil
        }
        // The games' own subcommands, unsorted: sorting asks each its name, which reads its
        // catalog; the type is matched by its name instead (`SolveCommand` is `solve`).
        let commands = Registry.games.tables.flatMap { $0.shellCommands }
        guard
            let shell = commands.first(where: { String(describing: $0.command).lowercased() == name + "command" }),
            shell.name == name
        else { return nil }
        return try? shell.command.parseAsRoot(rest)
    }

    /// The options that take a value (the word after them is that value, not a command).
    static let valueOptions: Set<String> = ["--lang", "--seed", "--game", "--color", "--deal", "--draw"]

    /// The command line with `-V` read as `--version` (where it is not an option's value).
    static func arguments(_ given: [String]) -> [String] {
        var out: [String] = []
        for (index, argument) in given.enumerated() {
            if argument == "--" {
                out += given[index...]
                break
            }
            let isValue = index > 0 && valueOptions.contains(given[index - 1])
            out.append(argument == "-V" && !isValue ? "--version" : argument)
        }
        return out
    }

    /// The subcommand a command line names (`man` in `baraja --lang es man --lang xx`), if any.
    static func subcommand(in arguments: [String]) -> String? {
        var skip = false
        for argument in arguments {
            if skip {
                skip = false
                continue
            }
            if valueOptions.contains(argument) {
                skip = true
                continue
            }
            if argument.hasPrefix("-") { continue }
            return shellCommands.contains { $0.name == argument } ? argument : nil
        }
        return nil
    }

    /// Whether the command line starts a session at the table (not a subcommand, help or version).
    static func startsASession(_ arguments: [String]) -> Bool {
        subcommand(in: arguments) == nil && !arguments.contains { ["--help", "-h", "--version"].contains($0) }
    }
}

extension Baraja {
    /// Every subcommand of baraja: the games' (`rank`, `solve`), then its own tools.
    static var shellCommands: [ShellCommand] { Registry.shellCommands + toolCommands }

    /// The usage lines of baraja (all of them) or of one of its subcommands.
    static func usageLines(of subcommand: String?) -> [String] {
        let shell = shellCommands.filter { subcommand == nil || $0.name == subcommand }
        let own =
            "baraja [--lang <\(CLIText.languageValue)>] [--seed <N>] [--game <\(CLIText.string("cli.game.value"))>] "
            + "[--color <\(CLIText.string("cli.color.value"))>] [--new] [--resume] "
            + "[--deal <\(CLIText.string("cli.deal.value"))>] "
            + "[--draw <1|3>]"
        return (subcommand == nil ? [own] : []) + shell.map { $0.usage() }
    }

    /// The help of baraja or of one of its subcommands, from the catalogs.
    static func help(of subcommand: String?) -> CommandHelp {
        if let subcommand, let shell = shellCommands.first(where: { $0.name == subcommand }) {
            return shell.help()
        }
        let value = { CLIText.string($0) }
        return CommandHelp(
            abstract: CLIText.text("cli.abstract", gameNames, CLIText.languageNames),
            discussion: CLIText.string("cli.discussion"),
            usage: usageLines(of: nil),
            options: [
                .init("--lang <\(CLIText.languageValue)>", CLIText.string("cli.lang.help")),
                .init("--seed <N>", CLIText.string("cli.seed.help")),
                .init("--game <\(value("cli.game.value"))>", CLIText.text("cli.game.help", gameWords)),
                .init("--color <\(value("cli.color.value"))>", CLIText.string("cli.color.help")),
                .init("--new", CLIText.string("cli.new.help")),
                .init("--resume", CLIText.string("cli.resume.help")),
                .init("--deal <\(value("cli.deal.value"))>", CLIText.string("cli.deal.help")),
                .init("--draw <1|3>", CLIText.string("cli.draw.help")),
            ] + CommandHelp.standardOptions,
            subcommands: shellCommands.map { .init($0.name, $0.help().abstract) })
    }

    /// `--color` in any language: auto, always, never, or the words of `color.choice.*.words`.
    static func colorChoice(_ word: String, localizer: Localizer) -> ColorChoice? {
        if let choice = ColorChoice(rawValue: word) { return choice }
        let folded = word.lowercased()
        return ColorChoice.allCases.first { choice in
            localizer.languages.contains { language in
                localizer.words("color.choice.\(choice.rawValue).words", in: language).contains {
                    $0.lowercased() == folded
                }
            }
        }
    }

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
