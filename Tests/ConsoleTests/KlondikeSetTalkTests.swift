import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import SetConsole
@testable import SetGame

/// What newcomers typed at Klondike (in Spanish) and at Set (in Korean) and how the table
/// answers: a sign asked about, “why?” after a hint, a rule asked in words.
@Suite struct KlondikeSetTalkTests {
    private func text(_ language: Language, _ key: String) -> String {
        Repository.catalogs.tables[language]![key]!
    }

    /// Lines whole (no terminal width), so that a text is found as the catalog has it.
    private func session(_ language: Language, seed: UInt64, game: GameID) -> Session {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: language, seed: seed, colour: false,
            width: nil)
        _ = s.opening(game: game)
        return s
    }

    /// A sign of the table (`↻`, `▒▒`) is found in the rules' text that explains it.
    @Test func aSignAskedAboutIsFoundInTheRules() {
        for language in Language.allCases {
            let s = session(language, seed: 2, game: .klondike)
            let piles = String(text(language, "game.klondike.rules.piles").prefix(25))
            for sign in ["↻", "▒▒"] {
                let line =
                    language == .ko ? "\(sign) 뭐예요?" : language == .es ? "¿qué significa \(sign)?" : "what is \(sign)?"
                let out = s.handle(line)
                #expect(out.contains(piles), "\(language) \(line): \(out)")
            }
        }
    }

    /// “Why?” right after a hint is the hint's reason, not the table's last change; after a
    /// move it is the last change again.
    @Test func whyAfterAHintIsTheHintsReason() {
        let reasons = ["solver", "foundation", "turn", "waste", "king", "down", "draw", "finish"]
        for language in Language.allCases {
            let s = session(language, seed: 2, game: .klondike)
            let hinted = s.handle(word(.hint, language))
            let why = s.handle(language == .ko ? "왜요?" : language == .es ? "¿por qué?" : "why?")
            let said = reasons.map { text(language, "klondike.hint.why.\($0)") }
            #expect(said.contains { why.contains($0) }, "\(language): \(hinted) → \(why)")
            _ = s.handle(word(.draw, language))
            let after = s.handle(language == .ko ? "왜요?" : language == .es ? "¿por qué?" : "why?")
            #expect(!said.contains { after.contains($0) }, "\(language): \(after)")
        }
    }
}

/// A rule asked in words that name no section is answered by the rules' sentence that shares
/// the most words with it.
@Suite struct RuleLineQuestionTests {
    private func session(_ language: Language) -> Session {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: language, seed: 2, colour: false,
            width: nil)
        _ = s.opening(game: .klondike)
        return s
    }

    @Test func aRuleAskedInWordsGetsTheRulesSentence() {
        for (line, said) in [
            ("¿cuántas veces puedo volver a pasar el mazo?", "las dos primeras veces son gratis"),
            ("¿puedo bajar una carta de la base?", "Una carta también puede bajar de una base a una columna"),
            ("¿qué pasa cuando se acaba el mazo?", "con el mazo vacío, devuelve el descarte al mazo"),
        ] {
            let out = session(.es).handle(line)
            #expect(out.contains(said), "\(line): \(out)")
        }
    }

    @Test func aQuestionSharingTooLittleIsStillUnanswered() {
        let out = session(.es).handle("¿cuánto cuesta un zorongo de madera?")
        #expect(out.contains("No sé contestar"), "\(out)")
    }
}

