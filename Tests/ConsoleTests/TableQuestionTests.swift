import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

/// Questions typed at a table (`¿qué es completar?`, `브링인이 뭐야?`, `왜 -5점이야?`, `어떻게 해야
/// 돼?`): answered from the rules, the commands' help, the hint or the table's last change,
/// never refused, never a command.
@Suite struct TableQuestionTests {
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

    private func localizer(_ language: Language) -> Localizer {
        Localizer(catalogs: Repository.catalogs, language: language)
    }

    @Test func aTermAskedAboutShowsTheRulesSectionThatNamesIt() {
        for (language, line) in [
            (Language.ko, "브링인이 뭐야?"), (.es, "¿qué es la obligada?"), (.en, "what is a bring-in?"),
            (.ko, "브링인이란?"),
        ] {
            let s = session(language, seed: 6, game: .poker)
            let out = s.handle(line)
            let opening = text(language, "game.poker.rules.opening")
            #expect(out.contains(String(opening[..<opening.firstIndex(of: "%")!])), "\(language) \(line): \(out)")
        }
        let pot = session(.es, seed: 6, game: .poker).handle("¿qué es el bote?")
        #expect(pot.contains(String(text(.es, "game.poker.rules.pots").prefix(30))), "\(pot)")
    }

    @Test func aCommandAskedAboutShowsItsHelp() {
        let out = session(.es, seed: 6, game: .poker).handle("que es completar?")
        #expect(out.contains(text(.es, "command.poker.complete.help")), "\(out)")
        let ko = session(.ko, seed: 6, game: .poker).handle("컴플리트가 뭐예요?")
        #expect(ko.contains(text(.ko, "command.poker.complete.help")), "\(ko)")
    }

    @Test func aTermNoRuleNamesGetsANeutralLine() {
        let s = session(.es, seed: 6, game: .poker)
        let out = s.handle("¿qué es un farol?")
        let line = localizer(.es).text(
            "question.term.unknown", .verbatim("un farol"), .verbatim(localizer(.es).string("game.poker.name")),
            .command(.rules), .command(.help))
        #expect(out.contains(line) || out.contains("«farol»"), "\(out)")
    }

    @Test func whatToDoIsTheHint() {
        for (language, line) in [(Language.es, "que jugada tengo?"), (.es, "no se que hacer"), (.ko, "어떻게 해야 돼?")] {
            let asked = session(language, seed: 6, game: .poker)
            let hinted = session(language, seed: 6, game: .poker)
            #expect(asked.handle(line) == hinted.handle(word(.hint, language)), "\(language) \(line)")
        }
    }

    /// Set's hint costs points: a question names it and costs nothing.
    @Test func aQuestionNeverCostsPoints() {
        let s = session(.ko, seed: 7, game: .set)
        let before = s.handle(word(.table, .ko))
        let out = s.handle("세트 몇 개 있어?")
        #expect(out.contains(localizer(.ko).text("question.hint.costs.set", .command(.hint))), "\(out)")
        #expect(s.handle(word(.table, .ko)) == before)
    }

    /// «Why do I have N points?» at a game with a score line: that line, which says what the
    /// points come from.
    @Test func whyThesePointsIsTheScoreLine() {
        for (language, line) in [(Language.es, "¿por qué tengo 0 puntos?"), (.en, "why do I have 0 points?")] {
            let s = session(language, seed: 7, game: GameID("matgo"))
            let out = s.handle(line)
            let start = String(text(language, "matgo.score.now").prefix(5))
            #expect(out.contains(start), "\(out)")
        }
    }

    /// «¿Cuánto vale la sota?» and «¿quién es mano?» at la escoba: the rules section that says it.
    @Test func whatACardIsWorthAndWhoLeads() {
        let s = session(.es, seed: 7, game: GameID("escoba"))
        #expect(s.handle("¿cuánto vale la sota?").contains(text(.es, "game.escoba.rules.cards")))
        #expect(s.handle("¿quién es mano?").contains(text(.es, "game.escoba.rules.deal")))
    }

    @Test func whyRepeatsWhatTheLastChangeSaid() {
        let s = session(.ko, seed: 7, game: .set)
        _ = s.handle("탭 1 2 3")
        let out = s.handle("왜 -5점이야?")
        #expect(out.contains(text(.ko, "question.why")), "\(out)")
        #expect(out.contains(localizer(.ko).text("set.mismatched", .int(5))), "\(out)")
        let es = session(.es, seed: 7, game: .set)
        _ = es.handle("tocar 1 2 3")
        #expect(es.handle("¿por qué -5 puntos?").contains(localizer(.es).text("set.mismatched", .int(5))))
    }
}
