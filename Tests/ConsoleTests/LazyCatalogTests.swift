import GameKit
import Host
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

/// Only the languages in use are parsed at start: the catalogs are opened with
/// every language's declaration, and each language's tables are parsed when first needed.
@Suite struct LazyCatalogTests {
    /// The shipped catalogs, copied into memory: every read is counted.
    static func shippedFiles() -> (MemoryFileSystem, String) {
        let disk = LiveFileSystem(environment: [:])
        let root = "/catalogs"
        var files: [String: [UInt8]] = [:]
        for folder in disk.list(Repository.localizations) ?? [] where folder.hasSuffix(".lproj") {
            for name in disk.list("\(Repository.localizations)/\(folder)") ?? [] {
                if case .bytes(let bytes) = disk.read("\(Repository.localizations)/\(folder)/\(name)") {
                    files["\(root)/\(folder)/\(name)"] = bytes
                }
            }
        }
        return (MemoryFileSystem(files: files), root)
    }

    /// A session as the binary starts one: the catalogs opened, the language's chain parsed.
    static func session(_ language: Language, catalogs: Catalogs) throws -> Session {
        try catalogs.preload(catalogs.chain(of: language))
        return Session(
            games: Registry.games, catalogs: catalogs, language: language, seed: 7, colour: false,
            clock: REPL.scriptedClock(), asks: false)
    }

    static func opened() throws -> Catalogs { try Catalogs.open(from: Repository.localizations) }

    @Test func openingParsesOnlyTheDeclarationsAndStartingOnlyTheLanguageInUse() throws {
        let (files, root) = Self.shippedFiles()
        let reads = CountingFileSystem(files)
        let catalogs = try Catalogs.open(from: root, files: reads)
        #expect(catalogs.languages == [.en, .es, .ko])
        #expect(catalogs.loaded == [])
        #expect(catalogs.ownName(of: .ko) == "한국어", "the declarations are read")
        #expect(Set(reads.paths).allSatisfy { $0.hasSuffix("/Language.strings") }, "\(reads.paths)")
        // Starting in English: English alone, and a session that shows its lobby reads no more.
        let session = try Self.session(.en, catalogs: catalogs)
        _ = REPL.transcript(session, lines: ["help", "play siete", "hit", "stand", "lang"], game: nil)
        #expect(catalogs.loaded == [.en])
        #expect(!reads.paths.contains { $0.hasPrefix(root + "/es.lproj/") && !$0.hasSuffix("/Language.strings") })
        #expect(!reads.paths.contains { $0.hasPrefix(root + "/ko.lproj/") && !$0.hasSuffix("/Language.strings") })
        // `lang` listed every language by its own name without parsing its tables.
        let listing = REPL.transcript(try Self.session(.en, catalogs: catalogs), lines: ["lang"], game: nil)
        let english = Localizer(catalogs: Repository.catalogs, language: .en)
        #expect(listing.contains(english.name(of: .es)) && listing.contains(english.name(of: .ko)), "\(listing)")
        #expect(catalogs.loaded == [.en])
    }

    @Test func aLanguageStartedInParsesItsChainAndEnglish() throws {
        let catalogs = try Self.opened()
        _ = try Self.session(.es, catalogs: catalogs)
        #expect(catalogs.loaded == [.en, .es])
    }

    /// What a session shows is the same whether every catalog was parsed at start or only
    /// those in use: switching language, and another language's words.
    @Test(arguments: [
        (Language.en, ["lang es", "pedir", "ayuda", "lang ko", "lang en", "hit"]),
        (Language.en, ["pedir", "받기", "plantarse", "hti", "frobnicate"]),
        (Language.es, ["hit", "스톱", "lang", "lang ko", "도움말"]),
        (Language.ko, ["pedir", "stand", "lang en", "bank real", "play klondike", "move 7h 3", "mover 7p 2"]),
    ])
    func aSessionSaysTheSameAsWithEveryCatalogParsed(_ language: Language, _ lines: [String]) throws {
        let lazily = try Self.opened()
        let lazy = REPL.transcript(try Self.session(language, catalogs: lazily), lines: lines, game: .sieteymedia)
        let eager = REPL.transcript(
            Session(
                games: Registry.games, catalogs: Repository.catalogs, language: language, seed: 7, colour: false,
                clock: REPL.scriptedClock(), asks: false), lines: lines, game: .sieteymedia)
        #expect(lazy == eager)
    }

