import Foundation
import GameKit
import Host
import Registry
import TableKit
import TestSupport
import Testing

@testable import CardKit
@testable import Catalog
@testable import Console
@testable import KlondikeConsole
@testable import SieteYMediaConsole

/// Saves as a snapshot and a journal of commands.
@Suite struct JournalTests {
    static func text(_ path: String) -> String { String(decoding: bytes(path) ?? [], as: UTF8.self) }

    static func lines(_ path: String) -> [String] {
        text(path).split(separator: "\n").map(String.init)
    }

    @Test func aCommandAppendsALineAndLeavesTheSnapshotAlone() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let s = savingSession(folder)
        _ = s.opening(game: .klondike)
        let snapshot = bytes(folder + "/saves/klondike.json")
        for line in ["draw", "draw", "move w 3", "undo"] { _ = s.handle(line) }
        #expect(bytes(folder + "/saves/klondike.json") == snapshot)
        let journal = Self.lines(folder + "/saves/klondike.journal")
        // `move w 3` may be refused by the rules: then it is not in the journal.
        #expect(journal.count >= 3 && journal.count <= 4, "\(journal)")
        let first = try JSONDecoder().decode(JournalLine.self, from: Data(journal[0].utf8))
        #expect(first.command == "draw" && first.n == 1 && first.seq == 1)
        #expect(journal.last?.contains("\"command\":\"undo\"") == true)
    }

    @Test func aResumedGameIsTheSnapshotWithItsJournalReplayed() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = savingSession(folder)
        _ = original.opening(game: .klondike)
        for line in ["draw", "draw", "draw", "tap w", "draw", "undo", "draw"] { _ = original.handle(line) }
        let table = original.handle("table")
        // A later run: the sessions before it have ended (their games' locks let go).
        original.store.releaseAll()
        let resumed = savingSession(folder)
        _ = resumed.opening(game: .klondike)
        #expect(resumed.handle("yes").contains("Back to Klondike"))
        #expect(resumed.handle("table") == table)
        // The undo history came back too.
        for line in ["undo", "undo", "undo", "draw"] { #expect(resumed.handle(line) == original.handle(line)) }
    }

    @Test func theJournalIsCompactedOnceItIsAsBigAsTheSnapshot() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let s = savingSession(folder)
        _ = s.opening(game: .klondike)
        var seqs: Set<Int> = []
        for _ in 0..<300 {
            _ = s.handle("draw")
            let snapshot = Self.text(folder + "/saves/klondike.json")
            let journal = bytes(folder + "/saves/klondike.journal") ?? []
            #expect(journal.count <= max(Journal.floor, snapshot.utf8.count) + 200, "the journal stays small")
            let probe = try JSONDecoder().decode(Probe.self, from: Data(snapshot.utf8))
            seqs.insert(probe.seq)
        }
        #expect(seqs.count > 2, "compacted now and then: \(seqs.sorted())")
        // And it comes back the same, undo history included.
        let table = s.handle("table")
        // A later run: the sessions before it have ended (their games' locks let go).
        s.store.releaseAll()
        let resumed = savingSession(folder)
        _ = resumed.opening(game: .klondike)
        _ = resumed.handle("yes")
        #expect(resumed.handle("table") == table)
        #expect(resumed.handle("undo") == s.handle("undo"))
    }

    struct Probe: Decodable { var seq: Int }

    @Test func klondikeKeepsTheStepsNotEveryPosition() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let s = savingSession(folder)
        _ = s.opening(game: .klondike)
        for _ in 0..<200 { _ = s.handle("draw") }
        // A snapshot now (a solver's answer is saved whole): a step is a few bytes, not 1.5 KB.
        let store = s.store
        store.snapshot(try #require(s.tables[.klondike]), clock: 0)
        let size = try #require(bytes(folder + "/saves/klondike.json")).count
        #expect(size < 4000, "200 draws in \(size) bytes")
    }

    @Test func aTornLastLineLosesOnlyThatCommand() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = savingSession(folder)
        _ = original.opening(game: .klondike)
        for line in ["draw", "draw"] { _ = original.handle(line) }
        let table = original.handle("table")
        _ = original.handle("draw")
        // A kill in the middle of the third line.
        let path = folder + "/saves/klondike.journal"
        let whole = try #require(bytes(path))
        write(String(decoding: whole.dropLast(9), as: UTF8.self), to: path)
        // A later run: the sessions before it have ended (their games' locks let go).
        original.store.releaseAll()
        let resumed = savingSession(folder)
        let offer = resumed.opening(game: .klondike)
        #expect(!offer.contains("taken up again"), "a torn line is no damage: \(offer)")
        _ = resumed.handle("yes")
        #expect(resumed.handle("table") == table)
        // The next command starts a fresh snapshot (nothing is appended to the torn line).
        _ = resumed.handle("draw")
        // A later run: the sessions before it have ended (their games' locks let go).
        original.store.releaseAll()
        resumed.store.releaseAll()
        let again = savingSession(folder)
        _ = again.opening(game: .klondike)
        _ = again.handle("yes")
        #expect(again.handle("table") == resumed.handle("table"))
    }

    @Test func linesOfAnEarlierSnapshotAreNotReplayed() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = savingSession(folder)
        _ = original.opening(game: .klondike)
        for line in ["draw", "draw"] { _ = original.handle(line) }
        let path = folder + "/saves/klondike.journal"
        let old = try #require(bytes(path))
        // A kill after the new snapshot was written, before the journal restarted.
        original.store.snapshot(try #require(original.tables[.klondike]), clock: 0)
        write(String(decoding: old, as: UTF8.self), to: path)
        let table = original.handle("table")
        // A later run: the sessions before it have ended (their games' locks let go).
        original.store.releaseAll()
        let resumed = savingSession(folder)
        _ = resumed.opening(game: .klondike)
        _ = resumed.handle("yes")
        #expect(resumed.handle("table") == table)
    }

    @Test(arguments: Language.allCases)
    func aLineTheRulesRefuseEndsTheReplayAndThePlayerIsTold(_ language: Language) throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = savingSession(folder)
        _ = original.opening(game: .klondike)
        for line in ["draw", "draw"] { _ = original.handle(line) }
        let table = original.handle("table")
        let path = folder + "/saves/klondike.journal"
        var lines = Self.lines(path)
        // A move from an empty foundation: the rules refuse it.
        lines.append(
            "{\"argument\":\"f1 3\",\"clock\":30,\"command\":\"move\",\"n\":3,\"saved\":5,\"seq\":1}")
        lines.append("{\"clock\":31,\"command\":\"draw\",\"n\":4,\"saved\":6,\"seq\":1}")
        let written = lines.joined(separator: "\n") + "\n"
        write(written, to: path)
        // A later run: the sessions before it have ended (their games' locks let go).
        original.store.releaseAll()
        let store = Store(directory: folder, files: LiveFileSystem(), stamp: { "S" })
        let saved = try #require(store.savedGame(KlondikeTable.self))
        let notices = store.takeNotices()
        #expect(
            notices == [
                Message(
                    "store.journal.stopped", .verbatim(folder + "/saves/klondike.json"), .int(2),
                    .verbatim("move f1 3"), .verbatim(path + ".corrupt-S"), count: 2)
            ])
        let text = Localizer(catalogs: Repository.catalogs, language: language).text(notices[0])
        #expect(text.contains("move f1 3") && text.contains(path + ".corrupt-S") && !text.contains("%"), "\(text)")
        #expect(bytes(path + ".corrupt-S") == Array(written.utf8), "the journal is kept as it was")
        // The game as far as the replay went, written anew: a later load says nothing more.
        // A later run: the store that replayed it has ended too (its lock let go).
        store.releaseAll()
        let resumed = savingSession(folder)
        let offer = resumed.opening(game: .klondike)
        #expect(!offer.contains("taken up again"))
        _ = resumed.handle("yes")
        #expect(resumed.handle("table") == table)
        _ = saved
    }

    @Test func aSaveWrittenBeforeTheJournalStillLoads() throws {
        // Written by baraja before this change (version 1: Klondike's every undo position).
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/saves", withIntermediateDirectories: true)
        for game in ["klondike", "sieteymedia"] {
            let old = try #require(bytes(Repository.root + "/Tests/Fixtures/saves-v1/\(game).json"))
            #expect(String(decoding: old, as: UTF8.self).contains("\"version\":1"))
            #expect(FileManager.default.createFile(atPath: folder + "/saves/\(game).json", contents: Data(old)))
        }
        let s = savingSession(folder)
        let offer = s.opening(game: .klondike)
        #expect(offer.contains("20 moves, score 25"), "\(offer)")
        _ = s.handle("yes")
        // Its 20 undo positions came back as steps.
        #expect(s.handle("undo").contains("19 more moves can be taken back"))
        // A later run: the sessions before it have ended (their games' locks let go).
        s.store.releaseAll()
        let siete = savingSession(folder)
        #expect(siete.opening(game: .sieteymedia).contains("There is a saved game of siete y media."))
    }
}

