import Catalog
import GameKit
import TableKit

/// `rules`: a game's rules in sections. `rules` alone shows every section of the game in
/// play, each under the word that shows it alone, and ends with those words; `rules TOPIC`
/// (in a game) and `rules GAME TOPIC` (anywhere) show one section; `rules GAME` all of a
/// game's. Topic words of every language are understood, like the commands.
extension Session {
    /// - Parameter lessonGame: the game of the lesson under way, which stands for the game
    ///   in play.
    func rules(_ argument: String?, in lessonGame: GameID? = nil) -> [String] {
        var here = lessonGame
        if here == nil, case .game(let game) = place { here = game }
        let words = (argument ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
        // A topic of the game in play first, then a game named by its first words.
        if let here, !words.isEmpty, let section = section(named: words.joined(separator: " "), of: here) {
            return sectionLines(section, of: here)
        }
        var named: (game: GameID, rest: [String])?
        for count in stride(from: words.count, through: 1, by: -1) {
            if let id = games.id(named: words.prefix(count).joined(separator: " "), localizer: localizer) {
                named = (id, Array(words.dropFirst(count)))
                break
            }
        }
        guard let named else {
            if let here, !words.isEmpty { return [unknownTopic(words.joined(separator: " "), of: here)] }
            if !words.isEmpty {
                // Neither a topic nor a game: refused as a game name, with a guess.
                let asGame = CommandSpec(.rules, .everywhere, .optional(.game))
                if case .failure(let message) = resolveArgument(words[0], for: asGame) { return [refusal(message)] }
            }
            if let here { return rules(gameSections: here) }
            if games.ids.count == 1 { return rules(gameSections: games.ids[0]) }
            return [
                localizer.text(
                    "console.rules.lobby", .command(.rules), .verbatim(argumentWords(.game).joined(separator: ", ")))
            ]
        }
        guard !named.rest.isEmpty else { return rules(gameSections: named.game) }
        let topic = named.rest.joined(separator: " ")
        guard let section = section(named: topic, of: named.game) else {
            return [unknownTopic(topic, of: named.game)]
        }
        return sectionLines(section, of: named.game)
    }

    /// Every section of a game's rules, then the words that show one.
    func rules(gameSections game: GameID) -> [String] {
        guard let type = games.table(game) else { return [] }
        var lines = [renderer.heading(localizer.string("game.\(game.rawValue).title"))]
        for section in type.rulesSections {
            lines += [sectionTitle(section, of: game), localizer.text(section.message(game: game)), ""]
        }
        lines.append(localizer.text("console.rules.topics", rulesCommand(for: game), .verbatim(topicList(of: game))))
        return lines
    }

    /// The section of a game's rules a word names (in any language), if any.
    func section(named word: String, of game: GameID) -> RulesSection? {
        games.table(game)?.rulesSections.first { localizer.anyLanguageLists(word, under: $0.wordsKey(game: game)) }
    }

    /// The words that show each of a game's sections, in the current language.
    func topicWords(of game: GameID) -> [String] {
        (games.table(game)?.rulesSections ?? []).compactMap { localizer.words($0.wordsKey(game: game)).first }
    }

    private func sectionLines(_ section: RulesSection, of game: GameID) -> [String] {
        [
            renderer.heading(localizer.string("game.\(game.rawValue).title")), sectionTitle(section, of: game),
            localizer.text(section.message(game: game)),
        ]
    }

    func sectionTitle(_ section: RulesSection, of game: GameID) -> String {
        let word = localizer.words(section.wordsKey(game: game)).first ?? section.topic
        return renderer.style.paint(localizer.text("console.rules.section", .verbatim(word)), .bold)
    }

    private func topicList(of game: GameID) -> String { topicWords(of: game).joined(separator: ", ") }

    /// `rules` in the game in play, `rules GAME` for another.
    private func rulesCommand(for game: GameID) -> Argument {
        if lesson?.game == game { return .command(.rules) }
        if case .game(let here) = place, here == game { return .command(.rules) }
        return .commandLine(.rules, arguments: localizer.words("game.\(game.rawValue).aliases").first ?? game.rawValue)
    }

    private func unknownTopic(_ typed: String, of game: GameID) -> String {
        refusal(
            Message(
                "console.rules.unknown", .verbatim(localizer.string("game.\(game.rawValue).name")),
                .verbatim(Typed.visible(typed)), rulesCommand(for: game), .verbatim(topicList(of: game))))
    }
}
