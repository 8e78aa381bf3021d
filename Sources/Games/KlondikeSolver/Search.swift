import CardKit
import Klondike

/// One step of the search: a move of the game, with what `undo` needs to take it back.
/// The stock and waste are one "talon" in drawing order (see `Search`): a talon move plays
/// the card at an index, which a number of draws brings to the top of the waste.
struct Step {
    enum Kind: UInt8 {
        case stackToFoundation, talonToFoundation, stackToStack, talonToStack, foundationToStack
    }

    var kind: Kind
    /// Stack (from), talon index, or foundation.
    var a: UInt8
    /// Stack (to).
    var b: UInt8 = 0
    /// Cards moved between stacks.
    var n: UInt8 = 1
    // Filled in by `apply`, for `undo` and for the engine's moves.
    var card: UInt8 = 0
    var turned = false
    var oldPointer: UInt8 = 0
    var talonOrigin: UInt8 = 0
}

/// What the last step was for, when it can only have been made to allow one kind of step,
/// which must then come at once. Any winning line can be reordered so that it does: the
/// steps between do not touch the cards concerned, so they can be made first (a card left
/// in the talon stays within reach in draw-1; an emptied stack takes nothing but a king; a
/// card stays home until it is needed). Positions with a need are kept apart in the table.
enum Need: Equatable {
    case none
    /// A talon card was put on this stack (draw-1): it is there to take a card.
    case cover(Int)
    /// A stack was emptied: it is there for a king.
    case king
    /// A card came back from foundation `foundation` onto this stack: it is there to take a
    /// card, or to let the foundation's next card come back too.
    case coverOrLower(stack: Int, foundation: Int)
    /// Part of a run moved off this stack's top card: it is there to go home, take a card,
    /// or move with its own run; the next step starts or ends on this stack.
    case touch(Int)

    var key: UInt64 {
        switch self {
        case .none: 0
        case .cover(let t): Search.mix(0xC0DE_0000 | UInt64(t))
        case .king: Search.mix(0xC0DE_1000)
        case .coverOrLower(let t, let f): Search.mix(0xC0DE_2000 | UInt64(t) << 4 | UInt64(f))
        case .touch(let t): Search.mix(0xC0DE_3000 | UInt64(t))
        }
    }
}

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
///   reached from anywhere).
final class Search {
    /// The prunings, all sound; tests turn them off to check that they change no verdict.
    struct Options {
        /// A step that only prepares another must be followed by it at once (see `Need`).
        var coverRule = true
        /// Positions `isDeadlocked` proves lost are not searched.
        var deadlocks = true
        /// Move order: the talon onto the stacks before the runs that turn face-down cards.
        var talonFirst = false
    }

    let options: Options
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

    /// Steps from the start, the forced ones included: the line of play so far.
    var line: StepBuffer
    /// The candidate steps of every position on the line, one block after another.
    var pool: StepBuffer
    var table: KeyTable
    var states = 0
    let stateLimit: Int
    let stop: (@Sendable () -> Bool)?
    var outOfBudget = false
    /// The caller's `stop` said so (no later search may start).
    var stopped = false
    let scratch = DeadlockScratch()

