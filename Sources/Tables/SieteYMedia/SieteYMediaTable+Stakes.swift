import CardKit
import GameKit
import SieteYMedia
import TableKit

extension CommandID {
    /// `bet N` at siete y media (poker's `bet` takes no amount: a command of its own).
    public static let wager = CommandID("wager")
    /// The same word as poker's `rebuy`: one command, in both games.
    static let sieteRebuy = CommandID("rebuy")
    /// `mode stakes|classic` at siete y media (poker's `mode` takes other words).
    public static let sieteMode = CommandID("sietemode")
    /// `ties bank|push`: who takes equal totals at the table with stakes.
    public static let ties = CommandID("ties")
    /// `firstcard on|off`: the first card dealt with the bet.
    public static let firstCard = CommandID("firstcard")
}

/// How the siete y media table plays: the seed's rules without chips (the default), or for
/// chips against the bank (`StakedSieteYMedia`).
enum SieteMode: String, Codable, Sendable {
    case classic
    case stakes
}

/// The table with stakes: the console's side of `StakedSieteYMedia` (commands in, events
/// worded, the bankroll drawn). The classic hand waits, untouched, while stakes are played.
extension SieteYMediaTable: SuggestingArguments {
    static let stakesCommands: [CommandSpec] = [
        CommandSpec(.wager, .game(.sieteymedia), .optional(.text)),
        CommandSpec(.sieteRebuy, .game(.sieteymedia)),
        CommandSpec(
            .sieteMode, .game(.sieteymedia), .optional(.choice(prefix: "siete.mode", values: ["stakes", "classic"]))),
        CommandSpec(.ties, .game(.sieteymedia), .optional(.choice(prefix: "siete.ties", values: ["bank", "push"]))),
        CommandSpec(
            .firstCard, .game(.sieteymedia), .optional(.choice(prefix: "siete.firstcard", values: ["on", "off"]))),
    ]

    /// The most chips a saved bankroll may hold: a file beyond it is not baraja's.
    static let bankrollLimit = 1_000_000_000_000

    /// How the table plays now.
    var playMode: SieteMode { mode ?? .classic }

    /// The hand on show: the one with chips at the table with stakes, else the classic one.
    var hand: SieteYMedia { playMode == .stakes ? stakes?.game ?? game : game }

    /// The hands of the table on show as the statistics count them: at the table with stakes,
    /// a tie the bank took is lost.
    var sessionTally: SieteYMedia.Tally {
        guard playMode == .stakes, let stakes else { return game.tally }
        return stakes.handTally
    }

    /// The table with stakes, made when first needed (a save from before stakes has none).
    private var staked: StakedSieteYMedia {
        stakes ?? StakedSieteYMedia(seed: UInt64(truncatingIfNeeded: game.deck.count &* 7 &+ game.tally.played))
    }

    func suggestedArguments(for command: CommandID) -> [String] {
        guard command == .wager, let stakes else { return [] }
        let limits = stakes.limits
        return Set([limits.minimum, 10, stakes.lastBet ?? 10, min(limits.maximum, stakes.bankroll)])
            .filter { $0 >= limits.minimum && $0 <= limits.maximum }.sorted().map(String.init)
    }

    /// A command at siete y media that the table with stakes answers; nil: the classic table's.
    mutating func performStakes(_ command: CommandID, argument: String?, at now: Double) -> Response? {
        switch command {
        case .sieteMode: return setMode(argument)
        case .wager, .sieteRebuy, .ties, .firstCard:
            guard playMode == .stakes else {
                return .refusal(
                    Message("siete.stakes.off", .commandWith(.sieteMode, argumentKey: "siete.mode.stakes.words")))
            }
        default:
            guard playMode == .stakes else {
                // The table with stakes follows the bank chosen at the classic table.
                if command == .bank, let argument, let bank = SieteYMedia.BankMode(rawValue: argument) {
                    _ = stakes?.apply(.setBankMode(bank))
                }
                return nil
            }
        }
        let engine = staked
        switch command {
        case .wager:
            guard let argument else {
                guard let last = engine.lastBet else {
                    return .refusal(StakedSieteYMedia.Refusal.noBet(engine.limits).message)
                }
                return applyStakes(.bet(last))
            }
            guard let amount = Int(argument) else {
                return .refusal(
                    Message(
                        "siete.stakes.refused.amount", .verbatim(Typed.visible(argument)), .int(engine.limits.minimum),
                        .int(engine.limits.maximum), .commandLine(.wager, arguments: String(engine.lastBet ?? 10))))
            }
            return applyStakes(.bet(amount))
        case .new, .shake:
            // A new hand is a new bet: the last one again, or the way to place one.
            if engine.handInPlay { return .refusal(StakedSieteYMedia.Refusal.handInPlay.message) }
            guard let last = engine.lastBet else {
                return .refusal(StakedSieteYMedia.Refusal.noBet(engine.limits).message)
            }
            return applyStakes(.bet(min(last, max(engine.bankroll, engine.limits.minimum))))
        case .hit: return applyStakes(.hit)
        case .stand: return applyStakes(.stand)
        case .sieteRebuy: return applyStakes(.rebuy)
        case .hint: return Response(stakesHint(), redraw: false)
        case .bank:
            guard let argument, let bank = SieteYMedia.BankMode(rawValue: argument) else {
                return Response([bankStatus()], redraw: false)
            }
            _ = game.apply(.setBankMode(bank))  // the classic table follows the choice
            return applyStakes(.setBankMode(bank))
        case .ties:
            guard let argument else { return Response([optionsStatus(engine)], redraw: false) }
            var options = engine.nextOptions
            options.bankWinsTies = argument == "bank"
            return applyStakes(.setOptions(options))
        case .firstCard:
            guard let argument else { return Response([optionsStatus(engine)], redraw: false) }
            var options = engine.nextOptions
            options.firstCardDealt = argument == "on"
            return applyStakes(.setOptions(options))
        default:
            return nil
        }
    }

