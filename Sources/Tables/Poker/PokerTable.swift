import CardKit
import Catalog
import GameKit
import StudPoker
import TableKit

extension GameID {
    public static let poker = GameID("poker")
}

extension CommandID {
    public static let variant = CommandID("variant")
    public static let players = CommandID("players")
    public static let odds = CommandID("odds")
    public static let rank = CommandID("rank")
    public static let hands = CommandID("hands")
}

/// Stud poker's table, as the registry lists it.
public let pokerTable: any GameTable.Type = PokerTable.self

/// Stud poker at the console: `deal`, `variant`, `players`, `odds`, `rank`, `hands`,
/// plus `new`/`shake` and `hint`.
struct PokerTable: GameTable, SuggestingArguments, EventWording, Codable {
    static let id = GameID.poker
    private(set) var game: StudPoker
    /// When the hand in play was dealt (session clock), for the statistics.
    private var handStartedAt: Double?

    /// Trials of `odds` (and of the shorter estimate in `hint`).
    static let oddsTrials = 100_000
    // The same trials as `odds` (same seed, same deals), so that both give the same chance.
    static let hintTrials = oddsTrials

    static let commands: [CommandSpec] = [
        CommandSpec(.deal, .game(.poker)),
        CommandSpec(.variant, .game(.poker), .optional(.choice(prefix: "poker.variant", values: ["5", "7"]))),
        CommandSpec(.players, .game(.poker), .optional(.choice(prefix: "poker.players", values: ["2", "3", "4"]))),
        CommandSpec(.odds, .game(.poker)),
        CommandSpec(.rank, .game(.poker), .optional(.text)),
        CommandSpec(.hands, .game(.poker)),
    ]

    static let rulesArguments: [Argument] = [
        .command(.deal), .commandWith(.variant, argumentKey: "poker.variant.5.words"),
        .commandWith(.variant, argumentKey: "poker.variant.7.words"), .command(.players), .command(.new),
        .command(.odds), .command(.rank), .command(.hands), .command(.hint),
    ]

    init(seed: UInt64) {
        game = StudPoker(seed: seed, variant: .seven, players: 2)
    }

    mutating func begin(at now: Double) -> [Message] {
        apply(.newGame, at: now).messages
    }

    mutating func perform(_ command: CommandID, argument: String?, at now: Double) -> Response {
        switch command {
        case .new, .shake: return apply(.newGame, at: now)
        case .deal: return apply(.deal, at: now)
        case .variant:
            guard let argument, let raw = Int(argument), let variant = StudPoker.Variant(rawValue: raw) else {
                return Response([variantStatus()], redraw: false)
            }
            return apply(.setVariant(variant), at: now)
        case .players:
            guard let argument, let n = Int(argument) else { return Response([playersStatus()], redraw: false) }
            return apply(.setPlayers(n), at: now)
        case .odds: return odds()
        case .rank:
            guard let argument else { return Response(rankMine(), redraw: false) }
            switch Self.rank(argument) {
            case .success(let lines): return Response(lines, redraw: false)
            case .failure(let refusal): return .refusal(refusal.message)
            }
        case .hands: return Response(Self.handsTable(), redraw: false)
        case .hint: return Response(hint(), redraw: false)
        default: return Response([], redraw: false)
        }
    }

    // MARK: Actions

    private mutating func apply(_ action: StudPoker.Action, at now: Double) -> Response {
        let before = (game.handNumber, game.shuffles)
        let events = game.apply(action)
        if case .refused(let refusal) = events.first {
            switch refusal {
            case .badPlayers(let n):
                return .refusal(
                    Message(
                        "poker.refused.players", .int(n),
                        .commandWith(.players, argumentKey: "poker.players.2.words")))
            }
        }
        var over: [GameOver] = []
        for event in events {
            switch event {
            case .handAbandoned:
                over.append(GameOver(.lost, seconds: handStartedAt.map { Int(now - $0) }))
            case .showdown(let result):
                let outcome: GameOver.Result =
                    result.winners == [0] ? .won : result.winners.contains(0) ? .drawn : .lost
                over.append(GameOver(outcome, seconds: handStartedAt.map { Int(now - $0) }))
            default: break
            }
        }
        if (game.handNumber, game.shuffles) != before { handStartedAt = now }  // a new hand was dealt
        let changed = events.contains { event in
            switch event {
            case .variantUnchanged, .playersUnchanged: false
            default: true
            }
        }
        // A reshuffle says so itself: no second line about the fresh deck.
        let reshuffled = events.contains { if case .reshuffled = $0 { true } else { false } }
        let said = events.filter { !(reshuffled && $0 == .shuffled) }
        return Response(messages(said), redraw: changed, over: over)
    }