    init?(_ p: Klondike.Position, drawMode: Klondike.DrawMode, budget: Budget, options: Options = Options()) {
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
        table = KeyTable(capacityLog2: 16, maxLog2: 23)
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
    @inline(__always) static func isRed(_ c: UInt8) -> Bool { let s = Int(c) / 13; return s == 1 || s == 2 }

    /// Whether `c` may lie on `top` in a stack: one rank lower, the other colour.
    @inline(__always) static func fits(_ c: UInt8, on top: UInt8) -> Bool {
        rank(top) == rank(c) + 1 && isRed(top) != isRed(c)
    }

    /// Copies a sound position (52 cards once each, face-up parts of stacks in sequence).
    private func load(_ p: Klondike.Position) -> Bool {
        var seen = Set<FrenchCard>()
        for i in 0..<7 {
            let stack = p.stacks[i]
            guard stack.count <= Self.stride, p.hidden[i] >= 0,
                  stack.isEmpty ? p.hidden[i] == 0 : p.hidden[i] < stack.count else { return false }
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
                guard seen.insert(FrenchCard(r + 1, Klondike.Position.foundationSuits[f])).inserted else { return false }
            }
        }
        let order = p.waste + p.stock.reversed()
        guard order.count <= 24 else { return false }
        for (k, c) in order.enumerated() {
            guard seen.insert(c).inserted else { return false }
            talon[k] = Self.code(c)
            talonOrigin[k] = UInt8(k)
            talonMask |= 1 << UInt32(k)
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
        guard n > 0 else { word[i] = 0; return }
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
        var rest = UInt64(foundation[0]) | UInt64(foundation[1]) << 4 | UInt64(foundation[2]) << 8
            | UInt64(foundation[3]) << 12 | UInt64(talonMask) << 16
        if drawThree { rest |= UInt64(pointer) << 40 }
        k &+= Self.mix(rest ^ 0x5555_0000_0000_0000) &* 3
        return k == 0 ? 1 : k
    }

    // MARK: Moves

    @inline(__always) func top(_ i: Int) -> UInt8 { cards[i * Self.stride + count[i] - 1] }

    @inline(__always) func playable(_ c: UInt8) -> Bool { foundation[Self.suit(c)] == Self.rank(c) }

    /// A card that can go to its foundation and will never be needed in the stacks: an ace
    /// or a two, or a card whose two lower cards of the other colour are home already (so
    /// nothing would go on it) and whose suit's partner is home to two below it (so none of
    /// those could be put on such a lower card brought back down).
    @inline(__always) func isSafe(_ c: UInt8) -> Bool {
        let r = Self.rank(c)
        if r <= 1 { return true }
        let s = Self.suit(c)
        let other = (s == 1 || s == 2) ? (foundation[0], foundation[3]) : (foundation[1], foundation[2])
        return other.0 >= r && other.1 >= r && foundation[3 - s] >= r - 1
    }

    /// Makes a step (legal by construction) and fills in what `undo` needs.
    @inline(__always) func apply(_ step: inout Step) {
        switch step.kind {
        case .stackToFoundation:
            let i = Int(step.a)
            count[i] -= 1
            let c = cards[i * Self.stride + count[i]]
            step.card = c
            foundation[Self.suit(c)] += 1
            step.turned = turnOver(i)
            recomputeWord(i)
        case .talonToFoundation, .talonToStack:
            let j = Int(step.a)
            let c = talon[j]
            step.card = c
            step.oldPointer = UInt8(pointer)
            step.talonOrigin = talonOrigin[j]
            talonMask &= ~(1 << UInt32(talonOrigin[j]))
            var k = j
            while k < talonCount - 1 {
                talon[k] = talon[k + 1]
                talonOrigin[k] = talonOrigin[k + 1]
                k += 1
            }
            talonCount -= 1
            pointer = j
            if step.kind == .talonToFoundation {
                foundation[Self.suit(c)] += 1
            } else {
                let t = Int(step.b)
                cards[t * Self.stride + count[t]] = c
                count[t] += 1
                recomputeWord(t)
            }
        case .stackToStack:
            let i = Int(step.a), t = Int(step.b), n = Int(step.n)
            let from = cards + i * Self.stride + count[i] - n
            let to = cards + t * Self.stride + count[t]
            for k in 0..<n { to[k] = from[k] }
            step.card = from[0]
            count[i] -= n
            count[t] += n
            step.turned = turnOver(i)
            recomputeWord(i)
            recomputeWord(t)
        case .foundationToStack:
            let f = Int(step.a), t = Int(step.b)
            foundation[f] -= 1
            let c = UInt8(f * 13 + foundation[f])
            step.card = c
            cards[t * Self.stride + count[t]] = c
            count[t] += 1
            recomputeWord(t)
        }
    }

    @inline(__always) private func turnOver(_ i: Int) -> Bool {
        if hidden[i] > 0 && hidden[i] == count[i] {
            hidden[i] -= 1
            return true
        }
        return false
    }

    @inline(__always) func undo(_ step: Step) {
        switch step.kind {
        case .stackToFoundation:
            let i = Int(step.a)
            if step.turned { hidden[i] += 1 }
            foundation[Self.suit(step.card)] -= 1
            cards[i * Self.stride + count[i]] = step.card
            count[i] += 1
            recomputeWord(i)
        case .talonToFoundation, .talonToStack:
            if step.kind == .talonToFoundation {
                foundation[Self.suit(step.card)] -= 1
            } else {
                let t = Int(step.b)
                count[t] -= 1
                recomputeWord(t)
            }
            let j = Int(step.a)
            var k = talonCount
            while k > j {
                talon[k] = talon[k - 1]
                talonOrigin[k] = talonOrigin[k - 1]
                k -= 1
            }
            talon[j] = step.card
            talonOrigin[j] = step.talonOrigin
            talonCount += 1
            talonMask |= 1 << UInt32(step.talonOrigin)
            pointer = Int(step.oldPointer)
        case .stackToStack:
            let i = Int(step.a), t = Int(step.b), n = Int(step.n)
            if step.turned { hidden[i] += 1 }
            let from = cards + t * Self.stride + count[t] - n
            let to = cards + i * Self.stride + count[i]
            for k in 0..<n { to[k] = from[k] }
            count[t] -= n
            count[i] += n
            recomputeWord(i)
            recomputeWord(t)
        case .foundationToStack:
            let f = Int(step.a), t = Int(step.b)
            count[t] -= 1
            foundation[f] += 1
            recomputeWord(t)
        }
    }

    /// Calls `body` with each talon index that draws can bring to the top of the waste,
    /// nearest first.
    @inline(__always) func reachable(_ body: (Int) -> Void) {
        let n = talonCount
        guard n > 0 else { return }
        if !drawThree {
            // Every card; from the waste's top onwards, then round again.
            let start = max(pointer - 1, 0)
            for j in start..<n { body(j) }
            for j in 0..<start { body(j) }
            return
        }
        var seen: UInt32 = 0
        if pointer > 0 { seen |= 1 << UInt32(pointer - 1); body(pointer - 1) }
        var q = pointer
        while q < n {
            q = min(q + 3, n)
            if seen & (1 << UInt32(q - 1)) == 0 { seen |= 1 << UInt32(q - 1); body(q - 1) }
        }
        q = 0
        while q < n {
            q = min(q + 3, n)
            if seen & (1 << UInt32(q - 1)) == 0 { seen |= 1 << UInt32(q - 1); body(q - 1) }
        }
    }

    /// Plays every safe card to its foundation (stack tops; in draw-1 the talon's too, from
    /// the waste's top on), recording the steps in the line.
    @inline(__always) func playSafeCards() {
        var again = true
        while again {
            again = false
            for i in 0..<7 where count[i] > 0 {
                let c = top(i)
                if playable(c) && isSafe(c) {
                    var step = Step(kind: .stackToFoundation, a: UInt8(i))
                    apply(&step)
                    line.append(step)
                    again = true
                }
            }
            if !drawThree {
                // From the waste's top on, never round again: a card the stock has passed
                // waits for the search (as a move), so the line turns the waste back no more
                // than it must.
                var j = max(pointer - 1, 0)
                while j < talonCount {
                    let c = talon[j]
                    if playable(c) && isSafe(c) {
                        var step = Step(kind: .talonToFoundation, a: UInt8(j))
                        apply(&step)
                        line.append(step)
                        again = true
                    } else {
                        j += 1
                    }
                }
            }
        }
    }

    /// No face-down card left, and in draw-1 (where every talon card can be reached) or with
    /// an empty talon the rest plays out: the lowest card left is always free.
    var isDecided: Bool {
        for i in 0..<7 where hidden[i] > 0 { return false }
        return !drawThree || talonCount == 0
    }

    /// Plays everything to the foundations once `isDecided`.
    func playOut() {
        while foundation[0] + foundation[1] + foundation[2] + foundation[3] < 52 {
            var step: Step? = nil
            for i in 0..<7 where count[i] > 0 && playable(top(i)) {
                step = Step(kind: .stackToFoundation, a: UInt8(i))
                break
            }
            if step == nil {
                for j in 0..<talonCount where playable(talon[j]) {
                    step = Step(kind: .talonToFoundation, a: UInt8(j))
                    break
                }
            }
            guard var s = step else { return }
            apply(&s)
            line.append(s)
        }
    }

    /// Whether a king could use an emptied stack: one not already at the bottom of a stack.
    func kingWantsASpace() -> Bool {
        for s in 0..<4 where foundation[s] < 13 {
            let king = UInt8(s * 13 + 12)
            var atBottom = false
            for i in 0..<7 where count[i] > 0 && cards[i * Self.stride] == king { atBottom = true }
            if !atBottom { return true }
        }
        return false
    }

    /// The candidate steps of this position, appended to `pool`, the likeliest first.
    /// Only the steps that meet `need`, when there is one.
    func generate(_ need: Need) {
        // Constants (a `var` captured by the closures below would be boxed on the heap).
        let (only, kingsOnly, lowerFrom, touch): (Int, Bool, Int, Int) = switch need {
        case .none: (-1, false, -1, -1)
        case .cover(let t): (t, false, -1, -1)
        case .king: (-1, true, -1, -1)
        case .coverOrLower(let t, let f): (t, false, f, -1)
        case .touch(let t): (-1, false, -1, t)
        }
        let free = only < 0 && !kingsOnly && touch < 0
        /// With `touch`, a step from or onto that stack (-1: the talon or a foundation).
        func touches(_ from: Int, _ to: Int) -> Bool { touch < 0 || from == touch || to == touch }
        var firstEmpty = -1
        for i in 0..<7 where count[i] == 0 { firstEmpty = i; break }
        // To the foundations (the safe ones are played already).
        if free {
            for i in 0..<7 where count[i] > 0 && playable(top(i)) {
                pool.append(Step(kind: .stackToFoundation, a: UInt8(i)))
            }
            reachable { j in
                if playable(talon[j]) { pool.append(Step(kind: .talonToFoundation, a: UInt8(j))) }
            }
        } else if touch >= 0 && count[touch] > 0 && playable(top(touch)) {
            pool.append(Step(kind: .stackToFoundation, a: UInt8(touch)))
        }
        // The talon onto the stacks.
        func talonMoves() {
            reachable { j in
                let c = talon[j]
                for t in 0..<7 where (only < 0 || t == only) && touches(-1, t) {
                    if count[t] == 0 {
                        if Self.rank(c) == 12 && t == firstEmpty {
                            pool.append(Step(kind: .talonToStack, a: UInt8(j), b: UInt8(t)))
                        }
                    } else if !kingsOnly && Self.fits(c, on: top(t))
                                && (drawThree || !options.coverRule || hasTaker(c, besides: t)) {
                        pool.append(Step(kind: .talonToStack, a: UInt8(j), b: UInt8(t)))
                    }
                }
            }
        }
        if options.talonFirst { talonMoves() }
        // Whole runs that turn a face-down card, from the stack with the most of them.
        var done: UInt8 = 0
        for _ in 0..<7 {
            var i = -1
            for k in 0..<7 where done & (1 << UInt8(k)) == 0 && hidden[k] > 0 && (i < 0 || hidden[k] > hidden[i]) { i = k }
            if i < 0 { break }
            done |= 1 << UInt8(i)
            let base = cards[i * Self.stride + hidden[i]]
            let n = count[i] - hidden[i]
            for t in 0..<7 where t != i && (only < 0 || t == only) && touches(i, t) {
                if count[t] == 0 {
                    if Self.rank(base) == 12 && t == firstEmpty {
                        pool.append(Step(kind: .stackToStack, a: UInt8(i), b: UInt8(t), n: UInt8(n)))
                    }
                } else if !kingsOnly && Self.fits(base, on: top(t)) {
                    pool.append(Step(kind: .stackToStack, a: UInt8(i), b: UInt8(t), n: UInt8(n)))
                }
            }
        }
        if !options.talonFirst { talonMoves() }
        // Whole runs that empty a stack, when a king could use the space.
        if !kingsOnly && kingWantsASpace() {
            for i in 0..<7 where count[i] > 0 && hidden[i] == 0 && Self.rank(cards[i * Self.stride]) != 12 {
                let base = cards[i * Self.stride]
                for t in 0..<7 where t != i && (only < 0 || t == only) && touches(i, t) && count[t] > 0 && Self.fits(base, on: top(t)) {
                    pool.append(Step(kind: .stackToStack, a: UInt8(i), b: UInt8(t), n: UInt8(count[i])))
                }
            }
        }
        // Part of a run (to free the card under it).
        for i in 0..<7 where !kingsOnly && count[i] - hidden[i] > 1 {
            var k = hidden[i] + 1
            while k < count[i] {
                let c = cards[i * Self.stride + k]
                for t in 0..<7 where t != i && (only < 0 || t == only) && touches(i, t) && count[t] > 0 && Self.fits(c, on: top(t)) {
                    pool.append(Step(kind: .stackToStack, a: UInt8(i), b: UInt8(t), n: UInt8(count[i] - k)))
                }
                k += 1
            }
        }
        // A card back from its foundation (never a safe one: it would go straight back).
        for f in 0..<4 where foundation[f] > 0 {
            let c = UInt8(f * 13 + foundation[f] - 1)
            foundation[f] -= 1
            let safe = isSafe(c)
            foundation[f] += 1
            if safe { continue }
            for t in 0..<7 where (only < 0 || t == only || f == lowerFrom) && touches(-1, t) {
                if count[t] == 0 {
                    if Self.rank(c) == 12 && t == firstEmpty {
                        pool.append(Step(kind: .foundationToStack, a: UInt8(f), b: UInt8(t)))
                    }
                } else if !kingsOnly && Self.fits(c, on: top(t))
                            && (!options.coverRule || hasTaker(c, besides: t) || canFollowHome(f, besides: t)) {
                    pool.append(Step(kind: .foundationToStack, a: UInt8(f), b: UInt8(t)))
                }
            }
        }
    }

    /// Whether a card could go on `c` right after `c` is put on stack `t` (the need that the
    /// step leaves; without one, the step is not tried): a card one lower of the other colour
    /// that is face up in another stack, within reach in the talon, or home.
    func hasTaker(_ c: UInt8, besides t: Int) -> Bool {
        let r = Self.rank(c)
        if r == 0 { return false }
        let red = Self.isRed(c)
        for pick in 0..<2 {
            let s = red ? (pick == 0 ? 0 : 3) : (pick == 0 ? 1 : 2)
            let d = UInt8(s * 13 + r - 1)
            if foundation[s] > r - 1 { return true }
            for i in 0..<7 where i != t {
                var k = hidden[i]
                while k < count[i] {
                    if cards[i * Self.stride + k] == d { return true }
                    k += 1
                }
            }
            var inTalon = false
            reachable { j in if talon[j] == d { inTalon = true } }
            if inTalon { return true }
        }
        return false
    }

    /// Whether, once the top card of foundation `f` is put on stack `t`, the next card down
    /// could follow it onto another stack at once.
    func canFollowHome(_ f: Int, besides t: Int) -> Bool {
        guard foundation[f] >= 3 else { return false }
        let next = UInt8(f * 13 + foundation[f] - 2)
        for i in 0..<7 where i != t && count[i] > 0 && Self.fits(next, on: top(i)) { return true }
        return false
    }

    /// Depth-first from the current position (its safe cards played, its key recorded).
    func search(_ need: Need) -> Bool {
        if isDecided {
            playOut()
            return true
        }
        if pool.count >= pool.capacity - 1024 || line.count >= line.capacity - 256 {
            outOfBudget = true
            return false
        }
        let start = pool.count
        generate(need)
        let end = pool.count
        var index = start
        while index < end && !outOfBudget {
            var step = pool[index]
            index += 1
            let mark = line.count
            apply(&step)
            line.append(step)
            // The card a part of a run was moved off, before safe cards go home.
            let from = Int(step.a)
            let exposed: UInt8? = step.kind == .stackToStack && !step.turned && count[from] > hidden[from] ? top(from) : nil
            playSafeCards()
            let next = options.coverRule ? self.need(after: step, exposed: exposed) : .none
            let k = key() &+ next.key
            // A card gone home cannot make a deadlock: only steps that cover a card are checked.
            let covers = step.kind != .stackToFoundation && step.kind != .talonToFoundation
            if table.insert(k) && !(options.deadlocks && covers && isDeadlocked()) {
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
            }
            while line.count > mark { undo(line.removeLast()) }
        }
        pool.count = start
        return false
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
            if count[from] == 0 { return Self.rank(step.card) != 12 ? .king : .none }
            // Still on top (not gone home): it must be used next.
            if let exposed, top(from) == exposed { return .touch(from) }
            return .none
        case .foundationToStack:
            let t = Int(step.b)
            return count[t] > 0 && top(t) == step.card ? .coverOrLower(stack: t, foundation: Self.suit(step.card)) : .none
        case .stackToFoundation, .talonToFoundation:
            return .none
        }
    }

