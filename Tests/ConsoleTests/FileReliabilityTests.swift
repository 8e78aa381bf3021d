import GameKit
import Host
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// The stress runs' findings about saves, journals, statistics and locks; each test is named
/// after its finding and fails on the code before the fix.
@Suite struct FileReliabilityTests {
    // MARK: A lock file that is not one

    /// A FIFO at the game's lock and at the statistics' lock: the first session moves each
    /// aside (said once), holds the game, and a second session is refused it (before: both
    /// sessions "held" it, wrote the same save and interleaved its journal, and no one was told).
    @Test func finding18_aFIFOAtALockIsMovedAsideAndTheLockHolds() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/locks", withIntermediateDirectories: true)
        #expect(mkfifo(folder + "/locks/sieteymedia.lock", 0o600) == 0)
        #expect(mkfifo(folder + "/locks/statistics.lock", 0o600) == 0)
        let one = Store(directory: folder, files: LiveFileSystem())
        let two = Store(directory: folder, files: LiveFileSystem())
        #expect(one.claim(.sieteymedia))
        #expect(!two.claim(.sieteymedia), "two sessions hold the same game")
        one.record(.sieteymedia, GameOver(.won))
        two.record(.sieteymedia, GameOver(.lost))
        let said = one.takeNotices().map(\.key)
        #expect(said == ["store.lock.replaced", "store.lock.replaced"], "\(said)")
        #expect(two.takeNotices().isEmpty)
        #expect(two.statistics.games["sieteymedia"]?.played == 2)
        let aside = files(in: folder + "/locks").filter { $0.contains(".corrupt-") }
        #expect(aside.count == 2, "\(aside)")
    }

    // MARK: A kill between the save and the statistics

    private func session(_ disk: MemoryFileSystem, saved: SavedGames? = nil, seed: UInt64 = 1) -> Session {
        Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: seed, colour: false, width: nil,
            clock: REPL.scriptedClock(), store: Store(directory: "/data", files: disk), savedGames: saved, asks: false,
            files: disk)
    }

    private func played(_ disk: MemoryFileSystem, _ game: String = "sieteymedia") -> Int {
        let stats = try? JSONDecoder().decode(Statistics.self, from: Data(disk.files["/data/statistics.json"] ?? []))
        return stats?.games[game]?.played ?? 0
    }

    /// A hand ends, its journal line is written, and the process dies before the statistics
    /// are (here: the statistics put back as they were before the hand). The next load counts
    /// the hand, and the loads after it never count it again (before: the hand was lost from
    /// the statistics for good).
    @Test func finding15_aHandEndedJustBeforeAKillIsCountedOnceOnTheNextLoad() {
        let disk = MemoryFileSystem()
        let first = session(disk)
        _ = first.opening(game: .sieteymedia)
        _ = first.handle("hit")
        let before = disk.files["/data/statistics.json"]
        _ = first.handle("stand")
        #expect(played(disk) == 1)
        _ = first.farewell()
        // The kill: the statistics' write never happened.
        disk.remove("/data/statistics.json")
        if let before { _ = disk.write("/data/statistics.json", before, mode: 0o600) }
        #expect(played(disk) == 0)
        for n in 0..<3 {
            let again = session(disk, saved: .resume)
            let out = again.opening(game: .sieteymedia) + again.handle("stats")
            #expect(played(disk) == 1, "load \(n + 1)")
            #expect(out.contains("1 game"), "\(out)")
            _ = again.farewell()
        }
        // Played on: the next hand counts once too.
        let later = session(disk, saved: .resume)
        _ = later.opening(game: .sieteymedia)
        for line in ["new", "hit", "stand"] { _ = later.handle(line) }
        _ = later.farewell()
        _ = session(disk, saved: .resume).opening(game: .sieteymedia)
        #expect(played(disk) == 2)
    }

    /// The same when the command wrote a snapshot (the journal full, or a table saved whole):
    /// the tally is in the snapshot, counted once.
    @Test func finding15_aTallyInASnapshotIsCountedOnce() throws {
        let disk = MemoryFileSystem()
        let store = Store(directory: "/data", files: disk)
        var table = try #require(Registry.games.table(.sieteymedia)).init(seed: 1)
        _ = table.begin(at: 0)
        #expect(store.snapshot(table, clock: 0, tally: Tally(over: [GameOver(.won)], rebuys: 1)) != nil)
        store.releaseAll()
        #expect(played(disk) == 0)
        for _ in 0..<3 {
            let again = Store(directory: "/data", files: disk)
            _ = again.savedGame(type(of: table))
            #expect(again.statistics.games["sieteymedia"]?.won == 1)
            #expect(again.statistics.games["sieteymedia"]?.rebuys == 1)
        }
        // Reset keeps what is counted: the save's tally is not counted again.
        let reset = Store(directory: "/data", files: disk)
        reset.resetStatistics()
        _ = Store(directory: "/data", files: disk).savedGame(type(of: table))
        #expect(played(disk) == 0)
    }

    /// A line whose tally is not what the rules give again is no line of baraja's: the replay
    /// stops there.
    @Test func finding15_aForgedTallyEndsTheReplay() throws {
        let disk = MemoryFileSystem()
        let first = session(disk)
        _ = first.opening(game: .sieteymedia)
        _ = first.handle("hit")
        _ = first.handle("stand")
        _ = first.farewell()
        let journal = String(decoding: disk.files["/data/saves/sieteymedia.journal"] ?? [], as: UTF8.self)
        #expect(journal.contains(#""tally":{"over":[{"#))
        let forged = journal.replacingOccurrences(of: #""result":"lost""#, with: #""result":"won""#)
            .replacingOccurrences(of: #""result":"drawn""#, with: #""result":"won""#)
        disk.remove("/data/saves/sieteymedia.journal")
        _ = disk.write("/data/saves/sieteymedia.journal", Array(forged.utf8), mode: 0o600)
        let store = Store(directory: "/data", files: disk)
        _ = store.savedGame(try #require(Registry.games.table(.sieteymedia)))
        #expect(store.takeNotices().map(\.key).contains("store.journal.stopped"))
        #expect(store.statistics.games["sieteymedia"]?.won ?? 0 == 0)
    }
}
