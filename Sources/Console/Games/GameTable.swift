import Catalog
import GameKit
import Host

/// The games the program offers. A game's names in each language are the catalog key
/// `game.<id>.aliases`; its title `game.<id>.title`; its rules `game.<id>.rules`.
public enum GameID: String, CaseIterable, Sendable, Codable {
    case sieteymedia
    // set (one line a game under its marker here and in `table`, so branches merge cleanly)
    case set
    // klondike
    case klondike
    // poker
    case poker

    var table: any GameTable.Type {
        switch self {
        case .sieteymedia: SieteYMediaTable.self
        // set
        case .set: SetTable.self
        // klondike
        case .klondike: KlondikeTable.self
        // poker
        case .poker: PokerTable.self
        }
    }
}

/// A game (or hand) that came to an end, for the statistics.
public struct GameOver: Sendable, Equatable, Codable {
    public enum Result: String, Sendable, Codable { case won, lost, drawn }
    public var result: Result
    /// The final score, where the game keeps one.
    public var score: Int?
    /// Seconds from the deal to the end, where the game keeps time.
    public var seconds: Int?
    /// The player had help that plays for them (Klondike's solver): a win counts apart and
    /// sets no record.
    public var assisted: Bool

    public init(_ result: Result, score: Int? = nil, seconds: Int? = nil, assisted: Bool = false) {
        self.result = result
        self.score = score
        self.seconds = seconds
        self.assisted = assisted
    }

    private enum CodingKeys: String, CodingKey { case result, score, seconds, assisted }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        result = try c.decode(Result.self, forKey: .result)
        score = try c.decodeIfPresent(Int.self, forKey: .score)
        seconds = try c.decodeIfPresent(Int.self, forKey: .seconds)
        assisted = try c.decodeIfPresent(Bool.self, forKey: .assisted) ?? false
    }
}

/// What a game did with a command: messages to show, and whether to redraw the table.
public struct Response: Sendable {
    public var messages: [Message]
    public var redraw: Bool
    /// True when the command was refused (the game is unchanged).
    public var refused: Bool
    /// Set when this command ended a game or hand (won, lost, drawn; a game given up
    /// by dealing anew counts as lost).
    public var over: [GameOver]
    /// A file to write (Klondike's `export FILE`): the session writes it, tables touch no files.
    public var write: FileWrite?

    public init(
        _ messages: [Message], redraw: Bool, refused: Bool = false, over: [GameOver] = [], write: FileWrite? = nil
    ) {
        self.messages = messages
        self.redraw = redraw
        self.refused = refused
        self.over = over
        self.write = write
    }

    public static func refusal(_ message: Message) -> Response { Response([message], redraw: false, refused: true) }
}

/// A file a command asks to write, and what to say once it is written or could not be.
public struct FileWrite: Sendable {
    /// As the player typed it (`~/` is the home folder).
    public var path: String
    public var bytes: [UInt8]
    /// Said once the file is written, given the path where it went.
    public var written: @Sendable (_ path: String) -> Message
    /// Said when it could not be, given the path and why.
    public var failed: @Sendable (_ path: String, _ problem: FileProblem) -> Message

    public init(
        path: String, bytes: [UInt8], written: @escaping @Sendable (String) -> Message,
        failed: @escaping @Sendable (String, FileProblem) -> Message
    ) {
        self.path = path
        self.bytes = bytes
        self.written = written
        self.failed = failed
    }
}

