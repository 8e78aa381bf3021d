import GameKit
import Host
import Registry
import TableKit
import TestSupport
import Testing

@testable import CardKit
@testable import Catalog
@testable import Console
@testable import Klondike
@testable import KlondikeConsole

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#endif

private typealias Position = Klondike.Position

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// What `--deal` and `--draw` make of their values, files read from memory.
private func plan(_ options: [String: String], files: [String: [UInt8]] = [:], stdin: [UInt8] = []) throws -> StartPlan
{
    let context = StartContext(
        files: MemoryFileSystem(files: files), readStandardInput: { .bytes(stdin) }, attachTerminal: {})
    return try KlondikeTable.prepareStart(options, context: context).get()
}

private func localizer(_ language: Language = .en) -> Localizer {
    Localizer(catalogs: Repository.catalogs, language: language)
}

/// A fresh folder under the system's temporary folder.
private func temporaryFolder() -> String {
    var template = Array("/tmp/baraja-deal-XXXXXX".utf8CString)
    return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
}

@Suite struct KlondikeDealsTests {
    // MARK: Reading either format

    @Test func bothFormatsRoundTripThroughTheirTextForManySeeds() throws {
        for seed in 0..<200 {
            let dealt = Klondike(seed: UInt64(seed)).dealt
            let digits = try #require(Klondike.deckString(of: dealt))
            let json = try #require(Klondike.solvitaireJSON(of: dealt))
            #expect(KlondikeDeals.read(bytes(digits + "\n")) == .success(dealt), "deck string, seed \(seed)")
            #expect(KlondikeDeals.read(bytes(json)) == .success(dealt), "JSON, seed \(seed)")
        }
    }

    @Test func solvitairesOwnFileReads() throws {
        // Solvitaire's MS "Easy1" Klondike deal, as its repository writes it (spaces and all).
        let file = """
            {
              "tableau piles": [
                [ "9C" ],
                [ "10d", "JH"],
                [ "4h" ,"7c","4C"],
                [ "Kc" ,"5d","Ah" ,"AD"],
                [ "Qh" ,"4s","2d" ,"9d","AS"],
                [ "10h","6d","3d" ,"3c","Ac","2S"],
                [ "Qs" ,"Kh","10s","Ks", "8d","5h","4D"]
              ],
              "stock": ["2C","3S", "JS","6S","8H","2H","8S","7S","3H","9S","6H","JC","10C","5S","7D","8C","KD","5C","7H","QD","9H","6C","QC","JD"]
            }
            """
        let deal = try KlondikeDeals.read(bytes(file)).get()
        #expect(deal.stacks[0] == [FrenchCard(9, .clubs)])
        #expect(deal.stock.last == FrenchCard(11, .diamonds))
        // Extra members Solvitaire knows (empty waste and foundations) are fine.
        let withEmpties = file.replacing(
            "\"stock\"", with: "\"waste\": [], \"foundations\": [[], [], [], []], \"stock\"")
        #expect(KlondikeDeals.read(bytes(withEmpties)) == .success(deal))
    }

