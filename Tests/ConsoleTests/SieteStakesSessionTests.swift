import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import SieteYMediaConsole

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Siete y media with stakes through the session: the bankroll kept with the saved game, the
/// mode kept as a preference, chips, the biggest win and fresh stacks in the statistics.
@Suite struct SieteStakesSessionTests {
    @Test func theBankrollComesBackWithTheSavedGameAndTheModeWithThePreferences() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Seed 19: the table with stakes deals the king of coins, then the seven of swords.
        let original = savingSession(folder, seed: 19)
        _ = original.opening(game: .sieteymedia)
        for line in ["mode stakes", "bet 10", "hit"] { _ = original.handle(line) }
        let table = original.handle("table")
        #expect(table.contains("90 in your bankroll · 10 bet on this hand"), "\(table)")
        _ = original.farewell()

        let resumed = savingSession(folder, seed: 19)
        let offer = resumed.opening(game: .sieteymedia)
        #expect(offer.contains("A hand is in play with your bet on it; 90 chips"), "\(offer)")
        _ = resumed.handle("yes")
        #expect(resumed.handle("table") == table)
        // The same cards come: a siete y media real, paid double.
        let real = resumed.handle("hit")
        #expect(real.contains("It pays double: you win 20 chips"), "\(real)")
        let stats = resumed.handle("stats")
        #expect(
            stats.contains("\n  chips: won 20 · biggest win 20"), "the chip figures on a line of their own: \(stats)")
        _ = resumed.farewell()

        // A fresh game starts at the table with stakes: the mode is a kept choice; and the chips
        // are the player's: the 20 won come along (the statistics' record), not a fresh stack.
        let fresh = savingSession(folder, seed: 3, offerResume: false)
        let opened = fresh.opening(game: .sieteymedia)
        #expect(opened.contains("Your bankroll: 120 chips"), "\(opened)")
    }

    @Test func freshStacksAreCountedInTheStatistics() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let s = savingSession(folder, seed: 5)
        _ = s.opening(game: .sieteymedia)
        _ = s.handle("mode stakes")
        var hands = 0
        while hands < 200, s.handle("bet 50").contains("You bet 50 chips") {
            _ = s.handle("hit")
            _ = s.handle("stand")
            hands += 1
        }
        // Fewer than 50 left: bet what is left, until nothing is.
        for _ in 0..<200 {
            guard let row = s.handle("table").split(separator: "\n").first(where: { $0.contains("in your bankroll") }),
                let left = Int(row.split(separator: " ").first { Int($0) != nil } ?? ""), left > 0
            else { break }
            _ = s.handle("bet \(left)")
            _ = s.handle("hit")
            _ = s.handle("stand")
        }
        let rebuy = s.handle("rebuy")
        #expect(rebuy.contains("A fresh stack of 100 chips for you (your first one)."), "\(rebuy)")
        let stats = s.handle("stats")
        #expect(stats.contains("\n  chips: lost 100 · ") && stats.contains("1 fresh stack"), "\(stats)")
        let es = s.handle("idioma es") + s.handle("estadísticas")
        #expect(es.contains("\n  fichas: perdidas 100 · ") && es.contains("1 montón nuevo"), "\(es)")
        let ko = s.handle("언어 ko") + s.handle("통계")
        let streak = ko.split(separator: "\n").first { $0.contains("연승") } ?? ""
        #expect(!streak.contains("칩"), "the streak's line has no chips: \(ko)")
        #expect(ko.contains("\n  칩: 순손실 100 · 충전 한 번"), "\(ko)")
    }

    @Test func theClassicTableIsModoClasicoAndBothGendersAreUnderstood() {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .es, seed: 7, colour: false,
            store: Store.inMemory())
        _ = s.opening(game: .sieteymedia)
        _ = s.handle("modo apuestas")
        let shown = s.handle("modo")
        #expect(shown.contains("«modo clásico»"), "the command shown agrees with «modo»: \(shown)")
        #expect(s.handle("modo clásico").contains("Pasas a la mesa clásica"))
        _ = s.handle("modo apuestas")
        #expect(s.handle("modo clásica").contains("Pasas a la mesa clásica"))
        _ = s.handle("modo apuestas")
        #expect(s.handle("modo clasico").contains("Pasas a la mesa clásica"))
    }

    /// Moving to the table with stakes says the classic hand waits only when it is under way.
    @Test func anEndedClassicHandIsNotSaidToWait() {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .es, seed: 7, colour: false,
            store: Store.inMemory())
        _ = s.opening(game: .sieteymedia)
        let waits = "Tu mano clásica te espera"
        _ = s.handle("pedir")
        let playing = s.handle("modo apuestas")
        #expect(playing.contains(waits), "\(playing)")
        _ = s.handle("modo clásico")
        _ = s.handle("plantarse")
        let ended = s.handle("modo apuestas")
        #expect(ended.contains("Pasas a la mesa con apuestas"), "\(ended)")
        #expect(!ended.contains(waits), "\(ended)")
    }

    @Test func aStatisticsFileOutOfRangeIsRefused() throws {
        var s = GameStatistics()
        s.record(GameOver(.won, chips: 30, win: 30))
        s.record(GameOver(.won, chips: 10, win: 10))
        s.recordRebuys(2)
        s.recordRebuys(Int.max)
        #expect(s.biggestWin == 30 && s.rebuys == Int.max)
        let good = try JSONEncoder().encode(s)
        #expect(try JSONDecoder().decode(GameStatistics.self, from: good) == s)
        for (field, value) in [("biggestWin", "-1"), ("biggestWin", "2000000000000"), ("rebuys", "-3")] {
            var text = String(decoding: good, as: UTF8.self)
            let range = try #require(text.range(of: "\"\(field)\":[0-9]+", options: .regularExpression))
            text.replaceSubrange(range, with: "\"\(field)\":\(value)")
            #expect(throws: (any Error).self, "\(field) \(value)") {
                try JSONDecoder().decode(GameStatistics.self, from: Data(text.utf8))
            }
        }
    }
}
