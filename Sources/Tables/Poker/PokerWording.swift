import CardKit
import GameKit
import StudPoker
import TableKit

/// One layer stud poker's events become messages: streets, seats, hands and showdowns.
extension PokerTable {
    func messages(_ events: [StudPoker.Event]) -> [Message] {
        // A reshuffle says so itself: no second line about the fresh deck.
        let reshuffled = events.contains { if case .reshuffled = $0 { true } else { false } }
        return events.filter { !(reshuffled && $0 == .shuffled) }.flatMap(messages)
    }

    func messages(_ event: StudPoker.Event) -> [Message] {
        switch event {
        case .shuffled: return [Message("poker.shuffled")]
        case .reshuffled(let left, let needed):
            return [Message("poker.reshuffled", .int(left), .int(needed), count: left)]
        case .nextHand(let number, let left): return [Message("poker.nexthand", .int(number), .int(left))]
        case .handAbandoned: return [Message("poker.abandoned")]
        case .variantSet(let v): return [Message("poker.variant.set", .message(Self.variantName(v)))]
        case .playersSet(let n): return [Message("poker.players.set", .int(n))]
        case .variantUnchanged(let v): return [Message("poker.variant.same", .message(Self.variantName(v)))]
        case .playersUnchanged(let n): return [Message("poker.players.same", .int(n))]
        case .streetDealt(let number, _, _): return [Message("poker.street.\(game.variant.rawValue).\(number)")]
        case .showdown(let result): return showdownMessages(result)
        case .refused(.badPlayers(let n)):
            return [
                Message("poker.refused.players", .int(n), .commandWith(.players, argumentKey: "poker.players.2.words"))
            ]
        }
    }

    // MARK: Words

    /// The dealer's seat at the table in play.
    var dealerSeat: Int { playMode == .betting ? stud?.dealerSeat ?? game.dealerSeat : game.dealerSeat }

    static func variantName(_ v: StudPoker.Variant) -> Message { Message("poker.variant.\(v.rawValue)") }

    /// A seat in running text: "Player 2", "the dealer", "Player 1 (you)".
    func seatName(_ seat: Int) -> Message {
        if seat == dealerSeat { return Message("poker.seat.dealer") }
        if seat == 0 { return Message("poker.seat.you") }
        return Message("poker.seat.player", .int(seat + 1))
    }

    /// A seat as a table label: "Player 2", "Dealer".
    func seatLabel(_ seat: Int) -> Message {
        if seat == dealerSeat { return Message("poker.label.dealer") }
        if seat == 0 { return Message("poker.label.you") }
        return Message("poker.label.player", .int(seat + 1))
    }

    /// A rank's name, singular ("the king") or plural ("kings").
    static func rankName(_ rankIndex: Int, plural: Bool) -> Message {
        Message("poker.rank.\(plural ? "plural" : "one").\(rankIndex + 2)")
    }

    /// "a pair of kings", "kings full of nines", "a royal flush".
    static func describe(_ hand: BestHand) -> Message {
        let r = hand.ranks
        let key = "poker.describe.\(hand.category.id)"
        switch hand.category {
        case .straight where r[0] == 12 || r[0] == 3, .straightFlush where r[0] == 3:
            // Ace-high and five-high straights have names of their own (마운틴, 백스트레이트).
            return Message("\(key).\(r[0] + 2)", .message(rankName(r[0], plural: false)))
        case .highCard, .straight, .flush, .straightFlush:
            return Message(key, .message(rankName(r[0], plural: false)))
        case .pair, .threeOfAKind, .fourOfAKind:
            return Message(key, .message(rankName(r[0], plural: true)))
        case .twoPair, .fullHouse:
            return Message(key, .message(rankName(r[0], plural: true)), .message(rankName(r[1], plural: true)))
        case .royalFlush:
            return Message(key)
        }
    }

