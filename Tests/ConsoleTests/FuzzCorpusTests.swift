import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import ConsoleChecks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `Fuzz/corpus` replayed by the normal test run, through the same entry point the
/// libFuzzer target calls (`Fuzzing.run`). Each file's name says what it seeds:
/// `command-*` (a command line), `catalog*`, `save-GAME` (GAME as in `GameID`), `journal-GAME`,
/// `statistics*`, `preferences*`; what libFuzzer found (`crash-*`, `timeout-*`, `oom-*`,
/// `leak-*`) is kept there too, under its own name, and replayed with the rest.
@Suite(.serialized) struct FuzzCorpusTests {
    static let folder = Repository.root + "/Fuzz/corpus"
    /// A folder that cannot be listed is a failure, not zero files.
    static let listing = Result { try FileManager.default.contentsOfDirectory(atPath: folder) }
    static let files: [String] = ((try? listing.get()) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    static let found = ["crash-", "timeout-", "oom-", "leak-"]

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](
            try #require(FileManager.default.contents(atPath: folder + "/" + name), "cannot read Fuzz/corpus/\(name)"))
    }

    /// What a file's name says it seeds; nil for what libFuzzer found (any target).
    static func expectedTarget(_ name: String) -> Fuzzing.Target?? {
        if found.contains(where: name.hasPrefix) { return .some(nil) }
        if name.hasPrefix("command-") { return .commandLine }
        if name.hasPrefix("catalog") { return .catalog }
        if name.hasPrefix("statistics") { return .statistics }
        if name.hasPrefix("preferences") { return .preferences }
        if name.hasPrefix("sharing") { return .sharing }
        if name.hasPrefix("extremes-"), let index = Int(name.dropFirst(9)) { return .extremes(index) }
        if name.hasPrefix("save-"), let game = Registry.games.table(GameID(String(name.dropFirst(5))))?.id {
            return .save(game)
        }
        if name.hasPrefix("journal-"), let game = Registry.games.table(GameID(String(name.dropFirst(8))))?.id {
            return .journal(game)
        }
        return nil
    }

    @Test func theCorpusSeedsEveryTarget() throws {
        let names = try Self.listing.get().filter { !$0.hasPrefix(".") }
        let targets = names.compactMap { Self.expectedTarget($0) ?? nil }
        let wanted: [Fuzzing.Target] =
            [.commandLine, .catalog, .statistics, .preferences, .sharing] + Registry.games.ids.map { .save($0) }
            + [.journal(.klondike), .extremes(0)]
        for target in wanted { #expect(targets.contains(target), "no seed in Fuzz/corpus for \(target)") }
    }

    /// The name says what the bytes reach, and a data file's seed is a file the program
    /// reads (a seed that no longer loads has rotted, and fuzzes only the refusal).
    @Test(arguments: files)
    func eachFileSeedsTheTargetItsNameSays(_ name: String) throws {
        let expected = try #require(Self.expectedTarget(name), "Fuzz/corpus/\(name): a name that says no target")
        guard let expected else { return }  // found by libFuzzer: any target
        let (target, input) = try #require(
            Fuzzing.route(try Self.bytes(name), games: Registry.games), "\(name) is empty")
        #expect(target == expected, "\(name) reaches \(target)")
        func loads<T>(_ reading: Store.Reading<T>) -> Bool { if case .value = reading { true } else { false } }
        switch target {
        case .commandLine, .sharing: break
        case .extremes(let index):
            #expect(Fuzzing.extremes(index, games: Registry.games, catalogs: Repository.catalogs).isEmpty)
        case .catalog: #expect(throws: Never.self) { _ = try Catalogs.parse(Array(input)) }
        case .save(let game):
            #expect(
                loads(
                    Store.interpret(input, newest: Store.saveVersion) { try Registry.games.table(game)!.decodeSave($0) }
                ),
                "\(name) does not load")
        case .journal(let game):
            // A seed replays whole: the game after it is not the fresh one.
            let store = Store.inMemory()
            var table = try #require(Registry.games.table(game)).init(seed: 1)
            _ = table.begin(at: 0)
            store.snapshot(table, clock: 0)
            _ = store.files.write(store.path(Store.journalFile(game)), input, mode: 0o600)
            let loaded = try #require(store.savedGame(type(of: table)))
            #expect(store.takeNotices().isEmpty, "\(name) does not replay whole")
            #expect(try loaded.table.encodeTable() != table.encodeTable(), "\(name) changes nothing")
        case .statistics: #expect(loads(Store.interpret(input) { try JSONDecoder().decode(Statistics.self, from: $0) }))
        case .preferences:
            #expect(loads(Store.interpret(input) { try JSONDecoder().decode(Preferences.self, from: $0) }))
        }
    }

    /// Every file in turn, as libFuzzer replays a corpus (command lines share one session).
    @Test func everyFileReplaysWithoutABrokenPromise() throws {
        let names = try Self.listing.get().filter { !$0.hasPrefix(".") }.sorted()
        #expect(!names.isEmpty, "Fuzz/corpus is empty")
        for name in names {
            for problem in Fuzzing.run(try Self.bytes(name), games: Registry.games, catalogs: Repository.catalogs) {
                Issue.record("Fuzz/corpus/\(name): \(problem)")
            }
        }
    }

    @Test func routingFollowsTheFirstBytes() {
        func routed(_ bytes: [UInt8], _ target: Fuzzing.Target, _ rest: [UInt8]) -> Bool {
            Fuzzing.route(bytes, games: Registry.games).map { $0.target == target && $0.bytes == rest } ?? false
        }
        #expect(Fuzzing.route([], games: Registry.games) == nil)
        #expect(Fuzzing.route([2], games: Registry.games) == nil)
        #expect(routed([0, 104, 105], .commandLine, [104, 105]))
        #expect(routed([3, 1], .sharing, [1]))
        #expect(routed([4, 1], .commandLine, [1]))
        #expect(routed([1, 9], .catalog, [9]))
        #expect(routed([2, 1, 7], .statistics, [7]))
        #expect(routed([6, 2], .preferences, []))
        for (i, game) in Registry.games.ids.enumerated() { #expect(routed([2, UInt8(3 * i), 0], .save(game), [0])) }
        for (i, game) in Registry.games.ids.enumerated() {
            #expect(routed([2, Fuzzing.journalKinds + UInt8(3 * i), 0], .journal(game), [0]))
        }
    }
}
