import ArgumentParser
import Catalog
import Host
import ShellKit
import TableKit

/// `baraja completions bash|zsh|fish`: the shell's completion script, with every language's
/// descriptions in it (the shell picks them from the locale when it completes).
struct CompletionsCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "completions", abstract: CLIText.string("cli.completions.abstract"))
    }

    @Option(name: .long, help: ArgumentHelp(CLIText.string("cli.output.lang.help"), valueName: CLIText.languageValue))
    var lang: String?

    @Argument(
        help: ArgumentHelp(
            CLIText.string("cli.completions.shell.help"), valueName: CLIText.string("cli.completions.shell.value")))
    var shell: String

    func validate() throws {
        if let lang { _ = try CLIText.language(named: lang) }
        guard CompletionSpec.shells.contains(shell) else {
            throw ValidationError(
                CLIText.localizer.text(
                    "cli.error.shell", .verbatim(shell),
                    .verbatim(CLIText.localizer.alternatives(CompletionSpec.shells))
                ))
        }
    }

    func run() throws {
        Platform.writeStandardOutput(Baraja.completionSpec().script(for: shell) ?? "")
    }
}

/// `baraja man [--lang L] [--prefix DIR]`: the manual page baraja(6) in that language, in
/// roff, from the catalogs (install.sh and package-deb install its output). The page names
/// the catalogs of an install under DIR, never the folder it was made from.
struct ManualCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "man", abstract: CLIText.string("cli.man.abstract"))
    }

    @Option(name: .long, help: ArgumentHelp(CLIText.string("cli.output.lang.help"), valueName: CLIText.languageValue))
    var lang: String?

    @Option(
        name: .long,
        help: ArgumentHelp(CLIText.string("cli.man.prefix.help"), valueName: CLIText.string("cli.man.prefix.value")))
    var prefix: String = "/usr/local"

    func validate() throws {
        if let lang { _ = try CLIText.language(named: lang) }
    }

    func run() throws {
        CatalogsCommand.shownDirectory = "\(prefix)/\(Catalogs.installedFolder)"
        Platform.writeStandardOutput(Baraja.manualPage(prefix: prefix).rendered())
    }
}

extension Baraja {
    /// baraja's own subcommands, beside the games' (`rank`, `solve`).
    static let toolCommands: [ShellCommand] = [
        ShellCommand(
            CompletionsCommand.self,
            usage: {
                "baraja completions [--lang <\(CLIText.languageValue)>] <\(CompletionSpec.shells.joined(separator: "|"))>"
            },
            help: {
                CommandHelp(
                    abstract: CLIText.string("cli.completions.abstract"),
                    usage: [toolCommands[0].usage()],
                    arguments: [
                        .init(
                            "<\(CLIText.string("cli.completions.shell.value"))>",
                            CLIText.string("cli.completions.shell.help"))
                    ],
                    options: [.init("--lang <\(CLIText.languageValue)>", CLIText.string("cli.output.lang.help"))]
                        + CommandHelp.standardOptions)
            }),
        ShellCommand(
            ManualCommand.self,
            usage: {
                "baraja man [--lang <\(CLIText.languageValue)>] [--prefix <\(CLIText.string("cli.man.prefix.value"))>]"
            },
            help: {
                CommandHelp(
                    abstract: CLIText.string("cli.man.abstract"),
                    usage: [toolCommands[1].usage()],
                    options: [
                        .init("--lang <\(CLIText.languageValue)>", CLIText.string("cli.output.lang.help")),
                        .init(
                            "--prefix <\(CLIText.string("cli.man.prefix.value"))>",
                            CLIText.string("cli.man.prefix.help")),
                    ] + CommandHelp.standardOptions)
            }),
        catalogsCommand,
    ]
}
