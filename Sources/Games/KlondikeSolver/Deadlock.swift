import CardKit
import Klondike

extension Search {
    /// A card that can never move because the card below it in its suit and both cards it
    /// could go on lie under it in its stack (it is no king, and no run carries it away), as
    /// the position stands after the safe cards went home. Nil when none does.
    func lossReason() -> LossReason? {
        if let blocked = directDeadlock() { return blocked }
        // The looser relaxation: its proof is the one the reason tells.
        let home = homeReach(strict: false)
        guard home != (1 << 52) - 1 else { return nil }
        // The lowest card that never goes home (the one below it does, so its place is the
        // cause), and the topmost card over it that can never be cleared away.
        var lowest: UInt8? = nil
        for c in 0..<52
        where home & (1 << UInt64(c)) == 0 && (lowest == nil || Self.rank(UInt8(c)) < Self.rank(lowest!)) {
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
    /// soon as the cards above it could be (clashes between moves are ignored, every talon
    /// card reachable), and asks which cards could then ever reach their foundation.
    /// Whatever the real game can do, the relaxation can do too, so a card that cannot go
    /// home here never will. (`homeReach(strict:)`: what it lets face-down cards and kings do.)
    func isDeadlocked() -> Bool { homeReach() != (1 << 52) - 1 }

    /// Whether the relaxation surely still brings every card home after `step`, without
    /// asking it (it takes most of a search's time), the position before the step being one
    /// it does not prove lost. So when the step put a run on a stack, the run's bottom card is
    /// home by now, or the other card it could lie on is free (home, on a stack's
    /// top, or in the talon), and no card of the run lies over a card it could go on (the
    /// relaxation lets a card go on one under it only once a run under it carried it off):
    /// then the run can leave again at once, its
    /// cards have every way out they had before, and the cards it covers are as free as before.
    /// A card back from its foundation goes home again at once in the relaxation (a king too,
    /// so the stack it takes could still be taken away whole). A king put in an empty stack,
    /// when no other king lies over cards (only such a king needs a space, in the strict
    /// relaxation): its run's cards lie over fewer cards than before. A wrong
    /// "yes" would only let a lost position be searched, proving nothing either way; the tests
    /// check that the positions searched are the same with and without it.
    @inline(__always) func keepsHomeReach(after step: Step) -> Bool {
        if step.kind == .foundationToStack { return true }
        guard step.kind == .stackToStack || step.kind == .talonToStack else { return false }
        let y = step.card
        if foundation[Self.suit(y)] > Self.rank(y) { return true }
        // A king put in an empty stack takes a space only a king over other cards could want.
        if Self.rank(y) == 12 { return !kingOverCards() }
        // One of the two cards y can lie on is home, on a stack's top, or in the talon.
        guard Self.bearers(of: y) & (homeCards() | topCards() | talonCards) != 0 else { return false }
        // The cards the run's cards above y could go on, and the cards under y.
        let base = cards + Int(step.b) * Self.stride
        var k = count[Int(step.b)] - 1
        var wanted: UInt64 = 0
        while base[k] != y {
            wanted |= Self.bearers(of: base[k])
            k -= 1
        }
        if wanted == 0 { return true }
        var under: UInt64 = 0
        for j in 0..<k { under |= Self.bit(base[j]) }
        return under & wanted == 0
    }

    /// Whether a king lies over another card in a stack (face up or down).
    @inline(__always) func kingOverCards() -> Bool {
        for i in 0..<7 {
            var k = 1
            while k < count[i] {
                if Self.rank(cards[i * Self.stride + k]) == 12 { return true }
                k += 1
            }
        }
        return false
    }

    /// The cards the relaxation can bring home, as a mask (bit suit × 13 + rank − 1).
    /// `strict`: a face-down card moves only once every card over it could, never with a run
    /// lying on it (in the game it turns over only once they are gone, and moves alone or
    /// with cards put on it later, which the relaxation does not count on); and a king moves
    /// to a stack only when another stack is empty or could be taken away whole (the game has
    /// no other way to an empty stack). Not strict (the reason a player is told, `lossReason`):
    /// face-down cards move as face-up ones and a king always finds a space.
    func homeReach(strict: Bool = true) -> UInt64 {
        let peel = scratch.peel
        let runEnd = scratch.runEnd
        let place = scratch.place
        let row = Self.stride + 1
        var home = homeCards()
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
                            let last = strict && k < hidden[i] ? k + 1 : runEnd[i * Self.stride + k] + 1
                            while m <= last && !up[m] { m += 1 }
                            ok = m <= last && canGoOnStack(c, at: k, of: i, peel: peel, place: place, strict: strict)
                        }
                        if ok {
                            up[k] = true
                            changed = true
                        }
                    }
                    k -= 1
                }
            }
            // Every stack can be taken away whole (a king at the bottom may stay: nothing lies
            // under it): then every card goes home, lowest first.
            var all = true
            for i in 0..<7 where count[i] > 0 && !peel[i * row] {
                if !(strict && Self.rank(cards[i * Self.stride]) == 12 && peel[i * row + 1]) {
                    all = false
                    break
                }
            }
            if all { return (1 << 52) - 1 }
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

    /// Whether card `c` (index `k` of stack `i`) could be put on another stack: it is a king
    /// (`strict`: and another stack is empty or could be taken away whole), or a card it fits
    /// on is (or could come back from its foundation) with nothing above it. A card it fits on
    /// that lies under `c` in its own stack counts once every card above that card could be
    /// taken away: `c` is not yet free on its own, so that can only be a run under `c` that
    /// carries it off (♦6 ♣5 ♦4 onto ♠7), after which `c` comes back on the card it left
    /// (♦4 onto the ♠5 the run uncovered).
    @inline(__always) private func canGoOnStack(
        _ c: Int, at k: Int, of i: Int, peel: UnsafeMutablePointer<Bool>,
        place: UnsafeMutablePointer<Int>, strict: Bool
    ) -> Bool {
        if c % 13 == 12 {
            guard strict else { return true }
            for s in 0..<7 where s != i && (count[s] == 0 || peel[s * (Self.stride + 1)]) { return true }
            return false
        }
        var bearers = Self.bearers(of: UInt8(c))
        while bearers != 0 {
            let t = bearers.trailingZeroBitCount
            bearers &= bearers - 1
            if foundation[t / 13] > t % 13 { return true }
            let p = place[t]
            if p < 0 { return true }
            let ti = p / Self.stride
            let tk = p % Self.stride
            if peel[ti * (Self.stride + 1) + tk + 1] { return true }
        }
        return false
    }
}
