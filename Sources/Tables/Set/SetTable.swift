import CardKit
import GameKit
import SetGame
import TableKit

extension GameID {
    public static let set = GameID("set")
}

/// Set's table, as the registry lists it.
public let setTable: any GameTable.Type = SetTable.self

/// Set at the console: `tap N` (or several numbers), `deal`, `hint` (also `cheat`), `new`.
struct SetTable: EngineTable, SuggestingArguments, Codable, Equatable {
    static let id = GameID.set
    static var engine: WritableKeyPath<SetTable, SetGame> { \.game }
    var game: SetGame
    /// Over the session: games played to the end, sets found in games before this one, best score.
    private(set) var finishedGames = 0
    private(set) var earlierSets = 0
    private(set) var bestScore: Int?
    /// The best score of a game won with help (the coach's free hint): said apart, no record.
    private(set) var bestAssistedScore: Int?

    static let commands: [CommandSpec] = [
        CommandSpec(.tap, .game(.set), .required(.text)),
        CommandSpec(.deal, .game(.set)),
    ]

    init(seed: UInt64) {
        game = SetGame(seed: seed)
    }

    mutating func begin(at now: Double) -> [Message] {
        apply(.newGame, at: now).messages
    }

    mutating func perform(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response {
        switch command {
        case .new, .shake:
            let setsSoFar = game.setsFound
            let seconds = game.elapsedSeconds
            var response = apply(.newGame, at: now)
            earlierSets.saturatingAdd(setsSoFar)
            // A game given up keeps the time it was played.
            response.over = response.over.map { GameOver($0.result, score: $0.score, seconds: seconds) }
            return response
        case .deal: return deal(at: now)
        case .hint: return apply(.hint, at: now)
        case .coachedHint: return freeHint(at: now)
        case .tap: return tap(argument.text ?? "", at: now)
        default: return Response([], redraw: false)
        }
    }

    /// `deal`: three more cards, or the set still selected taken first.
    private mutating func deal(at now: Double) -> Response {
        // The seed's rule stands (deal adds cards with a set on the table); it is said.
        let missed = game.phase == .playing ? SetFinder.count(in: game.table) : 0
        // A set still selected is what `deal` takes (also when the line said “there is no
        // set”): said, never done silently.
        let selectedSet = game.phase == .playing && game.selectionIsSet ? game.selectedPositions.sorted() : nil
        var response = apply(.deal, at: now)
        if let selectedSet, !response.refused {
            response.messages.insert(Message("set.deal.selectedset", positions(selectedSet)), at: 0)
        }
        if missed > 0, response.messages.contains(where: { $0.key == "set.dealt" }) {
            response.messages.append(Self.missed(missed))
        }
        return response
    }

    /// `tap 5`, `tap 1 5 9`, `tap 1,5,9`: the numbers are read against the table as shown;
    /// any number that is not a card refuses the whole command.
    private mutating func tap(_ text: String, at now: Double) -> Response {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        if game.phase == .over { return apply(.taps([]), at: now) }
        if words == ["take"] {
            // Taking (`가져가기`) is `deal` for a selected set; with none selected it deals
            // nothing: the player meant a set, so the line says there is none to take.
            guard game.phase != .playing || game.selectionIsSet else {
                return .refusal(Message("set.refused.take.noset", .command(.tap), .command(.deal)))
            }
            return deal(at: now)
        }
        if words == ["unselect"], game.selection.count < 3 {
            // Taking the whole selection back (`선택 풀어 줘`): each card as a tap on it would.
            guard !game.selection.isEmpty else {
                return .refusal(Message("set.refused.noneselected", .command(.tap)))
            }
            return apply(.taps(game.selectedPositions.sorted()), at: now)
        }
        if words.first == "unselect", game.selection.count < 3 {
            // Taking cards back out of the selection: only those selected.
            let numbers = words.dropFirst().compactMap { Int($0) }
            guard !numbers.isEmpty, numbers.count == words.count - 1 else { return .refusal(notANumber(text)) }
            for number in numbers
            where !(game.table.indices.contains(number - 1) && game.selection.contains(game.table[number - 1])) {
                return .refusal(Message("set.refused.notselected", .int(number), .command(.tap)))
            }
            return apply(.taps(numbers.map { $0 - 1 }), at: now)
        }
        if words.first == "unselect" { words.removeFirst() }
        guard !words.isEmpty else { return .refusal(notANumber(text)) }
        guard words.count <= SetGame.tapsAtOnce else { return .refusal(Self.tooMany(words.count)) }
        let numbers = words.map { Int($0).flatMap { $0 > .min ? $0 : nil } }
        // In the order typed: a number that is not a card before a word that is not a number.
        let read = numbers.prefix { $0 != nil }.compactMap { $0.map { $0 - 1 } }
        if read.count < numbers.count, game.refusal(forTaps: read) == nil {
            return .refusal(notANumber(words[read.count]))
        }
        // Three cards named while one or two others are selected: the three are the attempt,
        // the earlier selection is put down first (said, and free).
        if read.count == SetGame.tapsAtOnce, read.count == numbers.count, game.phase == .playing,
            (1...2).contains(game.selection.count), game.refusal(forTaps: read) == nil
        {
            var response = apply(.clearSelection, at: now)
            let attempt = apply(.taps(read), at: now)
            response.messages += attempt.messages
            response.over += attempt.over
            response.redraw = response.redraw || attempt.redraw
            return response
        }
        return apply(.taps(read), at: now)
    }

    mutating func apply(_ action: SetGame.Action, at now: Double) -> Response {
        let response = respond(action, at: now)
        count(response.over)
        return response
    }

    /// Games played to the end, for the session's tally and best score.
    private mutating func count(_ over: [GameOver]) {
        for game in over where game.result == .won {
            finishedGames.saturatingAdd(1)
            guard let score = game.score else { continue }
            if game.assisted {
                bestAssistedScore = max(bestAssistedScore ?? score, score)
            } else {
                bestScore = max(bestScore ?? score, score)
            }
        }
    }

    // MARK: Checks and summary

    /// The numbers read first (counters grow by one, clocks are subtracted), then the rules.
    func savedStateProblems() -> [String] {
        let numbers = SavedNumbers.problems(
            clocks: [("startedAt", game.startedAt), ("lastActionAt", game.lastActionAt), ("endedAt", game.endedAt)],
            counts: [
                ("setsFound", game.setsFound), ("mismatches", game.mismatches),
                ("moves", game.moves), ("freeHints", game.freeHints), ("finishedGames", finishedGames),
                ("earlierSets", earlierSets),
            ],
            amounts: [
                ("score", game.score), ("bestScore", bestScore), ("bestAssistedScore", bestAssistedScore),
            ])
        return numbers.isEmpty ? invariantProblems() : numbers
    }

    func invariantProblems() -> [String] { game.problems }

    func suggestedArguments(for command: CommandID) -> [String] {
        guard command == .tap else { return [] }
        return game.table.indices.map { String($0 + 1) }
    }

    /// Worth continuing: a game under way with something done in it.
    var isResumable: Bool { game.phase == .playing && game.moves > 0 }
}

/// Set's engine behind its table: a refusal changes nothing, a game given up or played out
/// ends, and a hint that shows nothing new (or costs nothing) leaves the table as it was.
extension SetGame: TableEngine {
    public func isRefusal(_ event: Event) -> Bool { event.isRefusal }

    public func gameOver(_ event: Event) -> GameOver? {
        switch event {
        case .abandoned(let score): GameOver(.lost, score: score)
        case .finished(let score, _, let seconds, _):
            GameOver(.won, score: score, seconds: seconds, assisted: (freeHints ?? 0) > 0)
        default: nil
        }
    }

    public func changesTable(_ event: Event) -> Bool {
        switch event {
        case .hintAgain, .hintTakeSet, .gone, .refused: false
        case .hintNone(let points): points != 0
        default: true
        }
    }
}
