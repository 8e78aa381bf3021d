import CardKit
import Catalog
import GameKit
import TableKit

/// Answers given as sentences that point at the question itself: a yes/no question said back,
/// and a hand named by the rank it holds.
extension LessonAnswers {
    /// A yes/no question answered by saying it back (`es más probable pasarse` to `¿Es más
    /// probable pasarte que no?`): true, it is said to be so; false, said with a no before it
    /// (`no, es más probable…`); nil when the line does not say the question back. Each word of
    /// the line (two or more, one of them of four letters or more) is a word of the question's
    /// last sentence, in its order, or starts as one does (`pasarse`, `pasarte`).
    func echo(_ words: [String], question: String) -> Bool? {
        var said = words.map(CommandTable.fold)
        var negated = false
        if let first = said.first, isAnswer(first, "answer.no") {
            negated = true
            said.removeFirst()
        }
        guard said.count >= 2, said.contains(where: { $0.count >= 4 || ($0.count >= 2 && Self.isHangul($0)) })
        else { return nil }
        let sentences = question.split(whereSeparator: { ".:!¡".contains($0) })
        guard let last = sentences.last(where: { $0.contains("?") }) ?? sentences.last else { return nil }
        let asked = Session.words(of: String(last.map { $0 == "," ? " " : $0 }))
            .map { CommandTable.fold($0).filter { $0.isLetter || $0.isNumber } }.filter { !$0.isEmpty }
        func same(_ a: String, _ b: String) -> Bool {
            if a == b { return true }
            let common = zip(a, b).prefix { $0 == $1 }.count
            if common >= 5 && a.count - common <= 3 && b.count - common <= 3 { return true }
            // Korean: a syllable is a word's stem, its endings change (`넘어요`, `넘을`), and a
            // word may be said shorter, without its particle (`반` for `절반보다`).
            guard Self.isHangul(a), Self.isHangul(b) else { return false }
            if common >= 1 && a.count - common <= 3 && b.count - common <= 3 { return true }
            return b.count > a.count && b.contains(a)
        }
        // In the question's order; in Korean, whose order is free, each word once in any order.
        if said.allSatisfy(Self.isHangul) {
            var unused = Set(asked.indices)
            for word in said {
                guard let found = asked.indices.first(where: { unused.contains($0) && same(word, asked[$0]) })
                else { return nil }
                unused.remove(found)
            }
            return !negated
        }
        var at = 0
        for word in said {
            guard let found = asked[at...].firstIndex(where: { same(word, $0) }) else { return nil }
            at = found + 1
        }
        return !negated
    }

    /// The player a line names by a card they show (`el del cuatro de tréboles`, `the one with
    /// the four of clubs`), where the question says who shows what (`el jugador 2 el ♣4`,
    /// `플레이어 2는 ♣4`): the number said just before that card; nil when the line names no
    /// card after the words said around an answer, or the question puts no number before it.
    func playerNamedByCard(_ words: [String], question: String) -> Int? {
        var around = Set<String>()
        for key in ["lesson.answer.articles", "lesson.answer.onewith.phrases", "lesson.answer.fillers"] {
            for phrase in localizer.languages.flatMap({ localizer.words(key, in: $0) }) {
                around.formUnion(CommandTable.fold(phrase).split(separator: " ").map(String.init))
            }
        }
        let start = words.firstIndex { !around.contains(CommandTable.fold($0)) } ?? words.endIndex
        let read = lexicon.arguments(Array(words[start...]))
        guard start < words.count, read.count == 1, let card = FrenchCard(reading: read[0]) else { return nil }
        let tokens = question.split(whereSeparator: { $0 == " " || $0 == "\n" })
            .map { String($0.filter { !".,;:()?¿".contains($0) }) }
        guard let at = tokens.firstIndex(where: { FrenchCard(reading: $0) == card }) else { return nil }
        for token in tokens[..<at].reversed().prefix(4) {
            if FrenchCard(reading: token) != nil { return nil }
            let digits = token.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, let number = Int(digits) { return number }
        }
        return nil
    }

