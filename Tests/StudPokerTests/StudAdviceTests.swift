import Testing

@testable import CardKit
@testable import StudPoker

private func options(_ decisions: [Decision]) -> [Option] {
    decisions.map { Option($0, amount: $0 == .fold || $0 == .check ? 0 : 10, total: 10, allIn: false) }
}

private func situation(share: Double, opponents: Int = 2, owed: Int = 0, pot: Int = 100, raises: Int = 0)
    -> Opponent.Situation
{
    Opponent.Situation(share: share, opponents: opponents, owed: owed, pot: pot, roundsLeft: 2, raises: raises)
}

@Suite struct StudAdviceTests {
    @Test func theAdviceWeighsTheChanceAgainstThePotOdds() {
        // To call 20 into 110 a player needs 20 / 130 = 15.4%.
        let facing = options([.fold, .call, .raise])
        let s = situation(share: 0.16, owed: 20, pot: 110)
        #expect(abs(s.potOdds - 20.0 / 130) < 1e-12)
        #expect(Advice.decide(facing, s).0.decision == .call)
        #expect(Advice.decide(facing, s).1 == .priceIsRight)
        #expect(Advice.decide(facing, situation(share: 0.15, owed: 20, pot: 110)).0.decision == .fold)
        #expect(Advice.decide(facing, situation(share: 0.15, owed: 20, pot: 110)).1 == .priceIsWrong)
    }

    @Test func strongHandsBetAndRaiseWeakOnesCheck() {
        let open = options([.check, .bet])
        #expect(Advice.decide(open, situation(share: 0.5)).0.decision == .bet, "1.5 fair shares of three")
        #expect(Advice.decide(open, situation(share: 0.4)).0.decision == .check)
        #expect(Advice.decide(open, situation(share: 0.4)).1 == .freeCard)
        let facing = options([.fold, .call, .raise])
        #expect(Advice.decide(facing, situation(share: 0.5, owed: 10)).0.decision == .raise)
        // Each bet or raise already in asks for more: 1.8 fair shares after one.
        #expect(Advice.decide(facing, situation(share: 0.5, owed: 10, raises: 1)).0.decision == .call)
        #expect(Advice.decide(facing, situation(share: 0.61, owed: 10, raises: 1)).0.decision == .raise)
        // And a call after two bets needs 60% more than the pot odds (10 / 110 = 9.1%).
        #expect(Advice.decide(facing, situation(share: 0.12, owed: 10, raises: 2)).0.decision == .fold)
        #expect(Advice.decide(facing, situation(share: 0.15, owed: 10, raises: 2)).0.decision == .call)
    }

    /// With an open pair on fourth street, the big bet is a decision of its own: advised from
    /// 1.3 times the value line (as the computer seats make it), and never "as advised" when
    /// the advice was the small bet (or the reverse).
    @Test func theBigBetIsItsOwnDecision() {
        let open = [
            Option(.check, amount: 0, total: 0, allIn: false), Option(.bet, amount: 10, total: 10, allIn: false),
            Option(.betBig, amount: 20, total: 20, allIn: false),
        ]
        // Three hands in: a fair share of 33.3%, a bet from 46.7%, the big bet from 60.7%.
        #expect(Advice.decide(open, situation(share: 0.5)).0.decision == .bet)
        #expect(Advice.decide(open, situation(share: 0.62)).0.decision == .betBig)
        #expect(Advice.decide(open, situation(share: 0.62)).1 == .strong)
        #expect(!Decision.betBig.follows(.bet))
        #expect(!Decision.bet.follows(.betBig))
        #expect(!Decision.raiseBig.follows(.raise))
        #expect(Decision.raise.follows(.complete))
        #expect(Decision.betBig.follows(.betBig))
        #expect(!Decision.call.follows(.bet))
    }

    @Test func theBringInCompletesOnlyAStrongStart() {
        let bringIn = options([.bringIn, .complete])
        #expect(Advice.decide(bringIn, situation(share: 0.3)).0.decision == .bringIn)
        #expect(Advice.decide(bringIn, situation(share: 0.3)).1 == .forcedBringIn)
        #expect(Advice.decide(bringIn, situation(share: 0.6)).0.decision == .complete)
    }

