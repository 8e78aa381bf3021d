import Catalog
import Console
import GameKit
import Registry
import ShellKit
import TableKit

/// baraja(6), filled from the catalogs in the chosen language: the same texts as `--help`,
/// the subcommands' help, `rules` and `help` at the prompt (`Manual.strings` holds the rest).
extension Baraja {
    /// Games are in section 6 of the manual (Debian policy 12.1, as bsdgames and nethack).
    static let manualSection = "6"

    static func manualPage(prefix: String) -> ManualPage {
        let l = CLIText.localizer
        let s = { (key: String) in l.string(key) }
        let main = help(of: nil)
        typealias Entry = CommandHelp.Entry
        var sections: [ManualPage.Section] = []
        sections.append(.init(s("manual.section.name"), [.line("baraja - " + main.abstract)]))
        sections.append(.init(s("manual.section.synopsis"), [.synopsis(usageLines(of: nil))]))
        sections.append(
            .init(
                s("manual.section.description"),
                [.paragraph(main.abstract), .paragraph(main.discussion ?? ""), .paragraph(s("manual.description"))]))
        sections.append(.init(s("manual.section.options"), [.entries(main.options)]))
        var subcommands: [ManualPage.Block] = []
        for command in shellCommands {
            let help = command.help()
            subcommands += [.subsection(command.name), .paragraph(help.abstract), .synopsis(help.usage)]
            subcommands.append(.entries(help.arguments + help.options.filter { !$0.label.contains("--help") }))
        }
        sections.append(.init(s("manual.section.subcommands"), subcommands))

        // The commands at the prompt: the ones everywhere, then each game with its rules.
        let specs = Session.specs(for: Registry.games)
        let general = specs.filter { if case .games = $0.scope { false } else { true } }
        sections.append(
            .init(
                s("manual.section.commands"),
                [.paragraph(l.text("manual.commands.intro", .command(.help)))]
                    + [.entries(general.map { commandEntry($0, game: nil) })]))
        var games: [ManualPage.Block] = []
        for table in Registry.games.tables {
            let id = table.id.rawValue
            let word = l.words("game.\(id).aliases").first ?? id
            games.append(.subsection(s("game.\(id).title")))
            games.append(
                .paragraph(
                    l.text(
                        "manual.game.start", .verbatim("\(l.commandWord(.play)) \(word)"),
                        .verbatim("baraja --game \(word)"))))
            games.append(
                .prose(table.rulesSections.map { l.text($0.message(game: table.id)) }.joined(separator: "\n\n")))
            games.append(.paragraph(l.text("manual.game.commands", .verbatim(s("game.\(id).name")))))
            games.append(.entries(table.commands.map { commandEntry($0, game: table.id) }))
        }
        sections.append(.init(s("manual.section.games"), games))

        sections.append(
            .init(
                s("manual.section.environment"),
                [
                    .entries([
                        Entry("BARAJA_CATALOGS", s("manual.env.catalogs")),
                        Entry("BARAJA_GAMES", s("manual.env.games")),
                        Entry("LANGUAGE", s("manual.env.language")),
                        Entry("LC_ALL, LC_MESSAGES, LANG", s("manual.env.locale")),
                        Entry("NO_COLOR", s("manual.env.nocolor")),
                        Entry("TERM", s("manual.env.term")),
                        Entry("XDG_STATE_HOME", s("manual.env.state")),
                        Entry("XDG_DATA_HOME", s("manual.env.data")),
                        Entry("XDG_CONFIG_HOME", s("manual.env.config")),
                    ])
                ]))
        sections.append(
            .init(
                s("manual.section.files"),
                [
                    .entries([
                        Entry("~/.local/state/baraja/history", s("manual.file.history")),
                        Entry("~/.config/baraja/preferences.json", s("manual.file.preferences")),
                        Entry("~/.local/share/baraja/statistics.json", s("manual.file.statistics")),
                        Entry("~/.local/share/baraja/saves/", s("manual.file.saves")),
                        Entry("\(prefix)/\(Catalogs.installedFolder)/", s("manual.file.catalogs")),
                    ])
                ]))
        sections.append(
            .init(
                s("manual.section.exit"),
                [
                    .entries([
                        Entry("0", s("manual.exit.ok")), Entry("1", s("manual.exit.error")),
                        Entry("2", s("manual.exit.usage")), Entry("129", s("manual.exit.hangup")),
                        Entry("130", s("manual.exit.interrupt")), Entry("143", s("manual.exit.terminate")),
                    ])
                ]))
        let script = [CommandID("hit", game: "sieteymedia"), CommandID("stand", game: "sieteymedia"), .quit].map {
            l.commandWord($0)
        }
        sections.append(
            .init(
                s("manual.section.examples"),
                [
                    .example(s("manual.example.lang"), "baraja --lang es --game siete"),
                    .example(s("manual.example.seed"), "baraja --seed 42 --game klondike --draw 3"),
                    .example(
                        s("manual.example.script"),
                        "printf '\(script.joined(separator: "\\n"))\\n' | baraja --seed 7 --game siete"),
                    .example(s("manual.example.rank"), "baraja rank As Kd 10h 2c 2d"),
                    .example(
                        s("manual.example.rank.korean"), "baraja rank --rule korean Ah 2d 3c 4s 5h vs 6c 5d 4h 3s 2c"),
                    .example(s("manual.example.solve"), "baraja solve --budget 5 deal1.txt deal2.txt"),
                    .example(
                        s("manual.example.completions"),
                        "baraja completions bash > ~/.local/share/bash-completion/completions/baraja"),
                ]))
        sections.append(
            .init(s("manual.section.seealso"), [.references([("locale", "1"), ("editrc", "5"), ("man", "1")])]))
        return ManualPage(
            name: "baraja", section: manualSection, date: releaseDate, source: "baraja \(version)",
            manual: s("manual.header"), sections: sections)
    }

    /// A command at the prompt as the man page lists it: what is typed (in the page's
    /// language), what it does, and its words in every language.
    private static func commandEntry(_ spec: CommandSpec, game: GameID?) -> CommandHelp.Entry {
        let l = CLIText.localizer
        func key(_ part: CommandID.Part) -> String {
            guard let game, l.has(spec.id.key(part, at: game)) else { return spec.id.key(part) }
            return spec.id.key(part, at: game)
        }
        var label = l.commandWord(spec.id)
        // A `.arg` text may hold the languages' codes as `%@` (`lang [en|es|ko]`), as in `help`.
        let argument = l.text(key(.arg), .verbatim(l.languages.map(\.rawValue).joined(separator: "|")))
        switch spec.argument {
        case .none: break
        case .required: label += " <\(argument)>"
        case .optional: label += " [\(argument)]"
        }
        let words = l.languages.map { language in
            l.text(
                "console.help.wordline", .verbatim(l.name(of: language)),
                .verbatim(l.aliases(ofCommand: spec.id, in: language).joined(separator: ", ")))
        }
        return CommandHelp.Entry(label, ([l.string(key(.help))] + words).joined(separator: "\n"))
    }
}
