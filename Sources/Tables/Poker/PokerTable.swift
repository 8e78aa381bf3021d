import CardKit
import GameKit
import StudPoker
import TableKit

extension GameID {
    public static let poker = GameID("poker")
}

extension CommandID {
    public static let variant = CommandID("variant", of: .poker)
    public static let players = CommandID("players", of: .poker)
    public static let odds = CommandID("odds", of: .poker)
    public static let rank = CommandID("rank", of: .poker)
    public static let hands = CommandID("hands", of: .poker)
}

/// Stud poker's table, as the registry lists it.
public let pokerTable: any GameTable.Type = PokerTable.self

/// Stud poker at the console: `deal`, `variant`, `players`, `odds`, `rank`, `hands`,
/// plus `new`/`shake` and `hint`.
struct PokerTable: GameTable, SuggestingArguments, EventWording, Untimed, Codable {
    static let id = GameID.poker
    static let countsHands = true
    /// `fold` gives up the hand: suggested only for a near spelling of its word.
    static let harmfulCommands: [CommandID] = [.fold]
    private(set) var game: StudPoker
    /// The betting table (nil in a save from before betting: made when it is chosen).
    var stud: LimitStud?
    /// How the table plays; nil in a save from before betting, which played to showdowns.
    var mode: PokerMode?
    /// The decisions of the betting hand in play whose advice and reason were said already (by
    /// `hint` or the coach), so that they are not said again (nil: none yet).
    var reasonsSaid: ReasonsSaid?

    /// Trials of `odds` (and of the shorter estimate in `hint`).
    static let oddsTrials = 100_000
    // The same trials as `odds` (same seed, same deals), so that both give the same chance.
    static let hintTrials = oddsTrials

    static let commands: [CommandSpec] =
        [
            CommandSpec(.deal, .game(.poker)),
            CommandSpec(.variant, .game(.poker), .optional(.number(prefix: "poker.variant", values: [5, 7]))),
            CommandSpec(.players, .game(.poker), .optional(.number(prefix: "poker.players", values: [2, 3, 4]))),
            CommandSpec(.odds, .game(.poker)),
            CommandSpec(.rank, .game(.poker), .optional(.text)),
            CommandSpec(.hands, .game(.poker)),
        ] + bettingCommands

    init(seed: UInt64) {
        self.init(seed: seed, mode: .betting)
    }

    /// A table that bets (the default) or deals every hand to a showdown.
    init(seed: UInt64, mode: PokerMode) {
        // Each table its own stream: the practice table's hands never tell the betting table's.
        game = StudPoker(seed: SeededRNG.seed(seed, stream: Self.practiceStream), variant: .seven, players: 2)
        stud = LimitStud(
            seed: seed, variant: .seven, players: 2, opponentTrials: Self.simulations ?? LimitStud.defaultOpponentTrials
        )
        self.mode = mode
    }

    /// The streams of the practice and betting tables (`SeededRNG.seed(_:stream:)`): the betting
    /// table, the default, deals from the seed itself.
    static let practiceStream: UInt64 = 2
    static let bettingStream: UInt64 = 3

    /// How the table plays now.
    var playMode: PokerMode { stud == nil ? .showdown : mode ?? .showdown }

    /// A table on a hand set up on purpose (the lessons', `PokerLessons.swift`): the practice
    /// table, every hand to a showdown.
    init(game: StudPoker) {
        self.game = game
        stud = nil
        mode = .showdown
    }

    /// “Another” (`otra`, `한 판 더`) once a hand is over: the next hand (`deal`); none while
    /// a hand is played, where it names nothing of this game.
    var anotherCommand: CommandID? {
        if playMode == .betting, let stud { return stud.handInPlay ? nil : .deal }
        return game.phase == .showdown ? .deal : nil
    }

    mutating func begin(at now: Double) -> [Message] {
        if playMode == .betting, let stud {
            // Seated with the chips of earlier games (`KeepingChips`), not a fresh stack: said.
            let seated =
                stud.handNumber == 0 && stud.seats[0].chips != stud.stakes.stack
                ? [Message("poker.bet.seated", .int(stud.seats[0].chips), .int(stud.stakes.stack))] : []
            return seated + performBetting(.deal, argument: .none, at: now).messages
        }
        return apply(.newGame, at: now).messages
    }

