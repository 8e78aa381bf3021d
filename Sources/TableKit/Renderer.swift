import CardKit
import Catalog
import GameKit

/// Text for the terminal: catalog messages in the current language, optional colour,
/// and layouts measured in display columns.
public struct Renderer: Sendable {
    public let localizer: Localizer
    public let style: Style
    /// The terminal's columns, or nil when the output is no terminal (lines stay whole).
    public let wrapWidth: Int?
    /// Columns for layouts: rows of cards wrap to fit (80 without a terminal).
    public var width: Int { wrapWidth ?? 80 }
    /// Whether the table drawn is a lesson's: its lines leave out what to type for the next
    /// hand or game (`new`, a bet again), which a lesson's table does not take once it ends.
    public private(set) var teaching = false

    public init(localizer: Localizer, style: Style, width: Int? = 80) {
        self.localizer = localizer
        self.style = style
        self.wrapWidth = width.map { max(20, $0) }
    }

    /// The same renderer speaking another language.
    public func speaking(_ language: Language) -> Renderer {
        var speaking = Renderer(localizer: localizer.speaking(language), style: style, width: wrapWidth)
        speaking.teaching = teaching
        return speaking
    }

    /// The same renderer for another terminal width.
    public func resized(to width: Int?) -> Renderer {
        var resized = Renderer(localizer: localizer, style: style, width: width)
        resized.teaching = teaching
        return resized
    }

    /// The same renderer drawing a lesson's table (`teaching`).
    public var forLesson: Renderer {
        var lesson = self
        lesson.teaching = true
        return lesson
    }

    public func text(_ message: Message) -> String { localizer.text(message) }
    public func text(_ key: String, _ args: Argument...) -> String { localizer.text(Message(key: key, args: args)) }

    /// A heading line: `── Title ───…` padded to `width` columns.
    public func heading(_ title: String) -> String {
        let head = "── \(title) "
        let rule = String(repeating: "─", count: max(3, min(44, width) - TextWidth.columns(head)))
        return style.paint(head + rule, .bold)
    }

    /// Small faces for Spanish cards, side by side: rank word, suit word, value (siete y
    /// media's by default; a game counting otherwise gives its own).
    public func faces(
        _ cards: [SpanishCard], value: (SpanishCard) -> String = { $0.halfPoints.description }
    ) -> [String] {
        guard !cards.isEmpty else { return [] }
        let labels = cards.map { card in
            (
                rank: localizer.string("card.spanish.short.\(card.rank)"),
                suit: localizer.string("card.spanish.suit.\(card.suit.rawValue)"),
                value: value(card)
            )
        }
        // One width for every card of the language, so hands line up from turn to turn.
        let inner =
            2
            + SpanishCard.ranks.map { TextWidth.columns(localizer.string("card.spanish.short.\($0)")) }
            .reduce(
                SpanishSuit.allCases.map { TextWidth.columns(localizer.string("card.spanish.suit.\($0.rawValue)")) }
                    .max() ?? 0, max)
        let bar = String(repeating: "─", count: inner)
        let perRow = max(1, (width + 1) / (inner + 3))
        guard cards.count <= perRow else {
            return stride(from: 0, to: cards.count, by: perRow).flatMap {
                faces(Array(cards[$0..<min($0 + perRow, cards.count)]), value: value)
            }
        }
        var rows = ["", "", "", "", ""]
        for (card, label) in zip(cards, labels) {
            let tone = Self.tone(of: card.suit)
            let cells = [
                "┌\(bar)┐",
                "│ " + style.paint(TextWidth.padRight(label.rank, inner - 1), .bold) + "│",
                "│ " + style.paint(TextWidth.padRight(label.suit, inner - 1), tone) + "│",
                "│" + TextWidth.padLeft(label.value, inner - 1) + " │",
                "└\(bar)┘",
            ]
            for i in rows.indices { rows[i] += (rows[i].isEmpty ? "" : " ") + cells[i] }
        }
        return rows
    }

    /// The traditional colours of the Spanish suits.
    static func tone(of suit: SpanishSuit) -> Style.Tone {
        switch suit {
        case .oros: .yellow
        case .copas: .red
        case .espadas: .blue
        case .bastos: .green
        }
    }

    /// Two columns: labels padded to the widest label.
    public func columns(_ rows: [(String, String)]) -> [String] {
        let width = rows.map { TextWidth.columns($0.0) }.max() ?? 0
        return rows.map { TextWidth.padRight($0.0, width) + "  " + $0.1 }
    }

    /// Two indented columns whose second wraps under itself (a list of commands): long
    /// texts do not run back under the labels when the terminal is narrow.
    public func hangingColumns(_ rows: [(String, String)], indent: Int = 2) -> [String] {
        let labelWidth = rows.map { TextWidth.columns($0.0) }.max() ?? 0
        let margin = String(repeating: " ", count: indent)
        guard let total = wrapWidth, total - indent - labelWidth - 2 >= 16 else {
            return columns(rows).map { margin + $0 }
        }
        let blank = String(repeating: " ", count: labelWidth)
        return rows.flatMap { label, text in
            TextWidth.wrap(text, width: total - indent - labelWidth - 2).enumerated().map { i, piece in
                margin + (i == 0 ? TextWidth.padRight(label, labelWidth) : blank) + "  " + piece
            }
        }
    }
}
