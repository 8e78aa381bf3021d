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

/// What a Spanish newcomer typed at siete y media and Set, read as they meant it.
@Suite struct PlayTestWordsTests {
    /// A command read from a phrase, then talk after a break: the command is done, never
    /// refused for an argument the player did not type.
    @Test func talkAfterACommandDoesTheCommand() {
        let stand = TeachingTests.fresh(.es, seed: 1, game: .sieteymedia)
        _ = stand.handle("pedir")
        let stood = stand.handle("basta, no quiero más")
        #expect(stood.contains("Te plantas con") && !stood.contains("no lleva nada detrás"), "\(stood)")
        let hint = TeachingTests.fresh(.es, seed: 1, game: .sieteymedia)
        _ = hint.handle("pedir")
        let helped = hint.handle("ayúdame, no encuentro nada")
        #expect(helped.contains("Si te plantas con") && !helped.contains("no lleva nada detrás"), "\(helped)")
        let en = TeachingTests.fresh(.en, seed: 1, game: .sieteymedia)
        _ = en.handle("hit")
        let enough = en.handle("stand, that's enough")
        #expect(enough.contains("You stand on"), "\(enough)")
        // The command said again after it (Korean: `하나 더 받아요`).
        let ko = TeachingTests.fresh(.ko, seed: 1, game: .sieteymedia)
        let more = ko.handle("하나 더 받아요")
        #expect(!more.contains("아무것도 붙이지 않아요"), "\(more)")
        // A fresh stack asked for in words.
        let chips = TeachingTests.fresh(.ko, seed: 1, game: .sieteymedia)
        _ = chips.handle("모드 베팅")
        Self.changeTable(chips) { $0.stakes?.bankroll = 0 }
        let stack = chips.handle("칩 다시 주세요")
        #expect((chips.tables[.sieteymedia] as? SieteYMediaTable)?.stakes?.rebuys == 1, "\(stack)")
        // A number after a command that takes none is still refused with why.
        let cards = TeachingTests.fresh(.es, seed: 1, game: .sieteymedia)
        #expect(cards.handle("pedir 3").contains("no lleva nada detrás"))
    }
}

extension PlayTestWordsTests {
    /// Talk after a command at the end of a line (`pide una más venga`, `그만 받을게요 이제`,
    /// `새 게임 할래요 지금`): the command is done.
    @Test func talkAtTheEndOfALineDoesTheCommand() {
        let cases: [(Language, [String], String, String)] = [
            (.es, ["pedir"], "pide una más venga", "Te sale"),
            (.es, ["pedir"], "me planto ya", "Te plantas con"),
            (.ko, ["받기"], "그만 받을게요 이제", "멈췄어요"),
            (.ko, ["받기"], "한 장 더 받을게요 지금", "받았어요. 합계"),
            (.en, ["hit"], "stand now", "You stand on"),
            (.es, ["pedir"], "pista ya", "Si te plantas con"),
            (.ko, ["받기"], "힌트 좀", "점에서 멈추면 이길 확률"),
            (.ko, ["받기"], "받기 빨리", "받았어요. 합계"),
        ]
        for (language, before, line, expected) in cases {
            let session = TeachingTests.fresh(language, seed: 1, game: .sieteymedia)
            for typed in before { _ = session.handle(typed) }
            let out = session.handle(line)
            #expect(out.contains(expected), "\(language) \(line): \(out)")
        }
        let fresh = TeachingTests.fresh(.ko, seed: 1, game: .sieteymedia)
        let dealt = fresh.handle("새 게임 할래요 지금")
        #expect(dealt.contains(Self.start(.ko, "siete.started.real")), "\(dealt)")
    }

