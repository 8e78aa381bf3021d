import CardKit
import GameKit
import SetGame
import TableKit

/// Set's table on the screen: the score line, the cards in numbered cells, the status line.
extension SetTable {
    /// With a set selected, going on is taking it and dealing (what the status line asks).
    var goingOnCommand: CommandID? { game.selectionIsSet ? .deal : nil }

    /// The glyph of a shape in a shading: solid ▲ ● ■, striped (half filled) ◭ ◐ ◧, open △ ○ □.
    static func glyph(_ shape: SetCard.Shape, _ shading: SetCard.Shading) -> String {
        let glyphs: [[String]] = [["▲", "◭", "△"], ["●", "◐", "○"], ["■", "◧", "□"]]
        return glyphs[shape.rawValue][shading.rawValue]
    }

    static func tone(_ colour: SetCard.Colour) -> Style.Tone {
        switch colour {
        case .red: .red
        case .green: .green
        case .purple: .magenta
        }
    }

    func draw(_ r: Renderer) -> [String] {
        var lines = [r.heading(r.text("game.set.title"))]
        guard game.phase != .notStarted else { return lines + [r.text("set.status.notstarted", .command(.new))] }
        lines.append(
            r.text(
                "set.table.line", .int(game.score), .int(game.setsFound), .int(game.deck.count),
                .duration(game.elapsedSeconds)))
        lines += grid(r)
        lines.append(
            r.style.paint(r.text("set.table.legend", .verbatim("▲●■"), .verbatim("◭◐◧"), .verbatim("△○□")), .dim))
        lines.append(status(r))
        return lines
    }

    /// The cards in rows of numbered cells; three rows as on a real table while they fit.
    private func grid(_ r: Renderer) -> [String] {
        let labels = SetCard.Colour.allCases.map { r.text($0.label) }
        let labelWidth = labels.map(TextWidth.columns).max() ?? 0
        let cellWidth = 1 + 2 + 1 + 3 + 1 + labelWidth + 1
        let fit = max(1, (r.width + 1) / (cellWidth + 1))
        let perRow = max(1, min(fit, max(4, (game.table.count + 2) / 3)))
        let selected = Set(game.selection)
        let hinted: Set<SetCard> =
            switch game.hintStep {
            case .card: Set(game.hintTarget.prefix(1))
            case .set: Set(game.hintTarget)
            case .none, .count: []
            }
        let selectionTone: Style.Tone = game.selectionIsSet ? .green : game.selectionIsMismatch ? .red : .cyan
        let cells = game.table.enumerated().map { position, card -> String in
            let (open, close): (String, String) = selected.contains(card) ? ("[", "]") : (" ", " ")
            let number = TextWidth.padLeft(String(position + 1), 2)
            let glyphs = TextWidth.padRight(
                String(repeating: Self.glyph(card.shape, card.shading), count: card.number), 3)
            let face = r.style.paint(
                glyphs + " " + TextWidth.padRight(labels[card.colour.rawValue], labelWidth), Self.tone(card.colour))
            let tone: Style.Tone = selected.contains(card) ? selectionTone : .yellow
            func mark(_ m: String) -> String { m == " " ? m : r.style.paint(m, tone) }
            // A hinted card has its star between number and face (outside, stars of
            // neighbouring cards would run together: `… * * 2 …`).
            let inner = hinted.contains(card) ? r.style.paint("*", .yellow) : " "
            return mark(open) + number + inner + face + mark(close)
        }
        return stride(from: 0, to: cells.count, by: perRow).map { start in
            cells[start..<min(start + perRow, cells.count)].joined(separator: " ")
        }
    }

    private func status(_ r: Renderer) -> String {
        switch game.phase {
        case .notStarted:
            return r.text("set.status.notstarted", .command(.new))
        case .over:
            return r.style.paint(
                r.text(
                    Message(
                        "set.status.over", .int(game.setsFound), .int(game.score),
                        .command(.new), count: game.setsFound)), .green)
        case .playing:
            if game.selectionIsSet { return r.style.paint(r.text("set.status.match", SetTable.takeWord), .green) }
            if game.selectionIsMismatch { return r.style.paint(r.text("set.status.mismatch"), .red) }
            if game.selection.isEmpty { return r.style.paint(r.text("set.status.pick", .command(.tap)), .cyan) }
            let left = 3 - game.selection.count
            return r.style.paint(
                r.text(Message("set.status.more", .int(game.selection.count), .int(left), count: game.selection.count)),
                .cyan)
        }
    }
}
