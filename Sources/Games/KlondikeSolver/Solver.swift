import CardKit
import Klondike

/// A Klondike solver for "thoughtful" play: the place of every card is known (face-down cards
/// and the stock's order included). Pure: no IO, no clock, no text.
public enum Solver {
    /// Positions the first, quick search may visit.
    static let quickStates = 20_000

    /// The searches, in turn, within `states` positions in all. Each is lucky on different
    /// deals: a short one that may leave talon cards uncovered (the lines a person would find:
    /// most deals are won within a few hundred positions); two short ones that leave lines out
    /// (part of a run moves only for the card under it to go home, no card comes back from the
    /// foundations: a smaller tree, searched deeper, as Solvitaire and Klondike-Solver do),
    /// turning face-down cards first, then playing the talon first; two short ones in
    /// Solvitaire's order, with Solvitaire's moves and rule for safe cards (see
    /// `Search.Options.peerOrder`), the stacks taken by their place, then by their size; a
    /// best-first one as Klondike-Solver's (`BestFirst`: it wins deals on which the depth-first
    /// searches lose their way in an early choice, and costs a loss about half a second);
    /// then the complete searches in turn, one turning face-down cards first and one playing
    /// the talon first, 100,000 positions each, twice as many every second time, each going
    /// on from where the last stopped (`Search.resume`): a win one order is slow to reach gets
    /// the other's turn, and a loss is proved by all of them together. They move part of a
    /// run only when the card under it can then go home (`Search.Options.partOnlyForHome`,
    /// which loses no win), and in draw-1 have the "at once" rules too, but the one for parts
    /// of runs: a smaller tree, in which the hard losses are proved in a fraction of the
    /// positions (README).
    ///
    /// In draw-3 the two narrow searches come first (they win the median deal in fewer
    /// positions than the quick one: seeds 1–200, a median 446 positions instead of 1,202),
    /// then the quick one, the two in Solvitaire's order and the best-first one, then two
    /// narrow ones again for twice as long, the first of them letting cards come back from
    /// the foundations as Solvitaire does (they were five times as long before the best-first
    /// search, which now wins most of the deals they won: seeds 1–1,000 lose no win, and a loss
    /// is reached 300,000 positions sooner), and only then the complete ones: a loss takes
    /// longer to prove. Within a small budget the narrow ones take a tenth and a
    /// fifth of it each, so that the quick search, a complete one, still proves small losses.
    static func schedule(_ states: Int, drawMode: Klondike.DrawMode = .one) -> [(states: Int, options: Search.Options)]
    {
        var left = states
        func take(_ n: Int) -> Int {
            let t = min(left, n)
            left -= t
            return t
        }
        let quick = Search.Options(coverRule: false)
        let narrow = Search.Options(partOnlyForHome: true, noWorryBack: true)
        let narrowTalon = Search.Options(talonFirst: true, partOnlyForHome: true, noWorryBack: true)
        // Solvitaire's moves in Solvitaire's order (see `Search.Options.peerOrder`), without the
        // "cover at once" rule, which Solvitaire does not have.
        let peer = Search.Options(coverRule: false, partOnlyForHome: true, peerOrder: true)
        var peerBySize = peer
        peerBySize.peerBySize = true
        // Klondike-Solver's best-first search (see `BestFirst`), with our moves.
        let bestFirst = Search.Options(coverRule: false, partOnlyForHome: true, bestFirst: true)
        var phases: [(states: Int, options: Search.Options)]
        if drawMode == .three {
            // A part of small budgets only, so that the quick search (a complete one) still
            // has its positions to prove a loss.
            let short = min(Self.narrowStates, states / 10)
            let long = min(2 * Self.narrowStates, states / 5)
            // As Solvitaire's search: part of a run moves only for the card under it to go home,
            // and cards may come back from the foundations.
            let narrowWorry = Search.Options(partOnlyForHome: true)
            phases = [
                (take(short), narrow), (take(short), narrowTalon), (take(Self.quickStates), quick),
                (take(min(Self.peerStates, states / 10)), peer),
                (take(min(Self.peerStates, states / 10)), peerBySize),
                (take(min(Self.bestFirstStates, states / 10)), bestFirst),
                (take(long), narrowWorry), (take(long), narrowTalon),
            ]
        } else {
            let first = take(Self.quickStates)
            let both = take(2 * Self.narrowStates)
            phases = [
                (first, quick), (both / 2, narrow), (both - both / 2, narrowTalon),
                (take(min(Self.peerStates, states / 10)), peer),
                (take(min(Self.peerStates, states / 10)), peerBySize),
                (take(min(Self.bestFirstStates, states / 10)), bestFirst),
            ]
        }
        // The complete searches, each going on where the last stopped (see `Search.resume`),
        // in turn turning face-down cards first and playing the talon first, for twice as long
        // every second time. In draw-1 with the "at once" rules too (half the positions on
        // the median hard loss of seeds 1–1,000); in draw-3, where a talon card put on a
        // stack need not be covered next, they proved no loss sooner (more positions on most).
        var size = Self.restartStates
        var talonFirst = false
        while left > 0 {
            phases.append(
                (
                    take(size),
                    Search.Options(coverRule: drawMode == .one, talonFirst: talonFirst, partOnlyForHome: true)
                ))
            if talonFirst { size *= 2 }
            talonFirst.toggle()
        }
        return phases
    }

