import Catalog
import GameKit
import TableKit

extension CommandID {
    /// `learn` (`aprender`, `배우기`, `tutorial`): the lessons of the games that have them.
    public static let learn = CommandID("learn")
}

/// `learn`: the lessons of the games that teach (`Teaching`), the learner's progress kept in
/// the store, and the lines typed while a lesson runs (answers, actions, `skip`, `back`,
/// `menu`, `quit`, `lang`).
extension Session {
    /// The games with lessons, in the lobby's order.
    var teachingGames: [(GameID, any Teaching.Type)] {
        games.tables.compactMap { type in type.asTeaching.map { (type.id, $0) } }
    }

    /// How a lesson reads answers, in the language in use.
    var lessonAnswers: LessonAnswers { LessonAnswers(localizer: localizer, lexicon: lexicon) }

    /// `learn`, `learn GAME`, `learn GAME N`, and in a game `learn N`.
    func learn(_ argument: String?) -> [String] {
        var words = (argument ?? "").split(separator: " ").map(String.init)
        var number: Int?
        if let last = words.last, let n = Int(withoutCounter(last)) {
            number = n
            words.removeLast()
        }
        var game: GameID?
        if !words.isEmpty {
            // A game's name with its article (`la siete y media`).
            let plain = lexicon.withoutArticles(words).joined(separator: " ")
            guard
                let named = games.id(named: words.joined(separator: " "), localizer: localizer)
                    ?? (plain.isEmpty ? nil : games.id(named: plain, localizer: localizer))
            else {
                return [
                    refusal(
                        Message(
                            "lesson.unknown.game",
                            .message(Message("lesson.word", .verbatim(Typed.visible(argument ?? "")))),
                            .verbatim(teachingNames())))
                ]
            }
            game = named
        } else if case .game(let here) = place {
            game = here
        }
        guard let game else {
            if number != nil { return [refusal(Message("lesson.number.nogame", .command(.learn)))] }
            return lessonList(teachingGames.map(\.0))
        }
        guard let type = games.table(game)?.asTeaching, !type.lessons.isEmpty else {
            return [refusal(Message("lesson.none", gameName(game), .verbatim(teachingNames())))]
        }
        let progress = store.lessonProgress()
        if let number {
            guard (1...type.lessons.count).contains(number) else {
                return [refusal(Message("lesson.number.range", gameName(game), .int(type.lessons.count)))]
            }
            return open(game, type, index: number - 1, progress: progress)
        }
        if argument == nil, case .game = place { return lessonList([game]) }
        // The next lesson: one left midway, else the first not done (an optional one only when
        // opened by its number or left midway).
        let lessons = type.lessons
        let next =
            lessons.indices.first { if case .inProgress = progress.status(lessons[$0].key) { true } else { false } }
            ?? lessons.indices.first { !lessons[$0].optional && progress.status(lessons[$0].key) == .notStarted }
            ?? lessons.indices.first { !lessons[$0].optional && progress.status(lessons[$0].key) == .skipped }
        guard let next else {
            return [localizer.text("lesson.all.done", gameName(game))] + lessonList([game], doneSaid: true)
        }
        return open(game, type, index: next, progress: progress)
    }

    /// `next` (`siguiente`, `다음`) typed where it is no command, just after a lesson ended:
    /// the game's next lesson, or, after its last, the game's list; nil when no lesson just
    /// ended or the word is not one of these.
    func nextLesson(_ word: String) -> [String]? {
        guard let (game, index) = finishedLesson, localizer.anyLanguageLists(word, under: "lesson.next.words"),
            let type = games.table(game)?.asTeaching
        else { return nil }
        guard let next = lessonAfter(index, of: type.lessons) else {
            return [localizer.text("lesson.next.none", gameName(game))] + lessonList([game])
        }
        return open(game, type, index: next, progress: store.lessonProgress())
    }

    /// `siguiente`, `la siguiente`, `next` at a table, with no lesson just finished: what it
    /// could mean here (`<game>.next.explain`, else `console.next.explain`), never a command
    /// guessed from its spelling.
    func nextAtTable(_ words: [String]) -> [String]? {
        guard case .game(let game) = place, tables[game] != nil else { return nil }
        var rest = words
        if let length = leadingWords(rest) { rest = Array(rest.dropFirst(length)) }
        rest = lexicon.withoutArticles(rest)
        // “Another” (`otra`) where the game gives it no meaning now is asked the same way.
        let another = localizer.catalogs.chain(of: language).contains { lang in
            localizer.words("input.another.phrases", in: lang).map(CommandTable.fold)
                .contains(CommandTable.fold(words.joined(separator: " ")))
        }
        guard another || (rest.count == 1 && localizer.anyLanguageLists(rest[0], under: "lesson.next.words")),
            // The game's own words for going on (Set's `sigamos`: keep looking) are its own.
            !localizer.catalogs.chain(of: language).contains(where: { lang in
                localizer.words("input.\(game.rawValue).goingon.phrases", in: lang).map(CommandTable.fold)
                    .contains(CommandTable.fold(words.joined(separator: " ")))
            })
        else { return nil }
        let typed = Argument.verbatim(Typed.visible(words.joined(separator: " ")))
        let own = "\(game.rawValue).next.explain"
        if localizer.has(own, in: .en) {
            return [
                localizer.text(
                    own, typed, .command(CommandID("draw", of: game)), .command(.hint), .command(.new), .command(.learn)
                )
            ]
        }
        return [localizer.text("console.next.explain", typed, .command(.hint), .command(.new), .command(.learn))]
    }