    /// Runs the search from the position loaded.
    func run() -> Verdict {
        playSafeCards()
        if options.deadlocks && isDeadlocked() { return .unwinnable }
        _ = table.insert(key())
        states = 1
        if search(.none) { return .winnable }
        return outOfBudget ? .undecided : .unwinnable
    }
}

/// A growable array of steps on raw memory (no copy-on-write or exclusivity checks in the
/// search's inner loop). The search checks the capacity before it could run out.
struct StepBuffer {
    private let base: UnsafeMutablePointer<Step>
    let capacity: Int
    var count = 0

    init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    func free() { base.deallocate() }

    @inline(__always) subscript(i: Int) -> Step {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }

    @inline(__always) mutating func append(_ step: Step) {
        base[count] = step
        count += 1
    }

    @inline(__always) mutating func removeLast() -> Step {
        count -= 1
        return base[count]
    }

    var all: [Step] { Array(UnsafeBufferPointer(start: base, count: count)) }
}

/// A set of 64-bit keys (0 never stored), open addressing, growing to a limit.
struct KeyTable {
    private var slots: UnsafeMutablePointer<UInt64>
    private var size: Int
    private var mask: Int
    private(set) var count = 0
    private let maxLog2: Int
    private(set) var isFull = false

    init(capacityLog2: Int, maxLog2: Int) {
        size = 1 << capacityLog2
        slots = .allocate(capacity: size)
        slots.initialize(repeating: 0, count: size)
        mask = size - 1
        self.maxLog2 = maxLog2
    }

