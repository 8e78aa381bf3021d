import CardKit
import Catalog
import GameKit
import TableKit

/// Reading a line as a person means it: punctuation around it, forms and phrases of the
/// commands, Korean spacing, the verb last, numbers and lists in words.
extension Session {
    /// The lexicon of the language in use, its fallbacks and English (made once for each):
    /// numbers and list words are read the same whatever other catalogs were parsed.
    var lexicon: InputLexicon {
        let chain = localizer.catalogs.chain(of: language)
        let key = chain.map(\.rawValue).joined(separator: " ")
        if let made = indexes.lexicons[key] { return made }
        let made = InputLexicon(localizer: localizer, languages: chain)
        indexes.lexicons[key] = made
        return made
    }

    /// A line's words, without the punctuation people put around a sentence (`¿`, `¡`, `!`,
    /// `?`, `.`, `…`) or after a word (`콜!`, `me planto.`), and spaces however many. A line
    /// that is punctuation alone (`?`, help) is kept as typed.
    static func words(of line: String) -> [String] {
        let raw = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let leading: Set<Character> = ["¿", "¡"]
        let trailing: Set<Character> = ["!", "?", ".", "…", "¿", "¡", ";"]
        var words: [String] = []
        for (index, word) in raw.enumerated() {
            var w = Substring(word)
            while let first = w.first, leading.contains(first) { w = w.dropFirst() }
            // Inside a line `!`, `?`, a comma and a full stop close a word (`¡Pide!`, `1, 2`,
            // `괜찮아요. 7점 반이 되니까요`); a point inside a word stays (`7.5`).
            let closing = index == raw.count - 1 ? trailing : ["!", "?", "¿", "¡", ",", ".", "…", ";"]
            while let last = w.last, closing.contains(last) { w = w.dropLast() }
            if !w.isEmpty { words.append(String(w)) }
        }
        return words.isEmpty ? raw : words
    }

    /// What a line says after its last comma, full stop or semicolon followed by a space
    /// (`tres triángulos morados llenos, la 4`: a description, then the answer); nil when none.
    static func lastClause(of line: String) -> String? {
        let characters = Array(line)
        for index in characters.indices.dropLast().reversed() where [",", ".", ";", "…"].contains(characters[index]) {
            guard characters[index + 1] == " " || characters[index + 1] == "\t" else { continue }
            let clause = String(characters[(index + 1)...]).split(whereSeparator: { $0 == " " || $0 == "\t" })
                .joined(separator: " ")
            return clause.isEmpty ? nil : clause
        }
        return nil
    }

    /// What a line says before its first comma, full stop, colon or semicolon followed by a space
    /// (`una, la cinco`, `괜찮아요. 7점 반이 되니까요`, `cuatro: cartas, oros…`): an answer before
    /// its reason. Nil when the line has no such break (`7,5` and `7.5` are numbers, not two
    /// clauses).
    /// A line's clauses: what it says between commas, full stops, colons or semicolons
    /// followed by a space (`yo, el uno, tengo la jota`); the line alone when it has no break.
    static func clauses(of line: String) -> [String] {
        var clauses: [String] = []
        var rest = line
        while let first = firstClause(of: rest), let after = afterFirstClause(of: rest) {
            clauses.append(first)
            rest = after
        }
        let last = rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        return last.isEmpty ? clauses : clauses + [last]
    }

    /// What a line says after its first clause (`firstClause(of:)`); nil when it has none.
    static func afterFirstClause(of line: String) -> String? {
        let characters = Array(line)
        for index in characters.indices.dropLast() where [",", ".", ";", ":", "…"].contains(characters[index]) {
            guard characters[index + 1] == " " || characters[index + 1] == "\t" else { continue }
            let rest = String(characters[(index + 1)...]).split(whereSeparator: { $0 == " " || $0 == "\t" })
                .joined(separator: " ")
            return rest.isEmpty ? nil : rest
        }
        return nil
    }

    static func firstClause(of line: String) -> String? {
        let characters = Array(line)
        for index in characters.indices.dropLast() where [",", ".", ";", ":", "…"].contains(characters[index]) {
            guard characters[index + 1] == " " || characters[index + 1] == "\t" else { continue }
            let clause = String(characters[..<index]).split(whereSeparator: { $0 == " " || $0 == "\t" })
                .joined(separator: " ")
            return clause.isEmpty ? nil : clause
        }
        return nil
    }

    /// A command said after a word that only softens it (`그래도 콜할게요`, `그냥 스톱`, `bueno,
    /// me planto`: `input.command.fillers` of the language in use and its fallbacks); nil when
    /// the line has none or the rest is no command.
    func readingAfterFillers(_ words: [String]) -> (CommandSpec, [String])? {
        // A filler may be a phrase (`한 번 더`, `잘 모르겠어요`): the longest said first is dropped.
        let fillers = Set(
            localizer.catalogs.chain(of: language).flatMap { localizer.words("input.command.fillers", in: $0) }
                .map { Self.words(of: $0).map(CommandTable.fold) })
        let longest = fillers.map(\.count).max() ?? 0
        var rest = words[...]
        while rest.count > 1,
            let size = stride(from: min(longest, rest.count - 1), through: 1, by: -1).first(where: {
                fillers.contains(rest.prefix($0).map(CommandTable.fold))
            })
        {
            rest = rest.dropFirst(size)
        }
        guard rest.count < words.count else { return nil }
        return reading(Array(rest))
    }

