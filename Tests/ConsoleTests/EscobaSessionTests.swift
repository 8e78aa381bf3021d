import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

/// La escoba at the console: the words it shares with the console and other games.
@Suite struct EscobaSessionTests {
    /// `jugar 2 con 3 5`: `play` then a number plays a card at la escoba (no game is a number).
    @Test func playThenANumberPlaysACard() {
        let s = LessonTests.session(.inMemory(), .es)
        _ = s.handle("jugar escoba")
        let out = s.handle("jugar 9 con 1")
        // Hand card 9 does not exist: the game's own refusal, not “not a game”.
        let localizer = Localizer(catalogs: Repository.catalogs, language: .es)
        #expect(
            out.contains(localizer.text(Message("escoba.refused.nohandcard", .int(9), .int(3), count: 3))), "\(out)")
    }

    /// `ayuda llevar` at la escoba explains its `llevar`, not Klondike's form of `mover`.
    @Test func helpNamesTheCommandOfTheGameInPlay() {
        let s = LessonTests.session(.inMemory(), .es)
        _ = s.handle("jugar escoba")
        let out = s.handle("ayuda llevar")
        let localizer = Localizer(catalogs: Repository.catalogs, language: .es)
        #expect(out.contains(localizer.string("command.escoba.take.help")), "\(out)")
    }

    /// «echar una carta» is playing a card, never taking: `echar` and `내기` are `throw`'s
    /// words, and with a number they play the card, marked as said with «play a card» words.
    @Test func echarPlaysACardAndNeverTakes() {
        let s = LessonTests.session(.inMemory(), .es)
        _ = s.handle("jugar escoba")
        let escobaThrow = CommandID("throw", of: GameID("escoba"))
        #expect(s.commands.command(named: "echar", at: s.place)?.id == escobaThrow)
        #expect(s.commands.command(named: "내기", at: s.place)?.id == escobaThrow)
        let played = s.playedCard(["echar", "2"])
        #expect(played?.0.id == .tap)
        #expect(played?.1 == ["play", "2"])
        #expect(s.playedCard(["jugar", "2", "con", "3"])?.1 == ["2", "con", "3"])
    }

    private func lesson(_ language: Language, _ lines: [String]) -> String {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: language, seed: 1, colour: false,
            width: nil, store: .inMemory(), asks: false)
        _ = s.opening(game: nil)
        var out = ""
        for line in lines { out = s.handle(line) }
        return out
    }

    private func text(_ language: Language, _ key: String) -> String {
        Localizer(catalogs: Repository.catalogs, language: language).text(key)
    }

    /// Takes said in the player's words: a card by its value with a particle (`5로`), a figure by
    /// its name (`왕`), values instead of positions (`3이랑 7이랑 5`), positions with counters
    /// (`1번으로 2번 3번`): read as meant, the step done.
    @Test func takesInThePlayersWordsAreReadAsMeant() {
        // The lesson of fifteen, step 1: my 5 (컵 5) and the king (금화 왕) on the table.
        let king = lesson(.ko, ["배우기 에스코바 2", "5로 왕 먹을게요"])
        #expect(king.contains(text(.ko, "lesson.escoba.fifteen.1.right")), "\(king)")
        // Step 2: my 3 (검 3) with the 7 and the 5 on the table, named by their values.
        let values = lesson(.ko, ["배우기 에스코바 2", "가져가기 1 1", "3이랑 7이랑 5"])
        #expect(values.contains(text(.ko, "lesson.escoba.fifteen.2.right")), "\(values)")
        // Choosing: my 1st card with the table's 2nd and 3rd, the best take.
        let best = lesson(.ko, ["배우기 에스코바 3", "1번으로 2번 3번 가져갈래요"])
        #expect(best.contains(text(.ko, "lesson.escoba.choose.1.right")), "\(best)")
        let rey = lesson(.es, ["aprender escoba 2", "me llevo el rey con el 5"])
        #expect(rey.contains(text(.es, "lesson.escoba.fifteen.1.right")), "\(rey)")
    }

    /// A take the lesson cannot match to cards (a knight there is not, a card number out of
    /// range) is not understood: the neutral line, never the step's wrong text.
    @Test func aTakeNotReadIsNotUnderstoodNeverWrong() {
        for line in ["5로 기사 먹을게요", "가져가기 7 9"] {
            let out = lesson(.ko, ["배우기 에스코바 2", line])
            #expect(out.contains(text(.ko, "lesson.escoba.unclear")), "\(line): \(out)")
            #expect(!out.contains(text(.ko, "lesson.escoba.fifteen.1.wrong")), "\(line): \(out)")
        }
        // A take that is read and is not fifteen is still a miss, with its sum.
        let miss = lesson(.ko, ["배우기 에스코바 2", "가져가기 1 2"])
        #expect(miss.contains(text(.ko, "lesson.escoba.fifteen.1.wrong")), "\(miss)")
    }

    /// An answer inside a sentence (`4점인 것 같아요`) as `4점` is.
    @Test func aNumberInASentenceIsTheAnswer() {
        let out = lesson(.ko, ["배우기 에스코바 5", "4점인 것 같아요"])
        #expect(out.contains(text(.ko, "lesson.escoba.count.1.right")), "\(out)")
    }
}
