import Klondike

/// An independent check of the solver's answers: a plain exhaustive search over every move of
/// the game (draws and recycles, every part of a face-up run, cards back from the foundations,
/// kings to any empty stack), remembering every position it has seen, with none of the
/// solver's rules (no talon moves, no safe cards sent home, no "need" rules, no deadlock proof,
/// no king or empty-stack rules, no symmetry) and none of its code (this module sees only the
/// game). So a loss it confirms is proved by the rules of the game alone: every position
/// reachable from the one given was visited, and none is won.
///
/// The one thing it merges is what draws alone lead between, both ways: positions that differ
/// only in how many cards of the talon are in the waste, in draw-1 (drawing and turning the
/// waste back reach every split), and in draw-3 among the splits a pass starts from (a
/// multiple of three in the waste, or all of it). Such positions can reach each other without
/// changing anything else, so one is won if and only if the other is.
///
/// Fast because it is small: its own board of bytes, changed and changed back in place (the
/// tests hold its moves to the engine's, position by position), 24 bytes a position seen, a
/// depth-first loop with its own stack. Its limits, in positions and by a stop the caller may
/// add (a clock), end it with `.undecided`, an honest "could not finish".
public enum Verifier {
    public enum Verdict: String, Hashable, Sendable {
        /// Every reachable position was visited and none is won (a proof).
        case unwinnable
        /// A won position was reached.
        case winnable
        /// A limit was reached first, or the position cannot be read (see `Board.init`).
        case undecided
    }

    /// What a check found, how many positions it visited, the bytes its table of positions
    /// took at the end, and the most it took at once (both tables while it doubled).
    public struct Check: Hashable, Sendable {
        public var verdict: Verdict
        public var positions: Int
        public var bytes: Int
        /// Undecided because memory ran out (the table of positions could not grow).
        public var outOfMemory = false
        /// With `outOfMemory`: the limit (`Limits.memory`) stopped it, not the system.
        public var atMemoryLimit = false
        public var peakBytes = 0

        public init(
            verdict: Verdict, positions: Int, bytes: Int, outOfMemory: Bool = false, atMemoryLimit: Bool = false,
            peakBytes: Int = 0
        ) {
            self.verdict = verdict
            self.positions = positions
            self.bytes = bytes
            self.outOfMemory = outOfMemory
            self.atMemoryLimit = atMemoryLimit
            self.peakBytes = peakBytes
        }
    }

    /// How far a check may go: positions, the bytes of its table of positions (the room it
    /// takes while it doubles included), and a stop asked every 4,096 new positions.
    public struct Limits: Sendable {
        public var positions: Int
        public var stop: (@Sendable () -> Bool)?
        public var memory: Int

        /// 50 million positions fit a table of 2^26 slots of 24 bytes (1.6 GB; 2.4 GB for a
        /// moment while it grows to that size, the old table beside the new).
        public static let defaultPositions = 50_000_000

        /// Room for the table that holds `defaultPositions` (2.4 GB while it doubles to it).
        public static let defaultMemory = 3 * 24 << 25

        public init(
            positions: Int = Limits.defaultPositions, stop: (@Sendable () -> Bool)? = nil,
            memory: Int = Limits.defaultMemory
        ) {
            self.positions = positions
            self.stop = stop
            self.memory = memory
        }
    }

    /// Searches every position reachable from `position`, within `limits`.
    public static func check(_ position: Klondike.Position, drawMode: Klondike.DrawMode, limits: Limits = Limits())
        -> Check
    {
        if position.isWon { return Check(verdict: .winnable, positions: 1, bytes: 0) }
        guard let board = Board(position, drawMode: drawMode) else {
            return Check(verdict: .undecided, positions: 0, bytes: 0)
        }
        guard var seen = PositionSet(limit: limits.memory) else {
            return Check(verdict: .undecided, positions: 0, bytes: 0, outOfMemory: true)
        }
        _ = seen.insert(board.key())
        let verdict = search(board, &seen, limits)
        return Check(
            verdict: verdict, positions: seen.count, bytes: seen.bytes, outOfMemory: seen.outOfMemory,
            atMemoryLimit: seen.atLimit, peakBytes: seen.peakBytes)
    }

    /// Depth first: each move made on the board and taken back after its subtree; the moves
    /// of the positions on the path wait in one buffer (lines run to thousands of moves, so
    /// the stack is explicit).
    private static func search(_ board: Board, _ seen: inout PositionSet, _ limits: Limits) -> Verdict {
        var moves: [UInt32] = []
        moves.reserveCapacity(1 << 16)
        // A position on the path: where its moves start in `moves`, the next to try, and what
        // undoes the move being tried.
        var path: [(start: Int, next: Int, undo: UInt32)] = []
        path.reserveCapacity(1 << 12)
        board.moves(into: &moves)
        path.append((0, 0, 0))
        while let top = path.indices.last {
            // The top position's moves are the last in the buffer.
            let next = path[top].next
            guard next < moves.count else {
                moves.removeLast(moves.count - path.removeLast().start)
                guard let below = path.indices.last else { break }
                board.undo(moves[path[below].next - 1], path[below].undo)
                continue
            }
            path[top].next = next + 1
            let move = moves[next]
            let undo = board.apply(move)
            if board.isWon { return .winnable }
            guard seen.insert(board.key()) else {
                board.undo(move, undo)
                continue
            }
            if seen.count >= limits.positions || seen.outOfMemory
                || seen.count & 0xFFF == 0 && limits.stop?() == true
            {
                return .undecided
            }
            path[top].undo = undo
            let start = moves.count
            board.moves(into: &moves)
            path.append((start, start, 0))
        }
        return .unwinnable
    }
}

extension Klondike {
    /// The verifier's check of the position as it stands (see `Verifier`).
    public func verify(limits: Verifier.Limits = Verifier.Limits()) -> Verifier.Check {
        Verifier.check(position, drawMode: drawMode, limits: limits)
    }
}
