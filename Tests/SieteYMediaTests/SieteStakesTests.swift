import Testing

@testable import CardKit
@testable import SieteYMedia

/// Plays a hand: hits while the total is below `standOn` halves, then stands.
private func playHand(_ table: inout StakedSieteYMedia, bet: Int, standOn: Int = 10) -> StakedSieteYMedia.Settlement? {
    var events = table.apply(.bet(bet))
    while table.handInPlay {
        events += table.apply(table.game.playerTotal.halves < standOn ? .hit : .stand)
    }
    for case .settled(let s) in events { return s }
    return nil
}

@Suite struct SieteStakesTests {
    @Test func betsStayWithinTheLimitsAndTheBankroll() {
        var table = StakedSieteYMedia(seed: 1, limits: .init(minimum: 2, maximum: 20, stack: 30))
        let before = table
        #expect(table.apply(.bet(1)) == [.refused(.belowMinimum(table.limits))])
        #expect(table.apply(.bet(21)) == [.refused(.aboveMaximum(table.limits))])
        #expect(table.apply(.hit) == [.refused(.noBet(table.limits))])
        #expect(table.apply(.rebuy) == [.refused(.notBroke(bankroll: 30))])
        #expect(table == before)
        _ = table.apply(.bet(20))
        #expect(table.bankroll == 10)
        #expect(table.apply(.bet(5)) == [.refused(.handInPlay)])
        _ = table.apply(.hit)
        if table.handInPlay { _ = table.apply(.stand) }
        #expect(!table.handInPlay)
        if table.bankroll < 20 {
            #expect(table.apply(.bet(table.bankroll + 1)) == [.refused(.aboveBankroll(bankroll: table.bankroll))])
        }
    }

    @Test func winsPayEvenMoneyARealPaysDoubleAndLossesTakeTheBet() {
        var seen: Set<String> = []
        for seed in 0..<400 {
            var table = StakedSieteYMedia(seed: UInt64(seed))
            let before = table.bankroll
            guard let s = playHand(&table, bet: 10, standOn: seed % 2 == 0 ? 10 : 15) else {
                Issue.record("no settlement")
                continue
            }
            switch s.result {
            case .won:
                #expect(s.payout == (s.real ? 30 : 20))
                #expect(s.real == (table.game.player.count == 2 && table.game.playerTotal == .limit))
                seen.insert(s.real ? "real" : "won")
            case .lost:
                #expect(s.payout == 0)
                seen.insert("lost")
            case .pushed:
                #expect(s.payout == 10)
                seen.insert("pushed")
            }
            #expect(table.bankroll == before - 10 + s.payout)
            #expect(s.outcome == table.game.outcome)
        }
        #expect(seen == ["won", "real", "lost", "pushed"])
    }

    @Test func withTheBankWinningTiesATieLosesTheBet() {
        var ties = 0
        for seed in 0..<300 {
            var table = StakedSieteYMedia(seed: UInt64(seed), options: .init(bankWinsTies: true))
            guard let s = playHand(&table, bet: 10), s.outcome.phase == .draw else { continue }
            ties += 1
            #expect(s.result == .lost && s.payout == 0 && s.tieToBank)
        }
        #expect(ties > 0)
    }

    @Test func theFirstCardComesWithTheBet() {
        var table = StakedSieteYMedia(seed: 4, options: .init(firstCardDealt: true))
        _ = table.apply(.bet(5))
        #expect(table.game.player.count == 1)
        var plain = StakedSieteYMedia(seed: 4)
        _ = plain.apply(.bet(5))
        #expect(plain.game.player.isEmpty)
    }

    @Test func theSeedsRulesAreUnchangedUnderTheStakes() {
        var table = StakedSieteYMedia(seed: 12)
        var game = SieteYMedia(seed: 12)
        for _ in 0..<30 {
            var wrapped = table.apply(.bet(1)).compactMap { if case .game(let e) = $0 { e } else { nil } }
            var plain = game.apply(.newHand)
            while table.handInPlay {
                let action: SieteYMedia.Action = table.game.playerTotal.halves < 9 ? .hit : .stand
                wrapped += table.apply(action == .hit ? .hit : .stand).compactMap {
                    if case .game(let e) = $0 { e } else { nil }
                }
                plain += game.apply(action)
            }
            #expect(wrapped == plain)
        }
        #expect(table.game.tally == game.tally)
    }

    @Test func aBrokePlayerTakesAFreshStack() {
        var table = StakedSieteYMedia(seed: 2, limits: .init(minimum: 5, maximum: 5, stack: 5))
        var guardCount = 0
        while table.bankroll >= 5 && guardCount < 200 {
            _ = playHand(&table, bet: 5, standOn: 15)
            guardCount += 1
        }
        #expect(table.apply(.bet(5)) == [.refused(.broke(bankroll: table.bankroll, minimum: 5))])
        #expect(table.apply(.rebuy) == [.rebought(stack: 5, rebuys: 1)])
        #expect(table.bought == 10)
    }

    @Test func theExpectedChipsMatchTheChancesAndWeighTheOptions() {
        for seed in 0..<40 {
            var table = StakedSieteYMedia(seed: UInt64(seed))
            _ = table.apply(.bet(10))
            _ = table.apply(.hit)
            guard table.handInPlay, let stakes = table.stakeOdds(), let odds = table.game.odds() else { continue }
            // One card: no siete y media real is possible by standing, ties return the bet,
            // so standing is worth the bet times (win − lose).
            #expect(abs(stakes.standing! - 10 * odds.standing!.expectation) < 1e-9)
            #expect(stakes.hitting >= 10 * odds.hitting.expectation - 1e-9, "playing on for chips is at least as good")
        }
        let seedRules = StakedSieteYMedia(seed: 1).returnPerChip()
        let tiesToBank = StakedSieteYMedia(seed: 1, options: .init(bankWinsTies: true)).returnPerChip()
        #expect(tiesToBank < seedRules)
        #expect(seedRules > 0.5 && seedRules < 1.5)
    }
}
