import TestSupport
import Testing

@testable import Catalog
@testable import GameKit

/// Issue 13, finding 10: a key missing in Korean falls back to English, and the English text
/// is not given Korean particles; finding 9: the one sanitizer.
@Suite struct FallbackTests {
    @Test func finding10_anEnglishFallbackGetsNoKoreanParticles() {
        let catalogs = Catalogs(tables: [
            .en: ["only.en": "You typed %1$@.", "both": "You typed %1$@."],
            .ko: [
                "both": "%1$@{을/를} 입력했어요.", "language.name": "한국어", "language.plurals": "",
                "language.particles": "korean",
            ],
        ])
        let korean = Localizer(catalogs: catalogs, language: .ko)
        // English text, as English writes it: the braces a player typed stay as typed.
        #expect(korean.text("only.en", .verbatim("게임{이/가}")) == "You typed 게임{이/가}.")
        // A Korean template still chooses its particles.
        #expect(korean.text("both", .verbatim("게임")) == "게임을 입력했어요.")
    }

    @Test func finding9_theSanitizerShowsControlAndBidiCharacters() {
        #expect(Format.visible("\u{1B}]2;X\u{7}") == "^[]2;X^G")
        #expect(Format.visible("a\u{202E}b\u{2066}c\u{200F}d\u{061C}") == "a<U+202E>b<U+2066>c<U+200F>d<U+61C>")
        #expect(Format.visible("a\nb\tc") == "a^Jb^Ic")
        #expect(Format.visible("a\nb\tc\u{1B}", keepingLines: true) == "a\nb\tc^[")
        #expect(Format.visible("한글 ñ ♠") == "한글 ñ ♠")
    }
}
