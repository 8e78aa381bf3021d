import Testing

@testable import TableKit

@Suite struct TextWidthTests {
    @Test func hangulIsTwoColumnsAndSuitsAndAccentsOne() {
        #expect(TextWidth.columns("한국어") == 6)
        #expect(TextWidth.columns("♠A ñ") == 4)
        #expect(TextWidth.columns("e\u{301}") == 1)
        #expect(TextWidth.padRight("검", 4) == "검  ")
        #expect(TextWidth.padLeft("7½", 4) == "  7½")
    }

    @Test func theFallbackAgreesOnWideAndNarrow() {
        #expect(TextWidth.fallbackColumns("가") == 2)
        #expect(TextWidth.fallbackColumns("a") == 1)
        #expect(TextWidth.fallbackColumns("\u{301}") == 0)
    }
}

@Suite struct StyleTests {
    @Test func paintOnlyWhenEnabled() {
        #expect(Style(enabled: false).paint("x", .red) == "x")
        #expect(Style(enabled: true).paint("x", .red) == "\u{1B}[31mx\u{1B}[0m")
    }
}
