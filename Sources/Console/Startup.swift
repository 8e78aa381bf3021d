import Catalog
import Host
import TableKit

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
        /// `--resume`: continue the saved game without asking (also with piped input).
        public var resume: Bool
        /// A game's own options (`--NAME VALUE`), by name without the dashes: given one, baraja
        /// starts in the game that takes it.
        public var startOptions: [String: String]
        public init(
            language: Language?, seed: UInt64?, game: GameID?, color: ColorChoice, colorGiven: Bool = true,
            fresh: Bool = false, resume: Bool = false, startOptions: [String: String] = [:]
        ) {
            self.language = language
            self.seed = seed
            self.game = game
            self.color = color
            self.colorGiven = colorGiven
            self.fresh = fresh
            self.resume = resume
            self.startOptions = startOptions
        }
    }

    /// Runs the session on the real terminal (or piped input) and returns the exit status.
    public static func run(_ options: Options, games: Games, catalogs: Catalogs, environment: [String: String]) -> Int32
    {
        // Saves, statistics and preferences; a bad file is set aside and reported at the opening.
        let files = LiveFileSystem(environment: environment)
        let store = Store.live(environment: environment, knownGames: Set(games.ids.map(\.rawValue)))
        let preferences = store.preferences
        // Precedence: --lang, then the environment naming a language, then `lang` saved, then English.
        let language =
            options.language ?? Language.fromEnvironment(environment, among: catalogs.languages)
            ?? preferences.language.flatMap { catalogs.language(named: $0) } ?? .en
        // The tables of the language spoken (its fallbacks, English): a malformed one stops here.
        do {
            try catalogs.preload(catalogs.chain(of: language))
        } catch {
            Platform.writeStandardError("\(error)\n")
            return 2
        }
        var system = SystemRandomNumberGenerator()
        let seed = options.seed ?? system.next()
        let stdoutIsTerminal = Platform.isTerminal(1)
        // Colour: --color, then NO_COLOR / TERM=dumb, then `color` saved, then auto.
        let saved = preferences.color.flatMap(ColorChoice.init(rawValue:)) ?? .auto
        let environmentForbids =
            (environment["NO_COLOR"].map { !$0.isEmpty } ?? false) || environment["TERM"] == "dumb"
        let autoColour = Style.decide(.auto, environment: environment, stdoutIsTerminal: stdoutIsTerminal)
        let colour =
            options.colorGiven
            ? Style.decide(options.color, environment: environment, stdoutIsTerminal: stdoutIsTerminal)
            : environmentForbids
                ? false : Style.decide(saved, environment: environment, stdoutIsTerminal: stdoutIsTerminal)
        // A game's start options: what they name is read now (a file); what cannot be
        // read or played stops here, with the reason (status 2).
        var plan: StartPlan?
        if let name = options.startOptions.keys.sorted().first, let table = games.table(takingStartOption: name) {
            let context = StartContext(
                files: files, readStandardInput: { Platform.readStandardInputToEnd() },
                attachTerminal: Platform.attachTerminalToStandardInput)
            switch table.prepareStart(options.startOptions, context: context) {
            case .success(let prepared): plan = prepared
            case .failure(let failure):
                let localizer = Localizer(catalogs: catalogs, language: language)
                Platform.writeStandardError(localizer.text(failure.message) + "\n")
                return 2
            }
        }
        let game = options.game ?? plan?.game
        let interactive = Platform.isTerminal(0) && Platform.isTerminal(1)
        // Piped input is never asked anything. A saved game: continued with --resume, replaced
        // with --new; with piped input, --seed or --deal, left as it is (the fresh game is not
        // saved over it); else offered.
        let asks = Platform.isTerminal(0)
        let savedGames: SavedGames =
            options.resume
            ? .resume
            : options.fresh ? .replace : !asks || options.seed != nil || plan?.replacesSave == true ? .keep : .offer
        let columns = { Platform.terminalColumns(environment) }
        // BARAJA_SCRIPTED_CLOCK=7: every reading of the clock 7 s after the last, so that the
        // end-to-end tests see the same game times as the golden transcripts.
        let clock =
            environment["BARAJA_SCRIPTED_CLOCK"].flatMap(Double.init).map { REPL.scriptedClock(step: $0) }
            ?? Platform.monotonicSeconds
        let session = Session(
            games: games, catalogs: catalogs, language: language, seed: seed, colour: colour, width: columns(),
            clock: clock, store: store, savedGames: savedGames, asks: asks, autoColour: autoColour,
            startPlan: plan, files: files, confirmsLosses: interactive)
        session.warnings = Platform.writeStandardError
        var reader: LineReader = PipedLineReader()
        if interactive {
            let history = Platform.historyPath(environment)
            if let history, !history.writable {
                Platform.writeStandardError(
                    session.renderer.text("console.history.unwritable", .verbatim(history.path)) + "\n")
            }
            var plan: HistoryFile?
            if let history, history.writable {
                let found = HistoryFile.plan(history.path, files: files)
                if let foreign = found.leftAlone, found.libedit == nil {
                    Platform.writeStandardError(
                        session.renderer.text(
                            "console.history.foreign", .verbatim(foreign), .verbatim(found.write)) + "\n")
                }
                if let slash = history.path.lastIndex(of: "/") {
                    files.removeStaleTemporaries(in: String(history.path[..<slash]))
                }
                plan = found
            }
            reader = EditLineReader(
                history: plan,
                completer: session.completions(for:))
        }
        Interrupts.install()
        REPL.run(session, reader: reader, write: Platform.writeStandardOutput, game: game, columns: columns)
        return 0
    }
}
