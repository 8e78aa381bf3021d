import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import PokerConsole

/// Bets said as players say them at the betting table: with the chips they put in (`콜 3칩`,
/// `3칩 낼게요`, `completo a diez`, `pongo las tres fichas`), with the bring-in's own name (`la
/// obligada`), softened (`이번 판은 접을래요`); an amount that is not the limit's is explained.
@Suite struct PokerSaidBetsTests {
    static func atPoker(_ language: Language, seed: UInt64) -> Session {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: language, seed: seed, colour: false,
            width: nil, clock: REPL.scriptedClock(), store: .inMemory(), asks: false)
        _ = s.opening(game: nil)
        _ = s.handle("\(Localizer(catalogs: Repository.catalogs, language: language).commandWord(.play)) poker")
        return s
    }

    /// The first line of the reply: the player's own action, or why not.
    static func said(_ language: Language, seed: UInt64, _ line: String) -> String {
        atPoker(language, seed: seed).handle(line).split(separator: "\n").first.map(String.init) ?? ""
    }

    @Test func callsAndBetsSaidWithTheirChips() {
        // Seed 6: three chips owed (the bring-in) on third street.
        for (language, line, action) in [
            (Language.ko, "콜 3칩", "내가 3칩 콜했어요."), (.ko, "3칩 낼게요", "내가 3칩 콜했어요."),
            (.ko, "3칩 콜", "내가 3칩 콜했어요."), (.es, "pongo las tres fichas", "Igualas 3."),
            (.es, "igualo 3 fichas", "Igualas 3."), (.en, "call 3", "You call 3."),
            (.ko, "이번 판은 접을래요", "내가 다이했어요."),
        ] {
            #expect(Self.said(language, seed: 6, line) == action, "\(language) \(line)")
        }
        // Seed 1: the player brings in (3) or completes (to 10).
        for (language, line, action) in [
            (Language.es, "la obligada", "Abres con la obligada de 3."),
            (.es, "pongo las tres fichas", "Abres con la obligada de 3."),
            (.es, "completo a diez", "Completas hasta 10."),
            (.ko, "10칩 낼게요", "내가 10칩으로 컴플리트했어요."),
        ] {
            let first = Self.said(language, seed: 1, line)
            #expect(first.hasPrefix(action), "\(language) \(line): \(first)")
        }
    }

    @Test func anAmountThatIsNotTheLimitsIsExplained() {
        for (language, seed, line, amount, option) in [
            (Language.ko, UInt64(6), "콜 7칩", "7칩", "‘콜’(3칩)"), (.ko, 6, "5칩 낼게요", "5칩", "‘콜’(3칩)"),
            (.es, 1, "completo a 7", "7", "«obligada» (3)"), (.es, 1, "pongo 5 fichas", "5", "«obligada» (3)"),
        ] {
            let s = Self.atPoker(language, seed: seed)
            let out = s.handle(line)
            let limit = PlayTestReadingTests.start(language, "poker.amount.limit")
            #expect(out.contains(limit) && out.contains(amount) && out.contains(option), "\(language) \(line): \(out)")
            // Nothing done: the same options are still offered.
            #expect(s.handle(line) == out)
        }
    }

    /// In the guided hand (a lesson at the real table), a question asking what to do is the
    /// table's hint, and the step's hint speaks only the learner's language.
    @Test func askingWhatToDoInTheGuidedHandIsTheHint() throws {
        let guided = try #require(PokerTable.lessons.firstIndex { $0.key == "poker.guided" }) + 1
        for (language, line) in [(Language.ko, "어떻게 할까요?"), (.es, "¿qué hago?"), (.en, "what should I do?")] {
            let s = PlayTestReadingTests.session(language)
            let learn = Localizer(catalogs: Repository.catalogs, language: language).commandWord(.learn)
            _ = s.handle("\(learn) poker \(guided)")
            let out = s.handle(line)
            let advice = PlayTestReadingTests.start(language, "poker.bet.hint.do")
            #expect(out.contains(advice), "\(language) \(line): \(out)")
        }
        let ko = PlayTestReadingTests.text(.ko, "lesson.poker.guided.1.hint")
        #expect(!ko.contains { $0.isASCII && $0.isLetter }, "\(ko)")
    }
}
