import CardKit

extension Matgo {
    /// Applies one action for the player whose turn it is. A refused action returns a single
    /// `.refused` event and leaves the state untouched. `now` is not used (맞고 keeps no time).
    public mutating func apply(_ action: Action, at now: Double = 0) -> [Event] {
        if let refusal = refusal(for: action) { return [.refused(refusal)] }
        switch action {
        case .newGame: return newHand()
        case .play(let i): return play(i, shake: false)
        case .shake(let i): return play(i, shake: true)
        case .flip: return turn(turn, played: [], bomb: false)
        case .choose(let k): return choose(k)
        case .go: return go()
        case .stop: return stop()
        }
    }

    /// Why `action` would be refused now, if it would.
    public func refusal(for action: Action) -> Refusal? {
        if action == .newGame { return nil }
        switch phase {
        case .notStarted: return .notStarted
        case .over: return .over
        case .playing, .choosing, .deciding: break
        }
        let hand = hands[turn]
        switch action {
        case .newGame: return nil
        case .play(let i), .shake(let i):
            if phase == .choosing, let choice = pending?.choices.first { return .mustChoose(options: choice.options) }
            if phase == .deciding { return .mustDecide(points: score(of: turn).total) }
            if hand.isEmpty { return .emptyHand }
            if !hand.indices.contains(i) { return .noSuchCard(position: i, count: hand.count) }
            guard case .shake = action else { return nil }
            let card = hand[i]
            let held = hand.filter { $0.month == card.month }.count
            if held < 3 { return .shakeNeedsThree(card: card, held: held) }
            if !onTable(month: card.month).isEmpty { return .shakeWithTableCard(card: card) }
            if shown[turn].contains(card.month) { return .shakenAlready(month: card.month) }
            return nil
        case .flip:
            if phase == .choosing, let choice = pending?.choices.first { return .mustChoose(options: choice.options) }
            if phase == .deciding { return .mustDecide(points: score(of: turn).total) }
            return freeFlips[turn] > 0 ? nil : .noFreeFlip
        case .choose(let k):
            guard phase == .choosing, let choice = pending?.choices.first else { return .nothingToChoose }
            return choice.options.indices.contains(k) ? nil : .noSuchOption(k + 1)
        case .go, .stop:
            if phase == .choosing, let choice = pending?.choices.first { return .mustChoose(options: choice.options) }
            let points = score(of: turn).total
            return phase == .deciding ? nil : .notEnoughPoints(points: points, needed: Self.pointsToStop)
        }
    }

    // MARK: The deal

    private mutating func newHand() -> [Event] {
        var events: [Event] = []
        if phase != .notStarted && phase != .over && turns > 0 {
            events.append(.abandoned)
            nagari = 0
            starter = 0
        } else if case .won(let winner, _)? = outcome {
            starter = winner
        } else if case .chongtong(let winner, _, _)? = outcome {
            starter = winner
        }
        outcome = nil
        while true {
            var deck = HwatuCard.deck
            rng.shuffle(&deck)
            hands = [Array(deck[0..<10]).sorted(), Array(deck[10..<20]).sorted()]
            table = Array(deck[20..<28]).sorted()
            pile = Array(deck[28...])
            guard let month = (1...12).first(where: { m in table.filter { $0.month == m }.count == 4 }) else { break }
            events.append(.redealt(month: month))
        }
        if let chosenRules {
            handRules = chosenRules
            self.chosenRules = nil
        }
        taken = [[], []]
        gos = [0, 0]
        goPoints = [0, 0]
        shakes = [0, 0]
        bombs = [0, 0]
        freeFlips = [0, 0]
        stuck = [:]
        shown = [[], []]
        pending = nil
        turns = 0
        turn = starter
        handsDealt.saturatingAdd(1)
        phase = .playing
        events.append(.dealt(starter: starter, nagari: nagari))
        for player in [starter, Self.other(starter)] {
            if let month = (1...12).first(where: { m in hands[player].filter { $0.month == m }.count == 4 }) {
                let points = Self.chongtongPoints.multipliedReportingOverflow(by: 1 << min(nagari, 40))
                let total = points.overflow ? Int.max : points.partialValue
                outcome = .chongtong(player: player, month: month, points: total)
                phase = .over
                nagari = 0
                events.append(.chongtong(player: player, month: month, points: total))
                break
            }
        }
        return events
    }

    // MARK: A turn

    private mutating func play(_ i: Int, shake: Bool) -> [Event] {
        let p = turn
        let card = hands[p][i]
        var events: [Event] = []
        if shake {
            let three = hands[p].filter { $0.month == card.month }
            shakes[p] += 1
            shown[p].append(card.month)
            events.append(.shook(player: p, cards: three))
        }
        if canBomb(p, month: card.month) {
            let three = hands[p].filter { $0.month == card.month }
            return events + turn(p, played: three, bomb: true)
        }
        return events + turn(p, played: [card], bomb: false)
    }

