import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import CardKit
@testable import Catalog
@testable import Console
@testable import KlondikeConsole
@testable import PokerConsole
@testable import SetConsole
@testable import SieteYMedia
@testable import SieteYMediaConsole

func session(_ language: Language = .en, seed: UInt64 = 42, game: GameID? = .sieteymedia) -> Session {
    let s = Session(games: Registry.games, catalogs: Repository.catalogs, language: language, seed: seed, colour: false)
    _ = s.opening(game: game)
    return s
}

func word(_ id: CommandID, _ language: Language) -> String {
    Localizer(catalogs: Repository.catalogs, language: language).commandWord(id)
}

func text(_ key: String, _ language: Language) -> String {
    Repository.catalogs.tables[language]![key]!
}

@Suite struct SessionTests {
    @Test func theLobbyListsTheGamesAndHowToStartThem() {
        let s = Session(games: Registry.games, catalogs: Repository.catalogs, language: .es, seed: 1, colour: false)
        let out = s.opening(game: nil)
        #expect(out.contains(text("game.sieteymedia.title", .es)))
        #expect(out.contains(word(.play, .es)))
        #expect(s.prompt == "baraja [es]> ")
    }

    @Test func thePromptNamesTheGameAndTheLanguage() {
        #expect(session(.es).prompt == "siete y media [es]> ")
        #expect(session(.en).prompt == "siete y media [en]> ")
    }

    @Test func anUnknownWordSuggestsTheClosestCommandAndChangesNothing() {
        let s = session(.es)
        let before = s.handle(word(.table, .es))
        let out = s.handle("pedri")
        #expect(out.contains("pedir"))
        #expect(s.handle(word(.table, .es)) == before)
    }

    @Test func aGameCommandInTheLobbySaysWhichGameItBelongsTo() {
        let s = session(.en, game: nil)
        let out = s.handle("hit")
        #expect(out.contains(text("game.sieteymedia.name", .en)))
        #expect(out.contains(word(.play, .en)))
    }

    @Test func argumentsAreCheckedAndExplained() {
        let s = session(.en)
        #expect(s.handle("hit now").contains("“hit”"))
        let bad = s.handle("bank sometimes")
        #expect(bad.contains("sometimes") && bad.contains("real") && bad.contains("simple"))
        #expect(s.handle("lang xx").contains("ko"))
    }

    @Test func everyLanguagesWordsWorkWhateverTheCurrentLanguage() {
        for current in Language.allCases {
            for typed in Language.allCases {
                let s = session(current, seed: 9)
                let out = s.handle(word(.hit, typed))
                #expect(
                    out.contains(
                        Localizer(catalogs: Repository.catalogs, language: current).text(
                            .spanishCard(dealtFirst(seed: 9)))),
                    "\(typed) word in \(current)")
            }
        }
    }

    private func dealtFirst(seed: UInt64) -> SpanishCard {
        var game = SieteYMedia(seed: seed)
        _ = game.apply(.newHand)
        return game.deck.last!
    }

    @Test func switchingLanguageKeepsTheGameAndRedrawsTheTable() {
        let s = session(.en, seed: 5)
        _ = s.handle("hit")
        _ = s.handle("hit")
        let english = s.handle("table")
        let out = s.handle("lang ko")
        #expect(s.language == .ko)
        #expect(s.prompt.hasSuffix("[ko]> "))
        // The same hand, now in Korean: the table is drawn again at once.
        let korean = s.handle(word(.table, .ko))
        #expect(out.hasSuffix(korean))
        #expect(english != korean)
        _ = s.handle("lang en")
        #expect(s.handle("table") == english)
    }

    @Test func langAloneListsTheLanguagesAndMarksTheCurrentOne() {
        let out = session(.es).handle(word(.lang, .es))
        for code in ["en", "es", "ko"] { #expect(out.contains(code)) }
        #expect(out.contains(text("language.es.name", .es)))
    }

    @Test func languageNamesAreUnderstoodInEveryLanguage() {
        for language in Language.allCases {
            for name in Localizer(catalogs: Repository.catalogs, language: language).words("language.ko.names") {
                let s = session(.en)
                _ = s.handle("lang \(name)")
                #expect(s.language == .ko, "\(name)")
            }
        }
    }

    @Test func quitSaysGoodbyeInTheCurrentLanguage() {
        for language in Language.allCases {
            let s = session(language)
            #expect(s.handle(word(.quit, language)) == text("console.goodbye", language) + "\n")
            #expect(s.isFinished)
        }
    }

    @Test func rejectedCommandsChangeNothing() {
        let s = session(.en, seed: 3)
        let table = s.handle("table")
        for refused in ["stand", "bogus", "new now", "lang zz", "menu menu", "bank maybe", "play chess"] {
            _ = s.handle(refused)
            #expect(s.handle("table") == table, "\(refused)")
        }
    }

    @Test func menuLeavesTheGameWaitingAndPlayResumesIt() {
        let s = session(.en, seed: 8)
        _ = s.handle("hit")
        let table = s.handle("table")
        _ = s.handle("menu")
        #expect(s.place == .lobby)
        let back = s.handle("play 7.5")
        #expect(back.hasSuffix(table))
    }

    @Test func helpListsCommandsInTheCurrentLanguageAndExplainsOne() {
        let s = session(.es)
        let out = s.handle(word(.help, .es))
        #expect(out.contains(word(.hit, .es)) && out.contains(word(.stand, .es)))
        let about = s.handle("\(word(.help, .es)) hit")
        #expect(about.contains(text("command.sieteymedia.hit.help", .es)))
        // The words of the language in use only (a Spanish help line shows no Korean word).
        #expect(about.contains(word(.hit, .es)) && !about.contains(word(.hit, .ko)))
    }

    @Test func hintTeachesWithExactChances() {
        let s = session(.en, seed: 12)
        _ = s.handle("hit")
        let out = s.handle("hint")
        #expect(out.contains("%"))
        #expect(out.contains("“hit”") || out.contains("“stand”"))
    }
}

