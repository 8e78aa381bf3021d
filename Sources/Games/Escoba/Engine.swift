import CardKit

extension EscobaGame {
    /// Applies one action. A refused action returns a single `.refused` event and leaves
    /// the game untouched. `now` is taken for symmetry with the other engines (no clock).
    public mutating func apply(_ action: Action, at now: Double = 0) -> [Event] {
        if let refusal = refusal(for: action) { return [.refused(refusal)] }
        switch action {
        case .newGame:
            return newGame()
        case .play(let move):
            moves.saturatingAdd(1)
            return play(move, by: 0) + computersPlay()
        case .setPlayers(let n):
            nextOptions.players = n
            return optionsSet()
        case .setTarget(let t):
            nextOptions.target = t
            return optionsSet()
        }
    }

    /// Why an action would be refused, if it would.
    public func refusal(for action: Action) -> Refusal? {
        switch action {
        case .newGame: return nil
        case .setPlayers(let n): return Options.playerCounts.contains(n) ? nil : .badOption(n)
        case .setTarget(let t): return Options.targets.contains(t) ? nil : .badOption(t)
        case .play(let move):
            switch phase {
            case .notStarted: return .notStarted
            case .over: return .over(scores: scores)
            case .playing: break
            }
            guard hand.contains(move.card) else { return .notInHand(move.card) }
            for (i, card) in move.take.enumerated() {
                guard table.contains(card) else { return .notOnTable(card) }
                if move.take[..<i].contains(card) { return .repeated(card) }
            }
            if move.isTake && move.sum != Self.fifteen { return .notFifteen(move, sum: move.sum) }
            return nil
        }
    }

    private mutating func optionsSet() -> [Event] {
        // Before the person's first turn the game is dealt again with them.
        let now = phase == .notStarted || (phase == .playing && moves == 0 && round == 1)
        let set = Event.optionsSet(players: nextOptions.players, target: nextOptions.target, now: now)
        guard now, phase != .notStarted else { return [set] }
        return [set] + newGame()
    }

    private mutating func newGame() -> [Event] {
        var events: [Event] = []
        if phase == .playing && moves > 0 { events.append(.abandoned) }
        options = nextOptions
        scores = Array(repeating: 0, count: players)
        round = 0
        moves = 0
        lastRound = nil
        dealer = rng.below(players)
        phase = .playing
        events.append(.started(players: players, target: options.target))
        events += startRound()
        return events + computersPlay()
    }

    /// A round: a fresh deck, three cards each from the dealer's right, four on the table.
    private mutating func startRound() -> [Event] {
        round.saturatingAdd(1)
        deck = SpanishCard.deck
        rng.shuffle(&deck)
        hands = Array(repeating: [], count: players)
        piles = Array(repeating: [], count: players)
        escobas = Array(repeating: 0, count: players)
        lastTaker = nil
        dealHands()
        table = (0..<Self.opening).map { _ in deck.removeLast() }
        turn = (dealer + 1) % players
        var events: [Event] = [.dealt(round: round, dealer: dealer, table: table)]
        let sum = table.escobaSum
        if sum == Self.fifteen || sum == 2 * Self.fifteen {
            let count = sum / Self.fifteen
            events.append(.dealEscobas(dealer: dealer, cards: table, escobas: count))
            piles[dealer] += table
            escobas[dealer].saturatingAdd(count)
            lastTaker = dealer
            table = []
        }
        return events
    }

    private mutating func dealHands() {
        for _ in 0..<Self.handSize {
            for offset in 1...players {
                hands[(dealer + offset) % players].append(deck.removeLast())
            }
        }
    }

    /// A turn of any player; the turn passes, the hands are dealt again when empty, and a
    /// round ends when the deck and the hands are out.
    mutating func play(_ move: Move, by player: Int) -> [Event] {
        hands[player].removeAll { $0 == move.card }
        var events: [Event]
        if move.isTake {
            table.removeAll { move.take.contains($0) }
            piles[player] += move.cards
            lastTaker = player
            let escoba = table.isEmpty
            if escoba { escobas[player].saturatingAdd(1) }
            events = [.took(player: player, card: move.card, take: move.take, escoba: escoba)]
        } else {
            table.append(move.card)
            events = [.threw(player: player, card: move.card)]
        }
        turn = (player + 1) % players
        guard hands.allSatisfy(\.isEmpty) else { return events }
        if !deck.isEmpty {
            dealHands()
            return events + [.dealtAgain(left: deck.count, last: deck.isEmpty)]
        }
        return events + endRound()
    }

    private mutating func endRound() -> [Event] {
        var events: [Event] = []
        let taker = lastTaker ?? dealer
        if !table.isEmpty {
            events.append(.rest(player: taker, cards: table))
            piles[taker] += table
            table = []
        }
        let count = RoundScore.count(piles: piles, escobas: escobas)
        lastRound = count
        for p in scores.indices { scores[p].saturatingAdd(count.points[p]) }
        events.append(.scored(count, round: round, scores: scores))
        let best = scores.max() ?? 0
        if best >= options.target {
            let leaders = scores.indices.filter { scores[$0] == best }
            if leaders.count == 1 {
                phase = .over
                return events + [.finished(winner: leaders[0], scores: scores)]
            }
            events.append(.tiedAtTarget(players: leaders))
        }
        dealer = (dealer + 1) % players
        return events + startRound()
    }

    /// The computer's turns, until it is the person's turn or the game is over.
    mutating func computersPlay() -> [Event] {
        var events: [Event] = []
        while phase == .playing && turn != 0 {
            let move = Opponent.choose(for: turn, in: self, strategy: .smart, rng: &rng)
            events += play(move, by: turn)
        }
        return events
    }
}
