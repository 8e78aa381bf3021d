import TestSupport
import Testing

@testable import CardKit
@testable import Catalog
@testable import TableKit

@Suite struct RendererTests {
    @Test func cardFacesLineUpInEveryLanguage() {
        for language in Language.allCases {
            let r = Renderer(
                localizer: Localizer(catalogs: Repository.catalogs, language: language), style: Style(enabled: false),
                width: 10_000)
            let rows = r.faces(SpanishCard.deck)
            #expect(rows.count == 5)
            let widths = Set(rows.map(TextWidth.columns))
            #expect(widths.count == 1, "\(language): rows of widths \(widths)")
        }
    }

    @Test func colourDoesNotChangeTheLayout() {
        let localizer = Localizer(catalogs: Repository.catalogs, language: .ko)
        let plain = Renderer(localizer: localizer, style: Style(enabled: false)).faces([SpanishCard(11, .copas)])
        let coloured = Renderer(localizer: localizer, style: Style(enabled: true)).faces([SpanishCard(11, .copas)])
        let stripped = coloured.map(stripANSI)
        #expect(stripped == plain)
        #expect(coloured != plain)
    }
}

@Suite struct WrappingTests {
    @Test func manyCardsWrapToTheWidth() {
        let r = Renderer(
            localizer: Localizer(catalogs: Repository.catalogs, language: .es), style: Style(enabled: false), width: 60)
        let rows = r.faces(Array(SpanishCard.deck.prefix(12)))
        #expect(rows.count > 5 && rows.count % 5 == 0)
        #expect(rows.allSatisfy { TextWidth.columns($0) <= 60 })
        #expect(rows.joined().filter { $0 == "┌" }.count == 12)
    }
}

@Suite struct WordWrapTests {
    @Test func wrapsBetweenWordsByDisplayWidth() {
        let lines = TextWidth.wrap("aaa bbb ccc ddd", width: 7)
        #expect(lines == ["aaa bbb", "ccc ddd"])
        let korean = TextWidth.wrap("카드를 한 장 더 받아요", width: 10)
        #expect(korean.allSatisfy { TextWidth.columns($0) <= 10 })
        #expect(korean.joined(separator: " ") == "카드를 한 장 더 받아요")
    }

    @Test func aQuotedCommandIsNeverBrokenAcrossLines() {
        #expect(TextWidth.wrap("입력: ‘옮기기 7 6’ 하세요", width: 14) == ["입력:", "‘옮기기 7 6’", "하세요"])
        #expect(TextWidth.wrap("try «mover w 4» now", width: 12) == ["try", "«mover w 4»", "now"])
        #expect(TextWidth.wrap("type “move 3 f1”.", width: 12) == ["type", "“move 3 f1”."])
        // Longer than a line: broken after all, rather than overflowing.
        #expect(TextWidth.wrap("“a b c d e f”", width: 5).allSatisfy { TextWidth.columns($0) <= 5 })
    }

    @Test func continuationKeepsTheIndentAndHangsUnderABullet() {
        let lines = TextWidth.wrap("  • one two three four", width: 12)
        #expect(lines == ["  • one two", "    three", "    four"])
        // A numbered step of a list (solve show) hangs under its text too.
        #expect(TextWidth.wrap("  99. ‘자동’ (카드 17장을 올려요)", width: 24) == ["  99. ‘자동’ (카드", "      17장을 올려요)"])
        // A number alone at the start is not an item.
        #expect(TextWidth.wrap("12.5 one two", width: 8) == ["12.5 one", "two"])
    }

    /// A number never ends a line apart from its `%` (Spanish and other languages write `30 %`,
    /// with a space), nor a signed number apart from the word it counts (`−1 punto`); only
    /// pairs are kept together, and a number without a sign (`Player 2`) is left free.
    @Test func aNumberStaysWithItsPercentAndItsWord() {
        #expect(TextWidth.wrap("con un 30 % más", width: 9) == ["con un", "30 % más"])
        #expect(TextWidth.wrap("Tu parte, 31,0 %, llega", width: 15) == ["Tu parte,", "31,0 %, llega"])
        #expect(TextWidth.wrap("pierdes −1 punto", width: 10) == ["pierdes", "−1 punto"])
        #expect(TextWidth.wrap("(pista: −2 puntos).", width: 12) == ["(pista:", "−2 puntos)."])
        #expect(TextWidth.wrap("−1 −2 −3 −4", width: 5) == ["−1 −2", "−3 −4"])
        #expect(TextWidth.wrap("what Player 2 holds", width: 13) == ["what Player 2", "holds"])
        for width in 9...30 {
            let lines = TextWidth.wrap("Entrenador: tu parte, 41,1 %, cubre el 33,3 % que pide: −1 punto", width: width)
            #expect(!lines.contains { $0.hasPrefix("%") || $0.hasSuffix("−1") }, "\(width): \(lines)")
        }
    }

    @Test func aWordWiderThanTheLineStaysWhole() {
        #expect(TextWidth.wrap("supercalifragilistic x", width: 5) == ["supercalifragilistic", "x"])
    }

    @Test func colourCodesTakeNoColumns() {
        #expect(TextWidth.columns("\u{1B}[31mred\u{1B}[0m") == 3)
    }
}
