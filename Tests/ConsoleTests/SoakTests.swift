import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import CardKit
@testable import Catalog
@testable import Console
@testable import ConsoleChecks
@testable import KlondikeConsole
@testable import PokerConsole
@testable import SetConsole
@testable import SieteYMediaConsole

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Drives every game in `Registry.games.ids` with random commands: valid ones in all three
/// languages (with valid and invalid arguments), misspelt ones, random bytes, language
/// switches, trips to the lobby and back, and sessions closed and resumed from their saves.
/// After every command each game's invariants must hold and nothing raw reaches the screen;
/// every so often each table must come back the same from its save file.
///
/// `BARAJA_SOAK_COMMANDS` sets the number of commands (by default 100,000, or 10,000 in the
/// short run of `TestSize`, `scripts/test`'s; CI runs the full length), played as two runs
/// of half as many, side by side (`parts`: the soak is the longest test, and a run is one
/// thread); `BARAJA_SOAK_SEED` the generator's seed (the second run's is the next one). The
/// check that games come to their end scales with the commands each game is given
/// (`endingEvery`).
@Suite struct SoakTests {
    static let environment = ProcessInfo.processInfo.environment
    static let commandCount =
        environment["BARAJA_SOAK_COMMANDS"].flatMap(Int.init) ?? TestSize.pick(short: 10_000, full: 100_000)
    static let seed = environment["BARAJA_SOAK_SEED"].flatMap(UInt64.init) ?? 20_261_122
    /// Each game must end at least once per this many commands given to it (while it is the
    /// game in play), whatever the length of the run. Measured (seeds 1–4 at 30,000 commands
    /// and the default run of 100,000): an end every 30–33 commands given to siete y media,
    /// 16–19 to Set, 27–29 to Klondike, 33–40 to poker. 400 is ten times the slowest: a
    /// game given 400 commands expects about ten ends (none by bad luck: about e^-10), and a
    /// game that stops ending, or ends ten times less often, fails the run.
    static let endingEvery = 400

    /// The runs the commands are shared among, run in parallel.
    static let parts = 2

    @Test(arguments: 0..<parts) func everyGameSurvivesRandomCommands(part: Int) throws {
        // `solve` and `new winnable` come up thousands of times: Klondike's solver is a cheap
        // stand-in here (it wins endings), so the soak tests the console, not the search.
        // Likewise stud poker's simulations (computer decisions, `hint`): 50 deals, not thousands.
        // `warn lost on` checks after every move: a short check here too.
        try KlondikeTable.$solving.withValue(StandIn.ending) {
            try KlondikeTable.$lossChecking.withValue(StandIn.shortLossCheck) {
                try PokerTable.$simulations.withValue(50) {
                    // The first run takes what a division leaves over: the commands add up.
                    let share = Self.commandCount / Self.parts + (part == 0 ? Self.commandCount % Self.parts : 0)
                    try soak(seed: Self.seed &+ UInt64(part), commands: share)
                }
            }
        }
    }

    private func soak(seed: UInt64, commands: Int) throws {
        var random = SeededRNG(seed: seed)
        let catalogs = Repository.catalogs
        let localizer = Localizer(catalogs: catalogs, language: .en)
        let store = Store.inMemory()
        let words = Vocabulary(localizer: localizer)
        func newSession() -> Session {
            let language = Language.allCases[random.below(Language.allCases.count)]
            return Session(
                games: Registry.games, catalogs: catalogs, language: language, seed: random.next(), colour: false,
                width: [nil, 80, 40, 24][random.below(4)], clock: REPL.scriptedClock(), store: store)
        }
        var session = newSession()
        var output = session.opening(game: Registry.games.ids[random.below(Registry.games.ids.count)])
        var counts = (commands: 0, bytes: 0, resumed: 0, roundTrips: 0)
        var ended: [GameID: [GameOver.Result: Int]] = [:]
        var given: [GameID: Int] = [:]
        func tally(_ finished: Session) {
            for (game, results) in finished.endings { ended[game, default: [:]].merge(results, uniquingKeysWith: +) }
        }
        while counts.commands < commands {
            counts.commands += 1
            if case .game(let game) = session.place { given[game, default: 0] += 1 }
            let roll = random.below(1000)
            let line: String
            if roll < 30 {
                // Random bytes: invalid UTF-8, control characters, escape sequences.
                let bytes = (0..<random.below(24)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                counts.bytes += 1
                output = session.handle(bytes: bytes)
                line = "<bytes \(bytes)>"
            } else if roll < 36 || session.isFinished {
                // The session ends; a new one (maybe another language) resumes from the saves.
                tally(session)
                session = newSession()
                counts.resumed += 1
                output = session.opening(
                    game: random.coin() ? nil : Registry.games.ids[random.below(Registry.games.ids.count)])
                line = "<new session>"
            } else {
                line = words.line(&random, at: session)
                output = session.handle(line)
            }
            let problems = session.invariantProblems()
            #expect(problems.isEmpty, "after \(counts.commands) commands, \(line.debugDescription): \(problems)")
            #expect(
                !withoutColour(output).unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F },
                "raw control characters shown after \(line.debugDescription): \(output.debugDescription)")
            if !problems.isEmpty { return }
            if counts.commands % 211 == 0 {
                counts.roundTrips += 1
                let trips = session.saveRoundTripProblems()
                #expect(trips.isEmpty, "\(trips)")
            }
        }
        tally(session)
        let ends = Registry.games.ids.map { game -> String in
            let results = ended[game] ?? [:]
            return
                "\(game.rawValue) \(results.values.reduce(0, +)) ended (\(results[.won] ?? 0) won) in \(given[game] ?? 0) commands"
        }
        print(
            "soak: \(counts.commands) commands (\(counts.bytes) of random bytes), \(counts.resumed) sessions resumed, "
                + "\(counts.roundTrips) save round trips; games: \(ends.joined(separator: ", "))")
        // The commands reach the end of every game, not only its refusals: at least one end
        // per `endingEvery` commands given to the game, however many commands the run has.
        for game in Registry.games.ids {
            let count = (ended[game] ?? [:]).values.reduce(0, +)
            let due = (given[game] ?? 0) / Self.endingEvery
            #expect(
                count >= due,
                """
                \(game.rawValue) came to an end \(count) times in \(given[game] ?? 0) commands given to it; \
                at least one end per \(Self.endingEvery) commands is expected
                """)
        }
    }
}

