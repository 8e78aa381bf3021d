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

/// Issue 13's findings about sessions that share a data folder, scripts, and the files a
/// command writes; each test is named after its finding and fails on the code before the fix.
@Suite struct SharingTests {
    /// A session on a file system shared with others (memory: the locks contend as on a disk).
    private func session(
        _ files: any FileSystem, _ language: Language = .en, seed: UInt64 = 42, saved: SavedGames? = nil,
        asks: Bool = true
    ) -> Session {
        Session(
            games: Registry.games, catalogs: Repository.catalogs, language: language, seed: seed, colour: false,
            width: nil, clock: REPL.scriptedClock(), store: Store(directory: "/data", files: files),
            savedGames: saved, asks: asks, files: files)
    }

    private func statistics(_ files: MemoryFileSystem) throws -> Statistics {
        try JSONDecoder().decode(Statistics.self, from: Data(files.files["/data/statistics.json"] ?? []))
    }

    // MARK: Finding 1: no locking

    /// Three sessions open at once, each finishing hands: the statistics count every hand
    /// (before: each wrote its own stale copy over the others', 60 of 90 hands lost).
    @Test func finding1_sessionsSharingAFolderLoseNoHands() throws {
        let disk = MemoryFileSystem()
        let sessions = [session(disk, seed: 1), session(disk, seed: 2), session(disk, seed: 3)]
        for s in sessions { _ = s.opening(game: .sieteymedia) }
        // Interleaved: each session's copy of the statistics is stale when it records.
        for _ in 0..<10 {
            for line in ["hit", "stand", "new"] {
                for s in sessions { _ = s.handle(line) }
            }
        }
        #expect(try statistics(disk).games["sieteymedia"]?.played == 30)
    }

    /// A language chosen in one session is still there after another session saves its colour
    /// (before: the second wrote its stale preferences over the first's).
    @Test func finding1_aLanguageChosenInOneSessionSurvivesAnothersColour() throws {
        let disk = MemoryFileSystem()
        let one = session(disk)
        let two = session(disk)
        _ = one.handle("lang es")
        _ = two.handle("color never")
        let kept = try JSONDecoder().decode(Preferences.self, from: Data(disk.files["/data/preferences.json"] ?? []))
        #expect(kept.language == "es" && kept.color == "never", "\(kept)")
    }

    /// A game's save belongs to the session that has the game open: a second session is told
    /// in one line, plays a fresh game, and never writes over the first one's save.
    @Test func finding1_aSavedGameBelongsToTheSessionThatHasItOpen() throws {
        let disk = MemoryFileSystem()
        let first = session(disk)
        _ = first.opening(game: .sieteymedia)
        _ = first.handle("hit")
        // The save is the snapshot and its journal (Journal.swift): both belong to the owner.
        func save() -> [[UInt8]?] {
            [disk.files["/data/saves/sieteymedia.json"], disk.files["/data/saves/sieteymedia.journal"]]
        }
        let saved = save()
        let second = session(disk, seed: 7)
        let opening = second.opening(game: .sieteymedia)
        #expect(opening.contains("is open in another baraja session. This is a fresh game, and it is not saved over"))
        #expect(!second.isAsking && opening.contains("40 cards left in the deck."), "\(opening)")
        for line in ["hit", "hit", "stand", "new", "hit"] { _ = second.handle(line) }
        #expect(save() == saved, "the second session wrote over the save")
        // Its hands still count.
        #expect(try statistics(disk).games["sieteymedia"]?.played ?? 0 >= 1)
        // The first session goes on saving; once it ends, the game is offered again.
        _ = first.handle("hit")
        #expect(save() != saved, "the owner stopped saving")
        _ = first.farewell()
        let third = session(disk)
        #expect(third.opening(game: .sieteymedia).contains("Continue it?"))
    }

    // MARK: Finding 8: a saved game blocks piped input