    /// The lesson that comes after one: the first after it that is not done (an optional one
    /// only when it comes next), else the first before it not done; nil when all are.
    func lessonAfter(_ index: Int, of lessons: [Lesson]) -> Int? {
        let progress = store.lessonProgress()
        return lessons.indices.first {
            $0 > index && progress.status(lessons[$0].key) != .done && !lessons[$0].optional
        }
            ?? (index + 1 < lessons.count && progress.status(lessons[index + 1].key) != .done ? index + 1 : nil)
            ?? lessons.indices.first {
                $0 < index && progress.status(lessons[$0].key) != .done && !lessons[$0].optional
            }
    }

    func teachingNames() -> String {
        localizer.alternatives(teachingGames.map { localizer.words("game.\($0.0.rawValue).aliases").first ?? "" })
    }

    /// Each game's lessons with where the learner stands.
    func lessonList(_ ids: [GameID], doneSaid: Bool = false) -> [String] {
        let progress = store.lessonProgress()
        var lines: [String] = []
        for id in ids {
            guard let type = games.table(id)?.asTeaching else { continue }
            lines.append(localizer.string("game.\(id.rawValue).title"))
            let rows = type.lessons.enumerated().map { i, lesson in
                var status: String
                switch progress.status(lesson.key) {
                case .done: status = localizer.text("lesson.status.done")
                case .notStarted:
                    status = localizer.text(lesson.optional ? "lesson.status.optional" : "lesson.status.new")
                case .skipped: status = localizer.text("lesson.status.skipped")
                case .inProgress(let step):
                    status = localizer.text(
                        "lesson.status.started", .int(min(step, lesson.steps.count - 1) + 1),
                        .int(lesson.steps.count))
                }
                // An optional lesson says so whatever its status: done, it is still not part of the count.
                if lesson.optional, progress.status(lesson.key) != .notStarted {
                    status = localizer.text("lesson.status.optional.with", .verbatim(status))
                }
                return ("  \(i + 1). " + localizer.string("lesson.\(lesson.key).title"), status)
            }
            lines += renderer.columns(rows)
        }
        guard let first = ids.first else { return lines }
        let name = localizer.words("game.\(first.rawValue).aliases").first ?? first.rawValue
        // Every lesson done: nothing is next or left unfinished, any lesson opens again.
        if ids.count == 1, let type = games.table(first)?.asTeaching, !type.lessons.isEmpty,
            type.lessons.allSatisfy({ progress.status($0.key) == .done })
        {
            // Said once: `lesson.all.done` before the list says it already.
            return doneSaid
                ? lines : lines + [localizer.text("lesson.list.how.done", .commandLine(.learn, arguments: name + " 2"))]
        }
        return lines + [
            localizer.text(
                "lesson.list.how", .commandWith(.learn, argumentKey: "game.\(first.rawValue).aliases"),
                .commandLine(.learn, arguments: name + " 2"))
        ]
    }

    /// Starts lesson `index`, at the step it was left at (or its first).
    func open(_ game: GameID, _ type: any Teaching.Type, index: Int, progress: LessonProgress) -> [String] {
        let lesson = type.lessons[index]
        var step = 0
        // A lesson left midway resumes there, a finished one opened again too.
        if let at = progress.at[lesson.key], at >= 0 { step = min(at, lesson.steps.count - 1) }
        let skipped = step > 0 ? Set(progress.skipping[lesson.key] ?? []) : []
        let run = LessonRun(game: game, type: type, index: index, step: step, skipped: skipped)
        self.lesson = run
        finishedLesson = nil
        store.updateLessons { $0.at[lesson.key] = step }
        var lines = [
            localizer.text(
                step == 0 ? "lesson.begin" : "lesson.resume", .int(index + 1),
                .verbatim(localizer.string("lesson.\(lesson.key).title")), .int(step + 1), .int(lesson.steps.count)),
            localizer.text(
                "lesson.controls", word("lesson.skip.words"),
                word("lesson.back.words"), .command(.menu)),
            localizer.text("lesson.\(game.rawValue).accepts"),
        ]
        lines += [""] + present(run, drawing: true)
        return lines
    }

    /// A lesson's control word (`skip`), quoted the language's way.
    func word(_ key: String) -> Argument {
        .message(Message("lesson.word", .verbatim(localizer.words(key).first ?? "")))
    }

    /// A step as shown: where it is, the table (when it changed or is asked for), the idea.
    func present(_ run: LessonRun, drawing: Bool) -> [String] {
        var lines = [
            renderer.style.paint(
                localizer.text("lesson.step", .int(run.step + 1), .int(run.lesson.steps.count)), .cyan)
        ]
        if drawing, let table = run.table { lines += table.draw(renderer.forLesson) + [""] }
        lines.append(localizer.text(run.stepKey("text")))
        if let topic = run.lesson.steps[run.step].rules,
            let section = games.table(run.game)?.rulesSections.first(where: { $0.topic == topic })
        {
            lines += [sectionTitle(section, of: run.game), localizer.text(section.message(game: run.game))]
        }
        return lines
    }
}