    @Test func langEsParsesSpanishAndSpeaksIt() throws {
        let catalogs = try Self.opened()
        let session = try Self.session(.en, catalogs: catalogs)
        let out = REPL.transcript(session, lines: ["lang es"], game: nil)
        #expect(catalogs.loaded == [.en, .es])
        let spanish = Localizer(catalogs: Repository.catalogs, language: .es)
        #expect(out.contains(spanish.text("console.lang.switched", .verbatim(spanish.name(of: .es)))), "\(out)")
    }

    /// A command word of a language not in use still works: its language is parsed then.
    @Test func anotherLanguagesWordIsParsedWhenTyped() throws {
        let catalogs = try Self.opened()
        let session = try Self.session(.en, catalogs: catalogs)
        _ = REPL.transcript(session, lines: ["hit"], game: .sieteymedia)
        #expect(catalogs.loaded == [.en])
        let pedir = Localizer(catalogs: Repository.catalogs, language: .es).aliases(ofCommand: .hit)[0]
        let out = REPL.transcript(try Self.session(.en, catalogs: catalogs), lines: [pedir], game: .sieteymedia)
        #expect(catalogs.loaded == [.en, .es, .ko])
        #expect(!out.contains("“\(pedir)”"), "not refused: \(out)")
        #expect(session.commands.command(named: pedir, at: .game(.sieteymedia))?.id == .hit)
    }

    /// Every command word of every language means at every place what it means with every
    /// catalog parsed, whichever language is in use: the words in use, looked at first, never
    /// hide another language's (a shorter command of the language in use before a longer
    /// one of another, `me` before `me planto`).
    @Test(arguments: Language.allCases)
    func theWordsInUseHideNoOtherLanguagesWord(_ language: Language) throws {
        let specs = Session.specs(for: Registry.games)
        let full = CommandTable(specs: specs, localizer: Localizer(catalogs: Repository.catalogs, language: .en))
        let catalogs = try Self.opened()
        try catalogs.preload(catalogs.chain(of: language))
        let partial = CommandTable(specs: specs, localizer: Localizer(catalogs: catalogs, language: language))
        let every = Localizer(catalogs: Repository.catalogs, language: .en)
        let places: [Place] = [.lobby] + Registry.games.ids.map(Place.game)
        for spec in specs {
            for other in Language.allCases {
                for word in every.aliases(ofCommand: spec.id, in: other) {
                    if let first = partial.commands(named: word).first {
                        #expect(first == full.commands(named: word).first, "\(word)")
                    }
                    let parts = word.split(separator: " ").map(String.init)
                    for place in places {
                        let meant = full.command(named: word, at: place)?.id
                        if let found = partial.command(named: word, at: place, everyLanguage: false) {
                            #expect(found.id == meant, "\(word) at \(place)")
                        }
                        guard meant != nil else { continue }
                        for count in 1..<parts.count {
                            let shorter = parts.prefix(count).joined(separator: " ")
                            #expect(
                                partial.command(named: shorter, at: place, everyLanguage: false) == nil
                                    || partial.command(named: word, at: place, everyLanguage: false) != nil,
                                "\(shorter) in \(language) hides \(word) of \(other) at \(place)")
                        }
                    }
                }
            }
        }
    }

    /// A malformed table of a language not in use: not seen at start (its tables are not
    /// parsed), reported once with its file and line when the language is first needed, and
    /// the language then falls back to English; `Catalogs.load` (every language, as the
    /// tools and `baraja catalogs check` read them) still refuses the folder, naming the file.
    @Test func aMalformedTableOfALanguageNotInUseIsReportedWhenFirstNeeded() throws {
        let (files, root) = Self.shippedFiles()
        let path = root + "/ko.lproj/Cards.strings"
        guard case .bytes(let bytes) = files.read(path) else {
            Issue.record("no \(path)")
            return
        }
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let broken = try #require(lines.firstIndex { $0.hasPrefix("\"") })
        lines[broken] = lines[broken].dropLast() + " junk;"
        _ = files.write(path, Array(lines.joined(separator: "\n").utf8), mode: 0o600)
        let reports = Reports()
        let catalogs = try Catalogs.open(from: root, files: files, report: { reports.add($0) })
        let session = try Self.session(.en, catalogs: catalogs)
        #expect(reports.all.isEmpty)
        let pedir = Localizer(catalogs: Repository.catalogs, language: .es).aliases(ofCommand: .hit)[0]
        _ = REPL.transcript(session, lines: [pedir, "frobnicate", "lang ko", "zzz"], game: .sieteymedia)
        #expect(reports.all.count == 1, "reported once: \(reports.all)")
        let report = try #require(reports.all.first).description
        #expect(report.contains("ko.lproj/Cards.strings") && report.contains("line \(broken + 1)"), "\(report)")
        #expect(catalogs.table(.ko) == nil && catalogs.failure(of: .ko) != nil)
        #expect(throws: CatalogError.self) { try catalogs.preload([.ko]) }
        #expect(catalogs.table(.es) != nil, "the other languages are still parsed")
        #expect(throws: CatalogError.self) { try Catalogs.load(from: root, files: files) }
        // A malformed declaration is still found at start, whichever language is in use.
        _ = files.write(root + "/ko.lproj/Language.strings", Array("\"language.name\" = \"x\"\n".utf8), mode: 0o600)
        #expect(throws: CatalogError.self) { try Catalogs.open(from: root, files: files) }
    }
}

