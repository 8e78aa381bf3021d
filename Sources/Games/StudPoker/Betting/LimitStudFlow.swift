import CardKit

/// The course of a hand: antes, streets, betting rounds, and the end (uncontested or shown).
extension LimitStud {
    /// Deals a hand. `stacked` (tests): the cards in the order they are to be dealt, on top of
    /// the rest of the deck, instead of a shuffle.
    mutating func startHand(stacked: [FrenchCard]? = nil) -> [Event] {
        var events: [Event] = []
        for s in 1..<seats.count where seats[s].chips == 0 {
            seats[s].chips = stakes.stack
            seats[s].bought = seats[s].bought.addingSaturating(stakes.stack)
            seats[s].rebuys = seats[s].rebuys.addingSaturating(1)
            events.append(.rebought(seat: s, chips: stakes.stack))
        }
        houseRule = nextHouseRule
        handNumber = handNumber.addingSaturating(1)
        var deck = FrenchCard.deck
        if let stacked {
            deck = deck.filter { !stacked.contains($0) } + stacked.reversed()
        } else {
            rng.shuffle(&deck)
        }
        let n = seats.count
        let dealtIn = seats.map { $0.chips > 0 }
        var hand = StudHand(
            number: handNumber, deck: deck, cards: Array(repeating: [], count: n), dealtIn: dealtIn,
            folded: Array(repeating: false, count: n), committed: Array(repeating: 0, count: n),
            street: 0)
        events.append(.handStarted(number: handNumber))
        if stakes.ante > 0 {
            var antes = Array(repeating: 0, count: n)
            var allIn: [Int] = []
            for s in 0..<n where dealtIn[s] {
                let ante = min(stakes.ante, seats[s].chips)
                seats[s].chips -= ante
                hand.committed[s] += ante
                antes[s] = ante
                if seats[s].chips == 0 { allIn.append(s) }
            }
            events.append(.antes(antes, allIn: allIn))
        }
        self.hand = hand
        return events + dealStreet() + openRound() + advance()
    }

    /// Deals the next street to every seat still in, clockwise from the dealer's left
    /// (Player 1 first, the dealer last), as many rounds as the street has cards.
    mutating func dealStreet() -> [Event] {
        guard var hand else { return [] }
        let live = hand.live
        for faceUp in variant.streets[hand.street] {
            for s in seats.indices where live[s] {
                hand.cards[s].append(StudPoker.Dealt(hand.deck.removeLast(), faceUp: faceUp))
            }
        }
        hand.street += 1
        self.hand = hand
        return [.streetDealt(number: hand.street)]
    }

    /// Opens the betting round of the street just dealt, or says that nobody can bet any more.
    mutating func openRound() -> [Event] {
        guard var hand else { return [] }
        let live = hand.live
        let active = seats.indices.map { live[$0] && seats[$0].chips > 0 }
        guard active.filter({ $0 }).count >= 2 else {
            hand.round = nil
            let said = hand.bettingOver
            hand.bettingOver = true
            self.hand = hand
            return said ? [] : [.noMoreBetting]
        }
        let number = hand.street
        let betSize = number <= 2 ? stakes.smallBet : stakes.bigBet
        var events: [Event] = []
        if number == 1 {
            // The lowest card showing brings in; suits break ties (clubs lowest).
            let up = variant.streets[0].firstIndex(of: true)!
            let seat = seats.indices.filter { active[$0] }.min {
                hand.cards[$0][up].card.studOrder < hand.cards[$1][up].card.studOrder
            }!
            hand.bringInSeat = seat
            events.append(.bringIn(seat: seat, card: hand.cards[seat][up].card))
            hand.round = BettingRound(
                round: number, seats: seats.count, active: active, first: seat, betSize: betSize,
                bigBet: stakes.bigBet, bigBetAllowed: false, bringIn: stakes.bringIn)
        } else {
            // The best showing hand among those who can bet acts first; between equal ones,
            // the seat nearest the dealer's left (the lowest seat number). Under the Korean
            // rule, the up cards are read as its showdown reads hands: kickers do not count,
            // the suit of the highest card decides.
            let showings = seats.indices.map { Showing(hand.upCards($0)) }
            let bidders = seats.indices.filter { active[$0] }
            let first: Int
            var bySuit: FrenchCard?
            switch houseRule {
            case .international:
                first = bidders.max { a, b in showings[a] != showings[b] ? showings[a] < showings[b] : a > b }!
            case .korean:
                let korean = seats.indices.map { KoreanShowing(hand.upCards($0)) }
                first = bidders.max { a, b in korean[a] != korean[b] ? korean[a] < korean[b] : a > b }!
                if bidders.contains(where: { $0 != first && korean[$0].sameRanks(as: korean[first]) }) {
                    bySuit = korean[first].topCard
                }
            }
            events.append(.firstToAct(seat: first, showing: showings[first], suit: bySuit))
            let pair =
                variant == .seven && number == 2
                ? seats.indices.first { live[$0] && showings[$0].category == .pair } : nil
            if let pair { events.append(.bigBetAllowed(seat: pair)) }
            hand.round = BettingRound(
                round: number, seats: seats.count, active: active, first: first, betSize: betSize,
                bigBet: stakes.bigBet, bigBetAllowed: pair != nil, bringIn: nil)
        }
        self.hand = hand
        return events
    }

