import CardKit
import GameKit
import StudPoker
import TableKit

extension CommandID {
    public static let check = CommandID("check", of: .poker)
    public static let bet = CommandID("bet", of: .poker)
    public static let call = CommandID("call", of: .poker)
    public static let raise = CommandID("raise", of: .poker)
    public static let fold = CommandID("fold", of: .poker)
    public static let complete = CommandID("complete", of: .poker)
    public static let bringIn = CommandID("bringin", of: .poker)
    public static let mode = CommandID("mode", of: .poker)
    public static let house = CommandID("house", of: .poker)
}

/// How the poker table plays: fixed-limit betting (the default), or every hand dealt to a
/// showdown without betting, the practice table of reading hands and `odds`.
enum PokerMode: String, Codable, Sendable {
    case betting
    case showdown
}

/// The betting table: the console's side of `LimitStud` (commands in, events worded).
extension PokerTable {
    /// Simulated deals behind each computer decision, `hint` and the review (nil: the engine's
    /// own defaults). The soak sets a few: it tests the console, not the opponents' judgement.
    @TaskLocal static var simulations: Int?
    static let bettingCommands: [CommandSpec] = [
        CommandSpec(.check, .game(.poker)),
        CommandSpec(.bet, .game(.poker), .optional(.choice(prefix: "poker.size", values: ["big"]))),
        CommandSpec(.call, .game(.poker)),
        CommandSpec(.raise, .game(.poker), .optional(.choice(prefix: "poker.size", values: ["big"]))),
        CommandSpec(.fold, .game(.poker)),
        CommandSpec(.complete, .game(.poker)),
        CommandSpec(.bringIn, .game(.poker)),
        CommandSpec(.rebuy, .game(.poker)),
        CommandSpec(.mode, .game(.poker), .optional(.choice(prefix: "poker.mode", values: ["betting", "showdown"]))),
        CommandSpec(
            .house, .game(.poker), .optional(.choice(prefix: "poker.house", values: ["international", "korean"]))),
    ]

    /// The decision a betting command asks for (nil: not a betting decision).
    static func decision(_ command: CommandID, big: Bool) -> Decision? {
        switch command {
        case .check: .check
        case .call: .call
        case .fold: .fold
        case .complete: .complete
        case .bringIn: .bringIn
        case .bet: big ? .betBig : .bet
        case .raise: big ? .raiseBig : .raise
        default: nil
        }
    }

