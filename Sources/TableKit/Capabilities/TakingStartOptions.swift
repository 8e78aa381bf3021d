import GameKit
import Host

/// Options on baraja's command line that start this game a certain way (Klondike's
/// `--deal FILE` and `--draw 1|3`): given one, baraja starts in this game, and its first
/// fresh game starts as planned.
public protocol TakingStartOptions: GameTable {
    /// The options' names, without the dashes, in the order they are checked (`deal`, `draw`).
    static var startOptions: [String] { get }
    /// Why a value cannot be taken (`--draw 2`), shown with the usage; nil when it can.
    static func startOptionProblem(_ name: String, value: String) -> Message?
    /// Why an option of this game cannot go with `--game` naming another (as typed).
    static func startOptionConflict(_ name: String, game typed: String) -> Message
    /// Reads what the options name (a deal file, standard input): the plan for the first
    /// fresh game, or why it cannot be had (baraja then stops with status 2).
    static func prepareStart(_ options: [String: String], context: StartContext) -> Result<StartPlan, StartFailure>
    /// Starts the first fresh game as planned (before `begin`); what to say instead of the
    /// usual opening, if anything.
    mutating func start(_ plan: StartPlan) -> Message?
}

/// How the first fresh game of a game starts, as its start options asked.
public struct StartPlan: Sendable {
    public let game: GameID
    /// What the table made of its options (its own type).
    public let value: any Sendable
    /// Whether it replaces the saved game instead of offering it (a deal given does).
    public let replacesSave: Bool

    public init(game: GameID, value: any Sendable, replacesSave: Bool) {
        self.game = game
        self.value = value
        self.replacesSave = replacesSave
    }
}

/// Why the start options could not be followed.
public struct StartFailure: Error, Sendable {
    public let message: Message
    public init(_ message: Message) { self.message = message }
}

/// What reading the start options may use: files, and standard input (`-`).
public struct StartContext {
    public var files: any FileSystem
    /// Standard input to its end.
    public var readStandardInput: () -> FileRead
    /// After standard input was read to its end: commands come from the terminal, if any.
    public var attachTerminal: () -> Void

    public init(
        files: any FileSystem, readStandardInput: @escaping () -> FileRead, attachTerminal: @escaping () -> Void
    ) {
        self.files = files
        self.readStandardInput = readStandardInput
        self.attachTerminal = attachTerminal
    }
}

extension TakingStartOptions {
    public var asStarting: (any TakingStartOptions)? { self }
    public static var asStarting: (any TakingStartOptions.Type)? { self }
}