@Suite struct CompletionTests {
    @Test func commandWordsOfTheCurrentLanguage() {
        let s = session(.en)
        #expect(s.completions(for: "hi").sorted() == ["hint", "hit"])
        #expect(s.completions(for: "sta").contains("stand"))
        let es = session(.es)
        #expect(es.completions(for: "pla").contains("plantarse"))
    }

    /// Free-text arguments complete from the game's own suggestions: Klondike offers its
    /// legal moves word by word, and `new` its draw modes.
    @Test func klondikeMovesAndDrawModesComplete() {
        let s = Session(games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: 2, colour: false)
        _ = s.opening(game: .klondike)
        let moves = s.completions(for: "move ")
        #expect(!moves.isEmpty)
        for move in moves {
            let probe = Session(
                games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: 2, colour: false)
            _ = probe.opening(game: .klondike)
            let before = probe.handle("table")
            _ = probe.handle("move " + move)
            #expect(probe.handle("table") != before, "move \(move) should be legal and change the table")
        }
        let from = String(moves[0].split(separator: " ")[0])
        #expect(s.completions(for: "move \(from) ").allSatisfy { !$0.contains(" ") }, "the next word only")
        #expect(s.completions(for: "new ") == ["1", "3", "winnable"])
        #expect(s.completions(for: "tap ").contains("w"))
    }

    /// Completion never plays the game for you: Set offers card numbers, never a set.
    @Test func setCompletionGivesNoSetAway() {
        let s = Session(games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: 7, colour: false)
        _ = s.opening(game: .set)
        let numbers = s.completions(for: "tap ")
        #expect(numbers.count == 12 && numbers.allSatisfy { Int($0) != nil })
        #expect(s.completions(for: "tap 6 ").isEmpty)
    }

    /// `vale, sigo` at Set says how to go on (a neutral line), in every language; no move.
    @Test func goingOnAtSetSaysWhatToDoNext() {
        for (language, line, expected) in [
            (Language.es, "vale, sigo", "Sigue buscando"), (.en, "ok, go on", "Keep looking"),
            (.ko, "계속할게요", "테이블을 계속"),
        ] {
            let s = Session(
                games: Registry.games, catalogs: Repository.catalogs, language: language, seed: 7, colour: false)
            _ = s.opening(game: .set)
            let text = s.handle(line)
            #expect(text.contains(expected), "\(language): \(text)")
        }
    }

    @Test func koreanWordsComplete() {
        let s = session(.ko)
        let help = word(.help, .ko)
        let prefix = String(help.prefix(1))
        #expect(s.completions(for: prefix).contains(help))
    }

    @Test func otherLanguagesOnlyWhenTheCurrentHasNothing() {
        let s = session(.en)
        #expect(s.completions(for: "ped").contains("pedir"))
    }

    @Test func argumentsComplete() {
        let s = session(.en)
        #expect(s.completions(for: "lang ") == ["en", "es", "ko"])
        #expect(s.completions(for: "bank s") == ["simple"])
        #expect(
            s.completions(for: "play ").contains {
                Registry.games.id(named: $0, localizer: Localizer(catalogs: Repository.catalogs, language: .en))
                    == .sieteymedia
            })
        #expect(s.completions(for: "hit ") == [])
    }
}

@Suite struct InputSafetyTests {
    @Test func controlCharactersAreNeverEchoedRaw() {
        let s = session(.en)
        let out = s.handle("\u{1B}[31mred")
        #expect(!out.contains("\u{1B}"))
        #expect(out.contains("^[[31mred"))
        #expect(!s.handle("lang \u{07}").contains("\u{07}"))
    }
}

