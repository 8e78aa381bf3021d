import CardKit
import GameKit
import StudPoker
import TableKit

/// Stud poker with the coach on: at the betting table, after each decision of the player,
/// one line judging it against the advice `hint` gives at that moment, with the figures it
/// was decided on; and after each street dealt (at the betting table and the practice table
/// alike), one line with the player's hand so far and its outs for the next card.
extension PokerTable: Coaching {
    mutating func coached(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response {
        let before = streetMark
        let made = playMode == .betting ? bettingDecision(command, big: argument == .choice("big")) : nil
        // The advice as `hint` would have given it before the decision (the same seed).
        let advice = made == nil ? nil : stud?.advice(trials: Self.simulations ?? Advice.trials)
        let mark = made == nil ? nil : decisionMark
        // The reason `hint` gave for this very decision is not said again.
        let hinted = mark.map { reasonSaid(hand: $0.hand, step: $0.step) } ?? false
        // Noted before the decision is carried out: the review at the end of the hand reads it.
        let saidBefore = reasonsSaid
        if let mark { noteReasonSaid(hand: mark.hand, step: mark.step) }
        let response = carryOut(command, argument: argument, at: now)
        guard !response.refused else {
            reasonsSaid = saidBefore
            return response
        }
        var coached = response
        if let made, let advice, let option = advice.options.first(where: { $0.decision == made }) {
            // Right under the line of the player's own action, before the others act.
            coached.messages.insert(
                decisionLine(option, advice: advice, reasonSaid: hinted), at: min(1, coached.messages.count))
        }
        guard let after = streetMark, after != before else { return coached }
        return coached.coached(coachLine())
    }

    /// What the advice's rule measured a decision by: the share it asked (the words for what
    /// asked it: a bet, a raise, completing, the big bet or a call) and that share. The one the
    /// decision turned on: the betting rule when a bet, raise or completion was advised or made
    /// (a raise against a fold advice is measured by what a raise needs, never by the call's
    /// smaller share), else the calling rule.
    static func needed(_ made: Decision, advice: Advice) -> (kind: String, share: Double) {
        let advised = advice.option.decision
        // Nothing owed: no call to weigh, only whether to bet.
        let aggressive =
            advised.isAggressive || advice.reason == .forcedBringIn || advice.owed == 0 || made.isAggressive
        guard aggressive else { return ("call", advice.callThreshold ?? advice.valueThreshold) }
        if advised.isBig || made.isBig { return ("big", advice.bigThreshold) }
        let kind =
            made == .complete || advised == .complete || advice.reason == .forcedBringIn
            ? "complete" : advice.owed == 0 ? "bet" : "raise"
        return (kind, advice.valueThreshold)
    }

    /// "the 31.0% a call needed": the share asked, as `needed` says it; a call after bets in the
    /// round says the pot odds beside it (`detail`), as the hint does.
    static func neededMessage(_ made: Decision, advice: Advice, detail: Bool = true) -> Message {
        let (kind, share) = needed(made, advice: advice)
        if kind == "call", detail, advice.raises > 0, let odds = advice.potOdds {
            return Message("poker.coach.needs.call.raised", .percent(share), .percent(odds))
        }
        return Message("poker.coach.needs.\(kind)", .percent(share))
    }

    /// Why the advice was what it was, said after the decision (in the past, never as an
    /// order): the player's share of the pot against the share the rule asked, and what follows.
    static func verdict(_ made: Decision, advice: Advice) -> Message {
        // A hand that won no simulated deal: said in words, never as a share of 0.0%.
        if wonNothing(advice), advice.reason == .freeCard || advice.reason == .priceIsWrong {
            return Message(advice.reason == .freeCard ? "poker.coach.why.free.none" : "poker.coach.why.wrong.none")
        }
        let share = Argument.percent(advice.equity.share)
        let needs = Argument.message(neededMessage(made, advice: advice))
        switch advice.reason {
        case .strong:
            let tooBig = made.isBig && !advice.option.decision.isBig && made.isAggressive
            return Message(tooBig ? "poker.coach.why.strong.notbig" : "poker.coach.why.strong", share, needs)
        case .freeCard: return Message("poker.coach.why.free", share, needs)
        case .priceIsRight:
            return Message(made.isAggressive ? "poker.coach.why.right.notraise" : "poker.coach.why.right", share, needs)
        case .priceIsWrong: return Message("poker.coach.why.wrong", share, needs)
        case .forcedBringIn:
            // Only the bring-in is forced: completing instead is a choice, and said as one.
            return Message(
                made == .complete ? "poker.coach.why.bringin.completed" : "poker.coach.why.bringin", share, needs)
        }
    }

    /// Whether the hand won or split no simulated deal (its share shows as 0.0%).
    static func wonNothing(_ advice: Advice) -> Bool { advice.equity.share < 0.0005 }

    /// The player's decision against the advice, with the advice's reason and figures.
    func decisionLine(_ made: Option, advice: Advice, reasonSaid: Bool = false) -> Message {
        let agreed = made.decision.follows(advice.option.decision)
        if reasonSaid {
            return agreed
                ? Message("poker.coach.decision.agreed.hinted", .message(Self.optionMessage(made)))
                : Message(
                    "poker.coach.decision.differed.hinted", .message(Self.optionMessage(made)),
                    .message(Self.optionMessage(advice.option)), .percent(advice.equity.share),
                    .percent(Self.needed(made.decision, advice: advice).share))
        }
        let verdict = Argument.message(Self.verdict(made.decision, advice: advice))
        if agreed { return Message("poker.coach.decision.agreed", .message(Self.optionMessage(made)), verdict) }
        return Message(
            "poker.coach.decision.differed", .message(Self.optionMessage(made)),
            .message(Self.optionMessage(advice.option)), verdict)
    }

    /// The hand and street dealt last, while a hand is in play (nil otherwise).
    var streetMark: [Int]? {
        if playMode == .betting {
            guard let stud, stud.handInPlay, let hand = stud.hand else { return nil }
            return [hand.number, hand.street]
        }
        guard game.phase == .dealing else { return nil }
        return [game.shuffles, game.handNumber, game.street]
    }

    /// The player's hand so far and its outs, improvements that beat what the others show (or
    /// that no card is to come).
    func coachLine() -> [Message] {
        let own: [FrenchCard]
        let seen: [FrenchCard]
        let others: [[FrenchCard]]
        let toCome: Int
        if playMode == .betting {
            guard let view = stud?.view(of: 0) else { return [] }
            (own, seen, others, toCome) = (view.own, view.seen, view.opponents.map(\.up), view.toCome)
        } else {
            guard let mine = game.hands.first?.map(\.card) else { return [] }
            let up = game.hands.dropFirst().map { $0.filter(\.faceUp).map(\.card) }
            (own, seen, others, toCome) = (mine, game.seenByPlayer1, up, game.streetCount - game.street)
        }
        guard !own.isEmpty else { return [] }
        let hand = Argument.message(Self.describe(own))
        guard toCome > 0 else { return [Message("poker.coach.complete", hand)] }
        let outs = Outs.count(own: own, seen: seen, against: others)
        let line = Message(
            Self.outsKey("poker.coach.street", ahead: Outs.ahead(own: own, against: others)), hand,
            .int(outs.improving), .int(outs.unseen),
            .percent(Double(outs.improving) / Double(max(1, outs.unseen))), count: outs.improving)
        var lines = [line] + (Self.mayLoseMessage(outs.mayLose).map { [$0] } ?? [])
        // The outs see only the up cards: when they look better than the share of the pot against
        // the hidden cards too, that share, the figure the advice goes by, as `hint` says it.
        if playMode == .betting, let advice = stud?.advice(trials: Self.simulations ?? Advice.trials),
            Double(outs.improving) / Double(max(1, outs.unseen)) > advice.equity.share
        {
            // Under the Korean rule no two hands tie: no word of a split pot.
            let key = stud?.houseRule == .korean ? "poker.coach.outs.real.korean" : "poker.coach.outs.real"
            lines.append(Message(key, .percent(advice.equity.share)))
        }
        return lines
    }
}