    /// A refusal of words after a command quotes the command as the player typed it, never
    /// the command's own word they did not type (`‘새판’` for `새 게임 하나 더`).
    @Test func aRefusalQuotesTheCommandAsTyped() {
        let cases: [(Language, String, String, String)] = [
            (.ko, "새 게임 하나 더", "‘새 게임’", "‘새판’"),
            (.ko, "받기 3", "‘받기’", "‘스톱’"),
            (.es, "pide cosas raras", "«pide»", "«pedir»"),
            (.ko, "그만 받을게요 나중에", "‘그만 받을게요’", "‘스톱’"),
        ]
        for (language, line, typed, never) in cases {
            let session = TeachingTests.fresh(language, seed: 1, game: .sieteymedia)
            let out = session.handle(line)
            #expect(out.contains(typed) && !out.contains(never), "\(language) \(line): \(out)")
        }
    }

    /// `취소` is both Set's word for unselecting and the console's for undoing: after a card's
    /// number (`5번 취소`) it unselects that card; alone it is `undo`, which Set does not have,
    /// and the refusal names `취소` as typed, says nothing is taken back, and how to unselect.
    @Test func cancelUnselectsAfterANumberAndIsUndoAlone() {
        let session = TeachingTests.fresh(.ko, seed: 1, game: .set)
        _ = session.handle("5번")
        let unselected = session.handle("5번 취소")
        #expect(unselected.contains("5번 카드의 선택을 풀었어요"), "\(unselected)")
        #expect((session.tables[.set] as? SetTable)?.game.selection.isEmpty == true)
        _ = session.handle("5번")
        let before = (session.tables[.set] as? SetTable)?.game
        let undo = session.handle("취소")
        #expect(undo.contains("‘취소’") && !undo.contains("‘무르기’"), "\(undo)")
        #expect(undo.contains("5번 취소"), "\(undo)")
        #expect((session.tables[.set] as? SetTable)?.game == before, "a refusal changes nothing")
        let en = TeachingTests.fresh(.en, seed: 1, game: .set)
        #expect(en.handle("undo").contains("In Set, moves are not taken back"))
    }

    static func start(_ language: Language, _ key: String) -> String {
        let text = Repository.catalogs.tables[language]?[key] ?? ""
        return String(text.prefix { $0 != "%" && $0 != "{" }.prefix(30))
    }
}

extension PlayTestWordsTests {
    /// A question in a lesson: the step's hint, or the rule it asks about; never "not understood".
    @Test func aQuestionInALessonIsAnswered() {
        let cases: [(Language, String, Int, [String], String, String)] = [
            (.es, "siete", 1, [], "¿me das una pista?", "hint"),
            (.es, "siete", 1, [], "¿qué me recomiendas?", "hint"),
            (.es, "set", 2, [], "¿me das una pista?", "hint"),
            (.en, "siete", 1, [], "can you give me a hint?", "hint"),
            (.ko, "세븐앤하프", 1, [], "뭘 추천해요?", "hint"),
        ]
        for (language, game, number, before, line, part) in cases {
            guard
                let (out, expected) = LessonAnswersTests.reply(
                    language, game, number, before, line, checkedAgainst: part)
            else { continue }
            #expect(out.contains(expected), "\(language) \(line): \(out)")
        }
        let ties = LessonAnswersTests.reply(.es, "siete", 1, [], "¿y si empatamos quién gana?", checkedAgainst: "hint")
        #expect(ties?.0.contains("nadie gana la mano") == true, "\(ties?.0 ?? "")")
    }
}

extension PlayTestWordsTests {
    /// The session's siete y media table, changed by `change`.
    static func changeTable(_ s: Session, _ change: (inout SieteYMediaTable) -> Void) {
        guard var table = s.tables[.sieteymedia] as? SieteYMediaTable else {
            Issue.record("no siete y media table")
            return
        }
        change(&table)
        s.tables[.sieteymedia] = table
    }

