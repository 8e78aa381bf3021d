import CardKit
import Klondike

/// The verifier's own copy of a position, made to be changed in place and changed back: the
/// seven stacks as card codes, the foundations' heights, which of the start's talon cards are
/// left and how many of them are in the waste. A card's code is its foundation's index
/// (♠ ♥ ♦ ♣) × 13 + its rank − 1.
///
/// Its moves are the game's moves, exactly as `Klondike.refusal(for:)` allows them (every
/// source, every target, any part of a face-up run, cards back from the foundations, kings to
/// any empty stack); the tests compare them, position by position, with the engine's
/// `legalMoves()` and `apply`. Only draws are folded in, as `Verifier` explains.
final class Board {
    static let depth = 32
    /// Stack `i` holds `height[i]` codes from `cards[i * depth]`, bottom first.
    let cards = UnsafeMutablePointer<UInt8>.allocate(capacity: 7 * depth)
    let height = UnsafeMutablePointer<Int>.allocate(capacity: 7)
    let hidden = UnsafeMutablePointer<Int>.allocate(capacity: 7)
    /// Cards on each foundation, ♠ ♥ ♦ ♣.
    let home = UnsafeMutablePointer<Int>.allocate(capacity: 4)
    /// The start's talon in drawing order (the waste from its bottom, then the stock from its top).
    let talon: [UInt8]
    /// Bit `k`: `talon[k]` is still in the talon.
    var left: UInt32
    /// How many of the cards left are in the waste (the rest are the stock).
    var waste: Int
    let drawThree: Bool

    /// Nil for a position no play leads to or this board cannot hold: a stack whose top card
    /// is face down, face-up cards out of sequence, more than 24 talon cards or 7 face-down
    /// cards in a stack, or not the 52 cards once each.
    init?(_ p: Klondike.Position, drawMode: Klondike.DrawMode) {
        drawThree = drawMode == .three
        talon = (p.waste + p.stock.reversed()).map(Board.code)
        left = talon.count >= 32 ? 0 : (1 << UInt32(talon.count)) - 1
        waste = p.waste.count
        var seen = Set<UInt8>(talon)
        guard talon.count <= 24, p.stacks.count == 7, p.hidden.count == 7, p.foundations.count == 4 else {
            return nil
        }
        for f in 0..<4 {
            home[f] = p.foundations[f]
            for rank in 0..<max(0, min(13, p.foundations[f])) { seen.insert(UInt8(f * 13 + rank)) }
        }
        var sound = p.foundations.allSatisfy { (0...13).contains($0) }
        for i in 0..<7 {
            let stack = p.stacks[i]
            height[i] = stack.count
            hidden[i] = p.hidden[i]
            sound =
                sound && stack.count < Board.depth && (0...7).contains(p.hidden[i])
                && (p.hidden[i] == 0 || p.hidden[i] < stack.count)
            guard sound else { break }
            for (k, card) in stack.enumerated() {
                cards[i * Board.depth + k] = Board.code(card)
                seen.insert(Board.code(card))
                if k > p.hidden[i] { sound = sound && Board.fits(Board.code(card), on: Board.code(stack[k - 1])) }
            }
        }
        guard sound, seen.count == 52,
            talon.count + p.stacks.map(\.count).reduce(0, +)
                + p.foundations.reduce(0, +) == 52
        else { return nil }
    }

    deinit {
        cards.deallocate()
        height.deallocate()
        hidden.deallocate()
        home.deallocate()
    }

    static func code(_ card: FrenchCard) -> UInt8 {
        UInt8(Klondike.Position.foundationIndex(card.suit) * 13 + card.rank - 1)
    }

    /// Rank 1…13 of a code.
    @inline(__always) static func rank(_ c: UInt8) -> Int { Int(c % 13) + 1 }
    /// ♥ and ♦ (foundations 1 and 2).
    @inline(__always) static func isRed(_ c: UInt8) -> Bool { c >= 13 && c < 39 }
    /// Whether `c` may lie on `top` in a stack: one rank lower, the other colour.
    @inline(__always) static func fits(_ c: UInt8, on top: UInt8) -> Bool {
        rank(top) == rank(c) + 1 && isRed(top) != isRed(c)
    }

    var isWon: Bool { home[0] == 13 && home[1] == 13 && home[2] == 13 && home[3] == 13 }

    @inline(__always) func card(_ i: Int, _ k: Int) -> UInt8 { cards[i * Board.depth + k] }

    /// The cards left in the talon.
    @inline(__always) var talonCount: Int { left.nonzeroBitCount }

    /// Whether draws alone lead from this split of the talon to every other of its round and
    /// back: always in draw-1; in draw-3 at a pass's start (a multiple of three cards in the
    /// waste) or with the stock empty.
    @inline(__always) var drawsGoRound: Bool { !drawThree || waste % 3 == 0 || waste == talonCount }

    // MARK: Moves

    /// A move in 32 bits: `from` (0…6 a stack, 7 the talon, 8…11 a foundation), `to` (0…6 a
    /// stack, 8…11 a foundation, 15 a draw), the cards moved, and for a talon card its index in
    /// `talon` and how many cards are left in the waste after it.
    static let talonSource: UInt32 = 7, drawTarget: UInt32 = 15

    @inline(__always) static func move(from: UInt32, to: UInt32, count: Int = 1, index: Int = 0, waste: Int = 0)
        -> UInt32
    {
        from | to << 4 | UInt32(count) << 8 | UInt32(index) << 13 | UInt32(waste) << 18
    }

