import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import SieteYMedia
@testable import SieteYMediaConsole

/// Lesson answers as the play-testers said them, read as meant: each gets the step's right
/// text, never the wrong one.
@Suite struct MeantAnswersTests {
    static let cases: [(Language, String, Int, [String], String)] = [
        (.es, "siete", 5, ["pista"], "es más fácil pasarme"),
        (.es, "set", 3, [], "creo que son la dos, la cuatro y la seis"),
        (.ko, "siete", 4, ["스톱"], "그럼 없네요"),
        (.ko, "set", 1, ["3", "채우기"], "전부 다르니까 세트 맞죠"),
        (.ko, "set", 1, ["3", "채우기"], "세트 맞죠"),
        (.ko, "set", 1, ["3", "채우기"], "다르니까 세트 맞죠"),
        (.ko, "set", 1, [], "네모 세 개"),
        (.ko, "set", 1, ["3"], "안을 채우는 거요"),
        (.ko, "set", 2, [], "세트 아니에요"),
        (.ko, "set", 4, ["아니요"], "카드 세 장 더 주세요"),
        (.es, "póquer", 8, ["el dos"], "ah, diez fichas"),
    ]

    @Test(arguments: cases.indices)
    func aRightAnswerSaidAsMeantIsRight(_ index: Int) {
        let (language, game, number, before, answer) = Self.cases[index]
        guard
            let (out, right) = LessonAnswersTests.reply(
                language, game, number, before, answer, checkedAgainst: "right")
        else { return }
        #expect(out.contains(right), "\(language) \(game) \(number) «\(answer)»: \(out)")
    }

    /// At a played hand, `한번 더 받아 볼래요` is a hit.
    @Test func aHitSaidSoftlyIsAHit() {
        let s = TeachingTests.fresh(.ko)
        _ = s.handle("배우기 세븐앤하프 7")
        _ = s.handle("베팅 10")
        let cards = (s.lesson?.table as? SieteYMediaTable)?.hand.player.count ?? 0
        let out = s.handle("한번 더 받아 볼래요")
        #expect(!out.contains("모르겠어요"), "\(out)")
        #expect(
            ((s.lesson?.table as? SieteYMediaTable)?.hand.player.count ?? 99) > cards || s.lesson?.step != 1, "\(out)")
    }
}
