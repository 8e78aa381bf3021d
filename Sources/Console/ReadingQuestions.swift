import Catalog
import GameKit
import TableKit

/// A question typed at a table (`¿qué es completar?`, `브링인이 뭐야?`, `why -5 points?`, `어떻게
/// 해야 돼?`), read from the phrases of `Input.strings` of the languages parsed: what it asks
/// about, never a command.
enum TableQuestion: Equatable {
    /// What a word means (`bring-in`, `completar`, `bote`): the word as typed.
    case term(String)
    /// What to do now, what hand one has, whether there is a set: the game's hint.
    case hint
    /// Why the score or the table changed: the last thing the table said.
    case why
    /// Why the points are what they are (`¿por qué tengo 8 puntos?`): the score line where the
    /// game has one (it says what the points come from), else as `why`.
    case whyScore
    /// What the score is now (`점수`, `what's the score?`): the table's score line.
    case score
    /// Whether the game can still be won (`¿todavía puedo ganar?`): the game's quick check
    /// (its `solve quick`), where it has one.
    case winnable
}

struct QuestionReader {
    /// Whole lines that ask what to do, folded, spaces ignored.
    private var hintLines: Set<String> = []
    /// The same phrases of two words or more, which still ask for the hint with words after
    /// them (`qué hago, pido o me planto`), longest first.
    private var hintStarts: [[String]] = []
    /// How a line asking what to do ends (`5점 반인데 어떡하죠`): the hint, whatever comes before.
    private var hintEnds: [[String]] = []
    /// Words that open a question (`cuánto`, `what`) and endings that close one (`까`, `나요`),
    /// for a line with no question mark.
    private var questionStarts: [[String]] = []
    private var questionEndings: [String] = []
    /// Words that open (`me conviene`, `should I`) or end (`할까`) a question about whether
    /// to do something: the hint answers it.
    private var shouldStarts: [[String]] = []
    private var shouldEndings: [String] = []
    /// Words that ask leave before a command (`can I`, `puedo`), longest first.
    private var permissionStarts: [[String]] = []
    /// Whole lines that ask for the score, folded, spaces ignored.
    private var scoreLines: Set<String> = []
    /// Whole lines that ask whether the game can still be won, folded, spaces ignored.
    private var winnableLines: Set<String> = []
    /// Words that start a question about a reason (`por qué`, `why`, `왜`), longest first.
    private var why: [[String]] = []
    /// Words that make a question about a reason one about the score (`¿por qué tengo 8
    /// puntos?`): the score line says what the points come from.
    private var whyScore: Set<String> = []
    /// Words before a term (`qué es`, `what does`) and after it (`mean`, `뭐야`), longest first.
    private var before: [[String]] = []
    private var after: [[String]] = []
    /// Particles glued to the term's end (`브링인이`, `팟은`), longest first.
    private var particles: [String] = []
    /// The one-letter particles among them (`세트가`, `확률이`): dropped from every word before a
    /// line is matched against the hint's phrases, so that a phrase says what it asks once,
    /// with or without them (`세트가 몇 개 있어` is `세트 몇 개 있어`).
    private var caseParticles: [String] = []
    private let lexicon: InputLexicon

