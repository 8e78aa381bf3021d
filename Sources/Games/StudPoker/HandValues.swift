/// The values the evaluator's tables hold: `category << 12 | order within the category`.
extension Evaluator.Tables {
    /// The highest straight in a 13-bit rank mask: the index of its top card (3 for the
    /// wheel, 5-4-3-2-A), or nil.
    static func straightTop(_ mask: Int) -> Int? {
        for top in stride(from: 12, through: 4, by: -1) where (mask >> (top - 4)) & 0x1F == 0x1F { return top }
        if mask & 0x100F == 0x100F { return 3 }
        return nil
    }

    /// Values within a category: the deciding ranks, most important first, four bits each.
    /// Turned into dense orders by `Order`.
    static func flushValue(mask: Int) -> UInt16 {
        if let top = straightTop(mask) {
            return UInt16(HandCategory.straightFlush.rawValue << 12 | (top - 3))
        }
        var ranks: [Int] = []
        for r in stride(from: 12, through: 0, by: -1) where mask >> r & 1 == 1 && ranks.count < 5 { ranks.append(r) }
        return UInt16(HandCategory.flush.rawValue << 12) | Evaluator.Order.highCards(ranks)
    }

    static func rankValue(counts: [Int]) -> UInt16 {
        // The highest rank below `below` held at least `n` times, other than `except`; -1 if none.
        func highest(_ n: Int, below: Int = 13, except: Int = -1) -> Int {
            var r = below - 1
            while r >= 0 {
                if counts[r] >= n && r != except { return r }
                r -= 1
            }
            return -1
        }
        var mask = 0
        for r in 0..<13 where counts[r] > 0 { mask |= 1 << r }
        let q = highest(4)
        if q >= 0 {
            return UInt16(HandCategory.fourOfAKind.rawValue << 12 | q * 13 + highest(1, except: q))
        }
        let t = highest(3)
        if t >= 0 {
            let p = highest(2, except: t)
            if p >= 0 { return UInt16(HandCategory.fullHouse.rawValue << 12 | t * 13 + p) }
        }
        if let top = straightTop(mask) {
            return UInt16(HandCategory.straight.rawValue << 12 | (top - 3))
        }
        if t >= 0 {
            let k1 = highest(1, except: t)
            let k2 = highest(1, below: k1, except: t)
            return UInt16(HandCategory.threeOfAKind.rawValue << 12) | Evaluator.Order.kickers(t, k1, k2)
        }
        let p1 = highest(2)
        let p2 = p1 >= 0 ? highest(2, below: p1) : -1
        if p2 >= 0 {
            var k = highest(1, except: p1)
            if k == p2 { k = highest(1, below: p2) }
            return UInt16(HandCategory.twoPair.rawValue << 12 | (p1 * 13 + p2) * 13 + k)
        }
        if p1 >= 0 {
            let k1 = highest(1, except: p1)
            let k2 = highest(1, below: k1, except: p1)
            let k3 = highest(1, below: k2, except: p1)
            return UInt16(HandCategory.pair.rawValue << 12) | Evaluator.Order.kickers(p1, k1, k2, k3)
        }
        var index = 0
        var r = 13
        for i in 0..<5 {
            r = highest(1, below: r)
            index += Evaluator.Order.binomial(r, 5 - i)
        }
        return UInt16(HandCategory.highCard.rawValue << 12 | index)
    }
}

extension Evaluator {
    /// Dense orders (below 4096) for the categories whose deciding ranks are too many for
    /// 12 bits written plainly: sets of five distinct ranks, and a rank with 2 or 3 kickers.
    enum Order {
        /// Five distinct ranks (not a straight) → 0…1286, increasing with strength:
        /// the combinatorial number system on the ranks.
        static func highCards(_ ranks: [Int]) -> UInt16 {
            // ranks descending; index = sum C(r_i, 5 - i) orders 5-subsets colexicographically,
            // which compares like the descending rank lists.
            var index = 0
            for (i, r) in ranks.enumerated() { index += binomial(r, 5 - i) }
            return UInt16(index)
        }

        /// A main rank and its kickers (distinct, descending) → below 13 * 220.
        static func kickers(_ main: Int, _ kickers: Int...) -> UInt16 {
            // Kickers exclude `main`: renumbered among the 12 other ranks, then the
            // combinatorial number system as for high cards.
            var index = 0
            for (i, r) in kickers.enumerated() { index += binomial(r > main ? r - 1 : r, kickers.count - i) }
            return UInt16(main * binomial(12, kickers.count) + index)
        }

        static func binomial(_ n: Int, _ k: Int) -> Int {
            if k < 0 || k > n { return 0 }
            var result = 1
            for i in 0..<k { result = result * (n - i) / (i + 1) }
            return result
        }
    }
}