    /// One turn: the card (or a 폭탄's three) played, then the pile's card; steals and 싹쓸이
    /// once every choice is made.
    private mutating func turn(_ p: Int, played: [HwatuCard], bomb: Bool) -> [Event] {
        var events: [Event] = []
        var gained: [HwatuCard] = []
        var choices: [Choice] = []
        var steals = 0
        hands[p].removeAll { played.contains($0) }
        if played.isEmpty {
            freeFlips[p] -= 1
            events.append(.flippedOnly(player: p))
        }
        if bomb {
            let m = played[0].month
            let four = played + onTable(month: m)
            table.removeAll { $0.month == m }
            bombs[p] += 1
            freeFlips[p] += 2
            steals += 1
            gained += four
            events += [.bombed(player: p, cards: played), .took(player: p, cards: four)]
        } else if let card = played.first {
            events.append(.played(player: p, card: card))
        }
        if !bomb, !pile.isEmpty, let card = played.first {
            let matches = onTable(month: card.month)
            if matches.count == 2 && !Self.alike(matches[0], matches[1]) {
                // At the table the player chooses for the card played before the pile's card is
                // turned (`choose` turns it).
                pending = PendingTurn(
                    taken: gained, choices: [Choice(taker: card, options: matches)], steals: steals, flipNext: true)
                phase = .choosing
                return events + [.choose(player: p, taker: card, options: matches)]
            }
        }
        guard let flipped = pile.popLast() else {
            // Only a prepared hand runs out of pile before its hands: the card stays.
            if !bomb, let card = played.first {
                events += take(p, with: card, gained: &gained, choices: &choices, steals: &steals)
            }
            if choices.isEmpty { return events + finishTurn(p, gained: gained, steals: steals) }
            pending = PendingTurn(taken: gained, choices: choices, steals: steals)
            phase = .choosing
            return events + [.choose(player: p, taker: choices[0].taker, options: choices[0].options)]
        }
        return events + flip(p, flipped, played: bomb ? nil : played.first, gained: gained, steals: steals)
    }

    /// The pile's card turned, after the card played (nil after a 폭탄 or for a free turn) and,
    /// when the played card had two to choose from, the one chosen.
    private mutating func flip(
        _ p: Int, _ flipped: HwatuCard, played: HwatuCard?, chosen: HwatuCard? = nil, gained: [HwatuCard],
        steals: Int
    ) -> [Event] {
        var events: [Event] = []
        var gained = gained
        var steals = steals
        var choices: [Choice] = []
        events.append(.turned(player: p, card: flipped))
        if let card = played {
            let m = card.month
            let matches = onTable(month: m)
            if flipped.month == m && matches.count < 3 {
                switch matches.count {
                case 0:
                    gained += [card, flipped]
                    steals += 1
                    events += [.jjok(player: p, month: m), .took(player: p, cards: [card, flipped])]
                case 1:
                    table = (table + [card, flipped]).sorted()
                    stuck[m] = p
                    events.append(.ppeok(player: p, month: m))
                default:
                    table.removeAll { $0.month == m }
                    gained += [card, flipped] + matches
                    steals += 1
                    events += [.ttadak(player: p, month: m), .took(player: p, cards: [card, flipped] + matches)]
                }
            } else {
                if let chosen {
                    table.removeAll { $0 == chosen }
                    gained += [card, chosen]
                    events.append(.took(player: p, cards: [card, chosen]))
                } else {
                    events += take(p, with: card, gained: &gained, choices: &choices, steals: &steals)
                }
                events += take(p, with: flipped, gained: &gained, choices: &choices, steals: &steals)
            }
        } else {
            events += take(p, with: flipped, gained: &gained, choices: &choices, steals: &steals)
        }
        if choices.isEmpty { return events + finishTurn(p, gained: gained, steals: steals) }
        pending = PendingTurn(taken: gained, choices: choices, steals: steals)
        phase = .choosing
        return events + [.choose(player: p, taker: choices[0].taker, options: choices[0].options)]
    }