    @Test func stylesDecideDifferentlyInTheSameSpot() {
        let facing = options([.fold, .call, .raise])
        // Pot odds 10 / 110 = 9.1%, two rounds to come: a share of 8% is a call for a loose
        // seat and a fold for a tight one.
        let s = situation(share: 0.08, owed: 10, pot: 100)
        #expect(Opponent.choose(facing, s, style: Style(.loose, .passive), roll: 0.99).decision == .call)
        #expect(Opponent.choose(facing, s, style: Style(.tight, .passive), roll: 0.99).decision == .fold)
        // 1.4 fair shares: an aggressive seat bets, a passive one checks.
        let open = options([.check, .bet])
        #expect(
            Opponent.choose(open, situation(share: 0.47), style: Style(.tight, .aggressive), roll: 0.99).decision
                == .bet)
        #expect(
            Opponent.choose(open, situation(share: 0.47), style: Style(.tight, .passive), roll: 0.99).decision == .check
        )
        // A bluff now and then, when few are left.
        #expect(
            Opponent.choose(open, situation(share: 0.1), style: Style(.loose, .aggressive), roll: 0.05).decision == .bet
        )
        #expect(
            Opponent.choose(open, situation(share: 0.1), style: Style(.loose, .aggressive), roll: 0.5).decision
                == .check)
        #expect(
            Opponent.choose(
                open, situation(share: 0.1, opponents: 3), style: Style(.loose, .aggressive),
                roll: 0.05
            ).decision == .check)
    }

    @Test func theHintIsForPlayer1sTurnRepeatableAndComplete() {
        var game = LimitStud(seed: 21, players: 3, opponentTrials: 200)
        _ = game.apply(.deal)
        var checked = 0
        for _ in 0..<40 {
            if !game.handInPlay { _ = game.apply(.deal) }
            guard let advice = game.advice(trials: 500) else {
                Issue.record("no advice at Player 1's turn")
                break
            }
            #expect(advice == game.advice(trials: 500), "the same advice when asked twice")
            #expect(advice.options == game.playerOptions)
            #expect(advice.options.contains(advice.option))
            #expect(advice.opponents == game.hand!.live.filter { $0 }.count - 1)
            #expect(advice.equity.share >= advice.equity.win && advice.equity.share <= 1)
            #expect(advice.threats.allSatisfy { game.hand!.live[$0.seat] && $0.seat != 0 })
            if let outs = advice.outs { #expect(outs.improving <= outs.unseen) }
            #expect((advice.outs == nil) == (game.hand!.street == game.streetCount))
            _ = game.apply(.act(advice.option.decision))
            checked += 1
        }
        #expect(checked == 40)
    }

    @Test func theReviewPicksTheBiggestDecisionAndRepeatsItsHint() {
        var game = LimitStud(seed: 8, players: 2, opponentTrials: 200)
        var reviewed = 0
        for _ in 0..<30 {
            if game.seats[0].chips == 0 { _ = game.apply(.rebuy) }
            _ = game.apply(.deal)
            var hints: [Advice] = []
            while game.handInPlay {
                let advice = game.advice()!
                hints.append(advice)
                // Follow the hint, except call where it says fold, so both kinds are reviewed.
                let decision =
                    advice.option.decision == .fold && game.playerOptions.contains { $0.decision == .call }
                    ? Decision.call : advice.option.decision
                _ = game.apply(.act(decision))
            }
            guard let review = game.review() else { continue }
            reviewed += 1
            let decisions = game.hand!.decisions
            let stakes = decisions.map { $0.option.decision == .fold ? $0.owed : $0.option.amount }
            let stake = review.decision.option.decision == .fold ? review.decision.owed : review.decision.option.amount
            let differed = decisions.indices.filter {
                !decisions[$0].option.decision.follows(hints[$0].option.decision)
            }
            // The biggest decision that went against the advice, when one did; else the biggest.
            #expect(stake == (differed.isEmpty ? Array(stakes.indices) : differed).map { stakes[$0] }.max())
            #expect(review.followedAdvice == differed.isEmpty)
            let index = decisions.firstIndex(of: review.decision)!
            #expect(review.advice == hints[index], "the review repeats the hint given then")
            #expect(review.net == game.hand!.result!.net[0])
            #expect(
                review.followedAdvice == review.decision.option.decision.follows(hints[index].option.decision))
        }
        #expect(reviewed > 20)
    }

    @Test func theReviewNamesADecisionAgainstTheAdviceBeforeABiggerOneThatFollowedIt() {
        var game = LimitStud(seed: 8, players: 2, opponentTrials: 200)
        var smallerNamed = 0
        for _ in 0..<40 {
            if game.seats[0].chips == 0 { _ = game.apply(.rebuy) }
            _ = game.apply(.deal)
            var hints: [Advice] = []
            while game.handInPlay {
                let advice = game.advice(trials: 300)!
                hints.append(advice)
                // Against the advice on the first decision only (a call where it folds, a check
                // where it bets, a bet where it checks), then as advised.
                let options = game.playerOptions.map(\.decision)
                var decision = advice.option.decision
                if hints.count == 1 {
                    if decision == .fold, options.contains(.call) {
                        decision = .call
                    } else if decision.isAggressive, options.contains(.check) {
                        decision = .check
                    } else if decision == .check, options.contains(.bet) {
                        decision = .bet
                    }
                }
                _ = game.apply(.act(decision))
            }
            guard let review = game.review(trials: 300) else { continue }
            let decisions = game.hand!.decisions
            let against = decisions.indices.filter { !decisions[$0].option.decision.follows(hints[$0].option.decision) }
            guard let first = against.first else { continue }
            #expect(!review.followedAdvice, "a decision against the advice is named")
            #expect(review.step == first)
            #expect(review.advice == hints[first], "with the figures the hint used")
            if !review.isBiggest { smallerNamed += 1 }
        }
        #expect(smallerNamed > 0, "some hand had a bigger decision that followed the advice")
    }
}
