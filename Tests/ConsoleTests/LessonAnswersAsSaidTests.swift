import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

/// Lesson answers as the play-testers said them, read as meant: a hand named with its rank, a
/// Korean yes or no with its own ending, a command that answers nothing, `next` in a sentence.
@Suite struct LessonAnswersAsSaidTests {
    private func lesson(_ language: Language, _ lines: [String]) -> String {
        LessonReadingTests.lastAnswer(language, lines)
    }

    private func text(_ language: Language, _ key: String) -> String { LessonReadingTests.text(language, key) }

    /// A hand named by its category with its rank beside it, in any language's way: right where
    /// the category is right, corrected where it is wrong, never “not understood”.
    @Test(arguments: [
        // Poker 3 step 3: a straight (hand 1) against three aces.
        (Language.es, ["2", "2"], "la escalera del ocho", "right"),
        (.es, ["2", "2"], "la escalera al ocho", "right"),
        (.es, ["2", "2"], "escalera del 4 al 8", "right"),
        (.es, ["2", "2"], "el trío de ases", "wrong"),
        (.en, ["2", "2"], "eight-high straight", "right"),
        (.en, ["2", "2"], "the straight to the eight", "right"),
        (.en, ["2", "2"], "three aces", "wrong"),
        (.ko, ["2", "2"], "8 스트레이트", "right"),
        (.ko, ["2", "2"], "8 하이 스트레이트가 이겨요", "right"),
        // Poker 3 step 2: four threes (hand 2) against a full house of queens.
        (.es, ["2"], "el full de reinas porque las reinas son más altas", "wrong"),
        (.es, ["2"], "el póquer de treses", "right"),
        (.en, ["2"], "queens full of fives", "wrong"),
        (.en, ["2"], "four of a kind of threes", "right"),
        (.ko, ["2"], "퀸 풀하우스", "wrong"),
    ])
    func aHandNamedWithItsRank(_ language: Language, _ before: [String], _ answer: String, _ part: String) {
        let learn = ["es": "aprender póquer 3", "en": "learn poker 3", "ko": "배우기 포커 3"][language.rawValue]!
        let out = lesson(language, [learn] + before + [answer])
        let step = before.count + 1
        #expect(out.contains(text(language, "lesson.poker.quiz.\(step).\(part)")), "\(answer): \(out)")
    }

    /// Korean yes and no said with another ending, or with a word that stresses them (Set 4 step
    /// 1, “is there a set?”: no).
    @Test(arguments: [
        ("하나도 없네요", "right"), ("세트가 없는데요", "right"), ("없는 것 같은데요", "right"),
        ("있을 것 같은데요", "wrong"), ("있는 것 같네요", "wrong"), ("아무것도 없어", "right"),
    ])
    func aKoreanYesOrNoWithItsEnding(_ answer: String, _ part: String) {
        let out = lesson(.ko, ["배우기 세트 4", answer])
        #expect(out.contains(text(.ko, "lesson.set.deal.1.\(part)")), "\(answer): \(out)")
        #expect(!out.contains(text(.ko, "lesson.unclear.yesno")), "\(answer): \(out)")
    }

    /// A command typed where a question is asked, that does not answer it (`pago` at “who acts
    /// first?”): the neutral line, no correction, no miss counted.
    @Test func aCommandThatAnswersNothingIsNoWrongAnswer() {
        for (language, learn, answers, stray) in [
            (Language.es, "aprender póquer 8", ["2", "10"], "pago"),
            (.en, "learn poker 8", ["2", "10"], "call"),
            (.ko, "배우기 포커 8", ["2", "10"], "콜"),
        ] {
            let out = lesson(language, [learn] + answers + [stray])
            #expect(!out.contains(text(language, "lesson.poker.opening.3.wrong")), "\(stray): \(out)")
            #expect(out.contains(text(language, "lesson.poker.opening.3.unclear")), "\(stray): \(out)")
            // Twice: still no correction, no hint forced by misses.
            let twice = lesson(language, [learn] + answers + [stray, stray])
            #expect(!twice.contains(text(language, "lesson.poker.opening.3.hint")), "\(stray): \(twice)")
        }
        // A command the step takes as its answer still answers it (poker 7 step 3: fold), and
        // another decision there is a wrong answer (call at “should you call?”), as is the
        // command a question names (check at “can you check?”).
        let fold = lesson(.es, ["aprender póquer 7", "no", "4", "retirarse"])
        #expect(fold.contains(text(.es, "lesson.poker.decisions.3.right")), "\(fold)")
        for (language, learn, call) in [
            (Language.es, "aprender póquer 7", "pago"), (.en, "learn poker 7", "call"), (.ko, "배우기 포커 7", "콜"),
        ] {
            let called = lesson(language, [learn, "no", "4", call])
            #expect(called.contains(text(language, "lesson.poker.decisions.3.wrong")), "\(call): \(called)")
        }
        for (language, learn, check) in [(Language.es, "aprender póquer 7", "paso"), (.en, "learn poker 7", "check")] {
            let checked = lesson(language, [learn, check])
            #expect(checked.contains(text(language, "lesson.poker.decisions.1.wrong")), "\(check): \(checked)")
        }
    }

    /// `next` said in a sentence just after a lesson ended opens the next lesson.
    @Test(arguments: [
        (Language.es, "aprender set 1", "saltar", "vamos con la siguiente", "Lección 2"),
        (.es, "aprender set 1", "saltar", "siguiente lección", "Lección 2"),
        (.en, "learn set 1", "skip", "next lesson", "Lesson 2"),
        (.ko, "배우기 세트 1", "건너뛰기", "다음 레슨으로 가요", "레슨 2"),
    ])
    func nextInASentence(_ language: Language, _ learn: String, _ skip: String, _ next: String, _ opened: String) {
        let out = lesson(language, [learn, skip, skip, skip, next])
        #expect(out.contains(opened), "\(next): \(out)")
    }
}

extension LessonAnswersAsSaidTests {
    /// An answer asked back as a question is that answer: a wrong one gets its correction,
    /// which says why (Set 1 step 2, “which attribute?”: shading).
    @Test(arguments: [
        (Language.ko, "배우기 세트 1", "모양 아닌가요?", "wrong"),
        (.ko, "배우기 세트 1", "모양 아닌가요", "wrong"),
        (.ko, "배우기 세트 1", "채우기인가요?", "right"),
        (.ko, "배우기 세트 1", "채우기 아닐까요", "right"),
        (.es, "aprender set 1", "¿no es la forma?", "wrong"),
        (.es, "aprender set 1", "¿es el relleno?", "right"),
        (.en, "learn set 1", "isn't it shape?", "wrong"),
        (.en, "learn set 1", "is it shading?", "right"),
    ])
    func anAnswerAskedBack(_ language: Language, _ learn: String, _ answer: String, _ part: String) {
        let out = lesson(language, [learn, "3", answer])
        #expect(out.contains(text(language, "lesson.set.attributes.2.\(part)")), "\(answer): \(out)")
    }
}
