import Catalog
import GameKit
import TableKit

/// A lesson's steps as the learner goes through them: each line typed while a lesson runs
/// (an answer, an action on the lesson's table, `skip`, `back`, `menu`, `quit`, `lang`), and
/// how a step is missed, played on and left for the next.
extension Session {
    /// A line typed while a lesson runs.
    func lessonLine(_ line: String) -> [String] {
        guard var run = lesson else { return [] }
        let step = run.lesson.steps[run.step]
        // Where a question asks for a percentage (its text shows `%` or says the word), a
        // fraction said is its percentage (`un cuarto`).
        var line = line
        let question = localizer.text(run.stepKey("text")).lowercased()
        if case .number = step.expects,
            question.contains("%")
                || localizer.words("input.percent").contains(where: { $0.count >= 2 && question.contains($0) }),
            let said = lessonAnswers.fractionsAsPercents(line)
        {
            line = said
        }
        // An answer asked back as a question (`모양 아닌가요?`): that answer, judged.
        if let said = lessonAnswers.askedBack(line, step) { line = said }
        // An answer after a question asked first (`스트레이트가 더 세지 않나요? 2번`): that answer.
        if let said = lessonAnswers.afterQuestion(line, step) { line = said }
        // Odds said in their own form (`4 a 1`, `4 to 1`): the number before the one.
        if case .number = step.expects, let said = lessonAnswers.withoutOddsTail(line) { line = said }
        let words = Self.words(of: line)
        if let first = words.first, words.count == 1 {
            // `next` goes on past a step to read; where the step asks something it is no answer,
            // and skips nothing: what is accepted, and the word that skips.
            if localizer.anyLanguageLists(first, under: "lesson.next.words") {
                if step.expects == .read {
                    run.skipped.remove(run.step)
                    return advance(&run)
                }
                let accepted: String
                switch step.expects {
                case .action, .play: accepted = localizer.text(run.stepKey("hint"))
                default: accepted = localizer.text("lesson.\(run.game.rawValue).accepts")
                }
                return [
                    localizer.text(
                        "lesson.next.question", .message(Message("lesson.word", .verbatim(first))),
                        word("lesson.skip.words")), accepted,
                ]
            }
            if localizer.anyLanguageLists(first, under: "lesson.skip.words") {
                run.skipped.insert(run.step)
                return carryOutSkipped(&run) + advance(&run)
            }
            // At a step that asks for `undo`, a back word that also names it (`atrás`) is the undo.
            if localizer.anyLanguageLists(first, under: "lesson.back.words"),
                !(step.expects.isCommand(.undo) && commands.commands(named: first).contains(.undo))
            {
                guard run.back() else { return [refusal(Message("lesson.back.first"))] }
                lesson = run
                store.updateLessons { $0.at[run.key] = run.step }
                return present(run, drawing: true)
            }
        }
        // An empty line asks again, without counting a miss (but goes on past a step to read).
        if words.isEmpty, step.expects != .read { return [localizer.text(run.stepKey("text"))] }
        // «I don't know» anywhere in a short line (`no lo sé, no me lo has explicado`, `no, no
        // lo sé`): the step's hint, never read as a no, right or wrong.
        if step.expects != .read, !step.expects.isCommand(.hint),
            lessonAnswers.soundsUnsure(words)
                || Session.firstClause(of: line).map({ lessonAnswers.asksForHelp(Session.words(of: $0)) }) == true
        {
            return lessonHint(&run)
        }
        // At a step played at a real table that takes `hint` (poker's guided hand), a line that
        // asks what to do (`어떻게 할까요?`) or says «I don't know» is the table's hint.
        if case .play = step.expects, step.expects.isCommand(.hint), run.table != nil,
            questionReader.read(words) == .hint
                || (questionReader.isQuestion(line, words) && questionReader.asksWhetherTo(words))
                || lessonAnswers.soundsUnsure(words) || lessonAnswers.asksForHelp(words)
        {
            return playOn(&run, .hint, nil)
        }
        let gamePlace = Place.game(run.game)
        let saved = place
        place = gamePlace
        // Where a step asks for a command, the command after a word said first (`y otra`).
        let asksCommand: Bool =
            switch step.expects {
            case .action, .play: true
            default: false
            }
        let direct = reading(words)
        var typed =
            direct
            ?? {
                let rest = lessonAnswers.withoutFillers(words)
                guard asksCommand, rest.count < words.count, let first = rest.first,
                    lessonAnswers.spokenHalves([first]) == nil
                else { return nil }
                return reading(Array(rest))
            }()
            // Or after a word that only softens it, as at the table (`그래도 따라갈래요`).
            ?? (asksCommand ? readingAfterFillers(words) : nil)
            // Or the command after its reason (`4점은 낮으니까 받을래요`).
            ?? {
                guard asksCommand, let rest = lessonAnswers.afterReason(line) else { return nil }
                return reading(Self.words(of: rest))
            }()
        let saidByShape = typed != nil && shapedMove(words) != nil
        var value: String?
        if let (spec, following) = typed {
            let rest = argumentWords(following, for: spec)
            if case .success(let resolved) = resolveArgument(
                rest.isEmpty ? nil : rest.joined(separator: " "), for: argumentSpec(of: spec))
            {
                value = resolved
            }
        }
        let askedCommand = asksCommand ? commandAsked(line, words) : nil
        place = saved
        // Only a command typed as one leaves the lesson: `menu` and `quit` read from the line
        // itself, `play`, `stats`, `learn` and `color` said first, with nothing after them but
        // their argument. Other talk that reads as one (`me la juego, otra más`) is not understood.
        if let (spec, following) = typed,
            !lessonLeavingCommandTyped(spec.id, words, following, value, direct: direct != nil)
        {
            typed = nil
            value = nil
        }
        // The coach named (`코치님 어떻게 생각해요?`, `coach?`, `entrenador`): what the coach
        // would say, the table's hint where the step is played at one and takes it, else the
        // step's hint; nothing counted. `coach on` still switches it.
        if step.expects != .read, typed == nil || (typed?.0.id == .coach && value == nil), namesTheCoach(words) {
            if case .play = step.expects, step.expects.isCommand(.hint), run.table != nil {
                return playOn(&run, .hint, nil)
            }
            return [localizer.text(run.stepKey("hint"))]
        }
        // A step's command asked as a question (`더 받아도 돼?`): advice, never the command.
        if let spec = askedCommand, !run.type.lessonLookUps.contains(spec.id),
            acts(spec, at: run.game)
        {
            if case .play = step.expects, step.expects.isCommand(.hint), run.table != nil {
                return playOn(&run, .hint, nil)
            }
            return lessonHint(&run)
        }
        // A right answer is an answer, even when its word also names a command (`색`, `color`).
        let asks: Bool =
            switch step.expects {
            case .read, .action, .play: false
            default: true
            }
        // A game command that does what the question asks is its answer (`fold`: “no, don't call”).
        let answeredByCommand = typed.map { step.answeredBy.contains($0.0.id) } ?? false
        // A yes/no question said back (`es más probable pasarse`): yes; with a no before it, no.
        var echoed: Bool?
        if typed == nil, step.expects == .yes || step.expects == .no {
            let question = localizer.text(run.stepKey("text"))
            // Also before its reason (`반 넘어요. 22장이니까`).
            echoed =
                lessonAnswers.echo(words, question: question)
                ?? Session.firstClause(of: line).flatMap { lessonAnswers.echo(Self.words(of: $0), question: question) }
        }
        if let echoed, echoed != (step.expects == .yes) { return miss(&run) }
        // A card named by what it shows (`tres triángulos morados llenos`), where the one card
        // it describes is on the lesson's table: its number.
        var byRank = false
        if typed == nil, case .number(let halves) = step.expects, let table = run.table?.asTeaching,
            let number = lessonAnswers.described(words, among: table.lessonDescribed)
        {
            guard number * 2 == halves else { return miss(&run) }
            byRank = true
        }
        // A hand named by the rank it holds (`la de las jotas`): its number.
        if !byRank, typed == nil, case .number(let halves) = step.expects,
            !lessonAnswers.understood(line: line, command: false, step),
            let hand = lessonAnswers.handNamedByRank(words, question: localizer.text(run.stepKey("text")))
        {
            guard hand * 2 == halves else { return miss(&run) }
            byRank = true
        }
        // A player named by a card they show (`el del cuatro de tréboles`): their number.
        if !byRank, typed == nil, case .number(let halves) = step.expects,
            !lessonAnswers.understood(line: line, command: false, step),
            let player = lessonAnswers.playerNamedByCard(words, question: localizer.text(run.stepKey("text")))
        {
            guard player * 2 == halves else { return miss(&run) }
            byRank = true
        }
        if asks, answeredByCommand || echoed != nil || byRank || lessonAnswers.answers(line, step) {
            run.skipped.remove(run.step)
            return [localizer.text(run.stepKey("right"))] + advance(&run)
        }
        // Asking for help (`no sé`, or `hint` where the step waits for something else): the
        // step's hint, nothing counted.
        if step.expects != .read, !step.expects.isCommand(.hint),
            typed?.0.id == .hint || lessonAnswers.asksForHelp(words)
        {
            return typed?.0.id == .hint ? [localizer.text(run.stepKey("hint"))] : lessonHint(&run)
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
            // A card named by its rank alone (`mueve el 6 al 7`) is no pile, and a move said by
            // its shape that is not the step's (two sixes could go there): not understood.
            if typedID == command, !same(), let typed,
                rankNamedAsPile(typed.1, for: command, in: run.game) != nil || saidByShape
            {
                return [localizer.text("lesson.\(run.game.rawValue).unclear")]
            }
            // A take the game could not read (`5로 왕`, words it has no card for): not understood.
            if typedID == command, !same(), let teaching = run.table?.asTeaching,
                !teaching.lessonReads(command, word: value)
            {
                return [localizer.text("lesson.\(run.game.rawValue).unclear")]
            }
            if typedID == command, !same(), let teaching = run.table?.asTeaching {
                // The expected command with another choice: why that choice fails, from what was chosen.
                let reasons = teaching.lessonMissReasons(command, word: value).map(localizer.sentence)
                if reasons.isEmpty, var table = run.table {
                    // A choice the table refuses (no card 9 of six, an empty stack): the table's
                    // reason, as at a real game, then what the step asks; the table is unchanged.
                    let response = table.carryOut(command, word: value, at: 0)
                    if response.refused { return response.messages.map(lessonRefusal) + miss(&run, refused: true) }
                }
                return reasons + miss(&run)
            }
            if typedID == command, same() {
                var shown: [String] = []
                if var table = run.table {
                    let response = table.carryOut(command, word: value, at: 0)
                    // A move the table refuses is no move made: its reason, and the step waits.
                    if response.refused { return response.messages.map(lessonRefusal) + miss(&run, refused: true) }
                    run.table = table
                    shown = response.messages.map(lessonSentence)
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
        // A yes-or-no question answered with the total only (`7점 반`): the step's hint.
        if step.expects == .yes || step.expects == .no, typed == nil, lessonAnswers.statesOnlyANumber(line) {
            return lessonHint(&run)
        }
        // Not understood (no number, yes or no, word or command): say what is, count nothing.
        // Where a step waits for a command, a command of another game (`pedir` in Set) is
        // understood: it is the wrong one. A pile named where a number is asked (`5번 열`) is
        // no command, whatever it reads as.
        let isCommand =
            (typed != nil || !commands.commands(named: words.first ?? "").isEmpty)
            && (lessonAnswers.labelled(line, step) == nil
                || step.rightWords.contains { lessonAnswers.names(words, $0) })
        // Where a question is asked, a command that does not answer it (`pago` for “who acts
        // first?”) is no answer at all: the neutral line, never a correction. A command does
        // answer a question about decisions (a step some command answers rightly: `call` for
        // “should you call?”) or one that names it (`check` for “can you check?”).
        let typedIDs = typed.map { [$0.0.id] } ?? commands.commands(named: words.first ?? "")
        if asks, isCommand, step.answeredBy.isEmpty, !typedIDs.contains(where: { questionNames($0, run) }),
            !lessonAnswers.understood(line: line, command: false, step)
        {
            return lessonUnclear(run, step)
        }
        guard lessonAnswers.understood(line: line, command: isCommand, step) else {
            // A question (`¿qué es la obligada?`, `어떻게 해야 돼?`): the term's rules, or the
            // step's hint; nothing counted.
            if !isCommand, let question = questionReader.read(words) {
                // The hint asked for (`¿me das una pista?`, `어떻게 해야 돼?`) is given; another
                // question is sent back to the text first.
                guard case .term(let term) = question else {
                    return question == .hint ? [localizer.text(run.stepKey("hint"))] : lessonHint(&run)
                }
                if let explained = explained(term, in: run.game) { return explained }
                if !questionReader.isQuestion(line, words) { return explain(term, in: run.game) }
            }
            if !isCommand, questionReader.isQuestion(line, words) || questionReader.holdsQuestionWord(words) {
                return lessonQuestion(words, &run)
            }
            return lessonUnclear(run, step)
        }
        return miss(&run)
    }

    /// The neutral line for a line not understood: what this step accepts. A step that waits
    /// for a command: that it was not understood, and the step's hint (the command to type); a
    /// number or a yes or no: that answer; else the game's line (numbers, yes or no, words, its
    /// commands).
    func lessonUnclear(_ run: LessonRun, _ step: LessonStep) -> [String] {
        let plain = step.rightWords.isEmpty && step.answeredBy.isEmpty
        // A step whose question names its own answers (`플레이어 1, 2 또는 딜러`) says them.
        if localizer.has(run.stepKey("unclear")) { return [localizer.text(run.stepKey("unclear"))] }
        switch step.expects {
        case .action, .play: return [localizer.text("lesson.unclear.command"), localizer.text(run.stepKey("hint"))]
        case .yes where plain, .no where plain: return [localizer.text("lesson.unclear.yesno")]
        case .number where plain: return [localizer.text("lesson.unclear.number")]
        default: return [localizer.text("lesson.\(run.game.rawValue).unclear")]
        }
    }

    /// Whether a step's question names a command (`check` in “Can you check?”, `콜` in
    /// `콜해야 할까요?`): one of its words reads as that command, or, in Korean, starts with one
    /// of two letters or more.
    func questionNames(_ id: CommandID, _ run: LessonRun) -> Bool {
        let question = localizer.text(run.stepKey("text"))
        return Self.words(of: String(question.map { ",.:;()«»“”‘’?¿!¡".contains($0) ? " " : $0 })).contains { word in
            let folded = CommandTable.fold(word)
            if commands.commands(named: folded).contains(id) { return true }
            guard LessonAnswers.isHangul(folded), folded.count > 2 else { return false }
            return (2..<folded.count).contains { commands.commands(named: String(folded.prefix($0))).contains(id) }
        }
    }

    /// Whether a line names the coach (`command.coach.aliases`, any language), with a particle
    /// or an honorific glued to it (`코치님`, `코치는`).
    func namesTheCoach(_ words: [String]) -> Bool {
        let names = localizer.languages.flatMap { localizer.words("command.coach.aliases", in: $0) }
            .map(CommandTable.fold).filter { $0.count >= 2 }
        return words.prefix(8).contains { word in
            let folded = CommandTable.fold(word)
            return names.contains { folded.hasPrefix($0) && folded.count - $0.count <= 2 }
        }
    }

    /// Whether a command read from a lesson's line that would leave the lesson was typed as a
    /// command (true for any command that does not leave it).
    func lessonLeavingCommandTyped(
        _ id: CommandID, _ words: [String], _ following: [String], _ value: String?, direct: Bool
    ) -> Bool {
        switch id {
        case .quit, .menu: return direct
        case .play, .stats, .learn, .color:
            guard direct, let first = words.first, commands.commands(named: first).contains(id) else { return false }
            return following.isEmpty || value != nil
        default: return true
        }
    }

    /// Another question asked in a lesson (`¿me das una pista?`, `¿qué me recomiendas?`, `¿y si
    /// empatamos quién gana?`): the step's hint where it asks for help or names no rule, else
    /// the rules section a word of it names. Nothing counted.
    func lessonQuestion(_ words: [String], _ run: inout LessonRun) -> [String] {
        let here = Place.game(run.game)
        if words.contains(where: { commands.command(named: $0, at: here)?.id == .hint }) {
            return [localizer.text(run.stepKey("hint"))]
        }
        let plain = lexicon.withoutArticles(words)
        guard !plain.isEmpty else { return lessonHint(&run) }
        for size in stride(from: min(3, plain.count), through: 1, by: -1) {
            for start in 0...(plain.count - size) {
                let phrase = plain[start..<(start + size)].joined(separator: " ")
                let forms = [phrase] + (questionReader.withoutParticle(phrase).map { [$0] } ?? [])
                let game = run.game
                // A guess checked as a question that names a section in passing (`무늬가 다르니까
                // 스페이드가 이기는 거 아니에요?`): the section is long and may use words not taught
                // yet, so the command that shows it, and the step's hint.
                if let section = forms.lazy.compactMap({ self.section(named: $0, of: game) }).first {
                    // A question word asks about the rules (`비기면 어떻게 돼요`): the section.
                    if questionReader.holdsAnyQuestionWord(words) {
                        return [sectionTitle(section, of: game), localizer.text(section.message(game: game))]
                    }
                    return [
                        localizer.text(
                            "lesson.question.section", .commandWith(.rules, argumentKey: section.wordsKey(game: game)),
                            .command(.hint))
                    ]
                }
            }
        }
        return lessonHint(&run)
    }

    /// The step's hint where the learner is stuck without asking for it (`no sé`, a question
    /// back, the coach named). A question's hint gives its answer away, so the first time on a
    /// step, before any miss, the learner is sent back to the text instead
    /// (`lesson.unsure.nudge`), and the next time gets the hint. Nothing is judged either time; a
    /// step that asks for a command, or `hint` asked for in words, gets the hint at once.
    func lessonHint(_ run: inout LessonRun) -> [String] {
        switch run.lesson.steps[run.step].expects {
        case .yes, .no, .number, .word:
            guard run.misses == 0 else { break }
            run.misses = 1
            lesson = run
            return [localizer.text("lesson.unsure.nudge")]
        default: break
        }
        return [localizer.text(run.stepKey("hint"))]
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
        shown += response.messages.map(lessonSentence)
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
        guard !response.over.isEmpty else {
            var shown = response.messages.map(lessonSentence)
            if response.redraw { shown += [""] + table.draw(renderer.forLesson) }
            lesson = run
            return shown
        }
        // The last decision: what happened in order (a fold lets the hand play on to its end),
        // then the final table, as at the real table; the coach's closing word on the hand
        // under it, right above the lesson's closing line that refers to it.
        let messages = response.messages
        let end = messages.lastIndex { !$0.key.contains(".coach.") }.map { $0 + 1 } ?? 0
        var shown = messages[..<end].map(lessonSentence)
        if response.redraw { shown += [""] + table.draw(renderer.forLesson) }
        if end < messages.count { shown += [""] + messages[end...].map(lessonSentence) }
        run.skipped.remove(run.step)
        return shown + ["", localizer.text(run.stepKey("right"))] + advance(&run)
    }

    /// A message of a lesson's table, in its lesson form where it has one (`KEY.lesson`: the
    /// same message without what only a real game offers, as Klondike's win without its «deal
    /// again»: a lesson deals no new game, it goes on).
    func lessonSentence(_ message: Message) -> String {
        let lessonKey = message.key + ".lesson"
        guard message.count == nil, localizer.has(lessonKey) else { return localizer.sentence(message) }
        return localizer.sentence(Message(key: lessonKey, args: message.args))
    }

    /// A refusal of a lesson's table, in its lesson form where it has one (`KEY.lesson`: the
    /// same reason without the other move it suggests, as a bet's limits without «try bet 50»
    /// where the step asks for another).
    func lessonRefusal(_ message: Message) -> String {
        renderer.style.paint(lessonSentence(message), .yellow)
    }

    /// A wrong answer or action: the rule, and from the second miss a stronger hint. The
    /// lesson's table is unchanged. After a move the table refused (its reason said first), the
    /// step's `refused` text where it has one (what the step asks, where its `wrong` text judges
    /// a choice the table took, as Set's “not those three”), else its `wrong` text.
    func miss(_ run: inout LessonRun, refused: Bool = false) -> [String] {
        let hints = run.missed()
        lesson = run
        let asks = refused && localizer.has(run.stepKey("refused")) ? run.stepKey("refused") : run.stepKey("wrong")
        return [localizer.text(asks)] + (hints ? [localizer.text(run.stepKey("hint"))] : [])
    }

    /// The next step, or the end of the lesson (kept as done, with a real game offered).
    func advance(_ run: inout LessonRun) -> [String] {
        let key = run.key
        let skipped = run.skipped.sorted()
        guard run.advance() else {
            lesson = nil
            finishedLesson = (run.game, run.index)
            // The lesson's end offers its game (`play GAME`): the learner is where that reads,
            // the lobby, unless the lesson was opened at its own game's table, which waits there.
            if place != .game(run.game) { place = .lobby }
            var doneBefore = false
            store.updateLessons { progress in
                doneBefore = progress.done.contains(key)
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
            if !skipped.isEmpty, doneBefore {
                // Done before, it stays done: the list says so, and so does the end.
                lines = ["", localizer.text("lesson.complete.redone.skipped", title)]
            } else if !skipped.isEmpty {
                let name = localizer.words(aliases).first ?? run.game.rawValue
                lines = [
                    "",
                    localizer.text(
                        Message(
                            "lesson.complete.skipped", title, .int(skipped.count), .int(run.lesson.steps.count),
                            .commandLine(.learn, arguments: "\(name) \(run.index + 1)"), count: skipped.count)),
                ]
            }
            if let next = lessonAfter(run.index, of: run.type.lessons) {
                let name = localizer.words(aliases).first ?? run.game.rawValue
                lines.append(
                    localizer.text(
                        "lesson.next", .commandLine(.learn, arguments: "\(name) \(next + 1)"),
                        .verbatim(localizer.string("lesson.\(run.type.lessons[next].key).title")),
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
