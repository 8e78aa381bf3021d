import CardKit

/// What `hint` teaches at Player 1's turn: what to do and why, with the numbers behind it.
public struct Advice: Equatable, Sendable {
    /// Why the advice is what it is.
    public enum Reason: Equatable, Sendable {
        /// The hand is well ahead of its fair share: bet or raise for value.
        case strong
        /// Nothing to call and nothing worth betting: a free card.
        case freeCard
        /// The chance to win pays for the call (it is at least the pot odds).
        case priceIsRight
        /// The chance to win is below what the call costs: folding loses less.
        case priceIsWrong
        /// The bring-in is forced; the hand is not strong enough to complete.
        case forcedBringIn
    }

    /// The option advised (one of `options`).
    public let option: Option
    public let reason: Reason
    /// The chance to win against the hands still in (alone, and tied), and the expected share
    /// of the pot.
    public let equity: Equity
    /// Opponents still in.
    public let opponents: Int
    /// Chips to call, and chips in the pot.
    public let owed: Int
    public let pot: Int
    /// The share of the pot a call must win to pay: owed / (pot + owed); nil when nothing is owed.
    public var potOdds: Double? { owed == 0 ? nil : Double(owed) / Double(pot + owed) }
    /// Bets and raises the other seats already made in the round (each asks more of a call and
    /// of a raise; Player 1's own bets say nothing about the others' hands).
    public let raises: Int
    /// The only chips owed are the first round's forced bring-in (no bet anyone chose).
    public var forcedOnly: Bool = false
    /// Player 1's cards already beat what every other hand still in shows.
    public var ahead: Bool = false
    /// The share the advice asks of a call: the pot odds, and 30% more for each bet or raise
    /// already made in the round (`callNeeds`); nil when nothing is owed.
    public var callThreshold: Double? { potOdds.map { Self.callNeeds(potOdds: $0, raises: raises) } }
    /// The share the advice asks before betting or raising (`valueNeeds`).
    public var valueThreshold: Double { Self.valueNeeds(fairShare: 1 / Double(opponents + 1), raises: raises) }

    /// The share a call needs: the pot odds, 30% more for each bet or raise already made.
    public static func callNeeds(potOdds: Double, raises: Int) -> Double { potOdds * (1 + 0.3 * Double(raises)) }
    /// The share a bet or raise needs: 1.4 fair shares, 0.4 more for each bet or raise made.
    public static func valueNeeds(fairShare: Double, raises: Int) -> Double {
        (1.4 + 0.4 * Double(raises)) * fairShare
    }
    /// The share the advice asks before making the big bet (or raise) when an open pair allows
    /// it: 1.3 times `valueNeeds`.
    public static func bigNeeds(fairShare: Double, raises: Int) -> Double {
        1.3 * valueNeeds(fairShare: fairShare, raises: raises)
    }
    /// The share the advice asks before a big bet or raise (`bigNeeds`).
    public var bigThreshold: Double { Self.bigNeeds(fairShare: 1 / Double(opponents + 1), raises: raises) }
    /// What Player 1's cards make now.
    public let hand: HandCategory
    /// The unseen cards that would raise that category with the next card and beat what each
    /// opponent still in shows (`Outs`), of how many unseen, and apart those that make a straight
    /// someone's up cards draw past; nil when no card is to come.
    public let outs: (improving: Int, unseen: Int, mayLose: Int)?
    /// What the others' up cards threaten, strongest first.
    public let threats: [Threat]
    /// Everything Player 1 may do.
    public let options: [Option]

    public static func == (a: Advice, b: Advice) -> Bool {
        a.option == b.option && a.reason == b.reason && a.equity == b.equity && a.opponents == b.opponents
            && a.owed == b.owed && a.pot == b.pot && a.hand == b.hand && a.outs?.improving == b.outs?.improving
            && a.outs?.unseen == b.outs?.unseen && a.outs?.mayLose == b.outs?.mayLose && a.threats == b.threats
            && a.options == b.options
            && a.raises == b.raises && a.forcedOnly == b.forcedOnly && a.ahead == b.ahead
    }

    /// Simulated deals behind each advice.
    public static let trials = 4_000

