import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import SetConsole
@testable import SetGame

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
        let out = s.handle("¿qué es un zorongo?")
        let line = localizer(.es).text(
            "question.term.unknown", .verbatim("un zorongo"), .verbatim(localizer(.es).string("game.poker.name")),
            .command(.rules), .command(.help))
        #expect(out.contains(line) || out.contains("«zorongo»"), "\(out)")
    }

    @Test func whatToDoIsTheHint() {
        for (language, line) in [
            (Language.es, "que jugada tengo?"), (.es, "no se que hacer"), (.ko, "어떻게 해야 돼?"),
            // A question that offers two commands.
            (.es, "¿apuesto o paso?"), (.es, "¿igualo o me retiro?"), (.en, "call or fold?"), (.ko, "콜 아니면 다이?"),
        ] {
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

    /// The first line of a rules section, as the catalog has it (up to its first placeholder).
    private func sectionStart(_ language: Language, _ key: String) -> String {
        // The longest stretch of the text between placeholders (and Korean particle choices).
        let full = text(language, key)
        let stretches = full.split(separator: "%").enumerated().map { (index, part) -> Substring in
            guard index > 0 || full.hasPrefix("%"), let end = part.firstIndex(where: { $0 == "@" || $0 == "d" })
            else { return part }
            var rest = part[part.index(after: end)...]
            if rest.hasPrefix("{"), let close = rest.firstIndex(of: "}") { rest = rest[rest.index(after: close)...] }
            return rest
        }
        return String((stretches.max { $0.count < $1.count } ?? "").prefix(40))
    }

    /// A question is never answered with a command to try: a section a word of it names,
    /// the hint for a should-I question, or a line saying what is accepted.
    @Test func aQuestionNeverGetsACommandSuggested() {
        let es = localizer(.es)
        let suggest = es.text("console.unknown.suggest", .verbatim("X"), .verbatim("Y"), .command(.help))
        let marker = String(suggest[suggest.index(after: suggest.firstIndex(of: "»")!)...].prefix(12))
        for (language, game, line, key) in [
            (Language.es, GameID.sieteymedia, "¿cuánto vale el caballo?", "game.sieteymedia.rules.values"),
            (.es, .sieteymedia, "¿cuándo se gana?", "game.sieteymedia.rules.play"),
            (.en, .sieteymedia, "how much is the knight worth?", "game.sieteymedia.rules.values"),
            (.ko, .sieteymedia, "기사는 얼마예요?", "game.sieteymedia.rules.values"),
        ] {
            let out = session(language, seed: 7, game: game).handle(line)
            #expect(out.contains(sectionStart(language, key)), "\(language) \(line): \(out)")
            if language == .es { #expect(!out.contains(marker), "\(line): \(out)") }
        }
        for (language, line) in [
            (Language.es, "¿me conviene seguir?"), (.en, "should I keep going?"), (.ko, "더 받는 게 좋을까?"),
            (.ko, "더 받아도 될까요?"), (.es, "¿debo pedir?"),
        ] {
            let asked = session(language, seed: 7, game: .sieteymedia)
            let hinted = session(language, seed: 7, game: .sieteymedia)
            #expect(asked.handle(line) == hinted.handle(word(.hint, language)), "\(language) \(line)")
        }
        for (language, line) in [(Language.es, "¿y esto cómo va?"), (.en, "what about this?"), (.ko, "이거 맞나요")] {
            let out = session(language, seed: 7, game: .sieteymedia).handle(line)
            let neutral = localizer(language).text(
                "question.asked.unanswered", .command(.rules), .command(.hint), .command(.help))
            #expect(out.contains(neutral), "\(language) \(line): \(out)")
        }
    }

    /// A question for the hint with more words after it is still the hint.
    @Test func aHintQuestionWithWordsAfterItIsTheHint() {
        for (language, line) in [
            (Language.es, "¿qué hago, pido o me planto?"), (.en, "what should i do, hit or stand?"),
        ] {
            let asked = session(language, seed: 7, game: .sieteymedia)
            let hinted = session(language, seed: 7, game: .sieteymedia)
            #expect(asked.handle(line) == hinted.handle(word(.hint, language)), "\(language) \(line)")
        }
    }

    /// A word another game takes means this game's command where this game has one.
    @Test func aWordOfThisGameIsReadHereFirst() {
        for (language, line) in [(Language.es, "sigo"), (.ko, "고"), (.en, "keep going")] {
            let typed = session(language, seed: 7, game: .sieteymedia)
            let hit = session(language, seed: 7, game: .sieteymedia)
            #expect(typed.handle(line) == hit.handle(word(CommandID("hit", of: .sieteymedia), language)), "\(line)")
        }
    }

    /// A term is answered from the section that explains it.
    @Test func aTermIsAnsweredFromTheSectionThatExplainsIt() {
        for (language, game, line, key) in [
            (Language.es, GameID.klondike, "¿qué significa la w?", "game.klondike.rules.piles"),
            (.en, .klondike, "what does w mean?", "game.klondike.rules.piles"),
            (.es, .set, "¿qué es un set?", "game.set.rules.sets"),
            (.en, .set, "what is a set?", "game.set.rules.sets"),
            (.es, .poker, "¿qué quiere decir apuestas 10/20?", "game.poker.rules.limits"),
            (.es, .poker, "¿qué es la apuesta pequeña?", "game.poker.rules.limits"),
            (.en, .poker, "what is the small bet?", "game.poker.rules.limits"),
            (.ko, .poker, "스몰 베팅이 뭐야?", "game.poker.rules.limits"),
            (.ko, .poker, "앤티가 뭐예요?", "game.poker.rules.betting.intro"),
            (.ko, .poker, "앤티는 뭐예요?", "game.poker.rules.betting.intro"),
            (.ko, .poker, "규칙 앤티", "game.poker.rules.betting.intro"),
            (.ko, .poker, "히든이 뭐예요", "game.poker.rules.deal"),
            (.es, .poker, "¿qué es un out?", "game.poker.rules.tools"),
            (.es, .poker, "¿qué es un farol?", "game.poker.rules.pots"),
            (.es, .poker, "¿qué es una calle?", "game.poker.rules.deal"),
            (.en, .poker, "what is a bluff?", "game.poker.rules.pots"),
            (.en, .poker, "what is the ante?", "game.poker.rules.betting.intro"),
        ] {
            let out = session(language, seed: 7, game: game).handle(line)
            #expect(out.contains(sectionStart(language, key)), "\(language) \(line): \(out)")
        }
    }

    /// With a set selected, the status line asks to deal “to go on”: saying so deals.
    @Test func goingOnWithASetSelectedDeals() throws {
        for (language, line) in [(Language.es, "seguir"), (.es, "sigue"), (.en, "continue"), (.ko, "계속")] {
            let said = session(language, seed: 7, game: .set)
            let dealt = session(language, seed: 7, game: .set)
            let table = try #require(said.tables[.set] as? SetTable)
            let (a, b, c) = try #require(SetFinder.firstSet(in: table.game.table))
            let tap = "\(word(.tap, language)) \(a + 1) \(b + 1) \(c + 1)"
            #expect(said.handle(tap) == dealt.handle(tap))
            #expect(said.handle(line) == dealt.handle(word(.deal, language)), "\(language) \(line)")
        }
        // With no set selected it is still only said what to do.
        let s = session(.es, seed: 7, game: .set)
        let out = s.handle("seguir")
        #expect(out.contains(localizer(.es).text("question.goingon.set", .command(.tap), .command(.deal))), "\(out)")
    }

    /// At siete y media `otra` is a card during a hand and another hand once it has ended.
    @Test func anotherAfterTheHandIsANewHand() {
        for (language, line, before) in [
            (Language.es, "otra", ["pedir", "plantarse"]), (.es, "y otra", ["pedir", "plantarse"]),
            (.en, "another", ["hit", "stand"]),
        ] {
            let said = session(language, seed: 7, game: .sieteymedia)
            let dealt = session(language, seed: 7, game: .sieteymedia)
            for typed in before { #expect(said.handle(typed) == dealt.handle(typed)) }
            #expect(said.handle(line) == dealt.handle(word(.new, language)), "\(language) \(line)")
        }
        let playing = session(.es, seed: 7, game: .sieteymedia)
        let hit = session(.es, seed: 7, game: .sieteymedia)
        #expect(playing.handle("otra") == hit.handle("pedir"))
    }

    /// In the lobby a game named alone says how to play or learn it; asked about, its rules.
    @Test func aGameNamedInTheLobbyIsPointedTo() {
        let lobby = { (language: Language) -> Session in
            let s = Session(
                games: Registry.games, catalogs: Repository.catalogs, language: language, seed: 7, colour: false,
                width: nil)
            _ = s.opening(game: nil)
            return s
        }
        let ko = localizer(.ko)
        for line in ["포커", "포커 하고 싶어요"] {
            let out = lobby(.ko).handle(line)
            let named = ko.text(
                "console.game.named", .verbatim(ko.string("game.poker.name")),
                .commandWith(.play, argumentKey: "game.poker.aliases"),
                .commandWith(.learn, argumentKey: "game.poker.aliases"))
            #expect(out.contains(named), "\(line): \(out)")
        }
        let asked = lobby(.ko).handle("세븐앤하프가 뭐예요?")
        #expect(asked.contains(text(.ko, "game.sieteymedia.rules.values")), "\(asked)")
    }

    /// Asking for one more hint is the hint, at Set and where “one more” is a card.
    @Test func oneMoreHintIsTheHint() {
        for (language, game, line) in [
            (Language.ko, GameID.set, "하나 더 알려주세요"), (.ko, .sieteymedia, "하나 더 알려주세요"),
            (.es, .set, "dame otra pista"), (.en, .set, "one more hint"),
        ] {
            let asked = session(language, seed: 7, game: game)
            let hinted = session(language, seed: 7, game: game)
            #expect(asked.handle(line) == hinted.handle(word(.hint, language)), "\(language) \(line)")
        }
    }

    /// A command said after a word that only softens it is the command.
    @Test func aCommandAfterASofteningWordIsTheCommand() {
        for (language, game, line, command) in [
            (Language.ko, GameID.poker, "그래도 콜할게요", "콜"), (.ko, .sieteymedia, "그냥 받기", "받기"),
            (.es, .sieteymedia, "bueno, pido", "pedir"), (.en, .sieteymedia, "well, hit", "hit"),
            // Korean tables' words: 패스 is a check, 따라가요 a call.
            (.ko, .poker, "따라가요", "콜"), (.ko, .poker, "패스", "체크"),
        ] {
            let said = session(language, seed: 6, game: game)
            let plain = session(language, seed: 6, game: game)
            #expect(said.handle(line) == plain.handle(command), "\(language) \(line)")
        }
    }
}
