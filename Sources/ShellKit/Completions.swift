import Catalog

/// What baraja's command line takes, for the shells' completion scripts: options, their
/// values, subcommands and their files, each with its description in every language (the
/// catalogs' words). One script serves every language: zsh and fish choose the descriptions
/// when they complete, from the locale, as baraja itself does (`Language.fromEnvironment`).
public struct CompletionSpec: Sendable {
    /// A text in each language, by the language's code.
    public typealias Described = [Language: String]

    public enum Value: Sendable {
        /// One of these words.
        case words([Word])
        /// A file name.
        case file
        /// Something typed freely (a number): nothing to offer.
        case free(name: String)
    }

    public struct Word: Sendable {
        public var word: String
        public var help: Described

        public init(_ word: String, _ help: Described) {
            self.word = word
            self.help = help
        }
    }

    public struct Option: Sendable {
        /// `--lang`, `-h`.
        public var names: [String]
        public var value: Value?
        public var help: Described

        public init(_ names: [String], value: Value? = nil, help: Described) {
            self.names = names
            self.value = value
            self.help = help
        }
    }

    public struct Command: Sendable {
        public var name: String
        public var help: Described
        public var options: [Option]
        /// What its words after the options are (`solve`'s files), if anything is offered.
        public var arguments: Value?

        public init(_ name: String, help: Described, options: [Option], arguments: Value? = nil) {
            self.name = name
            self.help = help
            self.options = options
            self.arguments = arguments
        }
    }

    public var program: String
    public var options: [Option]
    public var subcommands: [Command]

    public init(program: String, options: [Option], subcommands: [Command]) {
        self.program = program
        self.options = options
        self.subcommands = subcommands
    }

    /// The shells there are scripts for.
    public static let shells = ["bash", "zsh", "fish"]

    /// The script for `shell` (one of `shells`), nil for another.
    public func script(for shell: String) -> String? {
        switch shell {
        case "bash": bash()
        case "zsh": zsh()
        case "fish": fish()
        default: nil
        }
    }

    /// Text in single quotes for a POSIX shell, zsh or fish (a quote inside closed, escaped, reopened).
    static func quoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// One line, for a description: line breaks and tabs become spaces.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\t" ? " " : $0 })
    }

    /// The languages found (the catalogs' folders), English first (the fallback).
    static var languages: [Language] {
        let found = CLIText.localizer.languages
        return found.filter { $0 == .en } + found.filter { $0 != .en }
    }
}
