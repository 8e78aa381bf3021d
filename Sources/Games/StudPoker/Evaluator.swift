import CardKit

/// The ten categories of a poker hand, weakest first. A royal flush is the ace-high
/// straight flush; it has its own case for naming only (`HandValue.category` gives it).
public enum HandCategory: Int, CaseIterable, Codable, Sendable, Comparable {
    case highCard = 0
    case pair, twoPair, threeOfAKind, straight, flush, fullHouse, fourOfAKind, straightFlush, royalFlush

    public static func < (a: HandCategory, b: HandCategory) -> Bool { a.rawValue < b.rawValue }

    /// The id used in catalog keys (`poker.category.fullHouse`).
    public var id: String {
        switch self {
        case .highCard: "highCard"
        case .pair: "pair"
        case .twoPair: "twoPair"
        case .threeOfAKind: "threeOfAKind"
        case .straight: "straight"
        case .flush: "flush"
        case .fullHouse: "fullHouse"
        case .fourOfAKind: "fourOfAKind"
        case .straightFlush: "straightFlush"
        case .royalFlush: "royalFlush"
        }
    }
}

/// The strength of the best five cards of a hand: compare two values, the higher wins and
/// equal values split. `category << 12 | order within the category`.
public struct HandValue: Hashable, Comparable, Codable, Sendable {
    public let raw: UInt16
    public init(raw: UInt16) { self.raw = raw }
    public static func < (a: HandValue, b: HandValue) -> Bool { a.raw < b.raw }

    /// The category; the best straight flush (ace high) is named a royal flush.
    public var category: HandCategory {
        let c = HandCategory(rawValue: Int(raw >> 12)) ?? .highCard
        if c == .straightFlush && raw == Evaluator.royalFlushValue { return .royalFlush }
        return c
    }
}

/// A card as the evaluator numbers it: `rank index * 4 + suit`, rank index 0 for the
/// two … 12 for the ace, suits in `FrenchSuit.allCases` order.
public typealias CardIndex = Int

extension FrenchCard {
    /// 0 for the two … 12 for the ace.
    public var rankIndex: Int { rank == 1 ? 12 : rank - 2 }
    public var index: CardIndex { rankIndex * 4 + FrenchSuit.allCases.firstIndex(of: suit)! }
    public init(index: CardIndex) {
        let r = index >> 2
        self.init(r == 12 ? 1 : r + 2, FrenchSuit.allCases[index & 3])
    }
}

/// A partial hand of up to seven cards, built by adding cards: the sum of the cards'
/// rank keys (unique for every multiset of ranks), four suit counters, and the cards'
/// rank bits per suit, side by side in one 128-bit vector, so that adding a card is one
/// vector addition (the mask bits of distinct cards never carry into each other).
public struct EvalHand: Sendable, Equatable {
    /// Lane 0, the key: low 32 bits the sum of rank keys; bits 32…47 one 4-bit counter a
    /// suit, starting at 3 so that bit 3 of a counter is set once the suit has five cards.
    /// Lane 1, the mask: bit `16 * suit + rank index` for each card held.
    public var bits: SIMD2<UInt64>

    @inlinable public var key: UInt64 { bits[0] }
    @inlinable public var mask: UInt64 { bits[1] }

    @inlinable public static var empty: EvalHand { EvalHand(bits: SIMD2(0x3333 << 32, 0)) }

    @inlinable @inline(__always) public init(bits: SIMD2<UInt64>) { self.bits = bits }
    @inlinable @inline(__always) public init(key: UInt64, mask: UInt64) { bits = SIMD2(key, mask) }

    /// This hand and one more card (not already in it).
    @inlinable @inline(__always) public func adding(_ card: CardIndex) -> EvalHand {
        EvalHand(bits: bits &+ Evaluator.tables.cards[card])
    }

    /// Two partial hands together (no card in both).
    @inlinable @inline(__always) public func adding(_ other: EvalHand) -> EvalHand {
        EvalHand(bits: bits &+ other.bits &- EvalHand.empty.bits)
    }

    public init<S: Sequence>(_ cards: S) where S.Element == CardIndex {
        var h = EvalHand.empty
        for c in cards { h = h.adding(c) }
        self = h
    }
}