    /// Each event's messages, in order.
    func messages(_ events: [StudPoker.Event]) -> [Message] { events.flatMap(messages) }

    private func messages(_ event: StudPoker.Event) -> [Message] {
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
        case .refused: return []
        }
    }

    // MARK: Words

    static func variantName(_ v: StudPoker.Variant) -> Message { Message("poker.variant.\(v.rawValue)") }

    /// A seat in running text: "Player 2", "the dealer", "Player 1 (you)".
    func seatName(_ seat: Int) -> Message {
        if seat == game.dealerSeat { return Message("poker.seat.dealer") }
        if seat == 0 { return Message("poker.seat.you") }
        return Message("poker.seat.player", .int(seat + 1))
    }

    /// A seat as a table label: "Player 2", "Dealer".
    func seatLabel(_ seat: Int) -> Message {
        if seat == game.dealerSeat { return Message("poker.label.dealer") }
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

    private func showdownMessages(_ result: Showdown) -> [Message] {
        var lines = [Message("poker.showdown")]
        let top = result.best[result.winners[0]]
        if result.winners.count == 1 {
            lines.append(Message("poker.winner", .message(seatName(result.winners[0])), .message(Self.describe(top))))
        } else {
            lines.append(Message("poker.split", .list(result.winners.map(seatName)), .message(Self.describe(top))))
        }
        if let runner = result.runnerUp, let reason = result.reason {
            let other = result.best[runner]
            switch reason {
            case .category, .naming, .tie:
                lines.append(
                    Message(
                        "poker.reason.beats", .message(Self.describe(top)), .message(Self.describe(other)),
                        .message(seatName(runner))))
            case .kicker(let rank, let card):
                lines.append(
                    Message(
                        "poker.reason.kicker", .message(seatName(result.winners[0])), .message(seatName(runner)),
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

    // MARK: Status

    private func variantStatus() -> Message {
        Message(
            "poker.variant.current", .message(Self.variantName(game.variant)),
            .commandWith(.variant, argumentKey: "poker.variant.5.words"),
            .commandWith(.variant, argumentKey: "poker.variant.7.words"))
    }

    private func playersStatus() -> Message {
        Message(
            "poker.players.current", .int(game.players),
            .commandWith(.players, argumentKey: "poker.players.\(game.players == 4 ? 2 : game.players + 1).words"))
    }

    // MARK: Odds and hints

    private func odds() -> Response {
        guard let odds = game.odds(trials: Self.oddsTrials) else {
            return .refusal(Message("poker.odds.over", .command(.deal)))
        }
        var lines = [
            Message("poker.odds.title", .int(game.street), .int(game.streetCount), .int(odds.trials), .int(odds.unseen))
        ]
        for seat in 0..<game.seats {
            lines.append(
                Message(
                    "poker.odds.row", .message(seatLabel(seat)), .percent(odds.win[seat]), .percent(odds.split[seat])))
        }
        lines.append(Message("poker.odds.note"))
        return Response(lines, redraw: false)
    }

    func hint() -> [Message] {
        guard game.phase == .dealing, let odds = game.odds(trials: Self.hintTrials) else {
            return [Message("poker.hint.over", .command(.deal))]
        }
        var lines: [Message] = []
        lines.append(Message("poker.hint.hold", .message(Self.describe(game.hands[0].map(\.card)))))
        if let outs = game.outs() {
            lines.append(
                Message(
                    "poker.hint.outs", .int(outs.improving), .int(outs.unseen),
                    .percent(Double(outs.improving) / Double(max(1, outs.unseen))), count: outs.improving))
        }
        lines.append(Message("poker.hint.chance", .percent(odds.win[0]), .percent(odds.split[0]), .int(odds.trials)))
        lines.append(Message("poker.hint.advice", .command(.deal), .command(.odds)))
        return lines
    }

    // MARK: rank

    /// `rank As Kd 10h 2c 2d`: the category, its name and the best five; or why the cards
    /// cannot be read. Shared with the `baraja rank` subcommand.
    static func rank(_ text: String) -> Result<[Message], RankRefusal> {
        switch CardInput.hand(text) {
        case .failure(.malformed(let word)):
            return .failure(RankRefusal(message: Message("poker.rank.malformed", .verbatim(Typed.visible(word)))))
        case .failure(.duplicate(let card)):
            return .failure(RankRefusal(message: Message("poker.rank.duplicate", .frenchCard(card))))
        case .failure(.count(let n)):
            return .failure(RankRefusal(message: Message("poker.rank.count", .int(n), count: n)))
        case .success(let cards):
            let best = BestHand(cards)
            if best.category == .royalFlush {
                return .success([Message("poker.rank.result.royal", .frenchCards(best.cards))])
            }
            return .success([
                Message(
                    "poker.rank.result", .message(categoryName(best.category)), .message(describe(best)),
                    .frenchCards(best.cards))
            ])
        }
    }

    /// `rank` alone: Player 1's own cards, once there are five.
    private func rankMine() -> [Message] {
        let mine = game.hands.first?.map(\.card) ?? []
        guard mine.count >= 5 else {
            return [Message("poker.rank.mine.early", .frenchCards(mine), .command(.rank))]
        }
        let text = mine.map(\.description).joined(separator: " ")
        guard case .success(let lines) = Self.rank(text) else { return [] }
        return [Message("poker.rank.mine", .frenchCards(mine))] + lines
    }

    /// Why typed cards cannot be ranked.
    struct RankRefusal: Error {
        let message: Message
    }

    // MARK: Table

    func draw(_ r: Renderer) -> [String] {
        var lines = [r.heading(r.text("game.poker.title"))]
        lines.append(
            r.text(
                "poker.table.info", .message(Message("poker.variant.\(game.variant.rawValue).title")),
                .message(Message("poker.table.players", .int(game.players))),
                .int(game.handNumber)))
        lines.append(
            r.text(
                "poker.table.street", .int(game.street), .int(game.streetCount),
                .message(Message("poker.table.deck", .int(game.deck.count), count: game.deck.count))))
        let labels = (0..<game.seats).map { r.text(seatLabel($0)) }
        let labelWidth = labels.map(TextWidth.columns).max() ?? 0
        let stacked = labelWidth + 4 + game.variant.rawValue * 6 > r.width
        let shown = game.phase == .showdown
        for seat in 0..<game.seats {
            let cells = game.hands[seat].map { cell($0, visible: seat == 0 || shown, width: stacked ? 5 : 6, r) }
                .reduce("") { row, cell in
                    // A narrow `[♠10]` fills its five columns: a face-down card after it needs a space.
                    row.hasSuffix("]") && cell.hasPrefix("[") ? row + " " + cell : row + cell
                }
            let winner = shown && (game.result?.winners.contains(seat) ?? false)
            let label = r.style.paint(labels[seat], winner ? .green : seat == 0 ? .bold : .dim)
            if stacked {
                lines.append("  " + label)
                lines.append("    " + cells)
            } else {
                lines.append("  " + TextWidth.padRight(label, labelWidth) + "  " + cells)
            }
            if shown, let result = game.result {
                let best = result.best[seat]
                let key =
                    !winner
                    ? "poker.table.best"
                    : result.winners.count > 1 ? "poker.table.best.split" : "poker.table.best.winner"
                let text = r.text(key, .message(Self.describe(best)), .frenchCards(best.cards))
                let indent = String(repeating: " ", count: stacked ? 4 : labelWidth + 4)
                lines.append(indent + (winner ? r.style.paint(text, .green) : text))
            }
        }
        // Until the showdown, what the brackets mean; after it, every card is on show.
        if !shown { lines.append(r.style.paint(r.text("poker.table.legend"), .dim)) }
        lines.append(status(r))
        return lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    }

    /// One card in `width` columns (6, or 5 on a narrow terminal): `[♠A]` face down (a
    /// back `[▒▒]` when hidden), ` ♦K` face up.
    private func cell(_ dealt: StudPoker.Dealt, visible: Bool, width: Int, _ r: Renderer) -> String {
        let face = dealt.card.description
        let painted = dealt.card.suit.isRed ? r.style.paint(face, .red) : face
        if dealt.faceUp { return " " + TextWidth.padRight(painted, width - 1) }
        if !visible { return TextWidth.padRight(r.style.paint("[▒▒]", .dim), width) }
        return TextWidth.padRight("[" + painted + "]", width)
    }

    private func status(_ r: Renderer) -> String {
        switch game.phase {
        case .dealing:
            return r.style.paint(r.text("poker.status.deal", .command(.deal), .command(.odds)), .cyan)
        case .showdown:
            if game.resumable {
                return r.style.paint(r.text("poker.status.next", .command(.deal), .int(game.deck.count)), .cyan)
            }
            return r.style.paint(r.text("poker.status.reshuffle", .command(.deal), .int(game.deck.count)), .cyan)
        }
    }

    // MARK: Hands

    /// `hands`: the categories, best first, with an example and how often they come.
    static func handsTable() -> [Message] {
        // Five cards: of 2,598,960 hands. Seven cards: the best five of 133,784,560.
        let counts: [(HandCategory, Int, Int, String)] = [
            (.royalFlush, 4, 4_324, "♠A ♠K ♠Q ♠J ♠10"),
            (.straightFlush, 36, 37_260, "♥9 ♥8 ♥7 ♥6 ♥5"),
            (.fourOfAKind, 624, 224_848, "♠K ♥K ♦K ♣K ♠3"),
            (.fullHouse, 3_744, 3_473_184, "♠K ♥K ♦K ♣9 ♥9"),
            (.flush, 5_108, 4_047_644, "♦A ♦J ♦8 ♦6 ♦2"),
            (.straight, 10_200, 6_180_020, "♣8 ♦7 ♠6 ♥5 ♣4"),
            (.threeOfAKind, 54_912, 6_461_620, "♠Q ♥Q ♦Q ♣7 ♠2"),
            (.twoPair, 123_552, 31_433_400, "♠J ♥J ♦4 ♣4 ♠A"),
            (.pair, 1_098_240, 58_627_800, "♥10 ♣10 ♠K ♦6 ♣3"),
            (.highCard, 1_302_540, 23_294_460, "♠A ♦Q ♣9 ♥6 ♠3"),
        ]
        func chance(_ n: Int, of total: Int) -> Argument {
            let p = Double(n) / Double(total)
            if p >= 0.001 { return .percent(p) }
            return .message(Message("poker.hands.rare", .int(Int((Double(total) / Double(n)).rounded()))))
        }
        // All 2,598,960 five-card hands; all 133,784,560 seven-card hands.
        let fives = counts.map(\.1).reduce(0, +)
        let sevens = counts.map(\.2).reduce(0, +)
        var lines = [Message("poker.hands.title")]
        for (category, five, seven, example) in counts {
            lines.append(
                Message(
                    "poker.hands.row", .message(categoryName(category)), .verbatim(example),
                    chance(five, of: fives), chance(seven, of: sevens)))
        }
        lines.append(Message("poker.hands.note", .int(fives), .int(sevens)))
        return lines
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
    var isResumable: Bool { game.abandoningCounts || game.tally.played > 0 }

    func resumeSummary() -> Message? {
        let info = Message(
            "poker.table.info", .message(Message("poker.variant.\(game.variant.rawValue).title")),
            .message(Message("poker.table.players", .int(game.players))), .int(game.handNumber))
        let street = Message(
            "poker.table.street", .int(game.street), .int(game.streetCount),
            .message(Message("poker.table.deck", .int(game.deck.count), count: game.deck.count)))
        let tally = game.tally
        return Message(
            "poker.resume", .message(info), .message(street),
            .message(Message("poker.tally", .int(tally.won), .int(tally.split), .int(tally.lost))))
    }

    func summary() -> Message? {
        let t = game.tally
        guard t.played > 0 else { return nil }
        return Message("poker.summary", .message(Message("poker.tally", .int(t.won), .int(t.split), .int(t.lost))))
    }

    func invariantProblems() -> [String] {
        var problems: [String] = []
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

/// `baraja rank CARDS`: the same answer as the REPL's `rank`, for the command line.
public enum PokerRank {
    /// The text to print, and whether the cards could be read (false: print it to
    /// standard error and exit with status 2).
    public static func rank(_ cards: [String], localizer: Localizer) -> (text: String, ok: Bool) {
        switch PokerTable.rank(cards.joined(separator: " ")) {
        case .success(let lines): return (lines.map(localizer.text).joined(separator: "\n"), true)
        case .failure(let refusal): return (localizer.text(refusal.message), false)
        }
    }
}
