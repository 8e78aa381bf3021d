import Foundation
import GameKit
import Host
import Registry
import TableKit
import TestSupport
import Testing

@testable import Console
@testable import KlondikeConsole

/// `redo` and `auto on` survive a save: the journal replays them, and a snapshot keeps the
/// moves to redo and the auto-moves' groups.
@Suite struct RedoJournalTests {
    @Test(arguments: [false, true])
    func aResumedGameRedoesAsTheOriginalWould(snapshotFirst: Bool) throws {
        let folder = temporaryFolder("redo-journal-\(snapshotFirst)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = savingSession(folder)
        _ = original.opening(game: .klondike)
        for line in ["auto on", "draw", "draw", "tap w", "draw", "draw", "undo", "undo", "redo", "undo"] {
            _ = original.handle(line)
        }
        if snapshotFirst {
            // A snapshot now: what can be redone is in it, not only in the journal's lines.
            original.store.snapshot(try #require(original.tables[.klondike]), clock: 0)
        }
        let table = original.handle("table")
        original.store.releaseAll()
        let resumed = savingSession(folder)
        _ = resumed.opening(game: .klondike)
        #expect(resumed.handle("yes").contains("Back to Klondike"))
        #expect(resumed.handle("table") == table)
        // The snapshot taken by hand here is at clock 0: the time shown differs, nothing else.
        let timeless = { (text: String) in
            text.split(separator: "\n").map { $0.hasPrefix("Moves ") ? $0.prefix { $0 != "T" } : $0 }
        }
        for line in ["redo", "redo", "redo", "undo", "draw", "redo", "undo", "undo"] {
            #expect(timeless(resumed.handle(line)) == timeless(original.handle(line)), "\(line)")
        }
    }
}
