import Catalog
import Console
import GameKit
import Host
import Synchronization
import TableKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Every number read from a file, at its extremes: each numeric field of each file baraja
/// keeps (each game's snapshot and journal, the statistics, the preferences) is set in turn to
/// ±Int.max, Int.min, ±1e300, -1, a number too big for any integer, and NaN (bare, and as
/// text), and a session then loads the files and plays on. Nothing may crash (the process
/// would stop), and what loads must keep its invariants. `extremes(_:)` is one of these
/// cases (numbered from 0 to `extremeCases(...) - 1`), `allExtremes` every one.
extension Fuzzing {
    /// What a number is replaced with.
    static let extremeValues = [
        "9223372036854775807", "-9223372036854775807", "-9223372036854775808", "1e300", "-1e300", "-1",
        "92233720368547758070", "NaN", "\"NaN\"",
    ]

    /// One case: the file, the number's place in it (its first occurrence of each key path),
    /// and the value put there.
    struct ExtremeCase: CustomStringConvertible {
        var file: String
        var path: String
        var range: Range<Int>
        var value: String
        var description: String { "\(file) \(path) = \(value)" }
    }

    /// The files of a folder in which each game has been played a little, in memory.
    static func playedFiles(games: Games, catalogs: Catalogs) -> MemoryFileSystem {
        let disk = MemoryFileSystem()
        let session = Session(
            games: games, catalogs: catalogs, language: .en, seed: 3, colour: false, width: nil,
            clock: REPL.scriptedClock(), store: Store(directory: "/data", files: disk), savedGames: .replace,
            asks: false, files: disk)
        _ = session.opening(game: nil)
        _ = session.handle("coach on")
        _ = session.handle("color never")
        for game in games.ids {
            _ = session.handle("play \(game.rawValue)")
            for line in script(for: game, games: games) { _ = session.handle(line) }
        }
        _ = session.farewell()
        return disk
    }

    /// `playedFiles`, played once a process for the catalogs of one folder: every extremes
    /// input of a fuzzing run starts from the same files, and playing every game again for each
    /// input had been two thirds of its cost (libFuzzer's 5 s limit, at low priority on a loaded
    /// machine, was reached by an input that costs 0.45 s on an idle one).
    static func playedOnce(games: Games, catalogs: Catalogs) -> MemoryFileSystem {
        let key = catalogs.directory + "\u{0}" + games.ids.map(\.rawValue).joined(separator: ",")
        return playedCache.withLock { cache in
            if !catalogs.directory.isEmpty, let cache, cache.key == key { return MemoryFileSystem(files: cache.files) }
            let disk = playedFiles(games: games, catalogs: catalogs)
            cache = (key, disk.files)
            return disk
        }
    }

    private static let playedCache = Mutex<(key: String, files: [String: [UInt8]])?>(nil)

    /// A few of the game's commands, twice over (some refused, most played), then a new game's start.
    static func script(for game: GameID, games: Games) -> [String] {
        let commands = (games.table(game)?.commands ?? []).map(\.id.rawValue)
            .filter { !["export", "solve", "odds", "players", "variant", "mode"].contains($0) }
        return commands + ["hint"] + commands + ["new", "hint"] + commands
    }

    /// Every case, in a fixed order; `sampled`, a third of them for the short test run: each
    /// field at both ends of the integers (`Int.max`, `Int.min`) and at one other value, the
    /// others in turn from field to field, so that every value still reaches some field.
    static func extremeCases(in disk: MemoryFileSystem, sampled: Bool = false) -> [ExtremeCase] {
        var cases: [ExtremeCase] = []
        var field = 0
        for file in disk.files.keys.sorted() where file.hasSuffix(".json") || file.hasSuffix(".journal") {
            guard let bytes = disk.files[file] else { continue }
            var seen: Set<String> = []
            for (path, range) in numbers(in: bytes) where seen.insert(path).inserted {
                let values = sampled ? sampledValues(field: field) : extremeValues
                for value in values {
                    cases.append(ExtremeCase(file: file, path: path, range: range, value: value))
                }
                field += 1
            }
        }
        return cases
    }

