import CardKit
import GameKit
import StudPoker
import TableKit

/// The table drawn: a row of cards a seat, the showdown's best hands, the status.
extension PokerTable {
    func draw(_ r: Renderer) -> [String] {
        if playMode == .betting, let stud { return drawBetting(r, stud) }
        var lines = [r.heading(r.text("game.poker.title"))]
        lines.append(
            r.text(
                handInfoKey, .message(Message("poker.variant.\(game.variant.rawValue).title")),
                .message(Message("poker.table.players", .int(game.players))),
                .int(game.handNumber)))
        lines.append(
            r.text(
                "poker.table.street", .message(streetTitle),
                .message(Message("poker.table.deck", .int(game.deck.count), count: game.deck.count))))
        let labels = (0..<game.seats).map { r.text(seatLabel($0)) }
        let labelWidth = labels.map(TextWidth.columns).max() ?? 0
        let stacked = labelWidth + 4 + game.variant.rawValue * 6 > r.width
        let shown = game.phase == .showdown
        for seat in 0..<game.seats {
            let cells = game.hands[seat].map { cell($0, visible: seat == 0 || shown, width: stacked ? 5 : 6, r) }
                .reduce("") { row, cell in
                    // A narrow `[♠10]` fills its five columns: a face-down card after it needs a space.
                    row.hasSuffix("]") && cell.hasPrefix("[") ? row + " " + cell : row + cell
                }
            let winner = shown && (game.result?.winners.contains(seat) ?? false)
            let label = r.style.paint(labels[seat], winner ? .green : seat == 0 ? .bold : .dim)
            if stacked {
                lines.append("  " + label)
                lines.append("    " + cells)
            } else {
                lines.append("  " + TextWidth.padRight(label, labelWidth) + "  " + cells)
            }
            if shown, let result = game.result {
                let best = result.best[seat]
                let key =
                    !winner
                    ? "poker.table.best"
                    : result.winners.count > 1 ? "poker.table.best.split" : "poker.table.best.winner"
                let text = r.text(key, .message(Self.describe(best)), .frenchCards(best.cards))
                let indent = String(repeating: " ", count: stacked ? 4 : labelWidth + 4)
                lines.append(indent + (winner ? r.style.paint(text, .green) : text))
            }
        }
        // Until the showdown, what the brackets mean; after it, every card is on show.
        if !shown { lines.append(r.style.paint(r.text("poker.table.legend"), .dim)) }
        lines.append(status(r))
        return lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    }

    /// One card in `width` columns (6, or 5 on a narrow terminal): `[♠A]` face down (a
    /// back `[▒▒]` when hidden), ` ♦K` face up.
    func cell(_ dealt: StudPoker.Dealt, visible: Bool, width: Int, _ r: Renderer) -> String {
        let face = dealt.card.description
        let painted = dealt.card.suit.isRed ? r.style.paint(face, .red) : face
        if dealt.faceUp { return " " + TextWidth.padRight(painted, width - 1) }
        if !visible { return TextWidth.padRight(r.style.paint("[▒▒]", .dim), width) }
        return TextWidth.padRight("[" + painted + "]", width)
    }

    func status(_ r: Renderer) -> String {
        switch game.phase {
        case .dealing:
            return r.style.paint(r.text("poker.status.deal", .command(.deal), .command(.odds)), .cyan)
        case .showdown:
            if r.teaching { return r.style.paint(r.text("poker.status.over"), .cyan) }
            if game.resumable {
                return r.style.paint(r.text("poker.status.next", .command(.deal), .int(game.deck.count)), .cyan)
            }
            return r.style.paint(r.text("poker.status.reshuffle", .command(.deal), .int(game.deck.count)), .cyan)
        }
    }
}
