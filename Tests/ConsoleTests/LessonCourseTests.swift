import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import KlondikeConsole
@testable import PokerConsole
@testable import SetConsole

/// The course as a whole: what counts as still to learn, and what a lesson's table offers.
@Suite struct LessonCourseTests {
    /// Poker's Korean house rule is an optional lesson: the lobby names it beside the count,
    /// never in it, and with every other lesson done the game's lessons are done.
    @Test func anOptionalLessonIsNamedBesideTheCountNotInIt() throws {
        let s = LessonTests.session(.inMemory(), .en)
        let optional = PokerTable.lessons.filter(\.optional)
        #expect(optional.map(\.key) == ["poker.house"])
        let required = PokerTable.lessons.filter { !$0.optional }
        #expect(s.gameList().joined(separator: "\n").contains("lessons: 0/\(required.count) (+1 optional)"))
        s.store.updateLessons { $0.done = required.map(\.key) }
        let lobby = s.gameList().joined(separator: "\n")
        #expect(lobby.contains("lessons: \(required.count)/\(required.count) (+1 optional)"), "\(lobby)")
        // Nothing left to learn: no lesson is offered as the next one, and the list says optional.
        let out = s.handle("learn poker")
        #expect(out.contains("You have finished all the stud poker lessons"), "\(out)")
        #expect(out.contains("optional, not started"), "\(out)")
        #expect(s.learnLine(.poker).isEmpty)
        // The optional lesson done too: shown done, not as still on offer, in every language.
        s.store.updateLessons { $0.done = PokerTable.lessons.map(\.key) }
        let all = s.gameList().joined(separator: "\n")
        #expect(all.contains("lessons: \(required.count)/\(required.count) (+1 optional, done)"), "\(all)")
        // The list says it too: done, and still optional.
        let list = s.handle("learn poker")
        #expect(list.contains("optional, done"), "\(list)")
        for (language, said, listed) in [
            (Language.es, "(+1 opcional hecha)", "opcional, hecha"), (.ko, "(+선택 1 완료)", "선택 레슨, 완료"),
        ] {
            let other = LessonTests.session(s.store, language)
            let lobby = other.gameList().joined(separator: "\n")
            #expect(lobby.contains("\(required.count)/\(required.count) \(said)"), "\(language): \(lobby)")
            let list = other.handle(language == .es ? "aprender póquer" : "배우기 포커")
            #expect(list.contains(listed), "\(language): \(list)")
        }
    }