/// The hand evaluator: the value of the best five of five to seven cards in one or two
/// table lookups.
///
/// Design (after OMPEval by Timo Aaltonen, ISC licence, whose rank keys these are): every
/// rank has a key chosen so that the sum of the keys of any 0…7 cards (at most four of a
/// rank) is unique. Without five cards of a suit, the value depends on the ranks only: the
/// rank sum goes through a perfect hash (row displacement: `sum + offset[sum >> 12]`) into a
/// table of 16-bit values. With five or more of a suit (no quads or full house is then
/// possible in seven cards) the suit's 13-bit rank mask indexes a flush table. The tables
/// are built once, on first use; the values they hold are in `HandValues.swift`.
public enum Evaluator {
    static let rankKeys: [UInt32] = [
        0x2000, 0x8001, 0x11000, 0x3A000, 0x91000, 0x176005, 0x366000,
        0x41A013, 0x47802E, 0x479068, 0x48C0E4, 0x48F211, 0x494493,
    ]
    @usableFromInline static var rowShift: UInt32 { 12 }
    static let maxKey: UInt32 = 4 * 0x494493 + 3 * 0x48F211

    /// Per card: its rank key plus one on its suit's counter.
    public static let cardKeys: [UInt64] = (0..<52).map { (c: Int) -> UInt64 in
        let suitShift: UInt64 = 32 + 4 * UInt64(c & 3)
        return UInt64(rankKeys[c >> 2]) + (1 as UInt64) << suitShift
    }
    /// Per card: its bit in the suits' rank masks.
    public static let cardMasks: [UInt64] = (0..<52).map { (c: Int) -> UInt64 in
        let bit: UInt64 = 16 * UInt64(c & 3) + UInt64(c >> 2)
        return (1 as UInt64) << bit
    }

    /// The value of the royal flush, the best hand there is.
    static let royalFlushValue: UInt16 = UInt16(HandCategory.straightFlush.rawValue << 12 | 9)

    /// The tables, built on first use. A value of raw pointers: a loop that keeps it in a
    /// local holds the pointers in registers (a class's fields would be read again at every
    /// hand, since a store in the loop might change them).
    @inlinable public static var tables: Tables { Tables.shared }

    /// The value of a hand of five to seven cards.
    @inline(__always) public static func evaluate(_ hand: EvalHand) -> HandValue {
        HandValue(raw: tables.value(hand))
    }

    public static func evaluate(_ cards: [FrenchCard]) -> HandValue {
        evaluate(EvalHand(cards.map(\.index)))
    }

    /// Lookup tables, allocated once for the life of the process (never freed).
    public struct Tables: @unchecked Sendable {
        /// Flush values by 13-bit rank mask (the first 8,192), then the non-flush values,
        /// indexed by the perfect hash of the rank sum: one array, so that both paths end in
        /// the same indexed load.
        @usableFromInline let lookup: UnsafeMutablePointer<UInt16>
        /// Per row of rank sums: the displacement into `lookup`.
        @usableFromInline let offsets: UnsafeMutablePointer<UInt32>
        /// Per card: what adding it does to a hand's bits (`cardKeys` and `cardMasks` side by side).
        @usableFromInline let cards: UnsafeMutablePointer<SIMD2<UInt64>>
        /// Per card: its key alone (`cardKeys`).
        @usableFromInline let keys: UnsafeMutablePointer<UInt64>
        // Four pointers and nothing else: a value small enough to travel in registers, so that
        // a loop keeps them there even across a call.

        /// Entries of the non-flush table, and rows of the perfect hash (for the benchmark).
        public var lookupSize: Int { Tables.built.lookupSize }
        public var rowCount: Int { Tables.built.rowCount }
        public static var shared: Tables { built.tables }
        static let built = Tables.build()

        @inlinable @inline(__always) public func value(_ hand: EvalHand) -> UInt16 {
            let key = hand.bits[0]
            if _slowPath(key & 0x8888 << 32 != 0) { return flushValue(key: key, mask: hand.bits[1]) }
            return rankValue(key: key)
        }