    /// The values of the `field`-th field in a sampled run: both ends of the integers, and one
    /// of the others in turn.
    static func sampledValues(field: Int) -> [String] {
        let ends = [extremeValues[0], extremeValues[2]]
        let others = extremeValues.filter { !ends.contains($0) }
        return ends + [others[field % others.count]]
    }

    /// The numbers in JSON text (one document, or one a line): each one's key path (array
    /// indices left out) and where its bytes are.
    static func numbers(in bytes: [UInt8]) -> [(String, Range<Int>)] {
        var found: [(String, Range<Int>)] = []
        // Each open container: its key path, and whether it is an object (keys) or an array.
        var stack: [(path: String, object: Bool)] = []
        var key: String?
        var i = 0
        func here() -> String {
            let base = stack.last?.path ?? ""
            guard let key, stack.last?.object == true else { return base + "[]" }
            return base.isEmpty ? key : base + "." + key
        }
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\""):
                var j = i + 1
                while j < bytes.count, bytes[j] != UInt8(ascii: "\"") { j += bytes[j] == UInt8(ascii: "\\") ? 2 : 1 }
                let text = String(decoding: bytes[(i + 1)..<min(j, bytes.count)], as: UTF8.self)
                // A string followed by `:` is a key.
                var k = j + 1
                while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x0A { k += 1 }
                if k < bytes.count, bytes[k] == UInt8(ascii: ":"), stack.last?.object == true { key = text }
                i = j + 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                stack.append((here(), b == UInt8(ascii: "{")))
                key = nil
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = stack.popLast()
                key = nil
                i += 1
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                var j = i
                while j < bytes.count, "-+.eE0123456789".utf8.contains(bytes[j]) { j += 1 }
                found.append((here(), i..<j))
                i = j
            default: i += 1
            }
        }
        return found
    }

    /// One case: the files as played, the number replaced, a session that loads them and
    /// plays on (the game whose number it is, or each game for a number of no one game).
    static func extremes(
        _ index: Int, games: Games, catalogs: Catalogs, played: MemoryFileSystem? = nil, sampled: Bool = false
    ) -> [String] {
        let base = played ?? playedFiles(games: games, catalogs: catalogs)
        let cases = extremeCases(in: base, sampled: sampled)
        guard !cases.isEmpty else { return ["no numbers in the files"] }
        let chosen = cases[((index % cases.count) + cases.count) % cases.count]
        var files = base.files
        if var bytes = files[chosen.file] {
            bytes.replaceSubrange(chosen.range, with: Array(chosen.value.utf8))
            files[chosen.file] = bytes
        }
        let disk = MemoryFileSystem(files: files)
        let session = Session(
            games: games, catalogs: catalogs, language: .en, seed: 5, colour: false, width: 80,
            clock: REPL.scriptedClock(), store: Store(directory: "/data", files: disk), savedGames: .resume,
            asks: false, files: disk)
        _ = session.opening(game: nil)
        // The game the number belongs to: that of its save, or the game a statistics field is
        // kept under (`games.<id>.…`, `counted.<id>.…`); a number of no one game (a file's
        // version) is played on with every game.
        let named = games.ids.first { id in
            chosen.file.contains("saves/\(id.rawValue).")
                || ["games.", "counted."].contains { chosen.path.hasPrefix($0 + id.rawValue + ".") }
        }
        for game in named.map({ [$0] }) ?? games.ids {
            _ = session.handle("play \(game.rawValue)")
            for line in ["table", "stats"] + script(for: game, games: games) + ["stats", "table"] {
                _ = session.handle(line)
                let problems = session.invariantProblems()
                if !problems.isEmpty { return ["\(chosen), after \(line): \(problems)"] }
            }
            _ = session.handle("menu")
        }
        _ = session.farewell()
        return []
    }

    /// Every case in turn (`report` told each one before it is played, so that a crash names
    /// it); the broken promises.
    public static func allExtremes(
        games: Games, catalogs: Catalogs, from first: Int = 0, report: (String) -> Void = { _ in }
    ) -> [String] {
        let played = playedFiles(games: games, catalogs: catalogs)
        let cases = extremeCases(in: played)
        var problems: [String] = []
        for (n, chosen) in cases.enumerated() where n >= first {
            report("\(n) \(chosen)")
            problems += extremes(n, games: games, catalogs: catalogs, played: played)
        }
        return problems
    }
}
