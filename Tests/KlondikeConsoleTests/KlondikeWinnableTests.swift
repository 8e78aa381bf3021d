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

/// `new winnable`, `winnable on|off`, and what the solver leaves in saves.
@Suite struct KlondikeWinnableTests {
    /// `new winnable` deals from the game's own generator and skips the deals not proved
    /// winnable: the same seed gives the same deals, and it says how many were skipped.
    @Test func newWinnableSkipsDealsNotProvedAndIsDeterministic() throws {
        try KlondikeTable.$solving.withValue(StandIn.redSeventh) {
            var t = table(seed: 3)
            let response = t.carryOut(.new, word: "winnable 3", at: 0)
            #expect(StandIn.isRedSeventh(t.game.position))
            #expect(t.game.drawMode == .three)
            #expect(!t.play.assisted, "a winnable deal is not help")
            // The same deals by hand: the generator's next ones, the first red-topped kept.
            var g = Klondike(seed: 3)
            var skipped = 0
            _ = g.newDeal(.three)
            while !StandIn.isRedSeventh(g.position) {
                _ = g.newDeal(.three)
                skipped += 1
            }
            #expect(t.game.position == g.position)
            let note = try #require(response.messages.last)
            #expect(
                note
                    == (skipped == 0
                        ? Message("klondike.winnable.dealt")
                        : Message("klondike.winnable.skipped", .int(skipped), count: skipped)))
            var again = table(seed: 3)
            _ = again.carryOut(.new, word: "winnable 3", at: 0)
            #expect(again.game == t.game)
        }
    }

    @Test func aSeedWhoseDealsAreSkippedSaysHowMany() {
        KlondikeTable.$solving.withValue(StandIn.redSeventh) {
            // Look for a seed whose next deal is skipped, so the count shows.
            var found = false
            for seed in UInt64(1)...40 {
                var t = table(seed: seed)
                let response = run(&t, "new winnable")
                if response.messages.last?.key == "klondike.winnable.skipped" {
                    #expect(english.text(response.messages.last!).contains("skipped"))
                    found = true
                    break
                }
            }
            #expect(found)
        }
    }

    @Test func whenNoDealCanBeProvedItSaysSoAndKeepsTheLast() {
        KlondikeTable.$solving.withValue(StandIn.always(.undecided)) {
            var t = table()
            let response = run(&t, "new winnable")
            #expect(
                response.messages.last
                    == Message(
                        "klondike.winnable.none", .int(KlondikeTable.dealTries), .command(.solve),
                        count: KlondikeTable.dealTries))
            #expect(t.game.position.moves == 0)
        }
    }

    @Test func theWinnablePreferenceIsKeptAndDealsTheFirstGameToo() {
        KlondikeTable.$solving.withValue(StandIn.redSeventh) {
            var t = table()
            #expect(t.preferences["winnable"] == nil)
            let on = run(&t, "winnable on")
            #expect(on.messages.map(\.key) == ["klondike.winnable.set.on"])
            #expect(t.preferences == ["draw": "1", "winnable": "on"])
            run(&t, "new")
            #expect(StandIn.isRedSeventh(t.game.position), "plain new deals winnable games now")
            // A fresh game (next run) takes the kept choice before its first deal.
            for seed in UInt64(1)...12 {
                var fresh = KlondikeTable(seed: seed)
                fresh.adopt(preferences: t.preferences)
                _ = fresh.begin(at: 0)
                #expect(StandIn.isRedSeventh(fresh.game.position), "seed \(seed)")
            }
            run(&t, "winnable off")
            #expect(t.preferences == ["draw": "1"])
            #expect(run(&t, "winnable").messages.map(\.key) == ["klondike.winnable.is.off"])
        }
    }

    @Test func theSessionKeepsTheWinnableChoiceInThePreferences() {
        KlondikeTable.$solving.withValue(StandIn.redSeventh) {
            let s = klondike(.es)
            let out = s.handle("ganables sí")
            #expect(out.contains("A partir de ahora"))
            #expect(s.store.preferences.games["klondike"]?["winnable"] == "on")
            _ = s.handle("ganables no")
            #expect(s.store.preferences.games["klondike"]?["winnable"] == nil)
        }
    }

    // MARK: Words, completion, saves

    @Test func tabCompletesTheSolveArgumentsAndNewWinnable() {
        let s = klondike()
        // The next word only: `solve play` + space + Tab offers `all`.
        #expect(s.completions(for: "solve ") == ["show", "play", "quick"])
        #expect(s.completions(for: "solve pl") == ["play"])
        #expect(s.completions(for: "solve play ") == ["all"])
        #expect(s.completions(for: "solve play a") == ["all"])
        #expect(s.completions(for: "solve play all ") == [])
        #expect(s.completions(for: "new ") == ["1", "3", "winnable"])
        #expect(s.completions(for: "new w") == ["winnable"])
        #expect(s.completions(for: "new winnable ") == ["1", "3"])
        #expect(s.completions(for: "winnable ") == ["on", "off"])
        #expect(klondike(.es).completions(for: "resolver jugar ") == ["todo"])
        #expect(klondike(.ko).completions(for: "풀이 재생 ") == ["전부"])
    }

    @Test func theArgumentsAreUnderstoodInEveryLanguage() {
        KlondikeTable.$solving.withValue(StandIn.always(.undecided)) {
            for line in [
                "solve show", "resolver mostrar", "풀이 보기", "resolver jugar todo", "풀이 전부 재생", "solve all play",
            ] {
                let s = klondike()
                #expect(s.handle(line).contains("So "), "\(line)")
            }
        }
    }

    @Test func savesFromBeforeTheSolverStillLoadAndAssistedIsKept() throws {
        var t = table()
        t.play.assisted = true
        t.play.winnableOnly = true
        let data = try Store.compactEncoder.encode(t)
        #expect(try JSONDecoder().decode(KlondikeTable.self, from: data) == t)
        // A save written before the solver: neither field.
        let json = String(decoding: data, as: UTF8.self)
        let older = json.replacing("\"assisted\":true,", with: "").replacing("\"winnableOnly\":true,", with: "")
        #expect(!older.contains("assisted") && !older.contains("winnableOnly"), "\(older.prefix(80))")
        let old = try JSONDecoder().decode(KlondikeTable.self, from: Data(older.utf8))
        #expect(!old.play.assisted && !old.play.winnableOnly)
        #expect(old.game == t.game)
    }
}
