import Catalog
import GameKit
import TableKit

/// Tab completion: what may come next on the line typed so far.
extension Session {
    /// Candidates for the last word of `buffer` (the line up to the cursor): command words
    /// of the current language first, then arguments. Other languages' words are offered
    /// only when the current language has none that fit.
    public func completions(for buffer: String) -> [String] {
        let endsWithSpace = buffer.last == " "
        var words = buffer.split(separator: " ").map(String.init)
        let partial = endsWithSpace ? "" : (words.popLast() ?? "")
        let folded = CommandTable.fold(partial)
        func matching(_ candidates: [String]) -> [String] {
            var seen = Set<String>()
            return candidates.filter { CommandTable.fold($0).hasPrefix(folded) && seen.insert($0).inserted }
        }
        if words.isEmpty {
            // One word a command (the first that fits), so the list stays short.
            let available = commands.available(at: place)
            let current = available.compactMap { spec in matching(localizer.aliases(ofCommand: spec.id)).first
            }
            if !current.isEmpty { return current }
            return matching(
                available.flatMap { spec in
                    localizer.languages.flatMap { localizer.aliases(ofCommand: spec.id, in: $0) }
                })
        }
        // A command named by several words (`warn lost`, `패배 알림`): its next word.
        let longer = commandWordsAfter(words, partial: partial)
        guard let (named, taken) = command(startingWith: words), taken > 0,
            let kind = argumentSpec(of: named).argument.kind
        else { return longer }
        if case .choice = kind {
            // A choice may take more than one word: the next word of those that fit what is
            // typed (a command and a space offer a value's first word, then its second).
            let typed = CommandTable.fold((words.dropFirst(taken) + [partial]).joined(separator: " "))
            let done = typed.dropLast(partial.count)
            let fitting = argumentWords(kind).filter { CommandTable.fold($0).hasPrefix(typed) }
            let current =
                fitting.isEmpty ? acceptedWords(kind).filter { CommandTable.fold($0).hasPrefix(typed) } : fitting
            var seen = Set(longer)
            return longer
                + current.map { String($0.dropFirst(done.count).prefix { $0 != " " }) }
                .filter { !$0.isEmpty && seen.insert($0).inserted }
        }
        if named.id == .rules { return rulesCompletions(after: Array(words.dropFirst(taken)), partial: partial) }
        if kind == .text {
            // The game's suggestions (`SuggestingArguments`: legal moves, card numbers), from the
            // words already typed on: a command, a word and Tab offer the next words that fit.
            let typed = (words.dropFirst(taken) + [partial]).joined(separator: " ")
            let done = typed.dropLast(partial.count)
            var seen = Set<String>()
            // Cards as the language writes them (Spanish `7c`, not `7h`).
            return suggestedArguments(for: named.id)
                .map { $0.split(separator: " ").map { lexicon.spelling.spelled(String($0)) }.joined(separator: " ") }
                .filter { CommandTable.fold($0).hasPrefix(CommandTable.fold(typed)) }
                .map { String($0.dropFirst(done.count)) }
                .filter { seen.insert($0).inserted }
        }
        guard words.count == taken else { return longer }
        let current = matching(argumentWords(kind))
        return longer + (current.isEmpty ? matching(acceptedWords(kind)) : current).filter { !longer.contains($0) }
    }

    /// The next word of the commands available here whose names (in the current language)
    /// are longer than the words typed and go on with them and the partial word.
    func commandWordsAfter(_ words: [String], partial: String) -> [String] {
        let typed = CommandTable.fold((words + [partial]).joined(separator: " "))
        var seen = Set<String>()
        return commands.available(at: place).flatMap { localizer.aliases(ofCommand: $0.id) }.compactMap { alias in
            let parts = alias.split(separator: " ").map(String.init)
            guard parts.count > words.count, CommandTable.fold(alias).hasPrefix(typed) else { return nil }
            return parts[words.count]
        }.filter { seen.insert($0).inserted }
    }

    /// After `rules`: a section of the game in play or a game; after a game, its sections.
    func rulesCompletions(after typed: [String], partial: String) -> [String] {
        var game: GameID?
        if typed.isEmpty {
            if case .game(let here) = place { game = here }
        } else {
            game = games.id(named: typed.joined(separator: " "), localizer: localizer)
            if game == nil { return [] }
        }
        let folded = CommandTable.fold(partial)
        var candidates = game.map(topicWords) ?? []
        if typed.isEmpty { candidates += argumentWords(.game) }
        var seen = Set<String>()
        return candidates.filter { CommandTable.fold($0).hasPrefix(folded) && seen.insert($0).inserted }
    }

    /// What the game in play suggests typing after this command (Tab completion).
    func suggestedArguments(for command: CommandID) -> [String] {
        guard case .game(let game) = place, let table = tables[game]?.asSuggesting else { return [] }
        return table.suggestedArguments(for: command)
    }
}
