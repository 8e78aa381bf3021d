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
        if lines.first?.key == "poker.bet.hint.do" { noteReasonSaid(hand: mark.hand, step: mark.step) }
        return lines
    }

    /// `hint` at the betting table, as a beginner reads it: the advice and its reason in one
    /// plain line, then at most three short lines of figures: the share against the share the
    /// advice asked (and, after the others' bets or raises, why it asks more than the pot
    /// odds), the outs if a card is to come, the strongest threat on the table. A figure that
    /// would read 0 is said in words or left out.
    func bettingHint() -> [Message] {
        guard let stud else { return [] }
        guard let advice = stud.advice(trials: Self.simulations ?? Advice.trials) else {
            if stud.seats[0].chips == 0 && !stud.handInPlay {
                return [Message("poker.refused.broke", .command(.rebuy), .int(stud.stakes.stack))]
            }
            return [Message("poker.hint.over", .command(.deal))]
        }
        let own = stud.hand?.cards[0].map(\.card) ?? []
        var lines = [
            Message(
                "poker.bet.hint.do", .message(Self.optionMessage(advice.option)),
                .message(leadReason(advice, lastToAct: stud.playerActsLast)))
        ]
        lines.append(shareLine(advice, hand: Self.describe(own)))
        if let outs = advice.outs, let line = Self.outsLine(outs, ahead: advice.ahead) { lines.append(line) }
        // Someone bet into the player: their up cards are the threat that matters, said as theirs.
        if let bettor = stud.bettorThreat {
            lines.append(threatMessage(bettor, lastCard: advice.outs == nil, bettor: true))
        } else if let threat = advice.threats.first {
            lines.append(threatMessage(threat, lastCard: advice.outs == nil))
        }
        return lines
    }

    /// The advice's reason in plain words, without figures (the hint's first line).
    func leadReason(_ advice: Advice, lastToAct: Bool) -> Message {
        switch advice.reason {
        case .strong: return Message("poker.bet.hint.why.strong")
        case .freeCard:
            if advice.outs == nil { return Message("poker.bet.hint.why.free.last") }
            return Message(lastToAct ? "poker.bet.hint.why.free.lasttoact" : "poker.bet.hint.why.free")
        case .priceIsRight: return Message("poker.bet.hint.why.right")
        case .priceIsWrong: return Message("poker.bet.hint.why.wrong")
        case .forcedBringIn: return Message("poker.bet.hint.why.bringin")
        }
    }

    /// The share against the share the advice asked, with the very threshold it used: a bet's
    /// (or completion's) with nothing to call, a call's otherwise, and after the others' bets
    /// or raises the pot odds beside it and why it asks more. Then a raise's or the big bet's
    /// threshold when those are offered, or, above the whole pot, that they cannot pay.
    func shareLine(_ advice: Advice, hand: Message) -> Message {
        let share = advice.equity.share
        // Below 0.05%, the figure would read 0: said in words instead.
        if share < 0.0005 {
            return Message("poker.bet.hint.share.none", .message(hand), .int(advice.equity.trials))
        }
        let fair = Argument.percent(1 / Double(advice.opponents + 1))
        var line: Message
        var notes: [Message] = []
        if let needed = advice.potOdds, let asked = advice.callThreshold {
            line =
                advice.raises > 0
                ? Message(
                    "poker.bet.hint.share.call.raised", .message(hand), .percent(share), .percent(asked),
                    .percent(needed), .int(advice.raises), count: advice.raises)
                : Message(
                    "poker.bet.hint.share.call", .message(hand), .percent(share), .percent(needed), .int(advice.owed),
                    .int(advice.pot))
            if advice.options.contains(where: \.decision.isAggressive) {
                // Before any bet or raise the lesson's rule is said with it: 1.4 even splits.
                let completes = advice.options.contains(where: { $0.decision == .complete })
                notes.append(
                    advice.valueThreshold > 1
                        ? Message("poker.bet.hint.raise.never")
                        : advice.raises > 0
                            ? Message("poker.bet.hint.raise.needs", .percent(advice.valueThreshold))
                            : Message(
                                completes ? "poker.bet.hint.complete.needs" : "poker.bet.hint.raise.needs.fair",
                                .percent(advice.valueThreshold), fair))
            }
        } else {
            let key =
                advice.options.contains(where: { $0.decision == .bringIn })
                ? "poker.bet.hint.share.complete" : "poker.bet.hint.share.bet"
            line = Message(key, .message(hand), .percent(share), .percent(advice.valueThreshold), fair)
        }
        if advice.options.contains(where: \.decision.isBig) {
            notes.append(
                advice.bigThreshold > 1
                    ? Message("poker.bet.hint.big.never")
                    : Message("poker.bet.hint.big.needs", .percent(advice.bigThreshold)))
        }
        for note in notes { line = Message("poker.bet.hint.figures", .message(line), .message(note)) }
        return line
    }

    /// The outs in one short line (nil when there is nothing to say: none, and already ahead),
    /// with the straights someone's up cards may beat counted apart. Never a count of 0.
    static func outsLine(_ outs: (improving: Int, unseen: Int, mayLose: Int), ahead: Bool) -> Message? {
        var line: Message
        if outs.improving > 0 {
            let share = Double(outs.improving) / Double(max(1, outs.unseen))
            line = Message(
                ahead ? "poker.bet.hint.outs.ahead" : "poker.bet.hint.outs", .int(outs.improving), .int(outs.unseen),
                .percent(share), count: outs.improving)
        } else if !ahead {
            line = Message("poker.bet.hint.outs.none")
        } else {
            return nil
        }
        if outs.mayLose > 0 {
            line = Message(
                "poker.bet.hint.figures", .message(line),
                .message(Message("poker.bet.hint.outs.mayLose", .int(outs.mayLose), count: outs.mayLose)))
        }
        return line
    }

    /// "Player 3 shows a pair of kings, three to a flush (beats what you hold)."
    /// With no card to come (`lastCard`) there are no draws: the suited or connected up cards
    /// say what the hidden cards may already have made.
    func threatMessage(_ threat: Threat, lastCard: Bool = false, bettor: Bool = false) -> Message {
        var notes: [Message] = []
        let flush = lastCard ? "poker.threat.flush.last" : "poker.threat.flush"
        let straight = lastCard ? "poker.threat.straight.last" : "poker.threat.straight"
        if threat.suited >= 3 { notes.append(Message(flush, .int(threat.suited))) }
        if threat.connected >= 3 { notes.append(Message(straight, .int(threat.connected))) }
        if threat.beatsPlayer { notes.append(Message("poker.threat.beats")) }
        let shows = Message(
            bettor ? "poker.threat.bettor" : "poker.threat", .message(seatName(threat.seat)),
            .message(Self.describe(threat.showing)))
        if notes.isEmpty { return Message("poker.threat.line", .message(shows)) }
        // Each note its own clause, joined the way the language reads best (Korean: a short
        // sentence each, never one long run of commas).
        let joined = notes.dropFirst().reduce(notes[0]) { Message("poker.threat.notes", .message($0), .message($1)) }
        return Message("poker.threat.noted", .message(shows), .message(joined))
    }
}
