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
