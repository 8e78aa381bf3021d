import CardKit
import GameKit
import Matgo
import TableKit

extension GameID {
    public static let matgo = GameID("matgo")
}

extension CommandID {
    /// Play a card from the hand by its number.
    static let play = CommandID("throw", of: .matgo)
    /// Take a table card by naming it: the hand's card of its month is played.
    static let take = CommandID("take", of: .matgo)
    /// Take the first or second of two cards of a month.
    static let choose = CommandID("choose", of: .matgo)
    /// 고 and 스톱.
    static let go = CommandID("go", of: .matgo)
    static let stop = CommandID("stop", of: .matgo)
    /// A 폭탄's free turn: turn the pile's card alone.
    static let flip = CommandID("flip", of: .matgo)
    /// 흔들기: show three cards of a month and play one by its number (the console's `shake`,
    /// a new deal, is not offered here: its words are this command's).
    static let heundeulgi = CommandID("shake", of: .matgo)
    /// `cup pi|yeol`: whether 9월's 열끗 may count as 쌍피 (from the next hand).
    static let cup = CommandID("cup", of: .matgo)
    /// `meongbak on|off`: whether 멍박 doubles (from the next hand).
    static let meongbak = CommandID("meongbak", of: .matgo)
}

/// 맞고's table, as the registry lists it.
public let matgoTable: any GameTable.Type = MatgoTable.self

/// 맞고 at the console: the player against the computer, which plays its turns as soon as it
/// is its turn (its decisions fixed by the position, so a seed and the same commands replay).
struct MatgoTable: EngineTable, SuggestingArguments, KeepingPreferences, Codable, Equatable {
    static let id = GameID.matgo
    static var engine: WritableKeyPath<MatgoTable, Matgo> { \.game }
    static let countsHands = true
    var game: Matgo
    /// Over the session: hands played to the end, won, points won (and lost), the biggest win, 고 called.
    private(set) var hands = 0
    private(set) var wins = 0
    private(set) var points = 0
    private(set) var biggest = 0
    private(set) var gosCalled = 0

    static let commands: [CommandSpec] = [
        CommandSpec(.play, .game(.matgo), .required(.text)),
        CommandSpec(.take, .game(.matgo), .required(.text)),
        CommandSpec(.choose, .game(.matgo), .required(.text)),
        CommandSpec(.go, .game(.matgo)),
        CommandSpec(.stop, .game(.matgo)),
        CommandSpec(.heundeulgi, .game(.matgo), .optional(.text)),
        CommandSpec(.flip, .game(.matgo)),
        CommandSpec(.cup, .game(.matgo), .optional(.choice(prefix: "matgo.cup", values: ["pi", "yeol"]))),
        CommandSpec(.meongbak, .game(.matgo), .optional(.toggle(prefix: "matgo.meongbak"))),
    ]
    static let replacedCommands: [CommandID] = [.shake]

    init(seed: UInt64) {
        game = Matgo(seed: seed)
    }

    mutating func begin(at now: Double) -> [Message] {
        act(.newGame, at: now).messages
    }

