import Foundation
import GameKit
import KlondikeSolver
import TableKit
import TestSupport
import Testing

@testable import CardKit
@testable import Console
@testable import Klondike
@testable import KlondikeConsole

/// The checks the table ran, and the budgets it gave (the tests run one call at a time).
private final class Checks: @unchecked Sendable {
    var budgets: [Int] = []
    /// A stand-in: lost once the game has made `lostFrom` moves (the position's own count, so
    /// `undo` takes it back), with a "Why:" when `why` is set; undecided before.
    func lost(from lostFrom: Int, why: LossReason? = nil) -> KlondikeTable.LossChecking {
        { position, _, states in
            self.budgets.append(states)
            return position.moves >= lostFrom
                ? Solution(verdict: .unwinnable, moves: [], states: 3, reason: why)
                : Solution(verdict: .undecided, moves: [], states: states)
        }
    }
}

/// From which move a stand-in answers lost (the tests run one call at a time).
private final class ProvedFrom: @unchecked Sendable {
    var value = Int.max
}

private func warnings(_ response: Response) -> [String] {
    response.messages.map(\.key).filter { $0.hasPrefix("klondike.warn.lost") }
}

@Suite struct KlondikeWarnTests {
    @Test func offByDefaultNothingIsChecked() {
        let checks = Checks()
        KlondikeTable.$lossChecking.withValue(checks.lost(from: 0)) {
            var t = table()
            #expect(!t.play.warnLost)
            #expect(t.preferences["warn"] == nil)
            for line in ["draw", "draw", "undo", "draw", "tap w"] {
                #expect(warnings(run(&t, line)).isEmpty)
            }
            #expect(checks.budgets.isEmpty, "no check runs while the warning is off")
        }
    }

    /// Said once when first proved; silent while the game stays lost (no check either); `undo`
    /// back to another lost position is still the same loss; `undo` to a position not proved
    /// lost, then a move that loses again: said again.
    @Test func saidOnceThenAgainOnlyAfterUndoingOutOfTheLoss() {
        let checks = Checks()
        KlondikeTable.$lossChecking.withValue(checks.lost(from: 3)) {
            var t = table()
            #expect(run(&t, "warn on").messages.map(\.key) == ["klondike.warn.set.on"])
            #expect(warnings(run(&t, "draw")).isEmpty)
            #expect(warnings(run(&t, "draw")).isEmpty)
            #expect(warnings(run(&t, "draw")) == ["klondike.warn.lost"])
            #expect(t.play.lostAt == 3)
            let checked = checks.budgets.count
            #expect(warnings(run(&t, "draw")).isEmpty)
            #expect(warnings(run(&t, "draw")).isEmpty)
            #expect(checks.budgets.count == checked, "a game known lost is not checked again")
            // Back to move 4, then 3: still lost, nothing said.
            #expect(warnings(run(&t, "undo")).isEmpty)
            #expect(warnings(run(&t, "undo")).isEmpty)
            #expect(t.game.position.moves == 3)
            #expect(t.play.lostAt == 3)
            // Back to move 2: not proved lost; the loss is forgotten.
            #expect(warnings(run(&t, "undo")).isEmpty)
            #expect(t.play.lostAt == nil)
            // Lost again (by `redo` here): said again.
            #expect(warnings(t.carryOut(.redo, argument: .none, at: 0)) == ["klondike.warn.lost"])
            #expect(t.game.position.moves == 3)
            #expect(!t.play.assisted, "the warning gives no line: the deal is not assisted")
        }
    }