    /// What a few cards make so far (fewer than five: groups of a rank, else the high card).
    static func describe(_ cards: [FrenchCard]) -> Message {
        if cards.count >= 5 { return describe(BestHand(cards)) }
        var counts = [Int](repeating: 0, count: 13)
        for card in cards { counts[card.rankIndex] += 1 }
        let groups = (0..<13).filter { counts[$0] > 0 }.sorted {
            counts[$0] != counts[$1] ? counts[$0] > counts[$1] : $0 > $1
        }
        let plural = { (r: Int) in Argument.message(rankName(r, plural: true)) }
        switch counts[groups[0]] {
        case 4: return Message("poker.describe.fourOfAKind", plural(groups[0]))
        case 3: return Message("poker.describe.threeOfAKind", plural(groups[0]))
        case 2 where groups.count > 1 && counts[groups[1]] == 2:
            return Message("poker.describe.twoPair", plural(groups[0]), plural(groups[1]))
        case 2: return Message("poker.describe.pair", plural(groups[0]))
        default: return Message("poker.describe.highCard", .message(rankName(groups[0], plural: false)))
        }
    }

    static func categoryName(_ category: HandCategory) -> Message { Message("poker.category.\(category.id)") }

    // MARK: Showdown

    func showdownMessages(_ result: Showdown) -> [Message] {
        var lines = [Message("poker.showdown")]
        let top = result.best[result.winners[0]]
        if result.winners.count == 1 {
            let winner = result.winners[0]
            lines.append(
                Message(
                    winner == 0 ? "poker.winner.you" : "poker.winner", .message(seatName(winner)),
                    .message(Self.describe(top))))
        } else {
            lines.append(Message("poker.split", .list(result.winners.map(seatName)), .message(Self.describe(top))))
        }
        if let runner = result.runnerUp, let reason = result.reason {
            let other = result.best[runner]
            switch reason {
            case .category, .naming, .tie:
                lines.append(
                    Message(
                        runner == 0 ? "poker.reason.beats.you" : "poker.reason.beats", .message(Self.describe(top)),
                        .message(Self.describe(other)), .message(seatName(runner))))
            case .kicker(let rank, let card):
                lines.append(
                    Message(
                        Self.pairKey(
                            Self.kickerKey(top, high: "poker.reason.high", kicker: "poker.reason.kicker"),
                            result.winners[0], runner),
                        .message(seatName(result.winners[0])), .message(seatName(runner)),
                        .message(Self.describe(top)), .message(Self.rankName(rank, plural: false)),
                        .frenchCard(card)))
            }
        }
        return lines
    }

    /// The showdown's messages for hands typed as in `rank` (for tests).
    func showdownMessages(typed hands: [[String]]) -> [Message] {
        showdownMessages(Showdown(hands: hands.map { $0.compactMap { FrenchCard(reading: $0) } }))
    }
}

/// The practice table's statuses, odds and hint, and the lines for resuming and leaving.
extension PokerTable {
    // MARK: Status

    func variantStatus() -> Message {
        Message(
            "poker.variant.current", .message(Self.variantName(game.variant)),
            .commandWith(.variant, argumentKey: "poker.variant.5.words"),
            .commandWith(.variant, argumentKey: "poker.variant.7.words"))
    }

    func playersStatus() -> Message {
        Message(
            "poker.players.current", .int(game.players),
            .commandWith(.players, argumentKey: "poker.players.\(game.players == 4 ? 2 : game.players + 1).words"))
    }

    // MARK: Odds and hints

    func odds() -> Response {
        guard let odds = game.odds(trials: Self.oddsTrials) else {
            return .refusal(Message("poker.odds.over", .command(.deal)))
        }
        var lines = [
            Message("poker.odds.title", .message(streetName), .int(odds.trials), .int(odds.unseen))
        ]
        for seat in 0..<game.seats {
            lines.append(
                Message(
                    "poker.odds.row", .message(seatLabel(seat)), .percent(odds.win[seat]), .percent(odds.split[seat])))
        }
        lines.append(Message("poker.odds.note"))
        return Response(lines, redraw: false)
    }

    /// An outs line's key: `.ahead` when the hand already beats what every other player shows
    /// (an out then improves it; it does not put it ahead).
    static func outsKey(_ key: String, ahead: Bool) -> String { ahead ? "\(key).ahead" : key }

