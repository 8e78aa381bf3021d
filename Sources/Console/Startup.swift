import Catalog

/// Wiring from options to a running session, shared by the executable and its tests.
public enum Startup {
    public struct Options: Sendable {
        public var language: Language?
        public var seed: UInt64?
        public var game: GameID?
        public var color: ColorChoice
        public init(language: Language?, seed: UInt64?, game: GameID?, color: ColorChoice) {
            self.language = language; self.seed = seed; self.game = game; self.color = color
        }
    }

    /// A game by any of its names in any language (`sieteymedia`, `7.5`, `siete`, …).
    public static func game(named word: String, localizer: Localizer) -> GameID? {
        GameID.allCases.first { localizer.anyLanguageLists(word, under: "game.\($0.rawValue).aliases") }
    }

    /// Runs the session on the real terminal (or piped input) and returns the exit status.
    public static func run(_ options: Options, catalogs: Catalogs, environment: [String: String]) -> Int32 {
        let language = options.language ?? Language.fromEnvironment(environment) ?? .en
        var system = SystemRandomNumberGenerator()
        let seed = options.seed ?? system.next()
        let interactive = Platform.isTerminal(0) && Platform.isTerminal(1)
        let colour = Style.decide(options.color, environment: environment, stdoutIsTerminal: Platform.isTerminal(1))
        let columns = { Platform.terminalColumns(environment) }
        // BARAJA_SCRIPTED_CLOCK=7: every reading of the clock 7 s after the last, so that the
        // end-to-end tests see the same game times as the golden transcripts.
        let clock = environment["BARAJA_SCRIPTED_CLOCK"].flatMap(Double.init).map { REPL.scriptedClock(step: $0) }
            ?? Platform.monotonicSeconds
        let session = Session(catalogs: catalogs, language: language, seed: seed, colour: colour, width: columns(),
                              clock: clock)
        var reader: LineReader = PipedLineReader()
        if interactive {
            let history = Platform.historyPath(environment)
            if let history, !history.writable {
                Platform.writeStandardError(session.renderer.text("console.history.unwritable", .verbatim(history.path)) + "\n")
            }
            reader = EditLineReader(historyPath: history.flatMap { $0.writable ? $0.path : nil },
                                    completer: session.completions(for:))
        }
        REPL.run(session, reader: reader, write: Platform.writeStandardOutput, game: options.game, columns: columns)
        return 0
    }
}
