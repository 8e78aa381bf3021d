import CardKit
import GameKit
import StudPoker
import TableKit

/// `hint` at the betting table: what to do and why, with the numbers; after the hand, the
/// review of Player 1's biggest decision.
extension PokerTable {
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
            lines.append(Message("poker.hint.hold", .message(Self.describe(own))))
        }
        let e = advice.equity
        lines.append(
            Message(
                "poker.bet.hint.chance", .percent(e.win), .percent(e.split), .int(advice.opponents), .int(e.trials),
                count: advice.opponents))
        if let needed = advice.potOdds {
            lines.append(Message("poker.bet.hint.potodds", .int(advice.owed), .int(advice.pot), .percent(needed)))
        }
        if let outs = advice.outs {
            lines.append(
                Message(
                    "poker.hint.outs", .int(outs.improving), .int(outs.unseen),
                    .percent(Double(outs.improving) / Double(max(1, outs.unseen))), count: outs.improving))
        }
        for threat in advice.threats.prefix(3) { lines.append(threatMessage(threat)) }
        lines.append(
            Message("poker.bet.hint.do", .message(Self.optionMessage(advice.option)), .message(reasonMessage(advice))))
        return lines
    }

    /// Why the advice is what it is, with its numbers.
    func reasonMessage(_ advice: Advice) -> Message {
        let share = Argument.percent(advice.equity.share)
        let fair = Argument.percent(1 / Double(advice.opponents + 1))
        switch advice.reason {
        case .strong: return Message("poker.bet.why.strong", share, fair)
        case .freeCard: return Message("poker.bet.why.free", share, fair)
        case .priceIsRight: return Message("poker.bet.why.right", share, .percent(advice.potOdds ?? 0))
        case .priceIsWrong: return Message("poker.bet.why.wrong", share, .percent(advice.potOdds ?? 0))
        case .forcedBringIn: return Message("poker.bet.why.bringin", share, fair)
        }
    }

    /// "Player 3 shows a pair of kings, three to a flush (beats what you hold)."
    func threatMessage(_ threat: Threat) -> Message {
        var notes: [Message] = []
        if threat.suited >= 3 { notes.append(Message("poker.threat.flush", .int(threat.suited))) }
        if threat.connected >= 3 { notes.append(Message("poker.threat.straight", .int(threat.connected))) }
        if threat.beatsPlayer { notes.append(Message("poker.threat.beats")) }
        let shows = Message("poker.threat", .message(seatName(threat.seat)), .message(Self.describe(threat.showing)))
        if notes.isEmpty { return Message("poker.threat.line", .message(shows)) }
        return Message("poker.threat.noted", .message(shows), .list(notes))
    }

    /// After a hand: Player 1's biggest decision against the advice at that moment.
    func reviewLines() -> [Message] {
        guard let stud, let review = stud.review(trials: Self.simulations ?? Advice.trials) else { return [] }
        let d = review.decision
        let made = Self.optionMessage(d.option)
        let advised = Self.optionMessage(review.advice.option)
        let street = Message("poker.street.name.\(stud.variant.streets.prefix(d.round).reduce(0) { $0 + $1.count })")
        if review.followedAdvice {
            return [
                Message("poker.review.agreed", .message(made), .message(street), .message(reasonMessage(review.advice)))
            ]
        }
        return [
            Message(
                "poker.review.differed", .message(made), .message(street), .message(advised),
                .message(reasonMessage(review.advice)))
        ]
    }
}
