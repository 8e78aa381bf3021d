import GameKit
import Host
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

/// The lessons (`learn`): every lesson's data reads, its words exist in every language, its
/// expected actions are legal on its table; following them from `learn GAME` reaches the end
/// of each, and the progress outlives the session.
@Suite struct LessonTests {
    static let teaching: [(GameID, any Teaching.Type)] = Registry.games.tables.compactMap { type in
        (type as? any Teaching.Type).map { (type.id, $0) }
    }

    @Test func sieteYMediaAndSetTeach() {
        let ids = Self.teaching.map(\.0.rawValue)
        #expect(ids.contains("sieteymedia") && ids.contains("set"), "\(ids)")
        for (_, type) in Self.teaching { #expect((3...12).contains(type.lessons.count)) }
    }

    @Test func everyStepHasItsPositionItsWordsAndALegalAction() {
        for (game, type) in Self.teaching {
            for lesson in type.lessons {
                #expect(lesson.steps.first?.position != nil, "\(lesson.key): the first step sets the table")
                for language in Language.allCases {
                    let table = Repository.catalogs.tables[language] ?? [:]
                    #expect(table["lesson.\(lesson.key).title"] != nil, "\(language) lesson.\(lesson.key).title")
                    for n in lesson.steps.indices {
                        for part in ["text", "right", "wrong", "hint"] {
                            let key = "lesson.\(lesson.key).\(n + 1).\(part)"
                            #expect(table[key] != nil, "\(language): \(key)")
                        }
                    }
                }
                var current: (any GameTable)?
                for (n, step) in lesson.steps.enumerated() {
                    if let position = step.position {
                        current = type.prepared(position)
                        #expect(current != nil, "\(game) \(lesson.key) step \(n + 1): \(position) does not read")
                        #expect(current?.invariantProblems() == [], "\(lesson.key) step \(n + 1)")
                    }
                    if case .action(let command, let argument) = step.expects, var table = current {
                        let first = argument?.split(separator: "|").first.map(String.init)
                        let response = table.carryOut(command, word: first, at: 0)
                        #expect(!response.refused, "\(lesson.key) step \(n + 1): \(command) \(argument ?? "") refused")
                        current = table
                    }
                }
            }
        }
    }

    /// The line for an answer not understood gives examples from the lesson's own game: no
    /// quoted example is a command only another game has (`tocar` in siete y media).
    @Test(arguments: Language.allCases)
    func theUnclearLineQuotesOnlyItsOwnGamesCommands(_ language: Language) {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        func words(_ type: any Teaching.Type) -> Set<String> {
            Set(type.commands.flatMap { localizer.aliases(ofCommand: $0.id).map { $0.lowercased() } })
        }
        for (game, type) in Self.teaching {
            let line = localizer.text("lesson.\(game.rawValue).unclear")
            let own = words(type)
            let others = Self.teaching.filter { $0.0 != game }.reduce(into: Set<String>()) { $0.formUnion(words($1.1)) }
            let quoted = line.split(whereSeparator: { "“”«»‘’".contains($0) }).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            #expect(!quoted.isEmpty, "\(game) \(language): examples")
            for example in quoted {
                guard let first = example.split(separator: " ").first.map({ String($0).lowercased() }) else { continue }
                #expect(
                    own.contains(first) || !others.contains(first),
                    "\(game) \(language): “\(example)” is another game's command")
            }
        }
    }

    @Test func aPositionThatDoesNotReadIsNil() {
        for (_, type) in Self.teaching {
            #expect(type.prepared("zz") == nil)
            #expect(type.prepared("") == nil)
        }
    }

    @Test func numbersAreReadAsLearnersTypeThem() {
        let counters = ["번", "점", "points", "º"]
        for (typed, halves) in [
            ("7½", 15), ("7,5", 15), ("7.5", 15), ("7 1/2", 15), ("7 ½", 15), ("½", 1), ("0,5", 1), ("2번", 4),
            ("7.5점", 15), ("5 points", 10), ("3", 6), ("3º", 6),
        ] {
            #expect(LessonAnswer.halves(typed, counters: counters) == halves, "\(typed)")
        }
        for typed in ["", "seven", "7.25", "1/3", "--1", "7..5", "99999999999"] {
            #expect(LessonAnswer.halves(typed, counters: counters) == nil, "\(typed)")
        }
        // “and a half” in words, as a learner says it: «5 y media», “5 and a half”, «5점 반».
        let half = ["y media", "and a half", "반"]
        for (typed, halves) in [("5 y media", 11), ("5 and a half", 11), ("5점 반", 11), ("7 y media points", 15)] {
            #expect(LessonAnswer.halves(typed, counters: counters, halfWords: half) == halves, "\(typed)")
        }
        for typed in ["y media", "반", "5 y media ½"] {
            #expect(LessonAnswer.halves(typed, counters: counters, halfWords: half) == nil, "\(typed)")
        }
    }

