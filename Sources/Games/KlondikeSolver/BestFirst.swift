import CardKit
import Klondike

/// A best-first search for a win, in the manner of Klondike-Solver's fast mode: the positions
/// to go on from wait in order of a guess at the moves a win from them still takes (the
/// game's moves made so far, draws counted, plus Klondike-Solver's estimate of those left,
/// plus the cards not home, plus the passes through the talon), and from each position only
/// the steps with the best guesses are followed (three, then two once a sixteenth of the
/// budget is recorded). It leaves most lines out, so its "no win" proves nothing; it wins
/// deals on which the depth-first searches lose their way in a wrong early choice.
///
/// The positions waiting are kept as the steps from the one before them (a tree of steps);
/// the search walks the tree from the position it stands on to the next one to expand.
final class BestFirst {
    let search: Search
    /// Positions recorded (the budget).
    var states: Int { search.states }
    private let limit: Int
    /// While fewer positions than these are recorded, the second and third best steps of a
    /// position are followed too.
    private let twoBelow: Int, threeBelow: Int
    /// The most steps followed from a position (`Shape.width`).
    private let width: Int

    // The tree: each node is the position its parent's step (and the safe cards that went
    // home after it) led to. Its steps are `steps[first[n] ..< first[n] + length[n]]`.
    private var parent: [Int32] = []
    private var first: [Int32] = []
    private var length: [UInt8] = []
    /// The game's moves from the start to the node, draws counted.
    private var cost: [Int16] = []
    /// The times the waste was turned back over from the start to the node.
    private var rounds: [UInt8] = []
    private var steps: [Step] = []
    /// The nodes waiting, by their guess (a stack each: the last pushed is expanded first).
    private var open: [[Int32]] = Array(repeating: [], count: 1024)
    /// The least guess (moves made plus moves left) each position was recorded with.
    private var seen: [UInt64: Int16] = [:]
    /// The nodes from the root to the position the search stands on.
    private var path: [Int32] = []
    /// Room reused by each walk (the nodes from the root to the next one) and each
    /// expansion (its steps' guesses).
    private var target: [Int32] = []
    private var tried: [(guess: Int, f: Int, index: Int)] = []
    /// With a bound: going on after a win for a shorter one (in the game's moves), lines
    /// whose guess reaches the bound left; the shortest line found.
    private var bound: Int? = nil
    private(set) var shortest: [Step]? = nil

    /// With a bound, lines are left only when they cannot end below it (the guess without
    /// the turns of face-down cards): slower, and shorter lines (`Solver.shortest`). Without,
    /// the guess itself is bounded (the usual shortening's quicker search).
    var leastBound = false

    /// The guess counts the moves of the game alone (`leastMovesLeft`), as Klondike-Solver's
    /// does when it counts a card's turn both in the moves made and in those left: turning a
    /// face-down card is then no gain of its own (the solver's guess counts it one, which finds
    /// wins sooner and longer lines). For the searches for a shorter line.
    var lengthGuess = false

    /// Whether the moves made are the game's exactly (`Shortener.talonCost`): when looking for
    /// a shorter line. The solver's search for a win keeps the quicker count, which in draw-3
    /// takes a card further on in the pass to come up in it (it orders the search only, and
    /// with it the search wins the deals it is there for in fewer positions).
    private var exact: Bool { bound != nil }

    /// Looks for a line shorter than `moves` game moves instead of stopping at the first win.
    func shorter(than moves: Int) -> [Step]? {
        bound = moves
        _ = run()
        return shortest
    }

    /// Which of a position's best steps are followed, as Klondike-Solver's fast mode's three
    /// searches (`SolveFast(max, two, three)`): the second best while fewer than `max >> two`
    /// positions are recorded, the third while fewer than `max >> three`.
    struct Shape {
        var two: Int, three: Int
        /// The most steps followed from a position (Klondike-Solver's: three).
        var width = 3
        /// Three steps from every position.
        static let wide = Shape(two: 0, three: 0)
        /// Two, and three until a sixteenth of the budget is recorded (the solver's phase).
        static let usual = Shape(two: 0, three: 4)
        /// Two until half the budget is recorded, three until a sixteenth.
        static let narrow = Shape(two: 1, three: 4)
    }

