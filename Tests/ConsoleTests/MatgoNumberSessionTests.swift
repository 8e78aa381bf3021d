import GameKit
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

/// 맞고 at the console: a number alone, and questions about the score.
@Suite struct MatgoNumberSessionTests {
    private let throwCard = CommandID("throw", of: GameID("matgo"))

    private func text(_ language: Language, _ key: String) -> String {
        Localizer(catalogs: Repository.catalogs, language: language).string(key)
    }

    /// `3`, `3번`: the card of that number played, as `내기 3` plays it.
    @Test func aNumberAlonePlaysThatCard() {
        let s = LessonTests.session(.inMemory(), .ko)
        _ = s.handle("play matgo")
        #expect(s.reading(["3"])?.0.id == throwCard)
        #expect(s.reading(["3번"])?.0.id == throwCard)
        let unknown = text(.ko, "console.unknown").prefix(6)
        let out = s.handle("3번")
        #expect(!out.contains(unknown), "\(out)")
        #expect(!out.contains("혹시"), "\(out)")
    }

    /// In the guided hand, `1` plays the first card, and `1` takes the first of two when asked
    /// which (as the lesson's text says numbers are taken).
    @Test func aNumberAloneAnswersTheGuidedHand() {
        let s = LessonTests.session(.inMemory(), .ko)
        _ = s.handle("learn matgo 6")
        let first = s.handle("1")
        #expect(first.contains(text(.ko, "lesson.matgo.hand.1.right")), "\(first)")
        let second = s.handle("1")
        #expect(second.contains(text(.ko, "lesson.matgo.hand.2.right")), "\(second)")
    }

    /// `점수`, `지금 내 점수 몇 점이야?`, “what's the score?”: the score line, nothing played.
    @Test func aScoreQuestionShowsTheScore() {
        for (language, lines) in [
            (Language.ko, ["점수", "지금 내 점수 몇 점이야?"]), (.en, ["what's the score?", "score"]),
            (.es, ["¿cuántos puntos tengo?", "tanteo"]),
        ] {
            let s = LessonTests.session(.inMemory(), language)
            _ = s.handle("play matgo")
            let head = String(text(language, "matgo.score.now").prefix { $0 != "%" })
            for line in lines {
                let out = s.handle(line)
                #expect(out.contains(head), "\(language) \(line): \(out)")
            }
        }
    }

    /// In Spanish the Korean terms have a spelling to type: a question names an event by its
    /// romanized name (`¿qué es ppeok?`), `estop` is stop, and `me planto` (siete y media's
    /// stand too) is 맞고's own stop here.
    @Test func spanishPlayersTypeTheRomanizedTerms() {
        let s = LessonTests.session(.inMemory(), .es)
        _ = s.handle("play matgo")
        let events = String(text(.es, "game.matgo.rules.events").prefix(40))
        for line in ["¿qué es ppeok?", "¿qué es el ttadak?", "que es nagari"] {
            let out = s.handle(line)
            #expect(
                out.contains(events) || out.contains(String(text(.es, "game.matgo.rules.go").prefix(40))),
                "\(line): \(out)")
        }
        let stop = s.handle("estop")
        #expect(stop.contains(String(text(.es, "matgo.refused.notenough").prefix(30))), "\(stop)")
        let stand = s.handle("me planto")
        #expect(stand == s.handle("stop"), "\(stand)")
    }

    /// Siete y media's `stand` at 맞고 names 맞고's stop and throw commands by their ids, so
    /// that the text shows them in the words of the language in use (`내기 3`, `echar 3`).
    @Test func standAtMatgoNamesItsCommandsInTheirWords() throws {
        for language in [Language.ko, .es, .en] {
            let s = LessonTests.session(.inMemory(), language)
            _ = s.handle("play matgo")
            let message = s.unavailable(try #require(s.commands.spec(.stand)))
            #expect(message.key == "console.instead.matgo.sieteymedia.stand")
            #expect(message.args.contains(.command(CommandID("stop", game: "matgo"))))
            #expect(message.args.contains(.commandLine(CommandID("throw", game: "matgo"), arguments: "3")))
            let said = s.localizer.text(message)
            let throwWord = s.localizer.words("command.matgo.throw.aliases")[0]
            #expect(said.contains("\(throwWord) 3"), "\(language): \(said)")
        }
    }

    /// The house rules (`copa yeol`, `meongbak no`): said, shown, kept in the preferences, and
    /// taken by the next session's table; `rules` names the commands that change them.
    @Test func houseRulesAreChosenKeptAndShown() {
        let store = Store.inMemory()
        let s = LessonTests.session(store, .es)
        _ = s.handle("play matgo")
        #expect(s.handle("copa yeol").contains(text(.es, "matgo.cup.set.yeol")))
        #expect(s.handle("copa").contains(text(.es, "matgo.cup.now.yeol")))
        #expect(s.handle("meongbak no").contains(text(.es, "matgo.meongbak.set.off")))
        #expect(s.store.preferences.games["matgo"] == ["cup": "yeol", "meongbak": "off"])
        let again = LessonTests.session(store, .en)
        _ = again.handle("play matgo")
        #expect(again.handle("cup").contains(text(.en, "matgo.cup.now.yeol")))
        #expect(again.handle("meongbak").contains(text(.en, "matgo.meongbak.now.off")))
        #expect(again.handle("rules bak").contains("meongbak off"))
        #expect(again.handle("meongbak on").contains(text(.en, "matgo.meongbak.set.on")))
        #expect(again.store.preferences.games["matgo"] == ["cup": "yeol", "meongbak": "on"])
    }
}
