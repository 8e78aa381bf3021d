import Catalog
import GameKit
import TableKit

/// Input as people type it: commands of several words (`me planto`), a number with its
/// Korean counter (`탭 1번`), a game's name after `help` (`ayuda set`). The words live in
/// the catalogs; this only reads them.
extension Session {
    /// The command the line starts with, and how many of its words name it: the longest
    /// run of up to five words that is a command or a phrasing of one here (`no quiero más`
    /// before `no`), then (in a language whose words are typed joined or apart) the same run
    /// with its spaces ignored (`새 판`, `한장 더`), never when its first word alone is a
    /// command; numbers alone are `tap`'s. The words of the languages in use are looked at
    /// first, then (and only then parsed) those of every language.
    func command(startingWith words: [String]) -> (CommandSpec, Int)? {
        for everyLanguage in [false, true] {
            for count in stride(from: min(5, words.count), through: 1, by: -1) {
                let word = words.prefix(count).joined(separator: " ")
                if let spec = commands.command(named: word, at: place, everyLanguage: everyLanguage) {
                    // The same command typed apart where it is one word (`콜 할게요`, `그만 할게요`).
                    for longer in stride(from: min(5, words.count), to: count, by: -1)
                    where commands.command(joined: words.prefix(longer).joined(), at: place)?.id == spec.id {
                        return (spec, longer)
                    }
                    return (spec, count)
                }
            }
            if !everyLanguage {
                for count in stride(from: min(5, words.count), through: 1, by: -1) {
                    if let spec = commands.command(joined: words.prefix(count).joined(), at: place) {
                        return (spec, count)
                    }
                }
            }
            // Card numbers alone (`1번 5번 9번`, `1 5 9`, `1, 2 y 3`, `la 2, la 4 y la 6`) tap them
            // where the game has `tap`.
            let folded = words.map(CommandTable.fold)
            var lead = 0
            while lead < words.count - 1, let length = lexicon.article(in: folded, at: lead) { lead += length }
            let numberFirst =
                words.dropFirst(lead).first.flatMap { first in
                    lexicon.anyNumber(CommandTable.fold(first)).map { _ in
                        first.first?.isASCII == true && first.first?.isNumber == true
                    }
                } == true
            if numberFirst, commands.spec(.tap).map({ commands.isAvailable($0, at: place) }) != true,
                case .game(let game) = place, let id = (lesson?.table ?? tables[game])?.numberCommand,
                let spec = commands.spec(id), commands.isAvailable(spec, at: place)
            {
                // A game without `tap` says which of its commands a number alone means now.
                return (spec, lead)
            }
            // Card numbers in words (`la cinco y la doce`, `y la cinco y la doce`): nothing but
            // numbers, articles and joiners, and more than a number alone in a lesson (`cinco` may
            // be an answer there; at a table, `넷` or `nueve` alone is a card).
            let joined = words.prefix { lexicon.joiners.contains(CommandTable.fold($0)) }.count
            let read = lexicon.arguments(Array(words.dropFirst(joined)), columns: hasColumns)
            let spokenNumbers =
                !numberFirst && (words.count > 1 || lesson == nil) && words.count <= 12 && !read.isEmpty
                && read.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
            if spokenNumbers, let tap = commands.spec(.tap), commands.isAvailable(tap, at: place),
                case .game(let game) = place, commands.spec(CommandID("move", of: game)) == nil
            {
                return (tap, joined)
            }
            // A card named in words, then where it goes (`el siete de diamantes al ocho de
            // tréboles`, `la reina de corazones sobre el rey`, `el as de picas a la base`): a
            // move without its verb, where the game moves cards.
            if lexicon.namedCard(folded, at: lead) != nil, lexicon.arguments(words).count >= 2,
                case .game(let game) = place, let move = commands.spec(CommandID("move", of: game)),
                commands.isAvailable(move, at: place)
            {
                return (move, 0)
            }
            if numberFirst, let tap = commands.spec(.tap), commands.isAvailable(tap, at: place) {
                // A pile then another (`3 f`, `3번 열을 파운데이션으로`) where the game moves between piles.
                if case .game(let game) = place, let move = commands.spec(CommandID("move", of: game)),
                    commands.isAvailable(move, at: place), lexicon.arguments(words).count == 2
                {
                    return (move, 0)
                }
                return (tap, 0)
            }
        }
        return nil
    }