    /// With piped input nothing is asked: a fresh game that leaves the save alone, one line
    /// saying so; `--resume` continues it without asking (before: every line was refused
    /// as not answering the question).
    @Test func finding8_aSavedGameNeverBlocksPipedInput() {
        let disk = MemoryFileSystem()
        let first = session(disk)
        _ = first.opening(game: .sieteymedia)
        _ = first.handle("hit")
        _ = first.farewell()
        let saved = disk.files["/data/saves/sieteymedia.json"]

        let piped = session(disk, saved: .keep, asks: false)
        let opening = piped.opening(game: .sieteymedia)
        #expect(!piped.isAsking)
        #expect(opening.contains("There is a saved game of siete y media. This is a fresh game, and it is not saved"))
        #expect(opening.contains("“--resume” continues it") || opening.contains("--resume"), "\(opening)")
        #expect(piped.handle("hit").contains("39 cards left"))
        #expect(disk.files["/data/saves/sieteymedia.json"] == saved, "the fresh game replaced the save")
        _ = piped.farewell()

        let resumed = session(disk, saved: .resume, asks: false)
        let back = resumed.opening(game: .sieteymedia)
        #expect(!resumed.isAsking && back.contains("Back to siete y media"), "\(back)")
    }

    /// `stats reset` with piped input resets without a question (the command says it).
    @Test func finding8_statsResetIsNeverAskedOfPipedInput() throws {
        let disk = MemoryFileSystem()
        let s = session(disk, asks: false)
        _ = s.opening(game: .sieteymedia)
        for line in ["hit", "stand"] { _ = s.handle(line) }
        #expect(try statistics(disk).games["sieteymedia"]?.played == 1)
        let out = s.handle("stats reset")
        #expect(!s.isAsking)
        #expect(out.contains("nothing was asked"), "\(out)")
        #expect(try statistics(disk).games.isEmpty)
    }

    // MARK: Finding 10: a read-only folder

    /// With a folder that cannot be written, declining the saved game does not claim that the
    /// fresh one replaces it.
    @Test func finding10_aReadOnlyFolderDoesNotClaimTheSaveIsReplaced() {
        let disk = MemoryFileSystem()
        let first = session(disk)
        _ = first.opening(game: .sieteymedia)
        _ = first.handle("hit")
        _ = first.farewell()
        disk.unwritable = true
        let s = session(disk)
        _ = s.opening(game: .sieteymedia)
        let out = s.handle("no")
        #expect(!out.contains("it replaces the saved one"), "\(out)")
        #expect(out.contains("the saved game stays as it is"), "\(out)")
    }

    /// With the preferences in a folder of their own, a read-only data folder stops games and
    /// statistics only, and says so (before: the message named the preferences too, and no
    /// preference was kept); a read-only preferences folder the other way round.
    @Test func finding10_aReadOnlyFolderNamesOnlyWhatItHolds() throws {
        let data = MemoryFileSystem()
        data.readOnlyFolders = ["/data"]
        let games = Store(directory: "/data", files: data, configDirectory: "/config")
        games.update { $0.language = "es" }
        games.record(.sieteymedia, GameOver(.won))
        let gamesNotices = games.takeNotices().map(\.key)
        #expect(gamesNotices == ["store.unwritable.games"], "\(gamesNotices)")
        #expect(data.files["/config/preferences.json"] != nil, "the preferences were not kept")
        #expect(!games.canWrite)

        let config = MemoryFileSystem()
        config.readOnlyFolders = ["/config"]
        let prefs = Store(directory: "/data", files: config, configDirectory: "/config")
        prefs.update { $0.language = "es" }
        prefs.record(.sieteymedia, GameOver(.won))
        let prefsNotices = prefs.takeNotices().map(\.key)
        #expect(prefsNotices == ["store.unwritable.preferences"], "\(prefsNotices)")
        #expect(config.files["/data/statistics.json"] != nil, "the statistics were not kept")
        #expect(prefs.canWrite)
    }

    /// A statistics file with 100,000 games this baraja does not play: the known games are
    /// read, and at most `Statistics.unknownLimit` others (before: every one, 7 s and 130 MB).
    @Test func finding10_unknownGamesInTheStatisticsAreCapped() throws {
        var text = #"{"version": 1, "games": {"sieteymedia": {"played": 3, "won": 1, "lost": 2, "drawn": 0, "#
        text += #""streak": 0, "bestStreak": 1}"#
        for n in 0..<100_000 {
            text += #", "junk\#(n)": {"played": 1, "won": 0, "lost": 1, "drawn": 0, "streak": 0, "bestStreak": 0}"#
        }
        text += "}}"
        let disk = MemoryFileSystem(files: ["/data/statistics.json": Array(text.utf8)])
        let store = Store(directory: "/data", files: disk, knownGames: Set(Registry.games.ids.map(\.rawValue)))
        #expect(store.statistics.games["sieteymedia"]?.played == 3)
        #expect(store.statistics.games.count == 1 + Statistics.unknownLimit)
    }

