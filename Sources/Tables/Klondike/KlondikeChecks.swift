import CardKit
import GameKit
import Klondike
import TableKit

/// What must hold of a deal in play and of a save (the soak and property tests), and the
/// goodbye's summary.
extension KlondikeTable {
    func invariantProblems() -> [String] { play.invariantProblems }

    /// Every position `undo` and `restart` can bring back, and the numbers read (the clocks
    /// are subtracted and made whole seconds, the counters grow by one).
    func savedStateProblems() -> [String] {
        SavedNumbers.problems(
            clocks: [("dealtAt", play.dealtAt), ("lastSeen", play.lastSeen)],
            counts: [("wonAfter", play.wonAfter), ("played", play.played), ("won", play.won), ("lostAt", play.lostAt)])
            + Position.problems(
                of: [(game.position, "position"), (game.dealt, "deal")]
                    + game.history.enumerated().map { ($0.element, "undo \($0.offset + 1)") })
    }

    func summary() -> Message? {
        let total = play.playedWithThis
        guard total > 0 else { return nil }
        return Message("klondike.summary", .int(play.won), .int(total), count: play.won)
    }
}