    /// An answer asked back as a question (`모양 아닌가요?`, `채우기인가요`, `¿no es la forma?`,
    /// `isn't it shape?`): the answer inside it, for a step that asks for a word or a number
    /// (where a yes or no is asked, `isn't it a set?` could mean either). Korean questions by
    /// their ending (`lesson.answer.asking.endings`, a word of its own or glued to the answer);
    /// other languages by a phrase around it (`lesson.answer.asking.phrases`, `#` the answer),
    /// only in a line that ends with a question mark. Nil when the line is no such question,
    /// or what it holds is no answer to the step.
    func askedBack(_ line: String, _ step: LessonStep) -> String? {
        switch step.expects {
        case .word, .number: break
        default: return nil
        }
        let words = Session.words(of: line)
        guard words.count >= 1, words.count <= 8 else { return nil }
        var candidates: [[String]] = []
        let endings = localizer.languages.flatMap { localizer.words("lesson.answer.asking.endings", in: $0) }
            .map(CommandTable.fold).filter { !$0.isEmpty }.sorted { $0.count > $1.count }
        if let last = words.last.map(CommandTable.fold) {
            if words.count > 1, endings.contains(last) { candidates.append(Array(words.dropLast())) }
            if let ending = endings.first(where: { last.count > $0.count && last.hasSuffix($0) }) {
                candidates.append(Array(words.dropLast()) + [String(last.dropLast(ending.count))])
            }
        }
        if line.last(where: { !$0.isWhitespace }) == "?" {
            let folded = words.map(CommandTable.fold)
            let phrases = localizer.languages.flatMap { localizer.words("lesson.answer.asking.phrases", in: $0) }
                .map { CommandTable.fold($0).split(separator: " ").map(String.init) }
                .filter { $0.filter { $0 == "#" }.count == 1 }
            for phrase in phrases where folded.count > phrase.count - 1 {
                let mark = phrase.firstIndex(of: "#")!
                let before = Array(phrase[..<mark])
                let after = Array(phrase[(mark + 1)...])
                guard Array(folded.prefix(before.count)) == before, Array(folded.suffix(after.count)) == after,
                    folded.count > before.count + after.count
                else { continue }
                candidates.append(Array(words[before.count..<(words.count - after.count)]))
            }
        }
        return candidates.lazy.map { $0.joined(separator: " ") }
            .first { understood(line: $0, command: false, step) }
    }

