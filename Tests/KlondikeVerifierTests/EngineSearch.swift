import CardKit
import Klondike

@testable import KlondikeVerifier

/// The verifier's first form, kept to hold the fast one to the game: the same plain exhaustive
/// search, made with the engine itself (`Klondike.legalMoves()`, `apply` and `undo`, draws and
/// recycles included) and remembering every position in a Swift `Set` of exact 256-bit codes.
/// It merges what `Verifier` merges (the splits of the talon that draws alone lead between,
/// both ways), so on a position it can search to the end it must visit exactly as many
/// positions as the verifier. A few thousand positions a second: for small positions only.
enum EngineSearch {
    struct Check: Hashable {
        var verdict: Verifier.Verdict
        var positions: Int
    }

    static func check(_ position: Klondike.Position, drawMode: Klondike.DrawMode, states: Int = 2_000_000) -> Check {
        var game = Klondike(position: position, drawMode: drawMode)
        if game.isWon { return Check(verdict: .winnable, positions: 1) }
        guard let encoder = PositionEncoder(position, drawMode: drawMode),
            let first = encoder.encode(position)
        else { return Check(verdict: .undecided, positions: 0) }
        var seen: Set<Code> = [first]
        var stack: [(moves: [(draws: Int, move: Klondike.Move)], next: Int)] = [(moves(&game, encoder), 0)]
        while let top = stack.indices.last {
            guard stack[top].next < stack[top].moves.count else {
                stack.removeLast()
                if let below = stack.last { undo(&game, below.moves[below.next - 1]) }
                continue
            }
            let step = stack[top].moves[stack[top].next]
            stack[top].next += 1
            for _ in 0..<step.draws { _ = game.apply(.draw) }
            _ = game.apply(step.move)
            if game.isWon { return Check(verdict: .winnable, positions: seen.count) }
            guard let key = encoder.encode(game.position) else {
                return Check(verdict: .undecided, positions: seen.count)
            }
            guard seen.insert(key).inserted else {
                undo(&game, step)
                continue
            }
            if seen.count >= states { return Check(verdict: .undecided, positions: seen.count) }
            stack.append((moves(&game, encoder), 0))
        }
        return Check(verdict: .unwinnable, positions: seen.count)
    }

    /// Every move of the position, each after the draws that lead to where it is made. Where
    /// draws alone lead around and back (see `Verifier`), the position stands for all those
    /// places: the moves of each of them, without the draws between them (which lead nowhere
    /// new). Elsewhere (draw-3, off a pass's start), its own moves, the draw among them.
    static func moves(_ game: inout Klondike, _ encoder: PositionEncoder) -> [(draws: Int, move: Klondike.Move)] {
        guard encoder.drawsGoRound(game.position) else { return homeFirst(game.legalMoves().map { (0, $0) }) }
        var all: [(draws: Int, move: Klondike.Move)] = []
        let split = game.position.waste.count
        var draws = 0
        repeat {
            for move in game.legalMoves() where move != .draw { all.append((draws, move)) }
            guard game.refusal(for: .draw) == nil else { break }
            _ = game.apply(.draw)
            draws += 1
        } while game.position.waste.count != split
        for _ in 0..<draws { _ = game.undo() }
        return homeFirst(all)
    }

    /// The moves that put a card home first, the others after them, each in the game's order.
    /// The order changes no verdict (every move is searched before a loss is proved); it finds
    /// a win sooner where cards can also come back down from their foundations in many ways.
    static func homeFirst(_ moves: [(draws: Int, move: Klondike.Move)]) -> [(draws: Int, move: Klondike.Move)] {
        func home(_ step: (draws: Int, move: Klondike.Move)) -> Bool {
            if case .transfer(_, .foundation, _) = step.move { return true }
            return false
        }
        return moves.filter(home) + moves.filter { !home($0) }
    }

    /// Takes back a move and the draws before it.
    static func undo(_ game: inout Klondike, _ step: (draws: Int, move: Klondike.Move)) {
        for _ in 0...step.draws { _ = game.undo() }
    }
}