    func free() { slots.deallocate() }

    /// Adds a key; false when it was there already.
    @inline(__always) mutating func insert(_ key: UInt64) -> Bool {
        if count * 4 >= size * 3 { grow() }
        var i = Int(truncatingIfNeeded: key) & mask
        while true {
            let s = slots[i]
            if s == key { return false }
            if s == 0 {
                slots[i] = key
                count += 1
                return true
            }
            i = (i + 1) & mask
        }
    }

    private mutating func grow() {
        guard size < 1 << maxLog2 else {
            if count * 8 >= size * 7 { isFull = true }
            return
        }
        let old = slots, oldSize = size
        size *= 2
        slots = .allocate(capacity: size)
        slots.initialize(repeating: 0, count: size)
        mask = size - 1
        for k in 0..<oldSize where old[k] != 0 {
            let key = old[k]
            var i = Int(truncatingIfNeeded: key) & mask
            while slots[i] != 0 { i = (i + 1) & mask }
            slots[i] = key
        }
        old.deallocate()
    }
}

extension Search {
    /// A card that can never move because the card below it in its suit and both cards it
    /// could go on lie under it in its stack (it is no king, and no run carries it away), as
    /// the position stands after the safe cards went home. Nil when none does.
    func lossReason() -> LossReason? {
        if let blocked = directDeadlock() { return blocked }
        let home = homeReach()
        guard home != (1 << 52) - 1 else { return nil }
        // The lowest card that never goes home (the one below it does, so its place is the
        // cause), and the topmost card over it that can never be cleared away.
        var lowest: UInt8? = nil
        for c in 0..<52 where home & (1 << UInt64(c)) == 0 && (lowest == nil || Self.rank(UInt8(c)) < Self.rank(lowest!)) {
            lowest = UInt8(c)
        }
        guard let x = lowest else { return nil }
        let row = Self.stride + 1
        for i in 0..<7 {
            let base = cards + i * Self.stride
            guard let k = (0..<count[i]).first(where: { base[$0] == x }) else { continue }
            var j = count[i] - 1
            while j > k {
                if !scratch.peel[i * row + j] { return .locked(stuck: Self.card(x), by: Self.card(base[j]), stack: i) }
                j -= 1
            }
        }
        return nil
    }

