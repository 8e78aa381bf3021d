import CardKit
import GameKit
import StudPoker
import TableKit

/// The betting table's events and refusals as messages: one line each for the computer
/// seats' actions, the pots and who takes them.
extension PokerTable {
    /// What a betting action says: why it is refused; or each event's lines and, once the hand
    /// is won (at the showdown or uncontested), the player's chips and the hand's review.
    func bettingSaid(_ events: [LimitStud.Event], _ stud: LimitStud) -> [Message] {
        if case .refused(let refusal) = events.first { return [refusalMessage(refusal, stud)] }
        var lines = bettingMessages(events, stud)
        let ended = events.contains { event in
            switch event {
            case .showdown, .wonUncontested: true
            default: false
            }
        }
        if ended, let result = stud.hand?.result {
            lines.append(Self.netMessage(result, chips: stud.seats[0].chips))
            lines += reviewLines()
        }
        return lines
    }

    func bettingMessages(_ events: [LimitStud.Event], _ stud: LimitStud) -> [Message] {
        events.flatMap { bettingMessages($0, stud) }
    }

    func bettingMessages(_ event: LimitStud.Event, _ stud: LimitStud) -> [Message] {
        switch event {
        case .handStarted(let number): return [Message("poker.bet.hand", .int(number))]
        case .rebought(let seat, let chips):
            return [Message("poker.bet.rebought", .message(subjectName(seat)), .int(chips))]
        case .playerRebought(let chips, let rebuys):
            return [Message("poker.bet.rebuy", .int(chips), .int(rebuys), count: rebuys)]
        case .antes(let antes, let allIn):
            var lines = [Message("poker.bet.antes", .int(stud.stakes.ante), .int(antes.reduce(0, +)))]
            for seat in allIn { lines.append(seatSentence("poker.bet.allin.ante", seat)) }
            return lines
        case .streetDealt(let number): return [Message("poker.street.\(stud.variant.rawValue).\(number)")]
        case .bringIn(let seat, let card):
            return [
                seatSentence(
                    "poker.bet.bringin", seat, .frenchCard(card), .int(stud.stakes.bringIn),
                    .int(stud.stakes.smallBet))
            ]
        case .firstToAct(let seat, let showing, let suit):
            guard let suit else { return [seatSentence("poker.bet.first", seat, .message(Self.describe(showing)))] }
            return [seatSentence("poker.bet.first.suit", seat, .message(Self.describe(showing)), .frenchCard(suit))]
        case .bigBetAllowed(let seat):
            return [seatSentence("poker.bet.bigallowed", seat, .int(stud.stakes.bigBet))]
        case .acted(let seat, let option):
            let said = seatSentence(
                "poker.acted.\(option.decision.rawValue)", seat, .int(option.amount), .int(option.total))
            let allIn = seat == 0 ? "poker.acted.allin.you" : "poker.acted.allin"
            return [Message(option.allIn ? allIn : "poker.acted", .message(said))]
        case .noMoreBetting: return [Message("poker.bet.nomore")]
        case .wonUncontested(let seat, let amount):
            return [
                Message(
                    seat == 0 ? "poker.bet.uncontested.you" : "poker.bet.uncontested", .message(seatName(seat)),
                    .int(amount))
            ]
        case .showdown(let result): return bettingShowdown(result, stud)
        case .variantSet(let v): return [Message("poker.bet.variant.set", .message(Self.variantName(v)))]
        case .variantUnchanged(let v): return [Message("poker.variant.same", .message(Self.variantName(v)))]
        case .playersSet(let n): return [Message("poker.bet.players.set", .int(n))]
        case .playersUnchanged(let n): return [Message("poker.players.same", .int(n))]
        case .houseRuleSet(let rule, let later):
            // A finished hand on the table keeps the rule it was played under (and its label).
            let finished = !later && stud.hand != nil && stud.houseRule != rule
            return [Message("poker.house.set.\(rule.rawValue)\(later ? ".later" : finished ? ".finished" : "")")]
        case .houseRuleUnchanged(let rule): return [Message("poker.house.same.\(rule.rawValue)")]
        case .styleSet, .refused: return []
        }
    }

    /// What the up cards show: "a pair of kings", "ace high".
    static func describe(_ showing: Showing) -> Message {
        let plural = { (r: Int) in Argument.message(rankName(r, plural: true)) }
        let r = showing.ranks
        switch showing.category {
        case .fourOfAKind: return Message("poker.describe.fourOfAKind", plural(r[0]))
        case .threeOfAKind: return Message("poker.describe.threeOfAKind", plural(r[0]))
        case .twoPair: return Message("poker.describe.twoPair", plural(r[0]), plural(r[2]))
        case .pair: return Message("poker.describe.pair", plural(r[0]))
        default: return Message("poker.describe.highCard", .message(rankName(r.first ?? 0, plural: false)))
        }
    }

