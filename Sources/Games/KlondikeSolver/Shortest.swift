import Klondike

extension Solver {
    /// Positions each search for the shortest line may visit (`shortest`): twice as many as
    /// each of Klondike-Solver's three searches in its fast mode (as many left one draw-3
    /// line of seeds 1–30 a move longer than Klondike-Solver's).
    public static let shortestStates = 400_000

    /// The solution with the shortest line longer searches find, for `baraja solve --shortest`:
    /// Klondike-Solver's fast mode's three best-first searches (`BestFirst.Shape`), once with
    /// its guess (`BestFirst.lengthGuess`) and once with the solver's, each going on after its
    /// wins for shorter ones and bounded by the shortest line found so far (a line left only
    /// when it cannot end below the bound: `leastBound`); then a wider one (five steps from
    /// every position), and the depth-first one (`Shortener`); each within
    /// `limit` positions (the wide one two and a half times as many) and all ending when `stop`
    /// says so. The narrow searches mostly end before their limit, every line they follow
    /// tried: the wide one finds what they leave out. The line is the shortest they found,
    /// not proved the shortest there is (`fewestMoves`): the searches leave lines out (the
    /// best-first ones follow only a position's best few steps and move part of a run only for
    /// the card under it; all send safe cards home at once). Last, the line's end is searched
    /// whole (`shortenedEnd`, within `limit` positions a search). As it was when they find
    /// nothing shorter (and for a position not won).
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
        let wide = BestFirst.Shape(two: 0, three: 0, width: 5)
        let searches: [(shape: BestFirst.Shape, lengthGuess: Bool, states: Int)] =
            [BestFirst.Shape.wide, .usual, .narrow].map { ($0, true, limit) }
            + [BestFirst.Shape.wide, .usual, .narrow].map { ($0, false, limit) }
            + [(wide, true, limit / 2 * 5)]
        for (shape, lengthGuess, states) in searches where !stopped() {
            guard
                let search = BestFirst(
                    position, drawMode: drawMode, budget: Budget(states: states, stop: stop),
                    options: shorteningOptions(bestFirst: true), shape: shape)
            else { continue }
            search.leastBound = true
            search.lengthGuess = lengthGuess
            keep(search.shorter(than: best.count))
        }
        if !stopped(),
            let search = Shortener(
                position, drawMode: drawMode, bound: best.count, limit: limit,
                options: shorteningOptions(bestFirst: false), stop: stop)
        {
            search.leastBound = true
            keep(search.run())
        }
        if !stopped() { best = shortenedEnd(best, from: position, drawMode: drawMode, limit: limit, stop: stop) }
        var shorter = solution
        shorter.moves = best
        return shorter
    }
}

extension Solver {
    /// The line with its end searched whole: from the position after each move of cards, the
    /// last first and going back, a depth-first search for a shorter way to the end
    /// (`Shortener.exact`, with every move the best-first searches make: a talon card put on a
    /// stack need not be covered next, as Klondike-Solver's lines put one there to reach the
    /// card under it; part of a run only for the card under it, which loses no shorter line),
    /// bounded by the rest of the line, until one of them reaches `limit` positions: the tree
    /// from there on is too big to search whole. The best-first searches leave lines out near
    /// the end too, where a whole search is cheap.
    static func shortenedEnd(
        _ moves: [Klondike.Move], from position: Klondike.Position, drawMode: Klondike.DrawMode,
        limit: Int = shortestStates, stop: (@Sendable () -> Bool)? = nil
    ) -> [Klondike.Move] {
        // The position before each move, and where the searches start: after a move of cards
        // (a search from before the draws that follow is free to make them or not).
        var game = Klondike(position: position, drawMode: drawMode)
        var positions: [Klondike.Position] = [position]
        var cuts: [Int] = [0]
        for (index, move) in moves.enumerated() {
            guard game.refusal(for: move) == nil else { return moves }
            _ = game.apply(move)
            positions.append(game.position)
            if move != .draw { cuts.append(index + 1) }
        }
        var best = moves
        var options = shorteningOptions(bestFirst: false)
        options.coverRule = false
        options.partOnlyForHome = true
        // Back from the end by a growing number of cuts (a quarter of those between it and the end): a search from
        // further back also tries every line the nearer ones did, and the last one, which
        // reaches the limit, costs most of the time.
        var k = cuts.count - 1
        while k >= 0, !(stop?() ?? false) {
            let cut = cuts[k]
            k = k == 0 ? -1 : max(0, k - max(1, (cuts.count - 1 - k) / 4))
            guard cut < best.count else { continue }
            let from = positions[cut]
            guard
                let search = Shortener(
                    from, drawMode: drawMode, bound: best.count - cut, limit: limit, options: options, stop: stop)
            else { break }
            search.exact = true
            if let steps = search.run(),
                let end = engineMoves(
                    simplified(steps, from: from, drawMode: drawMode), from: from, drawMode: drawMode),
                cut + end.count < best.count
            {
                best = Array(best[..<cut]) + end
            }
            if search.visits >= limit { break }
        }
        return best
    }

    /// A number of moves no win from `position` can take fewer of (a move of cards, a draw,
    /// a turn of the waste, as the game counts them): every card not home goes home, one move
    /// each; every card of the stock is drawn (a draw turns one card over, or three); and each
    /// stack in which a card lies under a higher card of its own suit sends a card off to
    /// another stack first (the higher one cannot go home before the lower, nor the lower
    /// leave before everything over it has: a move takes cards from one stack only). A line of
    /// this length is the shortest there is (`baraja solve --shortest` says so).
    public static func fewestMoves(_ position: Klondike.Position, drawMode: Klondike.DrawMode) -> Int {
        let home = position.foundations.reduce(0, +)
        let per = drawMode == .three ? 3 : 1
        var total = (52 - home) + (position.stock.count + per - 1) / per
        for stack in position.stacks {
            var highest = [0, 0, 0, 0]
            var buried = false
            // From the top down: the highest rank of each suit seen above.
            for card in stack.reversed() {
                let suit = Klondike.Position.foundationIndex(card.suit)
                if highest[suit] > card.rank { buried = true }
                highest[suit] = max(highest[suit], card.rank)
            }
            if buried { total += 1 }
        }
        return total
    }
}
