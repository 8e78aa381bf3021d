import Catalog
import Console
import GameKit
import TableKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Entry points for the libFuzzer target (`Fuzz/`): each takes any bytes and must neither
/// crash nor hang, and returns the promises it found broken (the target stops the process
/// with `preconditionFailure` on any, which libFuzzer reports with the input). The tests
/// replay `Fuzz/corpus` through `run` too.
public enum Fuzzing {
    /// What an input reaches: its first byte chooses the target (0: command line, 1:
    /// catalog, 2: data file, 3: sessions sharing a folder, `Fuzzing.sharing`), a data file's
    /// second byte the kind of file (0: a save, of the game `byte / 3` in the list of games,
    /// 1: statistics, 2: preferences; from 192 on, 0 is a journal, of the game
    /// `(byte - 192) / 3`, replayed on a fresh game's snapshot, and 1 a number of a played
    /// folder's files set to an extreme, the case chosen by the next two bytes:
    /// `FuzzingExtremes.swift`).
    public enum Target: Equatable, Sendable {
        case commandLine, catalog, statistics, preferences
        case save(GameID)
        case journal(GameID)
        case extremes(Int)
        case sharing
    }

    /// The second byte from which a data file is a journal.
    public static let journalKinds: UInt8 = 192

    /// The target of an input and the bytes it is given; nil for an empty input (or a data
    /// file without its kind).
    public static func route(_ bytes: [UInt8], games: Games) -> (target: Target, bytes: [UInt8])? {
        guard let first = bytes.first else { return nil }
        let rest = Array(bytes.dropFirst())
        switch first % 4 {
        case 0: return (.commandLine, rest)
        case 1: return (.catalog, rest)
        case 3: return (.sharing, rest)
        default:
            guard let kind = rest.first else { return nil }
            let file = Array(rest.dropFirst())
            switch kind % 3 {
            case 0 where kind >= journalKinds:
                return (.journal(games.ids[Int((kind - journalKinds) / 3) % games.ids.count]), file)
            case 0: return (.save(games.ids[Int(kind / 3) % games.ids.count]), file)
            case 1 where kind >= journalKinds:
                return (.extremes(file.prefix(2).reduce(0) { $0 << 8 | Int($1) }), [])
            case 1: return (.statistics, file)
            default: return (.preferences, file)
            }
        }
    }

    /// One input, as libFuzzer gives it: routed by `route`, the broken promises returned.
    public static func run(_ bytes: [UInt8], games: Games, catalogs: Catalogs) -> [String] {
        guard let (target, input) = route(bytes, games: games) else { return [] }
        switch target {
        case .commandLine: return commandLine(input, games: games, catalogs: catalogs)
        case .catalog: return catalog(input)
        case .save(let game): return save(input, game: game, games: games)
        case .journal(let game): return journal(input, game: game, games: games)
        case .extremes(let index):
            let played = playedOnce(games: games, catalogs: catalogs)
            return extremes(index, games: games, catalogs: catalogs, played: played)
        case .statistics: _ = Store.interpret(input) { try JSONDecoder().decode(Statistics.self, from: $0) }
        case .preferences: _ = Store.interpret(input) { try JSONDecoder().decode(Preferences.self, from: $0) }
        case .sharing: return sharing(input, games: games)
        }
        return []
    }

    /// One session per process, fed line after line (state carries over, as in play).
    nonisolated(unsafe) private static var session: Session?

    /// A line of raw bytes to the command parser (one session, fed line after line).
    static func commandLine(_ bytes: [UInt8], games: Games, catalogs: Catalogs) -> [String] {
        if session == nil || session!.isFinished {
            session = Session(
                games: games, catalogs: catalogs, language: .en, seed: 1, colour: false, clock: REPL.scriptedClock())
            _ = session!.opening(game: games.ids.first)
        }
        let s = session!
        let out = s.handle(bytes: bytes)
        if out.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F }) {
            return ["a control character reached the screen: \(out.debugDescription)"]
        }
        return s.invariantProblems().map { "invariants broken: \($0)" }
    }

    /// A `.strings` catalog's bytes: parsed or refused as malformed, and what parses renders.
    static func catalog(_ bytes: [UInt8]) -> [String] {
        do {
            let table = try Catalogs.parse(bytes)
            // The same table as English and as a language with Korean particles.
            var korean = table
            korean["language.particles"] = "korean"
            let ko = Language("ko")
            let localizer = Localizer(catalogs: Catalogs(tables: [.en: table, ko: korean]), language: ko)
            for key in table.keys.prefix(8) {
                _ = localizer.text(
                    Message(key: key, args: [.int(3), .verbatim("x"), .command(.help)], count: bytes.count % 3))
            }
        } catch {
            guard case .malformed = error else { return ["unexpected \(error)"] }
        }
        return []
    }

    /// A save's bytes: refused, or a game that keeps its invariants through every command.
    static func save(_ bytes: [UInt8], game: GameID, games: Games) -> [String] {
        guard let type = games.table(game),
            case .value(let saved) = Store.interpret(
                bytes, newest: Store.saveVersion, decode: { try type.decodeSave($0) })
        else { return [] }
        var table = saved.table
        for command in type.commands.map(\.id) + [.hint, .new] {
            _ = table.carryOut(command, word: nil, at: 100)
            let problems = table.invariantProblems()
            if !problems.isEmpty { return ["a loaded save broke its invariants after \(command): \(problems)"] }
        }
        return []
    }

    /// A journal's bytes, replayed on a fresh game's snapshot (as a store in memory loads it):
    /// whatever the lines say, the game comes back keeping its invariants, and a second load
    /// (after the replay stopped and wrote the game anew) gives the same game.
    static func journal(_ bytes: [UInt8], game: GameID, games: Games) -> [String] {
        guard let type = games.table(game) else { return [] }
        let store = Store.inMemory()
        var table = type.init(seed: 1)
        _ = table.begin(at: 0)
        store.snapshot(table, clock: 0)
        _ = store.files.write(store.path(Store.journalFile(game)), bytes, mode: 0o600)
        guard let loaded = Store(directory: store.directory, files: store.files).savedGame(type) else {
            return ["the snapshot did not load"]
        }
        let problems = loaded.table.savedStateProblems()
        if !problems.isEmpty { return ["a replayed journal broke its invariants: \(problems)"] }
        return []
    }
}
