extension LimitStud {
    /// Player 1's decisions in the hand just finished that went against the advice at their
    /// moment, in the order they were made: at most `limit` of them (those with the most chips
    /// at stake, as `review` weighs them, when there are more), and how many there were in all.
    /// Empty before a hand ends, when Player 1 decided nothing, or when every decision followed
    /// the advice. Asks the advice of each decision of the hand once.
    public func reviewsAgainstAdvice(trials: Int = Advice.trials, limit: Int = 3) -> (named: [Review], total: Int) {
        guard let hand, let result = hand.result, limit > 0 else { return ([], 0) }
        var against: [Review] = []
        for (index, d) in hand.decisions.enumerated() {
            guard
                let advice = advice(
                    round: d.round, live: d.live, owed: d.owed, pot: d.pot, raises: d.raises,
                    step: index, options: d.options, trials: trials)
            else { continue }
            let review = Review(decision: d, step: index, advice: advice, net: result.net[0])
            if !review.followedAdvice { against.append(review) }
        }
        guard against.count > limit else { return (against, against.count) }
        func stake(_ d: DecisionRecord) -> Int { d.option.decision == .fold ? d.owed : d.option.amount }
        let biggest = against.indices.sorted { a, b in
            let (x, y) = (against[a].decision, against[b].decision)
            if stake(x) != stake(y) { return stake(x) > stake(y) }
            return x.pot != y.pot ? x.pot > y.pot : a > b
        }
        return (biggest.prefix(limit).sorted().map { against[$0] }, against.count)
    }
}
