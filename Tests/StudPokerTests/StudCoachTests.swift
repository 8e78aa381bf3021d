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
}
