import Catalog
import Host

/// Wiring from options to a running session, shared by the executable and its tests.
public enum Startup {
    public struct Options: Sendable {
        public var language: Language?
        public var seed: UInt64?
        public var game: GameID?
        public var color: ColorChoice
        /// Whether `color` was given on the command line (else the saved preference counts).
        public var colorGiven: Bool
        /// `--new`: start games afresh instead of offering to continue a saved one.
        public var fresh: Bool
        /// `--deal FILE` (`-`: standard input): the Klondike deal to play.
        public var deal: String?
        /// `--draw 1|3`: Klondike's draw mode.
        public var draw: Int?
        public init(
            language: Language?, seed: UInt64?, game: GameID?, color: ColorChoice, colorGiven: Bool = true,
            fresh: Bool = false, deal: String? = nil, draw: Int? = nil
        ) {
            self.language = language
            self.seed = seed
            self.game = game
            self.color = color
            self.colorGiven = colorGiven
            self.fresh = fresh
            self.deal = deal
            self.draw = draw
        }
    }

    /// A game by any of its names in any language (`sieteymedia`, `7.5`, `siete`, …).
    public static func game(named word: String, localizer: Localizer) -> GameID? {
        GameID.allCases.first { localizer.anyLanguageLists(word, under: "game.\($0.rawValue).aliases") }
    }

    /// Runs the session on the real terminal (or piped input) and returns the exit status.
    public static func run(_ options: Options, catalogs: Catalogs, environment: [String: String]) -> Int32 {
        // Saves, statistics and preferences; a bad file is set aside and reported at the opening.
        let files = LiveFileSystem(environment: environment)
        let store = Store.live(environment: environment)
        let preferences = store.preferences
        // Precedence: --lang, then the environment naming a language, then `lang` saved, then English.
        let language =
            options.language ?? Language.fromEnvironment(environment)
            ?? preferences.language.flatMap(Language.init(rawValue:)) ?? .en
        var system = SystemRandomNumberGenerator()
        let seed = options.seed ?? system.next()
        let stdoutIsTerminal = Platform.isTerminal(1)
        // Colour: --color, then NO_COLOR / TERM=dumb, then `color` saved, then auto.
        let saved = preferences.color.flatMap(ColorChoice.init(rawValue:)) ?? .auto
        let environmentForbids = (environment["NO_COLOR"].map { !$0.isEmpty } ?? false) || environment["TERM"] == "dumb"
        let autoColour = Style.decide(.auto, environment: environment, stdoutIsTerminal: stdoutIsTerminal)
        let colour =
            options.colorGiven
            ? Style.decide(options.color, environment: environment, stdoutIsTerminal: stdoutIsTerminal)
            : environmentForbids
                ? false : Style.decide(saved, environment: environment, stdoutIsTerminal: stdoutIsTerminal)
        // --deal: a deal that cannot be read or played stops here, with the reason (status 2).
        var start: KlondikeStart?
        if options.deal != nil || options.draw != nil {
            start = KlondikeStart(drawMode: options.draw.flatMap(KlondikeTable.DrawMode.init(rawValue:)))
        }
        if let argument = options.deal {
            let source = KlondikeDeals.Source(argument)
            switch KlondikeDeals.load(source, files: files) {
            case .success(let deal):
                start?.deal = deal
                start?.source = source
            case .failure(let failure):
                let localizer = Localizer(catalogs: catalogs, language: language)
                Platform.writeStandardError(
                    localizer.text(KlondikeDeals.failureMessage(failure, source: source)) + "\n")
                return 2
            }
            if source == .standardInput { KlondikeDeals.attachTerminal() }
        }
        let game = options.game ?? (start != nil ? .klondike : nil)
        let interactive = Platform.isTerminal(0) && Platform.isTerminal(1)
        let columns = { Platform.terminalColumns(environment) }
        // BARAJA_SCRIPTED_CLOCK=7: every reading of the clock 7 s after the last, so that the
        // end-to-end tests see the same game times as the golden transcripts.
        let clock =
            environment["BARAJA_SCRIPTED_CLOCK"].flatMap(Double.init).map { REPL.scriptedClock(step: $0) }
            ?? Platform.monotonicSeconds
        let session = Session(
            catalogs: catalogs, language: language, seed: seed, colour: colour, width: columns(),
            clock: clock, store: store, offerResume: !options.fresh, autoColour: autoColour,
            klondikeStart: start, files: files)
        var reader: LineReader = PipedLineReader()
        if interactive {
            let history = Platform.historyPath(environment)
            if let history, !history.writable {
                Platform.writeStandardError(
                    session.renderer.text("console.history.unwritable", .verbatim(history.path)) + "\n")
            }
            reader = EditLineReader(
                historyPath: history.flatMap { $0.writable ? $0.path : nil },
                completer: session.completions(for:))
        }
        REPL.run(session, reader: reader, write: Platform.writeStandardOutput, game: game, columns: columns)
        return 0
    }
}
