import CardKit
import Klondike

/// What the solver found about a position.
public enum Verdict: String, Hashable, Sendable, Codable {
    /// A winning line was found (`Solution.moves`).
    case winnable
    /// Every line was searched: none wins.
    case unwinnable
    /// The budget ran out first.
    case undecided
}

/// How far a search may go. `states` makes the verdict deterministic (same position, same
/// answer on every machine); `stop` is polled now and then (a clock, from the caller: the
/// solver reads none) and ends the search as undecided when it returns true; `memory` bounds
/// the bytes of a search's table of positions (the room it takes while it doubles included),
/// and ends it as undecided, for memory (`Solution.outOfMemory`), when the table is full.
public struct Budget: Sendable {
    public var states: Int
    public var stop: (@Sendable () -> Bool)?
    /// Positions a search for a shorter line may visit once a win is found (0: none).
    public var shortening: Int
    /// Bytes a search's table of positions may take (see `defaultMemory`).
    public var memory: Int

    /// No search for a shorter line (as before it existed: the console's callers ask for it
    /// with `shortening:` or `Solver.shortened`).
    public init(states: Int = 5_000_000, stop: (@Sendable () -> Bool)? = nil, memory: Int = Budget.defaultMemory) {
        self.init(states: states, stop: stop, shortening: 0, memory: memory)
    }

    public init(
        states: Int, stop: (@Sendable () -> Bool)? = nil, shortening: Int, memory: Int = Budget.defaultMemory
    ) {
        self.states = states
        self.stop = stop
        self.shortening = shortening
        self.memory = memory
    }

    /// A shortening budget that takes some tens of milliseconds (seeds 1–200 of draw-1: a
    /// median 38 ms, release) and cuts the median line by a quarter (179 moves to 129).
    public static let defaultShortening = 20_000

    /// Room for a table of 2^23 positions' slots (48 MB, 72 MB while it doubles to that
    /// size): about 7.3 million positions, more than the game's own budgets of positions
    /// reach. A caller that searches by the clock gives a share of the machine's memory.
    public static let defaultMemory = 80 << 20

    /// The bytes a search's table of positions may take within a limit on the whole process:
    /// what the rest of the program takes set aside (`processReserve`), and of the rest an
    /// eighth for the search's line and steps waiting, which may grow by as much
    /// (`Search.growBuffers`). What a caller gives as `memory`.
    public static func tableShare(ofProcessLimit bytes: Int) -> Int {
        max(bytes - processReserve, 0) / 8 * 7
    }

    /// What a process running the solver takes besides its table of positions.
    public static let processReserve = 64 << 20
}

/// Why a position is lost, when the solver can show it without its search.
public enum LossReason: Hashable, Sendable {
    /// `blocker` lies over `stuck` (the card below it in its suit) and over both cards it
    /// could go on (`targets`), so it can never move, and `stuck` never reaches home.
    case blocked(stuck: FrenchCard, by: FrenchCard, targets: [FrenchCard])
    /// `stuck` can never reach its foundation: `blocker`, over it in stack `stack` (0…6),
    /// can never move away, every way out waiting in the end for a card under it.
    case locked(stuck: FrenchCard, by: FrenchCard, stack: Int)
}

/// The answer of a search.
public struct Solution: Hashable, Sendable {
    public var verdict: Verdict
    /// With `.unwinnable`, when the cards' places alone prove it: the reason a player can see.
    public var reason: LossReason?
    /// With `.winnable`: the engine's own moves from the position searched to the win (draws
    /// and recycles included); they replay legally with `Klondike.apply`. Empty otherwise.
    public var moves: [Klondike.Move]
    /// Positions searched.
    public var states: Int
    /// With `.undecided`: the search stopped because its table of positions was full (the
    /// budget's `memory`), not for time or positions: more time alone would not decide it.
    public var outOfMemory = false