    init(localizer: Localizer, languages: [Language], lexicon: InputLexicon) {
        self.lexicon = lexicon
        func list(_ key: String) -> [String] {
            languages.flatMap { localizer.words(key, in: $0) }.map(CommandTable.fold).filter { !$0.isEmpty }
        }
        func phrases(_ key: String) -> [[String]] {
            Set(list(key)).map { $0.split(separator: " ").map(String.init) }
                .sorted { ($0.count, $0.joined(separator: " ")) > ($1.count, $1.joined(separator: " ")) }
        }
        particles = Array(Set(list("input.question.term.particles"))).sorted { ($0.count, $0) > ($1.count, $1) }
        caseParticles = particles.filter { $0.count == 1 }
        let glued = caseParticles
        let bare = { (phrase: [String]) in Self.withoutParticles(phrase, glued) }
        hintLines = Set(phrases("input.question.hint.phrases").map { bare($0).joined() })
        hintStarts = phrases("input.question.hint.phrases").filter { $0.count >= 2 }.map(bare)
        hintEnds = phrases("input.question.hint.ends").map(bare)
        questionStarts = phrases("input.question.starts")
        questionEndings = Array(Set(list("input.question.endings"))).sorted { ($0.count, $0) > ($1.count, $1) }
        shouldStarts = phrases("input.question.should.starts")
        permissionStarts = phrases("input.question.permission.starts")
        shouldEndings = Array(Set(list("input.question.should.endings"))).sorted { ($0.count, $0) > ($1.count, $1) }
        scoreLines = Set(list("input.question.score.phrases").map { $0.filter { $0 != " " } })
        winnableLines = Set(list("input.question.winnable.phrases").map { $0.filter { $0 != " " } })
        why = phrases("input.question.why.phrases")
        whyScore = Set(list("input.question.why.score.words"))
        before = phrases("input.question.term.before")
        after = phrases("input.question.term.after")
    }

    /// A line folded, its one-letter particles dropped and its spaces taken out: what two
    /// ways of saying one phrase share (`세트가 없는 것 같아요`, `세트 없는 것 같아요`).
    func bareLine(_ words: [String]) -> String {
        Self.withoutParticles(words.map(CommandTable.fold), caseParticles).joined().filter { $0 != " " }
    }

    /// Words without a one-letter particle glued to their end (`세트가` is `세트`); a word that
    /// is only the particle stays.
    static func withoutParticles(_ words: [String], _ particles: [String]) -> [String] {
        guard !particles.isEmpty else { return words }
        return words.map { word in
            guard let particle = particles.first(where: { word.count > $0.count && word.hasSuffix($0) }) else {
                return word
            }
            return String(word.dropLast(particle.count))
        }
    }

    /// What a line asks, if it is a question this reader knows; nil otherwise.
    func read(_ words: [String]) -> TableQuestion? {
        guard !words.isEmpty else { return nil }
        let folded = words.map(CommandTable.fold)
        let line = folded.joined().filter { $0 != " " }
        let bare = Self.withoutParticles(folded, caseParticles)
        if hintLines.contains(bare.joined().filter { $0 != " " }) { return .hint }
        if hintStarts.contains(where: { starts(bare, with: $0) && bare.count > $0.count }) { return .hint }
        if hintEnds.contains(where: { ends(bare[...], with: $0) }) { return .hint }
        if scoreLines.contains(line) { return .score }
        if winnableLines.contains(line) { return .winnable }
        if why.contains(where: { starts(folded, with: $0) }) {
            return folded.contains(where: whyScore.contains) ? .whyScore : .why
        }
        var start = 0
        var end = folded.count
        if let phrase = before.first(where: { starts(folded, with: $0) && folded.count > $0.count }) {
            start = phrase.count
        }
        if let phrase = after.first(where: { ends(folded[start...], with: $0) && end - start > $0.count }) {
            end -= phrase.count
        } else if start == 0 {
            // The asking word glued to the term (`브링인이뭐야`): split off, when it leaves a term.
            guard let last = folded.last,
                let phrase = after.first(where: { $0.count == 1 && last.count > $0[0].count && last.hasSuffix($0[0]) })
            else { return nil }
            var term = Array(words)
            term[term.count - 1] = String(term[term.count - 1].dropLast(phrase[0].count))
            return .term(cleaned(term))
        }
        guard start < end else { return nil }
        return .term(cleaned(Array(words[start..<end])))
    }

    /// Whether a line asks something: it ends in `?`, starts with `¿`, opens with a question
    /// word or ends as a question does (`할까`, `나요`).
    func isQuestion(_ line: String, _ words: [String]) -> Bool {
        let marks = line.filter { $0 != " " && $0 != "\t" }
        if marks.last == "?" || marks.last == "？" || marks.first == "¿" { return true }
        let folded = words.map(CommandTable.fold)
        let joined = folded.joined()
        return questionStarts.contains(where: { starts(folded, with: $0) })
            || questionEndings.contains(where: { joined.hasSuffix($0.filter { $0 != " " }) })
    }

