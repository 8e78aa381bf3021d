import CardKit
import GameKit
import Klondike
import KlondikeSolver
import TableKit

extension GameID {
    public static let klondike = GameID("klondike")
}

extension CommandID {
    public static let draw = CommandID("draw", of: .klondike)
    public static let move = CommandID("move", of: .klondike)
    public static let restart = CommandID("restart", of: .klondike)
    public static let auto = CommandID("auto", of: .klondike)
    public static let export = CommandID("export", of: .klondike)
    public static let solve = CommandID("solve", of: .klondike)
    public static let winnable = CommandID("winnable", of: .klondike)
}

/// Klondike's table, as the registry lists it.
public let klondikeTable: any GameTable.Type = KlondikeTable.self

/// Klondike at the console: `draw`, `tap`, `move`, `undo`, `restart`, `auto`, `new [1|3]`, `hint`;
/// the solver's `solve`, `new winnable` and `winnable on|off` are in KlondikeSolving.swift.
/// Piles are typed by the names the table shows: `s`, `w`, `f1`–`f4`, `1`–`7`; a card as
/// as CardKit reads it: `7h`, `Qs`, `Th`, `h10`, `♥7`, `10♥`.
struct KlondikeTable: EngineTable, Undoing, KeepingPreferences, SuggestingArguments, NewGameChoices, Equatable,
    Codable
{
    // The engine's types by their short names (other engines have their own `Move`s).
    typealias DrawMode = Klondike.DrawMode
    typealias Pile = Klondike.Pile
    typealias Move = Klondike.Move
    typealias Position = Klondike.Position
    typealias Event = Klondike.Play.Event
    typealias Refusal = Klondike.Refusal
    typealias Hint = Klondike.Hint

    static let id = GameID.klondike
    /// `restart` deals the deal again from its start: suggested only for a near spelling.
    static let harmfulCommands: [CommandID] = [.restart]
    /// `export FILE`: the file's name as typed.
    static let verbatimArguments: [CommandID] = [.export]
    static var engine: WritableKeyPath<KlondikeTable, Klondike.Play> { \.play }
    /// The game and what the table remembers around it (saved as the table).
    var play: Klondike.Play
    /// The solver's last answer and the position it is about (not saved).
    var solved: Klondike.Known<Solution>?
    /// `solve play` under way (not saved).
    var playback: Klondike.Playback?
    /// The rest of the winning line `hint` follows once it has suggested a move of it instead
    /// of its usual one, about the position that move leads to (not saved).
    var hintLine: Klondike.Known<[Move]>?
    /// Whether the player was given that line (a hint gave one of its moves as the solver's,
    /// or `solve` found it): then the hint and the coach follow it (not saved).
    var lineGiven = false
    /// Moves the loss warning proved lost the game, each about the position it was played
    /// from (the last one proved winnable): never suggested again from there (not saved; the
    /// last `avoidedLimit` kept).
    var avoided: [Klondike.Known<Move>] = []
    /// The move the hint or the coach last advised, about the position it is to be played
    /// from: the coach never judges that move when it is played (not saved).
    var advised: Klondike.Known<Move>?
    /// Why that advice is the move to play (`klondike.hint.why.*`), about the same position
    /// (not saved).
    var advisedReason: Klondike.Known<Message>?
    static let avoidedLimit = 16

    var game: Klondike {
        get { play.game }
        set { play.game = newValue }
    }

    init(from decoder: Decoder) throws { play = try Klondike.Play(from: decoder) }

    func encode(to encoder: Encoder) throws { try play.encode(to: encoder) }

    static let commands: [CommandSpec] = [
        CommandSpec(.draw, .game(.klondike)),
        CommandSpec(.tap, .game(.klondike), .required(.text)),
        CommandSpec(.move, .game(.klondike), .required(.text)),
        CommandSpec(.undo, .game(.klondike), .optional(.text)),
        CommandSpec(.redo, .game(.klondike)),
        CommandSpec(.restart, .game(.klondike)),
        CommandSpec(.auto, .game(.klondike), .optional(.choice(prefix: "klondike.auto", values: ["on", "off"]))),
        CommandSpec(.export, .game(.klondike), .optional(.text)),
        CommandSpec(
            .solve, .game(.klondike),
            .optional(.choice(prefix: "klondike.solve", values: ["show", "play", "play all", "quick"]))),
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

    init(seed: UInt64) { play = Klondike.Play(seed: seed) }

    /// Draw one or three outlives the game: the next deal draws as the last one chosen; so
    /// do `winnable on`, `auto on` and `warn lost on`.
    var choices: KlondikeChoices {
        KlondikeChoices(
            draw: play.preferredMode, winnableOnly: play.winnableOnly, autoMoves: play.autoMoves,
            warnLost: play.warnLost)
    }

    mutating func adopt(_ choices: KlondikeChoices) {
        play.winnableOnly = choices.winnableOnly
        play.autoMoves = choices.autoMoves
        play.warn(choices.warnLost)
        guard let mode = choices.draw else { return }
        play.prefer(mode)
    }

    /// Worth continuing: a deal with moves made and not yet won.
    var isResumable: Bool { play.isUnfinished }

    func resumeSummary() -> Message? {
        let p = game.position
        let up = p.foundations.reduce(0, +)
        return Message(
            "klondike.resume", .message(modeMessage(game.drawMode)), .int(p.moves), .int(p.score), .int(up),
            .duration(play.seconds), count: up)
    }

    mutating func begin(at now: Double) -> [Message] {
        play.begin(at: now)
        let dealt = Message("klondike.dealt", .message(modeMessage(game.drawMode)))
        let messages = play.winnableOnly ? [dealt] + dealWinnable() : [dealt]
        return play.warnLost ? messages + checkForLoss() : messages
    }

    /// A command, and (with `warn lost on`) the warning when it left the game lost.
    mutating func perform(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response {
        let before = game.position
        let solverLine = known?.verdict == .winnable ? known?.moves : nil
        let line = hintLine?.answer(about: game) ?? solverLine
        let given = lineGiven || (hintLine?.answer(about: game) == nil && solverLine != nil)
        let response = withLossWarning(carryOutCommand(command, argument: argument, at: now), from: before)
        follow(line, from: before, given: given)
        return response
    }

    private mutating func carryOutCommand(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response {
        play.lastSeen = now
        switch command {
        case .new, .shake:
            let words = argument.word?.split(separator: " ") ?? []
            let mode = words.compactMap { Int($0) }.first.flatMap(DrawMode.init(rawValue:))
            solved = nil
            playback = nil
            let dealt = respond(.newDeal(mode), at: now)
            guard words.contains("winnable") || play.winnableOnly else { return dealt }
            return Response(dealt.messages + dealWinnable(), redraw: true, over: dealt.over)
        case .solve: return solve(argument.word, at: now)
        case .winnable: return chooseWinnable(argument.on)
        case .warn: return chooseWarning(argument.on)
        case .restart: return respond(.restart, at: now)
        case .draw: return respond(.move(.draw), at: now)
        case .redo: return respond(.redo, at: now)
        case .auto:
            guard let on = argument.on else { return respond(.finish, at: now) }
            return chooseAuto(on)
        case .hint: return Response(hint(), redraw: false)
        case .tap, .move:
            let text = argument.text ?? ""
            return apply(typed: command == .tap ? game.tapMove(typed: text) : game.move(typed: text), at: now)
        case .export:
            return export(to: argument.text)
        default:
            return Response([], redraw: false)
        }
    }

    /// `undo`: the last move taken back (as often as there are moves).
    mutating func undo(at now: Double) -> Response {
        let before = game.position
        return withLossWarning(respond(.undo, at: now), from: before)
    }

    /// `undo 15` (`undo 15 times`, `deshacer 15 veces`, `무르기 15번`): that many moves taken
    /// back, each as `undo` takes one (a move and its auto-moves are one), said in one line;
    /// at most as many as there are. `undo` alone, or `undo 1`, is the usual `undo`.
    mutating func undo(_ argument: CommandArgument, at now: Double) -> Response {
        guard let text = argument.text ?? argument.word, !text.isEmpty else { return undo(at: now) }
        guard let count = undoCount(text) else {
            return .refusal(
                Message("klondike.undo.count.refused", .command(.undo), .commandLine(.undo, arguments: "15")))
        }
        guard count > 1, play.undoable > 1 else { return undo(at: now) }
        let before = game.position
        var done = 0
        while done < count, play.undoable > 0 {
            if respond(.undo, at: now).refused { break }
            done += 1
        }
        let left = play.undoable
        let said =
            left == 0
            ? Message("klondike.undone.all", .int(done), count: done)
            : Message("klondike.undone.several", .int(done), .int(left), count: done)
        return withLossWarning(Response([said], redraw: true), from: before)
    }

    /// How many moves `undo N` names: one number, alone or with a word of its count beside it
    /// or glued to it (`15 times`, `15 veces`, `15번`, at most two such words: the console has
    /// already read the command's words in every language); nil for anything else (a second
    /// number, a word with digits in it). Saturates: `undo 99999999999999999999` takes back
    /// every move.
    func undoCount(_ text: String) -> Int? {
        let tokens = text.split(separator: " ")
        guard tokens.count <= 3 else { return nil }
        var count: Int?
        for token in tokens {
            let digits = token.prefix { $0.isASCII && $0.isNumber }
            let rest = token.dropFirst(digits.count)
            guard !rest.contains(where: \.isNumber) else { return nil }
            guard !digits.isEmpty else { continue }
            guard count == nil else { return nil }
            count = Int(digits) ?? Int.max
        }
        guard let count, count > 0 else { return nil }
        return count
    }
}

/// Klondike's play behind its table: a refusal changes nothing, a deal left unfinished or won
/// ends; the cards the auto-moves put up are the solver's safe ones (`Solver.safeCards`; drawing
/// three, from the stacks only), so an auto-move never costs a win.
extension Klondike.Play: TableEngine {
    public mutating func apply(_ action: Action, at now: Double) -> [Event] {
        let mode = game.drawMode
        return apply(action, at: now) { Solver.safeCards(in: $0, drawMode: mode) }
    }

    public func isRefusal(_ event: Event) -> Bool { event.isRefusal }

    public func gameOver(_ event: Event) -> GameOver? {
        event.over.map { GameOver($0.won ? .won : .lost, score: $0.score, seconds: $0.seconds, assisted: $0.assisted) }
    }
}

extension CommandArgument {
    /// `on` or `off` (nil: nothing, or another argument).
    var on: Bool? { if case .toggle(let on) = self { on } else { nil } }
}
