import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import PokerConsole

/// What a Spanish newcomer typed at stud poker and its lessons: a command with its reason or
/// its amount said after it, a question after what the player sees, «otra» and «sigamos» at a
/// poker table, «¿por qué?» after advice, «contra» between two hands, where to start, the
/// other players' style, and lesson answers said with ranks or a reason.
@Suite struct PokerSpanishTalkTests {
    private func atPoker(_ language: Language = .es, seed: UInt64 = 6) -> Session {
        PokerSaidBetsTests.atPoker(language, seed: seed)
    }

    private func text(_ key: String, _ language: Language = .es) -> String {
        LessonReadingTests.text(language, key)
    }

    private func first(_ out: String) -> String { out.split(separator: "\n").first.map(String.init) ?? "" }

    @Test func aBetWithItsAmountTalkIsTheBet() {
        // Seed 6: three chips owed on third street.
        let out = atPoker().handle("igualo los 3 que faltan")
        #expect(first(out) == "Igualas 3.", "\(out)")
    }

    @Test func aFoldWithItsReasonIsTheFold() {
        let out = atPoker().handle("me retiro, no tengo nada que hacer")
        #expect(first(out) == "Te retiras.", "\(out)")
    }

    @Test func aFoldTakenBackIsNotDone() {
        for line in ["me retiro, no, espera", "me retiro, no quiero", "me retiro, no mejor igualo"] {
            let out = atPoker().handle(line)
            #expect(!out.contains("Te retiras."), "\(line): \(out)")
            #expect(!out.contains("Igualas"), "\(line): \(out)")
        }
    }

    @Test func helpMeDecideIsTheHint() {
        let out = atPoker().handle("ayúdame a decidir")
        #expect(out.hasPrefix("Consejo:"), "\(out)")
    }

    @Test func aQuestionAfterWhatThePlayerSeesIsTheHint() {
        let s = atPoker()
        let out = s.handle("me falta una para la escalera, ¿igualo o no?")
        #expect(out.hasPrefix("Consejo:"), "\(out)")
        #expect(!out.contains("Igualas"), "\(out)")
    }

    @Test func whyAfterAHintGivesTheAdviceNotTheRecap() {
        let s = atPoker()
        _ = s.handle("pista")
        let out = s.handle("¿por qué la apuesta grande pide más?")
        #expect(out.hasPrefix(text("question.why.advice")), "\(out)")
        #expect(!out.contains(text("question.why")), "\(out)")
    }

    @Test func contraPartsTwoHands() {
        let s = atPoker()
        for line in ["valorar Ap Kp Qp Jp 10p contra 9t 9d 9c 9p 2t", "valorar Ap Kp Qp Jp 10p vs 9t 9d 9c 9p 2t"] {
            let out = s.handle(line)
            #expect(out.contains("La mano 1 (una escalera real) gana a la mano 2"), "\(line): \(out)")
        }
        let en = atPoker(.en).handle("rank As Ks Qs Js 10s against 9c 9d 9h 9s 2c")
        #expect(en.contains("Hand 1"), "\(en)")
    }

    @Test func otraOnceAHandIsOverDealsTheNextAndMidHandIsNoSieteCommand() {
        let s = atPoker()
        // Mid-hand: no siete y media command named, nothing done.
        let mid = s.handle("otra")
        #expect(!mid.contains("siete y media"), "\(mid)")
        #expect(!mid.contains("Mano 2"), "\(mid)")
        _ = s.handle("me retiro")
        let next = s.handle("otra")
        #expect(next.contains("Mano 2"), "\(next)")
        let sigamos = atPoker().handle("sigamos")
        #expect(!sigamos.contains("siete y media"), "\(sigamos)")
        _ = s.handle("me retiro")
        #expect(s.handle("sigamos").contains("Mano 3"))
    }

    @Test func aLessonNamedByItsNumberAfterOneEndedOpensIt() {
        let s = LessonTests.session(.inMemory(), .es)
        s.finishedLesson = (.poker, 8)
        let out = s.handle("venga, la diez")
        #expect(out.contains("Lección 10:"), "\(out)")
        let t = LessonTests.session(.inMemory(), .es)
        t.finishedLesson = (.poker, 4)
        let sigamos = t.handle("sigamos")
        #expect(sigamos.contains("Lección 6:"), "\(sigamos)")
    }

    @Test func whereToStartIsAShortLineNotTheRulebook() {
        let out = LessonReadingTests.lastAnswer(
            .es, ["hola, nunca he jugado al póquer de siete cartas, ¿por dónde empiezo?"])
        #expect(out.contains("«aprender póquer»") && out.contains("«jugar póquer»"), "\(out)")
        #expect(out.split(separator: "\n").count <= 3, "\(out)")
        // What a game is, asked after the same greeting, keeps its overview.
        let what = LessonReadingTests.lastAnswer(.es, ["hola, nunca he jugado a las cartas. ¿qué es el póquer?"])
        #expect(!what.contains("Para empezar con"), "\(what)")
    }

    @Test func theOtherPlayersStyleIsAnswered() {
        let styles = "conservador"
        for line in ["¿los otros jugadores faroléan?", "¿cómo juegan los demás?", "¿qué estilo tiene el crupier?"] {
            let out = atPoker().handle(line)
            #expect(out.contains(styles), "\(line): \(out)")
        }
    }

    @Test func lessonAnswersSaidWithRanksOrAReasonAreRight() {
        for (lines, key) in [
            (
                ["aprender póquer 1", "saltar", "saltar", "saltar", "gana la escalera al seis"],
                "lesson.poker.hands.4.right"
            ),
            (["aprender póquer 3", "saltar", "los cuatro treses"], "lesson.poker.quiz.2.right"),
            (["aprender póquer 5", "saltar", "imposible, ya la está enseñando el otro"], "lesson.poker.outs.2.right"),
        ] {
            let out = LessonReadingTests.lastAnswer(.es, lines)
            #expect(out.contains(text(key)), "\(lines.last!): \(out)")
        }
        // The other straight is the wrong one, and said so (never “not understood”).
        let wrong = LessonReadingTests.lastAnswer(
            .es, ["aprender póquer 1", "saltar", "saltar", "saltar", "la escalera al cinco"])
        #expect(wrong.contains(text("lesson.poker.hands.4.wrong")), "\(wrong)")
    }
}