    /// Positions of the best-first search.
    static let bestFirstStates = 200_000

    /// Positions of each search in Solvitaire's order.
    static let peerStates = 20_000

    /// Positions of the first of the complete searches that go on one after the other.
    static let restartStates = 100_000

    /// Positions each of the two searches that leave lines out may visit.
    static let narrowStates = 50_000

    /// Decides whether `position` can still be won, drawing as `drawMode` says. `upTo`: the
    /// same searches in the same order as for `budget`, stopped (undecided) once they have
    /// visited that many positions in all: every verdict the whole budget reaches within
    /// that many positions is reached, the same, and no other.
    public static func solve(
        _ position: Klondike.Position, drawMode: Klondike.DrawMode,
        budget: Budget = Budget(), upTo limit: Int = Int.max
    ) -> Solution {
        if position.isWon { return Solution(verdict: .winnable, moves: [], states: 0) }
        let phases = schedule(budget.states, drawMode: drawMode)
        var verdict = Verdict.undecided
        var states = 0
        var last: Search? = nil
        // The last complete search: the next one with the same rules goes on from it.
        var complete: Search? = nil
        for var phase in phases where phase.states > 0 {
            phase.states = min(phase.states, limit - states)
            guard phase.states > 0 else { break }
            let search: Search
            let within = Budget(states: phase.states, stop: budget.stop, memory: budget.memory)
            if phase.options.bestFirst {
                guard let best = BestFirst(position, drawMode: drawMode, budget: within, options: phase.options) else {
                    return Solution(verdict: .undecided, moves: [], states: 0)
                }
                search = best.search
                verdict = best.run() ? .winnable : .undecided
            } else if phase.options.isComplete, let going = complete, going.options.sameRules(as: phase.options) {
                // Its table (or its line) is full: no search can go on from it.
                if going.table.isFull || going.buffersFull { break }
                search = going
                verdict = search.resume(states: phase.states, options: phase.options)
            } else {
                guard let fresh = Search(position, drawMode: drawMode, budget: within, options: phase.options) else {
                    return Solution(verdict: .undecided, moves: [], states: 0)
                }
                search = fresh
                verdict = search.run()
                if phase.options.isComplete { complete = search }
            }
            states += search.states
            last = search
            // A search that leaves lines out finds wins, but its "no win" proves nothing.
            if verdict == .unwinnable && !phase.options.isComplete { verdict = .undecided }
            if verdict != .undecided || search.stopped { break }
        }
        guard let search = last else { return Solution(verdict: .undecided, moves: [], states: 0) }
        guard verdict == .winnable else {
            // Memory ended it when the complete search's table is full and no clock said stop.
            let full =
                verdict == .undecided && !search.stopped
                && (complete?.table.isFull == true || complete?.buffersFull == true)
            return Solution(
                verdict: verdict, moves: [], states: states,
                reason: verdict == .unwinnable ? search.lossReason() : nil, outOfMemory: full)
        }
        guard
            var moves = engineMoves(
                simplified(search.line.all, from: position, drawMode: drawMode),
                from: position, drawMode: drawMode)
        else {
            return Solution(verdict: .undecided, moves: [], states: states)
        }
        if budget.shortening > 0,
            let shorter = shorten(position, drawMode: drawMode, than: moves.count, within: budget.shortening)
        {
            moves = shorter
        }
        return Solution(verdict: .winnable, moves: moves, states: states)
    }
}

