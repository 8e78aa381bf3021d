import Foundation
import Testing

@testable import CardKit

@Suite struct DeckTests {
    @Test func spanishDeckHasFortyDistinctCardsWithoutEightsAndNines() {
        let deck = SpanishCard.deck
        #expect(deck.count == 40)
        #expect(Set(deck).count == 40)
        #expect(!deck.contains { $0.rank == 8 || $0.rank == 9 })
        #expect(deck.first == SpanishCard(1, .bastos))
        #expect(deck.last == SpanishCard(12, .oros))
    }

    @Test func spanishValuesAreFaceValueAndHalfForFigures() {
        #expect(SpanishCard(7, .copas).halfPoints == HalfPoints(halves: 14))
        #expect(SpanishCard(1, .oros).halfPoints == HalfPoints(halves: 2))
        for rank in [10, 11, 12] { #expect(SpanishCard(rank, .espadas).halfPoints == HalfPoints(halves: 1)) }
        let total = SpanishCard.deck.reduce(HalfPoints.zero) { $0 + $1.halfPoints }
        #expect(total == HalfPoints(halves: 4 * (2 * 28 + 3)))
    }

    @Test func halfPointsPrintWithTheHalfSign() {
        #expect(HalfPoints(halves: 15).description == "7½")
        #expect(HalfPoints(halves: 1).description == "½")
        #expect(HalfPoints(halves: 8).description == "4")
        #expect(HalfPoints(halves: 0).description == "0")
    }

    @Test func frenchDeckHasFiftyTwoDistinctCards() {
        #expect(FrenchCard.deck.count == 52)
        #expect(Set(FrenchCard.deck).count == 52)
        #expect(FrenchCard(1, .spades).description == "♠A")
        #expect(FrenchCard(10, .hearts).description == "♥10")
        #expect(FrenchCard.deck.filter { $0.suit.isRed }.count == 26)
    }

    @Test func setDeckHasEightyOneCardsAndExactly1080Sets() {
        let deck = SetCard.deck
        #expect(deck.count == 81)
        #expect(Set(deck).count == 81)
        var sets = 0
        for i in 0..<81 {
            for j in (i + 1)..<81 { for k in (j + 1)..<81 where SetCard.isSet(deck[i], deck[j], deck[k]) { sets += 1 } }
        }
        #expect(sets == 1080)
    }
}

@Suite struct SeededRNGTests {
    @Test func sameSeedSameSequenceOtherSeedOtherSequence() {
        var a = SeededRNG(seed: 42)
        var b = SeededRNG(seed: 42)
        var c = SeededRNG(seed: 43)
        let xs = (0..<8).map { _ in a.next() }
        #expect(xs == (0..<8).map { _ in b.next() })
        #expect(xs != (0..<8).map { _ in c.next() })
    }

    /// The sequence is part of the replay promise (`--seed N` deals the same everywhere):
    /// a change of algorithm must be a deliberate one that updates this test.
    @Test func sequenceIsPinned() {
        var rng = SeededRNG(seed: 1)
        var deck = Array(0..<10)
        rng.shuffle(&deck)
        #expect(deck == [3, 6, 1, 5, 0, 9, 2, 8, 4, 7])
        var first = SeededRNG(seed: 1)
        #expect(first.next() == 12_966_619_160_104_079_557)
    }

    @Test func belowStaysInRangeAndCoversIt() {
        var rng = SeededRNG(seed: 7)
        var seen = [Int](repeating: 0, count: 7)
        for _ in 0..<7000 {
            let x = rng.below(7)
            #expect((0..<7).contains(x))
            seen[x] += 1
        }
        #expect(seen.allSatisfy { $0 > 800 && $0 < 1200 })
    }

    @Test func shuffleIsAPermutation() {
        var rng = SeededRNG(seed: 99)
        var deck = SpanishCard.deck
        rng.shuffle(&deck)
        #expect(deck != SpanishCard.deck)
        #expect(Set(deck) == Set(SpanishCard.deck))
    }
}

/// A card read from a file is checked: a rank out of 1…13 refuses the file (the fuzzer found a
/// stud poker save whose card crashed the hint), a sound one reads back as written.
@Suite struct FrenchCardDecodingTests {
    @Test func aRankOutOfRangeIsRefused() throws {
        for rank in [0, 14, -1, 99] {
            let json = Data("{\"rank\":\(rank),\"suit\":\"spades\"}".utf8)
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(FrenchCard.self, from: json) }
        }
        for card in FrenchCard.deck {
            let data = try JSONEncoder().encode(card)
            #expect(try JSONDecoder().decode(FrenchCard.self, from: data) == card)
        }
        #expect(
            String(decoding: try JSONEncoder().encode(FrenchCard(13, .hearts)), as: UTF8.self).contains("\"rank\":13"))
    }
}

/// The Spanish and Set cards are checked the same way when read from a file.
@Suite struct OtherCardDecodingTests {
    @Test func aCardNotInItsDeckIsRefused() throws {
        for rank in [0, 8, 9, 13] {
            let json = Data("{\"rank\":\(rank),\"suit\":\"oros\"}".utf8)
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(SpanishCard.self, from: json) }
        }
        for number in [0, 4] {
            let json = Data("{\"number\":\(number),\"shape\":0,\"shading\":0,\"colour\":0}".utf8)
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(SetCard.self, from: json) }
        }
        for card in SpanishCard.deck {
            #expect(try JSONDecoder().decode(SpanishCard.self, from: JSONEncoder().encode(card)) == card)
        }
        for card in SetCard.deck {
            #expect(try JSONDecoder().decode(SetCard.self, from: JSONEncoder().encode(card)) == card)
        }
    }
}