    /// A command said after talk, at a game's table (`ya lo veo! tocar 1 6 12`, `no hay
    /// ninguno, repartir`, `los tres cuadrados morados: 2, 7 y 8`): what follows the first
    /// break (a comma, full stop, colon, semicolon, `!` or `…` and a space) that reads as a
    /// command, when that part asks nothing (a question after talk is never done).
    func readingAfterTalk(_ line: String) -> (CommandSpec, [String])? {
        guard case .game = place else { return nil }
        let characters = Array(line)
        for index in characters.indices.dropLast()
        where [",", ".", ";", ":", "!", "¡", "…"].contains(characters[index])
            && (characters[index + 1] == " " || characters[index + 1] == "\t")
        {
            let rest = String(characters[(index + 1)...])
            let words = Self.words(of: rest)
            guard !words.isEmpty, !questionReader.isQuestion(rest, words) else { continue }
            if let read = reading(words) ?? readingAfterFillers(words) { return read }
        }
        return nil
    }

    /// A command said at the end of a sentence after its reason, at a game's table (`클로버가 세
    /// 장이라 그냥 따라갈래요`: the reason ends in a word of `lesson.answer.reason.endings`): the
    /// command, when what follows the reason asks nothing; never one that loses or forfeits
    /// something (a reason is talk, and talk never folds a hand).
    func readingAfterReason(_ line: String) -> (CommandSpec, [String])? {
        guard case .game = place, let rest = lessonAnswers.afterReason(line) else { return nil }
        let words = Self.words(of: rest)
        guard !words.isEmpty, !questionReader.isQuestion(rest, words),
            let read = reading(words) ?? readingAfterFillers(words), !isHarmful(read.0.id)
        else { return nil }
        return read
    }

    /// Card numbers then only words that ask whether they are right (`2 5 8 맞죠?`, `3 10 11
    /// ¿verdad?`, `4 7 9, right?`: `input.question.confirm.words`): the numbers, when they
    /// alone are read as `tap` here; nil otherwise.
    func numbersConfirmed(_ words: [String]) -> [String]? {
        guard case .game = place, words.count > 1, let numbers = numbersThenTalk(words) else { return nil }
        let bare = { (text: String) in CommandTable.fold(text).filter { !$0.isPunctuation && $0 != " " } }
        let confirming = Set(
            localizer.catalogs.chain(of: language).flatMap { localizer.words("input.question.confirm.phrases", in: $0) }
                .map(bare))
        guard confirming.contains(bare(words.dropFirst(numbers.count).joined())),
            let (spec, _) = reading(numbers), spec.id == .tap
        else { return nil }
        return numbers
    }

    /// Whether words name a command, an "or" (`input.question.or.words`, any language) and
    /// another command (`apuesto o paso`, `call or fold`).
    func offersTwoCommands(_ words: [String]) -> Bool {
        let or = Set(
            localizer.languages.flatMap { localizer.words("input.question.or.words", in: $0) }.map(CommandTable.fold))
        let folded = words.map(CommandTable.fold)
        for index in folded.indices.dropFirst().dropLast() where or.contains(folded[index]) {
            if reading(Array(words[..<index])) != nil && reading(Array(words[(index + 1)...])) != nil { return true }
        }
        return false
    }

    /// The command typed alone after a question (`페어 생겼는데 베팅해도 돼요? 힌트`), at a table:
    /// one that takes no words and is not harmful; nil otherwise.
    func commandAfterQuestion(_ line: String) -> CommandID? {
        guard case .game = place, let mark = line.lastIndex(where: { $0 == "?" || $0 == "？" }) else { return nil }
        let before = Self.words(of: String(line[..<mark]))
        let words = Self.words(of: String(line[line.index(after: mark)...]))
        guard !before.isEmpty, !words.isEmpty, words.count <= 2, let (spec, rest) = reading(words), rest.isEmpty,
            !isHarmful(spec.id), case .none = argumentSpec(of: spec).argument
        else { return nil }
        return spec.id
    }

    /// A command that loses or forfeits something said at the end of a sentence after its reason
    /// (`패가 나빠서 죽을래요`): never done from talk, but said back: the command to type alone.
    func harmfulAfterReason(_ line: String) -> Message? {
        guard case .game = place, let rest = lessonAnswers.afterReason(line) else { return nil }
        let words = Self.words(of: rest)
        guard !words.isEmpty, !questionReader.isQuestion(rest, words),
            let read = reading(words) ?? readingAfterFillers(words), isHarmful(read.0.id)
        else { return nil }
        return Message("console.harmful.alone", .command(read.0.id))
    }

