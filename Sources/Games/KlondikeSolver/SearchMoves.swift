import CardKit
import Klondike

/// The search's moves on its mutable position: applying and undoing a step, the talon cards
/// within reach, the safe cards that go home at once, and the play-out once nothing is hidden.
extension Search {
    @inline(__always) func top(_ i: Int) -> UInt8 { cards[i * Self.stride + count[i] - 1] }

    @inline(__always) func playable(_ c: UInt8) -> Bool { foundation[Self.suit(c)] == Self.rank(c) }

    /// A card that can go to its foundation and will never be needed in the stacks: an ace
    /// or a two, or a card whose two lower cards of the other colour are home already (so
    /// nothing would go on it) and whose suit's partner is home to two below it (so none of
    /// those could be put on such a lower card brought back down).
    /// With `Options.peerOrder`, Solvitaire's looser rule (`isSafeForPeer`).
    @inline(__always) func isSafe(_ c: UInt8) -> Bool {
        if options.peerOrder {
            return Self.isSafeForPeer(rank: Self.rank(c), foundation: Self.suit(c)) { foundation[$0] }
        }
        return Self.isSafe(rank: Self.rank(c), foundation: Self.suit(c)) { foundation[$0] }
    }

    /// Solvitaire's rule for a card that goes home without asking when cards may come back
    /// from the foundations: the other colour's foundations are at most two ranks below it,
    /// its partner suit at most three. Only the search in Solvitaire's order uses it: a search
    /// that leaves lines out proves no loss, and every line it finds is replayed by the game.
    @inline(__always) static func isSafeForPeer(rank r: Int, foundation s: Int, holding: (Int) -> Int) -> Bool {
        let other = (s == 1 || s == 2) ? (holding(0), holding(3)) : (holding(1), holding(2))
        return other.0 >= r - 1 && other.1 >= r - 1 && holding(3 - s) >= r - 2
    }

    /// The rule of `isSafe` for a card of rank index `r` (0 for an ace) and foundation `s`,
    /// given how many cards each foundation holds.
    @inline(__always) static func isSafe(rank r: Int, foundation s: Int, holding: (Int) -> Int) -> Bool {
        if r <= 1 { return true }
        let other = (s == 1 || s == 2) ? (holding(0), holding(3)) : (holding(1), holding(2))
        return other.0 >= r && other.1 >= r && holding(3 - s) >= r - 1
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
            talonCards &= ~Self.bit(c)
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
            let i = Int(step.a)
            let t = Int(step.b)
            let n = Int(step.n)
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
            let f = Int(step.a)
            let t = Int(step.b)
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
            talonCards |= Self.bit(step.card)
            pointer = Int(step.oldPointer)
        case .stackToStack:
            let i = Int(step.a)
            let t = Int(step.b)
            let n = Int(step.n)
            if step.turned { hidden[i] += 1 }
            let from = cards + t * Self.stride + count[t] - n
            let to = cards + i * Self.stride + count[i]
            for k in 0..<n { to[k] = from[k] }
            count[t] -= n
            count[i] += n
            recomputeWord(i)
            recomputeWord(t)
        case .foundationToStack:
            let f = Int(step.a)
            let t = Int(step.b)
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
        if pointer > 0 {
            seen |= 1 << UInt32(pointer - 1)
            body(pointer - 1)
        }
        var q = pointer
        while q < n {
            q = min(q + 3, n)
            if seen & (1 << UInt32(q - 1)) == 0 {
                seen |= 1 << UInt32(q - 1)
                body(q - 1)
            }
        }
        q = 0
        while q < n {
            q = min(q + 3, n)
            if seen & (1 << UInt32(q - 1)) == 0 {
                seen |= 1 << UInt32(q - 1)
                body(q - 1)
            }
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
            if !drawThree && !options.drawToSafeCards {
                // The waste's top only: a card further on stays a step of its own.
                while pointer > 0 && playable(talon[pointer - 1]) && isSafe(talon[pointer - 1]) {
                    var step = Step(kind: .talonToFoundation, a: UInt8(pointer - 1))
                    apply(&step)
                    line.append(step)
                    again = true
                }
            } else if !drawThree && talonCards & nextHome() != 0 {
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
                // The talon's next card that can go home in the order draws bring them up, from
                // the waste's top on: taking the lowest first would turn the waste back for
                // each card already passed.
                var next = -1
                reachable { j in
                    if next < 0 && playable(talon[j]) { next = j }
                }
                if next >= 0 { step = Step(kind: .talonToFoundation, a: UInt8(next)) }
            }
            guard var s = step else { return }
            apply(&s)
            line.append(s)
        }
    }
}

extension Search {
    /// Whether `steps` (the search's, possibly edited: see `Solver.simplified`) replay from the
    /// position loaded to a win, each checked against the rules before it is made (the card
    /// within reach in the talon, the card it goes on, its foundation). Far cheaper than
    /// replaying them in the engine, which `Solver.engineMoves` still does for the line kept.
    /// The position is as loaded again afterwards.
    func replays(_ steps: [Step]) -> Bool {
        let mark = line.count
        defer { while line.count > mark { undo(line.removeLast()) } }
        for original in steps {
            var step = original
            guard isLegal(step) else { return false }
            apply(&step)
            line.append(step)
        }
        return foundation[0] + foundation[1] + foundation[2] + foundation[3] == 52
    }

    /// Whether a step may be made here (the rules of the game, on the raw position).
    private func isLegal(_ step: Step) -> Bool {
        func fits(_ c: UInt8, onto t: Int) -> Bool {
            guard t < 7 else { return false }
            return count[t] == 0 ? Self.rank(c) == 12 : Self.fits(c, on: top(t))
        }
        switch step.kind {
        case .stackToFoundation:
            let i = Int(step.a)
            return i < 7 && count[i] > 0 && playable(top(i))
        case .talonToFoundation, .talonToStack:
            let j = Int(step.a)
            guard j < talonCount else { return false }
            var within = false
            reachable { if $0 == j { within = true } }
            guard within else { return false }
            return step.kind == .talonToFoundation ? playable(talon[j]) : fits(talon[j], onto: Int(step.b))
        case .stackToStack:
            let i = Int(step.a)
            let t = Int(step.b)
            let n = Int(step.n)
            guard i < 7, i != t, n >= 1, count[i] - hidden[i] >= n else { return false }
            return fits(cards[i * Self.stride + count[i] - n], onto: t)
        case .foundationToStack:
            let f = Int(step.a)
            guard f < 4, foundation[f] > 0 else { return false }
            return fits(UInt8(f * 13 + foundation[f] - 1), onto: Int(step.b))
        }
    }
}

extension Search {
    /// Makes one of the position's candidate steps, the one `pick` chooses among their number,
    /// and plays the safe cards after it: the step made, or nil when there is none. For the
    /// tests that follow random lines of play.
    func stepAtRandom(_ pick: (Int) -> Int) -> Step? {
        let start = pool.count
        generate(.none)
        let n = pool.count - start
        guard n > 0 else { return nil }
        var step = pool[start + pick(n)]
        pool.count = start
        apply(&step)
        line.append(step)
        playSafeCards()
        return step
    }
}
