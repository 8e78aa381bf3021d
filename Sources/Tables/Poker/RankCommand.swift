import ArgumentParser
import Catalog
import Host
import ShellKit
import StudPoker
import TableKit

/// `baraja rank CARDS`: the category and best five of 5 to 7 cards; exit status 2 when
/// the cards cannot be read.
struct RankCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "rank", abstract: CLIText.string("cli.rank.abstract"))
    }

    @ArgumentParser.Option(
        name: .long, help: ArgumentHelp(CLIText.string("cli.output.lang.help"), valueName: CLIText.languageValue))
    var lang: String?

    @ArgumentParser.Option(
        name: .long,
        help: ArgumentHelp(CLIText.string("cli.rank.rule.help"), valueName: PokerRank.ruleValue))
    var rule: String?

    @Argument(
        help: ArgumentHelp(CLIText.string("cli.rank.cards.help"), valueName: CLIText.string("cli.rank.cards.value")))
    var cards: [String] = []

    func validate() throws {
        if let lang { _ = try CLIText.language(named: lang) }
        _ = try houseRule()
    }

    /// `--rule`'s house rule (default international), or the usage error that names the choices.
    private func houseRule() throws -> HouseRule {
        guard let rule else { return .international }
        guard let found = PokerRank.rule(named: rule, localizer: CLIText.localizer) else {
            throw ValidationError(CLIText.text("cli.error.rule", .verbatim(rule), .verbatim(PokerRank.ruleValue)))
        }
        return found
    }

    func run() throws {
        let result = PokerRank.rank(cards, rule: try houseRule(), localizer: CLIText.localizer)
        guard result.ok else {
            Platform.writeStandardError(result.text + "\n")
            throw ExitCode(2)
        }
        Platform.writeStandardOutput(result.text + "\n")
    }
}

extension PokerTable {
    static var shellCommands: [ShellCommand] {
        [
            ShellCommand(
                RankCommand.self,
                usage: {
                    "baraja rank [--lang <\(CLIText.languageValue)>] [--rule <\(PokerRank.ruleValue)>] <\(CLIText.string("cli.rank.cards.value"))> ..."
                },
                help: {
                    CommandHelp(
                        abstract: CLIText.string("cli.rank.abstract"),
                        usage: [Self.shellCommands[0].usage()],
                        arguments: [
                            .init("<\(CLIText.string("cli.rank.cards.value"))>", CLIText.string("cli.rank.cards.help"))
                        ],
                        options: [
                            .init("--lang <\(CLIText.languageValue)>", CLIText.string("cli.output.lang.help")),
                            .init("--rule <\(PokerRank.ruleValue)>", CLIText.string("cli.rank.rule.help")),
                        ] + CommandHelp.standardOptions)
                })
        ]
    }
}
