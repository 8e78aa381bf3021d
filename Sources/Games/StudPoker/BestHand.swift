import CardKit

/// The best five cards of a hand of five to seven, and what names them.
public struct BestHand: Equatable, Sendable, Codable {
    public let value: HandValue
    /// The five cards, in the order a player reads them: the biggest group first (the
    /// pair before the kickers), higher ranks first; a wheel is 5-4-3-2-A.
    public let cards: [FrenchCard]
    /// The deciding ranks (rank index 0 = two … 12 = ace), most important first: for two
    /// pair the high pair, the low pair, the kicker; for a straight its top card.
    public let ranks: [Int]

    public var category: HandCategory { value.category }

    /// How many of `ranks` name the hand ("a pair of kings": 1; "kings full of nines": 2);
    /// the rest are kickers.
    public var namingRanks: Int {
        switch value.category {
        case .twoPair, .fullHouse: 2
        default: 1
        }
    }

    /// Finds the best five of `cards` (five to seven cards) under `rule`.
    public init(_ cards: [FrenchCard], rule: HouseRule = .international) {
        precondition((5...7).contains(cards.count), "a hand has five to seven cards")
        let indices = cards.map(\.index)
        let tables = Evaluator.tables
        // The rule's strength first; between equal ones (the Korean rule leaves kickers out),
        // the evaluator's value, so that the five shown are still the best five.
        var best: (strength: UInt32, value: UInt16, pick: [Int])?
        let n = cards.count
        // Every five of the n cards, in a fixed order so that equal values pick the same five.
        for a in 0..<n {
            for b in (a + 1)..<max(a + 1, n) {
                for c in (b + 1)..<max(b + 1, n) {
                    for d in (c + 1)..<max(c + 1, n) {
                        for e in (d + 1)..<max(d + 1, n) {
                            let pick = [a, b, c, d, e]
                            let hand = EvalHand(pick.map { indices[$0] })
                            let v = Ranking.strength(hand, rule: rule, tables: tables)
                            let value = tables.value(hand)
                            if best == nil || (v, value) > (best!.strength, best!.value) { best = (v, value, pick) }
                        }
                    }
                }
            }
        }
        let five = best!.pick.map { cards[$0] }
        let value = Evaluator.evaluate(five)
        self.value = value
        var counts = [Int](repeating: 0, count: 13)
        for card in five { counts[card.rankIndex] += 1 }
        let suitOrder = { (card: FrenchCard) in FrenchSuit.allCases.firstIndex(of: card.suit)! }
        var ordered = five.sorted {
            let (ca, cb) = (counts[$0.rankIndex], counts[$1.rankIndex])
            if ca != cb { return ca > cb }
            if $0.rankIndex != $1.rankIndex { return $0.rankIndex > $1.rankIndex }
            return suitOrder($0) < suitOrder($1)
        }
        let category = value.category
        let isStraight = category == .straight || category == .straightFlush || category == .royalFlush
        if isStraight && ordered[0].rankIndex == 12 && ordered[1].rankIndex == 3 {
            ordered.append(ordered.removeFirst())  // the wheel: the ace plays low
        }
        self.cards = ordered
        if isStraight {
            ranks = [ordered[0].rankIndex]
        } else {
            var seen: [Int] = []
            for card in ordered where !seen.contains(card.rankIndex) { seen.append(card.rankIndex) }
            ranks = seen
        }
    }

    /// The first card of the five with this rank index.
    public func card(ofRank rank: Int) -> FrenchCard? { cards.first { $0.rankIndex == rank } }
}

/// Why one hand beats another (or ties), for the showdown's one-line reason.
public enum Comparison: Equatable, Sendable, Codable {
    /// The winner's category is higher.
    case category
    /// Same category, but the ranks that name the hands differ (kings beat queens).
    case naming
    /// The same named hand; a kicker decides: the rank index and the winner's card.
    case kicker(rank: Int, card: FrenchCard)
    /// Exactly equal: the pot is split.
    case tie

    /// How `winner` beats (or ties) `other`.
    public static func of(_ winner: BestHand, against other: BestHand) -> Comparison {
        if winner.value == other.value { return .tie }
        if winner.value.raw >> 12 != other.value.raw >> 12 { return .category }
        for i in 0..<min(winner.ranks.count, other.ranks.count) where winner.ranks[i] != other.ranks[i] {
            if i < winner.namingRanks { return .naming }
            let r = winner.ranks[i]
            return .kicker(rank: r, card: winner.card(ofRank: r)!)
        }
        return .naming
    }
}

extension HandCategory {
    /// The category of any number of cards: the best five's from five cards on; below five,
    /// what their ranks already make (a pair, two pair, three or four of a kind, else high card).
    public static func of(_ cards: [FrenchCard]) -> HandCategory {
        if cards.count >= 5 { return BestHand(cards).category }
        var counts = [Int](repeating: 0, count: 13)
        for card in cards { counts[card.rankIndex] += 1 }
        let groups = counts.filter { $0 > 1 }.sorted(by: >)
        switch (groups.first ?? 1, groups.count) {
        case (4, _): return .fourOfAKind
        case (3, _): return .threeOfAKind
        case (2, 2...): return .twoPair
        case (2, _): return .pair
        default: return .highCard
        }
    }
}

extension StudPoker {
    /// Player 1's outs for the next card: how many of the cards Player 1 has not seen would
    /// raise the category of their hand past what the others show (`Outs`), of how many
    /// unseen. Nil when no card is to come.
    public func outs() -> (improving: Int, unseen: Int, mayLose: Int)? {
        guard phase == .dealing, street < streetCount, let mine = hands.first?.map(\.card) else { return nil }
        let others = hands.dropFirst().map { $0.filter(\.faceUp).map(\.card) }
        return Outs.count(own: mine, seen: seenByPlayer1, against: others)
    }
}
