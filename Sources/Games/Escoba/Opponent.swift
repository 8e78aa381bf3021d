import CardKit

/// How the computer chooses a turn, and the same reckoning for the person's hint.
///
/// A move is worth what it takes now (an escoba is a point; cards, oros and sevens are worth
/// a share of their point while that point is still open; the siete de oros is a point in
/// itself) less what it leaves the next player: for each value 1–10, the chance that they
/// hold a card of it (from the cards not seen) times the best take it would give them,
/// an escoba counted in full. So it takes escobas, counts oros and sevens, keeps the siete
/// de oros in mind, and avoids leaving a table that 15 minus a card would sweep.
public enum Opponent {
    public enum Strategy: String, Sendable, CaseIterable {
        /// The computer at the table.
        case smart
        /// Any legal move, at random (the benchmark's baseline).
        case random
        /// The take with the most cards now; a card at random when there is none.
        case greedy
    }

    /// The move `player` makes. `rng` breaks ties and plays the random strategies.
    public static func choose(
        for player: Int, in game: EscobaGame, strategy: Strategy, rng: inout SeededRNG
    ) -> EscobaGame.Move {
        let moves = game.legalMoves(for: player)
        precondition(!moves.isEmpty, "a turn with no card in hand")
        switch strategy {
        case .random:
            return moves[rng.below(moves.count)]
        case .greedy:
            let most = moves.map { $0.isTake ? $0.cards.count : 0 }.max() ?? 0
            let best = moves.filter { ($0.isTake ? $0.cards.count : 0) == most }
            return best[rng.below(best.count)]
        case .smart:
            let rated = rate(moves, for: player, in: game)
            let top = rated.map(\.worth).max() ?? 0
            let best = rated.filter { $0.worth >= top - 1e-9 }
            return best[rng.below(best.count)].move
        }
    }

    /// A move and what it is worth to the one who makes it, in points.
    public struct Rated: Sendable, Equatable {
        public var move: EscobaGame.Move
        /// What it takes now.
        public var gain: Double
        /// What it leaves the next player (expected).
        public var risk: Double
        /// The value (1–10) that would sweep the table left, if one would.
        public var sweptBy: Int?
        public var worth: Double { gain - risk }
    }

    /// Every move rated, in the order given.
    public static func rate(_ moves: [EscobaGame.Move], for player: Int, in game: EscobaGame) -> [Rated] {
        let weights = Weights(for: player, in: game)
        let next = (player + 1) % game.players
        let odds = Odds(for: player, next: next, in: game)
        let opponent = Weights(for: next, in: game)
        return moves.map { move in
            var gain = 0.0
            let after = game.tableAfter(move)
            if move.isTake {
                gain = weights.worth(move.cards)
                if after.isEmpty { gain += 1 }
            } else {
                // A card kept is a card to take with later: throwing a seven or an oro gives it away.
                gain -= 0.25 * weights.worth([move.card])
            }
            let (risk, swept) = threat(after, odds: odds, weights: opponent)
            return Rated(move: move, gain: gain, risk: risk, sweptBy: swept)
        }
    }

    /// What the next player may take from `table`: the chance of each value times its best
    /// take (a sweep counted as a point more); and the value that would sweep, if any. The
    /// best take of each sum comes from a knapsack over sums up to 14: work linear in the
    /// table's cards, however many there are.
    static func threat(_ table: [SpanishCard], odds: Odds, weights: Weights) -> (Double, Int?) {
        guard !table.isEmpty else { return (0, nil) }
        // best[s]: the most a set of table cards adding up to s is worth (-1: none does).
        var best = [Double](repeating: -1, count: 15)
        best[0] = 0
        var total = 0
        var all = 0.0
        for card in table {
            let v = card.escobaValue
            let w = weights.worth([card])
            total += v
            all += w
            var s = 14
            while s >= v {
                if best[s - v] >= 0 && best[s - v] + w > best[s] { best[s] = best[s - v] + w }
                s -= 1
            }
        }
        var gain = [Double](repeating: 0, count: 11)
        for s in 5...14 where best[s] > 0 { gain[15 - s] = best[s] }
        var sweptBy: Int?
        // Only the whole table adds up to its total: taking it is a sweep, for a player who may
        // still hold a card of the value missing.
        if (5...14).contains(total), odds.chance[15 - total] > 0 {
            sweptBy = 15 - total
            gain[15 - total] = all + 1
        }
        var risk = 0.0
        for v in 1...10 where gain[v] > 0 { risk += odds.chance[v] * gain[v] }
        return (risk, sweptBy)
    }

    /// The chance that the next player holds a card of each value, from the cards the
    /// player has not seen (the deck and the other hands).
    struct Odds {
        var chance = [Double](repeating: 0, count: 11)

        init(for player: Int, next: Int, in game: EscobaGame) {
            var seen = Set(game.hands[player])
            seen.formUnion(game.table)
            for pile in game.piles { seen.formUnion(pile) }
            let unseen = SpanishCard.deck.filter { !seen.contains($0) }
            // The last deal: a next player with no cards left plays no more this round.
            guard !unseen.isEmpty, !(game.hands[next].isEmpty && game.deck.isEmpty) else { return }
            // After this turn the next player holds what they hold now, or a fresh three.
            let held = max(1, game.hands[next].isEmpty ? EscobaGame.handSize : game.hands[next].count)
            var count = [Int](repeating: 0, count: 11)
            for card in unseen { count[card.escobaValue] += 1 }
            let total = Double(unseen.count)
            for v in 1...10 {
                let none = pow(1 - Double(count[v]) / total, Double(held))
                chance[v] = 1 - none
            }
        }

        private func pow(_ x: Double, _ n: Double) -> Double {
            var r = 1.0
            var k = Int(n)
            while k > 0 {
                r *= x
                k -= 1
            }
            return max(0, r)
        }
    }

    /// What a card taken is worth to a player, in points: a share of each point still open
    /// (cards, oros, the setenta) and the siete de oros in full.
    struct Weights {
        var card = 0.0
        var oro = 0.0
        var byRank = [Double](repeating: 0, count: 8)
        var sieteDeOros = 1.0

        init(for player: Int, in game: EscobaGame) {
            let piles = game.piles
            let n = game.players
            func open(_ counts: [Int], total: Int) -> Bool {
                let mine = counts[player]
                let others = counts.indices.filter { $0 != player }.map { counts[$0] }.max() ?? 0
                let left = total - counts.reduce(0, +)
                // Decided: one side can no longer be caught.
                return mine + left >= others && others + left >= mine
            }
            let cards = piles.map(\.count)
            let oros = piles.map(\.oros)
            let sevens = piles.map(\.sevens)
            let share = 2.0 / Double(n)
            card = open(cards, total: 40) ? 0.9 * share / 20 : 0.005
            oro = open(oros, total: 10) ? 1.6 * share / 10 : 0.01
            byRank[7] = open(sevens, total: 4) ? 1.4 * share / 4 : 0.02
            byRank[6] = 0.05
            byRank[5] = 0.02
            byRank[1] = 0.005
        }

        func worth(_ cards: [SpanishCard]) -> Double {
            var w = 0.0
            for c in cards {
                w += card
                if c.suit == .oros { w += oro }
                if c.rank <= 7 { w += byRank[c.rank] }
                if c.isSieteDeOros { w += sieteDeOros }
            }
            return w
        }
    }
}
