import CardKit
import GameKit
import SieteYMedia
import TableKit

// The table with stakes in words and on the screen: refusals, settlements, the bankroll row,
// the hint in chips.

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
                    // No tie possible (shown as 0.0 %): the ties are not mentioned.
                    guard let s = chances.standing else { return line }
                    return Message(
                        s.draw < 0.0005 ? "siete.stakes.hint.stand.noties" : "siete.stakes.hint.stand.tiesbank",
                        .points(stakes.game.playerTotal), .percent(s.win), .percent(s.draw + s.lose), .percent(s.draw))
                case "siete.hint.hit":
                    let h = chances.hitting
                    return Message(
                        h.draw < 0.0005 ? "siete.stakes.hint.hit.noties" : "siete.stakes.hint.hit.tiesbank",
                        .percent(h.win), .percent(h.draw + h.lose), .percent(h.draw))
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
}

extension SieteYMediaTable {
    /// What the table with stakes says when it opens: the bankroll, the limits, the way to bet.
    func stakesWelcome() -> [Message] {
        let engine = tables.staked
        if engine.handInPlay { return [] }
        return [
            Message(
                "siete.stakes.welcome", .int(engine.bankroll), .int(engine.limits.minimum), .int(engine.limits.maximum),
                .commandLine(.wager, arguments: String(engine.lastBet ?? 10)))
        ]
    }

    /// Each event's messages; after a settlement, the bankroll, and what to do when it is spent.
    func stakeMessages(_ event: StakedSieteYMedia.Event, _ engine: StakedSieteYMedia) -> [Message] {
        switch event {
        case .betPlaced(let amount, let bankroll):
            return [Message("siete.stakes.bet.placed", .int(amount), .int(bankroll))]
        case .game(.finished(.tie(let points))) where engine.settled?.tieToBank == true:
            // Ties go to the bank at this table: the hand is lost, and said so.
            return [Message("siete.stakes.result.tie.bank", .points(points))]
        case .game(let event): return [event.message(against: engine.game.bankMode)]
        case .settled(let s):
            var lines = [s.message]
            if engine.rebuys > 0 {
                // The fresh stacks are counted out of the gain: say so beside it.
                let (rebought, overflow) = engine.rebuys.multipliedReportingOverflow(by: engine.limits.stack)
                lines.append(
                    Message(
                        "siete.stakes.bankroll.rebought", .int(engine.bankroll), .verbatim(Self.signed(engine.net)),
                        .int(overflow ? Int.max : rebought)))
            } else {
                // Nothing won or lost overall: said in words, not as a bare 0.
                lines.append(
                    engine.net == 0
                        ? Message("siete.stakes.bankroll.even", .int(engine.bankroll))
                        : Message("siete.stakes.bankroll", .int(engine.bankroll), .verbatim(Self.signed(engine.net))))
            }
            if engine.bankroll < engine.limits.minimum {
                lines.append(
                    Message(
                        "siete.stakes.broke", .int(engine.bankroll), .int(engine.limits.minimum),
                        .command(.rebuy), .int(engine.limits.stack)))
            }
            return lines
        case .rebought(let stack, let rebuys):
            return [Message("siete.stakes.rebought", .int(stack), .int(rebuys), count: rebuys)]
        case .optionsSet(let options, let fromNextHand):
            return [optionsStatus(engine, set: true, fromNextHand: fromNextHand, options: options)]
        case .refused(let refusal): return [refusal.message]
        }
    }

    /// The two traditional options, as they stand (or as just set).
    func optionsStatus(
        _ engine: StakedSieteYMedia, set: Bool = false, fromNextHand: Bool = false,
        options: StakedSieteYMedia.Options? = nil
    ) -> Message {
        let o = options ?? engine.nextOptions
        let key =
            set
            ? (fromNextHand ? "siete.stakes.options.set.next" : "siete.stakes.options.set.now") : "siete.stakes.options"
        return Message(
            key, .message(Message(o.bankWinsTies ? "siete.stakes.ties.bank" : "siete.stakes.ties.push")),
            .message(Message(o.firstCardDealt ? "siete.stakes.firstcard.on" : "siete.stakes.firstcard.off")),
            .commandWith(.ties, argumentKey: o.bankWinsTies ? "siete.ties.push.words" : "siete.ties.bank.words"),
            .commandWith(
                .firstCard, argumentKey: o.firstCardDealt ? "siete.firstcard.off.words" : "siete.firstcard.on.words"))
    }

    /// `bet` followed by what is not a number of chips.
    /// The range and the example fit the chips the player has.
    static func amountRefusal(_ typed: String, _ engine: StakedSieteYMedia) -> Message {
        let l = engine.limits
        let most = engine.bankroll >= l.minimum ? min(l.maximum, engine.bankroll) : l.maximum
        let example = max(l.minimum, min(engine.lastBet ?? 10, most))
        return Message(
            "siete.stakes.refused.amount", .verbatim(Typed.visible(typed)), .int(l.minimum), .int(most),
            .commandLine(.wager, arguments: String(example)))
    }

    /// Chips won or lost, signed: `+5`, `−10`, `0`.
    static func signed(_ chips: Int) -> String { chips > 0 ? "+\(chips)" : chips < 0 ? "−\(chips.magnitude)" : "0" }
}