    /// Player 1's chips won or lost in the hand just over, and the chips they have now.
    static func netMessage(_ result: HandResult, chips: Int) -> Message {
        let net = result.net[0]
        return Message(
            net > 0 ? "poker.net.won" : net < 0 ? "poker.net.lost" : "poker.net.even", .int(abs(net)), .int(chips),
            count: abs(net))
    }

    /// The pots, who takes each and why.
    func bettingShowdown(_ result: HandResult, _ stud: LimitStud) -> [Message] {
        var lines: [Message] = []
        if result.uncontested == nil { lines.append(Message("poker.showdown")) }
        for (index, pot) in result.pots.enumerated() where result.uncontested == nil {
            let name = Message(
                result.pots.count == 1 ? "poker.pot.only" : index == 0 ? "poker.pot.main" : "poker.pot.side",
                .int(pot.amount))
            guard let top = pot.winners.first, let best = result.best[top] else { continue }
            if pot.winners.count == 1 {
                lines.append(
                    Message(
                        top == 0 ? "poker.pot.won.you" : "poker.pot.won", .message(name), .message(seatName(top)),
                        .message(Self.describe(best))))
            } else {
                lines.append(
                    Message(
                        "poker.pot.split", .message(name), .list(pot.winners.map(seatName)),
                        .message(Self.describe(best)),
                        .int(pot.shares.min() ?? 0)))
                for seat in pot.oddChips { lines.append(seatSentence("poker.pot.oddchip", seat)) }
            }
            if let runner = pot.runnerUp, let other = result.best[runner], let reason = pot.reason {
                switch reason {
                case .category, .naming, .tie:
                    lines.append(
                        Message(
                            runner == 0 ? "poker.reason.beats.you" : "poker.reason.beats",
                            .message(Self.describe(best)),
                            .message(Self.describe(other)), .message(seatName(runner))))
                case .kicker(let rank, let card):
                    lines.append(
                        Message(
                            Self.pairKey(
                                Self.kickerKey(best, high: "poker.reason.high", kicker: "poker.reason.kicker"), top,
                                runner), .message(seatName(top)),
                            .message(seatName(runner)), .message(Self.describe(best)),
                            .message(Self.rankName(rank, plural: false)), .frenchCard(card)))
                case .suit(let card, let over):
                    lines.append(
                        Message(
                            Self.pairKey("poker.reason.suit", top, runner), .message(seatName(top)),
                            .message(seatName(runner)), .message(Self.describe(best)), .frenchCard(card),
                            .frenchCard(over)))
                }
            }
        }
        return lines
    }

    // MARK: Refusals

    /// One option as the player types it: "call (10)", "raise big (to 40: you put in 20)".
    static func optionMessage(_ option: Option) -> Message {
        let command: Argument =
            switch option.decision {
            case .fold: .command(.fold)
            case .check: .command(.check)
            case .call: .command(.call)
            case .bet: .command(.bet)
            case .raise: .command(.raise)
            case .bringIn: .command(.bringIn)
            case .complete: .command(.complete)
            case .betBig: .commandWith(.bet, argumentKey: "poker.size.big.words")
            case .raiseBig: .commandWith(.raise, argumentKey: "poker.size.big.words")
            }
        switch option.decision {
        case .fold, .check: return Message("poker.option.free", command)
        case .raise, .raiseBig, .complete:
            // What the bet rises to and what it costs, apart: "raise" (to 60: you put in 40).
            return Message("poker.option.raise", command, .int(option.total), .int(option.amount))
        case .call, .bet, .bringIn, .betBig: return Message("poker.option", command, .int(option.amount))
        }
    }

    /// "“fold”, “call” (3) or “complete” (10)": the options as alternatives.
    static func optionsList(_ options: [Option]) -> Argument {
        let items = options.map(optionMessage)
        guard let last = items.last else { return .verbatim("") }
        guard items.count > 1 else { return .message(last) }
        let head = items.dropLast().dropFirst().reduce(items[0]) {
            Message("poker.options.more", .message($0), .message($1))
        }
        return .message(Message("list.or", .message(head), .message(last)))
    }

    /// A sentence whose subject is a seat: "The dealer calls 3." The player's own seat has
    /// sentences of their own, in the second person (`<key>.you`: "You call 3", «Igualas 3»),
    /// which leave out the seat's name; the arguments keep their places either way.
    func seatSentence(_ key: String, _ seat: Int, _ args: Argument...) -> Message {
        Message(key: seat == 0 ? "\(key).you" : key, args: [.message(subjectName(seat))] + args)
    }

