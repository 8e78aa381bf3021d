import GameKit
import Host
import TableKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The files that outlive a session, under `$XDG_DATA_HOME/baraja/` (see `Platform.dataDirectory`),
/// but for the preferences, under `$XDG_CONFIG_HOME/baraja/` (`Platform.configDirectory`):
///
///     preferences.json        language, colour, each game's kept choices (config folder)
///     statistics.json         per game: played, won, lost, drawn, streaks, bests
///     saves/<game>.json       the game in play, written after every command that changes it
///
/// Every file is versioned JSON (`"version": 1`), written atomically. A file that cannot be
/// used is moved aside to `NAME.corrupt-<UTC stamp>` with one message, and play goes on with
/// defaults; a file from a newer version is left untouched (and never written this session);
/// a folder that cannot be written is reported once, and play goes on without saving.
/// The files go through a `FileSystem`: the disk, or memory (`Store.inMemory()`: tests, golden
/// transcripts, a machine without a home folder). Sessions that share the folders share them
/// through locks (`Store+Sharing.swift`): statistics and preferences are read, changed and
/// written under a short lock; a game's save belongs to the session that has the game open.
public final class Store {
    /// The version this program writes and reads.
    public static let version = 1

    /// The folder.
    public let directory: String
    /// The preferences' folder (the data folder unless told otherwise).
    public let configDirectory: String
    /// Where the files are: the disk, or memory.
    public let files: any FileSystem
    public private(set) var preferences = Preferences()
    public internal(set) var statistics = Statistics()
    /// What went wrong with the files, to be shown once (the session shows them).
    var notices: [Message] = []
    /// False after a write to the data folder failed: warned once, no more games or
    /// statistics are written.
    public private(set) var canWrite: Bool
    /// The same for the preferences' folder (one flag with `canWrite` when it is the same folder).
    private var canWritePreferences = true
    /// Files from a newer version or that could not be moved aside: never written.
    var untouchable: Set<String> = []
    /// The bytes last written to each file, so an unchanged state is not written again.
    var written: [String: [UInt8]] = [:]
    let stamp: () -> String
    let wallClock: () -> Int
    /// Each game's journal being written this session (Journal.swift).
    var journals: [GameID: Journal] = [:]
    /// The table's encoding last saved (while it is small: see `save`).
    var lastSavedTable: [GameID: [UInt8]] = [:]
    /// Each game's highest snapshot number seen (Journal.swift).
    var knownSeq: [GameID: Int] = [:]
    /// The games this baraja plays (statistics of others are capped, `Statistics.unknownLimit`).
    let knownGames: Set<String>?

    /// Locks held: each game open in this session (its save is this session's), by game.
    package var claims: [GameID: FileLock] = [:]
    /// Lock files that could not be had (something else at their name), reported once.
    var blockedLocks: Set<String> = []
    /// Games played in this session without being saved: their save is another session's,
    /// or was kept for later (`Session.SavedGames.keep`).
    var detached: Set<GameID> = []

    public init(
        directory: String, files: any FileSystem, configDirectory: String? = nil, knownGames: Set<String>? = nil,
        stamp: @escaping () -> String = Platform.utcStamp,
        wallClock: @escaping () -> Int = Platform.wallSeconds
    ) {
        self.directory = directory
        self.configDirectory = configDirectory ?? directory
        self.knownGames = knownGames
        self.files = files
        self.stamp = stamp
        self.wallClock = wallClock
        canWrite = true
        // The preferences' folder first: a data folder that cannot be made looks at it.
        if self.configDirectory != directory { _ = files.makeDirectories(self.configDirectory) }
        if !files.makeDirectories(directory + "/saves") { failWrite() }
        _ = files.makeDirectories(directory + "/locks")
        files.removeStaleTemporaries(in: directory)
        files.removeStaleTemporaries(in: directory + "/saves")
        if self.configDirectory != directory {
            files.removeStaleTemporaries(in: self.configDirectory)
            movePreferences(from: directory)
        }
        preferences = load(Self.preferencesFile, as: Preferences.self) ?? Preferences()
        statistics = load(Self.statisticsFile, as: Statistics.self) ?? Statistics()
    }

