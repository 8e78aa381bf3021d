import GameKit
import Host
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import ConsoleChecks
@testable import KlondikeConsole

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
        #expect(disk.remove("/data/statistics.json"))
        if let before { _ = disk.write("/data/statistics.json", before, mode: 0o600) }
        #expect(played(disk) == 0)
        for n in 0..<3 {
            let again = session(disk, saved: .resume)
            let out = again.opening(game: .sieteymedia) + again.handle("stats")
            #expect(played(disk) == 1, "load \(n + 1)")
            #expect(out.contains("1 hand"), "\(out)")
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
        #expect(disk.remove("/data/saves/sieteymedia.journal"))
        _ = disk.write("/data/saves/sieteymedia.journal", Array(forged.utf8), mode: 0o600)
        let store = Store(directory: "/data", files: disk)
        _ = store.savedGame(try #require(Registry.games.table(.sieteymedia)))
        #expect(store.takeNotices().map(\.key).contains("store.journal.stopped"))
        #expect(store.statistics.games["sieteymedia"]?.won ?? 0 == 0)
    }

    // MARK: Replay and undo

    private struct Seq: Decodable { var seq: Int }

    /// A Klondike snapshot (after one draw) and a journal of `lines` after it, in memory.
    private func klondikeSave(_ lines: (Int, Double) -> String, count: Int) throws -> MemoryFileSystem {
        let disk = MemoryFileSystem()
        let first = session(disk, seed: 7)
        _ = first.opening(game: .klondike)
        _ = first.handle("draw")
        _ = first.farewell()
        let seq = try JSONDecoder().decode(Seq.self, from: Data(disk.files["/data/saves/klondike.json"] ?? [])).seq
        let old = String(decoding: disk.files["/data/saves/klondike.journal"] ?? [], as: UTF8.self)
        let n = old.split(separator: "\n").count
        var text = old
        for k in 0..<count {
            text += #"{"seq":\#(seq),"n":\#(n + k + 1),"clock":\#(1000.0 + Double(k)),"saved":1,"#
            text += lines(k, 1000.0 + Double(k)) + "}\n"
        }
        _ = disk.remove("/data/saves/klondike.journal")  // there may be no journal yet
        _ = disk.write("/data/saves/klondike.journal", Array(text.utf8), mode: 0o600)
        return disk
    }

    /// 16,000 `draw` lines in a Klondike journal are replayed in well under the time a copy of
    /// the game per line took (before: 19.5 s in a release build, growing with the square of
    /// the lines; now about a second in a debug build).
    @Test func finding17_replayIsLinearInTheLines() throws {
        let disk = try klondikeSave({ _, _ in #""command":"draw""# }, count: 16_000)
        let started = Platform.monotonicSeconds()
        let store = Store(directory: "/data", files: disk)
        let type = try #require(Registry.games.table(.klondike))
        let game = try #require(store.savedGame(type))
        let seconds = Platform.monotonicSeconds() - started
        #expect(store.takeNotices().isEmpty)
        #expect((game.table as? KlondikeTable)?.game.steps.count == 16_001)
        #expect(seconds < 15, "replaying 16,000 lines took \(seconds) s")
    }

    /// `undo` takes the last position off the history where it is: the history is never
    /// copied (before: the table went through a copy, and each undo copied the whole history,
    /// a cost that grew with the game).
    @Test func finding17_undoNeverCopiesTheHistory() throws {
        var table = try #require(Registry.games.table(.klondike)).init(seed: 7)
        _ = table.begin(at: 0)
        for n in 0..<200 { _ = table.carryOut(.draw, argument: .none, at: Double(n)) }
        func address(_ table: any GameTable) -> UnsafeRawPointer? {
            (table as? KlondikeTable)?.game.history.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        let before = address(table)
        _ = table.carryOut(.undo, argument: .none, at: 300)
        #expect((table as? KlondikeTable)?.game.history.count == 199)
        #expect(address(table) == before, "undo copied the history")
    }

    /// Lines baraja never writes end the replay as a damaged line does: a command the game does
    /// not have, a line longer than any command line (a 10 MB argument), and a command that
    /// changed nothing twice in a row (300 `odds` in a poker journal: before, each was played,
    /// 5.4 s in all).
    @Test func finding17_aLineThatDoesNotBelongEndsTheReplay() throws {
        let type = try #require(Registry.games.table(.klondike))
        for (line, kept) in [
            (#""command":"frobnicate""#, 2),
            (#""command":"move","argument":""# + String(repeating: "x", count: 10 << 20) + "\"", 2),
        ] {
            let disk = try klondikeSave({ k, _ in k == 2 ? line : #""command":"draw""# }, count: 5)
            let store = Store(directory: "/data", files: disk)
            let game = try #require(store.savedGame(type))
            #expect(store.takeNotices().map(\.key) == ["store.journal.stopped"], "\(line.prefix(40))")
            #expect((game.table as? KlondikeTable)?.game.steps.count == 1 + kept, "\(line.prefix(40))")
        }
        // Poker: lines of a command that changes nothing.
        let disk = MemoryFileSystem()
        let first = session(disk, seed: 7)
        _ = first.opening(game: .poker)
        _ = first.farewell()
        let seq = try JSONDecoder().decode(Seq.self, from: Data(disk.files["/data/saves/poker.json"] ?? [])).seq
        var text = ""
        for n in 1...300 { text += #"{"seq":\#(seq),"n":\#(n),"clock":\#(100 + n),"saved":1,"command":"odds"}"# + "\n" }
        _ = disk.remove("/data/saves/poker.journal")  // there may be no journal yet
        _ = disk.write("/data/saves/poker.journal", Array(text.utf8), mode: 0o600)
        let store = Store(directory: "/data", files: disk)
        let poker = try #require(Registry.games.table(.poker))
        _ = store.savedGame(poker)
        let notices = store.takeNotices()
        #expect(notices.map(\.key) == ["store.journal.stopped"])
        // Taken up after the first line: the second `odds` is where it stopped.
        #expect(notices.first?.args.dropFirst().first == .int(1), "\(notices)")
    }

    // MARK: A read-only disk

    /// Data and preferences in two folders of one read-only disk: one message says that
    /// nothing is kept, and no later line claims otherwise (before: "your preferences still
    /// are", then after `lang es` «Las partidas y las estadísticas sí se guardan», and after
    /// `color on` "baraja will remember it next time": all false).
    @Test(arguments: [false, true])
    func finding23_aReadOnlyDiskIsToldOnceAndTruthfully(gameFirst: Bool) {
        let disk = MemoryFileSystem()
        disk.readOnlyFolders = ["/data", "/config"]
        var warned: [String] = []
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: 1, colour: false, width: nil,
            clock: REPL.scriptedClock(), store: Store(directory: "/data", files: disk, configDirectory: "/config"),
            asks: false, files: disk)
        s.warnings = { warned.append($0) }
        var out = s.opening(game: gameFirst ? .sieteymedia : nil)
        for line in (gameFirst ? ["hit", "stand"] : []) + [
            "lang es", "color never", "coach on", "lang en", "play solitaire", "auto on",
        ] {
            out += s.handle(line)
        }
        let all = out + warned.joined()
        let english = Localizer(catalogs: Repository.catalogs, language: .en)
        let spanish = Localizer(catalogs: Repository.catalogs, language: .es)
        #expect(warned.count == 1, "\(warned)")
        #expect(
            warned.first?.contains(english.text("store.unwritable.both", .verbatim("/data"), .verbatim("/config")))
                == true)
        for claim in [
            "your preferences still are", "Games and statistics are still saved", "will remember it",
            "baraja remembers it",
            "sí se guardan", "lo recordará",
        ] {
            #expect(!all.contains(claim), "\(claim)")
        }
        #expect(out.contains("until you quit: the preferences cannot be saved"))
        #expect(out.contains(spanish.text("color.set.unkept", .message(Message("color.choice.never.name")))))
    }

    /// Warnings about the files go to `warnings` (standard error in the program), not among
    /// the game's output; without it (tests), before the output as before.
    @Test func finding23_warningsGoToTheirOwnStream() {
        let disk = MemoryFileSystem(files: ["/data/statistics.json": Array("{".utf8)])
        var warned: [String] = []
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: 1, colour: false, width: nil,
            clock: REPL.scriptedClock(), store: Store(directory: "/data", files: disk), asks: false, files: disk)
        s.warnings = { warned.append($0) }
        let out = s.opening(game: .sieteymedia)
        #expect(warned.count == 1 && warned[0].contains("could not be used"), "\(warned)")
        #expect(!out.contains("could not be used"))
    }

    // MARK: Numbers from files

    /// The numbers the stress runs found crashing (SIGILL) when set to their extremes, each
    /// loaded and played on (`Fuzzing.extremes`: the game resumed, its commands played, the
    /// statistics shown): before, each stopped the process, and so this test.
    @Test(arguments: [
        ("statistics.json", ".played", "9223372036854775807"),
        ("statistics.json", ".won", "9223372036854775807"),
        ("statistics.json", ".lost", "9223372036854775807"),
        ("saves/klondike.journal", "[].seq", "9223372036854775807"),
        ("saves/set.json", "[].seq", "9223372036854775807"),
        ("saves/poker.json", ".seats[].chips", "9223372036854775807"),
        ("saves/poker.json", ".seats[].bought", "9223372036854775807"),
        ("saves/set.json", ".mismatches", "9223372036854775807"),
        ("saves/set.json", ".startedAt", "-1e300"),
        ("saves/klondike.json", ".dealtAt", "-1e300"),
        ("saves/klondike.json", ".lastSeen", "1e300"),
    ])
    func finding16_aNumberAtItsExtremePlaysOn(file: String, path: String, value: String) {
        let played = Fuzzing.playedFiles(games: Registry.games, catalogs: Repository.catalogs)
        let cases = Fuzzing.extremeCases(in: played)
        let chosen = cases.indices.filter {
            cases[$0].file == "/data/" + file && cases[$0].path.hasSuffix(path) && cases[$0].value == value
        }
        #expect(!chosen.isEmpty, "no number \(path) in \(file)")
        for index in chosen {
            #expect(
                Fuzzing.extremes(index, games: Registry.games, catalogs: Repository.catalogs, played: played).isEmpty)
        }
    }

    /// A Klondike game won (`wonAfter` in its save) with that number at Int.max.
    @Test func finding16_aWonKlondikeGameWithItsTimeAtIntMaxPlaysOn() throws {
        let disk = MemoryFileSystem()
        let store = Store(directory: "/data", files: disk)
        var table = try #require(Registry.games.table(.klondike)).init(seed: 1)
        _ = table.begin(at: 0)
        store.snapshot(table, clock: 0)
        store.releaseAll()
        var text = String(decoding: disk.files["/data/saves/klondike.json"] ?? [], as: UTF8.self)
        text = text.replacingOccurrences(of: #""dealtAt":"#, with: #""wonAfter":9223372036854775807,"dealtAt":"#)
        #expect(disk.remove("/data/saves/klondike.json"))
        _ = disk.write("/data/saves/klondike.json", Array(text.utf8), mode: 0o600)
        let s = session(disk, saved: .resume)
        _ = s.opening(game: .klondike)
        for line in ["table", "draw", "stats", "new", "draw"] { _ = s.handle(line) }
        #expect(s.invariantProblems().isEmpty)
    }
}
