import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Console
@testable import PokerConsole

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Poker's record keeps no best time; the lobby says which games are in progress.
@Suite struct TablesInProgressTests {
    private func session(_ folder: String? = nil, seed: UInt64 = 42) -> Session {
        if let folder { return savingSession(folder, seed: seed) }
        return Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: seed, colour: false, width: nil,
            clock: REPL.scriptedClock())
    }

    /// Plays poker hands at the betting table, staying in to the end, until one is won.
    private func winAPokerHand(_ s: Session) -> Bool {
        for _ in 0..<60 {
            for _ in 0..<40 {
                guard let table = s.tables[.poker] as? PokerTable, let stud = table.stud, stud.handInPlay else { break }
                let options = stud.playerOptions.map(\.decision)
                _ = s.handle(
                    options.contains(.check)
                        ? "check" : options.contains(.call) ? "call" : options.contains(.bringIn) ? "bringin" : "fold")
            }
            if let won = s.store.statistics.games["poker"]?.won, won > 0 { return true }
            _ = s.handle("deal")
        }
        return false
    }

    @Test func pokersStatisticsShowNoBestTime() {
        let s = session(seed: 5)
        _ = s.opening(game: .poker)
        #expect(winAPokerHand(s))
        let stats = s.handle("stats")
        #expect(stats.contains("Stud poker") && !stats.contains("best time"), "\(stats)")
        #expect(s.store.statistics.games["poker"]?.bestSeconds == nil)

        // A file from before, with a best time for poker: not shown either (Klondike's is).
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var old = Statistics()
        for game in ["poker", "klondike"] {
            var record = GameStatistics()
            record.record(GameOver(.won, seconds: 14))
            old.games[game] = record
        }
        #expect(
            FileManager.default.createFile(
                atPath: folder + "/" + Store.statisticsFile, contents: try! JSONEncoder().encode(old)))
        let reading = session(folder)
        _ = reading.opening(game: nil)
        let shown = reading.handle("stats")
        #expect(shown.contains("Stud poker") && shown.contains("Klondike"), "\(shown)")
        #expect(shown.components(separatedBy: "best time").count == 2, "\(shown)")
        _ = reading.farewell()
    }

    @Test func theLobbySaysWhichGamesAreInProgress() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = session(folder, seed: 3)
        _ = first.opening(game: .sieteymedia)
        _ = first.handle("hit")
        _ = first.handle("stand")
        _ = first.handle("menu")
        _ = first.handle("play poker")
        let lobby = first.handle("menu")
        let row = { (text: String, word: String) in
            text.split(separator: "\n").first { $0.contains("“play \(word)”") }.map(String.init) ?? ""
        }
        #expect(row(lobby, "poker").contains("game in progress"), "\(lobby)")
        #expect(row(lobby, "siete").contains("game in progress"), "\(lobby)")
        #expect(!row(lobby, "set").contains("in progress"), "\(lobby)")
        #expect(!row(lobby, "klondike").contains("in progress"), "\(lobby)")
        _ = first.farewell()

        // The next session's lobby names the saved games, before any is opened.
        let next = session(folder, seed: 4)
        let opening = next.opening(game: nil)
        #expect(row(opening, "poker").contains("game in progress"), "\(opening)")
        #expect(row(opening, "siete").contains("game in progress"), "\(opening)")
        #expect(!row(opening, "set").contains("in progress"), "\(opening)")
        _ = next.farewell()
    }

    /// What start-up learned of the saves is kept: a later listing loads none of them again
    /// (here the files are gone behind the session's back, and the lobby still says so).
    @Test func theLobbyLoadsNoSaveAfterStartUp() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = session(folder, seed: 3)
        _ = first.opening(game: .sieteymedia)
        _ = first.handle("hit")
        _ = first.handle("menu")
        _ = first.handle("play poker")
        _ = first.farewell()

        let next = session(folder, seed: 4)
        let opening = next.opening(game: nil)
        #expect(next.isAsking, "\(opening)")
        _ = next.handle("no")
        for game in ["sieteymedia", "poker"] {
            for file in [Store.saveFile(GameID(game)), Store.journalFile(GameID(game))] {
                try? FileManager.default.removeItem(atPath: folder + "/" + file)
            }
        }
        let row = { (text: String, word: String) in
            text.split(separator: "\n").first { $0.contains("“play \(word)”") }.map(String.init) ?? ""
        }
        let lobby = next.handle("table")
        #expect(row(lobby, "poker").contains("game in progress"), "\(lobby)")
        #expect(row(lobby, "siete").contains("game in progress"), "\(lobby)")
        #expect(!row(lobby, "set").contains("in progress"), "\(lobby)")
        _ = next.farewell()
    }
}
