import GameKit
import TableKit
import TestSupport
import Testing

@testable import CardKit
@testable import Catalog
@testable import PokerConsole
@testable import StudPoker

/// The poker hint and coach as the re-testers read them.
@Suite struct PokerRetestTests {
    /// On the seventh card the hint says what the player holds, not what they hold “so far”.
    @Test func theSeventhCardIsNoLongerSoFar() {
        #expect(PokerTable.holdKey(7) == "poker.hint.hold.final")
        #expect(PokerTable.holdKey(5) == "poker.hint.hold")
        let es = Localizer(catalogs: Repository.catalogs, language: .es)
        #expect(!es.text("poker.hint.hold.final", .verbatim("x")).contains("Por ahora"))
    }

    /// The coach after a decision against a hint just given still gives the figures, short.
    @Test func theCoachGivesTheFiguresAfterAHint() {
        let options = [
            Option(.check, amount: 0, total: 0, allIn: false), Option(.bet, amount: 10, total: 10, allIn: false),
        ]
        let advice = Advice(
            option: options[0], reason: .freeCard, equity: Equity(win: 0.26, split: 0, share: 0.261, trials: 100),
            opponents: 2, owed: 0, pot: 30, raises: 0, hand: .pair, outs: (3, 40, 0), threats: [], options: options)
        var table = PokerTable(seed: 7)
        _ = table.begin(at: 0)
        let line = table.decisionLine(options[1], advice: advice, reasonSaid: true)
        for language in Language.allCases {
            let text = Localizer(catalogs: Repository.catalogs, language: language).text(line)
            #expect(text.contains("26.1") || text.contains("26,1"), "\(language): \(text)")
            #expect(text.contains("46.7") || text.contains("46,7"), "\(language): \(text)")
        }
    }
}