    /// The outs counted apart: straights that someone's up cards draw past (none: nil).
    static func mayLoseMessage(_ mayLose: Int) -> Message? {
        mayLose > 0 ? Message("poker.outs.mayLose", .int(mayLose), count: mayLose) : nil
    }

    func hint() -> [Message] {
        guard game.phase == .dealing, let odds = game.odds(trials: Self.hintTrials) else {
            return [Message("poker.hint.over", .command(.deal))]
        }
        var lines: [Message] = []
        let own = game.hands[0].map(\.card)
        lines.append(Message(Self.holdKey(own.count), .message(Self.describe(own))))
        if let outs = game.outs() {
            let up = game.hands.dropFirst().map { $0.filter(\.faceUp).map(\.card) }
            let ahead = Outs.ahead(own: game.hands[0].map(\.card), against: up)
            // A count of 0 is never printed: said in words, or left out when already ahead.
            if outs.improving > 0 {
                lines.append(
                    Message(
                        Self.outsKey("poker.hint.outs", ahead: ahead), .int(outs.improving), .int(outs.unseen),
                        .percent(Double(outs.improving) / Double(max(1, outs.unseen))), count: outs.improving))
            } else if !ahead {
                lines.append(Message("poker.bet.hint.outs.none"))
            }
            if let apart = Self.mayLoseMessage(outs.mayLose) { lines.append(apart) }
        }
        // Figures that would read 0.0% are said in words or left out.
        let (win, split) = (odds.win[0], odds.split[0])
        lines.append(
            win < 0.0005 && split < 0.0005
                ? Message("poker.hint.chance.none", .int(odds.trials))
                : split < 0.0005
                    ? Message("poker.hint.chance.nosplit", .percent(win), .int(odds.trials))
                    : Message("poker.hint.chance", .percent(win), .percent(split), .int(odds.trials)))
        lines.append(Message("poker.hint.advice", .command(.deal), .command(.odds)))
        return lines
    }

    func resumeSummary() -> Message? {
        if playMode == .betting, let stud {
            return Message(
                "poker.bet.resume", .message(Message("poker.variant.\(stud.variant.rawValue).title")),
                .int(stud.handNumber), .int(stud.seats[0].chips), .int(stud.seats[0].net))
        }
        let info = Message(
            handInfoKey, .message(Message("poker.variant.\(game.variant.rawValue).title")),
            .message(Message("poker.table.players", .int(game.players))), .int(game.handNumber))
        // Mid-sentence: the street's name, not its title ("…; fourth street · 30 cards left").
        let street = Message(
            "poker.table.street", .message(streetName),
            .message(Message("poker.table.deck", .int(game.deck.count), count: game.deck.count)))
        let tally = game.tally
        return Message(
            "poker.resume", .message(info), .message(street),
            .message(Message("poker.tally", .int(tally.won), .int(tally.split), .int(tally.lost))))
    }

    /// Both tables' sessions, whichever is on show: the betting table's hands and chips, then
    /// the practice table's showdowns (each when it has any).
    func summary() -> Message? {
        var said: [Message] = []
        // The betting table counts once played: a hand over, or a decision made (not only the
        // first hand dealt on arrival, left waiting for the practice table).
        if let stud, stud.handNumber > 1 || (stud.hand.map { $0.result != nil || !$0.decisions.isEmpty } ?? false) {
            let seat = stud.seats[0]
            said.append(
                Message(
                    seat.net >= 0 ? "poker.bet.summary.up" : "poker.bet.summary.down", .int(stud.handNumber),
                    .int(abs(seat.net)), .int(seat.chips), count: stud.handNumber))
        }
        let t = game.tally
        if t.played > 0 {
            said.append(
                Message("poker.summary", .message(Message("poker.tally", .int(t.won), .int(t.split), .int(t.lost)))))
        }
        guard let first = said.first else { return nil }
        return said.dropFirst().reduce(first) { Message("poker.summary.both", .message($0), .message($1)) }
    }
}

extension PokerTable {
    /// What the hint says the player holds: “so far” while cards are to come, plainly on the
    /// seventh card.
    static func holdKey(_ cards: Int) -> String { cards >= 7 ? "poker.hint.hold.final" : "poker.hint.hold" }
}