    /// A reason that names two seats with the same hand, winner then runner-up: the player's
    /// own seat in either place has a sentence of its own (`.you.winner`, `.you.runner`).
    /// `base.kicker` where kickers decide equal hands (pairs, two pair, three and four of a
    /// kind), `base.high` where all five cards play (a flush, a high card): there the highest
    /// card decides, then the next, with no card set apart.
    /// The key that words a tie-break: `high` where all five cards play and are compared from
    /// the highest down (flush, high card, straights), `kicker` where the cards beside the hand
    /// decide. Both whole keys, so each is found where it is used.
    static func kickerKey(_ hand: BestHand, high: String, kicker: String) -> String {
        switch hand.category {
        case .flush, .highCard, .straight, .straightFlush: high
        default: kicker
        }
    }

    static func pairKey(_ key: String, _ winner: Int, _ runner: Int) -> String {
        winner == 0 ? "\(key).you.winner" : runner == 0 ? "\(key).you.runner" : key
    }

    /// A seat at the start of a sentence: "The dealer calls 3."
    func subjectName(_ seat: Int) -> Message {
        seat == dealerSeat
            ? Message("poker.subject.dealer")
            : seat == 0 ? Message("poker.subject.you") : Message("poker.subject.player", .int(seat + 1))
    }

    func refusalMessage(_ refusal: LimitStud.Refusal, _ stud: LimitStud) -> Message {
        switch refusal {
        case .noHand: return Message("poker.refused.nohand", .command(.deal))
        case .handInPlay(let options): return Message("poker.refused.inplay", Self.optionsList(options))
        case .broke(let stack): return Message("poker.refused.broke", .command(.rebuy), .int(stack))
        case .notBroke(let chips): return Message("poker.refused.notbroke", .int(chips))
        case .badPlayers(let n):
            return Message(
                "poker.refused.players", .int(n), .commandWith(.players, argumentKey: "poker.players.2.words"))
        case .badSeat(let seat, _): return Message("poker.refused.players", .int(seat), .command(.players))
        case .notAllowed(_, let reason, let options):
            let why: Message
            switch reason {
            case .betToCall(let owed): why = Message("poker.why.betToCall", .int(owed))
            case .bringInFirst(let seat):
                why =
                    seat == 0
                    ? Message("poker.why.bringInYou") : Message("poker.why.bringInFirst", .message(subjectName(seat)))
            case .bringInMade(let seat):
                why =
                    seat == 0
                    ? Message("poker.why.bringInMadeYou")
                    : Message("poker.why.bringInMade", .message(subjectName(seat)))
            case .bringInOnly(let bringIn, let complete):
                why = Message("poker.why.bringInOnly", .int(bringIn), .int(complete), .command(.complete))
            case .capReached: why = Message("poker.why.capReached", .int(BettingRound.cap - 1))
            default: why = Message("poker.why.\(reason.key)")
            }
            return Message("poker.refused.decision", .message(why), Self.optionsList(options))
        }
    }
}

extension LimitStud.Reason {
    /// The catalog key's last part for reasons without arguments.
    var key: String {
        switch self {
        case .betToCall: "betToCall"
        case .nothingToCall: "nothingToCall"
        case .noBetToRaise: "noBetToRaise"
        case .alreadyBet: "alreadyBet"
        case .capReached: "capReached"
        case .bringInFirst: "bringInFirst"
        case .noBringIn: "noBringIn"
        case .bringInMade: "bringInMade"
        case .bringInOnly: "bringInOnly"
        case .noCompletion: "noCompletion"
        case .noOpenPair: "noOpenPair"
        case .noChipsToRaise: "noChipsToRaise"
        case .nobodyToCall: "nobodyToCall"
        case .raiseNotReopened: "raiseNotReopened"
        }
    }
}

/// The betting table's statuses.
extension PokerTable {
    func bettingVariantStatus() -> Message {
        Message(
            "poker.bet.variant.current", .message(Self.variantName(stud?.variant ?? .seven)),
            .commandWith(.variant, argumentKey: "poker.variant.5.words"),
            .commandWith(.variant, argumentKey: "poker.variant.7.words"))
    }

    func bettingPlayersStatus() -> Message {
        let players = stud?.players ?? 2
        return Message(
            "poker.bet.players.current", .int(players),
            .commandWith(.players, argumentKey: "poker.players.\(players == 4 ? 2 : players + 1).words"))
    }
}
