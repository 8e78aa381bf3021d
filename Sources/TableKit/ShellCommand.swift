import ArgumentParser

/// A subcommand of baraja that a game brings (`baraja rank` is stud poker's, `baraja solve`
/// Klondike's), and its line in baraja's usage (`baraja rank [--lang <CODE>] <cards> ...`): a
/// table lists its own in `GameTable.shellCommands`, and the registry hands them to the
/// argument parser.
public struct ShellCommand: Sendable {
    public let command: any ParsableCommand.Type
    /// Read when the help is shown (after the language is chosen).
    public let usage: @Sendable () -> String
    /// Its help, read from the catalogs when it is shown (baraja renders it, see `CommandHelp`).
    public let help: @Sendable () -> CommandHelp
    /// A quicker way to the same run for the plainest command lines, without the argument
    /// parser (whose start, and the help texts it reads, would be most of a quick command's
    /// time): given the words after the command's name, it runs them and returns the exit
    /// status, or returns nil without doing anything when the line holds anything it does not
    /// read as the parser would (then the parser reads it, and answers help and errors).
    public let quick: Quick?

    /// The command's name and its quick run (see `quick`).
    public struct Quick: Sendable {
        public let name: String
        public let run: @Sendable ([String]) -> Int32?

        public init(name: String, run: @escaping @Sendable ([String]) -> Int32?) {
            self.name = name
            self.run = run
        }
    }

    public init(
        _ command: any ParsableCommand.Type, usage: @escaping @Sendable () -> String,
        help: @escaping @Sendable () -> CommandHelp, quick: Quick? = nil
    ) {
        self.command = command
        self.usage = usage
        self.help = help
        self.quick = quick
    }

    /// Its name on the command line.
    public var name: String { command.configuration.commandName ?? "" }
}

/// What `baraja --help` (or a subcommand's) says, as values read from the catalogs: the
/// argument parser still parses, but its help is English-only and aligns by characters, so
/// baraja renders its own from this, in the player's language, aligned by display width.
public struct CommandHelp: Sendable {
    /// One line of a list: what is typed (`--seed <N>`, `<archivo>`, `rank`) and what it does.
    public struct Entry: Sendable {
        public let label: String
        public let text: String

        public init(_ label: String, _ text: String) {
            self.label = label
            self.text = text
        }
    }

    public var abstract: String
    public var discussion: String?
    public var usage: [String]
    public var arguments: [Entry]
    public var options: [Entry]
    public var subcommands: [Entry]

    public init(
        abstract: String, discussion: String? = nil, usage: [String], arguments: [Entry] = [], options: [Entry],
        subcommands: [Entry] = []
    ) {
        self.abstract = abstract
        self.discussion = discussion
        self.usage = usage
        self.arguments = arguments
        self.options = options
        self.subcommands = subcommands
    }

    /// `--name <value>` as the help and the usage show it.
    public static func option(_ name: String, value: String? = nil) -> String {
        value.map { "--\(name) <\($0)>" } ?? "--\(name)"
    }
}