    /// Whether a line asks rather than tells, read strictly enough that a command word is
    /// never taken for one: a question mark, an opening `¿`, a question word first (`can I
    /// hit?`, `puedo pedir`), or a question whether to do something (`더 받아도 돼`).
    func asksRatherThanTells(_ line: String, _ words: [String]) -> Bool {
        let marks = line.filter { $0 != " " && $0 != "\t" }
        if marks.last == "?" || marks.last == "？" || marks.first == "¿" { return true }
        let folded = words.map(CommandTable.fold)
        return questionStarts.contains(where: { starts(folded, with: $0) }) || asksWhetherTo(words)
    }

    /// The words after those that ask leave (`can I hit`, `puedo pedir otra`): the command
    /// asked about; nil when the line does not open so.
    func afterPermission(_ words: [String]) -> [String]? {
        let folded = words.map(CommandTable.fold)
        guard let phrase = permissionStarts.first(where: { starts(folded, with: $0) && folded.count > $0.count })
        else { return nil }
        return Array(words.dropFirst(phrase.count))
    }

    /// Whether a question word stands anywhere in the line (`비기면 어떻게 돼요`), as a word of
    /// its own: a line that asks, though it neither opens nor ends as a question.
    func holdsQuestionWord(_ words: [String]) -> Bool {
        let folded = words.map(CommandTable.fold)
        return questionStarts.contains { $0.count == 1 && folded.dropFirst().contains($0[0]) }
    }

    /// Whether a question word (`누가`, `quién`, `how`) opens the line or stands anywhere in it:
    /// it asks about the rules, rather than checking a guess (`스페이드가 이기는 거 아니에요?`).
    func holdsAnyQuestionWord(_ words: [String]) -> Bool {
        let folded = words.map(CommandTable.fold)
        return questionStarts.contains(where: { starts(folded, with: $0) }) || holdsQuestionWord(words)
    }

    /// Whether a question asks whether to do something (`¿me conviene seguir?`, `should I
    /// stop?`, `더 받을까?`): the hint answers it.
    func asksWhetherTo(_ words: [String]) -> Bool {
        let folded = words.map(CommandTable.fold)
        let joined = folded.joined()
        return shouldStarts.contains(where: { starts(folded, with: $0) && folded.count > $0.count })
            || shouldEndings.contains(where: { joined.hasSuffix($0.filter { $0 != " " }) })
    }

    /// The term without the articles before it (`el bote`, `the pot`).
    private func cleaned(_ words: [String]) -> String {
        lexicon.withoutArticles(words).joined(separator: " ")
    }

    /// The same term with a particle dropped, if one is glued to it (for a second look-up).
    func withoutParticle(_ term: String) -> String? {
        let folded = CommandTable.fold(term)
        guard let particle = particles.first(where: { folded.count > $0.count && folded.hasSuffix($0) }) else {
            return nil
        }
        return String(term.dropLast(particle.count))
    }

    private func starts(_ words: [String], with phrase: [String]) -> Bool {
        words.count >= phrase.count && Array(words.prefix(phrase.count)) == phrase
    }

    private func ends(_ words: ArraySlice<String>, with phrase: [String]) -> Bool {
        words.count >= phrase.count && Array(words.suffix(phrase.count)) == phrase
    }
}

/// Answering a question typed at a table: a term's rules section or command, the hint, or
/// the last thing the table said. Nothing in the game changes but what the hint itself does.
extension Session {
    /// The question phrases of the language in use, its fallbacks and English (made once for
    /// each, as the lexicon is: every line typed at a table is looked up).
    var questionReader: QuestionReader {
        let chain = localizer.catalogs.chain(of: language)
        let key = chain.map(\.rawValue).joined(separator: " ")
        if let made = indexes.questionReaders[key] { return made }
        let made = QuestionReader(localizer: localizer, languages: chain, lexicon: lexicon)
        indexes.questionReaders[key] = made
        return made
    }

