import CardKit

/// What must hold of a game read from a save or played by the soak test; each problem in a
/// line of English for the test that reports it (never shown to a player).
extension SieteYMedia {
    public var problems: [String] { problems(turn: "the player's turn") }

    func problems(turn: String) -> [String] {
        var problems: [String] = []
        let cards = deck + player + bank
        if phase != .notStarted && cards.count != SpanishCard.deck.count {
            problems.append("\(cards.count) cards in deck and hands, not \(SpanishCard.deck.count)")
        }
        if Set(cards).count != cards.count { problems.append("a card is in two places") }
        if phase == .playerTurn && playerTotal > .limit { problems.append("\(turn) goes on over 7½") }
        return problems
    }
}

extension StakedSieteYMedia {
    /// Its hand whole, the chips in range (at most `bankrollLimit`), a bet exactly while a
    /// hand is in play.
    public func problems(bankrollLimit: Int) -> [String] {
        var problems = game.problems(turn: "the turn").map { "stakes: " + $0 }
        if !limits.isValid { problems.append("stakes: table limits out of range") }
        if bankroll < 0 || bankroll > bankrollLimit { problems.append("stakes: bankroll out of range") }
        if bought < 0 || bought > bankrollLimit || rebuys < 0 { problems.append("stakes: chips bought out of range") }
        if let bet, bet < limits.minimum || bet > limits.maximum { problems.append("stakes: bet outside the limits") }
        if handInPlay != (game.phase == .playerTurn) { problems.append("stakes: a bet without a hand, or the reverse") }
        if let lastBet, lastBet < limits.minimum || lastBet > limits.maximum {
            problems.append("stakes: last bet outside the limits")
        }
        let t = tally
        if [t.won, t.lost, t.pushed, t.real, t.biggestWin].contains(where: { $0 < 0 }) || t.real > t.won {
            problems.append("stakes: tally out of range")
        }
        return problems
    }
}

extension TwoTables {
    /// Both tables' problems, the table for chips' first (as the console has always listed them).
    public func problems(bankrollLimit: Int) -> [String] {
        let staked =
            stakes?.problems(bankrollLimit: bankrollLimit)
            ?? (mode == .stakes ? ["stakes chosen without a table with stakes"] : [])
        return staked + game.problems
    }
}
