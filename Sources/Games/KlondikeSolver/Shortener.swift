import CardKit
import Klondike

/// A search for a shorter winning line, once one is known: depth first with the same moves
/// and prunings as `Search`, counting each step in the game's moves (a move of cards, and for
/// a talon card the draws and recycles that bring it up), and giving up every line that cannot
/// end shorter than the best found so far (branch and bound: each card not yet home needs a
/// move at least; with `leastBound`, `Search.leastMovesLeft`; with `exact`, `Search.fewestMovesLeft`). A position is searched again only when reached in fewer moves than before.
/// It ends after `limit` positions with the shortest line found, if shorter than `bound`.
final class Shortener {
    let search: Search
    let limit: Int
    private(set) var visits = 0
    private(set) var best: [Step]? = nil
    private(set) var bestCost: Int
    /// Bounds the lines by `Search.leastMovesLeft` (`Solver.shortest`) instead of the cards
    /// not yet home.
    var leastBound = false
    /// Looks for the shortest line of its moves (`Solver.shortest`'s pass over the line's end):
    /// the waste's place is part of a position (the draws a line still needs depend on it,
    /// so a position reached in more moves with the waste elsewhere may still be the way to
    /// the shortest line), and a position with nothing face down but cards left in the talon
    /// is searched on past its played-out line (`Search.playOut` takes the talon's cards in the
    /// order draws bring them up, where putting one that blocks the waste on a stack may save
    /// a turn of the waste).
    var exact = false
    /// The fewest moves each position was reached in.
    private var reached: [UInt64: Int] = [:]

    init?(
        _ position: Klondike.Position, drawMode: Klondike.DrawMode, bound: Int, limit: Int,
        options: Search.Options = Search.Options(), stop: (@Sendable () -> Bool)? = nil
    ) {
        guard
            let search = Search(
                position, drawMode: drawMode, budget: Budget(states: limit, stop: stop), options: options)
        else {
            return nil
        }
        self.search = search
        self.limit = limit
        bestCost = bound
    }

    /// The shortest line found (the search's steps from the position given), or nil.
    func run() -> [Step]? {
        search.playSafeCards()
        if search.options.deadlocks && search.isDeadlocked() { return nil }
        dfs(.none, moves: search.moves(since: 0))
        return best
    }

    private func dfs(_ need: Need, moves: Int) {
        let s = search
        if s.isDecided {
            if let win = s.winningLine(since: s.line.count, after: moves, below: bestCost) {
                bestCost = win.moves
                best = win.line
            }
            if !exact || s.talonCount == 0 { return }
        }
        let least = exact ? s.fewestMovesLeft() : leastBound ? s.leastMovesLeft() : 52 - s.homeCount
        if moves + least >= bestCost || visits >= limit || s.stopped { return }
        if visits & 0x3FF == 0x3FF, let stop = s.stop, stop() {
            s.stopped = true
            return
        }
        if s.pool.count >= s.pool.capacity - 1024 || s.line.count >= s.line.capacity - 256 { return }
        let start = s.pool.count
        s.generate(need)
        let end = s.pool.count
        orderByDraws(start, end)
        var index = start
        while index < end && visits < limit {
            var step = s.pool[index]
            index += 1
            let mark = s.line.count
            s.apply(&step)
            s.line.append(step)
            let from = Int(step.a)
            let exposed: UInt8? =
                step.kind == .stackToStack && !step.turned && s.count[from] > s.hidden[from] ? s.top(from) : nil
            s.playSafeCards()
            let next = s.options.coverRule ? s.need(after: step, exposed: exposed) : .none
            let key = s.key() &+ next.key &+ (exact ? UInt64(s.pointer &+ 1) &* 0x9E37_79B9_7F4A_7C15 : 0)
            let total = moves + s.moves(since: mark)
            let covers = step.kind != .stackToFoundation && step.kind != .talonToFoundation
            if total < reached[key, default: .max] && !(s.options.deadlocks && covers && s.isDeadlocked()) {
                reached[key] = total
                visits += 1
                dfs(next, moves: total)
            }
            while s.line.count > mark { s.undo(s.line.removeLast()) }
        }
        s.pool.count = start
    }

    /// Sorts the candidate steps in `pool[start..<end]` by the draws they take, fewest first
    /// (stable: the search's order among equals), so the first lines found turn the waste back
    /// seldom.
    private func orderByDraws(_ start: Int, _ end: Int) {
        let s = search
        guard end - start > 1 else { return }
        var keyed: [(draws: Int, index: Int, step: Step)] = []
        keyed.reserveCapacity(end - start)
        for i in start..<end {
            let step = s.pool[i]
            let isTalon = step.kind == .talonToFoundation || step.kind == .talonToStack
            let d = isTalon ? Self.draws(from: s.pointer, to: Int(step.a), of: s.talonCount, drawThree: s.drawThree) : 0
            keyed.append((d, i, step))
        }
        keyed.sort { ($0.draws, $0.index) < ($1.draws, $1.index) }
        for (k, entry) in keyed.enumerated() { s.pool[start + k] = entry.step }
    }

    /// Draws (a recycle counted as one) that bring talon card `j` to the top of the waste when
    /// `p` of the talon's `n` cards are in the waste, as the game's `draw` does: the rest of
    /// this pass first, then, turning the waste back over, the next. In draw-3 a card further on
    /// in this pass comes up in it only when a draw ends on it (a multiple of three after the
    /// waste's top, or the last card); one that no draw of this pass ends on waits for the next.
    static func draws(from p: Int, to j: Int, of n: Int, drawThree: Bool) -> Int {
        talonCost(from: p, to: j, of: n, drawThree: drawThree).draws
    }

    /// The draws (a recycle counted as one) that bring talon card `j` up, and whether the waste
    /// is turned back over on the way (see `draws`). Not `exact`: a card further on in draw-3
    /// is counted as coming up in this pass (the solver's search for a win, see `BestFirst`).
    static func talonCost(from p: Int, to j: Int, of n: Int, drawThree: Bool, exact: Bool = true) -> (
        draws: Int, recycled: Bool
    ) {
        if j == p - 1 { return (0, false) }
        guard drawThree else {
            return j >= p ? (j + 1 - p, false) : (n - p + 1 + j + 1, true)
        }
        if j >= p && (!exact || (j + 1 - p) % 3 == 0 || j == n - 1) {
            return ((j + 1 - p + 2) / 3, false)
        }
        // The rest of this pass, the turn back, then every third card from the first.
        let rest = (n - p + 2) / 3
        let next = j == n - 1 ? (n + 2) / 3 : (j + 1 + 2) / 3
        return (rest + 1 + next, true)
    }
}
