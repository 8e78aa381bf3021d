import Foundation
import GameKit
import Host
import Registry
import TableKit
import TestSupport
import Testing

@testable import Console

/// Games receive typed arguments; journals keep them as the text they always kept, so a save
/// written before arguments were typed loads and replays the same.
@Suite struct TypedArgumentJournalTests {
    /// Every kind of argument a game takes, typed in Spanish and Korean words.
    static let siete = ["modo apuestas", "empates banca", "primera sí", "apostar diez fichas", "pedir", "plantarse"]
    static let poker = ["modo práctica", "jugadores tres", "variante 5", "repartir"]

    @Test(arguments: [(GameID.sieteymedia, siete), (GameID.poker, poker)])
    func argumentsAreKeptAsTextAndReplayTheSame(game: GameID, lines: [String]) throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = savingSession(folder, .es)
        _ = original.opening(game: game)
        for line in lines { _ = original.handle(line) }
        let journal = JournalTests.text(folder + "/saves/\(game.rawValue).journal")
        let arguments = try journal.split(separator: "\n").compactMap {
            try JSONDecoder().decode(JournalLine.self, from: Data($0.utf8)).argument
        }
        // The text a journal has always kept: the resolved value, never a typed form.
        let expected = game == .poker ? ["showdown", "3", "5"] : ["stakes", "bank", "on", "10"]
        #expect(arguments == expected, "\(journal)")
        let table = original.handle("mesa")
        original.store.releaseAll()
        let resumed = savingSession(folder, .es)
        _ = resumed.opening(game: game)
        _ = resumed.handle("sí")
        #expect(resumed.handle("mesa") == table)
    }

    /// A journal line as an earlier version wrote it (text argument), added by hand: replayed.
    @Test func aLineWrittenBeforeTypedArgumentsReplays() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = savingSession(folder)
        _ = original.opening(game: .poker)
        _ = original.handle("mode showdown")
        _ = original.handle("players 4")
        _ = original.handle("deal")
        let path = folder + "/saves/poker.journal"
        let written = try #require(
            try JournalTests.lines(path).last.map { try JSONDecoder().decode(JournalLine.self, from: Data($0.utf8)) })
        var old = written
        old.n += 1
        old.command = "variant"
        old.argument = "5"
        let text = JournalTests.text(path) + String(decoding: old.encoded, as: UTF8.self)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        original.store.releaseAll()
        // The same commands typed in a session of its own.
        let other = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: other) }
        let typed = savingSession(other)
        _ = typed.opening(game: .poker)
        _ = typed.handle("mode showdown")
        _ = typed.handle("players 4")
        _ = typed.handle("deal")
        _ = typed.handle("variant 5")
        let table = typed.handle("table")
        let resumed = savingSession(folder)
        _ = resumed.opening(game: .poker)
        _ = resumed.handle("yes")
        #expect(resumed.handle("table") == table)
    }
}