    init?(
        _ position: Klondike.Position, drawMode: Klondike.DrawMode, budget: Budget,
        options: Search.Options = Search.Options(coverRule: false, partOnlyForHome: true, bestFirst: true),
        shape: Shape = .usual
    ) {
        guard let search = Search(position, drawMode: drawMode, budget: budget, options: options) else { return nil }
        self.search = search
        limit = budget.states
        twoBelow = budget.states >> shape.two
        threeBelow = budget.states >> shape.three
        width = shape.width
    }

    /// Searches; true with a win, its steps in `search.line` (from the position given).
    func run() -> Bool {
        let s = search
        s.playSafeCards()
        if s.isDecided {
            s.playOut()
            return true
        }
        if s.options.deadlocks && s.isDeadlocked() { return false }
        // The root: the safe cards played at the start stay played.
        parent.append(-1)
        first.append(0)
        length.append(0)
        cost.append(Int16(clamping: s.moves(since: 0, exact: exact)))
        rounds.append(UInt8(clamping: s.rounds(since: 0, exact: exact)))
        path = [0]
        open[0].append(0)
        var lowest = 0
        seen[s.key()] = 0
        s.states = 1
        var expansions = 0
        while states < limit {
            while lowest < open.count && open[lowest].isEmpty { lowest += 1 }
            guard lowest < open.count, let node = open[lowest].popLast() else { return false }
            expansions += 1
            if expansions & 0x3FF == 0, let stop = s.stop, stop() {
                s.stopped = true
                return false
            }
            go(to: node)
            if expand(node, lowest: &lowest) { return true }
        }
        return false
    }

    /// Walks the tree from where the search stands to `node`.
    private func go(to node: Int32) {
        let s = search
        var target = self.target
        self.target = []
        target.removeAll(keepingCapacity: true)
        defer { self.target = target }
        var n = node
        while n >= 0 {
            target.append(n)
            n = parent[Int(n)]
        }
        target.reverse()
        var common = 0
        while common < path.count && common < target.count && path[common] == target[common] { common += 1 }
        while path.count > common {
            let last = path.removeLast()
            for _ in 0..<Int(length[Int(last)]) { s.undo(s.line.removeLast()) }
        }
        for k in common..<target.count {
            let t = Int(target[k])
            for i in Int(first[t])..<(Int(first[t]) + Int(length[t])) {
                var step = steps[i]
                s.apply(&step)
                s.line.append(step)
            }
            path.append(target[k])
        }
    }