    /// `next` after a lesson done out of order opens the next lesson not done, never one
    /// already done.
    @Test func nextSkipsALessonAlreadyDone() throws {
        let localizer = Localizer(catalogs: Repository.catalogs, language: .en)
        let lessons = PokerTable.lessons
        let index = try #require(
            lessons.indices.first { $0 + 2 < lessons.count && !lessons[$0 + 1].optional && !lessons[$0 + 2].optional })
        let s = LessonTests.session(.inMemory(), .en)
        s.store.updateLessons { $0.done = [lessons[index].key, lessons[index + 1].key] }
        s.finishedLesson = (.poker, index)
        let out = s.handle(localizer.words("lesson.next.words").first!)
        let title = { (n: Int) in localizer.string("lesson.\(lessons[n].key).title") }
        #expect(out.contains(title(index + 2)), "\(out)")
        #expect(!out.contains(title(index + 1)), "\(out)")
    }

    /// Entering a game asks whether it is the first time only before any of its lessons is
    /// done; after one, the line says where to go on.
    @Test func aGameStartedInLessonsIsNotAskedFirstTime() throws {
        let localizer = Localizer(catalogs: Repository.catalogs, language: .es)
        let s = LessonTests.session(.inMemory(), .es)
        let lessons = try #require(s.games.table(.poker)?.asTeaching?.lessons)
        let first = localizer.text("console.play.learn", .verbatim("X")).prefix(12)
        #expect(s.learnLine(.poker).joined().hasPrefix(first))
        s.store.updateLessons { $0.done = [lessons[0].key] }
        let line = s.learnLine(.poker).joined()
        #expect(!line.hasPrefix(first), "\(line)")
        #expect(line.hasPrefix(localizer.text("console.play.learn.more", .verbatim("X")).prefix(12)), "\(line)")
    }

    /// In a lesson, a move said by its shape that is the step's move completes the step.
    @Test func aMoveSaidByItsShapeCompletesItsStep() throws {
        for (language, line) in [
            (Language.es, "mueve el rey a la columna vacía"), (.en, "move the king to the empty column"),
        ] {
            let localizer = Localizer(catalogs: Repository.catalogs, language: language)
            let s = LessonTests.session(.inMemory(), language)
            let number = try #require(KlondikeTable.lessons.firstIndex { $0.key == "klondike.kings" }) + 1
            let name = localizer.words("game.klondike.aliases").first!
            _ = s.handle("\(localizer.commandWord(.learn)) \(name) \(number)")
            _ = s.handle(localizer.words("answer.no.words").first!)
            let out = s.handle(line)
            #expect(out.contains(localizer.text("lesson.klondike.kings.2.right")), "\(language): \(out)")
        }
    }

    /// Answers as a newcomer types them: a word said first (`ah no, me paso`, `y otra`), a
    /// description then the answer (`…, la 4`), the answer then its reason in words (`la mano 1
    /// porque tiene as`).
    @Test func answersWithWordsAroundThemAreRead() throws {
        let localizer = Localizer(catalogs: Repository.catalogs, language: .es)
        func learn(_ game: String, _ number: Int) -> Session {
            let s = LessonTests.session(.inMemory(), .es)
            _ = s.handle("aprender \(game) \(number)")
            return s
        }
        let siete = learn("siete", 2)
        _ = siete.handle("sí")
        var out = siete.handle("ah no, me paso")
        #expect(out.contains(localizer.text("lesson.siete.over.2.right")), "\(out)")
        out = siete.handle("y otra")
        #expect(out.contains(localizer.text("lesson.siete.over.3.right")), "\(out)")
        let set = learn("set", 5)
        out = set.handle("tres triángulos morados llenos, la 4")
        #expect(out.contains(localizer.text("lesson.set.score.1.right")), "\(out)")
        let poker = learn("póquer", 1)
        _ = poker.handle("1")
        _ = poker.handle("2")
        out = poker.handle("la mano 1 porque tiene as")
        #expect(out.contains(localizer.text("lesson.poker.hands.3.right")), "\(out)")
    }

    /// An answer that shows its working is read by its result, the last number; a wrong
    /// first number in it is never called wrong.
    @Test func anAnswerShowingItsWorkingIsReadByItsResult() {
        for (language, lines, working) in [
            (Language.ko, ["배우기 세븐앤하프 1", "5", "받기"], "5 더하기 0.5 하면 5.5"),
            (.es, ["aprender siete 1", "5", "pedir"], "5 más 0,5 son 5,5"),
            (.en, ["learn siete 1", "5", "hit"], "5 plus a half makes 5 and a half"),
        ] {
            let localizer = Localizer(catalogs: Repository.catalogs, language: language)
            let s = LessonTests.session(.inMemory(), language)
            for line in lines { _ = s.handle(line) }
            let out = s.handle(working)
            #expect(out.contains(localizer.text("lesson.siete.values.3.right")), "\(language) \(working): \(out)")
        }
    }

    /// A lesson deals no new game: Klondike's win inside a lesson says the win, not “deal again”.
    @Test(arguments: Language.allCases)
    func aWinInALessonDoesNotOfferANewDeal(_ language: Language) throws {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let s = LessonTests.session(.inMemory(), language)
        let number = try #require(KlondikeTable.lessons.firstIndex { $0.key == "klondike.finish" }) + 1
        let name = localizer.words("game.klondike.aliases").first!
        _ = s.handle("\(localizer.commandWord(.learn)) \(name) \(number)")
        let out = s.handle(localizer.commandWord(.auto))
        // The lesson's table: six moves, 60 points, no time.
        let args: [Argument] = [.int(6), .int(60), .duration(0), .command(.new)]
        #expect(out.contains(localizer.text(Message(key: "klondike.won.lesson", args: args))), "\(out)")
        #expect(!out.contains(localizer.text(Message(key: "klondike.won", args: args))), "\(out)")
    }

    /// A learner may sit at the betting table after the first lesson: the words it uses before
    /// their lessons (ante, bring-in, pot odds, the hint's share) are defined once a session,
    /// under the first line that says each, and not at all once their lesson is done.
    @Test func aRealTableDefinesEachWordOnceUntilItsLessonIsDone() {
        let ante = "(The ante is the chip each player"
        // Seed 4: the dealer brings in, so the first hint has a call to weigh.
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: 4, colour: false,
            width: nil, clock: REPL.scriptedClock(), store: .inMemory(), asks: false)
        _ = s.opening(game: nil)
        let first = s.handle("play poker")
        #expect(first.components(separatedBy: ante).count == 2, "\(first)")
        #expect(first.contains("(The bring-in is the small forced bet"), "\(first)")
        #expect(first.contains("“learn poker 6” teaches the pot"), "\(first)")
        let hint = s.handle("hint")
        #expect(hint.contains("(Pot odds: what a call costs"), "\(hint)")
        #expect(!s.handle("hint").contains("(Pot odds:"))
        _ = s.handle("fold")
        var next = ""
        for _ in 0..<8 where !next.contains("antes") { next = s.handle("deal") }
        #expect(next.contains("Everyone antes"), "\(next)")
        #expect(!next.contains(ante), "\(next)")

        let taught = LessonTests.session(.inMemory(), .en)
        taught.store.updateLessons { $0.done = ["poker.chips"] }
        let out = taught.handle("play poker")
        #expect(!out.contains(ante), "\(out)")
        #expect(out.contains("(The bring-in is"), "\(out)")
    }

    /// Set: the trick that two cards decide the third is taught before the learner first looks
    /// for a set on their own (the first `tap` step), not after.
    @Test(arguments: Language.allCases)
    func setsTrickComesBeforeTheFirstSearch(_ language: Language) throws {
        let trick: [Language: String] = [
            .en: "Any two cards decide the one card", .es: "Dos cartas cualesquiera deciden",
            .ko: "세 번째 카드는 딱 하나로 정해져요",
        ]
        let lessons = SetTable.lessons
        let search = try #require(
            lessons.firstIndex { lesson in
                lesson.steps.contains { if case .action(.tap, _) = $0.expects { true } else { false } }
            })
        let taught = try #require(
            lessons.firstIndex { lesson in
                lesson.steps.indices.contains {
                    LessonWordingTests.text("lesson.\(lesson.key).\($0 + 1).text", language).contains(trick[language]!)
                }
            })
        #expect(taught < search)
    }

    /// Each word a table defines names a lesson of its game and has its text in every language.
    @Test func everyTermNamesALessonAndHasItsText() {
        #expect(!PokerTable.lessonTerms.isEmpty)
        for term in PokerTable.lessonTerms {
            #expect(PokerTable.lessons.contains { $0.key == term.lesson }, "\(term.key)")
            for language in Language.allCases {
                #expect(LessonWordingTests.text("lesson.term.\(term.key)", language).contains("%1$@"), "\(term.key)")
            }
        }
    }
    /// The first real hand, bring-in to showdown, in each language: the streets, the small and
    /// the big bet (named by the bring-in's definition and the table's “bets” line) and the
    /// showdown are defined under the first line that uses them, with the lesson that teaches
    /// each; not once that lesson is done.
    @Test(arguments: Language.allCases)
    func theFirstHandDefinesEveryWordBeforeItsLesson(_ language: Language) {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        func term(_ key: String) -> String {
            let text = LessonWordingTests.text("lesson.term.poker.\(key)", language)
            return String(text.prefix { $0 != "%" }.prefix(24))
        }
        func hand(_ done: [String]) -> String {
            let s = LessonTests.session(.inMemory(), language)
            s.store.updateLessons { $0.done = done }
            var out = s.handle("\(localizer.commandWord(.play)) \(localizer.words("game.poker.aliases").first!)")
            let bringIn = localizer.commandWord(.bringIn)
            let call = localizer.commandWord(.call)
            let check = localizer.commandWord(.check)
            out += s.handle(bringIn)
            for _ in 0..<10 { out += s.handle(call) + s.handle(check) }
            return out
        }
        let out = hand([])
        for key in ["streets", "limits", "showdown", "bringin", "ante"] {
            #expect(out.components(separatedBy: term(key)).count == 2, "\(key) \(language): \(out)")
        }
        // The limits right under the bring-in's definition, which names the small bet.
        let bringIn = out.range(of: term("bringin"))!.upperBound
        let limits = out.range(of: term("limits"))!.lowerBound
        #expect(bringIn < limits)
        #expect(!out[bringIn..<limits].contains("\n\n"), "\(out)")
        let taught = hand(["poker.chips", "poker.streets", "poker.showdown"])
        for key in ["streets", "limits", "showdown"] { #expect(!taught.contains(term(key)), "\(key) \(language)") }
    }

    /// Every line of the poker table that names the small bet, the big bet or an open pair is
    /// one under which the console defines them (until their lesson is done).
    @Test func everyLineNamingALimitDefinesIt() {
        let words: [(Language, String)] = [
            (.en, "small bet"), (.en, "big bet"), (.en, "open pair"), (.ko, "스몰 베팅"), (.ko, "빅 베팅"), (.ko, "오픈 페어"),
            (.es, "pareja descubierta"), (.es, "apuesta grande"), (.es, "apuesta pequeña"),
        ]
        let said = PokerTable.lessonTerms.filter { ["poker.limits", "poker.openpair"].contains($0.key) }
            .reduce(into: Set<String>()) { $0.formUnion($1.messages) }
        for (language, word) in words {
            for (key, text) in Repository.catalogs.tables[language] ?? [:]
            where key.hasPrefix("poker.") && text.lowercased().contains(word) {
                #expect(said.contains(key) || said.contains(Self.stem(key)), "\(key) \(language): \(text)")
            }
        }
    }

    /// A key without its plural or Korean ending (`.one`, `.other`).
    private static func stem(_ key: String) -> String {
        for suffix in [".zero", ".one", ".two", ".few", ".many", ".other"] where key.hasSuffix(suffix) {
            return String(key.dropLast(suffix.count))
        }
        return key
    }
}

/// With every lesson of a game done, the list's last line offers no "next" or "unfinished"
/// lesson, only opening one again.
@Suite struct LessonListAllDoneTests {
    @Test func everyLessonDoneOffersOpeningOneAgain() {
        let s = LessonTests.session(.inMemory(), .es)
        s.store.updateLessons { $0.done = KlondikeTable.lessons.map(\.key) }
        let out = s.handle("aprender solitario")
        #expect(out.contains("Has terminado todas las lecciones"), "\(out)")
        #expect(!out.contains("retoma la que dejaste"), "\(out)")
        let said = out.components(separatedBy: "Has terminado todas las lecciones").count - 1
        #expect(said == 1, "said once: \(out)")
    }
}

/// «sigue» right after a Klondike lesson opens the next lesson (not siete y media's command).
@Suite struct LessonNextSaidTests {
    @Test func sigueAfterALessonOpensTheNextOne() {
        let s = LessonTests.session(.inMemory(), .es)
        s.finishedLesson = (.klondike, 0)
        let out = s.handle("sigue")
        #expect(out.contains("Bajar alternando colores"), "\(out)")
    }
}