@Suite struct REPLTests {
    @Test func theLoopShowsTheOpeningRunsLinesAndSaysGoodbyeAtTheEnd() {
        let s = Session(games: Registry.games, catalogs: Repository.catalogs, language: .es, seed: 4, colour: false)
        let reader = ScriptedLineReader([.line("pedir"), .interrupted, .line("pista")])
        var out = ""
        REPL.run(s, reader: reader, write: { out += $0 }, game: .sieteymedia)
        #expect(s.isFinished)
        #expect(out.hasSuffix(text("console.goodbye", .es) + "\n"))
        #expect(reader.prompts.count == 4, "a prompt for each read, the interrupted one and the end included")
        #expect(reader.prompts.allSatisfy { $0 == "siete y media [es]> " })
    }

    @Test func quitEndsTheLoopWithoutReadingFurther() {
        let s = Session(games: Registry.games, catalogs: Repository.catalogs, language: .ko, seed: 4, colour: false)
        let reader = ScriptedLineReader([.line(word(.quit, .ko)), .line("pedir")])
        var out = ""
        REPL.run(s, reader: reader, write: { out += $0 }, game: nil)
        #expect(reader.prompts.count == 1)
        #expect(out.hasSuffix(text("console.goodbye", .ko) + "\n"))
    }
}

@Suite struct PolishTests {
    @Test func typosInArgumentsGetASuggestion() {
        let s = session(.en)
        #expect(s.handle("bank simpel").contains("“simple”"))
        #expect(s.handle("play seite").contains("“siete”"))
        #expect(s.handle("lang kr").contains("“ko”"))
    }

    @Test func aPrefixSuggestsTheShownWordOfTheCommand() {
        #expect(session(.en).handle("sta").contains("“stand”"))
    }

    @Test func aPrefixOfAKoreanWordSuggestsTheWord() {
        let s = session(.ko)
        let hint = word(.hint, .ko)
        #expect(s.handle(String(hint.prefix(1))).contains(hint))
    }

    @Test func playAloneGoesBackToTheWaitingGame() {
        let s = session(.en, seed: 2)
        _ = s.handle("hit")
        let table = s.handle("table")
        _ = s.handle("menu")
        #expect(s.handle("play").hasSuffix(table))
        #expect(s.place == .game(.sieteymedia))
    }

    @Test func bankStatusTellsThisHandFromTheNext() {
        let s = session(.en, seed: 2)
        _ = s.handle("hit")
        _ = s.handle("bank simple")
        let status = s.handle("bank")
        let localizer = Localizer(catalogs: Repository.catalogs, language: .en)
        #expect(status.contains(localizer.string("siete.bankmode.real")))
        #expect(status.contains(localizer.string("siete.bankmode.simple")))
        #expect(status.contains("“bank real”") && status.contains("“bank simple”"))
    }

    @Test func goodbyeSumsUpTheSession() {
        let s = session(.en, seed: 2)
        _ = s.handle("hit")
        _ = s.handle("stand")
        let out = s.handle("quit")
        #expect(out.contains("siete y media"))
        #expect(out.hasSuffix(text("console.goodbye", .en) + "\n"))
    }
}

@Suite struct SessionWidthTests {
    @Test func aSessionWithoutAWidthLeavesLinesWhole() {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: 1, colour: false, width: nil)
        _ = s.opening(game: .sieteymedia)
        let rules = s.handle("rules")
        #expect(rules.split(separator: "\n").contains { TextWidth.columns(String($0)) > 100 })
        s.resize(to: 50)
        #expect(s.handle("rules").split(separator: "\n").allSatisfy { TextWidth.columns(String($0)) <= 50 })
    }
}

/// A clock the test sets by hand.
private final class HandClock: @unchecked Sendable {
    var now = 0.0
    var read: @Sendable () -> Double { { self.now } }
}

@Suite struct GameClockTests {
    /// A game's clock runs only while its table is in view: time in the lobby, in a lesson or
    /// at another game is not counted.
    @Test func setsClockStopsAwayFromItsTable() throws {
        let hand = HandClock()
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: 1, colour: false, width: nil,
            clock: hand.read, asks: false)
        _ = s.opening(game: .set)
        func seconds() throws -> Int { try #require(s.tables[.set] as? SetTable).game.elapsedSeconds }
        hand.now = 10
        _ = s.handle("tap 1")
        #expect(try seconds() == 10)
        hand.now = 16
        _ = s.handle("menu")
        hand.now = 200
        _ = s.handle("play set")
        hand.now = 205
        _ = s.handle("tap 1")
        #expect(try seconds() == 21, "6 s before the lobby, 5 after it")
        hand.now = 207
        _ = s.handle("learn set 1")
        hand.now = 400
        _ = s.handle("menu")
        _ = s.handle("play klondike")
        hand.now = 500
        _ = s.handle("play set")
        hand.now = 501
        _ = s.handle("tap 2")
        #expect(try seconds() == 24, "2 s before the lesson, 1 after it")
    }
}