    /// A command at the betting table.
    mutating func performBetting(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response {
        switch command {
        case .new, .shake, .deal: return applyBetting(.deal, at: now)
        case .rebuy: return applyBetting(.rebuy, at: now)
        case .variant:
            guard case .number(let raw) = argument, let variant = StudPoker.Variant(rawValue: raw) else {
                return Response([bettingVariantStatus()], redraw: false)
            }
            return applyBetting(.setVariant(variant), at: now)
        case .players:
            guard case .number(let n) = argument else { return Response([bettingPlayersStatus()], redraw: false) }
            return applyBetting(.setPlayers(n), at: now)
        case .odds: return bettingOdds()
        case .hint: return Response(bettingHintOnce(), redraw: false)
        default:
            let big = argument == .choice("big")
            guard let decision = bettingDecision(command, big: big) else { return Response([], redraw: false) }
            // The player who shows the lowest card opens: `raise` completes instead of bringing in.
            let opening = stud?.playerOptions.contains { $0.decision == .bringIn } ?? false
            var response = applyBetting(.act(decision), at: now)
            // `raise` that completed the bring-in: said on the line of the player's own action.
            if decision == .complete, command != .complete, !response.refused, let stud, !response.messages.isEmpty {
                response.messages[0] = Message(
                    opening ? "poker.acted.completes.opening" : "poker.acted.completes", .message(response.messages[0]),
                    .command(command), .int(stud.stakes.bringIn))
            }
            return response
        }
    }

    /// The decision a command makes now. Facing only the bring-in (third street, before anyone
    /// completes), `bet` and `raise` complete it: the bring-in is no full bet, so completing is
    /// what a raise means there, and a player who types `raise` is not refused for the word.
    /// Otherwise `decision(_:big:)`.
    /// `big` where the bet of the street is already the big one (from fifth street in seven-card
    /// stud): the plain bet or raise, which is that size, not a refusal.
    func bettingDecision(_ command: CommandID, big: Bool) -> Decision? {
        guard var decision = Self.decision(command, big: big) else { return nil }
        if decision.isBig, let stud, let round = stud.hand?.round, round.betSize >= stud.stakes.bigBet,
            !stud.playerOptions.contains(where: { $0.decision == decision })
        {
            decision = decision == .betBig ? .bet : .raise
        }
        guard decision == .bet || decision == .raise, let options = stud?.playerOptions.map(\.decision),
            !options.contains(decision), options.contains(.complete)
        else { return decision }
        return .complete
    }

    /// `house korean|international`: how hands rank at the betting table, from the next hand
    /// when one is in play (the practice table always ranks the international way).
    mutating func setHouseRule(_ argument: CommandArgument, at now: Double) -> Response {
        guard let stud else { return Response([], redraw: false) }
        guard case .choice(let value) = argument, let rule = HouseRule(rawValue: value) else {
            let other = stud.nextHouseRule == .korean ? "international" : "korean"
            return Response(
                [
                    Message(
                        "poker.house.current.\(stud.nextHouseRule.rawValue)",
                        .commandWith(.house, argumentKey: "poker.house.\(other).words"))
                ], redraw: false)
        }
        return applyBetting(.setHouseRule(rule), at: now)
    }

    /// Switches between the betting table and the showdown practice (each keeps its own hand).
    mutating func setMode(_ argument: CommandArgument, at now: Double) -> Response {
        guard case .choice(let value) = argument, let wanted = PokerMode(rawValue: value) else {
            return Response(
                [
                    Message(
                        "poker.mode.current.\(playMode.rawValue)",
                        .commandWith(
                            .mode, argumentKey: "poker.mode.\(playMode == .betting ? "showdown" : "betting").words"))
                ], redraw: false)
        }
        if wanted == playMode { return Response([Message("poker.mode.same.\(wanted.rawValue)")], redraw: false) }
        // A betting hand in play waits, untouched, for the return to the betting table.
        mode = wanted
        if wanted == .betting && stud == nil {
            stud = LimitStud(
                seed: SeededRNG.seed(game.seed, stream: Self.bettingStream), variant: game.variant,
                players: game.players,
                opponentTrials: Self.simulations ?? LimitStud.defaultOpponentTrials)
        }
        let said = [Message("poker.mode.set.\(wanted.rawValue)", .command(.deal))]
        // The practice table deals its first hand when it is first chosen.
        if wanted == .showdown && game.handNumber == 0 {
            return Response(said + apply(.newGame, at: now).messages, redraw: true)
        }
        return Response(said, redraw: true)
    }

    mutating func applyBetting(_ action: LimitStud.Action, at now: Double) -> Response {
        guard var engine = stud else { return Response([], redraw: false) }
        let events = engine.apply(action, at: now)
        if !events.contains(where: engine.isRefusal) { stud = engine }
        return engine.response(to: events, saying: bettingSaid(events, engine))
    }

    // MARK: Status

    /// At the player's turn, the very deals the hint and the coach weigh (`decisionOdds`), so that
    /// both quote one figure for the player; otherwise `oddsTrials` deals.
    func bettingOdds() -> Response {
        let trials = Self.simulations ?? Advice.trials
        guard let stud, let odds = stud.decisionOdds(trials: trials) ?? stud.odds(trials: Self.oddsTrials) else {
            return .refusal(Message("poker.bet.odds.over", .command(.deal)))
        }
        var lines = [
            Message("poker.odds.title", .message(bettingStreetName), .int(odds.trials), .int(odds.unseen))
        ]
        for seat in stud.seats.indices where stud.hand?.live[seat] ?? false {
            lines.append(
                Message(
                    "poker.odds.row", .message(seatLabel(seat)), .percent(odds.win[seat]), .percent(odds.split[seat])))
        }
        lines.append(Message("poker.bet.odds.note"))
        // At the player's turn: the figure the hint and the coach weigh, from these same deals.
        if let advice = stud.advice(trials: trials) {
            // Under the Korean rule no two hands tie: the share is the chance to win, said so.
            let key = stud.houseRule == .korean ? "poker.bet.odds.share.korean" : "poker.bet.odds.share"
            lines.append(Message(key, .percent(advice.equity.share)))
        }
        return Response(lines, redraw: false)
    }

    /// "third street", as in the middle of a sentence, for the hand at the betting table.
    var bettingStreetName: Message {
        guard let stud, let hand = stud.hand else { return Message("poker.street.name.0") }
        return Message("poker.street.name.\(stud.variant.streets.prefix(hand.street).reduce(0) { $0 + $1.count })")
    }

    var bettingStreetTitle: Message {
        guard let stud, let hand = stud.hand else { return Message("poker.street.title.0") }
        return Message("poker.street.title.\(stud.variant.streets.prefix(hand.street).reduce(0) { $0 + $1.count })")
    }
}

/// Player 1's chips are theirs across games: a fresh betting table seats them with the chips of
/// their record (see `KeepingChips`).
extension PokerTable: KeepingChips {
    /// The most chips Player 1 sits down with (a record beyond it is held there).
    static let bankrollLimit = 1_000_000_000_000

