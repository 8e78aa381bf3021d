import CardKit
import GameKit
import SieteYMedia
import TableKit

// Siete y media's events and refusals in words: a catalog key and typed arguments each.

extension SieteYMediaTable {
    /// Each event's messages, the table as they left it.
    func messages(_ events: [TwoTables.Event]) -> [Message] {
        events.flatMap { event -> [Message] in
            switch event {
            case .classic(let event): [event.message(against: tables.game.bankMode)]
            case .stakes(let event): stakeMessages(event, tables.staked)
            // The classic hand waits only when it is under way; an ended or empty one is not mentioned.
            case .modeSet(.stakes):
                [
                    Message(
                        tables.game.phase.isOver || tables.game.player.isEmpty
                            ? "siete.mode.set.stakes.ended" : "siete.mode.set.stakes")
                ] + stakesWelcome()
            case .modeSet(.classic): [Message("siete.mode.set.classic")]
            case .modeUnchanged(let mode): [Message("siete.mode.same.\(mode.rawValue)")]
            case .stakesOff: [Self.stakesOff]
            }
        }
    }

    /// A command of the table with stakes at the classic table.
    static let stakesOff = Message(
        "siete.stakes.off", .commandWith(.sieteMode, argumentKey: "siete.mode.stakes.words"))

    /// `mode`: the table on show, and the way to the other.
    func modeStatus() -> Message {
        let other = playMode == .stakes ? "classic" : "stakes"
        return Message(
            "siete.mode.current.\(playMode.rawValue)",
            .commandWith(.sieteMode, argumentKey: "siete.mode.\(other).words"))
    }

    /// Which bank this hand is played against, and the next one if it differs.
    func bankStatus() -> Message {
        let game = hand
        let choices = SieteYMedia.BankMode.allCases.map {
            Argument.commandWith(.bank, argumentKey: "siete.bankmode.\($0.rawValue).words")
        }
        if game.nextBankMode != game.bankMode {
            return Message(
                key: "siete.bankmode.current.pending",
                args: [.message(game.bankMode.message), .message(game.nextBankMode.message)] + choices)
        }
        return Message(key: "siete.bankmode.current", args: [.message(game.bankMode.message)] + choices)
    }

    func resumeSummary() -> Message? {
        if let line = stakesResumeSummary() { return line }
        let t = game.tally
        let tally = Argument.message(Message("siete.table.tally", .int(t.wins), .int(t.losses), .int(t.draws)))
        if game.phase == .playerTurn && !game.player.isEmpty {
            return Message(
                "siete.resume.hand", .points(game.playerTotal), .int(game.player.count), tally, count: game.player.count
            )
        }
        return Message("siete.resume.between", tally)
    }

    /// Both tables' sessions, whichever is on show: the classic hands, then those for chips
    /// (each when it has any).
    func summary() -> Message? {
        let t = game.tally
        let classic =
            t.played > 0
            ? Message(
                "siete.summary", .message(Message("siete.table.tally", .int(t.wins), .int(t.losses), .int(t.draws))))
            : nil
        switch (classic, stakesSummary()) {
        case (let classic?, let staked?): return Message("siete.summary.both", .message(classic), .message(staked))
        case (let one?, nil), (nil, let one?): return one
        case (nil, nil): return nil
        }
    }

    /// The teaching hint: exact chances from the cards not yet seen, and the careful play.
    func hint() -> [Message] {
        let game = hand
        guard let odds = game.odds() else {
            return [Message(game.phase == .notStarted ? "siete.hint.nohand" : "siete.hint.handover", .command(.new))]
        }
        var lines: [Message] = []
        if odds.standing == nil {
            lines.append(Message("siete.hint.nocards", .command(.hit)))
        } else if odds.overCount == 0 {
            lines.append(Message("siete.hint.safe", .int(odds.unseen)))
        } else {
            lines.append(
                Message(
                    "siete.hint.over", .int(odds.overCount), .int(odds.unseen), .percent(odds.overChance),
                    count: odds.overCount))
        }
        if let standing = odds.standing {
            lines.append(
                Message(
                    "siete.hint.stand", .points(game.playerTotal), .percent(standing.win),
                    .percent(standing.draw), .percent(standing.lose)))
        }
        lines.append(
            Message(
                "siete.hint.hit", .percent(odds.hitting.win), .percent(odds.hitting.draw), .percent(odds.hitting.lose)))
        if game.bankMode == .simple { lines.append(Message("siete.hint.simplebank")) }
        switch odds.advice {
        case .hit: lines.append(Message("siete.hint.advice.hit", .command(.hit)))
        case .stand: lines.append(Message("siete.hint.advice.stand", .command(.stand)))
        }
        return lines
    }

    /// The coach's line after a card that went over: drawing was the advice (bad luck), or
    /// standing was, with the odds of both.
    static func bustLine(odds: Odds, decidedAt total: HalfPoints) -> [Message] {
        guard let standing = odds.standing else { return [] }
        let key = odds.advice == .hit ? "siete.coach.bust.advised" : "siete.coach.bust.against"
        return [
            Message(
                key, .points(total), .percent(standing.win), .percent(standing.lose), .percent(odds.hitting.win),
                .percent(odds.hitting.lose), .percent(odds.overChance))
        ]
    }

