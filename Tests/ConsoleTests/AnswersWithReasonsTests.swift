import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

/// Answers as newcomers give them: a yes or no said another way at a question, an answer
/// followed by its reason in a lesson, a card or a move named in words, and “I'm leaving”.
@Suite struct AnswersWithReasonsTests {
    private func terminal(_ language: Language, store: Store, game: GameID? = nil) -> Session {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: language, seed: 7, colour: false,
            width: nil, store: store, confirmsLosses: true)
        _ = s.opening(game: game)
        return s
    }

    /// A store holding a Klondike deal with one card drawn: the next session asks to continue it.
    private func klondikeInPlay(_ language: Language) -> Store {
        let store = Store.inMemory()
        let s = terminal(language, store: store, game: .klondike)
        _ = s.handle(word(.draw, language))
        _ = s.handle(word(.quit, language))
        return store
    }

    /// At a yes/no question the longest yes or no at the start counts (`claro que no` is a no,
    /// not the `claro` it starts with), whatever reason follows it.
    @Test func aQuestionReadsTheLongestYesOrNoAtTheStart() {
        let cases: [(Language, String, Bool)] = [
            (.es, "claro", true), (.es, "¡Claro!", true), (.es, "claro que sí", true), (.es, "claro que no", false),
            (.es, "no, me paso", false), (.es, "vale, me planto", true), (.es, "de ninguna manera", false),
            (.es, "sí. Sigo", true), (.ko, "좋아요", true), (.ko, "아니요, 괜찮아요", false), (.ko, "네. 할게요", true),
            (.ko, "싫어요", false), (.en, "of course", true), (.en, "of course not", false), (.en, "no, thanks", false),
        ]
        for (language, answer, isYes) in cases {
            let localizer = Localizer(catalogs: Repository.catalogs, language: language)
            let s = terminal(language, store: klondikeInPlay(language))
            let twin = terminal(language, store: klondikeInPlay(language))
            #expect(s.isAsking)
            let out = s.handle(answer)
            #expect(!s.isAsking, "\(language) \(answer): still asking: \(out)")
            let plain = localizer.words(isYes ? "answer.yes.words" : "answer.no.words")[0]
            #expect(out == twin.handle(plain), "\(language) \(answer): \(out)")
        }
    }

    /// A polite “it's fine” (Korean 괜찮아요 also declines) is no yes: the question is asked again.
    @Test func aPoliteRefusalIsNotAYes() {
        let s = terminal(.ko, store: klondikeInPlay(.ko))
        _ = s.handle("괜찮아요")
        #expect(s.isAsking)
    }

    /// In a lesson, the answer before its reason is the answer; a card named where its number is
    /// asked, a half read aloud (`오점 오`), the move asked for named by its card.
    @Test func anAnswerBeforeItsReasonIsTheAnswer() {
        let cases: [(Language, String, Int, [String], String)] = [
            (.es, "solitario", 1, [], "una, la cinco"),
            (.es, "solitario", 1, [], "Una. La cinco está vacía"),
            (.es, "siete", 2, ["sí"], "no, me paso"),
            (.es, "siete", 2, [], "vale, me planto"),
            (.es, "siete", 2, [], "supongo que sí"),
            (.es, "siete", 2, [], "claro, sigo en juego"),
            (.es, "siete", 2, ["sí"], "supongo que no"),
            (.es, "solitario", 3, ["mover 3 f"], "el dos de picas"),
            (.es, "solitario", 3, ["mover 3 f"], "el 2 de picas, creo"),
            (.es, "solitario", 3, [], "sube el as"),
            (.es, "solitario", 3, [], "sube el as de picas"),
            (.es, "solitario", 2, ["sí", "no"], "mueve el seis de picas a la columna uno"),
            (.ko, "세븐앤하프", 2, [], "괜찮아요. 7점 반이 되니까요"),
            (.ko, "세븐앤하프", 2, [], "그런 것 같아요"),
            (.ko, "세븐앤하프", 1, ["5", "받기"], "오점 오"),
            (.ko, "세븐앤하프", 1, ["5", "받기"], "오 점 오"),
            (.ko, "클론다이크", 2, ["네", "아니요"], "2번에서 1번으로 옮겨요"),
            (.en, "solitaire", 1, [], "one, the fifth"),
            (.en, "siete", 2, [], "i guess so"),
        ]
        for (language, game, number, before, answer) in cases {
            guard
                let (out, right) = LessonAnswersTests.reply(
                    language, game, number, before, answer, checkedAgainst: "right")
            else { continue }
            #expect(out.contains(right), "\(language) \(game) \(number) \(answer): \(out)")
        }
    }

    /// A reason never turns a wrong answer right, and a card named for a wrong number is wrong.
    @Test func aReasonAfterAWrongAnswerIsStillWrong() {
        let cases: [(Language, String, Int, [String], String)] = [
            (.es, "solitario", 1, [], "dos, la cinco y la seis"),
            (.es, "siete", 2, [], "claro que no, me paso"),
            (.es, "solitario", 3, ["mover 3 f"], "el tres de picas"),
            (.es, "solitario", 2, ["sí", "no"], "mover 2 3"),
            (.es, "solitario", 2, ["sí", "no"], "robar"),
            // A step teaches its command: another that does the same is not it (`tap` is asked).
            (.es, "solitario", 6, [], "mover 3 f"),
            (.ko, "세븐앤하프", 1, [], "오점 오"),
        ]
        for (language, game, number, before, answer) in cases {
            guard
                let (out, wrong) = LessonAnswersTests.reply(
                    language, game, number, before, answer, checkedAgainst: "wrong")
            else { continue }
            #expect(out.contains(wrong), "\(language) \(game) \(number) \(answer): \(out)")
        }
    }

    /// The answer inside a short sentence is the answer (`faltan tres`, `세 장 남았어요`, `I have
    /// 5`): right where it is right, wrong where it is wrong; a sentence naming two answers
    /// stays not understood.
    @Test func anAnswerInsideASentenceIsTheAnswer() {
        let right: [(Language, String, Int, [String], String)] = [
            (.es, "set", 1, [], "faltan tres"), (.es, "set", 1, [], "quedan 3"), (.es, "set", 1, [], "como mucho tres"),
            (.es, "siete", 1, [], "llevo cinco"), (.es, "siete", 1, ["5", "pedir"], "llevo cinco y media"),
            (.es, "póquer", 10, [], "un 25%"), (.es, "póquer", 8, ["2"], "pierdo 10"),
            (.es, "solitario", 1, [], "solo una, el 10 de treboles"),
            (.es, "póquer", 2, ["2"], "la primera por la reina"),
            (.es, "set", 1, ["3"], "el relleno"), (.es, "set", 1, ["3"], "es el relleno"),
            (.ko, "세트", 1, [], "세 장 남았어요"), (.ko, "세트", 1, [], "아마 세 장"), (.ko, "세븐앤하프", 1, [], "다섯 개요"),
            (.en, "set", 1, [], "there are three"), (.en, "siete", 1, [], "I have 5"),
            // The move asked for, as a pile then another, with or without the verb.
            (.ko, "클론다이크", 3, [], "3번 열을 파운데이션으로 옮기기"), (.ko, "클론다이크", 3, [], "3번을 파운데이션으로 옮겨"),
            (.ko, "클론다이크", 3, [], "3 f"), (.es, "solitario", 3, [], "3 f"),
            (.ko, "포커", 2, [], "2번이 이겨요"),
        ]
        for (language, game, number, before, answer) in right {
            guard
                let (out, text) = LessonAnswersTests.reply(
                    language, game, number, before, answer, checkedAgainst: "right")
            else { continue }
            #expect(out.contains(text), "\(language) \(game) \(number) \(answer): \(out)")
        }
        // Wrong after the words said before it: wrong.
        let wrong: [(Language, String, Int, [String], String)] = [
            (.es, "set", 1, [], "faltan cuatro"), (.es, "siete", 1, [], "llevo 6"),
            (.es, "set", 1, ["3"], "es el color"), (.en, "siete", 1, [], "i have 6"),
        ]
        for (language, game, number, before, answer) in wrong {
            guard
                let (out, text) = LessonAnswersTests.reply(
                    language, game, number, before, answer, checkedAgainst: "wrong")
            else { continue }
            #expect(out.contains(text), "\(language) \(game) \(number) \(answer): \(out)")
        }
        // A wrong answer only guessed at inside a sentence (the one it starts with, or its one
        // number) is not understood: the guess may be a description (`tres triángulos morados`
        // of the card 4), and a learner is never told a right answer is wrong.
        let guessedWrong: [(Language, String, Int, [String], String)] = [
            (.es, "póquer", 2, ["2"], "la segunda por la reina"), (.ko, "세트", 1, [], "네 장 남았어요"),
            (.ko, "포커", 2, [], "1번이 이겨요"), (.es, "set", 1, [], "cuatro triangulos morados"),
        ]
        for (language, game, number, before, answer) in guessedWrong {
            guard
                let (out, text) = LessonAnswersTests.reply(
                    language, game, number, before, answer, checkedAgainst: "wrong"),
                let (_, right) = LessonAnswersTests.reply(
                    language, game, number, before, answer, checkedAgainst: "right")
            else { continue }
            #expect(!out.contains(text) && !out.contains(right), "\(language) \(game) \(number) \(answer): \(out)")
        }
        // Not knowing, after a word said before it, asks for the hint (said again: the first
        // time the lesson sends the learner back to its text, as LessonAnswersTests checks).
        for (language, game, answer) in [(Language.ko, "포커", "글쎄요, 잘 모르겠어요"), (.es, "siete", "pues no lo sé")] {
            guard
                let (out, text) = LessonAnswersTests.reply(
                    language, game, 1, [], answer, checkedAgainst: "hint", twice: true)
            else { continue }
            #expect(out.contains(text), "\(language) \(game) \(answer): \(out)")
        }
        for (language, game, answer) in [(Language.es, "solitario", "una o dos"), (.en, "set", "three or four")] {
            guard let (out, text) = LessonAnswersTests.reply(language, game, 1, [], answer, checkedAgainst: "right")
            else { continue }
            #expect(!out.contains(text), "\(language) \(game) \(answer): \(out)")
        }
    }

    /// An amount after poker's `bet` or `raise`, in whatever order (`apuesto 10`, `10칩 걸게요`,
    /// `raise to 20`): the bet that puts in that much is made; an amount the limit does not
    /// allow, or a raise with nothing bet, says what works, never suggests a word, and
    /// changes nothing.
    @Test func anAmountAtPokerIsReadAsTheLimitAllows() {
        func seated(_ language: Language) -> Session {
            let s = session(language, seed: 7, game: .poker)
            _ = s.handle(word(CommandID("bringin", of: .poker), language))
            return s
        }
        let played: [(Language, String, String)] = [
            (.es, "apuesto 10", "apostar"), (.es, "apostar diez fichas", "apostar"),
            (.es, "apuesto veinte", "apostar grande"), (.ko, "10칩 걸게요", "베팅"), (.ko, "베팅 10", "베팅"),
            (.ko, "스무 칩 베팅", "베팅 빅"), (.en, "bet 10 chips", "bet"), (.en, "bet 20", "bet big"),
        ]
        for (language, phrase, command) in played {
            let s = seated(language)
            let twin = seated(language)
            #expect(s.handle(phrase) == twin.handle(command), "\(language) \(phrase)")
            #expect(s.handle(word(.table, language)) == twin.handle(word(.table, language)), "\(language) \(phrase)")
        }
        let refused: [(Language, String, String)] = [
            (.es, "subo a 20", "poker.amount.nothingtoraise"), (.es, "subir 20", "poker.amount.nothingtoraise"),
            (.en, "raise to 20", "poker.amount.nothingtoraise"), (.ko, "20으로 올려", "poker.amount.nothingtoraise"),
            (.es, "apuesto 30", "poker.amount.limit"), (.en, "bet 15", "poker.amount.limit"),
            (.ko, "베팅 15", "poker.amount.limit"),
        ]
        for (language, phrase, key) in refused {
            let s = seated(language)
            let table = word(.table, language)
            let before = s.handle(table)
            // As one line: the session wraps long lines.
            let out = s.handle(phrase).split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
            let template = s.localizer.string(key, in: language)
            let opening = String(template.prefix { $0 != "%" && $0 != "‘" && $0 != "“" && $0 != "«" })
            #expect(opening.count > 10 && out.contains(opening), "\(language) \(phrase): \(out)")
            #expect(!out.contains("?"), "\(language) \(phrase): a suggestion: \(out)")
            #expect(s.handle(table) == before, "\(language) \(phrase): the table changed")
        }
    }

    /// On third street the bring-in is a forced bet, so an amount after `raise` is never told
    /// that nobody has bet: the full small bet completes it, another amount names `complete`
    /// among what works. From fourth street, with nothing bet, `raise` says to bet instead.
    @Test func anAmountOnThirdStreetCompletesTheBringIn() {
        let complete = CommandID("complete", of: .poker)
        for (language, full, other) in [
            (Language.es, "subo a 10", "subo a 20"), (.en, "raise to 10", "raise to 20"), (.ko, "10으로 올려", "20으로 올려"),
        ] {
            let s = session(language, seed: 7, game: .poker)
            let twin = session(language, seed: 7, game: .poker)
            // It completes, and says that a raise here is called completing.
            let said = s.handle(full)
            let completed = twin.handle(word(complete, language))
            #expect(said.hasPrefix(completed.split(separator: "\n")[0]), "\(language) \(full): \(said)")
            #expect(s.handle(word(.table, language)) == twin.handle(word(.table, language)), "\(language) \(full)")
            let third = session(language, seed: 7, game: .poker)
            let out = third.handle(other).split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
            let nobody = String(
                third.localizer.string("poker.amount.nothingtoraise", in: language).prefix { $0 != "%" })
            #expect(!out.contains(nobody), "\(language) \(other): \(out)")
            #expect(out.contains(word(complete, language)), "\(language) \(other): \(out)")
            // Fourth street: the others called the bring-in, and nothing is bet yet.
            let fourth = session(language, seed: 7, game: .poker)
            _ = fourth.handle(word(CommandID("bringin", of: .poker), language))
            let later = fourth.handle(other).split(whereSeparator: { $0 == " " || $0 == "\n" })
                .joined(separator: " ")
            #expect(later.contains(nobody), "\(language) \(other): \(later)")
        }
    }

    /// A game named with one of its choices (`jugar siete con fichas`) says how to make it in
    /// the game (`modo apuestas`), and opens nothing.
    @Test func aGameWithItsChoiceSaysHow() {
        for (language, phrase) in [(Language.es, "jugar siete con fichas"), (.en, "play siete with chips")] {
            let s = session(language, seed: 7, game: nil)
            let out = s.handle(phrase)
            let expected = s.localizer.text(
                Message(
                    "console.play.choice", .commandWith(.play, argumentKey: "game.sieteymedia.aliases"),
                    .commandWith(CommandID("sietemode", of: .sieteymedia), argumentKey: "siete.mode.stakes.words")))
            #expect(
                out.split(whereSeparator: \.isWhitespace) == expected.split(whereSeparator: \.isWhitespace), "\(out)")
            #expect(s.place == .lobby)
        }
    }

    /// “What can I do?” asks for the hint, as `qué hago` does.
    @Test func whatCanIDoIsTheHint() {
        for (language, phrase) in [(Language.es, "qué puedo hacer"), (.es, "que puedo hacer"), (.en, "what can I do")] {
            let s = session(language, seed: 7, game: .klondike)
            let twin = session(language, seed: 7, game: .klondike)
            #expect(s.handle(phrase) == twin.handle(word(.hint, language)), "\(language) \(phrase)")
        }
    }

    /// “I'm leaving” says how to leave (at poker, how to give up the hand too), never suggests
    /// a command (`voy` is poker's call), and changes nothing.
    @Test func leavingIsExplainedNeverSuggestedNorDone() {
        let cases: [(Language, GameID?, String, String)] = [
            (.es, .poker, "me voy", "poker.leave.explain"),
            (.es, .sieteymedia, "me voy", "console.leave.explain"),
            (.es, nil, "me voy", "console.leave.explain.lobby"),
            (.ko, .poker, "갈게요", "poker.leave.explain"),
            (.en, .klondike, "i'm off", "console.leave.explain"),
        ]
        for (language, game, phrase, key) in cases {
            let s = session(language, seed: 7, game: game)
            let table = word(.table, language)
            let before = s.handle(table)
            // As one line: the session wraps long lines.
            let out = s.handle(phrase).split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
            let template = s.localizer.string(key, in: language)
            let opening = String(template.prefix { $0 != "%" })
            #expect(!opening.isEmpty && out.contains(opening), "\(language) \(phrase): \(out)")
            #expect(!out.contains("?"), "\(language) \(phrase): a suggestion: \(out)")
            #expect(s.handle(table) == before, "\(language) \(phrase): the table changed")
        }
    }

    /// “I don't know” at a table names what helps (a hint, the commands, the rules) and does
    /// nothing: a hint may cost points (Set), so it is never given unasked.
    @Test func notKnowingNamesWhatHelpsAndDoesNothing() {
        let cases: [(Language, GameID?, String)] = [
            (.es, .poker, "no sé"), (.es, .set, "ni idea"), (.ko, .set, "모르겠어요"), (.ko, .klondike, "잘 모르겠어요"),
            (.en, .sieteymedia, "I don't know"), (.es, nil, "no sé"), (.ko, nil, "모르겠어요"),
        ]
        for (language, game, phrase) in cases {
            let s = session(language, seed: 7, game: game)
            let table = word(.table, language)
            let before = s.handle(table)
            let out = s.handle(phrase)
            let expected =
                game == nil
                ? Message("console.unsure.lobby", .command(.play), .command(.learn))
                : Message("console.unsure", .command(.hint), .command(.help), .command(.rules))
            // Long lines are wrapped to the terminal: compared word by word.
            let said = out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let meant = s.localizer.text(expected).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(said.contains(meant), "\(language) \(phrase): \(out)")
            #expect(s.handle(table) == before, "\(language) \(phrase): the table changed")
        }
    }
}
