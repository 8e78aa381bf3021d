import CardKit

/// A hand's strength under a house rule, as one integer: the higher wins, equal ones split.
///
/// International: the evaluator's value. Korean: from the same value (no other table, so the
/// default path is untouched), `category << 20 | made ranks << 4 | suit`, where the made
/// ranks leave the kickers out, the wheel sits between the king-high and the ace-high
/// straight, and the suit is that of the made hand's highest card (♠ 3, ◆ 2, ♥ 1, ♣ 0; the
/// flush's own suit for a flush). Two hands from one deck are never equal under it.
public enum Ranking {
    /// The strength of five to seven cards.
    public static func strength(_ cards: [FrenchCard], rule: HouseRule) -> UInt32 {
        strength(EvalHand(cards.map(\.index)), rule: rule, tables: Evaluator.tables)
    }

    @inlinable @inline(__always)
    public static func strength(_ hand: EvalHand, rule: HouseRule, tables: Evaluator.Tables) -> UInt32 {
        switch rule {
        case .international: UInt32(tables.value(hand))
        case .korean: korean(hand, tables: tables)
        }
    }

    /// The rank bits of the wheel, A-2-3-4-5.
    static let wheel = 0x100F

    /// Korean strength of five to seven cards.
    public static func korean(_ hand: EvalHand, tables: Evaluator.Tables) -> UInt32 {
        let value = tables.value(hand)
        let category = Int(value >> 12)
        let order = Int(value & 0xFFF)
        let key = hand.key
        let mask = hand.mask
        var flushSuit: Int?
        if key & 0x8888 << 32 != 0 {
            let suits = UInt32(truncatingIfNeeded: key >> 32) & 0x8888
            flushSuit = (31 - suits.leadingZeroBitCount) >> 2
        }
        let ranks = Int(truncatingIfNeeded: (mask | mask >> 16 | mask >> 32 | mask >> 48) & 0x1FFF)
        var made: Int
        var top: Int
        switch HandCategory(rawValue: category) ?? .highCard {
        case .highCard:
            top = 12
            while Evaluator.Order.binomial(top, 5) > order { top -= 1 }
            made = top
        case .pair:
            made = order / 220
            top = made
        case .twoPair:
            made = order / 13
            top = order / 169
        case .threeOfAKind:
            made = order / 66
            top = made
        case .straight, .straightFlush, .royalFlush:
            // Straights by their top card (`order` 0 = the wheel … 9 = ace high); the wheel goes
            // just below the ace-high one, and beats any other straight the cards also make.
            let suitRanks = flushSuit.map { Int(truncatingIfNeeded: mask >> (16 * UInt64($0))) & 0x1FFF } ?? ranks
            if order == 0 || (order < 9 && suitRanks & wheel == wheel) {
                made = 8
                top = 12
            } else {
                made = order == 9 ? 9 : order - 1
                top = order + 3
            }
        case .flush:
            made = order
            top = 12
            while let suit = flushSuit, mask >> (16 * UInt64(suit) + UInt64(top)) & 1 == 0 { top -= 1 }
        case .fullHouse:
            made = order
            top = order / 13
        case .fourOfAKind:
            made = order / 13
            top = made
        }
        let suit = flushSuit ?? bestSuit(rank: top, mask: mask)
        return UInt32(category) << 20 | UInt32(made) << 4 | UInt32(FrenchSuit.allCases[suit].koreanOrder)
    }

    /// Of the suits (evaluator numbering) in which the hand holds rank `rank`, the best in Korean order.
    static func bestSuit(rank: Int, mask: UInt64) -> Int {
        var best = -1
        var bestOrder = -1
        for suit in 0..<4 where mask >> (16 * UInt64(suit) + UInt64(rank)) & 1 == 1 {
            let order = FrenchSuit.allCases[suit].koreanOrder
            if order > bestOrder {
                best = suit
                bestOrder = order
            }
        }
        return max(best, 0)
    }

    /// Korean strength without its suit: what the ranks alone make.
    static func koreanRanks(_ strength: UInt32) -> UInt32 { strength >> 4 }
}

extension ShowdownReason {
    /// Why `winner` beats (or ties) `other` under `rule`.
    public static func of(_ winner: BestHand, against other: BestHand, rule: HouseRule) -> ShowdownReason {
        switch rule {
        case .international:
            switch Comparison.of(winner, against: other) {
            case .category: return .category
            case .naming: return .naming
            case .kicker(let rank, let card): return .kicker(rank: rank, card: card)
            case .tie: return .tie
            }
        case .korean:
            let a = winner.strength(rule: .korean)
            let b = other.strength(rule: .korean)
            if a >> 20 != b >> 20 { return .category }
            if Ranking.koreanRanks(a) != Ranking.koreanRanks(b) { return .naming }
            return .suit(card: winner.koreanTopCard, over: other.koreanTopCard)
        }
    }
}

extension BestHand {
    /// The strength of these five cards under `rule`.
    public func strength(rule: HouseRule) -> UInt32 { Ranking.strength(cards, rule: rule) }

    /// The card whose suit decides between equal hands under the Korean rule: the made hand's
    /// highest card (the ace of a wheel).
    public var koreanTopCard: FrenchCard {
        let isStraight = [.straight, .straightFlush, .royalFlush].contains(category)
        let rank =
            isStraight && cards.contains(where: { $0.rankIndex == 3 }) && cards.contains(where: { $0.rankIndex == 12 })
            ? 12 : ranks.first ?? 12
        return cards.filter { $0.rankIndex == rank }.max { $0.suit.koreanOrder < $1.suit.koreanOrder }!
    }
}
