import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import SetConsole
@testable import SetGame
@testable import SieteYMedia
@testable import SieteYMediaConsole

/// What newcomers typed at the tables in the re-test: read as they meant it, and every text
/// about a thing says the same as the others.
@Suite struct RetestTableTests {
    private func session(_ language: Language, seed: UInt64, game: GameID, coach: Bool = false) -> Session {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: language, seed: seed, colour: false,
            width: nil, clock: REPL.scriptedClock(), store: .inMemory(), asks: false)
        _ = s.opening(game: game)
        if coach { _ = s.handle("coach on") }
        return s
    }

    private func word(_ command: CommandID, _ language: Language) -> String {
        Localizer(catalogs: Repository.catalogs, language: language).commandWord(command)
    }

    /// “I can't see a set” asks for help: the hint (its cost said, or free with the coach),
    /// never three cards dealt and a scolding.
    @Test func aLineThatCannotSeeASetIsTheHint() {
        for coach in [false, true] {
            for (language, line) in [
                (Language.ko, "세트가 안 보여요"), (.ko, "세트를 못 찾겠어요"), (.es, "no encuentro ninguno"),
                (.es, "no veo ningún set"), (.en, "I can't find a set"),
            ] {
                let said = session(language, seed: 2, game: .set, coach: coach)
                let typed = session(language, seed: 2, game: .set, coach: coach)
                #expect(said.handle(line) == typed.handle(word(.hint, language)), "\(language) \(line) coach \(coach)")
            }
        }
    }

    /// With the coach on the hint is free: a question the hint answers runs it, never saying
    /// that each step costs points.
    @Test func aQuestionWithTheCoachOnIsTheFreeHint() {
        for (language, line) in [(Language.es, "¿cuántos sets hay?"), (.ko, "세트 몇 개 있어?")] {
            let asked = session(language, seed: 7, game: .set, coach: true)
            let hinted = session(language, seed: 7, game: .set, coach: true)
            #expect(asked.handle(line) == hinted.handle(word(.hint, language)), "\(language) \(line)")
        }
    }

    /// Korean all-words after a number (`백 개 다 걸래요`, `10개 전부 걸게요`): a bet of all the
    /// chips the table allows, never a refusal quoting English.
    @Test func aNumberThenAllIsABetOfAll() {
        for (line, chips, bet) in [("백 개 다 걸래요", 100, 50), ("10개 전부 걸게요", 10, 10)] {
            let s = session(.ko, seed: 1, game: .sieteymedia)
            _ = s.handle("모드 베팅")
            PlayTestWordsTests.changeTable(s) { $0.stakes?.bankroll = chips }
            let out = s.handle(line)
            #expect(out.contains("칩 \(bet)개를 걸었어요"), "\(line): \(out)")
            #expect(!out.contains("all"), "\(line): \(out)")
        }
    }

    /// Siete y media as the re-testers said it: each line does what it says.
    @Test func sieteYMediaPhrases() {
        let lines: [(Language, String, CommandID)] = [
            (.ko, "카드 한 장", .hit), (.ko, "한 장 줘", .hit), (.es, "me arriesgo, pido", .hit),
        ]
        for (language, line, command) in lines {
            let said = session(language, seed: 1, game: .sieteymedia)
            let typed = session(language, seed: 1, game: .sieteymedia)
            #expect(said.handle(line) == typed.handle(word(command, language)), "\(language) \(line)")
        }
        // Stand, said with what it stops (`이제 그만 받을래요`).
        let stand = session(.ko, seed: 1, game: .sieteymedia)
        let stood = session(.ko, seed: 1, game: .sieteymedia)
        _ = stand.handle(word(.hit, .ko))
        _ = stood.handle(word(.hit, .ko))
        #expect(stand.handle("이제 그만 받을래요") == stood.handle(word(.stand, .ko)))
        // A fresh stack asked for in words.
        let chips = session(.ko, seed: 1, game: .sieteymedia)
        _ = chips.handle("모드 베팅")
        PlayTestWordsTests.changeTable(chips) { $0.stakes?.bankroll = 0 }
        let stack = chips.handle("칩 다시 받을래요")
        #expect((chips.tables[.sieteymedia] as? SieteYMediaTable)?.stakes?.rebuys == 1, "\(stack)")
        // Ties to the bank said with words around the choice.
        let ties = session(.es, seed: 1, game: .sieteymedia)
        _ = ties.handle("modo apuestas")
        _ = ties.handle("empates para la banca")
        #expect((ties.tables[.sieteymedia] as? SieteYMediaTable)?.stakes?.nextOptions.bankWinsTies == true)
    }

    /// A change of the bet mid-hand, however said, meets the rule: the bet is fixed once the
    /// cards come (as `bet 40` is told), never another game's command.
    @Test func aBetChangedMidHandIsTheFixedBetRule() {
        for (language, line) in [(Language.ko, "베팅 10 더"), (.es, "subo la apuesta a cuarenta")] {
            let said = session(language, seed: 1, game: .sieteymedia)
            let typed = session(language, seed: 1, game: .sieteymedia)
            for s in [said, typed] {
                _ = s.handle(language == .ko ? "모드 베팅" : "modo apuestas")
                _ = s.handle("\(word(.wager, language)) 10")
            }
            #expect(said.handle(line) == typed.handle("\(word(.wager, language)) 40"), "\(language) \(line)")
        }
    }

    /// Questions a rules section or the hint answers.
    @Test func sieteYMediaQuestions() {
        let ties = session(.es, seed: 1, game: .sieteymedia)
        #expect(ties.handle("¿y si los dos llegamos a siete y media quién gana?").contains("▸ empates"))
        let average = session(.es, seed: 1, game: .sieteymedia)
        #expect(average.handle("¿qué quiere decir que plantarse vale de media -4,55 fichas?").contains("−4,55 fichas"))
        for line in ["멈출까요?", "5점 반인데 어떡하죠"] {
            let asked = session(.ko, seed: 1, game: .sieteymedia)
            let hinted = session(.ko, seed: 1, game: .sieteymedia)
            _ = asked.handle(word(.hit, .ko))
            _ = hinted.handle(word(.hit, .ko))
            #expect(asked.handle(line) == hinted.handle(word(.hint, .ko)), "\(line)")
        }
        let lobby = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .es, seed: 1, colour: false, width: nil,
            clock: REPL.scriptedClock(), store: .inMemory(), asks: false)
        _ = lobby.opening(game: nil)
        let learn = lobby.handle("hola, nunca he jugado a nada de esto. ¿cómo aprendo la siete y media?")
        #expect(learn.contains("Para aprender") && learn.contains("aprender siete"), "\(learn)")
    }
}