/// A position as 256 bits, exactly (no hashing, so no two positions ever share a code), for
/// positions reached from one start: each stack's face-down cards stay the ones it started
/// with, so their number tells them; its face-up cards are a run, told by the run's bottom
/// card, its length and, for each card above, which suit of its colour; the stock and waste
/// are the start's talon in drawing order less the cards played from it, and how many of them
/// are in the waste (draws and recycles keep that order), when that matters (see `Verifier`).
struct PositionEncoder {
    /// The start's talon, waste bottom first then the stock from its top.
    let talon: [FrenchCard]
    let drawMode: Klondike.DrawMode

    init?(_ start: Klondike.Position, drawMode: Klondike.DrawMode) {
        talon = start.waste + start.stock.reversed()
        self.drawMode = drawMode
        guard talon.count <= 24, start.stacks.allSatisfy({ $0.count <= 31 }) else { return nil }
    }

    /// Nil when a stack's face-up cards are not a run (no legal play makes one).
    func encode(_ p: Klondike.Position) -> Code? {
        var bits = BitWriter()
        for i in 0..<7 {
            let stack = p.stacks[i]
            let hidden = p.hidden[i]
            bits.put(UInt64(hidden), 5)
            bits.put(UInt64(stack.count - hidden), 4)
            guard hidden < stack.count else {
                bits.put(0, 6)
                continue
            }
            bits.put(UInt64(code(stack[hidden])), 6)
            var k = hidden + 1
            while k < stack.count {
                let card = stack[k]
                let below = stack[k - 1]
                guard card.rank == below.rank - 1, card.suit.isRed != below.suit.isRed else { return nil }
                // Of the two suits of its colour: ♠ or ♥ (0), ♣ or ♦ (1).
                bits.put(card.suit == .clubs || card.suit == .diamonds ? 1 : 0, 1)
                k += 1
            }
        }
        for f in p.foundations { bits.put(UInt64(f), 4) }
        // Which of the start's talon cards are left (in order: draws and recycles keep it).
        var mask: UInt64 = 0
        var k = 0
        func left(_ card: FrenchCard) -> Bool {
            while k < talon.count && talon[k] != card { k += 1 }
            guard k < talon.count else { return false }
            mask |= 1 << UInt64(k)
            k += 1
            return true
        }
        for card in p.waste { guard left(card) else { return nil } }
        for card in p.stock.reversed() { guard left(card) else { return nil } }
        bits.put(mask, 24)
        // The split between waste and stock, unless draws alone lead to and from it (31).
        bits.put(drawsGoRound(p) ? 31 : UInt64(p.waste.count), 5)
        return bits.code
    }

    /// Whether draws alone lead from this split of the talon to every other of its round and
    /// back: always in draw-1; in draw-3 from a pass's start (a multiple of three cards in the
    /// waste, or all of them).
    func drawsGoRound(_ p: Klondike.Position) -> Bool {
        drawMode == .one || p.waste.count % 3 == 0 || p.stock.isEmpty
    }

    private func code(_ c: FrenchCard) -> Int { Klondike.Position.foundationIndex(c.suit) * 13 + c.rank - 1 }
}

/// 256 bits.
struct Code: Hashable {
    var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    static func == (a: Code, b: Code) -> Bool {
        a.words.0 == b.words.0 && a.words.1 == b.words.1 && a.words.2 == b.words.2 && a.words.3 == b.words.3
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
        hasher.combine(words.3)
    }

    var isZero: Bool { words.0 == 0 && words.1 == 0 && words.2 == 0 && words.3 == 0 }
}

/// Writes fields of bits one after another into a `Code` (at most 256 bits in all).
struct BitWriter {
    private(set) var code = Code()
    private var used = 0

    mutating func put(_ value: UInt64, _ width: Int) {
        let word = used / 64
        let shift = used % 64
        let low = value << UInt64(shift)
        add(low, to: word)
        if shift + width > 64 { add(value >> UInt64(64 - shift), to: word + 1) }
        used += width
    }

    private mutating func add(_ bits: UInt64, to word: Int) {
        switch word {
        case 0: code.words.0 |= bits
        case 1: code.words.1 |= bits
        case 2: code.words.2 |= bits
        default: code.words.3 |= bits
        }
    }
}
