import CardKit

extension Matgo {
    /// What must hold of a game read from a save or played by the soak test: every card
    /// accounted for once, the phase and counts consistent. Each problem in a line of English
    /// for the test that reports it (never shown to a player).
    public var problems: [String] {
        guard phase != .notStarted else { return [] }
        var problems = cardProblems
        if hands.count != 2 || taken.count != 2 || gos.count != 2 || goPoints.count != 2 || shakes.count != 2
            || bombs.count != 2 || freeFlips.count != 2 || shown.count != 2
        {
            problems.append("a per-player list does not have two entries")
            return problems
        }
        problems += turnProblems
        return problems
    }

    /// Every card in one place, 48 in all.
    public var cardProblems: [String] {
        guard hands.count == 2, taken.count == 2 else { return ["not two players"] }
        var problems: [String] = []
        let waiting = pending.map { $0.taken + $0.choices.map(\.taker) } ?? []
        let all = hands[0] + hands[1] + table + pile + taken[0] + taken[1] + waiting
        if all.count != HwatuCard.deck.count { problems.append("\(all.count) cards in the game, not 48") }
        if Set(all).count != all.count { problems.append("a card is in two places") }
        return problems
    }

    /// The turn's counts: the pile against the turns left, the phase against what waits.
    var turnProblems: [String] {
        var problems: [String] = []
        if !(0...1).contains(turn) || !(0...1).contains(starter) { problems.append("no such player") }
        if freeFlips.contains(where: { $0 < 0 }) || gos.contains(where: { $0 < 0 }) {
            problems.append("a negative count")
        }
        // Counts read from a save may be anything: added without overflowing.
        for p in 0...1 where hands[p].count.saturatingAdding(freeFlips[p]) > Self.handSize {
            problems.append("player \(p) has more turns left than a hand")
        }
        let most = Self.handSize * 2
        if gos.contains(where: { $0 > most }) || shakes.contains(where: { $0 > 12 })
            || bombs.contains(where: { $0 > 12 })
            || turns < 0 || handsDealt < 0
        {
            problems.append("a count out of range")
        }
        if phase == .playing || phase == .choosing || phase == .deciding {
            let turnsLeft = hands[0].count.saturatingAdding(freeFlips[0]).saturatingAdding(hands[1].count)
                .saturatingAdding(freeFlips[1])
            // The player deciding or choosing has turned this turn's card already, unless the
            // choice is the card played's (the pile's card is turned after it).
            let unturned = pending?.flipNext == true ? 1 : 0
            if pile.count != turnsLeft + unturned {
                problems.append("\(pile.count) cards in the pile for \(turnsLeft) turns")
            }
        }
        if phase == .choosing && (pending?.choices.isEmpty ?? true) { problems.append("choosing with no choice") }
        if let pending, pending.flipNext && (pending.choices.count != 1 || pile.isEmpty) {
            problems.append("a played card's choice with \(pending.choices.count) choices or no pile")
        }
        for choice in pending?.choices ?? [] where choice.options.count != 2 {
            problems.append("a choice between \(choice.options.count) cards")
        }
        if case .won(let winner, _)? = outcome, !(0...1).contains(winner) { problems.append("no such winner") }
        if case .chongtong(let winner, let month, _)? = outcome, !(0...1).contains(winner) || !(1...12).contains(month)
        {
            problems.append("a 총통 of no player or month")
        }
        if shown.contains(where: { $0.contains { !(1...12).contains($0) } }) {
            problems.append("a shown month out of range")
        }
        if stuck.values.contains(where: { !(0...1).contains($0) }) { problems.append("a 뻑 of no player") }
        if nagari < 0 || nagari > 30 || shakes.contains(where: { $0 < 0 }) || bombs.contains(where: { $0 < 0 }) {
            problems.append("a count out of range")
        }
        if phase != .choosing && pending != nil { problems.append("a choice waits outside its phase") }
        if phase == .over && outcome == nil { problems.append("a hand over without an outcome") }
        if let month = stuck.keys.first(where: { m in !(1...12).contains(m) }) {
            problems.append("a stuck month \(month)")
        }
        return problems
    }
}