    /// A loss first proved late (the check undecided before), then `undo` to a position the
    /// check now proves lost: the same lost game, not said again.
    @Test func undoingFromOneLostPositionToAnotherSaysNothing() {
        let checks = Checks()
        let late = checks.lost(from: 4)
        let proved = ProvedFrom()
        let standIn: KlondikeTable.LossChecking = { position, mode, states in
            // Undecided at move 3 until move 4 was proved; lost from 3 after that.
            let answer = late(position, mode, states)
            if answer.verdict == .unwinnable { proved.value = 3 }
            return position.moves >= proved.value ? Solution(verdict: .unwinnable, moves: [], states: 1) : answer
        }
        KlondikeTable.$lossChecking.withValue(standIn) {
            var t = table()
            run(&t, "warn on")
            for _ in 0..<3 { #expect(warnings(run(&t, "draw")).isEmpty) }
            #expect(warnings(run(&t, "draw")) == ["klondike.warn.lost"])
            #expect(warnings(run(&t, "undo")).isEmpty, "move 3, proved lost now: the same loss")
            #expect(t.play.lostAt == 3)
            #expect(warnings(run(&t, "undo")).isEmpty)
            #expect(t.play.lostAt == nil)
        }
    }

    @Test func theWarningNamesUndoAndNewAndGivesTheWhy() {
        let checks = Checks()
        let why = LossReason.locked(stuck: FrenchCard(2, .hearts), by: FrenchCard(9, .clubs), stack: 4)
        KlondikeTable.$lossChecking.withValue(checks.lost(from: 1, why: why)) {
            var t = table()
            run(&t, "warn on")
            let response = run(&t, "draw")
            #expect(
                response.messages.suffix(2) == [
                    Message("klondike.warn.lost", .command(.undo), .command(.new)),
                    Message(
                        "klondike.solve.locked", .frenchCard(FrenchCard(2, .hearts)),
                        .frenchCard(FrenchCard(9, .clubs)), .int(5)),
                ])
        }
    }

    @Test func turningItOnInALostGameSaysSoAtOnceAndOffForgets() {
        let checks = Checks()
        KlondikeTable.$lossChecking.withValue(checks.lost(from: 2)) {
            var t = table()
            run(&t, "draw")
            run(&t, "draw")
            #expect(checks.budgets.isEmpty)
            let on = run(&t, "warn on")
            #expect(on.messages.map(\.key) == ["klondike.warn.set.on", "klondike.warn.lost"])
            // On again: the choice is said, the loss is not repeated.
            #expect(run(&t, "warn on").messages.map(\.key) == ["klondike.warn.set.on"])
            #expect(run(&t, "warn off").messages.map(\.key) == ["klondike.warn.set.off"])
            #expect(t.play.lostAt == nil)
            #expect(run(&t, "warn on").messages.map(\.key) == ["klondike.warn.set.on", "klondike.warn.lost"])
            #expect(run(&t, "warn").messages.map(\.key) == ["klondike.warn.is.on"])
        }
    }

    /// The table gives the check its budget in positions, and the real check keeps to it.
    @Test func theBudgetIsPositionsAndTheCheckKeepsToIt() {
        let checks = Checks()
        KlondikeTable.$lossChecking.withValue(checks.lost(from: 99)) {
            var t = table()
            run(&t, "warn on")
            for _ in 0..<5 { run(&t, "draw") }
            #expect(checks.budgets.count == 6)
            #expect(checks.budgets.allSatisfy { $0 == KlondikeTable.warnStates })
        }
        for seed in UInt64(1)...6 {
            var g = Klondike(seed: seed)
            for _ in 0..<8 { _ = g.apply(.draw) }
            let check = Solver.lossCheck(g.position, drawMode: .one, states: 300)
            #expect(check.states <= 300, "seed \(seed)")
            // A win keeps its line, and the line plays to the win.
            if check.verdict == .winnable {
                var played = Klondike(position: g.position, drawMode: .one)
                for move in check.moves {
                    #expect(played.refusal(for: move) == nil)
                    _ = played.apply(move)
                }
                #expect(played.isWon, "seed \(seed)")
            } else {
                #expect(check.moves.isEmpty)
            }
        }
    }

    /// The real check: seed 21's deal (draw 1) is proved lost before any move.
    @Test func aDealLostFromTheStartIsSaidAtTheDeal() {
        var t = KlondikeTable(seed: 21)
        t.adopt(preferences: ["warn": "on"])
        let dealt = t.begin(at: 0)
        #expect(dealt.map(\.key).contains("klondike.warn.lost.dealt"))
        #expect(t.play.lostAt == 0)
        // `restart`: the same lost deal, not said again.
        run(&t, "draw")
        #expect(warnings(run(&t, "restart")).isEmpty)
    }

