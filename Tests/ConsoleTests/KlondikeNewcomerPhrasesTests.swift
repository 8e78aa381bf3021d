import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import Klondike
@testable import KlondikeConsole

/// Klondike as the newcomers of the last play-tests typed it: moves and questions read as meant.
@Suite struct KlondikeNewcomerPhrasesTests {
    private func read(_ s: Session, _ line: String) -> [String]? {
        KlondikePhrasesTests.read(s, line)
    }

    private func start(_ language: Language, _ key: String) -> String {
        PlayTestReadingTests.start(language, key)
    }

    @Test func spanishMovesInWords() {
        let s = KlondikePhrasesTests.session(.es)
        #expect(read(s, "el rey a la 1") == ["move", "K*", "1"])
        #expect(read(s, "el rey a la columna 1") == ["move", "K*", "1"])
        #expect(read(s, "el as arriba") == ["move", "A", "f"])
        #expect(read(s, "el as de picas arriba") == ["move", "♠A", "f"])
        #expect(read(s, "pasa las tres cartas de la seis a la dos") == ["move", "6", "2", "3"])
        #expect(read(s, "mueve las dos cartas de la 6 a la 2") == ["move", "6", "2", "2"])
        // A clause that says the run from the card named moves with it: the move without it.
        for clause in ["con las de debajo", "con su escalera", "con todo lo que tiene"] {
            #expect(
                read(s, "mueve el cinco de picas \(clause) sobre el seis de diamantes")
                    == read(s, "mueve el cinco de picas sobre el seis de diamantes"), "\(clause)")
            #expect(
                read(s, "ahora la jota de corazones \(clause) encima de la reina de picas")
                    == read(s, "ahora la jota de corazones encima de la reina de picas"), "\(clause)")
        }
        #expect(read(s, "mueve el cinco de picas sobre el seis de diamantes") != nil)
        // «las tres de la seis»: three cards, from column 6 (not column 3).
        #expect(read(s, "mueve las tres de la seis a la dos") == ["move", "6", "2", "3"])
        // «la columna uno»: column 1, not an ace.
        #expect(read(s, "mueve toda la columna uno encima del ocho de corazones") == ["move", "1", "♥8"])
    }

    @Test func koreanMovesInWords() {
        let s = KlondikePhrasesTests.session(.ko)
        #expect(read(s, "3번 열 7을 4번 열 8 위에") == ["move", "7*", "8*"])
        let onto = s.handle("클로버3 다이아4 위에 올려놔")
        #expect(!onto.contains("읽을 수 없어요"), "\(onto)")
    }

    /// `¿puedo poner el dos de corazones en el tres de tréboles?`: the rule's answer, the move
    /// tried and never played.
    @Test func aMoveAskedAboutGetsTheRule() {
        let s = KlondikePhrasesTests.session(.es, seed: 3)
        let before = (s.tables[.klondike] as? KlondikeTable)?.game.position
        let refused = s.handle("¿puedo poner el diez de diamantes en la reina de tréboles?")
        #expect(refused.contains("no puede ir sobre el ♣Q"), "\(refused)")
        let allowed = s.handle("¿puedo mover 1 2?")
        #expect(!allowed.contains("No sé contestar"), "\(allowed)")
        #expect((s.tables[.klondike] as? KlondikeTable)?.game.position == before)
    }

    @Test func questionsGetTheirAnswers() {
        let es = KlondikePhrasesTests.session(.es)
        #expect(es.handle("¿cómo se gana?").contains("▸ objetivo"))
        let lost = es.handle("¿en qué jugada la he perdido?")
        #expect(
            ["klondike.quick.winnable", "klondike.quick.lost", "klondike.quick.undecided"].contains {
                lost.contains(start(.es, $0))
            }, "\(lost)")
        let ko = KlondikePhrasesTests.session(.ko)
        let what = ko.handle("뭐 둘까요?")
        #expect(!what.contains("답할 수 없어요"), "\(what)")
        let assisted = ko.handle("힌트 쓰면 도움받은 판이 돼요?")
        #expect(assisted.contains("▸ 솔버"), "\(assisted)")
    }
}

/// `vale, hazlo` after a hint plays the hint's move (journaled as that move); with no advice
/// for the table as it is, it says what gives one.
@Suite struct KlondikeDoItTests {
    @Test(arguments: [(Language.es, "vale, hazlo", "pista"), (.en, "do it", "hint"), (.ko, "그렇게 해 줘", "힌트")])
    func doItPlaysTheHint(_ language: Language, _ line: String, _ hint: String) {
        let s = KlondikePhrasesTests.session(language, seed: 5)
        let none = s.handle(line)
        #expect(none.contains(PlayTestReadingTests.start(language, "question.doit.none")), "\(none)")
        _ = s.handle(hint)
        let advised = (s.tables[.klondike] as? KlondikeTable)?.adviceCommand
        #expect(advised != nil)
        _ = s.handle(line)
        #expect((s.tables[.klondike] as? KlondikeTable)?.game.position.moves == 1)
    }
}
