import CardKit

/// Who decides a player's moves when the program plays them: the computer (the opponent at
/// the table), or the two simple players the benchmark sets against it.
public enum MatgoPolicy: String, Sendable, CaseIterable {
    /// Matches sensibly, keeps 피 and the 광 it needs, blocks 고도리 and 단, weighs 고 or 스톱.
    case computer
    /// Takes the most points now; stops as soon as it can.
    case greedy
    /// Any legal move, at random; 고 or 스톱 by a coin.
    case random
}

extension Matgo {
    /// Every action the player whose turn it is may take now (none when the hand is over).
    public var legalActions: [Action] {
        switch phase {
        case .notStarted, .over: return []
        case .choosing: return (pending?.choices.first?.options.indices).map { $0.map(Action.choose) } ?? []
        case .deciding: return [.go, .stop]
        case .playing:
            var actions = hands[turn].indices.map(Action.play)
            actions += hands[turn].indices.filter { canShake(turn, month: hands[turn][$0].month) }.map(Action.shake)
            if freeFlips[turn] > 0 { actions.append(.flip) }
            return actions
        }
    }

    /// The action `policy` takes for the player whose turn it is (nil when there is none).
    /// Only the random player draws from `rng`; the others see no hidden card.
    public func decision(_ policy: MatgoPolicy, rng: inout SeededRNG) -> Action? {
        let actions = legalActions
        guard !actions.isEmpty else { return nil }
        switch policy {
        case .random: return actions[rng.below(actions.count)]
        case .greedy: return greedyDecision(actions)
        case .computer: return computerDecision(actions)
        }
    }

    // MARK: The greedy player

    private func greedyDecision(_ actions: [Action]) -> Action {
        let p = turn
        switch phase {
        case .deciding: return .stop
        case .choosing:
            let options = pending?.choices.first?.options ?? []
            let best = options.indices.max { pointsWith(p, [options[$0]]) < pointsWith(p, [options[$1]]) } ?? 0
            return .choose(best)
        default:
            let plays = actions.filter { if case .play = $0 { true } else { false } }
            guard !plays.isEmpty else { return actions[0] }
            var best = plays[0]
            var bestPoints = Int.min
            for action in plays {
                guard case .play(let i) = action else { continue }
                let points = pointsWith(p, immediateTake(p, hands[p][i]))
                if points > bestPoints {
                    best = action
                    bestPoints = points
                }
            }
            return best
        }
    }

    /// The player's points with these cards added to what they have taken.
    public func pointsWith(_ p: Int, _ cards: [HwatuCard]) -> Int { MatgoScore(taken[p] + cards, rules: rules).total }

    /// What playing `card` takes from the table for certain (the pile's card unknown): the
    /// best of two, all of three or of a 폭탄.
    public func immediateTake(_ p: Int, _ card: HwatuCard) -> [HwatuCard] {
        let matches = onTable(month: card.month)
        switch matches.count {
        case 0: return []
        case 1:
            if canBomb(p, month: card.month) { return hands[p].filter { $0.month == card.month } + matches }
            return [card] + matches
        case 2:
            let best = matches.max { worth($0, for: p) < worth($1, for: p) }!
            return [card, best]
        default: return [card] + matches
        }
    }

    // MARK: The computer

    private func computerDecision(_ actions: [Action]) -> Action {
        let p = turn
        switch phase {
        case .deciding: return shouldGo(p) ? .go : .stop
        case .choosing:
            let options = pending?.choices.first?.options ?? []
            let best = options.indices.max { worth(options[$0], for: p) < worth(options[$1], for: p) } ?? 0
            return .choose(best)
        default:
            return bestPlay(p).action
        }
    }

    /// The computer's play for `p`, its value, and why (for the hint).
    public func bestPlay(_ p: Int) -> (action: Action, value: Double) {
        var best: (Action, Double) = (.flip, -.infinity)
        for (i, card) in hands[p].enumerated() {
            var value = playValue(p, card)
            var action = Action.play(i)
            if canShake(p, month: card.month) {
                action = .shake(i)
                value += 2.5
            }
            if value > best.1 + 1e-9 { best = (action, value) }
        }
        if freeFlips[p] > 0 {
            // Turning the pile's card alone keeps the hand's cards for later.
            let value = 0.6
            if value > best.1 { best = (.flip, value) }
        }
        return best
    }

