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
            guard let named = games.id(named: words.joined(separator: " "), localizer: localizer) else {
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
        // The next lesson: one left midway, else the first not done.
        let lessons = type.lessons
        let next =
            lessons.indices.first { if case .inProgress = progress.status(lessons[$0].key) { true } else { false } }
            ?? lessons.indices.first { progress.status(lessons[$0].key) == .notStarted }
            ?? lessons.indices.first { progress.status(lessons[$0].key) == .skipped }
        guard let next else {
            return [localizer.text("lesson.all.done", gameName(game))] + lessonList([game])
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
        guard index + 1 < type.lessons.count else {
            return [localizer.text("lesson.next.none", gameName(game))] + lessonList([game])
        }
        return open(game, type, index: index + 1, progress: store.lessonProgress())
    }

    func teachingNames() -> String {
        localizer.alternatives(teachingGames.map { localizer.words("game.\($0.0.rawValue).aliases").first ?? "" })
    }

    /// Each game's lessons with where the learner stands.
    func lessonList(_ ids: [GameID]) -> [String] {
        let progress = store.lessonProgress()
        var lines: [String] = []
        for id in ids {
            guard let type = games.table(id)?.asTeaching else { continue }
            lines.append(localizer.string("game.\(id.rawValue).title"))
            let rows = type.lessons.enumerated().map { i, lesson in
                let status: String
                switch progress.status(lesson.key) {
                case .done: status = localizer.text("lesson.status.done")
                case .notStarted: status = localizer.text("lesson.status.new")
                case .skipped: status = localizer.text("lesson.status.skipped")
                case .inProgress(let step):
                    status = localizer.text(
                        "lesson.status.started", .int(min(step, lesson.steps.count - 1) + 1),
                        .int(lesson.steps.count))
                }
                return ("  \(i + 1). " + localizer.string("lesson.\(lesson.key).title"), status)
            }
            lines += renderer.columns(rows)
        }
        guard let first = ids.first else { return lines }
        let name = localizer.words("game.\(first.rawValue).aliases").first ?? first.rawValue
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

    /// A line typed while a lesson runs.
    func lessonLine(_ line: String) -> [String] {
        guard var run = lesson else { return [] }
        let words = Self.words(of: line)
        let step = run.lesson.steps[run.step]
        if let first = words.first, words.count == 1 {
            if localizer.anyLanguageLists(first, under: "lesson.skip.words") {
                run.skipped.insert(run.step)
                return carryOutSkipped(&run) + advance(&run)
            }
            if localizer.anyLanguageLists(first, under: "lesson.back.words") {
                guard run.back() else { return [refusal(Message("lesson.back.first"))] }
                lesson = run
                store.updateLessons { $0.at[run.key] = run.step }
                return present(run, drawing: true)
            }
        }
        // An empty line asks again, without counting a miss (but goes on past a step to read).
        if words.isEmpty, step.expects != .read { return [localizer.text(run.stepKey("text"))] }
        let gamePlace = Place.game(run.game)
        let saved = place
        place = gamePlace
        let typed = reading(words)
        var value: String?
        if let (spec, following) = typed {
            let rest = argumentWords(following, for: spec)
            if case .success(let resolved) = resolveArgument(
                rest.isEmpty ? nil : rest.joined(separator: " "), for: argumentSpec(of: spec))
            {
                value = resolved
            }
        }
        place = saved
        // A right answer is an answer, even when its word also names a command (`색`, `color`).
        let asks: Bool =
            switch step.expects {
            case .read, .action, .play: false
            default: true
            }
        // A game command that does what the question asks is its answer (`fold`: “no, don't call”).
        let answeredByCommand = typed.map { step.answeredBy.contains($0.0.id) } ?? false
        if asks, answeredByCommand || lessonAnswers.answers(line, step) {
            run.skipped.remove(run.step)
            return [localizer.text(run.stepKey("right"))] + advance(&run)
        }
        // Asking for help (`no sé`, or `hint` where the step waits for something else): the
        // step's hint, nothing counted.
        if step.expects != .read, !step.expects.isCommand(.hint),
            typed?.0.id == .hint || lessonAnswers.asksForHelp(words)
        {
            return [localizer.text(run.stepKey("hint"))]
        }
        // The console's own commands work as everywhere; the lesson waits.
        if let (spec, _) = typed {
            switch spec.id {
            case .quit: return [goodbye()]
            case .menu:
                self.lesson = nil
                place = .lobby
                return [
                    localizer.text(
                        "lesson.left", .commandWith(.learn, argumentKey: "game.\(run.game.rawValue).aliases"))
                ]
                    + [""] + lobby(greeting: false)
            case .lang:
                let switched = switchLanguage(value.flatMap(Language.init(rawValue:)))
                guard lesson != nil, value != nil else { return switched }
                return switched + [""] + present(run, drawing: true)
            case .table: return present(run, drawing: true)
            case .help where value == nil:
                return [
                    localizer.text(
                        "lesson.help", word("lesson.skip.words"),
                        word("lesson.back.words"), .command(.menu), .command(.quit))
                ]
            case .learn:
                self.lesson = nil
                return learn(value)
            case .play, .stats,
                .color where !asks:
                // The console's other commands leave the lesson waiting and run as usual.
                self.lesson = nil
                return [
                    localizer.text(
                        "lesson.left", .commandWith(.learn, argumentKey: "game.\(run.game.rawValue).aliases"))
                ]
                    + [""] + self.run(spec.id, argument: value)
            case .rules: return rules(value, in: run.game)
            case let id where run.type.lessonLookUps.contains(id) && !step.expects.isCommand(id):
                // A look-up (poker's `hands`) answers on a copy of the lesson's table; the step waits.
                guard var table = run.table else { break }
                let response = table.carryOut(id, word: value, at: 0)
                return response.messages.map { response.refused ? refusal($0) : localizer.sentence($0) }
            default: break
            }
        }
        switch step.expects {
        case .read:
            run.skipped.remove(run.step)
            return advance(&run)
        case .action(let asked, let askedArgument):
            // Another command the step names as doing the same (`tap 3` for `move 3 f` in the
            // score lesson) stands for it; any other command is no answer: a step teaches its command.
            let done =
                typed.flatMap { typed in step.alsoDoneBy.first { $0.command == typed.0.id && typed.0.id != asked } }
            let (command, argument) = done.map { ($0.command, $0.argument) } ?? (asked, askedArgument)
            // The move asked for, named another way (`mueve el seis de picas a la columna uno`): the
            // same table after it.
            let typedID = typed?.0.id
            let same = { LessonAnswers.sameArgument(value, argument, unordered: run.type.argumentIsUnordered(command)) }
            let expected = argument?.split(separator: "|").first.map(String.init)
            if typedID == command, let table = run.table, !same(), doesTheSame(table, command, value, as: expected) {
                value = expected
            }
            if typedID == command, !same(), let teaching = run.table?.asTeaching {
                // The expected command with another choice: why that choice fails, from what was chosen.
                let reasons = teaching.lessonMissReasons(command, word: value).map(localizer.sentence)
                return reasons + miss(&run)
            }
            if typedID == command, same() {
                var shown: [String] = []
                if var table = run.table {
                    let response = table.carryOut(command, word: value, at: 0)
                    // A move the table refuses is no move made: its reason, and the step waits.
                    if response.refused { return response.messages.map(refusal) + miss(&run) }
                    run.table = table
                    shown = response.messages.map(localizer.sentence)
                    if response.redraw { shown += [""] + table.draw(renderer.forLesson) }
                    shown.append("")
                }
                run.skipped.remove(run.step)
                return shown + [localizer.text(run.stepKey("right"))] + advance(&run)
            }
        case .play(let commands):
            if let (spec, _) = typed, commands.contains(spec.id), run.table != nil {
                return playOn(&run, spec.id, value)
            }
        case .yes, .no, .number, .word: break
        }
        // Not understood (no number, yes or no, word or command): say what is, count nothing.
        // A command of another game (`pedir` in Set) is understood: it is the wrong one.
        let isCommand = typed != nil || !commands.commands(named: words.first ?? "").isEmpty
        guard lessonAnswers.understood(line: line, command: isCommand, step) else {
            return [localizer.text("lesson.\(run.game.rawValue).unclear")]
        }
        return miss(&run)
    }

    /// A step skipped. An action step's action is carried out all the same, and shown: the
    /// steps after it ask about the table as that action leaves it (the card drawn, the move
    /// made), as they do when the lesson resumes past it.
    func carryOutSkipped(_ run: inout LessonRun) -> [String] {
        guard case .action(let command, let argument) = run.lesson.steps[run.step].expects, var table = run.table
        else { return [localizer.text("lesson.skipped")] }
        let first = argument?.split(separator: "|").first.map(String.init)
        let response = table.carryOut(command, word: first, at: 0)
        guard !response.refused else { return [localizer.text("lesson.skipped")] }
        run.table = table
        var shown = [localizer.text("lesson.skipped.done", .command(command))]
        shown += response.messages.map(localizer.sentence)
        if response.redraw { shown += [""] + table.draw(renderer.forLesson) }
        return shown
    }

    /// A decision of a hand played at the lesson's table: carried out with the coach's comment
    /// (whatever the learner's coach setting), the table shown; the step ends with the hand.
    /// A refused command explains itself and the step waits, with no miss counted.
    func playOn(_ run: inout LessonRun, _ command: CommandID, _ argument: String?) -> [String] {
        guard var table = run.table else { return [] }
        let response: Response
        if var coaching = table.asCoaching {
            response = coaching.coached(command, word: argument, at: 0)
            table = coaching
        } else {
            response = table.carryOut(command, word: argument, at: 0)
        }
        if response.refused { return response.messages.map(refusal) }
        run.table = table
        var shown = response.messages.map(localizer.sentence)
        guard !response.over.isEmpty else {
            if response.redraw { shown += [""] + table.draw(renderer.forLesson) }
            lesson = run
            return shown
        }
        // The last decision: the final table first, then how the hand ended and the coach's
        // word on it, right above the lesson's closing line that refers to it.
        if response.redraw { shown = table.draw(renderer.forLesson) + [""] + shown }
        run.skipped.remove(run.step)
        return shown + ["", localizer.text(run.stepKey("right"))] + advance(&run)
    }

    /// A wrong answer or action: the rule, and from the second miss a stronger hint. The
    /// lesson's table is unchanged.
    func miss(_ run: inout LessonRun) -> [String] {
        let hints = run.missed()
        lesson = run
        return [localizer.text(run.stepKey("wrong"))] + (hints ? [localizer.text(run.stepKey("hint"))] : [])
    }

    /// The next step, or the end of the lesson (kept as done, with a real game offered).
    func advance(_ run: inout LessonRun) -> [String] {
        let key = run.key
        let skipped = run.skipped.sorted()
        guard run.advance() else {
            lesson = nil
            finishedLesson = (run.game, run.index)
            store.updateLessons { progress in
                progress.at[key] = nil
                progress.skipping[key] = nil
                if skipped.isEmpty {
                    if !progress.done.contains(key) { progress.done.append(key) }
                    progress.skipped.removeAll { $0 == key }
                } else if !progress.done.contains(key), !progress.skipped.contains(key) {
                    progress.skipped.append(key)
                }
            }
            let title = Argument.verbatim(localizer.string("lesson.\(key).title"))
            let aliases = "game.\(run.game.rawValue).aliases"
            var lines = ["", renderer.style.paint(localizer.text("lesson.complete", title), .green)]
            if !skipped.isEmpty {
                let name = localizer.words(aliases).first ?? run.game.rawValue
                lines = [
                    "",
                    localizer.text(
                        Message(
                            "lesson.complete.skipped", title, .int(skipped.count), .int(run.lesson.steps.count),
                            .commandLine(.learn, arguments: "\(name) \(run.index + 1)"), count: skipped.count)),
                ]
            }
            if run.index + 1 < run.type.lessons.count {
                let name = localizer.words(aliases).first ?? run.game.rawValue
                lines.append(
                    localizer.text(
                        "lesson.next", .commandLine(.learn, arguments: "\(name) \(run.index + 2)"),
                        .verbatim(localizer.string("lesson.\(run.type.lessons[run.index + 1].key).title")),
                        word("lesson.next.words")))
            }
            lines.append(localizer.text("lesson.offer", .commandWith(.play, argumentKey: aliases)))
            return lines
        }
        let drawing = run.lesson.steps[run.step].position != nil
        lesson = run
        let step = run.step
        store.updateLessons {
            $0.at[key] = step
            $0.skipping[key] = skipped.isEmpty ? nil : skipped
        }
        return [""] + present(run, drawing: drawing)
    }
}