    /// Tries every step of the position `node` (where the search stands) and records the
    /// best few. True when one wins (its line left in `search.line`).
    private func expand(_ node: Int32, lowest: inout Int) -> Bool {
        let s = search
        let start = s.pool.count
        s.generate(.none)
        let end = s.pool.count
        defer { s.pool.count = start }
        let made = Int(cost[Int(node)])
        let passes = Int(rounds[Int(node)])
        // Every step's guess, then the steps in order of it (the first tried first among
        // equals); the relaxation is asked only of those taken.
        var tried = self.tried
        self.tried = []
        tried.removeAll(keepingCapacity: true)
        defer { self.tried = tried }
        for index in start..<end {
            var step = s.pool[index]
            let mark = s.line.count
            s.apply(&step)
            s.line.append(step)
            s.playSafeCards()
            if s.isDecided {
                guard let b = bound else {
                    s.playOut()
                    return true
                }
                if let win = s.winningLine(since: mark, after: made, below: b) {
                    bound = win.moves
                    shortest = win.line
                }
                continue
            }
            let f =
                made + s.moves(since: mark, exact: exact) + (lengthGuess ? s.leastMovesLeft() : s.minimumMovesLeft())
            // The guess counts each face-down card's turn as a move (it orders the search);
            // the game's moves do not (the engine turns the card itself): without them it is
            // a least count, and with `leastBound` only a line that cannot end below the
            // bound is left.
            if let b = bound, f - (leastBound && !lengthGuess ? s.hiddenCount : 0) >= b {
                while s.line.count > mark { s.undo(s.line.removeLast()) }
                continue
            }
            tried.append((f + 52 - s.homeCount + passes + s.rounds(since: mark, exact: exact), f, index))
            while s.line.count > mark { s.undo(s.line.removeLast()) }
        }
        tried.sort { ($0.guess, $0.index) < ($1.guess, $1.index) }
        // The best three steps not proved lost by the relaxation.
        var rank = 0
        for choice in tried where rank < width && states < limit {
            if rank == 1 && states >= twoBelow || rank == 2 && states >= threeBelow { break }
            var step = s.pool[choice.index]
            let mark = s.line.count
            s.apply(&step)
            s.line.append(step)
            s.playSafeCards()
            defer { while s.line.count > mark { s.undo(s.line.removeLast()) } }
            let covers = step.kind != .stackToFoundation && step.kind != .talonToFoundation
            if s.options.deadlocks && covers && !(s.options.quickReach && s.keepsHomeReach(after: step))
                && s.isDeadlocked()
            {
                continue
            }
            rank += 1
            let key = s.key()
            if let old = seen[key], Int(old) <= choice.f { continue }
            seen[key] = Int16(clamping: choice.f)
            s.states += 1
            let id = Int32(parent.count)
            parent.append(node)
            first.append(Int32(steps.count))
            length.append(UInt8(clamping: s.line.count - mark))
            cost.append(Int16(clamping: made + s.moves(since: mark, exact: exact)))
            rounds.append(UInt8(clamping: passes + s.rounds(since: mark, exact: exact)))
            for i in mark..<s.line.count { steps.append(s.line[i]) }
            let bucket = min(choice.guess, open.count - 1)
            open[bucket].append(id)
            if bucket < lowest { lowest = bucket }
        }
        return false
    }
}

extension Search {
    /// Cards home.
    var homeCount: Int { foundation[0] + foundation[1] + foundation[2] + foundation[3] }

    /// Face-down cards on the stacks.
    var hiddenCount: Int { hidden[0] + hidden[1] + hidden[2] + hidden[3] + hidden[4] + hidden[5] + hidden[6] }

    /// The fewest game moves a win from here can take (`minimumMovesLeft` without the turns
    /// of face-down cards, which are no moves of the game's): each card not home goes home,
    /// each card of the stock is drawn, and a card over a lower one of its suit moves twice.
    func leastMovesLeft() -> Int { minimumMovesLeft() - hiddenCount }

    /// The game's moves that the line's steps from `mark` on take: one each, plus for a talon
    /// card the draws (and recycle) that bring it to the top of the waste.
    func moves(since mark: Int, exact: Bool = true) -> Int {
        var total = 0
        var n = talonCount
        var i = line.count - 1
        while i >= mark {
            let step = line[i]
            total += 1
            if step.kind == .talonToFoundation || step.kind == .talonToStack {
                n += 1
                total +=
                    Shortener.talonCost(
                        from: Int(step.oldPointer), to: Int(step.a), of: n, drawThree: drawThree, exact: exact
                    ).draws
            }
            i -= 1
        }
        return total
    }

    /// Plays a decided position out (`isDecided`) and takes back every step from `mark` on:
    /// the line played out and its moves (`made` before `mark`) when it wins in fewer than
    /// `bound` moves, else nil.
    func winningLine(since mark: Int, after made: Int, below bound: Int) -> (moves: Int, line: [Step])? {
        playOut()
        let total = made + moves(since: mark)
        let won = total < bound ? line.all : nil
        while line.count > mark { undo(line.removeLast()) }
        return won.map { (total, $0) }
    }

    /// The times the line's steps from `mark` on turn the waste back over.
    func rounds(since mark: Int, exact: Bool = true) -> Int {
        var total = 0
        var n = talonCount
        var i = line.count - 1
        while i >= mark {
            let step = line[i]
            if step.kind == .talonToFoundation || step.kind == .talonToStack {
                n += 1
                if Shortener.talonCost(
                    from: Int(step.oldPointer), to: Int(step.a), of: n, drawThree: drawThree, exact: exact
                )
                .recycled {
                    total += 1
                }
            }
            i -= 1
        }
        return total
    }

