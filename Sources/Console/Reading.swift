import CardKit
import Catalog
import GameKit
import TableKit

/// How people type, read from the catalogs (`Input.strings`) of the languages parsed: number
/// words (`cinco`, `다섯`, `세 개`, `이십오`), units and counters (`10 fichas`, `10칩`),
/// articles (`la 4`), the words between the items of a list (`2, 4 y 6`, `1번하고 2번`).
struct InputLexicon {
    /// Folded number word → value.
    private(set) var numbers: [String: Int] = [:]
    /// Words that are numbers only before a unit (`한 장`, `세 개`).
    private(set) var counted: [String: Int] = [:]
    private(set) var multipliers: Set<String> = []
    private(set) var joiners: Set<String> = []
    /// Units and counters, longest first (a suffix is stripped longest first).
    private(set) var units: [String] = []
    private(set) var unitSet: Set<String> = []
    /// Articles, as word lists, longest first (`a las` before `a`).
    private(set) var articles: [[String]] = []
    private(set) var connectors: Set<String> = []
    /// The words for “onto” between two cards (`sobre`, `encima del`, `on`, `위에`), longest first.
    private(set) var onto: [[String]] = []
    private(set) var connectorSuffixes: [String] = []
    private(set) var halves: [[String]] = []
    /// Words for “percent” after a number (`veinticinco por ciento`), dropped, longest first.
    private(set) var percents: [[String]] = []
    /// Suit names → the reader's letter (`picas` → `s`), rank names → the reader's rank
    /// (`rey` → `k`), and the word between them (`de`, `of`): cards named in words.
    private(set) var suitNames: [String: String] = [:]
    private(set) var rankNames: [String: String] = [:]
    private(set) var cardOf: Set<String> = []
    /// Every number word, longest first, for numerals typed joined (`스물다섯`).
    private(set) var numberParts: [String] = []
    /// Whether some language parsed writes its words joined or apart (Korean).
    private(set) var freeSpacing = false
    /// Polite endings glued to a line's last word (`10개요`, `6번이요`), longest first.
    private(set) var endings: [String] = []
    /// French cards as typed in the language (`7p`, `1c`).
    let spelling: CardSpelling

