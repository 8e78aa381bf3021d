import GameKit
import KlondikeSolver
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

private let english = Localizer(catalogs: Repository.catalogs, language: .en)

@Suite struct AssistedStatisticsTests {
    @Test func anAssistedWinCountsApartSetsNoRecordAndLeavesTheStreak() {
        var s = GameStatistics()
        s.record(GameOver(.won, score: 500, seconds: 300))
        s.record(GameOver(.won, score: 900, seconds: 100, assisted: true))
        #expect(s.won == 2 && s.assistedWins == 1)
        #expect(s.bestScore == 500 && s.bestSeconds == 300)
        #expect(s.streak == 1 && s.bestStreak == 1, "neither extended nor ended")
        s.record(GameOver(.won, score: 100, seconds: 400))
        #expect(s.streak == 2)
        s.record(GameOver(.lost, score: 0, seconds: 10, assisted: true))
        #expect(s.streak == 0 && s.lost == 1)
    }

    @Test func statisticsWrittenBeforeTheSolverStillLoad() throws {
        let v1 = """
            {"games":{"klondike":{"bestScore":620,"bestSeconds":305,"bestStreak":2,"drawn":0,"lost":1,"played":3,"streak":0,"won":2}},"version":1}
            """
        let read = try JSONDecoder().decode(Statistics.self, from: Data(v1.utf8))
        let k = try #require(read.games["klondike"])
        #expect(k.won == 2 && k.assistedWins == 0 && k.bestScore == 620)
        // Written back, the new field is there; read again, the same.
        let again = try JSONDecoder().decode(Statistics.self, from: try JSONEncoder().encode(read))
        #expect(again == read)
    }

    @Test func statsShowTheAssistedWinsInEveryLanguage() {
        var statistics = Statistics()
        var k = GameStatistics()
        for assisted in [false, true, true] { k.record(GameOver(.won, score: 10, seconds: 10, assisted: assisted)) }
        statistics.games["klondike"] = k
        let expected: [Language: String] = [
            .en: "won 3 (2 assisted, which set no records)",
            .es: "ganadas 3 (asistidas: 2, que no cuentan para los récords)",
            .ko: "3승(도움받아 이긴 판 2, 최고 기록에는 안 들어가요)",
        ]
        for language in Language.allCases {
            let lines = StatisticsText.lines(
                statistics, games: Registry.games.ids,
                localizer: Localizer(catalogs: Repository.catalogs, language: language),
                style: Style(enabled: false))
            #expect(lines.contains { $0.contains(expected[language]!) }, "\(language): \(lines)")
        }
    }
}
