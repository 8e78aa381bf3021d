import CardKit
import GameKit
import StudPoker
import TableKit

/// The decisions of one betting hand (by their number in it) whose advice and reason were said.
struct ReasonsSaid: Codable, Sendable, Equatable {
    var hand: Int
    var steps: [Int]
}

/// `hint` at the betting table: what to do and why, with the numbers; after the hand, the
/// review of Player 1's biggest decision. Each decision's reason is said once: a second `hint`
/// gives the advice alone, and the coach and the review do not repeat a reason already said.
extension PokerTable {
    /// The decision Player 1 is about to make: the hand's number and the decision's (nil
    /// while it is not their turn).
    var decisionMark: (hand: Int, step: Int)? {
        guard let stud, stud.handInPlay, !stud.playerOptions.isEmpty, let hand = stud.hand else { return nil }
        return (hand.number, hand.decisions.count)
    }

    func reasonSaid(hand: Int, step: Int) -> Bool {
        reasonsSaid.map { $0.hand == hand && $0.steps.contains(step) } ?? false
    }

    mutating func noteReasonSaid(hand: Int, step: Int) {
        if reasonsSaid?.hand != hand { reasonsSaid = ReasonsSaid(hand: hand, steps: []) }
        // A hand has a few decisions each street: the list stays short.
        if let said = reasonsSaid, !said.steps.contains(step), said.steps.count < 64 {
            reasonsSaid?.steps.append(step)
        }
    }

    /// `hint` at the betting table: the whole of it once per decision, then the advice alone.
    mutating func bettingHintOnce() -> [Message] {
        guard let mark = decisionMark else { return bettingHint() }
        if reasonSaid(hand: mark.hand, step: mark.step),
            let advice = stud?.advice(trials: Self.simulations ?? Advice.trials)
        {
            return [Message("poker.bet.hint.again", .message(Self.optionMessage(advice.option)))]
        }
        let lines = bettingHint()
        if lines.last?.key == "poker.bet.hint.do" { noteReasonSaid(hand: mark.hand, step: mark.step) }
        return lines
    }

    func bettingHint() -> [Message] {
        guard let stud else { return [] }
        guard let advice = stud.advice(trials: Self.simulations ?? Advice.trials) else {
            if stud.seats[0].chips == 0 && !stud.handInPlay {
                return [Message("poker.refused.broke", .command(.rebuy), .int(stud.stakes.stack))]
            }
            return [Message("poker.hint.over", .command(.deal))]
        }
        var lines: [Message] = []
        if let own = stud.hand?.cards[0].map(\.card) {
            lines.append(Message(Self.holdKey(own.count), .message(Self.describe(own))))
        }
        let e = advice.equity
        lines.append(
            Message(
                "poker.bet.hint.chance", .percent(e.win), .percent(e.split), .int(advice.opponents), .int(e.trials),
                count: advice.opponents))
        if let needed = advice.potOdds, let asked = advice.callThreshold {
            // After a bet or raise the advice asks more than the pot odds: both figures, never one alone.
            lines.append(
                advice.raises > 0
                    ? Message(
                        "poker.bet.hint.potodds.raised", .int(advice.owed), .int(advice.pot), .percent(needed),
                        .percent(asked))
                    : Message("poker.bet.hint.potodds", .int(advice.owed), .int(advice.pot), .percent(needed)))
        }
        if let outs = advice.outs {
            let share = Double(outs.improving) / Double(max(1, outs.unseen))
            lines.append(
                Message(
                    Self.outsKey("poker.hint.outs", ahead: advice.ahead), .int(outs.improving), .int(outs.unseen),
                    .percent(share), count: outs.improving))
            if let apart = Self.mayLoseMessage(outs.mayLose) { lines.append(apart) }
            // The outs see only the up cards: when they look better than the chance to win, which
            // one the advice goes by.
            if share > e.win { lines.append(Message("poker.bet.hint.outs.real", .percent(e.win))) }
        }
        for threat in advice.threats.prefix(3) { lines.append(threatMessage(threat, lastCard: advice.outs == nil)) }
        lines.append(
            Message("poker.bet.hint.do", .message(Self.optionMessage(advice.option)), .message(reasonMessage(advice))))
        return lines
    }

