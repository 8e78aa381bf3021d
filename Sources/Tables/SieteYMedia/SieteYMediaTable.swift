import CardKit
import GameKit
import SieteYMedia
import TableKit

extension GameID {
    public static let sieteymedia = GameID("sieteymedia")
}

extension CommandID {
    public static let hit = CommandID("hit", of: .sieteymedia)
    public static let stand = CommandID("stand", of: .sieteymedia)
    public static let bank = CommandID("bank", of: .sieteymedia)
    /// `bet N` at siete y media (the id `wager`, as saved journals name it; poker's `bet` is
    /// another command, its own).
    public static let wager = CommandID("wager", of: .sieteymedia)
    /// `mode stakes|classic` at siete y media (the id `sietemode`, as saved journals name it;
    /// poker's `mode` is another command, its own).
    public static let sieteMode = CommandID("sietemode", of: .sieteymedia)
    /// `ties bank|push`: who takes equal totals at the table with stakes.
    public static let ties = CommandID("ties", of: .sieteymedia)
    /// `firstcard on|off`: the first card dealt with the bet.
    public static let firstCard = CommandID("firstcard", of: .sieteymedia)
}

/// Siete y media's table, as the registry lists it.
public let sieteYMediaTable: any GameTable.Type = SieteYMediaTable.self

/// Siete y media at the console: its two tables (`TwoTables`: the classic hand and the one for
/// chips) behind `hit`, `stand`, `bank`, `new`, `hint`, `mode`, `bet`, `rebuy`, `ties` and
/// `firstcard`; each command becomes an action, each event a message.
struct SieteYMediaTable: EngineTable, KeepingPreferences, SuggestingArguments {
    static let id = GameID.sieteymedia
    static let countsHands = true
    var tables: TwoTables
    static var engine: WritableKeyPath<SieteYMediaTable, TwoTables> { \.tables }

    static let commands: [CommandSpec] = [
        CommandSpec(.hit, .game(.sieteymedia)),
        CommandSpec(.stand, .game(.sieteymedia)),
        CommandSpec(
            .bank, .game(.sieteymedia),
            .optional(.choice(prefix: "siete.bankmode", values: SieteYMedia.BankMode.allCases.map(\.rawValue)))),
        CommandSpec(.wager, .game(.sieteymedia), .optional(.text)),
        CommandSpec(.rebuy, .game(.sieteymedia)),
        CommandSpec(
            .sieteMode, .game(.sieteymedia), .optional(.choice(prefix: "siete.mode", values: ["stakes", "classic"]))),
        CommandSpec(.ties, .game(.sieteymedia), .optional(.choice(prefix: "siete.ties", values: ["bank", "push"]))),
        CommandSpec(.firstCard, .game(.sieteymedia), .optional(.toggle(prefix: "siete.firstcard"))),
    ]

    /// The most chips a saved bankroll may hold: a file beyond it is not baraja's.
    static let bankrollLimit = 1_000_000_000_000

    init(seed: UInt64) { tables = TwoTables(seed: seed) }

    /// A table on a hand set up on purpose (the lessons', `SieteYMediaLessons.swift`).
    init(game: SieteYMedia) { tables = TwoTables(game: game) }

    // The save holds the two tables' own fields, as it always has.
    init(from decoder: Decoder) throws { tables = try TwoTables(from: decoder) }
    func encode(to encoder: Encoder) throws { try tables.encode(to: encoder) }

    /// The classic hand.
    var game: SieteYMedia {
        get { tables.game }
        set { tables.game = newValue }
    }
    /// The table with stakes.
    var stakes: StakedSieteYMedia? {
        get { tables.stakes }
        set { tables.stakes = newValue }
    }
    var playMode: TwoTables.Mode { tables.playMode }

    /// After a classic hand has ended, “another” is another hand, not a card.
    var anotherCommand: CommandID? { playMode == .classic && hand.phase.isOver ? .new : nil }
    /// The hand on show.
    var hand: SieteYMedia { tables.hand }

    mutating func begin(at now: Double) -> [Message] {
        if playMode == .stakes { return stakesWelcome() }
        return messages(tables.apply(.newHand))
    }

