import GameKit
import Registry
import StudPoker
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

/// Stud poker's lessons as a newcomer goes through them: the steps that teach what the table
/// and the hint later take for granted.
@Suite struct PokerLessonStepsTests {
    static func text(_ language: Language, _ key: String) -> String {
        Localizer(catalogs: Repository.catalogs, language: language).text(key)
    }

    /// A fresh session at lesson 2's last step, its first three answered: seven cards, the hand is the best five.
    static func atBestFive(_ language: Language) -> (Session, String) {
        let s = LessonTests.session(.inMemory(), language)
        let learn = ["en": "learn poker 2", "es": "aprender póquer 2", "ko": "배우기 포커 2"][language.rawValue]!
        _ = s.handle(learn)
        _ = s.handle("2")
        _ = s.handle("1")
        return (s, s.handle(language == .ko ? "예" : language == .es ? "sí" : "yes"))
    }

    /// Lesson 2 ends on picking the best five of seven: the learner's first six cards are on the
    /// table and the seventh is named, a pair is in plain sight and a straight among them; naming the pair is wrong, a
    /// straight flush is no straight, the straight completes the lesson.
    @Test(arguments: [
        (Language.en, "a pair of kings", "straight flush", "the straight"),
        (.es, "pareja de reyes", "escalera de color", "es escalera"),
        (.ko, "킹 원페어요", "스트레이트 플러시", "스트레이트요"),
    ])
    func lessonTwoAsksForTheBestFiveOfSeven(_ language: Language, pair: String, flush: String, straight: String) {
        let (s, shown) = Self.atBestFive(language)
        #expect(shown.contains(Self.text(language, "lesson.poker.ranking.4.text")), "\(shown)")
        // The table shows the learner's first six cards; the text names the seventh.
        #expect(shown.contains("[♠9]") && shown.contains("♦5") && !shown.contains("[♥K]"), "\(shown)")
        let wrong = s.handle(pair)
        #expect(wrong.contains(Self.text(language, "lesson.poker.ranking.4.wrong")), "\(wrong)")
        let notStraight = s.handle(flush)
        #expect(!notStraight.contains(Self.text(language, "lesson.poker.ranking.4.right")), "\(notStraight)")
        let right = s.handle(straight)
        #expect(right.contains(Self.text(language, "lesson.poker.ranking.4.right")), "\(right)")
        let title = Argument.verbatim(
            Localizer(catalogs: Repository.catalogs, language: language).string("lesson.poker.ranking.title"))
        #expect(
            right.contains(Localizer(catalogs: Repository.catalogs, language: language).text("lesson.complete", title)))
    }

    /// The hint quotes the big bet's threshold: the lesson on the hint's words teaches why it
    /// asks more and gives the figure the hint prints against two opponents (about 61%).
    @Test(arguments: Language.allCases)
    func theHintsLessonTeachesTheBigBetsThreshold(_ language: Language) {
        let lesson = (1...3).flatMap { step in
            ["text", "right"].map { Self.text(language, "lesson.poker.advice.\(step).\($0)") }
        }.joined(separator: " ")
        let big = Advice.bigNeeds(fairShare: 1.0 / 3, raises: 0)
        #expect(lesson.contains("\(Int((big * 100).rounded()))"), "\(language): \(lesson)")
        let named = ["en": "big bet", "es": "apuesta grande", "ko": "빅 베팅"][language.rawValue]!
        #expect(lesson.contains(named), "\(language): \(lesson)")
    }

    /// The Korean lesson on the hint's words calls the even split by the hint's own term,
    /// never by another one.
    @Test func theKoreanHintLessonUsesTheHintsTermForTheEvenSplit() {
        let lesson = (1...3).flatMap { step in
            ["text", "right", "wrong", "hint"].map { Self.text(.ko, "lesson.poker.advice.\(step).\($0)") }
        }.joined(separator: " ")
        #expect(!lesson.contains("공평한 몫"), "\(lesson)")
        #expect(lesson.contains("똑같이 나눌 때의 몫"), "\(lesson)")
        #expect(Self.text(.ko, "poker.bet.hint.why.strong").contains("똑같이 나눌 때의 몫"))
    }

    /// Lesson 8 asks who brings in and who acts first among every seat, the dealer too: the
    /// question names the dealer, and the dealer named is understood and judged, never met
    /// with «answer with a number».
    @Test(arguments: [
        (Language.en, "learn poker 8", "the dealer", "dealer"), (.es, "aprender póquer 8", "el crupier", "crupier"),
        (.ko, "배우기 포커 8", "딜러요", "딜러"),
    ])
    func lessonEightTakesTheDealerAsACandidate(_ language: Language, learn: String, said: String, named: String) {
        let s = LessonTests.session(.inMemory(), language)
        let shown = s.handle(learn)
        #expect(Self.text(language, "lesson.poker.opening.1.text").contains(named))
        #expect(Self.text(language, "lesson.poker.opening.3.text").contains(named))
        #expect(shown.contains(Self.text(language, "lesson.poker.opening.1.text")))
        let first = s.handle(said)
        #expect(first.contains(Self.text(language, "lesson.poker.opening.1.wrong")), "\(first)")
        _ = s.handle("2")
        _ = s.handle("10")
        let third = s.handle(said)
        #expect(third.contains(Self.text(language, "lesson.poker.opening.3.wrong")), "\(third)")
    }

    /// Under the Korean house rule two hands never tie (the suit of the highest card decides):
    /// the lesson that splits a pot says it is the international rule's, and the house rule's
    /// lesson says there is no tie.
    @Test func aSplitPotIsTheInternationalRulesOnly() {
        for (language, international, noTie) in [
            (Language.en, "international rule", "never tie"), (.es, "regla internacional", "nunca hay empate"),
            (.ko, "국제 룰", "비기는 일이 없어요"),
        ] {
            #expect(Self.text(language, "lesson.poker.ranking.3.right").contains(international), "\(language)")
            #expect(Self.text(language, "lesson.poker.house.2.right").contains(noTie), "\(language)")
        }
    }

    /// Spanish as said in Spain in the lessons' and the coach's lines.
    @Test func spanishLinesReadAsSpainSpeaks() {
        let lines = [
            "lesson.poker.outs.2.right", "lesson.poker.opening.2.right", "poker.coach.why.wrong",
            "poker.coach.why.wrong.none",
        ].map { Self.text(.es, $0) }.joined(separator: "\n")
        for odd in ["Correcto, no lo es", "solo hubiera abierto", "perdías menos"] {
            #expect(!lines.contains(odd), "\(odd)")
        }
    }
}