/// Loaded data in range (including a `"version": -5`).
@Suite struct LoadedRangeTests {
    static func sieteSave(_ change: (inout [String: Any]) -> Void) throws -> String {
        var table = SieteYMediaTable(seed: 9)
        _ = table.begin(at: 0)
        let bytes = try table.encodeSave(clock: 1, saved: 2, seq: 1)
        var json = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        change(&json)
        return String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self)
    }

    static func editGame(_ json: inout [String: Any], _ change: (inout [String: Any]) -> Void) {
        var table = json["table"] as! [String: Any]
        var game = table["game"] as! [String: Any]
        change(&game)
        table["game"] = game
        json["table"] = table
    }

    @Test func finding3_aSaveWhoseGeneratorStateIsAllZeroIsSetAside() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/saves", withIntermediateDirectories: true)
        let save = try Self.sieteSave { json in
            Self.editGame(&json) { $0["rng"] = ["s0": 0, "s1": 0, "s2": 0, "s3": 0] }
        }
        write(save, to: folder + "/saves/sieteymedia.json")
        let s = savingSession(folder)
        let out = s.opening(game: .sieteymedia)
        #expect(out.contains("could not be used"), "\(out)")
        #expect(out.contains("40 cards left in the deck."), "a fresh game")
        #expect(s.handle("new").contains("cards left"), "the next shuffle comes back")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(SeededRNG.self, from: Data("{\"s0\":0,\"s1\":0,\"s2\":0,\"s3\":0}".utf8))
        }
    }

    @Test func finding4_aTallyAtIntMaxInASaveSaturatesInsteadOfTrapping() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/saves", withIntermediateDirectories: true)
        let save = try Self.sieteSave { json in
            Self.editGame(&json) {
                $0["tally"] = ["wins": Int.max, "losses": Int.max, "draws": Int.max]
            }
        }
        write(save, to: folder + "/saves/sieteymedia.json")
        let s = savingSession(folder)
        _ = s.opening(game: .sieteymedia)
        _ = s.handle("yes")
        // Hands end (won, lost or drawn) and are counted: at Int.max the count stays there.
        for _ in 0..<6 { for line in ["hit", "stand", "new"] { _ = s.handle(line) } }
        let tally = try #require(s.tables[.sieteymedia] as? SieteYMediaTable).game.tally
        #expect([tally.wins, tally.losses, tally.draws].allSatisfy { $0 == Int.max })
    }

    @Test func finding10_aNegativeVersionIsNoFile() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        write("{\"version\": -5, \"language\": \"ko\", \"games\": {}}", to: folder + "/preferences.json")
        let store = Store(directory: folder, files: LiveFileSystem(), stamp: { "V" })
        #expect(store.preferences.language == nil, "not read")
        #expect(bytes(folder + "/preferences.json.corrupt-V") != nil, "set aside")
        let save = try Self.sieteSave { $0["version"] = -5 }
        let reading = Store.interpret(Array(save.utf8), newest: Store.saveVersion) {
            try SieteYMediaTable.decodeSave($0)
        }
        guard case .unusable = reading else {
            Issue.record("a save of version -5 was read")
            return
        }
    }
}
