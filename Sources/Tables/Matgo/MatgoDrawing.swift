import CardKit
import GameKit
import Matgo
import TableKit

/// 맞고's table on the screen: the computer's side, the table by months, the player's side and
/// hand (numbered), and what to do now.
extension MatgoTable {
    static func tone(_ card: HwatuCard) -> Style.Tone {
        switch card.kind {
        case .gwang: .yellow
        case .yeol: .green
        case .pi: .dim
        case .ssangpi: .cyan
        case .tti:
            switch card.ribbon {
            case .hong?: .red
            case .cheong?: .blue
            case .cho?: .green
            default: .magenta
            }
        }
    }

    func face(_ card: HwatuCard, _ r: Renderer) -> String { r.style.paint(r.text(card.message), Self.tone(card)) }

    func draw(_ r: Renderer) -> [String] {
        var lines = [r.heading(r.text("game.matgo.title"))]
        guard game.phase != .notStarted else { return lines + [r.text("matgo.status.notstarted", .command(.new))] }
        lines.append(
            r.text(
                "matgo.table.computer", .int(game.hands[1].count), .int(game.score(of: 1).total), .int(game.gos[1])))
        lines.append("  " + takenLine(1, r))
        let months = Array(Set(game.table.map(\.month))).sorted()
        let groups = months.map { m in game.onTable(month: m).map { face($0, r) }.joined(separator: " + ") }
        lines.append(r.text("matgo.table.floor", .int(game.pile.count)))
        lines += wrap(groups, r, indent: 2, separator: "   ")
        lines.append(r.text("matgo.table.you", .int(game.score(of: 0).total), .int(game.gos[0])))
        lines.append("  " + takenLine(0, r))
        let cells = game.hands[0].enumerated().map { i, card in "\(i + 1) " + face(card, r) }
        lines.append(r.text("matgo.table.hand"))
        lines += wrap(cells, r, indent: 2, separator: "   ")
        lines.append(status(r))
        return lines
    }

    /// What a player has taken, kind by kind; 9월's 열끗 in the one column it counts in now, and
    /// said so when that column is 피 (the animals counted are one fewer than those taken).
    private func takenLine(_ p: Int, _ r: Renderer) -> String {
        let score = game.score(of: p)
        var line = r.text(
            "matgo.table.taken", .int(score.gwangCount), .int(score.yeolCount), .int(score.ttiCount),
            .int(score.piCount))
        if score.cupAsPi, game.taken[p].contains(where: \.isCup) { line += " " + r.text("matgo.table.taken.cup") }
        return r.style.paint(line, .dim)
    }

    /// Cells joined on lines no wider than the screen.
    private func wrap(_ cells: [String], _ r: Renderer, indent: Int, separator: String) -> [String] {
        guard !cells.isEmpty else { return [String(repeating: " ", count: indent) + r.text("matgo.table.empty")] }
        var lines: [String] = []
        var line = ""
        for cell in cells {
            let candidate = line.isEmpty ? cell : line + separator + cell
            if !line.isEmpty && indent + TextWidth.columns(candidate) > r.width {
                lines.append(String(repeating: " ", count: indent) + line)
                line = cell
            } else {
                line = candidate
            }
        }
        lines.append(String(repeating: " ", count: indent) + line)
        return lines
    }

    private func status(_ r: Renderer) -> String {
        switch game.phase {
        case .notStarted: return r.text("matgo.status.notstarted", .command(.new))
        case .over: return r.style.paint(r.text("matgo.status.over", .command(.new)), .green)
        case .choosing:
            return r.style.paint(
                r.text("matgo.status.choose", .commandLine(Self.chooseCommand, arguments: "1")), .cyan)
        case .deciding:
            return r.style.paint(
                r.text("matgo.status.decide", .command(Self.goCommand), .command(Self.stopCommand)), .cyan)
        case .playing:
            if game.freeFlips[0] > 0 {
                return r.style.paint(
                    r.text(
                        "matgo.status.flip", .commandLine(Self.playCommand, arguments: "1"),
                        .command(Self.flipCommand), .int(game.freeFlips[0])), .cyan)
            }
            return r.style.paint(r.text("matgo.status.play", .commandLine(Self.playCommand, arguments: "1")), .cyan)
        }
    }
}
