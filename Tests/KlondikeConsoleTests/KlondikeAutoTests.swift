import CardKit
import Foundation
import GameKit
import KlondikeSolver
import TableKit
import Testing

@testable import Klondike
@testable import KlondikeConsole

/// `auto on|off`: safe cards go up after each move; `undo` takes them back with the move.
@Suite struct KlondikeAutoTests {
    static func redo(_ t: inout KlondikeTable) -> Response { t.carryOut(.redo, argument: .none, at: 0) }

    /// Plays `draw` until an automatic move happens; the table just before that draw.
    static func firstAutoMove(seed: UInt64) -> (before: KlondikeTable, after: KlondikeTable, response: Response)? {
        var t = table(seed: seed)
        run(&t, "auto on")
        // Draws, and the waste played where it fits, to move the game on.
        for _ in 0..<60 {
            for line in ["draw", "tap w"] {
                let before = t
                let response = run(&t, line)
                if response.messages.contains(where: { $0.key == "klondike.auto.up" }) { return (before, t, response) }
            }
        }
        return nil
    }

    @Test func autoOnPlaysOnlySafeCardsAndUndoTakesThemBackWithTheMove() throws {
        var found = 0
        for seed in UInt64(0)..<20 {
            guard let (before, after, response) = Self.firstAutoMove(seed: seed) else { continue }
            found += 1
            // Only the solver's safe cards went up, and none is left to go.
            #expect(Solver.safeCards(in: after.game.position).isEmpty, "seed \(seed)")
            let ups = response.messages.filter { $0.key == "klondike.auto.up" }.count
            #expect(after.game.steps.count == before.game.steps.count + 1 + ups)
            // One undo: the draw and its auto-moves together.
            var back = after
            #expect(!run(&back, "undo").refused)
            #expect(back.game == before.game, "seed \(seed)")
            // One redo: the draw and its auto-moves again.
            #expect(!Self.redo(&back).refused)
            #expect(back.game == after.game, "seed \(seed)")
        }
        #expect(found >= 3, "auto-moves happen on some of these deals (\(found))")
    }

    /// Drawing three, a card taken from the waste changes which cards the next passes show, so
    /// it can cost a win: the automatic moves there never take a card from the waste, only
    /// from the stacks (the solver's safe cards all the same).
    @Test func drawingThreeTheAutomaticMovesNeverTakeFromTheWaste() {
        var stackUps = 0
        for seed in UInt64(0)..<20 {
            var t = table(seed: seed)
            run(&t, "new 3")
            run(&t, "auto on")
            for _ in 0..<60 {
                for line in ["draw", "tap w"] {
                    let response = run(&t, line)
                    for up in response.messages where up.key == "klondike.auto.up" {
                        let from = up.args.count > 1 ? up.args[1] : nil
                        #expect(from != .message(Message("klondike.pile.waste")), "seed \(seed): \(up)")
                        stackUps += 1
                    }
                }
            }
            #expect(t.game.drawMode == .three)
        }
        #expect(stackUps >= 1, "cards still go up from the stacks by themselves")
    }

    @Test func autoOffMovesNothingByItself() {
        for seed in UInt64(0)..<10 {
            var t = table(seed: seed)
            for _ in 0..<30 {
                let steps = t.game.steps.count
                let response = run(&t, "draw")
                #expect(!response.messages.contains { $0.key == "klondike.auto.up" })
                #expect(t.game.steps.count == steps + 1)
            }
        }
    }

    @Test func autoIsAKeptPreferenceAndSaved() throws {
        var t = table()
        #expect(t.preferences["auto"] == nil)
        let on = run(&t, "auto on")
        #expect(on.messages.map(\.key) == ["klondike.auto.set.on"])
        #expect(t.preferences["auto"] == "on")
        var fresh = KlondikeTable(seed: 9)
        fresh.adopt(preferences: t.preferences)
        #expect(fresh.play.autoMoves)
        let back = try JSONDecoder().decode(KlondikeTable.self, from: JSONEncoder().encode(t))
        #expect(back == t)
        run(&t, "auto off")
        #expect(t.preferences["auto"] == nil && !t.play.autoMoves)
    }

    @Test func autoGroupsOutOfRangeAreNoSave() throws {
        var t = table()
        run(&t, "draw")
        var json = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(t)) as? [String: Any])
        json["autoGroups"] = ["ends": [5], "counts": [1]]
        let data = try JSONSerialization.data(withJSONObject: json)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(KlondikeTable.self, from: data) }
    }
}
