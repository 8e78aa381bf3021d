import GameKit
import Host
import Registry
import StudPoker
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import KlondikeConsole
@testable import PokerConsole
@testable import SetConsole
@testable import SieteYMedia
@testable import SieteYMediaConsole

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Lessons that must be right: a move step goes on only with its own move, made; skipping is
/// not finishing; `learn` is named where a newcomer looks, and a lesson finished stays finished.
@Suite struct TeachingTests {
    static func fresh(_ language: Language = .en, seed: UInt64 = 1, game: GameID? = nil) -> Session {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: language, seed: seed, colour: false,
            width: nil, clock: REPL.scriptedClock(), store: .inMemory(), asks: false)
        _ = s.opening(game: game)
        return s
    }

    static func key(_ key: String, _ language: Language = .en) -> String {
        Repository.catalogs.tables[language]![key]!
    }

    /// `move 1 2` is not `move 2 1`: the reversed move, refused by the table, leaves the step
    /// waiting, and only the move asked for finishes the lesson.
    @Test(arguments: Language.allCases)
    func aReversedMoveDoesNotCompleteAMoveStep(_ language: Language) {
        let s = Self.fresh(language)
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let move = localizer.commandWord(.move)
        let learn = localizer.commandWord(.learn)
        let name = localizer.words("game.klondike.aliases").first!
        _ = s.handle("\(learn) \(name) 2")
        _ = s.handle(localizer.words("answer.yes.words").first!)
        _ = s.handle(localizer.words("answer.no.words").first!)
        let title = Argument.verbatim(localizer.string("lesson.klondike.build.title"))
        let complete = localizer.text("lesson.complete", title)
        let reversed = s.handle("\(move) 1 2")
        #expect(!reversed.contains(complete), "\(reversed)")
        #expect(reversed.contains(Self.key("lesson.klondike.build.3.wrong", language)), "\(reversed)")
        #expect(s.lesson?.step == 2)
        let kings = s.handle("\(learn) \(name) 4")
        #expect(kings.contains(localizer.string("lesson.klondike.kings.title")))
        _ = s.handle(localizer.words("answer.no.words").first!)
        #expect(
            !s.handle("\(move) 5 6").contains(
                localizer.text("lesson.complete", .verbatim(localizer.string("lesson.klondike.kings.title")))))
        #expect(s.lesson?.step == 1)
        let right = s.handle("\(move) 6 5")
        #expect(
            right.contains(
                localizer.text("lesson.complete", .verbatim(localizer.string("lesson.klondike.kings.title")))))
    }

    /// Words in order, except for a command that takes a set.
    @Test func anArgumentIsReadInOrderUnlessItIsASet() {
        #expect(!LessonAnswers.sameArgument("1 2", "2 1"))
        #expect(!LessonAnswers.sameArgument("6 2 3", "2 6 3|2 6"))
        #expect(LessonAnswers.sameArgument("6 2", "6 2 3|6 2"))
        #expect(LessonAnswers.sameArgument("6 2 4", "2 4 6", unordered: true))
        #expect(!LessonAnswers.sameArgument("6 2", "2 4 6", unordered: true))
    }

    /// Set's `tap` chooses a set of cards: any order is the same choice.
    @Test func setsTapStillTakesItsCardsInAnyOrder() {
        let s = Self.fresh()
        _ = s.handle("learn set 3")
        let out = s.handle("tap 6 2 4")
        #expect(out.contains(Self.key("lesson.set.spot.1.right")), "\(out)")
    }

    /// A move the table refuses never completes a step, even when it is the one the step names.
    @Test func aRefusedMoveIsAMissWithItsReason() {
        let s = Self.fresh()
        _ = s.handle("learn klondike 3")
        _ = s.handle("move 3 f")
        // Back on the step: the table is the opening again, the ♠A on stack 3.
        _ = s.handle("back")
        #expect(s.lesson?.step == 0)
        let again = s.handle("move 3 f")
        #expect(again.contains(Self.key("lesson.klondike.foundations.1.right")))
        // The first lesson's draw step on a table where the draw is refused would wait; here
        // the step's own move made on the prepared table always works: a crafted refusal.
        var run = s.lesson!
        #expect(run.step == 1)
        run.step = 0
        s.lesson = run
        let refused = s.handle("move 3 f")
        #expect(!refused.contains(Self.key("lesson.klondike.foundations.1.right")), "\(refused)")
        #expect(s.lesson?.step == 0)
    }

    /// `skip` through every step ends the lesson without marking it done: the list shows it
    /// skipped, `learn GAME` offers it again after the others, and doing it properly marks it done.
    @Test(arguments: Language.allCases)
    func skippingThroughALessonIsNotFinishingIt(_ language: Language) {
        let s = Self.fresh(language)
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let learn = localizer.commandWord(.learn)
        let skip = localizer.words("lesson.skip.words").first!
        let name = localizer.words("game.sieteymedia.aliases").first!
        _ = s.handle("\(learn) \(name) 1")
        var out = ""
        for _ in 0..<3 { out = s.handle(skip) }
        let title = Argument.verbatim(localizer.string("lesson.siete.values.title"))
        #expect(!out.contains(localizer.text("lesson.complete", title)), "\(out)")
        #expect(s.lesson == nil)
        let list = s.handle(learn)
        #expect(list.contains(localizer.text("lesson.status.skipped")), "\(list)")
        #expect(s.store.lessonProgress().status("siete.values") == .skipped)
        // Redone with its answers, it is done.
        _ = s.handle("\(learn) \(name) 1")
        _ = s.handle("5")
        _ = s.handle(localizer.commandWord(.hit))
        let end = s.handle("5½")
        #expect(end.contains(localizer.text("lesson.complete", title)), "\(end)")
        #expect(s.store.lessonProgress().status("siete.values") == .done)
    }

    /// A skipped action step leaves the lesson's table as the action would have: the steps
    /// after it ask about that table (the card drawn, the move made), in every lesson.
    @Test func aSkippedActionIsCarriedOutForTheStepsAfterIt() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for (game, type) in LessonTests.teaching {
            for (index, lesson) in type.lessons.enumerated() {
                for (n, step) in lesson.steps.enumerated().dropLast() {
                    guard case .action = step.expects else { continue }
                    let s = Self.fresh()
                    _ = s.handle("learn \(game.rawValue) \(index + 1)")
                    for _ in 0...n { _ = s.handle("skip") }
                    let run = try #require(s.lesson, "\(lesson.key) ended at step \(n + 1)")
                    #expect(run.step == n + 1)
                    let expected = try #require(LessonRun.table(type, lesson, upTo: n + 1))
                    let table = try #require(run.table)
                    #expect(
                        try encoder.encode(table) == encoder.encode(expected),
                        "\(lesson.key): skipping step \(n + 1) leaves another table than its action")
                }
            }
        }
    }

    /// Skipping «pedir» in the first siete y media lesson deals the sota all the same: the next
    /// step's 5½ is on the table, and said.
    @Test func skippingTheHitStillDealsTheSota() {
        let s = Self.fresh(.es)
        _ = s.handle("aprender siete 1")
        _ = s.handle("5")
        let skipped = s.handle("saltar")
        #expect(skipped.contains(Self.key("lesson.skipped.done", .es).prefix(13)), "\(skipped)")
        #expect(skipped.contains("sota"), "\(skipped)")
        let end = s.handle("5½")
        #expect(end.contains(Self.key("lesson.siete.values.3.right", .es)), "\(end)")
    }

    /// One skipped step is enough to leave a lesson not done, even across a restart.
    @Test func aSkippedStepIsRememberedWhenTheLessonResumes() {
        let files = MemoryFileSystem()
        func open() -> Session {
            let s = Session(
                games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: 1, colour: false,
                width: nil, clock: REPL.scriptedClock(), store: Store(directory: "/data", files: files), asks: false)
            _ = s.opening(game: nil)
            return s
        }
        let s = open()
        _ = s.handle("learn siete 1")
        _ = s.handle("skip")
        _ = s.handle("menu")
        _ = s.farewell()
        let again = open()
        _ = again.handle("learn siete 1")
        _ = again.handle("hit")
        let end = again.handle("5½")
        #expect(end.contains("it is not marked done"), "\(end)")
        #expect(again.store.lessonProgress().status("siete.values") == .skipped)
    }

    /// The welcome screen and each game's opening name `learn`; the lobby shows the lessons done.
    @Test(arguments: Language.allCases)
    func newcomersAreToldAboutLearn(_ language: Language) {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: language, seed: 1, colour: false,
            width: nil, clock: REPL.scriptedClock(), store: .inMemory(), asks: false)
        let welcome = s.opening(game: nil)
        let learn = localizer.commandWord(.learn)
        #expect(
            welcome.contains("“\(learn)”") || welcome.contains("‘\(learn)’") || welcome.contains("«\(learn)»"),
            "\(welcome)")
        let none = localizer.text("console.games.lessons", .int(0), .int(5))
        #expect(welcome.contains(none), "\(welcome)")
        for game in Registry.games.ids {
            let t = Session(
                games: Registry.games, catalogs: Repository.catalogs, language: language, seed: 1, colour: false,
                width: nil, clock: REPL.scriptedClock(), store: .inMemory(), asks: false)
            let opening = t.opening(game: game)
            let name = localizer.words("game.\(game.rawValue).aliases").first!
            #expect(opening.contains("\(learn) \(name)"), "\(game): \(opening)")
        }
        // One lesson done shows in the lobby.
        _ = s.handle("\(learn) \(localizer.words("game.sieteymedia.aliases").first!) 1")
        _ = s.handle("5")
        _ = s.handle(localizer.commandWord(.hit))
        _ = s.handle("5½")
        let lobby = s.handle(localizer.commandWord(.play))
        let one = localizer.text("console.games.lessons", .int(1), .int(SieteYMediaTable.lessons.count))
        #expect(lobby.contains(one), "\(lobby)")
    }

    /// A finished lesson opened again and left with `menu` stays finished (the list, the
    /// lobby's count); once all of a game's lessons are done, neither the lobby nor the game's
    /// opening offers `learn` to a newcomer.
    @Test(arguments: Language.allCases)
    func aFinishedLessonStaysFinished(_ language: Language) {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let s = Self.fresh(language)
        let keys = SetTable.lessons.map(\.key)
        s.store.updateLessons { $0.done = keys }
        let learn = localizer.commandWord(.learn)
        let name = localizer.words("game.set.aliases").first!
        _ = s.handle("\(learn) \(name) 2")
        #expect(s.lesson != nil)
        let left = s.handle(localizer.commandWord(.menu))
        let all = localizer.text("console.games.lessons", .int(keys.count), .int(keys.count))
        #expect(left.contains(all), "\(left)")
        #expect(s.store.lessonProgress().status(keys[1]) == .done)
        let list = s.handle(learn)
        #expect(!list.contains(localizer.text("lesson.status.started", .int(1), .int(SetTable.lessons[1].steps.count))))
        let entered = s.handle("\(localizer.commandWord(.play)) \(name)")
        let offer = localizer.text(
            "console.play.learn", .verbatim(localizer.string("game.set.name")), .verbatim("\(learn) \(name)"))
        #expect(!entered.contains(offer.prefix(6)), "\(entered)")
        // Every game's lessons done: the lobby's line for newcomers goes too.
        let every = Registry.games.tables.compactMap { $0.asTeaching }.flatMap { $0.lessons.map(\.key) }
        s.store.updateLessons { $0.done = every }
        let lobby = s.handle(localizer.commandWord(.menu))
        let newcomers = localizer.text("console.games.learn", .verbatim("X"), .verbatim("Y"))
        #expect(!lobby.contains(newcomers.prefix(10)), "\(lobby)")
    }

    /// `솔버` and `solucionador` name the solver's command, as the lessons call it.
    @Test func theSolverIsCalledByItsName() {
        let localizer = Localizer(catalogs: Repository.catalogs, language: .ko)
        #expect(localizer.aliases(ofCommand: .solve, in: .ko).contains("솔버"))
        #expect(localizer.aliases(ofCommand: .solve, in: .es).contains("solucionador"))
        #expect(localizer.aliases(ofCommand: .solve, in: .en).contains("solver"))
    }

    /// On a terminal too narrow for the lessons' column the lobby keeps its two columns whole.
    @Test func theLessonsColumnGivesWayOnANarrowTerminal() {
        for width in [60, 80, 120] {
            let s = Session(
                games: Registry.games, catalogs: Repository.catalogs, language: .es, seed: 1, colour: false,
                width: width, clock: REPL.scriptedClock(), store: .inMemory(), asks: false)
            let lobby = s.opening(game: nil)
            #expect(!lobby.contains("Siete y media «jugar"), "\(width): \(lobby)")
            let rows = lobby.split(separator: "\n").filter { $0.contains("«jugar ") }
            #expect(
                rows.count == Registry.games.ids.count && rows.allSatisfy { TextWidth.columns(String($0)) <= width },
                "\(width): \(lobby)")
            #expect(lobby.contains("lecciones:") == (width >= 80), "\(width): \(lobby)")
        }
    }
}