    mutating func perform(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response {
        switch command {
        case .new: return act(.newGame, at: now)
        case .heundeulgi, .shake:
            // 흔들기 is the game's own (`shake` as journals made before `matgo.shake` have it).
            guard argument.text != nil else { return .refusal(shakeWhich()) }
            return number(command, argument, at: now)
        case .hint: return Response(hint(), redraw: false)
        case .go: return act(.go, at: now)
        case .stop: return act(.stop, at: now)
        case .flip: return act(.flip, at: now)
        case .play, .choose: return number(command, argument, at: now)
        case .take: return take(argument, at: now)
        case .cup, .meongbak: return houseRule(command, argument)
        default: return Response([], redraw: false)
        }
    }

    /// `cup` and `meongbak`: alone, the rule as it stands; with a value, the rule from the next
    /// hand on (the hand under way keeps its own).
    private mutating func houseRule(_ command: CommandID, _ argument: CommandArgument) -> Response {
        var rules = game.nextRules
        switch (command, argument) {
        case (.cup, .choice(let value)): rules.cupAsPi = value == "pi"
        case (.meongbak, .toggle(let on)): rules.meongBak = on
        default:
            let now =
                command == .cup
                ? Message("matgo.cup.now.\(rules.cupAsPi ? "pi" : "yeol")")
                : Message("matgo.meongbak.now.\(rules.meongBak ? "on" : "off")")
            return Response([now], redraw: false)
        }
        game.choose(rules: rules)
        let said =
            command == .cup
            ? Message("matgo.cup.set.\(rules.cupAsPi ? "pi" : "yeol")")
            : Message("matgo.meongbak.set.\(rules.meongBak ? "on" : "off")")
        return Response([said], redraw: false)
    }

    // MARK: Preferences

    var choices: MatgoChoices { MatgoChoices(rules: game.nextRules) }

    mutating func adopt(_ choices: MatgoChoices) { game.choose(rules: choices.rules) }

    /// A number typed alone (`2`, `3번`): the card to take while the game asks which of two,
    /// else the card to play from the hand.
    var numberCommand: CommandID? { game.phase == .choosing ? .choose : .play }

    /// A command with a card's (or a choice's) number.
    private mutating func number(_ command: CommandID, _ argument: CommandArgument, at now: Double) -> Response {
        let text = (argument.text ?? "").split(separator: " ").joined(separator: " ")
        let limit = command == .choose ? 2 : game.hands[0].count
        let byName = Int(text) == nil ? named(text, command: command) : nil
        guard let n = Int(text) ?? byName ?? nil, n >= 1, n <= max(limit, 1) else {
            if game.phase == .over || game.phase == .notStarted {
                return act(command == .choose ? .choose(0) : .play(0), at: now)
            }
            if byName != nil {
                return .refusal(
                    Message(
                        command == .choose ? "matgo.refused.named.choose" : "matgo.refused.named.throw", .int(limit)))
            }
            return .refusal(notANumber(text, command: command, limit: limit))
        }
        switch command {
        case .choose: return act(.choose(n - 1), at: now)
        case .heundeulgi, .shake: return act(.shake(n - 1), at: now)
        default: return act(.play(n - 1), at: now)
        }
    }

    /// The kinds a card may be named by (`input.matgo.<kind>.words`: `la luz`, `la cinta`).
    private static let namedKinds: [String: Set<HwatuCard.Kind>] = [
        "gwang": [.gwang], "yeol": [.yeol], "ribbon": [.tti], "pi": [.pi, .ssangpi],
    ]

    /// A card named in words, as the console reads them (`la luz de enero` → `gwang of month1`,
    /// `la cinta` → `ribbon`): its number among the cards the command picks from (the hand, or
    /// the two table cards of a choice), when the words name one card, or several that are
    /// alike (two 피 of a month); `.some(nil)` when they name none or several that differ; nil
    /// when a word is not a month, a kind or `of`.
    private func named(_ text: String, command: CommandID) -> Int?? {
        guard Self.namedCard(text) != nil else { return nil }
        let cards =
            command == .choose ? game.pending?.choices.first?.options ?? [] : game.hands[0]
        let matching = cards.indices.filter { matches(cards[$0], text) == true }
        guard let first = matching.first,
            matching.allSatisfy({ cards[$0].month == cards[first].month && cards[$0].kind == cards[first].kind })
        else { return .some(nil) }
        return first + 1
    }

    /// `take` and a table card named (`la luz de enero`): the hand's card of its month played
    /// (the first, when several; a choice between two table cards follows as after `throw`); a
    /// number is the hand's card, as `throw`; at a choice, the one of the two named.
    private mutating func take(_ argument: CommandArgument, at now: Double) -> Response {
        let text = (argument.text ?? "").split(separator: " ").joined(separator: " ")
        // At a choice, the card named is one of the two to take (`광 먹을래요`).
        if game.phase == .choosing { return number(.choose, argument, at: now) }
        guard game.phase == .playing, Int(text) == nil else { return number(.play, argument, at: now) }
        let matching = game.table.filter { matches($0, text) == true }
        guard let month = matching.first?.month, matching.allSatisfy({ $0.month == month }) else {
            return .refusal(Message("matgo.refused.take.none"))
        }
        guard let i = game.hands[0].firstIndex(where: { $0.month == month }) else {
            return .refusal(Message("matgo.refused.take.nohand", .message(Message("matgo.month.\(month)"))))
        }
        return act(.play(i), at: now)
    }

    /// Whether a card is the one words name (`gwang of month1`); nil when the words name no card.
    private func matches(_ card: HwatuCard, _ text: String) -> Bool? {
        guard let (month, kinds) = Self.namedCard(text) else { return nil }
        return (month.map { card.month == $0 } ?? true) && (kinds.map { $0.contains(card.kind) } ?? true)
    }

    /// The month and kinds words name (`gwang of month1`), either of them left out; nil when a
    /// word is not a month, a kind or `of`, or neither is said.
    private static func namedCard(_ text: String) -> (Int?, Set<HwatuCard.Kind>?)? {
        var month: Int?
        var kinds: Set<HwatuCard.Kind>?
        for word in text.split(separator: " ") {
            if word == "of" { continue }
            if word.hasPrefix("month"), let m = Int(word.dropFirst(5)), (1...12).contains(m), month == nil {
                month = m
            } else if let named = namedKinds[String(word)], kinds == nil {
                kinds = named
            } else {
                return nil
            }
        }
        guard month != nil || kinds != nil else { return nil }
        return (month, kinds)
    }

    /// `shake` without a number: the cards that may be shaken now, or why none may.
    func shakeWhich() -> Message {
        let months = game.phase == .playing ? game.shakable(0) : []
        let numbers = game.hands[0].indices.filter { months.contains(game.hands[0][$0].month) }
        guard let first = numbers.first else { return Message("matgo.shake.none", .command(.new)) }
        return Message(
            "matgo.shake.which", .list(numbers.map { Message("matgo.position", .int($0 + 1)) }),
            .commandLine(.heundeulgi, arguments: "\(first + 1)"))
    }

    /// The player's action, then the computer's turns while it is the computer's turn.
    mutating func act(_ action: Matgo.Action, at now: Double) -> Response {
        guard game.phase == .notStarted || game.phase == .over || game.turn == 0 || action == .newGame else {
            return Response([], redraw: false)
        }
        var events = game.apply(action, at: now)
        if events.contains(where: \.isRefusal) { return game.response(to: events, saying: messages(events)) }
        var rng = SeededRNG(seed: 0)
        var steps = 0
        while game.turn == 1, game.phase != .over, game.phase != .notStarted, steps < 200,
            let move = game.decision(.computer, rng: &rng)
        {
            events += game.apply(move, at: now)
            steps += 1
        }
        let response = game.response(to: events, saying: messages(events))
        count(events)
        return response
    }

    /// Hands played to the end, for the session's summary.
    private mutating func count(_ events: [Matgo.Event]) {
        for event in events {
            switch event {
            case .went(0, _, _): gosCalled.saturatingAdd(1)
            case .won(let player, let payout):
                hands.saturatingAdd(1)
                if player == 0 {
                    wins.saturatingAdd(1)
                    points.saturatingAdd(payout.total)
                    biggest = max(biggest, payout.total)
                } else {
                    points.saturatingAdd(-payout.total)
                }
            case .chongtong(let player, _, let total):
                hands.saturatingAdd(1)
                if player == 0 {
                    wins.saturatingAdd(1)
                    points.saturatingAdd(total)
                    biggest = max(biggest, total)
                } else {
                    points.saturatingAdd(-total)
                }
            case .nagari: hands.saturatingAdd(1)
            default: break
            }
        }
    }

    // MARK: Checks and summary

    func savedStateProblems() -> [String] {
        let numbers = SavedNumbers.problems(
            clocks: [],
            counts: [
                ("hands", hands), ("wins", wins), ("gosCalled", gosCalled), ("handsDealt", game.handsDealt),
                ("turns", game.turns), ("nagari", game.nagari),
            ], amounts: [("points", points), ("biggest", biggest)])
        guard numbers.isEmpty else { return numbers }
        var problems = invariantProblems()
        if wins > hands { problems.append("\(wins) hands won of \(hands)") }
        if game.phase != .notStarted && game.phase != .over && game.turn != 0 {
            problems.append("a saved hand waits on the computer")
        }
        return problems
    }

    func invariantProblems() -> [String] { game.problems }

    func suggestedArguments(for command: CommandID) -> [String] {
        switch command {
        case .play: return game.hands[0].indices.map { String($0 + 1) }
        case .choose: return game.phase == .choosing ? ["1", "2"] : []
        case .heundeulgi:
            let months = game.shakable(0)
            return game.hands[0].indices.filter { months.contains(game.hands[0][$0].month) }.map { String($0 + 1) }
        default: return []
        }
    }

    /// The score now: each side's points and the sets that make them, and the 고 called.
    func scoreLine() -> Message? {
        guard game.phase != .notStarted else { return nil }
        func sets(_ p: Int) -> Argument {
            let parts = game.score(of: p).parts
            return parts.isEmpty ? .message(Message("matgo.score.nosets")) : .list(parts)
        }
        return Message(
            "matgo.score.now", .int(game.score(of: 0).total), sets(0), .int(game.gos[0]),
            .int(game.score(of: 1).total), sets(1), .int(game.gos[1]))
    }

    /// Worth continuing: a hand under way with a turn played.
    var isResumable: Bool { game.phase != .over && game.phase != .notStarted && game.turns > 0 }
}

/// 맞고's engine behind its table: a refusal changes nothing; a hand won, lost, 나가리 or
/// given up ends.
extension Matgo: TableEngine {
    public func isRefusal(_ event: Event) -> Bool { event.isRefusal }

    public func gameOver(_ event: Event) -> GameOver? {
        switch event {
        case .abandoned: GameOver(.lost)
        case .won(let player, let payout): GameOver(player == 0 ? .won : .lost, score: player == 0 ? payout.total : 0)
        case .chongtong(let player, _, let points):
            GameOver(player == 0 ? .won : .lost, score: player == 0 ? points : 0)
        case .nagari: GameOver(.drawn)
        default: nil
        }
    }
}
