import GameKit
import Host
import TableKit
import TestSupport
import Testing

@testable import Console

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Statistics and preferences kept across sessions.
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
        #expect(shown.contains("Siete y media: 2 manos — ganadas"), "\(shown)")
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
        #expect(s.handle("stats").contains("1 hand"))
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