extension RetestTableTests {
    /// At Set: a card number in words alone (`넷`, `아홉`), `가져갈래` (take the set), and a
    /// command after talk (`ya lo veo! tocar 1 6 12`, `no hay ninguno, repartir`, `los tres
    /// cuadrados morados: 2, 7 y 8`) are done as typed plainly.
    @Test func setLinesAfterTalkOrInWords() {
        let lines: [(Language, String, String)] = [
            (.ko, "넷", "\(word(.tap, .ko)) 4"), (.ko, "아홉", "\(word(.tap, .ko)) 9"),
            (.es, "ya lo veo! tocar 1 6 12", "tocar 1 6 12"), (.es, "no hay ninguno, repartir", "repartir"),
            (.es, "los tres cuadrados morados: 2, 7 y 8", "tocar 2 7 8"),
        ]
        for (language, line, plain) in lines {
            let said = session(language, seed: 2, game: .set)
            let typed = session(language, seed: 2, game: .set)
            #expect(said.handle(line) == typed.handle(plain), "\(language) \(line)")
        }
        // Seed 2 deals a set at 1, 8 and 12: selected, then taken with `가져갈래`.
        let take = session(.ko, seed: 2, game: .set)
        let plain = session(.ko, seed: 2, game: .set)
        for s in [take, plain] { _ = s.handle("\(word(.tap, .ko)) 1 8 12") }
        #expect(take.handle("가져갈래") == plain.handle("가져가기"))
        // Talk, then a question: nothing is done.
        let asked = session(.es, seed: 2, game: .set)
        let before = asked.handle(word(.table, .es))
        _ = asked.handle("no encuentro ninguno, ¿pongo más cartas?")
        #expect(asked.handle(word(.table, .es)) == before)
    }
}

extension RetestTableTests {
    /// Poker: `paso otra vez`, `no apuesto nada` are a check; the table section answering
    /// `¿qué es el crupier?` points to the betting section by its command, never “below”.
    @Test func pokerChecksAndTheTablePointer() {
        for line in ["paso otra vez", "no apuesto nada"] {
            let said = session(.es, seed: 6, game: .poker)
            let typed = session(.es, seed: 6, game: .poker)
            for s in [said, typed] {
                // Up to the player's first turn with nothing owed.
                for _ in 0..<3 where !s.handle("pista").contains("pasar") { _ = s.handle("igualar") }
            }
            #expect(said.handle(line) == typed.handle("pasar"), "\(line)")
        }
        let asked = session(.es, seed: 6, game: .poker)
        let out = asked.handle("¿qué es el crupier?")
        #expect(!out.contains("abajo") && out.contains("«reglas apuestas»"), "\(out)")
    }
}

extension RetestTableTests {
    /// Korean poker as the re-tester typed it: `그냥 넘길게요` checks, `베팅할래` bets, and a line
    /// ending in a request for help or a worry (`…힌트 좀`, `…위험한가요?`) is the hint.
    @Test func koreanPokerLines() {
        let poker = GameID("poker")
        let lines: [(String, String)] = [
            ("그냥 넘길게요", word(CommandID("check", of: poker), .ko)),
            ("베팅할래", word(CommandID("bet", of: poker), .ko)),
            ("딜러도 클로버가 두 장인데 위험한가요?", word(.hint, .ko)),
            ("상대가 레이즈했는데 무서워요. 힌트 좀", word(.hint, .ko)),
        ]
        for (line, plain) in lines {
            let said = session(.ko, seed: 6, game: poker)
            let typed = session(.ko, seed: 6, game: poker)
            for s in [said, typed] {
                for _ in 0..<3 where !s.handle(word(.hint, .ko)).contains("체크") { _ = s.handle("콜") }
            }
            #expect(said.handle(line) == typed.handle(plain), "\(line)")
        }
    }
}
