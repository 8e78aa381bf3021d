import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import CardKit
@testable import Catalog
@testable import Console
@testable import ConsoleChecks
@testable import KlondikeConsole
@testable import PokerConsole
@testable import SetConsole
@testable import SieteYMediaConsole

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Generator-driven fuzzing of what reads outside input: the command parser (lines as raw
/// bytes), the catalog loader and the save, statistics and preferences loaders. Inputs are
/// valid ones mutated (bytes flipped, cut, repeated, spliced with syntax characters) and
/// random bytes. Nothing may crash; what loads must be sound.
///
/// `BARAJA_FUZZ_RUNS` sets the inputs per target (by default 20,000, or 5,000 in the short
/// run of `TestSize`, `scripts/test`'s; CI runs them all), `BARAJA_FUZZ_SEED` the seed. The libFuzzer target in `Fuzz/` drives the same entry points (see the README).
@Suite struct FuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let runs = environment["BARAJA_FUZZ_RUNS"].flatMap(Int.init) ?? TestSize.pick(short: 5_000, full: 20_000)
    static let seed = environment["BARAJA_FUZZ_SEED"].flatMap(UInt64.init) ?? 7

    /// Bytes that matter to the formats: JSON, .strings, format specifiers, UTF-8 lead bytes.
    static let syntax: [UInt8] =
        Array("{}[]\":,;=\\/*%$@0123456789.-+eE \n\ttrue false null".utf8) + [
            0, 0x1B, 0x7F, 0xC3, 0xE2, 0xED, 0xF0, 0xFF,
        ]

    static func mutate(_ input: [UInt8], _ random: inout SeededRNG) -> [UInt8] {
        var bytes = input
        for _ in 0...random.below(4) {
            let at = bytes.isEmpty ? 0 : random.below(bytes.count)
            switch random.below(7) {
            case 0: if !bytes.isEmpty { bytes[at] = UInt8(truncatingIfNeeded: random.next()) }
            case 1: if !bytes.isEmpty { bytes[at] ^= 1 << UInt8(random.below(8)) }
            case 2: bytes.insert(syntax[random.below(syntax.count)], at: at)
            case 3: if !bytes.isEmpty { bytes.remove(at: at) }
            case 4: bytes = Array(bytes.prefix(at))  // cut short
            case 5:
                if !bytes.isEmpty {  // a piece repeated
                    let end = min(bytes.count, at + random.below(16) + 1)
                    bytes.insert(contentsOf: bytes[at..<end], at: random.below(bytes.count))
                }
            default: if !bytes.isEmpty { bytes.removeSubrange(at..<min(bytes.count, at + random.below(32) + 1)) }
            }
        }
        return bytes
    }

    @Test func theCommandParserTakesAnyBytes() {
        var random = SeededRNG(seed: Self.seed)
        let localizer = Localizer(catalogs: Repository.catalogs, language: .en)
        let seeds =
            Session.specs(for: Registry.games).flatMap { spec in
                Language.allCases.flatMap { localizer.aliases(ofCommand: spec.id, in: $0) }
            }
            .map { Array($0.utf8) } + [
                Array("bank simple".utf8), Array("lang ko".utf8), Array("play siete".utf8), Array("stats reset".utf8),
            ]
        var s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: 1, colour: false,
            clock: REPL.scriptedClock())
        _ = s.opening(game: .sieteymedia)
        for run in 0..<Self.runs {
            let input =
                random.below(4) == 0
                ? (0..<random.below(64)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                : Self.mutate(seeds[random.below(seeds.count)], &random)
            let out = s.handle(bytes: input)
            #expect(
                !withoutColour(out).unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F },
                "\(input): \(out.debugDescription)")
            #expect(s.invariantProblems().isEmpty, "\(input)")
            if s.isFinished || run % 997 == 0 {
                s = Session(
                    games: Registry.games, catalogs: Repository.catalogs, language: Language.allCases[run % 3],
                    seed: UInt64(run),
                    colour: false,
                    clock: REPL.scriptedClock())
                _ = s.opening(game: .sieteymedia)
            }
        }
    }

    @Test func theLineSplitterCutsAnyStreamAsAPlainSplitWould() {
        var random = SeededRNG(seed: Self.seed)
        for _ in 0..<Self.runs / 10 {
            let limit = 1 + random.below(12)
            let input = (0..<random.below(80)).map { _ in [0x0A, 0x0D, 0x61, 0xC3, 0xFF][random.below(5)] as UInt8 }
            // What a plain split gives: each line, a CR before its newline dropped, too long counted.
            var expected: [LineSplitter.Piece] = []
            var segments = input.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
            if segments.last == [] { segments.removeLast() }
            for segment in segments {
                let line = segment.last == 0x0D ? Array(segment.dropLast()) : segment
                expected.append(line.count <= limit ? .line(line) : .tooLong(bytes: segment.count))
            }
            // Fed in random pieces, taken as they come.
            var splitter = LineSplitter(limit: limit)
            var got: [LineSplitter.Piece] = []
            var rest = input[...]
            while !rest.isEmpty {
                let n = 1 + random.below(rest.count)
                splitter.feed(rest.prefix(n))
                rest = rest.dropFirst(n)
                while let piece = splitter.next() { got.append(piece) }
            }
            while let piece = splitter.next(final: true) { got.append(piece) }
            #expect(got == expected, "limit \(limit), input \(input)")
            if got != expected { return }
        }
    }

    @Test func theCatalogLoaderRefusesOrReadsAnyBytes() throws {
        var random = SeededRNG(seed: Self.seed)
        // Every table of the Spanish catalog, one after the other.
        let folder = Repository.localizations + "/es.lproj"
        var full: [UInt8] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        where name.hasSuffix(".strings") {
            full += [UInt8](try #require(FileManager.default.contents(atPath: folder + "/" + name)))
        }
        // Small pieces of the real catalog keep each run fast; a few runs take all of it.
        let lines = full.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        var loaded = 0
        for run in 0..<Self.runs {
            let start = random.below(lines.count)
            let piece =
                run % 500 == 0
                ? full : Array(lines[start..<min(lines.count, start + 1 + random.below(12))].joined(separator: [0x0A]))
            let input = Self.mutate(piece, &random)
            do {
                let table = try Catalogs.parse(Array(input))
                loaded += 1
                // Whatever loads must render: odd specifiers, missing arguments, stray %.
                let localizer = Localizer(
                    catalogs: Catalogs(tables: [.en: table, .es: table, .ko: table]), language: .ko)
                for key in table.keys.prefix(8) {
                    _ = localizer.text(
                        Message(key: key, args: [.int(3), .verbatim("x"), .command(.hit)], count: run % 3))
                }
            } catch {
                guard case .malformed = error else {
                    Issue.record("unexpected \(error)")
                    return
                }
            }
        }
        #expect(loaded > 0, "no mutated catalog parsed at all: the mutations are too harsh to test rendering")
    }

    @Test func theSaveAndSettingsLoadersRefuseOrReadAnyBytes() throws {
        var random = SeededRNG(seed: Self.seed)
        // Real files to start from: a game in play, statistics, preferences.
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: 5, colour: false,
            clock: REPL.scriptedClock())
        _ = s.opening(game: .sieteymedia)
        for line in ["hit", "stand", "new", "hit", "bank simple"] { _ = s.handle(line) }
        var saves: [GameID: [UInt8]] = [:]
        for type in Registry.games.tables {
            var table = type.init(seed: 3)
            _ = table.begin(at: 0)
            _ = table.perform(.hint, argument: .none, at: 1)
            saves[type.id] = try table.encodeSave(clock: 12.5, saved: 1_700_000_000)
        }
        saves[.sieteymedia] =
            try s.store.savedGame(SieteYMediaTable.self).map { try $0.table.encodeSave(clock: 3, saved: 4) }
            ?? saves[.sieteymedia]
        var statistics = Statistics()
        statistics.games["sieteymedia"] = GameStatistics()
        statistics.games["sieteymedia"]!.record(GameOver(.won, score: 3, seconds: 40))
        let statisticsBytes = [UInt8](try Store.encoder.encode(statistics))
        var preferences = Preferences()
        preferences.language = "ko"
        preferences.color = "never"
        preferences.games["sieteymedia"] = ["bank": "simple"]
        let preferencesBytes = [UInt8](try Store.encoder.encode(preferences))

        var counts = (value: 0, newer: 0, unusable: 0)
        func count<T>(_ reading: Store.Reading<T>) {
            switch reading {
            case .value: counts.value += 1
            case .newer: counts.newer += 1
            case .unusable(let reason):
                #expect(["empty", "json", "shape"].contains(reason))
                counts.unusable += 1
            }
        }
        for run in 0..<Self.runs {
            switch run % 3 {
            case 0:
                let type = Registry.games.tables[random.below(Registry.games.tables.count)]
                let reading = Store.interpret(Self.mutate(saves[type.id]!, &random)) {
                    try type.decodeSave($0)
                }
                count(reading)
                if case .value(let saved) = reading {
                    // A save that loads is a sound game that takes commands.
                    var table = saved.table
                    #expect(table.invariantProblems().isEmpty)
                    for command in type.commands.map(\.id) + [.hint, .new] {
                        _ = table.carryOut(command, argument: .none, at: 100)
                        #expect(table.invariantProblems().isEmpty, "\(command)")
                    }
                }
            case 1:
                count(
                    Store.interpret(Self.mutate(statisticsBytes, &random)) {
                        try JSONDecoder().decode(Statistics.self, from: $0)
                    })
            default:
                count(
                    Store.interpret(Self.mutate(preferencesBytes, &random)) {
                        try JSONDecoder().decode(Preferences.self, from: $0)
                    })
            }
        }
        #expect(counts.value > 0 && counts.unusable > 0, "\(counts)")
    }

    /// Sessions sharing a folder (`Fuzzing.sharing`): random scripts of hands, languages,
    /// games opened and let go, saves and restarts over three stores; nothing counted is lost,
    /// no game is open twice, no save is written without its lock.
    @Test func sessionsSharingAFolderKeepTheirPromisesWhateverTheyDo() {
        var random = SeededRNG(seed: Self.seed)
        for _ in 0..<max(1, Self.runs / 20) {
            let script = (0..<random.below(120)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let problems = Fuzzing.sharing(script, games: Registry.games)
            #expect(problems.isEmpty, "\(script): \(problems)")
            if !problems.isEmpty { return }
        }
    }

    /// Every numeric field of every file a played folder holds, set in turn to its extremes
    /// (±Int.max, Int.min, ±1e300, -1, beyond any integer, NaN bare and as text), then loaded
    /// and played on (`Fuzzing.extremes`, each case of `Fuzzing.extremeCases`): nothing
    /// crashes (a crash stops this test's process), and every game keeps its invariants. The
    /// cases are shared among `extremeParts` runs side by side (the n-th case in run n modulo
    /// the parts): played in one, they were the longest test of the run. The short run
    /// (`TestSize`) plays a third of them: every field at both ends of the integers and at one
    /// other value (`sampledCasesKeepEveryFieldAndEveryValue`).
    @Test(arguments: 0..<Self.extremeParts) func everyNumberOfEveryFileAtItsExtremesPlaysOn(part: Int) {
        let played = Fuzzing.playedFiles(games: Registry.games, catalogs: Repository.catalogs)
        let cases = Fuzzing.extremeCases(in: played, sampled: TestSize.isShort)
        #expect(cases.count >= Self.extremeParts, "\(cases.count) cases")
        var problems: [String] = []
        for index in cases.indices where index % Self.extremeParts == part {
            problems += Fuzzing.extremes(
                index, games: Registry.games, catalogs: Repository.catalogs, played: played, sampled: TestSize.isShort)
        }
        #expect(problems.isEmpty, "\(problems.prefix(5))")
    }

    /// The short run's sample of the extreme numbers still puts every field at both ends of
    /// the integers, and every extreme value into some field of every file.
    @Test func sampledCasesKeepEveryFieldAndEveryValue() {
        let played = Fuzzing.playedFiles(games: Registry.games, catalogs: Repository.catalogs)
        let every = Fuzzing.extremeCases(in: played)
        let sampled = Fuzzing.extremeCases(in: played, sampled: true)
        #expect(sampled.count * 3 == every.count, "\(sampled.count) of \(every.count)")
        let fields = Set(every.map { "\($0.file) \($0.path)" })
        for end in [Fuzzing.extremeValues[0], Fuzzing.extremeValues[2]] {
            #expect(Set(sampled.filter { $0.value == end }.map { "\($0.file) \($0.path)" }) == fields, "\(end)")
        }
        for file in Set(every.map(\.file)) where every.filter({ $0.file == file }).count >= 9 * 7 {
            #expect(Set(sampled.filter { $0.file == file }.map(\.value)) == Set(Fuzzing.extremeValues), "\(file)")
        }
    }

    /// The runs the extreme numbers' cases are shared among.
    static let extremeParts = 4
}
