import CardKit

extension EscobaGame {
    /// What must hold of a game read from a save or played by the soak test: every card in
    /// one place, hands balanced, counters in range. Each problem in a line of English for the
    /// test that reports it (never shown to a player).
    public var problems: [String] {
        guard phase != .notStarted else { return [] }
        var problems: [String] = []
        let n = options.players
        if !options.isValid { problems.append("options \(options.players) players to \(options.target)") }
        if !nextOptions.isValid { problems.append("next options out of range") }
        guard options.isValid, hands.count == n, piles.count == n, escobas.count == n, scores.count == n else {
            return problems + ["\(hands.count) hands, \(piles.count) piles for \(n) players"]
        }
        let all = deck + table + hands.flatMap { $0 } + piles.flatMap { $0 }
        if all.count != SpanishCard.deck.count || Set(all).count != all.count {
            problems.append("\(all.count) cards in play, not the 40 once each")
        }
        if hands.contains(where: { $0.count > Self.handSize }) { problems.append("a hand of more than three") }
        // Out of range, they would index no hand: nothing more is read.
        guard (0..<n).contains(dealer), (0..<n).contains(turn) else {
            return problems + ["dealer or turn out of range"]
        }
        if let lastTaker, !(0..<n).contains(lastTaker) { problems.append("last taker out of range") }
        if escobas.contains(where: { $0 < 0 || $0 > 40 }) { problems.append("escobas out of range") }
        if scores.contains(where: { $0 < 0 }) || round < 1 || moves < 0 {
            problems.append("a negative count")
        }
        if phase == .playing {
            if turn != 0 { problems.append("the computer's turn left unplayed") }
            if hand.isEmpty { problems.append("the person's turn with an empty hand") }
            // From the one to play, each hand holds as many as the next or one more.
            let order = (0..<n).map { hands[(turn + $0) % n].count }
            if zip(order, order.dropFirst()).contains(where: { $0 < $1 || $0 > $1 + 1 }) {
                problems.append("hands out of turn: \(hands.map(\.count))")
            }
        }
        if phase == .over {
            let best = scores.max() ?? 0
            if best < options.target || scores.filter({ $0 == best }).count != 1 {
                problems.append("a game over without one winner at the target")
            }
        }
        return problems
    }
}
