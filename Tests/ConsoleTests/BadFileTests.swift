import GameKit
import Host
import Registry
import TestSupport
import Testing

@testable import Console

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A saved file that does not read, or that cannot be written, is set aside or reported once,
/// and play goes on.
@Suite struct BadFileTests {
    static let bad: [(name: String, content: String, reason: String)] = [
        ("empty", "", "it is empty"),
        ("blank", "  \n", "it is empty"),
        ("truncated", "{\"version\" : 1, \"games\" : {", "it is not valid JSON, or it is cut short"),
        ("not JSON", "hello\u{0}world", "it is not valid JSON, or it is cut short"),
        (
            "wrong shape", "{\"version\": 1, \"games\": 5, \"language\": [1]}",
            "its contents are not what baraja expects"
        ),
        ("an array", "[1, 2, 3]", "its contents are not what baraja expects"),
        ("no version", "{\"games\": {}}", "its contents are not what baraja expects"),
    ]

    @Test(arguments: ["preferences.json", "statistics.json", "saves/sieteymedia.json"])
    func aBadFileIsSetAsideWithOneMessageAndPlayGoesOn(_ name: String) throws {
        for bad in Self.bad {
            let folder = temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try FileManager.default.createDirectory(atPath: folder + "/saves", withIntermediateDirectories: true)
            write(bad.content, to: "\(folder)/\(name)")
            let stamp = "20261122T031502Z"
            let store = Store(directory: folder, files: LiveFileSystem(), stamp: { stamp })
            let s = Session(
                games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: 1, colour: false, width: nil,
                clock: REPL.scriptedClock(), store: store)
            let out = s.opening(game: .sieteymedia)
            let aside = "\(folder)/\(name).corrupt-\(stamp)"
            #expect(
                out.contains("\(folder)/\(name) could not be used (\(bad.reason)). It was moved aside to \(aside)"),
                "\(bad.name) \(name): \(out)")
            #expect(out.components(separatedBy: "could not be used").count == 2, "one message")
            #expect(bytes(aside) == Array(bad.content.utf8), "the original bytes are kept")
            #expect(out.contains("40 cards left in the deck."), "play goes on with a fresh game")
            #expect(!s.handle("hit").contains("could not be used"), "said once")
        }
    }

    @Test func aFolderWhereTheFileShouldBeIsUnreadableAndSetAside() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/statistics.json", withIntermediateDirectories: true)
        let store = Store(directory: folder, files: LiveFileSystem(), stamp: { "X" })
        let notices = store.takeNotices()
        #expect(
            notices == [
                Message(
                    "store.corrupt", .verbatim(folder + "/statistics.json"),
                    .message(Message("store.reason.unreadable")),
                    .verbatim(folder + "/statistics.json.corrupt-X"))
            ])
        #expect(store.statistics == Statistics())
    }

    @Test func twoCorruptionsInTheSameSecondKeepBothFiles() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for content in ["one", "two"] {
            write(content, to: folder + "/preferences.json")
            _ = Store(directory: folder, files: LiveFileSystem(), stamp: { "S" })
        }
        #expect(bytes(folder + "/preferences.json.corrupt-S") == Array("one".utf8))
        #expect(bytes(folder + "/preferences.json.corrupt-S-2") == Array("two".utf8))
    }

    @Test func aFileFromANewerVersionIsLeftUntouched() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let newer = "{\"version\": 2, \"language\": \"ko\", \"somethingNew\": true}"
        write(newer, to: folder + "/preferences.json")
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: 1, colour: false, width: nil,
            store: Store(directory: folder, files: LiveFileSystem()))
        let out = s.opening(game: .sieteymedia)
        #expect(
            out.contains("was written by a newer baraja (file version 2; this one reads up to 1). It is left untouched")
        )
        _ = s.handle("lang es")
        _ = s.handle("bank simple")
        #expect(bytes(folder + "/preferences.json") == Array(newer.utf8))
        #expect(files(in: folder).filter { $0.contains("corrupt") }.isEmpty)
    }

    @Test func aFolderThatCannotBeWrittenIsReportedOnceAndPlayGoesOn() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        write("a file, not a folder", to: folder + "/blocked")
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .es, seed: 1, colour: false, width: nil,
            store: Store(directory: folder + "/blocked/baraja", files: LiveFileSystem()))
        let out = s.opening(game: .sieteymedia)
        #expect(out.contains("No se pueden guardar las partidas"))
        var later = ""
        for line in ["pedir", "plantarse", "nueva", "idioma en", "stats"] { later += s.handle(line) }
        #expect(!later.contains("cannot be saved") && !later.contains("No se pueden guardar"), "warned once")
        #expect(later.contains("Statistics:"), "statistics still count in memory")
    }
}