        /// The value of `count` (5…7) cards given as indices, added to the partial hand
        /// `hand` (`.empty` for none): only the keys are summed, one addition a card; the
        /// cards' mask is gathered only when five share a suit. The fastest way from card
        /// indices to a value, and the simulations' way.
        @inlinable @inline(__always)
        public func value<C: FixedWidthInteger>(_ cards: UnsafePointer<C>, count: Int, adding hand: EvalHand = .empty)
            -> UInt16
        {
            var key = hand.bits[0]
            for i in 0..<count { key &+= keys[Int(truncatingIfNeeded: cards[i])] }
            if _slowPath(key & 0x8888 << 32 != 0) {
                return flushValue(key: key, cards, count: count, mask: hand.bits[1])
            }
            return rankValue(key: key)
        }

        /// A hand without five cards of a suit: its ranks alone decide.
        @inlinable @inline(__always) func rankValue(key: UInt64) -> UInt16 {
            let rankKey = UInt32(truncatingIfNeeded: key)
            return lookup[
                Int(truncatingIfNeeded: rankKey &+ offsets[Int(truncatingIfNeeded: rankKey >> Evaluator.rowShift)])]
        }

        /// Five or more cards of a suit: the flush value of that suit's ranks.
        @inlinable @inline(__always) func flushValue(key: UInt64, mask: UInt64) -> UInt16 {
            let suits = UInt32(truncatingIfNeeded: key >> 32) & 0x8888
            let shift = UInt64((31 - suits.leadingZeroBitCount) >> 2) &* 16
            return lookup[Int(truncatingIfNeeded: mask >> shift) & 0x1FFF]
        }

        /// The flush path of `value(_:count:adding:)`, out of line so that the common path keeps
        /// nothing but the key: the cards' masks read again. (Inlinable, so that a caller in
        /// another module gets it specialized for its card type.)
        @inlinable @inline(never)
        func flushValue<C: FixedWidthInteger>(key: UInt64, _ cards: UnsafePointer<C>, count: Int, mask: UInt64)
            -> UInt16
        {
            var mask = mask
            for i in 0..<count { mask |= self.cards[Int(truncatingIfNeeded: cards[i])][1] }
            return flushValue(key: key, mask: mask)
        }

        /// `hand` and one more card: one vector addition.
        @inlinable @inline(__always) public func adding(_ card: CardIndex, to hand: EvalHand) -> EvalHand {
            EvalHand(bits: hand.bits &+ cards[card])
        }

        static let lookback = 16384

        private init(
            lookup: UnsafeMutablePointer<UInt16>, offsets: UnsafeMutablePointer<UInt32>,
            cards: UnsafeMutablePointer<SIMD2<UInt64>>, keys: UnsafeMutablePointer<UInt64>
        ) {
            self.lookup = lookup
            self.offsets = offsets
            self.cards = cards
            self.keys = keys
        }