    /// The command a line names and the words that follow it: the longest phrasing at its
    /// start (`no quiero más`), the same typed joined or apart in Korean (`카드주세요`, `새 판`,
    /// but never two words of which the first is a command joined into another), a command
    /// word with its argument glued to it (`코치켜기`, `플레이세븐앤하프`), or the verb last
    /// (`세븐앤하프 하기`, `포커 배우기`).
    func reading(_ words: [String]) -> (CommandSpec, [String])? {
        if let switched = switched(words) { return switched }
        if let shaped = shapedMove(words) { return shaped }
        if let up = foundationMove(words) { return up }
        if let hint = gameHint(words) { return hint }
        if let deal = gameDeal(words) { return deal }
        if let played = playedCard(words) { return played }
        if let swept = sweep(words) { return swept }
        if let unselected = unselecting(words) { return unselected }
        if let taken = setTaken(words) { return taken }
        if let taken = cardThenTake(words) { return taken }
        if case .game(let game) = place, let (spec, value) = choicePhrase(words, of: game) { return (spec, [value]) }
        if let (spec, taken) = command(startingWith: words) {
            // Numbers alone then a verb (`1 2 3 골라요`, `2번에서 1번으로 옮겨요`): the verb's command.
            // The verb may be a phrase of up to three words (`2번에서 1번으로 옮겨 주세요`).
            if taken == 0, words.count > 1 {
                for length in stride(from: min(3, words.count - 1), through: 1, by: -1) {
                    let last = words.suffix(length).joined(separator: " ")
                    let before = Array(words.dropLast(length))
                    if let verb = verbLast(last, before: before)
                        ?? lexicon.withoutEnding(last).flatMap({ verbLast($0, before: before) })
                    {
                        return (verb, before)
                    }
                }
                if spec.id == .tap, let numbers = numbersThenTalk(words) { return (spec, numbers) }
            }
            return (spec, Array(words.dropFirst(taken)))
        }
        if let read = freelySpaced(words) { return read }
        // A word said before the command (`vale me planto`, `bueno, pido`, `그냥 체크`).
        if let length = leadingWords(words), let read = reading(Array(words.dropFirst(length))) { return read }
        // A command asked to be shown, its verb last (`포커 규칙 보여 주세요`, `input.command.tails.asking`):
        // the command, where it loses nothing.
        if let rest = withoutAskingTail(words), let read = reading(rest), !isHarmful(read.0.id) { return read }
        return nil
    }

