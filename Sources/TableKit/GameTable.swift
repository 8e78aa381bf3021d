import GameKit
import Host

/// The bridge between the console and one engine: commands in, messages and a drawn table out.
/// What only some games do is a capability they opt into (`Stepping`, `TakingStartOptions`,
/// `Undoing`, `KeepingPreferences`, `SuggestingArguments`, `NewGameChoices`, …); the console
/// asks a table for it through its typed member (`asStepping`), which the capability's
/// extension fills in.
///
/// Tables are `Codable` (synthesized): autosave writes the whole value, so a resumed game has
/// the same deck order, generator state, score and undo history. A new game needs no more
/// than that and its line in the registry; saves, statistics, the resume offer and the soak
/// test reach it through the registry's `Games`.
public protocol GameTable: Sendable, Codable {
    /// Which game this is.
    static var id: GameID { get }
    /// The game's own commands (the console adds help, rules, hint, new, …), in the order
    /// its help lists them.
    static var commands: [CommandSpec] { get }
    /// The rules in short sections, in the order `rules` shows them (`<Game>Rules.swift`).
    static var rulesSections: [RulesSection] { get }
    /// The catalog keys the game's texts need (default: `TextContract.derived(from:)`, from
    /// its id, commands, rules and lessons); `baraja catalogs check` looks for each.
    static var textContract: TextContract { get }
    /// The game's own commands that give up a hand or throw away what is on the table
    /// (poker's `fold`, Klondike's `restart`): the console suggests one only for a near
    /// spelling of its word, as it does `new` (default: none).
    static var harmfulCommands: [CommandID] { get }
    /// The game's own commands whose argument is a name the player chooses (Klondike's
    /// `export FILE`): read as typed, never as numbers, articles or the game's words (default:
    /// none).
    static var verbatimArguments: [CommandID] { get }
    /// The game's own command that a number typed alone means now (`2`, `3번`), in a game
    /// without `tap` (맞고: the card to take while it asks which, else the card to play);
    /// default: none (the number is not a command).
    var numberCommand: CommandID? { get }
    /// The command a line that only says the player goes on (`sigo`, `seguir`, `계속할게`)
    /// plays now, when the table waits for one (Set with a set selected: deal); default: none
    /// (such a line is answered with what to do).
    var goingOnCommand: CommandID? { get }
    /// The command “another” (`otra`, `another`, `한 판 더`: `input.another.phrases`) means
    /// now, when not the game's own reading of it (siete y media after a hand ended: a new
    /// hand, where `otra` is otherwise a card); default: none.
    var anotherCommand: CommandID? { get }
    /// The command that plays the advice last given (the hint's, the coach's), while it still
    /// applies to the table as it is: what `hazlo`, `do it` (`input.doit.phrases`) plays;
    /// default: none.
    var adviceCommand: (id: CommandID, argument: String?)? { get }
    /// Whether the game plays its advice on `hazlo` (`adviceCommand`); default: no (the line
    /// is then no command there).
    var followsAdvice: Bool { get }
    /// Why the advice last given (the hint's, the coach's) is the move to play, while it still
    /// applies to the table as it is: what “why?” answers right after it; default: none.
    var adviceReason: Message? { get }
    /// The score now in one line, for a question about it (`점수`, `what's the score?`);
    /// default: none (the table is shown instead).
    func scoreLine() -> Message?
    /// How the computer players play, asked in words (poker's seat styles: `딜러는 타이트한
    /// 자리예요?`): one line; nil where the game has none.
    func opponentsLine() -> Message?
    /// An amount typed after one of the game's commands that takes none as such (`subo a
    /// diez`, `raise to 10`, `10으로 올려` at fixed-limit poker): the command's choice that puts
    /// in that much now, or why that amount is none here (the limit, and what works); default
    /// nil: the game reads no amount after that command.
    func amount(_ amount: Int, after command: CommandID) -> AmountReading?
    /// The subcommands of baraja the game brings (`baraja solve`, `baraja rank`; default: none).
    static var shellCommands: [ShellCommand] { get }
    /// The console's commands that are not offered at this game because one of its own
    /// commands answers to their words (맞고's `matgo.shake`, 흔들기, instead of `shake`, a new
    /// deal; default: none).
    static var replacedCommands: [CommandID] { get }
    /// A game whose shuffles all come from this seed.
    init(seed: UInt64)
    /// Deals the first hand or game. `now` is the session clock in seconds (for timers:
    /// engines take time as an argument, they never read a clock).
    mutating func begin(at now: Double) -> [Message]
    /// Carries out a command meant for this game (`new`, `hint` and the game's own); its
    /// argument is already a typed value (`.toggle(true)`, `.number(3)`, `.choice("real")`;
    /// `.text` for free text the game reads itself).
    mutating func perform(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response
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
    /// Whether a saved copy is worth offering to continue (default: yes). A game that is
    /// over with nothing left to carry on (a won Klondike) says no.
    var isResumable: Bool { get }
    /// The state in one line, for the offer to continue a saved game (default: `summary()`).
    func resumeSummary() -> Message?

    // What only some games do, typed: the table itself (or its type) when it has the
    // capability, said by the capability's own extension; nil by default. The console asks
    // these, never a cast.
    var asStepping: (any Stepping)? { get }
    var asCoaching: (any Coaching)? { get }
    var asConfirming: (any Confirming)? { get }
    var asForfeiting: (any Forfeiting)? { get }
    var asSuggesting: (any SuggestingArguments)? { get }
    var asKeepingPreferences: (any KeepingPreferences)? { get }
    var asKeepingChips: (any KeepingChips)? { get }
    var asStarting: (any TakingStartOptions)? { get }
    var asSavingWhole: (any SavingWhole)? { get }
    var asTeaching: (any Teaching)? { get }
    static var asTeaching: (any Teaching.Type)? { get }
    static var asStarting: (any TakingStartOptions.Type)? { get }
    static var asSavingWhole: (any SavingWhole.Type)? { get }
    static var asUndoing: (any Undoing.Type)? { get }
    static var asNewGameChoices: (any NewGameChoices.Type)? { get }
    static var isUntimed: Bool { get }
    /// Whether each game `stats` counts is a hand (siete y media, poker), not a whole game.
    static var countsHands: Bool { get }
}

extension GameTable {
    /// Which game this is.
    public var id: GameID { Self.id }
    public var numberCommand: CommandID? { nil }
    public var goingOnCommand: CommandID? { nil }
    public var anotherCommand: CommandID? { nil }
    public var adviceCommand: (id: CommandID, argument: String?)? { nil }
    public var followsAdvice: Bool { false }
    public var adviceReason: Message? { nil }
    public func scoreLine() -> Message? { nil }
    public func opponentsLine() -> Message? { nil }
    public func amount(_ amount: Int, after command: CommandID) -> AmountReading? { nil }
    public func savedStateProblems() -> [String] { invariantProblems() }
    public var isResumable: Bool { true }
    public func resumeSummary() -> Message? { summary() }
    public static var harmfulCommands: [CommandID] { [] }
    public static var verbatimArguments: [CommandID] { [] }
    public static var shellCommands: [ShellCommand] { [] }
    public static var replacedCommands: [CommandID] { [] }