        private static func build() -> (tables: Tables, lookupSize: Int, rowCount: Int) {
            let cards = UnsafeMutablePointer<SIMD2<UInt64>>.allocate(capacity: 52)
            for c in 0..<52 { cards[c] = SIMD2(Evaluator.cardKeys[c], Evaluator.cardMasks[c]) }
            let cardKeys = UnsafeMutablePointer<UInt64>.allocate(capacity: 52)
            cardKeys.initialize(from: Evaluator.cardKeys, count: 52)
            // Flush table: the best five of each set of 5…7 ranks of one suit.
            var flush = [UInt16](repeating: 0, count: 8192)
            for m in 0..<8192 where m.nonzeroBitCount >= 5 {
                flush[m] = Tables.flushValue(mask: m)
            }
            // Every multiset of 5…7 ranks (at most four of each), its key and value.
            var keys: [UInt32] = []
            var values: [UInt16] = []
            keys.reserveCapacity(73775)
            values.reserveCapacity(73775)
            var counts = [Int](repeating: 0, count: 13)
            func visit(_ rank: Int, _ cards: Int, _ key: UInt32) {
                if rank == 13 {
                    if cards >= 5 {
                        keys.append(key)
                        values.append(Tables.rankValue(counts: counts))
                    }
                    return
                }
                var k = key
                for n in 0...min(4, 7 - cards) {
                    counts[rank] = n
                    visit(rank + 1, cards + n, k)
                    k &+= Evaluator.rankKeys[rank]
                }
                counts[rank] = 0
            }
            visit(0, 0, 0)
            // Perfect hash by row displacement: rows (4096 consecutive keys) placed largest
            // first at the lowest displacement where none of their keys lands on a used slot.
            let rowCount = Int(Evaluator.maxKey >> Evaluator.rowShift) + 1
            let rowWidth = 1 << Int(Evaluator.rowShift)
            let rowMask = rowWidth - 1
            // The keys' columns grouped by row (a counting sort): row r's are
            // columns[rowStart[r] ..< rowStart[r + 1]].
            var rowStart = [Int](repeating: 0, count: rowCount + 1)
            for key in keys { rowStart[Int(key >> Evaluator.rowShift) + 1] += 1 }
            for r in 0..<rowCount { rowStart[r + 1] += rowStart[r] }
            var columns = [Int](repeating: 0, count: keys.count)
            var cursor = rowStart
            for key in keys {
                let r = Int(key >> Evaluator.rowShift)
                columns[cursor[r]] = Int(key) & rowMask
                cursor[r] += 1
            }
            let filled: [Int] = (0..<rowCount).filter { rowStart[$0 + 1] > rowStart[$0] }
            let order = filled.sorted { (a: Int, b: Int) -> Bool in
                let (na, nb) = (rowStart[a + 1] - rowStart[a], rowStart[b + 1] - rowStart[b])
                return na != nb ? na > nb : a < b
            }
            // Used slots as a bitset; 64 candidate displacements are tried at once: bit j of
            // `fit` says whether displacement `base + j` puts every key of the row on a free slot.
            let usedWords = (keys.count * 2 + rowWidth * 4) / 64 + 2
            let used = UnsafeMutablePointer<UInt64>.allocate(capacity: usedWords)
            used.initialize(repeating: 0, count: usedWords)
            defer { used.deallocate() }
            @inline(__always) func usedBits(at position: Int) -> UInt64 {  // the 64 slots from `position`
                let w = position >> 6
                let b = UInt64(position & 63)
                return b == 0 ? used[w] : used[w] >> b | used[w + 1] << (64 - b)
            }
            var firstFree = 0
            var lastStart = 0
            var place = [Int](repeating: 0, count: rowCount)
            var size = 0
            for row in order {
                let columns = columns[rowStart[row]..<rowStart[row + 1]]
                let low = columns.min()!
                let high = columns.max()!
                while used[firstFree >> 6] >> UInt64(firstFree & 63) & 1 == 1 { firstFree += 1 }
                // Rows come largest first, so a row rarely fits far below where the last one
                // went: search from a little before it (`lookback`). A shorter look-back leaves
                // a larger table, slower to evaluate; searching from the first free slot every
                // time packs it a little tighter, but makes the build much longer
                // (`engine-bench poker-tables` prints the table's size and build time).
                var base = Swift.max(0, firstFree - low, lastStart - Self.lookback)
                var start = 0
                while true {
                    precondition((base + high + 128) >> 6 < usedWords, "perfect hash table overflow")
                    var fit = ~UInt64(0)
                    for c in columns {
                        fit &= ~usedBits(at: base + c)
                        if fit == 0 { break }
                    }
                    if fit != 0 {
                        start = base + fit.trailingZeroBitCount
                        break
                    }
                    base += 64
                }
                for c in columns {
                    let slot = start + c
                    used[slot >> 6] |= 1 << UInt64(slot & 63)
                    size = Swift.max(size, slot + 1)
                }
                place[row] = start
                lastStart = start
            }
            let lookup = UnsafeMutablePointer<UInt16>.allocate(capacity: 8192 + size)
            lookup.initialize(from: flush, count: 8192)
            (lookup + 8192).initialize(repeating: 0, count: size)
            let offsets = UnsafeMutablePointer<UInt32>.allocate(capacity: rowCount)
            for row in 0..<rowCount {
                // index = key + offset (mod 2^32) = 8192 + place + (key & rowMask)
                offsets[row] = UInt32(truncatingIfNeeded: 8192 + place[row] - row * rowWidth)
            }
            for (i, key) in keys.enumerated() {
                let index = Int(key &+ offsets[Int(key >> Evaluator.rowShift)])
                lookup[index] = values[i]
            }
            return (Tables(lookup: lookup, offsets: offsets, cards: cards, keys: cardKeys), size, rowCount)
        }
    }
}