    /// Words without the asking words at their end (`보여 줘`, `보여`:
    /// `input.command.tails.asking`), the longest first; nil when they end in none or are only them.
    func withoutAskingTail(_ words: [String]) -> [String]? {
        let folded = words.map(CommandTable.fold)
        let tails = localizer.catalogs.chain(of: language)
            .flatMap { localizer.words("input.command.tails.asking", in: $0) }
            .map { CommandTable.fold($0).split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
        guard let tail = tails.first(where: { folded.count > $0.count && Array(folded.suffix($0.count)) == $0 })
        else { return nil }
        return Array(words.dropLast(tail.count))
    }

    /// A line without the polite words after a command (`una carta por favor`, `pista
    /// please`, `코치 켜 줘`: `input.polite.tails`), when the command stops before them; a
    /// phrase that holds them (`카드 줘`, `그만 주세요`) is kept whole.
    func withoutPoliteness(_ words: [String]) -> [String] {
        let folded = words.map(CommandTable.fold)
        let tails = localizer.catalogs.chain(of: language).flatMap { localizer.words("input.polite.tails", in: $0) }
            .map { CommandTable.fold($0).split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
        guard let tail = tails.first(where: { folded.count > $0.count && Array(folded.suffix($0.count)) == $0 })
        else { return words }
        if let (_, following) = reading(words) ?? readingAfterFillers(words), following.count < tail.count {
            return words
        }
        return Array(words.dropLast(tail.count))
    }

    /// `next` said with a word before it (`venga, la siguiente`, `ok the next one`): the
    /// next lesson, as the word alone.
    func nextLessonAsked(_ words: [String]) -> [String]? {
        var rest = words
        if let length = leadingWords(rest) { rest = Array(rest.dropFirst(length)) }
        rest = lexicon.withoutArticles(rest)
        // With the words said around it (`vamos con la siguiente`, `siguiente lección`, `다음
        // 레슨으로 가요`: `lesson.next.around`, any language): the one word left.
        if rest.count > 1, rest.count <= 6, finishedLesson != nil {
            let around = Set(
                localizer.languages.flatMap { localizer.words("lesson.next.around", in: $0) }.map(CommandTable.fold))
            let said = rest.filter { !around.contains(CommandTable.fold($0)) }
            if said.count == 1 { rest = said }
        }
        guard rest.count == 1 else { return nil }
        return nextLesson(rest[0]) ?? numberedLesson(rest[0], said: words)
    }

    /// A lesson of the game whose lesson just ended named by its number (`venga, la diez`,
    /// `lección 6`, `la seis`) or as the last (`la última`: `lesson.last.words`): that lesson.
    /// In the lobby only, or with the word for a lesson said (`lesson.next.around`'s
    /// `lección`): at a table a bare number is the game's own. Nil for anything else.
    func numberedLesson(_ word: String, said words: [String]) -> [String]? {
        guard let (game, _) = finishedLesson, let type = games.table(game)?.asTeaching else { return nil }
        var isLobby = false
        if case .lobby = place { isLobby = true }
        let named = Set(
            localizer.languages.flatMap { localizer.words("lesson.named.words", in: $0) }.map(CommandTable.fold))
        guard isLobby || words.contains(where: { named.contains(CommandTable.fold($0)) }) else { return nil }
        let index: Int
        if localizer.anyLanguageLists(word, under: "lesson.last.phrases") {
            index = type.lessons.count - 1
        } else if let n = lexicon.number(CommandTable.fold(word)), (1...type.lessons.count).contains(n) {
            index = n - 1
        } else {
            return nil
        }
        return open(game, type, index: index, progress: store.lessonProgress())
    }

    /// How many words at a line's start only lead into what follows (`vale`, `bueno pues`,
    /// `그럼`: `input.leading.phrases`), when something follows them; nil when none do.
    func leadingWords(_ words: [String]) -> Int? {
        let folded = words.map(CommandTable.fold)
        let phrases = localizer.catalogs.chain(of: language).flatMap {
            localizer.words("input.leading.phrases", in: $0)
        }
        .map { CommandTable.fold($0).split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
        .sorted { $0.count > $1.count }
        return phrases.first { folded.count > $0.count && Array(folded.prefix($0.count)) == $0 }?.count
    }

    /// A command that takes `on|off`, with a verb that turns it on or off first (`activa el
    /// entrenador`, `desactiva el aviso`): `input.switch.on.words` / `.off.words`, then the
    /// command's words (articles dropped); read as the command with its first on or off word.
    func switched(_ words: [String]) -> (CommandSpec, [String])? {
        guard words.count >= 2 else { return nil }
        let first = CommandTable.fold(words[0])
        func said(_ key: String) -> Bool {
            localizer.catalogs.chain(of: language).contains {
                localizer.words(key, in: $0).map(CommandTable.fold).contains(first)
            }
        }
        let value: String
        if said("input.switch.on.words") {
            value = "on"
        } else if said("input.switch.off.words") {
            value = "off"
        } else {
            return nil
        }
        let rest = lexicon.withoutArticles(Array(words.dropFirst()))
        guard let (spec, taken) = command(startingWith: rest), taken == rest.count,
            case .choice(let prefix, let values)? = spec.argument.kind, values.contains("on"), values.contains("off"),
            let word = localizer.words("\(prefix).\(value).words", in: language).first
                ?? localizer.words("\(prefix).\(value).words", in: .en).first
        else { return nil }
        return (spec, [word])
    }

    /// A card moved up to its foundation (`sube el as de picas`, `sube el as`):
    /// `input.<game>.foundation.phrases` then the card, read as `move CARD f`. A rank alone
    /// (`el as`) is passed as its letter, for the game to find the one card it can mean.
    /// A card said with "too" and no verb (`y ahora el dos de corazones también`, `and now the
    /// two of hearts too`): the words of the card, when the line ends with a word of
    /// `input.<game>.foundation.again` and starts, perhaps, with one of its `.leads` (`y ahora`).
    private func foundationAgain(_ words: [String]) -> [String]? {
        guard case .game(let game) = place else { return nil }
        func list(_ key: String) -> [[String]] {
            localizer.catalogs.chain(of: language).flatMap { localizer.words(key, in: $0) }
                .map { CommandTable.fold($0).split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
                .sorted { $0.count > $1.count }
        }
        let folded = words.map(CommandTable.fold)
        let tail = list("input.\(game.rawValue).foundation.again").first(where: {
            folded.count > $0.count && Array(folded.suffix($0.count)) == $0
        })
        var rest = Array(words.dropLast(tail?.count ?? 0))
        var led = false
        if let lead = list("input.\(game.rawValue).foundation.again.leads").first(where: {
            rest.count > $0.count && Array(rest.prefix($0.count).map(CommandTable.fold)) == $0
        }) {
            rest.removeFirst(lead.count)
            led = true
        }
        // A card named whole (its rank and suit), never a pile or a number alone.
        let card = rest.map(CommandTable.fold)
        let start = lexicon.article(in: card, at: 0) ?? 0
        let whole = lexicon.namedCard(card, at: start).map { $0.1 + start == card.count } ?? false
        if let tail {
            return whole ? rest + tail : nil
        }
        // Without "too", after a lead (`ahora el tres`, `and now the three`): a card, or a rank
        // alone for the game to find the one card of it that can go up.
        let rank = card.count == start + 1 && lexicon.rankNames[card[start]] != nil
        return led && (whole || rank) ? rest : nil
    }

    func foundationMove(_ words: [String]) -> (CommandSpec, [String])? {
        guard case .game(let game) = place, words.count > 1,
            let move = commands.spec(CommandID("move", of: game)), commands.isAvailable(move, at: place)
        else { return nil }
        let phrases = localizer.catalogs.chain(of: language).flatMap {
            localizer.words("input.\(game.rawValue).foundation.phrases", in: $0)
        }
        .map { CommandTable.fold($0).split(separator: " ").map(String.init) }.sorted { $0.count > $1.count }
        let folded = words.map(CommandTable.fold)
        func list(_ key: String) -> [[String]] {
            localizer.catalogs.chain(of: language).flatMap { localizer.words(key, in: $0) }
                .map { CommandTable.fold($0).split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
                .sorted { $0.count > $1.count }
        }
        // Words after the card that only say where it goes (`arriba`, `a la base`, `también`).
        let tails = list("input.\(game.rawValue).foundation.tails")
        let again = list("input.\(game.rawValue).foundation.again")
        var rest: [String]
        if let phrase = phrases.first(where: {
            !$0.isEmpty && folded.count > $0.count && Array(folded.prefix($0.count)) == $0
        }) {
            rest = Array(words.dropFirst(phrase.count))
        } else if let phrase = phrases.first(where: {
            !$0.isEmpty && folded.count > $0.count && Array(folded.suffix($0.count)) == $0
        }) {
            // The verb last, as Korean says it (`클로버 에이스 올려`).
            rest = Array(words.dropLast(phrase.count))
        } else if let again = foundationAgain(words) {
            // No verb, the card said "too" (`y ahora el dos de corazones también`): up, as before.
            rest = again
        } else if let tail = tails.first(where: {
            folded.count > $0.count && Array(folded.suffix($0.count)) == $0 && !again.contains($0)
        }) {
            // No verb, a card or a rank alone and where it goes (`el as arriba`, `el as a la base`).
            let card = Array(folded.dropLast(tail.count))
            let start = lexicon.article(in: card, at: 0) ?? 0
            let named = lexicon.namedCard(card, at: start).map { $0.1 + start == card.count } ?? false
            let rank = card.count == start + 1 && lexicon.rankNames[card[start]] != nil
            guard named || rank else { return nil }
            rest = words
        } else {
            return nil
        }
        if let tail = tails.first(where: {
            !$0.isEmpty && rest.count > $0.count && Array(rest.suffix($0.count).map(CommandTable.fold)) == $0
        }) {
            rest = Array(rest.dropLast(tail.count))
        }
        // Words that say how many (`에이스 두 개`, `los dos ases`, `both aces`): a rank said so
        // goes up wherever it can (the game plays every ace that can go up).
        let counts = localizer.catalogs.chain(of: language).flatMap {
            localizer.words("input.\(game.rawValue).foundation.all", in: $0)
        }
        .map { CommandTable.fold($0).split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
        .sorted { $0.count > $1.count }
        var k = 0
        while k < rest.count {
            let folded = rest.map(CommandTable.fold)
            if let count = counts.first(where: { k + $0.count <= folded.count && Array(folded[k..<k + $0.count]) == $0 }
            ),
                rest.count > count.count
            {
                rest.removeSubrange(k..<k + count.count)
            } else {
                k += 1
            }
        }
        // A particle glued to the card's last word (`하트3도`, `에이스를`, `스페이드 에이스를 올려요`):
        // dropped when what is left names a card or a rank, or lets the words read as one card.
        if let last = rest.last.map(CommandTable.fold) {
            let whole = lexicon.arguments(rest).count == 1
            if let stem = lexicon.connectorSuffixes.sorted(by: { $0.count > $1.count }).lazy
                .filter({ last.count > $0.count && last.hasSuffix($0) }).map({ String(last.dropLast($0.count)) })
                .first(where: {
                    self.lexicon.namedCard([$0], at: 0) != nil || self.lexicon.rankNames[$0] != nil
                        || (!whole && self.lexicon.arguments(rest.dropLast() + [$0]).count == 1)
                })
            {
                rest[rest.count - 1] = stem
            }
        }
        let read = lexicon.withoutArticles(rest)
        if read.count == 1, let rank = lexicon.rankNames[CommandTable.fold(read[0])] {
            rest = [rank.uppercased()]
        } else {
            rest = lexicon.arguments(rest)
            // A pile and the rank on top of it (`7번 에이스 올려`): the pile.
            if rest.count == 2, let pile = rest.first(where: { Int($0) != nil }),
                let other = rest.first(where: { Int($0) == nil }), lexicon.rankNames[CommandTable.fold(other)] != nil
            {
                rest = [pile]
            }
        }
        guard rest.count == 1 else { return nil }
        return (move, rest + ["f"])
    }

    /// A whole line that, in this game only, asks for its deal (Set's `no hay`, `no veo ningún
    /// set`, `세트가 없어요`: there is no set, deal three more): `input.<game>.deal.phrases`.
    func gameDeal(_ words: [String]) -> (CommandSpec, [String])? {
        gamePhrase(words, list: "deal", command: .deal)
    }

    /// A whole line that, in this game only, says the player cannot see what to do (Set's
    /// `no veo ningún set`, `세트가 안 보여요`: a question, not a claim that there is none):
    /// `input.<game>.hint.phrases`, read as `hint` (free with the coach, its cost said otherwise).
    func gameHint(_ words: [String]) -> (CommandSpec, [String])? {
        gamePhrase(words, list: "hint", command: .hint)
    }

    /// A whole line of `input.<game>.<list>.phrases`, in any language of the chain, as `command`.
    private func gamePhrase(_ words: [String], list: String, command: CommandID) -> (CommandSpec, [String])? {
        guard case .game(let game) = place, !words.isEmpty, let deal = commands.spec(command),
            commands.isAvailable(deal, at: place)
        else { return nil }
        let key = "input.\(game.rawValue).\(list).phrases"
        guard localizer.has(key, in: .en) else { return nil }
        // One-letter particles said or left out alike (`세트 없는 것 같아요`).
        let reader = questionReader
        let line = reader.bareLine(words)
        let said = localizer.catalogs.chain(of: language).contains { language in
            localizer.words(key, in: language).contains { reader.bareLine(Self.words(of: $0)) == line }
        }
        return said ? (deal, []) : nil
    }

    /// A line that says one command twice in other words, with no break between them (`세트
    /// 없는 것 같아요 카드 더 주세요`: no set, more cards): that command, when it takes nothing
    /// and loses nothing; nil otherwise (two different commands are never guessed between).
    func saidTwice(_ words: [String]) -> (CommandSpec, [String])? {
        guard case .game = place, words.count > 2, words.count <= 12 else { return nil }
        for cut in 1..<words.count {
            guard let (first, after) = reading(Array(words[..<cut])), after.isEmpty,
                let (second, rest) = reading(Array(words[cut...])), rest.isEmpty, first.id == second.id,
                case .none = argumentSpec(of: first).argument, !isHarmful(first.id)
            else { continue }
            return (first, [])
        }
        return nil
    }

    /// Card numbers, then words that only talk about them (`2 7 11번이 세트인 것 같아요`): the
    /// numbers, a particle glued to the last one dropped (`11번이`: `11번`); nil when what
    /// follows holds a number or a command, or when no number comes first.
    func numbersThenTalk(_ words: [String]) -> [String]? {
        let isNumber = { (word: String) -> Bool in
            guard word.first?.isASCII == true, word.first?.isNumber == true else { return false }
            return ([word] + (self.questionReader.withoutParticle(word).map { [$0] } ?? [])).contains {
                self.withoutCounter($0).allSatisfy { $0.isASCII && $0.isNumber }
            }
        }
        let count = words.prefix(while: isNumber).count
        guard count > 0, count < words.count else { return nil }
        let rest = Array(words[count...])
        // What follows may be the pick's own verb with talk after it (`골라 볼게요`).
        guard !rest.contains(where: { $0.contains(where: \.isNumber) }),
            !lexicon.arguments(rest).contains(where: { Int($0) != nil }), reading(rest).map({ $0.0.id == .tap }) ?? true
        else { return nil }
        return words.prefix(count).map { word in
            let plain = withoutCounter(word)
            if plain.allSatisfy({ $0.isASCII && $0.isNumber }) { return plain }
            return questionReader.withoutParticle(word).map(withoutCounter) ?? word
        }
    }

    /// A whole line that takes the selected cards off the table (`가져가기`, `take it`, `me lo
    /// llevo`: `input.<game>.take.phrases`, with talk glued to it or said after it), read as `tap`
    /// with the word `take`, for the game to take a set or say why there is none to take. In a
    /// lesson whose step asks for `deal` (what takes a selected set), read as `deal`.
    func setTaken(_ words: [String]) -> (CommandSpec, [String])? {
        var asDeal: CommandSpec?
        switch mode {
        case .commands: break
        case .lesson(let run):
            guard run.lesson.steps[run.step].expects.isCommand(.deal), let deal = commands.spec(.deal) else {
                return nil
            }
            asDeal = deal
        default: return nil
        }
        guard case .game(let game) = place, !words.isEmpty, words.count <= 6,
            localizer.has("input.\(game.rawValue).take.phrases", in: .en), let tap = commands.spec(.tap),
            commands.isAvailable(tap, at: place)
        else { return nil }
        let chain = localizer.catalogs.chain(of: language)
        let phrases = Set(
            chain.flatMap { localizer.words("input.\(game.rawValue).take.phrases", in: $0) }
                .map { CommandTable.fold($0).filter { $0 != " " } })
        let tails = chain.flatMap { localizer.words("input.command.tails", in: $0) }
            .map { CommandTable.fold($0).filter { $0 != " " } }.filter { !$0.isEmpty }
        var line = words.map(CommandTable.fold).joined().filter { $0 != " " && !$0.isPunctuation }
        while !phrases.contains(line), let tail = tails.first(where: { line.hasSuffix($0) && line.count > $0.count }) {
            line.removeLast(tail.count)
        }
        guard phrases.contains(line) else { return nil }
        return asDeal.map { ($0, []) } ?? (tap, ["take"])
    }

    /// A card taken back out of the selection (`quita la 4`, `deseleccionar 4`, `me he
    /// equivocado, quita la 4`, `4번 빼`): a word of `input.<game>.unselect.words` before the
    /// numbers (or after them, as Korean says it), read as `tap` with the word `unselect`
    /// first, for the game to take back only what is selected.
    func unselecting(_ words: [String]) -> (CommandSpec, [String])? {
        guard case .game(let game) = place, !words.isEmpty, words.count <= 12,
            localizer.has("input.\(game.rawValue).unselect.words", in: .en), let tap = commands.spec(.tap),
            commands.isAvailable(tap, at: place)
        else { return nil }
        let verbs = Set(
            localizer.catalogs.chain(of: language).flatMap {
                localizer.words("input.\(game.rawValue).unselect.words", in: $0)
            }
            .map(CommandTable.fold))
        // A verb with talk glued to it (`취소할래요`: `input.command.tails`).
        let tails = localizer.catalogs.chain(of: language).flatMap { localizer.words("input.command.tails", in: $0) }
            .map(CommandTable.fold).filter { !$0.isEmpty && !$0.contains(" ") }
        let isVerb = { (word: String) in
            let folded = CommandTable.fold(word)
            return verbs.contains(folded)
                || tails.contains { folded.hasSuffix($0) && verbs.contains(String(folded.dropLast($0.count))) }
        }
        guard let at = words.lastIndex(where: isVerb) else { return nil }
        let isNumbers = { (read: [String]) in
            !read.isEmpty && read.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
        }
        for part in [Array(words[(at + 1)...]), Array(words[..<at])] {
            let read = lexicon.arguments(part.map(withoutCounter))
            if isNumbers(read) { return (tap, ["unselect"] + read) }
        }
        // No number (`선택 풀어`, `deseleccionar`): the whole selection, with no word but the
        // verb, `tap`'s own and talk after it.
        let others = (Array(words[..<at]) + Array(words[(at + 1)...])).map(CommandTable.fold)
        let tapWords = Set(
            localizer.catalogs.chain(of: language).flatMap { localizer.phrasings(ofCommand: .tap, in: $0) }
                .map(CommandTable.fold))
        // A word alone that is another command (`취소`, undo) stays that command's.
        guard words.count > 1 || commands.commands(named: words[0]).isEmpty else { return nil }
        if others.allSatisfy({ tapWords.contains($0) || tails.contains($0) }) { return (tap, ["unselect"]) }
        return nil
    }

    /// `play` then a card's number, in a game that plays cards so (`jugar 2 con 3 5` at la
    /// escoba: `input.<game>.play.taps`): no game is called by a number, so the line is `tap`'s.
    /// So are the game's own words that only say «play a card» (`input.<game>.play.words`:
    /// `echar 2`), whose tap starts with the word `play` for the game to know it.
    func playedCard(_ words: [String]) -> (CommandSpec, [String])? {
        guard case .game(let game) = place, words.count > 1, words[1].first?.isASCII == true,
            words[1].first?.isNumber == true, localizer.has("input.\(game.rawValue).play.taps", in: .en),
            let tap = commands.spec(.tap), commands.isAvailable(tap, at: place)
        else { return nil }
        if commands.command(named: words[0], at: place)?.id == .play { return (tap, Array(words.dropFirst())) }
        let playWords = localizer.catalogs.chain(of: language).flatMap {
            localizer.words("input.\(game.rawValue).play.words", in: $0)
        }
        .map(CommandTable.fold)
        guard playWords.contains(CommandTable.fold(words[0])) else { return nil }
        // `play` first tells the game that the line only said «play a card», not which take.
        return (tap, ["play"] + Array(words.dropFirst()))
    }

    /// A line that asks for one of a game's choices in plain words (`quiero jugar con fichas`:
    /// siete y media's `modo apuestas`): `input.<game>.choice.phrases`, each `phrase=command value`.
    func choicePhrase(_ words: [String], of game: GameID) -> (CommandSpec, String)? {
        let key = "input.\(game.rawValue).choice.phrases"
        guard !words.isEmpty, localizer.has(key, in: .en) else { return nil }
        let line = CommandTable.fold(words.joined(separator: " ")).filter { $0 != " " }
        for language in localizer.catalogs.chain(of: language) {
            for item in localizer.words(key, in: language) {
                let parts = item.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, CommandTable.fold(String(parts[0])).filter({ $0 != " " }) == line else {
                    continue
                }
                let meant = parts[1].split(separator: " ").map(String.init)
                guard meant.count == 2, let spec = commands.spec(CommandID(meant[0], of: game)) else { continue }
                return (spec, meant[1])
            }
        }
        return nil
    }

    /// Korean typed with its spaces anywhere: a command word with what follows it glued on
    /// (`코치켜기`), or the verb last (`세븐앤하프 하기`).
    private func freelySpaced(_ words: [String]) -> (CommandSpec, [String])? {
        guard lexicon.freeSpacing, let first = words.first else { return nil }
        // A command word with what follows it glued on: the longest such word whose rest reads.
        let characters = Array(first)
        if characters.count > 1 {
            for length in stride(from: characters.count - 1, through: 1, by: -1) {
                let head = String(characters[..<length])
                let tail = String(characters[length...])
                guard let spec = commands.command(named: head, at: place) ?? commands.command(joined: head, at: place)
                else { continue }
                let rest = [tail] + words.dropFirst()
                if takes(rest, spec) { return (spec, rest) }
            }
            // The verb glued last: `세븐앤하프하기`.
            if words.count == 1 {
                for length in 1..<characters.count {
                    let head = String(characters[..<length])
                    if let spec = verbLast(String(characters[length...]), before: [head]) { return (spec, [head]) }
                }
            }
        }
        // The verb last: `세븐앤하프 하기`, `세트 배우기`, `포커 규칙`, or a phrase of up to three
        // words (`세트 배우고 싶어요`, `세트 한 판 할래요`), the longest first.
        for length in stride(from: min(3, words.count - 1), through: 1, by: -1) {
            let last = words.suffix(length).joined(separator: " ")
            if let spec = verbLast(last, before: Array(words.dropLast(length))) {
                return (spec, Array(words.dropLast(length)))
            }
        }
        return nil
    }

    /// The command a word names when it comes after what the command takes (`하기` after a
    /// game's name: `command.<id>.after`, or the command's own word), if those words read.
    func verbLast(_ word: String, before: [String]) -> CommandSpec? {
        let folded = CommandTable.fold(word)
        return commands.available(at: place).first { spec in
            // A command that takes nothing comes last only after an amount the game reads (`3칩 콜`).
            guard spec.argument != .none || before.count == 1 else { return false }
            let after = localizer.catalogs.chain(of: language).flatMap {
                localizer.words(spec.id.key(.after), in: $0)
            }
            let named =
                after.contains { CommandTable.fold($0) == folded }
                || commands.command(named: word, at: place)?.id == spec.id
            return named && takes(before, spec)
        }
    }

    /// Whether words read as what a command takes: a value of its kind, a game's name or a
    /// number for free text (a glued or moved word is never guessed further than that).
    func takes(_ words: [String], _ spec: CommandSpec) -> Bool {
        guard !words.isEmpty else { return false }
        let text = words.joined(separator: " ")
        // An amount the game reads after a command that takes none (`3칩 콜` at poker): a number
        // alone (its counter dropped), never a number among other words (`브링인이 뭐야`).
        guard let kind = argumentSpec(of: spec).argument.kind else {
            return lexicon.arguments(words).allSatisfy { Int($0) != nil } && amountRead(spec, text) != nil
        }
        if kind == .text {
            // Numbers, or the game's own words for what it takes (`파운데이션으로`: a pile).
            return games.id(named: text, localizer: localizer) != nil
                || lexicon.arguments(words).allSatisfy { Int($0) != nil || canonicalInput($0, for: spec.id) != $0 }
        }
        // An amount the game reads after the command (`10으로 올려` at poker).
        if case .choice = kind, amountRead(spec, text) != nil { return true }
        return value(of: text, as: kind) != nil
    }

    /// The words after a command as the command reads them: numbers, units and lists as
    /// people write them for a game's own commands (`apostar diez fichas`, `탭 1번하고 2번`),
    /// articles dropped before a game's name (`jugar a las siete y media`), then counters
    /// and each game's words for what it takes (`mazo`, `7p`).
    func argumentWords(_ words: [String], for spec: CommandSpec) -> [String] {
        var words = words
        // A polite ending on the last argument (`베팅 10개요`, `탭 2번 4번 6번이요`): dropped when
        // what is left is a number, with or without its unit, or a unit (`열 개요`).
        if let last = words.last, let stem = lexicon.withoutEnding(last) {
            let folded = CommandTable.fold(stem)
            if lexicon.anyNumber(folded) != nil || lexicon.unitSet.contains(folded) { words[words.count - 1] = stem }
        }
        switch argumentSpec(of: spec).argument.kind {
        case .game?:
            words = lexicon.withoutArticles(words)
        // A name the player chooses (Klondike's `export FILE`) may be anything: read as typed.
        case .text? where !isConsoleCommand(spec.id) && !isVerbatim(spec.id):
            // Cards named in words with the suit after their ranks (`에이스 킹 퀸 잭 10 스페이드`).
            if let cards = lexicon.cardsSuitLast(words) { words = cards }
            // Articles go before numbers and before the game's names of what it takes (`la base`).
            words = lexicon.arguments(markingValues(words), columns: hasColumns) {
                canonicalInput($0, for: spec.id) != $0
            }
        case .choice?:
            let text = words.joined(separator: " ")
            if let kind = argumentSpec(of: spec).argument.kind, value(of: text, as: kind) == nil {
                let read = lexicon.arguments(words)
                if value(of: read.joined(separator: " "), as: kind) != nil {
                    words = read
                } else {
                    // Talk before the choice (`코치 이제 꺼 주세요`, `coach now off`): words of
                    // `input.command.tails` dropped when the rest is a choice.
                    let tails = Set(
                        localizer.catalogs.chain(of: language).flatMap {
                            localizer.words("input.command.tails", in: $0)
                        }
                        .map(CommandTable.fold))
                    let rest = words.filter { !tails.contains(CommandTable.fold($0)) }
                    if rest.count < words.count, value(of: rest.joined(separator: " "), as: kind) != nil {
                        words = rest
                    }
                }
            }
        default: break
        }
        return words.map(withoutCounter).map { canonicalInput($0, for: spec.id) }
    }

    /// Whether the game in play moves cards between piles (`move`): only there does a number
    /// then Korean 열 name a column.
    var hasColumns: Bool {
        guard case .game(let game) = place else { return true }
        return commands.spec(CommandID("move", of: game)) != nil
    }

    /// A command whose argument a game reads as typed (`GameTable.verbatimArguments`).
    func isVerbatim(_ id: CommandID) -> Bool { games.tables.contains { $0.verbatimArguments.contains(id) } }

    func isConsoleCommand(_ id: CommandID) -> Bool {
        [.help, .play, .lang, .rules, .learn, .stats, .color, .coach].contains(id)
    }
}