    /// The answer to a line that is a question at a table, or nil when it is none.
    func answerQuestion(_ words: [String]) -> [String]? {
        guard case .game(let game) = place, tables[game] != nil else { return nil }
        if let goingOn = goingOn(words, at: game) { return goingOn }
        // How many cards the deck holds (`덱에 카드 몇 장 남았어요?`): the table, which shows it.
        if deckCountAsked(words) { return run(.table, argument: nil) }
        guard let question = questionReader.read(words) else { return nil }
        switch question {
        case .hint:
            return hintAnswer(at: game)
        case .whyScore where tables[game]?.scoreLine() != nil:
            return tables[game]?.scoreLine().map { [localizer.sentence($0)] }
        case .why, .whyScore:
            // Right after a hint (or the coach's better move): why that move.
            if case .why = question, let reason = tables[game]?.adviceReason { return [localizer.sentence(reason)] }
            // Just after a hint, on the same table, “why?” asks the advice's reason: the hint
            // again as it was said, with its figures, never the table's recap.
            if let advice = lastAdvice[game], !advice.isEmpty {
                return [localizer.text("question.why.advice")] + advice.map { localizer.sentence(kept($0)) }
            }
            guard let said = lastSaid[game], !said.isEmpty else {
                return [localizer.text("question.why.none", .command(.rules))]
            }
            return [localizer.text("question.why")] + said.map { "  " + localizer.sentence(kept($0)) }
        case .term(let term):
            return explain(term, in: game)
        case .winnable:
            // The game's quick check (`solve quick`), where it has one.
            let solve = CommandID("solve", of: game)
            guard let spec = commands.spec(solve), case .choice(_, let values)? = spec.argument.kind,
                values.contains("quick")
            else {
                return [localizer.text("question.asked.unanswered", .command(.rules), .command(.hint), .command(.help))]
            }
            return run(solve, argument: "quick")
        case .score:
            // The game's score line, or the table where the game has none (it shows the score).
            guard let line = tables[game]?.scoreLine() else { return run(.table, argument: nil) }
            return [localizer.sentence(line)]
        }
    }

    /// Whether a line asks how many cards are left in the deck: a word of
    /// `input.question.howmany.words` and one of `input.question.deck.words` (each said or
    /// the start of a word, a particle glued to it).
    func deckCountAsked(_ words: [String]) -> Bool {
        let chain = localizer.catalogs.chain(of: language)
        let list = { (key: String) in
            chain.flatMap { self.localizer.words(key, in: $0) }.map(CommandTable.fold).filter { !$0.isEmpty }
        }
        let (deck, howMany) = (list("input.question.deck.phrases"), list("input.question.howmany.phrases"))
        guard !deck.isEmpty, !howMany.isEmpty else { return false }
        let folded = words.map { CommandTable.fold($0).filter { !$0.isPunctuation } }
        // A phrase of several words (`how many cards`, `몇 장`): in the line, spaces or none.
        let joined = folded.joined()
        let says = { (list: [String]) in
            list.contains { item in
                item.contains(" ") ? joined.contains(item.filter { $0 != " " }) : folded.contains { $0.hasPrefix(item) }
            }
        }
        return says(deck) && says(howMany)
    }

    /// The hint, asked for in words: a hint that costs points is named, not taken (asking
    /// never costs).
    func hintAnswer(at game: GameID) -> [String] {
        // With the coach on, a game whose coach gives the hint free (its own command for it)
        // answers at once: the hint costs nothing, so naming its cost would say otherwise.
        let free = coaching && tables[game]?.asCoaching.map { $0.journalCommand(coaching: .hint) != .hint } == true
        if !free, localizer.has("question.hint.costs.\(game.rawValue)") {
            return [localizer.text("question.hint.costs.\(game.rawValue)", .command(.hint))]
        }
        return run(.hint, argument: nil)
    }

