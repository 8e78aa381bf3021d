import CardKit
import Klondike

/// What the solver found about a position.
public enum Verdict: String, Hashable, Sendable, Codable {
    /// A winning line was found (`Solution.moves`).
    case winnable
    /// Every line was searched: none wins.
    case unwinnable
    /// The budget ran out first.
    case undecided
}

/// How far a search may go. `states` makes the verdict deterministic (same position, same
/// answer on every machine); `stop` is polled now and then (a clock, from the caller: the
/// solver reads none) and ends the search as undecided when it returns true.
public struct Budget: Sendable {
    public var states: Int
    public var stop: (@Sendable () -> Bool)?

    public init(states: Int = 5_000_000, stop: (@Sendable () -> Bool)? = nil) {
        self.states = states
        self.stop = stop
    }
}

/// The answer of a search.
public struct Solution: Hashable, Sendable {
    public var verdict: Verdict
    /// With `.winnable`: the engine's own moves from the position searched to the win (draws
    /// and recycles included); they replay legally with `Klondike.apply`. Empty otherwise.
    public var moves: [Klondike.Move]
    /// Positions searched.
    public var states: Int

    public init(verdict: Verdict, moves: [Klondike.Move], states: Int) {
        self.verdict = verdict
        self.moves = moves
        self.states = states
    }
}

/// A Klondike solver for "thoughtful" play: the place of every card is known (face-down cards
/// and the stock's order included). Pure: no IO, no clock, no text.
public enum Solver {
    /// Decides whether `position` can still be won, drawing as `drawMode` says.
    public static func solve(_ position: Klondike.Position, drawMode: Klondike.DrawMode,
                             budget: Budget = Budget()) -> Solution {
        Solution(verdict: .undecided, moves: [], states: 0)
    }
}

extension Klondike {
    /// Decides whether the game can still be won from where it stands.
    public func solve(budget: Budget = Budget()) -> Solution {
        Solver.solve(position, drawMode: drawMode, budget: budget)
    }
}
