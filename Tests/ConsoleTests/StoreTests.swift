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
@testable import PokerConsole
@testable import SetConsole
@testable import SieteYMedia
@testable import SieteYMediaConsole

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A fresh folder under /tmp for one test (never the real home).
func temporaryFolder(_ name: String = #function) -> String {
    let path = "/tmp/baraja-tests-\(UUID().uuidString)"
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// The folder's files; a folder that cannot be listed is a failure (not an empty folder).
func files(in folder: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    do {
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    } catch {
        Issue.record("cannot list \(folder): \(error)", sourceLocation: sourceLocation)
        return []
    }
}

func bytes(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
}

func write(_ text: String, to path: String) {
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
}

/// A session that keeps its files in `folder` (as `baraja` does in `$XDG_DATA_HOME/baraja`).
func savingSession(_ folder: String, _ language: Language = .en, seed: UInt64 = 42, offerResume: Bool = true) -> Session
{
    Session(
        games: Registry.games, catalogs: Repository.catalogs, language: language, seed: seed, colour: false, width: nil,
        clock: REPL.scriptedClock(), store: Store(directory: folder, files: LiveFileSystem()), offerResume: offerResume)
}

@Suite struct SaveAndResumeTests {
    @Test func aResumedGameGoesOnExactlyAsTheOriginalWould() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let original = savingSession(folder)
        _ = original.opening(game: .sieteymedia)
        for line in ["hit", "bank simple"] { _ = original.handle(line) }
        let table = original.handle("table")
        // That run ends (its game's lock is let go), and the next run begins.
        _ = original.farewell()

        // Another run: offered the saved game with its state, and it comes back the same.
        let resumed = savingSession(folder)
        let offer = resumed.opening(game: .sieteymedia)
        #expect(resumed.isAsking)
        #expect(offer.contains("There is a saved game of siete y media."))
        #expect(
            offer.contains("A hand is in play: you have") && offer.contains("with 1 card."),
            "the offer summarizes the hand: \(offer)")
        let back = resumed.handle("yes")
        #expect(back.contains("Back to siete y media"))
        #expect(resumed.handle("table") == table)
        // The same deck order and generator state: the next cards and the bank's are the same.
        for line in ["hit", "stand", "new", "hit", "hit", "stand"] {
            #expect(resumed.handle(line) == original.handle(line), "after \(line)")
        }
        #expect(
            files(in: folder + "/saves") == ["sieteymedia.journal", "sieteymedia.json"],
            "no temporary file is left behind")
    }

    @Test func theOfferIsAskedInTheLanguageAndEnglishIsAlwaysUnderstood() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = savingSession(folder, .ko)
        _ = first.opening(game: .sieteymedia)
        _ = first.handle("받기")
        _ = first.farewell()
        for (language, answer) in [(Language.ko, "yes"), (.es, "sí"), (.ko, "네"), (.es, "y")] {
            let s = savingSession(folder, language)
            let offer = s.opening(game: .sieteymedia)
            #expect(offer.contains(language == .ko ? "이어서 할까요?" : "¿Quieres continuarla?"))
            let out = s.handle(answer)
            #expect(!s.isAsking, "\(answer) answers in \(language)")
            #expect(out.contains(language == .ko ? "카드 1장" : "1 carta"), "\(out)")
            _ = s.farewell()
        }
    }

    @Test func anythingButYesOrNoAsksAgainAndChangesNothing() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = savingSession(folder)
        _ = first.opening(game: .sieteymedia)
        _ = first.handle("hit")
        _ = first.farewell()
        let s = savingSession(folder, .es)
        _ = s.opening(game: .sieteymedia)
        let out = s.handle("pedir")
        #expect(s.isAsking)
        #expect(out.contains("«pedir» no responde a la pregunta: escribe sí o no."))
        #expect(s.handle("").contains("Responde a la pregunta"))
    }

    @Test func noDealsAfreshAndTheFreshGameReplacesTheSave() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = savingSession(folder)
        _ = first.opening(game: .sieteymedia)
        _ = first.handle("hit")
        _ = first.farewell()
        let s = savingSession(folder, seed: 9)
        _ = s.opening(game: .sieteymedia)
        let out = s.handle("no")
        #expect(out.contains("A fresh game of siete y media, then"))
        #expect(out.contains("40 cards left in the deck."))
        _ = s.farewell()
        // The hand declined counted as lost, as `new` counts it: what is saved is the game after
        // it (between hands, the lost hand in its tally), no longer the hand under way.
        let third = savingSession(folder)
        let offered = third.opening(game: .sieteymedia)
        #expect(offered.contains("Between hands. So far: won 0 · lost 1 · drawn 0."), "\(offered)")
        #expect(!offered.contains("A hand is in play"))
    }

    @Test func theLobbyOffersTheSavedGameAndANoKeepsIt() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = savingSession(folder)
        _ = first.opening(game: .sieteymedia)
        _ = first.handle("hit")
        _ = first.farewell()
        let s = savingSession(folder)
        #expect(s.opening(game: nil).contains("There is a saved game of siete y media."))
        #expect(s.handle("n").contains("The saved game of siete y media stays as it is: “play siete” offers it again."))
        #expect(s.place == .lobby)
        #expect(s.handle("play").contains("Continue it?"), "play alone offers the save too")
        let back = s.handle("yes")
        #expect(back.contains("Back to siete y media") && back.contains("(1 card)"), "\(back)")
    }

    @Test func newSkipsTheOffer() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = savingSession(folder)
        _ = first.opening(game: .sieteymedia)
        _ = first.handle("hit")
        let s = savingSession(folder, offerResume: false)
        let out = s.opening(game: .sieteymedia)
        #expect(!s.isAsking)
        #expect(out.contains("40 cards left in the deck."))
    }

    @Test func quitWhileAskedLeavesTheSaveAlone() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = savingSession(folder)
        _ = first.opening(game: .sieteymedia)
        _ = first.handle("hit")
        let before = bytes(folder + "/saves/sieteymedia.json")
        let s = savingSession(folder)
        _ = s.opening(game: .sieteymedia)
        #expect(s.handle("quit").contains("Goodbye"))
        #expect(s.isFinished)
        #expect(bytes(folder + "/saves/sieteymedia.json") == before)
    }

    @Test func aHintDoesNotRewriteTheSave() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let s = savingSession(folder)
        _ = s.opening(game: .sieteymedia)
        _ = s.handle("hit")
        // A command is saved as a line of the journal beside the snapshot.
        let path = folder + "/saves/sieteymedia.journal"
        let snapshot = bytes(folder + "/saves/sieteymedia.json")
        try FileManager.default.removeItem(atPath: path)
        _ = s.handle("hint")
        _ = s.handle("table")
        #expect(bytes(path) == nil, "nothing changed, nothing written")
        _ = s.handle("hit")
        #expect(bytes(path) != nil)
        #expect(bytes(folder + "/saves/sieteymedia.json") == snapshot)
    }

    @Test func temporaryFilesOfAKilledRunAreCleanedUp() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/saves", withIntermediateDirectories: true)
        write("{", to: folder + "/saves/sieteymedia.json.baraja-tmp-2147483647-00112233aabbccdd")
        let mine = "statistics.json.baraja-tmp-\(ProcessInfo.processInfo.processIdentifier)-00112233aabbccdd"
        write("{", to: folder + "/" + mine)
        _ = Store(directory: folder, files: LiveFileSystem())
        #expect(files(in: folder + "/saves").isEmpty, "a dead process's temporary file is removed")
        #expect(files(in: folder).contains(mine), "a live process's is left alone")
    }

    @Test func theSaveFileIsVersionedJSON() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let s = savingSession(folder)
        _ = s.opening(game: .sieteymedia)
        _ = s.handle("hit")
        let text = String(decoding: bytes(folder + "/saves/sieteymedia.json") ?? [], as: UTF8.self)
        #expect(text.contains("\"version\":2"))
        #expect(text.contains("\"seq\":1"), "which snapshot it is, for its journal")
        #expect(text.contains("\"game\":\"sieteymedia\""))
        #expect(text.contains("\"rng\""), "the generator's state is saved")
    }
}