    /// A line that asks something and that nothing else understood (`¿cuánto vale el
    /// caballo?`): the rules section a word of it names, else a line saying what is accepted
    /// (a question whether to do something, `¿me conviene seguir?`, is the hint before any
    /// command is read). Never a command suggested: a question is not a mistyped command.
    func questionAsked(_ line: String, _ words: [String]) -> [String]? {
        guard !words.isEmpty, questionReader.isQuestion(line, words) else { return nil }
        guard case .game(let game) = place, tables[game] != nil else {
            // A game asked about (`세븐앤하프가 뭐예요?`): its rules.
            // A game asked about anywhere in the line (`hola, nunca he jugado. ¿qué es siete y media?`).
            if let named = gameNamed(in: words)
                ?? words.indices.dropFirst().lazy.compactMap({ self.gameNamed(in: Array(words[$0...])) }).first
            {
                // Where to start (`nunca he jugado al póquer, ¿por dónde empiezo?`): its lessons
                // first, then a game; never the whole rulebook.
                if startAsked(words) {
                    let name = localizer.words("game.\(named.rawValue).aliases").first ?? named.rawValue
                    return [
                        localizer.text(
                            "question.start", gameName(named), .commandLine(.learn, arguments: name),
                            .commandLine(.play, arguments: name))
                    ]
                }
                // How to learn it (`¿cómo aprendo la siete y media?`): its lessons, first.
                if learningAsked(words) {
                    let name = localizer.words("game.\(named.rawValue).aliases").first ?? named.rawValue
                    return [localizer.text("question.learn", gameName(named), .commandLine(.learn, arguments: name))]
                }
                return rules(gameSections: named)
            }
            return [localizer.text("console.unsure.lobby", .command(.play), .command(.learn))]
        }
        let plain = lexicon.withoutArticles(words)
        for size in stride(from: min(3, plain.count), through: 1, by: -1) {
            for start in 0...(plain.count - size) {
                let phrase = plain[start..<(start + size)].joined(separator: " ")
                let forms = [phrase] + (questionReader.withoutParticle(phrase).map { [$0] } ?? [])
                if let section = forms.lazy.compactMap({ self.section(named: $0, of: game) }).first {
                    return [sectionTitle(section, of: game), localizer.text(section.message(game: game))]
                }
            }
        }
        if let line = ruleLine(answering: words, in: game) { return line }
        return [localizer.text("question.asked.unanswered", .command(.rules), .command(.hint), .command(.help))]
    }

    /// A question no section's name answers (`¿qué pasa cuando se acaba el mazo?`): the
    /// sentence of the game's rules that shares the most words with it (words of four letters
    /// or more, compared by their first four, the question's asking words left out), under its
    /// section's title; nil unless it shares two words at least and half of the question's.
    func ruleLine(answering words: [String], in game: GameID) -> [String]? {
        let chain = localizer.catalogs.chain(of: language)
        let asking = Set(
            chain.flatMap {
                localizer.words("input.question.starts", in: $0)
                    + localizer.words("input.question.permission.starts", in: $0)
            }
            .flatMap { Self.words(of: CommandTable.fold($0)) })
        let stems = { (text: String) -> Set<String> in
            let spaced = String(CommandTable.fold(text).map { $0.isLetter || $0.isNumber ? $0 : " " })
            return Set(
                Self.words(of: spaced).filter { $0.count >= 4 && !asking.contains($0) }.map { String($0.prefix(4)) })
        }
        let asked = stems(lexicon.withoutArticles(words).joined(separator: " "))
        guard asked.count >= 2 else { return nil }
        var best: (shared: Int, section: RulesSection, sentence: String)?
        for section in games.table(game)?.rulesSections ?? [] {
            for sentence in Self.sentences(of: localizer.text(section.message(game: game))) {
                let shared = asked.intersection(stems(sentence)).count
                if shared > (best?.shared ?? 0) { best = (shared, section, sentence) }
            }
        }
        guard let best, best.shared >= 2, best.shared * 2 >= asked.count else { return nil }
        return [sectionTitle(best.section, of: game), best.sentence]
    }

