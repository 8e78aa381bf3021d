import CardKit

extension EscobaGame {
    /// Every set of table cards that adds up to 15 with `card`, in table order (each set's
    /// cards in table order; sets with fewer cards first, then by their first positions).
    public static func takes(with card: SpanishCard, on table: [SpanishCard]) -> [[SpanishCard]] {
        let need = fifteen - card.escobaValue
        guard need > 0, !table.isEmpty, table.count < 31 else { return [] }
        var found: [[SpanishCard]] = []
        let values = table.map(\.escobaValue)
        // Depth-first over the cards in order, pruning sums past what is needed.
        func search(_ from: Int, _ sum: Int, _ chosen: inout [Int]) {
            if sum == need {
                found.append(chosen.map { table[$0] })
                return
            }
            var i = from
            while i < table.count {
                if sum + values[i] <= need {
                    chosen.append(i)
                    search(i + 1, sum + values[i], &chosen)
                    chosen.removeLast()
                }
                i += 1
            }
        }
        var chosen: [Int] = []
        search(0, 0, &chosen)
        let order = Dictionary(uniqueKeysWithValues: table.enumerated().map { ($1, $0) })
        return found.sorted { a, b in
            if a.count != b.count { return a.count < b.count }
            return a.map { order[$0]! }.lexicographicallyPrecedes(b.map { order[$0]! })
        }
    }

    /// Every move the player whose turn it is could make: each card's takes, then the card
    /// left on the table.
    public func legalMoves(for player: Int) -> [Move] {
        guard hands.indices.contains(player) else { return [] }
        return hands[player].flatMap { card in
            Self.takes(with: card, on: table).map { Move(card, take: $0) } + [Move(card)]
        }
    }

    /// The person's takes now, each card's in hand order.
    public var takesNow: [Move] { legalMoves(for: 0).filter(\.isTake) }
}
