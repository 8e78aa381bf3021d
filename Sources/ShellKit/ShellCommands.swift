import ArgumentParser

/// Subcommands of baraja that a game brings (`baraja rank` is stud poker's, `baraja solve`
/// Klondike's): a table opts in, and the registry hands them to the argument parser.
public protocol ShellCommands {
    static var shellCommands: [ShellCommand] { get }
}

/// A subcommand and its line in baraja's usage (`baraja rank [--lang <CODE>] <cards> ...`).
public struct ShellCommand: Sendable {
    public let command: any ParsableCommand.Type
    /// Read when the help is shown (after the language is chosen).
    public let usage: @Sendable () -> String
    /// Its help, read from the catalogs when it is shown (baraja renders it, see `CommandHelp`).
    public let help: @Sendable () -> CommandHelp

    public init(
        _ command: any ParsableCommand.Type, usage: @escaping @Sendable () -> String,
        help: @escaping @Sendable () -> CommandHelp
    ) {
        self.command = command
        self.usage = usage
        self.help = help
    }

    /// Its name on the command line.
    public var name: String { command.configuration.commandName ?? "" }
}
