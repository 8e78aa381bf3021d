import GameKit
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
}
