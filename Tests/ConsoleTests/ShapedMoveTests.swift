import Catalog
import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Console
@testable import SieteYMediaConsole

/// Klondike moves named as people say them: a card by its rank onto a card by its rank
/// (`mueve el 6 al 7`, `6을 7 위에`), the king to the empty column (`빈 칸에 킹`); what is
/// said when no move or several fit; refusals that show cards as the language writes them.
@Suite struct ShapedMoveTests {
    private func said(_ language: Language, _ key: String, _ args: Argument...) -> String {
        Self.flat(Localizer(catalogs: Repository.catalogs, language: language).text(Message(key: key, args: args)))
    }

    /// Output as one line: the session wraps long lines at the terminal's width.
    static func flat(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    @Test func aRankOntoARankWithNoSuchMoveSaysSoNotThatItIsAColumn() {
        let s = session(.es, seed: 7, game: .klondike)
        let out = Self.flat(s.handle("mueve el 6 al 7"))
        #expect(
            out.contains(
                said(
                    .es, "klondike.refused.shape", .message(Message("card.french.rank.6")),
                    .message(Message("card.french.rank.7")),
                    .command(.hint))), "\(out)"
        )
        #expect(!out.contains(text("input.card.rank.unclear", .es).prefix(10)), "\(out)")
        let ko = session(.ko, seed: 7, game: .klondike)
        let korean = Self.flat(ko.handle("6을 7 위에"))
        #expect(
            korean.contains(
                said(
                    .ko, "klondike.refused.shape", .message(Message("card.french.rank.6")),
                    .message(Message("card.french.rank.7")),
                    .command(.hint))),
            "\(korean)")
    }

    @Test func theKingToAnEmptyColumnWhenNoneIsEmpty() {
        for (language, line) in [
            (Language.es, "el rey a la columna vacía"), (.ko, "빈 칸에 킹"), (.en, "king to the empty column"),
        ] {
            let out = Self.flat(session(language, seed: 7, game: .klondike).handle(line))
            #expect(out.contains(said(language, "klondike.refused.noempty")), "\(line): \(out)")
        }
    }

    @Test func aRefusalShowsCardsAsTheLanguageWritesThem() {
        let es = Self.flat(session(.es, seed: 7, game: .klondike).handle("mover xx 1"))
        #expect(es.contains("7c, Qp, 10d, At") && !es.contains("7h, Qs"), "\(es)")
        let ko = Self.flat(session(.ko, seed: 7, game: .klondike).handle("옮기기 xx 1"))
        #expect(ko.contains("하트7") && !ko.contains("7h, Qs"), "\(ko)")
        let tap = session(.es, seed: 7, game: .klondike).handle("tocar 1 2")
        #expect(tap.contains("9c") && !tap.contains("9h"), "\(tap)")
    }

    @Test func completionOffersCardsInTheLanguagesLetters() {
        // Seed 7 shows ♠5 and ♣2: Spanish 5p and 2t (picas, tréboles), English 5s and 2c.
        let es = session(.es, seed: 7, game: .klondike).completions(for: "tocar ")
        #expect(es.contains("5p") && es.contains("2t") && !es.contains("5s") && !es.contains("2c"), "\(es)")
        let en = session(.en, seed: 7, game: .klondike).completions(for: "tap ")
        #expect(en.contains("5s") && en.contains("2c"), "\(en)")
    }

    @Test func sevenAcesUpNamesTheAcesInPlainWords() {
        // `sube los ases`: the aces (none is face up yet), not the word «los».
        let out = session(.es, seed: 7, game: .klondike).handle("sube los ases")
        #expect(!out.contains("«los»") && !out.contains("«ases»"), "\(out)")
    }
}

/// La escoba as people say it: a sweep (`barrer con el dos`, `escoba`), a card named by its
/// value with its article (`tiro el cinco`), a value answer (`vale ocho`).
@Suite struct EscobaWordsTests {
    private func lesson(_ language: Language, _ lines: [String]) -> String {
        let s = session(language, seed: 7, game: nil)
        return lines.map { s.handle($0) }.joined(separator: "\n")
    }

    @Test func aSweepSaidInWordsSweepsTheLessonsTable() {
        for answer in ["escoba", "¡escoba!", "barrer con el dos", "barro la mesa con el dos"] {
            let out = lesson(.es, ["aprender escoba 4", "2", answer])
            #expect(out.contains(text("lesson.escoba.escoba.2.right", .es)), "\(answer): \(out)")
        }
        let ko = lesson(.ko, ["배우기 에스코바 4", "2", "싹쓸이"])
        #expect(ko.contains(text("lesson.escoba.escoba.2.right", .ko)), "\(ko)")
    }

    @Test func aValueSaidWithItsVerbIsTheAnswer() {
        let out = lesson(.es, ["aprender escoba 1", "vale ocho"])
        #expect(out.contains(text("lesson.escoba.values.1.right", .es)), "\(out)")
        #expect(!out.contains(text("lesson.escoba.unclear", .es)), "\(out)")
    }

    @Test func aCardNamedWithItsArticleIsTheCardOfThatValue() {
        // Seed 7: the sota de oros is card 2 in hand; the two twos are not guessed between.
        let s = session(.es, seed: 7, game: .escoba)
        let twin = session(.es, seed: 7, game: .escoba)
        #expect(s.handle("tiro la sota") == twin.handle("tirar 2"))
        let none = session(.es, seed: 7, game: .escoba).handle("barrer con el dos")
        #expect(none.contains("no barres la mesa"), "\(none)")
    }
}

/// A question about a term still gives the rules section, now that a question about what
/// to do (`¿me planto o pido?`) gives the hint: with `qué es`, and alone with its mark.
@Suite struct TermQuestionTests {
    @Test func aTermAskedGivesItsRulesSection() {
        let cases: [(Language, String, String)] = [
            (.es, "¿qué es pasarse?", "pasarse"), (.es, "¿pasarse?", "pasarse"), (.es, "¿la banca?", "banca"),
            (.es, "¿qué es la banca?", "banca"), (.ko, "버스트가 뭐예요?", "버스트"), (.ko, "버스트?", "버스트"),
            (.en, "what is a bust?", "bust"), (.en, "bust?", "bust"), (.en, "the bank?", "bank"),
        ]
        for (language, line, word) in cases {
            let s = session(language, seed: 7, game: .sieteymedia)
            let out = s.handle(line)
            let sections = SieteYMediaTable.rulesSections.filter {
                text("game.sieteymedia.rules.\($0.topic).words", language).split(separator: ",").contains { $0 == word }
            }
            #expect(sections.count == 1, "\(language) \(word)")
            let title =
                text("game.sieteymedia.rules.\(sections.first?.topic ?? "").words", language)
                .split(separator: ",").first.map(String.init) ?? "?"
            #expect(out.contains("▸ \(title)"), "\(language) \(line): \(out)")
        }
        // What to do is the hint, not a section.
        let hint = session(.es, seed: 7, game: .sieteymedia).handle("¿me planto o pido?")
        #expect(!hint.contains("▸"), "\(hint)")
    }
}
