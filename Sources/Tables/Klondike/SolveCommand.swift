import ArgumentParser
import Catalog
import Host
import Klondike
import KlondikeSolver
import ShellKit
import SolveKit
import TableKit

/// `baraja solve [--draw 1|3] [--budget SECONDS] [--memory SIZE] [--shortest] [--verify] FILE…`: one line per deal (the
/// file, the verdict, the moves of the line found, the time, the positions searched), and with
/// `--verify` a second line checking the verdict (a loss by the verifier's plain exhaustive
/// search, given as many seconds again; a win by replaying its line in the engine). Exit
/// status 0 when every file was read and searched, whatever the verdicts; 2 when a file could
/// not be read or is not a deal (it is reported on standard error, and the others are still
/// solved); 1 when a check contradicts the solver (before 2: the graver news). With
/// `--shortest`, the rest of each deal's budget goes to a longer search for a shorter line
/// (`Solver.shortest`).
struct SolveCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "solve", abstract: CLIText.string("cli.solve.abstract"))
    }

    @Option(name: .long, help: ArgumentHelp(CLIText.string("cli.output.lang.help"), valueName: CLIText.languageValue))
    var lang: String?

    @Option(name: .long, help: ArgumentHelp(CLIText.string("cli.solve.draw.help"), valueName: "1|3"))
    var draw: String?

    // Unconditional: `--budget -1` is a value to refuse with the reason, not a missing one.
    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            CLIText.string("cli.solve.budget.help"),
            valueName: CLIText.string("cli.solve.budget.value")))
    var budget: String?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            CLIText.text("cli.solve.memory.help"), valueName: CLIText.string("cli.solve.memory.value")))
    var memory: String?

    @Flag(name: .long, help: ArgumentHelp(CLIText.string("cli.solve.shortest.help")))
    var shortest = false

    @Flag(name: .long, help: ArgumentHelp(CLIText.string("cli.solve.verify.help")))
    var verify = false

    @Argument(help: ArgumentHelp(CLIText.string("cli.solve.files.help"), valueName: CLIText.string("cli.deal.value")))
    var files: [String] = []

    func validate() throws { _ = try request.checked() }

    func run() throws {
        let status = try request.checked().run()
        if status != 0 { throw ExitCode(status) }
    }

    /// The command line's values, as the parser read them.
    private var request: Request {
        Request(
            lang: lang, draw: drawText, budget: budget, memory: memory, shortest: shortest, verify: verify,
            files: files)
    }

    /// `--draw` is also the top command's option, and the argument parser gives it to that
    /// one even when it comes after `solve`: then it is read from the command line.
    private var drawText: String? {
        draw ?? CLIText.optionValue("--draw", in: Array(CommandLine.arguments.dropFirst()))
    }

    /// What a `solve` command line asks, whether the argument parser read it or `quick` did.
    struct Request {
        var lang: String?
        var draw: String?
        var budget: String?
        var memory: String?
        var shortest = false
        var verify = false
        var files: [String] = []

        /// A search with every value read: the draw mode, seconds and bytes.
        struct Checked {
            var draw: Int
            var seconds: Double
            var memory: Int
            var shortest: Bool
            var verify: Bool
            var files: [String]

            /// Solves the files, a line each (see `KlondikeDeals.solveFiles`); the exit status.
            func run() -> Int32 {
                let (memory, shortest) = (memory, shortest)
                // Its lines (`cli.solve.…`, the time's words) are in a table of their own: looked
                // for there first, not in every table before it.
                let localizer = CLIText.localizer
                localizer.catalogs.readFirst(
                    ["KlondikeSolve.strings"], of: localizer.catalogs.chain(of: localizer.language))
                return KlondikeDeals.solveFiles(
                    files, draw: draw, budget: seconds, verify: verify, memory: memory,
                    localizer: localizer, output: Platform.writeStandardOutput,
                    errors: Platform.writeStandardError,
                    search: { deal, mode, budget, clock in
                        SolveCommand.solve(
                            deal, drawMode: mode, budget: budget, memory: memory, shortest: shortest, clock: clock)
                    })
            }
        }

        /// The values read, or the localized validation error of the first that is not right.
        func checked() throws -> Checked {
            if let lang { _ = try CLIText.language(named: lang) }
            let mode = try CLIText.drawMode(draw) ?? 1
            let seconds = try self.seconds()
            let bytes = try self.bytes()
            if files.isEmpty { throw ValidationError(CLIText.string("cli.error.solve.files")) }
            if files.filter({ $0 == "-" }).count > 1 { throw ValidationError(CLIText.string("cli.error.solve.stdin")) }
            return Checked(
                draw: mode, seconds: seconds, memory: bytes, shortest: shortest, verify: verify, files: files)
        }

        /// The time allowed per deal (default 10 s).
        private func seconds() throws -> Double {
            guard let value = DealSearch.seconds(budget) else {
                throw ValidationError(CLIText.localizer.text("cli.error.budget", .verbatim(budget ?? "")))
            }
            return value
        }

        /// The memory limit for each deal's search, the whole process's (default: a share of
        /// the machine's, `MemoryLimit.machineDefault`).
        private func bytes() throws -> Int {
            guard let memory else { return MemoryLimit.machineDefault }
            guard let bytes = MemoryLimit.parse(memory, machine: MemoryLimit.machine) else {
                throw ValidationError(CLIText.localizer.text(MemoryLimit.refusal(memory)))
            }
            return bytes
        }

        /// The words after `solve` read without the argument parser: each option once, with
        /// its value in the next word (`--budget 5`), the flags, and files that do not start
        /// with a dash (`-` alone is standard input). Nil for anything else (help, `--opt=value`,
        /// `--`, an option given twice or without its value, a value that is refused): the
        /// parser then reads the line, as it would have.
        static func quick(_ words: [String]) -> Checked? {
            var request = Request()
            var seen: Set<String> = []
            var i = 0
            while i < words.count {
                let word = words[i]
                i += 1
                guard word.hasPrefix("-"), word != "-" else {
                    if word == "help" { return nil }
                    request.files.append(word)
                    continue
                }
                guard seen.insert(word).inserted else { return nil }
                switch word {
                case "--shortest": request.shortest = true
                case "--verify": request.verify = true
                case "--lang", "--draw", "--budget", "--memory":
                    guard i < words.count else { return nil }
                    let value = words[i]
                    i += 1
                    switch word {
                    case "--lang": request.lang = value
                    case "--draw": request.draw = value
                    case "--budget": request.budget = value
                    default: request.memory = value
                    }
                default: return nil
                }
            }
            return try? request.checked()
        }
    }

    /// One deal searched within `seconds`, as the game's `solve` searches it; with `shortest`,
    /// what is left of the time then goes to the search for a shorter line (within
    /// `Solver.shortestStates` positions for each of its searches).
    static func solve(
        _ deal: Klondike.Position, drawMode: Klondike.DrawMode, budget seconds: Double, memory: Int, shortest: Bool,
        clock: @escaping @Sendable () -> Double
    ) -> KlondikeDeals.Searched {
        let start = clock()
        // The usual shortening first (the game's `solve`'s): the longer search then starts from
        // its line, so the line with `shortest` is never longer than without, even when time
        // runs out.
        var searched = KlondikeDeals.solve(
            deal, drawMode: drawMode, budget: seconds, memory: memory,
            shortening: shortest ? Budget.defaultShortening : 0, clock: clock)
        guard shortest, searched.solution.verdict == .winnable else { return searched }
        searched.solution = Solver.shortest(
            searched.solution, from: deal, drawMode: drawMode, stop: { clock() - start >= seconds })
        searched.seconds = clock() - start
        searched.fewest = Solver.fewestMoves(deal, drawMode: drawMode)
        return searched
    }
}

