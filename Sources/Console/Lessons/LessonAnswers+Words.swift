import CardKit
import Catalog
import GameKit
import TableKit

/// The words around an answer: fillers, particles, the words lessons take as answers, numbers
/// in halves however written.
extension LessonAnswers {
    /// A line without the words said before an answer (`lesson.answer.fillers`, any language),
    /// keeping at least its last word.
    func withoutFillers(_ words: [String]) -> ArraySlice<String> {
        let fillers = Set(
            localizer.languages.flatMap { localizer.words("lesson.answer.fillers", in: $0) }.map(CommandTable.fold))
        var rest = words[...]
        while let first = rest.first, rest.count > 1, fillers.contains(CommandTable.fold(first)) {
            rest = rest.dropFirst()
        }
        return rest
    }

    /// The particles glued to an answer's last word (`lesson.answer.particles`, any language),
    /// longest first.
    var particles: [String] {
        localizer.languages.flatMap { localizer.words("lesson.answer.particles", in: $0) }
            .map(CommandTable.fold).filter { !$0.isEmpty }.sorted { $0.count > $1.count }
    }

    /// Whether a line asks for help rather than answering (`no sé`, `모르겠어요`, `I don't
    /// know`: `lesson.unsure.phrases`); the step's hint answers it, and nothing is counted.
    func asksForHelp(_ words: [String]) -> Bool {
        let phrases = localizer.languages.flatMap { localizer.words("lesson.unsure.phrases", in: $0) }
            .map { CommandTable.fold($0).filter { $0 != " " } }
        // Also after the words said before it (`글쎄요, 잘 모르겠어요`, `pues no sé`).
        return [words, Array(withoutFillers(words))].flatMap { answerForms($0, .read) }.contains { form in
            phrases.contains(CommandTable.fold(form.joined(separator: " ")).filter { $0 != " " })
        }
    }

