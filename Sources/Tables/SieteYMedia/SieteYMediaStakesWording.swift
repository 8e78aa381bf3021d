import CardKit
import GameKit
import SieteYMedia
import TableKit

// The table with stakes in words and on the screen: refusals, settlements, the bankroll row,
// the status line, the hint in chips; and what it keeps (preferences, save checks).

extension StakedSieteYMedia.Refusal {
    /// Which rule, and what would work.
    var message: Message {
        switch self {
        case .handInPlay:
            Message("siete.stakes.refused.inplay", .command(.hit), .command(.stand))
        case .noBet(let l):
            Message(
                "siete.stakes.refused.nobet", .int(l.minimum), .int(l.maximum),
                .commandLine(.wager, arguments: String(min(10, l.maximum))))
        case .belowMinimum(let l):
            Message(
                "siete.stakes.refused.limits", .int(l.minimum), .int(l.maximum),
                .commandLine(.wager, arguments: String(l.minimum)))
        case .aboveMaximum(let l):
            Message(
                "siete.stakes.refused.limits", .int(l.minimum), .int(l.maximum),
                .commandLine(.wager, arguments: String(l.maximum)))
        case .aboveBankroll(let bankroll):
            Message("siete.stakes.refused.bankroll", .int(bankroll), .commandLine(.wager, arguments: String(bankroll)))
        case .broke(let bankroll, let minimum):
            Message("siete.stakes.refused.broke", .int(bankroll), .int(minimum), .command(.rebuy))
        case .notBroke(let bankroll):
            Message("siete.stakes.refused.notbroke", .int(bankroll), count: bankroll)
        case .game(let refusal):
            refusal.message
        }
    }
}

extension StakedSieteYMedia.Settlement {
    var message: Message {
        switch result {
        case .won where real: Message("siete.stakes.won.real", .int(net), .int(bet))
        case .won: Message("siete.stakes.won", .int(net))
        case .pushed: Message("siete.stakes.pushed", .int(bet))
        case .lost where tieToBank: Message("siete.stakes.lost.tie", .int(bet))
        case .lost: Message("siete.stakes.lost", .int(bet))
        }
    }
}

