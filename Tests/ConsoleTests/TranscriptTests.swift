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

/// Golden transcripts: `Tests/Transcripts/NAME.in` holds the commands (its first line is
/// `# args: --lang es --seed 42 --game siete`), `NAME.txt` what a terminal user sees.
/// `scripts/update-goldens` writes the golden files anew (and that run fails, see `Golden`).
@Suite struct TranscriptTests {
    /// The games the goldens play, in their lobby's order: these four whatever the registry
    /// holds, so that a new game changes no golden (`theLobbyListsEveryRegisteredGame` sees it
    /// listed); a golden of another registered game (`--game war`) has that game after them.
    static let games = Games([sieteYMediaTable, setTable, klondikeTable, pokerTable])

    static func games(for game: GameID?) -> Games {
        guard let game, games.table(game) == nil, let table = Registry.games.table(game) else { return games }
        return Games(games.tables + [table])
    }

    /// What the end-to-end tests tell the binary (`BARAJA_GAMES`) to play the goldens with.
    @Test func theBinaryIsToldTheGoldensGames() throws {
        let e2e = try String(contentsOfFile: Repository.root + "/Tests/EndToEnd/program_e2e.py", encoding: .utf8)
        #expect(e2e.contains("BARAJA_GAMES=\"\(Self.games.ids.map(\.rawValue).joined(separator: ","))\""))
        #expect(Registry.games.restricted(to: Self.games.ids).ids == Self.games.ids)
    }

    /// The folder's files; a folder that cannot be listed is a failure, not zero cases.
    static let listing = Result { try FileManager.default.contentsOfDirectory(atPath: Repository.transcripts) }
    static let names: [String] = ((try? listing.get()) ?? []).filter { $0.hasSuffix(".in") }.map {
        String($0.dropLast(3))
    }.sorted()

    @Test func theGoldenFolderHoldsPairsInEveryLanguage() throws {
        let files = Set(try Self.listing.get())
        #expect(Self.names.count >= 3, "\(Self.names.count) transcripts in \(Repository.transcripts)")
        for name in Self.names { #expect(files.contains(name + ".txt"), "\(name).in has no \(name).txt") }
        for file in files where file.hasSuffix(".txt") {
            #expect(files.contains(String(file.dropLast(4)) + ".in"), "\(file) has no .in")
        }
        for code in ["en", "es", "ko"] {
            #expect(Self.names.contains { $0.hasSuffix(".\(code)") }, "no transcript for \(code)")
        }
    }

    /// The `# args:` line as the executable would take it; anything it would refuse or that
    /// a transcript cannot show is an error here, never a silent default.
    struct Arguments {
        var language: Language
        var seed: UInt64
        var game: GameID?
    }

    static func arguments(_ line: String) throws -> Arguments {
        struct Refused: Error, CustomStringConvertible { let description: String }
        let words = line.dropFirst("# args:".count).split(separator: " ").map(String.init)
        var values: [String: String] = [:]
        var i = 0
        while i < words.count {
            let flag = words[i]
            guard ["--lang", "--seed", "--game"].contains(flag) else {
                throw Refused(description: "unsupported argument \(flag)")
            }
            guard i + 1 < words.count else { throw Refused(description: "\(flag) without a value") }
            guard values[flag] == nil else { throw Refused(description: "\(flag) given twice") }
            values[flag] = words[i + 1]
            i += 2
        }
        let language =
            try values["--lang"].map {
                guard let found = Language(localeName: $0) else {
                    throw Refused(description: "--lang \($0) is no language")
                }
                return found
            } ?? .en
        guard let seedText = values["--seed"] else {
            throw Refused(description: "no --seed: the binary would shuffle at random")
        }
        guard let seed = UInt64(seedText) else { throw Refused(description: "--seed \(seedText) is not a number") }
        let localizer = Localizer(catalogs: Repository.catalogs, language: .en)
        let game = try values["--game"].map {
            guard let found = Registry.games.id(named: $0, localizer: localizer) else {
                throw Refused(description: "--game \($0) is no game")
            }
            return found
        }
        return Arguments(language: language, seed: seed, game: game)
    }

    @Test func aBadArgumentsLineIsAnErrorNotADefault() {
        #expect(throws: (any Error).self) { try Self.arguments("# args: --lang en --seed x1 --game siete") }
        #expect(throws: (any Error).self) { try Self.arguments("# args: --lang en --seed 1 --game chess") }
        #expect(throws: (any Error).self) { try Self.arguments("# args: --lang fr --seed 1") }
        #expect(throws: (any Error).self) { try Self.arguments("# args: --lang en --game siete") }
        #expect(throws: (any Error).self) { try Self.arguments("# args: --lang en --seed 1 --colour never") }
        #expect(throws: (any Error).self) { try Self.arguments("# args: --lang en --seed") }
        let good = try? Self.arguments("# args: --lang ko --seed 42 --game 세븐앤하프")
        #expect(good?.language == .ko && good?.seed == 42 && good?.game == .sieteymedia)
    }

    @Test(arguments: names)
    func transcriptMatchesGolden(_ name: String) throws {
        let input = try String(contentsOfFile: "\(Repository.transcripts)/\(name).in", encoding: .utf8)
        var lines = input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let header = try #require(lines.first, "\(name).in is empty")
        try #require(header.hasPrefix("# args:"), "\(name).in does not start with '# args:'")
        lines.removeFirst()
        let arguments = try Self.arguments(header)
        // The catalogs as the binary opens them: the language's chain parsed, the others
        // when first needed.
        let catalogs = try Catalogs.open(from: Repository.localizations)
        try catalogs.preload(catalogs.chain(of: arguments.language))
        let session = Session(
            games: Self.games(for: arguments.game), catalogs: catalogs, language: arguments.language,
            seed: arguments.seed,
            // A golden is a scripted session: piped input, never asked a question (the same
            // lines piped to the binary must give it, see program_e2e.py).
            colour: false, clock: REPL.scriptedClock(), asks: false)
        let actual = REPL.transcript(session, lines: lines, game: arguments.game)
        for problem in Golden.problems(actual, path: "\(Repository.transcripts)/\(name).txt") {
            Issue.record(Comment(rawValue: problem))
        }
    }

    /// The lobby lists every game of the registry, in its order, in every language, each on its
    /// line with the words that start it.
    @Test(arguments: Language.allCases)
    func theLobbyListsEveryRegisteredGame(_ language: Language) {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: language, seed: 1, colour: false)
        let lines = s.opening(game: nil).split(separator: "\n").map(String.init)
        var next = lines.startIndex
        for id in Registry.games.ids {
            let title = localizer.string("game.\(id.rawValue).title")
            let start = localizer.text(
                "console.games.start", .commandWith(.play, argumentKey: "game.\(id.rawValue).aliases"))
            let found = lines[next...].firstIndex { $0.contains(title) && $0.contains(start) }
            #expect(found != nil, "\(language): \(title) (\(start)) not listed after the games before it")
            next = found.map { $0 + 1 } ?? next
        }
    }
}
