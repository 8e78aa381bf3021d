import CardKit
import Catalog
import GameKit
import TableKit

/// Reading a line that names cards in words: a sweep, a card said before its take, the values
/// a line names.
extension Session {
    /// A line that asks to take the whole table (la escoba's `barrer con el dos`, `¡escoba!`,
    /// `싹쓸이`): `input.<game>.sweep.phrases` at its start, or at its end after a card
    /// (`2로 싹쓸이`, `시종으로 싹쓸이할게요`, `con el dos barro la mesa`), read as `take` with the
    /// word `sweep` first, for the game to find the card that sweeps (or the one named). A
    /// phrase that is also a game's name (`escoba`, `에스코바`) is a sweep alone or with a card
    /// only, so that `에스코바 규칙` and `learn escoba` keep their meaning.
    func sweep(_ words: [String]) -> (CommandSpec, [String])? {
        guard case .game(let game) = place, !words.isEmpty, let take = commands.spec(CommandID("take", of: game)),
            commands.isAvailable(take, at: place)
        else { return nil }
        let key = "input.\(game.rawValue).sweep.phrases"
        guard localizer.has(key, in: .en) else { return nil }
        let folded = words.map(CommandTable.fold)
        let phrases = localizer.catalogs.chain(of: language).flatMap { localizer.words(key, in: $0) }
            .map { CommandTable.fold($0).split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
        let namesGame = { (phrase: [String]) in
            self.games.id(named: phrase.joined(separator: " "), localizer: self.localizer) != nil
        }
        if let phrase = phrases.first(where: { folded.count >= $0.count && Array(folded.prefix($0.count)) == $0 }) {
            let rest = Array(words.dropFirst(phrase.count))
            if rest.isEmpty || !namesGame(phrase) || namesCard(rest, for: take) { return (take, ["sweep"] + rest) }
        }
        // The verb last: what comes before the phrase names the card that sweeps.
        if let phrase = phrases.first(where: { folded.count > $0.count && Array(folded.suffix($0.count)) == $0 }) {
            let before = Array(words.dropLast(phrase.count))
            if namesCard(before, for: take) { return (take, ["sweep"] + before) }
        }
        return nil
    }

    /// A take said with the card played first (la escoba's `con el tres me llevo el siete y el
    /// cinco`): the card, starting with the game's `with` word, then the take command and what
    /// it takes; read as `take`, what it takes, then the card (`llevar el siete y el cinco con
    /// el tres`), which the game reads by values.
    func cardThenTake(_ words: [String]) -> (CommandSpec, [String])? {
        guard case .game(let game) = place, words.count > 2, let take = commands.spec(CommandID("take", of: game)),
            commands.isAvailable(take, at: place), canonicalInput(words[0], for: take.id) == "with"
        else { return nil }
        for start in 2..<words.count {
            let before = Array(words[..<start])
            guard let (spec, taken) = command(startingWith: Array(words[start...])), spec.id == take.id, taken > 0,
                namesCard(before, for: take)
            else { continue }
            let rest = Array(words[(start + taken)...])
            guard !rest.isEmpty, namesCard(rest, for: take) else { return nil }
            return (take, rest + before)
        }
        return nil
    }

    /// Whether words name a card as a game's take reads it: numbers (with a particle or a
    /// counter glued on: `2로`, `2번으로`), and the game's own words for figures, `with` and
    /// articles (`con el dos`, `시종으로`).
    func namesCard(_ words: [String], for take: CommandSpec) -> Bool {
        guard case .game(let game) = place, !words.isEmpty else { return false }
        // A word the game reads under its own name (`with`, `jack`: `input.<game>.with.words`).
        let isGameWord = { (word: String) in
            self.canonicalInput(word, for: take.id) != word
                || self.localizer.has("input.\(game.rawValue).\(CommandTable.fold(word)).words", in: .en)
        }
        let read = lexicon.arguments(markingValues(words)) { isGameWord($0) }
        return !read.isEmpty
            && read.allSatisfy { word in
                let digits = word.prefix { $0.isASCII && $0.isNumber }
                return word == "value" || isGameWord(word)
                    || (!digits.isEmpty && word.dropFirst(digits.count).allSatisfy { $0.isLetter && !$0.isASCII })
            }
    }

    /// A number said with an article where a game reads it as a card's value (la escoba's
    /// `tiro el cinco`, `input.<game>.value.articles`): the word `value` before it, for the
    /// game to find the card in hand worth that much. Other words are kept.
    func markingValues(_ words: [String]) -> [String] {
        guard case .game(let game) = place else { return words }
        let key = "input.\(game.rawValue).value.articles"
        guard localizer.has(key, in: .en) else { return words }
        let articles = Set(
            localizer.catalogs.chain(of: language).flatMap { localizer.words(key, in: $0) }.map(CommandTable.fold))
        var out: [String] = []
        for (i, word) in words.enumerated() {
            let folded = CommandTable.fold(word)
            if articles.contains(folded), i + 1 < words.count, lexicon.number(CommandTable.fold(words[i + 1])) != nil {
                out.append("value")
            } else {
                out.append(word)
            }
        }
        return out
    }
}