    @Test func aWonGameIsNeverChecked() {
        let checks = Checks()
        KlondikeTable.$solving.withValue(StandIn.search) {
            KlondikeTable.$lossChecking.withValue(checks.lost(from: 0)) {
                var t = table()
                run(&t, "solve")
                t.play.warn(true)
                let response = run(&t, "solve play all")
                #expect(t.game.isWon)
                #expect(warnings(response).isEmpty)
                #expect(checks.budgets.isEmpty)
            }
        }
    }

    @Test func thePreferenceIsKeptSavedAndValidated() throws {
        var t = table()
        run(&t, "warn on")
        #expect(t.preferences["warn"] == "on")
        var fresh = KlondikeTable(seed: 9)
        fresh.adopt(preferences: t.preferences)
        #expect(fresh.play.warnLost)
        // Anything baraja never wrote, or an old file without it: off.
        for kept in [["warn": "yes"], ["warn": ""], [:]] {
            var other = KlondikeTable(seed: 9)
            other.adopt(preferences: kept)
            #expect(!other.play.warnLost, "\(kept)")
        }
        t.play.lostAt = 0
        let back = try JSONDecoder().decode(KlondikeTable.self, from: JSONEncoder().encode(t))
        #expect(back == t)
        var json = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(t)) as? [String: Any])
        // A loss beyond the game's moves is no save.
        json["lostAt"] = 5
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(KlondikeTable.self, from: JSONSerialization.data(withJSONObject: json))
        }
        // A loss known with the warning off is no save either.
        json["lostAt"] = 0
        json["warnLost"] = false
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(KlondikeTable.self, from: JSONSerialization.data(withJSONObject: json))
        }
        // A save from before `warn lost` loads with it off.
        json["lostAt"] = nil
        json["warnLost"] = nil
        let old = try JSONDecoder().decode(KlondikeTable.self, from: JSONSerialization.data(withJSONObject: json))
        #expect(!old.play.warnLost && old.play.lostAt == nil)
        run(&t, "warn off")
        #expect(t.preferences["warn"] == nil && !t.play.warnLost)
    }

    @Test func theSessionTakesEveryLanguagesWordsAndRefusesABadOne() {
        let s = klondike()
        #expect(s.handle("warn lost").contains("off"))
        let refused = s.handle("warn lost maybe")
        #expect(refused.contains("on") && refused.contains("off"), "the refusal says what works: \(refused)")
        #expect(s.store.preferences.games["klondike"]?["warn"] == nil, "nothing changed")
        _ = s.handle("warn lost on")
        #expect(s.store.preferences.games["klondike"]?["warn"] == "on")
        _ = s.handle("warn off")
        #expect(s.store.preferences.games["klondike"]?["warn"] == nil)
        let es = klondike(.es)
        #expect(es.handle("aviso sí").contains("A partir de ahora"))
        #expect(es.store.preferences.games["klondike"]?["warn"] == "on")
        let ko = klondike(.ko)
        #expect(ko.handle("패배 알림 켜기").contains("이제부터"))
        #expect(ko.store.preferences.games["klondike"]?["warn"] == "on")
    }

    @Test func tabCompletesTheCommandsWordsAndItsChoices() {
        let s = klondike()
        #expect(s.completions(for: "war") == ["warn lost"])
        #expect(s.completions(for: "warn ") == ["lost", "on", "off"])
        #expect(s.completions(for: "warn l") == ["lost"])
        #expect(s.completions(for: "warn lost ") == ["on", "off"])
        #expect(s.completions(for: "warn lost o") == ["on", "off"])
        let ko = klondike(.ko)
        #expect(ko.completions(for: "패배 ") == ["알림"])
        #expect(ko.completions(for: "패배 알림 ") == ["켜기", "끄기"])
    }
}