    /// A right answer in words is right: «5 y media» in siete y media's first lesson.
    @Test func fiveAndAHalfInWordsIsRight() {
        let s = Self.session(.inMemory(), .es)
        _ = s.handle("aprender siete 1")
        _ = s.handle("5")
        _ = s.handle("pedir")
        let out = s.handle("5 y media")
        #expect(out.contains(Repository.catalogs.tables[.es]!["lesson.siete.values.3.right"]!), "\(out)")
    }

    /// The right answer to a step, as a learner would type it in `language`.
    static func answer(_ step: LessonStep, _ language: Language) -> String {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        switch step.expects {
        case .yes: return localizer.words("answer.yes.words").first!
        case .no: return localizer.words("answer.no.words").first!
        case .number(let halves): return "\(halves / 2)" + (halves % 2 == 1 ? "½" : "")
        case .word(let word):
            // A word list, or a list of phrases (a poker hand's name: `lesson.answer.straight.phrases`).
            return
                (localizer.words("lesson.answer.\(word).words").first
                ?? localizer.words("lesson.answer.\(word).phrases").first)!
        case .action(let command, let argument):
            let first = argument?.split(separator: "|").last.map(String.init)
            return ([localizer.commandWord(command)] + (first.map { [$0] } ?? [])).joined(separator: " ")
        // A hand played out: its first command ends it (stand, fold).
        case .play(let commands): return localizer.commandWord(commands[0])
        case .read: return ""
        }
    }