    /// Whether a short line says, anywhere in it, that the learner does not know (`no, no lo
    /// sé`, `creo que no, pero no estoy seguro`, `음 잘 모르겠는데`): a line unsure of itself is
    /// no answer, right or wrong; the step's hint answers it.
    func soundsUnsure(_ words: [String]) -> Bool {
        guard !words.isEmpty, words.count <= 12 else { return false }
        if asksForHelp(words) { return true }
        let folded = words.map(CommandTable.fold)
        let phrases = localizer.languages.flatMap { localizer.words("lesson.unsure.phrases", in: $0) }
            .map { CommandTable.fold($0).split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
        // A yes or no that starts inside it and goes on past it is what was said: `no se puede`
        // is no `no sé` (accents are folded away, as learners leave them out).
        var answers: [[String]] = []
        for language in localizer.languages {
            for key in ["answer.yes.words", "answer.yes.phrases", "answer.no.words", "answer.no.phrases"] {
                answers += localizer.words(key, in: language).map {
                    CommandTable.fold($0).split(separator: " ").map(String.init)
                }
            }
        }
        func starts(_ phrase: [String], at index: Int) -> Bool {
            index + phrase.count <= folded.count && Array(folded[index..<(index + phrase.count)]) == phrase
        }
        return phrases.contains { phrase in
            phrase.count <= folded.count
                && (0...(folded.count - phrase.count)).contains { index in
                    starts(phrase, at: index)
                        && !(index..<(index + phrase.count)).contains { at in
                            answers.contains { at + $0.count > index + phrase.count && starts($0, at: at) }
                        }
                }
        }
    }

    /// Whether a line answers a yes-or-no question with a number and no yes or no (`7점 반`,
    /// `9점`, `nueve`: the total the card makes): it states the result without saying which
    /// answer that is, so it is neither right nor wrong; the step's hint says both.
    func statesOnlyANumber(_ line: String) -> Bool {
        let words = Session.words(of: line)
        guard !words.isEmpty, words.count <= 6 else { return false }
        let saysYesOrNo = answerForms(words, .yes).contains {
            isAnswer($0.joined(separator: " "), "answer.yes") || isAnswer($0.joined(separator: " "), "answer.no")
        }
        guard !saysYesOrNo, !words.contains(where: { isAnswer($0, "answer.yes") || isAnswer($0, "answer.no") })
        else { return false }
        if answerForms(words, .number(halves: 0)).contains(where: { spokenHalves($0) != nil }) { return true }
        let read = lexicon.arguments(words)
        return !read.isEmpty && read.allSatisfy { !$0.isEmpty && $0.first?.isNumber == true }
    }

    /// Whether an answer names the words of `lesson.answer.<word>.words` in any language, with
    /// what people say around a name: an article before it (`el full`, `a flush`), the word for
    /// “wins” before or after it (`gana el full`, `the flush wins`, `플러시가 이겨요`), a particle
    /// glued to it (`플러시가`), a polite ending (`풀하우스요`); spaces ignored (`풀 하우스`).
    func names(_ words: [String], _ word: String) -> Bool {
        // `straight@6`: the hand named with that rank beside it (`la escalera al seis`), where
        // both hands are of one kind and only the rank tells them apart.
        let parts = word.split(separator: "@", maxSplits: 1).map(String.init)
        let rank = parts.count == 2 ? parts[1] : nil
        let key = "lesson.answer.\(parts[0])"
        // The hand named by its top rank alone (`la del 6`, `la que llega al seis`), where a rank
        // tells the two hands apart.
        if let rank {
            let tops = localizer.languages.flatMap { localizer.words("lesson.answer.topcard.phrases", in: $0) }
                .map { CommandTable.fold($0).split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
            let folded = words.map(CommandTable.fold)
            if tops.contains(where: { folded.count == $0.count + 1 && Array(folded.prefix($0.count)) == $0 }),
                ranksSaid(Array(folded.suffix(1)), besides: []) == [rank]
            {
                return true
            }
        }
        let wins = localizer.languages.flatMap { localizer.words("lesson.answer.wins.phrases", in: $0) }
            .map { CommandTable.fold($0).split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
        let articles = Set(
            localizer.languages.flatMap { localizer.words("lesson.answer.articles", in: $0) }.map(CommandTable.fold))
        let oneWith = localizer.languages.flatMap { localizer.words("lesson.answer.onewith.phrases", in: $0) }
            .map { CommandTable.fold($0).split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
        var forms: [[String]] = []
        for form in answerForms(words, .read) {
            var folded = form.map(CommandTable.fold)
            // “The one with” before the name (`el de la pareja`, `the one with the flush`).
            if let phrase = oneWith.sorted(by: { $0.count > $1.count }).first(where: {
                folded.count > $0.count && Array(folded.prefix($0.count)) == $0
            }) {
                folded.removeFirst(phrase.count)
            }
            var bare = [folded]
            for phrase in wins where folded.count > phrase.count {
                if Array(folded.suffix(phrase.count)) == phrase { bare.append(Array(folded.dropLast(phrase.count))) }
                if Array(folded.prefix(phrase.count)) == phrase { bare.append(Array(folded.dropFirst(phrase.count))) }
            }
            for said in bare {
                let named = rank.map { rank in withoutRanks(said).filter { ranksSaid(said, besides: $0).contains(rank) }
                }
                for name in named ?? ([said] + withoutRanks(said)) {
                    forms.append(name)
                    if let first = name.first, articles.contains(first), name.count > 1 {
                        forms.append(Array(name.dropFirst()))
                    }
                }
                // A count of one rank names its kind (`los cuatro treses`: four of a kind).
                let plain = said.filter { !articles.contains($0) }
                if rank == nil, plain.count == 2, let kind = kindCounted(plain), "lesson.answer.\(kind)" == key {
                    return true
                }
            }
        }
        for form in forms {
            if isAnswer(form.joined(separator: " "), key) { return true }
            guard let last = form.last else { continue }
            for particle in particles where last.count > particle.count && last.hasSuffix(particle) {
                let stem = form.dropLast() + [String(last.dropLast(particle.count))]
                if isAnswer(stem.joined(separator: " "), key) { return true }
            }
        }
        if rank == nil, namesAsAList(words, key) { return true }
        // The same answer said twice over (`반반 나눠요`: half each, split it).
        guard words.count >= 2, words.count <= 4 else { return false }
        return (1..<words.count).contains {
            names(Array(words[..<$0]), word) && names(Array(words[$0...]), word)
        }
    }

    /// The ranks (`a k q j 10 … 2`) said in a hand's name beside `name`, the name without them
    /// (`escalera al seis` besides `escalera`: `6`).
    func ranksSaid(_ said: [String], besides name: [String]) -> Set<String> {
        var values: [String: String] = [:]
        for item in localizer.languages.flatMap({
            localizer.words("lesson.answer.rank.names", in: $0) + localizer.words("lesson.answer.rank.plurals", in: $0)
        }) {
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { values[CommandTable.fold(parts[0])] = parts[1].lowercased() }
        }
        var found = Set<String>()
        for word in said where !name.contains(word) {
            if let value = values[word] {
                found.insert(value)
            } else if let halves = spokenHalves([word]), halves % 2 == 0, (4...28).contains(halves) {
                found.insert(halves == 28 ? "a" : String(halves / 2))
            }
        }
        return found
    }

    /// The kind two words name as a count of one rank (`cuatro treses`, `three aces`, `dos
    /// reyes`): `fourkind`, `threekind`, `pair`; nil for anything else. Folded words in.
    func kindCounted(_ words: [String]) -> String? {
        guard words.count == 2, let count = spokenHalves([words[0]]) else { return nil }
        let plurals = Set(
            localizer.languages.flatMap { localizer.words("lesson.answer.rank.plurals", in: $0) }.compactMap {
                $0.split(separator: "=", maxSplits: 1).first.map { CommandTable.fold(String($0)) }
            })
        guard plurals.contains(words[1]) else { return nil }
        switch count {
        case 8: return "fourkind"
        case 6: return "threekind"
        case 4: return "pair"
        default: return nil
        }
    }

    /// A hand's name said with the rank beside it, without that rank: after it with a word
    /// that joins them (`la escalera del ocho`, `el full de reinas`, `straight to the eight`,
    /// `queens full of fives`: `lesson.answer.rank.joins`), or before it, with a word for
    /// “high” or none (`8 스트레이트`, `queen-high straight`, `에이스 하이 플러시`:
    /// `lesson.answer.rank.high`); ranks as `lesson.answer.rank.names`, `.plurals`, or numbers
    /// (any language). Folded words in; none when no rank is said beside the name.
    func withoutRanks(_ name: [String]) -> [[String]] {
        func list(_ key: String) -> Set<String> {
            Set(
                localizer.languages.flatMap { localizer.words(key, in: $0) }.map(CommandTable.fold)
                    .filter { !$0.isEmpty })
        }
        var ranks = Set<String>()
        for item in localizer.languages.flatMap({
            localizer.words("lesson.answer.rank.names", in: $0) + localizer.words("lesson.answer.rank.plurals", in: $0)
        }) {
            if let word = item.split(separator: "=", maxSplits: 1).first {
                ranks.insert(CommandTable.fold(String(word)))
            }
        }
        let joins = list("lesson.answer.rank.joins")
        let high = list("lesson.answer.rank.high")
        let articles = list("lesson.answer.articles")
        func isRank(_ word: String) -> Bool {
            if ranks.contains(word) { return true }
            guard let halves = spokenHalves([word]) else { return false }
            return halves % 2 == 0 && (4...28).contains(halves)
        }
        // `queen-high` is two words here.
        var words = name.flatMap { word in
            word.contains("-") ? word.split(separator: "-").map(String.init) : [word]
        }
        var found: [[String]] = []
        // A rank before the name, with its word for “high” after it; a number said in words
        // only with that word (`two pair` is a name of its own).
        if words.count > 1, isRank(words[0]) {
            var rest = Array(words.dropFirst())
            while rest.count > 1, let first = rest.first, high.contains(first) { rest.removeFirst() }
            let named = ranks.contains(words[0]) || words[0].allSatisfy(\.isNumber) || rest.count < words.count - 1
            if named, !rest.isEmpty, !isRank(rest[0]) {
                words = rest
                found.append(words)
            }
        }
        // The rank after the name: from a joining word on, only ranks and the words around them.
        // (`four of a kind of threes`: the first joining word that only ranks follow).
        for at in words.indices.dropFirst() where joins.contains(words[at]) {
            let tail = words[at...]
            if tail.contains(where: isRank),
                tail.allSatisfy({ isRank($0) || joins.contains($0) || articles.contains($0) || high.contains($0) })
            {
                found.append(Array(words[..<at]))
                break
            }
        }
        // The rank after the name with its word for “high” (`straight, eight high`).
        if words.count > 2, let last = words.last, high.contains(last), isRank(words[words.count - 2]) {
            found.append(Array(words.dropLast(2)))
        }
        return found.filter { !$0.isEmpty && $0 != name }
    }

    /// Whether a line names the things of one of `<key>.words`/`.phrases` (any language) as a
    /// list, with the words said around and between them (`faltan la quinta, la sexta y la
    /// séptima` for `quinta sexta y séptima`): the two compared without fillers and articles
    /// (`lesson.answer.fillers`, `.articles`), two things or more on each side.
    func namesAsAList(_ words: [String], _ key: String) -> Bool {
        guard words.count >= 2, words.count <= 16 else { return false }
        var aside = Set<String>()
        for list in ["lesson.answer.fillers", "lesson.answer.articles"] {
            for word in localizer.languages.flatMap({ localizer.words(list, in: $0) }) {
                aside.insert(CommandTable.fold(word))
            }
        }
        func bare(_ words: [String]) -> [String] {
            words.map(CommandTable.fold).filter { !$0.isEmpty && !aside.contains($0) }
        }
        let said = bare(words)
        guard said.count >= 2 else { return false }
        return localizer.languages.contains { language in
            [key + ".words", key + ".phrases"].contains { list in
                localizer.words(list, in: language).contains {
                    bare(Session.words(of: $0)) == said
                }
            }
        }
    }

    /// A line with each fraction said in it written as its percentage (`un cuarto, veinticinco
    /// por ciento` as `25, veinticinco por ciento`; `4분의 1` as `25`: `lesson.answer.fractions`,
    /// any language), for a question that asks for a percentage; nil when it says none.
    func fractionsAsPercents(_ line: String) -> String? {
        var fractions: [(words: [String], percent: String)] = []
        for item in localizer.languages.flatMap({ localizer.words("lesson.answer.fractions", in: $0) }) {
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            let words = CommandTable.fold(parts[0]).split(separator: " ").map(String.init)
            if !words.isEmpty { fractions.append((words, parts[1])) }
        }
        fractions.sort { $0.words.count > $1.words.count }
        let raw = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let bare = raw.map { word in
            CommandTable.fold(String(word.filter { !",.;:!?¿¡…".contains($0) }))
        }
        var out: [String] = []
        var index = 0
        var found = false
        while index < raw.count {
            if let fraction = fractions.first(where: {
                index + $0.words.count <= raw.count && Array(bare[index..<(index + $0.words.count)]) == $0.words
            }) {
                let last = raw[index + fraction.words.count - 1]
                let closing = String(last.reversed().prefix { ",.;:!?…".contains($0) }.reversed())
                out.append(fraction.percent + closing)
                index += fraction.words.count
                found = true
            } else {
                out.append(raw[index])
                index += 1
            }
        }
        return found ? out.joined(separator: " ") : nil
    }

    /// The lists of words lessons take as answers (`lesson.answer.<word>.words`).
    var lessonAnswerKeys: [String] {
        (localizer.catalogs.table(.en) ?? [:]).keys.filter { $0.hasPrefix("lesson.answer.") && $0.hasSuffix(".words") }
            .sorted()
    }

    /// Whether a typed answer is one of the words or phrases of `<prefix>.words` and
    /// `<prefix>.phrases` in any language, spaces ignored (`안 돼요`, `안돼요`).
    func isAnswer(_ typed: String, _ prefix: String) -> Bool {
        let joined = CommandTable.fold(typed).filter { $0 != " " }
        guard !joined.isEmpty else { return false }
        return [prefix + ".words", prefix + ".phrases"].contains { key in
            localizer.anyLanguageLists(typed, under: key)
                || localizer.searching { languages in
                    languages.contains { localizer.foldedList(key, in: $0).spaceless.contains(joined) } ? true : nil
                } ?? false
        }
    }

    /// A number answer in halves, however written: digits (`7½`, `7,5`), words (`siete y
    /// media`, `다섯`), with units or an article (`10 fichas`, `세 개`, `la 4`, `3구`).
    func spokenHalves(_ words: [String]) -> Int? {
        let halfWords = halfWords()
        if let halves = LessonAnswer.halves(words.joined(separator: " "), counters: counters(), halfWords: halfWords) {
            return halves
        }
        let read = lexicon.arguments(words)
        guard read.count == 1 else { return nil }
        // A card named for its number (`el dos de picas` where the question asks which card).
        if let card = FrenchCard(reading: read[0]) { return card.rank * 2 }
        return LessonAnswer.halves(read[0], counters: counters(), halfWords: halfWords)
    }
    /// Where a number is asked, a pile named by its number in the answer (`5번 열 하나요`,
    /// `one, column 5`: `lesson.answer.labels`, `#` the number, any language): the line without
    /// it, and the number as typed. A count said beside the label is the answer; the label's
    /// number is read only when nothing else is (`5번 열`), and only as a right answer. Nil
    /// when there is none.
    func labelled(_ line: String, _ step: LessonStep) -> (rest: String, label: String)? {
        guard case .number = step.expects else { return nil }
        let words = Session.words(of: line)
        let folded = words.map(CommandTable.fold)
        let patterns = localizer.languages.flatMap { localizer.words("lesson.answer.labels", in: $0) }
            .map { CommandTable.fold($0).split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
        /// The number a word holds where a pattern's word has `#`, if it matches.
        func number(_ word: String, _ pattern: String) -> String? {
            guard let mark = pattern.firstIndex(of: "#") else { return word == pattern ? "" : nil }
            let before = String(pattern[..<mark])
            let after = String(pattern[pattern.index(after: mark)...])
            guard word.count > before.count + after.count, word.hasPrefix(before), word.hasSuffix(after) else {
                return nil
            }
            let middle = String(word.dropFirst(before.count).dropLast(after.count))
            return spokenHalves([middle]) != nil ? middle : nil
        }
        for start in folded.indices {
            for pattern in patterns where start + pattern.count <= folded.count {
                let read = zip(folded[start..<(start + pattern.count)], pattern).map { number($0, $1) }
                guard read.allSatisfy({ $0 != nil }), let label = read.compactMap({ $0 }).first(where: { !$0.isEmpty })
                else { continue }
                let rest = words[..<start] + words[(start + pattern.count)...]
                return (rest.joined(separator: " "), label)
            }
        }
        return nil
    }
}
