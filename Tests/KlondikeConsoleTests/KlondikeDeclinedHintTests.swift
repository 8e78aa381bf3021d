import Catalog
import GameKit
import KlondikeSolver
import Registry
import TableKit
import TestSupport
import Testing

@testable import Console
@testable import Klondike
@testable import KlondikeConsole

/// Declining a hint that would come from the solver says the hint was not shown (not that
/// «the command» was not carried out), and nothing changes.
@Suite struct KlondikeDeclinedHintTests {
    @Test func aDeclinedHintSaysTheHintWasNotShown() throws {
        for language in Language.allCases {
            let s = Session(
                games: Registry.games, catalogs: Repository.catalogs, language: language, seed: 7, colour: false,
                width: nil, store: .inMemory(), confirmsLosses: true)
            _ = s.opening(game: .klondike)
            let t = try #require(s.tables[.klondike] as? KlondikeTable)
            let usual = t.game.hint()?.move
            let other = try #require(t.game.legalMoves().first { $0 != usual })
            let start = t.game.position
            let localizer = Localizer(catalogs: Repository.catalogs, language: language)
            let hint = localizer.commandWord(.hint)
            let no = localizer.words("answer.no.words").first ?? "no"
            // A quick check that finds a line from here only, starting with a move the usual
            // order would not give: the hint would be the solver's, and asks first.
            let check: KlondikeTable.LossChecking = { position, _, states in
                position == start
                    ? Solution(verdict: .winnable, moves: [other], states: 1)
                    : Solution(verdict: .undecided, moves: [], states: states)
            }
            KlondikeTable.$lossChecking.withValue(check) {
                let asked = s.handle(hint)
                #expect(s.isAsking, "\(language): \(asked)")
                let kept = s.handle(no)
                #expect(kept.contains(localizer.text("confirm.kept.hint")), "\(language): \(kept)")
                #expect(!kept.contains(localizer.text("confirm.kept")), "\(language): \(kept)")
            }
            let after = try #require(s.tables[.klondike] as? KlondikeTable)
            #expect(!after.play.assisted && after.game.position == start)
        }
    }
}
