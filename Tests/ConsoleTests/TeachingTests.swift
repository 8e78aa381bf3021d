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

/// Lessons that must be right (a move step goes on only with its own move, made; skipping is
/// not finishing; `learn` is named where a newcomer looks), and hints and coach lines that
/// never contradict themselves.
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

    /// The hint's value bet and lesson 10 say the same: the hint names the share a value bet
    /// needs (1.4 fair shares, 0.4 more for each bet or raise made in the round), the figure
    /// it decided on, and the lesson teaches both numbers.
    @Test(arguments: Language.allCases)
    func theValueBetHintSaysWhatTheLessonTeaches(_ language: Language) throws {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        #expect(abs(Advice.valueNeeds(fairShare: 1.0 / 3, raises: 0) - 1.4 / 3) < 1e-9)
        #expect(abs(Advice.valueNeeds(fairShare: 1.0 / 3, raises: 1) - 1.8 / 3) < 1e-9)
        let decimal = language == .es ? "," : "."
        let lesson =
            Self.key("lesson.poker.advice.2.text", language) + Self.key("lesson.poker.advice.2.right", language)
        #expect(lesson.contains("1\(decimal)4") && lesson.contains("0\(decimal)4"), "\(lesson)")
        var seen = false
        for seed in UInt64(1)...40 where !seen {
            let s = Self.fresh(language, seed: seed, game: .poker)
            _ = s.handle(localizer.commandWord(.new))
            let table = try #require(s.tables[.poker] as? PokerTable)
            guard let advice = table.stud?.advice(), advice.reason == .strong else { continue }
            seen = true
            let out = s.handle(localizer.commandWord(.hint))
            #expect(out.contains(localizer.percent(advice.valueThreshold)), "seed \(seed): \(out)")
            #expect(out.contains("1\(decimal)4"), "seed \(seed): \(out)")
        }
        #expect(seen, "a deal whose first advice is a value bet")
    }

    /// Siete y media's guided hand (lesson 7) deals its own hand, not the one lesson 6 played:
    /// a first card on which the hint says hit, then a total that asks a real choice.
    @Test func theGuidedSieteHandIsNotTheStakesLessonsHand() throws {
        let l = Localizer(catalogs: Repository.catalogs, language: .en)
        func drawn(_ r: Response) -> [String] { r.messages.filter { $0.key == "siete.player.drew" }.map { l.text($0) } }
        var six = try #require(SieteYMediaTable.prepared("stakes"))
        _ = six.carryOut(.wager, word: "10", at: 0)
        let sixth = drawn(six.carryOut(.hit, word: nil, at: 0))
        var seven = try #require(SieteYMediaTable.prepared("stakes firstcard"))
        let seventh = drawn(seven.carryOut(.wager, word: "10", at: 0))
        #expect(!sixth.isEmpty && !seventh.isEmpty)
        #expect(sixth != seventh, "\(sixth) \(seventh)")
        let advice = seven.carryOut(.hint, word: nil, at: 0).messages.map(l.text).joined(separator: " ")
        #expect(advice.contains("“hit”"), "\(advice)")
    }

    /// The words the lessons' tables show before the lesson that explains them are glossed
    /// where first met, in the player's language: Klondike's pile letters and J/Q/K in lesson
    /// 1, a run where lesson 4 first needs one; poker's street and dealer in lesson 1 (its
    /// table's header names both), all in where the showdown lesson uses it, the bring-in's
    /// suit order, Korean 히든, and the seats' styles in the rules.
    @Test(arguments: Language.allCases)
    func wordsAreGlossedWhereFirstMet(_ language: Language) {
        func text(_ key: String) -> String { Self.key(key, language) }
        let piles = text("lesson.klondike.piles.1.text")
        for letter in ["(s)", "(w)", "(f)", "J", "Q", "(K)"] { #expect(piles.contains(letter), "\(letter): \(piles)") }
        let run: [Language: String] = [.en: "a run is", .es: "cartas boca arriba que bajan", .ko: "묶음은"]
        #expect(text("lesson.klondike.kings.1.text").contains(run[language]!))
        let street: [Language: (String, String)] = [
            .en: ("a street is", "dealer"), .es: ("una calle es", "crupier"), .ko: ("‘구’는", "딜러"),
        ]
        let hands = text("lesson.poker.hands.1.text")
        #expect(hands.contains(street[language]!.0) && hands.contains(street[language]!.1), "\(hands)")
        #expect(text("lesson.poker.opening.1.right").contains("♦, ♥"))
        let allIn: [Language: String] = [.en: "all in when", .es: "Ir con todo es", .ko: "올인은"]
        #expect(text("lesson.poker.showdown.2.text").contains(allIn[language]!))
        let styles: [Language: String] = [.en: "tight: few hands", .es: "conservador: juega pocas", .ko: "타이트한 자리는"]
        for topic in ["betting", "pots"] {
            #expect(text("game.poker.rules.\(topic)").contains(styles[language]!), "\(topic)")
        }
        if language == .ko { #expect(text("lesson.poker.streets.3.text").contains("히든")) }
    }

    /// A guided hand: a refused decision explains itself and the hand waits; a command that is
    /// not the hand's is a miss; the lesson ends with the hand, the coach having judged the decision.
    @Test func aGuidedHandEndsWithTheHandAndNotBefore() {
        let s = Self.fresh(.en, seed: 6)
        let number = PokerTable.lessons.firstIndex { $0.key == "poker.guided" }! + 1
        _ = s.handle("learn poker \(number)")
        let refused = s.handle("check")
        #expect(s.lesson?.step == 0, "\(refused)")
        #expect(refused.contains("call"), "\(refused)")
        let other = s.handle("deal")
        #expect(other.contains(Self.key("lesson.poker.guided.1.wrong")), "\(other)")
        let call = s.handle("call")
        #expect(call.contains("Coach: “call” (3), as the advice said."), "\(call)")
        #expect(s.lesson?.step == 0)
        let fold = s.handle("fold")
        #expect(fold.contains(Self.key("lesson.poker.guided.1.right")), "\(fold)")
        #expect(s.lesson == nil)
        #expect(s.store.lessonProgress().status("poker.guided") == .done)
    }

    /// Poker's `hands` (and `rank`) typed inside a lesson show the list and the step waits: a
    /// look-up is never judged as an answer.
    @Test(arguments: Language.allCases)
    func theHandsListAnswersInsideALessonAndTheStepWaits(_ language: Language) {
        let s = Self.fresh(language)
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let number = PokerTable.lessons.firstIndex { $0.key == "poker.hands" }! + 1
        _ = s.handle("\(localizer.commandWord(.learn)) \(localizer.words("game.poker.aliases").first!) \(number)")
        let out = s.handle(localizer.commandWord(.hands))
        #expect(out.contains(localizer.text("poker.hands.title")), "\(out)")
        #expect(!out.contains(Self.key("lesson.poker.hands.1.wrong", language)), "\(out)")
        #expect(s.lesson?.step == 0 && s.lesson?.misses == 0)
        _ = s.handle(localizer.commandWord(.rank))
        #expect(s.lesson?.step == 0 && s.lesson?.misses == 0)
        let right = s.handle("1")
        #expect(right.contains(Self.key("lesson.poker.hands.1.right", language)), "\(right)")
    }

    /// The poker lessons teach the hands before comparing them, and the pot and the decisions
    /// (call, raise, fold) before the lessons that use them.
    @Test func thePokerLessonsTeachEachWordBeforeUsingIt() {
        let order = PokerTable.lessons.map(\.key)
        func at(_ key: String) -> Int { order.firstIndex(of: key)! }
        #expect(at("poker.hands") < at("poker.ranking"))
        #expect(at("poker.hands") < at("poker.outs"))
        #expect(at("poker.decisions") < at("poker.opening"))
        #expect(at("poker.chips") < at("poker.decisions"))
    }

    /// A wrong `tap` in Set's lesson names the attribute the chosen cards break (here number
    /// and shape, all three purple and striped), not a fixed guess.
    @Test(arguments: Language.allCases)
    func aWrongSetIsExplainedFromTheCardsChosen(_ language: Language) {
        let s = Self.fresh(language)
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let number = SetTable.lessons.firstIndex { $0.key == "set.spot" }! + 1
        _ = s.handle("\(localizer.commandWord(.learn)) \(localizer.words("game.set.aliases").first!) \(number)")
        let out = s.handle("\(localizer.commandWord(.tap)) 1 2 3").split(separator: "\n").map(String.init)
        let label = { (key: String) in localizer.string(key).components(separatedBy: ":").first! + ":" }
        #expect(out.contains { $0.hasPrefix(label("set.broken.shape")) }, "\(out)")
        #expect(out.contains(localizer.text(Message("set.broken.number", .int(3), .int(2), count: 3))), "\(out)")
        #expect(!out.contains { $0.hasPrefix(label("set.broken.colour")) }, "\(out)")
        #expect(!out.contains { $0.hasPrefix(label("set.broken.shading")) }, "\(out)")
        #expect(out.contains(Self.key("lesson.set.spot.1.wrong", language)), "\(out)")
        #expect(out.first?.contains("1") == true && out.first?.contains("3") == true, "\(out)")
        #expect(s.lesson?.step == 0)
    }

    /// Siete y media's stakes lesson plays its hand out: it never ends with a hand open, and the
    /// question about the next hand comes after a hand is over (the guided lesson's last step).
    @Test func theStakesLessonsCloseTheirHandBeforeAskingAboutTheNext() {
        let s = Self.fresh(.en)
        let number = SieteYMediaTable.lessons.firstIndex { $0.key == "siete.stakes" }! + 1
        _ = s.handle("learn siete \(number)")
        _ = s.handle("bet 10")
        _ = s.handle("20")
        _ = s.handle("no")
        _ = s.handle("hit")
        #expect(s.lesson?.step == 4)
        let table = s.lesson?.table as? SieteYMediaTable
        #expect(table?.hand.phase.isOver == false)
        let end = s.handle("stand")
        #expect(end.contains(Self.key("lesson.siete.stakes.5.right")), "\(end)")
        #expect(s.store.lessonProgress().status("siete.stakes") == .done)
        _ = s.handle("learn siete \(number + 1)")
        _ = s.handle("bet 10")
        _ = s.handle("stand")
        #expect(s.lesson?.step == 2)
        #expect((s.lesson?.table as? SieteYMediaTable)?.hand.phase.isOver == true)
        let last = s.handle("yes")
        #expect(last.contains(Self.key("lesson.siete.guided.3.right")), "\(last)")
    }

    /// The guided hand's promised explanation: when the hand ends (here on a card that went
    /// over), the coach's line comes under the final table, right above the lesson's close.
    @Test(arguments: Language.allCases)
    func theCoachExplainsTheGuidedHandRightBeforeTheLessonCloses(_ language: Language) {
        let s = Self.fresh(language)
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let number = SieteYMediaTable.lessons.firstIndex { $0.key == "siete.guided" }! + 1
        _ = s.handle("\(localizer.commandWord(.learn)) \(localizer.words("game.sieteymedia.aliases").first!) \(number)")
        _ = s.handle("\(localizer.commandWord(.wager)) 10")
        var out: [String] = []
        for _ in 0..<8 where s.lesson?.step == 1 {
            out = s.handle(localizer.commandWord(.hit)).split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
        }
        let right = Self.key("lesson.siete.guided.2.right", language)
        let close = out.firstIndex(of: right)
        #expect(close != nil, "\(out)")
        let before = out[..<(close ?? 0)].last { !$0.isEmpty }
        let coach = localizer.string("siete.coach.bust.against").components(separatedBy: ":").first!
        #expect(before?.hasPrefix(coach) == true, "\(out)")
    }

    /// A step after a guided hand, opened again (a resumed lesson, `back`), finds the hand over.
    @Test func aStepAfterAGuidedHandFindsTheHandOver() throws {
        let type = SieteYMediaTable.self
        let lesson = try #require(type.lessons.first { $0.key == "siete.guided" })
        let table = LessonRun.table(type, lesson, upTo: 2) as? SieteYMediaTable
        #expect(table?.hand.phase.isOver == true)
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
            #expect(!lobby.contains("Siete y media escribe"), "\(width): \(lobby)")
            let rows = lobby.split(separator: "\n").filter { $0.contains("«jugar ") }
            #expect(rows.count == 4 && rows.allSatisfy { TextWidth.columns(String($0)) <= width }, "\(width): \(lobby)")
            #expect(lobby.contains("lecciones hechas") == (width >= 80), "\(width): \(lobby)")
        }
    }

    // MARK: Poker's hint

    /// The position of the report: seed 6, a call, then the hint again. The threshold printed
    /// is the one the advice was decided on, and after a bet it says why it is above the pot odds.
    @Test(arguments: [(UInt64(6), Language.ko), (6, .en), (15, .ko), (15, .es)])
    func theHintPrintsTheThresholdItUsed(_ seed: UInt64, _ language: Language) throws {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let s = Self.fresh(language, seed: seed, game: .poker)
        _ = s.handle(localizer.commandWord(.new))
        _ = s.handle(localizer.commandWord(.hint))
        _ = s.handle(localizer.commandWord(.call))
        let out = s.handle(localizer.commandWord(.hint))
        let table = try #require(s.tables[.poker] as? PokerTable)
        let advice = try #require(table.stud?.advice())
        let needs = try #require(advice.callThreshold)
        #expect(advice.raises > 0, "the report's position follows a bet: \(out)")
        #expect(out.contains(localizer.percent(needs)), "\(out)")
        let share = localizer.percent(advice.equity.share)
        let call = advice.option.decision == .call
        #expect(call == (advice.equity.share >= needs))
        // Never the old sentence: the share compared with the bare pot odds it was not decided on.
        let old = localizer.text(
            Message(call ? "poker.bet.why.right" : "poker.bet.why.wrong", .verbatim(share), .percent(advice.potOdds!)))
        #expect(!out.contains(old), "\(out)")
    }

    /// The guided hand, asking `hint` twice before each decision: each decision's reason is
    /// said once (by the first hint), never again by the second hint, the coach or the review.
    @Test func eachReasonIsSaidOnceInTheGuidedHand() throws {
        let s = Self.fresh(.en, seed: 6)
        let localizer = Localizer(catalogs: Repository.catalogs, language: .en)
        let number = PokerTable.lessons.firstIndex { $0.key == "poker.guided" }! + 1
        _ = s.handle("learn poker \(number)")
        var said = ""
        var reasons: [String] = []
        for _ in 0..<30 {
            guard let table = s.lesson?.table as? PokerTable, let stud = table.stud, let advice = stud.advice()
            else { break }
            reasons.append(localizer.text(table.reasonMessage(advice)))
            said += s.handle("hint") + "\n" + s.handle("hint") + "\n"
            let options = stud.playerOptions.map(\.decision)
            said += s.handle(options.contains(.check) ? "check" : options.contains(.call) ? "call" : "bringin") + "\n"
        }
        #expect(s.lesson == nil, "the hand ended")
        #expect(reasons.count > 1)
        for reason in reasons {
            #expect(said.components(separatedBy: reason).count - 1 == 1, "said more than once: \(reason)\n\(said)")
        }
    }

    /// On the last street: no free card promised, no draws threatened.
    @Test func theLastStreetHintPromisesNoCardAndThreatensNoDraw() {
        var lastStreetHints = 0
        for seed in UInt64(1)...12 {
            var table = PokerTable(seed: seed)
            _ = table.begin(at: 0)
            var steps = 0
            while let stud = table.stud, steps < 40 {
                steps += 1
                if !stud.handInPlay {
                    if stud.hand?.result != nil {
                        break
                    } else {
                        _ = table.perform(.deal, argument: .none, at: 0)
                        continue
                    }
                }
                guard let advice = stud.advice() else {
                    _ = table.perform(.deal, argument: .none, at: 0)
                    continue
                }
                let lines = table.perform(.hint, argument: .none, at: 0).messages
                if advice.outs == nil {
                    lastStreetHints += 1
                    let r = Renderer(
                        localizer: Localizer(catalogs: Repository.catalogs, language: .en),
                        style: Style(enabled: false),
                        width: nil)
                    let text = lines.map(r.text).joined(separator: "\n")
                    #expect(!text.contains("next card is free"), "\(text)")
                    #expect(
                        !text.contains("to a flush,") && !text.contains("to a flush.")
                            && !text.contains("to a straight."), "\(text)")
                }
                let options = stud.playerOptions.map(\.decision)
                let command: CommandID =
                    options.contains(.check)
                    ? .check : options.contains(.call) ? .call : options.contains(.bringIn) ? .bringIn : .deal
                _ = table.perform(command, argument: .none, at: 0)
            }
        }
        #expect(lastStreetHints > 0)
    }

    /// The review after a hand gives the reason the hint gave at that decision, word for word.
    @Test func theReviewSaysWhatTheHintSaid() {
        let r = Renderer(
            localizer: Localizer(catalogs: Repository.catalogs, language: .en), style: Style(enabled: false), width: nil
        )
        var reviewed = 0
        for seed in UInt64(1)...6 {
            var table = PokerTable(seed: seed)
            _ = table.begin(at: 0)
            var reasons: [String] = []
            for _ in 0..<40 {
                guard let stud = table.stud else { break }
                if !stud.handInPlay {
                    if stud.hand?.result != nil { break }
                    _ = table.perform(.deal, argument: .none, at: 0)
                    continue
                }
                if let advice = stud.advice() { reasons.append(r.text(table.reasonMessage(advice))) }
                let options = stud.playerOptions.map(\.decision)
                let command: CommandID =
                    options.contains(.check)
                    ? .check : options.contains(.call) ? .call : options.contains(.bringIn) ? .bringIn : .deal
                let response = table.perform(command, argument: .none, at: 0)
                if let review = response.messages.first(where: { $0.key.hasPrefix("poker.review.") }) {
                    let text = r.text(review)
                    #expect(reasons.contains { text.hasSuffix($0) }, "\(text) / \(reasons)")
                    reviewed += 1
                }
            }
        }
        #expect(reviewed > 0)
    }

    /// `hands` and `rank` rank by the Korean house rule while it is in force.
    @Test func handsAndRankFollowTheHouseRuleInForce() {
        var table = PokerTable(seed: 3)
        _ = table.begin(at: 0)
        // A rule chosen during a hand counts from the next one.
        func nextHand() {
            for _ in 0..<40 {
                guard let stud = table.stud, stud.handInPlay else { break }
                let fold = stud.playerOptions.contains { $0.decision == .fold }
                _ = table.perform(fold ? .fold : .check, argument: .none, at: 0)
            }
            _ = table.perform(.deal, argument: .none, at: 0)
        }
        _ = table.carryOut(.house, word: "korean", at: 0)
        nextHand()
        #expect(table.stud?.houseRule == .korean)
        #expect(table.perform(.hands, argument: .none, at: 0).messages.map(\.key).contains("poker.hands.korean.note"))
        let ranked = table.carryOut(.rank, word: "As 2d 3c 4h 5s", at: 0).messages.map(\.key)
        #expect(ranked.contains("poker.rank.korean.backStraight"), "\(ranked)")
        _ = table.carryOut(.house, word: "international", at: 0)
        nextHand()
        #expect(!table.perform(.hands, argument: .none, at: 0).messages.map(\.key).contains("poker.hands.korean.note"))
    }

    // MARK: The coach

    /// At the table with stakes the coach speaks once the bank has played.
    @Test func theCoachSpeaksAtTheTableWithStakes() {
        var spoke = false
        for seed in UInt64(1)...10 where !spoke {
            let s = Self.fresh(.en, seed: seed, game: .sieteymedia)
            _ = s.handle("coach on")
            _ = s.handle("mode stakes")
            var out = s.handle("bet 10")
            out += s.handle("hit")
            out += s.handle("stand")
            if out.contains("Coach:") { spoke = true }
        }
        #expect(spoke)
    }

    /// After a card that went over, the coach says whether the hint advised the draw.
    @Test func theCoachExplainsABustTheHintAdvisedAgainst() {
        var against = false
        var advised = false
        for seed in UInt64(1)...200 where !(against && advised) {
            let s = Self.fresh(.en, seed: seed, game: .sieteymedia)
            _ = s.handle("coach on")
            for _ in 0..<6 {
                guard let table = s.tables[.sieteymedia] as? SieteYMediaTable, table.hand.phase == .playerTurn,
                    let odds = table.hand.odds()
                else { break }
                let out = s.handle("hit")
                guard let after = s.tables[.sieteymedia] as? SieteYMediaTable else { break }
                if after.hand.playerTotal > .limit {
                    if odds.advice == .stand {
                        #expect(out.contains("Coach: on") && out.contains("the hint said stand"), "\(out)")
                        against = true
                    } else {
                        #expect(out.contains("drawing was still the better bet"), "\(out)")
                        advised = true
                    }
                    break
                }
            }
        }
        #expect(against && advised)
    }

    /// At the poker betting table the coach judges the decision just made, with the advice's figures.
    @Test(arguments: Language.allCases)
    func thePokerCoachJudgesEachDecision(_ language: Language) throws {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let s = Self.fresh(language, seed: 6, game: .poker)
        _ = s.handle(localizer.commandWord(.new))
        _ = s.handle("\(localizer.commandWord(.coach)) \(localizer.words("coach.choice.on.words").first!)")
        let table = try #require(s.tables[.poker] as? PokerTable)
        let advice = try #require(table.stud?.advice())
        let out = s.handle(localizer.commandWord(.call))
        let reason = Renderer(localizer: localizer, style: Style(enabled: false), width: nil)
            .text(table.reasonMessage(advice))
        #expect(out.contains(reason), "\(out)")
        let coachWord = localizer.string("poker.coach.decision.agreed").components(separatedBy: ":").first!
        #expect(out.contains(coachWord + ":"), "\(out)")
    }
}
