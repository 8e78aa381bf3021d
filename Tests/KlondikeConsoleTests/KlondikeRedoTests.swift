import Foundation
import GameKit
import TableKit
import Testing

@testable import Klondike
@testable import KlondikeConsole

/// `redo` plays again what `undo` took back, until a new move.
@Suite struct KlondikeRedoTests {
    /// A table with a few moves played: draws, and whatever `tap w` could put somewhere.
    static func played(seed: UInt64 = 2) -> KlondikeTable {
        var t = table(seed: seed)
        for line in ["draw", "draw", "tap w", "draw", "tap w", "draw", "draw"] { run(&t, line) }
        #expect(t.game.steps.count >= 5)
        return t
    }

    static func redo(_ t: inout KlondikeTable) -> Response { t.carryOut(.redo, argument: .none, at: 0) }

    @Test func undoThenRedoBringsBackTheSameGame() {
        let start = Self.played()
        var t = start
        let depth = 4
        for _ in 0..<depth { #expect(!run(&t, "undo").refused) }
        #expect(t.play.redoable == depth)
        for left in (0..<depth).reversed() {
            let response = Self.redo(&t)
            #expect(!response.refused)
            #expect(response.messages.first?.key == (left == 0 ? "klondike.redone.none" : "klondike.redone"))
            // What it redid follows, as when the move was first played.
            #expect(response.messages.count >= 2)
            #expect(t.play.redoable == left)
        }
        #expect(t.game == start.game)
        #expect(t.game.history == start.game.history)
    }

    @Test func aNewMoveClearsWhatCouldBeRedone() {
        var t = Self.played()
        run(&t, "undo")
        run(&t, "undo")
        #expect(!run(&t, "draw").refused)
        #expect(t.play.redoable == 0)
        let before = t
        let response = Self.redo(&t)
        #expect(response.refused)
        #expect(response.messages.map(\.key) == ["klondike.refused.nothingtoredo"])
        #expect(t == before, "nothing changes on a refusal")
        // An undo after that new move starts a fresh list: only that move comes back.
        run(&t, "undo")
        #expect(t.play.redoable == 1)
    }

    @Test func nothingUndoneNothingToRedo() {
        var t = table()
        let before = t
        #expect(Self.redo(&t).refused)
        #expect(t == before)
        var deal = Self.played()
        run(&deal, "undo")
        run(&deal, "new")
        #expect(deal.play.redoable == 0, "a new deal leaves nothing to redo")
        #expect(Self.redo(&deal).refused)
    }

    @Test func aSaveKeepsWhatCanBeRedone() throws {
        var t = Self.played()
        run(&t, "undo")
        run(&t, "undo")
        let data = try JSONEncoder().encode(t)
        var back = try JSONDecoder().decode(KlondikeTable.self, from: data)
        #expect(back == t)
        #expect(back.play.redoable == 2)
        #expect(!Self.redo(&back).refused)
        var original = t
        _ = Self.redo(&original)
        #expect(back.game == original.game)
    }

    @Test func aSaveWithStaleMovesToRedoNeverPlaysThem() throws {
        var t = Self.played()
        run(&t, "undo")
        run(&t, "draw")
        let back = try JSONDecoder().decode(KlondikeTable.self, from: JSONEncoder().encode(t))
        #expect(back.play.redoable == 0)
        #expect(back == t, "the table comes back unchanged")
        // Everything redone: nothing left, and the same table again.
        var all = Self.played()
        run(&all, "undo")
        _ = Self.redo(&all)
        #expect(try JSONDecoder().decode(KlondikeTable.self, from: JSONEncoder().encode(all)) == all)
    }

    @Test func aSaveWhoseMovesToRedoTheRulesRefuseIsNoSave() throws {
        var t = Self.played()
        run(&t, "undo")
        var json = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(t)) as? [String: Any])
        var redo = try #require(json["redoStack"] as? [String: Any])
        // A king from the foundation that holds nothing: the rules refuse it.
        redo["steps"] = "f0-t0-1"
        json["redoStack"] = redo
        let data = try JSONSerialization.data(withJSONObject: json)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(KlondikeTable.self, from: data) }
        redo["steps"] = "not-a-step"
        json["redoStack"] = redo
        let garbled = try JSONSerialization.data(withJSONObject: json)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(KlondikeTable.self, from: garbled) }
    }
}
