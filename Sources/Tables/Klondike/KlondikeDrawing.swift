import CardKit
import GameKit
import Klondike
import TableKit

/// The table drawn: foundations, waste and stock on top, the seven stacks below.
extension KlondikeTable {
    func draw(_ r: Renderer) -> [String] {
        let p = game.position
        let cell = r.width >= 48 ? 6 : r.width >= 40 ? 5 : 4
        let indent = r.width >= 40 ? "  " : ""
        var lines = [r.heading(r.text("klondike.title", .message(modeMessage(game.drawMode))))]

        func row(_ items: [(String, Int)]) -> String {
            // (text, cells it may take): padded to its cells, at least one space after.
            var line = indent
            for (i, (text, cells)) in items.enumerated() {
                let padded = TextWidth.padRight(text, cells * cell)
                line += i == items.count - 1 ? text : (TextWidth.columns(text) >= cells * cell ? text + " " : padded)
            }
            return line
        }
        let label = { (text: String) in r.style.paint(text, .dim) }

        // Top: the foundations, the waste and the stock.
        var top: [(String, Int)] = (0..<4).map { i in
            (p.foundationTop(i).map { face($0, r) } ?? label("[\(Position.foundationSuits[i].symbol)]"), 1)
        }
        let stock =
            p.stock.isEmpty
            ? (p.waste.isEmpty ? label("[ ]") : r.style.paint("↻", .cyan))
            : back(r) + (cell > 4 ? " " : "") + "\(p.stock.count)"
        // The waste's top card, or its top three fanned in draw-3 (fewer if the row would not fit).
        var shown = game.drawMode == .three ? 3 : 1
        var waste = label("[ ]")
        while !p.waste.isEmpty {
            waste = p.waste.suffix(shown).map { face($0, r) }.joined(separator: " ")
            let room = r.width - indent.count - 4 * cell - TextWidth.columns(stock) - 1
            if shown == 1 || TextWidth.columns(waste) <= room { break }
            shown -= 1
        }
        top.append((waste, 2))
        top.append((stock, 1))
        lines.append(row([("f1", 1), ("f2", 1), ("f3", 1), ("f4", 1), ("w", 2), ("s", 1)].map { (label($0.0), $0.1) }))
        lines.append(row(top))
        lines.append("")

        // The seven stacks, face-down cards as backs.
        lines.append(row((1...7).map { (label(String($0)), 1) }))
        let height = max(1, p.stacks.map(\.count).max() ?? 0)
        for level in 0..<height {
            let cells: [(String, Int)] = (0..<7).map { i in
                let stack = p.stacks[i]
                if stack.isEmpty { return (level == 0 ? label("[ ]") : "", 1) }
                guard level < stack.count else { return ("", 1) }
                return (level < p.hidden[i] ? back(r) : face(stack[level], r), 1)
            }
            var line = row(cells)
            while line.hasSuffix(" ") { line.removeLast() }
            lines.append(line)
        }
        lines.append("")
        lines.append(r.text("klondike.status", .int(p.moves), .int(p.score), .duration(play.seconds)))
        if game.isWon {
            // A lesson's table says nothing more: the win was just said, and a lesson deals no
            // new game.
            if !r.teaching { lines.append(r.style.paint(r.text("klondike.status.won", .command(.new)), .green)) }
        } else if game.canFinishAutomatically {
            lines.append(r.style.paint(r.text("klondike.status.canfinish", .command(.auto)), .cyan))
        }
        return lines
    }

    /// A face-up card: `♥7`; red suits in red (the suit signs tell them apart without colour).
    func face(_ card: FrenchCard, _ r: Renderer) -> String {
        r.style.paint(card.description, card.suit.isRed ? .red : .bold)
    }

    func back(_ r: Renderer) -> String { r.style.paint("▒▒", .blue) }
}
