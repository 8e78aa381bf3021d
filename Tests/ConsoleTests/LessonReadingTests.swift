import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

/// Answers and moves as newcomers typed them in lessons: read as meant, or (where they could
/// mean two things) not understood, never told wrong.
@Suite struct LessonReadingTests {
    /// The last answer of a fresh session (no game, nothing stored) given `lines` in turn.
    static func lastAnswer(_ language: Language, _ lines: [String]) -> String {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: language, seed: 1, colour: false,
            width: nil, store: .inMemory(), asks: false)
        _ = s.opening(game: nil)
        var out = ""
        for line in lines { out = s.handle(line) }
        return out
    }

    static func text(_ language: Language, _ key: String) -> String {
        Localizer(catalogs: Repository.catalogs, language: language).text(key)
    }

    private func lesson(_ language: Language, _ lines: [String]) -> String { Self.lastAnswer(language, lines) }

    private func text(_ language: Language, _ key: String) -> String { Self.text(language, key) }

    @Test func aPercentInWordsIsTheNumber() {
        let out = lesson(.es, ["aprender póquer 10", "veinticinco por ciento"])
        #expect(out.contains(text(.es, "lesson.poker.advice.1.right")), "\(out)")
        let en = lesson(.en, ["learn poker 10", "25 percent"])
        #expect(en.contains(text(.en, "lesson.poker.advice.1.right")), "\(en)")
    }

    /// A right answer after words that only lead into it is right, where no yes or no is asked.
    @Test func aRightAnswerAfterLeadingWordsIsRight() {
        let out = lesson(.es, ["aprender póquer 1", "1", "vale, entonces el full, la segunda"])
        #expect(out.contains(text(.es, "lesson.poker.hands.2.right")), "\(out)")
        let fold = lesson(.es, ["aprender póquer 7", "no", "4", "mejor me retiro"])
        #expect(fold.contains(text(.es, "lesson.poker.decisions.3.right")), "\(fold)")
        let yes = lesson(.es, ["aprender póquer 12", "entonces sí gana"])
        #expect(yes.contains(text(.es, "lesson.poker.house.1.right")), "\(yes)")
        // Where a yes or no is asked, `vale` is the answer itself: wrong where no is right.
        let vale = lesson(.es, ["aprender póquer 7", "vale"])
        #expect(vale.contains(text(.es, "lesson.poker.decisions.1.wrong")), "\(vale)")
        let ko = lesson(.ko, ["배우기 포커 4", "1", "돌리기", "세 번까지"])
        #expect(ko.contains(text(.ko, "lesson.poker.streets.3.right")), "\(ko)")
    }

    /// Korean answers the play-test typed: a percent as 퍼, yes and no said as a guess or a result.
    @Test func koreanAnswersAsTyped() {
        let percent = lesson(.ko, ["배우기 포커 10", "25퍼요"])
        #expect(percent.contains(text(.ko, "lesson.poker.advice.1.right")), "\(percent)")
        for yes in ["추천하겠죠", "이길 것 같아요"] {
            let out = lesson(.ko, ["배우기 포커 10", "25", yes])
            #expect(out.contains(text(.ko, "lesson.poker.advice.2.right")), "\(yes): \(out)")
        }
        let cannot = lesson(.ko, ["배우기 포커 7", "그럼 못 하네요"])
        #expect(cannot.contains(text(.ko, "lesson.poker.decisions.1.right")), "\(cannot)")
        let spades = lesson(.ko, ["배우기 포커 12", "예", "스페이드가 이겨요"])
        #expect(spades.contains(text(.ko, "lesson.poker.house.2.right")), "\(spades)")
        let picas = lesson(.es, ["aprender póquer 12", "sí", "gana la de picas"])
        #expect(picas.contains(text(.es, "lesson.poker.house.2.right")), "\(picas)")
        let hearts = lesson(.en, ["learn poker 12", "yes", "the hearts win"])
        #expect(hearts.contains(text(.en, "lesson.poker.house.2.wrong")), "\(hearts)")
        let hidden = lesson(.ko, ["배우기 포커 9", "안 보여 줘도 돼요"])
        #expect(hidden.contains(text(.ko, "lesson.poker.showdown.1.right")), "\(hidden)")
    }

    @Test func aQuestionSaidBackIsAYes() {
        let out = lesson(.es, ["aprender siete 5", "pista", "es mas probable pasarse"])
        #expect(out.contains(text(.es, "lesson.siete.hint.2.right")), "\(out)")
        let no = lesson(.es, ["aprender siete 5", "pista", "no es más probable pasarme"])
        #expect(no.contains(text(.es, "lesson.siete.hint.2.wrong")), "\(no)")
    }

    @Test func theOneWithAHandNamesIt() {
        let out = lesson(.es, ["aprender póquer 3", "2", "2", "1", "el de la pareja"])
        #expect(out.contains(text(.es, "lesson.poker.quiz.4.right")), "\(out)")
    }

    @Test func aCardNamedByItsRankIsNoColumn() {
        let out = lesson(.es, ["aprender solitario 2", "sí", "no", "mueve el 6 al 7"])
        #expect(out.contains(text(.es, "lesson.klondike.unclear")), "\(out)")
        #expect(!out.contains(text(.es, "lesson.klondike.build.3.wrong")), "\(out)")
    }

    /// A hand named by the rank it holds twice: its number; the other hand's is a wrong answer.
    @Test func theOneWithTheJacksIsTheHandWithTheJacks() {
        let right = lesson(.es, ["aprender póquer 1", "1", "2", "la de las jotas"])
        #expect(right.contains(text(.es, "lesson.poker.hands.3.right")), "\(right)")
        let wrong = lesson(.es, ["aprender póquer 1", "1", "2", "la de los dieces"])
        #expect(wrong.contains(text(.es, "lesson.poker.hands.3.wrong")), "\(wrong)")
        let en = lesson(.en, ["learn poker 1", "1", "2", "the one with the jacks"])
        #expect(en.contains(text(.en, "lesson.poker.hands.3.right")), "\(en)")
    }

    /// A question in a lesson: the term's rules section, or the step's hint; nothing counted.
    @Test func aQuestionInALessonIsAnswered() {
        let out = lesson(.es, ["aprender póquer 5", "¿qué es la obligada?"])
        let opening = text(.es, "game.poker.rules.opening.words").split(separator: ",").first.map(String.init) ?? ""
        #expect(out.contains("▸ \(opening)"), "\(out)")
        #expect(!out.contains(text(.es, "lesson.poker.unclear")), "\(out)")
        let ko = lesson(.ko, ["배우기 포커 5", "어떻게 해야 돼?"])
        #expect(ko.contains(text(.ko, "lesson.poker.outs.1.hint")), "\(ko)")
    }

    @Test func aRankInWordsIsTheCard() {
        let king = lesson(.es, ["aprender solitario 4", "no", "pon el rey en la 5"])
        #expect(king.contains(text(.es, "lesson.klondike.kings.2.right")), "\(king)")
        let ace = lesson(.ko, ["배우기 솔리테어 3", "3번 에이스 올려"])
        #expect(ace.contains(text(.ko, "lesson.klondike.foundations.1.right")), "\(ace)")
    }
}