    /// A text's sentences: its lines, each cut after a full stop followed by a space, without
    /// a list's bullet.
    static func sentences(of text: String) -> [String] {
        text.split(separator: "\n").flatMap { line -> [String] in
            var sentences: [String] = []
            var current = ""
            var previous: Character = " "
            for character in line {
                if character == " ", previous == "." || previous == "。" {
                    sentences.append(current)
                    current = ""
                } else {
                    current.append(character)
                }
                previous = character
            }
            sentences.append(current)
            return sentences.map { String($0.drop { $0 == " " || $0 == "•" }) }.filter { !$0.isEmpty }
        }
    }

    /// Whether a line asks how to learn (a word starting as one of `input.question.learn.stems`:
    /// `aprendo`, `enseñas`, `배우려면`).
    /// Whether a question asks where to start (`input.question.start.stems`, any language:
    /// a word's start, or words said together, `primera vez`).
    func startAsked(_ words: [String]) -> Bool {
        let folded = words.map(CommandTable.fold)
        let stems = localizer.languages.flatMap { localizer.words("input.question.start.stems", in: $0) }
            .map { CommandTable.fold($0).split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
        return stems.contains { stem in
            folded.indices.contains { at in
                at + stem.count <= folded.count
                    && zip(folded[at..<(at + stem.count)], stem).enumerated().allSatisfy { index, pair in
                        index == stem.count - 1 ? pair.0.hasPrefix(pair.1) : pair.0 == pair.1
                    }
            }
        }
    }

    func learningAsked(_ words: [String]) -> Bool {
        let stems = localizer.languages.flatMap { localizer.words("input.question.learn.stems", in: $0) }
            .map(CommandTable.fold).filter { !$0.isEmpty }
        return words.map(CommandTable.fold).contains { word in stems.contains { word.hasPrefix($0) } }
    }

    /// The game a line names by its first words (`맞고`, `맞고 하고 싶어요`, `세븐앤하프가 뭐예요`,
    /// a particle glued to the name dropped); nil when none.
    func gameNamed(in words: [String]) -> GameID? {
        for count in stride(from: min(3, words.count), through: 1, by: -1) {
            let name = words.prefix(count).joined(separator: " ")
            let forms = [name] + (questionReader.withoutParticle(name).map { [$0] } ?? [])
            if let id = forms.lazy.compactMap({ self.gameNamed($0) }).first { return id }
        }
        return nil
    }

    /// A line that only says the player goes on (`vale, sigo` at Set), from the game's
    /// `input.GAME.goingon.phrases`: what to do next there, never a move.
    func goingOn(_ words: [String], at game: GameID) -> [String]? {
        let key = "question.goingon.\(game.rawValue)"
        guard localizer.has(key) else { return nil }
        let line = words.map(CommandTable.fold).joined().filter { $0 != " " }
        let phrases = localizer.catalogs.chain(of: language).flatMap {
            localizer.words("input.\(game.rawValue).goingon.phrases", in: $0)
        }
        guard phrases.contains(where: { CommandTable.fold($0).filter { $0 != " " } == line }) else { return nil }
        if let command = tables[game]?.goingOnCommand { return run(command, argument: nil) }
        return [localizer.text(key, .command(.tap), .command(.deal))]
    }

    /// A question that names how a player plays (`input.question.styles.words`: `타이트`, `tight`,
    /// `agresivo`, a word's start) at a table that knows its computer players' styles: that line.
    func opponentsAsked(_ line: String, _ words: [String]) -> [String]? {
        guard case .game(let game) = place, let table = tables[game], questionReader.isQuestion(line, words),
            let answer = table.opponentsLine()
        else { return nil }
        let stems = localizer.catalogs.chain(of: language).flatMap {
            localizer.words("input.question.styles.words", in: $0)
        }
        .map(CommandTable.fold).filter { !$0.isEmpty }
        let said = words.map(CommandTable.fold).contains { word in stems.contains { word.hasPrefix($0) } }
        return said ? [localizer.sentence(answer)] : nil
    }

    /// A whole line of `input.<game>.howto.<command>.phrases` for a command of `input.<game>.howto`
    /// (`카드를 더 놓으려면 어떻게 해요?`, `what if there is no set?`: `deal`), particles and
    /// punctuation left out alike: that command's help, never the command.
    func howToAsked(_ words: [String]) -> [String]? {
        guard case .game(let game) = place, tables[game] != nil, !words.isEmpty, words.count <= 10,
            localizer.has("input.\(game.rawValue).howto", in: .en)
        else { return nil }
        let reader = questionReader
        let bare = { (words: [String]) in reader.bareLine(words).filter { !$0.isPunctuation } }
        let line = bare(words)
        for id in localizer.words("input.\(game.rawValue).howto", in: .en) {
            guard let spec = commands.spec(CommandID(id, of: game)) ?? commands.spec(CommandID(id)),
                commands.isAvailable(spec, at: place)
            else { continue }
            let key = "input.\(game.rawValue).howto.\(id).phrases"
            let said = localizer.catalogs.chain(of: language).contains { language in
                localizer.words(key, in: language).contains { bare(Self.words(of: $0)) == line }
            }
            if said { return help(spec.id) }
        }
        return nil
    }

    /// A question in the lobby about a game's lessons (`세트 레슨 다 끝났나요?`, `¿he terminado
    /// las lecciones de set?`): a game named, a word of `command.learn.aliases` said: the list of
    /// lessons with the learner's progress.
    func lessonsAsked(_ line: String, _ words: [String]) -> [String]? {
        guard case .lobby = place, questionReader.isQuestion(line, words), gameNamed(in: words) != nil else {
            return nil
        }
        let lessonWords = Set(
            localizer.catalogs.chain(of: language).flatMap { localizer.aliases(ofCommand: .learn, in: $0) }
                .map(CommandTable.fold))
        let folded = words.map { CommandTable.fold($0).filter { !$0.isPunctuation } }
        guard folded.contains(where: { word in lessonWords.contains { word.hasPrefix($0) } }) else { return nil }
        return run(.learn, argument: nil)
    }

    /// A word the game's lessons define (`Teaching.lessonTerms`) named by `input.term.<key>.phrases`
    /// (`팟 오즈`, `pot odds`): its definition, with the lesson that teaches it; nil otherwise.
    func lessonTermNamed(_ term: String, in game: GameID) -> [String]? {
        guard let type = games.table(game)?.asTeaching else { return nil }
        let wanted = CommandTable.fold(term).filter { $0 != " " }
        for lessonTerm in type.lessonTerms where localizer.has("input.term.\(lessonTerm.key).phrases", in: .en) {
            let names = localizer.catalogs.chain(of: language).flatMap {
                localizer.words("input.term.\(lessonTerm.key).phrases", in: $0)
            }
            guard names.contains(where: { CommandTable.fold($0).filter { $0 != " " } == wanted }),
                let index = type.lessons.firstIndex(where: { $0.key == lessonTerm.lesson })
            else { continue }
            let name = localizer.words("game.\(game.rawValue).aliases").first ?? game.rawValue
            let variant = (tables[game] as? any Teaching)?.lessonTermVariant.map {
                "lesson.term.\(lessonTerm.key).\($0)"
            }
            let key = variant.flatMap { localizer.has($0) ? $0 : nil } ?? "lesson.term.\(lessonTerm.key)"
            var text = localizer.text(key, .commandLine(.learn, arguments: "\(name) \(index + 1)"))
            // Said under a table's line it is an aside in brackets; asked, it is the answer.
            if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
            return [text]
        }
        // A hand named by its top card (`퀸 탑`, `reina como carta más alta`): the word without
        // the rank.
        let words = Self.words(of: term)
        if words.count > 1, let first = words.first.map(CommandTable.fold),
            lexicon.rankNames[first] != nil || lexicon.number(first).map({ (2...10).contains($0) }) == true
        {
            return lessonTermNamed(words.dropFirst().joined(separator: " "), in: game)
        }
        return nil
    }

    /// A term asked about: the rules section it names, else the command it names, else the
    /// first rules section whose text uses the word; else what shows the rules and commands.
    func explain(_ term: String, in game: GameID) -> [String] {
        explained(term, in: game) ?? [
            localizer.text(
                "question.term.unknown", .verbatim(Typed.visible(term)), gameName(game), .command(.rules),
                .command(.help))
        ]
    }

    /// A line that ends in a question mark and is no command (`¿pasarse?`, `버스트?`, `the
    /// bank?`): the term it names, when the rules or the commands know it; else nil.
    func termAsked(_ line: String, _ words: [String]) -> [String]? {
        guard case .game(let game) = place, tables[game] != nil,
            line.last(where: { $0 != " " && $0 != "\t" }) == "?", !words.isEmpty, words.count <= 4
        else { return nil }
        return explained(lexicon.withoutArticles(words).joined(separator: " "), in: game)
    }

    /// The rules section or command a term names, else the first rules section whose text
    /// uses the word; nil when none does.
    func explained(_ term: String, in game: GameID) -> [String]? {
        let forms = [term] + (questionReader.withoutParticle(term).map { [$0] } ?? [])
        if let defined = forms.lazy.compactMap({ self.lessonTermNamed($0, in: game) }).first { return defined }
        for form in forms {
            if let section = section(named: form, of: game) {
                return [sectionTitle(section, of: game), localizer.text(section.message(game: game))]
            }
        }
        for form in forms {
            let words = Self.words(of: form)
            if let (spec, taken) = command(startingWith: words), taken == words.count {
                return help(spec.id)
            }
        }
        // A word a section's own words grow from (`set` for `sets`, `empate` for `empates`).
        let sections = games.table(game)?.rulesSections ?? []
        for form in forms {
            let wanted = CommandTable.fold(form)
            guard wanted.count >= 3 else { continue }
            if let section = sections.first(where: { section in
                localizer.words(section.wordsKey(game: game)).map(CommandTable.fold).contains {
                    $0.hasPrefix(wanted) && $0.count - wanted.count <= 2 && !$0.contains(" ")
                }
            }) {
                return [sectionTitle(section, of: game), localizer.text(section.message(game: game))]
            }
        }
        // A phrase of two or three words inside a longer term that names a section (`que
        // plantarse vale de media -4,55 fichas`: `vale de media`), the longest first.
        let said = Self.words(of: term)
        if said.count > 2 {
            for size in stride(from: 3, through: 2, by: -1) where size < said.count {
                for start in 0...(said.count - size) {
                    let phrase = said[start..<(start + size)].joined(separator: " ")
                    if let section = section(named: phrase, of: game) {
                        return [sectionTitle(section, of: game), localizer.text(section.message(game: game))]
                    }
                }
            }
        }
        // A sign with no letter or digit in it (`↻`, `▒▒`): the first section whose text shows it.
        let sign = term.filter { !$0.isWhitespace }
        if !sign.isEmpty, !sign.contains(where: { $0.isLetter || $0.isNumber }),
            let section = sections.first(where: { localizer.text($0.message(game: game)).contains(sign) })
        {
            return [sectionTitle(section, of: game), localizer.text(section.message(game: game))]
        }
        for form in forms {
            let wanted = CommandTable.fold(form)
            guard wanted.count > 1 else { continue }
            if let section = sections.first(where: { section in
                let text = CommandTable.fold(localizer.text(section.message(game: game)))
                let spaced = String(text.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : " " })
                return (" " + Self.words(of: spaced).joined(separator: " ") + " ").contains(" \(wanted) ")
            }) {
                return [sectionTitle(section, of: game), localizer.text(section.message(game: game))]
            }
        }
        return nil
    }
}