extension KlondikeTable {
    static var shellCommands: [ShellCommand] {
        [
            ShellCommand(
                SolveCommand.self,
                usage: {
                    "baraja solve [--lang <\(CLIText.languageValue)>] [--draw <1|3>] [--budget <\(CLIText.string("cli.solve.budget.value"))>] "
                        + "[--memory <\(CLIText.string("cli.solve.memory.value"))>] "
                        + "[--shortest] [--verify] <\(CLIText.string("cli.deal.value"))> ..."
                },
                help: {
                    CommandHelp(
                        abstract: CLIText.string("cli.solve.abstract"),
                        usage: [Self.shellCommands[0].usage()],
                        arguments: [
                            .init("<\(CLIText.string("cli.deal.value"))>", CLIText.string("cli.solve.files.help"))
                        ],
                        options: [
                            .init("--lang <\(CLIText.languageValue)>", CLIText.string("cli.output.lang.help")),
                            .init("--draw <1|3>", CLIText.string("cli.solve.draw.help")),
                            .init(
                                "--budget <\(CLIText.string("cli.solve.budget.value"))>",
                                CLIText.string("cli.solve.budget.help")),
                            .init(
                                "--memory <\(CLIText.string("cli.solve.memory.value"))>",
                                CLIText.text("cli.solve.memory.help")),
                            .init("--shortest", CLIText.string("cli.solve.shortest.help")),
                            .init("--verify", CLIText.string("cli.solve.verify.help")),
                        ] + CommandHelp.standardOptions)
                },
                quick: ShellCommand.Quick(name: "solve") { SolveCommand.Request.quick($0)?.run() })
        ]
    }
}

extension CLIText {
    /// `--draw 1|3` as a number, or a localized validation error.
    static func drawMode(_ text: String?) throws -> Int? {
        guard let text else { return nil }
        guard let problem = KlondikeTable.startOptionProblem("draw", value: text) else { return Int(text) }
        throw ValidationError(localizer.text(problem))
    }
}