    /// `mode stakes|classic`: each table keeps its own hand.
    private mutating func setMode(_ argument: String?) -> Response {
        guard let argument, let wanted = SieteMode(rawValue: argument) else {
            let other = playMode == .stakes ? "classic" : "stakes"
            return Response(
                [
                    Message(
                        "siete.mode.current.\(playMode.rawValue)",
                        .commandWith(.sieteMode, argumentKey: "siete.mode.\(other).words"))
                ], redraw: false)
        }
        if wanted == playMode { return Response([Message("siete.mode.same.\(wanted.rawValue)")], redraw: false) }
        mode = wanted
        if wanted == .stakes {
            if stakes == nil { stakes = staked }
            return Response([Message("siete.mode.set.stakes")] + stakesWelcome(), redraw: true)
        }
        var said = [Message("siete.mode.set.classic")]
        if game.phase == .notStarted { said += messages(game.apply(.newHand)) }
        return Response(said, redraw: true)
    }

    /// What the table with stakes says when it opens: the bankroll, the limits, the way to bet.
    func stakesWelcome() -> [Message] {
        let engine = staked
        if engine.handInPlay { return [] }
        return [
            Message(
                "siete.stakes.welcome", .int(engine.bankroll), .int(engine.limits.minimum), .int(engine.limits.maximum),
                .commandLine(.wager, arguments: String(engine.lastBet ?? 10)))
        ]
    }

    private mutating func applyStakes(_ action: StakedSieteYMedia.Action) -> Response {
        var engine = staked
        let events = engine.apply(action)
        if case .refused(let refusal) = events.first { return .refusal(refusal.message) }
        stakes = engine
        var lines: [Message] = []
        var over: [GameOver] = []
        var changed = false
        for event in events {
            lines += stakeMessages(event, engine)
            switch event {
            case .game(.bankModeSet), .game(.bankModeUnchanged), .optionsSet: break
            default: changed = true
            }
            if case .settled(let s) = event {
                let result: GameOver.Result = s.result == .won ? .won : s.result == .lost ? .lost : .drawn
                over.append(GameOver(result, chips: s.net, win: s.net > 0 ? s.net : nil))
            }
        }
        var response = Response(lines, redraw: changed, over: over)
        response.rebuys = events.filter { if case .rebought = $0 { true } else { false } }.count
        return response
    }

    /// Each event's messages; after a settlement, the bankroll, and what to do when it is spent.
    private func stakeMessages(_ event: StakedSieteYMedia.Event, _ engine: StakedSieteYMedia) -> [Message] {
        switch event {
        case .betPlaced(let amount, let bankroll):
            return [Message("siete.stakes.bet.placed", .int(amount), .int(bankroll))]
        case .game(.finished(.tie(let points))) where engine.settled?.tieToBank == true:
            // Ties go to the bank at this table: the hand is lost, and said so.
            return [Message("siete.stakes.result.tie.bank", .points(points))]
        case .game(let event): return [event.message]
        case .settled(let s):
            var lines = [s.message]
            lines.append(Message("siete.stakes.bankroll", .int(engine.bankroll), .verbatim(Self.signed(engine.net))))
            if engine.bankroll < engine.limits.minimum {
                lines.append(
                    Message(
                        "siete.stakes.broke", .int(engine.bankroll), .int(engine.limits.minimum),
                        .command(.sieteRebuy), .int(engine.limits.stack)))
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
    private func optionsStatus(
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
}

/// The bankroll is the player's across games: a fresh table with stakes seats them with the
/// chips of their record (see `KeepingChips`).
extension SieteYMediaTable: KeepingChips {
    mutating func adopt(chips record: ChipRecord) {
        guard var engine = stakes else { return }
        if engine.sitDown(with: record.bankroll(stack: engine.limits.stack, limit: Self.bankrollLimit)) {
            stakes = engine
        }
    }
}