    @Test func everyRefusalOfTheFileReader() {
        #expect(KlondikeDeals.read([]) == .failure(.empty))
        #expect(KlondikeDeals.read(bytes(" \n")) == .failure(.empty))
        #expect(KlondikeDeals.read([0xFF, 0xFE, 0x30]) == .failure(.unrecognised))
        #expect(KlondikeDeals.read(bytes("Talon: TC TS AD")) == .failure(.unrecognised))
        #expect(KlondikeDeals.read(bytes("{")) == .failure(.badJSON))
        #expect(KlondikeDeals.read(bytes("{\"tableau piles\": [[1]], \"stock\": []}")) == .failure(.badJSON))
        #expect(KlondikeDeals.read(bytes("{\"tableau piles\": []}")) == .failure(.missingField("stock")))
        #expect(KlondikeDeals.read(bytes("{\"stock\": []}")) == .failure(.missingField("tableau piles")))
        #expect(KlondikeDeals.read(bytes("{\"tableau piles\": [], \"stock\": []}")) == .failure(.pileCount(0)))
        let json = Klondike.solvitaireJSON(of: Klondike(seed: 4).dealt)!
        #expect(
            KlondikeDeals.read(bytes(json.replacing("\"stock\"", with: "\"waste\": [\"AH\"], \"stock\"")))
                == .failure(.notADeal("waste")))
        #expect(KlondikeDeals.read(bytes("0420")) == .failure(.digitCount(4)))
    }

    /// Mutated deal files (bytes changed, cut, repeated): the reader never traps, and what it
    /// accepts is a sound deal of the 52 cards.
    @Test func mutatedFilesAreReadOrRefusedNeverTrusted() {
        var random = SeededRNG(seed: 4242)
        let originals = (0..<8).flatMap { seed -> [[UInt8]] in
            let dealt = Klondike(seed: UInt64(seed)).dealt
            return [bytes(Klondike.deckString(of: dealt)!), bytes(Klondike.solvitaireJSON(of: dealt)!)]
        }
        let alphabet = bytes("0123456789 {}[]\",:ACDHSKQJTachds\n\u{1}") + [0xFF, 0xC3]
        var accepted = 0
        for _ in 0..<3000 {
            var input = originals[random.below(originals.count)]
            for _ in 0..<(1 + random.below(4)) {
                let i = random.below(input.count)
                switch random.below(4) {
                case 0: input[i] = alphabet[random.below(alphabet.count)]
                case 1: input.remove(at: i)
                case 2: input.insert(alphabet[random.below(alphabet.count)], at: i)
                default: input = Array(input.prefix(i))
                }
                if input.isEmpty { break }
            }
            if case .success(let deal) = KlondikeDeals.read(input) {
                accepted += 1
                #expect(Klondike.isDeal(deal), "accepted a broken deal from \(String(decoding: input, as: UTF8.self))")
            }
        }
        #expect(accepted > 0, "some mutations (white space, a swapped mark) keep a deal")
    }

    /// Every reason reads in every language, with its arguments filled in.
    @Test func everyProblemIsExplainedInEveryLanguage() {
        let problems: [Klondike.DealProblem] = [
            .empty, .unrecognised, .unexpectedCharacter("x"), .digitCount(153), .badJSON, .missingField("stock"),
            .pileCount(6), .pileSize(stack: 0, count: 2), .pileSize(stack: 3, count: 5), .stockSize(23),
            .notADeal("waste"), .unknownCard("141"), .unknownCard("XS"), .duplicateCard(FrenchCard(1, .spades)),
        ]
        for language in Language.allCases {
            let l = localizer(language)
            var texts = Set<String>()
            for problem in problems {
                let message = KlondikeDeals.problemMessage(problem)
                let key = message.count.map { "\(message.key).\(language.pluralCategory($0).rawValue)" } ?? message.key
                #expect(l.has(key, in: language), "\(language): \(key)")
                let text = l.text(KlondikeDeals.failureMessage(.problem(problem), source: .file("deal.txt")))
                #expect(text.hasPrefix("deal.txt: ") && !text.contains("%"), "\(language): \(text)")
                texts.insert(text)
            }
            #expect(texts.count == problems.count, "two problems read the same in \(language)")
            #expect(
                l.text(KlondikeDeals.failureMessage(.missing, source: .standardInput)).hasPrefix(
                    l.string("klondike.deal.stdin")))
        }
        #expect(localizer().text(KlondikeDeals.problemMessage(.unknownCard("141"))).contains("141"))
        #expect(
            localizer(.ko).text(KlondikeDeals.problemMessage(.duplicateCard(FrenchCard(1, .spades)))).hasPrefix("♠A가"))
    }

    @Test func filesAreReadFromTheDiskOrMissing() throws {
        let folder = temporaryFolder()
        defer { _ = rmdir(folder) }
        let path = folder + "/deal.txt"
        let dealt = Klondike(seed: 21).dealt
        #expect(LiveFileSystem().write(path, bytes(Klondike.deckString(of: dealt)!), mode: 0o644) == nil)
        defer { unlink(path) }
        #expect(KlondikeDeals.load(.file(path), files: LiveFileSystem()) == .success(dealt))
        #expect(KlondikeDeals.load(.file(folder + "/none.txt"), files: LiveFileSystem()) == .failure(.missing))
        #expect(KlondikeDeals.load(.file(folder), files: LiveFileSystem()) == .failure(.unreadable))
    }

    // MARK: export

    @Test func exportShowsBothFormatsOfTheDealAsDealt() throws {
        let session = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: 7, colour: false, width: nil,
            clock: REPL.scriptedClock())
        _ = session.opening(game: .klondike)
        let dealt = Klondike(seed: 7).dealt
        let before = session.handle("export")
        #expect(before.contains(Klondike.deckString(of: dealt)!))
        for line in Klondike.solvitaireJSON(of: dealt)!.split(separator: "\n") { #expect(before.contains(line)) }
        _ = session.handle("draw")
        #expect(session.handle("export") == before, "after a move export still gives the deal as dealt")
    }

    @Test func theCommandShownAfterExportQuotesAPathAShellWouldSplit() {
        let session = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: 12, colour: false, width: nil,
            clock: REPL.scriptedClock())
        _ = session.opening(game: .klondike)
        #expect(session.handle("export my deal.json").contains("“baraja --deal 'my deal.json'” plays it again."))
        #expect(session.handle("export it's.txt").contains("“baraja --deal 'it'\\''s.txt'” plays it again."))
        #expect(session.handle("export 배치-1.txt").contains("“baraja --deal 배치-1.txt” plays it again."))
        #expect(KlondikeTable.shellWord("/tmp/a b/$x") == "'/tmp/a b/$x'")
    }

    @Test func exportWritesTheFormatItsNameAsks() throws {
        let session = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .es, seed: 12, colour: false, width: nil,
            clock: REPL.scriptedClock())
        _ = session.opening(game: .klondike)
        let dealt = Klondike(seed: 12).dealt
        let json = session.handle("exportar partida.JSON")
        #expect(
            json.contains(
                localizer(.es).text(
                    "klondike.export.written.json", .verbatim("partida.JSON"), .verbatim("partida.JSON"))))
        let digits = session.handle("export partida.txt")
        #expect(
            digits.contains(
                localizer(.es).text(
                    "klondike.export.written.digits", .verbatim("partida.txt"), .verbatim("partida.txt"))))
        let files = try #require(session.files as? MemoryFileSystem)
        let jsonBytes = try #require(files.files["partida.JSON"])
        let digitBytes = try #require(files.files["partida.txt"])
        #expect(String(decoding: jsonBytes, as: UTF8.self).hasPrefix("{"))
        #expect(digitBytes.count == 157 && digitBytes.last == 10)
        #expect(KlondikeDeals.read(jsonBytes) == .success(dealt))
        #expect(KlondikeDeals.read(digitBytes) == .success(dealt))
    }

    @Test func aFileThatCannotBeWrittenIsRefusedWithItsReason() {
        let folder = temporaryFolder()
        defer { _ = rmdir(folder) }
        let disk = LiveFileSystem(environment: ["HOME": "/home/x"])
        #expect(disk.write(folder + "/none/deal.txt", [1], mode: 0o644) == .noFolder)
        #expect(disk.write(folder, [1], mode: 0o644) == .isFolder)
        #expect(disk.absolutePath("/a/b") == "/a/b")
        #expect(disk.absolutePath("~/d.txt") == "/home/x/d.txt")
        #expect(disk.absolutePath("d.txt").hasSuffix("/d.txt") && disk.absolutePath("d.txt").hasPrefix("/"))
        // Through a session that writes to the disk: the reason, in the player's language.
        let session = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .ko, seed: 1, colour: false, width: nil,
            clock: REPL.scriptedClock(), files: disk)
        _ = session.opening(game: .klondike)
        let out = session.handle("내보내기 \(folder)/none/deal.txt")
        let reason = localizer(.ko).text("klondike.file.nofolder")
        #expect(
            out.contains(
                localizer(.ko).text("klondike.export.failed", .verbatim("\(folder)/none/deal.txt"), .verbatim(reason))),
            "\(out)")
        #expect(disk.list(folder) == [], "nothing written, no temporary file left")
    }

    // MARK: --deal and --draw

    @Test func aGivenDealIsPlayedInsteadOfTheSavedGame() throws {
        let store = Store.inMemory()
        let first = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: 3, colour: false, width: nil,
            clock: REPL.scriptedClock(), store: store)
        _ = first.opening(game: .klondike)
        _ = first.handle("draw")
        #expect(store.savedGame(KlondikeTable.self) != nil)
        let given = Klondike(seed: 40).dealt
        let start = try plan(
            ["deal": "d.json", "draw": "3"], files: ["d.json": bytes(Klondike.solvitaireJSON(of: given)!)])
        #expect(start.replacesSave)
        let second = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: 3, colour: false, width: nil,
            clock: REPL.scriptedClock(), store: store, startPlan: start)
        let opening = second.opening(game: .klondike)
        #expect(!second.isAsking, "no offer to continue the saved game")
        #expect(
            opening.contains(
                localizer().text(
                    "klondike.deal.loaded", .verbatim("d.json"),
                    .message(Message("klondike.mode.3")))))
        let exported = second.handle("export")
        #expect(exported.contains(Klondike.deckString(of: given)!))
        // Draw three, as asked, and kept for the next deals.
        #expect(
            second.handle("draw").contains(localizer().text("klondike.title", .message(Message("klondike.mode.3")))))
        #expect(store.preferences.games["klondike"]?["draw"] == "3")
    }

    @Test func drawAloneStartsAFreshDealDrawingThree() throws {
        let session = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: 3, colour: false, width: nil,
            clock: REPL.scriptedClock(), startPlan: try plan(["draw": "3"]))
        let opening = session.opening(game: .klondike)
        #expect(opening.contains(localizer().text("klondike.dealt", .message(Message("klondike.mode.3")))))
    }

    // MARK: baraja solve

    @Test func solveFilesPrintsALineForEachDealAndReportsTheOthers() {
        let dealt = Klondike(seed: 2).dealt
        var out: [String] = []
        var errors: [String] = []
        let status = KlondikeDeals.solveFiles(
            ["a.txt", "missing.txt", "-"], draw: 3, budget: 5, localizer: localizer(),
            output: { out.append($0) }, errors: { errors.append($0) },
            clock: REPL.scriptedClock(step: 0.25),
            load: { source in
                source == .file("missing.txt") ? .failure(.missing) : .success(dealt)
            })
        #expect(status == 2)
        #expect(out.count == 2 && errors.count == 1)
        #expect(out[0].hasPrefix("a.txt: ") && out[0].hasSuffix("\n"))
        #expect(out[1].hasPrefix(localizer().string("klondike.deal.stdin") + ": "))
        // Each line: the verdict's own sentence, with the time and the positions searched.
        let verdicts = ["cli.solve.winnable.other", "cli.solve.unwinnable", "cli.solve.undecided"].map {
            localizer().string($0).split(separator: ":")[1].split(separator: "(")[0].split(separator: "%")[0]
        }
        for line in out { #expect(verdicts.contains { line.contains($0) }, "\(line)") }
        #expect(errors[0] == "missing.txt: " + localizer().string("klondike.deal.file.missing") + "\n")
        let fine = KlondikeDeals.solveFiles(
            ["a.txt"], draw: 1, budget: 5, localizer: localizer(.ko), output: { _ in },
            errors: { _ in }, load: { _ in .success(dealt) })
        #expect(fine == 0)
    }

    @Test func timesReadInTheLanguage() {
        #expect(localizer().text(KlondikeDeals.duration(0.0042)) == "4 ms")
        #expect(
            localizer().text(KlondikeDeals.duration(2.345)) == "2.35 s"
                || localizer().text(KlondikeDeals.duration(2.345)) == "2.34 s")
        #expect(localizer(.es).text(KlondikeDeals.duration(12.05)) == "12,05 s")
        #expect(localizer(.ko).text(KlondikeDeals.duration(1.5)) == "1.50초")
    }
    /// `export`'s file is named as typed in every language: a number word, an article or a
    /// counter in it stays (the table names it, `verbatimArguments`; the console names no game).
    @Test func exportNamesTheFileAsTyped() throws {
        let session = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .es, seed: 12, colour: false, width: nil,
            clock: REPL.scriptedClock())
        _ = session.opening(game: .klondike)
        for name in ["diez", "la partida", "tres cartas", "dos.txt"] { _ = session.handle("exportar \(name)") }
        let files = try #require(session.files as? MemoryFileSystem)
        #expect(
            Set(files.files.keys).isSuperset(of: ["diez", "la partida", "tres cartas", "dos.txt"]),
            "\(files.files.keys)")
        #expect(KlondikeTable.verbatimArguments == [.export])
    }
}