    /// Whether a word is written in Hangul.
    static func isHangul(_ word: String) -> Bool {
        !word.isEmpty && word.unicodeScalars.allSatisfy { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// The hand a line names by a rank it holds (`la de las jotas`, `gana la de la reina`, `잭
    /// 페어 있는 쪽이요`, `에이스 트리플`, `the one with the jacks`: `lesson.answer.rank.plurals`
    /// and `.names`, with the words said around them, `lesson.answer.holding.words`), among the
    /// hands a question shows as `N: cards` (`Mano 1: ♠J ♥J ♦3 ♣3 ♠A. Mano 2: …`, `1번 패: …`):
    /// its number, when exactly one hand holds that rank twice or more, or, none doing so,
    /// exactly one holds it.
    func handNamedByRank(_ words: [String], question: String) -> Int? {
        var ranks: [String: String] = [:]
        for key in ["lesson.answer.rank.plurals", "lesson.answer.rank.names"] {
            for item in localizer.languages.flatMap({ localizer.words(key, in: $0) }) {
                let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
                if parts.count == 2, ranks[CommandTable.fold(parts[0])] == nil {
                    ranks[CommandTable.fold(parts[0])] = parts[1]
                }
            }
        }
        var around = Set<String>()
        for key in [
            "lesson.answer.articles", "lesson.answer.onewith.phrases", "lesson.answer.wins.phrases",
            "lesson.answer.holding.words", "lesson.answer.fillers",
        ] {
            for phrase in localizer.languages.flatMap({ localizer.words(key, in: $0) }) {
                around.formUnion(CommandTable.fold(phrase).split(separator: " ").map(String.init))
            }
        }
        let endings = localizer.languages.flatMap { localizer.words("lesson.answer.endings", in: $0) }
            .map(CommandTable.fold).filter { !$0.isEmpty }
        var named: [String] = []
        for word in words.map(CommandTable.fold) {
            if around.contains(word) { continue }
            if let rank = ranks[word] {
                named.append(rank)
                continue
            }
            // A particle or an ending glued to the rank (`잭이`, `킹이요`).
            let stems = (particles + endings).filter { word.count > $0.count && word.hasSuffix($0) }
                .map { String(word.dropLast($0.count)) }
            if let rank = stems.lazy.compactMap({ ranks[$0] }).first {
                named.append(rank)
            } else if !stems.contains(where: around.contains) {
                return nil
            }
        }
        guard Set(named).count == 1, let letter = named.first, let rank = FrenchCard(reading: letter + "s")?.rank
        else { return nil }
        var hands: [Int: [FrenchCard]] = [:]
        var current: Int?
        var before: Int?
        for token in question.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let leading = Int(token.prefix { $0.isASCII && $0.isNumber })
            defer { before = leading }
            if token.hasSuffix(":") {
                // `1:`, or `1번 패:` (the number said before the word for a hand).
                current = Int(token.dropLast()) ?? before
                continue
            }
            let trimmed = String(token.filter { !".,;()".contains($0) })
            guard let hand = current, let card = FrenchCard(reading: trimmed) else {
                current = nil
                continue
            }
            hands[hand, default: []].append(card)
        }
        let twice = hands.filter { $0.value.filter { $0.rank == rank }.count >= 2 }.map(\.key)
        let once = hands.filter { $0.value.contains { $0.rank == rank } }.map(\.key)
        if twice.count == 1 { return twice[0] }
        return twice.isEmpty && once.count == 1 ? once[0] : nil
    }
}

extension LessonAnswers {
    /// The number of the one thing a line describes (`tres triángulos morados llenos`, `보라 꽉
    /// 찬 세모 3개`: Set's card 4), among things each given by its number and description
    /// (`Teaching.lessonDescribed`), read in any language: every word of the line is a word
    /// of a description (a number said either way), or one said around an answer (`creo que`,
    /// `la de`, a counter); nil when it names none, or more than one.
    func described(_ words: [String], among things: [(number: Int, description: Message)]) -> Int? {
        guard !things.isEmpty, !words.isEmpty, words.count <= 10 else { return nil }
        var aroundWords: [String] = []
        for language in localizer.languages {
            for key in [
                "lesson.answer.fillers", "lesson.answer.articles", "lesson.answer.onewith.phrases", "input.counters",
                "lesson.answer.units",
            ] {
                aroundWords += localizer.words(key, in: language)
            }
        }
        let around = Set(aroundWords.flatMap { CommandTable.fold($0).split(separator: " ").map(String.init) })
        let endings = localizer.languages.flatMap { localizer.words("lesson.answer.endings", in: $0) }
            .map(CommandTable.fold).filter { !$0.isEmpty }
        /// A word as compared: a number as its value, else folded.
        func token(_ word: String) -> String {
            if let halves = spokenHalves([word]) { return "#\(halves)" }
            return CommandTable.fold(word)
        }
        // Each thing's words, in every language; Korean's `꽉 찬` is two words, as typed.
        let described: [(number: Int, words: Set<String>)] = things.map { thing in
            let all = localizer.languages.flatMap { language in
                let text: String = localizer.speaking(language).text(thing.description)
                return Session.words(of: String(text.map { $0 == "," ? " " : $0 }))
            }
            return (thing.number, Set(all.map(token)))
        }
        let vocabulary = described.reduce(into: Set<String>()) { $0.formUnion($1.words) }
        // Other words for a description's words (`보라색` for `보라`, `violeta` for `morado`).
        var synonyms: [String: String] = [:]
        for item in localizer.languages.flatMap({ localizer.words("lesson.answer.described.synonyms", in: $0) }) {
            let parts = item.split(separator: "=", maxSplits: 1).map { CommandTable.fold(String($0)) }
            if parts.count == 2, synonyms[parts[0]] == nil { synonyms[parts[0]] = parts[1] }
        }
        // A count said in two words (`세 개`): one, its value.
        var words = words
        var counted: [Int: String] = [:]
        if let at = words.indices.dropLast().first(where: {
            spokenHalves([words[$0]]) == nil && around.contains(CommandTable.fold(words[$0 + 1]))
                && spokenHalves([words[$0], words[$0 + 1]]) != nil
        }), let halves = spokenHalves([words[at], words[at + 1]]) {
            words.remove(at: at + 1)
            counted[at] = "#\(halves)"
        }
        var said: [String] = []
        for (at, word) in words.enumerated() {
            var typed = counted[at] ?? token(word)
            if !vocabulary.contains(typed), let other = synonyms[typed] { typed = other }
            if !vocabulary.contains(typed), let ending = endings.first(where: { typed.hasSuffix($0) }),
                typed.count > ending.count
            {
                typed = token(String(CommandTable.fold(word).dropLast(ending.count)))
            }
            if !vocabulary.contains(typed), let particle = particles.first(where: { typed.hasSuffix($0) }),
                typed.count > particle.count, vocabulary.contains(String(typed.dropLast(particle.count)))
            {
                typed = String(typed.dropLast(particle.count))
            }
            if vocabulary.contains(typed) {
                said.append(typed)
            } else if !around.contains(typed) {
                return nil
            }
        }
        // A description says two things or more about the card (`tres triángulos`); one word
        // alone (`tres`) is a number, read as one.
        guard Set(said).count >= 2 else { return nil }
        let named = described.filter { Set(said).isSubset(of: $0.words) }
        return named.count == 1 ? named[0].number : nil
    }
}

extension LessonAnswers {
    /// A number said as odds (`4 a 1`, `4 to 1`, `4 대 1`: the tails of `lesson.answer.odds`, any
    /// language): the line without its tail, the number before it; nil when the line is no such
    /// odds.
    func withoutOddsTail(_ line: String) -> String? {
        let words = Session.words(of: line)
        let folded = words.map(CommandTable.fold)
        let tails = localizer.languages.flatMap { localizer.words("lesson.answer.odds", in: $0) }
            .map { CommandTable.fold($0).split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
        for tail in tails where folded.count > tail.count && Array(folded.suffix(tail.count)) == tail {
            let rest = Array(words.dropLast(tail.count))
            guard let last = rest.last, spokenHalves([last]) != nil else { continue }
            return rest.joined(separator: " ")
        }
        return nil
    }
}
