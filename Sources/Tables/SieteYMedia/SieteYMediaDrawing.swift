import CardKit
import GameKit
import SieteYMedia
import TableKit

/// Siete y media's table on the screen: the bank, the session, the chips, the hands, the
/// status line.
extension SieteYMediaTable {
    func draw(_ r: Renderer) -> [String] {
        let game = hand
        var lines = [r.heading(r.text("game.sieteymedia.title"))]
        let tally = tables.sessionTally
        // A long rule (the first card dealt with the bet) wraps under its own column.
        lines += r.hangingColumns(
            [
                (r.text("siete.table.banklabel"), r.text(game.bankMode.message)),
                (
                    r.text("siete.table.tallylabel"),
                    r.text("siete.table.tally", .int(tally.wins), .int(tally.losses), .int(tally.draws))
                ),
            ] + stakesRows(r), indent: 0)
        if game.phase != .notStarted {
            lines.append(
                game.player.isEmpty
                    ? r.text("siete.table.you.empty")
                    : r.text(
                        Message(
                            "siete.table.you", .points(game.playerTotal), .int(game.player.count),
                            count: game.player.count)))
            lines += r.faces(game.player)
            lines.append(bankLine(r))
            if game.bankHasPlayed && game.bankMode == .real { lines += r.faces(game.bank) }
            lines.append(r.text(Message("siete.table.deck", .int(game.deck.count), count: game.deck.count)))
        }
        if let status = status(r) { lines.append(status) }
        return lines
    }

    private func bankLine(_ r: Renderer) -> String {
        let game = hand
        guard let total = game.bankTotal else {
            if game.phase.isOver { return r.text("siete.table.bank.idle") }
            return r.text(game.bankMode == .simple ? "siete.table.bank.hidden" : "siete.table.bank.waiting")
        }
        if game.bankMode == .simple { return r.text("siete.table.bank.score", .points(total)) }
        return r.text(Message("siete.table.bank.cards", .points(total), .int(game.bank.count), count: game.bank.count))
    }

    /// The line under the table: what to do, or how the hand ended (nil for a hand over at a
    /// lesson's table, where the line just above said it).
    private func status(_ r: Renderer) -> String? {
        if r.teaching, playMode == .stakes, let stakes, !stakes.handInPlay, stakes.game.phase.isOver { return nil }
        if let line = stakesStatus(r) { return line }
        let game = hand
        switch game.phase {
        case .notStarted:
            return r.text("siete.status.notstarted", .command(.new))
        case .playerTurn:
            if game.player.isEmpty { return r.style.paint(r.text("siete.status.first", .command(.hit)), .cyan) }
            return r.style.paint(r.text("siete.status.turn", .command(.hit), .command(.stand)), .cyan)
        case .playerWins, .playerLoses, .draw:
            let tone: Style.Tone = game.phase == .playerWins ? .green : game.phase == .playerLoses ? .red : .yellow
            let verdict = r.text("siete.status.\(game.phase.rawValue)")
            guard !r.teaching else { return nil }
            return r.style.paint(verdict, tone) + " " + r.text("siete.status.again", .command(.new))
        }
    }

    /// The bankroll and the bet, under the bank and the session's tally.
    func stakesRows(_ r: Renderer) -> [(String, String)] {
        guard playMode == .stakes, let stakes else { return [] }
        let chips =
            stakes.bet.map { r.text("siete.stakes.table.chips.bet", .int(stakes.bankroll), .int($0)) }
            ?? r.text("siete.stakes.table.chips", .int(stakes.bankroll))
        let options = stakes.handInPlay ? stakes.options : stakes.nextOptions
        let rules = Message(
            "siete.stakes.table.rules", .int(stakes.limits.minimum), .int(stakes.limits.maximum),
            .message(Message(options.bankWinsTies ? "siete.stakes.ties.bank" : "siete.stakes.ties.push")))
        // The first card dealt with the bet, when chosen: a rule of the table, shown with the others.
        return [
            (r.text("siete.stakes.table.chipslabel"), chips),
            (
                r.text("siete.stakes.table.ruleslabel"),
                r.text(options.firstCardDealt ? Message("siete.stakes.table.rules.firstcard", .message(rules)) : rules)
            ),
        ]
    }

    /// The status line at the table with stakes between hands (nil: the hand's own).
    func stakesStatus(_ r: Renderer) -> String? {
        guard playMode == .stakes, let stakes, !stakes.handInPlay else { return nil }
        if stakes.bankroll < stakes.limits.minimum {
            return r.style.paint(
                r.text("siete.stakes.status.broke", .command(.rebuy), .int(stakes.limits.stack)), .yellow)
        }
        let again = String(min(stakes.lastBet ?? 10, stakes.bankroll))
        let line = r.text("siete.stakes.status.bet", .commandLine(.wager, arguments: again))
        guard stakes.game.phase.isOver else { return r.style.paint(line, .cyan) }
        // A tie the bank took is a lost hand.
        let phase: SieteYMedia.Phase = stakes.settled?.tieToBank == true ? .playerLoses : stakes.game.phase
        let tone: Style.Tone = phase == .playerWins ? .green : phase == .playerLoses ? .red : .yellow
        let verdict = r.style.paint(r.text("siete.status.\(phase.rawValue)"), tone)
        return r.teaching ? verdict : verdict + " " + line
    }
}
