import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import KlondikeConsole
@testable import PokerConsole
@testable import SetConsole
@testable import SieteYMediaConsole

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Golden transcripts: `Tests/Transcripts/NAME.in` holds the commands (its first line may
/// be `# args: --lang es --seed 42 --game siete`), `NAME.txt` what a terminal user sees.
/// Set BARAJA_UPDATE_GOLDEN=1 to write the golden files anew, then read the diff.
@Suite struct TranscriptTests {
    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Repository.transcripts)) ?? []
        return files.filter { $0.hasSuffix(".in") }.map { String($0.dropLast(3)) }.sorted()
    }()

    @Test func thereAreGoldenTranscriptsInEveryLanguage() {
        for code in ["en", "es", "ko"] {
            #expect(Self.names.contains { $0.hasSuffix(".\(code)") }, "no transcript for \(code)")
        }
    }

    @Test(arguments: names)
    func transcriptMatchesGolden(_ name: String) throws {
        let input = try String(contentsOfFile: "\(Repository.transcripts)/\(name).in", encoding: .utf8)
        var lines = input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var arguments: [String] = []
        if let first = lines.first, first.hasPrefix("# args:") {
            arguments = first.dropFirst(7).split(separator: " ").map(String.init)
            lines.removeFirst()
        }
        func value(_ flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
        }
        let catalogs = Repository.catalogs
        let language = value("--lang").flatMap(Language.init(rawValue:)) ?? .en
        let seed = value("--seed").flatMap(UInt64.init) ?? 0
        let game = value("--game").flatMap {
            Registry.games.id(named: $0, localizer: Localizer(catalogs: catalogs, language: .en))
        }
        let session = Session(
            games: Registry.games, catalogs: catalogs, language: language, seed: seed, colour: false,
            clock: REPL.scriptedClock())
        let actual = REPL.transcript(session, lines: lines, game: game)
        let goldenPath = "\(Repository.transcripts)/\(name).txt"
        if ProcessInfo.processInfo.environment["BARAJA_UPDATE_GOLDEN"] == "1" {
            try actual.write(toFile: goldenPath, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOfFile: goldenPath, encoding: .utf8)
        #expect(actual == golden, "transcript \(name) differs from its golden file")
    }
}