    /// Siete y media as the newcomer said it: `dame una` is a card; `apostar todo` bets what
    /// the limit and the chips allow, and a refused amount's range and example fit the chips;
    /// the bankroll line after a fresh stack says it is counted.
    @Test func sieteYMediaWords() {
        let card = TeachingTests.fresh(.es, seed: 1, game: .sieteymedia)
        #expect(card.handle("dame una").contains("Te sale"))

        let s = TeachingTests.fresh(.es, seed: 1, game: .sieteymedia)
        _ = s.handle("modo apuestas")
        Self.changeTable(s) { $0.stakes?.bankroll = 30 }
        let refused = s.handle("apostar mucho")
        #expect(refused.contains("Apuesta de 1 a 30, por ejemplo «apostar 10»"), "\(refused)")
        let all = s.handle("apostar todo")
        #expect(all.contains("Apuestas 30 fichas; te quedan 0."), "\(all)")

        let en = TeachingTests.fresh(.en, seed: 1, game: .sieteymedia)
        _ = en.handle("mode stakes")
        let most = en.handle("bet all")
        #expect(most.contains("You bet 50 chips"), "\(most)")

        let fresh = TeachingTests.fresh(.es, seed: 2, game: .sieteymedia)
        _ = fresh.handle("modo apuestas")
        Self.changeTable(fresh) { $0.stakes?.bankroll = 0 }
        _ = fresh.handle("recomprar")
        _ = fresh.handle("apostar 10")
        var out = ""
        for _ in 0..<2 where !out.contains("Fichas:") { out += fresh.handle("pedir") + fresh.handle("plantarse") }
        #expect(out.contains("ya descontadas las 100 fichas de los montones nuevos"), "\(out)")
    }

    /// In a lesson, an answer restated after a break is read from its last clause.
    @Test func anAnswerRestatedIsRead() {
        guard
            let (out, right) = LessonAnswersTests.reply(
                .es, "siete", 6, ["apostar 10"], "el doble, o sea veinte", checkedAgainst: "right")
        else { return }
        #expect(out.contains(right), "\(out)")
    }

    /// `¿cuántas cartas me salvan ahora?` at the table is the hint's count.
    @Test func howManyCardsSaveMeIsTheHint() {
        let s = TeachingTests.fresh(.es, seed: 1, game: .sieteymedia)
        _ = s.handle("pedir")
        let out = s.handle("¿cuántas cartas me salvan ahora?")
        #expect(out.contains("Si te plantas con"), "\(out)")
    }
}

extension PlayTestWordsTests {
    /// Set as the newcomer said it: card numbers in words select, and the words that take a
    /// card back out of the selection deselect only what is selected.
    @Test func setWords() throws {
        let s = TeachingTests.fresh(.es, seed: 1, game: .set)
        _ = s.handle("tocar 1")
        let words = s.handle("la cinco y la doce")
        #expect(words.contains("Carta 5 seleccionada") && words.contains("Carta 12 seleccionada"), "\(words)")
        let again = TeachingTests.fresh(.es, seed: 1, game: .set)
        _ = again.handle("tocar 1")
        let more = again.handle("y la cinco y la doce")
        #expect(more.contains("Carta 5 seleccionada") && more.contains("Carta 12 seleccionada"), "\(more)")

        for line in ["me he equivocado, quita la 4", "quitar 4", "deseleccionar 4"] {
            let u = TeachingTests.fresh(.es, seed: 1, game: .set)
            _ = u.handle("tocar 4")
            let out = u.handle(line)
            let table = try #require(u.tables[.set] as? SetTable)
            #expect(table.game.selection.isEmpty, "\(line): \(out)")
            let twice = u.handle(line)
            #expect(twice.contains("La carta 4 no está seleccionada"), "\(line): \(twice)")
            #expect((u.tables[.set] as? SetTable)?.game.selection.isEmpty == true, "\(line)")
        }
        let ko = TeachingTests.fresh(.ko, seed: 1, game: .set)
        _ = ko.handle("고르기 4")
        _ = ko.handle("4번 빼")
        #expect((ko.tables[.set] as? SetTable)?.game.selection.isEmpty == true)
    }
}

extension PlayTestWordsTests {
    /// In the lobby, a question naming a game inside a longer line gets that game's overview.
    @Test func aQuestionNamingAGameInTheLobby() {
        let s = TeachingTests.fresh(.es)
        let out = s.handle("hola, nunca he jugado a las cartas. ¿qué es siete y media?")
        let overview = TeachingTests.fresh(.es).handle("¿qué es siete y media?")
        #expect(!out.contains("Para empezar, escribe") && out == overview, "\(out)")
    }
}

