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
        #expect(s.gameList().joined(separator: "\n").contains("lessons done: 0/\(required.count) (+1 optional)"))
        s.store.updateLessons { $0.done = required.map(\.key) }
        let lobby = s.gameList().joined(separator: "\n")
        #expect(lobby.contains("lessons done: \(required.count)/\(required.count) (+1 optional)"), "\(lobby)")
        // Nothing left to learn: no lesson is offered as the next one, and the list says optional.
        let out = s.handle("learn poker")
        #expect(out.contains("You have finished all the stud poker lessons"), "\(out)")
        #expect(out.contains("optional, not started"), "\(out)")
        #expect(s.learnLine(.poker).isEmpty)
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
}
