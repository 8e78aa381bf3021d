import CardKit
import Klondike

/// The depth-first search over positions, on one mutable position (apply, recurse, undo).
///
/// - Cards are numbers: foundation index (♠ ♥ ♦ ♣) × 13 + rank − 1.
/// - The stock and waste are one sequence, the talon, in the order draws turn them over:
///   the waste bottom to top, then the stock top to bottom. `pointer` cards of it are the
///   waste. Drawing moves the pointer; playing the waste's top card (talon index j with
///   pointer j + 1) removes it and leaves the pointer at j. So a "talon move" plays any
///   card that draws can bring to the top: every card in draw-1 (the stock turns over as
///   often as wanted), every third one and the last in draw-3. Draws commute with every
///   other move, so this loses no line of play and removes draws from the tree.
/// - Positions seen are kept as 64-bit keys in a `KeyTable`; the key ignores the order of
///   the stacks (a sum of one hash a stack), and in draw-1 the pointer (any card can be
///   reached from anywhere); in draw-3 it tells the pointer only off a pass's start (draws
///   lead from any pass-start to any other: the same position).
final class Search {
    var options: Options
    static let stride = 24

    let drawThree: Bool
    var cards: UnsafeMutablePointer<UInt8>
    var count: UnsafeMutablePointer<Int>
    var hidden: UnsafeMutablePointer<Int>
    var word: UnsafeMutablePointer<UInt64>
    var foundation: UnsafeMutablePointer<Int>
    var talon: UnsafeMutablePointer<UInt8>
    var talonOrigin: UnsafeMutablePointer<UInt8>
    var talonCount = 0
    var pointer = 0
    var talonMask: UInt32 = 0
    /// The cards in the talon, a bit a card (bit: card number).
    var talonCards: UInt64 = 0

    /// Steps from the start, the forced ones included: the line of play so far.
    var line: StepBuffer
    /// The candidate steps of every position on the line, one block after another.
    var pool: StepBuffer
    var table: KeyTable
    /// The bytes the table may take (`Budget.memory`).
    let tableMemory: Int
    /// The line or the steps waiting could not grow: the search stopped for memory.
    var buffersFull = false
    var states = 0
    var stateLimit: Int
    let stop: (@Sendable () -> Bool)?
    var outOfBudget = false
    /// The caller's `stop` said so (no later search may start).
    var stopped = false
    let scratch = DeadlockScratch()

    init?(_ p: Klondike.Position, drawMode: Klondike.DrawMode, budget: Budget, options: Options = Options()) {
        // First, so that nothing else is allocated when the system refuses it. Small (2^10
        // slots, 6 KB), growing as the search needs: most deals are won in a few hundred
        // positions, and a first table of 2^16 slots (384 KB of fresh pages, one touched at
        // nearly every position) cost an easy deal's search twice its own time.
        guard let table = KeyTable(capacityLog2: Self.firstTableLog2, limit: budget.memory) else { return nil }
        self.table = table
        tableMemory = budget.memory
        self.options = options
        drawThree = drawMode == .three
        stateLimit = budget.states
        stop = budget.stop
        cards = .allocate(capacity: 7 * Self.stride)
        count = .allocate(capacity: 7)
        hidden = .allocate(capacity: 7)
        word = .allocate(capacity: 7)
        foundation = .allocate(capacity: 4)
        talon = .allocate(capacity: 24)
        talonOrigin = .allocate(capacity: 24)
        line = StepBuffer(capacity: 1 << 16)
        pool = StepBuffer(capacity: 1 << 20)
        guard load(p) else { return nil }
    }

    deinit {
        cards.deallocate()
        count.deallocate()
        hidden.deallocate()
        word.deallocate()
        foundation.deallocate()
        talon.deallocate()
        talonOrigin.deallocate()
        line.free()
        pool.free()
        table.free()
        scratch.free()
    }

