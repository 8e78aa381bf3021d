import Catalog
import Testing

@testable import Console

/// A yes said as a double negative (`no veo por qué no`: “I don't see why not”) is a yes, with its
/// reason after it; a newcomer's right answer at Klondike lesson 11 had been corrected as a no.
@Suite struct DoubleNegativeYesTests {
    private let before = ["aprender solitario 11", "auto", "sí"]

    @Test func iDontSeeWhyNotIsYes() {
        let right = LessonReadingTests.text(.es, "lesson.klondike.finish.3.right")
        let yes = LessonReadingTests.lastAnswer(
            .es, before + ["no veo por qué no, si deshago hasta antes de esa jugada"])
        #expect(yes.contains(right), "\(yes)")
        // A no that opens with “because” stays a no.
        let no = LessonReadingTests.lastAnswer(.es, before + ["porque no se puede"])
        #expect(!no.contains(right), "\(no)")
        let en = LessonReadingTests.lastAnswer(.en, ["learn klondike 11", "auto", "yes", "i don't see why not"])
        #expect(en.contains(LessonReadingTests.text(.en, "lesson.klondike.finish.3.right")), "\(en)")
    }
}