    /// A guess at the game's moves a win still takes, Klondike-Solver's: each card not home
    /// goes home, each face-down card is turned (counted as a move, as that program does), the
    /// stock is drawn, a waste card over a lower one of its suit moves first, and a face-down
    /// card under higher ones of its suit (and none lower) waits for them to move.
    func minimumMovesLeft() -> Int { movesLeft(runOnce: false) }

    /// The fewest game moves a win from here can take, a true lower bound (for
    /// `Shortener.exact`): `leastMovesLeft`, but the face-up run of a stack counts once. Each
    /// face-down card under a higher card of its own suit (and none lower) waits for the lowest
    /// such card to leave the stack by a move to another stack (it cannot go home first), and
    /// no two such cards wait for the same one; but when those cards are in the face-up run, one
    /// move may carry them all away (the run ♥9 ♠8 ♦7 over face-down ♦3 and ♥2 needs one move,
    /// not two). A face-down card waited for is a move of its own: it is alone when turned.
    func fewestMovesLeft() -> Int { movesLeft(runOnce: true) - hiddenCount }

    @inline(__always) private func movesLeft(runOnce: Bool) -> Int {
        let per = drawThree ? 3 : 1
        let stock = talonCount - pointer
        var total = stock + (stock + per - 1) / per + pointer
        // A waste card over a lower one of its suit: the lowest rank of each suit below it,
        // going up the waste.
        var under: (Int, Int, Int, Int) = (13, 13, 13, 13)
        for k in 0..<pointer {
            let c = talon[k]
            let r = Self.rank(c)
            switch Self.suit(c) {
            case 0:
                if under.0 < r { total += 1 } else { under.0 = r }
            case 1:
                if under.1 < r { total += 1 } else { under.1 = r }
            case 2:
                if under.2 < r { total += 1 } else { under.2 = r }
            default:
                if under.3 < r { total += 1 } else { under.3 = r }
            }
        }
        for i in 0..<7 {
            total += count[i] + hidden[i]
            guard hidden[i] > 0 else { continue }
            // The lowest rank of each suit above, going down the stack.
            var low = (13, 13, 13, 13)
            func lowest(_ s: Int) -> Int {
                switch s {
                case 0: low.0
                case 1: low.1
                case 2: low.2
                default: low.3
                }
            }
            func set(_ s: Int, _ r: Int) {
                switch s {
                case 0: low.0 = r
                case 1: low.1 = r
                case 2: low.2 = r
                default: low.3 = r
                }
            }
            // With `runOnce`: the suits whose lowest card above is face up, and whether a card
            // waiting for the face-up run was counted.
            var up = 0
            var run = false
            var p = count[i] - 1
            while p >= 0 {
                let c = cards[i * Self.stride + p]
                let s = Self.suit(c)
                let r = Self.rank(c)
                if p < hidden[i] && lowest(s) < 13 && lowest(s) > r {
                    if !runOnce || up & (1 << s) == 0 {
                        total += 1
                    } else if !run {
                        total += 1
                        run = true
                    }
                }
                if r < lowest(s) {
                    set(s, r)
                    if runOnce { up = p >= hidden[i] ? up | 1 << s : up & ~(1 << s) }
                }
                p -= 1
            }
        }
        return total
    }
}

extension Solver {
    /// The best-first search alone (`BestFirst`), with the solver's options, for the
    /// benchmark: a win with its line, or undecided (its "no win" proves nothing).
    public static func bestFirstOnly(
        _ position: Klondike.Position, drawMode: Klondike.DrawMode,
        budget: Budget
    ) -> Solution {
        guard let best = BestFirst(position, drawMode: drawMode, budget: budget), best.run(),
            let moves = engineMoves(best.search.line.all, from: position, drawMode: drawMode)
        else {
            return Solution(verdict: .undecided, moves: [], states: 0)
        }
        return Solution(verdict: .winnable, moves: moves, states: best.states)
    }
}