    /// Every move of the position into `out` (cards home first, then the rest), where draws
    /// alone lead around and back, the waste cards of every split of the round, without the
    /// draws (which lead to the same position).
    func moves(into out: inout [UInt32]) {
        // Talon cards that can be played: (code, index, waste left after).
        var talonCards: [(UInt8, Int, Int)] = []
        talonCards.reserveCapacity(24)
        let n = talonCount
        if drawsGoRound {
            var s = 0
            var bits = left
            while bits != 0 {
                let k = bits.trailingZeroBitCount
                bits &= bits - 1
                s += 1
                // The s-th card left is the waste's top when s cards are in the waste: any s in
                // draw-1; in draw-3 the multiples of three and the last.
                if !drawThree || s % 3 == 0 || s == n { talonCards.append((talon[k], k, s - 1)) }
            }
        } else {
            if waste > 0 {
                var bits = left
                for _ in 1..<waste { bits &= bits - 1 }
                let k = bits.trailingZeroBitCount
                talonCards.append((talon[k], k, waste - 1))
            }
            out.append(Board.move(from: Board.talonSource, to: Board.drawTarget))
        }
        // Cards home first.
        for (c, k, w) in talonCards where home[Int(c / 13)] == Board.rank(c) - 1 {
            out.append(Board.move(from: Board.talonSource, to: 8 + UInt32(c / 13), index: k, waste: w))
        }
        for i in 0..<7 where height[i] > 0 {
            let c = card(i, height[i] - 1)
            if home[Int(c / 13)] == Board.rank(c) - 1 {
                out.append(Board.move(from: UInt32(i), to: 8 + UInt32(c / 13)))
            }
        }
        // Onto the stacks: talon cards, foundation tops, any part of a face-up run.
        for (c, k, w) in talonCards {
            for j in 0..<7 where accepts(j, c) {
                out.append(Board.move(from: Board.talonSource, to: UInt32(j), index: k, waste: w))
            }
        }
        for f in 0..<4 where home[f] > 0 {
            let c = UInt8(f * 13 + home[f] - 1)
            for j in 0..<7 where accepts(j, c) { out.append(Board.move(from: 8 + UInt32(f), to: UInt32(j))) }
        }
        for i in 0..<7 {
            let h = height[i]
            guard h > hidden[i] else { continue }
            for count in 1...(h - hidden[i]) {
                let c = card(i, h - count)
                for j in 0..<7 where j != i && accepts(j, c) {
                    out.append(Board.move(from: UInt32(i), to: UInt32(j), count: count))
                }
            }
        }
    }

    /// Whether stack `j` takes `c` (and the cards on it): a king on an empty stack, else one
    /// rank lower and the other colour than its top card.
    @inline(__always) func accepts(_ j: Int, _ c: UInt8) -> Bool {
        height[j] == 0 ? Board.rank(c) == 13 : Board.fits(c, on: card(j, height[j] - 1))
    }

    /// Makes a move from `moves(into:)`; returns what `undo` needs (the waste before it, and
    /// whether a face-down card turned over).
    @inline(__always) func apply(_ m: UInt32) -> UInt32 {
        let from = Int(m & 15)
        let to = Int(m >> 4 & 15)
        let undo = UInt32(waste) << 1
        if to == 15 {
            // A draw off a pass's start in draw-3 (three cards, or the rest of the stock).
            waste = min(waste + 3, talonCount)
            return undo
        }
        let count = Int(m >> 8 & 31)
        var c: UInt8 = 0
        switch from {
        case 7:
            let k = Int(m >> 13 & 31)
            c = talon[k]
            left &= ~(1 << UInt32(k))
            waste = Int(m >> 18 & 31)
        case 8...11:
            c = UInt8((from - 8) * 13 + home[from - 8] - 1)
            home[from - 8] -= 1
        default:
            c = card(from, height[from] - count)
        }
        if to >= 8 {
            home[to - 8] += 1
        } else if from < 7 {
            let src = cards + from * Board.depth + height[from] - count
            (cards + to * Board.depth + height[to]).update(from: src, count: count)
            height[to] += count
        } else {
            cards[to * Board.depth + height[to]] = c
            height[to] += 1
        }
        guard from < 7 else { return undo }
        height[from] -= count
        if hidden[from] > 0 && hidden[from] == height[from] {
            hidden[from] -= 1
            return undo | 1
        }
        return undo
    }

    /// Takes back a move made by `apply`, given what it returned.
    @inline(__always) func undo(_ m: UInt32, _ u: UInt32) {
        let from = Int(m & 15)
        let to = Int(m >> 4 & 15)
        waste = Int(u >> 1)
        if to == 15 { return }
        let count = Int(m >> 8 & 31)
        if from < 7 {
            if u & 1 != 0 { hidden[from] += 1 }
            if to >= 8 {
                home[to - 8] -= 1
                cards[from * Board.depth + height[from]] = UInt8((to - 8) * 13 + home[to - 8])
            } else {
                height[to] -= count
                (cards + from * Board.depth + height[from]).update(
                    from: cards + to * Board.depth + height[to], count: count)
            }
            height[from] += count
            return
        }
        if to >= 8 { home[to - 8] -= 1 } else { height[to] -= 1 }
        if from == 7 { left |= 1 << UInt32(m >> 13 & 31) } else { home[from - 8] += 1 }
    }
}
