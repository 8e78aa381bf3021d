import CardKit
import GameKit
import Klondike
import TableKit

extension GameID {
    public static let klondike = GameID("klondike")
}

extension CommandID {
    public static let draw = CommandID("draw")
    public static let move = CommandID("move")
    public static let restart = CommandID("restart")
    public static let auto = CommandID("auto")
    public static let export = CommandID("export")
    public static let solve = CommandID("solve")
    public static let winnable = CommandID("winnable")
}

/// Klondike's table, as the registry lists it.
public let klondikeTable: any GameTable.Type = KlondikeTable.self

/// Klondike at the console: `draw`, `tap`, `move`, `undo`, `restart`, `auto`, `new [1|3]`, `hint`;
/// the solver's `solve`, `new winnable` and `winnable on|off` are in KlondikeSolving.swift.
/// Piles are typed by the names the table shows: `s`, `w`, `f1`–`f4`, `1`–`7`; a card as
/// as CardKit reads it: `7h`, `Qs`, `Th`, `h10`, `♥7`, `10♥`.
struct KlondikeTable: GameTable, Undoing, KeepingPreferences, SuggestingArguments, NewGameChoices, EventWording,
    Equatable, Codable
{
    // The engine's types by their short names (other engines have their own `Move`s).
    typealias DrawMode = Klondike.DrawMode
    typealias Pile = Klondike.Pile
    typealias Move = Klondike.Move
    typealias Position = Klondike.Position
    typealias Event = Klondike.Event
    typealias Refusal = Klondike.Refusal
    typealias Location = Klondike.Location
    typealias Hint = Klondike.Hint

    static let id = GameID.klondike
    var game: Klondike
    /// The draw mode the next `new` deals with, unless it names one.
    var preferredMode: DrawMode = .one
    /// Session clock when this deal began, and at the last command (for the time shown).
    private(set) var dealtAt: Double = 0
    var lastSeen: Double = 0
    /// The time of the win, once won.
    private(set) var wonAfter: Int?
    private(set) var played = 0
    private(set) var won = 0
    /// The solver was asked about this deal (`solve`): a win counts as assisted. `restart`
    /// keeps it (the same deal); a new deal clears it.
    var assisted = false
    /// Deal only games the solver proved winnable (`winnable on`, kept in the preferences).
    var winnableOnly = false
    /// The solver's last answer and the position it is about (not saved).
    var solved: Solved?
    /// `solve play` under way (not saved).
    var playback: Playback?
    /// The moves `undo` took back, for `redo` (KlondikeTable+Redo.swift).
    var redoStack = RedoStack()
    /// `auto on`: safe cards go to the foundations after each move (kept in the preferences).
    var autoMoves = false
    /// The auto-moves `undo` takes back with the move before them (KlondikeTable+Auto.swift).
    var autoGroups = AutoGroups()
    /// `warn lost on`: say once when a move leaves the game lost (kept in the preferences;
    /// KlondikeWarn.swift).
    var warnLost = false
    /// The count of the game's history where the warning proved the game lost (every later
    /// position in the history is lost too); nil when no loss is known.
    var lostAt: Int?

    private enum CodingKeys: String, CodingKey {
        case game, preferredMode, dealtAt, lastSeen, wonAfter, played, won, assisted, winnableOnly, redoStack,
            autoMoves, autoGroups, warnLost, lostAt
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        game = try c.decode(Klondike.self, forKey: .game)
        preferredMode = try c.decode(DrawMode.self, forKey: .preferredMode)
        dealtAt = try c.decode(Double.self, forKey: .dealtAt)
        lastSeen = try c.decode(Double.self, forKey: .lastSeen)
        wonAfter = try c.decodeIfPresent(Int.self, forKey: .wonAfter)
        played = try c.decode(Int.self, forKey: .played)
        won = try c.decode(Int.self, forKey: .won)
        // Saves written before the solver have neither.
        assisted = try c.decodeIfPresent(Bool.self, forKey: .assisted) ?? false
        winnableOnly = try c.decodeIfPresent(Bool.self, forKey: .winnableOnly) ?? false
        // Saves written before `redo` have none.
        guard let redo = Self.checkedRedo(try c.decodeIfPresent(RedoStack.self, forKey: .redoStack), for: game) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: c.codingPath, debugDescription: "moves to redo the rules refuse"))
        }
        redoStack = redo
        autoMoves = try c.decodeIfPresent(Bool.self, forKey: .autoMoves) ?? false
        autoGroups = try c.decodeIfPresent(AutoGroups.self, forKey: .autoGroups) ?? AutoGroups()
        guard autoGroups.isSound(steps: game.steps.count) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: c.codingPath, debugDescription: "auto-moves out of range"))
        }
        // Saves written before `warn lost` have neither (off).
        warnLost = try c.decodeIfPresent(Bool.self, forKey: .warnLost) ?? false
        lostAt = try c.decodeIfPresent(Int.self, forKey: .lostAt)
        guard Self.checkedLostAt(lostAt, for: game), lostAt == nil || warnLost else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: c.codingPath, debugDescription: "a loss beyond the game's moves"))
        }
    }

    static let commands: [CommandSpec] = [
        CommandSpec(.draw, .game(.klondike)),
        CommandSpec(.tap, .game(.klondike), .required(.text)),
        CommandSpec(.move, .game(.klondike), .required(.text)),
        CommandSpec(.undo, .game(.klondike)),
        CommandSpec(.redo, .game(.klondike)),
        CommandSpec(.restart, .game(.klondike)),
        CommandSpec(.auto, .game(.klondike), .optional(.choice(prefix: "klondike.auto", values: ["on", "off"]))),
        CommandSpec(.export, .game(.klondike), .optional(.text)),
        CommandSpec(
            .solve, .game(.klondike),
            .optional(.choice(prefix: "klondike.solve", values: ["show", "play", "play all"]))),
        CommandSpec(
            .winnable, .game(.klondike), .optional(.choice(prefix: "klondike.winnable", values: ["on", "off"]))),
        CommandSpec(.warn, .game(.klondike), .optional(.choice(prefix: "klondike.warn", values: ["on", "off"]))),
    ]

    /// `new 3`, `new winnable`, `new winnable 3`: the draw mode, and whether the solver must
    /// prove the deal winnable.
    static var newArgument: ArgumentSpec {
        let modes = DrawMode.allCases.map { String($0.rawValue) }
        return .optional(
            .choice(prefix: "klondike.draw", values: modes + ["winnable"] + modes.map { "winnable \($0)" }))
    }

    init(seed: UInt64) {
        game = Klondike(seed: seed)
    }

    /// Draw one or three outlives the game: the next deal draws as the last one chosen; so
    /// do `winnable on`, `auto on` and `warn lost on`.
    var choices: KlondikeChoices {
        KlondikeChoices(draw: preferredMode, winnableOnly: winnableOnly, autoMoves: autoMoves, warnLost: warnLost)
    }

    mutating func adopt(_ choices: KlondikeChoices) {
        winnableOnly = choices.winnableOnly
        autoMoves = choices.autoMoves
        warnLost = choices.warnLost
        guard let mode = choices.draw else { return }
        preferredMode = mode
        game.useDrawMode(mode)
    }

    /// Worth continuing: a deal with moves made and not yet won.
    var isResumable: Bool { !game.isWon && game.position.moves > 0 }

    func resumeSummary() -> Message? {
        let p = game.position
        let up = p.foundations.reduce(0, +)
        return Message(
            "klondike.resume", .message(modeMessage(game.drawMode)), .int(p.moves), .int(p.score), .int(up),
            .duration(seconds), count: up)
    }

    mutating func begin(at now: Double) -> [Message] {
        dealtAt = now
        lastSeen = now
        let dealt = Message("klondike.dealt", .message(modeMessage(game.drawMode)))
        let messages = winnableOnly ? [dealt] + dealWinnable() : [dealt]
        return warnLost ? messages + checkForLoss() : messages
    }

    var seconds: Int { Int((wonAfter.map(Double.init) ?? (lastSeen - dealtAt)).rounded(.down)) }

    /// A command, and (with `warn lost on`) the warning when it left the game lost.
    mutating func perform(_ command: CommandID, argument typed: CommandArgument, at now: Double) -> Response {
        let argument = typed.word
        let before = game.position
        return withLossWarning(carryOutCommand(command, argument: argument, at: now), from: before)
    }

    private mutating func carryOutCommand(_ command: CommandID, argument: String?, at now: Double) -> Response {
        lastSeen = now
        switch command {
        case .new, .shake:
            let words = argument?.split(separator: " ") ?? []
            let winnable = words.contains("winnable")
            let mode = words.compactMap { Int($0) }.first.flatMap(DrawMode.init(rawValue:)) ?? preferredMode
            preferredMode = mode
            let over = abandoned()
            let events = game.newDeal(mode)
            dealtAt = now
            wonAfter = nil
            autoGroups = AutoGroups()
            lostAt = nil
            forgetSolver()
            let dealt = Self.saidLost(over) + messages(events)
            return Response(winnable || winnableOnly ? dealt + dealWinnable() : dealt, redraw: true, over: over)
        case .solve: return solve(argument)
        case .winnable: return chooseWinnable(argument)
        case .warn: return chooseWarning(argument)
        case .restart:
            let over = abandoned()
            let events = game.restart()
            dealtAt = now
            wonAfter = nil
            autoGroups = AutoGroups()
            return Response(Self.saidLost(over) + messages(events), redraw: true, over: over)
        case .draw: return apply(.draw)
        case .redo: return redo(at: now)
        case .auto: return argument.map { chooseAuto($0) } ?? respond(game.finish())
        case .hint: return Response(hint(), redraw: false)
        case .tap:
            switch tapMove(argument ?? "") {
            case .success(let move): return apply(move)
            case .failure(let message): return .refusal(message)
            }
        case .move:
            switch parseMove(argument ?? "") {
            case .success(let move): return apply(move)
            case .failure(let message): return .refusal(message)
            }
        case .export:
            return export(to: argument)
        default:
            return Response([], redraw: false)
        }
    }

    /// `undo`: the last move taken back (as often as there are moves).
    mutating func undo(at now: Double) -> Response {
        lastSeen = now
        let before = game.position
        if !game.isWon { takeBackAutoMoves() }
        let step = game.steps.last
        let response = respond(game.undo())
        if !response.refused, let step { rememberUndone(step, from: before) }
        return withLossWarning(response, from: before)
    }

    /// A deal left unfinished counts as lost for the statistics (once something was played).
    private mutating func abandoned() -> [GameOver] {
        guard !game.isWon, game.position.moves > 0 else { return [] }
        played.saturatingAdd(1)
        return [GameOver(.lost, score: game.position.score, seconds: seconds, assisted: assisted)]
    }

    mutating func apply(_ move: Move) -> Response { applyWithAutoMoves(move) }

    /// The response to a move's events: its messages, and the win for the statistics.
    mutating func respond(_ events: [Event]) -> Response {
        let refused = events.contains(where: \.isRefusal)
        var over: [GameOver] = []
        if events.contains(where: { if case .won = $0 { true } else { false } }) {
            wonAfter = Int((lastSeen - dealtAt).rounded(.down))
            played.saturatingAdd(1)
            won.saturatingAdd(1)
            over.append(GameOver(.won, score: game.position.score, seconds: seconds, assisted: assisted))
        }
        return Response(messages(events), redraw: !refused, refused: refused, over: over)
    }
}