    /// A store in `$XDG_DATA_HOME/baraja` (preferences in `$XDG_CONFIG_HOME/baraja`) on the
    /// disk; in memory without a home folder, saying once that nothing will be kept.
    public static func live(environment: [String: String], knownGames: Set<String>? = nil) -> Store {
        guard let directory = Platform.dataDirectory(environment) else {
            let store = inMemory()
            store.notices.append(Message("store.nowhere"))
            return store
        }
        return Store(
            directory: directory, files: LiveFileSystem(environment: environment),
            configDirectory: Platform.configDirectory(environment) ?? directory, knownGames: knownGames)
    }

    /// A store whose files are kept in memory: nothing reaches the disk. Its clock counts the
    /// saves (the latest is the last written), so a test or soak run goes the same way each time.
    public static func inMemory() -> Store {
        final class Count: @unchecked Sendable { var writes = 0 }
        let count = Count()
        return Store(
            directory: "/baraja", files: MemoryFileSystem(), stamp: { "T\(count.writes)" },
            wallClock: {
                count.writes += 1
                return count.writes
            })
    }

    static let preferencesFile = "preferences.json"
    static let statisticsFile = "statistics.json"
    package static func saveFile(_ game: GameID) -> String { "saves/\(game.rawValue).json" }
    package static func journalFile(_ game: GameID) -> String { "saves/\(game.rawValue).journal" }

    /// The messages gathered since the last call.
    public func takeNotices() -> [Message] {
        defer { notices = [] }
        return notices
    }

    // MARK: Preferences and statistics

    /// A change applied to the preferences on disk now (another session's changes kept),
    /// under the preferences' lock.
    public func update(preferences change: (inout Preferences) -> Void) {
        underLock(Self.preferencesLock) {
            refresh(Self.preferencesFile, as: Preferences.self) { preferences = $0 }
            var changed = preferences
            change(&changed)
            guard changed != preferences else { return }
            preferences = changed
            write(preferences, to: Self.preferencesFile)
        }
    }

    /// A game or hand ended: counted in the statistics on disk now, under their lock.
    package func record(_ game: GameID, _ over: GameOver) { record(game, Tally(over: [over], rebuys: 0), at: nil) }

    /// What a command counted (games ended, fresh stacks of chips taken): in the statistics on
    /// disk now, under their lock. `position`: where the game's save holds the same tally, now
    /// counted (nil: the save does not hold it).
    func record(_ game: GameID, _ tally: Tally, at position: SavePosition?) {
        underLock(Self.statisticsLock) {
            refresh(Self.statisticsFile, as: Statistics.self) { statistics = $0 }
            statistics.apply(tally, to: game.rawValue)
            if let position { statistics.counted[game.rawValue] = position }
            write(statistics, to: Self.statisticsFile)
        }
    }

    /// Fresh stacks of chips taken: counted in the statistics on disk now, under their lock.
    func recordRebuys(_ game: GameID, _ count: Int) { record(game, Tally(over: [], rebuys: count), at: nil) }

    /// Every count forgotten; what the saves hold stays counted (`Statistics.counted`).
    func resetStatistics() {
        underLock(Self.statisticsLock) {
            refresh(Self.statisticsFile, as: Statistics.self) { statistics = $0 }
            let counted = statistics.counted
            statistics = Statistics()
            statistics.counted = counted
            write(statistics, to: Self.statisticsFile)
        }
    }

    // MARK: Reading and writing

    package func path(_ name: String) -> String {
        (name == Self.preferencesFile ? configDirectory : directory) + "/" + name
    }

    func load<T: Decodable>(_ name: String, as type: T.Type) -> T? {
        load(name) { data in
            let decoder = JSONDecoder()
            if let knownGames { decoder.userInfo[Statistics.knownGames] = knownGames }
            return try decoder.decode(T.self, from: data)
        }
    }

    /// Reads, checks the version (at most `newest`), decodes; a file that cannot be used is set aside.
    func load<T>(_ name: String, newest: Int = Store.version, decode: (Data) throws -> T) -> T? {
        let file = path(name)
        switch files.read(file) {
        case .missing: return nil
        case .unreadable:
            setAside(name, reason: "unreadable")
            return nil
        case .bytes(let bytes):
            switch Self.interpret(bytes, newest: newest, decode: decode) {
            case .value(let value):
                written[name] = bytes
                return value
            case .newer(let version):
                untouchable.insert(name)
                notices.append(Message("store.newer", .verbatim(file), .int(version), .int(newest)))
                return nil
            case .unusable(let reason):
                setAside(name, reason: reason)
                return nil
            }
        }
    }

