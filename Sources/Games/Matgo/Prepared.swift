extension Matgo {
    /// A hand set up on purpose (a test's or lesson's): each player's hand, the table, the
    /// pile (its next card last) and the cards each has taken; the player `turn` to play.
    /// Nil when a card is given twice or the cards are not the whole deck.
    public static func prepared(
        hands: [[HwatuCard]], table: [HwatuCard], pile: [HwatuCard], taken: [[HwatuCard]] = [[], []],
        turn: Int = 0
    ) -> Matgo? {
        guard hands.count == 2, taken.count == 2, (0...1).contains(turn) else { return nil }
        let all = hands[0] + hands[1] + table + pile + taken[0] + taken[1]
        guard all.count == HwatuCard.deck.count, Set(all).count == all.count else { return nil }
        var game = Matgo(seed: 0)
        game.hands = hands.map { $0.sorted() }
        game.table = table.sorted()
        game.pile = pile
        game.taken = taken
        game.turn = turn
        game.starter = turn
        game.phase = .playing
        game.handsDealt = 1
        return game
    }

    /// The same, with the pile filled from the cards given nowhere else (in the deck's order,
    /// after `pileTop`, whose first card is turned first).
    public static func prepared(
        hands: [[HwatuCard]], table: [HwatuCard], pileTop: [HwatuCard] = [], taken: [[HwatuCard]] = [[], []],
        turn: Int = 0
    ) -> Matgo? {
        let given = Set(hands.flatMap { $0 } + table + pileTop + taken.flatMap { $0 })
        let rest = HwatuCard.deck.filter { !given.contains($0) }
        return prepared(
            hands: hands, table: table, pile: rest.reversed() + pileTop.reversed(), taken: taken, turn: turn)
    }

    /// Sets how many 나가리 hands came before (for tests of the doubling).
    public mutating func setNagari(_ count: Int) { nagari = max(0, min(count, 30)) }
    /// Sets the 고 a player has called and the points at the last one (for tests).
    public mutating func setGos(_ player: Int, _ count: Int, points: Int) {
        gos[player] = count
        goPoints[player] = points
    }
}

extension HwatuCard {
    /// A card as tests and lessons write it: month and kind, `1g` (1월 광), `2y` (열끗),
    /// `3t` (띠), `11s` (쌍피), `4p` or `4p2` (the first or second 피). Nil for anything else.
    public init?(code: String) {
        let digits = code.prefix { $0.isNumber }
        guard let month = Int(digits), (1...12).contains(month) else { return nil }
        let rest = code.dropFirst(digits.count)
        let kinds = Self.kinds[month - 1]
        let kind: Kind
        var nth = 1
        switch rest.first {
        case "g": kind = .gwang
        case "y": kind = .yeol
        case "t": kind = .tti
        case "s": kind = .ssangpi
        case "p": kind = .pi
        default: return nil
        }
        let tail = rest.dropFirst()
        if !tail.isEmpty {
            guard let n = Int(tail), (1...2).contains(n) else { return nil }
            nth = n
        }
        let slots = kinds.indices.filter { kinds[$0] == kind }
        guard slots.count >= nth else { return nil }
        self.init(month, slots[nth - 1])
    }

    /// Cards from codes separated by spaces (a test's shorthand; a wrong code stops it).
    public static func list(_ codes: String) -> [HwatuCard] {
        codes.split(separator: " ").map { HwatuCard(code: String($0))! }
    }
}
