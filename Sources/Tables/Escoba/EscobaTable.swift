import CardKit
import Escoba
import GameKit
import TableKit

extension GameID {
    public static let escoba = GameID("escoba")
}

extension CommandID {
    /// `take 2 with 3 5` (`llevar`): the same as `tap`, for a take only.
    static let take = CommandID("take", of: .escoba)
    /// `throw 2` (`tirar`): the card left on the table, even when it could take.
    static let throwCard = CommandID("throw", of: .escoba)
    /// `players 2|3|4` (`jugadores`).
    static let escobaPlayers = CommandID("players", of: .escoba)
    /// `target 15|21` (`puntos`): the points that win a game.
    static let target = CommandID("target", of: .escoba)
}

/// La escoba's table, as the registry lists it.
public let escobaTable: any GameTable.Type = EscobaTable.self

/// La escoba at the console: `tap 2 with 3 5` (or the numbers alone, or a sum typed as
/// `2 + 8 + 5`), `take`, `throw 2`, `players`, `target`, `hint`, `new`.
struct EscobaTable: EngineTable, SuggestingArguments, KeepingPreferences, Codable, Equatable {
    static let id = GameID.escoba
    static var engine: WritableKeyPath<EscobaTable, EscobaGame> { \.game }
    var game: EscobaGame
    /// Over the session: games won and played to the end.
    private(set) var gamesWon = 0
    private(set) var gamesPlayed = 0

    static let commands: [CommandSpec] = [
        CommandSpec(.tap, .game(.escoba), .required(.text)),
        CommandSpec(.take, .game(.escoba), .required(.text)),
        CommandSpec(.throwCard, .game(.escoba), .optional(.text)),
        CommandSpec(
            .escobaPlayers, .game(.escoba),
            .optional(.number(prefix: "escoba.players", values: EscobaGame.Options.playerCounts))),
        CommandSpec(
            .target, .game(.escoba), .optional(.number(prefix: "escoba.target", values: EscobaGame.Options.targets))),
    ]

    init(seed: UInt64) {
        game = EscobaGame(seed: seed)
    }

    mutating func begin(at now: Double) -> [Message] {
        apply(.newGame, at: now).messages
    }

    mutating func perform(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response {
        switch command {
        case .new, .shake: return apply(.newGame, at: now)
        case .hint: return Response(hintMessages(), redraw: false)
        case .throwCard where (argument.text ?? "").isEmpty && game.phase == .playing && game.hand.count > 1:
            // `throw` alone, with more than one card in hand: which?
            return .refusal(
                Message("escoba.refused.whichcard", .int(game.hand.count), .commandLine(.throwCard, arguments: "1")))
        case .tap, .take, .throwCard:
            // `throw` alone: the last card of the hand.
            let typed = argument.text ?? ""
            switch readPlay(command == .throwCard && typed.isEmpty ? "1" : typed, command: command) {
            case .success(let move): return apply(.play(move), at: now)
            case .failure(let why): return .refusal(message(for: why))
            }
        case .escobaPlayers:
            guard case .number(let n) = argument else {
                return Response([Message("escoba.players.now", .int(game.nextOptions.players))], redraw: false)
            }
            return apply(.setPlayers(n), at: now)
        case .target:
            guard case .number(let t) = argument else {
                return Response([Message("escoba.target.now", .int(game.nextOptions.target))], redraw: false)
            }
            return apply(.setTarget(t), at: now)
        default: return Response([], redraw: false)
        }
    }

    mutating func apply(_ action: EscobaGame.Action, at now: Double) -> Response {
        let response = respond(action, at: now)
        for over in response.over {
            gamesPlayed.saturatingAdd(1)
            if over.result == .won { gamesWon.saturatingAdd(1) }
        }
        return response
    }

    // MARK: Preferences

    var choices: EscobaChoices { EscobaChoices(players: game.nextOptions.players, target: game.nextOptions.target) }

    mutating func adopt(_ choices: EscobaChoices) {
        _ = game.apply(.setPlayers(choices.players))
        _ = game.apply(.setTarget(choices.target))
    }

    // MARK: Checks and summary

    func savedStateProblems() -> [String] {
        let numbers = SavedNumbers.problems(
            clocks: [],
            counts: [
                ("moves", game.moves), ("round", game.round), ("gamesWon", gamesWon), ("gamesPlayed", gamesPlayed),
            ], amounts: game.scores.enumerated().map { ("score\($0.offset)", $0.element) })
        let won = gamesWon > gamesPlayed ? ["more games won than played"] : []
        return numbers.isEmpty ? won + invariantProblems() : numbers
    }

    func invariantProblems() -> [String] { game.problems }

    func suggestedArguments(for command: CommandID) -> [String] {
        guard game.phase == .playing else { return [] }
        switch command {
        case .take:
            return game.takesNow.map(argumentLine)
        case .tap:
            // A take in full, or a card alone where that plays it (one take or none).
            let alone = game.hand.indices.filter { EscobaGame.takes(with: game.hand[$0], on: game.table).count <= 1 }
            return game.takesNow.map(argumentLine) + alone.map { String($0 + 1) }
        case .throwCard:
            return game.hand.indices.map { String($0 + 1) }
        default: return []
        }
    }

    /// Worth continuing: a game under way with a turn played.
    var isResumable: Bool { game.phase == .playing && game.moves > 0 }

    func resumeSummary() -> Message? {
        Message("escoba.resume", .int(game.round), .int(game.scores.first ?? 0), .int(opponentsBest))
    }

    func summary() -> Message? {
        guard gamesPlayed > 0 else {
            guard isResumable else { return nil }
            return Message("escoba.summary.inplay", .int(game.round), .int(game.scores.first ?? 0), .int(opponentsBest))
        }
        return Message("escoba.summary", .int(gamesWon), .int(gamesPlayed), count: gamesPlayed)
    }

    /// The best score among the computer's players.
    var opponentsBest: Int { game.scores.dropFirst().max() ?? 0 }
}

/// La escoba's engine behind its table.
extension EscobaGame: TableEngine {
    public func isRefusal(_ event: Event) -> Bool { event.isRefusal }

    public func gameOver(_ event: Event) -> GameOver? {
        switch event {
        case .abandoned: GameOver(.lost, score: nil)
        case .finished(let winner, let scores):
            GameOver(winner == 0 ? .won : .lost, score: scores.first)
        default: nil
        }
    }

    public func changesTable(_ event: Event) -> Bool {
        switch event {
        case .refused: false
        case .optionsSet(_, _, let now): now
        default: true
        }
    }
}