    /// The coach's line after a card that did not end the hand: the first card is always
    /// right; later, a short word when drawing had the better odds, the odds when standing
    /// had them.
    static func hitLine(odds: Odds, decidedAt total: HalfPoints) -> [Message] {
        guard let standing = odds.standing else { return [Message("siete.coach.hit.first")] }
        if odds.favours(.hit) == true {
            return [
                Message("siete.coach.hit.good", .points(total), .percent(odds.hitting.win), .percent(standing.win))
            ]
        }
        let verdict = Message(
            "siete.coach.odds.hit.worse", .points(total), .percent(standing.win), .percent(standing.lose),
            .percent(odds.hitting.win), .percent(odds.hitting.lose))
        return [Message("siete.coach.move", .message(verdict))]
    }

    /// The coach's line once the bank has played: its rule, then the odds of the decision.
    static func coachLine(game: SieteYMedia, odds: Odds, decision: Odds.Advice, decidedAt total: HalfPoints)
        -> [Message]
    {
        guard let standing = odds.standing, let better = odds.favours(decision), let bank = game.bankTotal else {
            return []
        }
        let rule: Message
        switch game.bankMode {
        case .simple:
            rule = Message("siete.coach.bank.simple", .points(bank))
        case .real where bank > .limit:
            rule = Message("siete.coach.bank.bust", .points(game.playerTotal), .points(bank))
        case .real:
            rule = Message("siete.coach.bank.stood", .points(game.playerTotal), .points(bank))
        }
        let choice = decision == .stand ? "stand" : "hit"
        let verdict = Message(
            "siete.coach.odds.\(choice).\(better ? "better" : "worse")", .points(total), .percent(standing.win),
            .percent(standing.lose), .percent(odds.hitting.win), .percent(odds.hitting.lose))
        return [Message("siete.coach.line", .message(rule), .message(verdict))]
    }
}

extension Argument {
    /// A siete y media score, the same in every language (`7½`).
    static func points(_ points: HalfPoints) -> Argument { .verbatim(points.description) }
}

extension SieteYMedia.BankMode {
    /// A phrase naming the mode, e.g. "the real bank".
    var message: Message { Message("siete.bankmode.\(rawValue)") }
}

extension Outcome {
    var message: Message {
        switch self {
        case .playerBust(let p): Message("siete.result.lose.bust", .points(p))
        case .bankBust(let b): Message("siete.result.win.bankbust", .points(b))
        case .higher(let p, let b): Message("siete.result.win.higher", .points(p), .points(b))
        case .lower(let p, let b): Message("siete.result.lose.lower", .points(p), .points(b))
        case .tie(let p): Message("siete.result.draw", .points(p))
        }
    }
}

extension SieteYMedia.Event {
    /// The message said against the hand's bank: standing (or reaching 7½) before the simple
    /// bank, whose score was fixed at the deal, says that it shows its score, not that it plays.
    func message(against bank: SieteYMedia.BankMode) -> Message {
        guard bank == .simple else { return message }
        switch self {
        case .playerStood(let total): return Message("siete.player.stood.simple", .points(total))
        case .reachedSieteYMedia: return Message("siete.player.sieteymedia.simple")
        default: return message
        }
    }

    /// The language-free message for this event: a key and typed arguments.
    var message: Message {
        switch self {
        case .handStarted(let mode): Message("siete.started.\(mode.rawValue)")
        case .handAbandoned: Message("siete.abandoned")
        case .playerDrew(let card, let total): Message("siete.player.drew", .spanishCard(card), .points(total))
        case .reachedSieteYMedia: Message("siete.player.sieteymedia")
        case .playerStood(let total): Message("siete.player.stood", .points(total))
        case .bankDrew(let card, let total): Message("siete.bank.drew", .spanishCard(card), .points(total))
        case .bankStood(let total): Message("siete.bank.stood", .points(total))
        case .simpleBankRevealed(let score): Message("siete.bank.simple", .points(score))
        case .finished(let outcome): outcome.message
        case .bankModeSet(let mode, let next):
            Message(next ? "siete.bankmode.set.next" : "siete.bankmode.set.now", .message(mode.message))
        case .bankModeUnchanged(let mode): Message("siete.bankmode.same", .message(mode.message))
        case .refused(let refusal): refusal.message
        }
    }
}

extension SieteYMedia.Refusal {
    var message: Message {
        switch self {
        case .noHand: Message("siete.refused.nohand", .command(.new))
        case .handOver(.hit, _): Message("siete.refused.over.hit", .command(.new))
        case .handOver(_, _): Message("siete.refused.over.stand", .command(.new))
        case .standWithoutCards: Message("siete.refused.nocards", .command(.hit))
        }
    }
}
