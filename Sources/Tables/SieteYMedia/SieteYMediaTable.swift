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
}

/// Siete y media's table, as the registry lists it.
public let sieteYMediaTable: any GameTable.Type = SieteYMediaTable.self

/// Siete y media at the console: `hit`, `stand`, `bank`, `new`, `hint`.
struct SieteYMediaTable: GameTable, KeepingPreferences, EventWording {
    static let id = GameID.sieteymedia
    /// The classic hand (the seed's rules, no chips).
    var game: SieteYMedia
    /// The table with stakes (`SieteYMediaTable+Stakes.swift`); nil in a save from before it.
    var stakes: StakedSieteYMedia?
    /// How the table plays; nil in a save from before stakes: classic.
    var mode: SieteMode?

    static let commands: [CommandSpec] =
        [
            CommandSpec(.hit, .game(.sieteymedia)),
            CommandSpec(.stand, .game(.sieteymedia)),
            CommandSpec(
                .bank, .game(.sieteymedia),
                .optional(.choice(prefix: "siete.bankmode", values: SieteYMedia.BankMode.allCases.map(\.rawValue)))),
        ] + stakesCommands

    init(seed: UInt64) {
        game = SieteYMedia(seed: seed, bankMode: .real)
        // Its own stream: the classic table's hands never tell the next ones with chips.
        stakes = StakedSieteYMedia(seed: SeededRNG.seed(seed, stream: Self.stakesStream))
    }

    /// The stream of the table with stakes (`SeededRNG.seed(_:stream:)`).
    static let stakesStream: UInt64 = 1

    /// A table on a hand set up on purpose (the lessons', `SieteYMediaLessons.swift`).
    init(game: SieteYMedia) { self.game = game }

    mutating func begin(at now: Double) -> [Message] {
        if playMode == .stakes { return stakesWelcome() }
        return messages(game.apply(.newHand))
    }

    mutating func perform(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response {
        if let response = performStakes(command, argument: argument, at: now) { return response }
        switch command {
        case .new, .shake: return apply(.newHand)
        case .hit: return apply(.hit)
        case .stand: return apply(.stand)
        case .hint: return Response(hint(), redraw: false)
        case .bank:
            guard case .choice(let value) = argument, let mode = SieteYMedia.BankMode(rawValue: value) else {
                return Response([bankStatus()], redraw: false)
            }
            return apply(.setBankMode(mode))
        default:
            return Response([], redraw: false)
        }
    }

    private mutating func apply(_ action: SieteYMedia.Action) -> Response {
        let events = game.apply(action)
        let refused = events.contains(where: \.isRefusal)
        let changedTable =
            !refused
            && events.contains { event in
                switch event {
                case .bankModeSet, .bankModeUnchanged: false
                default: true
                }
            }
        let over = events.compactMap { event -> GameOver? in
            switch event {
            case .handAbandoned: GameOver(.lost)
            case .finished(let outcome): GameOver(outcome.result)
            default: nil
            }
        }
        return Response(messages(events), redraw: changedTable, refused: refused, over: over)
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

    func invariantProblems() -> [String] {
        var problems: [String] = stakesProblems()
        let cards = game.deck + game.player + game.bank
        if game.phase != .notStarted && cards.count != SpanishCard.deck.count {
            problems.append("\(cards.count) cards in deck and hands, not \(SpanishCard.deck.count)")
        }
        if Set(cards).count != cards.count { problems.append("a card is in two places") }
        if game.phase == .playerTurn && game.playerTotal > .limit {
            problems.append("the player's turn goes on over 7½")
        }
        return problems
    }

    /// Worth continuing: a hand with cards in it, or hands already counted.
    var isResumable: Bool {
        if playMode == .stakes, let stakes { return stakes.handInPlay || stakes.game.tally.played > 0 }
        return (game.phase == .playerTurn && !game.player.isEmpty) || game.tally.played > 0
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

    /// The bank mode outlives the game: the next game starts with the bank chosen last.
    var choices: SieteYMediaChoices {
        let options = stakes?.nextOptions
        return SieteYMediaChoices(
            bank: hand.nextBankMode, stakes: playMode == .stakes, bankWinsTies: options?.bankWinsTies ?? false,
            firstCardDealt: options?.firstCardDealt ?? false)
    }

    mutating func adopt(_ choices: SieteYMediaChoices) {
        if let mode = choices.bank {
            _ = game.apply(.setBankMode(mode))
            _ = stakes?.apply(.setBankMode(mode))
        }
        adoptStakes(choices)
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

    func draw(_ r: Renderer) -> [String] {
        let game = hand
        var lines = [r.heading(r.text("game.sieteymedia.title"))]
        let tally = sessionTally
        lines += r.columns(
            [
                (r.text("siete.table.banklabel"), r.text(game.bankMode.message)),
                (
                    r.text("siete.table.tallylabel"),
                    r.text("siete.table.tally", .int(tally.wins), .int(tally.losses), .int(tally.draws))
                ),
            ] + stakesRows(r))
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
        lines.append(status(r))
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

    private func status(_ r: Renderer) -> String {
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
            return r.style.paint(verdict, tone) + " " + r.text("siete.status.again", .command(.new))
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