    static func session(_ store: Store, _ language: Language) -> Session {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: language, seed: 1, colour: false,
            width: nil, clock: REPL.scriptedClock(), store: store, asks: false)
        _ = s.opening(game: nil)
        return s
    }

    @Test(arguments: Language.allCases)
    func followingTheLessonsCompletesEachAndTheyStayDoneAfterARestart(_ language: Language) {
        let files = MemoryFileSystem()
        let s = Self.session(Store(directory: "/data", files: files), language)
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let learn = localizer.commandWord(.learn)
        for (game, type) in Self.teaching {
            let name = localizer.words("game.\(game.rawValue).aliases").first!
            for (index, lesson) in type.lessons.enumerated() {
                // An optional lesson is never the next one: it is opened by its number.
                var out = s.handle("\(learn) \(name)" + (lesson.optional ? " \(index + 1)" : ""))
                #expect(out.contains(localizer.string("lesson.\(lesson.key).title")), "\(out)")
                for step in lesson.steps { out = s.handle(Self.answer(step, language)) }
                let title = Argument.verbatim(localizer.string("lesson.\(lesson.key).title"))
                #expect(out.contains(localizer.text("lesson.complete", title)), "\(lesson.key): \(out)")
            }
            let all = localizer.text("lesson.all.done", .verbatim(localizer.string("game.\(game.rawValue).name")))
            #expect(s.handle("\(learn) \(name)").contains(all))
        }
        _ = s.farewell()
        let again = Self.session(Store(directory: "/data", files: files), language)
        let list = again.handle(learn)
        let done = localizer.text("lesson.status.done")
        let lessons = Self.teaching.map { $0.1.lessons.count }.reduce(0, +)
        #expect(list.components(separatedBy: done).count - 1 == lessons, "\(list)")
    }

    @Test func aLessonLeftMidwayResumesAtItsStepAfterARestart() throws {
        let files = MemoryFileSystem()
        let s = Self.session(Store(directory: "/data", files: files), .en)
        let (_, type) = try #require(Self.teaching.first { $0.0 == GameID("set") })
        let lesson = type.lessons[0]
        _ = s.handle("learn set")
        _ = s.handle(Self.answer(lesson.steps[0], .en))
        #expect(s.prompt == "set lesson 1 [en]> ")
        _ = s.handle("menu")
        #expect(s.prompt == "baraja [en]> ")
        _ = s.farewell()
        let again = Self.session(Store(directory: "/data", files: files), .en)
        #expect(again.handle("learn").contains("in progress (step 2 of \(lesson.steps.count))"))
        let resumed = again.handle("learn set")
        let title = Repository.catalogs.tables[.en]!["lesson.set.attributes.title"] ?? ""
        let resumeLine = Localizer(catalogs: Repository.catalogs, language: .en).text(
            Message("lesson.resume", .int(1), .verbatim(title), .int(2), .int(lesson.steps.count)))
        #expect(!title.isEmpty && resumed.contains(resumeLine), "\(resumed)")
        #expect(resumed.contains(Repository.catalogs.tables[.en]!["lesson.set.attributes.2.text"]!))
    }

    @Test func aWrongAnswerChangesNothingAndTheSecondMissGivesTheHint() {
        let s = Self.session(.inMemory(), .en)
        _ = s.handle("learn siete 2")
        let table = Repository.catalogs.tables[.en]!
        let first = s.handle("no")
        #expect(
            first.contains(table["lesson.siete.over.1.wrong"]!) && !first.contains(table["lesson.siete.over.1.hint"]!))
        let second = s.handle("no")
        #expect(second.contains(table["lesson.siete.over.1.hint"]!))
        _ = s.handle("yes")
        _ = s.handle("no")
        // An action that is not the step's is not carried out: the hand is as it was.
        let wrong = s.handle("stand")
        #expect(!wrong.contains("The bank plays"), "\(wrong)")
        #expect(s.handle("hit").contains("11"))
    }

    /// A lesson opened at another game's table ends in the lobby, where the offer to play its
    /// game reads: the prompt no longer names the other game, and the next line is not its.
    @Test(arguments: Language.allCases)
    func aLessonEndsInTheLobbyUnlessOpenedAtItsOwnTable(_ language: Language) {
        let s = Self.session(.inMemory(), language)
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let learn = localizer.commandWord(.learn)
        let play = localizer.commandWord(.play)
        let type = Self.teaching.first { $0.0.rawValue == "sieteymedia" }!.1
        let setName = localizer.words("game.set.aliases").first!
        let sieteName = localizer.words("game.sieteymedia.aliases").first!
        _ = s.handle("\(play) \(setName)")
        var out = s.handle("\(learn) \(sieteName) 2")
        for step in type.lessons[1].steps { out = s.handle(Self.answer(step, language)) }
        #expect(
            out.contains(localizer.text("lesson.offer", .commandWith(.play, argumentKey: "game.sieteymedia.aliases"))))
        #expect(s.place == .lobby, "\(s.prompt)")
        #expect(
            s.prompt
                == localizer.text(
                    "console.prompt", .verbatim(localizer.string("console.prompt.lobby")), .verbatim(language.rawValue))
        )
        // At the lesson's own game's table, the table waits.
        _ = s.handle("\(play) \(sieteName)")
        _ = s.handle("\(learn) \(sieteName) 2")
        for step in type.lessons[1].steps { _ = s.handle(Self.answer(step, language)) }
        #expect(s.place == .game(GameID("sieteymedia")))
    }

    /// A lesson's end says what works where the learner then is: no “play again with new”
    /// under its last table, and `siguiente` (`next`, `다음`) opens the game's next lesson.
    @Test(arguments: Language.allCases)
    func nextAfterALessonOpensTheFollowingOne(_ language: Language) {
        let s = Self.session(.inMemory(), language)
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let learn = localizer.commandWord(.learn)
        let next = localizer.words("lesson.next.words").first!
        let type = Self.teaching.first { $0.0.rawValue == "sieteymedia" }!.1
        // Before any lesson ends the word is no command: refused, no lesson opens.
        #expect(!s.handle(next).contains(localizer.string("lesson.siete.stand.title")))
        var out = s.handle("\(learn) siete 2")
        for step in type.lessons[1].steps { out = s.handle(Self.answer(step, language)) }
        let again = localizer.text("siete.status.again", .command(.new))
        #expect(out.contains(localizer.string("lesson.siete.over.3.right")) && !out.contains(again), "\(out)")
        let opened = s.handle(next)
        #expect(
            opened.contains(
                localizer.text(
                    "lesson.begin", .int(3), .verbatim(localizer.string("lesson.siete.stand.title")), .int(1), .int(2))),
            "\(opened)")
        // After the game's last lesson: said, with the list.
        _ = s.handle(localizer.commandWord(.menu))
        out = s.handle("\(learn) siete \(type.lessons.count)")
        for step in type.lessons[type.lessons.count - 1].steps { out = s.handle(Self.answer(step, language)) }
        let last = s.handle(next)
        #expect(last.contains(localizer.string("lesson.siete.values.title")), "\(last)")
    }
}