    /// `1번` → `1`: a number followed by a counter of any language (`input.counters`).
    func withoutCounter(_ word: String) -> String {
        guard let first = word.first, first.isASCII, first.isNumber,
            !word.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return word }
        return localizer.searching { languages -> String? in
            for language in languages {
                for counter in localizer.words("input.counters", in: language) where word.hasSuffix(counter) {
                    let number = word.dropLast(counter.count)
                    if !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }) { return String(number) }
                }
            }
            return nil
        } ?? word
    }

    /// A game named after `help` (`help set`, `도움말 세트`): its rules, unless the word is
    /// also a command (then `help` explains the command).
    func gameNamed(_ argument: String) -> GameID? {
        guard commands.commands(named: argument).isEmpty else { return nil }
        return games.id(named: argument, localizer: localizer)
    }

    /// A word the game in play takes under another name (`mazo`, `덱` → `s`): the lists
    /// `input.<game>.<word>.words` of every language, after the commands that take piles
    /// (`input.<game>.commands`; not `export FILE`, whose file may be called anything).
    func canonicalInput(_ word: String, for command: CommandID) -> String {
        guard case .game(let game) = place,
            localizer.words("input.\(game.rawValue).commands", in: .en).contains(command.rawValue)
        else { return word }
        let folded = CommandTable.fold(word)
        return localizer.searching { languages -> String? in
            let key = ([game.rawValue] + languages.map(\.rawValue)).joined(separator: " ")
            if indexes.words[key] == nil {
                let prefix = "input.\(game.rawValue)."
                var index: [String: String] = [:]
                for key in (localizer.catalogs.table(.en) ?? [:]).keys
                where key.hasPrefix(prefix) && key.hasSuffix(".words") {
                    let canonical = String(key.dropFirst(prefix.count).dropLast(".words".count))
                    for language in languages {
                        for alias in localizer.words(key, in: language) { index[CommandTable.fold(alias)] = canonical }
                    }
                }
                indexes.words[key] = index
            }
            guard let index = indexes.words[key] else { return nil }
            if let found = index[folded] { return found }
            // With a particle glued to it (`파운데이션으로`, `펼친카드를`).
            for particle in lexicon.connectorSuffixes where folded.count > particle.count && folded.hasSuffix(particle)
            {
                if let found = index[String(folded.dropLast(particle.count))] { return found }
            }
            return nil
        } ?? cardOrRank(word)
    }

    /// A card as the reader spells it (`Ap` → `♠A`, `As` → `♠A`), else a rank named in words.
    private func cardOrRank(_ word: String) -> String {
        let card = withSuitLetter(word)
        return card != word ? card : rankLetter(word) ?? word
    }

    /// A rank named in words where a card is taken (`el rey`, `la reina`, `에이스`): its letter
    /// (`K`), for the game to find the one card of that rank it can mean. One-letter words
    /// (`a`, a Spanish preposition too) stay as typed.
    func rankLetter(_ word: String) -> String? {
        let folded = CommandTable.fold(word)
        guard folded.count > 1, let rank = lexicon.rankNames[folded], rank.count == 1 else { return nil }
        return rank.uppercased()
    }

    /// A card typed with the language's suit letters and ranks (Spanish `7p`, `Tt`, `1c`:
    /// picas, tréboles, corazones), as the reader spells it (`CardSpelling`); a word that
    /// names no card stays as typed.
    func withSuitLetter(_ word: String) -> String { lexicon.spelling.canonical(word) }

    /// Why a move that names a card by its rank alone (`mueve el 6 al 7`: the six, not column 6)
    /// is not read as piles: what to type instead. Nil where the words name no such card, or
    /// where the game's numbers name no piles (no `input.<game>.rank.articles`).
    func rankNamedAsPile(_ words: [String], for command: CommandID, in lessonGame: GameID? = nil) -> Message? {
        var here = lessonGame
        if here == nil, case .game(let game) = place { here = game }
        guard let game = here,
            localizer.words("input.\(game.rawValue).commands", in: .en).contains(command.rawValue),
            case let articles = Set(
                localizer.catalogs.chain(of: language).flatMap {
                    localizer.words("input.\(game.rawValue).rank.articles", in: $0)
                }.map(CommandTable.fold)),
            !articles.isEmpty, let named = lexicon.rankByArticle(words, articles: articles)
        else { return nil }
        return Message("input.card.rank.unclear", .verbatim(Typed.visible(named)))
    }

    /// The note said once a session when a card is typed with a letter that names another
    /// suit in English (Spanish `c`, corazones) and no card of the line uses a letter only the
    /// language has (`Ap Kp … vs 5c 4d 3t` is Spanish throughout), else nothing.
    func cardLetterNote(_ words: [String], for command: CommandID) -> [String] {
        guard !cardNoteShown, !words.isEmpty, case .game(let game) = place,
            localizer.words("input.\(game.rawValue).commands", in: .en).contains(command.rawValue),
            words.contains(where: lexicon.spelling.usesClashingLetter),
            // A line that also uses a letter only this language has reads as written.
            !words.contains(where: lexicon.spelling.usesOwnOnlyLetter),
            !localizer.string("input.card.note").isEmpty
        else { return [] }
        cardNoteShown = true
        return [localizer.text("input.card.note")]
    }
}
