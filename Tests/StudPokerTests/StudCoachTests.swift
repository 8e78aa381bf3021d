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

    @Test func aStraightSomeonesUpCardsDrawPastIsCountedApart() {
        // Five to eight, open at both ends: a four or a nine makes a straight.
        let own = cards("5h 6c 7d 8s")
        let alone = Outs.count(own: own, seen: cards("2c 3d 2h"), against: [cards("2c 3d 2h")])
        #expect(alone.improving == 20 && alone.mayLose == 0, "the straights and the pairs, nothing over them")
        // Ten, jack and queen showing draw to a higher straight: the eight straights may lose to it.
        let higher = Outs.count(own: own, seen: cards("10d Jh Qc"), against: [cards("10d Jh Qc")])
        #expect(higher.mayLose == 8)
        #expect(higher.improving == 12, "the pairs only")
        // Three hearts showing draw to a flush, which beats any straight.
        let flush = Outs.count(own: own, seen: cards("2h 9h Kh"), against: [cards("2h 9h Kh")])
        #expect(flush.mayLose == 7, "the straights but the nine of hearts (seen)")
        // Lower cards showing threaten nothing higher.
        let lower = Outs.count(own: own, seen: cards("2d 3h 4c"), against: [cards("2d 3h 4c")])
        #expect(lower.mayLose == 0)
        // Jack, queen and ace showing draw to the ace-high straight: the nines' king-high straight
        // may lose to it; the aces make that very straight, which nothing higher can beat.
        let top = Outs.count(own: cards("10h Jc Qd Ks"), seen: cards("Jd Qh As"), against: [cards("Jd Qh As")])
        #expect(top.mayLose == 4)
        #expect(top.improving == 13, "the three aces and ten cards pairing the hand")
    }
}
