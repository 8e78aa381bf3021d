import TestSupport
import Testing

@testable import CardKit

@Suite struct FrenchCardReaderTests {
    @Test func everyCardInEveryTypedSpelling() {
        for card in FrenchCard.deck {
            for word in spellings(of: card) { #expect(FrenchCard(reading: word) == card, "\(word)") }
        }
    }

    @Test func theNotationsOfTheIssueAndTheSeed() {
        let ten = FrenchCard(10, .hearts)
        for word in ["Th", "10h", "h10", "♥10", "10♥", "T♥", "TH", "tH", "♥T", "♡10", "10♥︎"] {
            #expect(FrenchCard(reading: word) == ten, "\(word)")
        }
        #expect(FrenchCard(reading: "♥A") == FrenchCard(1, .hearts))
        #expect(FrenchCard(reading: "♠K") == FrenchCard(13, .spades))
        #expect(FrenchCard(reading: "As") == FrenchCard(1, .spades))
        #expect(FrenchCard(reading: "sA") == FrenchCard(1, .spades))
        #expect(FrenchCard(reading: "qc") == FrenchCard(12, .clubs))
        #expect(FrenchCard(reading: "2♣") == FrenchCard(2, .clubs))
        #expect(FrenchCard(reading: " 7d ") == FrenchCard(7, .diamonds))
    }

    /// No deck prints a face card as a number: `11h` and `1h` stay refused where players type.
    @Test func wordsThatNameNoCardAreRefused() {
        for bad in [
            "", "h", "7", "11h", "h11", "1h", "13s", "12♥", "01h", "14h", "0s", "7x", "hh", "1.5c", "Xh", "10",
            "AHH", "1OS", "١S", "+2S", "7 h h",
        ] {
            #expect(FrenchCard(reading: bad) == nil, "\(bad)")
        }
    }

    /// Solvitaire's deal files: rank then suit letter, `1`–`13` allowed, no signs, no suit first.
    @Test func solvitaireSpellings() {
        let read = { (word: String) in FrenchCard(reading: word, .solvitaire) }
        #expect(read("AH") == FrenchCard(1, .hearts))
        #expect(read("ah") == FrenchCard(1, .hearts))
        #expect(read("10S") == FrenchCard(10, .spades))
        #expect(read("TS") == FrenchCard(10, .spades))
        #expect(read("td") == FrenchCard(10, .diamonds))
        #expect(read("1C") == FrenchCard(1, .clubs))
        #expect(read("11h") == FrenchCard(11, .hearts))
        #expect(read("13c") == FrenchCard(13, .clubs))
        #expect(read(" Qd ") == FrenchCard(12, .diamonds))
        for bad in ["", "A", "H", "0S", "01S", "14H", "AX", "1OS", "10", "AHH", "♥A", "A♥", "HA", "١S", "+1S"] {
            #expect(read(bad) == nil, "\(bad)")
        }
    }
}