    // MARK: Finding 7: no home

    /// Without HOME or an XDG folder, the session says once that nothing will be kept.
    @Test func finding7_withoutAHomeNothingKeptIsSaidOnce() {
        let store = Store.live(environment: [:])
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: 1, colour: false, width: nil,
            store: store)
        let opening = s.opening(game: nil)
        #expect(opening.components(separatedBy: "will not be kept after you quit").count == 2, "\(opening)")
        #expect(!s.handle("help").contains("will not be kept"))
    }

    // MARK: Preferences move to the config folder

    @Test func preferencesMoveToTheConfigFolderOnce() {
        let disk = MemoryFileSystem(files: [
            "/data/preferences.json": Array(#"{"version": 1, "language": "ko", "games": {}}"#.utf8)
        ])
        let store = Store(directory: "/data", files: disk, configDirectory: "/config")
        #expect(store.preferences.language == "ko")
        #expect(disk.files["/data/preferences.json"] == nil && disk.files["/config/preferences.json"] != nil)
        store.update { $0.color = "never" }
        #expect(disk.files["/data/preferences.json"] == nil, "written back to the old place")
    }

    // MARK: Finding 9: control and bidirectional characters

    /// U+202E typed at the prompt is not echoed raw (nor any bidirectional control).
    @Test func finding9_bidiOverridesAreNeverEchoedRaw() {
        let s = session(MemoryFileSystem())
        for scalar: UInt32 in [0x202A, 0x202E, 0x2066, 0x2069, 0x200E, 0x200F, 0x061C] {
            let typed = "ab" + String(UnicodeScalar(scalar)!) + "cd"
            let out = s.handle(typed)
            #expect(!out.unicodeScalars.contains { $0.value == scalar }, "U+\(String(scalar, radix: 16)) echoed raw")
        }
        #expect(Format.visible("a\u{202E}b") == "a<U+202E>b")
        #expect(Format.visible("a\n\u{1B}]2;X\u{7}b", keepingLines: true) == "a\n^[]2;X^Gb")
    }

    // MARK: Finding 2: export replaces whatever is at the path

    private func klondike(_ files: any FileSystem, asks: Bool) -> Session {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: 5, colour: false, width: nil,
            clock: REPL.scriptedClock(), asks: asks, files: files)
        _ = s.opening(game: .klondike)
        return s
    }

    /// A FIFO, a folder, a link, a device at the target: refused, named, nothing written.
    @Test func finding2_exportRefusesWhatIsNotARegularFile() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        mkfifo(folder + "/fifo", 0o600)
        mkdir(folder + "/dir", 0o700)
        write("victim", to: folder + "/victim")
        symlink(folder + "/victim", folder + "/link")
        let s = klondike(LiveFileSystem(), asks: true)
        let cases = [
            ("fifo", "a FIFO"), ("dir", "a folder"), ("link", "a symbolic link"),
        ]
        for (name, kind) in cases {
            let out = s.handle("export \(folder)/\(name)")
            #expect(out.contains("is \(kind)") && out.contains("Nothing was written"), "\(name): \(out)")
            #expect(!s.isAsking)
        }
        #expect(s.handle("export /dev/null").contains("is a device"))
        #expect(bytes(folder + "/victim") == Array("victim".utf8), "the link's target was written")
    }

    /// A regular file there: asked on a terminal; refused with piped input, saying how to
    /// replace it; replaced with the replace word.
    @Test func finding2_exportAsksBeforeReplacingAFile() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/deal.txt"
        write("mine", to: path)
        let piped = klondike(LiveFileSystem(), asks: false)
        let refused = piped.handle("export \(path)")
        #expect(refused.contains("exists already") && refused.contains("“replace”"), "\(refused)")
        #expect(bytes(path) == Array("mine".utf8))
        #expect(piped.handle("export \(path) replace").contains("written"), "the replace word")
        #expect(bytes(path) != Array("mine".utf8))

        write("mine", to: path)
        let terminal = klondike(LiveFileSystem(), asks: true)
        #expect(terminal.handle("export \(path)").contains("Replace it?"))
        #expect(terminal.isAsking)
        #expect(terminal.handle("no").contains("nothing was written"))
        #expect(bytes(path) == Array("mine".utf8))
        _ = terminal.handle("export \(path)")
        #expect(terminal.handle("yes").contains("written"))
        #expect(bytes(path) != Array("mine".utf8))
    }
}
