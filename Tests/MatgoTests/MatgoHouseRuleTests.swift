import Testing

@testable import CardKit
@testable import Matgo

/// The rules a player may choose where 맞고 apps differ: 9월's 열끗 always 열끗, and no 멍박;
/// each chosen for the next hand, never the one under way.
@Suite struct MatgoHouseRuleTests {
    func game(
        _ mine: String, _ theirs: String = "10p 10p2", table: String, pile: String, taken: [String] = ["", ""],
        rules: Matgo.Rules
    ) -> Matgo {
        var g = Matgo.prepared(
            hands: [HwatuCard.list(mine), HwatuCard.list(theirs)], table: HwatuCard.list(table),
            pileTop: HwatuCard.list(pile), taken: taken.map { HwatuCard.list($0) })!
        g.handRules = rules
        return g
    }

    @Test func theCupStaysAnAnimalWhenChosen() {
        // Nine 피 and the cup: as 쌍피, eleven 피 (2 points); as 열끗, nine (none).
        let cards = HwatuCard.list("9y 1p 1p2 2p 2p2 3p 3p2 4p 4p2 5p")
        #expect(MatgoScore(cards, rules: Matgo.Rules()).total == 2)
        #expect(MatgoScore(cards, rules: Matgo.Rules(cupAsPi: false)).total == 0)
        #expect(MatgoScore.mostPi(cards, rules: Matgo.Rules()) == 11)
        #expect(MatgoScore.mostPi(cards, rules: Matgo.Rules(cupAsPi: false)) == 9)
        // A loser with seven 피 and the cup escapes 피박 only where the cup may be 쌍피.
        for (rules, piBak) in [(Matgo.Rules(), false), (Matgo.Rules(cupAsPi: false), true)] {
            var g = game(
                "8g 5t", "11p 11p2", table: "8y 9p", pile: "10p 12y 9p2",
                taken: ["1g 3g 2p 2p2 3p 3p2 4p 4p2 5p 5p2 6p 6p2 8p 8p2 11s", "9y 1p 1p2 7p 7p2 12s"], rules: rules)
            // 8g takes 8y: three 광 (3) and fourteen 피 (5).
            _ = g.apply(.play(1))
            _ = g.apply(.stop)
            guard case .won(0, let payout)? = g.outcome else {
                Issue.record("not won")
                return
            }
            #expect(payout.piBak == piBak, "\(rules)")
        }
    }

    @Test func meongBakCanBeLeftOut() {
        for (rules, total) in [(Matgo.Rules(), 16), (Matgo.Rules(meongBak: false), 8)] {
            var g = game(
                "8g 5t", "11p 11p2", table: "8y 9p", pile: "10p 12y 9p2", taken: ["2y 4y 5y 6y 7y 10y", "1p"],
                rules: rules)
            _ = g.apply(.play(1))
            _ = g.apply(.stop)
            guard case .won(0, let payout)? = g.outcome else {
                Issue.record("not won")
                return
            }
            #expect(payout.meongBak == rules.meongBak && payout.total == total, "\(rules)")
        }
    }

    @Test func aChoiceTakesEffectAtTheNextDeal() {
        var g = Matgo(seed: 3)
        _ = g.apply(.newGame)
        g.choose(rules: Matgo.Rules(cupAsPi: false, meongBak: false))
        #expect(g.rules == Matgo.Rules() && g.nextRules == Matgo.Rules(cupAsPi: false, meongBak: false))
        _ = g.apply(.newGame)
        #expect(g.rules == Matgo.Rules(cupAsPi: false, meongBak: false) && g.nextRules == g.rules)
    }
}