    func directDeadlock() -> LossReason? {
        for i in 0..<7 {
            let base = cards + i * Self.stride
            var k = 1
            while k < count[i] {
                let y = base[k]
                let r = Self.rank(y)
                // A face-up card on another face-up card can leave with the run under it.
                if r != 0 && r != 12 && !(k > hidden[i]) {
                    var stuck: UInt8? = nil
                    var targets: [UInt8] = []
                    for j in 0..<k {
                        let c = base[j]
                        if Self.suit(c) == Self.suit(y) && Self.rank(c) == r - 1 { stuck = c }
                        if Self.rank(c) == r + 1 && Self.isRed(c) != Self.isRed(y) { targets.append(c) }
                    }
                    if let stuck, targets.count == 2 {
                        return .blocked(stuck: Self.card(stuck), by: Self.card(y), targets: targets.map(Self.card))
                    }
                }
                k += 1
            }
        }
        return nil
    }
}

/// Scratch memory of `isDeadlocked`, allocated once a search.
struct DeadlockScratch {
    /// Every card of stack i from index k up can be taken away: [i * (stride + 1) + k].
    let peel = UnsafeMutablePointer<Bool>.allocate(capacity: 7 * (Search.stride + 1))
    /// The last index of the run that starts at [i * stride + k].
    let runEnd = UnsafeMutablePointer<Int>.allocate(capacity: 7 * Search.stride)
    /// Where each card is: stack × stride + index, or −1 (talon, foundation).
    let place = UnsafeMutablePointer<Int>.allocate(capacity: 52)