    init(localizer: Localizer, languages: [Language]) {
        spelling = CardSpelling(localizer: localizer)
        func list(_ key: String) -> [String] {
            languages.flatMap { localizer.words(key, in: $0) }.map(CommandTable.fold)
        }
        func pairs(_ key: String) -> [String: Int] {
            var found: [String: Int] = [:]
            for item in list(key) {
                let parts = item.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, let value = Int(parts[1].trimmingSpaces()), value >= 0 else { continue }
                let word = parts[0].trimmingSpaces()
                if !word.isEmpty, found[word] == nil { found[word] = value }
            }
            return found
        }
        func texts(_ key: String) -> [String: String] {
            var found: [String: String] = [:]
            for item in list(key) {
                let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces() }
                if parts.count == 2, !parts[0].isEmpty, found[parts[0]] == nil { found[parts[0]] = parts[1] }
            }
            return found
        }
        suitNames = texts("input.card.suit.names")
        rankNames = texts("input.card.rank.names")
        cardOf = Set(list("input.card.of"))
        numbers = pairs("input.numbers")
        counted = pairs("input.numbers.counted")
        multipliers = Set(list("input.numbers.multipliers"))
        joiners = Set(list("input.numbers.joiner"))
        units = Array(Set(list("input.units") + list("input.counters"))).sorted { ($0.count, $0) > ($1.count, $1) }
        unitSet = Set(units)
        articles = Set(list("input.articles")).map { $0.split(separator: " ").map(String.init) }
            .sorted { ($0.count, $0.joined()) > ($1.count, $1.joined()) }
        connectors = Set(list("input.connectors"))
        onto = Set(list("input.onto")).map { $0.split(separator: " ").map(String.init) }
            .sorted { ($0.count, $0.joined()) > ($1.count, $1.joined()) }
        // A list's joining ending (`1번하고`) and a particle of place (`2번에서`, `1번으로`) are
        // dropped alike from a number.
        connectorSuffixes = Array(Set(list("input.connectors.suffixes") + list("input.particles")))
            .sorted { ($0.count, $0) > ($1.count, $1) }
        percents = Set(list("input.percent")).map { $0.split(separator: " ").map(String.init) }
            .filter { !$0.isEmpty }.sorted { $0.count > $1.count }
        halves = Set(list("input.half")).map { $0.split(separator: " ").map(String.init) }
            .sorted { $0.count > $1.count }
        numberParts = Array(Set(numbers.keys).union(counted.keys)).sorted { ($0.count, $0) > ($1.count, $1) }
        endings = Array(Set(list("input.endings"))).filter { !$0.isEmpty }.sorted { ($0.count, $0) > ($1.count, $1) }
        freeSpacing = languages.contains { localizer.words("input.spacing", in: $0).first == "free" }
    }

    /// A token's value: digits, a number word, or (where words are typed joined) number words
    /// run together (`열두`, `이십오`, `스물다섯`). `counted`: the forms used only before a unit.
    func number(_ token: String, counted allowCounted: Bool = false) -> Int? {
        if !token.isEmpty, token.count <= 9, token.allSatisfy({ $0.isASCII && $0.isNumber }) { return Int(token) }
        if let value = numbers[token] { return value }
        if allowCounted, let value = counted[token] { return value }
        if let dash = token.firstIndex(of: "-"), let tens = numbers[String(token[..<dash])],
            let units = numbers[String(token[token.index(after: dash)...])], tens % 10 == 0, tens >= 20, tens < 100,
            units < 10
        {
            return tens + units
        }
        guard freeSpacing, token.count <= 8 else { return nil }
        // Korean numerals: native tens and units (열두, 스물다섯), Sino-Korean with
        // multipliers (이십오 = 2×10+5, 백이십 = 100+2×10); no two units in a row (사이, 오이).
        var rest = Substring(token)
        var total = 0
        var current = 0
        var lastMultiplier = Int.max
        while !rest.isEmpty {
            guard let part = numberParts.first(where: { rest.hasPrefix($0) }) else { return nil }
            rest = rest.dropFirst(part.count)
            // A form used before units (`두`) ends a numeral (`열두`), or comes before a unit.
            let ends = rest.isEmpty && total + current > 0
            guard let value = numbers[part] ?? (allowCounted || ends ? counted[part] : nil) else { return nil }
            if multipliers.contains(part) {
                guard value < lastMultiplier else { return nil }
                lastMultiplier = value
                total += max(current, 1) * value
                current = 0
            } else {
                guard current == 0 || (current >= 10 && current < 100 && current % 10 == 0 && value < 10) else {
                    return nil
                }
                current += value
            }
        }
        let value = total + current
        return value > 0 || token == "영" ? value : nil
    }

    /// A word without the polite ending glued to it (`10개요` → `10개`, `받기요` → `받기`): the
    /// longest ending first; nil when it has none, or nothing would be left.
    func withoutEnding(_ word: String) -> String? {
        let folded = CommandTable.fold(word)
        guard let ending = endings.first(where: { folded.count > $0.count && folded.hasSuffix($0) }) else { return nil }
        return String(word.dropLast(ending.count))
    }

    /// A token with a unit or counter glued after its number (`10칩`, `3번째`, `세개`): the number.
    func countedNumber(_ token: String) -> Int? {
        for unit in units where token.count > unit.count && token.hasSuffix(unit) {
            if let value = number(String(token.dropLast(unit.count)), counted: true) { return value }
        }
        return nil
    }

    /// A token's number, with its glued unit (`10칩`) or list ending (`1번하고`) dropped.
    func anyNumber(_ token: String, beforeUnit: Bool = false) -> Int? {
        if let value = number(token, counted: beforeUnit) ?? countedNumber(token) { return value }
        for suffix in connectorSuffixes where token.count > suffix.count && token.hasSuffix(suffix) {
            let stem = String(token.dropLast(suffix.count))
            if let value = number(stem) ?? countedNumber(stem) { return value }
        }
        return nil
    }

    /// Whether a word is a unit with a list ending or a particle glued to it (`열로`, `열에서`).
    func isUnitWithParticle(_ word: String) -> Bool {
        connectorSuffixes.contains {
            word.count > $0.count && word.hasSuffix($0) && unitSet.contains(String(word.dropLast($0.count)))
        }
    }

    /// The article phrase that starts at `index`, if any: its length in words.
    func article(in words: [String], at index: Int) -> Int? {
        articles.first { article in
            index + article.count <= words.count && Array(words[index..<index + article.count]) == article
        }?.count
    }

    /// A half phrase at `index` (`y media`, `반`): its length in words.
    func half(in words: [String], at index: Int) -> Int? {
        halves.first { half in
            index + half.count <= words.count && Array(words[index..<index + half.count]) == half
        }?.count
    }

    /// What follows a command as people write it, as the games read it: numbers in words
    /// or with units become digits (`diez fichas` → `10`, `세 개` → `3`), articles before a
    /// number and the words between a list's items are dropped (`la 1, la 2 y la 3` →
    /// `1 2 3`), `y media` after a number makes a half (`5½`). Other words are kept as typed.
    /// `columns`: whether the game has columns, so that a word that is a unit and a number
    /// (Korean 열) right after a number is the unit; where it has none (Set) it is the number.
    func arguments(_ typed: [String], columns: Bool = true, isName: (String) -> Bool = { _ in false }) -> [String] {
        let words = typed.flatMap { $0.split(separator: ",").map(String.init) }.filter { !$0.isEmpty }
        let folded = words.map(CommandTable.fold)
        var out: [String] = []
        var lastWasNumber = false
        var i = 0
        func nextIsNumber(_ j: Int) -> Bool {
            guard j < folded.count else { return false }
            // `las cartas 1 y 2`: a unit between the article and the number.
            if unitSet.contains(folded[j]), j + 1 < folded.count, anyNumber(folded[j + 1]) != nil { return true }
            return anyNumber(folded[j], beforeUnit: j + 1 < folded.count && unitSet.contains(folded[j + 1])) != nil
        }
        while i < folded.count {
            let word = folded[i]
            if let (card, length) = namedCard(folded, at: i) {
                out.append(card)
                lastWasNumber = false
                i += length
                continue
            }
            let beforeUnit = i + 1 < folded.count && unitSet.contains(folded[i + 1])
            // A word that is a unit and a number (Korean 열, a column, and 열, ten) is the unit
            // right after a number (`7번 열`, `7 열`) and the number elsewhere (`열 개`, `베팅 열`).
            // A unit with a particle glued to it (`7번 열로`, `6번 열에서`) is the unit.
            let isUnit = unitSet.contains(word) || isUnitWithParticle(word)
            let unitAfterNumber = columns && lastWasNumber && !beforeUnit && isUnit
            if !unitAfterNumber, var value = anyNumber(word, beforeUnit: beforeUnit) {
                var next = i + 1
                let isWord = !word.allSatisfy { $0.isASCII && $0.isNumber }
                // Numbers in words of several words: `treinta y cinco`, `ciento veinte`, `twenty five`.
                if isWord, next < folded.count, let following = number(folded[next]),
                    !folded[next].allSatisfy({ $0.isASCII && $0.isNumber }),
                    (value >= 100 && value % 100 == 0 && following < 100 && following > 0)
                        || (value >= 20 && value < 100 && value % 10 == 0 && following < 10 && following > 0)
                {
                    value += following
                    next += 1
                } else if isWord, next + 1 < folded.count, joiners.contains(folded[next]),
                    let following = number(folded[next + 1]), value >= 30, value < 100, value % 10 == 0,
                    following > 0, following < 10
                {
                    value += following
                    next += 2
                }
                var text = String(value)
                if let length = half(in: folded, at: next) {
                    text += "½"
                    next += length
                } else if let unit = units.first(where: { word.count > $0.count && word.hasSuffix($0) }),
                    let length = half(in: [unit] + folded[next...].prefix(3), at: 0), length > 1
                {
                    // A half that starts with the unit glued to the number: `오점 오` (5.5 read aloud).
                    text += "½"
                    next += length - 1
                }
                if let length = percents.first(where: {
                    next + $0.count <= folded.count && Array(folded[next..<next + $0.count]) == $0
                })?.count {
                    next += length
                }
                out.append(text)
                lastWasNumber = true
                i = next
                continue
            }
            if isUnit && (lastWasNumber || nextIsNumber(i + 1)) {
                i += 1
                // `다섯 점 반`, `5 puntos y medio`: the half after the unit.
                if lastWasNumber, let last = out.last, !last.hasSuffix("½"), let length = half(in: folded, at: i) {
                    out[out.count - 1] = last + "½"
                    i += length
                }
                continue
            }
            // “Onto” right after a card or a game's word for one (`♣10 sobre ♦J`, `♣10 encima del 9
            // de tréboles`, `♦J 위에`, `el rey en la 5`): the move's source and target, as with `al`.
            if let last = out.last, isCard(last) || isName(last),
                let length = onto.first(where: {
                    i + $0.count <= folded.count && Array(folded[i..<i + $0.count]) == $0
                })?.count
            {
                i += length
                continue
            }
            if var end = article(in: folded, at: i).map({ i + $0 }) {
                // Articles in a row before a number (`de la 6`, `de la columna 6`).
                while end < folded.count, let more = article(in: folded, at: end) { end += more }
                // Before a card typed as signs or letters (`el ♣10`, `el 10t`) too.
                if nextIsNumber(end) || (end < words.count && (isName(words[end]) || isCard(words[end]))) {
                    i = end
                    continue
                }
            }
            if connectors.contains(word), !out.isEmpty, i + 1 < folded.count {
                lastWasNumber = false
                i += 1
                continue
            }
            out.append(words[i])
            lastWasNumber = false
            i += 1
        }
        return out
    }

    /// The words that name a card by its rank alone after one of `articles` (Spanish `el 6`,
    /// `al 7`: the six, where `la 6` is the sixth column), which could be read as a pile's
    /// number: the article and the number; nil when there are none.
    func rankByArticle(_ words: [String], articles: Set<String>) -> String? {
        let folded = words.map(CommandTable.fold)
        for i in folded.indices.dropLast() where articles.contains(folded[i]) {
            // A card named whole (`el seis de picas`, `encima del 7 de corazones`) is a card.
            if namedCard(folded, at: i) != nil || namedCard(folded, at: i + 1) != nil { continue }
            if let value = number(folded[i + 1]), (1...13).contains(value) { return "\(words[i]) \(words[i + 1])" }
        }
        return nil
    }

    /// Whether a typed word is a card, in the language's letters or the reader's (`10t`, `♣10`).
    func isCard(_ word: String) -> Bool { spelling.card(word) != nil || FrenchCard(reading: word) != nil }

    /// A card named in words at `index` (`2 de picas`, `el rey de corazones`, `ace of
    /// spades`, `스페이드 A`, `하트 10`): its sign form (`♠2`) and its length in words.
    func namedCard(_ words: [String], at index: Int) -> (String, Int)? {
        guard !suitNames.isEmpty else { return nil }
        var start = index
        if let length = article(in: words, at: start), start + length < words.count { start += length }
        func rank(_ word: String) -> String? {
            if let name = rankNames[word] { return name }
            guard let value = number(word), (1...10).contains(value) else { return nil }
            return value == 1 ? "a" : String(value)
        }
        func card(_ rank: String, _ suit: String) -> String? {
            FrenchCard(reading: rank + suit)?.description
        }
        // Rank, the word between, suit: `2 de picas`, `ace of spades`.
        if start + 2 < words.count, let r = rank(words[start]), cardOf.contains(words[start + 1]),
            let suit = suitNames[words[start + 2]], let named = card(r, suit)
        {
            return (named, start + 3 - index)
        }
        // Suit, rank: `스페이드 A`, `하트 10`.
        if start + 1 < words.count, let suit = suitNames[words[start]], let r = rank(words[start + 1]),
            let named = card(r, suit)
        {
            return (named, start + 2 - index)
        }
        // Suit and rank written as one word (`하트7`, `스페이드Q`, `7하트`), as Korean is typed.
        if start < words.count {
            let word = words[start]
            for (name, suit) in suitNames.sorted(by: { $0.key.count > $1.key.count }) where word.count > name.count {
                if word.hasPrefix(name), let r = rank(String(word.dropFirst(name.count))), let named = card(r, suit) {
                    return (named, start + 1 - index)
                }
                if word.hasSuffix(name), let r = rank(String(word.dropLast(name.count))), let named = card(r, suit) {
                    return (named, start + 1 - index)
                }
            }
        }
        return nil
    }

    /// Cards named in words with their suit after a run of ranks (`에이스 킹 퀸 잭 10 스페이드`,
    /// `ace king spades`): each rank of the run with that suit, in sign form (`♠A`); other words
    /// kept as typed. A suit word closes the run before it only where no rank follows it (there
    /// it names the next card, `스페이드 A`). Nil when no run is closed so.
    func cardsSuitLast(_ words: [String]) -> [String]? {
        guard !suitNames.isEmpty, words.count >= 2 else { return nil }
        let folded = words.map(CommandTable.fold)
        func rank(_ word: String) -> String? {
            if let name = rankNames[word] { return name }
            guard let value = number(word), (1...10).contains(value), word.allSatisfy({ $0.isASCII && $0.isNumber })
            else { return nil }
            return value == 1 ? "a" : String(value)
        }
        var out: [String] = []
        var run: [(rank: String, typed: String)] = []
        var found = false
        for (i, word) in folded.enumerated() {
            if let r = rank(word) {
                run.append((r, words[i]))
                continue
            }
            if let suit = suitNames[word], !run.isEmpty, i + 1 == folded.count || rank(folded[i + 1]) == nil {
                let cards = run.compactMap { FrenchCard(reading: $0.rank + suit)?.description }
                guard cards.count == run.count else { return nil }
                out += cards
                run = []
                found = true
                continue
            }
            out += run.map(\.typed) + [words[i]]
            run = []
        }
        out += run.map(\.typed)
        return found ? out : nil
    }

    /// A game's name with the articles before it dropped (`a las siete y media`, `al póquer`).
    func withoutArticles(_ words: [String]) -> [String] {
        let folded = words.map(CommandTable.fold)
        var start = 0
        while start < words.count - 1, let length = article(in: folded, at: start) { start += length }
        return start < words.count ? Array(words[start...]) : words
    }
}