    /// Why the advice is what it is, with the very figures it was decided on: after a bet or
    /// raise in the round, the share a call needs is more than the pot odds, and says why.
    func reasonMessage(_ advice: Advice) -> Message {
        let share = Argument.percent(advice.equity.share)
        let fair = Argument.percent(1 / Double(advice.opponents + 1))
        let lastCard = advice.outs == nil
        // The share the advice asks before betting, raising or completing, as the lesson teaches
        // it: 1.4 fair shares, 0.4 more for each bet or raise already made in the round. Said
        // beside the fair share whenever the advice does not bet, so the rule is never left out.
        let needs = Argument.percent(advice.valueThreshold)
        switch advice.reason {
        case .strong:
            let strong =
                advice.raises > 0
                ? Message("poker.bet.why.strong.raised", share, fair, needs, .int(advice.raises), count: advice.raises)
                : Message("poker.bet.why.strong", share, fair, needs)
            // With an open pair on fourth street: why the big bet, or why not.
            guard advice.options.contains(where: \.decision.isBig) else { return strong }
            let big = Message(
                advice.option.decision.isBig ? "poker.bet.why.big" : "poker.bet.why.big.not",
                .percent(advice.bigThreshold))
            return Message("poker.bet.why.sized", .message(strong), .message(big))
        case .freeCard:
            return Message(lastCard ? "poker.bet.why.free.last" : "poker.bet.why.free", share, fair, needs)
        case .priceIsRight, .priceIsWrong:
            let right = advice.reason == .priceIsRight
            let call = Argument.percent(advice.callThreshold ?? 0)
            // Only the bring-in to call: a forced bet adds nothing to what a call needs.
            if advice.raises == 0 && advice.forcedOnly {
                return right
                    ? Message("poker.bet.why.right.forced", share, call, needs)
                    : Message("poker.bet.why.wrong.forced", share, call)
            }
            let reason =
                advice.raises > 0
                ? Message(
                    right ? "poker.bet.why.right.raised" : "poker.bet.why.wrong.raised", share, call,
                    .percent(advice.potOdds ?? 0), .int(advice.raises), count: advice.raises)
                : Message(right ? "poker.bet.why.right" : "poker.bet.why.wrong", share, call)
            // A call where a raise was possible: the raise's rule too, and why it is not met.
            guard right, advice.options.contains(where: \.decision.isAggressive) else { return reason }
            return Message("poker.bet.why.sized", .message(reason), .message(Message("poker.bet.why.raise.not", needs)))
        case .forcedBringIn: return Message("poker.bet.why.bringin", share, fair, needs)
        }
    }

    /// "Player 3 shows a pair of kings, three to a flush (beats what you hold)."
    /// With no card to come (`lastCard`) there are no draws: the suited or connected up cards
    /// say what the hidden cards may already have made.
    func threatMessage(_ threat: Threat, lastCard: Bool = false) -> Message {
        var notes: [Message] = []
        let flush = lastCard ? "poker.threat.flush.last" : "poker.threat.flush"
        let straight = lastCard ? "poker.threat.straight.last" : "poker.threat.straight"
        if threat.suited >= 3 { notes.append(Message(flush, .int(threat.suited))) }
        if threat.connected >= 3 { notes.append(Message(straight, .int(threat.connected))) }
        if threat.beatsPlayer { notes.append(Message("poker.threat.beats")) }
        let shows = Message("poker.threat", .message(seatName(threat.seat)), .message(Self.describe(threat.showing)))
        if notes.isEmpty { return Message("poker.threat.line", .message(shows)) }
        // Each note its own clause, joined the way the language reads best (Korean: a short
        // sentence each, never one long run of commas).
        let joined = notes.dropFirst().reduce(notes[0]) { Message("poker.threat.notes", .message($0), .message($1)) }
        return Message("poker.threat.noted", .message(shows), .message(joined))
    }
}
