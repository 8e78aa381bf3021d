import GameKit
import StudPoker
import TableKit

/// After a hand at the betting table: each of Player 1's decisions that went against the
/// advice, one short line each in the order they were made (at most three), or, when every
/// decision followed it, their biggest decision.
extension PokerTable {
    func reviewLines() -> [Message] {
        guard let stud else { return [] }
        let trials = Self.simulations ?? Advice.trials
        let (against, total) = stud.reviewsAgainstAdvice(trials: trials, limit: Self.reviewedAtMost)
        guard against.isEmpty else {
            var lines = [Message("poker.review.against.title")]
            lines += against.map(againstLine)
            if total > against.count {
                lines.append(
                    Message("poker.review.against.more", .int(total - against.count), count: total - against.count))
            }
            return lines
        }
        guard let review = stud.review(trials: trials) else { return [] }
        let made = Self.optionMessage(review.decision.option)
        let street = streetName(round: review.decision.round)
        // The reason was said at the decision (by `hint` or the coach): not again.
        if let hand = stud.hand, reasonSaid(hand: hand.number, step: review.step) {
            return [Message("poker.review.agreed.said", .message(made), .message(street))]
        }
        return [
            Message(
                "poker.review.agreed", .message(made), .message(street),
                .message(Self.verdict(review.decision.option.decision, advice: review.advice)))
        ]
    }

    /// The decisions against the advice a review names, the biggest when there were more.
    static let reviewedAtMost = 3

    /// "fourth street: call (10); the advice was fold (your share 28.1%, against the 31.0% a
    /// call needed)".
    func againstLine(_ review: Review) -> Message {
        let made = review.decision.option.decision
        if Self.wonNothing(review.advice) {
            return Message(
                "poker.review.against.line.none", .message(streetName(round: review.decision.round)),
                .message(Self.optionMessage(review.decision.option)), .message(Self.optionMessage(review.advice.option))
            )
        }
        return Message(
            "poker.review.against.line", .message(streetName(round: review.decision.round)),
            .message(Self.optionMessage(review.decision.option)), .message(Self.optionMessage(review.advice.option)),
            .percent(review.advice.equity.share),
            .message(Self.neededMessage(made, advice: review.advice, detail: false)))
    }

    /// "third street", as in the middle of a sentence, for a betting round of the hand.
    func streetName(round: Int) -> Message {
        guard let stud else { return Message("poker.street.name.3") }
        return Message("poker.street.name.\(stud.variant.streets.prefix(round).reduce(0) { $0 + $1.count })")
    }
}
