import CardKit

extension RoundScore {
    /// The count of a round from each player's pile and escobas. The rules (stated in
    /// `rules`): each escoba 1; the most cards 1; the most oros 1; the siete de oros 1; the
    /// setenta (the most sevens; equal sevens, the most sixes; then fives, … down to aces) 1.
    /// A tie at the top of cards, oros or the setenta gives that point to nobody.
    public static func count(piles: [[SpanishCard]], escobas: [Int]) -> RoundScore {
        let n = piles.count
        let cards = piles.map(\.count)
        let oros = piles.map(\.oros)
        let byRank = piles.map { pile in (1...7).map { rank in pile.filter { $0.rank == rank }.count } }
        let sieteDeOros = piles.firstIndex { $0.contains(where: \.isSieteDeOros) }
        var setenta: Int?
        var setentaRank: Int?
        var contenders = Array(0..<n)
        for rank in stride(from: 7, through: 1, by: -1) {
            let best = contenders.map { byRank[$0][rank - 1] }.max() ?? 0
            contenders = contenders.filter { byRank[$0][rank - 1] == best }
            if contenders.count == 1 {
                setenta = contenders[0]
                setentaRank = rank
                break
            }
        }
        let mostCards = Self.alone(cards)
        let mostOros = Self.alone(oros)
        var points = escobas
        for winner in [mostCards, mostOros, sieteDeOros, setenta] {
            if let winner, points.indices.contains(winner) { points[winner].saturatingAdd(1) }
        }
        return RoundScore(
            escobas: escobas, cards: cards, oros: oros, byRank: byRank, mostCards: mostCards, mostOros: mostOros,
            sieteDeOros: sieteDeOros, setenta: setenta, setentaRank: setentaRank, points: points)
    }

    /// The one player with the most (nil when two or more share it).
    static func alone(_ counts: [Int]) -> Int? {
        guard let best = counts.max() else { return nil }
        let at = counts.indices.filter { counts[$0] == best }
        return at.count == 1 ? at[0] : nil
    }
}

extension EscobaGame {
    /// The round's count as the piles stand now (`lastRound`: the last one scored).
    public var countSoFar: RoundScore { RoundScore.count(piles: piles, escobas: escobas) }
}
