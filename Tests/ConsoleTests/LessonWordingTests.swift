import GameKit
import StudPoker
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import KlondikeConsole
@testable import PokerConsole
@testable import SetConsole

/// What a newcomer reads in the lessons says what they see: the table's game is named when
/// it changes, and a word means one thing.
@Suite struct LessonWordingTests {
    static func text(_ key: String, _ language: Language) -> String {
        Repository.catalogs.tables[language]?[key] ?? ""
    }

    /// Every poker lesson's table is the betting table's game, seven-card stud, so the course
    /// never switches games under the learner: no table of another variant, and no lesson
    /// text speaks of five-card stud.
    @Test(arguments: Language.allCases)
    func everyPokerLessonDealsTheBettingTablesGame(_ language: Language) throws {
        let names: [Language: String] = [.en: "five-card stud", .es: "stud de cinco cartas", .ko: "파이브 카드 스터드"]
        for lesson in PokerTable.lessons {
            for (index, step) in lesson.steps.enumerated() {
                if let position = step.position, !position.hasPrefix("betting ") {
                    let table = try #require(PokerTable.prepared(position), "\(lesson.key)")
                    #expect(table.game.variant == .seven, "\(lesson.key) step \(index + 1)")
                }
                let text = Self.text("lesson.\(lesson.key).\(index + 1).text", language)
                #expect(!text.lowercased().contains(names[language]!), "\(lesson.key) \(language): \(text)")
            }
        }
    }

    /// Points are glossed where a lesson first shows them: Set's +3 in lesson 3, Klondike's +5
    /// in lesson 2 and +10 in lesson 3, long before their score lessons.
    @Test(arguments: Language.allCases)
    func pointsAreGlossedWhereFirstShown(_ language: Language) {
        for (key, points) in [
            ("lesson.set.spot.1.right", "+3"), ("lesson.klondike.build.3.right", "+5"),
            ("lesson.klondike.foundations.1.right", "+10"),
        ] {
            #expect(Self.text(key, language).contains(points), "\(key) \(language)")
        }
        // And the deck siete y media is played with, in its first lesson.
        #expect(Self.text("lesson.siete.values.1.text", language).contains("40"))
    }

    /// Lesson 10 of Klondike asks for the ♠A on its foundation: `tap 3`, taught in lesson 6,
    /// does it as well as `move 3 f`, and finishes the lesson.
    @Test(arguments: Language.allCases)
    func klondikesScoreLessonTakesTap(_ language: Language) throws {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let number = try #require(KlondikeTable.lessons.firstIndex { $0.key == "klondike.score" }) + 1
        let s = LessonTests.session(.inMemory(), language)
        let name = localizer.words("game.klondike.aliases").first!
        _ = s.handle("\(localizer.commandWord(.learn)) \(name) \(number)")
        _ = s.handle("15")
        let out = s.handle("\(localizer.commandWord(.tap)) 3")
        #expect(out.contains(localizer.text("lesson.klondike.score.2.right")), "\(out)")
        #expect(s.store.lessonProgress().status("klondike.score") == .done)
    }

    /// One word, one meaning: Set names the taking of a set with a word that is not the one
    /// for dealing three more where the language has one (Korean 가져가기, not 돌리기); the
    /// Spanish bank that draws is not called «real», the word of the natural siete y media.
    @Test(arguments: Language.allCases)
    func aWordMeansOneThing(_ language: Language) {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let take = localizer.text("set.take.word")
        #expect(localizer.aliases(ofCommand: .deal).contains(take), "\(take)")
        let match = localizer.text(Message("set.status.match", SetTable.takeWord))
        #expect(match.contains(take), "\(match)")
        if language == .ko {
            #expect(!match.contains(localizer.commandWord(.deal)), "\(match)")
            #expect(localizer.commandWord(.tap) != "탭", "a word for typing, not for touching")
        }
        if language == .es {
            #expect(localizer.words("siete.bankmode.real.words").first != "real")
            #expect(!Self.text("siete.bankmode.real", language).contains("real"))
        }
    }
    /// Spanish names a face-up card as a stud player does, «descubierta» (stud is «póquer
    /// descubierto»; a face-down card «tapada»), in the table's lines, the rules and the lessons
    /// alike: never «carta vista» or «a la vista» beside it.
    @Test func spanishSaysDescubiertaForAFaceUpCard() {
        let tables = Repository.catalogs.tables[.es] ?? [:]
        for (key, text) in tables
        where key.hasPrefix("poker.") || key.hasPrefix("lesson.poker.")
            || key.hasPrefix("lesson.term.poker.") || key.hasPrefix("game.poker.") || key.hasPrefix("command.poker.")
        {
            let folded = text.lowercased()
            for seen in ["carta vista", "cartas vistas", "a la vista", "pareja vista", "jugada vista"] {
                #expect(!folded.contains(seen), "\(key): \(text)")
            }
        }
        #expect(Self.text("poker.bet.bringin", .es).contains("descubierta"))
    }
}
