import CardKit
import Escoba
import GameKit
import TableKit

/// La escoba's table on the screen: the round and points, the table's cards and the hand
/// numbered, what each has taken, the status line.
extension EscobaTable {
    func draw(_ r: Renderer) -> [String] {
        var lines = [r.heading(r.text("game.escoba.title"))]
        guard game.phase != .notStarted else { return lines + [r.text("escoba.status.notstarted", .command(.new))] }
        lines.append(
            r.text(
                "escoba.table.line", .int(game.round), .message(who(game.dealer)), .int(game.deck.count),
                standings(game.scores), .int(game.options.target)))
        if game.table.isEmpty {
            lines.append(r.text("escoba.table.empty"))
        } else {
            lines.append(r.text("escoba.table.table", .int(game.table.escobaSum)))
            lines += numbered(game.table, r)
        }
        if !game.hand.isEmpty {
            lines.append(r.text("escoba.table.hand"))
            lines += numbered(game.hand, r)
        }
        let count = game.countSoFar
        for player in 0..<game.players {
            lines.append(
                r.text(
                    Message(
                        player == 0 ? "escoba.table.baza.you" : "escoba.table.baza.them", .message(whoFirst(player)),
                        .int(count.cards[player]), .int(count.oros[player]), .int(count.sevens[player]),
                        .int(count.escobas[player]), .int(game.hands[player].count), count: count.cards[player])))
        }
        // A lesson shows its last table above the moves that ended the game, which say who won:
        // no verdict there, before the moves that made it.
        if game.phase != .over || !r.teaching { lines.append(status(r)) }
        return lines
    }

    /// Cards as small faces with their numbers above them, in rows that fit.
    private func numbered(_ cards: [SpanishCard], _ r: Renderer) -> [String] {
        guard let sample = r.faces([cards[0]], value: Self.value).first else { return [] }
        let cell = TextWidth.columns(sample)
        let perRow = max(1, (r.width + 1) / (cell + 1))
        var lines: [String] = []
        for start in stride(from: 0, to: cards.count, by: perRow) {
            let row = Array(cards[start..<min(start + perRow, cards.count)])
            lines.append(
                row.indices.map { TextWidth.padRight(" " + String(start + $0 + 1), cell) }.joined(separator: " "))
            lines += r.faces(row, value: Self.value)
        }
        return lines
    }

    /// The value shown on a face: the card's escoba value.
    static func value(_ card: SpanishCard) -> String { String(card.escobaValue) }

    private func status(_ r: Renderer) -> String {
        switch game.phase {
        case .notStarted:
            return r.text("escoba.status.notstarted", .command(.new))
        case .over:
            let won = game.winner == 0
            let verdict = r.style.paint(r.text(won ? "escoba.status.won" : "escoba.status.lost"), won ? .green : .red)
            return verdict + " " + r.text("escoba.status.again", .command(.new))
        case .playing:
            return r.style.paint(turnLine(r), .cyan)
        }
    }

    /// The turn's line, its example made from the hand and table as they are: the best take there
    /// is (as `hint` rates them: an escoba first), else a card of the hand left on the table.
    private func turnLine(_ r: Renderer) -> String {
        let throwLine = Argument.commandLine(.throwCard, arguments: "1")
        guard let take = Opponent.best(of: game.ratedMoves.filter(\.move.isTake))?.move else {
            return r.text("escoba.status.turn.throw", throwLine)
        }
        let places = game.places(of: take)
        let tableCards = places.dropFirst().map(String.init)
        let typed = r.text("escoba.example.with", .int(places[0]), .verbatim(tableCards.joined(separator: " ")))
        return r.text(
            "escoba.status.turn", .commandLine(.take, arguments: typed), .int(places[0]),
            .verbatim(tableCards.joined(separator: ", ")), throwLine)
    }
}
