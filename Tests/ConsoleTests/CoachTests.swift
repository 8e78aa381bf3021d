import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import SetConsole
@testable import SieteYMediaConsole

@Suite struct CoachTests {
    @Test func theCoachAloneSaysItsStateAndOnlyTheWayToTheOther() {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .es, seed: 7, colour: false,
            store: Store.inMemory())
        _ = s.opening(game: .sieteymedia)
        _ = s.handle("entrenador sí")
        let on = s.handle("entrenador")
        #expect(on.contains("Entrenador: activado. Para desactivarlo, escribe «entrenador no»."), "\(on)")
        #expect(!on.contains("Para activarlo"), "\(on)")
        _ = s.handle("entrenador no")
        let off = s.handle("entrenador")
        #expect(off.contains("Entrenador: desactivado. Para activarlo, escribe «entrenador sí»."), "\(off)")
        #expect(!off.contains("Para desactivarlo"), "\(off)")
    }

    @Test func theCoachIsOffByDefaultAndItsChoiceIsKept() {
        let store = Store.inMemory()
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .es, seed: 7, colour: false, store: store)
        _ = s.opening(game: .sieteymedia)
        #expect(store.preferences.coach == nil)
        let on = s.handle("entrenador sí")
        #expect(on.contains("Entrenador activado"))
        #expect(store.preferences.coach == true)
        _ = s.handle("entrenador no")
        #expect(store.preferences.coach == false)
    }

    /// Siete y media: the coach's line follows the bank's play only with the coach on; the
    /// hand itself is the same either way.
    @Test func theBanksPlayIsExplainedOnlyWithTheCoachOn() {
        let plain = session(.en, seed: 7)
        let coached = session(.en, seed: 7)
        _ = coached.handle("coach on")
        let line = "Coach: the bank must draw"
        for command in ["hit", "stand"] {
            let a = plain.handle(command)
            let b = coached.handle(command)
            #expect(!a.contains("Coach:"))
            #expect(b.hasPrefix(a.components(separatedBy: "\n").first ?? ""))
            if command == "stand" { #expect(b.contains(line)) }
        }
    }

    /// Set: with the coach on the hint costs nothing, a won game would count as assisted, and
    /// the journal keeps the free hint so that the saved game replays the same.
    @Test func setsHintIsFreeWithTheCoachOnAndJournalledSo() {
        let s = session(.en, seed: 7, game: .set)
        _ = s.handle("coach on")
        _ = s.handle("hint")
        _ = s.handle("hint")
        let table = s.tables[.set] as? SetTable
        #expect(table?.game.score == 0)
        #expect(table?.game.freeHints == 2)
        #expect(SetTable(seed: 1).journalCommand(coaching: .hint) == .coachedHint)
        var replayed = SetTable(seed: 7)
        _ = replayed.begin(at: 0)
        _ = replayed.perform(.coachedHint, argument: .none, at: 1)
        #expect(replayed.game.score == 0)
        #expect(replayed.game.freeHints == 1)
    }
}
