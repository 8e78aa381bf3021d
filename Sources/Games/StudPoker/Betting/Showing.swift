import CardKit

/// What a seat's up cards make on their own, as dealers read them to decide who acts first:
/// four, three or two of a kind, two pair, or high cards. Straights and flushes do not count
/// (no more than four cards are ever up). Under the international rule suits never break a
/// tie here: between equal showings the seat nearest the dealer's left acts first. Under the
/// Korean rule the showings are read as its hands are (`KoreanShowing`).
public struct Showing: Hashable, Sendable, Codable, Comparable {
    /// `.highCard`, `.pair`, `.twoPair`, `.threeOfAKind` or `.fourOfAKind`.
    public let category: HandCategory
    /// The ranks (0 = two … 12 = ace), the biggest group first, then by rank.
    public let ranks: [Int]

    public init(_ cards: [FrenchCard]) {
        var counts = [Int](repeating: 0, count: 13)
        for card in cards { counts[card.rankIndex] += 1 }
        let ranks = (0..<13).filter { counts[$0] > 0 }.sorted {
            counts[$0] != counts[$1] ? counts[$0] > counts[$1] : $0 > $1
        }
        self.ranks = ranks.flatMap { Array(repeating: $0, count: counts[$0]) }
        let groups = ranks.map { counts[$0] }
        switch (groups.first ?? 0, groups.count > 1 ? groups[1] : 0) {
        case (4, _): category = .fourOfAKind
        case (3, _): category = .threeOfAKind
        case (2, 2): category = .twoPair
        case (2, _): category = .pair
        default: category = .highCard
        }
    }

    public static func < (a: Showing, b: Showing) -> Bool {
        if a.category != b.category { return a.category < b.category }
        return a.ranks.lexicographicallyPrecedes(b.ranks)
    }

    /// The ranks that name it: the pair's, both pairs', the three's or four's, or the highest card.
    public var namingRanks: [Int] {
        guard let first = ranks.first else { return [] }
        return category == .twoPair ? [first, ranks[2]] : [first]
    }
}

/// Up cards read under the Korean rule, as its showdown reads hands: the ranks that name them
/// (kickers do not count), then the suit of the highest of those cards (♠ > ◆ > ♥ > ♣). Two
/// seats' up cards are never equal under it.
public struct KoreanShowing: Comparable, Sendable {
    public let showing: Showing
    /// The card whose suit decides between equal named ranks (nil without up cards).
    public let topCard: FrenchCard?

    public init(_ cards: [FrenchCard]) {
        showing = Showing(cards)
        let top = showing.ranks.first
        topCard = cards.filter { $0.rankIndex == top }.max { $0.suit.koreanOrder < $1.suit.koreanOrder }
    }

    /// Equal but for the suit: the same category and named ranks.
    public func sameRanks(as other: KoreanShowing) -> Bool {
        showing.category == other.showing.category && showing.namingRanks == other.showing.namingRanks
    }

    public static func < (a: KoreanShowing, b: KoreanShowing) -> Bool {
        if a.showing.category != b.showing.category { return a.showing.category < b.showing.category }
        if a.showing.namingRanks != b.showing.namingRanks {
            return a.showing.namingRanks.lexicographicallyPrecedes(b.showing.namingRanks)
        }
        return (a.topCard?.suit.koreanOrder ?? -1) < (b.topCard?.suit.koreanOrder ?? -1)
    }

    public static func == (a: KoreanShowing, b: KoreanShowing) -> Bool { !(a < b) && !(b < a) }
}

extension FrenchSuit {
    /// The order suits break a tie for the bring-in (and give the odd chip in stud): clubs 0,
    /// diamonds 1, hearts 2, spades 3, the same in every stud rulebook.
    public var studOrder: Int {
        switch self {
        case .clubs: 0
        case .diamonds: 1
        case .hearts: 2
        case .spades: 3
        }
    }

    /// The order of Korean home games (스다하크): clubs 0, hearts 1, diamonds 2, spades 3.
    public var koreanOrder: Int {
        switch self {
        case .clubs: 0
        case .hearts: 1
        case .diamonds: 2
        case .spades: 3
        }
    }
}

extension FrenchCard {
    /// A card's place for the bring-in and the odd chip: by rank (ace high), then by suit in
    /// stud order. The lowest brings in; the highest takes an odd chip.
    public var studOrder: Int { rankIndex * 4 + suit.studOrder }
}
