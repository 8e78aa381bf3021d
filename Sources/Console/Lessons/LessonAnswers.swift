import CardKit
import Catalog
import GameKit
import TableKit

/// How a lesson reads what a learner types as an answer, in any language: yes and no, numbers
/// however written, the words a question takes, and a command's argument compared with the
/// one a step expects. Pure: it reads the catalogs, and changes nothing.
struct LessonAnswers {
    let localizer: Localizer
    /// How people type numbers, units and lists in the language in use.
    let lexicon: InputLexicon

    /// Whether a line is an answer at all for a step: a command; for a question, also a
    /// number, yes or no, or (for a question that asks for a word) a word.
    func understood(_ words: [String], command: Bool, _ expected: LessonExpectation) -> Bool {
        if command { return true }
        switch expected {
        case .action, .play, .read: return false
        case .word:
            // One of the words the lessons take as answers (`lesson.answer.<word>.words`: the
            // right one or another of its kind, `colour` for `shading`).
            return answerForms(words, expected).contains { words in
                let typed = words.joined(separator: " ")
                return lessonAnswerKeys.contains {
                    localizer.anyLanguageLists(typed, under: $0)
                        || localizer.anyLanguageLists(typed, under: String($0.dropLast(".words".count)) + ".phrases")
                }
            }
        case .number:
            // A yes or no is no count (`안 돼요` at “how many?”): not understood, never wrong.
            return answerForms(words, expected).contains { spokenHalves($0) != nil }
        case .yes, .no:
            return answerForms(words, expected).contains { words in
                let typed = words.joined(separator: " ")
                return spokenHalves(words) != nil || isAnswer(typed, "answer.yes") || isAnswer(typed, "answer.no")
            }
        }
    }

    /// Whether a line is an answer at all for a step: as `understood(_:command:_:)` for what it
    /// expects, or one of the words the step names (a hand's name where it asks which wins).
    func understood(_ words: [String], command: Bool, _ step: LessonStep) -> Bool {
        understood(words, command: command, step.expects)
            || (step.rightWords + step.wrongWords).contains { names(words, $0) }
    }

    /// Whether a line answers a step rightly: one of the words it names as right (`el full`,
    /// `플러시가 이겨요`, `ninguna` where two hands tie), or an answer to what it expects.
    func answers(_ line: String, _ step: LessonStep) -> Bool {
        if step.rightWords.contains(where: { names(Session.words(of: line), $0) }) { return true }
        // “Both”, or a tie, said where the step asks which of two hands wins (`둘 다 스트레이트
        // 아니에요? 그럼 비기는 거?`, `los dos son escalera, empate`): never the number it holds.
        if case .number = step.expects, !(step.rightWords + step.wrongWords).isEmpty, !step.rightWords.contains("tie"),
            namesTie(Session.words(of: line))
        {
            return false
        }
        if let rest = saidAgain(line, step) { return answers(rest, step) }
        if let rest = afterReason(line), understood(line: rest, command: false, step) { return answers(rest, step) }
        if let (rest, label) = labelled(line, step) {
            return rest.isEmpty || !understood(line: rest, command: false, step)
                ? answers(label, step) : answers(rest, step)
        }
        if answersAsSaid(line, step) { return true }
        if let rest = withoutLeadingWords(line, step), answers(rest, step) { return true }
        if let clause = onlyAnswerClause(line, step) { return answers(clause, step) }
        // The answer inside a short sentence (`faltan tres`, `세 장 남았어요`), only when the line
        // and its first clause are no answer as they stand.
        guard !understoodAsSaid(line: line, command: false, step),
            let inner = innerAnswer(line, step) ?? restatedAnswer(line, step)
        else {
            return namesWithin(line, step)
        }
        return answersAsSaid(inner.words.joined(separator: " "), step)
    }