    mutating func adopt(chips record: ChipRecord) {
        guard var engine = stud else { return }
        if engine.seatPlayer(chips: record.bankroll(stack: engine.stakes.stack, limit: Self.bankrollLimit)) {
            stud = engine
        }
    }
}

extension PokerTable {
    /// An amount after `bet` or `raise` (`subo a diez`, `raise to 10`, `10으로 올려`): the
    /// choice that puts in that much now, read as what the bet rises to or by, or as the chips
    /// put in (`bet` with the amount owed: a call, or the bring-in); any other amount is refused
    /// with the limit's options. Nil where no bet of the command can be made now (the rules then
    /// say why), or away from the betting table. After `call`, `complete` and `bring-in`, the
    /// amount they put in (or bring the bet to) is the command itself, any other is refused.
    func amount(_ amount: Int, after command: CommandID) -> AmountReading? {
        guard playMode == .betting, let stud, stud.handInPlay else { return nil }
        let options = stud.playerOptions
        // What costs chips now, for a refusal: the limit's amounts.
        let priced = options.filter { $0.amount > 0 }
        switch command {
        case .call, .complete, .bringIn:
            // `콜 3칩`, `completo a diez`: the amount the command puts in (or brings the bet to);
            // where the command is no option now, its own refusal says why.
            guard let decision = Self.decision(command, big: false),
                let option = options.first(where: { $0.decision == decision })
            else { return .choice(nil) }
            if option.amount == amount || option.total == amount { return .choice(nil) }
            return .refused(Message("poker.amount.limit", .int(amount), Self.optionsList(priced)))
        case .bet, .raise: break
        default: return nil
        }
        // What the others have put in this round: a raise "by" is counted from it.
        let matched =
            options.first { $0.decision == .call }?.total ?? options.first { $0.decision == .check }?.total ?? 0
        for (big, choice) in [(false, nil), (true, "big")] as [(Bool, String?)] {
            guard let decision = bettingDecision(command, big: big),
                let option = options.first(where: { $0.decision == decision })
            else { continue }
            if option.total == amount || option.total - matched == amount || option.amount == amount {
                return .choice(choice)
            }
        }
        // `bet` with the amount owed (`3칩 낼게요`, `pongo las tres fichas`): a call, or the
        // bring-in when that is the player's to make.
        if command == .bet,
            let owed = options.first(where: { [.call, .bringIn].contains($0.decision) && $0.amount == amount })
        {
            return .command(owed.decision == .call ? .call : .bringIn)
        }
        let aggressive = options.filter(\.decision.isAggressive)
        guard !aggressive.isEmpty else { return nil }
        // `raise to 10` with nothing bet yet: the bet that puts in that much.
        if command == .raise, let bet = aggressive.first(where: { $0.total == amount || $0.amount == amount }),
            bet.decision == .bet || bet.decision == .betBig
        {
            return .refused(Message("poker.amount.nothingtoraise", .int(amount), .message(Self.optionMessage(bet))))
        }
        return .refused(
            Message("poker.amount.limit", .int(amount), Self.optionsList(command == .bet ? priced : aggressive)))
    }
}
