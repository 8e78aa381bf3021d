import GameKit
import Host
import Klondike
import Registry
import SieteYMedia
import TableKit
import TestSupport
import Testing

@testable import Console
@testable import KlondikeConsole
@testable import SieteYMediaConsole

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Each game's kept choices are typed values, and the preferences file keeps the words every
/// version of baraja wrote: a file of an older baraja reads, and what is written now reads
/// in the older one (the same words, nothing it does not know).
@Suite struct KeptChoicesTests {
    @Test func klondikesWordsAreTheOnesOlderVersionsWroteAndRead() {
        // The older table wrote `draw` always, and each switch only when on.
        #expect(
            KlondikeChoices(draw: .one, winnableOnly: false, autoMoves: false, warnLost: false).words == ["draw": "1"])
        let all = KlondikeChoices(draw: .three, winnableOnly: true, autoMoves: true, warnLost: true)
        #expect(all.words == ["draw": "3", "winnable": "on", "auto": "on", "warn": "on"])
        #expect(KlondikeChoices(words: all.words) == all)
        // Anything but the words it knows is its default: an older file, a newer one.
        let odd = KlondikeChoices(words: ["draw": "2", "winnable": "yes", "auto": "on", "speed": "fast"])
        #expect(odd == KlondikeChoices(draw: nil, winnableOnly: false, autoMoves: true, warnLost: false))
        #expect(KlondikeChoices(words: [:]).words == [:])
    }

    @Test func sieteYMediasWordsAreTheOnesOlderVersionsWroteAndRead() {
        let seed = SieteYMediaChoices(bank: .real, stakes: false, bankWinsTies: false, firstCardDealt: false)
        #expect(seed.words == ["bank": "real"])
        let all = SieteYMediaChoices(bank: .simple, stakes: true, bankWinsTies: true, firstCardDealt: true)
        #expect(all.words == ["bank": "simple", "mode": "stakes", "ties": "bank", "firstcard": "on"])
        #expect(SieteYMediaChoices(words: all.words) == all)
        let odd = SieteYMediaChoices(words: ["bank": "lazy", "mode": "classic", "ties": "player", "firstcard": "on"])
        #expect(odd == SieteYMediaChoices(bank: nil, stakes: false, bankWinsTies: false, firstCardDealt: true))
    }

    /// The choices go through the session and the file as before: a fresh table's words are
    /// the file's, and a file written in the older words sets up the next game.
    @Test func aFileInTheOlderWordsSetsUpTheGameAndIsWrittenTheSameWay() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let old = #"{"version": 1, "games": {"klondike": {"draw": "3", "auto": "on"}}, "coach": false}"#
        #expect(FileManager.default.createFile(atPath: folder + "/preferences.json", contents: Data(old.utf8)))
        let s = savingSession(folder, offerResume: false)
        _ = s.opening(game: .klondike)
        let table = try #require(s.tables[.klondike] as? KlondikeTable)
        #expect(
            table.play.preferredMode == .three && table.play.autoMoves && !table.play.winnableOnly
                && !table.play.warnLost)
        _ = s.handle("warn lost on")
        _ = s.farewell()
        // What is written reads as the older shape: words by name under the game's id.
        let data = try #require(FileManager.default.contents(atPath: folder + "/preferences.json"))
        let written = try JSONDecoder().decode(OlderPreferences.self, from: data)
        #expect(written.games["klondike"] == ["draw": "3", "auto": "on", "warn": "on"])
    }

    /// The preferences file as the older code read it.
    struct OlderPreferences: Decodable {
        var version: Int
        var language: String?
        var color: String?
        var games: [String: [String: String]]
        var coach: Bool?
    }
}