    mutating func perform(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response {
        if command == .mode { return setMode(argument, at: now) }
        if command == .house { return setHouseRule(argument, at: now) }
        if playMode == .betting, command != .rank, command != .hands {
            return performBetting(command, argument: argument, at: now)
        }
        switch command {
        case .new, .shake: return apply(.newGame, at: now)
        case .deal: return apply(.deal, at: now)
        case .variant:
            guard case .number(let raw) = argument, let variant = StudPoker.Variant(rawValue: raw) else {
                return Response([variantStatus()], redraw: false)
            }
            return apply(.setVariant(variant), at: now)
        case .players:
            guard case .number(let n) = argument else { return Response([playersStatus()], redraw: false) }
            return apply(.setPlayers(n), at: now)
        case .odds: return odds()
        case .rank:
            guard let argument = argument.text else { return Response(rankMine(), redraw: false) }
            let note = pendingRuleNote.map { [$0] } ?? []
            switch Self.rank(argument, rule: rankingRule) {
            case .success(let lines): return Response(lines + note, redraw: false)
            case .failure(let refusal): return .refusal(refusal.message)
            }
        case .hands:
            return Response(Self.handsTable(rule: rankingRule) + (pendingRuleNote.map { [$0] } ?? []), redraw: false)
        case .hint: return Response(hint(), redraw: false)
        case .check, .bet, .call, .raise, .fold, .complete, .bringIn, .rebuy:
            return .refusal(Message("poker.mode.nobets", .commandWith(.mode, argumentKey: "poker.mode.betting.words")))
        default: return Response([], redraw: false)
        }
    }

    // MARK: Actions

    mutating func apply(_ action: StudPoker.Action, at now: Double) -> Response {
        let events = game.apply(action, at: now)
        return game.response(to: events, saying: messages(events))
    }

    // MARK: Summary and invariants

    func suggestedArguments(for command: CommandID) -> [String] {
        guard command == .rank else { return [] }
        // Your own cards, and a few hands to try (never the deck: it is hidden).
        let own = game.hands.first.map { $0.map(\.card.description).joined(separator: " ") } ?? ""
        return (own.isEmpty ? [] : [own]) + [
            "As Ks Qs Js 10s", "2h 2d 2c Kd Ks", "Ah Kd 10h 2c 2d", "7c 8d 9h 10s Jc", "5h 5d 5s",
        ]
    }

    /// Worth continuing: a hand under way past its first street, or hands already played.
    var isResumable: Bool {
        if playMode == .betting, let stud { return stud.handNumber > 0 }
        return game.abandoningCounts || game.tally.played > 0
    }

    /// The numbers read first (the betting table's sums of chips would overflow on any), then
    /// the rules.
    func savedStateProblems() -> [String] {
        var counts: [(String, Int?)] = []
        var amounts: [(String, Int?)] = []
        if let stud {
            for (n, seat) in stud.seats.enumerated() {
                counts += [("seat \(n + 1) chips", seat.chips), ("seat \(n + 1) bought", seat.bought)]
                counts.append(("seat \(n + 1) rebuys", seat.rebuys))
            }
            counts.append(("hands", stud.handNumber))
            amounts.append(("carried away", stud.carriedAway))
            if let hand = stud.hand {
                // Seats are numbers into arrays of one entry a seat: checked before any is used.
                let n = stud.seats.count
                let seat = 0..<n
                var sound = [hand.dealtIn.count, hand.folded.count, hand.cards.count, hand.committed.count]
                    .allSatisfy { $0 == n }
                sound = sound && (0...8).contains(hand.street) && hand.bringInSeat.map(seat.contains) != false
                if let round = hand.round {
                    sound =
                        sound && [round.bets.count, round.pending.count, round.mayRaise.count].allSatisfy { $0 == n }
                    sound =
                        sound && round.toAct.map(seat.contains) != false && round.aggressor.map(seat.contains) != false
                    sound = sound && round.bringInSeat.map(seat.contains) != false
                    // Each seat's own bets and raises are some of the round's: never more.
                    sound =
                        sound && round.raises >= 0
                        && round.raisesBy.map { by in
                            by.count == n && by.allSatisfy { (0...round.raises).contains($0) }
                        } != false
                }
                if let result = hand.result {
                    sound =
                        sound && result.net.count == n && result.best.count == n
                        && result.uncontested.map(seat.contains) != false
                    for pot in result.pots {
                        sound =
                            sound && (pot.eligible + pot.winners + pot.oddChips).allSatisfy(seat.contains)
                            && pot.runnerUp.map(seat.contains) != false
                    }
                }
                if !sound { return ["a seat number or a count of seats out of range"] }
                // The pot is the sum of these: not read before they are checked.
                counts += hand.committed.map { ("committed", $0) }
                if let round = hand.round {
                    // Streets are counted from it: one of the few a hand has.
                    if !(0...8).contains(round.round) { counts.append(("betting round", -1)) }
                    counts += round.bets.map { ("bet", $0) }
                    counts += [
                        ("bet to match", round.currentBet), ("bet size", round.betSize), ("raises", round.raises),
                    ]
                }
                if let result = hand.result {
                    amounts += result.net.map { ("net", $0) }
                    for pot in result.pots { counts += [("pot", pot.amount)] + pot.shares.map { ("share", $0) } }
                }
            }
        }
        let numbers = SavedNumbers.problems(
            clocks: [], counts: counts, amounts: amounts)
        return numbers.isEmpty ? invariantProblems() : numbers
    }

    func invariantProblems() -> [String] {
        var problems: [String] = (stud?.violations() ?? []).map { "betting table: \($0)" }
        // The practice table's game is dealt only once it is chosen.
        guard game.handNumber > 0 else { return problems }
        let all = game.deck + game.discards + game.hands.flatMap { $0.map(\.card) }
        if all.count != 52 { problems.append("\(all.count) cards in deck, discards and hands, not 52") }
        if Set(all).count != all.count { problems.append("a card is in two places") }
        if game.hands.count != game.seats { problems.append("\(game.hands.count) hands for \(game.seats) seats") }
        let expected = game.variant.streets.prefix(game.street).reduce(0) { $0 + $1.count }
        for (seat, hand) in game.hands.enumerated() where hand.count != expected {
            problems.append("seat \(seat + 1) holds \(hand.count) cards after \(game.street) streets, not \(expected)")
        }
        if (game.phase == .showdown) != (game.street == game.streetCount) {
            problems.append("showdown out of step with the streets")
        }
        if (game.phase == .showdown) != (game.result != nil) {
            problems.append("a showdown without a result, or the reverse")
        }
        return problems
    }
}

/// The practice table's engine: a refusal changes nothing, a hand ends at its showdown or when
/// given up, and a setting already in place leaves the table as it was.
extension StudPoker: TableEngine {
    public mutating func apply(_ action: Action, at now: Double) -> [Event] { apply(action) }
    public func isRefusal(_ event: Event) -> Bool { if case .refused = event { true } else { false } }
    public func changesTable(_ event: Event) -> Bool {
        switch event {
        case .variantUnchanged, .playersUnchanged, .refused: false
        default: true
        }
    }
    public func gameOver(_ event: Event) -> GameOver? {
        switch event {
        case .handAbandoned: GameOver(.lost)
        case .showdown(let result):
            GameOver(result.winners == [0] ? .won : result.winners.contains(0) ? .drawn : .lost)
        default: nil
        }
    }
}

/// The betting table's engine: a hand ends when it is won, at the showdown or uncontested,
/// with what the player won or lost and the pot they took.
extension LimitStud: TableEngine {
    public mutating func apply(_ action: Action, at now: Double) -> [Event] { apply(action) }
    public func isRefusal(_ event: Event) -> Bool { if case .refused = event { true } else { false } }
    public func changesTable(_ event: Event) -> Bool {
        switch event {
        case .variantUnchanged, .playersUnchanged, .houseRuleUnchanged, .refused: false
        default: true
        }
    }
    public func gameOver(_ event: Event) -> GameOver? {
        switch event {
        case .showdown, .wonUncontested:
            guard let result = hand?.result else { return nil }
            let net = result.net[0]
            // The pot Player 1 took (alone or in part), for the record of the biggest.
            let taken = result.pots.filter { $0.winners.contains(0) }.reduce(0) { $0 + $1.amount }
            return GameOver(net > 0 ? .won : net < 0 ? .lost : .drawn, chips: net, pot: taken > 0 ? taken : nil)
        default: return nil
        }
    }
}