    /// Tests: `seat` makes `decision` (refused like Player 1's when it is not an option), then
    /// play goes on as after Player 1's.
    mutating func perform(seat: Int, _ decision: Decision) -> [Event] {
        guard handInPlay, hand?.round?.toAct == seat else { return [.refused(.noHand)] }
        guard let option = options(for: seat).first(where: { $0.decision == decision }) else {
            return [.refused(.notAllowed(decision, reason: .nothingToCall, options: options(for: seat)))]
        }
        return act(seat: seat, option) + advance()
    }

    /// `seat` does `option` (one of its options).
    mutating func act(seat: Int, _ option: Option) -> [Event] {
        guard var hand, var round = hand.round else { preconditionFailure("no betting round") }
        if seat == 0 {
            hand.decisions.append(
                DecisionRecord(
                    round: round.round, option: option, owed: round.currentBet - round.bets[0],
                    pot: hand.pot, live: hand.live, options: options(for: 0),
                    raises: round.raises(against: 0)))
        }
        seats[seat].chips -= option.amount
        hand.committed[seat] += option.amount
        if option.decision == .fold { hand.folded[seat] = true }
        let live = hand.live
        round.record(option, active: seats.indices.map { live[$0] && seats[$0].chips > 0 })
        hand.round = round
        self.hand = hand
        return [.acted(seat: seat, option: option)]
    }

    /// Plays on until it is Player 1's turn or the hand is over: the computer seats decide,
    /// closed rounds lead to the next street, the last street to the showdown.
    mutating func advance() -> [Event] {
        var events: [Event] = []
        while let hand, hand.result == nil {
            if hand.live.filter({ $0 }).count == 1 {
                events += winUncontested()
                break
            }
            if let seat = hand.round?.toAct {
                if seat == 0 || !computerPlays { break }
                events += act(seat: seat, opponentDecision(seat: seat))
                continue
            }
            if hand.street == streetCount {
                events += showdown()
                break
            }
            events += dealStreet() + openRound()
        }
        return events
    }

    /// Everybody else folded: the last seat in takes every chip without showing.
    mutating func winUncontested() -> [Event] {
        guard var hand, let winner = hand.live.firstIndex(of: true) else { return [] }
        let pots = Pot.split(committed: hand.committed, folded: hand.live.map { !$0 }).map {
            PotResult(
                amount: $0.amount, eligible: $0.eligible, winners: [winner], shares: [$0.amount], oddChips: [],
                runnerUp: nil, reason: nil)
        }
        let total = hand.pot
        seats[winner].chips += total
        var net = hand.committed.map { -$0 }
        net[winner] += total
        hand.round = nil
        hand.result = HandResult(
            best: Array(repeating: nil, count: seats.count), pots: pots, net: net,
            uncontested: winner)
        self.hand = hand
        return [.wonUncontested(seat: winner, amount: total)]
    }

    /// The hands still in are shown; each pot goes to the best hand among the seats that can
    /// win it, split as evenly as chips allow, odd chips to the highest card by suit.
    mutating func showdown() -> [Event] {
        guard var hand else { return [] }
        let live = hand.live
        let rule = houseRule
        let cards = hand.cards.map { $0.map(\.card) }
        let best: [BestHand?] = seats.indices.map { live[$0] ? BestHand(cards[$0], rule: rule) : nil }
        let strength: [UInt32] = seats.indices.map { live[$0] ? Ranking.strength(cards[$0], rule: rule) : 0 }
        let highCard = cards.map { $0.map(\.studOrder).max() ?? -1 }
        var won = Array(repeating: 0, count: seats.count)
        var results: [PotResult] = []
        for pot in Pot.split(committed: hand.committed, folded: live.map { !$0 }) {
            let top = pot.eligible.map { strength[$0] }.max()!
            let winners = pot.eligible.filter { strength[$0] == top }
            let others = pot.eligible.filter { strength[$0] != top }
            let runnerUp = others.max { strength[$0] != strength[$1] ? strength[$0] < strength[$1] : $0 > $1 }
            let order = winners.sorted { highCard[$0] > highCard[$1] }
            let (shares, odd) = pot.shares(winners: winners, oddChipOrder: order)
            for (w, share) in zip(winners, shares) { won[w] += share }
            let reason =
                pot.eligible.count < 2
                ? nil
                : winners.count > 1
                    ? ShowdownReason.tie
                    : runnerUp.map { ShowdownReason.of(best[winners[0]]!, against: best[$0]!, rule: rule) }
            results.append(
                PotResult(
                    amount: pot.amount, eligible: pot.eligible, winners: winners, shares: shares,
                    oddChips: odd, runnerUp: runnerUp, reason: reason))
        }
        for s in seats.indices { seats[s].chips += won[s] }
        let result = HandResult(
            best: best, pots: results, net: seats.indices.map { won[$0] - hand.committed[$0] },
            uncontested: nil)
        hand.round = nil
        hand.result = result
        self.hand = hand
        return [.showdown(result)]
    }
}
