import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import SieteYMedia
@testable import SieteYMediaConsole

/// A line read as a question (`can I hit?`, `¿pido otra?`, `더 받아도 돼?`) is answered with
/// advice, at a table and in a lesson; the command it names is never carried out.
@Suite struct QuestionsNeverActTests {
    private func session(_ language: Language) -> Session {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: language, seed: 7, colour: false,
            width: nil)
        _ = s.opening(game: .sieteymedia)
        return s
    }

    private static let asked: [(Language, String)] = [
        (.ko, "더 받아도 돼?"), (.ko, "더 받아도 돼"), (.ko, "한 장 더 받아도 될까요?"), (.es, "¿pido otra?"),
        (.es, "puedo pedir otra"), (.en, "can I hit?"), (.en, "may I hit?"), (.en, "hit?"),
    ]

    @Test func aCommandAskedAtTheTableIsTheHint() {
        for (language, line) in Self.asked {
            let asked = session(language)
            let hinted = session(language)
            let hint = hinted.handle(Localizer(catalogs: Repository.catalogs, language: language).commandWord(.hint))
            #expect(asked.handle(line) == hint, "\(language) \(line)")
        }
    }

    /// A one-word question at poker (`¿subo?`, `¿igualo?`): the hint, no bet made.
    @Test func aBetAskedAtPokerIsTheHint() {
        for line in ["¿subo?", "¿igualo?", "subo?", "¿me retiro?"] {
            let asked = Session(
                games: Registry.games, catalogs: Repository.catalogs, language: .es, seed: 7, colour: false, width: nil)
            let hinted = Session(
                games: Registry.games, catalogs: Repository.catalogs, language: .es, seed: 7, colour: false, width: nil)
            _ = asked.opening(game: .poker)
            _ = hinted.opening(game: .poker)
            #expect(asked.handle(line) == hinted.handle("pista"), "\(line)")
            #expect(asked.handle("mesa") == hinted.handle("mesa"), "\(line)")
        }
    }

    @Test func aCommandAskedInALessonIsAdviceNotTheCommand() {
        for (language, line) in Self.asked {
            let localizer = Localizer(catalogs: Repository.catalogs, language: language)
            let learn = "\(localizer.commandWord(.learn)) \(localizer.words("game.sieteymedia.aliases").first!)"
            // A step that asks for `hit`: the step's hint, the step waits.
            let over = TeachingTests.fresh(language)
            _ = over.handle("\(learn) \(SieteYMediaTable.lessons.firstIndex { $0.key == "siete.over" }! + 1)")
            _ = over.handle(localizer.words("answer.yes.words").first!)
            _ = over.handle(localizer.words("answer.no.words").first!)
            #expect(over.lesson?.step == 2, "\(language) \(line)")
            let hint = over.lesson.map { localizer.text($0.stepKey("hint")) } ?? "?"
            #expect(over.handle(line).contains(hint), "\(language) \(line)")
            #expect(over.lesson?.step == 2, "\(language) \(line)")
            // A hand played out: the table's advice, no card drawn.
            let guided = TeachingTests.fresh(language)
            _ = guided.handle("\(learn) \(SieteYMediaTable.lessons.firstIndex { $0.key == "siete.guided" }! + 1)")
            _ = guided.handle("\(localizer.commandWord(.wager)) 10")
            let cards = (guided.lesson?.table as? SieteYMediaTable)?.hand.player.count
            #expect(cards != nil)
            _ = guided.handle(line)
            #expect((guided.lesson?.table as? SieteYMediaTable)?.hand.player.count == cards, "\(language) \(line)")
            #expect(guided.lesson?.step == 1, "\(language) \(line)")
        }
    }
}
