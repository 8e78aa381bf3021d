import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

/// Lesson answers as newcomers typed them in poker and Set: a no said in a sentence that
/// negates, two answers offered at once, a question asked back, and right answers in words.
@Suite struct LessonAnswersNewcomerTests {
    private func lesson(_ language: Language, _ lines: [String]) -> String {
        LessonReadingTests.lastAnswer(language, lines)
    }

    private func text(_ language: Language, _ key: String) -> String { LessonReadingTests.text(language, key) }

    /// Poker 7 step 1, “can you check?” (no): a sentence that negates is the no, whatever
    /// command word it holds; a yes with the command is still corrected.
    @Test(arguments: [
        (Language.es, "pues no se puede", "right"), (.es, "no se puede pasar", "right"), (.es, "no puedo", "right"),
        (.es, "no puedo pasar", "right"), (.ko, "못 해요", "right"), (.ko, "못하겠네요", "right"),
        (.ko, "아 못하겠네요", "right"), (.en, "can't", "right"), (.en, "I can't check", "right"),
        (.es, "sí, paso", "wrong"), (.en, "yes", "wrong"),
    ])
    func aNegationIsTheNo(_ language: Language, _ answer: String, _ part: String) {
        let learn = ["es": "aprender póquer 7", "en": "learn poker 7", "ko": "배우기 포커 7"][language.rawValue]!
        let out = lesson(language, [learn, answer])
        #expect(out.contains(text(language, "lesson.poker.decisions.1.\(part)")), "\(answer): \(out)")
    }

    /// An acknowledgement said before the answer (`아 그렇구나, 아니에요`: “oh I see, no”) is no
    /// yes: the answer after it is read (poker 5 step 2, “is the ♥Q in front of player 2 an out?”).
    @Test(arguments: [
        (Language.ko, "아 그렇구나, 아니에요"), (.ko, "그렇군요, 아니요"), (.ko, "아하 아니죠"), (.es, "ah, ya veo, no"),
        (.en, "oh I see, no"),
    ])
    func anAcknowledgementBeforeTheAnswerIsNoYes(_ language: Language, _ answer: String) {
        let learn = ["es": "aprender póquer 5", "en": "learn poker 5", "ko": "배우기 포커 5"][language.rawValue]!
        let out = lesson(language, [learn, "7", answer])
        #expect(out.contains(text(language, "lesson.poker.outs.2.right")), "\(answer): \(out)")
    }

    /// Two different numbers offered at once are no answer: the neutral line, neither right nor
    /// wrong (poker 9 step 2: 40; Set 2 step 2, “3 or 4?”: 4).
    @Test(arguments: [
        (Language.es, "aprender póquer 9", ["no"], "cincuenta o cuarenta", "lesson.poker.showdown.2"),
        (.en, "learn poker 9", ["no"], "50 or 40", "lesson.poker.showdown.2"),
        (.ko, "배우기 세트 2", ["아니요"], "삼번 사번", "lesson.set.rule.2"),
        (.ko, "배우기 세트 2", ["아니요"], "3번 아니면 4번", "lesson.set.rule.2"),
    ])
    func twoNumbersAreNoAnswer(
        _ language: Language, _ learn: String, _ before: [String], _ answer: String, _ step: String
    ) {
        let out = lesson(language, [learn] + before + [answer])
        #expect(!out.contains(text(language, "\(step).right")), "\(answer): \(out)")
        #expect(!out.contains(text(language, "\(step).wrong")), "\(answer): \(out)")
    }

    /// The working shown still counts: its last number is the result.
    @Test func theWorkingShownStillCounts() {
        let out = lesson(.es, ["aprender póquer 9", "no", "20 más 20 son 40"])
        #expect(out.contains(text(.es, "lesson.poker.showdown.2.right")), "\(out)")
    }

    /// A question asked back or «I don't know» at a question, the first time: back to the text,
    /// never the hint that gives the answer away; the second time, the hint.
    @Test(arguments: [
        (Language.es, "aprender póquer 6", ["3"], "¿y si no quiero apostar?", "lesson.poker.chips.2"),
        (.es, "aprender póquer 9", ["no"], "no sé, ¿noventa?", "lesson.poker.showdown.2"),
        (.ko, "배우기 포커 9", ["아니요"], "모르겠어요", "lesson.poker.showdown.2"),
        (.en, "learn poker 6", ["3"], "what if I don't want to bet?", "lesson.poker.chips.2"),
    ])
    func askingFirstIsNoAnswerGivenAway(
        _ language: Language, _ learn: String, _ before: [String], _ asked: String, _ step: String
    ) {
        let first = lesson(language, [learn] + before + [asked])
        #expect(!first.contains(text(language, "\(step).hint")), "\(asked): \(first)")
        #expect(!first.contains(text(language, "\(step).wrong")), "\(asked): \(first)")
        #expect(first.contains(text(language, "lesson.unsure.nudge")), "\(asked): \(first)")
        let second = lesson(language, [learn] + before + [asked, asked])
        #expect(second.contains(text(language, "\(step).hint")), "\(asked): \(second)")
    }

    /// A yes or no, or a command, at a question that asks for a number: no miss.
    @Test(arguments: ["안 돼요", "돌리기"])
    func aNoOrACommandAtANumberIsNoMiss(_ said: String) {
        let out = lesson(.ko, ["배우기 세트 5", said])
        #expect(!out.contains(text(.ko, "lesson.set.score.1.wrong")), "\(said): \(out)")
        #expect(!out.contains(text(.ko, "lesson.set.score.1.right")), "\(said): \(out)")
    }

    /// A lesson done before, gone through again with `skip`: its end says it stays done, as the
    /// list says.
    @Test func skippingALessonDoneBeforeKeepsItDone() {
        let out = lesson(.es, ["aprender póquer 9", "no", "40", "aprender póquer 9", "saltar", "saltar"])
        #expect(out.contains(text(.es, "lesson.complete.redone.skipped").prefix(15)), "\(out)")
        #expect(!out.contains("no queda como hecha"), "\(out)")
    }

    /// Right answers said as newcomers said them: right, never “not understood”.
    @Test(arguments: [
        (Language.es, "aprender póquer 6", [String](), "hay tres fichas", "lesson.poker.chips.1"),
        (.es, "aprender póquer 6", [], "hay 3", "lesson.poker.chips.1"),
        (.ko, "배우기 포커 7", [], "아 못하겠네요", "lesson.poker.decisions.1"),
        (.ko, "배우기 포커 9", [], "안 보여줘도 되는구나", "lesson.poker.showdown.1"),
        (.ko, "배우기 세트 4", [], "세트 없네요", "lesson.set.deal.1"),
        (.ko, "배우기 세트 4", [], "세트 하나도 없어요", "lesson.set.deal.1"),
        (.ko, "배우기 세트 5", ["4"], "-1점", "lesson.set.score.2"),
        (.es, "aprender póquer 7", ["no"], "4 a 1", "lesson.poker.decisions.2"),
        (.en, "learn poker 7", ["no"], "4 to 1", "lesson.poker.decisions.2"),
    ])
    func rightAnswersAsSaid(_ language: Language, _ learn: String, _ before: [String], _ answer: String, _ step: String)
    {
        let out = lesson(language, [learn] + before + [answer])
        #expect(out.contains(text(language, "\(step).right")), "\(answer): \(out)")
    }
}