extension SieteYMediaTable {
    /// The bankroll and the bet, under the bank and the session's tally.
    func stakesRows(_ r: Renderer) -> [(String, String)] {
        guard playMode == .stakes, let stakes else { return [] }
        let chips =
            stakes.bet.map { r.text("siete.stakes.table.chips.bet", .int(stakes.bankroll), .int($0)) }
            ?? r.text("siete.stakes.table.chips", .int(stakes.bankroll))
        return [
            (r.text("siete.stakes.table.chipslabel"), chips),
            (
                r.text("siete.stakes.table.ruleslabel"),
                r.text(
                    "siete.stakes.table.rules", .int(stakes.limits.minimum), .int(stakes.limits.maximum),
                    .message(
                        Message(
                            (stakes.handInPlay ? stakes.options : stakes.nextOptions).bankWinsTies
                                ? "siete.stakes.ties.bank" : "siete.stakes.ties.push")))
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
        return r.style.paint(r.text("siete.status.\(phase.rawValue)"), tone) + " " + line
    }

    /// `hint` with chips on the table: the hand's chances, then what standing and drawing are
    /// worth in chips, and the play that is worth more.
    func stakesHint() -> [Message] {
        guard let stakes else { return [] }
        guard let odds = stakes.stakeOdds() else {
            if stakes.bankroll < stakes.limits.minimum {
                return [
                    Message(
                        "siete.stakes.refused.broke", .int(stakes.bankroll), .int(stakes.limits.minimum),
                        .command(.rebuy))
                ]
            }
            return [
                Message(
                    "siete.stakes.hint.bet", .int(stakes.limits.minimum), .int(stakes.limits.maximum),
                    .commandLine(.wager, arguments: String(min(stakes.lastBet ?? 10, stakes.bankroll))),
                    .percent(stakes.returnPerChip()))
            ]
        }
        var lines = Array(hint().dropLast())  // the hand's chances, without its advice
        if stakes.options.bankWinsTies, let chances = stakes.game.odds() {
            // Ties go to the bank: a tie is a loss, and the chances say so.
            lines = lines.map { line in
                switch line.key {
                case "siete.hint.stand":
                    guard let s = chances.standing else { return line }
                    return Message(
                        "siete.stakes.hint.stand.tiesbank", .points(stakes.game.playerTotal), .percent(s.win),
                        .percent(s.draw + s.lose), .percent(s.draw))
                case "siete.hint.hit":
                    let h = chances.hitting
                    return Message(
                        "siete.stakes.hint.hit.tiesbank", .percent(h.win), .percent(h.draw + h.lose), .percent(h.draw))
                default: return line
                }
            }
        }
        if let standing = odds.standing {
            lines.append(
                Message(
                    "siete.stakes.hint.ev", .int(odds.bet), .message(Self.chips(standing)),
                    .message(Self.chips(odds.hitting))))
        } else {
            lines.append(Message("siete.stakes.hint.ev.first", .int(odds.bet), .message(Self.chips(odds.hitting))))
        }
        switch odds.advice {
        case .hit: lines.append(Message("siete.stakes.hint.advice.hit", .command(.hit)))
        case .stand: lines.append(Message("siete.stakes.hint.advice.stand", .command(.stand)))
        }
        return lines
    }

    /// Expected chips, signed, to two decimals with the language's decimal sign: `+1.25`,
    /// `−3,40` (the catalog's `siete.stakes.chips.expected` places the sign).
    static func chips(_ value: Double) -> Message {
        let cents = Int((abs(value) * 100).rounded())
        let sign = cents == 0 ? "" : value < 0 ? "−" : "+"
        let fraction = cents % 100
        return Message(
            "siete.stakes.chips.expected", .verbatim(sign), .int(cents / 100),
            .verbatim((fraction < 10 ? "0" : "") + "\(fraction)"))
    }

    func stakesResumeSummary() -> Message? {
        guard playMode == .stakes, let stakes else { return nil }
        let t = stakes.handTally
        return Message(
            stakes.handInPlay ? "siete.stakes.resume.hand" : "siete.stakes.resume.between", .int(stakes.bankroll),
            .message(Message("siete.table.tally", .int(t.wins), .int(t.losses), .int(t.draws))))
    }

    func stakesSummary() -> Message? {
        guard let stakes, stakes.game.tally.played > 0 else { return nil }
        return Message(
            stakes.net >= 0 ? "siete.stakes.summary.up" : "siete.stakes.summary.down", .int(stakes.game.tally.played),
            .int(abs(stakes.net)), .int(stakes.bankroll), count: stakes.game.tally.played)
    }

    /// The kept choices of the stakes table: its mode and its options away from the seed's rules.
    mutating func adoptStakes(_ choices: SieteYMediaChoices) {
        if choices.stakes { mode = .stakes }
        let options = StakedSieteYMedia.Options(
            bankWinsTies: choices.bankWinsTies, firstCardDealt: choices.firstCardDealt)
        if options != .seed { _ = stakes?.apply(.setOptions(options)) }
    }

    /// The table with stakes as a save must hold it: its hand whole, the chips in range, a bet
    /// exactly while a hand is in play.
    func stakesProblems() -> [String] {
        guard let stakes else { return mode == .stakes ? ["stakes chosen without a table with stakes"] : [] }
        var problems: [String] = []
        let hand = stakes.game
        let cards = hand.deck + hand.player + hand.bank
        if hand.phase != .notStarted && cards.count != SpanishCard.deck.count {
            problems.append("stakes: \(cards.count) cards in deck and hands, not \(SpanishCard.deck.count)")
        }
        if Set(cards).count != cards.count { problems.append("stakes: a card is in two places") }
        if hand.phase == .playerTurn && hand.playerTotal > .limit {
            problems.append("stakes: the turn goes on over 7½")
        }
        if !stakes.limits.isValid { problems.append("stakes: table limits out of range") }
        if stakes.bankroll < 0 || stakes.bankroll > Self.bankrollLimit {
            problems.append("stakes: bankroll out of range")
        }
        if stakes.bought < 0 || stakes.bought > Self.bankrollLimit || stakes.rebuys < 0 {
            problems.append("stakes: chips bought out of range")
        }
        if let bet = stakes.bet, bet < stakes.limits.minimum || bet > stakes.limits.maximum {
            problems.append("stakes: bet outside the limits")
        }
        if stakes.handInPlay != (hand.phase == .playerTurn) {
            problems.append("stakes: a bet without a hand, or the reverse")
        }
        if let last = stakes.lastBet, last < stakes.limits.minimum || last > stakes.limits.maximum {
            problems.append("stakes: last bet outside the limits")
        }
        let t = stakes.tally
        if [t.won, t.lost, t.pushed, t.real, t.biggestWin].contains(where: { $0 < 0 }) || t.real > t.won {
            problems.append("stakes: tally out of range")
        }
        return problems
    }
}

extension SieteYMediaTable {
    /// Chips won or lost, signed: `+5`, `−10`, `0`.
    static func signed(_ chips: Int) -> String { chips > 0 ? "+\(chips)" : chips < 0 ? "−\(chips.magnitude)" : "0" }
}