/// Set in Korean: numbers asked about are the pick, the words the table itself uses for
/// taking a set are understood, and a question about the deck or the sets is answered.
@Suite struct SetKoreanTalkTests {
    private func session(seed: UInt64 = 1) -> Session {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .ko, seed: seed, colour: false,
            width: nil)
        _ = s.opening(game: .set)
        return s
    }

    private func table(_ s: Session) -> SetTable? { s.tables[.set] as? SetTable }

    /// The numbers of a set on the table, from 1.
    private func aSet(_ s: Session) -> [Int]? {
        guard let table = table(s), let found = SetFinder.firstSet(in: table.game.table) else { return nil }
        return [found.0 + 1, found.1 + 1, found.2 + 1]
    }

    @Test func numbersThenAConfirmingQuestionAreThePick() throws {
        for coach in [false, true] {
            for ending in ["맞죠?", "맞나요?"] {
                let s = session()
                if coach { _ = s.handle("코치 켜기") }
                let numbers = try #require(aSet(s))
                let out = s.handle(numbers.map(String.init).joined(separator: " ") + " " + ending)
                #expect(table(s)?.game.setsFound == 1, "coach \(coach) \(ending): \(out)")
                #expect(table(s)?.game.freeHints ?? 0 == 0)
            }
        }
    }

    @Test func numbersThenTheVerbAndTalkAreThePick() throws {
        let s = session()
        let numbers = try #require(aSet(s))
        let out = s.handle(numbers.map { "\($0)번" }.joined(separator: " ") + " 골라 볼게요")
        #expect(table(s)?.game.setsFound == 1, "\(out)")
    }

    @Test func clearingAwayIsTaking() throws {
        for line in ["치우기", "치워 주세요"] {
            let s = session()
            let numbers = try #require(aSet(s))
            _ = s.handle(numbers.map(String.init).joined(separator: " "))
            let deck = try #require(table(s)?.game.deck.count)
            let out = s.handle(line)
            #expect(table(s)?.game.deck.count == deck - 3, "\(line): \(out)")
            #expect(table(s)?.game.selection.isEmpty == true)
        }
    }

    /// In the lessons too: the set taken in the table's own words, three more cards asked for.
    @Test func theLessonsTakeAndDealInWords() {
        let s = session()
        _ = s.handle("배우기 세트 3")
        _ = s.handle("고르기 2 4 6")
        let taken = s.handle("치워 주세요")
        #expect(taken.contains("레슨 완료"), "\(taken)")
        _ = s.handle("배우기 세트 4")
        _ = s.handle("아니요")
        let dealt = s.handle("세 장 더 놓기")
        #expect(dealt.contains("3단계 중 3단계"), "\(dealt)")
    }

    @Test func theDecksCountAskedIsTheTable() throws {
        let s = session()
        let deck = try #require(table(s)?.game.deck.count)
        let out = s.handle("덱에 카드 몇 장 남았어요?")
        #expect(out.contains("덱 \(deck)장"), "\(out)")
    }

    @Test func helpHasARowForTaking() {
        let out = session().handle("도움말")
        let row = Repository.catalogs.tables[.ko]!["console.help.take.set"]!
        #expect(out.contains(String(row.prefix(20))), "\(out)")
    }

    @Test func whetherThereIsASetIsTheHintsQuestion() {
        let asked = session().handle("여기 세트 있어요?")
        let hint = session().handle("세트가 안 보여요")
        #expect(asked == hint, "\(asked)")
    }
}

/// Klondike in Spanish: a plain yes after a hint plays it, and the cards are sent up in words.
@Suite struct KlondikeSpanishWordsTests {
    private func session(seed: UInt64 = 2) -> Session {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .es, seed: seed, colour: false,
            width: nil)
        _ = s.opening(game: .klondike)
        return s
    }

    @Test func yesAfterAHintPlaysIt() {
        for yes in ["sí", "vale"] {
            let (said, done) = (session(), session())
            _ = said.handle("pista")
            _ = done.handle("pista")
            let out = said.handle(yes)
            #expect(out == done.handle("vale, hazlo"), "\(yes): \(out)")
            #expect(!out.contains("no es un comando"))
        }
    }

    @Test func sendingThemAllUpIsAuto() {
        let s = session()
        _ = s.handle("aprender solitario 11")
        let out = s.handle("súbelas todas automáticamente")
        #expect(!out.contains("No he entendido"), "\(out)")
        #expect(out.contains("Paso 2 de 3"), "\(out)")
    }

    /// A card or a rank alone after “now”, no verb (`ahora el as`): up, as `sube` says.
    @Test func nowTheRankAloneGoesUp() {
        let out = session(seed: 6).handle("ahora el as")
        #expect(out == session(seed: 6).handle("sube el as"), "\(out)")
        #expect(!out.contains("no es un comando"))
    }

    /// A card put “on top of the seven” (`encima del siete`): the seven is a card's rank, not
    /// column 7, also in a lesson's step that asks for that move.
    @Test func ontoTheSevenIsTheCardsRank() {
        let s = session()
        _ = s.handle("aprender solitario 2")
        _ = s.handle("sí")
        _ = s.handle("no")
        let out = s.handle("pon el seis de picas encima del siete")
        #expect(!out.contains("No he entendido"), "\(out)")
        #expect(out.contains("Lección completada"), "\(out)")
    }

    /// Asking for a deal that can be won names the command that deals one; talk never deals.
    @Test func aWinnableDealAskedForNamesTheCommand() {
        let s = session()
        let out = s.handle("dame una partida que se pueda ganar, robando de una")
        #expect(out == session().handle("ayuda nueva"), "\(out)")
    }
}
