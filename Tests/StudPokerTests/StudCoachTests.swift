import Testing

@testable import CardKit
@testable import StudPoker

@Suite struct StudCoachTests {
    private func cards(_ text: String) -> [FrenchCard] {
        text.split(separator: " ").map { FrenchCard(reading: String($0))! }
    }

    @Test func outsAreTheUnseenCardsThatRaiseTheCategory() {
        // A pair of twos and a king: the two other twos (three of a kind) and the three
        // other kings (two pair) improve it, of the 49 cards not seen.
        let outs = Outs.count(own: cards("2s 2h Kd"), seen: [])
        #expect(outs.improving == 5)
        #expect(outs.unseen == 49)
        // Seen cards are not outs: a two and a king showing elsewhere leave three.
        let fewer = Outs.count(own: cards("2s 2h Kd"), seen: cards("2d Kc 9h"))
        #expect(fewer.improving == 3)
        #expect(fewer.unseen == 46)
    }
}

extension StudCoachTests {
    @Test func anImprovementStillBelowAHandShowingIsNoOut() {
        // Seven high against three aces showing: a pair would improve it, and still lose.
        let own = cards("2s 3h 7d")
        let alone = Outs.count(own: own, seen: cards("Ac Ad Ah"))
        #expect(alone.improving == 9)
        let against = Outs.count(own: own, seen: cards("Ac Ad Ah"), against: [cards("Ac Ad Ah")])
        #expect(against.improving == 0, "no next card lifts seven high over three aces")
        #expect(against.unseen == alone.unseen)
        // A pair of kings showing: a pair of twos, threes or sevens still loses to it.
        let kings = Outs.count(own: own, seen: cards("Kc Kd"), against: [cards("Kc Kd")])
        #expect(kings.improving == 0)
        // Against a lone queen showing, every pair beats it.
        let queen = Outs.count(own: own, seen: cards("Qc"), against: [cards("Qc")])
        #expect(queen.improving == 9)
    }

    /// A play-tested sixth street: a four makes six-high straight, ahead of everything showing;
    /// nobody's up cards are one card from a better hand, so the fours are outs.
    @Test func aMadeStraightAheadOfEveryUpCardIsAnOut() {
        let up2 = cards("9d 8c Jc 3h")
        let dealer = cards("10c 7s 9s Kc")
        let own = cards("Jd 6c 5h 3s 2s 2h")
        let outs = Outs.count(own: own, seen: own + up2 + dealer, against: [up2, dealer])
        #expect(outs.mayLose == 0, "\(outs)")
        #expect(outs.improving == 16, "12 cards pairing or tripling the hand, and the four fours: \(outs)")
    }

    @Test func aStraightSomeonesUpCardsDrawPastIsCountedApart() {
        // Five to eight, open at both ends: a four or a nine makes a straight.
        let own = cards("5h 6c 7d 8s")
        let alone = Outs.count(own: own, seen: cards("2c 3d 2h"), against: [cards("2c 3d 2h")])
        #expect(alone.improving == 20 && alone.mayLose == 0, "the straights and the pairs, nothing over them")
        // Ten, jack, queen and king showing are one card from a higher straight: the eight
        // straights may lose to it.
        let higher = Outs.count(own: own, seen: cards("10d Jh Qc Kd"), against: [cards("10d Jh Qc Kd")])
        #expect(higher.mayLose == 8)
        #expect(higher.improving == 12, "the pairs only")
        // Three of them need two more cards: the straights beat everything showing, and count.
        let three = Outs.count(own: own, seen: cards("10d Jh Qc"), against: [cards("10d Jh Qc")])
        #expect(three.mayLose == 0 && three.improving == 20, "\(three)")
        // Four hearts showing are one card from a flush, which beats any straight.
        let flush = Outs.count(own: own, seen: cards("2h 9h Kh Jh"), against: [cards("2h 9h Kh Jh")])
        #expect(flush.mayLose == 7, "the straights but the nine of hearts (seen)")
        let threeHearts = Outs.count(own: own, seen: cards("2h 9h Kh"), against: [cards("2h 9h Kh")])
        #expect(threeHearts.mayLose == 0)
        // Lower cards showing threaten nothing higher.
        let lower = Outs.count(own: own, seen: cards("2d 3h 4c"), against: [cards("2d 3h 4c")])
        #expect(lower.mayLose == 0)
        // Ten, jack, queen and ace showing are one card from the ace-high straight: the nines'
        // king-high straight may lose to it; the aces make that very straight, which nothing
        // higher can beat.
        let top = Outs.count(
            own: cards("10h Jc Qd Ks"), seen: cards("10c Jd Qh As"), against: [cards("10c Jd Qh As")])
        #expect(top.mayLose == 4)
        #expect(top.improving == 12, "the three aces and nine cards pairing the hand")
    }
}