    @inline(__always) static func code(_ c: FrenchCard) -> UInt8 {
        UInt8(Klondike.Position.foundationIndex(c.suit) * 13 + c.rank - 1)
    }

    static func card(_ code: UInt8) -> FrenchCard {
        FrenchCard(Int(code) % 13 + 1, Klondike.Position.foundationSuits[Int(code) / 13])
    }

    @inline(__always) static func rank(_ c: UInt8) -> Int { Int(c) % 13 }
    @inline(__always) static func suit(_ c: UInt8) -> Int { Int(c) / 13 }
    @inline(__always) static func isRed(_ c: UInt8) -> Bool {
        let s = Int(c) / 13
        return s == 1 || s == 2
    }

    /// Whether `c` may lie on `top` in a stack: one rank lower, the other colour.
    @inline(__always) static func fits(_ c: UInt8, on top: UInt8) -> Bool {
        rank(top) == rank(c) + 1 && isRed(top) != isRed(c)
    }

    /// One bit a card (suit × 13 + rank − 1).
    @inline(__always) static func bit(_ c: UInt8) -> UInt64 { 1 << UInt64(c) }

    /// The two cards of rank `r` (0…12) and the other colour than `c`: ♠ ♣ (suits 0, 3) for a
    /// red card, ♥ ♦ (1, 2) for a black one.
    @inline(__always) private static func otherColour(of c: UInt8, rank r: Int) -> UInt64 {
        let (s1, s2) = isRed(c) ? (0, 3) : (1, 2)
        return 1 << UInt64(s1 * 13 + r) | 1 << UInt64(s2 * 13 + r)
    }

    /// The cards `c` may lie on in a stack (one rank higher, the other colour); none for a king.
    @inline(__always) static func bearers(of c: UInt8) -> UInt64 {
        rank(c) == 12 ? 0 : otherColour(of: c, rank: rank(c) + 1)
    }

    /// The cards that may lie on `c` in a stack (one rank lower, the other colour); none for
    /// an ace.
    @inline(__always) static func takers(of c: UInt8) -> UInt64 {
        rank(c) == 0 ? 0 : otherColour(of: c, rank: rank(c) - 1)
    }

    /// Copies a sound position (52 cards once each, face-up parts of stacks in sequence).
    private func load(_ p: Klondike.Position) -> Bool {
        var seen = Set<FrenchCard>()
        for i in 0..<7 {
            let stack = p.stacks[i]
            guard stack.count <= Self.stride, p.hidden[i] >= 0,
                stack.isEmpty ? p.hidden[i] == 0 : p.hidden[i] < stack.count
            else { return false }
            count[i] = stack.count
            hidden[i] = p.hidden[i]
            for (k, c) in stack.enumerated() {
                guard seen.insert(c).inserted else { return false }
                cards[i * Self.stride + k] = Self.code(c)
                if k > p.hidden[i], !Self.fits(Self.code(c), on: Self.code(stack[k - 1])) { return false }
            }
            recomputeWord(i)
        }
        for f in 0..<4 {
            guard (0...13).contains(p.foundations[f]) else { return false }
            foundation[f] = p.foundations[f]
            for r in 0..<p.foundations[f] {
                guard seen.insert(FrenchCard(r + 1, Klondike.Position.foundationSuits[f])).inserted else {
                    return false
                }
            }
        }
        let order = p.waste + p.stock.reversed()
        guard order.count <= 24 else { return false }
        for (k, c) in order.enumerated() {
            guard seen.insert(c).inserted else { return false }
            talon[k] = Self.code(c)
            talonOrigin[k] = UInt8(k)
            talonMask |= 1 << UInt32(k)
            talonCards |= Self.bit(talon[k])
        }
        talonCount = order.count
        pointer = p.waste.count
        return seen.count == 52
    }

    // MARK: The key of a position

