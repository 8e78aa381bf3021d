import Klondike

extension Solver {
    /// Positions each search for the shortest line may visit (`shortest`): as many as each
    /// of Klondike-Solver's three searches in its fast mode.
    public static let shortestStates = 200_000

    /// The solution with the shortest line a longer search finds, for `baraja solve --shortest`:
    /// Klondike-Solver's fast mode's three best-first searches in turn (`BestFirst.Shape`),
    /// each going on after its wins for shorter ones and bounded by the shortest line found so
    /// far (a line left only when it cannot end below the bound: `leastBound`), then the
    /// depth-first one (`Shortener`), each within `limit` positions and all ending when `stop`
    /// says so. The line is the shortest they found, not proved the shortest there is: the
    /// searches leave lines out (the best-first ones follow only a position's best few steps
    /// and move part of a run only for the card under it; all play safe cards home at once).
    /// As it was when they find nothing shorter (and for a position not won).
    public static func shortest(
        _ solution: Solution, from position: Klondike.Position, drawMode: Klondike.DrawMode,
        within limit: Int = shortestStates, stop: (@Sendable () -> Bool)? = nil
    ) -> Solution {
        guard solution.verdict == .winnable, limit > 0, !solution.moves.isEmpty else { return solution }
        var best = solution.moves
        func keep(_ steps: [Step]?) {
            guard let steps,
                let moves = engineMoves(
                    simplified(steps, from: position, drawMode: drawMode), from: position, drawMode: drawMode),
                moves.count < best.count
            else { return }
            best = moves
        }
        func stopped() -> Bool { stop?() ?? false }
        for shape in [BestFirst.Shape.wide, .usual, .narrow] where !stopped() {
            guard
                let search = BestFirst(
                    position, drawMode: drawMode, budget: Budget(states: limit, stop: stop), shape: shape)
            else { continue }
            search.leastBound = true
            keep(search.shorter(than: best.count))
        }
        if !stopped(), let search = Shortener(position, drawMode: drawMode, bound: best.count, limit: limit, stop: stop)
        {
            search.leastBound = true
            keep(search.run())
        }
        var shorter = solution
        shorter.moves = best
        return shorter
    }
}
