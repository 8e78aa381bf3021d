import ArgumentParser
import Catalog
import Host
import ShellKit

/// `baraja rank CARDS`: the category and best five of 5 to 7 cards; exit status 2 when
/// the cards cannot be read.
struct RankCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "rank", abstract: CLIText.string("cli.rank.abstract"))
    }

    @Option(name: .long, help: ArgumentHelp(CLIText.string("cli.output.lang.help"), valueName: CLIText.languageValue))
    var lang: String?

    @Argument(
        help: ArgumentHelp(CLIText.string("cli.rank.cards.help"), valueName: CLIText.string("cli.rank.cards.value")))
    var cards: [String] = []

    func validate() throws {
        if let lang { _ = try CLIText.language(named: lang) }
    }

    func run() throws {
        let result = PokerRank.rank(cards, localizer: CLIText.localizer)
        guard result.ok else {
            Platform.writeStandardError(result.text + "\n")
            throw ExitCode(2)
        }
        Platform.writeStandardOutput(result.text + "\n")
    }
}

extension PokerTable: ShellCommands {
    static var shellCommands: [ShellCommand] {
        [
            ShellCommand(
                RankCommand.self,
                usage: {
                    "baraja rank [--lang <\(CLIText.languageValue)>] <\(CLIText.string("cli.rank.cards.value"))> ..."
                },
                help: {
                    CommandHelp(
                        abstract: CLIText.string("cli.rank.abstract"),
                        usage: [shellCommands[0].usage()],
                        arguments: [
                            .init("<\(CLIText.string("cli.rank.cards.value"))>", CLIText.string("cli.rank.cards.help"))
                        ],
                        options: [.init("--lang <\(CLIText.languageValue)>", CLIText.string("cli.output.lang.help"))]
                            + CommandHelp.standardOptions)
                })
        ]
    }
}
