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

@Suite struct StatisticsAndPreferencesTests {
    @Test func streaksAndBestsAreCounted() {
        var s = GameStatistics()
        for over in [
            GameOver(.won, score: 10, seconds: 90), GameOver(.won, score: 30, seconds: 200), GameOver(.drawn),
            GameOver(.won, score: 5, seconds: 60), GameOver(.lost),
        ] {
            s.record(over)
        }
        #expect(s.played == 5 && s.won == 3 && s.lost == 1 && s.drawn == 1)
        #expect(s.streak == 0 && s.bestStreak == 2)
        #expect(s.bestScore == 30 && s.bestSeconds == 60)
    }

    @Test func aGameGivenUpSetsNoRecord() {
        var s = GameStatistics()
        s.record(GameOver(.lost, score: 0, seconds: 12))
        #expect(s.bestScore == nil && s.bestSeconds == nil)
        s.record(GameOver(.won, score: -25, seconds: 300))
        s.record(GameOver(.lost, score: 40, seconds: 20))
        #expect(s.bestScore == -25 && s.bestSeconds == 300)
    }

    @Test func handsPlayedAreKeptAcrossSessionsAndShownInEachLanguage() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let s = savingSession(folder, seed: 3)
        _ = s.opening(game: .sieteymedia)
        for line in ["hit", "hit", "stand", "new", "hit", "stand"] { _ = s.handle(line) }
        let later = savingSession(folder, .es, offerResume: false)
        _ = later.opening(game: nil)
        let shown = later.handle("estadísticas")
        #expect(shown.contains("Siete y media: 2 partidas — ganadas"), "\(shown)")
        #expect(shown.contains("racha de victorias"))
        let ko = savingSession(folder, .ko, offerResume: false)
        _ = ko.opening(game: nil)
        #expect(ko.handle("통계").contains("2판"))
    }

    @Test func resetAsksFirst() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let s = savingSession(folder, seed: 3)
        _ = s.opening(game: .sieteymedia)
        for line in ["hit", "stand"] { _ = s.handle(line) }
        #expect(s.handle("stats reset").contains("Forget the statistics of every game?"))
        #expect(s.handle("no").contains("stay as they were"))
        #expect(s.handle("stats").contains("1 game"))
        _ = s.handle("stats clear")
        #expect(s.handle("yes").contains("cleared"))
        #expect(s.handle("stats").contains("No game has been finished yet"))
        // Every count is gone; what the save holds stays counted (not counted again on a load).
        let after = savingSession(folder)
        #expect(after.store.statistics.games.isEmpty)
        _ = after.opening(game: .sieteymedia)
        _ = after.handle("yes")
        #expect(after.store.statistics.games.isEmpty)
    }

    @Test func languageColourAndBankModeAreKept() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let s = savingSession(folder)
        _ = s.opening(game: .sieteymedia)
        _ = s.handle("lang ko")
        _ = s.handle("색상 끄기")
        _ = s.handle("딜러 간단")
        let kept = Store(directory: folder, files: LiveFileSystem()).preferences
        #expect(kept.language == "ko")
        #expect(kept.color == "never")
        #expect(kept.games["sieteymedia"] == ["bank": "simple"])
        // A fresh game starts with the kept bank.
        let next = savingSession(folder, offerResume: false)
        #expect(next.opening(game: .sieteymedia).contains("simple bank"))
    }

    @Test func colourCanBeTurnedOnAndOff() {
        let s = session(.en)
        #expect(s.handle("color on").contains("Colour: on."))
        #expect(s.handle("table").contains("\u{1B}["))
        #expect(s.handle("colour off").contains("Colour: off."))
        #expect(!s.handle("table").contains("\u{1B}["))
        #expect(s.handle("color").contains("Change it with “color on”, “color off” or “color auto”."))
    }
}