/// The bridge between the console and one engine: commands in, messages and a drawn table out.
///
/// Tables are `Codable` (synthesized): autosave writes the whole value, so a resumed game
/// has the same deck order, generator state, score and undo history. A new game needs no
/// more than that and its line in `GameID.table`; the saves, statistics, resume offer and
/// soak test reach it through `GameID.allCases`.
protocol GameTable: Sendable, Codable {
    var id: GameID { get }
    /// The game's own commands (the console adds help, rules, hint, new, …).
    static var commands: [CommandSpec] { get }
    /// The arguments of the rules text (`game.<id>.rules`): the commands it names.
    static var rulesArguments: [Argument] { get }
    /// What `new` (and `shake`) take in this game, e.g. Klondike's `new 3` (default: nothing).
    static var newArgument: ArgumentSpec { get }
    /// A game whose shuffles all come from this seed.
    init(seed: UInt64)
    /// Deals the first hand or game. `now` is the session clock in seconds (for timers:
    /// engines take time as an argument, they never read a clock).
    mutating func begin(at now: Double) -> [Message]
    /// Carries out a command meant for this game (`new`, `hint` and the game's own); the
    /// argument, if any, is already resolved to a value (`real`, `simple`, …; free text
    /// for `.text` arguments).
    mutating func perform(_ command: CommandID, argument: String?, at now: Double) -> Response
    /// The table, drawn in the renderer's language and colours.
    func draw(_ renderer: Renderer) -> [String]
    /// A line for the goodbye: how the session went (nil when nothing was played).
    func summary() -> Message?
    /// What is wrong with the game's state, for the soak and property tests: every card
    /// accounted for exactly once, scores and selections consistent. Empty when all is well.
    func invariantProblems() -> [String]
    /// The same, for a game read from a save: also what it keeps for later (an undo
    /// history, the deal to restart) must hold, since commands will bring it back
    /// (default: `invariantProblems()`).
    func savedStateProblems() -> [String]
    /// Arguments a player could sensibly type now for one of the game's free-text commands
    /// (`tap 7`, `move 3 f1`): offered by Tab completion, and played by the soak test so
    /// that it reaches the games' ends, not only their refusals. Nothing hidden from the
    /// player may show here (default: none).
    func suggestedArguments(for command: CommandID) -> [String]
    /// What the soak test types: the suggestions, and, where a game needs it to reach its
    /// end, more (Set's sets, which completion must never give away; default: the
    /// suggestions).
    func soakArguments(for command: CommandID) -> [String]
    /// Whether a saved copy is worth offering to continue (default: yes). A game that is
    /// over with nothing left to carry on (a won Klondike) says no.
    var isResumable: Bool { get }
    /// The state in one line, for the offer to continue a saved game (default: `summary()`).
    func resumeSummary() -> Message?
    /// Choices the player made that should outlive the game, kept in the preferences file
    /// (siete y media's bank mode; Klondike's draw 1 or 3), as short words (default: none).
    var preferences: [String: String] { get }
    /// Takes the kept choices before the first deal of a fresh game (default: ignores them).
    mutating func adopt(preferences: [String: String])
    /// Steps the player walks through one per Enter (Klondike's `solve play`): the line shown
    /// under the table while the next one waits; nil when none does (default: nil).
    var stepping: Message? { get }
    /// An empty line while `stepping`: the next step.
    mutating func step(at now: Double) -> Response
    /// Any other line while `stepping` (its command, when it is one): the steps stop before
    /// it runs; what to say, if anything (default: nil).
    mutating func stopStepping(for command: CommandID?, argument: String?) -> Message?
    /// Whether this command, typed while `stepping`, is the one that started the steps, so
    /// they go on instead of stopping (default: no).
    func keepsStepping(_ command: CommandID, argument: String?) -> Bool
}

extension GameTable {
    static var newArgument: ArgumentSpec { .none }
    var isResumable: Bool { true }
    func resumeSummary() -> Message? { summary() }
    func savedStateProblems() -> [String] { invariantProblems() }
    func suggestedArguments(for command: CommandID) -> [String] { [] }
    func soakArguments(for command: CommandID) -> [String] { suggestedArguments(for: command) }
    var preferences: [String: String] { [:] }
    mutating func adopt(preferences: [String: String]) {}
    var stepping: Message? { nil }
    mutating func step(at now: Double) -> Response { Response([], redraw: false) }
    mutating func stopStepping(for command: CommandID?, argument: String?) -> Message? { nil }
    func keepsStepping(_ command: CommandID, argument: String?) -> Bool { false }
}