    func free() {
        peel.deallocate()
        runEnd.deallocate()
        place.deallocate()
    }
}

extension Search {
    /// A proof that the position is lost, by a relaxation: it lets every card be moved as
    /// soon as the cards above it could be (face-down cards and clashes between moves are
    /// ignored, an empty stack is always at hand for a king, every talon card reachable), and
    /// asks which cards could then ever reach their foundation. Whatever the real game can
    /// do, the relaxation can do too, so a card that cannot go home here never will.
    func isDeadlocked() -> Bool { homeReach() != (1 << 52) - 1 }

    /// The cards the relaxation can bring home, as a mask (bit suit × 13 + rank − 1).
    func homeReach() -> UInt64 {
        let peel = scratch.peel, runEnd = scratch.runEnd, place = scratch.place
        let row = Self.stride + 1
        var home: UInt64 = 0
        for s in 0..<4 where foundation[s] > 0 { home |= ((1 << UInt64(foundation[s])) - 1) << UInt64(s * 13) }
        for c in 0..<52 { place[c] = -1 }
        peel.initialize(repeating: false, count: 7 * row)
        for i in 0..<7 {
            let n = count[i]
            if n == 0 { continue }
            let base = cards + i * Self.stride
            let ends = runEnd + i * Self.stride
            for k in 0..<n { place[Int(base[k])] = i * Self.stride + k }
            ends[n - 1] = n - 1
            var k = n - 2
            while k >= 0 {
                ends[k] = Self.fits(base[k + 1], on: base[k]) ? ends[k + 1] : k
                k -= 1
            }
            peel[i * row + n] = true
        }
        var changed = true
        while changed {
            changed = false
            for i in 0..<7 {
                let n = count[i]
                if n == 0 { continue }
                let base = cards + i * Self.stride
                let up = peel + i * row
                var k = n - 1
                while k >= 0 {
                    if !up[k] {
                        let c = Int(base[k])
                        let canHome = c % 13 == 0 || home & (1 << UInt64(c - 1)) != 0
                        var ok = up[k + 1] && canHome
                        if !ok {
                            var m = k + 1
                            let last = runEnd[i * Self.stride + k] + 1
                            while m <= last && !up[m] { m += 1 }
                            ok = m <= last && canGoOnStack(c, at: k, of: i, peel: peel, place: place)
                        }
                        if ok { up[k] = true; changed = true }
                    }
                    k -= 1
                }
            }
            var c = 0
            while c < 52 {
                if home & (1 << UInt64(c)) == 0 && (c % 13 == 0 || home & (1 << UInt64(c - 1)) != 0) {
                    let p = place[c]
                    if p < 0 || peel[(p / Self.stride) * row + p % Self.stride + 1] {
                        home |= 1 << UInt64(c)
                        changed = true
                    }
                }
                c += 1
            }
        }
        return home
    }

    /// Whether card `c` (index `k` of stack `i`) could be put on another stack: it is a king,
    /// or a card it fits on is (or could come back from its foundation) with nothing above
    /// it, and not under `c` itself.
    @inline(__always) private func canGoOnStack(_ c: Int, at k: Int, of i: Int, peel: UnsafeMutablePointer<Bool>,
                                                place: UnsafeMutablePointer<Int>) -> Bool {
        let r = c % 13
        if r == 12 { return true }
        let red = c / 13 == 1 || c / 13 == 2
        let first = red ? r + 1 : 13 + r + 1
        let second = red ? 39 + r + 1 : 26 + r + 1
        var t = first
        while true {
            defer { t = t == first ? second : -1 }
            if t < 0 { return false }
            if foundation[t / 13] > t % 13 { return true }
            let p = place[t]
            if p < 0 { return true }
            let ti = p / Self.stride, tk = p % Self.stride
            if ti == i && tk < k { continue }
            if peel[ti * (Self.stride + 1) + tk + 1] { return true }
        }
    }
}
