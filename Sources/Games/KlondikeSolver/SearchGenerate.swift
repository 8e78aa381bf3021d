import CardKit
import Klondike

/// The candidate steps of a position, in the order they are tried, and the tests that keep a
/// step that only prepares another out when nothing could follow it.
extension Search {
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
        let (only, kingsOnly, touch): (Int, Bool, Int) =
            switch need {
            case .none: (-1, false, -1)
            case .cover(let t): (t, false, -1)
            case .king: (-1, true, -1)
            case .touch(let t): (-1, false, t)
            }
        let free = only < 0 && !kingsOnly && touch < 0
        /// With `touch`, a step from or onto that stack (-1: the talon or a foundation).
        func touches(_ from: Int, _ to: Int) -> Bool { touch < 0 || from == touch || to == touch }
        var firstEmpty = -1
        for i in 0..<7 where count[i] == 0 {
            firstEmpty = i
            break
        }
        // The cards some stack's top card would take (a bit a card): most cards fit on none,
        // and are passed by without a look at the stacks.
        let wanted = takenByTops()
        @inline(__always) func mayGo(_ c: UInt8) -> Bool {
            wanted & Self.bit(c) != 0 || (firstEmpty >= 0 && Self.rank(c) == 12)
        }
        // To the foundations (the safe ones are played already).
        if free {
            for i in 0..<7 where count[i] > 0 && playable(top(i)) {
                pool.append(Step(kind: .stackToFoundation, a: UInt8(i)))
            }
            if talonCards & nextHome() != 0 {
                reachable { j in
                    if playable(talon[j]) { pool.append(Step(kind: .talonToFoundation, a: UInt8(j))) }
                }
            }
        } else if touch >= 0 && count[touch] > 0 && playable(top(touch)) {
            pool.append(Step(kind: .stackToFoundation, a: UInt8(touch)))
        }
        // The talon onto the stacks.
        func talonMoves() {
            guard talonCards & (wanted | (firstEmpty >= 0 ? Self.kings : 0)) != 0 else { return }
            reachable { j in
                let c = talon[j]
                guard mayGo(c) else { return }
                for t in 0..<7 where (only < 0 || t == only) && touches(-1, t) {
                    if count[t] == 0 {
                        if Self.rank(c) == 12 && t == firstEmpty {
                            pool.append(Step(kind: .talonToStack, a: UInt8(j), b: UInt8(t)))
                        }
                    } else if !kingsOnly && Self.fits(c, on: top(t))
                        && (drawThree || !options.coverRule || hasTaker(c, besides: t))
                    {
                        pool.append(Step(kind: .talonToStack, a: UInt8(j), b: UInt8(t)))
                    }
                }
            }
        }
        if options.talonFirst { talonMoves() }
        // Whole runs that turn a face-down card, from the stack with the most of them.
        // (Those whose run could go nowhere are passed by.)
        var done: UInt8 = 0
        for k in 0..<7 where hidden[k] == 0 || !mayGo(cards[k * Self.stride + hidden[k]]) { done |= 1 << UInt8(k) }
        for _ in 0..<7 {
            var i = -1
            for k in 0..<7 where done & (1 << UInt8(k)) == 0 && hidden[k] > 0 && (i < 0 || hidden[k] > hidden[i]) {
                i = k
            }
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
                for t in 0..<7
                where t != i && (only < 0 || t == only) && touches(i, t) && count[t] > 0 && Self.fits(base, on: top(t))
                {
                    pool.append(Step(kind: .stackToStack, a: UInt8(i), b: UInt8(t), n: UInt8(count[i])))
                }
            }
        }
        // Part of a run (to free the card under it).
        for i in 0..<7 where !kingsOnly && count[i] - hidden[i] > 1 {
            var k = hidden[i] + 1
            while k < count[i] {
                let c = cards[i * Self.stride + k]
                if wanted & Self.bit(c) == 0
                    || options.partOnlyForHome && !playable(cards[i * Self.stride + k - 1])
                {
                    k += 1
                    continue
                }
                for t in 0..<7
                where t != i && (only < 0 || t == only) && touches(i, t) && count[t] > 0 && Self.fits(c, on: top(t)) {
                    pool.append(Step(kind: .stackToStack, a: UInt8(i), b: UInt8(t), n: UInt8(count[i] - k)))
                }
                k += 1
            }
        }
        // A card back from its foundation (never a safe one: it would go straight back).
        // Whatever the need: the card a need waits for may itself be under another card on
        // a foundation, which must come back first (a card back from one foundation for one
        // from another: see `SolverWorryTests`); each such step then brings its own need.
        for f in 0..<4 where foundation[f] > 0 && !options.noWorryBack {
            let c = UInt8(f * 13 + foundation[f] - 1)
            foundation[f] -= 1
            let safe = isSafe(c)
            foundation[f] += 1
            if safe { continue }
            for t in 0..<7 {
                if count[t] == 0 {
                    if Self.rank(c) == 12 && t == firstEmpty {
                        pool.append(Step(kind: .foundationToStack, a: UInt8(f), b: UInt8(t)))
                    }
                } else if Self.fits(c, on: top(t))
                    && (!options.coverRule || hasTaker(c, besides: t) || canFollowHome(f, besides: t))
                {
                    pool.append(Step(kind: .foundationToStack, a: UInt8(f), b: UInt8(t)))
                }
            }
        }
    }

    /// The four kings, a bit a card.
    static let kings: UInt64 = 1 << 12 | 1 << 25 | 1 << 38 | 1 << 51

    /// The cards that can go to their foundations next, a bit a card.
    @inline(__always) func nextHome() -> UInt64 {
        var mask: UInt64 = 0
        for s in 0..<4 where foundation[s] < 13 { mask |= 1 << UInt64(s * 13 + foundation[s]) }
        return mask
    }

    /// The cards home, as a mask.
    @inline(__always) func homeCards() -> UInt64 {
        var mask: UInt64 = 0
        for s in 0..<4 where foundation[s] > 0 { mask |= ((1 << UInt64(foundation[s])) - 1) << UInt64(s * 13) }
        return mask
    }

    /// The top cards of the stacks, as a mask.
    @inline(__always) func topCards() -> UInt64 {
        var mask: UInt64 = 0
        for t in 0..<7 where count[t] > 0 { mask |= Self.bit(top(t)) }
        return mask
    }

    /// The cards that could go on the top card of some stack, as a mask (bit: card number).
    @inline(__always) func takenByTops() -> UInt64 {
        var mask: UInt64 = 0
        for t in 0..<7 where count[t] > 0 { mask |= Self.takers(of: top(t)) }
        return mask
    }

    /// Reorders the candidate steps `pool[start..<end]` as `Options.peerOrder` says (an
    /// insertion sort: a position has a few dozen steps at most; equal ones keep their order).
    func sortPeerOrder(_ start: Int, _ end: Int) {
        let bySize = options.peerBySize
        let n = max(talonCount, 1)
        // How far back from the waste's top a talon card lies (its top first, then deeper
        // into the waste, then the stock from its bottom).
        @inline(__always) func back(_ j: Int) -> Int { (pointer - 1 - j + 2 * n) % n }
        @inline(__always) func rank(_ s: Step) -> Int {
            switch s.kind {
            case .stackToFoundation, .talonToFoundation: 0
            case .stackToStack:
                bySize
                    ? 1 << 16 | count[Int(s.a)] << 8 | count[Int(s.b)] << 3 | Int(s.b)
                    : 1 << 16 | (6 - Int(s.a)) << 4 | (6 - Int(s.b))
            case .talonToStack:
                2 << 16 | (bySize ? count[Int(s.b)] << 8 : 0) | Int(s.b) << 5 | back(Int(s.a))
            case .foundationToStack: 3 << 16 | (6 - Int(s.b))
            }
        }
        var i = start + 1
        while i < end {
            let step = pool[i]
            let r = rank(step)
            var j = i - 1
            while j >= start && rank(pool[j]) > r {
                pool[j + 1] = pool[j]
                j -= 1
            }
            pool[j + 1] = step
            i += 1
        }
    }

    /// Whether a card could go on `c` right after `c` is put on stack `t` (the need that the
    /// step leaves; without one, the step is not tried): a card one lower of the other colour
    /// that is face up in another stack, within reach in the talon, or home.
    func hasTaker(_ c: UInt8, besides t: Int) -> Bool {
        let takers = Self.takers(of: c)
        if takers == 0 { return false }
        if takers & homeCards() != 0 { return true }
        for i in 0..<7 where i != t {
            var k = hidden[i]
            while k < count[i] {
                if takers & Self.bit(cards[i * Self.stride + k]) != 0 { return true }
                k += 1
            }
        }
        guard talonCards & takers != 0 else { return false }
        var inTalon = false
        reachable { j in if takers & Self.bit(talon[j]) != 0 { inTalon = true } }
        return inTalon
    }

    /// Whether, once the top card of foundation `f` is put on stack `t`, the next card down
    /// could follow it onto another stack at once.
    func canFollowHome(_ f: Int, besides t: Int) -> Bool {
        guard foundation[f] >= 3 else { return false }
        let next = UInt8(f * 13 + foundation[f] - 2)
        for i in 0..<7 where i != t && count[i] > 0 && Self.fits(next, on: top(i)) { return true }
        return false
    }
}
