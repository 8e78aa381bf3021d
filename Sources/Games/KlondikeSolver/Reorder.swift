import CardKit
import Klondike

/// A finishing pass over a winning line: the same steps in another order, or fewer of them,
/// when that takes fewer of the game's moves. The searches count a talon card's draws from
/// where the waste stands when they play it; a card the line plays a little sooner or later
/// may need no draw of its own, or spare a turn of the waste (the draws of the cards between
/// bring it up). The line stays a line of the game: every order tried is replayed on the
/// search's raw position, and the caller replays the one kept in the engine.
extension Search {
    /// The game's moves `steps` take from here (one a step, plus the draws that bring each
    /// talon card up, a turn of the waste counted as one), each talon step found by its card
    /// wherever it now lies in the talon (its index filled in): nil when a step is not legal
    /// where it comes, the line does not win, or it takes `bound` moves or more.
    func replayCost(_ steps: inout [Step], below bound: Int) -> Int? {
        let mark = line.count
        defer { while line.count > mark { undo(line.removeLast()) } }
        var total = 0
        for k in steps.indices {
            var step = steps[k]
            if step.kind == .talonToFoundation || step.kind == .talonToStack {
                var index = -1
                for j in 0..<talonCount where talon[j] == step.card {
                    index = j
                    break
                }
                guard index >= 0 else { return nil }
                step.a = UInt8(index)
                guard isLegal(step) else { return nil }
                total += Shortener.draws(from: pointer, to: index, of: talonCount, drawThree: drawThree)
            } else if !isLegal(step) {
                return nil
            }
            total += 1
            if total >= bound { return nil }
            apply(&step)
            line.append(step)
            steps[k] = step
        }
        return homeCount == 52 ? total : nil
    }
}

extension Solver {
    /// Sweeps of the finishing pass at most (each tries every step at every other place).
    static let reorderSweeps = 8

    /// The line `steps` (which wins from `position`) with its steps moved, one at a time, to
    /// wherever the line then takes fewer of the game's moves, and with any step it can do
    /// without left out, until a whole sweep finds nothing (or `reorderSweeps` sweeps):
    /// a line no longer than it was, which wins. `stop` ends it early.
    static func reordered(
        _ steps: [Step], from position: Klondike.Position, drawMode: Klondike.DrawMode,
        stop: (@Sendable () -> Bool)? = nil
    ) -> [Step] {
        guard let search = Search(position, drawMode: drawMode, budget: Budget(states: 1)) else { return steps }
        var best = steps
        guard var cost = search.replayCost(&best, below: .max) else { return steps }
        var sweeps = 0
        var improved = true
        while improved && sweeps < reorderSweeps && !(stop?() ?? false) {
            improved = false
            sweeps += 1
            var j = 0
            while j < best.count {
                var trial = best
                trial.remove(at: j)
                if let c = search.replayCost(&trial, below: cost) {
                    (best, cost, improved) = (trial, c, true)
                    continue
                }
                for i in best.indices where i != j {
                    var trial = best
                    let step = trial.remove(at: j)
                    trial.insert(step, at: i)
                    if let c = search.replayCost(&trial, below: cost) {
                        (best, cost, improved) = (trial, c, true)
                        break
                    }
                }
                j += 1
            }
        }
        return best
    }
}
