import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

/// What newcomers typed in the play-tests, at the tables and in the lessons: read as they
/// meant it, or answered with what works; never “unknown”, never told a right answer is wrong,
/// and never an action taken without a word.
@Suite struct PlayTestReadingTests {
    static func session(_ language: Language, seed: UInt64 = 1) -> Session {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: language, seed: seed, colour: false,
            width: nil, clock: REPL.scriptedClock(), store: .inMemory(), asks: false)
        _ = s.opening(game: nil)
        return s
    }

    static func text(_ language: Language, _ key: String) -> String {
        Localizer(catalogs: Repository.catalogs, language: language).text(key)
    }

    /// The start of a catalog text, before its first argument: enough to find it in a reply.
    static func start(_ language: Language, _ key: String) -> String {
        let text = Repository.catalogs.tables[language]?[key] ?? ""
        return String(text.prefix { $0 != "%" && $0 != "{" }.prefix(30))
    }

    /// A bet sized by the player (half the pot, the pot), as Korean and Spanish players type it,
    /// alone or after `bet`: bets here are fixed amounts, and what works is named.
    @Test func aBetSizedByThePlayerIsExplained() {
        let lines: [(Language, String, String)] = [
            (.ko, "포커", "하프"), (.ko, "포커", "베팅 하프"), (.ko, "포커", "팟"), (.ko, "포커", "풀"),
            (.ko, "포커", "하프 베팅"), (.es, "póquer", "media"), (.es, "póquer", "medio bote"),
            (.es, "póquer", "apuesto el bote"), (.es, "póquer", "subir la mitad"), (.en, "poker", "half pot"),
            (.en, "poker", "bet the pot"), (.en, "poker", "raise half"),
        ]
        for language in Language.allCases { #expect(!Self.start(language, "poker.sized.explain").isEmpty) }
        for (language, game, line) in lines {
            let s = Self.session(language)
            let play = Localizer(catalogs: Repository.catalogs, language: language).commandWord(.play)
            _ = s.handle("\(play) \(game)")
            let out = s.handle(line)
            #expect(out.contains(Self.start(language, "poker.sized.explain")), "\(language) \(line): \(out)")
        }
        // All in: there is no such command, and it is said so (also after `bet`).
        for (language, line) in [(Language.ko, "올인"), (.ko, "베팅 올인"), (.es, "voy con todo"), (.en, "all in")] {
            let s = Self.session(language)
            _ = s.handle("\(Localizer(catalogs: Repository.catalogs, language: language).commandWord(.play)) poker")
            let out = s.handle(line)
            #expect(out.contains(Self.start(language, "poker.allin.explain")), "\(language) \(line): \(out)")
        }
    }

    /// `다이` is fold, as Korean players say it.
    @Test func dieIsFold() {
        let s = Self.session(.ko, seed: 4)
        _ = s.handle("\(Localizer(catalogs: Repository.catalogs, language: .ko).commandWord(.play)) 포커")
        let out = s.handle("다이")
        #expect(out.contains("내가 다이했어요"), "\(out)")
    }
}