    /// The advice for a player in `situation` with `options`: bet or raise a hand worth at
    /// least 1.4 times its fair share of the pot; otherwise check when that is free, call when
    /// the chance to win is at least the pot odds, fold when it is not. Never a bluff.
    ///
    /// The chance comes from dealing the opponents' unseen cards at random, as if any hand
    /// could be behind their up cards; but a player who bets or raises usually holds more. So
    /// each bet or raise already made in the round asks for more: 0.4 of a fair share more to
    /// raise again, and 30% more than the pot odds to call. (Without it, the advice would
    /// raise back and forth against strong hands and lose chips at the default table;
    /// `engine-bench poker-betting` plays the advice against the table.)
    public static func decide(_ options: [Option], _ situation: Opponent.Situation) -> (Option, Reason) {
        func pick(_ decisions: Decision...) -> Option? {
            for d in decisions { if let o = options.first(where: { $0.decision == d }) { return o } }
            return nil
        }
        let strong = situation.share >= valueNeeds(fairShare: situation.fairShare, raises: situation.raises)
        if let bringIn = pick(.bringIn) {
            if strong, let complete = pick(.complete) { return (complete, .strong) }
            return (bringIn, .forcedBringIn)
        }
        if strong {
            // With an open pair on fourth street the big bet is allowed: a hand well ahead
            // (the computer seats' line, 1.3 times the value line) makes it.
            let big = situation.share >= bigNeeds(fairShare: situation.fairShare, raises: situation.raises)
            let sized = big ? (situation.owed == 0 ? pick(.betBig) : pick(.raiseBig)) : nil
            if let raise = sized ?? (situation.owed == 0 ? pick(.bet, .complete) : pick(.raise, .complete)) {
                return (raise, .strong)
            }
        }
        if situation.owed == 0 { return (pick(.check) ?? options[0], .freeCard) }
        if situation.share >= callNeeds(potOdds: situation.potOdds, raises: situation.raises) {
            return (pick(.call)!, .priceIsRight)
        }
        return (pick(.fold) ?? pick(.call)!, .priceIsWrong)
    }
}

/// One opponent's up cards, read as a threat.
public struct Threat: Equatable, Hashable, Sendable {
    public let seat: Int
    /// What the up cards make on their own.
    public let showing: Showing
    /// The most up cards of one suit (three or four: a flush may be coming).
    public let suited: Int
    /// The most up cards within five consecutive ranks (three or four: a straight may be coming).
    public let connected: Int
    /// The up cards alone already beat what Player 1's cards make.
    public let beatsPlayer: Bool

    init(seat: Int, up: [FrenchCard], against own: [FrenchCard]) {
        self.seat = seat
        showing = Showing(up)
        suited = FrenchSuit.allCases.map { suit in up.filter { $0.suit == suit }.count }.max() ?? 0
        var ranks = Set(up.map(\.rankIndex))
        if ranks.contains(12) { ranks.insert(-1) }  // the ace plays low in the wheel
        connected = (-1...8).map { low in (low..<(low + 5)).filter { ranks.contains($0) }.count }.max() ?? 0
        let mine = HandCategory.of(own)
        if mine >= .straight {
            beatsPlayer = showing.category > mine
        } else {
            let my = Showing(own)
            beatsPlayer =
                showing.category != my.category
                ? showing.category > my.category
                : showing.namingRanks.lexicographicallyPrecedes(my.namingRanks) == false
                    && showing.namingRanks != my.namingRanks
        }
    }

    /// Worth a word: a pair or better showing, three or more to a flush or a straight.
    public var isThreat: Bool { showing.category > .highCard || suited >= 3 || connected >= 3 }
}

extension LimitStud {
    /// The advice for Player 1 at their turn (nil when it is not their turn). Deterministic:
    /// the simulation's seed comes from the game's seed, the hand and Player 1's decision
    /// number, so asking twice gives the same advice, and the review after the hand repeats it.
    public func advice(trials: Int = Advice.trials) -> Advice? {
        let options = playerOptions
        guard !options.isEmpty, let hand, let round = hand.round else { return nil }
        return advice(
            round: round.round, live: hand.live, owed: round.currentBet - round.bets[0], pot: hand.pot,
            raises: round.raises(against: 0), step: hand.decisions.count, options: options, trials: trials)
    }

    /// The up cards of the seat that bet or raised last in the round in play (not Player 1,
    /// still in), read as a threat: the one the hint names when someone bets into the player.
    public var bettorThreat: Threat? {
        guard let hand, let seat = hand.round?.aggressor, seat != 0, hand.live[seat] else { return nil }
        return Threat(seat: seat, up: hand.upCards(seat), against: hand.cards[0].map(\.card))
    }

