import Catalog
import GameKit
import Host
import Klondike
import KlondikeSolver
import KlondikeVerifier
import ShellKit
import SolveKit

extension KlondikeDeals {
    /// What `baraja solve --verify` found for one deal, beside the solver's verdict: a loss
    /// re-checked by the verifier (a plain exhaustive search, `Verifier`), a win by playing
    /// the solver's line in the game's engine, move by move (the solver replays its line
    /// before it answers too; this is the same check made again from outside the solver).
    public enum Verification: Hashable, Sendable {
        /// Winnable, and the line of `moves` moves wins when played by the game's rules.
        case replayed(moves: Int)
        /// Winnable, but the line is refused or does not end won: a contradiction.
        case replayFailed
        /// Not winnable, and the verifier visited every reachable position: none is won.
        case confirmed(positions: Int, seconds: Double)
        /// Not winnable; the verifier stopped at its limits first (neither confirmed nor not).
        case unfinished(positions: Int, seconds: Double)
        /// Not winnable; the verifier's memory ran out first (an allocation refused, as under
        /// `ulimit -v`): this deal is left unchecked, and the next one goes on.
        case outOfMemory(positions: Int, seconds: Double)
        /// Not winnable; the verifier's table of positions filled the memory limit (`bytes`,
        /// the whole process's) before time ran out: unchecked, and the next one goes on.
        case memoryLimit(positions: Int, seconds: Double, bytes: Int)
        /// Not winnable, but the verifier reached a won position: a contradiction.
        case contradicted(positions: Int, seconds: Double)
        /// The solver did not decide: nothing to check.
        case nothingToCheck

        /// A check that found the solver wrong (exit status 1).
        public var isContradiction: Bool {
            switch self {
            case .replayFailed, .contradicted: true
            default: false
            }
        }
    }

    /// Checks the solver's verdict on a deal: its line replayed, or (for a loss) the verifier
    /// within `seconds` on the clock and `positions` positions.
    public static func verify(
        _ searched: Searched, deal: Position, drawMode: Klondike.DrawMode, budget seconds: Double,
        memory: Int = MemoryLimit.machineDefault, positions: Int = .max,
        clock: @escaping @Sendable () -> Double = Platform.monotonicSeconds
    ) -> Verification {
        switch searched.solution.verdict {
        case .undecided:
            return .nothingToCheck
        case .winnable:
            var game = Klondike(position: deal, drawMode: drawMode)
            for move in searched.solution.moves {
                guard game.refusal(for: move) == nil else { return .replayFailed }
                _ = game.apply(move)
            }
            return game.isWon ? .replayed(moves: searched.solution.moves.count) : .replayFailed
        case .unwinnable:
            let start = clock()
            let limits = Verifier.Limits(
                positions: positions, stop: { clock() - start >= seconds },
                memory: Budget.tableShare(ofProcessLimit: memory))
            let check = Verifier.check(deal, drawMode: drawMode, limits: limits)
            let time = clock() - start
            switch check.verdict {
            case .unwinnable: return .confirmed(positions: check.positions, seconds: time)
            case .undecided where check.atMemoryLimit:
                return .memoryLimit(positions: check.positions, seconds: time, bytes: memory)
            case .undecided where check.outOfMemory: return .outOfMemory(positions: check.positions, seconds: time)
            case .undecided: return .unfinished(positions: check.positions, seconds: time)
            case .winnable: return .contradicted(positions: check.positions, seconds: time)
            }
        }
    }

    /// The check's line, printed under the solver's: `deal.txt: not winnable — confirmed by a
    /// plain exhaustive search of 477,953 positions (3.25 s).`
    public static func line(_ verification: Verification, source: Source) -> Message {
        switch verification {
        case .replayed(let moves):
            Message("cli.solve.verify.replayed", source.name, .int(moves), count: moves)
        case .replayFailed:
            Message("cli.solve.verify.replayfailed", source.name)
        case .confirmed(let positions, let seconds):
            Message("cli.solve.verify.confirmed", source.name, .int(positions), .message(duration(seconds)))
        case .unfinished(let positions, let seconds):
            Message("cli.solve.verify.unfinished", source.name, .int(positions), .message(duration(seconds)))
        case .outOfMemory(let positions, let seconds):
            Message("cli.solve.verify.memory", source.name, .int(positions), .message(duration(seconds)))
        case .memoryLimit(let positions, let seconds, let bytes):
            Message(
                "cli.solve.verify.limit", source.name, .message(MemoryLimit.size(bytes)), .int(positions),
                .message(duration(seconds)))
        case .contradicted(let positions, let seconds):
            Message("cli.solve.verify.contradicted", source.name, .int(positions), .message(duration(seconds)))
        case .nothingToCheck:
            Message("cli.solve.verify.none", source.name)
        }
    }
}