    /// `card` (played or turned) takes what its month has on the table: nothing (it stays),
    /// one, one of two (a choice, unless the two are alike), or three (a 뻑's or the deal's).
    private mutating func take(
        _ p: Int, with card: HwatuCard, gained: inout [HwatuCard], choices: inout [Choice], steals: inout Int
    ) -> [Event] {
        let m = card.month
        // Cards already waiting on a choice are not taken twice.
        let waiting = choices.flatMap(\.options)
        let matches = onTable(month: m).filter { !waiting.contains($0) }
        switch matches.count {
        case 0:
            table = (table + [card]).sorted()
            return [.laid(player: p, card: card)]
        case 1:
            table.removeAll { $0 == matches[0] }
            gained += [card, matches[0]]
            return [.took(player: p, cards: [card, matches[0]])]
        case 2:
            if Self.alike(matches[0], matches[1]) {
                table.removeAll { $0 == matches[0] }
                gained += [card, matches[0]]
                return [.took(player: p, cards: [card, matches[0]])]
            }
            choices.append(Choice(taker: card, options: matches))
            return []
        default:
            table.removeAll { $0.month == m }
            gained += [card] + matches
            var events: [Event] = [.took(player: p, cards: [card] + matches)]
            if let maker = stuck.removeValue(forKey: m) {
                steals += maker == p ? 2 : 1
                events.insert(.tookStuck(player: p, month: m, own: maker == p), at: 0)
            }
            return events
        }
    }

    /// Two cards of a month that score the same wherever they go (two plain 피): no choice.
    static func alike(_ a: HwatuCard, _ b: HwatuCard) -> Bool {
        a.kind == b.kind && a.piValue == b.piValue && !a.isCup && !b.isCup
    }

    private mutating func choose(_ k: Int) -> [Event] {
        let p = turn
        guard var turnSoFar = pending else { return [] }
        let choice = turnSoFar.choices.removeFirst()
        let chosen = choice.options[k]
        if turnSoFar.flipNext, let flipped = pile.popLast() {
            pending = nil
            phase = .playing
            return flip(
                p, flipped, played: choice.taker, chosen: chosen, gained: turnSoFar.taken, steals: turnSoFar.steals)
        }
        table.removeAll { $0 == chosen }
        turnSoFar.taken += [choice.taker, chosen]
        var events: [Event] = [.took(player: p, cards: [choice.taker, chosen])]
        if let next = turnSoFar.choices.first {
            pending = turnSoFar
            return events + [.choose(player: p, taker: next.taker, options: next.options)]
        }
        pending = nil
        phase = .playing
        events += finishTurn(p, gained: turnSoFar.taken, steals: turnSoFar.steals)
        return events
    }

    private mutating func finishTurn(_ p: Int, gained: [HwatuCard], steals: Int) -> [Event] {
        var events: [Event] = []
        var steals = steals
        taken[p] += gained
        if table.isEmpty && !pile.isEmpty {
            steals += 1
            events.append(.sweep(player: p))
        }
        for _ in 0..<steals {
            guard let card = Self.stealable(taken[Self.other(p)]) else { break }
            taken[Self.other(p)].removeAll { $0 == card }
            taken[p].append(card)
            events.append(.stole(player: p, card: card))
        }
        turns.saturatingAdd(1)
        let points = score(of: p).total
        if points >= Self.pointsToStop && points > goPoints[p] {
            if pile.isEmpty { return events + win(p) }
            phase = .deciding
            return events + [.mayGo(player: p, points: points)]
        }
        if pile.isEmpty { return events + endNagari() }
        turn = Self.other(p)
        phase = .playing
        return events
    }

    /// The 피 taken from a player: a plain 피 if they have one, else a 쌍피 (never the cup).
    static func stealable(_ cards: [HwatuCard]) -> HwatuCard? {
        cards.first { $0.kind == .pi } ?? cards.first { $0.kind == .ssangpi }
    }

    // MARK: 고 and 스톱

    private mutating func go() -> [Event] {
        let p = turn
        let points = score(of: p).total
        gos[p] += 1
        goPoints[p] = points
        turn = Self.other(p)
        phase = .playing
        return [.went(player: p, gos: gos[p], points: points)]
    }

    private mutating func stop() -> [Event] {
        let p = turn
        return [.stopped(player: p, points: score(of: p).total)] + win(p)
    }

    /// How `winner` would be paid if the hand ended now.
    public func payout(for winner: Int) -> MatgoPayout {
        let loser = Self.other(winner)
        let points = score(of: winner)
        var payout = MatgoPayout(score: points)
        payout.gos = gos[winner]
        payout.shakes = shakes[winner]
        payout.bombs = bombs[winner]
        payout.piBak = points.pi > 0 && MatgoScore.mostPi(taken[loser], rules: rules) < Self.piBakBelow
        payout.gwangBak = points.gwang > 0 && !taken[loser].contains { $0.kind == .gwang }
        payout.meongBak = rules.meongBak && points.yeolCount >= Self.meongBakFrom
        payout.goBak = gos[loser] > 0
        payout.nagari = nagari
        return payout
    }

    private mutating func win(_ p: Int) -> [Event] {
        let payout = payout(for: p)
        outcome = .won(player: p, payout: payout)
        phase = .over
        nagari = 0
        return [.won(player: p, payout: payout)]
    }

    private mutating func endNagari() -> [Event] {
        outcome = .nagari
        phase = .over
        nagari = min(nagari + 1, 30)
        return [.nagari(next: nagari)]
    }
}