    public var asStepping: (any Stepping)? { nil }
    public var asCoaching: (any Coaching)? { nil }
    public var asConfirming: (any Confirming)? { nil }
    public var asForfeiting: (any Forfeiting)? { nil }
    public var asSuggesting: (any SuggestingArguments)? { nil }
    public var asKeepingPreferences: (any KeepingPreferences)? { nil }
    public var asKeepingChips: (any KeepingChips)? { nil }
    public var asStarting: (any TakingStartOptions)? { nil }
    public var asSavingWhole: (any SavingWhole)? { nil }
    public var asTeaching: (any Teaching)? { nil }
    public static var asTeaching: (any Teaching.Type)? { nil }
    public static var asStarting: (any TakingStartOptions.Type)? { nil }
    public static var asSavingWhole: (any SavingWhole.Type)? { nil }
    public static var asUndoing: (any Undoing.Type)? { nil }
    public static var asNewGameChoices: (any NewGameChoices.Type)? { nil }
    public static var isUntimed: Bool { false }
    public static var countsHands: Bool { false }
}

/// What an amount typed after a command means (`GameTable.amount(_:after:)`).
public enum AmountReading: Sendable, Equatable {
    /// The command with this choice (nil: the command alone) puts in that amount.
    case choice(String?)
    /// The amount is none the command can put in now: why, and what works.
    case refused(Message)
    /// The amount is what another of the game's commands puts in now, which is done instead
    /// (`3칩 낼게요`, a bet of the 3 chips owed at poker: a call).
    case command(CommandID)
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
    /// Chips won (positive) or lost in a hand, where the game plays for chips.
    public var chips: Int?
    /// The pot the player took (alone or in part), where the game plays for chips.
    public var pot: Int?
    /// Chips won in the hand, where the game keeps the biggest win (siete y media's stakes).
    public var win: Int?

    public init(
        _ result: Result, score: Int? = nil, seconds: Int? = nil, assisted: Bool = false, chips: Int? = nil,
        pot: Int? = nil, win: Int? = nil
    ) {
        self.result = result
        self.score = score
        self.seconds = seconds
        self.assisted = assisted
        self.chips = chips
        self.pot = pot
        self.win = win
    }

    private enum CodingKeys: String, CodingKey { case result, score, seconds, assisted, chips, pot, win }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        result = try c.decode(Result.self, forKey: .result)
        score = try c.decodeIfPresent(Int.self, forKey: .score)
        seconds = try c.decodeIfPresent(Int.self, forKey: .seconds)
        assisted = try c.decodeIfPresent(Bool.self, forKey: .assisted) ?? false
        chips = try c.decodeIfPresent(Int.self, forKey: .chips)
        pot = try c.decodeIfPresent(Int.self, forKey: .pot)
        win = try c.decodeIfPresent(Int.self, forKey: .win)
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
    /// Fresh stacks of chips this command gave the player, for the statistics.
    public var rebuys = 0

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
    /// As the player typed it (`~/` is the home folder), without a replace word after it.
    public var path: String
    /// What to write, given the path where it goes (its name may choose the format).
    public var contents: @Sendable (_ path: String) -> [UInt8]
    /// Said once the file is written, given the path where it went.
    public var written: @Sendable (_ path: String) -> Message
    /// Said when it could not be, given the path and why.
    public var failed: @Sendable (_ path: String, _ problem: FileProblem) -> Message

    public init(
        path: String, bytes: [UInt8], written: @escaping @Sendable (String) -> Message,
        failed: @escaping @Sendable (String, FileProblem) -> Message
    ) {
        self.init(path: path, contents: { _ in bytes }, written: written, failed: failed)
    }

    public init(
        path: String, contents: @escaping @Sendable (String) -> [UInt8],
        written: @escaping @Sendable (String) -> Message,
        failed: @escaping @Sendable (String, FileProblem) -> Message
    ) {
        self.path = path
        self.contents = contents
        self.written = written
        self.failed = failed
    }

    /// The bytes to write at `path`.
    public func bytes(_ path: String) -> [UInt8] { contents(path) }
}