    /// What a file's bytes hold: a value, a newer version's file, or nothing usable (why:
    /// `empty`, `json` or `shape`). Pure, so the fuzz tests call it directly.
    package enum Reading<T> {
        case value(T)
        case newer(version: Int)
        case unusable(reason: String)
    }

    package static func interpret<T>(_ bytes: [UInt8], newest: Int = Store.version, decode: (Data) throws -> T)
        -> Reading<T>
    {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return .unusable(reason: "empty")
        }
        let data = Data(bytes)
        let probe: VersionProbe
        do { probe = try JSONDecoder().decode(VersionProbe.self, from: data) } catch {
            return .unusable(reason: reason(error))
        }
        if probe.version > newest { return .newer(version: probe.version) }
        // Versions count from 1: `"version": -5` is no file this program wrote.
        guard probe.version >= 1 else { return .unusable(reason: "shape") }
        do { return .value(try decode(data)) } catch { return .unusable(reason: reason(error)) }
    }

    /// `empty`, `json` (not JSON at all, or cut short) or `shape` (JSON of another form).
    static func reason(_ error: Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty { return "json" }
        return "shape"
    }

    func setAside(_ name: String, reason: String) {
        let file = path(name)
        var target = "\(file).corrupt-\(stamp())"
        var n = 2
        while files.exists(target) {
            target = "\(file).corrupt-\(stamp())-\(n)"
            n += 1
        }
        let why = Argument.message(Message("store.reason.\(reason)"))
        if files.rename(file, to: target) {
            notices.append(Message("store.corrupt", .verbatim(file), why, .verbatim(target)))
        } else {
            untouchable.insert(name)
            notices.append(Message("store.corrupt.kept", .verbatim(file), why))
        }
    }

    func write<T: Encodable>(_ value: T, to name: String) {
        guard let bytes = try? Self.encoder.encode(value) else { return }
        write(bytes: [UInt8](bytes), to: name)
    }

    /// True when the bytes are written (or were already).
    @discardableResult
    func write(bytes: [UInt8], to name: String) -> Bool {
        let preferences = name == Self.preferencesFile && configDirectory != directory
        guard preferences ? canWritePreferences : canWrite, !untouchable.contains(name) else { return false }
        if written[name] == bytes { return true }
        let problem = files.write(path(name), bytes, mode: 0o600)
        if problem == nil {
            written[name] = bytes
            return true
        }
        failWrite(problem, preferences: preferences)
        return false
    }

    /// Whether a choice made now is kept for the next session (the preferences can be written).
    public var keepsPreferences: Bool { configDirectory == directory ? canWrite : canWritePreferences }

    /// A disk full is said as such; anything else as a folder that cannot be written. When the
    /// preferences have a folder of their own, the other folder is looked at too, so that what
    /// is said is true of both, once: both cannot be written (one message), or only this one
    /// (the message says the other's files are still kept), or this one after the other (the
    /// message says only what is lost now).
    func failWrite(_ problem: FileProblem? = nil, preferences: Bool = false) {
        let base = problem == .full ? "store.full" : "store.unwritable"
        if configDirectory == directory {
            guard canWrite else { return }
            canWrite = false
            canWritePreferences = false
            notices.append(Message(base, .verbatim(directory)))
            return
        }
        guard preferences ? canWritePreferences : canWrite else { return }
        let otherKept = preferences ? canWrite : canWritePreferences
        if preferences { canWritePreferences = false } else { canWrite = false }
        guard otherKept else {
            notices.append(
                Message(
                    preferences ? "store.preferences.also" : "store.games.also",
                    .verbatim(
                        preferences ? configDirectory : directory)))
            return
        }
        if !files.canWrite(in: preferences ? directory : configDirectory) {
            canWrite = false
            canWritePreferences = false
            notices.append(Message("store.unwritable.both", .verbatim(directory), .verbatim(configDirectory)))
            return
        }
        notices.append(
            Message(
                base + (preferences ? ".preferences" : ".games"), .verbatim(preferences ? configDirectory : directory)))
    }

    /// Saves are written often: compact, one encoding a write.
    static var compactEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    package static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return encoder
    }
}

/// Just the version of a file, read before the rest.
private struct VersionProbe: Decodable { var version: Int }