    /// How much playing `card` is worth to `p` now: what it takes (and keeps from the other
    /// player), less the risk of what it leaves on the table.
    public func playValue(_ p: Int, _ card: HwatuCard) -> Double {
        let o = Self.other(p)
        let matches = onTable(month: card.month)
        let unseen = unseenCount(p, month: card.month)
        let unknown = Double(max(1, pile.count + hands[o].count))
        let held = hands[p].count(where: { $0.month == card.month })
        switch matches.count {
        case 0:
            // Left on the table: the other player may take it (and what it would set up).
            let exposure = worth(card, for: o) * (unseen > 0 ? 0.55 : 0.05)
            // Keeping a pair in hand: laying one lets the other take it next turn.
            let pairPenalty = held >= 2 ? 0.4 : 0
            // Cards of a month the player holds three of wait for 흔들기 or 폭탄.
            let triplePenalty = held >= 3 ? 1.5 : 0
            return -exposure - pairPenalty - triplePenalty - 0.2
        case 1:
            if canBomb(p, month: card.month) {
                let four = hands[p].filter { $0.month == card.month } + matches
                return four.reduce(0) { $0 + takeValue($1, p) } + 5
            }
            let gain = takeValue(card, p) + takeValue(matches[0], p)
            // A 뻑 if the pile's card is of this month.
            let ppeokRisk = Double(unseen) / unknown * gain * 0.8
            return gain - ppeokRisk
        case 2:
            let best = matches.map { takeValue($0, p) }.max() ?? 0
            return takeValue(card, p) + best + (held == 1 && unseen == 0 ? 0 : 0.1)
        default:
            return ([card] + matches).reduce(0) { $0 + takeValue($1, p) } + (stuck[card.month] != nil ? 1.5 : 0)
        }
    }

    /// A card's value when `p` takes it: its worth to `p`, and its worth to the other player
    /// (whom taking it keeps from it).
    func takeValue(_ card: HwatuCard, _ p: Int) -> Double {
        worth(card, for: p) + 0.7 * worth(card, for: Self.other(p))
    }

    /// What a card is worth to `p` given the cards each has taken: 광 more with each 광, birds
    /// while 고도리 is open, ribbons while their 단 is, 피 more near ten and when 피박 looms.
    public func worth(_ card: HwatuCard, for p: Int) -> Double {
        let mine = taken[p]
        let theirs = taken[Self.other(p)]
        switch card.kind {
        case .gwang:
            let have = mine.count(where: { $0.kind == .gwang })
            return (card.isRainBright ? 1.6 : 2.2) + Double(have) * 1.2
        case .yeol:
            var value = 1.0 + Double(mine.count(where: { $0.kind == .yeol })) * 0.25
            if card.isBird && !theirs.contains(where: \.isBird) {
                value += 1.0 + Double(mine.count(where: \.isBird)) * 1.5
            }
            if card.isCup { value += 0.8 }
            return value
        case .tti:
            var value = 0.9 + Double(mine.count(where: { $0.kind == .tti })) * 0.2
            if let set = card.ribbon, set != .plain, !theirs.contains(where: { $0.ribbon == set }) {
                value += 0.8 + Double(mine.count(where: { $0.ribbon == set })) * 1.3
            }
            return value
        case .pi, .ssangpi:
            let count = MatgoScore.mostPi(mine, rules: rules)
            var value = Double(card.piValue) * (count >= 7 ? 1.3 : 0.85)
            if count < Self.piBakBelow { value += 0.3 * Double(card.piValue) }
            return value
        }
    }

    /// Cards of `month` that `p` has not seen (in the other hand or the pile).
    func unseenCount(_ p: Int, month: Int) -> Int {
        let seen =
            hands[p].count(where: { $0.month == month }) + table.count(where: { $0.month == month })
            + taken[0].count(where: { $0.month == month }) + taken[1].count(where: { $0.month == month })
        return max(0, 4 - seen)
    }

    /// 고 while the other player is far from points and turns are left; 스톱 otherwise.
    public func shouldGo(_ p: Int) -> Bool {
        let o = Self.other(p)
        let turnsLeft = hands[p].count + freeFlips[p]
        guard turnsLeft >= 2 else { return false }
        let threat = threat(of: o)
        if gos[p] >= 2 && turnsLeft < 4 { return false }
        return threat < 4.5 && turnsLeft >= 3
    }

    /// How near the other player is to points: their points now, and sets one or two cards short.
    public func threat(of o: Int) -> Double {
        let cards = taken[o]
        let score = MatgoScore(cards, rules: rules)
        var threat = Double(score.total)
        let gwangs = cards.count(where: { $0.kind == .gwang })
        if gwangs == 2 { threat += 2 }
        if cards.count(where: \.isBird) == 2 && !taken[Self.other(o)].contains(where: \.isBird) { threat += 2.5 }
        for set in [HwatuCard.Ribbon.hong, .cheong, .cho] where cards.count(where: { $0.ribbon == set }) == 2 {
            if !taken[Self.other(o)].contains(where: { $0.ribbon == set }) { threat += 1.5 }
        }
        if score.piCount >= 8 { threat += Double(score.piCount - 7) }
        if score.yeolCount >= 4 { threat += 1 }
        if score.ttiCount >= 4 { threat += 1 }
        return threat
    }
}
