import Catalog
import Console
import GameKit
import Registry
import ShellKit

extension Baraja {
    /// What the completion scripts complete, with the catalogs' words in every language.
    static func completionSpec() -> CompletionSpec {
        typealias Option = CompletionSpec.Option
        typealias Word = CompletionSpec.Word
        let languages = CLIText.localizer.languages
        let base = CLIText.localizer
        func each(_ make: (Localizer) -> String) -> CompletionSpec.Described {
            Dictionary(uniqueKeysWithValues: languages.map { ($0, make(base.speaking($0))) })
        }
        func text(_ key: String, _ args: GameKit.Argument...) -> CompletionSpec.Described {
            each { $0.text(Message(key: key, args: args)) }
        }
        // Every word a game is known by that is one word, in every language, each once.
        var gameWords: [Word] = []
        for id in Registry.games.ids {
            for language in languages {
                for word in base.words("game.\(id.rawValue).aliases", in: language)
                where !word.contains(" ") && !gameWords.contains(where: { $0.word == word }) {
                    gameWords.append(Word(word, text("game.\(id.rawValue).name")))
                }
            }
        }
        let lang = Option(
            ["--lang"],
            value: .words(languages.map { Word($0.rawValue, text("language.\($0.rawValue).name")) }),
            help: text("cli.lang.help"))
        let draw = CompletionSpec.Value.words([
            Word("1", text("completion.draw.single")), Word("3", text("completion.draw.three")),
        ])
        // `--color`'s words: auto, always, never, and those each language's `--help` documents
        // (`cli.color.value`: sí|no|auto, 켜기|끄기|자동), each once.
        var colorWords = ColorChoice.allCases.map { Word($0.rawValue, text("completion.color.\($0.rawValue)")) }
        for language in languages {
            for word in base.speaking(language).string("cli.color.value").split(separator: "|").map(String.init)
            where !colorWords.contains(where: { $0.word == word }) {
                guard let choice = colorChoice(word, localizer: base) else { continue }
                colorWords.append(Word(word, text("completion.color.\(choice.rawValue)")))
            }
        }
        let help = Option(["-h", "--help"], help: text("cli.help.help"))
        let options = [
            lang,
            Option(["--seed"], value: .free(name: "N"), help: text("cli.seed.help")),
            Option(
                ["--game"], value: .words(gameWords),
                help: each { l in
                    l.text(
                        "cli.game.help",
                        .verbatim(
                            l.alternatives(
                                Registry.games.ids.compactMap { l.words("game.\($0.rawValue).aliases").first })))
                }),
            Option(["--color"], value: .words(colorWords), help: text("cli.color.help")),
            Option(["--new"], help: text("cli.new.help")),
            Option(["--resume"], help: text("cli.resume.help")),
            Option(["--deal"], value: .file, help: text("cli.deal.help")),
            Option(["--draw"], value: draw, help: text("cli.draw.help")),
            Option(["--version"], help: text("cli.version.help")),
            help,
        ]
        let shells = CompletionSpec.shells.map { Word($0, text("completion.shell", .verbatim($0))) }
        // `rank --rule`: each house rule by its first word in every language, each once.
        var ruleWords: [Word] = []
        for rule in ["international", "korean"] {
            for word in [rule] + languages.compactMap({ base.words("poker.house.\(rule).words", in: $0).first })
            where !word.contains(" ") && !ruleWords.contains(where: { $0.word == word }) {
                ruleWords.append(Word(word, text("completion.rule.\(rule)")))
            }
        }
        let rule = Option(["--rule"], value: .words(ruleWords), help: text("cli.rank.rule.help"))
        var commands: [CompletionSpec.Command] = [
            .init("rank", help: text("cli.rank.abstract"), options: [lang, rule, help]),
            .init(
                "solve", help: text("cli.solve.abstract"),
                options: [
                    lang, Option(["--draw"], value: draw, help: text("cli.solve.draw.help")),
                    Option(
                        ["--budget"], value: .free(name: base.string("cli.solve.budget.value")),
                        help: text("cli.solve.budget.help")),
                    Option(["--verify"], help: text("cli.solve.verify.help")),
                    help,
                ],
                arguments: .file),
            .init(
                "completions", help: text("cli.completions.abstract"), options: [lang, help], arguments: .words(shells)),
            .init(
                "man", help: text("cli.man.abstract"),
                options: [
                    lang,
                    Option(
                        ["--prefix"], value: .free(name: base.string("cli.man.prefix.value")),
                        help: text("cli.man.prefix.help")),
                    help,
                ]),
            .init(
                "catalogs", help: text("catalogs.abstract"), options: [lang, help],
                arguments: .words(CatalogsCommand.actions.map { Word($0, text("catalogs.action.\($0)")) })),
        ]
        // Only the subcommands this build has (a game's come with its table).
        let names = Set(shellCommands.map(\.name))
        commands = commands.filter { names.contains($0.name) }
        let helpWords = commands.map { Word($0.name, $0.help) }
        commands.append(.init("help", help: text("completion.help"), options: [], arguments: .words(helpWords)))
        return CompletionSpec(program: "baraja", options: options, subcommands: commands)
    }
}
