import CardKit
import GameKit
import StudPoker
import TableKit

/// The betting table drawn: each seat's cards and chips, the pot(s), who acts and what it costs.
extension PokerTable {
    func drawBetting(_ r: Renderer, _ stud: LimitStud) -> [String] {
        var lines = [r.heading(r.text("game.poker.title"))]
        let number = stud.handNumber
        lines.append(
            r.text(
                number <= 1 ? "poker.table.info.first" : "poker.table.info",
                .message(Message("poker.variant.\(stud.variant.rawValue).title")),
                .message(Message("poker.table.players", .int(stud.players))), .int(max(1, number))))
        let stakes = r.text(
            "poker.bet.table.stakes", .int(stud.stakes.ante), .int(stud.stakes.bringIn), .int(stud.stakes.smallBet),
            .int(stud.stakes.bigBet))
        // The Korean house rule says so in the header (the international one is the default).
        lines.append(stud.houseRule == .korean ? stakes + " · " + r.text("poker.house.korean.short") : stakes)
        lines.append(r.text(bettingStreetTitle))
        let labels = stud.seats.indices.map { r.text(seatLabel($0)) }
        let labelWidth = labels.map(TextWidth.columns).max() ?? 0
        let hand = stud.hand
        let over = hand?.result != nil
        let toAct = hand?.round?.toAct
        let won = stud.seats.indices.map { seat in hand?.result.map { $0.net[seat] > 0 } ?? false }
        let notes = stud.seats.indices.map { seatNotes($0, stud, r, acts: toAct == $0 && !over) }
        let cardsPerSeat = hand?.cards.map(\.count).max() ?? 0
        // Cards beside the names when the widest row fits, else each name over its cards.
        let rowWidth = 2 + labelWidth + 2 + cardsPerSeat * 6 + 2 + (notes.map(TextWidth.columns).max() ?? 0)
        let stacked = rowWidth > r.width
        for seat in stud.seats.indices {
            let shown = seat == 0 || (over && hand?.result?.best[seat] != nil)
            let cards = hand?.cards[seat] ?? []
            let cells = cards.map { cell($0, visible: shown, width: stacked ? 5 : 6, r) }
                .reduce("") { row, cell in row.hasSuffix("]") && cell.hasPrefix("[") ? row + " " + cell : row + cell }
            let label = r.style.paint(labels[seat], won[seat] ? .green : seat == 0 ? .bold : .dim)
            if stacked {
                lines.append("  " + label + "  " + notes[seat])
                if !cells.isEmpty { lines.append("    " + cells) }
            } else {
                lines.append(
                    "  " + TextWidth.padRight(label, labelWidth) + "  " + TextWidth.padRight(cells, cardsPerSeat * 6)
                        + "  "
                        + notes[seat])
            }
            if over, let best = hand?.result?.best[seat] {
                let indent = String(repeating: " ", count: stacked ? 4 : labelWidth + 4)
                let text = r.text("poker.table.best", .message(Self.describe(best)), .frenchCards(best.cards))
                lines.append(indent + (won[seat] ? r.style.paint(text, .green) : text))
            }
        }
        if let hand, hand.result == nil {
            // Side pots only once someone still in is all in (bets in a round are not pots yet).
            let allIn = stud.seats.indices.contains { hand.live[$0] && stud.seats[$0].chips == 0 }
            let pots = allIn ? Pot.split(committed: hand.committed, folded: hand.live.map { !$0 }) : []
            if pots.count > 1 {
                let parts = pots.enumerated().map { i, pot in
                    Message(i == 0 ? "poker.bet.table.main" : "poker.bet.table.side", .int(pot.amount))
                }
                lines.append(r.text("poker.bet.table.pots", .int(hand.pot), .list(parts)))
            } else {
                lines.append(r.text("poker.bet.table.pot", .int(hand.pot)))
            }
            lines.append(r.style.paint(r.text("poker.table.legend"), .dim))
        }
        lines.append(r.style.paint(bettingStatus(r, stud), .cyan))
        return lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    }

    /// A seat's chips and state: "399 chips · in 3 · to act".
    func seatNotes(_ seat: Int, _ stud: LimitStud, _ r: Renderer, acts: Bool) -> String {
        let hand = stud.hand
        let chips = stud.seats[seat].chips
        var notes = [r.text(Message("poker.bet.table.chips", .int(chips), count: chips))]
        if let hand, hand.folded[seat] {
            notes.append(r.text("poker.bet.table.folded"))
        } else if let hand, !hand.dealtIn[seat] {
            notes.append(r.text("poker.bet.table.out"))
        } else if let round = hand?.round, round.bets[seat] > 0 {
            notes.append(r.text("poker.bet.table.in", .int(round.bets[seat])))
        }
        if let hand, hand.result == nil, chips == 0, hand.live[seat] { notes.append(r.text("poker.bet.table.allin")) }
        if acts {
            notes.append(r.style.paint(r.text(seat == 0 ? "poker.bet.table.acts.you" : "poker.bet.table.acts"), .cyan))
        }
        return notes.joined(separator: " · ")
    }

    func bettingStatus(_ r: Renderer, _ stud: LimitStud) -> String {
        let options = stud.playerOptions
        if let hand = stud.hand, let round = hand.round, !options.isEmpty {
            let owed = round.currentBet - round.bets[0]
            let key = owed > 0 ? "poker.bet.status.call" : "poker.bet.status.free"
            return r.text(key, .int(owed), Self.optionsList(options), .command(.hint))
        }
        if stud.seats[0].chips == 0 {
            return r.text("poker.bet.status.broke", .command(.rebuy), .int(stud.stakes.stack))
        }
        if r.teaching { return r.text("poker.status.over") }
        return r.text("poker.bet.status.next", .command(.deal), .int(stud.seats[0].chips))
    }
}

extension PokerTable {
    /// The pot and the player's chips, asked in words (`지금 팟에 얼마 있어요?`, `how much is in
    /// the pot?`): at the betting table while a hand is played; nil elsewhere (the table shows it).
    func scoreLine() -> Message? {
        guard playMode == .betting, let stud, let hand = stud.hand, hand.result == nil else { return nil }
        let chips = stud.seats[0].chips
        return Message(
            "poker.score", .int(hand.pot), .message(Message("poker.bet.table.chips", .int(chips), count: chips)))
    }

    /// How each computer seat plays, asked in words (`딜러는 타이트한 자리예요 루즈한 자리예요?`):
    /// the seats in order, each with its style; nil away from the betting table.
    func opponentsLine() -> Message? {
        guard playMode == .betting, let stud else { return nil }
        let seats = stud.seats.indices.dropFirst().map { seat in
            let style = stud.seats[seat].style ?? Style.defaultStyle(seat: seat, seats: stud.seats.count)
            return Message(
                "poker.styles.seat", .message(seatName(seat)),
                .message(Message("poker.style.\(style.looseness.rawValue).\(style.aggression.rawValue)")))
        }
        return Message("poker.styles", .list(seats))
    }
}
