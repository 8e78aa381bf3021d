import Testing

@testable import CardKit
@testable import Matgo

/// Every scoring rule on cards counted by hand.
@Suite struct MatgoScoreTests {
    func score(_ codes: String) -> MatgoScore { MatgoScore(HwatuCard.list(codes)) }

    @Test func theDeckHasFortyEightCardsOfTheRightKinds() {
        let deck = HwatuCard.deck
        #expect(deck.count == 48 && Set(deck).count == 48)
        #expect(deck.filter { $0.kind == .gwang }.count == 5)
        #expect(deck.filter { $0.kind == .yeol }.count == 9)
        #expect(deck.filter { $0.kind == .tti }.count == 10)
        #expect(deck.filter { $0.kind == .ssangpi }.count == 2)
        #expect(deck.filter { $0.kind == .pi }.count == 22)
        #expect(deck.filter(\.isBird).count == 3)
        #expect(deck.filter { $0.ribbon == .hong }.map(\.month) == [1, 2, 3])
        #expect(deck.filter { $0.ribbon == .cheong }.map(\.month) == [6, 9, 10])
        #expect(deck.filter { $0.ribbon == .cho }.map(\.month) == [4, 5, 7])
        #expect(deck.filter { $0.ribbon == .plain }.map(\.month) == [12])
        #expect(HwatuCard(code: "13g") == nil && HwatuCard(code: "1y") == nil && HwatuCard(code: "1p3") == nil)
        #expect(HwatuCard(month: 0, slot: 0) == nil && HwatuCard(month: 12, slot: 4) == nil)
    }

    @Test func brights() {
        #expect(score("1g 3g").total == 0)
        #expect(score("1g 3g 8g").gwang == 3)
        #expect(score("1g 3g 12g").gwang == 2)  // 비삼광
        #expect(score("1g 3g 8g 12g").gwang == 4)
        #expect(score("1g 3g 8g 11g 12g").gwang == 15)
    }

    @Test func animalsAndGodori() {
        #expect(score("2y 4y 5y 6y").total == 0)
        #expect(score("2y 4y 5y 6y 7y").yeol == 1)
        #expect(score("2y 4y 5y 6y 7y 10y 12y").yeol == 3)
        #expect(score("2y 4y 8y").godori == 5)
        #expect(score("2y 4y 8y").total == 5)
        // Six 열끗 with the three birds: 2 + 5.
        #expect(score("2y 4y 8y 5y 6y 7y").total == 7)
    }

    @Test func ribbons() {
        #expect(score("1t 2t 3t").hongdan == 3)
        #expect(score("6t 9t 10t").cheongdan == 3)
        #expect(score("4t 5t 7t").chodan == 3)
        #expect(score("1t 2t 4t 5t").total == 0)
        // 청단 and five 띠: 3 + 1.
        #expect(score("6t 9t 10t 4t 12t").total == 4)
        // 초단 and six 띠: 3 + 2.
        #expect(score("4t 5t 7t 1t 2t 12t").total == 5)
        // 12월's 띠 is in no 단.
        #expect(score("12t 1t 2t").total == 0)
    }

    @Test func junk() {
        #expect(score("1p 1p2 2p 2p2 3p 3p2 4p 4p2 5p").total == 0)
        #expect(score("1p 1p2 2p 2p2 3p 3p2 4p 4p2 5p 5p2").pi == 1)
        // Two 쌍피 and six 피: 10, then 11 with one more.
        #expect(score("11s 12s 1p 1p2 2p 2p2 3p 3p2").pi == 1)
        #expect(score("11s 12s 1p 1p2 2p 2p2 3p 3p2 4p").pi == 2)
    }

    @Test func theCupCountsWhereItScoresMore() {
        // Eight 피 and the cup: as 쌍피 it makes ten.
        let asPi = score("9y 1p 1p2 2p 2p2 3p 3p2 4p 4p2")
        #expect(asPi.cupAsPi && asPi.pi == 1 && asPi.total == 1)
        // Four other 열끗 and eight 피: one point either way; it stays 열끗.
        let tie = score("9y 2y 5y 6y 7y 1p 1p2 2p 2p2 3p 3p2 4p 4p2")
        #expect(!tie.cupAsPi && tie.yeol == 1 && tie.total == 1)
        #expect(MatgoScore.mostPi(HwatuCard.list("9y 1p")) == 3)
    }