/// The text without the renderer's own colour codes (`ESC [ digits m`): any other escape is
/// left in, for the caller to find.
func withoutColour(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    var scalars = text.unicodeScalars[...]
    while let c = scalars.popFirst() {
        if c == "\u{1B}", scalars.first == "[" {
            let rest = scalars.dropFirst()
            let digits = rest.prefix { ("0"..."9").contains($0) }
            if rest.dropFirst(digits.count).first == "m" {
                scalars = rest.dropFirst(digits.count + 1)
                continue
            }
        }
        out.append(c)
    }
    return String(out)
}

/// Words to type: every command word of every language, each command's arguments (right
/// and wrong), yes and no, and typos.
struct Vocabulary {
    let localizer: Localizer
    let specs: [CommandSpec]
    let answers: [String]
    static let textArguments = [
        "1", "2", "3", "7", "12", "0", "-1", "99", "a", "b", "1 2", "3 5 7", "f1", "t2", "k",
        "A♠", "10h", "xyz", "🂡", "한", "ñ", "1 f", "2 3", "all",
    ]

    init(localizer: Localizer) {
        self.localizer = localizer
        specs = Session.specs(for: Registry.games)
        answers = Language.allCases.flatMap {
            localizer.words("answer.yes.words", in: $0) + localizer.words("answer.no.words", in: $0)
        }
    }

    func line(_ random: inout SeededRNG, at session: Session) -> String {
        // Now and then an answer to a question, or a word no command has.
        if random.below(session.isAsking ? 2 : 20) == 0 { return answers[random.below(answers.count)] }
        if random.below(40) == 0 { return ["", " ", "xyzzy", "hti", "plya", "ayuad", "\t", "quitt"][random.below(8)] }
        // Commands available here are far likelier than the others.
        let here = session.commands.available(at: session.place)
        let pool = random.below(6) == 0 ? specs : here
        var spec = pool[random.below(pool.count)]
        // Leaving the session is rare, so games get played.
        if spec.id == .quit && random.below(50) != 0 { spec = here[random.below(here.count)] }
        let language = Language.allCases[random.below(Language.allCases.count)]
        let commandWords = localizer.aliases(ofCommand: spec.id, in: language)
        var line = commandWords.isEmpty ? spec.id.rawValue : commandWords[random.below(commandWords.count)]
        let suggested = Self.soakArguments(after: spec.id, at: session)
        if !suggested.isEmpty, random.below(4) != 0 {
            // The game's own idea of a sensible argument, so that games get played to the end.
            line += " " + suggested[random.below(suggested.count)]
        } else if let argument = argument(for: spec.argument, &random) {
            line += " " + argument
        }
        return line
    }

    /// What the soak types after a command in the game in play: the game's own suggestions
    /// and, where a game needs more to reach its end or its refusals, more: Set's whole sets
    /// (which completion must never give away), and siete y media's wagers out of its limits.
    static func soakArguments(after command: CommandID, at session: Session) -> [String] {
        guard case .game(let game) = session.place, let table = session.tables[game] else { return [] }
        let suggested = table.asSuggesting?.suggestedArguments(for: command) ?? []
        switch table {
        case let set as SetTable where command == .tap:
            let sets = set.game.setsOnTable.map { "\($0.0 + 1) \($0.1 + 1) \($0.2 + 1)" }
            return suggested + sets + sets
        case is SieteYMediaTable where command == .wager:
            return suggested + ["0", "51", "1000", "diez", "-5"]
        default:
            return suggested
        }
    }

    private func argument(for spec: ArgumentSpec, _ random: inout SeededRNG) -> String? {
        if random.below(12) == 0 { return Self.textArguments[random.below(Self.textArguments.count)] }
        guard let kind = spec.kind, spec == .required(kind) || random.below(3) != 0 else { return nil }
        let language = Language.allCases[random.below(Language.allCases.count)]
        let candidates: [String]
        switch kind {
        case .command: candidates = specs.flatMap { localizer.aliases(ofCommand: $0.id, in: language) }
        case .game:
            candidates = Registry.games.ids.flatMap { localizer.words("game.\($0.rawValue).aliases", in: language) }
        case .language: candidates = Language.allCases.map(\.rawValue) + ["xx"]
        case .choice(let prefix, let values):
            candidates = values.flatMap { localizer.choiceWords(prefix: prefix, value: $0, in: language) }
        case .text: candidates = Self.textArguments
        }
        return candidates.isEmpty ? nil : candidates[random.below(candidates.count)]
    }
}
