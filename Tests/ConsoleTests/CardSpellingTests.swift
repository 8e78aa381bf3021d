import CardKit
import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import PokerConsole

/// French cards typed in the session's language: Spanish `p c d t` and `1` for the ace, the
/// same in the game and in `baraja rank`; a note the first time a letter names another suit
/// in English; a word that is no card quoted as typed.
@Suite struct CardSpellingTests {
    static func spelling(_ language: Language) -> CardSpelling {
        CardSpelling(localizer: Localizer(catalogs: Repository.catalogs, language: language))
    }

    @Test func spanishLettersAndTheAceAsOne() {
        let es = Self.spelling(.es)
        for (typed, card) in [
            ("7p", "♠7"), ("1c", "♥A"), ("Ac", "♥A"), ("Tt", "♣10"), ("10d", "♦10"), ("As", "♠A"), ("Kh", "♥K"),
            ("p7", "♠7"), ("♣2", "♣2"),
        ] {
            #expect(es.card(typed)?.description == card, "\(typed)")
        }
        #expect(es.card("Xp") == nil && es.card("f1") == nil && es.card("10") == nil)
        #expect(es.clashes == ["c"])
        #expect(es.canonical("Xp") == "Xp")
        let en = Self.spelling(.en)
        #expect(en.card("Ac")?.description == "♣A" && en.card("1s") == nil && en.card("7p") == nil)
        #expect(en.clashes.isEmpty && Self.spelling(.ko).clashes.isEmpty)
    }

    @Test func barajaRankReadsTheSameAsTheGame() {
        let es = Localizer(catalogs: Repository.catalogs, language: .es)
        let spanish = PokerRank.rank(["Ap", "Kp", "Qp", "Jp", "10p"], localizer: es)
        #expect(spanish.ok, "\(spanish.text)")
        let s = session(.es, seed: 7, game: .poker)
        #expect(s.handle("valorar Ap Kp Qp Jp 10p").contains(spanish.text))
        #expect(PokerRank.rank(["1p", "2p", "3p", "4p", "5p"], localizer: es).ok)
        let english = PokerRank.rank(["1s", "2s", "3s", "4s", "5s"], localizer: es.speaking(.en))
        #expect(!english.ok && english.text.contains("1s"))
    }

    @Test func aLetterOfTwoSuitsIsExplainedOnceAndAnUnreadableCardQuotedAsTyped() {
        let s = session(.es, seed: 7, game: .poker)
        let note = text("input.card.note", .es)
        let first = s.handle("valorar Ac Kc Qc Jc 10c")
        #expect(first.contains(note) && first.contains("♥A"))
        #expect(!s.handle("valorar 1c 2c 3c 4c 5c").contains(note))
        #expect(!session(.es, seed: 7, game: .poker).handle("valorar Ap Kp Qp Jp 10p").contains(note))
        // The rules' own example mixes c with p and t: Spanish letters throughout, no note.
        let example = session(.es, seed: 7, game: .poker).handle("valorar Ap Kp Qp Jp 10p vs 5c 4d 3t 2p Ac")
        #expect(!example.contains(note), "\(example)")
        let refused = s.handle("valorar 1x 2p 3p 4p 5p")
        #expect(refused.contains("«1x»"), "\(refused)")
    }
}