    /// One stack as a number: its face-down part (which stack's, how many) and its face-up run
    /// (bottom card, length, and for each card above the bottom which suit of its colour).
    @inline(__always) func recomputeWord(_ i: Int) {
        let n = count[i]
        guard n > 0 else {
            word[i] = 0
            return
        }
        let h = hidden[i]
        let base = cards + i * Self.stride
        var w = UInt64(1) | UInt64(h) << 1 | (h > 0 ? UInt64(i) << 4 : 0) | UInt64(base[h]) << 7 | UInt64(n - h) << 13
        var bit: UInt64 = 17
        var k = h + 1
        while k < n {
            let s = Self.suit(base[k])
            if s >= 2 { w |= 1 << bit }
            bit += 1
            k += 1
        }
        word[i] = w
    }

    @inline(__always) static func mix(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    @inline(__always) func key() -> UInt64 {
        var k: UInt64 = 0
        for i in 0..<7 { k &+= Self.mix(word[i]) }
        var rest =
            UInt64(foundation[0]) | UInt64(foundation[1]) << 4 | UInt64(foundation[2]) << 8
            | UInt64(foundation[3]) << 12 | UInt64(talonMask) << 16
        if drawThree {
            // Draws and recycles alone lead from any pass-start (a multiple of three cards in
            // the waste, or the whole talon) to any other, so those positions are one.
            let start = pointer % 3 == 0 || pointer == talonCount
            rest |= UInt64(start ? 31 : pointer) << 40
        }
        k &+= Self.mix(rest ^ 0x5555_0000_0000_0000) &* 3
        return k == 0 ? 1 : k
    }

    /// Depth-first from the current position (its safe cards played, its key recorded).
    func search(_ need: Need) -> Bool {
        if isDecided {
            playOut()
            return true
        }
        if pool.count >= pool.capacity - 1024 || line.count >= line.capacity - 256 {
            guard growBuffers() else {
                outOfBudget = true
                return false
            }
        }
        let start = pool.count
        generate(need)
        let end = pool.count
        if options.peerOrder { sortPeerOrder(start, end) }
        var index = start
        while index < end && !outOfBudget {
            var step = pool[index]
            index += 1
            let mark = line.count
            apply(&step)
            line.append(step)
            // The card a part of a run was moved off, before safe cards go home.
            let from = Int(step.a)
            let exposed: UInt8? =
                step.kind == .stackToStack && !step.turned && count[from] > hidden[from] ? top(from) : nil
            playSafeCards()
            let next = options.coverRule ? self.need(after: step, exposed: exposed) : .none
            let plain = key()
            let k = plain &+ next.key
            if admits(step, key: k, plain: plain, need: next) {
                states += 1
                if states >= stateLimit { outOfBudget = true }
                if states & 0x1FFF == 0, let stop, stop() {
                    outOfBudget = true
                    stopped = true
                }
                if table.isFull { outOfBudget = true }
                if !outOfBudget && search(next) {
                    pool.count = start
                    return true
                }
                // Cut short: not searched to the end, so not known lost (see `resume`).
                if outOfBudget { table.remove(k) }
            }
            while line.count > mark { undo(line.removeLast()) }
        }
        pool.count = start
        return false
    }

    /// The first table's size: 2^10 slots.
    static let firstTableLog2 = 10

    /// Doubles the line or the steps waiting, whichever is near full, when the table's memory
    /// limit leaves room for it (an eighth of it more, beyond their first sizes): a line of play
    /// can run deeper than they first hold (65,536 steps; a million waiting), and a search cut
    /// there would stop at the same depth whatever its time. False (the search must stop,
    /// `buffersFull`) when there is no room.
    private func growBuffers() -> Bool {
        let room = max(Self.firstBufferBytes, tableMemory / 7)
        var grown = true
        if pool.count >= pool.capacity - 1024 {
            grown = pool.bytes + line.bytes + pool.bytes <= room && pool.grow()
        }
        if grown && line.count >= line.capacity - 256 {
            grown = pool.bytes + line.bytes + line.bytes <= room && line.grow()
        }
        if !grown { buffersFull = true }
        return grown
    }

    /// The bytes of the line and the steps waiting at their first sizes.
    static let firstBufferBytes = ((1 << 16) + (1 << 20)) * MemoryLayout<Step>.stride

    /// Whether the position `step` led to (key `k`: `plain` and the need `next`) is to be
    /// searched, recording it in the table if so: it is new, and not proved lost.
    @inline(__always) private func admits(_ step: Step, key k: UInt64, plain: UInt64, need next: Need) -> Bool {
        // With a need, the position is passed by when it is in the table without one: the
        // steps the need allows are among those searched from there (or being searched, up the
        // line, when the line came round to it).
        if options.skipNeedWhenKnown && next != .none && table.contains(plain) { return false }
        guard table.insert(k) else { return false }
        // A card gone home cannot make a deadlock: only steps that cover a card are checked.
        guard options.deadlocks && step.kind != .stackToFoundation && step.kind != .talonToFoundation else {
            return true
        }
        if options.quickReach && keepsHomeReach(after: step) { return true }
        return !isDeadlocked()
    }

    /// What the step just made prepares, if it only prepares something. `exposed`: the
    /// face-up card a part of a run was moved off (before the safe cards went home).
    @inline(__always) func need(after step: Step, exposed: UInt8?) -> Need {
        switch step.kind {
        case .talonToStack:
            // In draw-1 only: in draw-3 taking a card out of the talon also changes which
            // cards draws bring up, a use of its own.
            let t = Int(step.b)
            return !drawThree && count[t] > 0 && top(t) == step.card ? .cover(t) : .none
        case .stackToStack:
            let from = Int(step.a)
            // The stack emptied by the step itself: the whole of it moved, no card turned over
            // and none left on top to go home. (A step that turns a card, or frees one, that then
            // goes home has that use too, and the empty stack may wait: draw-1 seed 658, whose
            // winning line turns ♦A by moving ♦6 off it, was called lost.)
            if count[from] == 0 {
                return exposed == nil && !step.turned && Self.rank(step.card) != 12 ? .king : .none
            }
            // Still on top (not gone home): it must be used next. (With the part rule it can go
            // home, its use: see `Options.partOnlyForHome`.)
            if let exposed, top(from) == exposed, !options.partOnlyForHome { return .touch(from) }
            return .none
        case .foundationToStack:
            let t = Int(step.b)
            return count[t] > 0 && top(t) == step.card ? .cover(t) : .none
        case .stackToFoundation, .talonToFoundation:
            return .none
        }
    }

    /// Runs the search from the position loaded.
    func run() -> Verdict {
        playSafeCards()
        if options.deadlocks && isDeadlocked() { return .unwinnable }
        let root = key()
        _ = table.insert(root)
        states = 1
        if search(.none) { return .winnable }
        guard outOfBudget else { return .unwinnable }
        table.remove(root)
        return .undecided
    }

    /// Searches again from the start, after `run` (or `resume`) ran out of positions, with
    /// `states` more positions and a new move order, keeping the positions searched to the
    /// end: a search cut short leaves in its table only the positions whose every line it
    /// followed to the end (the ones it was in the middle of are taken out as it unwinds).
    /// No win lies beyond those but through a position still to search, so the new search
    /// passes them by and goes where the old one had not been: a win the old order was
    /// slow to reach is found in the new order, and a loss is proved by all the searches
    /// together, as if by one. Only the order of the moves may change (`talonFirst`), not
    /// the moves or prunings, which decide what "searched to the end" means.
    func resume(states more: Int, options next: Options) -> Verdict {
        precondition(outOfBudget && !stopped && next.sameRules(as: options))
        options = next
        stateLimit = more
        outOfBudget = false
        return run()
    }
}
