import Catalog
import GameKit
import TableKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Entry points for the libFuzzer target (`Fuzz/`): each takes any bytes and must neither
/// crash nor hang; a broken promise stops the process with `preconditionFailure`, which
/// libFuzzer reports with the input.
public enum Fuzzing {
    /// One session per process, fed line after line (state carries over, as in play).
    nonisolated(unsafe) private static var session: Session?

    /// A line of raw bytes to the command parser; the first byte picks a language.
    public static func commandLine(_ bytes: [UInt8], games: Games, catalogs: Catalogs) {
        if session == nil || session!.isFinished {
            session = Session(
                games: games, catalogs: catalogs, language: .en, seed: 1, colour: false, clock: REPL.scriptedClock())
            _ = session!.opening(game: games.ids.first)
        }
        let s = session!
        let out = s.handle(bytes: bytes)
        if out.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F }) {
            preconditionFailure("a control character reached the screen: \(out.debugDescription)")
        }
        let problems = s.invariantProblems()
        if !problems.isEmpty { preconditionFailure("invariants broken: \(problems)") }
    }

    /// A `.strings` catalog's bytes: parsed or refused as malformed, and what parses renders.
    public static func catalog(_ bytes: [UInt8]) {
        do {
            let table = try Catalogs.parse(Data(bytes))
            let localizer = Localizer(catalogs: Catalogs(tables: [.en: table, .ko: table]), language: .ko)
            for key in table.keys.prefix(8) {
                _ = localizer.text(
                    Message(key: key, args: [.int(3), .verbatim("x"), .command(.help)], count: bytes.count % 3))
            }
        } catch let error as CatalogError {
            guard case .malformed = error else { preconditionFailure("unexpected \(error)") }
        } catch {
            preconditionFailure("unexpected \(error)")
        }
    }

    /// A save, statistics or preferences file's bytes (the first byte picks which).
    public static func dataFile(_ bytes: [UInt8], games: Games) {
        guard let first = bytes.first else { return }
        let rest = Array(bytes.dropFirst())
        switch first % 3 {
        case 0:
            let type = games.tables[Int(first / 3) % games.tables.count]
            if case .value(let saved) = Store.interpret(rest, decode: { try type.decodeSave($0) }) {
                var table = saved.table
                for command in type.commands.map(\.id) + [.hint, .new] {
                    _ = table.carryOut(command, argument: nil, at: 100)
                    let problems = table.invariantProblems()
                    if !problems.isEmpty { preconditionFailure("a loaded save broke its invariants: \(problems)") }
                }
            }
        case 1: _ = Store.interpret(rest) { try JSONDecoder().decode(Statistics.self, from: $0) }
        default: _ = Store.interpret(rest) { try JSONDecoder().decode(Preferences.self, from: $0) }
        }
    }
}