extension LazyCatalogTests {
    /// The command line parses only its own table of its language (`baraja solve`, `rank`):
    /// a key of another table parses that table alone when first asked for; a key of a
    /// malformed table is reported then (once), and the other tables still answer.
    @Test func theCommandLineParsesOnlyTheTablesItPrints() throws {
        let (files, root) = Self.shippedFiles()
        let path = root + "/en.lproj/Poker.strings"
        guard case .bytes(let bytes) = files.read(path) else {
            Issue.record("no \(path)")
            return
        }
        _ = files.write(path, bytes + Array("\n\"poker.broken\" = \"x\"\n".utf8), mode: 0o600)
        let reports = Reports()
        let catalogs = try Catalogs.open(from: root, files: files, report: { reports.add($0) })
        try catalogs.preload([.en], only: [Catalogs.languageTable, "CLI.strings"])
        #expect(catalogs.loaded == [.en] && catalogs.allLoaded == false)
        let english = Repository.catalogs.table(.en)!
        for key in ["cli.lang.help", "cli.solve.abstract", "cli.solve.winnable.other", "klondike.time.ms", "list.last"]
        {
            #expect(catalogs.value(key, in: .en) == english[key], "\(key)")
        }
        #expect(reports.all.isEmpty, "the malformed Poker.strings is not parsed: \(reports.all)")
        #expect(catalogs.value("poker.rank.result", in: .en) == nil)
        #expect(reports.all.count == 1 && reports.all[0].description.contains("en.lproj/Poker.strings"))
        #expect(throws: CatalogError.self) { try catalogs.preload([.en]) }
    }

    /// The command line reads no table it does not print from: `solve`'s own table and the
    /// one that holds the time's words, not every game's tables (they are read in turn only
    /// as far as a key asked for is found).
    @Test func theCommandLineReadsOnlyTheTablesItNeeds() throws {
        let (files, root) = Self.shippedFiles()
        let reads = CountingFileSystem(files)
        let catalogs = try Catalogs.open(from: root, files: reads)
        try catalogs.preload([.en], only: [Catalogs.languageTable, "CLI.strings"])
        // As `solve` does: its lines are in KlondikeSolve.strings.
        catalogs.readFirst(["KlondikeSolve.strings"], of: [.en])
        let english = Repository.catalogs.table(.en)!
        for key in ["cli.solve.winnable.other", "klondike.time.ms", "list.last"] {
            #expect(catalogs.value(key, in: .en) == english[key], "\(key)")
        }
        let read = Set(reads.paths.map { String($0.split(separator: "/").suffix(2).joined(separator: "/")) })
        #expect(read.contains("en.lproj/KlondikeSolve.strings"))
        // The table named first is read first: not those before it in name order, nor the
        // game's large table.
        for unread in [
            "Klondike.strings", "KlondikeLessons.strings",
            "Poker.strings", "PokerLessons.strings", "SetRules.strings", "Translators.strings", "Tables.strings",
            "Cards.strings", "Coach.strings", "Console.strings", "Escoba.strings", "Files.strings", "Input.strings",
        ] {
            #expect(!read.contains("en.lproj/" + unread), "\(unread) is read: \(read.sorted())")
        }
        #expect(!read.contains { $0.hasPrefix("es.lproj/") && $0 != "es.lproj/Language.strings" })
        // What is not read yet is still there when asked for.
        #expect(catalogs.value("poker.rank.result", in: .en) == english["poker.rank.result"])
        #expect(catalogs.value("no.such.key", in: .en) == nil)
    }