    /// Player 1 is to act and nobody else has to act after them this round: a check then ends
    /// the round, and the next card comes free. (Read from the round, not kept in `Advice`.)
    public var playerActsLast: Bool {
        guard let round = hand?.round, round.toAct == 0 else { return false }
        return round.pending.indices.allSatisfy { $0 == 0 || !round.pending[$0] }
    }

    func advice(
        round: Int, live: [Bool], owed: Int, pot: Int, raises: Int, step: Int, options: [Option],
        trials: Int
    ) -> Advice? {
        guard hand != nil, let view = view(of: 0, round: round, live: live) else { return nil }
        let equity = view.equity(trials: trials, seed: adviceSeed(step: step, round: round), rule: houseRule)
        let situation = Opponent.Situation(
            share: equity.share, opponents: view.opponents.count, owed: owed, pot: pot,
            roundsLeft: streetCount - round, raises: raises)
        let (option, reason) = Advice.decide(options, situation)
        let category = HandCategory.of(view.own)
        let outs =
            view.toCome > 0 ? Outs.count(own: view.own, seen: view.seen, against: view.opponents.map(\.up)) : nil
        let threats: [Threat] = view.opponents.map { Threat(seat: $0.seat, up: $0.up, against: view.own) }
            .filter(\.isThreat)
            .sorted { (a: Threat, b: Threat) -> Bool in
                a.showing != b.showing ? a.showing > b.showing : a.seat < b.seat
            }
        var advice = Advice(
            option: option, reason: reason, equity: equity, opponents: view.opponents.count, owed: owed,
            pot: pot, raises: raises, hand: category, outs: outs, threats: threats, options: options)
        advice.forcedOnly = round == 1 && raises == 0 && owed > 0
        advice.ahead = Outs.ahead(own: view.own, against: view.opponents.map(\.up))
        return advice
    }
}

/// The one-line review of a decision of Player 1 in the hand just played: the biggest one, or
/// the biggest of those that went against the advice.
public struct Review: Equatable, Sendable {
    /// The decision, and the advice `hint` gave (or would have given) at that moment.
    public let decision: DecisionRecord
    /// The decision's number in the hand (0: Player 1's first).
    public let step: Int
    public let advice: Advice
    /// Chips Player 1 won (positive) or lost in the hand.
    public let net: Int
    /// The decision is the hand's biggest (false: a smaller one that went against the advice,
    /// named instead of a bigger one that followed it).
    public var isBiggest: Bool = true

    /// Whether the decision was the advised one (betting, raising and completing by the same
    /// size count as one).
    public var followedAdvice: Bool {
        decision.option.decision.follows(advice.option.decision)
    }
}

extension LimitStud {
    /// The review of the hand just finished, against the advice at the moment of the decision:
    /// the biggest of Player 1's decisions that went against the advice, if any did; otherwise
    /// their decision with the most chips at stake (what it cost or would have cost; the larger
    /// pot, then the later decision, between equal stakes). Nil before a hand ends or when
    /// Player 1 decided nothing. Asks the advice of at most every decision of the hand.
    public func review(trials: Int = Advice.trials) -> Review? {
        guard let hand, let result = hand.result, !hand.decisions.isEmpty else { return nil }
        func stake(_ d: DecisionRecord) -> Int { d.option.decision == .fold ? d.owed : d.option.amount }
        // Biggest first.
        let order = hand.decisions.indices.sorted { a, b in
            let (x, y) = (hand.decisions[a], hand.decisions[b])
            if stake(x) != stake(y) { return stake(x) > stake(y) }
            return x.pot != y.pot ? x.pot > y.pot : a > b
        }
        var biggest: Review?
        for index in order {
            let d = hand.decisions[index]
            guard
                let advice = advice(
                    round: d.round, live: d.live, owed: d.owed, pot: d.pot, raises: d.raises,
                    step: index, options: d.options, trials: trials)
            else { continue }
            var review = Review(decision: d, step: index, advice: advice, net: result.net[0])
            review.isBiggest = biggest == nil
            if biggest == nil { biggest = review }
            if !review.followedAdvice { return review }
        }
        return biggest
    }
}