    /// The line without the words that only lead into an answer (`vale, entonces el full, la
    /// segunda`, `mejor me retiro`: `input.leading.phrases`, any language); where a yes or no is
    /// asked, only those that are no answer themselves (there `vale` is the answer). Nil when
    /// it starts with none or is nothing else.
    private func withoutLeadingWords(_ line: String, _ step: LessonStep) -> String? {
        let yesOrNo: Bool
        switch step.expects {
        case .yes, .no: yesOrNo = true
        default: yesOrNo = false
        }
        var said: [String] = []
        for language in localizer.languages {
            said += localizer.words("input.leading.phrases", in: language)
            said += localizer.words("lesson.answer.fillers", in: language)
        }
        let leading = said.map { CommandTable.fold($0).split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
            .filter { !yesOrNo || !understood($0, command: false, step) }
            .sorted { $0.count > $1.count }
        var words = Session.words(of: line)
        var dropped = 0
        while let phrase = leading.first(where: { phrase in
            words.count > phrase.count && words.prefix(phrase.count).map(CommandTable.fold) == phrase
        }) {
            words.removeFirst(phrase.count)
            dropped += phrase.count
        }
        guard dropped > 0 else { return nil }
        // The rest keeps its own commas (its clauses): cut from the line after the words dropped
        // (a token of punctuation alone is no word).
        let raw = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        var index = raw.startIndex
        while index < raw.endIndex && dropped > 0 {
            if raw[index].contains(where: { $0.isLetter || $0.isNumber }) { dropped -= 1 }
            index += 1
        }
        guard index < raw.endIndex else { return nil }
        return String(line[raw[index].startIndex...])
    }

    private func answersAsSaid(_ line: String, _ step: LessonStep) -> Bool {
        let words = Session.words(of: line)
        if step.rightWords.contains(where: { names(words, $0) }) || answers(line, step.expects) { return true }
        // The answer before its reason (`una, la cinco`, `괜찮아요. 7점 반이 되니까요`, `la mano 1
        // porque tiene as`).
        if let answer = answerBeforeReason(line, step), answersAsSaid(answer, step) { return true }
        guard let clause = Session.firstClause(of: line).map({ beforeReason($0) ?? $0 }) ?? beforeReason(line) else {
            return false
        }
        if answersAsSaid(clause, step) { return true }
        // A description, then the answer (`tres triángulos morados llenos, la 4`).
        guard !holdsAnswer(clause, step), let last = Session.lastClause(of: line), last != clause else { return false }
        return answersAsSaid(last, step)
    }

    /// Whether a clause is an answer, as it stands or after the words said before one (`solo
    /// una`); a number guessed inside a description (`tres triángulos morados`) is none.
    private func holdsAnswer(_ clause: String, _ step: LessonStep) -> Bool {
        understood(Session.words(of: clause), command: false, step)
            || (innerAnswer(clause, step).map { !$0.guessed } ?? false)
    }

    /// Where a line says its answer again, the answer as said the second time: after a phrase
    /// that restates (`un cuarto, o sea veinticinco`: `lesson.answer.restating.phrases`, any
    /// language), or, where a number or a word is asked, after a first clause that is only a
    /// yes or no (`ah no, veinte puntos`: a correction, not the answer). Nil when the line
    /// does neither, or what follows is no answer.
    func saidAgain(_ line: String, _ step: LessonStep) -> String? {
        let words = Session.words(of: line)
        let folded = words.map(CommandTable.fold)
        let phrases = localizer.languages.flatMap { localizer.words("lesson.answer.restating.phrases", in: $0) }
            .map { CommandTable.fold($0).split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
        var rest: String?
        for index in folded.indices.dropFirst().reversed() where rest == nil {
            if let phrase = phrases.first(where: {
                index + $0.count < folded.count && Array(folded[index..<(index + $0.count)]) == $0
            }) {
                rest = words[(index + phrase.count)...].joined(separator: " ")
            }
        }
        switch step.expects {
        case .number, .word:
            if rest == nil, let clause = Session.firstClause(of: line), let after = Session.afterFirstClause(of: line) {
                let said = withoutFillers(Session.words(of: clause)).joined(separator: " ")
                if isAnswer(said, "answer.yes") || isAnswer(said, "answer.no") { rest = after }
            }
        case .yes, .no:
            // `vale, pues no`: a word that only takes the question in, then the answer after
            // a word that leads into one (`pues`, `entonces`, `so`, `그럼`).
            guard rest == nil, let clause = Session.firstClause(of: line),
                let after = Session.afterFirstClause(of: line)
            else { break }
            let leading = localizer.languages.flatMap { localizer.words("input.leading.phrases", in: $0) }
                .map { CommandTable.fold($0).split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
            let next = Session.words(of: after).map(CommandTable.fold)
            if leading.contains(Session.words(of: clause).map(CommandTable.fold)),
                leading.contains(where: {
                    next.count > $0.count && Array(next.prefix($0.count)) == $0
                        && !understood($0, command: false, step)
                })
            {
                rest = after
            }
        default: break
        }
        guard let rest, understood(line: rest, command: false, step) else { return nil }
        return rest
    }

    /// The one clause of a line of three or more (`yo, el uno, tengo la jota`) that is an answer
    /// as it stands, the others being none; nil when none is, or more than one.
    func onlyAnswerClause(_ line: String, _ step: LessonStep) -> String? {
        let clauses = Session.clauses(of: line)
        guard clauses.count >= 3, clauses.count <= 5 else { return nil }
        let answering = clauses.filter { understood(Session.words(of: $0), command: false, step) }
        return answering.count == 1 ? answering[0] : nil
    }

    /// What a line says after a reason that ends in a word's ending (`전부 다르니까 세트 맞죠`:
    /// `lesson.answer.reason.endings`, any language); nil when it gives none or nothing follows.
    func afterReason(_ line: String) -> String? {
        let words = Session.words(of: line)
        let conditions = localizer.languages.flatMap { localizer.words("lesson.answer.condition.endings", in: $0) }
            .map(CommandTable.fold).filter { !$0.isEmpty }
        let endings =
            localizer.languages.flatMap { localizer.words("lesson.answer.reason.endings", in: $0) }
            .map(CommandTable.fold).filter { !$0.isEmpty } + conditions
        guard
            let index = words.indices.dropLast().last(where: { index in
                let word = CommandTable.fold(words[index])
                // An ending of three letters or more may be a word of its own (`때문에`).
                return endings.contains {
                    (word.count > $0.count && word.hasSuffix($0)) || (word == $0 && $0.count >= 3)
                }
            })
        else { return nil }
        // A condition (`lesson.answer.condition.endings`: `빼면`, `장이면`) that opens a question
        // (`비기면 어떻게 돼요`, `같으면 누가 이겨요?`) or offers another answer (`3번 아니면 4번`) is
        // no reason.
        let rest = Array(words[(index + 1)...])
        let asking = Set(
            localizer.languages.flatMap { localizer.words("input.question.starts", in: $0) }.map(CommandTable.fold))
        let alternatives = Set(
            localizer.languages.flatMap { localizer.words("lesson.answer.alternatives", in: $0) }
                .map(CommandTable.fold))
        let word = CommandTable.fold(words[index])
        let condition = conditions.contains { word.count > $0.count && word.hasSuffix($0) }
        guard
            !condition
                || (!line.contains("?") && !line.contains("？")
                    && !rest.contains(where: { asking.contains(CommandTable.fold($0)) })
                    && !alternatives.contains(word))
        else { return nil }
        return rest.joined(separator: " ")
    }

    /// What a line answers after a question it asks first (`스트레이트가 더 세지 않나요? 2번`, `¿no
    /// gana la escalera? la 2`): the words after its last question mark, when they are an
    /// answer to the step; nil otherwise.
    func afterQuestion(_ line: String, _ step: LessonStep) -> String? {
        guard let mark = line.lastIndex(where: { $0 == "?" || $0 == "？" }) else { return nil }
        let rest = String(line[line.index(after: mark)...].drop { $0 == " " || $0 == "\t" })
        guard !Session.words(of: rest).isEmpty, understood(line: rest, command: false, step) else { return nil }
        return rest
    }

    /// Whether words name a tie, or both hands, anywhere in them (`lesson.answer.tie`).
    func namesTie(_ words: [String]) -> Bool {
        // “Seems” after an answer (`2번 같아요`, `이길 것 같아요`: “it looks like 2”, “I think it
        // wins”) says no “the same”: those words (`lesson.answer.seems.words`) are read as a tie
        // only when they open the line.
        let seems = Set(
            localizer.languages.flatMap { localizer.words("lesson.answer.seems.words", in: $0) }.map(CommandTable.fold))
        let words = words.enumerated().filter { $0.offset == 0 || !seems.contains(CommandTable.fold($0.element)) }
            .map(\.element)
        return words.indices.contains { start in
            (1...min(4, words.count - start)).contains { names(Array(words[start..<(start + $0)]), "tie") }
        }
    }

    /// Whether a sentence names the right answer of a yes-or-no step inside it (`그럼 국제
    /// 룰에서는 반씩 나누는 거네요`: `반씩`, a tie), naming no wrong one, negating nothing and
    /// saying no yes or no of its own.
    func namesWithin(_ line: String, _ step: LessonStep) -> Bool {
        switch step.expects {
        case .yes, .no: break
        default: return false
        }
        let words = Session.words(of: line)
        guard !step.rightWords.isEmpty, words.count >= 2, words.count <= 10, !negates(words),
            !words.contains(where: { isAnswer($0, "answer.yes") || isAnswer($0, "answer.no") })
        else { return false }
        func named(_ answers: [String]) -> Bool {
            words.indices.contains { start in
                (1...min(3, words.count - start)).contains { count in
                    answers.contains { names(Array(words[start..<(start + count)]), $0) }
                }
            }
        }
        return named(step.rightWords) && !named(step.wrongWords)
    }

    /// The answer said first, then its reason with no word between (`2번이요 나머지 카드들이 더
    /// 높아 보여서`): the line's last word ends as a reason does (`lesson.answer.reason.endings`),
    /// and its first one to three words answer the step as they stand; nil otherwise.
    func answerBeforeReason(_ line: String, _ step: LessonStep) -> String? {
        let words = Session.words(of: line)
        guard words.count > 2, let last = words.last.map(CommandTable.fold) else { return nil }
        let endings = localizer.languages.flatMap { localizer.words("lesson.answer.reason.endings", in: $0) }
            .map(CommandTable.fold).filter { !$0.isEmpty }
        guard endings.contains(where: { last.count > $0.count && last.hasSuffix($0) }) else { return nil }
        for count in 1...min(3, words.count - 2) {
            let answer = Array(words.prefix(count))
            if understood(answer, command: false, step) { return answer.joined(separator: " ") }
        }
        return nil
    }

    /// What a line says before a reason given in words (`la mano 1 porque tiene as`: the words
    /// of `lesson.answer.reasons`, any language); nil when it gives none.
    func beforeReason(_ line: String) -> String? {
        let words = Session.words(of: line)
        let folded = words.map(CommandTable.fold)
        let reasons = localizer.languages.flatMap { localizer.words("lesson.answer.reasons", in: $0) }
            .map { CommandTable.fold($0).split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
        for index in folded.indices.dropFirst() {
            if reasons.contains(where: {
                index + $0.count <= folded.count && Array(folded[index..<(index + $0.count)]) == $0
            }) {
                return words[..<index].joined(separator: " ")
            }
        }
        return nil
    }

    /// Whether a line, or what it says before its reason, or the answer inside it, is an answer
    /// at all for a step.
    /// An answer found inside a sentence by a guess (the answer it starts with, or its one
    /// number) counts only when it is right: `tres triángulos morados` describes a card and `la
    /// del seis` a hand, so reading them as the card 3 or the number 6 would tell a learner a
    /// right answer is wrong; they get the neutral line instead.
    func understood(line: String, command: Bool, _ step: LessonStep) -> Bool {
        if !command, saidAgain(line, step) != nil { return true }
        if let rest = afterReason(line), understood(line: rest, command: command, step) { return true }
        if !command, !step.rightWords.contains(where: { names(Session.words(of: line), $0) }),
            let (rest, label) = labelled(line, step)
        {
            // The label alone is an answer only where it is the right one (`5번 열` for “which
            // stack?”); where a count is asked it names the stack, and is no wrong answer.
            return (!rest.isEmpty && understood(line: rest, command: false, step)) || answers(label, step)
        }
        if understoodAsSaid(line: line, command: command, step) { return true }
        if !command, onlyAnswerClause(line, step) != nil { return true }
        if !command, let rest = withoutLeadingWords(line, step), rest != line,
            understood(line: rest, command: false, step)
        {
            return true
        }
        guard let inner = innerAnswer(line, step) ?? restatedAnswer(line, step) else { return false }
        return !inner.guessed || answersAsSaid(inner.words.joined(separator: " "), step)
    }

    private func understoodAsSaid(line: String, command: Bool, _ step: LessonStep) -> Bool {
        if understood(Session.words(of: line), command: command, step) { return true }
        if answerBeforeReason(line, step) != nil { return true }
        guard let clause = Session.firstClause(of: line).map({ beforeReason($0) ?? $0 }) ?? beforeReason(line) else {
            return false
        }
        if understood(Session.words(of: clause), command: false, step) { return true }
        guard !holdsAnswer(clause, step), let last = Session.lastClause(of: line), last != clause else { return false }
        return understood(Session.words(of: last), command: false, step)
    }

    /// The answer inside a short sentence that is no answer as a whole, read from its first
    /// clause, then from the whole line: without the words said before an answer
    /// (`lesson.answer.fillers`: `faltan tres`, `como mucho tres`, `es el relleno`, `아마 세 장`,
    /// `I have 6`); or the answer it starts with when nothing after it could be another answer
    /// (`la primera por la reina`, `세 장 남았어요`); or, where a number is asked, its one number,
    /// or its last when it shows its working (`8 더하기 1 해서 9점`), with no yes or no beside it. Nil when there is none, or more than one could be meant.
    /// `guessed`: found by the answer it starts with or its one number, rather than by leaving
    /// out the words said before it.
    func innerAnswer(_ line: String, _ step: LessonStep) -> (words: [String], guessed: Bool)? {
        let clause = Session.firstClause(of: line)
        var guess: (words: [String], guessed: Bool)?
        for text in [clause, line].compactMap({ $0 }) {
            let words = Session.words(of: text)
            guard words.count > 1, words.count <= 12 else { continue }
            if let found = innerAnswer(words, step) {
                // A guess in the first clause gives way to the whole line's result, where a
                // number is asked (`10 더하기 3은 13, 두 배 하면 26점`).
                guard found.guessed, clause != nil, text == clause, case .number = step.expects else { return found }
                guess = found
                continue
            }
            if clause != nil, guess == nil { break }
        }
        return guess
    }

    /// The answer in the clause a line ends on, when what comes before is no answer but
    /// says it another way (`el doble, o sea veinte`, `double, so 20`).
    func restatedAnswer(_ line: String, _ step: LessonStep) -> (words: [String], guessed: Bool)? {
        guard let last = Session.lastClause(of: line), last != line else { return nil }
        return innerAnswer(last, step)
    }

    private func innerAnswer(_ words: [String], _ step: LessonStep) -> (words: [String], guessed: Bool)? {
        let isAnswer = { (words: [String]) in
            self.understood(words, command: false, step.expects)
                || (step.rightWords + step.wrongWords).contains { self.names(words, $0) }
        }
        // A word that could be an answer of its own: then a shorter start is not the answer.
        // Where a number is asked, another number or a hand's name (a yes said after it, as in
        // Korean 이겨요 “it wins”, is no other answer).
        let couldAnswer = { (word: String) in
            if case .number = step.expects {
                return self.spokenHalves([word]) != nil
                    || (step.rightWords + step.wrongWords).contains { self.names([word], $0) }
            }
            return isAnswer([word]) || self.spokenHalves([word]) != nil || self.isAnswer(word, "answer.yes")
                || self.isAnswer(word, "answer.no")
        }
        let rest = withoutFillers(words)
        if rest.count < words.count, isAnswer(Array(rest)) { return (Array(rest), false) }
        // The answer said with the words that say it wins and an ending that asks only for
        // agreement (`2번이 이기겠죠`: `lesson.answer.confirming.endings`): said, not guessed.
        let folded = rest.map(CommandTable.fold)
        let confirming = localizer.languages.flatMap { localizer.words("lesson.answer.confirming.endings", in: $0) }
            .map(CommandTable.fold).filter { !$0.isEmpty }
        let confirms = folded.last.map { last in confirming.contains { last.count > $0.count && last.hasSuffix($0) } }
        for phrase in winsPhrases() where confirms == true && folded.count > phrase.count {
            let said =
                Array(folded.suffix(phrase.count)) == phrase
                ? Array(rest.dropLast(phrase.count))
                : Array(folded.prefix(phrase.count)) == phrase ? Array(rest.dropFirst(phrase.count)) : []
            guard let last = said.last.map(CommandTable.fold) else { continue }
            if isAnswer(said) { return (said, false) }
            for particle in particles where last.count > particle.count && last.hasSuffix(particle) {
                let bare = Array(said.dropLast()) + [String(last.dropLast(particle.count))]
                if isAnswer(bare) { return (bare, false) }
            }
        }
        for count in stride(from: min(4, rest.count - 1), through: 1, by: -1) {
            let start = Array(rest.prefix(count))
            guard !rest.dropFirst(count).contains(where: couldAnswer) else { continue }
            if isAnswer(start) { return (start, true) }
            // With a particle glued to its last word (`2번이 이겨요`).
            guard let last = start.last.map(CommandTable.fold) else { continue }
            for particle in particles where last.count > particle.count && last.hasSuffix(particle) {
                let bare = Array(start.dropLast()) + [String(last.dropLast(particle.count))]
                if isAnswer(bare) { return (bare, true) }
            }
        }
        guard case .number = step.expects else { return nil }
        // One number, or the working shown (`8 더하기 1 해서 9점`, `5 más 0,5 son 5,5`): the
        // last number, the result (guessed: it counts only when right).
        // A number with a sentence ending glued to it counts (`2번이요`, `세 장이네요`).
        let numbers = words.indices.filter {
            answerForms([words[$0]], .number(halves: 0)).contains { spokenHalves($0) != nil }
        }
        guard !numbers.isEmpty else { return nil }
        // The span that ends last, from its earliest start (`5 y medio`, not `medio`).
        var best: (start: Int, end: Int)?
        var inNumbers = Set<Int>()
        var spans: [(start: Int, end: Int)] = []
        for at in numbers where !inNumbers.contains(at) {
            for end in stride(from: min(words.count, at + 4), to: at, by: -1) where isAnswer(Array(words[at..<end])) {
                if best == nil || end > best!.end { best = (at, end) }
                inNumbers.formUnion(at..<end)
                spans.append((at, end))
                break
            }
        }
        // Two different numbers offered side by side or as alternatives (`cincuenta o cuarenta`,
        // `삼번 사번`, `3 or 4`: `lesson.answer.alternatives`) are no working: no answer.
        let alternatives = Set(
            localizer.languages.flatMap { localizer.words("lesson.answer.alternatives", in: $0) }
                .map(CommandTable.fold))
        for (first, second) in zip(spans, spans.dropFirst()) {
            let between = words[first.end..<second.start].map(CommandTable.fold)
            guard between.allSatisfy(alternatives.contains) else { continue }
            if spokenHalves(Array(words[first.start..<first.end]))
                != spokenHalves(Array(words[second.start..<second.end]))
            {
                return nil
            }
        }
        // No yes or no beside it, but for a word inside a number (the `y` of `5 y media`).
        guard
            !words.indices.contains(where: {
                !inNumbers.contains($0)
                    && (self.isAnswer(words[$0], "answer.yes") || self.isAnswer(words[$0], "answer.no"))
            })
        else { return nil }
        return best.map { (Array(words[$0.start..<$0.end]), true) }
    }

    /// Whether a typed argument is the one a step expects: its words in order (`move 2 1` is
    /// not `move 1 2`), or in any order when the command takes a set (`tap 9 5 2` is `tap 2 5 9`).
    static func sameArgument(_ typed: String?, _ expected: String?, unordered: Bool = false) -> Bool {
        guard let typed, let expected else { return typed == nil && expected == nil }
        if expected.contains("|") {
            return expected.split(separator: "|").contains {
                sameArgument(typed, String($0), unordered: unordered)
            }
        }
        func words(_ s: String) -> [String] {
            let words = s.split(whereSeparator: { $0 == " " || $0 == "," }).map { CommandTable.fold(String($0)) }
            return unordered ? words.sorted() : words
        }
        return words(typed) == words(expected)
    }

    /// Whether a line answers a question as expected, read in any language.
    func answers(_ line: String, _ expected: LessonExpectation) -> Bool {
        answerForms(Session.words(of: line), expected).contains { words in
            let typed = words.joined(separator: " ")
            switch expected {
            case .yes: return isAnswer(typed, "answer.yes")
            case .no: return isAnswer(typed, "answer.no")
            case .word(let word): return isAnswer(typed, "lesson.answer.\(word)")
            case .number(let halves): return spokenHalves(words) == halves
            case .action, .play, .read: return false
            }
        }
    }

    /// The ways an answer may be read: as typed; without a sentence ending on its last word
    /// (`lesson.answer.endings`: `세 개요`, `4번이요`, `25%`); and for a yes or no, the longest
    /// yes or no it starts with (`sí, porque llego a siete y media`, `네 괜찮아요`, `no, me
    /// pasaría`, `claro que no, me paso`), so that a reason after the answer never hides it.
    func answerForms(_ words: [String], _ expected: LessonExpectation) -> [[String]] {
        var forms = [words]
        if let last = words.last {
            let endings = localizer.languages.flatMap { localizer.words("lesson.answer.endings", in: $0) }
                .sorted { $0.count > $1.count }
            if let ending = endings.first(where: { !$0.isEmpty && last.hasSuffix($0) }) {
                let stem = String(last.dropLast(ending.count))
                forms.append(words.dropLast() + (stem.isEmpty ? [] : [stem]))
            }
        }
        switch expected {
        case .yes, .no:
            // The longest yes or no it starts with (`claro que no, me paso` is a no, not `claro`);
            // a word that only takes the question in (`vale`, `ok`, `음`) is no answer when
            // another yes or no follows it (`vale, no, me paso`).
            let before = forms.count
            var rest = words[...]
            // An acknowledgement that is no yes or no as typed (`그렇군요`, `ya veo`) said before
            // one that is: the answer is what follows (`그렇군요, 아니요`).
            if longestYesOrNo(rest) == nil {
                for count in stride(from: min(3, words.count - 1), through: 1, by: -1) {
                    let after = withoutFillers(Array(words.dropFirst(count)))
                    if isAcknowledgement(Array(words.prefix(count))), longestYesOrNo(after[...]) != nil {
                        rest = words.dropFirst(count)
                        break
                    }
                }
            }
            let answer = Array(rest)
            while let start = longestYesOrNo(rest) {
                let after = withoutFillers(Array(rest.dropFirst(start.count)))
                if isAcknowledgement(start), rest.count > start.count, longestYesOrNo(after) != nil {
                    rest = rest.dropFirst(start.count)
                    continue
                }
                forms.append(start)
                break
            }
            if let said = yesOrNoWithItsEnding(answer) { forms.append(said) }
            // “It wins” said alone (`이기죠`, `이기겠죠`, as `이겨요`): a yes.
            let folded = answer.map(CommandTable.fold)
            if !folded.isEmpty, winsPhrases().contains(folded),
                let yes = localizer.words("answer.yes.words", in: .en).first
            {
                forms.append([yes])
            }
            if forms.count == before, negates(answer) { forms.append(["no"]) }
        default: break
        }
        return forms.filter { !$0.isEmpty }
    }

    /// Whether a sentence that says no yes or no of its own negates (`no se puede pasar`, `pues
    /// no puedo`, `I can't`, `아 못하겠네요`, `안 보여줘도 되는구나`): a word of
    /// `lesson.answer.negation.words`, or one starting as `lesson.answer.negation.starts` (Korean
    /// `못하…`), any language, in a short sentence with no yes before it. Such a sentence is the
    /// no, whatever command word it holds.
    func negates(_ words: [String]) -> Bool {
        guard !words.isEmpty, words.count <= 8 else { return false }
        let folded = words.map(CommandTable.fold)
        let negations = Set(
            localizer.languages.flatMap { localizer.words("lesson.answer.negation.words", in: $0) }
                .map(CommandTable.fold))
        let starts = localizer.languages.flatMap { localizer.words("lesson.answer.negation.starts", in: $0) }
            .map(CommandTable.fold).filter { !$0.isEmpty }
        guard
            let at = folded.firstIndex(where: { word in
                negations.contains(word) || starts.contains { word.count >= $0.count && word.hasPrefix($0) }
            })
        else { return false }
        // A yes said before it answers first; one after it is what is negated (`안 보여줘도
        // 되는구나`: “it is fine not to show them”).
        return !words[..<at].contains { isAnswer($0, "answer.yes") }
    }

    /// A yes or no said with another ending on its last word, and words before it that only
    /// stress it (`하나도 없네요` is `없어요`, `있을 것 같은데요` is `있을 것 같아요`, `세트가 없는데요`):
    /// the yes or no of `answer.yes`/`answer.no` whose other words are the same and whose last
    /// word has the same stem (the word without an ending of `lesson.answer.yesno.endings`);
    /// words before it dropped when they are of `lesson.answer.yesno.aside` or end in a particle
    /// (`lesson.answer.particles`). Nil when there is none.
    func yesOrNoWithItsEnding(_ words: [String]) -> [String]? {
        let endings = localizer.languages.flatMap { localizer.words("lesson.answer.yesno.endings", in: $0) }
            .map(CommandTable.fold).filter { !$0.isEmpty }.sorted { $0.count > $1.count }
        guard !endings.isEmpty, words.count <= 6, let last = words.last,
            endings.contains(where: { CommandTable.fold(last).hasSuffix($0) })
        else { return nil }
        func stem(_ word: String) -> String {
            let folded = CommandTable.fold(word)
            guard let ending = endings.first(where: { folded.count > $0.count && folded.hasSuffix($0) }) else {
                return folded
            }
            return String(folded.dropLast(ending.count))
        }
        let aside = Set(
            localizer.languages.flatMap { localizer.words("lesson.answer.yesno.aside", in: $0) }.map(CommandTable.fold))
        let said = words.map(CommandTable.fold)
        var phrases: [[String]] = []
        for language in localizer.languages {
            for key in ["answer.yes.words", "answer.yes.phrases", "answer.no.words", "answer.no.phrases"] {
                phrases += localizer.words(key, in: language).map {
                    CommandTable.fold($0).split(separator: " ").map(String.init)
                }
            }
        }
        for start in said.indices {
            let before = said[..<start]
            guard
                before.allSatisfy({ word in
                    aside.contains(word) || particles.contains { word.count > $0.count && word.hasSuffix($0) }
                })
            else { break }
            let rest = Array(said[start...])
            if let phrase = phrases.first(where: { phrase in
                phrase.count == rest.count && phrase.dropLast() == rest.dropLast()
                    && phrase.last.map(stem) == rest.last.map(stem)
            }) {
                return phrase
            }
        }
        return nil
    }

    /// The longest yes or no a line starts with (up to five words), nil when it starts with none.
    private func longestYesOrNo(_ words: ArraySlice<String>) -> [String]? {
        for count in stride(from: min(5, words.count), through: 1, by: -1) {
            let start = Array(words.prefix(count))
            let typed = start.joined(separator: " ")
            if isAnswer(typed, "answer.yes") || isAnswer(typed, "answer.no") { return start }
        }
        return nil
    }

    /// Whether words only take a question in (`vale`, `ok`, `bueno`, `a ver`, `음`, `아`): a
    /// phrase of `input.leading.phrases` or words of `lesson.answer.fillers`, any language.
    func isAcknowledgement(_ words: [String]) -> Bool {
        let folded = words.map(CommandTable.fold)
        guard !folded.isEmpty else { return false }
        let leading = localizer.languages.flatMap { localizer.words("input.leading.phrases", in: $0) }
            .map { CommandTable.fold($0).split(separator: " ").map(String.init) }
        if leading.contains(folded) { return true }
        let fillers = Set(
            localizer.languages.flatMap { localizer.words("lesson.answer.fillers", in: $0) }.map(CommandTable.fold))
        return folded.allSatisfy(fillers.contains)
    }

    /// The words that say a hand wins (`이기겠죠`, `gana`: `lesson.answer.wins.phrases`, any
    /// language), folded, longest first.
    func winsPhrases() -> [[String]] {
        localizer.languages.flatMap { localizer.words("lesson.answer.wins.phrases", in: $0) }
            .map { CommandTable.fold($0).split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
    }

    /// The words for “and a half” after a number (`5 y media`), in every language.
    func halfWords() -> [String] {
        localizer.languages.flatMap { localizer.words("lesson.answer.half", in: $0) }
    }

    func counters() -> [String] {
        localizer.languages.flatMap {
            localizer.words("input.counters", in: $0) + localizer.words("lesson.answer.units", in: $0)
        }
    }
}
extension LessonExpectation {
    /// Whether the step waits for this command (an action, or a hand played with it).
    func isCommand(_ id: CommandID) -> Bool {
        switch self {
        case .action(let command, _): command == id
        case .play(let commands): commands.contains(id)
        default: false
        }
    }
}

/// Numbers as learners type them: `7½`, `7 ½`, `7,5`, `7.5`, `7 1/2`, `½`, with a counter or
/// unit after them (`2번`, `7.5점`); in halves, nil when not a whole number of halves.
enum LessonAnswer {
    /// `halfWords`: “and a half” as words (`y media`, `and a half`, `반`), spaces left out.
    static func halves(_ typed: String, counters: [String], halfWords: [String] = []) -> Int? {
        var text = typed.lowercased().filter { $0 != " " }
        // A loss said with its sign (`-1점` for “how many points do you lose?”): its size.
        if let first = text.first, first == "-" || first == "−", text.count > 1 { text.removeFirst() }
        for counter in counters.sorted(by: { $0.count > $1.count }) where !counter.isEmpty && text.hasSuffix(counter) {
            text.removeLast(counter.count)
            break
        }
        var half = 0
        let words = halfWords.map { $0.lowercased().filter { $0 != " " } }.filter { !$0.isEmpty }
        if let word = words.sorted(by: { $0.count > $1.count }).first(where: { text.hasSuffix($0) }),
            text.count > word.count
        {
            text.removeLast(word.count)
            for counter in counters.sorted(by: { $0.count > $1.count })
            where !counter.isEmpty && text.hasSuffix(counter) {
                text.removeLast(counter.count)
                break
            }
            half = 1
        } else if text.hasSuffix("½") {
            text.removeLast()
            half = 1
        } else if text.hasSuffix("1/2") {
            text.removeLast(3)
            half = 1
        }
        text = String(text.map { $0 == "," ? "." : $0 })
        if text.isEmpty { return half == 1 ? 1 : nil }
        guard text.count <= 8, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let value = Double(text)
        else { return nil }
        let doubled = value * 2
        guard doubled == doubled.rounded(), doubled < 1000 else { return nil }
        return Int(doubled) + half
    }
}