extension Solver {
    /// Whether a short search proves the position lost (for a warning between moves): the
    /// relaxation and a complete search of at most `states` positions (a few milliseconds for
    /// 5,000). False when it is winnable or could not tell.
    public static func provedLost(_ position: Klondike.Position, drawMode: Klondike.DrawMode, states: Int = 5_000)
        -> Bool
    {
        lossCheck(position, drawMode: drawMode, states: states).verdict == .unwinnable
    }

    /// The check between moves (`warn lost on`): first the relaxation (`isDeadlocked`, no
    /// position searched), then one complete search of at most `states` positions (no clock:
    /// the same answer on every machine). `.unwinnable` with the reason when the cards' places
    /// show it; `.winnable` when the search found a win (`moves`: its line, unshortened);
    /// `.undecided` when the budget ran out. A won position is winnable, without a search.
    public static func lossCheck(_ position: Klondike.Position, drawMode: Klondike.DrawMode, states: Int) -> Solution {
        if position.isWon { return Solution(verdict: .winnable, moves: [], states: 0) }
        guard let search = Search(position, drawMode: drawMode, budget: Budget(states: max(1, states))) else {
            return Solution(verdict: .undecided, moves: [], states: 0)
        }
        let verdict = search.run()
        // A win keeps its line (the hint and the coach follow it), in the engine's moves.
        let line =
            verdict == .winnable
            ? engineMoves(
                simplified(search.line.all, from: position, drawMode: drawMode), from: position, drawMode: drawMode)
            : nil
        return Solution(
            verdict: verdict, moves: line ?? [], states: search.states,
            reason: verdict == .unwinnable ? search.lossReason() : nil)
    }

    /// The cards that can go to their foundation now (a stack's top or the waste's top) and
    /// will never be needed on the stacks: the rule the solver plays them by without asking
    /// (aces and twos; a card whose two lower cards of the other colour are home and whose
    /// suit's partner is home to two below it). For an automatic move. Drawing three, the
    /// waste's top is never one: taking a card from the waste changes which cards the next
    /// passes through the stock show, which can cost a win.
    public static func safeCards(in position: Klondike.Position, drawMode: Klondike.DrawMode = .one) -> [FrenchCard] {
        let waste = drawMode == .one ? position.waste.last.map { [$0] } ?? [] : []
        let tops = position.stacks.compactMap(\.last) + waste
        return tops.filter { card in
            let f = Klondike.Position.foundationIndex(card.suit)
            return position.foundations[f] == card.rank - 1
                && Search.isSafe(rank: card.rank - 1, foundation: f) { position.foundations[$0] }
        }
    }
}

extension Klondike {
    /// Decides whether the game can still be won from where it stands.
    public func solve(budget: Budget = Budget()) -> Solution {
        Solver.solve(position, drawMode: drawMode, budget: budget)
    }
}

extension Solver {
    /// One complete search alone, from the deal, with or without the "at once" rules and the
    /// rule for parts of runs (`Search.Options`), for the benchmark that checks it against the
    /// solver's verdicts: its verdict and positions (no line).
    public static func completeOnly(
        _ position: Klondike.Position, drawMode: Klondike.DrawMode, budget: Budget, atOnce: Bool,
        partRule: Bool = true
    ) -> Solution {
        guard
            let search = Search(
                position, drawMode: drawMode, budget: budget,
                options: Search.Options(coverRule: atOnce, partOnlyForHome: partRule))
        else { return Solution(verdict: .undecided, moves: [], states: 0) }
        return Solution(verdict: search.run(), moves: [], states: search.states)
    }
}