    /// A key is looked for first in the table named as it begins (`klondike.…`), not in
    /// every table before that one in name order.
    @Test func aKeyIsLookedForFirstInTheTableItsNameBeginsWith() throws {
        let (files, root) = Self.shippedFiles()
        let reads = CountingFileSystem(files)
        let catalogs = try Catalogs.open(from: root, files: reads)
        try catalogs.preload([.en], only: [Catalogs.languageTable, "CLI.strings"])
        let english = Repository.catalogs.table(.en)!
        #expect(catalogs.value("klondike.deal.stock", in: .en) == english["klondike.deal.stock"])
        let read = Set(reads.paths.map { String($0.split(separator: "/").suffix(2).joined(separator: "/")) })
        #expect(
            read == [
                "en.lproj/Language.strings", "es.lproj/Language.strings", "ko.lproj/Language.strings",
                "en.lproj/CLI.strings", "en.lproj/Klondike.strings",
            ], "\(read.sorted())")
        // A key of a table read later is still found.
        #expect(catalogs.value("console.unknown", in: .en) == english["console.unknown"])
    }

    /// A key no table holds is found missing only once the whole language is parsed.
    @Test func aKeyMissingFromThePartsParsedIsLookedForInTheWholeLanguage() throws {
        let catalogs = try Self.opened()
        try catalogs.preload([.en], only: [Catalogs.languageTable])
        #expect(catalogs.value("no.such.key", in: .en) == nil)
        #expect(catalogs.allLoaded == false && catalogs.failure(of: .en) == nil)
        #expect(catalogs.value("console.unknown", in: .en) == Repository.catalogs.table(.en)!["console.unknown"])
        #expect(
            Shelf.likelyTable(
                of: "klondike.time.ms", among: ["/c/en.lproj/Cards.strings", "/c/en.lproj/Klondike.strings"])
                == 1 && Shelf.likelyTable(of: "nodot", among: ["/c/nodot.strings"]) == nil
                && Shelf.likelyTable(of: "set.x", among: ["/c/Sets.strings", "/c/SetRules.strings"]) == nil)
        #expect(
            Shelf.keys(in: Array("\"a\" = \"b\";\n  \"c.d\" = \"e\";\n// \"x\"\n\"q\\\"r\" = \"s\";\n".utf8)) == [
                "a", "c.d",
            ])
    }
}

/// The reports of malformed catalogs, gathered.
final class Reports: @unchecked Sendable {
    private(set) var all: [CatalogError] = []
    func add(_ error: CatalogError) { all.append(error) }
}

/// A file system that notes the paths read and passes everything to another.
final class CountingFileSystem: FileSystem {
    let base: any FileSystem
    private(set) var paths: [String] = []
    init(_ base: any FileSystem) { self.base = base }
    func read(_ path: String, limit: Int) -> FileRead {
        paths.append(path)
        return base.read(path, limit: limit)
    }
    func write(_ path: String, _ bytes: [UInt8], mode: UInt32) -> FileProblem? { base.write(path, bytes, mode: mode) }
    func kind(_ path: String) -> FileKind { base.kind(path) }
    func lock(_ path: String, wait: Double) -> LockAttempt { base.lock(path, wait: wait) }
    func rename(_ path: String, to newPath: String) -> Bool { base.rename(path, to: newPath) }
    func exists(_ path: String) -> Bool { base.exists(path) }
    func list(_ folder: String) -> [String]? { base.list(folder) }
    func remove(_ path: String) -> Bool { base.remove(path) }
    func makeDirectories(_ path: String) -> Bool { base.makeDirectories(path) }
    func removeStaleTemporaries(in folder: String) { base.removeStaleTemporaries(in: folder) }
    func absolutePath(_ typed: String) -> String { base.absolutePath(typed) }
}