    mutating func perform(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response {
        switch (command, argument) {
        case (.new, _), (.shake, _): return respond(.newHand, at: now)
        case (.hit, _): return respond(.hit, at: now)
        case (.stand, _): return respond(.stand, at: now)
        case (.rebuy, _): return respond(.rebuy, at: now)
        case (.hint, _): return Response(playMode == .stakes ? stakesHint() : hint(), redraw: false)
        case (.bank, .choice(let value)):
            guard let bank = SieteYMedia.BankMode(rawValue: value) else {
                return Response([bankStatus()], redraw: false)
            }
            return respond(.setBankMode(bank), at: now)
        case (.bank, _): return Response([bankStatus()], redraw: false)
        case (.sieteMode, .choice(let value)):
            guard let mode = TwoTables.Mode(rawValue: value) else { return Response([modeStatus()], redraw: false) }
            return respond(.setMode(mode), at: now)
        case (.sieteMode, _): return Response([modeStatus()], redraw: false)
        case (.wager, .text(let text)):
            // `bet all` (`apostar todo`, `전부`): as much as the limit and the chips allow.
            // An all-word anywhere, beside a number or not (`백 개 다`, `10개 전부`: all of them).
            let words = text.split(separator: " ")
            if playMode == .stakes, words.contains("all"), words.allSatisfy({ $0 == "all" || Int($0) != nil }),
                let stakes
            {
                return respond(.bet(min(stakes.limits.maximum, max(stakes.bankroll, stakes.limits.minimum))), at: now)
            }
            guard let amount = Int(text), playMode == .stakes else { return wagerRefusal(text, at: now) }
            return respond(.bet(amount), at: now)
        case (.wager, _): return respond(.bet(nil), at: now)
        case (.ties, .choice(let value)):
            return respond(.setOptions(bankWinsTies: value == "bank", firstCardDealt: nil), at: now)
        case (.firstCard, .toggle(let on)): return respond(.setOptions(bankWinsTies: nil, firstCardDealt: on), at: now)
        case (.ties, _), (.firstCard, _):
            guard playMode == .stakes else { return .refusal(Self.stakesOff) }
            return Response([optionsStatus(tables.staked)], redraw: false)
        default: return Response([], redraw: false)
        }
    }

    /// An amount that is not a number: refused with the table's limits (at the classic table,
    /// that bets are for the table with stakes).
    private mutating func wagerRefusal(_ text: String, at now: Double) -> Response {
        guard playMode == .stakes else { return .refusal(Self.stakesOff) }
        // Mid-hand, any change of the bet (`베팅 10 더`, `subo la apuesta a cuarenta`) meets the
        // rule that matters: the bet is fixed once the cards come, as `bet 40` is told.
        if stakes?.handInPlay == true { return respond(.bet(nil), at: now) }
        return .refusal(Self.amountRefusal(text, tables.staked))
    }

    /// The bank mode outlives the game, and so do the table with stakes' choices (only those
    /// away from the seed's rules).
    var choices: SieteYMediaChoices {
        let options = stakes?.nextOptions
        return SieteYMediaChoices(
            bank: hand.nextBankMode, stakes: playMode == .stakes, bankWinsTies: options?.bankWinsTies ?? false,
            firstCardDealt: options?.firstCardDealt ?? false)
    }

    mutating func adopt(_ choices: SieteYMediaChoices) {
        if let bank = choices.bank { tables.adopt(bank: bank) }
        if choices.stakes { tables.mode = .stakes }
        let options = StakedSieteYMedia.Options(
            bankWinsTies: choices.bankWinsTies, firstCardDealt: choices.firstCardDealt)
        if options != .seed { _ = stakes?.apply(.setOptions(options)) }
    }

    func invariantProblems() -> [String] { tables.problems(bankrollLimit: Self.bankrollLimit) }

    /// Worth continuing: a hand with cards in it, or hands already counted.
    var isResumable: Bool {
        if playMode == .stakes, let stakes { return stakes.handInPlay || stakes.game.tally.played > 0 }
        return (game.phase == .playerTurn && !game.player.isEmpty) || game.tally.played > 0
    }

    func suggestedArguments(for command: CommandID) -> [String] {
        guard command == .wager, let stakes else { return [] }
        let limits = stakes.limits
        return Set([limits.minimum, 10, stakes.lastBet ?? 10, min(limits.maximum, stakes.bankroll)])
            .filter { $0 >= limits.minimum && $0 <= limits.maximum }.sorted().map(String.init)
    }
}

/// The two tables behind the console's: a refusal changes nothing; a classic hand ends when it
/// is decided or given up, a hand for chips when it is settled.
extension TwoTables: TableEngine {
    public mutating func apply(_ action: Action, at now: Double) -> [Event] { apply(action) }
    public func isRefusal(_ event: Event) -> Bool { event.isRefusal }
    public func changesTable(_ event: Event) -> Bool { event.changesTable }
    public func gameOver(_ event: Event) -> GameOver? {
        switch event {
        case .classic(.handAbandoned): GameOver(.lost)
        case .classic(.finished(let outcome)): GameOver(outcome.result)
        case .stakes(.settled(let s)):
            GameOver(
                s.result == .won ? .won : s.result == .lost ? .lost : .drawn, chips: s.net, win: s.net > 0 ? s.net : nil
            )
        default: nil
        }
    }
    public func rebuys(_ event: Event) -> Int { if case .stakes(.rebought) = event { 1 } else { 0 } }
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

/// Siete y media with the coach on, at the classic table and the table with stakes alike:
/// once the bank has played, one line on why it drew or stood (its rule), and whether
/// standing or drawing had the better odds at the player's last decision (the odds `hint`
/// gives, taken before the move); after a card that went over, whether drawing was the advice;
/// after a card that leaves the hand going on, whether drawing had the better odds.
extension SieteYMediaTable: Coaching {
    mutating func coached(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response {
        let decision: Odds.Advice? = command == .hit ? .hit : command == .stand ? .stand : nil
        let before = decision == nil ? nil : hintOdds()
        let total = hand.playerTotal
        let response = carryOut(command, argument: argument, at: now)
        guard let decision, let before, !response.refused else { return response }
        let after = hand
        if decision == .hit, after.playerTotal > .limit {
            return response.coached(Self.notes(Self.bustLine(odds: before.odds, decidedAt: total), before))
        }
        guard after.bankHasPlayed, after.phase.isOver else {
            // A card that leaves the hand going on: judged too, each decision gets its line.
            guard decision == .hit, !after.phase.isOver else { return response }
            // The first card's line names no figures, and is said at the first hand only (it is
            // always the same); the others bear the hint's chips and ties.
            if before.odds.standing == nil, tables.sessionTally.played > 0 { return response }
            let lines = Self.hitLine(odds: before.odds, decidedAt: total)
            return response.coached(before.odds.standing == nil ? lines : Self.notes(lines, before))
        }
        return response.coached(
            Self.notes(Self.coachLine(game: after, odds: before.odds, decision: decision, decidedAt: total), before))
    }

    /// The figures `hint` gives for the hand on show: at the table with stakes the advice is
    /// the one worth more chips (and those chips are kept), and when ties go to the bank a tie
    /// is counted as lost.
    struct HintFigures {
        var odds: Odds
        var tiesToBank = false
        var chips: StakeOdds?
    }

    func hintOdds() -> HintFigures? {
        guard var odds = hand.odds() else { return nil }
        guard playMode == .stakes, let stakes, let staked = stakes.stakeOdds() else { return HintFigures(odds: odds) }
        odds.advice = staked.advice
        guard stakes.options.bankWinsTies else { return HintFigures(odds: odds, chips: staked) }
        odds.standing = odds.standing.map { Chances(win: $0.win, draw: 0, lose: $0.draw + $0.lose) }
        odds.hitting = Chances(win: odds.hitting.win, draw: 0, lose: odds.hitting.draw + odds.hitting.lose)
        return HintFigures(odds: odds, tiesToBank: true, chips: staked)
    }

    /// The coach's line, with the chips its verdict was decided on (as the hint says them) and,
    /// when the bank takes ties, that its losses count them.
    static func notes(_ lines: [Message], _ figures: HintFigures) -> [Message] {
        lines.map { line in
            var line = line
            if let chips = figures.chips, let standing = chips.standing {
                line = Message(
                    "siete.coach.chips", .message(line), .int(chips.bet), .message(Self.chips(standing)),
                    .message(Self.chips(chips.hitting)))
            }
            return figures.tiesToBank && Self.showsLosses(line) ? Message("siete.coach.tiesbank", .message(line)) : line
        }
    }

    /// The coach's lines that give a figure of losing (where ties counted as lost show).
    static let losingKeys: Set<String> = [
        "siete.coach.odds.stand.better", "siete.coach.odds.stand.worse", "siete.coach.odds.hit.better",
        "siete.coach.odds.hit.worse", "siete.coach.bust.advised", "siete.coach.bust.against",
    ]

    /// Whether a line, or a line within it, gives a figure of losing.
    static func showsLosses(_ message: Message) -> Bool {
        losingKeys.contains(message.key)
            || message.args.contains {
                switch $0 {
                case .message(let inner): showsLosses(inner)
                case .list(let inner): inner.contains(where: showsLosses)
                default: false
                }
            }
    }
}

extension Outcome {
    /// The hand's end as the statistics count it.
    var result: GameOver.Result {
        switch self {
        case .bankBust, .higher: .won
        case .playerBust, .lower: .lost
        case .tie: .drawn
        }
    }
}
