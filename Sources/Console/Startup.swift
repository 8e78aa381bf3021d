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

    /// What start-up reads from around it before deciding anything: the environment, whether
    /// standard input and output are terminals, and the choices kept in the preferences.
    public struct Surroundings: Sendable {
        public var environment: [String: String]
        public var inputIsTerminal: Bool
        public var outputIsTerminal: Bool
        public var preferences: Preferences

        public init(
            environment: [String: String], inputIsTerminal: Bool, outputIsTerminal: Bool,
            preferences: Preferences = Preferences()
        ) {
            self.environment = environment
            self.inputIsTerminal = inputIsTerminal
            self.outputIsTerminal = outputIsTerminal
            self.preferences = preferences
        }
    }

    /// What start-up decided from the options and the surroundings (no IO made it).
    public struct Plan: Equatable, Sendable {
        /// The language spoken: `--lang`, then the environment's, then `lang` kept, then English.
        public var language: Language
        /// Colour now: `--color`, then NO_COLOR / TERM=dumb, then `color` kept, then auto.
        public var colour: Bool
        /// What `color auto` means here.
        public var autoColour: Bool
        /// Whether questions may be asked (input from a terminal; a script is never asked).
        public var asks: Bool
        /// Input and output are both a terminal: the line editor, and a forfeit asked first.
        public var interactive: Bool
        /// `BARAJA_SCRIPTED_CLOCK=7`: every reading of the clock 7 s after the last, so that the
        /// end-to-end tests see the same game times as the golden transcripts.
        public var scriptedClockStep: Double?
        /// What becomes of a saved game when its game is entered.
        public var savedGames: SavedGames
    }

    /// The language spoken: `--lang`, then the environment naming a language, then `lang`
    /// kept, then English.
    public static func language(
        _ options: Options, environment: [String: String], preferences: Preferences, catalogs: Catalogs
    ) -> Language {
        options.language ?? Language.fromEnvironment(environment, among: catalogs.languages)
            ?? preferences.language.flatMap { catalogs.language(named: $0) } ?? .en
    }

    /// The decisions of start-up: pure, from the options, the surroundings, what a game's
    /// start options prepared (`start`) and the languages the catalogs have.
    public static func plan(
        _ options: Options, _ around: Surroundings, start: StartPlan? = nil, catalogs: Catalogs
    ) -> Plan {
        let environment = around.environment
        let preferences = around.preferences
        let language = language(options, environment: environment, preferences: preferences, catalogs: catalogs)
        let saved = preferences.color.flatMap(ColorChoice.init(rawValue:)) ?? .auto
        let decide = { Style.decide($0, environment: environment, stdoutIsTerminal: around.outputIsTerminal) }
        // The environment's refusal outweighs a kept `color always`; only `--color` outweighs it.
        let colour =
            options.colorGiven
            ? decide(options.color) : Style.environmentForbidsColour(environment) ? false : decide(saved)
        // Piped input is never asked anything. A saved game: continued with --resume, replaced
        // with --new; with piped input, --seed or --deal, left as it is (the fresh game is not
        // saved over it); else offered.
        let asks = around.inputIsTerminal
        let keeps = !asks || options.seed != nil || start?.replacesSave == true
        let savedGames: SavedGames = options.resume ? .resume : options.fresh ? .replace : keeps ? .keep : .offer
        return Plan(
            language: language, colour: colour, autoColour: decide(.auto), asks: asks,
            interactive: around.inputIsTerminal && around.outputIsTerminal,
            scriptedClockStep: environment["BARAJA_SCRIPTED_CLOCK"].flatMap(Double.init), savedGames: savedGames)
    }

    /// Runs the session on the real terminal (or piped input) and returns the exit status: the
    /// IO around `plan`.
    public static func run(_ options: Options, games: Games, catalogs: Catalogs, environment: [String: String]) -> Int32
    {
        // Saves, statistics and preferences; a bad file is set aside and reported at the opening.
        let files = LiveFileSystem(environment: environment)
        let store = Store.live(environment: environment, knownGames: Set(games.ids.map(\.rawValue)))
        let language = language(
            options, environment: environment, preferences: store.preferences, catalogs: catalogs)
        // The tables of the language spoken (its fallbacks, English): a malformed one stops here.
        do {
            try catalogs.preload(catalogs.chain(of: language))
        } catch {
            Platform.writeStandardError("\(error)\n")
            return 2
        }
        var system = SystemRandomNumberGenerator()
        let seed = options.seed ?? system.next()
        // A game's start options: what they name is read now (a file); what cannot be
        // read or played stops here, with the reason (status 2).
        var start: StartPlan?
        if let name = options.startOptions.keys.sorted().first, let table = games.table(takingStartOption: name) {
            let context = StartContext(
                files: files, readStandardInput: { Platform.readStandardInputToEnd() },
                attachTerminal: Platform.attachTerminalToStandardInput)
            switch table.prepareStart(options.startOptions, context: context) {
            case .success(let prepared): start = prepared
            case .failure(let failure):
                let localizer = Localizer(catalogs: catalogs, language: language)
                Platform.writeStandardError(localizer.text(failure.message) + "\n")
                return 2
            }
        }
        // Read after the start options: a deal read from standard input attaches the terminal.
        let around = Surroundings(
            environment: environment, inputIsTerminal: Platform.isTerminal(0), outputIsTerminal: Platform.isTerminal(1),
            preferences: store.preferences)
        let plan = plan(options, around, start: start, catalogs: catalogs)
        let columns = { Platform.terminalColumns(environment) }
        let clock = plan.scriptedClockStep.map { REPL.scriptedClock(step: $0) } ?? Platform.monotonicSeconds
        let session = Session(
            games: games, catalogs: catalogs, language: plan.language, seed: seed, colour: plan.colour,
            width: columns(), clock: clock, store: store, savedGames: plan.savedGames, asks: plan.asks,
            autoColour: plan.autoColour, startPlan: start, files: files, confirmsLosses: plan.interactive)
        session.warnings = { Platform.writeStandardError($0) }
        let reader: LineReader =
            plan.interactive ? editor(for: session, files: files, environment: environment) : PipedLineReader()
        Interrupts.install()
        REPL.run(
            session, reader: reader, write: Platform.writeStandardOutput, game: options.game ?? start?.game,
            columns: columns)
        return 0
    }

    /// The line editor at a terminal, with the history file (what is wrong with it said on
    /// standard error).
    static func editor(for session: Session, files: LiveFileSystem, environment: [String: String]) -> LineReader {
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
                    session.renderer.text("console.history.foreign", .verbatim(foreign), .verbatim(found.write))
                        + "\n")
            }
            if let slash = history.path.lastIndex(of: "/") {
                files.removeStaleTemporaries(in: String(history.path[..<slash]))
            }
            plan = found
        }
        return EditLineReader(history: plan, completer: session.completions(for:))
    }
}
