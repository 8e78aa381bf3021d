import CardKit
import GameKit
import Klondike
import TableKit

/// What must hold of a deal in play and of a save (the soak and property tests), and the
/// goodbye's summary.
extension KlondikeTable {
    func invariantProblems() -> [String] {
        Self.problems(of: [(game.position, "position")] + (game.history.last.map { [($0, "undo")] } ?? []))
            + (Self.checkedLostAt(lostAt, for: game) ? [] : ["a loss known beyond the game's moves"])
            + (lostAt != nil && !warnLost ? ["a loss known with the warning off"] : [])
    }

    /// Every position `undo` and `restart` can bring back, and the numbers read (the clocks
    /// are subtracted and made whole seconds, the counters grow by one).
    func savedStateProblems() -> [String] {
        SavedNumbers.problems(
            clocks: [("dealtAt", dealtAt), ("lastSeen", lastSeen)],
            counts: [("wonAfter", wonAfter), ("played", played), ("won", won), ("lostAt", lostAt)])
            + Self.problems(
                of: [(game.position, "position"), (game.dealt, "deal")]
                    + game.history.enumerated().map { ($0.element, "undo \($0.offset + 1)") })
    }

    static func problems(of positions: [(Position, String)]) -> [String] {
        var problems: [String] = []
        func check(_ p: Position, _ label: String) {
            guard p.stacks.count == 7, p.hidden.count == 7, p.foundations.count == 4 else {
                problems.append("\(label): not 7 stacks and 4 foundations")
                return
            }
            // A damaged save may hold any numbers: check them before counting cards by them.
            guard p.foundations.allSatisfy({ (0...13).contains($0) }),
                (0..<7).allSatisfy({ (0...p.stacks[$0].count).contains(p.hidden[$0]) })
            else {
                problems.append("\(label): a foundation or a face-down count out of range")
                return
            }
            let cards = p.allCards
            if cards.count != 52 { problems.append("\(label): \(cards.count) cards, not 52") }
            if Set(cards) != Set(FrenchCard.deck) { problems.append("\(label): a card is missing or in two places") }
            for i in 0..<7 {
                if p.hidden[i] < 0 || p.hidden[i] > p.stacks[i].count {
                    problems.append("\(label): stack \(i + 1) hides \(p.hidden[i])")
                }
                if !p.stacks[i].isEmpty && p.hidden[i] == p.stacks[i].count {
                    problems.append("\(label): stack \(i + 1) has no face-up top")
                }
                let up = Array(p.faceUp(i))
                for (a, b) in zip(up, up.dropFirst()) where b.rank != a.rank - 1 || a.suit.isRed == b.suit.isRed {
                    problems.append("\(label): stack \(i + 1) has \(b) on \(a)")
                }
            }
            if p.score < 0 { problems.append("\(label): score \(p.score) below 0") }
        }
        for (position, label) in positions { check(position, label) }
        return problems
    }

    func summary() -> Message? {
        let total = played.saturatingAdding(game.isWon || game.position.moves == 0 ? 0 : 1)
        guard total > 0 else { return nil }
        return Message("klondike.summary", .int(won), .int(total), count: won)
    }
}