    @Test func handCountedPayouts() {
        // 1. 삼광 3 + 홍단 3 + 11 피 2 = 8; the loser has no 광 and 5 피: 피박 and 광박, × 4 = 32.
        var payout = MatgoPayout(score: score("1g 3g 8g 1t 2t 3t 11s 12s 4p 4p2 5p 5p2 6p 6p2 7p"))
        #expect(payout.score.total == 8)
        payout.piBak = true
        payout.gwangBak = true
        #expect(payout.total == 32)
        // 2. 삼광 3 + 홍단 3 + 청단 3 + six 띠 2 = 11, and three 고: (11 + 3) × 2 = 28.
        var gos = MatgoPayout(score: score("1g 3g 8g 1t 2t 3t 6t 9t 10t"))
        #expect(gos.score.total == 11)
        gos.gos = 3
        #expect(gos.total == 28)
        // 3. Four 고: (11 + 4) × 4 = 60.
        gos.gos = 4
        #expect(gos.total == 60)
        // 4. One 고: 11 + 1 = 12.
        gos.gos = 1
        #expect(gos.total == 12)
        // 5. 고도리 5 + 초단 3 = 8, with one 흔들기 and one 폭탄: × 4 = 32.
        var doubled = MatgoPayout(score: score("2y 4y 8y 4t 5t 7t"))
        doubled.shakes = 1
        doubled.bombs = 1
        #expect(doubled.total == 32)
        // 6. Seven 열끗 (3) + 고도리 (5) = 8, 멍박: 16.
        var meong = MatgoPayout(score: score("2y 4y 8y 5y 6y 7y 10y"))
        #expect(meong.score.total == 8)
        meong.meongBak = true
        #expect(meong.total == 16)
        // 7. 비삼광 2 + 청단 3 + 띠 five 1 + 피 eleven 2 = 8; 고박 and one 나가리 before: × 4 = 32.
        var goBak = MatgoPayout(score: score("1g 3g 12g 6t 9t 10t 1t 4t 11s 1p 1p2 2p 2p2 3p 3p2 4p 4p2 5p"))
        #expect(goBak.score.total == 8)
        goBak.goBak = true
        goBak.nagari = 1
        #expect(goBak.total == 32)
        // 8. 오광 15 alone: 15.
        #expect(MatgoPayout(score: score("1g 3g 8g 11g 12g")).total == 15)
        // 9. Five 고 on 7: (7 + 5) × 8 = 96.
        var five = MatgoPayout(score: score("2y 4y 8y 5y 6y 7y"))
        #expect(five.score.total == 7)
        five.gos = 5
        #expect(five.total == 96)
        // 10. Saturates instead of overflowing.
        var huge = MatgoPayout(score: score("1g 3g 8g 11g 12g"))
        huge.gos = Int.max / 2
        #expect(huge.total == .max)
    }
}

/// The scoring counted in one pass (for the hint's playouts) against the rules written out
/// plainly, set by set, on random piles of every size.
@Suite struct MatgoScoreReferenceTests {
    /// The points with 9월's 열끗 counted one way, each set filtered from the pile.
    static func reference(_ cards: [HwatuCard], cupAsPi: Bool) -> MatgoScore {
        var s = MatgoScore()
        let cup = cupAsPi && cards.contains(where: \.isCup)
        s.cupAsPi = cup
        let gwangs = cards.filter { $0.kind == .gwang }
        s.gwangCount = gwangs.count
        switch gwangs.count {
        case 5: s.gwang = 15
        case 4: s.gwang = 4
        case 3: s.gwang = gwangs.contains(where: \.isRainBright) ? 2 : 3
        default: s.gwang = 0
        }
        let yeols = cards.filter { $0.kind == .yeol && !(cup && $0.isCup) }
        s.yeolCount = yeols.count
        s.yeol = yeols.count >= 5 ? yeols.count - 4 : 0
        s.godori = yeols.filter(\.isBird).count == 3 ? 5 : 0
        let ttis = cards.filter { $0.kind == .tti }
        s.ttiCount = ttis.count
        s.tti = ttis.count >= 5 ? ttis.count - 4 : 0
        s.hongdan = ttis.filter { $0.ribbon == .hong }.count == 3 ? 3 : 0
        s.cheongdan = ttis.filter { $0.ribbon == .cheong }.count == 3 ? 3 : 0
        s.chodan = ttis.filter { $0.ribbon == .cho }.count == 3 ? 3 : 0
        s.piCount = cards.reduce(0) { $0 + $1.piValue } + (cup ? 2 : 0)
        s.pi = s.piCount >= 10 ? s.piCount - 9 : 0
        return s
    }

    @Test func aCardsKindIsTheDecksTable() {
        for card in HwatuCard.deck { #expect(card.kind == HwatuCard.kinds[card.month - 1][card.slot], "\(card)") }
    }

    @Test func theOnePassScoreIsTheRulesScore() {
        var rng = SeededRNG(seed: 39)
        for _ in 0..<3000 {
            var deck = HwatuCard.deck
            rng.shuffle(&deck)
            let pile = Array(deck.prefix(rng.below(49)))
            let asYeol = Self.reference(pile, cupAsPi: false)
            let asPi = Self.reference(pile, cupAsPi: true)
            #expect(MatgoScore(pile, cupAsPi: false) == asYeol)
            #expect(MatgoScore(pile, cupAsPi: true) == asPi)
            let best = pile.contains(where: \.isCup) && asPi.total > asYeol.total ? asPi : asYeol
            #expect(MatgoScore(pile) == best)
            #expect(MatgoScore.mostPi(pile) == pile.reduce(0) { $0 + $1.piValue + ($1.isCup ? 2 : 0) })
        }
    }
}
