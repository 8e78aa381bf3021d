import Catalog
import GameKit
import Host
import Klondike
import KlondikeSolver

/// `baraja solve`'s search of one deal and its line, shared by the two executables (the
/// lean `baraja`, which answers a plain `solve` itself, and `baraja-table`).
public enum DealSearch {
    public typealias Position = Klondike.Position

    /// Where a deal comes from: a file, or standard input (`-`).
    public enum Source: Hashable, Sendable {
        case file(String)
        case standardInput

        /// `-` is standard input, anything else a file.
        public init(_ argument: String) { self = argument == "-" ? .standardInput : .file(argument) }

        /// The name shown for it: the path as given, or "standard input" in the language.
        public var name: Argument {
            switch self {
            case .file(let path): .verbatim(Format.visible(path))
            case .standardInput: .message(Message("klondike.deal.stdin"))
            }
        }
    }

    /// One deal searched: what the solver said, how long it took, and the memory limit it
    /// searched within (bytes, the whole process's: see `MemoryLimit`).
    public struct Searched: Sendable {
        public var solution: Solution
        public var seconds: Double
        public var memory: Int = MemoryLimit.machineDefault
        /// With `baraja solve --shortest` and a win: the fewest moves any win takes
        /// (`Solver.fewestMoves`), for the line saying whether the line found is the shortest.
        public var fewest: Int? = nil

        public init(solution: Solution, seconds: Double, memory: Int = MemoryLimit.machineDefault, fewest: Int? = nil) {
            self.solution = solution
            self.seconds = seconds
            self.memory = memory
            self.fewest = fewest
        }
    }

    /// The time a deal's search is allowed when `--budget` is not given, in seconds.
    public static let defaultSeconds = 10.0

    /// `--budget`'s value as both executables read it: seconds, a finite number above 0 (the
    /// default when none is given); nil when the text is no such number.
    public static func seconds(_ budget: String?) -> Double? {
        guard let budget else { return defaultSeconds }
        guard let value = Double(budget), value > 0, value.isFinite else { return nil }
        return value
    }

    /// Searches a deal within a time budget (in seconds, read on the given clock) and a
    /// memory limit (bytes, for the whole process). The line is the one the search found,
    /// without detours; with `shortening` positions (`Budget.defaultShortening`: as the game's
    /// `solve` shortens it), a search for a shorter one follows. Without it a deal decided in
    /// a few positions costs a few of them: the shortening alone would be most of the whole
    /// process's time (`baraja solve`; `--shortest` asks for it).
    public static func solve(
        _ deal: Position, drawMode: Klondike.DrawMode, budget seconds: Double,
        memory: Int = MemoryLimit.machineDefault, shortening: Int = 0,
        clock: @escaping @Sendable () -> Double = Platform.monotonicSeconds
    ) -> Searched {
        let start = clock()
        let stop: @Sendable () -> Bool = { clock() - start >= seconds }
        let solution = Solver.solve(
            deal, drawMode: drawMode,
            budget: Budget(
                states: 1 << 40, stop: stop, shortening: shortening,
                memory: Budget.tableShare(ofProcessLimit: memory)))
        return Searched(solution: solution, seconds: clock() - start, memory: memory)
    }

    /// `deal.txt: winnable in 112 moves (0.84 s, 41,213 positions searched).`
    public static func line(_ searched: Searched, source: Source) -> Message {
        let time = Argument.message(duration(searched.seconds))
        let states = Argument.int(searched.solution.states)
        switch searched.solution.verdict {
        case .winnable:
            let moves = searched.solution.moves.count
            return Message("cli.solve.winnable", source.name, .int(moves), time, states, count: moves)
        case .unwinnable:
            return Message("cli.solve.unwinnable", source.name, time, states)
        case .undecided where searched.solution.outOfMemory:
            return Message(
                "cli.solve.undecided.memory", source.name, .message(MemoryLimit.size(searched.memory)), states, time)
        case .undecided:
            return Message("cli.solve.undecided", source.name, time, states)
        }
    }

    /// With `--shortest`, after a win: whether its line is the shortest there is (as long as
    /// the fewest moves any win takes), or how many moves a win takes at least.
    public static func shortestLine(_ searched: Searched, source: Source) -> Message? {
        guard let fewest = searched.fewest, searched.solution.verdict == .winnable else { return nil }
        let moves = searched.solution.moves.count
        if moves <= fewest {
            return Message("cli.solve.shortest.proved", source.name, .int(moves), count: moves)
        }
        return Message("cli.solve.shortest.unproved", source.name, .int(fewest), count: fewest)
    }

    /// `7 ms` under a second, `2.35 s` above, with the language's decimal sign.
    public static func duration(_ seconds: Double) -> Message {
        if seconds < 1 { return Message("klondike.time.ms", .int(Int((seconds * 1000).rounded()))) }
        let hundredths = Int((seconds * 100).rounded())
        let fraction = hundredths % 100
        // The decimal sign is the catalog's: `%1$d.%2$@ s`, `%1$d,%2$@ s`.
        return Message("klondike.time.s", .int(hundredths / 100), .verbatim((fraction < 10 ? "0" : "") + "\(fraction)"))
    }
}