    public init(
        verdict: Verdict, moves: [Klondike.Move], states: Int, reason: LossReason? = nil, outOfMemory: Bool = false
    ) {
        self.verdict = verdict
        self.moves = moves
        self.states = states
        self.reason = reason
        self.outOfMemory = outOfMemory
    }
}

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

    /// Decides whether `position` can still be won, drawing as `drawMode` says.
    public static func solve(
        _ position: Klondike.Position, drawMode: Klondike.DrawMode,
        budget: Budget = Budget()
    ) -> Solution {
        if position.isWon { return Solution(verdict: .winnable, moves: [], states: 0) }
        let phases = schedule(budget.states, drawMode: drawMode)
        var verdict = Verdict.undecided
        var states = 0
        var last: Search? = nil
        // The last complete search: the next one with the same rules goes on from it.
        var complete: Search? = nil
        for phase in phases where phase.states > 0 {
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

    /// The solution with a shorter line, when a search within `limit` positions finds one
    /// (see `Shortener`); as it was otherwise (and for a position not won).
    public static func shortened(
        _ solution: Solution, from position: Klondike.Position, drawMode: Klondike.DrawMode,
        within limit: Int
    ) -> Solution {
        guard solution.verdict == .winnable, limit > 0,
            let moves = shorten(position, drawMode: drawMode, than: solution.moves.count, within: limit)
        else { return solution }
        var shorter = solution
        shorter.moves = moves
        return shorter
    }

    /// A shorter winning line than one of `length` moves, if a search within `limit` positions
    /// finds one, without detours: the best-first search going on after its wins
    /// (`BestFirst.shorter`, as Klondike-Solver shortens its lines), and when it finds none
    /// the depth-first one (`Shortener`). (The depth-first one after a best-first line
    /// shortened no median on seeds 1–200 and doubled the time.)
    static func shorten(
        _ position: Klondike.Position, drawMode: Klondike.DrawMode, than length: Int,
        within limit: Int
    ) -> [Klondike.Move]? {
        var best: [Klondike.Move]? = nil
        func keep(_ steps: [Step]?) {
            guard let steps,
                let moves = engineMoves(
                    simplified(steps, from: position, drawMode: drawMode), from: position, drawMode: drawMode),
                moves.count < (best?.count ?? length)
            else { return }
            best = moves
        }
        keep(BestFirst(position, drawMode: drawMode, budget: Budget(states: limit))?.shorter(than: length))
        if best == nil { keep(Shortener(position, drawMode: drawMode, bound: length, limit: limit)?.run()) }
        return best
    }

    /// The line without detours: a run the search moved from one stack to another and later
    /// on to a third goes there at once, when the rest still wins; and a card moved and
    /// moved back is left where it was. (The search wanders; a player reading the line
    /// should not.)
    static func simplified(_ steps: [Step], from position: Klondike.Position, drawMode: Klondike.DrawMode) -> [Step] {
        var steps = steps
        // Trials replay on the search's raw position, made at the first trial (the engine
        // checks the line kept, in `engineMoves`).
        var checker: Search? = nil
        func wins(_ trial: [Step]) -> Bool {
            if checker == nil { checker = Search(position, drawMode: drawMode, budget: Budget(states: 1)) }
            guard let checker else { return Solver.wins(trial, from: position, drawMode: drawMode) }
            return checker.replays(trial)
        }
        var i = 0
        while i < steps.count {
            let first = steps[i]
            var merged = false
            if first.kind == .stackToStack {
                var j = i + 1
                while j < steps.count {
                    let later = steps[j]
                    if later.kind == .stackToStack && later.card == first.card && later.a == first.b {
                        var trial = steps
                        if later.b == first.a {
                            // There and back again: neither is needed.
                            trial.remove(at: j)
                            trial.remove(at: i)
                        } else {
                            trial[j].a = first.a
                            trial.remove(at: i)
                        }
                        if wins(trial) {
                            steps = trial
                            merged = true
                        }
                        break
                    }
                    j += 1
                }
            }
            if !merged { i += 1 }
        }
        return steps
    }

    /// Whether the steps replay to a win (as `engineMoves`, without keeping the moves).
    static func wins(_ steps: [Step], from position: Klondike.Position, drawMode: Klondike.DrawMode) -> Bool {
        engineMoves(steps, from: position, drawMode: drawMode) != nil
    }

    /// The search's steps as the game's moves, checked by playing them: a talon step becomes
    /// the draws that bring its card to the top of the waste, then the move from the waste.
    /// Nil if any move is refused (it would be a bug; the caller then reports no answer).
    static func engineMoves(
        _ steps: [Step], from position: Klondike.Position,
        drawMode: Klondike.DrawMode
    ) -> [Klondike.Move]? {
        var game = Klondike(position: position, drawMode: drawMode)
        var moves: [Klondike.Move] = []
        func play(_ move: Klondike.Move) -> Bool {
            if game.refusal(for: move) != nil { return false }
            _ = game.apply(move)
            moves.append(move)
            return true
        }
        for step in steps {
            let card = Search.card(step.card)
            let home = Klondike.Pile.foundation(of: card.suit)
            let move: Klondike.Move
            switch step.kind {
            case .stackToFoundation:
                move = .transfer(from: .stack(Int(step.a)), to: home, count: 1)
            case .stackToStack:
                move = .transfer(from: .stack(Int(step.a)), to: .stack(Int(step.b)), count: Int(step.n))
            case .foundationToStack:
                move = .transfer(from: .foundation(Int(step.a)), to: .stack(Int(step.b)), count: 1)
            case .talonToFoundation, .talonToStack:
                // Two passes through the talon always bring the card up.
                var draws = 0
                while game.position.waste.last != card {
                    guard draws <= 2 * 52, play(.draw) else { return nil }
                    draws += 1
                }
                move = .transfer(
                    from: .waste, to: step.kind == .talonToFoundation ? home : .stack(Int(step.b)), count: 1)
            }
            guard play(move) else { return nil }
        }
        return game.isWon ? moves : nil
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
    /// show it; `.winnable` when the search found a win (no line is kept: `moves` is empty);
    /// `.undecided` when the budget ran out. A won position is winnable, without a search.
    public static func lossCheck(_ position: Klondike.Position, drawMode: Klondike.DrawMode, states: Int) -> Solution {
        if position.isWon { return Solution(verdict: .winnable, moves: [], states: 0) }
        guard let search = Search(position, drawMode: drawMode, budget: Budget(states: max(1, states))) else {
            return Solution(verdict: .undecided, moves: [], states: 0)
        }
        let verdict = search.run()
        return Solution(
            verdict: verdict, moves: [], states: search.states,
            reason: verdict == .unwinnable ? search.lossReason() : nil)
    }

    /// The cards that can go to their foundation now (a stack's top or the waste's top) and
    /// will never be needed on the stacks: the rule the solver plays them by without asking
    /// (aces and twos; a card whose two lower cards of the other colour are home and whose
    /// suit's partner is home to two below it). For an automatic move.
    public static func safeCards(in position: Klondike.Position) -> [FrenchCard] {
        let tops = position.stacks.compactMap(\.last) + (position.waste.last.map { [$0] } ?? [])
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