extension PlayTestWordsTests {
    /// Set's words a newcomer met unexplained: the clock is in the rules, «assisted» is said
    /// with what it means where the coach first says it and in the statistics, and the coach
    /// speaks of the new cards as still to come.
    @Test(arguments: [
        (Language.en, "The clock", "a win is listed separately", "which set no records", "once you deal"),
        (.es, "El reloj", "aparece aparte en las estadísticas", "que no cuentan para los récords", "cuando repartas"),
        (.ko, "시계", "최고 기록에는 들어가지 않아요", "최고 기록에는 안 들어가요", "세트가 빠진 자리에 새 카드 세 장이"),
    ])
    func setsWordsAreExplained(_ c: (Language, String, String, String, String)) {
        let t = Repository.catalogs.tables[c.0]!
        #expect(t["game.set.rules.play"]?.contains(c.1) == true)
        #expect(t["coach.note.set"]?.contains(c.2) == true)
        #expect(t["stats.results.assisted.other"]?.contains(c.3) == true)
        #expect(t["set.coach.found.none"]?.contains(c.4) == true)
    }
}

extension PlayTestWordsTests {
    /// With ties to the bank, a hint never speaks of ties it puts at 0.0 % (standing on ½
    /// against the simple bank, whose score is at least 1).
    @Test func noTieClauseAtZero() {
        var without = 0
        for seed in UInt64(1)...30 {
            let s = TeachingTests.fresh(.en, seed: seed, game: .sieteymedia)
            _ = s.handle("bank simple")
            _ = s.handle("mode stakes")
            _ = s.handle("ties bank")
            _ = s.handle("bet 10")
            for _ in 0..<4 {
                let hint = s.handle("hint")
                #expect(!hint.contains("ties included, 0.0%"), "\(hint)")
                if hint.contains("no tie is possible") { without += 1 }
                if s.handle("hit").contains("Bankroll:") { break }
            }
        }
        #expect(without > 0)
    }
}

extension PlayTestWordsTests {
    /// Korean: the lessons' word 그림 카드 is a rules term; a hint names the Korean command only.
    @Test func koreanTermsAndHints() {
        let s = TeachingTests.fresh(.ko, seed: 1, game: .sieteymedia)
        let out = s.handle("그림 카드가 뭐예요?")
        #expect(out.contains("▸ 값"), "\(out)")
        #expect(Repository.catalogs.tables[.ko]?["lesson.set.score.3.hint"]?.contains("pista") == false)
        // In a lesson, the Spanish lesson's own words: «la dos, la cuatro y la seis» selects.
        guard
            let (taps, right) = LessonAnswersTests.reply(
                .es, "set", 3, [], "la dos, la cuatro y la seis", checkedAgainst: "right")
        else { return }
        #expect(taps.contains("Carta 2 seleccionada") || taps.contains(right), "\(taps)")
    }
}

extension PlayTestWordsTests {
    /// Korean at Set: 열 after another number is ten (Set has no columns), with `고르기` or
    /// numbers alone.
    @Test func tenAfterANumberAtSet() {
        for line in ["고르기 다섯 열", "고르기 1 5 열", "일, 육, 팔"] {
            let s = TeachingTests.fresh(.ko, seed: 1, game: .set)
            let out = s.handle(line)
            let wanted = line.hasPrefix("일") ? ["1", "6", "8"] : line.contains("1") ? ["1", "5", "10"] : ["5", "10"]
            for number in wanted { #expect(out.contains("\(number)번 카드"), "\(line): \(out)") }
        }
    }
}

extension PlayTestWordsTests {
    /// Set's rules say what a win is, and a question about winning finds them.
    @Test(arguments: [(Language.ko, "어떻게 이겨요?", "이긴 게임(승)"), (.es, "¿cómo se gana?", "cuenta como partida ganada")])
    func setSaysWhatAWinIs(_ c: (Language, String, String)) {
        let s = TeachingTests.fresh(c.0, seed: 1, game: .set)
        let out = s.handle(c.1)
        #expect(out.contains(c.2), "\(out)")
    }
}
